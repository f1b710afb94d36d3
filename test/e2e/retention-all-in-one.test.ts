/**
 * End to end, issue 10: the real OpenTelemetry Node SDK sends three traces of two end users to the
 * all-in-one (a real process, embedded ClickHouse, local content store); then, through the HTTP API only:
 * a legal hold on one of Alice's traces, an erasure request for Alice (→ restricted by the hold), the hold's
 * bundle exported, downloaded and verified offline with `tracehold verify-bundle` (and one flipped byte
 * caught), the hold released (→ the erasure resumes by itself and finishes), and finally: Alice's content
 * unreadable, her ledger rows tombstoned, her raw id and pseudonym absent from every table, Bob untouched.
 */
import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dumpClickHouseTables } from '../support/scan-clickhouse.ts';
import { ADMIN_TOKEN, getJson, REPO_ROOT, startAllInOne, waitForTrace, type AllInOneProcess } from '../support/all-in-one-process.ts';

const run = promisify(execFile);

async function sendTrace(endpoint: string, canary: string, endUser: string): Promise<string> {
  const { stdout } = await run(process.execPath, ['--import', 'tsx', path.join(REPO_ROOT, 'test/apps/instrumented-app.ts'), 'http-proto'], {
    cwd: REPO_ROOT,
    env: { ...process.env, OTEL_EXPORTER_OTLP_ENDPOINT: endpoint, OTEL_LOG_LEVEL: 'error', TEST_CANARY: canary, TEST_END_USER: endUser },
    timeout: 60_000,
  });
  return (JSON.parse(stdout.trim().split('\n').pop()!) as { traceId: string }).traceId;
}

async function send(api: string, method: string, url: string, body?: unknown): Promise<{ status: number; body: any }> {
  const res = await fetch(`${api}${url}`, {
    method,
    headers: { authorization: `Bearer ${ADMIN_TOKEN}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  let parsed: unknown = text;
  try {
    parsed = JSON.parse(text);
  } catch {
    /* not JSON */
  }
  return { status: res.status, body: parsed };
}

async function waitFor<T>(what: string, fn: () => Promise<T | null>, timeoutMs = 60_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const v = await fn();
    if (v !== null) return v;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

const ALICE = `alice-${randomBytes(6).toString('hex')}@example.com`;
const BOB = `bob-${randomBytes(6).toString('hex')}@example.com`;

describe('retention, erasure, holds and the bundle through the API of a running all-in-one', () => {
  let server: AllInOneProcess;
  const tmp = mkdtempSync(path.join(os.tmpdir(), 'th-retention-e2e-'));
  const canary = { a1: `CANARY${randomBytes(10).toString('hex').toUpperCase()}`, a2: `CANARY${randomBytes(10).toString('hex').toUpperCase()}`, b1: `CANARY${randomBytes(10).toString('hex').toUpperCase()}` };
  const traces: Record<'a1' | 'a2' | 'b1', string> = { a1: '', a2: '', b1: '' };
  let holdId = '';
  let requestId = '';
  const psn: Record<'a1' | 'b1', string> = { a1: '', b1: '' };

  beforeAll(async () => {
    // The worker polls every second here, so the test does not wait for the default 10 s.
    server = await startAllInOne({ yaml: 'retention:\n  intervalMs: 1000\n' });
    traces.a1 = await sendTrace(server.otlpHttp, canary.a1, ALICE);
    traces.a2 = await sendTrace(server.otlpHttp, canary.a2, ALICE);
    traces.b1 = await sendTrace(server.otlpHttp, canary.b1, BOB);
    for (const [name, t] of Object.entries(traces)) {
      const body = await waitForTrace(server.api, t, (b) => b?.llmCalls?.length === 1 && b.llmCalls[0].content.input.state === 'stored', 60_000);
      expect(body, `trace ${t} not stored`).not.toBeNull();
      if (name === 'a1' || name === 'b1') psn[name] = body.llmCalls[0].subjectRef;
    }
    expect(psn.a1).toMatch(/^psn_[0-9a-f]{32}$/);
  }, 240_000);

  afterAll(async () => {
    await server?.stop();
    rmSync(tmp, { recursive: true, force: true });
  });

  it('places a hold on one of Alice’s traces', async () => {
    const r = await send(server.api, 'POST', '/v1/holds', { matterId: 'MATTER-2026-17', reason: 'complaint escalated to counsel', requester: 'J. Doe, Legal', scope: { kind: 'traces', traceIds: [traces.a1] } });
    expect(r.status, JSON.stringify(r.body)).toBe(201);
    holdId = r.body.hold.holdId;
    expect(holdId).toMatch(/^hold_[0-9a-f]{16}$/);
    expect(r.body.hold.state).toBe('active');
  });

  it('an erasure request for Alice becomes restricted by the hold, with her other trace erased', async () => {
    const r = await send(server.api, 'POST', '/v1/deletion-requests', { reason: 'GDPR Art. 17 request #5521', requester: 'privacy@company', scope: { kind: 'subject', subjectId: ALICE } });
    expect(r.status, JSON.stringify(r.body)).toBe(202);
    requestId = r.body.request.requestId;
    const restricted = await waitFor('restricted', async () => {
      const g = await getJson(`${server.api}/v1/deletion-requests/${requestId}`);
      return g.body?.request?.state === 'restricted' ? g.body.request : null;
    });
    expect(restricted.blockedByHolds).toEqual([holdId]);
    expect(restricted.counts.heldTraces).toBe(1);
    // The held trace keeps its content; the other is erased already.
    const held = await getJson(`${server.api}/v1/traces/${traces.a1}`);
    expect(held.body.llmCalls[0].content.input.state).toBe('stored');
    expect(held.body.retention.holds.map((h: any) => h.holdId)).toEqual([holdId]);
    const erased = await getJson(`${server.api}/v1/traces/${traces.a2}`);
    expect(erased.body.llmCalls[0].content.input.state).toBe('erased');
    expect(erased.body.llmCalls[0].subjectRef).toBe('');
  });

  it('exports the hold as a bundle that verifies offline, and one flipped byte is caught', async () => {
    const start = await send(server.api, 'POST', `/v1/holds/${holdId}/exports`, { reason: 'production to opposing counsel', includeContent: true });
    expect(start.status, JSON.stringify(start.body)).toBe(202);
    const exportId = start.body.exportId;
    await waitFor('export done', async () => {
      const g = await getJson(`${server.api}/v1/holds/${holdId}/exports/${exportId}`);
      if (g.body?.state === 'failed') throw new Error(`export failed: ${JSON.stringify(g.body)}`);
      return g.body?.state === 'done' ? g.body : null;
    });
    const dl = await fetch(`${server.api}/v1/holds/${holdId}/exports/${exportId}/download`, { headers: { authorization: `Bearer ${ADMIN_TOKEN}` } });
    expect(dl.status).toBe(200);
    const bytes = Buffer.from(await dl.arrayBuffer());
    const file = path.join(tmp, 'bundle.tar.gz');
    writeFileSync(file, bytes);
    const ok = await run(process.execPath, [path.join(REPO_ROOT, 'bin/tracehold.js'), 'verify-bundle', file], { cwd: tmp });
    expect(ok.stdout + ok.stderr).toMatch(/intact|verified|OK/i);
    const tampered = Buffer.from(readFileSync(file));
    tampered[Math.floor(tampered.length / 2)] ^= 0x01;
    const bad = path.join(tmp, 'tampered.tar.gz');
    writeFileSync(bad, tampered);
    const failed = await run(process.execPath, [path.join(REPO_ROOT, 'bin/tracehold.js'), 'verify-bundle', bad], { cwd: tmp }).then(
      () => null,
      (err: { code?: number }) => err,
    );
    expect(failed, 'a flipped byte must fail verification').not.toBeNull();
    expect(failed!.code).not.toBe(0);
  });

  it('releasing the hold lets the erasure finish by itself; Bob is untouched', async () => {
    const rel = await send(server.api, 'POST', `/v1/holds/${holdId}/release`, { reason: 'matter closed' });
    expect(rel.status, JSON.stringify(rel.body)).toBe(200);
    const done = await waitFor('done', async () => {
      const g = await getJson(`${server.api}/v1/deletion-requests/${requestId}`);
      return g.body?.request?.state === 'done' ? g.body.request : null;
    });
    expect(done.counts.subjectKeysDestroyed).toBe(1);
    const a1 = await getJson(`${server.api}/v1/traces/${traces.a1}`);
    expect(a1.body.llmCalls[0].content.input.state).toBe('erased');
    const b1 = await getJson(`${server.api}/v1/traces/${traces.b1}?include=content&reason=check`);
    expect(b1.body.llmCalls[0].content.input.state).toBe('stored');
    expect(JSON.stringify(b1.body.llmCalls[0].content.input.inline ?? {})).toContain(canary.b1);
  });

  it('after the erasure, Alice is in no table but her own request; Bob still is (negative control)', async () => {
    await server.stop();
    const tables = await dumpClickHouseTables(path.join(server.dataDir, 'clickhouse'));
    const holding = (needle: string) => Object.entries(tables).filter(([, text]) => text.includes(needle)).map(([name]) => name).sort();
    // The raw id was never stored anywhere; the pseudonym survives only in the request that names its subject.
    expect(holding(ALICE)).toEqual([]);
    expect(holding(psn.a1)).toEqual(['deletion_requests']);
    expect(holding(psn.b1)).toEqual(expect.arrayContaining(['llm_calls', 'spans']));
    // Tombstones name the request, and hold no pseudonym.
    expect(tables['retention_events']).toContain(requestId);
  });
});

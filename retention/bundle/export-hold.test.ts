/**
 * The legal-hold bundle against real components (chDB, the encrypted local content store, the audit log and
 * its signer): a hold over a subject with several traces (one whose wide trace the sampler dropped, one whose
 * content object is gone) exports a bundle that verifies offline; the bundle holds exactly what a direct query
 * of the covered data returns, and nothing of another subject (negative control); one changed byte in any member,
 * a re-signed manifest, a removed or added file, a foreign key or a corrupt gzip stream are each caught and named.
 */
import { spawnSync } from 'node:child_process';
import { statSync, writeFileSync } from 'node:fs';
import { generateKeyPairSync } from 'node:crypto';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuditEntry } from '../../schemas/audit.ts';
import type { BundleManifest } from '../../schemas/hold-export.ts';
import type { LedgerRecord } from '../../schemas/ledger.ts';
import { zeroDeletionCounts, type Hold } from '../../schemas/retention.ts';
import { createBundleEnv, hex, makeHold, packMembers, principal, seedTrace, unpackBundle, type BundleEnv, type SeededTrace } from '../../test/support/bundle-env.ts';
import { createHash } from 'node:crypto';
import { exportHold, type HoldExportDeps, type HoldExportResult } from './export-hold.ts';
import { verifyBundle } from './verify-bundle.ts';

let env: BundleEnv;
let deps: HoldExportDeps;
let hold: Hold;
let kept: SeededTrace;
let dropped: SeededTrace;
let gone: SeededTrace;
let other: SeededTrace;
let result: HoldExportResult;
let members: Array<{ name: string; bytes: Buffer }>;
const DAY = 86_400_000;
const T0 = Date.now() - 10 * DAY;
const deletionId = 'del_' + hex(8);

const jsonl = (name: string) =>
  members
    .find((m) => m.name === name)!
    .bytes.toString('utf8')
    .split('\n')
    .filter((l) => l !== '')
    .map((l) => JSON.parse(l) as Record<string, unknown>);

async function tamperedCopy(name: string, change: (ms: Array<{ name: string; bytes: Buffer }>) => Array<{ name: string; bytes: Buffer }>): Promise<string> {
  const file = path.join(env.root, `tampered-${name.replace(/\W/g, '_')}-${hex(4)}.tar.gz`);
  writeFileSync(file, await packMembers(change(members.map((m) => ({ name: m.name, bytes: Buffer.from(m.bytes) })))));
  return file;
}

beforeAll(async () => {
  env = await createBundleEnv('bundle-export');
  deps = { ctx: env.ctx, contentAudit: env.auditLog, signer: env.signer, dataDir: env.root, generator: { name: 'tracehold', version: '0.1.0-test' }, batchTraces: 2 };
  kept = await seedTrace(env, { user: 'user-a', calls: 2, spans: 3, startMs: T0 });
  dropped = await seedTrace(env, { user: 'user-a', calls: 1, spans: 0, startMs: T0 + DAY });
  gone = await seedTrace(env, { user: 'user-a', calls: 1, spans: 2, startMs: T0 + 2 * DAY });
  other = await seedTrace(env, { user: 'user-b', calls: 2, spans: 2, startMs: T0 + DAY });
  // The object of one stored part is lost: the bundle must say so, not fail and not pretend.
  await env.contentStore.deleteObject(env.tenant, gone.refs[1]!);
  const subjectA = await env.contentStore.pseudonymize(env.tenant, 'user-a');
  hold = makeHold(env.tenant, { kind: 'subjects', subjectRefs: [subjectA] });
  await env.ctx.state.putHold(hold);
  await env.ctx.audit.record({ tenant: env.tenant, actor: { tokenId: 'tok_legal', kind: 'token' }, action: 'hold.create', target: { holdId: hold.holdId }, reason: hold.reason, outcome: 'ok' });
  // An earlier investigation read content of a held trace and of the other subject's trace.
  for (const t of [kept, other]) {
    await env.auditLog.append({ tenant: env.tenant, actor: { tokenId: 'tok_inv', kind: 'token' }, action: 'content.read', target: { ref: t.refs[0]!, traceId: t.traceId }, reason: 'INC-7', outcome: 'granted' });
  }
  // The subject asked for erasure; the hold restricts it.
  await env.ctx.state.putDeletion({
    tenant: env.tenant, requestId: deletionId, version: 1, state: 'restricted', scope: { kind: 'subject', subjectRef: subjectA }, reason: 'GDPR Art. 17 request', requester: 'DPO',
    createdBy: 'tok_dpo', createdAtMs: T0 + 3 * DAY, updatedAtMs: T0 + 3 * DAY, blockedByHolds: [hold.holdId], counts: { ...zeroDeletionCounts(), heldTraces: 3 }, attempts: 0, error: '', nextAttemptAtMs: 0, completedAtMs: null,
  });
  await env.ctx.state.insertEvents([{ tenant: env.tenant, traceId: dropped.traceId, action: 'restricted', kinds: ['ledger', 'content'], cause: deletionId, holdIds: [hold.holdId], atMs: T0 + 3 * DAY, counts: { ledgerRows: 1 } }]);
  await env.ctx.audit.record({ tenant: env.tenant, actor: { tokenId: 'retention-worker', kind: 'system' }, action: 'deletion.transition', target: { requestId: deletionId }, reason: '', outcome: 'ok', details: { from: 'executing', to: 'restricted' } });

  result = await exportHold(deps, { hold, exportId: 'exp_' + hex(8), principal: principal(env.tenant), reason: 'Matter 17 production', includeContent: true });
  members = await unpackBundle(result.file);
}, 180_000);

afterAll(async () => {
  await env?.close();
});

describe('legal-hold bundle: round trip', () => {
  it('writes one 0600 tar.gz that verifies offline, with the bundled key and with the same key given', async () => {
    expect(statSync(result.file).mode & 0o777).toBe(0o600);
    expect(path.dirname(result.file)).toBe(path.join(env.root, 'exports', env.tenant));
    expect(statSync(result.file).size).toBe(result.bytes);
    const plain = await verifyBundle(result.file);
    expect(plain).toMatchObject({ ok: true, keyId: env.signer.keyId, keyMatchesGiven: null });
    const withKey = await verifyBundle(result.file, { publicKey: env.signer.publicKeyPem });
    expect(withKey).toMatchObject({ ok: true, keyMatchesGiven: true });
    expect(members.map((m) => m.name).slice(0, 4)).toEqual(['manifest.json', 'manifest.sig', 'public-key.pem', 'README.txt']);
  });

  it('manifest: hold, matter, requester, exporter and reason, counts, and a checkpoint covering the export\'s own entry', () => {
    const m = JSON.parse(members[0]!.bytes.toString('utf8')) as BundleManifest;
    expect(m.hold.holdId).toBe(hold.holdId);
    expect(m.matter).toEqual({ matterId: hold.matterId, requester: hold.requester, reason: hold.reason });
    expect(m.exportedBy).toEqual({ tokenId: 'tok_legal', reason: 'Matter 17 production' });
    expect(m.generator).toEqual({ name: 'tracehold', version: '0.1.0-test' });
    expect(m.counts).toMatchObject({ traces: 3, ledgerRows: 4, traceIndexRows: 3, spans: 5, contentFiles: 7, contentUnavailable: 1, replays: 0 });
    expect(m.replaysTable).toBe('present'); // migration 0010 (issue 11) creates it
    const audit = jsonl('audit.jsonl').map((l) => l.entry as AuditEntry);
    const own = audit.find((e) => e.action === 'export.create')!;
    expect(own.target).toMatchObject({ holdId: hold.holdId, exportId: m.exportId });
    expect(m.audit.checkpoint.seq).toBeGreaterThanOrEqual(own.seq);
    expect(Math.max(...audit.map((e) => e.seq))).toBeLessThanOrEqual(m.audit.treeSize);
    const readme = members.find((x) => x.name === 'README.txt')!.bytes.toString('utf8');
    expect(readme).toContain(hold.matterId);
    expect(readme).toContain('tracehold verify-bundle');
    expect(readme).toMatch(/restricted\s+A deletion request/);
  });
});

describe('legal-hold bundle: complete, and nothing else', () => {
  const covered = () => [kept, dropped, gone].map((t) => t.traceId).sort();

  it('ledger.jsonl equals a direct query of every ledger row of the covered traces', async () => {
    const direct = await env.store.forTenant(env.tenant).listLlmCallsOfTraces(covered());
    const key = (r: LedgerRecord) => `${r.traceId}/${r.spanId}`;
    const bundled = jsonl('ledger.jsonl') as unknown as LedgerRecord[];
    expect(bundled.map(key).sort()).toEqual(direct.map(key).sort());
    expect([...bundled].sort((a, b) => key(a).localeCompare(key(b)))).toEqual([...direct].sort((a, b) => key(a).localeCompare(key(b))));
  });

  it('traces.jsonl holds every trace index row and every kept span, the dropped trace by its index row only', async () => {
    const rows = jsonl('traces.jsonl');
    const index = rows.filter((r) => r.type === 'trace_index');
    expect(index.map((r) => r.traceId).sort()).toEqual(covered());
    expect(index.find((r) => r.traceId === dropped.traceId)).toMatchObject({ sampleDecision: 'dropped' });
    const tenantStore = env.store.forTenant(env.tenant);
    for (const t of [kept, dropped, gone]) {
      const s = await tenantStore.findTraceSummary(t.traceId);
      const direct = await tenantStore.listTraceSpans(t.traceId, { fromNs: s!.startTimeUnixNano, toNs: s!.endTimeUnixNano }, 10_000);
      const bundled = rows.filter((r) => r.type === 'span' && r.traceId === t.traceId);
      expect(bundled.map((r) => r.spanId).sort()).toEqual(direct.map((d) => d.spanId).sort());
    }
  });

  it('content/ holds the decrypted content of every stored part; the lost object is listed as unavailable', async () => {
    const expected = [...kept.refs, ...dropped.refs, gone.refs[0]!];
    const files = members.filter((m) => m.name.startsWith('content/'));
    expect(files).toHaveLength(expected.length);
    for (const ref of expected) {
      const name = `content/${createHash('sha256').update(ref).digest('hex')}.json`;
      const file = JSON.parse(members.find((m) => m.name === name)!.bytes.toString('utf8')) as { ref: string; encoding: string; content: unknown };
      const direct = await env.contentStore.get(env.tenant, ref);
      expect(file.ref).toBe(ref);
      expect(file.encoding).toBe('json');
      expect(file.content).toEqual(JSON.parse(direct!.bytes.toString('utf8')));
    }
    const unavailable = jsonl('retention_state.jsonl').filter((l) => l.type === 'content_unavailable');
    expect(unavailable).toEqual([expect.objectContaining({ ref: gone.refs[1], traceId: gone.traceId, code: 'TH_ERR_API_CONTENT_NOT_FOUND' })]);
  });

  it('retention_state.jsonl: the restricted event, the hold\'s history and the deletion request it blocks', () => {
    const lines = jsonl('retention_state.jsonl');
    expect(lines.filter((l) => l.type === 'event')).toEqual([expect.objectContaining({ traceId: dropped.traceId, action: 'restricted', cause: deletionId })]);
    expect(lines.filter((l) => l.type === 'hold_version').map((l) => l.holdId)).toEqual([hold.holdId]);
    expect(lines.filter((l) => l.type === 'deletion_version').map((l) => l.requestId)).toEqual([deletionId]);
  });

  it('audit.jsonl: entries about the held data, hold and deletion, each export read; none about the other subject', () => {
    const audit = jsonl('audit.jsonl').map((l) => l.entry as AuditEntry);
    const actions = audit.map((e) => e.action);
    expect(actions).toContain('hold.create');
    expect(actions).toContain('deletion.transition');
    expect(audit.filter((e) => e.action === 'content.read' && e.actor.tokenId === 'tok_inv').map((e) => e.target.traceId)).toEqual([kept.traceId]);
    // Every content read of the export is itself in the bundle, with the export's reason.
    const exportReads = audit.filter((e) => e.actor.tokenId === 'tok_legal' && e.action.startsWith('content.read'));
    expect(exportReads).toHaveLength(8);
    expect(new Set(exportReads.map((e) => e.reason))).toEqual(new Set(['Matter 17 production']));
  });

  it('negative control: the other subject\'s trace is in the store but nowhere in the bundle', async () => {
    expect(await env.store.forTenant(env.tenant).listLlmCallsOfTraces([other.traceId])).toHaveLength(2);
    for (const m of members) expect(m.bytes.includes(other.traceId), m.name).toBe(false);
    for (const ref of other.refs) for (const m of members) expect(m.bytes.includes(ref), m.name).toBe(false);
  });
});

describe('legal-hold bundle: tamper detection', () => {
  it('one flipped byte in each member is caught and the member is named', async () => {
    expect(members.length).toBeGreaterThanOrEqual(16);
    for (const target of members) {
      const file = await tamperedCopy(target.name, (ms) => {
        const m = ms.find((x) => x.name === target.name)!;
        // An empty member (replays.jsonl here) has no byte to flip: one is added instead.
        if (m.bytes.length === 0) m.bytes = Buffer.from('{}\n');
        else {
          const at = Math.floor(m.bytes.length / 2);
          m.bytes[at] = m.bytes[at]! ^ 0x01;
        }
        return ms;
      });
      const r = await verifyBundle(file);
      expect(r.ok, target.name).toBe(false);
      if (r.ok) continue;
      // A changed manifest or key shows as a signature that no longer matches; every other file by its own name.
      const allowed = target.name === 'manifest.json' || target.name === 'public-key.pem' ? [target.name, 'manifest.sig'] : [target.name];
      expect(allowed, `${target.name}: ${JSON.stringify(r.problem)}`).toContain(r.problem.file);
    }
  });

  it('a member changed and re-hashed in the manifest: the signature fails', async () => {
    const file = await tamperedCopy('resigned', (ms) => {
      const ledger = ms.find((m) => m.name === 'ledger.jsonl')!;
      ledger.bytes = Buffer.from(ledger.bytes.toString('utf8').replace('"costUsd":0.0012', '"costUsd":0.0001'));
      const manifest = ms[0]!;
      const m = JSON.parse(manifest.bytes.toString('utf8')) as BundleManifest;
      const entry = m.files.find((f) => f.name === 'ledger.jsonl')!;
      entry.sha256 = createHash('sha256').update(ledger.bytes).digest('hex');
      entry.bytes = ledger.bytes.length;
      manifest.bytes = Buffer.from(JSON.stringify(m, null, 2) + '\n');
      return ms;
    });
    const r = await verifyBundle(file);
    expect(r).toMatchObject({ ok: false, problem: { file: 'manifest.sig' } });
  });

  it('re-signed with another key: caught when the trusted key is given', async () => {
    const { publicKey } = generateKeyPairSync('ed25519');
    const r = await verifyBundle(result.file, { publicKey: publicKey.export({ format: 'pem', type: 'spki' }).toString() });
    expect(r).toMatchObject({ ok: false, problem: { file: 'public-key.pem' } });
  });

  it('a removed file and an added file are named', async () => {
    const removed = await verifyBundle(await tamperedCopy('removed', (ms) => ms.filter((m) => m.name !== 'replays.jsonl')));
    expect(removed).toMatchObject({ ok: false, problem: { file: 'replays.jsonl' } });
    const contentName = members.find((m) => m.name.startsWith('content/'))!.name;
    const removedContent = await verifyBundle(await tamperedCopy('removed-content', (ms) => ms.filter((m) => m.name !== contentName)));
    expect(removedContent).toMatchObject({ ok: false, problem: { file: contentName } });
    const added = await verifyBundle(await tamperedCopy('added', (ms) => [...ms, { name: 'content/extra.json', bytes: Buffer.from('{"ref":"x","content":1}') }]));
    expect(added).toMatchObject({ ok: false, problem: { file: 'content/extra.json' } });
  });

  it('a flipped byte in the gzip stream itself is caught', async () => {
    const { readFileSync } = await import('node:fs');
    const bytes = readFileSync(result.file);
    for (const at of [Math.floor(bytes.length / 3), Math.floor(bytes.length / 2), bytes.length - 6]) {
      const copy = Buffer.from(bytes);
      copy[at] = copy[at]! ^ 0x20;
      const file = path.join(env.root, `gz-${at}.tar.gz`);
      writeFileSync(file, copy);
      const r = await verifyBundle(file);
      expect(r.ok, `byte ${at}`).toBe(false);
    }
  });

  it('negative control: an untouched re-pack of the same members verifies', async () => {
    expect((await verifyBundle(await tamperedCopy('same', (ms) => ms))).ok).toBe(true);
  });
});

describe('legal-hold bundle: content needs the raw scope', () => {
  it('refuses content without content:read:raw; exports without content only when asked, and says so', async () => {
    const noRaw = principal(env.tenant, ['traces:read', 'holds:write', 'exports:write'], 'tok_paralegal');
    await expect(exportHold(deps, { hold, exportId: 'exp_' + hex(8), principal: noRaw, reason: 'r', includeContent: true })).rejects.toMatchObject({ code: 'TH_ERR_EXPORT_FORBIDDEN' });
    const r = await exportHold(deps, { hold, exportId: 'exp_' + hex(8), principal: noRaw, reason: 'metadata only', includeContent: false });
    expect(r.manifest.includeContent).toBe(false);
    expect(r.counts.contentFiles).toBe(0);
    const ms = await unpackBundle(r.file);
    expect(ms.some((m) => m.name.startsWith('content/'))).toBe(false);
    expect((await verifyBundle(r.file)).ok).toBe(true);
  });
});

describe('tracehold verify-bundle (the real command)', () => {
  const cli = (...args: string[]) => spawnSync(process.execPath, [path.resolve('bin/tracehold.js'), 'verify-bundle', ...args], { encoding: 'utf8', timeout: 60_000 });

  it('exits 0 with a summary and the key id for an intact bundle, 1 naming the file for a tampered one', async () => {
    const keyFile = path.join(env.root, 'trusted.pem');
    writeFileSync(keyFile, env.signer.publicKeyPem);
    const ok = cli(result.file, '--public-key', keyFile);
    expect(ok.status, ok.stderr).toBe(0);
    expect(ok.stdout).toContain('bundle intact');
    expect(ok.stdout).toContain(`signing key id: ${env.signer.keyId} (matches --public-key)`);
    const tampered = await tamperedCopy('cli', (ms) => {
      const m = ms.find((x) => x.name === 'traces.jsonl')!;
      m.bytes[10] = m.bytes[10]! ^ 0x01;
      return ms;
    });
    const bad = cli(tampered);
    expect(bad.status).toBe(1);
    expect(bad.stderr).toMatch(/bundle NOT intact: traces\.jsonl/);
    expect(cli().status).toBe(2);
  });
});

describe('legal-hold bundle: tenant scope with a time range, released hold', () => {
  it('covers exactly the traces starting in the range (keyset scan + hold coverage), also after release', async () => {
    const ranged: Hold = {
      ...makeHold(env.tenant, { kind: 'tenant', range: { fromMs: T0 - 1000, toMs: T0 + DAY + 60_000 } }),
      state: 'released',
      releasedAtMs: Date.now(),
      releasedBy: 'tok_legal',
      releaseReason: 'settled',
    };
    const r = await exportHold({ ...deps, batchTraces: 1 }, { hold: ranged, exportId: 'exp_' + hex(8), principal: principal(env.tenant), reason: 'range', includeContent: false });
    expect((await verifyBundle(r.file)).ok).toBe(true);
    const ms = await unpackBundle(r.file);
    const ledger = ms.find((m) => m.name === 'ledger.jsonl')!.bytes.toString('utf8');
    const traces = new Set(ledger.split('\n').filter(Boolean).map((l) => (JSON.parse(l) as { traceId: string }).traceId));
    expect([...traces].sort()).toEqual([kept.traceId, dropped.traceId, other.traceId].sort());
    // Negative control: the trace two days in is outside the range.
    expect(traces.has(gone.traceId)).toBe(false);
  });
});

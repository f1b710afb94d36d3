/**
 * End to end: the real OpenTelemetry Node SDK → the all-in-one as a real process → a complaint answered in one
 * call. One trace is kept, one dropped by a drop policy (matched on a resource attribute the SDK takes from
 * OTEL_RESOURCE_ATTRIBUTES). The lookup takes a traceparent or a URL, shows ISO times beside nanoseconds,
 * says why the dropped trace has no span tree, inlines content under include=content with one audit entry
 * per part read (read back through GET /v1/audit), refuses without the scope or a reason; and
 * `tracehold trace` run as a child process prints the same data as a report.
 */
import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_TOKEN, getJson, REPO_ROOT, startAllInOne, waitForTrace, type AllInOneProcess } from '../support/all-in-one-process.ts';

const run = promisify(execFile);

const YAML = `tailSampling:
  policies:
    - name: drop_marked
      type: drop
      attributes: [{ key: lookup.case, scope: resource, values: [drop] }]
    - { name: keep_all, type: always }
`;

async function runApp(endpoint: string, canary: string, resourceAttributes = '') {
  const { stdout } = await run(process.execPath, ['--import', 'tsx', path.join(REPO_ROOT, 'test/apps/instrumented-app.ts'), 'http-proto'], {
    cwd: REPO_ROOT,
    env: { ...process.env, OTEL_EXPORTER_OTLP_ENDPOINT: endpoint, OTEL_LOG_LEVEL: 'error', TEST_CANARY: canary, OTEL_RESOURCE_ATTRIBUTES: resourceAttributes },
    timeout: 60_000,
  });
  return JSON.parse(stdout.trim().split('\n').pop()!) as { traceId: string; prompt: string; answer: string; systemText: string };
}

async function cli(args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  try {
    const { stdout, stderr } = await run(process.execPath, [path.join(REPO_ROOT, 'bin/tracehold.js'), 'trace', ...args], { cwd: REPO_ROOT, env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '' }, timeout: 60_000 });
    return { code: 0, stdout, stderr };
  } catch (err) {
    const e = err as { code: number; stdout: string; stderr: string };
    return { code: e.code, stdout: e.stdout, stderr: e.stderr };
  }
}

/** The nanoseconds an ISO string of the lookup stands for (milliseconds or nine fraction digits). */
function isoToNs(iso: string): bigint {
  const m = /^(.*)\.(\d{3}|\d{9})Z$/.exec(iso)!;
  return BigInt(Date.parse(`${m[1]}Z`)) * 1_000_000n + BigInt(m[2]!.padEnd(9, '0'));
}

describe('a complaint answered in one call', () => {
  let server: AllInOneProcess;
  let kept: { traceId: string; prompt: string; answer: string; systemText: string };
  let dropped: { traceId: string };
  let investigator = '';

  beforeAll(async () => {
    server = await startAllInOne({ yaml: YAML });
    kept = await runApp(server.otlpHttp, `CANARY${randomBytes(8).toString('hex').toUpperCase()}`);
    dropped = await runApp(server.otlpHttp, `CANARY${randomBytes(8).toString('hex').toUpperCase()}`, 'lookup.case=drop');
    // The evidence tier is written at the decision too, a moment after the span tree: wait for both.
    const complete = (b: any) => b.evidence?.state === 'recorded' && b.llmCalls[0]?.evidence.documents.length === 2;
    expect(await waitForTrace(server.api, kept.traceId, (b) => b.summary.spanCount === 4 && b.spanTree?.state === 'kept' && complete(b)), 'kept trace').toMatchObject({ spanTree: { state: 'kept' } });
    expect(await waitForTrace(server.api, dropped.traceId, (b) => b.summary.sampling?.decision === 'dropped' && complete(b)), 'dropped trace').toMatchObject({ spanTree: { state: 'dropped' } });
    const created = await fetch(`${server.api}/v1/admin/tokens`, {
      method: 'POST',
      headers: { authorization: `Bearer ${ADMIN_TOKEN}`, 'content-type': 'application/json' },
      body: JSON.stringify({ tenant: 'default', roles: ['investigator'], label: 'lookup-e2e' }),
    });
    investigator = ((await created.json()) as { token: string }).token;
  }, 240_000);

  afterAll(async () => {
    await server?.stop();
  });

  it('finds the trace by traceparent and puts ISO 8601 beside every nanosecond time', async () => {
    const r = await getJson(`${server.api}/v1/traces/00-${kept.traceId}-00f067aa0ba902b7-01`);
    expect(r.status).toBe(200);
    const b = r.body;
    expect(b.traceId).toBe(kept.traceId);
    expect(b.root).toMatchObject({ present: true, name: 'POST /chat', service: 'support-bot', route: '/chat', httpStatus: 200, error: false });
    const pairs: Array<[string, string]> = [
      [b.summary.startTimeUnixNano, b.summary.startTimeIso],
      [b.summary.endTimeUnixNano, b.summary.endTimeIso],
      [b.root.startTimeUnixNano, b.root.startTimeIso],
      [b.llmCalls[0].startTimeUnixNano, b.llmCalls[0].startTimeIso],
      [b.spans[0].startTimeUnixNano, b.spans[0].startTimeIso],
      [b.spans[0].children[0].endTimeUnixNano, b.spans[0].children[0].endTimeIso],
    ];
    for (const [unixNano, iso] of pairs) {
      expect(iso).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.(\d{3}|\d{9})Z$/);
      expect(isoToNs(iso)).toBe(BigInt(unixNano));
    }
    expect(b.spanTree).toEqual({ state: 'kept', words: 'kept by sampling (policy: keep_all)' });
    const call = b.llmCalls[0];
    expect(call).toMatchObject({ responseModel: 'gpt-4o-2024-08-06', responseId: 'chatcmpl-A1b2C3d4E5' });
    expect(call.content.tools).toMatchObject({ state: 'not_captured', words: 'not captured by the instrumentation' });
    expect(call.content.input).toMatchObject({ state: 'stored', words: 'stored' });
    expect(b.logicalCalls).toEqual([expect.objectContaining({ attemptSpanIds: [call.spanId], winnerSpanId: call.spanId })]);
    // The evidence tier: the retriever's documents and the sanitized DB statement, linked to the call they fed.
    expect(call.evidence.documents.map((d: any) => [d.documentId, d.score, d.rank])).toEqual([['kb-delivery-12', 0.91, 0], ['kb-refunds-3', 0.52, 1]]);
    expect(call.evidence.dbStatements).toEqual([expect.objectContaining({ system: 'postgresql', statement: 'SELECT status FROM orders WHERE id = $1' })]);
    expect(b.evidence.state).toBe('recorded');
  });

  it('finds the trace from a URL: percent-encoded in the path, or as ?ref= (same answer)', async () => {
    const url = `https://grafana.example.test/explore?orgId=1&traceId=${kept.traceId}&from=now-1h`;
    const inPath = await getJson(`${server.api}/v1/traces/${encodeURIComponent(url)}`);
    expect(inPath.status).toBe(200);
    const byRef = await getJson(`${server.api}/v1/traces/lookup?ref=${encodeURIComponent(url)}`);
    expect(byRef.status).toBe(200);
    expect(byRef.body).toEqual(inPath.body);
    expect(inPath.body.traceId).toBe(kept.traceId);
    const bad = await getJson(`${server.api}/v1/traces/ff-${kept.traceId}-00f067aa0ba902b7-01`);
    expect(bad.status).toBe(400);
    expect(bad.body.error.message).toContain('traceparent version ff is invalid');
  });

  it('says a dropped trace was dropped by sampling, with the policy, and still has its LLM call', async () => {
    const r = await getJson(`${server.api}/v1/traces/${dropped.traceId}`);
    expect(r.status).toBe(200);
    expect(r.body.spanTree.state).toBe('dropped');
    expect(r.body.spanTree.words).toMatch(/^dropped by sampling \(policy: drop:drop_marked\)/);
    expect(r.body.spans).toEqual([]);
    expect(r.body.logsState.state).toBe('dropped');
    expect(r.body.root).toMatchObject({ present: true, route: '/chat', httpStatus: 200 });
    expect(r.body.llmCalls).toHaveLength(1);
    expect(r.body.llmCalls[0].responseId).toBe('chatcmpl-A1b2C3d4E5');
    // The evidence survives the drop.
    expect(r.body.llmCalls[0].evidence.documents.map((d: any) => d.documentId)).toEqual(['kb-delivery-12', 'kb-refunds-3']);
    // Negative control: the kept trace's policy is a keep policy.
    expect((await getJson(`${server.api}/v1/traces/${kept.traceId}`)).body.spanTree.state).toBe('kept');
  });

  it('inlines the content with include=content and writes one audit record per part read', async () => {
    const reason = `INC-${randomBytes(3).toString('hex')}`;
    const r = await getJson(`${server.api}/v1/traces/${kept.traceId}?include=content&reason=${reason}`);
    expect(r.status).toBe(200);
    const call = r.body.llmCalls[0];
    expect(JSON.stringify(call.content.input.inline.document)).toContain(kept.prompt);
    expect(JSON.stringify(call.content.output.inline.document)).toContain(kept.answer);
    expect(JSON.stringify(call.content.system.inline.document)).toContain(kept.systemText);
    expect(call.content.tools.inline).toBeUndefined();
    // The retrieved documents' text, stored by the collector with the retrieval span: one object, both documents.
    const [doc0, doc1] = call.evidence.documents;
    expect(doc0.inline.state).toBe('included');
    expect(JSON.stringify(doc0.inline.document)).toContain('Refunds are processed within 5 days.');
    expect(doc1.inline).toEqual(doc0.inline);
    expect(r.body.content).toMatchObject({ reason, partsIncluded: 4, truncated: false });

    const auditRes = await getJson(`${server.api}/v1/audit?traceId=${kept.traceId}&action=content.read`);
    expect(auditRes.status).toBe(200);
    const reads = auditRes.body.entries.filter((e: any) => e.reason === reason);
    expect(reads).toHaveLength(4);
    expect(reads.map((e: any) => e.target.part).sort()).toEqual(['documents', 'input', 'output', 'system']);
    for (const e of reads) expect(e).toMatchObject({ outcome: 'granted', target: { traceId: kept.traceId, spanId: e.target.part === 'documents' ? doc0.sourceSpanId : call.spanId }, details: { via: 'trace_lookup' } });
    // Negative control: without include=content nothing is read, nothing inlined.
    const plain = await getJson(`${server.api}/v1/traces/${kept.traceId}`);
    expect(JSON.stringify(plain.body)).not.toContain(kept.prompt);
  });

  it('refuses include=content without the raw-content scope (403) and without a reason (400)', async () => {
    const noScope = await getJson(`${server.api}/v1/traces/${kept.traceId}?include=content&reason=INC-1`, investigator);
    expect(noScope.status).toBe(403);
    const noReason = await getJson(`${server.api}/v1/traces/${kept.traceId}?include=content`);
    expect(noReason.status).toBe(400);
    expect(noReason.body.error.code).toBe('TH_ERR_API_REASON_REQUIRED');
    for (const res of [noScope, noReason]) expect(JSON.stringify(res.body)).not.toContain(kept.prompt);
    const denied = await getJson(`${server.api}/v1/audit?traceId=${kept.traceId}&action=content.read.denied`);
    expect(denied.body.entries.map((e: any) => e.details.detail).sort()).toEqual(['missing_scope', 'no_reason']);
  });

  it('tracehold trace prints the model, the response id and the content states as a readable report', async () => {
    const r = await cli([`00-${kept.traceId}-00f067aa0ba902b7-01`, '--api', server.api, '--token', ADMIN_TOKEN]);
    expect(r.code, r.stderr).toBe(0);
    expect(r.stdout).toContain(`Trace ${kept.traceId}`);
    expect(r.stdout).toContain('gpt-4o → gpt-4o-2024-08-06 (snapshot that answered)');
    expect(r.stdout).toContain('chatcmpl-A1b2C3d4E5');
    expect(r.stdout).toMatch(/input +stored/);
    expect(r.stdout).toMatch(/tools +not captured by the instrumentation/);
    expect(r.stdout).toMatch(/\n {2}POST \/chat {2}support-bot/);
    expect(r.stdout).not.toContain('\x1b[');
    expect(r.stdout).not.toContain(kept.prompt);

    const droppedReport = await cli([dropped.traceId, '--api', server.api, '--token', ADMIN_TOKEN]);
    expect(droppedReport.stdout).toContain('dropped by sampling (policy: drop:drop_marked)');

    const withContent = await cli([kept.traceId, '--api', server.api, '--token', ADMIN_TOKEN, '--include-content', '--reason', 'INC-cli']);
    expect(withContent.code, withContent.stderr).toBe(0);
    expect(withContent.stdout).toContain(kept.prompt);
  });

  it('tracehold trace explains a refused token and an unknown trace', async () => {
    const unauth = await cli([kept.traceId, '--api', server.api, '--token', 'thq_wrong_token_000000000000000']);
    expect(unauth.code).toBe(1);
    expect(unauth.stderr).toContain('tracehold tokens create');
    const missing = await cli(['ab'.repeat(16), '--api', server.api, '--token', ADMIN_TOKEN]);
    expect(missing.code).toBe(1);
    expect(missing.stderr).toContain('was not found');
  });
});

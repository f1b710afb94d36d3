/**
 * Who may see what, end to end through the all-in-one: tenants from ingest tokens (never from span
 * attributes), roles with exactly their scopes, content reads audited, revocation immediate, and 1,000
 * cross-tenant attempts on every endpoint, all denied — while the same calls by the right tenant succeed.
 */
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { encodeProtobufTraces } from '../support/otlp/encode-traces.ts';
import { generateTrace } from '../support/generate-traces.ts';
import { ADMIN_TOKEN, REPO_ROOT, startAllInOne, waitForTrace, type AllInOneProcess } from '../support/all-in-one-process.ts';

const run = promisify(execFile);
const ROLE_NAMES = ['viewer', 'investigator', 'privileged_investigator', 'legal', 'auditor', 'admin'] as const;
type RoleName = (typeof ROLE_NAMES)[number];
/** A national phone number given in answer to a question, with no label of its own (asked-answer.ts). */
const ANSWERED_PHONE = '0612347479';
const INGEST = { acme: 'thi_acme_ingest_token_0123456789abcdef', beta: 'thi_beta_ingest_token_0123456789abcdef' };

async function api(server: AllInOneProcess, token: string, method: string, route: string, body?: unknown) {
  const res = await fetch(`${server.api}${route}`, {
    method,
    headers: { authorization: `Bearer ${token}`, ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  const text = await res.text();
  let json: any = text;
  try {
    json = JSON.parse(text);
  } catch {
    /* metrics etc. */
  }
  return { status: res.status, body: json };
}

describe('tenants, roles, audited content reads', () => {
  let server: AllInOneProcess;
  const tokens: Record<'acme' | 'beta', Record<RoleName, string>> = { acme: {} as never, beta: {} as never };
  const traces: Record<'acme' | 'beta', { traceId: string; inputRef: string; llmSpanId: string }> = {} as never;

  beforeAll(async () => {
    server = await startAllInOne({
      env: { TRACEHOLD_INGEST_TOKENS: `acme=${INGEST.acme},beta=${INGEST.beta}` },
      yaml: 'tailSampling:\n  policies:\n    - { name: keep_all, type: always }\n',
    });
    for (const tenant of ['acme', 'beta'] as const) {
      expect((await api(server, ADMIN_TOKEN, 'POST', '/v1/admin/tenants', { name: tenant })).status).toBe(201);
      for (const role of ROLE_NAMES) {
        const r = await api(server, ADMIN_TOKEN, 'POST', '/v1/admin/tokens', { tenant, roles: [role], label: `${tenant}-${role}` });
        expect(r.status).toBe(201);
        tokens[tenant][role] = r.body.token;
      }
      const t = generateTrace({ spans: 5, contentBytes: 256 }, `contact ${tenant}.owner@example.com`);
      // The conversation goes on: the assistant asks for a number and the user answers with nothing but the number.
      const llm = t.spans.find((s) => s.spanId === t.llmSpanId)!;
      const messages = JSON.parse(llm.attributes['gen_ai.input.messages'] as string) as unknown[];
      messages.push({ role: 'assistant', parts: [{ type: 'text', content: "What's the best number to reach you?" }] }, { role: 'user', parts: [{ type: 'text', content: ANSWERED_PHONE }] });
      llm.attributes['gen_ai.input.messages'] = JSON.stringify(messages);
      // A span cannot claim another tenant: these attributes are just data.
      t.spans[0]!.attributes['tenant'] = tenant === 'acme' ? 'beta' : 'acme';
      t.spans[0]!.resource.attributes['tracehold.tenant'] = tenant === 'acme' ? 'beta' : 'acme';
      const res = await fetch(`${server.otlpHttp}/v1/traces`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-protobuf', authorization: `Bearer ${INGEST[tenant]}` },
        body: encodeProtobufTraces(t.spans),
      });
      expect(res.status).toBe(200);
      traces[tenant] = { traceId: t.traceId, inputRef: '', llmSpanId: t.llmSpanId };
    }
    for (const tenant of ['acme', 'beta'] as const) {
      const body = await waitForTrace(server.api, traces[tenant].traceId, () => true, 1).catch(() => null);
      void body;
      let found: any = null;
      for (let i = 0; i < 100 && !found; i++) {
        const r = await api(server, tokens[tenant].viewer, 'GET', `/v1/traces/${traces[tenant].traceId}`);
        if (r.status === 200 && r.body.summary.pending === false) found = r.body;
        else await new Promise((res) => setTimeout(res, 100));
      }
      expect(found, `${tenant} trace not stored`).not.toBeNull();
      traces[tenant].inputRef = found.llmCalls[0].content.input.ref;
    }
  }, 180_000);

  afterAll(async () => {
    await server?.stop();
  });

  it('takes the tenant from the ingest token, never from span attributes', async () => {
    const own = await api(server, tokens.acme.viewer, 'GET', `/v1/traces/${traces.acme.traceId}`);
    expect(own.status).toBe(200);
    expect(own.body.tenant).toBe('acme');
    expect((await api(server, tokens.beta.viewer, 'GET', `/v1/traces/${traces.acme.traceId}`)).status).toBe(404);
  });

  it('refuses OTLP without a valid ingest token', async () => {
    const body = encodeProtobufTraces(generateTrace({ spans: 4, contentBytes: 64 }).spans);
    const none = await fetch(`${server.otlpHttp}/v1/traces`, { method: 'POST', headers: { 'content-type': 'application/x-protobuf' }, body });
    expect(none.status).toBe(401);
    const wrong = await fetch(`${server.otlpHttp}/v1/traces`, { method: 'POST', headers: { 'content-type': 'application/x-protobuf', authorization: 'Bearer thi_wrong_0000000000000000' }, body });
    expect(wrong.status).toBe(401);
  });

  it('gives each role exactly its scopes', async () => {
    const a = traces.acme;
    const ref = encodeURIComponent(a.inputRef);
    const endpoints: Record<string, [string, string]> = {
      traces: ['GET', `/v1/traces/${a.traceId}`],
      ledger: ['GET', '/v1/llm-calls'],
      contentRedacted: ['GET', `/v1/content/${ref}?traceId=${a.traceId}&view=redacted`],
      contentRaw: ['GET', `/v1/content/${ref}?traceId=${a.traceId}&view=raw&reason=TICKET-1`],
      audit: ['GET', `/v1/audit?traceId=${a.traceId}`],
      admin: ['GET', '/v1/admin/tokens'],
    };
    const expected: Record<RoleName, string[]> = {
      viewer: ['traces', 'ledger'],
      investigator: ['traces', 'ledger', 'contentRedacted'],
      privileged_investigator: ['traces', 'ledger', 'contentRedacted', 'contentRaw'],
      legal: ['traces', 'ledger', 'audit'],
      auditor: ['audit'],
      admin: ['traces', 'ledger', 'contentRedacted', 'contentRaw', 'audit', 'admin'],
    };
    const actual: Record<string, string[]> = {};
    for (const role of ROLE_NAMES) {
      actual[role] = [];
      for (const [name, [method, route]] of Object.entries(endpoints)) {
        const r = await api(server, tokens.acme[role], method, route);
        expect([200, 403], `${role} ${name}: ${r.status} ${JSON.stringify(r.body).slice(0, 200)}`).toContain(r.status);
        if (r.status === 200) actual[role].push(name);
      }
    }
    expect(actual).toEqual(expected);
  });

  it('serves a redacted view and, with a reason, the raw content; every read is audited first', async () => {
    const ref = `${encodeURIComponent(traces.acme.inputRef)}?traceId=${traces.acme.traceId}`;
    const redacted = await api(server, tokens.acme.investigator, 'GET', `/v1/content/${ref}`);
    expect(redacted.status).toBe(200);
    expect(JSON.stringify(redacted.body.content)).toContain('[REDACTED:EMAIL]');
    expect(JSON.stringify(redacted.body.content)).not.toContain('acme.owner@example.com');
    expect(JSON.stringify(redacted.body.content)).toContain('[REDACTED:PHONE]');
    expect(JSON.stringify(redacted.body.content)).not.toContain(ANSWERED_PHONE);
    const noReason = await api(server, tokens.acme.privileged_investigator, 'GET', `/v1/content/${ref}&view=raw`);
    expect(noReason.status).toBe(400);
    expect(noReason.body.error.code).toBe('TH_ERR_API_REASON_REQUIRED');
    const raw = await api(server, tokens.acme.privileged_investigator, 'GET', `/v1/content/${ref}&view=raw&reason=${encodeURIComponent('TICKET-4711 customer complaint')}`);
    expect(raw.status).toBe(200);
    expect(JSON.stringify(raw.body.content)).toContain('acme.owner@example.com');
    expect(JSON.stringify(raw.body.content)).toContain(ANSWERED_PHONE);
    expect(raw.body.uses[0].traceId).toBe(traces.acme.traceId);

    const log = await api(server, tokens.acme.auditor, 'GET', `/v1/audit?traceId=${traces.acme.traceId}&limit=1000`);
    expect(log.status).toBe(200);
    const entries = log.body.entries as any[];
    expect(entries.some((e) => e.action === 'content.read' && e.reason === 'TICKET-4711 customer complaint' && e.details.view === 'raw' && e.outcome === 'granted')).toBe(true);
    expect(entries.some((e) => e.action === 'content.read.denied' && e.details.detail === 'no_reason')).toBe(true);
    expect(entries.every((e) => e.tenant === 'acme' && e.target.traceId === traces.acme.traceId)).toBe(true);
    expect(JSON.stringify(entries)).not.toContain('acme.owner@example.com');
  });

  it('audits a read of content shared by two traces against the trace it names, and refuses a trace that does not use it', async () => {
    // Two traces of the same end user with the same system prompt: one stored object, one reference.
    const first = generateTrace({ spans: 4, contentBytes: 128 });
    const second = generateTrace({ spans: 4, contentBytes: 128 });
    // An end user of their own, so that no other trace of this suite shares the object by chance.
    const endUser = `customer-shared-${Date.now()}`;
    for (const t of [first, second]) t.spans[0]!.attributes['enduser.id'] = endUser;
    const systemRefs: string[] = [];
    for (const t of [first, second]) {
      const res = await fetch(`${server.otlpHttp}/v1/traces`, { method: 'POST', headers: { 'content-type': 'application/x-protobuf', authorization: `Bearer ${INGEST.acme}` }, body: encodeProtobufTraces(t.spans) });
      expect(res.status).toBe(200);
      let found: any = null;
      for (let i = 0; i < 100 && !found; i++) {
        const r = await api(server, tokens.acme.viewer, 'GET', `/v1/traces/${t.traceId}`);
        if (r.status === 200 && r.body.summary.pending === false && r.body.llmCalls.length === 1) found = r.body;
        else await new Promise((res) => setTimeout(res, 100));
      }
      expect(found, 'trace not stored').not.toBeNull();
      systemRefs.push(found.llmCalls[0].content.system.ref);
    }
    expect(systemRefs[0]).toMatch(/^thref:v1:/);
    expect(systemRefs[1]).toBe(systemRefs[0]);
    const ref = encodeURIComponent(systemRefs[0]!);

    const read = await api(server, tokens.acme.privileged_investigator, 'GET', `/v1/content/${ref}?traceId=${second.traceId}&view=raw&reason=INC-SHARED`);
    expect(read.status).toBe(200);
    expect(read.body.uses).toEqual([{ traceId: second.traceId, spanId: second.llmSpanId, part: 'system' }]);
    const forSecond = (await api(server, tokens.acme.auditor, 'GET', `/v1/audit?traceId=${second.traceId}`)).body.entries as any[];
    expect(forSecond.map((e) => [e.action, e.outcome, e.reason, e.target])).toEqual([
      ['content.read', 'granted', 'INC-SHARED', { ref: systemRefs[0], traceId: second.traceId, spanId: second.llmSpanId, part: 'system' }],
    ]);
    // The first trace stored the object, and nobody read it for that trace.
    expect((await api(server, tokens.acme.auditor, 'GET', `/v1/audit?traceId=${first.traceId}`)).body.entries).toEqual([]);

    // A trace of the same tenant that does not use the object: 404, audited against it.
    const other = traces.acme.traceId;
    const refused = await api(server, tokens.acme.privileged_investigator, 'GET', `/v1/content/${ref}?traceId=${other}&view=raw&reason=INC-SHARED`);
    expect(refused.status).toBe(404);
    expect(refused.body.error.code).toBe('TH_ERR_API_CONTENT_NOT_FOUND');
    const forOther = (await api(server, tokens.acme.auditor, 'GET', `/v1/audit?traceId=${other}&action=content.read.denied`)).body.entries as any[];
    expect(forOther[0]).toMatchObject({ outcome: 'failed', reason: 'INC-SHARED', target: { ref: systemRefs[0], traceId: other }, details: { detail: 'not_found' } });
    // A span of the right trace that is not the call: 404.
    const rootSpan = second.spans[0]!.spanId;
    expect((await api(server, tokens.acme.investigator, 'GET', `/v1/content/${ref}?traceId=${second.traceId}&spanId=${rootSpan}`)).status).toBe(404);
  }, 60_000);

  it('denies 1,000 cross-tenant attempts on every endpoint, while the owner succeeds (negative control)', async () => {
    const a = traces.acme;
    const ref = encodeURIComponent(a.inputRef);
    const acmeViewerId = (await api(server, tokens.acme.admin, 'GET', '/v1/admin/tokens')).body.tokens.find((t: any) => t.label === 'acme-viewer').id;
    type Attempt = { name: string; route: string; method?: string; denied: (r: { status: number; body: any }) => boolean; role: RoleName };
    const attempts: Attempt[] = [
      { name: 'trace', role: 'viewer', route: `/v1/traces/${a.traceId}`, denied: (r) => r.status === 404 },
      { name: 'ledger', role: 'viewer', route: '/v1/llm-calls?limit=1000', denied: (r) => r.status === 200 && !JSON.stringify(r.body).includes(a.traceId) },
      { name: 'content-redacted', role: 'investigator', route: `/v1/content/${ref}?traceId=${a.traceId}`, denied: (r) => r.status === 404 },
      { name: 'content-raw', role: 'privileged_investigator', route: `/v1/content/${ref}?traceId=${a.traceId}&view=raw&reason=probe`, denied: (r) => r.status === 404 },
      // Beta's own attempts above name acme's trace and are audited in beta's log under it: beta sees those,
      // never one of acme's entries (and none of them granted anything).
      { name: 'audit', role: 'auditor', route: `/v1/audit?traceId=${a.traceId}&limit=1000`, denied: (r) => r.status === 200 && r.body.entries.every((e: any) => e.tenant === 'beta' && e.outcome !== 'granted') },
      { name: 'admin-revoke', role: 'admin', method: 'DELETE', route: `/v1/admin/tokens/${acmeViewerId}`, denied: (r) => r.status === 404 },
    ];
    let denied = 0;
    const failures: string[] = [];
    for (let i = 0; i < 1000; i++) {
      const at = attempts[i % attempts.length]!;
      const r = await api(server, tokens.beta[at.role], at.method ?? 'GET', at.route);
      if (at.denied(r)) denied += 1;
      else if (failures.length < 5) failures.push(`${at.name}: ${r.status} ${JSON.stringify(r.body).slice(0, 120)}`);
    }
    expect(failures).toEqual([]);
    expect(denied).toBe(1000);
    // Negative control: the owner's identical calls succeed (revocation last: it changes state).
    for (const at of attempts.filter((x) => x.name !== 'admin-revoke')) {
      const r = await api(server, tokens.acme[at.role], 'GET', at.route);
      expect(at.denied(r), `owner ${at.name} should succeed: ${r.status}`).toBe(false);
    }
    expect((await api(server, tokens.acme.viewer, 'GET', `/v1/traces/${a.traceId}`)).status).toBe(200);
    console.log(`cross-tenant: ${denied}/1000 attempts denied across ${attempts.length} endpoints; owner calls succeeded`);
  }, 300_000);

  it('makes a revocation effective for the very next request', async () => {
    const created = await api(server, tokens.acme.admin, 'POST', '/v1/admin/tokens', { roles: ['viewer'], label: 'short-lived' });
    const token = created.body.token as string;
    expect((await api(server, token, 'GET', `/v1/traces/${traces.acme.traceId}`)).status).toBe(200);
    expect((await api(server, tokens.acme.admin, 'DELETE', `/v1/admin/tokens/${created.body.info.id}`)).status).toBe(200);
    expect((await api(server, token, 'GET', `/v1/traces/${traces.acme.traceId}`)).status).toBe(401);
  });

  it('leaves an audit log that `tracehold audit verify` finds intact', async () => {
    await server.stop();
    const result = await run(process.execPath, [path.join(REPO_ROOT, 'bin/tracehold.js'), 'audit', 'verify', '--data-dir', server.dataDir], { cwd: REPO_ROOT }).then(
      (r) => ({ code: 0, out: r.stdout + r.stderr }),
      (e: any) => ({ code: e.code as number, out: String(e.stdout) + String(e.stderr) }),
    );
    expect(result.code, result.out).toBe(0);
    expect(result.out).toMatch(/acme/);
  }, 60_000);
});

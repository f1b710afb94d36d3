import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runTraceCli } from './trace-cli.ts';

const ID = '4bf92f3577b34da6a3ce929d0e0e4736';
const TOKEN = 'thq_test_token';

/** A real HTTP server standing in for the query API: answers by trace id, records what it was asked. */
let server: Server;
let api = '';
const seen: Array<{ url: string; auth: string }> = [];

beforeAll(async () => {
  server = createServer((req, res) => {
    seen.push({ url: req.url ?? '', auth: req.headers.authorization ?? '' });
    const send = (status: number, body: unknown) => res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
    if (req.headers.authorization !== `Bearer ${TOKEN}`) return send(401, { error: { code: 'TH_ERR_API_UNAUTHENTICATED', message: 'missing or invalid bearer token' } });
    if (req.url?.startsWith(`/v1/traces/${ID}`)) {
      return send(200, { traceId: ID, tenant: 'default', summary: { sampling: { decision: 'kept', policy: 'error', note: '' } }, llmCalls: [], spans: [], logs: [] });
    }
    return send(404, { error: { code: 'TH_ERR_API_TRACE_NOT_FOUND', message: 'no trace with this id in your tenant' } });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  api = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((r) => server.close(() => r())));

async function run(argv: string[], env: Record<string, string> = {}, local: { apiUrl: string; adminToken: string | null } | null = null) {
  let out = '';
  const err: string[] = [];
  const code = await runTraceCli(argv, { env, out: (t) => (out += t), err: (l) => err.push(l), isTty: false, findLocalInstance: () => local });
  return { code, out, err: err.join('\n') };
}

describe('tracehold trace', () => {
  it('fetches the trace named by a traceparent and prints the report', async () => {
    const r = await run([`00-${ID}-00f067aa0ba902b7-01`, '--api', api, '--token', TOKEN]);
    expect(r.code).toBe(0);
    expect(r.out).toContain(`Trace ${ID}`);
    expect(seen.at(-1)).toEqual({ url: `/v1/traces/${ID}`, auth: `Bearer ${TOKEN}` });
  });

  it('prints the API answer with --json, takes the token from TRACEHOLD_TOKEN and the API from TRACEHOLD_API_URL', async () => {
    const r = await run([`https://ui.example.test/?trace_id=${ID}`, '--json'], { TRACEHOLD_TOKEN: TOKEN, TRACEHOLD_API_URL: api });
    expect(r.code).toBe(0);
    expect(JSON.parse(r.out).traceId).toBe(ID);
  });

  it('asks for content with the reason, percent-encoded', async () => {
    const r = await run([ID, '--api', api, '--token', TOKEN, '--include-content', '--reason', 'TICKET-42 customer complaint']);
    expect(r.code).toBe(0);
    expect(seen.at(-1)!.url).toBe(`/v1/traces/${ID}?include=content&reason=TICKET-42%20customer%20complaint`);
  });

  it('explains a 401 with how to get a token, and a 404 as not found in the tenant', async () => {
    const unauth = await run([ID, '--api', api, '--token', 'thq_wrong']);
    expect(unauth.code).toBe(1);
    expect(unauth.err).toContain('tracehold tokens create --tenant <tenant> --role investigator');
    const missing = await run(['ab'.repeat(16), '--api', api, '--token', TOKEN]);
    expect(missing.code).toBe(1);
    expect(missing.err).toContain(`trace ${'ab'.repeat(16)} was not found in your token's tenant`);
  });

  it('refuses bad usage before any request: a malformed reference, a reason-less content read, no token, no API', async () => {
    const before = seen.length;
    expect((await run(['not-a-trace', '--api', api, '--token', TOKEN])).err).toContain('W3C traceparent');
    expect((await run([ID, '--api', api, '--token', TOKEN, '--include-content'])).err).toContain('needs --reason');
    expect((await run([ID, '--api', api])).err).toContain('TRACEHOLD_TOKEN');
    expect((await run([ID, '--token', TOKEN])).err).toContain('--api URL');
    expect((await run([ID, '--api', api, '--token', TOKEN, '--reason', 'x'])).code).toBe(2);
    expect(seen.length).toBe(before);
  });

  it('uses the local instance and its admin token when no API is given, and never sends that token to an --api', async () => {
    const r = await run([ID], {}, { apiUrl: api, adminToken: TOKEN });
    expect(r.code).toBe(0);
    expect(seen.at(-1)).toEqual({ url: `/v1/traces/${ID}`, auth: `Bearer ${TOKEN}` });
    // Negative control: with --api, the local admin token is not used (no token → usage error, no request).
    const before = seen.length;
    const explicit = await run([ID, '--api', api], {}, { apiUrl: api, adminToken: TOKEN });
    expect(explicit.code).toBe(2);
    expect(seen.length).toBe(before);
  });

  it('says when the API cannot be reached', async () => {
    const r = await run([ID, '--api', 'http://127.0.0.1:1', '--token', TOKEN]);
    expect(r.code).toBe(1);
    expect(r.err).toContain('cannot reach the query API at http://127.0.0.1:1');
  });
});

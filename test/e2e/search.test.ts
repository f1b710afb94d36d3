/**
 * Search without a trace id, end to end through the all-in-one process (`tracehold start`): a support
 * assistant's calls sent by the real OpenTelemetry SDK (test/apps/search-app.ts: two services per trace, the
 * end user on the HTTP root as `enduser.id` — an email for one user, a user id for another). Then:
 * - GET /v1/llm-calls finds exactly the expected calls by response id, end user (raw email / user id, as an
 *   investigator with a complaint has them), pseudonym, session, conversation, service, model, provider and
 *   status; each near-miss value finds none; paging by 4 visits every call once in 3 pages;
 * - the end-user search is audited with the pseudonym the ledger holds, not the raw id;
 * - GET /v1/traces finds traces by route, model, error and duration (and near misses find none);
 * - the raw ids are nowhere: not in any ClickHouse table (dumped rows), not in any file of the data
 *   directory, not in the process's output. Negative control: the session ids, stored in clear, are found by
 *   the same scans, so a scan that finds nothing has looked. Not in /metrics either.
 */
import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SearchAppCall } from '../apps/search-app.ts';
import { ADMIN_TOKEN, getJson, REPO_ROOT, scanDirFor, startAllInOne, type AllInOneProcess } from '../support/all-in-one-process.ts';
import { dumpClickHouseTables } from '../support/scan-clickhouse.ts';

const run = promisify(execFile);
const KEEP_ALL = `tailSampling:\n  policies:\n    - { name: keep_all, type: always }\n`;
const tag = randomBytes(4).toString('hex');
// Distinctive raw ids: a hit in a byte scan can only be the id itself.
const EMAIL = `jane.doe.${tag}@example.com`;
const USER_ID = `customer-${tag}-7731`;
const SESSION_1 = `sess-${tag}-one`;
const SESSION_2 = `sess-${tag}-two`;
const NOW_MS = Date.now();
const MIN_MS = 60_000;

type Key = 'jane1' | 'jane2' | 'user' | 'refund' | 'failed' | 'slow' | 'plain1' | 'plain2' | 'plain3' | 'plain4';
const base = { webService: 'support-web', workerService: 'support-worker', route: '/v1/chat', httpStatus: 200, provider: 'openai', requestModel: 'gpt-4o', responseModel: 'gpt-4o-2024-08-06', durationMs: 300 };
const CALLS: Record<Key, Omit<SearchAppCall, 'key' | 'responseId' | 'startMs'> & { minutesAgo: number }> = {
  jane1: { ...base, minutesAgo: 10, endUser: EMAIL, sessionId: SESSION_1 },
  jane2: { ...base, minutesAgo: 20, endUser: EMAIL, sessionId: SESSION_1, conversationId: `conv-${tag}` },
  user: { ...base, minutesAgo: 30, endUser: USER_ID, sessionId: SESSION_2 },
  refund: { ...base, minutesAgo: 40, webService: 'billing-web', workerService: 'billing-worker', route: '/v1/refunds', provider: 'anthropic', requestModel: 'claude-sonnet-4', responseModel: 'claude-sonnet-4-20250514' },
  failed: { ...base, minutesAgo: 50, httpStatus: 503, error: 'RateLimitError' },
  slow: { ...base, minutesAgo: 60, durationMs: 4000 },
  plain1: { ...base, minutesAgo: 70 },
  plain2: { ...base, minutesAgo: 80 },
  plain3: { ...base, minutesAgo: 90 },
  plain4: { ...base, minutesAgo: 100 },
};
const KEYS = Object.keys(CALLS) as Key[];
const responseIdOf = (k: Key) => `chatcmpl-${tag}-${k}`;

let server: AllInOneProcess;
let sent: Record<Key, { traceId: string; spanId: string }>;
let privileged: string;
let viewer: string;
let auditor: string;

async function createToken(roles: string[]): Promise<string> {
  const res = await fetch(`${server.api}/v1/admin/tokens`, {
    method: 'POST',
    headers: { authorization: `Bearer ${ADMIN_TOKEN}`, 'content-type': 'application/json' },
    body: JSON.stringify({ tenant: 'default', roles, label: roles.join('-') }),
  });
  expect(res.status).toBe(201);
  return ((await res.json()) as { token: string }).token;
}

const q = (query: Record<string, string>) => new URLSearchParams(query).toString();

/** The calls a ledger search returns, as the test's keys (unknown calls as their span id: a failure shows them). */
async function callsFound(query: Record<string, string>, token = viewer): Promise<string[]> {
  const r = await getJson(`${server.api}/v1/llm-calls?${q({ limit: '1000', ...query })}`, token);
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  return (r.body.llmCalls as Array<{ spanId: string }>).map((c) => KEYS.find((k) => sent[k].spanId === c.spanId) ?? c.spanId).sort();
}

async function tracesFound(query: Record<string, string>): Promise<string[]> {
  const r = await getJson(`${server.api}/v1/traces?${q({ limit: '1000', ...query })}`, viewer);
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  return (r.body.traces as Array<{ traceId: string }>).map((t) => KEYS.find((k) => sent[k].traceId === t.traceId) ?? t.traceId).sort();
}

async function waitFor(what: string, done: () => Promise<boolean>, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await done())) {
    if (Date.now() > deadline) throw new Error(`${what} did not happen in time`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

beforeAll(async () => {
  server = await startAllInOne({ yaml: KEEP_ALL });
  const calls: SearchAppCall[] = KEYS.map((key) => {
    const { minutesAgo, ...rest } = CALLS[key];
    return { key, responseId: responseIdOf(key), startMs: NOW_MS - minutesAgo * MIN_MS, ...rest };
  });
  const { stdout } = await run(process.execPath, ['--import', 'tsx', path.join(REPO_ROOT, 'test/apps/search-app.ts')], {
    cwd: REPO_ROOT,
    env: { ...process.env, SEARCH_CALLS: JSON.stringify(calls), OTEL_EXPORTER_OTLP_ENDPOINT: server.otlpHttp, OTEL_LOG_LEVEL: 'error' },
    timeout: 60_000,
  });
  sent = (JSON.parse(stdout.trim().split('\n').pop()!) as { calls: typeof sent }).calls;
  privileged = await createToken(['privileged_investigator']);
  viewer = await createToken(['viewer']);
  auditor = await createToken(['auditor']);
  // Ledger rows are written on arrival; trace index rows when the sampler decides (its wait is 300 ms here).
  await waitFor('every call in the ledger', async () => (await getJson(`${server.api}/v1/llm-calls?limit=1000`, viewer)).body.llmCalls?.length === KEYS.length);
  await waitFor('every trace in the index', async () => (await getJson(`${server.api}/v1/traces?limit=1000`, viewer)).body.traces?.length === KEYS.length);
}, 180_000);

afterAll(async () => {
  await server?.stop();
});

describe('GET /v1/llm-calls end to end', () => {
  it('finds each call by its response id; a near-miss id finds none', async () => {
    for (const k of KEYS) expect(await callsFound({ responseId: responseIdOf(k) })).toEqual([k]);
    expect(await callsFound({ responseId: `${responseIdOf('jane1')}0` })).toEqual([]);
  });

  it('finds an end user’s calls from the raw email or user id, and the pseudonym equals the ledger’s', async () => {
    expect(await callsFound({ endUser: EMAIL, reason: 'ZD-1001' }, privileged)).toEqual(['jane1', 'jane2']);
    expect(await callsFound({ endUser: USER_ID, reason: 'ZD-1002' }, privileged)).toEqual(['user']);
    // Near misses: another case, one more character.
    expect(await callsFound({ endUser: EMAIL.toUpperCase(), reason: 'ZD-1003' }, privileged)).toEqual([]);
    expect(await callsFound({ endUser: `${USER_ID}8`, reason: 'ZD-1004' }, privileged)).toEqual([]);
    const jane = (await getJson(`${server.api}/v1/llm-calls?${q({ responseId: responseIdOf('jane1') })}`, viewer)).body.llmCalls[0];
    expect(jane.subjectRef).toMatch(/^psn_[0-9a-f]{32}$/);
    expect(await callsFound({ subjectRef: jane.subjectRef })).toEqual(['jane1', 'jane2']);
    // A viewer cannot turn a raw id into calls.
    const denied = await getJson(`${server.api}/v1/llm-calls?${q({ endUser: EMAIL, reason: 'ZD-1005' })}`, viewer);
    expect([denied.status, denied.body.error.code]).toEqual([403, 'TH_ERR_API_FORBIDDEN']);
  });

  it('writes one audit entry per end-user search, holding the pseudonym and not the raw id', async () => {
    const jane = (await getJson(`${server.api}/v1/llm-calls?${q({ responseId: responseIdOf('jane1') })}`, viewer)).body.llmCalls[0];
    const before = (await getJson(`${server.api}/v1/audit?${q({ subjectRef: jane.subjectRef, limit: '1000' })}`, auditor)).body.entries.length;
    expect(await callsFound({ endUser: EMAIL, reason: 'ZD-2001' }, privileged)).toEqual(['jane1', 'jane2']);
    const entries = (await getJson(`${server.api}/v1/audit?${q({ subjectRef: jane.subjectRef, limit: '1000' })}`, auditor)).body.entries as Array<Record<string, any>>;
    expect(entries.length).toBe(before + 1);
    expect(entries[0]).toMatchObject({ action: 'llm_calls.search_end_user', outcome: 'granted', reason: 'ZD-2001', target: { subjectRef: jane.subjectRef } });
    const all = JSON.stringify((await getJson(`${server.api}/v1/audit?limit=1000`, auditor)).body);
    expect(all).toContain(jane.subjectRef);
    expect(all).not.toContain(EMAIL);
    expect(all).not.toContain(USER_ID);
  });

  it('finds calls by session, conversation, service, model, provider and status; near misses find none', async () => {
    expect(await callsFound({ sessionId: SESSION_1 })).toEqual(['jane1', 'jane2']);
    expect(await callsFound({ sessionId: SESSION_2 })).toEqual(['user']);
    expect(await callsFound({ sessionId: `${SESSION_2}x` })).toEqual([]);
    expect(await callsFound({ conversationId: `conv-${tag}` })).toEqual(['jane2']);
    expect(await callsFound({ conversationId: `conv-${tag}-` })).toEqual([]);
    expect(await callsFound({ service: 'billing-worker' })).toEqual(['refund']);
    expect(await callsFound({ service: 'billing-web' })).toEqual([]);
    expect(await callsFound({ model: 'claude-sonnet-4-20250514' })).toEqual(['refund']);
    expect(await callsFound({ model: 'claude-sonnet-4' })).toEqual(['refund']);
    expect(await callsFound({ model: 'claude-sonnet' })).toEqual([]);
    expect(await callsFound({ provider: 'anthropic' })).toEqual(['refund']);
    expect(await callsFound({ status: 'error' })).toEqual(['failed']);
    expect(await callsFound({ status: 'ok' })).toHaveLength(KEYS.length - 1);
    expect(await callsFound({ from: new Date(NOW_MS - 35 * MIN_MS).toISOString(), to: new Date(NOW_MS - 15 * MIN_MS).toISOString() })).toEqual(['jane2', 'user']);
  });

  it('pages through every call exactly once: 3 pages of at most 4', async () => {
    const seen: string[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const r = await getJson(`${server.api}/v1/llm-calls?${q({ limit: '4', ...(cursor ? { cursor } : {}) })}`, viewer);
      expect(r.status, JSON.stringify(r.body)).toBe(200);
      seen.push(...r.body.llmCalls.map((c: { spanId: string }) => KEYS.find((k) => sent[k].spanId === c.spanId)));
      cursor = r.body.nextCursor;
      pages++;
    } while (cursor !== null && pages < 10);
    expect(pages).toBe(3);
    // Newest first: the keys are listed from the most recent call to the oldest.
    expect(seen).toEqual(KEYS);
  });
});

describe('GET /v1/traces end to end', () => {
  it('finds traces by route, model, error and duration; near misses find none', async () => {
    expect(await tracesFound({ route: '/v1/refunds' })).toEqual(['refund']);
    expect(await tracesFound({ route: '/v1/refund' })).toEqual([]);
    expect(await tracesFound({ model: 'claude-sonnet-4-20250514' })).toEqual(['refund']);
    expect(await tracesFound({ model: 'claude-sonnet-4-2025051' })).toEqual([]);
    expect(await tracesFound({ error: 'true' })).toEqual(['failed']);
    expect(await tracesFound({ minDurationMs: '3000' })).toEqual(['slow']);
    expect(await tracesFound({ minDurationMs: '4000.001' })).toEqual([]);
    expect(await tracesFound({ service: 'billing-worker' })).toEqual(['refund']);
    expect(await tracesFound({ rootService: 'billing-web' })).toEqual(['refund']);
    const r = await getJson(`${server.api}/v1/traces?${q({ route: '/v1/refunds' })}`, viewer);
    expect(r.body.traces[0]).toMatchObject({
      traceId: sent.refund.traceId,
      durationMs: 300,
      root: { service: 'billing-web', name: 'POST /v1/refunds', route: '/v1/refunds', httpStatus: 200, isError: false },
      spanCount: 2,
      llmCallCount: 1,
      services: ['billing-web', 'billing-worker'],
      models: ['claude-sonnet-4-20250514'],
      sampling: { decision: 'kept' },
    });
    expect((await getJson(`${server.api}/v1/traces?${q({ error: 'true' })}`, viewer)).body.traces[0].root).toMatchObject({ httpStatus: 503, isError: true });
  });
});

describe('the raw end-user ids are nowhere', () => {
  it('not in ClickHouse, not in any file of the data directory, not in the process output or /metrics', async () => {
    const metricsPage = String((await getJson(`${server.api}/metrics`)).body);
    const output = server.output();
    await server.stop();
    const tables = Object.values(await dumpClickHouseTables(path.join(server.dataDir, 'clickhouse'))).join('\n');
    // Negative control: values stored in clear are found by the same scans.
    expect(tables).toContain(SESSION_1);
    expect(scanDirFor(server.dataDir, responseIdOf('jane1')).length).toBeGreaterThan(0);
    for (const raw of [EMAIL, USER_ID]) {
      expect(tables.includes(raw), 'in ClickHouse').toBe(false);
      expect(scanDirFor(server.dataDir, raw), 'in the data directory').toEqual([]);
      expect(output.includes(raw), 'in the process output').toBe(false);
      expect(metricsPage.includes(raw), 'in /metrics').toBe(false);
    }
  });
});

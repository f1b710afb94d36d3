/**
 * Hold coverage against the real engine (chDB, the product's migrations): each scope kind finds exactly the
 * traces it covers among candidates, with a negative control per kind (a trace that must not match), and
 * the pure matcher agrees with the stored-data query on the same traces.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { spanWithEveryField } from '../../test/factories/span.ts';
import { createClickHouse, type ClickHouse } from '../../platform/clickhouse/create-clickhouse.ts';
import { migrate } from '../../platform/clickhouse/migrate.ts';
import { createStore, type Store } from '../../platform/store/create-store.ts';
import { TraceholdConfigSchema } from '../../schemas/config.ts';
import type { Hold, HoldScope } from '../../schemas/retention.ts';
import { ledgerRecord } from '../../test/factories/ledger-record.ts';
import { findHeldTraces, holdCoversTrace, readTraceFacts } from './hold-coverage.ts';

const root = mkdtempSync(path.join(os.tmpdir(), 'th-holdcov-'));
let ch: ClickHouse;
let store: Store;
const T = 'acme';
const DAY = 86_400_000;
const BASE_MS = Date.UTC(2026, 5, 1);
const SUBJECT_A = 'psn_' + 'a'.repeat(32);
const SUBJECT_B = 'psn_' + 'b'.repeat(32);

const trace = (n: number) => n.toString(16).padStart(32, '0');
const ns = (ms: number) => (BigInt(ms) * 1_000_000n).toString();

function hold(scope: HoldScope, state: Hold['state'] = 'active'): Hold {
  return {
    tenant: T,
    holdId: 'hold_' + Math.random().toString(16).slice(2, 10).padEnd(16, '0'),
    version: 1,
    state,
    scope,
    matterId: 'M-1',
    reason: 'litigation',
    requester: 'Legal',
    createdBy: 'test',
    createdAtMs: BASE_MS,
    releasedAtMs: null,
    releasedBy: '',
    releaseReason: '',
    updatedAtMs: BASE_MS,
  };
}

beforeAll(async () => {
  const config = TraceholdConfigSchema.parse({ dataDir: root });
  ch = createClickHouse(config);
  await migrate(ch, pino({ level: 'silent' }), {});
  store = createStore({ clickhouse: ch });
  // t1: subject A, service chat, model gpt-x, day 0. t2: subject B, service search, model claude, day 10.
  // t3: no LLM call, a span with attribute app.customer = "c-42", day 20.
  await store.writer.insertLedger([
    ledgerRecord({ tenant: T, traceId: trace(1), spanId: '1'.repeat(16), subjectRef: SUBJECT_A, serviceName: 'chat', requestModel: 'gpt-x', responseModel: 'gpt-x-2026', startTimeUnixNano: ns(BASE_MS), endTimeUnixNano: ns(BASE_MS + 1000) }),
    ledgerRecord({ tenant: T, traceId: trace(2), spanId: '2'.repeat(16), subjectRef: SUBJECT_B, serviceName: 'search', requestModel: 'claude', responseModel: 'claude', startTimeUnixNano: ns(BASE_MS + 10 * DAY), endTimeUnixNano: ns(BASE_MS + 10 * DAY + 1000) }),
  ]);
  await store.writer.insertSpans([
    spanWithEveryField({ tenant: T, traceId: trace(3), spanId: '3'.repeat(16), startTimeUnixNano: ns(BASE_MS + 20 * DAY), endTimeUnixNano: ns(BASE_MS + 20 * DAY + 5), attributes: { 'app.customer': 'c-42', 'http.response.status_code': 200 } }),
  ]);
});

afterAll(async () => {
  await ch?.close();
  rmSync(root, { recursive: true, force: true });
});

describe('findHeldTraces', () => {
  const all = [trace(1), trace(2), trace(3), trace(4)];

  it('traces scope: exactly the listed ids among the candidates', async () => {
    const h = hold({ kind: 'traces', traceIds: [trace(2), trace(9)] });
    expect([...(await findHeldTraces(ch, T, [h], all)).keys()]).toEqual([trace(2)]);
  });

  it('subjects scope: the traces with a call of the subject, not the other subject', async () => {
    const h = hold({ kind: 'subjects', subjectRefs: [SUBJECT_A] });
    const held = await findHeldTraces(ch, T, [h], all);
    expect([...held.keys()]).toEqual([trace(1)]);
    expect(held.get(trace(1))).toEqual([h.holdId]);
  });

  it('tenant scope with a range: by trace start (ledger or spans), open ends', async () => {
    const h = hold({ kind: 'tenant', range: { fromMs: BASE_MS + 5 * DAY } });
    expect([...(await findHeldTraces(ch, T, [h], all)).keys()].sort()).toEqual([trace(2), trace(3)]);
    const whole = hold({ kind: 'tenant' });
    // A trace with no stored data at all (t4) is covered by a range-free tenant hold too.
    expect([...(await findHeldTraces(ch, T, [whole], all)).keys()].sort()).toEqual(all);
  });

  it('filter scope: service, model (requested or answered) and attribute', async () => {
    expect([...(await findHeldTraces(ch, T, [hold({ kind: 'filter', service: 'search' })], all)).keys()]).toEqual([trace(2)]);
    expect([...(await findHeldTraces(ch, T, [hold({ kind: 'filter', model: 'gpt-x-2026' })], all)).keys()]).toEqual([trace(1)]);
    expect([...(await findHeldTraces(ch, T, [hold({ kind: 'filter', attribute: { key: 'app.customer', value: 'c-42' } })], all)).keys()]).toEqual([trace(3)]);
    expect([...(await findHeldTraces(ch, T, [hold({ kind: 'filter', attribute: { key: 'http.response.status_code', value: '200' } })], all)).keys()]).toEqual([trace(3)]);
    expect((await findHeldTraces(ch, T, [hold({ kind: 'filter', attribute: { key: 'app.customer', value: 'c-43' } })], all)).size).toBe(0);
    expect((await findHeldTraces(ch, T, [hold({ kind: 'filter', service: 'chat', range: { fromMs: BASE_MS + DAY } })], all)).size).toBe(0);
  });

  it('released holds and other tenants cover nothing', async () => {
    expect((await findHeldTraces(ch, T, [hold({ kind: 'traces', traceIds: [trace(1)] }, 'released')], all)).size).toBe(0);
    expect((await findHeldTraces(ch, 'other', [hold({ kind: 'tenant' })], all)).size).toBe(0);
  });
});

describe('holdCoversTrace agrees with the stored facts', () => {
  it('for every scope and trace', async () => {
    const ids = [trace(1), trace(2), trace(3)];
    const facts = await readTraceFacts(ch, T, ids, ['app.customer']);
    const scopes: HoldScope[] = [
      { kind: 'filter', service: 'chat' },
      { kind: 'filter', model: 'claude' },
      { kind: 'filter', attribute: { key: 'app.customer', value: 'c-42' } },
      { kind: 'tenant', range: { toMs: BASE_MS + 15 * DAY } },
    ];
    for (const scope of scopes) {
      const viaSql = [...(await findHeldTraces(ch, T, [hold(scope)], ids)).keys()].sort();
      const viaFacts = ids.filter((t) => holdCoversTrace(scope, facts.get(t)!)).sort();
      expect(viaFacts).toEqual(viaSql);
      expect(viaSql.length).toBe(scope.kind === 'tenant' ? 2 : 1);
    }
  });
});

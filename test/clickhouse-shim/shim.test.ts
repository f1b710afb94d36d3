/**
 * The ClickHouse shim (chDB behind the HTTP interface, in its own process) as @clickhouse/client and
 * the product's own ClickHouse code see it. Real engine, real HTTP, real child process.
 */
import { readdirSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ClickHouseError, ClickHouseLogLevel, createClient, type ClickHouseClient, type ClickHouseSettings } from '@clickhouse/client';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClickHouse } from '../../platform/clickhouse/create-clickhouse.ts';
import { migrate } from '../../platform/clickhouse/migrate.ts';
import { createStore } from '../../platform/store/create-store.ts';
import { traceIndexInputOf } from '../../platform/store/tables/trace-index-input.ts';
import type { SpanRecord } from '../../schemas/span.ts';
import { ledgerRecord } from '../factories/ledger-record.ts';
import { TraceholdConfigSchema } from '../../schemas/config.ts';
import { startClickHouseShim, type ClickHouseShim } from '../support/clickhouse-shim.ts';

const USER = 'tracehold';
const PASSWORD = 'shim-test-password';
// The client logs every failed request; here failures are the expected outcomes, asserted on instead.
const QUIET = { level: ClickHouseLogLevel.OFF };
const AUTH = { Authorization: `Basic ${Buffer.from(`${USER}:${PASSWORD}`).toString('base64')}` };

function hexId(n: number, width: number): string {
  return n.toString(16).padStart(width, '0');
}

async function countRows(client: ClickHouseClient, table: string): Promise<number> {
  const rs = await client.query({ query: `SELECT count() AS n FROM ${table}`, format: 'JSONEachRow' });
  const [row] = await rs.json<{ n: number | string }>();
  return Number(row!.n);
}

describe('ClickHouse shim: the HTTP interface as @clickhouse/client uses it', () => {
  let shim: ClickHouseShim;
  let client: ClickHouseClient;

  beforeAll(async () => {
    shim = await startClickHouseShim({ user: USER, password: PASSWORD });
    client = createClient({ url: shim.url, username: USER, password: PASSWORD, request_timeout: 30_000, log: QUIET });
    await client.command({ query: 'CREATE DATABASE IF NOT EXISTS shim' });
  });

  afterAll(async () => {
    await client?.close();
    expect(await shim?.stop()).toBe(0);
  });

  it('answers /ping, the client ping and a SELECT ping over GET', async () => {
    const res = await fetch(`${shim.url}/ping`);
    expect(res.status).toBe(200);
    expect(await res.text()).toBe('Ok.\n');
    expect(await client.ping()).toEqual({ success: true });
    expect(await client.ping({ select: true })).toEqual({ success: true });
  });

  it('creates a table, inserts a few thousand JSONEachRow rows and reads them with bound parameters and FINAL', async () => {
    await client.command({
      query: `CREATE TABLE IF NOT EXISTS shim.events (tenant String, id FixedString(32), seq UInt64, version UInt32, note String)
              ENGINE = ReplacingMergeTree(version) ORDER BY (tenant, id, seq)`,
    });
    const rows = Array.from({ length: 3000 }, (_, i) => ({
      tenant: i % 2 === 0 ? 'acme' : 'globex',
      id: hexId(i % 7, 32),
      seq: i,
      version: 1,
      note: `row ${i}`,
    }));
    const inserted = await client.insert({ table: 'shim.events', values: rows, format: 'JSONEachRow' });
    expect(inserted.summary?.written_rows).toBe('3000');
    // Newer versions of 10 rows: FINAL must show them once, with the new note.
    const updates = rows.slice(0, 10).map((r) => ({ ...r, version: 2, note: `${r.note} v2` }));
    await client.insert({ table: 'shim.events', values: updates, format: 'JSONEachRow' });

    const id = hexId(0, 32);
    const rs = await client.query({
      query: `SELECT seq, note FROM shim.events FINAL
              WHERE tenant = {tenant:String} AND id = {id:FixedString(32)} AND seq < {maxSeq:UInt64}
              ORDER BY seq`,
      query_params: { tenant: 'acme', id, maxSeq: 200 },
      format: 'JSONEachRow',
    });
    const got = await rs.json<{ seq: number; note: string }>();
    const expected = [...rows.slice(0, 10).map((r) => ({ ...r, note: `${r.note} v2` })), ...rows.slice(10)]
      .filter((r) => r.tenant === 'acme' && r.id === id && r.seq < 200)
      .map((r) => ({ seq: r.seq, note: r.note }));
    expect(expected.length).toBeGreaterThan(5);
    expect(expected.some((r) => r.note.endsWith('v2'))).toBe(true);
    expect(got).toEqual(expected);
    expect(await countRows(client, 'shim.events FINAL')).toBe(3000);
  });

  it('binds parameter values byte for byte (quotes, backslashes, tabs, new lines, arrays)', async () => {
    const tricky = "it's a \\ back\tslash\nand a new line, ünïcode";
    const rs = await client.query({
      query: 'SELECT {p:String} AS p, {a:Array(String)} AS a, {n:UInt64} AS n',
      query_params: { p: tricky, a: ["x'y", 'z\\w'], n: '18446744073709551615' },
      format: 'JSONEachRow',
      clickhouse_settings: { output_format_json_quote_64bit_integers: 1 },
    });
    expect(await rs.json()).toEqual([{ p: tricky, a: ["x'y", 'z\\w'], n: '18446744073709551615' }]);
  });

  it('applies settings to their request only: 64-bit integers are quoted only when asked', async () => {
    const query = "SELECT toUInt64(9007199254740993) AS big, toDateTime('2024-01-02 03:04:05', 'UTC') AS t";
    const run = async (settings: ClickHouseSettings) =>
      (await (await client.query({ query, format: 'JSONEachRow', clickhouse_settings: settings })).json<{ big: unknown; t: string }>())[0]!;

    const asked = await run({ output_format_json_quote_64bit_integers: 1, date_time_output_format: 'iso' });
    expect(asked).toEqual({ big: '9007199254740993', t: '2024-01-02T03:04:05Z' });
    // The request before set both; a server would not carry them over, nor may the shim.
    const notAsked = await run({});
    expect(typeof notAsked.big).toBe('number');
    expect(notAsked.t).toBe('2024-01-02 03:04:05');
  });

  it('ends the effect of a SET or USE statement with its request, as a server without a session does', async () => {
    await client.command({ query: 'SET output_format_json_quote_64bit_integers = 1' });
    await client.command({ query: 'USE shim' });
    const rs = await client.query({ query: 'SELECT toUInt64(7) AS n, currentDatabase() AS db', format: 'JSONEachRow' });
    expect(await rs.json()).toEqual([{ n: 7, db: 'default' }]);
  });

  it('honours the database parameter for its request only', async () => {
    const scoped = createClient({ url: shim.url, username: USER, password: PASSWORD, database: 'shim', log: QUIET });
    try {
      const rs = await scoped.query({ query: 'SELECT currentDatabase() AS db', format: 'JSONEachRow' });
      expect(await rs.json()).toEqual([{ db: 'shim' }]);
    } finally {
      await scoped.close();
    }
    const rs = await client.query({ query: 'SELECT currentDatabase() AS db', format: 'JSONEachRow' });
    expect(await rs.json()).toEqual([{ db: 'default' }]);
  });

  it('keeps each request to its own settings when requests from several clients interleave', async () => {
    const clients = Array.from({ length: 4 }, () => createClient({ url: shim.url, username: USER, password: PASSWORD, log: QUIET }));
    try {
      const results = await Promise.all(
        Array.from({ length: 40 }, async (_, i) => {
          const quoted = i % 2 === 0;
          const rs = await clients[i % clients.length]!.query({
            query: 'SELECT toUInt64({i:UInt64}) AS i',
            query_params: { i },
            format: 'JSONEachRow',
            clickhouse_settings: quoted ? { output_format_json_quote_64bit_integers: 1 } : {},
          });
          return { i, quoted, row: (await rs.json<{ i: unknown }>())[0]! };
        }),
      );
      for (const r of results) expect(r.row.i).toEqual(r.quoted ? String(r.i) : r.i);
    } finally {
      await Promise.all(clients.map((c) => c.close()));
    }
  });

  it('reports an unknown table as ClickHouseError 60 (UNKNOWN_TABLE), with the server status and headers', async () => {
    const err = await client.query({ query: 'SELECT * FROM shim.no_such_table', format: 'JSONEachRow' }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ClickHouseError);
    expect(err).toMatchObject({ code: '60', type: 'UNKNOWN_TABLE' });

    const res = await fetch(`${shim.url}/`, { method: 'POST', headers: AUTH, body: 'SELECT * FROM shim.no_such_table' });
    expect(res.status).toBe(404);
    expect(res.headers.get('x-clickhouse-exception-code')).toBe('60');
    expect(await res.text()).toMatch(/^Code: 60\. DB::Exception: .*\(UNKNOWN_TABLE\) \(version [\d.]+\)\n$/s);
  });

  it('refuses what a server refuses: several statements in one request, writes over GET', async () => {
    await expect(client.command({ query: 'SELECT 1; SELECT 2' })).rejects.toMatchObject({ code: '62', type: 'SYNTAX_ERROR' });

    const get = await fetch(`${shim.url}/?query=${encodeURIComponent('CREATE DATABASE shim_by_get')}`, { headers: AUTH });
    expect(get.status).toBe(500);
    expect(get.headers.get('x-clickhouse-exception-code')).toBe('164');
    const exists = await client.query({ query: 'EXISTS DATABASE shim_by_get', format: 'JSONCompactEachRow' });
    expect(await exists.json()).toEqual([[0]]);
    // The readonly a GET imposes must not outlive it.
    await client.command({ query: 'CREATE TABLE IF NOT EXISTS shim.after_get (a UInt8) ENGINE = Memory' });
  });

  it('rejects a wrong password with ClickHouseError 516 (AUTHENTICATION_FAILED)', async () => {
    const intruder = createClient({ url: shim.url, username: USER, password: 'not-the-password', log: QUIET });
    try {
      await expect(intruder.query({ query: 'SELECT 1', format: 'JSONEachRow' })).rejects.toMatchObject({
        code: '516',
        type: 'AUTHENTICATION_FAILED',
      });
    } finally {
      await intruder.close();
    }
    const anonymous = await fetch(`${shim.url}/?query=SELECT%201`);
    expect(anonymous.status).toBe(403);
  });

  it('speaks gzip both ways, as the product configures the client', async () => {
    const gz = createClient({ url: shim.url, username: USER, password: PASSWORD, compression: { request: true, response: true }, log: QUIET });
    try {
      await gz.command({ query: 'CREATE TABLE IF NOT EXISTS shim.gz (n UInt32) ENGINE = MergeTree ORDER BY n' });
      await gz.insert({ table: 'shim.gz', values: Array.from({ length: 500 }, (_, n) => ({ n })), format: 'JSONEachRow' });
      const rs = await gz.query({ query: 'SELECT sum(n) AS s FROM shim.gz', format: 'JSONEachRow' });
      expect(await rs.json()).toEqual([{ s: (499 * 500) / 2 }]);
    } finally {
      await gz.close();
    }
    const res = await fetch(`${shim.url}/?enable_http_compression=1`, {
      method: 'POST',
      headers: { ...AUTH, 'Accept-Encoding': 'gzip' },
      body: 'SELECT number FROM numbers(3)',
    });
    expect(res.headers.get('content-encoding')).toBe('gzip');
    expect(await res.text()).toBe('0\n1\n2\n');
  });

  it('echoes the query id and reports a summary', async () => {
    const rs = await client.query({ query: 'SELECT number FROM numbers(5)', format: 'JSONEachRow', query_id: 'shim-test-query-1' });
    await rs.json();
    expect(rs.query_id).toBe('shim-test-query-1');
    expect(rs.response_headers['x-clickhouse-query-id']).toBe('shim-test-query-1');
    expect(rs.response_headers['x-clickhouse-format']).toBe('JSONEachRow');
    expect(JSON.parse(String(rs.response_headers['x-clickhouse-summary']))).toMatchObject({ result_rows: '5' });
  });

  it("runs the product's migrations and trace lookups over HTTP", async () => {
    const config = TraceholdConfigSchema.parse({
      dataDir: path.join(os.tmpdir(), 'tracehold-shim-product'),
      clickhouse: { url: shim.url, username: USER, password: PASSWORD, database: 'th_shim' },
    });
    const ch = createClickHouse(config);
    const logger = pino({ level: 'silent' });
    try {
      expect(ch.mode).toBe('server');
      const migrations = readdirSync(path.resolve(import.meta.dirname, '../../schemas/migrations'))
        .filter((f) => /^\d{4}_[a-z0-9_]+\.sql$/.test(f))
        .sort();
      expect((await migrate(ch, logger)).applied).toEqual(migrations);
      expect((await migrate(ch, logger)).applied).toEqual([]);

      const traceId = 'aa'.repeat(16);
      const spans = [
        { span_id: '1'.repeat(16), parent_span_id: '', name: 'root', start: '1700000000000000001', end: '1700000000900000000' },
        { span_id: '2'.repeat(16), parent_span_id: '1'.repeat(16), name: 'llm call', start: '1700000000100000003', end: '1700000000800000000' },
      ];
      const records: SpanRecord[] = spans.map((s) => ({
        tenant: 'acme', traceId, spanId: s.span_id, parentSpanId: s.parent_span_id, traceState: '', flags: 0, name: s.name, kind: 1,
        startTimeUnixNano: s.start, endTimeUnixNano: s.end, attributes: {}, droppedAttributesCount: 0, events: [], droppedEventsCount: 0,
        links: [], droppedLinksCount: 0, status: { code: 0, message: '' },
        resource: { attributes: { 'service.name': 'checkout' }, droppedAttributesCount: 0, schemaUrl: '' },
        scope: { name: '', version: '', attributes: {}, schemaUrl: '' },
      }));
      const store = createStore({ clickhouse: ch });
      await store.writer.insertSpans(records);
      await store.writer.insertTraceIndexInput(
        records.map((r) => traceIndexInputOf(r, {
          llmCall: r.name === 'llm call' ? ledgerRecord({ tenant: 'acme', traceId, spanId: r.spanId }) : undefined,
          sampleDecision: 'kept', samplePolicy: 'keep_all', decidedWithoutRoot: false,
        })),
      );

      const acme = store.forTenant('acme');
      const summary = await acme.findTraceSummary(traceId);
      expect(summary).toMatchObject({
        traceId,
        startTimeUnixNano: '1700000000000000001',
        endTimeUnixNano: '1700000000900000000',
        spanCount: 2,
        llmCallCount: 1,
        rootName: 'root',
      });
      const listed = await acme.listTraceSpans(traceId, { fromNs: summary!.startTimeUnixNano, toNs: summary!.endTimeUnixNano }, 100);
      expect(listed.map((s) => [s.spanId, s.startTimeUnixNano])).toEqual(spans.map((s) => [s.span_id, s.start]));
      // Tenant scoping is structural: another tenant's store sees nothing.
      expect(await store.forTenant('globex').findTraceSummary(traceId)).toBeNull();
    } finally {
      await ch.close();
    }
  });
});

describe('ClickHouse shim: durability of the data directory', () => {
  let shim: ClickHouseShim;
  let client: ClickHouseClient;

  beforeAll(async () => {
    shim = await startClickHouseShim();
    client = createClient({ url: shim.url, request_timeout: 30_000, log: QUIET });
    await client.command({ query: 'CREATE DATABASE IF NOT EXISTS shim' });
    await client.command({ query: 'CREATE TABLE IF NOT EXISTS shim.kept (n UInt32) ENGINE = MergeTree ORDER BY n' });
  });

  afterAll(async () => {
    await client?.close();
    await shim?.stop();
  });

  it('keeps inserted rows across a graceful restart on the same URL', async () => {
    await client.insert({ table: 'shim.kept', values: Array.from({ length: 2000 }, (_, n) => ({ n })), format: 'JSONEachRow' });
    await shim.restart();
    expect(await countRows(client, 'shim.kept')).toBe(2000);
  });

  it('keeps acknowledged inserts across kill -9 and restart', async () => {
    const before = await countRows(client, 'shim.kept');
    await client.insert({ table: 'shim.kept', values: Array.from({ length: 1000 }, (_, n) => ({ n: 10_000 + n })), format: 'JSONEachRow' });
    await shim.kill9();
    await expect(client.query({ query: 'SELECT 1', format: 'JSONEachRow' })).rejects.toThrow();
    await shim.restart();
    expect(await countRows(client, 'shim.kept')).toBe(before + 1000);
  });
});

describe('ClickHouse shim: an unavailable server', () => {
  let shim: ClickHouseShim;

  beforeAll(async () => {
    shim = await startClickHouseShim();
  });

  afterAll(async () => {
    await shim?.stop();
  });

  it('lets requests time out while stopped (SIGSTOP) and answers again after SIGCONT', async () => {
    const client = createClient({ url: shim.url, request_timeout: 1000, log: QUIET });
    try {
      expect(await (await client.query({ query: 'SELECT 1 AS one', format: 'JSONEachRow' })).json()).toEqual([{ one: 1 }]);
      shim.pause();
      const startedAt = Date.now();
      await expect(client.query({ query: 'SELECT 2 AS two', format: 'JSONEachRow' })).rejects.toThrow(/Timeout error/);
      expect(Date.now() - startedAt).toBeGreaterThanOrEqual(900);
      expect((await client.ping()).success).toBe(false);
      shim.resume();
      expect(await (await client.query({ query: 'SELECT 3 AS three', format: 'JSONEachRow' })).json()).toEqual([{ three: 3 }]);
    } finally {
      shim.resume();
      await client.close();
    }
  });
});

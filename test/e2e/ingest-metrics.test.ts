/**
 * `tracehold ingest` serves its own GET /metrics (ingest.metricsPort): a scale-out ingest has no query API, and
 * without it a consumer that left its group, ingest falling behind or failing ClickHouse writes showed only in
 * log lines. Real processes: `tracehold collector`, two `tracehold ingest` in one consumer group and
 * `tracehold query-api` on the real Kafka broker and the ClickHouse engine (test/support/scale-out.ts).
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createTokenStore } from '../../platform/auth/token-store.ts';
import { generateTrace } from '../support/generate-traces.ts';
import { ensureKafka } from '../support/kafka.ts';
import { encodeProtobufTraces } from '../support/otlp/encode-traces.ts';
import { sample, scrape } from '../support/prometheus.ts';
import { startScaleOut, type ScaleOutCluster } from '../support/scale-out.ts';

let cluster: ScaleOutCluster;

beforeAll(async () => {
  const { brokers } = await ensureKafka();
  cluster = await startScaleOut({ brokers, ingests: 2, partitions: 6 });
}, 300_000);

afterAll(async () => {
  await cluster?.stop();
}, 120_000);

async function waitFor<T>(what: string, check: () => Promise<T | undefined>, timeoutMs = 60_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 250));
  }
}

describe('tracehold ingest: GET /metrics', () => {
  test('serves the consumer group membership, lag, the tail sampler buffer and ClickHouse rows, with an API token only', async () => {
    const [first, second] = cluster.ingests as [ScaleOutCluster['ingests'][number], ScaleOutCluster['ingests'][number]];
    for (const ingest of [first, second]) {
      expect(ingest.runOutput()).toMatch(/\n {2}metrics {5}http:\/\/127\.0\.0\.1:\d+\/metrics \(Prometheus; any API token\)/);
      expect(ingest.endpoints.metrics).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/metrics$/);
    }
    expect(first.endpoints.metrics).not.toBe(second.endpoints.metrics);
    const token = (await createTokenStore({ dataDir: cluster.dataDir }).create({ tenant: 'default', kind: 'query', roles: ['viewer'], label: 'ingest scrape' })).token;

    // Without a token, with a wrong one, or another path: no metrics.
    for (const [url, tok, status] of [
      [first.endpoints.metrics!, undefined, 401],
      [first.endpoints.metrics!, 'thq_not-a-token', 401],
      [first.endpoints.metrics!.replace('/metrics', '/other'), token, 404],
    ] as const) {
      const res = await scrape(url, tok);
      expect(res.status, `${url} ${tok ?? 'no token'}`).toBe(status);
      expect(res.text).not.toContain('tracehold_');
    }

    // The probes answer without a token (liveness, readiness), as the query API's do.
    const probeBase = first.endpoints.metrics!.replace('/metrics', '');
    expect(await scrape(`${probeBase}/healthz`)).toEqual({ status: 200, text: '{"status":"ok"}' });
    expect(await scrape(`${probeBase}/readyz`)).toEqual({ status: 200, text: '{"status":"ready"}' });

    // Both consumers are members of the group and share its 6 partitions.
    const texts = async () => Promise.all([first, second].map(async (p) => (await scrape(p.endpoints.metrics!, token)).text));
    await waitFor('both ingests joined with the 6 partitions between them', async () => {
      const [a, b] = await texts();
      const joined = [a!, b!].every((t) => sample(t, 'tracehold_bus_consumer_joined', { group: 'ingest' }) === 1);
      const assigned = [a!, b!].map((t) => sample(t, 'tracehold_bus_consumer_assigned_partitions', { group: 'ingest' }));
      return joined && assigned[0]! + assigned[1]! === 6 && assigned.every((n) => n > 0) ? true : undefined;
    });

    // 20 traces, each with one LLM call: 20 ledger rows between the two, and no lag once they are written.
    for (let i = 0; i < 20; i++) {
      const body = encodeProtobufTraces(generateTrace({ spans: 10, contentBytes: 1024 }).spans);
      const res = await fetch(`${cluster.otlpHttp}/v1/traces`, { method: 'POST', headers: { 'content-type': 'application/x-protobuf' }, body });
      await res.arrayBuffer();
      expect(res.status).toBe(200);
    }
    const [a, b] = await waitFor('20 ledger rows written and nothing left uncommitted', async () => {
      const [x, y] = await texts();
      const ledgerRows = sample(x!, 'tracehold_ingest_rows_total', { table: 'llm_calls' }) + sample(y!, 'tracehold_ingest_rows_total', { table: 'llm_calls' });
      const lag = sample(x!, 'tracehold_bus_consumer_lag_records', { group: 'ingest' }) + sample(y!, 'tracehold_bus_consumer_lag_records', { group: 'ingest' });
      return ledgerRows >= 20 && lag === 0 ? [x!, y!] : undefined;
    }, 90_000);
    // The broker agrees: the group committed everything.
    expect((await cluster.lag()).total).toBe(0);
    for (const t of [a, b]) {
      expect(sample(t, 'tracehold_bus_consumer_restarts_total', { group: 'ingest' })).toBe(0);
      expect(sample(t, 'tracehold_bus_consumer_queued_records', { group: 'ingest' })).toBe(0);
      expect(sample(t, 'tracehold_ingest_write_failures_total')).toBe(0);
      // The tail sampler's buffer is reported (traces wait there for their decision).
      expect(sample(t, 'tracehold_ingest_buffered_traces')).toBeGreaterThanOrEqual(0);
      expect(sample(t, 'tracehold_ingest_buffered_bytes')).toBeGreaterThanOrEqual(0);
      // Ingest appends nothing to the bus; process metrics are there as on every endpoint.
      expect(sample(t, 'tracehold_bus_appends_total', { outcome: 'ok' })).toBe(0);
      expect(sample(t, 'tracehold_process_process_resident_memory_bytes')).toBeGreaterThan(0);
      // Labels carry no span values: no trace ids, customers or content in the text.
      expect(t).not.toMatch(/customer-\d|[0-9a-f]{32}/);
    }

    // The collector's side of the bus: 20 appends acknowledged by Kafka, in at most as many produce requests.
    const collectorText = (await scrape(cluster.collector.endpoints.metrics!, token)).text;
    expect(sample(collectorText, 'tracehold_bus_appends_total', { outcome: 'ok' })).toBe(20);
    expect(sample(collectorText, 'tracehold_bus_appends_total', { outcome: 'failed' })).toBe(0);
    const requests = sample(collectorText, 'tracehold_bus_produce_requests_total');
    expect(requests).toBeGreaterThan(0);
    expect(requests).toBeLessThanOrEqual(20);
    // Each of those requests' round trip, timed by the client: one observation per produce request, none for the
    // metadata and producer-id requests before them.
    expect(sample(collectorText, 'tracehold_bus_produce_request_seconds_count')).toBe(requests);
    expect(sample(collectorText, 'tracehold_bus_produce_request_seconds_bucket', { le: '+Inf' })).toBe(requests);
    expect(sample(collectorText, 'tracehold_bus_produce_request_seconds_sum')).toBeGreaterThanOrEqual(0);
  }, 240_000);
});

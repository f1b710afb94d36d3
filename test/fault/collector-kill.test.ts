/**
 * Fault (a): the collector is killed with SIGKILL 10 times at random moments (every 2–4 s) under steady
 * load (300 spans/s from the acknowledging load generator, plus a real OTel SDK exporter), and restarted on
 * the same port each time; clients retry against the new process. Two ingest consumers, Kafka, the
 * ClickHouse shim and the query API keep running.
 *
 * Policies: default-style (error, llm_error, slow root, 20 % probabilistic) with a 1 s decision wait, so
 * "every kept trace is complete" means something: a trace's root part delayed by retries past the decision
 * wait arrives late and must follow the remembered decision (the consumers are never restarted here).
 *
 * Oracle (oracle.ts): every acknowledged LLM call exactly once in the ledger, every acknowledged trace in the
 * trace index, every kept trace complete, no duplicates in query results; plus a negative control on the
 * same real data: a ledger row and a kept span deleted in ClickHouse are reported missing.
 */
import { describe, expect, it } from 'vitest';
import { DEFAULT_STYLE_POLICIES_YAML, randomMs, runScenario, sleep, useFaultCluster } from './harness.ts';
import { checkOracle, oracleFailures, readStoreState } from './oracle.ts';

describe('fault: collector kill -9 ×10 under load', () => {
  const cluster = useFaultCluster(DEFAULT_STYLE_POLICIES_YAML);

  it('loses no acknowledged LLM call or trace, duplicates none, and keeps kept traces complete', async () => {
    const c = cluster();
    const pids = new Set<number>();
    const result = await runScenario({
      name: 'collector kill -9 ×10',
      cluster: c,
      async fault(note) {
        for (let i = 1; i <= 10; i++) {
          await sleep(randomMs(2000, 4000));
          pids.add(c.collector.pid()!);
          await c.collector.kill9();
          note(`kill #${i}`);
          await c.collector.start();
        }
      },
    });

    expect(pids.size).toBe(10);
    expect(c.collector.starts()).toBe(11);
    // The kills hit the load: requests were cut off or refused and retried.
    expect(result.load.connectionErrors).toBeGreaterThan(0);
    expect(result.load.failedByStatus).toEqual({});
    expect(result.load.partialSuccess).toBe(0);
    expect(result.load.gaveUp).toBe(0);
    expect(result.failures).toEqual([]);
    expect(result.report.ackedLlmCalls).toBeGreaterThan(1000);
    expect(result.report.kept).toBeGreaterThan(0);
    expect(result.report.dropped).toBeGreaterThan(0);
    expect(result.api.problems).toEqual([]);
    expect(result.api.duplicates).toBe(0);
    expect(result.sdk.spansAcked).toBeGreaterThan(0);
    expect(result.fatalLines).toEqual([]);

    // Negative control on the real store: delete one acknowledged ledger row and one acknowledged span of a
    // kept trace in ClickHouse; the same oracle over the same truth must report exactly those.
    const withCall = result.truth.find((t) => t.acked.has(t.llmSpanIds[0]!))!;
    const kept = result.truth.find((t) => t.traceId !== withCall.traceId && t.acked.size > 0 && result.state.index.get(t.traceId)?.decision === 'kept')!;
    const keptSpanId = [...kept.acked][0]!;
    const remove = (table: string, traceId: string, spanId: string) =>
      c.clickhouse.command({
        query: `ALTER TABLE tracehold.${table} DELETE WHERE trace_id = {t:String} AND span_id = {s:String}`,
        query_params: { t: traceId, s: spanId },
        clickhouse_settings: { mutations_sync: '2' },
      });
    await remove('llm_calls', withCall.traceId, withCall.llmSpanIds[0]!);
    await remove('spans', kept.traceId, keptSpanId);
    const doctored = checkOracle(result.truth, await readStoreState(c.clickhouse));
    expect(doctored.ledgerMissing).toEqual([`${withCall.traceId}:${withCall.llmSpanIds[0]}`]);
    expect(doctored.keptIncomplete).toEqual([{ traceId: kept.traceId, missingSpans: 1 }]);
    expect(oracleFailures(doctored)).toHaveLength(2);
  }, 400_000);
});

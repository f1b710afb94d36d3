/**
 * Fault (e): everything goes down at once and comes back, twice, under steady load: the collector, both
 * ingest consumers, the query API and the ClickHouse shim are killed with SIGKILL, the Kafka broker is
 * stopped (stopKafka) and started again (ensureKafka), then the shim and every role are started again on
 * the same ports and data directories. Clients retry throughout.
 *
 * This file stops the shared broker: vitest.config.ts runs test/fault/** after every other suite, one file
 * at a time, so no other Kafka suite is running.
 *
 * Policies: keep-all, 1 s decision wait (partitions may move between consumers across the restart; see
 * broker-restart.test.ts), so every trace must end up complete.
 *
 * Oracle: see oracle.ts.
 */
import { describe, expect, it } from 'vitest';
import { ensureKafka, stopKafka } from '../support/kafka.ts';
import { KEEP_ALL_YAML, randomMs, runScenario, sleep, useFaultCluster } from './harness.ts';

describe('fault: kill -9 everything and restart it, with Kafka, ×2 under load', () => {
  const cluster = useFaultCluster(KEEP_ALL_YAML, { restoreKafka: true });

  it('loses no acknowledged LLM call or trace, duplicates none, and every trace is complete', async () => {
    const c = cluster();
    const roles = [c.collector, ...c.ingests, c.queryApi];
    const result = await runScenario({
      name: 'kill -9 everything + Kafka stop/start ×2',
      cluster: c,
      async fault(note) {
        for (let i = 1; i <= 2; i++) {
          await sleep(randomMs(2000, 4000));
          await Promise.all([...roles.map((p) => p.kill9()), c.shim.kill9()]);
          note(`all killed #${i}`);
          await stopKafka();
          await sleep(1000);
          await ensureKafka();
          await c.shim.restart();
          await c.queryApi.start();
          await Promise.all(c.ingests.map((p) => p.start()));
          await c.collector.start();
          note(`all up #${i}`);
          await sleep(6000);
        }
      },
      tailMs: 5000,
      drainTimeoutMs: 150_000,
    });

    expect(roles.map((p) => p.starts())).toEqual([3, 3, 3, 3]);
    expect(result.load.connectionErrors).toBeGreaterThan(0);
    expect(result.load.failedByStatus).toEqual({});
    expect(result.load.partialSuccess).toBe(0);
    expect(result.load.gaveUp).toBe(0);
    expect(result.failures).toEqual([]);
    expect(result.report.ackedLlmCalls).toBeGreaterThan(500);
    expect(result.report.dropped).toBe(0);
    expect(result.api.problems).toEqual([]);
    expect(result.api.duplicates).toBe(0);
    expect(result.sdk.spansAcked).toBeGreaterThan(0);
    expect(result.fatalLines).toEqual([]);
  }, 500_000);
});

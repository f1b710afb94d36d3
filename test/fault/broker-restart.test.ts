/**
 * Fault (c): the Kafka broker is stopped and started again twice under steady load (scripts/kafka via
 * stopKafka / ensureKafka; down for ~3 s plus its own stop and start time each round). While it is down the
 * collector answers 503 (the bus cannot acknowledge) and clients retry; the ingest consumers lose their
 * group and rejoin it when the broker is back.
 *
 * This file stops the shared broker: vitest.config.ts runs test/fault/** after every other suite, one file
 * at a time, so no other Kafka suite (platform/bus/kafka-bus.test.ts, the other fault scenarios) is running.
 *
 * Policies: keep-all, 1 s decision wait. A rejoin may move partitions between consumers, so a trace's root
 * part delayed past the decision wait by the outage can reach a consumer that no longer remembers the
 * first part's decision and is decided again on its own (documented tail-sampling behaviour); with
 * keep-all both decisions keep, so every trace must end up complete.
 *
 * Oracle: see oracle.ts.
 */
import { describe, expect, it } from 'vitest';
import { ensureKafka, stopKafka } from '../support/kafka.ts';
import { KEEP_ALL_YAML, runScenario, sleep, useFaultCluster } from './harness.ts';

describe('fault: Kafka broker stop/start ×2 under load', () => {
  const cluster = useFaultCluster(KEEP_ALL_YAML, { restoreKafka: true });

  it('loses no acknowledged LLM call or trace, duplicates none, and every trace is complete', async () => {
    const c = cluster();
    const result = await runScenario({
      name: 'Kafka broker stop/start ×2',
      cluster: c,
      async fault(note) {
        for (let i = 1; i <= 2; i++) {
          await stopKafka();
          note(`broker stopped #${i}`);
          await sleep(3000);
          await ensureKafka();
          note(`broker up #${i}`);
          await sleep(6000);
        }
      },
      tailMs: 5000,
      drainTimeoutMs: 150_000,
    });

    // The outage reached the clients: exports were refused (503) or cut off, and retried.
    expect(result.load.http503 + result.load.connectionErrors + result.load.timeouts).toBeGreaterThan(0);
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

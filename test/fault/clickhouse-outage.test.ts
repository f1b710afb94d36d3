/**
 * Fault (d): ClickHouse stops answering for 60 s under steady load: the shim process is frozen with SIGSTOP
 * (connections are still accepted by the kernel, nothing answers: a hung server) and continued with
 * SIGCONT. The collector keeps acknowledging (Kafka holds the records); ingest's writes time out and are
 * retried with back-off, and it commits no offset past what it has not written.
 *
 * Policies: default-style (error, llm_error, slow root, 20 % probabilistic), 1 s decision wait.
 *
 * Oracle: see oracle.ts.
 */
import { describe, expect, it } from 'vitest';
import { DEFAULT_STYLE_POLICIES_YAML, runScenario, sleep, useFaultCluster } from './harness.ts';

describe('fault: ClickHouse unavailable for 60 s under load', () => {
  const cluster = useFaultCluster(DEFAULT_STYLE_POLICIES_YAML);

  it('loses no acknowledged LLM call or trace, duplicates none, and keeps kept traces complete', async () => {
    const c = cluster();
    let lagDuringOutage = 0;
    const result = await runScenario({
      name: 'ClickHouse paused 60 s',
      cluster: c,
      async fault(note) {
        c.shim.pause();
        note('ClickHouse paused (SIGSTOP)');
        await sleep(55_000);
        lagDuringOutage = (await c.lag()).total;
        await sleep(5_000);
        c.shim.resume();
        note(`ClickHouse resumed (SIGCONT); consumer lag was ${lagDuringOutage} records`);
      },
      tailMs: 5000,
      drainTimeoutMs: 150_000,
    });

    // Ingest could not write during the outage, so the records waited on the bus, uncommitted.
    expect(lagDuringOutage).toBeGreaterThan(1000);
    const ingestOutput = c.ingests.map((p) => p.output()).join('\n');
    expect(ingestOutput).toContain('ClickHouse write failed; retrying with back-off');
    expect(ingestOutput).toContain('ClickHouse writes recovered');
    expect(result.load.failedByStatus).toEqual({});
    expect(result.load.partialSuccess).toBe(0);
    expect(result.load.gaveUp).toBe(0);
    expect(result.failures).toEqual([]);
    expect(result.report.ackedLlmCalls).toBeGreaterThan(2000);
    expect(result.report.kept).toBeGreaterThan(0);
    expect(result.report.dropped).toBeGreaterThan(0);
    expect(result.api.problems).toEqual([]);
    expect(result.api.duplicates).toBe(0);
    expect(result.sdk.spansAcked).toBeGreaterThan(0);
    expect(result.fatalLines).toEqual([]);
  }, 500_000);
});

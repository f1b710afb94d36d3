/**
 * Fault (b): an ingest consumer is killed with SIGKILL 10 times at random moments (every 2–4 s, the two
 * consumers of the group in turn, each time while it owns partitions) under steady load, and restarted
 * 0.5–2 s later. When its session expires (10 s) the other consumer of the group and the restarted one take over the killed one's partitions from their
 * committed offsets: traces it held undecided, decided but unwritten, or written but uncommitted are
 * read again and decided by the new owner.
 *
 * Policies: default-style (error, llm_error, slow root, 20 % probabilistic), 1 s decision wait. They are
 * deterministic for a given set of spans, so a trace decided again by a new owner gets the same decision,
 * and "every kept trace is complete" must hold.
 *
 * Oracle: see oracle.ts (every acknowledged LLM call exactly once in the ledger, every acknowledged trace in
 * the trace index, every kept trace complete, no duplicates in query results).
 */
import { describe, expect, it } from 'vitest';
import { logLines } from '../support/scale-out.ts';
import { DEFAULT_STYLE_POLICIES_YAML, randomMs, runScenario, sleep, useFaultCluster } from './harness.ts';

/** Partitions of the last group join logged in this output ([] before the first join). */
function lastAssignment(output: string): number[] {
  return logLines(output, 'kafka bus: consumer joined its group').at(-1)?.assigned ?? [];
}

async function waitUntil(what: string, check: () => boolean, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`timed out after ${timeoutMs} ms waiting until ${what}`);
    await sleep(100);
  }
}

describe('fault: ingest consumer kill -9 ×10 under load', () => {
  const cluster = useFaultCluster(DEFAULT_STYLE_POLICIES_YAML);

  it('loses no acknowledged LLM call or trace, duplicates none, and keeps kept traces complete', async () => {
    const c = cluster();
    const heldAtKill: number[][] = [];
    const result = await runScenario({
      name: 'ingest kill -9 ×10',
      cluster: c,
      async fault(note) {
        for (let i = 1; i <= 10; i++) {
          // Kill at a random moment while the victim owns partitions and is consuming (traces buffered).
          await sleep(randomMs(2000, 4000));
          const victim = c.ingests[(i - 1) % c.ingests.length]!;
          const held = lastAssignment(victim.runOutput());
          heldAtKill.push(held);
          await victim.kill9();
          note(`kill #${i} ${victim.name} holding ${JSON.stringify(held)}`);
          await sleep(randomMs(500, 2000));
          await victim.start();
          // The group reassigns once the dead member's session (10 s) expires: the other consumer and the
          // restarted one split its partitions and read them again from the committed offsets.
          await waitUntil(`${victim.name} rejoins with partitions`, () => lastAssignment(victim.runOutput()).length > 0, 60_000);
          note(`${victim.name} back with ${JSON.stringify(lastAssignment(victim.runOutput()))}`);
        }
      },
      drainTimeoutMs: 150_000,
    });

    // Every kill hit a consumer that owned partitions (so its partitions had to be taken over).
    expect(heldAtKill).toHaveLength(10);
    for (const held of heldAtKill) expect(held.length).toBeGreaterThan(0);
    expect(c.ingests.map((p) => p.starts())).toEqual([6, 6]);
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
  }, 500_000);
});

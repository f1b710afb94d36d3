/**
 * Runs one fault scenario against a scale-out deployment (test/support/scale-out.ts): steady load from the
 * acknowledging load generator plus a real SDK exporter, the fault, more load, then the drain — the load
 * stops, every export is answered, and the ingest group's lag on the topic reaches 0 (ingest commits an
 * offset only after everything before it is decided and written, so lag 0 means nothing is buffered or
 * unwritten). Then the oracle (oracle.ts) runs and one summary line is printed.
 */
import { createLoadGenerator, type LoadGeneratorOptions, type LoadGeneratorStats, type TraceTruth } from './load-generator.ts';
import { createSdkTraffic, type SdkTrafficStats } from './sdk-traffic.ts';
import { checkApiSample, checkOracle, oracleFailures, readStoreState, type ApiSampleReport, type OracleReport, type StoreState } from './oracle.ts';
import { afterAll, beforeAll } from 'vitest';
import { ensureKafka } from '../support/kafka.ts';
import { startScaleOut, type ScaleOutCluster } from '../support/scale-out.ts';

export const sleep = (ms: number) => new Promise<void>((r) => setTimeout(r, ms));
export const randomMs = (minMs: number, maxMs: number) => minMs + Math.random() * (maxMs - minMs);

/** tracehold.yaml: default-style policies without the rate limit (whose choice depends on timing), 20 % probabilistic. */
export const DEFAULT_STYLE_POLICIES_YAML = `
tailSampling:
  decisionWaitMs: 1000
  policies:
    - { name: error, type: error }
    - { name: llm_error, type: llm_error }
    - { name: slow_root, type: latency, thresholdMs: 5000 }
    - { name: probabilistic, type: probabilistic, percentage: 20 }
`;

/**
 * tracehold.yaml: every trace kept, so every trace must end up complete.
 *
 * maxRootWaitMs 30 s instead of the product's 300 s: the SDK traffic ends a trace's LLM span and root together,
 * and the batch processor can put them in two exports. When the root's export is the one the SDK gives up on
 * while the collector is down (never acknowledged, so not ours to keep), ingest holds the trace for its root —
 * correctly, as for a long agent run — and its partition's committed offset (the drain check's lag) cannot move
 * until the wait ends: with 300 s the drain timed out although nothing was lost. 30 s is longer than any outage
 * here (an export retried through one arrives within it) and leaves the drain check its margin.
 */
export const KEEP_ALL_YAML = `
tailSampling:
  decisionWaitMs: 1000
  maxRootWaitMs: 30000
  policies:
    - { name: keep_all, type: always }
`;

export const FAULT_ENV = { TRACEHOLD_SAMPLING_DECISION_WAIT_MS: '1000' };

export interface ScenarioOptions {
  name: string;
  cluster: ScaleOutCluster;
  load?: Partial<LoadGeneratorOptions>;
  sdkTracesPerSecond?: number;
  warmupMs?: number;
  /** The fault; `note` records what happened when, for the printed summary. */
  fault: (note: (event: string) => void) => Promise<void>;
  /** Load after the fault, before the drain. */
  tailMs?: number;
  drainTimeoutMs?: number;
  apiSample?: number;
}

export interface ScenarioResult {
  /** Every trace sent (generator and SDK), with its acknowledged spans. */
  truth: TraceTruth[];
  report: OracleReport;
  failures: string[];
  api: ApiSampleReport;
  state: StoreState;
  load: LoadGeneratorStats;
  sdk: SdkTrafficStats;
  events: string[];
  /** pino fatal/error lines of every role process (the ingest loop must never die). */
  fatalLines: string[];
  faultMs: number;
  drainMs: number;
  totalMs: number;
}

async function waitForDrain(cluster: ScaleOutCluster, timeoutMs: number): Promise<number> {
  const started = Date.now();
  let zeroes = 0;
  let last: unknown = null;
  while (Date.now() - started < timeoutMs) {
    try {
      const lag = await cluster.lag();
      last = lag.byPartition;
      zeroes = lag.total === 0 ? zeroes + 1 : 0;
      if (zeroes >= 2) return Date.now() - started;
    } catch (err) {
      last = (err as Error).message;
      zeroes = 0;
    }
    await sleep(1000);
  }
  // Each ingest's warnings and errors (kafkajs's group and connection events among them: why it stopped), then
  // the tail of its output (its last stats lines).
  const warnings = (out: string): string =>
    out
      .split('\n')
      .filter((line) => /"level":(4|5|6)\d/.test(line))
      .slice(-30)
      .map((line) => line.slice(0, 600))
      .join('\n');
  const tails = cluster.ingests.map((p) => `---- ${p.name}: warnings and errors ----\n${warnings(p.output())}\n---- ${p.name}: tail ----\n${p.output().slice(-1500)}`).join('\n');
  throw new Error(`ingest did not drain within ${timeoutMs} ms; lag by partition: ${JSON.stringify(last)}\n${tails}`);
}

export async function runScenario(o: ScenarioOptions): Promise<ScenarioResult> {
  const { cluster } = o;
  const t0 = Date.now();
  const events: string[] = [];
  const note = (e: string) => events.push(`${((Date.now() - t0) / 1000).toFixed(1)}s ${e}`);
  const gen = createLoadGenerator({
    otlpHttp: cluster.otlpHttp,
    tracesPerSecond: 50, // × 6 spans = 300 spans/s
    tracesPerExport: 5,
    gapTicks: 3, // root part 300 ms after the children: well inside the 1 s decision wait
    errorRatio: 0.06,
    llmErrorRatio: 0.04,
    maxConcurrent: 32,
    ...o.load,
  });
  const sdk = createSdkTraffic({ otlpHttp: cluster.otlpHttp, tracesPerSecond: o.sdkTracesPerSecond ?? 10 });
  gen.start();
  sdk.start();
  await sleep(o.warmupMs ?? 3000);
  const faultStart = Date.now();
  await o.fault(note);
  const faultMs = Date.now() - faultStart;
  await sleep(o.tailMs ?? 3000);
  note('load stops');
  await gen.stop(120_000);
  await sdk.stop();
  note('every export answered');
  const drainMs = await waitForDrain(cluster, o.drainTimeoutMs ?? 120_000);
  note('ingest lag 0');

  const truth = [...gen.truth(), ...sdk.truth()];
  const state = await readStoreState(cluster.clickhouse);
  const report = checkOracle(truth, state);
  const api = await checkApiSample(cluster.api, truth, state, o.apiSample ?? 40);
  const fatalLines = [cluster.collector, ...cluster.ingests, cluster.queryApi].flatMap((p) =>
    p
      .output()
      .split('\n')
      .filter((l) => /"level":60/.test(l) || l.includes('stopped unexpectedly'))
      .map((l) => `${p.name}: ${l.slice(0, 300)}`),
  );
  const load = gen.stats();
  const sdkStats = sdk.stats();
  const totalMs = Date.now() - t0;
  const sdkTruth = sdk.truth();
  const sdkAcked = sdkTruth.filter((t) => t.acked.size > 0).length;
  const r = report;
  console.log(
    [
      `fault[${o.name}] fault phase ${(faultMs / 1000).toFixed(1)} s, total ${(totalMs / 1000).toFixed(1)} s (drain to lag 0: ${(drainMs / 1000).toFixed(1)} s)`,
      `  acknowledged: ${r.ackedTraces} traces (${sdkAcked} from the OTel SDK), ${r.ackedSpans} spans, ${r.ackedLlmCalls} LLM calls`,
      `  ledger: found ${r.ledgerFound}/${r.ackedLlmCalls}, missing ${r.ledgerMissing.length}, duplicates in FINAL ${r.ledgerDuplicates} (raw rows before background merges: ${r.ledgerRawRows} for ${state.ledgerUnique} calls)`,
      `  trace_index: found ${r.indexFound}/${r.ackedTraces}, missing ${r.indexMissing.length}, short ${r.indexShort.length}; unacknowledged but stored ${r.unackedButIndexed}`,
      `  sampling: kept ${r.kept}, dropped ${r.dropped}, kept incomplete ${r.keptIncomplete.length}, dropped with spans ${r.droppedWithSpans}; kept by kind ${JSON.stringify(r.keptByKind)}`,
      `  spans: duplicates in FINAL ${r.spanDuplicates} (raw rows before background merges: ${r.spanRawRows} for ${state.spanUnique} spans)`,
      `  API sample: ${api.checked} traces, duplicates ${api.duplicates}, problems ${api.problems.length}`,
      `  load: exports ${load.exportsAcked}/${load.exportsScheduled} acknowledged, attempts ${load.attempts} (429: ${load.http429}, 503: ${load.http503}, connection errors: ${load.connectionErrors}, timeouts: ${load.timeouts}), failed ${JSON.stringify(load.failedByStatus)}, gave up ${load.gaveUp}, max ack ${(load.maxAckMs / 1000).toFixed(1)} s`,
      `  SDK: ${sdkStats.tracesStarted} traces, batches ok ${sdkStats.batchesExported}, failed ${sdkStats.batchesFailed} (${sdkStats.spansFailed} spans not acknowledged)`,
      `  events: ${events.join(' | ')}`,
      ...(oracleFailures(r).length ? [`  FAILURES: ${oracleFailures(r).join('; ')}`] : []),
    ].join('\n'),
  );
  return { truth, report, failures: oracleFailures(report), api, state, load, sdk: sdkStats, events, fatalLines, faultMs, drainMs, totalMs };
}

/**
 * Starts a scale-out cluster (collector, ingests, query API, ClickHouse shim) on the shared broker before
 * the file's tests and stops it after; returns a getter for it. `restoreKafka` brings the broker back
 * first, for scenarios that stop it, so the suites that follow find it up.
 */
export function useFaultCluster(yaml: string, options: { restoreKafka?: boolean } = {}): () => ScaleOutCluster {
  let cluster: ScaleOutCluster | null = null;
  beforeAll(async () => {
    const { brokers } = await ensureKafka();
    cluster = await startScaleOut({ brokers, yaml, env: FAULT_ENV });
  }, 300_000);
  afterAll(
    async () => {
      if (options.restoreKafka) await ensureKafka();
      await cluster?.stop();
    },
    options.restoreKafka ? 400_000 : 120_000,
  );
  return () => cluster!;
}

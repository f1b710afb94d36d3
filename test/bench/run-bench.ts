/**
 * `npm run bench` — load benchmark of the all-in-one (not a test: it prints figures).
 *
 * Sends realistic LLM-application traffic (traces of ~10 spans, one LLM span with a few KiB of
 * messages, the others with ~20 attributes) over OTLP/HTTP protobuf at a fixed arrival rate. Open
 * model: requests are sent on schedule whether or not earlier ones were answered, and latency is
 * measured from the scheduled time, so slow answers are counted. Prints accepted spans/s, ack latency
 * p50/p99, ingest-to-queryable delay p95 and the server's peak RSS.
 *
 * Options: --rate <spans/s> (default 2000), --duration <s> (default 20), --traces-per-export <n> (5),
 *          --find-max (step the rate up until the server stops keeping up), --content-bytes <n> (4096)
 */
import { readFileSync } from 'node:fs';
import { encodeProtobufTraces } from '../../collector/otlp/encode.ts';
import { generateTrace } from '../helpers/generate-traces.ts';
import { ADMIN_TOKEN, startAllInOne, type AllInOneProcess } from '../helpers/all-in-one-process.ts';

interface Options {
  rate: number;
  durationS: number;
  tracesPerExport: number;
  findMax: boolean;
  contentBytes: number;
}

function parseArgs(argv: string[]): Options {
  const o: Options = { rate: 2000, durationS: 20, tracesPerExport: 5, findMax: false, contentBytes: 4096 };
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    const next = () => Number(argv[++i]);
    if (a === '--rate') o.rate = next();
    else if (a === '--duration') o.durationS = next();
    else if (a === '--traces-per-export') o.tracesPerExport = next();
    else if (a === '--content-bytes') o.contentBytes = next();
    else if (a === '--find-max') o.findMax = true;
    else if (a === '--help') {
      console.log('usage: npm run bench -- [--rate N] [--duration S] [--traces-per-export N] [--content-bytes N] [--find-max]');
      process.exit(0);
    }
  }
  return o;
}

function percentile(sorted: number[], p: number): number {
  if (!sorted.length) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

function rssOf(pid: number): { rssMiB: number; hwmMiB: number } {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (k: string) => Number(new RegExp(`${k}:\\s+(\\d+)`).exec(status)?.[1] ?? 0);
  return { rssMiB: kb('VmRSS') / 1024, hwmMiB: kb('VmHWM') / 1024 };
}

interface StepResult {
  offeredSpansPerS: number;
  acceptedSpansPerS: number;
  exportsSent: number;
  exportsOk: number;
  exportsRetryable: number;
  exportsFailed: number;
  ackP50Ms: number;
  ackP99Ms: number;
  queryableP95Ms: number;
  queryableSamples: number;
  queryableMissing: number;
  peakRssMiB: number;
}

async function runStep(server: AllInOneProcess, o: Options, rate: number): Promise<StepResult> {
  const spansPerTrace = 10;
  const spansPerExport = spansPerTrace * o.tracesPerExport;
  const exportsPerS = rate / spansPerExport;
  const total = Math.max(1, Math.round(exportsPerS * o.durationS));
  process.stderr.write(`  preparing ${total} exports (${total * spansPerExport} spans)...\n`);
  const exports = Array.from({ length: total }, () => {
    const traces = Array.from({ length: o.tracesPerExport }, () => generateTrace({ spans: spansPerTrace, contentBytes: o.contentBytes }));
    return { body: encodeProtobufTraces(traces.flatMap((t) => t.spans)), traceIds: traces.map((t) => t.traceId) };
  });
  const intervalMs = 1000 / exportsPerS;
  const latencies: number[] = [];
  const queryable: number[] = [];
  let ok = 0;
  let retryable = 0;
  let failed = 0;
  let queryableMissing = 0;
  let peakRss = 0;
  const pending: Promise<void>[] = [];
  const rssTimer = setInterval(() => {
    try {
      peakRss = Math.max(peakRss, rssOf(server.child.pid!).rssMiB);
    } catch {
      /* process gone */
    }
  }, 250);
  // One trace per second is followed until it is queryable (ingest-to-queryable delay).
  const sampleEvery = Math.max(1, Math.round(exportsPerS));
  const watchQueryable = async (traceId: string, ackAt: number) => {
    const deadline = ackAt + 30_000;
    while (Date.now() < deadline) {
      const res = await fetch(`${server.api}/v1/traces/${traceId}`, { headers: { authorization: `Bearer ${ADMIN_TOKEN}` } });
      const body = res.status === 200 ? ((await res.json()) as { summary: { spanCount: number }; llmCalls: unknown[] }) : (await res.text(), null);
      if (body && body.summary.spanCount === spansPerTrace && body.llmCalls.length === 1) {
        queryable.push(Date.now() - ackAt);
        return;
      }
      await new Promise((r) => setTimeout(r, 25));
    }
    queryableMissing += 1;
  };
  const start = performance.now() + 50;
  for (let i = 0; i < total; i++) {
    const scheduled = start + i * intervalMs;
    const wait = scheduled - performance.now();
    if (wait > 1) await new Promise((r) => setTimeout(r, wait));
    const e = exports[i]!;
    pending.push(
      (async () => {
        try {
          const res = await fetch(`${server.otlpHttp}/v1/traces`, { method: 'POST', headers: { 'content-type': 'application/x-protobuf' }, body: e.body });
          await res.arrayBuffer();
          const latency = performance.now() - scheduled;
          latencies.push(latency);
          if (res.status === 200) {
            ok += 1;
            if (i % sampleEvery === 0) pending.push(watchQueryable(e.traceIds[0]!, Date.now()));
          } else if (res.status === 429 || res.status === 503) retryable += 1;
          else failed += 1;
        } catch {
          failed += 1;
        }
      })(),
    );
  }
  const sendEnd = performance.now();
  await Promise.all(pending);
  // pending grows while we wait (queryable watchers); wait for those too.
  await Promise.all(pending);
  clearInterval(rssTimer);
  const elapsedS = (sendEnd - start) / 1000;
  latencies.sort((a, b) => a - b);
  queryable.sort((a, b) => a - b);
  return {
    offeredSpansPerS: rate,
    acceptedSpansPerS: Math.round((ok * spansPerExport) / Math.max(elapsedS, 0.001)),
    exportsSent: total,
    exportsOk: ok,
    exportsRetryable: retryable,
    exportsFailed: failed,
    ackP50Ms: percentile(latencies, 50),
    ackP99Ms: percentile(latencies, 99),
    queryableP95Ms: percentile(queryable, 95),
    queryableSamples: queryable.length,
    queryableMissing,
    peakRssMiB: Math.max(peakRss, rssOf(server.child.pid!).hwmMiB),
  };
}

function printResult(r: StepResult): void {
  const f = (n: number) => (Number.isFinite(n) ? n.toFixed(1) : '—');
  console.log(
    `offered ${r.offeredSpansPerS} spans/s | accepted ${r.acceptedSpansPerS} spans/s | exports ok ${r.exportsOk}/${r.exportsSent}` +
      ` (429/503: ${r.exportsRetryable}, failed: ${r.exportsFailed}) | ack p50 ${f(r.ackP50Ms)} ms p99 ${f(r.ackP99Ms)} ms` +
      ` | ingest→queryable p95 ${f(r.queryableP95Ms)} ms (${r.queryableSamples} samples, ${r.queryableMissing} missing) | server peak RSS ${f(r.peakRssMiB)} MiB`,
  );
}

/** A step is sustained when all exports were accepted, acks stay under 1 s at p99 and ingest keeps up. */
function sustained(r: StepResult): boolean {
  return r.exportsOk === r.exportsSent && r.ackP99Ms < 1000 && r.queryableMissing === 0 && r.queryableP95Ms < 5000;
}

async function main(): Promise<void> {
  const o = parseArgs(process.argv.slice(2));
  const server = await startAllInOne({ env: { TRACEHOLD_LOG_LEVEL: 'warn' } });
  console.log(`bench: all-in-one pid ${server.child.pid}, data ${server.dataDir}; traces of 10 spans, ${o.contentBytes} B of LLM content each, ${o.tracesPerExport} traces per export, ${o.durationS} s per step`);
  try {
    if (!o.findMax) {
      printResult(await runStep(server, o, o.rate));
      return;
    }
    let rate = o.rate;
    let best: StepResult | null = null;
    for (;;) {
      const r = await runStep(server, o, rate);
      printResult(r);
      if (!sustained(r)) break;
      best = r;
      rate = Math.round(rate * 1.5);
      await new Promise((res) => setTimeout(res, 3000));
    }
    if (best) {
      console.log('highest sustained step:');
      printResult(best);
    } else console.log('no step was sustained; lower --rate');
  } finally {
    await server.stop();
  }
}

await main();

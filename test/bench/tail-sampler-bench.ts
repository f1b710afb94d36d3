/**
 * Micro-benchmark of the tail sampler (not a test: it prints figures): throughput of add + collect +
 * release, and heap per buffered trace and per remembered decision. Heap figures need `--expose-gc`:
 * `node --expose-gc --import tsx test/bench/tail-sampler-bench.ts`, or from code
 * `import('./test/bench/tail-sampler-bench.ts').then((m) => m.benchTailSampler({ traces: 2_000 }))`.
 */
import { pathToFileURL } from 'node:url';
import { performance } from 'node:perf_hooks';
import { createTailSampler, type TailSamplerStats } from '../../ingest/tail-sampler.ts';
import type { TraceBatch } from '../../schemas/bus-payload.ts';
import type { LedgerRecord } from '../../schemas/ledger.ts';
import type { SpanRecord } from '../../schemas/span.ts';
import { TailSamplingConfigSchema } from '../../schemas/tail-sampling.ts';

/** Shape of the synthetic traffic; defaults: 20,000 traces × 4 batches × 5 spans, 2,000 traces in flight. */
export interface TailSamplerBenchOptions {
  traces?: number;
  batchesPerTrace?: number;
  spansPerBatch?: number;
  /** Traces in flight at once (their batches interleave). */
  concurrentTraces?: number;
  print?: (line: string) => void;
}

/** The printed figures, for a caller that compares runs. Heap figures are null without `--expose-gc`. */
export interface TailSamplerBenchResult {
  spansPerSecond: number;
  batchesPerSecond: number;
  /** Record bytes (JSON) per buffered trace: what maxBytes counts. */
  recordBytesPerTrace: number;
  /** Heap of the decoded batches per trace (null without --expose-gc). */
  decodedHeapBytesPerTrace: number | null;
  /** The sampler's own bookkeeping per buffered trace (null without --expose-gc). */
  samplerHeapBytesPerTrace: number | null;
  /** Heap per remembered decision (null without --expose-gc). */
  decisionCacheBytesPerEntry: number | null;
}

function makeBenchBatch(traceIndex: number, batchIndex: number, spansPerBatch: number): TraceBatch {
  const traceId = (traceIndex + 1).toString(16).padStart(32, '0');
  const spans: SpanRecord[] = [];
  const ledger: LedgerRecord[] = [];
  const t0 = 1_700_000_000_000_000_000n + BigInt(traceIndex) * 1_000_000n;
  for (let s = 0; s < spansPerBatch; s++) {
    const root = batchIndex === 0 && s === 0;
    spans.push({
      tenant: 'bench',
      traceId,
      spanId: (batchIndex * spansPerBatch + s + 1).toString(16).padStart(16, '0'),
      parentSpanId: root ? '' : '0000000000000001',
      traceState: '',
      flags: 1,
      name: root ? 'POST /v1/chat' : `step ${s}`,
      kind: root ? 2 : 1,
      startTimeUnixNano: String(t0 + BigInt(s) * 1000n),
      endTimeUnixNano: String(t0 + BigInt(s) * 1000n + 2_000_000n),
      attributes: { 'http.route': '/v1/chat', 'http.response.status_code': 200, 'app.step': s },
      droppedAttributesCount: 0,
      events: [],
      droppedEventsCount: 0,
      links: [],
      droppedLinksCount: 0,
      status: { code: traceIndex % 50 === 0 && s === 1 ? 2 : 0, message: '' },
      resource: { attributes: { 'service.name': 'bench-app', 'service.version': '1.0.0' }, droppedAttributesCount: 0, schemaUrl: '' },
      scope: { name: 'bench', version: '1', attributes: {}, schemaUrl: '' },
    });
  }
  if (batchIndex === 1) {
    ledger.push({ finishReasons: [traceIndex % 40 === 0 ? 'length' : 'stop'], statusCode: 0, errorType: '' } as LedgerRecord);
  }
  return { v: 1, tenant: 'bench', traceId, receivedAtMs: 0, spans, ledger, contentObjects: [] };
}

/** Runs the benchmark synchronously, prints its figures through `print` and returns them. */
export function benchTailSampler(options: TailSamplerBenchOptions = {}): TailSamplerBenchResult {
  const traces = options.traces ?? 20_000;
  const batchesPerTrace = options.batchesPerTrace ?? 4;
  const spansPerBatch = options.spansPerBatch ?? 5;
  const concurrent = options.concurrentTraces ?? 2_000;
  const print = options.print ?? ((line: string) => console.log(line));
  const gc = (globalThis as { gc?: () => void }).gc;
  const heap = (): number => {
    // Several passes: one full GC can leave weakly held or finalizable garbage behind.
    for (let i = 0; i < 4; i++) gc?.();
    return process.memoryUsage().heapUsed;
  };

  const h0 = heap();
  const batches: TraceBatch[][] = [];
  const sizes: number[][] = [];
  let recordBytes = 0;
  for (let i = 0; i < traces; i++) {
    const row: TraceBatch[] = [];
    const rowSizes: number[] = [];
    for (let b = 0; b < batchesPerTrace; b++) {
      const json = JSON.stringify(makeBenchBatch(i, b, spansPerBatch));
      row.push(JSON.parse(json) as TraceBatch);
      rowSizes.push(json.length);
      recordBytes += json.length;
    }
    batches.push(row);
    sizes.push(rowSizes);
  }
  const h1 = heap();

  // Throughput: `concurrent` traces in flight, their batches interleaved, 10 records per simulated ms
  // (10k records/s) with a 1 s wait, so the buffer stays under its bounds; collect/release/commit after
  // every 1000 records as ingest would after a poll.
  // The throughput run lives in its own function so its sampler is garbage before the memory run.
  function runThroughput(): { seconds: number; stats: TailSamplerStats } {
    let now = 0;
    const sampler = createTailSampler(TailSamplingConfigSchema.parse({ decisionWaitMs: 1000 }), { nowMs: () => now });
    let offset = 0;
    const started = performance.now();
    for (let w = 0; w < traces; w += concurrent) {
      const end = Math.min(traces, w + concurrent);
      for (let b = 0; b < batchesPerTrace; b++) {
        for (let i = w; i < end; i++) {
          const r = sampler.add(0, offset, batches[i]![b]!, sizes[i]![b]!);
          offset += 1;
          if (r.status === 'decided') sampler.release([r.trace]);
          if (offset % 10 === 0) now += 1;
          if (offset % 1000 === 0) {
            sampler.release(sampler.collectDecisions());
            sampler.commitPosition(0);
          }
        }
      }
    }
    now += 1000;
    sampler.release(sampler.collectDecisions());
    return { seconds: (performance.now() - started) / 1000, stats: sampler.stats() };
  }
  const { seconds, stats: s } = runThroughput();
  const totalSpans = traces * batchesPerTrace * spansPerBatch;

  // Memory: everything buffered at once in a fresh sampler, then decided and released.
  const h2 = heap();
  const big = createTailSampler(TailSamplingConfigSchema.parse({ maxTraces: traces + 1, maxBytes: recordBytes + 1024, decisionCacheSize: traces }), { nowMs: () => 0 });
  let o = 0;
  for (let i = 0; i < traces; i++) for (let b = 0; b < batchesPerTrace; b++) big.add(0, o++, batches[i]![b]!, sizes[i]![b]!);
  const h3 = heap();
  const decided = big.flushAll();
  big.release(decided);
  // Emptied explicitly: a temporary can stay reachable from an interpreter register and skew the figure.
  decided.length = 0;
  const h4 = heap();
  // Keeps `big` (and its decision cache) reachable until after the last measurement.
  if (big.stats().bufferedTraces !== 0) throw new Error('bench: flushAll left traces buffered');

  const result: TailSamplerBenchResult = {
    spansPerSecond: Math.round(totalSpans / seconds),
    batchesPerSecond: Math.round((traces * batchesPerTrace) / seconds),
    recordBytesPerTrace: Math.round(recordBytes / traces),
    decodedHeapBytesPerTrace: gc ? Math.round((h1 - h0) / traces) : null,
    samplerHeapBytesPerTrace: gc ? Math.round((h3 - h2) / traces) : null,
    decisionCacheBytesPerEntry: gc ? Math.round((h4 - h2) / traces) : null,
  };
  const fmt = (v: number | null): string => (v === null ? 'n/a (run node with --expose-gc)' : `${v} B`);
  print(`tail sampler: ${traces} traces × ${batchesPerTrace} batches × ${spansPerBatch} spans, ${concurrent} in flight, default policies, decisionWaitMs 1000`);
  print(`  add+collect+release: ${result.spansPerSecond.toLocaleString('en-US')} spans/s (${result.batchesPerSecond.toLocaleString('en-US')} records/s, ${seconds.toFixed(2)} s)`);
  print(`  kept ${s.decidedKept} / dropped ${s.decidedDropped} traces; early ${s.earlyDecisions}; by policy ${JSON.stringify(s.decisionsByPolicy)}`);
  print(`  buffer per trace: ${result.recordBytesPerTrace} B of records (counted against maxBytes), decoded batches ${fmt(result.decodedHeapBytesPerTrace)} of heap, sampler bookkeeping ${fmt(result.samplerHeapBytesPerTrace)}`);
  print(`  decision cache: ${fmt(result.decisionCacheBytesPerEntry)} per remembered trace`);
  return result;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) benchTailSampler();

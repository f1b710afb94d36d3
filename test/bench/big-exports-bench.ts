/**
 * `npm run bench:big-exports` — the all-in-one under exports of tens of MiB each (not a test: it prints figures).
 * Admission's slots count exports, not bytes; this measures what the byte budget (`limits.admission.maxBytes`)
 * changes when clients send very large exports at once: the server's RSS (process tree, sampled every 100 ms) while
 * the load lasts and in the catch-up after it, and how many exports were accepted.
 *
 * One export body: generated traces (200 spans each, `generateTrace`) until the OTLP/protobuf body passes
 * --body-mib; `--concurrency` clients each post it in a loop for `--seconds` (a refused client waits 200 ms before
 * posting again, as a retrying exporter would, only sooner), then the server runs on for `--tail-seconds` (ingest
 * catches up) and is stopped. `--max-bytes <bytes>` sets TRACEHOLD_ADMISSION_MAX_BYTES (default: the product
 * default); `--max-bytes off` sets it to 1 TiB, i.e. slots alone, as before the budget. `--coding gzip|identity`.
 *
 * Each request carries new trace ids (below), and the server runs with the product's sampling wait (10 s, not the
 * test harness's 300 ms), so the tail sampler holds what it would in production. Every 2 s a line shows RSS beside
 * the server's own metrics (JavaScript heap, buffers, the tail sampler's bytes, the bus bytes not yet consumed); the
 * result names the highest RSS seen with the breakdown read at that moment.
 *
 * Options: --concurrency <n> (16), --seconds <s> (20), --tail-seconds <s> (20), --body-mib <MiB> (18),
 *          --coding identity|gzip (identity), --max-bytes <bytes>|off, --sampler-max-bytes <bytes> (the tail
 *          sampler's tailSampling.maxBytes, written to the server's tracehold.yaml; default: the product default),
 *          --trim-interval-ms <ms> (the server's limits.memory.allocatorTrimIntervalMs; 0 = no malloc_trim),
 *          --heap-budget-bytes <bytes> (the server's limits.memory.heapBudgetBytes; 0 = V8's own heap growth); both
 *          default to the product's.
 */
import { execSync } from 'node:child_process';
import os from 'node:os';
import { gzipSync } from 'node:zlib';
import { encodeProtobufTraces } from '../support/otlp/encode-traces.ts';
import { generateTrace } from '../support/generate-traces.ts';
import { startAllInOne } from '../support/all-in-one-process.ts';
import { describeServerMemory, readServerMemory } from './server-memory.ts';
import { memoryKbOf, processTreeOf } from '../support/processes.ts';
import type { SpanRecord } from '../../schemas/span.ts';

function option(name: string, fallback: string): string {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 && process.argv[i + 1] !== undefined ? process.argv[i + 1]! : fallback;
}
if (process.argv.includes('--help')) {
  console.log('npm run bench:big-exports -- [--concurrency 16] [--seconds 20] [--tail-seconds 20] [--body-mib 18] [--coding identity|gzip] [--max-bytes <bytes>|off] [--sampler-max-bytes <bytes>] [--trim-interval-ms <ms>] [--heap-budget-bytes <bytes>]');
  process.exit(0);
}
const concurrency = Number(option('concurrency', '16'));
const seconds = Number(option('seconds', '20'));
const tailSeconds = Number(option('tail-seconds', '20'));
const bodyMiB = Number(option('body-mib', '18'));
const coding = option('coding', 'identity');
const maxBytes = option('max-bytes', '');
const samplerMaxBytes = option('sampler-max-bytes', '');
const trimIntervalMs = option('trim-interval-ms', '');
const heapBudgetBytes = option('heap-budget-bytes', '');
if (coding !== 'identity' && coding !== 'gzip') throw new Error('--coding: identity or gzip');
if (!(concurrency >= 1 && seconds > 0 && tailSeconds >= 0 && bodyMiB > 0)) throw new Error('bad option value (see --help)');

const commit = (() => {
  try {
    return execSync('git rev-parse --short HEAD', { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
  } catch {
    return 'unknown';
  }
})();
console.log(
  `bench:big-exports ${new Date().toISOString()}, commit ${commit}, node ${process.version}, ${os.cpus().length} cores, load ${os.loadavg().map((l) => l.toFixed(1)).join(' ')}`,
);

const spans: SpanRecord[] = [];
let body = Buffer.alloc(0);
while (body.length < bodyMiB * 1024 * 1024) {
  for (let i = 0; i < 10; i++) spans.push(...generateTrace({ spans: 200, contentBytes: 4096 }).spans);
  body = Buffer.from(encodeProtobufTraces(spans));
}
/**
 * Every export carries new trace ids, as distinct requests of real exporters do (the same ids over and over would be
 * one ever-growing trace per id to the tail sampler): the 16 id bytes of each trace are found in the body once, and
 * each request writes its own sequence number into bytes 8–11 of all of them. Identity bodies are patched per request
 * (a copy); gzip bodies are compressed ahead, 8 variants sent in turn (compressing 18 MiB per request would load the
 * machine the server runs on).
 */
const traceIdOffsets: number[] = [];
for (const id of new Set(spans.map((s) => s.traceId))) {
  const bytes = Buffer.from(id, 'hex');
  for (let at = body.indexOf(bytes); at >= 0; at = body.indexOf(bytes, at + 16)) traceIdOffsets.push(at);
}
let sequence = 0;
function variant(n: number): Buffer {
  const copy = Buffer.from(body);
  for (const at of traceIdOffsets) copy.writeUInt32BE(n >>> 0, at + 8);
  return copy;
}
const gzipVariants = coding === 'gzip' ? Array.from({ length: 8 }, (_, i) => gzipSync(variant(i))) : [];
const nextWire = (): Buffer => (coding === 'gzip' ? gzipVariants[sequence++ % gzipVariants.length]! : variant(sequence++));
const wire = coding === 'gzip' ? gzipVariants[0]! : body;
const budget = maxBytes === 'off' ? String(2 ** 40) : maxBytes;
console.log(
  `one export: ${spans.length} spans, ${(body.length / 2 ** 20).toFixed(1)} MiB (${(wire.length / 2 ** 20).toFixed(2)} MiB on the wire, ${coding}); ` +
    `${concurrency} clients for ${seconds} s, then ${tailSeconds} s of catch-up; admission byte budget: ${maxBytes === 'off' ? 'off (slots only)' : maxBytes || 'product default'}; ` +
    `tail sampler maxBytes: ${samplerMaxBytes || 'product default'}; malloc_trim interval: ${trimIntervalMs ? `${Number(trimIntervalMs)} ms` : 'product default'}; ` +
    `heap budget: ${heapBudgetBytes ? `${Number(heapBudgetBytes)} bytes` : 'product default'}`,
);

// The product's sampling wait (10 s; the test harness shortens it to 300 ms): the tail sampler holds what it would.
const server = await startAllInOne({
  timeoutMs: 120_000,
  ...(samplerMaxBytes ? { yaml: `tailSampling:\n  maxBytes: ${Number(samplerMaxBytes)}\n` } : {}),
  env: {
    TRACEHOLD_SAMPLING_DECISION_WAIT_MS: '10000',
    ...(budget ? { TRACEHOLD_ADMISSION_MAX_BYTES: budget } : {}),
    ...(trimIntervalMs ? { TRACEHOLD_ALLOCATOR_TRIM_INTERVAL_MS: String(Number(trimIntervalMs)) } : {}),
    ...(heapBudgetBytes ? { TRACEHOLD_HEAP_BUDGET_BYTES: String(Number(heapBudgetBytes)) } : {}),
  },
});
const rssMiB = (): number => processTreeOf(server.child.pid!).reduce((sum, pid) => sum + memoryKbOf(pid).rss, 0) / 1024;
let loadPeak = 0;
let tailPeak = 0;
let inLoad = true;
const sampler = setInterval(() => {
  const mib = rssMiB();
  if (inLoad) loadPeak = Math.max(loadPeak, mib);
  else tailPeak = Math.max(tailPeak, mib);
}, 100);
const answers: Record<string, number> = {};
const t0 = Date.now();
const end = t0 + seconds * 1000;
/** Where the memory is (test/bench/server-memory.ts). */
const breakdown = async (): Promise<string> => describeServerMemory(await readServerMemory(server.api, 1500));
/** The highest RSS seen beside a breakdown (sampled every 250 ms): what held the memory at the worst moment. */
let worst = { mib: 0, at: 0, breakdown: '' };
let ticks = 0;
const progress = setInterval(() => {
  const at = (Date.now() - t0) / 1000;
  const print = ticks++ % 8 === 0;
  void breakdown().then((b) => {
    // Read when the metrics have arrived, so that both describe the same moment (the heap moves by 100 MiB in 100 ms).
    const mib = rssMiB();
    if (mib > worst.mib) worst = { mib, at, breakdown: b };
    if (print) console.log(`  ${at.toFixed(0).padStart(3)} s  RSS ${mib.toFixed(0)} MiB  answers ${JSON.stringify(answers)}  (${b})`);
  });
}, 250);
async function client(): Promise<void> {
  const headers: Record<string, string> = { 'content-type': 'application/x-protobuf', ...(coding === 'gzip' ? { 'content-encoding': 'gzip' } : {}) };
  while (Date.now() < end) {
    let key: string;
    try {
      const res = await fetch(`${server.otlpHttp}/v1/traces`, { method: 'POST', headers, body: nextWire(), signal: AbortSignal.timeout(120_000) });
      await res.arrayBuffer();
      key = String(res.status);
    } catch (err) {
      key = (err as Error).name;
    }
    answers[key] = (answers[key] ?? 0) + 1;
    if (key !== '200') await new Promise((resolve) => setTimeout(resolve, 200));
  }
}
try {
  await Promise.all(Array.from({ length: concurrency }, client));
  const loadEnded = (Date.now() - t0) / 1000;
  inLoad = false;
  await new Promise((resolve) => setTimeout(resolve, tailSeconds * 1000));
  clearInterval(progress);
  clearInterval(sampler);
  const accepted = answers['200'] ?? 0;
  const alive = server.child.exitCode === null;
  console.log(
    `\nresult: ${accepted} exports accepted (${((accepted * spans.length) / loadEnded).toFixed(0)} spans/s over the ${loadEnded.toFixed(1)} s until the last answer), answers ${JSON.stringify(answers)}; ` +
      `peak RSS ${loadPeak.toFixed(0)} MiB while the load lasted, ${tailPeak.toFixed(0)} MiB in the ${tailSeconds} s after it; server ${alive ? 'still running' : 'EXITED'}`,
  );
  console.log(`highest RSS sampled with a breakdown: ${worst.mib.toFixed(0)} MiB at ${worst.at.toFixed(1)} s (${worst.breakdown})`);
} finally {
  clearInterval(progress);
  clearInterval(sampler);
  await server.stop();
}

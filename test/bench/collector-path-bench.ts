/**
 * `npm run bench:collector-path` — CPU per export of the collector's own path, in one process, without HTTP or
 * Kafka (not a test: it prints figures). The traffic is bench:peer's: exports of 5 traces × 10 spans with 4 KiB of
 * GenAI messages per trace, every export's content new (nothing the content store could skip).
 *
 * 1. decode: the one-pass OTLP/protobuf traces decoder (collector/otlp/decode-protobuf.ts) against the generated
 *    decoder it replaced (test/support/otlp/reference-decode-traces.ts), µs per export.
 * 2. Kafka checksum: CRC-32C of one export's bus records with kafkajs's byte-at-a-time loop and with the
 *    slicing-by-16 function the Kafka bus gives kafkajs (platform/bus/kafka/crc32c.ts), µs per export.
 * 3. the path: decode → content extraction (encrypted content store on local disk, packs fsynced) → redaction →
 *    bus records (encoded, not sent), CPU ms per export (user + system, so the content store's writes count) and
 *    its wall time; with --alloc, the bytes allocated per export and where (V8's sampling heap profiler, objects
 *    collected by GC included).
 *
 * With --profile, V8's CPU profiler runs over the measured exports only, and the functions with the most self time
 * are printed, then the source files; --profile-out <file> also writes the profile (a .cpuprofile) for DevTools.
 *
 * Attribute values repeat between traces by default, as in bench:peer's traffic, and redaction remembers the ones it
 * found clean (collector/redaction/pii/clean-values.ts); --unique-values ends every filler text with a random word, so
 * that no value is seen twice: the cost of values never seen before.
 *
 * Options: --exports <n> measured (default 2000, after 400 of warm-up), --alloc, --profile, --profile-out <file>,
 * --unique-values. Run it with the collector
 * processes' heap flag for their figures: `node --initial-old-space-size=64 --import tsx test/bench/collector-path-bench.ts`
 * (npm run bench:collector-path does).
 */
import { execSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { Session } from 'node:inspector/promises';
import os from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { createExportPipeline } from '../../collector/export-pipeline.ts';
import { decodeProtobufTraces } from '../../collector/otlp/decode-protobuf.ts';
import type { SpanProcessor } from '../../collector/processor.ts';
import { createContentExtraction } from '../../collector/processors/extract-llm-content.ts';
import { createRedaction } from '../../collector/redaction/redaction.ts';
import { crc32c } from '../../platform/bus/kafka/crc32c.ts';
import { createContentStore } from '../../platform/content-store/create-content-store.ts';
import { createKeyring } from '../../platform/keys/keyring.ts';
import { createMetrics } from '../../platform/metrics/create-metrics.ts';
import { TraceholdConfigSchema } from '../../schemas/config.ts';
import { generateTrace } from '../support/generate-traces.ts';
import { encodeProtobufTraces } from '../support/otlp/encode-traces.ts';
import { referenceDecodeProtobufTraces } from '../support/otlp/reference-decode-traces.ts';

const args = process.argv.slice(2);
const exportsAt = args.indexOf('--exports');
const MEASURED = exportsAt >= 0 ? Number(args[exportsAt + 1]) : 2000;
const ALLOC = args.includes('--alloc');
const UNIQUE = args.includes('--unique-values');
const profileOutAt = args.indexOf('--profile-out');
const PROFILE_OUT = profileOutAt >= 0 ? args[profileOutAt + 1] : undefined;
const PROFILE = args.includes('--profile') || PROFILE_OUT !== undefined;
if (!Number.isInteger(MEASURED) || MEASURED < 100) {
  console.error('--exports must be an integer of at least 100');
  process.exit(2);
}
const WARMUP = 400;

const require = createRequire(import.meta.url);
const kafkajsCrc32c = require('kafkajs/src/protocol/recordBatch/crc32C/crc32C.js') as (b: Uint8Array) => number;

function commit(): string {
  try {
    return execSync('git rev-parse --short HEAD', { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
  } catch {
    return 'unknown';
  }
}

console.log(`bench:collector-path ${new Date().toISOString()}, commit ${commit()}, node ${process.version}, ${os.cpus().length} cores, load ${os.loadavg().map((l) => l.toFixed(1)).join(' ')}`);
console.log(`generating ${WARMUP + MEASURED} exports (5 traces × 10 spans, 4 KiB of messages per trace, content unique per export${UNIQUE ? ', attribute values unique' : ''})...`);
const bodies: Buffer[] = [];
for (let i = 0; i < WARMUP + MEASURED; i++) {
  bodies.push(Buffer.from(encodeProtobufTraces(Array.from({ length: 5 }, () => generateTrace({ spans: 10, contentBytes: 4096, uniqueValues: UNIQUE }).spans).flat())));
  if (i % 500 === 499) process.stdout.write(`  ${i + 1}\r`);
}
const meanKiB = bodies.reduce((n, b) => n + b.length, 0) / bodies.length / 1024;
console.log(`  ${bodies.length} bodies, ${meanKiB.toFixed(1)} KiB mean`);
const limits = { maxAnyValueDepth: TraceholdConfigSchema.parse({}).limits.maxAnyValueDepth };

/**
 * µs per item of each variant, alternating the variants over the same items; the last of 3 rounds counts (the
 * first ones warm the JIT). Prints one line per variant.
 */
function timeAlternating<T>(variants: [name: string, work: (item: T) => void][], items: T[]): void {
  const us: Record<string, number> = {};
  for (let round = 0; round < 3; round++) {
    for (const [name, work] of variants) {
      const t0 = process.hrtime.bigint();
      for (const item of items) work(item);
      us[name] = Number(process.hrtime.bigint() - t0) / 1000 / items.length;
    }
  }
  for (const [name, value] of Object.entries(us)) console.log(`   ${name.padEnd(28)} ${value.toFixed(0).padStart(6)}`);
}

// 1. Decode, the two decoders over the same bodies.
console.log('\n1. decode (µs per export)');
timeAlternating(
  [
    ['generated decoder (before)', (b) => referenceDecodeProtobufTraces(b, limits)],
    ['one-pass decoder', (b) => decodeProtobufTraces(b, limits)],
  ],
  bodies,
);

// 3 (first, so that its records feed 2): the path in process.
const dir = mkdtempSync(path.join(os.tmpdir(), 'th-collector-path-'));
const logger = pino({ level: 'warn' });
const keyring = createKeyring({ logger }, { dir: path.join(dir, 'keys') });
await keyring.start();
const contentStore = await createContentStore({ logger, keyring }, { backend: { kind: 'local', dir: path.join(dir, 'content') } });
await contentStore.start();
const config = TraceholdConfigSchema.parse({});
const extraction = createContentExtraction({ contentStore }, { enabled: true, subjectAttributes: config.content.subjectAttributes });
const redaction = createRedaction({ tenantRefKey: async (tenant: string) => (await keyring.tenantKeys(tenant)).refKey }, config.redaction);
const spanProcessors: SpanProcessor[] = [
  { name: 'extract_content', process: async (c, batch) => extraction.extractSpans(c.tenant, batch.spans, { deferDurability: true }) },
  { name: 'redact', process: (c, batch) => redaction.redactSpans(c.tenant, batch) },
];
let lastRecords: Buffer[] = [];
let busBytes = 0;
const producer = {
  append: async (records: { key: string; value: Buffer }[]) => {
    lastRecords = records.map((r) => r.value);
    for (const r of records) busBytes += r.value.length;
    return { status: 'ok' as const, firstOffset: 0 };
  },
};
const pipeline = createExportPipeline(
  { logger, producer, spanProcessors, metrics: createMetrics({ defaultMetrics: false }) },
  { maxInflightExports: 8, maxInflightSpans: 100_000, retryAfterMs: 1000 },
);
const recordsPerExport: Buffer[][] = [];
async function run(from: number, to: number): Promise<void> {
  for (let i = from; i < to; i++) {
    const outcome = await pipeline.handleExport({ tenant: 'default', transport: 'http' }, decodeProtobufTraces(bodies[i]!, limits));
    if (outcome.status !== 'ok') throw new Error(`export ${i} was not accepted: ${outcome.status}`);
    if (recordsPerExport.length < 200) recordsPerExport.push(lastRecords);
  }
}
try {
  await run(0, WARMUP);
  let session: Session | null = null;
  if (ALLOC) {
    session = new Session();
    session.connect();
    await session.post('HeapProfiler.startSampling', { samplingInterval: 4096, includeObjectsCollectedByMajorGC: true, includeObjectsCollectedByMinorGC: true });
  }
  let profiler: Session | null = null;
  if (PROFILE) {
    profiler = new Session();
    profiler.connect();
    await profiler.post('Profiler.enable');
    await profiler.post('Profiler.setSamplingInterval', { interval: 200 });
    await profiler.post('Profiler.start');
  }
  busBytes = 0;
  const cpu0 = process.cpuUsage();
  const wall0 = performance.now();
  await run(WARMUP, WARMUP + MEASURED);
  const cpu = process.cpuUsage(cpu0);
  const wallMs = performance.now() - wall0;
  const cpuProfile = profiler ? (await profiler.post('Profiler.stop')).profile : null;
  profiler?.disconnect();

  // 2. The checksum of the bus records of 200 exports, both ways.
  console.log(`\n2. Kafka record-batch checksum (µs per export, ${(recordsPerExport.flat().reduce((n, r) => n + r.length, 0) / recordsPerExport.length / 1024).toFixed(0)} KiB of records)`);
  timeAlternating<Buffer[]>(
    [
      ['kafkajs (byte at a time)', (records) => records.forEach((r) => kafkajsCrc32c(r))],
      ['slicing-by-16', (records) => records.forEach((r) => crc32c(r))],
    ],
    recordsPerExport,
  );

  console.log(`\n3. decode → extraction → redaction → bus records, ${MEASURED} exports after ${WARMUP} of warm-up`);
  console.log(`   CPU ${(((cpu.user + cpu.system) / 1000) / MEASURED).toFixed(2)} ms per export (user ${(cpu.user / 1000 / MEASURED).toFixed(2)}, system ${(cpu.system / 1000 / MEASURED).toFixed(2)}), wall ${(wallMs / MEASURED).toFixed(2)} ms; bus records ${(busBytes / MEASURED / 1024).toFixed(0)} KiB per export`);
  if (cpuProfile) printCpuProfile(cpuProfile);
  if (cpuProfile && PROFILE_OUT) {
    writeFileSync(PROFILE_OUT, JSON.stringify(cpuProfile));
    console.log(`   profile written to ${PROFILE_OUT} (open it in Chrome DevTools' Performance panel or VS Code)`);
  }
  if (session) {
    const { profile } = await session.post('HeapProfiler.stopSampling');
    const bySite = new Map<string, number>();
    let total = 0;
    const walk = (node: typeof profile.head): void => {
      const cf = node.callFrame;
      const site = `${cf.functionName || '(anonymous)'} ${cf.url.replace(/^.*\/node_modules\//, '').replace(/^file:\/\/.*?\/(collector|platform|schemas|test)\//, '$1/')}`;
      bySite.set(site, (bySite.get(site) ?? 0) + node.selfSize);
      total += node.selfSize;
      for (const child of node.children) walk(child);
    };
    walk(profile.head);
    console.log(`   allocated ≈ ${(total / MEASURED / 1024).toFixed(0)} KiB per export (sampled); largest sites:`);
    for (const [site, bytes] of [...bySite].sort((a, b) => b[1] - a[1]).slice(0, 12)) console.log(`   ${(bytes / MEASURED / 1024).toFixed(1).padStart(7)} KiB  ${site}`);
    session.disconnect();
  }
} finally {
  await contentStore.shutdown();
  await keyring.shutdown();
  rmSync(dir, { recursive: true, force: true });
}

/** Self time of the measured exports by function and by source file, in µs per export (sampled). */
function printCpuProfile(profile: { nodes: { id: number; callFrame: { functionName: string; url: string; lineNumber: number } }[]; samples?: number[]; timeDeltas?: number[] }): void {
  const nodes = new Map(profile.nodes.map((n) => [n.id, n]));
  const byFunction = new Map<string, number>();
  const byFile = new Map<string, number>();
  const samples = profile.samples ?? [];
  const deltas = profile.timeDeltas ?? [];
  let total = 0;
  for (let i = 0; i < samples.length; i++) {
    const node = nodes.get(samples[i]!);
    const dt = deltas[i] ?? 0;
    if (!node || node.callFrame.functionName === '(idle)') continue;
    total += dt;
    const cf = node.callFrame;
    const file = cf.url.replace(/^.*\/node_modules\//, '').replace(/^file:\/\/.*?\/(collector|platform|schemas|test)\//, '$1/') || `(${cf.functionName})`;
    const fn = `${cf.functionName || '(anonymous)'} ${file}`;
    byFunction.set(fn, (byFunction.get(fn) ?? 0) + dt);
    byFile.set(file, (byFile.get(file) ?? 0) + dt);
  }
  const print = (title: string, map: Map<string, number>, n: number): void => {
    console.log(`   ${title}`);
    for (const [name, us] of [...map].sort((a, b) => b[1] - a[1]).slice(0, n)) {
      console.log(`   ${(us / MEASURED).toFixed(0).padStart(6)} µs ${((100 * us) / total).toFixed(1).padStart(5)} %  ${name.length > 140 ? `${name.slice(0, 137)}...` : name}`);
    }
  };
  console.log(`   CPU profile: ${(total / MEASURED).toFixed(0)} µs per export on the main thread (sampled every 200 µs)`);
  print('self time by function:', byFunction, 30);
  print('self time by file:', byFile, 25);
}

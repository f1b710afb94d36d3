/**
 * Decode throughput of OTLP logs on one core (not a test: it prints figures).
 *
 *   node --import tsx test/bench/decode-logs-bench.ts [records=50000] [batch=512]
 *
 * Builds GenAI event records like an instrumented application sends them (a key/value-list body holding a
 * message of ~600 bytes, trace context, a few attributes) mixed with plain string logs, encodes them in
 * batches as OTLP/protobuf and OTLP/JSON, and reports records/s and MiB/s of decodeProtobufLogs and
 * decodeJsonLogs (wire pre-scan and conversion to LogRecordData included; HTTP and gzip not included).
 * Throughput is per second of this process's CPU time (process.cpuUsage), best of 3 passes, so that
 * other load on a shared machine does not lower it; wall time is printed too.
 */
import { randomBytes } from 'node:crypto';
import { decodeJsonLogs } from '../../collector/otlp/decode-json-logs.ts';
import { decodeProtobufLogs } from '../../collector/otlp/decode-protobuf-logs.ts';
import { encodeJsonLogs, encodeProtobufLogs } from '../support/otlp/encode-logs.ts';
import { logRecord } from '../factories/log-record.ts';
import type { LogRecordData } from '../../schemas/log.ts';

const RECORDS = Number(process.argv[2] ?? 50_000);
const BATCH = Number(process.argv[3] ?? 512);
const limits = { maxAnyValueDepth: 32 };
const WORDS = ['refund', 'order', 'policy', 'shipping', 'the', 'customer', 'asked', 'about', 'delivery', 'within', 'days', 'invoice'];

function sentence(bytes: number): string {
  let s = '';
  while (s.length < bytes) s += `${WORDS[Math.floor(Math.random() * WORDS.length)]} `;
  return s.trimEnd();
}

function makeRecord(i: number): LogRecordData {
  const ids = { traceId: randomBytes(16).toString('hex'), spanId: randomBytes(8).toString('hex') };
  if (i % 4 === 3) {
    return logRecord({ ...ids, eventName: '', body: `request handled in ${i % 97} ms: ${sentence(120)}`, attributes: { 'code.function': 'handle' } });
  }
  return logRecord({
    ...ids,
    eventName: i % 2 === 0 ? 'gen_ai.user.message' : 'gen_ai.choice',
    body: { role: i % 2 === 0 ? 'user' : 'assistant', content: sentence(600), index: i % 3 },
    attributes: { 'gen_ai.provider.name': 'openai', 'gen_ai.request.model': 'gpt-4o', 'gen_ai.usage.input_tokens': 100 + (i % 900) },
  });
}

const batches: LogRecordData[][] = [];
for (let i = 0; i < RECORDS; i += BATCH) batches.push(Array.from({ length: Math.min(BATCH, RECORDS - i) }, (_, j) => makeRecord(i + j)));
const protobufBodies = batches.map((b) => Buffer.from(encodeProtobufLogs(b)));
const jsonBodies = batches.map((b) => Buffer.from(encodeJsonLogs(b)));

function measure(name: string, bodies: Buffer[], decode: (body: Buffer) => { logs: LogRecordData[] }): void {
  // Warm up the JIT on a few batches first.
  for (const body of bodies.slice(0, 5)) decode(body);
  const bytes = bodies.reduce((n, b) => n + b.length, 0);
  let best = { cpuS: Infinity, wallS: Infinity, records: 0 };
  for (let pass = 0; pass < 3; pass++) {
    let records = 0;
    const cpuStart = process.cpuUsage();
    const wallStart = process.hrtime.bigint();
    for (const body of bodies) records += decode(body).logs.length;
    const cpu = process.cpuUsage(cpuStart);
    const cpuS = (cpu.user + cpu.system) / 1e6;
    if (cpuS < best.cpuS) best = { cpuS, wallS: Number(process.hrtime.bigint() - wallStart) / 1e9, records };
  }
  const mib = bytes / 1024 / 1024;
  console.log(
    `${name}: ${best.records} records (${mib.toFixed(1)} MiB) in ${(best.cpuS * 1000).toFixed(0)} ms CPU (${(best.wallS * 1000).toFixed(0)} ms wall) → ` +
      `${Math.round(best.records / best.cpuS).toLocaleString('en-US')} records/s, ${(mib / best.cpuS).toFixed(0)} MiB/s on one core`,
  );
}

console.log(`OTLP logs decode, ${RECORDS} records in batches of ${BATCH} (node ${process.version})`);
measure('protobuf', protobufBodies, (b) => decodeProtobufLogs(b, limits));
measure('json    ', jsonBodies, (b) => decodeJsonLogs(b, limits));

/**
 * `node --import tsx test/bench/content-coding-bench.ts` — what decoding a compressed OTLP body costs the
 * receiver's thread, per coding (not a test: it prints figures). The body is the 100 KiB payload of the
 * content-coding fixtures (test/fixtures/content-coding: zstd and lz4 from the reference CLIs; gzip, deflate and
 * snappy made here). gzip and deflate are timed with node:zlib's synchronous calls (the receiver streams them
 * through zlib on the thread pool); zstd, snappy and lz4 with the receiver's own decoders, which run on the
 * receiver's thread. Each coding: 50 warm-up decodes, then the median of 5 rounds of 200.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { deflateSync, gunzipSync, gzipSync, inflateSync } from 'node:zlib';
import SnappyJS from 'snappyjs';
import { decodeWholeBody } from '../../collector/receivers/content-coding.ts';
import { contentCodingPayload } from '../fixtures/content-coding/payload.ts';

const FIXTURES = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../fixtures/content-coding');
const payload = contentCodingPayload();
const MAX = 20 * 1024 * 1024;

const cases: Array<[string, Buffer, () => number]> = [];
const add = (name: string, wire: Buffer, decode: (b: Buffer) => number): void => void cases.push([name, wire, () => decode(wire)]);
const whole = (coding: 'zstd' | 'snappy' | 'lz4') => (b: Buffer): number => {
  const r = decodeWholeBody(coding, b, MAX);
  if (r.status !== 'ok' || !r.body.equals(payload)) throw new Error(`${coding}: wrong output`);
  return r.body.length;
};
add('gzip (node:zlib)', gzipSync(payload), (b) => gunzipSync(b).length);
add('deflate (node:zlib)', deflateSync(payload), (b) => inflateSync(b).length);
add('zstd (fzstd, level 3)', readFileSync(path.join(FIXTURES, 'payload.zst')), whole('zstd'));
add('snappy block (snappyjs)', Buffer.from(SnappyJS.compress(payload)), whole('snappy'));
add('lz4 frame (lz4-frame.ts)', readFileSync(path.join(FIXTURES, 'payload.lz4')), whole('lz4'));

console.log(`content-coding bench: ${payload.length} bytes decoded per body; ${new Date().toISOString()}; node ${process.version}`);
console.log('| coding | bytes on the wire | µs per body (median of 5 rounds) | MB/s decoded |');
console.log('|---|---|---|---|');
for (const [name, wire, run] of cases) {
  for (let i = 0; i < 50; i++) run();
  const rounds: number[] = [];
  for (let r = 0; r < 5; r++) {
    const start = performance.now();
    for (let i = 0; i < 200; i++) run();
    rounds.push(((performance.now() - start) * 1000) / 200);
  }
  const median = rounds.sort((a, b) => a - b)[2]!;
  console.log(`| ${name} | ${wire.length} | ${median.toFixed(0)} | ${(payload.length / median).toFixed(0)} |`);
}

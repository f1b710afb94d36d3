/**
 * A child process for platform/memory/allocator-trim.test.ts: takes ~96 MiB from glibc's malloc in 64 KiB buffers
 * (below the mmap threshold: from the main arena), keeps one buffer allocated after them so the arena's top cannot
 * shrink, frees the rest (a full collection frees their memory), then runs the allocator trim (interval from argv[2],
 * 0 = off) for argv[3] ms and prints the resident memory at each moment as JSON.
 * Run with --expose-gc.
 */
import { startAllocatorTrim } from '../../../platform/memory/allocator-trim.ts';
import { pino } from 'pino';

const intervalMs = Number(process.argv[2]);
const waitMs = Number(process.argv[3]);
const mib = (): number => process.memoryUsage.rss() / 2 ** 20;
const gc = (globalThis as { gc?: () => void }).gc!;

const start = mib();
let chunks: Buffer[] = [];
for (let i = 0; i < 1536; i++) chunks.push(Buffer.allocUnsafeSlow(64 * 1024).fill(i & 0xff));
const pin = Buffer.allocUnsafeSlow(64 * 1024).fill(1);
const allocated = mib();
chunks = [];
gc();
await new Promise((r) => setTimeout(r, 50));
gc();
const freed = mib();
// The growth rule cannot fire (nothing grows from here): what a trim returns is the every-tenth-interval trim's.
const trim = await startAllocatorTrim({ intervalMs, minGrowthBytes: 1024 * 2 ** 20, logger: pino({ level: 'silent' }) });
await new Promise((r) => setTimeout(r, waitMs));
const after = mib();
trim.stop();
console.log(JSON.stringify({ active: trim.active, start, allocated, freed, after, pinned: pin.length }));

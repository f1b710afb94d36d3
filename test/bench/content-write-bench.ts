/**
 * `npm run bench:content-write` — what one durable content object costs in each local-disk layout: the pack
 * backend (the default: append-only packs, group commit) and the file backend (one file per object, the layout
 * before packs). Not a test: it prints figures.
 *
 * Both backends get the same already-encrypted-sized objects (random bytes, as ciphertext is) through
 * `putManyIfAbsent`, in batches as the collector sends them (one export's objects per batch), with several
 * batches in flight (concurrent exports). Per layout it prints objects/s and the process's CPU per object
 * (user and system, from `process.cpuUsage`, which counts every thread: the main thread and libuv's pool),
 * then reads every object back to check the write. Each layout runs in a fresh directory under
 * `--dir` (default: the OS temp dir; put it on the disk you mean to measure). Last, it measures the memory a
 * reading process's pack index holds per object (JS heap after a full GC, 200,000 keys).
 *
 * Options: --objects <n> (4000), --bytes <n> (4200: a 4 KiB prompt plus the object header), --batch <n> (10),
 *          --concurrency <n> (4), --rounds <n> (2, interleaved), --dir <path>
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { pino } from 'pino';
import type { BlobBackend } from '../../platform/content-store/blob-backend.ts';
import { createLocalDiskBlobBackend } from '../../platform/content-store/local-disk-backend.ts';
import { createPackBlobBackend } from '../../platform/content-store/pack/pack-backend.ts';
import { createPackIndex } from '../../platform/content-store/pack/pack-index.ts';

interface Options {
  objects: number;
  bytes: number;
  batch: number;
  concurrency: number;
  rounds: number;
  dir: string;
}

function parseArgs(argv: string[]): Options {
  const o: Options = { objects: 4000, bytes: 4200, batch: 10, concurrency: 4, rounds: 2, dir: os.tmpdir() };
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i]!;
    const v = argv[i + 1];
    const num = () => {
      const n = Number(v);
      if (!Number.isInteger(n) || n < 1) {
        console.error(`bench:content-write: ${a} needs a positive integer`);
        process.exit(2);
      }
      i++;
      return n;
    };
    if (a === '--objects') o.objects = num();
    else if (a === '--bytes') o.bytes = num();
    else if (a === '--batch') o.batch = num();
    else if (a === '--concurrency') o.concurrency = num();
    else if (a === '--rounds') o.rounds = num();
    else if (a === '--dir') {
      o.dir = v ?? o.dir;
      i++;
    } else {
      console.log('usage: npm run bench:content-write -- [--objects 4000] [--bytes 4200] [--batch 10] [--concurrency 4] [--rounds 2] [--dir <path>]');
      process.exit(a === '--help' || a === '-h' ? 0 : 2);
    }
  }
  return o;
}

const LAYOUTS: Record<string, (dir: string) => BlobBackend> = {
  packs: (dir) => createPackBlobBackend({ logger: pino({ level: 'silent' }) }, { dir, compactEveryMs: 0 }),
  files: (dir) => createLocalDiskBlobBackend({ logger: pino({ level: 'silent' }) }, { dir }),
};

async function runLayout(layout: string, o: Options): Promise<{ perSec: number; userUs: number; sysUs: number }> {
  const root = mkdtempSync(path.join(o.dir, `tracehold-content-write-${layout}-`));
  const backend = LAYOUTS[layout]!(path.join(root, 'content'));
  await backend.start();
  try {
    const items = Array.from({ length: o.objects }, () => {
      const hex = randomBytes(32).toString('hex');
      return { key: `acme/${hex.slice(0, 2)}/${hex}.obj`, bytes: randomBytes(o.bytes) };
    });
    const batches: (typeof items)[] = [];
    for (let i = 0; i < items.length; i += o.batch) batches.push(items.slice(i, i + o.batch));
    let next = 0;
    const cpu0 = process.cpuUsage();
    const t0 = performance.now();
    await Promise.all(
      Array.from({ length: o.concurrency }, async () => {
        while (next < batches.length) await backend.putManyIfAbsent!(batches[next++]!);
      }),
    );
    const seconds = (performance.now() - t0) / 1000;
    const cpu = process.cpuUsage(cpu0);
    for (const item of items) {
      const back = await backend.get(item.key);
      if (!back?.equals(item.bytes)) throw new Error(`${layout}: an object did not read back`);
    }
    return { perSec: o.objects / seconds, userUs: cpu.user / o.objects, sysUs: cpu.system / o.objects };
  } finally {
    await backend.shutdown();
    rmSync(root, { recursive: true, force: true });
  }
}

/** Heap bytes the pack index holds per object (what every reading process keeps in memory). */
function indexBytesPerObject(n: number): number {
  setFlagsFromString('--expose-gc');
  const gc = runInNewContext('gc') as () => void;
  const index = createPackIndex();
  const pack = { name: 'bench.pack', dataBytes: 0, liveBytes: 0, tombstones: 0, sealed: true, scannedTo: 0 };
  gc();
  const before = process.memoryUsage().heapUsed;
  for (let i = 0; i < n; i++) {
    // A fresh key string per record, as the pack scanner makes them: the index keeps it.
    const hex = randomBytes(32).toString('hex');
    index.apply(pack, { op: 1, key: `acme/${hex.slice(0, 2)}/${hex}.obj`, ts: i + 1, offset: i * 4300, length: 4300, bodyOffset: i * 4300 + 100, bodyLength: 4200 });
  }
  gc();
  const after = process.memoryUsage().heapUsed;
  if (index.size() !== n) throw new Error('index lost keys');
  return (after - before) / n;
}

async function main(): Promise<void> {
  const o = parseArgs(process.argv.slice(2));
  console.log(
    `bench:content-write: ${o.objects} objects of ${o.bytes} B, batches of ${o.batch}, ${o.concurrency} in flight, ${o.rounds} rounds, under ${o.dir}; ` +
      `node ${process.version}, ${os.cpus().length} cores, load average ${os.loadavg().map((l) => l.toFixed(2)).join(' ')}, ${new Date().toISOString()}`,
  );
  console.log('| round | layout | objects/s | CPU µs per object (user + system) | user | system |');
  console.log('|---|---|---|---|---|---|');
  for (let round = 1; round <= o.rounds; round++) {
    for (const layout of Object.keys(LAYOUTS)) {
      const r = await runLayout(layout, o);
      console.log(`| ${round} | ${layout} | ${Math.round(r.perSec).toLocaleString('en-US')} | ${(r.userUs + r.sysUs).toFixed(1)} | ${r.userUs.toFixed(1)} | ${r.sysUs.toFixed(1)} |`);
    }
  }
  console.log(`pack index in a reading process: ${indexBytesPerObject(200_000).toFixed(0)} bytes of JS heap per object (200,000 keys of 74 characters, key strings included)`);
}

await main();

/**
 * `npm run bench:local-log` — what a durable append to the all-in-one's local log costs (not a test: it prints
 * figures). Each append is one export's bus records as the collector makes them (5 records of 17 KiB, one per
 * trace: bench:collector-path's 85 KiB per export), acknowledged only once durable. Appends run back to back
 * from `c` concurrent writers (c exports in flight), so the log's group commit can put several in one write.
 *
 * Per concurrency it prints the append latency p50 / p99 (ms), appends per second and the process's CPU per
 * append (user + system, every thread: the main thread and libuv's pool, where the writes and syncs run). The
 * concurrencies alternate over `--rounds` rounds in one fresh log under `--dir` (default: the OS temp dir; put
 * it on the disk you mean to measure).
 *
 * Options: --appends <n> (2000 per concurrency and round, after 200 of warm-up), --concurrency <list> (1,4),
 *          --rounds <n> (2), --dir <path>
 */
import { execSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { createLocalLog } from '../../platform/bus/local-log.ts';
import { percentile } from './percentile.ts';

interface Options {
  appends: number;
  concurrency: number[];
  rounds: number;
  dir: string;
}

function parseOptions(argv: string[]): Options {
  const o: Options = { appends: 2000, concurrency: [1, 4], rounds: 2, dir: os.tmpdir() };
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    const value = argv[i + 1];
    if (value === undefined) usage(`${a} needs a value`);
    if (a === '--appends') o.appends = Number(value);
    else if (a === '--concurrency') o.concurrency = value.split(',').map(Number);
    else if (a === '--rounds') o.rounds = Number(value);
    else if (a === '--dir') o.dir = value;
    else usage(`unknown option ${a}`);
    i++;
  }
  if (!Number.isInteger(o.appends) || o.appends < 100) usage('--appends must be an integer of at least 100');
  if (o.concurrency.length === 0 || !o.concurrency.every((c) => Number.isInteger(c) && c >= 1 && c <= 64)) usage('--concurrency must be a list of integers 1–64');
  if (!Number.isInteger(o.rounds) || o.rounds < 1) usage('--rounds must be an integer of at least 1');
  return o;
}

function usage(problem: string | undefined): never {
  console.error(`bench:local-log: ${problem}\noptions: --appends <n> --concurrency <list> --rounds <n> --dir <path>`);
  process.exit(2);
}

function commit(): string {
  try {
    return execSync('git rev-parse --short HEAD', { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
  } catch {
    return 'unknown';
  }
}

const options = parseOptions(process.argv.slice(2));
console.log(
  `bench:local-log ${new Date().toISOString()}, commit ${commit()}, node ${process.version}, ${os.cpus().length} cores, load ${os
    .loadavg()
    .map((l) => l.toFixed(1))
    .join(' ')}`,
);
const dir = mkdtempSync(path.join(options.dir, 'th-local-log-bench-'));
console.log(`log in ${dir}; ${options.appends} appends of 5 × 17 KiB per concurrency and round, ${options.rounds} rounds`);
const log = createLocalLog({ logger: pino({ level: 'warn' }) }, { dir });
await log.start();
const producer = log.producer();
const value = Buffer.alloc(17 * 1024, 0x5a);
const records = Array.from({ length: 5 }, (_, i) => ({ key: `trace-${i}`, value }));

async function run(appends: number, concurrency: number): Promise<number[]> {
  const latencies: number[] = [];
  let started = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (started++ < appends) {
        const t0 = performance.now();
        const result = await producer.append(records);
        if (result.status !== 'ok') throw new Error(`append not ok: ${result.status}`);
        latencies.push(performance.now() - t0);
      }
    }),
  );
  return latencies.sort((a, b) => a - b);
}

try {
  await run(200, 1);
  for (let round = 1; round <= options.rounds; round++) {
    for (const concurrency of options.concurrency) {
      const cpu0 = process.cpuUsage();
      const t0 = performance.now();
      const latencies = await run(options.appends, concurrency);
      const cpu = process.cpuUsage(cpu0);
      const seconds = (performance.now() - t0) / 1000;
      console.log(
        `round ${round}, concurrency ${String(concurrency).padStart(2)}: append p50 ${percentile(latencies, 50).toFixed(2)} ms, p99 ${percentile(latencies, 99).toFixed(2)} ms; ` +
          `${(options.appends / seconds).toFixed(0)} appends/s; CPU ${((cpu.user + cpu.system) / options.appends).toFixed(0)} µs per append`,
      );
    }
  }
} finally {
  await log.shutdown();
  rmSync(dir, { recursive: true, force: true });
}

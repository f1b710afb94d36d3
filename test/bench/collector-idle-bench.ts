/**
 * `npm run bench:collector-idle` — what an idle `tracehold collector` holds in memory, by number of pipelines, with
 * its worker threads always running (`collector.threadIdleSeconds: 0`, the default) and on demand (> 0: none
 * until the main thread is busy). Not a test: it prints figures.
 *
 * For each pipeline count and mode it starts the command both ways a user does: `node bin/tracehold.js collector`
 * (node lacks the collector's V8 flags, so a launcher starts the collector with them: two processes) and
 * `bin/tracehold.js collector` as an executable (as `npx tracehold` and node_modules/.bin do: its shell part execs
 * node with the flags, one process), on the local Kafka broker; waits for its banner and `--settle-seconds`, then
 * reads VmRSS and the PSS (smaps_rollup) of each process of the tree and the threads of the collector process,
 * and stops it with SIGTERM.
 *
 * Options: --pipelines <n,n,…> (2,8), --settle-seconds <n> (15), --idle-seconds <n> (the on-demand value, 30)
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ensureKafka } from '../support/kafka.ts';
import { memoryKbOf, processTreeOf } from '../support/processes.ts';
import { REPO_ROOT } from '../support/all-in-one-process.ts';

interface Options {
  pipelines: number[];
  settleSeconds: number;
  idleSeconds: number;
}

function parseArgs(argv: string[]): Options {
  const o: Options = { pipelines: [2, 8], settleSeconds: 15, idleSeconds: 30 };
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i]!;
    const v = argv[++i] ?? '';
    const nums = v.split(',').map(Number);
    if (nums.some((n) => !Number.isInteger(n) || n < 1)) {
      console.error(`bench:collector-idle: ${a} needs positive integers`);
      process.exit(2);
    }
    if (a === '--pipelines') o.pipelines = nums;
    else if (a === '--settle-seconds') o.settleSeconds = nums[0]!;
    else if (a === '--idle-seconds') o.idleSeconds = nums[0]!;
    else {
      console.error(`bench:collector-idle: unknown option ${a} (--pipelines, --settle-seconds, --idle-seconds)`);
      process.exit(2);
    }
  }
  return o;
}

const mib = (kb: number): string => (kb / 1024).toFixed(0);

async function measure(brokers: string[], pipelines: number, idleSeconds: number, settleSeconds: number, asExecutable: boolean): Promise<string> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'tracehold-collector-idle-'));
  const entry = path.join(REPO_ROOT, 'bin/tracehold.js');
  const child = spawn(asExecutable ? entry : process.execPath, asExecutable ? ['collector'] : [entry, 'collector'], {
    cwd: dataDir,
    env: {
      PATH: `${path.dirname(process.execPath)}:${process.env.PATH ?? ''}`,
      HOME: process.env.HOME ?? '',
      TRACEHOLD_DATA_DIR: dataDir,
      TRACEHOLD_BUS: 'kafka',
      TRACEHOLD_KAFKA_BROKERS: brokers.join(','),
      TRACEHOLD_KAFKA_TOPIC: `th-collector-idle-bench.${Date.now().toString(36)}`,
      TRACEHOLD_OTLP_HTTP_PORT: '0',
      TRACEHOLD_OTLP_GRPC_PORT: '0',
      TRACEHOLD_COLLECTOR_METRICS_PORT: '0',
      TRACEHOLD_COLLECTOR_PROCESSES: String(pipelines),
      TRACEHOLD_COLLECTOR_THREAD_IDLE_SECONDS: String(idleSeconds),
      TRACEHOLD_LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  child.stdout.on('data', (d: Buffer) => (out += d.toString()));
  child.stderr.on('data', (d: Buffer) => (out += d.toString()));
  try {
    const deadline = Date.now() + 120_000;
    while (!out.includes('Tracehold collector is running')) {
      if (child.exitCode !== null || Date.now() > deadline) throw new Error(`the collector did not start:\n${out.slice(-3000)}`);
      await new Promise((r) => setTimeout(r, 100));
    }
    await new Promise((r) => setTimeout(r, settleSeconds * 1000));
    const tree = processTreeOf(child.pid!);
    const rss = tree.map((pid) => memoryKbOf(pid).rss);
    const pss = tree.map((pid) => memoryKbOf(pid).pss);
    const collector = tree[tree.length - 1]!;
    const threads = readdirSync(`/proc/${collector}/task`).length;
    const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0);
    const how = asExecutable ? '`bin/tracehold.js collector`' : '`node bin/tracehold.js collector`';
    return `| ${pipelines} | ${idleSeconds === 0 ? 'always running (0)' : `on demand (${idleSeconds})`} | ${how} | ${tree.length} | ${mib(sum(rss))} MiB (${rss.map(mib).join(' + ')}) | ${mib(sum(pss))} MiB | ${threads} |`;
  } finally {
    child.kill('SIGTERM');
    await new Promise((r) => (child.exitCode !== null ? r(null) : child.once('exit', r)));
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const o = parseArgs(process.argv.slice(2));
const { brokers } = await ensureKafka();
console.log(`bench:collector-idle ${new Date().toISOString()}, ${os.availableParallelism()} cores, ${(os.totalmem() / 2 ** 30).toFixed(0)} GiB, load average ${os.loadavg().map((l) => l.toFixed(2)).join(' ')}, node ${process.version}`);
console.log(`idle ${o.settleSeconds} s after the banner; RSS per process (launcher first, when there is one)\n`);
console.log('| pipelines | worker threads | started as | processes | RSS (sum) | PSS (sum) | OS threads of the collector process |');
console.log('|---|---|---|---|---|---|---|');
for (const pipelines of o.pipelines) {
  for (const asExecutable of [false, true]) {
    for (const idle of [0, o.idleSeconds]) {
      process.stderr.write(`  starting ${pipelines} pipelines, threadIdleSeconds ${idle}, ${asExecutable ? 'as an executable' : 'with node'} …\n`);
      console.log(await measure(brokers, pipelines, idle, o.settleSeconds, asExecutable));
    }
  }
}

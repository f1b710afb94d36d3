/**
 * `npm run bench:producer-lanes`: what `bus.kafka.producerLanes` changes for an append that starts while another
 * is waiting for the broker. Against a real broker reached through scripts/kafka/delay-proxy.ts (a broker "across
 * a network": `--delay-ms` each way, default 5), the Kafka bus with 1 and with 2 lanes (alternating, `--rounds`
 * times each) makes pairs of appends: one, then a second `--gap-ms` later (default 2) while the first is still in
 * flight; each append carries an export's worth of records (5 × 14 KiB, as bench:peer's). It prints, per lane
 * count, the first and the second append's latency (p50 / p99 over `--pairs` pairs, default 40). With one lane the
 * second waits for the first's round trip before its own request leaves; with two it does not.
 *
 *   npm run bench:producer-lanes -- [--delay-ms 5] [--gap-ms 2] [--pairs 40] [--rounds 2] [--lanes 1,2]
 *
 * `--delay-ms 0` uses the tests' broker on loopback directly. Not part of `npm test`.
 */
import { execFileSync } from 'node:child_process';
import os from 'node:os';
import kafkajs from 'kafkajs';
import pino from 'pino';
import { createKafkaBus } from '../../platform/bus/kafka-bus.ts';
import { REPO_ROOT } from '../support/all-in-one-process.ts';
import { ensureKafka, startDelayedKafka } from '../support/kafka.ts';
import { percentile } from './percentile.ts';

const USAGE = 'usage: npm run bench:producer-lanes -- [--delay-ms 5] [--gap-ms 2] [--pairs 40] [--rounds 2] [--lanes 1,2]';

function parseArgs(argv: string[]): { delayMs: number; gapMs: number; pairs: number; rounds: number; lanes: number[] } {
  const o = { delayMs: 5, gapMs: 2, pairs: 40, rounds: 2, lanes: [1, 2] };
  const num = (flag: string, v: string | undefined, min: number): number => {
    const n = Number(v);
    if (v === undefined || !Number.isFinite(n) || n < min) {
      console.error(`bench:producer-lanes: ${flag} needs a number ≥ ${min}, got ${v ?? '(nothing)'}\n${USAGE}`);
      process.exit(2);
    }
    return n;
  };
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i]!;
    if (a === '--delay-ms') o.delayMs = num(a, argv[++i], 0);
    else if (a === '--gap-ms') o.gapMs = num(a, argv[++i], 0);
    else if (a === '--pairs') o.pairs = Math.round(num(a, argv[++i], 1));
    else if (a === '--rounds') o.rounds = Math.round(num(a, argv[++i], 1));
    else if (a === '--lanes') o.lanes = (argv[++i] ?? '').split(',').filter(Boolean).map((v) => Math.round(num('--lanes', v, 1)));
    else if (a === '--help' || a === '-h') {
      console.log(USAGE);
      process.exit(0);
    } else {
      console.error(`bench:producer-lanes: unknown option ${a}\n${USAGE}`);
      process.exit(2);
    }
  }
  return o;
}

const RECORDS_PER_APPEND = 5;
const RECORD_BYTES = 14 * 1024;

async function measure(brokers: string[], lanes: number, o: { gapMs: number; pairs: number }): Promise<{ first: number[]; second: number[] }> {
  const topic = `th-producer-lanes.${Date.now().toString(36)}.${lanes}`;
  const bus = createKafkaBus({ logger: pino({ level: 'warn' }) }, { brokers, topic, partitions: 6, producerLanes: lanes });
  await bus.start();
  try {
    const producer = bus.producer();
    let n = 0;
    const append = async (): Promise<number> => {
      const records = Array.from({ length: RECORDS_PER_APPEND }, () => ({ key: `trace-${n++}`, value: Buffer.alloc(RECORD_BYTES, n & 0xff) }));
      const startedAt = performance.now();
      const result = await producer.append(records);
      if (result.status !== 'ok') throw new Error(`append answered ${result.status}`);
      return performance.now() - startedAt;
    };
    // Warm-up: every lane connected and its metadata fetched.
    for (let i = 0; i < 4 * lanes; i++) await Promise.all([append(), append()]);
    const first: number[] = [];
    const second: number[] = [];
    for (let i = 0; i < o.pairs; i++) {
      const a = append();
      await new Promise((r) => setTimeout(r, o.gapMs));
      const b = append();
      first.push(await a);
      second.push(await b);
      await new Promise((r) => setTimeout(r, 20));
    }
    return { first, second };
  } finally {
    await bus.shutdown();
    const admin = new kafkajs.Kafka({ clientId: 'tracehold-producer-lanes-bench', brokers, logLevel: kafkajs.logLevel.NOTHING }).admin();
    await admin.connect();
    await admin.deleteTopics({ topics: [topic], timeout: 10_000 }).catch(() => undefined);
    await admin.disconnect();
  }
}

async function main(): Promise<void> {
  const o = parseArgs(process.argv.slice(2));
  let commit = 'unknown';
  try {
    commit = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: REPO_ROOT, encoding: 'utf8' }).trim();
  } catch {
    // not a git checkout
  }
  console.log(`bench:producer-lanes ${new Date().toISOString()}, commit ${commit}, node ${process.version}, ${os.cpus().length} cores, load ${os.loadavg().map((l) => l.toFixed(1)).join(' ')}`);
  const delayed = o.delayMs > 0 ? await startDelayedKafka(o.delayMs) : null;
  try {
    const brokers = delayed ? delayed.brokers : (await ensureKafka()).brokers;
    console.log(`kafka: ${delayed ? delayed.description : `${brokers.join(',')} (loopback)`}`);
    console.log(`pairs of appends (${RECORDS_PER_APPEND} × ${RECORD_BYTES / 1024} KiB each), the second ${o.gapMs} ms after the first; ${o.pairs} pairs per run, ${o.rounds} runs per lane count, alternating`);
    const results = new Map<number, { first: number[]; second: number[] }>();
    for (let round = 0; round < o.rounds; round++) {
      for (const lanes of round % 2 === 0 ? o.lanes : [...o.lanes].reverse()) {
        const r = await measure(brokers, lanes, o);
        const all = results.get(lanes) ?? { first: [], second: [] };
        all.first.push(...r.first);
        all.second.push(...r.second);
        results.set(lanes, all);
        console.error(`  run ${round + 1}, ${lanes} lane(s): second append p50 ${percentile([...r.second].sort((a, b) => a - b), 50).toFixed(1)} ms`);
      }
    }
    for (const lanes of o.lanes) {
      const r = results.get(lanes)!;
      const f = (xs: number[]): string => {
        const sorted = [...xs].sort((a, b) => a - b);
        return `p50 ${percentile(sorted, 50).toFixed(1)} ms, p99 ${percentile(sorted, 99).toFixed(1)} ms`;
      };
      console.log(`producerLanes ${lanes}: first append ${f(r.first)} | second, sent ${o.gapMs} ms later: ${f(r.second)}`);
    }
  } finally {
    await delayed?.stop();
  }
}

await main();

/**
 * `npm run bench:lookup` — "answer a complaint in one call" at scale (not a test: it prints figures).
 *
 * 1. Generates (or reuses, see generate-lookup-data.ts) 1 M traces / ~10 M spans / ~2 M ledger rows in an
 *    embedded ClickHouse data dir through the product's migrations.
 * 2. In this process, on that data dir: picks the sample (traces 1–24 h old, kept and dropped), then times
 *    the store-level SQL of each part of the lookup, of the searches and of the costs (so every figure
 *    exists even where an endpoint is not built yet).
 * 3. Starts the real query API (`tracehold query-api`, its own process) on the data dir and times over HTTP:
 *    warm-up, 1,000 sequential lookups GET /v1/traces/:id, 1,000 more at concurrency 2, then every search
 *    and costs request whose endpoint exists in this build.
 * Prints p50/p95/p99/max per request type with the load, machine and command; writes the same as JSON to
 * .bench-data/results/. Targets (issue 9): lookup p50 ≤ 100 ms, p95 ≤ 300 ms; searches and costs ≤ 1 s.
 *
 * Options: --regenerate (new data set), --lookups <n> (1000), --runs <n> (requests per search case, 10),
 *          --skip-http, --skip-sql, --only <text> (only the cases whose name contains it, no lookups),
 *          --data-dir <dir> (an existing generated data dir, whatever its key), --tracehold <bin/tracehold.js> (the
 *          query API of another build, e.g. a checkout of main, on the same data).
 */
import { spawn } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { BENCH_TABLES, ensureLookupData, openBenchClickHouse, type LookupDataManifest } from './generate-lookup-data.ts';
import { lookupPartCases, searchCases, type BenchCase } from './lookup-bench-cases.ts';
import { pickBenchSample, type SampledTrace } from './lookup-bench-sample.ts';

const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const ADMIN_TOKEN = 'thq_bench_lookup_admin_token_0123456789';

function option(name: string, fallback: number): number {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? Number(process.argv[i + 1]) : fallback;
}
const flag = (name: string) => process.argv.includes(`--${name}`);

interface Figures {
  count: number;
  p50Ms: number;
  p95Ms: number;
  p99Ms: number;
  maxMs: number;
  meanMs: number;
}

function figuresOf(samples: number[]): Figures {
  const s = [...samples].sort((a, b) => a - b);
  const at = (q: number) => s[Math.min(s.length - 1, Math.max(0, Math.ceil(q * s.length) - 1))] ?? NaN;
  const round = (x: number) => Math.round(x * 10) / 10;
  return { count: s.length, p50Ms: round(at(0.5)), p95Ms: round(at(0.95)), p99Ms: round(at(0.99)), maxMs: round(s.at(-1) ?? NaN), meanMs: round(s.reduce((a, b) => a + b, 0) / (s.length || 1)) };
}

function line(name: string, f: Figures, extra = ''): string {
  const col = (x: number) => x.toFixed(1).padStart(8);
  return `  ${name.padEnd(44)} n=${String(f.count).padStart(5)}  p50 ${col(f.p50Ms)}  p95 ${col(f.p95Ms)}  p99 ${col(f.p99Ms)}  max ${col(f.maxMs)} ms${extra}`;
}

const out = (s: string) => process.stdout.write(`${s}\n`);
const note = (s: string) => process.stderr.write(`${s}\n`);

async function timeSqlCase(ch: ReturnType<typeof openBenchClickHouse>, c: BenchCase, runs: number): Promise<Figures & { rows: number }> {
  const times: number[] = [];
  let rowCount = 0;
  for (let i = 0; i < runs; i++) {
    const run = c.runs[i % c.runs.length]!;
    const t0 = performance.now();
    const rs = await ch.client.query({ query: run.sql, query_params: run.params, format: 'JSONEachRow' });
    const got = await rs.json<unknown>();
    times.push(performance.now() - t0);
    rowCount += got.length;
  }
  return { ...figuresOf(times), rows: Math.round(rowCount / runs) };
}

/**
 * The lookup's reads composed as the route composes them (store level, in-process): `as built` is today's
 * GET /v1/traces/:id plus the evidence read issue 9 adds (summary first for the window, then spans, calls, logs
 * and evidence together); `proposed` reads the summary, calls and evidence together (the ledger and the evidence
 * need no window: (tenant, trace_id) is their key's prefix) and the spans and logs only for a kept trace (a
 * dropped trace has none: the tail sampler writes them only when it keeps the trace).
 */
async function timeLookupCompositions(ch: ReturnType<typeof openBenchClickHouse>, parts: BenchCase[], traces: SampledTrace[]): Promise<Record<string, Figures>> {
  const part = (name: string) => parts.find((c) => c.name === name)!;
  const q = async (name: string, i: number, withoutWindow = false) => {
    const run = part(name).runs[i]!;
    const sql = withoutWindow ? run.sql.replace(/ AND (start_time|time) BETWEEN fromUnixTimestamp64Nano\(toInt64\(\{fromNs:UInt64\}\), 'UTC'\) AND fromUnixTimestamp64Nano\(toInt64\(\{toNs:UInt64\}\), 'UTC'\)/, '') : run.sql;
    return (await ch.client.query({ query: sql, query_params: run.params, format: 'JSONEachRow' })).json<unknown>();
  };
  const built: number[] = [];
  const proposed: number[] = [];
  const n = Math.min(traces.length, part('trace_index summary').runs.length);
  for (let i = 0; i < n; i++) {
    let t0 = performance.now();
    await q('trace_index summary', i);
    await Promise.all([q('spans of the trace', i), q('LLM calls of the trace', i), q('logs of the trace', i), q('evidence of the trace', i)]);
    built.push(performance.now() - t0);
    t0 = performance.now();
    await Promise.all([q('trace_index summary', i), q('LLM calls of the trace', i, true), q('evidence of the trace', i, true)]);
    if (traces[i]!.decision === 'kept') await Promise.all([q('spans of the trace', i), q('logs of the trace', i)]);
    proposed.push(performance.now() - t0);
  }
  return { 'lookup as built (+ evidence)': figuresOf(built), 'lookup proposed': figuresOf(proposed) };
}

interface QueryApiProcess {
  url: string;
  stop(): Promise<void>;
}

async function startQueryApi(dataDir: string, bin: string): Promise<QueryApiProcess> {
  const child = spawn(process.execPath, [bin, 'query-api'], {
    cwd: dataDir,
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', TRACEHOLD_DATA_DIR: dataDir, TRACEHOLD_API_PORT: '0', TRACEHOLD_ADMIN_TOKEN: ADMIN_TOKEN, TRACEHOLD_LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let text = '';
  child.stdout.on('data', (d: Buffer) => (text += d.toString('utf8')));
  child.stderr.on('data', (d: Buffer) => (text += d.toString('utf8')));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const deadline = Date.now() + 120_000;
  for (;;) {
    const m = /query API\s+(\S+)/.exec(text);
    if (m) {
      return {
        url: m[1]!,
        async stop() {
          if (child.exitCode === null) child.kill('SIGTERM');
          await exited;
        },
      };
    }
    if (child.exitCode !== null || Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`the query API did not start:\n${text}`);
    }
    await new Promise((r) => setTimeout(r, 100));
  }
}

async function timedGet(url: string): Promise<{ ms: number; status: number; bytes: number; body: string }> {
  const t0 = performance.now();
  const res = await fetch(url, { headers: { authorization: `Bearer ${ADMIN_TOKEN}` } });
  const body = await res.text();
  return { ms: performance.now() - t0, status: res.status, bytes: body.length, body };
}

interface LookupRun {
  all: Figures;
  kept: Figures;
  dropped: Figures;
  statuses: Record<string, number>;
  meanBytes: number;
  requestsPerSecond: number;
}

async function runLookups(api: string, traces: SampledTrace[], concurrency: number): Promise<LookupRun> {
  const all: number[] = [];
  const kept: number[] = [];
  const dropped: number[] = [];
  const statuses: Record<string, number> = {};
  let bytes = 0;
  let next = 0;
  const started = performance.now();
  const worker = async () => {
    for (;;) {
      const t = traces[next++];
      if (!t) return;
      const r = await timedGet(`${api}/v1/traces/${t.traceId}`);
      all.push(r.ms);
      (t.decision === 'kept' ? kept : dropped).push(r.ms);
      statuses[r.status] = (statuses[r.status] ?? 0) + 1;
      bytes += r.bytes;
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  const seconds = (performance.now() - started) / 1000;
  return { all: figuresOf(all), kept: figuresOf(kept), dropped: figuresOf(dropped), statuses, meanBytes: Math.round(bytes / traces.length), requestsPerSecond: Math.round((traces.length / seconds) * 10) / 10 };
}

const lookups = option('lookups', 1000);
const onlyAt = process.argv.indexOf('--only');
const only = onlyAt > 0 ? process.argv[onlyAt + 1]! : null;
const selected = (c: BenchCase) => only === null || c.name.includes(only);
const searchRuns = option('runs', 10);
const command = `npm run bench:lookup${process.argv.length > 2 ? ` -- ${process.argv.slice(2).join(' ')}` : ''}`;
const stringOption = (name: string) => (process.argv.indexOf(`--${name}`) > 0 ? process.argv[process.argv.indexOf(`--${name}`) + 1]! : null);
const givenDir = stringOption('data-dir');
const traceholdBin = path.resolve(stringOption('tracehold') ?? path.join(REPO_ROOT, 'bin/tracehold.js'));
const data = givenDir
  ? { dataDir: path.resolve(givenDir), manifest: JSON.parse(readFileSync(path.join(path.resolve(givenDir), 'manifest.json'), 'utf8')) as LookupDataManifest, generated: false }
  : await ensureLookupData({ regenerate: flag('regenerate') });
const m = data.manifest;
const machine = {
  cpus: os.cpus().length,
  cpuModel: os.cpus()[0]?.model ?? '',
  ramGiB: Math.round(os.totalmem() / 2 ** 30),
  node: process.version,
  platform: `${os.type()} ${os.release()}`,
  loadAverage1m: Math.round(os.loadavg()[0]! * 100) / 100,
};
const anchorIso = new Date(Number(BigInt(m.anchorNs) / 1_000_000n)).toISOString();
out(`Tracehold lookup benchmark — ${new Date().toISOString()}`);
out(`  command   ${command}`);
out(`  machine   ${machine.cpus} CPUs (${machine.cpuModel}), ${machine.ramGiB} GiB RAM, Node ${machine.node}, ${machine.platform}, load ${machine.loadAverage1m}`);
out(`  data      ${data.dataDir} (${data.generated ? 'generated' : 'reused'}; generation took ${m.generationSeconds} s; anchor "now" ${anchorIso})`);
for (const t of BENCH_TABLES) out(`            ${t.padEnd(13)} ${m.rows[t]!.toLocaleString('en').padStart(11)} rows  ${(m.bytesOnDisk[t]! / 2 ** 20).toFixed(0).padStart(6)} MiB on disk`);

const result: Record<string, unknown> = { date: new Date().toISOString(), command, machine, data: { dir: data.dataDir, ...m } };

const ch = openBenchClickHouse(data.dataDir);
const sample = await pickBenchSample(ch, m.anchorNs, lookups);
const keptShare = sample.lookupIds.filter((t) => t.decision === 'kept').length;
out(`  sample    ${sample.lookupIds.length} traces 1–24 h old (${keptShare} kept, ${sample.lookupIds.length - keptShare} dropped); searches: ${searchRuns} requests per case`);
const sqlFigures: Record<string, unknown> = {};
if (!flag('skip-sql')) {
  out('');
  out('Store-level SQL in-process (chDB, same data dir): the lookup by part, searches, costs');
  const parts = lookupPartCases(ch.db, sample);
  for (const c of [...parts, ...searchCases(ch.db, sample)].filter(selected)) {
    const runs = c.group === 'lookup part' ? c.runs.length : searchRuns;
    await timeSqlCase(ch, c, Math.min(3, runs)); // warm-up
    const f = await timeSqlCase(ch, c, runs);
    sqlFigures[c.name] = f;
    out(line(`${c.group}: ${c.name}`, f, `  rows ${f.rows}`));
  }
  for (const [name, f] of only === null ? Object.entries(await timeLookupCompositions(ch, parts, sample.lookupIds)) : []) {
    sqlFigures[name] = f;
    out(line(`composed: ${name}`, f));
  }
}
result.sql = sqlFigures;
await ch.close();

if (!flag('skip-http')) {
  out('');
  out('HTTP, real query API process (tracehold query-api on the data dir)');
  out(`  query API ${traceholdBin}`);
  const api = await startQueryApi(data.dataDir, traceholdBin);
  try {
    for (const t of sample.warmupIds) await timedGet(`${api.url}/v1/traces/${t.traceId}`);
    let lookupFigures: Record<string, LookupRun> = {};
    if (only === null) {
      const seq = await runLookups(api.url, sample.lookupIds, 1);
      out(line('GET /v1/traces/:id sequential, all', seq.all, `  ${seq.requestsPerSecond} req/s, ${seq.meanBytes} B avg, status ${JSON.stringify(seq.statuses)}`));
      out(line('GET /v1/traces/:id sequential, kept', seq.kept));
      out(line('GET /v1/traces/:id sequential, dropped', seq.dropped));
      const par = await runLookups(api.url, sample.concurrentIds, 2);
      out(line('GET /v1/traces/:id concurrency 2, all', par.all, `  ${par.requestsPerSecond} req/s, status ${JSON.stringify(par.statuses)}`));
      lookupFigures = { lookupSequential: seq, lookupConcurrency2: par };
    }
    const httpSearch: Record<string, unknown> = {};
    for (const c of searchCases('tracehold', sample).filter(selected)) {
      if (c.runs[0]!.http === null) continue;
      const probe = await timedGet(`${api.url}${c.runs[0]!.http}`);
      if (probe.status !== 200) {
        out(`  ${c.name.padEnd(44)} (no endpoint in this build: HTTP ${probe.status}; see the SQL figure above)`);
        httpSearch[c.name] = { available: false, status: probe.status };
        continue;
      }
      const times: number[] = [];
      for (let i = 0; i < searchRuns; i++) times.push((await timedGet(`${api.url}${c.runs[i % c.runs.length]!.http}`)).ms);
      const f = figuresOf(times);
      httpSearch[c.name] = { available: true, ...f };
      out(line(`${c.group}: ${c.name}`, f));
    }
    result.http = { ...lookupFigures, searches: httpSearch };
  } finally {
    await api.stop();
  }
}

const resultsDir = path.join(REPO_ROOT, '.bench-data', 'results');
mkdirSync(resultsDir, { recursive: true });
const file = path.join(resultsDir, `lookup-${new Date().toISOString().replace(/[:.]/g, '-')}.json`);
writeFileSync(file, JSON.stringify(result, null, 2) + '\n');
out('');
out(`targets: lookup p50 ≤ 100 ms, p95 ≤ 300 ms; searches and costs ≤ 1 s.  JSON: ${path.relative(REPO_ROOT, file)}`);
note('done');

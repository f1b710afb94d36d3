/**
 * The lookup benchmark's data set: 1 M traces / ~10 M spans / ~2 M ledger rows in an embedded ClickHouse
 * (chDB) data dir, created through the product's migrations so the schema is the product's, filled by the
 * deterministic `INSERT … SELECT FROM numbers()` statements of lookup-data-sql.ts (see there for the shape).
 *
 * The data dir is cached in .bench-data/lookup-<key>/ (git-ignored), where <key> hashes the generator's SQL
 * and the migrations: a change to either makes a new data set; `regenerate` forces one. Run on its own with
 * `node --import tsx test/bench/generate-lookup-data.ts [--regenerate]`; `npm run bench:lookup` calls it.
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createClickHouse, type ClickHouse } from '../../platform/clickhouse/create-clickhouse.ts';
import { migrate } from '../../platform/clickhouse/migrate.ts';
import { loadConfig } from '../../platform/config/load-config.ts';
import { createLogger } from '../../platform/logger.ts';
import { insertEvidence, insertLedger, insertLogs, insertSpans, insertTraceIndexInput, TRACE_COUNT } from './lookup-data-sql.ts';

const HERE = path.dirname(fileURLToPath(import.meta.url));
const REPO_ROOT = path.resolve(HERE, '../..');
const MIGRATIONS_DIR = path.join(REPO_ROOT, 'schemas/migrations');
const KEPT_COUNT = (TRACE_COUNT / 10) * 3;
/** Traces per INSERT: small enough that each statement's memory stays in the hundreds of MB. */
const TRACE_CHUNK = 100_000;
const KEPT_CHUNK = 30_000;

/** What a generated data set is: where, relative to which "now", and how much of each table it holds. */
export interface LookupDataManifest {
  key: string;
  /** The generation's "now" (ns since the epoch, whole hour): trace ages are measured from it. */
  anchorNs: string;
  generatedAt: string;
  generationSeconds: number;
  rows: Record<string, number>;
  bytesOnDisk: Record<string, number>;
}

export interface LookupData {
  dataDir: string;
  manifest: LookupDataManifest;
  /** True when this call generated it (false: reused from the cache). */
  generated: boolean;
}

/** The cache key: the generator's SQL and every migration (a schema change means new data). */
export function lookupDataKey(): string {
  const hash = createHash('sha256');
  hash.update(readFileSync(path.join(HERE, 'lookup-data-sql.ts')));
  for (const f of readdirSync(MIGRATIONS_DIR).filter((x) => x.endsWith('.sql')).sort()) hash.update(f).update(readFileSync(path.join(MIGRATIONS_DIR, f)));
  return hash.digest('hex').slice(0, 12);
}

/** Opens the embedded ClickHouse of a bench data dir through the product's own factory. */
export function openBenchClickHouse(dataDir: string): ClickHouse {
  return createClickHouse(loadConfig({ TRACEHOLD_DATA_DIR: dataDir }, dataDir));
}

function log(line: string): void {
  process.stderr.write(`${line}\n`);
}

async function runChunks(ch: ClickHouse, label: string, total: number, chunk: number, sqlOf: (from: number, count: number) => string, table: string): Promise<void> {
  const started = Date.now();
  const rowsBefore = await countRows(ch, table);
  for (let from = 0; from < total; from += chunk) {
    await ch.client.command({ query: sqlOf(from, Math.min(chunk, total - from)), clickhouse_settings: { max_threads: 2, max_insert_threads: '2' } });
    const done = Math.min(from + chunk, total);
    const seconds = (Date.now() - started) / 1000;
    const rows = (await countRows(ch, table)) - rowsBefore;
    const eta = (seconds / done) * (total - done);
    log(`  ${label}: ${done.toLocaleString('en')}/${total.toLocaleString('en')} traces, ${rows.toLocaleString('en')} rows, ${Math.round(rows / seconds).toLocaleString('en')} rows/s, ETA ${eta.toFixed(0)} s`);
  }
}

async function countRows(ch: ClickHouse, table: string): Promise<number> {
  const rs = await ch.client.query({ query: `SELECT count() AS c FROM ${ch.db}.${table}`, format: 'JSONEachRow' });
  return Number((await rs.json<{ c: string }>())[0]!.c);
}

async function tableStats(ch: ClickHouse, tables: string[]): Promise<{ rows: Record<string, number>; bytesOnDisk: Record<string, number> }> {
  const rows: Record<string, number> = {};
  const bytesOnDisk: Record<string, number> = {};
  for (const t of tables) {
    rows[t] = await countRows(ch, t);
    const rs = await ch.client.query({
      query: `SELECT sum(bytes_on_disk) AS b FROM system.parts WHERE database = {db:String} AND table = {t:String} AND active`,
      query_params: { db: ch.db, t },
      format: 'JSONEachRow',
    });
    bytesOnDisk[t] = Number((await rs.json<{ b: string }>())[0]!.b);
  }
  return { rows, bytesOnDisk };
}

export const BENCH_TABLES = ['trace_index', 'spans', 'llm_calls', 'llm_evidence', 'logs'];

/** Returns the cached data set, or generates it (minutes: see the README's "Lookup performance"). */
export async function ensureLookupData(opts: { regenerate?: boolean; rootDir?: string } = {}): Promise<LookupData> {
  const key = lookupDataKey();
  const dataDir = path.join(opts.rootDir ?? path.join(REPO_ROOT, '.bench-data'), `lookup-${key}`);
  const manifestFile = path.join(dataDir, 'manifest.json');
  if (!opts.regenerate && existsSync(manifestFile)) {
    return { dataDir, manifest: JSON.parse(readFileSync(manifestFile, 'utf8')) as LookupDataManifest, generated: false };
  }
  rmSync(dataDir, { recursive: true, force: true });
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  const hourNs = 3_600_000_000_000n;
  const anchorNs = (BigInt(Date.now()) * 1_000_000n / hourNs) * hourNs;
  log(`generating the lookup data set in ${dataDir} (anchor ${new Date(Number(anchorNs / 1_000_000n)).toISOString()})`);
  const started = Date.now();
  const ch = openBenchClickHouse(dataDir);
  try {
    await migrate(ch, createLogger('warn', 'bench'));
    const db = ch.db;
    await runChunks(ch, 'trace_index_input → trace_index', TRACE_COUNT, TRACE_CHUNK, (f, c) => insertTraceIndexInput(db, anchorNs, f, c), 'trace_index');
    await runChunks(ch, 'llm_calls', TRACE_COUNT, TRACE_CHUNK, (f, c) => insertLedger(db, anchorNs, f, c), 'llm_calls');
    await runChunks(ch, 'llm_evidence', TRACE_COUNT, TRACE_CHUNK, (f, c) => insertEvidence(db, anchorNs, f, c), 'llm_evidence');
    await runChunks(ch, 'spans (kept traces)', KEPT_COUNT, KEPT_CHUNK, (f, c) => insertSpans(db, anchorNs, f, c), 'spans');
    await runChunks(ch, 'logs (kept traces)', KEPT_COUNT, KEPT_COUNT, (f, c) => insertLogs(db, anchorNs, f, c), 'logs');
    // A running ClickHouse merges its parts in the background; the data set is stored in that merged state
    // (one part per partition), so every run reads the same layout instead of whatever merges had finished.
    for (const t of BENCH_TABLES) {
      const t0 = Date.now();
      await ch.client.command({ query: `OPTIMIZE TABLE ${db}.${t} FINAL`, clickhouse_settings: { max_threads: 2 } });
      log(`  merged ${t} in ${((Date.now() - t0) / 1000).toFixed(0)} s`);
    }
    const stats = await tableStats(ch, BENCH_TABLES);
    const manifest: LookupDataManifest = {
      key,
      anchorNs: anchorNs.toString(),
      generatedAt: new Date().toISOString(),
      generationSeconds: Math.round((Date.now() - started) / 1000),
      ...stats,
    };
    writeFileSync(manifestFile, JSON.stringify(manifest, null, 2) + '\n');
    log(`generated in ${manifest.generationSeconds} s: ${JSON.stringify(manifest.rows)}`);
    return { dataDir, manifest, generated: true };
  } finally {
    await ch.close();
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const data = await ensureLookupData({ regenerate: process.argv.includes('--regenerate') });
  log(`${data.generated ? 'generated' : 'reused'} ${data.dataDir}`);
}

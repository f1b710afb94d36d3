/**
 * `npm run bench:audit`: appends per second of the audit log on embedded chDB — one caller awaiting each
 * append (the worst case for a checkpoint per batch: every batch holds one entry), and many concurrent
 * callers (group commit: one insert and one checkpoint per batch). Prints one JSON line per case.
 * BENCH_AUDIT_SHARED=1 measures with `sharedWriters` (lock file and tail read per batch).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pino } from 'pino';
import { createClickHouse } from '../../platform/clickhouse/create-clickhouse.ts';
import { migrate } from '../../platform/clickhouse/migrate.ts';
import { createAuditLog } from '../../retention/audit/audit-log.ts';
import { createAuditSigner } from '../../retention/audit/audit-signer.ts';
import { TraceholdConfigSchema } from '../../schemas/config.ts';

const SEQUENTIAL = Number(process.env.BENCH_AUDIT_SEQUENTIAL ?? 300);
const CONCURRENT = Number(process.env.BENCH_AUDIT_CONCURRENT ?? 5000);
const SHARED = process.env.BENCH_AUDIT_SHARED === '1';

async function main(): Promise<void> {
  const logger = pino({ level: 'silent' });
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'tracehold-audit-bench-'));
  const ch = createClickHouse(TraceholdConfigSchema.parse({ dataDir, clickhouse: { database: 'audit_bench' } }));
  try {
    await migrate(ch, logger);
    const signer = createAuditSigner({ keysDir: path.join(dataDir, 'keys') });
    const log = createAuditLog({ clickhouse: ch, logger, signer }, { dataDir, checkpointEvery: 100, checkpointIntervalMs: 10_000, sharedWriters: SHARED });
    await log.start();
    const entry = (n: number) => ({
      tenant: 'bench',
      actor: { tokenId: 'tok_bench', kind: 'token' as const },
      action: 'content.read',
      target: { traceId: n.toString(16).padStart(32, '0') },
      outcome: 'granted' as const,
    });
    let t0 = performance.now();
    for (let i = 0; i < SEQUENTIAL; i++) await log.append(entry(i));
    let ms = performance.now() - t0;
    console.log(JSON.stringify({ case: 'sequential', sharedWriters: SHARED, appends: SEQUENTIAL, ms: Math.round(ms), appendsPerS: Math.round((SEQUENTIAL / ms) * 1000) }));
    t0 = performance.now();
    await Promise.all(Array.from({ length: CONCURRENT }, (_, i) => log.append(entry(i))));
    ms = performance.now() - t0;
    console.log(JSON.stringify({ case: 'concurrent', sharedWriters: SHARED, appends: CONCURRENT, ms: Math.round(ms), appendsPerS: Math.round((CONCURRENT / ms) * 1000) }));
    await log.shutdown();
  } finally {
    await ch.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();

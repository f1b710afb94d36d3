/**
 * `tracehold audit verify` and `tracehold audit public-key`: offline checks of the tamper-evident audit
 * log (retention/audit). Exit status of verify: 0 intact, 1 tampered (or altered lines in an export),
 * 2 usage, configuration or I/O error.
 */
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import type { KeyObject } from 'node:crypto';
import { ConfigError, loadConfig } from '../platform/config/load-config.ts';
import { createClickHouse, type ClickHouse } from '../platform/clickhouse/create-clickhouse.ts';
import type { TraceholdConfig } from '../schemas/config.ts';
import { computeKeyId, parseAuditPublicKey } from '../retention/audit/audit-format.ts';
import { AUDIT_HEAD_FILE, parseTrustedCheckpoints } from '../retention/audit/audit-head.ts';
import { AUDIT_PUBLIC_KEY_FILE } from '../retention/audit/audit-signer.ts';
import { iterateAuditEntries, readAuditCheckpoints, readAuditTenants } from '../retention/audit/audit-store.ts';
import { AuditExportFormatError, readAuditExport } from '../retention/audit/export-audit.ts';
import { createAuditVerifier, type AuditVerifyResult } from '../retention/audit/verify-audit.ts';
import { codeOf } from '../platform/errors/tracehold-error.ts';

type Env = Record<string, string | undefined>;

/** Where the command writes; the process streams by default, collectors in tests. */
export interface CliIo {
  stdout(text: string): void;
  stderr(text: string): void;
}

const PROCESS_IO: CliIo = {
  stdout: (text) => void process.stdout.write(text),
  stderr: (text) => void process.stderr.write(text),
};

export const AUDIT_VERIFY_USAGE = `usage: tracehold audit verify [options]

Checks the audit log: every entry's hash, the chain of every tenant (no gap, no broken link, in order),
every checkpoint's Ed25519 signature, every v2 checkpoint's Merkle root against the entries, and that the
log does not end before a signed checkpoint (rollback, or a deleted tail).

Reads from the embedded ClickHouse under the data directory (only while the all-in-one is stopped), from
the ClickHouse server named by TRACEHOLD_CLICKHOUSE_URL, or from an export (--from-export).

options:
  --data-dir DIR        data directory (default: TRACEHOLD_DATA_DIR, tracehold.yaml, ./.tracehold)
  --public-key FILE     the audit public key, PEM (default: DIR/keys/${AUDIT_PUBLIC_KEY_FILE})
  --head FILE           checkpoints trusted from outside the store: a head file or exported checkpoints
                        (default when reading ClickHouse: DIR/keys/${AUDIT_HEAD_FILE} when it exists)
  --from-export FILE    verify an audit export (JSON Lines) instead of ClickHouse
  --tenant NAME         verify one tenant only
  --json                print the full result as JSON
  -h, --help            show this help

exit status: 0 intact, 1 tampered, 2 usage or I/O error`;

export const AUDIT_PUBLIC_KEY_USAGE = `usage: tracehold audit public-key [--data-dir DIR]

Prints the public key that verifies the audit checkpoints (PEM) and its key id. Give it to whoever
verifies the log offline (tracehold audit verify --public-key FILE).`;

class UsageError extends Error {}

/** Implements `tracehold audit verify`; returns the exit status. */
export async function runAuditVerify(argv: string[], env: Env, io: CliIo = PROCESS_IO): Promise<number> {
  let args: ReturnType<typeof parseVerifyArgs>;
  try {
    args = parseVerifyArgs(argv);
  } catch (err) {
    io.stderr(`tracehold audit verify: ${(err as Error).message}\n\n${AUDIT_VERIFY_USAGE}\n`);
    return 2;
  }
  if (args.help) {
    io.stdout(AUDIT_VERIFY_USAGE + '\n');
    return 0;
  }
  try {
    return await verify(args, env, io);
  } catch (err) {
    if (err instanceof UsageError || err instanceof ConfigError || err instanceof AuditExportFormatError) {
      io.stderr(`tracehold audit verify: ${err.message}\n`);
      return 2;
    }
    const e = err as Error & { code?: unknown };
    io.stderr(`tracehold audit verify: ${e.code ? `${String(e.code)}: ` : ''}${e.message}\n`);
    return 2;
  }
}

function parseVerifyArgs(argv: string[]) {
  const { values } = parseArgs({
    args: argv,
    options: {
      'data-dir': { type: 'string' },
      'public-key': { type: 'string' },
      head: { type: 'string' },
      'from-export': { type: 'string' },
      tenant: { type: 'string' },
      json: { type: 'boolean', default: false },
      help: { type: 'boolean', short: 'h', default: false },
    },
    strict: true,
    allowPositionals: false,
  });
  return {
    dataDir: values['data-dir'],
    publicKey: values['public-key'],
    head: values.head,
    fromExport: values['from-export'],
    tenant: values.tenant,
    json: values.json === true,
    help: values.help === true,
  };
}

function resolveConfig(env: Env, dataDir: string | undefined): TraceholdConfig {
  const config = loadConfig(env);
  if (dataDir !== undefined) config.dataDir = path.resolve(dataDir);
  return config;
}

async function readText(file: string, what: string): Promise<string> {
  try {
    return await readFile(file, 'utf8');
  } catch (err) {
    throw new UsageError(`cannot read ${what} ${file}: ${codeOf(err) ?? (err as Error).message}`);
  }
}

async function verify(args: ReturnType<typeof parseVerifyArgs>, env: Env, io: CliIo): Promise<number> {
  const config = resolveConfig(env, args.dataDir);
  const keysDir = path.join(config.dataDir, 'keys');
  const lines: string[] = [];

  // The public key comes from a trusted place, never from the data being verified.
  const keyFile = args.publicKey ?? path.join(keysDir, AUDIT_PUBLIC_KEY_FILE);
  if (args.publicKey === undefined && !existsSync(keyFile)) {
    throw new UsageError(`no public key: pass --public-key FILE (the ${AUDIT_PUBLIC_KEY_FILE} of the installation that wrote the log); ${keyFile} does not exist`);
  }
  let publicKey: KeyObject;
  try {
    publicKey = parseAuditPublicKey(await readText(keyFile, 'public key'));
  } catch (err) {
    if (err instanceof UsageError) throw err;
    throw new UsageError(`${keyFile}: ${(err as Error).message}`);
  }
  lines.push(`public key   ${keyFile} (key id ${computeKeyId(publicKey)})`);

  // The installation's own head file is the default only when verifying its store: an export made
  // earlier legitimately ends before today's head, so for exports the trusted checkpoints are explicit.
  const headFile = args.head ?? path.join(keysDir, AUDIT_HEAD_FILE);
  let head: unknown[] = [];
  if (args.head !== undefined || (args.fromExport === undefined && existsSync(headFile))) {
    try {
      head = parseTrustedCheckpoints(await readText(headFile, 'head file'));
    } catch (err) {
      if (err instanceof UsageError) throw err;
      throw new UsageError(`${headFile}: ${(err as Error).message}`);
    }
    lines.push(`head         ${headFile} (${head.length} trusted checkpoint${head.length === 1 ? '' : 's'})`);
  } else {
    lines.push(
      args.fromExport === undefined
        ? `head         none (a store rolled back to an older backup is detected only with ${AUDIT_HEAD_FILE} or checkpoints kept elsewhere: --head)`
        : 'head         none (a cut-off tail is detected only with checkpoints kept apart from the export: --head)',
    );
  }

  let result: AuditVerifyResult;
  let badLines: Array<{ line: number; reason: string }> = [];
  if (args.fromExport !== undefined) {
    if (!existsSync(args.fromExport)) throw new UsageError(`${args.fromExport} does not exist`);
    const exp = await readAuditExport(args.fromExport);
    const tenant = args.tenant ?? exp.header.tenant;
    lines.unshift(`source       export ${args.fromExport} (exported ${new Date(exp.header.exportedAtMs).toISOString()}${exp.header.tenant ? `, tenant ${exp.header.tenant}` : ''})`);
    const verifier = createAuditVerifier({
      publicKey,
      checkpoints: onlyTenant(exp.checkpoints, tenant),
      head: onlyTenant(head, tenant),
    });
    await exp.forEachEntry((entry) => {
      if (tenant === undefined || tenantOf(entry) === tenant) verifier.addEntry(entry);
    });
    result = verifier.finish();
    badLines = exp.badLines;
  } else {
    const opened = openClickHouse(config);
    lines.unshift(`source       ${opened.describe}`);
    try {
      result = await verifyStore(opened.clickhouse, publicKey, onlyTenant(head, args.tenant), args.tenant, lines);
    } finally {
      await opened.clickhouse.close().catch(() => undefined);
    }
  }

  const ok = result.ok && badLines.length === 0;
  if (args.json) {
    io.stdout(JSON.stringify({ ...result, ok, badLines }, null, 2) + '\n');
    return ok ? 0 : 1;
  }
  io.stdout(formatReport(lines, result, badLines, ok));
  return ok ? 0 : 1;
}

function openClickHouse(config: TraceholdConfig): { clickhouse: ClickHouse; describe: string } {
  if (config.clickhouse.url) {
    return { clickhouse: createClickHouse(config), describe: `ClickHouse server ${new URL(config.clickhouse.url).host} (database ${config.clickhouse.database})` };
  }
  const dir = path.join(config.dataDir, 'clickhouse');
  if (!existsSync(dir)) throw new UsageError(`no embedded ClickHouse at ${dir}: wrong --data-dir? (or set TRACEHOLD_CLICKHOUSE_URL, or use --from-export)`);
  try {
    return { clickhouse: createClickHouse(config), describe: `embedded ClickHouse ${dir} (database ${config.clickhouse.database})` };
  } catch (err) {
    if (codeOf(err) === 'CHDB_CONNECTION') {
      throw new UsageError(
        `cannot open the embedded ClickHouse at ${dir}: it is locked by another process — is Tracehold running on this data directory? ` +
          'Stop it first, or verify through TRACEHOLD_CLICKHOUSE_URL, or from an export (--from-export)',
      );
    }
    throw err;
  }
}

async function verifyStore(ch: ClickHouse, publicKey: KeyObject, head: unknown[], tenant: string | undefined, lines: string[]): Promise<AuditVerifyResult> {
  let tenants: string[];
  let checkpoints: unknown[];
  try {
    tenants = tenant !== undefined ? [tenant] : await readAuditTenants(ch);
    checkpoints = await readAuditCheckpoints(ch, tenant);
  } catch (err) {
    const type = (err as { type?: unknown }).type;
    if (type !== 'UNKNOWN_TABLE' && type !== 'UNKNOWN_DATABASE') throw err;
    // No audit tables: nothing was ever audited here (or they were dropped, which the head file shows).
    lines.push(`note         this store has no audit tables`);
    tenants = [];
    checkpoints = [];
  }
  const verifier = createAuditVerifier({ publicKey, checkpoints, head });
  for (const t of tenants) {
    for await (const page of iterateAuditEntries(ch, t)) for (const entry of page) verifier.addEntry(entry);
  }
  return verifier.finish();
}

function onlyTenant(checkpoints: unknown[], tenant: string | undefined): unknown[] {
  return tenant === undefined ? checkpoints : checkpoints.filter((c) => tenantOf(c) === tenant);
}

function tenantOf(record: unknown): unknown {
  return typeof record === 'object' && record !== null ? (record as Record<string, unknown>).tenant : undefined;
}

function formatReport(lines: string[], result: AuditVerifyResult, badLines: Array<{ line: number; reason: string }>, ok: boolean): string {
  const out = [...lines, ''];
  const rows = [['tenant', 'entries', 'seqs', 'checkpoints', 'last signed', 'status']];
  for (const t of result.tenants) {
    const p = t.firstProblem;
    rows.push([
      t.tenant,
      String(t.entries),
      t.firstSeq === null ? '-' : `${t.firstSeq}..${t.lastSeq}`,
      String(t.checkpoints),
      t.lastCheckpointSeq === null ? '-' : String(t.lastCheckpointSeq),
      p ? `TAMPERED (${t.problems}) first: ${p.kind} at seq ${p.seq}: ${p.detail}` : 'ok',
    ]);
  }
  const widths = rows[0]!.map((_, i) => Math.max(...rows.map((r) => r[i]!.length)));
  for (const r of rows) out.push(r.map((cell, i) => (i === r.length - 1 ? cell : cell.padEnd(widths[i]!))).join('  '));
  if (result.tenants.length === 0) out.push('(no audit entries)');
  const unsigned = result.tenants.filter((t) => t.unsignedTail > 0 && t.problems === 0);
  for (const t of unsigned) {
    out.push(`note: ${t.tenant}: the last ${t.unsignedTail} entr${t.unsignedTail === 1 ? 'y is' : 'ies are'} after the last checkpoint (not yet covered by a signature)`);
  }
  if (badLines.length) {
    out.push('', `${badLines.length} line(s) of the export are not valid export lines:`);
    for (const b of badLines.slice(0, 20)) out.push(`  line ${b.line}: ${b.reason}`);
  }
  if (result.problems.length > 1 || (result.problems.length === 1 && badLines.length > 0)) {
    out.push('', 'problems:');
    for (const p of result.problems.slice(0, 50)) out.push(`  ${p.tenant}  seq ${p.seq}  ${p.kind}: ${p.detail}`);
    if (result.counts.problems > 50) out.push(`  … ${result.counts.problems - 50} more (use --json)`);
  }
  out.push(
    '',
    ok
      ? `INTACT: ${result.counts.entries} entries, ${result.counts.checkpointsVerified} signed checkpoints verified (${result.counts.rootsVerified} Merkle roots), ${result.counts.tenants} tenant(s)`
      : `TAMPERED: ${result.counts.problems + badLines.length} problem(s) in ${result.counts.entries} entries`,
  );
  return out.join('\n') + '\n';
}

/** Implements `tracehold audit public-key`; returns the exit status. */
export async function runAuditPublicKey(argv: string[], env: Env, io: CliIo = PROCESS_IO): Promise<number> {
  let dataDir: string | undefined;
  try {
    const { values } = parseArgs({ args: argv, options: { 'data-dir': { type: 'string' }, help: { type: 'boolean', short: 'h' } }, strict: true });
    if (values.help) {
      io.stdout(AUDIT_PUBLIC_KEY_USAGE + '\n');
      return 0;
    }
    dataDir = values['data-dir'];
  } catch (err) {
    io.stderr(`tracehold audit public-key: ${(err as Error).message}\n\n${AUDIT_PUBLIC_KEY_USAGE}\n`);
    return 2;
  }
  try {
    const config = resolveConfig(env, dataDir);
    const file = path.join(config.dataDir, 'keys', AUDIT_PUBLIC_KEY_FILE);
    if (!existsSync(file)) throw new UsageError(`${file} does not exist: the audit signing key is created when Tracehold first starts`);
    const key = parseAuditPublicKey(await readText(file, 'public key'));
    // stdout is the PEM alone, so it can be redirected into a file for --public-key.
    io.stdout(key.export({ format: 'pem', type: 'spki' }).toString());
    io.stderr(`key id ${computeKeyId(key)} (${file})\n`);
    return 0;
  } catch (err) {
    io.stderr(`tracehold audit public-key: ${(err as Error).message}\n`);
    return 2;
  }
}

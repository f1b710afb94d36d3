/**
 * Audit exports: the entries and checkpoints of the log as JSON Lines (`tracehold-audit-export/v1`), so
 * that verification can run fully offline with only the file and the public key.
 *
 * Layout: a header line, then per tenant (in name order) its checkpoints, then its entries in seq order.
 *   {"type":"header","format":"tracehold-audit-export/v1","exportedAtMs":…,"keyId":"…"[,"tenant":"…"]}
 *   {"type":"checkpoint","checkpoint":{tenant,seq,hash,time,keyId,signature}}
 *   {"type":"entry","entry":{tenant,seq,id,time,actor,action,target,reason,outcome,details,prevHash,hash}}
 * Entries are exported exactly as stored (not validated), so a tampered store exports as tampered.
 */
import { TraceholdError } from '../../platform/errors/tracehold-error.ts';
import { createReadStream } from 'node:fs';
import { open, rename, unlink } from 'node:fs/promises';
import { createInterface } from 'node:readline';
import type { ClickHouse } from '../../platform/clickhouse/create-clickhouse.ts';
import { AUDIT_EXPORT_FORMAT, AuditExportLineSchema, type AuditExportLine } from '../../schemas/audit.ts';
import { iterateAuditEntries, readAuditCheckpoints, readAuditTenants } from './audit-store.ts';

export interface AuditExportSummary {
  tenants: number;
  entries: number;
  checkpoints: number;
}

/**
 * Writes the audit log held in ClickHouse (every tenant, or one) to `file` (0600; replaced atomically
 * when complete). Memory is bounded by one page of entries.
 */
export async function exportAudit(
  deps: { clickhouse: ClickHouse },
  opts: { file: string; tenant?: string; keyId?: string; nowMs?: number },
): Promise<AuditExportSummary> {
  const ch = deps.clickhouse;
  const tmp = `${opts.file}.${process.pid}.tmp`;
  const fh = await open(tmp, 'w', 0o600);
  const summary: AuditExportSummary = { tenants: 0, entries: 0, checkpoints: 0 };
  try {
    const header: AuditExportLine = { type: 'header', format: AUDIT_EXPORT_FORMAT, exportedAtMs: opts.nowMs ?? Date.now() };
    if (opts.tenant !== undefined) header.tenant = opts.tenant;
    if (opts.keyId !== undefined) header.keyId = opts.keyId;
    await fh.write(JSON.stringify(header) + '\n');
    const tenants = opts.tenant !== undefined ? [opts.tenant] : await readAuditTenants(ch);
    for (const tenant of tenants) {
      summary.tenants++;
      const checkpoints = await readAuditCheckpoints(ch, tenant);
      if (checkpoints.length) await fh.write(checkpoints.map((checkpoint) => JSON.stringify({ type: 'checkpoint', checkpoint }) + '\n').join(''));
      summary.checkpoints += checkpoints.length;
      for await (const page of iterateAuditEntries(ch, tenant)) {
        await fh.write(page.map((entry) => JSON.stringify({ type: 'entry', entry }) + '\n').join(''));
        summary.entries += page.length;
      }
    }
    await fh.sync();
    await fh.close();
    await rename(tmp, opts.file);
    return summary;
  } catch (err) {
    await fh.close().catch(() => undefined);
    await unlink(tmp).catch(() => undefined);
    throw err;
  }
}

/** Thrown when a file is not an audit export at all (as opposed to an export with altered lines). */
export class AuditExportFormatError extends TraceholdError<'TH_ERR_AUDIT_EXPORT_FORMAT'> {
  constructor(message: string) {
    super('TH_ERR_AUDIT_EXPORT_FORMAT', message);
    this.name = 'AuditExportFormatError';
  }
}

export interface AuditExportReader {
  header: Extract<AuditExportLine, { type: 'header' }>;
  checkpoints: unknown[];
  /** Lines that are not valid export lines (altered or corrupt), by 1-based line number. */
  badLines: Array<{ line: number; reason: string }>;
  /** Streams the entries (second pass over the file), in file order. */
  forEachEntry(fn: (entry: unknown) => void): Promise<void>;
}

/**
 * Opens an export for verification: a first pass reads the header and the checkpoints (few), entries are
 * streamed by `forEachEntry`. Throws AuditExportFormatError when the first line is not an export header.
 */
export async function readAuditExport(file: string): Promise<AuditExportReader> {
  let header: Extract<AuditExportLine, { type: 'header' }> | null = null;
  const checkpoints: unknown[] = [];
  const badLines: Array<{ line: number; reason: string }> = [];
  await forEachLine(file, (text, line) => {
    const parsed = parseLine(text);
    if (line === 1) {
      if (parsed.ok && parsed.value.type === 'header') header = parsed.value;
      return;
    }
    if (!parsed.ok) badLines.push({ line, reason: parsed.reason });
    else if (parsed.value.type === 'checkpoint') checkpoints.push(parsed.value.checkpoint);
    else if (parsed.value.type === 'header') badLines.push({ line, reason: 'a second header' });
  });
  if (header === null) throw new AuditExportFormatError(`${file} is not a ${AUDIT_EXPORT_FORMAT} file (no header on its first line)`);
  return {
    header,
    checkpoints,
    badLines,
    forEachEntry: (fn) =>
      forEachLine(file, (text, line) => {
        if (line === 1) return;
        const parsed = parseLine(text);
        if (parsed.ok && parsed.value.type === 'entry') fn(parsed.value.entry);
      }),
  };
}

function parseLine(text: string): { ok: true; value: AuditExportLine } | { ok: false; reason: string } {
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    return { ok: false, reason: 'not JSON' };
  }
  const parsed = AuditExportLineSchema.safeParse(raw);
  return parsed.success ? { ok: true, value: parsed.data } : { ok: false, reason: 'not an audit export line' };
}

async function forEachLine(file: string, fn: (text: string, line: number) => void): Promise<void> {
  const rl = createInterface({ input: createReadStream(file, { encoding: 'utf8' }), crlfDelay: Infinity });
  let line = 0;
  for await (const text of rl) {
    line++;
    if (text.trim() === '' && line > 1) continue;
    fn(text, line);
  }
}

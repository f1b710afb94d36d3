/**
 * `<dataDir>/keys/audit-head.json`: the last signed checkpoint of every tenant, kept next to the signing
 * key and outside ClickHouse. A ClickHouse restored from an older backup has lost the entries at the end
 * of each chain, and its checkpoints with them; this file still names the last signed seq, so the loss is
 * detected (by the writer at start and by `tracehold audit verify`). Format `tracehold-audit-head/v1`,
 * see `AuditHeadSchema`; written atomically (0600). Several writer processes (`audit.sharedWriters`)
 * read-merge-write it under `audit-head.json.lock` (audit-log.ts).
 */
import path from 'node:path';
import { AUDIT_HEAD_FORMAT, AuditExportLineSchema, AuditHeadSchema, type AuditCheckpoint, type AuditHead } from '../../schemas/audit.ts';
import { AuditLogError } from './audit-errors.ts';
import { readFileIfExists, replaceFileDurably } from '../../platform/durable-file/durable-file.ts';

export const AUDIT_HEAD_FILE = 'audit-head.json';

export function auditHeadPath(keysDir: string): string {
  return path.join(keysDir, AUDIT_HEAD_FILE);
}

/** The head file, or null when there is none yet. Throws TH_ERR_AUDIT_HEAD_INVALID when it is not one. */
export async function readAuditHead(file: string): Promise<AuditHead | null> {
  const text = await readFileIfExists(file);
  if (text === null) return null;
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    throw new AuditLogError('TH_ERR_AUDIT_HEAD_INVALID', `${file} is not valid JSON`);
  }
  const parsed = AuditHeadSchema.safeParse(raw);
  if (!parsed.success) throw new AuditLogError('TH_ERR_AUDIT_HEAD_INVALID', `${file} is not a ${AUDIT_HEAD_FORMAT} file`);
  return parsed.data;
}

export async function writeAuditHead(file: string, checkpoints: Iterable<AuditCheckpoint>, nowMs: number): Promise<void> {
  const head: AuditHead = { format: AUDIT_HEAD_FORMAT, updatedAtMs: nowMs, checkpoints: {} };
  for (const cp of [...checkpoints].sort((a, b) => (a.tenant < b.tenant ? -1 : 1))) head.checkpoints[cp.tenant] = cp;
  await replaceFileDurably(file, Buffer.from(JSON.stringify(head, null, 2) + '\n'), 0o600);
}

/**
 * Checkpoints a verifier trusts as "the log reached at least here", from text in any of the forms they
 * travel in: a head file, one checkpoint, a JSON array of them, or JSON Lines (bare checkpoints or the
 * checkpoint lines of an audit export). Returned unvalidated: the verifier checks every one. Throws
 * TypeError on text that is none of these.
 */
export function parseTrustedCheckpoints(text: string): unknown[] {
  const trimmed = text.trim();
  if (trimmed === '') return [];
  let whole: unknown;
  try {
    whole = JSON.parse(trimmed);
  } catch {
    whole = undefined;
  }
  if (whole !== undefined) return checkpointsOf(whole);
  const out: unknown[] = [];
  trimmed.split('\n').forEach((line, i) => {
    if (line.trim() === '') return;
    let value: unknown;
    try {
      value = JSON.parse(line);
    } catch {
      throw new TypeError(`line ${i + 1} is not JSON`);
    }
    out.push(...checkpointsOf(value));
  });
  return out;
}

function checkpointsOf(value: unknown): unknown[] {
  if (Array.isArray(value)) return value;
  if (typeof value !== 'object' || value === null) throw new TypeError('expected a head file, a checkpoint or a list of checkpoints');
  const record = value as Record<string, unknown>;
  if (record.format === AUDIT_HEAD_FORMAT) {
    if (typeof record.checkpoints !== 'object' || record.checkpoints === null) throw new TypeError('head file without checkpoints');
    return Object.values(record.checkpoints as Record<string, unknown>);
  }
  if ('type' in record) {
    const line = AuditExportLineSchema.safeParse(record);
    if (!line.success) throw new TypeError('not an audit export line');
    return line.data.type === 'checkpoint' ? [line.data.checkpoint] : [];
  }
  return [record];
}

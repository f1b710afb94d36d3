import { AUDIT_REASON_MAX_CHARS, AuditEntryInputSchema, type AuditEntry, type AuditEntryInput, type AuditJson } from '../../schemas/audit.ts';
import { AuditLogError } from './audit-errors.ts';

/** An append as validated: what the chain adds seq, id, time and hashes to. */
export type ParsedInput = Omit<AuditEntry, 'seq' | 'id' | 'time' | 'prevHash' | 'hash'>;

/** Validates and normalizes an append: empty target ids dropped, details to JSON, reason capped. */
export function parseInput(input: AuditEntryInput): ParsedInput {
  let details: unknown;
  try {
    details = input.details === undefined ? {} : normalizeJson(input.details);
  } catch {
    throw new AuditLogError('TH_ERR_AUDIT_INVALID_ENTRY', 'audit details must be JSON');
  }
  const target: Record<string, string> = {};
  for (const [k, v] of Object.entries(input.target ?? {})) if (v !== undefined && v !== '') target[k] = v;
  const parsed = AuditEntryInputSchema.safeParse({ ...input, target, details, reason: capReason(input.reason ?? '') });
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    // Path and message only: never the value, which may be the caller's text.
    throw new AuditLogError('TH_ERR_AUDIT_INVALID_ENTRY', `invalid audit entry: ${issue?.path.join('.') ?? ''}: ${issue?.message ?? 'invalid'}`);
  }
  const p = parsed.data;
  return { tenant: p.tenant, actor: p.actor, action: p.action, target: p.target, reason: p.reason, outcome: p.outcome, details: p.details ?? {} };
}

/**
 * Details as plain JSON: undefined members dropped, dates as strings, and numbers that are not safe
 * integers as strings (the canonical form allows integers only, so that every language hashes it alike).
 */
function normalizeJson(value: unknown): AuditJson {
  return JSON.parse(
    JSON.stringify(value, (_k, v: unknown) => (typeof v === 'number' && !Number.isSafeInteger(v) ? String(v) : v)),
  ) as AuditJson;
}

/** Well-formed (lone surrogates replaced) and at most AUDIT_REASON_MAX_CHARS UTF-16 units, cut between code points. */
function capReason(reason: string): string {
  const wellFormed = reason.replace(/[\uD800-\uDFFF]/gu, '\uFFFD');
  if (wellFormed.length <= AUDIT_REASON_MAX_CHARS) return wellFormed;
  let cut = wellFormed.slice(0, AUDIT_REASON_MAX_CHARS);
  if (/[\uD800-\uDBFF]$/.test(cut)) cut = cut.slice(0, -1);
  return cut;
}

export function encodeCursor(seq: number): string {
  return Buffer.from(`audit:${seq}`, 'utf8').toString('base64url');
}

export function decodeCursor(cursor: string): number {
  const m = /^audit:(\d{1,16})$/.exec(Buffer.from(cursor, 'base64url').toString('utf8'));
  const seq = m ? Number(m[1]) : NaN;
  if (!Number.isSafeInteger(seq)) throw new AuditLogError('TH_ERR_AUDIT_INVALID_ENTRY', 'invalid audit list cursor');
  return seq;
}

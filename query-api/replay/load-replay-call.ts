/**
 * What a replay needs of the original call: its ledger row, and the content it re-sends (input, system
 * instructions, tool definitions) and compares with (output), each read through the audited content path
 * against this trace with the replay's reason. A part that is not stored — never captured, purged by retention,
 * erased, or unreadable because its key was destroyed — is a finding, not an error.
 */
import type { Principal } from '../../platform/auth/token-store.ts';
import type { TenantStore } from '../../platform/store/create-store.ts';
import type { ContentPart, LedgerRecord } from '../../schemas/ledger.ts';
import type { ReplayFinding } from '../../schemas/replay.ts';
import { ApiError } from '../api-errors.ts';
import type { AuditedContentReader } from '../audited-content-read.ts';

/** The ledger row of the original call, or ApiError TH_ERR_API_LLM_CALL_NOT_FOUND. Replay runs are not replayed. */
export async function readOriginalCall(store: TenantStore, traceId: string, spanId: string): Promise<LedgerRecord> {
  const [record] = await store.listTraceLlmCallsWhere(traceId, { spanIds: [spanId] });
  if (!record) throw new ApiError('TH_ERR_API_LLM_CALL_NOT_FOUND');
  return record;
}

/** Parts that must be stored: the input (re-sent) and the output (compared with). System and tools only when the call had them. */
export function contentFindings(record: LedgerRecord): ReplayFinding[] {
  const findings: ReplayFinding[] = [];
  for (const part of ['input', 'output'] as const) {
    const c = record.content[part];
    if (c.state !== 'stored') findings.push({ kind: 'content_not_stored', part, state: c.state, reason: c.reason });
  }
  for (const part of ['system', 'tools'] as const) {
    const c = record.content[part];
    // Not captured because the call had none is normal; purged or erased content it had is not.
    if (c.state === 'purged' || c.state === 'erased') findings.push({ kind: 'content_not_stored', part, state: c.state, reason: c.reason });
  }
  return findings;
}

/** The `data` of each stored part (the GenAI JSON shape), read and audited. */
export interface ReplayContent {
  input: unknown;
  output: unknown;
  system: unknown | null;
  tools: unknown | null;
}

export type LoadContentOutcome = { ok: true; content: ReplayContent } | { ok: false; findings: ReplayFinding[] };

export async function loadReplayContent(
  reader: AuditedContentReader,
  principal: Principal,
  record: LedgerRecord,
  reason: string,
): Promise<LoadContentOutcome> {
  const out: Partial<Record<ContentPart, unknown>> = {};
  const findings: ReplayFinding[] = [];
  for (const part of ['input', 'output', 'system', 'tools'] as const) {
    const c = record.content[part];
    if (c.state !== 'stored') {
      out[part] = null;
      continue;
    }
    const outcome = await reader.read({
      principal,
      target: { ref: c.ref, traceId: record.traceId, spanId: record.spanId },
      view: 'raw',
      reason,
      via: 'replay',
    });
    if (outcome.status === 'ok') {
      out[part] = dataOf(outcome.object.bytes);
      if (out[part] === undefined) findings.push({ kind: 'input_not_replayable', why: `the stored ${part} is not a content object the collector wrote` });
    } else if (outcome.status === 'refused') {
      findings.push({ kind: 'content_not_stored', part, state: outcome.detail === 'key_destroyed' ? 'erased' : 'missing', reason: outcome.detail });
    } else {
      throw new ApiError('TH_ERR_API_STORAGE_UNAVAILABLE');
    }
  }
  if (findings.length) return { ok: false, findings };
  return { ok: true, content: { input: out.input, output: out.output, system: out.system ?? null, tools: out.tools ?? null } };
}

/** `data` of the collector's wrapper `{schema, part, source, data}`; undefined when the bytes are not one. */
function dataOf(bytes: Buffer): unknown {
  try {
    const parsed = JSON.parse(bytes.toString('utf8')) as { schema?: unknown; data?: unknown };
    return typeof parsed === 'object' && parsed !== null && 'data' in parsed ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

import type { DbStatementDetail, DocumentDetail, EvidenceItem, ToolCallDetail } from '../../schemas/evidence.ts';
import type { InlineContentView } from '../inline-trace-content.ts';
import { isoFromUnixNano } from './iso-from-unix-nano.ts';

/** Fields every evidence item shows: where it came from, how it was linked, when (nanoseconds and ISO). */
interface EvidenceItemBase {
  itemId: string;
  sourceSpanId: string;
  /** 'parent' | 'sibling' | 'timing' | '' — how the item was linked to its LLM call (schemas/evidence.ts). */
  link: string;
  name: string;
  serviceName: string;
  startTimeUnixNano: string;
  startTimeIso: string | null;
  endTimeUnixNano: string;
  endTimeIso: string | null;
}

/** A retrieved document; `inline` (its stored text) with `?include=content` only. */
export type DocumentView = EvidenceItemBase & DocumentDetail & { inline?: InlineContentView };
export type DbStatementView = EvidenceItemBase & DbStatementDetail;
/** A tool call; its stored arguments and result inline with `?include=content` only. */
export type ToolCallView = EvidenceItemBase & ToolCallDetail & { argumentsInline?: InlineContentView; resultInline?: InlineContentView };

/** The evidence of one LLM call (or the trace's unlinked evidence), by kind, each list in time order. */
export interface CallEvidenceView {
  documents: DocumentView[];
  dbStatements: DbStatementView[];
  toolCalls: ToolCallView[];
}

/**
 * The trace's evidence items split by the LLM call each fed (`llmSpanId`) and the rest (`unlinked`: not
 * linked, or linked to a call the ledger does not have). Pure; the caller owns the result.
 */
export function groupEvidence(items: readonly EvidenceItem[], callSpanIds: ReadonlySet<string>): { byCall: Map<string, CallEvidenceView>; unlinked: CallEvidenceView } {
  const byCall = new Map<string, CallEvidenceView>();
  const unlinked = emptyCallEvidence();
  const sorted = [...items].sort(compareItems);
  for (const item of sorted) {
    let target = unlinked;
    if (item.llmSpanId !== '' && callSpanIds.has(item.llmSpanId)) {
      target = byCall.get(item.llmSpanId) ?? emptyCallEvidence();
      byCall.set(item.llmSpanId, target);
    }
    const base: EvidenceItemBase = {
      itemId: item.itemId,
      sourceSpanId: item.sourceSpanId,
      link: target === unlinked ? '' : item.link,
      name: item.name,
      serviceName: item.serviceName,
      startTimeUnixNano: item.startTimeUnixNano,
      startTimeIso: isoFromUnixNano(item.startTimeUnixNano),
      endTimeUnixNano: item.endTimeUnixNano,
      endTimeIso: isoFromUnixNano(item.endTimeUnixNano),
    };
    if (item.kind === 'document') target.documents.push({ ...base, ...(item.detail as DocumentDetail) });
    else if (item.kind === 'db_statement') target.dbStatements.push({ ...base, ...(item.detail as DbStatementDetail) });
    else if (item.kind === 'tool_call') target.toolCalls.push({ ...base, ...(item.detail as ToolCallDetail) });
  }
  return { byCall, unlinked };
}

export function emptyCallEvidence(): CallEvidenceView {
  return { documents: [], dbStatements: [], toolCalls: [] };
}

/** Start time, then the document's rank within its retrieval, then the item id: stable across reads. */
function compareItems(a: EvidenceItem, b: EvidenceItem): number {
  const ta = BigInt(a.startTimeUnixNano || '0');
  const tb = BigInt(b.startTimeUnixNano || '0');
  if (ta !== tb) return ta < tb ? -1 : 1;
  const ra = a.kind === 'document' ? (a.detail as DocumentDetail).rank : 0;
  const rb = b.kind === 'document' ? (b.detail as DocumentDetail).rank : 0;
  if (ra !== rb) return ra - rb;
  return a.itemId < b.itemId ? -1 : a.itemId > b.itemId ? 1 : 0;
}

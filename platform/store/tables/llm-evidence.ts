/**
 * Table `llm_evidence` (the evidence tier, 100%: retrieved documents, sanitized DB statements, tool calls,
 * each linked to the LLM call it fed): its row as read back, and the mappings both ways. The kind's fields
 * travel as `detail_json` (schemas/evidence.ts).
 */
import { z } from 'zod';
import type { EvidenceItem } from '../../../schemas/evidence.ts';
import { int64Cell, parseRow } from '../row-cells.ts';

export const LLM_EVIDENCE_TABLE = 'llm_evidence';

/** An evidence row as `SELECT * EXCEPT (ingested_at) … FORMAT JSONEachRow` returns it (migration 0006). */
export const EvidenceRowSchema = z.object({
  tenant: z.string(),
  trace_id: z.string(),
  kind: z.enum(['document', 'db_statement', 'tool_call']),
  item_id: z.string(),
  source_span_id: z.string(),
  llm_span_id: z.string(),
  link: z.enum(['parent', 'sibling', 'timing', '']),
  start_time_unix_nano: int64Cell,
  end_time_unix_nano: int64Cell,
  service_name: z.string(),
  name: z.string(),
  detail_json: z.string(),
});

export type EvidenceRow = z.infer<typeof EvidenceRowSchema>;

/** The insert row of an evidence item. Not validated: hot path. */
export function toEvidenceRow(e: EvidenceItem): Record<string, unknown> {
  return {
    tenant: e.tenant,
    trace_id: e.traceId,
    kind: e.kind,
    item_id: e.itemId,
    source_span_id: e.sourceSpanId,
    llm_span_id: e.llmSpanId,
    link: e.link,
    start_time_unix_nano: e.startTimeUnixNano,
    end_time_unix_nano: e.endTimeUnixNano,
    service_name: e.serviceName,
    name: e.name,
    detail_json: JSON.stringify(e.detail),
  };
}

/** The evidence item of a row read back (`detail_json` parsed; its shape is the kind's detail type). */
export function fromEvidenceRow(raw: unknown): EvidenceItem {
  const row = parseRow(EvidenceRowSchema, LLM_EVIDENCE_TABLE, raw);
  return {
    tenant: row.tenant,
    traceId: row.trace_id,
    kind: row.kind,
    itemId: row.item_id,
    sourceSpanId: row.source_span_id,
    llmSpanId: row.llm_span_id,
    link: row.link,
    startTimeUnixNano: String(row.start_time_unix_nano),
    endTimeUnixNano: String(row.end_time_unix_nano),
    serviceName: row.service_name,
    name: row.name,
    detail: JSON.parse(row.detail_json) as EvidenceItem['detail'],
  };
}

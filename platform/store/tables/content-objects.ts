/**
 * Table `content_objects` (metadata of content-store objects, never the content): its row as read back,
 * and the mappings both ways.
 */
import { z } from 'zod';
import type { ContentObjectMeta } from '../../../schemas/content-object.ts';
import { int64Cell, parseRow } from '../row-cells.ts';

export const CONTENT_OBJECTS_TABLE = 'content_objects';

const PARTS = ['input', 'output', 'system', 'tools', 'tool_call', 'documents', 'value'] as const;

/** A content-object row as `SELECT * EXCEPT (ingested_at) … FORMAT JSONEachRow` returns it (0002, 0005). */
export const ContentObjectRowSchema = z.object({
  tenant: z.string(),
  ref: z.string(),
  part: z.enum(PARTS),
  trace_id: z.string(),
  span_id: z.string(),
  size_bytes: int64Cell,
  content_type: z.string(),
  /** DateTime64(3): ISO 8601 with `date_time_output_format = 'iso'`, else 'YYYY-MM-DD hh:mm:ss.sss' (UTC). */
  created_at: z.string(),
  key_scope: z.string(),
  subject_ref: z.string(),
});

export type ContentObjectRow = z.infer<typeof ContentObjectRowSchema>;

/** The insert row of a content object's metadata. Not validated: hot path. */
export function toContentObjectRow(m: ContentObjectMeta): Record<string, unknown> {
  return {
    tenant: m.tenant,
    ref: m.ref,
    part: m.part,
    trace_id: m.traceId,
    span_id: m.spanId,
    size_bytes: m.sizeBytes,
    content_type: m.contentType,
    // DateTime64 text input is seconds with a fraction.
    created_at: (m.createdAtMs / 1000).toFixed(3),
    key_scope: m.keyScope ?? '',
    subject_ref: m.subjectRef ?? '',
  };
}

function epochMsOf(dateTime: string): number {
  // Both output formats are UTC; the ISO one already says so.
  const ms = Date.parse(dateTime.endsWith('Z') ? dateTime : `${dateTime.replace(' ', 'T')}Z`);
  return Number.isFinite(ms) ? ms : 0;
}

/** The metadata of a row read back. `keyScope` is absent for rows written before it existed (''). */
export function fromContentObjectRow(raw: unknown): ContentObjectMeta {
  const row = parseRow(ContentObjectRowSchema, CONTENT_OBJECTS_TABLE, raw);
  const meta: ContentObjectMeta = {
    tenant: row.tenant,
    ref: row.ref,
    part: row.part,
    sizeBytes: Number(row.size_bytes),
    contentType: row.content_type,
    traceId: row.trace_id,
    spanId: row.span_id,
    createdAtMs: epochMsOf(row.created_at),
    subjectRef: row.subject_ref,
  };
  const scope = row.key_scope;
  if (scope === 'tenant' || scope === 'subject' || scope === 'trace') meta.keyScope = scope;
  return meta;
}

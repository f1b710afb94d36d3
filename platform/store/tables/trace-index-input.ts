/**
 * Table `trace_index_input` (engine Null): one small row per span, written for 100% of spans when their trace
 * is decided; the materialized view `trace_index_mv` folds them into `trace_index` (see trace-index.ts). The
 * table keeps nothing, so `fromTraceIndexInputRow` reads an insert row (tests check the mapping with it).
 */
import { z } from 'zod';
import type { LedgerRecord } from '../../../schemas/ledger.ts';
import type { SpanRecord } from '../../../schemas/span.ts';
import { int64Cell, parseRow, serviceNameOf, smallIntCell } from '../row-cells.ts';

export const TRACE_INDEX_INPUT_TABLE = 'trace_index_input';

/** What the trace index learns from one span of a decided trace. */
export interface TraceIndexInput {
  tenant: string;
  traceId: string;
  spanId: string;
  isRoot: boolean;
  name: string;
  serviceName: string;
  startTimeUnixNano: string;
  endTimeUnixNano: string;
  isError: boolean;
  isLlm: boolean;
  /** 'kept' | 'dropped' (the tail sampler's decision for the whole trace). */
  sampleDecision: string;
  /** The policy that decided, with ' (early)' when decided before the full wait. */
  samplePolicy: string;
  decidedWithoutRoot: boolean;
  /** The span's HTTP route (`http.route`, else `url.template`), '' when it has none. */
  route: string;
  /** The span's HTTP response status (`http.response.status_code`, else `http.status_code`), 0 when none. */
  httpStatusCode: number;
  /** For an LLM span: the model that answered (response model, else the requested one); '' otherwise. */
  model: string;
}

/** The insert row as written (migrations 0001, 0003, 0005, 0006). */
export const TraceIndexInputRowSchema = z.object({
  tenant: z.string(),
  trace_id: z.string(),
  span_id: z.string(),
  is_root: smallIntCell.max(1),
  name: z.string(),
  service_name: z.string(),
  start_time_unix_nano: int64Cell,
  end_time_unix_nano: int64Cell,
  is_error: smallIntCell.max(1),
  is_llm: smallIntCell.max(1),
  sample_decision: z.string(),
  sample_policy: z.string(),
  decided_without_root: smallIntCell.max(1),
  route: z.string(),
  http_status_code: smallIntCell.max(65535),
  model: z.string(),
});

function stringAttr(span: SpanRecord, key: string): string {
  const v = span.attributes[key];
  return typeof v === 'string' ? v : '';
}

function statusAttr(span: SpanRecord): number {
  for (const key of ['http.response.status_code', 'http.status_code']) {
    const v = span.attributes[key];
    const n = typeof v === 'number' ? v : typeof v === 'string' && /^\d{1,5}$/.test(v) ? Number(v) : NaN;
    if (Number.isInteger(n) && n >= 0 && n <= 65535) return n;
  }
  return 0;
}

/**
 * The trace-index input of one span of a decided trace. `llmCall` is the span's ledger record when the span
 * is an LLM call (its model is the one that answered, else the one requested).
 */
export function traceIndexInputOf(
  span: SpanRecord,
  facts: { llmCall: LedgerRecord | undefined; sampleDecision: string; samplePolicy: string; decidedWithoutRoot: boolean },
): TraceIndexInput {
  return {
    tenant: span.tenant,
    traceId: span.traceId,
    spanId: span.spanId,
    isRoot: span.parentSpanId === '',
    name: span.name,
    serviceName: serviceNameOf(span),
    startTimeUnixNano: span.startTimeUnixNano,
    endTimeUnixNano: span.endTimeUnixNano,
    isError: span.status.code === 2,
    isLlm: facts.llmCall !== undefined,
    sampleDecision: facts.sampleDecision,
    samplePolicy: facts.samplePolicy,
    decidedWithoutRoot: facts.decidedWithoutRoot,
    route: stringAttr(span, 'http.route') || stringAttr(span, 'url.template'),
    httpStatusCode: statusAttr(span),
    model: facts.llmCall ? facts.llmCall.responseModel || facts.llmCall.requestModel : '',
  };
}

/** The insert row. Not validated: hot path. */
export function toTraceIndexInputRow(t: TraceIndexInput): Record<string, unknown> {
  return {
    tenant: t.tenant,
    trace_id: t.traceId,
    span_id: t.spanId,
    is_root: t.isRoot ? 1 : 0,
    name: t.name,
    service_name: t.serviceName,
    start_time_unix_nano: t.startTimeUnixNano,
    end_time_unix_nano: t.endTimeUnixNano,
    is_error: t.isError ? 1 : 0,
    is_llm: t.isLlm ? 1 : 0,
    sample_decision: t.sampleDecision,
    sample_policy: t.samplePolicy,
    decided_without_root: t.decidedWithoutRoot ? 1 : 0,
    route: t.route,
    http_status_code: t.httpStatusCode,
    model: t.model,
  };
}

/** The inverse of toTraceIndexInputRow (the table itself returns nothing). */
export function fromTraceIndexInputRow(raw: unknown): TraceIndexInput {
  const row = parseRow(TraceIndexInputRowSchema, TRACE_INDEX_INPUT_TABLE, raw);
  return {
    tenant: row.tenant,
    traceId: row.trace_id,
    spanId: row.span_id,
    isRoot: row.is_root === 1,
    name: row.name,
    serviceName: row.service_name,
    startTimeUnixNano: String(row.start_time_unix_nano),
    endTimeUnixNano: String(row.end_time_unix_nano),
    isError: row.is_error === 1,
    isLlm: row.is_llm === 1,
    sampleDecision: row.sample_decision,
    samplePolicy: row.sample_policy,
    decidedWithoutRoot: row.decided_without_root === 1,
    route: row.route,
    httpStatusCode: row.http_status_code,
    model: row.model,
  };
}

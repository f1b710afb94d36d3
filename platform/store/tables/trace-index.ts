/**
 * Table `trace_index` (AggregatingMergeTree, one row per trace, 100%): written only by the materialized
 * view over `trace_index_input` (see trace-index-input.ts), read as a summary merged over its parts. The
 * summary's SELECT list lives here, beside the row it produces.
 */
import { z } from 'zod';
import { int64Cell, parseRow, smallIntCell } from '../row-cells.ts';

export const TRACE_INDEX_TABLE = 'trace_index';

/** One trace as the trace index knows it (every span received, kept or dropped by the tail sampler). */
export interface TraceSummary {
  tenant: string;
  traceId: string;
  /** The trace's extent over every span received: the time window of the rest of a lookup. */
  startTimeUnixNano: string;
  endTimeUnixNano: string;
  spanCount: number;
  llmCallCount: number;
  errorSpanCount: number;
  /** Distinct service names, in no particular order. */
  services: string[];
  /** '' (and times '0') while the root span has not arrived. */
  rootSpanId: string;
  rootName: string;
  rootService: string;
  rootStartTimeUnixNano: string;
  rootEndTimeUnixNano: string;
  sampleDecision: string;
  samplePolicy: string;
  decidedWithoutRoot: boolean;
  /** The root request (migration 0006): route, HTTP status (0 unknown), whether the root span failed. */
  rootRoute: string;
  rootHttpStatus: number;
  rootIsError: boolean;
  /** Models of the trace's LLM calls (answering model, else requested), distinct, in no particular order. */
  models: string[];
}

/** The merged aggregate states of one trace; group by (tenant, trace_id). */
export const TRACE_SUMMARY_SELECT = `tenant, trace_id,
       min(start_ns) AS start_ns, max(end_ns) AS end_ns,
       uniqExactMerge(span_ids) AS span_count,
       uniqExactMerge(llm_span_ids) AS llm_call_count,
       uniqExactMerge(error_span_ids) AS error_span_count,
       groupUniqArrayArray(services) AS services,
       max(root_span_id) AS root_span_id, max(root_name) AS root_name, max(root_service) AS root_service,
       max(root_start_ns) AS root_start_ns, max(root_end_ns) AS root_end_ns,
       max(sample_decision) AS sample_decision, max(sample_policy) AS sample_policy,
       max(decided_without_root) AS decided_without_root,
       max(root_route) AS root_route, max(root_http_status) AS root_http_status, max(root_is_error) AS root_is_error,
       groupUniqArrayArray(models) AS models`;

/** A summary row as TRACE_SUMMARY_SELECT returns it in JSONEachRow. */
export const TraceSummaryRowSchema = z.object({
  tenant: z.string(),
  trace_id: z.string(),
  start_ns: int64Cell,
  end_ns: int64Cell,
  span_count: int64Cell,
  llm_call_count: int64Cell,
  error_span_count: int64Cell,
  services: z.array(z.string()),
  root_span_id: z.string(),
  root_name: z.string(),
  root_service: z.string(),
  root_start_ns: int64Cell,
  root_end_ns: int64Cell,
  sample_decision: z.string(),
  sample_policy: z.string(),
  decided_without_root: smallIntCell,
  root_route: z.string(),
  root_http_status: smallIntCell,
  root_is_error: smallIntCell,
  models: z.array(z.string()),
});

export type TraceSummaryRow = z.infer<typeof TraceSummaryRowSchema>;

/** The trace summary of a row read back. */
export function fromTraceSummaryRow(raw: unknown): TraceSummary {
  const row = parseRow(TraceSummaryRowSchema, TRACE_INDEX_TABLE, raw);
  return {
    tenant: row.tenant,
    traceId: row.trace_id,
    startTimeUnixNano: String(row.start_ns),
    endTimeUnixNano: String(row.end_ns),
    spanCount: Number(row.span_count),
    llmCallCount: Number(row.llm_call_count),
    errorSpanCount: Number(row.error_span_count),
    services: row.services,
    rootSpanId: row.root_span_id,
    rootName: row.root_name,
    rootService: row.root_service,
    rootStartTimeUnixNano: String(row.root_start_ns),
    rootEndTimeUnixNano: String(row.root_end_ns),
    sampleDecision: row.sample_decision,
    samplePolicy: row.sample_policy,
    decidedWithoutRoot: row.decided_without_root === 1,
    rootRoute: row.root_route,
    rootHttpStatus: row.root_http_status,
    rootIsError: row.root_is_error === 1,
    models: row.models,
  };
}

/** The summary row of a trace summary (tests and fixtures; the table itself is written by its view). */
export function toTraceSummaryRow(s: TraceSummary): TraceSummaryRow {
  return {
    tenant: s.tenant,
    trace_id: s.traceId,
    start_ns: s.startTimeUnixNano,
    end_ns: s.endTimeUnixNano,
    span_count: String(s.spanCount),
    llm_call_count: String(s.llmCallCount),
    error_span_count: String(s.errorSpanCount),
    services: s.services,
    root_span_id: s.rootSpanId,
    root_name: s.rootName,
    root_service: s.rootService,
    root_start_ns: s.rootStartTimeUnixNano,
    root_end_ns: s.rootEndTimeUnixNano,
    sample_decision: s.sampleDecision,
    sample_policy: s.samplePolicy,
    decided_without_root: s.decidedWithoutRoot ? 1 : 0,
    root_route: s.rootRoute,
    root_http_status: s.rootHttpStatus,
    root_is_error: s.rootIsError ? 1 : 0,
    models: s.models,
  };
}

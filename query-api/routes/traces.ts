import type { FastifyInstance } from 'fastify';
import type { ClickHouse } from '../../platform/clickhouse/create-clickhouse.ts';
import { ApiError } from '../api-errors.ts';
import { requireScope } from '../auth/authenticate.ts';
import {
  findTraceSummary,
  listPendingTraceLlmCalls,
  listTraceLlmCalls,
  listTraceLogs,
  listTraceSpans,
  type LedgerRow,
  type LogRow,
  type SpanRow,
} from '../repositories/traces-repository.ts';

const TRACE_ID = /^[0-9a-f]{32}$/;
const MAX_SPANS = 10_000;
const MAX_LOGS = 10_000;

export interface SpanNode {
  spanId: string;
  parentSpanId: string;
  name: string;
  kind: number;
  serviceName: string;
  startTimeUnixNano: string;
  endTimeUnixNano: string;
  durationMs: number;
  status: { code: number; message: string };
  traceState: string;
  flags: number;
  attributes: unknown;
  events: unknown;
  links: unknown;
  resource: unknown;
  scope: unknown;
  droppedCounts: { attributes: number; events: number; links: number };
  /** True when the parent span is not stored (not received yet, or another service's span was lost). */
  orphan: boolean;
  children: SpanNode[];
}

function nsDiffMs(startNs: string, endNs: string): number {
  const d = BigInt(endNs) - BigInt(startNs);
  return Number(d) / 1e6;
}

export function buildSpanTree(rows: SpanRow[]): SpanNode[] {
  const nodes = new Map<string, SpanNode>();
  for (const r of rows) {
    nodes.set(r.span_id, {
      spanId: r.span_id,
      parentSpanId: r.parent_span_id,
      name: r.name,
      kind: r.kind,
      serviceName: r.service_name,
      startTimeUnixNano: r.start_time_unix_nano,
      endTimeUnixNano: r.end_time_unix_nano,
      durationMs: nsDiffMs(r.start_time_unix_nano, r.end_time_unix_nano),
      status: { code: r.status_code, message: r.status_message },
      traceState: r.trace_state,
      flags: r.flags,
      attributes: JSON.parse(r.attributes_json),
      events: JSON.parse(r.events_json),
      links: JSON.parse(r.links_json),
      resource: JSON.parse(r.resource_json),
      scope: JSON.parse(r.scope_json),
      droppedCounts: { attributes: r.dropped_attributes_count, events: r.dropped_events_count, links: r.dropped_links_count },
      orphan: false,
      children: [],
    });
  }
  const roots: SpanNode[] = [];
  // Rows arrive ordered by start time, so children keep chronological order.
  for (const node of nodes.values()) {
    const parent = node.parentSpanId ? nodes.get(node.parentSpanId) : undefined;
    if (parent && parent !== node) parent.children.push(node);
    else {
      node.orphan = node.parentSpanId !== '';
      roots.push(node);
    }
  }
  return roots;
}

function num(v: unknown): number | null {
  if (v === null || v === undefined) return null;
  const n = typeof v === 'number' ? v : Number(v);
  return Number.isFinite(n) ? n : null;
}

function part(row: LedgerRow, name: string) {
  return { ref: row[`${name}_ref`] as string, state: row[`${name}_capture`] as string, reason: row[`${name}_capture_reason`] as string };
}

export function toLlmCallView(row: LedgerRow) {
  const cost = row.cost_usd === null || row.cost_usd === undefined ? null : Number(row.cost_usd);
  let asSent: unknown = {};
  try {
    asSent = JSON.parse((row.request_params_json as string) || '{}');
  } catch {
    asSent = {};
  }
  return {
    spanId: row.span_id,
    parentSpanId: row.parent_span_id,
    startTimeUnixNano: row.start_time_unix_nano,
    endTimeUnixNano: row.end_time_unix_nano,
    durationMs: nsDiffMs(row.start_time_unix_nano, row.end_time_unix_nano as string),
    serviceName: row.service_name,
    spanName: row.span_name,
    sourceConvention: row.source_convention,
    operation: row.operation,
    provider: row.provider,
    requestModel: row.request_model,
    responseModel: row.response_model,
    responseId: row.response_id,
    finishReasons: row.finish_reasons,
    params: {
      temperature: num(row.temperature),
      topP: num(row.top_p),
      topK: num(row.top_k),
      maxTokens: num(row.max_tokens),
      seed: num(row.seed),
      frequencyPenalty: num(row.frequency_penalty),
      presencePenalty: num(row.presence_penalty),
      stopSequences: row.stop_sequences,
      asSent,
    },
    usage: {
      inputTokens: num(row.input_tokens),
      outputTokens: num(row.output_tokens),
      cachedInputTokens: num(row.cached_input_tokens),
      reasoningTokens: num(row.reasoning_tokens),
    },
    // Unknown cost is unknown, never 0; `display` is what a UI shows.
    cost: { usd: cost, display: cost === null ? '—' : `$${cost.toFixed(6)}`, priceVersion: row.price_version },
    content: {
      input: part(row, 'input'),
      output: part(row, 'output'),
      system: part(row, 'system'),
      tools: part(row, 'tools'),
    },
    status: { code: row.status_code, errorType: row.error_type },
    subjectRef: row.subject_ref,
    conversationId: row.conversation_id,
    retrievedDocumentIds: row.retrieved_document_ids,
    replayOf: row.replay_of,
    stream: {
      // null: the instrumentation did not say whether the call was streamed.
      streamed: row.streamed === null || row.streamed === undefined ? null : num(row.streamed) === 1,
      incomplete: num(row.incomplete) === 1,
      incompleteReason: (row.incomplete_reason as string | undefined) ?? '',
      timeToFirstTokenMs: num(row.time_to_first_token_ms),
    },
    systemFingerprint: (row.system_fingerprint as string | undefined) ?? '',
    promptTemplate: { name: (row.prompt_template_name as string | undefined) ?? '', version: (row.prompt_template_version as string | undefined) ?? '' },
  };
}

export interface LogView {
  timeUnixNano: string;
  spanId: string;
  severityNumber: number;
  severityText: string;
  eventName: string;
  serviceName: string;
  body: unknown;
  attributes: unknown;
}

export function toLogView(row: LogRow): LogView {
  return {
    timeUnixNano: row.time_unix_nano,
    spanId: row.span_id,
    severityNumber: row.severity_number,
    severityText: row.severity_text,
    eventName: row.event_name,
    serviceName: row.service_name,
    body: JSON.parse(row.body_json),
    attributes: JSON.parse(row.attributes_json),
  };
}

/** Words for the sampling decision, so the lookup says why the span tree is (not) there. */
function samplingView(summary: { sample_decision: string; sample_policy: string; decided_without_root?: number | string }) {
  const withoutRoot = Number(summary.decided_without_root ?? 0) === 1;
  const early = summary.sample_policy.endsWith(' (early)');
  return {
    decision: summary.sample_decision,
    policy: summary.sample_policy,
    early,
    withoutRoot,
    note: withoutRoot
      ? "decided before the trace's root span arrived (the root was still running at the wait limit, or memory pressure forced an early decision)"
      : early
        ? 'decided early (memory pressure or shutdown) rather than after the full wait'
        : '',
  };
}

/** GET /v1/traces/:traceId — the trace reconstructed: summary, span tree, LLM calls (no content bodies). */
export function traceRoutes(deps: { clickhouse: ClickHouse }) {
  return async function register(app: FastifyInstance): Promise<void> {
    app.get<{ Params: { traceId: string } }>(
      '/v1/traces/:traceId',
      { preHandler: requireScope('traces:read') },
      async (req) => {
        const traceId = req.params.traceId.toLowerCase();
        if (!TRACE_ID.test(traceId) || /^0+$/.test(traceId)) throw new ApiError('TH_ERR_API_BAD_TRACE_ID');
        const tenant = req.principal!.tenant;
        const summary = await findTraceSummary(deps.clickhouse, tenant, traceId);
        if (!summary) {
          // Not decided by the tail sampler yet: the ledger already has its LLM calls.
          const pending = await listPendingTraceLlmCalls(deps.clickhouse, tenant, traceId);
          if (!pending.length) throw new ApiError('TH_ERR_API_TRACE_NOT_FOUND');
          return {
            traceId,
            tenant,
            summary: { pending: true, llmCallCount: pending.length, sampling: { decision: 'pending', policy: '', early: false, withoutRoot: false, note: 'not decided yet: the span tree appears once the tail sampler decides' } },
            spans: [],
            llmCalls: pending.map(toLlmCallView),
            logs: [],
          };
        }
        const [spans, calls, logs] = await Promise.all([
          listTraceSpans(deps.clickhouse, tenant, traceId, summary, MAX_SPANS + 1),
          listTraceLlmCalls(deps.clickhouse, tenant, traceId, summary),
          listTraceLogs(deps.clickhouse, tenant, traceId, summary, MAX_LOGS),
        ]);
        const truncated = spans.length > MAX_SPANS;
        const kept = truncated ? spans.slice(0, MAX_SPANS) : spans;
        return {
          traceId,
          tenant,
          summary: {
            rootSpanId: summary.root_span_id,
            rootName: summary.root_name,
            rootService: summary.root_service,
            startTimeUnixNano: summary.start_ns,
            endTimeUnixNano: summary.end_ns,
            durationMs: nsDiffMs(summary.start_ns, summary.end_ns),
            spanCount: Number(summary.span_count),
            storedSpanCount: kept.length,
            llmCallCount: Number(summary.llm_call_count),
            errorSpanCount: Number(summary.error_span_count),
            services: [...summary.services].sort(),
            sampling: samplingView(summary),
            pending: false,
            truncated,
          },
          spans: buildSpanTree(kept),
          llmCalls: calls.map(toLlmCallView),
          // The trace's log records (redacted; GenAI content events as stubs), kept with its spans.
          logs: logs.map(toLogView),
        };
      },
    );
  };
}

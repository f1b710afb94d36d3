import type { FastifyInstance } from 'fastify';
import { ApiError } from '../api-errors.ts';
import { requireScope } from '../auth/authenticate.ts';
import type { Store, StoredLog, StoredSpan, TimeWindowNs, TraceSummary } from '../../platform/store/create-store.ts';
import type { LedgerRecord } from '../../schemas/ledger.ts';

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

export function buildSpanTree(spans: StoredSpan[]): SpanNode[] {
  const nodes = new Map<string, SpanNode>();
  for (const s of spans) {
    nodes.set(s.spanId, {
      spanId: s.spanId,
      parentSpanId: s.parentSpanId,
      name: s.name,
      kind: s.kind,
      serviceName: s.serviceName,
      startTimeUnixNano: s.startTimeUnixNano,
      endTimeUnixNano: s.endTimeUnixNano,
      durationMs: nsDiffMs(s.startTimeUnixNano, s.endTimeUnixNano),
      status: { code: s.status.code, message: s.status.message },
      traceState: s.traceState,
      flags: s.flags,
      attributes: s.attributes,
      events: s.events,
      links: s.links,
      resource: s.resource,
      scope: s.scope,
      droppedCounts: { attributes: s.droppedAttributesCount, events: s.droppedEventsCount, links: s.droppedLinksCount },
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

function part(p: LedgerRecord['content']['input']) {
  return { ref: p.ref, state: p.state, reason: p.reason };
}

export function toLlmCallView(call: LedgerRecord) {
  const cost = call.costUsd;
  let asSent: unknown = {};
  try {
    asSent = JSON.parse(call.requestParamsJson || '{}');
  } catch {
    asSent = {};
  }
  return {
    spanId: call.spanId,
    parentSpanId: call.parentSpanId,
    startTimeUnixNano: call.startTimeUnixNano,
    endTimeUnixNano: call.endTimeUnixNano,
    durationMs: nsDiffMs(call.startTimeUnixNano, call.endTimeUnixNano),
    serviceName: call.serviceName,
    spanName: call.spanName,
    sourceConvention: call.sourceConvention,
    operation: call.operation,
    provider: call.provider,
    requestModel: call.requestModel,
    responseModel: call.responseModel,
    responseId: call.responseId,
    finishReasons: call.finishReasons,
    params: {
      temperature: call.temperature,
      topP: call.topP,
      topK: call.topK,
      maxTokens: call.maxTokens,
      seed: call.seed,
      frequencyPenalty: call.frequencyPenalty,
      presencePenalty: call.presencePenalty,
      stopSequences: call.stopSequences,
      asSent,
    },
    usage: {
      inputTokens: call.inputTokens,
      outputTokens: call.outputTokens,
      cachedInputTokens: call.cachedInputTokens,
      reasoningTokens: call.reasoningTokens,
    },
    // Unknown cost is unknown, never 0; `display` is what a UI shows.
    cost: { usd: cost, display: cost === null ? '—' : `$${cost.toFixed(6)}`, priceVersion: call.priceVersion },
    content: {
      input: part(call.content.input),
      output: part(call.content.output),
      system: part(call.content.system),
      tools: part(call.content.tools),
    },
    status: { code: call.statusCode, errorType: call.errorType },
    subjectRef: call.subjectRef,
    conversationId: call.conversationId,
    retrievedDocumentIds: call.retrievedDocumentIds,
    replayOf: call.replayOf,
    stream: {
      // null: the instrumentation did not say whether the call was streamed.
      streamed: call.streamed,
      incomplete: call.incomplete,
      incompleteReason: call.incompleteReason,
      timeToFirstTokenMs: call.timeToFirstTokenMs,
    },
    systemFingerprint: call.systemFingerprint,
    promptTemplate: { name: call.promptTemplateName, version: call.promptTemplateVersion },
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

export function toLogView(log: StoredLog): LogView {
  return {
    timeUnixNano: log.timeUnixNano,
    spanId: log.spanId,
    severityNumber: log.severityNumber,
    severityText: log.severityText,
    eventName: log.eventName,
    serviceName: log.serviceName,
    body: log.body,
    attributes: log.attributes,
  };
}

/** Words for the sampling decision, so the lookup says why the span tree is (not) there. */
function samplingView(summary: TraceSummary) {
  const withoutRoot = summary.decidedWithoutRoot;
  const early = summary.samplePolicy.endsWith(' (early)');
  return {
    decision: summary.sampleDecision,
    policy: summary.samplePolicy,
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
export function traceRoutes(deps: { store: Store }) {
  return async function register(app: FastifyInstance): Promise<void> {
    app.get<{ Params: { traceId: string } }>(
      '/v1/traces/:traceId',
      { preHandler: requireScope('traces:read') },
      async (req) => {
        const traceId = req.params.traceId.toLowerCase();
        if (!TRACE_ID.test(traceId) || /^0+$/.test(traceId)) throw new ApiError('TH_ERR_API_BAD_TRACE_ID');
        const tenant = req.principal!.tenant;
        const reader = deps.store.forTenant(tenant);
        const summary = await reader.findTraceSummary(traceId);
        if (!summary) {
          // Not decided by the tail sampler yet: the ledger already has its LLM calls.
          const pending = await reader.listTraceLlmCalls(traceId, null);
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
        const window: TimeWindowNs = { fromNs: summary.startTimeUnixNano, toNs: summary.endTimeUnixNano };
        const [spans, calls, logs] = await Promise.all([
          reader.listTraceSpans(traceId, window, MAX_SPANS + 1),
          reader.listTraceLlmCalls(traceId, window),
          reader.listTraceLogs(traceId, window, MAX_LOGS),
        ]);
        const truncated = spans.length > MAX_SPANS;
        const kept = truncated ? spans.slice(0, MAX_SPANS) : spans;
        return {
          traceId,
          tenant,
          summary: {
            rootSpanId: summary.rootSpanId,
            rootName: summary.rootName,
            rootService: summary.rootService,
            startTimeUnixNano: summary.startTimeUnixNano,
            endTimeUnixNano: summary.endTimeUnixNano,
            durationMs: nsDiffMs(summary.startTimeUnixNano, summary.endTimeUnixNano),
            spanCount: summary.spanCount,
            storedSpanCount: kept.length,
            llmCallCount: summary.llmCallCount,
            errorSpanCount: summary.errorSpanCount,
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

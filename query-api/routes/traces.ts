import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { Store, TimeWindowNs, TraceSummary } from '../../platform/store/create-store.ts';
import type { EvidenceItem } from '../../schemas/evidence.ts';
import type { LedgerRecord } from '../../schemas/ledger.ts';
import { ApiError } from '../api-errors.ts';
import type { AuditedContentReader, ContentReadAttempt } from '../audited-content-read.ts';
import { requireScope } from '../auth/authenticate.ts';
import { inlineTraceContent, type InlineContentLimits, type InlineContentSummary, type InlineTarget } from '../inline-trace-content.ts';
import { buildLogicalCallsView } from '../views/build-logical-calls-view.ts';
import { buildSpanTree } from '../views/build-span-tree.ts';
import { describeEvidence, describeLogs, describeSampling, describeSpanTree, type SamplingFacts } from '../views/describe-trace-parts.ts';
import { emptyCallEvidence, groupEvidence, type CallEvidenceView } from '../views/group-evidence.ts';
import { isoFromUnixNano } from '../views/iso-from-unix-nano.ts';
import { MAX_TRACE_REF_CHARS, parseTraceRef } from '../views/parse-trace-ref.ts';
import { durationMsBetween, toLlmCallView, type LlmCallView } from '../views/to-llm-call-view.ts';
import { toLogView } from '../views/to-log-view.ts';
import { toRootRequestView } from '../views/to-root-request-view.ts';
import { readTraceRetention, type TraceRetentionDeps } from '../views/read-trace-retention.ts';

const MAX_SPANS = 10_000;
const MAX_LOGS = 10_000;
/** Defaults of `?include=content`: a lookup answer stays a few MiB, and a few hundred audit entries at most. */
export const DEFAULT_INLINE_LIMITS: InlineContentLimits = { maxBytes: 4 * 1024 * 1024, maxReads: 200 };
// Stands in an audit target for a trace reference that did not parse: never echoed (it may be anything).
const MALFORMED = '(malformed)';
const CONTENT_PARTS = ['input', 'system', 'output', 'tools'] as const;

const Query = z.strictObject({
  include: z.literal('content').optional(),
  // Exactly one: a repeated `reason` arrives as an array and is refused below, before this schema.
  reason: z.string().trim().min(1).max(500).optional(),
});
const LookupQuery = Query.extend({ ref: z.string().max(MAX_TRACE_REF_CHARS) });

export interface TraceRouteDeps {
  store: Store;
  /** Audited content reads for `?include=content`; absent = no content store, the parameter is refused. */
  contentReader?: AuditedContentReader;
  inlineLimits?: InlineContentLimits;
  /** Retention state (holds covering the trace, deletions and events naming it); absent = no `retention` block. */
  retention?: TraceRetentionDeps;
}

/**
 * GET /v1/traces/:traceId and GET /v1/traces/lookup?ref=… (scope traces:read) — a complaint answered in one
 * call: the trace index summary and root request, the LLM calls with the evidence that fed each and their
 * logical calls, the span tree and logs when kept; ISO 8601 beside every nanosecond time; every absent part
 * with its state in words. The id may be given as a bare id, a traceparent, or a URL/text containing one
 * (parseTraceRef). With `include=content` (content:read:raw and exactly one reason) the stored content of
 * every call is inlined, each object read audited against this trace; refusals of it are audited too.
 * Reads are scoped to the caller's tenant by construction (store.forTenant) and bounded by the trace's window.
 */
export function traceRoutes(deps: TraceRouteDeps) {
  const limits = deps.inlineLimits ?? DEFAULT_INLINE_LIMITS;
  return async function register(app: FastifyInstance): Promise<void> {
    app.get<{ Params: { traceId: string }; Querystring: Record<string, unknown> }>('/v1/traces/:traceId', { preHandler: requireScope('traces:read') }, (req, reply) =>
      lookup(req, reply, req.params.traceId, Query.safeParse(req.query ?? {})),
    );
    app.get<{ Querystring: Record<string, unknown> }>('/v1/traces/lookup', { preHandler: requireScope('traces:read') }, (req, reply) => {
      const q = LookupQuery.safeParse(req.query ?? {});
      return lookup(req, reply, typeof req.query?.ref === 'string' ? req.query.ref : '', q);
    });
  };

  async function lookup(req: FastifyRequest<{ Querystring: Record<string, unknown> }>, reply: FastifyReply, rawRef: string, q: z.ZodSafeParseResult<z.infer<typeof Query>>) {
    const principal = req.principal!;
    const rawQuery = req.query ?? {};
    const ref = parseTraceRef(rawRef);
    const wantsContent = rawQuery.include === 'content';
    const reason = q.success ? (q.data.reason ?? '') : '';
    // With include=content every attempt is audited, refusals included, against the trace the request names.
    const attempt: ContentReadAttempt = { principal, target: { traceId: ref.ok ? ref.traceId : MALFORMED }, view: 'raw', reason, via: 'trace_lookup' };
    const refuse = async (error: ApiError, detail: string): Promise<never> => {
      if (wantsContent && deps.contentReader) await deps.contentReader.recordRefusal(attempt, 'denied', detail);
      throw error;
    };
    if (wantsContent && Array.isArray(rawQuery.reason)) return refuse(new ApiError('TH_ERR_API_REASON_REQUIRED', 'include=content takes exactly one reason'), 'several_reasons');
    if (!q.success) return refuse(new ApiError('TH_ERR_API_BAD_REQUEST', `invalid query: ${q.error.issues[0]?.path.join('.')} ${q.error.issues[0]?.message}`), 'bad_query');
    if (!ref.ok) return refuse(new ApiError('TH_ERR_API_BAD_TRACE_ID', ref.message), 'bad_trace_id');
    if (wantsContent) {
      if (!deps.contentReader) throw new ApiError('TH_ERR_API_BAD_REQUEST', 'include=content: this API has no content store');
      if (!principal.scopes.has('content:read:raw')) return refuse(new ApiError('TH_ERR_API_FORBIDDEN', 'include=content needs the content:read:raw scope'), 'missing_scope');
      if (reason === '') return refuse(new ApiError('TH_ERR_API_REASON_REQUIRED', 'include=content needs exactly one reason (a ticket id or free text)'), 'no_reason');
    }

    const traceId = ref.traceId;
    const tenant = principal.tenant;
    const store = deps.store.forTenant(tenant);
    // The trace id is the primary key of the trace index, the ledger and the evidence tier, so the three are
    // read at once, without waiting for the summary's time window (measured: 78 → 51 ms p50 at 10 M spans).
    // The evidence tier is read beside the rest; if it cannot be read, the lookup says so instead of failing.
    const evidenceRead = store.listTraceEvidence(traceId, null).then(
      (items) => ({ items, unavailable: false }),
      () => ({ items: [] as EvidenceItem[], unavailable: true }),
    );
    // Read beside the rest; if it cannot be read the lookup says so (never an empty list that looks like "no hold").
    const retentionRead = deps.retention
      ? readTraceRetention(deps.retention, tenant, traceId).then(
          (view) => ({ ...view, unavailable: false }),
          () => ({ holds: [], deletions: [], events: [], unavailable: true }),
        )
      : Promise.resolve(undefined);
    const [summary, callsRead] = await Promise.all([store.findTraceSummary(traceId), store.listTraceLlmCalls(traceId, null)]);
    const window: TimeWindowNs | null = summary ? { fromNs: summary.startTimeUnixNano, toNs: summary.endTimeUnixNano } : null;
    let body;
    if (!summary) {
      // Not decided by the tail sampler yet: the ledger already has its LLM calls.
      const calls = callsRead;
      const evidence = await evidenceRead;
      if (!calls.length) throw new ApiError('TH_ERR_API_TRACE_NOT_FOUND');
      const parts = commonParts(calls, evidence, null);
      const spanTree = describeSpanTree(null, { indexed: 0, stored: 0, returned: 0, truncated: false });
      body = {
        traceId,
        tenant,
        summary: { pending: true, llmCallCount: calls.length, sampling: describeSampling(null) },
        root: toRootRequestView(null),
        spanTree,
        spans: [],
        ...parts,
        logs: [],
        logsState: describeLogs(spanTree, 0, false, MAX_LOGS),
      };
    } else {
      // Spans and log records are written for kept traces only: a dropped trace skips both reads.
      const keptTrace = summary.sampleDecision !== 'dropped';
      const calls = callsRead;
      const [spans, logs, evidence] = await Promise.all([
        keptTrace ? store.listTraceSpans(traceId, window!, MAX_SPANS + 1) : Promise.resolve([]),
        keptTrace ? store.listTraceLogs(traceId, window!, MAX_LOGS + 1) : Promise.resolve([]),
        evidenceRead,
      ]);
      const truncated = spans.length > MAX_SPANS;
      const kept = truncated ? spans.slice(0, MAX_SPANS) : spans;
      const logsTruncated = logs.length > MAX_LOGS;
      const keptLogs = logsTruncated ? logs.slice(0, MAX_LOGS) : logs;
      const sampling = samplingFacts(summary);
      const spanTree = describeSpanTree(sampling, { indexed: summary.spanCount, stored: spans.length, returned: kept.length, truncated });
      body = {
        traceId,
        tenant,
        summary: {
          rootSpanId: summary.rootSpanId,
          rootName: summary.rootName,
          rootService: summary.rootService,
          startTimeUnixNano: summary.startTimeUnixNano,
          startTimeIso: isoFromUnixNano(summary.startTimeUnixNano),
          endTimeUnixNano: summary.endTimeUnixNano,
          endTimeIso: isoFromUnixNano(summary.endTimeUnixNano),
          durationMs: durationMsBetween(summary.startTimeUnixNano, summary.endTimeUnixNano),
          spanCount: summary.spanCount,
          storedSpanCount: kept.length,
          llmCallCount: summary.llmCallCount,
          errorSpanCount: summary.errorSpanCount,
          services: [...summary.services].sort(),
          models: [...summary.models].sort(),
          sampling: describeSampling(sampling),
          pending: false,
          truncated,
        },
        root: toRootRequestView({
          spanId: summary.rootSpanId,
          name: summary.rootName,
          service: summary.rootService,
          startNs: summary.rootStartTimeUnixNano,
          endNs: summary.rootEndTimeUnixNano,
          route: summary.rootRoute,
          httpStatus: summary.rootHttpStatus,
          isError: summary.rootIsError,
        }),
        spanTree,
        spans: buildSpanTree(kept),
        ...commonParts(calls, evidence, summary),
        // The trace's log records (redacted; GenAI content events as stubs), kept with its spans.
        logs: keptLogs.map(toLogView),
        logsState: describeLogs(spanTree, keptLogs.length, logsTruncated, MAX_LOGS),
      };
    }
    const retention = await retentionRead;
    if (retention) Object.assign(body, { retention });
    if (!wantsContent) return body;
    const content = await inlineContent(attempt, reason, body.llmCalls, body.evidence.unlinked);
    return reply.header('cache-control', 'no-store').send({ ...body, content });
  }

  /** The LLM calls with their evidence, the logical calls, and the trace-level evidence state. */
  function commonParts(allCalls: LedgerRecord[], evidence: { items: EvidenceItem[]; unavailable: boolean }, summary: TraceSummary | null) {
    // Replay runs (issue 11) are LLM calls of this trace too, but not part of what happened: listed apart.
    const calls = allCalls.filter((c) => c.replayOf === '');
    const replayRuns = allCalls.filter((c) => c.replayOf !== '').map((c) => toLlmCallView(c, emptyCallEvidence()));
    const { byCall, unlinked } = groupEvidence(evidence.items, new Set(calls.map((c) => c.spanId)));
    const logicalCalls = buildLogicalCallsView(calls);
    // Each call says which logical call it was an attempt of, as grouped (explicit id, else the span tree).
    const attemptOf = new Map(logicalCalls.flatMap((l) => l.attempts.map((a) => [a.spanId, { logicalCallId: l.logicalCallId, ...a }] as const)));
    const llmCalls = calls.map((c) => {
      const view = toLlmCallView(c, byCall.get(c.spanId) ?? emptyCallEvidence());
      const a = attemptOf.get(c.spanId);
      if (a) view.attempt = { ...view.attempt, logicalCallId: a.logicalCallId, index: a.index, kind: a.kind, outcome: a.outcome };
      return view;
    });
    return {
      llmCalls,
      logicalCalls,
      replayRuns,
      evidence: { ...describeEvidence(summary !== null, evidence.items.length, evidence.unavailable), unlinked },
    };
  }

  /** Reads every stored part of the lookup (calls' parts, then documents, then tool arguments/results) inline. */
  async function inlineContent(attempt: ContentReadAttempt, reason: string, calls: LlmCallView[], unlinked: CallEvidenceView): Promise<InlineContentSummary> {
    type Inline = NonNullable<LlmCallView['content']['input']['inline']>;
    const targets: InlineTarget[] = [];
    // One read per (span, part, object): documents of one retrieval share the object their span stored.
    const apply = new Map<string, Array<(inline: Inline) => void>>();
    const add = (key: string, spanId: string, part: string, ref: string, set: (v: Inline) => void) => {
      if (ref === '') return;
      const setters = apply.get(key);
      if (setters) return void setters.push(set);
      targets.push({ key, spanId, part, ref });
      apply.set(key, [set]);
    };
    for (const call of calls) {
      for (const p of CONTENT_PARTS) {
        const part = call.content[p];
        if (part.state === 'stored') add(`${call.spanId}:${p}`, call.spanId, p, part.ref, (v) => (part.inline = v));
      }
    }
    for (const e of [...calls.map((c) => c.evidence ?? emptyCallEvidence()), unlinked]) {
      for (const d of e.documents) add(`documents:${d.sourceSpanId}:${d.contentRef}`, d.sourceSpanId, 'documents', d.contentRef, (v) => (d.inline = v));
      for (const t of e.toolCalls) {
        add(`tool:${t.itemId}:arguments`, t.sourceSpanId, 'tool_call', t.argumentsRef, (v) => (t.argumentsInline = v));
        add(`tool:${t.itemId}:result`, t.sourceSpanId, 'tool_call', t.resultRef, (v) => (t.resultInline = v));
      }
    }
    const { parts, summary } = await inlineTraceContent({ reader: deps.contentReader! }, { principal: attempt.principal, traceId: attempt.target.traceId!, reason }, targets, limits);
    for (const [key, view] of parts) for (const set of apply.get(key) ?? []) set(view);
    return summary;
  }
}

function samplingFacts(summary: TraceSummary): SamplingFacts {
  return { decision: summary.sampleDecision, policy: summary.samplePolicy, withoutRoot: summary.decidedWithoutRoot };
}

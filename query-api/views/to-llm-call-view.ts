import type { ContentPart, LedgerRecord } from '../../schemas/ledger.ts';
import { describeContentPart, type ContentPartView } from './describe-content-part.ts';
import { outcomeOf } from './group-attempts.ts';
import type { CallEvidenceView } from './group-evidence.ts';
import { isoFromUnixNano } from './iso-from-unix-nano.ts';
import { costTotal } from './format-cost-total.ts';

/** Milliseconds between two decimal nanosecond times (0 when either is unknown). */
export function durationMsBetween(startNs: string, endNs: string): number {
  if (!/^\d+$/.test(startNs) || !/^\d+$/.test(endNs)) return 0;
  return Number(BigInt(endNs) - BigInt(startNs)) / 1e6;
}

/** One rounding for every displayed cost: the lookup's and /v1/costs' agree to the last digit. */
function usdDisplay(usd: number | null | undefined): string {
  return usd === null || usd === undefined ? '—' : costTotal(usd, 0).display;
}

/**
 * One LLM call as the lookup returns it (pure): the ledger record's facts, ISO times beside the nanoseconds,
 * each content part's state in words, the attempt it was of its logical call, and — when given — the evidence
 * that fed it (lists of calls, which do not read the evidence, leave the field out rather than show it empty).
 * Field names of earlier versions are kept; new ones are added beside them.
 */
export function toLlmCallView(record: LedgerRecord, evidence?: CallEvidenceView) {
  let asSent: unknown = {};
  try {
    asSent = JSON.parse(record.requestParamsJson || '{}');
  } catch {
    asSent = {};
  }
  const content = {} as Record<ContentPart, ContentPartView>;
  for (const p of ['input', 'output', 'system', 'tools'] as const) content[p] = describeContentPart(record.content[p]);
  return {
    spanId: record.spanId,
    parentSpanId: record.parentSpanId,
    startTimeUnixNano: record.startTimeUnixNano,
    startTimeIso: isoFromUnixNano(record.startTimeUnixNano),
    endTimeUnixNano: record.endTimeUnixNano,
    endTimeIso: isoFromUnixNano(record.endTimeUnixNano),
    durationMs: durationMsBetween(record.startTimeUnixNano, record.endTimeUnixNano),
    serviceName: record.serviceName,
    spanName: record.spanName,
    sourceConvention: record.sourceConvention,
    operation: record.operation,
    provider: record.provider,
    requestModel: record.requestModel,
    responseModel: record.responseModel,
    responseId: record.responseId,
    finishReasons: record.finishReasons,
    params: {
      temperature: record.temperature,
      topP: record.topP,
      topK: record.topK,
      maxTokens: record.maxTokens,
      seed: record.seed,
      frequencyPenalty: record.frequencyPenalty,
      presencePenalty: record.presencePenalty,
      stopSequences: record.stopSequences,
      asSent,
    },
    usage: {
      inputTokens: record.inputTokens,
      outputTokens: record.outputTokens,
      cachedInputTokens: record.cachedInputTokens,
      reasoningTokens: record.reasoningTokens,
    },
    // Unknown cost is unknown, never 0; `display` is what a UI shows. A cost the span reported is kept beside.
    cost: {
      usd: record.costUsd,
      display: usdDisplay(record.costUsd),
      priceVersion: record.priceVersion,
      reportedUsd: record.reportedCostUsd ?? null,
      reportedDisplay: usdDisplay(record.reportedCostUsd),
    },
    content,
    status: { code: record.statusCode, errorType: record.errorType },
    subjectRef: record.subjectRef,
    conversationId: record.conversationId,
    sessionId: record.sessionId ?? '',
    route: record.route ?? '',
    retrievedDocumentIds: record.retrievedDocumentIds,
    replayOf: record.replayOf,
    stream: {
      // null: the instrumentation did not say whether the call was streamed.
      streamed: record.streamed,
      incomplete: record.incomplete,
      incompleteReason: record.incompleteReason ?? '',
      timeToFirstTokenMs: record.timeToFirstTokenMs,
    },
    systemFingerprint: record.systemFingerprint ?? '',
    promptTemplate: { name: record.promptTemplateName ?? '', version: record.promptTemplateVersion ?? '' },
    // As recorded; the lookup replaces logicalCallId, index, kind and outcome by its grouping of the trace's calls.
    attempt: {
      logicalCallId: record.logicalCallId || record.spanId,
      index: record.attemptIndex ?? 0,
      kind: record.attemptKind ?? '',
      outcome: outcomeOf(record),
      cancelled: record.cancelled ?? false,
      cancelReason: record.cancelReason ?? '',
      queueWaitMs: record.queueWaitMs ?? null,
    },
    ...(evidence ? { evidence } : {}),
  };
}

export type LlmCallView = ReturnType<typeof toLlmCallView>;

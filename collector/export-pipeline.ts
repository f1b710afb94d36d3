import type { Logger } from 'pino';
import type { BusProducer } from '../platform/bus/bus.ts';
import type { DecodedExport, SpanRecord } from '../schemas/span.ts';
import type { LedgerRecord } from '../schemas/ledger.ts';
import type { ContentObjectMeta } from '../schemas/content-object.ts';
import { encodeTraceBatch, type TraceBatch } from '../schemas/bus-payload.ts';
import type { ExportOutcome } from './receivers/export-handler.ts';
import type { Metrics } from '../platform/metrics/create-metrics.ts';

/** What the extraction stage returns (see processors/extract-llm-content.ts). */
export interface ExtractedBatch {
  spans: SpanRecord[];
  ledger: LedgerRecord[];
  contentObjects: ContentObjectMeta[];
}

export type ExtractFn = (tenant: string, spans: SpanRecord[]) => Promise<ExtractedBatch>;

export interface ExportPipelineConfig {
  /** Exports processed at once; beyond that the receivers answer 429 with Retry-After. */
  maxInflightExports: number;
  /** Spans held by exports in flight; the collector's memory bound. */
  maxInflightSpans: number;
  retryAfterMs: number;
}

export interface ExportPipelineStats {
  exportsAccepted: number;
  exportsRefusedOverload: number;
  exportsFailed: number;
  spansAccepted: number;
  spansRejected: number;
  llmCallsAccepted: number;
  inflight: number;
  inflightSpans: number;
  /** Offset after the last record this pipeline appended (0 before the first). */
  busEndOffset: number;
}

/**
 * The collector's processing of one OTLP export, between a receiver and the bus:
 * tenant stamping → LLM content extraction (content store writes) → redaction → one bus record per trace.
 * Answers 'ok' only once the bus holds the records durably (acknowledged = durable).
 */
export interface ExportPipeline {
  handleExport(ctx: { tenant: string; transport: 'http' | 'grpc' }, decoded: DecodedExport): Promise<ExportOutcome>;
  stats(): ExportPipelineStats;
  /** Resolves when no export is in flight (for graceful shutdown). */
  idle(timeoutMs: number): Promise<boolean>;
}

export function createExportPipeline(
  deps: { logger: Logger; producer: BusProducer; extract: ExtractFn; redact?: (tenant: string, batch: ExtractedBatch) => Promise<ExtractedBatch>; metrics?: Metrics },
  config: ExportPipelineConfig,
): ExportPipeline {
  const { logger, producer, extract } = deps;
  const stats: ExportPipelineStats = {
    exportsAccepted: 0,
    exportsRefusedOverload: 0,
    exportsFailed: 0,
    spansAccepted: 0,
    spansRejected: 0,
    llmCallsAccepted: 0,
    inflight: 0,
    inflightSpans: 0,
    busEndOffset: 0,
  };
  let overloadWarned = 0;

  async function process(tenant: string, decoded: DecodedExport): Promise<ExportOutcome> {
    for (const span of decoded.spans) span.tenant = tenant;
    // Content leaves the spans first (it is evidence, kept unredacted in the content store); then
    // everything that remains is redacted before it reaches the bus.
    let extracted = await extract(tenant, decoded.spans);
    if (deps.redact) extracted = await deps.redact(tenant, extracted);
    const receivedAtMs = Date.now();
    const byTrace = new Map<string, TraceBatch>();
    const batchFor = (traceId: string): TraceBatch => {
      let b = byTrace.get(traceId);
      if (!b) {
        b = { v: 1, tenant, traceId, receivedAtMs, spans: [], ledger: [], contentObjects: [] };
        byTrace.set(traceId, b);
      }
      return b;
    };
    for (const s of extracted.spans) batchFor(s.traceId).spans.push(s);
    for (const l of extracted.ledger) batchFor(l.traceId).ledger.push(l);
    for (const c of extracted.contentObjects) batchFor(c.traceId).contentObjects.push(c);
    if (byTrace.size === 0) return { status: 'ok' };
    const records = [...byTrace.values()].map((b) => ({ key: b.traceId, value: encodeTraceBatch(b) }));
    const appended = await producer.append(records);
    if (appended.status === 'ok') {
      stats.busEndOffset = Math.max(stats.busEndOffset, appended.firstOffset + records.length);
      stats.spansAccepted += extracted.spans.length;
      stats.llmCallsAccepted += extracted.ledger.length;
      deps.metrics?.spansAccepted.inc(extracted.spans.length);
      deps.metrics?.llmCalls.inc(extracted.ledger.length);
      return { status: 'ok' };
    }
    if (appended.status === 'retryable') {
      // A full or busy bus is load (429); a bus that cannot be reached is an outage (503).
      const unavailable = /unavailable|timeout|closed/i.test(appended.reason);
      return { status: 'retryable', retryInMs: appended.retryInMs, reason: unavailable ? 'unavailable' : 'overloaded' };
    }
    return { status: 'failed', error: appended.error };
  }

  return {
    async handleExport(ctx, decoded) {
      const spans = decoded.spans.length;
      if (stats.inflight >= config.maxInflightExports || (stats.inflightSpans > 0 && stats.inflightSpans + spans > config.maxInflightSpans)) {
        stats.exportsRefusedOverload += 1;
        deps.metrics?.exports.inc({ transport: ctx.transport, outcome: 'retryable' });
        // Warn once per burst with the count, never per request.
        if (overloadWarned === 0) logger.warn({ maxInflightExports: config.maxInflightExports }, 'collector at its in-flight limit; answering 429');
        overloadWarned += 1;
        return { status: 'retryable', retryInMs: config.retryAfterMs, reason: 'overloaded' };
      }
      if (overloadWarned > 0) {
        logger.info({ refused: overloadWarned }, 'collector below its in-flight limit again');
        overloadWarned = 0;
      }
      stats.inflight += 1;
      stats.inflightSpans += spans;
      stats.spansRejected += decoded.rejectedSpans;
      deps.metrics?.spansRejected.inc(decoded.rejectedSpans);
      try {
        const outcome = await process(ctx.tenant, decoded);
        if (outcome.status === 'ok') stats.exportsAccepted += 1;
        else if (outcome.status === 'retryable') stats.exportsRefusedOverload += 1;
        else stats.exportsFailed += 1;
        deps.metrics?.exports.inc({ transport: ctx.transport, outcome: outcome.status });
        return outcome;
      } catch (err) {
        stats.exportsFailed += 1;
        deps.metrics?.exports.inc({ transport: ctx.transport, outcome: 'retryable' });
        const e = err as { code?: string; name?: string };
        logger.error({ code: e.code, errName: e.name }, 'export processing failed; client will retry');
        // A content-store or bus failure is transient from the client's point of view: ask it to retry.
        return { status: 'retryable', retryInMs: config.retryAfterMs, reason: 'unavailable' };
      } finally {
        stats.inflight -= 1;
        stats.inflightSpans -= spans;
      }
    },
    stats: () => ({ ...stats }),
    async idle(timeoutMs) {
      const deadline = Date.now() + timeoutMs;
      while (stats.inflight > 0 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 10));
      return stats.inflight === 0;
    },
  };
}

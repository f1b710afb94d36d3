import { randomBytes } from 'node:crypto';
import type { Logger } from 'pino';
import type { BusProducer } from '../platform/bus/bus.ts';
import type { DecodedExport } from '../schemas/span.ts';
import type { DecodedLogsExport } from '../schemas/log.ts';
import type { DecodedMetricsExport, MetricPoint } from '../schemas/metric.ts';
import { BUS_PAYLOAD_VERSION, encodeBusBatch, type BusBatch, type BusPayloadVersion, type SignalsBatch, type TraceBatch } from '../schemas/bus-payload.ts';
import type { ExportContext, ExportOutcome } from './receivers/export-handler.ts';
import type { Metrics } from '../platform/metrics/create-metrics.ts';
import type { ProcessLogs } from './processors/process-logs.ts';
import { filterMetrics } from './processors/filter-metrics.ts';
import { errorIdentity } from '../platform/errors/tracehold-error.ts';
import { awaitPendingWrites, ProcessorError, runProcessors, runStep, spanBatchOf, type SpanProcessor } from './processor.ts';

export interface ExportPipelineConfig {
  /** Exports processed at once; beyond that the receivers answer 429 with Retry-After. */
  maxInflightExports: number;
  /** Spans (log records, data points) held by exports in flight; the collector's memory bound. */
  maxInflightSpans: number;
  retryAfterMs: number;
  /** Metric names kept (prefixes); other data points are answered "not stored". Default gen_ai.client. */
  keepMetricPrefixes?: readonly string[];
  /** The bus payload version written (`bus.payloadVersion`); default the newest, BUS_PAYLOAD_VERSION. */
  busPayloadVersion?: BusPayloadVersion;
  /**
   * An export that takes this long or longer from admission to its answer is logged with where its time went
   * (`collector.slowExportMs`; at most one line per SLOW_EXPORT_LOG_INTERVAL_MS, with the count of those not
   * logged); 0 or absent = not logged.
   */
  slowExportMs?: number;
}

/** At most one slow-export line per pipeline in this time; the next one counts those in between. */
export const SLOW_EXPORT_LOG_INTERVAL_MS = 10_000;

export interface ExportPipelineStats {
  exportsAccepted: number;
  exportsRefusedOverload: number;
  exportsFailed: number;
  spansAccepted: number;
  spansRejected: number;
  llmCallsAccepted: number;
  logRecordsAccepted: number;
  /** GenAI content events whose content was moved to the store. */
  contentEventsAccepted: number;
  metricPointsStored: number;
  metricPointsNotStored: number;
  inflight: number;
  inflightSpans: number;
  /** Offset after the last record this pipeline appended (0 before the first). */
  busEndOffset: number;
}

/**
 * The collector's processing of one OTLP export, between a receiver and the bus. Traces: tenant stamping →
 * the span processors in order (LLM content extraction into the content store, then redaction; see
 * processor.ts for the component model) → one bus record per trace, appended once the content-store writes
 * the processors left under way are durable (they go on while redaction and encoding run). Logs: GenAI content
 * events' content to the store → redaction → with their trace's record (or a signals record without trace
 * context). Metrics: GenAI client metrics kept, redacted → a signals record; the rest answered "not stored".
 * Answers 'ok' only once the bus holds the records durably (acknowledged = durable).
 */
export interface ExportPipeline {
  handleExport(ctx: ExportContext, decoded: DecodedExport): Promise<ExportOutcome>;
  handleLogs(ctx: ExportContext, decoded: DecodedLogsExport): Promise<ExportOutcome>;
  handleMetrics(ctx: ExportContext, decoded: DecodedMetricsExport): Promise<ExportOutcome>;
  stats(): ExportPipelineStats;
  /** Resolves when no export is in flight (for graceful shutdown). */
  idle(timeoutMs: number): Promise<boolean>;
}

export interface ExportPipelineDeps {
  logger: Logger;
  producer: BusProducer;
  /**
   * The trace path, in order. Content extraction comes first (content is evidence, kept unredacted in the
   * content store), then redaction of everything that remains, before anything reaches the bus.
   */
  spanProcessors: readonly SpanProcessor[];
  /** Log records; absent = logs are refused as unsupported. */
  processLogs?: ProcessLogs;
  /** Redacts the attributes of metric data points in place (absent: kept as sent). */
  redactMetrics?: (tenant: string, points: MetricPoint[]) => Promise<MetricPoint[]>;
  metrics?: Metrics;
}

const DEFAULT_KEEP_METRIC_PREFIXES = ['gen_ai.client.'];

export function createExportPipeline(deps: ExportPipelineDeps, config: ExportPipelineConfig): ExportPipeline {
  const payloadVersion = config.busPayloadVersion ?? BUS_PAYLOAD_VERSION;
  const encodeRecord = (batch: BusBatch): Buffer => encodeBusBatch(batch, payloadVersion);
  const { logger, producer } = deps;
  const keepMetricPrefixes = config.keepMetricPrefixes ?? DEFAULT_KEEP_METRIC_PREFIXES;
  const stats: ExportPipelineStats = {
    exportsAccepted: 0,
    exportsRefusedOverload: 0,
    exportsFailed: 0,
    spansAccepted: 0,
    spansRejected: 0,
    llmCallsAccepted: 0,
    logRecordsAccepted: 0,
    contentEventsAccepted: 0,
    metricPointsStored: 0,
    metricPointsNotStored: 0,
    inflight: 0,
    inflightSpans: 0,
    busEndOffset: 0,
  };
  let overloadWarned = 0;
  const slowExportMs = config.slowExportMs ?? 0;
  let slowLoggedAt = -Infinity;
  let slowNotLogged = 0;

  /** Appends the records; maps the bus's answer to the export's outcome. Timed as the step `append`. */
  async function append(ctx: ExportContext, records: { key: string; value: Buffer }[], onOk: () => void): Promise<ExportOutcome> {
    if (records.length === 0) {
      onOk();
      return { status: 'ok' };
    }
    const startedAt = performance.now();
    const appended = await producer.append(records);
    const ms = performance.now() - startedAt;
    deps.metrics?.stepSeconds.observe({ signal: ctx.signal ?? 'traces', step: 'append' }, ms / 1000);
    ctx.steps?.push({ step: 'append', ms });
    if (appended.status === 'ok') {
      stats.busEndOffset = Math.max(stats.busEndOffset, appended.firstOffset + records.length);
      onOk();
      return { status: 'ok' };
    }
    if (appended.status === 'retryable') {
      // A full or busy bus is load (429); a bus that cannot be reached is an outage (503).
      return { status: 'retryable', retryInMs: appended.retryInMs, reason: appended.reason === 'unavailable' ? 'unavailable' : 'overloaded' };
    }
    return { status: 'failed', error: appended.error };
  }

  async function processTraces(ctx: ExportContext, decoded: DecodedExport): Promise<ExportOutcome> {
    const tenant = ctx.tenant;
    for (const span of decoded.spans) span.tenant = tenant;
    const extracted = await runProcessors(deps, deps.spanProcessors, ctx, spanBatchOf(decoded.spans));
    const receivedAtMs = Date.now();
    const byTrace = new Map<string, TraceBatch>();
    const batchFor = (traceId: string): TraceBatch => {
      let b = byTrace.get(traceId);
      if (!b) {
        b = { v: BUS_PAYLOAD_VERSION, tenant, traceId, receivedAtMs, spans: [], ledger: [], contentObjects: [] };
        byTrace.set(traceId, b);
      }
      return b;
    };
    for (const s of extracted.spans) batchFor(s.traceId).spans.push(s);
    for (const l of extracted.ledger) batchFor(l.traceId).ledger.push(l);
    for (const c of extracted.contentObjects) batchFor(c.traceId).contentObjects.push(c);
    if (extracted.subjects) for (const [traceId, subject] of extracted.subjects) batchFor(traceId).subject = subject;
    // A call's own subject counts for its trace too (redaction can name one that extraction's configured
    // attributes did not): ingest then moves the trace's pending content under that subject's key.
    for (const l of extracted.ledger) {
      const b = batchFor(l.traceId);
      if (b.subject === undefined && l.subjectRef !== '') b.subject = { ref: l.subjectRef, fromRoot: false };
    }
    const records = [...byTrace.values()].map((b) => ({ key: b.traceId, value: encodeRecord(b) }));
    // The content the records refer to is durable before any of them reaches the bus.
    await awaitPendingWrites(deps, ctx, extracted);
    return append(ctx, records, () => {
      stats.spansAccepted += extracted.spans.length;
      stats.llmCallsAccepted += extracted.ledger.length;
      deps.metrics?.spansAccepted.inc(extracted.spans.length);
      deps.metrics?.llmCalls.inc(extracted.ledger.length);
    });
  }

  async function processLogs(ctx: ExportContext, decoded: DecodedLogsExport): Promise<ExportOutcome> {
    const { processLogs: process } = deps;
    if (!process) return { status: 'failed', error: new Error('TH_ERR_OTLP_SIGNAL_UNSUPPORTED: log records are not processed by this pipeline') };
    const tenant = ctx.tenant;
    const processed = await runStep(deps, ctx, 'process_logs', decoded.logs.length, () => process(tenant, decoded.logs), (p) => {
      let out = p.untraced.logs.length;
      for (const t of p.byTrace.values()) out += t.logs.length;
      return out;
    });
    const receivedAtMs = Date.now();
    const records: { key: string; value: Buffer }[] = [];
    for (const [traceId, t] of processed.byTrace) {
      const batch: TraceBatch = { v: BUS_PAYLOAD_VERSION, tenant, traceId, receivedAtMs, spans: [], ledger: [], contentObjects: t.contentObjects, logs: t.logs };
      if (t.attachments.length > 0) batch.attachments = t.attachments;
      records.push({ key: traceId, value: encodeRecord(batch) });
    }
    if (processed.untraced.logs.length > 0 || processed.untraced.contentObjects.length > 0) {
      const signals: SignalsBatch = { v: BUS_PAYLOAD_VERSION, kind: 'signals', tenant, receivedAtMs, logs: processed.untraced.logs, metrics: [], contentObjects: processed.untraced.contentObjects };
      records.push({ key: spreadKey(), value: encodeRecord(signals) });
    }
    const accepted = decoded.logs.length;
    return append(ctx, records, () => {
      stats.logRecordsAccepted += accepted;
      stats.contentEventsAccepted += processed.contentEvents;
      deps.metrics?.logRecordsAccepted?.inc(accepted);
    });
  }

  async function processMetrics(ctx: ExportContext, decoded: DecodedMetricsExport): Promise<ExportOutcome> {
    const tenant = ctx.tenant;
    for (const point of decoded.points) point.tenant = tenant;
    const filtered = await runStep(deps, ctx, 'filter', decoded.points.length, async () => filterMetrics(decoded.points, keepMetricPrefixes), (f) => f.kept.length);
    const { redactMetrics } = deps;
    const kept = redactMetrics ? await runStep(deps, ctx, 'redact', filtered.kept.length, () => redactMetrics(tenant, filtered.kept), (p) => p.length) : filtered.kept;
    const records: { key: string; value: Buffer }[] = [];
    if (kept.length > 0) {
      const signals: SignalsBatch = { v: BUS_PAYLOAD_VERSION, kind: 'signals', tenant, receivedAtMs: Date.now(), logs: [], metrics: kept, contentObjects: [] };
      records.push({ key: spreadKey(), value: encodeRecord(signals) });
    }
    const outcome = await append(ctx, records, () => {
      stats.metricPointsStored += kept.length;
      stats.metricPointsNotStored += filtered.notStored;
      deps.metrics?.metricPoints?.inc({ outcome: 'stored' }, kept.length);
      deps.metrics?.metricPoints?.inc({ outcome: 'not_stored' }, filtered.notStored);
    });
    if (outcome.status === 'ok' && filtered.notStored > 0) return { status: 'ok', partial: { rejected: filtered.notStored, message: filtered.message } };
    return outcome;
  }

  /** Admission (bounded exports and items in flight), then `work`; failures become retryable answers. */
  async function admit(ctx: ExportContext, items: number, rejected: number, work: () => Promise<ExportOutcome>): Promise<ExportOutcome> {
    const transport = ctx.transport;
    if (stats.inflight >= config.maxInflightExports || (stats.inflightSpans > 0 && stats.inflightSpans + items > config.maxInflightSpans)) {
      stats.exportsRefusedOverload += 1;
      deps.metrics?.exports.inc({ transport, outcome: 'retryable' });
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
    stats.inflightSpans += items;
    if ((ctx.signal ?? 'traces') === 'traces') {
      stats.spansRejected += rejected;
      deps.metrics?.spansRejected.inc(rejected);
    }
    const startedAt = performance.now();
    let answered: ExportOutcome['status'] = 'retryable';
    try {
      const outcome = await work();
      answered = outcome.status;
      if (outcome.status === 'ok') stats.exportsAccepted += 1;
      else if (outcome.status === 'retryable') stats.exportsRefusedOverload += 1;
      else stats.exportsFailed += 1;
      deps.metrics?.exports.inc({ transport, outcome: outcome.status });
      return outcome;
    } catch (err) {
      stats.exportsFailed += 1;
      deps.metrics?.exports.inc({ transport, outcome: 'retryable' });
      // Identity only (step, error name and code), never the error's text: it may quote data.
      const step = err instanceof ProcessorError ? err.step : undefined;
      logger.error({ step, ...errorIdentity(err instanceof ProcessorError ? err.cause : err), signal: ctx.signal ?? 'traces' }, 'export processing failed; client will retry');
      // A content-store or bus failure is transient from the client's point of view: ask it to retry.
      return { status: 'retryable', retryInMs: config.retryAfterMs, reason: 'unavailable' };
    } finally {
      stats.inflight -= 1;
      stats.inflightSpans -= items;
      if (slowExportMs > 0) {
        const ms = performance.now() - startedAt;
        if (ms >= slowExportMs) noteSlowExport(ctx, items, answered, ms);
      }
    }
  }

  /**
   * Logs a slow export with where its time went: its timed steps and the rest (`otherMs`: stamping, grouping,
   * encoding and waits for this thread between steps). Timings and counts only, never data. Rate-bounded.
   */
  function noteSlowExport(ctx: ExportContext, items: number, outcome: ExportOutcome['status'], ms: number): void {
    const now = performance.now();
    if (now - slowLoggedAt < SLOW_EXPORT_LOG_INTERVAL_MS) {
      slowNotLogged += 1;
      return;
    }
    const steps: Record<string, number> = {};
    let stepsMs = 0;
    for (const t of ctx.steps ?? []) {
      steps[t.step] = round1((steps[t.step] ?? 0) + t.ms);
      stepsMs += t.ms;
    }
    logger.info(
      { signal: ctx.signal ?? 'traces', transport: ctx.transport, items, outcome, totalMs: round1(ms), steps, otherMs: round1(Math.max(0, ms - stepsMs)), slowExportMs, notLoggedSinceLastLine: slowNotLogged },
      'slow export: where its time went (from admission to answer)',
    );
    slowLoggedAt = now;
    slowNotLogged = 0;
  }

  /** A new context for each export; with slow exports logged it carries the export's step times. */
  const exportContext = (ctx: ExportContext, signal: 'traces' | 'logs' | 'metrics'): ExportContext =>
    slowExportMs > 0 ? { ...ctx, signal, steps: [] } : { ...ctx, signal };

  return {
    handleExport: (ctx, decoded) => {
      const traces = exportContext(ctx, 'traces');
      return admit(traces, decoded.spans.length, decoded.rejectedSpans, () => processTraces(traces, decoded));
    },
    handleLogs: (ctx, decoded) => {
      const logs = exportContext(ctx, 'logs');
      return admit(logs, decoded.logs.length, decoded.rejectedLogRecords, () => processLogs(logs, decoded));
    },
    handleMetrics: (ctx, decoded) => {
      const metrics = exportContext(ctx, 'metrics');
      return admit(metrics, decoded.points.length, decoded.rejectedDataPoints, () => processMetrics(metrics, decoded));
    },
    stats: () => ({ ...stats }),
    async idle(timeoutMs) {
      const deadline = Date.now() + timeoutMs;
      while (stats.inflight > 0 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 10));
      return stats.inflight === 0;
    },
  };
}

/** Records that belong to no trace are spread over the partitions (their order does not matter). */
function spreadKey(): string {
  return `signals:${randomBytes(8).toString('hex')}`;
}

function round1(ms: number): number {
  return Math.round(ms * 10) / 10;
}

import { getHeapStatistics } from 'node:v8';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';

/**
 * The process's Prometheus metrics, on a registry of its own (no global state: tests create as many
 * as they like). Label values are bounded enumerations only — rule names, locations, outcomes — never
 * attribute values, tenants' data or anything a span carried.
 */
/** What a Prometheus endpoint serves: a registry, or the sum of several processes' (bin/collector-cluster.ts). */
export type MetricsSource = Pick<Registry, 'contentType' | 'metrics'>;

export interface Metrics {
  registry: Registry;
  exports: Counter<'transport' | 'outcome'>;
  /** OTLP exports refused by admission, by reason (wait_timeout, line_full, body_bytes; body_timeout: admitted, body too slow). */
  admissionRefused: Counter<'reason'>;
  spansAccepted: Counter;
  spansRejected: Counter;
  /** Items (spans, log records, data points) into and out of each collector step, by signal (collector/processor.ts). */
  stepItems: Counter<'signal' | 'step' | 'direction'>;
  /** Collector steps that threw (the export was answered retryable), by signal and step. */
  stepFailures: Counter<'signal' | 'step'>;
  /** Seconds each collector step took per export, by signal and step (the bus append is the step `append`). */
  stepSeconds: Histogram<'signal' | 'step'>;
  llmCalls: Counter;
  redactions: Counter<'rule' | 'location'>;
  tracestatePii: Counter<'rule'>;
  sqlSanitized: Counter<'status'>;
  ingestRows: Counter<'table'>;
  ingestWriteFailures: Counter;
  /** Bus records ingest did not read: `invalid` (skipped, committed past) or `newer_version` (left on the bus). */
  ingestRecordsUnread: Counter<'reason'>;
  ingestDelayMs: Gauge;
  logRecordsAccepted: Counter;
  metricPoints: Counter<'outcome'>;
  contentMoves: Counter<'outcome'>;
  /** Evidence items written by ingest, by kind (document, db_statement, tool_call). */
  evidenceItems: Counter<'kind'>;
  /** Evidence items not written because a trace had more than the per-trace bound. */
  evidenceItemsCut: Counter;
  /** Deletion-request transitions made by the retention worker, by the state entered (issue 10). */
  deletionTransitions: Counter<'to'>;
  /** Retention worker passes that threw (logged with their code; the worker goes on). */
  retentionPassFailures: Counter;
  /** When the retention worker last finished a pass with no failed step (Unix seconds); alert when it is old. */
  retentionLastSuccessfulPass: Gauge;
  /** Records of erased traces that ingest did not write back (re-ingest, bus replay), by table. */
  ingestErasedRecords: Counter<'table'>;
}

export function createMetrics(opts: { defaultMetrics?: boolean } = {}): Metrics {
  const registry = new Registry();
  // The event-loop lag histogram samples with a libuv timer; prom-client's default of every 10 ms woke an idle
  // process 100 times a second. Every 100 ms still measures each sample's delay exactly, with fewer samples.
  if (opts.defaultMetrics !== false) collectDefaultMetrics({ register: registry, prefix: 'tracehold_process_', eventLoopMonitoringPrecision: 100 });
  const registers = [registry];
  return {
    registry,
    exports: new Counter({ name: 'tracehold_otlp_exports_total', help: 'OTLP exports by transport and outcome (ok, retryable, failed, unauthenticated: refused for missing or invalid ingest credentials)', labelNames: ['transport', 'outcome'], registers }),
    admissionRefused: new Counter({
      name: 'tracehold_otlp_admission_refused_total',
      help: 'OTLP exports refused by admission with 429 / RESOURCE_EXHAUSTED (wait_timeout: waited limits.admission.maxWaitMs; line_full: the waiting line was full; body_bytes: the body did not fit limits.admission.maxBytes, refused while it was read; body_timeout: admitted, but its body or gRPC message did not arrive within limits.admission.bodyTimeoutMs, answered 503 / DEADLINE_EXCEEDED)',
      labelNames: ['reason'],
      registers,
    }),
    spansAccepted: new Counter({ name: 'tracehold_spans_accepted_total', help: 'Spans acknowledged to exporters', registers }),
    stepItems: new Counter({
      name: 'tracehold_collector_step_items_total',
      help: 'Items (spans, log records, metric data points) into (direction=in) and out of (direction=out) each collector step, by signal and step',
      labelNames: ['signal', 'step', 'direction'],
      registers,
    }),
    stepFailures: new Counter({ name: 'tracehold_collector_step_failures_total', help: 'Collector steps that failed; the export was answered retryable', labelNames: ['signal', 'step'], registers }),
    stepSeconds: new Histogram({
      name: 'tracehold_collector_step_seconds',
      help: 'Time each collector step took per export (wall clock, including waits for disk and the bus), by signal and step; step="append" is the bus append',
      labelNames: ['signal', 'step'],
      buckets: [0.0005, 0.001, 0.0015, 0.002, 0.003, 0.004, 0.005, 0.0065, 0.008, 0.01, 0.0125, 0.015, 0.02, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
      registers,
    }),
    spansRejected: new Counter({ name: 'tracehold_spans_rejected_total', help: 'Spans refused individually (partial success)', registers }),
    llmCalls: new Counter({ name: 'tracehold_llm_calls_total', help: 'LLM calls recorded in the ledger', registers }),
    redactions: new Counter({ name: 'tracehold_redactions_total', help: 'Values redacted, by rule and location in the span', labelNames: ['rule', 'location'], registers }),
    tracestatePii: new Counter({ name: 'tracehold_tracestate_pii_total', help: 'Personal data found in W3C tracestate (redacted in what is stored; forbidden there by W3C)', labelNames: ['rule'], registers }),
    sqlSanitized: new Counter({ name: 'tracehold_sql_statements_total', help: 'Database statements by sanitizer outcome (sanitized, summarized, unchanged)', labelNames: ['status'], registers }),
    ingestRows: new Counter({ name: 'tracehold_ingest_rows_total', help: 'Rows written to ClickHouse by table', labelNames: ['table'], registers }),
    ingestWriteFailures: new Counter({ name: 'tracehold_ingest_write_failures_total', help: 'Failed ClickHouse writes (retried)', registers }),
    ingestRecordsUnread: new Counter({
      name: 'tracehold_ingest_records_unread_total',
      help: 'Bus records ingest did not read: invalid (skipped, committed past) or newer_version (written by a newer collector; left on the bus, its partition not committed past it)',
      labelNames: ['reason'],
      registers,
    }),
    ingestDelayMs: new Gauge({ name: 'tracehold_ingest_delay_ms', help: 'Acceptance-to-stored delay of the last written batch', registers }),
    logRecordsAccepted: new Counter({ name: 'tracehold_log_records_accepted_total', help: 'OTLP log records acknowledged to exporters', registers }),
    metricPoints: new Counter({
      name: 'tracehold_metric_points_total',
      help: 'OTLP metric data points by outcome: stored (GenAI client metrics) or not_stored (answered as partial success)',
      labelNames: ['outcome'],
      registers,
    }),
    contentMoves: new Counter({
      name: 'tracehold_content_subject_moves_total',
      help: "Trace-scoped content objects moved under their end user's key once the trace's subject was learned, by outcome",
      labelNames: ['outcome'],
      registers,
    }),
    evidenceItems: new Counter({
      name: 'tracehold_evidence_items_total',
      help: 'Evidence items (retrieved documents, sanitized DB statements, tool calls) written for kept and dropped traces, by kind',
      labelNames: ['kind'],
      registers,
    }),
    evidenceItemsCut: new Counter({ name: 'tracehold_evidence_items_cut_total', help: 'Evidence items over the per-trace bound, not written', registers }),
    deletionTransitions: new Counter({ name: 'tracehold_deletion_transitions_total', help: 'Deletion-request transitions made by the retention worker, by the state entered', labelNames: ['to'], registers }),
    retentionPassFailures: new Counter({ name: 'tracehold_retention_pass_failures_total', help: 'Retention worker passes that failed (retried on the next pass)', registers }),
    retentionLastSuccessfulPass: new Gauge({
      name: 'tracehold_retention_last_successful_pass_timestamp_seconds',
      help: 'When the retention worker last finished a pass (erasures, expiry, quotas) with no failed step, in Unix seconds',
      registers,
    }),
    ingestErasedRecords: new Counter({
      name: 'tracehold_ingest_erased_records_total',
      help: 'Records of erased traces arriving again (re-ingest, bus replay) that ingest kept erased, by table',
      labelNames: ['table'],
      registers,
    }),
  };
}

/**
 * The V8 heap of this thread's isolate, labelled with its thread id (0 = the main thread), read at each scrape. A
 * process whose collector pipelines are worker threads (`collector.balance: thread`) has one isolate per thread,
 * and the process metrics (`tracehold_process_nodejs_heap_*`) describe the main thread's only; summed over threads
 * these series are the process's JavaScript heaps, and per thread they show which pipeline holds memory.
 */
export function registerIsolateHeapMetrics(registry: Registry, thread: number): void {
  const labels = { thread: String(thread) };
  const gauge = (name: string, help: string, read: (h: ReturnType<typeof getHeapStatistics>) => number): void => {
    new Gauge({
      name,
      help,
      labelNames: ['thread'],
      registers: [registry],
      collect() {
        this.set(labels, read(getHeapStatistics()));
      },
    });
  };
  gauge('tracehold_isolate_heap_used_bytes', "Bytes of live objects in this thread's V8 heap (thread: thread id, 0 = main)", (h) => h.used_heap_size);
  gauge('tracehold_isolate_heap_total_bytes', "Bytes this thread's V8 heap has committed (thread: thread id, 0 = main)", (h) => h.total_heap_size);
  gauge('tracehold_isolate_external_memory_bytes', "Bytes outside the V8 heap that this thread's objects hold (buffers; thread: thread id, 0 = main)", (h) => h.external_memory);
}

/**
 * Steady OTLP/HTTP protobuf load for fault tests, with an exact record of what the collector acknowledged.
 *
 * Why a custom generator and not only an SDK exporter: an SDK exporter does not say which traces were
 * acknowledged, and the oracle needs exactly that. This generator posts each export itself and treats a
 * trace's spans as acknowledged only when the POST that carried them was answered 200 with an empty body
 * (no partial success). Like an OTLP exporter it retries the same bytes (same span ids) on 429/503 (after
 * Retry-After), on connection errors (the collector killed or not up yet) and on timeouts, with
 * exponential back-off and jitter, so a duplicate may reach the bus — expected, at-least-once. Any other
 * status is a non-retryable failure, counted (the tests require zero).
 *
 * Traces (test/support/generate-traces.ts, 6 spans, one LLM call with ~512 B of messages) are split the way
 * an SDK's batch processor splits them: the children (DB, retrieval, LLM, one step) in one export, the root
 * and the last step `gapTicks` exports later. So every trace reaches ingest in two bus records, and a fault
 * between them tests that ingest reassembles it. Some traces carry an error span (in the first part or in
 * the root) or an LLM call cut off by `length`, so the error / llm_error policies have something to keep.
 */
import { encodeProtobufTraces } from '../support/otlp/encode-traces.ts';
import type { SpanRecord } from '../../schemas/span.ts';
import { generateTrace } from '../support/generate-traces.ts';

export type TraceKind = 'plain' | 'error_child' | 'error_root' | 'llm_error' | 'sdk';

/** What the oracle knows about one trace. `acked` grows as exports carrying its spans are answered 200. */
export interface TraceTruth {
  traceId: string;
  spanIds: string[];
  llmSpanIds: string[];
  kind: TraceKind;
  acked: Set<string>;
}

export interface LoadGeneratorOptions {
  /** OTLP/HTTP base URL (`http://host:port`); the collector keeps its port across restarts. */
  otlpHttp: string;
  tracesPerSecond: number;
  tracesPerExport: number;
  /** Exports between a trace's first part and its root part. */
  gapTicks: number;
  /** Fraction of traces with an error span / with an LLM call cut off. */
  errorRatio: number;
  llmErrorRatio: number;
  /** Exports being sent at once; the rest wait in a queue (as in an SDK's export queue). */
  maxConcurrent: number;
  contentBytes?: number;
  /** Per-attempt timeout. */
  requestTimeoutMs?: number;
}

export interface LoadGeneratorStats {
  exportsScheduled: number;
  exportsAcked: number;
  attempts: number;
  retried: number;
  http429: number;
  http503: number;
  connectionErrors: number;
  timeouts: number;
  /** Statuses that are neither 200 nor retryable, by status. */
  failedByStatus: Record<string, number>;
  /** 200 answers with a partial_success body. */
  partialSuccess: number;
  /** Exports still unacknowledged when stop()'s deadline passed. */
  gaveUp: number;
  maxQueued: number;
  /** Longest time from an export's first attempt to its acknowledgement. */
  maxAckMs: number;
}

export interface LoadGenerator {
  start(): void;
  /** Stops generating (a trace's pending root part is still sent), then waits until every export is acknowledged or `giveUpAfterMs` passes. */
  stop(giveUpAfterMs: number): Promise<void>;
  truth(): TraceTruth[];
  stats(): LoadGeneratorStats;
}

interface PendingExport {
  body: Uint8Array;
  parts: Array<{ truth: TraceTruth; spanIds: string[] }>;
}

const sleep = (ms: number) => new Promise<void>((r) => setTimeout(r, ms));

export function createLoadGenerator(opts: LoadGeneratorOptions): LoadGenerator {
  const traces: TraceTruth[] = [];
  const stats: LoadGeneratorStats = {
    exportsScheduled: 0,
    exportsAcked: 0,
    attempts: 0,
    retried: 0,
    http429: 0,
    http503: 0,
    connectionErrors: 0,
    timeouts: 0,
    failedByStatus: {},
    partialSuccess: 0,
    gaveUp: 0,
    maxQueued: 0,
    maxAckMs: 0,
  };
  /** Root parts waiting for their tick, oldest first: [tick due, spans, truth]. */
  const rootParts: Array<{ dueTick: number; spans: SpanRecord[]; truth: TraceTruth }> = [];
  const queue: PendingExport[] = [];
  const sending = new Set<Promise<void>>();
  let tick = 0;
  let timer: NodeJS.Timeout | null = null;
  let giveUpAt = Infinity;
  let seq = 0;
  const url = `${opts.otlpHttp}/v1/traces`;

  function makeTrace(): { first: SpanRecord[]; root: SpanRecord[]; truth: TraceTruth } {
    const t = generateTrace({ spans: 6, contentBytes: opts.contentBytes ?? 512 });
    seq += 1;
    // Deterministic mix, so every run has the same share of each kind.
    const r = (seq * 0.6180339887) % 1;
    let kind: TraceKind = 'plain';
    if (r < opts.errorRatio / 2) kind = 'error_child';
    else if (r < opts.errorRatio) kind = 'error_root';
    else if (r < opts.errorRatio + opts.llmErrorRatio) kind = 'llm_error';
    const [root, db, retrieval, llm, step4, step5] = t.spans as [SpanRecord, SpanRecord, SpanRecord, SpanRecord, SpanRecord, SpanRecord];
    if (kind === 'error_child') db.status = { code: 2, message: 'connection reset' };
    if (kind === 'error_root') root.status = { code: 2, message: 'upstream failed' };
    if (kind === 'llm_error') llm.attributes['gen_ai.response.finish_reasons'] = ['length'];
    const truth: TraceTruth = { traceId: t.traceId, spanIds: t.spans.map((s) => s.spanId), llmSpanIds: [t.llmSpanId], kind, acked: new Set() };
    return { first: [db, retrieval, llm, step4], root: [root, step5], truth };
  }

  function onTick(): void {
    tick += 1;
    const spans: SpanRecord[] = [];
    const parts: PendingExport['parts'] = [];
    for (let i = 0; i < opts.tracesPerExport; i++) {
      const t = makeTrace();
      traces.push(t.truth);
      spans.push(...t.first);
      parts.push({ truth: t.truth, spanIds: t.first.map((s) => s.spanId) });
      rootParts.push({ dueTick: tick + opts.gapTicks, spans: t.root, truth: t.truth });
    }
    while (rootParts.length && rootParts[0]!.dueTick <= tick) {
      const p = rootParts.shift()!;
      spans.push(...p.spans);
      parts.push({ truth: p.truth, spanIds: p.spans.map((s) => s.spanId) });
    }
    enqueue({ body: encodeProtobufTraces(spans), parts });
  }

  function enqueue(e: PendingExport): void {
    stats.exportsScheduled += 1;
    queue.push(e);
    stats.maxQueued = Math.max(stats.maxQueued, queue.length);
    pump();
  }

  function pump(): void {
    while (sending.size < opts.maxConcurrent && queue.length) {
      const e = queue.shift()!;
      const p = send(e).finally(() => {
        sending.delete(p);
        pump();
      });
      sending.add(p);
    }
  }

  async function send(e: PendingExport): Promise<void> {
    const firstAt = Date.now();
    let backoffMs = 100;
    for (let attempt = 0; ; attempt++) {
      if (Date.now() > giveUpAt) {
        stats.gaveUp += 1;
        return;
      }
      if (attempt > 0) stats.retried += 1;
      stats.attempts += 1;
      let waitMs: number;
      try {
        const res = await fetch(url, {
          method: 'POST',
          headers: { 'content-type': 'application/x-protobuf' },
          body: e.body,
          signal: AbortSignal.timeout(opts.requestTimeoutMs ?? 20_000),
        });
        const body = new Uint8Array(await res.arrayBuffer());
        if (res.status === 200) {
          // An empty ExportTraceServiceResponse encodes to zero bytes; anything else carries partial_success.
          if (body.length > 0) stats.partialSuccess += 1;
          else for (const p of e.parts) for (const id of p.spanIds) p.truth.acked.add(id);
          stats.exportsAcked += 1;
          stats.maxAckMs = Math.max(stats.maxAckMs, Date.now() - firstAt);
          return;
        }
        if (res.status === 429 || res.status === 503) {
          if (res.status === 429) stats.http429 += 1;
          else stats.http503 += 1;
          const retryAfterS = Number(res.headers.get('retry-after'));
          waitMs = Number.isFinite(retryAfterS) && retryAfterS > 0 ? retryAfterS * 1000 : backoffMs;
        } else {
          stats.failedByStatus[res.status] = (stats.failedByStatus[res.status] ?? 0) + 1;
          return;
        }
      } catch (err) {
        if ((err as Error).name === 'TimeoutError') stats.timeouts += 1;
        else stats.connectionErrors += 1;
        waitMs = backoffMs;
      }
      backoffMs = Math.min(backoffMs * 2, 2000);
      await sleep(waitMs * (0.8 + Math.random() * 0.4));
    }
  }

  return {
    start() {
      if (timer) return;
      const intervalMs = (1000 * opts.tracesPerExport) / opts.tracesPerSecond;
      timer = setInterval(onTick, intervalMs);
    },
    async stop(giveUpAfterMs) {
      if (timer) clearInterval(timer);
      timer = null;
      // Roots still waiting go out now: a trace's first part without its root would be a trace the
      // application never finished, which is not what this load models.
      if (rootParts.length) {
        const spans = rootParts.flatMap((p) => p.spans);
        const parts = rootParts.map((p) => ({ truth: p.truth, spanIds: p.spans.map((s) => s.spanId) }));
        rootParts.length = 0;
        enqueue({ body: encodeProtobufTraces(spans), parts });
      }
      giveUpAt = Date.now() + giveUpAfterMs;
      while (sending.size || queue.length) await Promise.all([...sending]);
    },
    truth: () => traces,
    stats: () => ({ ...stats, failedByStatus: { ...stats.failedByStatus } }),
  };
}

/**
 * The collector's component model: what flows between the receivers and the bus, and what a processor is.
 *
 * - The tenant is decided once, at the edge (the receiver, from the ingest credentials), and travels in the
 *   `ExportContext`; no processor reads it from the data.
 * - A trace export is one `SpanBatch` from decoding to the bus. Every stage of the trace path is a
 *   `SpanProcessor` — the same signature for content extraction and redaction — run in order by
 *   `runProcessors`, which counts spans in and out of each one and turns its failure into a
 *   `ProcessorError` the pipeline answers as the export's outcome (retryable: nothing was kept).
 * - Log records and metric points have their own steps (grouping records by trace is not a batch → batch
 *   map), wrapped by the same `runStep`, so every step of every signal is counted and fails the same way.
 */
import type { Metrics } from '../platform/metrics/create-metrics.ts';
import type { SpanRecord } from '../schemas/span.ts';
import type { LedgerRecord } from '../schemas/ledger.ts';
import type { ContentObjectMeta } from '../schemas/content-object.ts';
import type { TraceSubject } from '../schemas/bus-payload.ts';
import type { ExportContext } from './receivers/export-handler.ts';
import { TraceholdError } from '../platform/errors/tracehold-error.ts';

/** One trace export on its way through the collector. */
export interface SpanBatch {
  spans: SpanRecord[];
  /** One row per LLM call found on the spans (content extraction adds them). */
  ledger: LedgerRecord[];
  /** Metadata of the content objects written to the content store for these spans. */
  contentObjects: ContentObjectMeta[];
  /** End user of each trace named by a span of the batch (pseudonym). */
  subjects?: Map<string, TraceSubject>;
  /**
   * Content-store writes still under way (content extraction returns once the references are known, so that
   * redaction and encoding run while the disk works). Already handled: never an unhandled rejection. The
   * pipeline appends nothing of the batch before they resolve, and one that rejects fails the export.
   */
  pendingWrites?: Promise<unknown>[];
}

/** A stage of the trace path. It owns `batch` and returns the batch the next stage gets (often the same object). */
export interface SpanProcessor {
  /** Bounded, fixed name: a metric label and a log field (e.g. `extract_content`, `redact`). */
  readonly name: string;
  process(ctx: ExportContext, batch: SpanBatch): Promise<SpanBatch>;
}

/** A batch that enters the trace path: the decoded spans, nothing derived yet. */
export function spanBatchOf(spans: SpanRecord[]): SpanBatch {
  return { spans, ledger: [], contentObjects: [] };
}

/** A step that threw. The pipeline logs `step` and the cause's identity (never its text) and answers retryable. */
export class ProcessorError extends TraceholdError<'TH_ERR_COLLECTOR_STEP_FAILED'> {
  readonly step: string;
  /** Retryable: a step that threw (content store or keyring I/O, a bug hit by this batch) is answered retryable, and the exporter's retry may land on a healthy moment or process. */
  constructor(step: string, cause: unknown) {
    super('TH_ERR_COLLECTOR_STEP_FAILED', `collector step ${step} failed`, { retryable: true, cause });
    this.name = 'ProcessorError';
    this.step = step;
  }
}

/** Where the counts go; absent metrics: counted nowhere (tests). */
export interface StepObserver {
  metrics?: Metrics;
}

/**
 * Runs `work` as the step `step` of `ctx`'s signal: counts `itemsIn` before and `itemsOut(result)` after
 * (`tracehold_collector_step_items_total{signal, step, direction}`), times it (`tracehold_collector_step_seconds`,
 * and `ctx.steps` when the export's steps are kept), and turns a throw into a ProcessorError (counted in
 * `tracehold_collector_step_failures_total`).
 */
export async function runStep<T>(observer: StepObserver, ctx: ExportContext, step: string, itemsIn: number, work: () => Promise<T>, itemsOut: (result: T) => number): Promise<T> {
  const signal = ctx.signal ?? 'traces';
  observer.metrics?.stepItems.inc({ signal, step, direction: 'in' }, itemsIn);
  const startedAt = performance.now();
  let result: T;
  try {
    result = await work();
  } catch (err) {
    observer.metrics?.stepFailures.inc({ signal, step });
    throw err instanceof ProcessorError ? err : new ProcessorError(step, err);
  } finally {
    const ms = performance.now() - startedAt;
    observer.metrics?.stepSeconds.observe({ signal, step }, ms / 1000);
    ctx.steps?.push({ step, ms });
  }
  observer.metrics?.stepItems.inc({ signal, step, direction: 'out' }, itemsOut(result));
  return result;
}

/**
 * The trace path: each processor in order on the batch the previous one returned. The returned batch's
 * `pendingWrites` holds those of every step, also when a later processor returned a new batch without them.
 */
export async function runProcessors(observer: StepObserver, processors: readonly SpanProcessor[], ctx: ExportContext, batch: SpanBatch): Promise<SpanBatch> {
  let current = batch;
  const pending = new Set<Promise<unknown>>(batch.pendingWrites);
  for (const processor of processors) {
    const input = current;
    current = await runStep(observer, ctx, processor.name, input.spans.length, () => processor.process(ctx, input), (out) => out.spans.length);
    if (current.pendingWrites) for (const write of current.pendingWrites) pending.add(write);
  }
  if (pending.size > 0) current.pendingWrites = [...pending];
  return current;
}

/**
 * Waits for the batch's pending content-store writes, as the step `content_durable` of `ctx`'s signal (timed
 * and counted like the others; a failed write is that step's ProcessorError).
 */
export async function awaitPendingWrites(observer: StepObserver, ctx: ExportContext, batch: SpanBatch): Promise<void> {
  const pending = batch.pendingWrites;
  if (pending === undefined || pending.length === 0) return;
  await runStep(observer, ctx, 'content_durable', batch.spans.length, () => Promise.all(pending), () => batch.spans.length);
}

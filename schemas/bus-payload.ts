/**
 * What the collector puts on the bus. Two kinds of record:
 * - a trace batch: one record per trace per export (spans, log records and content-event attachments of
 *   that trace), keyed by trace_id, so with Kafka every part of a trace reaches the same partition and
 *   ingest consumer whatever the signal it arrived in;
 * - a signals batch: what belongs to no trace (log records without trace context, GenAI client metric
 *   points), keyed to spread over partitions.
 * JSON-encoded.
 *
 * Contract: never raw LLM content (it is in the content store; only references travel) and never
 * unredacted values. Evolve by adding optional fields; bump `v` only for incompatible changes, and ingest
 * refuses versions it does not know.
 */
import { z } from 'zod';
import type { SpanRecord } from './span.ts';
import { SUBJECT_REF_RE } from './subject-ref.ts';
import type { ContentPart, LedgerRecord } from './ledger.ts';
import type { ContentObjectMeta } from './content-object.ts';
import type { LogRecordData } from './log.ts';
import type { MetricPoint } from './metric.ts';

export const BUS_PAYLOAD_VERSION = 1;

/**
 * Content of one LLM call that arrived OUTSIDE its span — in GenAI content events sent as OTLP log records
 * (`gen_ai.client.inference.operation.details`, `gen_ai.user.message`, `gen_ai.choice`, …). Ingest joins it to
 * the call's ledger row by (trace id, span id) whichever arrives first.
 */
export interface ContentAttachment {
  spanId: string;
  part: ContentPart;
  /** Content-store reference of the stored part. */
  ref: string;
  /** Which convention carried it (e.g. 'gen_ai.operation_details_event', 'gen_ai.legacy_events'). */
  source: string;
  /**
   * Output parts only: the finish reasons found in the output messages (normalized), and whether the answer
   * ended without a real one (an empty reason, or openai-v2's "error" stand-in on a call that did not fail).
   */
  finishReasons?: string[];
  endedWithoutFinish?: boolean;
  /**
   * What the events say about the call itself, so that a call whose span never arrives (an instrumentation that
   * never ends the span of an abandoned stream) still gets a ledger row.
   */
  call?: ContentEventCall;
}

/** Call metadata carried by GenAI content events; '' where the events do not say. */
export interface ContentEventCall {
  timeUnixNano: string;
  serviceName: string;
  provider: string;
  operation: string;
  requestModel: string;
  responseModel: string;
  responseId: string;
}

/** The end user of a trace as seen by the collector in one export: a pseudonym, never the raw id. */
export interface TraceSubject {
  /** Keyed pseudonym (`psn_…`), equal to the ledger's subjectRef for the same id. */
  ref: string;
  /** True when found on the trace's root span (preferred over a value found on another span). */
  fromRoot: boolean;
}

export interface TraceBatch {
  v: 1;
  /** Absent in records written before signals batches existed: a trace batch. */
  kind?: 'trace';
  tenant: string;
  traceId: string;
  /** Wall-clock time the collector accepted the export (ms since epoch); for ingest-delay metrics. */
  receivedAtMs: number;
  spans: SpanRecord[];
  ledger: LedgerRecord[];
  contentObjects: ContentObjectMeta[];
  /** Redacted log records of this trace (GenAI content events reduced to stubs without their content). */
  logs?: LogRecordData[];
  /** Content of this trace's LLM calls that arrived in log events. */
  attachments?: ContentAttachment[];
  /** The trace's end user when a span of this export names one. */
  subject?: TraceSubject;
}

export interface SignalsBatch {
  v: 1;
  kind: 'signals';
  tenant: string;
  receivedAtMs: number;
  /** Redacted log records without trace context. */
  logs: LogRecordData[];
  /** Metric data points that are kept (GenAI client metrics), attributes redacted. */
  metrics: MetricPoint[];
  /** Content moved off log records that have no trace context (GenAI events emitted outside a span). */
  contentObjects: ContentObjectMeta[];
}

export type BusBatch = TraceBatch | SignalsBatch;

/**
 * Envelope check at ingest's edge. Spans and ledger rows inside are produced by our own collector and
 * are not zod-parsed one by one on the hot path (STYLE.md); their shape is pinned by unit tests.
 */
export const TraceBatchEnvelopeSchema = z.object({
  v: z.literal(BUS_PAYLOAD_VERSION),
  kind: z.literal('trace').optional(),
  tenant: z.string().min(1),
  traceId: z.string().regex(/^[0-9a-f]{32}$/),
  receivedAtMs: z.number(),
  spans: z.array(z.unknown()),
  ledger: z.array(z.unknown()),
  contentObjects: z.array(z.unknown()),
  logs: z.array(z.unknown()).optional(),
  attachments: z.array(z.unknown()).optional(),
  subject: z.object({ ref: z.string().regex(SUBJECT_REF_RE), fromRoot: z.boolean() }).optional(),
});

export const SignalsBatchEnvelopeSchema = z.object({
  v: z.literal(BUS_PAYLOAD_VERSION),
  kind: z.literal('signals'),
  tenant: z.string().min(1),
  receivedAtMs: z.number(),
  logs: z.array(z.unknown()),
  metrics: z.array(z.unknown()),
  contentObjects: z.array(z.unknown()),
});

export function encodeBusBatch(batch: BusBatch): Buffer {
  return Buffer.from(JSON.stringify(batch), 'utf8');
}

export type DecodeBusBatchResult =
  | { status: 'ok'; batch: TraceBatch }
  | { status: 'signals'; batch: SignalsBatch }
  | { status: 'failed'; error: string };

/** Decodes either kind of record; the caller dispatches on `status`. */
export function decodeBusBatch(value: Buffer): DecodeBusBatchResult {
  let parsed: unknown;
  try {
    parsed = JSON.parse(value.toString('utf8'));
  } catch {
    return { status: 'failed', error: 'bus record is not JSON' };
  }
  if (parsed !== null && typeof parsed === 'object' && (parsed as { kind?: unknown }).kind === 'signals') {
    const envelope = SignalsBatchEnvelopeSchema.safeParse(parsed);
    if (!envelope.success) return { status: 'failed', error: `bus record envelope invalid: ${envelope.error.issues[0]?.path.join('.')}` };
    return { status: 'signals', batch: parsed as SignalsBatch };
  }
  const envelope = TraceBatchEnvelopeSchema.safeParse(parsed);
  if (!envelope.success) return { status: 'failed', error: `bus record envelope invalid: ${envelope.error.issues[0]?.path.join('.')}` };
  return { status: 'ok', batch: parsed as TraceBatch };
}

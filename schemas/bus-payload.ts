/**
 * What the collector puts on the bus. Two kinds of record:
 * - a trace batch: one record per trace per export (spans, log records and content-event attachments of
 *   that trace), keyed by trace_id, so with Kafka every part of a trace reaches the same partition and
 *   ingest consumer whatever the signal it arrived in;
 * - a signals batch: what belongs to no trace (log records without trace context, GenAI client metric
 *   points), keyed to spread over partitions.
 * JSON-encoded. Version 2 (written since 2026-12-04) carries each resource and scope once per record: records of one
 * OTLP ResourceSpans / ScopeSpans share those objects (collector/otlp/protobuf-values.ts `createShared`), and a
 * record's spans, log records and metric points name them by index into the record's `resources` and `scopes`; spans
 * leave out the record's tenant and trace id, log records and points its tenant. Decoding gives back the in-memory
 * shapes below (SpanRecord etc. with their resource and scope objects, shared again within the record). Version 1
 * (every span with its own copies) is still read, so records written before the change are ingested. Upgrade ingest
 * before the collectors that write to its bus: an ingest that knows only version 1 counts version 2 records invalid
 * and skips them; from version 2 on, a record of a newer version decodes as `newer` and ingest leaves it on the bus.
 *
 * Contract: never raw LLM content (it is in the content store; only references travel) and never
 * unredacted values. Evolve by adding optional fields; bump `v` only for incompatible changes: ingest does not
 * read versions newer than it knows, and does not commit past them either.
 */
import { z } from 'zod';
import type { SpanRecord } from './span.ts';
import { SUBJECT_REF_RE } from './subject-ref.ts';
import type { ContentPart, LedgerRecord } from './ledger.ts';
import type { ContentObjectMeta } from './content-object.ts';
import type { LogRecordData } from './log.ts';
import type { MetricPoint } from './metric.ts';

/** The version this code writes. */
export const BUS_PAYLOAD_VERSION = 2;
/** The versions ingest reads. */
export type BusPayloadVersion = 1 | 2;

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
  /** The version of the record it was decoded from (BUS_PAYLOAD_VERSION for a batch being built). */
  v: BusPayloadVersion;
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
  v: BusPayloadVersion;
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

type Resource = SpanRecord['resource'];
type Scope = SpanRecord['scope'];

/**
 * Envelope check at ingest's edge. Spans and ledger rows inside are produced by our own collector and
 * are not zod-parsed one by one on the hot path (STYLE.md); their shape is pinned by unit tests. In version 2
 * the resource and scope indexes of every span, log record and point are checked (decodeBusBatch), since a
 * wrong one would otherwise surface far from the record.
 */
const traceEnvelope = {
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
};
const signalsEnvelope = {
  kind: z.literal('signals'),
  tenant: z.string().min(1),
  receivedAtMs: z.number(),
  logs: z.array(z.unknown()),
  metrics: z.array(z.unknown()),
  contentObjects: z.array(z.unknown()),
};
const originTables = {
  resources: z.array(z.object({ attributes: z.record(z.string(), z.unknown()), droppedAttributesCount: z.number(), schemaUrl: z.string() })),
  scopes: z.array(z.object({ name: z.string(), version: z.string(), attributes: z.record(z.string(), z.unknown()), schemaUrl: z.string() })),
};
const TraceBatchEnvelopeSchema = z.object({ v: z.literal(1), ...traceEnvelope });
const SignalsBatchEnvelopeSchema = z.object({ v: z.literal(1), ...signalsEnvelope });
const TraceBatchV2EnvelopeSchema = z.object({ v: z.literal(2), ...traceEnvelope, ...originTables });
const SignalsBatchV2EnvelopeSchema = z.object({ v: z.literal(2), ...signalsEnvelope, ...originTables });

/** Objects of one kind, each once, in the order first met; `indexOf` adds one not met before. */
class Interned<T extends object> {
  readonly items: T[] = [];
  private readonly index = new Map<T, number>();

  indexOf(item: T): number {
    let i = this.index.get(item);
    if (i === undefined) {
      i = this.items.push(item) - 1;
      this.index.set(item, i);
    }
    return i;
  }
}

/** The resources and scopes of one record. */
interface OriginTables {
  resources: Interned<Resource>;
  scopes: Interned<Scope>;
}

// Wire shapes: the in-memory record with its origin as indexes; fields set to undefined are left out by
// JSON.stringify (a spread keeps the record's shape, which is faster to build and to serialize than a new one).
function wireSpan(span: SpanRecord, t: OriginTables): unknown {
  return { ...span, tenant: undefined, traceId: undefined, resource: t.resources.indexOf(span.resource), scope: t.scopes.indexOf(span.scope) };
}

/** A log record or metric point: only the tenant is the record's. */
function wireRecord(record: LogRecordData | MetricPoint, t: OriginTables): unknown {
  return { ...record, tenant: undefined, resource: t.resources.indexOf(record.resource), scope: t.scopes.indexOf(record.scope) };
}

/**
 * Encodes a batch as a record of `version` (whatever the batch's `v`): the newest by default; 1 for a bus that an
 * ingest older than version 2 still reads (`bus.payloadVersion: 1` during an upgrade).
 */
export function encodeBusBatch(batch: BusBatch, version: BusPayloadVersion = BUS_PAYLOAD_VERSION): Buffer {
  if (version === 1) return Buffer.from(JSON.stringify({ ...batch, v: 1 }), 'utf8');
  const t: OriginTables = { resources: new Interned(), scopes: new Interned() };
  let wire: Record<string, unknown>;
  if (batch.kind === 'signals') {
    const logs = batch.logs.map((l) => wireRecord(l, t));
    const metrics = batch.metrics.map((p) => wireRecord(p, t));
    wire = { ...batch, v: BUS_PAYLOAD_VERSION, resources: t.resources.items, scopes: t.scopes.items, logs, metrics };
  } else {
    const spans = batch.spans.map((s) => wireSpan(s, t));
    const logs = batch.logs?.map((l) => wireRecord(l, t));
    wire = { ...batch, v: BUS_PAYLOAD_VERSION, resources: t.resources.items, scopes: t.scopes.items, spans, logs };
  }
  return Buffer.from(JSON.stringify(wire), 'utf8');
}

export type DecodeBusBatchResult =
  | { status: 'ok'; batch: TraceBatch }
  | { status: 'signals'; batch: SignalsBatch }
  /** A record of a version newer than this code reads (written by a newer collector): not to be skipped. */
  | { status: 'newer'; version: number }
  | { status: 'failed'; error: string };

const invalid = (path: string): DecodeBusBatchResult => ({ status: 'failed', error: `bus record envelope invalid: ${path}` });

/**
 * Decodes either kind of record, of either version; the caller dispatches on `status`. A record of a newer version
 * is `newer`, not `failed`: it is data this process cannot read, not a broken record, and must stay on the bus.
 */
export function decodeBusBatch(value: Buffer): DecodeBusBatchResult {
  let parsed: unknown;
  try {
    parsed = JSON.parse(value.toString('utf8'));
  } catch {
    return { status: 'failed', error: 'bus record is not JSON' };
  }
  const version = parsed !== null && typeof parsed === 'object' ? (parsed as { v?: unknown }).v : undefined;
  if (typeof version === 'number' && Number.isInteger(version) && version > BUS_PAYLOAD_VERSION) return { status: 'newer', version };
  const signals = parsed !== null && typeof parsed === 'object' && (parsed as { kind?: unknown }).kind === 'signals';
  const v2 = version === 2;
  if (signals) {
    const envelope = (v2 ? SignalsBatchV2EnvelopeSchema : SignalsBatchEnvelopeSchema).safeParse(parsed);
    if (!envelope.success) return invalid(envelope.error.issues[0]?.path.join('.') ?? '');
    if (!v2) return { status: 'signals', batch: parsed as SignalsBatch };
    const wire = parsed as SignalsBatch & { resources: Resource[]; scopes: Scope[] };
    const logs = restore<LogRecordData>(wire.logs, 'logs', wire, (l) => ({ tenant: wire.tenant, ...l }));
    if (typeof logs === 'string') return invalid(logs);
    const metrics = restore<MetricPoint>(wire.metrics, 'metrics', wire, (p) => ({ tenant: wire.tenant, ...p }));
    if (typeof metrics === 'string') return invalid(metrics);
    const { resources: _r, scopes: _s, ...batch } = wire;
    return { status: 'signals', batch: { ...batch, logs, metrics } };
  }
  const envelope = (v2 ? TraceBatchV2EnvelopeSchema : TraceBatchEnvelopeSchema).safeParse(parsed);
  if (!envelope.success) return invalid(envelope.error.issues[0]?.path.join('.') ?? '');
  if (!v2) return { status: 'ok', batch: parsed as TraceBatch };
  const wire = parsed as TraceBatch & { resources: Resource[]; scopes: Scope[] };
  const spans = restore<SpanRecord>(wire.spans, 'spans', wire, (s) => ({ tenant: wire.tenant, traceId: wire.traceId, ...s }));
  if (typeof spans === 'string') return invalid(spans);
  const { resources: _r, scopes: _s, ...batch } = wire;
  if (wire.logs === undefined) return { status: 'ok', batch: { ...batch, spans } };
  const logs = restore<LogRecordData>(wire.logs, 'logs', wire, (l) => ({ tenant: wire.tenant, ...l }));
  if (typeof logs === 'string') return invalid(logs);
  return { status: 'ok', batch: { ...batch, spans, logs } };
}

/**
 * The records of a version 2 list with their resource and scope objects put back (`complete` adds what the
 * record left out, before the wire fields so that the key order is the in-memory one); the path of the first bad
 * entry instead when one is not an object or names an origin the tables lack.
 */
function restore<T extends { resource: Resource; scope: Scope }>(
  list: unknown[],
  field: string,
  tables: { resources: Resource[]; scopes: Scope[] },
  complete: (wire: Record<string, unknown>) => Record<string, unknown>,
): T[] | string {
  const out: T[] = new Array(list.length);
  for (let i = 0; i < list.length; i++) {
    const w = list[i];
    if (w === null || typeof w !== 'object' || Array.isArray(w)) return `${field}.${i}`;
    const { resource: ri, scope: si } = w as { resource?: unknown; scope?: unknown };
    const resource = typeof ri === 'number' ? tables.resources[ri] : undefined;
    if (resource === undefined) return `${field}.${i}.resource`;
    const scope = typeof si === 'number' ? tables.scopes[si] : undefined;
    if (scope === undefined) return `${field}.${i}.scope`;
    const record = complete(w as Record<string, unknown>);
    record.resource = resource;
    record.scope = scope;
    out[i] = record as T;
  }
  return out;
}

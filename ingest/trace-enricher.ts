/**
 * What ingest learns about a trace from all its parts, applied to every LLM call of the trace whatever the
 * order and number of exports they arrive in:
 * - the END USER: found on any span of the trace (usually the root, often exported last, in another export),
 *   it becomes the subjectRef of every ledger row of the trace, and the trace's content stored while the user
 *   was unknown (key scope 'trace') is moved under the user's key, so that erasing the user reaches it;
 * - CONTENT EVENTS: GenAI content that arrived as log records (attachments) fills the parts of the call's
 *   ledger row that its span did not carry, whichever of the two arrives first.
 *
 * Pure and synchronous (no I/O, no clock): ingest feeds it every trace batch in bus order and performs the
 * writes it returns. State lives while the trace is buffered by the tail sampler (whose held offsets make a
 * crash replay exactly the batches this state was built from); at the decision it shrinks to a small
 * remembered entry (subject, attachments not yet joined) so that late parts still get them. What cannot be
 * known from memory (a late part bringing the subject for calls written earlier, after the trace was
 * forgotten) is returned as a lookup for ingest to resolve against ClickHouse.
 */
import type { ContentAttachment, TraceBatch } from '../schemas/bus-payload.ts';
import { unknownLedgerRecord, type ContentPart, type LedgerRecord } from '../schemas/ledger.ts';
import type { ContentObjectMeta } from '../schemas/content-object.ts';

const LLM_PARTS: readonly ContentPart[] = ['input', 'output', 'system', 'tools'];

/** Trace-scoped content of one trace to move under its subject's key. */
export interface ContentMove {
  tenant: string;
  traceId: string;
  subjectRef: string;
  objects: ContentObjectMeta[];
}

/**
 * Work that needs ClickHouse: parts of a trace that were written before this state existed (the trace was
 * decided and forgotten, or ingest restarted after deciding it).
 * - 'subject': ledger rows without subject and content still scoped to the trace get `subjectRef`;
 * - 'attachments': the ledger rows of these spans get these parts (when not stored already).
 */
export type EnrichmentLookup =
  | { kind: 'subject'; tenant: string; traceId: string; subjectRef: string }
  | { kind: 'attachments'; tenant: string; traceId: string; attachments: ContentAttachment[] };

export interface Enrichment {
  /** Ledger rows to write: new ones (enriched) and earlier ones that changed. At most one per span. */
  ledger: LedgerRecord[];
  /** Content-object metadata of the batch, to write as they are. */
  contentObjects: ContentObjectMeta[];
  moves: ContentMove[];
  lookups: EnrichmentLookup[];
}

export interface TraceEnricherStats {
  traces: number;
  remembered: number;
  subjectsLearned: number;
  subjectConflicts: number;
  attachmentsJoined: number;
  rowsRewritten: number;
  lookups: number;
}

/**
 * Per-consumer state (single-threaded). `add` for every trace batch in bus order; `release` when the tail
 * sampler decided the trace (after its writes); `dropPartition` when a partition is revoked.
 */
export interface TraceEnricher {
  add(partition: number, batch: TraceBatch): Enrichment;
  /**
   * Ledger rows for calls known only from their content events (the call's span never arrived: some
   * instrumentations never end the span of an abandoned stream), marked incomplete. Pure: call it before the
   * trace's decision is written, then `release`.
   */
  orphanCalls(tenant: string, traceId: string): LedgerRecord[];
  /** The trace was decided and written: keep only what late parts need. */
  release(tenant: string, traceId: string): void;
  dropPartition(partition: number): void;
  stats(): TraceEnricherStats;
}

export interface TraceEnricherConfig {
  /** Decided traces remembered for late parts (LRU). */
  rememberedTraces: number;
}

interface TraceState {
  partition: number;
  subjectRef: string;
  subjectFromRoot: boolean;
  /** Latest written version of each call's row. */
  ledger: Map<string, LedgerRecord>;
  /** First stored attachment per span and part. */
  attachments: Map<string, Map<ContentPart, ContentAttachment>>;
  /** Trace-scoped objects not yet moved (subject unknown). */
  pending: ContentObjectMeta[];
}

interface Remembered {
  subjectRef: string;
  /** Attachments whose call had not arrived by the decision. */
  orphanAttachments: ContentAttachment[];
}

export function createTraceEnricher(config: TraceEnricherConfig): TraceEnricher {
  const states = new Map<string, TraceState>();
  const remembered = new Map<string, Remembered>();
  const counters = { subjectsLearned: 0, subjectConflicts: 0, attachmentsJoined: 0, rowsRewritten: 0, lookups: 0 };

  function remember(key: string, entry: Remembered): void {
    if (config.rememberedTraces <= 0) return;
    remembered.delete(key);
    remembered.set(key, entry);
    if (remembered.size > config.rememberedTraces) remembered.delete(remembered.keys().next().value!);
  }

  return {
    add(partition, batch) {
      const key = traceKey(batch.tenant, batch.traceId);
      const out: Enrichment = { ledger: [], contentObjects: batch.contentObjects, moves: [], lookups: [] };
      let state = states.get(key);
      const late = state === undefined ? remembered.get(key) : undefined;
      if (state === undefined) {
        state = { partition, subjectRef: late?.subjectRef ?? '', subjectFromRoot: false, ledger: new Map(), attachments: new Map(), pending: [] };
        for (const a of late?.orphanAttachments ?? []) addAttachment(state, a);
        // A late part is handled on its own: what it changes about earlier parts goes through lookups.
        if (late === undefined) states.set(key, state);
      }

      // 1. The end user.
      let subjectLearned = false;
      if (batch.subject !== undefined) {
        if (state.subjectRef === '') {
          state.subjectRef = batch.subject.ref;
          state.subjectFromRoot = batch.subject.fromRoot;
          subjectLearned = true;
          counters.subjectsLearned += 1;
        } else if (state.subjectRef !== batch.subject.ref) {
          // One end user per trace: the first one learned keeps it (its content may already be under that
          // key); a different one is counted, never applied.
          counters.subjectConflicts += 1;
        }
      }

      // 2. The batch's calls, enriched with what is known.
      const changed = new Map<string, LedgerRecord>();
      for (const record of batch.ledger) {
        const enriched = enrich(state, { ...record, content: { ...record.content } });
        state.ledger.set(record.spanId, enriched);
        changed.set(record.spanId, enriched);
      }

      // 3. Content events: join them to calls already known.
      const unjoined: ContentAttachment[] = [];
      for (const attachment of batch.attachments ?? []) {
        if (!addAttachment(state, attachment)) continue;
        const record = state.ledger.get(attachment.spanId);
        if (record === undefined) {
          unjoined.push(attachment);
          continue;
        }
        if (record.content[attachment.part].state === 'stored') continue;
        const updated = applyAttachment({ ...record, content: { ...record.content } }, attachment);
        state.ledger.set(attachment.spanId, updated);
        changed.set(attachment.spanId, updated);
        counters.attachmentsJoined += 1;
      }

      // 4. A subject learned now reaches every call seen before.
      if (subjectLearned) {
        for (const [spanId, record] of state.ledger) {
          if (record.subjectRef !== '') continue;
          const updated = { ...record, subjectRef: state.subjectRef };
          state.ledger.set(spanId, updated);
          changed.set(spanId, updated);
        }
      }
      const arrived = new Set(batch.ledger.map((r) => r.spanId));
      for (const [spanId, record] of changed) {
        if (!arrived.has(spanId)) counters.rowsRewritten += 1;
        out.ledger.push(record);
      }

      // 5. Content scoped to the trace moves under the subject's key as soon as both are known.
      for (const meta of batch.contentObjects) if (meta.keyScope === 'trace') state.pending.push(meta);
      if (state.subjectRef !== '' && state.pending.length > 0) {
        out.moves.push({ tenant: batch.tenant, traceId: batch.traceId, subjectRef: state.subjectRef, objects: state.pending });
        state.pending = [];
      }

      if (late !== undefined) {
        // Earlier parts of a decided trace are in ClickHouse, not here.
        if (subjectLearned) out.lookups.push({ kind: 'subject', tenant: batch.tenant, traceId: batch.traceId, subjectRef: state.subjectRef });
        if (unjoined.length > 0) out.lookups.push({ kind: 'attachments', tenant: batch.tenant, traceId: batch.traceId, attachments: unjoined });
        counters.lookups += out.lookups.length;
        remember(key, {
          subjectRef: state.subjectRef,
          orphanAttachments: [...late.orphanAttachments, ...unjoined].slice(-64),
        });
      }
      return out;
    },

    orphanCalls(tenant, traceId) {
      const state = states.get(traceKey(tenant, traceId));
      if (state === undefined) return [];
      const calls: LedgerRecord[] = [];
      for (const [spanId, parts] of state.attachments) {
        if (state.ledger.has(spanId)) continue;
        calls.push(orphanCall(tenant, traceId, spanId, [...parts.values()], state.subjectRef));
      }
      return calls;
    },

    release(tenant, traceId) {
      const key = traceKey(tenant, traceId);
      const state = states.get(key);
      if (state === undefined) return;
      states.delete(key);
      const orphanAttachments: ContentAttachment[] = [];
      for (const [spanId, parts] of state.attachments) {
        if (state.ledger.has(spanId)) continue;
        for (const a of parts.values()) orphanAttachments.push(a);
      }
      remember(key, { subjectRef: state.subjectRef, orphanAttachments: orphanAttachments.slice(-64) });
    },

    dropPartition(partition) {
      for (const [key, state] of states) if (state.partition === partition) states.delete(key);
    },

    stats: () => ({ traces: states.size, remembered: remembered.size, ...counters }),
  };
}

function traceKey(tenant: string, traceId: string): string {
  return `${tenant}\u0000${traceId}`;
}

/** Records the attachment; false when this part of this span was already attached. */
function addAttachment(state: TraceState, attachment: ContentAttachment): boolean {
  let parts = state.attachments.get(attachment.spanId);
  if (parts === undefined) {
    parts = new Map();
    state.attachments.set(attachment.spanId, parts);
  }
  if (parts.has(attachment.part)) return false;
  parts.set(attachment.part, attachment);
  return true;
}

/** The record with the trace's subject and attached parts (modifies and returns `record`, a copy). */
function enrich(state: TraceState, record: LedgerRecord): LedgerRecord {
  if (record.subjectRef === '' && state.subjectRef !== '') record.subjectRef = state.subjectRef;
  const parts = state.attachments.get(record.spanId);
  if (parts !== undefined) {
    for (const part of LLM_PARTS) {
      const attachment = parts.get(part);
      if (attachment !== undefined && record.content[part].state !== 'stored') applyAttachment(record, attachment);
    }
  }
  return record;
}

/**
 * Stores the part on the record (modified in place, its `content` must be a copy). An output part also brings
 * what its messages say about the finish when the span did not (openai-v2 streams put the finish reason only
 * in the output messages, and in event mode those are in the event).
 */
function applyAttachment(record: LedgerRecord, attachment: ContentAttachment): LedgerRecord {
  record.content[attachment.part] = { ref: attachment.ref, state: 'stored', reason: '' };
  if (attachment.part !== 'output' || record.finishReasons.length > 0 || record.statusCode === 2) return record;
  if (attachment.finishReasons !== undefined && attachment.finishReasons.length > 0) {
    record.finishReasons = attachment.finishReasons;
    record.incomplete = false;
    record.incompleteReason = '';
  } else if (attachment.endedWithoutFinish) {
    record.incomplete = true;
    record.incompleteReason = 'stream_ended_without_finish_reason';
  }
  return record;
}

/** A ledger row for a call whose span never arrived, from what its content events say. */
function orphanCall(tenant: string, traceId: string, spanId: string, attachments: ContentAttachment[], subjectRef: string): LedgerRecord {
  const call = attachments.find((a) => a.call !== undefined)?.call;
  const record: LedgerRecord = {
    ...unknownLedgerRecord({ tenant, traceId, spanId }),
    startTimeUnixNano: call?.timeUnixNano ?? '0',
    endTimeUnixNano: call?.timeUnixNano ?? '0',
    serviceName: call?.serviceName ?? '',
    sourceConvention: 'gen_ai.events_only',
    operation: call?.operation || 'chat',
    provider: call?.provider ?? '',
    requestModel: call?.requestModel ?? '',
    responseModel: call?.responseModel ?? '',
    responseId: call?.responseId ?? '',
    subjectRef,
  };
  for (const a of attachments) applyAttachment(record, a);
  // Whatever its output said, the call's own span (status, usage, timing) never came.
  record.incomplete = true;
  record.incompleteReason = 'call_span_never_received';
  return record;
}

/**
 * Writes the planned objects of a batch to the content store and sets their references on the spans' copies.
 * Identical objects of one key scope are written once per batch.
 */
import { Buffer } from 'node:buffer';
import type { ContentStore } from '../../../platform/content-store/content-store.ts';
import type { ContentObjectMeta } from '../../../schemas/content-object.ts';
import type { SpanRecord } from '../../../schemas/span.ts';
import { codedError } from './coded-error.ts';
import type { PlannedObject, SpanPlan } from './plan.ts';

/** The store and its settings; owned by the extraction (see extraction.ts). */
export interface PlanStore {
  store: ContentStore;
  nowMs: () => number;
}

/** One object to store; `subject` is the raw end-user id ('' when none), `traceScope` its trace when no subject. */
interface PutEntry {
  bytes: Buffer;
  subject: string;
  traceScope: string;
  ref: string;
  keyScope: 'tenant' | 'subject' | 'trace';
}

/**
 * Stores every planned object; identical objects of one key scope are written once per batch. With
 * `pendingWrites`, a store that offers `putManyStaged` may still be writing when this resolves: the writes'
 * durability is pushed there, and no reference may leave the collector before it resolves.
 */
export async function storePlans(
  target: PlanStore,
  tenant: string,
  plans: SpanPlan[],
  subjectIdOf: (span: SpanRecord) => string,
  subjectRefOf: (span: SpanRecord) => Promise<string>,
  pendingWrites?: Promise<unknown>[],
): Promise<ContentObjectMeta[]> {
  // Identical objects (a shared system prompt, tool list) are written once per batch and key scope: each
  // subject's content is encrypted with its own key, and content without a known subject is scoped to its
  // trace, so that learning one trace's end user later never moves another trace's object.
  // Keyed by scope, then by the object's JSON text: a flat string whose hash V8 computes once and keeps, where
  // one key joining scope and text was a new 4 KiB string to hash per lookup.
  const unique = new Map<string, Map<string, PutEntry>>();
  const entryOf = new Map<PlannedObject, PutEntry>();
  const scopeOf = (plan: SpanPlan): { subject: string; traceScope: string } => {
    const subject = subjectIdOf(plan.span);
    // Content of no trace (a log event without trace context) cannot be attributed later: the tenant's key.
    return { subject, traceScope: subject === '' && !/^0+$/.test(plan.span.traceId) ? plan.span.traceId : '' };
  };
  const entries: PutEntry[] = [];
  for (const plan of plans) {
    if (plan.objects.length === 0) continue;
    const { subject, traceScope } = scopeOf(plan);
    const scopeKey = `${subject.length}:${subject}${traceScope}`;
    let inScope = unique.get(scopeKey);
    if (inScope === undefined) unique.set(scopeKey, (inScope = new Map()));
    for (const object of plan.objects) {
      let entry = inScope.get(object.json);
      if (entry === undefined) {
        entry = { bytes: Buffer.from(object.json, 'utf8'), subject, traceScope, ref: '', keyScope: 'tenant' };
        inScope.set(object.json, entry);
        entries.push(entry);
      }
      entryOf.set(object, entry);
    }
  }
  await putAll(target, tenant, entries, pendingWrites);
  const createdAtMs = target.nowMs();
  const contentObjects: ContentObjectMeta[] = [];
  for (const plan of plans) {
    if (plan.objects.length === 0) continue;
    const subjectRef = subjectIdOf(plan.span) === '' ? '' : await subjectRefOf(plan.span);
    for (const object of plan.objects) {
      const stored = entryOf.get(object) as PutEntry;
      plan.attributes[object.refAttribute] = stored.ref;
      object.ref = stored.ref;
      object.sizeBytes = stored.bytes.length;
      if (object.factsOnceStored !== undefined) Object.assign(plan.attributes, object.factsOnceStored(stored.ref));
      contentObjects.push({
        tenant,
        ref: stored.ref,
        part: object.part,
        sizeBytes: stored.bytes.length,
        contentType: 'application/json',
        traceId: plan.span.traceId,
        spanId: plan.span.spanId,
        createdAtMs,
        keyScope: stored.keyScope,
        subjectRef,
      });
    }
  }
  return contentObjects;
}

async function putAll(target: PlanStore, tenant: string, entries: PutEntry[], pendingWrites: Promise<unknown>[] | undefined): Promise<void> {
  if (entries.length === 0) return;
  const { store } = target;
  const items = entries.map((e) => ({ bytes: e.bytes, contentType: 'application/json', subject: e.subject, ...(e.traceScope ? { traceScope: e.traceScope } : {}) }));
  let results: { ref: string; keyScope: PutEntry['keyScope'] }[];
  if (pendingWrites !== undefined && store.putManyStaged !== undefined) {
    const staged = await store.putManyStaged(tenant, items);
    pendingWrites.push(staged.durable);
    results = staged.refs;
  } else {
    results = await store.putMany(tenant, items);
  }
  if (!Array.isArray(results) || results.length !== entries.length) {
    throw codedError('TH_ERR_CONTENT_STORE_RESULT', 'content store putMany returned a result count that does not match');
  }
  entries.forEach((entry, i) => {
    const result = results[i]!;
    entry.ref = result.ref;
    entry.keyScope = result.keyScope;
  });
}

/**
 * Per-span plan: what leaves the span, what the stored objects are, what the span keeps. Each part is one
 * object per span, wrapped as `{schema, part, source, data, original?}`; for the four LLM parts one candidate is
 * chosen among the conventions' (registry.ts says in which order), and the capture state of each part is read
 * from the plan once the objects are stored.
 */
import { CONTENT_OBJECT_SCHEMA, type ContentObjectPart } from '../../../schemas/content-object.ts';
import type { ContentPart, ContentPartRef } from '../../../schemas/ledger.ts';
import type { Attributes, SpanEvent, SpanRecord } from '../../../schemas/span.ts';
import {
  CLIENT_ATTRIBUTE_PREFIX,
  CONTENT_EVENTS_REMOVED,
  DERIVED_OPERATION,
  EMBEDDING_OPERATIONS,
  GEN_AI_OPERATION_NAME,
  INPUT_MESSAGE_COUNT,
  LLM_REQUEST_TYPE,
  OPENINFERENCE_SPAN_KIND,
  OUTPUT_FINISH_REASONS,
  OUTPUT_MESSAGE_COUNT,
  REF_ATTRIBUTES,
  RESERVED_ATTRIBUTES,
  isLlmCall,
} from '../llm-conventions.ts';
import { DROP, KEEP, type Candidate, type PartCandidate, type Tier } from './adapter.ts';
import { classifyAttribute, classifyEvent, newSpanContent, type SpanContent } from './classify.ts';
import { isObject, sameJson, type Json, type JsonObject } from './json.ts';

export const LLM_PARTS: readonly ContentPart[] = ['input', 'output', 'system', 'tools'];

/** Candidates of an LLM part are tried tier by tier (see adapter.ts). */
const TIERS: readonly Tier[] = ['primary', 'secondary', 'last'];

export interface PlannedObject {
  part: ContentObjectPart;
  refAttribute: string;
  json: string;
  ref: string;
  sizeBytes: number;
  /** Facts to set on the span once the object's reference is known. */
  factsOnceStored?: (ref: string) => Attributes;
}

export interface ChosenPart {
  object: PlannedObject;
  data: Json;
  /** Which convention carried it (the stored wrapper's `source`). */
  source: string;
  /** False when the instrumentation sent only structure (roles, tool names) without any text. */
  hasContent: boolean;
}

export interface SpanPlan {
  span: SpanRecord;
  changed: boolean;
  attributes: Attributes;
  events: SpanEvent[];
  objects: PlannedObject[];
  isLlm: boolean;
  isEmbedding: boolean;
  chosen: Partial<Record<ContentPart, ChosenPart>>;
  /** LLM parts for which the client sent its own (external) reference. */
  clientRefParts: Set<ContentPart>;
}

const LLM_PART_OF_REF: ReadonlyMap<string, ContentPart> = new Map<string, ContentPart>([
  [REF_ATTRIBUTES.input, 'input'],
  [REF_ATTRIBUTES.output, 'output'],
  [REF_ATTRIBUTES.system, 'system'],
  [REF_ATTRIBUTES.tools, 'tools'],
]);

/** Plans one span; the span is not modified (attributes and events are copied once something has to change). */
export function planSpan(span: SpanRecord): SpanPlan {
  const content = newSpanContent();

  // One pass over the attribute keys; the attributes are copied only once something has to change.
  const source = span.attributes;
  let attributes: Attributes | null = null;
  let clientRefParts: Set<ContentPart> | null = null;
  for (const key in source) {
    const value = source[key] as Json;
    const verdict = classifyAttribute(key, value, content, null);
    const reserved = verdict === KEEP && RESERVED_ATTRIBUTES.has(key);
    if (verdict === KEEP && !reserved) {
      if (attributes !== null) attributes[key] = value;
      continue;
    }
    attributes ??= copyAttributesBefore(source, key);
    if (reserved) {
      // Only Tracehold sets these; a client-supplied one (e.g. a ref to its own external store) is kept aside.
      attributes[`${CLIENT_ATTRIBUTE_PREFIX}${key}`] = value;
      const part = LLM_PART_OF_REF.get(key);
      if (part !== undefined) (clientRefParts ??= new Set()).add(part);
    } else if (verdict !== DROP && verdict !== KEEP) {
      attributes[key] = verdict.replace;
    }
  }

  // Events: some are content as a whole (the previous GenAI shapes), any other may carry content attributes.
  let events = span.events;
  let removedEvents = 0;
  if (span.events.length > 0) {
    const kept: SpanEvent[] = [];
    let eventsChanged = false;
    for (const event of span.events) {
      const result = classifyEvent(event, content);
      if (result === event) {
        kept.push(event);
        continue;
      }
      eventsChanged = true;
      if (result !== null) kept.push(result);
      else removedEvents++;
    }
    if (eventsChanged) events = kept;
  }

  const isLlm = isLlmCall(source);
  if (attributes === null && (isLlm || content.found || events !== span.events)) attributes = { ...source };
  const plan: SpanPlan = {
    span,
    changed: attributes !== null,
    attributes: attributes ?? source,
    events,
    objects: [],
    isLlm,
    isEmbedding: isEmbeddingCall(source),
    chosen: {},
    clientRefParts: clientRefParts ?? new Set(),
  };
  if (removedEvents > 0) plan.attributes[CONTENT_EVENTS_REMOVED] = removedEvents;
  if (content.found) planObjects(plan, content);
  return plan;
}

function copyAttributesBefore(source: Attributes, stopKey: string): Attributes {
  const copy: Attributes = {};
  for (const key in source) {
    if (key === stopKey) break;
    copy[key] = source[key] as Json;
  }
  return copy;
}

function isEmbeddingCall(attrs: Attributes): boolean {
  const operation = attrs[GEN_AI_OPERATION_NAME];
  if (typeof operation === 'string' && EMBEDDING_OPERATIONS.has(operation)) return true;
  if (attrs[LLM_REQUEST_TYPE] === 'embedding') return true;
  const kind = attrs[OPENINFERENCE_SPAN_KIND];
  return typeof kind === 'string' && kind.toUpperCase() === 'EMBEDDING';
}

// ---------------------------------------------------------------------------------------------------
// Candidates: each convention's version of a part, normalized. The first one with content wins; the others
// only add to `original` when they say something different.
// ---------------------------------------------------------------------------------------------------

function planObjects(plan: SpanPlan, content: SpanContent): void {
  const collected = content.collected();
  const offered: PartCandidate[] = [];
  for (const { adapter, collection } of collected) if (adapter.candidates !== undefined) offered.push(...adapter.candidates(collection, plan.span));
  const ranked = (part: ContentPart): Candidate[] =>
    TIERS.flatMap((tier) => offered.filter((o) => o.part === part && o.tier === tier).map((o) => o.candidate));

  choosePart(plan, 'input', REF_ATTRIBUTES.input, ranked('input'));
  // A convention that names no operation may imply it by the attributes that carried the input (OpenInference).
  if (plan.isLlm && plan.span.attributes[GEN_AI_OPERATION_NAME] === undefined) {
    for (const { adapter, collection } of collected) {
      const operation = adapter.impliedOperation?.(collection);
      if (operation !== undefined) {
        plan.attributes[DERIVED_OPERATION] = operation;
        break;
      }
    }
  }
  choosePart(plan, 'output', REF_ATTRIBUTES.output, ranked('output'));
  choosePart(plan, 'system', REF_ATTRIBUTES.system, ranked('system'));
  choosePart(plan, 'tools', REF_ATTRIBUTES.tools, ranked('tools'));

  const inputMessages = plan.chosen.input?.data;
  if (Array.isArray(inputMessages)) plan.attributes[INPUT_MESSAGE_COUNT] = inputMessages.length;
  const outputMessages = plan.chosen.output?.data;
  if (Array.isArray(outputMessages)) {
    plan.attributes[OUTPUT_MESSAGE_COUNT] = outputMessages.length;
    const reasons: string[] = [];
    for (const message of outputMessages) {
      if (isObject(message) && typeof message['finish_reason'] === 'string') reasons.push(message['finish_reason']);
    }
    if (reasons.length > 0) plan.attributes[OUTPUT_FINISH_REASONS] = reasons;
  }

  for (const { adapter, collection } of collected) {
    if (adapter.objects === undefined) continue;
    for (const { part, refAttribute, candidate, facts, factsOnceStored } of adapter.objects(collection, plan.span, plan.isLlm)) {
      const object = addObject(plan, part, refAttribute, candidate);
      if (factsOnceStored !== undefined) object.factsOnceStored = factsOnceStored;
      if (facts !== undefined) Object.assign(plan.attributes, facts);
    }
  }
}

function choosePart(plan: SpanPlan, part: ContentPart, refAttribute: string, candidates: Candidate[]): void {
  if (candidates.length === 0) return;
  const primary = candidates.find((c) => c.hasContent) ?? (candidates[0] as Candidate);
  const object = addObject(plan, part, refAttribute, primary, candidates);
  plan.chosen[part] = { object, data: primary.data, source: primary.source, hasContent: primary.hasContent };
}

function addObject(
  plan: SpanPlan,
  part: ContentObjectPart,
  refAttribute: string,
  primary: Candidate,
  all: Candidate[] = [primary],
): PlannedObject {
  let keepOriginal = !primary.lossless;
  if (!keepOriginal && all.length > 1) {
    keepOriginal = all.some((c) => c !== primary && !sameJson(c.data, primary.data));
  }
  const wrapper: JsonObject = { schema: CONTENT_OBJECT_SCHEMA, part, source: primary.source, data: primary.data };
  if (keepOriginal) wrapper['original'] = mergeOriginals(all);
  const object: PlannedObject = { part, refAttribute, json: JSON.stringify(wrapper), ref: '', sizeBytes: 0 };
  plan.objects.push(object);
  plan.changed = true;
  return object;
}

function mergeOriginals(candidates: Candidate[]): JsonObject {
  const attributes: Record<string, Json> = {};
  const events: Json[] = [];
  for (const candidate of candidates) {
    const o = candidate.original;
    if (o.attributes !== undefined) {
      // Sorted so that the same input always gives the same bytes (and the same reference).
      for (const key of Object.keys(o.attributes).sort()) attributes[key] = o.attributes[key] as Json;
    }
    if (o.events !== undefined) for (const e of o.events) events.push({ name: e.name, attributes: e.attributes });
  }
  const merged: JsonObject = {};
  if (Object.keys(attributes).length > 0) merged['attributes'] = attributes;
  if (events.length > 0) merged['events'] = events;
  return merged;
}

// ---------------------------------------------------------------------------------------------------
// Capture states of the four LLM parts, once the plan's objects are stored.
// ---------------------------------------------------------------------------------------------------

export function llmPartRefs(plan: SpanPlan): Record<ContentPart, ContentPartRef> {
  const refs = {} as Record<ContentPart, ContentPartRef>;
  const input = plan.chosen.input;
  const inputHasSystem =
    input !== undefined &&
    input.hasContent &&
    Array.isArray(input.data) &&
    input.data.some((m) => isObject(m) && m['role'] === 'system');
  for (const part of LLM_PARTS) {
    const chosen = plan.chosen[part];
    if (chosen !== undefined && chosen.hasContent) {
      refs[part] = { ref: chosen.object.ref, state: 'stored', reason: '' };
    } else if (chosen !== undefined) {
      // Structure only (roles, tool names): stored for the record, but the content itself was not sent.
      refs[part] = notCaptured('not_sent_by_instrumentation');
    } else if (plan.clientRefParts.has(part)) {
      refs[part] = notCaptured('stored_externally_by_instrumentation');
    } else if (plan.isEmbedding && part !== 'input') {
      refs[part] = notCaptured('not_applicable');
    } else if (part === 'system' && inputHasSystem) {
      refs[part] = notCaptured('included_in_input');
    } else {
      refs[part] = notCaptured('not_sent_by_instrumentation');
    }
  }
  return refs;
}

export function notCaptured(reason: string): ContentPartRef {
  return { ref: '', state: 'not_captured', reason };
}

export function allParts(ref: ContentPartRef): Record<ContentPart, ContentPartRef> {
  return { input: { ...ref }, output: { ...ref }, system: { ...ref }, tools: { ...ref } };
}

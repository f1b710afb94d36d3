/**
 * Helpers of the OTLP encoders (traces, logs, metrics): grouping records by resource and scope as an SDK
 * would, attribute values to protobuf or JSON AnyValues, 64-bit values to protobufjs words. Test support: the
 * encoders build the OTLP bodies that tests and benchmarks send.
 *
 * Attribute types are inferred from the JS value (safe integers → intValue, other numbers →
 * doubleValue, strings → stringValue), so an int64 or bytes value that the decoders turned into a
 * string comes back as a string value. Encoding then decoding gives the same records.
 */
import type { AttrValue, Attributes } from '../../../schemas/span.ts';
import type { RecordResource, RecordScope } from '../../../collector/otlp/protobuf-values.ts';
import { toLongBits } from '../../../collector/otlp/long-bits.ts';

/** A message as protobufjs' encoder or JSON.stringify accepts it. */
export type PlainMessage = Record<string, unknown>;

/** Records that share one resource, by scope (a Resource{Spans,Logs,Metrics} element). */
export interface ResourceGroup<T> {
  resource: RecordResource;
  scopes: Array<ScopeGroup<T>>;
}

/** Records that share one resource and one scope (a Scope{Spans,Logs,Metrics} element). */
export interface ScopeGroup<T> {
  scope: RecordScope;
  items: T[];
}

/** Groups records by equal resource, then by equal scope, in first-seen order. */
export function groupByResourceAndScope<T extends { resource: RecordResource; scope: RecordScope }>(records: T[]): Array<ResourceGroup<T>> {
  const resources = new Map<string, { group: ResourceGroup<T>; scopes: Map<string, ScopeGroup<T>> }>();
  for (const record of records) {
    const resourceKey = JSON.stringify(record.resource);
    let r = resources.get(resourceKey);
    if (!r) {
      r = { group: { resource: record.resource, scopes: [] }, scopes: new Map() };
      resources.set(resourceKey, r);
    }
    const scopeKey = JSON.stringify(record.scope);
    let sg = r.scopes.get(scopeKey);
    if (!sg) {
      sg = { scope: record.scope, items: [] };
      r.scopes.set(scopeKey, sg);
      r.group.scopes.push(sg);
    }
    sg.items.push(record);
  }
  return [...resources.values()].map((r) => r.group);
}


/** A double from a decoded value: numbers as they are, 'NaN' / 'Infinity' / '-Infinity' back to numbers. */
export function toDouble(value: number | string): number {
  return typeof value === 'number' ? value : Number(value);
}

export function toPbResource(resource: RecordResource): PlainMessage {
  return { attributes: toPbAttributes(resource.attributes), droppedAttributesCount: resource.droppedAttributesCount };
}

export function toPbScope(scope: RecordScope): PlainMessage {
  return { name: scope.name, version: scope.version, attributes: toPbAttributes(scope.attributes) };
}

export function toJsonResource(resource: RecordResource): PlainMessage {
  return { attributes: toJsonAttributes(resource.attributes), droppedAttributesCount: resource.droppedAttributesCount };
}

export function toJsonScope(scope: RecordScope): PlainMessage {
  return { name: scope.name, version: scope.version, attributes: toJsonAttributes(scope.attributes) };
}

export function toPbAttributes(attributes: Attributes): { key: string; value: PlainMessage }[] {
  return Object.keys(attributes).map((key) => ({ key, value: toPbAnyValue(attributes[key]!) }));
}

export function toPbAnyValue(value: AttrValue): PlainMessage {
  if (value === null) return {};
  if (typeof value === 'string') return { stringValue: value };
  if (typeof value === 'boolean') return { boolValue: value };
  if (typeof value === 'number') {
    return Number.isSafeInteger(value) ? { intValue: toLongBits(String(value)) } : { doubleValue: value };
  }
  if (Array.isArray(value)) return { arrayValue: { values: value.map(toPbAnyValue) } };
  return { kvlistValue: { values: toPbAttributes(value) } };
}

export function toJsonAttributes(attributes: Attributes): { key: string; value: PlainMessage }[] {
  return Object.keys(attributes).map((key) => ({ key, value: toJsonAnyValue(attributes[key]!) }));
}

export function toJsonAnyValue(value: AttrValue): PlainMessage {
  if (value === null) return {};
  if (typeof value === 'string') return { stringValue: value };
  if (typeof value === 'boolean') return { boolValue: value };
  if (typeof value === 'number') {
    if (Number.isSafeInteger(value)) return { intValue: String(value) };
    return { doubleValue: Number.isFinite(value) ? value : String(value) };
  }
  if (Array.isArray(value)) return { arrayValue: { values: value.map(toJsonAnyValue) } };
  return { kvlistValue: { values: toJsonAttributes(value) } };
}

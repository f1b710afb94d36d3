/**
 * What adapters collect content into: a value as it arrived (`Verbatim`), or the fields of flattened, indexed
 * attributes (`Indexed`: OpenLLMetry's `gen_ai.prompt.{i}.*`, OpenInference's `llm.input_messages.{i}.message.*`).
 */
import { DROP, KEEP, type Original, type Verdict } from './adapter.ts';
import type { Json } from './json.ts';

/** A content value as it arrived, with where it came from (span attribute or event). */
export interface Verbatim {
  key: string;
  value: Json;
  event: string | null;
}

/** Flattened, indexed attributes (OpenLLMetry / OpenInference): index → sub-key → value. */
export interface Indexed {
  entries: Map<number, Map<string, Json>>;
  original: Record<string, Json>;
}

export function newIndexed(): Indexed {
  return { entries: new Map(), original: {} };
}

export function addIndexed(indexed: Indexed, key: string, index: string, sub: string, value: Json): void {
  const i = Number(index);
  let entry = indexed.entries.get(i);
  if (entry === undefined) {
    entry = new Map();
    indexed.entries.set(i, entry);
  }
  entry.set(sub, value);
  indexed.original[key] = value;
}

/**
 * Collects one flattened attribute into the `Indexed` that `into` picks, if its name matches `re`; otherwise it is
 * not content (KEEP). The index is the last group of `re` when `sub` names the sub-key, else the second-to-last
 * with the sub-key last (`^llm\.tools\.(\d+)\.tool\.(.+)$`).
 */
export function collectIndexed(re: RegExp, key: string, value: Json, into: (m: RegExpExecArray) => Indexed, sub?: string): Verdict {
  const m = re.exec(key);
  if (m === null) return KEEP;
  const last = m.length - 1;
  if (sub === undefined) addIndexed(into(m), key, m[last - 1] as string, m[last] as string, value);
  else addIndexed(into(m), key, m[last] as string, sub, value);
  return DROP;
}

/** The fields of each index, in index order. */
export function sortedEntries(indexed: Indexed): Map<string, Json>[] {
  return [...indexed.entries.entries()].sort((a, b) => a[0] - b[0]).map(([, fields]) => fields);
}

export function originalOf(verbatim: Verbatim): Original {
  return verbatim.event === null
    ? { attributes: { [verbatim.key]: verbatim.value } }
    : { events: [{ name: verbatim.event, attributes: { [verbatim.key]: verbatim.value } }] };
}

/** Adds `more` to `original` (attributes merged, events appended). */
export function addOriginal(original: Original, more: Original): void {
  if (more.attributes !== undefined) original.attributes = { ...original.attributes, ...more.attributes };
  if (more.events !== undefined) original.events = [...(original.events ?? []), ...more.events];
}

/**
 * The JSON vocabulary of content extraction: attribute values are JSON-like (`AttrValue`), and content often
 * arrives as JSON text inside a string attribute.
 */
import type { AttrValue } from '../../../schemas/span.ts';

export type Json = AttrValue;
export type JsonObject = { [key: string]: Json };

export function isObject(value: unknown): value is JsonObject {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

/** JSON.parse for text that looks like a JSON object or array; undefined for anything else. */
export function parseJsonText(text: string): Json | undefined {
  const first = text.charCodeAt(0) === 0xfeff ? text.charAt(1) : text.trimStart().charAt(0);
  if (first !== '{' && first !== '[') return undefined;
  try {
    return JSON.parse(text) as Json;
  } catch {
    return undefined;
  }
}

/** Tool arguments are usually a JSON string; the current shape wants the object (the verbatim stays in `original`). */
export function parseArguments(value: Json): Json {
  if (typeof value !== 'string') return value;
  const parsed = parseJsonText(value);
  return parsed === undefined ? value : parsed;
}

export function omitUndefined(object: { [key: string]: Json | undefined }): JsonObject {
  const out: JsonObject = {};
  for (const key in object) {
    const value = object[key];
    if (value !== undefined) out[key] = value;
  }
  return out;
}

/**
 * Whether `JSON.stringify(a) === JSON.stringify(b)`, without writing either out. Normalized content shares
 * most of its objects with what was parsed (a message already in the current shape keeps its parts), so the
 * walk usually stops at the first shared object; stringifying both sides cost two serializations of every
 * message on the collector's hot path. Same order of keys required, as for the strings. Scalars that
 * serialize differently from their value (non-finite numbers, `undefined`) are compared by serializing them.
 */
export function sameJson(a: Json | undefined, b: Json | undefined): boolean {
  if (a === b) return true;
  // Two different strings read differently, and nothing else reads like a string.
  if (typeof a === 'string' || typeof b === 'string') return false;
  if (a === null || b === null || typeof a !== 'object' || typeof b !== 'object') return JSON.stringify(a) === JSON.stringify(b);
  if (Array.isArray(a)) {
    if (!Array.isArray(b) || a.length !== b.length) return false;
    for (let i = 0; i < a.length; i++) if (!sameJson(inArray(a[i]), inArray(b[i]))) return false;
    return true;
  }
  if (Array.isArray(b)) return false;
  const aKeys = presentKeys(a);
  const bKeys = presentKeys(b);
  if (aKeys.length !== bKeys.length) return false;
  for (let i = 0; i < aKeys.length; i++) {
    const key = aKeys[i]!;
    if (key !== bKeys[i] || !sameJson(a[key], b[key])) return false;
  }
  return true;
}

/** Array elements that JSON cannot hold serialize as null. */
function inArray(value: Json | undefined): Json {
  return value === undefined ? null : value;
}

/** The keys JSON.stringify writes, in its order: those whose value is not undefined. */
function presentKeys(object: JsonObject): string[] {
  const keys = Object.keys(object);
  for (const key of keys) if (object[key] === undefined) return keys.filter((k) => object[k] !== undefined);
  return keys;
}

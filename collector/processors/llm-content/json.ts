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

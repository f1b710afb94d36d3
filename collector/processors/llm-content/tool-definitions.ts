/**
 * Tool definitions (the `tools` part) of every convention, normalized to the current GenAI shape
 * `{type: 'function', name, description?, parameters?}`; provider built-in tools are kept as sent.
 */
import type { Candidate, Original } from './adapter.ts';
import { sortedEntries, type Indexed } from './collect.ts';
import { isObject, omitUndefined, parseArguments, parseJsonText, sameJson, type Json } from './json.ts';

/** A tool list as one attribute or event value (JSON text or structured). */
export function toolsCandidate(source: string, value: Json, original: Original): Candidate {
  const parsed = typeof value === 'string' ? parseJsonText(value) : value;
  if (parsed === undefined) return { source, data: null, lossless: false, original, hasContent: value !== '' };
  const list = Array.isArray(parsed) ? parsed : [parsed];
  const data: Json[] = [];
  for (const tool of list) {
    const definition = toToolDefinition(tool);
    if (definition !== null) data.push(definition);
  }
  const lossless = Array.isArray(parsed) && sameJson(data, parsed);
  return { source, data, lossless, original, hasContent: true };
}

/** A tool list as flattened, indexed attributes (a whole `json_schema` per index, or its fields). */
export function indexedToolsCandidate(source: string, indexed: Indexed): Candidate {
  const data: Json[] = [];
  for (const fields of sortedEntries(indexed)) {
    const schema = fields.get('json_schema');
    const raw: Json = schema !== undefined ? schema : Object.fromEntries(fields);
    const definition = toToolDefinition(raw);
    if (definition !== null) data.push(definition);
  }
  return { source, data, lossless: false, original: { attributes: indexed.original }, hasContent: true };
}

/** OpenAI `{type, function:{...}}`, flat `{name, description, parameters}`, Anthropic `input_schema` → GenAI. */
function toToolDefinition(raw: Json): Json | null {
  const tool = typeof raw === 'string' ? parseJsonText(raw) : raw;
  if (tool === undefined) return typeof raw === 'string' && raw !== '' ? { type: 'function', name: raw } : null;
  if (!isObject(tool)) return null;
  if (isObject(tool['function'])) {
    const fn = tool['function'];
    return omitUndefined({
      type: 'function',
      name: fn['name'],
      description: fn['description'],
      parameters: fn['parameters'] === undefined ? undefined : parseArguments(fn['parameters']),
    });
  }
  if (typeof tool['type'] === 'string' && tool['type'] !== 'function') return { ...tool }; // provider built-in tool
  const parameters = tool['parameters'] ?? tool['input_schema'] ?? tool['inputSchema'];
  return omitUndefined({
    ...tool,
    type: 'function',
    name: tool['name'],
    description: tool['description'],
    parameters: parameters === undefined ? undefined : parseArguments(parameters),
    input_schema: undefined,
    inputSchema: undefined,
  });
}

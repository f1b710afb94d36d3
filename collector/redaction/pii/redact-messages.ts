/** How the walk redacts strings; supplied by the engine so that rules and modes apply. */
export interface MessageRedactors {
  /** Free text (content parts, tool arguments and results). Null means the value was dropped. */
  redactText(text: string): string | null;
  /** A participant name on a message (`{role: 'user', name: 'alice'}`): personal by definition. */
  redactName(name: string): string | null;
}

// Structure that an investigator needs and that never holds user content.
const KEPT_STRING_KEYS = new Set([
  'role', 'type', 'id', 'tool_call_id', 'call_id', 'tool_use_id', 'finish_reason', 'mime_type', 'media_type',
  'modality', 'format', 'object', 'model', 'status', 'index',
]);
const TOOL_TYPES = new Set(['tool_call', 'function', 'tool_use', 'tool', 'function_call', 'tool_call_response', 'tool_result', 'server_tool_use']);

/**
 * A redacted copy of a GenAI message list in any of the common shapes (OTel `parts`, OpenAI
 * `content`/`tool_calls`, Anthropic content blocks). The input is never mutated.
 */
export function redactMessageTree(messages: unknown, redactors: MessageRedactors): unknown {
  if (typeof messages === 'string') {
    const trimmed = messages.trimStart();
    if (trimmed.startsWith('[') || trimmed.startsWith('{')) {
      let parsed: unknown;
      try {
        parsed = JSON.parse(messages);
      } catch {
        return redactors.redactText(messages);
      }
      return JSON.stringify(walk(parsed, undefined, redactors));
    }
    return redactors.redactText(messages);
  }
  return walk(messages, undefined, redactors);
}

function walk(node: unknown, parentKey: string | undefined, r: MessageRedactors): unknown {
  if (typeof node === 'string') return r.redactText(node);
  if (Array.isArray(node)) return node.map((item) => walk(item, parentKey, r));
  if (node === null || typeof node !== 'object') return node;
  const obj = node as Record<string, unknown>;
  const toolish = parentKey === 'function' || parentKey === 'function_call' || (typeof obj.type === 'string' && TOOL_TYPES.has(obj.type)) || 'arguments' in obj || 'parameters' in obj;
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(obj)) {
    if (typeof v === 'string' && KEPT_STRING_KEYS.has(k)) out[k] = v;
    else if (typeof v === 'string' && k === 'name') out[k] = toolish ? v : r.redactName(v);
    else out[k] = walk(v, k, r);
  }
  return out;
}

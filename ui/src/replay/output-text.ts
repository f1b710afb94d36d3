/**
 * The comparable text of a stored output, as the replay report counts its positions (pure). Same rules as the
 * server's query-api/replay/output-text.ts — text parts in order, a tool call as `[tool_call <name> <args>]`, a
 * refusal as `[refusal <text>]`, reasoning left out, other parts `[<type>]` — so that a divergence index
 * (UTF-16) points at the same character here. Accepts the content API's document (`{schema, part, data}`)
 * or the bare message list.
 */
export function outputTextOf(document: unknown): string {
  const messages = isObject(document) && 'data' in document ? document['data'] : document;
  if (!Array.isArray(messages)) return typeof messages === 'string' ? messages : '';
  let out = '';
  for (const message of messages) {
    if (!isObject(message) || !Array.isArray(message['parts'])) continue;
    for (const part of message['parts']) {
      if (typeof part === 'string') {
        out += part;
        continue;
      }
      if (!isObject(part)) continue;
      const type = typeof part['type'] === 'string' ? part['type'] : 'unknown';
      const text = part['content'] ?? part['text'];
      if (type === 'text') out += typeof text === 'string' ? text : '';
      else if (type === 'tool_call') out += `[tool_call ${typeof part['name'] === 'string' ? part['name'] : ''} ${renderArguments(part['arguments'])}]`;
      else if (type === 'refusal') out += `[refusal ${typeof text === 'string' ? text : ''}]`;
      else if (type !== 'reasoning') out += `[${type}]`;
    }
  }
  return out;
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function renderArguments(args: unknown): string {
  if (typeof args === 'string') return args;
  return args === undefined ? '' : JSON.stringify(args);
}

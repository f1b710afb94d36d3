/**
 * The comparable text of an LLM call's output, so a stored original and its replays are compared alike.
 */

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Arguments as sent: a stored string verbatim, a parsed JSON value (what the collector stores) as compact JSON. */
function renderArguments(args: unknown): string {
  if (typeof args === 'string') return args;
  return args === undefined ? '' : JSON.stringify(args);
}

/**
 * The comparable text of GenAI output messages: text parts concatenated in order; a tool call rendered as
 * `[tool_call <name> <arguments as sent>]`; a refusal as `[refusal <text>]` (two different refusals must not
 * compare equal); other parts `[<type>]`. Reasoning parts are left out: they are not the answer, and whether an
 * original holds them depends on its instrumentation, not on the model. Messages are concatenated in order; input
 * that is not a list of messages gives ''. Used on the stored original AND on replays.
 */
export function outputText(genAiOutputMessages: unknown): string {
  if (!Array.isArray(genAiOutputMessages)) return '';
  let out = '';
  for (const message of genAiOutputMessages) {
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

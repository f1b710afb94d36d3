/**
 * Reading stored GenAI content (the `data` of `input`, `system` and `tools` content objects) into a small typed
 * form the per-API converters share. Stored content is untrusted JSON: anything that is not the GenAI shape is
 * reported with fixed words, never with its text.
 */

/** One GenAI message part, as stored (`type` plus the fields of that type). */
export type GenAiPart = { type: string } & Record<string, unknown>;

/** One GenAI message: role and parts, in stored order. */
export interface GenAiMessage {
  role: string;
  parts: GenAiPart[];
}

/** A tool call of the input with the id the wire request uses (the stored id, or one made up when none was stored). */
export interface InputToolCall {
  id: string;
  name: string;
  /** Stored arguments: usually the parsed JSON object, sometimes the verbatim string. */
  arguments: unknown;
}

/** The input read and checked once: messages with tool-call ids settled, and the calls left without a result. */
export interface GenAiInput {
  system: GenAiPart[];
  messages: GenAiMessage[];
  /** Tool definitions as stored (`{type:'function', name, description, parameters}` or provider built-ins). */
  tools: Array<Record<string, unknown>>;
  /** Tool id of every `tool_call` part (by object identity), and of every `tool_call_response` part. */
  toolIds: Map<GenAiPart, string>;
  missingToolResults: Array<{ toolCallId: string; toolName: string }>;
}

export type ReadInputOutcome = { ok: true; input: GenAiInput } | { ok: false; why: string };

/** A plain JSON object (not null, not an array). */
export function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function readParts(raw: unknown): GenAiPart[] | null {
  if (!Array.isArray(raw)) return null;
  const parts: GenAiPart[] = [];
  for (const p of raw) {
    if (typeof p === 'string') parts.push({ type: 'text', content: p });
    else if (isObject(p) && typeof p['type'] === 'string') parts.push(p as GenAiPart);
    else return null;
  }
  return parts;
}

/**
 * Reads the stored parts. Tool calls without a stored id get `call_th_<n>` and a result without an id answers the
 * oldest unanswered call (instrumentations that drop ids keep the order); a call with no result after it is listed
 * in `missingToolResults`.
 */
export function readGenAiInput(system: unknown, messages: unknown, tools: unknown): ReadInputOutcome {
  const systemParts = system === null || system === undefined ? [] : typeof system === 'string' ? [{ type: 'text', content: system }] : readParts(system);
  if (systemParts === null) return { ok: false, why: 'system instructions are not a list of GenAI parts' };
  if (!Array.isArray(messages) || messages.length === 0) return { ok: false, why: 'input messages are not a non-empty list of GenAI messages' };
  const read: GenAiMessage[] = [];
  for (const m of messages) {
    if (!isObject(m) || typeof m['role'] !== 'string') return { ok: false, why: 'an input message has no role' };
    const parts = readParts(m['parts']);
    if (parts === null) return { ok: false, why: 'an input message has no list of GenAI parts' };
    read.push({ role: m['role'], parts });
  }
  let toolList: Array<Record<string, unknown>> = [];
  if (tools !== null && tools !== undefined) {
    if (!Array.isArray(tools) || !tools.every(isObject)) return { ok: false, why: 'tool definitions are not a list of objects' };
    toolList = tools;
  }

  const toolIds = new Map<GenAiPart, string>();
  const unanswered: InputToolCall[] = [];
  let made = 0;
  for (const message of read) {
    for (const part of message.parts) {
      if (part.type === 'tool_call') {
        const id = typeof part['id'] === 'string' && part['id'] !== '' ? part['id'] : `call_th_${++made}`;
        toolIds.set(part, id);
        unanswered.push({ id, name: typeof part['name'] === 'string' ? part['name'] : '', arguments: part['arguments'] });
      } else if (part.type === 'tool_call_response') {
        const stored = typeof part['id'] === 'string' && part['id'] !== '' ? part['id'] : null;
        const at = stored === null ? (unanswered.length > 0 ? 0 : -1) : unanswered.findIndex((c) => c.id === stored);
        if (at >= 0) {
          toolIds.set(part, (unanswered[at] as InputToolCall).id);
          unanswered.splice(at, 1);
        } else if (stored !== null) {
          toolIds.set(part, stored); // a result of a call made before the stored input starts: sent as recorded
        } else {
          return { ok: false, why: 'a tool result has neither an id nor a tool call before it' };
        }
      }
    }
  }
  return {
    ok: true,
    input: {
      system: systemParts,
      messages: read,
      tools: toolList,
      toolIds,
      missingToolResults: unanswered.map((c) => ({ toolCallId: c.id, toolName: c.name })),
    },
  };
}

/** The text of a text-like part (`content`, else `text`), or null. */
export function partText(part: GenAiPart): string | null {
  const text = part['content'] ?? part['text'];
  return typeof text === 'string' ? text : null;
}

/** Tool arguments as the OpenAI wire wants them: a JSON string (a stored string is sent verbatim). */
export function argumentsString(args: unknown): string {
  if (typeof args === 'string') return args;
  return args === undefined ? '{}' : JSON.stringify(args);
}

/** A tool result as a string (a stored string verbatim, anything else as JSON). */
export function responseString(response: unknown): string {
  if (typeof response === 'string') return response;
  return response === undefined || response === null ? '' : JSON.stringify(response);
}

/** A `blob` / `uri` part as a URL (data: URL for inline bytes), or null when it carries neither. */
export function mediaUrl(part: GenAiPart): string | null {
  if (part.type === 'uri') return typeof part['uri'] === 'string' ? part['uri'] : null;
  if (part.type === 'blob' && typeof part['content'] === 'string') {
    const mime = typeof part['mime_type'] === 'string' ? part['mime_type'] : part['modality'] === 'image' ? 'image/png' : 'application/octet-stream';
    return `data:${mime};base64,${part['content']}`;
  }
  return null;
}


/** A part type fit for a `why` (fixed words only): the stored type when it looks like one, else 'unknown'. */
export function safeType(part: GenAiPart): string {
  return /^[a-z_]{1,32}$/.test(part.type) ? part.type : 'unknown';
}

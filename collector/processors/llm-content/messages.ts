/**
 * Normalization to the current GenAI shapes, shared by the adapters: one message of any shape (current GenAI,
 * OpenAI chat, previous event body, choice) becomes `{role, parts, name?, finish_reason?}`, and one provider
 * content block becomes one GenAI part. Also: whether a message list carries any content at all.
 */
import type { Candidate, Original } from './adapter.ts';
import { sortedEntries, type Indexed } from './collect.ts';
import { isObject, omitUndefined, parseArguments, parseJsonText, sameJson, type Json, type JsonObject } from './json.ts';

export type Message = JsonObject & { role: string; parts: Json[] };

/** A message list as one attribute or event value (JSON text or structured). */
export function messagesCandidate(
  source: string,
  value: Json,
  defaultRole: string,
  original: Original,
  plainTextIsMessage = false,
): Candidate {
  const parsed = typeof value === 'string' ? parseJsonText(value) : value;
  if (parsed === undefined && plainTextIsMessage) {
    // The previous gen_ai.prompt / gen_ai.completion could be the plain prompt or completion text.
    const data = [textMessage(defaultRole, value)];
    return { source, data, lossless: false, original, hasContent: messagesHaveContent(data) };
  }
  if (parsed === undefined) {
    // Not JSON (e.g. truncated by an attribute length limit): keep it verbatim, it is still the evidence.
    return { source, data: null, lossless: false, original, hasContent: value !== '' };
  }
  // A request body's `{messages: [...]}` is its messages.
  const unwrapped = isObject(parsed) && Array.isArray(parsed['messages']) ? parsed['messages'] : parsed;
  const list = Array.isArray(unwrapped) ? unwrapped : [unwrapped];
  const data = list.map((m) => toMessage(m, defaultRole));
  const lossless = Array.isArray(parsed) && sameJson(data, parsed);
  const hasContent = messagesHaveContent(data);
  if (!hasContent && list.some(hasUnreadFields)) {
    // A shape none of the conventions has: what it holds is not known to be structure only, so it counts as
    // content, kept verbatim (the value is in `original`).
    return { source, data: null, lossless: false, original, hasContent: true };
  }
  return { source, data, lossless, original, hasContent };
}

/** Fields of a message that say something besides its structure; a message with any other field was not read. */
const MESSAGE_STRUCTURE_FIELDS: ReadonlySet<string> = new Set(['role', 'parts', 'name', 'finish_reason', 'index', 'type', 'id', 'content', 'tool_calls', 'tool_call_id']);

function hasUnreadFields(raw: Json): boolean {
  if (typeof raw === 'string') return raw !== '';
  if (!isObject(raw)) return false;
  for (const key in raw) {
    if (MESSAGE_STRUCTURE_FIELDS.has(key)) continue;
    const value = raw[key];
    if (value !== null && value !== '' && !(Array.isArray(value) && value.length === 0)) return true;
  }
  return false;
}

/** A message list as flattened, indexed attributes; `build` turns one index's fields into a message. */
export function indexedMessagesCandidate(
  source: string,
  indexed: Indexed,
  defaultRole: string,
  build: (fields: Map<string, Json>, defaultRole: string) => Message,
): Candidate {
  const data = sortedEntries(indexed).map((fields) => build(fields, defaultRole));
  return { source, data, lossless: false, original: { attributes: indexed.original }, hasContent: messagesHaveContent(data) };
}

export function textMessage(role: string, text: Json): Message {
  return { role, parts: typeof text === 'string' ? [{ type: 'text', content: text }] : [] };
}

/** One message of any shape (current GenAI, OpenAI chat, previous event body, choice) → current GenAI. */
export function toMessage(raw: Json, defaultRole: string): Message {
  if (typeof raw === 'string') return textMessage(defaultRole, raw);
  if (!isObject(raw)) return { role: defaultRole, parts: [] };
  if (Array.isArray(raw['parts'])) {
    // Already the current shape: keep every field as sent.
    const message = { ...raw, role: typeof raw['role'] === 'string' ? raw['role'] : defaultRole } as Message;
    message.parts = raw['parts'].map((p) => (typeof p === 'string' ? { type: 'text', content: p } : p));
    return message;
  }
  if (isObject(raw['message']) || (typeof raw['message'] === 'string' && raw['content'] === undefined)) {
    // A choice: `{message, finish_reason}` (the message as text in some producers).
    const message = toMessage(raw['message'] as Json, defaultRole);
    if (typeof raw['finish_reason'] === 'string') message['finish_reason'] = raw['finish_reason'];
    return message;
  }
  const role = typeof raw['role'] === 'string' && raw['role'] !== '' ? raw['role'] : defaultRole;
  const parts: Json[] = [];
  const toolCalls = typeof raw['tool_calls'] === 'string' ? parseJsonText(raw['tool_calls']) : raw['tool_calls'];
  if ((role === 'tool' || role === 'function') && !Array.isArray(toolCalls)) {
    const response: JsonObject = { type: 'tool_call_response' };
    const id = raw['tool_call_id'] ?? raw['id'];
    if (typeof id === 'string') response['id'] = id;
    if (raw['content'] !== undefined && raw['content'] !== null) response['response'] = raw['content'];
    parts.push(response);
  } else {
    parts.push(...contentToParts(raw['content']));
    if (typeof raw['refusal'] === 'string') parts.push({ type: 'refusal', content: raw['refusal'] });
    if (Array.isArray(toolCalls)) for (const call of toolCalls) if (isObject(call)) parts.push(toToolCallPart(call));
    if (isObject(raw['function_call'])) parts.push(toToolCallPart({ function: raw['function_call'] }));
  }
  const message: Message = { role, parts };
  if (typeof raw['name'] === 'string') message['name'] = raw['name'];
  if (typeof raw['finish_reason'] === 'string') message['finish_reason'] = raw['finish_reason'];
  return message;
}

function contentToParts(content: Json | undefined): Json[] {
  if (content === undefined || content === null) return [];
  if (typeof content === 'string') return [{ type: 'text', content }];
  if (Array.isArray(content)) {
    const parts: Json[] = [];
    for (const item of content) {
      if (typeof item === 'string') parts.push({ type: 'text', content: item });
      else if (isObject(item)) parts.push(contentItemToPart(item));
    }
    return parts;
  }
  if (isObject(content)) return [contentItemToPart(content)];
  return [{ type: 'text', content: String(content) }];
}

/** One provider content block (OpenAI chat/responses, Anthropic) → one GenAI part. */
export function contentItemToPart(item: JsonObject): Json {
  switch (item['type']) {
    case 'text':
    case 'input_text':
    case 'output_text': {
      const text = item['text'] ?? item['content'];
      return typeof text === 'string' ? { type: 'text', content: text } : { ...item };
    }
    case 'image_url': {
      const image = item['image_url'];
      const url = isObject(image) ? image['url'] : image;
      return typeof url === 'string' ? mediaPart(url, 'image') : { ...item };
    }
    case 'input_image': {
      const url = item['image_url'];
      return typeof url === 'string' ? mediaPart(url, 'image') : { ...item };
    }
    case 'input_audio': {
      const audio = item['input_audio'];
      if (isObject(audio) && typeof audio['data'] === 'string') {
        const part: JsonObject = { type: 'blob', modality: 'audio', content: audio['data'] };
        if (typeof audio['format'] === 'string') part['mime_type'] = `audio/${audio['format']}`;
        return part;
      }
      return { ...item };
    }
    case 'image': {
      const source = item['source'];
      if (isObject(source) && source['type'] === 'base64' && typeof source['data'] === 'string') {
        const part: JsonObject = { type: 'blob', modality: 'image', content: source['data'] };
        if (typeof source['media_type'] === 'string') part['mime_type'] = source['media_type'];
        return part;
      }
      if (isObject(source) && typeof source['url'] === 'string') return mediaPart(source['url'], 'image');
      return { ...item };
    }
    case 'tool_use':
      return omitUndefined({ type: 'tool_call', id: item['id'], name: item['name'], arguments: item['input'] });
    case 'tool_result':
      return omitUndefined({ type: 'tool_call_response', id: item['tool_use_id'], response: item['content'] });
    case 'thinking':
      return omitUndefined({ type: 'reasoning', content: item['thinking'] });
    case 'function_call':
      return omitUndefined({
        type: 'tool_call',
        id: item['call_id'] ?? item['id'],
        name: item['name'],
        arguments: item['arguments'] === undefined ? undefined : parseArguments(item['arguments']),
      });
    case 'function_call_output':
      return omitUndefined({ type: 'tool_call_response', id: item['call_id'], response: item['output'] });
    default:
      // Current-shape parts (tool_call, blob, uri, reasoning, ...) and unknown blocks are kept as sent.
      return { ...item };
  }
}

/** A media URL as a part: a `data:` URL carries the blob itself, any other URL is only a reference to it. */
export function mediaPart(url: string, modality: string): JsonObject {
  if (url.startsWith('data:')) {
    const comma = url.indexOf(',');
    const header = url.slice(5, comma < 0 ? undefined : comma);
    const mimeType = header.split(';')[0] ?? '';
    const part: JsonObject = { type: 'blob', modality, content: comma < 0 ? '' : url.slice(comma + 1) };
    if (mimeType !== '') part['mime_type'] = mimeType;
    return part;
  }
  return { type: 'uri', modality, uri: url };
}

function toToolCallPart(call: JsonObject): JsonObject {
  const fn = isObject(call['function']) ? call['function'] : call;
  const args = fn['arguments'] ?? call['input'] ?? call['args'];
  return omitUndefined({
    type: 'tool_call',
    id: call['id'],
    name: fn['name'],
    arguments: args === undefined ? undefined : parseArguments(args),
  });
}

// ---------------------------------------------------------------------------------------------------
// Content presence: a part without any text, data or arguments is structure only.
// ---------------------------------------------------------------------------------------------------

const STRUCTURE_FIELDS: ReadonlySet<string> = new Set(['type', 'id', 'name', 'call_id', 'modality', 'mime_type']);

export function partHasContent(part: Json): boolean {
  if (typeof part === 'string') return part !== '';
  if (!isObject(part)) return false;
  for (const key in part) {
    if (STRUCTURE_FIELDS.has(key)) continue;
    const value = part[key];
    if (value !== null && value !== undefined && value !== '') return true;
  }
  return false;
}

export function messagesHaveContent(messages: Json[]): boolean {
  if (messages.length === 0) return true; // the instrumentation said: no messages
  for (const message of messages) {
    if (!isObject(message)) continue;
    const parts = message['parts'];
    if (Array.isArray(parts) && parts.some(partHasContent)) return true;
  }
  return false;
}

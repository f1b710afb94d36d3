/**
 * GenAI input → an OpenAI Chat Completions `messages` array and `tools`. System instructions become the first
 * message; a message of text only keeps string content when it had one part; tool calls become the assistant's
 * `tool_calls`; each tool result becomes a `tool` message.
 */
import { argumentsString, mediaUrl, partText, responseString, safeType, type GenAiInput, type GenAiPart } from './genai-input.ts';

export type ConvertOutcome = { ok: true; fields: Record<string, unknown> } | { ok: false; why: string };

function contentPart(part: GenAiPart, role: string): Record<string, unknown> | string {
  const text = partText(part);
  if (part.type === 'text' && text !== null) return { type: 'text', text };
  if (part.type === 'refusal' && role === 'assistant' && text !== null) return { type: 'refusal', refusal: text };
  if ((part.type === 'blob' || part.type === 'uri') && part['modality'] === 'image' && role === 'user') {
    const url = mediaUrl(part);
    if (url !== null) return { type: 'image_url', image_url: { url } };
  }
  if (part.type === 'blob' && part['modality'] === 'audio' && role === 'user' && typeof part['content'] === 'string') {
    const mime = typeof part['mime_type'] === 'string' ? part['mime_type'] : '';
    return { type: 'input_audio', input_audio: { data: part['content'], format: mime.startsWith('audio/') ? mime.slice(6) : 'wav' } };
  }
  return `a ${safeType(part)} part (role ${role}) has no form in openai.chat`;
}

/** Content as the application most likely sent it: a string for one text part, else the array of parts. */
function contentOf(parts: Array<Record<string, unknown>>): unknown {
  if (parts.length === 0) return null;
  const only = parts[0] as Record<string, unknown>;
  if (parts.length === 1 && only['type'] === 'text') return only['text'];
  return parts;
}

export function convertToOpenAiChat(input: GenAiInput): ConvertOutcome {
  const messages: Array<Record<string, unknown>> = [];
  if (input.system.length > 0) {
    const parts: Array<Record<string, unknown>> = [];
    for (const p of input.system) {
      const converted = contentPart(p, 'system');
      if (typeof converted === 'string') return { ok: false, why: converted };
      parts.push(converted);
    }
    messages.push({ role: 'system', content: contentOf(parts) });
  }
  for (const message of input.messages) {
    const role = message.role;
    if (!['system', 'developer', 'user', 'assistant', 'tool'].includes(role)) return { ok: false, why: 'a message role has no form in openai.chat' };
    const parts: Array<Record<string, unknown>> = [];
    const toolCalls: Array<Record<string, unknown>> = [];
    const results: Array<Record<string, unknown>> = [];
    for (const part of message.parts) {
      if (part.type === 'tool_call') {
        if (role !== 'assistant') return { ok: false, why: `a tool call (role ${role}) has no form in openai.chat` };
        toolCalls.push({ id: input.toolIds.get(part), type: 'function', function: { name: part['name'], arguments: argumentsString(part['arguments']) } });
      } else if (part.type === 'tool_call_response') {
        results.push({ role: 'tool', tool_call_id: input.toolIds.get(part), content: responseString(part['response']) });
      } else {
        const converted = contentPart(part, role === 'developer' ? 'system' : role);
        if (typeof converted === 'string') return { ok: false, why: converted };
        parts.push(converted);
      }
    }
    // Tool results answer the assistant turn before them, so they come first.
    messages.push(...results);
    if (role === 'tool') {
      if (parts.length > 0) return { ok: false, why: 'a tool message with content other than tool results has no form in openai.chat' };
      continue;
    }
    if (parts.length === 0 && toolCalls.length === 0 && results.length > 0) continue;
    const wire: Record<string, unknown> = { role, content: contentOf(parts) };
    if (toolCalls.length > 0) wire['tool_calls'] = toolCalls;
    else if (wire['content'] === null) wire['content'] = '';
    messages.push(wire);
  }
  const fields: Record<string, unknown> = { messages };
  if (input.tools.length > 0) {
    const tools: Array<Record<string, unknown>> = [];
    for (const tool of input.tools) {
      if (tool['type'] !== 'function') return { ok: false, why: 'a built-in tool has no form in openai.chat' };
      const fn: Record<string, unknown> = { name: tool['name'] };
      if (tool['description'] !== undefined) fn['description'] = tool['description'];
      if (tool['parameters'] !== undefined) fn['parameters'] = tool['parameters'];
      if (tool['strict'] !== undefined) fn['strict'] = tool['strict'];
      tools.push({ type: 'function', function: fn });
    }
    fields['tools'] = tools;
  }
  return { ok: true, fields };
}

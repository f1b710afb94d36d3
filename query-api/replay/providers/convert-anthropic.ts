/**
 * GenAI input → an Anthropic Messages `system`, `messages` and `tools`. System instructions (and leading system
 * messages) become `system`; tool calls become `tool_use` blocks and tool results `tool_result` blocks in a user
 * turn; consecutive turns of one role are merged (the API merges them too, and tool results must sit in the turn
 * right after the calls).
 */
import type { ConvertOutcome } from './convert-openai-chat.ts';
import { isObject, partText, responseString, safeType, type GenAiInput, type GenAiPart } from './genai-input.ts';

function parseArgs(args: unknown): Record<string, unknown> | null {
  if (isObject(args)) return args;
  if (args === undefined || args === '') return {};
  if (typeof args === 'string') {
    try {
      const parsed: unknown = JSON.parse(args);
      return isObject(parsed) ? parsed : null;
    } catch {
      return null;
    }
  }
  return null;
}

function mediaBlock(part: GenAiPart): Record<string, unknown> | null {
  if (part['modality'] !== 'image') return null;
  if (part.type === 'uri' && typeof part['uri'] === 'string') return { type: 'image', source: { type: 'url', url: part['uri'] } };
  if (part.type === 'blob' && typeof part['content'] === 'string') {
    const mediaType = typeof part['mime_type'] === 'string' ? part['mime_type'] : 'image/png';
    return { type: 'image', source: { type: 'base64', media_type: mediaType, data: part['content'] } };
  }
  return null;
}

/** A tool result's content: text as a string, a list of Anthropic content blocks as recorded, else JSON. */
function toolResultContent(response: unknown): unknown {
  if (Array.isArray(response) && response.every((b) => isObject(b) && (b['type'] === 'text' || b['type'] === 'image'))) return response;
  return responseString(response);
}

export function convertToAnthropic(input: GenAiInput): ConvertOutcome {
  const system: string[] = [];
  for (const p of input.system) {
    const text = partText(p);
    if (p.type !== 'text' || text === null) return { ok: false, why: `a ${safeType(p)} part of system instructions has no form in anthropic.messages` };
    system.push(text);
  }
  const turns: Array<{ role: 'user' | 'assistant'; content: Array<Record<string, unknown>> }> = [];
  let seenTurn = false;
  for (const message of input.messages) {
    if (message.role === 'system' || message.role === 'developer') {
      if (seenTurn) return { ok: false, why: 'a system message after the first turn has no form in anthropic.messages' };
      for (const p of message.parts) {
        const text = partText(p);
        if (p.type !== 'text' || text === null) return { ok: false, why: `a ${safeType(p)} part of a system message has no form in anthropic.messages` };
        system.push(text);
      }
      continue;
    }
    if (!['user', 'assistant', 'tool'].includes(message.role)) return { ok: false, why: 'a message role has no form in anthropic.messages' };
    seenTurn = true;
    const role = message.role === 'assistant' ? 'assistant' : 'user';
    const results: Array<Record<string, unknown>> = [];
    const blocks: Array<Record<string, unknown>> = [];
    for (const part of message.parts) {
      const text = partText(part);
      if (part.type === 'text' && text !== null) {
        if (message.role === 'tool') return { ok: false, why: 'a tool message with content other than tool results has no form in anthropic.messages' };
        blocks.push({ type: 'text', text });
      } else if (part.type === 'tool_call') {
        if (role !== 'assistant') return { ok: false, why: `a tool call (role ${message.role}) has no form in anthropic.messages` };
        const args = parseArgs(part['arguments']);
        if (args === null) return { ok: false, why: 'tool call arguments that are not a JSON object have no form in anthropic.messages' };
        blocks.push({ type: 'tool_use', id: input.toolIds.get(part), name: part['name'], input: args });
      } else if (part.type === 'tool_call_response') {
        if (role === 'assistant') return { ok: false, why: 'a tool result in an assistant message has no form in anthropic.messages' };
        results.push({ type: 'tool_result', tool_use_id: input.toolIds.get(part), content: toolResultContent(part['response']) });
      } else {
        const media = role === 'user' ? mediaBlock(part) : null;
        if (media === null) return { ok: false, why: `a ${safeType(part)} part (role ${message.role}) has no form in anthropic.messages` };
        blocks.push(media);
      }
    }
    // Tool results first: the API wants them at the start of the turn after the calls.
    const content = [...results, ...blocks];
    if (content.length === 0) return { ok: false, why: 'an empty message has no form in anthropic.messages' };
    const last = turns[turns.length - 1];
    if (last !== undefined && last.role === role) {
      last.content.push(...content);
    } else {
      turns.push({ role, content });
    }
  }
  const messages = turns.map((t) => {
    const only = t.content[0] as Record<string, unknown>;
    return { role: t.role, content: t.content.length === 1 && only['type'] === 'text' ? only['text'] : t.content };
  });
  const fields: Record<string, unknown> = { messages };
  if (system.length === 1) fields['system'] = system[0];
  else if (system.length > 1) fields['system'] = system.map((text) => ({ type: 'text', text }));
  if (input.tools.length > 0) {
    fields['tools'] = input.tools.map((tool) => {
      if (tool['type'] !== 'function') return tool; // an Anthropic server tool as recorded
      const wire: Record<string, unknown> = { name: tool['name'] };
      if (tool['description'] !== undefined) wire['description'] = tool['description'];
      wire['input_schema'] = tool['parameters'] ?? { type: 'object', properties: {} };
      return wire;
    });
  }
  return { ok: true, fields };
}

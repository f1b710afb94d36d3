/**
 * GenAI input → an OpenAI Responses API `input` item list, `instructions` and `tools`. System instructions become
 * `instructions` (text parts joined by a newline); messages become message items (string content for one text
 * part); tool calls become `function_call` items and tool results `function_call_output` items.
 */
import type { ConvertOutcome } from './convert-openai-chat.ts';
import { argumentsString, mediaUrl, partText, responseString, safeType, type GenAiInput, type GenAiPart } from './genai-input.ts';

function contentPart(part: GenAiPart, role: string): Record<string, unknown> | string {
  const text = partText(part);
  if (part.type === 'text' && text !== null) return { type: role === 'assistant' ? 'output_text' : 'input_text', text };
  if (part.type === 'refusal' && role === 'assistant' && text !== null) return { type: 'refusal', refusal: text };
  if ((part.type === 'blob' || part.type === 'uri') && part['modality'] === 'image' && role !== 'assistant') {
    const url = mediaUrl(part);
    if (url !== null) return { type: 'input_image', image_url: url, detail: 'auto' };
  }
  return `a ${safeType(part)} part (role ${role}) has no form in openai.responses`;
}

export function convertToOpenAiResponses(input: GenAiInput): ConvertOutcome {
  const fields: Record<string, unknown> = {};
  if (input.system.length > 0) {
    const texts: string[] = [];
    for (const p of input.system) {
      const text = partText(p);
      if (p.type !== 'text' || text === null) return { ok: false, why: `a ${safeType(p)} part of system instructions has no form in openai.responses` };
      texts.push(text);
    }
    fields['instructions'] = texts.join('\n');
  }
  const items: Array<Record<string, unknown>> = [];
  for (const message of input.messages) {
    const role = message.role;
    if (!['system', 'developer', 'user', 'assistant', 'tool'].includes(role)) return { ok: false, why: 'a message role has no form in openai.responses' };
    let parts: Array<Record<string, unknown>> = [];
    const flush = () => {
      if (parts.length === 0) return;
      const only = parts[0] as Record<string, unknown>;
      const content = parts.length === 1 && (only['type'] === 'input_text' || only['type'] === 'output_text') ? only['text'] : parts;
      items.push({ role, content });
      parts = [];
    };
    for (const part of message.parts) {
      if (part.type === 'tool_call') {
        if (role !== 'assistant') return { ok: false, why: `a tool call (role ${role}) has no form in openai.responses` };
        flush();
        items.push({ type: 'function_call', call_id: input.toolIds.get(part), name: part['name'], arguments: argumentsString(part['arguments']) });
      } else if (part.type === 'tool_call_response') {
        flush();
        items.push({ type: 'function_call_output', call_id: input.toolIds.get(part), output: responseString(part['response']) });
      } else {
        if (role === 'tool') return { ok: false, why: 'a tool message with content other than tool results has no form in openai.responses' };
        const converted = contentPart(part, role);
        if (typeof converted === 'string') return { ok: false, why: converted };
        parts.push(converted);
      }
    }
    flush();
  }
  fields['input'] = items;
  if (input.tools.length > 0) {
    fields['tools'] = input.tools.map((tool) => {
      if (tool['type'] !== 'function') return tool; // a Responses built-in (web_search, file_search, ...) as recorded
      const wire: Record<string, unknown> = { type: 'function', name: tool['name'] };
      if (tool['description'] !== undefined) wire['description'] = tool['description'];
      wire['parameters'] = tool['parameters'] ?? { type: 'object', properties: {} };
      // The Responses API makes function tools strict unless told otherwise; Chat Completions does not.
      wire['strict'] = tool['strict'] ?? false;
      return wire;
    });
  }
  return { ok: true, fields };
}

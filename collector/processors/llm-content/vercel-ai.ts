/**
 * The Vercel AI SDK (`ai` on npm, `experimental_telemetry: {isEnabled: true}`): its own `ai.*` attributes.
 *
 * - The provider call (`ai.generateText.doGenerate`, `ai.streamText.doStream`, `ai.generateObject.doGenerate`,
 *   `ai.streamObject.doStream`) carries `ai.prompt.messages` (the prompt as sent to the provider: system, user,
 *   assistant with tool calls, tool results), `ai.prompt.tools` (one JSON text per tool), and the answer in
 *   `ai.response.text`, `ai.response.reasoning`, `ai.response.toolCalls` and `ai.response.object`, next to the
 *   GenAI attributes that make it an LLM call (`gen_ai.system`, `gen_ai.request.model`, …).
 * - The call around it (`ai.generateText`, `ai.streamText`, …: no GenAI attributes, not an LLM call) carries
 *   `ai.prompt`, the caller's `{system, prompt, messages}`, and the final answer in the same `ai.response.*`.
 * - `ai.response.providerMetadata` is mostly usage detail but may carry content (log probabilities, grounding
 *   sources), so it leaves with the answer, kept in the stored object's `original`.
 * - Versions 3.x wrote the answer as `ai.result.text` / `ai.result.toolCalls` / `ai.result.object`.
 *
 * Tool executions (`ai.toolCall.args` / `ai.toolCall.result`) are tool-call.ts's; embeddings and rerank
 * documents (`ai.value(s)`, `ai.embedding(s)`, `ai.documents`) are values.ts's. Everything else `ai.*` (settings,
 * usage, ids, `ai.telemetry.metadata.*`, `ai.schema`, `ai.prompt.toolChoice`) stays on the span and is redacted
 * like any attribute.
 */
import {
  GEN_AI_RESPONSE_FINISH_REASONS,
  VERCEL_AI_FINISH_REASON,
  VERCEL_AI_PROMPT,
  VERCEL_AI_PROMPT_MESSAGES,
  VERCEL_AI_PROMPT_TOOLS,
  VERCEL_AI_PROVIDER_METADATA,
  VERCEL_AI_RESPONSE_OBJECT,
  VERCEL_AI_RESPONSE_REASONING,
  VERCEL_AI_RESPONSE_TEXT,
  VERCEL_AI_RESPONSE_TOOL_CALLS,
  VERCEL_AI_RESULT_OBJECT,
  VERCEL_AI_RESULT_TEXT,
  VERCEL_AI_RESULT_TOOL_CALLS,
} from '../llm-conventions.ts';
import { DROP, type Candidate, type ConventionAdapter, type Original, type PartCandidate } from './adapter.ts';
import { addOriginal, originalOf, type Verbatim } from './collect.ts';
import { isObject, omitUndefined, parseArguments, parseJsonText, type Json, type JsonObject } from './json.ts';
import { contentItemToPart, mediaPart, messagesHaveContent, partHasContent, textMessage, type Message } from './messages.ts';
import { toolsCandidate } from './tool-definitions.ts';

const SOURCE = 'vercel_ai';

type Slot = 'messages' | 'prompt' | 'tools' | 'text' | 'reasoning' | 'toolCalls' | 'object' | 'providerMetadata';

interface VercelAiContent {
  messages: Verbatim | null;
  prompt: Verbatim | null;
  tools: Verbatim | null;
  /** The answer's pieces in the order they arrived; one output message is made of them. */
  answer: { slot: Slot; verbatim: Verbatim }[];
}

export const vercelAi: ConventionAdapter<VercelAiContent, Slot> = {
  name: SOURCE,
  exact: new Map<string, Slot>([
    [VERCEL_AI_PROMPT_MESSAGES, 'messages'],
    [VERCEL_AI_PROMPT, 'prompt'],
    [VERCEL_AI_PROMPT_TOOLS, 'tools'],
    [VERCEL_AI_RESPONSE_TEXT, 'text'],
    [VERCEL_AI_RESULT_TEXT, 'text'],
    [VERCEL_AI_RESPONSE_REASONING, 'reasoning'],
    [VERCEL_AI_RESPONSE_TOOL_CALLS, 'toolCalls'],
    [VERCEL_AI_RESULT_TOOL_CALLS, 'toolCalls'],
    [VERCEL_AI_RESPONSE_OBJECT, 'object'],
    [VERCEL_AI_RESULT_OBJECT, 'object'],
    [VERCEL_AI_PROVIDER_METADATA, 'providerMetadata'],
  ]),
  newCollection: () => ({ messages: null, prompt: null, tools: null, answer: [] }),
  classify(slot, key, value, c, event) {
    const verbatim: Verbatim = { key, value, event };
    const col = c();
    if (slot === 'messages' || slot === 'prompt' || slot === 'tools') col[slot] = verbatim;
    else col.answer.push({ slot, verbatim });
    return DROP;
  },
  candidates(col, span) {
    const offered: PartCandidate[] = [];
    if (col.messages !== null) offered.push({ part: 'input', tier: 'primary', candidate: promptMessagesCandidate(col.messages) });
    if (col.prompt !== null) {
      // The caller's prompt, on the call around the provider calls; a system text of its own is the system part.
      const { input, system } = callerPromptCandidates(col.prompt);
      offered.push({ part: 'input', tier: 'secondary', candidate: input });
      if (system !== null) offered.push({ part: 'system', tier: 'primary', candidate: system });
    }
    if (col.tools !== null) offered.push({ part: 'tools', tier: 'primary', candidate: toolsCandidate(SOURCE, col.tools.value, originalOf(col.tools)) });
    if (col.answer.length > 0) offered.push({ part: 'output', tier: 'primary', candidate: answerCandidate(col.answer, finishReasonOf(span.attributes)) });
    return offered;
  },
  // The SDK's provider calls are chat-style whatever the function (generateText, generateObject, streamText).
  impliedOperation: (col) => (col.messages !== null ? 'chat' : undefined),
};

// ---------------------------------------------------------------------------------------------------
// Prompt: the SDK's language-model prompt (`ai.prompt.messages`) and the caller's prompt (`ai.prompt`).
// ---------------------------------------------------------------------------------------------------

function promptMessagesCandidate(verbatim: Verbatim): Candidate {
  const original = originalOf(verbatim);
  const parsed = typeof verbatim.value === 'string' ? parseJsonText(verbatim.value) : verbatim.value;
  if (!Array.isArray(parsed)) {
    // Not JSON (e.g. cut by an attribute length limit): kept verbatim, it is still the evidence.
    return { source: SOURCE, data: null, lossless: false, original, hasContent: verbatim.value !== '' };
  }
  const data = parsed.map((m) => sdkMessage(m, 'user'));
  return { source: SOURCE, data, lossless: false, original, hasContent: messagesHaveContent(data) };
}

/** `ai.prompt`: `{system?, prompt?, messages?}` as the caller passed them to generateText and the like. */
function callerPromptCandidates(verbatim: Verbatim): { input: Candidate; system: Candidate | null } {
  const original = originalOf(verbatim);
  const parsed = typeof verbatim.value === 'string' ? parseJsonText(verbatim.value) : verbatim.value;
  if (!isObject(parsed)) {
    return { input: { source: SOURCE, data: null, lossless: false, original, hasContent: verbatim.value !== '' }, system: null };
  }
  const messages: Message[] = [];
  const prompt = parsed['prompt'];
  if (typeof prompt === 'string') messages.push(textMessage('user', prompt));
  else if (Array.isArray(prompt)) for (const m of prompt) messages.push(sdkMessage(m, 'user'));
  if (Array.isArray(parsed['messages'])) for (const m of parsed['messages']) messages.push(sdkMessage(m, 'user'));
  const input: Candidate = { source: SOURCE, data: messages, lossless: false, original, hasContent: messagesHaveContent(messages) };
  const systemParts = systemPartsOf(parsed['system']);
  if (systemParts === null) return { input, system: null };
  // `ai.prompt` as it arrived is kept once, in the input object's original; the system object holds its parts only.
  return { input, system: { source: SOURCE, data: systemParts, lossless: true, original: {}, hasContent: systemParts.some(partHasContent) } };
}

/** `system` is a string, a system message `{role: 'system', content}`, or a list of them. */
function systemPartsOf(system: Json | undefined): Json[] | null {
  if (system === undefined || system === null || system === '') return null;
  if (typeof system === 'string') return [{ type: 'text', content: system }];
  const list = Array.isArray(system) ? system : [system];
  const parts: Json[] = [];
  for (const item of list) {
    if (typeof item === 'string') parts.push({ type: 'text', content: item });
    else if (isObject(item)) parts.push(...sdkMessage(item, 'system').parts);
  }
  return parts;
}

/** One SDK message `{role, content: string | part[]}` (model message or language-model prompt) → current GenAI. */
function sdkMessage(raw: Json, defaultRole: string): Message {
  if (typeof raw === 'string') return textMessage(defaultRole, raw);
  if (!isObject(raw)) return { role: defaultRole, parts: [] };
  const role = typeof raw['role'] === 'string' && raw['role'] !== '' ? raw['role'] : defaultRole;
  const content = raw['content'];
  const parts: Json[] = [];
  if (typeof content === 'string') {
    if (content !== '') parts.push({ type: 'text', content });
  } else if (Array.isArray(content)) {
    for (const item of content) {
      if (typeof item === 'string') parts.push({ type: 'text', content: item });
      else if (isObject(item)) parts.push(sdkPart(item));
    }
  } else if (isObject(content)) {
    parts.push(sdkPart(content));
  }
  return { role, parts };
}

/** One SDK content part → one GenAI part; shapes of other producers go through the shared mapping. */
function sdkPart(part: JsonObject): Json {
  switch (part['type']) {
    case 'reasoning':
      return typeof part['text'] === 'string' ? { type: 'reasoning', content: part['text'] } : { ...part };
    case 'tool-call': {
      const args = part['input'] ?? part['args'];
      return omitUndefined({
        type: 'tool_call',
        id: part['toolCallId'],
        name: part['toolName'],
        arguments: args === undefined ? undefined : parseArguments(args),
      });
    }
    case 'tool-result':
      return omitUndefined({ type: 'tool_call_response', id: part['toolCallId'], response: toolResultOf(part) });
    case 'file':
    case 'image':
      return filePart(part);
    default:
      return contentItemToPart(part);
  }
}

/** Versions 5 and later: `output: {type: 'text' | 'json' | 'error-text' | 'error-json' | 'content', value}`; 4: `result`. */
function toolResultOf(part: JsonObject): Json | undefined {
  const output = part['output'];
  if (isObject(output) && typeof output['type'] === 'string' && 'value' in output) return output['value'];
  return output ?? part['result'];
}

/** `{type: 'file', data, mediaType}` (4: `mimeType`; `{type: 'image', image}` in model messages). */
function filePart(part: JsonObject): Json {
  const data = part['data'] ?? part['image'];
  const mediaType = part['mediaType'] ?? part['mimeType'];
  const modality = typeof mediaType === 'string' ? mediaType.split('/')[0] : part['type'] === 'image' ? 'image' : undefined;
  const kind = modality === 'image' || modality === 'audio' || modality === 'video' ? modality : 'file';
  if (typeof data !== 'string') return { ...part };
  if (/^(https?|data):/i.test(data)) {
    const media = mediaPart(data, kind);
    if (typeof mediaType === 'string' && media['mime_type'] === undefined) media['mime_type'] = mediaType;
    return media;
  }
  return omitUndefined({ type: 'blob', modality: kind, mime_type: typeof mediaType === 'string' ? mediaType : undefined, content: data });
}

// ---------------------------------------------------------------------------------------------------
// Answer: text, reasoning, tool calls and object of one response → one assistant message.
// ---------------------------------------------------------------------------------------------------

function answerCandidate(answer: { slot: Slot; verbatim: Verbatim }[], finishReason: string | undefined): Candidate {
  const parts: Json[] = [];
  const original: Original = {};
  const bySlot = (slot: Slot) => answer.filter((a) => a.slot === slot);
  for (const { verbatim } of bySlot('reasoning')) if (typeof verbatim.value === 'string' && verbatim.value !== '') parts.push({ type: 'reasoning', content: verbatim.value });
  for (const { verbatim } of [...bySlot('text'), ...bySlot('object')]) {
    if (typeof verbatim.value === 'string' && verbatim.value !== '') parts.push({ type: 'text', content: verbatim.value });
  }
  for (const { verbatim } of bySlot('toolCalls')) {
    const calls = typeof verbatim.value === 'string' ? parseJsonText(verbatim.value) : verbatim.value;
    if (!Array.isArray(calls)) continue;
    for (const call of calls) if (isObject(call)) parts.push(sdkPart({ ...call, type: 'tool-call' }));
  }
  for (const { verbatim } of answer) addOriginal(original, originalOf(verbatim));
  const message: Message = { role: 'assistant', parts };
  if (finishReason !== undefined) message['finish_reason'] = finishReason;
  const data = [message];
  return { source: SOURCE, data, lossless: false, original, hasContent: messagesHaveContent(data) };
}

function finishReasonOf(attrs: Record<string, Json>): string | undefined {
  const reason = attrs[VERCEL_AI_FINISH_REASON];
  if (typeof reason === 'string' && reason !== '') return reason;
  const reasons = attrs[GEN_AI_RESPONSE_FINISH_REASONS];
  return Array.isArray(reasons) && typeof reasons[0] === 'string' ? reasons[0] : undefined;
}

/**
 * OpenInference (Arize): messages as indexed attributes `llm.input_messages.{i}.message.*` /
 * `llm.output_messages.{i}.message.*` (role, content, contents.{j}.message_content.*, tool_calls.{j}.tool_call.*),
 * tools as `llm.tools.{i}.tool.*`, completion prompts as `llm.prompts`, embedding inputs as
 * `embedding.embeddings.{i}.embedding.text`. Its documents and its `input.value` / `output.value` are generic
 * content (documents.ts, values.ts).
 */
import {
  EMBEDDING_TEXT,
  LLM_FUNCTION_CALL,
  LLM_PROMPTS,
  OPENINFERENCE_CONTENTS_SUB_RE,
  OPENINFERENCE_EMBEDDING_TEXT_RE,
  OPENINFERENCE_MESSAGE_RE,
  OPENINFERENCE_PROMPT_RE,
  OPENINFERENCE_TOOL_CALL_SUB_RE,
  OPENINFERENCE_TOOL_RE,
} from '../llm-conventions.ts';
import { DROP, type Candidate, type ConventionAdapter, type Original, type PartCandidate } from './adapter.ts';
import { addIndexed, collectIndexed, newIndexed, originalOf, sortedEntries, type Indexed, type Verbatim } from './collect.ts';
import { isObject, omitUndefined, parseArguments, parseJsonText, type Json, type JsonObject } from './json.ts';
import { indexedMessagesCandidate, mediaPart, messagesHaveContent, textMessage, type Message } from './messages.ts';
import { indexedToolsCandidate } from './tool-definitions.ts';

type Slot = 'message' | 'tool' | 'prompt' | 'promptList' | 'functionCall' | 'embeddingText' | 'embeddingTexts';

interface OpenInferenceContent {
  input: Indexed;
  output: Indexed;
  tools: Indexed;
  prompts: Indexed;
  promptList: Verbatim | null;
  functionCall: Verbatim | null;
  embeddingTexts: Indexed;
}

export const openInference: ConventionAdapter<OpenInferenceContent, Slot> = {
  name: 'openinference',
  exact: new Map<string, Slot>([
    [LLM_PROMPTS, 'promptList'],
    [LLM_FUNCTION_CALL, 'functionCall'],
    [EMBEDDING_TEXT, 'embeddingText'],
  ]),
  prefixes: new Map<string, Slot>([
    ['llm.input_messages.', 'message'],
    ['llm.output_messages.', 'message'],
    ['llm.tools.', 'tool'],
    ['llm.prompts.', 'prompt'],
    ['embedding.embeddings.', 'embeddingTexts'],
  ]),
  newCollection: () => ({
    input: newIndexed(),
    output: newIndexed(),
    tools: newIndexed(),
    prompts: newIndexed(),
    promptList: null,
    functionCall: null,
    embeddingTexts: newIndexed(),
  }),
  classify(slot, key, value, c, event) {
    switch (slot) {
      case 'promptList':
      case 'functionCall':
        c()[slot] = { key, value, event };
        return DROP;
      case 'embeddingText':
        addIndexed(c().embeddingTexts, key, '0', 'text', value);
        return DROP;
      case 'message':
        return collectIndexed(OPENINFERENCE_MESSAGE_RE, key, value, (m) => (m[1] === 'input' ? c().input : c().output));
      case 'tool':
        return collectIndexed(OPENINFERENCE_TOOL_RE, key, value, () => c().tools);
      case 'prompt':
        return collectIndexed(OPENINFERENCE_PROMPT_RE, key, value, () => c().prompts, 'text');
      case 'embeddingTexts':
        return collectIndexed(OPENINFERENCE_EMBEDDING_TEXT_RE, key, value, () => c().embeddingTexts, 'text');
    }
  },
  candidates(col) {
    const offered: PartCandidate[] = [];
    if (col.input.entries.size > 0) {
      offered.push({ part: 'input', tier: 'primary', candidate: indexedMessagesCandidate('openinference', col.input, 'user', openInferenceMessage) });
    }
    if (col.prompts.entries.size > 0 || col.promptList !== null) offered.push({ part: 'input', tier: 'secondary', candidate: promptsCandidate(col) });
    if (col.embeddingTexts.entries.size > 0) offered.push({ part: 'input', tier: 'last', candidate: embeddingTextsCandidate(col.embeddingTexts) });
    if (col.output.entries.size > 0) {
      offered.push({ part: 'output', tier: 'primary', candidate: indexedMessagesCandidate('openinference', col.output, 'assistant', openInferenceMessage) });
    }
    if (col.functionCall !== null) offered.push({ part: 'output', tier: 'last', candidate: functionCallCandidate(col.functionCall) });
    if (col.tools.entries.size > 0) offered.push({ part: 'tools', tier: 'primary', candidate: indexedToolsCandidate('openinference', col.tools) });
    return offered;
  },
  // OpenInference names no operation: its input attributes say whether it was a chat or a completion.
  impliedOperation(col) {
    if (col.input.entries.size > 0) return 'chat';
    if (col.prompts.entries.size > 0 || col.promptList !== null) return 'text_completion';
    return undefined;
  },
};

/** llm.{input,output}_messages.{i}.message.* → message. */
function openInferenceMessage(fields: Map<string, Json>, defaultRole: string): Message {
  const contents = new Map<number, Map<string, Json>>();
  const toolCalls = new Map<number, Map<string, Json>>();
  let m: RegExpExecArray | null;
  for (const [sub, value] of fields) {
    if ((m = OPENINFERENCE_TOOL_CALL_SUB_RE.exec(sub)) !== null) subMap(toolCalls, Number(m[1])).set(m[2] as string, value);
    else if ((m = OPENINFERENCE_CONTENTS_SUB_RE.exec(sub)) !== null) subMap(contents, Number(m[1])).set(m[2] as string, value);
  }
  const roleValue = fields.get('role');
  const role = typeof roleValue === 'string' && roleValue !== '' ? roleValue : defaultRole;
  const content = fields.get('content');
  const parts: Json[] = [];
  if (role === 'tool' || role === 'function') {
    parts.push(omitUndefined({ type: 'tool_call_response', id: fields.get('tool_call_id'), response: content ?? undefined }));
  } else if (typeof content === 'string') {
    parts.push({ type: 'text', content });
  }
  for (const [, item] of [...contents.entries()].sort((a, b) => a[0] - b[0])) parts.push(openInferenceContentPart(item));
  for (const [, call] of [...toolCalls.entries()].sort((a, b) => a[0] - b[0])) {
    const args = call.get('function.arguments');
    parts.push(
      omitUndefined({
        type: 'tool_call',
        id: call.get('id'),
        name: call.get('function.name'),
        arguments: args === undefined ? undefined : parseArguments(args),
      }),
    );
  }
  const fnName = fields.get('function_call_name');
  if (typeof fnName === 'string') {
    const args = fields.get('function_call_arguments_json');
    parts.push(omitUndefined({ type: 'tool_call', name: fnName, arguments: args === undefined ? undefined : parseArguments(args) }));
  }
  const message: Message = { role, parts };
  const name = fields.get('name');
  if (typeof name === 'string') message['name'] = name;
  return message;
}

function openInferenceContentPart(item: Map<string, Json>): Json {
  const type = item.get('type');
  const text = item.get('text');
  if (type === 'image' || item.has('image.image.url')) {
    const url = item.get('image.image.url');
    if (typeof url === 'string') return mediaPart(url, 'image');
  }
  if (type === 'tool_use') {
    const args = item.get('tool_call.function.arguments');
    return omitUndefined({
      type: 'tool_call',
      id: item.get('tool_call.id'),
      name: item.get('tool_call.function.name'),
      arguments: args === undefined ? undefined : parseArguments(args),
    });
  }
  if ((type === undefined || type === 'text') && typeof text === 'string') return { type: 'text', content: text };
  // reasoning and anything else: keep every field (signatures are needed to replay reasoning).
  const part: JsonObject = { type: typeof type === 'string' ? type : 'unknown' };
  for (const [key, value] of item) {
    if (key === 'type') continue;
    part[key === 'text' ? 'content' : key] = value;
  }
  return part;
}

/** Completion API prompts (`llm.prompts.{i}.prompt.text`, or the `llm.prompts` list): one user message each. */
function promptsCandidate(col: OpenInferenceContent): Candidate {
  const texts: Json[] = sortedEntries(col.prompts).map((fields) => fields.get('text') ?? null);
  const original: Original = { attributes: { ...col.prompts.original } };
  if (col.promptList !== null) {
    const list = col.promptList.value;
    if (Array.isArray(list)) texts.push(...list);
    else texts.push(list);
    (original.attributes as Record<string, Json>)[col.promptList.key] = list;
  }
  const data = texts.map((text) => textMessage('user', text));
  return { source: 'openinference', data, lossless: false, original, hasContent: messagesHaveContent(data) };
}

function embeddingTextsCandidate(indexed: Indexed): Candidate {
  const data = sortedEntries(indexed).map((fields) => textMessage('user', fields.get('text') ?? null));
  return {
    source: 'openinference',
    data,
    lossless: false,
    original: { attributes: indexed.original },
    hasContent: messagesHaveContent(data),
  };
}

function functionCallCandidate(verbatim: Verbatim): Candidate {
  const parsed = typeof verbatim.value === 'string' ? parseJsonText(verbatim.value) : verbatim.value;
  const call = isObject(parsed) ? parsed : {};
  const part: JsonObject = { type: 'tool_call' };
  const name = call['name'] ?? call['function_name'];
  if (typeof name === 'string') part['name'] = name;
  const args = call['arguments'] ?? call['args'];
  if (args !== undefined) part['arguments'] = parseArguments(args);
  const data: Message[] = [{ role: 'assistant', parts: [part] }];
  return { source: 'openinference', data, lossless: false, original: originalOf(verbatim), hasContent: true };
}

function subMap(map: Map<number, Map<string, Json>>, index: number): Map<string, Json> {
  let entry = map.get(index);
  if (entry === undefined) {
    entry = new Map();
    map.set(index, entry);
  }
  return entry;
}

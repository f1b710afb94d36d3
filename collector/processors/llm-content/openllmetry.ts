/**
 * OpenLLMetry (Traceloop): messages as indexed attributes `gen_ai.prompt.{i}.*` / `gen_ai.completion.{i}.*`
 * (role, content, tool_calls.{j}.*, function_call.*), tools as `llm.request.functions.{i}.*` or the flattened
 * `gen_ai.tool.definitions.{i}.*` of versions 0.4 to 0.5. (Newer versions write the current GenAI attributes.)
 */
import {
  OPENLLMETRY_FUNCTION_RE,
  OPENLLMETRY_MESSAGE_RE,
  OPENLLMETRY_TOOL_CALL_SUB_RE,
  OPENLLMETRY_TOOL_DEFINITION_RE,
} from '../llm-conventions.ts';
import type { ConventionAdapter, PartCandidate } from './adapter.ts';
import { collectIndexed, newIndexed, type Indexed } from './collect.ts';
import { isObject, parseJsonText, type Json, type JsonObject } from './json.ts';
import { indexedMessagesCandidate, toMessage, type Message } from './messages.ts';
import { indexedToolsCandidate } from './tool-definitions.ts';

type Slot = 'message' | 'toolDefinition' | 'function';

interface OpenLlmetryContent {
  prompts: Indexed;
  completions: Indexed;
  functions: Indexed;
  toolDefinitions: Indexed;
}

export const openLlmetry: ConventionAdapter<OpenLlmetryContent, Slot> = {
  name: 'openllmetry',
  // Not gen_ai.prompt.prompt_filter_results, which is metadata: the regexes decide.
  prefixes: new Map<string, Slot>([
    ['gen_ai.prompt.', 'message'],
    ['gen_ai.completion.', 'message'],
    ['gen_ai.tool.definitions.', 'toolDefinition'],
    ['llm.request.functions.', 'function'],
  ]),
  newCollection: () => ({ prompts: newIndexed(), completions: newIndexed(), functions: newIndexed(), toolDefinitions: newIndexed() }),
  classify(slot, key, value, c) {
    switch (slot) {
      case 'message':
        return collectIndexed(OPENLLMETRY_MESSAGE_RE, key, value, (m) => (m[1] === 'prompt' ? c().prompts : c().completions));
      case 'toolDefinition':
        return collectIndexed(OPENLLMETRY_TOOL_DEFINITION_RE, key, value, () => c().toolDefinitions);
      case 'function':
        return collectIndexed(OPENLLMETRY_FUNCTION_RE, key, value, () => c().functions);
    }
  },
  candidates(col) {
    const offered: PartCandidate[] = [];
    if (col.prompts.entries.size > 0) {
      offered.push({ part: 'input', tier: 'primary', candidate: indexedMessagesCandidate('openllmetry', col.prompts, 'user', openLlmetryMessage) });
    }
    if (col.completions.entries.size > 0) {
      offered.push({ part: 'output', tier: 'primary', candidate: indexedMessagesCandidate('openllmetry', col.completions, 'assistant', openLlmetryMessage) });
    }
    if (col.functions.entries.size > 0) offered.push({ part: 'tools', tier: 'primary', candidate: indexedToolsCandidate('openllmetry', col.functions) });
    if (col.toolDefinitions.entries.size > 0) {
      offered.push({ part: 'tools', tier: 'primary', candidate: indexedToolsCandidate('openllmetry', col.toolDefinitions) });
    }
    return offered;
  },
};

/** gen_ai.prompt.{i}.* → message. Content that is a JSON list of blocks (multimodal) is unpacked. */
function openLlmetryMessage(fields: Map<string, Json>, defaultRole: string): Message {
  const raw: JsonObject = {};
  const toolCalls = new Map<number, JsonObject>();
  const functionCall: JsonObject = {};
  for (const [sub, value] of fields) {
    const m = OPENLLMETRY_TOOL_CALL_SUB_RE.exec(sub);
    if (m !== null) {
      const i = Number(m[1]);
      let call = toolCalls.get(i);
      if (call === undefined) {
        call = {};
        toolCalls.set(i, call);
      }
      call[m[2] as string] = value;
    } else if (sub.startsWith('function_call.')) {
      functionCall[sub.slice('function_call.'.length)] = value;
    } else {
      raw[sub] = value;
    }
  }
  if (typeof raw['content'] === 'string') raw['content'] = parseContentBlocks(raw['content']);
  if (toolCalls.size > 0) raw['tool_calls'] = [...toolCalls.entries()].sort((a, b) => a[0] - b[0]).map(([, call]) => call);
  if (Object.keys(functionCall).length > 0) raw['function_call'] = functionCall;
  return toMessage(raw, defaultRole);
}

function parseContentBlocks(content: string): Json {
  if (!content.startsWith('[')) return content;
  const parsed = parseJsonText(content);
  if (Array.isArray(parsed) && parsed.length > 0 && parsed.every((b) => isObject(b) && typeof b['type'] === 'string')) {
    return parsed;
  }
  return content;
}

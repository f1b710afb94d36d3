/**
 * An `execute_tool` span's call and result (`gen_ai.tool.call.arguments` / `gen_ai.tool.call.result`, or the
 * Vercel AI SDK's `ai.toolCall.args` / `ai.toolCall.result` on its `ai.toolCall` span): one `tool_call` object
 * with both as current-shape parts.
 */
import type { Attributes } from '../../../schemas/span.ts';
import {
  GEN_AI_TOOL_CALL_ARGUMENTS,
  GEN_AI_TOOL_CALL_ID,
  GEN_AI_TOOL_CALL_RESULT,
  GEN_AI_TOOL_NAME,
  REF_ATTRIBUTES,
  VERCEL_AI_TOOL_CALL_ARGS,
  VERCEL_AI_TOOL_CALL_ID,
  VERCEL_AI_TOOL_CALL_NAME,
  VERCEL_AI_TOOL_CALL_RESULT,
} from '../llm-conventions.ts';
import { DROP, type Candidate, type ConventionAdapter, type Original } from './adapter.ts';
import { addOriginal, originalOf, type Verbatim } from './collect.ts';
import { omitUndefined, parseArguments, type Json } from './json.ts';

type Slot = 'arguments' | 'result';

interface ToolCallContent {
  arguments: Verbatim | null;
  result: Verbatim | null;
}

export const toolCall: ConventionAdapter<ToolCallContent, Slot> = {
  name: 'tool_call',
  exact: new Map<string, Slot>([
    [GEN_AI_TOOL_CALL_ARGUMENTS, 'arguments'],
    [GEN_AI_TOOL_CALL_RESULT, 'result'],
    [VERCEL_AI_TOOL_CALL_ARGS, 'arguments'],
    [VERCEL_AI_TOOL_CALL_RESULT, 'result'],
  ]),
  newCollection: () => ({ arguments: null, result: null }),
  classify(slot, key, value, c, event) {
    c()[slot] = { key, value, event };
    return DROP;
  },
  objects(col, span) {
    return [{ part: 'tool_call', refAttribute: REF_ATTRIBUTES.tool_call, candidate: toolCallCandidate(span.attributes, col) }];
  },
};

/** execute_tool: the call and its result as current-shape parts. */
function toolCallCandidate(attrs: Attributes, col: ToolCallContent): Candidate {
  const id = attrs[GEN_AI_TOOL_CALL_ID] ?? attrs[VERCEL_AI_TOOL_CALL_ID];
  const name = attrs[GEN_AI_TOOL_NAME] ?? attrs[VERCEL_AI_TOOL_CALL_NAME];
  const data: Json[] = [];
  const original: Original = {};
  let lossless = true;
  for (const verbatim of [col.arguments, col.result]) {
    if (verbatim === null) continue;
    const parsed = parseArguments(verbatim.value);
    if (parsed !== verbatim.value) lossless = false;
    const isArguments = verbatim === col.arguments;
    data.push(
      omitUndefined({
        type: isArguments ? 'tool_call' : 'tool_call_response',
        id: typeof id === 'string' ? id : undefined,
        name: isArguments && typeof name === 'string' ? name : undefined,
        [isArguments ? 'arguments' : 'response']: parsed,
      }),
    );
    addOriginal(original, originalOf(verbatim));
  }
  const source = [col.arguments, col.result].some((v) => v !== null && v.key.startsWith('ai.')) ? 'vercel_ai' : 'gen_ai';
  return { source, data, lossless, original, hasContent: true };
}

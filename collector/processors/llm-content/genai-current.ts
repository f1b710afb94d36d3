/**
 * OpenTelemetry GenAI, current conventions: `gen_ai.input.messages`, `gen_ai.output.messages`,
 * `gen_ai.system_instructions` and `gen_ai.tool.definitions`, as JSON text or structured values, on the span or on
 * an event (the `gen_ai.client.inference.operation.details` event carries the same attributes; see genai-events.ts).
 * Already the target shape: normalization only fills what older producers leave out.
 */
import {
  EVENT_OPERATION_DETAILS,
  GEN_AI_INPUT_MESSAGES,
  GEN_AI_OUTPUT_MESSAGES,
  GEN_AI_SYSTEM_INSTRUCTIONS,
  GEN_AI_TOOL_DEFINITIONS,
} from '../llm-conventions.ts';
import { DROP, type Candidate, type ConventionAdapter, type PartCandidate } from './adapter.ts';
import { originalOf, type Verbatim } from './collect.ts';
import { isObject, parseJsonText, sameJson, type Json } from './json.ts';
import { contentItemToPart, messagesCandidate, partHasContent } from './messages.ts';
import { toolsCandidate } from './tool-definitions.ts';

type Slot = 'input' | 'output' | 'system' | 'tools';

interface GenAiCurrentContent {
  input: Verbatim[];
  output: Verbatim[];
  system: Verbatim[];
  tools: Verbatim[];
}

export const genAiCurrent: ConventionAdapter<GenAiCurrentContent, Slot> = {
  name: 'gen_ai',
  exact: new Map<string, Slot>([
    [GEN_AI_INPUT_MESSAGES, 'input'],
    [GEN_AI_OUTPUT_MESSAGES, 'output'],
    [GEN_AI_SYSTEM_INSTRUCTIONS, 'system'],
    [GEN_AI_TOOL_DEFINITIONS, 'tools'],
  ]),
  newCollection: () => ({ input: [], output: [], system: [], tools: [] }),
  classify(slot, key, value, c, event) {
    c()[slot].push({ key, value, event });
    return DROP;
  },
  candidates(col) {
    const offered: PartCandidate[] = [];
    for (const v of col.input) offered.push({ part: 'input', tier: 'primary', candidate: messagesCandidate(sourceOf(v), v.value, 'user', originalOf(v)) });
    for (const v of col.output) {
      offered.push({ part: 'output', tier: 'primary', candidate: messagesCandidate(sourceOf(v), v.value, 'assistant', originalOf(v)) });
    }
    for (const v of col.system) offered.push({ part: 'system', tier: 'primary', candidate: systemCandidate(v) });
    for (const v of col.tools) offered.push({ part: 'tools', tier: 'primary', candidate: toolsCandidate(sourceOf(v), v.value, originalOf(v)) });
    return offered;
  },
};

/** The `source` of a GenAI value: the span's attributes, the operation-details event, or a previous-shape event. */
export function sourceOf(verbatim: Verbatim): string {
  if (verbatim.event === null) return 'gen_ai';
  return verbatim.event === EVENT_OPERATION_DETAILS ? 'gen_ai.operation_details_event' : 'gen_ai.legacy_events';
}

function systemCandidate(verbatim: Verbatim): Candidate {
  const value = verbatim.value;
  const parsed = typeof value === 'string' ? parseJsonText(value) : value;
  let data: Json;
  if (parsed === undefined) {
    // A plain string (JS instrumentation records `instructions` as sent) is one text part.
    data = [{ type: 'text', content: value }];
  } else if (Array.isArray(parsed)) {
    data = parsed.map((p) => (typeof p === 'string' ? { type: 'text', content: p } : isObject(p) ? contentItemToPart(p) : p));
  } else if (isObject(parsed)) {
    data = Array.isArray(parsed['parts']) ? parsed['parts'] : [contentItemToPart(parsed)];
  } else {
    data = [{ type: 'text', content: typeof value === 'string' ? value : JSON.stringify(value) }];
  }
  const lossless = Array.isArray(parsed) && sameJson(data, parsed);
  const hasContent = Array.isArray(data) ? data.some(partHasContent) : true;
  return { source: sourceOf(verbatim), data, lossless, original: originalOf(verbatim), hasContent };
}

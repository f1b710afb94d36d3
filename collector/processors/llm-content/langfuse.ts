/**
 * Langfuse's OpenTelemetry-based SDKs (`@langfuse/tracing`, langfuse-python 3+) write every observation's input
 * and output as `langfuse.observation.input` / `.output` (JSON text; a string as it is), and the trace's as
 * `langfuse.trace.input` / `.output`. values.ts claims all of them, so that one span has one input and one output
 * object whatever else it carries; this module is what is particular to Langfuse: a `generation` observation is an
 * LLM call, and its input and output are its messages (the input and output parts, not values).
 */
import type { Attributes } from '../../../schemas/span.ts';
import { LANGFUSE_OBSERVATION_INPUT, LANGFUSE_OBSERVATION_OUTPUT, LANGFUSE_OBSERVATION_TYPE } from '../llm-conventions.ts';
import type { PartCandidate } from './adapter.ts';
import { originalOf, type Verbatim } from './collect.ts';
import { messagesCandidate } from './messages.ts';

export function isLangfuseGeneration(attrs: Attributes): boolean {
  return attrs[LANGFUSE_OBSERVATION_TYPE] === 'generation';
}

/** A generation's own input and output, on the span (not on an event): its messages. */
export function isGenerationMessages(verbatim: Verbatim): boolean {
  return verbatim.event === null && (verbatim.key === LANGFUSE_OBSERVATION_INPUT || verbatim.key === LANGFUSE_OBSERVATION_OUTPUT);
}

/** The input and output of a generation as LLM-part candidates. */
export function generationCandidates(values: readonly Verbatim[]): PartCandidate[] {
  const offered: PartCandidate[] = [];
  for (const v of values) {
    if (!isGenerationMessages(v)) continue;
    const isInput = v.key === LANGFUSE_OBSERVATION_INPUT;
    // Messages as the application passed them (`[{role, content}]`, one message, `{messages: [...]}`, plain text);
    // any other shape is kept verbatim, as content (messages.ts).
    const candidate = messagesCandidate('langfuse', v.value, isInput ? 'user' : 'assistant', originalOf(v), true);
    offered.push({ part: isInput ? 'input' : 'output', tier: 'primary', candidate });
  }
  return offered;
}

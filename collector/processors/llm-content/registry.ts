/**
 * The adapters, in order of precedence. Adding a convention is adding its module and one line here.
 *
 * When several conventions carry the same LLM part on one span, one object is stored for it: its candidates are
 * ordered by tier (adapter.ts: 'primary', then 'secondary', then 'last'), within a tier by the order below, and
 * within one adapter by its own order; the first candidate with content wins (the first of all when none has
 * any), the others only add to the object's `original` when they say something different. With the adapters
 * below this gives (precedence.test.ts holds it):
 * - input:  gen_ai.input.messages (span, then events) > OpenInference llm.input_messages > OpenLLMetry
 *           gen_ai.prompt.{i} > Vercel AI SDK ai.prompt.messages > OpenInference llm.prompts > GenAI message
 *           events > gen_ai.prompt > Vercel AI SDK ai.prompt (the caller's prompt) > OpenInference embedding texts;
 * - output: gen_ai.output.messages > OpenInference llm.output_messages > OpenLLMetry gen_ai.completion.{i} >
 *           Vercel AI SDK ai.response.* > gen_ai.choice events > gen_ai.completion > OpenInference llm.function_call;
 * - system: gen_ai.system_instructions > the `system` of the Vercel AI SDK's ai.prompt;
 * - tools:  gen_ai.tool.definitions > OpenInference llm.tools > OpenLLMetry llm.request.functions >
 *           OpenLLMetry gen_ai.tool.definitions.{i} > Vercel AI SDK ai.prompt.tools.
 * The generic adapters offer no LLM part (except a Langfuse generation's messages, values.ts: primary, after the
 * conventions above): their objects (tool call, documents, input value, output value) are stored after the four
 * parts, in the order below.
 */
import type { ConventionAdapter } from './adapter.ts';
import { documents } from './documents.ts';
import { genAiCurrent } from './genai-current.ts';
import { genAiEvents } from './genai-events.ts';
import { openInference } from './openinference.ts';
import { openLlmetry } from './openllmetry.ts';
import { toolCall } from './tool-call.ts';
import { values } from './values.ts';
import { vercelAi } from './vercel-ai.ts';

/** Each adapter only ever sees its own collection (classify.ts keeps them by position), hence `unknown` here. */
export type AnyAdapter = ConventionAdapter<unknown, unknown, unknown>;

export const ADAPTERS: readonly AnyAdapter[] = [
  genAiCurrent,
  openInference,
  openLlmetry,
  genAiEvents,
  vercelAi,
  // Generic content, after the conventions.
  toolCall,
  documents,
  values,
];

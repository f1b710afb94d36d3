/**
 * Collector processor: moves LLM content (prompts, responses, system instructions, tool definitions, tool
 * arguments/results, retrieved document text, operation input/output values) off every span into the
 * content store, leaves references in its place, and builds one ledger record per LLM call.
 *
 * Whatever convention carried the content (OpenTelemetry GenAI current or previous, OpenLLMetry,
 * OpenInference), each part is normalized to the current GenAI JSON shape and stored as ONE object per part
 * per span, wrapped as `{schema, part, source, data, original?}` (`original` holds the verbatim values when
 * normalization lost anything, so the evidence stays exact).
 *
 * Hot path: one pass over each span's attribute keys (exact-name map, then precompiled regexes only for a
 * few prefixes), spans without content are returned as the same object, identical objects in a batch are
 * written once.
 *
 * This file is the entry point; the work is done in llm-content/:
 * - api.ts: the public types re-exported here (results, store batch put, deps, config);
 * - extraction.ts: the two entry points (spans with their ledger records; carriers made of log events);
 * - adapter.ts: the one interface every convention implements (what it claims, how it classifies it, the
 *   candidates it offers per part); registry.ts: the adapters in order of precedence, and what that order gives
 *   (precedence.test.ts holds it);
 * - genai-current.ts, genai-events.ts, openllmetry.ts, openinference.ts: one adapter per convention;
 *   tool-call.ts, documents.ts, values.ts: generic content (execute_tool, retrieved documents and vector-DB
 *   results, input/output values), adapters too;
 * - classify.ts: routes each attribute and event to the adapter that claims it, keeps what the adapters collect;
 * - plan.ts: per span, what leaves and what stays, the choice among candidates, the capture states;
 * - messages.ts, tool-definitions.ts: normalization to the current GenAI messages, parts and tool definitions;
 *   collect.ts, json.ts: small building blocks;
 * - store.ts: writes a batch's objects (each identical object once per key scope); subjects.ts: the end user
 *   of each span, whose key protects its content.
 */
export type {
  CarrierResult,
  ExtractCarrierContent,
  ExtractLlmContent,
  ExtractLlmContentConfig,
  ExtractLlmContentDeps,
  ExtractResult,
} from './llm-content/api.ts';
export { createContentExtraction, createExtractLlmContent } from './llm-content/extraction.ts';

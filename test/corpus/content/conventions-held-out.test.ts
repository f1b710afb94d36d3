/**
 * A held-out set of LLM content as real instrumentation libraries put it on spans, span events and log records
 * (`conventions-held-out.data.ts`), written on 2026-12-07 (session 43) by a helper that read the libraries' own sources and
 * documentation and neither the collector nor its tests: 93 calls of 19 families — OpenTelemetry's GenAI conventions and
 * contrib instrumentations (OpenAI, OpenAI Agents, Google GenAI, Vertex AI), OpenLIT, OpenLLMetry (OpenAI, Anthropic,
 * LangChain, CrewAI), OpenInference (eight instrumentations), the Vercel AI SDK, Langfuse, LangSmith, Pydantic AI, Logfire,
 * MLflow, Haystack, Semantic Kernel, Spring AI, Strands Agents, Bedrock AgentCore, Google ADK, AutoGen, LiteLLM, Azure AI
 * Inference — with 277 canaries inside prompts, instructions, completions, tool arguments and results, documents and
 * agent inputs and outputs, and 224 facts (models, response ids, finish reasons, operations) that must stay.
 *
 * Each case goes through the collector's pipeline as `startCollector` assembles it (conventions-measure.ts): OTLP/JSON
 * decoded, content extraction into a real encrypted store, redaction, the bus. As written, on the code of the day (44fe450):
 * **251 of 277** canaries off the bus, 224 of 224 facts kept. Missed: names whose last segment alone was too common to claim
 * (Spring AI's `spring.ai.chat.client.user.text`, `db.vector.query.*`, OpenLIT's `gen_ai.tool.args`, a transcription's
 * `gen_ai.transcription.text`, CrewAI's `goal` and `expected_output`, Google ADK's `gcp.vertex.agent.data`), Logfire's
 * `request_data`/`response_data`/`raw_input`/`response`, Pydantic AI's `events` list, LiteLLM's `llm.<provider>.choices`,
 * and a log record whose body is a conversation without a GenAI event name (the ADOT records of Strands and AgentCore).
 * After (values.ts, process-logs.ts): **276**, 224 kept; with AutoGen's bare `message` claimed as a structured value only
 * (a log-like span event's `message: "user logged in"` stays): **277**. These figures are no longer held out.
 */
import { describe, expect, test } from 'vitest';
import { describeConventionScore, measureConventions } from './conventions-measure.ts';
import { CONVENTION_CASES } from './conventions-held-out.data.ts';

describe('LLM content of 19 instrumentation families: held-out set', () => {
  test('moves all 277 canaries off the bus and keeps all 224 facts (prints the misses)', async () => {
    const r = await measureConventions(CONVENTION_CASES, true);
    console.log(describeConventionScore('content conventions', r));
    expect([r.cases, r.canaries, r.keeps, r.refused.length]).toEqual([93, 277, 224, 0]);
    expect(r.moved).toBe(277);
    expect(r.kept).toBe(224);
  });

  test('negative control: with extraction and redaction off every canary reaches the bus', async () => {
    const r = await measureConventions(CONVENTION_CASES, false);
    expect(r.moved).toBe(0);
    expect(r.kept).toBe(224);
  });
});

/**
 * Interop: the real LLM instrumentations people use — OpenLLMetry, OpenInference, the OpenTelemetry GenAI
 * openai-v2 instrumentation (SPAN_ONLY, EVENT_ONLY, SPAN_AND_EVENT), each in its own Python process from the
 * pinned venv, and @opentelemetry/instrumentation-openai under the Node SDK — drive the real OpenAI clients against
 * the local fake provider (test/provider) and export to the real all-in-one over OTLP/HTTP protobuf. Scenarios:
 * plain chat, streaming with a usage chunk, a stream the client abandons after three chunks, a tool call and its
 * follow-up, and a provider 400. The root span is exported after its children, in another export.
 *
 * Asserted here: what works today — every LLM call is in the ledger with the request model, the response model
 * and id, the usage and (where the instrumentation emits them unnormalized) the finish reasons the provider
 * answered; the sampling parameters as sent; content captured on spans is stored by reference and reads back;
 * no prompt or answer text is left in the trace. What is not built yet (log-event content joined to its call,
 * the subject of a root that arrives later, end-user ids inside instrumentation attributes, incomplete streams,
 * finish-reason normalization) is described with exact expected values in test/interop/INSTRUMENTATIONS.md.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFakeProvider, type FakeProvider } from '../provider/fake-provider.ts';
import { PLAIN_TEXT } from '../provider/scenarios.ts';
import { ADMIN_TOKEN, flattenSpans, getJson, startAllInOne, waitForTrace, type AllInOneProcess } from '../helpers/all-in-one-process.ts';
import { DRIVER_CONFIGS, ensureInteropVenv, runDriver, SCENARIOS, type DriverConfig, type ScenarioResult } from './drivers.ts';

const QUESTION = 'Where is my parcel? Order 8812, placed last Monday.';
const ENDUSER = 'enduser-0042';
/** Configurations that put message content on the LLM span (the others put it in log events, or nowhere). */
const CONTENT_ON_SPANS = new Set(['openllmetry', 'openinference', 'openai-v2-span', 'openai-v2-span_and_event']);
/** Configurations that record the tool definitions on the span. */
const TOOLS_ON_SPANS = new Set(['openllmetry', 'openinference']);
/** Configurations that record the request's `seed` at all. */
const SEED_RECORDED = new Set(['openinference', 'openai-v2-span', 'openai-v2-event', 'openai-v2-span_and_event']);

interface Outcome {
  config: DriverConfig;
  result: ScenarioResult;
  body: any;
}

let provider: FakeProvider;
let server: AllInOneProcess;
const outcomes: Outcome[] = [];
const timings: Record<string, number> = {};

/** Runs `tasks` with at most `lanes` at a time (two cores: the all-in-one is busy too). */
async function inLanes<T>(tasks: (() => Promise<T>)[], lanes: number): Promise<T[]> {
  const results: T[] = [];
  let next = 0;
  await Promise.all(
    Array.from({ length: lanes }, async () => {
      while (next < tasks.length) {
        const i = next++;
        results[i] = await tasks[i]!();
      }
    }),
  );
  return results;
}

/**
 * The one known case where no span reaches any collector: the Node instrumentation never ends the span of a
 * stream the client abandons (see INSTRUMENTATIONS.md), so only its log events exist.
 */
const spanNeverExported = (o: Outcome) => o.config.id === 'node-openai' && o.result.scenario === 'aborted_stream';

beforeAll(async () => {
  let t = Date.now();
  const python = await ensureInteropVenv();
  timings.venvMs = Date.now() - t;
  provider = createFakeProvider({});
  const { baseUrl } = await provider.start();
  t = Date.now();
  server = await startAllInOne();
  timings.allInOneStartMs = Date.now() - t;
  t = Date.now();
  const runs = await inLanes(
    DRIVER_CONFIGS.map((config) => async () => {
      const run = await runDriver(config, { python, otlpEndpoint: server.otlpHttp, providerUrl: baseUrl, scenarios: SCENARIOS, rootDelayS: 0.3, enduser: ENDUSER });
      timings[`driver:${config.id}Ms`] = run.elapsedMs;
      return { config, run };
    }),
    2,
  );
  timings.driversMs = Date.now() - t;
  t = Date.now();
  for (const { config, run } of runs) {
    for (const result of run.results) {
      const o: Outcome = { config, result, body: null };
      const want = spanNeverExported(o) ? 0 : result.calls.length;
      o.body = await waitForTrace(server.api, result.traceId, (b) => b.summary.rootName === 'handle_request' && !b.summary.pending && b.llmCalls.length >= want, 20_000);
      outcomes.push(o);
    }
  }
  timings.lookupsMs = Date.now() - t;
}, 300_000);

afterAll(async () => {
  await server?.stop();
  await provider?.shutdown();
  process.stderr.write(`interop timings (ms): ${JSON.stringify(timings)}\n`);
});

describe('real LLM instrumentations → fake provider → all-in-one → ledger', () => {
  it('ran every configuration and scenario against the provider, passing the end user as `user`', async () => {
    expect(outcomes).toHaveLength(DRIVER_CONFIGS.length * SCENARIOS.length);
    await provider.waitForIdle();
    const requests = provider.requests();
    const callCount = outcomes.reduce((n, o) => n + o.result.calls.length, 0);
    expect(requests).toHaveLength(callCount);
    expect(requests.every((r) => (r.body as any).user === ENDUSER && r.headers.authorization === undefined)).toBe(true);
    // The abandoned streams really were abandoned, and every other answer was read to the end.
    expect(requests.filter((r) => r.outcome === 'client_closed').map((r) => r.scenario)).toEqual(DRIVER_CONFIGS.map(() => 'slow_stream'));
  });

  for (const config of DRIVER_CONFIGS) {
    describe(config.id, () => {
      const mine = () => outcomes.filter((o) => o.config.id === config.id);

      it('returns every trace with its root, whichever export carried it', () => {
        for (const o of mine()) {
          expect(o.body, `${o.result.scenario}: trace ${o.result.traceId} not found in time`).not.toBeNull();
          expect(o.body.summary.rootName).toBe('handle_request');
          expect(o.body.summary.rootSpanId).toBe(o.result.rootSpanId);
          expect(o.body.summary.pending).toBe(false);
        }
      });

      it('has every LLM call in the ledger with the request and response model, response id and usage the provider answered', () => {
        for (const o of mine()) {
          if (spanNeverExported(o)) continue;
          const ledger = o.body.llmCalls as any[];
          expect(ledger, o.result.scenario).toHaveLength(o.result.calls.length);
          o.result.calls.forEach((want, i) => {
            const got = ledger[i];
            const where = `${o.result.scenario} call ${i}`;
            expect(got.requestModel, where).toBe('fake-chat-small');
            expect(got.provider, where).toBe('openai');
            if (want.error) {
              expect(got.status.code, where).toBe(2);
              expect(got.status.errorType, where).toContain('BadRequestError');
              expect(got.responseId || null, where).toBeNull();
              return;
            }
            expect(got.responseModel, where).toBe(want.responseModel);
            expect(got.responseModel, where).toBe('fake-chat-small-2025-06-01');
            expect(got.responseId, where).toBe(want.responseId);
            expect(got.responseId, where).toMatch(/^chatcmpl-[A-Za-z0-9]{29}$/);
            expect(got.usage.inputTokens, where).toBe(want.inputTokens);
            expect(got.usage.outputTokens, where).toBe(want.outputTokens);
            // Finish reasons of complete, non-streamed answers. OpenLLMetry rewrites `tool_calls` to `tool_call`
            // (normalization is a pending feature); streamed and abandoned calls are described in INSTRUMENTATIONS.md.
            const rewritten = config.id === 'openllmetry' && want.finishReasons.includes('tool_calls');
            if (!want.streamed && !rewritten) expect(got.finishReasons, where).toEqual(want.finishReasons);
          });
        }
      });

      it('records the sampling parameters the instrumentation saw', () => {
        const plain = mine().find((o) => o.result.scenario === 'plain')!;
        const params = plain.body.llmCalls[0].params;
        expect(params.temperature).toBe(0.2);
        expect(params.topP).toBe(0.9);
        expect(params.maxTokens).toBe(200);
        if (SEED_RECORDED.has(config.id)) expect(params.seed).toBe(42);
        expect(params.asSent.temperature).toBe(0.2);
      });

      it('keeps no prompt or answer text in the trace', () => {
        for (const o of mine()) {
          const text = JSON.stringify(o.body);
          expect(text, o.result.scenario).not.toContain(QUESTION);
          expect(text, o.result.scenario).not.toContain(PLAIN_TEXT);
          // The LLM spans themselves are there (kept by the sampler), so the scan looked at them.
          if (!spanNeverExported(o)) expect(flattenSpans(o.body.spans).length).toBe(1 + o.result.calls.length);
        }
      });

      if (CONTENT_ON_SPANS.has(config.id)) {
        it('stores the content captured on spans by reference, and it reads back (audited, raw view)', async () => {
          for (const o of mine()) {
            o.result.calls.forEach((want, i) => {
              const content = o.body.llmCalls[i].content;
              const where = `${o.result.scenario} call ${i}`;
              expect(content.input.state, where).toBe('stored');
              expect(content.input.ref, where).toMatch(/^thref:v1:[^:]+:[0-9a-f]{64}$/);
              if (!want.error) expect(content.output.state, where).toBe('stored');
              if (o.result.scenario === 'tool_call' && TOOLS_ON_SPANS.has(config.id)) expect(content.tools.state, where).toBe('stored');
            });
          }
          const plain = mine().find((o) => o.result.scenario === 'plain')!.body.llmCalls[0].content;
          const read = async (ref: string) => getJson(`${server.api}/v1/content/${encodeURIComponent(ref)}?view=raw&reason=${encodeURIComponent('interop test')}`, ADMIN_TOKEN);
          const input = await read(plain.input.ref);
          expect(input.status).toBe(200);
          // Negative control for the scan above: the very strings it looks for are in the stored content.
          expect(JSON.stringify(input.body.content)).toContain(QUESTION);
          const output = await read(plain.output.ref);
          expect(JSON.stringify(output.body.content)).toContain(PLAIN_TEXT);
        });
      }
    });
  }
});

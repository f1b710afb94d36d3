/**
 * Interop: the real LLM instrumentations people use — OpenLLMetry, OpenInference, the OpenTelemetry GenAI
 * openai-v2 instrumentation (SPAN_ONLY, EVENT_ONLY, SPAN_AND_EVENT), each in its own Python process from the
 * pinned venv, and @opentelemetry/instrumentation-openai under the Node SDK — drive the real OpenAI clients against
 * the local fake provider (test/provider) and export to the real all-in-one over OTLP/HTTP protobuf. Scenarios:
 * plain chat, streaming with a usage chunk, a stream the client abandons after three chunks, a tool call and its
 * follow-up, and a provider 400. The root span is exported after its children, in another export.
 *
 * Asserted for every configuration and scenario: every LLM call is in the ledger with the request model, the
 * response model and id, the usage and the (normalized) finish reasons the provider answered; abandoned streams
 * are marked incomplete (the Node instrumentation's, whose span is never exported, from its content events); the
 * sampling parameters as sent; content is stored by reference and reads back whether it came on the span or in
 * log events (joined to its call by trace and span id), once for an instrumentation that sends it both ways;
 * every call carries the end user of its root, which arrived later in another export; the raw end-user id and
 * the prompt and answer text are nowhere in the trace (negative control: the stored content has them).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFakeProvider, type FakeProvider } from '../provider/fake-provider.ts';
import { PLAIN_TEXT } from '../provider/scenarios.ts';
import path from 'node:path';
import { ADMIN_TOKEN, flattenSpans, getJson, scanDirFor, startAllInOne, waitForTrace, type AllInOneProcess } from '../support/all-in-one-process.ts';
import { dumpClickHouseTables } from '../support/scan-clickhouse.ts';
import { DRIVER_CONFIGS, ensureInteropVenv, runDriver, SCENARIOS, type DriverConfig, type ScenarioResult } from './drivers.ts';
import { normalizeFinishReasons } from '../../collector/processors/build-ledger-record.ts';

const QUESTION = 'Where is my parcel? Order 8812, placed last Monday.';
const ENDUSER = 'enduser-0042';
/** Configurations that put message content in GenAI content events sent as OTLP log records. */
const CONTENT_IN_EVENTS = new Set(['openai-v2-event', 'openai-v2-span_and_event', 'node-openai']);
/** Configurations that record the tool definitions on the span. */
const TOOLS_ON_SPANS = new Set(['openllmetry', 'openinference']);
/** Configurations that record the provider's system_fingerprint for non-streamed answers (INSTRUMENTATIONS.md). */
const FINGERPRINT_RECORDED = new Set(['openllmetry', 'openinference', 'openai-v2-span', 'openai-v2-event', 'openai-v2-span_and_event']);
/** Configurations that record when the first token of a stream arrived (OpenInference's event, OpenLLMetry's chunk events). */
const FIRST_TOKEN_RECORDED = new Set(['openllmetry', 'openinference']);
/** Configurations that say whether the call was streamed. */
const STREAM_FLAG_RECORDED = new Set(['openllmetry', 'openinference']);
/** Configurations that record the request's `seed` at all. */
const SEED_RECORDED = new Set(['openinference', 'openai-v2-span', 'openai-v2-event', 'openai-v2-span_and_event']);

interface Outcome {
  config: DriverConfig;
  result: ScenarioResult;
  body: any;
}

let provider: FakeProvider;
let providerUrl: string | undefined;
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
  providerUrl = baseUrl;
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
      const want = result.calls.length;
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
            if (want.aborted) {
              // The client stopped reading: no finish reason, whatever stand-in the instrumentation wrote ('' or "error").
              expect(got.finishReasons, where).toEqual([]);
              expect(got.stream.incomplete, where).toBe(true);
              expect(got.stream.incompleteReason, where).toBe('stream_ended_without_finish_reason');
              return;
            }
            // One vocabulary whatever the instrumentation wrote (OpenLLMetry rewrites tool_calls to tool_call; openai-v2
            // streams put the reason only in the output messages, in event mode in the event).
            expect(got.finishReasons, where).toEqual(normalizeFinishReasons(want.finishReasons));
            expect(got.stream.incomplete, where).toBe(false);
          });
        }
      });

      it('records the system fingerprint, whether the call was streamed, and the time to its first token where the instrumentation says', () => {
        const plain = mine().find((o) => o.result.scenario === 'plain')!.body.llmCalls[0];
        if (FINGERPRINT_RECORDED.has(config.id)) expect(plain.systemFingerprint).toBe('fp_5e1f0c2a9b');
        const stream = mine().find((o) => o.result.scenario === 'stream')!.body.llmCalls[0];
        if (STREAM_FLAG_RECORDED.has(config.id)) {
          expect(stream.stream.streamed).toBe(true);
          // OpenLLMetry says false; OpenInference sends `stream` only when it is on (null: not said).
          expect(plain.stream.streamed).not.toBe(true);
        }
        if (FIRST_TOKEN_RECORDED.has(config.id)) {
          expect(stream.stream.timeToFirstTokenMs).toBeGreaterThan(0);
          expect(stream.stream.timeToFirstTokenMs).toBeLessThan(stream.durationMs);
        } else {
          expect(stream.stream.timeToFirstTokenMs).toBeNull();
        }
      });

      it('gives every call the end user of its root, although the root came later in another export', () => {
        const refs = new Set<string>();
        for (const o of mine()) {
          const rootUser = o.body.spans[0].attributes['enduser.id'];
          expect(rootUser, o.result.scenario).toMatch(/^psn_[0-9a-f]{32}$/);
          for (const call of o.body.llmCalls) {
            expect(call.subjectRef, o.result.scenario).toBe(rootUser);
            refs.add(call.subjectRef);
          }
        }
        expect(refs.size).toBe(1);
      });

      it('keeps the raw end-user id nowhere in the trace, wherever the instrumentation put it', () => {
        for (const o of mine()) expect(JSON.stringify(o.body), o.result.scenario).not.toContain(ENDUSER);
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

      it('stores the content by reference wherever it came (span or log events), and it reads back (audited, raw view)', async () => {
        for (const o of mine()) {
          o.result.calls.forEach((want, i) => {
            const content = o.body.llmCalls[i].content;
            const where = `${o.result.scenario} call ${i}`;
            expect(content.input.state, where).toBe('stored');
            expect(content.input.ref, where).toMatch(/^thref:v1:[^:]+:[0-9a-f]{64}$/);
            // An abandoned Node stream never ends its span, so its answer never leaves the process.
            if (!want.error && !spanNeverExported(o)) expect(content.output.state, where).toBe('stored');
            if (o.result.scenario === 'tool_call' && TOOLS_ON_SPANS.has(config.id)) expect(content.tools.state, where).toBe('stored');
          });
        }
        const plainOutcome = mine().find((o) => o.result.scenario === 'plain')!;
        const plain = plainOutcome.body.llmCalls[0];
        const read = async (ref: string) =>
          getJson(`${server.api}/v1/content/${encodeURIComponent(ref)}?traceId=${plainOutcome.result.traceId}&spanId=${plain.spanId}&view=raw&reason=${encodeURIComponent('interop test')}`, ADMIN_TOKEN);
        const input = await read(plain.content.input.ref);
        expect(input.status).toBe(200);
        // Negative control for the scans above: the very strings they look for are in the stored content.
        expect(JSON.stringify(input.body.content)).toContain(QUESTION);
        const output = await read(plain.content.output.ref);
        expect(JSON.stringify(output.body.content)).toContain(PLAIN_TEXT);
      });

      if (CONTENT_IN_EVENTS.has(config.id)) {
        it('keeps the content events as stubs in the trace, pointing at the content the call holds (one object per part)', () => {
          const plain = mine().find((o) => o.result.scenario === 'plain')!.body;
          const call = plain.llmCalls[0];
          const stubs = (plain.logs as any[]).filter((l) => l.spanId === call.spanId && l.attributes['tracehold.content.moved'] !== undefined);
          expect(stubs.length).toBeGreaterThan(0);
          const inputRefs = stubs.map((l) => l.attributes['gen_ai.input.messages_ref']).filter(Boolean);
          // openai-v2 sends the input in one operation-details event; Node in per-message events (no per-part refs there).
          if (config.id !== 'node-openai') expect(inputRefs).toEqual([call.content.input.ref]);
        });
      }

      if (config.id === 'node-openai') {
        it('records the abandoned stream whose span never arrives from its content events, as incomplete', () => {
          const aborted = mine().find((o) => o.result.scenario === 'aborted_stream')!;
          expect(aborted.body.llmCalls).toHaveLength(1);
          expect(aborted.body.llmCalls[0]).toMatchObject({
            sourceConvention: 'gen_ai.events_only',
            provider: 'openai',
            stream: { incomplete: true, incompleteReason: 'call_span_never_received' },
            content: { input: { state: 'stored' } },
          });
        });
      }
    });
  }

  it('leaves the raw end-user id nowhere in ClickHouse or on the bus after every instrumentation\'s traffic; with redaction off it is there', async () => {
    await server.stop();
    const dump = Object.values(await dumpClickHouseTables(path.join(server.dataDir, 'clickhouse'))).join('\n');
    expect(dump).not.toContain(ENDUSER);
    expect(scanDirFor(path.join(server.dataDir, 'bus'), ENDUSER)).toEqual([]);
    // The scan read real rows: the pseudonym the raw id became is there.
    expect(dump).toMatch(/psn_[0-9a-f]{32}/);

    // Negative control: OpenLLMetry (gen_ai.user) and OpenInference (invocation parameters) with redaction off.
    const off = await startAllInOne({ env: { TRACEHOLD_REDACTION: 'false' } });
    try {
      const python = await ensureInteropVenv();
      for (const config of DRIVER_CONFIGS.filter((c) => c.id === 'openllmetry' || c.id === 'openinference')) {
        const run = await runDriver(config, { python, otlpEndpoint: off.otlpHttp, providerUrl: providerUrl!, scenarios: ['plain'], rootDelayS: 0.3, enduser: ENDUSER });
        await waitForTrace(off.api, run.results[0]!.traceId, (b) => b?.summary?.pending === false);
      }
      await off.stop();
      const offDump = await dumpClickHouseTables(path.join(off.dataDir, 'clickhouse'));
      expect(offDump.spans).toContain(ENDUSER);
      expect(scanDirFor(path.join(off.dataDir, 'bus'), ENDUSER).length).toBeGreaterThan(0);
    } finally {
      await off.stop();
    }
  }, 120_000);
});

/**
 * Tail sampling in the all-in-one: spans of dropped traces are not stored, while the ledger and the trace
 * index are written for every trace, with the decision and the policy that made it. Before the decision,
 * a lookup already answers from the ledger.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { encodeProtobufTraces } from '../support/otlp/encode-traces.ts';
import { generateTrace } from '../support/generate-traces.ts';
import { flattenSpans, getJson, startAllInOne, waitForTrace, type AllInOneProcess } from '../support/all-in-one-process.ts';

const YAML = `
tailSampling:
  decisionWaitMs: 1500
  policies:
    - name: healthchecks
      type: drop
      spans: root
      attributes:
        - { key: url.path, regex: '^/healthz$' }
    - { name: error, type: error }
    - { name: llm_error, type: llm_error }
`;

describe('tail sampling in the all-in-one', () => {
  let server: AllInOneProcess;
  beforeAll(async () => {
    server = await startAllInOne({ yaml: YAML, env: { TRACEHOLD_SAMPLING_DECISION_WAIT_MS: '1500' } });
  }, 120_000);
  afterAll(async () => {
    await server?.stop();
  });

  it('stores spans of kept traces only, and the ledger and trace index for all, with the deciding policy', async () => {
    const plain = generateTrace({ spans: 6, contentBytes: 256 });
    const failing = generateTrace({ spans: 6, contentBytes: 256 });
    failing.spans[4]!.status = { code: 2, message: 'timeout' };
    const cutOff = generateTrace({ spans: 6, contentBytes: 256 });
    cutOff.spans.find((s) => s.spanId === cutOff.llmSpanId)!.attributes['gen_ai.response.finish_reasons'] = ['length'];
    const health = generateTrace({ spans: 6, contentBytes: 256 });
    health.spans[0]!.attributes['url.path'] = '/healthz';
    health.spans[4]!.status = { code: 2, message: 'also an error' }; // drop wins over keep

    const res = await fetch(`${server.otlpHttp}/v1/traces`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-protobuf' },
      body: encodeProtobufTraces([...plain.spans, ...failing.spans, ...cutOff.spans, ...health.spans]),
    });
    expect(res.status).toBe(200);

    // Before the decision (1.5 s wait), the ledger already answers.
    const early = await waitForTrace(server.api, plain.traceId, (b) => b?.llmCalls.length === 1, 5_000);
    expect(early.summary.pending).toBe(true);
    expect(early.spans).toEqual([]);

    const decided = (b: any) => b && b.summary.pending === false;
    const bodies = {
      plain: await waitForTrace(server.api, plain.traceId, decided),
      failing: await waitForTrace(server.api, failing.traceId, decided),
      cutOff: await waitForTrace(server.api, cutOff.traceId, decided),
      health: await waitForTrace(server.api, health.traceId, decided),
    };
    expect(bodies.plain.summary.sampling).toEqual({ decision: 'dropped', policy: 'no_policy_matched', early: false, withoutRoot: false, note: '' });
    expect(bodies.failing.summary.sampling).toEqual({ decision: 'kept', policy: 'error', early: false, withoutRoot: false, note: '' });
    expect(bodies.cutOff.summary.sampling).toEqual({ decision: 'kept', policy: 'llm_error', early: false, withoutRoot: false, note: '' });
    expect(bodies.health.summary.sampling).toEqual({ decision: 'dropped', policy: 'drop:healthchecks', early: false, withoutRoot: false, note: '' });

    for (const [name, body] of Object.entries(bodies)) {
      // The index and the ledger are complete for every trace.
      expect(body.summary.spanCount, name).toBe(6);
      expect(body.llmCalls, name).toHaveLength(1);
    }
    expect(flattenSpans(bodies.failing.spans)).toHaveLength(6);
    expect(flattenSpans(bodies.cutOff.spans)).toHaveLength(6);
    expect(bodies.plain.spans).toEqual([]);
    expect(bodies.health.spans).toEqual([]);
    expect(bodies.cutOff.llmCalls[0].finishReasons).toEqual(['length']);

    const metrics = await getJson(`${server.api}/metrics`);
    expect(String(metrics.body)).toMatch(/^tracehold_llm_calls_total 4$/m);
  }, 60_000);
});

/**
 * End to end through the all-in-one: LLM calls that name their end user the way OpenLLMetry
 * (`gen_ai.user`, Traceloop's `user_id` association property), OpenInference (`user.id`, the `user`
 * inside `llm.invocation_parameters`) and the GenAI conventions (`enduser.id` on the root) do, sent by
 * the real OpenTelemetry SDK (test/apps/user-id-app.ts). Afterwards no raw user id is in any
 * ClickHouse table, the bus files, the process's log output, /metrics or the lookup; the pseudonym
 * stored in the spans and in the ledger's request parameters equals the ledger's subjectRef. Negative
 * control: with TRACEHOLD_REDACTION=false every raw id is found in ClickHouse.
 */
import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { flattenSpans, getJson, REPO_ROOT, scanDirFor, startAllInOne, waitForTrace } from '../support/all-in-one-process.ts';
import { dumpClickHouseTables } from '../support/scan-clickhouse.ts';

const run = promisify(execFile);
const KEEP_ALL = `tailSampling:\n  policies:\n    - { name: keep_all, type: always }\n`;
const SHAPES = ['openllmetry', 'openinference', 'openinference_params', 'genai'] as const;
type Shape = (typeof SHAPES)[number];
const PSN = /^psn_[0-9a-f]{32}$/;

async function sendAndCollect(env: Record<string, string>) {
  // Distinctive ids, so that a hit in a byte scan can only be the id itself.
  const ids = Object.fromEntries(SHAPES.map((s) => [s, `uid-${s}-${randomBytes(6).toString('hex')}`])) as Record<Shape, string>;
  const server = await startAllInOne({ yaml: KEEP_ALL, env });
  try {
    const { stdout } = await run(process.execPath, ['--import', 'tsx', path.join(REPO_ROOT, 'test/apps/user-id-app.ts')], {
      cwd: REPO_ROOT,
      env: { ...process.env, USER_IDS: JSON.stringify(ids), OTEL_EXPORTER_OTLP_ENDPOINT: server.otlpHttp, OTEL_LOG_LEVEL: 'error' },
      timeout: 60_000,
    });
    const { traceIds } = JSON.parse(stdout.trim().split('\n').pop()!) as { traceIds: Record<Shape, string> };
    const lookups = {} as Record<Shape, any>;
    for (const shape of SHAPES) {
      const body = await waitForTrace(server.api, traceIds[shape], (b) => b && b.summary.pending === false && flattenSpans(b.spans).length === 2 && b.llmCalls.length === 1, 60_000);
      expect(body, `${shape}: trace was not stored in time`).not.toBeNull();
      lookups[shape] = body;
    }
    const metricsPage = String((await getJson(`${server.api}/metrics`)).body);
    await server.stop();
    const tables = await dumpClickHouseTables(path.join(server.dataDir, 'clickhouse'));
    const clickhouseText = Object.values(tables).join('\n');
    const found = SHAPES.map((shape) => ({
      shape,
      inClickHouse: clickhouseText.includes(ids[shape]),
      inBus: scanDirFor(path.join(server.dataDir, 'bus'), ids[shape]).length > 0,
      inLogs: server.output().includes(ids[shape]),
      inMetrics: metricsPage.includes(ids[shape]),
      inLookup: JSON.stringify(lookups).includes(ids[shape]),
    }));
    return { ids, lookups, found, tables };
  } finally {
    await server.stop();
  }
}

/** The LLM span's and the root's attributes, and the ledger's view of the call. */
function callOf(lookup: any) {
  const spans = flattenSpans(lookup.spans);
  const llm = spans.find((s: any) => s.parentSpanId !== '' && s.parentSpanId !== undefined) ?? spans[1];
  const root = spans.find((s: any) => s !== llm);
  return { llm: llm.attributes as Record<string, unknown>, root: root.attributes as Record<string, unknown>, call: lookup.llmCalls[0] };
}

describe('end-user ids end to end: OpenLLMetry, OpenInference and GenAI shapes from a real OTel SDK', () => {
  it('stores no raw id anywhere, and the span pseudonym equals the ledger subjectRef', async () => {
    const { found, lookups, tables } = await sendAndCollect({});
    const leaks = found.filter((f) => f.inClickHouse || f.inBus || f.inLogs || f.inMetrics || f.inLookup);
    expect(leaks.map((l) => `${l.shape}: ${(['inClickHouse', 'inBus', 'inLogs', 'inMetrics', 'inLookup'] as const).filter((k) => l[k]).join(',')}`)).toEqual([]);
    expect(Object.keys(tables)).toContain('llm_calls');

    const ollm = callOf(lookups.openllmetry);
    expect(ollm.call.subjectRef).toMatch(PSN);
    expect(ollm.llm['gen_ai.user']).toBe(ollm.call.subjectRef);
    expect(ollm.llm['traceloop.association.properties.user_id']).toBe(ollm.call.subjectRef);

    const oi = callOf(lookups.openinference);
    expect(oi.call.subjectRef).toMatch(PSN);
    expect(oi.llm['user.id']).toBe(oi.call.subjectRef);
    expect(JSON.parse(oi.llm['llm.invocation_parameters'] as string)).toEqual({ model: 'gpt-4o', temperature: 0.1, max_tokens: 256, user: oi.call.subjectRef });
    expect(oi.call.params.asSent.user).toBe(oi.call.subjectRef);

    const oiParams = callOf(lookups.openinference_params);
    expect(oiParams.call.subjectRef).toMatch(PSN);
    expect(JSON.parse(oiParams.llm['llm.invocation_parameters'] as string).user).toBe(oiParams.call.subjectRef);
    expect(oiParams.call.params.asSent.user).toBe(oiParams.call.subjectRef);

    const genai = callOf(lookups.genai);
    expect(genai.call.subjectRef).toMatch(PSN);
    expect(genai.root['enduser.id']).toBe(genai.call.subjectRef);

    // Four different users, four different pseudonyms.
    expect(new Set([ollm, oi, oiParams, genai].map((c) => c.call.subjectRef)).size).toBe(4);
  }, 240_000);

  it('negative control: with redaction off, every raw id is found in ClickHouse', async () => {
    const { found } = await sendAndCollect({ TRACEHOLD_REDACTION: 'false' });
    expect(found.filter((f) => !f.inClickHouse).map((f) => f.shape)).toEqual([]);
  }, 240_000);
});

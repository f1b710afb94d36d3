/**
 * End to end: the real OpenTelemetry Node SDK with each official trace exporter (OTLP/HTTP JSON,
 * OTLP/HTTP protobuf, OTLP/gRPC) → the all-in-one as a real process → GET /v1/traces/:id.
 * Then: the LLM content comes back from the content store by its reference, and a byte scan of the
 * data directory finds no prompt text — while it does with extraction switched off (negative control).
 */
import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { promisify } from 'node:util';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createKeyring } from '../../platform/keys/keyring.ts';
import { createContentStore } from '../../platform/content-store/create-content-store.ts';
import { flattenSpans, getJson, REPO_ROOT, scanDirFor, startAllInOne, waitForTrace, type AllInOneProcess } from '../support/all-in-one-process.ts';
import { dumpClickHouseTables } from '../support/scan-clickhouse.ts';

const run = promisify(execFile);

async function runApp(mode: 'http-json' | 'http-proto' | 'grpc', endpoint: string, canary: string) {
  const { stdout } = await run(process.execPath, ['--import', 'tsx', path.join(REPO_ROOT, 'test/apps/instrumented-app.ts'), mode], {
    cwd: REPO_ROOT,
    env: { ...process.env, OTEL_EXPORTER_OTLP_ENDPOINT: endpoint, OTEL_LOG_LEVEL: 'error', TEST_CANARY: canary },
    timeout: 60_000,
  });
  return JSON.parse(stdout.trim().split('\n').pop()!) as { traceId: string; prompt: string; answer: string; systemText: string };
}

const isComplete = (b: any) => b && b.summary.spanCount === 4 && flattenSpans(b.spans).length === 4 && b.llmCalls.length === 1;
// Evidence rows are flushed on their own schedule: the snapshot compared after the restart waits for them too.
const isCompleteWithEvidence = (b: any) => isComplete(b) && b.evidence?.state === 'recorded';

describe('real OpenTelemetry SDK → all-in-one → trace lookup', () => {
  let server: AllInOneProcess;
  const canaries: Record<string, string> = {};
  const results: Record<string, { traceId: string; prompt: string; answer: string; systemText: string; body: any }> = {};

  beforeAll(async () => {
    server = await startAllInOne();
    for (const mode of ['http-json', 'http-proto', 'grpc'] as const) {
      const canary = `CANARY${randomBytes(12).toString('hex').toUpperCase()}`;
      canaries[mode] = canary;
      const endpoint = mode === 'grpc' ? `http://${server.otlpGrpc}` : server.otlpHttp;
      const app = await runApp(mode, endpoint, canary);
      const body = await waitForTrace(server.api, app.traceId, isCompleteWithEvidence);
      results[mode] = { ...app, body };
    }
  }, 240_000);

  afterAll(async () => {
    await server?.stop();
  });

  for (const mode of ['http-json', 'http-proto', 'grpc'] as const) {
    it(`returns the whole trace sent with the ${mode} exporter`, () => {
      const { body, traceId } = results[mode]!;
      expect(body, `trace ${traceId} was not complete in time`).not.toBeNull();
      expect(body.traceId).toBe(traceId);
      expect(body.summary.spanCount).toBe(4);
      expect(body.summary.rootName).toBe('POST /chat');
      expect(body.summary.rootService).toBe('support-bot');
      expect(body.summary.llmCallCount).toBe(1);
      expect(body.spans).toHaveLength(1);
      const root = body.spans[0];
      expect(root.name).toBe('POST /chat');
      expect(root.kind).toBe(2);
      expect(root.attributes['http.response.status_code']).toBe(200);
      expect(root.children.map((c: any) => c.name).sort()).toEqual(['SELECT orders', 'chat gpt-4o', 'retrieve policies']);
      const db = root.children.find((c: any) => c.name === 'SELECT orders');
      expect(db.attributes['db.system.name']).toBe('postgresql');
      expect(db.attributes['db.query.text']).toBe('SELECT status FROM orders WHERE id = $1');
      const retrieval = root.children.find((c: any) => c.name === 'retrieve policies');
      expect(retrieval.attributes['retrieval.documents.0.document.id']).toBe('kb-delivery-12');
      expect(JSON.stringify(retrieval.attributes)).not.toContain(canaries[mode]);
    });

    it(`records the ${mode} LLM call in the ledger with the response model, id, parameters and usage`, () => {
      const call = results[mode]!.body.llmCalls[0];
      expect(call.requestModel).toBe('gpt-4o');
      expect(call.responseModel).toBe('gpt-4o-2024-08-06');
      expect(call.responseId).toBe('chatcmpl-A1b2C3d4E5');
      expect(call.provider).toBe('openai');
      expect(call.operation).toBe('chat');
      expect(call.finishReasons).toEqual(['stop']);
      expect(call.params.temperature).toBe(0.2);
      expect(call.params.topP).toBe(0.9);
      expect(call.params.maxTokens).toBe(512);
      expect(call.params.seed).toBe(42);
      expect(call.params.stopSequences).toEqual(['\n\nUser:']);
      expect(call.usage).toEqual({ inputTokens: 187, outputTokens: 23, cachedInputTokens: null, reasoningTokens: null });
      // Priced at ingest from the default table: 187 × $2.50 + 23 × $10 per million tokens (gpt-4o-2024-08-06).
      expect(call.cost).toMatchObject({ usd: 0.0006975, priceVersion: expect.stringMatching(/^default-\d{4}-\d{2}-\d{2}:openai\/gpt-4o-2024-08-06@2024-08-06$/) });
      expect(call.conversationId).toBe('conv-889');
      expect(call.subjectRef).toMatch(/^psn_[0-9a-f]{32}$/);
      for (const p of ['input', 'output', 'system'] as const) {
        expect(call.content[p].state).toBe('stored');
        expect(call.content[p].ref).toMatch(/^thref:v1:[^:]+:[0-9a-f]{64}$/);
      }
      expect(call.content.tools.state).toBe('not_captured');
      const llmSpan = flattenSpans(results[mode]!.body.spans).find((s: any) => s.name === 'chat gpt-4o');
      expect(llmSpan.attributes['gen_ai.input.messages_ref']).toBe(call.content.input.ref);
      expect(llmSpan.attributes['gen_ai.input.messages']).toBeUndefined();
      expect(JSON.stringify(results[mode]!.body)).not.toContain(canaries[mode]);
    });
  }

  it('answers 404 with a JSON error for an unknown trace id, 400 for a malformed one, 401 without a token', async () => {
    const unknown = await getJson(`${server.api}/v1/traces/${'ab'.repeat(16)}`);
    expect(unknown.status).toBe(404);
    expect(unknown.body.error.code).toBe('TH_ERR_API_TRACE_NOT_FOUND');
    const malformed = await getJson(`${server.api}/v1/traces/not-a-trace-id`);
    expect(malformed.status).toBe(400);
    expect(malformed.body.error.code).toBe('TH_ERR_API_BAD_TRACE_ID');
    const noToken = await fetch(`${server.api}/v1/traces/${results['grpc']!.traceId}`);
    expect(noToken.status).toBe(401);
    const badToken = await getJson(`${server.api}/v1/traces/${results['grpc']!.traceId}`, 'thq_wrong_token_000000000000000');
    expect(badToken.status).toBe(401);
    expect((await fetch(`${server.api}/metrics`)).status).toBe(401);
    const metrics = await getJson(`${server.api}/metrics`);
    expect(metrics.status).toBe(200);
    expect(String(metrics.body)).toMatch(/^tracehold_spans_accepted_total 12$/m);
    expect(String(metrics.body)).toMatch(/^tracehold_llm_calls_total 3$/m);
    expect(String(metrics.body)).toMatch(/^tracehold_otlp_exports_total\{transport="grpc",outcome="ok"\} \d+$/m);
    // The local log and ingest's buffer: appends acknowledged, bytes on disk, the tail sampler's buffer.
    expect(String(metrics.body)).toMatch(/^tracehold_bus_appends_total\{outcome="ok"\} [1-9]\d*$/m);
    expect(String(metrics.body)).toMatch(/^tracehold_bus_log_disk_bytes [1-9]\d*$/m);
    expect(String(metrics.body)).toMatch(/^tracehold_ingest_buffered_traces \d+$/m);
    for (const canary of Object.values(canaries)) expect(String(metrics.body)).not.toContain(canary);
    expect((await fetch(`${server.api}/healthz`)).status).toBe(200);
    expect((await fetch(`${server.api}/readyz`)).status).toBe(200);
  });

  it('stores the content encrypted: it comes back by reference, and no prompt text is anywhere in the data dir', async () => {
    const call = results['http-proto']!.body.llmCalls[0];
    await server.stop();
    const logger = pino({ level: 'silent' });
    const keyring = createKeyring({ logger }, { dir: path.join(server.dataDir, 'keys') });
    await keyring.start();
    const store = await createContentStore({ logger, keyring }, { backend: { kind: 'local', dir: path.join(server.dataDir, 'content') } });
    await store.start();
    const input = await store.get('default', call.content.input.ref);
    expect(input).not.toBeNull();
    expect(input!.bytes.toString('utf8')).toContain(results['http-proto']!.prompt);
    const output = await store.get('default', call.content.output.ref);
    expect(output!.bytes.toString('utf8')).toContain(results['http-proto']!.answer);
    const system = await store.get('default', call.content.system.ref);
    expect(system!.bytes.toString('utf8')).toContain(results['http-proto']!.systemText);
    await store.shutdown();
    await keyring.shutdown();

    // ClickHouse compresses its column files (LZ4), which can split a value across a back-reference:
    // a byte scan of its files cannot prove absence. Its rows are dumped as text and searched instead.
    const tables = await dumpClickHouseTables(path.join(server.dataDir, 'clickhouse'));
    expect(Object.keys(tables)).toContain('llm_calls');
    for (const canary of Object.values(canaries)) {
      expect(scanDirFor(server.dataDir, canary)).toEqual([]);
      expect(Object.entries(tables).filter(([, text]) => text.includes(canary)).map(([name]) => name)).toEqual([]);
      // No log line carries content either.
      expect(server.output()).not.toContain(canary);
    }
  });

  it('keeps everything across a graceful restart on the same data dir', async () => {
    const again = await startAllInOne({ dataDir: server.dataDir });
    try {
      for (const mode of ['http-json', 'http-proto', 'grpc'] as const) {
        const r = await getJson(`${again.api}/v1/traces/${results[mode]!.traceId}`);
        expect(r.status).toBe(200);
        expect(r.body).toEqual(results[mode]!.body);
      }
      // The admin token is not printed again: it was shown once.
      expect(again.output()).not.toContain('admin token');
    } finally {
      await again.stop();
    }
  });
});

describe('negative control: with content extraction switched off', () => {
  it('the same scans find the prompt text in the bus segments (bytes) and the ClickHouse rows (dump)', async () => {
    const server = await startAllInOne({ env: { TRACEHOLD_EXTRACT_CONTENT: 'false' } });
    try {
      const canary = `CANARY${randomBytes(12).toString('hex').toUpperCase()}`;
      const app = await runApp('http-proto', server.otlpHttp, canary);
      const body = await waitForTrace(server.api, app.traceId, isComplete);
      expect(body).not.toBeNull();
      expect(body.llmCalls[0].content.input.state).toBe('not_captured');
      await server.stop();
      const hits = scanDirFor(server.dataDir, canary);
      expect(hits.some((h) => h.startsWith('bus'))).toBe(true);
      const tables = await dumpClickHouseTables(path.join(server.dataDir, 'clickhouse'));
      expect(tables['spans']).toContain(canary);
    } finally {
      await server.stop();
    }
  }, 180_000);
});

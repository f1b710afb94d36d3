import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { LogRecordData } from '../../schemas/log.ts';
import { createKeyring, type Keyring } from '../../platform/keys/keyring.ts';
import { createContentStore } from '../../platform/content-store/create-content-store.ts';
import type { EncryptedContentStore } from '../../platform/content-store/encrypted-content-store.ts';
import { createContentExtraction } from './extract-llm-content.ts';
import { CONTENT_MOVED_ATTRIBUTE, createProcessLogs, type ProcessLogs } from './process-logs.ts';

const TRACE = '4bf92f3577b34da6a3ce929d0e0e4736';
const SPAN = '00f067aa0ba902b7';
const PROMPT = 'Where is my parcel 77-ALPHA?';
const ANSWER = 'Your parcel 77-ALPHA arrives tomorrow.';

function log(over: Partial<LogRecordData>): LogRecordData {
  return {
    tenant: '',
    timeUnixNano: '1750000000000000000',
    observedTimeUnixNano: '1750000000000000000',
    severityNumber: 9,
    severityText: 'INFO',
    body: null,
    attributes: {},
    droppedAttributesCount: 0,
    flags: 1,
    traceId: TRACE,
    spanId: SPAN,
    eventName: '',
    resource: { attributes: { 'service.name': 'shop-bot' }, droppedAttributesCount: 0, schemaUrl: '' },
    scope: { name: 'opentelemetry.instrumentation.openai_v2', version: '2.4b0', attributes: {}, schemaUrl: '' },
    ...over,
  };
}

describe('log records through the collector', () => {
  let dir: string;
  let keyring: Keyring;
  let store: EncryptedContentStore;
  let processLogs: ProcessLogs;

  beforeEach(async () => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'tracehold-logs-'));
    const logger = pino({ level: 'silent' });
    keyring = createKeyring({ logger }, { dir: path.join(dir, 'keys') });
    await keyring.start();
    store = await createContentStore({ logger, keyring }, { backend: { kind: 'local', dir: path.join(dir, 'content') } });
    await store.start();
    processLogs = createProcessLogs({ extractCarriers: createContentExtraction({ contentStore: store }, { enabled: true }).extractCarriers });
  });

  afterEach(async () => {
    await store.shutdown();
    await keyring.shutdown();
    rmSync(dir, { recursive: true, force: true });
  });

  it('moves the content of a gen_ai.client.inference.operation.details event to the store and attaches it to its call', async () => {
    const details = log({
      eventName: 'gen_ai.client.inference.operation.details',
      attributes: {
        'gen_ai.operation.name': 'chat',
        'gen_ai.request.model': 'gpt-4o-mini',
        'gen_ai.response.id': 'chatcmpl-1',
        'gen_ai.input.messages': JSON.stringify([{ role: 'user', parts: [{ type: 'text', content: PROMPT }] }]),
        'gen_ai.output.messages': JSON.stringify([{ role: 'assistant', parts: [{ type: 'text', content: ANSWER }], finish_reason: 'stop' }]),
        'gen_ai.system_instructions': JSON.stringify([{ type: 'text', content: 'Be brief.' }]),
      },
    });
    const out = await processLogs('acme', [details]);
    const t = out.byTrace.get(TRACE)!;
    expect(t.attachments.map((a) => [a.spanId, a.part])).toEqual([
      [SPAN, 'input'],
      [SPAN, 'output'],
      [SPAN, 'system'],
    ]);
    const input = await store.get('acme', t.attachments[0]!.ref);
    expect(JSON.parse(input!.bytes.toString('utf8')).data).toEqual([{ role: 'user', parts: [{ type: 'text', content: PROMPT }] }]);
    // The content left the record: only metadata and the references stay in the stub.
    const stub = t.logs[0]!;
    expect(JSON.stringify(stub)).not.toContain('77-ALPHA');
    expect(stub.body).toBeNull();
    expect(stub.attributes).toMatchObject({ 'gen_ai.request.model': 'gpt-4o-mini', 'gen_ai.response.id': 'chatcmpl-1', 'gen_ai.input.messages_ref': t.attachments[0]!.ref });
    expect(stub.attributes[CONTENT_MOVED_ATTRIBUTE]).toEqual(['input', 'output', 'system']);
    // Stored while the trace's end user is unknown: scoped to the trace, so ingest can move it later.
    expect(t.contentObjects.every((c) => c.keyScope === 'trace' && c.traceId === TRACE && c.spanId === SPAN)).toBe(true);
  });

  it('joins the previous per-message events (body-carried content) of one span into one input and one output', async () => {
    const events = [
      log({ eventName: 'gen_ai.system.message', body: { content: 'You are the shop assistant.' } }),
      log({ eventName: 'gen_ai.user.message', body: { content: PROMPT } }),
      log({ eventName: 'gen_ai.choice', body: { index: 0, finish_reason: 'stop', message: { role: 'assistant', content: ANSWER } } }),
    ];
    const out = await processLogs('acme', events);
    const t = out.byTrace.get(TRACE)!;
    expect(t.attachments.map((a) => a.part).sort()).toEqual(['input', 'output']);
    const input = JSON.parse((await store.get('acme', t.attachments.find((a) => a.part === 'input')!.ref))!.bytes.toString('utf8'));
    expect(input.data.map((m: { role: string }) => m.role)).toEqual(['system', 'user']);
    const output = JSON.parse((await store.get('acme', t.attachments.find((a) => a.part === 'output')!.ref))!.bytes.toString('utf8'));
    expect(output.data[0]).toMatchObject({ role: 'assistant', finish_reason: 'stop', parts: [{ type: 'text', content: ANSWER }] });
    expect(out.contentEvents).toBe(3);
    expect(JSON.stringify(t.logs)).not.toContain('77-ALPHA');
  });

  it('attaches nothing for events sent without content (capture off), and keeps them as stubs', async () => {
    const out = await processLogs('acme', [log({ eventName: 'gen_ai.user.message', body: {} }), log({ eventName: 'gen_ai.choice', body: { index: 0, finish_reason: 'stop', message: { role: 'assistant' } } })]);
    const t = out.byTrace.get(TRACE)!;
    expect(t.attachments).toEqual([]);
    expect(t.logs).toHaveLength(2);
  });

  it('keeps other log records as they are (for redaction), grouped by trace; records without trace context apart', async () => {
    const plain = log({ body: 'payment step finished', severityText: 'INFO' });
    const untraced = log({ traceId: '', spanId: '', body: 'cache warmed' });
    const out = await processLogs('acme', [plain, untraced]);
    expect(out.byTrace.get(TRACE)!.logs).toEqual([{ ...plain, tenant: 'acme' }]);
    expect(out.untraced.logs).toEqual([{ ...untraced, tenant: 'acme' }]);
    expect(out.contentEvents).toBe(0);
  });

  it('moves the content of an event without span context too (it cannot join a call, but never reaches ClickHouse)', async () => {
    const out = await processLogs('acme', [log({ traceId: '', spanId: '', eventName: 'gen_ai.user.message', body: { content: PROMPT } })]);
    expect(out.byTrace.size).toBe(0);
    expect(out.untraced.logs).toHaveLength(1);
    expect(JSON.stringify(out.untraced.logs)).not.toContain('77-ALPHA');
    expect(out.untraced.contentObjects).toHaveLength(1);
    expect(out.untraced.contentObjects[0]!.keyScope).toBe('tenant');
  });

  it("moves a record whose body is a conversation (Strands' and AgentCore's ADOT records) though it is no GenAI event", async () => {
    const conversation = log({
      attributes: { 'event.name': 'strands.telemetry.tracer' },
      body: { input: { messages: [{ role: 'user', content: { content: PROMPT } }] }, output: { messages: [{ role: 'assistant', content: { message: ANSWER } }] } },
    });
    // The Responses API's items mix messages and tool outputs: a list with one role is a conversation.
    const items = log({ body: { input: { messages: [{ role: 'user', content: PROMPT }, { type: 'function_call_output', output: 'parcel 77-ALPHA found' }] } } });
    expect((await processLogs('acme', [items])).contentEvents).toBe(1);
    // The other shapes of a conversation: a list under input/output, LangChain's message types, a body sent as JSON text.
    const bodies: LogRecordData['body'][] = [
      { input: [{ role: 'user', content: PROMPT }], output: [{ role: 'assistant', content: ANSWER }] },
      { messages: [{ type: 'human', content: PROMPT }] },
      JSON.stringify({ input: { messages: [{ role: 'user', content: PROMPT }] } }),
    ];
    for (const body of bodies) {
      const r = await processLogs('acme', [log({ body })]);
      const stored = await Promise.all(r.byTrace.get(TRACE)!.contentObjects.map(async (c) => (await store.get('acme', c.ref))!.bytes.toString('utf8')));
      expect(JSON.stringify(r.byTrace.get(TRACE)!.logs), JSON.stringify(body)).not.toContain('77-ALPHA');
      expect(stored.join('\n'), JSON.stringify(body)).toContain(PROMPT);
    }
    // Not a conversation: a body with an `input` that holds no messages stays for redaction.
    const other = log({ body: { input: { rows: 3 }, status: 'done' } });
    const out = await processLogs('acme', [conversation, other]);
    const t = out.byTrace.get(TRACE)!;
    expect(out.contentEvents).toBe(1);
    expect(JSON.stringify(t.logs[0])).not.toContain('77-ALPHA');
    expect(t.logs[0]!.body).toBeNull();
    expect(t.logs[0]!.attributes[CONTENT_MOVED_ATTRIBUTE]).toEqual(['value']);
    const stored = await Promise.all(t.contentObjects.map(async (c) => (await store.get('acme', c.ref))!.bytes.toString('utf8')));
    expect(stored.join('\n')).toContain(PROMPT);
    expect(stored.join('\n')).toContain(ANSWER);
    expect(t.logs[1]!.body).toEqual({ input: { rows: 3 }, status: 'done' });
  });

  it('negative control: with extraction disabled the content stays in the records', async () => {
    const disabled = createProcessLogs({ extractCarriers: createContentExtraction({ contentStore: store }, { enabled: false }).extractCarriers });
    const out = await disabled('acme', [log({ eventName: 'gen_ai.user.message', body: { content: PROMPT } })]);
    // Extraction off moves nothing, and the records keep what they carried (plaintext, as spans then do).
    expect(out.byTrace.get(TRACE)!.attachments).toEqual([]);
    expect(JSON.stringify(out.byTrace.get(TRACE)!.logs)).toContain('77-ALPHA');
  });
});

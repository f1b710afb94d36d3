/**
 * A chat chain with history as the real OpenInference LangChain instrumentation records it (0.1.80 over langchain-core
 * 1.8.1; test/interop/py/record_langchain_chat_history.py): the chain's and the prompt's `input.value` hold
 * `{"chat_history": [messages_to_dict…], "input": "…"}`, the chat model's holds the prompt's messages in LangChain's
 * `dumpd` form, and `llm.input_messages.*` go to the content store. In the first conversation the history's last message
 * asks for the date of birth and the new input answers "14.03.1987"; in the second it asks which date to arrive and the
 * input answers "14.03.2027". Through the collector's own path: content extraction into the real content store, then
 * redaction.
 */
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createExtractLlmContent } from '../processors/extract-llm-content.ts';
import { decodeProtobufTraces } from '../otlp/decode-protobuf.ts';
import { createKeyring, type Keyring } from '../../platform/keys/keyring.ts';
import { createContentStore } from '../../platform/content-store/create-content-store.ts';
import type { EncryptedContentStore } from '../../platform/content-store/encrypted-content-store.ts';
import { RedactionConfigSchema } from '../../schemas/redaction.ts';
import type { SpanRecord } from '../../schemas/span.ts';
import { createRedaction } from './redaction.ts';

const TENANT = 'acme';
const FIXTURE = new URL('../../test/fixtures/interop/openinference-langchain/chat-history.traces.pb', import.meta.url);
const recorded = (): SpanRecord[] => decodeProtobufTraces(readFileSync(FIXTURE), { maxAnyValueDepth: 32 }).spans;
const valuesOf = (spans: SpanRecord[]) => spans.flatMap((s) => Object.values(s.attributes).map((v) => (typeof v === 'string' ? v : JSON.stringify(v))));

let dir: string;
let keyring: Keyring;
let store: EncryptedContentStore;

beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'th-chat-history-'));
  const logger = pino({ level: 'silent' });
  keyring = createKeyring({ logger }, { dir: path.join(dir, 'keys') });
  await keyring.start();
  store = await createContentStore({ logger, keyring }, { backend: { kind: 'local', dir: path.join(dir, 'content') } });
  await store.start();
});

afterAll(async () => {
  await store.shutdown();
  await keyring.shutdown();
  await rm(dir, { recursive: true, force: true });
});

async function throughCollector(enabled: boolean) {
  const spans = recorded();
  for (const s of spans) s.tenant = TENANT;
  const extracted = await createExtractLlmContent({ contentStore: store, nowMs: () => 1 }, { enabled: true })(TENANT, spans);
  const key = randomBytes(32);
  const redaction = createRedaction({ tenantRefKey: async () => key }, RedactionConfigSchema.parse({ enabled }));
  const out = await redaction.redactSpans(TENANT, { spans: extracted.spans, ledger: extracted.ledger, contentObjects: extracted.contentObjects });
  return { spans: out.spans, contentObjects: extracted.contentObjects, redaction };
}

async function views(enabled: boolean) {
  const { spans, contentObjects, redaction } = await throughCollector(enabled);
  const raw: string[] = [];
  const redacted: string[] = [];
  for (const meta of contentObjects) {
    const text = (await store.get(TENANT, meta.ref))!.bytes.toString('utf8');
    raw.push(text);
    redacted.push(JSON.stringify(await redaction.redactDocument(TENANT, JSON.parse(text))));
  }
  return { spans, raw, redacted };
}

describe('a chat history recorded from the OpenInference LangChain instrumentation', () => {
  it("masks the bare date of birth answered after the history's question in every stored document's redacted view", async () => {
    const { spans, raw, redacted } = await views(true);
    // Extraction moved input.value / output.value and llm.input_messages to the store: the spans hold refs, not the date.
    expect(valuesOf(spans).join('\n')).not.toContain('14.03.1987');
    const asked = raw.map((r, i) => [r, redacted[i]!] as const).filter(([r]) => r.includes('14.03.1987'));
    // The chain's and the prompt's inputs, the prompt's output, the chat model's input.value (LangChain dumpd inside a
    // list) and its message list.
    expect(asked.length).toBe(5);
    for (const [, view] of asked) {
      expect(view).not.toContain('14.03.1987');
      expect(view).toContain('HB-20417');
      expect(view).toContain('date of birth');
    }
    expect(redacted.some((v) => v.includes('\\"input\\": \\"[REDACTED:BIRTH_DATE]\\"'))).toBe(true);
  });

  it('keeps the date answered to a question about the arrival (the same shapes, nothing personal asked)', async () => {
    const { raw, redacted } = await views(true);
    const arrival = raw.map((r, i) => [r, redacted[i]!] as const).filter(([r]) => r.includes('14.03.2027'));
    expect(arrival.length).toBe(5);
    for (const [, view] of arrival) expect(view).toContain('14.03.2027');
  });

  it('negative control: the stored documents themselves hold the date (what is redacted is the view)', async () => {
    const { raw } = await views(true);
    expect(raw.filter((r) => r.includes('14.03.1987')).length).toBe(5);
  });
});

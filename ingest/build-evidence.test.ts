import { createHmac, randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { ContentObject, ContentStore } from '../platform/content-store/content-store.ts';
import { createExtractLlmContent } from '../collector/processors/extract-llm-content.ts';
import { createRedaction } from '../collector/redaction/redaction.ts';
import { RedactionConfigSchema } from '../schemas/redaction.ts';
import type { SpanRecord } from '../schemas/span.ts';
import type { DbStatementDetail, DocumentDetail, ToolCallDetail } from '../schemas/evidence.ts';
import { decodeProtobufTraces } from '../collector/otlp/decode-protobuf.ts';
import { span as spanRecord } from '../test/factories/span.ts';
import { buildEvidence, type EvidenceLlmCall } from './build-evidence.ts';

const TENANT = 'acme';

/** Content kept in memory (the real stores are tested in platform/content-store); refs keyed like the real ones. */
function memoryContentStore(): ContentStore {
  const objects = new Map<string, ContentObject>();
  const refOf = (tenant: string, bytes: Buffer) => `thref:v1:k1:${createHmac('sha256', `k-${tenant}`).update(bytes).digest('hex')}`;
  const put: ContentStore['put'] = async (tenant, bytes, contentType, subject) => {
    const ref = refOf(tenant, bytes);
    const existed = objects.has(ref);
    objects.set(ref, { ref, tenant, contentType, createdAtMs: 1, bytes: Buffer.from(bytes) });
    return { ref, existed, sizeBytes: bytes.length, keyScope: subject ? 'subject' : 'tenant' };
  };
  return {
    start: async () => {},
    shutdown: async () => {},
    computeRef: async (tenant, bytes) => refOf(tenant, bytes),
    put,
    putMany: async (tenant, items) => Promise.all(items.map((item) => put(tenant, item.bytes, item.contentType, item.subject))),
    get: async (_tenant, ref) => objects.get(ref) ?? null,
    pseudonymize: async (_tenant, value) => `psn_${createHmac('sha256', 'p').update(value).digest('hex').slice(0, 32)}`,
  } as ContentStore;
}

/** The collector's own path: content extraction, then redaction, as spans reach the bus. */
async function throughCollector(spans: SpanRecord[]): Promise<{ spans: SpanRecord[]; calls: EvidenceLlmCall[] }> {
  for (const s of spans) s.tenant = TENANT;
  const extract = createExtractLlmContent({ contentStore: memoryContentStore(), nowMs: () => 1 }, { enabled: true });
  const extracted = await extract(TENANT, spans);
  const key = randomBytes(32);
  const redact = createRedaction({ tenantRefKey: async () => key }, RedactionConfigSchema.parse({})).redactSpans;
  const out = await redact(TENANT, { spans: extracted.spans, ledger: extracted.ledger, contentObjects: extracted.contentObjects });
  return { spans: out.spans, calls: out.ledger };
}

function fixture(name: string): SpanRecord[] {
  return JSON.parse(readFileSync(new URL(`../test/fixtures/processors/${name}`, import.meta.url), 'utf8')) as SpanRecord[];
}

const TRACE = '4bf92f3577b34da6a3ce929d0e0e4736';

/** A span as the Node SDK exports it; times in ms from an arbitrary origin. */
function span(spanId: string, parentSpanId: string, name: string, startMs: number, endMs: number, attributes: SpanRecord['attributes'] = {}): SpanRecord {
  const origin = 1_764_000_000_000_000_000n;
  return spanRecord({
    tenant: TENANT,
    traceId: TRACE,
    spanId,
    parentSpanId,
    name,
    kind: 1,
    startTimeUnixNano: String(origin + BigInt(startMs) * 1_000_000n),
    endTimeUnixNano: String(origin + BigInt(endMs) * 1_000_000n),
    attributes,
    resource: { attributes: { 'service.name': 'rag-worker' }, droppedAttributesCount: 0, schemaUrl: '' },
  });
}

const LLM = { 'gen_ai.operation.name': 'chat', 'gen_ai.provider.name': 'openai', 'gen_ai.request.model': 'gpt-4o-mini' };

describe('buildEvidence on spans through the collector', () => {
  it('OpenInference RAG: one document item per retrieved document, with id, score and source, linked to the chat call as its sibling', async () => {
    const { spans, calls } = await throughCollector(fixture('openinference-openai-rag.json'));
    const { items, cut } = buildEvidence(spans, calls);
    expect(cut).toBe(0);
    const docs = items.filter((i) => i.kind === 'document');
    const ref = spans.find((s) => s.spanId === '708192a3b4c5d6e7')!.attributes['tracehold.documents_ref'];
    expect(typeof ref).toBe('string');
    expect(docs.map((d) => ({ itemId: d.itemId, llm: d.llmSpanId, link: d.link, detail: d.detail }))).toEqual([
      {
        itemId: '708192a3b4c5d6e7:0',
        llm: '8192a3b4c5d6e7f8',
        link: 'sibling',
        detail: { documentId: 'policy-expenses-3.2', version: '', score: 0.8731, source: '/kb/expenses.md', collection: '', rank: 0, contentRef: ref },
      },
      {
        itemId: '708192a3b4c5d6e7:1',
        llm: '8192a3b4c5d6e7f8',
        link: 'sibling',
        detail: { documentId: 'policy-travel-1.4', version: '', score: 0.6124, source: '/kb/travel.md', collection: '', rank: 1, contentRef: ref },
      },
    ]);
    // No content in the evidence (the fixture's document text and the author's address stay in the content store).
    expect(JSON.stringify(items)).not.toContain('45 USD per day');
    expect(JSON.stringify(items)).not.toContain('finance@initech.example');
  });

  it('GenAI execute_tool: a tool call item with its name, call id and the stored call, linked to the next chat call', async () => {
    const { spans, calls } = await throughCollector(fixture('genai-openai-python-span-content.json'));
    const tools = buildEvidence(spans, calls).items.filter((i) => i.kind === 'tool_call');
    expect(tools).toHaveLength(1);
    const tool = tools[0]!;
    const detail = tool.detail as ToolCallDetail;
    expect(tool).toMatchObject({ sourceSpanId: 'c1f0b8d2e4a65f70', itemId: 'c1f0b8d2e4a65f70', llmSpanId: 'b7ad6b7169203331', link: 'sibling' });
    expect(detail).toMatchObject({ toolName: 'get_refund_policy', status: 'ok', durationMs: 40 });
    expect(detail.callId).not.toBe('');
    expect(detail.argumentsRef).toMatch(/^thref:v1:/);
    expect(JSON.stringify(tool)).not.toContain('QX7P2L');
  });

  it('DB statement: the sanitized text (a literal canary is gone), table, operation, rows and duration', async () => {
    const canary = 'CANARY-4242-SECRET';
    const input = [
      span('a000000000000001', '', 'POST /ask', 0, 100, { 'http.route': '/ask' }),
      span('a000000000000002', 'a000000000000001', 'pg.query:SELECT', 10, 14, {
        'db.system': 'postgresql',
        'db.statement': `SELECT id, title FROM kb.documents d JOIN acl a ON a.doc = d.id WHERE d.owner = '${canary}'`,
        'db.response.returned_rows': 3,
      }),
      span('a000000000000003', 'a000000000000001', 'chat gpt-4o-mini', 20, 80, LLM),
    ];
    expect(JSON.stringify(input)).toContain(canary); // negative control: it is in what the SDK sent
    const { spans, calls } = await throughCollector(input);
    const [statement] = buildEvidence(spans, calls).items;
    expect(statement).toMatchObject({ kind: 'db_statement', itemId: 'a000000000000002', llmSpanId: 'a000000000000003', link: 'sibling' });
    const detail = statement!.detail as DbStatementDetail;
    expect(detail).toMatchObject({ system: 'postgresql', operation: 'SELECT', table: 'kb.documents', rows: 3, durationMs: 4, status: 'ok' });
    expect(detail.statement).toContain('SELECT id, title FROM kb.documents');
    expect(detail.statement).not.toContain(canary);
  });

  it('current DB conventions: db.system.name, db.operation.name, db.collection.name, db.query.text; an error with its type', () => {
    const s = span('b000000000000001', '', 'UPDATE orders', 0, 2, {
      'db.system.name': 'mysql',
      'db.operation.name': 'UPDATE',
      'db.collection.name': 'orders',
      'db.query.text': 'UPDATE orders SET state = ? WHERE id = ?',
      'error.type': '1213',
    });
    s.status = { code: 2, message: 'deadlock' };
    const [statement] = buildEvidence([s], []).items;
    expect(statement!.detail).toEqual({
      system: 'mysql',
      operation: 'UPDATE',
      table: 'orders',
      statement: 'UPDATE orders SET state = ? WHERE id = ?',
      durationMs: 2,
      rows: null,
      status: 'error',
      errorType: '1213',
    });
    expect(statement).toMatchObject({ llmSpanId: '', link: '' });
  });

  it('OpenLLMetry chroma query: documents from the vector-DB results, not a DB statement; collection from the span', async () => {
    const retriever = span('c000000000000002', 'c000000000000001', 'chroma.query', 5, 9, { 'db.system': 'chroma', 'db.operation': 'query', 'db.collection.name': 'handbook' });
    retriever.events = [0, 1].map((i) => ({
      timeUnixNano: retriever.endTimeUnixNano,
      name: 'db.query.result',
      droppedAttributesCount: 0,
      attributes: {
        'db.query.result.id': `hb-${i}`,
        'db.query.result.distance': 0.25 + i,
        'db.query.result.metadata': JSON.stringify({ version: `${7 + i}` }),
        'db.query.result.document': `CANARY-HANDBOOK-${i}`,
      },
    }));
    const { spans, calls } = await throughCollector([
      span('c000000000000001', '', 'agent', 0, 50),
      retriever,
      span('c000000000000003', 'c000000000000001', 'chat gpt-4o-mini', 10, 40, LLM),
    ]);
    const items = buildEvidence(spans, calls).items;
    expect(items.map((i) => i.kind)).toEqual(['document', 'document']);
    expect(items.map((i) => i.detail as DocumentDetail).map((d) => [d.documentId, d.version, d.score, d.collection])).toEqual([
      ['hb-0', '7', 0.25, 'handbook'],
      ['hb-1', '8', 1.25, 'handbook'],
    ]);
    expect(JSON.stringify(items)).not.toContain('CANARY-HANDBOOK');
  });
});

describe('buildEvidence on spans recorded from a real instrumentation', () => {
  // OpenInference LangChain 0.1.80 over langchain-core 1.8.1: retriever → tool → chat model under one chain
  // (test/interop/py/record_langchain_rag.py). It writes no document.id attribute: the ids are read from the
  // retriever's output.value before it leaves the span.
  const recorded = (): SpanRecord[] =>
    decodeProtobufTraces(readFileSync(new URL('../test/fixtures/interop/openinference-langchain/rag.traces.pb', import.meta.url)), { maxAnyValueDepth: 32 }).spans;
  const ids = { retriever: '8a826ec9a2fb446a', tool: 'dad9b057f7f5deea', chat: '33a3f698080393c9' };

  it('documents with ids, versions, sources and scores from the metadata, and the tool call, linked to the chat model call', async () => {
    const input = recorded();
    expect(JSON.stringify(input)).toContain('LC-CANARY-DOC'); // negative control: the text was on the span
    const { spans, calls } = await throughCollector(input);
    expect(calls.map((c) => c.spanId)).toEqual([ids.chat]);
    const items = buildEvidence(spans, calls).items;
    expect(items.map((i) => [i.kind, i.sourceSpanId, i.llmSpanId, i.link])).toEqual([
      ['document', ids.retriever, ids.chat, 'sibling'],
      ['document', ids.retriever, ids.chat, 'sibling'],
      ['tool_call', ids.tool, ids.chat, 'sibling'],
    ]);
    const docs = items.filter((i) => i.kind === 'document').map((i) => i.detail as DocumentDetail);
    expect(docs.map((d) => [d.documentId, d.version, d.score, d.source])).toEqual([
      ['kb-shipping-7', 'v14', 0.92, 's3://kb/shipping.md'],
      ['kb-returns-2', '3', null, '/kb/returns.md'],
    ]);
    expect((items[2]!.detail as ToolCallDetail)).toMatchObject({ toolName: 'lookup_order', argumentsRef: expect.stringMatching(/^thref:/), resultRef: expect.stringMatching(/^thref:/) });
    const text = JSON.stringify({ spans, items });
    expect(text).not.toContain('LC-CANARY-DOC');
    expect(text).not.toContain('LC-CANARY-OWNER');
  });
});

describe('linking', () => {
  it("'parent': a tool executed inside an LLM span (agent frameworks) is linked to that call", () => {
    const items = buildEvidence(
      [
        span('d000000000000001', '', 'agent', 0, 100),
        span('d000000000000002', 'd000000000000001', 'chat', 0, 50, LLM),
        span('d000000000000003', 'd000000000000002', 'execute_tool search', 10, 20, { 'gen_ai.operation.name': 'execute_tool', 'gen_ai.tool.name': 'search' }),
      ],
      [{ spanId: 'd000000000000002', parentSpanId: 'd000000000000001', startTimeUnixNano: span('x', '', '', 0, 0).startTimeUnixNano }],
    ).items;
    expect(items).toHaveLength(1);
    expect(items[0]).toMatchObject({ kind: 'tool_call', llmSpanId: 'd000000000000002', link: 'parent' });
  });

  it("'sibling' wins over an earlier call in another branch; 'timing' when no call shares an ancestor", () => {
    const spans = [
      span('e000000000000001', '', 'root', 0, 100),
      span('e000000000000002', 'e000000000000001', 'step-a', 0, 50),
      span('e000000000000003', 'e000000000000002', 'retrieve', 1, 5, { 'openinference.span.kind': 'RETRIEVER', 'retrieval.documents.0.document.id': 'k1' }),
      span('e000000000000010', 'e000000000000009', 'chat (other branch)', 6, 8, LLM),
      span('e000000000000004', 'e000000000000002', 'chat (same step)', 9, 20, LLM),
      span('e000000000000005', 'e000000000000011', 'tool elsewhere', 21, 22, { 'traceloop.span.kind': 'tool', 'traceloop.entity.name': 'lookup' }),
      span('e000000000000006', 'e000000000000012', 'chat (last)', 30, 40, LLM),
    ];
    const calls = spans.filter((s) => s.attributes['gen_ai.operation.name'] === 'chat').map((s) => ({ spanId: s.spanId, parentSpanId: s.parentSpanId, startTimeUnixNano: s.startTimeUnixNano }));
    const items = buildEvidence(spans, calls).items;
    expect(items.map((i) => [i.kind, i.llmSpanId, i.link])).toEqual([
      ['document', 'e000000000000004', 'sibling'],
      ['tool_call', 'e000000000000006', 'timing'],
    ]);
    expect((items[1]!.detail as ToolCallDetail).toolName).toBe('lookup');
  });

  it('a late part: the calls come from the ledger only (their spans were in an earlier export)', () => {
    const late = span('f000000000000003', 'f000000000000002', 'pg.query', 1, 2, { 'db.system': 'postgresql', 'db.statement': 'SELECT 1' });
    const call = span('f000000000000004', 'f000000000000002', 'chat', 3, 9, LLM);
    const items = buildEvidence([late], [{ spanId: call.spanId, parentSpanId: call.parentSpanId, startTimeUnixNano: call.startTimeUnixNano }]).items;
    expect(items[0]).toMatchObject({ llmSpanId: 'f000000000000004', link: 'sibling' });
  });

  it('a call stamped with a whole-millisecond start (OTel JS) still gets the query that ended just before it', () => {
    // The query ran 10.000–10.700 ms; the call really started at 10.900 ms but the SDK stamped 10.000 ms.
    const base = BigInt(span('x', '', '', 0, 0).startTimeUnixNano);
    const at = (us: number) => (base + BigInt(us) * 1000n).toString();
    const query = { ...span('k000000000000002', 'k000000000000001', 'SELECT orders', 0, 0, { 'db.system.name': 'sqlite', 'db.query.text': 'SELECT 1' }), startTimeUnixNano: at(10_000), endTimeUnixNano: at(10_700) };
    const call = { ...span('k000000000000003', 'k000000000000001', 'chat', 0, 0, LLM), startTimeUnixNano: at(10_000), endTimeUnixNano: at(90_000) };
    expect(buildEvidence([query, call], [call]).items[0]).toMatchObject({ llmSpanId: 'k000000000000003', link: 'sibling' });
    // Control: a query that ended 5 ms after the call started (it ran beside the call) is not linked to it.
    const concurrent = { ...query, startTimeUnixNano: at(9_000), endTimeUnixNano: at(15_000) };
    expect(buildEvidence([concurrent, call], [call]).items[0]).toMatchObject({ llmSpanId: '', link: '' });
    // Control: a query that started after the call is not its input, even within the slack.
    const later = { ...query, startTimeUnixNano: at(10_500), endTimeUnixNano: at(11_000) };
    expect(buildEvidence([later, call], [call]).items[0]).toMatchObject({ llmSpanId: '', link: '' });
  });

  it('an item that ends after every call started is not linked', () => {
    const items = buildEvidence(
      [span('g000000000000001', '', 'chat', 0, 5, LLM), span('g000000000000002', '', 'pg', 4, 6, { 'db.system': 'postgresql', 'db.statement': 'SELECT 1' })],
      [{ spanId: 'g000000000000001', parentSpanId: '', startTimeUnixNano: span('x', '', '', 0, 0).startTimeUnixNano }],
    ).items;
    expect(items[0]).toMatchObject({ llmSpanId: '', link: '' });
  });
});

describe('bounds and determinism', () => {
  const many = (): SpanRecord[] => {
    const spans: SpanRecord[] = [];
    for (let i = 0; i < 250; i++) {
      const attrs: SpanRecord['attributes'] = { 'openinference.span.kind': 'RETRIEVER' };
      for (let d = 0; d < 10; d++) attrs[`retrieval.documents.${d}.document.id`] = `doc-${i}-${d}`;
      spans.push(span(`h${String(i).padStart(15, '0')}`, '', 'retrieve', i, i + 1, attrs));
    }
    return spans;
  };

  it('keeps at most maxItemsPerTrace items, the earliest, and counts the rest', () => {
    const { items, cut } = buildEvidence(many(), []);
    expect(items).toHaveLength(2_000);
    expect(cut).toBe(500);
    expect(items.at(-1)!.itemId).toBe(`h${String(199).padStart(15, '0')}:9`);
    expect(buildEvidence(many(), [], { maxItemsPerTrace: 10 }).cut).toBe(2_490);
  });

  it('gives the same items whatever order the spans arrive in', () => {
    const a = buildEvidence(many(), []).items;
    const b = buildEvidence(many().reverse(), []).items;
    expect(b).toEqual(a);
  });

  it('skips the reranker input (it repeats the retrieval) but keeps its output', () => {
    const facts = [
      { list: 'reranker_input', rank: 0, id: 'x', version: '', score: null, scoreKind: '', source: '', collection: '', contentRef: '' },
      { list: 'reranker_output', rank: 0, id: 'y', version: '', score: 0.9, scoreKind: 'score', source: '', collection: '', contentRef: '' },
    ];
    const items = buildEvidence([span('i000000000000001', '', 'rerank', 0, 1, { 'tracehold.documents': JSON.stringify(facts) })], []).items;
    expect(items.map((i) => (i.detail as DocumentDetail).documentId)).toEqual(['y']);
    expect(items[0]!.itemId).toBe('i000000000000001:0');
  });
});

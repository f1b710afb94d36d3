import { describe, expect, it } from 'vitest';
import { renderTraceReport } from './render-trace-report.ts';

const emptyEvidence = { documents: [], dbStatements: [], toolCalls: [] };
const call = {
  spanId: 'b7ad6b7169203331',
  spanName: 'chat gpt-4o',
  serviceName: 'support-bot',
  operation: 'chat',
  provider: 'openai',
  requestModel: 'gpt-4o',
  responseModel: 'gpt-4o-2024-08-06',
  responseId: 'chatcmpl-A1b2C3d4E5',
  finishReasons: ['stop'],
  startTimeUnixNano: '1796139903120000000',
  startTimeIso: '2026-12-01T15:45:03.120Z',
  durationMs: 812.5,
  params: { temperature: 0.2, topP: 0.9, topK: null, maxTokens: 512, seed: 42, frequencyPenalty: null, presencePenalty: null, stopSequences: ['\n\nUser:'], asSent: { temperature: 0.2, 'reasoning_effort': 'low' } },
  usage: { inputTokens: 187, outputTokens: 23, cachedInputTokens: null, reasoningTokens: null },
  cost: { usd: null, display: '—', priceVersion: '', reportedUsd: null, reportedDisplay: '—' },
  stream: { streamed: true, incomplete: false, incompleteReason: '', timeToFirstTokenMs: 140 },
  status: { code: 1, errorType: '' },
  subjectRef: 'psn_0123',
  conversationId: 'conv-889',
  sessionId: '',
  attempt: { logicalCallId: 'b7ad6b7169203331', index: 0, kind: '', cancelled: false, cancelReason: '', queueWaitMs: null },
  content: {
    input: { ref: 'thref:v1:k:aa', state: 'stored', reason: '', words: 'stored', inline: { state: 'included', words: 'included (raw, audited)', document: { schema: 'tracehold.content.v1', data: [{ role: 'user', parts: [{ type: 'text', content: 'Where is my order?' }] }] } } },
    output: { ref: 'thref:v1:k:bb', state: 'stored', reason: '', words: 'stored' },
    system: { ref: '', state: 'purged', reason: 'retention:30d', words: 'purged by retention (policy: 30d)' },
    tools: { ref: '', state: 'not_captured', reason: 'not_sent_by_instrumentation', words: 'not captured by the instrumentation' },
  },
  evidence: {
    documents: [{ documentId: 'kb-delivery-12', version: 'v3', score: 0.91, source: 'kb://policies', collection: '', rank: 0, link: 'sibling', inline: { state: 'included', words: 'included (90 bytes, raw; this read is audited)', document: { schema: 'tracehold.content.v1', data: 'Orders ship within two days.' } } }],
    dbStatements: [{ system: 'postgresql', operation: 'SELECT', table: 'orders', statement: 'SELECT status FROM orders WHERE id = $1', durationMs: 3, rows: 1, status: 'ok', errorType: '' }],
    toolCalls: [],
  },
};
const body = {
  traceId: '4bf92f3577b34da6a3ce929d0e0e4736',
  tenant: 'default',
  summary: { pending: false, startTimeUnixNano: '1796139903000000000', startTimeIso: '2026-12-01T15:45:03.000Z', endTimeIso: '2026-12-01T15:45:04.000Z', durationMs: 1000, spanCount: 2, storedSpanCount: 2, services: ['support-bot'], sampling: { decision: 'kept', policy: 'error', note: '' } },
  root: { present: true, name: 'POST /chat', service: 'support-bot', route: '/chat', httpStatus: 502, error: true, durationMs: 1000 },
  spanTree: { state: 'kept', words: 'kept by sampling (policy: error)' },
  evidence: { state: 'recorded', words: '2 items recorded', unlinked: emptyEvidence },
  llmCalls: [call],
  logicalCalls: [{ logicalCallId: call.spanId, attemptSpanIds: [call.spanId], winnerSpanId: call.spanId, cancelledCount: 0, cost: { display: '—' } }],
  spans: [{ name: 'POST /chat', serviceName: 'support-bot', durationMs: 1000, status: { code: 2, message: 'upstream' }, orphan: false, children: [{ name: 'chat gpt-4o', serviceName: 'support-bot', durationMs: 812.5, status: { code: 1 }, orphan: false, children: [] }] }],
  logs: [{ timeIso: '2026-12-01T15:45:03.900Z', severityNumber: 17, severityText: 'ERROR', serviceName: 'support-bot', body: 'upstream failed' }],
  logsState: { state: 'kept', words: '1 log record' },
};

describe('renderTraceReport', () => {
  const text = renderTraceReport(body, { color: false, maxContentLineChars: 160 });

  it('prints the header: trace, ISO times, root request, sampling', () => {
    expect(text).toContain('Trace 4bf92f3577b34da6a3ce929d0e0e4736');
    expect(text).toContain('2026-12-01T15:45:03.000Z → 2026-12-01T15:45:04.000Z  (1.00 s)');
    expect(text).toMatch(/root +POST \/chat {2}service support-bot {2}route \/chat {2}HTTP 502 {2}error/);
    expect(text).toMatch(/sampling +kept \(policy: error\)/);
  });

  it('prints each call: model snapshot, response id, params, tokens, cost, stream, content states, evidence', () => {
    expect(text).toContain('gpt-4o → gpt-4o-2024-08-06 (snapshot that answered); openai, chat');
    expect(text).toMatch(/response +chatcmpl-A1b2C3d4E5 {3}finish: stop {3}status: ok/);
    expect(text).toContain('temperature=0.2 top_p=0.9 max_tokens=512 seed=42 stop=["\\n\\nUser:"] reasoning_effort="low"');
    expect(text).toMatch(/tokens +input 187 {2}output 23 {2}cached — {2}reasoning —/);
    expect(text).toMatch(/cost +—/);
    expect(text).toContain('streamed; first token after 140.0 ms');
    expect(text).toMatch(/system +purged by retention \(policy: 30d\)/);
    expect(text).toMatch(/tools +not captured by the instrumentation/);
    expect(text).toContain('│ user: Where is my order?');
    expect(text).toContain('kb-delivery-12 version v3 score 0.91 from kb://policies (rank 0, linked by sibling)');
    expect(text).toContain('│ Orders ship within two days.');
    expect(text).toContain('postgresql SELECT orders: SELECT status FROM orders WHERE id = $1  (3.0 ms, 1 rows)');
  });

  it('prints the span tree indented with durations, and a logs summary', () => {
    expect(text).toMatch(/\n {2}POST \/chat {2}support-bot {2}1\.00 s {2}error: upstream\n {4}chat gpt-4o {2}support-bot {2}812\.5 ms\n/);
    expect(text).toContain('Logs  1 log record (1 ERROR)');
  });

  it('writes no colour codes unless asked (not a terminal), and does when asked', () => {
    expect(text).not.toContain('\x1b[');
    expect(renderTraceReport(body, { color: true, maxContentLineChars: 160 })).toContain('\x1b[1m');
  });

  it('lists logical calls of several attempts, with each kind and outcome and the cost with +?', () => {
    const hedged = renderTraceReport(
      { ...body, logicalCalls: [{ logicalCallId: 'req-1', attemptSpanIds: ['a1', 'a2'], attempts: [{ spanId: 'a1', kind: '', outcome: 'cancelled' }, { spanId: 'a2', kind: 'hedge', outcome: 'ok' }], winnerSpanId: 'a2', cost: { display: '$0.002000 +? (1 call with unknown price)' } }] },
      { color: false, maxContentLineChars: 160 },
    );
    expect(hedged).toContain('Logical calls with several attempts (1)\n  req-1: 2 attempts (a1 cancelled, a2 hedge ok); winner a2; cost $0.002000 +? (1 call with unknown price)');
    // Negative control: single-attempt calls are not listed.
    expect(text).not.toContain('Logical calls with several attempts');
  });

  it('says why the span tree is absent for a dropped trace', () => {
    const dropped = renderTraceReport({ ...body, spans: [], spanTree: { state: 'dropped', words: 'dropped by sampling (policy: no_policy_matched)' } }, { color: false, maxContentLineChars: 160 });
    expect(dropped).toMatch(/Span tree {2}dropped by sampling \(policy: no_policy_matched\)\n {2}dropped by sampling/);
  });
});

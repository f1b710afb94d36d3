/**
 * The request balance's two ends (bin/export-dispatch.ts) joined by an in-memory channel in place of the cluster's
 * IPC pipe (which test/e2e/collector-processes.test.ts runs for real): which process gets an export, the answers
 * for a process that dies or does not answer, and the process's side decoding and answering like a receiver.
 */
import { EventEmitter } from 'node:events';
import type { Worker } from 'node:cluster';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { createExportDispatcher, serveExportsFromPrimary } from './export-dispatch.ts';
import type { ExportContext, ExportHandlers } from '../collector/receivers/export-handler.ts';
import { encodeProtobufTraces } from '../test/support/otlp/encode-traces.ts';
import { generateTrace } from '../test/support/generate-traces.ts';

const logger = pino({ level: 'silent' });

/** A process as the dispatcher sees it: an id and a send that records the message. */
function fakeWorker(id: number) {
  const sent: Array<{ kind: string; id: number; tenant: string; body: Uint8Array }> = [];
  const worker = { id, send: (m: (typeof sent)[number], cb?: (e: Error | null) => void) => (sent.push(m), cb?.(null), true) } as unknown as Worker;
  return { worker, sent };
}

const ctx: ExportContext = { tenant: 'acme', transport: 'grpc', signal: 'traces' };
const body = Buffer.from('x');

describe('createExportDispatcher', () => {
  it('hands each export to the process with the fewest in flight, equals in turn, and resolves with its answer', async () => {
    const a = fakeWorker(1);
    const b = fakeWorker(2);
    const d = createExportDispatcher(() => [a.worker, b.worker]);
    const p1 = d.dispatch('traces', ctx, body, 'protobuf');
    const p2 = d.dispatch('traces', ctx, body, 'protobuf');
    expect([a.sent.length, b.sent.length]).toEqual([1, 1]);
    // b answers; a still has one in flight, so the next goes to b.
    expect(d.onMessage(b.worker, { kind: 'tracehold-export-answer', id: b.sent[0]!.id, answer: { kind: 'ok', message: '', body: Buffer.from('r') } })).toBe(true);
    expect(await p2).toEqual({ kind: 'ok', message: '', body: Buffer.from('r') });
    const p3 = d.dispatch('traces', ctx, body, 'protobuf');
    expect([a.sent.length, b.sent.length]).toEqual([1, 2]);
    expect(b.sent[1]).toMatchObject({ kind: 'tracehold-export', tenant: 'acme', transport: 'grpc', format: 'protobuf', signal: 'traces' });
    expect(d.inflight()).toEqual(new Map([[1, 1], [2, 1]]));
    // Someone else's message is not an answer.
    expect(d.onMessage(a.worker, { kind: 'tracehold-metrics', id: a.sent[0]!.id })).toBe(false);
    d.onMessage(a.worker, { kind: 'tracehold-export-answer', id: a.sent[0]!.id, answer: { kind: 'invalid', message: 'bad' } });
    d.onMessage(b.worker, { kind: 'tracehold-export-answer', id: b.sent[1]!.id, answer: { kind: 'ok', message: '' } });
    expect((await p1).kind).toBe('invalid');
    expect((await p3).kind).toBe('ok');
    expect(d.inflight().size).toBe(0);
  });

  it("with ties to the first (a thread's own pipeline first): an idle first takes every export, the next takes what overlaps", async () => {
    const own = fakeWorker(0);
    const other = fakeWorker(1);
    const d = createExportDispatcher(() => [own.worker, other.worker], undefined, 'first');
    const answer = (w: ReturnType<typeof fakeWorker>, i: number) =>
      d.onMessage(w.worker, { kind: 'tracehold-export-answer', id: w.sent[i]!.id, answer: { kind: 'ok', message: '' } });
    // One at a time (a low rate): always the first.
    for (let i = 0; i < 3; i++) {
      const p = d.dispatch('traces', ctx, body, 'protobuf');
      answer(own, i);
      await p;
    }
    expect([own.sent.length, other.sent.length]).toEqual([3, 0]);
    // Overlapping: the first is busy, so the next one; then both busy equally, the first again.
    const p1 = d.dispatch('traces', ctx, body, 'protobuf');
    const p2 = d.dispatch('traces', ctx, body, 'protobuf');
    const p3 = d.dispatch('traces', ctx, body, 'protobuf');
    expect([own.sent.length, other.sent.length]).toEqual([5, 1]);
    answer(own, 3);
    answer(other, 0);
    answer(own, 4);
    await Promise.all([p1, p2, p3]);
    // Negative control: rotating ties spread the same one-at-a-time exports over both.
    const a = fakeWorker(0);
    const b = fakeWorker(1);
    const r = createExportDispatcher(() => [a.worker, b.worker]);
    for (let i = 0; i < 4; i++) {
      const p = r.dispatch('traces', ctx, body, 'protobuf');
      const w = a.sent.length + b.sent.length === 0 ? a : (a.sent.length > b.sent.length ? a : b);
      r.onMessage(w.worker, { kind: 'tracehold-export-answer', id: w.sent[w.sent.length - 1]!.id, answer: { kind: 'ok', message: '' } });
      await p;
    }
    expect([a.sent.length, b.sent.length]).toEqual([2, 2]);
  });

  it('answers unavailable (retryable) with no process, for the exports of a process that exits, and after the timeout', async () => {
    expect(await createExportDispatcher(() => []).dispatch('logs', ctx, body, 'json')).toMatchObject({ kind: 'unavailable', retryDelayMs: 1000 });

    const a = fakeWorker(7);
    const d = createExportDispatcher(() => [a.worker], 50);
    const lost = d.dispatch('traces', ctx, body, 'protobuf');
    d.onExit(a.worker);
    expect(await lost).toMatchObject({ kind: 'unavailable', message: expect.stringContaining('exited') });

    const silent = d.dispatch('traces', ctx, body, 'protobuf');
    expect(await silent).toMatchObject({ kind: 'unavailable', message: expect.stringContaining('did not answer in time') });
    // A late answer changes nothing.
    expect(d.onMessage(a.worker, { kind: 'tracehold-export-answer', id: a.sent[1]!.id, answer: { kind: 'ok', message: '' } })).toBe(true);
    expect(d.inflight().size).toBe(0);
  });
});

describe('serveExportsFromPrimary', () => {
  /** The process's end of the channel: messages in through `emit`, answers recorded. */
  function channel() {
    const answers: Array<{ kind: string; id: number; answer: { kind: string; message: string; body?: Uint8Array } }> = [];
    const ch = Object.assign(new EventEmitter(), { connected: true, send: (m: (typeof answers)[number]) => (answers.push(m), true) });
    const answered = async (n: number) => {
      while (answers.length < n) await new Promise((r) => setTimeout(r, 5));
      return answers;
    };
    return { ch, answered };
  }

  const recording = () => {
    const calls: Array<{ ctx: ExportContext; spans: number }> = [];
    const handlers: ExportHandlers = {
      handleExport: async (c, decoded) => (calls.push({ ctx: c, spans: decoded.spans.length }), { status: 'ok' }),
      handleLogs: async () => ({ status: 'ok' }),
      handleMetrics: async () => ({ status: 'ok' }),
    };
    return { calls, handlers };
  };

  it('decodes and hands the export to the pipeline with the primary’s tenant and transport, and answers like a receiver', async () => {
    const { ch, answered } = channel();
    const { calls, handlers } = recording();
    serveExportsFromPrimary(ch, handlers, logger, { maxAnyValueDepth: 32 });
    const spans = generateTrace({ spans: 3, contentBytes: 256 }).spans;
    const otlp = encodeProtobufTraces(spans);
    ch.emit('message', { kind: 'tracehold-export', id: 41, signal: 'traces', tenant: 'acme', transport: 'http', format: 'protobuf', body: otlp });
    ch.emit('message', { kind: 'tracehold-export', id: 42, signal: 'traces', tenant: 'acme', transport: 'http', format: 'protobuf', body: Buffer.from([0xff, 0xff]) });
    ch.emit('message', { kind: 'tracehold-export', id: 43, signal: 'nope', tenant: 'acme', transport: 'http', format: 'protobuf', body: otlp });
    ch.emit('message', { kind: 'tracehold-metrics-request', id: 44 });
    const answers = await answered(3);
    await new Promise((r) => setTimeout(r, 20));
    expect(answers.map((a) => [a.id, a.answer.kind])).toEqual(
      expect.arrayContaining([
        [41, 'ok'],
        [42, 'invalid'],
        [43, 'failed'],
      ]),
    );
    expect(answers).toHaveLength(3);
    expect(calls).toEqual([{ ctx: { tenant: 'acme', transport: 'http', signal: 'traces' }, spans: spans.length }]);
    expect(answers.find((a) => a.id === 41)!.answer.body).toBeInstanceOf(Uint8Array);
  });

  it('once stopping, waits for the exports in flight and answers new ones unavailable at once', async () => {
    const { ch, answered } = channel();
    let release: () => void = () => undefined;
    const handlers: ExportHandlers = {
      ...recording().handlers,
      handleExport: () => new Promise((resolve) => (release = () => resolve({ status: 'ok' }))),
    };
    const server = serveExportsFromPrimary(ch, handlers, logger, { maxAnyValueDepth: 32 });
    const otlp = encodeProtobufTraces(generateTrace({ spans: 2, contentBytes: 256 }).spans);
    ch.emit('message', { kind: 'tracehold-export', id: 1, signal: 'traces', tenant: 't', transport: 'grpc', format: 'protobuf', body: otlp });
    await new Promise((r) => setTimeout(r, 10));
    expect(server.inflight()).toBe(1);
    const stopped = server.stop(5000);
    ch.emit('message', { kind: 'tracehold-export', id: 2, signal: 'traces', tenant: 't', transport: 'grpc', format: 'protobuf', body: otlp });
    expect((await answered(1))[0]).toMatchObject({ id: 2, answer: { kind: 'unavailable' } });
    release();
    expect(await stopped).toBe(true);
    expect((await answered(2))[1]).toMatchObject({ id: 1, answer: { kind: 'ok' } });
  });
});

/**
 * OTLP/JSON and OTLP/protobuf encodings of the same data give the same stored result.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { encodeJsonTraces, encodeProtobufTraces } from '../support/otlp/encode-traces.ts';
import { generateTrace } from '../support/generate-traces.ts';
import { startAllInOne, waitForTrace, flattenSpans, type AllInOneProcess } from '../support/all-in-one-process.ts';

describe('OTLP JSON and protobuf', () => {
  let server: AllInOneProcess;
  beforeAll(async () => {
    server = await startAllInOne();
  }, 120_000);
  afterAll(async () => {
    await server?.stop();
  });

  it('store the same trace identically', async () => {
    const original = generateTrace({ spans: 8, contentBytes: 1024 });
    const otherTraceId = 'f'.repeat(31) + '1';
    const copy = original.spans.map((s) => ({ ...structuredClone(s), traceId: otherTraceId }));
    // Values that stress the encodings: numeric strings, negative ints, doubles, nested values, events, links, error status.
    for (const spans of [original.spans, copy]) {
      const s = spans[1]!;
      s.attributes['test.big_int'] = '9007199254740993';
      s.attributes['test.neg'] = -42;
      s.attributes['test.double'] = 0.125;
      s.attributes['test.list'] = ['a', 1, true, { nested: ['x', 2.5] }];
      s.events.push({ timeUnixNano: s.startTimeUnixNano, name: 'cache.miss', attributes: { 'cache.key_count': 3 }, droppedAttributesCount: 0 });
      s.links.push({ traceId: 'a'.repeat(32), spanId: 'b'.repeat(16), traceState: 'vendor=x', attributes: { 'link.kind': 'follows' }, droppedAttributesCount: 0, flags: 0 });
      s.status = { code: 2, message: 'upstream timeout' };
    }
    const send = async (body: Uint8Array | string, type: string) => {
      const res = await fetch(`${server.otlpHttp}/v1/traces`, { method: 'POST', headers: { 'content-type': type }, body });
      expect(res.status).toBe(200);
    };
    await send(encodeProtobufTraces(original.spans), 'application/x-protobuf');
    await send(encodeJsonTraces(copy), 'application/json');
    // Evidence rows are flushed on their own schedule: wait for them too, or one copy is read half-written.
    const done = (b: any) =>
      b && flattenSpans(b.spans).length === 8 && b.llmCalls.length === 1 && b.evidence?.state === 'recorded' &&
      b.llmCalls[0].evidence.documents.length === 1 && b.llmCalls[0].evidence.dbStatements.length === 1;
    const a = await waitForTrace(server.api, original.traceId, done);
    const b = await waitForTrace(server.api, otherTraceId, done);
    expect(a).not.toBeNull();
    expect(b).not.toBeNull();
    const normalize = (body: any) => JSON.parse(JSON.stringify(body).replaceAll(otherTraceId, original.traceId));
    expect(normalize(b)).toEqual(normalize(a));
    const stressed = flattenSpans(a.spans).find((s: any) => s.spanId === original.spans[1]!.spanId);
    expect(stressed.attributes['test.big_int']).toBe('9007199254740993');
    expect(stressed.attributes['test.list']).toEqual(['a', 1, true, { nested: ['x', 2.5] }]);
    expect(stressed.status).toEqual({ code: 2, message: 'upstream timeout' });
    expect(stressed.links[0].traceState).toBe('vendor=x');
    expect(stressed.startTimeUnixNano).toBe(original.spans[1]!.startTimeUnixNano);
  }, 120_000);
});

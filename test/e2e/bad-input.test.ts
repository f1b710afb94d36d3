/**
 * Bad input against the real all-in-one: every kind gets the right status, and the process stays up and
 * keeps serving (a good export afterwards is accepted and queryable).
 */
import { gzipSync } from 'node:zlib';
import * as grpc from '@grpc/grpc-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { encodeProtobufTraces } from '../support/otlp/encode-traces.ts';
import { generateTrace } from '../support/generate-traces.ts';
import { startAllInOne, waitForTrace, type AllInOneProcess } from '../support/all-in-one-process.ts';

function deepAnyValueJson(depth: number): string {
  let v = '{"stringValue":"leaf"}';
  for (let i = 0; i < depth; i++) v = `{"arrayValue":{"values":[${v}]}}`;
  const span = `{"traceId":"${'1'.repeat(32)}","spanId":"${'2'.repeat(16)}","name":"deep","kind":1,"startTimeUnixNano":"1","endTimeUnixNano":"2","attributes":[{"key":"deep","value":${v}}]}`;
  return `{"resourceSpans":[{"resource":{"attributes":[]},"scopeSpans":[{"scope":{"name":"t"},"spans":[${span}]}]}]}`;
}

/** Protobuf AnyValue nested `depth` times via array_value, built at the wire level. */
function deepAnyValueProto(depth: number): Buffer {
  // AnyValue{string_value="x"} = 0a 01 78
  let inner = Buffer.from([0x0a, 0x01, 0x78]);
  const lenPrefix = (tag: number, body: Buffer) => {
    const len: number[] = [];
    let n = body.length;
    while (n > 127) {
      len.push((n & 0x7f) | 0x80);
      n >>>= 7;
    }
    len.push(n);
    return Buffer.concat([Buffer.from([tag, ...len]), body]);
  };
  for (let i = 0; i < depth; i++) {
    const arrayValue = lenPrefix(0x0a, inner); // ArrayValue.values = 1
    inner = lenPrefix(0x2a, arrayValue); // AnyValue.array_value = 5
  }
  const kv = Buffer.concat([lenPrefix(0x0a, Buffer.from('deep')), lenPrefix(0x12, inner)]);
  const span = Buffer.concat([
    lenPrefix(0x0a, Buffer.alloc(16, 1)),
    lenPrefix(0x12, Buffer.alloc(8, 2)),
    lenPrefix(0x2a, Buffer.from('deep')),
    lenPrefix(0x4a, kv),
  ]);
  const scopeSpans = lenPrefix(0x12, span);
  const resourceSpans = lenPrefix(0x12, scopeSpans);
  return lenPrefix(0x0a, resourceSpans);
}

describe('bad input', () => {
  let server: AllInOneProcess;
  beforeAll(async () => {
    // Every export counts as slow here, so that the slow-export log line is seen end to end (last test).
    server = await startAllInOne({ env: { TRACEHOLD_COLLECTOR_SLOW_EXPORT_MS: '1' } });
  }, 120_000);
  afterAll(async () => {
    await server?.stop();
  });

  const post = (body: Buffer | Uint8Array | string, headers: Record<string, string>) =>
    fetch(`${server.otlpHttp}/v1/traces`, { method: 'POST', headers, body });

  it('answers each bad HTTP body with the right status and a clear message', async () => {
    const good = Buffer.from(encodeProtobufTraces(generateTrace({ spans: 4, contentBytes: 256 }).spans));
    const cases: Array<{ name: string; body: Buffer | string; headers: Record<string, string>; status: number }> = [
      { name: 'garbage protobuf', body: Buffer.from('\xff\xff\xff\xff garbage that is not protobuf', 'latin1'), headers: { 'content-type': 'application/x-protobuf' }, status: 400 },
      { name: 'truncated protobuf', body: good.subarray(0, Math.floor(good.length / 2)), headers: { 'content-type': 'application/x-protobuf' }, status: 400 },
      { name: 'garbage JSON', body: '{"resourceSpans": [', headers: { 'content-type': 'application/json' }, status: 400 },
      { name: 'wrong content type', body: good, headers: { 'content-type': 'text/plain' }, status: 415 },
      { name: 'unknown content encoding', body: good, headers: { 'content-type': 'application/x-protobuf', 'content-encoding': 'br' }, status: 415 },
      { name: 'oversize body', body: Buffer.alloc(21 * 1024 * 1024, 0x41), headers: { 'content-type': 'application/x-protobuf' }, status: 413 },
      { name: 'gzip bomb', body: gzipSync(Buffer.alloc(512 * 1024 * 1024)), headers: { 'content-type': 'application/x-protobuf', 'content-encoding': 'gzip' }, status: 413 },
      { name: 'corrupt gzip', body: Buffer.from('1f8b0800000000000003ffffffff', 'hex'), headers: { 'content-type': 'application/x-protobuf', 'content-encoding': 'gzip' }, status: 400 },
      { name: 'deep AnyValue nesting (JSON)', body: deepAnyValueJson(5000), headers: { 'content-type': 'application/json' }, status: 400 },
      { name: 'deep AnyValue nesting (protobuf)', body: deepAnyValueProto(5000), headers: { 'content-type': 'application/x-protobuf' }, status: 400 },
    ];
    for (const c of cases) {
      const res = await post(c.body, c.headers).catch((e: Error) => ({ status: -1, text: async () => e.message }) as unknown as Response);
      expect(res.status, c.name).toBe(c.status);
      await res.text();
    }
    const wrongPath = await fetch(`${server.otlpHttp}/v1/metricsx`, { method: 'POST', headers: { 'content-type': 'application/x-protobuf' }, body: good });
    expect(wrongPath.status).toBe(404);
  }, 120_000);

  it('answers bad gRPC messages with INVALID_ARGUMENT and stays up', async () => {
    const client = new grpc.Client(server.otlpGrpc, grpc.credentials.createInsecure());
    const call = (payload: Buffer) =>
      new Promise<grpc.ServiceError | null>((resolve) => {
        client.makeUnaryRequest(
          '/opentelemetry.proto.collector.trace.v1.TraceService/Export',
          (b: Buffer) => b,
          (b: Buffer) => b,
          payload,
          (err) => resolve(err),
        );
      });
    const garbage = await call(Buffer.from('ffffffffff00', 'hex'));
    expect(garbage?.code).toBe(grpc.status.INVALID_ARGUMENT);
    const deep = await call(deepAnyValueProto(5000));
    expect(deep?.code).toBe(grpc.status.INVALID_ARGUMENT);
    client.close();
  });

  it('keeps serving: a good export afterwards is accepted and queryable', async () => {
    const t = generateTrace({ spans: 5, contentBytes: 256 });
    const res = await post(Buffer.from(encodeProtobufTraces(t.spans)), { 'content-type': 'application/x-protobuf' });
    expect(res.status).toBe(200);
    const body = await waitForTrace(server.api, t.traceId, (b) => b?.summary.spanCount === 5);
    expect(body?.summary.spanCount).toBe(5);
    expect(server.child.exitCode).toBeNull();
    // The slow-export line (threshold 1 ms): the good export's steps and timings, none of its data.
    const slow = server
      .output()
      .split('\n')
      .filter((l) => l.includes('slow export: where its time went'))
      .map((l) => JSON.parse(l) as { steps: Record<string, number>; totalMs: number; signal: string });
    expect(slow.length).toBeGreaterThanOrEqual(1);
    expect(slow.some((l) => l.signal === 'traces' && 'extract_content' in l.steps && 'redact' in l.steps && l.totalMs >= 1)).toBe(true);
    for (const l of slow) expect(JSON.stringify(l)).not.toContain(t.traceId);
  });
});

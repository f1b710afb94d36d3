/**
 * Admission at the receivers: with every slot busy, a request waits at most maxWaitMs and is then answered
 * 429 / RESOURCE_EXHAUSTED with Retry-After, before its body is read or decoded (the pipeline never sees it);
 * both receivers share the slots. Negative control: without admission the same request reaches the pipeline.
 * With a byte budget, a body that does not fit beside the bodies held by other admitted exports is refused as it is
 * read (identity, gzip streamed, snappy decoded whole; gRPC's message); negative control with a larger budget.
 */
import * as grpc from '@grpc/grpc-js';
import { request as httpRequest } from 'node:http';
import pino from 'pino';
import { afterEach, describe, expect, it } from 'vitest';
import { encodeProtobufTraces } from '../../test/support/otlp/encode-traces.ts';
import { google } from '../otlp/generated/otlp.js';
import { spanWithEveryField } from '../../test/factories/span.ts';
import { gzipSync } from 'node:zlib';
import SnappyJS from 'snappyjs';
import { createAdmission } from './admission.ts';
import type { ExportHandlers, ReceiverCommonDeps } from './export-handler.ts';
import { createOtlpGrpcReceiver } from './otlp-grpc.ts';
import { createOtlpHttpReceiver } from './otlp-http.ts';
import { OTLP_SIGNAL_ROUTES } from './otlp-signal-routes.ts';
import { createRecordingDeps, GOOD_TOKEN } from '../../test/support/receivers/receiver-harness.ts';

const stops: Array<() => Promise<void>> = [];
afterEach(async () => {
  await Promise.all(stops.splice(0).map((s) => s()));
});

const body = encodeProtobufTraces([spanWithEveryField(), spanWithEveryField({ spanId: '00000000000000aa' })]);

function post(port: number, payload: Uint8Array = body, headers: Record<string, string> = {}): Promise<{ status: number; retryAfter: string | undefined; body: Buffer }> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      { host: '127.0.0.1', port, method: 'POST', path: '/v1/traces', headers: { authorization: `Bearer ${GOOD_TOKEN}`, 'content-type': 'application/x-protobuf', ...headers }, agent: false },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => resolve({ status: res.statusCode!, retryAfter: res.headers['retry-after'], body: Buffer.concat(chunks) }));
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}

/** Receivers whose pipeline holds every export until `release()`; `admission` shared by both, or none. */
async function start(withAdmission: boolean, maxWaitMs = 100, budget: { slots: number; maxBytes?: number } = { slots: 1 }) {
  const { deps, calls } = createRecordingDeps();
  let releaseAll: () => void = () => undefined;
  let gate = new Promise<void>((resolve) => (releaseAll = resolve));
  const held: ReceiverCommonDeps & ExportHandlers = {
    ...deps,
    handleExport: async (ctx, decoded) => {
      const outcome = await deps.handleExport(ctx, decoded);
      await gate;
      return outcome;
    },
    ...(withAdmission ? { admission: createAdmission({ logger: pino({ level: 'silent' }) }, { ...budget, maxWaitMs, maxWaiting: 8, retryAfterMs: 1000 }) } : {}),
  };
  const http = createOtlpHttpReceiver(held, { host: '127.0.0.1', port: 0, maxBodyBytes: 1 << 20, maxAnyValueDepth: 32 });
  const grpcReceiver = createOtlpGrpcReceiver(held, { host: '127.0.0.1', port: 0, maxBodyBytes: 1 << 20, maxAnyValueDepth: 32 });
  const httpPort = (await http.start()).port;
  const grpcPort = (await grpcReceiver.start()).port;
  const client = new grpc.Client(`127.0.0.1:${grpcPort}`, grpc.credentials.createInsecure());
  stops.push(async () => {
    releaseAll();
    client.close();
    await Promise.all([http.shutdown(), grpcReceiver.shutdown()]);
  });
  const grpcExport = (payload: Uint8Array = body): Promise<grpc.ServiceError | null> =>
    new Promise((resolve) => {
      const metadata = new grpc.Metadata();
      metadata.set('authorization', `Bearer ${GOOD_TOKEN}`);
      client.makeUnaryRequest(
        OTLP_SIGNAL_ROUTES.find((r) => r.signal === 'traces')!.grpcPath,
        (b: Uint8Array) => Buffer.from(b),
        (b: Buffer) => b,
        payload,
        metadata,
        {},
        (error) => resolve(error),
      );
    });
  return {
    httpPort,
    calls,
    grpcExport,
    release: () => {
      releaseAll();
      gate = Promise.resolve();
    },
  };
}

async function until(check: () => boolean): Promise<void> {
  const deadline = Date.now() + 5000;
  while (!check()) {
    if (Date.now() > deadline) throw new Error('condition not met in 5 s');
    await new Promise((r) => setTimeout(r, 5));
  }
}

describe('admission at the OTLP receivers', () => {
  it('with its slot busy, refuses HTTP and gRPC exports after the wait bound, before decoding them; admits again once free', async () => {
    const r = await start(true);
    const first = post(r.httpPort);
    await until(() => r.calls.length === 1);

    const t0 = Date.now();
    const refused = await post(r.httpPort);
    const waited = Date.now() - t0;
    expect(refused.status).toBe(429);
    expect(refused.retryAfter).toBe('1');
    expect(google.rpc.Status.decode(refused.body)).toMatchObject({ code: 8, message: 'collector is overloaded; retry after 1 s' });
    expect(waited).toBeGreaterThanOrEqual(80);
    expect(waited).toBeLessThan(2000);

    const grpcRefused = await r.grpcExport();
    expect(grpcRefused?.code).toBe(grpc.status.RESOURCE_EXHAUSTED);
    // The refused exports never reached the pipeline.
    expect(r.calls).toHaveLength(1);

    r.release();
    expect((await first).status).toBe(200);
    expect((await post(r.httpPort)).status).toBe(200);
    expect(await r.grpcExport()).toBeNull();
    expect(r.calls).toHaveLength(3);
  });

  it('a request that waited for its slot is read whole once admitted (its body, sent while it waited, is not lost)', async () => {
    const r = await start(true, 5000);
    const first = post(r.httpPort);
    await until(() => r.calls.length === 1);
    const second = post(r.httpPort);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(r.calls).toHaveLength(1);
    r.release();
    expect([(await first).status, (await second).status]).toEqual([200, 200]);
    expect(r.calls).toHaveLength(2);
    expect(r.calls[1]!.decoded.spans.map((s) => s.spanId)).toEqual(r.calls[0]!.decoded.spans.map((s) => s.spanId));
    expect(r.calls[1]!.decoded.spans).toHaveLength(2);
  });

  // A body of ~300 KB (one attribute of 'x's: it compresses to a few KB) against a byte budget of 512 KiB: one fits, two do not.
  const bigBody = encodeProtobufTraces([spanWithEveryField({ attributes: { 'app.blob': 'x'.repeat(300_000) } })]);

  it('with a byte budget, a body that does not fit beside the held ones is refused 429 / RESOURCE_EXHAUSTED as it is read, whatever its coding', async () => {
    const r = await start(true, 100, { slots: 8, maxBytes: 512 * 1024 });
    const first = post(r.httpPort, bigBody);
    await until(() => r.calls.length === 1);
    for (const [payload, headers] of [
      [bigBody, {}],
      [gzipSync(bigBody), { 'content-encoding': 'gzip' }],
      [Buffer.from(SnappyJS.compress(bigBody)), { 'content-encoding': 'snappy' }],
    ] as const) {
      expect(payload.length < 20_000).toBe(headers['content-encoding' as keyof typeof headers] !== undefined);
      const refused = await post(r.httpPort, payload, headers);
      expect(refused.status).toBe(429);
      expect(refused.retryAfter).toBe('1');
      expect(google.rpc.Status.decode(refused.body)).toMatchObject({ code: 8, message: 'collector is overloaded; retry after 1 s' });
    }
    expect((await r.grpcExport(bigBody))?.code).toBe(grpc.status.RESOURCE_EXHAUSTED);
    expect(r.calls).toHaveLength(1);
    // A small export still fits beside the held one (and is held too).
    const small = post(r.httpPort);
    await until(() => r.calls.length === 2);
    r.release();
    expect([(await first).status, (await small).status]).toEqual([200, 200]);
    // Answered, the bytes are free again: the same big body, compressed or not, is accepted.
    expect((await post(r.httpPort, bigBody)).status).toBe(200);
    expect((await post(r.httpPort, gzipSync(bigBody), { 'content-encoding': 'gzip' })).status).toBe(200);
    expect(await r.grpcExport(bigBody)).toBeNull();
    expect(r.calls).toHaveLength(5);
    expect(r.calls[4]!.decoded.spans[0]!.attributes['app.blob']).toHaveLength(300_000);
  });

  it('negative control: with a budget that holds both, the second big body is read and reaches the pipeline', async () => {
    const r = await start(true, 100, { slots: 8, maxBytes: 1024 * 1024 });
    const first = post(r.httpPort, bigBody);
    await until(() => r.calls.length === 1);
    const second = post(r.httpPort, gzipSync(bigBody), { 'content-encoding': 'gzip' });
    await until(() => r.calls.length === 2);
    r.release();
    expect([(await first).status, (await second).status]).toEqual([200, 200]);
  });

  it('negative control: without admission, the same second export reaches the pipeline while the first is held', async () => {
    const r = await start(false);
    const first = post(r.httpPort);
    await until(() => r.calls.length === 1);
    const second = post(r.httpPort);
    await until(() => r.calls.length === 2);
    r.release();
    expect([(await first).status, (await second).status]).toEqual([200, 200]);
  });
});

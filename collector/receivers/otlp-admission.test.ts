/**
 * Admission at the receivers: with every slot busy, a request waits at most maxWaitMs and is then answered
 * 429 / RESOURCE_EXHAUSTED with Retry-After, before its body is read or decoded (the pipeline never sees it);
 * both receivers share the slots. Negative control: without admission the same request reaches the pipeline.
 */
import * as grpc from '@grpc/grpc-js';
import { request as httpRequest } from 'node:http';
import pino from 'pino';
import { afterEach, describe, expect, it } from 'vitest';
import { encodeProtobufTraces } from '../../test/support/otlp/encode-traces.ts';
import { google } from '../otlp/generated/otlp.js';
import { spanWithEveryField } from '../../test/factories/span.ts';
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

function post(port: number): Promise<{ status: number; retryAfter: string | undefined; body: Buffer }> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      { host: '127.0.0.1', port, method: 'POST', path: '/v1/traces', headers: { authorization: `Bearer ${GOOD_TOKEN}`, 'content-type': 'application/x-protobuf' }, agent: false },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => resolve({ status: res.statusCode!, retryAfter: res.headers['retry-after'], body: Buffer.concat(chunks) }));
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

/** Receivers whose pipeline holds every export until `release()`; `admission` shared by both, or none. */
async function start(withAdmission: boolean, maxWaitMs = 100) {
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
    ...(withAdmission ? { admission: createAdmission({ logger: pino({ level: 'silent' }) }, { slots: 1, maxWaitMs, maxWaiting: 8, retryAfterMs: 1000 }) } : {}),
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
  const grpcExport = (): Promise<grpc.ServiceError | null> =>
    new Promise((resolve) => {
      const metadata = new grpc.Metadata();
      metadata.set('authorization', `Bearer ${GOOD_TOKEN}`);
      client.makeUnaryRequest(
        OTLP_SIGNAL_ROUTES.find((r) => r.signal === 'traces')!.grpcPath,
        (b: Uint8Array) => Buffer.from(b),
        (b: Buffer) => b,
        body,
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

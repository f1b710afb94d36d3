/**
 * Admission at the receivers: with every slot busy, a request waits at most maxWaitMs and is then answered
 * 429 / RESOURCE_EXHAUSTED with Retry-After, before its body is read or decoded (the pipeline never sees it);
 * both receivers share the slots. Negative control: without admission the same request reaches the pipeline.
 * With a byte budget, a body that does not fit beside the bodies held by other admitted exports is refused as it is
 * read (identity, gzip streamed, snappy decoded whole; gRPC's message); negative control with a larger budget.
 * gRPC calls are admitted at their metadata: a waiting call's message is not read (40 waiting 1 MiB calls from another
 * process grow this one by a few MiB, not 40; the receiver that admitted in the handler failed that at 66 MiB).
 */
import * as grpc from '@grpc/grpc-js';
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { connect as http2Connect } from 'node:http2';
import { tmpdir } from 'node:os';
import path from 'node:path';
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
import { REPO_ROOT } from '../../platform/repo-root.ts';

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
async function start(withAdmission: boolean, maxWaitMs = 100, budget: { slots: number; maxBytes?: number; maxWaiting?: number; bodyTimeoutMs?: number } = { slots: 1 }) {
  const { deps, calls } = createRecordingDeps();
  const admission = withAdmission ? createAdmission({ logger: pino({ level: 'silent' }) }, { maxWaiting: 8, ...budget, maxWaitMs, retryAfterMs: 1000 }) : null;
  let releaseAll: () => void = () => undefined;
  let gate = new Promise<void>((resolve) => (releaseAll = resolve));
  const held: ReceiverCommonDeps & ExportHandlers = {
    ...deps,
    handleExport: async (ctx, decoded) => {
      const outcome = await deps.handleExport(ctx, decoded);
      await gate;
      return outcome;
    },
    ...(admission ? { admission } : {}),
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
    grpcPort,
    admission,
    calls,
    grpcExport,
    release: () => {
      releaseAll();
      gate = Promise.resolve();
    },
  };
}

/** A gRPC client (another process): CALLS concurrent Export calls of the body in BODY on one channel; prints their status codes. */
const WAITING_CLIENT = `
import { createRequire } from 'node:module';
import { readFileSync } from 'node:fs';
const grpc = createRequire(process.cwd() + '/')('@grpc/grpc-js');
const body = readFileSync(process.env.BODY);
const client = new grpc.Client('127.0.0.1:' + process.env.PORT, grpc.credentials.createInsecure());
const codes = await Promise.all(Array.from({ length: Number(process.env.CALLS) }, () => new Promise((resolve) => {
  const metadata = new grpc.Metadata();
  metadata.set('authorization', 'Bearer ' + process.env.TOKEN);
  client.makeUnaryRequest(process.env.METHOD, (b) => b, (b) => b, body, metadata, {}, (err) => resolve(err ? err.code : 0));
})));
client.close();
console.log(JSON.stringify(codes));
`;

/** POSTs the headers (Content-Length of the whole body) and the first half of `payload`, then sends nothing more; resolves with the answer. */
function stallHttp(port: number, payload: Uint8Array): Promise<{ status: number; retryAfter: string | undefined; body: Buffer }> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      { host: '127.0.0.1', port, method: 'POST', path: '/v1/traces', headers: { authorization: `Bearer ${GOOD_TOKEN}`, 'content-type': 'application/x-protobuf', 'content-length': String(payload.length) }, agent: false },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        const answer = () => ({ status: res.statusCode!, retryAfter: res.headers['retry-after'], body: Buffer.concat(chunks) });
        res.on('end', () => resolve(answer()));
        res.on('error', () => resolve(answer()));
      },
    );
    req.on('error', reject);
    req.write(payload.subarray(0, payload.length >> 1));
    stops.push(async () => void req.destroy());
  });
}

/** A gRPC Export call over raw HTTP/2 whose length-prefixed message stops half-way; resolves with its grpc-status. */
function stallGrpc(port: number, payload: Uint8Array): Promise<{ grpcStatus: string | undefined }> {
  return new Promise((resolve, reject) => {
    const session = http2Connect(`http://127.0.0.1:${port}`);
    session.on('error', reject);
    const stream = session.request({
      ':method': 'POST',
      ':path': OTLP_SIGNAL_ROUTES.find((x) => x.signal === 'traces')!.grpcPath,
      'content-type': 'application/grpc',
      te: 'trailers',
      authorization: `Bearer ${GOOD_TOKEN}`,
    });
    // The status comes in the response headers (trailers-only) or the trailers; our side is still sending, so the
    // stream would not close by itself: answered, it is cancelled.
    const answered = (headers: Record<string, unknown>): void => {
      const grpcStatus = headers['grpc-status'] as string | undefined;
      if (grpcStatus === undefined) return;
      stream.close();
      session.close();
      resolve({ grpcStatus });
    };
    stream.on('response', answered);
    stream.on('trailers', answered);
    stream.on('data', () => undefined);
    stream.on('close', () => resolve({ grpcStatus: undefined }));
    stream.on('error', () => undefined);
    const prefix = Buffer.alloc(5);
    prefix.writeUInt32BE(payload.length, 1);
    stream.write(Buffer.concat([prefix, payload.subarray(0, payload.length >> 1)]));
    stops.push(async () => void session.destroy());
  });
}

async function until(check: () => boolean, withinMs = 5000): Promise<void> {
  const deadline = Date.now() + withinMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`condition not met in ${withinMs} ms`);
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

  it('gRPC: a call waiting for its slot does not have its message read (its stream stays paused); once admitted it is read whole', async () => {
    const r = await start(true, 20_000, { slots: 1, maxWaiting: 64 });
    const first = post(r.httpPort);
    await until(() => r.calls.length === 1);
    // 40 calls of ~1 MiB from another process (so that its buffers are not this process's), all waiting for the slot.
    const dir = mkdtempSync(path.join(tmpdir(), 'th-grpc-wait-'));
    const bodyFile = path.join(dir, 'body.bin');
    writeFileSync(bodyFile, encodeProtobufTraces([spanWithEveryField({ attributes: { 'app.blob': 'x'.repeat(1_000_000) } })]));
    const before = process.memoryUsage().arrayBuffers;
    const client = spawn(process.execPath, ['--input-type=module', '-e', WAITING_CLIENT], {
      cwd: REPO_ROOT,
      env: { ...process.env, PORT: String(r.grpcPort), BODY: bodyFile, CALLS: '40', TOKEN: GOOD_TOKEN, METHOD: OTLP_SIGNAL_ROUTES.find((x) => x.signal === 'traces')!.grpcPath },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let out = '';
    client.stdout.on('data', (c: Buffer) => (out += c.toString()));
    const exited = new Promise<number | null>((resolve) => client.on('exit', resolve));
    try {
      await until(() => r.admission!.stats().waiting === 40, 15_000);
      // Time for the client to send whatever flow control lets it.
      await new Promise((resolve) => setTimeout(resolve, 500));
      const grownMiB = (process.memoryUsage().arrayBuffers - before) / 1048576;
      // Read, the 40 messages would be 40 MiB here; paused, each stream holds at most its 64 KiB window.
      expect(grownMiB).toBeLessThan(8);
      expect(r.calls).toHaveLength(1);
      r.release();
      expect(await exited).toBe(0);
      expect(JSON.parse(out)).toEqual(Array.from({ length: 40 }, () => 0));
      expect((await first).status).toBe(200);
      expect(r.calls).toHaveLength(41);
      expect(r.calls[40]!.decoded.spans[0]!.attributes['app.blob']).toHaveLength(1_000_000);
    } finally {
      client.kill();
      rmSync(dir, { recursive: true, force: true });
    }
  }, 30_000);

  it('gRPC: an unauthenticated call is refused UNAUTHENTICATED at its metadata, without taking a slot', async () => {
    const r = await start(true, 100, { slots: 1 });
    const big = encodeProtobufTraces([spanWithEveryField({ attributes: { 'app.blob': 'x'.repeat(1_000_000) } })]);
    const error = await new Promise<grpc.ServiceError | null>((resolve) => {
      const client = new grpc.Client(`127.0.0.1:${r.grpcPort}`, grpc.credentials.createInsecure());
      client.makeUnaryRequest(OTLP_SIGNAL_ROUTES.find((x) => x.signal === 'traces')!.grpcPath, (b: Uint8Array) => Buffer.from(b), (b: Buffer) => b, big, new grpc.Metadata(), {}, (err) => {
        client.close();
        resolve(err);
      });
    });
    expect(error?.code).toBe(grpc.status.UNAUTHENTICATED);
    expect(r.calls).toHaveLength(0);
    // No slot was taken and none is held.
    expect(r.admission!.stats()).toMatchObject({ active: 0, waiting: 0, admitted: 0 });
  });

  it('an admitted export whose body stalls is answered 503 with Retry-After / DEADLINE_EXCEEDED after bodyTimeoutMs (both retryable), and its slot serves the next export', async () => {
    const r = await start(true, 5000, { slots: 1, bodyTimeoutMs: 400 });
    r.release(); // the pipeline answers at once: only the stalled exports hold the slot
    // HTTP: the headers and half the body, then nothing.
    const stalled = stallHttp(r.httpPort, body);
    await until(() => r.admission!.stats().active === 1);
    const t0 = Date.now();
    // The next export waits for the slot (5 s wait bound) and gets it once the stalled one is cut off.
    expect((await post(r.httpPort)).status).toBe(200);
    const answer = await stalled;
    // 503, not 408: OTLP/HTTP exporters retry 429, 502, 503 and 504 only, and a stalled upload did nothing wrong.
    expect(answer.status).toBe(503);
    expect(answer.retryAfter).toBe('1'); // the admission's retryAfterMs, 1000
    expect(google.rpc.Status.decode(answer.body)).toMatchObject({ code: 4, message: 'request body not received within 400 ms of admission' });
    expect(Date.now() - t0).toBeLessThan(3000);
    // gRPC: a call whose message stops half-way (raw HTTP/2: grpc-js sends a message whole).
    const grpcStalled = stallGrpc(r.grpcPort, body);
    await until(() => r.admission!.stats().active === 1);
    expect(await r.grpcExport()).toBeNull();
    expect(await grpcStalled).toMatchObject({ grpcStatus: '4' });
    expect(r.admission!.stats()).toMatchObject({ active: 0, refusedByReason: { body_timeout: 2 } });
    // The stalled exports never reached the pipeline; the two others did.
    expect(r.calls).toHaveLength(2);
  });

  it('negative control: with a long body timeout the stalled export keeps its slot and the next one is refused after its wait', async () => {
    const r = await start(true, 300, { slots: 1, bodyTimeoutMs: 60_000 });
    const stalled = stallHttp(r.httpPort, body);
    stalled.catch(() => undefined);
    await until(() => r.admission!.stats().active === 1);
    expect((await post(r.httpPort)).status).toBe(429);
    expect((await r.grpcExport())?.code).toBe(grpc.status.RESOURCE_EXHAUSTED);
    expect(r.admission!.stats().refusedByReason.body_timeout).toBe(0);
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

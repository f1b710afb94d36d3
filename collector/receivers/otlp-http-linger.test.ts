/**
 * Early answers (413, 401) to clients that are still uploading: the client must read the answer, not a
 * reset connection, with Connection: close as with keep-alive; and the discarding is bounded.
 */
import { connect } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { google } from '../otlp/generated/otlp.js';
import { createOtlpHttpReceiver, type OtlpHttpReceiver, type OtlpHttpReceiverConfig } from './otlp-http.ts';
import { createRecordingDeps, GOOD_TOKEN } from '../../test/support/receivers/receiver-harness.ts';

const MiB = 1024 * 1024;
const receivers: OtlpHttpReceiver[] = [];

afterEach(async () => {
  await Promise.all(receivers.splice(0).map((r) => r.shutdown()));
});

async function startReceiver(overrides: Partial<OtlpHttpReceiverConfig> = {}) {
  const { deps, calls } = createRecordingDeps();
  const receiver = createOtlpHttpReceiver(deps, { host: '127.0.0.1', port: 0, maxBodyBytes: MiB, maxAnyValueDepth: 32, ...overrides });
  receivers.push(receiver);
  const { port } = await receiver.start();
  return { port, calls };
}

interface RawUpload {
  /** Status code parsed from the response head, or null when no response arrived. */
  statusCode: number | null;
  /** The response body (after the head), as received. */
  body: Buffer;
  /** The socket error the client saw (EPIPE, ECONNRESET), or null. */
  errorCode: string | null;
  sentBytes: number;
}

/**
 * Uploads `totalBytes` on a raw socket in 64 KiB writes, honouring backpressure and yielding between
 * writes like a real client streaming a large export, while reading whatever the server answers.
 */
function uploadRaw(
  port: number,
  options: { path?: string; totalBytes: number; chunked?: boolean; connection: 'close' | 'keep-alive'; authorization?: string },
): Promise<RawUpload> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    const received: Buffer[] = [];
    let errorCode: string | null = null;
    let sentBytes = 0;
    let stopped = false;
    const chunk = Buffer.alloc(64 * 1024, 0x61);
    const head = [
      `POST ${options.path ?? '/v1/traces'} HTTP/1.1`,
      'Host: 127.0.0.1',
      `Authorization: ${options.authorization ?? `Bearer ${GOOD_TOKEN}`}`,
      'Content-Type: application/x-protobuf',
      options.chunked ? 'Transfer-Encoding: chunked' : `Content-Length: ${options.totalBytes}`,
      `Connection: ${options.connection}`,
      '',
      '',
    ].join('\r\n');

    const writeNext = (): void => {
      while (!stopped && sentBytes < options.totalBytes) {
        const piece = chunk.subarray(0, Math.min(chunk.length, options.totalBytes - sentBytes));
        sentBytes += piece.length;
        const framed = options.chunked ? Buffer.concat([Buffer.from(`${piece.length.toString(16)}\r\n`), piece, Buffer.from('\r\n')]) : piece;
        const more = socket.write(framed);
        if (sentBytes >= options.totalBytes) {
          if (options.chunked) socket.write('0\r\n\r\n');
          if (options.connection === 'close') socket.end();
          else endWhenAnswered();
          return;
        }
        if (!more) {
          socket.once('drain', () => setImmediate(writeNext));
          return;
        }
        if (sentBytes % (1024 * 1024) === 0) {
          setImmediate(writeNext);
          return;
        }
      }
    };

    socket.on('connect', () => {
      socket.write(head);
      writeNext();
    });
    // On a keep-alive connection the client hangs up itself once it has sent everything and read the answer.
    const endWhenAnswered = (): void => {
      if (options.connection !== 'keep-alive' || sentBytes < options.totalBytes) return;
      const all = Buffer.concat(received);
      const headEnd = all.indexOf('\r\n\r\n');
      if (headEnd < 0) return;
      const length = Number(/content-length: (\d+)/i.exec(all.subarray(0, headEnd).toString())?.[1] ?? -1);
      if (all.length - headEnd - 4 >= length) socket.end();
    };
    socket.on('data', (d: Buffer) => {
      received.push(d);
      endWhenAnswered();
    });
    socket.on('error', (err: NodeJS.ErrnoException) => {
      errorCode ??= err.code ?? err.message;
      stopped = true;
    });
    socket.on('close', () => {
      stopped = true;
      const all = Buffer.concat(received);
      const headEnd = all.indexOf('\r\n\r\n');
      const status = /^HTTP\/1\.1 (\d{3})/.exec(all.toString('latin1', 0, Math.min(all.length, 64)));
      resolve({
        statusCode: status ? Number(status[1]) : null,
        body: headEnd >= 0 ? all.subarray(headEnd + 4) : Buffer.alloc(0),
        errorCode,
        sentBytes,
      });
    });
  });
}

describe('OTLP/HTTP early answers to a client still uploading', () => {
  // Before the fix the receiver ended a Connection: close response at once, node closed the socket a
  // few ms later with the upload unread, and the client got EPIPE / ECONNRESET instead of the 413.
  for (let run = 1; run <= 5; run++) {
    it(`answers 413 to a 40 MiB upload over the declared limit with Connection: close, without a reset (run ${run})`, async () => {
      const { port, calls } = await startReceiver();

      const upload = await uploadRaw(port, { totalBytes: 40 * MiB, connection: 'close' });

      expect(upload.errorCode).toBeNull();
      expect(upload.statusCode).toBe(413);
      expect(google.rpc.Status.decode(upload.body)).toMatchObject({ code: 8, message: expect.stringContaining('exceeds the limit of 1048576 bytes') });
      expect(upload.sentBytes).toBe(40 * MiB);
      expect(calls).toHaveLength(0);
    });
  }

  it('answers 413 to a chunked upload that crosses the limit while it is read, with Connection: close', async () => {
    const { port } = await startReceiver();

    const upload = await uploadRaw(port, { totalBytes: 40 * MiB, chunked: true, connection: 'close' });

    expect(upload.errorCode).toBeNull();
    expect(upload.statusCode).toBe(413);
  });

  it('answers 401 to an unauthenticated upload with Connection: close, without a reset', async () => {
    const { port } = await startReceiver({ maxBodyBytes: 64 * MiB });

    const upload = await uploadRaw(port, { totalBytes: 40 * MiB, connection: 'close', authorization: 'Bearer wrong' });

    expect(upload.errorCode).toBeNull();
    expect(upload.statusCode).toBe(401);
  });

  it('answers 413 on a keep-alive connection too', async () => {
    const { port } = await startReceiver();

    const upload = await uploadRaw(port, { path: '/v1/metrics', totalBytes: 40 * MiB, connection: 'keep-alive' });

    expect(upload.errorCode).toBeNull();
    expect(upload.statusCode).toBe(413);
  });

  it('stops discarding past the byte bound: the connection is cut once the answer is out', async () => {
    const { port } = await startReceiver({ linger: { maxMs: 5_000, maxBytes: 2 * MiB } });

    const upload = await uploadRaw(port, { totalBytes: 40 * MiB, connection: 'close' });

    // The 413 was written before the cut, but the rest of a 40 MiB upload was not read: bounded work.
    expect(upload.sentBytes).toBeLessThan(40 * MiB);
    expect(upload.errorCode).toMatch(/EPIPE|ECONNRESET/);
  });

  it('stops discarding past the time bound', async () => {
    const { port } = await startReceiver({ linger: { maxMs: 200, maxBytes: 64 * MiB } });
    const socket = connect(port, '127.0.0.1');
    socket.on('error', () => {});
    socket.write(
      `POST /v1/traces HTTP/1.1\r\nHost: x\r\nAuthorization: Bearer ${GOOD_TOKEN}\r\nContent-Type: application/x-protobuf\r\n` +
        `Content-Length: ${2 * MiB}\r\nConnection: close\r\n\r\n`,
    );
    const startedMs = performance.now();

    // The client never sends the body: the receiver answers and gives up waiting after ~200 ms.
    const response = await new Promise<string>((resolve) => {
      const parts: Buffer[] = [];
      socket.on('data', (d: Buffer) => parts.push(d));
      socket.on('close', () => resolve(Buffer.concat(parts).toString('latin1')));
    });

    expect(response).toMatch(/^HTTP\/1\.1 413 /);
    expect(performance.now() - startedMs).toBeLessThan(2_000);
  });
});

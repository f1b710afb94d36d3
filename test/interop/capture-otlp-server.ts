/**
 * An OTLP/HTTP receiver for tests that keeps every export body exactly as received (gzip or deflate decoded), per signal, in
 * arrival order, and answers success. Used to record the golden fixtures under test/fixtures/interop/ and to see
 * how exports are split and ordered. It decodes nothing: what it stores is the exporter's own bytes.
 */
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import zlib from 'node:zlib';

export type OtlpSignal = 'traces' | 'logs' | 'metrics';

/** One export as received. */
export interface CapturedExport {
  readonly signal: OtlpSignal;
  /** Milliseconds since the server started, at the end of the body. */
  readonly atMs: number;
  readonly contentType: string;
  /** The request body after gzip decoding (protobuf or JSON, as the exporter sent it). */
  readonly body: Buffer;
}

/**
 * Contract: `start()` binds loopback on a free port; `shutdown()` is safe twice. `exports()` returns the captured
 * exports in arrival order (the array is a copy; the bodies are not copied and must not be modified).
 */
export interface CaptureOtlpServer {
  start(): Promise<{ endpoint: string }>;
  shutdown(): Promise<void>;
  exports(): CapturedExport[];
  clear(): void;
  /** Resolves once at least `count` exports of `signal` have arrived, or rejects after `timeoutMs`. */
  waitFor(signal: OtlpSignal, count: number, timeoutMs?: number): Promise<void>;
}

const PATHS: Record<string, OtlpSignal> = { '/v1/traces': 'traces', '/v1/logs': 'logs', '/v1/metrics': 'metrics' };

async function readAll(req: IncomingMessage): Promise<Buffer> {
  const parts: Buffer[] = [];
  for await (const c of req as AsyncIterable<Buffer>) parts.push(c);
  const raw = Buffer.concat(parts);
  const encoding = req.headers['content-encoding'];
  if (encoding === 'gzip') return zlib.gunzipSync(raw);
  if (encoding === 'deflate') return zlib.inflateSync(raw);
  return raw;
}

export function createCaptureOtlpServer(): CaptureOtlpServer {
  const captured: CapturedExport[] = [];
  const t0 = Date.now();
  let server: Server | null = null;
  let stopped: Promise<void> | null = null;

  return {
    async start() {
      server = createServer((req, res) => {
        void (async () => {
          const signal = PATHS[(req.url ?? '').split('?')[0]!];
          const body = await readAll(req);
          if (req.method !== 'POST' || !signal) {
            res.writeHead(404).end();
            return;
          }
          const contentType = String(req.headers['content-type'] ?? '');
          captured.push({ signal, atMs: Date.now() - t0, contentType, body });
          // An empty Export*ServiceResponse is zero bytes in protobuf and `{}` in JSON: full success.
          if (contentType.includes('json')) res.writeHead(200, { 'content-type': 'application/json' }).end('{}');
          else res.writeHead(200, { 'content-type': 'application/x-protobuf' }).end();
        })().catch(() => res.writeHead(400).end());
      });
      await new Promise<void>((resolve, reject) => {
        server!.once('error', reject);
        server!.listen(0, '127.0.0.1', () => resolve());
      });
      return { endpoint: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
    },
    shutdown() {
      if (!server) return Promise.resolve();
      stopped ??= new Promise<void>((resolve) => {
        server!.close(() => resolve());
        server!.closeAllConnections();
      });
      return stopped;
    },
    exports: () => [...captured],
    clear() {
      captured.length = 0;
    },
    async waitFor(signal, count, timeoutMs = 10_000) {
      const deadline = Date.now() + timeoutMs;
      while (captured.filter((e) => e.signal === signal).length < count) {
        if (Date.now() > deadline) throw new Error(`capture server: fewer than ${count} ${signal} exports after ${timeoutMs} ms`);
        await new Promise((r) => setTimeout(r, 20));
      }
    },
  };
}

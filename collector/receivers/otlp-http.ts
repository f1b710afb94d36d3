/**
 * OTLP/HTTP receiver for traces, logs and metrics (POST /v1/traces, /v1/logs, /v1/metrics; protobuf or
 * JSON, optionally compressed: gzip, deflate, zstd, snappy, lz4 — content-coding.ts), on node:http. One code
 * path serves the three signals (otlp-signal-routes.ts).
 *
 * Limits protect the process before any decoding: the body is counted while it streams in and while
 * it is inflated, and reading stops at maxBodyBytes (a gzip bomb is never inflated past the limit).
 * Answers follow the OTLP/HTTP spec: errors carry a google.rpc.Status in the request's encoding,
 * throttling carries Retry-After, items refused individually are reported as partial success.
 */
import { createServer as createHttpServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { createServer as createHttpsServer } from 'node:https';
import type { AddressInfo } from 'node:net';
import type { Transform } from 'node:stream';
import { createGunzip, createInflate, createInflateRaw } from 'node:zlib';
import { encodeRpcStatus, type OtlpFormat } from '../otlp/encode-response.ts';
import { ANSWER_STATUS, bodyTimeoutAnswer, overloadedAnswer, type AnswerKind, type ExportAnswer } from './export-answer.ts';
import type { OtlpReceiverDeps, OtlpReceiverLimits, ReceiverTls } from './export-handler.ts';
import { OTLP_SIGNAL_ROUTES, type OtlpSignalRoute } from './otlp-signal-routes.ts';
import { answerExport } from './process-export.ts';
import type { AdmissionRefused } from './admission.ts';
import { boundConnections } from './connection-bound.ts';
import { ACCEPTED_CONTENT_ENCODINGS, contentCodingOf, decodeWholeBody, isStreamingCoding, type ContentCoding } from './content-coding.ts';

export interface OtlpHttpReceiverConfig extends OtlpReceiverLimits {
  host: string;
  /** 0 picks a free port; start() returns the bound one. */
  port: number;
  /** Serve HTTPS (and require client certificates when clientCa is set). */
  tls?: ReceiverTls;
  /** After an early answer, how long (default 5000 ms) and how much (default 64 MiB) of the rest of the body is read and discarded. */
  linger?: { maxMs: number; maxBytes: number };
  /** Connections open at once; one more is closed as it arrives (counted, logged at most every 10 s). Default: no bound. */
  maxConnections?: number;
}

/** An OTLP/HTTP receiver. start() once; shutdown() stops accepting, lets in-flight exports finish, and is safe to call twice. */
export interface OtlpHttpReceiver {
  start(): Promise<{ host: string; port: number }>;
  shutdown(): Promise<void>;
}

const ROUTES_BY_PATH = new Map<string, OtlpSignalRoute>(OTLP_SIGNAL_ROUTES.map((r) => [r.httpPath, r]));
const ALL_PATHS = OTLP_SIGNAL_ROUTES.map((r) => r.httpPath).join(', ');
/** In-flight requests get this long to finish on shutdown before their connections are cut. */
const SHUTDOWN_GRACE_MS = 10_000;
/**
 * After an early answer (413, 401, ...) the rest of the body is read and discarded, up to this long and
 * this many bytes, before the response is ended: so that the client sees the answer instead of a reset
 * connection (nginx calls this lingering close), whether the connection is kept alive (it stays usable)
 * or closed after the answer (Connection: close).
 */
const LINGER_MS = 5_000;
const LINGER_MAX_BYTES = 64 * 1024 * 1024;
/**
 * How long an idle keep-alive connection stays open. Node's default, 5 s, is shorter than the time an
 * exporter's pooled connection can sit unused under bursty load, and a server closing an idle connection
 * races a client that picks it for its next request at that moment: the client's request meets the close
 * and fails with ECONNRESET (seen in `npm run bench:peer` under overload, a handful per 36,000 exports).
 * 65 s outlives the pools of common clients and load balancers (60 s idle timeouts); the headers timeout
 * stays above it, as Node requires for kept-alive connections.
 */
const KEEP_ALIVE_TIMEOUT_MS = 65_000;
const HEADERS_TIMEOUT_MS = 66_000;

type BodyResult =
  | { status: 'ok'; body: Buffer }
  | { status: 'too-large' }
  | { status: 'invalid'; message: string }
  | { status: 'aborted' }
  /** The body's bytes did not fit the admission's byte budget. */
  | { status: 'refused'; refusal: AdmissionRefused }
  /** The whole body did not arrive within the admission's bodyTimeoutMs. */
  | { status: 'timeout' };

export function createOtlpHttpReceiver(deps: OtlpReceiverDeps, config: OtlpHttpReceiverConfig): OtlpHttpReceiver {
  const logger = deps.logger.child({ component: 'otlp-http' });
  const limits = { maxAnyValueDepth: config.maxAnyValueDepth };
  const maxBodyBytes = config.maxBodyBytes;
  const linger = config.linger ?? { maxMs: LINGER_MS, maxBytes: LINGER_MAX_BYTES };

  // Nothing below depends on the transport: HTTPS (optionally with client certificates) or HTTP.
  const tls = config.tls;
  const createServer = (handler: (req: IncomingMessage, res: ServerResponse) => void) =>
    tls
      ? createHttpsServer({ key: tls.key, cert: tls.cert, ...(tls.clientCa ? { ca: tls.clientCa, requestCert: true, rejectUnauthorized: true } : {}) }, handler)
      : createHttpServer(handler);
  const server = createServer((req, res) => {
    // An IncomingMessage with no 'error' listener is fine today, but a listener makes sure a client
    // reset can never surface as an uncaught exception.
    req.on('error', () => {});
    handleRequest(req, res).catch((err: unknown) => {
      logger.error({ errName: (err as Error)?.name }, 'unexpected error while handling an OTLP/HTTP request');
      if (!res.headersSent && !res.destroyed) {
        reply(req, res, 'json', { kind: 'failed', message: 'internal error' });
      }
    });
  });
  server.on('clientError', (err: NodeJS.ErrnoException, socket) => {
    // Malformed HTTP or a reset before a request: answer 400 if possible, never throw.
    logger.debug({ errCode: err.code }, 'OTLP/HTTP client error');
    if (!socket.writable) {
      socket.destroy();
      return;
    }
    // Node's own request timeout (a request not whole within server.requestTimeout or its headers within
    // headersTimeout): retryable, as a body the admission stopped waiting for (ANSWER_STATUS.body_timeout) — an
    // OTLP/HTTP exporter drops an export answered 408.
    const status =
      err.code === 'HPE_HEADER_OVERFLOW' ? '431 Request Header Fields Too Large'
      : err.code === 'ERR_HTTP_REQUEST_TIMEOUT' ? `503 Service Unavailable\r\nRetry-After: ${Math.max(1, Math.ceil((deps.admission?.retryAfterMs ?? 1000) / 1000))}`
      : '400 Bad Request';
    socket.end(`HTTP/1.1 ${status}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`);
  });

  let startPromise: Promise<{ host: string; port: number }> | undefined;
  let shutdownPromise: Promise<void> | undefined;
  let stopping = false;

  function reply(req: IncomingMessage, res: ServerResponse, format: OtlpFormat, answer: ExportAnswer): void {
    const { httpStatus, grpcCode } = ANSWER_STATUS[answer.kind];
    const headers: Record<string, string> = { ...EXTRA_HEADERS[answer.kind] };
    if (answer.retryDelayMs !== undefined) headers['Retry-After'] = String(Math.max(0, Math.ceil(answer.retryDelayMs / 1000)));
    // While stopping, close each keep-alive connection after its answer instead of waiting for it
    // to go idle, so that shutdown ends as soon as the exports in flight are answered.
    if (stopping) headers.Connection = 'close';
    const body =
      answer.body ??
      encodeRpcStatus({ code: grpcCode, message: answer.message, ...(answer.retryDelayMs !== undefined ? { retryDelayMs: answer.retryDelayMs } : {}) }, format);
    writeReply(req, res, httpStatus, format, body, headers, linger);
  }

  async function handleRequest(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const path = (req.url ?? '/').split('?', 1)[0]!;
    const format = formatOf(req.headers['content-type']);
    // Before the request's format is known (or when it is unsupported), errors are answered in JSON.
    const replyFormat: OtlpFormat = format ?? 'json';
    const refuse = (kind: AnswerKind, message: string): void => {
      logger.debug({ statusCode: ANSWER_STATUS[kind].httpStatus, method: req.method, path }, `OTLP/HTTP request refused: ${message}`);
      reply(req, res, replyFormat, { kind, message });
    };

    const route = ROUTES_BY_PATH.get(path);
    if (!route) {
      return refuse('not_found', `not found: OTLP/HTTP is accepted at POST ${ALL_PATHS}`);
    }
    if (req.method !== 'POST') {
      return refuse('method_not_allowed', `method ${req.method ?? ''} not allowed: use POST`);
    }
    const auth = await deps.authenticate(req.headers.authorization);
    if (!auth) {
      return refuse('unauthenticated', 'missing or invalid ingest credentials (Authorization: Bearer <token>)');
    }
    if (!format) {
      return refuse('unsupported_media', 'unsupported Content-Type: use application/x-protobuf or application/json');
    }
    const coding = contentCodingOf(req.headers['content-encoding']);
    if (coding === null) {
      return refuse('unsupported_media', `unsupported Content-Encoding: use ${ACCEPTED_CONTENT_ENCODINGS}`);
    }
    const declaredBytes = Number(req.headers['content-length'] ?? 0);
    if (declaredBytes > maxBodyBytes) {
      // Compressed or not, the wire size is bounded too (see readBody).
      return refuse('too_large', tooLargeMessage(maxBodyBytes));
    }

    // Admitted before the body is read: a refused export costs no reading or decoding (its body is discarded
    // by the lingering close of the early answer).
    const ticket = deps.admission ? await deps.admission.acquire('http') : null;
    if (ticket && !ticket.admitted) return reply(req, res, format, overloadedAnswer(ticket.retryAfterMs));
    try {
      const read = await readBody(req, coding, maxBodyBytes, ticket ? ticket.charge : null, deps.admission?.bodyTimeoutMs);
      if (read.status === 'refused') return reply(req, res, format, overloadedAnswer(read.refusal.retryAfterMs));
      if (read.status === 'timeout') {
        // A slow or stalled upload: its slot goes to others (the lingering close then gives the client the answer).
        deps.admission?.bodyTimedOut('http');
        return reply(req, res, format, bodyTimeoutAnswer(deps.admission!.bodyTimeoutMs, deps.admission!.retryAfterMs));
      }
      if (read.status === 'aborted') {
        logger.debug({ path }, 'OTLP/HTTP client went away before sending the whole body');
        return;
      }
      if (read.status === 'too-large') return refuse('too_large', tooLargeMessage(maxBodyBytes));
      if (read.status === 'invalid') return refuse('invalid', read.message);

      const ctx = { tenant: auth.tenant, transport: 'http' as const, signal: route.signal };
      reply(req, res, format, await answerExport(route, deps, logger, ctx, read.body, format, limits));
    } finally {
      ticket?.release();
    }
  }
  server.keepAliveTimeout = KEEP_ALIVE_TIMEOUT_MS;
  server.headersTimeout = HEADERS_TIMEOUT_MS;
  if (config.maxConnections !== undefined) boundConnections(server, config.maxConnections, logger, 'OTLP/HTTP');

  return {
    start() {
      startPromise ??= new Promise((resolve, reject) => {
        const onError = (err: Error): void => reject(err);
        server.once('error', onError);
        server.listen(config.port, config.host, () => {
          server.off('error', onError);
          server.on('error', (err) => logger.error({ errName: err.name }, 'OTLP/HTTP server error'));
          const address = server.address() as AddressInfo;
          logger.info({ host: config.host, port: address.port }, 'OTLP/HTTP receiver listening');
          resolve({ host: config.host, port: address.port });
        });
      });
      return startPromise;
    },
    shutdown() {
      shutdownPromise ??= (async () => {
        if (startPromise) await startPromise.catch(() => undefined);
        if (!server.listening) return;
        stopping = true;
        const closed = new Promise<void>((resolve) => server.close(() => resolve()));
        server.closeIdleConnections();
        const force = setTimeout(() => server.closeAllConnections(), SHUTDOWN_GRACE_MS);
        force.unref();
        await closed;
        clearTimeout(force);
        logger.info('OTLP/HTTP receiver stopped');
      })();
      return shutdownPromise;
    },
  };
}

/** Headers some answers carry besides the status. */
const EXTRA_HEADERS: Partial<Record<AnswerKind, Record<string, string>>> = {
  unauthenticated: { 'WWW-Authenticate': 'Bearer' },
  method_not_allowed: { Allow: 'POST' },
};

function tooLargeMessage(maxBodyBytes: number): string {
  return `request body exceeds the limit of ${maxBodyBytes} bytes (after decompression)`;
}

/** The request's OTLP encoding from its Content-Type (parameters such as charset ignored), or null. */
function formatOf(contentType: string | undefined): OtlpFormat | null {
  if (!contentType) return null;
  const media = contentType.split(';', 1)[0]!.trim().toLowerCase();
  if (media === 'application/x-protobuf' || media === 'application/protobuf') return 'protobuf';
  if (media === 'application/json') return 'json';
  return null;
}

function writeReply(
  req: IncomingMessage,
  res: ServerResponse,
  statusCode: number,
  format: OtlpFormat,
  body: Uint8Array,
  headers: Record<string, string>,
  linger: { maxMs: number; maxBytes: number },
): void {
  if (res.headersSent || res.destroyed) return;
  res.writeHead(statusCode, {
    'Content-Type': format === 'json' ? 'application/json' : 'application/x-protobuf',
    'Content-Length': String(body.byteLength),
    ...headers,
  });
  if (req.complete) {
    res.end(body);
    return;
  }
  // An early answer while the client is still sending. The whole answer goes out now (the client can
  // read it while it uploads), but the response is ended only once the rest of the body has been read:
  // ending it would make node close a Connection: close socket at once, with unread bytes in its
  // receive buffer, which resets the connection, and a client still writing would get EPIPE /
  // ECONNRESET instead of the answer.
  res.write(body);
  discardRestOfBody(req, linger, (drained) => {
    res.end();
    // Past the linger bounds the connection is cut (the answer has been written by then).
    if (!drained) req.socket.destroy();
  });
}

/**
 * Reads and drops what the client still sends after an early answer, without buffering it, then calls
 * `done(true)`; `done(false)` when that takes longer than linger.maxMs or more than linger.maxBytes, or
 * the client goes away first.
 */
function discardRestOfBody(req: IncomingMessage, linger: { maxMs: number; maxBytes: number }, done: (drained: boolean) => void): void {
  let finished = false;
  let discardedBytes = 0;
  const finish = (drained: boolean): void => {
    if (finished) return;
    finished = true;
    clearTimeout(timer);
    req.off('data', onData);
    done(drained);
  };
  const onData = (chunk: Buffer): void => {
    discardedBytes += chunk.length;
    if (discardedBytes > linger.maxBytes) finish(false);
  };
  const timer = setTimeout(() => finish(false), linger.maxMs);
  timer.unref();
  req.removeAllListeners('data');
  req.once('end', () => finish(true));
  req.once('close', () => finish(req.complete));
  req.on('data', onData);
  req.resume();
}

/**
 * Reads the body and decodes its Content-Encoding. gzip and deflate are inflated on the fly; both the bytes on
 * the wire and the inflated bytes are counted against maxBodyBytes, and at the limit the inflater is destroyed
 * (its pending input dropped) and reading stops, so memory stays bounded by the limit whatever the compression
 * ratio. The other codings (zstd, snappy, lz4) are read whole — at most maxBodyBytes on the wire — and decoded by
 * content-coding.ts, whose decoders stop at the same limit.
 *
 * `charge` (the admission ticket's) is given every byte the body holds as it is held: each inflated or identity
 * chunk; for whole-body codings each wire chunk, then the decoded body in exchange for the wire bytes. When a
 * charge is refused, reading stops (`refused`) and the rest of the body is discarded by the early answer.
 * `timeoutMs`: the whole body must have arrived (and been inflated) by then, else `timeout`, handled the same way.
 */
function readBody(
  req: IncomingMessage,
  coding: ContentCoding,
  maxBodyBytes: number,
  charge: ((bytes: number) => AdmissionRefused | null) | null,
  timeoutMs?: number,
): Promise<BodyResult> {
  return new Promise<BodyResult>((resolve) => {
    const chunks: Buffer[] = [];
    let bodyBytes = 0;
    let wireBytes = 0;
    let settled = false;
    let inflater: Transform | null = null;
    /** deflate: the first byte, kept until the second tells a zlib header from a raw deflate stream. */
    let deflatePrefix: Buffer | null = null;

    const settle = (result: BodyResult): void => {
      if (settled) return;
      settled = true;
      clearTimeout(deadline);
      req.off('data', onWireData);
      req.off('end', onWireEnd);
      req.off('aborted', onAborted);
      req.off('close', onClose);
      if (inflater) {
        inflater.removeAllListeners('data');
        inflater.removeAllListeners('end');
        // Keep a listener: destroy() can still surface an error, which must not be unhandled.
        inflater.removeAllListeners('error');
        inflater.on('error', () => {});
        inflater.destroy();
      }
      if (result.status !== 'ok') chunks.length = 0;
      resolve(result);
    };
    const settleOk = (): void => {
      const body = Buffer.concat(chunks, bodyBytes);
      if (isStreamingCoding(coding) || coding === 'identity') return settle({ status: 'ok', body });
      chunks.length = 0;
      const decoded = decodeWholeBody(coding, body, maxBodyBytes);
      if (decoded.status !== 'ok') return settle(decoded);
      // The decoded body in place of the compressed one.
      const refusal = charge?.(decoded.body.length - bodyBytes) ?? null;
      settle(refusal ? { status: 'refused', refusal } : { status: 'ok', body: decoded.body });
    };

    const onBodyData = (chunk: Buffer): void => {
      bodyBytes += chunk.length;
      if (bodyBytes > maxBodyBytes) return settle({ status: 'too-large' });
      const refusal = charge?.(chunk.length) ?? null;
      if (refusal) return settle({ status: 'refused', refusal });
      chunks.push(chunk);
    };
    const startInflater = (stream: Transform): Transform => {
      stream.on('data', onBodyData);
      stream.on('end', settleOk);
      stream.on('error', () => settle({ status: 'invalid', message: `request body is not valid ${coding}` }));
      return stream;
    };
    const writeInflater = (chunk: Buffer): void => {
      // Respect the inflater's backpressure so compressed input never piles up in memory.
      if (!inflater!.write(chunk)) {
        req.pause();
        inflater!.once('drain', () => {
          if (!settled) req.resume();
        });
      }
    };
    const onWireData = (chunk: Buffer): void => {
      wireBytes += chunk.length;
      if (wireBytes > maxBodyBytes) return settle({ status: 'too-large' });
      if (coding === 'deflate' && !inflater) {
        const head = deflatePrefix ? Buffer.concat([deflatePrefix, chunk]) : chunk;
        if (head.length < 2) {
          deflatePrefix = head;
          return;
        }
        deflatePrefix = null;
        inflater = startInflater(hasZlibHeader(head) ? createInflate() : createInflateRaw());
        return writeInflater(head);
      }
      if (!inflater) return onBodyData(chunk);
      writeInflater(chunk);
    };
    const onWireEnd = (): void => {
      if (coding === 'deflate' && !inflater) {
        // Fewer than 2 bytes: no deflate stream at all.
        return settle({ status: 'invalid', message: 'request body is not valid deflate' });
      }
      if (inflater) inflater.end();
      else settleOk();
    };
    const onAborted = (): void => settle({ status: 'aborted' });
    const onClose = (): void => {
      if (!req.complete) settle({ status: 'aborted' });
    };

    const deadline = timeoutMs === undefined ? undefined : setTimeout(() => settle({ status: 'timeout' }), timeoutMs);
    if (coding === 'gzip') inflater = startInflater(createGunzip());
    req.on('data', onWireData);
    req.on('end', onWireEnd);
    req.on('aborted', onAborted);
    req.on('close', onClose);
  });
}

/** A zlib stream (RFC 1950) begins with CMF (method 8, window ≤ 32 KiB) and FLG, a multiple of 31 together; a raw deflate stream rarely does. */
function hasZlibHeader(head: Buffer): boolean {
  const cmf = head[0]!;
  const flg = head[1]!;
  return (cmf & 0x0f) === 8 && cmf >> 4 <= 7 && ((cmf << 8) | flg) % 31 === 0;
}

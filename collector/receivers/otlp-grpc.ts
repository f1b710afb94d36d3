/**
 * OTLP/gRPC receiver for traces, logs and metrics: the Export method of
 * opentelemetry.proto.collector.{trace,logs,metrics}.v1.{Trace,Logs,Metrics}Service on @grpc/grpc-js,
 * one code path for the three (otlp-signal-routes.ts). Messages arrive as raw bytes (identity
 * (de)serializers) and are decoded by the same decoders as OTLP/HTTP; no proto-loader, no reflection.
 *
 * Compression: grpc-js reads gzip and deflate messages; zstd and snappy (the OpenTelemetry Collector's other
 * two gRPC compressions) are added by ./grpc-js-codings.ts.
 *
 * Size: grpc-js enforces grpc.max_receive_message_length on the framed message and again while it
 * inflates a gzip/deflate message, stopping the inflater at the limit (RESOURCE_EXHAUSTED), as the zstd and
 * snappy decoders do, so maxBodyBytes applies after decompression as it does over HTTP.
 *
 * Authentication and admission come before the message is read, as over HTTP: a server interceptor takes the
 * call at its metadata (headers), authenticates it and waits for an admission slot, and only then lets grpc-js
 * read the message. Until then the call's HTTP/2 stream stays paused (grpc-js starts it paused and resumes it when
 * the handler asks for the message), so a waiting call holds at most its stream's flow-control window, not its
 * message; a call refused (UNAUTHENTICATED, RESOURCE_EXHAUSTED) is answered without its message ever being read.
 * The message, once read, is charged to the admission's byte budget until the call ends.
 */
import { createServer as createNetServer, type AddressInfo } from 'node:net';
import * as grpc from '@grpc/grpc-js';
import { encodeRpcStatus } from '../otlp/encode-response.ts';
import { ANSWER_STATUS, bodyTimeoutAnswer, overloadedAnswer, type ExportAnswer } from './export-answer.ts';
import type { OtlpReceiverDeps, OtlpReceiverLimits, ReceiverTls } from './export-handler.ts';
import { OTLP_SIGNAL_ROUTES, type OtlpSignalRoute } from './otlp-signal-routes.ts';
import { answerExport } from './process-export.ts';
import type { AdmissionTicket } from './admission.ts';
import { boundConnections } from './connection-bound.ts';
import './grpc-js-codings.ts';

export interface OtlpGrpcReceiverConfig extends OtlpReceiverLimits {
  host: string;
  /** 0 picks a free port; start() returns the bound one. */
  port: number;
  /** Serve TLS (and require client certificates when clientCa is set). */
  tls?: ReceiverTls;
  /** Connections open at once; one more is closed as it arrives (counted, logged at most every 10 s). Default: no bound. */
  maxConnections?: number;
}

/** An OTLP/gRPC receiver. start() once; shutdown() stops accepting, lets in-flight calls finish, and is safe to call twice. */
export interface OtlpGrpcReceiver {
  start(): Promise<{ host: string; port: number }>;
  shutdown(): Promise<void>;
}

/** In-flight calls get this long to finish on shutdown before they are cancelled. */
const SHUTDOWN_GRACE_MS = 10_000;
/** Streams (calls) one client connection may have open at once (its SETTINGS_MAX_CONCURRENT_STREAMS). */
export const MAX_CONCURRENT_STREAMS = 100;

type UnaryResult = { response: Uint8Array } | { error: grpc.ServerErrorResponse | grpc.StatusObject };

/** What the interceptor decided for an admitted call, found by the handler through the call's metadata object. */
interface AdmittedCall {
  tenant: string;
}

const identity = (b: Buffer): Buffer => b;
const toBuffer = (b: Uint8Array): Buffer => Buffer.from(b.buffer, b.byteOffset, b.byteLength);

/** A service with the one unary Export method of an OTLP signal, on raw bytes. */
function serviceDefinition(route: OtlpSignalRoute): grpc.ServiceDefinition {
  return {
    Export: {
      path: route.grpcPath,
      requestStream: false,
      responseStream: false,
      requestSerialize: identity,
      requestDeserialize: identity,
      responseSerialize: toBuffer,
      responseDeserialize: identity,
    },
  };
}

export function createOtlpGrpcReceiver(deps: OtlpReceiverDeps, config: OtlpGrpcReceiverConfig): OtlpGrpcReceiver {
  const logger = deps.logger.child({ component: 'otlp-grpc' });
  const limits = { maxAnyValueDepth: config.maxAnyValueDepth };
  const routesByPath = new Map(OTLP_SIGNAL_ROUTES.map((r) => [r.grpcPath, r]));
  /** Calls the interceptor admitted, keyed by the metadata object grpc-js hands on to the handler. */
  const admittedCalls = new WeakMap<grpc.Metadata, AdmittedCall>();

  /**
   * Authentication and admission at the call's metadata, before its message is read (see the file comment). The
   * slot is held until the call ends (its status sent, or cancelled), the message's bytes charged to it once read.
   */
  const admitBeforeReading: grpc.ServerInterceptor = (method, call) => {
    const route = routesByPath.get(method.path);
    let ticket: Extract<AdmissionTicket, { admitted: true }> | null = null;
    let ended = false;
    /** Admitted, the message must arrive within the admission's bodyTimeoutMs: a slow or stalled client does not keep the slot. */
    let messageDeadline: ReturnType<typeof setTimeout> | undefined;
    const end = (): void => {
      if (ended) return;
      ended = true;
      clearTimeout(messageDeadline);
      ticket?.release();
      ticket = null;
    };
    const refuse = (answer: ExportAnswer): void => {
      const result = toUnaryResult(answer);
      if ('error' in result) call.sendStatus({ code: result.error.code ?? grpc.status.INTERNAL, details: result.error.details ?? '', metadata: result.error.metadata ?? null });
      end();
    };
    return new grpc.ServerInterceptingCall(call, {
      start(next) {
        next({
          onReceiveMetadata(metadata, nextMetadata) {
            if (!route) return nextMetadata(metadata);
            admit(route, metadata).then(
              (decision) => {
                if (ended) {
                  // Cancelled (client gone, deadline) while it waited: give the slot back.
                  if (decision.kind === 'admitted') decision.ticket?.release();
                  return;
                }
                if (decision.kind === 'refused') return refuse(decision.answer);
                ticket = decision.ticket;
                admittedCalls.set(metadata, { tenant: decision.tenant });
                const admission = deps.admission;
                if (admission) {
                  messageDeadline = setTimeout(() => {
                    if (ended) return;
                    admission.bodyTimedOut('grpc');
                    refuse(bodyTimeoutAnswer(admission.bodyTimeoutMs, admission.retryAfterMs));
                  }, admission.bodyTimeoutMs);
                }
                nextMetadata(metadata);
              },
              (err: unknown) => {
                logger.error({ signal: route.signal, errName: (err as Error)?.name }, 'unexpected error while admitting an OTLP/gRPC call');
                refuse({ kind: 'failed', message: 'internal error' });
              },
            );
          },
          onReceiveMessage(message: Buffer, nextMessage) {
            clearTimeout(messageDeadline);
            // The message (decompressed) counts against the admission's byte budget until the call ends.
            const refusal = ticket ? ticket.charge(message.length) : null;
            if (refusal) return refuse(overloadedAnswer(refusal.retryAfterMs));
            nextMessage(message);
          },
          onCancel: end,
        });
      },
      sendStatus(status, next) {
        end();
        next(status);
      },
    });
  };

  type AdmitDecision = { kind: 'admitted'; tenant: string; ticket: Extract<AdmissionTicket, { admitted: true }> | null } | { kind: 'refused'; answer: ExportAnswer };
  async function admit(route: OtlpSignalRoute, metadata: grpc.Metadata): Promise<AdmitDecision> {
    const header = metadata.get('authorization')[0];
    const auth = await deps.authenticate(typeof header === 'string' ? header : undefined);
    if (!auth) {
      logger.debug({ signal: route.signal }, 'OTLP/gRPC call refused: unauthenticated');
      return { kind: 'refused', answer: { kind: 'unauthenticated', message: 'missing or invalid ingest credentials (authorization: Bearer <token>)' } };
    }
    const ticket = deps.admission ? await deps.admission.acquire('grpc') : null;
    if (ticket && !ticket.admitted) return { kind: 'refused', answer: overloadedAnswer(ticket.retryAfterMs) };
    return { kind: 'admitted', tenant: auth.tenant, ticket };
  }

  const server = new grpc.Server({
    interceptors: [admitBeforeReading],
    'grpc.max_receive_message_length': config.maxBodyBytes,
    // Calls one connection may have open at once. Waiting calls hold little (their streams stay paused until admitted),
    // but each is a stream and a line entry: node's HTTP/2 default is 2^32 - 1. 100 is HTTP/2's recommended minimum;
    // an OTLP exporter keeps a few calls in flight (the Collector's sending queue: 10 consumers).
    'grpc.max_concurrent_streams': MAX_CONCURRENT_STREAMS,
  });

  async function handleExport(route: OtlpSignalRoute, call: grpc.ServerUnaryCall<Buffer, Uint8Array>): Promise<UnaryResult> {
    // Authenticated and admitted by the interceptor before the message was read; its slot is released when the call ends.
    const admitted = admittedCalls.get(call.metadata);
    if (!admitted) throw new Error('OTLP/gRPC call reached its handler without admission');
    const ctx = { tenant: admitted.tenant, transport: 'grpc' as const, signal: route.signal };
    return toUnaryResult(await answerExport(route, deps, logger, ctx, call.request, 'protobuf', limits));
  }

  for (const route of OTLP_SIGNAL_ROUTES) {
    server.addService(serviceDefinition(route), {
      Export(call: grpc.ServerUnaryCall<Buffer, Uint8Array>, callback: grpc.sendUnaryData<Uint8Array>) {
        handleExport(route, call).then(
          (result) => ('response' in result ? callback(null, result.response) : callback(result.error)),
          (err: unknown) => {
            logger.error({ signal: route.signal, errName: (err as Error)?.name }, 'unexpected error while handling an OTLP/gRPC call');
            callback({ code: grpc.status.INTERNAL, details: 'internal error' });
          },
        );
      },
    });
  }

  /**
   * The listening socket is ours, not grpc-js's: a net server accepts connections (bounded in number like
   * OTLP/HTTP's, which grpc-js's own bindAsync cannot do) and hands each to grpc-js's HTTP/2 (or TLS) server
   * through its connection injector. Nagle off, as gRPC's own servers do: an answer is one small write.
   */
  const listener = createNetServer({ noDelay: true });
  if (config.maxConnections !== undefined) boundConnections(listener, config.maxConnections, logger, 'OTLP/gRPC');

  let startPromise: Promise<{ host: string; port: number }> | undefined;
  let shutdownPromise: Promise<void> | undefined;

  return {
    start() {
      startPromise ??= new Promise((resolve, reject) => {
        const tls = config.tls;
        const credentials = tls
          ? grpc.ServerCredentials.createSsl(tls.clientCa ?? null, [{ private_key: tls.key, cert_chain: tls.cert }], tls.clientCa !== undefined)
          : grpc.ServerCredentials.createInsecure();
        const injector = server.createConnectionInjector(credentials);
        listener.on('connection', (socket) => injector.injectConnection(socket));
        const onError = (err: Error): void => reject(err);
        listener.once('error', onError);
        listener.listen(config.port, config.host, () => {
          listener.off('error', onError);
          listener.on('error', (err) => logger.error({ errName: err.name }, 'OTLP/gRPC server error'));
          const port = (listener.address() as AddressInfo).port;
          logger.info({ host: config.host, port }, 'OTLP/gRPC receiver listening');
          resolve({ host: config.host, port });
        });
      });
      return startPromise;
    },
    shutdown() {
      shutdownPromise ??= (async () => {
        const started = startPromise ? await startPromise.then(() => true, () => false) : false;
        if (!started) return;
        // No new connections; then grpc-js ends its sessions once their calls are answered (GOAWAY first).
        const listenerClosed = new Promise<void>((resolve) => listener.close(() => resolve()));
        await new Promise<void>((resolve) => {
          const force = setTimeout(() => {
            server.forceShutdown();
            resolve();
          }, SHUTDOWN_GRACE_MS);
          force.unref();
          server.tryShutdown(() => {
            clearTimeout(force);
            resolve();
          });
        });
        await listenerClosed;
        logger.info('OTLP/gRPC receiver stopped');
      })();
      return shutdownPromise;
    },
  };
}

function toUnaryResult(answer: ExportAnswer): UnaryResult {
  if (answer.kind === 'ok') return { response: answer.body ?? new Uint8Array(0) };
  const code = ANSWER_STATUS[answer.kind].grpcCode;
  const retryDelayMs = answer.retryDelayMs;
  const metadata = new grpc.Metadata();
  // google.rpc.Status (with RetryInfo when retrying makes sense) for clients that read rich details;
  // OTLP clients read the delay from that RetryInfo.
  const details = encodeRpcStatus({ code, message: answer.message, ...(retryDelayMs !== undefined ? { retryDelayMs } : {}) }, 'protobuf');
  metadata.set('grpc-status-details-bin', toBuffer(details));
  return { error: { code, details: answer.message, metadata } };
}

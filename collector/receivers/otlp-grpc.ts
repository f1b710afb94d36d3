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
 */
import * as grpc from '@grpc/grpc-js';
import { encodeRpcStatus } from '../otlp/encode-response.ts';
import { ANSWER_STATUS, overloadedAnswer, type ExportAnswer } from './export-answer.ts';
import type { OtlpReceiverDeps, OtlpReceiverLimits, ReceiverTls } from './export-handler.ts';
import { OTLP_SIGNAL_ROUTES, type OtlpSignalRoute } from './otlp-signal-routes.ts';
import { answerExport } from './process-export.ts';
import './grpc-js-codings.ts';

export interface OtlpGrpcReceiverConfig extends OtlpReceiverLimits {
  host: string;
  /** 0 picks a free port; start() returns the bound one. */
  port: number;
  /** Serve TLS (and require client certificates when clientCa is set). */
  tls?: ReceiverTls;
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
  const server = new grpc.Server({
    'grpc.max_receive_message_length': config.maxBodyBytes,
    // grpc-js reads a call's whole message before the handler, and so before admission and its byte budget: without a
    // bound one connection could open any number of streams (node's HTTP/2 default is 2^32 - 1), each holding up to
    // maxBodyBytes. 100 is HTTP/2's recommended minimum; an OTLP exporter keeps a few calls in flight (the Collector's
    // sending queue: 10 consumers).
    'grpc.max_concurrent_streams': MAX_CONCURRENT_STREAMS,
  });

  async function handleExport(route: OtlpSignalRoute, call: grpc.ServerUnaryCall<Buffer, Uint8Array>): Promise<UnaryResult> {
    const header = call.metadata.get('authorization')[0];
    const auth = await deps.authenticate(typeof header === 'string' ? header : undefined);
    if (!auth) {
      logger.debug({ signal: route.signal }, 'OTLP/gRPC call refused: unauthenticated');
      return toUnaryResult({ kind: 'unauthenticated', message: 'missing or invalid ingest credentials (authorization: Bearer <token>)' });
    }
    // grpc-js has read the message already; admission still bounds the decoding and processing.
    const ticket = deps.admission ? await deps.admission.acquire('grpc') : null;
    if (ticket && !ticket.admitted) return toUnaryResult(overloadedAnswer(ticket.retryAfterMs));
    try {
      // The message (decompressed) counts against the admission's byte budget until the call is answered.
      const refusal = ticket ? ticket.charge(call.request.length) : null;
      if (refusal) return toUnaryResult(overloadedAnswer(refusal.retryAfterMs));
      const ctx = { tenant: auth.tenant, transport: 'grpc' as const, signal: route.signal };
      return toUnaryResult(await answerExport(route, deps, logger, ctx, call.request, 'protobuf', limits));
    } finally {
      ticket?.release();
    }
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

  let startPromise: Promise<{ host: string; port: number }> | undefined;
  let shutdownPromise: Promise<void> | undefined;

  return {
    start() {
      startPromise ??= new Promise((resolve, reject) => {
        const tls = config.tls;
        const credentials = tls
          ? grpc.ServerCredentials.createSsl(tls.clientCa ?? null, [{ private_key: tls.key, cert_chain: tls.cert }], tls.clientCa !== undefined)
          : grpc.ServerCredentials.createInsecure();
        const address = `${config.host.includes(':') ? `[${config.host}]` : config.host}:${config.port}`;
        server.bindAsync(address, credentials, (err, port) => {
          if (err) return reject(err);
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

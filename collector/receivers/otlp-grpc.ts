/**
 * OTLP/gRPC traces receiver: opentelemetry.proto.collector.trace.v1.TraceService/Export on
 * @grpc/grpc-js. Messages arrive as raw bytes (identity (de)serializers) and are decoded by the same
 * decoder as OTLP/HTTP; no proto-loader, no reflection.
 *
 * Size: grpc-js enforces grpc.max_receive_message_length on the framed message and again while it
 * inflates a gzip/deflate message, stopping the inflater at the limit (RESOURCE_EXHAUSTED), so
 * maxBodyBytes applies after decompression as it does over HTTP.
 */
import * as grpc from '@grpc/grpc-js';
import { decodeProtobufTraces } from '../otlp/decode-protobuf.ts';
import { encodeExportResponse, encodeRpcStatus } from '../otlp/encode.ts';
import { OtlpDecodeError } from '../otlp/otlp-decode-error.ts';
import type { DecodedExport } from '../../schemas/span.ts';
import type { ExportOutcome, OtlpReceiverDeps, OtlpReceiverLimits, ReceiverTls } from './export-handler.ts';

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

export const TRACE_EXPORT_PATH = '/opentelemetry.proto.collector.trace.v1.TraceService/Export';
/** In-flight calls get this long to finish on shutdown before they are cancelled. */
const SHUTDOWN_GRACE_MS = 10_000;

type UnaryResult = { response: Uint8Array } | { error: grpc.ServerErrorResponse | grpc.StatusObject };

const identity = (b: Buffer): Buffer => b;
const toBuffer = (b: Uint8Array): Buffer => Buffer.from(b.buffer, b.byteOffset, b.byteLength);

const traceServiceDefinition: grpc.ServiceDefinition = {
  Export: {
    path: TRACE_EXPORT_PATH,
    requestStream: false,
    responseStream: false,
    requestSerialize: identity,
    requestDeserialize: identity,
    responseSerialize: toBuffer,
    responseDeserialize: identity,
  },
};

export function createOtlpGrpcReceiver(deps: OtlpReceiverDeps, config: OtlpGrpcReceiverConfig): OtlpGrpcReceiver {
  const logger = deps.logger.child({ component: 'otlp-grpc' });
  const limits = { maxAnyValueDepth: config.maxAnyValueDepth };
  const server = new grpc.Server({
    'grpc.max_receive_message_length': config.maxBodyBytes,
  });

  async function handleExport(call: grpc.ServerUnaryCall<Buffer, Uint8Array>): Promise<UnaryResult> {
    const header = call.metadata.get('authorization')[0];
    const auth = await deps.authenticate(typeof header === 'string' ? header : undefined);
    if (!auth) {
      logger.debug('OTLP/gRPC call refused: unauthenticated');
      return statusError(grpc.status.UNAUTHENTICATED, 'missing or invalid ingest credentials (authorization: Bearer <token>)');
    }

    let decoded: DecodedExport;
    try {
      decoded = decodeProtobufTraces(call.request, limits);
    } catch (err) {
      if (err instanceof OtlpDecodeError) {
        logger.debug({ code: err.code, bodyBytes: call.request.length }, 'OTLP/gRPC message refused');
        return statusError(grpc.status.INVALID_ARGUMENT, err.message);
      }
      throw err;
    }

    let outcome: ExportOutcome;
    try {
      outcome = await deps.handleExport({ tenant: auth.tenant, transport: 'grpc' }, decoded);
    } catch (err) {
      outcome = { status: 'failed', error: err instanceof Error ? err : new Error('handleExport rejected') };
    }

    switch (outcome.status) {
      case 'ok': {
        const partial = decoded.rejectedSpans > 0 ? { rejectedSpans: decoded.rejectedSpans, errorMessage: decoded.rejectionMessage } : undefined;
        return { response: encodeExportResponse(partial, 'protobuf') };
      }
      case 'retryable': {
        const overloaded = outcome.reason === 'overloaded';
        const retryAfterS = Math.max(0, Math.ceil(outcome.retryInMs / 1000));
        const message = overloaded
          ? `collector is overloaded; retry after ${retryAfterS} s`
          : `collector is temporarily unavailable; retry after ${retryAfterS} s`;
        // OTLP clients read the delay from a google.rpc.RetryInfo in the status details.
        return statusError(overloaded ? grpc.status.RESOURCE_EXHAUSTED : grpc.status.UNAVAILABLE, message, outcome.retryInMs);
      }
      case 'failed': {
        const e = outcome.error as Error & { code?: string };
        logger.error({ errName: e.name, errCode: e.code }, 'OTLP/gRPC export failed');
        return statusError(grpc.status.INTERNAL, 'internal error while processing the export');
      }
    }
  }

  server.addService(traceServiceDefinition, {
    Export(call: grpc.ServerUnaryCall<Buffer, Uint8Array>, callback: grpc.sendUnaryData<Uint8Array>) {
      handleExport(call).then(
        (result) => ('response' in result ? callback(null, result.response) : callback(result.error)),
        (err: unknown) => {
          logger.error({ errName: (err as Error)?.name }, 'unexpected error while handling an OTLP/gRPC call');
          callback({ code: grpc.status.INTERNAL, details: 'internal error' });
        },
      );
    },
  });

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

function statusError(code: grpc.status, message: string, retryDelayMs?: number): UnaryResult {
  const metadata = new grpc.Metadata();
  // google.rpc.Status (with RetryInfo when retrying makes sense) for clients that read rich details.
  const details = encodeRpcStatus({ code, message, ...(retryDelayMs !== undefined ? { retryDelayMs } : {}) }, 'protobuf');
  metadata.set('grpc-status-details-bin', toBuffer(details));
  return { error: { code, details: message, metadata } };
}

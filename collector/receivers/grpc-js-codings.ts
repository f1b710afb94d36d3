/**
 * Lets the @grpc/grpc-js 1.14.7 server read messages compressed with zstd or snappy (`grpc-encoding`), the two
 * compressions the OpenTelemetry Collector's OTLP/gRPC exporter offers besides gzip (configgrpc registers them
 * with grpc-go; snappy there is the framing format). grpc-js decodes identity, gzip and deflate itself and answers
 * any other encoding UNIMPLEMENTED, with no public way to add one, so an agent configured with
 * `compression: zstd` could not deliver a single span. The server's message decoder
 * (BaseServerInterceptingCall.prototype.decompressMessage) is wrapped: zstd and snappy are decoded by
 * content-coding.ts, bounded by the server's grpc.max_receive_message_length as grpc-js bounds its own inflater
 * (RESOURCE_EXHAUSTED past it); everything else goes to grpc-js unchanged. Applied once, on import, only to the
 * version whose code it was written against (as platform/bus/kafka/kafkajs-fast-crc.ts is to kafkajs).
 */
import { createRequire } from 'node:module';
import * as grpc from '@grpc/grpc-js';
import { contentCodingOf, decodeWholeBody } from './content-coding.ts';

const PATCHED_VERSION = '1.14.7';
const INTERCEPTORS_MODULE = '@grpc/grpc-js/build/src/server-interceptors.js';

const require = createRequire(import.meta.url);

interface ServerCallInternals {
  maxReceiveMessageSize: number;
}
type DecompressMessage = (this: ServerCallInternals, message: Buffer, encoding: string) => Buffer | Promise<Buffer>;

/** The encodings this module adds, as grpc-encoding names them. */
export const GRPC_EXTRA_ENCODINGS = ['zstd', 'snappy'] as const;

function apply(): boolean {
  const version = (require('@grpc/grpc-js/package.json') as { version: string }).version;
  if (version !== PATCHED_VERSION) return false;
  const interceptors = require(INTERCEPTORS_MODULE) as { BaseServerInterceptingCall?: { prototype: { decompressMessage?: DecompressMessage } } };
  const proto = interceptors.BaseServerInterceptingCall?.prototype;
  const original = proto?.decompressMessage;
  if (!proto || typeof original !== 'function') return false;
  if ((original as { tracehold?: boolean }).tracehold) return true;
  const patched: DecompressMessage = function (this: ServerCallInternals, message, encoding) {
    const coding = contentCodingOf(encoding);
    if (coding !== 'zstd' && coding !== 'snappy') return original.call(this, message, encoding);
    // The 5-byte gRPC message prefix (compressed flag, length) comes first, as in grpc-js's own decoder.
    const limit = this.maxReceiveMessageSize === -1 ? Number.MAX_SAFE_INTEGER : this.maxReceiveMessageSize;
    const decoded = decodeWholeBody(coding, message.subarray(5), limit);
    if (decoded.status === 'ok') return decoded.body;
    return Promise.reject(
      decoded.status === 'too-large'
        ? { code: grpc.status.RESOURCE_EXHAUSTED, details: `Received message that decompresses to a size larger than ${limit}` }
        : { code: grpc.status.INTERNAL, details: `Failed to decompress message: ${decoded.message}` },
    );
  };
  (patched as { tracehold?: boolean }).tracehold = true;
  proto.decompressMessage = patched;
  return true;
}

/** Whether the gRPC receiver reads zstd and snappy messages (false on another grpc-js version). */
export const grpcExtraEncodingsApplied = apply();

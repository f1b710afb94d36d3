/**
 * The three OTLP signals as the receivers see them: where each is accepted (HTTP path, gRPC method), how
 * its body is decoded, and which pipeline entry point takes it. Adding a signal is adding a row here.
 */
import { decodeJsonLogs } from '../otlp/decode-json-logs.ts';
import { decodeJsonMetrics } from '../otlp/decode-json-metrics.ts';
import { decodeJsonTraces } from '../otlp/decode-json.ts';
import { decodeProtobufLogs } from '../otlp/decode-protobuf-logs.ts';
import { decodeProtobufMetrics } from '../otlp/decode-protobuf-metrics.ts';
import { decodeProtobufTraces, type OtlpDecodeLimits } from '../otlp/decode-protobuf.ts';
import type { OtlpFormat } from '../otlp/encode-response.ts';
import type { OtlpSignal } from '../otlp/otlp-decode-error.ts';
import type { ExportContext, ExportHandlers, ExportOutcome } from './export-handler.ts';

/** A decoded export, ready to be handed to the pipeline exactly once. */
export interface DecodedSignalExport {
  /** Items the decoder refused individually, and the first reason. */
  rejected: number;
  rejectionMessage: string;
  /** Hands the decoded export to the signal's pipeline entry point, which then owns it. */
  handOver(deps: ExportHandlers, ctx: ExportContext): Promise<ExportOutcome>;
}

/** One OTLP signal. Stateless; shared by both receivers. */
export interface OtlpSignalRoute {
  signal: OtlpSignal;
  /** OTLP/HTTP path, e.g. /v1/logs. */
  httpPath: string;
  /** Full gRPC method path, e.g. /opentelemetry.proto.collector.logs.v1.LogsService/Export. */
  grpcPath: string;
  /** Decodes a request body; throws OtlpDecodeError for a body that cannot be accepted as a whole. */
  decode(body: Buffer, format: OtlpFormat, limits: OtlpDecodeLimits): DecodedSignalExport;
}

export const OTLP_SIGNAL_ROUTES: readonly OtlpSignalRoute[] = [
  {
    signal: 'traces',
    httpPath: '/v1/traces',
    grpcPath: '/opentelemetry.proto.collector.trace.v1.TraceService/Export',
    decode(body, format, limits) {
      const decoded = format === 'json' ? decodeJsonTraces(body, limits) : decodeProtobufTraces(body, limits);
      return {
        rejected: decoded.rejectedSpans,
        rejectionMessage: decoded.rejectionMessage,
        handOver: (deps, ctx) => deps.handleExport(ctx, decoded),
      };
    },
  },
  {
    signal: 'logs',
    httpPath: '/v1/logs',
    grpcPath: '/opentelemetry.proto.collector.logs.v1.LogsService/Export',
    decode(body, format, limits) {
      const decoded = format === 'json' ? decodeJsonLogs(body, limits) : decodeProtobufLogs(body, limits);
      return {
        rejected: decoded.rejectedLogRecords,
        rejectionMessage: decoded.rejectionMessage,
        handOver: (deps, ctx) => deps.handleLogs(ctx, decoded),
      };
    },
  },
  {
    signal: 'metrics',
    httpPath: '/v1/metrics',
    grpcPath: '/opentelemetry.proto.collector.metrics.v1.MetricsService/Export',
    decode(body, format, limits) {
      const decoded = format === 'json' ? decodeJsonMetrics(body, limits) : decodeProtobufMetrics(body, limits);
      return {
        rejected: decoded.rejectedDataPoints,
        rejectionMessage: decoded.rejectionMessage,
        handOver: (deps, ctx) => deps.handleMetrics(ctx, decoded),
      };
    },
  },
];

/**
 * The bodies the OTLP receivers answer with: Export{Trace,Logs,Metrics}ServiceResponse (with OTLP partial
 * success) and google.rpc.Status, in protobuf or JSON.
 */
import { google, opentelemetry } from './generated/otlp.js';
import { toLongBits } from './long-bits.ts';
import type { OtlpSignal } from './otlp-decode-error.ts';

/** Wire encoding of an OTLP/HTTP request and of its response. */
export type OtlpFormat = 'protobuf' | 'json';

/** OTLP partial success: how many items (spans, log records, data points) of an accepted export were refused, and why. */
export interface PartialSuccess {
  rejected: number;
  errorMessage: string;
}

/** A google.rpc.Status to send to a client; retryDelayMs adds a google.rpc.RetryInfo detail. */
export interface RpcStatus {
  /** A gRPC status code (google.rpc.Code). */
  code: number;
  message: string;
  retryDelayMs?: number;
}

const RETRY_INFO_TYPE_URL = 'type.googleapis.com/google.rpc.RetryInfo';

/** The OTLP/JSON name of partial_success.rejected_<items> for each signal. */
const REJECTED_FIELD: Readonly<Record<OtlpSignal, string>> = {
  traces: 'rejectedSpans',
  logs: 'rejectedLogRecords',
  metrics: 'rejectedDataPoints',
};

// The three responses have the same layout (partial_success = 1 { int64 rejected_<items> = 1; string
// error_message = 2 }), but each is encoded with its own generated type.
const RESPONSE_ENCODERS: Readonly<Record<OtlpSignal, (message: Record<string, unknown>) => Uint8Array>> = {
  traces: (m) =>
    opentelemetry.proto.collector.trace.v1.ExportTraceServiceResponse.encode(
      m as unknown as opentelemetry.proto.collector.trace.v1.ExportTraceServiceResponse.$Properties,
    ).finish(),
  logs: (m) =>
    opentelemetry.proto.collector.logs.v1.ExportLogsServiceResponse.encode(
      m as unknown as opentelemetry.proto.collector.logs.v1.ExportLogsServiceResponse.$Properties,
    ).finish(),
  metrics: (m) =>
    opentelemetry.proto.collector.metrics.v1.ExportMetricsServiceResponse.encode(
      m as unknown as opentelemetry.proto.collector.metrics.v1.ExportMetricsServiceResponse.$Properties,
    ).finish(),
};

/**
 * The body of a successful export answer: the signal's Export*ServiceResponse, with partial_success only
 * when items were refused or there is a message (an empty response otherwise, as the spec asks).
 */
export function encodeExportResponse(signal: OtlpSignal, partial: PartialSuccess | undefined, format: OtlpFormat): Uint8Array {
  const hasPartial = partial !== undefined && (partial.rejected > 0 || partial.errorMessage !== '');
  const field = REJECTED_FIELD[signal];
  if (format === 'json') {
    const body = hasPartial ? { partialSuccess: { [field]: String(partial.rejected), errorMessage: partial.errorMessage } } : {};
    return Buffer.from(JSON.stringify(body), 'utf8');
  }
  const message = hasPartial ? { partialSuccess: { [field]: toLongBits(String(partial.rejected)), errorMessage: partial.errorMessage } } : {};
  return RESPONSE_ENCODERS[signal](message);
}

/**
 * A google.rpc.Status: the body of an OTLP/HTTP error answer (in the request's format), and, as
 * protobuf, the grpc-status-details-bin trailer of a gRPC error.
 */
export function encodeRpcStatus(status: RpcStatus, format: OtlpFormat): Uint8Array {
  const delayMs = status.retryDelayMs;
  const hasDelay = delayMs !== undefined && Number.isFinite(delayMs) && delayMs >= 0;
  const seconds = hasDelay ? Math.floor(delayMs / 1000) : 0;
  const nanos = hasDelay ? Math.round((delayMs - seconds * 1000) * 1e6) : 0;
  if (format === 'json') {
    const details = hasDelay
      ? [{ '@type': RETRY_INFO_TYPE_URL, retryDelay: `${seconds}${nanos ? `.${String(nanos).padStart(9, '0')}` : ''}s` }]
      : undefined;
    return Buffer.from(JSON.stringify({ code: status.code, message: status.message, ...(details ? { details } : {}) }), 'utf8');
  }
  const details = hasDelay
    ? [
        {
          type_url: RETRY_INFO_TYPE_URL,
          value: google.rpc.RetryInfo.encode({
            retryDelay: { seconds: toLongBits(String(seconds)), nanos },
          } as unknown as google.rpc.RetryInfo.$Properties).finish(),
        },
      ]
    : [];
  return google.rpc.Status.encode({ code: status.code, message: status.message, details }).finish();
}

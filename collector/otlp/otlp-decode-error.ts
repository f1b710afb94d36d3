/**
 * Error codes of OTLP decoding (part of the collector's TH_ERR_* catalogue):
 * - TH_ERR_OTLP_UNDECODABLE: the body is not a valid Export{Trace,Logs,Metrics}ServiceRequest in the
 *   declared encoding (garbage, truncated, wrong JSON shape). Answered 400 / INVALID_ARGUMENT.
 * - TH_ERR_OTLP_TOO_DEEP: an attribute value (or a log body) nests arrays/key-value lists deeper than the
 *   configured limit (limits.maxAnyValueDepth). Answered 400 / INVALID_ARGUMENT; refused before any deep work.
 */

import { TraceholdError } from '../../platform/errors/tracehold-error.ts';
export type OtlpDecodeErrorCode = 'TH_ERR_OTLP_UNDECODABLE' | 'TH_ERR_OTLP_TOO_DEEP';

/** The three OTLP signals Tracehold receives. */
export type OtlpSignal = 'traces' | 'logs' | 'metrics';

/** The OTLP request message of each signal, as named in error messages. */
export const OTLP_REQUEST_NAMES: Readonly<Record<OtlpSignal, string>> = {
  traces: 'ExportTraceServiceRequest',
  logs: 'ExportLogsServiceRequest',
  metrics: 'ExportMetricsServiceRequest',
};

/**
 * Thrown by the OTLP decoders for a request that cannot be accepted as a whole. The message is safe
 * to return to the client and to log: it names fields and limits, never attribute values or body bytes.
 */
export class OtlpDecodeError extends TraceholdError<OtlpDecodeErrorCode> {
  /** Never retryable: the same bytes fail the same way (the receiver answers 400). */
  constructor(code: OtlpDecodeErrorCode, message: string) {
    super(code, message);
    this.name = 'OtlpDecodeError';
  }
}

export function tooDeepError(maxAnyValueDepth: number): OtlpDecodeError {
  return new OtlpDecodeError(
    'TH_ERR_OTLP_TOO_DEEP',
    `attribute value nesting (arrays / key-value lists) exceeds the limit of ${maxAnyValueDepth} levels`,
  );
}

/** A protobuf body that does not parse as the signal's request message. */
export function undecodableProtobufError(signal: OtlpSignal): OtlpDecodeError {
  // protobufjs messages carry offsets only, but ours is stable and documented.
  return new OtlpDecodeError(
    'TH_ERR_OTLP_UNDECODABLE',
    `request body is not a valid OTLP ${OTLP_REQUEST_NAMES[signal]} (malformed or truncated protobuf)`,
  );
}

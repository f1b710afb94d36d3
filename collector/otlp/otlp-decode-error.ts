/**
 * Error codes of OTLP decoding (part of the collector's TH_ERR_* catalogue):
 * - TH_ERR_OTLP_UNDECODABLE: the body is not a valid ExportTraceServiceRequest in the declared
 *   encoding (garbage, truncated, wrong JSON shape). Answered 400 / INVALID_ARGUMENT.
 * - TH_ERR_OTLP_TOO_DEEP: an attribute value nests arrays/key-value lists deeper than the configured
 *   limit (limits.maxAnyValueDepth). Answered 400 / INVALID_ARGUMENT; refused before any deep work.
 */
export type OtlpDecodeErrorCode = 'TH_ERR_OTLP_UNDECODABLE' | 'TH_ERR_OTLP_TOO_DEEP';

/**
 * Thrown by the OTLP decoders for a request that cannot be accepted as a whole. The message is safe
 * to return to the client and to log: it names fields and limits, never attribute values or body bytes.
 */
export class OtlpDecodeError extends Error {
  readonly code: OtlpDecodeErrorCode;

  constructor(code: OtlpDecodeErrorCode, message: string) {
    super(message);
    this.name = 'OtlpDecodeError';
    this.code = code;
  }
}

export function tooDeepError(maxAnyValueDepth: number): OtlpDecodeError {
  return new OtlpDecodeError(
    'TH_ERR_OTLP_TOO_DEEP',
    `attribute value nesting (arrays / key-value lists) exceeds the limit of ${maxAnyValueDepth} levels`,
  );
}

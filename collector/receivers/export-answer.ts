/**
 * How an OTLP receiver answers: one kind per situation, and the single table that maps each kind to its
 * OTLP/HTTP status and gRPC status code (the code also goes into the google.rpc.Status body of an HTTP
 * error). Both receivers answer every signal through this table.
 */

/** The situations a receiver answers; ANSWER_STATUS gives each its HTTP status and gRPC code. */
export type AnswerKind =
  | 'ok'
  | 'invalid'
  | 'unauthenticated'
  | 'not_found'
  | 'method_not_allowed'
  | 'too_large'
  | 'unsupported_media'
  | 'overloaded'
  | 'body_timeout'
  | 'unavailable'
  | 'failed';

/**
 * One answer to one request. `body` (ok only) is the encoded Export*ServiceResponse; otherwise the receiver
 * sends `message` as a google.rpc.Status. `message` is safe for the client and the logs (no data values).
 */
export interface ExportAnswer {
  kind: AnswerKind;
  message: string;
  body?: Uint8Array;
  /** Retryable answers: when to try again (Retry-After / google.rpc.RetryInfo). */
  retryDelayMs?: number;
}

/** The answer to an export refused by admission (all slots busy for longer than the wait bound). */
export function overloadedAnswer(retryAfterMs: number): ExportAnswer {
  const retryAfterS = Math.max(1, Math.ceil(retryAfterMs / 1000));
  return { kind: 'overloaded', message: `collector is overloaded; retry after ${retryAfterS} s`, retryDelayMs: retryAfterMs };
}

/**
 * The answer to an admitted export whose body (a gRPC call's message) did not arrive within the admission's
 * bodyTimeoutMs: its slot is given to others rather than held by a slow or stalled client. Nothing was wrong with
 * the export, so it is answered as retryable, with the delay refused clients get (see ANSWER_STATUS).
 */
export function bodyTimeoutAnswer(timeoutMs: number, retryAfterMs: number): ExportAnswer {
  return { kind: 'body_timeout', message: `request body not received within ${timeoutMs} ms of admission`, retryDelayMs: retryAfterMs };
}

/** google.rpc.Code / grpc.status values used below. */
const RPC = { OK: 0, INVALID_ARGUMENT: 3, DEADLINE_EXCEEDED: 4, NOT_FOUND: 5, RESOURCE_EXHAUSTED: 8, UNIMPLEMENTED: 12, INTERNAL: 13, UNAVAILABLE: 14, UNAUTHENTICATED: 16 } as const;

/**
 * The outcome → status table (OTLP/HTTP and OTLP/gRPC specifications). What a client may send again must have a
 * status OTLP clients retry: HTTP 429, 502, 503 and 504 are the only ones the OTLP specification names (the
 * OpenTelemetry JS exporter retries exactly these), so a body that did not arrive in time is 503, not 408 Request
 * Timeout, which a client that follows the specification takes as final, dropping the export. gRPC: DEADLINE_EXCEEDED and UNAVAILABLE are retryable,
 * RESOURCE_EXHAUSTED when the status carries RetryInfo (ours does).
 */
export const ANSWER_STATUS: Readonly<Record<AnswerKind, { httpStatus: number; grpcCode: number }>> = {
  ok: { httpStatus: 200, grpcCode: RPC.OK },
  invalid: { httpStatus: 400, grpcCode: RPC.INVALID_ARGUMENT },
  unauthenticated: { httpStatus: 401, grpcCode: RPC.UNAUTHENTICATED },
  not_found: { httpStatus: 404, grpcCode: RPC.NOT_FOUND },
  method_not_allowed: { httpStatus: 405, grpcCode: RPC.UNIMPLEMENTED },
  too_large: { httpStatus: 413, grpcCode: RPC.RESOURCE_EXHAUSTED },
  unsupported_media: { httpStatus: 415, grpcCode: RPC.INVALID_ARGUMENT },
  overloaded: { httpStatus: 429, grpcCode: RPC.RESOURCE_EXHAUSTED },
  body_timeout: { httpStatus: 503, grpcCode: RPC.DEADLINE_EXCEEDED },
  unavailable: { httpStatus: 503, grpcCode: RPC.UNAVAILABLE },
  failed: { httpStatus: 500, grpcCode: RPC.INTERNAL },
};

/**
 * The part of receiving an OTLP export that does not depend on the transport: decode → hand to the
 * pipeline → turn its outcome into an answer. Both receivers call it for every signal, after they have
 * authenticated the caller and read the body within the limits.
 */
import type { Logger } from 'pino';
import type { OtlpDecodeLimits } from '../otlp/decode-protobuf.ts';
import { encodeExportResponse, type OtlpFormat } from '../otlp/encode-response.ts';
import { OtlpDecodeError } from '../otlp/otlp-decode-error.ts';
import type { ExportAnswer } from './export-answer.ts';
import type { ExportContext, ExportHandlers, ExportOutcome, OtlpReceiverDeps } from './export-handler.ts';
import type { DecodedSignalExport, OtlpSignalRoute } from './otlp-signal-routes.ts';

/**
 * What a receiver does with an admitted export's body: processes it here (`processExport`), or passes it to
 * the receiver's `dispatch` (another process decodes and processes it, bin/export-dispatch.ts).
 */
export function answerExport(
  route: OtlpSignalRoute,
  deps: OtlpReceiverDeps,
  logger: Logger,
  ctx: ExportContext,
  body: Buffer,
  format: OtlpFormat,
  limits: OtlpDecodeLimits,
): Promise<ExportAnswer> {
  return 'dispatch' in deps ? deps.dispatch(route.signal, ctx, body, format) : processExport(route, deps, logger, ctx, body, format, limits);
}

/**
 * Decodes `body` as `route`'s request in `format` (the response uses the same format), hands it to the
 * pipeline and answers. Never rejects for bad input or a failing pipeline: those are answers too.
 */
export async function processExport(
  route: OtlpSignalRoute,
  deps: ExportHandlers,
  logger: Logger,
  ctx: ExportContext,
  body: Buffer,
  format: OtlpFormat,
  limits: OtlpDecodeLimits,
): Promise<ExportAnswer> {
  let decoded: DecodedSignalExport;
  try {
    decoded = route.decode(body, format, limits);
  } catch (err) {
    if (err instanceof OtlpDecodeError) {
      logger.debug({ signal: route.signal, code: err.code, bodyBytes: body.length }, 'OTLP export refused: undecodable');
      return { kind: 'invalid', message: err.message };
    }
    throw err;
  }

  let outcome: ExportOutcome;
  try {
    outcome = await decoded.handOver(deps, ctx);
  } catch (err) {
    outcome = { status: 'failed', error: err instanceof Error ? err : new Error('export handler rejected') };
  }

  switch (outcome.status) {
    case 'ok': {
      // Items the decoder refused and items the pipeline did not keep are reported together; the
      // pipeline's message is the more useful one when both exist.
      const pipelineRejected = outcome.partial?.rejected ?? 0;
      const pipelineMessage = outcome.partial?.message ?? '';
      const partial = {
        rejected: decoded.rejected + pipelineRejected,
        errorMessage: pipelineMessage !== '' ? pipelineMessage : decoded.rejectionMessage,
      };
      return { kind: 'ok', message: '', body: encodeExportResponse(route.signal, partial, format) };
    }
    case 'retryable': {
      const retryAfterS = Math.max(0, Math.ceil(outcome.retryInMs / 1000));
      const overloaded = outcome.reason === 'overloaded';
      return {
        kind: overloaded ? 'overloaded' : 'unavailable',
        message: overloaded
          ? `collector is overloaded; retry after ${retryAfterS} s`
          : `collector is temporarily unavailable; retry after ${retryAfterS} s`,
        retryDelayMs: outcome.retryInMs,
      };
    }
    case 'failed': {
      // The error may come from anywhere downstream: log its identity, never its text.
      const e = outcome.error as Error & { code?: string };
      logger.error({ signal: route.signal, errName: e.name, errCode: e.code }, 'OTLP export failed');
      return { kind: 'failed', message: 'internal error while processing the export' };
    }
  }
}

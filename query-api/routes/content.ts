import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import type { ContentStore } from '../../platform/content-store/content-store.ts';
import type { Store } from '../../platform/store/create-store.ts';
import type { Scope } from '../../schemas/auth.ts';
import { ApiError, type ApiErrorCode } from '../api-errors.ts';
import type { AuditSink } from '../audit-sink.ts';
import { createAuditedContentReader, type ContentReadAttempt } from '../audited-content-read.ts';

const REF = /^thref:v1:[A-Za-z0-9_-]{1,32}:[0-9a-f]{64}$/;
// Lowercase only, as trace lookups and the audit log's trace filter take them: an id audited in another
// spelling would not be found by `GET /v1/audit?traceId=`.
const TRACE_ID = /^[0-9a-f]{32}$/;
const SPAN_ID = /^[0-9a-f]{16}$/;
const ALL_ZEROS = /^0+$/;
// Stands in an audit target for a value the caller sent that is not an id: never echoed (it may be anything).
const MALFORMED = '(malformed)';

const Query = z.strictObject({
  view: z.enum(['redacted', 'raw']).default('redacted'),
  reason: z.string().trim().min(1).max(500).optional(),
  // Checked below, each with its own error code; here only "one string".
  traceId: z.string().optional(),
  spanId: z.string().optional(),
});

export interface ContentRouteDeps {
  contentStore: ContentStore;
  store: Store;
  audit: AuditSink;
  /** The redacted view of a stored content document (the redaction engine over its message list). */
  redactView(tenant: string, document: unknown): Promise<unknown>;
}

/** A request's id parameter as an audit target value: absent, the id, or MALFORMED. */
function auditedId(value: unknown, shape: RegExp): string | undefined {
  if (value === undefined) return undefined;
  return typeof value === 'string' && shape.test(value) && !ALL_ZEROS.test(value) ? value : MALFORMED;
}

/**
 * GET /v1/content/:ref?traceId=…&spanId=…&view=redacted|raw&reason=… — one stored content object (prompt,
 * response, system instructions, tool definitions…), read for the trace (and span) the investigator names.
 * `redacted` needs content:read:redacted; `raw` needs content:read:raw and a reason. `traceId` is required:
 * identical content is stored once per tenant or end user, so a reference alone does not say which trace a
 * read is for. The reference must be used by that trace (and span) in the caller's tenant, otherwise 404 —
 * the same answer as for an unknown reference. Every attempt, granted, denied or failed, is written to the
 * audit log against the trace named in the request before any byte is returned; if the audit write fails,
 * the read fails. The object's tenant is checked again by the store after decryption (defence in depth:
 * references are keyed per tenant anyway).
 */
export function contentRoutes(deps: ContentRouteDeps) {
  const reader = createAuditedContentReader(deps);
  return async function register(app: FastifyInstance): Promise<void> {
    app.get<{ Params: { ref: string }; Querystring: Record<string, unknown> }>('/v1/content/:ref', async (req, reply) => {
      const principal = req.principal!;
      const rawQuery = req.query ?? {};
      const q = Query.safeParse(rawQuery);
      const view = q.success ? q.data.view : 'redacted';
      const reason = q.success ? (q.data.reason ?? '') : '';
      const ref = req.params.ref;
      // The target is what the request names, set before any check, so that every attempt (denied ones
      // included) is filterable by the trace it was made for, and only by that one.
      const traceId = auditedId(rawQuery.traceId, TRACE_ID);
      const spanId = auditedId(rawQuery.spanId, SPAN_ID);
      const target: Record<string, string> = { ref: REF.test(ref) ? ref : MALFORMED };
      if (traceId !== undefined) target.traceId = traceId;
      if (spanId !== undefined) target.spanId = spanId;

      const attempt: ContentReadAttempt = { principal, target, view, reason, via: 'content' };
      const deny = async (code: ApiErrorCode, detail: string, message?: string) => {
        await reader.recordRefusal(attempt, code === 'TH_ERR_API_CONTENT_NOT_FOUND' ? 'failed' : 'denied', detail);
        throw new ApiError(code, message);
      };

      if (!q.success) return deny('TH_ERR_API_BAD_REQUEST', 'bad_query', `invalid query: ${q.error.issues[0]?.path.join('.')} ${q.error.issues[0]?.message}`);
      const scope: Scope = view === 'raw' ? 'content:read:raw' : 'content:read:redacted';
      if (!principal.scopes.has(scope)) return deny('TH_ERR_API_FORBIDDEN', 'missing_scope', `view=${view} needs the ${scope} scope`);
      if (view === 'raw' && reason === '') return deny('TH_ERR_API_REASON_REQUIRED', 'no_reason');
      if (!REF.test(ref)) return deny('TH_ERR_API_BAD_REQUEST', 'bad_ref', 'malformed content reference');
      if (traceId === undefined) return deny('TH_ERR_API_TRACE_REQUIRED', 'no_trace');
      if (traceId === MALFORMED) return deny('TH_ERR_API_BAD_TRACE_ID', 'bad_trace_id', 'traceId must be 32 lowercase hexadecimal characters and not all zeros');
      if (spanId === MALFORMED) return deny('TH_ERR_API_BAD_SPAN_ID', 'bad_span_id');

      // The trace-use check, the store read and the audit of the outcome (see AuditedContentReader).
      const outcome = await reader.read(attempt);
      if (outcome.status === 'error') throw outcome.error;
      if (outcome.status === 'refused') {
        if (outcome.code === 'TH_ERR_API_STORAGE_UNAVAILABLE') reply.header('retry-after', '5');
        throw new ApiError(outcome.code);
      }
      const { object, uses } = outcome;
      let document: unknown;
      try {
        document = JSON.parse(object.bytes.toString('utf8'));
      } catch {
        document = { schema: 'opaque', base64: object.bytes.toString('base64') };
      }
      const content = view === 'raw' ? document : await deps.redactView(principal.tenant, document);
      return sendNoStore(reply, {
        ref,
        view,
        contentType: object.contentType,
        createdAtMs: object.createdAtMs,
        uses: uses.map((u) => ({ traceId: u.traceId, spanId: u.spanId, part: u.part })),
        content,
      });
    });
  };
}

function sendNoStore(reply: FastifyReply, body: unknown) {
  return reply.header('cache-control', 'no-store').send(body);
}

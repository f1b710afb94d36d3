import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import type { ContentStore } from '../../platform/content-store/content-store.ts';
import type { ClickHouse } from '../../platform/clickhouse/create-clickhouse.ts';
import type { Scope } from '../../schemas/auth.ts';
import { ApiError, type ApiErrorCode } from '../api-errors.ts';
import type { AuditSink } from '../audit-sink.ts';
import { findContentUses } from '../repositories/content-repository.ts';

const REF = /^thref:v1:[A-Za-z0-9_-]{1,32}:[0-9a-f]{64}$/;
const Query = z.strictObject({
  view: z.enum(['redacted', 'raw']).default('redacted'),
  reason: z.string().trim().min(1).max(500).optional(),
});

export interface ContentRouteDeps {
  contentStore: ContentStore;
  clickhouse: ClickHouse;
  audit: AuditSink;
  /** The redacted view of a stored content document (the redaction engine over its message list). */
  redactView(tenant: string, document: unknown): Promise<unknown>;
}

/**
 * GET /v1/content/:ref?view=redacted|raw&reason=… — one stored content object (prompt, response, system
 * instructions, tool definitions…). `redacted` needs content:read:redacted; `raw` needs content:read:raw
 * and a reason. Every attempt, granted or denied, is written to the audit log before any byte is returned;
 * if the audit write fails, the read fails. The object's tenant is checked again by the store after
 * decryption (defence in depth: references are keyed per tenant anyway).
 */
export function contentRoutes(deps: ContentRouteDeps) {
  return async function register(app: FastifyInstance): Promise<void> {
    app.get<{ Params: { ref: string }; Querystring: Record<string, string> }>('/v1/content/:ref', async (req, reply) => {
      const principal = req.principal!;
      const q = Query.safeParse(req.query ?? {});
      const view = q.success ? q.data.view : 'redacted';
      const reason = q.success ? (q.data.reason ?? '') : '';
      const ref = req.params.ref;
      const target: Record<string, string> = { ref: REF.test(ref) ? ref : '(malformed)' };

      const record = async (outcome: 'granted' | 'denied' | 'failed', detail: string) => {
        try {
          await deps.audit.append({
            tenant: principal.tenant,
            actor: { tokenId: principal.tokenId, kind: 'token' },
            action: outcome === 'granted' ? 'content.read' : 'content.read.denied',
            target,
            reason,
            outcome,
            details: { view, detail },
          });
        } catch {
          // No audit, no read.
          throw new ApiError('TH_ERR_API_AUDIT_UNAVAILABLE');
        }
      };
      const deny = async (code: ApiErrorCode, detail: string, message?: string) => {
        await record(code === 'TH_ERR_API_CONTENT_NOT_FOUND' ? 'failed' : 'denied', detail);
        throw new ApiError(code, message);
      };

      // Which call the object belongs to (looked up in the caller's tenant only), so that every attempt,
      // denied ones included, is filterable by trace in the audit log.
      const uses = REF.test(ref) ? await findContentUses(deps.clickhouse, principal.tenant, ref).catch(() => []) : [];
      if (uses[0]) Object.assign(target, { traceId: uses[0].trace_id, spanId: uses[0].span_id, part: uses[0].part });

      if (!q.success) return deny('TH_ERR_API_BAD_REQUEST', 'bad_query', `invalid query: ${q.error.issues[0]?.path.join('.')} ${q.error.issues[0]?.message}`);
      const scope: Scope = view === 'raw' ? 'content:read:raw' : 'content:read:redacted';
      if (!principal.scopes.has(scope)) return deny('TH_ERR_API_FORBIDDEN', 'missing_scope', `view=${view} needs the ${scope} scope`);
      if (view === 'raw' && reason === '') return deny('TH_ERR_API_REASON_REQUIRED', 'no_reason');
      if (!REF.test(ref)) return deny('TH_ERR_API_BAD_REQUEST', 'bad_ref', 'malformed content reference');


      let object;
      try {
        object = await deps.contentStore.get(principal.tenant, ref);
      } catch (err) {
        const code = (err as { code?: string }).code;
        if (code === 'TH_ERR_CONTENT_KEY_DESTROYED') return deny('TH_ERR_API_CONTENT_UNREADABLE', 'key_destroyed');
        await record('failed', code ?? 'store_error');
        throw err;
      }
      if (!object) return deny('TH_ERR_API_CONTENT_NOT_FOUND', 'not_found');

      await record('granted', 'ok');
      let document: unknown;
      try {
        document = JSON.parse(object.bytes.toString('utf8'));
      } catch {
        document = { schema: 'opaque', base64: object.bytes.toString('base64') };
      }
      const content = view === 'raw' ? document : await deps.redactView(principal.tenant, document);
      return sendNoStore(reply, { ref, view, contentType: object.contentType, createdAtMs: object.createdAtMs, uses: uses.map((u) => ({ traceId: u.trace_id, spanId: u.span_id, part: u.part })), content });
    });
  };
}

function sendNoStore(reply: FastifyReply, body: unknown) {
  return reply.header('cache-control', 'no-store').send(body);
}


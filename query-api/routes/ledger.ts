import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { normalizeFinishReasons } from '../../collector/processors/build-ledger-record.ts';
import type { LlmCallSearch, Store } from '../../platform/store/create-store.ts';
import { ApiError } from '../api-errors.ts';
import type { AuditSink } from '../audit-sink.ts';
import { requireScope } from '../auth/authenticate.ts';
import { createLlmCallCursorCodec } from '../search/search-cursor.ts';
import { DEFAULT_SEARCH_WINDOW_MS, MAX_SEARCH_WINDOW_MS, timeParam, windowView } from '../search/time-window.ts';
import { resolvePage } from '../search/resolve-page.ts';
import { toLlmCallView } from '../views/to-llm-call-view.ts';
import { SUBJECT_REF_RE } from '../../schemas/subject-ref.ts';

/** The scope that turns a raw end-user id into its calls (see README, "Search"). */
const END_USER_SCOPE = 'content:read:raw';
const MAX_END_USER_CHARS = 512;
const id = (max: number) => z.string().min(1).max(max);

const Query = z.strictObject({
  from: timeParam.optional(),
  to: timeParam.optional(),
  responseId: id(256).optional(),
  endUser: z.string().max(MAX_END_USER_CHARS).optional(),
  subjectRef: z.string().regex(SUBJECT_REF_RE, 'must be a psn_ pseudonym').optional(),
  sessionId: id(256).optional(),
  conversationId: id(256).optional(),
  service: id(256).optional(),
  model: id(200).optional(),
  provider: id(100).optional(),
  status: z.enum(['ok', 'error']).optional(),
  finishReason: id(64).optional(),
  reason: z.string().trim().min(1).max(500).optional(),
  limit: z.coerce.number().int().min(1).max(1000).default(100),
  cursor: z.string().optional(),
});
type Query = z.infer<typeof Query>;

/** What the ledger search needs; the pseudonymizer and the audit log make the end-user search possible. */
export interface LedgerRouteDeps {
  store: Store;
  /**
   * The collector's keyed pseudonym of an end-user id in a tenant (the content store's `pseudonymize`:
   * HMAC under the tenant's reference key), so a raw id finds the rows the collector pseudonymized.
   * Absent: `endUser` is refused (the ledger holds pseudonyms only).
   */
  pseudonymize?(tenant: string, rawId: string): Promise<string>;
  /** Every end-user search is audited (with the pseudonym) before it runs; absent: `endUser` is refused. */
  audit?: AuditSink;
  nowMs?(): number;
}

/**
 * GET /v1/llm-calls — the ledger searched without a trace id (no content bodies): the caller tenant's LLM
 * calls in a time window (default: the last 24 hours, or 31 days when searching by `responseId`; at most 31
 * days), newest first, filtered by response id, end user (raw id, pseudonymized here; audited), pseudonym,
 * session, conversation, service, model, provider, status and finish reason, and paged with `cursor`.
 */
export function ledgerRoutes(deps: LedgerRouteDeps) {
  const cursors = createLlmCallCursorCodec();
  const nowMs = deps.nowMs ?? Date.now;
  return async function register(app: FastifyInstance): Promise<void> {
    app.get('/v1/llm-calls', { preHandler: requireScope('traces:read') }, async (req) => {
      const rawQuery = (req.query ?? {}) as Record<string, unknown>;
      // One reason, one search: a repeated parameter is an array, which would blur what was audited.
      if (Array.isArray(rawQuery.reason)) throw new ApiError('TH_ERR_API_REASON_REQUIRED', 'an end-user search takes exactly one reason');
      const q = Query.safeParse(rawQuery);
      if (!q.success) {
        // The issue names the parameter only: its value may be an end user's raw id.
        throw new ApiError('TH_ERR_API_BAD_REQUEST', `invalid query: ${q.error.issues[0]?.path.join('.')} ${q.error.issues[0]?.message}`);
      }
      const query = q.data;
      if (query.endUser !== undefined && query.subjectRef !== undefined) throw new ApiError('TH_ERR_API_BAD_REQUEST', 'give endUser or subjectRef, not both');
      if (query.reason !== undefined && query.endUser === undefined) throw new ApiError('TH_ERR_API_BAD_REQUEST', 'reason is for end-user searches (endUser=…) only');
      const subjectRef = query.endUser !== undefined ? await endUserPseudonym(req, query) : query.subjectRef;
      const finishReason = query.finishReason === undefined ? undefined : (normalizeFinishReasons([query.finishReason])[0] ?? query.finishReason);

      // The cursor is bound to these filters (with the pseudonym: the raw id is not kept, even hashed).
      const filters = {
        from: query.from,
        to: query.to,
        responseId: query.responseId,
        subjectRef,
        sessionId: query.sessionId,
        conversationId: query.conversationId,
        service: query.service,
        model: query.model,
        provider: query.provider,
        status: query.status,
        finishReason,
      };
      const { window, after } = resolvePage(cursors, filters, query, { nowMs: nowMs(), defaultSpanMs: query.responseId !== undefined ? MAX_SEARCH_WINDOW_MS : DEFAULT_SEARCH_WINDOW_MS });
      const search: LlmCallSearch = { ...filters, fromMs: window.fromMs, toMs: window.toMs, after, limit: query.limit };
      const page = await deps.store.forTenant(req.principal!.tenant).searchLlmCalls(search);
      const nextCursor = page.next ? cursors.encode(filters, { window, after: page.next }) : null;
      const view = windowView(window);
      return { from: view.from, to: view.to, window: view, llmCalls: page.calls.map((r) => ({ traceId: r.traceId, ...toLlmCallView(r) })), nextCursor };
    });
  };

  /**
   * The pseudonym of `endUser`, after the checks and the audit entry. The raw id goes to the pseudonymizer
   * and nowhere else: not to the audit entry (it holds the pseudonym), not to an error message, not to a log.
   */
  async function endUserPseudonym(req: FastifyRequest, query: Query): Promise<string> {
    const principal = req.principal!;
    if (!deps.pseudonymize || !deps.audit) throw new ApiError('TH_ERR_API_BAD_REQUEST', 'this server cannot search by end user (no content store): use subjectRef');
    // Trimmed as the collector trims an end-user attribute before it pseudonymizes it; case is kept, as there.
    const rawId = query.endUser!.trim();
    if (rawId === '') throw new ApiError('TH_ERR_API_BAD_REQUEST', 'invalid query: endUser is empty');
    let subjectRef: string;
    try {
      subjectRef = await deps.pseudonymize(principal.tenant, rawId);
    } catch {
      throw new ApiError('TH_ERR_API_STORAGE_UNAVAILABLE', 'the tenant key needed to pseudonymize the end user is unavailable; retry');
    }
    const audit = deps.audit;
    const record = async (outcome: 'granted' | 'denied', detail: string, reason = query.reason ?? '') => {
      try {
        await audit.append({
          tenant: principal.tenant,
          actor: { tokenId: principal.tokenId, kind: 'token' },
          action: outcome === 'granted' ? 'llm_calls.search_end_user' : 'llm_calls.search_end_user.denied',
          target: { subjectRef },
          reason,
          outcome,
          details: { detail },
        });
      } catch {
        // No audit, no search.
        throw new ApiError('TH_ERR_API_AUDIT_UNAVAILABLE', 'the audit log cannot be written; the end-user search was refused');
      }
    };
    if (!principal.scopes.has(END_USER_SCOPE)) {
      await record('denied', 'missing_scope');
      throw new ApiError('TH_ERR_API_FORBIDDEN', `searching by endUser needs the ${END_USER_SCOPE} scope (subjectRef needs traces:read only)`);
    }
    if (query.reason === undefined) {
      await record('denied', 'no_reason');
      throw new ApiError('TH_ERR_API_REASON_REQUIRED', 'an end-user search needs a reason (a ticket id or free text)');
    }
    // The reason is stored as given: one that spells out the raw id would put it in the audit log.
    if (query.reason.toLowerCase().includes(rawId.toLowerCase())) {
      await record('denied', 'reason_names_end_user', '(withheld: it contained the end-user id)');
      throw new ApiError('TH_ERR_API_BAD_REQUEST', 'the reason must not contain the end-user id (it is kept in the audit log)');
    }
    await record('granted', 'ok');
    return subjectRef;
  }
}

import type { ContentObject, ContentStore } from '../platform/content-store/content-store.ts';
import type { Principal } from '../platform/auth/token-store.ts';
import type { ContentUse, Store } from '../platform/store/create-store.ts';
import { ApiError, type ApiErrorCode } from './api-errors.ts';
import type { AuditSink } from './audit-sink.ts';
import { codeOf } from '../platform/errors/tracehold-error.ts';

/** One audited attempt to read content, as the audit log records it. */
export interface ContentReadAttempt {
  principal: Principal;
  /** Ids only (ref, traceId, spanId, part); set before any check so that refusals are filterable by trace. */
  target: Record<string, string>;
  view: 'raw' | 'redacted';
  reason: string;
  /**
   * Which API made the read: 'content' (GET /v1/content/:ref), 'trace_lookup' (?include=content) or 'replay'
   * (the input a replay re-sends and the original output it compares with).
   */
  via: 'content' | 'trace_lookup' | 'replay';
}

/**
 * The outcome of a content read: `ok` with the object (already audited as granted), or `refused` with the API
 * error it stands for (already audited as denied or failed); `error` for an unexpected store failure (audited
 * as failed; the caller decides whether that fails the request).
 */
export type ContentReadOutcome =
  | { status: 'ok'; object: ContentObject; uses: ContentUse[] }
  | { status: 'refused'; code: ApiErrorCode; detail: string }
  | { status: 'error'; error: unknown };

/**
 * The one path by which the query API reads content: the reference must be used by the named trace (and span)
 * in the caller's tenant, the object is fetched from the store (which checks the tenant again), and every
 * attempt — granted, denied or failed — is written to the audit log before any byte is returned. If the audit
 * write fails, the read fails (`TH_ERR_API_AUDIT_UNAVAILABLE`). Used by GET /v1/content/:ref and by the trace
 * lookup's `include=content`; stateless, safe to call concurrently.
 */
export interface AuditedContentReader {
  /**
   * Writes one audit entry for an attempt refused before the read (bad request, missing scope or reason). Here
   * and in `read`, an audit write that fails throws ApiError TH_ERR_API_AUDIT_UNAVAILABLE.
   */
  recordRefusal(attempt: ContentReadAttempt, outcome: 'denied' | 'failed', detail: string): Promise<void>;
  /**
   * Reads `target.ref` for `target.traceId` (and `target.spanId` when set). `accept` may refuse an object once
   * its size is known (e.g. over a byte budget): it returns the audit detail of that refusal, or null to take it.
   * `target.part` (and `spanId` when the trace uses the object from one span only) is filled in from the uses.
   */
  read(attempt: ContentReadAttempt, accept?: (object: ContentObject) => string | null): Promise<ContentReadOutcome>;
}

export interface AuditedContentReaderDeps {
  contentStore: ContentStore;
  audit: AuditSink;
  /** Where the uses of a reference by a trace are read (content_objects, through the caller's tenant store). */
  store: Pick<Store, 'forTenant'>;
}

export function createAuditedContentReader(deps: AuditedContentReaderDeps): AuditedContentReader {
  async function record(a: ContentReadAttempt, outcome: 'granted' | 'denied' | 'failed', detail: string): Promise<void> {
    try {
      await deps.audit.append({
        tenant: a.principal.tenant,
        actor: { tokenId: a.principal.tokenId, kind: 'token' },
        action: outcome === 'granted' ? 'content.read' : 'content.read.denied',
        target: a.target,
        reason: a.reason,
        outcome,
        // Reads through the content route keep their earlier details exactly; the lookup says it was the lookup.
        details: a.via === 'content' ? { view: a.view, detail } : { view: a.view, detail, via: a.via },
      });
    } catch {
      // No audit, no read.
      throw new ApiError('TH_ERR_API_AUDIT_UNAVAILABLE');
    }
  }

  return {
    recordRefusal: (a, outcome, detail) => record(a, outcome, detail),

    async read(a, accept) {
      const { ref, traceId, spanId } = a.target;
      const refuse = async (code: ApiErrorCode, detail: string): Promise<ContentReadOutcome> => {
        await record(a, code === 'TH_ERR_API_CONTENT_NOT_FOUND' || code === 'TH_ERR_API_STORAGE_UNAVAILABLE' ? 'failed' : 'denied', detail);
        return { status: 'refused', code, detail };
      };
      // The reference must belong to the named trace (and span) in the caller's tenant. Not found and "used by
      // other traces only" are one answer: the lookup does not even ask about other traces.
      let uses: ContentUse[];
      try {
        uses = await deps.store.forTenant(a.principal.tenant).findContentUsesInTrace(ref!, traceId!, spanId);
      } catch {
        // Without the check there is no read; the failure is audited like any other attempt.
        return refuse('TH_ERR_API_STORAGE_UNAVAILABLE', 'lookup_failed');
      }
      if (uses.length === 0) return refuse('TH_ERR_API_CONTENT_NOT_FOUND', 'not_found');
      // Within the named trace only: the parts it used the object as, and its span when there is one.
      a.target.part = [...new Set(uses.map((u) => u.part))].sort().join(',');
      const spans = new Set(uses.map((u) => u.spanId));
      if (spanId === undefined && spans.size === 1) a.target.spanId = uses[0]!.spanId;

      let object: ContentObject | null;
      try {
        object = await deps.contentStore.get(a.principal.tenant, ref!);
      } catch (err) {
        const code = codeOf(err);
        if (code === 'TH_ERR_CONTENT_KEY_DESTROYED') return refuse('TH_ERR_API_CONTENT_UNREADABLE', 'key_destroyed');
        await record(a, 'failed', code ?? 'store_error');
        return { status: 'error', error: err };
      }
      // The trace says it used the object, but the store has none (lost, or not the caller's tenant).
      if (!object) return refuse('TH_ERR_API_CONTENT_NOT_FOUND', 'object_missing');
      const refusal = accept?.(object) ?? null;
      if (refusal !== null) {
        await record(a, 'denied', refusal);
        return { status: 'refused', code: 'TH_ERR_API_BAD_REQUEST', detail: refusal };
      }
      await record(a, 'granted', 'ok');
      return { status: 'ok', object, uses };
    },
  };
}

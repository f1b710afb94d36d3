import type { Principal } from '../platform/auth/token-store.ts';
import type { ApiErrorCode } from './api-errors.ts';
import type { AuditedContentReader } from './audited-content-read.ts';
import { codeOf } from '../platform/errors/tracehold-error.ts';

/** One stored object to inline: which span of the trace uses it, as which part. `key` is the caller's handle. */
export interface InlineTarget {
  key: string;
  spanId: string;
  part: string;
  ref: string;
}

/** What the lookup shows for one stored part under `?include=content`. */
export interface InlineContentView {
  /** 'included' | 'over_limit' | 'not_found' | 'unreadable' | 'unavailable' | 'audit_unavailable' | 'failed' */
  state: string;
  words: string;
  /** Size of the stored object when it was read; null otherwise. */
  sizeBytes: number | null;
  /** The stored document, raw, when included. */
  document?: unknown;
}

/** Totals of one lookup's inline content, for the answer's `content` block. */
export interface InlineContentSummary {
  view: 'raw';
  reason: string;
  maxBytes: number;
  maxReads: number;
  bytesIncluded: number;
  partsIncluded: number;
  /** True when at least one part was left out because of `maxBytes` or `maxReads`. */
  truncated: boolean;
}

export interface InlineContentLimits {
  /** Most bytes of stored objects one lookup returns inline; the rest is marked over_limit. */
  maxBytes: number;
  /** Most objects one lookup reads (each read is an audit entry). */
  maxReads: number;
}

const REFUSAL_WORDS: Partial<Record<ApiErrorCode, [string, string]>> = {
  TH_ERR_API_CONTENT_NOT_FOUND: ['not_found', 'not in the content store for this trace (the object is missing)'],
  TH_ERR_API_CONTENT_UNREADABLE: ['unreadable', "can no longer be decrypted: its key was destroyed (erased)"],
  TH_ERR_API_STORAGE_UNAVAILABLE: ['unavailable', 'could not be read now (storage unavailable); retry'],
};

/**
 * Reads the stored parts of a trace for `?include=content` through the audited reader, one audit entry per
 * object read against this trace (and span, part), in the targets' order, within the limits. A part that fails
 * becomes a state of that part; nothing here fails the lookup except an audit log that cannot be written for a
 * read — then that part says so and no later part is read.
 */
export async function inlineTraceContent(
  deps: { reader: AuditedContentReader },
  req: { principal: Principal; traceId: string; reason: string },
  targets: readonly InlineTarget[],
  limits: InlineContentLimits,
): Promise<{ parts: Map<string, InlineContentView>; summary: InlineContentSummary }> {
  const parts = new Map<string, InlineContentView>();
  const summary: InlineContentSummary = { view: 'raw', reason: req.reason, maxBytes: limits.maxBytes, maxReads: limits.maxReads, bytesIncluded: 0, partsIncluded: 0, truncated: false };
  const leftOut = (ref: string, traceId: string, why: string): InlineContentView => ({
    state: 'over_limit',
    words: `left out: ${why}; read it alone with GET /v1/content/${ref}?traceId=${traceId}&view=raw&reason=…`,
    sizeBytes: null,
  });
  let reads = 0;
  let auditDown = false;
  for (const t of targets) {
    if (auditDown) {
      parts.set(t.key, { state: 'audit_unavailable', words: 'not read: the audit log cannot be written (no audit, no read)', sizeBytes: null });
      continue;
    }
    if (reads >= limits.maxReads) {
      summary.truncated = true;
      parts.set(t.key, leftOut(t.ref, req.traceId, `a lookup reads at most ${limits.maxReads} content objects`));
      continue;
    }
    if (summary.bytesIncluded >= limits.maxBytes) {
      summary.truncated = true;
      parts.set(t.key, leftOut(t.ref, req.traceId, `a lookup inlines at most ${limits.maxBytes} bytes of content`));
      continue;
    }
    reads++;
    let sizeBytes: number | null = null;
    let outcome;
    try {
      outcome = await deps.reader.read(
        { principal: req.principal, target: { ref: t.ref, traceId: req.traceId, spanId: t.spanId }, view: 'raw', reason: req.reason, via: 'trace_lookup' },
        (object) => {
          sizeBytes = object.bytes.length;
          return summary.bytesIncluded + object.bytes.length > limits.maxBytes ? 'over_inline_limit' : null;
        },
      );
    } catch (err) {
      // The reader throws when the audit log cannot be written: then nothing more is read.
      if (codeOf(err) === 'TH_ERR_API_AUDIT_UNAVAILABLE') {
        auditDown = true;
        parts.set(t.key, { state: 'audit_unavailable', words: 'not read: the audit log cannot be written (no audit, no read)', sizeBytes: null });
      } else parts.set(t.key, { state: 'failed', words: 'could not be read; retry, or read it alone with GET /v1/content', sizeBytes: null });
      continue;
    }
    if (outcome.status === 'ok') {
      const bytes = outcome.object.bytes;
      summary.bytesIncluded += bytes.length;
      summary.partsIncluded++;
      parts.set(t.key, { state: 'included', words: `included (${bytes.length} bytes, raw; this read is audited)`, sizeBytes: bytes.length, document: parseDocument(bytes) });
    } else if (outcome.status === 'refused' && outcome.detail === 'over_inline_limit') {
      summary.truncated = true;
      parts.set(t.key, { ...leftOut(t.ref, req.traceId, `${sizeBytes} bytes would pass the lookup's limit of ${limits.maxBytes} bytes of inline content`), sizeBytes });
    } else if (outcome.status === 'refused') {
      const [state, words] = REFUSAL_WORDS[outcome.code] ?? ['failed', 'could not be read'];
      parts.set(t.key, { state, words, sizeBytes: null });
    } else {
      parts.set(t.key, { state: 'failed', words: 'could not be read (content store error); retry, or read it alone with GET /v1/content', sizeBytes: null });
    }
  }
  return { parts, summary };
}

function parseDocument(bytes: Buffer): unknown {
  try {
    return JSON.parse(bytes.toString('utf8'));
  } catch {
    return { schema: 'opaque', base64: bytes.toString('base64') };
  }
}

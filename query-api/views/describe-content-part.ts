import type { ContentPartRef } from '../../schemas/ledger.ts';
import type { InlineContentView } from '../inline-trace-content.ts';

/** One content part of an LLM call as the lookup shows it: the stored state, its reason code, and both in words. */
export interface ContentPartView {
  /** Content-store reference, '' unless stored. */
  ref: string;
  /** 'stored' | 'not_captured' | 'purged' | 'erased' (the ledger's capture state), or 'under_hold'. */
  state: string;
  /** Stable reason code ('' when stored), e.g. 'not_sent_by_instrumentation', 'too_large:1048576'. */
  reason: string;
  /** The state in words, for people: 'not captured by the instrumentation', 'purged by retention on 2026-11-30'. */
  words: string;
  /** With `?include=content` only, for a stored part: the content read (or why it was not), audited. */
  inline?: InlineContentView;
}

// Reason codes the collector writes today (collector/processors/extract-llm-content.ts), and the ones the
// retention side writes (purge, erasure, hold). A code not listed here is shown as itself in parentheses.
const NOT_CAPTURED_WORDS: Record<string, string> = {
  not_sent_by_instrumentation: 'not captured by the instrumentation',
  stored_externally_by_instrumentation: 'not captured here: the instrumentation stored it elsewhere and sent only a reference',
  not_applicable: 'not applicable to this operation',
  included_in_input: 'not separate: part of the input messages',
  extraction_disabled: 'not captured: content extraction is switched off in the collector',
};

/**
 * The words for a content part's state (pure). Reasons may carry one parameter after a colon: `too_large:<max
 * bytes>`, `retention:<YYYY-MM-DD>` (or an older `retention:<policy>`), `quota:<YYYY-MM-DD>`, `request:<deletion request id>`, `hold:<hold id>`; the parameter is an
 * operator-chosen name or a number, never content.
 */
export function describeContentPart(part: ContentPartRef | { ref: string; state: string; reason: string }): ContentPartView {
  return { ref: part.ref, state: part.state, reason: part.reason, words: wordsFor(part.state, part.reason) };
}

function wordsFor(state: string, reason: string): string {
  const [code = '', param = ''] = splitReason(reason);
  switch (state) {
    case 'stored':
      return 'stored';
    case 'not_captured':
      if (code === 'too_large') return param ? `too large to store (limit ${formatBytes(param)})` : 'too large to store';
      if (code === '') return 'not captured';
      return NOT_CAPTURED_WORDS[code] ?? `not captured (${reason})`;
    case 'purged':
      // The retention worker writes `retention:<YYYY-MM-DD>` and `quota:<YYYY-MM-DD>`; older rows name a policy.
      if (code === 'quota') return ISO_DAY.test(param) ? `evicted at the storage quota on ${param}` : 'evicted at the storage quota';
      if (ISO_DAY.test(param)) return `purged by retention on ${param}`;
      return param ? `purged by retention (policy: ${param})` : 'purged by retention';
    case 'erased':
      if (code === 'key_destroyed') return "erased on request (the end user's key was destroyed)";
      if (code === 'request' && DELETION_ID.test(param)) return `erased on request ${param}`;
      return param ? `erased on request (request ${param})` : 'erased on request';
    case 'under_hold':
      // An erasure that waits for a legal hold (GDPR Art. 17(3)(e), Art. 18): the content is still there.
      return param ? `under legal hold (hold ${param}); erasure waits until it is released` : 'under legal hold; erasure waits until it is released';
    default:
      return reason ? `${state} (${reason})` : state;
  }
}

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;
const DELETION_ID = /^del_[0-9a-f]{16}$/;

function splitReason(reason: string): [string, string] {
  const i = reason.indexOf(':');
  return i < 0 ? [reason, ''] : [reason.slice(0, i), reason.slice(i + 1)];
}

function formatBytes(param: string): string {
  if (!/^\d+$/.test(param)) return param;
  const n = Number(param);
  if (n >= 1024 * 1024 && n % (1024 * 1024) === 0) return `${n / (1024 * 1024)} MiB`;
  if (n >= 1024 && n % 1024 === 0) return `${n / 1024} KiB`;
  return `${n} bytes`;
}

/**
 * README.txt of a legal-hold bundle: written for a lawyer or an expert witness, not for an engineer — what
 * the bundle is, what each file holds, what the words used in it mean, and how to check it offline.
 */
import type { BundleCounts } from '../../schemas/hold-export.ts';
import type { Hold } from '../../schemas/retention.ts';

export interface BundleReadmeFacts {
  exportId: string;
  createdAtMs: number;
  hold: Hold;
  exportedBy: string;
  exportReason: string;
  includeContent: boolean;
  replaysTable: 'present' | 'absent';
  counts: BundleCounts;
  keyId: string;
  generator: string;
}

function scopeInWords(hold: Hold): string {
  const s = hold.scope;
  switch (s.kind) {
    case 'traces':
      return `${s.traceIds.length} listed trace(s)`;
    case 'subjects':
      return `all data of ${s.subjectRefs.length} end user(s), identified by pseudonym`;
    case 'tenant':
      return s.range ? `all data of the tenant in a time range (${rangeText(s.range)})` : 'all data of the tenant';
    case 'filter': {
      const parts = [s.service && `service "${s.service}"`, s.model && `model "${s.model}"`, s.attribute && `attribute ${s.attribute.key} = "${s.attribute.value}"`].filter(Boolean);
      return `data matching ${parts.join(' and ')}${s.range ? ` in a time range (${rangeText(s.range)})` : ''}`;
    }
  }
}

function rangeText(r: { fromMs?: number; toMs?: number }): string {
  return `${r.fromMs !== undefined ? new Date(r.fromMs).toISOString() : 'the beginning'} to ${r.toMs !== undefined ? new Date(r.toMs).toISOString() : 'now'}`;
}

export function renderBundleReadme(f: BundleReadmeFacts): string {
  const c = f.counts;
  const iso = (ms: number | null) => (ms === null ? '-' : new Date(ms).toISOString());
  return `LEGAL-HOLD EVIDENCE BUNDLE
==========================

This archive is an export of the records kept by Tracehold, a system that records the calls an
application makes to AI language models ("LLM calls"), under a legal hold. It was produced by
${f.generator} on ${iso(f.createdAtMs)} (export ${f.exportId}).

THE HOLD
  Hold id:        ${f.hold.holdId} (${f.hold.state}${f.hold.releasedAtMs !== null ? `, released ${iso(f.hold.releasedAtMs)}` : ''})
  Matter:         ${f.hold.matterId}
  Requested by:   ${f.hold.requester}
  Reason:         ${f.hold.reason}
  Placed:         ${iso(f.hold.createdAtMs)}
  Covers:         ${scopeInWords(f.hold)}
  Exported by:    token ${f.exportedBy}, stating: ${f.exportReason}

WHAT IS IN THIS BUNDLE (counts)
  Traces (one user request each, with everything it caused):     ${c.traces}
  LLM calls (ledger rows):                                       ${c.ledgerRows}
  Trace summaries / recorded spans:                              ${c.traceIndexRows} / ${c.spans}
  Content files (prompts and answers, as recorded):              ${f.includeContent ? c.contentFiles : 'not included (exported without content)'}
  Content no longer available (see retention_state.jsonl):       ${c.contentUnavailable}
  Replays:                                                       ${f.replaysTable === 'present' ? c.replays : 'none (replays are not recorded on this installation)'}
  Audit log entries about this data:                             ${c.auditEntries}
  Retention history lines:                                       ${c.retentionStateLines}

THE FILES
  manifest.json          The table of contents: the hold, the matter, who exported it and why, the counts, and a
                         fingerprint (SHA-256) and size of every other file.
  manifest.sig           A digital signature (Ed25519) of manifest.json. Since the manifest fingerprints every
                         file, the signature covers the whole bundle.
  public-key.pem         The public key that checks the signature (key id ${f.keyId}). The same key signs the
                         checkpoints of the audit log; obtain it independently from the operator to be sure.
  ledger.jsonl           One line per LLM call: when, which service, which model was asked and which answered,
                         settings, tokens, cost, status, and references to its content.
  traces.jsonl           Per trace, a summary (type "trace_index") and the detailed steps kept for it (type "span").
  content/               The recorded prompts and answers of the held LLM calls, one file per stored item, named
                         by the fingerprint of its reference (the ledger lines carry the reference). Each read
                         was recorded in the audit log with the export's reason.
  replays.jsonl          Re-runs of the calls made to test whether the model would answer the same way.
  audit.jsonl            Every audit log entry about this data, each with a proof that it is part of the
                         tamper-evident audit log up to a signed checkpoint (recorded in the manifest).
  retention_state.jsonl  What happened to the data: anything purged, erased or held back, when and why, the
                         hold's own history, and deletion requests that concern it.

WHAT THE WORDS MEAN
  purged      Removed automatically when a retention period or a storage limit was reached. The line of
              the call remains and says when and why ("retention:DATE" or "quota:DATE").
  erased      Removed because a person asked for their data to be deleted (right to erasure), named by the
              request id ("request:del_..."). Personal data is gone; a tombstone records what and when.
  restricted  A deletion request that could not run because a legal hold covers the data; it waits and
              runs only after the hold is released.
  held        Covered by an active legal hold: nothing covered can be deleted while the hold is active.

HOW TO CHECK THIS BUNDLE (offline, no network needed)
  tracehold verify-bundle ${f.exportId}.tar.gz [--public-key KEY.pem]
  It checks the signature, that no file is missing, added or changed (one changed byte anywhere is
  detected), the counts, that every audit entry is intact and provably in the signed audit log, and that
  every stored content item the calls refer to is present. It ends with "bundle intact" or names the first
  problem.
`;
}

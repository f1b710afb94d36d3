/**
 * Legal-hold bundle exports (issue 10): the export job's state (table `hold_exports`, versioned like the rest
 * of migration 0008) and the bundle's manifest (`manifest.json` inside the tar.gz).
 *
 * Contract: neither holds personal data in clear or content. The manifest names the hold, the matter, who
 * asked, who exported and why (operator text), counts, and the SHA-256 of every other file of the bundle.
 */
import { z } from 'zod';
import { AuditCheckpointSchema } from './audit.ts';
import { HoldSchema } from './retention.ts';

export const EXPORT_ID_RE = /^exp_[0-9a-f]{16}$/;
export const EXPORT_STATES = ['running', 'done', 'failed'] as const;
export type ExportState = (typeof EXPORT_STATES)[number];

/** What a bundle holds, in numbers (also the progress of a running job). */
export const BundleCountsSchema = z.strictObject({
  traces: z.number().int().nonnegative(),
  ledgerRows: z.number().int().nonnegative(),
  traceIndexRows: z.number().int().nonnegative(),
  spans: z.number().int().nonnegative(),
  contentFiles: z.number().int().nonnegative(),
  /** Stored parts whose content could not be read (purged, erased, key destroyed): listed in retention_state.jsonl. */
  contentUnavailable: z.number().int().nonnegative(),
  replays: z.number().int().nonnegative(),
  auditEntries: z.number().int().nonnegative(),
  retentionStateLines: z.number().int().nonnegative(),
});
export type BundleCounts = z.infer<typeof BundleCountsSchema>;

export function zeroBundleCounts(): BundleCounts {
  return { traces: 0, ledgerRows: 0, traceIndexRows: 0, spans: 0, contentFiles: 0, contentUnavailable: 0, replays: 0, auditEntries: 0, retentionStateLines: 0 };
}

/** One export job, as stored (body_json of `hold_exports`) and as GET /v1/holds/:id/exports/:exportId answers. */
export const HoldExportSchema = z.strictObject({
  tenant: z.string(),
  exportId: z.string().regex(EXPORT_ID_RE),
  holdId: z.string(),
  version: z.number().int().positive(),
  state: z.enum(EXPORT_STATES),
  /** Token id of who asked for it, and why (operator text). */
  requestedBy: z.string().max(200),
  reason: z.string().max(2000),
  includeContent: z.boolean(),
  progress: BundleCountsSchema,
  /** Of the finished file (state done). */
  sha256: z.string(),
  bytes: z.number().int().nonnegative(),
  /** A TH_ERR_* code and words, no data (state failed). */
  error: z.string().max(2000),
  createdAtMs: z.number().int().nonnegative(),
  updatedAtMs: z.number().int().nonnegative(),
});
export type HoldExport = z.infer<typeof HoldExportSchema>;

/** POST /v1/holds/:holdId/exports body. */
export const HoldExportInputSchema = z.strictObject({
  reason: z.string().trim().min(1).max(2000),
  /** Default true (needs content:read:raw); false exports without content and says so in the manifest. */
  includeContent: z.boolean().optional(),
});
export type HoldExportInput = z.infer<typeof HoldExportInputSchema>;

export const BUNDLE_FORMAT = 'tracehold-bundle/v1';

const fileEntry = z.strictObject({
  name: z.string().min(1).max(300),
  bytes: z.number().int().nonnegative(),
  sha256: z.string().regex(/^[0-9a-f]{64}$/),
  /** JSON Lines files: their number of lines. */
  lines: z.number().int().nonnegative().optional(),
});

export const BundleManifestSchema = z.strictObject({
  format: z.literal(BUNDLE_FORMAT),
  exportId: z.string().regex(EXPORT_ID_RE),
  tenant: z.string(),
  createdAtMs: z.number().int().nonnegative(),
  generator: z.strictObject({ name: z.string(), version: z.string() }),
  /** The hold as it was when exported (its newest version). */
  hold: HoldSchema,
  matter: z.strictObject({ matterId: z.string(), requester: z.string(), reason: z.string() }),
  exportedBy: z.strictObject({ tokenId: z.string(), reason: z.string() }),
  includeContent: z.boolean(),
  /** 'present': replays.jsonl holds the `replays` rows of the covered traces; 'absent': no such table here. */
  replaysTable: z.enum(['present', 'absent']),
  counts: BundleCountsSchema,
  /**
   * The audit checkpoint covering the last entry of audit.jsonl (signed with the same key as the manifest),
   * and the Merkle root (RFC 6962) over the tenant's entry hashes 1..treeSize that audit.jsonl's proofs verify against.
   */
  audit: z.strictObject({ checkpoint: AuditCheckpointSchema.loose(), treeSize: z.number().int().nonnegative(), merkleRoot: z.string().regex(/^[0-9a-f]{64}$/) }),
  /** Every file of the bundle except manifest.json, manifest.sig and public-key.pem, sorted by name. */
  files: z.array(fileEntry),
});
export type BundleManifest = z.infer<typeof BundleManifestSchema>;

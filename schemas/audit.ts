/**
 * The tamper-evident audit log (retention/audit): one entry per audited action (content reads and their
 * refusals, token/tenant/policy changes, replays, holds, deletion requests, exports), hash-chained per
 * tenant, with Ed25519-signed checkpoints. ARCHITECTURE.md ("Audit log") states the canonical hash and
 * signature formats an external verifier reimplements; `retention/audit/audit-format.ts` implements them.
 *
 * Contract: an entry carries ids, never content. `target` values are identifiers (no whitespace, bounded);
 * `reason` is the caller's free text, kept as given (capped in length); `details` is small JSON with
 * integer numbers only, so that its canonical form is the same in every language.
 */
import { z } from 'zod';
import { TENANT_NAME_RE, TENANT_NAME_RULE } from './tenant-name.ts';

const tenantName = z
  .string()
  .regex(TENANT_NAME_RE, TENANT_NAME_RULE);

/** 64 lowercase hex: a SHA-256. */
const sha256Hex = z.string().regex(/^[0-9a-f]{64}$/, 'a SHA-256 as 64 lowercase hex characters');

/** Strings must be well-formed UTF-16 (no lone surrogate): they are hashed as UTF-8 and stored in ClickHouse. */
const LONE_SURROGATE = /[\uD800-\uDFFF]/u;
const wellFormed = (max: number) =>
  z
    .string()
    .max(max)
    .refine((s) => !LONE_SURROGATE.test(s), 'must be well-formed Unicode (no lone surrogate)');

/** Longest `reason` kept; longer reasons are cut (at a code point boundary) when the entry is appended. */
export const AUDIT_REASON_MAX_CHARS = 2000;
/** Largest `details`, as canonical JSON in UTF-8. */
export const AUDIT_DETAILS_MAX_BYTES = 4096;
/** `prevHash` of the first entry of every tenant's chain. */
export const AUDIT_GENESIS_HASH = '0'.repeat(64);

export const AUDIT_ACTOR_KINDS = ['token', 'cli', 'system'] as const;
export const AUDIT_OUTCOMES = ['granted', 'denied', 'ok', 'failed'] as const;

/**
 * Actions written today or reserved for the features that will write them. `action` accepts any dotted
 * lowercase name, so a new feature does not need a schema change; list it here for the docs.
 */
export const AUDIT_ACTIONS = [
  'content.read',
  'content.read.denied',
  /** GET /v1/llm-calls?endUser=: a raw end-user id turned into its calls (target.subjectRef: the pseudonym). */
  'llm_calls.search_end_user',
  'llm_calls.search_end_user.denied',
  'token.create',
  'token.revoke',
  'tenant.create',
  'policy.change',
  'replay.run',
  'replay.cancel',
  'replay.complete',
  'hold.create',
  'hold.release',
  'deletion.request',
  'deletion.execute',
  'export.create',
  'audit.export',
  /** Written by the audit log itself when it starts on a store that ends before its last signed checkpoint. */
  'audit.rollback_detected',
] as const;

export const AuditActorSchema = z.strictObject({
  /** Id of the query token (never the token itself), or a stable name for 'cli' / 'system' actors. */
  tokenId: z.string().min(1).max(128).regex(/^[\x21-\x7e]+$/, 'an id: printable ASCII without spaces'),
  kind: z.enum(AUDIT_ACTOR_KINDS),
});

const TARGET_KEY = /^[a-z][A-Za-z0-9]{0,31}$/;
/** An identifier: printable ASCII without spaces, so prose (and therefore content) does not fit. */
const targetValue = z.string().min(1).max(256).regex(/^[\x21-\x7e]+$/, 'target values are ids: printable ASCII without spaces');

/**
 * What the action was about, by id: `traceId`, `spanId`, `ref` (content reference), `part`, `subjectRef`,
 * `tokenId`, `tenant`, `holdId`, `deletionId`, `exportId`, `replayId`, `policyId`, ... Keys are camelCase
 * names (at most 16); values are ids.
 */
export const AuditTargetSchema = z
  .record(z.string().regex(TARGET_KEY, 'target keys are camelCase names'), targetValue)
  .refine((t) => Object.keys(t).length <= 16, 'at most 16 target ids');

/** JSON whose numbers are safe integers: its canonical serialization is then identical in any language. */
export type AuditJson = string | number | boolean | null | AuditJson[] | { [key: string]: AuditJson };
export const AuditJsonSchema: z.ZodType<AuditJson> = z.lazy(() =>
  z.union([
    wellFormed(AUDIT_DETAILS_MAX_BYTES),
    z.number().int().min(Number.MIN_SAFE_INTEGER).max(Number.MAX_SAFE_INTEGER),
    z.boolean(),
    z.null(),
    z.array(AuditJsonSchema),
    z.record(wellFormed(256), AuditJsonSchema),
  ]),
);

export const AuditDetailsSchema = z
  .record(wellFormed(256), AuditJsonSchema)
  .refine((d) => Buffer.byteLength(JSON.stringify(d), 'utf8') <= AUDIT_DETAILS_MAX_BYTES, `details are at most ${AUDIT_DETAILS_MAX_BYTES} bytes of JSON`);

const actionName = z
  .string()
  .max(64)
  .regex(/^[a-z][a-z0-9_]*(\.[a-z][a-z0-9_]*){1,4}$/, 'actions are dotted lowercase names, e.g. content.read');

/** What a caller appends; the log assigns `seq`, `id`, `time`, `prevHash` and `hash`. */
export const AuditEntryInputSchema = z.strictObject({
  tenant: tenantName,
  actor: AuditActorSchema,
  action: actionName,
  target: AuditTargetSchema.default({}),
  /** Free text the caller gave (ticket id, justification). Not redacted; cut to AUDIT_REASON_MAX_CHARS. */
  reason: z.string().default(''),
  outcome: z.enum(AUDIT_OUTCOMES),
  details: AuditDetailsSchema.optional(),
});
/**
 * What `AuditLog.append` accepts. `details` is typed loosely (any JSON-able record) because callers pass
 * what they have; the log normalizes it (numbers that are not safe integers become strings) and validates.
 */
export type AuditEntryInput = Omit<z.input<typeof AuditEntryInputSchema>, 'target' | 'details'> & {
  target?: Record<string, string | undefined>;
  details?: Record<string, unknown>;
};

/** A stored entry, exactly the fields that are hashed plus `hash`. */
export const AuditEntrySchema = z.strictObject({
  tenant: tenantName,
  /** 1, 2, 3, ... per tenant, without gaps. */
  seq: z.number().int().min(1).max(Number.MAX_SAFE_INTEGER),
  id: z.string().regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/, 'a lowercase UUID'),
  /** Unix milliseconds, assigned by the writer. */
  time: z.number().int().min(0).max(Number.MAX_SAFE_INTEGER),
  actor: AuditActorSchema,
  action: actionName,
  target: AuditTargetSchema,
  reason: wellFormed(AUDIT_REASON_MAX_CHARS),
  outcome: z.enum(AUDIT_OUTCOMES),
  details: AuditDetailsSchema,
  /** `hash` of the tenant's previous entry; AUDIT_GENESIS_HASH for seq 1. */
  prevHash: sha256Hex,
  /** SHA-256 of the canonical serialization of every other field (ARCHITECTURE.md, "Audit log"). */
  hash: sha256Hex,
});
export type AuditEntry = z.infer<typeof AuditEntrySchema>;

/**
 * A signed statement "the entry at `seq` of `tenant` has hash `hash`", covering the chain up to it.
 * Version 2 (`version: 2`) also signs `root`, the RFC 9162 Merkle root of the entries 1..seq
 * (`treeSize` = seq), against which inclusion proofs of single entries verify. A checkpoint without
 * `version` is v1 (written before v2 existed) and stays verifiable.
 */
export const AuditCheckpointSchema = z
  .strictObject({
    tenant: tenantName,
    seq: z.number().int().min(1).max(Number.MAX_SAFE_INTEGER),
    hash: sha256Hex,
    /** Unix milliseconds at signing. */
    time: z.number().int().min(0).max(Number.MAX_SAFE_INTEGER),
    /** First 16 hex of SHA-256 of the raw 32-byte Ed25519 public key. */
    keyId: z.string().regex(/^[0-9a-f]{16}$/, 'a key id: 16 lowercase hex characters'),
    /** Standard base64 of the 64-byte Ed25519 signature of the checkpoint's canonical string. */
    signature: z.string().regex(/^[A-Za-z0-9+/]{86}==$/, 'base64 of a 64-byte Ed25519 signature'),
    /** 2 for a checkpoint that signs a Merkle root; absent for v1. */
    version: z.literal(2).optional(),
    /** v2: leaves in the Merkle tree, always equal to `seq`. */
    treeSize: z.number().int().min(1).max(Number.MAX_SAFE_INTEGER).optional(),
    /** v2: the Merkle root of the entries 1..seq, 64 lowercase hex. */
    root: sha256Hex.optional(),
  })
  .refine(
    (cp) =>
      cp.version === undefined
        ? cp.treeSize === undefined && cp.root === undefined
        : cp.treeSize === cp.seq && cp.root !== undefined,
    'a v2 checkpoint has treeSize = seq and a root; a v1 checkpoint has neither',
  );
export type AuditCheckpoint = z.infer<typeof AuditCheckpointSchema>;

/** A page request of `AuditLog.list`: one tenant, a bounded time window (default the last 30 days, at most 366). */
export const AuditListFilterSchema = z.strictObject({
  tenant: tenantName,
  traceId: z.string().regex(/^[0-9a-f]{32}$/, 'trace ids are 32 lowercase hex characters').optional(),
  subjectRef: targetValue.optional(),
  /** Token id of the actor. */
  actor: z.string().min(1).max(128).optional(),
  action: actionName.optional(),
  fromMs: z.number().int().min(0).max(Number.MAX_SAFE_INTEGER).optional(),
  toMs: z.number().int().min(0).max(Number.MAX_SAFE_INTEGER).optional(),
  limit: z.number().int().min(1).max(1000).default(100),
  /** `nextCursor` of the previous page. */
  cursor: z.string().min(1).max(64).optional(),
});
export type AuditListFilter = z.input<typeof AuditListFilterSchema>;

export const AUDIT_HEAD_FORMAT = 'tracehold-audit-head/v1';
/**
 * `<dataDir>/keys/audit-head.json`: the last checkpoint of every tenant, kept outside ClickHouse so that a
 * store restored from an older backup (entries missing at the end) is detected.
 */
export const AuditHeadSchema = z.strictObject({
  format: z.literal(AUDIT_HEAD_FORMAT),
  updatedAtMs: z.number().int().min(0),
  checkpoints: z.record(tenantName, AuditCheckpointSchema),
});
export type AuditHead = z.infer<typeof AuditHeadSchema>;

export const AUDIT_EXPORT_FORMAT = 'tracehold-audit-export/v1';
/**
 * One line of an audit export (JSON Lines): a header first, then checkpoints and entries. The export
 * names the signing key by id only; a verifier takes the public key from a trusted place, never from
 * the file it verifies.
 */
export const AuditExportLineSchema = z.discriminatedUnion('type', [
  z.strictObject({
    type: z.literal('header'),
    format: z.literal(AUDIT_EXPORT_FORMAT),
    exportedAtMs: z.number().int(),
    /** Set when the export holds one tenant only. */
    tenant: tenantName.optional(),
    /** Id of the key that signs this installation's checkpoints (informative). */
    keyId: z.string().optional(),
  }),
  z.strictObject({ type: z.literal('checkpoint'), checkpoint: z.unknown() }),
  z.strictObject({ type: z.literal('entry'), entry: z.unknown() }),
]);
export type AuditExportLine = z.infer<typeof AuditExportLineSchema>;

/** Operators' settings of the audit log (`audit:` in tracehold.yaml). */
export const AuditLogConfigSchema = z.strictObject({
  /** Kept for compatibility: every written batch of entries is checkpointed before its appends resolve. */
  checkpointEvery: z.number().int().min(1).max(1_000_000).default(100),
  /** How often entries left unsigned by a failed checkpoint are signed again (and at shutdown). */
  checkpointIntervalMs: z.number().int().min(100).max(3_600_000).default(10_000),
  /** Appends waiting per tenant before new ones are refused (TH_ERR_AUDIT_OVERLOADED, retryable). */
  maxPendingPerTenant: z.number().int().min(1).default(10_000),
  /**
   * Several processes on this host append to the same tenants (scale-out: query-api and retention share
   * the data directory): each batch is written under a per-tenant lock file in `<dataDir>/keys/`, after
   * re-reading the chain's tail. Off by default (one writer: no lock, no tail read per batch).
   */
  sharedWriters: z.boolean().default(false),
});
export type AuditLogConfigInput = z.input<typeof AuditLogConfigSchema>;

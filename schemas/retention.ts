/**
 * Retention, erasure and legal holds as explicit state (issue 10). Every object here is a row in
 * ClickHouse (migration 0008), append-only and versioned: a transition inserts a new version of the whole
 * object, and the current state is the highest version. The API only *requests* transitions (it writes
 * version 1 of a request, or asks the worker to release a hold); the retention worker
 * (`retention/worker/`) is the one process that makes them, and writes each to the audit log.
 *
 * Contract: none of these rows holds personal data in clear. Subjects are the keyed pseudonyms
 * (`psn_…`) the ledger uses; a tombstone names what was erased by identifiers and counts only.
 */
import { z } from 'zod';
import { SUBJECT_REF_RE } from './subject-ref.ts';
import { TENANT_NAME_RE } from './tenant-name.ts';

const tenantName = z.string().regex(TENANT_NAME_RE);
export const TRACE_ID_RE = /^[0-9a-f]{32}$/;
const traceId = z.string().regex(TRACE_ID_RE, 'a trace id is 32 lowercase hex characters');
const subjectRef = z.string().regex(SUBJECT_REF_RE, 'a subject is its pseudonym (psn_ + 32 hex)');
/** Operator text (matter ids, reasons, names): bounded, no control characters. */
const label = (max: number) =>
  z
    .string()
    .min(1)
    .max(max)
    .refine((s) => !/[\u0000-\u001f\u007f]/.test(s), 'must not contain control characters');
const epochMs = z.number().int().nonnegative();

// ---------------------------------------------------------------------------------------------------
// Retention policies and quotas
// ---------------------------------------------------------------------------------------------------

/** The four kinds of stored data a policy bounds separately. */
export const RETENTION_KINDS = ['ledger', 'spans', 'trace_index', 'content'] as const;
export type RetentionKind = (typeof RETENTION_KINDS)[number];

/**
 * A tenant's retention policy: days to keep each kind (null = keep forever), and storage quotas for the
 * content store and for spans (null = no quota). At the quota the oldest unheld data of that kind goes first.
 * `warnAtPercent` of a quota raises the warning metric and log line before the quota is reached.
 */
export const RetentionPolicySchema = z.object({
  tenant: tenantName,
  version: z.number().int().positive(),
  ledgerDays: z.number().int().positive().max(36_500).nullable(),
  spansDays: z.number().int().positive().max(36_500).nullable(),
  traceIndexDays: z.number().int().positive().max(36_500).nullable(),
  contentDays: z.number().int().positive().max(36_500).nullable(),
  contentQuotaBytes: z.number().int().positive().nullable(),
  spansQuotaBytes: z.number().int().positive().nullable(),
  warnAtPercent: z.number().int().min(1).max(100),
  updatedAtMs: epochMs,
  /** Token id (or 'config', 'cli') that set this version. */
  updatedBy: z.string().max(200),
  reason: z.string().max(2000),
});
export type RetentionPolicy = z.infer<typeof RetentionPolicySchema>;

/** PUT /v1/retention-policies body (the tenant is the caller's). Omitted fields keep their current value. */
export const RetentionPolicyInputSchema = z
  .object({
    ledgerDays: z.number().int().positive().max(36_500).nullable().optional(),
    spansDays: z.number().int().positive().max(36_500).nullable().optional(),
    traceIndexDays: z.number().int().positive().max(36_500).nullable().optional(),
    contentDays: z.number().int().positive().max(36_500).nullable().optional(),
    contentQuotaBytes: z.number().int().positive().nullable().optional(),
    spansQuotaBytes: z.number().int().positive().nullable().optional(),
    warnAtPercent: z.number().int().min(1).max(100).optional(),
    reason: z.string().max(2000).optional(),
  })
  .strict();
export type RetentionPolicyInput = z.infer<typeof RetentionPolicyInputSchema>;

/** The policy of a tenant that never set one: keep everything, no quota (the operator's config may override). */
export function defaultRetentionPolicy(tenant: string): RetentionPolicy {
  return {
    tenant,
    version: 0,
    ledgerDays: null,
    spansDays: null,
    traceIndexDays: null,
    contentDays: null,
    contentQuotaBytes: null,
    spansQuotaBytes: null,
    warnAtPercent: 80,
    updatedAtMs: 0,
    updatedBy: 'default',
    reason: '',
  };
}

// ---------------------------------------------------------------------------------------------------
// Legal holds
// ---------------------------------------------------------------------------------------------------

/** A time range in epoch ms, both ends optional (open). Matched against a trace's start time. */
const timeRange = z
  .object({ fromMs: epochMs.optional(), toMs: epochMs.optional() })
  .strict()
  .refine((r) => r.fromMs === undefined || r.toMs === undefined || r.fromMs <= r.toMs, 'fromMs is after toMs');

/**
 * What a hold covers. A trace is covered when:
 * - `traces`: its id is listed;
 * - `subjects`: any of its LLM calls (or content objects) belongs to a listed subject;
 * - `tenant`: it starts within the range (no range: the whole tenant, now and forward);
 * - `filter`: it starts within the range and has an LLM call or span matching every given condition
 *   (service name, model requested or answered, one attribute key = value).
 * `subjects`, `tenant` and `filter` reach forward: traces arriving while the hold is active are covered too.
 */
export const HoldScopeSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('traces'), traceIds: z.array(traceId).min(1).max(10_000) }).strict(),
  z.object({ kind: z.literal('subjects'), subjectRefs: z.array(subjectRef).min(1).max(1_000) }).strict(),
  z.object({ kind: z.literal('tenant'), range: timeRange.optional() }).strict(),
  z
    .object({
      kind: z.literal('filter'),
      service: z.string().min(1).max(200).optional(),
      model: z.string().min(1).max(200).optional(),
      attribute: z.object({ key: z.string().min(1).max(200), value: z.string().max(1000) }).strict().optional(),
      range: timeRange.optional(),
    })
    .strict()
    .refine((f) => f.service !== undefined || f.model !== undefined || f.attribute !== undefined, 'a filter hold needs service, model or attribute'),
]);
export type HoldScope = z.infer<typeof HoldScopeSchema>;

export const HOLD_STATES = ['active', 'released'] as const;
export type HoldState = (typeof HOLD_STATES)[number];

export const HoldSchema = z.object({
  tenant: tenantName,
  holdId: z.string().regex(/^hold_[0-9a-f]{16}$/),
  version: z.number().int().positive(),
  state: z.enum(HOLD_STATES),
  scope: HoldScopeSchema,
  matterId: label(200),
  reason: label(2000),
  /** Who asked (the requester's name as given, e.g. "J. Doe, Legal"); the token that placed it is `createdBy`. */
  requester: label(200),
  createdBy: z.string().max(200),
  createdAtMs: epochMs,
  releasedAtMs: epochMs.nullable(),
  releasedBy: z.string().max(200),
  releaseReason: z.string().max(2000),
  updatedAtMs: epochMs,
});
export type Hold = z.infer<typeof HoldSchema>;

/** POST /v1/holds body. Subjects may be given raw (`subjectIds`, pseudonymized by the API, never stored). */
export const HoldInputSchema = z
  .object({
    matterId: label(200),
    reason: label(2000),
    requester: label(200),
    scope: z.union([
      HoldScopeSchema,
      z.object({ kind: z.literal('subjects'), subjectIds: z.array(z.string().min(1).max(512)).min(1).max(1_000) }).strict(),
    ]),
  })
  .strict();
export type HoldInput = z.infer<typeof HoldInputSchema>;

// ---------------------------------------------------------------------------------------------------
// Deletion requests (erasure)
// ---------------------------------------------------------------------------------------------------

/** What a deletion request erases: a subject's data, listed traces, or every trace starting in a range. */
export const DeletionScopeSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('subject'), subjectRef }).strict(),
  z.object({ kind: z.literal('traces'), traceIds: z.array(traceId).min(1).max(10_000) }).strict(),
  z
    .object({ kind: z.literal('time_range'), fromMs: epochMs, toMs: epochMs })
    .strict()
    .refine((r) => r.fromMs < r.toMs, 'fromMs must be before toMs'),
]);
export type DeletionScope = z.infer<typeof DeletionScopeSchema>;

/**
 * received → scheduled → executing → done | restricted | failed.
 * restricted: some of its data is under an active hold; it resumes by itself (→ scheduled) when the last
 * covering hold is released. failed: with the reason; retried (→ scheduled) after a backoff, up to a limit.
 */
export const DELETION_STATES = ['received', 'scheduled', 'executing', 'done', 'restricted', 'failed'] as const;
export type DeletionState = (typeof DELETION_STATES)[number];

/** What an erasure did, in numbers (no identifiers of people). */
export const DeletionCountsSchema = z.object({
  traces: z.number().int().nonnegative(),
  ledgerRows: z.number().int().nonnegative(),
  spans: z.number().int().nonnegative(),
  traceIndexRows: z.number().int().nonnegative(),
  contentObjects: z.number().int().nonnegative(),
  subjectKeysDestroyed: z.number().int().nonnegative(),
  /** Traces left alone because an active hold covers them (the request is then restricted). */
  heldTraces: z.number().int().nonnegative(),
});
export type DeletionCounts = z.infer<typeof DeletionCountsSchema>;

export function zeroDeletionCounts(): DeletionCounts {
  return { traces: 0, ledgerRows: 0, spans: 0, traceIndexRows: 0, contentObjects: 0, subjectKeysDestroyed: 0, heldTraces: 0 };
}

export const DeletionRequestSchema = z.object({
  tenant: tenantName,
  requestId: z.string().regex(/^del_[0-9a-f]{16}$/),
  version: z.number().int().positive(),
  state: z.enum(DELETION_STATES),
  scope: DeletionScopeSchema,
  reason: label(2000),
  requester: label(200),
  createdBy: z.string().max(200),
  createdAtMs: epochMs,
  updatedAtMs: epochMs,
  /** Holds that block it (restricted), by id. */
  blockedByHolds: z.array(z.string()),
  counts: DeletionCountsSchema,
  /** Attempts that failed so far; the reason of the last failure (a code and words, no data). */
  attempts: z.number().int().nonnegative(),
  error: z.string().max(2000),
  /** Not before this time (backoff after a failure); 0 = now. */
  nextAttemptAtMs: epochMs,
  completedAtMs: epochMs.nullable(),
});
export type DeletionRequest = z.infer<typeof DeletionRequestSchema>;

/** POST /v1/deletion-requests body. A raw `subjectId` is pseudonymized by the API and never stored. */
export const DeletionInputSchema = z
  .object({
    reason: label(2000),
    requester: label(200),
    scope: z.union([DeletionScopeSchema, z.object({ kind: z.literal('subject'), subjectId: z.string().min(1).max(512) }).strict()]),
  })
  .strict();
export type DeletionInput = z.infer<typeof DeletionInputSchema>;

// ---------------------------------------------------------------------------------------------------
// What happened to data: tombstones and retention events
// ---------------------------------------------------------------------------------------------------

/**
 * One row per trace whose data was erased or purged (table `retention_events`): what went, when, and which
 * request or policy did it. Ingest consults erasures (`action` 'erased') so that re-ingesting a trace, or
 * replaying the bus, does not bring erased data back. Holds no personal data: ids and counts only.
 */
export const RETENTION_ACTIONS = ['erased', 'purged_retention', 'purged_quota', 'restricted'] as const;
export type RetentionAction = (typeof RETENTION_ACTIONS)[number];

export const RetentionEventSchema = z.object({
  tenant: tenantName,
  traceId: traceId,
  action: z.enum(RETENTION_ACTIONS),
  /** Which kinds went (ledger, spans, trace_index, content) — for 'restricted', which were kept. */
  kinds: z.array(z.enum(RETENTION_KINDS)),
  /** 'del_…' for an erasure, 'policy:v<version>' for retention, 'quota:<kind>' for quota eviction. */
  cause: z.string().max(200),
  /** Hold ids that kept data (restricted). */
  holdIds: z.array(z.string()),
  atMs: epochMs,
  /** Counts by kind, e.g. {"ledgerRows":3,"contentObjects":6}. */
  counts: z.record(z.string(), z.number().int().nonnegative()),
});
export type RetentionEvent = z.infer<typeof RetentionEventSchema>;

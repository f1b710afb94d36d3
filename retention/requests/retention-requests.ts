/**
 * The request side of retention (issue 10): what the API (and through it the operator CLI) may do to the
 * retention state — place and release legal holds, receive deletion requests, set a tenant's policy. It
 * writes version 1 of a request (or the release of a hold) and audits it; the retention worker makes every
 * other transition. Hold rows are written inside the hold gate, so a hold never lands between a deletion
 * step's re-check and its delete (retention/delete/hold-gate.ts).
 */
import { randomBytes } from 'node:crypto';
import type { TraceholdConfig } from '../../schemas/config.ts';
import {
  defaultRetentionPolicy,
  zeroDeletionCounts,
  type DeletionInput,
  type DeletionRequest,
  type DeletionScope,
  type Hold,
  type HoldInput,
  type HoldScope,
  type RetentionPolicy,
  type RetentionPolicyInput,
} from '../../schemas/retention.ts';
import type { RetentionContext } from '../worker/retention-context.ts';
import { RetentionRequestError } from './retention-request-error.ts';

/** Who asks: the API token (or the CLI acting through it). Its id is stored and audited, never a secret. */
export interface RetentionActor {
  tokenId: string;
  kind: 'token' | 'cli';
}

/** The operator's policy for tenants that never set one (config `retention.defaults`). */
export type RetentionDefaults = TraceholdConfig['retention']['defaults'];

/** A hold request whose subjects are already pseudonyms (the route pseudonymizes raw ids). */
export type HoldRequest = Omit<HoldInput, 'scope'> & { scope: HoldScope };
/** A deletion request whose subject is already a pseudonym. */
export type DeletionRequestInput = Omit<DeletionInput, 'scope'> & { scope: DeletionScope };

/**
 * Contract: every method is tenant-scoped by its `tenant` argument (the caller's, never from a body), writes
 * through `ctx.state` and records one audit entry with a checkpoint covering it (`ctx.audit.record`). When
 * one of the two fails the method rejects, and the order makes the failure fall on the protective side:
 * a hold is written before its audit entry (an unaudited hold protects data; a missing one could lose it),
 * while a release, a deletion request and a policy change are audited before they are written (none of them
 * can take effect unaudited; an audited one that was not written is simply asked again). Safe to call
 * concurrently; hold and policy writes are serialized by the hold gate. Errors the caller can fix are
 * `RetentionRequestError`s.
 */
export interface RetentionRequests {
  /** A new active hold (version 1); audited `hold.create`. */
  placeHold(tenant: string, input: HoldRequest, actor: RetentionActor): Promise<Hold>;
  /** The hold's next version, released; audited `hold.release`; then the worker is nudged (restricted deletions resume). */
  releaseHold(tenant: string, holdId: string, reason: string, actor: RetentionActor): Promise<Hold>;
  /** A new deletion request in state 'received'; audited `deletion.request`; the worker is nudged. */
  requestDeletion(tenant: string, input: DeletionRequestInput, actor: RetentionActor): Promise<DeletionRequest>;
  /** The effective policy with `input` merged over it, as the next version; audited `policy.change`. */
  setPolicy(tenant: string, input: RetentionPolicyInput, actor: RetentionActor): Promise<RetentionPolicy>;
  /** The tenant's current policy, else the operator's defaults (version 0). */
  effectivePolicy(tenant: string): Promise<RetentionPolicy>;
}

export interface RetentionRequestDeps {
  /** Makes the worker act soon (a no-op where the worker runs elsewhere: it polls). */
  nudge(): void;
  /** Config `retention.defaults`; absent = keep everything, no quota. */
  defaults?: RetentionDefaults;
  /**
   * Set where the retention worker runs in ANOTHER process (scale-out `tracehold query-api`): the hold gate is
   * per process, so a deletion step of the worker may have re-checked the holds just before this hold was
   * written. placeHold then answers only once every deletion step marked before the hold was written has
   * finished (bounded by `maxInflightWaitMs`, default 30 s): from the answer on, the hold is in force.
   */
  awaitInflightDeletions?: boolean;
  maxInflightWaitMs?: number;
}

const POLICY_NUMBERS = ['ledgerDays', 'spansDays', 'traceIndexDays', 'contentDays', 'contentQuotaBytes', 'spansQuotaBytes', 'warnAtPercent'] as const;

export function createRetentionRequests(ctx: RetentionContext, deps: RetentionRequestDeps): RetentionRequests {
  const newId = (prefix: 'hold_' | 'del_') => prefix + randomBytes(8).toString('hex');

  async function effectivePolicy(tenant: string): Promise<RetentionPolicy> {
    const current = await ctx.state.currentPolicy(tenant);
    if (current) return current;
    return { ...defaultRetentionPolicy(tenant), ...(deps.defaults ?? {}), updatedBy: deps.defaults ? 'config' : 'default' };
  }

  /** Waits until no deletion step of the tenant marked at or before `sinceMs` is unfinished; returns the wait. */
  async function waitForStepsMarkedBefore(tenant: string, sinceMs: number): Promise<number> {
    const started = Date.now();
    const maxMs = deps.maxInflightWaitMs ?? 30_000;
    for (;;) {
      const pending = (await ctx.state.unfinishedMarks()).filter((m) => m.tenant === tenant && m.atMs <= sinceMs);
      if (pending.length === 0 || Date.now() - started >= maxMs) return Date.now() - started;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }

  return {
    async placeHold(tenant, input, actor) {
      const now = ctx.clock.now();
      const hold: Hold = {
        tenant,
        holdId: newId('hold_'),
        version: 1,
        state: 'active',
        scope: input.scope,
        matterId: input.matterId,
        reason: input.reason,
        requester: input.requester,
        createdBy: actor.tokenId,
        createdAtMs: now,
        releasedAtMs: null,
        releasedBy: '',
        releaseReason: '',
        updatedAtMs: now,
      };
      // Inside the gate: a deletion step either re-checks after this row exists, or finished before it.
      await ctx.gate.run(() => ctx.state.putHold(hold));
      const inflightWaitMs = deps.awaitInflightDeletions ? await waitForStepsMarkedBefore(tenant, now) : 0;
      await ctx.audit.record({
        tenant,
        actor,
        action: 'hold.create',
        target: { holdId: hold.holdId },
        reason: hold.reason,
        outcome: 'ok',
        details: { matterId: hold.matterId, scopeKind: hold.scope.kind, ...scopeCounts(hold.scope), ...(deps.awaitInflightDeletions ? { inflightWaitMs } : {}) },
      });
      return hold;
    },

    async releaseHold(tenant, holdId, reason, actor) {
      const released = await ctx.gate.run(async () => {
        const current = await ctx.state.getHold(tenant, holdId);
        if (!current) throw new RetentionRequestError('TH_ERR_RETENTION_HOLD_NOT_FOUND');
        if (current.state === 'released') throw new RetentionRequestError('TH_ERR_RETENTION_HOLD_RELEASED');
        const now = ctx.clock.now();
        const next: Hold = { ...current, version: current.version + 1, state: 'released', releasedAtMs: now, releasedBy: actor.tokenId, releaseReason: reason, updatedAtMs: now };
        // Audited first: a release lets deletions proceed, so it never takes effect unaudited.
        await ctx.audit.record({
          tenant,
          actor,
          action: 'hold.release',
          target: { holdId },
          reason,
          outcome: 'ok',
          details: { matterId: next.matterId, scopeKind: next.scope.kind, version: next.version },
        });
        await ctx.state.putHold(next);
        return next;
      });
      deps.nudge();
      return released;
    },

    async requestDeletion(tenant, input, actor) {
      const now = ctx.clock.now();
      const request: DeletionRequest = {
        tenant,
        requestId: newId('del_'),
        version: 1,
        state: 'received',
        scope: input.scope,
        reason: input.reason,
        requester: input.requester,
        createdBy: actor.tokenId,
        createdAtMs: now,
        updatedAtMs: now,
        blockedByHolds: [],
        counts: zeroDeletionCounts(),
        attempts: 0,
        error: '',
        nextAttemptAtMs: 0,
        completedAtMs: null,
      };
      // The entry names the request, not its subject: the audit log cannot forget, and an erased subject's
      // pseudonym must not stay linked there for ever (the request itself names the subject).
      const target: Record<string, string> = { requestId: request.requestId };
      // Audited first: the worker executes any stored request, so none is stored unaudited.
      await ctx.audit.record({
        tenant,
        actor,
        action: 'deletion.request',
        target,
        reason: request.reason,
        outcome: 'ok',
        details: deletionDetails(request.scope),
      });
      await ctx.state.putDeletion(request);
      deps.nudge();
      return request;
    },

    async setPolicy(tenant, input, actor) {
      // Serialized with every other hold/policy write, so two concurrent changes get distinct versions.
      return ctx.gate.run(async () => {
        const before = await effectivePolicy(tenant);
        const after: RetentionPolicy = { ...before, version: before.version + 1, updatedAtMs: ctx.clock.now(), updatedBy: actor.tokenId, reason: input.reason ?? '' };
        for (const k of POLICY_NUMBERS) {
          const v = input[k];
          if (v !== undefined) (after as Record<string, unknown>)[k] = v;
        }
        // Audited first: a shorter retention or a smaller quota deletes data, never unaudited.
        await ctx.audit.record({
          tenant,
          actor,
          action: 'policy.change',
          target: { policyId: `v${after.version}` },
          reason: after.reason,
          outcome: 'ok',
          details: { before: policyNumbers(before), after: policyNumbers(after) },
        });
        await ctx.state.putPolicy(after);
        return after;
      });
    },

    effectivePolicy,
  };
}

/** How much a hold lists, by kind (never the listed ids of people). */
function scopeCounts(scope: HoldScope): Record<string, number> {
  switch (scope.kind) {
    case 'traces':
      return { traceIds: scope.traceIds.length };
    case 'subjects':
      return { subjects: scope.subjectRefs.length };
    case 'tenant':
      return { fromMs: scope.range?.fromMs ?? 0, toMs: scope.range?.toMs ?? 0 };
    case 'filter':
      return { fromMs: scope.range?.fromMs ?? 0, toMs: scope.range?.toMs ?? 0 };
  }
}

function deletionDetails(scope: DeletionScope): Record<string, unknown> {
  switch (scope.kind) {
    case 'subject':
      return { scopeKind: scope.kind };
    case 'traces':
      return { scopeKind: scope.kind, traceIds: scope.traceIds.length };
    case 'time_range':
      return { scopeKind: scope.kind, fromMs: scope.fromMs, toMs: scope.toMs };
  }
}

/** The policy's numbers (null = keep forever / no quota), as the audit entry records before and after. */
function policyNumbers(p: RetentionPolicy): Record<string, number | null> {
  return Object.fromEntries(POLICY_NUMBERS.map((k) => [k, p[k]]));
}

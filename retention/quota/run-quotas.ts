/**
 * Storage quotas (issue 10): per tenant, a quota for the content store and one for spans (policy or
 * `retention.defaults`). One pass measures each tenant's use, publishes it (gauges), warns once per crossing
 * of `warnAtPercent`, and above the quota evicts the oldest unheld traces first (by their oldest object or
 * span) until the use is at most 90 % of the quota — so capture never grows without bound.
 *
 * What is measured (estimates, on purpose cheap and monotonic in what is stored):
 * - content: the plaintext bytes of the tenant's distinct content objects (`content_objects`, one size per
 *   ref: identical content is stored once). The store's files are a little larger (envelope, ~60 B each).
 * - spans: the lengths of the spans' JSON columns (attributes, resource, scope, events, links) and names —
 *   an estimate of what the spans take before ClickHouse's compression, not the bytes on disk.
 *
 * Content without trace context (GenAI events outside a span) counts towards the use but is not evicted
 * here (it expires by the content retention period); eviction works on traces.
 *
 * Eviction goes through `deleteInTwoPhases` (cause `quota:<kind>`): held traces are spared — holds win over
 * quotas — and when everything left is held the tenant stays over its quota, said by the gauge
 * `tracehold_storage_over_quota_held` = 1 and a warning. Content eviction rewrites the ledger parts to
 * 'purged', `quota:<YYYY-MM-DD>`; span eviction deletes the trace's spans and log records. Tombstones
 * 'purged_quota' per trace; one audit entry `quota.evict` per (tenant, kind, pass) that evicted something.
 *
 * Warning state lives in the audit log itself (the last `quota.warning` / `quota.warning_cleared` of the
 * tenant and kind), so a restart or a second worker does not warn again for the same crossing.
 */
import type { ClickHouse } from '../../platform/clickhouse/create-clickhouse.ts';
import type { TraceholdConfig } from '../../schemas/config.ts';
import type { RetentionEvent, RetentionPolicy } from '../../schemas/retention.ts';
import { removeTraceContent } from '../delete/remove-trace-content.ts';
import { deleteInTwoPhases } from '../delete/two-phase.ts';
import { listEffectivePolicies, utcDate } from '../expiry/effective-policies.ts';
import type { RetentionContext } from '../worker/retention-context.ts';
import { quotaMetricsOn, type QuotaKind, type QuotaMetrics } from './quota-metrics.ts';

const WORKER_ACTOR = { tokenId: 'retention-worker', kind: 'system' } as const;
/** Eviction stops at this share of the quota: room for new data before the next pass. */
const EVICT_TO_PERCENT = 90;

/** One tenant's quota of one kind after a pass. Counts and bytes only. */
export interface QuotaKindReport {
  quotaBytes: number;
  /** Use measured at the start of the pass, and at its end (after eviction). */
  usedBytes: number;
  usedBytesAfter: number;
  /** This pass crossed the warning level (a warning was logged and audited). */
  warned: boolean;
  evictedTraces: number;
  /** Candidates spared because an active hold covers them. */
  heldTraces: number;
  /** Still over the quota with nothing unheld left to evict. */
  overQuotaHeld: boolean;
  contentObjects: number;
  spans: number;
  logs: number;
}

export interface QuotaReport {
  nowMs: number;
  tenants: Record<string, Partial<Record<QuotaKind, QuotaKindReport>>>;
}

async function select<T>(ch: ClickHouse, query: string, params: Record<string, unknown>): Promise<T[]> {
  const rs = await ch.client.query({ query, query_params: params, format: 'JSONEachRow' });
  return rs.json<T>();
}

const SPAN_BYTES = 'length(attributes_json) + length(resource_json) + length(scope_json) + length(events_json) + length(links_json) + length(name)';

interface Candidate {
  traceId: string;
  oldest: string;
  bytes: number;
}

/** How one kind is measured, ordered and evicted. */
interface QuotaPlan {
  kind: QuotaKind;
  quota(p: RetentionPolicy): number | null;
  used(ch: ClickHouse, tenant: string): Promise<number>;
  /** Traces by their oldest item, oldest first, after the (oldest, trace id) cursor. */
  candidates(ch: ClickHouse, tenant: string, after: { oldest: string; traceId: string } | null, limit: number): Promise<Candidate[]>;
  evict(ctx: RetentionContext, tenant: string, traceIds: string[], reason: string): Promise<{ perTrace: Map<string, Record<string, number>>; contentObjects: number; spans: number; logs: number }>;
}

const CURSOR = `(tuple(o, trace_id) > tuple({afterOldest:UInt64}, {afterTrace:String}))`;

function cursorParams(after: { oldest: string; traceId: string } | null) {
  return { afterOldest: after?.oldest ?? '0', afterTrace: after?.traceId ?? '', hasAfter: after === null ? 0 : 1 };
}

async function countPerTrace(ch: ClickHouse, query: string, params: Record<string, unknown>): Promise<Map<string, number>> {
  const rows = await select<{ trace_id: string; n: string }>(ch, query, params);
  return new Map(rows.map((r) => [r.trace_id, Number(r.n)]));
}

const PLANS: readonly QuotaPlan[] = [
  {
    kind: 'content',
    quota: (p) => p.contentQuotaBytes,
    async used(ch, tenant) {
      const rows = await select<{ b: string }>(
        ch,
        `SELECT toString(sum(size)) AS b FROM (
           SELECT ref, any(size_bytes) AS size FROM ${ch.db}.content_objects FINAL WHERE tenant = {tenant:String} GROUP BY ref)`,
        { tenant },
      );
      return Number(rows[0]?.b ?? 0);
    },
    async candidates(ch, tenant, after, limit) {
      const rows = await select<{ trace_id: string; oldest: string; bytes: string }>(
        ch,
        `SELECT trace_id, toString(o) AS oldest, toString(b) AS bytes FROM (
           SELECT trace_id, toUInt64(toUnixTimestamp64Milli(min(created_at))) AS o, sum(size_bytes) AS b
           FROM ${ch.db}.content_objects FINAL WHERE tenant = {tenant:String} AND trace_id != toFixedString('', 32) GROUP BY trace_id)
         WHERE {hasAfter:UInt8} = 0 OR ${CURSOR}
         ORDER BY o, trace_id LIMIT {limit:UInt32}`,
        { tenant, limit, ...cursorParams(after) },
      );
      return rows.map((r) => ({ traceId: r.trace_id, oldest: r.oldest, bytes: Number(r.bytes) }));
    },
    async evict(ctx, tenant, traceIds, reason) {
      const objects = await countPerTrace(
        ctx.clickhouse,
        `SELECT trace_id, toString(count()) AS n FROM ${ctx.clickhouse.db}.content_objects FINAL
         WHERE tenant = {tenant:String} AND trace_id IN {traceIds:Array(FixedString(32))} GROUP BY trace_id`,
        { tenant, traceIds },
      );
      const removed = await removeTraceContent(ctx, tenant, traceIds, 'purged', reason);
      const perTrace = new Map([...objects].map(([t, n]) => [t, { contentObjects: n }]));
      return { perTrace, contentObjects: removed.contentObjects, spans: 0, logs: 0 };
    },
  },
  {
    kind: 'spans',
    quota: (p) => p.spansQuotaBytes,
    async used(ch, tenant) {
      const rows = await select<{ b: string }>(ch, `SELECT toString(sum(${SPAN_BYTES})) AS b FROM ${ch.db}.spans FINAL WHERE tenant = {tenant:String}`, { tenant });
      return Number(rows[0]?.b ?? 0);
    },
    async candidates(ch, tenant, after, limit) {
      const rows = await select<{ trace_id: string; oldest: string; bytes: string }>(
        ch,
        `SELECT trace_id, toString(o) AS oldest, toString(b) AS bytes FROM (
           SELECT trace_id, min(start_time_unix_nano) AS o, sum(${SPAN_BYTES}) AS b
           FROM ${ch.db}.spans FINAL WHERE tenant = {tenant:String} GROUP BY trace_id)
         WHERE {hasAfter:UInt8} = 0 OR ${CURSOR}
         ORDER BY o, trace_id LIMIT {limit:UInt32}`,
        { tenant, limit, ...cursorParams(after) },
      );
      return rows.map((r) => ({ traceId: r.trace_id, oldest: r.oldest, bytes: Number(r.bytes) }));
    },
    async evict(ctx, tenant, traceIds) {
      const ch = ctx.clickhouse;
      const params = { tenant, traceIds };
      const spansWhere = `tenant = {tenant:String} AND trace_id IN {traceIds:Array(FixedString(32))}`;
      const logsWhere = `tenant = {tenant:String} AND trace_id IN {traceIds:Array(String)}`;
      const spans = await countPerTrace(ch, `SELECT trace_id, toString(count()) AS n FROM ${ch.db}.spans FINAL WHERE ${spansWhere} GROUP BY trace_id`, params);
      const logs = await countPerTrace(ch, `SELECT trace_id, toString(count()) AS n FROM ${ch.db}.logs FINAL WHERE ${logsWhere} GROUP BY trace_id`, params);
      await ch.client.command({ query: `DELETE FROM ${ch.db}.spans WHERE ${spansWhere}`, query_params: params });
      await ch.client.command({ query: `DELETE FROM ${ch.db}.logs WHERE ${logsWhere}`, query_params: params });
      const perTrace = new Map<string, Record<string, number>>();
      for (const [t, n] of spans) perTrace.set(t, { spans: n });
      for (const [t, n] of logs) perTrace.set(t, { ...(perTrace.get(t) ?? {}), logs: n });
      const total = (m: Map<string, number>) => [...m.values()].reduce((a, b) => a + b, 0);
      return { perTrace, contentObjects: 0, spans: total(spans), logs: total(logs) };
    },
  },
];

/** Is the tenant's warning for `kind` raised (its last warning entry not cleared)? Read from the audit log. */
async function isWarningRaised(ch: ClickHouse, tenant: string, kind: QuotaKind): Promise<boolean> {
  const rows = await select<{ action: string }>(
    ch,
    `SELECT action FROM ${ch.db}.audit_log
     WHERE tenant = {tenant:String} AND action IN ('quota.warning', 'quota.warning_cleared') AND JSONExtractString(details_json, 'kind') = {kind:String}
     ORDER BY seq DESC LIMIT 1`,
    { tenant, kind },
  );
  return rows[0]?.action === 'quota.warning';
}

async function runQuota(ctx: RetentionContext, config: TraceholdConfig['retention'], metrics: QuotaMetrics, policy: RetentionPolicy, plan: QuotaPlan, nowMs: number): Promise<QuotaKindReport | null> {
  const { tenant } = policy;
  const labels = { tenant, kind: plan.kind };
  const quotaBytes = plan.quota(policy);
  const ch = ctx.clickhouse;
  if (quotaBytes === null) {
    metrics.quotaBytes.remove(labels);
    metrics.overQuotaHeld.remove(labels);
    return null;
  }
  const usedBytes = await plan.used(ch, tenant);
  metrics.quotaBytes.set(labels, quotaBytes);
  metrics.usedBytes.set(labels, usedBytes);
  const report: QuotaKindReport = { quotaBytes, usedBytes, usedBytesAfter: usedBytes, warned: false, evictedTraces: 0, heldTraces: 0, overQuotaHeld: false, contentObjects: 0, spans: 0, logs: 0 };

  const warnAtBytes = (quotaBytes * policy.warnAtPercent) / 100;
  const raised = await isWarningRaised(ch, tenant, plan.kind);
  if (usedBytes >= warnAtBytes && !raised) {
    report.warned = true;
    metrics.warnings.inc({ kind: plan.kind });
    ctx.logger.warn({ tenant, kind: plan.kind, usedBytes, quotaBytes, warnAtPercent: policy.warnAtPercent }, 'storage quota warning level reached');
    await ctx.audit.record({
      tenant,
      actor: WORKER_ACTOR,
      action: 'quota.warning',
      outcome: 'ok',
      details: { kind: plan.kind, usedBytes, quotaBytes, warnAtPercent: policy.warnAtPercent },
    });
  } else if (usedBytes < warnAtBytes && raised) {
    // Re-arms the warning: the next crossing is a new one.
    await ctx.audit.record({ tenant, actor: WORKER_ACTOR, action: 'quota.warning_cleared', outcome: 'ok', details: { kind: plan.kind, usedBytes, quotaBytes } });
  }

  if (usedBytes > quotaBytes) {
    const targetBytes = Math.floor((quotaBytes * EVICT_TO_PERCENT) / 100);
    const cause = `quota:${plan.kind}`;
    const reason = `quota:${utcDate(nowMs)}`;
    let used = usedBytes;
    let after: { oldest: string; traceId: string } | null = null;
    while (used > targetBytes) {
      const candidates = await plan.candidates(ch, tenant, after, config.batchTraces);
      if (candidates.length === 0) break;
      // Just enough of the oldest traces to get under the target (their bytes are an upper bound of what goes).
      const step: Candidate[] = [];
      let planned = 0;
      for (const c of candidates) {
        step.push(c);
        planned += c.bytes;
        if (used - planned <= targetBytes) break;
      }
      after = { oldest: step[step.length - 1]!.oldest, traceId: step[step.length - 1]!.traceId };
      const result = await deleteInTwoPhases(
        { clickhouse: ch, state: ctx.state, gate: ctx.gate },
        { tenant, cause, traceIds: step.map((c) => c.traceId), kinds: [plan.kind], nowMs },
        async (unheld) => {
          const evicted = await plan.evict(ctx, tenant, unheld, reason);
          const events: RetentionEvent[] = unheld.map((traceId) => ({
            tenant,
            traceId,
            action: 'purged_quota',
            kinds: [plan.kind],
            cause,
            holdIds: [],
            atMs: nowMs,
            counts: evicted.perTrace.get(traceId) ?? {},
          }));
          await ctx.state.insertEvents(events);
          return evicted;
        },
      );
      report.heldTraces += result.held.size;
      report.evictedTraces += result.deleted.length;
      report.contentObjects += result.outcome?.contentObjects ?? 0;
      report.spans += result.outcome?.spans ?? 0;
      report.logs += result.outcome?.logs ?? 0;
      // Measured again rather than subtracted: shared objects stay, and the estimate must match the gauge.
      if (result.deleted.length > 0) used = await plan.used(ch, tenant);
    }
    report.usedBytesAfter = used;
    metrics.usedBytes.set(labels, used);
    report.overQuotaHeld = used > quotaBytes;
    if (report.evictedTraces > 0) {
      await ctx.audit.record({
        tenant,
        actor: WORKER_ACTOR,
        action: 'quota.evict',
        outcome: 'ok',
        details: {
          kind: plan.kind,
          cause,
          traces: report.evictedTraces,
          heldTraces: report.heldTraces,
          usedBytesBefore: usedBytes,
          usedBytesAfter: used,
          quotaBytes,
          contentObjects: report.contentObjects,
          spans: report.spans,
          logs: report.logs,
        },
      });
    }
    if (report.overQuotaHeld) {
      ctx.logger.warn({ tenant, kind: plan.kind, usedBytes: used, quotaBytes, heldTraces: report.heldTraces }, 'over the storage quota and everything left is under a legal hold; holds win over quotas');
    }
  }
  metrics.overQuotaHeld.set(labels, report.overQuotaHeld ? 1 : 0);
  return report;
}

/**
 * One quota pass at `ctx.clock.now()` over every tenant with a policy or with data. A failure stops the
 * pass (the worker retries on its next pass; an interrupted eviction step is resumed from its mark).
 */
export async function runQuotas(ctx: RetentionContext, config: TraceholdConfig['retention']): Promise<QuotaReport> {
  const nowMs = ctx.clock.now();
  const metrics = quotaMetricsOn(ctx.metrics.registry);
  const report: QuotaReport = { nowMs, tenants: {} };
  for (const policy of await listEffectivePolicies(ctx, config)) {
    const perKind: Partial<Record<QuotaKind, QuotaKindReport>> = {};
    for (const plan of PLANS) {
      const r = await runQuota(ctx, config, metrics, policy, plan, nowMs);
      if (r !== null) perKind[plan.kind] = r;
    }
    if (Object.keys(perKind).length > 0) report.tenants[policy.tenant] = perKind;
  }
  return report;
}

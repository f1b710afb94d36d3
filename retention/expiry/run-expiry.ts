/**
 * Retention expiry (issue 10): one pass over every tenant's effective policy, per kind of data with a
 * number of days set — content, ledger, spans, trace_index — deleting what started before
 * now − days. Called by the retention worker's pass (and `tracehold retention run`), after erasure.
 *
 * Every batch of candidate traces goes through `deleteInTwoPhases` (mark → re-check active holds inside the
 * hold gate → delete the unheld), so a held trace is never touched; it stays a candidate and is spared
 * again on later passes until its hold is released. Candidates are read in keyset batches by trace id
 * (`trace_id > after`), so the held traces of one batch do not stop the pass: the cursor moves past them.
 *
 * What a purge leaves: content → the ledger row keeps its place with the parts 'purged',
 * `retention:<YYYY-MM-DD>` (removeTraceContent); ledger → the rows (and their evidence items) go, and their
 * content with them (content without its row is unreachable); spans → spans and the trace's log records;
 * trace_index → the trace's index rows. One `retention_events` row per trace and kind purged, and one audit
 * entry `retention.purge` per (tenant, kind, pass) that removed something. Log records and content objects
 * without trace context expire with spans and content, unless a tenant or filter hold is active.
 *
 * Ledger expiry works per row (a row that started before the cutoff goes) but purges the content of the
 * whole trace of such a row: a trace that straddles the cutoff loses the content of its later calls a
 * little early. Traces are short next to retention periods in days; exact per-call purging would need a
 * per-ref check against the surviving rows.
 */
import type { ClickHouse } from '../../platform/clickhouse/create-clickhouse.ts';
import type { TraceholdConfig } from '../../schemas/config.ts';
import type { RetentionEvent, RetentionKind, RetentionPolicy } from '../../schemas/retention.ts';
import { removeTraceContent } from '../delete/remove-trace-content.ts';
import { deleteInTwoPhases } from '../delete/two-phase.ts';
import type { RetentionContext } from '../worker/retention-context.ts';
import { listEffectivePolicies, utcDate } from './effective-policies.ts';

const DAY_MS = 86_400_000;
const WORKER_ACTOR = { tokenId: 'retention-worker', kind: 'system' } as const;

/** What one kind's expiry removed for a tenant in one pass. Counts only, no identifiers. */
export interface ExpiryKindCounts {
  /** Traces whose data of this kind was removed. */
  traces: number;
  /** Candidate traces spared because an active hold covers them. */
  heldTraces: number;
  ledgerRows: number;
  evidenceRows: number;
  spans: number;
  logs: number;
  traceIndexRows: number;
  contentObjects: number;
  /** Plaintext bytes of the content objects removed. */
  contentBytes: number;
  /** Log records and content objects without trace context (GenAI events outside a span) removed. */
  untracedLogs: number;
  untracedContentObjects: number;
}

/** A pass's result: per tenant, per kind that has a retention period. */
export interface ExpiryReport {
  nowMs: number;
  tenants: Record<string, Partial<Record<RetentionKind, ExpiryKindCounts>>>;
}

function zeroCounts(): ExpiryKindCounts {
  return { traces: 0, heldTraces: 0, ledgerRows: 0, evidenceRows: 0, spans: 0, logs: 0, traceIndexRows: 0, contentObjects: 0, contentBytes: 0, untracedLogs: 0, untracedContentObjects: 0 };
}

/** Per-trace counts for the tombstone; `total` is added to the pass's counts. */
interface Removed {
  perTrace: Map<string, Record<string, number>>;
  total: Partial<ExpiryKindCounts>;
}

/** How one kind finds its candidates and removes them (run inside the gate, on unheld traces only). */
interface KindPlan {
  kind: RetentionKind;
  days(p: RetentionPolicy): number | null;
  candidates(ch: ClickHouse, tenant: string, cutoffMs: number, after: string, limit: number): Promise<string[]>;
  remove(ctx: RetentionContext, tenant: string, traceIds: string[], cutoffMs: number, reason: string): Promise<Removed>;
  /**
   * Data of this kind that belongs to no trace (log records and content of GenAI events emitted outside a
   * span), older than the cutoff. Run inside the hold gate; only when no active tenant or filter hold
   * exists for the tenant (such a hold may be meant to cover it: holds win, so it is kept).
   */
  removeUntraced?(ctx: RetentionContext, tenant: string, cutoffMs: number): Promise<Partial<ExpiryKindCounts>>;
}

async function select<T>(ch: ClickHouse, query: string, params: Record<string, unknown>): Promise<T[]> {
  const rs = await ch.client.query({ query, query_params: params, format: 'JSONEachRow' });
  return rs.json<T>();
}

async function command(ch: ClickHouse, query: string, params: Record<string, unknown>): Promise<void> {
  await ch.client.command({ query, query_params: params });
}

const nsOf = (ms: number) => (BigInt(ms) * 1_000_000n).toString();
/** `content_objects.trace_id` of content without trace context ('' in a FixedString(32): 32 zero bytes). */
const NO_TRACE = `toFixedString('', 32)`;
const AFTER = `({after:String} = '' OR trace_id > {after:String})`;

/** Per-trace row counts of a table (read before a delete: a lightweight DELETE does not say how many went). */
async function countPerTrace(ch: ClickHouse, table: string, where: string, params: Record<string, unknown>): Promise<Map<string, number>> {
  const rows = await select<{ trace_id: string; n: string }>(
    ch,
    `SELECT trace_id, toString(count()) AS n FROM ${ch.db}.${table} WHERE ${where} GROUP BY trace_id`,
    params,
  );
  return new Map(rows.map((r) => [r.trace_id, Number(r.n)]));
}

function addPerTrace(perTrace: Map<string, Record<string, number>>, key: string, counts: Map<string, number>): void {
  for (const [t, n] of counts) {
    const entry = perTrace.get(t) ?? {};
    entry[key] = (entry[key] ?? 0) + n;
    perTrace.set(t, entry);
  }
}

const sum = (m: Map<string, number>) => [...m.values()].reduce((a, b) => a + b, 0);

/** Content of the traces: ledger parts rewritten to 'purged' with `reason`, unshared objects deleted. */
async function purgeContent(ctx: RetentionContext, tenant: string, traceIds: string[], reason: string): Promise<Removed> {
  const ch = ctx.clickhouse;
  const params = { tenant, traceIds };
  const objects = await countPerTrace(ch, 'content_objects FINAL', `tenant = {tenant:String} AND trace_id IN {traceIds:Array(FixedString(32))}`, params);
  const rows = await countPerTrace(
    ch,
    'llm_calls FINAL',
    `tenant = {tenant:String} AND trace_id IN {traceIds:Array(FixedString(32))} AND (input_ref != '' OR output_ref != '' OR system_ref != '' OR tools_ref != '')`,
    params,
  );
  const removed = await removeTraceContent(ctx, tenant, traceIds, 'purged', reason);
  const perTrace = new Map<string, Record<string, number>>();
  addPerTrace(perTrace, 'contentObjects', objects);
  addPerTrace(perTrace, 'ledgerRowsRewritten', rows);
  return { perTrace, total: { contentObjects: removed.contentObjects, contentBytes: removed.bytes } };
}

const PLANS: readonly KindPlan[] = [
  {
    kind: 'content',
    days: (p) => p.contentDays,
    async candidates(ch, tenant, cutoffMs, after, limit) {
      // FINAL on the ledger: a row already rewritten to 'purged' must not be found again through its old version.
      const rows = await select<{ trace_id: string }>(
        ch,
        `SELECT trace_id FROM (
           SELECT DISTINCT trace_id FROM ${ch.db}.llm_calls FINAL
           WHERE tenant = {tenant:String} AND start_time_unix_nano < {cutoffNs:UInt64} AND ${AFTER}
             AND (input_ref != '' OR output_ref != '' OR system_ref != '' OR tools_ref != '')
           UNION DISTINCT
           SELECT DISTINCT trace_id FROM ${ch.db}.content_objects FINAL
           WHERE tenant = {tenant:String} AND trace_id != ${NO_TRACE} AND created_at < fromUnixTimestamp64Milli(toInt64({cutoffMs:Int64}), 'UTC') AND ${AFTER})
         ORDER BY trace_id LIMIT {limit:UInt32}`,
        { tenant, cutoffNs: nsOf(cutoffMs), cutoffMs, after, limit },
      );
      return rows.map((r) => r.trace_id);
    },
    remove: (ctx, tenant, traceIds, _cutoffMs, reason) => purgeContent(ctx, tenant, traceIds, reason),
    async removeUntraced(ctx, tenant, cutoffMs) {
      const ch = ctx.clickhouse;
      const params = { tenant, cutoffMs };
      const old = `tenant = {tenant:String} AND trace_id = ${NO_TRACE} AND created_at < fromUnixTimestamp64Milli(toInt64({cutoffMs:Int64}), 'UTC')`;
      // An object is deleted only when no row of a trace (or a newer untraced row) still refers to it.
      const refs = await select<{ ref: string }>(
        ch,
        `SELECT DISTINCT ref FROM ${ch.db}.content_objects FINAL WHERE ${old}
           AND ref NOT IN (SELECT ref FROM ${ch.db}.content_objects FINAL WHERE tenant = {tenant:String} AND NOT (${old}))`,
        params,
      );
      let deleted = 0;
      for (const { ref } of refs) if ((await ctx.contentStore.deleteObject(tenant, ref)) === 'deleted') deleted++;
      await command(ch, `DELETE FROM ${ch.db}.content_objects WHERE ${old}`, params);
      return { untracedContentObjects: deleted };
    },
  },
  {
    kind: 'ledger',
    days: (p) => p.ledgerDays,
    async candidates(ch, tenant, cutoffMs, after, limit) {
      const rows = await select<{ trace_id: string }>(
        ch,
        `SELECT DISTINCT trace_id FROM ${ch.db}.llm_calls
         WHERE tenant = {tenant:String} AND start_time_unix_nano < {cutoffNs:UInt64} AND ${AFTER}
         ORDER BY trace_id LIMIT {limit:UInt32}`,
        { tenant, cutoffNs: nsOf(cutoffMs), after, limit },
      );
      return rows.map((r) => r.trace_id);
    },
    async remove(ctx, tenant, traceIds, cutoffMs, reason) {
      const ch = ctx.clickhouse;
      // The content goes first: its ledger row is what makes it reachable (and what a crash-resume finds).
      const content = await purgeContent(ctx, tenant, traceIds, reason);
      const params = { tenant, traceIds, cutoffNs: nsOf(cutoffMs) };
      const where = `tenant = {tenant:String} AND trace_id IN {traceIds:Array(FixedString(32))} AND start_time_unix_nano < {cutoffNs:UInt64}`;
      const ledger = await countPerTrace(ch, 'llm_calls FINAL', where, params);
      const evidence = await countPerTrace(ch, 'llm_evidence FINAL', where, params);
      await command(ch, `DELETE FROM ${ch.db}.llm_calls WHERE ${where}`, params);
      await command(ch, `DELETE FROM ${ch.db}.llm_evidence WHERE ${where}`, params);
      addPerTrace(content.perTrace, 'ledgerRows', ledger);
      addPerTrace(content.perTrace, 'evidenceRows', evidence);
      return { perTrace: content.perTrace, total: { ...content.total, ledgerRows: sum(ledger), evidenceRows: sum(evidence) } };
    },
  },
  {
    kind: 'spans',
    days: (p) => p.spansDays,
    async candidates(ch, tenant, cutoffMs, after, limit) {
      const rows = await select<{ trace_id: string }>(
        ch,
        `SELECT trace_id FROM (
           SELECT DISTINCT trace_id FROM ${ch.db}.spans
           WHERE tenant = {tenant:String} AND start_time_unix_nano < {cutoffNs:UInt64} AND ${AFTER}
           UNION DISTINCT
           SELECT DISTINCT toFixedString(trace_id, 32) AS trace_id FROM ${ch.db}.logs
           WHERE tenant = {tenant:String} AND length(trace_id) = 32 AND time_unix_nano < {cutoffNs:UInt64} AND ${AFTER})
         ORDER BY trace_id LIMIT {limit:UInt32}`,
        { tenant, cutoffNs: nsOf(cutoffMs), after, limit },
      );
      return rows.map((r) => r.trace_id);
    },
    async remove(ctx, tenant, traceIds) {
      const ch = ctx.clickhouse;
      const spansWhere = `tenant = {tenant:String} AND trace_id IN {traceIds:Array(FixedString(32))}`;
      const logsWhere = `tenant = {tenant:String} AND trace_id IN {traceIds:Array(String)}`;
      const params = { tenant, traceIds };
      const spans = await countPerTrace(ch, 'spans FINAL', spansWhere, params);
      const logs = await countPerTrace(ch, 'logs FINAL', logsWhere, params);
      await command(ch, `DELETE FROM ${ch.db}.spans WHERE ${spansWhere}`, params);
      await command(ch, `DELETE FROM ${ch.db}.logs WHERE ${logsWhere}`, params);
      const perTrace = new Map<string, Record<string, number>>();
      addPerTrace(perTrace, 'spans', spans);
      addPerTrace(perTrace, 'logs', logs);
      return { perTrace, total: { spans: sum(spans), logs: sum(logs) } };
    },
    async removeUntraced(ctx, tenant, cutoffMs) {
      const ch = ctx.clickhouse;
      const params = { tenant, cutoffNs: nsOf(cutoffMs) };
      const where = `tenant = {tenant:String} AND trace_id = '' AND time_unix_nano < {cutoffNs:UInt64}`;
      const rows = await select<{ n: string }>(ch, `SELECT toString(count()) AS n FROM ${ch.db}.logs FINAL WHERE ${where}`, params);
      const n = Number(rows[0]?.n ?? 0);
      if (n > 0) await command(ch, `DELETE FROM ${ch.db}.logs WHERE ${where}`, params);
      return { untracedLogs: n };
    },
  },
  {
    kind: 'trace_index',
    days: (p) => p.traceIndexDays,
    async candidates(ch, tenant, cutoffMs, after, limit) {
      const rows = await select<{ trace_id: string }>(
        ch,
        `SELECT trace_id FROM ${ch.db}.trace_index
         WHERE tenant = {tenant:String} AND ${AFTER}
         GROUP BY trace_id HAVING min(start_ns) < {cutoffNs:UInt64}
         ORDER BY trace_id LIMIT {limit:UInt32}`,
        { tenant, cutoffNs: nsOf(cutoffMs), after, limit },
      );
      return rows.map((r) => r.trace_id);
    },
    async remove(ctx, tenant, traceIds) {
      const ch = ctx.clickhouse;
      const where = `tenant = {tenant:String} AND trace_id IN {traceIds:Array(FixedString(32))}`;
      const params = { tenant, traceIds };
      // Several rows per trace until the AggregatingMergeTree merges them: count the traces, not the parts.
      const present = await countPerTrace(ch, 'trace_index', where, params);
      await command(ch, `DELETE FROM ${ch.db}.trace_index WHERE ${where}`, params);
      const perTrace = new Map<string, Record<string, number>>();
      addPerTrace(perTrace, 'traceIndexRows', new Map([...present.keys()].map((t) => [t, 1])));
      return { perTrace, total: { traceIndexRows: present.size } };
    },
  },
];

/** Expires one kind of one tenant; returns null when the policy keeps that kind forever. */
async function expireKind(ctx: RetentionContext, config: TraceholdConfig['retention'], policy: RetentionPolicy, plan: KindPlan, nowMs: number): Promise<ExpiryKindCounts | null> {
  const days = plan.days(policy);
  if (days === null) return null;
  const cutoffMs = nowMs - days * DAY_MS;
  const tenant = policy.tenant;
  const cause = `policy:v${policy.version}:${plan.kind}`;
  const reason = `retention:${utcDate(nowMs)}`;
  const counts = zeroCounts();
  let after = '';
  for (;;) {
    const batch = await plan.candidates(ctx.clickhouse, tenant, cutoffMs, after, config.batchTraces);
    if (batch.length === 0) break;
    after = batch[batch.length - 1]!;
    const result = await deleteInTwoPhases(
      { clickhouse: ctx.clickhouse, state: ctx.state, gate: ctx.gate },
      { tenant, cause, traceIds: batch, kinds: [plan.kind], nowMs },
      async (unheld) => {
        const removed = await plan.remove(ctx, tenant, unheld, cutoffMs, reason);
        // The tombstones are written inside the gate with the delete: no pass sees the data gone without them.
        const events: RetentionEvent[] = unheld.map((traceId) => ({
          tenant,
          traceId,
          action: 'purged_retention',
          kinds: [plan.kind],
          cause,
          holdIds: [],
          atMs: nowMs,
          counts: removed.perTrace.get(traceId) ?? {},
        }));
        await ctx.state.insertEvents(events);
        return removed;
      },
    );
    counts.heldTraces += result.held.size;
    counts.traces += result.deleted.length;
    for (const [k, v] of Object.entries(result.outcome?.total ?? {})) counts[k as keyof ExpiryKindCounts] += v;
    if (batch.length < config.batchTraces) break;
  }
  if (plan.removeUntraced) {
    const removeUntraced = plan.removeUntraced;
    const untraced = await ctx.gate.run(async () => {
      const holds = await ctx.state.listHolds(tenant, 'active');
      if (holds.some((h) => h.scope.kind === 'tenant' || h.scope.kind === 'filter')) return {};
      return removeUntraced(ctx, tenant, cutoffMs);
    });
    for (const [k, v] of Object.entries(untraced)) counts[k as keyof ExpiryKindCounts] += v;
  }
  if (counts.traces > 0 || counts.untracedLogs > 0 || counts.untracedContentObjects > 0) {
    await ctx.audit.record({
      tenant,
      actor: WORKER_ACTOR,
      action: 'retention.purge',
      reason: `retention policy v${policy.version}`,
      outcome: 'ok',
      details: { ...counts, kind: plan.kind, cause, cutoffDate: utcDate(cutoffMs), days },
    });
  }
  return counts;
}

/**
 * One expiry pass at `ctx.clock.now()` over every tenant with a policy or with data. Tenants are done one
 * after the other; a failure stops the pass (the worker retries it on its next pass: everything done so far
 * is durable, and an interrupted two-phase step is resumed from its mark).
 */
export async function runExpiry(ctx: RetentionContext, config: TraceholdConfig['retention']): Promise<ExpiryReport> {
  const nowMs = ctx.clock.now();
  const report: ExpiryReport = { nowMs, tenants: {} };
  for (const policy of await listEffectivePolicies(ctx, config)) {
    const perKind: Partial<Record<RetentionKind, ExpiryKindCounts>> = {};
    for (const plan of PLANS) {
      const counts = await expireKind(ctx, config, policy, plan, nowMs);
      if (counts !== null) perKind[plan.kind] = counts;
    }
    if (Object.keys(perKind).length > 0) {
      report.tenants[policy.tenant] = perKind;
      const went = Object.entries(perKind).filter(([, c]) => c.traces > 0);
      if (went.length > 0) {
        ctx.logger.info({ tenant: policy.tenant, kinds: Object.fromEntries(went.map(([k, c]) => [k, c.traces])) }, 'retention expiry purged traces');
      }
    }
  }
  return report;
}

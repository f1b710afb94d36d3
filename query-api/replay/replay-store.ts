/**
 * Table `replays` (migration 0010): replay jobs, append-only and versioned like the retention state (a
 * transition inserts the whole job again with version + 1; the current state is the highest version). The
 * columns beside `body_json` are what budgets and the hold bundle filter on.
 */
import type { ClickHouse } from '../../platform/clickhouse/create-clickhouse.ts';
import type { ReplayJob } from '../../schemas/replay.ts';

/** Tenant-scoped reads and writes of replay jobs; safe to call concurrently. */
export interface ReplayStore {
  put(job: ReplayJob): Promise<void>;
  /** The job's newest version, or null. */
  get(tenant: string, replayId: string): Promise<ReplayJob | null>;
  /** Newest version of every replay of one original call (or of the whole trace), newest first, at most `limit`. */
  listOfTrace(tenant: string, traceId: string, spanId: string | null, limit: number): Promise<ReplayJob[]>;
  /**
   * USD committed by the tenant's replays created since `sinceMs`: the actual cost of finished ones (their
   * estimate when a run's price was unknown), the estimate of those still queued or running. Refusals count 0.
   */
  committedUsdSince(tenant: string, sinceMs: number): Promise<number>;
}

export function createReplayStore(ch: ClickHouse): ReplayStore {
  const parse = (rows: Array<{ body_json: string }>): ReplayJob[] => rows.map((r) => JSON.parse(r.body_json) as ReplayJob);
  return {
    async put(job) {
      await ch.client.insert({
        table: `${ch.db}.replays`,
        values: [
          {
            tenant: job.tenant,
            replay_id: job.replayId,
            version: job.version,
            trace_id: job.traceId,
            span_id: job.spanId,
            state: job.state,
            estimate_usd: job.estimate?.totalUsd ?? null,
            cost_usd: job.report?.totals.costUsd ?? null,
            created_at_ms: job.createdAtMs,
            updated_at_ms: job.updatedAtMs,
            body_json: JSON.stringify(job),
          },
        ],
        format: 'JSONEachRow',
      });
    },
    async get(tenant, replayId) {
      const rs = await ch.client.query({
        query: `SELECT body_json FROM ${ch.db}.replays WHERE tenant = {tenant:String} AND replay_id = {replayId:String} ORDER BY version DESC LIMIT 1`,
        query_params: { tenant, replayId },
        format: 'JSONEachRow',
      });
      return parse(await rs.json<{ body_json: string }>())[0] ?? null;
    },
    async listOfTrace(tenant, traceId, spanId, limit) {
      const rs = await ch.client.query({
        query: `SELECT argMax(body_json, version) AS body_json, any(created_at_ms) AS c FROM ${ch.db}.replays
                WHERE tenant = {tenant:String} AND trace_id = {traceId:String} ${spanId !== null ? 'AND span_id = {spanId:String}' : ''}
                GROUP BY replay_id ORDER BY c DESC LIMIT {limit:UInt32}`,
        query_params: { tenant, traceId, spanId: spanId ?? '', limit },
        format: 'JSONEachRow',
      });
      return parse(await rs.json<{ body_json: string }>());
    },
    async committedUsdSince(tenant, sinceMs) {
      const rs = await ch.client.query({
        query: `SELECT sum(multiIf(s IN ('queued', 'running'), ifNull(e, 0), s = 'refused', 0, ifNull(c, ifNull(e, 0)))) AS usd FROM (
                  SELECT argMax(state, version) AS s, argMax(estimate_usd, version) AS e, argMax(cost_usd, version) AS c
                  FROM ${ch.db}.replays WHERE tenant = {tenant:String} AND created_at_ms >= {sinceMs:Int64} GROUP BY replay_id)`,
        query_params: { tenant, sinceMs },
        format: 'JSONEachRow',
      });
      const rows = await rs.json<{ usd: number | string }>();
      return Number(rows[0]?.usd ?? 0);
    },
  };
}

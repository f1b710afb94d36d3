/**
 * The traces a hold covers, in batches, in trace id order, whatever the hold's size (keyset paging: memory is
 * one batch). The same rule as every deletion path's re-check (`findHeldTraces`), applied to the hold being
 * exported as if it were active, so a released hold still exports what it covered:
 * - `traces`: the listed ids;
 * - `subjects`: the traces with a ledger row or content object of a listed subject;
 * - `tenant` / `filter`: a scan over the tenant's traces (trace index ∪ ledger) filtered by `findHeldTraces`.
 */
import type { ClickHouse } from '../../platform/clickhouse/create-clickhouse.ts';
import type { Hold } from '../../schemas/retention.ts';
import { findHeldTraces } from '../holds/hold-coverage.ts';

export const COVERED_BATCH_TRACES = 1_000;

async function select<T>(ch: ClickHouse, query: string, params: Record<string, unknown>): Promise<T[]> {
  const rs = await ch.client.query({ query, query_params: params, format: 'JSONEachRow' });
  return rs.json<T>();
}

/** Yields non-empty batches of covered trace ids, ascending, each id once. */
export async function* coveredTraceBatches(ch: ClickHouse, hold: Hold, batchTraces = COVERED_BATCH_TRACES): AsyncGenerator<string[]> {
  const tenant = hold.tenant;
  const scope = hold.scope;
  if (scope.kind === 'traces') {
    const ids = [...new Set(scope.traceIds)].sort();
    for (let i = 0; i < ids.length; i += batchTraces) yield ids.slice(i, i + batchTraces);
    return;
  }
  const asActive: Hold = { ...hold, state: 'active' };
  let after = '';
  for (;;) {
    const rows =
      scope.kind === 'subjects'
        ? await select<{ trace_id: string }>(
            ch,
            `SELECT DISTINCT trace_id FROM (
               SELECT trace_id FROM ${ch.db}.llm_calls
               WHERE tenant = {tenant:String} AND trace_id > {after:String} AND subject_ref IN {subjects:Array(String)}
               UNION ALL
               SELECT trace_id FROM ${ch.db}.content_objects
               WHERE tenant = {tenant:String} AND trace_id > {after:String} AND subject_ref IN {subjects:Array(String)})
             ORDER BY trace_id LIMIT {n:UInt32}`,
            { tenant, after, subjects: scope.subjectRefs, n: batchTraces },
          )
        : await select<{ trace_id: string }>(
            ch,
            `SELECT DISTINCT trace_id FROM (
               (SELECT DISTINCT trace_id FROM ${ch.db}.trace_index WHERE tenant = {tenant:String} AND trace_id > {after:String} ORDER BY trace_id LIMIT {n:UInt32})
               UNION ALL
               (SELECT DISTINCT trace_id FROM ${ch.db}.llm_calls WHERE tenant = {tenant:String} AND trace_id > {after:String} ORDER BY trace_id LIMIT {n:UInt32}))
             ORDER BY trace_id LIMIT {n:UInt32}`,
            { tenant, after, n: batchTraces },
          );
    if (rows.length === 0) return;
    const candidates = rows.map((r) => r.trace_id);
    after = candidates[candidates.length - 1]!;
    if (scope.kind === 'subjects') {
      yield candidates;
    } else {
      const held = await findHeldTraces(ch, tenant, [asActive], candidates);
      const covered = candidates.filter((t) => held.has(t));
      if (covered.length > 0) yield covered;
    }
    if (rows.length < batchTraces) return;
  }
}

/**
 * Which traces a deletion request erases (its scope, schemas/retention.ts), read from stored data:
 * - subject: every trace with a ledger row or a content object of the subject's pseudonym (a trace already
 *   erased has neither, so a resumed request finds only what is left);
 * - traces: as listed;
 * - time_range: every trace with a trace-index row, an LLM call or a span starting in [fromMs, toMs).
 * Traces already erased (an 'erased' retention event) are left out: re-running a request is idempotent and
 * its counts stay exact.
 */
import type { ClickHouse } from '../../platform/clickhouse/create-clickhouse.ts';
import type { DeletionScope } from '../../schemas/retention.ts';
import type { RetentionState } from '../state/retention-state.ts';

/** Traces per erasedAmong query (IN lists stay small). */
const CHECK_CHUNK = 1_000;

export async function resolveDeletionTraces(
  deps: { clickhouse: ClickHouse; state: RetentionState },
  tenant: string,
  scope: DeletionScope,
): Promise<string[]> {
  const { clickhouse: ch } = deps;
  const db = ch.db;
  let candidates: string[];
  if (scope.kind === 'traces') {
    candidates = [...new Set(scope.traceIds)].sort();
  } else if (scope.kind === 'subject') {
    candidates = await select(
      ch,
      `SELECT DISTINCT toString(trace_id) AS trace_id FROM (
         SELECT trace_id FROM ${db}.llm_calls WHERE tenant = {tenant:String} AND subject_ref = {subject:String}
         UNION ALL
         SELECT trace_id FROM ${db}.content_objects WHERE tenant = {tenant:String} AND subject_ref = {subject:String})
       ORDER BY trace_id`,
      { tenant, subject: scope.subjectRef },
    );
  } else {
    const fromNs = (BigInt(scope.fromMs) * 1_000_000n).toString();
    const toNs = (BigInt(scope.toMs) * 1_000_000n).toString();
    candidates = await select(
      ch,
      `SELECT DISTINCT toString(trace_id) AS trace_id FROM (
         SELECT trace_id FROM ${db}.trace_index WHERE tenant = {tenant:String} AND start_ns >= {fromNs:UInt64} AND start_ns < {toNs:UInt64}
         UNION ALL
         SELECT trace_id FROM ${db}.llm_calls WHERE tenant = {tenant:String} AND start_time_unix_nano >= {fromNs:UInt64} AND start_time_unix_nano < {toNs:UInt64}
         UNION ALL
         SELECT trace_id FROM ${db}.spans WHERE tenant = {tenant:String} AND start_time_unix_nano >= {fromNs:UInt64} AND start_time_unix_nano < {toNs:UInt64})
       ORDER BY trace_id`,
      { tenant, fromNs, toNs },
    );
  }
  const erased = new Set<string>();
  for (let i = 0; i < candidates.length; i += CHECK_CHUNK) {
    for (const t of await deps.state.erasedAmong(tenant, candidates.slice(i, i + CHECK_CHUNK))) erased.add(t);
  }
  return candidates.filter((t) => !erased.has(t));
}

async function select(ch: ClickHouse, query: string, params: Record<string, unknown>): Promise<string[]> {
  const rs = await ch.client.query({ query, query_params: params, format: 'JSONEachRow' });
  return (await rs.json<{ trace_id: string }>()).map((r) => r.trace_id);
}

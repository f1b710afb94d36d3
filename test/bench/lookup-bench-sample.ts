import type { ClickHouse } from '../../platform/clickhouse/create-clickhouse.ts';
import { TENANT } from './lookup-data-sql.ts';

/** A trace picked for the lookup, with its extent (the lookup parts' time window) and sampling decision. */
export interface SampledTrace {
  traceId: string;
  startNs: string;
  endNs: string;
  decision: string;
}

/**
 * What the benchmark asks for, drawn from the generated data (deterministically: ordered by a salted hash).
 * `lookupIds`: traces 1–24 h old at the anchor, kept and dropped as they come (~30 % kept); `warmupIds`
 * and `concurrentIds` are other traces of the same age, so no measured lookup repeats a warm-up request.
 */
export interface BenchSample {
  tenant: string;
  anchorMs: number;
  lookupIds: SampledTrace[];
  concurrentIds: SampledTrace[];
  warmupIds: SampledTrace[];
  responseIds: string[];
  subjectRefs: string[];
  sessionIds: string[];
  conversationIds: string[];
  models: string[];
  routes: string[];
}

async function rows<T>(ch: ClickHouse, query: string, params: Record<string, unknown>): Promise<T[]> {
  return (await ch.client.query({ query, query_params: params, format: 'JSONEachRow' })).json<T>();
}

export async function pickBenchSample(ch: ClickHouse, anchorNs: string, lookups: number): Promise<BenchSample> {
  const anchor = BigInt(anchorNs);
  const hourNs = 3_600_000_000_000n;
  const traces = await rows<{ trace_id: string; s_ns: string; e_ns: string; decision: string }>(
    ch,
    `SELECT trace_id, min(start_ns) AS s_ns, max(end_ns) AS e_ns, max(sample_decision) AS decision
     FROM ${ch.db}.trace_index
     WHERE tenant = {tenant:String} AND start_ns BETWEEN {from:UInt64} AND {to:UInt64}
     GROUP BY trace_id ORDER BY cityHash64(trace_id, 'lookup-bench') LIMIT {n:UInt32}`,
    { tenant: TENANT, from: (anchor - 24n * hourNs).toString(), to: (anchor - hourNs).toString(), n: 2 * lookups + 50 },
  );
  const sampled = traces.map((t) => ({ traceId: t.trace_id, startNs: t.s_ns, endNs: t.e_ns, decision: t.decision }));
  const ledger = await rows<{ response_id: string; subject_ref: string; session_id: string; conversation_id: string }>(
    ch,
    `SELECT response_id, subject_ref, session_id, conversation_id FROM ${ch.db}.llm_calls
     WHERE tenant = {tenant:String} ORDER BY cityHash64(trace_id, span_id, 'lookup-bench') LIMIT 20`,
    { tenant: TENANT },
  );
  const distinct = async (column: string, table: string) =>
    (await rows<{ v: string }>(ch, `SELECT DISTINCT toString(${column}) AS v FROM ${ch.db}.${table} WHERE tenant = {tenant:String} AND ${column} != '' ORDER BY v`, { tenant: TENANT })).map((r) => r.v);
  return {
    tenant: TENANT,
    anchorMs: Number(anchor / 1_000_000n),
    lookupIds: sampled.slice(0, lookups),
    concurrentIds: sampled.slice(lookups, 2 * lookups),
    warmupIds: sampled.slice(2 * lookups),
    responseIds: ledger.map((r) => r.response_id),
    subjectRefs: ledger.map((r) => r.subject_ref),
    sessionIds: ledger.map((r) => r.session_id),
    conversationIds: ledger.map((r) => r.conversation_id),
    models: await distinct('response_model', 'llm_calls'),
    routes: await distinct('route', 'llm_calls'),
  };
}

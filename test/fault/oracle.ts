/**
 * The fault tests' oracle: after the load has stopped and ingest has committed everything (consumer-group
 * lag 0, so every trace is decided and written), compare what the collector acknowledged with what
 * ClickHouse holds.
 *
 * - Ledger: every acknowledged LLM call has a row in `llm_calls FINAL`, and the query result has no
 *   duplicate (count() = uniqExact(tenant, trace_id, span_id)).
 * - Trace index: every trace with an acknowledged span has its row, counting at least its acknowledged spans.
 * - Spans: no duplicate in `spans FINAL`; every trace the index marks `kept` has all its acknowledged spans.
 * - API, for a sample: GET /v1/traces/:id answers with the acknowledged LLM calls and, when kept, spans,
 *   each exactly once, and the index's decision.
 *
 * `checkOracle` is a pure function of (truth, store state) so the negative control can run it on a doctored
 * state; `readStoreState` is the only part that queries.
 */
import type { ClickHouseClient } from '@clickhouse/client';
import type { TraceTruth } from './load-generator.ts';
import { ADMIN_TOKEN, flattenSpans } from '../support/all-in-one-process.ts';

export interface IndexEntry {
  spanCount: number;
  decision: string;
  policy: string;
}

export interface StoreState {
  /** `llm_calls FINAL`: rows and distinct (tenant, trace_id, span_id). */
  ledgerRows: number;
  ledgerUnique: number;
  /** Rows without FINAL: redelivered duplicates not merged yet (informational: shows idempotency at work). */
  ledgerRawRows: number;
  /** `trace_id:span_id` of every ledger row. */
  ledger: Set<string>;
  spanRows: number;
  spanUnique: number;
  spanRawRows: number;
  /** Stored span ids per trace (`spans FINAL`). */
  spans: Map<string, Set<string>>;
  index: Map<string, IndexEntry>;
}

export interface OracleReport {
  ackedTraces: number;
  ackedSpans: number;
  ackedLlmCalls: number;
  ledgerFound: number;
  ledgerMissing: string[];
  ledgerDuplicates: number;
  ledgerRawRows: number;
  indexFound: number;
  indexMissing: string[];
  /** Traces whose index span count is below their acknowledged spans. */
  indexShort: string[];
  kept: number;
  dropped: number;
  keptIncomplete: Array<{ traceId: string; missingSpans: number }>;
  spanDuplicates: number;
  spanRawRows: number;
  /** Dropped traces that nevertheless have stored spans (informational: a trace decided twice). */
  droppedWithSpans: number;
  /** Kept / all, per trace kind (informational). */
  keptByKind: Record<string, string>;
  /** Traces stored although none of their spans was acknowledged (a lost answer; informational). */
  unackedButIndexed: number;
}

const sample = <T>(items: T[], n: number): T[] => {
  const copy = [...items];
  for (let i = copy.length - 1; i > 0; i--) {
    const j = Math.floor(Math.random() * (i + 1));
    [copy[i], copy[j]] = [copy[j]!, copy[i]!];
  }
  return copy.slice(0, n);
};

export async function readStoreState(ch: ClickHouseClient, tenant = 'default', db = 'tracehold'): Promise<StoreState> {
  const rows = async <T>(query: string): Promise<T[]> =>
    (await ch.query({ query, query_params: { tenant }, format: 'JSONEachRow' })).json<T>();
  const [ledgerCounts] = await rows<{ n: string; u: string }>(
    `SELECT count() AS n, uniqExact(tenant, trace_id, span_id) AS u FROM ${db}.llm_calls FINAL WHERE tenant = {tenant:String}`,
  );
  const [ledgerRaw] = await rows<{ n: string }>(`SELECT count() AS n FROM ${db}.llm_calls WHERE tenant = {tenant:String}`);
  const ledger = new Set(
    (await rows<{ t: string; s: string }>(`SELECT trace_id AS t, span_id AS s FROM ${db}.llm_calls FINAL WHERE tenant = {tenant:String}`)).map(
      (r) => `${r.t}:${r.s}`,
    ),
  );
  const [spanCounts] = await rows<{ n: string; u: string }>(
    `SELECT count() AS n, uniqExact(tenant, trace_id, span_id) AS u FROM ${db}.spans FINAL WHERE tenant = {tenant:String}`,
  );
  const [spanRaw] = await rows<{ n: string }>(`SELECT count() AS n FROM ${db}.spans WHERE tenant = {tenant:String}`);
  const spans = new Map<string, Set<string>>();
  for (const r of await rows<{ t: string; s: string }>(`SELECT trace_id AS t, span_id AS s FROM ${db}.spans FINAL WHERE tenant = {tenant:String}`)) {
    let set = spans.get(r.t);
    if (!set) spans.set(r.t, (set = new Set()));
    set.add(r.s);
  }
  const index = new Map<string, IndexEntry>();
  for (const r of await rows<{ t: string; n: string; d: string; p: string }>(
    `SELECT trace_id AS t, uniqExactMerge(span_ids) AS n, max(sample_decision) AS d, max(sample_policy) AS p
     FROM ${db}.trace_index WHERE tenant = {tenant:String} GROUP BY trace_id`,
  )) {
    index.set(r.t, { spanCount: Number(r.n), decision: r.d, policy: r.p });
  }
  return {
    ledgerRows: Number(ledgerCounts!.n),
    ledgerUnique: Number(ledgerCounts!.u),
    ledgerRawRows: Number(ledgerRaw!.n),
    ledger,
    spanRows: Number(spanCounts!.n),
    spanUnique: Number(spanCounts!.u),
    spanRawRows: Number(spanRaw!.n),
    spans,
    index,
  };
}

export function checkOracle(truth: TraceTruth[], state: StoreState): OracleReport {
  const r: OracleReport = {
    ackedTraces: 0,
    ackedSpans: 0,
    ackedLlmCalls: 0,
    ledgerFound: 0,
    ledgerMissing: [],
    ledgerDuplicates: state.ledgerRows - state.ledgerUnique,
    ledgerRawRows: state.ledgerRawRows,
    indexFound: 0,
    indexMissing: [],
    indexShort: [],
    kept: 0,
    dropped: 0,
    keptIncomplete: [],
    spanDuplicates: state.spanRows - state.spanUnique,
    spanRawRows: state.spanRawRows,
    droppedWithSpans: 0,
    keptByKind: {},
    unackedButIndexed: 0,
  };
  const kinds: Record<string, { kept: number; all: number }> = {};
  for (const t of truth) {
    const entry = state.index.get(t.traceId);
    if (t.acked.size === 0) {
      if (entry) r.unackedButIndexed += 1;
      continue;
    }
    r.ackedTraces += 1;
    r.ackedSpans += t.acked.size;
    for (const id of t.llmSpanIds) {
      if (!t.acked.has(id)) continue;
      r.ackedLlmCalls += 1;
      if (state.ledger.has(`${t.traceId}:${id}`)) r.ledgerFound += 1;
      else r.ledgerMissing.push(`${t.traceId}:${id}`);
    }
    if (!entry) {
      r.indexMissing.push(t.traceId);
      continue;
    }
    r.indexFound += 1;
    if (entry.spanCount < t.acked.size) r.indexShort.push(t.traceId);
    const stored = state.spans.get(t.traceId);
    const k = (kinds[t.kind] ??= { kept: 0, all: 0 });
    k.all += 1;
    if (entry.decision === 'kept') {
      r.kept += 1;
      k.kept += 1;
      const missing = [...t.acked].filter((id) => !stored?.has(id)).length;
      if (missing > 0) r.keptIncomplete.push({ traceId: t.traceId, missingSpans: missing });
    } else {
      r.dropped += 1;
      if (stored?.size) r.droppedWithSpans += 1;
    }
  }
  for (const [kind, k] of Object.entries(kinds)) r.keptByKind[kind] = `${k.kept}/${k.all}`;
  return r;
}

/** The oracle's verdict: one line per violated property; empty when everything holds. */
export function oracleFailures(r: OracleReport): string[] {
  const f: string[] = [];
  if (r.ackedLlmCalls === 0) f.push('nothing was acknowledged: the check would be vacuous');
  if (r.ledgerMissing.length) f.push(`${r.ledgerMissing.length} acknowledged LLM calls missing from the ledger (e.g. ${r.ledgerMissing.slice(0, 3).join(', ')})`);
  if (r.ledgerDuplicates !== 0) f.push(`${r.ledgerDuplicates} duplicate ledger rows in llm_calls FINAL`);
  if (r.indexMissing.length) f.push(`${r.indexMissing.length} acknowledged traces missing from trace_index (e.g. ${r.indexMissing.slice(0, 3).join(', ')})`);
  if (r.indexShort.length) f.push(`${r.indexShort.length} traces with fewer spans in trace_index than acknowledged (e.g. ${r.indexShort.slice(0, 3).join(', ')})`);
  if (r.keptIncomplete.length) {
    const ex = r.keptIncomplete.slice(0, 3).map((k) => `${k.traceId} −${k.missingSpans}`);
    f.push(`${r.keptIncomplete.length} kept traces miss acknowledged spans (e.g. ${ex.join(', ')})`);
  }
  if (r.spanDuplicates !== 0) f.push(`${r.spanDuplicates} duplicate span rows in spans FINAL`);
  return f;
}

export interface ApiSampleReport {
  checked: number;
  duplicates: number;
  problems: string[];
}

/** Looks up `n` acknowledged traces through the query API and checks them against truth and the index. */
export async function checkApiSample(api: string, truth: TraceTruth[], state: StoreState, n: number): Promise<ApiSampleReport> {
  const out: ApiSampleReport = { checked: 0, duplicates: 0, problems: [] };
  for (const t of sample(truth.filter((x) => x.acked.size > 0), n)) {
    const res = await fetch(`${api}/v1/traces/${t.traceId}`, { headers: { authorization: `Bearer ${ADMIN_TOKEN}` } });
    if (res.status !== 200) {
      out.problems.push(`${t.traceId}: HTTP ${res.status}`);
      continue;
    }
    const body = (await res.json()) as any;
    out.checked += 1;
    const callIds: string[] = body.llmCalls.map((c: any) => c.spanId);
    const spanIds: string[] = flattenSpans(body.spans).map((s: any) => s.spanId);
    out.duplicates += callIds.length - new Set(callIds).size + (spanIds.length - new Set(spanIds).size);
    for (const id of t.llmSpanIds) if (t.acked.has(id) && !callIds.includes(id)) out.problems.push(`${t.traceId}: LLM call ${id} not in the answer`);
    const decision = state.index.get(t.traceId)?.decision;
    if (body.summary.sampling?.decision !== decision) out.problems.push(`${t.traceId}: API decision ${body.summary.sampling?.decision}, index ${decision}`);
    if (decision === 'kept') for (const id of t.acked) if (!spanIds.includes(id)) out.problems.push(`${t.traceId}: kept, span ${id} not in the answer`);
  }
  return out;
}

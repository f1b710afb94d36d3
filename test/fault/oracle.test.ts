/**
 * Negative control for the fault tests' oracle (oracle.ts): on a store state that matches the acknowledged
 * truth it reports nothing; each kind of damage a fault could cause — a lost ledger row, a duplicate, a
 * trace missing from the index or counted short, a kept trace missing a span — is reported; and what was
 * never acknowledged is not required. (collector-kill.test.ts repeats the loss check on a real store by
 * deleting rows in ClickHouse.)
 */
import { describe, expect, it } from 'vitest';
import { checkOracle, oracleFailures, type StoreState } from './oracle.ts';
import type { TraceTruth } from './load-generator.ts';

function trace(n: number, acked: 'all' | 'none' | 'first-part'): TraceTruth {
  const traceId = n.toString(16).padStart(32, '0');
  const spanIds = Array.from({ length: 6 }, (_, i) => `${n.toString(16).padStart(12, '0')}${i.toString(16).padStart(4, '0')}`);
  const llmSpanIds = [spanIds[3]!];
  const ackedIds = acked === 'all' ? spanIds : acked === 'first-part' ? spanIds.slice(1, 5) : [];
  return { traceId, spanIds, llmSpanIds, kind: 'plain', acked: new Set(ackedIds) };
}

/** A store that holds exactly what was acknowledged; traces with an even number are kept. */
function storeFor(truth: TraceTruth[]): StoreState {
  const s: StoreState = {
    ledgerRows: 0,
    ledgerUnique: 0,
    ledgerRawRows: 0,
    ledger: new Set(),
    spanRows: 0,
    spanUnique: 0,
    spanRawRows: 0,
    spans: new Map(),
    index: new Map(),
  };
  truth.forEach((t, i) => {
    if (t.acked.size === 0) return;
    for (const id of t.llmSpanIds) if (t.acked.has(id)) s.ledger.add(`${t.traceId}:${id}`);
    const kept = i % 2 === 0;
    s.index.set(t.traceId, { spanCount: t.acked.size, decision: kept ? 'kept' : 'dropped', policy: kept ? 'probabilistic' : 'no_policy_matched' });
    if (kept) s.spans.set(t.traceId, new Set(t.acked));
  });
  s.ledgerRows = s.ledgerUnique = s.ledgerRawRows = s.ledger.size;
  s.spanRows = s.spanUnique = s.spanRawRows = [...s.spans.values()].reduce((n, x) => n + x.size, 0);
  return s;
}

const truth = (): TraceTruth[] => [trace(1, 'all'), trace(2, 'all'), trace(3, 'first-part'), trace(4, 'all'), trace(5, 'none')];

describe('fault-test oracle', () => {
  it('passes a store that holds everything acknowledged, and does not require what was never acknowledged', () => {
    const t = truth();
    const r = checkOracle(t, storeFor(t));
    expect(oracleFailures(r)).toEqual([]);
    expect(r).toMatchObject({ ackedTraces: 4, ackedLlmCalls: 4, ledgerFound: 4, indexFound: 4, kept: 2, dropped: 2 });
  });

  it('reports an acknowledged LLM call missing from the ledger', () => {
    const t = truth();
    const s = storeFor(t);
    s.ledger.delete(`${t[1]!.traceId}:${t[1]!.llmSpanIds[0]}`);
    s.ledgerRows -= 1;
    s.ledgerUnique -= 1;
    const r = checkOracle(t, s);
    expect(r.ledgerMissing).toEqual([`${t[1]!.traceId}:${t[1]!.llmSpanIds[0]}`]);
    expect(oracleFailures(r)).toHaveLength(1);
  });

  it('reports duplicates in the ledger and in the spans query results', () => {
    const t = truth();
    const s = storeFor(t);
    s.ledgerRows += 1;
    s.spanRows += 2;
    const r = checkOracle(t, s);
    expect(r.ledgerDuplicates).toBe(1);
    expect(r.spanDuplicates).toBe(2);
    expect(oracleFailures(r)).toHaveLength(2);
  });

  it('reports an acknowledged trace missing from the trace index, or counted with fewer spans', () => {
    const t = truth();
    const s = storeFor(t);
    s.index.delete(t[3]!.traceId);
    s.index.get(t[2]!.traceId)!.spanCount = 3;
    const r = checkOracle(t, s);
    expect(r.indexMissing).toEqual([t[3]!.traceId]);
    expect(r.indexShort).toEqual([t[2]!.traceId]);
    expect(oracleFailures(r)).toHaveLength(2);
  });

  it('reports a kept trace that misses an acknowledged span, but not a dropped trace without spans', () => {
    const t = truth();
    const s = storeFor(t);
    s.spans.get(t[0]!.traceId)!.delete(t[0]!.spanIds[5]!);
    const r = checkOracle(t, s);
    expect(r.keptIncomplete).toEqual([{ traceId: t[0]!.traceId, missingSpans: 1 }]);
    expect(oracleFailures(r)).toHaveLength(1);
  });

  it('refuses to pass vacuously when nothing was acknowledged', () => {
    const t = [trace(5, 'none')];
    expect(oracleFailures(checkOracle(t, storeFor(t)))).toEqual(['nothing was acknowledged: the check would be vacuous']);
  });
});

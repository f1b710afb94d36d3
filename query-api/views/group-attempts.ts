/**
 * Groups the LLM calls of one trace into logical calls: the attempts (retries, failovers, hedges, fallbacks,
 * cancelled losers) made to get one answer. Pure and read-side only: the ledger keeps one row per attempt;
 * this view decides nothing the rows do not support, and says how each group was formed.
 *
 * Rules, in order:
 * 1. Explicit: rows carrying the same `logicalCallId` (a gateway's request id, or the span id of the first
 *    attempt) are one logical call; a row whose span id is another row's logicalCallId joins that call.
 * 2. Span tree: the remaining rows that share a parent span and the same operation are chained in start order.
 *    A row joins the chain of the row before it when
 *    - it overlaps that earlier attempt in time and one of the overlapping attempts was cancelled (a hedge), or
 *    - it starts after the previous attempt ended and that attempt did not succeed (error status, cancelled, or
 *      ended without a finish: a retry, failover or fallback).
 *    Otherwise it starts a logical call of its own: two successful sequential calls are two calls.
 * 3. Everything else is a logical call of one attempt.
 * Kind of each later attempt (an explicit `attemptKind` on the row wins):
 *    hedge    — it overlaps an earlier attempt of the same call;
 *    retry    — same provider, same model, same service tier as the attempt before it;
 *    failover — another provider (a gateway moving the request to another provider or deployment);
 *    fallback — same provider, another model or another service tier (a cheaper/slower tier after a failure).
 * The winner is the successful attempt (not error, not cancelled, not incomplete) that ended first; none when
 * no attempt succeeded. The call's cost is the sum over ALL attempts — cancelled losers included — with
 * attempts of unknown price counted as `+?`, never as 0.
 */
import type { LedgerRecord } from '../../schemas/ledger.ts';
import { totalCosts, type CostTotal } from './format-cost-total.ts';

export type AttemptKind = '' | 'retry' | 'failover' | 'hedge' | 'fallback';
export type AttemptOutcome = 'ok' | 'error' | 'cancelled' | 'incomplete';

/** One attempt of a logical call, in start order; `record` is the ledger row as stored (owned by the caller). */
export interface Attempt {
  spanId: string;
  /** 0-based position among the call's attempts, by start time. */
  index: number;
  /** '' for the first attempt. */
  kind: AttemptKind;
  outcome: AttemptOutcome;
  record: LedgerRecord;
}

/** One logical call: its attempts, the one whose answer was used, and what all of them cost together. */
export interface LogicalCall {
  /** The explicit logical call id, else the span id of the first attempt. */
  logicalCallId: string;
  /** How the attempts were grouped: 'explicit' (logicalCallId), 'span_tree' (rule 2) or 'single'. */
  groupedBy: 'explicit' | 'span_tree' | 'single';
  attempts: Attempt[];
  /** Span id of the winning attempt; null when no attempt succeeded. */
  winnerSpanId: string | null;
  /** Sum of every attempt's computed cost, unknown ones counted as `+?`. */
  cost: CostTotal;
  /** Sum of the costs the spans reported themselves; null when none did. */
  reportedCostUsd: number | null;
}

const KINDS: ReadonlySet<string> = new Set(['retry', 'failover', 'hedge', 'fallback']);

export function groupAttempts(records: readonly LedgerRecord[]): LogicalCall[] {
  const sorted = [...records].sort(byStart);
  const groups: Array<{ groupedBy: LogicalCall['groupedBy']; id: string; members: LedgerRecord[] }> = [];

  // 1. Explicit ids; a row named by another row's logicalCallId (the first attempt) joins it.
  const explicitIds = new Set(sorted.map((r) => r.logicalCallId ?? '').filter((id) => id !== ''));
  const explicit = new Map<string, LedgerRecord[]>();
  const rest: LedgerRecord[] = [];
  for (const r of sorted) {
    const id = r.logicalCallId || (explicitIds.has(r.spanId) ? r.spanId : '');
    if (id === '') rest.push(r);
    else explicit.set(id, [...(explicit.get(id) ?? []), r]);
  }
  for (const [id, members] of explicit) groups.push({ groupedBy: 'explicit', id, members });

  // 2. Siblings under one parent, chained in start order.
  const siblings = new Map<string, LedgerRecord[]>();
  for (const r of rest) {
    const key = r.parentSpanId === '' ? `\0${r.spanId}` : `${r.parentSpanId}\0${r.operation}`;
    siblings.set(key, [...(siblings.get(key) ?? []), r]);
  }
  for (const list of siblings.values()) {
    let chain: LedgerRecord[] = [];
    for (const r of list) {
      if (chain.length > 0 && continuesChain(chain, r)) chain.push(r);
      else {
        if (chain.length > 0) groups.push(chainGroup(chain));
        chain = [r];
      }
    }
    if (chain.length > 0) groups.push(chainGroup(chain));
  }

  return groups.map(toLogicalCall).sort((a, b) => byStart(a.attempts[0]!.record, b.attempts[0]!.record));
}

function chainGroup(chain: LedgerRecord[]) {
  return { groupedBy: chain.length > 1 ? ('span_tree' as const) : ('single' as const), id: chain[0]!.spanId, members: chain };
}

/** Rule 2: does `next` (starting no earlier) belong to the chain ending with `chain`'s attempts? */
function continuesChain(chain: LedgerRecord[], next: LedgerRecord): boolean {
  const prev = chain[chain.length - 1]!;
  const overlapping = chain.filter((a) => overlaps(a, next));
  if (overlapping.length > 0) return next.cancelled === true || overlapping.some((a) => a.cancelled === true);
  return outcomeOf(prev) !== 'ok';
}

function toLogicalCall(g: { groupedBy: LogicalCall['groupedBy']; id: string; members: LedgerRecord[] }): LogicalCall {
  const members = [...g.members].sort(byStart);
  const attempts: Attempt[] = members.map((record, index) => ({
    spanId: record.spanId,
    index,
    kind: index === 0 ? explicitKind(record) : explicitKind(record) || inferKind(members.slice(0, index), record),
    outcome: outcomeOf(record),
    record,
  }));
  const ok = attempts.filter((a) => a.outcome === 'ok').sort((a, b) => compareNs(a.record.endTimeUnixNano, b.record.endTimeUnixNano));
  const reported = members.map((r) => r.reportedCostUsd ?? null).filter((c): c is number => c !== null);
  return {
    logicalCallId: g.id,
    groupedBy: members.length === 1 && g.groupedBy !== 'explicit' ? 'single' : g.groupedBy,
    attempts,
    winnerSpanId: ok[0]?.spanId ?? null,
    cost: totalCosts(members.map((r) => r.costUsd)),
    reportedCostUsd: reported.length === 0 ? null : Math.round(reported.reduce((s, c) => s + c * 1e9, 0)) / 1e9,
  };
}

function explicitKind(r: LedgerRecord): AttemptKind {
  return r.attemptKind && KINDS.has(r.attemptKind) ? (r.attemptKind as AttemptKind) : '';
}

function inferKind(earlier: LedgerRecord[], r: LedgerRecord): AttemptKind {
  if (earlier.some((a) => overlaps(a, r))) return 'hedge';
  const prev = earlier[earlier.length - 1]!;
  if (norm(prev.provider) !== norm(r.provider)) return 'failover';
  if (norm(modelOf(prev)) !== norm(modelOf(r)) || serviceTierOf(prev) !== serviceTierOf(r)) return 'fallback';
  return 'retry';
}

export function outcomeOf(r: LedgerRecord): AttemptOutcome {
  if (r.cancelled === true) return 'cancelled';
  if (r.statusCode === 2) return 'error';
  if (r.incomplete) return 'incomplete';
  return 'ok';
}

/** The model asked for: attempts are compared by what was requested (the response snapshot may differ by date). */
function modelOf(r: LedgerRecord): string {
  return r.requestModel || r.responseModel;
}

function serviceTierOf(r: LedgerRecord): string {
  try {
    const params = JSON.parse(r.requestParamsJson) as Record<string, unknown>;
    const tier = params['service_tier'];
    return typeof tier === 'string' ? tier.toLowerCase() : '';
  } catch {
    return '';
  }
}

function norm(s: string): string {
  return s.trim().toLowerCase();
}

function overlaps(a: LedgerRecord, b: LedgerRecord): boolean {
  return compareNs(a.startTimeUnixNano, b.endTimeUnixNano) < 0 && compareNs(b.startTimeUnixNano, a.endTimeUnixNano) < 0;
}

function byStart(a: LedgerRecord, b: LedgerRecord): number {
  return compareNs(a.startTimeUnixNano, b.startTimeUnixNano) || (a.spanId < b.spanId ? -1 : a.spanId > b.spanId ? 1 : 0);
}

/** Nanosecond timestamps are decimal strings beyond 2^53: compared as strings of digits. */
function compareNs(a: string, b: string): number {
  if (a.length !== b.length) return a.length - b.length;
  return a < b ? -1 : a > b ? 1 : 0;
}

import type { LedgerRecord } from '../../schemas/ledger.ts';
import type { CostTotal } from './format-cost-total.ts';
import { groupAttempts, type AttemptKind, type AttemptOutcome, type LogicalCall } from './group-attempts.ts';

/** One logical call of a trace as the lookup shows it: its attempts (by span id) and what they cost together. */
export interface LogicalCallView {
  logicalCallId: string;
  /** How the attempts were grouped (see group-attempts.ts): 'explicit' | 'span_tree' | 'single'. */
  groupedBy: LogicalCall['groupedBy'];
  /** Span ids of the attempts in start order; each is an entry of the lookup's `llmCalls`. */
  attemptSpanIds: string[];
  /** Each attempt's kind ('' for the first; retry / failover / hedge / fallback) and outcome. */
  attempts: Array<{ spanId: string; index: number; kind: AttemptKind; outcome: AttemptOutcome }>;
  /** The successful attempt that ended first; null when none succeeded. */
  winnerSpanId: string | null;
  cancelledCount: number;
  /** Every attempt's cost, cancelled losers included; unknown prices counted and shown `+?`, never 0. */
  cost: CostTotal;
  /** Sum of the costs the spans reported themselves; null when none did. */
  reportedCostUsd: number | null;
}

/** Groups a trace's LLM calls into logical calls with H3's rules (query-api/views/group-attempts.ts); pure. */
export function buildLogicalCallsView(calls: readonly LedgerRecord[]): LogicalCallView[] {
  return groupAttempts(calls).map((g) => ({
    logicalCallId: g.logicalCallId,
    groupedBy: g.groupedBy,
    attemptSpanIds: g.attempts.map((a) => a.spanId),
    attempts: g.attempts.map((a) => ({ spanId: a.spanId, index: a.index, kind: a.kind, outcome: a.outcome })),
    winnerSpanId: g.winnerSpanId,
    cancelledCount: g.attempts.filter((a) => a.outcome === 'cancelled').length,
    cost: g.cost,
    reportedCostUsd: g.reportedCostUsd,
  }));
}

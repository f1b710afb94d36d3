import type { LedgerRecord } from '../../schemas/ledger.ts';
import { groupAttemptsLocal } from './group-attempts-local.ts';

/** One logical call of a trace: its attempts (retries, failover, hedged losers…) and what they cost together. */
export interface LogicalCallView {
  logicalCallId: string;
  /** Span ids of the attempts, in order; each is an entry of the lookup's `llmCalls`. */
  attemptSpanIds: string[];
  /** The attempt whose answer was used: the last one that was neither cancelled nor failed; null when none. */
  winnerSpanId: string | null;
  attemptKinds: string[];
  cancelledCount: number;
  /**
   * The cost of every attempt, cancelled losers included. `usd` sums the known costs; `unknownCount` counts
   * attempts without a price, and `display` then ends in `+?` — an unknown cost is never shown as 0.
   */
  cost: { usd: number | null; unknownCount: number; display: string };
}

/** Groups a trace's LLM calls into logical calls (pure). */
export function buildLogicalCallsView(calls: readonly LedgerRecord[]): LogicalCallView[] {
  return groupAttemptsLocal(calls).map((g) => {
    const known = g.attempts.filter((a) => a.costUsd !== null);
    const unknownCount = g.attempts.length - known.length;
    const usd = known.length === 0 ? null : known.reduce((sum, a) => sum + (a.costUsd ?? 0), 0);
    const winner = [...g.attempts].reverse().find((a) => !a.cancelled && a.statusCode !== 2);
    const display = usd === null ? '—' : `$${usd.toFixed(6)}${unknownCount > 0 ? ' +?' : ''}`;
    return {
      logicalCallId: g.logicalCallId,
      attemptSpanIds: g.attempts.map((a) => a.spanId),
      winnerSpanId: winner?.spanId ?? null,
      attemptKinds: g.attempts.map((a) => a.attemptKind ?? ''),
      cancelledCount: g.attempts.filter((a) => a.cancelled === true).length,
      cost: { usd, unknownCount, display },
    };
  });
}

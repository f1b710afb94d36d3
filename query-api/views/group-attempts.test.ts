import { describe, expect, it } from 'vitest';
import { ledgerRecord } from '../../test/factories/ledger-record.ts';
import type { LedgerRecord } from '../../schemas/ledger.ts';
import { groupAttempts } from './group-attempts.ts';

const T0 = 1_741_000_000_000n; // ms
/** An attempt under parent `p1` from `startMs` to `endMs` after T0. */
function attempt(spanId: string, startMs: number, endMs: number, over: Partial<LedgerRecord> = {}): LedgerRecord {
  return ledgerRecord({
    spanId,
    parentSpanId: 'aaaaaaaaaaaaaaaa',
    startTimeUnixNano: `${(T0 + BigInt(startMs)) * 1_000_000n}`,
    endTimeUnixNano: `${(T0 + BigInt(endMs)) * 1_000_000n}`,
    provider: 'openai',
    requestModel: 'gpt-4o',
    responseModel: 'gpt-4o-2024-08-06',
    statusCode: 1,
    costUsd: 0.01,
    ...over,
  });
}
const failed: Partial<LedgerRecord> = { statusCode: 2, errorType: 'openai.RateLimitError', finishReasons: [], costUsd: null };

describe('groupAttempts', () => {
  it('a single call is one logical call of one attempt, its own winner', () => {
    const [call, ...rest] = groupAttempts([attempt('0000000000000001', 0, 100)]);
    expect(rest).toHaveLength(0);
    expect(call).toMatchObject({ logicalCallId: '0000000000000001', groupedBy: 'single', winnerSpanId: '0000000000000001' });
    expect(call!.attempts.map((a) => [a.index, a.kind, a.outcome])).toEqual([[0, '', 'ok']]);
    expect(call!.cost).toEqual({ usd: 0.01, unknownCount: 0, display: '$0.010000' });
  });

  it('retry: same provider and model after a failure; the failed attempt of unknown price shows as +?', () => {
    const calls = groupAttempts([attempt('0000000000000002', 150, 400), attempt('0000000000000001', 0, 100, failed)]);
    expect(calls).toHaveLength(1);
    const call = calls[0]!;
    expect(call.groupedBy).toBe('span_tree');
    expect(call.attempts.map((a) => [a.spanId, a.kind, a.outcome])).toEqual([
      ['0000000000000001', '', 'error'],
      ['0000000000000002', 'retry', 'ok'],
    ]);
    expect(call.winnerSpanId).toBe('0000000000000002');
    expect(call.cost).toEqual({ usd: 0.01, unknownCount: 1, display: '$0.010000 +? (1 call with unknown price)' });
  });

  it('failover: another provider after a failure', () => {
    const [call] = groupAttempts([
      attempt('0000000000000001', 0, 100, failed),
      attempt('0000000000000002', 120, 300, { provider: 'anthropic', requestModel: 'claude-sonnet-4-5', responseModel: 'claude-sonnet-4-5-20250929' }),
    ]);
    expect(call!.attempts.map((a) => a.kind)).toEqual(['', 'failover']);
  });

  it('fallback: same provider, another model or a slower service tier', () => {
    const [byModel] = groupAttempts([attempt('0000000000000001', 0, 100, failed), attempt('0000000000000002', 120, 300, { requestModel: 'gpt-4o-mini', responseModel: 'gpt-4o-mini-2024-07-18' })]);
    expect(byModel!.attempts.map((a) => a.kind)).toEqual(['', 'fallback']);
    const [byTier] = groupAttempts([
      attempt('0000000000000001', 0, 100, { ...failed, requestParamsJson: '{"service_tier":"priority"}' }),
      attempt('0000000000000002', 120, 300, { requestParamsJson: '{"service_tier":"flex"}' }),
    ]);
    expect(byTier!.attempts.map((a) => a.kind)).toEqual(['', 'fallback']);
  });

  it('hedge: the overlapping loser was cancelled, is not the winner, and its cost counts in the total', () => {
    const [call, ...rest] = groupAttempts([
      attempt('0000000000000001', 0, 900, { cancelled: true, cancelReason: 'hedge_lost', statusCode: 2, errorType: 'AbortError', costUsd: 0.004 }),
      attempt('0000000000000002', 200, 800, { costUsd: 0.01 }),
    ]);
    expect(rest).toHaveLength(0);
    expect(call!.attempts.map((a) => [a.kind, a.outcome])).toEqual([
      ['', 'cancelled'],
      ['hedge', 'ok'],
    ]);
    expect(call!.winnerSpanId).toBe('0000000000000002');
    expect(call!.cost).toEqual({ usd: 0.014, unknownCount: 0, display: '$0.014000' });
  });

  it('explicit logical call ids win over the span tree, and the named first attempt joins its call', () => {
    const calls = groupAttempts([
      attempt('0000000000000001', 0, 100, { ...failed, parentSpanId: 'bbbbbbbbbbbbbbbb' }),
      attempt('0000000000000002', 500, 700, { logicalCallId: '0000000000000001', attemptKind: 'failover', parentSpanId: 'cccccccccccccccc', reportedCostUsd: 0.02 }),
    ]);
    expect(calls).toHaveLength(1);
    expect(calls[0]).toMatchObject({ logicalCallId: '0000000000000001', groupedBy: 'explicit', winnerSpanId: '0000000000000002', reportedCostUsd: 0.02 });
    expect(calls[0]!.attempts.map((a) => a.kind)).toEqual(['', 'failover']);
  });

  it('negative controls: two successful sequential calls, parallel calls without a cancellation, and calls under different parents stay apart', () => {
    expect(groupAttempts([attempt('0000000000000001', 0, 100), attempt('0000000000000002', 150, 300)])).toHaveLength(2);
    expect(groupAttempts([attempt('0000000000000001', 0, 500), attempt('0000000000000002', 100, 400)])).toHaveLength(2);
    expect(groupAttempts([attempt('0000000000000001', 0, 100, failed), attempt('0000000000000002', 150, 300, { parentSpanId: 'dddddddddddddddd' })])).toHaveLength(2);
    // A failed chat followed by an embeddings call is not a retry of it.
    expect(groupAttempts([attempt('0000000000000001', 0, 100, failed), attempt('0000000000000002', 150, 300, { operation: 'embeddings' })])).toHaveLength(2);
  });

  it('a call whose attempts all failed has no winner, and a total of only unknown costs never reads as $0', () => {
    const [call] = groupAttempts([attempt('0000000000000001', 0, 100, failed), attempt('0000000000000002', 150, 300, failed)]);
    expect(call!.winnerSpanId).toBeNull();
    expect(call!.cost).toEqual({ usd: null, unknownCount: 2, display: '+? (2 calls with unknown price)' });
  });
});

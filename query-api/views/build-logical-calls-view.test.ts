import { describe, expect, it } from 'vitest';
import { ledgerRecord } from '../../test/factories/ledger-record.ts';
import { buildLogicalCallsView } from './build-logical-calls-view.ts';

describe('buildLogicalCallsView', () => {
  it('groups attempts by their logical call id, in attempt order, and counts a cancelled loser in the cost', () => {
    const calls = [
      ledgerRecord({ spanId: 'aaaaaaaaaaaaaaa2', logicalCallId: 'req-1', attemptIndex: 1, attemptKind: 'hedge', costUsd: 0.002 }),
      ledgerRecord({ spanId: 'aaaaaaaaaaaaaaa1', logicalCallId: 'req-1', attemptIndex: 0, cancelled: true, cancelReason: 'hedge_lost', costUsd: 0.001 }),
      ledgerRecord({ spanId: 'bbbbbbbbbbbbbbbb', costUsd: null }),
    ];
    const view = buildLogicalCallsView(calls);
    expect(view).toEqual([
      { logicalCallId: 'req-1', attemptSpanIds: ['aaaaaaaaaaaaaaa1', 'aaaaaaaaaaaaaaa2'], winnerSpanId: 'aaaaaaaaaaaaaaa2', attemptKinds: ['', 'hedge'], cancelledCount: 1, cost: { usd: 0.003, unknownCount: 0, display: '$0.003000' } },
      { logicalCallId: 'bbbbbbbbbbbbbbbb', attemptSpanIds: ['bbbbbbbbbbbbbbbb'], winnerSpanId: 'bbbbbbbbbbbbbbbb', attemptKinds: [''], cancelledCount: 0, cost: { usd: null, unknownCount: 1, display: '—' } },
    ]);
  });

  it('marks a total with an unknown price "+?" and has no winner when every attempt failed', () => {
    const [view] = buildLogicalCallsView([
      ledgerRecord({ spanId: 'aaaaaaaaaaaaaaa1', logicalCallId: 'req-2', attemptIndex: 0, statusCode: 2, costUsd: 0.001 }),
      ledgerRecord({ spanId: 'aaaaaaaaaaaaaaa2', logicalCallId: 'req-2', attemptIndex: 1, statusCode: 2, costUsd: null }),
    ]);
    expect(view!.winnerSpanId).toBeNull();
    expect(view!.cost).toEqual({ usd: 0.001, unknownCount: 1, display: '$0.001000 +?' });
  });
});

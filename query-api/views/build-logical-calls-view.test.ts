import { describe, expect, it } from 'vitest';
import { ledgerRecord } from '../../test/factories/ledger-record.ts';
import { buildLogicalCallsView } from './build-logical-calls-view.ts';

describe('buildLogicalCallsView', () => {
  it('shows a hedged call with its cancelled loser: attempts, winner, and a cost that counts the loser', () => {
    const calls = [
      ledgerRecord({ spanId: 'aaaaaaaaaaaaaaa2', logicalCallId: 'req-1', startTimeUnixNano: '1700000000001000000', endTimeUnixNano: '1700000000004000000', costUsd: 0.002 }),
      ledgerRecord({ spanId: 'aaaaaaaaaaaaaaa1', logicalCallId: 'req-1', startTimeUnixNano: '1700000000000000000', endTimeUnixNano: '1700000000003000000', cancelled: true, cancelReason: 'hedge_lost', costUsd: 0.001 }),
      ledgerRecord({ spanId: 'bbbbbbbbbbbbbbbb', parentSpanId: 'cccccccccccccccc', startTimeUnixNano: '1700000000010000000', endTimeUnixNano: '1700000000011000000', costUsd: null }),
    ];
    expect(buildLogicalCallsView(calls)).toEqual([
      {
        logicalCallId: 'req-1',
        groupedBy: 'explicit',
        attemptSpanIds: ['aaaaaaaaaaaaaaa1', 'aaaaaaaaaaaaaaa2'],
        attempts: [
          { spanId: 'aaaaaaaaaaaaaaa1', index: 0, kind: '', outcome: 'cancelled' },
          { spanId: 'aaaaaaaaaaaaaaa2', index: 1, kind: 'hedge', outcome: 'ok' },
        ],
        winnerSpanId: 'aaaaaaaaaaaaaaa2',
        cancelledCount: 1,
        cost: { usd: 0.003, unknownCount: 0, display: '$0.003000' },
        reportedCostUsd: null,
      },
      expect.objectContaining({ logicalCallId: 'bbbbbbbbbbbbbbbb', groupedBy: 'single', winnerSpanId: 'bbbbbbbbbbbbbbbb', cost: { usd: null, unknownCount: 1, display: '+? (1 call with unknown price)' } }),
    ]);
  });
});

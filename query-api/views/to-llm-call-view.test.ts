import { describe, expect, it } from 'vitest';
import { ledgerRecord } from '../../test/factories/ledger-record.ts';
import { toLlmCallView } from './to-llm-call-view.ts';
import { costTotal } from './format-cost-total.ts';

describe('toLlmCallView', () => {
  it('puts ISO times beside the nanoseconds and the content states in words', () => {
    const v = toLlmCallView(ledgerRecord({ startTimeUnixNano: '1700000000000000123', endTimeUnixNano: '1700000000005000000', content: {
      input: { ref: `thref:v1:k:${'a'.repeat(64)}`, state: 'stored', reason: '' },
      output: { ref: '', state: 'purged', reason: 'retention:30d' },
      system: { ref: '', state: 'not_captured', reason: 'not_sent_by_instrumentation' },
      tools: { ref: '', state: 'erased', reason: 'request:del_1' },
    } }));
    expect(v.startTimeUnixNano).toBe('1700000000000000123');
    expect(v.startTimeIso).toBe('2023-11-14T22:13:20.000000123Z');
    expect(v.endTimeIso).toBe('2023-11-14T22:13:20.005Z');
    expect(v.durationMs).toBeCloseTo(4.999877, 6);
    expect(Object.fromEntries(Object.entries(v.content).map(([k, p]) => [k, p.words]))).toEqual({
      input: 'stored',
      output: 'purged by retention (policy: 30d)',
      system: 'not captured by the instrumentation',
      tools: 'erased on request (request del_1)',
    });
  });

  it('rounds a displayed cost as GET /v1/costs does (half up to the micro-dollar), so both show the same digits', () => {
    // 0.0006975 is 0.00069749999… in binary: toFixed(6) alone shows $0.000697, /v1/costs $0.000698.
    expect(toLlmCallView(ledgerRecord({ costUsd: 0.0006975 })).cost.display).toBe(costTotal(0.0006975, 0).display);
    expect(toLlmCallView(ledgerRecord({ costUsd: 0.0006975 })).cost.display).toBe('$0.000698');
  });

  it('keeps an unknown cost unknown, the reported cost beside, and the attempt facts', () => {
    const v = toLlmCallView(ledgerRecord({ costUsd: null, reportedCostUsd: 0.0042, logicalCallId: 'req-9', attemptIndex: 2, attemptKind: 'failover', queueWaitMs: 35 }));
    expect(v.cost).toEqual({ usd: null, display: '—', priceVersion: '', reportedUsd: 0.0042, reportedDisplay: '$0.004200' });
    expect(v.attempt).toEqual({ logicalCallId: 'req-9', index: 2, kind: 'failover', outcome: 'ok', cancelled: false, cancelReason: '', queueWaitMs: 35 });
    expect(v).not.toHaveProperty('evidence');
    // A call without an explicit logical call is its own.
    expect(toLlmCallView(ledgerRecord()).attempt.logicalCallId).toBe('b7ad6b7169203331');
  });
});

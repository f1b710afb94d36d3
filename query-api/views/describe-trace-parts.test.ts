import { describe, expect, it } from 'vitest';
import { describeEvidence, describeLogs, describeSampling, describeSpanTree } from './describe-trace-parts.ts';

const kept = { decision: 'kept', policy: 'error', withoutRoot: false };
const dropped = { decision: 'dropped', policy: 'rate_limit_topup', withoutRoot: false };
const counts = { indexed: 4, stored: 4, returned: 4, truncated: false };

describe('describeSpanTree', () => {
  it.each([
    ['undecided', null, counts, 'pending', 'not decided yet'],
    ['dropped', dropped, { ...counts, stored: 0, returned: 0 }, 'dropped', 'dropped by sampling (policy: rate_limit_topup)'],
    ['kept', kept, counts, 'kept', 'kept by sampling (policy: error)'],
    ['kept, none stored', kept, { ...counts, stored: 0, returned: 0 }, 'not_stored', 'no span is stored'],
    ['kept, some stored', kept, { ...counts, stored: 3, returned: 3 }, 'partial', '3 of 4 spans are stored'],
    ['truncated', kept, { indexed: 20000, stored: 10001, returned: 10000, truncated: true }, 'truncated', 'the first 10000 of 20000 spans'],
  ] as const)('%s', (_name, facts, c, state, words) => {
    const r = describeSpanTree(facts, c);
    expect(r.state).toBe(state);
    expect(r.words).toContain(words);
  });
});

describe('describeSampling', () => {
  it('says pending, early and without-root in words', () => {
    expect(describeSampling(null)).toMatchObject({ decision: 'pending', note: expect.stringContaining('not decided yet') });
    expect(describeSampling({ decision: 'kept', policy: 'error (early)', withoutRoot: false })).toMatchObject({ early: true, note: expect.stringContaining('early') });
    expect(describeSampling({ ...kept, withoutRoot: true })).toMatchObject({ withoutRoot: true, note: expect.stringContaining('root span arrived') });
    expect(describeSampling(kept).note).toBe('');
  });
});

describe('describeLogs and describeEvidence', () => {
  it('follow the span tree for logs, and the decision for evidence', () => {
    expect(describeLogs({ state: 'dropped', words: '' }, 0, false, 10).words).toBe("dropped with the trace's spans by sampling");
    expect(describeLogs({ state: 'kept', words: '' }, 0, false, 10).state).toBe('none');
    expect(describeLogs({ state: 'kept', words: '' }, 10, true, 10).state).toBe('truncated');
    expect(describeEvidence(false, 0, false).state).toBe('pending');
    expect(describeEvidence(true, 0, false).state).toBe('none');
    expect(describeEvidence(true, 2, false).words).toBe('2 items recorded (kept at 100%, whatever the sampler decided)');
    expect(describeEvidence(true, 0, true).state).toBe('unavailable');
  });
});

import { describe, expect, it } from 'vitest';
import { ApiFailure } from '../api/client.ts';
import { checkReplayFields } from './check-replay-fields.ts';
import { estimateWords, findingWords, formatUsd, matchRateWords, stateWords } from './replay-words.ts';
import { startRefusalWords } from './start-refusal-words.ts';
import type { ReplayEstimate } from './replay-types.ts';

const estimate: ReplayEstimate = {
  inputTokens: 100,
  inputTokensSource: 'ledger',
  maxOutputTokens: 256,
  maxOutputTokensSource: 'recorded',
  perRunUsd: 0.021,
  totalUsd: 0.42,
  priceSource: 'price_table',
  priceVersion: 'v1',
};

describe('replay words', () => {
  it('says a match rate with its 95% interval', () => {
    expect(matchRateWords({ matches: 70, n: 100, rate: 0.7, ci95: [0.6042, 0.7816] }, 'exactly')).toBe(
      '70 of 100 runs (70%, 95% CI 60–78%) gave the original answer exactly.',
    );
    expect(matchRateWords({ matches: 0, n: 0, rate: null, ci95: null }, 'exactly')).toMatch(/^No run completed/);
  });

  it('says the estimate of an over-budget refusal', () => {
    expect(estimateWords('TH_ERR_API_REPLAY_OVER_BUDGET', estimate, 20, { budgetUsd: 0.1, tenantMonthlyUsd: 100, tenantCommittedUsd: 0 })).toBe(
      'Estimated $0.42 for 20 runs ($0.02 a run), above your budget of $0.10.',
    );
    expect(estimateWords('TH_ERR_API_REPLAY_TENANT_BUDGET', estimate, 20, { budgetUsd: 5, tenantMonthlyUsd: 1, tenantCommittedUsd: 0.8 })).toContain(
      "above what is left of your tenant's monthly replay budget ($0.20 of $1.00)",
    );
  });

  it('turns a 422 answer body into the sentence with the estimate, and a 429 into one with Retry-After', () => {
    const over = startRefusalWords(
      { status: 'failed', error: new ApiFailure(422, 'TH_ERR_API_REPLAY_OVER_BUDGET', 'x'), body: { estimate, budget: { budgetUsd: 0.1, tenantMonthlyUsd: 100, tenantCommittedUsd: 0 } }, retryAfterS: null },
      20,
    );
    expect(over).toContain('Estimated $0.42 for 20 runs');
    const busy = startRefusalWords({ status: 'failed', error: new ApiFailure(429, 'TH_ERR_API_REPLAY_BUSY', 'x'), body: null, retryAfterS: 5 }, 20);
    expect(busy).toContain('in 5 s');
  });

  it('says each finding in words', () => {
    expect(findingWords({ kind: 'model_retired', model: 'gpt-4o-2024-05-13', source: 'registry', retiredOn: '2026-10-23', providerCode: null })).toBe(
      'The model gpt-4o-2024-05-13 was retired on 2026-10-23 (per the retirement registry).',
    );
    expect(findingWords({ kind: 'parameter_rejected', param: 'temperature', recorded: true, httpStatus: 400, providerCode: null })).toContain(
      'rejected the parameter temperature (as recorded',
    );
    expect(findingWords({ kind: 'content_not_stored', part: 'input', state: 'erased', reason: 'request:del_0123456789abcdef' })).toBe(
      'The input of this call was erased, so it cannot be sent again.',
    );
  });

  it('says states, and formats small costs without rounding them to zero', () => {
    expect(stateWords({ state: 'running', errorCode: '', progress: { completed: 3, failed: 1, n: 10 } })).toBe('Running: 3 of 10 done, 1 failed.');
    expect(stateWords({ state: 'failed', errorCode: 'TH_ERR_REPLAY_INTERRUPTED', progress: { completed: 0, failed: 0, n: 10 } })).toBe('Failed: the process running it stopped.');
    expect(formatUsd(0.00012345)).toBe('$0.00012');
    expect(formatUsd(1.5)).toBe('$1.50');
  });

  it('checks the start form: budget and reason required, N within 1–100, prices only once asked for', () => {
    const ok = { n: '20', budgetUsd: '1', concurrency: '4', reason: 'INC-1', priceIn: '', priceOut: '' };
    expect(checkReplayFields(ok, false)).toEqual({});
    expect(Object.keys(checkReplayFields({ ...ok, budgetUsd: '', reason: ' ', n: '101' }, false)).sort()).toEqual(['budgetUsd', 'n', 'reason']);
    expect(Object.keys(checkReplayFields(ok, true)).sort()).toEqual(['priceIn', 'priceOut']);
  });
});

import { ApiFailure } from '../api/client.ts';
import { errorWords } from '../components/error-words.ts';
import type { PostOutcome } from './post-with-details.ts';
import { estimateWords } from './replay-words.ts';
import type { ReplayEstimate } from './replay-types.ts';

/** A start the API refused: the error with the refusal body and Retry-After kept. */
export type Refusal = Extract<PostOutcome<unknown>, { status: 'failed' }>;

/** The sentence for a refused start (pure apart from errorWords): budgets with the estimate, Retry-After, scope. */
export function startRefusalWords(r: Refusal, n: number): string {
  const code = r.error instanceof ApiFailure ? r.error.code : '';
  const estimate = r.body?.['estimate'] as ReplayEstimate | undefined;
  const budget = (r.body?.['budget'] as { budgetUsd: number; tenantMonthlyUsd: number; tenantCommittedUsd: number } | undefined) ?? null;
  if ((code === 'TH_ERR_API_REPLAY_OVER_BUDGET' || code === 'TH_ERR_API_REPLAY_TENANT_BUDGET') && estimate) {
    return `Not started: ${estimateWords(code, estimate, n, budget)} Raise the budget or lower N.`;
  }
  if (code === 'TH_ERR_API_REPLAY_PRICE_UNKNOWN') {
    return 'The price table does not know this model, so the cost cannot be estimated. Enter its prices (USD per million tokens) below, then start again.';
  }
  if (code === 'TH_ERR_API_REPLAY_BUSY') {
    return `The server runs as many replays as it may at once. Try again${r.retryAfterS !== null ? ` in ${r.retryAfterS} s` : ' in a moment'}.`;
  }
  if (code === 'TH_ERR_API_REASON_REQUIRED') return 'A replay sends the stored input again, so it needs a reason (a ticket id or a sentence).';
  if (code === 'TH_ERR_API_FORBIDDEN') return 'Your token’s roles do not allow replays (roles investigator, privileged investigator or admin).';
  return errorWords(r.error);
}


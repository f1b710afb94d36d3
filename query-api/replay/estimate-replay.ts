/**
 * The up-front cost of a replay, before anything is sent: (input tokens × input price + max output tokens ×
 * output price) × N. Input tokens are the call's recorded count, else the tokenizer's count of the request;
 * max output tokens the recorded limit, else the configured assumption (and the report says which). Prices come
 * from the tenant's price table at today's date; a model the table does not price needs an explicit override.
 */
import type { LedgerRecord } from '../../schemas/ledger.ts';
import type { ReplayEstimate, ReplayRequest } from '../../schemas/replay.ts';
import type { PriceBook } from '../../platform/pricing/price-book.ts';

export type EstimateOutcome = { ok: true; estimate: ReplayEstimate } | { ok: false; code: 'price_unknown' };

/** USD of one run under an override price (per million tokens). */
export function overrideCost(o: NonNullable<ReplayRequest['priceOverride']>, inputTokens: number, outputTokens: number): number {
  return (inputTokens * o.inputPerMTokUsd + outputTokens * o.outputPerMTokUsd) / 1_000_000;
}

export function estimateReplay(args: {
  record: LedgerRecord;
  /** The model the replay sends to. */
  model: string;
  n: number;
  inputTokens: { count: number; source: 'ledger' | 'tokenizer' };
  maxOutputTokens: { count: number; source: 'recorded' | 'assumed' };
  priceBook: PriceBook;
  override: ReplayRequest['priceOverride'];
  nowMs: number;
}): EstimateOutcome {
  const { record, n, inputTokens, maxOutputTokens } = args;
  const priced = args.priceBook.costOf({
    ...record,
    requestModel: args.model,
    responseModel: args.model,
    startTimeUnixNano: `${BigInt(Math.floor(args.nowMs)) * 1_000_000n}`,
    inputTokens: inputTokens.count,
    outputTokens: maxOutputTokens.count,
    cachedInputTokens: 0,
    reasoningTokens: 0,
  });
  let perRunUsd: number;
  let priceSource: ReplayEstimate['priceSource'];
  let priceVersion: string;
  if (priced) {
    perRunUsd = priced.usd;
    priceSource = 'price_table';
    priceVersion = priced.priceVersion;
  } else if (args.override) {
    perRunUsd = overrideCost(args.override, inputTokens.count, maxOutputTokens.count);
    priceSource = 'override';
    priceVersion = 'override';
  } else {
    return { ok: false, code: 'price_unknown' };
  }
  return {
    ok: true,
    estimate: {
      inputTokens: inputTokens.count,
      inputTokensSource: inputTokens.source,
      maxOutputTokens: maxOutputTokens.count,
      maxOutputTokensSource: maxOutputTokens.source,
      perRunUsd: round9(perRunUsd),
      totalUsd: round9(perRunUsd * n),
      priceSource,
      priceVersion,
    },
  };
}

const round9 = (x: number): number => Math.round(x * 1e9) / 1e9;

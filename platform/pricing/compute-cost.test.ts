import { describe, expect, it } from 'vitest';
import { ledgerRecord } from '../../test/factories/ledger-record.ts';
import type { PriceTable } from '../../schemas/price-table.ts';
import { computeCost, indexPriceTable } from './compute-cost.ts';
import { readPriceTable, DEFAULT_PRICES_FILE } from './load-price-book.ts';

const ns = (iso: string) => `${BigInt(Date.parse(iso)) * 1_000_000n}`;
const defaults = indexPriceTable(readPriceTable(DEFAULT_PRICES_FILE));

const table: PriceTable = {
  version: 'test-1',
  providers: {
    openai: {
      names: ['openai'],
      input_includes_cached: true,
      output_includes_reasoning: true,
      models: [
        { id: 'gpt-4o', aliases: [], dated_snapshots: false, prices: [
          { effective_from: '2024-05-13', effective_to: '2024-10-02', input: 5, output: 15 },
          { effective_from: '2024-10-02', input: 2.5, cached_input: 1.25, output: 10 },
        ] },
        { id: 'gpt-4o-2024-08-06', aliases: [], dated_snapshots: false, prices: [{ effective_from: '2024-08-06', input: 2.5, cached_input: 1.25, output: 10 }] },
        { id: 'gpt-4o-mini', aliases: [], dated_snapshots: true, prices: [{ effective_from: '2024-07-18', input: 0.15, cached_input: 0.075, output: 0.6 }] },
        { id: 'text-embedding-3-small', aliases: [], dated_snapshots: false, prices: [{ effective_from: '2024-01-25', input: 0.02 }] },
      ],
    },
    google: {
      names: ['gcp.gemini', 'gemini'],
      input_includes_cached: true,
      output_includes_reasoning: false,
      models: [{ id: 'gemini-2.5-flash', aliases: [], dated_snapshots: false, prices: [{ effective_from: '2025-06-17', input: 0.3, output: 2.5 }] }],
    },
    anthropic: {
      names: ['anthropic'],
      input_includes_cached: true,
      output_includes_reasoning: true,
      models: [{ id: 'claude-sonnet-4-5-20250929', aliases: ['claude-sonnet-4-5'], dated_snapshots: false, prices: [{ effective_from: '2025-09-29', input: 3, cached_input: 0.3, output: 15 }] }],
    },
  },
};
const index = indexPriceTable(table);

const call = (over: Parameters<typeof ledgerRecord>[0]) =>
  ledgerRecord({ startTimeUnixNano: ns('2025-01-15T12:00:00Z'), inputTokens: 1_000_000, outputTokens: 1_000_000, ...over });

describe('computeCost: effective dates', () => {
  it('prices the undated alias at the row in force on the call start date, and says which row', () => {
    const before = computeCost(call({ responseModel: '', requestModel: 'gpt-4o', startTimeUnixNano: ns('2024-09-30T23:59:59Z') }), index);
    const after = computeCost(call({ responseModel: '', requestModel: 'gpt-4o', startTimeUnixNano: ns('2024-10-02T00:00:00Z') }), index);
    expect(before).toEqual({ usd: 20, priceVersion: 'test-1:openai/gpt-4o@2024-05-13' });
    expect(after).toEqual({ usd: 12.5, priceVersion: 'test-1:openai/gpt-4o@2024-10-02' });
  });

  it('is unknown before a model has any price row', () => {
    expect(computeCost(call({ responseModel: 'gpt-4o-2024-08-06', startTimeUnixNano: ns('2024-08-05T00:00:00Z') }), index)).toBeNull();
  });

  it('follows the default table\'s o3 price cut of 2025-06-10', () => {
    const tokens = { provider: 'openai', responseModel: 'o3-2025-04-16', inputTokens: 1_000_000, outputTokens: 0 };
    expect(computeCost(call({ ...tokens, startTimeUnixNano: ns('2025-06-09T10:00:00Z') }), defaults)?.usd).toBe(10);
    expect(computeCost(call({ ...tokens, startTimeUnixNano: ns('2025-06-10T10:00:00Z') }), defaults)?.usd).toBe(2);
  });
});

describe('computeCost: model matching', () => {
  it('prefers the response model (the snapshot that answered) to the request alias', () => {
    const c = computeCost(call({ requestModel: 'gpt-4o', responseModel: 'gpt-4o-2024-08-06' }), index);
    expect(c?.priceVersion).toBe('test-1:openai/gpt-4o-2024-08-06@2024-08-06');
  });

  it('matches a dated snapshot without its own entry only for entries that declare dated_snapshots', () => {
    expect(computeCost(call({ responseModel: 'gpt-4o-mini-2024-07-18' }), index)?.priceVersion).toBe('test-1:openai/gpt-4o-mini@2024-07-18');
    // gpt-4o declares no dated rule: an unknown gpt-4o snapshot is unknown, not priced as the alias.
    expect(computeCost(call({ requestModel: '', responseModel: 'gpt-4o-2099-01-01' }), index)).toBeNull();
  });

  it('never lets a longer model id match a shorter entry by prefix', () => {
    expect(computeCost(call({ requestModel: '', responseModel: 'gpt-4o-mini-realtime' }), index)).toBeNull();
  });

  it('matches aliases and gateway-prefixed ids, provider names in any case', () => {
    expect(computeCost(call({ provider: 'Anthropic', requestModel: '', responseModel: 'claude-sonnet-4-5', startTimeUnixNano: ns('2025-10-01T00:00:00Z') }), index)?.priceVersion).toBe(
      'test-1:anthropic/claude-sonnet-4-5-20250929@2025-09-29',
    );
    expect(computeCost(call({ requestModel: 'openai/gpt-4o-mini', responseModel: '' }), index)?.priceVersion).toBe('test-1:openai/gpt-4o-mini@2024-07-18');
  });

  it('is unknown (null, never 0) for an unknown model or provider', () => {
    expect(computeCost(call({ requestModel: 'my-finetune', responseModel: 'my-finetune-v3' }), index)).toBeNull();
    expect(computeCost(call({ provider: 'mistral_ai' }), index)).toBeNull();
  });

  it('without a provider, prices a model only one provider knows', () => {
    expect(computeCost(call({ provider: '', requestModel: '', responseModel: 'gpt-4o-mini' }), index)?.priceVersion).toBe('test-1:openai/gpt-4o-mini@2024-07-18');
  });
});

describe('computeCost: tokens', () => {
  it('is unknown when the token counts are not reported', () => {
    expect(computeCost(call({ inputTokens: null }), index)).toBeNull();
    expect(computeCost(call({ outputTokens: null }), index)).toBeNull();
  });

  it('prices an embedding call without output tokens', () => {
    const c = computeCost(call({ operation: 'embeddings', requestModel: 'text-embedding-3-small', responseModel: '', inputTokens: 500_000, outputTokens: null }), index);
    expect(c?.usd).toBe(0.01);
  });

  it('prices cached input once, at the cached rate, when the provider counts it inside input (OpenAI)', () => {
    // 1M input of which 400k cached: 600k × 2.50 + 400k × 1.25 = 2.0; 100k output × 10 = 1.0.
    const c = computeCost(call({ responseModel: 'gpt-4o-2024-08-06', inputTokens: 1_000_000, cachedInputTokens: 400_000, outputTokens: 100_000 }), index);
    expect(c?.usd).toBe(3);
  });

  it('treats a cached count larger than input as not included (an instrumentation reporting raw Anthropic input)', () => {
    // input 1k (uncached only), cache reads 100k: 1k × 3 + 100k × 0.30 = 0.033; output 0.
    const c = computeCost(
      call({ provider: 'anthropic', responseModel: 'claude-sonnet-4-5-20250929', startTimeUnixNano: ns('2025-10-01T00:00:00Z'), inputTokens: 1000, cachedInputTokens: 100_000, outputTokens: 0 }),
      index,
    );
    expect(c?.usd).toBe(0.033);
  });

  it('does not add reasoning tokens twice where output includes them (OpenAI), adds them where it does not (Gemini)', () => {
    const openai = computeCost(call({ responseModel: 'gpt-4o-mini', inputTokens: 0, outputTokens: 1_000_000, reasoningTokens: 800_000 }), index);
    expect(openai?.usd).toBe(0.6);
    const gemini = computeCost(
      call({ provider: 'gcp.gemini', requestModel: 'gemini-2.5-flash', responseModel: '', startTimeUnixNano: ns('2025-07-01T00:00:00Z'), inputTokens: 0, outputTokens: 1_000_000, reasoningTokens: 1_000_000 }),
      index,
    );
    expect(gemini?.usd).toBe(5);
  });

  it('rounds to the ledger precision (9 decimals)', () => {
    const c = computeCost(call({ responseModel: 'gpt-4o-mini', inputTokens: 7, outputTokens: 3, cachedInputTokens: 0 }), index);
    expect(c?.usd).toBe(0.00000285);
  });
});

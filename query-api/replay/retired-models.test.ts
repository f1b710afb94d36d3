import { describe, expect, it } from 'vitest';
import { createRetirementRegistry, SHIPPED_RETIRED_MODELS } from './retired-models.ts';

describe('retirement registry', () => {
  it('knows shipped retirements by provider and exact snapshot, case-insensitively', () => {
    const r = createRetirementRegistry();
    expect(r.retired('openai', 'text-davinci-003', '2026-12-01')).toMatchObject({ retiredOn: '2024-01-04' });
    expect(r.retired('Anthropic', 'claude-3-opus-20240229', '2026-12-01')).toMatchObject({ retiredOn: '2026-01-05' });
    // Same id under another provider, an alias that is not the retired snapshot, a live model: not retired.
    expect(r.retired('anthropic', 'text-davinci-003', '2026-12-01')).toBeNull();
    expect(r.retired('openai', 'gpt-4o', '2026-12-01')).toBeNull();
    expect(r.retired('openai', 'gpt-4o-2024-08-06', '2026-12-01')).toBeNull();
  });

  it('a model whose shutdown date is still ahead is not retired yet', () => {
    const r = createRetirementRegistry();
    expect(r.retired('openai', 'gpt-5-2025-08-07', '2026-12-10')).toBeNull();
    expect(r.retired('openai', 'gpt-5-2025-08-07', '2026-12-11')).toMatchObject({ retiredOn: '2026-12-11' });
  });

  it('operator entries add to the shipped list and correct its dates', () => {
    const r = createRetirementRegistry([
      { provider: 'openai', model: 'ft:gpt-4o:acme:2024', retiredOn: '2026-02-01' },
      { provider: 'openai', model: 'text-davinci-003', retiredOn: '2024-02-01' },
    ]);
    expect(r.retired('openai', 'ft:gpt-4o:acme:2024', '2026-12-01')).not.toBeNull();
    expect(r.retired('openai', 'text-davinci-003', '2024-01-20')).toBeNull();
  });

  it('every shipped entry has a real date', () => {
    for (const m of SHIPPED_RETIRED_MODELS) expect(Number.isNaN(Date.parse(m.retiredOn))).toBe(false);
  });
});

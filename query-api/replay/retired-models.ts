/**
 * The retirement registry: models their provider no longer serves. A replay of a call answered by one of
 * them is refused before anything is sent, with a `model_retired` finding (a provider's model-not-found
 * during a replay counts too; see replay-jobs.ts). The shipped list is a dated snapshot of the providers'
 * public deprecation pages; operators add entries with `replay.retiredModels`. A model whose date is in the
 * future is not retired yet.
 */

/** One retired model: provider (ledger name, lower case), exact model id, shutdown date (UTC, YYYY-MM-DD). */
export interface RetiredModel {
  provider: string;
  model: string;
  retiredOn: string;
}

/** When the shipped list was last compared with the providers' deprecation pages. */
export const SHIPPED_REGISTRY_AS_OF = '2026-12-01';

const at = (provider: string, retiredOn: string, models: string[]): RetiredModel[] => models.map((model) => ({ provider, model, retiredOn }));

/** Sources: platform.openai.com/docs/deprecations, docs.anthropic.com/en/docs/about-claude/model-deprecations. */
export const SHIPPED_RETIRED_MODELS: readonly RetiredModel[] = [
  ...at('openai', '2024-01-04', ['text-davinci-003', 'text-davinci-002', 'text-davinci-001', 'text-curie-001', 'text-babbage-001', 'text-ada-001', 'davinci', 'curie', 'babbage', 'ada']),
  ...at('openai', '2024-06-13', ['gpt-3.5-turbo-0613', 'gpt-3.5-turbo-16k-0613', 'gpt-3.5-turbo-0301', 'gpt-4-0314', 'gpt-4-32k-0314']),
  ...at('openai', '2026-10-23', [
    'gpt-3.5-turbo-0125',
    'gpt-4-0613',
    'gpt-4-1106-preview',
    'gpt-4-turbo-2024-04-09',
    'gpt-4o-2024-05-13',
    'o1-2024-12-17',
    'o1-pro-2025-03-19',
    'o3-mini-2025-01-31',
    'o4-mini-2025-04-16',
    'gpt-4.1-nano-2025-04-14',
  ]),
  ...at('openai', '2026-12-11', ['gpt-5-2025-08-07', 'gpt-5-mini-2025-08-07', 'gpt-5-nano-2025-08-07']),
  ...at('anthropic', '2024-11-06', ['claude-1.0', 'claude-1.1', 'claude-1.2', 'claude-1.3', 'claude-instant-1.0', 'claude-instant-1.1', 'claude-instant-1.2']),
  ...at('anthropic', '2025-07-21', ['claude-2.0', 'claude-2.1', 'claude-3-sonnet-20240229']),
  ...at('anthropic', '2025-10-22', ['claude-3-5-sonnet-20240620', 'claude-3-5-sonnet-20241022']),
  ...at('anthropic', '2026-01-05', ['claude-3-opus-20240229']),
  ...at('anthropic', '2026-06-15', ['claude-sonnet-4-20250514', 'claude-opus-4-20250514']),
];

/** Looks a model up; `todayIso` is the caller's date (UTC, YYYY-MM-DD) so tests can move it. */
export interface RetirementRegistry {
  /** The entry when `model` of `provider` is retired on or before `todayIso`, else null. */
  retired(provider: string, model: string, todayIso: string): RetiredModel | null;
}

export function createRetirementRegistry(extra: readonly RetiredModel[] = []): RetirementRegistry {
  const byKey = new Map<string, RetiredModel>();
  // Operator entries win over shipped ones (a corrected date).
  for (const m of [...SHIPPED_RETIRED_MODELS, ...extra]) byKey.set(`${m.provider.toLowerCase()}\u0000${m.model.toLowerCase()}`, m);
  return {
    retired(provider, model, todayIso) {
      const m = byKey.get(`${provider.toLowerCase()}\u0000${model.toLowerCase()}`);
      return m && m.retiredOn <= todayIso ? m : null;
    },
  };
}

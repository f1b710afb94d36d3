/**
 * The cost of one LLM call from a price table. Pure: same record and table, same answer. Unknown stays
 * unknown: no provider/model match, no price row in force at the call's start, or no token counts → null.
 * The matching and token rules are documented in schemas/prices/default-prices.yaml.
 */
import type { LedgerRecord } from '../../schemas/ledger.ts';
import type { ModelPrice, PriceRow, PriceTable, ProviderPrices } from '../../schemas/price-table.ts';

/** A computed cost: USD (9 decimals, the ledger's Decimal(18, 9)) and the table version + entry that priced it. */
export interface ComputedCost {
  usd: number;
  /** `<table version>:<provider>/<model id>@<effective_from>`, e.g. `default-2025-11-30:openai/gpt-4o@2024-10-02`. */
  priceVersion: string;
}

/** A price table indexed for lookups; built once per table (indexPriceTable), read-only afterwards. */
export interface PriceIndex {
  readonly version: string;
  readonly providers: ReadonlyMap<string, IndexedProvider>;
  /** Provider name as instrumentations write it (lower case) → provider key. */
  readonly providerByName: ReadonlyMap<string, string>;
}

interface IndexedProvider {
  key: string;
  rules: Pick<ProviderPrices, 'input_includes_cached' | 'output_includes_reasoning'>;
  exact: Map<string, ModelPrice>;
  /** Entries that accept dated snapshot ids, longest id first (so `gpt-4o-mini` wins over `gpt-4o`). */
  dated: ModelPrice[];
}

const DATED_SUFFIX = /^(?:-\d{4}-\d{2}-\d{2}|-\d{8}|@\d{8})$/;

export function indexPriceTable(table: PriceTable): PriceIndex {
  const providers = new Map<string, IndexedProvider>();
  const providerByName = new Map<string, string>();
  for (const [key, p] of Object.entries(table.providers)) {
    const exact = new Map<string, ModelPrice>();
    for (const m of p.models) {
      for (const id of [m.id, ...m.aliases]) exact.set(id.toLowerCase(), m);
    }
    const dated = p.models.filter((m) => m.dated_snapshots).sort((a, b) => b.id.length - a.id.length);
    providers.set(key, { key, rules: { input_includes_cached: p.input_includes_cached, output_includes_reasoning: p.output_includes_reasoning }, exact, dated });
    providerByName.set(key, key);
    for (const name of p.names) providerByName.set(name.toLowerCase(), key);
  }
  return { version: table.version, providers, providerByName };
}

/** The model entry an id names, by the explicit rules: exact id or alias, id after a "prefix/", dated snapshot. */
function matchModel(provider: IndexedProvider, modelId: string): ModelPrice | null {
  const id = modelId.trim().toLowerCase();
  if (id === '') return null;
  const exact = provider.exact.get(id);
  if (exact) return exact;
  const slash = id.lastIndexOf('/');
  if (slash >= 0) {
    const bare = provider.exact.get(id.slice(slash + 1));
    if (bare) return bare;
  }
  const tail = slash >= 0 ? id.slice(slash + 1) : id;
  for (const m of provider.dated) {
    const base = m.id.toLowerCase();
    if (tail.startsWith(base) && DATED_SUFFIX.test(tail.slice(base.length))) return m;
  }
  return null;
}

/** The UTC date (YYYY-MM-DD) of a start time in nanoseconds; null when it is not a time. */
function dateOf(startTimeUnixNano: string): string | null {
  if (!/^\d+$/.test(startTimeUnixNano) || startTimeUnixNano === '0') return null;
  const ms = Number(BigInt(startTimeUnixNano) / 1_000_000n);
  const d = new Date(ms);
  return Number.isFinite(d.getTime()) ? d.toISOString().slice(0, 10) : null;
}

function rowAt(model: ModelPrice, date: string): PriceRow | null {
  for (const row of model.prices) {
    if (row.effective_from <= date && (row.effective_to === undefined || date < row.effective_to)) return row;
  }
  return null;
}

function candidateProviders(index: PriceIndex, provider: string): IndexedProvider[] {
  const name = provider.trim().toLowerCase();
  if (name !== '') {
    const key = index.providerByName.get(name);
    const p = key === undefined ? undefined : index.providers.get(key);
    return p ? [p] : [];
  }
  // No provider recorded: every provider is a candidate, and the match must be unambiguous (see computeCost).
  return [...index.providers.values()];
}

/**
 * The cost of `record` under `index`, or null when it is unknown. Model: the response model first, then the
 * request model. Price: the row in force on the call's start date (UTC).
 */
export function computeCost(record: Pick<LedgerRecord, 'provider' | 'requestModel' | 'responseModel' | 'operation' | 'startTimeUnixNano' | 'inputTokens' | 'outputTokens' | 'cachedInputTokens' | 'reasoningTokens'>, index: PriceIndex): ComputedCost | null {
  const date = dateOf(record.startTimeUnixNano);
  if (date === null || record.inputTokens === null || record.inputTokens < 0) return null;
  const providers = candidateProviders(index, record.provider);
  for (const modelId of [record.responseModel, record.requestModel]) {
    if (modelId === '') continue;
    const matches: Array<{ provider: IndexedProvider; model: ModelPrice }> = [];
    for (const provider of providers) {
      const model = matchModel(provider, modelId);
      if (model) matches.push({ provider, model });
    }
    // Without a provider, a model id two providers know (a gateway alias) is not guessed at.
    if (matches.length !== 1) continue;
    const { provider, model } = matches[0]!;
    const row = rowAt(model, date);
    if (row === null) return null;
    const usd = priceTokens(record, row, provider.rules);
    if (usd === null) return null;
    return { usd, priceVersion: `${index.version}:${provider.key}/${model.id}@${row.effective_from}` };
  }
  return null;
}

function priceTokens(
  t: Pick<LedgerRecord, 'operation' | 'inputTokens' | 'outputTokens' | 'cachedInputTokens' | 'reasoningTokens'>,
  row: PriceRow,
  rules: IndexedProvider['rules'],
): number | null {
  const input = t.inputTokens!;
  let output = t.outputTokens;
  if (output === null) {
    // Embeddings produce no output tokens; for anything else an unreported output count makes the cost unknown.
    if (row.output === undefined || t.operation === 'embeddings') output = 0;
    else return null;
  }
  if (output < 0) return null;
  const cached = Math.max(0, t.cachedInputTokens ?? 0);
  const reasoning = Math.max(0, t.reasoningTokens ?? 0);
  const uncached = rules.input_includes_cached && cached <= input ? input - cached : input;
  const outputPrice = row.output ?? 0;
  let micro = uncached * row.input + cached * (row.cached_input ?? row.input);
  if (rules.output_includes_reasoning) {
    micro += row.reasoning !== undefined && reasoning <= output ? (output - reasoning) * outputPrice + reasoning * row.reasoning : output * outputPrice;
  } else {
    micro += output * outputPrice + reasoning * (row.reasoning ?? outputPrice);
  }
  return Math.round((micro / 1e6) * 1e9) / 1e9;
}

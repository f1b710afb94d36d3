/**
 * The price table (file format): per provider, per model, dated prices in USD per million tokens. The default
 * table ships as schemas/prices/default-prices.yaml; a tenant may override it with its own file (config
 * `prices.tenants`). Validated once at start (invalid → TH_ERR_PRICES_INVALID); never parsed on the hot path.
 */
import { z } from 'zod';

const isoDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'dates are YYYY-MM-DD (UTC)')
  .refine((d) => Number.isFinite(Date.parse(`${d}T00:00:00Z`)), 'not a calendar date');

const usdPerMillion = z.number().finite().min(0, 'prices are >= 0 (USD per million tokens)');

/** One dated price of one model. `effective_to` is exclusive; absent = still in force. */
export const PriceRowSchema = z
  .object({
    effective_from: isoDate,
    effective_to: isoDate.optional(),
    input: usdPerMillion,
    /** Absent for models that produce no tokens (embeddings): their output is free. */
    output: usdPerMillion.optional(),
    /** Absent = cached input tokens are priced as ordinary input (never cheaper than what is known). */
    cached_input: usdPerMillion.optional(),
    /** Absent = reasoning tokens are priced as output. */
    reasoning: usdPerMillion.optional(),
  })
  .strict()
  .refine((r) => r.effective_to === undefined || r.effective_to > r.effective_from, 'effective_to must be after effective_from');

/** One model: its id, the other ids it is known by, and its prices over time. */
export const ModelPriceSchema = z
  .object({
    /** The id as the provider names it (e.g. `gpt-4o`, `claude-sonnet-4-5-20250929`). */
    id: z.string().min(1),
    /** Other exact ids that mean this model (e.g. an undated alias, a cloud's id for it). */
    aliases: z.array(z.string().min(1)).default([]),
    /**
     * When true, `<id>-YYYY-MM-DD`, `<id>-YYYYMMDD` and `<id>@YYYYMMDD` also match this model (dated snapshots
     * without an entry of their own). Exact ids always win over this rule.
     */
    dated_snapshots: z.boolean().default(false),
    prices: z.array(PriceRowSchema).min(1),
  })
  .strict();

/** One provider's billing rules and models. */
export const ProviderPricesSchema = z
  .object({
    /** The names instrumentations use for this provider (gen_ai.provider.name, gen_ai.system, llm.provider), any case. */
    names: z.array(z.string().min(1)).min(1),
    /**
     * True when the provider's usage (as instrumentations report it) counts cached input tokens inside the
     * input tokens (OpenAI prompt_tokens, Gemini prompt_token_count): they are then priced once, at the cached rate.
     */
    input_includes_cached: z.boolean(),
    /** True when the reasoning ("thinking") tokens are counted inside the output tokens (OpenAI, Anthropic). */
    output_includes_reasoning: z.boolean(),
    models: z.array(ModelPriceSchema),
  })
  .strict();

export const PriceTableSchema = z
  .object({
    /** Identifies this table in every computed cost's priceVersion (e.g. `default-2025-11-30`). */
    version: z.string().regex(/^[A-Za-z0-9._-]{1,64}$/, 'version is 1-64 letters, digits, ".", "_" or "-"'),
    /** Free text: where the prices come from and when they were checked. */
    source: z.string().optional(),
    providers: z.record(z.string().regex(/^[a-z0-9._-]+$/, 'provider keys are lowercase'), ProviderPricesSchema),
  })
  .strict();

export type PriceRow = z.infer<typeof PriceRowSchema>;
export type ModelPrice = z.infer<typeof ModelPriceSchema>;
export type ProviderPrices = z.infer<typeof ProviderPricesSchema>;
export type PriceTable = z.infer<typeof PriceTableSchema>;

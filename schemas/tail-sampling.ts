/**
 * Operators' settings for the tail sampler in ingest (`ingest/tail-sampler.ts`): how long a trace waits
 * for more spans, how much may wait at once, and the policies that decide which traces keep their spans.
 * The ledger and the trace index are written for 100% of traces whatever is configured here.
 *
 * Policies combine like the OpenTelemetry Collector's tail_sampling processor: any matching `drop` policy
 * drops the trace; otherwise any keep policy that matches keeps it; otherwise it is dropped
 * (`no_policy_matched`). The decision records the policy that made it (`drop:<name>` for drops).
 *
 * README-ready example (`tracehold.yaml`):
 *
 * ```yaml
 * tailSampling:
 *   decisionWaitMs: 10000        # decide 10 s after the trace's LAST span arrived
 *   maxRootWaitMs: 300000        # but hold a trace whose root is still running for up to 5 min
 *   maxTraces: 50000             # undecided traces held at once; beyond it the oldest are decided early
 *   maxBytes: 134217728          # 128 MiB of bus record bytes held at once; same early decision
 *   decisionCacheSize: 100000    # decided trace ids remembered per partition, for late spans
 *   policies:
 *     - name: healthchecks       # drop wins over every keep policy
 *       type: drop
 *       spans: root              # judge the root span only: a real request that calls /health is kept
 *       attributes:
 *         - { key: url.path, regex: '^/(health|healthz|ready|live)$' }
 *     - { name: error, type: error }               # any span with status ERROR
 *     - name: llm_error                            # LLM call failed, was refused or was cut off
 *       type: llm_error
 *     - { name: llm_incomplete, type: llm_incomplete } # a stream that ended without a finish reason
 *     - { name: slow_root, type: latency, thresholdMs: 5000 }
 *     - name: checkout_5xx       # all conditions must hold on the same span
 *       type: attribute
 *       attributes:
 *         - { key: service.name, scope: resource, values: [checkout] }
 *         - { key: http.response.status_code, min: 500, max: 599 }
 *     - name: force_sample
 *       type: attribute
 *       attributes: [{ key: app.force_sample, values: [true] }]
 *     - { name: probabilistic, type: probabilistic, percentage: 10 }
 *     - { name: rate_limit, type: rate_limit, spansPerSecond: 5000 }
 * ```
 */
import { z } from 'zod';

/**
 * Finish reasons that mean an LLM answer was cut off, refused/filtered or failed, lower-case (matching is
 * case-insensitive). Collected from OpenAI (length, content_filter; Responses API max_output_tokens),
 * Anthropic (max_tokens, refusal, model_context_window_exceeded), Google Gemini/Vertex (MAX_TOKENS, SAFETY,
 * RECITATION, BLOCKLIST, PROHIBITED_CONTENT, SPII, IMAGE_SAFETY, MALFORMED_FUNCTION_CALL), AWS Bedrock
 * Converse (guardrail_intervened, content_filtered), Mistral (model_length, error), Cohere (ERROR,
 * ERROR_TOXIC, ERROR_LIMIT) and the GenAI semantic conventions (length, content_filter, error).
 */
export const DEFAULT_LLM_FAILURE_FINISH_REASONS: readonly string[] = [
  // cut off
  'length',
  'max_tokens',
  'max_output_tokens',
  'model_length',
  'model_context_window_exceeded',
  'error_limit',
  // refused or filtered
  'content_filter',
  'content_filtered',
  'refusal',
  'safety',
  'recitation',
  'blocklist',
  'prohibited_content',
  'spii',
  'image_safety',
  'guardrail_intervened',
  'error_toxic',
  // failed
  'error',
  'malformed_function_call',
];

/** The decision's policy when nothing matched; reserved, so no policy may carry the name. */
export const NO_POLICY_MATCHED = 'no_policy_matched';

/**
 * Forward legal holds (issue 10): a trace covered by an active hold is kept with the policy
 * `legal_hold:<holdId>`, asked before every configured policy so no drop policy overrides it. Reserved.
 */
export const LEGAL_HOLD_POLICY = 'legal_hold';

const policyName = z
  .string()
  .regex(/^[A-Za-z0-9][A-Za-z0-9_.-]{0,62}$/, 'policy names are letters, digits, "_", "." and "-" (max 63)')
  .refine((n) => n !== NO_POLICY_MATCHED, `"${NO_POLICY_MATCHED}" is reserved`)
  .refine((n) => n !== LEGAL_HOLD_POLICY, `"${LEGAL_HOLD_POLICY}" is reserved (forward legal holds)`);

function isValidRegex(source: string): boolean {
  try {
    new RegExp(source);
    return true;
  } catch {
    return false;
  }
}

const regexSource = z.string().min(1).max(1000).refine(isValidRegex, 'not a valid regular expression');

/** A string test: exact values or a regular expression (unanchored, like RegExp.test). */
export const StringMatchSchema = z.union([
  z.strictObject({ values: z.array(z.string()).min(1) }),
  z.strictObject({ regex: regexSource }),
]);

/**
 * One attribute test. Exactly one mode: `values` (exact, type-strict: 200 is not "200"), `regex` (string
 * values only) or a numeric range `min`/`max` (inclusive, number values only). An array-valued attribute
 * matches when one of its elements does.
 */
export const AttributeConditionSchema = z
  .strictObject({
    key: z.string().min(1),
    /** Where to look: the span's attributes, its resource's attributes, or either. */
    scope: z.enum(['span', 'resource', 'either']).default('either'),
    values: z.array(z.union([z.string(), z.number(), z.boolean()])).min(1).optional(),
    regex: regexSource.optional(),
    min: z.number().optional(),
    max: z.number().optional(),
  })
  .superRefine((c, ctx) => {
    const modes = [c.values !== undefined, c.regex !== undefined, c.min !== undefined || c.max !== undefined];
    if (modes.filter(Boolean).length !== 1) {
      ctx.addIssue({ code: 'custom', message: `attribute condition on "${c.key}" needs exactly one of values, regex, or min/max` });
    }
    if (c.min !== undefined && c.max !== undefined && c.min > c.max) {
      ctx.addIssue({ code: 'custom', message: `attribute condition on "${c.key}": min is greater than max` });
    }
  });

/**
 * A span test shared by `attribute` (keep) and `drop`: the trace matches when one selected span matches
 * the span name test (if any) AND every attribute condition. `spans: root` looks at root spans only; a
 * trace whose root has not arrived then does not match (for a drop policy: it is not dropped).
 */
const spanMatchShape = {
  spans: z.enum(['any', 'root']).default('any'),
  spanName: StringMatchSchema.optional(),
  attributes: z.array(AttributeConditionSchema).min(1).optional(),
};

function requireSpanCondition(p: { name: string; spanName?: unknown; attributes?: unknown }, ctx: z.RefinementCtx): void {
  if (p.spanName === undefined && p.attributes === undefined) {
    ctx.addIssue({ code: 'custom', message: `policy "${p.name}" needs spanName or attributes` });
  }
}

export const TailSamplingPolicySchema = z.discriminatedUnion('type', [
  /** Keep every trace (sampling off, e.g. `keep_all`). */
  z.strictObject({ type: z.literal('always'), name: policyName }),
  /** Keep when any span has status code 2 (ERROR). */
  z.strictObject({ type: z.literal('error'), name: policyName }),
  /** Keep when the root span lasted longer than thresholdMs (no root: the extent of the spans received). */
  z.strictObject({ type: z.literal('latency'), name: policyName, thresholdMs: z.number().positive() }),
  /** Keep when an LLM call (ledger row) has status ERROR, an error type, or a listed finish reason. */
  z.strictObject({
    type: z.literal('llm_error'),
    name: policyName,
    finishReasons: z.array(z.string().min(1)).default(() => [...DEFAULT_LLM_FAILURE_FINISH_REASONS]),
  }),
  /**
   * Keep when an LLM call is incomplete: a streamed answer that ended without a finish reason (the client
   * abandoned it or it was cut off — complaints are often "the answer was cut off").
   */
  z.strictObject({ type: z.literal('llm_incomplete'), name: policyName }),
  /** Keep when a span matches (see spanMatchShape). */
  z.strictObject({ type: z.literal('attribute'), name: policyName, ...spanMatchShape }).superRefine(requireSpanCondition),
  /**
   * Keep `percentage` % of traces, decided by a hash of the trace id bytes (FNV-1a 64 over hashSalt then
   * the 16 id bytes, as the OpenTelemetry Collector, plus a finalizer so ids differing only in their last
   * bytes are spread too), so every consumer with the same salt decides alike.
   */
  z.strictObject({
    type: z.literal('probabilistic'),
    name: policyName,
    percentage: z.number().min(0).max(100),
    hashSalt: z.string().default('default-hash-seed'),
  }),
  /**
   * Keep while the spans of kept traces (kept by any policy) stay within spansPerSecond: a token bucket
   * holding up to burstSpans (default: one second's worth). Over it, this policy does not keep.
   */
  z.strictObject({
    type: z.literal('rate_limit'),
    name: policyName,
    spansPerSecond: z.number().positive(),
    burstSpans: z.number().int().positive().optional(),
  }),
  /** Drop when a span matches (see spanMatchShape); wins over every keep policy. */
  z.strictObject({ type: z.literal('drop'), name: policyName, ...spanMatchShape }).superRefine(requireSpanCondition),
]);

export const TailSamplingPoliciesSchema = z.array(TailSamplingPolicySchema).superRefine((policies, ctx) => {
  const seen = new Set<string>();
  for (const [i, p] of policies.entries()) {
    if (seen.has(p.name)) ctx.addIssue({ code: 'custom', path: [i, 'name'], message: `duplicate policy name "${p.name}"` });
    seen.add(p.name);
  }
});

/**
 * Keep errors, failed/refused/cut-off LLM calls, incomplete streams and slow requests; of the rest keep 10 %, topped up to
 * 5000 spans/s of kept traces (so a quiet deployment keeps everything).
 */
export const DEFAULT_TAIL_SAMPLING_POLICIES = TailSamplingPoliciesSchema.parse([
  { name: 'error', type: 'error' },
  { name: 'llm_error', type: 'llm_error' },
  { name: 'llm_incomplete', type: 'llm_incomplete' },
  { name: 'slow_root', type: 'latency', thresholdMs: 5000 },
  { name: 'probabilistic', type: 'probabilistic', percentage: 10 },
  { name: 'rate_limit', type: 'rate_limit', spansPerSecond: 5000 },
]);

export const TailSamplingConfigSchema = z.strictObject({
  /** Time after a trace's last span arrived before it is decided. */
  decisionWaitMs: z.number().int().min(1).max(10 * 60_000).default(10_000),
  /**
   * How long a trace whose root is still running (its spans reference a parent not received yet, and no root
   * or entry span has arrived) is held for the root, from its first part: a long agent run is decided whole.
   * Checked every decisionWaitMs. 0 = never wait for the root.
   */
  maxRootWaitMs: z.number().int().min(0).max(60 * 60_000).default(5 * 60_000),
  /** Undecided traces held at most (all partitions); beyond, the oldest are decided early. */
  maxTraces: z.number().int().min(1).default(50_000),
  /**
   * Bus record bytes of undecided traces held at most (all partitions); beyond, the oldest are decided early. Decoded,
   * batches take about their bus bytes of JavaScript heap (1.07× measured for the benchmarks' traffic), and the heap
   * carries garbage on top until V8 collects it: with 18 MiB exports, 256 → 128 MiB lowered the all-in-one's peak RSS
   * in the catch-up by ~250 MiB (`npm run bench:big-exports -- --sampler-max-bytes …`, README). 128 MiB holds the
   * 10 s wait of about 14,000 spans/s of that traffic (950 bus bytes per span) in one ingest process, more than the
   * all-in-one sustains; a dedicated ingest process with memory to spare can hold more (256 MiB before 2026-12-06).
   */
  maxBytes: z.number().int().min(1024).default(128 * 1024 * 1024),
  /** Decided trace ids remembered per partition so late spans follow the decision; 0 disables. */
  decisionCacheSize: z.number().int().min(0).default(100_000),
  policies: TailSamplingPoliciesSchema.default(() => structuredClone(DEFAULT_TAIL_SAMPLING_POLICIES)),
});

export type TailSamplingConfig = z.infer<typeof TailSamplingConfigSchema>;
export type TailSamplingConfigInput = z.input<typeof TailSamplingConfigSchema>;
export type TailSamplingPolicy = z.infer<typeof TailSamplingPolicySchema>;
export type AttributeCondition = z.infer<typeof AttributeConditionSchema>;
export type StringMatch = z.infer<typeof StringMatchSchema>;

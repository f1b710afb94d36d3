/**
 * Distributional replay (issue 11): re-send the stored input of one ledgered LLM call N times, with the
 * recorded parameters, to the model snapshot that answered, and report how often the original output comes
 * back. A replay is a job with versioned state in table `replays` (queued → running → done | cancelled |
 * failed | refused); every run is an LLM call of its own, written to the ledger with `replay_of`.
 *
 * Contract: no raw content here. Outputs are content-store references; findings and errors carry codes,
 * parameter names and fixed words, never message text.
 */
import { z } from 'zod';

/** The provider APIs a replay can speak. */
export const REPLAY_APIS = ['openai.chat', 'openai.responses', 'anthropic.messages'] as const;
export type ReplayApi = (typeof REPLAY_APIS)[number];

/** `replay_of` of a run's ledger row: the original call as `<traceId>/<spanId>`. */
export function replayOfValue(traceId: string, spanId: string): string {
  return `${traceId}/${spanId}`;
}

/** The body of POST /v1/traces/:traceId/llm-calls/:spanId/replays. */
export const ReplayRequestSchema = z.strictObject({
  n: z.number().int().min(1).max(100).default(20),
  /** Runs in flight at once; the provider config's own limit still applies. */
  concurrency: z.number().int().min(1).max(16).default(4),
  /** Refused when the up-front estimate exceeds this (USD). */
  budgetUsd: z.number().positive().max(100_000),
  /** Why (a ticket or words), like a raw content read: audited. */
  reason: z.string().trim().min(1).max(512),
  /**
   * Prices to use when the price table does not know the model (USD per million tokens). Without it a model
   * of unknown price is refused (TH_ERR_API_REPLAY_PRICE_UNKNOWN).
   */
  priceOverride: z
    .strictObject({
      inputPerMTokUsd: z.number().min(0).max(10_000),
      outputPerMTokUsd: z.number().min(0).max(10_000),
    })
    .optional(),
});
export type ReplayRequest = z.infer<typeof ReplayRequestSchema>;

export const REPLAY_STATES = ['queued', 'running', 'done', 'cancelled', 'failed', 'refused'] as const;
export type ReplayState = (typeof REPLAY_STATES)[number];
export const REPLAY_FINAL_STATES: ReadonlySet<ReplayState> = new Set(['done', 'cancelled', 'failed', 'refused']);

/**
 * Why a faithful replay is impossible (or was stopped): reported instead of numbers. Every field is an id, a
 * parameter name, a date, a code or fixed words.
 */
export type ReplayFinding =
  /** A content part the replay needs is not in the content store (never captured, purged, erased, unreadable). */
  | { kind: 'content_not_stored'; part: 'input' | 'output' | 'system' | 'tools'; state: string; reason: string }
  /** The model is retired: by the configured registry (before anything is sent) or by the provider's model-not-found. */
  | { kind: 'model_retired'; model: string; source: 'registry' | 'provider'; retiredOn: string | null; providerCode: string | null }
  /**
   * The provider refused a parameter (e.g. a 400 on temperature). Never retried without it. `recorded`: it was
   * the call's recorded parameter (false: a value the API required that Tracehold assumed, see report.params.assumed).
   */
  | { kind: 'parameter_rejected'; param: string | null; recorded: boolean; httpStatus: number; providerCode: string | null }
  /** The input contains a tool call whose result the stored input does not hold. */
  | { kind: 'tool_result_missing'; toolCallId: string; toolName: string }
  /** No provider in the operator's configuration serves this call's provider / API. */
  | { kind: 'provider_not_configured'; provider: string; api: string }
  /** The stored input cannot be turned into a request for the API (e.g. a part type the API has no form for). */
  | { kind: 'input_not_replayable'; why: string };

/** One run: one request to the provider (after retries). */
export interface ReplayRun {
  index: number;
  /** The run's span id in the ledger (a child of the original call). */
  spanId: string;
  status: 'ok' | 'failed' | 'cancelled';
  /** Wall time of the request, retries included, ms. */
  latencyMs: number;
  /** Requests sent for this run (1 + retries). */
  attempts: number;
  inputTokens: number | null;
  outputTokens: number | null;
  /** null when the price is unknown (never 0 for unknown). */
  costUsd: number | null;
  responseId: string;
  responseModel: string;
  finishReason: string;
  /** Index into `report.distinct` of this run's output; null when the run failed. */
  distinct: number | null;
  /** Error code when failed (`provider_timeout`, `provider_5xx`, `rate_limited`, ...). */
  error: string | null;
}

/** A binomial proportion with its 95% Wilson score interval. */
export interface Proportion {
  matches: number;
  n: number;
  rate: number | null;
  ci95: [number, number] | null;
}

export interface DistinctOutput {
  /** Content-store reference of the output text (read through GET /v1/content/:ref?traceId=<original>). */
  ref: string;
  count: number;
  chars: number;
  tokens: number;
  exactMatch: boolean;
  normalizedMatch: boolean;
  /** Where it first differs from the original; null for an exact match. */
  divergence: { char: number; token: number } | null;
}

export interface ReplayReport {
  original: {
    traceId: string;
    spanId: string;
    provider: string;
    api: ReplayApi;
    requestModel: string;
    /** The snapshot the replay sends to (the original's response model, else its request model). */
    model: string;
    responseId: string;
    outputChars: number;
    outputTokens: number;
    /** Whether the original was streamed (null: not recorded). */
    streamed: boolean | null;
  };
  /** Replays are sent without streaming; this says so, and whether the original was streamed. */
  streaming: { original: boolean | null; replayed: boolean; note: string };
  tokenizer: { name: string; exact: boolean; note: string };
  /** Every recorded parameter is in `sent` or `notSent`; `assumed` are values the API required that were not recorded. */
  params: { sent: Record<string, unknown>; notSent: Array<{ name: string; why: string }>; assumed: Array<{ name: string; value: unknown; why: string }> };
  n: number;
  completed: number;
  failed: number;
  matchRate: { exact: Proportion; normalized: Proportion };
  distinct: DistinctOutput[];
  /** The longest prefix shared by all completed outputs (and the original is not part of it). */
  commonPrefix: { chars: number; tokens: number };
  /** Divergence positions of the runs that differ from the original, by token index. */
  divergenceHistogram: Array<{ token: number; count: number }>;
  runs: ReplayRun[];
  totals: { costUsd: number | null; unknownCostRuns: number; inputTokens: number; outputTokens: number; wallMs: number };
  findings: ReplayFinding[];
}

/** The up-front cost estimate: (input tokens × input price + max output tokens × output price) × N. */
export interface ReplayEstimate {
  inputTokens: number;
  /** Where the input token count came from: the ledger's recorded count, or the tokenizer on the stored input. */
  inputTokensSource: 'ledger' | 'tokenizer';
  maxOutputTokens: number;
  /** 'recorded' (the call's max_tokens) or 'assumed' (not recorded: the configured assumption). */
  maxOutputTokensSource: 'recorded' | 'assumed';
  perRunUsd: number;
  totalUsd: number;
  priceSource: 'price_table' | 'override';
  priceVersion: string;
}

/** One version of a replay job (row of `replays`). */
export interface ReplayJob {
  tenant: string;
  replayId: string;
  version: number;
  traceId: string;
  spanId: string;
  state: ReplayState;
  n: number;
  concurrency: number;
  budgetUsd: number;
  reason: string;
  requestedBy: string;
  createdAtMs: number;
  updatedAtMs: number;
  progress: { completed: number; failed: number; n: number };
  estimate: ReplayEstimate | null;
  /** Code of a refusal or failure (`TH_ERR_REPLAY_*`), '' otherwise. */
  errorCode: string;
  /** Present once the job is final (also for a refusal made of findings). */
  report: ReplayReport | null;
}

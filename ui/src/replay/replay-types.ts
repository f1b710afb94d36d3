/**
 * The replay JSON as the query API sends it (GET /v1/replays/:id and friends), typed for the UI. Mirrors
 * schemas/replay.ts field for field; kept here so the browser bundle does not pull the server's zod schemas.
 * No content: outputs are content-store references, findings are codes, names and fixed words.
 */

export type ReplayState = 'queued' | 'running' | 'done' | 'cancelled' | 'failed' | 'refused';

/** States after which a job never changes again: polling stops there. */
export const FINAL_REPLAY_STATES: ReadonlySet<ReplayState> = new Set(['done', 'cancelled', 'failed', 'refused']);

/** Why a faithful replay is impossible (or was stopped); shown instead of numbers. */
export type ReplayFinding =
  | { kind: 'content_not_stored'; part: 'input' | 'output' | 'system' | 'tools'; state: string; reason: string }
  | { kind: 'model_retired'; model: string; source: 'registry' | 'provider'; retiredOn: string | null; providerCode: string | null }
  | { kind: 'parameter_rejected'; param: string | null; recorded: boolean; httpStatus: number; providerCode: string | null }
  | { kind: 'tool_result_missing'; toolCallId: string; toolName: string }
  | { kind: 'provider_not_configured'; provider: string; api: string }
  | { kind: 'input_not_replayable'; why: string };

/** One run of a replay (one request to the provider, retries included). */
export interface ReplayRun {
  index: number;
  spanId: string;
  status: 'ok' | 'failed' | 'cancelled';
  latencyMs: number;
  attempts: number;
  inputTokens: number | null;
  outputTokens: number | null;
  /** null when the price is unknown (never 0 for unknown). */
  costUsd: number | null;
  responseId: string;
  responseModel: string;
  finishReason: string;
  distinct: number | null;
  error: string | null;
}

/** A binomial proportion with its 95% Wilson score interval (rate and bounds are 0–1). */
export interface Proportion {
  matches: number;
  n: number;
  rate: number | null;
  ci95: [number, number] | null;
}

/** One distinct output of the runs; `divergence.char` is a UTF-16 index into the original's raw text. */
export interface DistinctOutput {
  ref: string;
  count: number;
  chars: number;
  tokens: number;
  exactMatch: boolean;
  normalizedMatch: boolean;
  divergence: { char: number; token: number } | null;
}

/** The report of a final job. */
export interface ReplayReport {
  original: {
    traceId: string;
    spanId: string;
    provider: string;
    api: string;
    requestModel: string;
    model: string;
    responseId: string;
    outputChars: number;
    outputTokens: number;
    streamed: boolean | null;
  };
  streaming: { original: boolean | null; replayed: boolean; note: string };
  tokenizer: { name: string; exact: boolean; note: string };
  params: { sent: Record<string, unknown>; notSent: Array<{ name: string; why: string }>; assumed: Array<{ name: string; value: unknown; why: string }> };
  n: number;
  completed: number;
  failed: number;
  matchRate: { exact: Proportion; normalized: Proportion };
  distinct: DistinctOutput[];
  commonPrefix: { chars: number; tokens: number };
  divergenceHistogram: Array<{ token: number; count: number }>;
  runs: ReplayRun[];
  totals: { costUsd: number | null; unknownCostRuns: number; inputTokens: number; outputTokens: number; wallMs: number };
  findings: ReplayFinding[];
}

/** The up-front cost estimate (also in the body of a 422 budget refusal). */
export interface ReplayEstimate {
  inputTokens: number;
  inputTokensSource: 'ledger' | 'tokenizer';
  maxOutputTokens: number;
  maxOutputTokensSource: 'recorded' | 'assumed';
  perRunUsd: number;
  totalUsd: number;
  priceSource: 'price_table' | 'override';
  priceVersion: string;
}

/** A replay job as GET /v1/replays/:id answers (progress while running, the report once final). */
export interface ReplayJob {
  replayId: string;
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
  errorCode: string;
  report: ReplayReport | null;
}

/** The body of POST /v1/traces/:traceId/llm-calls/:spanId/replays. */
export interface ReplayRequestBody {
  n: number;
  concurrency: number;
  budgetUsd: number;
  reason: string;
  priceOverride?: { inputPerMTokUsd: number; outputPerMTokUsd: number };
}

/**
 * The replay JSON as the query API sends it (GET /v1/replays/:id and friends), typed for the UI with the
 * server's own types (schemas/replay.ts). Imported as types only, so nothing of the server's zod schemas reaches
 * the browser bundle. No content: outputs are content-store references, findings are codes, names and fixed
 * words.
 */
import type { ReplayState } from '../../../schemas/replay.ts';

export type {
  DistinctOutput,
  Proportion,
  ReplayEstimate,
  ReplayFinding,
  ReplayJob,
  ReplayReport,
  ReplayRun,
  ReplayState,
} from '../../../schemas/replay.ts';

/** States after which a job never changes again: polling stops there. */
export const FINAL_REPLAY_STATES: ReadonlySet<ReplayState> = new Set(['done', 'cancelled', 'failed', 'refused']);

/** The body of POST /v1/traces/:traceId/llm-calls/:spanId/replays. */
export interface ReplayRequestBody {
  n: number;
  concurrency: number;
  budgetUsd: number;
  reason: string;
  priceOverride?: { inputPerMTokUsd: number; outputPerMTokUsd: number };
}

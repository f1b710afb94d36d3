/** What the Vercel AI SDK driver (run-vercel-ai.ts) sends, shared with its test: the strings the scans look for. */
export const VERCEL_SCENARIOS = ['plain', 'stream', 'tool_loop', 'responses', 'embed'] as const;
export type VercelScenario = (typeof VERCEL_SCENARIOS)[number];

export const VERCEL_SYSTEM = 'You are the parcel-tracking assistant of an online shop. Answer in one sentence.';
export const VERCEL_QUESTION = 'Where is my parcel? Order 8812, placed last Monday.';
export const VERCEL_EMBED_TEXT = 'Parcel 8812 was handed to the courier in Leipzig.';
/** What the tool returns: only the tool span and the next prompt carry it. */
export const VERCEL_TOOL_DEPOT = 'Leipzig-Nord';

/** One provider call as the SDK saw its answer. */
export interface VercelCall {
  responseId: string;
  responseModel: string;
  inputTokens: number | null;
  outputTokens: number | null;
  finishReason: string;
}

/** One line of the driver's output. */
export interface VercelScenarioResult {
  scenario: VercelScenario;
  traceId: string;
  rootSpanId: string;
  calls: VercelCall[];
  text: string;
}

/** What the Langfuse driver (run-langfuse.ts) sends, shared with its test: the strings the scans look for. */
export const LANGFUSE_SYSTEM = 'You are the returns assistant of an online shop. Answer in one sentence.';
export const LANGFUSE_QUESTION = 'Can I still return order 5521? It arrived on the 2nd.';
export const LANGFUSE_TRACE_INPUT = 'customer asked about returning order 5521';
export const LANGFUSE_TOOL_OUTPUT = 'return window open until the 30th';

/** One provider call as the OpenAI client saw its answer. */
export interface LangfuseCall {
  responseId: string;
  responseModel: string;
  inputTokens: number | null;
  outputTokens: number | null;
  streamed: boolean;
}

/** The driver's one line of output. */
export interface LangfuseRun {
  traceId: string;
  rootSpanId: string;
  calls: LangfuseCall[];
  text: string;
}

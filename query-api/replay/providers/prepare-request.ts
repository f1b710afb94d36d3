/**
 * Turns a stored LLM call (GenAI input, system instructions, tool definitions, recorded parameters) into the exact
 * request body a replay sends to one provider API, and says what of the recording it could not send and why.
 * Pure: no I/O, no clock; the same input gives the same request.
 */
import type { ReplayApi } from '../../../schemas/replay.ts';
import { convertToAnthropic } from './convert-anthropic.ts';
import { convertToOpenAiChat, type ConvertOutcome } from './convert-openai-chat.ts';
import { convertToOpenAiResponses } from './convert-openai-responses.ts';
import { readGenAiInput } from './genai-input.ts';
import { mapRecordedParams } from './map-params.ts';

/** What a replay re-sends: stored content (`data` of each content object) and the recorded parameters. */
export interface ReplayCallInput {
  api: ReplayApi;
  /** The snapshot to send (the original's response model). */
  model: string;
  /** `data` of the stored 'system' object (GenAI system_instructions) or null. */
  system: unknown | null;
  /** `data` of the stored 'input' object (GenAI input messages). */
  messages: unknown;
  /** `data` of the stored 'tools' object (GenAI tool definitions) or null. */
  tools: unknown | null;
  /** JSON.parse(ledger.requestParamsJson). */
  params: Record<string, unknown>;
}

/**
 * One request, ready to send to `baseUrl + path`. Contract: `body` is exactly what goes on the wire (never
 * streamed); every recorded parameter is in `sent` (by wire name) or `notSent`; `assumed` lists values sent that
 * were not recorded. Holds raw content (in `body`): never log it.
 */
export interface PreparedRequest {
  api: ReplayApi;
  /** '/chat/completions' | '/responses' | '/messages' (appended to baseUrl). */
  path: string;
  /** The exact JSON sent (stream: false). */
  body: Record<string, unknown>;
  /** Recorded params that were sent, under their wire names. */
  sent: Record<string, unknown>;
  /** Recorded params NOT sent, each with fixed words why. */
  notSent: Array<{ name: string; why: string }>;
  /** Values sent that were not recorded (e.g. Anthropic max_tokens → assumedMaxOutputTokens). */
  assumed: Array<{ name: string; value: unknown; why: string }>;
  /** Assistant tool calls in the input with no tool result after them. */
  missingToolResults: Array<{ toolCallId: string; toolName: string }>;
}

/** `why` is fixed words (a part type, a role, an API name), never content. */
export type PrepareOutcome = { ok: true; request: PreparedRequest } | { ok: false; why: string };

const PATHS: Record<ReplayApi, string> = {
  'openai.chat': '/chat/completions',
  'openai.responses': '/responses',
  'anthropic.messages': '/messages',
};

export function prepareReplayRequest(input: ReplayCallInput, opts: { assumedMaxOutputTokens: number }): PrepareOutcome {
  if (typeof input.model !== 'string' || input.model === '') return { ok: false, why: 'no model to send to' };
  const read = readGenAiInput(input.system, input.messages, input.tools);
  if (!read.ok) return read;
  let converted: ConvertOutcome;
  if (input.api === 'openai.chat') converted = convertToOpenAiChat(read.input);
  else if (input.api === 'openai.responses') converted = convertToOpenAiResponses(read.input);
  else if (input.api === 'anthropic.messages') converted = convertToAnthropic(read.input);
  else return { ok: false, why: 'an API replay does not speak' };
  if (!converted.ok) return converted;

  const params = mapRecordedParams(input.api, input.params, opts);
  // Params first so that no recorded name can overwrite the model, the content or `stream`.
  const body: Record<string, unknown> = { ...params.body, model: input.model, ...converted.fields };
  if (input.api === 'openai.responses') body['store'] = params.body['store'] ?? false;
  body['stream'] = false;
  return {
    ok: true,
    request: {
      api: input.api,
      path: PATHS[input.api],
      body,
      sent: params.sent,
      notSent: params.notSent,
      assumed: input.api === 'openai.responses' && !('store' in params.body) ? [...params.assumed, { name: 'store', value: false, why: 'a replay is not kept by the provider unless the original asked for it' }] : params.assumed,
      missingToolResults: read.input.missingToolResults,
    },
  };
}

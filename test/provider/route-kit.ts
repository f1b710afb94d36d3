/**
 * What the fake provider's route handlers share with its server core: the per-request context, the kit of core
 * functions a handler calls (model lookup, the scenario decision, writing JSON or SSE), and the error a handler
 * throws to answer with an error body (rendered in the route's wire dialect by the core).
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FakeModel, RecordedRequest } from './fake-provider.ts';
import type { FakeReply } from './openai-wire.ts';
import type { FakeErrorSpec, FakeRequestView, FakeScenario } from './scenarios.ts';

/** The two wire dialects the provider speaks; errors are rendered in the dialect of the route. */
export type WireApi = 'openai' | 'anthropic';

/** One request in flight. The core owns it; a handler may fill in `record.answer`. */
export interface RequestContext {
  readonly req: IncomingMessage;
  readonly res: ServerResponse;
  readonly record: RecordedRequest;
  body: Record<string, unknown>;
  scenario: FakeScenario;
}

/**
 * The core functions a handler uses. Contract: a handler validates the request (throwing FakeAnswerError), then
 * calls `decide` exactly once (scenario state advances there, and the latency is waited there), then writes one
 * answer with `sendJson` or `streamEvents`.
 */
export interface RouteKit {
  /** The model by alias or snapshot, served on this wire and of this kind; else throws 404 model_not_found. */
  requireModel(body: Record<string, unknown>, kind: FakeModel['kind'], api?: WireApi): { name: string; model: FakeModel };
  decide(ctx: RequestContext, view: FakeRequestView): Promise<FakeReply>;
  decide(ctx: RequestContext, view: null): Promise<null>;
  sendJson(ctx: RequestContext, status: number, body: object, headers?: Record<string, string>): void;
  /** Writes SSE events at the given pace; stops when the client goes away. `terminator` adds `data: [DONE]`. */
  streamEvents(ctx: RequestContext, events: readonly { event?: string; data: object | string }[], delayMs: number, terminator: boolean): Promise<void>;
  chunkDelayFor(ctx: RequestContext): number;
  modelNames(): string[];
}

export interface Route {
  readonly api: WireApi;
  readonly handle: (ctx: RequestContext) => Promise<void>;
  /** Header checks that come before the scenario and the body checks (Anthropic: x-api-key, anthropic-version). */
  readonly authenticate?: (req: IncomingMessage) => void;
}

/** Thrown by a handler (or the core) to answer with this error instead of a result. */
export class FakeAnswerError extends Error {
  constructor(readonly spec: FakeErrorSpec) {
    super(spec.message);
  }
}

export const missingParam = (param: string): FakeErrorSpec => ({
  status: 400,
  type: 'invalid_request_error',
  code: 'missing_required_parameter',
  param,
  message: `Missing required parameter: '${param}'.`,
  anthropic: { message: `${param}: Field required` },
});

export const invalidParam = (param: string, message: string): FakeErrorSpec => ({ status: 400, type: 'invalid_request_error', code: 'invalid_value', param, message });

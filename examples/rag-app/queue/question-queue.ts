/** A question as it travels from the HTTP endpoint to the worker (the message body; no trace context in it). */
export interface QuestionMessage {
  requestId: string;
  question: string;
  userId: string;
  sessionId: string;
}

/** What `publish` did: queued, or refused because the queue is full (the HTTP endpoint answers 503). */
export type PublishResult = { status: 'queued' } | { status: 'full'; retryInMs: number };

/** Runs one message; a rejection is counted as a failed message (the queue does not retry it). */
export type QuestionHandler = (message: QuestionMessage) => Promise<void>;

/**
 * The hop between the HTTP endpoint and the worker: a Kafka topic or an in-process queue. Either way the W3C trace
 * context and baggage of the publishing request travel in the message headers (injected by `publish` with the
 * propagation API inside a PRODUCER span), and the handler runs inside a CONSUMER span whose parent is the
 * extracted context, so the worker's spans belong to the request's trace.
 *
 * Contract: `start(handler)` once, before or after publishing; `publish` never blocks on the worker; `shutdown()`
 * stops taking messages, lets running handlers finish and is safe to call twice.
 */
export interface QuestionQueue {
  readonly kind: 'kafka' | 'in-process';
  publish(message: QuestionMessage): Promise<PublishResult>;
  start(handler: QuestionHandler): Promise<void>;
  /** Published and not yet handled (in-process: exact; Kafka: as seen by this process). */
  depth(): number;
  shutdown(): Promise<void>;
}

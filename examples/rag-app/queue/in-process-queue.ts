import type { Tracer } from '@opentelemetry/api';
import { createMessagingSpans, type ContextHeaders } from './messaging-spans.ts';
import type { PublishResult, QuestionHandler, QuestionMessage, QuestionQueue } from './question-queue.ts';

export interface InProcessQueueConfig {
  /** Name used as the messaging destination on the spans. */
  readonly destination: string;
  /** Messages waiting at most; `publish` answers `full` beyond it. */
  readonly maxDepth: number;
  /** Messages handled at once. */
  readonly concurrency: number;
}

interface Envelope {
  message: QuestionMessage;
  headers: ContextHeaders;
  bodyBytes: number;
}

/**
 * The queue used when no Kafka broker answers: a bounded in-memory FIFO that carries the same injected W3C headers a
 * Kafka message would, so the hop looks the same in the trace. Messages are lost if the process dies: acceptable for
 * a demo fallback, and the reason a real deployment uses Kafka.
 */
export function createInProcessQueue(deps: { tracer: Tracer }, config: InProcessQueueConfig): QuestionQueue {
  const spans = createMessagingSpans(deps.tracer, 'in_process');
  const waiting: Envelope[] = [];
  let running = 0;
  let handler: QuestionHandler | null = null;
  let stopping = false;
  let idle: (() => void) | null = null;

  function pump(): void {
    while (handler && !stopping && running < config.concurrency && waiting.length > 0) {
      const env = waiting.shift()!;
      running++;
      const h = handler;
      void spans
        .consume(config.destination, env.headers, { 'messaging.message.body.size': env.bodyBytes }, () => h(env.message))
        .catch(() => {
          // Counted by the handler's own metrics and span status; a failed message is not retried.
        })
        .finally(() => {
          running--;
          if (running === 0 && idle) idle();
          // Scheduled, not called: each message's handling starts from the queue's own async context.
          setImmediate(pump);
        });
    }
  }

  return {
    kind: 'in-process',
    async publish(message): Promise<PublishResult> {
      if (stopping) return { status: 'full', retryInMs: 1000 };
      if (waiting.length >= config.maxDepth) return { status: 'full', retryInMs: 200 };
      const body = JSON.stringify(message);
      await spans.produce(config.destination, { 'messaging.message.body.size': Buffer.byteLength(body) }, async (headers) => {
        waiting.push({ message: JSON.parse(body) as QuestionMessage, headers, bodyBytes: Buffer.byteLength(body) });
      });
      setImmediate(pump);
      return { status: 'queued' };
    },
    async start(h) {
      handler = h;
      setImmediate(pump);
    },
    depth: () => waiting.length + running,
    async shutdown() {
      // Drain what was accepted: the HTTP endpoint answered 202 for it.
      while (waiting.length > 0 && handler) await new Promise((r) => setTimeout(r, 20));
      stopping = true;
      if (running > 0) await new Promise<void>((r) => (idle = r));
    },
  };
}

import { context, propagation, ROOT_CONTEXT, SpanKind, SpanStatusCode, trace, type Attributes, type Span, type Tracer } from '@opentelemetry/api';

/** Message headers that carry the trace context and baggage (`traceparent`, `tracestate`, `baggage`). */
export type ContextHeaders = Record<string, string>;

/**
 * Messaging spans after the OpenTelemetry messaging semantic conventions (v1.27+): a PRODUCER span named
 * `send <destination>` around the publish, with the W3C context injected into the message headers from inside it,
 * and a CONSUMER span named `process <destination>` around the handling, whose parent is the context extracted
 * from the headers (the trace continues across the hop) and which also links to it, as the conventions recommend.
 *
 * Contract: pure helpers over the global OpenTelemetry API (the SDK registered by telemetry.ts); no state.
 */
export interface MessagingSpans {
  /** Runs `send` inside a PRODUCER span, passing it the headers to attach to the message. */
  produce<T>(destination: string, attributes: Attributes, send: (headers: ContextHeaders) => Promise<T>): Promise<T>;
  /** Runs `handle` inside a CONSUMER span continuing the trace carried by `headers`. */
  consume<T>(destination: string, headers: ContextHeaders, attributes: Attributes, handle: (span: Span) => Promise<T>): Promise<T>;
}

export function createMessagingSpans(tracer: Tracer, system: string): MessagingSpans {
  return {
    async produce(destination, attributes, send) {
      return tracer.startActiveSpan(
        `send ${destination}`,
        {
          kind: SpanKind.PRODUCER,
          attributes: { 'messaging.system': system, 'messaging.destination.name': destination, 'messaging.operation.type': 'send', 'messaging.operation.name': 'send', ...attributes },
        },
        async (span) => {
          const headers: ContextHeaders = {};
          propagation.inject(context.active(), headers);
          try {
            return await send(headers);
          } catch (err) {
            span.recordException(err as Error);
            span.setStatus({ code: SpanStatusCode.ERROR });
            throw err;
          } finally {
            span.end();
          }
        },
      );
    },
    async consume(destination, headers, attributes, handle) {
      // From the root context, not the active one: the trace continues through the headers only, never through
      // whatever async context the consumer loop happens to run in (for the in-process queue, the publisher's).
      const parent = propagation.extract(ROOT_CONTEXT, headers);
      const producer = trace.getSpanContext(parent);
      const span = tracer.startSpan(
        `process ${destination}`,
        {
          kind: SpanKind.CONSUMER,
          attributes: { 'messaging.system': system, 'messaging.destination.name': destination, 'messaging.operation.type': 'process', 'messaging.operation.name': 'process', ...attributes },
          links: producer ? [{ context: producer }] : [],
        },
        parent,
      );
      try {
        return await context.with(trace.setSpan(parent, span), () => handle(span));
      } catch (err) {
        span.recordException(err as Error);
        span.setStatus({ code: SpanStatusCode.ERROR });
        throw err;
      } finally {
        span.end();
      }
    },
  };
}

import { propagation, type Context } from '@opentelemetry/api';
import type { ReadableSpan, Span, SpanProcessor } from '@opentelemetry/sdk-trace-base';

/**
 * Copies the listed baggage entries onto every span as it starts (the pattern of opentelemetry-js-contrib's
 * BaggageSpanProcessor). The HTTP handler puts the request's end user and session into baggage; baggage travels
 * with the trace context through the queue, so the worker's spans — the LLM call made by the OpenAI
 * instrumentation included — carry `enduser.id` and `session.id` without the worker passing them around.
 *
 * Contract: stateless; never blocks; only the listed keys are copied (baggage is visible to every downstream
 * hop, so the app puts nothing else there).
 */
export function createBaggageAttributesProcessor(keys: readonly string[]): SpanProcessor {
  return {
    onStart(span: Span, parentContext: Context) {
      const baggage = propagation.getBaggage(parentContext);
      if (!baggage) return;
      for (const key of keys) {
        const entry = baggage.getEntry(key);
        if (entry) span.setAttribute(key, entry.value);
      }
    },
    onEnd(_span: ReadableSpan) {},
    forceFlush: () => Promise.resolve(),
    shutdown: () => Promise.resolve(),
  };
}

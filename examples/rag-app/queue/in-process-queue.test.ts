import { context, propagation, SpanKind, trace } from '@opentelemetry/api';
import { NodeSDK } from '@opentelemetry/sdk-node';
import { InMemorySpanExporter, SimpleSpanProcessor } from '@opentelemetry/sdk-trace-base';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBaggageAttributesProcessor } from '../baggage-attributes-processor.ts';
import { createInProcessQueue } from './in-process-queue.ts';
import type { QuestionMessage } from './question-queue.ts';

const exporter = new InMemorySpanExporter();
const sdk = new NodeSDK({
  autoDetectResources: false,
  spanProcessors: [createBaggageAttributesProcessor(['enduser.id', 'session.id']), new SimpleSpanProcessor(exporter)],
  instrumentations: [],
});
const tracer = trace.getTracer('in-process-queue-test');
const message = (n: number): QuestionMessage => ({ requestId: `r${n}`, question: 'Where is my parcel?', userId: 'u-1042', sessionId: 's-1' });

/** Publishes one message inside a SERVER span carrying baggage; resolves with the root span's trace id once handled. */
async function publishInRequest(queue: ReturnType<typeof createInProcessQueue>, handled: Promise<void>): Promise<string> {
  const baggage = propagation.createBaggage({ 'enduser.id': { value: 'u-1042' }, 'session.id': { value: 's-1' } });
  const traceId = await context.with(propagation.setBaggage(context.active(), baggage), () =>
    tracer.startActiveSpan('POST /ask', { kind: SpanKind.SERVER }, async (root) => {
      await queue.publish(message(1));
      root.end();
      return root.spanContext().traceId;
    }),
  );
  await handled;
  return traceId;
}

describe('in-process queue', () => {
  beforeAll(() => sdk.start());
  afterAll(() => sdk.shutdown());

  it('continues the trace across the hop: PRODUCER then CONSUMER under the request, baggage on the worker spans', async () => {
    exporter.reset();
    const queue = createInProcessQueue({ tracer }, { destination: 'demo.questions', maxDepth: 10, concurrency: 2 });
    let done!: () => void;
    const handled = new Promise<void>((r) => (done = r));
    await queue.start(async () => {
      tracer.startSpan('retrieve').end();
      done();
    });
    const traceId = await publishInRequest(queue, handled);
    await queue.shutdown();

    const spans = exporter.getFinishedSpans();
    const byName = new Map(spans.map((s) => [s.name, s]));
    const producer = byName.get('send demo.questions')!;
    const consumer = byName.get('process demo.questions')!;
    const worker = byName.get('retrieve')!;
    expect(spans.map((s) => s.spanContext().traceId)).toEqual(Array(4).fill(traceId));
    expect(producer.kind).toBe(SpanKind.PRODUCER);
    expect(consumer.kind).toBe(SpanKind.CONSUMER);
    expect(consumer.parentSpanContext?.spanId).toBe(producer.spanContext().spanId);
    expect(consumer.links.map((l) => l.context.spanId)).toEqual([producer.spanContext().spanId]);
    expect(consumer.attributes).toMatchObject({ 'messaging.system': 'in_process', 'messaging.operation.type': 'process', 'messaging.destination.name': 'demo.questions' });
    expect(worker.parentSpanContext?.spanId).toBe(consumer.spanContext().spanId);
    expect(worker.attributes).toMatchObject({ 'enduser.id': 'u-1042', 'session.id': 's-1' });
  });

  it('refuses beyond its depth instead of growing', async () => {
    const queue = createInProcessQueue({ tracer }, { destination: 'demo.questions', maxDepth: 2, concurrency: 1 });
    expect(await queue.publish(message(1))).toEqual({ status: 'queued' });
    expect(await queue.publish(message(2))).toEqual({ status: 'queued' });
    expect(await queue.publish(message(3))).toMatchObject({ status: 'full' });
    expect(queue.depth()).toBe(2);
  });

  // Last: it switches propagation off for the rest of the file.
  it('negative control: without injected headers the worker starts a new trace (nothing else carries the context)', async () => {
    exporter.reset();
    propagation.disable();
    const queue = createInProcessQueue({ tracer }, { destination: 'demo.questions', maxDepth: 10, concurrency: 1 });
    let done!: () => void;
    const handled = new Promise<void>((r) => (done = r));
    await queue.start(async () => done());
    const traceId = await publishInRequest(queue, handled);
    await queue.shutdown();
    const consumer = exporter.getFinishedSpans().find((s) => s.name === 'process demo.questions')!;
    expect(consumer.spanContext().traceId).not.toBe(traceId);
    expect(consumer.parentSpanContext).toBeUndefined();
  });
});

import type { Tracer } from '@opentelemetry/api';
import kafkajs from 'kafkajs';
import type { Consumer, IHeaders, Producer } from 'kafkajs';
import { createMessagingSpans, type ContextHeaders } from './messaging-spans.ts';
import type { PublishResult, QuestionHandler, QuestionMessage, QuestionQueue } from './question-queue.ts';

const { Kafka, Partitioners, logLevel } = kafkajs;

export interface KafkaQueueConfig {
  readonly brokers: readonly string[];
  readonly topic: string;
  readonly groupId: string;
  /** Partitions handled at once (kafkajs partitionsConsumedConcurrently). */
  readonly concurrency: number;
  /** Partitions of the topic when the queue creates it. */
  readonly partitions: number;
  /** How long start() waits for the consumer to join its group. */
  readonly joinTimeoutMs: number;
}

function headersToStrings(headers: IHeaders | undefined): ContextHeaders {
  const out: ContextHeaders = {};
  for (const [key, value] of Object.entries(headers ?? {})) {
    const first = Array.isArray(value) ? value[0] : value;
    if (first !== undefined) out[key] = first.toString();
  }
  return out;
}

/**
 * The queue on a Kafka topic (kafkajs): the message key is the session id (one session's questions stay in order on
 * one partition), the W3C headers ride as Kafka record headers, and the consumer group's spans carry the partition,
 * offset and group as the messaging conventions name them. `start()` creates the topic when missing and resolves
 * once the consumer has joined its group, so nothing published after it is missed.
 */
export function createKafkaQueue(deps: { tracer: Tracer }, config: KafkaQueueConfig): QuestionQueue {
  const spans = createMessagingSpans(deps.tracer, 'kafka');
  const kafka = new Kafka({ clientId: 'rag-app', brokers: [...config.brokers], logLevel: logLevel.ERROR, retry: { retries: 5, initialRetryTime: 200 } });
  const producer: Producer = kafka.producer({ createPartitioner: Partitioners.DefaultPartitioner, idempotent: true, maxInFlightRequests: 1 });
  let consumer: Consumer | null = null;
  let producerReady: Promise<void> | null = null;
  let published = 0;
  let handled = 0;
  let stopped: Promise<void> | null = null;
  const [host, port] = (config.brokers[0] ?? 'localhost:9092').split(':');
  const serverAttributes = { 'server.address': host ?? '', 'server.port': Number(port) };

  return {
    kind: 'kafka',
    async publish(message: QuestionMessage): Promise<PublishResult> {
      producerReady ??= producer.connect();
      await producerReady;
      const value = JSON.stringify(message);
      await spans.produce(config.topic, { ...serverAttributes, 'messaging.kafka.message.key': message.sessionId, 'messaging.message.body.size': Buffer.byteLength(value) }, async (headers) => {
        // acks -1: the broker has the message on every in-sync replica before the request is answered 202.
        await producer.send({ topic: config.topic, acks: -1, messages: [{ key: message.sessionId, value, headers }] });
      });
      published++;
      return { status: 'queued' };
    },
    async start(handler: QuestionHandler) {
      const admin = kafka.admin();
      await admin.connect();
      try {
        const topics = await admin.listTopics();
        if (!topics.includes(config.topic)) {
          await admin.createTopics({ topics: [{ topic: config.topic, numPartitions: config.partitions }], waitForLeaders: true });
        }
      } finally {
        await admin.disconnect();
      }
      const c = kafka.consumer({ groupId: config.groupId });
      consumer = c;
      const joined = new Promise<void>((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`rag-app: the Kafka consumer did not join group ${config.groupId} within ${config.joinTimeoutMs} ms`)), config.joinTimeoutMs);
        c.on(c.events.GROUP_JOIN, () => {
          clearTimeout(timer);
          resolve();
        });
      });
      await c.connect();
      await c.subscribe({ topic: config.topic, fromBeginning: true });
      await c.run({
        partitionsConsumedConcurrently: config.concurrency,
        eachMessage: async ({ topic, partition, message }) => {
          const body = JSON.parse(message.value?.toString('utf8') ?? '{}') as QuestionMessage;
          const attributes = {
            ...serverAttributes,
            'messaging.consumer.group.name': config.groupId,
            'messaging.destination.partition.id': String(partition),
            'messaging.kafka.offset': Number(message.offset),
            'messaging.message.body.size': message.value?.length ?? 0,
            ...(message.key ? { 'messaging.kafka.message.key': message.key.toString('utf8') } : {}),
          };
          try {
            await spans.consume(topic, headersToStrings(message.headers), attributes, () => handler(body));
          } catch {
            // Recorded on the consumer span; a failed question is not redelivered (the offset moves on).
          } finally {
            handled++;
          }
        },
      });
      await joined;
    },
    depth: () => Math.max(0, published - handled),
    shutdown() {
      stopped ??= (async () => {
        await consumer?.disconnect();
        if (producerReady) await producer.disconnect();
      })();
      return stopped;
    },
  };
}

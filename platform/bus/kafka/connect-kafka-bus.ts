import type { Admin, Kafka } from 'kafkajs';
import type pino from 'pino';
import { createBusError } from '../bus-error.ts';
import { ensureKafkaTopic } from './ensure-kafka-topic.ts';
import type { KafkaBusSettings } from './kafka-bus-config.ts';
import { classifyKafkaError, describeKafkaError } from './kafka-errors.ts';

/**
 * The connecting part of the bus's start(): within startTimeoutMs, connects an admin client, makes sure the
 * topic exists (ensure-kafka-topic.ts) and connects the producer (`connectProducer`), retrying the whole round
 * every 500 ms. Throws TH_ERR_BUS_KAFKA at once when the broker refuses for a reason retrying cannot fix
 * (kafka-errors.ts), TH_ERR_BUS_UNAVAILABLE when the deadline passes. The admin client is always disconnected
 * when it returns or throws; the producer is the caller's to disconnect after a failure.
 */
export async function connectKafkaBus(deps: { kafka: Kafka; logger: pino.Logger; settings: KafkaBusSettings; connectProducer: () => Promise<void> }): Promise<void> {
  const { kafka, logger, settings, connectProducer } = deps;
  const deadline = Date.now() + settings.startTimeoutMs;
  let admin: Admin | null = null;
  let lastError: unknown = null;
  try {
    for (;;) {
      admin = kafka.admin({ retry: { initialRetryTime: 200, maxRetryTime: 2000, retries: 3 } });
      try {
        await admin.connect();
        await ensureKafkaTopic(
          admin,
          { topic: settings.topic, partitions: settings.partitions, replicationFactor: settings.replicationFactor, maxMessageBytes: settings.maxMessageBytes, timeoutMs: settings.startTimeoutMs },
          logger,
        );
        await connectProducer();
        break;
      } catch (error) {
        lastError = error;
        await admin.disconnect().catch(() => undefined);
        admin = null;
        const classified = classifyKafkaError(error, 'createTopic');
        if (classified.verdict !== 'retryable') {
          throw createBusError('TH_ERR_BUS_KAFKA', `kafka bus: could not create topic ${settings.topic} (${classified.kafkaType})`, error);
        }
        if (Date.now() >= deadline) {
          const { errName, kafkaType } = describeKafkaError(lastError);
          throw createBusError(
            'TH_ERR_BUS_UNAVAILABLE',
            `kafka bus: no broker of ${settings.brokers.join(',')} answered within ${settings.startTimeoutMs} ms (${kafkaType ?? errName})`,
            lastError,
          );
        }
        await new Promise((resolve) => setTimeout(resolve, 500));
      }
    }
    // The admin client is only needed for the topic; consumers and the producer have their own connections.
    await admin.disconnect();
    admin = null;
  } catch (error) {
    // Only left connected when its last disconnect failed: every failed round disconnects it above.
    if (admin !== null) await admin.disconnect().catch(() => undefined);
    throw error;
  }
}

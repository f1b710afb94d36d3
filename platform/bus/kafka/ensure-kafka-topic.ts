import type { Admin } from 'kafkajs';
import type pino from 'pino';

/** The topic the Kafka bus uses, as configured. */
export interface KafkaTopicSettings {
  topic: string;
  partitions: number;
  replicationFactor: number;
  maxMessageBytes: number;
  /** Bound on the CreateTopics request (and on waiting for leaders). */
  timeoutMs: number;
}

/**
 * Makes sure the topic exists: looks first (an existing topic is the normal case on every restart, not an
 * error), and creates it only when missing; an existing topic is used as it is, with a warning when its
 * partition count differs from the configuration. Errors (broker down, not authorized, invalid replication
 * factor) are thrown as kafkajs raised them, for the caller to classify. Logs the outcome; never at error.
 */
export async function ensureKafkaTopic(
  admin: Pick<Admin, 'listTopics' | 'createTopics' | 'fetchTopicMetadata'>,
  settings: KafkaTopicSettings,
  logger: pino.Logger,
): Promise<void> {
  const exists = (await admin.listTopics()).includes(settings.topic);
  if (!exists) {
    const created = await admin.createTopics({
      topics: [
        {
          topic: settings.topic,
          numPartitions: settings.partitions,
          replicationFactor: settings.replicationFactor,
          configEntries: [{ name: 'max.message.bytes', value: String(settings.maxMessageBytes) }],
        },
      ],
      waitForLeaders: true,
      timeout: settings.timeoutMs,
    });
    if (created) {
      logger.info({ partitions: settings.partitions, replicationFactor: settings.replicationFactor }, 'kafka bus: created topic');
      return;
    }
    // false = TOPIC_ALREADY_EXISTS: another process created it between our look and our request.
  }
  const metadata = await admin.fetchTopicMetadata({ topics: [settings.topic] });
  const partitions = metadata.topics[0]?.partitions.length ?? 0;
  if (partitions !== settings.partitions) {
    logger.warn({ partitions, configuredPartitions: settings.partitions }, 'kafka bus: topic exists with a different partition count; using it as it is');
  } else {
    logger.debug({ partitions }, 'kafka bus: topic exists');
  }
}

import kafkajs from 'kafkajs';
import type { Kafka, Producer } from 'kafkajs';
import type pino from 'pino';
import type { ProducerStats } from './kafka-bus-stats.ts';
import { describeKafkaError } from './kafka-errors.ts';

const { Partitioners } = kafkajs;

/** One idempotent kafkajs producer and the sends running on it. Owned by ProducerSlots; senders read it. */
export interface ProducerSlot {
  producer: Producer;
  /** The lane (0 … lanes - 1) this producer sends for; its replacement takes the same lane. */
  lane: number;
  connecting: Promise<void> | null;
  /** Appends still running on this producer (including ones already answered by a timeout). */
  inFlight: number;
  retired: boolean;
  closed: boolean;
}

/**
 * The bus's idempotent producers: per lane (`producerLanes`) the current one, which new sends on that lane use,
 * and retired ones still finishing sends that were abandoned after a timeout. After a failed or timed-out send the
 * lane's producer is replaced (new producer id): a batch that the broker wrote but did not acknowledge could
 * otherwise make the broker treat the next batch with the same sequence numbers as its duplicate and drop it
 * while acknowledging it. Lanes are independent producers: each has its own producer id, sequence numbers and
 * connection, so one lane's request in flight does not hold back another's.
 */
export interface ProducerSlots {
  /** How many lanes there are. */
  readonly lanes: number;
  /** The producer new sends on `lane` use (lane 0 when left out). */
  current(lane?: number): ProducerSlot;
  /** Connects a producer; concurrent calls share one attempt, and a failed attempt can be made again. */
  connect(slot: ProducerSlot): Promise<void>;
  /** A send starts on `slot`: it stays connected until `endSend`, even once retired. */
  beginSend(slot: ProducerSlot): void;
  /** A send on `slot` is over (kafkajs is done with it): a retired producer with no send left is closed. */
  endSend(slot: ProducerSlot): void;
  /** Replaces the slot's producer in its lane after a failed send (see above: sequence numbers become uncertain). */
  retire(slot: ProducerSlot): void;
  /** Closes every producer, retired or not, without counting a reset, and waits until all are disconnected. */
  closeAll(): Promise<void>;
}

export function createProducerSlots(deps: {
  kafka: Kafka;
  logger: pino.Logger;
  stats: ProducerStats;
  lanes?: number;
  /** Each produce request's round trip in whole milliseconds, from kafkajs's own request event (see KafkaBusDeps). */
  onProduceRequest?: (ms: number) => void;
}): ProducerSlots {
  const { kafka, logger, stats, onProduceRequest } = deps;
  const lanes = deps.lanes ?? 1;
  const closingProducers = new Set<Promise<void>>();
  /** Producers not yet disconnected: the current one and retired ones still finishing abandoned sends. */
  const liveSlots = new Set<ProducerSlot>();

  function newProducerSlot(lane: number): ProducerSlot {
    const producer = kafka.producer({
      idempotent: true,
      // kafkajs serializes produce requests per broker for an idempotent producer; 1 keeps ordering simple.
      maxInFlightRequests: 1,
      allowAutoTopicCreation: false,
      // Java-compatible murmur2 on the key: every record of a trace lands in one partition.
      createPartitioner: Partitioners.DefaultPartitioner,
      retry: { initialRetryTime: 100, maxRetryTime: 1000, retries: 3 },
    });
    if (onProduceRequest !== undefined) {
      // kafkajs times every request it sends (Date.now() at the socket write and when the response is read);
      // only produce requests are this bus's appends (metadata, API versions and the producer id are not).
      producer.on(producer.events.REQUEST, ({ payload }) => {
        if (payload.apiName === 'Produce') onProduceRequest(payload.duration);
      });
    }
    const slot: ProducerSlot = { producer, lane, connecting: null, inFlight: 0, retired: false, closed: false };
    liveSlots.add(slot);
    return slot;
  }

  const currentSlots = Array.from({ length: lanes }, (_, lane) => newProducerSlot(lane));

  function closeSlot(slot: ProducerSlot): void {
    if (slot.closed) return;
    slot.closed = true;
    liveSlots.delete(slot);
    const closing = slot.producer.disconnect().catch((error: unknown) => {
      logger.warn({ error: describeKafkaError(error) }, 'kafka bus: producer disconnect failed');
    });
    closingProducers.add(closing);
    void closing.finally(() => closingProducers.delete(closing));
  }

  return {
    lanes,

    current: (lane = 0) => currentSlots[lane]!,

    connect(slot: ProducerSlot): Promise<void> {
      slot.connecting ??= slot.producer.connect().catch((error: unknown) => {
        slot.connecting = null;
        throw error;
      });
      return slot.connecting;
    },

    beginSend(slot: ProducerSlot): void {
      slot.inFlight++;
    },

    endSend(slot: ProducerSlot): void {
      slot.inFlight--;
      if (slot.retired && slot.inFlight === 0) closeSlot(slot);
    },

    retire(slot: ProducerSlot): void {
      if (slot.retired) return;
      slot.retired = true;
      stats.producerResetsTotal++;
      if (currentSlots[slot.lane] === slot) currentSlots[slot.lane] = newProducerSlot(slot.lane);
      if (slot.inFlight === 0) closeSlot(slot);
    },

    async closeAll(): Promise<void> {
      // Also stops sends still retrying after their append was answered by a timeout.
      for (const slot of [...liveSlots]) {
        slot.retired = true;
        closeSlot(slot);
      }
      while (closingProducers.size > 0) await Promise.allSettled([...closingProducers]);
    },
  };
}

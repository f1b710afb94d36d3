import type { Kafka } from 'kafkajs';
import type pino from 'pino';
import { createBusError } from '../bus-error.ts';
import type { AppendResult, BusProducer } from '../bus.ts';
import { createAppendAnswers } from './append-answers.ts';
import { createGroupCommit } from './group-commit.ts';
import type { KafkaBusSettings } from './kafka-bus-config.ts';
import type { PhaseRef } from './kafka-bus-phase.ts';
import { createClosedError, createNotStartedError, isShutDown } from './kafka-bus-phase.ts';
import type { ProducerStats } from './kafka-bus-stats.ts';
import { createProducerSlots } from './producer-slots.ts';
import { BATCH_OVERHEAD_BYTES, framedRecordBytes } from './record-framing.ts';

/**
 * The Kafka bus's producer side: `append` (the BusProducer contract, see kafka-bus.ts) plus what the bus's
 * lifecycle needs. `append` never throws; it checks the records and the in-flight bounds, then hands the append
 * to group commit. Owned by one bus; its phase decides what `append` accepts.
 */
export interface KafkaProducer extends BusProducer {
  /** Connects each lane's idempotent producer; start() calls it (and retries it) before the bus is started. */
  connect(): Promise<void>;
  /** Disconnects the lanes' producers after a failed start, errors ignored: the bus is closed for good then. */
  abandon(): Promise<void>;
  /** Resolves once every append is answered (each within appendTimeoutMs); shutdown calls it first. */
  settle(): Promise<void>;
  /** Disconnects every producer, including retired ones still finishing abandoned sends. */
  close(): Promise<void>;
}

export function createKafkaProducer(deps: {
  kafka: Kafka;
  logger: pino.Logger;
  settings: KafkaBusSettings;
  phase: PhaseRef;
  stats: ProducerStats;
  onProduceRequest?: (ms: number) => void;
}): KafkaProducer {
  const { kafka, logger, settings, phase, stats } = deps;
  const slots = createProducerSlots({ kafka, logger, stats, lanes: settings.producerLanes, onProduceRequest: deps.onProduceRequest });
  const answers = createAppendAnswers({ logger, settings, stats });
  const groupCommit = createGroupCommit({ settings, stats, slots, answers });

  function append(records: { key: string; value: Buffer }[]): Promise<AppendResult> {
    if (isShutDown(phase)) return Promise.resolve(answers.failed(createClosedError()));
    if (phase.current !== 'started') return Promise.resolve(answers.failed(createNotStartedError()));
    if (!Array.isArray(records)) return Promise.resolve(answers.failed(createBusError('TH_ERR_BUS_INVALID_RECORD', 'kafka bus: records must be an array')));
    if (records.length === 0) return Promise.resolve({ status: 'ok', firstOffset: -1 });
    const sizes = new Array<number>(records.length);
    let bytes = 0;
    for (let i = 0; i < records.length; i++) {
      const record = records[i];
      if (record === null || typeof record !== 'object' || typeof record.key !== 'string' || !Buffer.isBuffer(record.value)) {
        return Promise.resolve(answers.failed(createBusError('TH_ERR_BUS_INVALID_RECORD', `kafka bus: record ${i} needs a string key and a Buffer value`)));
      }
      const size = framedRecordBytes(record);
      if (size + BATCH_OVERHEAD_BYTES > settings.maxMessageBytes) {
        return Promise.resolve(
          answers.failed(createBusError('TH_ERR_BUS_BATCH_TOO_LARGE', `kafka bus: record ${i} is ${size} bytes; maxMessageBytes is ${settings.maxMessageBytes}`)),
        );
      }
      sizes[i] = size;
      bytes += size;
    }
    const { inFlightAppends, inFlightBytes } = stats;
    // An append larger than the byte bound still goes through when nothing else is in flight.
    if (inFlightAppends >= settings.maxInFlightAppends || (inFlightAppends > 0 && inFlightBytes + bytes > settings.maxInFlightBytes)) {
      stats.appendsRefusedBusyTotal++;
      return Promise.resolve(
        answers.refuse('busy', 'bus_busy', settings.busyRetryMs, { inFlightAppends, inFlightBytes, maxInFlightAppends: settings.maxInFlightAppends }),
      );
    }
    return groupCommit.enqueue({ records, sizes, bytes });
  }

  return {
    append,
    connect: async () => {
      await Promise.all(Array.from({ length: slots.lanes }, (_, lane) => slots.connect(slots.current(lane))));
    },
    abandon: async () => {
      await Promise.all(Array.from({ length: slots.lanes }, (_, lane) => slots.current(lane).producer.disconnect().catch(() => undefined)));
    },
    settle: () => groupCommit.settle(),
    close: () => slots.closeAll(),
  };
}

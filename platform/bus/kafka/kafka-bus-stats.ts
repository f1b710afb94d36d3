/** One consumer's state, for /metrics and tests. */
export interface KafkaConsumerStats {
  group: string;
  /** Partitions of the topic assigned to this consumer at the last join (ascending). */
  assignedPartitions: number[];
  /** True between a join and the next rebalance/crash. */
  joined: boolean;
  queuedRecords: number;
  queuedBytes: number;
  pausedPartitions: number[];
  /**
   * Records of the assigned partitions after the consumer's position (its last commit; before one, the first
   * offset fetched since the join), up to each partition's high watermark as of its last fetch. A partition
   * paused because the queue is full is not fetched, so its high watermark can be stale: lag is then at least
   * this. Partitions not fetched since the join count 0.
   */
  lagRecords: number;
  groupJoinsTotal: number;
  pausesTotal: number;
  /** Records dropped from the queue by rebalances (they are fetched again by whoever owns them). */
  droppedQueuedRecordsTotal: number;
  /** Commits for partitions this consumer did not own, ignored. */
  commitsIgnoredTotal: number;
  /** Restarts the bus made after crashes kafkajs does not restart from (non-retriable errors). */
  selfRestartsTotal: number;
}

/** The bus's counters and gauges, a snapshot taken by `KafkaBus.stats()`; the caller owns it. */
export interface KafkaBusStats {
  appendsOkTotal: number;
  appendsRetryableTotal: number;
  appendsRefusedBusyTotal: number;
  appendsFailedTotal: number;
  inFlightAppends: number;
  inFlightBytes: number;
  /** Idempotent producers replaced after a failed or timed-out send. */
  producerResetsTotal: number;
  /** Produce requests sent; below appendsOkTotal when concurrent appends shared requests (group commit). */
  produceRequestsTotal: number;
  consumers: KafkaConsumerStats[];
}

/**
 * The producer side of KafkaBusStats, live: one object per bus, updated in place by the producer's modules
 * (append admission, group commit, producer slots) and copied by `stats()`.
 */
export type ProducerStats = Omit<KafkaBusStats, 'consumers'>;

export function createProducerStats(): ProducerStats {
  return {
    appendsOkTotal: 0,
    appendsRetryableTotal: 0,
    appendsRefusedBusyTotal: 0,
    appendsFailedTotal: 0,
    producerResetsTotal: 0,
    produceRequestsTotal: 0,
    inFlightAppends: 0,
    inFlightBytes: 0,
  };
}

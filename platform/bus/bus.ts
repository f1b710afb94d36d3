/**
 * The bus between the collector and ingest. The embedded default is a local durable log
 * (`local-log.ts`); the Kafka bus (`kafka-bus.ts`) fills the same interface when the tiers are scaled out.
 *
 * Contract: `append` resolves only when the batch is durable (fsynced / acks=all). A resolved append is
 * never lost, even on kill -9 right after. Delivery to consumers is at-least-once: a consumer that
 * crashes before `commit` sees the same records again. Records are opaque bytes to the bus.
 */
export interface BusRecord {
  /** Partition the record came from (the local log has one: 0; Kafka partitions by key). */
  partition: number;
  /** Monotonic position of the record in its partition. */
  offset: number;
  /** Partitioning key (trace_id); the local log has one partition and keeps it for Kafka parity. */
  key: string;
  value: Buffer;
}

/**
 * Why an append was refused for now. `full`: the bus holds as much unconsumed data as it may (consumers
 * are behind); `busy`: too many appends are in progress; both are load, answered 429. `unavailable`: the
 * bus cannot be reached or did not acknowledge in time, an outage, answered 503.
 */
export type AppendRefusal = 'full' | 'busy' | 'unavailable';

export type AppendResult =
  | { status: 'ok'; firstOffset: number }
  | { status: 'retryable'; retryInMs: number; reason: AppendRefusal }
  | { status: 'failed'; error: Error };

export interface BusProducer {
  /** Appends records atomically as one batch and resolves when they are durable. */
  append(records: { key: string; value: Buffer }[]): Promise<AppendResult>;
}

export interface BusConsumer {
  /**
   * Returns up to `maxRecords` records after the consumer's position (the last committed offset
   * on first call, then advancing as records are returned). Waits up to `waitMs` for new records
   * when none are available; returns [] after that.
   */
  poll(maxRecords: number, waitMs: number): Promise<BusRecord[]>;
  /** Durably records that every record of `partition` (default 0) with offset < `nextOffset` is processed. */
  commit(nextOffset: number, partition?: number): Promise<void>;
  /**
   * Registers a listener called when partitions are taken from this consumer (a group rebalance).
   * Uncommitted records of those partitions will be delivered to their new owner, so state held for
   * them must be dropped, not decided. The local log never revokes.
   */
  onPartitionsRevoked?(listener: (partitions: number[]) => void): void;
}

export interface Bus {
  start(): Promise<void>;
  producer(): BusProducer;
  /** One named consumer group; its committed position survives restarts. */
  consumer(group: string): BusConsumer;
  /** Flushes and closes; safe to call twice. */
  shutdown(): Promise<void>;
}

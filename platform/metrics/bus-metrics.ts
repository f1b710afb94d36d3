/**
 * The bus's and ingest's state on the process's Prometheus registry, read at each scrape from the components'
 * own `stats()` (nothing is counted twice, nothing runs between scrapes). Without these, a consumer that stopped,
 * a group that lost its partitions or ingest falling behind showed only in log lines.
 *
 * Labels: `outcome` (fixed enumerations) and `group` (the consumer group's configured name, e.g. `ingest`).
 * Totals are Prometheus counters whose value is the component's own monotonic total.
 */
import { Counter, Gauge, Histogram, type Registry } from 'prom-client';
import type { KafkaBusStats } from '../bus/kafka-bus.ts';
import type { LocalLogStats } from '../bus/local-log/stats.ts';

/** A counter that reports `read()`'s totals (monotonic in the component) at each scrape. */
function totalsCounter<L extends string>(registry: Registry, name: string, help: string, labelNames: L[], read: () => { labels: Partial<Record<L, string>>; value: number }[]): void {
  new Counter<L>({
    name,
    help,
    labelNames,
    registers: [registry],
    collect() {
      this.reset();
      for (const { labels, value } of read()) this.inc(labels, value);
    },
  });
}

/** A gauge set from `read()` at each scrape. */
function stateGauge<L extends string>(registry: Registry, name: string, help: string, labelNames: L[], read: () => { labels: Partial<Record<L, string>>; value: number }[]): void {
  new Gauge<L>({
    name,
    help,
    labelNames,
    registers: [registry],
    collect() {
      this.reset();
      for (const { labels, value } of read()) this.set(labels, value);
    },
  });
}

/** `tracehold_bus_appends_total{outcome}` from the bus's totals by outcome; `outcomes` says what each means. */
function appendsCounter(registry: Registry, outcomes: string, read: () => Record<string, number>): void {
  totalsCounter(registry, 'tracehold_bus_appends_total', `Bus appends by outcome (${outcomes})`, ['outcome'], () =>
    Object.entries(read()).map(([outcome, value]) => ({ labels: { outcome }, value })),
  );
}

/** What the Kafka bus reports as it goes (the rest is read from its stats at each scrape). */
export interface KafkaBusObservers {
  /** A produce request's round trip in whole milliseconds (KafkaBusDeps.onProduceRequest). */
  observeProduceRequest(ms: number): void;
}

/** The same bounds as tracehold_collector_step_seconds from 1 ms (kafkajs times in whole milliseconds), to read the two side by side. */
const PRODUCE_REQUEST_BUCKETS = [0.001, 0.002, 0.003, 0.004, 0.005, 0.0065, 0.008, 0.01, 0.0125, 0.015, 0.02, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

/**
 * The Kafka bus: appends by outcome, produce requests and their round trips, producer resets, and per consumer
 * group its membership and lag.
 */
export function registerKafkaBusMetrics(registry: Registry, stats: () => KafkaBusStats): KafkaBusObservers {
  const produceRequestSeconds = new Histogram({
    name: 'tracehold_bus_produce_request_seconds',
    help:
      'Kafka produce requests from sent to their response read, as the client (kafkajs) times them in whole milliseconds: the broker, the network and any wait ' +
      'for this thread to read the answer. An append (tracehold_collector_step_seconds{step="append"}) much slower than its request waited in the collector',
    buckets: PRODUCE_REQUEST_BUCKETS,
    registers: [registry],
  });
  appendsCounter(registry, 'ok; retryable: the broker did not acknowledge in time or was unreachable; refused_busy: the in-flight bound was reached; failed', () => {
    const s = stats();
    return { ok: s.appendsOkTotal, retryable: s.appendsRetryableTotal, refused_busy: s.appendsRefusedBusyTotal, failed: s.appendsFailedTotal };
  });
  totalsCounter(registry, 'tracehold_bus_produce_requests_total', 'Kafka produce requests sent (fewer than appends when concurrent appends share one)', [], () => [{ labels: {}, value: stats().produceRequestsTotal }]);
  totalsCounter(registry, 'tracehold_bus_producer_resets_total', 'Idempotent Kafka producers replaced after a failed or timed-out send', [], () => [{ labels: {}, value: stats().producerResetsTotal }]);
  stateGauge(registry, 'tracehold_bus_inflight_appends', 'Bus appends waiting for the broker', [], () => [{ labels: {}, value: stats().inFlightAppends }]);

  const perGroup = (value: (c: KafkaBusStats['consumers'][number]) => number) => () => stats().consumers.map((c) => ({ labels: { group: c.group }, value: value(c) }));
  stateGauge(registry, 'tracehold_bus_consumer_joined', '1 while the consumer is a member of its group with partitions assigned at the last join, 0 while it (re)joins or after a crash', ['group'], perGroup((c) => (c.joined ? 1 : 0)));
  stateGauge(registry, 'tracehold_bus_consumer_assigned_partitions', 'Partitions of the topic assigned to this consumer at its last join', ['group'], perGroup((c) => c.assignedPartitions.length));
  stateGauge(registry, 'tracehold_bus_consumer_paused_partitions', 'Partitions paused because the consumer queue is full (ingest is behind)', ['group'], perGroup((c) => c.pausedPartitions.length));
  stateGauge(registry, 'tracehold_bus_consumer_queued_records', 'Records fetched and not yet taken by ingest', ['group'], perGroup((c) => c.queuedRecords));
  stateGauge(
    registry,
    'tracehold_bus_consumer_lag_records',
    "Records of this consumer's partitions not yet committed, up to each partition's high watermark at its last fetch (a paused partition's can be stale: the lag is then at least this)",
    ['group'],
    perGroup((c) => c.lagRecords),
  );
  totalsCounter(registry, 'tracehold_bus_consumer_group_joins_total', 'Joins of the consumer group by this consumer (each rebalance is one)', ['group'], perGroup((c) => c.groupJoinsTotal));
  totalsCounter(registry, 'tracehold_bus_consumer_restarts_total', 'Consumer restarts made by the bus after crashes kafkajs does not restart from', ['group'], perGroup((c) => c.selfRestartsTotal));
  return { observeProduceRequest: (ms) => produceRequestSeconds.observe(ms / 1000) };
}

/** The all-in-one's local log: appends by outcome, disk use, and the bytes ingest has not consumed yet. */
export function registerLocalLogMetrics(registry: Registry, stats: () => LocalLogStats): void {
  appendsCounter(registry, 'ok; refused_full: the log reached bus.maxTotalBytes; refused_busy: the bytes waiting to be written reached their bound', () => {
    const s = stats();
    return { ok: s.appendsOkTotal, refused_full: s.appendsRefusedFullTotal, refused_busy: s.appendsRefusedBusyTotal };
  });
  stateGauge(registry, 'tracehold_bus_log_disk_bytes', 'Bytes of the local log on disk', [], () => [{ labels: {}, value: stats().diskBytes }]);
  stateGauge(registry, 'tracehold_bus_log_unconsumed_bytes', 'Bytes of the local log not yet committed by ingest', [], () => [{ labels: {}, value: stats().unconsumedBytes }]);
  stateGauge(registry, 'tracehold_bus_log_segments', 'Segment files of the local log', [], () => [{ labels: {}, value: stats().segmentCount }]);
}

/** Ingest's tail-sampling buffer: traces held for a decision (bounded by tailSampling's limits). */
export function registerIngestBufferMetrics(registry: Registry, buffer: () => { bufferedTraces: number; bufferedSpans: number; bufferedBytes: number }): void {
  stateGauge(registry, 'tracehold_ingest_buffered_traces', 'Traces held by the tail sampler, waiting for their decision', [], () => [{ labels: {}, value: buffer().bufferedTraces }]);
  stateGauge(registry, 'tracehold_ingest_buffered_spans', 'Spans held by the tail sampler', [], () => [{ labels: {}, value: buffer().bufferedSpans }]);
  stateGauge(registry, 'tracehold_ingest_buffered_bytes', 'Bytes held by the tail sampler', [], () => [{ labels: {}, value: buffer().bufferedBytes }]);
}

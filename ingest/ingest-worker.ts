import type { Logger } from 'pino';
import type { Bus, BusConsumer, BusRecord } from '../platform/bus/bus.ts';
import type { ClickHouse } from '../platform/clickhouse/create-clickhouse.ts';
import type { Metrics } from '../platform/metrics/create-metrics.ts';
import { decodeTraceBatch, type TraceBatch } from '../schemas/bus-payload.ts';
import type { TailSamplingConfig } from '../schemas/tail-sampling.ts';
import { createTailSampler, type DecidedTrace, type TailSampler, type TailSamplerStats } from './tail-sampler.ts';
import { toContentObjectRow, toLedgerRow, toSpanRow, toTraceIndexInputRow, type Row } from './to-rows.ts';

export interface IngestWorkerConfig {
  /** Consumer group name on the bus. */
  group: string;
  /** Bus records per poll at most (one record = one trace of one export). */
  maxBatchRecords: number;
  /** Rows per ClickHouse insert at most. */
  maxBatchRows: number;
  /** How long a poll waits for records; also how often sampling decisions are collected. */
  flushIntervalMs: number;
  /** Back-off after a failed ClickHouse write, doubled up to maxRetryDelayMs. */
  retryDelayMs: number;
  maxRetryDelayMs: number;
  /** How often an `ingest stats` info line (counts and bytes only) is logged; also logged once at shutdown. 0 = never. */
  statsLogIntervalMs: number;
  sampling: TailSamplingConfig;
}

export interface IngestStats {
  recordsConsumed: number;
  recordsInvalid: number;
  spansWritten: number;
  llmCallsWritten: number;
  tracesKept: number;
  tracesDropped: number;
  writeFailures: number;
  /** Per partition: offset of the next record to consume; everything before it is stored or decided. */
  committed: Record<number, number>;
  /** Milliseconds from the collector's acceptance to the ledger write (most recent batch). */
  lastIngestDelayMs: number | null;
  sampler: TailSamplerStats;
}

/**
 * Consumes trace batches from the bus. On arrival it writes the ledger and content-object metadata
 * (100% of LLM calls, queryable within a poll interval). The tail sampler then holds each trace until its
 * decision; at the decision ingest writes the trace index (100% of traces, with the decision and policy)
 * and, for kept traces, the spans. A partition's offset is committed only up to the oldest record still
 * held by an undecided or unwritten trace, so a crash replays exactly what is not stored; the tables'
 * ReplacingMergeTree / aggregate keys make the replay idempotent.
 */
export interface IngestWorker {
  start(): Promise<void>;
  /**
   * Decides every buffered trace now (marked early), writes everything, and waits until every record
   * appended to the bus before this call is committed (local log) or the timeout passes.
   */
  drain(timeoutMs: number): Promise<boolean>;
  stats(): IngestStats;
  /** Stops after what is in hand is written (or given up); safe to call twice. */
  shutdown(): Promise<void>;
}

export interface IngestWorkerDeps {
  logger: Logger;
  bus: Bus;
  clickhouse: ClickHouse;
  /** Highest offset appended to the (single-partition) bus so far + 1, for drain; optional. */
  busEndOffset?: () => number;
  metrics?: Metrics;
  clock?: { nowMs(): number };
}

export function createIngestWorker(deps: IngestWorkerDeps, config: IngestWorkerConfig): IngestWorker {
  const { logger, clickhouse } = deps;
  const { client, db } = clickhouse;
  const clock = deps.clock ?? { nowMs: () => Date.now() };
  const sampler: TailSampler = createTailSampler(config.sampling, clock);
  const stats: Omit<IngestStats, 'sampler'> = {
    recordsConsumed: 0,
    recordsInvalid: 0,
    spansWritten: 0,
    llmCallsWritten: 0,
    tracesKept: 0,
    tracesDropped: 0,
    writeFailures: 0,
    committed: {},
    lastIngestDelayMs: null,
  };
  const state = { stopped: false, flushRequested: false };
  let consumer: BusConsumer | null = null;
  let loop: Promise<void> | null = null;
  let warnedInvalid = false;
  let wake: (() => void) | null = null;
  let statsTimer: NodeJS.Timeout | null = null;

  /** Progress and the sampler's buffer for operators (and the Kafka benchmark): counts and bytes, never values. */
  function logStats(msg: string): void {
    const s = sampler.stats();
    logger.info(
      {
        recordsConsumed: stats.recordsConsumed,
        recordsInvalid: stats.recordsInvalid,
        llmCallsWritten: stats.llmCallsWritten,
        spansWritten: stats.spansWritten,
        tracesKept: stats.tracesKept,
        tracesDropped: stats.tracesDropped,
        writeFailures: stats.writeFailures,
        lastIngestDelayMs: stats.lastIngestDelayMs,
        sampler: {
          bufferedTraces: s.bufferedTraces,
          bufferedSpans: s.bufferedSpans,
          bufferedBytes: s.bufferedBytes,
          peakBufferedBytes: s.peakBufferedBytes,
          earlyDecisions: s.earlyDecisions,
          lateSpansFollowed: s.lateSpansFollowed,
          lateSpansNewTrace: s.lateSpansNewTrace,
          revokedTraces: s.revokedTraces,
        },
      },
      msg,
    );
  }

  const sleep = (ms: number) =>
    new Promise<void>((resolve) => {
      const t = setTimeout(done, ms);
      function done() {
        clearTimeout(t);
        wake = null;
        resolve();
      }
      wake = done;
    });

  async function insert(table: string, rows: Row[]): Promise<void> {
    for (let i = 0; i < rows.length; i += config.maxBatchRows) {
      const chunk = rows.slice(i, i + config.maxBatchRows);
      await client.insert({ table: `${db}.${table}`, values: chunk, format: 'JSONEachRow' });
      deps.metrics?.ingestRows.inc({ table }, chunk.length);
    }
  }

  /** Runs `write` until it succeeds or the worker stops; returns false when it gave up because of a stop. */
  async function withRetry(write: () => Promise<void>): Promise<boolean> {
    let delayMs = config.retryDelayMs;
    let failingSince: number | null = null;
    for (;;) {
      try {
        await write();
        if (failingSince !== null) logger.info({ failedForMs: Date.now() - failingSince }, 'ClickHouse writes recovered');
        return true;
      } catch (err) {
        stats.writeFailures += 1;
        deps.metrics?.ingestWriteFailures.inc();
        if (failingSince === null) {
          failingSince = Date.now();
          // ClickHouse errors can echo row data; log only the code and type.
          const e = err as { code?: string; type?: string; name?: string };
          logger.warn({ code: e.code, type: e.type ?? e.name }, 'ClickHouse write failed; retrying with back-off (records stay on the bus)');
        }
        if (state.stopped) return false;
        await sleep(delayMs);
        delayMs = Math.min(delayMs * 2, config.maxRetryDelayMs);
      }
    }
  }

  /** Ledger and content metadata for 100% of calls, as soon as they arrive. */
  async function writeArrivals(batches: TraceBatch[]): Promise<void> {
    const ledgerRows: Row[] = [];
    const contentRows: Row[] = [];
    let oldestReceivedAtMs = Infinity;
    for (const b of batches) {
      oldestReceivedAtMs = Math.min(oldestReceivedAtMs, b.receivedAtMs);
      for (const l of b.ledger) ledgerRows.push(toLedgerRow(l));
      for (const c of b.contentObjects) contentRows.push(toContentObjectRow(c));
    }
    if (ledgerRows.length) await insert('llm_calls', ledgerRows);
    if (contentRows.length) await insert('content_objects', contentRows);
    stats.llmCallsWritten += ledgerRows.length;
    if (Number.isFinite(oldestReceivedAtMs)) {
      stats.lastIngestDelayMs = Date.now() - oldestReceivedAtMs;
      deps.metrics?.ingestDelayMs.set(stats.lastIngestDelayMs);
    }
  }

  /** Trace index rows (with the decision) for every decided trace, spans for kept ones. */
  async function writeDecisions(decided: DecidedTrace[]): Promise<void> {
    const spanRows: Row[] = [];
    const indexRows: Row[] = [];
    for (const t of decided) {
      const decision = t.decision.keep ? 'kept' : 'dropped';
      const policy = t.decision.early ? `${t.decision.policy} (early)` : t.decision.policy;
      for (const b of t.batches) {
        const llmSpanIds = new Set(b.ledger.map((l) => l.spanId));
        for (const span of b.spans) {
          if (t.decision.keep) spanRows.push(toSpanRow(span));
          indexRows.push({ ...toTraceIndexInputRow(span, llmSpanIds.has(span.spanId)), sample_decision: decision, sample_policy: policy });
        }
      }
    }
    if (spanRows.length) await insert('spans', spanRows);
    if (indexRows.length) await insert('trace_index_input', indexRows);
    stats.spansWritten += spanRows.length;
  }

  /** Failed commits in the current episode (logged when it starts and when it ends), 0 when commits succeed. */
  let commitFailures = 0;

  async function commitPositions(partitions: Iterable<number>): Promise<void> {
    for (const p of partitions) {
      const pos = sampler.commitPosition(p);
      if (pos === null || pos <= (stats.committed[p] ?? 0)) continue;
      try {
        await consumer!.commit(pos, p);
      } catch (err) {
        // Retryable by the bus contract (Kafka: TH_ERR_BUS_UNAVAILABLE while the consumer rejoins its group).
        // The next cycle commits again; until then a restart merely reads these records again (idempotent).
        if (commitFailures === 0) logger.warn({ code: (err as { code?: string }).code, partition: p }, 'bus commit failed; retrying on the next cycle');
        commitFailures += 1;
        return;
      }
      if (commitFailures > 0) {
        logger.info({ failedCommits: commitFailures }, 'bus commits succeed again');
        commitFailures = 0;
      }
      stats.committed[p] = pos;
    }
  }

  const touched = new Set<number>();

  async function settle(decided: DecidedTrace[]): Promise<boolean> {
    if (decided.length) {
      if (!(await withRetry(() => writeDecisions(decided)))) return false;
      for (const t of decided) {
        if (t.decision.keep) stats.tracesKept += 1;
        else stats.tracesDropped += 1;
      }
      sampler.release(decided);
    }
    await commitPositions(touched);
    return true;
  }

  async function cycle(): Promise<boolean> {
    const records: BusRecord[] = await consumer!.poll(config.maxBatchRecords, config.flushIntervalMs);
    const decoded: Array<{ record: BusRecord; batch: TraceBatch }> = [];
    for (const record of records) {
      touched.add(record.partition);
      const d = decodeTraceBatch(record.value);
      if (d.status !== 'ok') {
        // A record we cannot read is never silently skipped: it is counted and reported once.
        stats.recordsInvalid += 1;
        if (!warnedInvalid) {
          warnedInvalid = true;
          logger.error({ partition: record.partition, offset: record.offset, error: d.error }, 'skipping unreadable bus record (counted in recordsInvalid)');
        }
        sampler.skipRecord(record.partition, record.offset);
        continue;
      }
      decoded.push({ record, batch: d.batch });
    }
    if (decoded.length && !(await withRetry(() => writeArrivals(decoded.map((d) => d.batch))))) return false;
    const decided: DecidedTrace[] = [];
    for (const { record, batch } of decoded) {
      const r = sampler.add(record.partition, record.offset, batch, record.value.length);
      if (r.status === 'decided') decided.push(r.trace);
    }
    stats.recordsConsumed += records.length;
    if (state.flushRequested) {
      state.flushRequested = false;
      decided.push(...sampler.flushAll());
    } else decided.push(...sampler.collectDecisions());
    return settle(decided);
  }

  async function run(): Promise<void> {
    while (!state.stopped) {
      const ok = await cycle();
      if (!ok) break;
    }
  }

  return {
    async start() {
      consumer = deps.bus.consumer(config.group);
      consumer.onPartitionsRevoked?.((partitions) => {
        for (const p of partitions) {
          sampler.dropPartition(p);
          touched.delete(p);
          delete stats.committed[p];
        }
        logger.info({ partitions }, 'partitions revoked; their undecided traces will be decided by the new owner');
      });
      loop = run().catch((err: unknown) => {
        logger.fatal({ errName: (err as Error).name, code: (err as { code?: string }).code }, 'ingest loop stopped unexpectedly');
      });
      if (config.statsLogIntervalMs > 0) {
        statsTimer = setInterval(() => logStats('ingest stats'), config.statsLogIntervalMs);
        statsTimer.unref();
      }
    },
    async drain(timeoutMs) {
      const deadline = Date.now() + timeoutMs;
      const target = deps.busEndOffset ? deps.busEndOffset() : null;
      state.flushRequested = true;
      while (Date.now() < deadline) {
        const s = sampler.stats();
        const committed0 = stats.committed[0] ?? 0;
        const reached = target === null ? s.bufferedTraces === 0 : committed0 >= target && s.bufferedTraces === 0;
        if (reached && !state.flushRequested) return true;
        if (!state.flushRequested && s.bufferedTraces > 0) state.flushRequested = true;
        await new Promise((r) => setTimeout(r, 20));
      }
      return false;
    },
    stats: () => ({ ...stats, committed: { ...stats.committed }, sampler: sampler.stats() }),
    async shutdown() {
      if (statsTimer) clearInterval(statsTimer);
      statsTimer = null;
      const wasRunning = loop !== null;
      state.stopped = true;
      wake?.();
      if (loop) await loop;
      loop = null;
      if (wasRunning && config.statsLogIntervalMs > 0) logStats('ingest stats at shutdown');
    },
  };
}

export const DEFAULT_INGEST_WORKER_CONFIG: Omit<IngestWorkerConfig, 'sampling'> = {
  group: 'ingest',
  maxBatchRecords: 2000,
  maxBatchRows: 5000,
  flushIntervalMs: 250,
  retryDelayMs: 200,
  maxRetryDelayMs: 10_000,
  statsLogIntervalMs: 10_000,
};

import type { Logger } from 'pino';
import type { Bus, BusConsumer, BusRecord } from '../platform/bus/bus.ts';
import type { ClickHouse } from '../platform/clickhouse/create-clickhouse.ts';
import type { Metrics } from '../platform/metrics/create-metrics.ts';
import { decodeTraceBatch } from '../schemas/bus-payload.ts';
import { toContentObjectRow, toLedgerRow, toSpanRow, toTraceIndexInputRow, type Row } from './to-rows.ts';

export interface IngestWorkerConfig {
  /** Consumer group name on the bus. */
  group: string;
  /** Bus records per poll at most (one record = one trace of one export). */
  maxBatchRecords: number;
  /** Rows per ClickHouse insert at most. */
  maxBatchRows: number;
  /** How long a poll waits for records before writing what it has. */
  flushIntervalMs: number;
  /** Back-off after a failed ClickHouse write, doubled up to maxRetryDelayMs. */
  retryDelayMs: number;
  maxRetryDelayMs: number;
}

export const DEFAULT_INGEST_WORKER_CONFIG: IngestWorkerConfig = {
  group: 'ingest',
  maxBatchRecords: 2000,
  maxBatchRows: 5000,
  flushIntervalMs: 250,
  retryDelayMs: 200,
  maxRetryDelayMs: 10_000,
};

export interface IngestStats {
  recordsConsumed: number;
  recordsInvalid: number;
  spansWritten: number;
  llmCallsWritten: number;
  writeFailures: number;
  /** Offset of the next record to consume; everything before it is stored. */
  committedOffset: number;
  /** Milliseconds from the collector's acceptance to the last committed write (most recent batch). */
  lastIngestDelayMs: number | null;
}

/**
 * Consumes trace batches from the bus and writes the ledger (100%), spans, trace index and content
 * object metadata to ClickHouse. Offsets are committed only after the writes they cover succeeded, so
 * a crash replays them; the tables' ReplacingMergeTree/aggregate keys make the replay idempotent.
 */
export interface IngestWorker {
  start(): Promise<void>;
  /** Waits until every record appended to the bus before this call is written (or the timeout passes). */
  drain(timeoutMs: number): Promise<boolean>;
  stats(): IngestStats;
  /** Stops after the batch in hand is written (or given up); safe to call twice. */
  shutdown(): Promise<void>;
}

export interface IngestWorkerDeps {
  logger: Logger;
  bus: Bus;
  clickhouse: ClickHouse;
  /** Highest offset appended to the bus so far + 1 (for drain); optional. */
  busEndOffset?: () => number;
  metrics?: Metrics;
}

function sleep(ms: number, signal: { stopped: boolean }): Promise<void> {
  return new Promise((resolve) => {
    const t = setTimeout(resolve, ms);
    if (signal.stopped) {
      clearTimeout(t);
      resolve();
    }
  });
}

export function createIngestWorker(deps: IngestWorkerDeps, config: IngestWorkerConfig = DEFAULT_INGEST_WORKER_CONFIG): IngestWorker {
  const { logger, clickhouse } = deps;
  const { client, db } = clickhouse;
  const stats: IngestStats = {
    recordsConsumed: 0,
    recordsInvalid: 0,
    spansWritten: 0,
    llmCallsWritten: 0,
    writeFailures: 0,
    committedOffset: 0,
    lastIngestDelayMs: null,
  };
  const state = { stopped: false };
  let consumer: BusConsumer | null = null;
  let loop: Promise<void> | null = null;
  let warnedInvalid = false;

  async function insert(table: string, rows: Row[]): Promise<void> {
    for (let i = 0; i < rows.length; i += config.maxBatchRows) {
      const chunk = rows.slice(i, i + config.maxBatchRows);
      await client.insert({ table: `${db}.${table}`, values: chunk, format: 'JSONEachRow' });
      deps.metrics?.ingestRows.inc({ table }, chunk.length);
    }
  }

  async function writeRecords(records: BusRecord[]): Promise<void> {
    const spanRows: Row[] = [];
    const indexRows: Row[] = [];
    const ledgerRows: Row[] = [];
    const contentRows: Row[] = [];
    let oldestReceivedAtMs = Infinity;
    for (const record of records) {
      const decoded = decodeTraceBatch(record.value);
      if (decoded.status !== 'ok') {
        // A record we cannot read is never silently skipped: it is counted and reported once.
        stats.recordsInvalid += 1;
        if (!warnedInvalid) {
          warnedInvalid = true;
          logger.error({ offset: record.offset, error: decoded.error }, 'skipping unreadable bus record (counted in recordsInvalid)');
        }
        continue;
      }
      const batch = decoded.batch;
      oldestReceivedAtMs = Math.min(oldestReceivedAtMs, batch.receivedAtMs);
      const llmSpanIds = new Set(batch.ledger.map((l) => l.spanId));
      for (const span of batch.spans) {
        spanRows.push(toSpanRow(span));
        indexRows.push(toTraceIndexInputRow(span, llmSpanIds.has(span.spanId)));
      }
      for (const l of batch.ledger) ledgerRows.push(toLedgerRow(l));
      for (const c of batch.contentObjects) contentRows.push(toContentObjectRow(c));
    }
    // Ledger first: it is the record that must be complete; the others follow.
    if (ledgerRows.length) await insert('llm_calls', ledgerRows);
    if (contentRows.length) await insert('content_objects', contentRows);
    if (spanRows.length) await insert('spans', spanRows);
    if (indexRows.length) await insert('trace_index_input', indexRows);
    stats.spansWritten += spanRows.length;
    stats.llmCallsWritten += ledgerRows.length;
    if (Number.isFinite(oldestReceivedAtMs)) {
      stats.lastIngestDelayMs = Date.now() - oldestReceivedAtMs;
      deps.metrics?.ingestDelayMs.set(stats.lastIngestDelayMs);
    }
  }

  async function run(): Promise<void> {
    let delayMs = config.retryDelayMs;
    let pending: BusRecord[] = [];
    let failingSince: number | null = null;
    while (!state.stopped) {
      if (pending.length === 0) {
        pending = await consumer!.poll(config.maxBatchRecords, config.flushIntervalMs);
        if (pending.length === 0) continue;
      }
      try {
        await writeRecords(pending);
        // Records are in offset order within a partition; commit each partition's next offset.
        const nextByPartition = new Map<number, number>();
        for (const r of pending) nextByPartition.set(r.partition, Math.max(nextByPartition.get(r.partition) ?? 0, r.offset + 1));
        for (const [partition, offset] of nextByPartition) await consumer!.commit(offset, partition);
        const next = nextByPartition.get(0) ?? stats.committedOffset;
        stats.recordsConsumed += pending.length;
        stats.committedOffset = next;
        pending = [];
        delayMs = config.retryDelayMs;
        if (failingSince !== null) {
          logger.info({ failedForMs: Date.now() - failingSince }, 'ClickHouse writes recovered');
          failingSince = null;
        }
      } catch (err) {
        stats.writeFailures += 1;
        deps.metrics?.ingestWriteFailures.inc();
        if (failingSince === null) {
          failingSince = Date.now();
          // ClickHouse errors can echo row data; log only the code and type.
          const e = err as { code?: string; type?: string; name?: string };
          logger.warn({ code: e.code, type: e.type ?? e.name, records: pending.length }, 'ClickHouse write failed; retrying with back-off (records stay on the bus)');
        }
        await sleep(delayMs, state);
        delayMs = Math.min(delayMs * 2, config.maxRetryDelayMs);
      }
    }
  }

  return {
    async start() {
      consumer = deps.bus.consumer(config.group);
      loop = run().catch((err: unknown) => {
        logger.fatal({ err: { message: (err as Error).message } }, 'ingest loop stopped unexpectedly');
      });
    },
    async drain(timeoutMs) {
      const deadline = Date.now() + timeoutMs;
      const target = deps.busEndOffset ? deps.busEndOffset() : Infinity;
      while (Date.now() < deadline) {
        if (stats.committedOffset >= target) return true;
        await new Promise((r) => setTimeout(r, 20));
      }
      return stats.committedOffset >= target;
    },
    stats: () => ({ ...stats }),
    async shutdown() {
      state.stopped = true;
      if (loop) await loop;
      loop = null;
    },
  };
}

import type { Logger } from 'pino';
import type { Bus, BusConsumer, BusRecord } from '../platform/bus/bus.ts';
import type { Metrics } from '../platform/metrics/create-metrics.ts';
import { BUS_PAYLOAD_VERSION, decodeBusBatch, type SignalsBatch, type TraceBatch } from '../schemas/bus-payload.ts';
import type { TailSamplingConfig } from '../schemas/tail-sampling.ts';
import type { LedgerRecord } from '../schemas/ledger.ts';
import type { ContentObjectMeta } from '../schemas/content-object.ts';
import type { LogRecordData } from '../schemas/log.ts';
import type { MetricPoint } from '../schemas/metric.ts';
import type { SpanRecord } from '../schemas/span.ts';
import type { Store } from '../platform/store/create-store.ts';
import { traceIndexInputOf, type TraceIndexInput } from '../platform/store/tables/trace-index-input.ts';
import type { PriceBook } from '../platform/pricing/price-book.ts';
import type { ForwardHolds } from './forward-holds.ts';
import { createTailSampler, type DecidedTrace, type TailSampler, type TailSamplerStats } from './tail-sampler.ts';
import { createTraceEnricher, type ContentMove, type Enrichment, type TraceEnricher, type TraceEnricherStats } from './trace-enricher.ts';
import { forEachLimit } from '../platform/for-each-limit.ts';
import { buildEvidence, DEFAULT_MAX_EVIDENCE_ITEMS_PER_TRACE, type EvidenceLlmCall } from './build-evidence.ts';
import type { EvidenceItem } from '../schemas/evidence.ts';
import type { ErasedTraces } from './erased-traces.ts';
import { codeOf, errorIdentity } from '../platform/errors/tracehold-error.ts';
import { clickHouseErrorIdentity } from '../platform/clickhouse/clickhouse-error.ts';

/** Ledger read-backs of late trace parts in flight at once (evidence linking); small: chDB shares two cores. */
const LATE_READ_CONCURRENCY = 4;

/** What moving one trace-scoped object under its subject's key did (see EncryptedContentStore). */
export type ContentMoveStatus = 'moved' | 'already' | 'missing' | 'conflict' | 'not_pending' | 'wrong_trace' | 'subject_shredded' | 'corrupt';

/**
 * Moves a trace's content, stored while its end user was unknown, under the user's key once ingest learns
 * who it is. Idempotent (a retry or a bus replay moves nothing twice); one status per ref, in order;
 * throws a retryable error when the store is unreachable.
 */
export interface ContentMover {
  moveToSubject(tenant: string, subjectRef: string, traceId: string, refs: string[]): Promise<ContentMoveStatus[]>;
}

/** Bus-record bytes one cycle gathers at most (the bus's own poll is bounded at 16 MiB too). */
const GATHER_MAX_BYTES = 16 * 1024 * 1024;

export interface IngestWorkerConfig {
  /** Consumer group name on the bus. */
  group: string;
  /** Bus records per poll at most (one record = one trace of one export). */
  maxBatchRecords: number;
  /** Rows per ClickHouse insert at most. */
  maxBatchRows: number;
  /**
   * A steady stream is written at most once per interval (fewer, larger ClickHouse inserts; see gather); also
   * how long a poll waits when none come, so how often sampling decisions are collected.
   */
  flushIntervalMs: number;
  /** Back-off after a failed ClickHouse write, doubled up to maxRetryDelayMs. */
  retryDelayMs: number;
  maxRetryDelayMs: number;
  /** How often an `ingest stats` info line (counts and bytes only) is logged; also logged once at shutdown. 0 = never. */
  statsLogIntervalMs: number;
  sampling: TailSamplingConfig;
  /** Evidence items (documents, DB statements, tool calls) kept per trace decision at most. Default 2,000. */
  maxEvidenceItemsPerTrace?: number;
}

export interface IngestStats {
  recordsConsumed: number;
  recordsInvalid: number;
  /**
   * Records of a bus payload version newer than this ingest reads (a collector upgraded before ingest): not read,
   * and the commit position of their partition stays before them, so an upgraded ingest reads them.
   */
  recordsNewerVersion: number;
  spansWritten: number;
  llmCallsWritten: number;
  tracesKept: number;
  tracesDropped: number;
  writeFailures: number;
  /** Per partition: offset of the next record to consume; everything before it is stored or decided. */
  committed: Record<number, number>;
  /** Milliseconds from the collector's acceptance to the ledger write (most recent batch). */
  lastIngestDelayMs: number | null;
  logRecordsWritten: number;
  metricPointsWritten: number;
  /** Trace-scoped content objects moved under their end user's key, and the ones that could not be. */
  contentMoved: number;
  contentMoveFailures: number;
  /** Evidence items written (kept and dropped traces alike), and those over the per-trace bound, not written. */
  evidenceItemsWritten: number;
  evidenceItemsCut: number;
  sampler: TailSamplerStats;
  enricher: TraceEnricherStats;
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
  /** The store's writer takes every row; its tenant readers resolve late parts of decided traces. */
  store: Store;
  /** Highest offset appended to the (single-partition) bus so far + 1, for drain; optional. */
  busEndOffset?: () => number;
  metrics?: Metrics;
  clock?: { nowMs(): number };
  /** Moves content under the trace's end user's key; absent = content stays trace-scoped (logged once). */
  contentMover?: ContentMover;
  /** Prices each call for its tenant as its ledger row is written; absent = costs stay null (unknown). */
  priceBook?: PriceBook;
  /**
   * Active legal holds (issue 10): covered traces are kept whole by the tail sampler (`legal_hold:<id>`).
   * Started and shut down with the worker. Absent = no forward holds.
   */
  forwardHolds?: ForwardHolds;
  /** Keeps erased traces erased on re-ingest or bus replay (issue 10); absent = rows are written as they come. */
  erasedTraces?: ErasedTraces;
}

export function createIngestWorker(deps: IngestWorkerDeps, config: IngestWorkerConfig): IngestWorker {
  const { logger, store } = deps;
  const clock = deps.clock ?? { nowMs: () => Date.now() };
  const sampler: TailSampler = createTailSampler(config.sampling, clock, { forwardHolds: deps.forwardHolds });
  const enricher: TraceEnricher = createTraceEnricher({ rememberedTraces: Math.max(10_000, config.sampling.decisionCacheSize) });
  let warnedNoMover = false;
  const stats: Omit<IngestStats, 'sampler' | 'enricher'> = {
    recordsConsumed: 0,
    recordsInvalid: 0,
    recordsNewerVersion: 0,
    spansWritten: 0,
    llmCallsWritten: 0,
    tracesKept: 0,
    tracesDropped: 0,
    writeFailures: 0,
    committed: {},
    lastIngestDelayMs: null,
    logRecordsWritten: 0,
    metricPointsWritten: 0,
    contentMoved: 0,
    contentMoveFailures: 0,
    evidenceItemsWritten: 0,
    evidenceItemsCut: 0,
  };
  const state = { stopped: false, flushRequested: false };
  /** Partitions revoked since the current cycle began gathering its records (see gather). */
  const revokedWhileGathering = new Set<number>();
  let lastGatheredAt = -Infinity;
  let consumer: BusConsumer | null = null;
  let loop: Promise<void> | null = null;
  let shutdownOnce: Promise<void> | null = null;
  let warnedInvalid = false;
  let warnedNewer = false;
  let wake: (() => void) | null = null;
  let statsTimer: NodeJS.Timeout | null = null;

  /** Progress and the sampler's buffer for operators (and the Kafka benchmark): counts and bytes, never values. */
  function logStats(msg: string): void {
    const s = sampler.stats();
    logger.info(
      {
        recordsConsumed: stats.recordsConsumed,
        recordsInvalid: stats.recordsInvalid,
        recordsNewerVersion: stats.recordsNewerVersion,
        llmCallsWritten: stats.llmCallsWritten,
        spansWritten: stats.spansWritten,
        tracesKept: stats.tracesKept,
        tracesDropped: stats.tracesDropped,
        writeFailures: stats.writeFailures,
        lastIngestDelayMs: stats.lastIngestDelayMs,
        logRecordsWritten: stats.logRecordsWritten,
        metricPointsWritten: stats.metricPointsWritten,
        contentMoved: stats.contentMoved,
        contentMoveFailures: stats.contentMoveFailures,
        evidenceItemsWritten: stats.evidenceItemsWritten,
        evidenceItemsCut: stats.evidenceItemsCut,
        enricher: enricher.stats(),
        sampler: {
          bufferedTraces: s.bufferedTraces,
          bufferedSpans: s.bufferedSpans,
          bufferedBytes: s.bufferedBytes,
          peakBufferedBytes: s.peakBufferedBytes,
          earlyDecisions: s.earlyDecisions,
          lateSpansFollowed: s.lateSpansFollowed,
          lateSpansNewTrace: s.lateSpansNewTrace,
          revokedTraces: s.revokedTraces,
          waitingForRoot: s.waitingForRoot,
          decidedWithoutRoot: s.decidedWithoutRoot,
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

  /** Writes `items` through the store's writer in chunks of maxBatchRows, counted under the table's name. */
  async function insert<T>(table: string, items: T[], write: (chunk: T[]) => Promise<void>): Promise<void> {
    for (let i = 0; i < items.length; i += config.maxBatchRows) {
      const chunk = items.slice(i, i + config.maxBatchRows);
      await write(chunk);
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
          logger.warn(clickHouseErrorIdentity(err), 'ClickHouse write failed; retrying with back-off (records stay on the bus)');
        }
        if (state.stopped) return false;
        await sleep(delayMs);
        delayMs = Math.min(delayMs * 2, config.maxRetryDelayMs);
      }
    }
  }

  /**
   * The call with its computed cost (tenant's price table, at the call's start date). A row priced before (read
   * back to be rewritten) keeps its price: the cost of a call is fixed when it is first written.
   */
  function priced(record: LedgerRecord): LedgerRecord {
    if (!deps.priceBook || record.priceVersion !== '') return record;
    const cost = deps.priceBook.costOf(record);
    return cost === null ? record : { ...record, costUsd: cost.usd, priceVersion: cost.priceVersion };
  }

  /** Items keyed like their table's ORDER BY, last version wins: one insert never carries two versions of a row. */
  function lastPerKey<T>(rows: T[], key: (r: T) => string): T[] {
    const byKey = new Map<string, T>();
    for (const r of rows) {
      const k = key(r);
      byKey.delete(k);
      byKey.set(k, r);
    }
    return [...byKey.values()];
  }

  /** Moves trace-scoped content under the subject's key; returns the metadata rows that changed. */
  async function moveContent(moves: ContentMove[]): Promise<ContentObjectMeta[]> {
    const updated: ContentObjectMeta[] = [];
    if (moves.length === 0) return updated;
    if (!deps.contentMover) {
      if (!warnedNoMover) {
        warnedNoMover = true;
        logger.warn({}, 'no content store in this ingest: content stored before its end user was known stays under the tenant key');
      }
      return updated;
    }
    for (const move of moves) {
      const refs = [...new Set(move.objects.map((o) => o.ref))];
      const statuses = await deps.contentMover.moveToSubject(move.tenant, move.subjectRef, move.traceId, refs);
      const byRef = new Map(refs.map((ref, i) => [ref, statuses[i]]));
      for (const meta of move.objects) {
        const status = byRef.get(meta.ref);
        deps.metrics?.contentMoves.inc({ outcome: status ?? 'unknown' });
        if (status === 'moved' || status === 'already') {
          if (status === 'moved') stats.contentMoved += 1;
          updated.push({ ...meta, keyScope: 'subject', subjectRef: move.subjectRef });
        } else if (status !== 'not_pending') {
          // missing (retention got there first), conflict (another subject), shredded subject: counted, left as is.
          stats.contentMoveFailures += 1;
        }
      }
    }
    return updated;
  }

  /** Parts written before the enricher's state existed: resolved against ClickHouse (late parts only). */
  async function resolveLookups(enrichments: Enrichment[]): Promise<{ ledger: LedgerRecord[]; moves: ContentMove[] }> {
    const ledger: LedgerRecord[] = [];
    const moves: ContentMove[] = [];
    for (const e of enrichments) {
      for (const lookup of e.lookups) {
        if (lookup.kind === 'subject') {
          const reader = store.forTenant(lookup.tenant);
          for (const record of await reader.listTraceLlmCallsWhere(lookup.traceId, { withoutSubject: true })) {
            ledger.push({ ...record, subjectRef: lookup.subjectRef });
          }
          const pending = await reader.listPendingTraceContent(lookup.traceId);
          if (pending.length > 0) moves.push({ tenant: lookup.tenant, traceId: lookup.traceId, subjectRef: lookup.subjectRef, objects: pending });
        } else {
          const spanIds = [...new Set(lookup.attachments.map((a) => a.spanId))];
          for (const record of await store.forTenant(lookup.tenant).listTraceLlmCallsWhere(lookup.traceId, { spanIds })) {
            let changed = false;
            const content = { ...record.content };
            for (const a of lookup.attachments) {
              if (a.spanId !== record.spanId || content[a.part].state === 'stored') continue;
              content[a.part] = { ref: a.ref, state: 'stored', reason: '' };
              changed = true;
            }
            if (changed) ledger.push({ ...record, content });
          }
        }
      }
    }
    return { ledger, moves };
  }

  /**
   * On arrival, for 100% of calls: the ledger (enriched with the trace's end user and content events), the
   * content-object metadata, trace-scoped content moved under its end user's key, and what belongs to no
   * trace (log records without trace context, GenAI client metrics).
   */
  async function writeArrivals(enrichments: Enrichment[], signals: SignalsBatch[], receivedAt: number[]): Promise<void> {
    const looked = await resolveLookups(enrichments);
    const ledger: LedgerRecord[] = [];
    const contentMetas: ContentObjectMeta[] = [];
    const moves: ContentMove[] = [...looked.moves];
    for (const e of enrichments) {
      ledger.push(...e.ledger);
      contentMetas.push(...e.contentObjects);
      moves.push(...e.moves);
    }
    ledger.push(...looked.ledger);
    for (const sig of signals) contentMetas.push(...sig.contentObjects);
    contentMetas.push(...(await moveContent(moves)));

    const ledgerRows = lastPerKey(ledger.map(priced), (r) => `${r.tenant}\0${r.traceId}\0${r.spanId}`);
    const contentRows = lastPerKey(contentMetas, (r) => `${r.tenant}\0${r.ref}\0${r.traceId}\0${r.spanId}\0${r.part}`);
    const logRows: LogRecordData[] = [];
    const metricRows: MetricPoint[] = [];
    for (const sig of signals) {
      for (const log of sig.logs) logRows.push(log);
      for (const point of sig.metrics) metricRows.push(point);
    }
    const arrivals = deps.erasedTraces
      ? await deps.erasedTraces.arrivals({ ledger: ledgerRows, contentObjects: contentRows, logs: logRows })
      : { ledger: ledgerRows, contentObjects: contentRows, logs: logRows };
    await insert('llm_calls', arrivals.ledger, store.writer.insertLedger);
    await insert('content_objects', arrivals.contentObjects, store.writer.insertContentObjects);
    await insert('logs', arrivals.logs, store.writer.insertLogs);
    await insert('genai_metrics', metricRows, store.writer.insertMetrics);
    stats.llmCallsWritten += enrichments.reduce((n, e) => n + e.ledger.length, 0);
    stats.logRecordsWritten += logRows.length;
    stats.metricPointsWritten += metricRows.length;
    if (receivedAt.length > 0) {
      stats.lastIngestDelayMs = Date.now() - Math.min(...receivedAt);
      deps.metrics?.ingestDelayMs.set(stats.lastIngestDelayMs);
    }
  }

  /**
   * The evidence of each decided trace, kept or dropped: built from the spans in hand, linked to the trace's
   * calls. A late part's calls were written with earlier parts, so they are read back from the ledger (only
   * when the part has evidence at all). The evidence of earlier parts is not relinked to a late call.
   */
  async function evidenceOf(decided: DecidedTrace[], orphanCalls: LedgerRecord[]): Promise<{ items: EvidenceItem[]; cut: number }> {
    const maxItemsPerTrace = config.maxEvidenceItemsPerTrace ?? DEFAULT_MAX_EVIDENCE_ITEMS_PER_TRACE;
    const orphansOf = new Map<string, LedgerRecord[]>();
    for (const o of orphanCalls) {
      const key = `${o.tenant}/${o.traceId}`;
      const list = orphansOf.get(key);
      if (list) list.push(o);
      else orphansOf.set(key, [o]);
    }
    const perTrace: Array<{ items: EvidenceItem[]; cut: number }> = decided.map(() => ({ items: [], cut: 0 }));
    // Late parts read their earlier calls back from the ledger: a few reads at once instead of one after another.
    await forEachLimit(
      decided.map((t, i) => ({ t, i })),
      LATE_READ_CONCURRENCY,
      async ({ t, i }) => {
        const spans = t.batches.flatMap((b) => b.spans);
        if (spans.length === 0) return;
        const calls: EvidenceLlmCall[] = [...t.batches.flatMap((b) => b.ledger), ...(orphansOf.get(`${t.tenant}/${t.traceId}`) ?? [])];
        let built = buildEvidence(spans, calls, { maxItemsPerTrace });
        if (t.late && built.items.length > 0) {
          const known = new Set(calls.map((c) => c.spanId));
          const earlier = (await store.forTenant(t.tenant).listTraceLlmCalls(t.traceId, null)).filter((r) => !known.has(r.spanId));
          if (earlier.length > 0) built = buildEvidence(spans, [...calls, ...earlier], { maxItemsPerTrace });
        }
        perTrace[i] = built;
      },
    );
    const items = perTrace.flatMap((b) => b.items);
    const cut = perTrace.reduce((n, b) => n + b.cut, 0);
    return { items, cut };
  }

  /** Trace index rows (with the decision) and evidence for every decided trace, spans for kept ones. */
  async function writeDecisions(decided: DecidedTrace[], orphanCalls: LedgerRecord[]): Promise<void> {
    stats.llmCallsWritten += orphanCalls.length;
    const spanRows: SpanRecord[] = [];
    const logRows: LogRecordData[] = [];
    const indexRows: TraceIndexInput[] = [];
    for (const t of decided) {
      const sampleDecision = t.decision.keep ? 'kept' : 'dropped';
      const samplePolicy = t.decision.early ? `${t.decision.policy} (early)` : t.decision.policy;
      const decidedWithoutRoot = t.decision.withoutRoot;
      for (const b of t.batches) {
        const llmCalls = new Map(b.ledger.map((l) => [l.spanId, l]));
        for (const span of b.spans) {
          if (t.decision.keep) spanRows.push(span);
          indexRows.push(traceIndexInputOf(span, { llmCall: llmCalls.get(span.spanId), sampleDecision, samplePolicy, decidedWithoutRoot }));
        }
        // A trace's log records share its sampling decision.
        if (t.decision.keep) for (const log of b.logs ?? []) logRows.push(log);
      }
    }
    const evidence = await evidenceOf(decided, orphanCalls);
    const decidedRows = {
      ledger: orphanCalls.map(priced),
      spans: spanRows,
      logs: logRows,
      evidence: lastPerKey(evidence.items, (e) => `${e.tenant}\0${e.traceId}\0${e.kind}\0${e.itemId}`),
      traceIndex: indexRows,
    };
    const rows = deps.erasedTraces ? await deps.erasedTraces.decisions(decidedRows) : decidedRows;
    const evidenceItems = rows.evidence;
    await insert('llm_calls', rows.ledger, store.writer.insertLedger);
    await insert('spans', rows.spans, store.writer.insertSpans);
    await insert('logs', rows.logs, store.writer.insertLogs);
    // Evidence before the trace index: once a decision is visible, so is its evidence.
    await insert('llm_evidence', evidenceItems, store.writer.insertEvidence);
    await insert('trace_index_input', rows.traceIndex, store.writer.insertTraceIndexInput);
    stats.spansWritten += rows.spans.length;
    stats.logRecordsWritten += rows.logs.length;
    stats.evidenceItemsWritten += evidenceItems.length;
    stats.evidenceItemsCut += evidence.cut;
    for (const item of evidenceItems) deps.metrics?.evidenceItems.inc({ kind: item.kind });
    if (evidence.cut > 0) deps.metrics?.evidenceItemsCut.inc(evidence.cut);
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
        if (commitFailures === 0) logger.warn({ code: codeOf(err), partition: p }, 'bus commit failed; retrying on the next cycle');
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
      // Calls known only from their content events get their ledger row when the trace is decided.
      const orphans = decided.filter((t) => !t.late).flatMap((t) => enricher.orphanCalls(t.tenant, t.traceId));
      if (!(await withRetry(() => writeDecisions(decided, orphans)))) return false;
      for (const t of decided) {
        if (t.decision.keep) stats.tracesKept += 1;
        else stats.tracesDropped += 1;
      }
      sampler.release(decided);
      for (const t of decided) if (!t.late) enricher.release(t.tenant, t.traceId);
    }
    await commitPositions(touched);
    return true;
  }

  /**
   * Records for one cycle: polls on until flushIntervalMs has passed since the previous cycle's records were gathered,
   * maxBatchRecords or GATHER_MAX_BYTES is reached, or a stop or flush is asked for. Every cycle writes each table
   * once, and each write is a new part for ClickHouse to merge: a steady stream makes a few larger writes instead of
   * many small ones (measured: ~13 cycles/s of ~30 traces at 4,000 spans/s before), while a record after a quiet
   * spell is written at once. Records of a partition revoked while gathering are dropped: its new owner reads them
   * from the last commit.
   */
  async function gather(): Promise<BusRecord[]> {
    revokedWhileGathering.clear();
    const records = await consumer!.poll(config.maxBatchRecords, config.flushIntervalMs);
    if (records.length === 0) return records;
    const deadline = lastGatheredAt + config.flushIntervalMs;
    let bytes = 0;
    for (const r of records) bytes += r.value.length;
    try {
      while (records.length < config.maxBatchRecords && bytes < GATHER_MAX_BYTES && !state.stopped && !state.flushRequested) {
        const leftMs = Math.ceil(deadline - performance.now());
        if (leftMs <= 0) break;
        const more = await consumer!.poll(config.maxBatchRecords - records.length, leftMs);
        for (const r of more) {
          records.push(r);
          bytes += r.value.length;
        }
      }
    } finally {
      lastGatheredAt = performance.now();
    }
    return revokedWhileGathering.size === 0 ? records : records.filter((r) => !revokedWhileGathering.has(r.partition));
  }

  async function cycle(): Promise<boolean> {
    const records: BusRecord[] = await gather();
    const decoded: Array<{ record: BusRecord; batch: TraceBatch }> = [];
    const signals: SignalsBatch[] = [];
    const signalRecords: BusRecord[] = [];
    for (const record of records) {
      touched.add(record.partition);
      const d = decodeBusBatch(record.value);
      if (d.status === 'signals') {
        signals.push(d.batch);
        signalRecords.push(record);
        continue;
      }
      if (d.status === 'newer') {
        // Data, not a broken record: it stays on the bus for an ingest that reads it (a restart after the upgrade).
        stats.recordsNewerVersion += 1;
        deps.metrics?.ingestRecordsUnread.inc({ reason: 'newer_version' });
        if (!warnedNewer) {
          warnedNewer = true;
          logger.error(
            { partition: record.partition, offset: record.offset, version: d.version, reads: `1-${BUS_PAYLOAD_VERSION}` },
            'bus record written by a newer Tracehold: not read, and this partition is not committed past it — upgrade ingest; it then reads this record and those after it again (counted in recordsNewerVersion)',
          );
        }
        sampler.pinRecord(record.partition, record.offset);
        continue;
      }
      if (d.status !== 'ok') {
        // A record we cannot read is never silently skipped: it is counted and reported once.
        stats.recordsInvalid += 1;
        deps.metrics?.ingestRecordsUnread.inc({ reason: 'invalid' });
        if (!warnedInvalid) {
          warnedInvalid = true;
          logger.error({ partition: record.partition, offset: record.offset, error: d.error }, 'skipping unreadable bus record (counted in recordsInvalid)');
        }
        sampler.skipRecord(record.partition, record.offset);
        continue;
      }
      decoded.push({ record, batch: d.batch });
    }
    // Enrichment is computed once (it updates the enricher's state); its writes are what a retry repeats.
    const enrichments = decoded.map(({ record, batch }) => enricher.add(record.partition, batch));
    const receivedAt = [...decoded.map((d) => d.batch.receivedAtMs), ...signals.map((s) => s.receivedAtMs)];
    if ((decoded.length || signals.length) && !(await withRetry(() => writeArrivals(enrichments, signals, receivedAt)))) return false;
    // Signals records are written in full on arrival: nothing holds their offsets.
    for (const record of signalRecords) sampler.skipRecord(record.partition, record.offset);
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
      // Holds first: a trace decided before they are known could lose spans a hold covers.
      await deps.forwardHolds?.start();
      consumer = deps.bus.consumer(config.group);
      consumer.onPartitionsRevoked?.((partitions) => {
        for (const p of partitions) {
          revokedWhileGathering.add(p);
          sampler.dropPartition(p);
          enricher.dropPartition(p);
          touched.delete(p);
          delete stats.committed[p];
        }
        logger.info({ partitions }, 'partitions revoked; their undecided traces will be decided by the new owner');
      });
      loop = run().catch((err: unknown) => {
        logger.fatal(errorIdentity(err), 'ingest loop stopped unexpectedly');
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
    stats: () => ({ ...stats, committed: { ...stats.committed }, sampler: sampler.stats(), enricher: enricher.stats() }),
    shutdown() {
      // One shutdown however many callers: concurrent calls share it (the stats are logged and the hold
      // forwarder stopped once).
      shutdownOnce ??= (async () => {
        if (statsTimer) clearInterval(statsTimer);
        statsTimer = null;
        const wasRunning = loop !== null;
        state.stopped = true;
        wake?.();
        if (loop) await loop;
        loop = null;
        await deps.forwardHolds?.shutdown();
        if (wasRunning && config.statsLogIntervalMs > 0) logStats('ingest stats at shutdown');
      })();
      return shutdownOnce;
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

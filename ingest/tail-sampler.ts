/**
 * Tail sampler for ingest: buffers the trace batches of each bus partition per trace until
 * `decisionWaitMs` after the trace's LAST batch arrived, then decides keep/drop with the configured
 * policies (`sampling-policies.ts`). Pure and deterministic: no I/O, no timers, time from an injected
 * clock, so ingest drives it (add after each poll, collect on each loop turn) and tests drive a fake clock.
 *
 * Storage handshake (why offsets are tracked here): ingest may commit a bus offset only when everything
 * before it is stored. A record's offset is held from `add` until the DecidedTrace that carries it is
 * passed to `release`, which ingest calls after it has written that trace (ledger and trace index always,
 * spans when kept). `commitPosition` is the smallest held offset, so it never passes a buffered trace nor a
 * decided one whose writes are not done; a crash replays them from the bus (writes are idempotent).
 *
 * Bounds: undecided traces are bounded in count and in bus bytes (the caller's record length, a proxy for
 * memory). Over either bound the least recently active traces are decided at once (`early: true`,
 * counted), never dropped undecided; they wait for the next collectDecisions, so decided-but-uncollected
 * and unreleased traces are bounded by the caller's poll and write batch sizes, not by maxBytes. Decided trace ids are remembered per partition (LRU,
 * `decisionCacheSize`) so late batches follow the decision; a late batch of a trace no longer remembered
 * starts a new trace, is decided again on its own spans after the wait (the trace index then has two
 * decisions for it) and is counted in `lateSpansNewTrace`.
 *
 * Trace identity is (tenant, trace id): a tenant cannot sway another tenant's decision by reusing its ids.
 */
import type { TraceBatch } from '../schemas/bus-payload.ts';
import type { SpanRecord } from '../schemas/span.ts';
import type { TailSamplingConfig } from '../schemas/tail-sampling.ts';
import type { ForwardHoldMatcher } from './forward-holds.ts';
import { createPolicySet } from './sampling-policies.ts';

export interface Decision {
  readonly keep: boolean;
  /** Policy that decided: a policy name, `drop:<name>`, `legal_hold:<holdId>`, or `no_policy_matched`. */
  readonly policy: string;
  /** Decided before its wait expired: buffer pressure or flushAll. */
  readonly early: boolean;
  /**
   * Decided while the trace's root had not arrived although its spans showed one was running (children
   * referencing an unseen parent): after maxRootWaitMs, under memory pressure, or at flushAll.
   */
  readonly withoutRoot: boolean;
}

/**
 * One decision handed to the caller, with every batch it covers. The caller owns the batches; the sampler
 * keeps the offsets held until this very object is passed to `release` (a copy is not recognised).
 */
export interface DecidedTrace {
  readonly partition: number;
  readonly tenant: string;
  readonly traceId: string;
  readonly decision: Decision;
  /** In arrival order. Ledger rows and content metadata in them are to be written whatever the decision. */
  readonly batches: readonly TraceBatch[];
  readonly spanCount: number;
  readonly sizeBytes: number;
  /** Bus offsets held until release. */
  readonly offsets: readonly number[];
  /** A batch that arrived after its trace was decided and follows the remembered decision. */
  readonly late: boolean;
}

export type AddResult = { status: 'buffered' } | { status: 'decided'; trace: DecidedTrace };

export interface TailSamplerStats {
  bufferedTraces: number;
  bufferedSpans: number;
  bufferedBytes: number;
  peakBufferedBytes: number;
  /** Decided traces handed out (or waiting in collectDecisions) and not yet released. */
  pendingRelease: number;
  partitions: number;
  decidedKept: number;
  decidedDropped: number;
  keptSpans: number;
  droppedSpans: number;
  /** Decisions taken before the wait expired (bounds or flushAll); included in decidedKept/Dropped. */
  earlyDecisions: number;
  /** Spans of late batches that followed a remembered decision. */
  lateSpansFollowed: number;
  /** Spans of batches whose trace had been decided but was no longer remembered (approximate: 32-bit hash). */
  lateSpansNewTrace: number;
  /** Buffered traces forgotten undecided because their partition was revoked. */
  revokedTraces: number;
  /** Buffered traces whose root has not arrived while their spans show one is running. */
  waitingForRoot: number;
  /** Decisions taken without the root (included in decidedKept/Dropped). */
  decidedWithoutRoot: number;
  decisionsByPolicy: Record<string, number>;
}

/**
 * Single-threaded state for the partitions one ingest consumer owns. Calls are synchronous and cheap
 * (O(1) amortized per batch); none throws on batch content. Call collectDecisions regularly: it is the only
 * place decisions leave the sampler apart from late batches (returned by add) and flushAll.
 */
export interface TailSampler {
  /**
   * Takes one bus record's trace batch (the caller keeps it unmodified). Returns 'buffered', or for a late
   * batch of a remembered trace a DecidedTrace to write and release like any other. `sizeBytes` is the
   * record value's length. Offsets of a partition are expected in increasing order (the bus's).
   */
  add(partition: number, offset: number, batch: TraceBatch, sizeBytes: number): AddResult;
  /** A record consumed without a batch (unreadable, counted by the caller): lets the commit position pass it. */
  skipRecord(partition: number, offset: number): void;
  /**
   * A record this process cannot read but must not lose (written by a newer version): the commit position of its
   * partition stays at or before it until the partition is dropped or the process restarts, so the process that
   * owns the partition next reads it, and the records after it again (writes are idempotent).
   */
  pinRecord(partition: number, offset: number): void;
  /** Traces decided early since the last call, then every trace whose wait has expired, oldest first. */
  collectDecisions(): DecidedTrace[];
  /** Decides every buffered trace now (`early: true`), for shutdown or drain. */
  flushAll(): DecidedTrace[];
  /** After the writes for these traces succeeded: their offsets stop holding the commit position. Idempotent. */
  release(traces: readonly DecidedTrace[]): void;
  /**
   * Next offset to commit for the partition: the smallest offset still held, else (highest offset seen + 1);
   * null before any record of it. Moves back only if an older offset is added again.
   */
  commitPosition(partition: number): number | null;
  /** The partition was revoked: forget its traces, decisions and offsets; releases of its traces are ignored. */
  dropPartition(partition: number): void;
  stats(): TailSamplerStats;
}

export interface TailSamplerClock {
  /** Milliseconds; should be monotonic (a step back is treated as no time passing). */
  nowMs(): number;
}

interface PartitionState {
  readonly partition: number;
  readonly traces: Map<string, BufferedTrace>;
  /** LRU by Map insertion order: a hit is re-inserted, the first key is the eviction candidate. */
  readonly decisions: Map<string, Decision>;
  /** 32-bit hashes of keys evicted from `decisions`, insertion ordered, same bound. */
  readonly forgotten: Set<number>;
  /** Held offsets ascending from heldHead (released ones are skipped lazily), with their hold counts. */
  held: number[];
  heldHead: number;
  readonly heldCount: Map<number, number>;
  highWater: number;
  /** The first offset pinned by pinRecord, or -1: the commit position never passes it. */
  pinned: number;
  /** Handed-out decisions not yet released; identity set, so a stale or foreign object is ignored. */
  readonly outstanding: Set<DecidedTrace>;
}

interface BufferedTrace {
  readonly key: string;
  readonly part: PartitionState;
  readonly tenant: string;
  readonly traceId: string;
  /** Emptied (with offsets and root) when the trace is decided or dropped: see `detach`. */
  batches: TraceBatch[];
  offsets: number[];
  spanCount: number;
  sizeBytes: number;
  /** Bumped by each batch; a deadline-queue entry of an older version is stale. */
  version: number;
  buffered: boolean;
  readonly firstArrivalMs: number;
  /** Until a root arrives: span ids received and span ids referenced (parents, log records' spans). */
  root: RootWatch | null;
  /** isWaitingForRoot as of the last batch (it changes only when a batch arrives). */
  waiting: boolean;
}

/** What tells whether a trace's root is still running. Dropped (null) once a root has arrived. */
interface RootWatch {
  seen: Set<string>;
  referenced: Set<string>;
}

// OTLP SpanFlags: bit 8 says whether bit 9 (the parent is remote) is known.
const SPAN_FLAGS_HAS_IS_REMOTE = 0x100;
const SPAN_FLAGS_IS_REMOTE = 0x200;
const SPAN_KIND_SERVER = 2;
const SPAN_KIND_CONSUMER = 5;
const TRACE_FLAG_SAMPLED = 0x01;

/**
 * A span that starts this service's part of the trace: the trace root, or an entry whose parent lives in
 * another process (remote parent per the span flags; without them, a SERVER or CONSUMER span). Waiting for an
 * upstream caller that may not export here at all would hold every continued trace for minutes.
 */
function isEntrySpan(span: SpanRecord): boolean {
  if (span.parentSpanId === '') return true;
  if ((span.flags & SPAN_FLAGS_HAS_IS_REMOTE) !== 0) return (span.flags & SPAN_FLAGS_IS_REMOTE) !== 0;
  return span.kind === SPAN_KIND_SERVER || span.kind === SPAN_KIND_CONSUMER;
}

/** Updates the watch with a batch; returns null once the root (or an entry span) has arrived. */
function watchRoot(watch: RootWatch | null, batch: TraceBatch): RootWatch | null {
  if (watch === null) return null;
  for (const span of batch.spans) {
    if (isEntrySpan(span)) return null;
    watch.seen.add(span.spanId);
    watch.referenced.add(span.parentSpanId);
  }
  // A log record written inside a running span names it; only sampled contexts promise that span will come.
  for (const log of batch.logs ?? []) if (log.spanId !== '' && (log.flags & TRACE_FLAG_SAMPLED) !== 0) watch.referenced.add(log.spanId);
  return watch;
}

function isWaitingForRoot(t: BufferedTrace): boolean {
  if (t.root === null) return false;
  for (const id of t.root.referenced) if (!t.root.seen.has(id)) return true;
  return false;
}

const BUFFERED: AddResult = Object.freeze({ status: 'buffered' });

function traceKey(tenant: string, traceId: string): string {
  return `${tenant}\u0000${traceId}`;
}

/** FNV-1a 32 over UTF-16 code units: only to recognise forgotten keys, collisions merely miscount a stat. */
function hashKey32(key: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < key.length; i++) h = Math.imul(h ^ key.charCodeAt(i), 0x01000193);
  return h >>> 0;
}

/** Injected collaborators of the sampler (all optional; the sampler stays pure given them). */
export interface TailSamplerDeps {
  /** Active legal holds (issue 10): a covered trace is kept as `legal_hold:<holdId>`. Default: none. */
  forwardHolds?: ForwardHoldMatcher;
}

export function createTailSampler(config: TailSamplingConfig, clock: TailSamplerClock, deps: TailSamplerDeps = {}): TailSampler {
  const policies = createPolicySet(config.policies, deps.forwardHolds);
  const { decisionWaitMs, maxTraces, maxBytes, decisionCacheSize } = config;
  const maxRootWaitMs = config.maxRootWaitMs;
  const partitions = new Map<number, PartitionState>();
  const totals = { traces: 0, spans: 0, bytes: 0, peakBytes: 0, waiting: 0 };
  const counters = {
    decidedKept: 0,
    decidedDropped: 0,
    keptSpans: 0,
    droppedSpans: 0,
    earlyDecisions: 0,
    lateSpansFollowed: 0,
    lateSpansNewTrace: 0,
    revokedTraces: 0,
    decidedWithoutRoot: 0,
  };
  const byPolicy = new Map<string, number>();
  let ready: DecidedTrace[] = [];
  let lastNowMs = -Infinity;

  // Deadline queue. Deadlines are (monotonic now + a constant), so arrival order is deadline order and a
  // FIFO replaces a heap: O(1) per batch. A trace's older entries go stale (lazy invalidation) and are
  // skipped at the front or swept by compactQueue.
  let qDeadline: number[] = [];
  // A slot the head has passed is set to null: a decided trace must not stay reachable from the queue's array.
  let qTrace: Array<BufferedTrace | null> = [];
  let qVersion: number[] = [];
  let qHead = 0;

  function tick(): number {
    const n = clock.nowMs();
    if (n > lastNowMs) lastNowMs = n;
    return lastNowMs;
  }

  function partitionFor(partition: number): PartitionState {
    let p = partitions.get(partition);
    if (p === undefined) {
      p = {
        partition,
        traces: new Map(),
        decisions: new Map(),
        forgotten: new Set(),
        held: [],
        heldHead: 0,
        heldCount: new Map(),
        highWater: -1,
        pinned: -1,
        outstanding: new Set(),
      };
      partitions.set(partition, p);
    }
    return p;
  }

  function hold(p: PartitionState, offset: number): void {
    const count = p.heldCount.get(offset);
    p.heldCount.set(offset, (count ?? 0) + 1);
    if (count !== undefined) return;
    const q = p.held;
    if (q.length === p.heldHead || q[q.length - 1]! < offset) {
      q.push(offset);
      return;
    }
    // Out of order (a redelivered or repeated record): rare, keep the queue sorted the slow way.
    let lo = p.heldHead;
    let hi = q.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (q[mid]! < offset) lo = mid + 1;
      else hi = mid;
    }
    q.splice(lo, 0, offset);
  }

  function advanceHeld(p: PartitionState): void {
    const q = p.held;
    while (p.heldHead < q.length && !p.heldCount.has(q[p.heldHead]!)) p.heldHead += 1;
    if (p.heldHead === q.length) {
      p.held = [];
      p.heldHead = 0;
    } else if (p.heldHead > 1024 && p.heldHead * 2 > q.length) {
      p.held = q.slice(p.heldHead);
      p.heldHead = 0;
    }
  }

  function unhold(p: PartitionState, offset: number): void {
    const count = p.heldCount.get(offset);
    if (count === undefined) return;
    if (count > 1) p.heldCount.set(offset, count - 1);
    else p.heldCount.delete(offset);
    advanceHeld(p);
  }

  function isLive(i: number): boolean {
    const t = qTrace[i];
    return t != null && t.buffered && t.version === qVersion[i];
  }

  function compactQueue(): void {
    const length = qTrace.length - qHead;
    if (length === 0) {
      qDeadline = [];
      qTrace = [];
      qVersion = [];
      qHead = 0;
    } else if (length > 2 * totals.traces + 1024) {
      // At least half the entries are stale: rebuild, O(entries) after as many cheap pushes.
      const d: number[] = [];
      const t: Array<BufferedTrace | null> = [];
      const v: number[] = [];
      for (let i = qHead; i < qTrace.length; i++) {
        if (!isLive(i)) continue;
        d.push(qDeadline[i]!);
        t.push(qTrace[i]!);
        v.push(qVersion[i]!);
      }
      qDeadline = d;
      qTrace = t;
      qVersion = v;
      qHead = 0;
    } else if (qHead > 4096 && qHead * 2 > qTrace.length) {
      qDeadline = qDeadline.slice(qHead);
      qTrace = qTrace.slice(qHead);
      qVersion = qVersion.slice(qHead);
      qHead = 0;
    }
  }

  /** Passes the head's slot: clears it and returns its trace if the entry is live, else null (a stale entry). */
  function takeHead(): BufferedTrace | null {
    const i = qHead;
    qHead += 1;
    const t = isLive(i) ? qTrace[i]! : null;
    qTrace[i] = null;
    return t;
  }

  function popOldestLive(): BufferedTrace | null {
    while (qHead < qTrace.length) {
      const t = takeHead();
      if (t !== null) return t;
    }
    return null;
  }

  function handOut(p: PartitionState, d: DecidedTrace): DecidedTrace {
    p.outstanding.add(d);
    return d;
  }

  function remember(p: PartitionState, key: string, decision: Decision): void {
    if (decisionCacheSize === 0) return;
    p.decisions.set(key, decision);
    if (p.decisions.size <= decisionCacheSize) return;
    const oldest = p.decisions.keys().next().value!;
    p.decisions.delete(oldest);
    p.forgotten.add(hashKey32(oldest));
    if (p.forgotten.size > decisionCacheSize) p.forgotten.delete(p.forgotten.values().next().value!);
  }

  function decide(t: BufferedTrace, nowMs: number, early: boolean): DecidedTrace {
    const p = t.part;
    t.buffered = false;
    p.traces.delete(t.key);
    totals.traces -= 1;
    totals.spans -= t.spanCount;
    totals.bytes -= t.sizeBytes;
    if (t.waiting) totals.waiting -= 1;
    const verdict = policies.decide(t, nowMs);
    const withoutRoot = t.waiting;
    const decision: Decision = { keep: verdict.keep, policy: verdict.policy, early, withoutRoot };
    if (withoutRoot) counters.decidedWithoutRoot += 1;
    remember(p, t.key, decision);
    if (decision.keep) {
      counters.decidedKept += 1;
      counters.keptSpans += t.spanCount;
    } else {
      counters.decidedDropped += 1;
      counters.droppedSpans += t.spanCount;
    }
    if (early) counters.earlyDecisions += 1;
    byPolicy.set(decision.policy, (byPolicy.get(decision.policy) ?? 0) + 1);
    const decided = handOut(p, {
      partition: p.partition,
      tenant: t.tenant,
      traceId: t.traceId,
      decision,
      batches: t.batches,
      spanCount: t.spanCount,
      sizeBytes: t.sizeBytes,
      offsets: t.offsets,
      late: false,
    });
    detach(t);
    return decided;
  }

  /**
   * A trace no longer buffered lets go of its batches: the deadline queue may still name it (older entries of a trace
   * of several batches stay until the head passes them or compactQueue sweeps them), and those entries must not keep
   * its spans alive once the caller has written and dropped them. Before this, a decided trace's batches stayed
   * reachable until its last queue slot was passed and the array sliced (up to 4,096 slots): measured with 18 MiB
   * exports of new traces, ingest's live heap held every span received (560,000) well after their decisions.
   */
  function detach(t: BufferedTrace): void {
    t.batches = [];
    t.offsets = [];
    t.root = null;
  }

  function enforceBounds(nowMs: number): void {
    while (totals.traces > maxTraces || totals.bytes > maxBytes) {
      const t = popOldestLive();
      if (t === null) break;
      ready.push(decide(t, nowMs, true));
    }
  }

  return {
    add(partition, offset, batch, sizeBytes) {
      // Programming errors of the caller, not bad input: the bus gives integer offsets and lengths.
      if (!Number.isSafeInteger(offset) || offset < 0) throw new RangeError(`offset must be a non-negative integer, got ${offset}`);
      if (!Number.isFinite(sizeBytes) || sizeBytes < 0) throw new RangeError(`sizeBytes must be a non-negative number, got ${sizeBytes}`);
      const nowMs = tick();
      const p = partitionFor(partition);
      if (offset > p.highWater) p.highWater = offset;
      hold(p, offset);
      const key = traceKey(batch.tenant, batch.traceId);
      const spans = batch.spans.length;
      let t = p.traces.get(key);
      if (t === undefined) {
        const remembered = p.decisions.get(key);
        if (remembered !== undefined) {
          p.decisions.delete(key);
          p.decisions.set(key, remembered);
          counters.lateSpansFollowed += spans;
          const late: DecidedTrace = {
            partition,
            tenant: batch.tenant,
            traceId: batch.traceId,
            decision: remembered,
            batches: [batch],
            spanCount: spans,
            sizeBytes,
            offsets: [offset],
            late: true,
          };
          return { status: 'decided', trace: handOut(p, late) };
        }
        if (p.forgotten.size > 0 && p.forgotten.delete(hashKey32(key))) counters.lateSpansNewTrace += spans;
        t = {
          key,
          part: p,
          tenant: batch.tenant,
          traceId: batch.traceId,
          batches: [],
          offsets: [],
          spanCount: 0,
          sizeBytes: 0,
          version: 0,
          buffered: true,
          firstArrivalMs: nowMs,
          root: maxRootWaitMs > 0 ? { seen: new Set(), referenced: new Set() } : null,
          waiting: false,
        };
        p.traces.set(key, t);
        totals.traces += 1;
      }
      t.batches.push(batch);
      t.offsets.push(offset);
      t.root = watchRoot(t.root, batch);
      const waiting = isWaitingForRoot(t);
      if (waiting !== t.waiting) totals.waiting += waiting ? 1 : -1;
      t.waiting = waiting;
      t.spanCount += spans;
      t.sizeBytes += sizeBytes;
      t.version += 1;
      totals.spans += spans;
      totals.bytes += sizeBytes;
      if (totals.bytes > totals.peakBytes) totals.peakBytes = totals.bytes;
      qDeadline.push(nowMs + decisionWaitMs);
      qTrace.push(t);
      qVersion.push(t.version);
      enforceBounds(nowMs);
      compactQueue();
      return BUFFERED;
    },

    skipRecord(partition, offset) {
      const p = partitionFor(partition);
      if (offset > p.highWater) p.highWater = offset;
    },

    pinRecord(partition, offset) {
      const p = partitionFor(partition);
      if (p.pinned < 0 || offset < p.pinned) p.pinned = offset;
      if (offset > p.highWater) p.highWater = offset;
    },

    collectDecisions() {
      const nowMs = tick();
      const out = ready;
      ready = [];
      const requeue: BufferedTrace[] = [];
      while (qHead < qTrace.length && qDeadline[qHead]! <= nowMs) {
        const t = takeHead();
        if (t === null) continue;
        // A running root (a long agent run) is waited for, up to maxRootWaitMs from the trace's first part,
        // checked again every decisionWaitMs; the decision then says it was made without the root.
        if (nowMs - t.firstArrivalMs < maxRootWaitMs && t.waiting) requeue.push(t);
        else out.push(decide(t, nowMs, false));
      }
      for (const t of requeue) {
        // now + wait is never earlier than a queued deadline: the FIFO stays ordered.
        qDeadline.push(nowMs + decisionWaitMs);
        qTrace.push(t);
        qVersion.push(t.version);
      }
      compactQueue();
      return out;
    },

    flushAll() {
      const nowMs = tick();
      const out = ready;
      ready = [];
      for (let t = popOldestLive(); t !== null; t = popOldestLive()) out.push(decide(t, nowMs, true));
      compactQueue();
      return out;
    },

    release(traces) {
      for (const d of traces) {
        const p = partitions.get(d.partition);
        if (p === undefined || !p.outstanding.delete(d)) continue;
        for (const offset of d.offsets) unhold(p, offset);
      }
    },

    commitPosition(partition) {
      const p = partitions.get(partition);
      if (p === undefined || p.highWater < 0) return null;
      advanceHeld(p);
      const position = p.heldHead < p.held.length ? p.held[p.heldHead]! : p.highWater + 1;
      return p.pinned >= 0 ? Math.min(position, p.pinned) : position;
    },

    dropPartition(partition) {
      const p = partitions.get(partition);
      if (p === undefined) return;
      for (const t of p.traces.values()) {
        t.buffered = false;
        detach(t);
        totals.traces -= 1;
        totals.spans -= t.spanCount;
        totals.bytes -= t.sizeBytes;
        if (t.waiting) totals.waiting -= 1;
        counters.revokedTraces += 1;
      }
      partitions.delete(partition);
      // Its records go to the new owner; decisions not yet collected must not be written or committed here.
      if (ready.some((d) => d.partition === partition)) ready = ready.filter((d) => d.partition !== partition);
      compactQueue();
    },

    stats() {
      let pendingRelease = 0;
      for (const p of partitions.values()) pendingRelease += p.outstanding.size;
      return {
        waitingForRoot: totals.waiting,
        bufferedTraces: totals.traces,
        bufferedSpans: totals.spans,
        bufferedBytes: totals.bytes,
        peakBufferedBytes: totals.peakBytes,
        pendingRelease,
        partitions: partitions.size,
        ...counters,
        decisionsByPolicy: Object.fromEntries(byPolicy),
      };
    },
  };
}

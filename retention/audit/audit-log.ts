/**
 * The writer of the tamper-evident audit log: append-only entries, one hash chain per tenant, stored in
 * ClickHouse (`audit_log`, `audit_checkpoints`), with the last checkpoint of every tenant also in
 * `<dataDir>/keys/audit-head.json`.
 *
 * No unsigned tail: appends waiting for a tenant are written as one batch (group commit), and a signed
 * checkpoint covering the batch is stored (ClickHouse and head file) before any append of the batch
 * resolves. An entry that was ever acknowledged is therefore covered by a signature, and removing it is
 * detected by `tracehold audit verify`. Checkpoints are v2: they also sign the RFC 9162 Merkle root of the
 * tenant's entries 1..seq (merkle.ts), computed from a compact frontier kept per tenant (O(log n) per
 * checkpoint; rebuilt at start by streaming the tenant's entry hashes).
 *
 * Writers: by default this process is the only source of seq for its tenants (a second one would fork
 * the chain; the verifier reports it). With `sharedWriters`, several processes on one host sharing the
 * data directory may append to one tenant: each batch is built, inserted and checkpointed under a
 * per-tenant lock file in `<dataDir>/keys/`, after taking the chain's tail (and Merkle frontier) forward
 * to what another writer stored; the head file is then merged under its own lock.
 */
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import type { Logger } from 'pino';
import type { ClickHouse } from '../../platform/clickhouse/create-clickhouse.ts';
import {
  AUDIT_GENESIS_HASH,
  AuditListFilterSchema,
  type AuditCheckpoint,
  type AuditEntry,
  type AuditEntryInput,
  type AuditListFilter,
} from '../../schemas/audit.ts';
import { AuditLogError } from './audit-errors.ts';
import { decodeCursor, encodeCursor, parseInput, type ParsedInput } from './audit-input.ts';
import { computeEntryHash } from './audit-format.ts';
import { auditHeadPath, readAuditHead, writeAuditHead } from './audit-head.ts';
import { withAuditFileLock } from './audit-file-lock.ts';
import type { AuditSigner } from './audit-signer.ts';
import {
  insertAuditCheckpoint,
  insertAuditEntries,
  listAuditEntries,
  readAuditTail,
  readAuditTails,
  readEntryHashesAt,
  readEntryHashRange,
  readLastCheckpoints,
} from './audit-store.ts';
import { merkleLeafHash } from './merkle.ts';
import { createMerkleFrontier, type MerkleFrontier } from './merkle-frontier.ts';
import { errorIdentity } from '../../platform/errors/tracehold-error.ts';

/** Time source and periodic timer; tests pass a fake one to drive the T-second checkpoints. */
export interface AuditClock {
  now(): number;
  /** Calls `tick` every `intervalMs` until the returned function is called. */
  every(intervalMs: number, tick: () => Promise<void>): () => void;
}

export const SYSTEM_CLOCK: AuditClock = {
  now: () => Date.now(),
  every(intervalMs, tick) {
    const timer = setInterval(() => void tick(), intervalMs);
    timer.unref();
    return () => clearInterval(timer);
  },
};

export interface AuditLogDeps {
  clickhouse: ClickHouse;
  logger: Logger;
  signer: AuditSigner;
  clock?: AuditClock;
}

export interface AuditLogConfig {
  dataDir: string;
  /**
   * Kept for configuration compatibility: every written batch is now checkpointed before its appends
   * resolve, so no tenant ever has this many unsigned entries.
   */
  checkpointEvery: number;
  /** A checkpoint of every tenant with unsigned entries this often (only after a failed checkpoint). */
  checkpointIntervalMs: number;
  /** Appends waiting per tenant before more are refused with TH_ERR_AUDIT_OVERLOADED. Default 10 000. */
  maxPendingPerTenant?: number;
  /** Entries per ClickHouse insert at most (waiting appends of a tenant are written together). Default 500. */
  maxBatchEntries?: number;
  /** Several processes on this host append to the same tenants: lock and re-read the tail per batch. Default false. */
  sharedWriters?: boolean;
  /** With sharedWriters: how long a batch waits for another writer's lock. Default 10 000. */
  lockTimeoutMs?: number;
}

export interface AuditListPage {
  /** Newest first. Not verified: `tracehold audit verify` checks the chain. */
  entries: AuditEntry[];
  /** Pass as `cursor` for the next (older) page; null on the last page. */
  nextCursor: string | null;
}

/**
 * Contract: `start()` once before `append`/`checkpoint` (it resumes every tenant's chain from ClickHouse
 * and checks it against the head file); `shutdown()` stops appends, waits for those in flight, writes a
 * final checkpoint per tenant, and is safe to call twice. The ClickHouse client and the signer belong
 * to the caller, who closes them after `shutdown()`. All methods are safe to call concurrently.
 */
export interface AuditLog {
  start(): Promise<void>;
  /**
   * Appends one entry to its tenant's chain. Resolves with the stored entry only once ClickHouse has it
   * and a signed checkpoint covering it is stored (ClickHouse or head file); rejects
   * (TH_ERR_AUDIT_WRITE_FAILED, retryable) otherwise — the audited action must then fail (an entry stored
   * without its checkpoint is covered by the next one). Concurrent appends of a tenant get consecutive
   * seqs in call order.
   */
  append(entry: AuditEntryInput): Promise<AuditEntry>;
  /** Entries of one tenant, filtered, newest first; safe before start and after shutdown. */
  list(filter: AuditListFilter): Promise<AuditListPage>;
  /**
   * With a tenant: the signed checkpoint covering the tenant's last entry this writer knows — the one
   * already stored when there is one (v2 whenever the Merkle frontier is known), else a new one; `[]`
   * for a tenant without entries. Without a tenant: signs a checkpoint for every tenant with entries not
   * yet covered and returns those written.
   */
  checkpoint(tenant?: string): Promise<AuditCheckpoint[]>;
  shutdown(): Promise<void>;
  /** Id of the signing key (after start). */
  readonly keyId: string;
}

interface Pending {
  input: ParsedInput;
  resolve(entry: AuditEntry): void;
  reject(err: unknown): void;
}

interface Chain {
  tenant: string;
  lastSeq: number;
  lastHash: string;
  checkpointedSeq: number;
  /** The last checkpoint written or found at start (null before the first). */
  lastCheckpoint: AuditCheckpoint | null;
  /**
   * Merkle frontier of entries 1..lastSeq; null when it cannot be known (the store lacks entries of the
   * chain, e.g. after a rollback): checkpoints of the tenant are then v1.
   */
  frontier: MerkleFrontier | null;
  /** After a failed insert: the store may or may not hold it; re-read the tail before the next one. */
  resync: boolean;
  queue: Pending[];
  draining: boolean;
  /** Tail of this tenant's serialized work (inserts and checkpoints). */
  tail: Promise<void>;
}

const DAY_MS = 86_400_000;
const DEFAULT_WINDOW_MS = 30 * DAY_MS;
const MAX_WINDOW_MS = 366 * DAY_MS;
const FAILURE_LOG_INTERVAL_MS = 10_000;

export function createAuditLog(deps: AuditLogDeps, config: AuditLogConfig): AuditLog {
  const { clickhouse: ch, signer } = deps;
  const clock = deps.clock ?? SYSTEM_CLOCK;
  const log = deps.logger.child({ component: 'audit-log' });
  const maxPending = config.maxPendingPerTenant ?? 10_000;
  const maxBatch = config.maxBatchEntries ?? 500;
  const shared = config.sharedWriters === true;
  const lockTimeoutMs = config.lockTimeoutMs ?? 10_000;
  const keysDir = path.join(config.dataDir, 'keys');
  const headFile = auditHeadPath(keysDir);
  const chains = new Map<string, Chain>();
  const head = new Map<string, AuditCheckpoint>();
  let state: 'new' | 'started' | 'stopping' | 'stopped' = 'new';
  let starting: Promise<void> | null = null;
  let stopping: Promise<void> | null = null;
  let stopTimer: (() => void) | null = null;
  let headVersion = 0;
  let headWrittenVersion = 0;
  let headTail: Promise<void> = Promise.resolve();
  const failures = { lastLogMs: -Infinity, suppressed: 0 };

  function chainFor(tenant: string): Chain {
    let chain = chains.get(tenant);
    if (!chain) {
      chain = {
        tenant,
        lastSeq: 0,
        lastHash: AUDIT_GENESIS_HASH,
        checkpointedSeq: 0,
        lastCheckpoint: null,
        frontier: createMerkleFrontier(),
        resync: false,
        queue: [],
        draining: false,
        tail: Promise.resolve(),
      };
      chains.set(tenant, chain);
    }
    return chain;
  }

  /** Runs `fn` after everything queued for the tenant; the chain's tail never rejects. */
  function serialize<T>(chain: Chain, fn: () => Promise<T>): Promise<T> {
    const run = chain.tail.then(fn);
    chain.tail = run.then(
      () => undefined,
      () => undefined,
    );
    return run;
  }

  function start(): Promise<void> {
    if (stopping !== null || state === 'stopping' || state === 'stopped') return Promise.reject(new AuditLogError('TH_ERR_AUDIT_NOT_STARTED', 'an audit log cannot be restarted after shutdown()'));
    starting ??= doStart().catch((err: unknown) => {
      starting = null;
      throw err;
    });
    return starting;
  }

  async function doStart(): Promise<void> {
    // A retried start begins from scratch.
    chains.clear();
    head.clear();
    await signer.start();
    const headFromFile = await readAuditHead(headFile);
    for (const cp of Object.values(headFromFile?.checkpoints ?? {})) {
      if (!signer.verify(cp)) {
        throw new AuditLogError(
          'TH_ERR_AUDIT_HEAD_INVALID',
          `${headFile}: the checkpoint of tenant ${cp.tenant} is not signed by the audit key ${signer.keyId}; ` +
            'investigate (tracehold audit verify), then move the file aside to start',
        );
      }
      head.set(cp.tenant, cp);
    }
    const tails = await readAuditTails(ch);
    const storedCheckpoints = await readLastCheckpoints(ch);
    const rollbacks: Array<{ tenant: string; storeLastSeq: number; anchor: AuditCheckpoint }> = [];
    for (const tenant of new Set([...tails.keys(), ...head.keys(), ...storedCheckpoints.keys()])) {
      const tail = tails.get(tenant) ?? { seq: 0, hash: AUDIT_GENESIS_HASH };
      const chain = chainFor(tenant);
      chain.lastSeq = tail.seq;
      chain.lastHash = tail.hash;
      await catchUpFrontier(chain, tail.seq);
      // The highest validly signed checkpoint known, from the head file or the store (a forged one is ignored
      // here and reported by the verifier).
      let anchor = head.get(tenant) ?? null;
      const stored = storedCheckpoints.get(tenant);
      if (stored && signer.verify(stored) && (!anchor || stored.seq > anchor.seq)) anchor = stored;
      if (!anchor) continue;
      if (tail.seq >= anchor.seq) {
        const hashes = anchor.seq === tail.seq ? [tail.hash] : await readEntryHashesAt(ch, tenant, anchor.seq);
        if (!hashes.includes(anchor.hash)) {
          throw new AuditLogError(
            'TH_ERR_AUDIT_STORE_TAMPERED',
            `tenant ${tenant}: the stored audit entry ${anchor.seq} does not match the checkpoint signed at ${new Date(anchor.time).toISOString()} ` +
              '(entries were rewritten); run `tracehold audit verify`. After investigating, move keys/audit-head.json aside to start on this store',
          );
        }
        chain.checkpointedSeq = anchor.seq;
        chain.lastCheckpoint = anchor;
      } else {
        // The store ends before a signed checkpoint: it was rolled back (restored from an older backup) or
        // its tail deleted. Continuing from the store's tail would reuse seqs that the checkpoint covers;
        // continue after the checkpoint instead, so the loss stays visible as a gap and later entries still
        // link to signed history.
        rollbacks.push({ tenant, storeLastSeq: tail.seq, anchor });
        chain.lastSeq = anchor.seq;
        chain.lastHash = anchor.hash;
        chain.checkpointedSeq = anchor.seq;
        chain.lastCheckpoint = anchor;
        // The entries up to the checkpoint are not all stored: the tree cannot be rebuilt.
        chain.frontier = null;
      }
    }
    state = 'started';
    stopTimer = clock.every(config.checkpointIntervalMs, tick);
    try {
      await recordRollbacks(rollbacks);
    } catch (err) {
      stopTimer();
      stopTimer = null;
      state = 'new';
      throw err;
    }
    log.info({ tenants: chains.size, keyId: signer.keyId, rollbacks: rollbacks.length }, 'audit log started');
  }

  async function recordRollbacks(rollbacks: Array<{ tenant: string; storeLastSeq: number; anchor: AuditCheckpoint }>): Promise<void> {
    for (const { tenant, storeLastSeq, anchor } of rollbacks) {
      log.error(
        { tenant, storeLastSeq, checkpointSeq: anchor.seq, lostEntries: anchor.seq - storeLastSeq },
        'the audit log in ClickHouse ends before its last signed checkpoint (rolled back or truncated); continuing after the checkpoint',
      );
      await insertAuditCheckpoint(ch, anchor).catch((err: unknown) => logFailure(err, 'could not store the head checkpoint again', 1));
      await append({
        tenant,
        actor: { tokenId: 'audit-log', kind: 'system' },
        action: 'audit.rollback_detected',
        target: {},
        reason: '',
        outcome: 'failed',
        details: { storeLastSeq, checkpointSeq: anchor.seq, lostEntries: anchor.seq - storeLastSeq },
      });
    }
  }

  function append(input: AuditEntryInput): Promise<AuditEntry> {
    if (state !== 'started') return Promise.reject(new AuditLogError('TH_ERR_AUDIT_NOT_STARTED', 'audit log used before start() or after shutdown()'));
    let parsed: ParsedInput;
    try {
      parsed = parseInput(input);
    } catch (err) {
      return Promise.reject(err);
    }
    const chain = chainFor(parsed.tenant);
    if (chain.queue.length >= maxPending) {
      return Promise.reject(new AuditLogError('TH_ERR_AUDIT_OVERLOADED', `${chain.queue.length} audit appends already wait for tenant ${chain.tenant}`));
    }
    return new Promise<AuditEntry>((resolve, reject) => {
      chain.queue.push({ input: parsed, resolve, reject });
      if (!chain.draining) {
        chain.draining = true;
        void serialize(chain, () => drain(chain));
      }
    });
  }

  /**
   * Writes everything queued for the tenant, a batch per insert, each followed by its checkpoint before
   * the batch's appends resolve. Runs serialized on the chain.
   */
  async function drain(chain: Chain): Promise<void> {
    try {
      while (chain.queue.length > 0) {
        const batch = chain.queue.splice(0, maxBatch);
        let entries: AuditEntry[];
        try {
          entries = shared
            ? await withAuditFileLock(path.join(keysDir, `audit-${chain.tenant}.lock`), () => writeBatch(chain, batch), { timeoutMs: lockTimeoutMs })
            : await writeBatch(chain, batch);
        } catch (err) {
          chain.resync = true;
          logFailure(err, 'audit entries could not be written and checkpointed; the audited actions fail', batch.length);
          const error = err instanceof AuditLogError && err.code === 'TH_ERR_AUDIT_WRITE_FAILED' ? err : new AuditLogError('TH_ERR_AUDIT_WRITE_FAILED', 'the audit log could not be written', { cause: err });
          for (const p of batch) p.reject(error);
          continue;
        }
        batch.forEach((p, i) => p.resolve(entries[i]!));
      }
    } finally {
      chain.draining = false;
    }
  }

  /** Inserts one batch and stores the checkpoint covering it (throws when either fails). */
  async function writeBatch(chain: Chain, batch: Pending[]): Promise<AuditEntry[]> {
    // Another writer may have moved the tail (sharedWriters), or a failed insert may have landed.
    if (shared || chain.resync) await resync(chain);
    const entries = buildEntries(chain, batch);
    await insertAuditEntries(ch, entries);
    const last = entries[entries.length - 1]!;
    chain.lastSeq = last.seq;
    chain.lastHash = last.hash;
    if (chain.frontier) for (const e of entries) chain.frontier.append(merkleLeafHash(e.hash));
    await writeCheckpoint(chain);
    return entries;
  }

  /**
   * Extends the chain's Merkle frontier with the stored entries after it, up to `toSeq`. A missing seq
   * makes the tree unknowable (frontier null: v1 checkpoints from then on).
   */
  async function catchUpFrontier(chain: Chain, toSeq: number): Promise<void> {
    const PAGE = 50_000;
    while (chain.frontier && chain.frontier.size < toSeq) {
      const lo = chain.frontier.size + 1;
      const hi = Math.min(toSeq, lo + PAGE - 1);
      const rows = await readEntryHashRange(ch, chain.tenant, lo, hi);
      if (rows.length !== hi - lo + 1 || rows.some((r, i) => r.seq !== lo + i || !/^[0-9a-f]{64}$/.test(r.hash))) {
        log.error({ tenant: chain.tenant, from: lo, to: hi }, 'audit entries missing or malformed in the store: Merkle roots of this tenant cannot be computed; writing v1 checkpoints');
        chain.frontier = null;
        return;
      }
      for (const r of rows) chain.frontier.append(merkleLeafHash(r.hash));
    }
  }

  function buildEntries(chain: Chain, batch: Pending[]): AuditEntry[] {
    let seq = chain.lastSeq;
    let prevHash = chain.lastHash;
    return batch.map(({ input }) => {
      seq++;
      const body = { ...input, seq, id: randomUUID(), time: Math.floor(clock.now()), prevHash };
      const entry: AuditEntry = { ...body, hash: computeEntryHash(body) };
      prevHash = entry.hash;
      return entry;
    });
  }

  /**
   * After a failed insert the entries may have landed anyway (a timeout after the server took them): take
   * the store's tail when it is ahead. When it is behind, the insert did not land: keep the known state.
   */
  async function resync(chain: Chain): Promise<void> {
    const tail = await readAuditTail(ch, chain.tenant);
    if (tail && tail.seq > chain.lastSeq) {
      // Expected with sharedWriters; otherwise worth a line.
      if (!shared) log.warn({ tenant: chain.tenant, knownSeq: chain.lastSeq, storeSeq: tail.seq }, 'audit chain resumed from a store ahead of this writer (a failed insert landed, or another writer)');
      if (chain.frontier && chain.frontier.size === chain.lastSeq) await catchUpFrontier(chain, tail.seq);
      chain.lastSeq = tail.seq;
      chain.lastHash = tail.hash;
      if (chain.frontier && chain.frontier.size !== chain.lastSeq) chain.frontier = null;
    }
    chain.resync = false;
  }

  /** Signs and stores a checkpoint of the chain's last entry; serialized on the chain by the caller. */
  async function writeCheckpoint(chain: Chain, force = false): Promise<AuditCheckpoint | null> {
    if (chain.lastSeq === 0 || (!force && chain.lastSeq <= chain.checkpointedSeq)) return null;
    const root = chain.frontier?.size === chain.lastSeq ? chain.frontier.root().toString('hex') : undefined;
    const cp = signer.sign({ tenant: chain.tenant, seq: chain.lastSeq, hash: chain.lastHash, time: Math.floor(clock.now()), root });
    const [stored, headed] = await Promise.allSettled([insertAuditCheckpoint(ch, cp), persistHead(cp)]);
    if (stored.status === 'rejected') logFailure(stored.reason, 'audit checkpoint could not be stored in ClickHouse', 1);
    if (headed.status === 'rejected') logFailure(headed.reason, 'audit head file could not be written', 1);
    if (stored.status === 'rejected' && headed.status === 'rejected') {
      throw new AuditLogError('TH_ERR_AUDIT_WRITE_FAILED', 'the checkpoint could be written neither to ClickHouse nor to the head file', { cause: stored.reason });
    }
    chain.checkpointedSeq = Math.max(chain.checkpointedSeq, cp.seq);
    chain.lastCheckpoint = cp;
    return cp;
  }

  /** Records `cp` in the head file; concurrent updates share one write of the latest state. */
  function persistHead(cp: AuditCheckpoint): Promise<void> {
    const known = head.get(cp.tenant);
    if (!known || cp.seq > known.seq) {
      head.set(cp.tenant, cp);
      headVersion++;
    }
    const wanted = headVersion;
    const run = headTail.then(async () => {
      if (headWrittenVersion >= wanted) return;
      const version = headVersion;
      if (shared) await withAuditFileLock(`${headFile}.lock`, mergeAndWriteHead, { timeoutMs: lockTimeoutMs });
      else await writeAuditHead(headFile, head.values(), clock.now());
      headWrittenVersion = version;
    });
    headTail = run.catch(() => undefined);
    return run;
  }

  /**
   * sharedWriters: the file also holds other writers' checkpoints; keep, per tenant, the highest validly
   * signed one of the file and of this process, so that no writer moves the head of another back.
   */
  async function mergeAndWriteHead(): Promise<void> {
    const onDisk = await readAuditHead(headFile).catch(() => null);
    for (const cp of Object.values(onDisk?.checkpoints ?? {})) {
      const known = head.get(cp.tenant);
      if ((!known || cp.seq > known.seq) && signer.verify(cp)) head.set(cp.tenant, cp);
    }
    await writeAuditHead(headFile, head.values(), clock.now());
  }

  async function tick(): Promise<void> {
    if (state !== 'started') return;
    const due = [...chains.values()].filter((c) => c.lastSeq > c.checkpointedSeq);
    await Promise.all(
      due.map((chain) => serialize(chain, () => writeCheckpoint(chain)).catch((err: unknown) => logFailure(err, 'periodic audit checkpoint failed', 1))),
    );
  }

  async function checkpoint(tenant?: string): Promise<AuditCheckpoint[]> {
    if (state !== 'started') throw new AuditLogError('TH_ERR_AUDIT_NOT_STARTED', 'audit log used before start() or after shutdown()');
    if (tenant !== undefined) {
      const chain = chains.get(tenant);
      if (!chain) return [];
      return serialize(chain, async () => {
        const written = await writeCheckpoint(chain);
        if (written) return [written];
        const last = chain.lastCheckpoint;
        if (last && last.seq === chain.lastSeq && (last.root !== undefined || chain.frontier === null)) return [last];
        // Covered only by a v1 checkpoint (older than this version): sign the same point with its root.
        const fresh = await writeCheckpoint(chain, true);
        return fresh ? [fresh] : [];
      });
    }
    const written = await Promise.all([...chains.values()].map((chain) => serialize(chain, () => writeCheckpoint(chain))));
    return written.filter((cp): cp is AuditCheckpoint => cp !== null);
  }

  async function list(filter: AuditListFilter): Promise<AuditListPage> {
    const parsed = AuditListFilterSchema.safeParse(filter);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      throw new AuditLogError('TH_ERR_AUDIT_INVALID_ENTRY', `invalid audit list filter: ${issue?.path.join('.') ?? ''} ${issue?.message ?? ''}`.trim());
    }
    const f = parsed.data;
    const toMs = f.toMs ?? Math.floor(clock.now());
    const fromMs = f.fromMs ?? toMs - DEFAULT_WINDOW_MS;
    if (fromMs > toMs) throw new AuditLogError('TH_ERR_AUDIT_INVALID_ENTRY', 'invalid audit list filter: fromMs is after toMs');
    if (toMs - fromMs > MAX_WINDOW_MS) throw new AuditLogError('TH_ERR_AUDIT_INVALID_ENTRY', 'invalid audit list filter: the time window is longer than 366 days');
    const beforeSeq = f.cursor === undefined ? undefined : decodeCursor(f.cursor);
    const rows = await listAuditEntries(ch, {
      tenant: f.tenant,
      fromMs,
      toMs,
      limit: f.limit,
      traceId: f.traceId,
      subjectRef: f.subjectRef,
      actorTokenId: f.actor,
      action: f.action,
      beforeSeq,
    });
    const entries = rows.slice(0, f.limit);
    const nextCursor = rows.length > f.limit ? encodeCursor(entries[entries.length - 1]!.seq) : null;
    return { entries, nextCursor };
  }

  function shutdown(): Promise<void> {
    stopping ??= (async () => {
      // A start in progress finishes first, so that it cannot mark the log started after shutdown.
      if (starting) await starting.catch(() => undefined);
      if (state !== 'started') {
        state = 'stopped';
        return;
      }
      state = 'stopping';
      stopTimer?.();
      // Appends already accepted are written (their drains are queued on the chains) before the final
      // checkpoints, which are queued behind them.
      await Promise.all(
        [...chains.values()].map((chain) =>
          serialize(chain, () => writeCheckpoint(chain)).catch((err: unknown) => logFailure(err, 'final audit checkpoint failed', 1)),
        ),
      );
      await headTail;
      state = 'stopped';
      log.info({ tenants: chains.size }, 'audit log stopped');
    })();
    return stopping;
  }

  function logFailure(err: unknown, message: string, count: number): void {
    // One line per failure burst, not per entry: a ClickHouse outage fails every audited action.
    const now = Date.now();
    if (now - failures.lastLogMs < FAILURE_LOG_INTERVAL_MS) {
      failures.suppressed += count;
      return;
    }
    log.error({ ...errorIdentity(err), suppressedSinceLast: failures.suppressed, count }, message);
    failures.lastLogMs = now;
    failures.suppressed = 0;
  }

  return {
    start,
    append,
    list,
    checkpoint,
    shutdown,
    get keyId() {
      return signer.keyId;
    },
  };
}

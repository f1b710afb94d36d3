/**
 * Admission of OTLP exports, shared by both receivers: at most `slots` exports are read, decoded and processed
 * at once; a request that finds them all busy waits in a bounded line for at most `maxWaitMs`, and is then
 * refused at once (429 / RESOURCE_EXHAUSTED with Retry-After) — before its body is read or decoded, so an
 * overloaded collector spends no work on exports it will not accept, and the exports it does accept are not
 * slowed by a growing pile of others (their latency is bounded by the slots, not by the offered load).
 *
 * Waiters are served first come, first served. Refusals are counted (`tracehold_otlp_admission_refused_total`
 * by reason) and logged at a bounded rate: one warning when refusals start, then at most one line per
 * `logEveryMs` with the count since the last line, and one line when a request is admitted again.
 *
 * Slots count exports, not bytes: 16 exports of 57 KiB and 16 of 18 MiB are the same to them, and the second kind
 * held 1.4 GiB in the all-in-one (its decoded spans, content and records are several times the body). So the
 * admitted exports' bodies also share a byte budget (`maxBytes`): a receiver `charge`s its ticket with the body's
 * bytes as it reads and decodes them (HTTP: chunk by chunk, so a body is refused part-way rather than read whole;
 * gRPC: the message grpc-js has read), and they stay charged until the export is answered. A charge that would
 * take the admitted bodies over the budget fails (reason `body_bytes`; the receiver answers 429 / RESOURCE_EXHAUSTED
 * with Retry-After and stops reading) — unless the export's own bytes are the only ones charged, so that a body of
 * any size up to the body limit still gets through on its own. Not waiting for bytes, unlike slots: a body is
 * charged while it is being read, and readers waiting for each other's bytes could wait on each other forever.
 *
 * A slot is taken before the body is read, so a client that sends its body slowly, or stops, would hold it: the
 * receivers give an admitted export `bodyTimeoutMs` (default 30 s) to deliver its whole body (HTTP) or message (gRPC),
 * then answer 503 / DEADLINE_EXCEEDED (both retryable, with Retry-After) and free the slot (`bodyTimedOut` counts it, reason `body_timeout`). Without it
 * sixteen clients trickling a byte now and then would have held every slot (HTTP for node's 300 s request timeout,
 * gRPC for as long as they liked).
 */
import type { Logger } from 'pino';
import type { Metrics } from '../../platform/metrics/create-metrics.ts';

export interface AdmissionConfig {
  /** Exports processed at once (read, decoded, extracted, redacted, appended). */
  slots: number;
  /** Longest wait for a slot before the request is refused. 0 = refuse at once when all slots are busy. */
  maxWaitMs: number;
  /** Requests waiting for a slot; one more is refused at once. */
  maxWaiting: number;
  /** Delay suggested to refused clients (Retry-After, rounded up to whole seconds). */
  retryAfterMs: number;
  /** At most one refusal log line per this many ms. Default 10,000. */
  logEveryMs?: number;
  /** Bytes of body the admitted exports may hold together (see above). Default: no byte budget. */
  maxBytes?: number;
  /** Time an admitted export has to deliver its whole body (see above). Default 30,000 ms. */
  bodyTimeoutMs?: number;
}

/** The default of AdmissionConfig.bodyTimeoutMs. */
export const DEFAULT_BODY_TIMEOUT_MS = 30_000;

export type AdmissionRefusal = 'wait_timeout' | 'line_full' | 'body_bytes' | 'body_timeout';

export interface AdmissionStats {
  active: number;
  waiting: number;
  /** Body bytes the admitted exports hold. */
  heldBytes: number;
  admitted: number;
  refused: number;
  refusedByReason: Record<AdmissionRefusal, number>;
}

/** A refused export: why, and the delay to suggest to the client. */
export interface AdmissionRefused {
  admitted: false;
  reason: AdmissionRefusal;
  retryAfterMs: number;
}

/**
 * A slot; call `release` once when the export has been answered (extra calls do nothing). `charge` adds body
 * bytes the export now holds (negative to give some back, e.g. a compressed body once decoded) and returns null,
 * or the refusal to answer when they do not fit the byte budget (nothing is charged then). Released with the slot.
 */
export type AdmissionTicket = { admitted: true; release: () => void; charge: (bytes: number) => AdmissionRefused | null } | AdmissionRefused;

export interface Admission {
  /** A slot for one export of `transport` (counted in tracehold_otlp_exports_total when refused). */
  acquire(transport: 'http' | 'grpc'): Promise<AdmissionTicket>;
  /** Time an admitted export has to deliver its body; the receiver answers body_timeout after it (see above). */
  readonly bodyTimeoutMs: number;
  /** The delay suggested to refused clients, and to those whose body did not arrive in time. */
  readonly retryAfterMs: number;
  /** Counts an admitted export whose body did not arrive within bodyTimeoutMs (the receiver frees its slot). */
  bodyTimedOut(transport: 'http' | 'grpc'): void;
  stats(): AdmissionStats;
}

interface Waiter {
  grant: () => void;
  timer: ReturnType<typeof setTimeout> | null;
}

export function createAdmission(deps: { logger: Logger; metrics?: Metrics; now?: () => number }, config: AdmissionConfig): Admission {
  if (!Number.isSafeInteger(config.slots) || config.slots < 1) throw new RangeError('admission: slots must be an integer >= 1');
  if (!(config.maxWaitMs >= 0) || !Number.isSafeInteger(config.maxWaiting) || config.maxWaiting < 0) {
    throw new RangeError('admission: maxWaitMs and maxWaiting must be >= 0');
  }
  const now = deps.now ?? Date.now;
  const logEveryMs = config.logEveryMs ?? 10_000;
  const logger = deps.logger.child({ component: 'admission' });
  const line: Waiter[] = [];
  let head = 0;
  let active = 0;
  let heldBytes = 0;
  const maxBytes = config.maxBytes ?? Infinity;
  if (!(maxBytes > 0)) throw new RangeError('admission: maxBytes must be > 0');
  const bodyTimeoutMs = config.bodyTimeoutMs ?? DEFAULT_BODY_TIMEOUT_MS;
  if (!(bodyTimeoutMs > 0)) throw new RangeError('admission: bodyTimeoutMs must be > 0');
  const stats = { admitted: 0, refused: 0, refusedByReason: { wait_timeout: 0, line_full: 0, body_bytes: 0, body_timeout: 0 } as Record<AdmissionRefusal, number> };
  // Refusal logging: an episode starts with a warning, then one line per logEveryMs with the count. It ends
  // only when exports are admitted after logEveryMs without a refusal: under overload admissions and refusals
  // alternate, and ending the episode at each admission logged a warning per refusal burst (604 lines in 60 s).
  let episode: { sinceMs: number; refused: number; lastLogMs: number; unlogged: number; lastRefusalMs: number } | null = null;

  const waitingCount = (): number => line.length - head;

  function refuse(reason: AdmissionRefusal, transport: 'http' | 'grpc'): AdmissionRefused {
    stats.refused++;
    stats.refusedByReason[reason]++;
    deps.metrics?.admissionRefused.inc({ reason });
    deps.metrics?.exports.inc({ transport, outcome: 'retryable' });
    const t = now();
    if (episode === null) {
      episode = { sinceMs: t, refused: 1, lastLogMs: t, unlogged: 0, lastRefusalMs: t };
      logger.warn(
        { slots: config.slots, maxWaitMs: config.maxWaitMs, ...(reason === 'body_bytes' ? { maxBytes } : {}), reason },
        'collector at capacity: refusing exports with 429 / Retry-After (logged at most every 10 s)',
      );
    } else {
      episode.refused++;
      episode.unlogged++;
      episode.lastRefusalMs = t;
      if (t - episode.lastLogMs >= logEveryMs) {
        logger.warn({ refusedSinceLastLine: episode.unlogged, refusedThisEpisode: episode.refused }, 'collector still at capacity');
        episode.lastLogMs = t;
        episode.unlogged = 0;
      }
    }
    return { admitted: false, reason, retryAfterMs: config.retryAfterMs };
  }

  function ticket(transport: 'http' | 'grpc'): AdmissionTicket {
    active++;
    stats.admitted++;
    if (episode !== null) {
      const t = now();
      if (t - episode.lastRefusalMs >= logEveryMs) {
        // Admitting again after a quiet spell: the episode ends (how long it lasted, how many it refused).
        logger.info({ refused: episode.refused, forMs: episode.lastRefusalMs - episode.sinceMs }, 'collector admitting exports again');
        episode = null;
      }
    }
    let released = false;
    let charged = 0;
    return {
      admitted: true,
      release: () => {
        if (released) return;
        released = true;
        heldBytes -= charged;
        charged = 0;
        active--;
        grantNext();
      },
      charge: (bytes: number) => {
        if (released || bytes === 0) return null;
        // Over the budget only when others hold bytes too: alone, an export of any size gets through.
        if (bytes > 0 && heldBytes + bytes > maxBytes && heldBytes > charged) return refuse('body_bytes', transport);
        const applied = Math.max(bytes, -charged);
        charged += applied;
        heldBytes += applied;
        return null;
      },
    };
  }

  function grantNext(): void {
    while (active < config.slots && head < line.length) {
      const waiter = line[head]!;
      line[head] = undefined as unknown as Waiter;
      head++;
      if (waiter.timer !== null) clearTimeout(waiter.timer);
      waiter.grant();
    }
    if (head > 1024 && head * 2 > line.length) {
      line.splice(0, head);
      head = 0;
    }
  }

  return {
    acquire(transport: 'http' | 'grpc'): Promise<AdmissionTicket> {
      if (active < config.slots && waitingCount() === 0) return Promise.resolve(ticket(transport));
      if (config.maxWaitMs === 0 || waitingCount() >= config.maxWaiting) return Promise.resolve(refuse('line_full', transport));
      return new Promise<AdmissionTicket>((resolve) => {
        const waiter: Waiter = { grant: () => resolve(ticket(transport)), timer: null };
        waiter.timer = setTimeout(() => {
          // Still in the line (grantNext removes a waiter before granting it): leave it and refuse.
          const at = line.indexOf(waiter, head);
          if (at >= 0) line.splice(at, 1);
          resolve(refuse('wait_timeout', transport));
        }, config.maxWaitMs);
        line.push(waiter);
      });
    },
    bodyTimeoutMs,
    retryAfterMs: config.retryAfterMs,
    bodyTimedOut(transport: 'http' | 'grpc'): void {
      stats.refused++;
      stats.refusedByReason.body_timeout++;
      deps.metrics?.admissionRefused.inc({ reason: 'body_timeout' });
      // Not the capacity episode's warning: a slow client, not an overloaded collector. Rate-bounded by the slots.
      logger.debug({ transport, bodyTimeoutMs }, 'admitted export did not deliver its body in time; slot freed');
    },
    stats: () => ({ active, waiting: waitingCount(), heldBytes, admitted: stats.admitted, refused: stats.refused, refusedByReason: { ...stats.refusedByReason } }),
  };
}

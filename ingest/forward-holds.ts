/**
 * Forward legal holds in ingest (issue 10): a hold on a subject, a tenant or a saved filter also covers
 * traces that arrive while it is active, so the tail sampler keeps their wide traces whatever its policies
 * say (`legal_hold:<holdId>`, asked before every drop policy). This module keeps the active holds of every
 * tenant in memory (loaded at start, refreshed every `refreshIntervalMs`) and judges a buffered trace with
 * the same pure matcher the deletion paths' stored-data check agrees with (`holdCoversTrace`).
 *
 * A failed refresh keeps the last good set (a hold never silently disappears because ClickHouse hiccuped),
 * is counted and logged once per streak. A hold placed between two refreshes reaches the traces decided
 * after the next refresh; the deletion paths re-check stored data anyway, so this window can cost only
 * spans the sampler would have dropped, never data already stored.
 */
import type { Logger } from 'pino';
import type { Hold } from '../schemas/retention.ts';
import { attributeValueText, holdCoversTrace, type TraceFacts } from '../retention/holds/hold-coverage.ts';
import type { RetentionState } from '../retention/state/retention-state.ts';
import type { TraceView } from './sampling-policies.ts';
import { errorIdentity } from '../platform/errors/tracehold-error.ts';

/**
 * What the tail sampler asks: the id of an active hold covering the trace, or null. Synchronous and cheap
 * when the trace's tenant has no active hold (one map lookup); never throws on trace content. The tenant is
 * the batches' (all batches of a buffered trace share it).
 */
export interface ForwardHoldMatcher {
  holdOf(trace: TraceView): string | null;
}

export interface ForwardHoldsStats {
  activeHolds: number;
  refreshes: number;
  refreshFailures: number;
  lastRefreshOkMs: number | null;
}

/**
 * The matcher with its refresh loop. `start()` loads the holds once (a failure is counted and logged, and
 * ingest starts anyway with no holds known: the loop keeps trying) and starts the timer; `refresh()` loads
 * now; `shutdown()` stops the timer and is safe to call twice.
 */
export interface ForwardHolds extends ForwardHoldMatcher {
  start(): Promise<void>;
  refresh(): Promise<void>;
  stats(): ForwardHoldsStats;
  shutdown(): Promise<void>;
}

export interface ForwardHoldsDeps {
  state: Pick<RetentionState, 'activeHoldsAllTenants'>;
  logger: Logger;
  clock?: { nowMs(): number };
}

export interface ForwardHoldsConfig {
  /** How often the active holds are read again. Default 2000. */
  refreshIntervalMs?: number;
}

/** Builds the facts of a buffered trace for `holdCoversTrace`, reading only the attribute keys asked for. */
export function traceFactsOf(trace: TraceView, attributeKeys: ReadonlySet<string>): TraceFacts {
  const subjectRefs = new Set<string>();
  const services = new Set<string>();
  const models = new Set<string>();
  const attributes = new Map<string, Set<string>>();
  let startNs: number | null = null;
  const note = (key: string, value: unknown) => {
    if (value === undefined) return;
    let set = attributes.get(key);
    if (!set) {
      set = new Set();
      attributes.set(key, set);
    }
    set.add(attributeValueText(value));
  };
  const earliest = (ns: string) => {
    const n = Number(ns);
    if (Number.isFinite(n) && n > 0 && (startNs === null || n < startNs)) startNs = n;
  };
  for (const batch of trace.batches) {
    if (batch.subject) subjectRefs.add(batch.subject.ref);
    for (const o of batch.contentObjects) if (o.subjectRef) subjectRefs.add(o.subjectRef);
    for (const call of batch.ledger) {
      if (call.subjectRef) subjectRefs.add(call.subjectRef);
      if (call.serviceName) services.add(call.serviceName);
      if (call.requestModel) models.add(call.requestModel);
      if (call.responseModel) models.add(call.responseModel);
      earliest(call.startTimeUnixNano);
    }
    for (const span of batch.spans) {
      const service = span.resource.attributes['service.name'];
      if (typeof service === 'string' && service !== '') services.add(service);
      earliest(span.startTimeUnixNano);
      for (const key of attributeKeys) {
        if (Object.hasOwn(span.attributes, key)) note(key, span.attributes[key]);
        if (Object.hasOwn(span.resource.attributes, key)) note(key, span.resource.attributes[key]);
      }
    }
  }
  return { traceId: trace.traceId, startMs: startNs === null ? null : Math.floor(startNs / 1e6), subjectRefs, services, models, attributes };
}

interface TenantHolds {
  holds: Hold[];
  attributeKeys: Set<string>;
}

function indexHolds(holds: readonly Hold[]): Map<string, TenantHolds> {
  const byTenant = new Map<string, TenantHolds>();
  // Sorted so the decision names the same hold whatever order the rows came in.
  for (const h of [...holds].sort((a, b) => (a.holdId < b.holdId ? -1 : a.holdId > b.holdId ? 1 : 0))) {
    if (h.state !== 'active') continue;
    let t = byTenant.get(h.tenant);
    if (!t) {
      t = { holds: [], attributeKeys: new Set() };
      byTenant.set(h.tenant, t);
    }
    t.holds.push(h);
    if (h.scope.kind === 'filter' && h.scope.attribute) t.attributeKeys.add(h.scope.attribute.key);
  }
  return byTenant;
}

/** A matcher over a fixed set of holds (tests, and the refreshing matcher's current set). */
export function createStaticHoldMatcher(holds: readonly Hold[]): ForwardHoldMatcher {
  const byTenant = indexHolds(holds);
  return {
    holdOf(trace) {
      const tenant = trace.batches[0]?.tenant;
      if (tenant === undefined) return null;
      const t = byTenant.get(tenant);
      if (!t) return null;
      let facts: TraceFacts | null = null;
      for (const h of t.holds) {
        if (h.scope.kind === 'traces') {
          if (h.scope.traceIds.includes(trace.traceId)) return h.holdId;
          continue;
        }
        facts ??= traceFactsOf(trace, t.attributeKeys);
        if (holdCoversTrace(h.scope, facts)) return h.holdId;
      }
      return null;
    },
  };
}

export function createForwardHolds(deps: ForwardHoldsDeps, config: ForwardHoldsConfig = {}): ForwardHolds {
  const refreshIntervalMs = config.refreshIntervalMs ?? 2000;
  const clock = deps.clock ?? { nowMs: () => Date.now() };
  const log = deps.logger.child({ component: 'forward-holds' });
  let current = createStaticHoldMatcher([]);
  let activeHolds = 0;
  const stats = { refreshes: 0, refreshFailures: 0, lastRefreshOkMs: null as number | null };
  let failing = false;
  let timer: NodeJS.Timeout | null = null;
  let inFlight: Promise<void> | null = null;

  async function load(): Promise<void> {
    try {
      const holds = await deps.state.activeHoldsAllTenants();
      current = createStaticHoldMatcher(holds);
      activeHolds = holds.length;
      stats.refreshes += 1;
      stats.lastRefreshOkMs = clock.nowMs();
      if (failing) log.info({ activeHolds, failures: stats.refreshFailures }, 'active legal holds readable again');
      failing = false;
    } catch (err) {
      stats.refreshFailures += 1;
      if (!failing) {
        log.warn({ ...errorIdentity(err), activeHolds }, 'could not read the active legal holds; keeping the last set read');
      }
      failing = true;
    }
  }

  function refresh(): Promise<void> {
    // One read at a time: a slow read is not stacked by the timer.
    inFlight ??= load().finally(() => {
      inFlight = null;
    });
    return inFlight;
  }

  return {
    holdOf: (trace) => current.holdOf(trace),
    async start() {
      await refresh();
      if (timer === null) {
        timer = setInterval(() => void refresh(), refreshIntervalMs);
        timer.unref();
      }
    },
    refresh,
    stats: () => ({ activeHolds, ...stats }),
    async shutdown() {
      if (timer !== null) clearInterval(timer);
      timer = null;
      await inFlight;
    },
  };
}

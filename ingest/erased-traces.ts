/**
 * Keeps erased traces erased in ingest (issue 10: "re-ingesting, or replaying the bus from the beginning,
 * does not bring erased content back"). Before ingest writes a batch, it asks which of the batch's traces
 * were erased (an 'erased' retention event: one query per tenant per write batch; positive answers are
 * remembered in a small LRU — an erasure is never undone, so they cannot go stale; negative answers are not,
 * since a trace can be erased at any time). For an erased trace:
 * - ledger rows are written as the erasure left them: every stored part 'erased' with reason
 *   `request:<del_id>`, no subject (so a replay rewrites the tombstone with itself);
 * - content-object metadata is not written, and the objects the collector stored again for it are deleted
 *   from the content store — except references another (not erased) trace still uses;
 * - spans, log records, evidence and trace-index rows are not written.
 * Each record kept out is counted in `tracehold_ingest_erased_records_total{table}`.
 */
import type { Logger } from 'pino';
import type { EncryptedContentStore } from '../platform/content-store/encrypted-content-store.ts';
import type { Metrics } from '../platform/metrics/create-metrics.ts';
import type { Store } from '../platform/store/create-store.ts';
import type { TraceIndexInput } from '../platform/store/tables/trace-index-input.ts';
import { withContentRemoved } from '../retention/delete/remove-trace-content.ts';
import type { RetentionState } from '../retention/state/retention-state.ts';
import type { ContentObjectMeta } from '../schemas/content-object.ts';
import type { EvidenceItem } from '../schemas/evidence.ts';
import type { LedgerRecord } from '../schemas/ledger.ts';
import type { LogRecordData } from '../schemas/log.ts';
import type { SpanRecord } from '../schemas/span.ts';

export interface ErasedTracesDeps {
  state: Pick<RetentionState, 'erasuresAmong'>;
  store: Store;
  /** Deletes re-stored objects of erased traces; absent (no content store in this process): they stay, counted. */
  contentStore?: Pick<EncryptedContentStore, 'deleteObject'>;
  metrics?: Metrics;
  logger: Logger;
}

/** What ingest writes on arrival (ledger, content-object metadata, trace-less or early log records). */
export interface ArrivalRows {
  ledger: LedgerRecord[];
  contentObjects: ContentObjectMeta[];
  logs: LogRecordData[];
}

/** What ingest writes at a trace's decision. */
export interface DecisionRows {
  ledger: LedgerRecord[];
  spans: SpanRecord[];
  logs: LogRecordData[];
  evidence: EvidenceItem[];
  traceIndex: TraceIndexInput[];
}

/**
 * Contract: `arrivals` / `decisions` return the rows to write, with erased traces' rows rewritten or left
 * out as described above; rows of other traces are returned as they are (same objects, same order). They
 * reject when the erasure lookup fails (ingest retries the write batch).
 */
export interface ErasedTraces {
  arrivals(rows: ArrivalRows): Promise<ArrivalRows>;
  decisions(rows: DecisionRows): Promise<DecisionRows>;
}

const DEFAULT_LRU_ENTRIES = 10_000;

export function createErasedTraces(deps: ErasedTracesDeps, config: { lruEntries?: number } = {}): ErasedTraces {
  const maxEntries = config.lruEntries ?? DEFAULT_LRU_ENTRIES;
  /** `${tenant}\0${traceId}` → erasing request id; Map order = recency. */
  const known = new Map<string, string>();
  const keyOf = (tenant: string, traceId: string) => `${tenant}\0${traceId}`;

  /** Erasing request per erased trace among `items` (trace-less items are never erased). */
  async function lookup(items: Iterable<{ tenant: string; traceId: string }>): Promise<Map<string, string>> {
    const found = new Map<string, string>();
    const ask = new Map<string, Set<string>>();
    for (const { tenant, traceId } of items) {
      if (traceId === '') continue;
      const key = keyOf(tenant, traceId);
      const hit = known.get(key);
      if (hit !== undefined) {
        known.delete(key);
        known.set(key, hit);
        found.set(key, hit);
        continue;
      }
      let set = ask.get(tenant);
      if (!set) ask.set(tenant, (set = new Set()));
      set.add(traceId);
    }
    for (const [tenant, traceIds] of ask) {
      for (const [traceId, cause] of await deps.state.erasuresAmong(tenant, [...traceIds])) {
        const key = keyOf(tenant, traceId);
        found.set(key, cause);
        known.set(key, cause);
        if (known.size > maxEntries) known.delete(known.keys().next().value!);
      }
    }
    return found;
  }

  function count(table: string, n: number): void {
    if (n > 0) deps.metrics?.ingestErasedRecords.inc({ table }, n);
  }

  function tombstoned(rows: LedgerRecord[], erased: Map<string, string>): LedgerRecord[] {
    let n = 0;
    const out = rows.map((row) => {
      const cause = erased.get(keyOf(row.tenant, row.traceId));
      if (cause === undefined) return row;
      n++;
      const removed = withContentRemoved(row, 'erased', `request:${cause}`) ?? row;
      return { ...removed, subjectRef: '' };
    });
    count('llm_calls', n);
    return out;
  }

  function without<T extends { tenant: string; traceId: string }>(table: string, rows: T[], erased: Map<string, string>): T[] {
    const kept = rows.filter((r) => !erased.has(keyOf(r.tenant, r.traceId)));
    count(table, rows.length - kept.length);
    return kept;
  }

  /** Deletes the objects of erased traces that no other trace uses (they were just stored again). */
  async function dropObjects(rows: ArrivalRows, erased: Map<string, string>): Promise<void> {
    const byTenant = new Map<string, { refs: Set<string>; traces: Set<string> }>();
    const add = (tenant: string, traceId: string, ref: string) => {
      if (ref === '' || !erased.has(keyOf(tenant, traceId))) return;
      let entry = byTenant.get(tenant);
      if (!entry) byTenant.set(tenant, (entry = { refs: new Set(), traces: new Set() }));
      entry.refs.add(ref);
      entry.traces.add(traceId);
    };
    for (const o of rows.contentObjects) add(o.tenant, o.traceId, o.ref);
    for (const l of rows.ledger) for (const part of ['input', 'output', 'system', 'tools'] as const) add(l.tenant, l.traceId, l.content[part].ref);
    if (byTenant.size === 0) return;
    if (!deps.contentStore) {
      deps.logger.warn({}, 'content of erased traces arrived again and no content store is attached to delete it');
      return;
    }
    for (const [tenant, { refs, traces }] of byTenant) {
      const shared = await deps.store.forTenant(tenant).findRefsUsedOutside([...refs], [...traces]);
      let deleted = 0;
      for (const ref of refs) if (!shared.has(ref) && (await deps.contentStore.deleteObject(tenant, ref)) === 'deleted') deleted++;
      count('content_store', deleted);
    }
  }

  return {
    async arrivals(rows) {
      const erased = await lookup([...rows.ledger, ...rows.contentObjects, ...rows.logs]);
      if (erased.size === 0) return rows;
      await dropObjects(rows, erased);
      return {
        ledger: tombstoned(rows.ledger, erased),
        contentObjects: without('content_objects', rows.contentObjects, erased),
        logs: without('logs', rows.logs, erased),
      };
    },
    async decisions(rows) {
      const erased = await lookup([...rows.ledger, ...rows.spans, ...rows.logs, ...rows.traceIndex]);
      if (erased.size === 0) return rows;
      return {
        ledger: tombstoned(rows.ledger, erased),
        spans: without('spans', rows.spans, erased),
        logs: without('logs', rows.logs, erased),
        evidence: without('llm_evidence', rows.evidence, erased),
        traceIndex: without('trace_index', rows.traceIndex, erased),
      };
    },
  };
}

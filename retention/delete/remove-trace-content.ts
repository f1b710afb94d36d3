/**
 * Removes the stored content of some traces (retention purge, quota eviction, erasure): the ledger rows
 * first get their stored parts rewritten to `state` with `reason` (so the row says what happened and when),
 * then the objects are deleted from the content store — except objects another trace still uses (identical
 * content is stored once per tenant or subject) — then their metadata rows.
 *
 * Order for crash safety: a crash after the ledger rewrite leaves objects whose metadata still lists them;
 * running again (the worker resumes an unfinished mark) deletes them. Idempotent. The caller has already
 * excluded held traces (two-phase.ts).
 */
import type { ClickHouse } from '../../platform/clickhouse/create-clickhouse.ts';
import type { EncryptedContentStore } from '../../platform/content-store/encrypted-content-store.ts';
import type { Store } from '../../platform/store/create-store.ts';
import type { ContentPart, LedgerRecord } from '../../schemas/ledger.ts';

export interface RemoveContentDeps {
  clickhouse: ClickHouse;
  store: Store;
  contentStore: Pick<EncryptedContentStore, 'deleteObject'>;
}

export interface RemovedContent {
  /** Ledger rows whose parts were rewritten. */
  ledgerRows: number;
  /** Objects deleted from the content store. */
  contentObjects: number;
  /** Bytes of the metadata rows removed (the objects' plaintext sizes). */
  bytes: number;
  /** Objects kept because another trace still uses them. */
  sharedKept: number;
}

const PARTS: readonly ContentPart[] = ['input', 'output', 'system', 'tools'];
/** Traces per read: the IN lists stay small. */
const CHUNK = 500;

/** The row with every stored part set to `state`/`reason`; null when nothing was stored (no rewrite needed). */
export function withContentRemoved(row: LedgerRecord, state: 'purged' | 'erased', reason: string): LedgerRecord | null {
  let changed = false;
  const content = { ...row.content };
  for (const part of PARTS) {
    const p = content[part];
    if (p.state === 'stored' || p.ref !== '') {
      content[part] = { ref: '', state, reason };
      changed = true;
    }
  }
  return changed ? { ...row, content } : null;
}

export async function removeTraceContent(
  deps: RemoveContentDeps,
  tenant: string,
  traceIds: readonly string[],
  state: 'purged' | 'erased',
  reason: string,
  /** Further changes to each rewritten ledger row (erasure: the subject removed). */
  alsoRewrite?: (row: LedgerRecord) => LedgerRecord,
): Promise<RemovedContent> {
  const out: RemovedContent = { ledgerRows: 0, contentObjects: 0, bytes: 0, sharedKept: 0 };
  const reader = deps.store.forTenant(tenant);
  for (let i = 0; i < traceIds.length; i += CHUNK) {
    const chunk = traceIds.slice(i, i + CHUNK);
    const rows = await reader.listLlmCallsOfTraces(chunk);
    const rewritten: LedgerRecord[] = [];
    const ledgerRefs = new Set<string>();
    for (const row of rows) {
      for (const part of PARTS) if (row.content[part].ref !== '') ledgerRefs.add(row.content[part].ref);
      const removed = withContentRemoved(row, state, reason);
      const next = alsoRewrite ? alsoRewrite(removed ?? row) : removed;
      if (next !== null && (removed !== null || next !== row)) rewritten.push(next);
    }
    if (rewritten.length > 0) await deps.store.writer.insertLedger(rewritten);
    out.ledgerRows += rewritten.length;

    const objects = await reader.listContentObjectsOfTraces(chunk);
    const refs = new Set<string>([...ledgerRefs, ...objects.map((o) => o.ref)]);
    const shared = await reader.findRefsUsedOutside([...refs], chunk);
    for (const ref of refs) {
      if (shared.has(ref)) {
        out.sharedKept++;
        continue;
      }
      if ((await deps.contentStore.deleteObject(tenant, ref)) === 'deleted') out.contentObjects++;
    }
    for (const o of objects) out.bytes += o.sizeBytes;
    if (objects.length > 0) {
      // Erasure rewrites the parts (a synchronous mutation: the rows carry the subject's pseudonym and must leave
      // the disk); a purge masks the rows at once with a lightweight DELETE, removed from disk at the next merge.
      const db = deps.clickhouse.db;
      await deps.clickhouse.client.command({
        query:
          state === 'erased'
            ? `ALTER TABLE ${db}.content_objects DELETE WHERE tenant = {tenant:String} AND trace_id IN {traceIds:Array(FixedString(32))}`
            : `DELETE FROM ${db}.content_objects WHERE tenant = {tenant:String} AND trace_id IN {traceIds:Array(FixedString(32))}`,
        query_params: { tenant, traceIds: chunk },
        clickhouse_settings: state === 'erased' ? { mutations_sync: '2' } : {},
      });
    }
  }
  return out;
}

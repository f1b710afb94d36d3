/**
 * What erasure does to a batch of traces the hold re-check left unheld (called inside the hold gate by
 * `deleteInTwoPhases`, so no hold can take effect while it runs):
 * - content: every object of the traces goes (`removeTraceContent`, objects another trace still uses are
 *   kept), and the ledger rows keep only what is not personal: model, tokens, cost, times — their parts say
 *   'erased' with reason `request:<del_id>`, their subject is removed (subject scope: on that subject's rows;
 *   trace or time scope: on every row). The ledger row stays as the tombstone of the call.
 * - older stored versions of those ledger rows (ReplacingMergeTree keeps them until a merge) are rewritten
 *   the same way by a synchronous mutation, so no version of a row still carries the subject or a ref;
 * - subject scope: the subject's pseudonym is replaced by the literal `erased` wherever it occurs in the
 *   text columns of spans, logs and evidence (attributes, resources, events, bodies, details). The trace
 *   index has no subject column and is left as it is (the tombstone's kinds say so: no 'trace_index').
 * - trace or time scope: the traces' spans, logs, evidence and trace-index rows are deleted.
 * - one retention event per trace ('erased', cause = request id, kinds, counts): ids and counts only.
 * Idempotent: running it again on the same traces changes nothing more.
 */
import type { DeletionCounts, DeletionRequest, RetentionEvent, RetentionKind } from '../../schemas/retention.ts';
import type { LedgerRecord } from '../../schemas/ledger.ts';
import { removeTraceContent } from '../delete/remove-trace-content.ts';
import type { RetentionContext } from '../worker/retention-context.ts';

/** The literal that replaces an erased subject's pseudonym in free-form columns. */
export const ERASED_SUBJECT_TEXT = 'erased';

/** Text columns that can carry attribute values (and so a pseudonym), per table. */
const SUBJECT_TEXT_COLUMNS: Record<'spans' | 'logs' | 'llm_evidence', readonly string[]> = {
  spans: ['attributes_json', 'resource_json', 'events_json', 'links_json', 'status_message', 'trace_state'],
  logs: ['body_json', 'attributes_json', 'resource_json'],
  llm_evidence: ['detail_json', 'name'],
};
const PARTS = ['input', 'output', 'system', 'tools'] as const;
const SYNC = { mutations_sync: '2' } as const;

export type EraseCounts = Pick<DeletionCounts, 'traces' | 'ledgerRows' | 'spans' | 'traceIndexRows' | 'contentObjects'>;

export function erasureReason(requestId: string): string {
  return `request:${requestId}`;
}

/** The kinds an erasure of this scope touches (the trace index carries no subject). */
export function erasedKinds(req: DeletionRequest): RetentionKind[] {
  return req.scope.kind === 'subject' ? ['ledger', 'spans', 'content'] : ['ledger', 'spans', 'trace_index', 'content'];
}

export async function eraseTraces(
  ctx: Pick<RetentionContext, 'clickhouse' | 'store' | 'contentStore' | 'state' | 'clock'>,
  req: DeletionRequest,
  traceIds: string[],
): Promise<EraseCounts> {
  const { clickhouse: ch } = ctx;
  const db = ch.db;
  const tenant = req.tenant;
  const reason = erasureReason(req.requestId);
  const subject = req.scope.kind === 'subject' ? req.scope.subjectRef : null;
  const params = { tenant, traceIds, subject: subject ?? '', reason };

  // Per-trace counts, read before anything changes (the tombstones carry them). Counted from what is
  // stored rather than from what this run changed, so a retry after a partial run reports the same numbers.
  const perTrace = await countPerTrace(ctx, tenant, traceIds, subject);
  const refsRs = await ch.client.query({
    query: `SELECT toUInt64(uniqExact(ref)) AS n FROM ${db}.content_objects FINAL WHERE tenant = {tenant:String} AND trace_id IN {traceIds:Array(String)}`,
    query_params: params,
    format: 'JSONEachRow',
  });
  const batchRefs = Number((await refsRs.json<{ n: string | number }>())[0]?.n ?? 0);

  const alsoRewrite = (row: LedgerRecord): LedgerRecord => (subject === null || row.subjectRef === subject ? { ...row, subjectRef: '' } : row);
  const removed = await removeTraceContent(ctx, tenant, traceIds, 'erased', reason, alsoRewrite);

  // Older versions of the ledger rows (and the new ones, if a write raced): same rewrite, in place.
  const partSet = PARTS.flatMap((p) => {
    const touched = `(${p}_capture = 'stored' OR ${p}_ref != '')`;
    return [`${p}_capture = if(${touched}, 'erased', ${p}_capture)`, `${p}_capture_reason = if(${touched}, {reason:String}, ${p}_capture_reason)`, `${p}_ref = ''`];
  });
  const subjectCond = subject === null ? `subject_ref != ''` : `subject_ref = {subject:String}`;
  await ch.client.command({
    query: `ALTER TABLE ${db}.llm_calls UPDATE ${partSet.join(', ')}, subject_ref = if(${subjectCond}, '', subject_ref)
            WHERE tenant = {tenant:String} AND trace_id IN {traceIds:Array(String)}
              AND (${PARTS.map((p) => `${p}_ref != '' OR ${p}_capture = 'stored'`).join(' OR ')} OR ${subjectCond})`,
    query_params: params,
    clickhouse_settings: SYNC,
  });

  if (subject !== null) {
    for (const [table, columns] of Object.entries(SUBJECT_TEXT_COLUMNS)) {
      const set = columns.map((c) => `${c} = replaceAll(${c}, {subject:String}, '${ERASED_SUBJECT_TEXT}')`).join(', ');
      const where = columns.map((c) => `position(${c}, {subject:String}) > 0`).join(' OR ');
      await ch.client.command({
        query: `ALTER TABLE ${db}.${table} UPDATE ${set} WHERE tenant = {tenant:String} AND trace_id IN {traceIds:Array(String)} AND (${where})`,
        query_params: params,
        clickhouse_settings: SYNC,
      });
    }
  } else {
    // A mutation, not a lightweight DELETE: an erasure must leave the disk, not only be masked until a merge.
    for (const table of ['spans', 'logs', 'llm_evidence', 'trace_index']) {
      await ch.client.command({
        query: `ALTER TABLE ${db}.${table} DELETE WHERE tenant = {tenant:String} AND trace_id IN {traceIds:Array(String)}`,
        query_params: params,
        clickhouse_settings: SYNC,
      });
    }
  }

  // Replay jobs of these traces (issue 11): their reports name the erased outputs by reference. The runs
  // themselves are ledger rows of the trace and were rewritten above.
  await ch.client.command({
    query: `ALTER TABLE ${db}.replays DELETE WHERE tenant = {tenant:String} AND trace_id IN {traceIds:Array(String)}`,
    query_params: params,
    clickhouse_settings: SYNC,
  });

  const atMs = ctx.clock.now();
  const kinds = erasedKinds(req);
  const events: RetentionEvent[] = traceIds.map((traceId) => {
    const c = perTrace.get(traceId) ?? { ledgerRows: 0, spans: 0, traceIndexRows: 0, contentObjects: 0 };
    return { tenant, traceId, action: 'erased', kinds, cause: req.requestId, holdIds: [], atMs, counts: { ...c } };
  });
  await ctx.state.insertEvents(events);

  let ledgerRows = 0;
  let spans = 0;
  let traceIndexRows = 0;
  for (const c of perTrace.values()) {
    ledgerRows += c.ledgerRows;
    spans += c.spans;
    traceIndexRows += c.traceIndexRows;
  }
  // Objects of the batch gone from the store: deleted now, or by an earlier attempt of this request.
  const contentObjects = Math.max(removed.contentObjects, batchRefs - removed.sharedKept);
  return { traces: traceIds.length, ledgerRows, spans, traceIndexRows, contentObjects };
}

/** Subject scope: the pseudonym in log records without trace context (trace_id '') becomes `erased` too. */
export async function eraseSubjectFromTracelessLogs(ctx: Pick<RetentionContext, 'clickhouse'>, tenant: string, subjectRef: string): Promise<void> {
  const { clickhouse: ch } = ctx;
  const columns = SUBJECT_TEXT_COLUMNS.logs;
  await ch.client.command({
    query: `ALTER TABLE ${ch.db}.logs UPDATE ${columns.map((c) => `${c} = replaceAll(${c}, {subject:String}, '${ERASED_SUBJECT_TEXT}')`).join(', ')}
            WHERE tenant = {tenant:String} AND trace_id = '' AND (${columns.map((c) => `position(${c}, {subject:String}) > 0`).join(' OR ')})`,
    query_params: { tenant, subject: subjectRef },
    clickhouse_settings: SYNC,
  });
}

interface TraceCounts {
  ledgerRows: number;
  spans: number;
  traceIndexRows: number;
  contentObjects: number;
}

/**
 * Rows of each trace this erasure changes: ledger rows, spans (subject scope: those carrying the subject;
 * otherwise all), trace-index rows (none for a subject), distinct content objects.
 */
async function countPerTrace(
  ctx: Pick<RetentionContext, 'clickhouse'>,
  tenant: string,
  traceIds: string[],
  subject: string | null,
): Promise<Map<string, TraceCounts>> {
  const { clickhouse: ch } = ctx;
  const db = ch.db;
  const spanWhere =
    subject === null ? '1' : `(${SUBJECT_TEXT_COLUMNS.spans.map((c) => `position(${c}, {subject:String}) > 0`).join(' OR ')})`;
  const rs = await ch.client.query({
    query: `SELECT toString(trace_id) AS trace_id, kind, toUInt64(count()) AS n FROM (
              SELECT trace_id, 'ledgerRows' AS kind FROM ${db}.llm_calls FINAL WHERE tenant = {tenant:String} AND trace_id IN {traceIds:Array(String)}
              UNION ALL
              SELECT trace_id, 'spans' FROM ${db}.spans FINAL WHERE tenant = {tenant:String} AND trace_id IN {traceIds:Array(String)} AND ${spanWhere}
              UNION ALL
              SELECT trace_id, 'traceIndexRows' FROM ${db}.trace_index FINAL WHERE {withIndex:UInt8} = 1 AND tenant = {tenant:String} AND trace_id IN {traceIds:Array(String)}
              UNION ALL
              SELECT trace_id, 'contentObjects' FROM (SELECT DISTINCT trace_id, ref FROM ${db}.content_objects FINAL WHERE tenant = {tenant:String} AND trace_id IN {traceIds:Array(String)}))
            GROUP BY trace_id, kind`,
    query_params: { tenant, traceIds, subject: subject ?? '', withIndex: subject === null ? 1 : 0 },
    format: 'JSONEachRow',
  });
  const out = new Map<string, TraceCounts>();
  for (const r of await rs.json<{ trace_id: string; kind: keyof TraceCounts; n: string | number }>()) {
    let c = out.get(r.trace_id);
    if (!c) {
      c = { ledgerRows: 0, spans: 0, traceIndexRows: 0, contentObjects: 0 };
      out.set(r.trace_id, c);
    }
    c[r.kind] = Number(r.n);
  }
  return out;
}

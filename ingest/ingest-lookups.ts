/**
 * The few reads ingest makes: parts of a trace written before the state that would have enriched them
 * existed (a late part of a decided trace). Parameterized, tenant-scoped, keyed by the tables' primary keys
 * (llm_calls) or skip index (content_objects.trace_id), bounded by LIMIT.
 */
import type { ClickHouse } from '../platform/clickhouse/create-clickhouse.ts';
import type { LedgerRecord } from '../schemas/ledger.ts';
import type { ContentObjectMeta } from '../schemas/content-object.ts';
import { fromContentObjectRow, fromLedgerRow, type Row } from './to-rows.ts';

const MAX_ROWS = 10_000;

/** Ledger rows of a trace: all of them, or those of `spanIds`, or those without a subject. */
export async function readTraceLedger(
  ch: ClickHouse,
  tenant: string,
  traceId: string,
  filter: { spanIds?: string[]; withoutSubject?: boolean } = {},
): Promise<LedgerRecord[]> {
  const conditions = ['tenant = {tenant:String}', 'trace_id = {traceId:FixedString(32)}'];
  if (filter.spanIds !== undefined) conditions.push('span_id IN {spanIds:Array(FixedString(16))}');
  if (filter.withoutSubject) conditions.push("subject_ref = ''");
  const rs = await ch.client.query({
    query: `SELECT * EXCEPT (ingested_at) FROM ${ch.db}.llm_calls FINAL WHERE ${conditions.join(' AND ')} LIMIT ${MAX_ROWS}`,
    query_params: { tenant, traceId, spanIds: filter.spanIds ?? [] },
    format: 'JSONEachRow',
  });
  return (await rs.json<Row>()).map(fromLedgerRow);
}

/** Content objects of a trace still scoped to it (waiting for the trace's end user). */
export async function readPendingTraceContent(ch: ClickHouse, tenant: string, traceId: string): Promise<ContentObjectMeta[]> {
  const rs = await ch.client.query({
    query: `SELECT * EXCEPT (ingested_at) FROM ${ch.db}.content_objects FINAL
            WHERE tenant = {tenant:String} AND trace_id = {traceId:FixedString(32)} AND key_scope = 'trace'
            LIMIT ${MAX_ROWS}`,
    query_params: { tenant, traceId },
    format: 'JSONEachRow',
  });
  return (await rs.json<Row>()).map(fromContentObjectRow);
}

import type { ClickHouse } from '../../platform/clickhouse/create-clickhouse.ts';

/** One use of a content object: the call (span) of a trace that references it, and as which part. */
export interface ContentUseRow {
  trace_id: string;
  span_id: string;
  part: string;
}

/**
 * The uses of a content object within ONE trace (and one span of it when `spanId` is given), in the
 * caller's tenant; at most 100. Empty when that trace does not use the object, whether or not other
 * traces do: identical content is stored once per tenant or end user, so one ref has many traces, and
 * this lookup never tells a caller which others.
 *
 * Not time-bounded on purpose: (tenant, ref, trace_id[, span_id]) is a prefix of the table's sorting key,
 * so this reads a few granules whatever the table's age; a content read does not know when the call was.
 */
export async function findContentUsesInTrace(ch: ClickHouse, tenant: string, ref: string, traceId: string, spanId?: string): Promise<ContentUseRow[]> {
  const params: Record<string, string> = { tenant, ref, traceId };
  let spanFilter = '';
  if (spanId !== undefined) {
    spanFilter = 'AND span_id = {spanId:String}';
    params.spanId = spanId;
  }
  const rs = await ch.client.query({
    query: `SELECT trace_id, span_id, part FROM ${ch.db}.content_objects FINAL
            WHERE tenant = {tenant:String} AND ref = {ref:String} AND trace_id = {traceId:String} ${spanFilter}
            ORDER BY created_at, span_id, part LIMIT 100`,
    query_params: params,
    format: 'JSONEachRow',
  });
  return rs.json<ContentUseRow>();
}

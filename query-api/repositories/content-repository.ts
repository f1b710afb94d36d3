import type { ClickHouse } from '../../platform/clickhouse/create-clickhouse.ts';

/** The calls (trace, span, part) a content object belongs to, within the caller's tenant; at most 100. */
export async function findContentUses(ch: ClickHouse, tenant: string, ref: string): Promise<Array<{ trace_id: string; span_id: string; part: string }>> {
  const rs = await ch.client.query({
    query: `SELECT trace_id, span_id, part FROM ${ch.db}.content_objects FINAL
            WHERE tenant = {tenant:String} AND ref = {ref:String}
            ORDER BY created_at LIMIT 100`,
    query_params: { tenant, ref },
    format: 'JSONEachRow',
  });
  return rs.json();
}

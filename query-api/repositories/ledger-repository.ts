import type { ClickHouse } from '../../platform/clickhouse/create-clickhouse.ts';
import type { LedgerRow } from './traces-repository.ts';

/** The ledger in a time window, newest first; scoped by tenant, bounded by window and limit. */
export async function listLlmCalls(
  ch: ClickHouse,
  f: { tenant: string; fromMs: number; toMs: number; model?: string; subjectRef?: string; conversationId?: string; limit: number },
): Promise<Array<LedgerRow & { trace_id: string }>> {
  const conditions = [
    'tenant = {tenant:String}',
    "start_time BETWEEN fromUnixTimestamp64Milli(toInt64({fromMs:UInt64}), 'UTC') AND fromUnixTimestamp64Milli(toInt64({toMs:UInt64}), 'UTC')",
  ];
  if (f.model !== undefined) conditions.push('(response_model = {model:String} OR request_model = {model:String})');
  if (f.subjectRef !== undefined) conditions.push('subject_ref = {subjectRef:String}');
  if (f.conversationId !== undefined) conditions.push('conversation_id = {conversationId:String}');
  const rs = await ch.client.query({
    query: `SELECT * EXCEPT (ingested_at)
            FROM ${ch.db}.llm_calls FINAL
            WHERE ${conditions.join(' AND ')}
            ORDER BY start_time_unix_nano DESC, trace_id, span_id
            LIMIT {limit:UInt32}`,
    query_params: { tenant: f.tenant, fromMs: f.fromMs, toMs: f.toMs, model: f.model ?? '', subjectRef: f.subjectRef ?? '', conversationId: f.conversationId ?? '', limit: f.limit },
    format: 'JSONEachRow',
  });
  return rs.json<LedgerRow & { trace_id: string }>();
}

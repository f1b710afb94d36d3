/**
 * The ledger searched without a trace id (GET /v1/llm-calls): one time-bounded, tenant-scoped query over
 * `llm_calls`, newest first, paged by keyset. The SQL bounds `start_time` first — the table is partitioned by
 * its month and has a minmax index on it (migration 0006) — then the bloom-filtered ids (response id,
 * subject, session, conversation) narrow the granules read.
 */

/** What a ledger search filters on. Every field but the window and the limit is optional (AND-ed). */
export interface LlmCallSearch {
  /** Window on the call's start time, both ends inclusive, in milliseconds since the epoch. */
  fromMs: number;
  toMs: number;
  responseId?: string;
  /** The end user's keyed pseudonym (`psn_…`): a raw end-user id is pseudonymized by the caller first. */
  subjectRef?: string;
  sessionId?: string;
  conversationId?: string;
  service?: string;
  /** Matches the answering (response) model or the requested one. */
  model?: string;
  provider?: string;
  /** 'error': span status ERROR or an error type recorded; 'ok': neither. */
  status?: 'ok' | 'error';
  /** One finish reason in the ledger's vocabulary (normalized like the collector does). */
  finishReason?: string;
  /** Keyset: only calls strictly after this one in the order (start time, trace id, span id) descending. */
  after?: { startNs: string; traceId: string; spanId: string };
  limit: number;
}

/** Parameterized SQL of a ledger search (`{name:Type}` placeholders; nothing from the caller is spliced in). */
export function llmCallSearchSql(db: string, tenant: string, f: LlmCallSearch): { query: string; params: Record<string, unknown> } {
  const { fromNs, toNs } = windowNs(f.fromMs, f.toMs);
  const params: Record<string, unknown> = { tenant, fromNs, toNs, limit: f.limit };
  const where = [
    'tenant = {tenant:String}',
    // start_time first: partition pruning (toYYYYMM(start_time)) and the minmax index both read it.
    "start_time BETWEEN fromUnixTimestamp64Nano(toInt64({fromNs:UInt64}), 'UTC') AND fromUnixTimestamp64Nano(toInt64({toNs:UInt64}), 'UTC')",
  ];
  const eq = (column: string, name: string, value: string | undefined, type = 'String') => {
    if (value === undefined) return;
    where.push(`${column} = {${name}:${type}}`);
    params[name] = value;
  };
  eq('response_id', 'responseId', f.responseId);
  eq('subject_ref', 'subjectRef', f.subjectRef);
  eq('session_id', 'sessionId', f.sessionId);
  eq('conversation_id', 'conversationId', f.conversationId);
  eq('service_name', 'service', f.service);
  eq('provider', 'provider', f.provider);
  if (f.model !== undefined) {
    where.push('(response_model = {model:String} OR request_model = {model:String})');
    params.model = f.model;
  }
  if (f.status === 'error') where.push("(status_code = 2 OR error_type != '')");
  if (f.status === 'ok') where.push("(status_code != 2 AND error_type = '')");
  if (f.finishReason !== undefined) {
    where.push('has(finish_reasons, {finishReason:String})');
    params.finishReason = f.finishReason;
  }
  if (f.after !== undefined) {
    // The plain bound lets the minmax index skip what the tuple comparison alone would not.
    where.push("start_time <= fromUnixTimestamp64Nano(toInt64({afterNs:UInt64}), 'UTC')");
    where.push('(start_time_unix_nano, trace_id, span_id) < ({afterNs:UInt64}, {afterTrace:FixedString(32)}, {afterSpan:FixedString(16)})');
    params.afterNs = f.after.startNs;
    params.afterTrace = f.after.traceId;
    params.afterSpan = f.after.spanId;
  }
  // FINAL: a ledger row is rewritten when ingest learns its subject or content later; the newest version is
  // the one filtered and returned.
  const query = `SELECT * EXCEPT (ingested_at)
    FROM ${db}.llm_calls FINAL
    WHERE ${where.join('\n      AND ')}
    ORDER BY start_time_unix_nano DESC, trace_id DESC, span_id DESC
    LIMIT {limit:UInt32}`;
  return { query, params };
}

/** A millisecond window as inclusive nanosecond bounds (decimal strings: beyond 2^53). */
export function windowNs(fromMs: number, toMs: number): { fromNs: string; toNs: string } {
  return { fromNs: (BigInt(fromMs) * 1_000_000n).toString(), toNs: (BigInt(toMs) * 1_000_000n + 999_999n).toString() };
}

/**
 * The SQL of the lookup benchmark's data generator: `INSERT … SELECT … FROM numbers(…)` statements whose
 * every value is a pure function of the row number (cityHash64 of the number and a salt), so the same
 * version of this file and the same anchor time give the same rows, byte for byte, on any machine.
 *
 * Shape (see README "Lookup performance"):
 * - 1 M traces, evenly spread over the 30 days before the anchor (one every 2.592 s, jittered); trace n is
 *   kept by the tail sampler iff n % 10 ∈ {1, 4, 7} (30 %), and errors (3 % of traces) are among the kept.
 * - every trace: an HTTP root (api-gateway, http.route, status), a queue producer and consumer, then one
 *   block of 4 spans per LLM call (retriever with 2–4 documents, DB statement, the LLM call, a tool call);
 *   1–3 LLM calls per trace (2 on average → 2 M ledger rows).
 * - dropped traces: 0–3 extra spans (~12.5 spans in all); kept traces: 8–37 extra spans (cache, HTTP client,
 *   DB, rendering), ~33.5 on average, so that the `spans` table holds ~10 M rows for the 300 k kept traces —
 *   a tail sampler keeps the long and failing traces, which are the large ones.
 * - trace_index through trace_index_input and its materialized view (one input row per span, 100 %);
 *   llm_evidence for every LLM call (documents + DB statement); a few log records for kept traces.
 */

export const TRACE_COUNT = 1_000_000;
export const DAY_NS = 86_400_000_000_000n;
const WINDOW_NS = 30n * DAY_NS;
/** Nanoseconds between consecutive traces (30 days / 1 M traces). */
const STEP_NS = WINDOW_NS / BigInt(TRACE_COUNT);
export const TENANT = 'default';

/** 16 lowercase hex digits of a UInt64 (always 16: hex() of a number drops leading zero bytes). */
const hex16 = (expr: string) => `lower(hex(reinterpretAsFixedString(${expr})))`;
const h = (salt: number, ...args: string[]) => `cityHash64(${[...args, String(salt)].join(', ')})`;
const arr = (values: Array<string | number>) => `[${values.map((v) => (typeof v === 'number' ? String(v) : `'${v}'`)).join(', ')}]`;

const ROUTES = ['/v1/chat', '/v1/chat/stream', '/v1/support/answer', '/v1/docs/qa', '/v1/agents/run', '/v1/tickets/summarize', '/v1/orders/assist', '/v1/search/answer'];
const PROVIDERS = ['openai', 'openai', 'anthropic', 'openai', 'gcp.vertex_ai', 'aws.bedrock', 'anthropic', 'vllm'];
const REQUEST_MODELS = ['gpt-4o', 'gpt-4o-mini', 'claude-sonnet-4', 'o3-mini', 'gemini-2.0-flash', 'amazon.nova-pro-v1:0', 'claude-3-5-haiku', 'llama-3.1-70b-instruct'];
const RESPONSE_MODELS = [
  'gpt-4o-2024-08-06',
  'gpt-4o-mini-2024-07-18',
  'claude-sonnet-4-20250514',
  'o3-mini-2025-01-31',
  'gemini-2.0-flash-001',
  'amazon.nova-pro-v1:0',
  'claude-3-5-haiku-20241022',
  'meta-llama/Llama-3.1-70B-Instruct',
];
const SERVER_ADDRESSES = ['api.openai.com', 'api.openai.com', 'api.anthropic.com', 'api.openai.com', 'us-central1-aiplatform.googleapis.com', 'bedrock-runtime.us-east-1.amazonaws.com', 'api.anthropic.com', 'vllm.internal'];
/** USD per 1 M tokens; the self-hosted model (last) has no price: its cost is unknown (NULL), never 0. */
const PRICE_IN = [2.5, 0.15, 3, 1.1, 0.1, 0.8, 0.8, 0];
const PRICE_OUT = [10, 0.6, 15, 4.4, 0.4, 3.2, 4, 0];
/** Model popularity: index into the tables above (1-based), drawn uniformly. */
const MODEL_DRAW = [2, 2, 2, 1, 1, 3, 3, 4, 5, 6, 7, 8];
const COLLECTIONS = ['kb_articles_v7', 'kb_articles_v7', 'product_docs_v3', 'policies_v2'];
const DB_TABLES = ['orders', 'customers', 'invoices', 'shipments', 'tickets'];

/** Per-trace columns of trace `n` (an expression over the input's column `n`). */
function traceColumns(anchorNs: bigint): string {
  const startNs = anchorNs - WINDOW_NS;
  return `n,
    toUInt64(${startNs}) + n * ${STEP_NS} + ${h(11, 'n')} % ${STEP_NS} AS t0,
    toUInt64(150000000 + ${h(15, 'n')} % 6000000000) AS dur,
    (n % 10) IN (1, 4, 7) AS kept,
    kept AND ${h(13, 'n')} % 10 = 0 AS is_err,
    toUInt32(1 + ${h(12, 'n')} % 3) AS llm,
    toUInt32(if(kept, 3 + 4 * llm + 8 + ${h(14, 'n')} % 30, 3 + 4 * llm + ${h(14, 'n')} % 4)) AS span_count,
    ${h(16, 'n')} % 50000 AS user_n,
    concat('psn_', ${hex16(h(1, 'user_n'))}, ${hex16(h(2, 'user_n'))}) AS subject,
    concat('sess_', ${hex16(h(3, 'user_n', 'intDiv(t0, 14400000000000)'))}) AS session,
    concat('conv_', ${hex16(h(4, 'user_n', 'intDiv(t0, 86400000000000)'))}) AS conversation,
    ${arr(ROUTES)}[1 + ${h(17, 'n')} % ${ROUTES.length}] AS route,
    if(is_err, ${arr([500, 502, 503, 504])}[1 + ${h(18, 'n')} % 4], if(${h(18, 'n')} % 50 = 0, 429, 200)) AS http_status,
    concat(${hex16(h(1, 'n'))}, ${hex16(h(2, 'n'))}) AS trace_id`;
}

/** The kept trace number of the k-th kept trace (n % 10 ∈ {1, 4, 7}). */
const KEPT_N = 'toUInt64(intDiv(number, 3) * 10 + [1, 4, 7][number % 3 + 1])';

/**
 * Per-span columns (after `ARRAY JOIN range(span_count) AS j`). Roles: root, producer, consumer, then per LLM
 * call i a block (retriever, db, llm, tool), then extra spans (db, http, render, cache).
 */
const SPAN_COLUMNS = `
    j,
    toUInt32(if(j >= 3, intDiv(j - 3, 4), 0)) AS block,
    toUInt32(if(j >= 3, (j - 3) % 4, 0)) AS slot,
    multiIf(j = 0, 'root', j = 1, 'producer', j = 2, 'consumer',
            block < llm, ['retriever', 'db', 'llm', 'tool'][slot + 1],
            ['db', 'http', 'render', 'cache'][slot + 1]) AS role,
    ${hex16(h(3, 'n', 'toUInt32(j)'))} AS span_id,
    multiIf(j = 0, '', j = 1, ${hex16(h(3, 'n', 'toUInt32(0)'))}, j = 2, ${hex16(h(3, 'n', 'toUInt32(1)'))}, ${hex16(h(3, 'n', 'toUInt32(2)'))}) AS parent_span_id,
    intDiv(dur, span_count + 1) AS slice,
    if(j = 0, t0, t0 + j * slice) AS s_start,
    if(j = 0, t0 + dur, s_start + intDiv(slice * (50 + ${h(5, 'n', 'j')} % 50), 100)) AS s_end,
    block AS call_i,
    ${arr(MODEL_DRAW)}[1 + ${h(20, 'n', 'call_i')} % ${MODEL_DRAW.length}] AS m,
    role = 'llm' AND is_err AND call_i + 2 >= llm AS s_err,
    multiIf(j <= 1, 'api-gateway', role = 'retriever', 'retrieval-svc', 'chat-worker') AS service`;

const RESOURCE = `concat('{"attributes":{"service.name":"', service, '","service.version":"', ['1.14.2', '1.14.3', '1.15.0'][1 + n % 3], '","service.namespace":"assist","deployment.environment.name":"production","telemetry.sdk.name":"opentelemetry","telemetry.sdk.language":"nodejs","telemetry.sdk.version":"2.0.1","host.name":"', service, '-', ${hex16(h(6, 'n % 40'))}, '","k8s.namespace.name":"assist-prod","k8s.pod.name":"', service, '-7d9f8c6b5-', substring(${hex16(h(7, 'n % 40'))}, 1, 5), '","cloud.provider":"aws","cloud.region":"eu-west-1"},"droppedAttributesCount":0}')`;

function llmAttributes(): string {
  return `concat('{"gen_ai.operation.name":"chat","gen_ai.provider.name":"', ${arr(PROVIDERS)}[m], '","gen_ai.request.model":"', ${arr(REQUEST_MODELS)}[m],
    '","gen_ai.response.model":"', ${arr(RESPONSE_MODELS)}[m], '","gen_ai.response.id":"', response_id,
    '","gen_ai.response.finish_reasons":["', if(s_err, 'error', 'stop'), '"],"gen_ai.request.temperature":', toString(temperature),
    ',"gen_ai.request.max_tokens":', toString(max_tokens), ',"gen_ai.request.top_p":1,"gen_ai.usage.input_tokens":', toString(in_tok),
    ',"gen_ai.usage.output_tokens":', toString(out_tok), ',"gen_ai.conversation.id":"', conversation, '","session.id":"', session,
    '","enduser.id":"', subject, '","server.address":"', ${arr(SERVER_ADDRESSES)}[m], '","server.port":443',
    ',"gen_ai.input.messages_ref":"thref:v1:k3:', ${hex16(h(21, 'n', 'call_i'))}, ${hex16(h(22, 'n', 'call_i'))}, ${hex16(h(23, 'n', 'call_i'))}, ${hex16(h(24, 'n', 'call_i'))},
    '","gen_ai.output.messages_ref":"thref:v1:k3:', ${hex16(h(25, 'n', 'call_i'))}, ${hex16(h(26, 'n', 'call_i'))}, ${hex16(h(27, 'n', 'call_i'))}, ${hex16(h(28, 'n', 'call_i'))},
    '","gen_ai.system_instructions_ref":"thref:v1:k3:', ${hex16(h(29, 'm'))}, ${hex16(h(30, 'm'))}, ${hex16(h(31, 'm'))}, ${hex16(h(32, 'm'))},
    '","tracehold.content.input":"stored","tracehold.content.output":"stored","tracehold.content.system":"stored","gen_ai.prompt_template.name":"support-answer","gen_ai.prompt_template.version":"v',
    toString(3 + n % 4), '","error.type":"', if(s_err, 'RateLimitError', ''), '"}')`;
}

function retrieverAttributes(): string {
  const doc = (k: number) =>
    `if(${k} < ndocs, concat(',"retrieval.documents.${k}.document.id":"kb-', toString(${h(40 + k, 'n', 'call_i')} % 200000),
      '","retrieval.documents.${k}.document.score":', toString(round(0.95 - ${k} * 0.07 - (${h(45 + k, 'n', 'call_i')} % 1000) / 20000, 4)),
      ',"retrieval.documents.${k}.document.metadata.version":"v', toString(1 + ${h(50 + k, 'n', 'call_i')} % 40),
      '","retrieval.documents.${k}.document.metadata.source":"s3://assist-kb/articles/', toString(${h(40 + k, 'n', 'call_i')} % 200000),
      '.md","retrieval.documents.${k}.document.content_ref":"thref:v1:k3:', ${hex16(h(55 + k, 'n', 'call_i'))}, ${hex16(h(60 + k, 'n', 'call_i'))}, '"'), '')`;
  return `concat('{"openinference.span.kind":"RETRIEVER","db.system.name":"pgvector","db.collection.name":"', ${arr(COLLECTIONS)}[1 + n % 4],
    '","retrieval.top_k":', toString(ndocs), ',"retrieval.query_ref":"thref:v1:k3:', ${hex16(h(65, 'n', 'call_i'))}, ${hex16(h(66, 'n', 'call_i'))},
    '","embedding.model_name":"text-embedding-3-large","embedding.dimensions":3072', ${doc(0)}, ${doc(1)}, ${doc(2)}, ${doc(3)}, '}')`;
}

function dbStatement(): string {
  return `concat('SELECT o.id, o.status, o.total_cents, o.currency, o.created_at, o.updated_at, s.carrier, s.tracking_state FROM ', db_table,
    ' o LEFT JOIN shipments s ON s.order_id = o.id WHERE o.customer_id = ? AND o.created_at > ? AND o.status IN (?, ?, ?) ORDER BY o.created_at DESC LIMIT ?')`;
}

const DB_TABLE = `${arr(DB_TABLES)}[1 + ${h(70, 'n', 'j')} % ${DB_TABLES.length}] AS db_table`;

/** Per-LLM-call columns shared by spans, the ledger and the trace index (valid where role = 'llm'). */
const CALL_COLUMNS = `
    toUInt32(200 + ${h(80, 'n', 'call_i')} % 7800) AS in_tok,
    toUInt32(if(s_err, 0, 20 + ${h(81, 'n', 'call_i')} % 1200)) AS out_tok,
    [0, 0.2, 0.7, 1][1 + ${h(82, 'n', 'call_i')} % 4] AS temperature,
    [512, 1024, 2048, 4096][1 + ${h(83, 'n', 'call_i')} % 4] AS max_tokens,
    toUInt32(2 + ${h(84, 'n', 'call_i')} % 3) AS ndocs,
    multiIf(m IN (1, 2, 4), concat('chatcmpl-', ${hex16(h(85, 'n', 'call_i'))}, substring(${hex16(h(86, 'n', 'call_i'))}, 1, 13)),
            m IN (3, 7), concat('msg_01', ${hex16(h(85, 'n', 'call_i'))}, substring(${hex16(h(86, 'n', 'call_i'))}, 1, 8)),
            m = 8, concat('cmpl-', ${hex16(h(85, 'n', 'call_i'))}, ${hex16(h(86, 'n', 'call_i'))}),
            concat(${hex16(h(85, 'n', 'call_i'))}, ${hex16(h(86, 'n', 'call_i'))})) AS response_id`;

function spanAttributes(): string {
  return `multiIf(
    role = 'root', concat('{"http.request.method":"POST","http.route":"', route, '","url.path":"', route, '","url.scheme":"https","server.address":"assist.example.com","server.port":443,"http.response.status_code":',
      toString(http_status), ',"user_agent.original":"Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Safari/605.1.15","client.address":"[REDACTED:ip]","network.protocol.version":"1.1","http.request.header.x-request-id":["',
      ${hex16(h(90, 'n'))}, ${hex16(h(91, 'n'))}, '"],"enduser.id":"', subject, '","session.id":"', session, '","app.plan":"enterprise","app.feature_flags":["rag-v2","streaming","tool-use"],"http.request.body.size":',
      toString(200 + ${h(92, 'n')} % 4000), ',"http.response.body.size":', toString(500 + ${h(93, 'n')} % 9000), '}'),
    role = 'producer', concat('{"messaging.system":"kafka","messaging.operation.type":"publish","messaging.destination.name":"assist.requests","messaging.kafka.message.key":"', ${hex16(h(94, 'n'))}, '","messaging.message.body.size":', toString(300 + ${h(95, 'n')} % 3000), ',"server.address":"kafka-0.kafka.internal","server.port":9092}'),
    role = 'consumer', concat('{"messaging.system":"kafka","messaging.operation.type":"process","messaging.destination.name":"assist.requests","messaging.consumer.group.name":"chat-worker","messaging.destination.partition.id":"', toString(n % 12), '","messaging.kafka.offset":', toString(n * 3 + 17), ',"messaging.message.body.size":', toString(300 + ${h(95, 'n')} % 3000), ',"tracehold.queue_wait_ms":', toString(${h(96, 'n')} % 900), '}'),
    role = 'retriever', ${retrieverAttributes()},
    role = 'db', concat('{"db.system.name":"postgresql","db.namespace":"assist","db.operation.name":"SELECT","db.collection.name":"', db_table, '","db.query.text":"', ${dbStatement()}, '","db.response.returned_rows":', toString(${h(97, 'n', 'j')} % 50), ',"server.address":"pg-assist-ro-2.internal","server.port":5432,"db.client.connection.pool.name":"assist-ro"}'),
    role = 'llm', ${llmAttributes()},
    role = 'tool', concat('{"gen_ai.operation.name":"execute_tool","gen_ai.tool.name":"', ['lookup_order', 'create_ticket', 'get_shipping_status', 'search_kb'][1 + ${h(98, 'n', 'j')} % 4], '","gen_ai.tool.call.id":"call_', ${hex16(h(99, 'n', 'j'))}, '","gen_ai.tool.type":"function","tracehold.content.tool.arguments_ref":"thref:v1:k3:', ${hex16(h(100, 'n', 'j'))}, ${hex16(h(101, 'n', 'j'))}, '","tracehold.content.tool.result_ref":"thref:v1:k3:', ${hex16(h(102, 'n', 'j'))}, ${hex16(h(103, 'n', 'j'))}, '"}'),
    role = 'http', concat('{"http.request.method":"GET","url.full":"https://orders.internal/api/v2/orders/[REDACTED:id]/events?limit=50&include=shipment","server.address":"orders.internal","server.port":443,"http.response.status_code":200,"network.peer.address":"10.12.', toString(n % 250), '.', toString(j % 250), '","http.response.body.size":', toString(${h(104, 'n', 'j')} % 20000), '}'),
    role = 'cache', concat('{"db.system.name":"redis","db.operation.name":"GET","db.query.text":"GET assist:profile:?","server.address":"redis-assist.internal","server.port":6379,"db.namespace":"0"}'),
    concat('{"code.function.name":"renderAnswer","code.file.path":"/app/dist/worker/render-answer.js","code.line.number":', toString(40 + j), ',"app.answer.chars":', toString(${h(105, 'n', 'j')} % 4000), ',"app.citations":', toString(${h(106, 'n', 'j')} % 5), '}'))`;
}

/** Attributes every span of the demo application carries (request correlation, build, thread). */
const COMMON_ATTRIBUTES = `concat(',"app.request_id":"', ${hex16(h(90, 'n'))}, ${hex16(h(91, 'n'))}, '","app.customer_tier":"', ['gold', 'silver', 'free'][1 + user_n % 3],
    '","app.locale":"', ['en-GB', 'de-DE', 'fr-FR', 'en-US'][1 + user_n % 4], '","thread.id":', toString(1 + n % 16), ',"thread.name":"worker-', toString(1 + n % 16),
    '","code.namespace":"assist.', service, '","app.build":"2026.11.28-', substring(${hex16(h(7, 'n % 3'))}, 1, 8), '","app.trace_origin":"web","app.experiment":"answer-style-',
    ['a', 'b'][1 + user_n % 2], '","app.tenant_account":"acct_', ${hex16(h(8, 'user_n % 2000'))}, '"')`;

/** The span name of each role. */
const SPAN_NAME = `multiIf(role = 'root', concat('POST ', route), role = 'producer', 'assist.requests publish', role = 'consumer', 'assist.requests process',
    role = 'retriever', 'vector_search kb', role = 'db', concat('SELECT assist.', db_table), role = 'llm', concat('chat ', ${arr(REQUEST_MODELS)}[m]),
    role = 'tool', 'execute_tool', role = 'http', 'GET', role = 'cache', 'GET', 'render answer')`;
const SPAN_KIND = `multiIf(role = 'root', 2, role = 'producer', 4, role = 'consumer', 5, role IN ('db', 'llm', 'http', 'cache', 'retriever'), 3, 1)`;

/** The traces [from, from + count) with their spans (every span, kept or dropped). */
function allTraceSpans(anchorNs: bigint, from: number, count: number): string {
  return `SELECT *, ${DB_TABLE}, ${CALL_COLUMNS} FROM (
      SELECT *, ${SPAN_COLUMNS} FROM (SELECT ${traceColumns(anchorNs)} FROM (SELECT toUInt64(number) AS n FROM numbers(${from}, ${count})))
      ARRAY JOIN arrayMap(x -> toUInt32(x), range(span_count)) AS j)`;
}

/** The k-th kept traces [from, from + count) with their spans. */
function keptTraceSpans(anchorNs: bigint, from: number, count: number): string {
  return `SELECT *, ${DB_TABLE}, ${CALL_COLUMNS} FROM (
      SELECT *, ${SPAN_COLUMNS} FROM (SELECT ${traceColumns(anchorNs)} FROM (SELECT ${KEPT_N} AS n FROM numbers(${from}, ${count})))
      ARRAY JOIN arrayMap(x -> toUInt32(x), range(span_count)) AS j)`;
}

export function insertSpans(db: string, anchorNs: bigint, keptFrom: number, keptCount: number): string {
  return `INSERT INTO ${db}.spans (tenant, trace_id, span_id, parent_span_id, trace_state, flags, name, kind, start_time_unix_nano,
      end_time_unix_nano, service_name, status_code, status_message, attributes_json, resource_json, scope_name, scope_version, scope_json,
      events_json, links_json, dropped_attributes_count, dropped_events_count, dropped_links_count)
    SELECT '${TENANT}', trace_id, span_id, parent_span_id, '', 1, ${SPAN_NAME}, ${SPAN_KIND}, s_start, s_end, service,
      if(s_err OR (j = 0 AND is_err), 2, 0), if(s_err, 'rate limited by provider', ''), concat(substring(attrs, 1, length(attrs) - 1), ${COMMON_ATTRIBUTES}, '}'), ${RESOURCE},
      if(role = 'llm', '@opentelemetry/instrumentation-openai', '@opentelemetry/instrumentation-http'), '0.21.0',
      concat('{"name":"', if(role = 'llm', '@opentelemetry/instrumentation-openai', '@opentelemetry/instrumentation-http'), '","version":"0.21.0","attributes":{}}'),
      if(role = 'llm', concat('[{"name":"gen_ai.choice","timeUnixNano":"', toString(s_end), '","attributes":{"index":0,"finish_reason":"stop"},"droppedAttributesCount":0}]'), '[]'),
      '[]', 0, 0, 0
    FROM (SELECT *, ${spanAttributes()} AS attrs FROM (${keptTraceSpans(anchorNs, keptFrom, keptCount)}))`;
}

export function insertTraceIndexInput(db: string, anchorNs: bigint, from: number, count: number): string {
  return `INSERT INTO ${db}.trace_index_input (tenant, trace_id, span_id, is_root, name, service_name, start_time_unix_nano, end_time_unix_nano,
      is_error, is_llm, sample_decision, sample_policy, decided_without_root, route, http_status_code, model)
    SELECT '${TENANT}', trace_id, span_id, j = 0, ${SPAN_NAME}, service, s_start, s_end, s_err OR (j = 0 AND is_err), role = 'llm',
      if(kept, 'kept', 'dropped'), if(is_err, 'errors', 'probabilistic'), 0, if(j = 0, route, ''), if(j = 0, http_status, 0),
      if(role = 'llm', ${arr(RESPONSE_MODELS)}[m], '')
    FROM (${allTraceSpans(anchorNs, from, count)})`;
}

/** Ledger rows: the LLM spans of every trace (kept or dropped), 100 %. */
export function insertLedger(db: string, anchorNs: bigint, from: number, count: number): string {
  const costExpr = `(in_tok * ${arr(PRICE_IN)}[m] + out_tok * ${arr(PRICE_OUT)}[m]) / 1000000`;
  return `INSERT INTO ${db}.llm_calls (tenant, trace_id, span_id, parent_span_id, start_time_unix_nano, end_time_unix_nano, service_name, span_name,
      source_convention, operation, provider, request_model, response_model, response_id, finish_reasons, temperature, top_p, max_tokens,
      stop_sequences, request_params_json, input_tokens, output_tokens, cached_input_tokens, reasoning_tokens, cost_usd, price_version,
      input_ref, input_capture, input_capture_reason, output_ref, output_capture, output_capture_reason, system_ref, system_capture,
      system_capture_reason, tools_ref, tools_capture, tools_capture_reason, status_code, error_type, subject_ref, conversation_id,
      retrieved_document_ids, replay_of, streamed, time_to_first_token_ms, prompt_template_name, prompt_template_version,
      logical_call_id, attempt_index, attempt_kind, reported_cost_usd, session_id, route, queue_wait_ms)
    SELECT '${TENANT}', trace_id, span_id, parent_span_id, s_start, s_end, service, ${SPAN_NAME}, 'genai', 'chat', ${arr(PROVIDERS)}[m],
      ${arr(REQUEST_MODELS)}[m], ${arr(RESPONSE_MODELS)}[m], response_id, [if(s_err, 'error', 'stop')], temperature, 1, max_tokens, [],
      concat('{"temperature":', toString(temperature), ',"max_tokens":', toString(max_tokens), ',"top_p":1}'), in_tok, if(s_err, NULL, out_tok),
      toUInt32(in_tok * (${h(87, 'n', 'call_i')} % 60) / 100), if(m = 4, toUInt32(out_tok / 2), NULL),
      if(m = 8, NULL, toDecimal64(${costExpr}, 9)), if(m = 8, '', 'builtin-2026-11-01'),
      concat('thref:v1:k3:', ${hex16(h(21, 'n', 'call_i'))}, ${hex16(h(22, 'n', 'call_i'))}, ${hex16(h(23, 'n', 'call_i'))}, ${hex16(h(24, 'n', 'call_i'))}), 'stored', '',
      if(s_err, '', concat('thref:v1:k3:', ${hex16(h(25, 'n', 'call_i'))}, ${hex16(h(26, 'n', 'call_i'))}, ${hex16(h(27, 'n', 'call_i'))}, ${hex16(h(28, 'n', 'call_i'))})),
      if(s_err, 'not_captured', 'stored'), if(s_err, 'call failed', ''),
      concat('thref:v1:k3:', ${hex16(h(29, 'm'))}, ${hex16(h(30, 'm'))}, ${hex16(h(31, 'm'))}, ${hex16(h(32, 'm'))}), 'stored', '', '', 'not_captured', 'not sent',
      if(s_err, 2, 0), if(s_err, 'RateLimitError', ''), subject, conversation,
      arrayMap(k -> concat('kb-', toString(cityHash64(n, call_i, toUInt8(40 + k)) % 200000)), range(ndocs)), '',
      route = '/v1/chat/stream', if(route = '/v1/chat/stream', 150 + ${h(88, 'n', 'call_i')} % 900, NULL), 'support-answer', concat('v', toString(3 + n % 4)),
      if(is_err AND llm >= 2 AND call_i >= llm - 2, ${hex16(h(3, 'n', 'toUInt32(5 + 4 * (llm - 2))'))}, ''),
      if(is_err AND llm >= 2 AND call_i = llm - 1, 1, 0), if(is_err AND llm >= 2 AND call_i = llm - 1, 'retry', ''),
      if(${h(89, 'n')} % 5 = 0 AND m != 8, toDecimal64(${costExpr}, 9), NULL), session, route, ${h(96, 'n')} % 900
    FROM (${allTraceSpans(anchorNs, from, count)}) WHERE role = 'llm'`;
}

/** Evidence: per LLM call its retrieved documents and its DB statement, for every trace. */
export function insertEvidence(db: string, anchorNs: bigint, from: number, count: number): string {
  return `INSERT INTO ${db}.llm_evidence (tenant, trace_id, kind, item_id, source_span_id, llm_span_id, link, start_time_unix_nano,
      end_time_unix_nano, service_name, name, detail_json)
    SELECT '${TENANT}', trace_id, if(r < ndocs, 'document', 'db_statement'),
      if(r < ndocs, concat(ret_span, ':', toString(r)), db_span), if(r < ndocs, ret_span, db_span), span_id, 'sibling',
      s_start - slice * if(r < ndocs, 2, 1), s_start - slice * if(r < ndocs, 2, 1) + intDiv(slice, 2),
      if(r < ndocs, 'retrieval-svc', 'chat-worker'), if(r < ndocs, 'vector_search kb', concat('SELECT assist.', db_table)),
      if(r < ndocs,
        concat('{"documentId":"kb-', toString(cityHash64(n, call_i, toUInt8(40 + r)) % 200000), '","version":"v', toString(1 + cityHash64(n, call_i, toUInt8(50 + r)) % 40),
          '","score":', toString(round(0.95 - r * 0.07 - (cityHash64(n, call_i, toUInt8(45 + r)) % 1000) / 20000, 4)), ',"source":"s3://assist-kb/articles/',
          toString(cityHash64(n, call_i, toUInt8(40 + r)) % 200000), '.md","collection":"', ${arr(COLLECTIONS)}[1 + n % 4], '","rank":', toString(r),
          ',"contentRef":"thref:v1:k3:', lower(hex(reinterpretAsFixedString(cityHash64(n, call_i, toUInt8(55 + r))))), lower(hex(reinterpretAsFixedString(cityHash64(n, call_i, toUInt8(60 + r))))), '"}'),
        concat('{"system":"postgresql","operation":"SELECT","table":"', db_table, '","statement":"', ${dbStatement()}, '","durationMs":', toString(round(slice / 2e6, 3)),
          ',"rows":', toString(${h(97, 'n', 'j')} % 50), ',"status":"ok","errorType":""}'))
    FROM (SELECT *, ${hex16(h(3, 'n', 'toUInt32(j - 2)'))} AS ret_span, ${hex16(h(3, 'n', 'toUInt32(j - 1)'))} AS db_span FROM (${allTraceSpans(anchorNs, from, count)}) WHERE role = 'llm')
    ARRAY JOIN range(ndocs + 1) AS r`;
}

/** Log records of kept traces: 0–3 per trace (GenAI events as stubs and application logs). */
export function insertLogs(db: string, anchorNs: bigint, keptFrom: number, keptCount: number): string {
  return `INSERT INTO ${db}.logs (tenant, trace_id, span_id, record_id, time_unix_nano, observed_time_unix_nano, severity_number, severity_text,
      event_name, service_name, body_json, attributes_json, resource_json, scope_name, scope_version, flags, dropped_attributes_count)
    SELECT '${TENANT}', trace_id, span_id, ${hex16(h(110, 'n', 'j'))}, s_end, s_end + 1000000, if(s_err, 17, 9), if(s_err, 'ERROR', 'INFO'),
      if(role = 'llm', 'gen_ai.choice', ''), service,
      if(role = 'llm', '{"stub":"content moved to the content store"}', concat('"answer rendered with ', toString(${h(106, 'n', 'j')} % 5), ' citations"')),
      concat('{"app.request_id":"', ${hex16(h(90, 'n'))}, '","app.step":"', role, '"}'), ${RESOURCE}, '@opentelemetry/api-logs', '0.223.0', 1, 0
    FROM (${keptTraceSpans(anchorNs, keptFrom, keptCount)}) WHERE (role = 'llm' AND ${h(111, 'n')} % 2 = 0) OR (role = 'render' AND ${h(112, 'n', 'j')} % 3 = 0)`;
}

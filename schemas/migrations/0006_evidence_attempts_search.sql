-- Answer a complaint in one call (issue 9): the evidence tier kept at 100% beside the ledger, attempts of
-- one logical call, cost as computed and as reported, and the columns and indexes that let the ledger and
-- the trace index be searched without a trace id.

-- The ledger: attempts of one logical call (retries, failover, hedging, fallback) and what they cost.
-- logical_call_id: the span id of the logical call's first attempt ('' = the call is its own logical call).
-- attempt_kind: '' (single attempt), 'retry', 'failover', 'hedge', 'fallback'.
ALTER TABLE ${db}.llm_calls ADD COLUMN IF NOT EXISTS logical_call_id String DEFAULT '';
ALTER TABLE ${db}.llm_calls ADD COLUMN IF NOT EXISTS attempt_index UInt16 DEFAULT 0;
ALTER TABLE ${db}.llm_calls ADD COLUMN IF NOT EXISTS attempt_kind LowCardinality(String) DEFAULT '';
ALTER TABLE ${db}.llm_calls ADD COLUMN IF NOT EXISTS cancelled UInt8 DEFAULT 0;
ALTER TABLE ${db}.llm_calls ADD COLUMN IF NOT EXISTS cancel_reason LowCardinality(String) DEFAULT '';
ALTER TABLE ${db}.llm_calls ADD COLUMN IF NOT EXISTS queue_wait_ms Nullable(Float64);
-- A cost the span itself reports, kept beside the one computed from the price table (cost_usd, price_version).
ALTER TABLE ${db}.llm_calls ADD COLUMN IF NOT EXISTS reported_cost_usd Nullable(Decimal(18, 9));
ALTER TABLE ${db}.llm_calls ADD COLUMN IF NOT EXISTS session_id String DEFAULT '';
-- The route of the request that made the call (the trace root's http.route when the collector saw it).
ALTER TABLE ${db}.llm_calls ADD COLUMN IF NOT EXISTS route LowCardinality(String) DEFAULT '';

-- Search without a trace id: the ledger is ordered by (tenant, trace_id, span_id), so other keys use skip
-- indexes; every search is also bounded by time (monthly partitions, and a minmax index on start_time).
ALTER TABLE ${db}.llm_calls ADD INDEX IF NOT EXISTS idx_start_time start_time TYPE minmax GRANULARITY 1;
ALTER TABLE ${db}.llm_calls ADD INDEX IF NOT EXISTS idx_response_id response_id TYPE bloom_filter(0.01) GRANULARITY 4;
ALTER TABLE ${db}.llm_calls ADD INDEX IF NOT EXISTS idx_subject_ref subject_ref TYPE bloom_filter(0.01) GRANULARITY 4;
ALTER TABLE ${db}.llm_calls ADD INDEX IF NOT EXISTS idx_conversation_id conversation_id TYPE bloom_filter(0.01) GRANULARITY 4;
ALTER TABLE ${db}.llm_calls ADD INDEX IF NOT EXISTS idx_session_id session_id TYPE bloom_filter(0.01) GRANULARITY 4;

-- The evidence tier: for every trace (kept or dropped by the tail sampler), the facts an investigator needs
-- beside the ledger — retrieved documents (ids, versions, scores, source; text stays in the content store),
-- sanitized DB statements, tool calls. Written by ingest when the trace is decided, and for late spans.
-- llm_span_id: the LLM call the item fed ('' = not linked); link: how it was linked ('parent', 'sibling',
-- 'timing', ''). detail_json: the kind's fields (see schemas/evidence.ts). item_id is stable per item, so a
-- redelivered batch replaces itself.
CREATE TABLE IF NOT EXISTS ${db}.llm_evidence
(
    tenant LowCardinality(String),
    trace_id FixedString(32),
    kind LowCardinality(String),
    item_id String,
    source_span_id String,
    llm_span_id String,
    link LowCardinality(String),
    start_time_unix_nano UInt64,
    end_time_unix_nano UInt64,
    time DateTime64(9, 'UTC') MATERIALIZED fromUnixTimestamp64Nano(toInt64(start_time_unix_nano), 'UTC'),
    service_name LowCardinality(String),
    name String,
    detail_json String,
    ingested_at DateTime64(3, 'UTC') DEFAULT now64(3)
)
ENGINE = ReplacingMergeTree
PARTITION BY toYYYYMM(time)
ORDER BY (tenant, trace_id, kind, item_id);

-- The trace index learns the root request (route, HTTP status, error) and the models of the trace's LLM
-- calls, so traces can be searched by service, route, model, error and duration.
ALTER TABLE ${db}.trace_index_input ADD COLUMN IF NOT EXISTS route String DEFAULT '';
ALTER TABLE ${db}.trace_index_input ADD COLUMN IF NOT EXISTS http_status_code UInt16 DEFAULT 0;
ALTER TABLE ${db}.trace_index_input ADD COLUMN IF NOT EXISTS model LowCardinality(String) DEFAULT '';
ALTER TABLE ${db}.trace_index ADD COLUMN IF NOT EXISTS root_route SimpleAggregateFunction(max, String) DEFAULT '';
ALTER TABLE ${db}.trace_index ADD COLUMN IF NOT EXISTS root_http_status SimpleAggregateFunction(max, UInt16) DEFAULT 0;
ALTER TABLE ${db}.trace_index ADD COLUMN IF NOT EXISTS root_is_error SimpleAggregateFunction(max, UInt8) DEFAULT 0;
ALTER TABLE ${db}.trace_index ADD COLUMN IF NOT EXISTS models SimpleAggregateFunction(groupUniqArrayArray, Array(String)) DEFAULT [];
DROP VIEW IF EXISTS ${db}.trace_index_mv;
CREATE MATERIALIZED VIEW IF NOT EXISTS ${db}.trace_index_mv TO ${db}.trace_index AS
SELECT
    tenant,
    trace_id,
    toYYYYMM(fromUnixTimestamp64Nano(toInt64(min(start_time_unix_nano)), 'UTC')) AS month,
    min(start_time_unix_nano) AS start_ns,
    max(end_time_unix_nano) AS end_ns,
    uniqExactState(span_id) AS span_ids,
    uniqExactStateIf(span_id, is_llm = 1) AS llm_span_ids,
    uniqExactStateIf(span_id, is_error = 1) AS error_span_ids,
    groupUniqArray(toString(service_name)) AS services,
    maxIf(toString(span_id), is_root = 1) AS root_span_id,
    maxIf(name, is_root = 1) AS root_name,
    maxIf(toString(service_name), is_root = 1) AS root_service,
    maxIf(start_time_unix_nano, is_root = 1) AS root_start_ns,
    maxIf(end_time_unix_nano, is_root = 1) AS root_end_ns,
    max(toString(sample_decision)) AS sample_decision,
    max(toString(sample_policy)) AS sample_policy,
    max(decided_without_root) AS decided_without_root,
    maxIf(route, is_root = 1) AS root_route,
    maxIf(http_status_code, is_root = 1) AS root_http_status,
    maxIf(is_error, is_root = 1) AS root_is_error,
    groupUniqArrayIf(toString(model), model != '') AS models
FROM ${db}.trace_index_input
GROUP BY tenant, trace_id;

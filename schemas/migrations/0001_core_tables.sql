-- Core tables: the ledger of LLM calls, the (for now unsampled) spans, the trace index.
-- Idempotency: OTLP and the bus are at-least-once. ReplacingMergeTree keyed by (tenant, trace_id, span_id)
-- collapses duplicates on merge; readers use FINAL so a duplicate never shows before the merge.

CREATE TABLE IF NOT EXISTS ${db}.llm_calls
(
    tenant LowCardinality(String),
    trace_id FixedString(32),
    span_id FixedString(16),
    parent_span_id String,
    start_time_unix_nano UInt64,
    end_time_unix_nano UInt64,
    start_time DateTime64(9, 'UTC') MATERIALIZED fromUnixTimestamp64Nano(toInt64(start_time_unix_nano), 'UTC'),
    duration_ns UInt64 MATERIALIZED if(end_time_unix_nano > start_time_unix_nano, end_time_unix_nano - start_time_unix_nano, 0),
    service_name LowCardinality(String),
    span_name String,
    source_convention LowCardinality(String),
    operation LowCardinality(String),
    provider LowCardinality(String),
    request_model LowCardinality(String),
    response_model LowCardinality(String),
    response_id String,
    finish_reasons Array(LowCardinality(String)),
    temperature Nullable(Float64),
    top_p Nullable(Float64),
    top_k Nullable(Float64),
    max_tokens Nullable(Int64),
    seed Nullable(Int64),
    frequency_penalty Nullable(Float64),
    presence_penalty Nullable(Float64),
    stop_sequences Array(String),
    request_params_json String,
    input_tokens Nullable(Int64),
    output_tokens Nullable(Int64),
    cached_input_tokens Nullable(Int64),
    reasoning_tokens Nullable(Int64),
    cost_usd Nullable(Decimal(18, 9)),
    price_version LowCardinality(String),
    input_ref String,
    input_capture LowCardinality(String),
    input_capture_reason LowCardinality(String),
    output_ref String,
    output_capture LowCardinality(String),
    output_capture_reason LowCardinality(String),
    system_ref String,
    system_capture LowCardinality(String),
    system_capture_reason LowCardinality(String),
    tools_ref String,
    tools_capture LowCardinality(String),
    tools_capture_reason LowCardinality(String),
    status_code UInt8,
    error_type LowCardinality(String),
    subject_ref String,
    conversation_id String,
    retrieved_document_ids Array(String),
    replay_of String,
    ingested_at DateTime64(3, 'UTC') DEFAULT now64(3)
)
ENGINE = ReplacingMergeTree
PARTITION BY toYYYYMM(start_time)
ORDER BY (tenant, trace_id, span_id);

CREATE TABLE IF NOT EXISTS ${db}.spans
(
    tenant LowCardinality(String),
    trace_id FixedString(32),
    span_id FixedString(16),
    parent_span_id String,
    trace_state String,
    flags UInt32,
    name String,
    kind UInt8,
    start_time_unix_nano UInt64,
    end_time_unix_nano UInt64,
    start_time DateTime64(9, 'UTC') MATERIALIZED fromUnixTimestamp64Nano(toInt64(start_time_unix_nano), 'UTC'),
    service_name LowCardinality(String),
    status_code UInt8,
    status_message String,
    -- Attributes keep their JSON types; the whole object is one JSON string per span part.
    attributes_json String,
    resource_json String,
    scope_name LowCardinality(String),
    scope_version LowCardinality(String),
    scope_json String,
    events_json String,
    links_json String,
    dropped_attributes_count UInt32,
    dropped_events_count UInt32,
    dropped_links_count UInt32,
    ingested_at DateTime64(3, 'UTC') DEFAULT now64(3)
)
ENGINE = ReplacingMergeTree
PARTITION BY toYYYYMM(start_time)
ORDER BY (tenant, trace_id, span_id);

-- The trace index gets one small input row per span (written for 100% of spans, whatever a sampler
-- later decides) into a Null table; the materialized view folds them into one row per trace with
-- aggregate states that are idempotent under duplicate delivery (min, max, uniqExact, any).
CREATE TABLE IF NOT EXISTS ${db}.trace_index_input
(
    tenant LowCardinality(String),
    trace_id FixedString(32),
    span_id FixedString(16),
    is_root UInt8,
    name String,
    service_name LowCardinality(String),
    start_time_unix_nano UInt64,
    end_time_unix_nano UInt64,
    is_error UInt8,
    is_llm UInt8
)
ENGINE = Null;

CREATE TABLE IF NOT EXISTS ${db}.trace_index
(
    tenant LowCardinality(String),
    trace_id FixedString(32),
    month UInt32,
    start_ns SimpleAggregateFunction(min, UInt64),
    end_ns SimpleAggregateFunction(max, UInt64),
    span_ids AggregateFunction(uniqExact, FixedString(16)),
    llm_span_ids AggregateFunction(uniqExact, FixedString(16)),
    error_span_ids AggregateFunction(uniqExact, FixedString(16)),
    services SimpleAggregateFunction(groupUniqArrayArray, Array(String)),
    root_span_id SimpleAggregateFunction(max, String),
    root_name SimpleAggregateFunction(max, String),
    root_service SimpleAggregateFunction(max, String),
    root_start_ns SimpleAggregateFunction(max, UInt64),
    root_end_ns SimpleAggregateFunction(max, UInt64),
    sample_decision SimpleAggregateFunction(max, String),
    sample_policy SimpleAggregateFunction(max, String)
)
ENGINE = AggregatingMergeTree
PARTITION BY month
ORDER BY (tenant, trace_id);

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
    'kept' AS sample_decision,
    'keep_all' AS sample_policy
FROM ${db}.trace_index_input
GROUP BY tenant, trace_id;

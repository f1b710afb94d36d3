-- Faithful capture (issue 8): log records kept with their trace, GenAI client metrics, the ledger's stream
-- and template fields, content objects' key scope, and whether a sampling decision was made without the root.

-- The ledger: how the call ended and what it was built from.
ALTER TABLE ${db}.llm_calls ADD COLUMN IF NOT EXISTS streamed Nullable(UInt8);
ALTER TABLE ${db}.llm_calls ADD COLUMN IF NOT EXISTS incomplete UInt8 DEFAULT 0;
ALTER TABLE ${db}.llm_calls ADD COLUMN IF NOT EXISTS incomplete_reason LowCardinality(String) DEFAULT '';
ALTER TABLE ${db}.llm_calls ADD COLUMN IF NOT EXISTS time_to_first_token_ms Nullable(Float64);
ALTER TABLE ${db}.llm_calls ADD COLUMN IF NOT EXISTS system_fingerprint String DEFAULT '';
ALTER TABLE ${db}.llm_calls ADD COLUMN IF NOT EXISTS prompt_template_name String DEFAULT '';
ALTER TABLE ${db}.llm_calls ADD COLUMN IF NOT EXISTS prompt_template_version String DEFAULT '';

-- Content objects: which key protects them ('trace' = waiting for the trace's end user), and whose.
-- A skip index on trace_id lets ingest (subject attribution) and retention find a trace's objects.
ALTER TABLE ${db}.content_objects ADD COLUMN IF NOT EXISTS key_scope LowCardinality(String) DEFAULT '';
ALTER TABLE ${db}.content_objects ADD COLUMN IF NOT EXISTS subject_ref String DEFAULT '';
ALTER TABLE ${db}.content_objects ADD INDEX IF NOT EXISTS idx_trace trace_id TYPE bloom_filter(0.01) GRANULARITY 4;

-- Log records (OTLP logs), redacted, kept with their trace: written when the trace is kept, like its spans.
-- Records without trace context (trace_id '') are written on arrival. Log records have no id of their own:
-- record_id is a hash of the stored record, so a redelivered record replaces itself.
CREATE TABLE IF NOT EXISTS ${db}.logs
(
    tenant LowCardinality(String),
    trace_id String,
    span_id String,
    record_id String,
    time_unix_nano UInt64,
    observed_time_unix_nano UInt64,
    time DateTime64(9, 'UTC') MATERIALIZED fromUnixTimestamp64Nano(toInt64(if(time_unix_nano > 0, time_unix_nano, observed_time_unix_nano)), 'UTC'),
    severity_number UInt8,
    severity_text LowCardinality(String),
    event_name LowCardinality(String),
    service_name LowCardinality(String),
    body_json String,
    attributes_json String,
    resource_json String,
    scope_name LowCardinality(String),
    scope_version LowCardinality(String),
    flags UInt32,
    dropped_attributes_count UInt32,
    ingested_at DateTime64(3, 'UTC') DEFAULT now64(3)
)
ENGINE = ReplacingMergeTree
PARTITION BY toYYYYMM(time)
ORDER BY (tenant, trace_id, time_unix_nano, record_id);

-- GenAI client metrics (gen_ai.client.*): one row per data point; attributes redacted.
CREATE TABLE IF NOT EXISTS ${db}.genai_metrics
(
    tenant LowCardinality(String),
    name LowCardinality(String),
    point_id String,
    description String,
    unit LowCardinality(String),
    type LowCardinality(String),
    temporality LowCardinality(String),
    is_monotonic UInt8,
    start_time_unix_nano UInt64,
    time_unix_nano UInt64,
    time DateTime64(9, 'UTC') MATERIALIZED fromUnixTimestamp64Nano(toInt64(time_unix_nano), 'UTC'),
    service_name LowCardinality(String),
    attributes_json String,
    resource_json String,
    scope_name LowCardinality(String),
    scope_version LowCardinality(String),
    value Nullable(Float64),
    count Nullable(UInt64),
    sum Nullable(Float64),
    min Nullable(Float64),
    max Nullable(Float64),
    bucket_counts Array(UInt64),
    explicit_bounds Array(Float64),
    details_json String,
    flags UInt32,
    ingested_at DateTime64(3, 'UTC') DEFAULT now64(3)
)
ENGINE = ReplacingMergeTree
PARTITION BY toYYYYMM(time)
ORDER BY (tenant, name, time_unix_nano, point_id);

-- The trace index learns whether its sampling decision was taken before the root span arrived.
ALTER TABLE ${db}.trace_index_input ADD COLUMN IF NOT EXISTS decided_without_root UInt8 DEFAULT 0;
ALTER TABLE ${db}.trace_index ADD COLUMN IF NOT EXISTS decided_without_root SimpleAggregateFunction(max, UInt8) DEFAULT 0;
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
    max(decided_without_root) AS decided_without_root
FROM ${db}.trace_index_input
GROUP BY tenant, trace_id;

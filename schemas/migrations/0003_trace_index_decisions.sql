-- The tail sampler's decision and the policy that made it reach the trace index with the per-span input
-- rows, which ingest now writes when a trace is decided (for 100% of traces, kept or dropped).
-- 'kept' > 'dropped' as strings, so when a trace is decided twice (a late span after its decision left the
-- cache) max() keeps the more conservative answer: kept.
ALTER TABLE ${db}.trace_index_input ADD COLUMN IF NOT EXISTS sample_decision LowCardinality(String) DEFAULT 'kept';
ALTER TABLE ${db}.trace_index_input ADD COLUMN IF NOT EXISTS sample_policy LowCardinality(String) DEFAULT 'keep_all';
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
    max(toString(sample_policy)) AS sample_policy
FROM ${db}.trace_index_input
GROUP BY tenant, trace_id;

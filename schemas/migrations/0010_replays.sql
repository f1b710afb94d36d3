-- Distributional replay jobs (issue 11): versioned rows, the highest version is the current state.
-- trace_id/span_id name the original call; the hold bundle and erasure find a trace's replays by trace_id.
CREATE TABLE IF NOT EXISTS ${db}.replays
(
    tenant LowCardinality(String),
    replay_id String,
    version UInt64,
    trace_id String,
    span_id String,
    state LowCardinality(String),
    estimate_usd Nullable(Float64),
    cost_usd Nullable(Float64),
    created_at_ms Int64,
    updated_at_ms Int64,
    body_json String
)
ENGINE = MergeTree
ORDER BY (tenant, trace_id, replay_id, version);

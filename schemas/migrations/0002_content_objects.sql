-- Metadata of content-store objects (never the content): which call a reference belongs to, its size
-- and type. One row per (tenant, ref, trace_id, span_id, part); identical content used twice has two rows.
CREATE TABLE IF NOT EXISTS ${db}.content_objects
(
    tenant LowCardinality(String),
    ref String,
    part LowCardinality(String),
    trace_id FixedString(32),
    span_id FixedString(16),
    size_bytes UInt64,
    content_type LowCardinality(String),
    created_at DateTime64(3, 'UTC'),
    ingested_at DateTime64(3, 'UTC') DEFAULT now64(3)
)
ENGINE = ReplacingMergeTree
PARTITION BY toYYYYMM(created_at)
ORDER BY (tenant, ref, trace_id, span_id, part);

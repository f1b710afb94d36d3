-- The tamper-evident audit log (retention/audit): one row per audited action, hash-chained per tenant, and
-- the Ed25519-signed checkpoints over the chain. Append-only: nothing updates or deletes these rows.
-- Plain MergeTree (not Replacing): a duplicate or a second row for the same seq must stay visible to the
-- verifier. No PARTITION BY: one partition keeps a multi-row insert atomic (a batch of entries is all
-- visible or not at all), and a chain must never lose a partition to retention.
-- The hashed fields are stored as written (`target_json`, `details_json` are canonical JSON); trace_id
-- and subject_ref are derived from target_json for filtering, never stored separately.
CREATE TABLE IF NOT EXISTS ${db}.audit_log
(
    tenant LowCardinality(String),
    seq UInt64,
    id String,
    time_ms Int64,
    actor_token_id String,
    actor_kind LowCardinality(String),
    action LowCardinality(String),
    target_json String,
    reason String,
    outcome LowCardinality(String),
    details_json String,
    prev_hash String,
    hash String,
    trace_id String MATERIALIZED JSONExtractString(target_json, 'traceId'),
    subject_ref String MATERIALIZED JSONExtractString(target_json, 'subjectRef'),
    inserted_at DateTime64(3, 'UTC') DEFAULT now64(3),
    INDEX idx_time time_ms TYPE minmax GRANULARITY 1,
    INDEX idx_trace trace_id TYPE bloom_filter(0.01) GRANULARITY 4,
    INDEX idx_subject subject_ref TYPE bloom_filter(0.01) GRANULARITY 4,
    INDEX idx_actor actor_token_id TYPE bloom_filter(0.01) GRANULARITY 4
)
ENGINE = MergeTree
ORDER BY (tenant, seq);

CREATE TABLE IF NOT EXISTS ${db}.audit_checkpoints
(
    tenant LowCardinality(String),
    seq UInt64,
    hash String,
    time_ms Int64,
    key_id String,
    signature String,
    inserted_at DateTime64(3, 'UTC') DEFAULT now64(3)
)
ENGINE = MergeTree
ORDER BY (tenant, seq);

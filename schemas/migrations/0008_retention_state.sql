-- Retention, erasure and legal holds as state (issue 10). Every state table is append-only and versioned:
-- a transition inserts the whole object again with version + 1; the current state is argMax(…, version).
-- Plain MergeTree (not Replacing): old versions are the history the bundle and the audit refer to.
-- Objects are stored as JSON (`body_json`, the zod shape of schemas/retention.ts) beside the columns the
-- worker filters on, so a field is added in one place.

CREATE TABLE IF NOT EXISTS ${db}.retention_policies
(
    tenant LowCardinality(String),
    version UInt64,
    body_json String,
    updated_at_ms Int64
)
ENGINE = MergeTree
ORDER BY (tenant, version);

CREATE TABLE IF NOT EXISTS ${db}.holds
(
    tenant LowCardinality(String),
    hold_id String,
    version UInt64,
    state LowCardinality(String),
    scope_kind LowCardinality(String),
    body_json String,
    updated_at_ms Int64
)
ENGINE = MergeTree
ORDER BY (tenant, hold_id, version);

CREATE TABLE IF NOT EXISTS ${db}.deletion_requests
(
    tenant LowCardinality(String),
    request_id String,
    version UInt64,
    state LowCardinality(String),
    body_json String,
    updated_at_ms Int64
)
ENGINE = MergeTree
ORDER BY (tenant, request_id, version);

-- Phase one of a two-phase deletion: the traces a deletion is about to remove, written before the holds are
-- checked again and the data is deleted. A mark without a matching 'done' row is an unfinished deletion the
-- worker resumes at start (re-check, then delete), so a crash between the phases never skips the re-check.
CREATE TABLE IF NOT EXISTS ${db}.deletion_marks
(
    tenant LowCardinality(String),
    mark_id String,
    cause String,
    phase LowCardinality(String),
    trace_ids Array(FixedString(32)),
    kinds Array(LowCardinality(String)),
    at_ms Int64
)
ENGINE = MergeTree
ORDER BY (tenant, mark_id, phase)
-- Marks are bookkeeping between the phases (what was deleted is in retention_events and the audit log); an
-- unfinished one is resumed within a pass, so 30 days bounds the table without losing anything.
TTL toDateTime(intDiv(at_ms, 1000)) + INTERVAL 30 DAY;

-- What happened to each trace's data (erased, purged by retention or quota, restricted by a hold): the
-- tombstones. Ordered by trace, so ingest can check "was this trace erased?" by the key's prefix.
CREATE TABLE IF NOT EXISTS ${db}.retention_events
(
    tenant LowCardinality(String),
    trace_id FixedString(32),
    action LowCardinality(String),
    kinds Array(LowCardinality(String)),
    cause String,
    hold_ids Array(String),
    at_ms Int64,
    counts_json String,
    INDEX idx_cause cause TYPE bloom_filter(0.01) GRANULARITY 4,
    INDEX idx_at at_ms TYPE minmax GRANULARITY 1
)
ENGINE = MergeTree
ORDER BY (tenant, trace_id, at_ms);

-- Legal-hold bundle exports: jobs, versioned like the rest.
CREATE TABLE IF NOT EXISTS ${db}.hold_exports
(
    tenant LowCardinality(String),
    export_id String,
    hold_id String,
    version UInt64,
    state LowCardinality(String),
    body_json String,
    updated_at_ms Int64
)
ENGINE = MergeTree
ORDER BY (tenant, export_id, version);

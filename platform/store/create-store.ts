import type { ClickHouse } from '../clickhouse/create-clickhouse.ts';
import { createStoreWriter, type StoreWriter } from './store-writer.ts';
import { createTenantStore, type TenantStore } from './tenant-store.ts';

export type { StoreWriter } from './store-writer.ts';
export type { ContentUse, LlmCallFilter, TenantStore, TimeWindowNs } from './tenant-store.ts';
export type { StoredSpan } from './tables/spans.ts';
export type { StoredLog } from './tables/logs.ts';
export type { StoredMetricPoint } from './tables/genai-metrics.ts';
export type { TraceIndexInput } from './tables/trace-index-input.ts';
export type { TraceSummary } from './tables/trace-index.ts';
export type { LlmCallPage, LlmCallPosition, LlmCallSearch } from './search/llm-call-search.ts';
export type { TracePage, TracePosition, TraceSearch } from './search/trace-search.ts';

/**
 * The one owner of the ClickHouse tables (llm_calls, spans, trace_index_input / trace_index,
 * content_objects, logs, genai_metrics, llm_evidence): one writer for every INSERT, and readers obtained per
 * tenant, so a read cannot forget its tenant. Built once per process over the process's ClickHouse handle and
 * injected into ingest and the query API; holds no state of its own (the handle's lifetime is the caller's).
 */
export interface Store {
  writer: StoreWriter;
  /** Reads scoped to `tenant` (throws StoreError TH_ERR_STORE_BAD_TENANT for an empty tenant). */
  forTenant(tenant: string): TenantStore;
}

export function createStore(deps: { clickhouse: ClickHouse }): Store {
  const writer = createStoreWriter(deps);
  return { writer, forTenant: (tenant) => createTenantStore(deps, tenant) };
}

/**
 * The prices in force for every tenant: the default table, and per tenant an override table consulted first
 * (a model the override does not price, or does not price on the call's date, falls through to the default).
 */
import type { LedgerRecord } from '../../schemas/ledger.ts';
import type { PriceTable } from '../../schemas/price-table.ts';
import { computeCost, indexPriceTable, type ComputedCost, type PriceIndex } from './compute-cost.ts';

/**
 * Prices LLM calls for their tenant. Built once at start from validated tables; read-only and safe to share
 * between ingest and the query API.
 */
export interface PriceBook {
  /** The call's computed cost under its tenant's prices; null = unknown (never 0). */
  costOf(record: LedgerRecord): ComputedCost | null;
  /** Version of the default table, and of each tenant override. */
  versions(): { default: string; tenants: Record<string, string> };
}

export function createPriceBook(base: PriceTable, tenants: Record<string, PriceTable> = {}): PriceBook {
  const baseIndex = indexPriceTable(base);
  const tenantIndexes = new Map<string, PriceIndex>(Object.entries(tenants).map(([t, table]) => [t, indexPriceTable(table)]));
  return {
    costOf(record) {
      const override = tenantIndexes.get(record.tenant);
      return (override ? computeCost(record, override) : null) ?? computeCost(record, baseIndex);
    },
    versions: () => ({ default: base.version, tenants: Object.fromEntries([...tenantIndexes].map(([t, i]) => [t, i.version])) }),
  };
}

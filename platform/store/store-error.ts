/**
 * Stable error codes of the store (platform/store):
 * - TH_ERR_STORE_BAD_ROW: a row read back from a table does not match the table's row schema (a column
 *   missing or of another type: the migrations and the store's row files disagree). The message names the
 *   table and the column, never a value.
 * - TH_ERR_STORE_BAD_TENANT: `forTenant` called without a tenant (an empty or non-string tenant would scope
 *   reads to nothing, or to a caller's mistake).
 */

import { TraceholdError } from '../errors/tracehold-error.ts';
export type StoreErrorCode = 'TH_ERR_STORE_BAD_ROW' | 'TH_ERR_STORE_BAD_TENANT';

/** Messages carry table and column names at most, never a cell's value (rows hold trace ids, pseudonyms). */
export class StoreError extends TraceholdError<StoreErrorCode> {
  constructor(code: StoreErrorCode, message: string) {
    super(code, `${code}: ${message}`);
    this.name = 'StoreError';
  }
}

/**
 * Stable error codes of the price table:
 * - TH_ERR_PRICES_INVALID: a price file (default, `prices.file` or a tenant's) is missing, not YAML, or does not
 *   match the schema (schemas/price-table.ts). Raised at start: Tracehold does not run with a price table it
 *   cannot read, because it would price every call as unknown without saying why.
 */

import { TraceholdError } from '../errors/tracehold-error.ts';
export type PriceTableErrorCode = 'TH_ERR_PRICES_INVALID';

/** Messages name the file and the offending field, never a price value. */
export class PriceTableError extends TraceholdError<PriceTableErrorCode> {
  constructor(code: PriceTableErrorCode, message: string, options?: { cause?: unknown }) {
    // The code is in `code` (the CLI prints it before the message).
    super(code, message, options);
    this.name = 'PriceTableError';
  }
}

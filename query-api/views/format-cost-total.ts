/**
 * A sum of costs in which some calls have no known price. The known part is summed; the unknown calls are
 * counted and shown as `+?` — never added as 0, so a total is never presented as complete when it is not.
 */

/** A cost total: the known sum, and how many calls it leaves out because their price is unknown. */
export interface CostTotal {
  /** Sum of the known costs in USD (9 decimals); null when no call in the total has a known cost. */
  usd: number | null;
  /** Calls whose cost is unknown (no price for their model/date, or no token counts). */
  unknownCount: number;
  /** `$0.012345`, `$12.345678 +? (3 calls with unknown price)`, `+? (2 calls with unknown price)`, or `—` for nothing. */
  display: string;
}

/** Builds the total of `costs` (null = unknown). */
export function totalCosts(costs: Iterable<number | null>): CostTotal {
  let micro = 0;
  let known = 0;
  let unknownCount = 0;
  for (const c of costs) {
    if (c === null) unknownCount += 1;
    else {
      // Summed in nano-dollars: the ledger's precision, and exact for any realistic total.
      micro += Math.round(c * 1e9);
      known += 1;
    }
  }
  return costTotal(known > 0 ? micro / 1e9 : null, unknownCount);
}

/** A total from a known sum (null = no known cost) and a count of unknown calls, e.g. from an aggregate query. */
export function costTotal(usd: number | null, unknownCount: number): CostTotal {
  const unknown = unknownCount > 0 ? `+? (${unknownCount} ${unknownCount === 1 ? 'call' : 'calls'} with unknown price)` : '';
  const known = usd === null ? '' : `$${(Math.round(usd * 1e6) / 1e6).toFixed(6)}`;
  const display = known && unknown ? `${known} ${unknown}` : known || unknown || '—';
  return { usd: usd === null ? null : Math.round(usd * 1e9) / 1e9, unknownCount, display };
}

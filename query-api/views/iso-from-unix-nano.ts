/**
 * ISO 8601 (UTC) for a time in nanoseconds since the epoch, as the lookup shows it beside every `…UnixNano`
 * field: milliseconds as `Date#toISOString` writes them (`2026-12-01T15:45:03.120Z`), and all nine digits
 * when the time has a sub-millisecond part (`2026-12-01T15:45:03.120000456Z`), so nothing is lost.
 *
 * Contract: pure. `null` for 0 (the ledger's "time unknown") and for anything that is not a non-negative
 * decimal integer within the range of a JavaScript date.
 */
export function isoFromUnixNano(unixNano: string | bigint): string | null {
  let ns: bigint;
  try {
    ns = typeof unixNano === 'bigint' ? unixNano : /^\d{1,30}$/.test(unixNano) ? BigInt(unixNano) : -1n;
  } catch {
    return null;
  }
  if (ns <= 0n) return null;
  const ms = ns / 1_000_000n;
  // The largest time a Date can hold (±8.64e15 ms).
  if (ms > 8_640_000_000_000_000n) return null;
  const iso = new Date(Number(ms)).toISOString();
  const subMs = ns % 1_000_000n;
  if (subMs === 0n) return iso;
  // toISOString ends in `.mmmZ`: append the six sub-millisecond digits before the Z.
  return `${iso.slice(0, -1)}${subMs.toString().padStart(6, '0')}Z`;
}

/**
 * A nanosecond Unix time (decimal string) as ISO 8601 in UTC: milliseconds as `Date` prints them, and the
 * full nine digits of the fraction when the time has sub-millisecond precision.
 */
export function isoOfNs(ns: string): string {
  const n = BigInt(ns);
  const ms = n / 1_000_000n;
  const iso = new Date(Number(ms)).toISOString();
  const subMs = n % 1_000_000n;
  if (subMs === 0n) return iso;
  return `${iso.slice(0, 19)}.${(n % 1_000_000_000n).toString().padStart(9, '0')}Z`;
}

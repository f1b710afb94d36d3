/** The start form's fields as typed (strings, checked before sending). */
export interface ReplayFields {
  n: string;
  budgetUsd: string;
  concurrency: string;
  reason: string;
  priceIn: string;
  priceOut: string;
}

/** The form's problems in words, keyed by field (pure). Empty when the request can be sent. */
export function checkReplayFields(f: ReplayFields, priceNeeded: boolean): Partial<Record<keyof ReplayFields, string>> {
  const out: Partial<Record<keyof ReplayFields, string>> = {};
  const n = Number(f.n);
  if (!Number.isInteger(n) || n < 1 || n > 100) out.n = 'N is a whole number from 1 to 100.';
  const budget = Number(f.budgetUsd);
  if (f.budgetUsd.trim() === '' || !Number.isFinite(budget) || budget <= 0) out.budgetUsd = 'A budget in USD above 0 is required.';
  const c = Number(f.concurrency);
  if (!Number.isInteger(c) || c < 1 || c > 16) out.concurrency = 'Concurrency is a whole number from 1 to 16.';
  if (f.reason.trim() === '') out.reason = 'A reason is required (a ticket id or a sentence).';
  if (priceNeeded) {
    for (const k of ['priceIn', 'priceOut'] as const) {
      const v = Number(f[k]);
      if (f[k].trim() === '' || !Number.isFinite(v) || v < 0) out[k] = 'A price in USD per million tokens (0 or more) is required.';
    }
  }
  return out;
}


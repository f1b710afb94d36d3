/**
 * Measuring a held-out set of span attributes (span-attributes-*.data.ts) through the collector's span redaction
 * (`createRedaction(...).redactSpans`): which personal values no attribute holds any more, and which other strings
 * every attribute still holds. Strings the product changes on purpose (a query's literals, URL query values) are left
 * out of the second count.
 */
import { randomBytes } from 'node:crypto';
import { createRedaction } from '../../../collector/redaction/redaction.ts';
import { RedactionConfigSchema } from '../../../schemas/redaction.ts';
import type { SpanRecord } from '../../../schemas/span.ts';
import { spanWithEveryField } from '../../factories/span.ts';

export interface SpanAttributeCase {
  id: string;
  family: string;
  attributes: Record<string, string | number | boolean | string[]>;
  canaries: string[];
  keep: string[];
}

/** Keep strings the product changes on purpose: a query's literals, and URL query values. */
export function changedByDesign(c: SpanAttributeCase, keep: string): boolean {
  const query = c.attributes['db.query.text'];
  return (typeof query === 'string' && query.includes(keep)) || /^[\w.]+=/.test(keep);
}

export async function measureSpanAttributes(cases: SpanAttributeCase[], enabled: boolean) {
  const key = randomBytes(32);
  const redaction = createRedaction({ tenantRefKey: async () => key }, RedactionConfigSchema.parse({ enabled }));
  const r = newScore();
  for (const c of cases) {
    const span: SpanRecord = { ...spanWithEveryField(), tenant: 'acme', attributes: structuredClone(c.attributes), events: [], links: [] };
    await redaction.redactSpans('acme', { spans: [span], ledger: [] });
    const values = Object.values(span.attributes).map((v) => (Array.isArray(v) ? v.join('\n') : String(v)));
    score(r, c, values, (keep) => changedByDesign(c, keep));
  }
  return r;
}

/** What a held-out set's measure counts. */
export interface Score {
  masked: number;
  canaries: number;
  kept: number;
  keeps: number;
  misses: string[];
  lost: string[];
}

export function newScore(): Score {
  return { masked: 0, canaries: 0, kept: 0, keeps: 0, misses: [], lost: [] };
}

/** Counts case `c` into `r`: its canaries no value holds any more, its keeps (but those `skip` leaves out) some value still holds. */
export function score(r: Score, c: { id: string; family: string; canaries: string[]; keep: string[] }, values: string[], skip: (keep: string) => boolean = () => false): void {
  const holds = (s: string) => values.some((v) => v.includes(s));
  for (const canary of c.canaries) {
    r.canaries += 1;
    if (holds(canary)) r.misses.push(`${c.id} (${c.family}): ${canary}`);
    else r.masked += 1;
  }
  for (const keep of c.keep) {
    if (skip(keep)) continue;
    r.keeps += 1;
    if (holds(keep)) r.kept += 1;
    else r.lost.push(`${c.id} (${c.family}): ${keep}`);
  }
}

export function describeResult(name: string, r: Score): string {
  return `${name}: ${r.masked}/${r.canaries} masked; ${r.kept}/${r.keeps} other strings kept\nnot masked:\n  ${r.misses.join('\n  ')}\nnot kept:\n  ${r.lost.join('\n  ')}`;
}

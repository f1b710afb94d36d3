/**
 * Measuring a held-out set of OTLP log records (log-records-*.data.ts) through the collector's log redaction
 * (`createRedaction(...).redactLogs`: body as text, JSON text or a structured value, attributes): which personal values
 * neither the body nor any attribute holds any more, and which other strings are all still there.
 */
import { randomBytes } from 'node:crypto';
import { createRedaction } from '../../../collector/redaction/redaction.ts';
import { RedactionConfigSchema } from '../../../schemas/redaction.ts';
import type { LogRecordData } from '../../../schemas/log.ts';
import type { AttrValue } from '../../../schemas/span.ts';
import { logRecord } from '../../factories/log-record.ts';
import { describeResult, newScore, score } from './span-attributes-measure.ts';

export interface LogRecordCase {
  id: string;
  family: string;
  body: string | Record<string, unknown>;
  attributes: Record<string, string | number | boolean | string[]>;
  severityText?: string;
  canaries: string[];
  keep: string[];
}

/**
 * `changedByDesign`: keep strings (`<id>: <keep>`) the product changes on purpose — a statement's literals or the
 * parameters a driver prints after it, written into text (detect-embedded-sql.ts) — left out of the kept count.
 */
export async function measureLogRecords(cases: LogRecordCase[], enabled: boolean, changedByDesign: ReadonlySet<string> = new Set()) {
  const key = randomBytes(32);
  const redaction = createRedaction({ tenantRefKey: async () => key }, RedactionConfigSchema.parse({ enabled }));
  const r = newScore();
  for (const c of cases) {
    const log: LogRecordData = logRecord({
      tenant: 'acme',
      eventName: '',
      severityText: c.severityText ?? 'INFO',
      body: structuredClone(c.body) as AttrValue,
      attributes: structuredClone(c.attributes),
      scope: { name: 'app', version: '', attributes: {}, schemaUrl: '' },
    });
    await redaction.redactLogs('acme', [log]);
    const values = [typeof log.body === 'string' ? log.body : JSON.stringify(log.body), ...collectStrings(log.body), ...Object.values(log.attributes).map((v) => (Array.isArray(v) ? v.join('\n') : String(v)))];
    score(r, c, values, (keep) => changedByDesign.has(`${c.id}: ${keep}`));
  }
  return r;
}

/** Every string inside a structured body (a canary escaped in its JSON form would hide from the JSON text). */
function collectStrings(value: unknown, out: string[] = []): string[] {
  if (typeof value === 'string') out.push(value);
  else if (Array.isArray(value)) for (const v of value) collectStrings(v, out);
  else if (value !== null && typeof value === 'object') {
    for (const [k, v] of Object.entries(value)) {
      out.push(k);
      collectStrings(v, out);
    }
  }
  return out;
}

export { describeResult };

/**
 * Measuring a held-out set of database statements in query languages and stores of every kind
 * (query-languages-*.data.ts) through the collector's span redaction (`createRedaction(...).redactSpans`), as a span
 * of an OpenTelemetry database instrumentation carries them (`db.system.name`, `db.query.text`): which literal values
 * no attribute holds any more, and which parts of the statement's structure its sanitized text still holds.
 */
import { randomBytes } from 'node:crypto';
import { createRedaction } from '../../../collector/redaction/redaction.ts';
import { RedactionConfigSchema } from '../../../schemas/redaction.ts';
import type { SpanRecord } from '../../../schemas/span.ts';
import { spanWithEveryField } from '../../factories/span.ts';

export interface StatementCaseLike {
  id: string;
  system: string;
  statement: string;
  secrets: string[];
  keeps: string[];
}

export interface StatementScore {
  secrets: number;
  masked: number;
  keeps: number;
  kept: number;
  /** Statements the sanitizer summarized (kept only their operations) rather than sanitized. */
  summarized: string[];
  misses: string[];
  lost: string[];
}

export async function measureStatements(cases: StatementCaseLike[], enabled: boolean): Promise<StatementScore> {
  const key = randomBytes(32);
  const redaction = createRedaction({ tenantRefKey: async () => key }, RedactionConfigSchema.parse({ enabled }));
  const s: StatementScore = { secrets: 0, masked: 0, keeps: 0, kept: 0, summarized: [], misses: [], lost: [] };
  for (const c of cases) {
    const span: SpanRecord = {
      ...spanWithEveryField(),
      tenant: 'acme',
      name: 'query',
      attributes: { 'db.system.name': c.system, 'db.query.text': c.statement },
      events: [],
      links: [],
    };
    await redaction.redactSpans('acme', { spans: [span], ledger: [] });
    const values = Object.values(span.attributes).map((v) => (Array.isArray(v) ? v.join('\n') : String(v)));
    const text = String(span.attributes['db.query.text'] ?? '');
    if (span.attributes['tracehold.redaction.statement'] === 'summarized') s.summarized.push(c.id);
    for (const secret of c.secrets) {
      s.secrets += 1;
      if (values.some((v) => v.includes(secret))) s.misses.push(`${c.id}: ${secret}  →  ${text.length > 160 ? `${text.slice(0, 160)}…` : text}`);
      else s.masked += 1;
    }
    for (const keep of c.keeps) {
      s.keeps += 1;
      if (text.includes(keep)) s.kept += 1;
      else s.lost.push(`${c.id}: ${keep}`);
    }
  }
  return s;
}

export function describeStatementScore(name: string, s: StatementScore): string {
  return [
    `${name}: ${s.masked}/${s.secrets} literal values gone; ${s.kept}/${s.keeps} parts of the structure kept; ${s.summarized.length} statements summarized`,
    `values left:\n  ${s.misses.join('\n  ')}`,
    `structure lost:\n  ${s.lost.join('\n  ')}`,
    `summarized: ${s.summarized.join(', ')}`,
  ].join('\n');
}

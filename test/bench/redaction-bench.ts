/**
 * `npm run bench:redaction` — cost of redaction per span on the benchmark's traffic (not a test: it
 * prints figures). Runs the real redaction processor (PII engine + SQL lexer) over generated traces
 * after content extraction, as the collector does, and reports µs per span and spans/s on one core.
 */
import { randomBytes } from 'node:crypto';
import { createRedaction } from '../../collector/redaction/redaction.ts';
import { RedactionConfigSchema } from '../../schemas/redaction.ts';
import type { LedgerRecord } from '../../schemas/ledger.ts';
import { generateTrace } from '../support/generate-traces.ts';

const refKey = randomBytes(32);
const redact = createRedaction({ tenantRefKey: async () => refKey }, RedactionConfigSchema.parse({})).redactSpans;
const TRACES = Number(process.argv[2] ?? 2000);

function batchOf(n: number) {
  const spans = Array.from({ length: n }, () => generateTrace({ spans: 10, contentBytes: 0 }).spans).flat();
  // Content is extracted before redaction runs: remove it here as the extractor would.
  for (const s of spans) for (const k of ['gen_ai.input.messages', 'gen_ai.output.messages', 'gen_ai.system_instructions']) delete s.attributes[k];
  return { spans, ledger: [] as LedgerRecord[], contentObjects: [] };
}

// Warm up the JIT and the key caches.
for (let i = 0; i < 3; i++) await redact('default', batchOf(200));
const batches = Array.from({ length: TRACES / 50 }, () => batchOf(50));
const spanCount = batches.reduce((n, b) => n + b.spans.length, 0);
const start = process.hrtime.bigint();
for (const b of batches) await redact('default', b);
const ns = Number(process.hrtime.bigint() - start);
console.log(`redaction: ${spanCount} spans in ${(ns / 1e6).toFixed(1)} ms → ${(ns / spanCount / 1000).toFixed(2)} µs/span, ${Math.round(spanCount / (ns / 1e9))} spans/s on one core`);

/**
 * `npm run bench:redaction` — cost of redaction per span on the benchmark's traffic (not a test: it
 * prints figures). Runs the real redaction processor (PII engine + SQL lexer) over generated traces
 * after content extraction, as the collector does, and reports µs per span and spans/s on one core; then the cost of a
 * chat history held in a span attribute (read as a message list).
 */
import { randomBytes } from 'node:crypto';
import { createRedaction } from '../../collector/redaction/redaction.ts';
import { RedactionConfigSchema } from '../../schemas/redaction.ts';
import type { LedgerRecord } from '../../schemas/ledger.ts';
import { generateTrace } from '../support/generate-traces.ts';
import type { SpanRecord } from '../../schemas/span.ts';
import { spanWithEveryField } from '../factories/span.ts';

const refKey = randomBytes(32);
const redact = createRedaction({ tenantRefKey: async () => refKey }, RedactionConfigSchema.parse({})).redactSpans;
const TRACES = Number(process.argv[2] ?? 2000);

function batchOf(n: number, uniqueValues = false) {
  const spans = Array.from({ length: n }, () => generateTrace({ spans: 10, contentBytes: 0, uniqueValues }).spans).flat();
  // Content is extracted before redaction runs: remove it here as the extractor would.
  for (const s of spans) for (const k of ['gen_ai.input.messages', 'gen_ai.output.messages', 'gen_ai.system_instructions']) delete s.attributes[k];
  return { spans, ledger: [] as LedgerRecord[], contentObjects: [] };
}

// Warm up the JIT and the key caches.
for (let i = 0; i < 3; i++) await redact('default', batchOf(200));
// The generator's attribute values repeat between traces, as routes, statuses and enumerations do, and redaction
// remembers the values it found clean (clean-values.ts); the second line ends every filler text with a random word, so
// that no value is seen twice.
for (const unique of [false, true]) {
  const batches = Array.from({ length: TRACES / 50 }, () => batchOf(50, unique));
  const spanCount = batches.reduce((n, b) => n + b.spans.length, 0);
  const start = process.hrtime.bigint();
  for (const b of batches) await redact('default', b);
  const ns = Number(process.hrtime.bigint() - start);
  console.log(`redaction${unique ? ', attribute values never seen before' : ''}: ${spanCount} spans in ${(ns / 1e6).toFixed(1)} ms → ${(ns / spanCount / 1000).toFixed(2)} µs/span, ${Math.round(spanCount / (ns / 1e9))} spans/s on one core`);
}

// A chat history in a span attribute (OpenInference `input.value` of a chain span, 12 turns, ~1.3 KB): read as a message
// list, each turn knowing what the one before asked (redact-structured.ts). Every turn new, then the same histories again
// (a conversation's later calls re-send its earlier turns, whose questions are remembered: asked-answer.ts ASKED_CACHE).
function historySpan(n: number): SpanRecord {
  const turns = Array.from({ length: 12 }, (_, i) => ({
    role: i % 2 ? 'user' : 'assistant',
    content: i % 2 ? `I would like to change the order ORD-${1000 + i} to a larger size, the blue one please (${n}).` : `Sure, I can help with that (${n}). Which size would you like for item ${i}?`,
  }));
  return { ...spanWithEveryField(), attributes: { 'openinference.span.kind': 'CHAIN', 'input.value': JSON.stringify({ session_id: `s-${n}`, messages: turns }) }, events: [], links: [] };
}
// 2,000 histories whose every turn is new; then 150 histories (1,800 turns; ASKED_CACHE holds 4,096) seen before.
const fresh = Array.from({ length: 2000 }, (_, n) => historySpan(n + 1000));
const seen = Array.from({ length: 150 }, (_, n) => historySpan(n + 100));
const redactCopies = async (set: SpanRecord[], rounds: number): Promise<number> => {
  const spans = Array.from({ length: rounds }, () => set.map((s) => ({ ...s, attributes: { ...s.attributes } }))).flat();
  const t0 = process.hrtime.bigint();
  for (let i = 0; i < spans.length; i += 50) await redact('default', { spans: spans.slice(i, i + 50), ledger: [], contentObjects: [] });
  return Number(process.hrtime.bigint() - t0) / spans.length / 1000;
};
await redactCopies(Array.from({ length: 200 }, (_, n) => historySpan(-n - 1)), 1);
const freshCost = await redactCopies(fresh, 1);
await redactCopies(seen, 1);
const seenCost = await redactCopies(seen, 10);
console.log(`chat history in a span attribute (12 turns, ~1.3 KB): ${freshCost.toFixed(1)} µs per span with every turn new, ${seenCost.toFixed(1)} µs with the history seen before`);

/**
 * `npm run bench:clickhouse-insert` — what ingest's inserts cost in the embedded ClickHouse (chDB), per row form
 * (not a test: it prints figures).
 *
 * Rows as ingest writes them for a second of 6,000 spans/s (600 traces of 10 spans, one LLM call each, the
 * LLM content already moved out: 64 B prompts): `spans` and `trace_index_input` (one row per span), `llm_calls`
 * (one per trace), `content_objects` (three per trace). Each round inserts one such batch per table twice —
 * through the store's writer (JSONCompactEachRow, platform/store/store-writer.ts) and as JSONEachRow (the
 * writer's form before) — alternating which goes first, and measures the process's CPU time (every thread:
 * the client's encoding on the main thread, chDB's parsing and part writing on its own) and wall time of each
 * insert. Prints the mean per round after 2 warm-up rounds.
 *
 * Options: --rounds <n> (default 10)
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { createClickHouse } from '../../platform/clickhouse/create-clickhouse.ts';
import { migrate } from '../../platform/clickhouse/migrate.ts';
import { createStoreWriter } from '../../platform/store/store-writer.ts';
import { toContentObjectRow } from '../../platform/store/tables/content-objects.ts';
import { toLedgerRow } from '../../platform/store/tables/llm-calls.ts';
import { toSpanRow } from '../../platform/store/tables/spans.ts';
import { toTraceIndexInputRow, traceIndexInputOf } from '../../platform/store/tables/trace-index-input.ts';
import { TraceholdConfigSchema } from '../../schemas/config.ts';
import type { ContentObjectMeta } from '../../schemas/content-object.ts';
import type { LedgerRecord } from '../../schemas/ledger.ts';
import type { SpanRecord } from '../../schemas/span.ts';
import { contentObject } from '../factories/content-object.ts';
import { ledgerRecord } from '../factories/ledger-record.ts';
import { generateTrace } from '../support/generate-traces.ts';

const roundsAt = process.argv.indexOf('--rounds');
const rounds = roundsAt > 0 ? Number(process.argv[roundsAt + 1]) : 10;
if (!Number.isInteger(rounds) || rounds < 3) {
  console.error('--rounds must be an integer of at least 3');
  process.exit(2);
}
const WARMUP = 2;
const TABLES = ['spans', 'trace_index_input', 'llm_calls', 'content_objects'] as const;
type Table = (typeof TABLES)[number];

interface Batch {
  spans: SpanRecord[];
  index: ReturnType<typeof traceIndexInputOf>[];
  ledger: LedgerRecord[];
  content: ContentObjectMeta[];
}

function batch(): Batch {
  const b: Batch = { spans: [], index: [], ledger: [], content: [] };
  for (let t = 0; t < 600; t++) {
    const trace = generateTrace({ spans: 10, contentBytes: 64 });
    const call = ledgerRecord({ tenant: 'default', traceId: trace.traceId, spanId: trace.llmSpanId });
    b.ledger.push(call);
    for (const span of trace.spans) {
      const s = { ...span, tenant: 'default' };
      b.spans.push(s);
      b.index.push(traceIndexInputOf(s, { llmCall: s.spanId === trace.llmSpanId ? call : undefined, sampleDecision: 'kept', samplePolicy: 'default', decidedWithoutRoot: false }));
    }
    for (const part of ['input', 'output', 'system'] as const) {
      b.content.push(contentObject({ tenant: 'default', traceId: trace.traceId, spanId: trace.llmSpanId, part, ref: `thref:v1:bench:${randomBytes(32).toString('hex')}` }));
    }
  }
  return b;
}

const dir = mkdtempSync(path.join(os.tmpdir(), 'tracehold-insert-bench-'));
const ch = createClickHouse(TraceholdConfigSchema.parse({ dataDir: dir }));
try {
  await migrate(ch, pino({ level: 'silent' }));
  const writer = createStoreWriter({ clickhouse: ch });
  const { client, db } = ch;
  const compact: Record<Table, (b: Batch) => Promise<void>> = {
    spans: (b) => writer.insertSpans(b.spans),
    trace_index_input: (b) => writer.insertTraceIndexInput(b.index),
    llm_calls: (b) => writer.insertLedger(b.ledger),
    content_objects: (b) => writer.insertContentObjects(b.content),
  };
  const eachRow: Record<Table, (b: Batch) => Promise<void>> = {
    spans: (b) => client.insert({ table: `${db}.spans`, values: b.spans.map(toSpanRow), format: 'JSONEachRow' }).then(() => undefined),
    trace_index_input: (b) => client.insert({ table: `${db}.trace_index_input`, values: b.index.map(toTraceIndexInputRow), format: 'JSONEachRow' }).then(() => undefined),
    llm_calls: (b) => client.insert({ table: `${db}.llm_calls`, values: b.ledger.map(toLedgerRow), format: 'JSONEachRow' }).then(() => undefined),
    content_objects: (b) => client.insert({ table: `${db}.content_objects`, values: b.content.map(toContentObjectRow), format: 'JSONEachRow' }).then(() => undefined),
  };
  const forms = { JSONCompactEachRow: compact, JSONEachRow: eachRow } as const;
  const totals: Record<string, Record<Table, { cpuMs: number; wallMs: number }>> = {};
  console.log(`bench: ${rounds} rounds (${WARMUP} warm-up) of 6,000 spans (600 traces) per table and row form, chDB in ${dir}`);
  for (let r = 0; r < rounds; r++) {
    const order = r % 2 === 0 ? (['JSONCompactEachRow', 'JSONEachRow'] as const) : (['JSONEachRow', 'JSONCompactEachRow'] as const);
    for (const form of order) {
      const b = batch();
      for (const table of TABLES) {
        const cpu0 = process.cpuUsage();
        const wall0 = performance.now();
        await forms[form][table](b);
        const cpu = process.cpuUsage(cpu0);
        const wallMs = performance.now() - wall0;
        if (r < WARMUP) continue;
        const t = ((totals[form] ??= {} as Record<Table, { cpuMs: number; wallMs: number }>)[table] ??= { cpuMs: 0, wallMs: 0 });
        t.cpuMs += (cpu.user + cpu.system) / 1000;
        t.wallMs += wallMs;
      }
    }
    process.stdout.write(`  round ${r + 1}/${rounds}\r`);
  }
  const n = rounds - WARMUP;
  console.log('');
  const sums: Record<string, number> = {};
  for (const [form, byTable] of Object.entries(totals)) {
    for (const table of TABLES) {
      const t = byTable[table];
      console.log(`${form.padEnd(19)} ${table.padEnd(18)} CPU ${(t.cpuMs / n).toFixed(1).padStart(6)} ms  wall ${(t.wallMs / n).toFixed(1).padStart(6)} ms per 6,000 spans`);
      sums[form] = (sums[form] ?? 0) + t.cpuMs / n;
    }
  }
  const c = sums.JSONCompactEachRow!;
  const e = sums.JSONEachRow!;
  console.log(`total CPU per 6,000 spans: JSONCompactEachRow ${c.toFixed(1)} ms, JSONEachRow ${e.toFixed(1)} ms (${(((c - e) / e) * 100).toFixed(1)} %)`);
} finally {
  await ch.close();
  rmSync(dir, { recursive: true, force: true });
}

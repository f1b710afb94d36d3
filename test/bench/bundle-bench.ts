/**
 * `npm run bench:bundle`: the legal-hold export of one hold covering N ledger rows (default 20,000 and 100,000;
 * BENCH_ROWS=n for one size), generated straight into embedded chDB (5 LLM calls per trace, 1 trace in 5 with
 * its wide trace kept (4 spans), stored input+output content on 1 call in BENCH_CONTENT_EVERY (default 50), a
 * tenant-wide hold). Each phase runs in its own process, so its peak RSS (VmHWM, and process.memoryUsage().rss
 * sampled every 50 ms) is the phase's own: generate → export → verify. Prints duration, bundle bytes and
 * peak RSS per phase. Not part of npm test.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { exportHold } from '../../retention/bundle/export-hold.ts';
import { readGenerator } from '../../retention/bundle/generator-version.ts';
import { verifyBundle } from '../../retention/bundle/verify-bundle.ts';
import type { LedgerRecord } from '../../schemas/ledger.ts';
import type { ContentObjectMeta } from '../../schemas/content-object.ts';
import type { TraceIndexInput } from '../../platform/store/create-store.ts';
import type { SpanRecord } from '../../schemas/span.ts';
import { spanWithEveryField } from '../factories/span.ts';
import { ledgerRecord } from '../factories/ledger-record.ts';
import { createBundleEnv, hex, makeHold, principal } from '../support/bundle-env.ts';

const SELF = fileURLToPath(import.meta.url);
const CALLS_PER_TRACE = 5;
const CONTENT_EVERY = Number(process.env.BENCH_CONTENT_EVERY ?? 50);
const MiB = 1024 * 1024;

function vmHwmBytes(): number {
  const m = /VmHWM:\s+(\d+) kB/.exec(readFileSync('/proc/self/status', 'utf8'));
  return m ? Number(m[1]) * 1024 : 0;
}

/** Samples RSS every 50 ms while `fn` runs; returns its result, duration and the peaks. */
async function measured<T>(fn: () => Promise<T>): Promise<{ value: T; ms: number; baselineRss: number; sampledPeakRss: number; peakHeap: number; vmHwm: number }> {
  const baselineRss = process.memoryUsage().rss;
  let peak = baselineRss;
  // The JavaScript heap apart: what RSS adds beyond it is chDB's native memory (the embedded engine).
  let peakHeap = process.memoryUsage().heapUsed;
  const timer = setInterval(() => {
    const m = process.memoryUsage();
    peak = Math.max(peak, m.rss);
    peakHeap = Math.max(peakHeap, m.heapUsed);
  }, 50);
  const t0 = performance.now();
  try {
    const value = await fn();
    return { value, ms: performance.now() - t0, baselineRss, peakHeap, sampledPeakRss: Math.max(peak, process.memoryUsage().rss), vmHwm: vmHwmBytes() };
  } finally {
    clearInterval(timer);
  }
}

const ns = (ms: number) => (BigInt(ms) * 1_000_000n).toString();

async function generate(root: string, rows: number): Promise<void> {
  const env = await createBundleEnv('bundle-bench', { root });
  const t0 = Date.now() - 30 * 86_400_000;
  const traces = Math.ceil(rows / CALLS_PER_TRACE);
  let written = 0;
  for (let base = 0; base < traces; base += 2_000) {
    const ledger: LedgerRecord[] = [];
    const index: TraceIndexInput[] = [];
    const spans: SpanRecord[] = [];
    const metas: ContentObjectMeta[] = [];
    for (let t = base; t < Math.min(traces, base + 2_000); t++) {
      const traceId = hex(16);
      const user = `user-${t % 500}`;
      const subjectRef = await env.contentStore.pseudonymize(env.tenant, user);
      const start = t0 + t * 60_000;
      const kept = t % 5 === 0;
      for (let c = 0; c < CALLS_PER_TRACE && written < rows; c++, written++) {
        const spanId = hex(8);
        const s = start + c * 1500;
        const rec = ledgerRecord({
          tenant: env.tenant, traceId, spanId, subjectRef, startTimeUnixNano: ns(s), endTimeUnixNano: ns(s + 1200), serviceName: c % 2 ? 'chat-api' : 'rag-worker',
          inputTokens: 300 + (t % 97), outputTokens: 80 + (c * 7), costUsd: 0.0021, conversationId: `conv-${t % 3000}`, retrievedDocumentIds: [`doc-${t % 40}`, `doc-${(t + 7) % 40}`],
          requestParamsJson: JSON.stringify({ temperature: 0.2, max_tokens: 512 }),
        });
        if (written % CONTENT_EVERY === 0) {
          for (const part of ['input', 'output'] as const) {
            const body = JSON.stringify({ schema: 'tracehold.content.v1', part, data: [{ role: part === 'input' ? 'user' : 'assistant', content: `Where is my order ${t}-${c}? `.repeat(8) }] });
            const put = await env.contentStore.put(env.tenant, Buffer.from(body), 'application/json', user);
            rec.content[part] = { ref: put.ref, state: 'stored', reason: '' };
            metas.push({ tenant: env.tenant, ref: put.ref, part, sizeBytes: body.length, contentType: 'application/json', traceId, spanId, createdAtMs: s, keyScope: 'subject', subjectRef });
          }
        }
        ledger.push(rec);
        index.push({ tenant: env.tenant, traceId, spanId, isRoot: c === 0, name: c === 0 ? 'POST /chat' : 'chat gpt-4o', serviceName: 'chat-api', startTimeUnixNano: ns(s), endTimeUnixNano: ns(s + 1200), isError: false, isLlm: true, sampleDecision: kept ? 'kept' : 'dropped', samplePolicy: kept ? 'errors_and_slow' : 'probabilistic', decidedWithoutRoot: false, route: c === 0 ? '/chat' : '', httpStatusCode: c === 0 ? 200 : 0, model: 'gpt-4o-2024-08-06' });
        if (kept && c < 4) spans.push(spanWithEveryField({ tenant: env.tenant, traceId, spanId, startTimeUnixNano: ns(s), endTimeUnixNano: ns(s + 1200), attributes: { 'http.route': '/chat', 'gen_ai.request.model': 'gpt-4o' } }));
      }
    }
    await env.store.writer.insertLedger(ledger);
    await env.store.writer.insertTraceIndexInput(index);
    if (spans.length > 0) await env.store.writer.insertSpans(spans);
    if (metas.length > 0) await env.store.writer.insertContentObjects(metas);
  }
  const hold = makeHold(env.tenant, { kind: 'tenant' });
  await env.ctx.state.putHold(hold);
  await env.close();
  process.stdout.write(JSON.stringify({ holdId: hold.holdId, rows: written, traces }) + '\n');
}

async function runExport(root: string, holdId: string): Promise<void> {
  const env = await createBundleEnv('bundle-bench', { root });
  const hold = (await env.ctx.state.getHold(env.tenant, holdId))!;
  const m = await measured(() =>
    exportHold(
      { ctx: env.ctx, contentAudit: env.auditLog, signer: env.signer, dataDir: root, generator: readGenerator() },
      { hold, exportId: 'exp_' + hex(8), principal: principal(env.tenant), reason: 'bench', includeContent: true },
    ),
  );
  await env.close();
  process.stdout.write(JSON.stringify({ ms: m.ms, baselineRss: m.baselineRss, sampledPeakRss: m.sampledPeakRss, peakHeap: m.peakHeap, vmHwm: m.vmHwm, file: m.value.file, bytes: m.value.bytes, counts: m.value.counts }) + '\n');
}

async function runVerify(file: string): Promise<void> {
  const m = await measured(() => verifyBundle(file));
  if (!m.value.ok) throw new Error(`bench bundle does not verify: ${JSON.stringify(m.value.problem)}`);
  process.stdout.write(JSON.stringify({ ms: m.ms, baselineRss: m.baselineRss, sampledPeakRss: m.sampledPeakRss, peakHeap: m.peakHeap, vmHwm: m.vmHwm }) + '\n');
}

function phase(...args: string[]): Record<string, unknown> {
  const r = spawnSync(process.execPath, ['--import', 'tsx', SELF, ...args], { encoding: 'utf8', maxBuffer: 16 * MiB, timeout: 3_600_000 });
  if (r.status !== 0) throw new Error(`phase ${args[0]} failed (${r.status}): ${r.stderr.slice(-2000)}`);
  return JSON.parse(r.stdout.trim().split('\n').pop()!) as Record<string, unknown>;
}

async function main(): Promise<void> {
  const [mode, a, b] = process.argv.slice(2);
  if (mode === 'generate') return generate(a!, Number(b));
  if (mode === 'export') return runExport(a!, b!);
  if (mode === 'verify') return runVerify(a!);
  const sizes = process.env.BENCH_ROWS ? [Number(process.env.BENCH_ROWS)] : [20_000, 100_000];
  const mib = (v: unknown) => `${(Number(v) / MiB).toFixed(0)} MiB`;
  for (const rows of sizes) {
    const root = mkdtempSync(path.join(os.tmpdir(), 'th-bundle-bench-'));
    try {
      const g = phase('generate', root, String(rows));
      const e = phase('export', root, String(g.holdId));
      const v = phase('verify', String(e.file));
      const c = e.counts as Record<string, number>;
      process.stdout.write(
        `bundle bench: ${rows.toLocaleString('en')} ledger rows, ${c.traces} traces, ${c.spans} spans, ${c.contentFiles} content files, ${c.auditEntries} audit entries\n` +
          `  export: ${(Number(e.ms) / 1000).toFixed(1)} s, bundle ${(Number(e.bytes) / MiB).toFixed(1)} MiB, peak RSS ${mib(e.sampledPeakRss)} (sampled every 50 ms; ${mib(e.baselineRss)} before it), VmHWM ${mib(e.vmHwm)}, peak JS heap ${mib(e.peakHeap)}\n` +
          `  verify: ${(Number(v.ms) / 1000).toFixed(1)} s, peak RSS ${mib(v.sampledPeakRss)} (sampled; ${mib(v.baselineRss)} before it), VmHWM ${mib(v.vmHwm)}, peak JS heap ${mib(v.peakHeap)}\n`,
      );
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  }
}

await main();

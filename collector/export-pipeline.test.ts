/**
 * The export pipeline's component model on a real local log: span processors run in order on one batch
 * type, each step's spans are counted in and out, a failing processor becomes a retryable outcome with
 * nothing appended, and the tenant comes from the export context only.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pino from 'pino';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { createLocalLog, type LocalLog } from '../platform/bus/local-log.ts';
import { createMetrics, type Metrics } from '../platform/metrics/create-metrics.ts';
import { decodeBusBatch } from '../schemas/bus-payload.ts';
import type { DecodedExport } from '../schemas/span.ts';
import { createExportPipeline } from './export-pipeline.ts';
import { metricPoint } from '../test/factories/metric-point.ts';
import { spanWithEveryField } from '../test/factories/span.ts';
import type { SpanProcessor } from './processor.ts';
import type { ExportContext } from './receivers/export-handler.ts';
import { createKeyring } from '../platform/keys/keyring.ts';
import { createPackBlobBackend } from '../platform/content-store/pack/pack-backend.ts';
import type { BlobBackend } from '../platform/content-store/blob-backend.ts';
import { createEncryptedContentStore, type EncryptedContentStore } from '../platform/content-store/encrypted-content-store.ts';
import { createContentExtraction } from './processors/extract-llm-content.ts';
import { span } from '../test/factories/span.ts';

type LogLine = { level: number; msg: string; [key: string]: unknown };

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const c of cleanups.splice(0).reverse()) await c();
});

async function setUp(
  spanProcessors: SpanProcessor[],
  given?: { dir: string; lines: LogLine[]; logger: pino.Logger },
  pipelineConfig: { slowExportMs?: number } = {},
): Promise<{ log: LocalLog; metrics: Metrics; lines: LogLine[]; pipeline: ReturnType<typeof createExportPipeline> }> {
  const dir = given?.dir ?? (await mkdtemp(join(tmpdir(), 'th-export-pipeline-')));
  const lines: LogLine[] = given?.lines ?? [];
  const logger = given?.logger ?? pino({ level: 'debug' }, { write: (line: string) => lines.push(JSON.parse(line) as LogLine) });
  const log = createLocalLog({ logger }, { dir: join(dir, 'bus') });
  await log.start();
  cleanups.push(async () => {
    await log.shutdown();
    await rm(dir, { recursive: true, force: true });
  });
  const metrics = createMetrics({ defaultMetrics: false });
  const pipeline = createExportPipeline({ logger, producer: log.producer(), spanProcessors, metrics }, { maxInflightExports: 8, maxInflightSpans: 10_000, retryAfterMs: 1000, ...pipelineConfig });
  return { log, metrics, lines, pipeline };
}

function exportOf(traceIds: string[]): DecodedExport {
  const spans = traceIds.map((traceId, i) => spanWithEveryField({ traceId, spanId: `00000000000000${String(i + 1).padStart(2, '0')}`, tenant: 'from-the-data' }));
  return { spans, rejectedSpans: 0, rejectionMessage: '' };
}

async function counter(metrics: Metrics, name: string): Promise<{ labels: Record<string, string | number>; value: number }[]> {
  const metric = (await metrics.registry.getMetricsAsJSON()).find((m) => m.name === name);
  return (metric?.values ?? []) as { labels: Record<string, string | number>; value: number }[];
}

const CTX: ExportContext = { tenant: 'acme', transport: 'http' };
const TRACE_A = 'aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa';
const TRACE_B = 'bbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbb';

describe('export pipeline: span processors', () => {
  test('run in order on the batch the previous one returned; spans counted in and out of each step; the tenant is the context’s', async () => {
    const seen: string[] = [];
    const processors: SpanProcessor[] = [
      {
        name: 'first',
        async process(ctx, batch) {
          seen.push(`first:${ctx.tenant}:${ctx.signal}:${batch.spans.map((s) => s.tenant).join(',')}`);
          // Drops one span: the counts must show it.
          return { ...batch, spans: batch.spans.slice(1) };
        },
      },
      {
        name: 'second',
        async process(_ctx, batch) {
          seen.push(`second:${batch.spans.length}`);
          for (const s of batch.spans) s.attributes['processed.by'] = 'second';
          return batch;
        },
      },
    ];
    const { log, metrics, pipeline } = await setUp(processors);
    const outcome = await pipeline.handleExport(CTX, exportOf([TRACE_A, TRACE_B, TRACE_B]));
    expect(outcome).toEqual({ status: 'ok' });
    // The tenant was stamped from the context before the first processor, overriding what the data said.
    expect(seen).toEqual(['first:acme:traces:acme,acme,acme', 'second:2']);

    const steps = await counter(metrics, 'tracehold_collector_step_items_total');
    const count = (step: string, direction: string): number | undefined => steps.find((v) => v.labels.step === step && v.labels.direction === direction && v.labels.signal === 'traces')?.value;
    expect([count('first', 'in'), count('first', 'out'), count('second', 'in'), count('second', 'out')]).toEqual([3, 2, 2, 2]);

    // What reached the bus is what the last processor returned: one record per trace, tenant from the context.
    const records = await log.consumer('t').poll(10, 100);
    expect(records.map((r) => r.key)).toEqual([TRACE_B]);
    const decoded = decodeBusBatch(records[0]!.value);
    expect(decoded.status).toBe('ok');
    if (decoded.status !== 'ok') return;
    expect(decoded.batch.tenant).toBe('acme');
    expect(decoded.batch.spans.map((s) => s.attributes['processed.by'])).toEqual(['second', 'second']);
    expect(pipeline.stats().spansAccepted).toBe(2);
  });

  test('bus.payloadVersion 1 writes version 1 records (for an ingest not yet upgraded) that read back as the version 2 ones', async () => {
    const { log } = await setUp([]);
    const logger = pino({ level: 'silent' });
    const sent = exportOf([TRACE_A, TRACE_A]);
    sent.spans[1]!.resource = sent.spans[0]!.resource; // as the decoders hand them on
    const limits = { maxInflightExports: 8, maxInflightSpans: 10_000, retryAfterMs: 1000 };
    for (const busPayloadVersion of [1, 2] as const) {
      const pipeline = createExportPipeline({ logger, producer: log.producer(), spanProcessors: [] }, { ...limits, busPayloadVersion });
      expect(await pipeline.handleExport(CTX, structuredClone(sent))).toEqual({ status: 'ok' });
    }

    const [v1, v2] = await log.consumer('t').poll(10, 100);
    const wire1 = JSON.parse(v1!.value.toString('utf8')) as { v: number; resources?: unknown; spans: { resource: unknown }[] };
    expect(wire1.v).toBe(1);
    expect(wire1.resources).toBeUndefined();
    expect(wire1.spans.map((s) => s.resource)).toEqual([sent.spans[0]!.resource, sent.spans[0]!.resource]);
    expect((JSON.parse(v2!.value.toString('utf8')) as { v: number }).v).toBe(2);
    const [d1, d2] = [decodeBusBatch(v1!.value), decodeBusBatch(v2!.value)];
    if (d1.status !== 'ok' || d2.status !== 'ok') throw new Error('expected two trace batches');
    expect({ ...d1.batch, v: 0, receivedAtMs: 0 }).toEqual({ ...d2.batch, v: 0, receivedAtMs: 0 });
  });

  test('a processor that throws: the export is retryable, nothing is appended, the step is logged without the error’s text', async () => {
    const canary = 'jane.doe+canary@example.com';
    let laterRan = false;
    const { log, metrics, lines, pipeline } = await setUp([
      {
        name: 'extract_content',
        async process() {
          throw Object.assign(new Error(`store refused ${canary}`), { code: 'TH_ERR_CONTENT_UNAVAILABLE' });
        },
      },
      {
        name: 'redact',
        async process(_ctx, batch) {
          laterRan = true;
          return batch;
        },
      },
    ]);
    const outcome = await pipeline.handleExport(CTX, exportOf([TRACE_A]));
    expect(outcome).toEqual({ status: 'retryable', retryInMs: 1000, reason: 'unavailable' });
    expect(laterRan).toBe(false);
    expect(await log.consumer('t').poll(10, 50)).toEqual([]);
    expect(pipeline.stats()).toMatchObject({ exportsFailed: 1, spansAccepted: 0, inflight: 0, inflightSpans: 0 });

    const failure = lines.find((l) => l.msg === 'export processing failed; client will retry');
    expect(failure).toMatchObject({ step: 'extract_content', code: 'TH_ERR_CONTENT_UNAVAILABLE', errName: 'Error', signal: 'traces' });
    // Negative control for the check below: the canary was in the thrown error.
    expect(JSON.stringify(lines)).not.toContain(canary);

    const failures = await counter(metrics, 'tracehold_collector_step_failures_total');
    expect(failures).toEqual([{ labels: { signal: 'traces', step: 'extract_content' }, value: 1 }]);
    // A step that failed counts its input but no output.
    const steps = await counter(metrics, 'tracehold_collector_step_items_total');
    expect(steps.map((v) => `${v.labels.step}/${v.labels.direction}=${v.value}`)).toEqual(['extract_content/in=1']);
  });

  test('metric data points go through the filter step: kept points counted out, the rest answered as not stored', async () => {
    const { metrics, pipeline } = await setUp([]);
    const point = (name: string) => metricPoint('sum', { name });
    const outcome = await pipeline.handleMetrics(CTX, { points: [point('gen_ai.client.token.usage'), point('http.server.duration')], rejectedDataPoints: 0, rejectionMessage: '' });
    expect(outcome.status).toBe('ok');
    expect(outcome.status === 'ok' && outcome.partial?.rejected).toBe(1);
    const steps = await counter(metrics, 'tracehold_collector_step_items_total');
    expect(steps.filter((v) => v.labels.signal === 'metrics').map((v) => `${v.labels.step}/${v.labels.direction}=${v.value}`)).toEqual(['filter/in=2', 'filter/out=1']);
  });
});

/**
 * The real content store (packs, encrypted) under content extraction as the collector wires it
 * (`deferDurability`), with its backend's batch put held at a gate: the disk's part of the write.
 */
async function setUpWithContentStore(options: { redactThrows?: boolean } = {}): Promise<{
  log: LocalLog;
  metrics: Metrics;
  lines: LogLine[];
  pipeline: ReturnType<typeof createExportPipeline>;
  store: EncryptedContentStore;
  disk: { entered: number; open(): void; failWith(err: Error): void };
  laterSteps: string[];
}> {
  const dir = await mkdtemp(join(tmpdir(), 'th-export-pipeline-'));
  const lines: LogLine[] = [];
  const logger = pino({ level: 'debug' }, { write: (line: string) => lines.push(JSON.parse(line) as LogLine) });
  const keyring = createKeyring({ logger }, { dir: join(dir, 'keys') });
  await keyring.start();
  const packs = createPackBlobBackend({ logger }, { dir: join(dir, 'content') });
  await packs.start();
  let release!: () => void;
  const gate = new Promise<void>((resolve) => (release = resolve));
  let failure: Error | null = null;
  const disk = {
    entered: 0,
    open: () => release(),
    failWith(err: Error) {
      failure = err;
      release();
    },
  };
  const backend: BlobBackend = {
    ...packs,
    async putManyIfAbsent(items) {
      disk.entered += 1;
      await gate;
      if (failure) throw failure;
      return packs.putManyIfAbsent(items);
    },
  };
  const store = createEncryptedContentStore({ logger, keyring, backend });
  await store.start();
  const extraction = createContentExtraction({ contentStore: store }, { enabled: true });
  const laterSteps: string[] = [];
  const { log, metrics, pipeline } = await setUp(
    [
      { name: 'extract_content', process: async (c, batch) => extraction.extractSpans(c.tenant, batch.spans, { deferDurability: true }) },
      {
        // Returns a new batch without the pending writes: they must not be lost on the way.
        name: 'redact',
        async process(_ctx, batch) {
          laterSteps.push(`redact:${batch.pendingWrites?.length ?? 0}`);
          if (options.redactThrows) throw new Error('redaction failed');
          return { spans: batch.spans, ledger: batch.ledger, contentObjects: batch.contentObjects, subjects: batch.subjects };
        },
      },
    ],
    { dir, lines, logger },
  );
  // After setUp's: cleanups run in reverse, so the store stops before its directory is removed.
  cleanups.push(async () => {
    release(); // a test that failed with the write held must not hold the shutdown too
    await store.shutdown();
    await packs.shutdown();
    await keyring.shutdown();
  });
  return { log, metrics, lines, pipeline, store, disk, laterSteps };
}

const PROMPT = 'What is the balance of account 4711?';

function chatExport(): DecodedExport {
  const call = span({
    attributes: {
      'gen_ai.operation.name': 'chat',
      'gen_ai.provider.name': 'openai',
      'gen_ai.request.model': 'gpt-4o',
      'gen_ai.input.messages': JSON.stringify([{ role: 'user', parts: [{ type: 'text', content: PROMPT }] }]),
      'gen_ai.output.messages': JSON.stringify([{ role: 'assistant', parts: [{ type: 'text', content: 'It is 12 euros.' }], finish_reason: 'stop' }]),
    },
  });
  return { spans: [call], rejectedSpans: 0, rejectionMessage: '' };
}

describe('export pipeline: content-store writes under way', () => {
  test('no record reaches the bus before the content it refers to is durable; the later steps ran meanwhile', async () => {
    const { log, metrics, pipeline, store, disk, laterSteps } = await setUpWithContentStore();
    let answered = false;
    const outcome = pipeline.handleExport(CTX, chatExport()).then((o) => {
      answered = true;
      return o;
    });
    for (let i = 0; i < 200 && disk.entered === 0; i++) await new Promise((r) => setTimeout(r, 5));
    expect(disk.entered).toBe(1);
    await new Promise((r) => setTimeout(r, 100));
    // Redaction (and encoding) ran while the write was held; nothing was appended or answered.
    expect(laterSteps).toEqual(['redact:1']);
    expect(answered).toBe(false);
    const consumer = log.consumer('t');
    expect(await consumer.poll(10, 50)).toEqual([]);

    disk.open();
    expect(await outcome).toEqual({ status: 'ok' });
    const records = await consumer.poll(10, 1000);
    expect(records).toHaveLength(1);
    const decoded = decodeBusBatch(records[0]!.value);
    if (decoded.status !== 'ok') throw new Error(`bus record did not decode: ${decoded.status}`);
    const refs = decoded.batch.contentObjects.map((c) => c.ref);
    expect(refs.length).toBeGreaterThanOrEqual(2);
    // Every reference on the bus opens in the store, and the prompt is in one of them, not in the record.
    const opened = await Promise.all(refs.map(async (ref) => (await store.get('acme', ref))?.bytes.toString('utf8') ?? null));
    expect(opened.every((text) => text !== null)).toBe(true);
    expect(opened.some((text) => text!.includes(PROMPT))).toBe(true);
    expect(records[0]!.value.toString('utf8')).not.toContain(PROMPT);
    const steps = await counter(metrics, 'tracehold_collector_step_items_total');
    expect(steps.filter((v) => v.labels.step === 'content_durable').map((v) => `${v.labels.direction}=${v.value}`)).toEqual(['in=1', 'out=1']);
  });

  test('a content write that fails: retryable, nothing appended, the step content_durable failed (its error’s text not logged)', async () => {
    const { log, metrics, lines, pipeline, disk } = await setUpWithContentStore();
    const outcome = pipeline.handleExport(CTX, chatExport());
    for (let i = 0; i < 200 && disk.entered === 0; i++) await new Promise((r) => setTimeout(r, 5));
    disk.failWith(Object.assign(new Error(`no space left for ${PROMPT}`), { code: 'ENOSPC' }));

    expect(await outcome).toEqual({ status: 'retryable', retryInMs: 1000, reason: 'unavailable' });
    expect(await log.consumer('t').poll(10, 100)).toEqual([]);
    expect(pipeline.stats()).toMatchObject({ exportsFailed: 1, spansAccepted: 0, llmCallsAccepted: 0, inflight: 0 });
    expect(lines.find((l) => l.msg === 'export processing failed; client will retry')).toMatchObject({ step: 'content_durable', code: 'ENOSPC' });
    expect(JSON.stringify(lines)).not.toContain(PROMPT);
    expect(await counter(metrics, 'tracehold_collector_step_failures_total')).toEqual([{ labels: { signal: 'traces', step: 'content_durable' }, value: 1 }]);
  });

  test('a step that fails after extraction: retryable at once; the write that fails later leaves no unhandled rejection', async () => {
    const { log, metrics, pipeline, disk, laterSteps } = await setUpWithContentStore({ redactThrows: true });
    const outcome = await pipeline.handleExport(CTX, chatExport());
    expect(outcome).toEqual({ status: 'retryable', retryInMs: 1000, reason: 'unavailable' });
    expect(laterSteps).toEqual(['redact:1']);
    // Nobody waits for the write any more when it fails: vitest reports an unhandled rejection as an error.
    disk.failWith(Object.assign(new Error('disk failed'), { code: 'EIO' }));
    await new Promise((r) => setTimeout(r, 50));
    expect(await log.consumer('t').poll(10, 50)).toEqual([]);
    expect(await counter(metrics, 'tracehold_collector_step_failures_total')).toEqual([{ labels: { signal: 'traces', step: 'redact' }, value: 1 }]);
  });
});

describe('export pipeline: slow exports', () => {
  const SLOW_LINE = 'slow export: where its time went (from admission to answer)';
  // The clock the pipeline reads (performance.now) is faked; a step "takes" the time it advances it by.
  const timedProcessors = (msOf: Record<string, number>): SpanProcessor[] =>
    Object.entries(msOf).map(([name, ms]) => ({
      name,
      async process(_ctx, batch) {
        vi.advanceTimersByTime(ms);
        return batch;
      },
    }));
  afterEach(() => {
    vi.useRealTimers();
  });

  test('are logged with each step’s time and the rest, at most one line per 10 s, with the count of those not logged; never data', async () => {
    vi.useFakeTimers({ toFake: ['performance'] });
    const { lines, pipeline } = await setUp(timedProcessors({ extract_content: 700, redact: 450 }), undefined, { slowExportMs: 1000 });
    expect(await pipeline.handleExport(CTX, exportOf([TRACE_A, TRACE_B]))).toEqual({ status: 'ok' });
    const slow = lines.filter((l) => l.msg === SLOW_LINE);
    expect(slow).toHaveLength(1);
    const line = slow[0]!;
    expect(line).toMatchObject({ level: 30, signal: 'traces', transport: 'http', items: 2, outcome: 'ok', slowExportMs: 1000, notLoggedSinceLastLine: 0 });
    expect(line.steps).toMatchObject({ extract_content: 700, redact: 450 });
    expect(Object.keys(line.steps as object).sort()).toEqual(['append', 'extract_content', 'redact']);
    expect(line.totalMs as number).toBeGreaterThanOrEqual(1150);
    expect(line.totalMs as number).toBeLessThan(1150 + 5);
    expect(line.otherMs as number).toBeGreaterThanOrEqual(0);
    // Timings and counts only: no trace id, tenant, span name or attribute value.
    expect(Object.keys(line).sort()).toEqual(['items', 'level', 'msg', 'notLoggedSinceLastLine', 'otherMs', 'outcome', 'pid', 'hostname', 'signal', 'slowExportMs', 'steps', 'time', 'totalMs', 'transport'].sort());
    expect(JSON.stringify(line)).not.toContain(TRACE_A);
    expect(JSON.stringify(line)).not.toContain('acme');

    // Two more slow exports within 10 s: not logged, counted in the next line.
    await pipeline.handleExport(CTX, exportOf([TRACE_A]));
    await pipeline.handleExport(CTX, exportOf([TRACE_B]));
    expect(lines.filter((l) => l.msg === SLOW_LINE)).toHaveLength(1);
    vi.advanceTimersByTime(10_000);
    await pipeline.handleExport(CTX, exportOf([TRACE_A]));
    const later = lines.filter((l) => l.msg === SLOW_LINE);
    expect(later).toHaveLength(2);
    expect(later[1]).toMatchObject({ items: 1, notLoggedSinceLastLine: 2 });
  });

  test('negative controls: an export under the threshold is not logged, nor any with the log off (0)', async () => {
    vi.useFakeTimers({ toFake: ['performance'] });
    const under = await setUp(timedProcessors({ extract_content: 400, redact: 400 }), undefined, { slowExportMs: 1000 });
    await under.pipeline.handleExport(CTX, exportOf([TRACE_A]));
    expect(under.lines.filter((l) => l.msg === SLOW_LINE)).toEqual([]);
    const off = await setUp(timedProcessors({ extract_content: 5000 }), undefined, { slowExportMs: 0 });
    await off.pipeline.handleExport(CTX, exportOf([TRACE_A]));
    expect(off.lines.filter((l) => l.msg === SLOW_LINE)).toEqual([]);
    // The same slow export with the log on is logged (the control's control).
    const on = await setUp(timedProcessors({ extract_content: 5000 }), undefined, { slowExportMs: 1000 });
    await on.pipeline.handleExport(CTX, exportOf([TRACE_A]));
    expect(on.lines.filter((l) => l.msg === SLOW_LINE)).toHaveLength(1);
  });
});

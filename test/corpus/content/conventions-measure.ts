/**
 * Measuring a held-out set of LLM-content conventions (conventions-*.data.ts) through the collector's own pipeline as
 * `startCollector` assembles it (bin/components.ts): each case becomes an OTLP/JSON traces body (and a logs body when
 * it has log records), decoded by the receivers' decoders, then content extraction into a real encrypted content
 * store, redaction, and the bus. What left the collector is every bus record's bytes (JSON): a canary found in them
 * is content that stayed outside the content store; a keep not found there is a fact lost to forensics.
 * `extract: false` with redaction off is the negative control: every canary is then on the bus.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { createExportPipeline } from '../../../collector/export-pipeline.ts';
import { decodeJsonLogs } from '../../../collector/otlp/decode-json-logs.ts';
import { decodeJsonTraces } from '../../../collector/otlp/decode-json.ts';
import type { SpanProcessor } from '../../../collector/processor.ts';
import { createContentExtraction } from '../../../collector/processors/extract-llm-content.ts';
import { createProcessLogs } from '../../../collector/processors/process-logs.ts';
import { createRedaction } from '../../../collector/redaction/redaction.ts';
import { createContentStore } from '../../../platform/content-store/create-content-store.ts';
import { createKeyring } from '../../../platform/keys/keyring.ts';
import { TraceholdConfigSchema } from '../../../schemas/config.ts';

/** An attribute value of a held-out case (OTLP's scalar and array values). */
export type HeldOutValue = string | number | boolean | string[] | number[] | boolean[];

/**
 * One case of the held-out sets measured through the collector's pipeline (conventions, GraphQL, identifiers): a span
 * as a library emits it, with its events and the OTLP log records that go with it. What `canaries` and `keeps`
 * mean is each set's (its file comment).
 */
export interface HeldOutSpanCase {
  /** unique kebab-case id starting with the library or system */
  id: string;
  /** the library/instrumentation and the version whose attribute names were followed */
  source: string;
  /** resource attributes (at least service.name) */
  resource: Record<string, HeldOutValue>;
  /** instrumentation scope name as the library sets it */
  scope: string;
  spanName: string;
  kind: 'internal' | 'client' | 'server';
  /** span attributes exactly as the library sets them; JSON-valued attributes as JSON strings */
  attributes: Record<string, HeldOutValue>;
  /** span events as the library emits them (may be empty) */
  events: Array<{ name: string; attributes: Record<string, HeldOutValue> }>;
  /** optional OTLP log records that go with this span: body may be a string or a JSON-like object */
  logs?: Array<{ eventName?: string; body: unknown; attributes: Record<string, HeldOutValue> }>;
  /** values that must be gone from every attribute, event, span name and log after processing */
  canaries: string[];
  /** values a forensics user needs kept: must remain */
  keeps: string[];
  note?: string;
}

export interface ConventionScore {
  cases: number;
  canaries: number;
  moved: number;
  keeps: number;
  kept: number;
  /** `id (source): canary` of each canary still on the bus. */
  misses: string[];
  lost: string[];
  /** Cases whose export or logs the pipeline did not accept (each counts every canary as missed). */
  refused: string[];
}

/** OTLP/JSON AnyValue of a value as an SDK would send it (objects as kvlists, as log bodies are). */
export function anyValue(v: unknown): Record<string, unknown> {
  if (typeof v === 'string') return { stringValue: v };
  if (typeof v === 'boolean') return { boolValue: v };
  if (typeof v === 'number') return Number.isInteger(v) ? { intValue: String(v) } : { doubleValue: v };
  if (Array.isArray(v)) return { arrayValue: { values: v.map(anyValue) } };
  if (v !== null && typeof v === 'object') return { kvlistValue: { values: keyValues(v as Record<string, unknown>) } };
  return {};
}

function keyValues(attrs: Record<string, unknown>): Array<{ key: string; value: Record<string, unknown> }> {
  return Object.entries(attrs).map(([key, value]) => ({ key, value: anyValue(value) }));
}

const KIND = { internal: 1, server: 2, client: 3 } as const;

function hex(n: number, width: number): string {
  return n.toString(16).padStart(width, '0');
}

export function tracesBody(c: HeldOutSpanCase, n: number): Buffer {
  const start = 1_765_000_000_000_000_000n + BigInt(n) * 1_000_000_000n;
  return Buffer.from(
    JSON.stringify({
      resourceSpans: [
        {
          resource: { attributes: keyValues(c.resource) },
          scopeSpans: [
            {
              scope: { name: c.scope },
              spans: [
                {
                  traceId: hex(n + 1, 32),
                  spanId: hex(n + 1, 16),
                  name: c.spanName,
                  kind: KIND[c.kind],
                  startTimeUnixNano: String(start),
                  endTimeUnixNano: String(start + 850_000_000n),
                  attributes: keyValues(c.attributes),
                  events: c.events.map((e, i) => ({ name: e.name, timeUnixNano: String(start + BigInt(i + 1) * 1_000_000n), attributes: keyValues(e.attributes) })),
                  status: {},
                },
              ],
            },
          ],
        },
      ],
    }),
  );
}

export function logsBody(c: HeldOutSpanCase, n: number): Buffer | null {
  if (!c.logs || c.logs.length === 0) return null;
  const start = 1_765_000_000_000_000_000n + BigInt(n) * 1_000_000_000n;
  return Buffer.from(
    JSON.stringify({
      resourceLogs: [
        {
          resource: { attributes: keyValues(c.resource) },
          scopeLogs: [
            {
              scope: { name: c.scope },
              logRecords: c.logs.map((l, i) => ({
                timeUnixNano: String(start + BigInt(i + 1) * 1_000_000n),
                observedTimeUnixNano: String(start + BigInt(i + 1) * 1_000_000n),
                severityNumber: 9,
                severityText: 'INFO',
                ...(l.eventName ? { eventName: l.eventName } : {}),
                body: anyValue(l.body),
                attributes: keyValues(l.attributes),
                traceId: hex(n + 1, 32),
                spanId: hex(n + 1, 16),
              })),
            },
          ],
        },
      ],
    }),
  );
}

/** Runs every case through the pipeline; `enabled: false` turns extraction and redaction off (the negative control). */
export async function measureConventions(cases: HeldOutSpanCase[], enabled: boolean): Promise<ConventionScore> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'th-conventions-'));
  const logger = pino({ level: 'silent' });
  const keyring = createKeyring({ logger }, { dir: path.join(dir, 'keys') });
  await keyring.start();
  const contentStore = await createContentStore({ logger, keyring }, { backend: { kind: 'local', dir: path.join(dir, 'content') } });
  await contentStore.start();
  try {
    const config = TraceholdConfigSchema.parse({ redaction: { enabled }, content: { extract: enabled } });
    const limits = { maxAnyValueDepth: config.limits.maxAnyValueDepth };
    const extraction = createContentExtraction({ contentStore }, { enabled: config.content.extract, subjectAttributes: config.content.subjectAttributes });
    const redaction = createRedaction({ tenantRefKey: async (tenant: string) => (await keyring.tenantKeys(tenant)).refKey }, config.redaction);
    const processLogs = createProcessLogs({ extractCarriers: extraction.extractCarriers, redactLogs: (tenant, logs) => redaction.redactLogs(tenant, logs) });
    const spanProcessors: SpanProcessor[] = [
      { name: 'extract_content', process: async (ctx, batch) => extraction.extractSpans(ctx.tenant, batch.spans, { deferDurability: true }) },
      { name: 'redact', process: (ctx, batch) => redaction.redactSpans(ctx.tenant, batch) },
    ];
    let records: Buffer[] = [];
    const producer = {
      append: async (appended: { key: string; value: Buffer }[]) => {
        records.push(...appended.map((r) => r.value));
        return { status: 'ok' as const, firstOffset: 0 };
      },
    };
    const pipeline = createExportPipeline({ logger, producer, spanProcessors, processLogs }, { maxInflightExports: 8, maxInflightSpans: 100_000, retryAfterMs: 1000 });
    const score: ConventionScore = { cases: 0, canaries: 0, moved: 0, keeps: 0, kept: 0, misses: [], lost: [], refused: [] };
    for (const [n, c] of cases.entries()) {
      records = [];
      score.cases += 1;
      const ctx = { tenant: 'default', transport: 'http' as const };
      const outcomes = [(await pipeline.handleExport(ctx, decodeJsonTraces(tracesBody(c, n), limits))).status];
      const logs = logsBody(c, n);
      if (logs) outcomes.push((await pipeline.handleLogs(ctx, decodeJsonLogs(logs, limits))).status);
      if (outcomes.some((s) => s !== 'ok')) score.refused.push(`${c.id}: ${outcomes.join(', ')}`);
      const onBus = records.map((r) => r.toString('utf8')).join('\n');
      for (const canary of c.canaries) {
        score.canaries += 1;
        // As written, or as the bus's JSON escapes it (a canary holding a quote).
        const found = onBus.includes(canary) || onBus.includes(JSON.stringify(canary).slice(1, -1));
        if (found || outcomes.some((s) => s !== 'ok')) score.misses.push(`${c.id} (${c.source}): ${canary}`);
        else score.moved += 1;
      }
      for (const keep of c.keeps) {
        score.keeps += 1;
        if (onBus.includes(JSON.stringify(keep).slice(1, -1))) score.kept += 1;
        else score.lost.push(`${c.id} (${c.source}): ${keep}`);
      }
    }
    return score;
  } finally {
    await contentStore.shutdown();
    await keyring.shutdown();
    await rm(dir, { recursive: true, force: true });
  }
}

export function describeConventionScore(name: string, s: ConventionScore): string {
  return [
    `${name}: ${s.moved}/${s.canaries} canaries off the bus; ${s.kept}/${s.keeps} facts kept; ${s.cases} cases, ${s.refused.length} refused`,
    `still on the bus:\n  ${s.misses.join('\n  ')}`,
    `facts lost:\n  ${s.lost.join('\n  ')}`,
    ...(s.refused.length ? [`refused:\n  ${s.refused.join('\n  ')}`] : []),
  ].join('\n');
}

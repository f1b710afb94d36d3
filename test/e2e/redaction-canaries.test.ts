/**
 * End to end through the all-in-one: 100 distinct personal-data and secret canaries (entity types ×
 * locations in a span) sent by the real OpenTelemetry SDK. Afterwards none is found in any ClickHouse
 * table, the bus files, the process's log output or the /metrics page — and every one is found when
 * redaction is switched off (negative control).
 */
import { execFile } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { CANARY_TYPES, makeCanary, secretPartOf, type CanaryType } from '../support/canaries.ts';
import { dumpClickHouseTables } from '../support/scan-clickhouse.ts';
import { getJson, REPO_ROOT, scanDirFor, startAllInOne, waitForTrace, flattenSpans } from '../support/all-in-one-process.ts';
import type { CanaryPlacement } from '../apps/canary-app.ts';

const run = promisify(execFile);
const LOCATIONS: CanaryPlacement['location'][] = ['span_attribute', 'event_attribute', 'exception', 'status_message', 'span_name', 'link_attribute', 'resource_attribute'];
const KEEP_ALL = `tailSampling:\n  policies:\n    - { name: keep_all, type: always }\n`;

function makePlan(): Array<CanaryPlacement & { secret: string }> {
  const plan: Array<CanaryPlacement & { secret: string }> = [];
  for (let i = 0; i < 100; i++) {
    const type = CANARY_TYPES[i % CANARY_TYPES.length]! as CanaryType;
    let location = LOCATIONS[(i + Math.floor(i / CANARY_TYPES.length)) % LOCATIONS.length]!;
    // A SQL literal is only a literal inside a statement: statements live in (event) attributes.
    if (type === 'SQL_LITERAL' && location !== 'span_attribute' && location !== 'event_attribute') location = i % 2 ? 'span_attribute' : 'event_attribute';
    const value = makeCanary(type);
    plan.push({ id: i, type, location, value, secret: secretPartOf(type, value) });
  }
  return plan;
}

async function sendAndScan(env: Record<string, string>) {
  const server = await startAllInOne({ yaml: KEEP_ALL, env });
  const plan = makePlan();
  const planFile = path.join(server.dataDir, 'canary-plan.json');
  writeFileSync(planFile, JSON.stringify(plan));
  try {
    const { stdout } = await run(process.execPath, ['--import', 'tsx', path.join(REPO_ROOT, 'test/apps/canary-app.ts')], {
      cwd: REPO_ROOT,
      env: { ...process.env, CANARY_PLAN: planFile, OTEL_EXPORTER_OTLP_ENDPOINT: server.otlpHttp, OTEL_LOG_LEVEL: 'error' },
      timeout: 60_000,
    });
    const { traceId } = JSON.parse(stdout.trim().split('\n').pop()!) as { traceId: string };
    const spanCount = 1 + plan.filter((p) => p.location !== 'resource_attribute').length;
    const body = await waitForTrace(server.api, traceId, (b) => b && b.summary.pending === false && flattenSpans(b.spans).length === spanCount, 60_000);
    expect(body, 'trace was not stored in time').not.toBeNull();
    const metricsPage = String((await getJson(`${server.api}/metrics`)).body);
    const lookup = JSON.stringify(body);
    await server.stop();
    const tables = await dumpClickHouseTables(path.join(server.dataDir, 'clickhouse'));
    const clickhouseText = Object.values(tables).join('\n');
    const found = plan.map((p) => ({
      ...p,
      inClickHouse: clickhouseText.includes(p.secret),
      inBus: scanDirFor(path.join(server.dataDir, 'bus'), p.secret).length > 0,
      inLogs: server.output().includes(p.secret),
      inMetrics: metricsPage.includes(p.secret),
      inLookup: lookup.includes(p.secret),
    }));
    return { found, metricsPage, tables };
  } finally {
    await server.stop();
  }
}

describe('redaction end to end: 100 canaries from a real OTel SDK', () => {
  it('finds none of them in ClickHouse, the bus, the logs or /metrics', async () => {
    const { found, metricsPage } = await sendAndScan({});
    const leaks = found.filter((f) => f.inClickHouse || f.inBus || f.inLogs || f.inMetrics || f.inLookup);
    expect(leaks.map((l) => `${l.type}@${l.location}: ${[l.inClickHouse && 'clickhouse', l.inBus && 'bus', l.inLogs && 'logs', l.inMetrics && 'metrics', l.inLookup && 'lookup'].filter(Boolean).join(',')}`)).toEqual([]);
    expect(new Set(found.map((f) => f.type)).size).toBe(CANARY_TYPES.length);
    expect(new Set(found.map((f) => f.location)).size).toBe(LOCATIONS.length);
    // Counted by rule and location, with no value in any label.
    expect(metricsPage).toMatch(/^tracehold_redactions_total\{rule="EMAIL",location="[a-z_]+"\} \d+$/m);
    expect(metricsPage).toMatch(/^tracehold_redactions_total\{rule="SQL_LITERAL",location="(span|event)_attribute"\} \d+$/m);
  }, 240_000);

  it('negative control: with redaction off, every canary is found in ClickHouse', async () => {
    const { found } = await sendAndScan({ TRACEHOLD_REDACTION: 'false' });
    const missing = found.filter((f) => !f.inClickHouse);
    expect(missing.map((m) => `${m.type}@${m.location}`)).toEqual([]);
  }, 240_000);
});

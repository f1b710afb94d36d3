import { describe, expect, it } from 'vitest';
import { decodeProtobufTraces } from '../collector/otlp/decode-protobuf.ts';
import { contentObject } from '../test/factories/content-object.ts';
import { ledgerRecord } from '../test/factories/ledger-record.ts';
import { logRecord } from '../test/factories/log-record.ts';
import { metricPointsOfEveryType } from '../test/factories/metric-point.ts';
import { spanWithEveryField } from '../test/factories/span.ts';
import { encodeProtobufTraces } from '../test/support/otlp/encode-traces.ts';
import { BUS_PAYLOAD_VERSION, decodeBusBatch, encodeBusBatch, type SignalsBatch, type TraceBatch } from './bus-payload.ts';

const TENANT = 'acme';
const TRACE = '5b8efff798038103d269b633813fc60c';

/** A trace batch whose spans come from the real decoder: three spans under one resource, two scopes. */
function decodedTraceBatch(): TraceBatch {
  const a = spanWithEveryField({ spanId: '0000000000000001' });
  const b = spanWithEveryField({ spanId: '0000000000000002' });
  const c = spanWithEveryField({ spanId: '0000000000000003', scope: { ...a.scope, name: 'second-scope' } });
  const { spans } = decodeProtobufTraces(Buffer.from(encodeProtobufTraces([a, b, c])), { maxAnyValueDepth: 32 });
  for (const s of spans) s.tenant = TENANT;
  const logs = [logRecord({ tenant: TENANT, traceId: TRACE }), logRecord({ tenant: TENANT, traceId: TRACE, spanId: '0000000000000002' })];
  logs[1]!.resource = logs[0]!.resource;
  logs[1]!.scope = logs[0]!.scope;
  return {
    v: BUS_PAYLOAD_VERSION,
    tenant: TENANT,
    traceId: TRACE,
    receivedAtMs: 1_700_000_000_010,
    spans,
    ledger: [ledgerRecord({ tenant: TENANT, traceId: TRACE })],
    contentObjects: [contentObject({ tenant: TENANT, traceId: TRACE })],
    logs,
    subject: { ref: `psn_${'a'.repeat(32)}`, fromRoot: true },
  };
}

function decodedOk(value: Buffer): TraceBatch {
  const d = decodeBusBatch(value);
  if (d.status !== 'ok') throw new Error(`expected a trace batch, got ${d.status}: ${'error' in d ? d.error : ''}`);
  return d.batch;
}

describe('bus payload', () => {
  it('round-trips a trace batch: every field, the key order of each record, and the sharing of resources and scopes', () => {
    const batch = decodedTraceBatch();
    expect(batch.spans[1]!.resource).toBe(batch.spans[0]!.resource); // what the decoder hands on

    const back = decodedOk(encodeBusBatch(batch));

    expect(back).toEqual(batch);
    for (let i = 0; i < batch.spans.length; i++) expect(Object.keys(back.spans[i]!)).toEqual(Object.keys(batch.spans[i]!));
    expect(Object.keys(back.logs![0]!)).toEqual(Object.keys(batch.logs![0]!));
    expect(new Set(back.spans.map((s) => s.resource)).size).toBe(1);
    expect(back.spans[1]!.scope).toBe(back.spans[0]!.scope);
    expect(back.spans[2]!.scope).not.toBe(back.spans[0]!.scope);
    expect(back.logs![1]!.resource).toBe(back.logs![0]!.resource);
  });

  it('writes each resource and scope once per record, and spans without the tenant and trace id the record names', () => {
    const batch = decodedTraceBatch();

    const wire = JSON.parse(encodeBusBatch(batch).toString('utf8')) as Record<string, unknown> & { spans: Record<string, unknown>[]; resources: unknown[]; scopes: unknown[] };

    expect(wire.v).toBe(2);
    // One span resource and the logs' own one; two span scopes and the logs' one.
    expect(wire.resources).toHaveLength(2);
    expect(wire.scopes).toHaveLength(3);
    expect(wire.spans.map((s) => [s.resource, s.scope])).toEqual([[0, 0], [0, 0], [0, 1]]);
    for (const s of wire.spans) expect(Object.keys(s)).not.toContain('tenant');
    for (const s of wire.spans) expect(Object.keys(s)).not.toContain('traceId');
    // Negative control: the same batch with every span's own copies, as version 1 wrote it, is larger.
    const v1 = Buffer.from(JSON.stringify({ ...batch, v: 1 }));
    expect(encodeBusBatch(batch).length).toBeLessThan(v1.length);
  });

  it('still reads version 1 records (every span with its own resource and scope)', () => {
    const batch = { ...decodedTraceBatch(), v: 1 as const };
    const v1 = Buffer.from(JSON.stringify(batch));

    const back = decodedOk(v1);

    expect(back).toEqual(batch);
    expect(back.spans[1]!.resource).not.toBe(back.spans[0]!.resource);
  });

  it('round-trips a signals batch of logs and metric points', () => {
    const points = metricPointsOfEveryType().map((p) => ({ ...p, tenant: TENANT }));
    const signals: SignalsBatch = {
      v: BUS_PAYLOAD_VERSION,
      kind: 'signals',
      tenant: TENANT,
      receivedAtMs: 1_700_000_000_020,
      logs: [logRecord({ tenant: TENANT, traceId: '', spanId: '' })],
      metrics: points,
      contentObjects: [contentObject({ tenant: TENANT, traceId: '', spanId: '' })],
    };

    const d = decodeBusBatch(encodeBusBatch(signals));

    expect(d.status).toBe('signals');
    expect(d.status === 'signals' && d.batch).toEqual(signals);
  });

  it('refuses a version 2 record whose span, log record or point names an origin its tables lack', () => {
    const wire = JSON.parse(encodeBusBatch(decodedTraceBatch()).toString('utf8')) as { spans: { resource: unknown; scope: unknown }[]; logs: { scope: unknown }[] };
    const variants: [string, (w: typeof wire) => void][] = [
      ['spans.2.resource', (w) => (w.spans[2]!.resource = 7)],
      ['spans.0.scope', (w) => (w.spans[0]!.scope = '0')],
      ['spans.1.resource', (w) => delete w.spans[1]!.resource],
      ['logs.1.scope', (w) => (w.logs[1]!.scope = -1)],
    ];
    for (const [path, spoil] of variants) {
      const w = structuredClone(wire);
      spoil(w);
      expect(decodeBusBatch(Buffer.from(JSON.stringify(w)))).toEqual({ status: 'failed', error: `bus record envelope invalid: ${path}` });
    }
    const noTables = { ...wire, resources: undefined };
    expect(decodeBusBatch(Buffer.from(JSON.stringify(noTables)))).toEqual({ status: 'failed', error: 'bus record envelope invalid: resources' });
    expect(decodeBusBatch(Buffer.from(JSON.stringify({ ...wire, v: 1.5 })))).toEqual({ status: 'failed', error: 'bus record envelope invalid: v' });
  });

  it('tells a record of a newer version (data it cannot read, not to be skipped) from a broken one', () => {
    expect(decodeBusBatch(Buffer.from(JSON.stringify({ v: 3, tenant: TENANT, whatever: [1] })))).toEqual({ status: 'newer', version: 3 });
    expect(decodeBusBatch(Buffer.from(JSON.stringify({ v: 0, tenant: TENANT })))).toEqual({ status: 'failed', error: 'bus record envelope invalid: v' });
    expect(decodeBusBatch(Buffer.from(JSON.stringify({ v: '3', tenant: TENANT })))).toEqual({ status: 'failed', error: 'bus record envelope invalid: v' });
  });
});

/**
 * telemetrygen, the OpenTelemetry Collector project's load generator, against Tracehold's OTLP receivers: traces and
 * logs from the OpenTelemetry Go SDK's exporters (otlptracegrpc / otlptracehttp, otlploggrpc / otlploghttp), several
 * workers at once, unthrottled, authenticated with `--otlp-header`. Every span and log record must arrive once, with
 * its trace and parent ids intact. Built from the Go module proxy by `bash scripts/peer/telemetrygen-build.sh` (the
 * global test setup runs it; ~1 min once, then cached in .tools/).
 */
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRecordingDeps, GOOD_TOKEN } from '../support/receivers/receiver-harness.ts';
import { builtToolPath, spansOfService, startRecordingReceivers } from './peer-tools.ts';

const run = promisify(execFile);

const recording = createRecordingDeps();
let receivers: Awaited<ReturnType<typeof startRecordingReceivers>> | undefined;
let binary = '';
let grpcEndpoint = '';
let httpEndpoint = '';

beforeAll(async () => {
  binary = await builtToolPath('scripts/peer/telemetrygen-build.sh');
  receivers = await startRecordingReceivers(recording.deps);
  grpcEndpoint = `127.0.0.1:${receivers.grpcPort}`;
  httpEndpoint = `127.0.0.1:${receivers.httpPort}`;
}, 600_000);

afterAll(async () => {
  await receivers?.close();
});

/**
 * Runs telemetrygen with the endpoint's flags; resolves with the export errors the Go SDK printed. (Its exit code
 * does not tell: the SDK's batch processor reports a failed export on stderr and telemetrygen still exits 0.)
 */
async function telemetrygen(signal: 'traces' | 'logs', transport: 'grpc' | 'http', args: string[], token = GOOD_TOKEN): Promise<string[]> {
  const endpoint = transport === 'grpc' ? ['--otlp-endpoint', grpcEndpoint] : ['--otlp-http', '--otlp-endpoint', httpEndpoint];
  const { stdout, stderr } = await run(binary, [signal, ...endpoint, '--otlp-insecure', '--otlp-header', `authorization="Bearer ${token}"`, ...args], {
    timeout: 60_000,
  });
  return `${stdout}\n${stderr}`.split('\n').filter((line) => / export: |failed to (export|send|upload)/i.test(line));
}

const spansOf = (service: string) => spansOfService(recording, service);

describe('telemetrygen (the OpenTelemetry Go SDK exporters) → Tracehold receivers', () => {
  it.each(['grpc', 'http'] as const)('traces over %s: 3 workers × 40 traces × (1 + 2 children), each span once, parents intact', async (transport) => {
    const service = `tg-traces-${transport}`;
    expect(await telemetrygen('traces', transport, ['--service', service, '--workers', '3', '--traces', '40', '--child-spans', '2', '--rate', '0'])).toEqual([]);
    const spans = spansOf(service);
    expect(spans).toHaveLength(3 * 40 * 3);
    expect(new Set(spans.map((s) => `${s.traceId}/${s.spanId}`)).size).toBe(spans.length);
    const byTrace = new Map<string, typeof spans>();
    for (const s of spans) byTrace.set(s.traceId, [...(byTrace.get(s.traceId) ?? []), s]);
    expect(byTrace.size).toBe(120);
    for (const traceSpans of byTrace.values()) {
      const roots = traceSpans.filter((s) => !s.parentSpanId);
      expect(roots).toHaveLength(1);
      expect(traceSpans.filter((s) => s.parentSpanId === roots[0]!.spanId)).toHaveLength(2);
    }
    const calls = recording.calls.filter((c) => c.decoded.spans.some((s) => s.resource.attributes['service.name'] === service));
    expect(calls.every((c) => c.ctx.tenant === 'acme' && c.ctx.transport === transport)).toBe(true);
  });

  it.each(['grpc', 'http'] as const)('log records over %s: 2 workers × 30, body and trace context kept', async (transport) => {
    const traceId = transport === 'grpc' ? '0af7651916cd43dd8448eb211c80319c' : '4bf92f3577b34da6a3ce929d0e0e4736';
    const body = `payment refused (${transport})`;
    const before = recording.logCalls.length;
    expect(await telemetrygen('logs', transport, ['--workers', '2', '--logs', '30', '--rate', '0', '--body', body, '--trace-id', traceId, '--span-id', 'b7ad6b7169203331'])).toEqual([]);
    const records = recording.logCalls.slice(before).flatMap((c) => c.decoded.logs);
    expect(records).toHaveLength(60);
    expect(new Set(records.map((r) => r.body))).toEqual(new Set([body]));
    expect(new Set(records.map((r) => `${r.traceId}/${r.spanId}`))).toEqual(new Set([`${traceId}/b7ad6b7169203331`]));
  });

  it('is refused without a valid token (the negative control): the SDK reports it, nothing is recorded', async () => {
    const before = recording.calls.length;
    const grpcErrors = await telemetrygen('traces', 'grpc', ['--service', 'tg-refused', '--traces', '3', '--rate', '0'], 'not-the-token');
    expect(grpcErrors.join('\n')).toContain('Unauthenticated');
    const httpErrors = await telemetrygen('traces', 'http', ['--service', 'tg-refused', '--traces', '3', '--rate', '0'], 'not-the-token');
    expect(httpErrors.join('\n')).toContain('401');
    expect(recording.calls.length).toBe(before);
    expect(spansOf('tg-refused')).toHaveLength(0);
  });
});

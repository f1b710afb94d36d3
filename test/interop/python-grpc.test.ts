/**
 * The OpenTelemetry Python SDK's OTLP/gRPC exporter (opentelemetry-exporter-otlp-proto-grpc 1.45.2 on grpcio, the
 * exporter Python's `OTEL_TRACES_EXPORTER=otlp` picks by default) against Tracehold's gRPC receiver, with each
 * compression grpcio offers: gzip, deflate and none. test/interop/py/send_grpc.py runs in the interop suite's pinned
 * virtualenv (./drivers.ts) and reports the exporter's own result; every span must arrive once with its parent.
 */
import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRecordingDeps, GOOD_TOKEN } from '../support/receivers/receiver-harness.ts';
import { ensureInteropVenv } from './drivers.ts';
import { parseSenderOutput, REPO_ROOT, spansOfService, startRecordingReceivers } from './peer-tools.ts';

const SCRIPT = path.join(REPO_ROOT, 'test/interop/py/send_grpc.py');
const run = promisify(execFile);

const recording = createRecordingDeps();
let receivers: Awaited<ReturnType<typeof startRecordingReceivers>> | undefined;
let python = '';

beforeAll(async () => {
  python = await ensureInteropVenv();
  receivers = await startRecordingReceivers(recording.deps);
}, 600_000);

afterAll(async () => {
  await receivers?.close();
});

async function send(compression: 'gzip' | 'deflate' | 'none', service: string, traces: number, token = GOOD_TOKEN) {
  const { stdout } = await run(python, [SCRIPT, `127.0.0.1:${receivers!.grpcPort}`, compression, token, service, String(traces)], {
    cwd: REPO_ROOT,
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', LANG: 'C.UTF-8' },
    timeout: 60_000,
  });
  return parseSenderOutput(stdout);
}

const spansOf = (service: string) => spansOfService(recording, service);

describe('the OpenTelemetry Python SDK OTLP/gRPC exporter (grpcio) → the Tracehold gRPC receiver', () => {
  it.each(['gzip', 'deflate', 'none'] as const)('compression %s: 25 traces of 2 spans, each span once, parents kept', async (compression) => {
    const service = `python-grpc-${compression}`;
    const sent = await send(compression, service, 25);
    expect(sent.result).toBe('success');
    const spans = spansOf(service);
    expect(spans).toHaveLength(50);
    for (const root of sent.roots) {
      const trace = spans.filter((s) => s.traceId === root.traceId);
      expect(trace.find((s) => s.spanId === root.spanId)?.parentSpanId).toBe('');
      expect(trace.filter((s) => s.parentSpanId === root.spanId).map((s) => [s.name, s.attributes['gen_ai.request.model']])).toEqual([['chat gpt-4o', 'gpt-4o']]);
    }
  });

  it('is refused without a valid token (the negative control): the exporter reports failure, nothing is recorded', async () => {
    expect((await send('gzip', 'python-grpc-refused', 2, 'not-the-token')).result).toBe('failure');
    expect(spansOf('python-grpc-refused')).toHaveLength(0);
  });
});

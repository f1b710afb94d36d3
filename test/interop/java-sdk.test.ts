/**
 * The OpenTelemetry Java SDK (1.68.0, from Maven Central) against Tracehold's OTLP receivers: its OTLP exporters
 * over gRPC (the OkHttp sender, which frames gRPC itself rather than using grpc-java) and HTTP/protobuf, with gzip
 * and without. test/interop/java/SendTraces.java records traces of a root and two children (one with an exception
 * event) and reports the exporter's own result; every span must arrive once with its parent and event. The jars
 * are resolved by scripts/java/java-otlp-deps.sh (the global test setup runs it; seconds once, then cached).
 */
import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRecordingDeps, GOOD_TOKEN } from '../support/receivers/receiver-harness.ts';
import { builtToolPath, parseSenderOutput, REPO_ROOT, spansOfService, startRecordingReceivers } from './peer-tools.ts';

const SOURCE = path.join(REPO_ROOT, 'test/interop/java/SendTraces.java');
const run = promisify(execFile);

const recording = createRecordingDeps();
let receivers: Awaited<ReturnType<typeof startRecordingReceivers>> | undefined;
let jars = '';
const endpoints = { grpc: '', 'http/protobuf': '' };

beforeAll(async () => {
  jars = await builtToolPath('scripts/java/java-otlp-deps.sh');
  receivers = await startRecordingReceivers(recording.deps);
  endpoints.grpc = `http://127.0.0.1:${receivers.grpcPort}`;
  endpoints['http/protobuf'] = `http://127.0.0.1:${receivers.httpPort}`;
}, 600_000);

afterAll(async () => {
  await receivers?.close();
});

async function sendTraces(protocol: 'grpc' | 'http/protobuf', compression: 'gzip' | 'none', service: string, traces: number, token = GOOD_TOKEN) {
  const { stdout } = await run('java', ['-cp', `${jars}/*`, SOURCE, endpoints[protocol], protocol, compression, token, service, String(traces)], {
    cwd: REPO_ROOT,
    timeout: 120_000,
  });
  return parseSenderOutput(stdout);
}

const spansOf = (service: string) => spansOfService(recording, service);

describe('the OpenTelemetry Java SDK → Tracehold receivers', () => {
  const cases = [
    ['grpc', 'gzip'],
    ['grpc', 'none'],
    ['http/protobuf', 'gzip'],
    ['http/protobuf', 'none'],
  ] as const;
  it.each(cases)('%s with compression %s: 30 traces of 3 spans, each span once, parents and the exception event kept', async (protocol, compression) => {
    const service = `java-${protocol}-${compression}`;
    const sent = await sendTraces(protocol, compression, service, 30);
    expect(sent.result).toBe('success');
    expect(sent.roots).toHaveLength(30);
    const spans = spansOf(service);
    expect(spans).toHaveLength(90);
    expect(new Set(spans.map((s) => s.spanId)).size).toBe(90);
    for (const root of sent.roots) {
      const trace = spans.filter((s) => s.traceId === root.traceId);
      expect(trace).toHaveLength(3);
      expect(trace.find((s) => s.spanId === root.spanId)).toMatchObject({ parentSpanId: '', name: expect.stringMatching(/^GET \/orders\/\d+$/) });
      expect(trace.filter((s) => s.parentSpanId === root.spanId).map((s) => s.name).sort()).toEqual(['SELECT orders', 'chat gpt-4o']);
      const db = trace.find((s) => s.name === 'SELECT orders')!;
      expect(db.status).toMatchObject({ code: 2, message: 'deadlock detected' });
      expect(db.events[0]).toMatchObject({ name: 'exception', attributes: { 'exception.type': 'java.lang.IllegalStateException', 'exception.message': 'deadlock detected' } });
    }
  });

  it('is refused without a valid token (the negative control): the exporter reports failure, nothing is recorded', async () => {
    for (const protocol of ['grpc', 'http/protobuf'] as const) {
      const sent = await sendTraces(protocol, 'gzip', 'java-refused', 3, 'not-the-token');
      expect(sent.result, protocol).toBe('failure');
    }
    expect(spansOf('java-refused')).toHaveLength(0);
  });
});

/**
 * Shared by the interop tests that drive a real OTLP client built or resolved outside Node (the OpenTelemetry
 * Collector agent, telemetrygen, the Java SDK): the path a cached build script prints, and Tracehold's two OTLP
 * receivers on free loopback ports recording what they decode.
 */
import { execFile } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { createOtlpGrpcReceiver } from '../../collector/receivers/otlp-grpc.ts';
import { createOtlpHttpReceiver } from '../../collector/receivers/otlp-http.ts';
import type { createRecordingDeps } from '../support/receivers/receiver-harness.ts';

export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/**
 * Runs a build script of scripts/ (the global test setup has run it already, so it returns at once) and resolves
 * with the path it prints on its last line of stdout.
 */
export async function builtToolPath(script: string, args: string[] = []): Promise<string> {
  const { stdout } = await promisify(execFile)('bash', [path.join(REPO_ROOT, script), ...args], { cwd: REPO_ROOT, timeout: 900_000 });
  return stdout.trim().split('\n').pop()!;
}

/** Tracehold's OTLP/gRPC and OTLP/HTTP receivers, both handing exports to `deps`, with a 4 MiB body limit. */
export async function startRecordingReceivers(deps: ReturnType<typeof createRecordingDeps>['deps']): Promise<{ grpcPort: number; httpPort: number; close(): Promise<void> }> {
  const limits = { host: '127.0.0.1', port: 0, maxBodyBytes: 4 * 1024 * 1024, maxAnyValueDepth: 32 };
  const grpcReceiver = createOtlpGrpcReceiver(deps, limits);
  const httpReceiver = createOtlpHttpReceiver(deps, limits);
  const grpcPort = (await grpcReceiver.start()).port;
  const httpPort = (await httpReceiver.start()).port;
  return { grpcPort, httpPort, close: async () => void (await Promise.all([grpcReceiver.shutdown(), httpReceiver.shutdown()])) };
}

/**
 * What a sender script (test/interop/java/SendTraces.java, test/interop/py/send_grpc.py) printed: one
 * "trace <traceId> <rootSpanId>" line per trace, then "result success|failure" as its exporter reported.
 */
export function parseSenderOutput(stdout: string): { roots: Array<{ traceId: string; spanId: string }>; result: string | undefined } {
  const lines = stdout.split('\n');
  return {
    roots: lines.filter((l) => l.startsWith('trace ')).map((l) => ({ traceId: l.split(' ')[1]!, spanId: l.split(' ')[2]! })),
    result: lines.find((l) => l.startsWith('result '))?.slice('result '.length),
  };
}

/** The spans a recording received from `service` (its resource's service.name), over every export. */
export function spansOfService(recording: ReturnType<typeof createRecordingDeps>, service: string) {
  return recording.calls.flatMap((c) => c.decoded.spans).filter((s) => s.resource.attributes['service.name'] === service);
}

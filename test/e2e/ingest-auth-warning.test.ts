/**
 * Creating the first ingest token shuts the door on every unauthenticated exporter of every tenant. The CLI
 * says so (online through the API, and offline on the data dir); refused exports are counted in
 * tracehold_otlp_exports_total{outcome="unauthenticated"} on both transports and logged once per burst,
 * never with the credential.
 */
import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import path from 'node:path';
import { promisify } from 'node:util';
import * as grpc from '@grpc/grpc-js';
import { describe, expect, it } from 'vitest';
import { encodeProtobufTraces } from '../support/otlp/encode-traces.ts';
import { generateTrace } from '../support/generate-traces.ts';
import { ADMIN_TOKEN, makeDataDir, REPO_ROOT, startAllInOne } from '../support/all-in-one-process.ts';

const exec = promisify(execFile);
const TRACE_EXPORT_PATH = '/opentelemetry.proto.collector.trace.v1.TraceService/Export';
const WRONG = 'thi_not_a_real_token_canary_5b1f0e9d8c7b6a5f4e3d2c1b0a9f8e7d';

async function cli(dataDir: string, ...args: string[]) {
  return exec(process.execPath, [path.join(REPO_ROOT, 'bin/tracehold.js'), ...args], {
    cwd: dataDir,
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', TRACEHOLD_DATA_DIR: dataDir },
  }).then(
    (r) => ({ code: 0, out: r.stdout, err: r.stderr }),
    (e: { code: number; stdout: string; stderr: string }) => ({ code: e.code, out: String(e.stdout), err: String(e.stderr) }),
  );
}

function body(): Buffer {
  return Buffer.from(encodeProtobufTraces(generateTrace().spans));
}

async function httpExport(otlpHttp: string, authorization?: string): Promise<number> {
  const res = await fetch(`${otlpHttp}/v1/traces`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-protobuf', ...(authorization ? { authorization } : {}) },
    body: body(),
  });
  await res.arrayBuffer();
  return res.status;
}

async function grpcExport(client: grpc.Client, authorization?: string): Promise<number> {
  const metadata = new grpc.Metadata();
  if (authorization) metadata.set('authorization', authorization);
  return new Promise((resolve) => {
    client.makeUnaryRequest(TRACE_EXPORT_PATH, (b: Buffer) => b, (b: Buffer) => b, body(), metadata, {}, (error) => resolve(error ? error.code : grpc.status.OK));
  });
}

const refusalLines = (output: string) => output.split('\n').filter((l) => l.includes('"msg":"OTLP export refused'));
const summaryLines = (output: string) => output.split('\n').filter((l) => l.includes('"msg":"OTLP exports refused'));

describe('ingest tokens that shut the door say so', () => {
  it('online: the CLI warns, refused exports get 401 / UNAUTHENTICATED, are counted per transport and logged once per burst', async () => {
    const server = await startAllInOne();
    const client = new grpc.Client(server.otlpGrpc, grpc.credentials.createInsecure());
    try {
      // Control: with no ingest token the door is open on loopback.
      expect(await httpExport(server.otlpHttp)).toBe(200);
      expect(await grpcExport(client)).toBe(grpc.status.OK);

      const created = await cli(server.dataDir, 'tokens', 'create', '--kind', 'ingest', '--label', 'checkout');
      expect(created.code, created.err).toBe(0);
      expect(created.err).toContain('warning TH_WARN_INGEST_AUTH_NOW_REQUIRED');
      expect(created.err).toContain('every OTLP exporter must send Authorization: Bearer <ingest token>');
      expect(created.err).toContain('unauthenticated exporters of every tenant get 401');
      expect(created.out).not.toContain('TH_WARN');
      const token = /token: (\S+)/.exec(created.out)![1]!;

      // Only the first one shuts the door: no warning for the second.
      const second = await cli(server.dataDir, 'tokens', 'create', '--kind', 'ingest', '--label', 'billing');
      expect(second.code, second.err).toBe(0);
      expect(second.err).not.toContain('TH_WARN');

      // A burst of 50 refused exports: no header, a wrong token, a non-bearer scheme, on both transports.
      const http = await Promise.all(Array.from({ length: 25 }, (_, i) => httpExport(server.otlpHttp, [undefined, `Bearer ${WRONG}`, `Basic ${WRONG}`][i % 3])));
      const grpcCodes = await Promise.all(Array.from({ length: 25 }, (_, i) => grpcExport(client, i % 2 ? `Bearer ${WRONG}` : undefined)));
      expect(new Set(http)).toEqual(new Set([401]));
      expect(new Set(grpcCodes)).toEqual(new Set([grpc.status.UNAUTHENTICATED]));
      // Control: the token the CLI printed is accepted on both.
      expect(await httpExport(server.otlpHttp, `Bearer ${token}`)).toBe(200);
      expect(await grpcExport(client, `Bearer ${token}`)).toBe(grpc.status.OK);

      const metrics = await (await fetch(`${server.api}/metrics`, { headers: { authorization: `Bearer ${ADMIN_TOKEN}` } })).text();
      expect(metrics).toContain('tracehold_otlp_exports_total{transport="http",outcome="unauthenticated"} 25');
      expect(metrics).toContain('tracehold_otlp_exports_total{transport="grpc",outcome="unauthenticated"} 25');

      expect(refusalLines(server.output())).toHaveLength(1);
      expect(summaryLines(server.output())).toHaveLength(0);
    } finally {
      client.close();
      await server.stop();
    }
    // The rest of the burst is reported once, at shutdown.
    const summaries = summaryLines(server.output());
    expect(summaries).toHaveLength(1);
    const summary = JSON.parse(summaries[0]!) as { refused: number; http: number; grpc: number; withHeader: number; withoutHeader: number };
    expect(summary.refused).toBe(49);
    expect(summary.http + summary.grpc).toBe(49);
    // 28 of the 50 carried a header (16 HTTP, 12 gRPC); the first refusal, logged on its own, is either kind.
    expect([27, 28]).toContain(summary.withHeader);
    expect(summary.withHeader + summary.withoutHeader).toBe(49);
    expect(refusalLines(server.output())).toHaveLength(1);
    const output = server.output();
    for (const secret of [WRONG, createHash('sha256').update(WRONG).digest('hex')]) expect(output).not.toContain(secret);
  }, 120_000);

  it('offline: the CLI warns on the data dir too, when the first ingest token is created and when the last is revoked', async () => {
    const dataDir = makeDataDir();
    expect((await cli(dataDir, 'tenants', 'create', 'acme')).code).toBe(0);
    const first = await cli(dataDir, 'tokens', 'create', '--tenant', 'acme', '--kind', 'ingest');
    expect(first.code, first.err).toBe(0);
    expect(first.err).toContain('warning TH_WARN_INGEST_AUTH_NOW_REQUIRED');
    expect(first.err).toContain('every OTLP exporter must send Authorization: Bearer <ingest token>');
    const firstId = /token (tok_[0-9a-f]+)/.exec(first.out)![1]!;
    const second = await cli(dataDir, 'tokens', 'create', '--tenant', 'acme', '--kind', 'ingest');
    expect(second.err).not.toContain('TH_WARN');
    const secondId = /token (tok_[0-9a-f]+)/.exec(second.out)![1]!;

    expect((await cli(dataDir, 'tokens', 'revoke', firstId)).err).not.toContain('TH_WARN');
    const last = await cli(dataDir, 'tokens', 'revoke', secondId);
    expect(last.code, last.err).toBe(0);
    expect(last.err).toContain('warning TH_WARN_INGEST_AUTH_NO_LONGER_REQUIRED');
  }, 120_000);
});

/**
 * TLS for OTLP and the query API from certificate files, with client-certificate authentication for
 * OTLP (mutual TLS): the real SDK exporters with a client certificate are accepted; without one the
 * handshake is refused; plain HTTP to the TLS port gets nothing.
 */
import { request } from 'node:https';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as grpc from '@grpc/grpc-js';
import { BasicTracerProvider, SimpleSpanProcessor } from '@opentelemetry/sdk-trace-base';
import { OTLPTraceExporter as ProtoExporter } from '@opentelemetry/exporter-trace-otlp-proto';
import { OTLPTraceExporter as GrpcExporter } from '@opentelemetry/exporter-trace-otlp-grpc';
import { encodeProtobufTraces } from '../support/otlp/encode-traces.ts';
import { generateTrace } from '../support/generate-traces.ts';
import { ADMIN_TOKEN, startAllInOne, type AllInOneProcess } from '../support/all-in-one-process.ts';
import { makeTestCerts, type TestCerts } from '../support/tls-certs.ts';

function httpsRequest(url: string, opts: { ca: Buffer; cert?: Buffer; key?: Buffer; method?: string; headers?: Record<string, string>; body?: Uint8Array }) {
  return new Promise<{ status: number; body: string }>((resolve, reject) => {
    const req = request(url, { method: opts.method ?? 'GET', ca: opts.ca, cert: opts.cert, key: opts.key, headers: opts.headers }, (res) => {
      let body = '';
      res.on('data', (d: Buffer) => (body += d.toString()));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
    });
    req.on('error', reject);
    if (opts.body) req.write(opts.body);
    req.end();
  });
}

async function exportWith(exporter: ProtoExporter | GrpcExporter): Promise<string> {
  const provider = new BasicTracerProvider({ spanProcessors: [new SimpleSpanProcessor(exporter)] });
  const span = provider.getTracer('tls-test').startSpan('tls span');
  const traceId = span.spanContext().traceId;
  span.end();
  await provider.forceFlush();
  await provider.shutdown();
  return traceId;
}

describe('TLS and mutual TLS', () => {
  let certs: TestCerts;
  let server: AllInOneProcess;
  beforeAll(async () => {
    certs = makeTestCerts();
    server = await startAllInOne({
      env: { TRACEHOLD_TLS_CERT_FILE: certs.serverCertFile, TRACEHOLD_TLS_KEY_FILE: certs.serverKeyFile, TRACEHOLD_OTLP_CLIENT_CA_FILE: certs.caFile },
    });
  }, 120_000);
  afterAll(async () => {
    await server?.stop();
  });

  it('serves HTTPS and OTLP over TLS, and the banner says so', () => {
    expect(server.otlpHttp).toMatch(/^https:\/\//);
    expect(server.api).toMatch(/^https:\/\//);
  });

  it('accepts the real proto and gRPC exporters presenting a client certificate', async () => {
    const viaHttp = await exportWith(new ProtoExporter({ url: `${server.otlpHttp}/v1/traces`, httpAgentOptions: { ca: certs.ca, cert: certs.clientCert, key: certs.clientKey } }));
    const viaGrpc = await exportWith(
      new GrpcExporter({ url: `https://${server.otlpGrpc}`, credentials: grpc.credentials.createSsl(certs.ca, certs.clientKey, certs.clientCert) }),
    );
    for (const traceId of [viaHttp, viaGrpc]) {
      let status = 0;
      for (let i = 0; i < 100 && status !== 200; i++) {
        status = (await httpsRequest(`${server.api}/v1/traces/${traceId}`, { ca: certs.ca, headers: { authorization: `Bearer ${ADMIN_TOKEN}` } })).status;
        if (status !== 200) await new Promise((r) => setTimeout(r, 100));
      }
      expect(status, traceId).toBe(200);
    }
  }, 60_000);

  it('refuses an OTLP client without a certificate at the handshake', async () => {
    const body = encodeProtobufTraces(generateTrace({ spans: 4, contentBytes: 64 }).spans);
    await expect(
      httpsRequest(`${server.otlpHttp}/v1/traces`, { ca: certs.ca, method: 'POST', headers: { 'content-type': 'application/x-protobuf' }, body }),
    ).rejects.toThrow();
    const client = new grpc.Client(server.otlpGrpc, grpc.credentials.createSsl(certs.ca));
    const err = await new Promise<grpc.ServiceError | null>((resolve) =>
      client.makeUnaryRequest('/opentelemetry.proto.collector.trace.v1.TraceService/Export', (b: Buffer) => b, (b: Buffer) => b, Buffer.from(body), (e) => resolve(e)),
    );
    expect(err?.code).toBe(grpc.status.UNAVAILABLE);
    client.close();
  });

  it('gives nothing to plain HTTP on a TLS port', async () => {
    const plain = server.otlpHttp.replace('https://', 'http://');
    await expect(fetch(`${plain}/v1/traces`, { method: 'POST', body: 'x' })).rejects.toThrow();
  });
});

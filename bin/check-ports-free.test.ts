import { createServer, type Server } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { checkPortsFree, PortUnavailableError } from './check-ports-free.ts';

const held: Server[] = [];
afterEach(async () => {
  for (const s of held.splice(0)) await new Promise((r) => s.close(r));
});

async function holdPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen({ host: '127.0.0.1', port: 0 }, resolve));
  held.push(server);
  return (server.address() as { port: number }).port;
}

async function freePort(): Promise<number> {
  const port = await holdPort();
  await new Promise((r) => held.pop()!.close(r));
  return port;
}

const grpc = (port: number) => ({ name: 'OTLP/gRPC', host: '127.0.0.1', port, envVar: 'TRACEHOLD_OTLP_GRPC_PORT', yamlKey: 'otlpGrpcPort' });
const http = (port: number) => ({ name: 'OTLP/HTTP', host: '127.0.0.1', port, envVar: 'TRACEHOLD_OTLP_HTTP_PORT', yamlKey: 'otlpHttpPort' });

describe('checkPortsFree', () => {
  it('passes for free ports and for port 0, and leaves the ports free', async () => {
    const port = await freePort();
    await expect(checkPortsFree([grpc(port), http(0)])).resolves.toBeUndefined();
    // Still bindable: the check released what it bound.
    const again = createServer();
    await new Promise<void>((resolve, reject) => again.once('error', reject).listen({ host: '127.0.0.1', port }, resolve));
    await new Promise((r) => again.close(r));
  });

  it('names a taken port, what it is for and the setting that moves it', async () => {
    const taken = await holdPort();
    const error = await checkPortsFree([grpc(0), http(taken)]).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(PortUnavailableError);
    expect((error as PortUnavailableError).code).toBe('TH_ERR_PORT_UNAVAILABLE');
    expect((error as Error).message).toContain(`OTLP/HTTP port 127.0.0.1:${taken} is in use by another process`);
    expect((error as Error).message).toContain('TRACEHOLD_OTLP_HTTP_PORT (yaml: otlpHttpPort');
    expect((error as Error).message).not.toContain('OTLP/gRPC');
  });

  it('reports two listeners configured on the same port', async () => {
    const port = await freePort();
    await expect(checkPortsFree([grpc(port), http(port)])).rejects.toThrow(
      `OTLP/gRPC (TRACEHOLD_OTLP_GRPC_PORT) and OTLP/HTTP (TRACEHOLD_OTLP_HTTP_PORT) are both set to port ${port}`,
    );
  });
});

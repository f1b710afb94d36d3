import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { healthRoutes } from '../query-api/routes/health.ts';
import { createReadiness } from './readiness.ts';

/** /readyz as the all-in-one wires it: the components the readiness registry holds, plus ClickHouse. */
async function app(clickhouseUp: () => boolean) {
  const readiness = createReadiness();
  const server = Fastify();
  await server.register(healthRoutes({ checkReady: async () => [...readiness.pending(), ...(clickhouseUp() ? [] : ['clickhouse'])] }));
  const readyz = async () => {
    const res = await server.inject({ method: 'GET', url: '/readyz' });
    return { status: res.statusCode, body: res.json() as { status: string; components?: string[] } };
  };
  return { readiness, readyz, server };
}

describe('readiness', () => {
  it('is 503 naming "otlp" until the receivers listen, then 200', async () => {
    const { readiness, readyz, server } = await app(() => true);
    readiness.notReady('otlp');
    expect(await readyz()).toEqual({ status: 503, body: { status: 'not_ready', components: ['otlp'] } });
    readiness.ready('otlp');
    expect(await readyz()).toEqual({ status: 200, body: { status: 'ready' } });
    await server.close();
  });

  it('reports every component that is not ready, and "stopping" once shutdown began', async () => {
    let clickhouseUp = false;
    const { readiness, readyz, server } = await app(() => clickhouseUp);
    readiness.notReady('otlp');
    readiness.notReady('otlp');
    expect((await readyz()).body.components).toEqual(['otlp', 'clickhouse']);
    readiness.ready('otlp');
    clickhouseUp = true;
    expect((await readyz()).status).toBe(200);
    readiness.notReady('stopping');
    expect(await readyz()).toEqual({ status: 503, body: { status: 'not_ready', components: ['stopping'] } });
    await server.close();
  });
});

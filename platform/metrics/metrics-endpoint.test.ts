/**
 * The roles' GET /metrics endpoint over real HTTP: a token for the metrics, none for the probes, readiness as the
 * process reports it, and a collection that fails answered retryable without its error's text.
 */
import pino from 'pino';
import { afterEach, describe, expect, it } from 'vitest';
import { createMetricsEndpoint, type MetricsEndpoint } from './metrics-endpoint.ts';

const TOKEN = 'thq_metrics-endpoint-test-token';
let endpoint: MetricsEndpoint | null = null;

afterEach(async () => {
  await endpoint?.shutdown();
  endpoint = null;
});

async function start(opts: { collect?: () => Promise<{ contentType: string; body: string }>; notReady?: () => string[] }): Promise<{ url: string; lines: string[] }> {
  const lines: string[] = [];
  const logger = pino({ level: 'info' }, { write: (line: string) => void lines.push(line) });
  endpoint = createMetricsEndpoint(
    {
      logger,
      component: 'ingest',
      verifyToken: async (t) => (t === TOKEN ? { tenant: 'default' } : null),
      collect: opts.collect ?? (async () => ({ contentType: 'text/plain; version=0.0.4', body: 'tracehold_ingest_buffered_traces 3\n' })),
      notReady: opts.notReady,
    },
    { host: '127.0.0.1', port: 0 },
  );
  const { url } = await endpoint.start();
  return { url: url.replace(/\/metrics$/, ''), lines };
}

async function get(url: string, token?: string): Promise<{ status: number; body: string; headers: Headers }> {
  const res = await fetch(url, { headers: token ? { authorization: `Bearer ${token}` } : {} });
  return { status: res.status, body: await res.text(), headers: res.headers };
}

describe('metrics endpoint of tracehold collector / ingest', () => {
  it('serves the metrics with an API token only; the probes without one; anything else is 404', async () => {
    const { url } = await start({});
    expect(await get(`${url}/metrics`, TOKEN)).toMatchObject({ status: 200, body: 'tracehold_ingest_buffered_traces 3\n' });
    for (const token of [undefined, 'thq_wrong']) {
      const res = await get(`${url}/metrics`, token);
      expect(res.status).toBe(401);
      expect(res.headers.get('www-authenticate')).toBe('Bearer');
      expect(res.body).not.toContain('tracehold_');
    }
    expect(await get(`${url}/healthz`)).toMatchObject({ status: 200, body: '{"status":"ok"}' });
    expect(await get(`${url}/readyz`)).toMatchObject({ status: 200, body: '{"status":"ready"}' });
    const other = await get(`${url}/v1/traces`, TOKEN);
    expect(other.status).toBe(404);
    expect(JSON.parse(other.body).error.code).toBe('TH_ERR_API_NOT_FOUND');
  });

  it('/readyz follows the process: 503 with the components not ready, 200 once none is left', async () => {
    let pending = ['stopping'];
    const { url } = await start({ notReady: () => pending });
    expect(await get(`${url}/readyz`)).toMatchObject({ status: 503, body: '{"status":"not_ready","components":["stopping"]}' });
    // Liveness is not readiness: the process still answers.
    expect((await get(`${url}/healthz`)).status).toBe(200);
    pending = [];
    expect((await get(`${url}/readyz`)).status).toBe(200);
  });

  it('a collection that fails is 503 TH_ERR_METRICS_UNAVAILABLE with Retry-After, and its error text goes nowhere', async () => {
    const { url, lines } = await start({
      collect: async () => {
        throw new Error('secret detail customer-4711@mail.example');
      },
    });
    const res = await get(`${url}/metrics`, TOKEN);
    expect(res.status).toBe(503);
    expect(res.headers.get('retry-after')).toBe('1');
    expect(JSON.parse(res.body).error.code).toBe('TH_ERR_METRICS_UNAVAILABLE');
    expect(res.body).not.toContain('customer-4711');
    expect(lines.join('')).toContain('ingest metrics: collection failed');
    expect(lines.join('')).not.toContain('customer-4711');
  });
});

/**
 * `GET /metrics` (Prometheus text format) of the roles that have no query API: `tracehold collector` on
 * `collector.metricsPort`, `tracehold ingest` on `ingest.metricsPort`, `tracehold retention` on
 * `retention.metricsPort`. Without it their admission refusals, step timings, export outcomes, consumer membership,
 * lag, ClickHouse writes and retention passes would be counted and never seen. In a
 * collector cluster (bin/collector-cluster.ts) the primary serves it and sums the collector processes' metrics
 * (prom-client's AggregatorRegistry over the cluster's IPC channel): one scrape target per machine, like the OTLP
 * ports.
 *
 * Like the query API's `/metrics`, it needs a valid API token (`Authorization: Bearer …`, any role), checked
 * against the shared token store; labels never carry span values. Bound to `bind` (loopback by default), over
 * TLS when `tls.certFile` is set. `GET /healthz` and `GET /readyz` answer without a token, as the query API's do
 * (probes of an orchestrator). Anything else is 404; a collection that fails (a collector process
 * that does not answer within 5 s) is 503 TH_ERR_METRICS_UNAVAILABLE with Retry-After.
 */
import { readFileSync } from 'node:fs';
import http from 'node:http';
import https from 'node:https';
import type { AddressInfo } from 'node:net';
import type { Logger } from 'pino';
import type { TraceholdConfig } from '../../schemas/config.ts';
import { createTokenStore } from '../auth/token-store.ts';
import { bearerToken } from '../auth/bearer.ts';

export interface MetricsEndpointDeps {
  logger: Logger;
  /** Whose metrics, for log lines: `collector`, `ingest`. */
  component: string;
  /** The principal of a bearer token, or null when it is not a valid API token. */
  verifyToken: (token: string) => Promise<unknown>;
  /** The metrics to serve, collected per scrape. */
  collect: () => Promise<{ contentType: string; body: string }>;
  /** What GET /readyz reports: the components that cannot serve (empty = ready); default always ready. */
  notReady?: () => string[];
}

export interface MetricsEndpointConfig {
  host: string;
  port: number;
  tls?: { cert: Buffer; key: Buffer };
}

export interface MetricsEndpoint {
  start(): Promise<{ url: string }>;
  shutdown(): Promise<void>;
}

function answer(res: http.ServerResponse, status: number, code: string, message: string, headers: Record<string, string> = {}): void {
  const body = JSON.stringify({ error: { code, message } });
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', 'content-length': Buffer.byteLength(body), ...headers });
  res.end(body);
}

export function createMetricsEndpoint(deps: MetricsEndpointDeps, config: MetricsEndpointConfig): MetricsEndpoint {
  const { logger } = deps;
  const handler = (req: http.IncomingMessage, res: http.ServerResponse): void => {
    void (async () => {
      const path = (req.url ?? '').split('?', 1)[0];
      // Probes, without a token as on the query API: /healthz (the process answers), /readyz (it serves).
      if ((path === '/healthz' || path === '/readyz') && (req.method === 'GET' || req.method === 'HEAD')) {
        const pending = path === '/readyz' ? (deps.notReady?.() ?? []) : [];
        const body = JSON.stringify(pending.length ? { status: 'not_ready', components: pending } : { status: path === '/healthz' ? 'ok' : 'ready' });
        res.writeHead(pending.length ? 503 : 200, { 'content-type': 'application/json; charset=utf-8', 'content-length': Buffer.byteLength(body) });
        res.end(req.method === 'HEAD' ? undefined : body);
        return;
      }
      if (path !== '/metrics' || (req.method !== 'GET' && req.method !== 'HEAD')) return answer(res, 404, 'TH_ERR_API_NOT_FOUND', 'only GET /metrics, /healthz and /readyz are served here');
      const token = bearerToken(req.headers.authorization);
      const principal = token ? await deps.verifyToken(token).catch(() => null) : null;
      if (!principal) return answer(res, 401, 'TH_ERR_API_UNAUTHENTICATED', 'a valid API token is required (Authorization: Bearer …)', { 'www-authenticate': 'Bearer' });
      let metrics: { contentType: string; body: string };
      try {
        metrics = await deps.collect();
      } catch (err) {
        logger.warn({ errName: (err as Error).name }, `${deps.component} metrics: collection failed`);
        return answer(res, 503, 'TH_ERR_METRICS_UNAVAILABLE', 'the metrics could not be collected in time (a collector process did not answer); try again', { 'retry-after': '1' });
      }
      res.writeHead(200, { 'content-type': metrics.contentType, 'content-length': Buffer.byteLength(metrics.body) });
      res.end(req.method === 'HEAD' ? undefined : metrics.body);
    })().catch((err: Error) => {
      logger.error({ errName: err.name }, `${deps.component} metrics: request failed`);
      if (!res.headersSent) answer(res, 500, 'TH_ERR_API_INTERNAL', 'internal error');
      else res.destroy();
    });
  };
  const server = config.tls ? https.createServer({ cert: config.tls.cert, key: config.tls.key }, handler) : http.createServer(handler);
  // Scrapes are small and periodic: a short bound on an idle or slow connection.
  server.headersTimeout = 10_000;
  server.requestTimeout = 30_000;
  return {
    start() {
      return new Promise((resolve, reject) => {
        server.once('error', reject);
        server.listen(config.port, config.host, () => {
          server.off('error', reject);
          const { port } = server.address() as AddressInfo;
          logger.info({ host: config.host, port }, `${deps.component} metrics endpoint listening`);
          resolve({ url: `${config.tls ? 'https' : 'http'}://${config.host}:${port}/metrics` });
        });
      });
    },
    async shutdown() {
      if (!server.listening) return;
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      });
    },
  };
}

/**
 * The endpoint as a role runs it (`tracehold collector` — one process, or a cluster's primary — on
 * `collector.metricsPort`; `tracehold ingest` on `ingest.metricsPort`): `bind`, `tls`, and the API tokens of the
 * data directory's token store.
 */
export async function startMetricsEndpoint(
  config: TraceholdConfig,
  logger: Logger,
  component: 'collector' | 'ingest' | 'retention',
  collect: () => Promise<{ contentType: string; body: string }>,
  notReady?: () => string[],
): Promise<{ url: string; shutdown(): Promise<void> }> {
  const tokens = createTokenStore({ dataDir: config.dataDir });
  const tls = config.tls.certFile ? { cert: readFileSync(config.tls.certFile), key: readFileSync(config.tls.keyFile!) } : undefined;
  const port = { collector: config.collector.metricsPort, ingest: config.ingest.metricsPort, retention: config.retention.metricsPort }[component];
  const endpoint = createMetricsEndpoint({ logger, component, verifyToken: (t) => tokens.verify(t), collect, notReady }, { host: config.bind, port, tls });
  const { url } = await endpoint.start();
  return { url, shutdown: () => endpoint.shutdown() };
}

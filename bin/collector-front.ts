/**
 * The collector's OTLP front: both receivers (gRPC and HTTP) with ingest authentication, one admission and TLS,
 * started the same way whether they hand exports to the pipeline in this process (`startCollector`,
 * bin/components.ts) or pass them to the collector processes (`startDispatchingFront`: the primary of
 * `tracehold collector` with `collector.balance: request`, bin/export-dispatch.ts).
 */
import { readFileSync } from 'node:fs';
import type { Logger } from 'pino';
import type { TraceholdConfig } from '../schemas/config.ts';
import type { Metrics } from '../platform/metrics/create-metrics.ts';
import { createTokenStore } from '../platform/auth/token-store.ts';
import { isLoopback } from '../platform/config/load-config.ts';
import { createIngestAuthenticator } from '../collector/ingest-auth.ts';
import { createAdmission } from '../collector/receivers/admission.ts';
import type { ExportDispatch, ExportHandlers } from '../collector/receivers/export-handler.ts';
import { createOtlpGrpcReceiver } from '../collector/receivers/otlp-grpc.ts';
import { createOtlpHttpReceiver } from '../collector/receivers/otlp-http.ts';
import { startFleetMetrics, type PrimaryFrontStarter } from './collector-cluster.ts';
import { createExportDispatcher, type ExportDispatcher } from './export-dispatch.ts';

export interface FrontContext {
  config: TraceholdConfig;
  logger: Logger;
  metrics: Metrics;
  /** Run in reverse order on shutdown. */
  stoppers: Array<() => Promise<void>>;
}

/**
 * Starts both receivers. `handling`: the pipeline's entry points, or a dispatch to other processes. On shutdown
 * the receivers close (HTTP waits for the exports it is answering), then `afterClose` runs (e.g. the pipeline's
 * drain). Returns the addresses for the banner.
 */
export async function startReceivers(
  ctx: FrontContext,
  handling: ExportHandlers | { dispatch: ExportDispatch },
  afterClose?: () => Promise<void>,
): Promise<{ otlpGrpc: string; otlpHttp: string }> {
  const { config, logger, metrics, stoppers } = ctx;
  // Refusals are counted and logged (rate-limited) per transport: each receiver gets its own authenticate.
  const ingestAuth = createIngestAuthenticator(
    { logger, metrics, store: createTokenStore({ dataDir: config.dataDir }) },
    { tokens: config.ingestTokens, defaultTenant: config.defaultTenant, allowUnauthenticated: isLoopback(config.bind) },
  );
  stoppers.push(async () => ingestAuth.shutdown());
  // One admission for both receivers: the slots bound the exports this process reads and processes (or passes on) at once.
  const admission = createAdmission({ logger, metrics }, { ...config.limits.admission, retryAfterMs: 1000 });
  const receiverDeps = { logger, admission, ...handling };
  const tls = config.tls.certFile
    ? {
        cert: readFileSync(config.tls.certFile),
        key: readFileSync(config.tls.keyFile!),
        clientCa: config.tls.otlpClientCaFile ? readFileSync(config.tls.otlpClientCaFile) : undefined,
      }
    : undefined;
  const limits = { maxBodyBytes: config.limits.maxBodyBytes, maxAnyValueDepth: config.limits.maxAnyValueDepth, maxConnections: config.limits.maxConnections, tls };
  const grpc = createOtlpGrpcReceiver({ ...receiverDeps, authenticate: ingestAuth.forTransport('grpc') }, { host: config.bind, port: config.otlpGrpcPort, ...limits });
  const grpcBound = await grpc.start();
  stoppers.push(() => grpc.shutdown());
  const http = createOtlpHttpReceiver({ ...receiverDeps, authenticate: ingestAuth.forTransport('http') }, { host: config.bind, port: config.otlpHttpPort, ...limits });
  const httpBound = await http.start();
  stoppers.push(async () => {
    await http.shutdown();
    await afterClose?.();
  });
  return { otlpGrpc: `${config.bind}:${grpcBound.port}`, otlpHttp: `${tls ? 'https' : 'http'}://${config.bind}:${httpBound.port}` };
}

/**
 * The front of `tracehold collector`'s primary with `collector.balance: request`: the receivers (authentication,
 * admission, TLS, reading the body) hand each export to the collector process with the fewest in flight
 * (bin/export-dispatch.ts), and GET /metrics serves the primary's own registry (receivers, admission, ingest
 * authentication) summed with the processes' (the pipeline).
 */
export function startDispatchingFront(config: TraceholdConfig): PrimaryFrontStarter {
  let dispatcher: ExportDispatcher | null = null;
  return {
    onMessage: (worker, message) => void dispatcher?.onMessage(worker, message),
    onExit: (worker) => dispatcher?.onExit(worker),
    async start(fleet) {
      const [{ createLogger }, { createMetrics }] = await Promise.all([import('../platform/logger.ts'), import('../platform/metrics/create-metrics.ts')]);
      const logger = createLogger(config.logLevel);
      const ctx: FrontContext = { config, logger, metrics: createMetrics(), stoppers: [] };
      const shutdown = async (): Promise<void> => {
        for (const stop of ctx.stoppers.reverse()) {
          try {
            await stop();
          } catch {
            // each part stops on its own; one failing does not keep the others open
          }
        }
        ctx.stoppers.length = 0;
      };
      try {
        dispatcher = createExportDispatcher(() => fleet.workers());
        const endpoint = await startFleetMetrics(config, logger, fleet, ctx.metrics.registry);
        ctx.stoppers.push(() => endpoint.shutdown());
        const otlp = await startReceivers(ctx, { dispatch: dispatcher.dispatch });
        return { metricsUrl: endpoint.url, otlp, shutdown };
      } catch (err) {
        await shutdown();
        throw err;
      }
    },
  };
}

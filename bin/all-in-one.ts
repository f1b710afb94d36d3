import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { TraceholdConfig } from '../schemas/config.ts';
import { createLogger } from '../platform/logger.ts';
import { createKeyring } from '../platform/keys/keyring.ts';
import { createLocalDiskContentStore } from '../platform/content-store/local-disk.ts';
import { createLocalLog } from '../platform/bus/local-log.ts';
import { createClickHouse } from '../platform/clickhouse/create-clickhouse.ts';
import { migrate } from '../platform/clickhouse/migrate.ts';
import { createIngestWorker, DEFAULT_INGEST_WORKER_CONFIG } from '../ingest/ingest-worker.ts';
import { createTokenStore } from '../query-api/auth/token-store.ts';
import { buildApp } from '../query-api/app.ts';
import { createExportPipeline } from '../collector/export-pipeline.ts';
import { createExtractLlmContent } from '../collector/processors/extract-llm-content.ts';
import { createIngestAuthenticator } from '../collector/ingest-auth.ts';
import { createOtlpHttpReceiver } from '../collector/receivers/otlp-http.ts';
import { createOtlpGrpcReceiver } from '../collector/receivers/otlp-grpc.ts';
import { createMetrics } from '../platform/metrics/create-metrics.ts';
import { createRedactSpans } from '../collector/processors/redact-spans.ts';

export interface RunningAllInOne {
  endpoints: { otlpGrpc: string; otlpHttp: string; api: string };
  shutdown(): Promise<void>;
}

/**
 * Starts the all-in-one: content store, local durable log, embedded ClickHouse (or a server by URL),
 * ingest, query API and both OTLP receivers, in the order that lets each depend on the previous.
 * Receivers start last so nothing is acknowledged before the whole path is up.
 */
export async function startAllInOne(config: TraceholdConfig): Promise<RunningAllInOne> {
  const logger = createLogger(config.logLevel);
  const metrics = createMetrics();
  mkdirSync(config.dataDir, { recursive: true, mode: 0o700 });
  const stoppers: Array<() => Promise<void>> = [];
  const stopAll = async () => {
    for (const stop of stoppers.reverse()) {
      try {
        await stop();
      } catch (err) {
        logger.error({ errName: (err as Error).name, code: (err as { code?: string }).code }, 'error during shutdown');
      }
    }
    stoppers.length = 0;
  };

  try {
    const keyring = createKeyring({ logger }, { dir: path.join(config.dataDir, 'keys'), masterKeyBase64: config.masterKey });
    await keyring.start();
    stoppers.push(() => keyring.shutdown());
    const contentStore = createLocalDiskContentStore({ logger, keyring }, { dir: path.join(config.dataDir, 'content') });
    await contentStore.start();
    stoppers.push(() => contentStore.shutdown());

    const bus = createLocalLog(
      { logger },
      { dir: path.join(config.dataDir, 'bus'), maxSegmentBytes: config.bus.maxSegmentBytes, maxTotalBytes: config.bus.maxTotalBytes },
    );
    await bus.start();
    stoppers.push(() => bus.shutdown());

    const clickhouse = createClickHouse(config);
    stoppers.push(() => clickhouse.close());
    await migrate(clickhouse, logger);

    const extract = createExtractLlmContent({ contentStore }, { enabled: config.content.extract });
    const redact = createRedactSpans({ tenantRefKey: async (tenant) => (await keyring.tenantKeys(tenant)).refKey, metrics }, config.redaction);
    const pipeline = createExportPipeline(
      { logger, producer: bus.producer(), extract, redact, metrics },
      { maxInflightExports: config.limits.maxInflightExports, retryAfterMs: 1000 },
    );

    const ingest = createIngestWorker(
      { logger, bus, clickhouse, metrics, busEndOffset: () => pipeline.stats().busEndOffset },
      { ...DEFAULT_INGEST_WORKER_CONFIG, maxBatchRows: config.ingest.maxBatchRows, flushIntervalMs: config.ingest.flushIntervalMs, sampling: config.tailSampling },
    );
    await ingest.start();
    stoppers.push(async () => {
      // Flush: everything acknowledged so far reaches ClickHouse before we stop (bounded wait).
      const drained = await ingest.drain(15_000);
      if (!drained) logger.warn({}, 'ingest did not drain within 15 s; the rest stays on the bus for the next start');
      await ingest.shutdown();
    });

    const tokens = createTokenStore({ dataDir: config.dataDir });
    const admin = await tokens.ensureAdminToken(config.defaultTenant, config.adminToken);

    const api = await buildApp({
      logger,
      clickhouse,
      tokens,
      metricsRegistry: metrics.registry,
      async checkReady() {
        const down: string[] = [];
        const ping = await clickhouse.client.ping().catch(() => ({ success: false }));
        if (!ping.success) down.push('clickhouse');
        return down;
      },
    });
    await api.listen({ host: config.bind, port: config.apiPort });
    stoppers.push(() => api.close());
    const apiAddress = api.server.address();
    const apiPort = typeof apiAddress === 'object' && apiAddress ? apiAddress.port : config.apiPort;

    const authenticate = createIngestAuthenticator(config.ingestTokens, config.defaultTenant);
    const receiverDeps = { logger, authenticate, handleExport: pipeline.handleExport };
    const receiverLimits = { maxBodyBytes: config.limits.maxBodyBytes, maxAnyValueDepth: config.limits.maxAnyValueDepth };
    const grpc = createOtlpGrpcReceiver(receiverDeps, { host: config.bind, port: config.otlpGrpcPort, ...receiverLimits });
    const grpcBound = await grpc.start();
    stoppers.push(() => grpc.shutdown());
    const http = createOtlpHttpReceiver(receiverDeps, { host: config.bind, port: config.otlpHttpPort, ...receiverLimits });
    const httpBound = await http.start();
    stoppers.push(async () => {
      await http.shutdown();
      await pipeline.idle(10_000);
    });

    const endpoints = {
      otlpGrpc: `${config.bind}:${grpcBound.port}`,
      otlpHttp: `http://${config.bind}:${httpBound.port}`,
      api: `http://${config.bind}:${apiPort}`,
    };
    const lines = [
      'Tracehold all-in-one is running',
      `  OTLP/gRPC   ${endpoints.otlpGrpc}`,
      `  OTLP/HTTP   ${endpoints.otlpHttp}/v1/traces`,
      `  query API   ${endpoints.api}`,
      `  data        ${config.dataDir}`,
      `  ClickHouse  ${clickhouse.mode === 'embedded' ? 'embedded (chDB)' : 'server'}`,
      config.ingestTokens.length
        ? `  ingest      bearer tokens required (${config.ingestTokens.length} configured)`
        : `  ingest      NO ingest token configured: unauthenticated OTLP on loopback is accepted into tenant "${config.defaultTenant}"`,
    ];
    if (!config.redaction.enabled) lines.push('  WARNING     redaction is OFF: personal data and SQL literals are stored as sent (test mode)');
    if (!config.content.extract) lines.push('  WARNING     content extraction is OFF: prompts and responses are stored in spans in plaintext (test mode)');
    if (admin.created) {
      lines.push(
        `  admin token ${admin.token}`,
        `              shown once; stored hashed; a copy for local use is in ${admin.tokenFile} (mode 0600)`,
      );
    }
    process.stderr.write(lines.join('\n') + '\n');
    logger.info({ endpoints, tenant: config.defaultTenant, clickhouse: clickhouse.mode }, 'tracehold started');

    let stopped = false;
    return {
      endpoints,
      async shutdown() {
        if (stopped) return;
        stopped = true;
        logger.info({}, 'shutting down');
        await stopAll();
        logger.info({}, 'stopped');
      },
    };
  } catch (err) {
    await stopAll();
    throw err;
  }
}

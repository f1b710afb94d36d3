import cluster from 'node:cluster';
import { mkdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { repoPath } from '../platform/repo-root.ts';
import type { Logger } from 'pino';
import type { TraceholdConfig } from '../schemas/config.ts';
import type { Bus } from '../platform/bus/bus.ts';
import { createLocalLog, type LocalLog } from '../platform/bus/local-log.ts';
import { createKafkaBus, type KafkaBus, type KafkaBusDeps } from '../platform/bus/kafka-bus.ts';
import { createKeyring, type Keyring } from '../platform/keys/keyring.ts';
import { createContentStore, type ContentBackendConfig } from '../platform/content-store/create-content-store.ts';
import type { EncryptedContentStore } from '../platform/content-store/encrypted-content-store.ts';
import type { ClickHouse } from '../platform/clickhouse/create-clickhouse.ts';
import type { Store } from '../platform/store/create-store.ts';
import { registerIsolateHeapMetrics, type Metrics, type MetricsSource } from '../platform/metrics/create-metrics.ts';
import type { IngestWorker } from '../ingest/ingest-worker.ts';
import { createTokenStore } from '../platform/auth/token-store.ts';
import type { AuditSigner } from '../retention/audit/audit-signer.ts';
import type { AuditLog } from '../retention/audit/audit-log.ts';
import type { RetentionState } from '../retention/state/retention-state.ts';
import type { RetentionContext } from '../retention/worker/retention-context.ts';
import type { RetentionPasses, RetentionWorker } from '../retention/worker/retention-worker.ts';
import { createRedaction } from '../collector/redaction/redaction.ts';
import type { MetricPoint } from '../schemas/metric.ts';
import { createExportPipeline, type ExportPipeline } from '../collector/export-pipeline.ts';
import type { SpanProcessor } from '../collector/processor.ts';
import { createContentExtraction } from '../collector/processors/extract-llm-content.ts';
import { createProcessLogs } from '../collector/processors/process-logs.ts';
import type { ContentMover } from '../ingest/ingest-worker.ts';
import type { Readiness } from './readiness.ts';
import { serveMetricsToPrimary, sumMetrics, type CollectorFleet } from './collector-cluster.ts';
import type { IpcChannel } from '../platform/bus/ipc-bus.ts';
import type { MetricObjectWithValues, MetricValue } from 'prom-client';

/** The built UI (scripts/ui/build-ui.ts; `npm start` builds it first), served by the query API at `/`. */
export const UI_DIST_DIR = repoPath('ui', 'dist');

/**
 * The components of Tracehold, each started on its own so that one code path serves the all-in-one
 * (`tracehold start`: all of them in one process) and scale-out (`tracehold collector|ingest|query-api`).
 * Every starter registers its shutdown in `stoppers`, which the caller runs in reverse order.
 */
export interface ProcessContext {
  config: TraceholdConfig;
  logger: Logger;
  metrics: Metrics;
  stoppers: Array<() => Promise<void>>;
  /** What /readyz reports besides ClickHouse (e.g. "otlp" until the receivers listen). */
  readiness: Readiness;
  /** Started once per process and shared by the collector and the query API of an all-in-one. */
  content?: Promise<ContentServices>;
  /** One audit log per process, shared by the query API and the retention worker (startAuditLog). */
  audit?: Promise<AuditLog>;
  /** The audit signing key of the process (set by startAuditLog): it also signs bundle manifests. */
  auditSigner?: AuditSigner;
  /** One retention context per process (startRetention): the API's retention routes and the worker share its gate. */
  retention?: Promise<RetentionServices>;
  /** The all-in-one's collector processes, when it forked them (`collector.allInOneProcesses`): /metrics adds theirs. */
  collectorFleet?: CollectorFleet;
}

/** The process's retention context, its worker (null in a process that does not run it) and its nudge. */
export interface RetentionServices {
  context: RetentionContext;
  worker: RetentionWorker | null;
  /** Asks the worker for a pass soon; a no-op without a worker (the retention process polls). */
  nudge(): void;
}

export interface ContentServices {
  keyring: Keyring;
  contentStore: EncryptedContentStore;
}

/** The keyring and the encrypted content store, once per process. */
export function startContentStore(ctx: ProcessContext): Promise<ContentServices> {
  ctx.content ??= (async () => {
    const { config, logger, stoppers } = ctx;
    const keyring = createKeyring({ logger }, { dir: path.join(config.dataDir, 'keys'), masterKeyBase64: config.masterKey });
    await keyring.start();
    stoppers.push(() => keyring.shutdown());
    const s3 = config.content.s3;
    const backend: ContentBackendConfig =
      config.content.backend === 's3'
        ? {
            kind: 's3',
            s3: { endpoint: s3.endpoint, region: s3.region, bucket: s3.bucket, accessKeyId: s3.accessKeyId!, secretAccessKey: s3.secretAccessKey!, prefix: s3.prefix },
          }
        : { kind: 'local', dir: path.join(config.dataDir, 'content') };
    const contentStore = await createContentStore({ logger, keyring }, { backend });
    await contentStore.start();
    stoppers.push(() => contentStore.shutdown());
    return { keyring, contentStore };
  })();
  return ctx.content;
}

export function createBus(ctx: ProcessContext, hooks: Pick<KafkaBusDeps, 'onProduceRequest'> = {}): Bus {
  const { config, logger } = ctx;
  if (config.bus.kind === 'kafka') {
    const k = config.bus.kafka;
    return createKafkaBus(
      { logger, onProduceRequest: hooks.onProduceRequest },
      { brokers: k.brokers, topic: k.topic, partitions: k.partitions, replicationFactor: k.replicationFactor, clientId: k.clientId, producerLanes: k.producerLanes },
    );
  }
  return createLocalLog(
    { logger },
    { dir: path.join(config.dataDir, 'bus'), maxSegmentBytes: config.bus.maxSegmentBytes, maxTotalBytes: config.bus.maxTotalBytes },
  );
}

export async function startBus(ctx: ProcessContext): Promise<Bus> {
  // Its state on /metrics: appends by outcome; Kafka: produce round trips, consumer membership and lag; local log: disk and backlog.
  const { registerKafkaBusMetrics, registerLocalLogMetrics } = await import('../platform/metrics/bus-metrics.ts');
  let bus: Bus;
  if (ctx.config.bus.kind === 'kafka') {
    const kafkaMetrics = registerKafkaBusMetrics(ctx.metrics.registry, () => (bus as KafkaBus).stats());
    bus = createBus(ctx, { onProduceRequest: kafkaMetrics.observeProduceRequest });
  } else {
    bus = createBus(ctx);
    registerLocalLogMetrics(ctx.metrics.registry, () => (bus as LocalLog).stats());
  }
  await bus.start();
  ctx.stoppers.push(() => bus.shutdown());
  return bus;
}

export async function startClickHouse(ctx: ProcessContext): Promise<ClickHouse> {
  const [{ createClickHouse }, { migrate }] = await Promise.all([import('../platform/clickhouse/create-clickhouse.ts'), import('../platform/clickhouse/migrate.ts')]);
  const clickhouse = createClickHouse(ctx.config);
  ctx.stoppers.push(() => clickhouse.close());
  await migrate(clickhouse, ctx.logger, { cluster: ctx.config.clickhouse.cluster });
  return clickhouse;
}

export interface RunningCollector {
  pipeline: ExportPipeline;
  /** Absent in a process or thread that takes its exports from its primary (it listens on no OTLP port). */
  otlpGrpc?: string;
  otlpHttp?: string;
  /** With worker threads (`collector.balance: thread`): their registries, for this process's GET /metrics. */
  threadMetrics?: () => Promise<MetricObjectWithValues<MetricValue<string>>[][]>;
}

export interface CollectorOptions {
  /**
   * Take exports from this channel instead of listening: a collector process's IPC channel to its primary
   * (`collector.balance: request`, bin/export-dispatch.ts) or a collector thread's port (bin/collector-threads.ts).
   */
  exportsFrom?: IpcChannel & { connected?: boolean };
  /** Worker threads besides this thread that take exports too (`collector.balance: thread`); default none. */
  threads?: number;
}

/** Receivers → extraction (content store) → redaction → bus. Stateless apart from content-store writes. */
export async function startCollector(ctx: ProcessContext, bus: Bus, opts: CollectorOptions = {}): Promise<RunningCollector> {
  const { config, logger, metrics, stoppers } = ctx;
  const { keyring, contentStore } = await startContentStore(ctx);

  const extraction = createContentExtraction({ contentStore }, { enabled: config.content.extract, subjectAttributes: config.content.subjectAttributes });
  // One redaction library for every signal: one engine per tenant, shared by spans, logs and metric points.
  const redaction = createRedaction({ tenantRefKey: async (tenant: string) => (await keyring.tenantKeys(tenant)).refKey, metrics }, config.redaction);
  const processLogs = createProcessLogs({ extractCarriers: extraction.extractCarriers, redactLogs: (tenant, logs) => redaction.redactLogs(tenant, logs) });
  const redactMetrics = (tenant: string, points: MetricPoint[]) => redaction.redactMetricPoints(tenant, points);
  // The trace path's processors: content leaves the spans first, then everything that remains is redacted.
  const spanProcessors: SpanProcessor[] = [
    { name: 'extract_content', process: async (c, batch) => extraction.extractSpans(c.tenant, batch.spans, { deferDurability: true }) },
    { name: 'redact', process: (c, batch) => redaction.redactSpans(c.tenant, batch) },
  ];
  const pipeline = createExportPipeline(
    { logger, producer: bus.producer(), spanProcessors, processLogs, redactMetrics, metrics },
    { maxInflightExports: config.limits.maxInflightExports, maxInflightSpans: config.limits.maxInflightSpans, retryAfterMs: 1000, busPayloadVersion: config.bus.payloadVersion, slowExportMs: config.collector.slowExportMs },
  );
  const handlers = { handleExport: pipeline.handleExport, handleLogs: pipeline.handleLogs, handleMetrics: pipeline.handleMetrics };
  const drain = async () => {
    await pipeline.idle(10_000);
  };
  const limits = { maxAnyValueDepth: config.limits.maxAnyValueDepth };
  if (opts.exportsFrom) {
    // A collector process of `tracehold collector` with `collector.balance: request`, or a collector thread: the
    // primary (main thread) receives, this one takes the exports it hands over and listens on no OTLP port itself.
    const { serveExportsFromPrimary } = await import('./export-dispatch.ts');
    const server = serveExportsFromPrimary(opts.exportsFrom, handlers, logger, limits);
    stoppers.push(async () => {
      await server.stop(10_000);
      await drain();
    });
    return { pipeline };
  }
  const { startReceivers } = await import('./collector-front.ts');
  if (opts.threads !== undefined && opts.threads > 0) {
    // `collector.balance: thread`: the receivers hand each export to this thread's pipeline or a worker thread's.
    // On stop the receivers close first (answering what they took), then the threads and this pipeline drain.
    const { startCollectorThreads } = await import('./collector-threads.ts');
    const threads = await startCollectorThreads({
      config,
      logger,
      threads: opts.threads,
      idleStopMs: config.collector.threadIdleSeconds * 1000,
      registry: ctx.metrics.registry,
      local: handlers,
      limits,
    });
    // The process metrics describe this thread's heap; the threads report theirs, this is thread 0's in the same series.
    registerIsolateHeapMetrics(ctx.metrics.registry, 0);
    const endpoints = await startReceivers(ctx, { dispatch: threads.dispatch }, async () => {
      if (!(await threads.stop(10_000))) logger.warn({}, 'a collector thread did not stop cleanly');
      await drain();
    });
    return { pipeline, ...endpoints, threadMetrics: () => threads.collectMetrics() };
  }
  const endpoints = await startReceivers(ctx, handlers, drain);
  return { pipeline, ...endpoints };
}

/**
 * `tracehold collector`'s GET /metrics (platform/metrics/metrics-endpoint.ts). A process of a cluster only hands its
 * registry to the primary, which serves the sum (bin/collector-cluster.ts); a collector running as one
 * process serves its own. Returns the URL to print, or null in a process of a cluster.
 */
export async function startCollectorMetrics(ctx: ProcessContext, threadMetrics?: RunningCollector['threadMetrics']): Promise<string | null> {
  if (cluster.isWorker) {
    // Answers the primary's requests over the cluster's IPC channel with this process's registry.
    serveMetricsToPrimary(ctx.metrics.registry);
    return null;
  }
  return startRoleMetrics(ctx, 'collector', threadMetrics);
}

/**
 * GET /metrics of a role without a query API (`tracehold collector` as one process, `tracehold ingest`), serving
 * this process's registry on the role's metrics port, with /healthz and /readyz (this process's readiness).
 * Returns the URL to print.
 */
export async function startRoleMetrics(
  ctx: ProcessContext,
  component: 'collector' | 'ingest' | 'retention',
  /** Registries of this process's worker threads (`collector.balance: thread`), summed with this one's. */
  more?: () => Promise<MetricObjectWithValues<MetricValue<string>>[][]>,
): Promise<string> {
  const { registry } = ctx.metrics;
  const { startMetricsEndpoint } = await import('../platform/metrics/metrics-endpoint.ts');
  const endpoint = await startMetricsEndpoint(
    ctx.config,
    ctx.logger,
    component,
    async () => (more ? sumMetrics(registry, await more()) : { contentType: registry.contentType, body: await registry.metrics() }),
    () => ctx.readiness.pending(),
  );
  ctx.stoppers.push(() => endpoint.shutdown());
  return endpoint.url;
}

/**
 * The content store as ingest uses it: moving a trace's content, stored while its end user was unknown,
 * under the user's key.
 */
function contentMoverOf(store: EncryptedContentStore): ContentMover {
  return {
    async moveToSubject(tenant, subjectRef, traceId, refs) {
      return (await store.attributeManyToSubject(tenant, subjectRef, traceId, refs)).map((r) => r.status);
    },
  };
}

/** Bus consumer → ledger (100%), tail sampler, spans, trace index. */
export async function startIngest(
  ctx: ProcessContext,
  bus: Bus,
  store: Store,
  busEndOffset?: () => number,
  /** Erasures that re-ingested data must not undo (issue 10); absent = no check (tests of ingest alone). */
  retentionState?: RetentionState,
): Promise<IngestWorker> {
  const { config, logger, metrics } = ctx;
  const { loadPriceBook } = await import('../platform/pricing/load-price-book.ts');
  // Price files are read first: an invalid one stops the start (TH_ERR_PRICES_INVALID) before anything runs.
  const priceBook = loadPriceBook(config.prices);
  const versions = priceBook.versions();
  logger.info({ priceTable: versions.default, tenantPriceTables: Object.keys(versions.tenants).length }, 'price table loaded');
  const { contentStore } = await startContentStore(ctx);
  // Role-specific code is loaded by the role that runs it: a collector process does not carry ingest's or the
  // query API's modules.
  const [{ createIngestWorker, DEFAULT_INGEST_WORKER_CONFIG }, { createErasedTraces }, { createForwardHolds }] = await Promise.all([
    import('../ingest/ingest-worker.ts'),
    import('../ingest/erased-traces.ts'),
    import('../ingest/forward-holds.ts'),
  ]);
  const ingest = createIngestWorker(
    {
      logger,
      bus,
      store,
      metrics,
      busEndOffset,
      contentMover: contentMoverOf(contentStore),
      priceBook,
      erasedTraces: retentionState ? createErasedTraces({ state: retentionState, store, contentStore, metrics, logger }) : undefined,
      // Holds reach forward: traces covered by an active hold are kept whole by the tail sampler.
      forwardHolds: retentionState ? createForwardHolds({ state: retentionState, logger }) : undefined,
    },
    {
      ...DEFAULT_INGEST_WORKER_CONFIG,
      maxBatchRows: config.ingest.maxBatchRows,
      flushIntervalMs: config.ingest.flushIntervalMs,
      maxEvidenceItemsPerTrace: config.ingest.maxEvidenceItemsPerTrace,
      sampling: config.tailSampling,
    },
  );
  await ingest.start();
  const { registerIngestBufferMetrics } = await import('../platform/metrics/bus-metrics.ts');
  registerIngestBufferMetrics(metrics.registry, () => ingest.stats().sampler);
  ctx.stoppers.push(async () => {
    // Flush: decide what is buffered and write it before stopping (bounded wait); the rest stays on the bus.
    const drained = await ingest.drain(15_000);
    if (!drained) logger.warn({}, 'ingest did not drain within 15 s; the rest stays on the bus for the next start');
    await ingest.shutdown();
  });
  return ingest;
}

/** The audit log (and its signer), once per process: the query API and the retention worker append to it. */
export function startAuditLog(ctx: ProcessContext, clickhouse: ClickHouse): Promise<AuditLog> {
  ctx.audit ??= (async () => {
    const { config, logger, stoppers } = ctx;
    const [{ createAuditSigner }, { createAuditLog }] = await Promise.all([import('../retention/audit/audit-signer.ts'), import('../retention/audit/audit-log.ts')]);
    const signer = createAuditSigner({ keysDir: path.join(config.dataDir, 'keys') }, { logger });
    await signer.start();
    ctx.auditSigner = signer;
    const audit = createAuditLog({ clickhouse, logger, signer }, { dataDir: config.dataDir, ...config.audit });
    await audit.start();
    stoppers.push(() => audit.shutdown());
    return audit;
  })();
  return ctx.audit;
}

/**
 * The retention context (state, hold gate, content store, transition audit over the process's audit log),
 * once per process, and — when `runWorker` and `config.retention.worker` — the retention worker, started
 * (issue 10). The all-in-one and `tracehold retention` run the worker; `tracehold query-api` only builds the
 * context for its routes (its nudges are no-ops: the retention process polls every `intervalMs`).
 * `passes`: expiry and quota passes run after the deletions (retention/expiry, retention/quota).
 */
export function startRetention(
  ctx: ProcessContext,
  clickhouse: ClickHouse,
  store: Store,
  opts: { runWorker: boolean; passes?: RetentionPasses },
): Promise<RetentionServices> {
  ctx.retention ??= (async () => {
    const { config, logger, metrics, stoppers } = ctx;
    const audit = await startAuditLog(ctx, clickhouse);
    const { contentStore } = await startContentStore(ctx);
    const [{ createRetentionState }, { createHoldGate }, { createTransitionAudit }, { createRetentionWorker }, { runExpiry }, { runQuotas }] = await Promise.all([
      import('../retention/state/retention-state.ts'),
      import('../retention/delete/hold-gate.ts'),
      import('../retention/worker/transition-audit.ts'),
      import('../retention/worker/retention-worker.ts'),
      import('../retention/expiry/run-expiry.ts'),
      import('../retention/quota/run-quotas.ts'),
    ]);
    const context: RetentionContext = {
      clickhouse,
      store,
      state: createRetentionState(clickhouse),
      gate: createHoldGate(),
      contentStore,
      audit: createTransitionAudit(audit),
      logger,
      metrics,
      clock: { now: () => Date.now() },
    };
    if (!opts.runWorker || !config.retention.worker) return { context, worker: null, nudge: () => undefined };
    const worker = createRetentionWorker(context, config.retention, { passes: opts.passes ?? { expiry: runExpiry, quotas: runQuotas } });
    worker.start();
    // Registered after the audit log and the content store: it stops (waiting for its pass) before them.
    stoppers.push(() => worker.shutdown());
    return { context, worker, nudge: () => worker.nudge() };
  })();
  return ctx.retention;
}

/**
 * The query API (fastify) with its token store; returns the bound address. It reads the tables through
 * `store`; `clickhouse` is the same handle, for the audit log and the readiness ping.
 */
export async function startQueryApi(
  ctx: ProcessContext,
  clickhouse: ClickHouse,
  store: Store,
  retention?: RetentionServices,
): Promise<{ url: string; adminToken?: { token: string; tokenFile: string } }> {
  const { config, logger, stoppers } = ctx;
  // Started before the API's close is registered: stoppers run in reverse, so the API stops first, then
  // the audit log writes its final checkpoints.
  const audit = await startAuditLog(ctx, clickhouse);
  const { keyring, contentStore } = await startContentStore(ctx);
  const [{ createTenantStore }, { createStoreWriter }, { loadPriceBook }] = await Promise.all([
    import('../platform/auth/tenant-store.ts'),
    import('../platform/store/store-writer.ts'),
    import('../platform/pricing/load-price-book.ts'),
  ]);
  const { redactDocument: redactView } = createRedaction({ tenantRefKey: async (tenant) => (await keyring.tenantKeys(tenant)).refKey }, config.redaction);
  const tokens = createTokenStore({ dataDir: config.dataDir });
  const tenants = createTenantStore({ dataDir: config.dataDir });
  await tenants.create(config.defaultTenant, 'default tenant');
  const admin = await tokens.ensureAdminToken(config.defaultTenant, config.adminToken);
  const https = config.tls.certFile ? { key: readFileSync(config.tls.keyFile!), cert: readFileSync(config.tls.certFile) } : undefined;
  const { buildApp } = await import('../query-api/app.ts');
  const api = await buildApp({
    logger,
    store,
    tokens,
    tenants,
    operatorTenant: config.defaultTenant,
    audit,
    content: { contentStore, redactView },
    metricsRegistry: metricsOf(ctx),
    configuredIngestTokens: config.ingestTokens.length,
    retention: retention
      ? {
          context: retention.context,
          nudge: retention.nudge,
          defaults: config.retention.defaults,
          runPass: retention.worker ? () => retention.worker!.runOnce() : undefined,
        }
      : undefined,
    // Bundle exports: the routes appear once `retention` (the shared RetentionContext) is passed too.
    holdExports: ctx.auditSigner ? { signer: ctx.auditSigner, dataDir: config.dataDir } : undefined,
    replay: { clickhouse, writer: createStoreWriter({ clickhouse }), contentStore, priceBook: loadPriceBook(config.prices), config: config.replay },
    uiDir: UI_DIST_DIR,
    async checkReady() {
      const ping = await clickhouse.client.ping().catch(() => ({ success: false }));
      return [...ctx.readiness.pending(), ...(ping.success ? [] : ['clickhouse'])];
    },
  }, { bodyLimitBytes: 1024 * 1024, https });
  await api.listen({ host: config.bind, port: config.apiPort });
  stoppers.push(async () => {
    // Node closes the connections idle when close() begins; one busy then (a readiness probe, a slow query)
    // is kept alive after its answer for keepAliveTimeout (fastify: 72 s) and holds the whole shutdown. So
    // each connection is closed as soon as it goes idle.
    const sweep = setInterval(() => api.server.closeIdleConnections(), 50);
    try {
      await api.close();
    } finally {
      clearInterval(sweep);
    }
  });
  const address = api.server.address();
  const port = typeof address === 'object' && address ? address.port : config.apiPort;
  return { url: `${https ? 'https' : 'http'}://${config.bind}:${port}`, adminToken: admin.created ? { token: admin.token!, tokenFile: admin.tokenFile! } : undefined };
}

/**
 * What the query API's GET /metrics serves: this process's registry, summed with its collector processes' when the
 * all-in-one forked them (asked over the IPC channel at each scrape, like `tracehold collector`'s primary).
 */
function metricsOf(ctx: ProcessContext): MetricsSource {
  const { registry } = ctx.metrics;
  return {
    contentType: registry.contentType,
    async metrics() {
      const fleet = ctx.collectorFleet;
      if (!fleet) return registry.metrics();
      const [{ AggregatorRegistry }, own, theirs] = await Promise.all([import('prom-client'), registry.getMetricsAsJSON(), fleet.collectMetrics()]);
      return AggregatorRegistry.aggregate([own, ...theirs]).metrics();
    },
  };
}

/**
 * Creates the data directory 0700. An existing one is left as the operator made it, with a warning when
 * other users can enter it: every file inside is 0600 and every directory 0700 (see cli.ts: umask 077),
 * but the directory itself is the boundary that also covers chDB's files.
 */
export function ensureDataDir(config: TraceholdConfig, logger?: Logger): void {
  mkdirSync(config.dataDir, { recursive: true, mode: 0o700 });
  const mode = statSync(config.dataDir).mode & 0o777;
  if ((mode & 0o077) !== 0) {
    logger?.warn({ dir: config.dataDir, mode: mode.toString(8) }, 'the data directory is accessible by other users; chmod 700 it');
  }
}

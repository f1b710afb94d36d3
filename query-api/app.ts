import Fastify, { LogController, type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import type { Logger } from 'pino';
import type { Store } from '../platform/store/create-store.ts';
import { ApiError, errorBody } from './api-errors.ts';
import { classifyClickHouseError, clickHouseErrorIdentity } from '../platform/clickhouse/clickhouse-error.ts';
import { createAuthenticateHook } from './auth/authenticate.ts';
import type { TokenStore } from '../platform/auth/token-store.ts';
import type { TenantStore } from '../platform/auth/tenant-store.ts';
import { healthRoutes } from './routes/health.ts';
import { openapiRoutes } from './routes/openapi.ts';
import { whoamiRoutes } from './routes/whoami.ts';
import { traceRoutes } from './routes/traces.ts';
import { createAuditedContentReader } from './audited-content-read.ts';
import { metricsRoutes } from './routes/metrics.ts';
import { adminRoutes } from './routes/admin.ts';
import { ledgerRoutes } from './routes/ledger.ts';
import { costRoutes } from './routes/costs.ts';
import { traceSearchRoutes } from './routes/trace-search.ts';
import { contentRoutes, type ContentRouteDeps } from './routes/content.ts';
import { auditRoutes } from './routes/audit.ts';
import type { AuditLog } from '../retention/audit/audit-log.ts';
import type { AuditSink } from './audit-sink.ts';
import type { MetricsSource } from '../platform/metrics/create-metrics.ts';
import type { RetentionContext } from '../retention/worker/retention-context.ts';
import { createRetentionRequests, type RetentionDefaults } from '../retention/requests/retention-requests.ts';
import { holdRoutes } from './routes/holds.ts';
import { deletionRequestRoutes } from './routes/deletion-requests.ts';
import { retentionPolicyRoutes } from './routes/retention-policies.ts';
import type { AuditSigner } from '../retention/audit/audit-signer.ts';
import { createHoldExportJobs } from '../retention/bundle/hold-export-jobs.ts';
import { readGenerator } from '../retention/bundle/generator-version.ts';
import { holdExportRoutes } from './routes/hold-exports.ts';
import { createReplayJobs, type ReplayJobsDeps } from './replay/replay-jobs.ts';
import { replayRoutes } from './routes/replays.ts';
import { uiStaticRoutes } from './ui-static.ts';

export interface QueryApiDeps {
  logger: Logger;
  /** The stored tables; every route reads through `store.forTenant(principal.tenant)`. */
  store: Store;
  tokens: TokenStore;
  tenants?: TenantStore;
  /** Tenant whose admins manage tenants (the default tenant). */
  operatorTenant?: string;
  audit?: AuditSink & Partial<Pick<AuditLog, 'list'>>;
  /** Content reads (GET /v1/content/:ref); absent = the route does not exist. */
  content?: Omit<ContentRouteDeps, 'store' | 'audit'>;
  checkReady(): Promise<string[]>;
  /** Prometheus registry served at /metrics; absent = no /metrics route. */
  metricsRegistry?: MetricsSource;
  /** Ingest tokens in this process's configuration (they keep OTLP credentials required); default 0. */
  configuredIngestTokens?: number;
  /**
   * Retention, erasure, holds and bundle exports (issue 10): the process's shared retention context (the
   * same hold gate as its worker, when it runs one) and `nudge`, which makes the worker act on a new request
   * soon (a no-op in a process without the worker: that one polls). Absent = those routes do not exist.
   */
  retention?: {
    context: RetentionContext;
    nudge(): void;
    /** Config `retention.defaults`: the policy of tenants that never set one. */
    defaults?: RetentionDefaults;
    /** One full retention pass now (the worker's `runOnce`), where this process runs the worker. */
    runPass?(): Promise<unknown>;
  };
  /**
   * Legal-hold bundle exports (POST /v1/holds/:id/exports …): the audit signing key (signs each bundle's
   * manifest) and the data directory (bundles go to `<dataDir>/exports/<tenant>/`). The routes exist when this,
   * `retention` and `audit` are all given.
   */
  holdExports?: { signer: Pick<AuditSigner, 'keyId' | 'publicKeyPem' | 'signBytes'>; dataDir: string };
  /**
   * Distributional replay (issue 11): ClickHouse and a store writer (runs go to the ledger), the encrypted
   * content store (outputs), the price book (estimates and run costs) and config `replay`. The routes exist
   * when this, `content` and `audit` are given (the input is read through the audited content path).
   */
  replay?: Omit<ReplayJobsDeps, 'contentReader' | 'audit' | 'store' | 'logger' | 'contentStore'> & { contentStore: ReplayJobsDeps['contentStore'] };
  /**
   * The built investigation UI (issue 12, `ui/dist`), served at `/` without authentication (query-api/ui-static.ts).
   * Given but not built: `/` says how to build it. Absent = no UI routes (`/` is the API's JSON 404).
   */
  uiDir?: string;
}

export interface QueryApiConfig {
  /** Request bodies larger than this are refused (the API takes small JSON bodies only). */
  bodyLimitBytes: number;
  /** Serve HTTPS with this PEM key and certificate. */
  https?: { key: Buffer; cert: Buffer };
}

/** Builds the query API without listening (tests use app.inject()). */
export async function buildApp(deps: QueryApiDeps, config: QueryApiConfig = { bodyLimitBytes: 1024 * 1024 }): Promise<FastifyInstance> {
  const app = Fastify({
    ...(config.https ? { https: config.https } : {}),
    loggerInstance: deps.logger.child({ component: 'query-api' }) as FastifyBaseLogger,
    bodyLimit: config.bodyLimitBytes,
    // Request logs carry method, route and status only: URLs can hold trace ids, never content.
    logController: new LogController({ disableRequestLogging: true }),
    return503OnClosing: true,
  });
  app.addHook('onRequest', createAuthenticateHook(deps.tokens));
  app.setErrorHandler((err: Error, req, reply) => {
    if (err instanceof ApiError) return reply.code(err.status).send(errorBody(err.code, err.message));
    // Fastify's own errors (body too large, bad JSON, schema validation) carry their client status.
    const statusCode = 'statusCode' in err && typeof err.statusCode === 'number' ? err.statusCode : undefined;
    if (statusCode !== undefined && statusCode >= 400 && statusCode < 500) {
      return reply.code(statusCode).send(errorBody('TH_ERR_API_BAD_REQUEST', err.message));
    }
    // ClickHouse errors can echo query data: log only the code.
    req.log.error({ ...clickHouseErrorIdentity(err), route: req.routeOptions.url }, 'request failed');
    if (classifyClickHouseError(err) === 'unavailable') return reply.code(503).header('retry-after', '5').send(errorBody('TH_ERR_API_STORAGE_UNAVAILABLE'));
    return reply.code(500).send(errorBody('TH_ERR_API_INTERNAL'));
  });
  app.setNotFoundHandler((_req, reply) => reply.code(404).send(errorBody('TH_ERR_API_NOT_FOUND')));
  await app.register(healthRoutes({ checkReady: deps.checkReady }));
  await app.register(openapiRoutes());
  await app.register(whoamiRoutes());
  // The lookup's include=content reads through the same audited path as GET /v1/content/:ref.
  const contentReader = deps.content && deps.audit ? createAuditedContentReader({ contentStore: deps.content.contentStore, audit: deps.audit, store: deps.store }) : undefined;
  await app.register(traceRoutes({ store: deps.store, contentReader, retention: deps.retention ? { state: deps.retention.context.state, clickhouse: deps.retention.context.clickhouse } : undefined }));
  await app.register(costRoutes({ forTenant: (tenant) => deps.store.forTenant(tenant) }));
  await app.register(traceSearchRoutes({ store: deps.store }));
  // An end-user search pseudonymizes the raw id as the collector does (the content store's key) and is audited.
  const contentStore = deps.content?.contentStore;
  await app.register(
    ledgerRoutes({
      store: deps.store,
      pseudonymize: contentStore ? (tenant, rawId) => contentStore.pseudonymize(tenant, rawId) : undefined,
      audit: deps.audit,
    }),
  );
  if (deps.audit && typeof deps.audit.list === 'function') await app.register(auditRoutes({ audit: deps.audit as AuditLog }));
  if (deps.content) {
    if (!deps.audit) throw new Error('content reads need an audit log');
    await app.register(contentRoutes({ ...deps.content, store: deps.store, audit: deps.audit }));
  }
  if (deps.tenants) await app.register(adminRoutes({ tokens: deps.tokens, tenants: deps.tenants, operatorTenant: deps.operatorTenant ?? 'default', audit: deps.audit, configuredIngestTokens: deps.configuredIngestTokens }));
  if (deps.retention) {
    const ctx = deps.retention.context;
    const retentionDeps = {
      // Without a worker in this process (scale-out query-api), a hold waits out the worker's in-flight steps.
      requests: createRetentionRequests(ctx, { nudge: deps.retention.nudge, defaults: deps.retention.defaults, awaitInflightDeletions: !deps.retention.runPass }),
      state: ctx.state,
      pseudonymize: (tenant: string, rawId: string) => ctx.contentStore.pseudonymize(tenant, rawId),
      runPass: deps.retention.runPass,
      operatorTenant: deps.operatorTenant ?? 'default',
    };
    await app.register(holdRoutes(retentionDeps));
    await app.register(deletionRequestRoutes(retentionDeps));
    await app.register(retentionPolicyRoutes(retentionDeps));
  }
  if (deps.metricsRegistry) await app.register(metricsRoutes({ registry: deps.metricsRegistry }));
  if (deps.replay && contentReader && deps.audit) {
    const jobs = createReplayJobs({ ...deps.replay, contentReader, audit: deps.audit, store: deps.store, logger: deps.logger });
    app.addHook('onClose', () => jobs.shutdown());
    await app.register(replayRoutes({ jobs, audit: deps.audit }));
  }
  if (deps.holdExports && deps.retention && deps.audit) {
    const jobs = createHoldExportJobs({ ctx: deps.retention.context, contentAudit: deps.audit, signer: deps.holdExports.signer, dataDir: deps.holdExports.dataDir, generator: readGenerator() });
    app.addHook('onClose', () => jobs.shutdown());
    await app.register(holdExportRoutes({ jobs, audit: deps.audit }));
  }
  if (deps.uiDir) await app.register(uiStaticRoutes({ uiDir: deps.uiDir }));
  return app;
}

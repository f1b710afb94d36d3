import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parse as parseYaml } from 'yaml';
import { TraceholdConfigSchema, type TraceholdConfig } from '../../schemas/config.ts';
import { TraceholdError } from '../errors/tracehold-error.ts';

/** Thrown for any invalid configuration; the CLI prints `message` and exits 1. */
export class ConfigError extends TraceholdError<'TH_ERR_CONFIG_INVALID'> {
  constructor(message: string, options?: { cause?: unknown }) {
    super('TH_ERR_CONFIG_INVALID', message, options);
    this.name = 'ConfigError';
  }
}

type Env = Record<string, string | undefined>;

/** Environment variables and the config path each one sets. */
const ENV_KEYS: Array<[string, string[], 'string' | 'int' | 'bool']> = [
  ['TRACEHOLD_DATA_DIR', ['dataDir'], 'string'],
  ['TRACEHOLD_BIND', ['bind'], 'string'],
  ['TRACEHOLD_OTLP_GRPC_PORT', ['otlpGrpcPort'], 'int'],
  ['TRACEHOLD_OTLP_HTTP_PORT', ['otlpHttpPort'], 'int'],
  ['TRACEHOLD_API_PORT', ['apiPort'], 'int'],
  ['TRACEHOLD_ADMIN_TOKEN', ['adminToken'], 'string'],
  ['TRACEHOLD_DEFAULT_TENANT', ['defaultTenant'], 'string'],
  ['TRACEHOLD_MASTER_KEY', ['masterKey'], 'string'],
  ['TRACEHOLD_CLICKHOUSE_URL', ['clickhouse', 'url'], 'string'],
  ['TRACEHOLD_CLICKHOUSE_USER', ['clickhouse', 'username'], 'string'],
  ['TRACEHOLD_CLICKHOUSE_PASSWORD', ['clickhouse', 'password'], 'string'],
  ['TRACEHOLD_CLICKHOUSE_DATABASE', ['clickhouse', 'database'], 'string'],
  ['TRACEHOLD_CLICKHOUSE_CLUSTER', ['clickhouse', 'cluster'], 'string'],
  ['TRACEHOLD_MAX_BODY_BYTES', ['limits', 'maxBodyBytes'], 'int'],
  ['TRACEHOLD_MAX_CONNECTIONS', ['limits', 'maxConnections'], 'int'],
  ['TRACEHOLD_MAX_INFLIGHT_EXPORTS', ['limits', 'maxInflightExports'], 'int'],
  ['TRACEHOLD_ADMISSION_SLOTS', ['limits', 'admission', 'slots'], 'int'],
  ['TRACEHOLD_ADMISSION_WAIT_MS', ['limits', 'admission', 'maxWaitMs'], 'int'],
  ['TRACEHOLD_ADMISSION_MAX_BYTES', ['limits', 'admission', 'maxBytes'], 'int'],
  ['TRACEHOLD_ADMISSION_BODY_TIMEOUT_MS', ['limits', 'admission', 'bodyTimeoutMs'], 'int'],
  ['TRACEHOLD_HEAP_BUDGET_BYTES', ['limits', 'memory', 'heapBudgetBytes'], 'int'],
  ['TRACEHOLD_ALLOCATOR_TRIM_INTERVAL_MS', ['limits', 'memory', 'allocatorTrimIntervalMs'], 'int'],
  ['TRACEHOLD_BUS_MAX_TOTAL_BYTES', ['bus', 'maxTotalBytes'], 'int'],
  ['TRACEHOLD_BUS', ['bus', 'kind'], 'string'],
  ['TRACEHOLD_BUS_PAYLOAD_VERSION', ['bus', 'payloadVersion'], 'int'],
  ['TRACEHOLD_COLLECTOR_PROCESSES', ['collector', 'processes'], 'int'],
  ['TRACEHOLD_ALL_IN_ONE_COLLECTOR_PROCESSES', ['collector', 'allInOneProcesses'], 'int'],
  ['TRACEHOLD_COLLECTOR_BALANCE', ['collector', 'balance'], 'string'],
  ['TRACEHOLD_COLLECTOR_THREAD_IDLE_SECONDS', ['collector', 'threadIdleSeconds'], 'int'],
  ['TRACEHOLD_COLLECTOR_SLOW_EXPORT_MS', ['collector', 'slowExportMs'], 'int'],
  ['TRACEHOLD_COLLECTOR_METRICS_PORT', ['collector', 'metricsPort'], 'int'],
  ['TRACEHOLD_INGEST_METRICS_PORT', ['ingest', 'metricsPort'], 'int'],
  ['TRACEHOLD_RETENTION_METRICS_PORT', ['retention', 'metricsPort'], 'int'],
  ['TRACEHOLD_KAFKA_TOPIC', ['bus', 'kafka', 'topic'], 'string'],
  ['TRACEHOLD_KAFKA_PARTITIONS', ['bus', 'kafka', 'partitions'], 'int'],
  ['TRACEHOLD_KAFKA_PRODUCER_LANES', ['bus', 'kafka', 'producerLanes'], 'int'],
  ['TRACEHOLD_MAX_INFLIGHT_SPANS', ['limits', 'maxInflightSpans'], 'int'],
  ['TRACEHOLD_EXTRACT_CONTENT', ['content', 'extract'], 'bool'],
  ['TRACEHOLD_CONTENT_BACKEND', ['content', 'backend'], 'string'],
  ['TRACEHOLD_S3_ENDPOINT', ['content', 's3', 'endpoint'], 'string'],
  ['TRACEHOLD_S3_REGION', ['content', 's3', 'region'], 'string'],
  ['TRACEHOLD_S3_BUCKET', ['content', 's3', 'bucket'], 'string'],
  ['TRACEHOLD_S3_ACCESS_KEY_ID', ['content', 's3', 'accessKeyId'], 'string'],
  ['TRACEHOLD_S3_SECRET_ACCESS_KEY', ['content', 's3', 'secretAccessKey'], 'string'],
  ['TRACEHOLD_S3_PREFIX', ['content', 's3', 'prefix'], 'string'],
  ['TRACEHOLD_REDACTION', ['redaction', 'enabled'], 'bool'],
  ['TRACEHOLD_SAMPLING_DECISION_WAIT_MS', ['tailSampling', 'decisionWaitMs'], 'int'],
  ['TRACEHOLD_LOG_LEVEL', ['logLevel'], 'string'],
  ['TRACEHOLD_PRICES_FILE', ['prices', 'file'], 'string'],
  ['TRACEHOLD_TLS_CERT_FILE', ['tls', 'certFile'], 'string'],
  ['TRACEHOLD_TLS_KEY_FILE', ['tls', 'keyFile'], 'string'],
  ['TRACEHOLD_OTLP_CLIENT_CA_FILE', ['tls', 'otlpClientCaFile'], 'string'],
];

function setPath(target: Record<string, unknown>, keys: string[], value: unknown): void {
  let node = target;
  for (const key of keys.slice(0, -1)) {
    if (typeof node[key] !== 'object' || node[key] === null) node[key] = {};
    node = node[key] as Record<string, unknown>;
  }
  node[keys[keys.length - 1]!] = value;
}

function parseEnvValue(name: string, raw: string, kind: 'string' | 'int' | 'bool'): unknown {
  if (kind === 'string') return raw;
  if (kind === 'int') {
    if (!/^\d+$/.test(raw.trim())) throw new ConfigError(`${name} must be a non-negative integer`);
    return Number(raw.trim());
  }
  const v = raw.trim().toLowerCase();
  if (['1', 'true', 'yes', 'on'].includes(v)) return true;
  if (['0', 'false', 'no', 'off'].includes(v)) return false;
  throw new ConfigError(`${name} must be true or false`);
}

/** TRACEHOLD_INGEST_TOKENS="tenant=token,tenant2=token2". Values never appear in errors. */
function parseIngestTokens(raw: string): Array<{ tenant: string; token: string }> {
  return raw
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean)
    .map((pair, i) => {
      const eq = pair.indexOf('=');
      if (eq <= 0) throw new ConfigError(`TRACEHOLD_INGEST_TOKENS entry ${i + 1} must look like tenant=token`);
      return { tenant: pair.slice(0, eq), token: pair.slice(eq + 1) };
    });
}

/** TRACEHOLD_TENANT_PRICES="tenant=path,tenant2=path2": per-tenant price table overrides. */
function parseTenantFiles(raw: string): Record<string, string> {
  const out: Record<string, string> = {};
  raw
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean)
    .forEach((pair, i) => {
      const eq = pair.indexOf('=');
      if (eq <= 0 || eq === pair.length - 1) throw new ConfigError(`TRACEHOLD_TENANT_PRICES entry ${i + 1} must look like tenant=path`);
      out[pair.slice(0, eq)] = pair.slice(eq + 1);
    });
  return out;
}

/**
 * Loads and validates the configuration. Throws ConfigError with every problem listed; messages name
 * settings, never their values (tokens and keys are settings too).
 */
export function loadConfig(env: Env = process.env, cwd: string = process.cwd()): TraceholdConfig {
  const explicitPath = env.TRACEHOLD_CONFIG;
  const file = explicitPath ? path.resolve(cwd, explicitPath) : path.join(cwd, 'tracehold.yaml');
  let raw: Record<string, unknown> = {};
  if (existsSync(file)) {
    let parsed: unknown;
    try {
      parsed = parseYaml(readFileSync(file, 'utf8'));
    } catch (err) {
      throw new ConfigError(`${file}: not valid YAML (${(err as Error).message.split('\n')[0]})`);
    }
    if (parsed !== null && parsed !== undefined) {
      if (typeof parsed !== 'object' || Array.isArray(parsed)) throw new ConfigError(`${file}: expected a mapping at the top level`);
      raw = parsed as Record<string, unknown>;
    }
  } else if (explicitPath) {
    throw new ConfigError(`TRACEHOLD_CONFIG names ${file}, which does not exist`);
  }
  for (const [name, keys, kind] of ENV_KEYS) {
    const value = env[name];
    if (value !== undefined && value !== '') setPath(raw, keys, parseEnvValue(name, value, kind));
  }
  if (env.TRACEHOLD_INGEST_TOKENS) raw.ingestTokens = parseIngestTokens(env.TRACEHOLD_INGEST_TOKENS);
  if (env.TRACEHOLD_TENANT_PRICES) raw.prices = { ...(raw.prices as object | undefined), tenants: parseTenantFiles(env.TRACEHOLD_TENANT_PRICES) };
  if (env.TRACEHOLD_KAFKA_BROKERS) {
    setPath(raw, ['bus', 'kafka', 'brokers'], env.TRACEHOLD_KAFKA_BROKERS.split(',').map((b) => b.trim()).filter(Boolean));
  }

  const result = TraceholdConfigSchema.safeParse(raw);
  if (!result.success) {
    const lines = result.error.issues.map((issue) => {
      const where = issue.path.length ? issue.path.join('.') : '(top level)';
      return `  - ${where}: ${issue.message}`;
    });
    throw new ConfigError(`invalid configuration:\n${lines.join('\n')}`);
  }
  const config = result.data;
  config.dataDir = path.resolve(cwd, config.dataDir);
  // Price files resolve against the working directory like every other path; their content is validated at start.
  if (config.prices.file !== undefined) config.prices.file = path.resolve(cwd, config.prices.file);
  for (const tenant of Object.keys(config.prices.tenants)) config.prices.tenants[tenant] = path.resolve(cwd, config.prices.tenants[tenant]!);
  for (const key of ['certFile', 'keyFile', 'otlpClientCaFile'] as const) {
    const f = config.tls[key];
    if (f === undefined) continue;
    config.tls[key] = path.resolve(cwd, f);
    if (!existsSync(config.tls[key]!)) throw new ConfigError(`tls.${key}: ${config.tls[key]} does not exist`);
  }
  if (!isLoopback(config.bind) && config.ingestTokens.length === 0 && !hasStoredIngestTokens(config.dataDir)) {
    throw new ConfigError(
      `bind is ${config.bind}, which is not a loopback address, and no ingest token is configured: ` +
        'create one (tracehold tokens create --kind ingest --tenant <t>), set TRACEHOLD_INGEST_TOKENS (tenant=token), or bind to 127.0.0.1',
    );
  }
  return config;
}

export function isLoopback(host: string): boolean {
  return host === 'localhost' || host === '::1' || /^127\.\d+\.\d+\.\d+$/.test(host);
}


/** True when the data dir's token store holds an active ingest token (created with `tracehold tokens create --kind ingest`). */
function hasStoredIngestTokens(dataDir: string): boolean {
  try {
    const parsed = JSON.parse(readFileSync(path.join(dataDir, 'auth', 'tokens.json'), 'utf8')) as { tokens: Array<{ kind?: string; revokedAtMs: number | null }> };
    return parsed.tokens.some((t) => t.kind === 'ingest' && t.revokedAtMs === null);
  } catch {
    return false;
  }
}

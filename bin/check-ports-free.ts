import { createServer } from 'node:net';
import type { TraceholdConfig } from '../schemas/config.ts';
import { TraceholdError } from '../platform/errors/tracehold-error.ts';

/** One listener a role will open, named the way an operator configures it. */
export interface PlannedListener {
  /** What listens there, e.g. "OTLP/gRPC". */
  name: string;
  host: string;
  /** 0 = any free port: never checked. */
  port: number;
  /** Where the port is set: environment variable and tracehold.yaml key. */
  envVar: string;
  yamlKey: string;
}

/** A start refused before anything was opened: a port cannot be bound. `code` is stable. */
export class PortUnavailableError extends TraceholdError<'TH_ERR_PORT_UNAVAILABLE'> {
  constructor(message: string) {
    super('TH_ERR_PORT_UNAVAILABLE', message);
    this.name = 'PortUnavailableError';
  }
}

function tryBind(host: string, port: number): Promise<NodeJS.ErrnoException | null> {
  return new Promise((resolve) => {
    const server = createServer();
    server.once('error', (err: NodeJS.ErrnoException) => resolve(err));
    server.listen({ host, port, exclusive: true }, () => server.close(() => resolve(null)));
  });
}

function explain(err: NodeJS.ErrnoException): string {
  if (err.code === 'EADDRINUSE') return 'is in use by another process';
  if (err.code === 'EACCES') return 'needs privileges this process does not have (ports below 1024)';
  if (err.code === 'EADDRNOTAVAIL') return 'cannot be bound: the address is not one of this machine';
  return `cannot be bound (${err.code ?? err.name})`;
}

/**
 * Fails fast, before the slow parts of a start (ClickHouse, migrations), when a configured port cannot be
 * bound, naming each one and the setting that moves it. A pre-flight only: the real bind later stays the
 * authority (another process can take a port in between, and then the start fails on that bind instead).
 */
export async function checkPortsFree(listeners: PlannedListener[]): Promise<void> {
  const fixed = listeners.filter((l) => l.port !== 0);
  const problems: string[] = [];
  for (let i = 0; i < fixed.length; i++) {
    const twin = fixed.slice(0, i).find((l) => l.port === fixed[i]!.port);
    if (twin) problems.push(`${twin.name} (${twin.envVar}) and ${fixed[i]!.name} (${fixed[i]!.envVar}) are both set to port ${twin.port}`);
  }
  for (const l of fixed) {
    const err = await tryBind(l.host, l.port);
    if (err) problems.push(`${l.name} port ${l.host}:${l.port} ${explain(err)}; stop that process or choose another port with ${l.envVar} (yaml: ${l.yamlKey}; 0 = any free port)`);
  }
  if (problems.length) throw new PortUnavailableError(problems.join('\n  '));
}

/** The listeners `role` opens with `config` (checked before a start). */
export function plannedListeners(config: TraceholdConfig, role: 'all' | 'collector' | 'ingest' | 'query-api' | 'retention', opts: { once?: boolean } = {}): PlannedListener[] {
  const listeners: PlannedListener[] = [];
  if (role === 'all' || role === 'collector') {
    listeners.push(
      { name: 'OTLP/gRPC', host: config.bind, port: config.otlpGrpcPort, envVar: 'TRACEHOLD_OTLP_GRPC_PORT', yamlKey: 'otlpGrpcPort' },
      { name: 'OTLP/HTTP', host: config.bind, port: config.otlpHttpPort, envVar: 'TRACEHOLD_OTLP_HTTP_PORT', yamlKey: 'otlpHttpPort' },
    );
  }
  if (role === 'collector') {
    listeners.push({ name: 'collector metrics', host: config.bind, port: config.collector.metricsPort, envVar: 'TRACEHOLD_COLLECTOR_METRICS_PORT', yamlKey: 'collector.metricsPort' });
  }
  if (role === 'retention' && !opts.once) {
    listeners.push({ name: 'retention metrics', host: config.bind, port: config.retention.metricsPort, envVar: 'TRACEHOLD_RETENTION_METRICS_PORT', yamlKey: 'retention.metricsPort' });
  }
  if (role === 'ingest') {
    listeners.push({ name: 'ingest metrics', host: config.bind, port: config.ingest.metricsPort, envVar: 'TRACEHOLD_INGEST_METRICS_PORT', yamlKey: 'ingest.metricsPort' });
  }
  if (role === 'all' || role === 'query-api') {
    listeners.push({ name: 'query API', host: config.bind, port: config.apiPort, envVar: 'TRACEHOLD_API_PORT', yamlKey: 'apiPort' });
  }
  return listeners;
}

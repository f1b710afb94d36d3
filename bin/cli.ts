import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { ConfigError, loadConfig } from '../platform/config/load-config.ts';
import type { TraceholdConfig } from '../schemas/config.ts';
import type { Role } from './all-in-one.ts';
import cluster from 'node:cluster';
import { isMainThread } from 'node:worker_threads';
import { allInOneCollectorProcessCount, collectorProcessCount, collectorRunsPipelinesHere, collectorThreadCount, metricsOnlyFront, runCollectorPrimary } from './collector-cluster.ts';
import { checkPortsFree, plannedListeners } from './check-ports-free.ts';
import { codeOf } from '../platform/errors/tracehold-error.ts';
import { LAUNCHED_ENV, LAUNCHED_STARTED } from './collector-launch.js';
import type { IpcChannel } from '../platform/bus/ipc-bus.ts';

/** The help text (each command's own usage comes from its module, loaded only for help). */
async function usage(): Promise<string> {
  const [{ ADMIN_USAGE }, { TRACE_USAGE }, { RETENTION_USAGE }] = await Promise.all([import('./admin-cli.ts'), import('./trace-cli.ts'), import('./retention-cli.ts')]);
  return `usage: tracehold <command>

commands:
  start        run the all-in-one (collector, ingest, query API, retention worker) on this machine
  collector    run only the collector (OTLP receivers → content store → bus); scale-out
  ingest       run only ingest (bus consumer → ledger, tail sampler, ClickHouse); scale-out
  query-api    run only the query API; scale-out
  retention [--once]
               run only the retention worker (erasures, holds, expiry, quotas); scale-out, exactly one;
               --once: one pass, print its report, exit
  trace <id|traceparent|URL>
               print a trace's reconstruction (LLM calls, evidence, span tree) as a readable report
  tokens       create, list and revoke API and ingest tokens
  tenants      create and list tenants
  holds        place, list, show and release legal holds (through the running API)
  deletions    request erasure (by subject, traces or time range) and follow it (through the running API)
  retention run|policy
               run a retention pass now; show or set the tenant's retention policy and quotas
  audit verify [--data-dir D] [--public-key F] [--head F] [--from-export F.jsonl]
               check the audit log's hash chains and signed checkpoints offline (exit 0 only when intact)
  audit public-key
               print the audit signing public key (give it to whoever verifies exports)
  verify-bundle FILE.tar.gz [--public-key KEY.pem]
               check a legal-hold bundle offline (exit 0 only when intact; else names the first problem)
  keys rotate-master [--new-key-from-env]
               re-wrap every tenant and subject key under a new master key (content is not re-encrypted);
               run it with Tracehold stopped; with TRACEHOLD_MASTER_KEY set, pass the new key in
               TRACEHOLD_NEW_MASTER_KEY
  help         show this help

${ADMIN_USAGE}
${TRACE_USAGE}
${RETENTION_USAGE}

configuration: tracehold.yaml in the working directory (or TRACEHOLD_CONFIG) and TRACEHOLD_* variables;
see README.md.`;
}

/** The validated configuration, or null after printing why it is invalid. */
function loadConfigOrReport(): TraceholdConfig | null {
  try {
    return loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      process.stderr.write(`tracehold: ${err.message}\n`);
      return null;
    }
    throw err;
  }
}

/** A shutdown that hangs must not hold the ports for ever; the stages have their own bounds (≤ ~40 s in all). */
const SHUTDOWN_DEADLINE_MS = 60_000;

async function main(argv: string[]): Promise<number> {
  // A worker thread of `tracehold collector` (collector.balance: thread) runs this entry too: it becomes a pipeline.
  if (!isMainThread) {
    const { isCollectorThread, runCollectorThread } = await import('./collector-threads.ts');
    if (!isCollectorThread()) throw new Error('tracehold: this entry runs in a worker thread only as a collector thread');
    await runCollectorThread();
    return -1;
  }
  // Everything written under the data dir — our files and chDB's, which sets no modes of its own — is then
  // 0700/0600 whatever umask the caller had (PostgreSQL does the same). Secrets get explicit modes anyway.
  process.umask(0o077);
  const command = argv[0] ?? 'help';
  if (command === 'help' || command === '--help' || command === '-h') {
    process.stdout.write((await usage()) + '\n');
    return 0;
  }
  // Each command's module is loaded by the command that needs it: the collector's primary process
  // (collector-cluster.ts) stays small, and a CLI call does not load the server.
  if (command === 'audit') {
    const { runAuditPublicKey, runAuditVerify } = await import('./audit-verify.ts');
    if (argv[1] === 'verify') return runAuditVerify(argv.slice(2), process.env);
    if (argv[1] === 'public-key') return runAuditPublicKey(argv.slice(2), process.env);
    process.stderr.write('usage: tracehold audit verify|public-key [options]\n');
    return 2;
  }
  if (command === 'verify-bundle') return (await import('./verify-bundle.ts')).runVerifyBundle(argv.slice(1));
  if (command === 'keys') {
    if (argv[1] !== 'rotate-master') {
      process.stderr.write('usage: tracehold keys rotate-master\n');
      return 2;
    }
    const config = loadConfigOrReport();
    if (!config) return 1;
    try {
      const { rotateMasterKey } = await import('../platform/keys/rotate.ts');
      const r = await rotateMasterKey({ dataDir: config.dataDir, masterKeyBase64: config.masterKey, newKeyBase64: process.env.TRACEHOLD_NEW_MASTER_KEY || undefined });
      process.stdout.write(`master key rotated: ${r.previousMasterKeyId} → ${r.masterKeyId}; ${r.keyFiles} key files re-wrapped; content untouched\n`);
      if (r.masterKeySource === 'environment') process.stdout.write('set TRACEHOLD_MASTER_KEY to the new key before the next start\n');
      return 0;
    } catch (err) {
      const code = codeOf(err);
      process.stderr.write(`tracehold keys rotate-master: ${code ? `${code}: ` : ''}${(err as Error).message}\n`);
      return 1;
    }
  }
  if (command === 'trace') {
    const [{ runTraceCli }, { runningApi }] = await Promise.all([import('./trace-cli.ts'), import('./admin-cli.ts')]);
    return runTraceCli(argv.slice(1), {
      env: process.env,
      out: (text) => process.stdout.write(text),
      err: (line) => process.stderr.write(line + '\n'),
      isTty: process.stdout.isTTY === true && !process.env.NO_COLOR,
      // Without a configuration (or with a broken one) there is simply no running instance to find.
      findLocalInstance: () => {
        try {
          const config = loadConfig();
          const apiUrl = runningApi(config);
          if (!apiUrl) return null;
          const file = path.join(config.dataDir, 'admin-token');
          return { apiUrl, adminToken: existsSync(file) ? readFileSync(file, 'utf8').trim() || null : null };
        } catch {
          return null;
        }
      },
    });
  }
  // Operator requests (holds, deletions, a retention pass, the policy) go through the running API, which audits them.
  if (command === 'holds' || command === 'deletions' || (command === 'retention' && (argv[1] === 'run' || argv[1] === 'policy'))) {
    const config = loadConfigOrReport();
    if (!config) return 1;
    const [{ runRetentionCli }, { runningApi }] = await Promise.all([import('./retention-cli.ts'), import('./admin-cli.ts')]);
    const api = runningApi(config);
    const tokenFile = path.join(config.dataDir, 'admin-token');
    const token = process.env.TRACEHOLD_TOKEN || (existsSync(tokenFile) ? readFileSync(tokenFile, 'utf8').trim() || null : null);
    return runRetentionCli(command as 'holds' | 'deletions' | 'retention', argv.slice(1), { api, token }, { out: (t) => process.stdout.write(t), err: (l) => process.stderr.write(l + '\n') });
  }
  if (command === 'tokens' || command === 'tenants') {
    const config = loadConfigOrReport();
    if (!config) return 1;
    const { runAdminCli } = await import('./admin-cli.ts');
    return runAdminCli(command, argv.slice(1), config, { out: (l) => process.stdout.write(l + '\n'), err: (l) => process.stderr.write(l + '\n') });
  }
  const roles: Record<string, Role> = { start: 'all', collector: 'collector', ingest: 'ingest', 'query-api': 'query-api', retention: 'retention' };
  const role = roles[command];
  if (!role) {
    process.stderr.write(`tracehold: unknown command "${command}"\n\n${await usage()}\n`);
    return 2;
  }
  const config = loadConfigOrReport();
  if (!config) return 1;
  // The collector on every core. `collector.balance: thread` (default): this process runs the pipelines, the others
  // on worker threads (collector-threads.ts). `connection` / `request`: this process becomes a primary that forks the
  // collector processes (collector-cluster.ts); it loads no pipeline module: with `request` it runs the OTLP
  // receivers and hands each export to a process (export-dispatch.ts), otherwise only the metrics endpoint.
  const collectorThreads = role === 'collector' && cluster.isPrimary ? collectorThreadCount(config) : undefined;
  const collectorProcesses = collectorThreads ? 1 : role === 'collector' && cluster.isPrimary ? collectorProcessCount(config) : 1;
  if (role === 'collector' && cluster.isPrimary && collectorRunsPipelinesHere(config)) {
    // A collector process is forked with the collector's V8 flags (COLLECTOR_V8_FLAGS, collector-launch.js); here
    // this process runs the pipelines itself (as threads, or the one pipeline), and V8 flags cannot be set in a
    // running process (V8 aborts on --single-threaded-gc). Without them the same traffic took 1.9× the CPU with
    // threads and 2.0× with one pipeline (README, Benchmark). So a node started without them starts the collector
    // again as its child with them, and only waits for it. Usually bin/tracehold.js did that already from the
    // environment, before loading this; with a configuration file only the configuration tells, so here.
    const launched = (await import('./collector-launch.js')).launchIfFlagsMissing(argv);
    if (launched) return launched;
  }
  if (collectorProcesses > 1) {
    try {
      await checkPortsFree(plannedListeners(config, 'collector'));
    } catch (err) {
      const e = err as Error & { code?: string };
      process.stderr.write(`tracehold: could not start: ${e.code ? `${e.code}: ` : ''}${e.message}\n`);
      return 1;
    }
    // With `collector.balance: request` the primary receives and hands each export to the least busy process
    // (export-dispatch.ts); otherwise the processes listen and the primary serves only the metrics' sum.
    const front = config.collector.balance === 'request' ? (await import('./collector-front.ts')).startDispatchingFront(config) : metricsOnlyFront(config);
    return runCollectorPrimary(collectorProcesses, SHUTDOWN_DEADLINE_MS, undefined, front);
  }
  const { startProcess } = await import('./all-in-one.ts');
  // A collector process the all-in-one forked (collector.allInOneProcesses ≥ 2) runs `start` again: it becomes a
  // collector that appends to the all-in-one's local log over the IPC channel (a Kafka bus it reaches itself).
  const allInOneCollector = role === 'all' && cluster.isWorker;
  const startOptions = allInOneCollector
    ? { bus: config.bus.kind === 'local' ? (await import('../platform/bus/ipc-bus.ts')).createIpcBus(process as IpcChannel) : undefined }
    : {
        collectorProcesses: role === 'all' ? allInOneCollectorProcessCount(config) : 1,
        once: role === 'retention' && argv.includes('--once'),
        // A process of `tracehold collector` whose primary receives (collector.balance: request) listens on no OTLP port.
        exportsFromPrimary: role === 'collector' && cluster.isWorker && config.collector.balance === 'request',
        collectorThreads,
      };
  const running = await startProcess(config, allInOneCollector ? 'collector' : role, startOptions).catch((err: Error & { code?: string }) => {
    process.stderr.write(`tracehold: could not start: ${err.code ? `${err.code}: ` : ''}${err.message}\n`);
    return null;
  });
  if (!running) return 1;
  // `tracehold retention --once`: one pass (deletions, expiry, quotas) and exit; for cron, or when no
  // Tracehold process runs (chDB binds its data directory to one process: not while the all-in-one runs).
  if (role === 'retention' && argv.includes('--once')) {
    try {
      if (!running.runRetentionPass) throw new Error('the retention worker is disabled in the configuration (retention.worker: false)');
      const report = await running.runRetentionPass();
      process.stdout.write(JSON.stringify(report, null, 2) + '\n');
      return 0;
    } catch (err) {
      const e = err as Error & { code?: string };
      process.stderr.write(`tracehold: retention pass failed: ${e.code ? `${e.code}: ` : ''}${e.message}\n`);
      return 1;
    } finally {
      await running.shutdown();
    }
  }
  // SIGTERM (docker stop, systemd, `kill`, and npm, which forwards it: the start script execs node so that
  // npm's child is this process and not a shell that would die without passing it on) and SIGINT (Ctrl-C)
  // stop gracefully: receivers close, acknowledged data is flushed to ClickHouse, then the process exits.
  // A signal during start-up keeps its default action (the process ends; nothing was acknowledged yet
  // that is not durable). A repeated signal is ignored: Ctrl-C under npm arrives twice (terminal and npm).
  let stopping = false;
  const stop = (signal: string, why = `${signal} received`) => {
    if (stopping) return;
    stopping = true;
    // A process of a cluster stays quiet: Ctrl-C reaches every process of the terminal's group, and its primary
    // already says it stops them all (one line, not one per process).
    if (!cluster.isWorker) process.stderr.write(`tracehold: ${why}, flushing and stopping\n`);
    setTimeout(() => {
      process.stderr.write(`tracehold: shutdown did not finish within ${SHUTDOWN_DEADLINE_MS / 1000} s; exiting\n`);
      process.exit(1);
    }, SHUTDOWN_DEADLINE_MS).unref();
    running
      .shutdown()
      .then(() => process.exit(0))
      .catch(() => process.exit(1));
  };
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));
  // Started by a launcher (collector-launch.js): it restarts this process should it die from now on; should the
  // launcher be gone (killed), stop, as a cluster's process does without its primary.
  if (process.env[LAUNCHED_ENV] === '1' && process.connected) {
    process.send!({ kind: LAUNCHED_STARTED, endpoints: running.endpoints });
    process.once('disconnect', () => stop('disconnect', 'the launcher process exited'));
  }
  return -1;
}

const code = await main(process.argv.slice(2));
if (code >= 0) process.exit(code);

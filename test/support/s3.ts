import { readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { runScript } from './run-script.ts';

const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const S3_UP = path.join(REPO_ROOT, 'scripts/s3/s3-up.sh');
const S3_DOWN = path.join(REPO_ROOT, 'scripts/s3/s3-down.sh');
const DEFAULT_PORT = 8333;
/** The first run builds SeaweedFS from the Go module proxy (~6 min cold on 2 cores); later runs take seconds. */
export const S3_UP_TIMEOUT_MS = 900_000;
const DOWN_TIMEOUT_MS = 60_000;

export interface S3Endpoint {
  endpoint: string;
  accessKeyId: string;
  secretAccessKey: string;
  region: string;
}

export interface S3InstanceOptions {
  /**
   * S3 API port of the instance (default 8333, the shared one). Fault tests that stop the server use a private
   * instance (pickPrivateS3Port, then destroyS3), so that suites using the shared instance are not disturbed.
   */
  port?: number;
}

function instanceEnv(options: S3InstanceOptions): { port: number; dir: string; env: NodeJS.ProcessEnv } {
  const port = options.port ?? DEFAULT_PORT;
  // TRACEHOLD_S3_DIR, when set, names the shared instance's directory; other ports always get their own.
  const dir =
    port === DEFAULT_PORT && process.env.TRACEHOLD_S3_DIR
      ? path.resolve(REPO_ROOT, process.env.TRACEHOLD_S3_DIR)
      : path.join(REPO_ROOT, '.s3', String(port));
  return { port, dir, env: { ...process.env, TRACEHOLD_S3_PORT: String(port), TRACEHOLD_S3_DIR: dir } };
}


/**
 * Brings up the local SeaweedFS S3 server (scripts/s3/s3-up.sh; a no-op when it is already up and answering)
 * and returns its endpoint and the instance's credentials. Suites call this in beforeAll with a hook timeout
 * of at least S3_UP_TIMEOUT_MS (the first run builds the server). It never skips: when the server cannot be
 * built or started (no Go, port taken, crash) it throws with the script's output, so the suite fails loudly
 * instead of passing without S3.
 */
export async function ensureS3(options: S3InstanceOptions = {}): Promise<S3Endpoint> {
  const { port, dir, env } = instanceEnv(options);
  const { code, output } = await runScript(S3_UP, env, S3_UP_TIMEOUT_MS);
  if (code !== 0) {
    throw new Error(
      `An S3 server is required by this test suite and could not be started: scripts/s3/s3-up.sh (port ${port}) exited with ${code}.\n` +
        `It needs Go 1.26+ on the first run, to build SeaweedFS into .tools/bin from the Go module proxy.\n${output.trim()}`,
    );
  }
  const credentials = JSON.parse(await readFile(path.join(dir, 'credentials.json'), 'utf8')) as S3Endpoint;
  return {
    endpoint: credentials.endpoint,
    accessKeyId: credentials.accessKeyId,
    secretAccessKey: credentials.secretAccessKey,
    region: credentials.region,
  };
}

/** Starts a stopped instance again (same data, same credentials); for fault tests. */
export async function startS3(options: S3InstanceOptions = {}): Promise<S3Endpoint> {
  return ensureS3(options);
}

/** Stops the instance and deletes its directory (data and credentials); for private instances of fault tests. */
export async function destroyS3(options: S3InstanceOptions & { port: number }): Promise<void> {
  if (options.port === DEFAULT_PORT) throw new Error('destroyS3 is for private test instances, not the shared one');
  await stopS3(options);
  await rm(instanceEnv(options).dir, { recursive: true, force: true });
}

/** Ports picked in this process (pickPrivateS3Port), so that two picks never share a derived port. */
const pickedPorts = new Set<number>();

/** Every port an instance on S3 port `p` binds (scripts/s3/s3-up.sh): P, P+1000…P+1030, and each of them +10000. */
export function portsOfInstance(p: number): number[] {
  const base = [p, p + 1000, p + 1010, p + 1020, p + 1030];
  return [...base, ...base.map((q) => q + 10_000)];
}

/**
 * A port for a private instance: its S3 port and every derived port (up to +11030) stay below the usual
 * ephemeral range (32768). Every derived port ends in the same digit as the S3 port, so the pick never uses the
 * shared instance's last digit (8333: its gRPC ports 18333–19363 would otherwise be hit by a pick such as 18353)
 * and, in a vitest worker, uses a last digit of its own (VITEST_POOL_ID): concurrent workers' private instances
 * cannot collide either. Within a process, a pick sharing any port with an earlier one is drawn again. A port
 * taken by something else still fails s3-up.sh clearly.
 */
export function pickPrivateS3Port(): number {
  const digits = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9].filter((d) => d !== DEFAULT_PORT % 10);
  const pool = Number(process.env.VITEST_POOL_ID);
  const digit = Number.isSafeInteger(pool) && pool >= 0 ? digits[pool % digits.length]! : digits[Math.floor(Math.random() * digits.length)]!;
  const taken = new Set([...pickedPorts].flatMap(portsOfInstance));
  for (;;) {
    const port = 10_000 + 10 * Math.floor(Math.random() * 900) + digit;
    if (portsOfInstance(port).some((q) => taken.has(q))) continue;
    pickedPorts.add(port);
    return port;
  }
}

/** Stops the instance (scripts/s3/s3-down.sh); for fault tests, which must bring it back with startS3 in a finally. */
export async function stopS3(options: S3InstanceOptions = {}): Promise<void> {
  const { env } = instanceEnv(options);
  const { code, output } = await runScript(S3_DOWN, env, DOWN_TIMEOUT_MS);
  if (code !== 0) throw new Error(`scripts/s3/s3-down.sh exited with ${code}:\n${output.trim()}`);
}

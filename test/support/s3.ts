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

/**
 * A port for a private instance: its S3 port and every derived port (up to +11030) stay below the usual
 * ephemeral range, and two concurrent test runs are unlikely to pick the same one (s3-up.sh fails clearly
 * if a port is taken).
 */
export function pickPrivateS3Port(): number {
  return 10_000 + Math.floor(Math.random() * 9_000);
}

/** Stops the instance (scripts/s3/s3-down.sh); for fault tests, which must bring it back with startS3 in a finally. */
export async function stopS3(options: S3InstanceOptions = {}): Promise<void> {
  const { env } = instanceEnv(options);
  const { code, output } = await runScript(S3_DOWN, env, DOWN_TIMEOUT_MS);
  if (code !== 0) throw new Error(`scripts/s3/s3-down.sh exited with ${code}:\n${output.trim()}`);
}

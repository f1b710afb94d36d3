import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { runScript } from './run-script.ts';

const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const KAFKA_UP = path.join(REPO_ROOT, 'scripts/kafka/kafka-up.sh');
const KAFKA_DOWN = path.join(REPO_ROOT, 'scripts/kafka/kafka-down.sh');
/** The first run resolves ~45 MB of jars with Maven; later runs take seconds. */
const UP_TIMEOUT_MS = 300_000;
const DOWN_TIMEOUT_MS = 60_000;


/**
 * Brings up the local single-node Kafka broker (scripts/kafka/kafka-up.sh; a no-op when it is already up)
 * and returns its bootstrap address (the advertised port when `env` sets one: a relay's, e.g. bench:peer's
 * delayed broker). Suites that test against Kafka call this in beforeAll (with a hook
 * timeout of at least 300 s for the first, Maven-resolving run). It never skips: when the broker cannot be
 * started (no Java 17+, no Maven on the first run, port taken, broker crash) it throws with the script's
 * output, so the suite fails loudly instead of passing without Kafka.
 */
export async function ensureKafka(env: NodeJS.ProcessEnv = process.env): Promise<{ brokers: string[] }> {
  const { code, output } = await runScript(KAFKA_UP, env, UP_TIMEOUT_MS);
  if (code !== 0) {
    throw new Error(
      `Kafka is required by this test suite and could not be started: scripts/kafka/kafka-up.sh exited with ${code}.\n` +
        `It needs Java 17+ (and Maven on the first run, to resolve the broker jars into .kafka/).\n${output.trim()}`,
    );
  }
  return { brokers: [`127.0.0.1:${env.TRACEHOLD_KAFKA_ADVERTISED_PORT ?? env.TRACEHOLD_KAFKA_PORT ?? '9092'}`] };
}

/** Stops the local broker (scripts/kafka/kafka-down.sh); for fault tests, which must bring it back with ensureKafka. */
export async function stopKafka(env: NodeJS.ProcessEnv = process.env): Promise<void> {
  const { code, output } = await runScript(KAFKA_DOWN, env, DOWN_TIMEOUT_MS);
  if (code !== 0) throw new Error(`scripts/kafka/kafka-down.sh exited with ${code}:\n${output.trim()}`);
}

/** startDelayedKafka's broker: its own folder and ports, apart from the tests' one. */
export const DELAYED_KAFKA = { dir: path.join(REPO_ROOT, '.kafka-delayed'), port: 9192, controllerPort: 9193, relayPort: 9292 };

/**
 * For benchmarks: a broker "across a network" on this machine. Starts scripts/kafka/delay-proxy.ts (a TCP relay
 * adding `delayMs` each way) and, behind it, a second local broker (DELAYED_KAFKA) that advertises the relay's
 * port, so every request of every client (metadata included) crosses the relay: a round trip costs 2 × delayMs
 * more. `stop` stops the broker and the relay (the broker's data stays in .kafka-delayed/, git-ignored).
 */
export async function startDelayedKafka(delayMs: number): Promise<{ brokers: string[]; description: string; stop(): Promise<void> }> {
  const k = DELAYED_KAFKA;
  const relay = spawn(process.execPath, ['--import', 'tsx', path.join(REPO_ROOT, 'scripts/kafka/delay-proxy.ts'), '--listen', String(k.relayPort), '--to', String(k.port), '--delay-ms', String(delayMs)], {
    cwd: REPO_ROOT,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  await new Promise<void>((resolve, reject) => {
    let err = '';
    relay.stderr!.on('data', (d: Buffer) => (err += d.toString('utf8')));
    relay.stdout!.once('data', () => resolve());
    relay.once('exit', (code) => reject(new Error(`the delay relay exited (${code}): ${err.trim()}`)));
  });
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    TRACEHOLD_KAFKA_DIR: k.dir,
    TRACEHOLD_KAFKA_PORT: String(k.port),
    TRACEHOLD_KAFKA_CONTROLLER_PORT: String(k.controllerPort),
    TRACEHOLD_KAFKA_ADVERTISED_PORT: String(k.relayPort),
    // The jars the tests' broker already has (resolved with Maven there on its first run).
    TRACEHOLD_KAFKA_LIB_DIR: path.join(process.env.TRACEHOLD_KAFKA_DIR ?? path.join(REPO_ROOT, '.kafka'), 'lib'),
  };
  const stop = async (): Promise<void> => {
    try {
      await stopKafka(env);
    } finally {
      relay.kill('SIGTERM');
    }
  };
  try {
    const { brokers } = await ensureKafka(env);
    return { brokers, stop, description: `a broker of this run on 127.0.0.1:${k.port} (${k.dir}), reached through scripts/kafka/delay-proxy.ts on ${brokers.join(',')}: +${delayMs} ms each way` };
  } catch (error) {
    await stop().catch(() => undefined);
    throw error;
  }
}

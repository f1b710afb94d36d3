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
 * and returns its bootstrap address. Suites that test against Kafka call this in beforeAll (with a hook
 * timeout of at least 300 s for the first, Maven-resolving run). It never skips: when the broker cannot be
 * started (no Java 17+, no Maven on the first run, port taken, broker crash) it throws with the script's
 * output, so the suite fails loudly instead of passing without Kafka.
 */
export async function ensureKafka(): Promise<{ brokers: string[] }> {
  const { code, output } = await runScript(KAFKA_UP, process.env, UP_TIMEOUT_MS);
  if (code !== 0) {
    throw new Error(
      `Kafka is required by this test suite and could not be started: scripts/kafka/kafka-up.sh exited with ${code}.\n` +
        `It needs Java 17+ (and Maven on the first run, to resolve the broker jars into .kafka/).\n${output.trim()}`,
    );
  }
  return { brokers: [`127.0.0.1:${process.env.TRACEHOLD_KAFKA_PORT ?? '9092'}`] };
}

/** Stops the local broker (scripts/kafka/kafka-down.sh); for fault tests, which must bring it back with ensureKafka. */
export async function stopKafka(): Promise<void> {
  const { code, output } = await runScript(KAFKA_DOWN, process.env, DOWN_TIMEOUT_MS);
  if (code !== 0) throw new Error(`scripts/kafka/kafka-down.sh exited with ${code}:\n${output.trim()}`);
}

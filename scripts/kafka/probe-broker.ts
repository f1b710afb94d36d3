/**
 * Readiness probe used by kafka-up.sh: one Metadata request (kafkajs admin describeCluster) against the
 * broker given as argv[2]. Exits 0 when the broker answers with at least one registered broker and a
 * controller id, 1 otherwise (with one line on stderr saying why). Bounded: gives up after argv[3] ms.
 */
import kafkajs from 'kafkajs';

const { Kafka, logLevel } = kafkajs;

async function probe(broker: string, timeoutMs: number): Promise<string> {
  const kafka = new Kafka({
    clientId: 'tracehold-kafka-probe',
    brokers: [broker],
    connectionTimeout: Math.min(timeoutMs, 2000),
    requestTimeout: timeoutMs,
    retry: { retries: 0 },
    logLevel: logLevel.NOTHING,
  });
  const admin = kafka.admin();
  try {
    await admin.connect();
    const cluster = await admin.describeCluster();
    if (cluster.brokers.length === 0) throw new Error('metadata lists no broker yet');
    if (cluster.controller === null || cluster.controller < 0) throw new Error('metadata names no controller yet');
    return `cluster ${cluster.clusterId}, ${cluster.brokers.length} broker(s)`;
  } finally {
    await admin.disconnect().catch(() => undefined);
  }
}

const broker = process.argv[2] ?? '127.0.0.1:9092';
const timeoutMs = Number(process.argv[3] ?? 3000);
const timer = setTimeout(() => {
  process.stderr.write(`probe: no metadata answer from ${broker} within ${timeoutMs} ms\n`);
  process.exit(1);
}, timeoutMs + 500);
try {
  process.stdout.write(`${await probe(broker, timeoutMs)}\n`);
  clearTimeout(timer);
  process.exit(0);
} catch (error) {
  process.stderr.write(`probe: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
}

import { connect } from 'node:net';
import kafkajs from 'kafkajs';

const { Kafka, logLevel } = kafkajs;

/**
 * True when a Kafka broker answers a metadata request within `timeoutMs`: a TCP connect to the first broker first
 * (fails fast when nothing listens), then kafkajs's describeCluster without retries.
 */
export async function probeKafka(brokers: readonly string[], timeoutMs: number): Promise<boolean> {
  const [host, port] = (brokers[0] ?? '').split(':');
  if (!host || !port) return false;
  const listening = await new Promise<boolean>((resolve) => {
    const socket = connect({ host, port: Number(port) });
    const done = (ok: boolean) => {
      socket.destroy();
      resolve(ok);
    };
    socket.setTimeout(timeoutMs, () => done(false));
    socket.once('connect', () => done(true));
    socket.once('error', () => done(false));
  });
  if (!listening) return false;
  const admin = new Kafka({ clientId: 'rag-app-probe', brokers: [...brokers], connectionTimeout: timeoutMs, requestTimeout: timeoutMs, retry: { retries: 0 }, logLevel: logLevel.NOTHING }).admin();
  let timer: NodeJS.Timeout | undefined;
  try {
    const timeout = new Promise<never>((_, reject) => (timer = setTimeout(() => reject(new Error('probe timeout')), timeoutMs)));
    await Promise.race([(async () => {
      await admin.connect();
      await admin.describeCluster();
    })(), timeout]);
    return true;
  } catch {
    return false;
  } finally {
    clearTimeout(timer);
    await admin.disconnect().catch(() => {});
  }
}

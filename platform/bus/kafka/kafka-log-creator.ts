import { createRequire } from 'node:module';
import kafkajs from 'kafkajs';
import type { LogEntry } from 'kafkajs';
import type pino from 'pino';

const { logLevel: KafkaLogLevel } = kafkajs;

/**
 * Messages of the Kafka protocol errors kafkajs retries by itself (its own table, `retriable: true`), e.g.
 * "The coordinator is loading…" while a broker starts. kafkajs logs a failed response at error level with
 * only the message; one of these is an expected, retried condition and is logged as a warning. kafkajs
 * 2.2.4 is the last release (see kafkajs-idle-fix.ts), so its table does not move under us.
 *
 * Why a lookup by message and not the typed `retriable` / `type` fields that kafka-errors.ts reads: a log
 * entry does not carry the error, only its text (kafkajs' Connection logs `{ error: e.message, … }`), so the
 * message is all there is to go on here. The match is exact equality with the message kafkajs itself put in
 * the error, taken from the same table that sets `retriable`: no pattern over free text, and no verdict on an
 * error (that is kafka-errors.ts's job), only the level of a log line.
 */
const RETRIABLE_PROTOCOL_MESSAGES: ReadonlySet<string> = (() => {
  const { errorCodes } = createRequire(import.meta.url)('kafkajs/src/protocol/error.js') as { errorCodes: { retriable: boolean; message: string }[] };
  return new Set(errorCodes.filter((e) => e.retriable).map((e) => e.message));
})();

const LOG_RATE_WINDOW_MS = 10_000;
const LOG_RATE_MAX_KEYS = 256;
/** kafkajs log fields that carry no record data; everything else is dropped. */
const KAFKAJS_LOG_FIELDS = new Set([
  'broker',
  'clientId',
  'groupId',
  'memberId',
  'leaderId',
  'topic',
  'partition',
  'nodeId',
  'retryCount',
  'retryTime',
  'correlationId',
  'size',
  'type',
  'code',
  'retriable',
  'restart',
  'duration',
]);

/**
 * Entries that report, at kafkajs' error level, something the Kafka bus handles and reports itself:
 * - `Response CreateTopics(…)` from a connection: kafkajs logs every CreateTopics answer with a topic error,
 *   including TOPIC_ALREADY_EXISTS when two processes create the topic at once. ensureKafkaTopic reports
 *   the outcome (created, exists, or a start failure naming the Kafka error type).
 * - `Limiting retries for the idempotent producer`: retries are limited on purpose (bounded appends) and the
 *   producer is replaced after a failure; see producer-slots.ts.
 */
function handledByTheBus(entry: LogEntry): boolean {
  const message = entry.log.message;
  return (entry.namespace === 'Connection' && message.startsWith('Response CreateTopics(')) || message.startsWith('Limiting retries for the idempotent producer');
}

/**
 * Maps kafkajs log entries to pino (kafkajs' `logCreator`): warn and error only (a retried protocol error as
 * a warning), whitelisted fields only
 * (never record keys or values), at most one line per distinct message per 10 s (kafkajs logs every failed
 * connection attempt during an outage) with the number suppressed, and nothing the bus reports itself.
 * One creator per Kafka client; its state is its own.
 */
export function createKafkaLogCreator(logger: pino.Logger): () => (entry: LogEntry) => void {
  const lastLogged = new Map<string, { atMs: number; suppressed: number }>();
  return () => (entry: LogEntry) => {
    if (entry.level !== KafkaLogLevel.ERROR && entry.level !== KafkaLogLevel.WARN) return;
    if (handledByTheBus(entry)) return;
    const { message, ...extra } = entry.log;
    const key = `${entry.namespace}|${message}`;
    const now = Date.now();
    const seen = lastLogged.get(key);
    if (seen !== undefined && now - seen.atMs < LOG_RATE_WINDOW_MS) {
      seen.suppressed++;
      return;
    }
    if (lastLogged.size >= LOG_RATE_MAX_KEYS) lastLogged.clear();
    lastLogged.set(key, { atMs: now, suppressed: 0 });
    const fields: Record<string, unknown> = { kafkajs: entry.namespace };
    for (const [name, value] of Object.entries(extra)) {
      if (KAFKAJS_LOG_FIELDS.has(name)) fields[name] = value;
    }
    if ('error' in extra) fields.error = extra.error instanceof Error ? extra.error.message : String(extra.error);
    if (seen !== undefined && seen.suppressed > 0) fields.suppressedSimilar = seen.suppressed;
    const retriable = typeof extra.error === 'string' && RETRIABLE_PROTOCOL_MESSAGES.has(extra.error);
    if (retriable) fields.retriable = true;
    if (entry.level === KafkaLogLevel.ERROR && !retriable) logger.error(fields, `kafkajs: ${message}`);
    else logger.warn(fields, `kafkajs: ${message}`);
  };
}

/**
 * What a kafkajs error means to the bus, decided in one place from kafkajs' typed fields, never from its
 * message: the Kafka protocol error `type` (e.g. `NOT_LEADER_FOR_PARTITION`) that kafkajs' KafkaJSProtocolError
 * carries, found anywhere in the chain of wrappers (`originalError` of KafkaJSNumberOfRetriesExceeded,
 * `cause` of the others).
 *
 * kafkajs' own `retriable` flag is not the verdict, on purpose: it answers "does kafkajs retry this request
 * itself", and once its bounded retries are spent it wraps the last error in KafkaJSNumberOfRetriesExceeded
 * with `retriable: false`, even for a broker that is merely down. The bus asks something else: can the same
 * append succeed if the client sends it again later? Only the protocol errors listed below say no; everything
 * else (connection, timeout, leadership, ISR, kafkajs giving up) is an outage and answers retryable.
 *
 * CreateTopics failures come as a KafkaJSAggregateError whose per-topic errors sit in `errors`: the walk
 * follows that branch too, so INVALID_REPLICATION_FACTOR / POLICY_VIOLATION fail start() at once with
 * TH_ERR_BUS_KAFKA instead of retrying until startTimeoutMs and reporting an unreachable broker.
 */

/** Kafka errors that say the batch itself is too large: failed with TH_ERR_BUS_BATCH_TOO_LARGE. */
const TOO_LARGE_ERRORS: ReadonlySet<string> = new Set(['MESSAGE_TOO_LARGE', 'RECORD_LIST_TOO_LARGE']);
/** Kafka errors a retry cannot fix; everything else (connection, timeout, leadership, ISR) is retryable. */
const FATAL_KAFKA_ERRORS: ReadonlySet<string> = new Set([
  'INVALID_RECORD',
  'INVALID_TOPIC_EXCEPTION',
  'INVALID_REQUIRED_ACKS',
  'TOPIC_AUTHORIZATION_FAILED',
  'CLUSTER_AUTHORIZATION_FAILED',
  'TRANSACTIONAL_ID_AUTHORIZATION_FAILED',
  'UNSUPPORTED_VERSION',
  'UNSUPPORTED_FOR_MESSAGE_FORMAT',
  'UNSUPPORTED_COMPRESSION_TYPE',
  'SASL_AUTHENTICATION_FAILED',
  'ILLEGAL_SASL_STATE',
]);
/** Creating the topic also fails for good when the broker rejects its settings. */
const FATAL_TOPIC_CREATION_ERRORS: ReadonlySet<string> = new Set([...FATAL_KAFKA_ERRORS, 'INVALID_REPLICATION_FACTOR', 'POLICY_VIOLATION']);

/** The request that failed: `produce` (an append's send) or `createTopic` (start: connect, create the topic). */
export type KafkaOperation = 'produce' | 'createTopic';

/**
 * The bus's verdict on a kafkajs error. `tooLarge` (produce only) and `fatal` name the Kafka error type that
 * decided it; `retryable` means the same operation may succeed later.
 */
export type KafkaErrorVerdict = { verdict: 'tooLarge'; kafkaType: string } | { verdict: 'fatal'; kafkaType: string } | { verdict: 'retryable' };

/** Classifies a kafkajs error thrown by `operation` (see the file comment for why `type`, not `retriable`). */
export function classifyKafkaError(error: unknown, operation: KafkaOperation): KafkaErrorVerdict {
  const types = kafkaErrorTypes(error);
  if (operation === 'produce') {
    const tooLarge = types.find((t) => TOO_LARGE_ERRORS.has(t));
    if (tooLarge !== undefined) return { verdict: 'tooLarge', kafkaType: tooLarge };
  }
  const fatalErrors = operation === 'produce' ? FATAL_KAFKA_ERRORS : FATAL_TOPIC_CREATION_ERRORS;
  const fatal = types.find((t) => fatalErrors.has(t));
  if (fatal !== undefined) return { verdict: 'fatal', kafkaType: fatal };
  return { verdict: 'retryable' };
}

/**
 * An error for a log line or a BusError message: its name, the innermost Kafka error type in its chain (the
 * broker's answer, when there was one) and its message.
 */
export function describeKafkaError(error: unknown): { errName: string; kafkaType?: string; message: string } {
  const e = error as { name?: unknown; message?: unknown };
  const types = kafkaErrorTypes(error);
  return {
    errName: typeof e?.name === 'string' ? e.name : 'Error',
    ...(types.length > 0 ? { kafkaType: types[types.length - 1] } : {}),
    message: typeof e?.message === 'string' ? e.message : String(error),
  };
}

/**
 * The Kafka error types (e.g. `NOT_LEADER_FOR_PARTITION`) anywhere in a kafkajs error chain, outermost first:
 * `originalError` and `cause` links, and the `errors` of an aggregate (CreateTopics answers per topic).
 */
function kafkaErrorTypes(error: unknown): string[] {
  const types: string[] = [];
  const visit = (current: unknown, depth: number): void => {
    if (depth >= 8 || current === null || typeof current !== 'object') return;
    const e = current as { type?: unknown; originalError?: unknown; cause?: unknown; errors?: unknown };
    if (typeof e.type === 'string') types.push(e.type);
    if (Array.isArray(e.errors)) for (const inner of e.errors.slice(0, 16)) visit(inner, depth + 1);
    visit(e.originalError ?? e.cause, depth + 1);
  };
  visit(error, 0);
  return types;
}

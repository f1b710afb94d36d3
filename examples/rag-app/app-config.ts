import { z } from 'zod';

const positiveInt = z.coerce.number().int().positive();

/**
 * The example application's settings, read from the environment once at start (bad values stop the start with
 * every problem listed). The OTLP endpoint and headers are the OpenTelemetry SDK's standard variables
 * (OTEL_EXPORTER_OTLP_ENDPOINT, OTEL_EXPORTER_OTLP_HEADERS, OTEL_SERVICE_NAME), so the app is configured the
 * way any instrumented service is.
 */
export const RagAppConfigSchema = z.object({
  host: z.string().default('127.0.0.1'),
  /** 0 = any free port; the bound address is printed on stdout. */
  port: z.coerce.number().int().min(0).max(65535).default(3000),
  otlpEndpoint: z.url().default('http://localhost:4318'),
  serviceName: z.string().min(1).default('rag-app'),
  /** OpenAI-compatible base URL (…/v1). The demo points it at the local test double in test/provider. */
  providerUrl: z.url(),
  providerApiKey: z.string().min(1).default('sk-demo-not-a-real-key'),
  model: z.string().min(1).default('fake-chat-small'),
  /** auto: Kafka when a broker answers within kafkaProbeTimeoutMs, otherwise the in-process queue. */
  queue: z.enum(['auto', 'kafka', 'in-process']).default('auto'),
  kafkaBrokers: z
    .string()
    .default('localhost:9092')
    .transform((v) => v.split(',').map((b) => b.trim()).filter(Boolean)),
  kafkaTopic: z.string().min(1).default('demo.questions'),
  kafkaGroupId: z.string().min(1).default('rag-app-workers'),
  kafkaProbeTimeoutMs: positiveInt.default(1500),
  /** Messages waiting in the in-process queue at most; beyond, POST /ask answers 503 with Retry-After. */
  queueMaxDepth: positiveInt.default(1000),
  workerConcurrency: positiveInt.default(8),
  /** Span and log batches: the SDK's defaults (2048 queued) drop spans under a load test, so they are settings. */
  exportMaxQueueSize: positiveInt.default(65_536),
  exportMaxBatchSize: positiveInt.default(2048),
  exportDelayMs: positiveInt.default(1000),
  /** Capture prompts and answers (the Node OpenAI instrumentation's switch); Tracehold moves them to its content store. */
  captureContent: z
    .enum(['true', 'false'])
    .default('true')
    .transform((v) => v === 'true'),
});

export type RagAppConfig = z.infer<typeof RagAppConfigSchema>;

/** Reads the settings from environment variables (RAG_APP_*, KAFKA_BROKERS and the OTel SDK's own). */
export function readRagAppConfig(env: NodeJS.ProcessEnv): RagAppConfig {
  const pick = (name: string) => (env[name] === '' ? undefined : env[name]);
  const result = RagAppConfigSchema.safeParse({
    host: pick('RAG_APP_HOST'),
    port: pick('RAG_APP_PORT'),
    otlpEndpoint: pick('OTEL_EXPORTER_OTLP_ENDPOINT'),
    serviceName: pick('OTEL_SERVICE_NAME'),
    providerUrl: pick('RAG_APP_PROVIDER_URL'),
    providerApiKey: pick('OPENAI_API_KEY'),
    model: pick('RAG_APP_MODEL'),
    queue: pick('RAG_APP_QUEUE'),
    kafkaBrokers: pick('KAFKA_BROKERS'),
    kafkaTopic: pick('RAG_APP_KAFKA_TOPIC'),
    kafkaGroupId: pick('RAG_APP_KAFKA_GROUP'),
    kafkaProbeTimeoutMs: pick('RAG_APP_KAFKA_PROBE_TIMEOUT_MS'),
    queueMaxDepth: pick('RAG_APP_QUEUE_MAX_DEPTH'),
    workerConcurrency: pick('RAG_APP_WORKER_CONCURRENCY'),
    exportMaxQueueSize: pick('RAG_APP_EXPORT_MAX_QUEUE_SIZE'),
    exportMaxBatchSize: pick('RAG_APP_EXPORT_MAX_BATCH_SIZE'),
    exportDelayMs: pick('RAG_APP_EXPORT_DELAY_MS'),
    captureContent: pick('OTEL_INSTRUMENTATION_GENAI_CAPTURE_MESSAGE_CONTENT'),
  });
  if (!result.success) {
    const lines = result.error.issues.map((i) => `  - ${i.path.join('.') || '(config)'}: ${i.message}`);
    throw new Error(`rag-app: invalid settings:\n${lines.join('\n')}`);
  }
  return result.data;
}

import { OTLPLogExporter } from '@opentelemetry/exporter-logs-otlp-proto';
import { OTLPTraceExporter } from '@opentelemetry/exporter-trace-otlp-proto';
import { HttpInstrumentation } from '@opentelemetry/instrumentation-http';
import { OpenAIInstrumentation } from '@opentelemetry/instrumentation-openai';
import { resourceFromAttributes } from '@opentelemetry/resources';
import { BatchLogRecordProcessor } from '@opentelemetry/sdk-logs';
import { NodeSDK } from '@opentelemetry/sdk-node';
import { BatchSpanProcessor } from '@opentelemetry/sdk-trace-base';
import type { RagAppConfig } from './app-config.ts';
import { createBaggageAttributesProcessor } from './baggage-attributes-processor.ts';

/** Request paths of the app's own plumbing (stats, health): not traced, so they do not add traces. */
export const UNTRACED_PATH_PREFIX = '/internal/';

/** Baggage entries the HTTP handler sets and every span of the request carries. */
export const BAGGAGE_ATTRIBUTE_KEYS = ['enduser.id', 'session.id'] as const;

/** The started OpenTelemetry SDK. `shutdown()` flushes every queued span and log record; safe to call twice. */
export interface Telemetry {
  shutdown(): Promise<void>;
}

/**
 * Starts the OpenTelemetry Node SDK the way an application does: OTLP/HTTP protobuf exporters for traces and logs
 * (the Node OpenAI instrumentation sends its content events as logs), W3C trace context and baggage propagation
 * (the SDK's default), the HTTP server instrumentation and the OpenAI client instrumentation.
 *
 * Must run before `node:http` and `openai` are loaded: both are patched when they are required (main.ts loads them
 * through `require` after this call, as a CommonJS application would; ESM applications use the SDK's --import hook).
 */
export function startTelemetry(config: RagAppConfig): Telemetry {
  if (config.captureContent) process.env.OTEL_INSTRUMENTATION_GENAI_CAPTURE_MESSAGE_CONTENT = 'true';
  const endpoint = config.otlpEndpoint.replace(/\/$/, '');
  const batch = { maxQueueSize: config.exportMaxQueueSize, maxExportBatchSize: config.exportMaxBatchSize, scheduledDelayMillis: config.exportDelayMs };
  const sdk = new NodeSDK({
    // No resource detection: the process detector records argv and the host's details, which a demo need not send.
    autoDetectResources: false,
    resource: resourceFromAttributes({ 'service.name': config.serviceName, 'service.version': '1.0.0', 'deployment.environment.name': 'demo' }),
    spanProcessors: [
      // First: attributes set in onStart must be on the span before any other processor sees it.
      createBaggageAttributesProcessor(BAGGAGE_ATTRIBUTE_KEYS),
      new BatchSpanProcessor(new OTLPTraceExporter({ url: `${endpoint}/v1/traces` }), batch),
    ],
    logRecordProcessors: [new BatchLogRecordProcessor({ exporter: new OTLPLogExporter({ url: `${endpoint}/v1/logs` }), ...batch })],
    instrumentations: [
      new HttpInstrumentation({
        ignoreIncomingRequestHook: (req) => (req.url ?? '').startsWith(UNTRACED_PATH_PREFIX),
        // The app makes no outgoing node:http requests of interest (the OpenAI client uses fetch; Kafka is TCP).
        disableOutgoingRequestInstrumentation: true,
      }),
      new OpenAIInstrumentation(),
    ],
  });
  sdk.start();
  let stopped: Promise<void> | null = null;
  return {
    shutdown() {
      stopped ??= sdk.shutdown();
      return stopped;
    },
  };
}

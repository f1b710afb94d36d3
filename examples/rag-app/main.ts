/**
 * The example RAG application (see README.md beside this file): an HTTP endpoint that puts questions on a queue, and
 * a worker that retrieves help-centre articles, looks up the customer's orders in SQL and asks an OpenAI-compatible
 * model — instrumented with the OpenTelemetry Node SDK and exporting to Tracehold over OTLP.
 *
 *   RAG_APP_PROVIDER_URL=http://127.0.0.1:PORT/v1 node --import tsx examples/rag-app/main.ts
 *
 * Prints one JSON line on stdout when it listens ({"event":"listening","url","queue"}) and one when it has stopped
 * ({"event":"stopped", ...counters}); SIGTERM/SIGINT drain the queue and flush the telemetry first.
 */
import { createRequire } from 'node:module';
import { trace } from '@opentelemetry/api';
import type * as NodeHttp from 'node:http';
import type * as OpenAIModule from 'openai';
import { readRagAppConfig } from './app-config.ts';
import { startTelemetry } from './telemetry.ts';
import { createAppStats } from './app-stats.ts';
import { createAskServer } from './ask-server.ts';
import { createAnswerQuestion } from './answer-question.ts';
import { KNOWLEDGE_BASE } from './knowledge-base.ts';
import { createOrdersDb } from './orders-db.ts';
import { createRetriever } from './retriever.ts';
import { createInProcessQueue } from './queue/in-process-queue.ts';
import { createKafkaQueue } from './queue/kafka-queue.ts';
import { probeKafka } from './queue/probe-kafka.ts';
import type { QuestionQueue } from './queue/question-queue.ts';

const config = readRagAppConfig(process.env);
const telemetry = startTelemetry(config);
// Loaded after the SDK started, through require, so the HTTP and OpenAI instrumentations patch them.
const require = createRequire(import.meta.url);
const http = require('node:http') as typeof NodeHttp;
const { OpenAI } = require('openai') as typeof OpenAIModule;

const tracer = trace.getTracer('rag-app', '1.0.0');
const stats = createAppStats();
const useKafka = config.queue === 'kafka' || (config.queue === 'auto' && (await probeKafka(config.kafkaBrokers, config.kafkaProbeTimeoutMs)));
const queue: QuestionQueue = useKafka
  ? createKafkaQueue({ tracer }, { brokers: config.kafkaBrokers, topic: config.kafkaTopic, groupId: config.kafkaGroupId, concurrency: config.workerConcurrency, partitions: 3, joinTimeoutMs: 30_000 })
  : createInProcessQueue({ tracer }, { destination: config.kafkaTopic, maxDepth: config.queueMaxDepth, concurrency: config.workerConcurrency });
const ordersDb = await createOrdersDb({ tracer });
const openai = new OpenAI({ baseURL: config.providerUrl, apiKey: config.providerApiKey, maxRetries: 2, timeout: 30_000 });
await queue.start(createAnswerQuestion({ retriever: createRetriever({ tracer }, KNOWLEDGE_BASE), ordersDb, openai, stats }, { model: config.model, topK: 3 }));
const server = createAskServer({ http, queue, stats }, { host: config.host, port: config.port });
const url = await server.start();
process.stdout.write(`${JSON.stringify({ event: 'listening', url, queue: queue.kind })}\n`);

let stopping = false;
async function stop(): Promise<void> {
  if (stopping) return;
  stopping = true;
  await server.shutdown();
  await queue.shutdown();
  ordersDb.close();
  await telemetry.shutdown();
  process.stdout.write(`${JSON.stringify({ event: 'stopped', ...stats })}\n`);
  process.exit(0);
}
process.on('SIGTERM', () => void stop());
process.on('SIGINT', () => void stop());

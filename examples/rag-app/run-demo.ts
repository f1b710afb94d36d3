/**
 * `npm run demo`: drives the example app against the all-in-one that `npm start` runs, so a newcomer sees real
 * traces, LLM calls, evidence and costs within a minute. It finds Tracehold the way the `tracehold` CLI does (same
 * configuration: tracehold.yaml and TRACEHOLD_* variables in this directory; the running API from
 * <dataDir>/run/query-api.json; the token from TRACEHOLD_TOKEN or <dataDir>/admin-token), starts the local
 * OpenAI-compatible test double (test/provider — not a real model) and the app, sends ~50 varied questions, and
 * prints where to look.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { loadConfig } from '../../platform/config/load-config.ts';
import { createFakeProvider } from '../../test/provider/fake-provider.ts';
import { sendQuestions, waitForAnswers } from './ask-traffic.ts';
import { startRagApp } from './start-rag-app.ts';

const QUESTIONS = Number(process.env.DEMO_QUESTIONS ?? 50);
const say = (line = '') => process.stdout.write(`${line}\n`);
const fail = (lines: string[]): never => {
  process.stderr.write(`${lines.join('\n')}\n`);
  process.exit(1);
};

function runningApi(dataDir: string): string | null {
  const file = path.join(dataDir, 'run', 'query-api.json');
  if (!existsSync(file)) return null;
  try {
    const { pid, url } = JSON.parse(readFileSync(file, 'utf8')) as { pid: number; url: string };
    process.kill(pid, 0); // throws when that process is gone (a stale file after a crash)
    return url;
  } catch {
    return null;
  }
}

async function isReady(api: string): Promise<boolean> {
  try {
    return (await fetch(`${api}/readyz`, { signal: AbortSignal.timeout(3000) })).status === 200;
  } catch {
    return false;
  }
}

const config = (() => {
  try {
    return loadConfig(process.env, process.cwd());
  } catch (err) {
    return fail([`npm run demo: Tracehold's configuration in ${process.cwd()} is not valid:`, (err as Error).message]);
  }
})();
const scheme = config.tls.certFile ? 'https' : 'http';
const host = config.bind === '0.0.0.0' || config.bind === '::' ? '127.0.0.1' : config.bind;
const api = runningApi(config.dataDir) ?? `${scheme}://${host}:${config.apiPort}`;
const otlp = process.env.OTEL_EXPORTER_OTLP_ENDPOINT ?? `${scheme}://${host}:${config.otlpHttpPort}`;

if (!(await isReady(api))) {
  fail([
    `npm run demo: Tracehold is not running (no ready answer from ${api}/readyz).`,
    '',
    'Start it in another terminal, in this directory, and run the demo again:',
    '',
    '  npm start',
    '',
    'The demo reads the same tracehold.yaml and TRACEHOLD_* variables as `npm start`, so moved ports are found.',
  ]);
}
const tokenFile = path.join(config.dataDir, 'admin-token');
const hasToken = Boolean(process.env.TRACEHOLD_TOKEN) || existsSync(tokenFile);
if (!hasToken) {
  fail([
    `npm run demo: no API token: TRACEHOLD_TOKEN is not set and ${tokenFile} does not exist.`,
    'The first `npm start` prints the admin token and keeps a copy there; otherwise set TRACEHOLD_TOKEN to a token of',
    'the tenant the demo writes to (tenant "default" when no ingest token is configured).',
  ]);
}
const token = process.env.TRACEHOLD_TOKEN ?? readFileSync(tokenFile, 'utf8').trim();
const relativeTokenFile = path.relative(process.cwd(), tokenFile);
const tokenExpr = process.env.TRACEHOLD_TOKEN ? '$TRACEHOLD_TOKEN' : `$(cat ${relativeTokenFile.startsWith('..') ? tokenFile : relativeTokenFile})`;

say(`Tracehold is ready at ${api} (OTLP ${otlp}).`);
const provider = createFakeProvider({ maxRecordedRequests: 1000 });
const { baseUrl } = await provider.start();
say(`Model: the local OpenAI-compatible test double at ${baseUrl} (test/provider; fake model names, canned answers — not a real provider).`);

const app = await startRagApp({
  RAG_APP_PROVIDER_URL: baseUrl,
  OTEL_EXPORTER_OTLP_ENDPOINT: otlp,
  // An ingest token, when the all-in-one requires one, goes the standard way: OTEL_EXPORTER_OTLP_HEADERS.
  ...(process.env.OTEL_EXPORTER_OTLP_HEADERS ? { OTEL_EXPORTER_OTLP_HEADERS: process.env.OTEL_EXPORTER_OTLP_HEADERS } : {}),
  ...(process.env.KAFKA_BROKERS ? { KAFKA_BROKERS: process.env.KAFKA_BROKERS } : {}),
  RAG_APP_QUEUE: process.env.RAG_APP_QUEUE ?? 'auto',
});
let exitCode = 0;
try {
  say(`App: examples/rag-app at ${app.url}, queue: ${app.queue === 'kafka' ? `Kafka topic demo.questions` : 'in-process (no Kafka broker answered at localhost:9092)'}.`);
  say('');
  const traffic = await sendQuestions({
    appUrl: app.url,
    count: QUESTIONS,
    concurrency: 4,
    maxBacklog: 20,
    onProgress: (n) => process.stdout.write(`\r  asked ${n}/${QUESTIONS} questions`),
  });
  say('');
  const answered = await waitForAnswers(app.url, 60_000);
  say(`  answered ${answered.answered}, failed ${answered.failed}`);
  // Stopping the app flushes its last spans and log records to Tracehold.
  await app.stop();
  if (traffic.traceIds.length === 0) throw new Error(`no question was accepted by the app:\n${app.output()}`);

  // The ledger answers as soon as the export is acknowledged; wait for the first call to be there.
  const first = traffic.traceIds[0]!;
  const deadline = Date.now() + 30_000;
  let calls = 0;
  while (Date.now() < deadline && calls === 0) {
    const res = await fetch(`${api}/v1/traces/${first}`, { headers: { authorization: `Bearer ${token}` } });
    if (res.status === 401 || res.status === 403) throw new Error(`the API refused the token (${res.status}); set TRACEHOLD_TOKEN to a token with traces:read.`);
    if (res.status === 200) calls = ((await res.json()) as { llmCalls?: unknown[] }).llmCalls?.length ?? 0;
    if (calls === 0) await new Promise((r) => setTimeout(r, 250));
  }
  if (calls === 0) say(`(The ledger does not show trace ${first} yet; Tracehold may still be catching up.)`);

  const picks = [traffic.traceIds[0]!, traffic.traceIds[Math.floor(traffic.traceIds.length / 2)]!, traffic.traceIds[traffic.traceIds.length - 1]!];
  say('');
  say(`Done: ${traffic.traceIds.length} requests, each one trace: POST /ask → send/process ${app.queue === 'kafka' ? 'Kafka' : 'queue'} hop → retrieve → SELECT orders → chat.`);
  say('The LLM calls are in the ledger now; the span trees appear once the tail sampler has decided each trace');
  say('(10 s after its last span by default). Three of the traces:');
  say('');
  say(`  TOKEN=${tokenExpr}`);
  for (const id of picks) {
    say('');
    say(`  trace ${id}`);
    say(`    curl -s -H "Authorization: Bearer $TOKEN" ${api}/v1/traces/${id}`);
    say(`    npx tracehold trace ${id}`);
  }
  say('');
  say('The ledger (every LLM call, 100%) and costs:');
  say(`    curl -s -H "Authorization: Bearer $TOKEN" "${api}/v1/llm-calls?limit=20"`);
  say(`    curl -s -H "Authorization: Bearer $TOKEN" "${api}/v1/costs?group_by=model"`);
  say('  (The test double\'s fake models have no price, so their cost is unknown: "—", and totals say "+?".)');
} catch (err) {
  process.stderr.write(`npm run demo: ${(err as Error).message}\n`);
  exitCode = 1;
} finally {
  await app.stop();
  await provider.shutdown();
}
process.exit(exitCode);

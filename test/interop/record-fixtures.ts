/**
 * Records the golden interop fixtures: every instrumentation set-up × scenario, each in its own driver process,
 * against the fake provider and a capturing OTLP/HTTP receiver. Writes the raw export bodies to
 * test/fixtures/interop/<config>/<scenario>.<traces|logs|metrics>[.<n>].pb (n = 2, 3… for the second and later
 * exports of a signal, in arrival order) and a manifest.json with versions, settings, the provider's answers
 * as the client saw them, and the exports in arrival order.
 *
 *   node --import tsx test/interop/record-fixtures.ts [--only <config id>,…]
 *
 * The root span is exported in a later export than its children (--root-delay-s), as real SDKs split a trace.
 * Re-recording changes ids and timestamps only; decode with test/interop/py/decode_otlp.py.
 */
import { execFile } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs, promisify } from 'node:util';
import { createFakeProvider } from '../provider/fake-provider.ts';
import { createCaptureOtlpServer } from './capture-otlp-server.ts';
import { DRIVER_CONFIGS, ensureInteropVenv, REPO_ROOT, runDriver, SCENARIOS, type ScenarioResult } from './drivers.ts';

const run = promisify(execFile);
const FIXTURES = path.join(REPO_ROOT, 'test/fixtures/interop');
const ENDUSER = 'enduser-0042';
const ROOT_DELAY_S = 0.5;

const { values } = parseArgs({ options: { only: { type: 'string' } } });
const only = values.only?.split(',');

const python = await ensureInteropVenv();
const { stdout: pyVersions } = await run(python, [
  '-c',
  'import importlib.metadata as m, json, sys; print(json.dumps({"python": sys.version.split()[0], **{d: m.version(d) for d in sys.argv[1:]}}))',
  'openai',
  'opentelemetry-sdk',
  'opentelemetry-exporter-otlp-proto-http',
  'opentelemetry-instrumentation-openai',
  'openinference-instrumentation-openai',
  'openinference-instrumentation',
  'opentelemetry-instrumentation-openai-v2',
  'opentelemetry-util-genai',
]);
const pkg = (name: string) => (JSON.parse(readFileSync(path.join(REPO_ROOT, 'node_modules', name, 'package.json'), 'utf8')) as { version: string }).version;
const nodeVersions = {
  node: process.version,
  openai: pkg('openai'),
  '@opentelemetry/instrumentation-openai': pkg('@opentelemetry/instrumentation-openai'),
  '@opentelemetry/sdk-node': pkg('@opentelemetry/sdk-node'),
};

const provider = createFakeProvider({});
const { baseUrl } = await provider.start();
const manifestPath = path.join(FIXTURES, 'manifest.json');
const manifest: any = only
  ? JSON.parse(readFileSync(manifestPath, 'utf8'))
  : { description: '', recordedAt: '', recorder: 'test/interop/record-fixtures.ts', settings: {}, versions: {}, configs: {} };
manifest.description =
  'Raw OTLP/HTTP protobuf export bodies from real LLM instrumentations calling the local fake OpenAI-compatible provider (test/provider; not a real service). One driver process per config and scenario. <scenario>.<signal>.pb is the first export of that signal, <scenario>.<signal>.<n>.pb the n-th.';
manifest.recordedAt = new Date().toISOString().slice(0, 10);
manifest.settings = { enduser: ENDUSER, rootDelayS: ROOT_DELAY_S, model: 'fake-chat-small', providerSnapshot: 'fake-chat-small-2025-06-01', systemFingerprint: 'fp_5e1f0c2a9b' };
manifest.versions = { python: JSON.parse(pyVersions), node: nodeVersions };

for (const config of DRIVER_CONFIGS) {
  if (only && !only.includes(config.id)) continue;
  const dir = path.join(FIXTURES, config.id);
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  const entry: any = { runtime: config.runtime, instrumentation: config.instrumentation, contentMode: config.contentMode ?? null, library: config.library, scenarios: {} };
  for (const scenario of SCENARIOS) {
    const capture = createCaptureOtlpServer();
    const { endpoint } = await capture.start();
    provider.clearRequests();
    let result: ScenarioResult;
    try {
      const driven = await runDriver(config, { python, otlpEndpoint: endpoint, providerUrl: baseUrl, scenarios: [scenario], rootDelayS: ROOT_DELAY_S, enduser: ENDUSER });
      result = driven.results[0]!;
    } finally {
      await capture.shutdown();
    }
    const counts: Record<string, number> = {};
    const exports = capture.exports();
    const t0 = exports[0]?.atMs ?? 0;
    const files = exports.map((e) => {
      counts[e.signal] = (counts[e.signal] ?? 0) + 1;
      const n = counts[e.signal]!;
      const file = `${scenario}.${e.signal}${n > 1 ? `.${n}` : ''}.pb`;
      writeFileSync(path.join(dir, file), e.body);
      return { file, signal: e.signal, afterFirstExportMs: e.atMs - t0, bytes: e.body.length };
    });
    await provider.waitForIdle();
    entry.scenarios[scenario] = {
      traceId: result.traceId,
      rootSpanId: result.rootSpanId,
      calls: result.calls,
      providerRequests: provider.requests().map((r) => ({ scenario: r.scenario, outcome: r.outcome, answer: r.answer, user: (r.body as any)?.user ?? null, traceparent: r.headers.traceparent ?? null })),
      exports: files,
    };
    process.stderr.write(`recorded ${config.id}/${scenario}: ${files.map((f) => f.file).join(' ')}\n`);
  }
  manifest.configs[config.id] = entry;
}
await provider.shutdown();
writeFileSync(manifestPath, JSON.stringify(manifest, null, 1) + '\n');
process.stderr.write(`wrote ${manifestPath}\n`);

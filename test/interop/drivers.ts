/**
 * The interop scenario drivers as configurations, and one function to run a driver as a real child process:
 * each Python instrumentation (and each content mode of openai-v2) in its own Python process from the pinned
 * venv, and the Node driver under tsx. Shared by the interop test and the fixture recorder.
 */
import { execFile } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';

const run = promisify(execFile);

export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const VENV_SCRIPT = path.join(REPO_ROOT, 'scripts/python/interop-venv.sh');
export const SCENARIOS = ['plain', 'stream', 'aborted_stream', 'tool_call', 'error'] as const;
export type InteropScenario = (typeof SCENARIOS)[number];

/** One instrumentation set-up: `id` names its fixture folder (`test/fixtures/interop/<id>`). */
export interface DriverConfig {
  readonly id: string;
  readonly runtime: 'python' | 'node';
  readonly instrumentation: string;
  readonly contentMode?: 'span' | 'event' | 'span_and_event';
  /** Package and version of the instrumentation, for humans (the pins are in requirements.txt / package.json). */
  readonly library: string;
  /**
   * OTEL_EXPORTER_OTLP_COMPRESSION for the Python SDK's exporters (it offers gzip and deflate; unset = none), so
   * that the receiver meets each body coding a real SDK sends.
   */
  readonly compression?: 'gzip' | 'deflate';
}

export const DRIVER_CONFIGS: readonly DriverConfig[] = [
  { id: 'openllmetry', runtime: 'python', instrumentation: 'openllmetry', library: 'opentelemetry-instrumentation-openai 0.62.4 (OpenLLMetry)' },
  { id: 'openinference', runtime: 'python', instrumentation: 'openinference', compression: 'deflate', library: 'openinference-instrumentation-openai 0.1.66' },
  { id: 'openai-v2-span', runtime: 'python', instrumentation: 'openai_v2', contentMode: 'span', library: 'opentelemetry-instrumentation-openai-v2 2.4b0, SPAN_ONLY' },
  {
    id: 'openai-v2-event',
    runtime: 'python',
    instrumentation: 'openai_v2',
    contentMode: 'event',
    compression: 'gzip',
    library: 'opentelemetry-instrumentation-openai-v2 2.4b0, EVENT_ONLY',
  },
  {
    id: 'openai-v2-span_and_event',
    runtime: 'python',
    instrumentation: 'openai_v2',
    contentMode: 'span_and_event',
    library: 'opentelemetry-instrumentation-openai-v2 2.4b0, SPAN_AND_EVENT',
  },
  { id: 'node-openai', runtime: 'node', instrumentation: 'node-openai', library: '@opentelemetry/instrumentation-openai 0.21.0 + openai 6.49.0 (npm)' },
];

/** One LLM call as the client saw the provider's answer. */
export interface ExpectedCall {
  requestModel: string;
  responseModel: string | null;
  responseId: string | null;
  finishReasons: string[];
  inputTokens: number | null;
  outputTokens: number | null;
  streamed: boolean;
  aborted: boolean;
  error: { status: number; type: string; code: string | null } | null;
}

/** One line of a driver's output. */
export interface ScenarioResult {
  scenario: InteropScenario;
  traceId: string;
  rootSpanId: string;
  expected: ExpectedCall;
  calls: ExpectedCall[];
}

export interface DriverRun {
  results: ScenarioResult[];
  stderr: string;
  elapsedMs: number;
}

/** Creates (or finds cached) the pinned venv; returns its python. Progress goes to this process's stderr. */
export async function ensureInteropVenv(): Promise<string> {
  const { stdout, stderr } = await run('bash', [VENV_SCRIPT], { cwd: REPO_ROOT, timeout: 600_000, maxBuffer: 16 * 1024 * 1024 });
  process.stderr.write(stderr);
  return stdout.trim().split('\n').pop()!;
}

/** Runs one driver to completion (it flushes and exits) and parses its JSON lines. */
export async function runDriver(
  config: DriverConfig,
  opts: { python: string; otlpEndpoint: string; providerUrl: string; scenarios: readonly InteropScenario[]; rootDelayS?: number; enduser?: string; timeoutMs?: number },
): Promise<DriverRun> {
  const common = ['--scenarios', opts.scenarios.join(','), '--otlp-endpoint', opts.otlpEndpoint, '--provider-url', opts.providerUrl];
  if (opts.rootDelayS) common.push('--root-delay-s', String(opts.rootDelayS));
  if (opts.enduser) common.push('--enduser', opts.enduser);
  const [cmd, args] =
    config.runtime === 'python'
      ? [
          opts.python,
          [
            path.join(REPO_ROOT, 'test/interop/py/run_scenarios.py'),
            '--instrumentation',
            config.instrumentation,
            ...(config.contentMode ? ['--content-mode', config.contentMode] : []),
            ...common,
          ],
        ]
      : [process.execPath, ['--import', 'tsx', path.join(REPO_ROOT, 'test/interop/node/run-scenarios.ts'), ...common]];
  // A clean environment: no OTEL_* or TRACELOOP_* from the caller changes what the instrumentation emits.
  const env: Record<string, string> = { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', LANG: 'C.UTF-8' };
  if (config.compression) env.OTEL_EXPORTER_OTLP_COMPRESSION = config.compression;
  const started = Date.now();
  const { stdout, stderr } = await run(cmd, args, { cwd: REPO_ROOT, env, timeout: opts.timeoutMs ?? 120_000, maxBuffer: 16 * 1024 * 1024 });
  const results = stdout
    .split('\n')
    .filter((l) => l.startsWith('{'))
    .map((l) => JSON.parse(l) as ScenarioResult);
  if (results.length !== opts.scenarios.length) {
    throw new Error(`${config.id}: expected ${opts.scenarios.length} scenario lines, got ${results.length}\n${stderr}`);
  }
  return { results, stderr, elapsedMs: Date.now() - started };
}

/** Runs a Node driver script under tsx in a clean environment (no OTEL_* from the caller); returns its stdout. */
export async function runNodeScript(script: string, args: readonly string[], timeoutMs = 120_000): Promise<string> {
  const env: Record<string, string> = { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', LANG: 'C.UTF-8' };
  const { stdout } = await run(process.execPath, ['--import', 'tsx', path.join(REPO_ROOT, script), ...args], { cwd: REPO_ROOT, env, timeout: timeoutMs, maxBuffer: 16 * 1024 * 1024 });
  return stdout;
}

/** The tool calls of a trace's evidence (GET /v1/traces/{id}), under a call or unlinked. */
export function evidenceToolCalls(body: any): any[] {
  return [...(body?.evidence?.unlinked?.toolCalls ?? []), ...(body?.llmCalls ?? []).flatMap((c: any) => c.evidence?.toolCalls ?? [])];
}

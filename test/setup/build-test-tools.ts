/**
 * vitest globalSetup (vitest.config.ts): builds the test tools that take minutes on a fresh machine, as a
 * visible step with progress before any test starts — never inside a timed hook or test: SeaweedFS, the S3
 * server of the S3 suites, built from the Go module proxy into .tools/ (~6 min cold on 2 cores), the
 * OpenTelemetry Collector agent of test/interop/otelcol-agent.test.ts (ocb, the same proxy, ~1-3 min cold) and
 * telemetrygen (test/interop/telemetrygen.test.ts, ~1 min cold), the Java SDK's jars from Maven Central
 * (test/interop/java-sdk.test.ts, seconds), and the
 * pinned Python virtualenv of the interop suite (real instrumentations from PyPI, ~30–80 s cold); both cached,
 * then this step takes milliseconds. Each runs only when the selected test files need it (test/support/s3.ts,
 * test/interop/drivers.ts), so `npx vitest run <unit test>` needs neither Go nor Python. A failed build fails
 * the run, with the script's own error (e.g. no Go on PATH): those suites never skip. The browser suites
 * (test/ui, whose files import test/ui/ui-browser.ts) get Debian's Chromium (apt-get when missing) and a current
 * UI build in ui/dist (seconds cold, milliseconds cached) the same way, and the suites that run the `tracehold`
 * command get its build (bin/server-build.js) made before they start.
 */
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { TestProject } from 'vitest/node';

const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
/** How often a long build says it is still going. */
const PROGRESS_EVERY_MS = 20_000;
/** A build shorter than this (cached binary, warm Go caches) prints nothing of its own. */
const QUIET_BELOW_MS = 3_000;

function formatElapsed(ms: number): string {
  const s = Math.round(ms / 1000);
  return s < 60 ? `${s}s` : `${Math.floor(s / 60)}m${String(s % 60).padStart(2, '0')}s`;
}

/** Runs a setup script (bash, or `[command, ...args]`) with its output on the terminal, and a progress line while it is slow. */
function runStep(label: string, script: string | string[], logFile: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const startedAt = Date.now();
    const [command, ...args] = typeof script === 'string' ? ['bash', script] : script;
    const child = spawn(command!, args, { cwd: REPO_ROOT, stdio: ['ignore', 'inherit', 'inherit'] });
    const progress = setInterval(() => {
      process.stdout.write(`[test setup] ${label}: still building, ${formatElapsed(Date.now() - startedAt)} elapsed (details: ${logFile})\n`);
    }, PROGRESS_EVERY_MS);
    child.once('error', (err) => {
      clearInterval(progress);
      reject(new Error(`[test setup] ${label}: could not run ${command}: ${err.message}`));
    });
    child.once('exit', (code) => {
      clearInterval(progress);
      const elapsedMs = Date.now() - startedAt;
      const name = typeof script === 'string' ? path.relative(REPO_ROOT, script) : script.map((a) => (path.isAbsolute(a) ? path.relative(REPO_ROOT, a) : a)).join(' ');
      if (code !== 0) return reject(new Error(`[test setup] ${label}: ${name} exited with ${code}; the suites that need it cannot run`));
      if (elapsedMs >= QUIET_BELOW_MS) process.stdout.write(`[test setup] ${label}: ready after ${formatElapsed(elapsedMs)}\n`);
      resolve();
    });
  });
}

/** The sources of the test files this run selected (CLI filters applied). */
async function selectedSources(project: TestProject): Promise<string[]> {
  // The run's file filters (`vitest run <filters>`); not part of vitest's public API, hence the guard.
  const filters = (project.vitest as unknown as { filenamePattern?: unknown }).filenamePattern;
  const { testFiles } = await project.globTestFiles(Array.isArray(filters) ? (filters as string[]) : undefined);
  return testFiles.map((file) => readFileSync(file, 'utf8'));
}

export default async function setup(project: TestProject): Promise<void> {
  const sources = await selectedSources(project);
  if (sources.some((s) => s.includes('support/s3'))) {
    await runStep('SeaweedFS (S3 test server, first build ~6 min)', path.join(REPO_ROOT, 'scripts/s3/s3-build.sh'), '.tools/weed-build.log');
  }
  if (sources.some((s) => s.includes('scripts/peer/otelcol-build.sh'))) {
    await runStep(
      'OpenTelemetry Collector agent (ocb from the Go module proxy, first build ~1-3 min)',
      ['bash', path.join(REPO_ROOT, 'scripts/peer/otelcol-build.sh'), 'agent'],
      '.tools/otelcol-agent/build.log',
    );
  }
  if (sources.some((s) => s.includes('scripts/peer/telemetrygen-build.sh'))) {
    await runStep('telemetrygen (the Go module proxy, first build ~1 min)', path.join(REPO_ROOT, 'scripts/peer/telemetrygen-build.sh'), '.tools/telemetrygen/build.log');
  }
  if (sources.some((s) => s.includes('scripts/java/java-otlp-deps.sh'))) {
    await runStep('OpenTelemetry Java SDK jars (Maven Central, first run ~10 s)', path.join(REPO_ROOT, 'scripts/java/java-otlp-deps.sh'), 'stderr above');
  }
  if (sources.some((s) => s.includes("from './drivers.ts'") || s.includes('interop/drivers'))) {
    await runStep('Python interop virtualenv (pinned instrumentations from PyPI, first build ~1 min)', path.join(REPO_ROOT, 'scripts/python/interop-venv.sh'), 'stderr above');
  }
  if (sources.some((s) => s.includes('ui/ui-browser') || s.includes("from './ui-browser.ts'"))) {
    await runStep("Chromium for the browser tests (Debian's chromium, apt-get when missing, ~1 min)", path.join(REPO_ROOT, 'scripts/ui/ensure-chromium.sh'), 'output above');
    await runStep('UI build', [process.execPath, '--import', 'tsx', path.join(REPO_ROOT, 'scripts/ui/build-ui.ts')], 'output above');
  }
  if (sources.some((s) => s.includes('bin/tracehold.js') || s.includes('support/scale-out') || s.includes('support/all-in-one-process'))) {
    // The command's build of the sources (bin/server-build.js), made once here rather than by the first suites'
    // processes at the same moment.
    const make = `await (await import(${JSON.stringify(pathToFileURL(path.join(REPO_ROOT, 'bin/server-build.js')).href)})).serverEntry();`;
    await runStep('tracehold command build (esbuild, ~1 s)', [process.execPath, '--input-type=module', '-e', make], 'output above');
  }
}

/**
 * `npm run demo` against a running all-in-one: it finds the instance and its token the way a newcomer's setup has
 * them (data dir, run file, admin-token file), asks its questions, and prints trace ids that the lookup answers;
 * with nothing running it says to `npm start` and fails.
 */
import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getJson, makeDataDir, REPO_ROOT, startAllInOne, type AllInOneProcess } from '../support/all-in-one-process.ts';

const run = promisify(execFile);
const DEMO = path.join(REPO_ROOT, 'examples/rag-app/run-demo.ts');

async function runDemo(env: Record<string, string>): Promise<{ code: number; stdout: string; stderr: string; ms: number }> {
  const started = Date.now();
  try {
    const { stdout, stderr } = await run(process.execPath, ['--import', 'tsx', DEMO], {
      cwd: REPO_ROOT,
      // Never the shared Kafka broker: the in-process hop is what this test is about.
      env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', RAG_APP_QUEUE: 'in-process', ...env },
      timeout: 120_000,
    });
    return { code: 0, stdout, stderr, ms: Date.now() - started };
  } catch (err) {
    const e = err as { code?: number; stdout?: string; stderr?: string };
    return { code: typeof e.code === 'number' ? e.code : -1, stdout: e.stdout ?? '', stderr: e.stderr ?? '', ms: Date.now() - started };
  }
}

describe('npm run demo', () => {
  let server: AllInOneProcess;
  beforeAll(async () => {
    server = await startAllInOne();
  });
  afterAll(async () => {
    await server?.stop();
  });

  it('drives the example app and prints three trace ids the lookup answers, within a minute', async () => {
    // What a newcomer has: the data dir (run file with the API address, admin-token file) and the OTLP endpoint.
    const r = await runDemo({ TRACEHOLD_DATA_DIR: server.dataDir, OTEL_EXPORTER_OTLP_ENDPOINT: server.otlpHttp });
    expect(r.code, r.stderr + r.stdout).toBe(0);
    expect(r.ms).toBeLessThan(60_000);
    expect(r.stdout).toContain('asked 50/50 questions');
    expect(r.stdout).toContain('answered 50, failed 0');
    expect(r.stdout).toMatch(/not a real provider/);
    const ids = [...r.stdout.matchAll(/^ {2}trace ([0-9a-f]{32})$/gm)].map((m) => m[1]!);
    expect(ids).toHaveLength(3);
    for (const id of ids) {
      expect(r.stdout).toContain(`npx tracehold trace ${id}`);
      const lookup = await getJson(`${server.api}/v1/traces/${id}`);
      expect(lookup.status).toBe(200);
      expect(lookup.body.llmCalls).toHaveLength(1);
      expect(lookup.body.llmCalls[0].requestModel).toBe('fake-chat-small');
    }
    expect(r.stdout).toContain(`${server.api}/v1/llm-calls`);
    expect(r.stdout).toContain(`${server.api}/v1/costs?group_by=model`);
    // The token is referenced, never printed.
    expect(r.stdout).not.toContain('thq_');
  }, 120_000);

  it('says to run npm start when nothing answers, and fails', async () => {
    const r = await runDemo({ TRACEHOLD_DATA_DIR: makeDataDir(), TRACEHOLD_API_PORT: '1' });
    expect(r.code).toBe(1);
    expect(r.stderr).toMatch(/Tracehold is not running/);
    expect(r.stderr).toContain('npm start');
  });
});

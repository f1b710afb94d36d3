/**
 * `npm run bench:replay`: Tracehold's overhead on a distributional replay of N = 20 (BENCH_N) against the local
 * fake provider answering at once (a test double in its own process, so its CPU is not ours). One stored call
 * (real chDB, encrypted content store, audit log, through the query API's routes), then BENCH_REPS (default 15)
 * replays after 2 warm-ups, each at concurrency 4 (BENCH_CONCURRENCY). For each: the POST (pre-flight: ledger
 * read, audited content reads, estimate, budget, audit entry, first job version), POST → final state observed
 * (polled every 5 ms), and a baseline — the same N requests sent straight to the provider with fetch at the same
 * concurrency. Overhead = POST → final − baseline. Prints median and max. Not part of npm test.
 */
import { spawn } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createReplayEnv, seedCall } from '../support/replay-env.ts';

const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const N = Number(process.env.BENCH_N ?? 20);
const REPS = Number(process.env.BENCH_REPS ?? 15);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 4);
const ANSWER = 'Your parcel left the Leipzig depot on Tuesday and should arrive within two working days.';

/** The fake provider in a child process; resolves with its base URL. */
async function startProvider(): Promise<{ baseUrl: string; stop(): void }> {
  const script = `
    const { createFakeProvider } = await import(${JSON.stringify(path.join(REPO_ROOT, 'test/provider/fake-provider.ts'))});
    const p = createFakeProvider({});
    const { baseUrl } = await p.start();
    process.stdout.write(baseUrl + '\\n');
    process.on('SIGTERM', async () => { await p.shutdown(); process.exit(0); });`;
  const child = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], { cwd: REPO_ROOT, stdio: ['ignore', 'pipe', 'inherit'] });
  const baseUrl = await new Promise<string>((resolve, reject) => {
    let out = '';
    child.stdout!.on('data', (d: Buffer) => {
      out += d.toString();
      if (out.includes('\n')) resolve(out.trim());
    });
    child.once('exit', (code) => reject(new Error(`provider exited ${code}`)));
  });
  return { baseUrl, stop: () => child.kill('SIGTERM') };
}

const median = (xs: number[]): number => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

async function main(): Promise<void> {
  const provider = await startProvider();
  const r = await createReplayEnv(
    'replay-bench',
    { providers: [{ name: 'fake', kind: 'openai', providers: ['openai'], baseUrl: provider.baseUrl, apiKeyEnv: 'BENCH_FAKE_KEY' }], tenantMonthlyBudgetUsd: 1_000_000 },
    { BENCH_FAKE_KEY: 'sk-fake-bench' },
  );
  try {
    const tok = await r.token(['investigator']);
    const call = await seedCall(r.env, { outputText: ANSWER });
    const body = { n: N, concurrency: CONCURRENCY, budgetUsd: 100, reason: 'bench', priceOverride: { inputPerMTokUsd: 2.5, outputPerMTokUsd: 10 } };
    const direct = async (): Promise<number> => {
      const t0 = performance.now();
      let next = 0;
      const worker = async () => {
        while (next++ < N) {
          const res = await fetch(`${provider.baseUrl}/chat/completions`, {
            method: 'POST',
            headers: { 'content-type': 'application/json', authorization: 'Bearer sk-fake-bench' },
            body: JSON.stringify({ model: 'fake-chat-small-2025-06-01', messages: [{ role: 'user', content: 'Where is my parcel?' }], temperature: 0.2, max_tokens: 200 }),
          });
          await res.json();
        }
      };
      await Promise.all(Array.from({ length: CONCURRENCY }, worker));
      return performance.now() - t0;
    };
    const rows: Array<{ postMs: number; totalMs: number; baselineMs: number; jobWallMs: number }> = [];
    for (let i = 0; i < REPS + 2; i++) {
      const baselineMs = await direct();
      const t0 = performance.now();
      const res = await r.call(tok, 'POST', `/v1/traces/${call.traceId}/llm-calls/${call.spanId}/replays`, body);
      const postMs = performance.now() - t0;
      if (res.status !== 202) throw new Error(`POST replay: ${res.status} ${JSON.stringify(res.json())}`);
      let job: any;
      for (;;) {
        job = (await r.call(tok, 'GET', `/v1/replays/${res.json().replayId}`)).json();
        if (job.state !== 'running') break;
        await new Promise((resolve) => setTimeout(resolve, 5));
      }
      const totalMs = performance.now() - t0;
      if (job.state !== 'done' || job.report.completed !== N) throw new Error(`replay ended ${job.state}`);
      if (i >= 2) rows.push({ postMs, totalMs, baselineMs, jobWallMs: job.report.totals.wallMs });
    }
    const overhead = rows.map((x) => x.totalMs - x.baselineMs);
    const f = (x: number) => x.toFixed(1);
    console.log(`replay bench — ${new Date().toISOString()} — ${os.cpus().length} cores, ${os.cpus()[0]?.model ?? '?'}, load ${os.loadavg().map((l) => l.toFixed(2)).join(' ')}`);
    console.log(`N = ${N}, concurrency ${CONCURRENCY}, ${REPS} replays after 2 warm-ups; provider: the local fake (instant), own process`);
    console.log(`POST (pre-flight + job start)  median ${f(median(rows.map((x) => x.postMs)))} ms, max ${f(Math.max(...rows.map((x) => x.postMs)))} ms`);
    console.log(`POST → final state              median ${f(median(rows.map((x) => x.totalMs)))} ms, max ${f(Math.max(...rows.map((x) => x.totalMs)))} ms`);
    console.log(`job wall (runs + report)        median ${f(median(rows.map((x) => x.jobWallMs)))} ms`);
    console.log(`baseline (${N} direct requests)   median ${f(median(rows.map((x) => x.baselineMs)))} ms`);
    console.log(`Tracehold overhead              median ${f(median(overhead))} ms, max ${f(Math.max(...overhead))} ms  (target < 1000 ms)`);
  } finally {
    await r.close();
    provider.stop();
  }
}

await main();

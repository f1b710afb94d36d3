import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const MAIN = path.join(path.dirname(fileURLToPath(import.meta.url)), 'main.ts');

/** The example app running as its own process (as a real service runs beside Tracehold). */
export interface RagAppProcess {
  child: ChildProcess;
  url: string;
  queue: 'kafka' | 'in-process';
  /** Everything the process wrote so far (stdout and stderr). */
  output(): string;
  /** SIGTERM: the app drains its queue and flushes its telemetry; resolves with its final counters. */
  stop(): Promise<Record<string, number> | null>;
}

/**
 * Starts examples/rag-app/main.ts with `env` added to this process's PATH/HOME (nothing else is inherited, so
 * the caller's OTEL_* variables do not leak in) and waits for its `listening` line.
 */
export async function startRagApp(env: Record<string, string>, timeoutMs = 60_000): Promise<RagAppProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', MAIN], {
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', RAG_APP_PORT: '0', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  child.stdout!.on('data', (d: Buffer) => (out += d.toString('utf8')));
  child.stderr!.on('data', (d: Buffer) => (out += d.toString('utf8')));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const deadline = Date.now() + timeoutMs;
  let listening: { url: string; queue: 'kafka' | 'in-process' } | null = null;
  while (!listening) {
    if (child.exitCode !== null) throw new Error(`rag-app exited with ${child.exitCode} before listening:\n${out}`);
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`rag-app did not start within ${timeoutMs} ms:\n${out}`);
    }
    const line = out.split('\n').find((l) => l.startsWith('{"event":"listening"'));
    if (line) listening = JSON.parse(line) as { url: string; queue: 'kafka' | 'in-process' };
    else await new Promise((r) => setTimeout(r, 50));
  }
  return {
    child,
    ...listening,
    output: () => out,
    async stop() {
      if (child.exitCode === null) child.kill('SIGTERM');
      await exited;
      const line = out.split('\n').find((l) => l.startsWith('{"event":"stopped"'));
      return line ? (JSON.parse(line) as Record<string, number>) : null;
    },
  };
}

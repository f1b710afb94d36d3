import { threadId } from 'node:worker_threads';
import pino, { type Logger } from 'pino';

/**
 * The process logger: structured JSON lines on stdout. Log lines carry ids, counts, codes and
 * durations — never attribute values, prompts, responses, tokens or keys (DESIGN.md contracts).
 */
export function createLogger(level: string, name = 'tracehold'): Logger {
  return pino({
    name,
    level,
    // A collector's worker thread (`collector.balance: thread`) names itself too.
    base: threadId === 0 ? { pid: process.pid } : { pid: process.pid, thread: threadId },
    // Belt and braces: should a secret-looking field ever be passed, it is censored.
    redact: { paths: ['token', '*.token', 'authorization', '*.authorization', 'masterKey', 'password'], censor: '[censored]' },
  });
}

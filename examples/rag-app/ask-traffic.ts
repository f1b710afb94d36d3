import { sampleQuestion } from './sample-questions.ts';

export interface AskTrafficOptions {
  /** The app's base URL (`http://host:port`). */
  appUrl: string;
  count: number;
  /** Requests in flight at once. */
  concurrency: number;
  /** Accepted questions not yet answered at most: the driver waits while the worker is this far behind. */
  maxBacklog: number;
  /** A refused (503) question is sent again at most this many times. */
  maxRetries?: number;
  onProgress?: (sent: number) => void;
}

export interface AskTrafficResult {
  /** Trace id of every accepted question, in send order. */
  traceIds: string[];
  /** 503 answers (queue full) received and retried. */
  refused: number;
  /** Questions that never got a 202. */
  failed: number;
  elapsedMs: number;
}

interface Stats {
  accepted: number;
  answered: number;
  failed: number;
}

/**
 * Sends `count` questions (sampleQuestion 0…count-1) to POST /ask with bounded concurrency, pacing itself on the
 * app's backlog (GET /internal/stats) so the queue never holds more than `maxBacklog`, and retrying 503 answers after
 * their Retry-After. Bounded in count and time by its caller's options; talks to the given URL only.
 */
export async function sendQuestions(opts: AskTrafficOptions): Promise<AskTrafficResult> {
  const started = Date.now();
  const traceIds: string[] = new Array<string>(opts.count);
  let next = 0;
  let sent = 0;
  let refused = 0;
  let failed = 0;
  let backlog = 0;
  let done = false;
  const readStats = async (): Promise<Stats> => (await (await fetch(`${opts.appUrl}/internal/stats`)).json()) as Stats;
  const poller = (async () => {
    while (!done) {
      try {
        const s = await readStats();
        backlog = s.accepted - s.answered - s.failed;
      } catch {
        // The app is gone or busy: stop pacing on a stale number; the requests themselves will fail and be counted.
        backlog = 0;
      }
      await new Promise((r) => setTimeout(r, 50));
    }
  })();

  async function one(i: number): Promise<void> {
    const body = JSON.stringify(sampleQuestion(i));
    for (let attempt = 0; attempt <= (opts.maxRetries ?? 20); attempt++) {
      let res: Response;
      let json: { traceId?: string };
      try {
        res = await fetch(`${opts.appUrl}/ask`, { method: 'POST', headers: { 'content-type': 'application/json' }, body });
        json = (await res.json()) as { traceId?: string };
      } catch {
        break;
      }
      if (res.status === 202 && json.traceId) {
        traceIds[i] = json.traceId;
        return;
      }
      if (res.status !== 503) break;
      refused++;
      await new Promise((r) => setTimeout(r, 1000 * Number(res.headers.get('retry-after') ?? '1')));
    }
    failed++;
  }

  const workers = Array.from({ length: Math.min(opts.concurrency, opts.count) }, async () => {
    for (;;) {
      while (backlog >= opts.maxBacklog) await new Promise((r) => setTimeout(r, 20));
      // Taken after the wait: another worker may have taken the last index meanwhile.
      if (next >= opts.count) return;
      const i = next++;
      backlog++; // counted at once; the poller corrects it
      await one(i);
      sent++;
      opts.onProgress?.(sent);
    }
  });
  try {
    await Promise.all(workers);
  } finally {
    done = true;
    await poller;
  }
  return { traceIds: traceIds.filter((t): t is string => typeof t === 'string'), refused, failed, elapsedMs: Date.now() - started };
}

/** Resolves once every accepted question was answered or failed, or rejects after `timeoutMs`. */
export async function waitForAnswers(appUrl: string, timeoutMs: number): Promise<Stats> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const s = (await (await fetch(`${appUrl}/internal/stats`)).json()) as Stats;
    if (s.answered + s.failed >= s.accepted) return s;
    if (Date.now() > deadline) throw new Error(`rag-app: ${s.accepted - s.answered - s.failed} questions still unanswered after ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

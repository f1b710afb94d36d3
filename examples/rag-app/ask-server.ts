import { randomUUID } from 'node:crypto';
import type * as NodeHttp from 'node:http';
import type { AddressInfo } from 'node:net';
import { context, propagation, trace } from '@opentelemetry/api';
import { z } from 'zod';
import type { AppStats } from './app-stats.ts';
import type { QuestionQueue } from './queue/question-queue.ts';

const MAX_BODY_BYTES = 16 * 1024;
const idText = z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, 'letters, digits, - and _ (1-64)');
const AskBody = z.strictObject({ question: z.string().trim().min(1).max(2000), userId: idText, sessionId: idText });

/** The app's HTTP endpoint. Contract: `start()` once; `shutdown()` stops accepting connections and is safe to call twice. */
export interface AskServer {
  /** Binds and resolves with `http://host:port`. */
  start(): Promise<string>;
  shutdown(): Promise<void>;
}

/**
 * POST /ask `{question, userId, sessionId}` → 202 `{requestId, traceId, queue}` once the question is on the queue;
 * 400 for a bad body, 503 with Retry-After when the queue is full. GET /internal/stats → the app's counters (not
 * traced). The server span comes from the HTTP instrumentation; the handler names its route and end user, and puts
 * the end user and session into baggage, which travels with the question through the queue.
 *
 * `http` is injected: it must be the `node:http` module loaded after the SDK started (see telemetry.ts).
 */
export function createAskServer(deps: { http: typeof NodeHttp; queue: QuestionQueue; stats: AppStats }, config: { host: string; port: number }): AskServer {
  let server: NodeHttp.Server | null = null;
  let stopped: Promise<void> | null = null;

  const send = (res: NodeHttp.ServerResponse, status: number, body: object, headers: Record<string, string> = {}) => {
    res.writeHead(status, { 'content-type': 'application/json', ...headers });
    res.end(JSON.stringify(body));
  };

  async function readJson(req: NodeHttp.IncomingMessage): Promise<unknown> {
    const parts: Buffer[] = [];
    let size = 0;
    for await (const chunk of req as AsyncIterable<Buffer>) {
      size += chunk.length;
      if (size > MAX_BODY_BYTES) throw new Error(`body above ${MAX_BODY_BYTES} bytes`);
      parts.push(chunk);
    }
    return JSON.parse(Buffer.concat(parts).toString('utf8'));
  }

  async function ask(req: NodeHttp.IncomingMessage, res: NodeHttp.ServerResponse): Promise<void> {
    const span = trace.getActiveSpan();
    span?.updateName('POST /ask');
    span?.setAttribute('http.route', '/ask');
    let raw: unknown;
    try {
      raw = await readJson(req);
    } catch (err) {
      send(res, 400, { error: { code: 'BAD_BODY', message: `not a JSON body: ${(err as Error).message}` } });
      return;
    }
    const parsed = AskBody.safeParse(raw);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      send(res, 400, { error: { code: 'BAD_BODY', message: `${issue?.path.join('.')}: ${issue?.message}` } });
      return;
    }
    const { question, userId, sessionId } = parsed.data;
    span?.setAttribute('enduser.id', userId);
    span?.setAttribute('session.id', sessionId);
    const requestId = randomUUID();
    const baggage = propagation.createBaggage({ 'enduser.id': { value: userId }, 'session.id': { value: sessionId } });
    const result = await context.with(propagation.setBaggage(context.active(), baggage), () => deps.queue.publish({ requestId, question, userId, sessionId }));
    if (result.status === 'full') {
      deps.stats.refused++;
      send(res, 503, { error: { code: 'QUEUE_FULL', message: 'the question queue is full; retry later' } }, { 'retry-after': String(Math.ceil(result.retryInMs / 1000)) });
      return;
    }
    deps.stats.accepted++;
    send(res, 202, { requestId, traceId: span?.spanContext().traceId ?? null, queue: deps.queue.kind });
  }

  async function handle(req: NodeHttp.IncomingMessage, res: NodeHttp.ServerResponse): Promise<void> {
    const path = (req.url ?? '/').split('?')[0];
    try {
      if (req.method === 'POST' && path === '/ask') return await ask(req, res);
      if (req.method === 'GET' && path === '/internal/stats') return send(res, 200, { ...deps.stats, depth: deps.queue.depth(), queue: deps.queue.kind });
      send(res, 404, { error: { code: 'NOT_FOUND', message: `no route ${req.method} ${path}` } });
    } catch (err) {
      if (!res.headersSent) send(res, 500, { error: { code: 'INTERNAL', message: (err as Error).name } });
      else res.destroy();
    }
  }

  return {
    async start() {
      server = deps.http.createServer((req, res) => void handle(req, res));
      await new Promise<void>((resolve, reject) => {
        server!.once('error', reject);
        server!.listen(config.port, config.host, () => resolve());
      });
      const addr = server.address() as AddressInfo;
      return `http://${addr.family === 'IPv6' ? `[${addr.address}]` : addr.address}:${addr.port}`;
    },
    shutdown() {
      if (!server) return Promise.resolve();
      stopped ??= new Promise<void>((resolve) => {
        server!.close(() => resolve());
        server!.closeIdleConnections();
      });
      return stopped;
    },
  };
}

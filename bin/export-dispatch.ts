/**
 * `tracehold collector` on every core, balanced per export (`collector.balance: request`; the default is
 * `connection`).
 *
 * The primary runs the OTLP receivers (authentication, admission, reading and decompressing the body) and hands
 * each admitted export's body, undecoded, to the collector process with the fewest exports in flight; that process
 * decodes, extracts, redacts and appends to Kafka as it would for its own receiver, and sends back the answer,
 * which the primary gives the client. So one client connection (an upstream collector's or an exporter's gRPC
 * channel, which multiplexes every export over one HTTP/2 connection) uses every core. With connections balanced,
 * node:cluster hands each connection to one process, which serves all of it: one gRPC channel can never use two.
 *
 * Not the default because it costs CPU: the primary parses every request and copies every body through the IPC
 * pipe, and each process batches less. `npm run bench:peer -- --rates 2000,6000` (2026-12-03, 2 cores, interleaved):
 * at 2,000 spans/s 8.20 CPU-s (primary 1.35, processes 3.40 + 3.45) against 5.92 with connections balanced, where
 * the load generator's keep-alive agent reused one connection for nearly every export (one process 5.89 s, the
 * other 0.03 s); at 6,000, 20.52 against 18.94 CPU-s. Ack p99 did not improve at either rate.
 *
 * Acknowledged = durable holds across the hop: a process answers `ok` only after its append (the content and the
 * records durable), and the primary answers the client only with that answer. A process that dies, or does not
 * answer within `timeoutMs`, makes its exports in flight `unavailable` (503 / UNAVAILABLE, retryable): such an
 * export may still have been appended, and the client's retry is then a duplicate that storage absorbs
 * (idempotent tables), as for the all-in-one's IPC appends (platform/bus/ipc-bus.ts).
 *
 * Messages over the cluster's IPC channel ('advanced' serialization: the body and the answer's bytes cross as bytes):
 * { kind: 'tracehold-export', id, signal, tenant, transport, format, body }
 *   → { kind: 'tracehold-export-answer', id, answer } (an ExportAnswer: kind, message, body, retryDelayMs).
 */
import type { Logger } from 'pino';
import type { OtlpDecodeLimits } from '../collector/otlp/decode-protobuf.ts';
import type { OtlpFormat } from '../collector/otlp/encode-response.ts';
import type { OtlpSignal } from '../collector/otlp/otlp-decode-error.ts';
import type { ExportAnswer } from '../collector/receivers/export-answer.ts';
import type { ExportContext, ExportDispatch, ExportHandlers } from '../collector/receivers/export-handler.ts';
import { processExport } from '../collector/receivers/process-export.ts';
import { OTLP_SIGNAL_ROUTES } from '../collector/receivers/otlp-signal-routes.ts';
import type { IpcChannel } from '../platform/bus/ipc-bus.ts';

export interface ExportRequestMessage {
  kind: 'tracehold-export';
  id: number;
  signal: OtlpSignal;
  tenant: string;
  transport: ExportContext['transport'];
  format: OtlpFormat;
  body: Uint8Array;
}

export interface ExportAnswerMessage {
  kind: 'tracehold-export-answer';
  id: number;
  answer: ExportAnswer;
}

/** No answer from a collector process within this: the export is answered `unavailable` (retryable). */
export const DISPATCH_TIMEOUT_MS = 30_000;
/** Retry-After of an export no process could take (none running, or one died with it). */
const UNAVAILABLE_RETRY_MS = 1000;

/**
 * Where an export can be handed: a collector process (a node:cluster Worker), a worker thread or this thread
 * itself (bin/collector-threads.ts). `send` delivers one message and calls back with an error when it could not.
 */
export interface DispatchTarget {
  readonly id: number;
  send(message: unknown, callback?: (error: Error | null) => void): unknown;
}

export interface ExportDispatcher {
  dispatch: ExportDispatch;
  /** Hand every message a collector process sends here; true when it was an answer. */
  onMessage(worker: DispatchTarget, message: unknown): boolean;
  /** A collector process exited: its exports in flight are answered `unavailable`. */
  onExit(worker: DispatchTarget): void;
  /** Exports handed out and not answered yet, per process id (cluster worker id). */
  inflight(): Map<number, number>;
}

function unavailable(why: string): ExportAnswer {
  return { kind: 'unavailable', message: `collector is temporarily unavailable (${why}); retry after 1 s`, retryDelayMs: UNAVAILABLE_RETRY_MS };
}

/**
 * The primary's side. `workers()` gives the collector processes that may take exports now (started and connected).
 * Picks the one with the fewest exports in flight; among equals, the next after the last one picked.
 */
export function createExportDispatcher(
  workers: () => readonly DispatchTarget[],
  timeoutMs = DISPATCH_TIMEOUT_MS,
  /**
   * Among targets with equally few exports in flight: `rotate` takes the next after the last one picked (processes
   * share the work evenly); `first` takes the first listed (a thread's own pipeline before the worker threads: at a
   * low rate most exports stay on one pipeline, which batches its content writes and Kafka appends better, and the
   * others take what overlaps).
   */
  ties: 'rotate' | 'first' = 'rotate',
): ExportDispatcher {
  let nextId = 1;
  let cursor = 0;
  const pending = new Map<number, { workerId: number; resolve: (answer: ExportAnswer) => void; timer: NodeJS.Timeout }>();
  const inflightOf = new Map<number, number>();

  const settle = (id: number, answer: ExportAnswer): void => {
    const p = pending.get(id);
    if (!p) return;
    pending.delete(id);
    clearTimeout(p.timer);
    const n = (inflightOf.get(p.workerId) ?? 1) - 1;
    if (n > 0) inflightOf.set(p.workerId, n);
    else inflightOf.delete(p.workerId);
    p.resolve(answer);
  };

  const pick = (): DispatchTarget | null => {
    const candidates = workers();
    if (candidates.length === 0) return null;
    let best: DispatchTarget | null = null;
    let bestLoad = Infinity;
    const start = ties === 'first' ? 0 : cursor;
    for (let i = 0; i < candidates.length; i++) {
      const w = candidates[(start + i) % candidates.length]!;
      const load = inflightOf.get(w.id) ?? 0;
      if (load < bestLoad) {
        best = w;
        bestLoad = load;
      }
    }
    cursor = (candidates.indexOf(best!) + 1) % candidates.length;
    return best;
  };

  return {
    dispatch(signal, ctx, body, format) {
      const worker = pick();
      if (!worker) return Promise.resolve(unavailable('no collector process is running'));
      const id = nextId++;
      return new Promise<ExportAnswer>((resolve) => {
        const timer = setTimeout(() => settle(id, unavailable('a collector process did not answer in time')), timeoutMs);
        pending.set(id, { workerId: worker.id, resolve, timer });
        inflightOf.set(worker.id, (inflightOf.get(worker.id) ?? 0) + 1);
        const message: ExportRequestMessage = { kind: 'tracehold-export', id, signal, tenant: ctx.tenant, transport: ctx.transport, format, body };
        worker.send(message, (error: Error | null) => {
          if (error) settle(id, unavailable('a collector process could not be reached'));
        });
      });
    },
    onMessage(_worker, message) {
      const m = message as Partial<ExportAnswerMessage> | undefined;
      if (m?.kind !== 'tracehold-export-answer' || typeof m.id !== 'number' || !m.answer) return false;
      settle(m.id, m.answer);
      return true;
    },
    onExit(worker) {
      for (const [id, p] of pending) if (p.workerId === worker.id) settle(id, unavailable('a collector process exited'));
    },
    inflight: () => new Map(inflightOf),
  };
}

export interface ExportServer {
  /** Exports taken and not answered yet. */
  inflight(): number;
  /**
   * From now on, exports are answered `unavailable` (the primary's client retries, and another process or this
   * one after a restart takes it); resolves once the ones in flight are answered, or after `timeoutMs`.
   */
  stop(timeoutMs: number): Promise<boolean>;
}

/**
 * A collector process's side: takes the primary's exports, processes each exactly as its own receiver would
 * (`processExport`: decode, hand to the pipeline, answer), and sends the answer back.
 */
export function serveExportsFromPrimary(channel: IpcChannel & { connected?: boolean }, handlers: ExportHandlers, logger: Logger, limits: OtlpDecodeLimits): ExportServer {
  const log = logger.child({ component: 'export-dispatch' });
  let inflight = 0;
  let stopping = false;
  const reply = (id: number, answer: ExportAnswer): void => {
    if (channel.connected === false) return;
    const message: ExportAnswerMessage = { kind: 'tracehold-export-answer', id, answer };
    channel.send(message);
  };
  const listener = (raw: unknown): void => {
    const m = raw as Partial<ExportRequestMessage> | undefined;
    if (m?.kind !== 'tracehold-export' || typeof m.id !== 'number') return;
    const id = m.id;
    if (stopping) return reply(id, unavailable('the collector process is stopping'));
    const route = OTLP_SIGNAL_ROUTES.find((r) => r.signal === m.signal);
    if (!route || !m.body || typeof m.tenant !== 'string' || (m.transport !== 'http' && m.transport !== 'grpc') || (m.format !== 'json' && m.format !== 'protobuf')) {
      log.error({ signal: m.signal }, 'malformed export message from the primary');
      return reply(id, { kind: 'failed', message: 'internal error while processing the export' });
    }
    const body = Buffer.isBuffer(m.body) ? m.body : Buffer.from(m.body.buffer, m.body.byteOffset, m.body.byteLength);
    const ctx: ExportContext = { tenant: m.tenant, transport: m.transport, signal: route.signal };
    inflight += 1;
    void processExport(route, handlers, log, ctx, body, m.format, limits)
      .catch((err: unknown) => {
        // processExport answers bad input and pipeline failures itself; this is a bug, logged by identity only.
        log.error({ signal: route.signal, errName: (err as Error)?.name }, 'unexpected error while processing a dispatched export');
        return { kind: 'failed', message: 'internal error while processing the export' } satisfies ExportAnswer;
      })
      .then((answer) => reply(id, answer))
      .finally(() => {
        inflight -= 1;
      });
  };
  channel.on('message', listener);
  return {
    inflight: () => inflight,
    async stop(timeoutMs) {
      stopping = true;
      const deadline = Date.now() + timeoutMs;
      while (inflight > 0 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 10));
      // The listener stays: an export that still comes is answered `unavailable` at once, not left to time out.
      return inflight === 0;
    },
  };
}

/**
 * The bus of a collector process forked by the all-in-one (`collector.allInOneProcesses` ≥ 2): the local log
 * binds one process, so the all-in-one's process owns it and its collector processes append through it, over
 * the IPC channel node:cluster gives them ('advanced' serialization: a record's bytes cross as bytes).
 *
 * Contract: that of `BusProducer.append`. The owner answers once the local log has the batch durable, with the
 * log's own result; so a 200 from a collector process still means fsynced. An answer that does not come within
 * `timeoutMs` (the owner is stuck, or the channel is gone) is `retryable`/`unavailable` (503): the batch may
 * still have been appended, and the client's retry is then a duplicate, which storage absorbs (idempotent
 * tables). Consuming is the owner's: `consumer()` throws.
 *
 * Messages: { kind: 'tracehold-bus-append', id, records } → { kind: 'tracehold-bus-append-result', id, result },
 * where a `failed` result carries the error's code and message (both ours, never record content).
 */
import { createBusError, type BusErrorCode } from './bus-error.ts';
import type { AppendResult, Bus, BusConsumer, BusProducer } from './bus.ts';
import { codeOf } from '../errors/tracehold-error.ts';

export interface IpcAppendRequest {
  kind: 'tracehold-bus-append';
  id: number;
  records: { key: string; value: Uint8Array }[];
}

type WireResult = Exclude<AppendResult, { status: 'failed' }> | { status: 'failed'; code: string; message: string };

export interface IpcAppendReply {
  kind: 'tracehold-bus-append-result';
  id: number;
  result: WireResult;
}

/** One end of an IPC channel: a child's `process`, or a cluster `Worker` in the owner. */
export interface IpcChannel {
  send(message: unknown, callback?: (error: Error | null) => void): unknown;
  on(event: 'message', listener: (message: unknown) => void): unknown;
  off?(event: 'message', listener: (message: unknown) => void): unknown;
}

export interface IpcBusConfig {
  /** How long an append waits for the owner's answer before it is answered `unavailable` (default 30 s). */
  timeoutMs?: number;
  /** The `retryInMs` of that answer (default 1 s). */
  retryInMs?: number;
}

/** The collector process's side: a `Bus` whose producer appends through `channel`. */
export function createIpcBus(channel: IpcChannel, config: IpcBusConfig = {}): Bus {
  const timeoutMs = config.timeoutMs ?? 30_000;
  const retryInMs = config.retryInMs ?? 1000;
  const pending = new Map<number, (result: AppendResult) => void>();
  let nextId = 1;
  let closed = false;
  const unavailable: AppendResult = { status: 'retryable', retryInMs, reason: 'unavailable' };

  const onMessage = (message: unknown): void => {
    const reply = message as IpcAppendReply | undefined;
    if (reply?.kind !== 'tracehold-bus-append-result') return;
    pending.get(reply.id)?.(fromWire(reply.result));
  };
  channel.on('message', onMessage);

  const producer: BusProducer = {
    append(records) {
      if (closed) return Promise.resolve({ status: 'failed', error: createBusError('TH_ERR_BUS_CLOSED', 'ipc bus: used after shutdown') });
      const id = nextId++;
      return new Promise<AppendResult>((resolve) => {
        const timer = setTimeout(() => settle(unavailable), timeoutMs);
        function settle(result: AppendResult): void {
          if (!pending.delete(id)) return;
          clearTimeout(timer);
          resolve(result);
        }
        pending.set(id, settle);
        const request: IpcAppendRequest = { kind: 'tracehold-bus-append', id, records };
        try {
          channel.send(request, (error) => {
            if (error) settle(unavailable);
          });
        } catch {
          settle(unavailable); // the channel is closed: the owner is gone
        }
      });
    },
  };

  return {
    start: async () => undefined,
    producer: () => producer,
    consumer(): BusConsumer {
      throw createBusError('TH_ERR_BUS_INVALID_ARGUMENT', 'ipc bus: a collector process only appends; the process that owns the log consumes it');
    },
    async shutdown() {
      // The exports in flight were drained before (the pipeline's idle); what is still pending gets its answer or times out.
      while (pending.size > 0) await new Promise((r) => setTimeout(r, 10));
      closed = true;
      channel.off?.('message', onMessage);
    },
  };
}

/**
 * The owner's side: answers `channel`'s append requests by appending to `producer` (the local log). Returns
 * false for a message that is not an append request, so the caller can route it elsewhere.
 */
export function serveIpcAppend(channel: IpcChannel, message: unknown, producer: BusProducer): boolean {
  const request = message as IpcAppendRequest | undefined;
  if (request?.kind !== 'tracehold-bus-append') return false;
  // The advanced serialization gives a Buffer back as a Buffer; anything else is viewed as one, without a copy.
  const records = request.records.map((r) => ({ key: r.key, value: Buffer.isBuffer(r.value) ? r.value : Buffer.from(r.value.buffer, r.value.byteOffset, r.value.byteLength) }));
  void producer
    .append(records)
    .catch((error: unknown): AppendResult => ({ status: 'failed', error: error as Error }))
    .then((result) => {
      const reply: IpcAppendReply = { kind: 'tracehold-bus-append-result', id: request.id, result: toWire(result) };
      try {
        channel.send(reply, () => undefined); // a process that died meanwhile gets no answer; its client retries
      } catch {
        // the channel closed: the same
      }
    });
  return true;
}

function toWire(result: AppendResult): WireResult {
  if (result.status !== 'failed') return result;
  return { status: 'failed', code: codeOf(result.error) ?? 'TH_ERR_BUS_IO', message: result.error.message };
}

function fromWire(result: WireResult): AppendResult {
  if (result.status !== 'failed') return result;
  return { status: 'failed', error: createBusError(result.code as BusErrorCode, result.message) };
}

import type { AppendResult } from '../bus.ts';
import type { AppendAnswers } from './append-answers.ts';
import type { KafkaBusSettings } from './kafka-bus-config.ts';
import type { ProducerStats } from './kafka-bus-stats.ts';
import type { ProducerSlot, ProducerSlots } from './producer-slots.ts';
import { BATCH_OVERHEAD_BYTES, splitIntoRequests } from './record-framing.ts';

/** An append admitted by the producer: its records, their framed sizes and their total. */
export interface AdmittedAppend {
  records: { key: string; value: Buffer }[];
  /** `framedRecordBytes` of each record. */
  sizes: number[];
  bytes: number;
}

/**
 * Group commit: appends queue here while every lane's produce request is in flight, and the next request carries
 * all of them (up to maxMessageBytes). An idempotent producer allows one request in flight per broker, so
 * sending each append on its own made the broker round trip the collector's limit; one request per round
 * trip, whatever the number of appends it carries, is not. With `producerLanes` > 1 there are that many
 * idempotent producers: an append that arrives while one lane waits for the broker goes out at once on a free
 * lane instead of waiting a round trip for the next request. All of one append's records travel in one request
 * of one lane; records of different appends may reach a partition in either order (as those of two clients do).
 *
 * Every append is answered within appendTimeoutMs. Each one holds its share of the in-flight bounds
 * (`stats.inFlightAppends` / `inFlightBytes`) from `enqueue` until kafkajs is really done with it, which can be
 * after its answer when a stuck request was abandoned.
 */
export interface GroupCommit {
  /** Queues an admitted append; the answer says whether the broker acknowledged all of its records. */
  enqueue(append: AdmittedAppend): Promise<AppendResult>;
  /** Resolves once every append enqueued so far (and any enqueued meanwhile) is answered. */
  settle(): Promise<void>;
}

interface PendingAppend extends AdmittedAppend {
  resolve: (result: AppendResult) => void;
  answered: boolean;
  timer: NodeJS.Timeout | undefined;
}

interface SendGroup {
  appends: PendingAppend[];
  slot: ProducerSlot;
  abandoned: boolean;
}

export function createGroupCommit(deps: { settings: KafkaBusSettings; stats: ProducerStats; slots: ProducerSlots; answers: AppendAnswers }): GroupCommit {
  const { settings, stats, slots, answers } = deps;
  const waiting: PendingAppend[] = [];
  /** Per lane, the group being sent now; null between sends and once that group was abandoned after a timeout. */
  const sending: (SendGroup | null)[] = Array.from({ length: slots.lanes }, () => null);
  const unanswered = new Set<Promise<AppendResult>>();

  function answer(p: PendingAppend, result: AppendResult): void {
    if (p.answered) return;
    p.answered = true;
    clearTimeout(p.timer);
    p.resolve(result);
  }

  /** Frees an append's share of the in-flight bounds: once, when kafkajs is done with it or it left the queue. */
  function release(p: PendingAppend): void {
    stats.inFlightAppends--;
    stats.inFlightBytes -= p.bytes;
  }

  function onAppendTimeout(p: PendingAppend): void {
    const queued = waiting.indexOf(p);
    if (queued >= 0) {
      waiting.splice(queued, 1);
      release(p);
      answer(p, answers.timedOut());
      return;
    }
    const group = sending.find((g) => g !== null && g.appends.includes(p));
    if (group === undefined || group === null) return;
    // The request carrying it is stuck: abandon it (its producer is replaced: its sequence numbers are now
    // uncertain) and answer every append it carries; the lane goes on with the next producer.
    group.abandoned = true;
    sending[group.slot.lane] = null;
    slots.retire(group.slot);
    for (const q of group.appends) {
      if (q.answered) continue;
      answer(q, answers.timedOut());
    }
    pump();
  }

  async function send(group: SendGroup): Promise<void> {
    const { appends, slot } = group;
    const records = appends.length === 1 ? appends[0]!.records : appends.flatMap((a) => a.records);
    const sizes = appends.length === 1 ? appends[0]!.sizes : appends.flatMap((a) => a.sizes);
    // A single append larger than maxMessageBytes goes alone, as several requests in order.
    const requests = splitIntoRequests(records, sizes, settings.maxMessageBytes);
    await slots.connect(slot);
    for (const messages of requests) {
      if (group.abandoned) throw new Error('append abandoned after its timeout');
      try {
        stats.produceRequestsTotal++;
        await slot.producer.send({ topic: settings.topic, acks: -1, timeout: settings.requestTimeoutMs, messages });
      } catch (error) {
        slots.retire(slot);
        throw error;
      }
    }
  }

  /** Sends the queued appends as one group on each lane with no request in flight, while appends wait. */
  function pump(): void {
    for (let lane = 0; lane < sending.length && waiting.length > 0; lane++) {
      if (sending[lane] === null) sendNextGroup(lane);
    }
  }

  function sendNextGroup(lane: number): void {
    const limit = settings.maxMessageBytes - BATCH_OVERHEAD_BYTES;
    const appends = [waiting.shift()!];
    let groupBytes = appends[0]!.bytes;
    while (waiting.length > 0 && groupBytes + waiting[0]!.bytes <= limit) {
      const next = waiting.shift()!;
      appends.push(next);
      groupBytes += next.bytes;
    }
    const slot = slots.current(lane);
    slots.beginSend(slot);
    const group: SendGroup = { appends, slot, abandoned: false };
    sending[lane] = group;
    void send(group)
      .then(
        () => {
          if (group.abandoned) return;
          stats.appendsOkTotal += appends.length;
          answers.accepted();
          for (const a of appends) answer(a, { status: 'ok', firstOffset: -1 });
        },
        (error: unknown) => {
          if (group.abandoned) return;
          // Classified once (it logs and counts once); the other appends of the group share the answer.
          const result = answers.fromSendError(error);
          if (result.status === 'retryable') stats.appendsRetryableTotal += appends.length - 1;
          else if (result.status === 'failed') stats.appendsFailedTotal += appends.length - 1;
          for (const a of appends) answer(a, result);
        },
      )
      .finally(() => {
        // The bounds cover abandoned sends too, until kafkajs is really done with them.
        for (const a of appends) release(a);
        slots.endSend(slot);
        if (sending[lane] === group) sending[lane] = null;
        pump();
      });
  }

  return {
    enqueue(append: AdmittedAppend): Promise<AppendResult> {
      stats.inFlightAppends++;
      stats.inFlightBytes += append.bytes;
      const result = new Promise<AppendResult>((resolve) => {
        const p: PendingAppend = { ...append, resolve, answered: false, timer: undefined };
        p.timer = setTimeout(() => onAppendTimeout(p), settings.appendTimeoutMs);
        waiting.push(p);
      });
      unanswered.add(result);
      void result.finally(() => unanswered.delete(result));
      pump();
      return result;
    },

    async settle(): Promise<void> {
      // Answers are bounded by appendTimeoutMs.
      while (unanswered.size > 0) await Promise.allSettled([...unanswered]);
    },
  };
}

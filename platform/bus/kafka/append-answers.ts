import type pino from 'pino';
import { createBusError } from '../bus-error.ts';
import type { AppendRefusal, AppendResult } from '../bus.ts';
import type { KafkaBusSettings } from './kafka-bus-config.ts';
import type { ProducerStats } from './kafka-bus-stats.ts';
import { classifyKafkaError, describeKafkaError } from './kafka-errors.ts';

/**
 * The producer's non-`ok` answers to `append`, and the log of refusal episodes: a line when appends start
 * being refused and one when they succeed again, never one per append. One per bus, used by its producer only.
 */
export interface AppendAnswers {
  /**
   * A `retryable` answer. `cause` names the case in the log line (kafka_unavailable, kafka_timeout, bus_busy);
   * the result carries only the typed reason. Counting it is the caller's job (busy and retryable differ).
   */
  refuse(reason: AppendRefusal, cause: string, retryInMs: number, fields: Record<string, unknown>): AppendResult;
  /** An append was answered `ok`: ends the refusal episode, if one is running. */
  accepted(): void;
  /** A `failed` answer, counted. */
  failed(error: Error): AppendResult;
  /** The answer to an append not acknowledged within appendTimeoutMs, counted: `retryable` / `unavailable`. */
  timedOut(): AppendResult;
  /**
   * The answer to a send kafkajs rejected, counted once (for one append): `failed` when the broker refused the
   * batch for good (too large, not authorized…), `retryable` / `unavailable` otherwise.
   */
  fromSendError(error: unknown): AppendResult;
}

export function createAppendAnswers(deps: { logger: pino.Logger; settings: KafkaBusSettings; stats: ProducerStats }): AppendAnswers {
  const { logger, settings, stats } = deps;
  /** Refusals in the current episode (busy or unavailable); logged when it starts and when it ends. */
  let refusingSince: { reason: string; count: number; sinceMs: number } | null = null;

  function refuse(reason: AppendRefusal, cause: string, retryInMs: number, fields: Record<string, unknown>): AppendResult {
    if (refusingSince === null) {
      refusingSince = { reason: cause, count: 0, sinceMs: Date.now() };
      logger.warn({ reason: cause, ...fields }, 'kafka bus: refusing appends (retryable); will log again when they succeed');
    }
    refusingSince.count++;
    return { status: 'retryable', retryInMs, reason };
  }

  function accepted(): void {
    if (refusingSince === null) return;
    logger.info(
      { reason: refusingSince.reason, refusedAppends: refusingSince.count, refusingForMs: Date.now() - refusingSince.sinceMs },
      'kafka bus: appends succeed again',
    );
    refusingSince = null;
  }

  function failed(error: Error): AppendResult {
    stats.appendsFailedTotal++;
    return { status: 'failed', error };
  }

  function timedOut(): AppendResult {
    stats.appendsRetryableTotal++;
    return refuse('unavailable', 'kafka_timeout', settings.unavailableRetryMs, { appendTimeoutMs: settings.appendTimeoutMs });
  }

  function fromSendError(error: unknown): AppendResult {
    const classified = classifyKafkaError(error, 'produce');
    switch (classified.verdict) {
      case 'tooLarge':
        return failed(createBusError('TH_ERR_BUS_BATCH_TOO_LARGE', `kafka bus: broker refused the batch as too large (${classified.kafkaType})`, error));
      case 'fatal':
        logger.error({ kafkaType: classified.kafkaType }, 'kafka bus: broker refused an append; retrying cannot help');
        return failed(createBusError('TH_ERR_BUS_KAFKA', `kafka bus: broker refused the append (${classified.kafkaType})`, error));
      case 'retryable': {
        stats.appendsRetryableTotal++;
        const { errName, kafkaType } = describeKafkaError(error);
        return refuse('unavailable', 'kafka_unavailable', settings.unavailableRetryMs, { errName, kafkaType });
      }
    }
  }

  return { refuse, accepted, failed, timedOut, fromSendError };
}

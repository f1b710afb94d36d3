import type pino from 'pino';
import { describeKafkaError } from './kafka-errors.ts';

/**
 * A consumer's standing in its group, as kafkajs reports it (GROUP_JOIN, REBALANCING, CRASH): the partitions
 * of the topic assigned at the last join, whether it is joined now (between a join and the next rebalance or
 * crash), and the listeners told which partitions a rejoin took away. Records and offsets are not its business:
 * the consumer drops its queue on each of these events itself. One per consumer.
 */
export interface ConsumerMembership {
  /** Whether `partition` was assigned at the last join (a commit for any other is ignored). */
  owns(partition: number): boolean;
  isJoined(): boolean;
  /** Ascending. */
  assignedPartitions(): number[];
  groupJoinsTotal(): number;
  addRevocationListener(listener: (partitions: number[]) => void): void;
  /**
   * GROUP_JOIN: takes the new assignment and calls every listener with the partitions held before and not now
   * (ascending; not called when none were taken). A listener that throws is logged; the others still run.
   */
  join(memberAssignment: Record<string, number[]>): void;
  /** REBALANCING or CRASH: not joined until the next join; commits are refused meanwhile. */
  leave(): void;
  /** CRASH while the bus runs: logged once per outage, and the rejoin that ends it says how long it lasted. */
  crashed(error: unknown, restart: boolean): void;
}

export function createConsumerMembership(deps: { logger: pino.Logger; group: string; topic: string }): ConsumerMembership {
  const { logger, group, topic } = deps;
  let assigned = new Set<number>();
  let joined = false;
  let groupJoinsTotal = 0;
  const listeners: ((partitions: number[]) => void)[] = [];
  /** Set while kafkajs is crashed/restarting, to log one line per episode. */
  let crashedSince: number | null = null;

  return {
    owns: (partition) => assigned.has(partition),
    isJoined: () => joined,
    assignedPartitions: () => [...assigned].sort((a, b) => a - b),
    groupJoinsTotal: () => groupJoinsTotal,

    addRevocationListener(listener: (partitions: number[]) => void): void {
      listeners.push(listener);
    },

    join(memberAssignment: Record<string, number[]>): void {
      const nowAssigned = new Set(memberAssignment[topic] ?? []);
      const revoked = [...assigned].filter((p) => !nowAssigned.has(p)).sort((a, b) => a - b);
      assigned = nowAssigned;
      joined = true;
      groupJoinsTotal++;
      if (crashedSince !== null) {
        logger.info({ group, downForMs: Date.now() - crashedSince }, 'kafka bus: consumer rejoined its group');
        crashedSince = null;
      }
      logger.info({ group, assigned: [...nowAssigned].sort((a, b) => a - b), revoked }, 'kafka bus: consumer joined its group');
      if (revoked.length === 0) return;
      for (const listener of listeners) {
        try {
          listener(revoked);
        } catch (error) {
          logger.error({ group, error: describeKafkaError(error) }, 'kafka bus: onPartitionsRevoked listener threw');
        }
      }
    },

    leave(): void {
      joined = false;
    },

    crashed(error: unknown, restart: boolean): void {
      if (crashedSince !== null) return;
      crashedSince = Date.now();
      logger.warn({ group, error: describeKafkaError(error), restart }, 'kafka bus: consumer crashed; it is restarted (logged once per outage)');
    },
  };
}

/**
 * The bound on connections open at once, shared by the OTLP/HTTP and OTLP/gRPC receivers: node's
 * `server.maxConnections`, which closes a connection over the bound as it is accepted, before anything is read
 * from it ('drop'). Drops are counted and logged at most once per DROP_LOG_EVERY_MS with the count since the last
 * line, so a connection flood cannot flood the log either. The line names no peer address.
 */
import type { Server } from 'node:net';
import type { Logger } from 'pino';

/** At most one "connections dropped" warning per this many ms, with the count since the last one. */
export const DROP_LOG_EVERY_MS = 10_000;

export function boundConnections(server: Server, maxConnections: number, logger: Logger, receiver: 'OTLP/HTTP' | 'OTLP/gRPC'): void {
  server.maxConnections = maxConnections;
  let dropped = 0;
  let lastLogMs = -Infinity;
  server.on('drop', () => {
    dropped += 1;
    const now = performance.now();
    if (now - lastLogMs < DROP_LOG_EVERY_MS) return;
    logger.warn({ maxConnections, droppedSinceLastLine: dropped }, `${receiver} connections over limits.maxConnections closed as they arrived (logged at most every 10 s)`);
    lastLogMs = now;
    dropped = 0;
  });
}

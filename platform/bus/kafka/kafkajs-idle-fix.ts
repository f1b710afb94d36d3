/**
 * Stops kafkajs 2.2.4 spinning on a 1 ms timer for every idle broker connection.
 *
 * kafkajs's RequestQueue re-schedules its pending-request check after every check, and with nothing
 * pending and no throttle the delay it computes is negative, so Node runs it after 1 ms, forever
 * (tulios/kafkajs#1556, #1704; fix proposed in #1667 and #1768, never released — 2.2.4 is the last
 * release). Measured here: an idle collector process woke ~1,450 times a second and used 0.04 cores doing
 * nothing, two per collector tier; every producer, consumer and admin connection adds its own loop.
 *
 * The replacement schedules a check only when there is something to check: a pending request (after the
 * throttle, or after kafkajs's 10 ms interval) or a throttle still running. Nothing is lost by not
 * polling an empty queue: `push` schedules a check when it queues a request, and every answered request
 * checks the queue again (RequestQueue.fulfillRequest). Applied once, on import, only to the version
 * whose code it was written against.
 */
import { createRequire } from 'node:module';

/** kafkajs's CHECK_PENDING_REQUESTS_INTERVAL (src/network/requestQueue/index.js). */
const CHECK_PENDING_REQUESTS_INTERVAL_MS = 10;
const PATCHED_VERSION = '2.2.4';

interface RequestQueueInternals {
  throttledUntil: number;
  throttleCheckTimeoutId: NodeJS.Timeout | null;
  pending: unknown[];
  checkPendingRequests(): void;
  scheduleCheckPendingRequests(): void;
}

const require = createRequire(import.meta.url);

function scheduleCheckPendingRequests(this: RequestQueueInternals): void {
  if (this.throttleCheckTimeoutId) return;
  const untilUnthrottled = this.throttledUntil - Date.now();
  let delayMs: number;
  if (this.pending.length > 0) delayMs = untilUnthrottled > 0 ? untilUnthrottled : CHECK_PENDING_REQUESTS_INTERVAL_MS;
  else if (untilUnthrottled > 0) delayMs = untilUnthrottled;
  else return; // nothing queued, not throttled: the next push or answered request checks again
  this.throttleCheckTimeoutId = setTimeout(() => {
    this.throttleCheckTimeoutId = null;
    this.checkPendingRequests();
  }, delayMs);
}

function apply(): { patched: boolean; original: (() => void) | null; prototype: RequestQueueInternals | null } {
  const version = (require('kafkajs/package.json') as { version: string }).version;
  if (version !== PATCHED_VERSION) return { patched: false, original: null, prototype: null };
  const RequestQueue = require('kafkajs/src/network/requestQueue/index.js') as { prototype: RequestQueueInternals };
  const original = RequestQueue.prototype.scheduleCheckPendingRequests;
  RequestQueue.prototype.scheduleCheckPendingRequests = scheduleCheckPendingRequests;
  return { patched: true, original, prototype: RequestQueue.prototype };
}

const applied = apply();

/** Whether the fix is in place (false on a kafkajs version it was not written for). */
export const kafkajsIdleFixApplied = applied.patched;

/** For the test's negative control only: runs `work` with kafkajs's own scheduling, then restores the fix. */
export async function withOriginalKafkajsScheduling<T>(work: () => Promise<T>): Promise<T> {
  const { prototype, original } = applied;
  if (!prototype || !original) return work();
  prototype.scheduleCheckPendingRequests = original;
  try {
    return await work();
  } finally {
    prototype.scheduleCheckPendingRequests = scheduleCheckPendingRequests;
  }
}

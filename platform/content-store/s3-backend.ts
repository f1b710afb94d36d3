/**
 * The S3-compatible blob backend (scale-out): the content store's encrypted objects in one bucket of AWS S3
 * or any S3-compatible server (tested against SeaweedFS), through @aws-sdk/client-s3. Object key = `prefix`
 * + blob key (`<tenant>/<2 hex>/<64 hex>.obj`, BLOB_KEY_PATTERN).
 *
 * Contract (beyond `BlobBackend`):
 * - `start()` checks the bucket (HeadBucket) and creates it when it is missing (CreateBucket); it must
 *   resolve before any other call. Wrong credentials or no permission on the bucket: TH_ERR_S3_AUTH.
 * - `putIfAbsent` is one conditional PUT (`If-None-Match: *`, S3 conditional writes): 412 means the object
 *   existed and was left as it was. When a server answers 501 to the condition, the backend switches for
 *   good to HeadObject-then-PutObject and logs it once. That leaves a race (two writers both see "absent"
 *   and both write), which is harmless here: keys are content addresses, so both write the same bytes; at
 *   worst both report `existed: false`. A server that silently ignores `If-None-Match` behaves the same way.
 *   Every PUT carries Content-MD5, which the server checks (400 BadDigest), so bytes corrupted in transit
 *   are never stored; that answer is retryable. (The SDK's newer default CRC32 headers are turned off:
 *   several S3-compatible servers reject them, and every one of them checks Content-MD5. Reads need no
 *   transport checksum: the content store above authenticates every object with AES-GCM.)
 * - `replace` is one unconditional PutObject (Content-MD5 as above): S3 replaces an object atomically, so a
 *   reader sees the old bytes or the new ones. Used only to re-wrap a trace-scoped object under its
 *   subject's key. With bucket versioning on, S3 keeps the replaced (and deleted) bytes as a noncurrent
 *   version, which defeats re-wrapping and erasure alike: `start()` reads the bucket's versioning state and
 *   warns when it is on (configure a lifecycle rule that expires noncurrent versions, or turn it off).
 * - Every call is bounded in time: it resolves or throws within `requestTimeoutMs`, retries (up to
 *   `maxAttempts`, the SDK's standard backoff), the wait for a free slot and the read of the body included.
 * - At most `maxInFlight` requests run at once; up to `maxQueued` more wait for a slot, and beyond that a
 *   call fails at once with TH_ERR_S3_OVERLOADED (retryable).
 * - `get` reads at most MAX_READ_BYTES (an object announcing more is refused), independent of
 *   `maxObjectBytes`, so that lowering the limit never makes objects stored earlier unreadable.
 * - `shutdown()` refuses new calls, waits for those in progress, and is safe to call twice.
 * - Logs and error messages carry operation names, HTTP statuses, S3 error names and counts — never an
 *   object key (keys name tenants), a byte of content, or the secret. State changes are logged once
 *   (unavailable → answers again), not per call.
 *
 * Errors: `S3BlobBackendError` with its codes and retryability (`s3-backend-error.ts`). Settings, their
 * defaults and their check: `s3-backend-config.ts`.
 */
import { createHash } from 'node:crypto';
import type { Readable } from 'node:stream';
import {
  CreateBucketCommand,
  DeleteObjectCommand,
  GetBucketVersioningCommand,
  GetObjectCommand,
  HeadBucketCommand,
  HeadObjectCommand,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import type { BucketLocationConstraint } from '@aws-sdk/client-s3';
import type { Logger } from 'pino';
import { BLOB_KEY_PATTERN } from './blob-backend.ts';
import type { BlobBackend } from './blob-backend.ts';
import { classifyS3Error, httpStatus, isNotFound, s3ErrorName, S3BlobBackendError } from './s3-backend-error.ts';
import type { S3BlobBackendErrorCode } from './s3-backend-error.ts';
import { S3_MAX_OBJECT_BYTES_CEILING, validateS3Config } from './s3-backend-config.ts';
import type { S3BlobBackendConfig } from './s3-backend-config.ts';

/** Counters for metrics; cumulative since creation, except the two gauges. */
export interface S3BlobBackendStats {
  inFlight: number;
  queued: number;
  overloadedTotal: number;
  unavailableTotal: number;
  conditionalPutSupported: boolean;
  /**
   * The bucket's versioning state as read at start ('Enabled', 'Suspended'), 'off' when never enabled, or
   * 'unknown' when the server would not say (no permission, not implemented).
   */
  bucketVersioning: string;
}

export interface S3BlobBackend extends BlobBackend {
  stats(): S3BlobBackendStats;
}

/** Read-side bound: the largest object the backend accepts, plus room for the content store's envelope. */
export const MAX_READ_BYTES = S3_MAX_OBJECT_BYTES_CEILING + 1024 * 1024;
// Connection establishment gets its own, shorter bound so that a black-holed endpoint leaves time to retry.
const MAX_CONNECTION_TIMEOUT_MS = 2000;

export function createS3BlobBackend(deps: { logger: Logger }, config: S3BlobBackendConfig): S3BlobBackend {
  const settings = validateS3Config(config);
  const log = deps.logger.child({ component: 'content-store', backend: 's3' });
  const client = new S3Client({
    ...(settings.endpoint === undefined ? {} : { endpoint: settings.endpoint }),
    region: settings.region,
    forcePathStyle: settings.forcePathStyle,
    credentials: { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey },
    maxAttempts: settings.maxAttempts,
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    requestHandler: {
      connectionTimeout: Math.min(settings.requestTimeoutMs, MAX_CONNECTION_TIMEOUT_MS),
      requestTimeout: settings.requestTimeoutMs,
      throwOnRequestTimeout: true,
      httpAgent: { keepAlive: true, maxSockets: settings.maxInFlight },
      httpsAgent: { keepAlive: true, maxSockets: settings.maxInFlight },
    },
  });

  let state: 'new' | 'starting' | 'started' | 'stopped' = 'new';
  let starting: Promise<void> | null = null;
  let conditionalPut = true;
  let bucketVersioning = 'unknown';
  let inFlight = 0;
  const waiting: { grant: () => void }[] = [];
  const running = new Set<Promise<unknown>>();
  // Conditional PUTs in progress, by object key (see putIfAbsent).
  const inflightPuts = new Map<string, Promise<void>>();
  const counters = { overloadedTotal: 0, unavailableTotal: 0 };
  // One log line when a kind of failure starts and one when calls succeed again, never one per call.
  let failing: { code: S3BlobBackendErrorCode; count: number; sinceMs: number } | null = null;

  function start(): Promise<void> {
    if (state === 'stopped') return Promise.reject(notStarted());
    if (state === 'started') return Promise.resolve();
    // Concurrent start() calls share one attempt.
    starting ??= checkBucket().finally(() => {
      starting = null;
    });
    return starting;
  }

  async function checkBucket(): Promise<void> {
    state = 'starting';
    try {
      await run('HeadBucket', false, (signal) =>
        client.send(new HeadBucketCommand({ Bucket: settings.bucket }), { abortSignal: signal }),
      ).catch(async (error: unknown) => {
        if (!isNotFound(error)) throw error;
        log.info({ bucket: settings.bucket }, 's3 backend: bucket missing; creating it');
        await run('CreateBucket', false, (signal) =>
          client.send(
            new CreateBucketCommand({
              Bucket: settings.bucket,
              // AWS wants the region named unless it is us-east-1; S3-compatible servers differ, so only for AWS.
              ...(settings.endpoint === undefined && settings.region !== 'us-east-1'
                ? { CreateBucketConfiguration: { LocationConstraint: settings.region as BucketLocationConstraint } }
                : {}),
            }),
            { abortSignal: signal },
          ),
        ).catch((createError: unknown) => {
          // Another instance created it in the meantime.
          if (s3ErrorName(createError) !== 'BucketAlreadyOwnedByYou') throw createError;
        });
      });
    } catch (error) {
      if (state === 'starting') state = 'new';
      throw asBackendError(error, 'start');
    }
    await checkVersioning();
    // shutdown() during start wins.
    if (state !== 'starting') throw notStarted();
    state = 'started';
    log.info(
      {
        endpoint: settings.endpoint ?? `aws:${settings.region}`,
        bucket: settings.bucket,
        prefixed: settings.prefix !== '',
        maxObjectBytes: settings.maxObjectBytes,
        maxInFlight: settings.maxInFlight,
        requestTimeoutMs: settings.requestTimeoutMs,
      },
      's3 backend started',
    );
  }

  /** Versioning keeps every replaced and deleted object; say so once, at start. Never fails the start. */
  async function checkVersioning(): Promise<void> {
    try {
      const out = await run('GetBucketVersioning', false, (signal) =>
        client.send(new GetBucketVersioningCommand({ Bucket: settings.bucket }), { abortSignal: signal }),
      );
      bucketVersioning = out.Status ?? 'off';
    } catch (error) {
      bucketVersioning = 'unknown';
      log.info(
        { s3Error: s3ErrorName(error), status: httpStatus(error) },
        's3 backend: could not read the bucket versioning state; with versioning on, replaced and deleted content objects stay as noncurrent versions',
      );
      return;
    }
    if (bucketVersioning !== 'off') {
      log.warn(
        { bucket: settings.bucket, versioning: bucketVersioning },
        's3 backend: bucket versioning is on: replaced and deleted content objects stay as noncurrent versions, so ' +
          'erasure and re-keying leave old copies; add a lifecycle rule expiring noncurrent versions or turn versioning off',
      );
    }
  }

  async function putIfAbsent(key: string, bytes: Buffer): Promise<{ existed: boolean }> {
    assertStarted();
    const objectKey = toObjectKey(key);
    if (!Buffer.isBuffer(bytes)) throw new TypeError('blob bytes must be a Buffer');
    if (bytes.length > settings.maxObjectBytes) {
      throw new S3BlobBackendError(
        'TH_ERR_S3_TOO_LARGE',
        `s3 backend: object of ${bytes.length} bytes exceeds maxObjectBytes (${settings.maxObjectBytes})`,
        false,
      );
    }
    // Identical content arriving at once (a shared system prompt) is written by one request; the others
    // wait for it and report `existed`. Servers serialise conditional writes of one key, some slowly
    // (SeaweedFS retries its per-key lock once a second), so sending them all would only add latency.
    const pending = inflightPuts.get(objectKey);
    if (pending) {
      await pending;
      return { existed: true };
    }
    const write = writeIfAbsent(objectKey, bytes);
    const done = write.then(() => undefined);
    done.catch(() => undefined); // waiters attach later; nobody waiting must not mean an unhandled rejection
    inflightPuts.set(objectKey, done);
    try {
      return await write;
    } finally {
      inflightPuts.delete(objectKey);
    }
  }

  async function writeIfAbsent(objectKey: string, bytes: Buffer): Promise<{ existed: boolean }> {
    const contentMd5 = createHash('md5').update(bytes).digest('base64');
    const put = (ifNoneMatch: boolean) => (signal: AbortSignal) =>
      client.send(
        new PutObjectCommand({
          Bucket: settings.bucket,
          Key: objectKey,
          Body: bytes,
          ContentLength: bytes.length,
          ContentMD5: contentMd5,
          ContentType: 'application/octet-stream',
          ...(ifNoneMatch ? { IfNoneMatch: '*' } : {}),
        }),
        { abortSignal: signal },
      );

    if (conditionalPut) {
      try {
        await run('PutObject', true, put(true));
        return { existed: false };
      } catch (error) {
        const status = httpStatus(error);
        if (status === 412) {
          succeeded();
          return { existed: true };
        }
        if (status === 409 && s3ErrorName(error) === 'ConditionalRequestConflict') {
          // A concurrent conditional write of this key is in progress; once it exists, ours is a duplicate.
          if (await headExists(objectKey)) return { existed: true };
          throw asBackendError(error, 'PutObject');
        }
        if (status !== 501 && s3ErrorName(error) !== 'NotImplemented') throw asBackendError(error, 'PutObject');
        conditionalPut = false;
        log.warn(
          { s3Error: s3ErrorName(error) },
          's3 backend: the server does not support conditional writes (If-None-Match); using HeadObject then PutObject',
        );
      }
    }
    if (await headExists(objectKey)) return { existed: true };
    await run('PutObject', true, put(false)).catch((error: unknown) => {
      throw asBackendError(error, 'PutObject');
    });
    return { existed: false };
  }

  async function replace(key: string, bytes: Buffer): Promise<void> {
    assertStarted();
    const objectKey = toObjectKey(key);
    if (!Buffer.isBuffer(bytes)) throw new TypeError('blob bytes must be a Buffer');
    if (bytes.length > settings.maxObjectBytes) {
      throw new S3BlobBackendError(
        'TH_ERR_S3_TOO_LARGE',
        `s3 backend: object of ${bytes.length} bytes exceeds maxObjectBytes (${settings.maxObjectBytes})`,
        false,
      );
    }
    const contentMd5 = createHash('md5').update(bytes).digest('base64');
    await run('PutObject', true, (signal) =>
      client.send(
        new PutObjectCommand({
          Bucket: settings.bucket,
          Key: objectKey,
          Body: bytes,
          ContentLength: bytes.length,
          ContentMD5: contentMd5,
          ContentType: 'application/octet-stream',
        }),
        { abortSignal: signal },
      ),
    ).catch((error: unknown) => {
      throw asBackendError(error, 'PutObject');
    });
  }

  async function get(key: string): Promise<Buffer | null> {
    assertStarted();
    const objectKey = toObjectKey(key);
    try {
      return await run('GetObject', true, async (signal) => {
        const out = await client.send(new GetObjectCommand({ Bucket: settings.bucket, Key: objectKey }), {
          abortSignal: signal,
        });
        return readBody(out.Body as Readable | undefined, out.ContentLength, signal);
      });
    } catch (error) {
      // NoSuchKey only: a 404 for a missing bucket (NoSuchBucket) is a misconfiguration, not an absent object.
      if (httpStatus(error) === 404 && s3ErrorName(error) === 'NoSuchKey') {
        succeeded();
        return null;
      }
      throw asBackendError(error, 'GetObject');
    }
  }

  async function exists(key: string): Promise<boolean> {
    assertStarted();
    return headExists(toObjectKey(key));
  }

  async function headExists(objectKey: string): Promise<boolean> {
    try {
      await run('HeadObject', true, (signal) =>
        client.send(new HeadObjectCommand({ Bucket: settings.bucket, Key: objectKey }), { abortSignal: signal }),
      );
      return true;
    } catch (error) {
      // A HEAD answer has no body, so a missing bucket looks like a missing object here; start() checked it.
      if (isNotFound(error)) {
        succeeded();
        return false;
      }
      throw asBackendError(error, 'HeadObject');
    }
  }

  async function deleteObject(key: string): Promise<void> {
    assertStarted();
    const objectKey = toObjectKey(key);
    // S3 answers 204 for an absent key too.
    await run('DeleteObject', true, (signal) =>
      client.send(new DeleteObjectCommand({ Bucket: settings.bucket, Key: objectKey }), { abortSignal: signal }),
    ).catch((error: unknown) => {
      if (isNotFound(error) && s3ErrorName(error) !== 'NoSuchBucket') return;
      throw asBackendError(error, 'DeleteObject');
    });
  }

  async function shutdown(): Promise<void> {
    if (state === 'stopped') return;
    state = 'stopped';
    // Calls already accepted finish (a PUT that resolves is durable) before shutdown resolves.
    await Promise.allSettled([...running]);
    client.destroy();
    log.info({}, 's3 backend stopped');
  }

  /**
   * Runs one S3 request in a concurrency slot, under the call's deadline (which the wait for a slot counts
   * against). Errors are passed through raw, so the caller can interpret 404/412 before classifying.
   */
  function run<T>(operation: string, needsStarted: boolean, fn: (signal: AbortSignal) => Promise<T>): Promise<T> {
    if (needsStarted) assertStarted();
    const controller = new AbortController();
    const timeoutMs = settings.requestTimeoutMs;
    const promise = (async () => {
      const timer = setTimeout(
        () => controller.abort(new S3BlobBackendError('TH_ERR_S3_UNAVAILABLE', `s3 backend: ${operation} timed out after ${timeoutMs} ms`, true)),
        timeoutMs,
      );
      try {
        await acquireSlot(controller.signal, operation);
        try {
          const attempt = fn(controller.signal);
          // The SDK stops at the abort, but may first finish a retry backoff; the caller must not wait for it.
          attempt.catch(() => undefined);
          const result = await Promise.race([attempt, rejectOnAbort(controller.signal)]);
          succeeded();
          return result;
        } catch (error) {
          // The SDK reports our abort as its own AbortError; give the caller the timeout instead.
          if (controller.signal.aborted) throw controller.signal.reason;
          throw error;
        } finally {
          releaseSlot();
        }
      } finally {
        clearTimeout(timer);
      }
    })();
    running.add(promise);
    void promise.then(
      () => running.delete(promise),
      () => running.delete(promise),
    );
    return promise;
  }

  function acquireSlot(signal: AbortSignal, operation: string): Promise<void> {
    if (inFlight < settings.maxInFlight) {
      inFlight++;
      return Promise.resolve();
    }
    if (waiting.length >= settings.maxQueued) {
      counters.overloadedTotal++;
      return Promise.reject(
        new S3BlobBackendError(
          'TH_ERR_S3_OVERLOADED',
          `s3 backend: ${settings.maxInFlight} requests in progress and ${settings.maxQueued} waiting; ${operation} refused`,
          true,
        ),
      );
    }
    return new Promise<void>((resolve, reject) => {
      const entry = {
        grant: () => {
          signal.removeEventListener('abort', onAbort);
          resolve();
        },
      };
      const onAbort = () => {
        const at = waiting.indexOf(entry);
        if (at >= 0) waiting.splice(at, 1);
        counters.overloadedTotal++;
        reject(
          new S3BlobBackendError(
            'TH_ERR_S3_OVERLOADED',
            `s3 backend: ${operation} waited ${settings.requestTimeoutMs} ms for one of ${settings.maxInFlight} request slots`,
            true,
          ),
        );
      };
      signal.addEventListener('abort', onAbort, { once: true });
      waiting.push(entry);
    });
  }

  function releaseSlot(): void {
    const next = waiting.shift();
    // The slot passes straight to the next caller, so inFlight stays the same.
    if (next) next.grant();
    else inFlight--;
  }

  function asBackendError(error: unknown, operation: string): S3BlobBackendError {
    return noteFailure(classifyS3Error(error, operation, settings.bucket));
  }

  function noteFailure(error: S3BlobBackendError): S3BlobBackendError {
    if (error.code === 'TH_ERR_S3_UNAVAILABLE') counters.unavailableTotal++;
    if (error.code !== 'TH_ERR_S3_UNAVAILABLE' && error.code !== 'TH_ERR_S3_OVERLOADED' && error.code !== 'TH_ERR_S3_AUTH') {
      return error;
    }
    if (failing === null || failing.code !== error.code) {
      failing = { code: error.code, count: 0, sinceMs: Date.now() };
      log.warn({ code: error.code, reason: error.message }, 's3 backend: calls are failing; will log again when they succeed');
    }
    failing.count++;
    return error;
  }

  function succeeded(): void {
    if (failing === null) return;
    log.info(
      { code: failing.code, failedCalls: failing.count, failingForMs: Date.now() - failing.sinceMs },
      's3 backend: calls succeed again',
    );
    failing = null;
  }

  function toObjectKey(key: string): string {
    if (typeof key !== 'string' || !BLOB_KEY_PATTERN.test(key)) {
      throw new S3BlobBackendError('TH_ERR_S3_BAD_KEY', 's3 backend: blob keys look like <tenant>/<2 hex>/<64 hex>.obj', false);
    }
    return settings.prefix + key;
  }

  function assertStarted(): void {
    if (state !== 'started') throw notStarted();
  }

  function stats(): S3BlobBackendStats {
    return {
      inFlight,
      queued: waiting.length,
      overloadedTotal: counters.overloadedTotal,
      unavailableTotal: counters.unavailableTotal,
      conditionalPutSupported: conditionalPut,
      bucketVersioning,
    };
  }

  return { start, putIfAbsent, replace, get, exists, delete: deleteObject, shutdown, stats };
}

/** Never resolves; rejects with the signal's reason when it aborts. */
function rejectOnAbort(signal: AbortSignal): Promise<never> {
  return new Promise<never>((_, reject) => {
    if (signal.aborted) reject(signal.reason);
    else signal.addEventListener('abort', () => reject(signal.reason), { once: true });
  });
}

function notStarted(): S3BlobBackendError {
  return new S3BlobBackendError('TH_ERR_S3_NOT_STARTED', 's3 backend used before start() resolved or after shutdown()', false);
}

/** Reads the body into one Buffer, refusing more than MAX_READ_BYTES; the deadline's abort destroys the stream. */
async function readBody(body: Readable | undefined, contentLength: number | undefined, signal: AbortSignal): Promise<Buffer> {
  if (body === undefined) return Buffer.alloc(0);
  if (contentLength !== undefined && contentLength > MAX_READ_BYTES) {
    body.destroy();
    throw new S3BlobBackendError('TH_ERR_S3_TOO_LARGE', `s3 backend: object of ${contentLength} bytes exceeds the read bound (${MAX_READ_BYTES})`, false);
  }
  const onAbort = () => body.destroy(signal.reason instanceof Error ? signal.reason : new Error('aborted'));
  signal.addEventListener('abort', onAbort, { once: true });
  try {
    const chunks: Buffer[] = [];
    let total = 0;
    for await (const chunk of body) {
      const buf = chunk as Buffer;
      total += buf.length;
      if (total > MAX_READ_BYTES) {
        body.destroy();
        throw new S3BlobBackendError('TH_ERR_S3_TOO_LARGE', `s3 backend: object exceeds the read bound (${MAX_READ_BYTES})`, false);
      }
      chunks.push(buf);
    }
    if (contentLength !== undefined && total !== contentLength) {
      throw new S3BlobBackendError('TH_ERR_S3_UNAVAILABLE', `s3 backend: GetObject body ended after ${total} of ${contentLength} bytes`, true);
    }
    return chunks.length === 1 ? chunks[0]! : Buffer.concat(chunks, total);
  } finally {
    signal.removeEventListener('abort', onAbort);
  }
}

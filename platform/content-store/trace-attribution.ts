/**
 * Attribution of trace-scoped ("pending", format v3) objects to the end-user subject of their trace, once
 * it is known: each object's data key is unwrapped with the tenant DEK and wrapped again under the
 * subject's key; the object keeps its reference and blob key, and replaces the stored blob atomically
 * (`BlobBackend.replace`), so no copy wrapped under the tenant key remains at that key. Crypto-shredding
 * the subject then reaches the object like any of the subject's content.
 *
 * Why it is safe to call at any time, any number of times:
 * - A crash at any point leaves the old (pending) object or the new (attributed) one, both readable; the
 *   next call finishes the job ('moved'), or finds it done ('already').
 * - Only v3 objects scoped to the given trace and still wrapped by the tenant key are touched: a
 *   tenant-wide (v1) or subject (v2) object is 'not_pending'; one attributed to another subject is a
 *   'conflict' (never moved twice); one scoped to another trace is 'wrong_trace'.
 * - A subject whose key was destroyed after (or shortly before: `erasureOverlapMs`) the object was stored
 *   is 'subject_shredded': the object stays pending, never silently re-keyed under the fresh key the
 *   keyring would create. Content stored well after an erasure (a returning user) is attributed normally.
 * - Every object is authenticated (data key unwrapped, body decrypted) before it is rewritten; one that
 *   fails is 'corrupt' and left alone.
 *
 * Concurrency: calls on the same object in this process run one after the other, after any put of it in
 * progress here. A concurrent put of the same pending object (an exporter retry) finds it present and
 * writes nothing, so it cannot bring back a tenant-wrapped copy. Across processes, objects of one trace
 * must be attributed by one process at a time (ingest: a trace's records reach one consumer); two
 * processes attributing one object to two subjects at the same moment could both report 'moved'.
 * A deletion of the object (retention) racing with its attribution may be undone by the replace.
 */
import type { Logger } from 'pino';
import type { Keyring, SubjectKeyDestruction, SubjectKeys } from '../keys/keyring.ts';
import type { BlobBackend } from './blob-backend.ts';
import { assertSubjectRef, assertTenant, assertTraceId, blobKeyOf, parseRef } from './content-refs.ts';
import { forEachLimit } from '../for-each-limit.ts';
import { codeOf } from '../errors/tracehold-error.ts';
import { FORMAT_TRACE_SCOPED, openBody, parseMetadata, parseObject, rewrapObject, unwrapDataKey } from './object-format.ts';
import type { ParsedObject } from './object-format.ts';

/**
 * Outcome of attributing one object:
 * - 'moved': it was pending and is now protected by the subject's key;
 * - 'already': it was attributed to this subject before (a retry, or a call after a crash);
 * - 'missing': no such object for this tenant;
 * - 'conflict': it is attributed to another subject (left as it is);
 * - 'not_pending': a tenant-wide (v1) or subject (v2) object, which attribution never touches;
 * - 'wrong_trace': a pending object scoped to another trace (left as it is);
 * - 'subject_shredded': the subject's key was destroyed after the object was stored (left pending);
 * - 'corrupt': the object fails authentication or parsing, or names an unknown tenant key (left as it is).
 */
export type AttributionStatus = 'moved' | 'already' | 'missing' | 'conflict' | 'not_pending' | 'wrong_trace' | 'subject_shredded' | 'corrupt';

export interface AttributionResult {
  status: AttributionStatus;
}

export interface TraceAttributionConfig {
  /**
   * A subject key destroyed up to this long before a pending object was stored still counts as covering it
   * (clock skew between processes, exports that arrive late); default 10 minutes.
   */
  erasureOverlapMs: number;
}

/**
 * Contract: `attributeMany` validates every argument before touching anything (throws
 * TH_ERR_CONTENT_BAD_* on a bad tenant, subject reference, trace id or reference); results are in input
 * order (a reference given twice gets the same status twice). Backend failures throw (retryable ones with
 * `retryable: true`); objects already moved stay moved and a retry reports them 'already'.
 * `drain()` resolves when the calls in progress are done (for shutdown).
 */
export interface TraceAttribution {
  attributeMany(tenant: string, subjectRef: string, traceId: string, refs: string[]): Promise<AttributionResult[]>;
  drain(): Promise<void>;
}

export interface TraceAttributionDeps {
  log: Logger;
  keyring: Keyring;
  backend: BlobBackend;
  /** Resolves once a put of this blob key in progress in this process is durable (at once when none). */
  waitForPut(blobKey: string): Promise<void>;
}

// Objects held in memory at once: each is read, authenticated and rewritten in full.
const CHUNK_OBJECTS = 32;
const MAX_PARALLEL_OPS = 16;

interface Candidate {
  key: string;
  ref: string;
  parsed: ParsedObject;
  dataKey: Buffer;
  createdAtMs: number;
}

export function createTraceAttribution(deps: TraceAttributionDeps, config: TraceAttributionConfig): TraceAttribution {
  const { log, keyring, backend } = deps;
  // Per blob key, the tail of the chain of attributions of that object in this process.
  const locks = new Map<string, Promise<void>>();
  const running = new Set<Promise<unknown>>();

  async function attributeMany(tenant: string, subjectRef: string, traceId: string, refs: string[]): Promise<AttributionResult[]> {
    assertTenant(tenant);
    assertSubjectRef(subjectRef);
    assertTraceId(traceId);
    if (!Array.isArray(refs)) throw new TypeError('refs must be an array of content references');
    // Distinct references, each with its blob key (two refs differing only in their ref key id name the
    // same blob; at most one of them is the object, the other is 'missing', as for `get`).
    const byRef = new Map<string, string>();
    for (const ref of refs) byRef.set(ref, blobKeyOf(tenant, parseRef(ref).hex));
    const work = withLocks([...byRef.values()], () => attributeLocked(tenant, subjectRef, traceId, byRef));
    running.add(work);
    void work.finally(() => running.delete(work)).catch(() => undefined);
    const statuses = await work;
    return refs.map((ref) => ({ status: statuses.get(ref)! }));
  }

  async function attributeLocked(tenant: string, subjectRef: string, traceId: string, byRef: Map<string, string>): Promise<Map<string, AttributionStatus>> {
    const statuses = new Map<string, AttributionStatus>();
    const refs = [...byRef.keys()];
    let subjectKeys: SubjectKeys | null = null;
    for (let at = 0; at < refs.length; at += CHUNK_OBJECTS) {
      const chunk = refs.slice(at, at + CHUNK_OBJECTS);
      const candidates: Candidate[] = [];
      try {
        await forEachLimit(chunk, MAX_PARALLEL_OPS, async (ref) => {
          const key = byRef.get(ref)!;
          await deps.waitForPut(key);
          const found = await inspect(tenant, subjectRef, traceId, key, ref);
          if ('status' in found) statuses.set(ref, found.status);
          else candidates.push({ ...found, key, ref });
        });
        if (candidates.length === 0) continue;
        // Destructions are read before the subject key is fetched (the keyring creates a key when there is
        // none, which an erased subject should not get for nothing) and again after, so that a destruction
        // completing in between is seen too: never wrap under a key that a concurrent erasure replaced.
        let destructions = await keyring.subjectDestructions(tenant, subjectRef);
        const covered = (c: Candidate) => destructions.some((d) => isCovering(d, c.createdAtMs));
        if (candidates.some((c) => !covered(c))) {
          subjectKeys ??= await keyring.subjectKeys(tenant, subjectRef);
          destructions = await keyring.subjectDestructions(tenant, subjectRef);
        }
        const keys = subjectKeys;
        const keyDestroyed = keys !== null && destructions.some((d) => d.keyId === keys.keyId);
        const writes: { key: string; bytes: Buffer }[] = [];
        const written: string[] = [];
        for (const c of candidates) {
          if (keys === null || keyDestroyed || covered(c)) {
            statuses.set(c.ref, 'subject_shredded');
            continue;
          }
          writes.push({ key: c.key, bytes: rewrapObject(c.parsed, c.dataKey, keys, tenant, c.ref) });
          written.push(c.ref);
        }
        if (writes.length > 0) {
          if (typeof backend.replaceMany === 'function') await backend.replaceMany(writes);
          else await forEachLimit(writes, MAX_PARALLEL_OPS, (w) => backend.replace(w.key, w.bytes));
        }
        for (const ref of written) statuses.set(ref, 'moved');
      } finally {
        for (const c of candidates) c.dataKey.fill(0);
      }
    }
    const counts: Partial<Record<AttributionStatus, number>> = {};
    for (const s of statuses.values()) counts[s] = (counts[s] ?? 0) + 1;
    // Debug: one line per trace would be one line per item at production rates.
    log.debug({ tenant, subjectRef, traceId, objects: refs.length, ...counts }, 'trace-scoped content attributed to its subject');
    return statuses;
  }

  function isCovering(d: SubjectKeyDestruction, createdAtMs: number): boolean {
    return createdAtMs <= d.destroyedAtMs + config.erasureOverlapMs;
  }

  /** Reads and classifies one object; a pending one of this trace comes back authenticated, with its data key. */
  async function inspect(
    tenant: string,
    subjectRef: string,
    traceId: string,
    key: string,
    ref: string,
  ): Promise<{ status: AttributionStatus } | { parsed: ParsedObject; dataKey: Buffer; createdAtMs: number }> {
    const data = await backend.get(key).catch((err: unknown) => {
      if (codeOf(err) === 'TH_ERR_BLOB_TOO_LARGE') return 'too-large' as const;
      throw err;
    });
    if (data === null) return { status: 'missing' };
    const corrupt = (why: string): { status: AttributionStatus } => {
      log.warn({ tenant, ref, code: 'TH_ERR_CONTENT_CORRUPT', why }, 'content object not attributed: it fails its checks');
      return { status: 'corrupt' };
    };
    if (data === 'too-large') return corrupt('object too large');
    let parsed: ParsedObject;
    try {
      parsed = parseObject(data, () => new Error('malformed header'));
    } catch {
      return corrupt('malformed header');
    }
    if (parsed.refKeyId !== parseRef(ref).refKeyId) return { status: 'missing' };
    if (parsed.version !== FORMAT_TRACE_SCOPED) return { status: 'not_pending' };
    if (parsed.traceId !== traceId) return { status: 'wrong_trace' };
    if (parsed.keyRef.kind === 'subject') return { status: parsed.keyRef.subjectRef === subjectRef ? 'already' : 'conflict' };

    const dek = await keyring.tenantDek(tenant, parsed.keyRef.dekId);
    if (!dek) return corrupt(`unknown data key id ${parsed.keyRef.dekId}`);
    let dataKey: Buffer;
    try {
      dataKey = unwrapDataKey(parsed, dek, tenant, ref, () => new Error('authentication failed'));
    } catch {
      return corrupt('authentication failed');
    }
    let plaintext: Buffer | null = null;
    try {
      plaintext = openBody(parsed, dataKey, tenant, ref, () => new Error('authentication failed'));
      const meta = parseMetadata(plaintext, () => new Error('malformed metadata'));
      // Unreachable while AES-GCM holds (the tenant is in the AAD); an independent check, as in `get`.
      if (meta.tenant !== tenant) {
        dataKey.fill(0);
        return { status: 'missing' };
      }
      return { parsed, dataKey, createdAtMs: meta.createdAtMs };
    } catch (err) {
      dataKey.fill(0);
      return corrupt((err as Error).message);
    } finally {
      plaintext?.fill(0);
    }
  }

  /** Runs `fn` once every earlier call holding any of `keys` (in this process) is done. */
  async function withLocks<T>(keys: string[], fn: () => Promise<T>): Promise<T> {
    const distinct = [...new Set(keys)];
    const before = distinct.map((k) => locks.get(k) ?? Promise.resolve());
    let release!: () => void;
    const mine = new Promise<void>((resolve) => (release = resolve));
    // Registered synchronously, so a later call on any of these keys waits for this one.
    for (const k of distinct) locks.set(k, mine);
    try {
      await Promise.all(before);
      return await fn();
    } finally {
      release();
      for (const k of distinct) if (locks.get(k) === mine) locks.delete(k);
    }
  }

  async function drain(): Promise<void> {
    await Promise.allSettled([...running]);
  }

  return { attributeMany, drain };
}

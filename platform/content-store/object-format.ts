/**
 * The content store's object format: how one object's bytes are laid out, sealed and opened. Pure
 * functions over buffers and keys; which key to use, references and tenant checks are the store's
 * (`encrypted-content-store.ts`). All integers big-endian; ASCII fields are length-prefixed by one byte.
 *
 * Format v1 (tenant DEK), unchanged since the store's first version, byte for byte:
 *
 *   offset  size  field
 *   0       4     magic "THCO"
 *   4       1     format version = 1
 *   5       1     D = length of dekId (1..32)
 *   6       D     dekId, ASCII (tenant DEK version that encrypted this object, e.g. "k1")
 *   6+D     1     R = length of refKeyId (1..32)
 *   7+D     R     refKeyId, ASCII (reference key version the name was computed with)
 *   7+D+R   12    nonce (random per object)
 *   19+D+R  16    AES-256-GCM tag
 *   35+D+R  ...   ciphertext of the plaintext below
 *
 * Format v2 (subject key):
 *
 *   offset    size  field
 *   0         4     magic "THCO"
 *   4         1     format version = 2
 *   5         1     S = length of the subject pseudonym (1..64)
 *   6         S     subject pseudonym, ASCII (`psn_` + 32 hex: the subject whose key encrypted it)
 *   6+S       1     D = length of the subject key id (1..32)
 *   7+S       D     subject key id, ASCII (`s` + 16 hex)
 *   7+S+D     1     R = length of refKeyId (1..32)
 *   8+S+D     R     refKeyId, ASCII (tenant reference key version mixed into the subject reference key)
 *   8+S+D+R   12    nonce
 *   20+S+D+R  16    AES-256-GCM tag
 *   36+S+D+R  ...   ciphertext, same plaintext as v1
 *
 * v1 and v2: AAD = header bytes before the nonce | 0x00 | tenant (UTF-8) | 0x00 | ref (UTF-8).
 *
 * Format v3 (trace-scoped: a random per-object data key, wrapped by the tenant DEK while the object is
 * pending, re-wrapped by a subject key once the trace's end user is known). Only the wrap section changes
 * when the object is attributed; the body is the same bytes before and after:
 *
 *   offset  size  field
 *   0       4     magic "THCO"
 *   4       1     format version = 3
 *   5       1     R = length of refKeyId (1..32)
 *   6       R     refKeyId, ASCII (tenant reference key version the trace-scoped reference was computed with)
 *   6+R     16    trace id, binary (the trace the object is scoped to)
 *   22+R    12    body nonce
 *   34+R    16    body AES-256-GCM tag (under the data key)
 *   50+R    1     wrap kind: 1 = tenant DEK (pending), 2 = subject key (attributed)
 *   51+R    ...   kind 1: 1 byte D | D bytes tenant dekId
 *                 kind 2: 1 byte S | S bytes subject pseudonym | 1 byte K | K bytes subject key id
 *   W       12    wrap nonce
 *   W+12    16    wrap AES-256-GCM tag (under the tenant DEK or the subject key)
 *   W+28    32    wrapped data key
 *   W+60    ...   body ciphertext (under the data key), same plaintext as v1
 *
 * v3 body AAD = bytes [0, 22+R) (magic, version, refKeyId, trace id) | 0x00 | tenant | 0x00 | ref.
 * v3 wrap AAD = "tracehold/content-dk/v3" | 0x00 | bytes [0, W) (everything before the wrap nonce,
 * wrap kind and key ids included) | 0x00 | tenant | 0x00 | ref. The label keeps a wrap from ever being
 * mistaken for a v1/v2 body sealed under the same DEK (their AAD starts with "THCO").
 *
 * Plaintext (all versions): u32 M | M bytes metadata JSON {tenant, contentType, createdAtMs} | content.
 */
import { createCipheriv, createDecipheriv } from 'node:crypto';
import { pooledRandomBytes } from '../keys/random-pool.ts';
import { isPseudonym } from '../keys/pseudonym.ts';

export const FORMAT_TENANT_KEY = 1;
export const FORMAT_SUBJECT_KEY = 2;
export const FORMAT_TRACE_SCOPED = 3;

const MAGIC = Buffer.from('THCO', 'ascii');
const NONCE_BYTES = 12;
const TAG_BYTES = 16;
const DATA_KEY_BYTES = 32;
const TRACE_ID_BYTES = 16;
const MAX_KEY_ID_BYTES = 32;
const MAX_SUBJECT_REF_BYTES = 64;
const MAX_METADATA_BYTES = 64 * 1024;
const WRAP_KIND_TENANT = 1;
const WRAP_KIND_SUBJECT = 2;
const WRAP_LABEL = Buffer.from('tracehold/content-dk/v3\0', 'ascii');

/** The keys an object is sealed with (key material owned by the keyring; only read here). */
export type SealScope =
  | { kind: 'tenant'; refKeyId: string; dekId: string; dek: Buffer }
  | { kind: 'subject'; refKeyId: string; subjectRef: string; keyId: string; dek: Buffer }
  | { kind: 'trace'; refKeyId: string; traceId: string; dekId: string; dek: Buffer };

/** Which key opens an object (v1 and pending v3: a tenant DEK; v2 and attributed v3: a subject key). */
export type KeyRef = { kind: 'tenant'; dekId: string } | { kind: 'subject'; subjectRef: string; keyId: string };

/** A subject key to re-wrap a v3 object's data key under. */
export interface SubjectWrapKey {
  subjectRef: string;
  keyId: string;
  dek: Buffer;
}

export interface ParsedObject {
  version: 1 | 2 | 3;
  refKeyId: string;
  keyRef: KeyRef;
  /** v3 only: the 32-hex trace id the object is scoped to. */
  traceId?: string;
  /** Authenticated bytes of the body's AAD (before `\0tenant\0ref`). */
  bodyAadPrefix: Buffer;
  bodyNonce: Buffer;
  bodyTag: Buffer;
  ciphertext: Buffer;
  /** v3 only. */
  wrap?: { immutable: Buffer; aadPrefix: Buffer; nonce: Buffer; tag: Buffer; wrappedKey: Buffer };
}

export interface ObjectMetadata {
  tenant: string;
  contentType: string;
  createdAtMs: number;
  bytes: Buffer;
}

/** Seals `bytes` as one object (v1, v2 or v3 after `scope.kind`) for `tenant` under the name `ref`. */
export function sealObject(scope: SealScope, tenant: string, ref: string, contentType: string, bytes: Buffer, createdAtMs: number): Buffer {
  const meta = Buffer.from(JSON.stringify({ tenant, contentType, createdAtMs }), 'utf8');
  const metaLen = Buffer.alloc(4);
  metaLen.writeUInt32BE(meta.length);
  const plaintext = [metaLen, meta, bytes];
  if (scope.kind !== 'trace') {
    const prefix = headerPrefixV1V2(scope);
    // Random 96-bit nonces under one key stay safe far beyond any realistic number of objects per key
    // (the GCM bound is about 2^32); DEK rotation (`k2`, ...) resets the count.
    const body = seal(scope.dek, objectAad(prefix, tenant, ref), plaintext);
    return Buffer.concat([prefix, body.nonce, body.tag, ...body.ciphertext]);
  }
  const bodyAadPrefix = Buffer.concat([
    MAGIC,
    Buffer.from([FORMAT_TRACE_SCOPED]),
    lengthPrefixed(scope.refKeyId, MAX_KEY_ID_BYTES),
    traceIdBytes(scope.traceId),
  ]);
  const dataKey = pooledRandomBytes(DATA_KEY_BYTES);
  try {
    const body = seal(dataKey, objectAad(bodyAadPrefix, tenant, ref), plaintext);
    const immutable = Buffer.concat([bodyAadPrefix, body.nonce, body.tag]);
    const wrapSection = sealWrap(immutable, { kind: 'tenant', dekId: scope.dekId }, scope.dek, dataKey, tenant, ref);
    return Buffer.concat([wrapSection, ...body.ciphertext]);
  } finally {
    dataKey.fill(0);
  }
}

/** Parses the header of any version; `fail` builds the error thrown for malformed bytes. */
export function parseObject(data: Buffer, fail: () => Error): ParsedObject {
  let at = 0;
  const need = (n: number) => {
    if (at + n > data.length) throw fail();
  };
  const take = (n: number): Buffer => {
    need(n);
    const out = data.subarray(at, at + n);
    at += n;
    return out;
  };
  const readField = (max: number): string => {
    need(1);
    const len = data[at]!;
    at += 1;
    if (len < 1 || len > max) throw fail();
    return take(len).toString('ascii');
  };
  const readSubjectRef = (): string => {
    const subjectRef = readField(MAX_SUBJECT_REF_BYTES);
    // It names a key file: nothing but a pseudonym may pass.
    if (!isPseudonym(subjectRef)) throw fail();
    return subjectRef;
  };
  need(MAGIC.length + 2);
  if (!data.subarray(0, MAGIC.length).equals(MAGIC)) throw fail();
  const version = data[MAGIC.length];
  at = MAGIC.length + 1;

  if (version === FORMAT_TENANT_KEY || version === FORMAT_SUBJECT_KEY) {
    const subjectRef = version === FORMAT_SUBJECT_KEY ? readSubjectRef() : undefined;
    const keyId = readField(MAX_KEY_ID_BYTES);
    const refKeyId = readField(MAX_KEY_ID_BYTES);
    const bodyAadPrefix = data.subarray(0, at);
    const bodyNonce = take(NONCE_BYTES);
    const bodyTag = take(TAG_BYTES);
    return {
      version,
      refKeyId,
      keyRef: subjectRef === undefined ? { kind: 'tenant', dekId: keyId } : { kind: 'subject', subjectRef, keyId },
      bodyAadPrefix,
      bodyNonce,
      bodyTag,
      ciphertext: data.subarray(at),
    };
  }
  if (version !== FORMAT_TRACE_SCOPED) throw fail();
  const refKeyId = readField(MAX_KEY_ID_BYTES);
  const traceId = take(TRACE_ID_BYTES).toString('hex');
  const bodyAadPrefix = data.subarray(0, at);
  const bodyNonce = take(NONCE_BYTES);
  const bodyTag = take(TAG_BYTES);
  const immutable = data.subarray(0, at);
  const kind = take(1)[0];
  let keyRef: KeyRef;
  if (kind === WRAP_KIND_TENANT) {
    keyRef = { kind: 'tenant', dekId: readField(MAX_KEY_ID_BYTES) };
  } else if (kind === WRAP_KIND_SUBJECT) {
    const subjectRef = readSubjectRef();
    keyRef = { kind: 'subject', subjectRef, keyId: readField(MAX_KEY_ID_BYTES) };
  } else {
    throw fail();
  }
  const aadPrefix = data.subarray(0, at);
  const nonce = take(NONCE_BYTES);
  const tag = take(TAG_BYTES);
  const wrappedKey = take(DATA_KEY_BYTES);
  return {
    version: FORMAT_TRACE_SCOPED,
    refKeyId,
    keyRef,
    traceId,
    bodyAadPrefix,
    bodyNonce,
    bodyTag,
    ciphertext: data.subarray(at),
    wrap: { immutable, aadPrefix, nonce, tag, wrappedKey },
  };
}

/**
 * Decrypts and authenticates an object with the key its `keyRef` names (for v3: the key that wrapped its
 * data key). Returns the plaintext (metadata + content); `fail` builds the error for a failed check.
 */
export function openObject(parsed: ParsedObject, key: Buffer, tenant: string, ref: string, fail: () => Error): Buffer {
  if (parsed.version !== FORMAT_TRACE_SCOPED) return openBody(parsed, key, tenant, ref, fail);
  const dataKey = unwrapDataKey(parsed, key, tenant, ref, fail);
  try {
    return openBody(parsed, dataKey, tenant, ref, fail);
  } finally {
    dataKey.fill(0);
  }
}

/** v3: the object's data key, unwrapped with the key its wrap names. The caller zeroes it. */
export function unwrapDataKey(parsed: ParsedObject, key: Buffer, tenant: string, ref: string, fail: () => Error): Buffer {
  const wrap = parsed.wrap;
  if (!wrap) throw fail();
  try {
    const decipher = createDecipheriv('aes-256-gcm', key, wrap.nonce);
    decipher.setAAD(wrapAad(wrap.aadPrefix, tenant, ref));
    decipher.setAuthTag(wrap.tag);
    const first = decipher.update(wrap.wrappedKey);
    const last = decipher.final();
    const dataKey = Buffer.alloc(DATA_KEY_BYTES);
    first.copy(dataKey, 0);
    last.copy(dataKey, first.length);
    first.fill(0);
    return dataKey;
  } catch {
    throw fail();
  }
}

/** Decrypts and authenticates the body with `key` (v1/v2: the DEK; v3: the data key). */
export function openBody(parsed: ParsedObject, key: Buffer, tenant: string, ref: string, fail: () => Error): Buffer {
  try {
    const decipher = createDecipheriv('aes-256-gcm', key, parsed.bodyNonce);
    decipher.setAAD(objectAad(parsed.bodyAadPrefix, tenant, ref));
    decipher.setAuthTag(parsed.bodyTag);
    return Buffer.concat([decipher.update(parsed.ciphertext), decipher.final()]);
  } catch {
    throw fail();
  }
}

/**
 * v3: the same object with its data key wrapped by `subject` instead: same immutable part and body bytes,
 * a new wrap section (kind 2). Nothing of the previous wrap is carried over.
 */
export function rewrapObject(parsed: ParsedObject, dataKey: Buffer, subject: SubjectWrapKey, tenant: string, ref: string): Buffer {
  if (!parsed.wrap) throw new TypeError('only format v3 objects are re-wrapped');
  const wrapSection = sealWrap(
    parsed.wrap.immutable,
    { kind: 'subject', subjectRef: subject.subjectRef, keyId: subject.keyId },
    subject.dek,
    dataKey,
    tenant,
    ref,
  );
  return Buffer.concat([wrapSection, parsed.ciphertext]);
}

export function parseMetadata(plaintext: Buffer, fail: () => Error): ObjectMetadata {
  if (plaintext.length < 4) throw fail();
  const metaLen = plaintext.readUInt32BE(0);
  if (metaLen > MAX_METADATA_BYTES || 4 + metaLen > plaintext.length) throw fail();
  let meta: unknown;
  try {
    meta = JSON.parse(plaintext.subarray(4, 4 + metaLen).toString('utf8'));
  } catch {
    throw fail();
  }
  if (typeof meta !== 'object' || meta === null) throw fail();
  const { tenant, contentType, createdAtMs } = meta as Record<string, unknown>;
  if (typeof tenant !== 'string' || typeof contentType !== 'string' || typeof createdAtMs !== 'number') throw fail();
  return { tenant, contentType, createdAtMs, bytes: plaintext.subarray(4 + metaLen) };
}

/** Immutable part | wrap kind and key ids | wrap nonce | wrap tag | wrapped data key. */
function sealWrap(immutable: Buffer, keyRef: KeyRef, wrapKey: Buffer, dataKey: Buffer, tenant: string, ref: string): Buffer {
  const keyFields =
    keyRef.kind === 'tenant'
      ? [Buffer.from([WRAP_KIND_TENANT]), lengthPrefixed(keyRef.dekId, MAX_KEY_ID_BYTES)]
      : [
          Buffer.from([WRAP_KIND_SUBJECT]),
          lengthPrefixed(keyRef.subjectRef, MAX_SUBJECT_REF_BYTES),
          lengthPrefixed(keyRef.keyId, MAX_KEY_ID_BYTES),
        ];
  const aadPrefix = Buffer.concat([immutable, ...keyFields]);
  const wrapped = seal(wrapKey, wrapAad(aadPrefix, tenant, ref), [dataKey]);
  return Buffer.concat([aadPrefix, wrapped.nonce, wrapped.tag, ...wrapped.ciphertext]);
}

function seal(key: Buffer, aad: Buffer, parts: Buffer[]): { nonce: Buffer; tag: Buffer; ciphertext: Buffer[] } {
  const nonce = pooledRandomBytes(NONCE_BYTES);
  const cipher = createCipheriv('aes-256-gcm', key, nonce);
  cipher.setAAD(aad);
  const ciphertext = parts.map((p) => cipher.update(p));
  ciphertext.push(cipher.final());
  return { nonce, tag: cipher.getAuthTag(), ciphertext };
}

function headerPrefixV1V2(scope: Exclude<SealScope, { kind: 'trace' }>): Buffer {
  if (scope.kind === 'tenant') {
    return Buffer.concat([
      MAGIC,
      Buffer.from([FORMAT_TENANT_KEY]),
      lengthPrefixed(scope.dekId, MAX_KEY_ID_BYTES),
      lengthPrefixed(scope.refKeyId, MAX_KEY_ID_BYTES),
    ]);
  }
  return Buffer.concat([
    MAGIC,
    Buffer.from([FORMAT_SUBJECT_KEY]),
    lengthPrefixed(scope.subjectRef, MAX_SUBJECT_REF_BYTES),
    lengthPrefixed(scope.keyId, MAX_KEY_ID_BYTES),
    lengthPrefixed(scope.refKeyId, MAX_KEY_ID_BYTES),
  ]);
}

function objectAad(prefix: Buffer, tenant: string, ref: string): Buffer {
  return Buffer.concat([prefix, Buffer.from(`\0${tenant}\0${ref}`, 'utf8')]);
}

function wrapAad(prefix: Buffer, tenant: string, ref: string): Buffer {
  return Buffer.concat([WRAP_LABEL, prefix, Buffer.from(`\0${tenant}\0${ref}`, 'utf8')]);
}

function lengthPrefixed(value: string, max: number): Buffer {
  const bytes = Buffer.from(value, 'ascii');
  if (bytes.length < 1 || bytes.length > max) throw new RangeError(`header fields are 1-${max} ASCII characters`);
  return Buffer.concat([Buffer.from([bytes.length]), bytes]);
}

function traceIdBytes(traceId: string): Buffer {
  const bytes = Buffer.from(traceId, 'hex');
  if (bytes.length !== TRACE_ID_BYTES) throw new RangeError('trace ids are 32 hex digits');
  return bytes;
}

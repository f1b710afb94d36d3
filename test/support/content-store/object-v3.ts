/**
 * Test helper: reads format v3 (trace-scoped) object files independently of the store, from the layout
 * documented in `object-format.ts`, to prove which key opens an object's data key and that no wrap under
 * the tenant key is left anywhere.
 */
import { createDecipheriv } from 'node:crypto';

export interface V3File {
  refKeyId: string;
  traceId: string;
  /** End of the immutable part (magic .. body tag). */
  immutableEnd: number;
  kind: 'tenant' | 'subject';
  dekId?: string;
  subjectRef?: string;
  keyId?: string;
  /** Bytes [0, W): everything before the wrap nonce. */
  wrapAadPrefix: Buffer;
  wrapNonce: Buffer;
  wrapTag: Buffer;
  wrappedKey: Buffer;
  bodyAadPrefix: Buffer;
  bodyNonce: Buffer;
  bodyTag: Buffer;
  ciphertext: Buffer;
}

/** Null when the file is not a v3 object. */
export function parseV3(file: Buffer): V3File | null {
  if (file.length < 6 || file.subarray(0, 4).toString('ascii') !== 'THCO' || file[4] !== 3) return null;
  let at = 5;
  const field = (): string => {
    const len = file[at]!;
    const value = file.subarray(at + 1, at + 1 + len).toString('ascii');
    at += 1 + len;
    return value;
  };
  const refKeyId = field();
  const traceId = file.subarray(at, at + 16).toString('hex');
  at += 16;
  const bodyAadPrefix = file.subarray(0, at);
  const bodyNonce = file.subarray(at, at + 12);
  const bodyTag = file.subarray(at + 12, at + 28);
  at += 28;
  const immutableEnd = at;
  const kindByte = file[at]!;
  at += 1;
  const out: Partial<V3File> = { refKeyId, traceId, immutableEnd, bodyAadPrefix, bodyNonce, bodyTag };
  if (kindByte === 1) {
    out.kind = 'tenant';
    out.dekId = field();
  } else {
    out.kind = 'subject';
    out.subjectRef = field();
    out.keyId = field();
  }
  out.wrapAadPrefix = file.subarray(0, at);
  out.wrapNonce = file.subarray(at, at + 12);
  out.wrapTag = file.subarray(at + 12, at + 28);
  out.wrappedKey = file.subarray(at + 28, at + 60);
  out.ciphertext = file.subarray(at + 60);
  return out as V3File;
}

/** The data key, when `key` opens the file's wrap; null otherwise. */
export function tryUnwrapV3(file: Buffer, key: Buffer, tenant: string, ref: string): Buffer | null {
  const v3 = parseV3(file);
  if (!v3) return null;
  try {
    const d = createDecipheriv('aes-256-gcm', key, v3.wrapNonce);
    d.setAAD(Buffer.concat([Buffer.from('tracehold/content-dk/v3\0'), v3.wrapAadPrefix, Buffer.from(`\0${tenant}\0${ref}`)]));
    d.setAuthTag(v3.wrapTag);
    return Buffer.concat([d.update(v3.wrappedKey), d.final()]);
  } catch {
    return null;
  }
}

/** The plaintext (metadata + content), when `dataKey` opens the body; null otherwise. */
export function tryOpenV3Body(file: Buffer, dataKey: Buffer, tenant: string, ref: string): Buffer | null {
  const v3 = parseV3(file);
  if (!v3) return null;
  try {
    const d = createDecipheriv('aes-256-gcm', dataKey, v3.bodyNonce);
    d.setAAD(Buffer.concat([v3.bodyAadPrefix, Buffer.from(`\0${tenant}\0${ref}`)]));
    d.setAuthTag(v3.bodyTag);
    return Buffer.concat([d.update(v3.ciphertext), d.final()]);
  } catch {
    return null;
  }
}

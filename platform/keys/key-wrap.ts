/**
 * Envelope encryption of keys: a key is wrapped (AES-256-GCM) under a master key, with an AAD binding the
 * tenant, the purpose, the key id and the master key's fingerprint, so a wrap copied to another tenant,
 * purpose or id fails authentication. Pure functions; no I/O.
 */
import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import { KeyringError } from './keyring-error.ts';

/** Every key (master, tenant, subject) is 32 bytes: AES-256-GCM and HMAC-SHA-256. */
export const KEY_BYTES = 32;
export const WRAP_NONCE_BYTES = 12;
export const WRAP_TAG_BYTES = 16;

/** One wrap of a key under one master key. */
export interface Wrap {
  /** Fingerprint of the master key that wrapped it. */
  masterKeyId: string;
  /** base64, AES-256-GCM under the master key; AAD binds tenant, purpose, key id and master key id. */
  nonce: string;
  tag: string;
  wrapped: string;
}

/** One version of a key as stored: its id, when it was made, its wrap, and during a rotation other wraps. */
export interface WrappedKeyVersion extends Wrap {
  id: string;
  createdAtMs: number;
  /** Wraps of the same key under other master keys; present only while a master key rotation runs. */
  rewraps?: Wrap[];
}

export function wrapWith(master: Buffer, masterKeyId: string, tenant: string, purpose: string, id: string, key: Buffer): Wrap {
  const nonce = randomBytes(WRAP_NONCE_BYTES);
  const cipher = createCipheriv('aes-256-gcm', master, nonce);
  cipher.setAAD(wrapAad(tenant, purpose, id, masterKeyId));
  const wrapped = Buffer.concat([cipher.update(key), cipher.final()]);
  return { masterKeyId, nonce: nonce.toString('base64'), tag: cipher.getAuthTag().toString('base64'), wrapped: wrapped.toString('base64') };
}

/** The key in `wrap` (a fresh buffer the caller zeroes); TH_ERR_KEY_FILE_CORRUPT when it fails authentication. */
export function unwrapWith(master: Buffer, wrap: Wrap, tenant: string, purpose: string, id: string, filePath: string): Buffer {
  try {
    const decipher = createDecipheriv('aes-256-gcm', master, Buffer.from(wrap.nonce, 'base64'));
    decipher.setAAD(wrapAad(tenant, purpose, id, wrap.masterKeyId));
    decipher.setAuthTag(Buffer.from(wrap.tag, 'base64'));
    const first = decipher.update(Buffer.from(wrap.wrapped, 'base64'));
    const last = decipher.final();
    const key = Buffer.alloc(KEY_BYTES);
    if (first.length + last.length !== KEY_BYTES) throw new Error('bad key length');
    first.copy(key, 0);
    last.copy(key, first.length);
    first.fill(0);
    last.fill(0);
    return key;
  } catch {
    // Same master key id but failed authentication: the file was edited, copied from another tenant
    // or truncated. No detail from the crypto error, which says nothing useful anyway.
    throw new KeyringError(
      'TH_ERR_KEY_FILE_CORRUPT',
      `key file ${filePath}: ${purpose.startsWith('subject:') ? 'subject' : purpose} key ${id} failed authentication (file modified or not this tenant's)`,
    );
  }
}

/** The wrap of `v` under the master key `masterKeyId` (its main wrap or a rewrap); null when it has none. */
export function wrapUnder(v: WrappedKeyVersion, masterKeyId: string): Wrap | null {
  if (v.masterKeyId === masterKeyId) return v;
  return v.rewraps?.find((w) => w.masterKeyId === masterKeyId) ?? null;
}

/** Makes `wrap` the only wrap of `v` (the end of a rotation, or its recovery). */
export function setOnlyWrap(v: WrappedKeyVersion, wrap: Wrap): void {
  const { masterKeyId, nonce, tag, wrapped } = wrap;
  v.masterKeyId = masterKeyId;
  v.nonce = nonce;
  v.tag = tag;
  v.wrapped = wrapped;
  delete v.rewraps;
}

function wrapAad(tenant: string, purpose: string, id: string, masterKeyId: string): Buffer {
  return Buffer.from(`tracehold/key-wrap/v1\0${tenant}\0${purpose}\0${id}\0${masterKeyId}`);
}

/** Tenant purposes are 'dek' and 'ref'; a subject's key is bound to its pseudonym through the AAD. */
export function subjectPurpose(subjectRef: string): string {
  return `subject:${subjectRef}`;
}

/** The master key id: 8 hex of a domain-separated SHA-256 (see `Keyring.masterKeyId`). */
export function fingerprint(key: Buffer): string {
  return createHash('sha256').update('tracehold/master-key-id/v1\0').update(key).digest('hex').slice(0, 8);
}

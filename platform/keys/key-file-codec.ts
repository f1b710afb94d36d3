/**
 * The JSON formats of the key directory's files, parsed and validated on read (a file that does not
 * match is TH_ERR_KEY_FILE_CORRUPT, naming the file and what is wrong, never key material) and
 * serialized on write. Pure functions; no I/O.
 */
import { KeyringError } from './keyring-error.ts';
import { WRAP_NONCE_BYTES, WRAP_TAG_BYTES } from './key-wrap.ts';
import type { Wrap, WrappedKeyVersion } from './key-wrap.ts';

export const TENANT_FILE_FORMAT = 'tracehold-tenant-keys/v1';
export const SUBJECT_FILE_FORMAT = 'tracehold-subject-key/v1';
export const SHREDDED_FILE_FORMAT = 'tracehold-subject-shredded/v1';

/** A tenant's two keys: the data-encryption key and the reference/pseudonym HMAC key. */
export type KeyPurpose = 'dek' | 'ref';

/** Every version of one purpose's key (`k1`, `k2`, ... after rotations) and which one is current. */
export interface KeyHistory {
  current: string;
  versions: WrappedKeyVersion[];
}

/** `tenants/<tenant>.json`. */
export interface TenantKeyFile {
  format: typeof TENANT_FILE_FORMAT;
  tenant: string;
  createdAtMs: number;
  keys: Record<KeyPurpose, KeyHistory>;
}

/** `subjects/<tenant>/<psn_…>.json`. */
export interface SubjectKeyFile {
  format: typeof SUBJECT_FILE_FORMAT;
  tenant: string;
  subject: string;
  createdAtMs: number;
  key: WrappedKeyVersion;
}

/** `subjects/<tenant>/<psn_…>.shredded`: destroyed key ids and when, no key material. */
export interface ShreddedFile {
  format: typeof SHREDDED_FILE_FORMAT;
  tenant: string;
  subject: string;
  destroyed: { keyId: string; destroyedAtMs: number }[];
}

/** Any key-directory file as written: indented JSON and a newline (humans read these files when restoring). */
export function serializeKeyFile(value: TenantKeyFile | SubjectKeyFile | ShreddedFile | Record<string, unknown>): Buffer {
  return Buffer.from(JSON.stringify(value, null, 2) + '\n');
}

export function parseTenantFile(text: string, file: string, expectedTenant: string): TenantKeyFile {
  const corrupt = (why: string) => new KeyringError('TH_ERR_KEY_FILE_CORRUPT', `tenant key file ${file}: ${why}`);
  const raw = parseJsonRecord(text, corrupt);
  if (raw.format !== TENANT_FILE_FORMAT) throw corrupt(`not a ${TENANT_FILE_FORMAT} file`);
  if (raw.tenant !== expectedTenant) throw corrupt('tenant inside the file does not match its name');
  if (typeof raw.createdAtMs !== 'number' || !isRecord(raw.keys)) throw corrupt('missing fields');
  const keys = raw.keys;
  const history = (purpose: KeyPurpose): KeyHistory => {
    const h = keys[purpose];
    if (!isRecord(h) || typeof h.current !== 'string' || !Array.isArray(h.versions) || h.versions.length === 0) {
      throw corrupt(`bad ${purpose} key history`);
    }
    return { current: h.current, versions: h.versions.map((v: unknown) => parseVersion(v, `${purpose} key`, corrupt)) };
  };
  return { format: TENANT_FILE_FORMAT, tenant: expectedTenant, createdAtMs: raw.createdAtMs, keys: { dek: history('dek'), ref: history('ref') } };
}

export function parseSubjectFile(text: string, file: string, tenant: string, subject: string): SubjectKeyFile {
  const corrupt = (why: string) => new KeyringError('TH_ERR_KEY_FILE_CORRUPT', `subject key file ${file}: ${why}`);
  const raw = parseJsonRecord(text, corrupt);
  if (raw.format !== SUBJECT_FILE_FORMAT) throw corrupt(`not a ${SUBJECT_FILE_FORMAT} file`);
  if (raw.tenant !== tenant || raw.subject !== subject) throw corrupt('tenant or subject inside the file does not match its path');
  if (typeof raw.createdAtMs !== 'number') throw corrupt('missing fields');
  return { format: SUBJECT_FILE_FORMAT, tenant, subject, createdAtMs: raw.createdAtMs, key: parseVersion(raw.key, 'subject key', corrupt) };
}

export function parseShreddedFile(text: string, file: string, tenant: string, subject: string): ShreddedFile {
  const corrupt = (why: string) => new KeyringError('TH_ERR_KEY_FILE_CORRUPT', `shredding record ${file}: ${why}`);
  const raw = parseJsonRecord(text, corrupt);
  if (raw.format !== SHREDDED_FILE_FORMAT || raw.tenant !== tenant || raw.subject !== subject || !Array.isArray(raw.destroyed)) {
    throw corrupt(`not a ${SHREDDED_FILE_FORMAT} record of this subject`);
  }
  const destroyed = raw.destroyed.map((d: unknown) => {
    if (!isRecord(d) || typeof d.keyId !== 'string' || typeof d.destroyedAtMs !== 'number') throw corrupt('bad entry');
    return { keyId: d.keyId, destroyedAtMs: d.destroyedAtMs };
  });
  return { format: SHREDDED_FILE_FORMAT, tenant, subject, destroyed };
}

function parseJsonRecord(text: string, corrupt: (why: string) => Error): Record<string, unknown> {
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    throw corrupt('not valid JSON');
  }
  if (!isRecord(raw)) throw corrupt('not a JSON object');
  return raw;
}

function parseWrap(w: unknown, what: string, corrupt: (why: string) => Error): Wrap {
  if (!isRecord(w) || typeof w.masterKeyId !== 'string' || typeof w.nonce !== 'string' || typeof w.tag !== 'string' || typeof w.wrapped !== 'string') {
    throw corrupt(`bad ${what} version`);
  }
  if (Buffer.from(w.nonce, 'base64').length !== WRAP_NONCE_BYTES || Buffer.from(w.tag, 'base64').length !== WRAP_TAG_BYTES) {
    throw corrupt(`bad ${what} version`);
  }
  return { masterKeyId: w.masterKeyId, nonce: w.nonce, tag: w.tag, wrapped: w.wrapped };
}

function parseVersion(v: unknown, what: string, corrupt: (why: string) => Error): WrappedKeyVersion {
  if (!isRecord(v) || typeof v.id !== 'string' || typeof v.createdAtMs !== 'number') throw corrupt(`bad ${what} version`);
  const primary = parseWrap(v, what, corrupt);
  const version: WrappedKeyVersion = { id: v.id, createdAtMs: v.createdAtMs, ...primary };
  if (v.rewraps !== undefined) {
    if (!Array.isArray(v.rewraps)) throw corrupt(`bad ${what} version ${v.id}`);
    version.rewraps = v.rewraps.map((w: unknown) => parseWrap(w, what, corrupt));
  }
  return version;
}

function isRecord(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

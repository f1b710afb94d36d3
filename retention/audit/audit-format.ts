/**
 * The canonical formats of the audit log — what is hashed and what is signed. These are a contract with
 * every external verifier (ARCHITECTURE.md, "Audit log"); changing them needs a new version prefix.
 *
 * Entry hash:
 *   hash = lowercase hex SHA-256 of UTF-8( "tracehold-audit-entry/v1\n" + JCS(E) )
 *   where E is the entry without `hash`: { tenant, seq, id, time, actor: { tokenId, kind }, action,
 *   target, reason, outcome, details, prevHash }, and JCS is RFC 8785 canonical JSON: object keys sorted
 *   by UTF-16 code units, no whitespace, strings escaped as ECMAScript JSON.stringify does (only `"`, `\`
 *   and U+0000..U+001F are escaped; everything else is literal UTF-8), numbers as integers in decimal
 *   (the schema allows only safe integers). Absent optional keys are absent, never `null`.
 *   The first entry of a tenant has prevHash = 64 × "0".
 *
 * Checkpoint signature:
 *   signature = base64( Ed25519-sign( UTF-8( "tracehold-audit-checkpoint/v1\n" + tenant + "\n" + seq +
 *               "\n" + hash + "\n" + time ) ) )
 *   seq and time in decimal, hash as 64 lowercase hex.
 *   v2 (`version: 2`, with `treeSize` = seq and `root`, the Merkle root of entries 1..seq, merkle.ts):
 *   signature = base64( Ed25519-sign( UTF-8( "tracehold-audit-checkpoint/v2\n" + tenant + "\n" + seq +
 *               "\n" + hash + "\n" + time + "\n" + root ) ) ), root as 64 lowercase hex.
 *   keyId = first 16 hex of SHA-256 of the raw 32-byte
 *   Ed25519 public key.
 */
import { createHash, createPublicKey, verify, type KeyObject } from 'node:crypto';
import type { AuditCheckpoint, AuditEntry } from '../../schemas/audit.ts';

export const AUDIT_ENTRY_HASH_PREFIX = 'tracehold-audit-entry/v1\n';
export const AUDIT_CHECKPOINT_PREFIX = 'tracehold-audit-checkpoint/v1\n';
export const AUDIT_CHECKPOINT_V2_PREFIX = 'tracehold-audit-checkpoint/v2\n';

/** RFC 8785 (JCS) serialization of JSON values; throws on values JSON cannot represent exactly. */
export function canonicalJson(value: unknown): string {
  if (value === null) return 'null';
  switch (typeof value) {
    case 'string':
      return JSON.stringify(value);
    case 'boolean':
      return value ? 'true' : 'false';
    case 'number':
      if (!Number.isFinite(value)) throw new TypeError('canonical JSON has no representation for non-finite numbers');
      return JSON.stringify(value);
    case 'object': {
      if (Array.isArray(value)) return `[${value.map((v: unknown) => canonicalJson(v)).join(',')}]`;
      const record = value as Record<string, unknown>;
      // Default sort compares UTF-16 code units, which is exactly RFC 8785's key order.
      const keys = Object.keys(record)
        .filter((k) => record[k] !== undefined)
        .sort();
      return `{${keys.map((k) => `${JSON.stringify(k)}:${canonicalJson(record[k])}`).join(',')}}`;
    }
    default:
      throw new TypeError(`canonical JSON has no representation for ${typeof value}`);
  }
}

/** The hashed fields of an entry, picked explicitly so that nothing else can slip into the hash. */
export function hashedEntryFields(entry: Omit<AuditEntry, 'hash'>): Omit<AuditEntry, 'hash'> {
  return {
    tenant: entry.tenant,
    seq: entry.seq,
    id: entry.id,
    time: entry.time,
    actor: { tokenId: entry.actor.tokenId, kind: entry.actor.kind },
    action: entry.action,
    target: entry.target,
    reason: entry.reason,
    outcome: entry.outcome,
    details: entry.details,
    prevHash: entry.prevHash,
  };
}

/** The canonical string whose SHA-256 is an entry's `hash`. */
export function entryHashInput(entry: Omit<AuditEntry, 'hash'>): string {
  return AUDIT_ENTRY_HASH_PREFIX + canonicalJson(hashedEntryFields(entry));
}

export function computeEntryHash(entry: Omit<AuditEntry, 'hash'>): string {
  return createHash('sha256').update(entryHashInput(entry), 'utf8').digest('hex');
}

/** The canonical string a checkpoint's signature covers: v2 when it carries a `root`, else v1. */
export function checkpointSigningString(cp: Pick<AuditCheckpoint, 'tenant' | 'seq' | 'hash' | 'time' | 'root'>): string {
  if (cp.root !== undefined) return `${AUDIT_CHECKPOINT_V2_PREFIX}${cp.tenant}\n${cp.seq}\n${cp.hash}\n${cp.time}\n${cp.root}`;
  return `${AUDIT_CHECKPOINT_PREFIX}${cp.tenant}\n${cp.seq}\n${cp.hash}\n${cp.time}`;
}

/** keyId of an Ed25519 public key: first 16 hex of SHA-256 of its raw 32 bytes. */
export function computeKeyId(publicKey: KeyObject): string {
  return createHash('sha256').update(rawEd25519PublicKey(publicKey)).digest('hex').slice(0, 16);
}

export function rawEd25519PublicKey(publicKey: KeyObject): Buffer {
  if (publicKey.asymmetricKeyType !== 'ed25519') throw new TypeError('not an Ed25519 key');
  const jwk = publicKey.export({ format: 'jwk' });
  if (typeof jwk.x !== 'string') throw new TypeError('not an Ed25519 public key');
  return Buffer.from(jwk.x, 'base64url');
}

/** True when `cp.signature` is a valid Ed25519 signature of the checkpoint's canonical string under `publicKey`. */
export function verifyCheckpointSignature(cp: AuditCheckpoint, publicKey: KeyObject): boolean {
  const signature = Buffer.from(cp.signature, 'base64');
  if (signature.length !== 64) return false;
  try {
    return verify(null, Buffer.from(checkpointSigningString(cp), 'utf8'), publicKey, signature);
  } catch {
    return false;
  }
}

// DER prefix of an Ed25519 SubjectPublicKeyInfo; the raw 32-byte key follows it.
const ED25519_SPKI_PREFIX = Buffer.from('302a300506032b6570032100', 'hex');

/**
 * Reads an Ed25519 public key given as PEM (SPKI, `-----BEGIN PUBLIC KEY-----`, as in
 * `audit-signing.pub`) or as the base64 / hex of its raw 32 bytes. Throws TypeError otherwise.
 */
export function parseAuditPublicKey(text: string): KeyObject {
  const trimmed = text.trim();
  let key: KeyObject;
  if (trimmed.startsWith('-----BEGIN')) {
    try {
      key = createPublicKey({ key: trimmed, format: 'pem' });
    } catch {
      throw new TypeError('not a PEM public key');
    }
  } else {
    const raw = /^[0-9a-fA-F]{64}$/.test(trimmed) ? Buffer.from(trimmed, 'hex') : Buffer.from(trimmed, 'base64');
    if (raw.length !== 32 || !/^[A-Za-z0-9+/=_-]+$/.test(trimmed)) throw new TypeError('expected a PEM public key or the base64/hex of a raw 32-byte Ed25519 key');
    key = createPublicKey({ key: Buffer.concat([ED25519_SPKI_PREFIX, raw]), format: 'der', type: 'spki' });
  }
  if (key.asymmetricKeyType !== 'ed25519') throw new TypeError(`an Ed25519 key is needed, this is ${key.asymmetricKeyType ?? 'unknown'}`);
  return key;
}

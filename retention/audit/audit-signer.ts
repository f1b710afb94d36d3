/**
 * The Ed25519 key that signs audit checkpoints. It lives outside ClickHouse, so that whoever can rewrite
 * the audit tables cannot forge the checkpoints that cover them.
 *
 * On disk, under `keysDir` (`<dataDir>/keys`, 0700):
 * - `audit-signing.key` (0600): the private key, PKCS#8 PEM. Created at first use, never replaced.
 * - `audit-signing.pub` (0644): its public key, SPKI PEM. Give it to whoever verifies the log offline
 *   (`tracehold audit public-key` prints it); it is rewritten from the private key when missing or stale.
 */
import { createPrivateKey, createPublicKey, generateKeyPairSync, sign, type KeyObject } from 'node:crypto';
import { stat } from 'node:fs/promises';
import path from 'node:path';
import type { Logger } from 'pino';
import type { AuditCheckpoint } from '../../schemas/audit.ts';
import { AuditLogError } from './audit-errors.ts';
import { checkpointSigningString, computeKeyId, verifyCheckpointSignature } from './audit-format.ts';
import { createFileDurably, ensureDirDurably, readFileIfExists, replaceFileDurably } from '../../platform/durable-file/durable-file.ts';

export const AUDIT_SIGNING_KEY_FILE = 'audit-signing.key';
export const AUDIT_PUBLIC_KEY_FILE = 'audit-signing.pub';

/**
 * Contract: `start()` before anything else (safe to call twice, concurrent calls share one attempt);
 * `keyId`, `publicKey`, `publicKeyPem` and `sign` are valid after it. Safe for concurrent use.
 */
export interface AuditSigner {
  start(): Promise<void>;
  readonly keyId: string;
  readonly publicKey: KeyObject;
  readonly publicKeyPem: string;
  /**
   * Signs "the entry at `seq` of `tenant` has `hash`" at `time`; with `root` (the Merkle root of the
   * entries 1..seq) a v2 checkpoint, else v1.
   */
  sign(point: Pick<AuditCheckpoint, 'tenant' | 'seq' | 'hash' | 'time'> & { root?: string }): AuditCheckpoint;
  /** True when `cp` carries this key's id and a valid signature by it. */
  verify(cp: AuditCheckpoint): boolean;
  /**
   * Ed25519 signature of `message` with the audit key, for other signed artifacts (the legal-hold bundle's
   * manifest). The caller domain-separates `message` with its own prefix, so no such signature can pass for a
   * checkpoint's.
   */
  signBytes(message: Buffer): Buffer;
}

export interface AuditSignerConfig {
  /** `<dataDir>/keys`. */
  keysDir: string;
}

export function createAuditSigner(config: AuditSignerConfig, deps: { logger?: Logger } = {}): AuditSigner {
  const keyFile = path.join(config.keysDir, AUDIT_SIGNING_KEY_FILE);
  const pubFile = path.join(config.keysDir, AUDIT_PUBLIC_KEY_FILE);
  const log = deps.logger?.child({ component: 'audit-signer' });
  let loaded: { privateKey: KeyObject; publicKey: KeyObject; publicKeyPem: string; keyId: string } | null = null;
  let starting: Promise<void> | null = null;

  function start(): Promise<void> {
    starting ??= doStart().catch((err: unknown) => {
      starting = null;
      throw err;
    });
    return starting;
  }

  async function doStart(): Promise<void> {
    await ensureDirDurably(config.keysDir);
    let pem = await readFileIfExists(keyFile);
    if (pem === null) {
      const { privateKey } = generateKeyPairSync('ed25519');
      const outcome = await createFileDurably(keyFile, Buffer.from(privateKey.export({ format: 'pem', type: 'pkcs8' }).toString()), 0o600);
      // On 'existed' another process created it first: use theirs.
      pem = await readFileIfExists(keyFile);
      if (pem === null) throw new AuditLogError('TH_ERR_AUDIT_KEY_INVALID', `${keyFile} vanished after creation`);
      if (outcome === 'created') log?.warn({ file: keyFile }, 'created the audit signing key; back it up with the other keys');
    } else {
      const mode = (await stat(keyFile)).mode & 0o777;
      if ((mode & 0o077) !== 0) log?.warn({ file: keyFile, mode: mode.toString(8) }, 'audit signing key is readable by group or others; chmod 600 it');
    }
    let privateKey: KeyObject;
    try {
      privateKey = createPrivateKey({ key: pem, format: 'pem' });
    } catch {
      throw new AuditLogError('TH_ERR_AUDIT_KEY_INVALID', `${keyFile} is not a PEM private key`);
    }
    if (privateKey.asymmetricKeyType !== 'ed25519') {
      throw new AuditLogError('TH_ERR_AUDIT_KEY_INVALID', `${keyFile} holds a ${privateKey.asymmetricKeyType ?? 'unknown'} key, not Ed25519`);
    }
    const publicKey = createPublicKey(privateKey);
    const publicKeyPem = publicKey.export({ format: 'pem', type: 'spki' }).toString();
    const keyId = computeKeyId(publicKey);
    const existingPub = await readFileIfExists(pubFile);
    if (existingPub !== publicKeyPem) {
      if (existingPub !== null) log?.warn({ file: pubFile, keyId }, 'audit public key file did not match the signing key; rewritten');
      await replaceFileDurably(pubFile, Buffer.from(publicKeyPem), 0o644);
    }
    loaded = { privateKey, publicKey, publicKeyPem, keyId };
    log?.info({ keyId }, 'audit signing key loaded');
  }

  function need(): NonNullable<typeof loaded> {
    if (!loaded) throw new AuditLogError('TH_ERR_AUDIT_NOT_STARTED', 'audit signer used before start()');
    return loaded;
  }

  return {
    start,
    get keyId() {
      return need().keyId;
    },
    get publicKey() {
      return need().publicKey;
    },
    get publicKeyPem() {
      return need().publicKeyPem;
    },
    sign(point) {
      const key = need();
      const cp: Omit<AuditCheckpoint, 'keyId' | 'signature'> = { tenant: point.tenant, seq: point.seq, hash: point.hash, time: point.time };
      if (point.root !== undefined) Object.assign(cp, { version: 2, treeSize: point.seq, root: point.root });
      const signature = sign(null, Buffer.from(checkpointSigningString(cp), 'utf8'), key.privateKey).toString('base64');
      return { ...cp, keyId: key.keyId, signature };
    },
    verify(cp) {
      const key = need();
      return cp.keyId === key.keyId && verifyCheckpointSignature(cp, key.publicKey);
    },
    signBytes(message) {
      return sign(null, message, need().privateKey);
    },
  };
}

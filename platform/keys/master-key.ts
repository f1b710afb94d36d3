/**
 * The master key: decoded from TRACEHOLD_MASTER_KEY, or read from `master.key` (base64 text plus a
 * newline, 0600), or generated there on first start. Never logged; only its fingerprint is.
 */
import { randomBytes } from 'node:crypto';
import { stat } from 'node:fs/promises';
import type { Logger } from 'pino';
import { createFileDurably, readFileIfExists } from '../durable-file/durable-file.ts';
import type { KeyDirectory } from './key-directory.ts';
import { fingerprint, KEY_BYTES } from './key-wrap.ts';
import { KeyringError } from './keyring-error.ts';

// Standard base64 of 32 bytes is exactly 43 characters and one '=' of padding.
const MASTER_KEY_BASE64 = /^[A-Za-z0-9+/]{43}=$/;

/** Where the master key in use came from, for the start log line. */
export type MasterKeySource = 'environment' | 'file' | 'created';

/** The 32-byte key in `text` (base64, surrounding whitespace ignored); TH_ERR_KEY_INVALID_MASTER naming `source` otherwise. */
export function decodeMasterKey(text: string, source: string): Buffer {
  const trimmed = text.trim();
  if (!MASTER_KEY_BASE64.test(trimmed)) {
    throw new KeyringError(
      'TH_ERR_KEY_INVALID_MASTER',
      `${source} must be the base64 encoding of exactly 32 bytes (44 characters, e.g. from \`openssl rand -base64 32\`)`,
    );
  }
  const decoded = Buffer.from(trimmed, 'base64');
  // A dedicated (unpooled) buffer, so zeroing it at shutdown leaves no copy in a shared slab.
  const key = Buffer.alloc(KEY_BYTES);
  decoded.copy(key);
  decoded.fill(0);
  return key;
}

/**
 * The master key to use at start: from the environment when given (a differing `master.key` is ignored,
 * with a warning), else from `master.key`, else a new one written there — unless tenant key files exist,
 * which a new master key could never open.
 */
export async function loadMasterKey(
  log: Logger,
  keyDir: KeyDirectory,
  masterKeyBase64: string | undefined,
  tenantFileCount: number,
): Promise<{ key: Buffer; source: MasterKeySource }> {
  const { masterFile } = keyDir;
  if (masterKeyBase64 !== undefined) {
    const key = decodeMasterKey(masterKeyBase64, 'TRACEHOLD_MASTER_KEY');
    try {
      await warnIfMasterFileDiffers(log, masterFile, fingerprint(key));
    } catch (err) {
      key.fill(0);
      throw err;
    }
    return { key, source: 'environment' };
  }
  const loaded = await loadMasterKeyFile(log, masterFile);
  if (loaded) return { key: loaded, source: 'file' };
  // Creating a fresh master key next to existing key files would orphan them for good.
  if (tenantFileCount > 0) {
    throw new KeyringError(
      'TH_ERR_KEY_MASTER_MISSING',
      `${tenantFileCount} tenant key file(s) exist in ${keyDir.dir} but ${masterFile} ` +
        'is missing and TRACEHOLD_MASTER_KEY is not set; restore the master key (a new one cannot read them)',
    );
  }
  return { key: await createMasterKeyFile(log, masterFile), source: 'created' };
}

async function loadMasterKeyFile(log: Logger, masterFile: string): Promise<Buffer | null> {
  const text = await readFileIfExists(masterFile);
  if (text === null) return null;
  const st = await stat(masterFile);
  if ((st.mode & 0o077) !== 0) {
    log.warn({ file: masterFile, mode: (st.mode & 0o777).toString(8) }, 'master key file is readable by group or others; chmod 600 it');
  }
  return decodeMasterKey(text, masterFile);
}

async function createMasterKeyFile(log: Logger, masterFile: string): Promise<Buffer> {
  const key = randomBytes(KEY_BYTES);
  const owned = Buffer.alloc(KEY_BYTES);
  key.copy(owned);
  const outcome = await createFileDurably(masterFile, Buffer.from(key.toString('base64') + '\n'));
  key.fill(0);
  if (outcome === 'existed') {
    // Another process created it between our read and our write: theirs is the one in use.
    owned.fill(0);
    const loaded = await loadMasterKeyFile(log, masterFile);
    if (!loaded) throw new KeyringError('TH_ERR_KEY_INVALID_MASTER', `${masterFile} vanished after creation`);
    return loaded;
  }
  log.warn({ file: masterFile, masterKeyId: fingerprint(owned) }, 'created a new master key; back it up — without it stored content is unreadable');
  return owned;
}

async function warnIfMasterFileDiffers(log: Logger, masterFile: string, envKeyId: string): Promise<void> {
  const text = await readFileIfExists(masterFile);
  if (text === null) return;
  let fileKeyId = 'invalid';
  try {
    const fileKey = decodeMasterKey(text, masterFile);
    fileKeyId = fingerprint(fileKey);
    fileKey.fill(0);
  } catch {
    // Reported below as 'invalid'; the env key is the one in use.
  }
  if (fileKeyId !== envKeyId) {
    log.warn({ file: masterFile, fileMasterKeyId: fileKeyId, masterKeyId: envKeyId }, 'TRACEHOLD_MASTER_KEY differs from the master key file, which is ignored');
  }
}

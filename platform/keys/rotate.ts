/**
 * `tracehold keys rotate-master`: re-wraps every tenant and subject key of a data directory under a new
 * master key; content objects are not touched (envelope encryption), so it takes time proportional to
 * the number of tenants and subjects, not to the amount of content.
 *
 * Run it while no other Tracehold process uses the data directory: a running process keeps the old
 * master key in memory and would write new keys under it. It is crash-safe: run it again, or just start
 * Tracehold, after an interruption (see `Keyring.rotateMasterKey`).
 */
import path from 'node:path';
import { pino } from 'pino';
import type { Logger } from 'pino';
import { createKeyring } from './keyring.ts';
import type { RotateMasterKeyResult } from './keyring.ts';

export interface RotateMasterKeyCommand {
  /** The data directory (`keys/` is under it). */
  dataDir: string;
  /** The new master key, base64 of 32 bytes; generated (and written to `keys/master.key`) when absent. */
  newKeyBase64?: string;
  /**
   * The current master key when it comes from TRACEHOLD_MASTER_KEY; then `newKeyBase64` is required and
   * the operator must set TRACEHOLD_MASTER_KEY to it afterwards (`masterKeySource: 'environment'`).
   */
  masterKeyBase64?: string;
  /** Defaults to a silent logger; the result carries everything the command prints. */
  logger?: Logger;
}

/** Never returns or logs key material: only key ids (fingerprints) and counts. */
export async function rotateMasterKey(command: RotateMasterKeyCommand): Promise<RotateMasterKeyResult> {
  const logger = command.logger ?? pino({ level: 'silent' });
  const keyring = createKeyring(
    { logger },
    command.masterKeyBase64 === undefined
      ? { dir: path.join(command.dataDir, 'keys') }
      : { dir: path.join(command.dataDir, 'keys'), masterKeyBase64: command.masterKeyBase64 },
  );
  // start() also completes or rolls back an earlier interrupted rotation.
  await keyring.start();
  try {
    return await keyring.rotateMasterKey(command.newKeyBase64);
  } finally {
    await keyring.shutdown();
  }
}

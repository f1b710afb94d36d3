/**
 * Crypto-shredding of subject keys: a destruction is recorded in `subjects/<tenant>/<psn_…>.shredded` (key
 * ids and times, no key material), then the key file is deleted. The record lets a read say "destroyed"
 * rather than "unknown", and completes a destruction that crashed between recording and deleting.
 */
import { readFileIfExists, removeFileDurably, replaceFileDurably } from '../durable-file/durable-file.ts';
import { assertSubjectRef, assertTenantName, readSubjectFile, subjectPaths } from './key-directory.ts';
import type { KeyDirectory } from './key-directory.ts';
import { parseShreddedFile, serializeKeyFile, SHREDDED_FILE_FORMAT } from './key-file-codec.ts';
import type { ShreddedFile } from './key-file-codec.ts';
import { assertStarted, lockKeyDir } from './keyring-state.ts';
import type { KeyringState } from './keyring-state.ts';
import type { SubjectKeyStore } from './subject-keys.ts';

export type DestroySubjectKeyResult = { destroyed: true } | { destroyed: false; reason: 'no_key' | 'refused' };

/** One destroyed subject key, as recorded in `<psn>.shredded` (no key material). */
export interface SubjectKeyDestruction {
  keyId: string;
  destroyedAtMs: number;
}

/** The keyring's destruction calls (see `Keyring` for their contract). */
export interface SubjectKeyShredding {
  subjectDestructions(tenant: string, subjectRef: string): Promise<SubjectKeyDestruction[]>;
  destroySubjectKey(tenant: string, subjectRef: string, guard: () => Promise<boolean>): Promise<DestroySubjectKeyResult>;
}

/** Whether the subject's key `keyId` is recorded as destroyed (read from disk: any process may have destroyed it). */
export async function isShredded(keyDir: KeyDirectory, tenant: string, subjectRef: string, keyId: string): Promise<boolean> {
  const { shredded } = subjectPaths(keyDir, tenant, subjectRef);
  const text = await readFileIfExists(shredded);
  if (text === null) return false;
  return parseShreddedFile(text, shredded, tenant, subjectRef).destroyed.some((d) => d.keyId === keyId);
}

export function createSubjectKeyShredding(state: KeyringState, subjects: Pick<SubjectKeyStore, 'evictSubject'>): SubjectKeyShredding {
  const { log, keyDir } = state;

  async function subjectDestructions(tenant: string, subjectRef: string): Promise<SubjectKeyDestruction[]> {
    assertStarted(state);
    assertTenantName(tenant);
    assertSubjectRef(subjectRef);
    const { shredded } = subjectPaths(keyDir, tenant, subjectRef);
    const text = await readFileIfExists(shredded);
    if (text === null) return [];
    return parseShreddedFile(text, shredded, tenant, subjectRef).destroyed;
  }

  async function destroySubjectKey(
    tenant: string,
    subjectRef: string,
    guard: () => Promise<boolean>,
  ): Promise<DestroySubjectKeyResult> {
    assertStarted(state);
    assertTenantName(tenant);
    assertSubjectRef(subjectRef);
    if (typeof guard !== 'function') throw new TypeError('destroySubjectKey needs a guard callback');
    const paths = subjectPaths(keyDir, tenant, subjectRef);
    return state.gate.shared(() =>
      lockKeyDir(state, async (): Promise<DestroySubjectKeyResult> => {
        assertStarted(state);
        const loaded = await readSubjectFile(keyDir, tenant, subjectRef);
        if (loaded === null) return { destroyed: false, reason: 'no_key' };
        const keyId = loaded.parsed.key.id;
        // Awaited last, holding the lock: nothing in this keyring can change the subject's key between
        // the decision and the deletion.
        if ((await guard()) !== true) {
          log.info({ tenant, subjectRef, keyId }, 'subject key destruction refused by its guard');
          return { destroyed: false, reason: 'refused' };
        }
        // Record first, delete second: a crash in between is completed by the next load of the subject.
        const previous = await readFileIfExists(paths.shredded);
        const record: ShreddedFile = previous
          ? parseShreddedFile(previous, paths.shredded, tenant, subjectRef)
          : { format: SHREDDED_FILE_FORMAT, tenant, subject: subjectRef, destroyed: [] };
        if (!record.destroyed.some((d) => d.keyId === keyId)) record.destroyed.push({ keyId, destroyedAtMs: Date.now() });
        await replaceFileDurably(paths.shredded, serializeKeyFile(record));
        await removeFileDurably(paths.file);
        subjects.evictSubject(tenant, subjectRef);
        log.info({ tenant, subjectRef, keyId }, 'subject key destroyed (crypto-shredded)');
        return { destroyed: true };
      }),
    );
  }

  return { subjectDestructions, destroySubjectKey };
}

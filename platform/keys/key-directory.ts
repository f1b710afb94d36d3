/**
 * The layout of the key directory (see keyring.ts for what each file holds): where a tenant's or a
 * subject's files are, which names are valid (they become file names), and listing and reading the key
 * files. No key material is handled here.
 */
import { statSync } from 'node:fs';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { SUBJECT_REF_RE } from '../../schemas/subject-ref.ts';
import { openIfExists, readdirIfExists, readFileIfExists } from '../durable-file/durable-file.ts';
import { forEachLimit } from '../for-each-limit.ts';
import { parseSubjectFile, parseTenantFile, serializeKeyFile } from './key-file-codec.ts';
import type { SubjectKeyFile } from './key-file-codec.ts';
import { KeyringError } from './keyring-error.ts';
import { subjectPurpose } from './key-wrap.ts';
import type { WrappedKeyVersion } from './key-wrap.ts';
import { isTenantName, TENANT_NAME_WORDS, TENANT_NAME_RE } from '../../schemas/tenant-name.ts';

const MASTER_FILE = 'master.key';
const TENANTS_DIR = 'tenants';
const SUBJECTS_DIR = 'subjects';
const ROTATION_MARKER = 'master-key-rotation.json';
/** `master.key.<id>.pending`: the new master key of a rotation, before the switch. */
export const PENDING_MASTER = /^master\.key\.([0-9a-f]{8})\.pending$/;
/** `master.key.<id>.retired`: the old master key of a rotation, after the switch until every file is re-wrapped. */
export const RETIRED_MASTER = /^master\.key\.([0-9a-f]{8})\.retired$/;
// Key files re-wrapped at once during a rotation: enough to overlap fsyncs, few file descriptors.
const MAX_PARALLEL_FILES = 16;

/** The paths of one key directory; immutable. */
export interface KeyDirectory {
  /** `<dataDir>/keys`. */
  dir: string;
  tenantsDir: string;
  subjectsDir: string;
  masterFile: string;
  /** `master-key-rotation.json`, present only while a master key rotation runs (no key material). */
  rotationMarker: string;
}

/** A key file of any kind, parsed, with its wrapped versions exposed for re-wrapping. */
export interface LoadedKeyFile {
  file: string;
  tenant: string;
  /** Each version with the purpose string its AAD uses. */
  versions: { purpose: string; v: WrappedKeyVersion }[];
  serialize(): Buffer;
}

export function keyDirectoryAt(dir: string): KeyDirectory {
  return {
    dir,
    tenantsDir: path.join(dir, TENANTS_DIR),
    subjectsDir: path.join(dir, SUBJECTS_DIR),
    masterFile: path.join(dir, MASTER_FILE),
    rotationMarker: path.join(dir, ROTATION_MARKER),
  };
}

export function pendingMasterFile(keyDir: KeyDirectory, masterKeyId: string): string {
  return path.join(keyDir.dir, `${MASTER_FILE}.${masterKeyId}.pending`);
}

export function retiredMasterFile(keyDir: KeyDirectory, masterKeyId: string): string {
  return path.join(keyDir.dir, `${MASTER_FILE}.${masterKeyId}.retired`);
}

export function tenantFile(keyDir: KeyDirectory, tenant: string): string {
  return path.join(keyDir.tenantsDir, `${tenant}.json`);
}

export function subjectPaths(keyDir: KeyDirectory, tenant: string, subjectRef: string): { dir: string; file: string; shredded: string } {
  const dir = path.join(keyDir.subjectsDir, tenant);
  return { dir, file: path.join(dir, `${subjectRef}.json`), shredded: path.join(dir, `${subjectRef}.shredded`) };
}

export function assertTenantName(tenant: string): void {
  if (!isTenantName(tenant)) throw new KeyringError('TH_ERR_KEY_INVALID_TENANT', TENANT_NAME_WORDS);
}

export function assertSubjectRef(subjectRef: string): void {
  if (typeof subjectRef !== 'string' || !SUBJECT_REF_RE.test(subjectRef)) {
    throw new KeyringError('TH_ERR_KEY_INVALID_SUBJECT', 'subject references are pseudonyms: psn_ followed by 32 lowercase hex');
  }
}

/** Key files of an interrupted rotation (names in `dir`), the marker last (it is removed last). */
export async function listRotationLeftovers(keyDir: KeyDirectory): Promise<string[]> {
  const names = await readdir(keyDir.dir);
  const masters = names.filter((n) => PENDING_MASTER.test(n) || RETIRED_MASTER.test(n)).sort();
  return names.includes(ROTATION_MARKER) ? [...masters, ROTATION_MARKER] : masters;
}

export async function listTenantFiles(keyDir: KeyDirectory): Promise<string[]> {
  const names = await readdirIfExists(keyDir.tenantsDir);
  return names.filter((n) => !n.startsWith('.') && n.endsWith('.json')).map((n) => path.join(keyDir.tenantsDir, n));
}

async function listKeyFiles(keyDir: KeyDirectory): Promise<{ kind: 'tenant' | 'subject'; file: string; tenant: string; subject?: string }[]> {
  const { subjectsDir } = keyDir;
  const out: { kind: 'tenant' | 'subject'; file: string; tenant: string; subject?: string }[] = [];
  for (const file of await listTenantFiles(keyDir)) out.push({ kind: 'tenant', file, tenant: path.basename(file, '.json') });
  for (const tenant of await readdirIfExists(subjectsDir)) {
    if (!TENANT_NAME_RE.test(tenant)) continue;
    for (const name of await readdirIfExists(path.join(subjectsDir, tenant))) {
      if (name.startsWith('.') || !name.endsWith('.json')) continue;
      out.push({ kind: 'subject', file: path.join(subjectsDir, tenant, name), tenant, subject: path.basename(name, '.json') });
    }
  }
  return out;
}

/**
 * Runs `fn` on every key file, read and parsed one at a time (a few at once): there may be very many
 * subject files, so they are never all held in memory.
 */
export async function forEachKeyFile(keyDir: KeyDirectory, fn: (loaded: LoadedKeyFile) => Promise<void>): Promise<void> {
  await forEachLimit(await listKeyFiles(keyDir), MAX_PARALLEL_FILES, async (entry) => {
    const text = await readFileIfExists(entry.file);
    if (text === null) return; // destroyed meanwhile
    if (entry.kind === 'tenant') {
      const parsed = parseTenantFile(text, entry.file, entry.tenant);
      await fn({
        file: entry.file,
        tenant: entry.tenant,
        versions: (['dek', 'ref'] as const).flatMap((purpose) => parsed.keys[purpose].versions.map((v) => ({ purpose, v }))),
        serialize: () => serializeKeyFile(parsed),
      });
    } else {
      const parsed = parseSubjectFile(text, entry.file, entry.tenant, entry.subject!);
      await fn({
        file: entry.file,
        tenant: entry.tenant,
        versions: [{ purpose: subjectPurpose(parsed.subject), v: parsed.key }],
        serialize: () => serializeKeyFile(parsed),
      });
    }
  });
}

/** The subject's key file, parsed, and the identity of the file it was read from; null when there is none. */
export async function readSubjectFile(
  keyDir: KeyDirectory,
  tenant: string,
  subjectRef: string,
): Promise<{ parsed: SubjectKeyFile; fileId: string } | null> {
  const { file } = subjectPaths(keyDir, tenant, subjectRef);
  const read = await readWithFileId(file);
  if (read === null) return null;
  return { parsed: parseSubjectFile(read.text, file, tenant, subjectRef), fileId: read.fileId };
}

/**
 * The identity of the file now at `file` (null when there is none). Synchronous on purpose: it runs once per
 * subjectKeys call (every content object with an end user) on a small local key file, where a stat takes a
 * few µs, while the promise round trip of an asynchronous one costs the event loop more than the stat itself.
 */
export async function fileIdOf(file: string): Promise<string | null> {
  const st = statSync(file, { bigint: true, throwIfNoEntry: false });
  return st === undefined ? null : `${st.ino}:${st.mtimeNs}`;
}

/** Reads a file and the identity of the file it was read from (one open, so both describe the same file). */
async function readWithFileId(file: string): Promise<{ text: string; fileId: string } | null> {
  // Most misses are new subjects: a synchronous stat says so for 2 µs, where a failed open costs ~30 µs of
  // event loop for its error. (A file created right after this check is found by the caller's next round.)
  if (statSync(file, { throwIfNoEntry: false }) === undefined) return null;
  const fh = await openIfExists(file, 'r');
  if (fh === null) return null;
  try {
    const st = await fh.stat({ bigint: true });
    return { text: await fh.readFile('utf8'), fileId: `${st.ino}:${st.mtimeNs}` };
  } finally {
    await fh.close();
  }
}

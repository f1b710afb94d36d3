/**
 * Durable file operations (the key directory, the audit log's signing key and head file, the local-disk
 * content backend). Every write is atomic (temporary file, fsync, then link or rename) and followed by an
 * fsync of the directory, so that after a crash a file is either the old version or the new one, never a
 * mix, and an acknowledged change survives power loss.
 */
import { randomBytes } from 'node:crypto';
import { constants as fsConstants, statSync } from 'node:fs';
import type { FileHandle } from 'node:fs/promises';
import { link, mkdir, open, readdir, readFile, rename, unlink } from 'node:fs/promises';
import path from 'node:path';
import { codeOf } from '../errors/tracehold-error.ts';

/** The file's text (UTF-8); null when it does not exist. Other errors throw. */
export async function readFileIfExists(file: string): Promise<string | null> {
  try {
    return await readFile(file, 'utf8');
  } catch (err) {
    if (codeOf(err) === 'ENOENT') return null;
    throw err;
  }
}

/** The names in `dir`; [] when it does not exist. Other errors throw. */
export async function readdirIfExists(dir: string): Promise<string[]> {
  try {
    return await readdir(dir);
  } catch (err) {
    if (codeOf(err) === 'ENOENT') return [];
    throw err;
  }
}

/** `file` opened with `flags`; null when it does not exist (the caller closes the handle). Other errors throw. */
export async function openIfExists(file: string, flags: string): Promise<FileHandle | null> {
  try {
    return await open(file, flags);
  } catch (err) {
    if (codeOf(err) === 'ENOENT') return null;
    throw err;
  }
}

/** Removes `file` without fsyncing its directory; false when it did not exist. Other errors throw. */
export async function unlinkIfExists(file: string): Promise<boolean> {
  try {
    await unlink(file);
    return true;
  } catch (err) {
    if (codeOf(err) === 'ENOENT') return false;
    throw err;
  }
}

/**
 * Creates `dir` (0700) and its missing parents; returns every directory whose entry list changed (the
 * new directory's parent up to the parent of the first directory created), which must be fsynced for the
 * creation to survive a crash. [] when `dir` already existed.
 */
export async function makeDirs(dir: string): Promise<string[]> {
  const firstCreated = await mkdir(dir, { recursive: true, mode: 0o700 });
  if (firstCreated === undefined) return [];
  const changed: string[] = [];
  let child = path.resolve(dir);
  const top = path.resolve(firstCreated);
  for (;;) {
    const parent = path.dirname(child);
    changed.push(parent);
    if (child === top || parent === child) break;
    child = parent;
  }
  return changed;
}

/** Creates `dir` (0700) if needed and makes its creation durable. */
export async function ensureDirDurably(dir: string): Promise<void> {
  // One at a time, from the new directory's parent upwards.
  for (const changed of await makeDirs(dir)) await fsyncDir(changed);
}

/** fsyncs a directory, so that the entries created, renamed or removed in it survive a crash. */
export async function fsyncDir(dir: string): Promise<void> {
  const fh = await open(dir, fsConstants.O_RDONLY);
  try {
    await fh.sync();
  } finally {
    await fh.close();
  }
}

/**
 * A fresh temporary name next to `file`: `.<name>.<pid>.<12 hex>.tmp`, in the same directory (so a rename or
 * link to `file` is atomic) and recognizable (the local-disk backend finds stray temporary names by it).
 */
export function tempPathFor(file: string): string {
  return path.join(path.dirname(file), `.${path.basename(file)}.${process.pid}.${randomBytes(6).toString('hex')}.tmp`);
}

/** Writes `data` (mode, default 0600) under a fresh temporary name next to `file` and fsyncs it; returns that name. */
async function writeTemp(file: string, data: Buffer, mode = 0o600): Promise<string> {
  const tmp = tempPathFor(file);
  const fh = await open(tmp, 'wx', mode);
  try {
    await fh.writeFile(data);
    await fh.sync();
  } catch (err) {
    await fh.close();
    await unlink(tmp).catch(() => undefined);
    throw err;
  }
  await fh.close();
  return tmp;
}

/**
 * Writes `data` to `file` (0600) atomically and durably, never replacing an existing file: a key file
 * replaced by a different key would make everything encrypted under the first unreadable. The data is
 * written and fsynced under a temporary name, then hard-linked into place (link fails if the name
 * exists, unlike rename), and the directory is fsynced. Zeroes `data` afterwards: callers pass key material.
 */
export async function createFileDurably(
  file: string,
  data: Buffer,
  mode = 0o600,
  /** Called with the new file's inode and mtime (read before it got its name, so they are ours) when it is created. */
  onCreated?: (identity: { ino: bigint; mtimeNs: bigint }) => void,
): Promise<'created' | 'existed'> {
  let tmp: string | null = null;
  try {
    tmp = await writeTemp(file, data, mode);
    // The temporary name is ours alone; the link below gives the same inode its final name.
    const identity = onCreated ? statSync(tmp, { bigint: true }) : null;
    try {
      await link(tmp, file);
    } catch (err) {
      if (codeOf(err) === 'EEXIST') return 'existed';
      throw err;
    }
    await unlink(tmp);
    tmp = null;
    await fsyncDir(path.dirname(file));
    if (identity) onCreated!({ ino: identity.ino, mtimeNs: identity.mtimeNs });
    return 'created';
  } finally {
    data.fill(0);
    if (tmp !== null) await unlink(tmp).catch(() => undefined);
  }
}

/**
 * Replaces `file` (0600) atomically and durably with `data` (rename over it, then fsync the directory).
 * For key files: only for updates that keep every key the old version held (re-wrapping, adding a
 * version), made under the key-directory lock. Zeroes `data` afterwards.
 */
export async function replaceFileDurably(file: string, data: Buffer, mode = 0o600): Promise<void> {
  let tmp: string | null = null;
  try {
    tmp = await writeTemp(file, data, mode);
    await rename(tmp, file);
    tmp = null;
    await fsyncDir(path.dirname(file));
  } finally {
    data.fill(0);
    if (tmp !== null) await unlink(tmp).catch(() => undefined);
  }
}

/** Removes `file` and fsyncs its directory; false when it did not exist (then nothing is fsynced). */
export async function removeFileDurably(file: string): Promise<boolean> {
  if (!(await unlinkIfExists(file))) return false;
  await fsyncDir(path.dirname(file));
  return true;
}

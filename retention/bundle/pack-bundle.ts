/**
 * Packs the bundle's files (already on disk, in a temp directory) into one tar.gz, streaming: one file at a
 * time through tar-stream and gzip, so memory does not grow with the bundle. The archive is written beside its
 * final name, fsynced, renamed into place and its directory fsynced: a reader never sees half a bundle.
 */
import { createHash } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { open, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGzip } from 'node:zlib';
import tar from 'tar-stream';

export interface PackedBundle {
  file: string;
  bytes: number;
  sha256: string;
}

/** One member: its name in the archive, where its bytes are, and its size. */
export interface BundleMember {
  name: string;
  source: string;
  bytes: number;
}

// A fixed mtime: the archive's bytes depend on the files only, so two packs of the same files are identical.
const MEMBER_MTIME = new Date(0);

export async function packBundle(members: readonly BundleMember[], target: string): Promise<PackedBundle> {
  const partial = `${target}.partial`;
  const pack = tar.pack();
  const hash = createHash('sha256');
  let bytes = 0;
  const tap = new Transform({
    transform(chunk: Buffer, _enc, done) {
      hash.update(chunk);
      bytes += chunk.length;
      done(null, chunk);
    },
  });
  const feed = (async () => {
    for (const m of members) {
      const entry = pack.entry({ name: m.name, size: m.bytes, mode: 0o644, mtime: MEMBER_MTIME, type: 'file' });
      await pipeline(createReadStream(m.source), entry);
    }
    pack.finalize();
  })();
  try {
    await Promise.all([feed, pipeline(pack, createGzip({ level: 6 }), tap, createWriteStream(partial, { mode: 0o600 }))]);
    const fh = await open(partial, 'r');
    try {
      await fh.sync();
    } finally {
      await fh.close();
    }
    await rename(partial, target);
    const dir = await open(path.dirname(target), 'r');
    try {
      await dir.sync();
    } finally {
      await dir.close();
    }
  } catch (err) {
    pack.destroy();
    await rm(partial, { force: true });
    throw err;
  }
  return { file: target, bytes, sha256: hash.digest('hex') };
}

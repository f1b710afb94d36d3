/**
 * A file of the bundle being written: bytes go to disk (0600) with back-pressure and through SHA-256 as
 * they are written, so the manifest's hash and size cost no second read and memory stays one chunk deep.
 */
import { createHash } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { once } from 'node:events';

export interface WrittenFile {
  bytes: number;
  sha256: string;
  lines: number;
}

/** Contract: one writer per file; `write*` calls awaited in order; `close()` once, after the last write. */
export interface HashingFileWriter {
  /** One JSON Lines record: `value` as JSON and a newline. */
  writeLine(value: unknown): Promise<void>;
  write(chunk: Buffer | string): Promise<void>;
  close(): Promise<WrittenFile>;
}

export function createHashingFileWriter(file: string): HashingFileWriter {
  const out = createWriteStream(file, { mode: 0o600, flags: 'wx' });
  const hash = createHash('sha256');
  let bytes = 0;
  let lines = 0;
  let failed: Error | null = null;
  out.on('error', (err) => {
    failed = err;
  });

  async function write(chunk: Buffer | string): Promise<void> {
    if (failed) throw failed;
    const buf = typeof chunk === 'string' ? Buffer.from(chunk, 'utf8') : chunk;
    hash.update(buf);
    bytes += buf.length;
    if (!out.write(buf)) await Promise.race([once(out, 'drain'), once(out, 'error')]);
    if (failed) throw failed;
  }

  return {
    write,
    async writeLine(value) {
      lines++;
      await write(JSON.stringify(value) + '\n');
    },
    async close() {
      out.end();
      await once(out, 'finish');
      if (failed) throw failed;
      return { bytes, sha256: hash.digest('hex'), lines };
    },
  };
}

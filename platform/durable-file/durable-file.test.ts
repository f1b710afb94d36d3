import { mkdtemp, open, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  createFileDurably,
  makeDirs,
  readdirIfExists,
  readFileIfExists,
  removeFileDurably,
  replaceFileDurably,
  tempPathFor,
} from './durable-file.ts';

let dir: string;

beforeEach(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'th-durable-file-'));
});

afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

const SIZE = 256 * 1024;

/** Reads `file` until `done` says stop; returns every distinct content seen (as first byte and length). */
async function readContinuously(file: string, done: () => boolean): Promise<Set<string>> {
  const seen = new Set<string>();
  while (!done()) {
    const bytes = await readFile(file);
    const uniform = bytes.every((b) => b === bytes[0]);
    seen.add(`${uniform ? String.fromCharCode(bytes[0]!) : 'mixed'}:${bytes.length}`);
  }
  return seen;
}

describe('replaceFileDurably', () => {
  it('leaves readers the old content or the new, never a partial file, over 10 replacements of 256 KiB', async () => {
    const file = path.join(dir, 'head.json');
    await writeFile(file, Buffer.alloc(SIZE, 'a'));
    let finished = false;
    const reader = readContinuously(file, () => finished);
    for (let i = 0; i < 10; i++) await replaceFileDurably(file, Buffer.alloc(SIZE, i % 2 === 0 ? 'b' : 'a'));
    finished = true;

    const seen = await reader;
    expect(seen.size).toBeGreaterThan(0);
    expect([...seen].every((s) => s === `a:${SIZE}` || s === `b:${SIZE}`)).toBe(true);
    expect(await readFile(file)).toEqual(Buffer.alloc(SIZE, 'a'));
    expect(await readdir(dir)).toEqual(['head.json']);
  });

  it('control: writing the file in place does expose a partial file to a reader', async () => {
    const file = path.join(dir, 'head.json');
    await writeFile(file, Buffer.alloc(SIZE, 'a'));
    const fh = await open(file, 'w');
    await fh.write(Buffer.alloc(SIZE / 2, 'b'));
    const midway = await readFile(file);
    await fh.write(Buffer.alloc(SIZE / 2, 'b'));
    await fh.close();

    expect(midway.length).toBe(SIZE / 2);
  });

  it('sets the mode, and zeroes the data it was given', async () => {
    const file = path.join(dir, 'key');
    const data = Buffer.from('secret');
    await replaceFileDurably(file, data, 0o640);

    expect(await readFile(file, 'utf8')).toBe('secret');
    expect((await stat(file)).mode & 0o777).toBe(0o640);
    expect(data.every((b) => b === 0)).toBe(true);
  });
});

describe('createFileDurably', () => {
  it('creates a 0600 file and reports its identity', async () => {
    const file = path.join(dir, 'master.key');
    let identity: { ino: bigint } | null = null;
    const outcome = await createFileDurably(file, Buffer.from('first'), 0o600, (id) => (identity = id));

    expect(outcome).toBe('created');
    expect(await readFile(file, 'utf8')).toBe('first');
    const st = await stat(file, { bigint: true });
    expect(Number(st.mode & 0o777n)).toBe(0o600);
    expect(identity).toMatchObject({ ino: st.ino });
  });

  it('never replaces an existing file, and leaves no temporary file', async () => {
    const file = path.join(dir, 'master.key');
    await createFileDurably(file, Buffer.from('first'));
    const second = Buffer.from('second');

    expect(await createFileDurably(file, second)).toBe('existed');
    expect(await readFile(file, 'utf8')).toBe('first');
    expect(second.every((b) => b === 0)).toBe(true);
    expect(await readdir(dir)).toEqual(['master.key']);
  });
});

describe('reads and removals of files that may not exist', () => {
  it('read null or [] for a missing file or directory, and the content otherwise', async () => {
    const file = path.join(dir, 'a.json');
    expect(await readFileIfExists(file)).toBeNull();
    expect(await readdirIfExists(path.join(dir, 'missing'))).toEqual([]);
    await writeFile(file, 'x');
    expect(await readFileIfExists(file)).toBe('x');
    expect(await readdirIfExists(dir)).toEqual(['a.json']);
  });

  it('removeFileDurably says whether there was a file to remove', async () => {
    const file = path.join(dir, 'a.json');
    await writeFile(file, 'x');
    expect(await removeFileDurably(file)).toBe(true);
    expect(await removeFileDurably(file)).toBe(false);
    expect(await readFileIfExists(file)).toBeNull();
  });
});

describe('makeDirs', () => {
  it('creates 0700 directories and returns every directory whose entries changed, innermost first', async () => {
    const target = path.join(dir, 'a', 'b', 'c');
    expect(await makeDirs(target)).toEqual([path.join(dir, 'a', 'b'), path.join(dir, 'a'), dir]);
    expect((await stat(target)).mode & 0o777).toBe(0o700);
    expect(await makeDirs(target)).toEqual([]);
  });
});

describe('tempPathFor', () => {
  it('names a fresh hidden .tmp file in the same directory', () => {
    const file = path.join(dir, 'obj');
    const a = tempPathFor(file);
    expect(path.dirname(a)).toBe(dir);
    expect(path.basename(a)).toMatch(new RegExp(`^\\.obj\\.${process.pid}\\.[0-9a-f]{12}\\.tmp$`));
    expect(tempPathFor(file)).not.toBe(a);
  });
});

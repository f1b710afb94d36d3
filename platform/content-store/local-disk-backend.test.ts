import { randomBytes } from 'node:crypto';
import { link, mkdtemp, open, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { pino } from 'pino';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createLocalDiskBlobBackend, type LocalDiskBlobBackend, type LocalDiskReplacePhase } from './local-disk-backend.ts';

let root: string;
let dir: string;
const toStop: LocalDiskBlobBackend[] = [];

async function openBackend(
  options: { maxObjectBytes?: number; onReplacePhase?: (phase: LocalDiskReplacePhase) => void | Promise<void> } = {},
): Promise<LocalDiskBlobBackend> {
  const { onReplacePhase, ...config } = options;
  const logger = pino({ level: 'silent' });
  const backend = createLocalDiskBlobBackend(onReplacePhase ? { logger, onReplacePhase } : { logger }, { dir, ...config });
  await backend.start();
  toStop.push(backend);
  return backend;
}

function key(tenant = 'acme'): string {
  const hex = randomBytes(32).toString('hex');
  return `${tenant}/${hex.slice(0, 2)}/${hex}.obj`;
}

async function listFiles(): Promise<string[]> {
  const out: string[] = [];
  for (const entry of await readdir(dir, { withFileTypes: true, recursive: true })) {
    if (entry.isFile()) out.push(path.relative(dir, path.join(entry.parentPath, entry.name)));
  }
  return out.sort();
}

beforeEach(async () => {
  root = await mkdtemp(path.join(os.tmpdir(), 'th-blob-'));
  dir = path.join(root, 'content');
});

afterEach(async () => {
  for (const b of toStop.splice(0)) await b.shutdown();
  await rm(root, { recursive: true, force: true });
});

describe('local-disk blob backend', () => {
  it('stores each object as a 0600 file at <dir>/<key>, and reads it back', async () => {
    const backend = await openBackend();
    const k = key();
    const bytes = randomBytes(1000);

    expect(await backend.putIfAbsent(k, bytes)).toEqual({ existed: false });

    expect(await listFiles()).toEqual([k]);
    expect((await stat(path.join(dir, k))).mode & 0o777).toBe(0o600);
    expect((await stat(path.join(dir, 'acme'))).mode & 0o777).toBe(0o700);
    expect((await backend.get(k))!.equals(bytes)).toBe(true);
    expect(await backend.exists(k)).toBe(true);
  });

  it('never overwrites an existing object', async () => {
    const backend = await openBackend();
    const k = key();
    await backend.putIfAbsent(k, Buffer.from('first'));
    const inode = (await stat(path.join(dir, k))).ino;

    expect(await backend.putIfAbsent(k, Buffer.from('second'))).toEqual({ existed: true });

    expect(await readFile(path.join(dir, k), 'utf8')).toBe('first');
    expect((await stat(path.join(dir, k))).ino).toBe(inode);
  });

  it('putManyIfAbsent: results in order, existing and repeated keys are "existed", no temporary file left', async () => {
    const backend = await openBackend();
    const existing = key();
    await backend.putIfAbsent(existing, Buffer.from('old'));
    const fresh = Array.from({ length: 30 }, (_, i) => key(i % 2 === 0 ? 'acme' : 'globex'));

    const results = await backend.putManyIfAbsent([
      ...fresh.map((k) => ({ key: k, bytes: Buffer.from(k) })),
      { key: existing, bytes: Buffer.from('new') },
      { key: fresh[0]!, bytes: Buffer.from('repeat') },
    ]);

    expect(results.map((r) => r.existed)).toEqual([...fresh.map(() => false), true, true]);
    expect(await listFiles()).toEqual([...fresh, existing].sort());
    for (const k of fresh) expect(await readFile(path.join(dir, k), 'utf8')).toBe(k);
    expect(await readFile(path.join(dir, existing), 'utf8')).toBe('old');
  });

  it('putManyIfAbsent fsyncs each object once and each touched directory once per batch, not once per object', async () => {
    const backend = await openBackend();
    const shard = (tenant: string) => `${tenant}/ab/`;
    const keys = (tenant: string, n: number) => Array.from({ length: n }, () => `${shard(tenant)}ab${randomBytes(31).toString('hex')}.obj`);
    // Warm up: the directories exist (their creation costs its own, once-only fsyncs).
    await backend.putManyIfAbsent([...keys('acme', 1), ...keys('globex', 1)].map((k) => ({ key: k, bytes: Buffer.from('warm') })));
    const probe = await open(path.join(root, 'probe'), 'w');
    const sync = vi.spyOn(Object.getPrototypeOf(probe) as { sync(): Promise<void> }, 'sync');
    await probe.close();

    try {
      await backend.putManyIfAbsent([...keys('acme', 20), ...keys('globex', 10)].map((k) => ({ key: k, bytes: randomBytes(64) })));

      expect(sync).toHaveBeenCalledTimes(30 + 2); // 30 files, 2 shard directories
    } finally {
      sync.mockRestore();
    }
  });

  it('is safe under concurrent puts of the same key: one writer wins, the others see existed', async () => {
    const backend = await openBackend();
    const k = key();

    const results = await Promise.all(Array.from({ length: 10 }, (_, i) => backend.putIfAbsent(k, Buffer.from(`writer ${i}`))));

    expect(results.filter((r) => !r.existed)).toHaveLength(1);
    expect(await listFiles()).toEqual([k]);
  });

  it('returns null for an absent object; delete removes and is idempotent', async () => {
    const backend = await openBackend();
    const k = key();
    await backend.putIfAbsent(k, Buffer.from('x'));

    await backend.delete(k);
    await backend.delete(k);

    expect(await backend.get(k)).toBeNull();
    expect(await backend.exists(k)).toBe(false);
  });

  it.each(['acme/../../etc/passwd', `acme/ab/${'a'.repeat(64)}.obj/x`, `Acme/ab/${'a'.repeat(64)}.obj`, `acme/ab/${'a'.repeat(63)}.obj`, ''])(
    'rejects the key %j without touching the file system',
    async (bad) => {
      const backend = await openBackend();

      await expect(backend.putIfAbsent(bad, Buffer.from('x'))).rejects.toMatchObject({ code: 'TH_ERR_BLOB_BAD_KEY' });
      await expect(backend.get(bad)).rejects.toMatchObject({ code: 'TH_ERR_BLOB_BAD_KEY' });
      expect(await listFiles()).toEqual([]);
    },
  );

  it('refuses to read a file above maxObjectBytes', async () => {
    const backend = await openBackend({ maxObjectBytes: 100 });
    const k = key();
    await backend.putIfAbsent(k, Buffer.alloc(50));
    await writeFile(path.join(dir, k), Buffer.alloc(101));

    await expect(backend.get(k)).rejects.toMatchObject({ code: 'TH_ERR_BLOB_TOO_LARGE' });
  });

  it('re-creates a shard directory removed behind its back', async () => {
    const backend = await openBackend();
    const first = key();
    await backend.putIfAbsent(first, Buffer.from('a'));
    await rm(path.join(dir, 'acme'), { recursive: true });
    const second = `${first.slice(0, 8)}${'0'.repeat(64)}.obj`;

    expect(await backend.putIfAbsent(second, Buffer.from('b'))).toEqual({ existed: false });
    expect(await listFiles()).toEqual([second]);
  });

  it('refuses use after shutdown, and shutdown is safe twice', async () => {
    const backend = await openBackend();
    await backend.shutdown();
    await backend.shutdown();

    await expect(backend.putIfAbsent(key(), Buffer.from('x'))).rejects.toMatchObject({ code: 'TH_ERR_BLOB_NOT_STARTED' });
  });

  describe('replace', () => {
    it('overwrites an existing object (a new file, 0600) and creates an absent one; no temporary file is left', async () => {
      const backend = await openBackend();
      const [existing, absent] = [key(), key()];
      await backend.putIfAbsent(existing, Buffer.from('old'));
      const inode = (await stat(path.join(dir, existing))).ino;

      await backend.replace(existing, Buffer.from('new'));
      await backend.replaceMany([{ key: absent, bytes: Buffer.from('created') }]);

      expect(await readFile(path.join(dir, existing), 'utf8')).toBe('new');
      expect((await stat(path.join(dir, existing))).ino).not.toBe(inode);
      expect((await stat(path.join(dir, existing))).mode & 0o777).toBe(0o600);
      expect(await readFile(path.join(dir, absent), 'utf8')).toBe('created');
      expect(await listFiles()).toEqual([existing, absent].sort());
    });

    it('is atomic for readers: every read during 30 replacements of a 1 MiB object is one whole version', async () => {
      const backend = await openBackend();
      const k = key();
      const versions = Array.from({ length: 31 }, () => randomBytes(1024 * 1024));
      await backend.putIfAbsent(k, versions[0]!);
      let done = false;
      const reads: Buffer[] = [];
      const reader = (async () => {
        while (!done) reads.push((await backend.get(k))!);
      })();

      for (const v of versions.slice(1)) await backend.replace(k, v);
      done = true;
      await reader;

      expect(reads.length).toBeGreaterThan(0);
      for (const r of reads) expect(versions.some((v) => v.equals(r))).toBe(true);
      expect((await backend.get(k))!.equals(versions[30]!)).toBe(true);
    });

    it('replaceMany fsyncs each object once and each touched directory once per batch, not once per object', async () => {
      const backend = await openBackend();
      const keys = (tenant: string, n: number) => Array.from({ length: n }, () => `${tenant}/ab/ab${randomBytes(31).toString('hex')}.obj`);
      const all = [...keys('acme', 20), ...keys('globex', 10)];
      await backend.putManyIfAbsent(all.map((k) => ({ key: k, bytes: Buffer.from('old') })));
      const probe = await open(path.join(root, 'probe'), 'w');
      const sync = vi.spyOn(Object.getPrototypeOf(probe) as { sync(): Promise<void> }, 'sync');
      await probe.close();

      try {
        await backend.replaceMany(all.map((k) => ({ key: k, bytes: randomBytes(64) })));

        expect(sync).toHaveBeenCalledTimes(30 + 2); // 30 files, 2 shard directories
      } finally {
        sync.mockRestore();
      }
    });

    it('a failure before the renames removes the temporary files and leaves every old object as it was', async () => {
      const backend = await openBackend({
        onReplacePhase: (phase) => {
          if (phase === 'temps-written') throw Object.assign(new Error('ENOSPC: simulated'), { code: 'ENOSPC' });
        },
      });
      const [a, b] = [key(), key()];
      await backend.putManyIfAbsent([a, b].map((k) => ({ key: k, bytes: Buffer.from(`old ${k}`) })));

      await expect(backend.replaceMany([a, b].map((k) => ({ key: k, bytes: Buffer.from('new') })))).rejects.toMatchObject({
        code: 'ENOSPC',
        retryable: true,
      });

      expect(await listFiles()).toEqual([a, b].sort());
      for (const k of [a, b]) expect(await readFile(path.join(dir, k), 'utf8')).toBe(`old ${k}`);
    });

    it('refuses bad keys and use after shutdown', async () => {
      const backend = await openBackend();

      await expect(backend.replace('acme/../x', Buffer.from('x'))).rejects.toMatchObject({ code: 'TH_ERR_BLOB_BAD_KEY' });
      await backend.shutdown();
      await expect(backend.replace(key(), Buffer.from('x'))).rejects.toMatchObject({ code: 'TH_ERR_BLOB_NOT_STARTED' });
      expect(await listFiles()).toEqual([]);
    });
  });

  describe('stray hard links left by a put that crashed between link and unlink', () => {
    async function withStray(backend: LocalDiskBlobBackend): Promise<{ k: string; stray: string; unrelated: string }> {
      const k = key();
      await backend.putIfAbsent(k, Buffer.from('old bytes'));
      const file = path.join(dir, k);
      const stray = path.join(path.dirname(file), `.${path.basename(file)}.4242.0123456789ab.tmp`);
      await link(file, stray);
      // Another writer's live temporary file of the same name (a different inode) must be left alone.
      const unrelated = path.join(path.dirname(file), `.${path.basename(file)}.4243.ba9876543210.tmp`);
      await writeFile(unrelated, 'in progress');
      return { k, stray, unrelated };
    }

    it('are removed by replace (same inode only)', async () => {
      const backend = await openBackend();
      const { k, stray, unrelated } = await withStray(backend);

      await backend.replace(k, Buffer.from('new bytes'));

      await expect(stat(stray)).rejects.toMatchObject({ code: 'ENOENT' });
      expect(await readFile(unrelated, 'utf8')).toBe('in progress');
      expect(await readFile(path.join(dir, k), 'utf8')).toBe('new bytes');
    });

    it('are removed by delete (same inode only): an erased object does not survive under a temporary name', async () => {
      const backend = await openBackend();
      const { k, stray, unrelated } = await withStray(backend);

      await backend.delete(k);

      await expect(stat(stray)).rejects.toMatchObject({ code: 'ENOENT' });
      expect(await readFile(unrelated, 'utf8')).toBe('in progress');
      expect(await backend.exists(k)).toBe(false);
    });
  });
});

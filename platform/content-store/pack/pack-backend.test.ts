import { spawn, spawnSync } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { constants } from 'node:fs';
import { appendFile, mkdtemp, readdir, readFile, readlink, rm, stat, truncate, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { crc32 } from 'node:zlib';
import { pino } from 'pino';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { scanDirFor } from '../../../test/support/all-in-one-process.ts';
import { createKeyring } from '../../keys/keyring.ts';
import { ContentStoreError } from '../content-store-error.ts';
import { createLocalDiskBlobBackend } from '../local-disk-backend.ts';
import { createContentStore } from '../create-content-store.ts';
import { createPackBlobBackend, ownerAlive, PACKS_FOLDER, type PackBlobBackend, type PackBlobBackendConfig } from './pack-backend.ts';
import { PACK_MAGIC, PACK_NAME_PATTERN, RECORD_HEADER_BYTES } from './pack-format.ts';
import { threadId } from 'node:worker_threads';

let root: string;
let dir: string;
let logLines: string[];
const toStop: { shutdown(): Promise<void> }[] = [];
const HERE = path.dirname(fileURLToPath(import.meta.url));

function logger() {
  return pino({ level: 'info' }, { write: (line: string) => void logLines.push(line) });
}

async function openBackend(config: Omit<PackBlobBackendConfig, 'dir'> = {}): Promise<PackBlobBackend> {
  const backend = createPackBlobBackend({ logger: logger() }, { compactEveryMs: 0, ...config, dir });
  await backend.start();
  toStop.push(backend);
  return backend;
}

const key = (tenant = 'acme') => {
  const hex = randomBytes(32).toString('hex');
  return `${tenant}/${hex.slice(0, 2)}/${hex}.obj`;
};
const packFiles = async () => (await readdir(path.join(dir, PACKS_FOLDER))).filter((n) => n.endsWith('.pack')).sort();

beforeEach(async () => {
  root = await mkdtemp(path.join(os.tmpdir(), 'tracehold-packs-'));
  dir = path.join(root, 'content');
  logLines = [];
});

afterEach(async () => {
  while (toStop.length) await toStop.pop()!.shutdown();
  await rm(root, { recursive: true, force: true });
});

describe('pack blob backend', () => {
  it('stores objects in one pack file per writer, reads them back, and a fresh instance reads them after a restart', async () => {
    const a = await openBackend();
    const items = Array.from({ length: 50 }, () => ({ key: key(), bytes: randomBytes(100 + Math.floor(Math.random() * 5000)) }));
    const results = await a.putManyIfAbsent([...items, items[0]!]);
    expect(results.map((r) => r.existed)).toEqual([...items.map(() => false), true]);
    for (const item of items) expect((await a.get(item.key))!.equals(item.bytes)).toBe(true);
    expect(await a.get(key())).toBeNull();
    expect(await a.exists(items[3]!.key)).toBe(true);
    // A reading process knows the object exists: no second copy.
    expect(await a.putIfAbsent(items[3]!.key, randomBytes(10))).toEqual({ existed: true });
    expect(await packFiles()).toHaveLength(1);
    expect((await stat(path.join(dir, PACKS_FOLDER, (await packFiles())[0]!))).mode & 0o777).toBe(0o600);
    // No file per object.
    expect((await readdir(dir)).sort()).toEqual([PACKS_FOLDER]);

    await a.shutdown();
    const b = await openBackend();
    for (const item of items) expect((await b.get(item.key))!.equals(item.bytes)).toBe(true);
  });

  it('shares one flush between concurrent puts (group commit): 200 concurrent single puts, far fewer fdatasyncs', async () => {
    const a = await openBackend();
    const items = Array.from({ length: 200 }, () => ({ key: key(), bytes: randomBytes(4096) }));
    await Promise.all(items.map((i) => a.putIfAbsent(i.key, i.bytes)));
    const b = await openBackend();
    for (const item of items) expect((await b.get(item.key))!.equals(item.bytes)).toBe(true);
    // One pack, records appended back to back: the file is exactly the records' bytes.
    const size = (await stat(path.join(dir, PACKS_FOLDER, (await packFiles())[0]!))).size;
    expect(size).toBe(items.reduce((n, i) => n + RECORD_HEADER_BYTES + i.key.length + i.bytes.length, 0));
  });

  it('writes its open pack with O_DSYNC: each write is durable when it returns (no separate fdatasync to schedule)', async () => {
    const a = await openBackend();
    await a.putIfAbsent(key(), randomBytes(4096));
    const [name] = await packFiles();
    // The pack's descriptor in this process, and its open flags as the kernel keeps them (octal).
    const fds = await readdir('/proc/self/fd');
    const targets = await Promise.all(fds.map(async (fd) => ({ fd, target: await readlink(`/proc/self/fd/${fd}`).catch(() => '') })));
    const packFd = targets.find((t) => t.target === path.join(dir, PACKS_FOLDER, name!));
    expect(packFd).toBeDefined();
    const flags = parseInt(/^flags:\s*([0-7]+)$/m.exec(await readFile(`/proc/self/fdinfo/${packFd!.fd}`, 'utf8'))![1]!, 8);
    expect(constants.O_DSYNC).toBeGreaterThan(0);
    expect(flags & constants.O_DSYNC).toBe(constants.O_DSYNC);
    // Positive control of the reading: the descriptor is the write-only one the writer opened.
    expect(flags & 0o3).toBe(constants.O_WRONLY); // O_ACCMODE is 3 on Linux
  });

  it("sees another writer's puts, replaces and deletes at its next read (separate instances, as separate processes)", async () => {
    const writer = await openBackend();
    const reader = await openBackend();
    const k = key();
    expect(await reader.get(k)).toBeNull();
    await writer.putIfAbsent(k, Buffer.from('first'));
    expect((await reader.get(k))!.toString()).toBe('first');
    await writer.replace(k, Buffer.from('second'));
    expect((await reader.get(k))!.toString()).toBe('second');
    await writer.delete(k);
    expect(await reader.get(k)).toBeNull();
    expect(await reader.exists(k)).toBe(false);
    // A put after the delete re-creates the object.
    await writer.putIfAbsent(k, Buffer.from('third'));
    expect((await reader.get(k))!.toString()).toBe('third');
  });

  it('never lets a later put revert a replace, whatever order the packs are read in', async () => {
    const attributor = await openBackend();
    const collector = await openBackend();
    const k = key();
    await collector.putIfAbsent(k, Buffer.from('tenant-wrapped'));
    await attributor.replace(k, Buffer.from('subject-wrapped'));
    // The exporter retries: the collector (no index: it never read) appends the put again, after the replace.
    expect(await collector.putIfAbsent(k, Buffer.from('tenant-wrapped'))).toEqual({ existed: false });
    expect((await attributor.get(k))!.toString()).toBe('subject-wrapped');
    const fresh = await openBackend();
    expect((await fresh.get(k))!.toString()).toBe('subject-wrapped');
  });

  it('compaction removes the bytes of deleted and replaced objects from the disk and keeps the rest readable', async () => {
    const canaryDeleted = `CANARY-DELETED-${randomBytes(6).toString('hex')}`;
    const canaryReplaced = `CANARY-REPLACED-${randomBytes(6).toString('hex')}`;
    const canaryKept = `CANARY-KEPT-${randomBytes(6).toString('hex')}`;
    const writer = await openBackend();
    const [kd, kr, kk] = [key(), key(), key()];
    await writer.putManyIfAbsent([
      { key: kd, bytes: Buffer.from(canaryDeleted) },
      { key: kr, bytes: Buffer.from(canaryReplaced) },
      { key: kk, bytes: Buffer.from(canaryKept) },
    ]);
    const retention = await openBackend();
    await retention.delete(kd);
    await retention.replace(kr, Buffer.from('new bytes'));
    // Deleted and replaced: unreadable at once, but the bytes are still in the (unsealed) pack.
    expect(await retention.get(kd)).toBeNull();
    expect(scanDirFor(dir, canaryDeleted)).toHaveLength(1);
    // The writer's pack is still open: not compacted.
    expect(await retention.compact()).toEqual({ packsCompacted: 0, bytesFreed: 0 });
    await writer.shutdown(); // seals its pack
    const result = await retention.compact();
    expect(result.packsCompacted).toBe(1);
    expect(scanDirFor(dir, canaryDeleted)).toEqual([]);
    expect(scanDirFor(dir, canaryReplaced)).toEqual([]);
    expect(scanDirFor(dir, canaryKept)).toHaveLength(1);
    for (const b of [retention, await openBackend()]) {
      expect(await b.get(kd)).toBeNull();
      expect((await b.get(kr))!.toString()).toBe('new bytes');
      expect((await b.get(kk))!.toString()).toBe(canaryKept);
    }
    expect(logLines.some((l) => l.includes('compacted content pack'))).toBe(true);
  });

  it('negative control: without compaction the deleted bytes stay on disk (the scan finds them)', async () => {
    const canary = `CANARY-${randomBytes(6).toString('hex')}`;
    const a = await openBackend();
    const k = key();
    await a.putIfAbsent(k, Buffer.from(canary));
    await a.delete(k);
    await a.shutdown();
    expect(scanDirFor(dir, canary)).toHaveLength(1);
  });

  it('a reader that read before a compaction by another process still finds every object afterwards', async () => {
    const writer = await openBackend({ maxPackBytes: 64 * 1024 });
    const items = Array.from({ length: 60 }, () => ({ key: key(), bytes: randomBytes(3000) }));
    for (let i = 0; i < items.length; i += 6) await writer.putManyIfAbsent(items.slice(i, i + 6));
    const reader = await openBackend();
    for (const item of items) expect((await reader.get(item.key))!.equals(item.bytes)).toBe(true);
    const compactor = await openBackend();
    for (const item of items.slice(0, 30)) await compactor.delete(item.key);
    await writer.shutdown();
    const { packsCompacted } = await compactor.compact();
    expect(packsCompacted).toBeGreaterThan(1);
    for (const item of items.slice(0, 30)) expect(await reader.get(item.key)).toBeNull();
    for (const item of items.slice(30)) expect((await reader.get(item.key))!.equals(item.bytes)).toBe(true);
    // Tombstones are young: kept, so a delete still holds over any older copy.
    const fresh = await openBackend();
    for (const item of items.slice(0, 30)) expect(await fresh.exists(item.key)).toBe(false);
  });

  it('ignores a torn last record and skips damaged bytes in the middle of a pack nobody writes', async () => {
    const a = await openBackend();
    const items = Array.from({ length: 5 }, () => ({ key: key(), bytes: randomBytes(1000) }));
    for (const item of items) await a.putIfAbsent(item.key, item.bytes);
    await a.shutdown();
    const file = path.join(dir, PACKS_FOLDER, (await packFiles())[0]!);
    const raw = await readFile(file);
    // Flip a byte of the second record's body; append half a record at the end.
    const recordBytes = RECORD_HEADER_BYTES + items[0]!.key.length + 1000;
    raw[recordBytes + RECORD_HEADER_BYTES + items[1]!.key.length + 10]! ^= 0xff;
    await writeFile(file, raw);
    const torn = Buffer.alloc(40, 0);
    torn.writeUInt32LE(PACK_MAGIC, 0);
    await appendFile(file, torn);
    const b = await openBackend();
    expect(await b.get(items[1]!.key)).toBeNull();
    for (const i of [0, 2, 3, 4]) expect((await b.get(items[i]!.key))!.equals(items[i]!.bytes)).toBe(true);
    expect(logLines.some((l) => l.includes('damaged bytes'))).toBe(true);
  });

  it('reads, replaces and deletes objects of the one-file-per-object layout (data directories from before packs)', async () => {
    const files = createLocalDiskBlobBackend({ logger: logger() }, { dir });
    await files.start();
    const [k1, k2, k3] = [key(), key(), key()];
    await files.putManyIfAbsent([
      { key: k1, bytes: Buffer.from('old one') },
      { key: k2, bytes: Buffer.from('old two') },
      { key: k3, bytes: Buffer.from('old three') },
    ]);
    await files.shutdown();
    const b = await openBackend();
    expect((await b.get(k1))!.toString()).toBe('old one');
    expect(await b.exists(k2)).toBe(true);
    await b.delete(k2);
    await b.replace(k3, Buffer.from('new three'));
    expect(await b.get(k2)).toBeNull();
    expect((await b.get(k3))!.toString()).toBe('new three');
    // The files of the deleted and the replaced object are gone.
    const fileOf = (k: string) => path.join(dir, k);
    await expect(stat(fileOf(k2))).rejects.toMatchObject({ code: 'ENOENT' });
    await expect(stat(fileOf(k3))).rejects.toMatchObject({ code: 'ENOENT' });
    await expect(stat(fileOf(k1))).resolves.toBeTruthy();
  });

  it('rolls to a new pack at maxPackBytes and seals the full one', async () => {
    const a = await openBackend({ maxPackBytes: 20_000 });
    for (let i = 0; i < 12; i++) await a.putIfAbsent(key(), randomBytes(4000));
    const names = await packFiles();
    expect(names.length).toBeGreaterThanOrEqual(3);
    // Every pack but the last ends in a seal record (op 4, empty).
    for (const name of names.slice(0, -1)) {
      const raw = await readFile(path.join(dir, PACKS_FOLDER, name));
      const tail = raw.subarray(raw.length - RECORD_HEADER_BYTES);
      expect(tail.readUInt32LE(0)).toBe(PACK_MAGIC);
      expect(tail.readUInt8(4)).toBe(4);
    }
  });

  it('refuses keys outside the blob key shape before touching the disk', async () => {
    const a = await openBackend();
    await expect(a.putIfAbsent('../etc/passwd', Buffer.from('x'))).rejects.toMatchObject({ code: 'TH_ERR_BLOB_BAD_KEY' });
    await expect(a.get('acme/../../x')).rejects.toMatchObject({ code: 'TH_ERR_BLOB_BAD_KEY' });
    expect(await packFiles()).toEqual([]);
  });

  it('keeps every acknowledged operation across kill -9 of a writing process (3 rounds)', async () => {
    for (let round = 0; round < 3; round++) {
      const child = spawn(process.execPath, ['--import', 'tsx', path.join(HERE, '../../../test/support/content-store/pack-writer-child.ts'), dir, String(round)], {
        stdio: ['ignore', 'pipe', 'inherit'],
      });
      let out = '';
      child.stdout.on('data', (d: Buffer) => (out += d.toString()));
      await new Promise<void>((resolve) => {
        const check = setInterval(() => {
          if ((out.match(/^ack /gm) ?? []).length >= 300 + round * 200) {
            clearInterval(check);
            resolve();
          }
        }, 5);
      });
      child.kill('SIGKILL');
      await new Promise((resolve) => child.once('exit', resolve));
      // Per key: the last acknowledged state, or that of an operation begun after it (in flight at the kill).
      const allowed = new Map<string, Set<string>>();
      const acked = new Map<string, string>();
      for (const line of out.split('\n')) {
        const [kind, op, k, sha] = line.split(' ');
        if (!k) continue;
        const st = op === 'delete' ? 'absent' : sha!;
        if (kind === 'ack') {
          acked.set(k, st);
          allowed.set(k, new Set([st]));
        } else if (kind === 'try') {
          if (!allowed.has(k)) allowed.set(k, new Set(['absent']));
          allowed.get(k)!.add(st);
        }
      }
      const reader = await openBackend();
      for (const [k, states] of allowed) {
        const bytes = await reader.get(k);
        const st = bytes ? createHash('sha256').update(bytes).digest('hex') : 'absent';
        expect(states.has(st), `round ${round}: ${k} is ${st}, acked ${acked.get(k)}`).toBe(true);
      }
      // ≥ 300 acknowledged operations were awaited; some are replaces and deletes of keys put before.
      expect(acked.size).toBeGreaterThanOrEqual(200);
      await reader.shutdown();
      toStop.splice(toStop.indexOf(reader), 1);
    }
    // The killed writers' packs are not sealed; a reader still compacts them (their pids are gone).
    const compactor = await openBackend();
    const { packsCompacted } = await compactor.compact();
    expect(packsCompacted).toBeGreaterThan(0);
  }, 60_000);

  it('round-trips through the encrypted content store: no plaintext on disk; a forged record with a valid CRC fails decryption', async () => {
    const keyring = createKeyring({ logger: logger() }, { dir: path.join(root, 'keys') });
    await keyring.start();
    const store = await createContentStore({ logger: logger(), keyring }, { backend: { kind: 'local', dir, packs: { compactEveryMs: 0 } } });
    await store.start();
    toStop.push(keyring, store);
    const canary = `CANARY-${randomBytes(8).toString('hex')}`;
    const [put] = await store.putMany('acme', [{ bytes: Buffer.from(`{"content":"${canary}"}`), contentType: 'application/json' }]);
    expect((await store.get('acme', put!.ref))!.bytes.toString()).toContain(canary);
    expect(scanDirFor(root, canary)).toEqual([]);
    // Negative control: the canary is found when it is on disk.
    await writeFile(path.join(root, 'plain.txt'), canary);
    expect(scanDirFor(root, canary)).toHaveLength(1);

    // Alter one ciphertext byte and fix the record's CRC: the pack accepts the record, decryption refuses it.
    await store.shutdown();
    toStop.splice(toStop.indexOf(store), 1);
    const file = path.join(dir, PACKS_FOLDER, (await packFiles())[0]!);
    const raw = await readFile(file);
    const keyLength = raw.readUInt8(5);
    const bodyLength = raw.readUInt32LE(8);
    raw[RECORD_HEADER_BYTES + keyLength + bodyLength - 5]! ^= 0x01;
    let crc = crc32(raw.subarray(0, 20));
    crc = crc32(raw.subarray(RECORD_HEADER_BYTES, RECORD_HEADER_BYTES + keyLength + bodyLength), crc);
    raw.writeUInt32LE(crc >>> 0, 20);
    await writeFile(file, raw);
    const reopened = await createContentStore({ logger: logger(), keyring }, { backend: { kind: 'local', dir, packs: { compactEveryMs: 0 } } });
    await reopened.start();
    toStop.push(reopened);
    const err = await reopened.get('acme', put!.ref).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ContentStoreError);
    expect((err as ContentStoreError).code).toBe('TH_ERR_CONTENT_CORRUPT');
    await truncate(file, 0);
  });

  it("names a worker thread's packs by pid and thread, and takes another thread's pack of this process for its writer's (not a dead writer's)", async () => {
    // collector.balance: thread runs a pack writer per thread of one process; each thread has its own open-pack set.
    const backend = await openBackend();
    await backend.putIfAbsent(key(), Buffer.from('x'));
    const [name] = await packFiles();
    expect(name).toMatch(PACK_NAME_PATTERN);
    const m = PACK_NAME_PATTERN.exec(name!)!;
    expect(Number(m[2])).toBe(process.pid);
    expect(Number(m[3] ?? 0)).toBe(threadId);
    expect(ownerAlive(name!)).toBe(true);

    const ms = String(Date.now()).padStart(13, '0');
    const here = threadId === 0 ? `${process.pid}` : `${process.pid}.${threadId}`;
    const sibling = threadId === 0 ? `${process.pid}.7` : `${process.pid}`;
    // Not open in this thread and named after it: an earlier process with the same pid left it.
    expect(ownerAlive(`${ms}-${here}-0123abcd.pack`)).toBe(false);
    // Another thread of this process writes it: its writer lives as long as this process.
    expect(ownerAlive(`${ms}-${sibling}-0123abcd.pack`)).toBe(true);
    const dead = spawnSync('true').pid!;
    expect(ownerAlive(`${ms}-${dead}-0123abcd.pack`)).toBe(false);
    expect(ownerAlive(`${ms}-${dead}.3-0123abcd.pack`)).toBe(false);
  });
});

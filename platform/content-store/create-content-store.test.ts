import { randomBytes } from 'node:crypto';
import { copyFile, mkdir, mkdtemp, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { pino } from 'pino';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createKeyring, type Keyring } from '../keys/keyring.ts';
import { createContentStore } from './create-content-store.ts';
import type { EncryptedContentStore } from './encrypted-content-store.ts';
import { listFiles, objectFilePath } from '../../test/support/content-store/object-files.ts';

let root: string;
let dataDir: string;
let contentDir: string;
let logLines: string[];
const toStop: { shutdown(): Promise<void> }[] = [];

const REF = /^thref:v1:k1:[0-9a-f]{64}$/;

async function openStore(options: { maxObjectBytes?: number } = {}): Promise<{ store: EncryptedContentStore; keyring: Keyring }> {
  const logger = pino({ level: 'debug' }, { write: (line: string) => void logLines.push(line) });
  const keyring = createKeyring({ logger }, { dir: path.join(dataDir, 'keys') });
  await keyring.start();
  // The file layout (one file per object): these tests read and tamper with the files. Packs: pack-backend.test.ts.
  const store = await createContentStore({ logger, keyring }, { backend: { kind: 'local', dir: contentDir, layout: 'files' }, ...options });
  await store.start();
  // Store first, keyring last: the store's shutdown may still need keys.
  toStop.push(keyring, store);
  return { store, keyring };
}

const objectPath = (tenant: string, ref: string): string => objectFilePath(contentDir, tenant, ref);

/** Every file under `dir` that contains `needle` in any of the encodings a leak could take. */
async function filesContaining(dir: string, needle: string): Promise<string[]> {
  const forms = [
    Buffer.from(needle, 'utf8'),
    Buffer.from(needle, 'utf16le'),
    Buffer.from(Buffer.from(needle).toString('base64').slice(0, 24)),
    Buffer.from(Buffer.from(needle).toString('hex')),
  ];
  const hits: string[] = [];
  for (const file of await listFiles(dir)) {
    const bytes = await readFile(file);
    if (forms.some((f) => bytes.includes(f))) hits.push(file);
  }
  return hits;
}

beforeEach(async () => {
  root = await mkdtemp(path.join(os.tmpdir(), 'th-content-'));
  dataDir = path.join(root, 'data');
  contentDir = path.join(dataDir, 'content');
  logLines = [];
});

afterEach(async () => {
  for (const s of toStop.splice(0).reverse()) await s.shutdown();
  await rm(root, { recursive: true, force: true });
});

describe('put and get', () => {
  it('round-trips bytes, content type, tenant and creation time', async () => {
    const { store } = await openStore();
    const bytes = Buffer.from('{"role":"user","content":"what is my balance?"}');
    const before = Date.now();

    const put = await store.put('acme', bytes, 'application/json');
    const got = await store.get('acme', put.ref);

    expect(put).toEqual({ ref: expect.stringMatching(REF), existed: false, sizeBytes: bytes.length, keyScope: 'tenant' });
    expect(put.ref).toBe(await store.computeRef('acme', bytes));
    expect(got).not.toBeNull();
    expect(got!.bytes.equals(bytes)).toBe(true);
    expect(got).toMatchObject({ ref: put.ref, tenant: 'acme', contentType: 'application/json' });
    expect(got!.createdAtMs).toBeGreaterThanOrEqual(before);
    expect(got!.createdAtMs).toBeLessThanOrEqual(Date.now());
  });

  it('stores objects as 0600 files under <tenant>/<2 hex>/<64 hex>.obj', async () => {
    const { store } = await openStore();

    const { ref } = await store.put('acme', Buffer.from('hello'), 'text/plain');

    const file = objectPath('acme', ref);
    expect(await listFiles(contentDir)).toEqual([file]);
    expect((await stat(file)).mode & 0o777).toBe(0o600);
    expect((await readFile(file)).subarray(0, 5)).toEqual(Buffer.from([0x54, 0x48, 0x43, 0x4f, 1]));
  });

  it('stores an empty object', async () => {
    const { store } = await openStore();

    const { ref } = await store.put('acme', Buffer.alloc(0), 'text/plain');

    expect((await store.get('acme', ref))!.bytes.length).toBe(0);
  });

  it('deduplicates identical bytes within a tenant without rewriting the file', async () => {
    const { store } = await openStore();
    const bytes = Buffer.from('same prompt twice');
    const first = await store.put('acme', bytes, 'text/plain');
    const fileBefore = await stat(objectPath('acme', first.ref));
    const contentBefore = await readFile(objectPath('acme', first.ref));

    const second = await store.put('acme', Buffer.from(bytes), 'text/plain');

    expect(second).toEqual({ ref: first.ref, existed: true, sizeBytes: bytes.length, keyScope: 'tenant' });
    expect(await listFiles(contentDir)).toEqual([objectPath('acme', first.ref)]);
    const fileAfter = await stat(objectPath('acme', first.ref));
    expect(fileAfter.ino).toBe(fileBefore.ino);
    expect(await readFile(objectPath('acme', first.ref))).toEqual(contentBefore);
  });

  it('writes one file when the same bytes are put concurrently', async () => {
    const { store } = await openStore();
    const bytes = Buffer.from('concurrent');

    const results = await Promise.all(Array.from({ length: 10 }, () => store.put('acme', bytes, 'text/plain')));

    expect(new Set(results.map((r) => r.ref)).size).toBe(1);
    expect(results.filter((r) => !r.existed)).toHaveLength(1);
    expect(await listFiles(contentDir)).toEqual([objectPath('acme', results[0]!.ref)]);
  });

  it('returns null for a well-formed reference that was never stored', async () => {
    const { store } = await openStore();

    expect(await store.get('acme', `thref:v1:k1:${'ab'.repeat(32)}`)).toBeNull();
  });

  it('returns null for a reference naming another key version', async () => {
    const { store } = await openStore();
    const { ref } = await store.put('acme', Buffer.from('x'), 'text/plain');

    expect(await store.get('acme', ref.replace(':k1:', ':k2:'))).toBeNull();
  });

  it.each([
    'not-a-ref',
    `thref:v2:k1:${'a'.repeat(64)}`,
    `thref:v1:k1:${'a'.repeat(63)}`,
    `thref:v1:k1:${'A'.repeat(64)}`,
    `thref:v1::${'a'.repeat(64)}`,
    `thref:v1:k1:../../${'a'.repeat(58)}`,
  ])('rejects the malformed reference %j', async (ref) => {
    const { store } = await openStore();

    await expect(store.get('acme', ref)).rejects.toMatchObject({ code: 'TH_ERR_CONTENT_BAD_REF' });
  });

  it('rejects a tenant name that is unsafe in a path', async () => {
    const { store } = await openStore();

    await expect(store.put('../acme', Buffer.from('x'), 'text/plain')).rejects.toMatchObject({ code: 'TH_ERR_CONTENT_BAD_TENANT' });
  });

  it('rejects an object above maxObjectBytes and writes nothing', async () => {
    const { store } = await openStore({ maxObjectBytes: 1024 });

    await expect(store.put('acme', Buffer.alloc(1025, 1), 'text/plain')).rejects.toMatchObject({ code: 'TH_ERR_CONTENT_TOO_LARGE' });
    await expect(store.put('acme', Buffer.alloc(1024, 1), 'text/plain')).resolves.toMatchObject({ sizeBytes: 1024 });
    expect(await listFiles(contentDir)).toHaveLength(1);
  });

  it('reads objects written before a restart', async () => {
    const first = await openStore();
    const bytes = Buffer.from('kept across restarts');
    const { ref } = await first.store.put('acme', bytes, 'text/plain');
    await first.store.shutdown();
    await first.keyring.shutdown();

    const second = await openStore();

    expect((await second.store.get('acme', ref))!.bytes.equals(bytes)).toBe(true);
  });
});

describe('tenant isolation', () => {
  it('gives unrelated references to the same bytes in two tenants; each is not found by the other', async () => {
    const { store } = await openStore();
    const bytes = Buffer.from('shared secret prompt');

    const a = await store.put('tenant-a', bytes, 'text/plain');
    const b = await store.put('tenant-b', bytes, 'text/plain');

    expect(a.ref).not.toBe(b.ref);
    expect(b.existed).toBe(false);
    expect(await store.get('tenant-b', a.ref)).toBeNull();
    expect(await store.get('tenant-a', b.ref)).toBeNull();
    expect((await store.get('tenant-b', b.ref))!.bytes.equals(bytes)).toBe(true);
  });

  it("does not return to tenant B a file copied from tenant A's folder into B's path", async () => {
    const { store } = await openStore();
    const bytes = Buffer.from('tenant A only');
    const a = await store.put('tenant-a', bytes, 'text/plain');
    await store.put('tenant-b', Buffer.from('b has a folder too'), 'text/plain');
    const target = objectPath('tenant-b', a.ref);
    await mkdir(path.dirname(target), { recursive: true });
    await copyFile(objectPath('tenant-a', a.ref), target);

    const err = await store.get('tenant-b', a.ref).catch((e: unknown) => e);

    expect(err).toMatchObject({ code: 'TH_ERR_CONTENT_CORRUPT' });
    expect(logLines.join('')).not.toContain('tenant A only');
  });
});

describe('encryption at rest', () => {
  it('leaves no plaintext of a stored canary anywhere in the store (the scan finds it where it is)', async () => {
    const { store } = await openStore();
    const canary = `CANARY-${randomBytes(8).toString('hex')}-card 4111 1111 1111 1111`;
    const input = Buffer.from(`{"messages":[{"role":"user","content":"${canary}"}]}`);
    const controlDir = path.join(root, 'control');
    await mkdir(controlDir);
    await writeFile(path.join(controlDir, 'plain.txt'), input);

    await store.put('acme', input, `text/x-${canary}`);
    await store.putMany('acme', [{ bytes: Buffer.from(canary), contentType: 'text/plain' }]);

    // Negative controls: the scan detects the canary in the bytes given to put and in a plaintext file.
    expect(input.includes(Buffer.from(canary))).toBe(true);
    expect(await filesContaining(controlDir, canary)).toEqual([path.join(controlDir, 'plain.txt')]);
    expect(await listFiles(dataDir)).toHaveLength(4); // master key, tenant keys, two objects
    expect(await filesContaining(dataDir, canary)).toEqual([]);
    expect(await filesContaining(dataDir, 'messages')).toEqual([]);
    expect(logLines.join('')).not.toContain(canary);
  });

  it('refuses a tampered ciphertext with TH_ERR_CONTENT_CORRUPT and returns no bytes', async () => {
    const { store } = await openStore();
    const secret = 'tampered content must never come back';
    const { ref } = await store.put('acme', Buffer.from(secret), 'text/plain');
    const file = objectPath('acme', ref);
    const data = await readFile(file);
    data[data.length - 3]! ^= 0x01;
    await writeFile(file, data);

    await expect(store.get('acme', ref)).rejects.toMatchObject({ code: 'TH_ERR_CONTENT_CORRUPT' });
    const logs = logLines.join('');
    expect(logs).toContain('TH_ERR_CONTENT_CORRUPT');
    expect(logs).not.toContain(secret);
  });

  it.each([
    // Header of a k1/k1 object: magic 0-3, version 4, "k1" 5-7, "k1" 8-10, nonce 11-22, tag 23-38.
    ['the tag', (d: Buffer) => void (d[23]! ^= 0x80)],
    ['the nonce', (d: Buffer) => void (d[11]! ^= 0x80)],
    ['the DEK id in the header', (d: Buffer) => void (d[6] = 0x6a)],
    ['the format version', (d: Buffer) => void (d[4] = 2)],
  ])('refuses a file whose %s was modified', async (_what, mutate) => {
    const { store } = await openStore();
    const { ref } = await store.put('acme', Buffer.from('x'.repeat(8)), 'text/plain');
    const file = objectPath('acme', ref);
    const data = await readFile(file);
    mutate(data);
    await writeFile(file, data);

    await expect(store.get('acme', ref)).rejects.toMatchObject({ code: 'TH_ERR_CONTENT_CORRUPT' });
  });

  it('refuses a truncated file', async () => {
    const { store } = await openStore();
    const { ref } = await store.put('acme', Buffer.from('some content'), 'text/plain');
    const file = objectPath('acme', ref);
    await writeFile(file, (await readFile(file)).subarray(0, 20));

    await expect(store.get('acme', ref)).rejects.toMatchObject({ code: 'TH_ERR_CONTENT_CORRUPT' });
  });
});

describe('putMany', () => {
  it('returns results in input order, deduplicates within the batch and against the store', async () => {
    const { store } = await openStore();
    const stored = await store.put('acme', Buffer.from('already there'), 'text/plain');
    const items = [
      { bytes: Buffer.from('input messages'), contentType: 'application/json' },
      { bytes: Buffer.from('already there'), contentType: 'text/plain' },
      { bytes: Buffer.from('output messages'), contentType: 'application/json' },
      { bytes: Buffer.from('input messages'), contentType: 'application/json' },
      { bytes: Buffer.from('system instructions'), contentType: 'text/plain' },
    ];

    const results = await store.putMany('acme', items);

    expect(results.map((r) => r.existed)).toEqual([false, true, false, true, false]);
    for (const [i, item] of items.entries()) {
      expect(results[i]!.ref).toBe(await store.computeRef('acme', item.bytes));
      expect(results[i]!.sizeBytes).toBe(item.bytes.length);
    }
    expect(results[1]!.ref).toBe(stored.ref);
    expect(results[3]!.ref).toBe(results[0]!.ref);
  });

  it('has every object in place and no temporary file once it resolves; a fresh store reads them', async () => {
    const first = await openStore();
    const items = Array.from({ length: 40 }, (_, i) => ({ bytes: Buffer.from(`blob ${i} ${'z'.repeat(i * 100)}`), contentType: 'text/plain' }));

    const results = await first.store.putMany('acme', items);

    const files = await listFiles(contentDir);
    expect(files).toEqual(results.map((r) => objectPath('acme', r.ref)).sort());
    expect(files.filter((f) => f.endsWith('.tmp'))).toEqual([]);
    await first.store.shutdown();
    await first.keyring.shutdown();
    const second = await openStore();
    for (const [i, r] of results.entries()) {
      expect((await second.store.get('acme', r.ref))!.bytes.equals(items[i]!.bytes)).toBe(true);
    }
  });

  it('writes nothing when one item is too large', async () => {
    const { store } = await openStore({ maxObjectBytes: 100 });

    const attempt = store.putMany('acme', [
      { bytes: Buffer.alloc(10), contentType: 'text/plain' },
      { bytes: Buffer.alloc(101), contentType: 'text/plain' },
    ]);

    await expect(attempt).rejects.toMatchObject({ code: 'TH_ERR_CONTENT_TOO_LARGE' });
    await expect(readdir(contentDir)).resolves.toEqual([]);
  });
});

describe('pseudonymize', () => {
  it('is stable within a tenant and unrelated across tenants', async () => {
    const { store } = await openStore();

    const a1 = await store.pseudonymize('tenant-a', 'user-42@example.com');
    const a2 = await store.pseudonymize('tenant-a', 'user-42@example.com');
    const other = await store.pseudonymize('tenant-a', 'user-43@example.com');
    const b = await store.pseudonymize('tenant-b', 'user-42@example.com');

    expect(a1).toMatch(/^psn_[0-9a-f]{32}$/);
    expect(a2).toBe(a1);
    expect(other).not.toBe(a1);
    expect(b).toMatch(/^psn_[0-9a-f]{32}$/);
    expect(b).not.toBe(a1);
  });

  it('is stable across restarts', async () => {
    const first = await openStore();
    const before = await first.store.pseudonymize('acme', 'alice');
    await first.store.shutdown();
    await first.keyring.shutdown();

    const second = await openStore();

    expect(await second.store.pseudonymize('acme', 'alice')).toBe(before);
  });
});

describe('lifecycle', () => {
  it('refuses use after shutdown, and shutdown is safe twice', async () => {
    const { store } = await openStore();
    await store.shutdown();
    await store.shutdown();

    await expect(store.put('acme', Buffer.from('x'), 'text/plain')).rejects.toMatchObject({ code: 'TH_ERR_CONTENT_NOT_STARTED' });
  });
});

describe('backend choice', () => {
  it('writes packs by default and one file per object with layout files', async () => {
    const logger = pino({ level: 'silent' });
    const keyring = createKeyring({ logger }, { dir: path.join(dataDir, 'keys') });
    await keyring.start();
    toStop.push(keyring);
    for (const layout of [undefined, 'files'] as const) {
      const dir = path.join(root, `content-${layout ?? 'default'}`);
      const store = await createContentStore({ logger, keyring }, { backend: { kind: 'local', dir, ...(layout ? { layout } : {}) } });
      await store.start();
      const { ref } = await store.put('acme', Buffer.from('hello'), 'text/plain');
      await store.shutdown();
      const names = (await readdir(dir, { recursive: true })).map(String);
      const hex = ref.split(':')[3]!;
      if (layout === 'files') expect(names).toContain(path.join('acme', hex.slice(0, 2), `${hex}.obj`));
      else {
        expect(names).toContain('_packs');
        expect(names.some((n) => n.endsWith(`${hex}.obj`))).toBe(false);
      }
    }
  });

  it('builds the S3 backend for kind s3 (its own config check answers)', async () => {
    const logger = pino({ level: 'silent' });
    const keyring = createKeyring({ logger }, { dir: path.join(dataDir, 'keys') });
    await keyring.start();
    toStop.push(keyring);
    await expect(
      createContentStore({ logger, keyring }, { backend: { kind: 's3', s3: { region: 'us-east-1', bucket: 'x', accessKeyId: 'a', secretAccessKey: 'b' } } }),
    ).rejects.toMatchObject({ name: 'S3BlobBackendError', code: 'TH_ERR_S3_BAD_CONFIG', retryable: false });
  });

  it('is safe to shut down twice (store and backend) and refuses use afterwards', async () => {
    const { store } = await openStore();
    await store.shutdown();
    await store.shutdown();
    await expect(store.put('acme', Buffer.from('late'), 'text/plain')).rejects.toMatchObject({ code: 'TH_ERR_CONTENT_NOT_STARTED' });
  });
});

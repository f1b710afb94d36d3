import { createDecipheriv, randomBytes } from 'node:crypto';
import { cp, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { pino } from 'pino';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createKeyring, type Keyring } from '../keys/keyring.ts';
import { rotateMasterKey } from '../keys/rotate.ts';
import { listWraps, tryUnwrap } from '../../test/support/keys/wrapped-keys.ts';
import type { BlobBackend } from './blob-backend.ts';
import { createEncryptedContentStore, type EncryptedContentStore } from './encrypted-content-store.ts';
import { createLocalDiskBlobBackend } from './local-disk-backend.ts';
import { createContentStore } from './create-content-store.ts';
import { listFiles, objectFilePath } from '../../test/support/content-store/object-files.ts';

let root: string;
let dataDir: string;
let contentDir: string;
let logLines: string[];
const toStop: { shutdown(): Promise<void> }[] = [];
const allow = async () => true;

interface Opened {
  store: EncryptedContentStore;
  keyring: Keyring;
  backend: BlobBackend;
  calls: { putIfAbsent: number; putManyIfAbsent: number; replace: number; replaceMany: number };
}

function logger() {
  return pino({ level: 'debug' }, { write: (line: string) => void logLines.push(line) });
}

/** Keyring + local-disk backend (wrapped to count calls) + encryption layer, all started. */
async function openStore(options: { masterKeyBase64?: string; backend?: BlobBackend } = {}): Promise<Opened> {
  const log = logger();
  const keyring = createKeyring(
    { logger: log },
    options.masterKeyBase64 === undefined ? { dir: path.join(dataDir, 'keys') } : { dir: path.join(dataDir, 'keys'), masterKeyBase64: options.masterKeyBase64 },
  );
  await keyring.start();
  const inner = options.backend ?? createLocalDiskBlobBackend({ logger: log }, { dir: contentDir });
  const calls = { putIfAbsent: 0, putManyIfAbsent: 0, replace: 0, replaceMany: 0 };
  const backend: BlobBackend = {
    start: () => inner.start(),
    shutdown: () => inner.shutdown(),
    get: (key) => inner.get(key),
    exists: (key) => inner.exists(key),
    delete: (key) => inner.delete(key),
    putIfAbsent: (key, bytes) => {
      calls.putIfAbsent += 1;
      return inner.putIfAbsent(key, bytes);
    },
    replace: (key, bytes) => {
      calls.replace += 1;
      return inner.replace(key, bytes);
    },
  };
  const batch = inner.putManyIfAbsent?.bind(inner);
  if (batch) {
    backend.putManyIfAbsent = (items) => {
      calls.putManyIfAbsent += 1;
      return batch(items);
    };
  }
  const replaceBatch = inner.replaceMany?.bind(inner);
  if (replaceBatch) {
    backend.replaceMany = (items) => {
      calls.replaceMany += 1;
      return replaceBatch(items);
    };
  }
  await backend.start();
  const store = createEncryptedContentStore({ logger: log, keyring, backend });
  await store.start();
  // Store first, then backend, keyring last.
  toStop.push(keyring, backend, store);
  return { store, keyring, backend, calls };
}

async function closeAll(): Promise<void> {
  for (const s of toStop.splice(0).reverse()) await s.shutdown();
}

const objectPath = (tenant: string, ref: string): string => objectFilePath(contentDir, tenant, ref);

/** Files under `dir` containing any of `needles` raw, as base64, hex or (strings) UTF-16. */
async function filesContaining(dir: string, needles: (string | Buffer)[]): Promise<string[]> {
  const forms: Buffer[] = [];
  for (const needle of needles) {
    const raw = typeof needle === 'string' ? Buffer.from(needle, 'utf8') : needle;
    forms.push(raw, Buffer.from(raw.toString('base64').slice(0, 24)), Buffer.from(raw.toString('hex')));
    if (typeof needle === 'string') forms.push(Buffer.from(needle, 'utf16le'));
  }
  const hits: string[] = [];
  for (const file of await listFiles(dir)) {
    const bytes = await readFile(file);
    if (forms.some((f) => bytes.includes(f))) hits.push(file);
  }
  return hits;
}

/** Decrypts an object file with a given key, from the documented format; null when the key does not open it. */
function decryptWith(file: Buffer, key: Buffer, tenant: string, ref: string): Buffer | null {
  const version = file[4]!;
  let at = 5;
  const fields = version === 2 ? 3 : 2;
  for (let i = 0; i < fields; i++) at += 1 + file[at]!;
  const prefix = file.subarray(0, at);
  try {
    const decipher = createDecipheriv('aes-256-gcm', key, file.subarray(at, at + 12));
    decipher.setAAD(Buffer.concat([prefix, Buffer.from(`\0${tenant}\0${ref}`)]));
    decipher.setAuthTag(file.subarray(at + 12, at + 28));
    return Buffer.concat([decipher.update(file.subarray(at + 28)), decipher.final()]);
  } catch {
    return null;
  }
}

/** The ASCII header fields after the version byte. */
function headerFields(file: Buffer): string[] {
  const count = file[4] === 2 ? 3 : 2;
  const out: string[] = [];
  let at = 5;
  for (let i = 0; i < count; i++) {
    const len = file[at]!;
    out.push(file.subarray(at + 1, at + 1 + len).toString('ascii'));
    at += 1 + len;
  }
  return out;
}

beforeEach(async () => {
  root = await mkdtemp(path.join(os.tmpdir(), 'th-enc-content-'));
  dataDir = path.join(root, 'data');
  contentDir = path.join(dataDir, 'content');
  logLines = [];
});

afterEach(async () => {
  await closeAll();
  await rm(root, { recursive: true, force: true });
});

describe('subject keys', () => {
  it("encrypts a subject's object with that subject's key (v2 header: pseudonym and key id), not the tenant key", async () => {
    const { store, keyring } = await openStore();
    const bytes = Buffer.from('my account number is 12345678');

    const { ref } = await store.put('acme', bytes, 'text/plain', 'alice@example.com');

    const subjectRef = await store.pseudonymize('acme', 'alice@example.com');
    const subject = await keyring.subjectKeys('acme', subjectRef);
    const file = await readFile(objectPath('acme', ref));
    expect(file.subarray(0, 5)).toEqual(Buffer.from([0x54, 0x48, 0x43, 0x4f, 2]));
    expect(headerFields(file)).toEqual([subjectRef, subject.keyId, 'k1']);
    expect(decryptWith(file, subject.dek, 'acme', ref)?.includes(bytes)).toBe(true);
    expect(decryptWith(file, (await keyring.tenantKeys('acme')).dek, 'acme', ref)).toBeNull();
    const got = await store.get('acme', ref);
    expect(got).toMatchObject({ ref, tenant: 'acme', contentType: 'text/plain', subjectRef });
    expect(got!.bytes.equals(bytes)).toBe(true);
  });

  it('encrypts an object without a subject with the tenant key, in the v1 format, with no subjectRef', async () => {
    const { store, keyring } = await openStore();

    const { ref } = await store.put('acme', Buffer.from('shared system prompt'), 'text/plain');

    const file = await readFile(objectPath('acme', ref));
    expect(file[4]).toBe(1);
    expect(headerFields(file)).toEqual(['k1', 'k1']);
    expect(decryptWith(file, (await keyring.tenantKeys('acme')).dek, 'acme', ref)).not.toBeNull();
    expect(await store.get('acme', ref)).not.toHaveProperty('subjectRef');
  });

  it('gives the same bytes of two subjects two refs and two objects, and deduplicates within a subject', async () => {
    const { store } = await openStore();
    const bytes = Buffer.from('I want to cancel my order');

    const [alice, bob, aliceAgain, none] = await store.putMany('acme', [
      { bytes, contentType: 'text/plain', subject: 'alice' },
      { bytes, contentType: 'text/plain', subject: 'bob' },
      { bytes, contentType: 'text/plain', subject: 'alice' },
      { bytes, contentType: 'text/plain' },
    ]);

    expect(new Set([alice!.ref, bob!.ref, none!.ref]).size).toBe(3);
    expect(aliceAgain).toEqual({ ref: alice!.ref, existed: true, sizeBytes: bytes.length, keyScope: 'subject' });
    expect([alice, bob, none].map((r) => r!.existed)).toEqual([false, false, false]);
    expect(await listFiles(contentDir)).toHaveLength(3);
    expect(alice!.ref).toBe(await store.computeRef('acme', bytes, 'alice'));
    expect(none!.ref).toBe(await store.computeRef('acme', bytes));
    expect((await store.put('acme', bytes, 'text/plain', 'bob')).existed).toBe(true);
  });

  it('treats an empty subject as no subject', async () => {
    const { store } = await openStore();

    const { ref } = await store.put('acme', Buffer.from('x'), 'text/plain', '');

    expect(ref).toBe(await store.computeRef('acme', Buffer.from('x')));
  });

  it('never writes the raw subject id anywhere', async () => {
    const { store } = await openStore();
    const subject = `user-${randomBytes(6).toString('hex')}@example.com`;

    await store.put('acme', Buffer.from('hello'), 'text/plain', subject);

    expect(await filesContaining(dataDir, [subject])).toEqual([]);
    expect(logLines.join('')).not.toContain(subject);
  });
});

describe('crypto-shredding', () => {
  async function scenario() {
    const opened = await openStore();
    const { store } = opened;
    const shared = Buffer.from('the same prompt from two people');
    const [aliceShared, aliceOwn, bobShared, tenantShared] = await store.putMany('acme', [
      { bytes: shared, contentType: 'text/plain', subject: 'alice' },
      { bytes: Buffer.from("alice's own words"), contentType: 'text/plain', subject: 'alice' },
      { bytes: shared, contentType: 'text/plain', subject: 'bob' },
      { bytes: shared, contentType: 'text/plain' },
    ]);
    const alice = await store.pseudonymize('acme', 'alice');
    return { ...opened, shared, refs: { aliceShared: aliceShared!.ref, aliceOwn: aliceOwn!.ref, bobShared: bobShared!.ref, tenantShared: tenantShared!.ref }, alice };
  }

  it("makes exactly that subject's objects unreadable (TH_ERR_CONTENT_KEY_DESTROYED); others stay readable", async () => {
    const { store, refs, alice, shared } = await scenario();

    expect(await store.destroySubjectKey('acme', alice, allow)).toEqual({ destroyed: true });

    await expect(store.get('acme', refs.aliceShared)).rejects.toMatchObject({ code: 'TH_ERR_CONTENT_KEY_DESTROYED' });
    await expect(store.get('acme', refs.aliceOwn)).rejects.toMatchObject({ code: 'TH_ERR_CONTENT_KEY_DESTROYED' });
    expect((await store.get('acme', refs.bobShared))!.bytes.equals(shared)).toBe(true);
    expect((await store.get('acme', refs.tenantShared))!.bytes.equals(shared)).toBe(true);
    // The ciphertext is still there: the key, not the file, is what was destroyed.
    await expect(readFile(objectPath('acme', refs.aliceShared))).resolves.toBeDefined();
  });

  it('is distinguishable from not found and from corrupt', async () => {
    const { store, refs, alice } = await scenario();
    await store.destroySubjectKey('acme', alice, allow);
    const bobFile = objectPath('acme', refs.bobShared);
    const tampered = await readFile(bobFile);
    tampered[tampered.length - 1]! ^= 0x01;
    await writeFile(bobFile, tampered);

    const destroyed = await store.get('acme', refs.aliceOwn).catch((e: unknown) => e);
    const corrupt = await store.get('acme', refs.bobShared).catch((e: unknown) => e);
    const missing = await store.get('acme', `thref:v1:k1:${'cd'.repeat(32)}`);

    expect(destroyed).toMatchObject({ code: 'TH_ERR_CONTENT_KEY_DESTROYED' });
    expect(corrupt).toMatchObject({ code: 'TH_ERR_CONTENT_CORRUPT' });
    expect(missing).toBeNull();
  });

  it('stays destroyed after a restart', async () => {
    const { store, refs, alice } = await scenario();
    await store.destroySubjectKey('acme', alice, allow);
    await closeAll();

    const reopened = await openStore();

    await expect(reopened.store.get('acme', refs.aliceOwn)).rejects.toMatchObject({ code: 'TH_ERR_CONTENT_KEY_DESTROYED' });
    expect(await reopened.store.get('acme', refs.bobShared)).not.toBeNull();
  });

  it('does not happen when the guard says no', async () => {
    const { store, refs, alice } = await scenario();

    expect(await store.destroySubjectKey('acme', alice, async () => false)).toEqual({ destroyed: false, reason: 'refused' });

    expect(await store.get('acme', refs.aliceOwn)).not.toBeNull();
  });

  it('gives content the subject sends afterwards a new key and new references', async () => {
    const { store, refs, alice, shared } = await scenario();
    await store.destroySubjectKey('acme', alice, allow);

    const again = await store.put('acme', shared, 'text/plain', 'alice');

    expect(again.existed).toBe(false);
    expect(again.ref).not.toBe(refs.aliceShared);
    expect((await store.get('acme', again.ref))!.bytes.equals(shared)).toBe(true);
    await expect(store.get('acme', refs.aliceShared)).rejects.toMatchObject({ code: 'TH_ERR_CONTENT_KEY_DESTROYED' });
  });
});

describe('key rotation', () => {
  it('tenant key: new objects use k2, objects written before stay readable with k1', async () => {
    const { store, keyring } = await openStore();
    const before = await store.put('acme', Buffer.from('written under k1'), 'text/plain');

    await keyring.rotateTenantKey('acme');
    const after = await store.put('acme', Buffer.from('written under k2'), 'text/plain');

    expect(headerFields(await readFile(objectPath('acme', before.ref)))[0]).toBe('k1');
    expect(headerFields(await readFile(objectPath('acme', after.ref)))[0]).toBe('k2');
    expect((await store.get('acme', before.ref))!.bytes.toString()).toBe('written under k1');
    expect((await store.get('acme', after.ref))!.bytes.toString()).toBe('written under k2');
    // References do not change with the DEK: the same bytes still deduplicate.
    expect((await store.put('acme', Buffer.from('written under k1'), 'text/plain')).existed).toBe(true);
  });

  it('master key (rotate.ts): objects are untouched and readable after, and the old key no longer opens the key files', async () => {
    const { store } = await openStore();
    const refs = await store.putMany('acme', [
      { bytes: Buffer.from('tenant object'), contentType: 'text/plain' },
      { bytes: Buffer.from('subject object'), contentType: 'text/plain', subject: 'alice' },
    ]);
    await closeAll();
    const oldKey = Buffer.from((await readFile(path.join(dataDir, 'keys', 'master.key'), 'utf8')).trim(), 'base64');
    const objectsBefore = await Promise.all((await listFiles(contentDir)).map(async (f) => [f, await readFile(f)] as const));

    const result = await rotateMasterKey({ dataDir });

    for (const [file, bytes] of objectsBefore) expect((await readFile(file)).equals(bytes)).toBe(true);
    const reopened = await openStore();
    expect((await reopened.store.get('acme', refs[0]!.ref))!.bytes.toString()).toBe('tenant object');
    expect((await reopened.store.get('acme', refs[1]!.ref))!.bytes.toString()).toBe('subject object');
    const wraps = await listWraps(path.join(dataDir, 'keys'));
    expect(wraps.length).toBe(3);
    for (const wrap of wraps) expect(tryUnwrap(oldKey, wrap, result.previousMasterKeyId)).toBeNull();
  });
});

describe('at rest', () => {
  it('no file holds plaintext content, the raw subject id or any raw key; the scan finds each where it is', async () => {
    const masterKey = randomBytes(32);
    const { store, keyring } = await openStore({ masterKeyBase64: masterKey.toString('base64') });
    const canary = `CANARY-${randomBytes(8).toString('hex')}-iban DE89370400440532013000`;
    const subject = `subject-${randomBytes(6).toString('hex')}`;
    await store.putMany('acme', [
      { bytes: Buffer.from(`{"content":"${canary} tenant"}`), contentType: 'application/json' },
      { bytes: Buffer.from(`{"content":"${canary} subject"}`), contentType: 'application/json', subject },
    ]);
    await keyring.rotateTenantKey('acme');
    await store.put('acme', Buffer.from(`${canary} after rotation`), 'text/plain', subject);
    const subjectRef = await store.pseudonymize('acme', subject);
    const subjectKeys = await keyring.subjectKeys('acme', subjectRef);
    const tenantKeys = await keyring.tenantKeys('acme');
    // The stored subject secret itself (the keyring only hands out keys derived from it).
    const unwrapped = (await listWraps(path.join(dataDir, 'keys'))).map((w) => tryUnwrap(masterKey, w)!);
    const keys = [masterKey, tenantKeys.dek, tenantKeys.refKey, (await keyring.tenantDek('acme', 'k1'))!, subjectKeys.dek, subjectKeys.refKey, ...unwrapped];
    expect(unwrapped).toHaveLength(4);

    // Negative controls: the scan finds a key and the canary where they are.
    const controlDir = path.join(root, 'control');
    await mkdir(controlDir);
    await writeFile(path.join(controlDir, 'key.txt'), unwrapped[3]!.toString('base64'));
    await writeFile(path.join(controlDir, 'content.txt'), `${canary} subject ${subject}`);
    expect(await filesContaining(controlDir, keys)).toEqual([path.join(controlDir, 'key.txt')]);
    expect(await filesContaining(controlDir, [canary])).toEqual([path.join(controlDir, 'content.txt')]);
    expect(await filesContaining(controlDir, [subject])).toEqual([path.join(controlDir, 'content.txt')]);

    expect((await listFiles(dataDir)).length).toBeGreaterThanOrEqual(5);
    expect(await filesContaining(dataDir, keys)).toEqual([]);
    expect(await filesContaining(dataDir, [canary, subject])).toEqual([]);
    expect(logLines.join('')).not.toContain(canary);
    expect(logLines.join('')).not.toContain(subject);
  });
});

describe('objects written before the backend split (format v1)', () => {
  const fixtureDir = new URL('../../test/fixtures/content-store/store-v1/', import.meta.url);

  it('are read, keep their references, and are not rewritten', async () => {
    await cp(fixtureDir, dataDir, { recursive: true });
    const manifest = JSON.parse(await readFile(path.join(dataDir, 'manifest.json'), 'utf8')) as {
      masterKeyBase64: string;
      tenant: string;
      objects: { ref: string; contentType: string; text: string }[];
      pseudonyms: Record<string, string>;
    };
    const filesBefore = await Promise.all((await listFiles(contentDir)).map(async (f) => [f, await readFile(f)] as const));
    const { store } = await openStore({ masterKeyBase64: manifest.masterKeyBase64 });

    expect(manifest.objects.length).toBe(3);
    for (const object of manifest.objects) {
      const got = await store.get(manifest.tenant, object.ref);
      expect(got).toMatchObject({ ref: object.ref, tenant: 'acme', contentType: object.contentType });
      expect(got!.bytes.toString('utf8')).toBe(object.text);
      expect(await store.computeRef(manifest.tenant, Buffer.from(object.text))).toBe(object.ref);
      expect(await store.put(manifest.tenant, Buffer.from(object.text), object.contentType)).toMatchObject({ ref: object.ref, existed: true });
    }
    expect(await store.pseudonymize('acme', 'user-1')).toBe(manifest.pseudonyms['user-1']);
    for (const [file, bytes] of filesBefore) expect((await readFile(file)).equals(bytes)).toBe(true);
  });

  it('are read through createContentStore (its default pack layout reads the file layout)', async () => {
    await cp(fixtureDir, dataDir, { recursive: true });
    const manifest = JSON.parse(await readFile(path.join(dataDir, 'manifest.json'), 'utf8'));
    const keyring = createKeyring({ logger: logger() }, { dir: path.join(dataDir, 'keys'), masterKeyBase64: manifest.masterKeyBase64 });
    await keyring.start();
    const store = await createContentStore({ logger: logger(), keyring }, { backend: { kind: 'local', dir: contentDir } });
    await store.start();
    toStop.push(keyring, store);

    expect((await store.get('acme', manifest.objects[0].ref))!.bytes.toString('utf8')).toBe(manifest.objects[0].text);
  });
});

describe('backends', () => {
  it("uses the backend's putManyIfAbsent once per putMany when it has one", async () => {
    const { store, calls } = await openStore();

    await store.putMany('acme', Array.from({ length: 10 }, (_, i) => ({ bytes: Buffer.from(`object ${i}`), contentType: 'text/plain', subject: `u${i % 3}` })));

    expect(calls).toMatchObject({ putIfAbsent: 0, putManyIfAbsent: 1 });
  });

  it('putManyStaged: the references at once, putMany’s results once the backend’s write is durable; a failed write rejects only `durable`', async () => {
    const inner = createLocalDiskBlobBackend({ logger: logger() }, { dir: contentDir });
    let release!: () => void;
    let gate = new Promise<void>((resolve) => (release = resolve));
    let failure: Error | null = null;
    const gated: BlobBackend = {
      ...inner,
      async putManyIfAbsent(items) {
        await gate;
        if (failure) throw failure;
        return inner.putManyIfAbsent(items);
      },
    };
    const { store } = await openStore({ backend: gated });
    const traceId = 'ab'.repeat(16);
    const items = [
      { bytes: Buffer.from('staged for alice'), contentType: 'text/plain', subject: 'alice' },
      { bytes: Buffer.from('staged, pending'), contentType: 'text/plain', traceScope: traceId },
      { bytes: Buffer.from('staged for alice'), contentType: 'text/plain', subject: 'alice' },
    ];

    const staged = await store.putManyStaged!('acme', items);
    expect(staged.refs).toEqual([
      { ref: await store.computeRef('acme', items[0]!.bytes, 'alice'), sizeBytes: 16, keyScope: 'subject' },
      { ref: await store.computeRef('acme', items[1]!.bytes, undefined, traceId), sizeBytes: 15, keyScope: 'trace' },
      { ref: await store.computeRef('acme', items[0]!.bytes, 'alice'), sizeBytes: 16, keyScope: 'subject' },
    ]);
    let durable = false;
    void staged.durable.then(() => (durable = true));
    await new Promise((r) => setTimeout(r, 50));
    expect(durable).toBe(false);
    release();
    const results = await staged.durable;
    expect(results.map((r) => r.ref)).toEqual(staged.refs.map((r) => r.ref));
    // The duplicate in the batch is written once.
    expect(results.map((r) => r.existed)).toEqual([false, false, true]);
    expect((await store.get('acme', staged.refs[1]!.ref))!.bytes.toString()).toBe('staged, pending');

    gate = new Promise<void>((resolve) => (release = resolve));
    failure = Object.assign(new Error('disk failed'), { code: 'EIO' });
    const failing = await store.putManyStaged!('acme', [{ bytes: Buffer.from('never stored'), contentType: 'text/plain' }]);
    expect(failing.refs).toHaveLength(1);
    release();
    await expect(failing.durable).rejects.toThrow('disk failed');
    expect(await store.get('acme', failing.refs[0]!.ref)).toBeNull();
    // putMany is putManyStaged awaited: the same failure.
    await expect(store.putMany('acme', [{ bytes: Buffer.from('never stored'), contentType: 'text/plain' }])).rejects.toThrow('disk failed');
  });

  it('works over a backend with only putIfAbsent (e.g. in memory), with the same guarantees', async () => {
    const blobs = new Map<string, Buffer>();
    const memory: BlobBackend = {
      start: async () => {},
      shutdown: async () => {},
      putIfAbsent: async (key, bytes) => {
        if (blobs.has(key)) return { existed: true };
        blobs.set(key, Buffer.from(bytes));
        return { existed: false };
      },
      replace: async (key, bytes) => void blobs.set(key, Buffer.from(bytes)),
      get: async (key) => blobs.get(key) ?? null,
      exists: async (key) => blobs.has(key),
      delete: async (key) => void blobs.delete(key),
    };
    const { store, calls } = await openStore({ backend: memory });
    const bytes = Buffer.from('in memory');

    const results = await Promise.all([store.put('acme', bytes, 'text/plain', 'alice'), store.put('acme', bytes, 'text/plain', 'alice')]);

    expect(results.filter((r) => !r.existed)).toHaveLength(1);
    expect(calls).toMatchObject({ putIfAbsent: 1, putManyIfAbsent: 0 });
    expect([...blobs.keys()]).toEqual([expect.stringMatching(/^acme\/[0-9a-f]{2}\/[0-9a-f]{64}\.obj$/)]);
    expect([...blobs.values()][0]!.includes(bytes)).toBe(false);
    expect((await store.get('acme', results[0]!.ref))!.bytes.equals(bytes)).toBe(true);
  });
});

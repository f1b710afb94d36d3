import { spawn } from 'node:child_process';
import { link, mkdtemp, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { pino } from 'pino';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createKeyring, type Keyring } from '../keys/keyring.ts';
import type { BlobBackend } from './blob-backend.ts';
import { createEncryptedContentStore, type EncryptedContentStore, type EncryptedContentStoreConfig } from './encrypted-content-store.ts';
import { createLocalDiskBlobBackend, type LocalDiskReplacePhase } from './local-disk-backend.ts';
import { parseV3, tryOpenV3Body, tryUnwrapV3 } from '../../test/support/content-store/object-v3.ts';
import { listFiles, objectFilePath } from '../../test/support/content-store/object-files.ts';

const HERE = path.dirname(fileURLToPath(import.meta.url));
const REPO_ROOT = path.resolve(HERE, '../..');
const CRASH_CHILD = path.join(HERE, '../../test/support/content-store/attribute-crash-child.ts');

let root: string;
let dataDir: string;
let contentDir: string;
let logLines: string[];
const toStop: { shutdown(): Promise<void> }[] = [];
const allow = async () => true;

const TRACE_A = 'a'.repeat(31) + '1';
const TRACE_B = 'b'.repeat(31) + '2';

interface Opened {
  store: EncryptedContentStore;
  keyring: Keyring;
  backend: BlobBackend;
  calls: { replace: number; replaceMany: number };
}

function logger() {
  return pino({ level: 'debug' }, { write: (line: string) => void logLines.push(line) });
}

async function openStore(
  options: {
    onReplacePhase?: (phase: LocalDiskReplacePhase) => void | Promise<void>;
    config?: EncryptedContentStoreConfig;
    keyring?: (real: Keyring) => Keyring;
    backend?: BlobBackend;
  } = {},
): Promise<Opened> {
  const log = logger();
  const realKeyring = createKeyring({ logger: log }, { dir: path.join(dataDir, 'keys') });
  await realKeyring.start();
  const keyring = options.keyring ? options.keyring(realKeyring) : realKeyring;
  const inner =
    options.backend ??
    createLocalDiskBlobBackend(options.onReplacePhase ? { logger: log, onReplacePhase: options.onReplacePhase } : { logger: log }, { dir: contentDir });
  const calls = { replace: 0, replaceMany: 0 };
  const backend: BlobBackend = {
    start: () => inner.start(),
    shutdown: () => inner.shutdown(),
    get: (key) => inner.get(key),
    exists: (key) => inner.exists(key),
    delete: (key) => inner.delete(key),
    putIfAbsent: (key, bytes) => inner.putIfAbsent(key, bytes),
    replace: (key, bytes) => {
      calls.replace += 1;
      return inner.replace(key, bytes);
    },
  };
  if (inner.putManyIfAbsent) backend.putManyIfAbsent = inner.putManyIfAbsent.bind(inner);
  const replaceMany = inner.replaceMany?.bind(inner);
  if (replaceMany) {
    backend.replaceMany = (items) => {
      calls.replaceMany += 1;
      return replaceMany(items);
    };
  }
  await backend.start();
  const store = createEncryptedContentStore({ logger: log, keyring, backend }, options.config);
  await store.start();
  toStop.push(realKeyring, backend, store);
  return { store, keyring: realKeyring, backend, calls };
}

async function closeAll(): Promise<void> {
  for (const s of toStop.splice(0).reverse()) await s.shutdown();
}

const objectPath = (tenant: string, ref: string): string => objectFilePath(contentDir, tenant, ref);

/** Every file under the content directory whose v3 wrap the tenant's DEK opens (for that ref). */
async function tenantWrappedFiles(keyring: Keyring, tenant: string, ref: string): Promise<string[]> {
  const { dek } = await keyring.tenantKeys(tenant);
  const hits: string[] = [];
  for (const file of await listFiles(contentDir)) {
    if (tryUnwrapV3(await readFile(file), dek, tenant, ref) !== null) hits.push(file);
  }
  return hits;
}

async function pending(store: EncryptedContentStore, text: string, traceId = TRACE_A, tenant = 'acme'): Promise<{ ref: string; bytes: Buffer }> {
  const bytes = Buffer.from(text);
  const [result] = await store.putMany(tenant, [{ bytes, contentType: 'application/json', traceScope: traceId }]);
  return { ref: result!.ref, bytes };
}

function runCrashChild(args: string[]): Promise<{ code: number | null; signal: NodeJS.Signals | null; stdout: string; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', CRASH_CHILD, ...args], {
      cwd: REPO_ROOT,
      env: { ...process.env, NODE_NO_WARNINGS: '1' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d: Buffer) => (stdout += d.toString('utf8')));
    child.stderr.on('data', (d: Buffer) => (stderr += d.toString('utf8')));
    child.once('error', reject);
    child.once('close', (code, signal) => resolve({ code, signal, stdout, stderr }));
  });
}

beforeEach(async () => {
  root = await mkdtemp(path.join(os.tmpdir(), 'th-attrib-'));
  dataDir = path.join(root, 'data');
  contentDir = path.join(dataDir, 'content');
  logLines = [];
});

afterEach(async () => {
  await closeAll();
  await rm(root, { recursive: true, force: true });
});

describe('trace-scoped (pending) objects', () => {
  it('are format v3, scoped to their trace, with a data key wrapped by the tenant DEK; get returns them with keyScope trace', async () => {
    const { store, keyring } = await openStore();
    const bytes = Buffer.from('{"role":"user","content":"my IBAN is DE44 5001 0517 5407 3249 31"}');

    const [result] = await store.putMany('acme', [{ bytes, contentType: 'application/json', traceScope: TRACE_A }]);

    expect(result).toEqual({ ref: expect.stringMatching(/^thref:v1:k1:[0-9a-f]{64}$/), existed: false, sizeBytes: bytes.length, keyScope: 'trace' });
    const file = await readFile(objectPath('acme', result!.ref));
    const v3 = parseV3(file)!;
    expect(v3).toMatchObject({ refKeyId: 'k1', traceId: TRACE_A, kind: 'tenant', dekId: 'k1' });
    expect(file.includes(bytes)).toBe(false);
    const dataKey = tryUnwrapV3(file, (await keyring.tenantKeys('acme')).dek, 'acme', result!.ref)!;
    expect(dataKey).toHaveLength(32);
    expect(tryOpenV3Body(file, dataKey, 'acme', result!.ref)!.includes(bytes)).toBe(true);
    const object = await store.get('acme', result!.ref);
    expect(object).toMatchObject({ ref: result!.ref, tenant: 'acme', contentType: 'application/json', keyScope: 'trace' });
    expect(object!.bytes.equals(bytes)).toBe(true);
    expect(object!.subjectRef).toBeUndefined();
  });

  it('give identical bytes in two traces two references and two objects; a retry in one trace is idempotent', async () => {
    const { store } = await openStore();
    const bytes = Buffer.from('You are a helpful assistant.');

    const [a1, b1, plain] = await store.putMany('acme', [
      { bytes, contentType: 'text/plain', traceScope: TRACE_A },
      { bytes, contentType: 'text/plain', traceScope: TRACE_B },
      { bytes, contentType: 'text/plain' },
    ]);
    const [a2] = await store.putMany('acme', [{ bytes, contentType: 'text/plain', traceScope: TRACE_A }]);

    expect(new Set([a1!.ref, b1!.ref, plain!.ref]).size).toBe(3);
    expect(a2).toEqual({ ref: a1!.ref, existed: true, sizeBytes: bytes.length, keyScope: 'trace' });
    expect(plain!.keyScope).toBe('tenant');
    expect(await listFiles(contentDir)).toHaveLength(3);
    expect(await store.computeRef('acme', bytes, undefined, TRACE_A)).toBe(a1!.ref);
    expect(await store.computeRef('acme', bytes)).toBe(plain!.ref);
  });

  it('with a subject as well go straight under the subject key (v2); without a trace scope stay tenant-wide (v1)', async () => {
    const { store } = await openStore();

    const [withSubject, tenantWide] = await store.putMany('acme', [
      { bytes: Buffer.from('a'), contentType: 'text/plain', subject: 'alice@example.com', traceScope: TRACE_A },
      { bytes: Buffer.from('b'), contentType: 'text/plain' },
    ]);

    expect(withSubject!.keyScope).toBe('subject');
    expect((await readFile(objectPath('acme', withSubject!.ref)))[4]).toBe(2);
    expect(tenantWide!.keyScope).toBe('tenant');
    expect((await readFile(objectPath('acme', tenantWide!.ref)))[4]).toBe(1);
  });

  it.each(['A'.repeat(32), 'a'.repeat(31), '0'.repeat(32), `${'a'.repeat(31)}g`, ''])('refuse the trace scope %j and write nothing', async (traceScope) => {
    const { store } = await openStore();

    await expect(
      store.putMany('acme', [
        { bytes: Buffer.from('fine'), contentType: 'text/plain' },
        { bytes: Buffer.from('x'), contentType: 'text/plain', traceScope },
      ]),
    ).rejects.toMatchObject({ code: 'TH_ERR_CONTENT_BAD_TRACE_ID' });
    expect(await listFiles(contentDir)).toEqual([]);
  });
});

describe('attributeToSubject', () => {
  it('re-wraps the data key under the subject key, keeping reference, blob key, body bytes and creation time', async () => {
    const { store, keyring } = await openStore();
    const { ref, bytes } = await pending(store, 'the prompt alice sent');
    const alice = await store.pseudonymize('acme', 'alice@example.com');
    const before = await readFile(objectPath('acme', ref));
    const createdAtMs = (await store.get('acme', ref))!.createdAtMs;

    const result = await store.attributeToSubject('acme', ref, alice, TRACE_A);

    expect(result).toEqual({ status: 'moved' });
    const after = await readFile(objectPath('acme', ref));
    const [v3Before, v3After] = [parseV3(before)!, parseV3(after)!];
    const aliceKeys = await keyring.subjectKeys('acme', alice);
    expect(v3After).toMatchObject({ traceId: TRACE_A, kind: 'subject', subjectRef: alice, keyId: aliceKeys.keyId });
    // Only the wrap section changed: immutable part and body ciphertext are the same bytes.
    expect(after.subarray(0, v3After.immutableEnd).equals(before.subarray(0, v3Before.immutableEnd))).toBe(true);
    expect(v3After.ciphertext.equals(v3Before.ciphertext)).toBe(true);
    const object = await store.get('acme', ref);
    expect(object).toMatchObject({ ref, contentType: 'application/json', createdAtMs, subjectRef: alice, keyScope: 'subject' });
    expect(object!.bytes.equals(bytes)).toBe(true);
    expect(await listFiles(contentDir)).toEqual([objectPath('acme', ref)]);
  });

  it('leaves no copy wrapped under the tenant key: the tenant DEK opens nothing and the old wrap bytes are gone (control: before, it opens)', async () => {
    const { store, keyring } = await openStore();
    const { ref } = await pending(store, 'content of a trace whose user is known later');
    const alice = await store.pseudonymize('acme', 'alice');
    const before = parseV3(await readFile(objectPath('acme', ref)))!;
    const oldWrap = Buffer.concat([before.wrapNonce, before.wrapTag, before.wrappedKey]);

    // Negative control: the scan finds the tenant-wrapped object before the move.
    expect(await tenantWrappedFiles(keyring, 'acme', ref)).toEqual([objectPath('acme', ref)]);

    await store.attributeToSubject('acme', ref, alice, TRACE_A);

    expect(await tenantWrappedFiles(keyring, 'acme', ref)).toEqual([]);
    for (const file of await listFiles(contentDir)) {
      const bytes = await readFile(file);
      expect(bytes.includes(oldWrap)).toBe(false);
      expect(bytes.includes(before.wrappedKey)).toBe(false);
    }
    const file = await readFile(objectPath('acme', ref));
    const subjectDek = await keyring.subjectDek('acme', alice, parseV3(file)!.keyId!);
    expect(subjectDek.status).toBe('ok');
    expect(tryUnwrapV3(file, (subjectDek as { dek: Buffer }).dek, 'acme', ref)).not.toBeNull();
  });

  it("is reached by crypto-shredding: after destroySubjectKey the moved object is TH_ERR_CONTENT_KEY_DESTROYED; another subject's stays readable", async () => {
    const { store } = await openStore();
    const a = await pending(store, 'alice content', TRACE_A);
    const b = await pending(store, 'bob content', TRACE_B);
    const alice = await store.pseudonymize('acme', 'alice');
    const bob = await store.pseudonymize('acme', 'bob');
    await store.attributeToSubject('acme', a.ref, alice, TRACE_A);
    await store.attributeToSubject('acme', b.ref, bob, TRACE_B);

    expect(await store.destroySubjectKey('acme', alice, allow)).toEqual({ destroyed: true });

    await expect(store.get('acme', a.ref)).rejects.toMatchObject({ code: 'TH_ERR_CONTENT_KEY_DESTROYED' });
    expect((await store.get('acme', b.ref))!.bytes.equals(b.bytes)).toBe(true);
  });

  it('control: shredding a subject does not reach a pending object of its trace that was never attributed', async () => {
    const { store } = await openStore();
    const alice = await store.pseudonymize('acme', 'alice');
    await store.put('acme', Buffer.from('something alice said with her id on the span'), 'text/plain', 'alice');
    const p = await pending(store, 'alice content from a span exported before the root');

    await store.destroySubjectKey('acme', alice, allow);

    expect((await store.get('acme', p.ref))!.bytes.equals(p.bytes)).toBe(true);
  });

  it("is idempotent: a second call says 'already' and does not rewrite the object", async () => {
    const { store, calls } = await openStore();
    const { ref } = await pending(store, 'retry me');
    const alice = await store.pseudonymize('acme', 'alice');
    await store.attributeToSubject('acme', ref, alice, TRACE_A);
    const once = await readFile(objectPath('acme', ref));
    const writes = calls.replace + calls.replaceMany;

    expect(await store.attributeToSubject('acme', ref, alice, TRACE_A)).toEqual({ status: 'already' });

    expect((await readFile(objectPath('acme', ref))).equals(once)).toBe(true);
    expect(calls.replace + calls.replaceMany).toBe(writes);
  });

  it("never re-moves an object attributed to another subject ('conflict')", async () => {
    const { store } = await openStore();
    const { ref } = await pending(store, 'whose is it');
    const alice = await store.pseudonymize('acme', 'alice');
    const bob = await store.pseudonymize('acme', 'bob');
    await store.attributeToSubject('acme', ref, alice, TRACE_A);
    const once = await readFile(objectPath('acme', ref));

    expect(await store.attributeToSubject('acme', ref, bob, TRACE_A)).toEqual({ status: 'conflict' });

    expect((await readFile(objectPath('acme', ref))).equals(once)).toBe(true);
    expect((await store.get('acme', ref))!.subjectRef).toBe(alice);
  });

  it("never touches a tenant-wide (v1) or subject (v2) object ('not_pending')", async () => {
    const { store } = await openStore();
    const alice = await store.pseudonymize('acme', 'alice');
    const v1 = await store.put('acme', Buffer.from('shared system prompt'), 'text/plain');
    const v2 = await store.put('acme', Buffer.from('bob said'), 'text/plain', 'bob');
    const before = await Promise.all([readFile(objectPath('acme', v1.ref)), readFile(objectPath('acme', v2.ref))]);

    const results = await store.attributeManyToSubject('acme', alice, TRACE_A, [v1.ref, v2.ref]);

    expect(results).toEqual([{ status: 'not_pending' }, { status: 'not_pending' }]);
    expect((await readFile(objectPath('acme', v1.ref))).equals(before[0]!)).toBe(true);
    expect((await readFile(objectPath('acme', v2.ref))).equals(before[1]!)).toBe(true);
  });

  it("says 'missing' for an absent object, another tenant's object and another ref key version", async () => {
    const { store } = await openStore();
    const alice = await store.pseudonymize('acme', 'alice');
    const globex = await pending(store, 'globex content', TRACE_A, 'globex');
    const own = await pending(store, 'acme content');
    const otherVersion = own.ref.replace(':k1:', ':k2:');

    const results = await store.attributeManyToSubject('acme', alice, TRACE_A, [`thref:v1:k1:${'c'.repeat(64)}`, globex.ref, otherVersion]);

    expect(results).toEqual([{ status: 'missing' }, { status: 'missing' }, { status: 'missing' }]);
    expect((await store.get('globex', globex.ref))!.keyScope).toBe('trace');
    expect((await store.get('acme', own.ref))!.keyScope).toBe('trace');
  });

  it("leaves a pending object of another trace alone ('wrong_trace')", async () => {
    const { store } = await openStore();
    const { ref } = await pending(store, 'trace B content', TRACE_B);
    const alice = await store.pseudonymize('acme', 'alice');
    const before = await readFile(objectPath('acme', ref));

    expect(await store.attributeToSubject('acme', ref, alice, TRACE_A)).toEqual({ status: 'wrong_trace' });

    expect((await readFile(objectPath('acme', ref))).equals(before)).toBe(true);
  });

  it("leaves a tampered object alone ('corrupt') and attributes the rest of the batch", async () => {
    const { store } = await openStore();
    const bad = await pending(store, 'will be tampered');
    const good = await pending(store, 'fine');
    const alice = await store.pseudonymize('acme', 'alice');
    const file = await readFile(objectPath('acme', bad.ref));
    file[file.length - 1]! ^= 0x01;
    await writeFile(objectPath('acme', bad.ref), file);

    const results = await store.attributeManyToSubject('acme', alice, TRACE_A, [bad.ref, good.ref]);

    expect(results).toEqual([{ status: 'corrupt' }, { status: 'moved' }]);
    expect((await readFile(objectPath('acme', bad.ref))).equals(file)).toBe(true);
    expect(logLines.join('\n')).toContain('TH_ERR_CONTENT_CORRUPT');
  });

  it('moves an object written under an older tenant DEK (k1) after a rotation to k2', async () => {
    const { store, keyring } = await openStore();
    const { ref, bytes } = await pending(store, 'written under k1');
    await keyring.rotateTenantKey('acme');
    const alice = await store.pseudonymize('acme', 'alice');

    expect(await store.attributeToSubject('acme', ref, alice, TRACE_A)).toEqual({ status: 'moved' });

    expect((await store.get('acme', ref))!.bytes.equals(bytes)).toBe(true);
  });

  it('refuses a raw subject id, a bad trace id or a bad reference before touching anything', async () => {
    const { store } = await openStore();
    const { ref } = await pending(store, 'x');
    const alice = await store.pseudonymize('acme', 'alice');

    await expect(store.attributeToSubject('acme', ref, 'alice@example.com', TRACE_A)).rejects.toMatchObject({ code: 'TH_ERR_CONTENT_BAD_SUBJECT' });
    await expect(store.attributeToSubject('acme', ref, alice, 'nope')).rejects.toMatchObject({ code: 'TH_ERR_CONTENT_BAD_TRACE_ID' });
    await expect(store.attributeManyToSubject('acme', alice, TRACE_A, [ref, 'thref:v1:k1:xyz'])).rejects.toMatchObject({ code: 'TH_ERR_CONTENT_BAD_REF' });
    expect((await store.get('acme', ref))!.keyScope).toBe('trace');
    expect(logLines.join('\n')).not.toContain('alice@example.com');
  });
});

describe('attribution after an erasure', () => {
  it("does not re-key under a fresh key when the subject's key was destroyed after the object was stored ('subject_shredded')", async () => {
    const { store } = await openStore();
    const alice = await store.pseudonymize('acme', 'alice');
    await store.put('acme', Buffer.from('alice, with her id on this span'), 'text/plain', 'alice');
    const p = await pending(store, 'alice, exported before the root span');
    await store.destroySubjectKey('acme', alice, allow);

    expect(await store.attributeToSubject('acme', p.ref, alice, TRACE_A)).toEqual({ status: 'subject_shredded' });

    expect((await store.get('acme', p.ref))!.keyScope).toBe('trace');
    // No fresh key was created for the erased subject.
    expect(await readdir(path.join(dataDir, 'keys', 'subjects', 'acme'))).toEqual([`${alice}.shredded`]);
  });

  it('attributes content stored well after an erasure (a returning user) under the new key; inside the overlap it does not', async () => {
    const first = await openStore();
    const alice = await first.store.pseudonymize('acme', 'alice');
    await first.store.put('acme', Buffer.from('old'), 'text/plain', 'alice');
    await first.store.destroySubjectKey('acme', alice, allow);
    await new Promise((resolve) => setTimeout(resolve, 20));
    const later = await pending(first.store, 'new content of the returning user');
    await closeAll();

    const strict = await openStore({ config: { erasureOverlapMs: 60_000 } });
    expect(await strict.store.attributeToSubject('acme', later.ref, alice, TRACE_A)).toEqual({ status: 'subject_shredded' });
    await closeAll();

    const exact = await openStore({ config: { erasureOverlapMs: 0 } });
    expect(await exact.store.attributeToSubject('acme', later.ref, alice, TRACE_A)).toEqual({ status: 'moved' });
    expect((await exact.store.get('acme', later.ref))!.subjectRef).toBe(alice);
  });

  it('a destruction completing while the subject key is fetched is seen: nothing is wrapped under the destroyed or a fresh key', async () => {
    // Erasure runs between the first destruction check and the key fetch: the keyring then creates a fresh key.
    let destroyFirst = true;
    const { store } = await openStore({
      config: { erasureOverlapMs: 0 },
      keyring: (real) => ({
        ...real,
        masterKeyId: real.masterKeyId,
        subjectKeys: async (tenant, subjectRef) => {
          if (destroyFirst) {
            await real.destroySubjectKey(tenant, subjectRef, allow);
            return real.subjectKeys(tenant, subjectRef);
          }
          const keys = await real.subjectKeys(tenant, subjectRef);
          await real.destroySubjectKey(tenant, subjectRef, allow);
          return keys;
        },
      }),
    });
    const alice = await store.pseudonymize('acme', 'alice');
    await store.put('acme', Buffer.from('alice has a key'), 'text/plain', 'alice');
    const p1 = await pending(store, 'first');

    expect(await store.attributeToSubject('acme', p1.ref, alice, TRACE_A)).toEqual({ status: 'subject_shredded' });

    // Erasure runs right after the key fetch: the key handed out is destroyed.
    destroyFirst = false;
    await new Promise((resolve) => setTimeout(resolve, 5)); // stored strictly after that first destruction
    const p2 = await pending(store, 'second');
    expect(await store.attributeToSubject('acme', p2.ref, alice, TRACE_A)).toEqual({ status: 'subject_shredded' });
    expect((await store.get('acme', p1.ref))!.keyScope).toBe('trace');
    expect((await store.get('acme', p2.ref))!.keyScope).toBe('trace');
  });
});

describe('attributeManyToSubject', () => {
  it('returns statuses in input order (duplicates included) and replaces the batch with one replaceMany', async () => {
    const { store, calls } = await openStore();
    const alice = await store.pseudonymize('acme', 'alice');
    const objects = await store.putMany(
      'acme',
      Array.from({ length: 12 }, (_, i) => ({ bytes: Buffer.from(`part ${i}`), contentType: 'text/plain', traceScope: TRACE_A })),
    );
    const v1 = await store.put('acme', Buffer.from('tools'), 'text/plain');
    const refs = [...objects.map((o) => o.ref), v1.ref, objects[0]!.ref];

    const results = await store.attributeManyToSubject('acme', alice, TRACE_A, refs);

    expect(results.map((r) => r.status)).toEqual([...Array<string>(12).fill('moved'), 'not_pending', 'moved']);
    expect(calls).toEqual({ replace: 0, replaceMany: 1 });
    for (const o of objects) expect((await store.get('acme', o.ref))!.subjectRef).toBe(alice);
    expect(await store.attributeManyToSubject('acme', alice, TRACE_A, [])).toEqual([]);
  });

  it('works over a backend without replaceMany (one replace per object)', async () => {
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
    const alice = await store.pseudonymize('acme', 'alice');
    const objects = await store.putMany('acme', [0, 1, 2].map((i) => ({ bytes: Buffer.from(`m${i}`), contentType: 'text/plain', traceScope: TRACE_A })));

    const results = await store.attributeManyToSubject('acme', alice, TRACE_A, objects.map((o) => o.ref));

    expect(results.map((r) => r.status)).toEqual(['moved', 'moved', 'moved']);
    expect(calls).toEqual({ replace: 3, replaceMany: 0 });
  });
});

describe('crash safety (a real process killed with SIGKILL)', () => {
  it('killed after the temporary file is fsynced, before the rename: the old object is intact; calling again finishes', async () => {
    const first = await openStore();
    const { ref, bytes } = await pending(first.store, 'crash me before the rename');
    const alice = await first.store.pseudonymize('acme', 'alice');
    const before = await readFile(objectPath('acme', ref));
    await closeAll();

    const child = await runCrashChild([dataDir, 'acme', ref, alice, TRACE_A, 'temps-written']);

    expect(child.signal).toBe('SIGKILL');
    expect((await readFile(objectPath('acme', ref))).equals(before)).toBe(true);
    const strays = (await listFiles(contentDir)).filter((f) => f.endsWith('.tmp'));
    expect(strays).toHaveLength(1);
    const { store, keyring } = await openStore();
    // The stray holds the new (subject-wrapped) bytes only: no second tenant-wrapped copy.
    expect(await tenantWrappedFiles(keyring, 'acme', ref)).toEqual([objectPath('acme', ref)]);
    expect((await store.get('acme', ref))!.keyScope).toBe('trace');
    expect(await store.attributeToSubject('acme', ref, alice, TRACE_A)).toEqual({ status: 'moved' });
    expect(await store.get('acme', ref)).toMatchObject({ subjectRef: alice, keyScope: 'subject' });
    expect((await store.get('acme', ref))!.bytes.equals(bytes)).toBe(true);
    expect(await tenantWrappedFiles(keyring, 'acme', ref)).toEqual([]);
  });

  it("killed after the rename, before the directory fsync: the new object is in place; calling again says 'already'", async () => {
    const first = await openStore();
    const { ref, bytes } = await pending(first.store, 'crash me after the rename');
    const alice = await first.store.pseudonymize('acme', 'alice');
    await closeAll();

    const child = await runCrashChild([dataDir, 'acme', ref, alice, TRACE_A, 'renamed']);

    expect(child.signal).toBe('SIGKILL');
    const { store } = await openStore();
    expect(await store.get('acme', ref)).toMatchObject({ subjectRef: alice, keyScope: 'subject' });
    expect((await store.get('acme', ref))!.bytes.equals(bytes)).toBe(true);
    expect(await store.attributeToSubject('acme', ref, alice, TRACE_A)).toEqual({ status: 'already' });
    expect((await listFiles(contentDir)).filter((f) => f.endsWith('.tmp'))).toEqual([]);
  });

  it('control: the child process attributes normally when no crash is asked for', async () => {
    const first = await openStore();
    const { ref } = await pending(first.store, 'no crash');
    const alice = await first.store.pseudonymize('acme', 'alice');
    await closeAll();

    const child = await runCrashChild([dataDir, 'acme', ref, alice, TRACE_A, 'never']);

    expect({ code: child.code, stdout: child.stdout.trim(), stderr: child.stderr }).toEqual({ code: 0, stdout: '{"status":"moved"}', stderr: '' });
  });

  it('a failure between temporary write and rename (in process) leaves the old object and no temporary file; a retry moves it', async () => {
    let fail = true;
    const { store } = await openStore({
      onReplacePhase: (phase) => {
        if (phase === 'temps-written' && fail) throw Object.assign(new Error('EIO: simulated'), { code: 'EIO' });
      },
    });
    const { ref } = await pending(store, 'fail once');
    const alice = await store.pseudonymize('acme', 'alice');

    await expect(store.attributeToSubject('acme', ref, alice, TRACE_A)).rejects.toThrow('simulated');

    expect((await store.get('acme', ref))!.keyScope).toBe('trace');
    expect((await listFiles(contentDir)).filter((f) => f.endsWith('.tmp'))).toEqual([]);
    fail = false;
    expect(await store.attributeToSubject('acme', ref, alice, TRACE_A)).toEqual({ status: 'moved' });
  });
});

describe('concurrency', () => {
  it('an exporter retry (putMany of the same pending object) during the move does not bring back a tenant-wrapped copy', async () => {
    const retried: { ref: string; existed: boolean }[] = [];
    const item = { bytes: Buffer.from('retried export'), contentType: 'text/plain', traceScope: TRACE_A };
    let storeRef: EncryptedContentStore | null = null;
    // A second store on the same directories stands for the collector process retrying meanwhile.
    const collector = await openStore();
    const { store, keyring } = await openStore({
      // Before the rename and after it: retries in this process and in the "collector".
      onReplacePhase: async () => {
        const results = await Promise.all([storeRef!.putMany('acme', [item]), collector.store.putMany('acme', [item])]);
        retried.push(...results.flat());
      },
    });
    storeRef = store;
    const { ref } = (await store.putMany('acme', [item]))[0]!;
    const alice = await store.pseudonymize('acme', 'alice');

    expect(await store.attributeToSubject('acme', ref, alice, TRACE_A)).toEqual({ status: 'moved' });

    expect(retried.map((r) => [r.ref, r.existed])).toEqual(Array(4).fill([ref, true]));
    expect(await store.get('acme', ref)).toMatchObject({ subjectRef: alice, keyScope: 'subject' });
    expect(await tenantWrappedFiles(keyring, 'acme', ref)).toEqual([]);
    expect(await store.putMany('acme', [item])).toEqual([{ ref, existed: true, sizeBytes: item.bytes.length, keyScope: 'trace' }]);
    expect(await tenantWrappedFiles(keyring, 'acme', ref)).toEqual([]);
  });

  it("concurrent attributions of one object in one process: exactly one 'moved', the others 'already'", async () => {
    const { store, calls } = await openStore();
    const { ref } = await pending(store, 'many callers');
    const alice = await store.pseudonymize('acme', 'alice');

    const results = await Promise.all(Array.from({ length: 10 }, () => store.attributeToSubject('acme', ref, alice, TRACE_A)));

    expect(results.filter((r) => r.status === 'moved')).toHaveLength(1);
    expect(results.filter((r) => r.status === 'already')).toHaveLength(9);
    expect(calls.replace + calls.replaceMany).toBe(1);
  });

  it("concurrent attributions to two subjects: one 'moved', the other 'conflict'", async () => {
    const { store } = await openStore();
    const { ref } = await pending(store, 'two claimants');
    const alice = await store.pseudonymize('acme', 'alice');
    const bob = await store.pseudonymize('acme', 'bob');

    const [a, b] = await Promise.all([store.attributeToSubject('acme', ref, alice, TRACE_A), store.attributeToSubject('acme', ref, bob, TRACE_A)]);

    expect([a!.status, b!.status].sort()).toEqual(['conflict', 'moved']);
    expect((await store.get('acme', ref))!.subjectRef).toBe(a!.status === 'moved' ? alice : bob);
  });

  it('an attribution waits for a put of the same object in flight in this process, then moves it', async () => {
    // A slow existence check keeps the put in flight long enough for the attribution to find it.
    const disk = createLocalDiskBlobBackend({ logger: logger() }, { dir: contentDir });
    const slow: BlobBackend = {
      start: () => disk.start(),
      shutdown: () => disk.shutdown(),
      get: (key) => disk.get(key),
      exists: async (key) => {
        await new Promise((resolve) => setTimeout(resolve, 100));
        return disk.exists(key);
      },
      delete: (key) => disk.delete(key),
      putIfAbsent: (key, bytes) => disk.putIfAbsent(key, bytes),
      putManyIfAbsent: (items) => disk.putManyIfAbsent(items),
      replace: (key, bytes) => disk.replace(key, bytes),
    };
    const { store } = await openStore({ backend: slow });
    const alice = await store.pseudonymize('acme', 'alice');
    const bytes = Buffer.from('just being written');
    const ref = await store.computeRef('acme', bytes, undefined, TRACE_A);

    const putting = store.putMany('acme', [{ bytes, contentType: 'text/plain', traceScope: TRACE_A }]);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(await disk.exists(objectPath('acme', ref).slice(contentDir.length + 1))).toBe(false);
    const moved = await store.attributeToSubject('acme', ref, alice, TRACE_A);

    expect((await putting)[0]!.ref).toBe(ref);
    expect(moved).toEqual({ status: 'moved' });
  });

  it('shutdown waits for an attribution in progress', async () => {
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const { store } = await openStore({ onReplacePhase: (phase) => (phase === 'temps-written' ? gate : undefined) });
    const { ref } = await pending(store, 'slow move');
    const alice = await store.pseudonymize('acme', 'alice');
    const moving = store.attributeToSubject('acme', ref, alice, TRACE_A);
    await new Promise((resolve) => setTimeout(resolve, 50));

    let stopped = false;
    const stopping = store.shutdown().then(() => (stopped = true));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(stopped).toBe(false);
    release();
    await stopping;

    expect(await moving).toEqual({ status: 'moved' });
  });
});

describe('stray hard links of a crashed put', () => {
  it('are removed by the move, so no tenant-wrapped copy survives under a temporary name (control: the scan sees it before)', async () => {
    const { store, keyring } = await openStore();
    const { ref } = await pending(store, 'a put crashed between link and unlink');
    const alice = await store.pseudonymize('acme', 'alice');
    const file = objectPath('acme', ref);
    // What such a crash leaves: the temporary name still linked to the object's bytes.
    const stray = path.join(path.dirname(file), `.${path.basename(file)}.4242.a1b2c3d4e5f6.tmp`);
    await link(file, stray);
    expect((await stat(file)).nlink).toBe(2);
    expect(await tenantWrappedFiles(keyring, 'acme', ref)).toEqual([file, stray].sort());

    await store.attributeToSubject('acme', ref, alice, TRACE_A);

    expect(await tenantWrappedFiles(keyring, 'acme', ref)).toEqual([]);
    expect((await listFiles(contentDir)).filter((f) => f.endsWith('.tmp'))).toEqual([]);
  });
});

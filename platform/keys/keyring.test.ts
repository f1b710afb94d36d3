import { spawn, spawnSync } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { mkdtemp, readFile, readdir, rm, stat, unlink, writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import os from 'node:os';
import path from 'node:path';
import { pino } from 'pino';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createKeyring, type Keyring, type KeyringConfig } from './keyring.ts';
import { listWraps, tryUnwrap } from './wrapped-keys.test-helper.ts';

const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const RACE_CHILD = path.join(REPO_ROOT, 'platform/keys/subject-key-race-child.test-helper.ts');

let root: string;
let keysDir: string;
let logLines: string[];
const started: Keyring[] = [];

function makeKeyring(overrides: Partial<KeyringConfig> = {}): Keyring {
  const logger = pino({ level: 'debug' }, { write: (line: string) => void logLines.push(line) });
  const keyring = createKeyring({ logger }, { dir: keysDir, ...overrides });
  started.push(keyring);
  return keyring;
}

async function startKeyring(overrides: Partial<KeyringConfig> = {}): Promise<Keyring> {
  const keyring = makeKeyring(overrides);
  await keyring.start();
  return keyring;
}

function expectedFingerprint(key: Buffer): string {
  return createHash('sha256').update('tracehold/master-key-id/v1\0').update(key).digest('hex').slice(0, 8);
}

beforeEach(async () => {
  root = await mkdtemp(path.join(os.tmpdir(), 'th-keyring-'));
  keysDir = path.join(root, 'data', 'keys');
  logLines = [];
});

afterEach(async () => {
  await Promise.all(started.splice(0).map((k) => k.shutdown()));
  await rm(root, { recursive: true, force: true });
});

describe('master key', () => {
  it('is created at first start as a 0600 file in a 0700 directory', async () => {
    const keyring = await startKeyring();

    const file = path.join(keysDir, 'master.key');
    expect((await stat(file)).mode & 0o777).toBe(0o600);
    expect((await stat(keysDir)).mode & 0o777).toBe(0o700);
    const key = Buffer.from((await readFile(file, 'utf8')).trim(), 'base64');
    expect(key.length).toBe(32);
    expect(keyring.masterKeyId).toBe(expectedFingerprint(key));
  });

  it('is reused after a restart, with the same tenant keys', async () => {
    const first = await startKeyring();
    const before = await readFile(path.join(keysDir, 'master.key'));
    const keysBefore = await first.tenantKeys('acme');
    const dekBefore = Buffer.from(keysBefore.dek);
    const refKeyBefore = Buffer.from(keysBefore.refKey);
    await first.shutdown();

    const second = await startKeyring();
    const keysAfter = await second.tenantKeys('acme');

    expect(await readFile(path.join(keysDir, 'master.key'))).toEqual(before);
    expect(second.masterKeyId).toBe(first.masterKeyId);
    expect(keysAfter.dek.equals(dekBefore)).toBe(true);
    expect(keysAfter.refKey.equals(refKeyBefore)).toBe(true);
  });

  it('comes from the environment when given, and no master key file is written', async () => {
    const envKey = randomBytes(32);

    const keyring = await startKeyring({ masterKeyBase64: envKey.toString('base64') });

    expect(keyring.masterKeyId).toBe(expectedFingerprint(envKey));
    await expect(stat(path.join(keysDir, 'master.key'))).rejects.toMatchObject({ code: 'ENOENT' });
  });

  it.each([
    ['too short', randomBytes(31).toString('base64')],
    ['too long', randomBytes(33).toString('base64')],
    ['not base64', '!'.repeat(43) + '='],
    ['hex instead of base64', randomBytes(32).toString('hex')],
    ['empty', ''],
  ])('from the environment is rejected when %s, without echoing the value', async (_why, value) => {
    const keyring = makeKeyring({ masterKeyBase64: value });

    const err = await keyring.start().catch((e: unknown) => e);

    expect(err).toMatchObject({ code: 'TH_ERR_KEY_INVALID_MASTER' });
    if (value.length > 0) expect(String((err as Error).message)).not.toContain(value);
    expect(logLines.join('')).not.toContain(value || '\u0000never');
  });

  it('that differs from the one that wrapped existing tenant keys fails start', async () => {
    const original = await startKeyring({ masterKeyBase64: randomBytes(32).toString('base64') });
    await original.tenantKeys('acme');
    await original.shutdown();

    const other = makeKeyring({ masterKeyBase64: randomBytes(32).toString('base64') });

    await expect(other.start()).rejects.toMatchObject({ code: 'TH_ERR_KEY_MASTER_MISMATCH' });
  });

  it('missing while tenant keys exist fails start instead of creating a new one', async () => {
    const first = await startKeyring();
    await first.tenantKeys('acme');
    await first.shutdown();
    await unlink(path.join(keysDir, 'master.key'));

    await expect(makeKeyring().start()).rejects.toMatchObject({ code: 'TH_ERR_KEY_MASTER_MISSING' });
    await expect(stat(path.join(keysDir, 'master.key'))).rejects.toMatchObject({ code: 'ENOENT' });
  });

  it('never appears in logs', async () => {
    const envKey = randomBytes(32);
    const keyring = await startKeyring({ masterKeyBase64: envKey.toString('base64') });
    await keyring.tenantKeys('acme');

    const logs = logLines.join('');
    expect(logLines.length).toBeGreaterThan(0);
    expect(logs).not.toContain(envKey.toString('base64'));
    expect(logs).not.toContain(envKey.toString('hex'));
  });
});

describe('tenant keys', () => {
  it('are persisted as a 0600 file holding only wrapped keys', async () => {
    const keyring = await startKeyring();

    const keys = await keyring.tenantKeys('acme');

    const file = path.join(keysDir, 'tenants', 'acme.json');
    expect((await stat(file)).mode & 0o777).toBe(0o600);
    const raw = await readFile(file);
    for (const key of [keys.dek, keys.refKey]) {
      expect(raw.includes(key)).toBe(false);
      expect(raw.includes(Buffer.from(key.toString('base64')))).toBe(false);
      expect(raw.includes(Buffer.from(key.toString('hex')))).toBe(false);
    }
    const parsed = JSON.parse(raw.toString('utf8'));
    expect(parsed).toMatchObject({ format: 'tracehold-tenant-keys/v1', tenant: 'acme' });
    expect(parsed.keys.dek.current).toBe('k1');
    expect(parsed.keys.dek.versions[0].masterKeyId).toBe(keyring.masterKeyId);
    expect(Buffer.from(parsed.keys.dek.versions[0].wrapped, 'base64').length).toBe(32);
  });

  it('have ids and are 32 bytes, distinct per tenant and per purpose', async () => {
    const keyring = await startKeyring();

    const a = await keyring.tenantKeys('tenant-a');
    const b = await keyring.tenantKeys('tenant_b');

    expect(a).toMatchObject({ dekId: 'k1', refKeyId: 'k1' });
    expect(a.dek.length).toBe(32);
    expect(a.refKey.length).toBe(32);
    expect(a.dek.equals(b.dek)).toBe(false);
    expect(a.refKey.equals(b.refKey)).toBe(false);
    expect(a.dek.equals(a.refKey)).toBe(false);
  });

  it('are created once when first used concurrently', async () => {
    const keyring = await startKeyring();

    const all = await Promise.all(Array.from({ length: 20 }, () => keyring.tenantKeys('acme')));

    for (const k of all) expect(k.dek.equals(all[0]!.dek)).toBe(true);
    const parsed = JSON.parse(await readFile(path.join(keysDir, 'tenants', 'acme.json'), 'utf8'));
    expect(parsed.keys.dek.versions).toHaveLength(1);
    expect((await readdir(path.join(keysDir, 'tenants'))).filter((n) => n.endsWith('.tmp'))).toEqual([]);
  });

  it('are the same for several keyrings on one directory creating them concurrently', async () => {
    const masterKeyBase64 = randomBytes(32).toString('base64');
    const keyrings = await Promise.all(Array.from({ length: 8 }, () => startKeyring({ masterKeyBase64 })));

    const all = await Promise.all(keyrings.map((k) => k.tenantKeys('acme')));

    for (const k of all) {
      expect(k.dek.equals(all[0]!.dek)).toBe(true);
      expect(k.refKey.equals(all[0]!.refKey)).toBe(true);
    }
  });

  it('are bound to their tenant: a key file copied to another tenant name does not unwrap', async () => {
    const keyring = await startKeyring();
    await keyring.tenantKeys('alpha');
    const text = await readFile(path.join(keysDir, 'tenants', 'alpha.json'), 'utf8');
    await writeFile(path.join(keysDir, 'tenants', 'beta.json'), text.replace('"tenant": "alpha"', '"tenant": "beta"'), { mode: 0o600 });

    await expect(keyring.tenantKeys('beta')).rejects.toMatchObject({ code: 'TH_ERR_KEY_FILE_CORRUPT' });
  });

  it('that were tampered with are rejected', async () => {
    const first = await startKeyring();
    await first.tenantKeys('acme');
    await first.shutdown();
    const file = path.join(keysDir, 'tenants', 'acme.json');
    const parsed = JSON.parse(await readFile(file, 'utf8'));
    const wrapped = Buffer.from(parsed.keys.ref.versions[0].wrapped, 'base64');
    wrapped[0]! ^= 0x01;
    parsed.keys.ref.versions[0].wrapped = wrapped.toString('base64');
    await writeFile(file, JSON.stringify(parsed));

    const second = await startKeyring();

    await expect(second.tenantKeys('acme')).rejects.toMatchObject({ code: 'TH_ERR_KEY_FILE_CORRUPT' });
  });

  it.each(['', 'Acme', '../etc', 'a/b', '-lead', 'a'.repeat(64), 'a.b'])('reject the tenant name %j', async (name) => {
    const keyring = await startKeyring();

    await expect(keyring.tenantKeys(name)).rejects.toMatchObject({ code: 'TH_ERR_KEY_INVALID_TENANT' });
  });

  it('accept a 63-character tenant name', async () => {
    const keyring = await startKeyring();

    await expect(keyring.tenantKeys('a'.repeat(63))).resolves.toMatchObject({ dekId: 'k1' });
  });

  it('can be looked up by DEK id, and an unknown id gives null', async () => {
    const keyring = await startKeyring();
    const keys = await keyring.tenantKeys('acme');

    expect((await keyring.tenantDek('acme', 'k1'))?.equals(keys.dek)).toBe(true);
    expect(await keyring.tenantDek('acme', 'k9')).toBeNull();
  });
});

describe('lifecycle', () => {
  it('shutdown zeroes cached keys, is safe twice, and later use is refused', async () => {
    const keyring = await startKeyring();
    const keys = await keyring.tenantKeys('acme');
    expect(keys.dek.equals(Buffer.alloc(32))).toBe(false);

    await keyring.shutdown();
    await keyring.shutdown();

    expect(keys.dek.equals(Buffer.alloc(32))).toBe(true);
    expect(keys.refKey.equals(Buffer.alloc(32))).toBe(true);
    await expect(keyring.tenantKeys('acme')).rejects.toMatchObject({ code: 'TH_ERR_KEY_NOT_STARTED' });
  });

  it('refuses use before start', async () => {
    const keyring = makeKeyring();

    await expect(keyring.tenantKeys('acme')).rejects.toMatchObject({ code: 'TH_ERR_KEY_NOT_STARTED' });
  });
});

const ALICE = `psn_${'a1'.repeat(16)}`;
const BOB = `psn_${'b2'.repeat(16)}`;
const allow = async () => true;

function subjectFile(tenant: string, subjectRef: string): string {
  return path.join(keysDir, 'subjects', tenant, `${subjectRef}.json`);
}

async function readMasterKeyFile(): Promise<Buffer> {
  return Buffer.from((await readFile(path.join(keysDir, 'master.key'), 'utf8')).trim(), 'base64');
}

describe('subject keys', () => {
  it('are created on first use as a 0600 file named by the pseudonym, holding only a wrapped key', async () => {
    const keyring = await startKeyring();

    const keys = await keyring.subjectKeys('acme', ALICE);

    expect(keys).toMatchObject({ subjectRef: ALICE, keyId: expect.stringMatching(/^s[0-9a-f]{16}$/), refKeyId: 'k1' });
    const file = subjectFile('acme', ALICE);
    expect((await stat(file)).mode & 0o777).toBe(0o600);
    const raw = await readFile(file);
    for (const key of [keys.dek, keys.refKey]) {
      expect(raw.includes(key)).toBe(false);
      expect(raw.includes(Buffer.from(key.toString('base64')))).toBe(false);
      expect(raw.includes(Buffer.from(key.toString('hex')))).toBe(false);
    }
    expect(JSON.parse(raw.toString('utf8'))).toMatchObject({ format: 'tracehold-subject-key/v1', tenant: 'acme', subject: ALICE });
  });

  it('differ per subject and from the tenant keys, and survive a restart', async () => {
    const first = await startKeyring();
    const alice = await first.subjectKeys('acme', ALICE);
    const bob = await first.subjectKeys('acme', BOB);
    const tenant = await first.tenantKeys('acme');
    const aliceDek = Buffer.from(alice.dek);
    expect(alice.dek.equals(bob.dek)).toBe(false);
    expect(alice.dek.equals(tenant.dek)).toBe(false);
    expect(alice.refKey.equals(tenant.refKey)).toBe(false);
    expect(alice.dek.equals(alice.refKey)).toBe(false);
    await first.shutdown();

    const second = await startKeyring();

    const again = await second.subjectKeys('acme', ALICE);
    expect(again.keyId).toBe(alice.keyId);
    expect(again.dek.equals(aliceDek)).toBe(true);
  });

  it('are created once when first used concurrently', async () => {
    const keyring = await startKeyring();

    const all = await Promise.all(Array.from({ length: 20 }, () => keyring.subjectKeys('acme', ALICE)));

    expect(new Set(all.map((k) => k.keyId)).size).toBe(1);
    expect((await readdir(path.join(keysDir, 'subjects', 'acme'))).filter((n) => n.endsWith('.tmp'))).toEqual([]);
  });

  it.each(['alice', 'psn_short', `psn_${'A'.repeat(32)}`, `../${'a'.repeat(32)}`, `psn_${'a'.repeat(32)}/x`])('reject the subject reference %j', async (subjectRef) => {
    const keyring = await startKeyring();

    await expect(keyring.subjectKeys('acme', subjectRef)).rejects.toMatchObject({ code: 'TH_ERR_KEY_INVALID_SUBJECT' });
  });

  it('are bound to their subject: a key file copied to another subject does not unwrap', async () => {
    const keyring = await startKeyring();
    await keyring.subjectKeys('acme', ALICE);
    const text = await readFile(subjectFile('acme', ALICE), 'utf8');
    await writeFile(subjectFile('acme', BOB), text.replaceAll(ALICE, BOB), { mode: 0o600 });

    await expect(keyring.subjectKeys('acme', BOB)).rejects.toMatchObject({ code: 'TH_ERR_KEY_FILE_CORRUPT' });
  });
});

describe('subject key destruction', () => {
  it('deletes the key file; a read then says destroyed, not unknown', async () => {
    const keyring = await startKeyring();
    const { keyId } = await keyring.subjectKeys('acme', ALICE);

    const result = await keyring.destroySubjectKey('acme', ALICE, allow);

    expect(result).toEqual({ destroyed: true });
    await expect(stat(subjectFile('acme', ALICE))).rejects.toMatchObject({ code: 'ENOENT' });
    expect(await keyring.subjectDek('acme', ALICE, keyId)).toEqual({ status: 'destroyed' });
    expect(await keyring.subjectDek('acme', ALICE, 's0000000000000000')).toEqual({ status: 'unknown' });
    const record = JSON.parse(await readFile(path.join(keysDir, 'subjects', 'acme', `${ALICE}.shredded`), 'utf8'));
    expect(record).toMatchObject({ format: 'tracehold-subject-shredded/v1', destroyed: [{ keyId }] });
  });

  it('is seen by another keyring on the same directory that had the key cached', async () => {
    const masterKeyBase64 = randomBytes(32).toString('base64');
    const reader = await startKeyring({ masterKeyBase64 });
    const eraser = await startKeyring({ masterKeyBase64 });
    const { keyId } = await reader.subjectKeys('acme', ALICE);
    expect((await reader.subjectDek('acme', ALICE, keyId)).status).toBe('ok');

    await eraser.destroySubjectKey('acme', ALICE, allow);

    expect(await reader.subjectDek('acme', ALICE, keyId)).toEqual({ status: 'destroyed' });
    expect((await reader.subjectKeys('acme', ALICE)).keyId).not.toBe(keyId);
  });

  it('leaves other subjects and the tenant keys alone', async () => {
    const keyring = await startKeyring();
    const bob = await keyring.subjectKeys('acme', BOB);
    await keyring.subjectKeys('acme', ALICE);

    await keyring.destroySubjectKey('acme', ALICE, allow);

    expect((await keyring.subjectDek('acme', BOB, bob.keyId)).status).toBe('ok');
    await expect(keyring.tenantKeys('acme')).resolves.toMatchObject({ dekId: 'k1' });
  });

  it('does nothing when the guard says no, or throws', async () => {
    const keyring = await startKeyring();
    const { keyId } = await keyring.subjectKeys('acme', ALICE);
    let asked = 0;

    const refused = await keyring.destroySubjectKey('acme', ALICE, async () => {
      asked += 1;
      return false;
    });
    const failed = keyring.destroySubjectKey('acme', ALICE, async () => {
      throw new Error('hold check unavailable');
    });

    expect(refused).toEqual({ destroyed: false, reason: 'refused' });
    await expect(failed).rejects.toThrow('hold check unavailable');
    expect(asked).toBe(1);
    expect((await keyring.subjectDek('acme', ALICE, keyId)).status).toBe('ok');
    await expect(stat(subjectFile('acme', ALICE))).resolves.toBeDefined();
  });

  it('reports no_key for a subject without a key, without asking the guard', async () => {
    const keyring = await startKeyring();
    let asked = false;

    const result = await keyring.destroySubjectKey('acme', ALICE, async () => (asked = true));

    expect(result).toEqual({ destroyed: false, reason: 'no_key' });
    expect(asked).toBe(false);
  });

  it('gives the subject a new key id afterwards', async () => {
    const keyring = await startKeyring();
    const before = await keyring.subjectKeys('acme', ALICE);
    const beforeDek = Buffer.from(before.dek);

    await keyring.destroySubjectKey('acme', ALICE, allow);
    const after = await keyring.subjectKeys('acme', ALICE);

    expect(after.keyId).not.toBe(before.keyId);
    expect(after.dek.equals(beforeDek)).toBe(false);
    expect(await keyring.subjectDek('acme', ALICE, before.keyId)).toEqual({ status: 'destroyed' });
  });

  it('that crashed after recording and before deleting is completed by the next use', async () => {
    const first = await startKeyring();
    const { keyId } = await first.subjectKeys('acme', ALICE);
    await first.shutdown();
    // The state a crash between the two steps leaves: the record lists the key, the file is still there.
    const record = { format: 'tracehold-subject-shredded/v1', tenant: 'acme', subject: ALICE, destroyed: [{ keyId, destroyedAtMs: 1 }] };
    await writeFile(path.join(keysDir, 'subjects', 'acme', `${ALICE}.shredded`), JSON.stringify(record), { mode: 0o600 });

    const second = await startKeyring();

    expect(await second.subjectDek('acme', ALICE, keyId)).toEqual({ status: 'destroyed' });
    expect((await second.subjectKeys('acme', ALICE)).keyId).not.toBe(keyId);
    const wrapsOfOldKey = (await listWraps(keysDir)).filter((w) => w.id === keyId);
    expect(wrapsOfOldKey).toEqual([]);
  });
});

describe('tenant key rotation', () => {
  it('adds k2 as the current DEK and keeps k1 readable, also after a restart', async () => {
    const keyring = await startKeyring();
    const k1 = Buffer.from((await keyring.tenantKeys('acme')).dek);
    const refKey = Buffer.from((await keyring.tenantKeys('acme')).refKey);

    expect(await keyring.rotateTenantKey('acme')).toEqual({ dekId: 'k2' });

    const current = await keyring.tenantKeys('acme');
    expect(current.dekId).toBe('k2');
    expect(current.dek.equals(k1)).toBe(false);
    expect(current.refKey.equals(refKey)).toBe(true);
    expect((await keyring.tenantDek('acme', 'k1'))?.equals(k1)).toBe(true);
    await keyring.shutdown();
    const restarted = await startKeyring();
    expect((await restarted.tenantKeys('acme')).dekId).toBe('k2');
    expect((await restarted.tenantDek('acme', 'k1'))?.equals(k1)).toBe(true);
  });

  it('is seen by another keyring on the same directory when it reads a k2 object', async () => {
    const masterKeyBase64 = randomBytes(32).toString('base64');
    const other = await startKeyring({ masterKeyBase64 });
    await other.tenantKeys('acme');
    const rotator = await startKeyring({ masterKeyBase64 });

    await rotator.rotateTenantKey('acme');

    expect((await other.tenantDek('acme', 'k2'))?.equals((await rotator.tenantKeys('acme')).dek)).toBe(true);
  });

  it('never loses a version when two keyrings rotate concurrently', async () => {
    const masterKeyBase64 = randomBytes(32).toString('base64');
    const a = await startKeyring({ masterKeyBase64 });
    const b = await startKeyring({ masterKeyBase64 });
    await a.tenantKeys('acme');

    const ids = await Promise.all([a.rotateTenantKey('acme'), b.rotateTenantKey('acme'), a.rotateTenantKey('acme')]);

    expect(ids.map((r) => r.dekId).sort()).toEqual(['k2', 'k3', 'k4']);
    const parsed = JSON.parse(await readFile(path.join(keysDir, 'tenants', 'acme.json'), 'utf8'));
    expect(parsed.keys.dek.versions.map((v: { id: string }) => v.id)).toEqual(['k1', 'k2', 'k3', 'k4']);
  });
});

describe('master key rotation', () => {
  /** A keyring with two tenants (one rotated to k2) and two subjects; returns the plaintext keys to compare. */
  async function populated(keyring: Keyring): Promise<Map<string, Buffer>> {
    await keyring.tenantKeys('acme');
    await keyring.rotateTenantKey('acme');
    await keyring.tenantKeys('globex');
    const out = new Map<string, Buffer>();
    out.set('acme/k1', Buffer.from((await keyring.tenantDek('acme', 'k1'))!));
    out.set('acme/k2', Buffer.from((await keyring.tenantDek('acme', 'k2'))!));
    out.set('acme/ref', Buffer.from((await keyring.tenantKeys('acme')).refKey));
    out.set('globex/k1', Buffer.from((await keyring.tenantDek('globex', 'k1'))!));
    for (const s of [ALICE, BOB]) out.set(`acme/${s}`, Buffer.from((await keyring.subjectKeys('acme', s)).dek));
    return out;
  }

  async function expectSameKeys(keyring: Keyring, expected: Map<string, Buffer>): Promise<void> {
    expect((await keyring.tenantDek('acme', 'k1'))!.equals(expected.get('acme/k1')!)).toBe(true);
    expect((await keyring.tenantDek('acme', 'k2'))!.equals(expected.get('acme/k2')!)).toBe(true);
    expect((await keyring.tenantKeys('acme')).refKey.equals(expected.get('acme/ref')!)).toBe(true);
    expect((await keyring.tenantDek('globex', 'k1'))!.equals(expected.get('globex/k1')!)).toBe(true);
    for (const s of [ALICE, BOB]) expect((await keyring.subjectKeys('acme', s)).dek.equals(expected.get(`acme/${s}`)!)).toBe(true);
  }

  async function leftovers(): Promise<string[]> {
    return (await readdir(keysDir)).filter((n) => n !== 'master.key' && n !== 'tenants' && n !== 'subjects');
  }

  it('re-wraps every key under a new master key; the old key opens nothing any more, the new one everything', async () => {
    const keyring = await startKeyring();
    const keys = await populated(keyring);
    const oldKey = await readMasterKeyFile();
    const oldId = keyring.masterKeyId;

    const result = await keyring.rotateMasterKey();

    const newKey = await readMasterKeyFile();
    expect(result).toEqual({ previousMasterKeyId: oldId, masterKeyId: expectedFingerprint(newKey), keyFiles: 4, masterKeySource: 'file' });
    expect(keyring.masterKeyId).toBe(result.masterKeyId);
    expect(newKey.equals(oldKey)).toBe(false);
    expect(await leftovers()).toEqual([]);
    const wraps = await listWraps(keysDir);
    expect(wraps).toHaveLength(7); // acme: dek k1, k2, ref k1; globex: dek, ref; alice; bob — one wrap each
    for (const wrap of wraps) {
      expect(wrap.masterKeyId).toBe(result.masterKeyId);
      expect(tryUnwrap(oldKey, wrap, oldId)).toBeNull();
      expect(tryUnwrap(newKey, wrap)).not.toBeNull(); // positive control: the same code opens it with the right key
    }
    // Before the rotation the old key did open these files: the check above can fail.
    await expectSameKeys(keyring, keys);
    await keyring.shutdown();
    await expectSameKeys(await startKeyring(), keys);
    await expect(makeKeyring({ masterKeyBase64: oldKey.toString('base64') }).start()).rejects.toMatchObject({ code: 'TH_ERR_KEY_MASTER_MISMATCH' });
  });

  it('opens the key files with the old key before it runs (control for the proof above)', async () => {
    const keyring = await startKeyring();
    await populated(keyring);
    const oldKey = await readMasterKeyFile();

    const wraps = await listWraps(keysDir);

    expect(wraps).toHaveLength(7);
    for (const wrap of wraps) expect(tryUnwrap(oldKey, wrap)).not.toBeNull();
  });

  it('uses a given new key, and refuses the key in use', async () => {
    const keyring = await startKeyring();
    await populated(keyring);
    const newKey = randomBytes(32);

    await expect(keyring.rotateMasterKey((await readMasterKeyFile()).toString('base64'))).rejects.toMatchObject({ code: 'TH_ERR_KEY_INVALID_MASTER' });
    await keyring.rotateMasterKey(newKey.toString('base64'));

    expect((await readMasterKeyFile()).equals(newKey)).toBe(true);
    expect(keyring.masterKeyId).toBe(expectedFingerprint(newKey));
  });

  it('with the master key from the environment needs the new key, and leaves no master key file', async () => {
    const oldKey = randomBytes(32);
    const newKey = randomBytes(32);
    const keyring = await startKeyring({ masterKeyBase64: oldKey.toString('base64') });
    const keys = await populated(keyring);

    await expect(keyring.rotateMasterKey()).rejects.toMatchObject({ code: 'TH_ERR_KEY_NEW_MASTER_REQUIRED' });
    const result = await keyring.rotateMasterKey(newKey.toString('base64'));
    await keyring.shutdown();

    expect(result.masterKeySource).toBe('environment');
    expect(await readdir(keysDir)).toEqual(expect.not.arrayContaining(['master.key']));
    expect(await leftovers()).toEqual([]);
    await expectSameKeys(await startKeyring({ masterKeyBase64: newKey.toString('base64') }), keys);
    await expect(makeKeyring({ masterKeyBase64: oldKey.toString('base64') }).start()).rejects.toMatchObject({ code: 'TH_ERR_KEY_MASTER_MISMATCH' });
  });

  it('interrupted after the new wraps were written: start() rolls back to the old key, which still opens everything', async () => {
    const keyring = await startKeyring();
    const keys = await populated(keyring);
    const oldKey = await readMasterKeyFile();
    const oldId = keyring.masterKeyId;
    let newId = '';

    const crash = keyring.rotateMasterKey(undefined, {
      afterPhase: async (phase) => {
        if (phase !== 'new-wraps-written') return;
        newId = (await listWraps(keysDir)).find((w) => w.masterKeyId !== oldId)!.masterKeyId;
        throw new Error('simulated crash');
      },
    });
    await expect(crash).rejects.toThrow('simulated crash');
    await keyring.shutdown();
    // The crash state: both wraps in every file, the new key pending, the old key in master.key.
    expect((await listWraps(keysDir)).filter((w) => w.masterKeyId === newId)).toHaveLength(7);
    expect(await leftovers()).toEqual(expect.arrayContaining([`master.key.${newId}.pending`, 'master-key-rotation.json']));

    const recovered = await startKeyring();

    expect(recovered.masterKeyId).toBe(oldId);
    expect((await readMasterKeyFile()).equals(oldKey)).toBe(true);
    expect(await leftovers()).toEqual([]);
    const wraps = await listWraps(keysDir);
    expect(wraps).toHaveLength(7);
    for (const wrap of wraps) expect(wrap.masterKeyId).toBe(oldId);
    await expectSameKeys(recovered, keys);
  });

  it('interrupted after the switch: start() finishes with the new key and removes the retired one', async () => {
    const keyring = await startKeyring();
    const keys = await populated(keyring);
    const oldKey = await readMasterKeyFile();
    const oldId = keyring.masterKeyId;

    const crash = keyring.rotateMasterKey(undefined, {
      afterPhase: (phase) => {
        if (phase === 'switched') throw new Error('simulated crash');
      },
    });
    await expect(crash).rejects.toThrow('simulated crash');
    await keyring.shutdown();
    const newKey = await readMasterKeyFile();
    expect(await leftovers()).toEqual(expect.arrayContaining([`master.key.${oldId}.retired`]));
    expect((await listWraps(keysDir)).filter((w) => w.masterKeyId === oldId)).toHaveLength(7);

    const recovered = await startKeyring();

    expect(recovered.masterKeyId).toBe(expectedFingerprint(newKey));
    expect(await leftovers()).toEqual([]);
    const wraps = await listWraps(keysDir);
    expect(wraps).toHaveLength(7);
    for (const wrap of wraps) {
      expect(tryUnwrap(oldKey, wrap, oldId)).toBeNull();
      expect(tryUnwrap(newKey, wrap)).not.toBeNull();
    }
    await expectSameKeys(recovered, keys);
  });

  it('interrupted after the switch, a key file holding only the old wrap is re-wrapped from the retired key', async () => {
    const keyring = await startKeyring();
    await populated(keyring);
    const oldId = keyring.masterKeyId;
    // A subject file written, after the new wraps were written, by another process that was already
    // running with the old key (what the CLI's "run it with Tracehold stopped" is about).
    const other = await startKeyring();
    let lateDek: Buffer | null = null;
    const crash = keyring.rotateMasterKey(undefined, {
      afterPhase: async (phase) => {
        if (phase === 'new-wraps-written') {
          lateDek = Buffer.from((await other.subjectKeys('acme', `psn_${'c3'.repeat(16)}`)).dek);
          await other.shutdown();
        }
        if (phase === 'switched') throw new Error('simulated crash');
      },
    });
    await expect(crash).rejects.toThrow('simulated crash');
    await keyring.shutdown();
    expect((await listWraps(keysDir)).filter((w) => w.purpose.endsWith('c3'.repeat(16))).map((w) => w.masterKeyId)).toEqual([oldId]);

    const recovered = await startKeyring();

    expect(await leftovers()).toEqual([]);
    expect((await recovered.subjectKeys('acme', `psn_${'c3'.repeat(16)}`)).dek.equals(lateDek!)).toBe(true);
    for (const wrap of await listWraps(keysDir)) expect(wrap.masterKeyId).toBe(recovered.masterKeyId);
  });

  it('waits for key creations in flight and blocks new ones until it is done', async () => {
    const keyring = await startKeyring();
    await keyring.tenantKeys('acme');

    const [rotation, ...created] = await Promise.all([
      keyring.rotateMasterKey(),
      ...Array.from({ length: 10 }, (_, i) => keyring.subjectKeys('acme', `psn_${i.toString(16).padStart(32, '0')}`)),
      keyring.tenantKeys('late-tenant'),
    ]);

    expect(created).toHaveLength(11);
    for (const wrap of await listWraps(keysDir)) expect(wrap.masterKeyId).toBe(rotation!.masterKeyId);
    await keyring.shutdown();
    await expect(startKeyring()).resolves.toBeDefined();
  });
});

describe('key directory lock', () => {
  it('left behind by a dead process is taken over', async () => {
    const keyring = await startKeyring();
    await keyring.tenantKeys('acme');
    const deadPid = spawnSync(process.execPath, ['-e', '']).pid;
    await writeFile(path.join(keysDir, '.lock'), JSON.stringify({ pid: deadPid, host: os.hostname(), sinceMs: 1 }));

    await expect(keyring.rotateTenantKey('acme')).resolves.toEqual({ dekId: 'k2' });
    await expect(stat(path.join(keysDir, '.lock'))).rejects.toMatchObject({ code: 'ENOENT' });
  });
});

describe('subject key destructions', () => {
  it('are listed with key id and time, never create a key, and are seen by another keyring on the directory', async () => {
    const keyring = await startKeyring();
    const other = await startKeyring();

    expect(await keyring.subjectDestructions('acme', ALICE)).toEqual([]);
    expect(await readdirOrEmpty(path.join(keysDir, 'subjects', 'acme'))).toEqual([]);
    const { keyId } = await keyring.subjectKeys('acme', ALICE);
    const beforeMs = Date.now();
    await keyring.destroySubjectKey('acme', ALICE, allow);
    const second = await keyring.subjectKeys('acme', ALICE);
    await keyring.destroySubjectKey('acme', ALICE, allow);

    const listed = await other.subjectDestructions('acme', ALICE);
    expect(listed.map((d) => d.keyId)).toEqual([keyId, second.keyId]);
    for (const d of listed) expect(d.destroyedAtMs).toBeGreaterThanOrEqual(beforeMs);
    expect(await other.subjectDestructions('acme', BOB)).toEqual([]);
    await expect(keyring.subjectDestructions('acme', 'alice@example.com')).rejects.toMatchObject({ code: 'TH_ERR_KEY_INVALID_SUBJECT' });
  });
});

describe('subject key creation across keyrings and processes sharing one directory', () => {
  const SUBJECTS = 200;
  const subjectRefs = Array.from({ length: SUBJECTS }, (_, i) => `psn_${createHash('sha256').update(`subject ${i}`).digest('hex').slice(0, 32)}`);

  it('gives every keyring the same key when several create the same subjects at the same moment', async () => {
    const masterKeyBase64 = randomBytes(32).toString('base64');
    const keyrings = await Promise.all(Array.from({ length: 6 }, () => startKeyring({ masterKeyBase64 })));
    await keyrings[0]!.tenantKeys('acme');

    const all = await Promise.all(keyrings.map((k) => Promise.all(subjectRefs.slice(0, 50).map((s) => k.subjectKeys('acme', s)))));

    for (const [i, s] of subjectRefs.slice(0, 50).entries()) {
      const keys = all.map((perKeyring) => perKeyring[i]!);
      expect(new Set(keys.map((k) => k.keyId)).size).toBe(1);
      for (const k of keys) expect(k.dek.equals(keys[0]!.dek)).toBe(true);
      expect(keys[0]!.subjectRef).toBe(s);
    }
    const names = await readdir(path.join(keysDir, 'subjects', 'acme'));
    expect(names.filter((n) => n.endsWith('.json'))).toHaveLength(50);
    expect(names.filter((n) => n.endsWith('.tmp'))).toEqual([]);
    expect(logLines.filter((l) => l.includes('"msg":"subject key created"'))).toHaveLength(50);
  });

  it('gives two processes the same key for each of 200 subjects they create at the same moment (each created once)', async () => {
    const masterKeyBase64 = randomBytes(32).toString('base64');
    // The tenant keys exist first, as in a running installation; the subjects are new to both processes.
    await (await startKeyring({ masterKeyBase64 })).tenantKeys('acme');
    const goFile = path.join(root, 'go');
    const children = [0, 1].map(() => runRaceChild(goFile, masterKeyBase64));
    await waitFor(async () => (await readdir(root)).filter((n) => n.startsWith('go.ready.')).length === 2);
    await writeFile(goFile, String(Date.now() + 300));

    const [a, b] = (await Promise.all(children.map((c) => c.done))).map((out) => JSON.parse(out) as { created: number; keys: Record<string, string> });

    console.log(`subject keys created by process 1: ${a!.created}, by process 2: ${b!.created} (of ${SUBJECTS})`);
    expect(a!.created + b!.created).toBe(SUBJECTS);
    expect(Object.keys(a!.keys).sort()).toEqual([...subjectRefs].sort());
    expect(b!.keys).toEqual(a!.keys);
    const names = await readdir(path.join(keysDir, 'subjects', 'acme'));
    expect(names.filter((n) => n.endsWith('.json'))).toHaveLength(SUBJECTS);
    expect(names.filter((n) => n.endsWith('.tmp'))).toEqual([]);
    // And this process, reading the files afterwards, gets the keys both reported.
    const reader = await startKeyring({ masterKeyBase64 });
    const k0 = await reader.subjectKeys('acme', subjectRefs[0]!);
    expect(`${k0.keyId}:${createHash('sha256').update(k0.dek).digest('hex')}`).toBe(a!.keys[subjectRefs[0]!]);
  }, 120_000);

  it('control: keyrings on two directories (same master key) give a subject two different keys', async () => {
    const masterKeyBase64 = randomBytes(32).toString('base64');
    const one = await startKeyring({ masterKeyBase64 });
    const two = await startKeyring({ masterKeyBase64, dir: path.join(root, 'other-keys') });

    const [k1, k2] = await Promise.all([one.subjectKeys('acme', ALICE), two.subjectKeys('acme', ALICE)]);

    expect(k1.keyId).not.toBe(k2.keyId);
    expect(k1.dek.equals(k2.dek)).toBe(false);
  });
});

function runRaceChild(goFile: string, masterKeyBase64: string): { done: Promise<string> } {
  const child = spawn(process.execPath, ['--import', 'tsx', RACE_CHILD, keysDir, goFile, String(200)], {
    cwd: REPO_ROOT,
    env: { ...process.env, NODE_NO_WARNINGS: '1', TRACEHOLD_MASTER_KEY: masterKeyBase64 },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (d: Buffer) => (stdout += d.toString('utf8')));
  child.stderr.on('data', (d: Buffer) => (stderr += d.toString('utf8')));
  const done = new Promise<string>((resolve, reject) => {
    child.once('error', reject);
    child.once('close', (code) => (code === 0 ? resolve(stdout.trim()) : reject(new Error(`race child exited with ${code}: ${stderr}`))));
  });
  return { done };
}

async function waitFor(condition: () => Promise<boolean>, timeoutMs = 30_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error('timed out waiting for the child processes');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

async function readdirOrEmpty(dir: string): Promise<string[]> {
  try {
    return await readdir(dir);
  } catch {
    return [];
  }
}

import { createHash, randomBytes } from 'node:crypto';
import { mkdtemp, readFile, readdir, rm, stat, unlink, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { pino } from 'pino';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createKeyring, type Keyring, type KeyringConfig } from './keyring.ts';

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

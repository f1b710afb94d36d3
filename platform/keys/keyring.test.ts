import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { readFile, stat, unlink, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { expectedFingerprint, useKeyringFixture } from '../../test/support/keys/keyring-fixture.ts';

const fx = useKeyringFixture();
const { makeKeyring, startKeyring } = fx;

describe('master key', () => {
  it('is created at first start as a 0600 file in a 0700 directory', async () => {
    const keyring = await startKeyring();

    const file = path.join(fx.keysDir, 'master.key');
    expect((await stat(file)).mode & 0o777).toBe(0o600);
    expect((await stat(fx.keysDir)).mode & 0o777).toBe(0o700);
    const key = Buffer.from((await readFile(file, 'utf8')).trim(), 'base64');
    expect(key.length).toBe(32);
    expect(keyring.masterKeyId).toBe(expectedFingerprint(key));
  });

  it('is reused after a restart, with the same tenant keys', async () => {
    const first = await startKeyring();
    const before = await readFile(path.join(fx.keysDir, 'master.key'));
    const keysBefore = await first.tenantKeys('acme');
    const dekBefore = Buffer.from(keysBefore.dek);
    const refKeyBefore = Buffer.from(keysBefore.refKey);
    await first.shutdown();

    const second = await startKeyring();
    const keysAfter = await second.tenantKeys('acme');

    expect(await readFile(path.join(fx.keysDir, 'master.key'))).toEqual(before);
    expect(second.masterKeyId).toBe(first.masterKeyId);
    expect(keysAfter.dek.equals(dekBefore)).toBe(true);
    expect(keysAfter.refKey.equals(refKeyBefore)).toBe(true);
  });

  it('comes from the environment when given, and no master key file is written', async () => {
    const envKey = randomBytes(32);

    const keyring = await startKeyring({ masterKeyBase64: envKey.toString('base64') });

    expect(keyring.masterKeyId).toBe(expectedFingerprint(envKey));
    await expect(stat(path.join(fx.keysDir, 'master.key'))).rejects.toMatchObject({ code: 'ENOENT' });
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
    expect(fx.logLines.join('')).not.toContain(value || '\u0000never');
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
    await unlink(path.join(fx.keysDir, 'master.key'));

    await expect(makeKeyring().start()).rejects.toMatchObject({ code: 'TH_ERR_KEY_MASTER_MISSING' });
    await expect(stat(path.join(fx.keysDir, 'master.key'))).rejects.toMatchObject({ code: 'ENOENT' });
  });

  it('never appears in logs', async () => {
    const envKey = randomBytes(32);
    const keyring = await startKeyring({ masterKeyBase64: envKey.toString('base64') });
    await keyring.tenantKeys('acme');

    const logs = fx.logLines.join('');
    expect(fx.logLines.length).toBeGreaterThan(0);
    expect(logs).not.toContain(envKey.toString('base64'));
    expect(logs).not.toContain(envKey.toString('hex'));
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

describe('key directory lock', () => {
  it('left behind by a dead process is taken over', async () => {
    const keyring = await startKeyring();
    await keyring.tenantKeys('acme');
    const deadPid = spawnSync(process.execPath, ['-e', '']).pid;
    await writeFile(path.join(fx.keysDir, '.lock'), JSON.stringify({ pid: deadPid, host: os.hostname(), sinceMs: 1 }));

    await expect(keyring.rotateTenantKey('acme')).resolves.toEqual({ dekId: 'k2' });
    await expect(stat(path.join(fx.keysDir, '.lock'))).rejects.toMatchObject({ code: 'ENOENT' });
  });
});


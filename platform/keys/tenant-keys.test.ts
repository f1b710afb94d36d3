import { randomBytes } from 'node:crypto';
import { readFile, readdir, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { expectNoKeyMaterial, useKeyringFixture } from '../../test/support/keys/keyring-fixture.ts';

const fx = useKeyringFixture();
const { startKeyring } = fx;

describe('tenant keys', () => {
  it('are persisted as a 0600 file holding only wrapped keys', async () => {
    const keyring = await startKeyring();

    const keys = await keyring.tenantKeys('acme');

    const file = path.join(fx.keysDir, 'tenants', 'acme.json');
    expect((await stat(file)).mode & 0o777).toBe(0o600);
    const raw = await readFile(file);
    expectNoKeyMaterial(raw, [keys.dek, keys.refKey]);
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
    const parsed = JSON.parse(await readFile(path.join(fx.keysDir, 'tenants', 'acme.json'), 'utf8'));
    expect(parsed.keys.dek.versions).toHaveLength(1);
    expect((await readdir(path.join(fx.keysDir, 'tenants'))).filter((n) => n.endsWith('.tmp'))).toEqual([]);
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
    const text = await readFile(path.join(fx.keysDir, 'tenants', 'alpha.json'), 'utf8');
    await writeFile(path.join(fx.keysDir, 'tenants', 'beta.json'), text.replace('"tenant": "alpha"', '"tenant": "beta"'), { mode: 0o600 });

    await expect(keyring.tenantKeys('beta')).rejects.toMatchObject({ code: 'TH_ERR_KEY_FILE_CORRUPT' });
  });

  it('that were tampered with are rejected', async () => {
    const first = await startKeyring();
    await first.tenantKeys('acme');
    await first.shutdown();
    const file = path.join(fx.keysDir, 'tenants', 'acme.json');
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
    const parsed = JSON.parse(await readFile(path.join(fx.keysDir, 'tenants', 'acme.json'), 'utf8'));
    expect(parsed.keys.dek.versions.map((v: { id: string }) => v.id)).toEqual(['k1', 'k2', 'k3', 'k4']);
  });
});


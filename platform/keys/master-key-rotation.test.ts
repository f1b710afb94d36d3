import { randomBytes } from 'node:crypto';
import { readdir } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import type { Keyring } from './keyring.ts';
import { ALICE, BOB, expectedFingerprint, useKeyringFixture } from '../../test/support/keys/keyring-fixture.ts';
import { listWraps, tryUnwrap } from '../../test/support/keys/wrapped-keys.ts';

const fx = useKeyringFixture();
const { makeKeyring, startKeyring, readMasterKeyFile } = fx;

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
    return (await readdir(fx.keysDir)).filter((n) => n !== 'master.key' && n !== 'tenants' && n !== 'subjects');
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
    const wraps = await listWraps(fx.keysDir);
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

    const wraps = await listWraps(fx.keysDir);

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
    expect(await readdir(fx.keysDir)).toEqual(expect.not.arrayContaining(['master.key']));
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
        newId = (await listWraps(fx.keysDir)).find((w) => w.masterKeyId !== oldId)!.masterKeyId;
        throw new Error('simulated crash');
      },
    });
    await expect(crash).rejects.toThrow('simulated crash');
    await keyring.shutdown();
    // The crash state: both wraps in every file, the new key pending, the old key in master.key.
    expect((await listWraps(fx.keysDir)).filter((w) => w.masterKeyId === newId)).toHaveLength(7);
    expect(await leftovers()).toEqual(expect.arrayContaining([`master.key.${newId}.pending`, 'master-key-rotation.json']));

    const recovered = await startKeyring();

    expect(recovered.masterKeyId).toBe(oldId);
    expect((await readMasterKeyFile()).equals(oldKey)).toBe(true);
    expect(await leftovers()).toEqual([]);
    const wraps = await listWraps(fx.keysDir);
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
    expect((await listWraps(fx.keysDir)).filter((w) => w.masterKeyId === oldId)).toHaveLength(7);

    const recovered = await startKeyring();

    expect(recovered.masterKeyId).toBe(expectedFingerprint(newKey));
    expect(await leftovers()).toEqual([]);
    const wraps = await listWraps(fx.keysDir);
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
    expect((await listWraps(fx.keysDir)).filter((w) => w.purpose.endsWith('c3'.repeat(16))).map((w) => w.masterKeyId)).toEqual([oldId]);

    const recovered = await startKeyring();

    expect(await leftovers()).toEqual([]);
    expect((await recovered.subjectKeys('acme', `psn_${'c3'.repeat(16)}`)).dek.equals(lateDek!)).toBe(true);
    for (const wrap of await listWraps(fx.keysDir)) expect(wrap.masterKeyId).toBe(recovered.masterKeyId);
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
    for (const wrap of await listWraps(fx.keysDir)) expect(wrap.masterKeyId).toBe(rotation!.masterKeyId);
    await keyring.shutdown();
    await expect(startKeyring()).resolves.toBeDefined();
  });
});


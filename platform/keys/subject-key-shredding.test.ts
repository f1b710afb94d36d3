import { randomBytes } from 'node:crypto';
import { readFile, readdir, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ALICE, BOB, allow, useKeyringFixture } from '../../test/support/keys/keyring-fixture.ts';
import { listWraps } from '../../test/support/keys/wrapped-keys.ts';

const fx = useKeyringFixture();
const { startKeyring, subjectFile } = fx;

describe('subject key destruction', () => {
  it('deletes the key file; a read then says destroyed, not unknown', async () => {
    const keyring = await startKeyring();
    const { keyId } = await keyring.subjectKeys('acme', ALICE);

    const result = await keyring.destroySubjectKey('acme', ALICE, allow);

    expect(result).toEqual({ destroyed: true });
    await expect(stat(subjectFile('acme', ALICE))).rejects.toMatchObject({ code: 'ENOENT' });
    expect(await keyring.subjectDek('acme', ALICE, keyId)).toEqual({ status: 'destroyed' });
    expect(await keyring.subjectDek('acme', ALICE, 's0000000000000000')).toEqual({ status: 'unknown' });
    const record = JSON.parse(await readFile(path.join(fx.keysDir, 'subjects', 'acme', `${ALICE}.shredded`), 'utf8'));
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
    await writeFile(path.join(fx.keysDir, 'subjects', 'acme', `${ALICE}.shredded`), JSON.stringify(record), { mode: 0o600 });

    const second = await startKeyring();

    expect(await second.subjectDek('acme', ALICE, keyId)).toEqual({ status: 'destroyed' });
    expect((await second.subjectKeys('acme', ALICE)).keyId).not.toBe(keyId);
    const wrapsOfOldKey = (await listWraps(fx.keysDir)).filter((w) => w.id === keyId);
    expect(wrapsOfOldKey).toEqual([]);
  });
});


describe('subject key destructions', () => {
  it('are listed with key id and time, never create a key, and are seen by another keyring on the directory', async () => {
    const keyring = await startKeyring();
    const other = await startKeyring();

    expect(await keyring.subjectDestructions('acme', ALICE)).toEqual([]);
    expect(await readdirOrEmpty(path.join(fx.keysDir, 'subjects', 'acme'))).toEqual([]);
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

async function readdirOrEmpty(dir: string): Promise<string[]> {
  try {
    return await readdir(dir);
  } catch {
    return [];
  }
}

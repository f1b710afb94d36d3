import { spawn } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { readFile, readdir, stat, writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ALICE, BOB, expectNoKeyMaterial, useKeyringFixture } from '../../test/support/keys/keyring-fixture.ts';

const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const RACE_CHILD = path.join(REPO_ROOT, 'test/support/keys/subject-key-race-child.ts');

const fx = useKeyringFixture();
const { startKeyring, subjectFile } = fx;

describe('subject keys', () => {
  it('are created on first use as a 0600 file named by the pseudonym, holding only a wrapped key', async () => {
    const keyring = await startKeyring();

    const keys = await keyring.subjectKeys('acme', ALICE);

    expect(keys).toMatchObject({ subjectRef: ALICE, keyId: expect.stringMatching(/^s[0-9a-f]{16}$/), refKeyId: 'k1' });
    const file = subjectFile('acme', ALICE);
    expect((await stat(file)).mode & 0o777).toBe(0o600);
    const raw = await readFile(file);
    expectNoKeyMaterial(raw, [keys.dek, keys.refKey]);
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
    expect((await readdir(path.join(fx.keysDir, 'subjects', 'acme'))).filter((n) => n.endsWith('.tmp'))).toEqual([]);
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
    const names = await readdir(path.join(fx.keysDir, 'subjects', 'acme'));
    expect(names.filter((n) => n.endsWith('.json'))).toHaveLength(50);
    expect(names.filter((n) => n.endsWith('.tmp'))).toEqual([]);
    expect(fx.logLines.filter((l) => l.includes('"msg":"subject key created"'))).toHaveLength(50);
  });

  it('gives two processes the same key for each of 200 subjects they create at the same moment (each created once)', async () => {
    const masterKeyBase64 = randomBytes(32).toString('base64');
    // The tenant keys exist first, as in a running installation; the subjects are new to both processes.
    await (await startKeyring({ masterKeyBase64 })).tenantKeys('acme');
    const goFile = path.join(fx.root, 'go');
    const children = [0, 1].map(() => runRaceChild(goFile, masterKeyBase64));
    await waitFor(async () => (await readdir(fx.root)).filter((n) => n.startsWith('go.ready.')).length === 2);
    await writeFile(goFile, String(Date.now() + 300));

    const [a, b] = (await Promise.all(children.map((c) => c.done))).map((out) => JSON.parse(out) as { created: number; keys: Record<string, string> });

    console.log(`subject keys created by process 1: ${a!.created}, by process 2: ${b!.created} (of ${SUBJECTS})`);
    expect(a!.created + b!.created).toBe(SUBJECTS);
    expect(Object.keys(a!.keys).sort()).toEqual([...subjectRefs].sort());
    expect(b!.keys).toEqual(a!.keys);
    const names = await readdir(path.join(fx.keysDir, 'subjects', 'acme'));
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
    const two = await startKeyring({ masterKeyBase64, dir: path.join(fx.root, 'other-keys') });

    const [k1, k2] = await Promise.all([one.subjectKeys('acme', ALICE), two.subjectKeys('acme', ALICE)]);

    expect(k1.keyId).not.toBe(k2.keyId);
    expect(k1.dek.equals(k2.dek)).toBe(false);
  });
});


function runRaceChild(goFile: string, masterKeyBase64: string): { done: Promise<string> } {
  const child = spawn(process.execPath, ['--import', 'tsx', RACE_CHILD, fx.keysDir, goFile, String(200)], {
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

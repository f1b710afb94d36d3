/**
 * Merkle trees of the audit log: the frontier and the proofs against a literal transcription of RFC 9162
 * §2.1 (recursive MTH and PATH), the Certificate Transparency test vectors, and proofs read from chDB.
 */
import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClickHouse, type ClickHouse } from '../../platform/clickhouse/create-clickhouse.ts';
import { migrate } from '../../platform/clickhouse/migrate.ts';
import { TraceholdConfigSchema } from '../../schemas/config.ts';
import { createMerkleFrontier } from './merkle-frontier.ts';
import { inclusionProof, inclusionProofs, merkleLeafHash, merkleRoot, verifyInclusion } from './merkle.ts';

const sha = (...parts: Buffer[]) => createHash('sha256').update(Buffer.concat(parts)).digest();

/** RFC 9162 §2.1.1 MTH, literally. */
function mth(leaves: Buffer[]): Buffer {
  if (leaves.length === 0) return sha();
  if (leaves.length === 1) return leaves[0]!;
  let k = 1;
  while (k * 2 < leaves.length) k *= 2;
  return sha(Buffer.from([1]), mth(leaves.slice(0, k)), mth(leaves.slice(k)));
}

/** RFC 9162 §2.1.3.1 PATH, literally. */
function pathOf(m: number, leaves: Buffer[]): Buffer[] {
  if (leaves.length <= 1) return [];
  let k = 1;
  while (k * 2 < leaves.length) k *= 2;
  return m < k ? [...pathOf(m, leaves.slice(0, k)), mth(leaves.slice(k))] : [...pathOf(m - k, leaves.slice(k)), mth(leaves.slice(0, k))];
}

const entryHash = (i: number) => createHash('sha256').update(`entry ${i}`).digest('hex');

describe('merkle tree (pure)', () => {
  it('matches the Certificate Transparency test vectors (RFC 6962 leaves)', () => {
    const data = ['', '00', '10', '2021', '3031', '40414243', '5051525354555657', '606162636465666768696a6b6c6d6e6f'];
    const leaves = data.map((hex) => sha(Buffer.from([0]), Buffer.from(hex, 'hex')));
    const roots = [
      '6e340b9cffb37a989ca544e6bb780a2c78901d3fb33738768511a30617afa01d',
      'fac54203e7cc696cf0dfcb42c92a1d9dbaf70ad9e621f4bd8d98662f00e3c125',
      'aeb6bcfe274b70a14fb067a5e5578264db0fa9b51af5e0ba159158f329e06e77',
      'd37ee418976dd95753c1c73862b9398fa2a2cf9b4ff0fdfe8b30cd95209614b7',
      '4e3bbb1f7b478dcfe71fb631631519a3bca12c9aefca1612bfce4c13a86264d4',
      '76e67dadbcdf1e10e1b74ddc608abd2f98dfb16fbce75277b5232a127f2087ef',
      'ddb89be403809e325750d3d263cd78929c2942b7942a34b77e122c9594a74c8c',
      '5dc9da79a70659a9ad559cb701ded9a2ab9d823aad2f4960cfe370eff4604328',
    ];
    expect(merkleRoot([]).toString('hex')).toBe('e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855');
    for (let n = 1; n <= 8; n++) expect(merkleRoot(leaves.slice(0, n)).toString('hex')).toBe(roots[n - 1]);
  });

  it('leaf = SHA-256(0x00 ‖ entry hash bytes); the frontier root equals MTH at every size', () => {
    expect(merkleLeafHash(entryHash(1))).toEqual(sha(Buffer.from([0]), Buffer.from(entryHash(1), 'hex')));
    expect(() => merkleLeafHash('ABC')).toThrow(TypeError);
    const leaves: Buffer[] = [];
    const frontier = createMerkleFrontier();
    for (let i = 1; i <= 70; i++) {
      leaves.push(merkleLeafHash(entryHash(i)));
      frontier.append(leaves[leaves.length - 1]!);
      expect(frontier.size).toBe(i);
      expect(frontier.root().equals(mth(leaves))).toBe(true);
    }
  });

  it('verifies every RFC path for sizes 1..40, and rejects any altered input', () => {
    const all = Array.from({ length: 40 }, (_, i) => merkleLeafHash(entryHash(i + 1)));
    let rejected = 0;
    for (let n = 1; n <= 40; n++) {
      const leaves = all.slice(0, n);
      const root = mth(leaves).toString('hex');
      for (let m = 0; m < n; m++) {
        const proof = pathOf(m, leaves).map((b) => b.toString('hex'));
        expect(verifyInclusion(entryHash(m + 1), m + 1, n, proof, root)).toBe(true);
        // Negative controls: another entry, another position, another root, a changed, missing or extra
        // sibling. (Not another tree size: RFC 9162 proofs bind it only together with the root, which a
        // checkpoint signs with treeSize = seq.)
        expect(verifyInclusion(entryHash(m + 2), m + 1, n, proof, root)).toBe(false);
        if (n > 1) expect(verifyInclusion(entryHash(m + 1), ((m + 1) % n) + 1, n, proof, root)).toBe(false);
        expect(verifyInclusion(entryHash(m + 1), m + 1, n, proof, entryHash(0))).toBe(false);
        if (proof.length > 0) {
          const bad = [...proof];
          bad[bad.length - 1] = entryHash(999);
          expect(verifyInclusion(entryHash(m + 1), m + 1, n, bad, root)).toBe(false);
          expect(verifyInclusion(entryHash(m + 1), m + 1, n, proof.slice(1), root)).toBe(false);
          rejected++;
        }
        expect(verifyInclusion(entryHash(m + 1), m + 1, n, [...proof, proof[0] ?? entryHash(5)], root)).toBe(false);
      }
    }
    expect(rejected).toBeGreaterThan(700);
    expect(verifyInclusion(entryHash(1), 0, 1, [], entryHash(1))).toBe(false);
  });
});

describe('merkle proofs from ClickHouse', () => {
  const root = mkdtempSync(path.join(os.tmpdir(), 'tracehold-merkle-'));
  let ch: ClickHouse;
  const N = 1000;

  beforeAll(async () => {
    ch = createClickHouse(TraceholdConfigSchema.parse({ dataDir: root, clickhouse: { database: 'merkle' } }));
    await migrate(ch, pino({ level: 'silent' }));
    // Only seq and hash matter to the tree; the rows need not be valid entries here.
    const rows = Array.from({ length: N }, (_, i) => ({ tenant: 'acme', seq: i + 1, id: String(i), time_ms: 0, actor_token_id: 't', actor_kind: 'system', action: 'a.b', target_json: '{}', reason: '', outcome: 'ok', details_json: '{}', prev_hash: '', hash: entryHash(i + 1) }));
    await ch.client.insert({ table: `${ch.db}.audit_log`, values: rows, format: 'JSONEachRow' });
    await ch.client.insert({ table: `${ch.db}.audit_log`, values: [{ ...rows[0], tenant: 'globex', seq: 2 }], format: 'JSONEachRow' });
  });

  afterAll(async () => {
    await ch.close();
    rmSync(root, { recursive: true, force: true });
  });

  it('builds the RFC path of an entry by streaming, and many at once from levels, alike', async () => {
    const leaves = Array.from({ length: N }, (_, i) => merkleLeafHash(entryHash(i + 1)));
    for (const treeSize of [1, 2, 7, 512, 513, 1000]) {
      const rootHex = mth(leaves.slice(0, treeSize)).toString('hex');
      const seqs = [...new Set([1, 2, Math.ceil(treeSize / 2), treeSize - 1, treeSize].filter((s) => s >= 1 && s <= treeSize))];
      const many = await inclusionProofs(ch, 'acme', seqs, treeSize);
      for (const seq of seqs) {
        const one = await inclusionProof(ch, 'acme', seq, treeSize);
        expect(one).toEqual(pathOf(seq - 1, leaves.slice(0, treeSize)).map((b) => b.toString('hex')));
        expect(many.get(seq)).toEqual(one);
        expect(verifyInclusion(entryHash(seq), seq, treeSize, one, rootHex)).toBe(true);
      }
    }
  });

  it('refuses to build a proof over a tree with a missing entry, and out-of-range arguments', async () => {
    await expect(inclusionProof(ch, 'globex', 2, 2)).rejects.toMatchObject({ code: 'TH_ERR_AUDIT_STORE_TAMPERED' });
    await expect(inclusionProofs(ch, 'globex', [2], 2)).rejects.toMatchObject({ code: 'TH_ERR_AUDIT_STORE_TAMPERED' });
    await expect(inclusionProof(ch, 'acme', 5, 4)).rejects.toThrow(RangeError);
    await expect(inclusionProof(ch, 'acme', 1, N + 1)).rejects.toMatchObject({ code: 'TH_ERR_AUDIT_STORE_TAMPERED' });
  });
});

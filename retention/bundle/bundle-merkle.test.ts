/**
 * The bundle's Merkle proofs: every leaf of trees of every size up to 40 verifies against the root; the root
 * agrees with RFC 6962's recursive definition; a wrong leaf, seq, size, root or path is refused.
 */
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createMerkleTree, merkleLeafHash, merkleRoot, verifyInclusion } from './bundle-merkle.ts';

const entry = (i: number) => createHash('sha256').update(`entry-${i}`).digest('hex');
const node = (l: Buffer, r: Buffer) => createHash('sha256').update(Buffer.from([1])).update(l).update(r).digest();

/** RFC 6962 §2.1 MTH, written the way the RFC states it (split at the largest power of two below n). */
function rfcRoot(leaves: Buffer[]): Buffer {
  if (leaves.length === 1) return leaves[0]!;
  let k = 1;
  while (k * 2 < leaves.length) k *= 2;
  return node(rfcRoot(leaves.slice(0, k)), rfcRoot(leaves.slice(k)));
}

describe('bundle Merkle tree', () => {
  it('root equals the RFC 6962 definition and every proof verifies, sizes 1..40', () => {
    for (let n = 1; n <= 40; n++) {
      const hashes = Array.from({ length: n }, (_, i) => entry(i));
      const leaves = hashes.map((h) => Buffer.from(merkleLeafHash(h), 'hex'));
      const tree = createMerkleTree(leaves);
      expect(tree.rootHex).toBe(rfcRoot(leaves).toString('hex'));
      expect(merkleRoot(leaves.map((l) => l.toString('hex')))).toBe(tree.rootHex);
      for (let seq = 1; seq <= n; seq++) expect(verifyInclusion(hashes[seq - 1]!, seq, n, tree.proof(seq), tree.rootHex)).toBe(true);
    }
  });

  it('refuses a wrong entry, seq, tree size, root or path (negative controls)', () => {
    const hashes = Array.from({ length: 13 }, (_, i) => entry(i));
    const tree = createMerkleTree(hashes.map((h) => Buffer.from(merkleLeafHash(h), 'hex')));
    const proof = tree.proof(6);
    expect(verifyInclusion(hashes[5]!, 6, 13, proof, tree.rootHex)).toBe(true);
    expect(verifyInclusion(hashes[4]!, 6, 13, proof, tree.rootHex)).toBe(false);
    expect(verifyInclusion(hashes[5]!, 5, 13, proof, tree.rootHex)).toBe(false);
    // The size is bound by the signed checkpoint, not by the path; a size that changes the path shape fails.
    expect(verifyInclusion(hashes[5]!, 6, 6, proof, tree.rootHex)).toBe(false);
    expect(verifyInclusion(hashes[5]!, 6, 40, proof, tree.rootHex)).toBe(false);
    expect(verifyInclusion(hashes[5]!, 6, 13, proof, entry(99))).toBe(false);
    expect(verifyInclusion(hashes[5]!, 6, 13, [...proof.slice(0, -1), entry(98)], tree.rootHex)).toBe(false);
    expect(verifyInclusion(hashes[5]!, 6, 13, proof.slice(0, -1), tree.rootHex)).toBe(false);
  });
});

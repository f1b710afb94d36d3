/**
 * Merkle tree over a tenant's audit entry hashes (RFC 6962 / RFC 9162 §2.1): leaf = SHA-256(0x00 ‖ entry hash
 * bytes), node = SHA-256(0x01 ‖ left ‖ right). The bundle proves each of its audit entries is in the log up
 * to a signed checkpoint with an inclusion proof of this tree.
 *
 * Same names and semantics as helper E's `retention/audit/merkle.ts` (issue 10 overview), kept here so the
 * bundle works before that lands: `seq` is 1-based (leaf index seq − 1). When it lands, the two must agree
 * byte for byte (the test vectors in bundle-merkle.test.ts say what that means).
 */
import { createHash } from 'node:crypto';

const LEAF = Buffer.from([0]);
const NODE = Buffer.from([1]);

function sha(...parts: Buffer[]): Buffer {
  const h = createHash('sha256');
  for (const p of parts) h.update(p);
  return h.digest();
}

/** Leaf hash (hex) of an entry hash (64 hex). */
export function merkleLeafHash(entryHashHex: string): string {
  return sha(LEAF, Buffer.from(entryHashHex, 'hex')).toString('hex');
}

/** Levels of the tree, leaves first; a level's odd last node is carried up unchanged (RFC 6962's shape). */
function buildLevels(leaves: readonly Buffer[]): Buffer[][] {
  const levels: Buffer[][] = [leaves as Buffer[]];
  while (levels[levels.length - 1]!.length > 1) {
    const prev = levels[levels.length - 1]!;
    const next: Buffer[] = [];
    for (let i = 0; i < prev.length; i += 2) next.push(i + 1 < prev.length ? sha(NODE, prev[i]!, prev[i + 1]!) : prev[i]!);
    levels.push(next);
  }
  return levels;
}

/** Root (hex) of the tree over `leafHashes` (hex, in seq order); the empty tree's root is SHA-256(""). */
export function merkleRoot(leafHashes: readonly string[]): string {
  return createMerkleTree(leafHashes.map((h) => Buffer.from(h, 'hex'))).rootHex;
}

/** A tree built once in memory (32 bytes per leaf, about twice that in all) that answers many proofs. */
export interface MerkleTree {
  readonly size: number;
  readonly rootHex: string;
  /** Audit path (hex, bottom up) of the entry at `seq` (1-based). */
  proof(seq: number): string[];
}

export function createMerkleTree(leaves: readonly Buffer[]): MerkleTree {
  const levels = leaves.length === 0 ? [[]] : buildLevels(leaves);
  const top = levels[levels.length - 1]!;
  const rootHex = (top.length === 0 ? sha() : top[0]!).toString('hex');
  return {
    size: leaves.length,
    rootHex,
    proof(seq) {
      if (!Number.isInteger(seq) || seq < 1 || seq > leaves.length) throw new RangeError(`seq ${seq} is outside the tree of ${leaves.length}`);
      const path: string[] = [];
      let idx = seq - 1;
      for (let level = 0; level < levels.length - 1; level++) {
        const sibling = idx ^ 1;
        if (sibling < levels[level]!.length) path.push(levels[level]![sibling]!.toString('hex'));
        idx >>= 1;
      }
      return path;
    },
  };
}

/** RFC 9162 §2.1.3.2: does `proof` put the entry with `entryHashHex` at `seq` in the tree of `treeSize` with `rootHex`? */
export function verifyInclusion(entryHashHex: string, seq: number, treeSize: number, proof: readonly string[], rootHex: string): boolean {
  if (!Number.isInteger(seq) || !Number.isInteger(treeSize) || seq < 1 || seq > treeSize) return false;
  if (!/^[0-9a-f]{64}$/.test(entryHashHex) || !/^[0-9a-f]{64}$/.test(rootHex)) return false;
  let fn = seq - 1;
  let sn = treeSize - 1;
  let r: Buffer = Buffer.from(merkleLeafHash(entryHashHex), 'hex');
  for (const p of proof) {
    if (!/^[0-9a-f]{64}$/.test(p) || sn === 0) return false;
    const pb = Buffer.from(p, 'hex');
    if (fn % 2 === 1 || fn === sn) {
      r = sha(NODE, pb, r);
      if (fn % 2 === 0) {
        while (fn % 2 === 0 && fn !== 0) {
          fn = Math.floor(fn / 2);
          sn = Math.floor(sn / 2);
        }
      }
    } else {
      r = sha(NODE, r, pb);
    }
    fn = Math.floor(fn / 2);
    sn = Math.floor(sn / 2);
  }
  return sn === 0 && r.toString('hex') === rootHex;
}

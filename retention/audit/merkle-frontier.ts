/**
 * The compact frontier of an append-only RFC 9162 Merkle tree: the roots of the perfect subtrees that
 * the binary form of the tree size decomposes into (at most 64 hashes). Appending a leaf and computing
 * the root are O(log n), so the audit writer keeps one per tenant and signs every checkpoint's root
 * without reading the log again.
 */
import { createHash } from 'node:crypto';

/** SHA-256(0x01 ‖ left ‖ right): an interior node (RFC 9162 §2.1.1). */
export function merkleNodeHash(left: Buffer, right: Buffer): Buffer {
  return createHash('sha256').update(NODE_PREFIX).update(left).update(right).digest();
}

/** The root of the empty tree: SHA-256 of the empty string (RFC 9162 §2.1.1). */
export const MERKLE_EMPTY_ROOT: Buffer = createHash('sha256').digest();

const NODE_PREFIX = Buffer.from([0x01]);

/**
 * Contract: `append` takes leaf hashes (already SHA-256(0x00 ‖ …)) in leaf order; `root()` is the RFC
 * 9162 Merkle Tree Hash of the leaves appended so far. `size` counts them. Not safe to share between
 * writers that append different leaves.
 */
export interface MerkleFrontier {
  readonly size: number;
  append(leafHash: Buffer): void;
  root(): Buffer;
}

export function createMerkleFrontier(): MerkleFrontier {
  // Perfect subtrees, largest (leftmost) first: sizes are the set bits of `size`, in decreasing order.
  const nodes: Array<{ leaves: number; hash: Buffer }> = [];
  let size = 0;
  return {
    get size() {
      return size;
    },
    append(leafHash) {
      let node = { leaves: 1, hash: leafHash };
      // Like a binary counter: two perfect subtrees of one size merge into one of twice the size.
      while (nodes.length > 0 && nodes[nodes.length - 1]!.leaves === node.leaves) {
        const left = nodes.pop()!;
        node = { leaves: left.leaves * 2, hash: merkleNodeHash(left.hash, node.hash) };
      }
      nodes.push(node);
      size++;
    },
    root() {
      if (nodes.length === 0) return MERKLE_EMPTY_ROOT;
      // MTH(D[n]) = node(MTH(first 2^k), MTH(rest)) with 2^k the largest power of two < n: folding the
      // perfect subtrees from the right is exactly that recursion.
      let acc = nodes[nodes.length - 1]!.hash;
      for (let i = nodes.length - 2; i >= 0; i--) acc = merkleNodeHash(nodes[i]!.hash, acc);
      return acc;
    },
  };
}

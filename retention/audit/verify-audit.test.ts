import { generateKeyPairSync, sign, type KeyObject } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { AUDIT_GENESIS_HASH, type AuditCheckpoint, type AuditEntry } from '../../schemas/audit.ts';
import { checkpointSigningString, computeEntryHash, computeKeyId } from './audit-format.ts';
import { verifyAudit, type AuditProblemKind } from './verify-audit.ts';

const KEY = generateKeyPairSync('ed25519');
const OTHER_KEY = generateKeyPairSync('ed25519');

function signCheckpoint(entry: AuditEntry, key: { privateKey: KeyObject; publicKey: KeyObject }, keyId = computeKeyId(key.publicKey)): AuditCheckpoint {
  const point = { tenant: entry.tenant, seq: entry.seq, hash: entry.hash, time: entry.time + 1 };
  return { ...point, keyId, signature: sign(null, Buffer.from(checkpointSigningString(point)), key.privateKey).toString('base64') };
}

/** A valid chain of `n` entries for `tenant`, with a checkpoint every `every` entries. */
function buildLog(tenant: string, n: number, every: number): { entries: AuditEntry[]; checkpoints: AuditCheckpoint[] } {
  const entries: AuditEntry[] = [];
  const checkpoints: AuditCheckpoint[] = [];
  let prevHash = AUDIT_GENESIS_HASH;
  for (let seq = 1; seq <= n; seq++) {
    const body = {
      tenant,
      seq,
      id: `00000000-0000-4000-8000-${seq.toString(16).padStart(12, '0')}`,
      time: 1_700_000_000_000 + seq * 1000,
      actor: { tokenId: 'tok_1', kind: 'token' as const },
      action: 'content.read',
      target: { traceId: seq.toString(16).padStart(32, '0'), part: 'input' },
      reason: `ticket ${seq}`,
      outcome: 'granted' as const,
      details: { n: seq },
      prevHash,
    };
    const entry = { ...body, hash: computeEntryHash(body) };
    entries.push(entry);
    prevHash = entry.hash;
    if (seq % every === 0) checkpoints.push(signCheckpoint(entry, KEY));
  }
  return { entries, checkpoints };
}

function kinds(result: ReturnType<typeof verifyAudit>): Array<[AuditProblemKind, number]> {
  return result.problems.map((p) => [p.kind, p.seq]);
}

describe('verifyAudit', () => {
  it('accepts an untampered log of two tenants (negative control for every case below)', () => {
    const a = buildLog('acme', 25, 10);
    const b = buildLog('globex', 7, 10);
    const head = [a.checkpoints.at(-1)!];
    const result = verifyAudit({ entries: [...a.entries, ...b.entries], checkpoints: [...a.checkpoints, ...b.checkpoints], publicKey: KEY.publicKey, head });
    expect(result.problems).toEqual([]);
    expect(result.ok).toBe(true);
    expect(result.counts).toMatchObject({ tenants: 2, entries: 32, checkpoints: 3, checkpointsVerified: 2, problems: 0 });
    expect(result.tenants.map((t) => [t.tenant, t.firstSeq, t.lastSeq, t.lastCheckpointSeq, t.unsignedTail])).toEqual([
      ['acme', 1, 25, 20, 5],
      ['globex', 1, 7, null, 7],
    ]);
  });

  it('detects an edited field as hash_mismatch at that entry only', () => {
    const log = buildLog('acme', 10, 5);
    log.entries[3] = { ...log.entries[3]!, reason: 'nothing to see here' };
    const result = verifyAudit({ ...log, publicKey: KEY.publicKey });
    expect(result.ok).toBe(false);
    expect(kinds(result)).toEqual([['hash_mismatch', 4]]);
  });

  it('detects an edit whose hash was recomputed: the next link breaks', () => {
    const log = buildLog('acme', 10, 5);
    const { hash: _old, ...body } = { ...log.entries[6]!, outcome: 'denied' as const };
    log.entries[6] = { ...body, hash: computeEntryHash(body) };
    expect(kinds(verifyAudit({ ...log, publicKey: KEY.publicKey }))).toEqual([['broken_link', 8]]);
  });

  it('detects a whole rewritten chain at the checkpoint that covers it', () => {
    const log = buildLog('acme', 10, 5);
    // Rewrite entries 3..10 consistently (hashes and links recomputed): only the signature can tell.
    for (let i = 2; i < 10; i++) {
      const { hash: _h, ...body } = { ...log.entries[i]!, reason: 'rewritten', prevHash: log.entries[i - 1]!.hash };
      log.entries[i] = { ...body, hash: computeEntryHash(body) };
    }
    expect(kinds(verifyAudit({ ...log, publicKey: KEY.publicKey }))).toEqual([
      ['checkpoint_mismatch', 5],
      ['checkpoint_mismatch', 10],
    ]);
  });

  it('detects a deleted entry in the middle as a gap', () => {
    const log = buildLog('acme', 10, 5);
    log.entries.splice(6, 1);
    const result = verifyAudit({ ...log, publicKey: KEY.publicKey });
    expect(kinds(result)).toEqual([['gap', 7]]);
    expect(result.problems[0]!.detail).toContain('entry 7 is missing');
  });

  it('detects two swapped entries as reordered', () => {
    const log = buildLog('acme', 10, 5);
    [log.entries[3], log.entries[4]] = [log.entries[4]!, log.entries[3]!];
    const result = verifyAudit({ ...log, publicKey: KEY.publicKey });
    expect(kinds(result)).toEqual([['reordered', 4]]);
  });

  it('detects a tail truncated after a checkpoint only with the head checkpoint (rollback)', () => {
    const log = buildLog('acme', 30, 10);
    const head = [log.checkpoints.at(-1)!]; // seq 30, kept outside the store
    // Restored from an older backup: entries after 15 and the checkpoints 20 and 30 are gone.
    const restored = { entries: log.entries.slice(0, 15), checkpoints: log.checkpoints.slice(0, 1) };
    expect(verifyAudit({ ...restored, publicKey: KEY.publicKey }).ok).toBe(true); // undetectable without the head
    const result = verifyAudit({ ...restored, publicKey: KEY.publicKey, head });
    expect(kinds(result)).toEqual([['truncated_before_checkpoint', 30]]);
    expect(result.problems[0]!.detail).toContain('the log ends at seq 15');
  });

  it('detects truncation also when the store kept its checkpoints', () => {
    const log = buildLog('acme', 30, 10);
    expect(kinds(verifyAudit({ entries: log.entries.slice(0, 25), checkpoints: log.checkpoints, publicKey: KEY.publicKey }))).toEqual([
      ['truncated_before_checkpoint', 30],
    ]);
  });

  it('detects a whole tenant removed from the store with the head', () => {
    const log = buildLog('acme', 12, 10);
    const result = verifyAudit({ entries: [], checkpoints: [], publicKey: KEY.publicKey, head: [log.checkpoints[0]!] });
    expect(kinds(result)).toEqual([['truncated_before_checkpoint', 10]]);
  });

  it('detects a checkpoint forged with another key under the real key id as bad_signature', () => {
    const log = buildLog('acme', 10, 5);
    log.checkpoints.push(signCheckpoint(log.entries[7]!, OTHER_KEY, computeKeyId(KEY.publicKey)));
    expect(kinds(verifyAudit({ ...log, publicKey: KEY.publicKey }))).toEqual([['bad_signature', 8]]);
  });

  it('reports a checkpoint signed by a key it was not given as unknown_key', () => {
    const log = buildLog('acme', 10, 5);
    log.checkpoints.push(signCheckpoint(log.entries[7]!, OTHER_KEY));
    const result = verifyAudit({ ...log, publicKey: KEY.publicKey });
    expect(kinds(result)).toEqual([['unknown_key', 8]]);
    // With both keys (a rotation), it verifies.
    expect(verifyAudit({ ...log, publicKey: [KEY.publicKey, OTHER_KEY.publicKey] }).ok).toBe(true);
  });

  it('detects a validly signed checkpoint that names a wrong hash as checkpoint_mismatch', () => {
    const log = buildLog('acme', 10, 5);
    log.checkpoints.push(signCheckpoint({ ...log.entries[7]!, hash: 'f'.repeat(64) }, KEY));
    expect(kinds(verifyAudit({ ...log, publicKey: KEY.publicKey }))).toEqual([['checkpoint_mismatch', 8]]);
  });

  it('detects an altered checkpoint (seq moved) as bad_signature', () => {
    const log = buildLog('acme', 10, 5);
    log.checkpoints[1] = { ...log.checkpoints[1]!, seq: 9 };
    expect(kinds(verifyAudit({ ...log, publicKey: KEY.publicKey }))).toEqual([['bad_signature', 9]]);
  });

  it('reports a malformed entry once, as hash_mismatch, without a spurious gap', () => {
    const log = buildLog('acme', 6, 3);
    const broken: unknown[] = [...log.entries];
    broken[2] = { ...log.entries[2]!, outcome: 'hacked' };
    const result = verifyAudit({ entries: broken, checkpoints: log.checkpoints, publicKey: KEY.publicKey });
    expect(kinds(result)).toEqual([['hash_mismatch', 3]]);
    expect(result.problems[0]!.detail).toContain('outcome');
  });

  it('detects a fork (two different entries with one seq) and ignores an exact duplicate', () => {
    const log = buildLog('acme', 6, 3);
    const dup = verifyAudit({ entries: [...log.entries.slice(0, 4), log.entries[3]!, ...log.entries.slice(4)], checkpoints: log.checkpoints, publicKey: KEY.publicKey });
    expect(dup.ok).toBe(true);
    expect(dup.counts.duplicates).toBe(1);
    const forkBody = { ...log.entries[3]!, reason: 'second writer' };
    const { hash: _h, ...body } = forkBody;
    const fork = { ...body, hash: computeEntryHash(body) };
    const forked = verifyAudit({ entries: [...log.entries.slice(0, 4), fork, ...log.entries.slice(4)], checkpoints: log.checkpoints, publicKey: KEY.publicKey });
    expect(kinds(forked)).toEqual([['broken_link', 4]]);
  });
});

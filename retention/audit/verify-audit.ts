/**
 * The offline verifier of the audit log: pure, needs only the entries, the checkpoints and the public
 * key(s) — no ClickHouse, no private key, no clock.
 *
 * What it checks, per tenant:
 * - every entry hashes to its `hash` (else `hash_mismatch`; an entry that is not even well-formed is
 *   reported the same way);
 * - entries come in strictly increasing seq order as presented (else `reordered`);
 * - in seq order: seqs run 1, 2, 3, ... (else `gap`), and each `prevHash` is the previous entry's `hash`
 *   (else `broken_link`; two different entries with one seq — a fork — too);
 * - every checkpoint is signed by a given key (`unknown_key` when its keyId is not one of them,
 *   `bad_signature` when the signature fails or the checkpoint is malformed);
 * - every validly signed checkpoint matches the stored entry at its seq (else `checkpoint_mismatch`), and
 *   the log does not end before it (else `truncated_before_checkpoint`). Checkpoints from a trusted place
 *   outside ClickHouse (`head`: the head file, or a checkpoint exported elsewhere) are what detects a
 *   store rolled back to an older backup, whose own checkpoints went back with it;
 * - every validly signed v2 checkpoint's `root` is the RFC 9162 Merkle root of the entries 1..seq as
 *   linked (else `root_mismatch`; not checked past a gap, which is reported itself).
 *
 * Not detectable: entries after a tenant's last checkpoint the verifier knows of can be cut off. The
 * writer leaves no such entries: every written batch is checkpointed before its appends resolve.
 */
import type { KeyObject } from 'node:crypto';
import { AUDIT_GENESIS_HASH, AuditCheckpointSchema, AuditEntrySchema, type AuditCheckpoint } from '../../schemas/audit.ts';
import { computeEntryHash, computeKeyId, verifyCheckpointSignature } from './audit-format.ts';
import { merkleLeafHash } from './merkle.ts';
import { createMerkleFrontier, type MerkleFrontier } from './merkle-frontier.ts';

export type AuditProblemKind =
  | 'hash_mismatch'
  | 'broken_link'
  | 'gap'
  | 'reordered'
  | 'bad_signature'
  | 'checkpoint_mismatch'
  | 'truncated_before_checkpoint'
  | 'root_mismatch'
  | 'unknown_key';

export interface AuditProblem {
  tenant: string;
  /** The seq the problem is about (0 when a malformed record has none). */
  seq: number;
  kind: AuditProblemKind;
  detail: string;
}

export interface AuditTenantSummary {
  tenant: string;
  entries: number;
  firstSeq: number | null;
  lastSeq: number | null;
  /** Checkpoints with a valid signature (store and trusted ones, counted once). */
  checkpoints: number;
  lastCheckpointSeq: number | null;
  /** Entries after the last valid checkpoint: the part a truncation could remove unnoticed. */
  unsignedTail: number;
  problems: number;
  firstProblem: AuditProblem | null;
}

export interface AuditVerifyResult {
  ok: boolean;
  /** In (tenant, seq) order; at most MAX_PROBLEMS_LISTED_PER_TENANT per tenant (counts.problems has them all). */
  problems: AuditProblem[];
  counts: {
    tenants: number;
    entries: number;
    checkpoints: number;
    checkpointsVerified: number;
    /** Signed v2 checkpoints whose Merkle root was recomputed from the entries and matched. */
    rootsVerified: number;
    duplicates: number;
    problems: number;
  };
  tenants: AuditTenantSummary[];
  /** Key ids of the public keys given. */
  keyIds: string[];
}

export interface AuditVerifyOptions {
  /** Checkpoints as stored with the log (ClickHouse or an export). */
  checkpoints: readonly unknown[];
  /** The Ed25519 public key(s) that may have signed checkpoints (several after a key rotation). */
  publicKey: KeyObject | readonly KeyObject[];
  /** Checkpoints from a trusted place outside the store: the head file, or ones exported elsewhere. */
  head?: readonly unknown[];
}

export const MAX_PROBLEMS_LISTED_PER_TENANT = 100;
/** How far out of order an entry may be presented and still be linked in seq order (a bounded buffer). */
const REORDER_WINDOW = 10_000;

interface LinkRecord {
  seq: number;
  prevHash: string;
  hash: string;
}

interface TrustedCheckpoint {
  cp: AuditCheckpoint;
  sources: Set<'store' | 'head'>;
}

interface TenantState {
  tenant: string;
  entries: number;
  maxPresentedSeq: number;
  buffer: LinkRecord[];
  linkSeq: number;
  linkHash: string;
  firstSeq: number | null;
  lastSeq: number | null;
  checkpoints: Map<string, TrustedCheckpoint>;
  /** Stored hashes at the seqs that valid checkpoints name. */
  hashesAt: Map<number, string[]>;
  /** Merkle frontier of the entries linked so far; null after a gap or a malformed hash (tree unknown). */
  frontier: MerkleFrontier | null;
  /** Merkle roots computed at the seqs that valid v2 checkpoints name. */
  rootsAt: Map<number, string | null>;
  problems: AuditProblem[];
}

/**
 * An incremental verifier, for logs too large to hold in memory: give it every checkpoint up front, then
 * the entries (in the order the source presents them; per tenant they should be in seq order), then
 * call `finish()` once. Memory: the checkpoints, and per tenant a bounded reorder buffer.
 */
export interface AuditVerifier {
  addEntry(entry: unknown): void;
  finish(): AuditVerifyResult;
}

export function createAuditVerifier(options: AuditVerifyOptions): AuditVerifier {
  const keys = new Map<string, KeyObject>();
  for (const key of Array.isArray(options.publicKey) ? (options.publicKey as readonly KeyObject[]) : [options.publicKey as KeyObject]) {
    keys.set(computeKeyId(key), key);
  }
  const tenants = new Map<string, TenantState>();
  let entries = 0;
  let duplicates = 0;
  let checkpointsVerified = 0;
  let rootsVerified = 0;
  let finished = false;

  const stateOf = (tenant: string): TenantState => {
    let st = tenants.get(tenant);
    if (!st) {
      st = {
        tenant,
        entries: 0,
        maxPresentedSeq: 0,
        buffer: [],
        linkSeq: 0,
        linkHash: AUDIT_GENESIS_HASH,
        firstSeq: null,
        lastSeq: null,
        checkpoints: new Map(),
        hashesAt: new Map(),
        frontier: createMerkleFrontier(),
        rootsAt: new Map(),
        problems: [],
      };
      tenants.set(tenant, st);
    }
    return st;
  };
  const report = (tenant: string, seq: number, kind: AuditProblemKind, detail: string) => stateOf(tenant).problems.push({ tenant, seq, kind, detail });

  const checkpointInputs: Array<[unknown, 'store' | 'head']> = [
    ...options.checkpoints.map((c): [unknown, 'store'] => [c, 'store']),
    ...(options.head ?? []).map((c): [unknown, 'head'] => [c, 'head']),
  ];
  for (const [raw, source] of checkpointInputs) {
    const parsed = AuditCheckpointSchema.safeParse(raw);
    const where = source === 'head' ? 'trusted checkpoint' : 'checkpoint';
    if (!parsed.success) {
      const { tenant, seq } = identify(raw);
      report(tenant, seq, 'bad_signature', `${where} is malformed (${firstIssue(parsed.error.issues)}), so it cannot be verified`);
      continue;
    }
    const cp = parsed.data;
    const key = keys.get(cp.keyId);
    if (!key) {
      report(cp.tenant, cp.seq, 'unknown_key', `${where} at seq ${cp.seq} is signed by key ${cp.keyId}, not by the given public key (${[...keys.keys()].join(', ')})`);
      continue;
    }
    if (!verifyCheckpointSignature(cp, key)) {
      report(cp.tenant, cp.seq, 'bad_signature', `${where} at seq ${cp.seq} claims key ${cp.keyId} but its signature does not verify (forged or altered)`);
      continue;
    }
    const st = stateOf(cp.tenant);
    const id = `${cp.seq}:${cp.hash}:${cp.time}:${cp.signature}`;
    const known = st.checkpoints.get(id);
    if (known) known.sources.add(source);
    else {
      st.checkpoints.set(id, { cp, sources: new Set([source]) });
      checkpointsVerified++;
    }
    if (!st.hashesAt.has(cp.seq)) st.hashesAt.set(cp.seq, []);
    if (cp.root !== undefined && !st.rootsAt.has(cp.seq)) st.rootsAt.set(cp.seq, null);
  }

  function link(st: TenantState, rec: LinkRecord): void {
    if (rec.seq === st.linkSeq) {
      if (rec.hash === st.linkHash) duplicates++;
      else report(st.tenant, rec.seq, 'broken_link', `two different entries claim seq ${rec.seq} (the chain forks)`);
      st.hashesAt.get(rec.seq)?.push(rec.hash);
      return;
    }
    if (rec.seq < st.linkSeq) return; // displaced beyond the reorder window; reported as reordered
    if (rec.seq > st.linkSeq + 1) {
      const from = st.linkSeq + 1;
      const to = rec.seq - 1;
      report(st.tenant, from, 'gap', from === to ? `entry ${from} is missing` : `entries ${from}..${to} are missing (${to - from + 1})`);
      st.frontier = null;
    } else if (rec.prevHash !== st.linkHash) {
      report(
        st.tenant,
        rec.seq,
        'broken_link',
        `prevHash ${short(rec.prevHash)} is not the hash of ${st.linkSeq === 0 ? 'the chain start (genesis)' : `entry ${st.linkSeq}`} (${short(st.linkHash)})`,
      );
    }
    st.linkSeq = rec.seq;
    st.linkHash = rec.hash;
    if (st.frontier) {
      try {
        st.frontier.append(merkleLeafHash(rec.hash));
      } catch {
        st.frontier = null; // a malformed hash, reported as hash_mismatch
      }
    }
    if (st.frontier && st.rootsAt.has(rec.seq)) st.rootsAt.set(rec.seq, st.frontier.root().toString('hex'));
    st.firstSeq ??= rec.seq;
    st.lastSeq = rec.seq;
    st.hashesAt.get(rec.seq)?.push(rec.hash);
  }

  function addEntry(raw: unknown): void {
    if (finished) throw new Error('verifier already finished');
    entries++;
    const parsed = AuditEntrySchema.safeParse(raw);
    let rec: LinkRecord | null;
    let tenant: string;
    if (parsed.success) {
      const e = parsed.data;
      tenant = e.tenant;
      const { hash, ...rest } = e;
      const recomputed = computeEntryHash(rest);
      if (recomputed !== hash) report(tenant, e.seq, 'hash_mismatch', `entry ${e.seq} (id ${e.id}) was altered: its fields hash to ${short(recomputed)}, it records ${short(hash)}`);
      rec = { seq: e.seq, prevHash: e.prevHash, hash };
    } else {
      const id = identify(raw);
      tenant = id.tenant;
      report(tenant, id.seq, 'hash_mismatch', `entry ${id.seq || '?'} is malformed (${firstIssue(parsed.error.issues)}), so its hash cannot match`);
      // Still place it in the chain when it has a usable seq, so that one altered entry is not also a gap.
      const r = raw as Record<string, unknown> | null;
      rec =
        id.seq > 0
          ? { seq: id.seq, prevHash: typeof r?.prevHash === 'string' ? r.prevHash : '', hash: typeof r?.hash === 'string' ? r.hash : '' }
          : null;
    }
    const st = stateOf(tenant);
    st.entries++;
    if (!rec) return;
    if (rec.seq < st.maxPresentedSeq) {
      report(tenant, rec.seq, 'reordered', `entry ${rec.seq} comes after entry ${st.maxPresentedSeq}; entries must be in seq order`);
    }
    st.maxPresentedSeq = Math.max(st.maxPresentedSeq, rec.seq);
    insertSorted(st.buffer, rec);
    if (st.buffer.length > REORDER_WINDOW) link(st, st.buffer.shift()!);
  }

  function finish(): AuditVerifyResult {
    if (finished) throw new Error('verifier already finished');
    finished = true;
    for (const st of tenants.values()) {
      for (const rec of st.buffer) link(st, rec);
      st.buffer = [];
    }
    for (const st of tenants.values()) {
      const last = st.lastSeq ?? 0;
      let beyond: TrustedCheckpoint | null = null;
      for (const t of st.checkpoints.values()) {
        const { cp } = t;
        if (cp.seq > last) {
          if (!beyond || cp.seq > beyond.cp.seq) beyond = t;
          continue;
        }
        const stored = st.hashesAt.get(cp.seq) ?? [];
        if (stored.length === 0) {
          report(st.tenant, cp.seq, 'checkpoint_mismatch', `a checkpoint signed ${iso(cp.time)} covers entry ${cp.seq}, which is missing`);
        } else if (!stored.includes(cp.hash)) {
          report(
            st.tenant,
            cp.seq,
            'checkpoint_mismatch',
            `entry ${cp.seq} has hash ${short(stored[0]!)} but a checkpoint signed ${iso(cp.time)} says ${short(cp.hash)} (entries up to it were rewritten)`,
          );
        }
        const computed = st.rootsAt.get(cp.seq) ?? null;
        if (cp.root !== undefined && computed !== null) {
          if (computed === cp.root) rootsVerified++;
          else {
            report(
              st.tenant,
              cp.seq,
              'root_mismatch',
              `the entries 1..${cp.seq} have Merkle root ${short(computed)} but a checkpoint signed ${iso(cp.time)} says ${short(cp.root)}`,
            );
          }
        }
      }
      if (beyond) {
        const from = [...beyond.sources].includes('head') ? 'the head file / trusted checkpoints' : 'the stored checkpoints';
        report(
          st.tenant,
          beyond.cp.seq,
          'truncated_before_checkpoint',
          `the log ends at seq ${last} but a checkpoint signed ${iso(beyond.cp.time)} (from ${from}) covers seq ${beyond.cp.seq}: ` +
            `${beyond.cp.seq - last} entries were removed (a rollback or a restore from an older backup?)`,
        );
      }
    }
    const names = [...tenants.keys()].sort();
    const problems: AuditProblem[] = [];
    const summaries: AuditTenantSummary[] = [];
    let problemCount = 0;
    for (const name of names) {
      const st = tenants.get(name)!;
      const sorted = st.problems.map((p, i) => ({ p, i })).sort((a, b) => a.p.seq - b.p.seq || a.i - b.i).map((x) => x.p);
      problemCount += sorted.length;
      problems.push(...sorted.slice(0, MAX_PROBLEMS_LISTED_PER_TENANT));
      const cps = [...st.checkpoints.values()].map((t) => t.cp.seq);
      const lastCheckpointSeq = cps.length ? Math.max(...cps) : null;
      summaries.push({
        tenant: name,
        entries: st.entries,
        firstSeq: st.firstSeq,
        lastSeq: st.lastSeq,
        checkpoints: st.checkpoints.size,
        lastCheckpointSeq,
        unsignedTail: Math.max(0, (st.lastSeq ?? 0) - (lastCheckpointSeq ?? 0)),
        problems: sorted.length,
        firstProblem: sorted[0] ?? null,
      });
    }
    return {
      ok: problemCount === 0,
      problems,
      counts: { tenants: names.length, entries, checkpoints: checkpointInputs.length, checkpointsVerified, rootsVerified, duplicates, problems: problemCount },
      tenants: summaries,
      keyIds: [...keys.keys()],
    };
  }

  return { addEntry, finish };
}

/** Verifies a whole log held in memory; see `createAuditVerifier` for large ones. */
export function verifyAudit(input: AuditVerifyOptions & { entries: readonly unknown[] }): AuditVerifyResult {
  const verifier = createAuditVerifier(input);
  for (const entry of input.entries) verifier.addEntry(entry);
  return verifier.finish();
}

function insertSorted(buffer: LinkRecord[], rec: LinkRecord): void {
  // Entries nearly always arrive in order: append, else binary search (stable: after equal seqs).
  if (buffer.length === 0 || buffer[buffer.length - 1]!.seq <= rec.seq) {
    buffer.push(rec);
    return;
  }
  let lo = 0;
  let hi = buffer.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (buffer[mid]!.seq <= rec.seq) lo = mid + 1;
    else hi = mid;
  }
  buffer.splice(lo, 0, rec);
}

/** Tenant and seq of a record that failed validation, as far as they can be told. */
function identify(raw: unknown): { tenant: string; seq: number } {
  const r = typeof raw === 'object' && raw !== null ? (raw as Record<string, unknown>) : {};
  const tenant = typeof r.tenant === 'string' && r.tenant.length <= 63 ? r.tenant : '?';
  const seq = typeof r.seq === 'number' && Number.isSafeInteger(r.seq) && r.seq > 0 ? r.seq : 0;
  return { tenant, seq };
}

function firstIssue(issues: ReadonlyArray<{ path: PropertyKey[]; message: string }>): string {
  const issue = issues[0];
  if (!issue) return 'invalid';
  return `${issue.path.length ? issue.path.map(String).join('.') : '(record)'}: ${issue.message}`;
}

function short(hash: string): string {
  return hash.length > 12 ? `${hash.slice(0, 12)}…` : hash || '(none)';
}

function iso(ms: number): string {
  const d = new Date(ms);
  return Number.isNaN(d.getTime()) ? String(ms) : d.toISOString();
}

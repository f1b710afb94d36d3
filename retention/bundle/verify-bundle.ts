/**
 * Offline verification of a legal-hold bundle (`tracehold verify-bundle FILE`), streaming: the archive is read
 * once, member by member; memory holds one line (or one content file) at a time plus the set of content files
 * the ledger needs. The first problem found is reported with its file (and line), and nothing after it counts.
 *
 * Checks: gzip and tar integrity; manifest.json first, signed (manifest.sig) by public-key.pem — and, when the
 * caller gives a key, that it is that key; the audit checkpoint in the manifest is signed by the same key; no
 * file missing, added or duplicated; every file's size and SHA-256; every JSON line parses; counts match the
 * manifest; every audit entry's hash recomputes and its inclusion proof verifies against the manifest's Merkle
 * root at the checkpoint's size; every stored content part a ledger row refers to has its content file (or is
 * listed as unavailable in retention_state.jsonl).
 */
import { createHash, verify as verifySignature, type KeyObject } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { pipeline } from 'node:stream/promises';
import { createGunzip } from 'node:zlib';
import tar from 'tar-stream';
import { BundleManifestSchema, type BundleManifest } from '../../schemas/hold-export.ts';
import type { AuditCheckpoint, AuditEntry } from '../../schemas/audit.ts';
import { computeEntryHash, computeKeyId, parseAuditPublicKey, verifyCheckpointSignature } from '../audit/audit-format.ts';
import { BUNDLE_SIGNATURE_PREFIX, contentFileName, FIXED_MEMBERS } from './bundle-layout.ts';
import { verifyInclusion } from '../audit/merkle.ts';

export interface BundleProblem {
  /** The member the problem is in ('(archive)' for the gzip/tar container). */
  file: string;
  /** 1-based line of a JSON Lines file, when the problem is one line. */
  line?: number;
  message: string;
}

export interface BundleSummary {
  exportId: string;
  tenant: string;
  holdId: string;
  matterId: string;
  files: number;
  counts: BundleManifest['counts'];
  auditTreeSize: number;
}

export type BundleVerifyResult =
  | { ok: true; keyId: string; keyMatchesGiven: boolean | null; summary: BundleSummary }
  | { ok: false; keyId: string | null; problem: BundleProblem };

export interface BundleVerifyOptions {
  /** A public key from a trusted place (PEM or raw base64/hex): the bundle's key must be this one. */
  publicKey?: string;
  /** Largest manifest or content file read whole; default 256 MiB. */
  maxMemberBytesInMemory?: number;
}

class Problem extends Error {
  constructor(
    readonly file: string,
    message: string,
    readonly line?: number,
  ) {
    super(message);
  }
}

const SIGNED_TRIO = [FIXED_MEMBERS.manifest, FIXED_MEMBERS.signature, FIXED_MEMBERS.publicKey];
const PARTS = ['input', 'output', 'system', 'tools'] as const;

export async function verifyBundle(file: string, opts: BundleVerifyOptions = {}): Promise<BundleVerifyResult> {
  const state: { keyId: string | null } = { keyId: null };
  try {
    const out = await run(file, opts, state);
    return { ok: true, keyId: state.keyId!, keyMatchesGiven: opts.publicKey === undefined ? null : true, summary: out };
  } catch (err) {
    if (err instanceof Problem) return { ok: false, keyId: state.keyId, problem: { file: err.file, ...(err.line !== undefined ? { line: err.line } : {}), message: err.message } };
    const e = err as NodeJS.ErrnoException;
    if (e.code === 'ENOENT' || e.code === 'EACCES' || e.code === 'EISDIR') return { ok: false, keyId: null, problem: { file: '(archive)', message: `cannot read the file (${e.code})` } };
    if (typeof e.code === 'string' && e.code.startsWith('Z_')) return { ok: false, keyId: state.keyId, problem: { file: '(archive)', message: `the gzip stream is corrupt (${e.code})` } };
    return { ok: false, keyId: state.keyId, problem: { file: '(archive)', message: `the archive is corrupt (${(e.message || 'unreadable').slice(0, 200)})` } };
  }
}

async function readWhole(stream: AsyncIterable<Buffer>, name: string, max: number): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let n = 0;
  for await (const c of stream) {
    n += c.length;
    if (n > max) throw new Problem(name, `larger than ${max} bytes`);
    chunks.push(c);
  }
  return Buffer.concat(chunks);
}

async function run(file: string, opts: BundleVerifyOptions, state: { keyId: string | null }): Promise<BundleSummary> {
  const maxInMemory = opts.maxMemberBytesInMemory ?? 256 * 1024 * 1024;
  const given = opts.publicKey === undefined ? null : parseGivenKey(opts.publicKey);
  const extract = tar.extract();
  const piping = pipeline(createReadStream(file), createGunzip(), extract);
  // The container's own error (gzip CRC, truncation) surfaces through the iterator; keep this one quiet.
  piping.catch(() => undefined);

  let index = 0;
  let manifestBytes: Buffer | null = null;
  let signature: Buffer | null = null;
  let manifest: BundleManifest | null = null;
  let listed = new Map<string, BundleManifest['files'][number]>();
  const seen = new Set<string>();
  const tally = { ledgerRows: 0, traceIndexRows: 0, spans: 0, replays: 0, auditEntries: 0, retentionStateLines: 0, contentFiles: 0, contentUnavailable: 0 };
  const neededContent = new Map<string, { file: string; line: number }>();
  const unavailable = new Set<string>();

  for await (const entry of extract) {
    const name = entry.header.name;
    const pos = index++;
    if (entry.header.type !== 'file') throw new Problem(name, `is a ${entry.header.type ?? 'non-file'} entry; a bundle holds files only`);
    if (seen.has(name)) throw new Problem(name, 'appears twice in the archive');
    seen.add(name);
    if (pos < 3) {
      if (name !== SIGNED_TRIO[pos]) throw new Problem(name, `member ${pos + 1} must be ${SIGNED_TRIO[pos]}`);
      const bytes = await readWhole(entry, name, maxInMemory);
      if (pos === 0) {
        manifestBytes = bytes;
        let parsed: unknown;
        try {
          parsed = JSON.parse(bytes.toString('utf8'));
        } catch {
          throw new Problem(name, 'is not JSON');
        }
        const m = BundleManifestSchema.safeParse(parsed);
        if (!m.success) throw new Problem(name, `is not a tracehold-bundle/v1 manifest (${m.error.issues[0]?.path.join('.') ?? ''}: ${m.error.issues[0]?.message ?? ''})`);
        manifest = m.data;
        listed = new Map(manifest.files.map((f) => [f.name, f]));
        if (listed.size !== manifest.files.length) throw new Problem(name, 'lists a file twice');
      } else if (pos === 1) {
        const text = bytes.toString('utf8').trim();
        signature = Buffer.from(text, 'base64');
        if (!/^[A-Za-z0-9+/]{86}==$/.test(text) || signature.length !== 64) throw new Problem(name, 'is not the base64 of an Ed25519 signature');
      } else {
        let key: KeyObject;
        try {
          key = parseAuditPublicKey(bytes.toString('utf8'));
        } catch (err) {
          throw new Problem(name, `is not an Ed25519 public key (${(err as Error).message})`);
        }
        state.keyId = computeKeyId(key);
        if (given && computeKeyId(given) !== state.keyId) throw new Problem(name, `the bundle is signed with key ${state.keyId}, not with the given key ${computeKeyId(given)}`);
        checkSignatures(manifestBytes!, signature!, manifest!, key);
      }
      continue;
    }
    const m = manifest!;
    const meta = listed.get(name);
    if (!meta) throw new Problem(name, 'is not listed in the manifest (a file was added)');
    const hash = createHash('sha256');
    let bytes = 0;
    const lineOf = lineChecker(name, m, tally, neededContent, unavailable);
    if (name.startsWith('content/')) {
      const buf = await readWhole(entry, name, maxInMemory);
      hash.update(buf);
      bytes = buf.length;
      // Size and hash first: a changed byte is named as such, then the shape.
      finishMember(name, meta, bytes, hash.digest('hex'), null);
      checkContentFile(name, buf);
      tally.contentFiles++;
      continue;
    }
    const splitter = lineOf ? createLineSplitter(lineOf) : null;
    for await (const chunk of entry as AsyncIterable<Buffer>) {
      hash.update(chunk);
      bytes += chunk.length;
      splitter?.push(chunk);
    }
    const lines = splitter?.end() ?? null;
    finishMember(name, meta, bytes, hash.digest('hex'), lines);
  }
  await piping;
  if (!manifest) throw new Problem(FIXED_MEMBERS.manifest, 'is missing (not a bundle)');
  if (index < 3) throw new Problem(SIGNED_TRIO[index]!, 'is missing');
  for (const f of manifest.files) if (!seen.has(f.name)) throw new Problem(f.name, 'is listed in the manifest but missing from the archive');
  const c = manifest.counts;
  const pairs: Array<[keyof typeof tally, string]> = [
    ['ledgerRows', 'ledger.jsonl'],
    ['traceIndexRows', 'traces.jsonl'],
    ['spans', 'traces.jsonl'],
    ['replays', 'replays.jsonl'],
    ['auditEntries', 'audit.jsonl'],
    ['retentionStateLines', 'retention_state.jsonl'],
    ['contentFiles', 'content/'],
    ['contentUnavailable', 'retention_state.jsonl'],
  ];
  for (const [k, where] of pairs) if (tally[k] !== c[k]) throw new Problem(where, `holds ${tally[k]} ${k} but the manifest counts ${c[k]}`);
  if (manifest.includeContent) {
    for (const [fileName, at] of neededContent) {
      if (!seen.has(fileName) && !unavailable.has(fileName)) throw new Problem(at.file, `a stored content part refers to ${fileName}, which is not in the bundle`, at.line);
    }
  }
  return {
    exportId: manifest.exportId,
    tenant: manifest.tenant,
    holdId: manifest.hold.holdId,
    matterId: manifest.hold.matterId,
    files: manifest.files.length + 3,
    counts: manifest.counts,
    auditTreeSize: manifest.audit.treeSize,
  };
}

function parseGivenKey(text: string): KeyObject {
  try {
    return parseAuditPublicKey(text);
  } catch (err) {
    throw new Problem('--public-key', `is not an Ed25519 public key (${(err as Error).message})`);
  }
}

function checkSignatures(manifestBytes: Buffer, signature: Buffer, manifest: BundleManifest, key: KeyObject): void {
  const message = Buffer.concat([Buffer.from(BUNDLE_SIGNATURE_PREFIX, 'utf8'), manifestBytes]);
  let good = false;
  try {
    good = verifySignature(null, message, key, signature);
  } catch {
    good = false;
  }
  if (!good) throw new Problem(FIXED_MEMBERS.signature, 'the signature does not match manifest.json and public-key.pem (the manifest or the signature was changed)');
  const cp = manifest.audit.checkpoint as AuditCheckpoint & { treeSize?: unknown; root?: unknown };
  if (cp.tenant !== manifest.tenant) throw new Problem(FIXED_MEMBERS.manifest, 'the audit checkpoint is of another tenant');
  if (cp.keyId !== computeKeyId(key) || !verifyCheckpointSignature(cp, key)) throw new Problem(FIXED_MEMBERS.manifest, 'the audit checkpoint is not signed by the bundle\'s key');
  if (manifest.audit.treeSize !== cp.seq) throw new Problem(FIXED_MEMBERS.manifest, 'the audit tree size is not the checkpoint\'s seq');
  // A checkpoint that itself signs a Merkle root (checkpoint v2) must sign this one.
  if (cp.root !== undefined && cp.root !== manifest.audit.merkleRoot) throw new Problem(FIXED_MEMBERS.manifest, 'the Merkle root differs from the one the checkpoint signs');
  if (cp.treeSize !== undefined && cp.treeSize !== cp.seq) throw new Problem(FIXED_MEMBERS.manifest, 'the checkpoint\'s tree size is not its seq');
}

function finishMember(name: string, meta: BundleManifest['files'][number], bytes: number, sha256: string, lines: number | null): void {
  if (bytes !== meta.bytes) throw new Problem(name, `is ${bytes} bytes, the manifest says ${meta.bytes}`);
  if (sha256 !== meta.sha256) throw new Problem(name, 'its SHA-256 differs from the manifest (the file was changed)');
  if (meta.lines !== undefined && lines !== null && lines !== meta.lines) throw new Problem(name, `has ${lines} lines, the manifest says ${meta.lines}`);
}

function checkContentFile(name: string, buf: Buffer): void {
  let v: { ref?: unknown; content?: unknown };
  try {
    v = JSON.parse(buf.toString('utf8')) as typeof v;
  } catch {
    throw new Problem(name, 'is not JSON');
  }
  if (typeof v?.ref !== 'string' || !('content' in v)) throw new Problem(name, 'is not a content file ({ref, content, …})');
  if (contentFileName(v.ref) !== name) throw new Problem(name, 'its name is not the SHA-256 of the reference it holds');
}

type LineHandler = (line: string, n: number) => void;

/** Splits a byte stream into lines (UTF-8, '\n'), holding at most one partial line. */
function createLineSplitter(onLine: LineHandler): { push(chunk: Buffer): void; end(): number } {
  let rest: Buffer = Buffer.alloc(0);
  let n = 0;
  return {
    push(chunk) {
      let buf: Buffer = rest.length > 0 ? Buffer.concat([rest, chunk]) : chunk;
      let i: number;
      while ((i = buf.indexOf(0x0a)) >= 0) {
        onLine(buf.subarray(0, i).toString('utf8'), ++n);
        buf = buf.subarray(i + 1);
      }
      rest = Buffer.from(buf);
    },
    end() {
      if (rest.length > 0) onLine(rest.toString('utf8'), ++n);
      return n;
    },
  };
}

function parseLine(file: string, line: string, n: number): Record<string, unknown> {
  let v: unknown;
  try {
    v = JSON.parse(line);
  } catch {
    throw new Problem(file, 'is not valid JSON', n);
  }
  if (v === null || typeof v !== 'object' || Array.isArray(v)) throw new Problem(file, 'is not a JSON object', n);
  return v as Record<string, unknown>;
}

function lineChecker(
  name: string,
  m: BundleManifest,
  tally: Record<'ledgerRows' | 'traceIndexRows' | 'spans' | 'replays' | 'auditEntries' | 'retentionStateLines' | 'contentFiles' | 'contentUnavailable', number>,
  neededContent: Map<string, { file: string; line: number }>,
  unavailable: Set<string>,
): LineHandler | null {
  switch (name) {
    case 'ledger.jsonl':
      return (line, n) => {
        const row = parseLine(name, line, n);
        if (row.tenant !== m.tenant || typeof row.traceId !== 'string' || typeof row.content !== 'object' || row.content === null) throw new Problem(name, 'is not a ledger row of this tenant', n);
        tally.ledgerRows++;
        const content = row.content as Record<string, { ref?: unknown; state?: unknown } | undefined>;
        for (const part of PARTS) {
          const p = content[part];
          if (p?.state === 'stored' && typeof p.ref === 'string' && p.ref !== '') {
            const f = contentFileName(p.ref);
            if (!neededContent.has(f)) neededContent.set(f, { file: name, line: n });
          }
        }
      };
    case 'traces.jsonl':
      return (line, n) => {
        const row = parseLine(name, line, n);
        if (row.tenant !== m.tenant) throw new Problem(name, 'is not a row of this tenant', n);
        if (row.type === 'trace_index') tally.traceIndexRows++;
        else if (row.type === 'span') tally.spans++;
        else throw new Problem(name, 'has neither type "trace_index" nor "span"', n);
      };
    case 'replays.jsonl':
      return (line, n) => {
        parseLine(name, line, n);
        tally.replays++;
      };
    case 'retention_state.jsonl':
      return (line, n) => {
        const row = parseLine(name, line, n);
        if (typeof row.type !== 'string') throw new Problem(name, 'has no type', n);
        tally.retentionStateLines++;
        if (row.type === 'content_unavailable') {
          if (typeof row.ref !== 'string') throw new Problem(name, 'names no ref', n);
          tally.contentUnavailable++;
          unavailable.add(contentFileName(row.ref));
        }
      };
    case 'audit.jsonl':
      return (line, n) => {
        const row = parseLine(name, line, n);
        const entry = row.entry as AuditEntry | undefined;
        const proof = row.proof;
        if (!entry || typeof entry !== 'object' || !Array.isArray(proof) || !proof.every((p) => typeof p === 'string')) throw new Problem(name, 'is not {entry, proof}', n);
        if (entry.tenant !== m.tenant) throw new Problem(name, 'the entry is of another tenant', n);
        let recomputed: string;
        try {
          const { hash: _hash, ...body } = entry;
          recomputed = computeEntryHash(body);
        } catch {
          throw new Problem(name, 'the entry cannot be hashed (malformed)', n);
        }
        if (recomputed !== entry.hash) throw new Problem(name, `audit entry ${String(entry.seq)}: its hash does not recompute (the entry was changed)`, n);
        if (!verifyInclusion(entry.hash, entry.seq, m.audit.treeSize, proof as string[], m.audit.merkleRoot)) {
          throw new Problem(name, `audit entry ${String(entry.seq)}: its inclusion proof does not verify against the signed checkpoint`, n);
        }
        tally.auditEntries++;
      };
    default:
      return null;
  }
}

/**
 * The legal-hold export: everything a hold covers, written as one signed, self-verifying tar.gz at
 * `<dataDir>/exports/<tenant>/<exportId>.tar.gz` (0600). Memory stays bounded whatever the hold's size: covered
 * traces are read in keyset batches, every file is streamed to a temp directory through SHA-256, and the tar.gz
 * is packed one file at a time. What grows with the hold: the set of covered trace ids and content references
 * (to deduplicate and to select audit entries) and 32 bytes per audit entry of the tenant (the Merkle tree).
 *
 * Order (so that the bundle's audit checkpoint covers every read the export made):
 * 1. data files (ledger, traces, content — each read audited like GET /v1/content, with the export's reason —, replays,
 *    retention state);
 * 2. the export's own audit entry `export.create`, appended and checkpointed (TransitionAudit);
 * 3. audit.jsonl: every entry about the covered data, the hold, its subjects or deletions touching it, with an
 *    inclusion proof to the Merkle root over the tenant's entries 1..checkpoint.seq;
 * 4. README.txt, manifest.json, manifest.sig (Ed25519 over "tracehold-bundle-manifest/v1\n" + manifest),
 *    public-key.pem; pack, fsync, rename.
 */
import { createReadStream } from 'node:fs';
import { mkdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { createInterface } from 'node:readline';
import type { Principal } from '../../platform/auth/token-store.ts';
import type { ContentPart, LedgerRecord } from '../../schemas/ledger.ts';
import { BUNDLE_FORMAT, zeroBundleCounts, type BundleCounts, type BundleManifest } from '../../schemas/hold-export.ts';
import type { AuditCheckpoint, AuditEntry } from '../../schemas/audit.ts';
import type { Hold } from '../../schemas/retention.ts';
import type { ContentObject } from '../../platform/content-store/content-store.ts';
import type { AuditSink } from '../../query-api/audit-sink.ts';
import type { AuditSigner } from '../audit/audit-signer.ts';
import { iterateAuditEntries, readAuditCheckpoints } from '../audit/audit-store.ts';
import type { RetentionContext } from '../worker/retention-context.ts';
import { BundleError } from './bundle-errors.ts';
import { BUNDLE_SIGNATURE_PREFIX, contentFileName, FIXED_MEMBERS } from './bundle-layout.ts';
import { inclusionProofs, merkleLeafHash } from '../audit/merkle.ts';
import { createMerkleFrontier } from '../audit/merkle-frontier.ts';
import { renderBundleReadme } from './bundle-readme.ts';
import { coveredTraceBatches } from './covered-traces.ts';
import { createHashingFileWriter, type HashingFileWriter, type WrittenFile } from './hashing-file-writer.ts';
import { packBundle } from './pack-bundle.ts';
import { forEachSpanPage, hasReplaysTable, readReplays, readTraceSummaries } from './read-covered-batch.ts';
import { codeOf } from '../../platform/errors/tracehold-error.ts';

export interface HoldExportDeps {
  ctx: RetentionContext;
  /** Where each content read is audited (the query API's audit log); the export's own entries go through ctx.audit. */
  contentAudit: AuditSink;
  /** The audit signing key: signs the manifest; its public key ships in the bundle. */
  signer: Pick<AuditSigner, 'keyId' | 'publicKeyPem' | 'signBytes'>;
  /** `<dataDir>`: bundles are written under `<dataDir>/exports/<tenant>/`. */
  dataDir: string;
  generator: { name: string; version: string };
  /** Content objects read (and held in memory) together at most; default 32. */
  contentChunk?: number;
  /** Covered traces per batch; default 1,000. */
  batchTraces?: number;
}

export interface HoldExportRequest {
  hold: Hold;
  exportId: string;
  principal: Principal;
  reason: string;
  includeContent: boolean;
  /** Called after each batch with the counts so far (the job's progress). */
  onProgress?(counts: BundleCounts): void;
}

export interface HoldExportResult {
  file: string;
  bytes: number;
  sha256: string;
  counts: BundleCounts;
  manifest: BundleManifest;
}

const PARTS: ContentPart[] = ['input', 'output', 'system', 'tools'];

export async function exportHold(deps: HoldExportDeps, req: HoldExportRequest): Promise<HoldExportResult> {
  const { hold } = req;
  const tenant = hold.tenant;
  if (req.principal.tenant !== tenant) throw new BundleError('TH_ERR_EXPORT_HOLD_NOT_FOUND', 'the hold is not in the caller\'s tenant');
  if (req.includeContent && !req.principal.scopes.has('content:read:raw')) {
    throw new BundleError('TH_ERR_EXPORT_FORBIDDEN', 'exporting content needs the content:read:raw scope (or includeContent: false)');
  }
  const dir = path.join(deps.dataDir, 'exports', tenant);
  const work = path.join(dir, `.tmp-${req.exportId}`);
  await mkdir(path.join(work, 'content'), { recursive: true, mode: 0o700 });
  try {
    return await writeBundle(deps, req, dir, work);
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}

async function writeBundle(deps: HoldExportDeps, req: HoldExportRequest, dir: string, work: string): Promise<HoldExportResult> {
  const { ctx } = deps;
  const { hold } = req;
  const tenant = hold.tenant;
  const ch = ctx.clickhouse;
  const counts = zeroBundleCounts();
  const files = new Map<string, WrittenFile>();
  const open = (name: string) => createHashingFileWriter(path.join(work, name));
  const ledgerOut = open('ledger.jsonl');
  const tracesOut = open('traces.jsonl');
  const replaysOut = open('replays.jsonl');
  const stateOut = open('retention_state.jsonl');
  const replaysTable = (await hasReplaysTable(ch)) ? 'present' : 'absent';
  const covered = new Set<string>();
  const refsSeen = new Set<string>();
  const deletionIds = new Set<string>();
  const tenantStore = ctx.store.forTenant(tenant);
  const chunkSize = deps.contentChunk ?? 32;

  const stateLine = async (line: Record<string, unknown>) => {
    counts.retentionStateLines++;
    await stateOut.writeLine(line);
  };

  /**
   * Reads a chunk of stored parts and audits each read as GET /v1/content does (content.read / .denied, the
   * export's reason, via hold_export) before any byte of it is written to the bundle. Equivalent to the audited
   * content path without its per-read trace check: every ref here comes from a ledger row of a covered trace of
   * this tenant, and the content store checks the tenant again. Reads go in parallel and their audit entries
   * are appended together (one insert for the chunk).
   */
  async function readContentChunk(chunk: Array<{ call: LedgerRecord; part: ContentPart; ref: string }>): Promise<void> {
    const results = await Promise.all(
      chunk.map(async (c) => {
        try {
          const object = await ctx.contentStore.get(tenant, c.ref);
          return object ? { ...c, object } : { ...c, refused: { code: 'TH_ERR_API_CONTENT_NOT_FOUND', detail: 'object_missing' } };
        } catch (err) {
          if (codeOf(err) === 'TH_ERR_CONTENT_KEY_DESTROYED') return { ...c, refused: { code: 'TH_ERR_API_CONTENT_UNREADABLE', detail: 'key_destroyed' } };
          return { ...c, error: err };
        }
      }),
    );
    try {
      await Promise.all(
        results.map((r) =>
          deps.contentAudit.append({
            tenant,
            actor: { tokenId: req.principal.tokenId, kind: 'token' },
            action: 'object' in r ? 'content.read' : 'content.read.denied',
            target: { ref: r.ref, traceId: r.call.traceId, spanId: r.call.spanId, part: r.part, exportId: req.exportId },
            reason: req.reason,
            outcome: 'object' in r ? 'granted' : 'failed',
            details: { view: 'raw', detail: 'object' in r ? 'ok' : 'refused' in r ? r.refused.detail : (codeOf(r.error) ?? 'store_error'), via: 'hold_export' },
          }),
        ),
      );
    } catch (err) {
      // No audit, no content in the bundle.
      throw new BundleError('TH_ERR_EXPORT_FAILED', 'the content reads could not be audited', { cause: err });
    }
    for (const r of results) {
      if ('error' in r) throw new BundleError('TH_ERR_EXPORT_FAILED', 'a content object could not be read', { cause: r.error });
      if ('refused' in r) {
        counts.contentUnavailable++;
        await stateLine({ type: 'content_unavailable', ref: r.ref, traceId: r.call.traceId, spanId: r.call.spanId, part: r.part, code: r.refused.code, detail: r.refused.detail });
        continue;
      }
      await writeContentFile(r.call, r.part, r.ref, r.object);
    }
  }

  async function writeContentFile(call: LedgerRecord, part: ContentPart, ref: string, o: ContentObject): Promise<void> {
    const text = o.bytes.toString('utf8');
    let content: unknown = text;
    let encoding: 'json' | 'utf8' | 'base64' = 'utf8';
    if (!Buffer.from(text, 'utf8').equals(o.bytes)) {
      content = o.bytes.toString('base64');
      encoding = 'base64';
    } else if (/json/i.test(o.contentType)) {
      try {
        content = JSON.parse(text) as unknown;
        encoding = 'json';
      } catch {
        // Kept as text: the bytes are what was recorded.
      }
    }
    const name = contentFileName(ref);
    const w = open(name);
    await w.write(JSON.stringify({ ref, part, traceId: call.traceId, spanId: call.spanId, contentType: o.contentType, createdAtMs: o.createdAtMs, encoding, content }, null, 2) + '\n');
    files.set(name, await w.close());
    counts.contentFiles++;
  }

  for await (const batch of coveredTraceBatches(ch, hold, deps.batchTraces)) {
    for (const t of batch) covered.add(t);
    counts.traces += batch.length;

    const calls = (await tenantStore.listLlmCallsOfTraces(batch)).sort(
      (a, b) => a.traceId.localeCompare(b.traceId) || cmpNs(a.startTimeUnixNano, b.startTimeUnixNano) || a.spanId.localeCompare(b.spanId),
    );
    const reads: Array<{ call: LedgerRecord; part: ContentPart; ref: string }> = [];
    for (const call of calls) {
      await ledgerOut.writeLine(call);
      counts.ledgerRows++;
      if (!req.includeContent) continue;
      for (const part of PARTS) {
        const p = call.content[part];
        if (p.state !== 'stored' || p.ref === '' || refsSeen.has(p.ref)) continue;
        refsSeen.add(p.ref);
        reads.push({ call, part, ref: p.ref });
      }
    }
    for (let i = 0; i < reads.length; i += chunkSize) await readContentChunk(reads.slice(i, i + chunkSize));

    for (const s of await readTraceSummaries(ch, tenant, batch)) {
      await tracesOut.writeLine({ type: 'trace_index', ...s });
      counts.traceIndexRows++;
    }
    await forEachSpanPage(ch, tenant, batch, async (spans) => {
      for (const s of spans) await tracesOut.writeLine({ type: 'span', ...s });
      counts.spans += spans.length;
    });
    if (replaysTable === 'present') {
      for (const r of await readReplays(ch, tenant, batch)) {
        await replaysOut.writeLine(r);
        counts.replays++;
      }
    }
    for (const e of await ctx.state.eventsForTraces(tenant, batch)) {
      if (e.cause.startsWith('del_')) deletionIds.add(e.cause);
      await stateLine({ type: 'event', ...e });
    }
    req.onProgress?.({ ...counts });
  }

  // The hold's history, and the deletion requests that concern the held data (blocked by it, erasing covered
  // traces, or about a held subject), each with its history.
  for (const h of await ctx.state.holdHistory(tenant, hold.holdId)) await stateLine({ type: 'hold_version', ...h });
  const heldSubjects = new Set(hold.scope.kind === 'subjects' ? hold.scope.subjectRefs : []);
  for (const d of await ctx.state.listDeletions(tenant)) {
    const touches =
      deletionIds.has(d.requestId) ||
      d.blockedByHolds.includes(hold.holdId) ||
      (d.scope.kind === 'subject' && heldSubjects.has(d.scope.subjectRef)) ||
      (d.scope.kind === 'traces' && d.scope.traceIds.some((t) => covered.has(t)));
    if (!touches) continue;
    deletionIds.add(d.requestId);
    for (const v of await ctx.state.deletionHistory(tenant, d.requestId)) await stateLine({ type: 'deletion_version', ...v });
  }

  for (const [name, w] of [['ledger.jsonl', ledgerOut], ['traces.jsonl', tracesOut], ['replays.jsonl', replaysOut], ['retention_state.jsonl', stateOut]] as Array<[string, HashingFileWriter]>) {
    files.set(name, await w.close());
  }

  // The export's own entry, appended and covered by a signed checkpoint before the audit file is collected.
  const own = await ctx.audit.record({
    tenant,
    actor: { tokenId: req.principal.tokenId, kind: 'token' },
    action: 'export.create',
    target: { holdId: hold.holdId, exportId: req.exportId },
    reason: req.reason,
    outcome: 'ok',
    details: { includeContent: req.includeContent, traces: counts.traces, ledgerRows: counts.ledgerRows, contentFiles: counts.contentFiles },
  });
  const checkpoint = await checkpointCovering(ch, tenant, own.seq);
  const audit = await writeAuditFile(deps, work, tenant, checkpoint, (e) => {
    const t = e.target;
    return (
      (t.traceId !== undefined && covered.has(t.traceId)) ||
      t.holdId === hold.holdId ||
      (t.requestId !== undefined && deletionIds.has(t.requestId)) ||
      (t.deletionId !== undefined && deletionIds.has(t.deletionId)) ||
      (t.subjectRef !== undefined && heldSubjects.has(t.subjectRef))
    );
  });
  files.set('audit.jsonl', audit.file);
  counts.auditEntries = audit.file.lines;

  const createdAtMs = Math.floor(ctx.clock.now());
  const readme = open('README.txt');
  await readme.write(
    renderBundleReadme({
      exportId: req.exportId,
      createdAtMs,
      hold,
      exportedBy: req.principal.tokenId,
      exportReason: req.reason,
      includeContent: req.includeContent,
      replaysTable,
      counts,
      keyId: deps.signer.keyId,
      generator: `${deps.generator.name} ${deps.generator.version}`,
    }),
  );
  files.set('README.txt', await readme.close());

  const listed = [...files.entries()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  const manifest: BundleManifest = {
    format: BUNDLE_FORMAT,
    exportId: req.exportId,
    tenant,
    createdAtMs,
    generator: deps.generator,
    hold,
    matter: { matterId: hold.matterId, requester: hold.requester, reason: hold.reason },
    exportedBy: { tokenId: req.principal.tokenId, reason: req.reason },
    includeContent: req.includeContent,
    replaysTable,
    counts,
    audit: { checkpoint, treeSize: checkpoint.seq, merkleRoot: audit.root },
    files: listed.map(([name, f]) => ({ name, bytes: f.bytes, sha256: f.sha256, ...(name.endsWith('.jsonl') ? { lines: f.lines } : {}) })),
  };
  const manifestBytes = Buffer.from(JSON.stringify(manifest, null, 2) + '\n', 'utf8');
  const fixed: Array<[string, Buffer]> = [
    [FIXED_MEMBERS.manifest, manifestBytes],
    [FIXED_MEMBERS.signature, Buffer.from(deps.signer.signBytes(Buffer.concat([Buffer.from(BUNDLE_SIGNATURE_PREFIX, 'utf8'), manifestBytes])).toString('base64') + '\n')],
    [FIXED_MEMBERS.publicKey, Buffer.from(deps.signer.publicKeyPem)],
  ];
  for (const [name, bytes] of fixed) {
    const w = open(name);
    await w.write(bytes);
    await w.close();
  }
  const members = [...fixed.map(([name, bytes]) => ({ name, source: path.join(work, name), bytes: bytes.length }))];
  // README first after the signed trio (a reader opening the archive sees it), then the rest in manifest order.
  members.push({ name: 'README.txt', source: path.join(work, 'README.txt'), bytes: files.get('README.txt')!.bytes });
  for (const [name, f] of listed) if (name !== 'README.txt') members.push({ name, source: path.join(work, name), bytes: f.bytes });
  const packed = await packBundle(members, path.join(dir, `${req.exportId}.tar.gz`));
  return { file: packed.file, bytes: packed.bytes, sha256: packed.sha256, counts, manifest };
}

function cmpNs(a: string, b: string): number {
  return a.length - b.length || (a < b ? -1 : a > b ? 1 : 0);
}

/** The newest signed checkpoint of the tenant at or after `seq` (the one TransitionAudit just wrote). */
async function checkpointCovering(ch: RetentionContext['clickhouse'], tenant: string, seq: number): Promise<AuditCheckpoint> {
  const all = await readAuditCheckpoints(ch, tenant);
  const cp = all.filter((c) => c.seq >= seq).pop();
  if (!cp) throw new BundleError('TH_ERR_EXPORT_AUDIT_UNVERIFIABLE', `no signed audit checkpoint of tenant ${tenant} covers entry ${seq}`);
  return cp;
}

/**
 * Writes audit.jsonl: the selected entries of the tenant's log up to the checkpoint, each with its inclusion
 * proof. Two passes: the first builds the Merkle tree (32 bytes per entry) and spools the selected entries to
 * disk; the second adds their proofs.
 */
async function writeAuditFile(
  deps: HoldExportDeps,
  work: string,
  tenant: string,
  checkpoint: AuditCheckpoint,
  select: (e: AuditEntry) => boolean,
): Promise<{ file: WrittenFile; root: string }> {
  const ch = deps.ctx.clickhouse;
  const treeSize = checkpoint.seq;
  // The root in O(log n) memory (a frontier); the proofs of the selected entries from the hash column
  // (retention/audit/merkle.ts: ≈ 64 bytes per entry of the tenant's log while they are built).
  const frontier = createMerkleFrontier();
  let count = 0;
  const selectedSeqs: number[] = [];
  const spoolPath = path.join(work, '.audit-selected.jsonl');
  const spool = createHashingFileWriter(spoolPath);
  let lastHash = '';
  outer: for await (const page of iterateAuditEntries(ch, tenant)) {
    for (const e of page) {
      if (e.seq > treeSize) break outer;
      // A second row with a seq already seen is a fork (two writers); the verifier of the log reports it.
      if (e.seq <= count) continue;
      if (e.seq !== count + 1) {
        throw new BundleError('TH_ERR_EXPORT_AUDIT_UNVERIFIABLE', `the audit log of tenant ${tenant} has no entry ${count + 1} (run tracehold audit verify)`);
      }
      frontier.append(merkleLeafHash(e.hash));
      count++;
      lastHash = e.hash;
      if (select(e)) {
        selectedSeqs.push(e.seq);
        await spool.writeLine(e);
      }
    }
  }
  await spool.close();
  if (count !== treeSize || lastHash !== checkpoint.hash) {
    throw new BundleError('TH_ERR_EXPORT_AUDIT_UNVERIFIABLE', `the audit log of tenant ${tenant} does not match its checkpoint at ${treeSize} (run tracehold audit verify)`);
  }
  const rootHex = frontier.root().toString('hex');
  const proofs = await inclusionProofs(ch, tenant, selectedSeqs, treeSize);
  const out = createHashingFileWriter(path.join(work, 'audit.jsonl'));
  const lines = createInterface({ input: createReadStream(spoolPath, 'utf8'), crlfDelay: Infinity });
  for await (const line of lines) {
    if (line === '') continue;
    const entry = JSON.parse(line) as AuditEntry;
    await out.writeLine({ entry, proof: proofs.get(entry.seq) ?? [] });
  }
  return { file: await out.close(), root: rootHex };
}

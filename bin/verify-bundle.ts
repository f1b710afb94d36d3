/**
 * `tracehold verify-bundle FILE [--public-key KEY]`: checks a legal-hold bundle offline (no configuration, no
 * network, no database). Exit 0 with a short summary when intact; 1 naming the first problem (file, line);
 * 2 for a usage error. Logic: retention/bundle/verify-bundle.ts.
 */
import { readFile } from 'node:fs/promises';
import { verifyBundle } from '../retention/bundle/verify-bundle.ts';
import { codeOf } from '../platform/errors/tracehold-error.ts';

export const VERIFY_BUNDLE_USAGE = `usage: tracehold verify-bundle FILE.tar.gz [--public-key KEY.pem]

Checks a legal-hold bundle offline: gzip and tar integrity, the manifest's Ed25519 signature, that no file is
missing, added or changed (size and SHA-256 of every file), every JSON line, the counts, every audit entry's
hash and its inclusion proof to the signed checkpoint, and that the content of every stored part is present.
--public-key  the audit public key from a trusted place (PEM, or base64/hex of the raw key); the bundle must
              be signed with it. Without it, the key inside the bundle is used and its id printed.
Exit 0 when intact, 1 naming the first problem, 2 on a usage error.`;

export interface VerifyBundleIo {
  stdout(text: string): void;
  stderr(text: string): void;
}

const PROCESS_IO: VerifyBundleIo = { stdout: (t) => process.stdout.write(t), stderr: (t) => process.stderr.write(t) };

export async function runVerifyBundle(argv: string[], io: VerifyBundleIo = PROCESS_IO): Promise<number> {
  let file: string | undefined;
  let keyFile: string | undefined;
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i]!;
    if (a === '--help' || a === '-h') {
      io.stdout(VERIFY_BUNDLE_USAGE + '\n');
      return 0;
    }
    if (a === '--public-key') {
      keyFile = argv[++i];
      if (keyFile === undefined) return usage(io, '--public-key needs a file');
    } else if (a.startsWith('--public-key=')) keyFile = a.slice('--public-key='.length);
    else if (a.startsWith('-')) return usage(io, `unknown option ${a}`);
    else if (file === undefined) file = a;
    else return usage(io, 'one bundle at a time');
  }
  if (file === undefined) return usage(io, 'which bundle? give FILE.tar.gz');
  let publicKey: string | undefined;
  if (keyFile !== undefined) {
    try {
      publicKey = await readFile(keyFile, 'utf8');
    } catch (err) {
      return usage(io, `cannot read --public-key ${keyFile} (${codeOf(err) ?? 'error'})`);
    }
  }
  const r = await verifyBundle(file, publicKey === undefined ? {} : { publicKey });
  if (!r.ok) {
    if (r.keyId) io.stderr(`signing key id: ${r.keyId}\n`);
    io.stderr(`bundle NOT intact: ${r.problem.file}${r.problem.line !== undefined ? `, line ${r.problem.line}` : ''}: ${r.problem.message}\n`);
    return 1;
  }
  const s = r.summary;
  const c = s.counts;
  io.stdout(
    `bundle intact: ${s.exportId} (tenant ${s.tenant}, hold ${s.holdId}, matter ${s.matterId})\n` +
      `signing key id: ${r.keyId} (${r.keyMatchesGiven ? 'matches --public-key' : 'the key inside the bundle; compare it with the operator\'s published key or pass --public-key'})\n` +
      `files: ${s.files}; traces ${c.traces}, ledger rows ${c.ledgerRows}, trace index rows ${c.traceIndexRows}, spans ${c.spans}, ` +
      `content files ${c.contentFiles} (${c.contentUnavailable} unavailable), replays ${c.replays}, audit entries ${c.auditEntries} ` +
      `(proofs to the signed checkpoint at ${s.auditTreeSize}), retention state lines ${c.retentionStateLines}\n`,
  );
  return 0;
}

function usage(io: VerifyBundleIo, message: string): number {
  io.stderr(`tracehold verify-bundle: ${message}\n\n${VERIFY_BUNDLE_USAGE}\n`);
  return 2;
}

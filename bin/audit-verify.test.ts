/**
 * `tracehold audit verify` on a real audit log: written by the real writer into embedded ClickHouse,
 * exported to JSON Lines, then verified from the export and from the data directory.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClickHouse, type ClickHouse } from '../platform/clickhouse/create-clickhouse.ts';
import { migrate } from '../platform/clickhouse/migrate.ts';
import { TraceholdConfigSchema } from '../schemas/config.ts';
import { computeKeyId, parseAuditPublicKey } from '../retention/audit/audit-format.ts';
import { createAuditLog } from '../retention/audit/audit-log.ts';
import { createAuditSigner, type AuditSigner } from '../retention/audit/audit-signer.ts';
import { exportAudit } from '../retention/audit/export-audit.ts';
import { runAuditPublicKey, runAuditVerify, type CliIo } from './audit-verify.ts';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = mkdtempSync(path.join(os.tmpdir(), 'tracehold-audit-cli-'));
const dataDir = path.join(root, 'data');
const exportFile = path.join(root, 'audit.jsonl');
const publicKeyFile = path.join(dataDir, 'keys', 'audit-signing.pub');
let ch: ClickHouse;
let signer: AuditSigner;

function capture(): CliIo & { out: string; err: string } {
  const io = { out: '', err: '', stdout: (t: string) => void (io.out += t), stderr: (t: string) => void (io.err += t) };
  return io;
}

async function run(argv: string[]): Promise<{ code: number; out: string; err: string }> {
  const io = capture();
  const code = await runAuditVerify(argv, {}, io);
  return { code, out: io.out, err: io.err };
}

beforeAll(async () => {
  const logger = pino({ level: 'silent' });
  ch = createClickHouse(TraceholdConfigSchema.parse({ dataDir }));
  await migrate(ch, logger);
  signer = createAuditSigner({ keysDir: path.join(dataDir, 'keys') });
  const log = createAuditLog({ clickhouse: ch, logger, signer }, { dataDir, checkpointEvery: 5, checkpointIntervalMs: 60_000 });
  await log.start();
  for (let n = 1; n <= 12; n++) {
    await log.append({
      tenant: 'acme',
      actor: { tokenId: 'tok_inv', kind: 'token' },
      action: 'content.read',
      target: { traceId: n.toString(16).padStart(32, '0'), part: 'input' },
      reason: `ticket INC-${n}`,
      outcome: 'granted',
    });
  }
  for (let n = 1; n <= 3; n++) {
    await log.append({ tenant: 'globex', actor: { tokenId: 'tok_adm', kind: 'token' }, action: 'token.create', target: { tokenId: `tok_${n}` }, outcome: 'ok' });
  }
  await log.shutdown();
  const summary = await exportAudit({ clickhouse: ch }, { file: exportFile, keyId: signer.keyId });
  expect(summary).toEqual({ tenants: 2, entries: 15, checkpoints: 15 }); // one per written batch: acme 1..12, globex 1..3
});

afterAll(async () => {
  await ch?.close();
  rmSync(root, { recursive: true, force: true });
});

describe('tracehold audit verify', () => {
  it('exits 0 on an untampered export and prints a summary per tenant', async () => {
    const r = await run(['--from-export', exportFile, '--public-key', publicKeyFile, '--data-dir', dataDir]);
    expect(r.err).toBe('');
    expect(r.code).toBe(0);
    expect(r.out).toMatch(/^acme\s+12\s+1\.\.12\s+12\s+12\s+ok$/m);
    expect(r.out).toMatch(/^globex\s+3\s+1\.\.3\s+3\s+3\s+ok$/m);
    expect(r.out).toContain(`key id ${signer.keyId}`);
    expect(r.out).toContain('INTACT: 15 entries');
  });

  it('exits 1 after one line of the export is edited, naming the entry', async () => {
    const lines = readFileSync(exportFile, 'utf8').split('\n');
    const i = lines.findIndex((l) => l.includes('ticket INC-7'));
    const edited = path.join(root, 'edited.jsonl');
    writeFileSync(edited, lines.map((l, j) => (j === i ? l.replace('ticket INC-7', 'ticket INC-8') : l)).join('\n'));
    const r = await run(['--from-export', edited, '--public-key', publicKeyFile, '--data-dir', dataDir]);
    expect(r.code).toBe(1);
    expect(r.out).toMatch(/^acme .*TAMPERED \(1\) first: hash_mismatch at seq 7/m);
    expect(r.out).toMatch(/^globex .* ok$/m);
    expect(r.out).toContain('TAMPERED: 1 problem(s)');
  });

  it('exits 1 on an export whose tail was cut after a checkpoint, given the head file', async () => {
    const lines = readFileSync(exportFile, 'utf8').split('\n').filter(Boolean);
    // Drop acme's entries 9..12 and their checkpoints, as a restore of an older backup would.
    const cut = lines.filter((l) => {
      const rec = JSON.parse(l) as { type: string; entry?: { tenant: string; seq: number }; checkpoint?: { tenant: string; seq: number } };
      const r = rec.entry ?? rec.checkpoint;
      return !(r && r.tenant === 'acme' && r.seq > 8);
    });
    const truncated = path.join(root, 'truncated.jsonl');
    writeFileSync(truncated, cut.join('\n') + '\n');
    const withoutHead = await run(['--from-export', truncated, '--public-key', publicKeyFile, '--data-dir', dataDir]);
    expect(withoutHead.code).toBe(0); // negative control: nothing in the file itself shows the cut
    expect(withoutHead.out).toContain('head         none');
    const r = await run(['--from-export', truncated, '--public-key', publicKeyFile, '--head', path.join(dataDir, 'keys', 'audit-head.json')]);
    expect(r.code).toBe(1);
    expect(r.out).toMatch(/truncated_before_checkpoint at seq 12: the log ends at seq 8/);
  });

  it('verifies the embedded ClickHouse of a stopped installation, with its head file by default', async () => {
    const r = await run(['--data-dir', dataDir]);
    expect(r.err).toBe('');
    expect(r.code).toBe(0);
    expect(r.out).toContain('source       embedded ClickHouse');
    expect(r.out).toContain('(2 trusted checkpoints)');
    const json = await run(['--data-dir', dataDir, '--tenant', 'globex', '--json']);
    expect(json.code).toBe(0);
    expect(JSON.parse(json.out)).toMatchObject({ ok: true, counts: { tenants: 1, entries: 3 } });
  });

  it('says clearly that the data directory is in use when Tracehold (here: this process) holds it', async () => {
    const cli = pathToImport(path.join(here, 'audit-verify.ts'));
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', '--input-type=module', '-e', `const m = await import(${JSON.stringify(cli)}); process.exitCode = await m.runAuditVerify(JSON.parse(process.env.ARGS), {});`],
      { cwd: path.join(here, '..'), env: { PATH: process.env.PATH ?? '', ARGS: JSON.stringify(['--data-dir', dataDir]) }, stdio: ['ignore', 'pipe', 'pipe'] },
    );
    let stderr = '';
    child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
    const code = await new Promise<number | null>((resolve) => child.on('close', resolve));
    expect(stderr).toContain('is locked by another process');
    expect(code).toBe(2);
  });

  it('exits 2 on usage and input errors', async () => {
    expect((await run(['--bogus'])).code).toBe(2);
    const noKey = await run(['--from-export', exportFile, '--data-dir', path.join(root, 'nowhere')]);
    expect(noKey.code).toBe(2);
    expect(noKey.err).toContain('no public key');
    const notExport = path.join(root, 'not-an-export.jsonl');
    writeFileSync(notExport, '{"hello":"world"}\n');
    const bad = await run(['--from-export', notExport, '--public-key', publicKeyFile, '--data-dir', dataDir]);
    expect(bad.code).toBe(2);
    expect(bad.err).toContain('not a tracehold-audit-export/v1 file');
    expect((await run(['--data-dir', path.join(root, 'nowhere'), '--public-key', publicKeyFile])).err).toContain('no embedded ClickHouse');
  });

  it('prints the public key as PEM (stdout) with its key id (stderr)', async () => {
    const io = capture();
    expect(await runAuditPublicKey(['--data-dir', dataDir], {}, io)).toBe(0);
    expect(computeKeyId(parseAuditPublicKey(io.out))).toBe(signer.keyId);
    expect(io.err).toContain(signer.keyId);
  });
});

function pathToImport(file: string): string {
  return new URL(`file://${file}`).href;
}

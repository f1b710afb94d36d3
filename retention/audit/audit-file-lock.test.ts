/**
 * The per-tenant audit lock between real processes: mutual exclusion of two writers, takeover of a lock
 * left by a dead process, and the bounded wait for a live holder.
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { withAuditFileLock } from './audit-file-lock.ts';

const here = path.dirname(fileURLToPath(import.meta.url));
const dir = mkdtempSync(path.join(os.tmpdir(), 'tracehold-audit-lock-'));

afterAll(() => rmSync(dir, { recursive: true, force: true }));

/**
 * A child that does `rounds` read-increment-write cycles of `counter`, each under the lock (or not). It
 * starts when `go` exists, so that both children really run at the same time.
 */
function incrementer(counter: string, lockFile: string, rounds: number, locked: boolean, go: string): Promise<number | null> {
  const mod = new URL(`file://${path.join(here, 'audit-file-lock.ts')}`).href;
  const script = `
    const { withAuditFileLock } = await import(${JSON.stringify(mod)});
    const fs = await import('node:fs/promises');
    await fs.writeFile(${JSON.stringify(go)} + '.ready.' + process.pid, '');
    while (!(await fs.stat(${JSON.stringify(go)}).catch(() => null))) await new Promise((r) => setTimeout(r, 2));
    const bump = async () => {
      const n = Number(await fs.readFile(${JSON.stringify(counter)}, 'utf8'));
      await new Promise((r) => setTimeout(r, 1));
      await fs.writeFile(${JSON.stringify(counter)}, String(n + 1));
    };
    for (let i = 0; i < ${rounds}; i++) {
      if (${locked}) await withAuditFileLock(${JSON.stringify(lockFile)}, bump, { timeoutMs: 30000 });
      else await bump();
    }`;
  const child = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], { cwd: path.join(here, '../..'), stdio: 'inherit' });
  return new Promise((resolve) => child.on('close', resolve));
}

let round = 0;
/** A start barrier for two children: `go` is created once both wrote their `.ready.<pid>` file. */
function go(): string {
  const file = path.join(dir, `go-${Math.floor(round++ / 2)}`);
  if (round % 2 === 1) {
    const timer = setInterval(() => {
      if (readdirSync(dir).filter((n) => n.startsWith(`${path.basename(file)}.ready.`)).length === 2) {
        clearInterval(timer);
        writeFileSync(file, '');
      }
    }, 5);
  }
  return file;
}

describe('audit file lock', () => {
  it('excludes two processes from each other (lost updates without it)', async () => {
    const lockFile = path.join(dir, 'audit-acme.lock');
    const counter = path.join(dir, 'counter');
    writeFileSync(counter, '0');
    expect(await Promise.all([incrementer(counter, lockFile, 40, true, go()), incrementer(counter, lockFile, 40, true, go())])).toEqual([0, 0]);
    expect(readFileSync(counter, 'utf8')).toBe('80');
    expect(existsSync(lockFile)).toBe(false);
    // Negative control: the same two processes without the lock lose updates, or tear them (a read that
    // meets another's truncate-then-write sees '' or a stale prefix, so the count can even overshoot).
    writeFileSync(counter, '0');
    await Promise.all([incrementer(counter, lockFile, 40, false, go()), incrementer(counter, lockFile, 40, false, go())]);
    expect(readFileSync(counter, 'utf8')).not.toBe('80');
  });

  it('takes over a lock left by a dead process, and waits a bounded time for a live one', async () => {
    const lockFile = path.join(dir, 'audit-globex.lock');
    const dead = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))'], { encoding: 'utf8' });
    writeFileSync(lockFile, JSON.stringify({ pid: Number(dead.stdout), host: os.hostname(), nonce: 'dead' }));
    expect(await withAuditFileLock(lockFile, () => Promise.resolve('ran'), { timeoutMs: 1000 })).toBe('ran');
    expect(existsSync(lockFile)).toBe(false);

    writeFileSync(lockFile, JSON.stringify({ pid: process.pid, host: os.hostname(), nonce: 'live' }));
    await expect(withAuditFileLock(lockFile, () => Promise.resolve('ran'), { timeoutMs: 100 })).rejects.toMatchObject({ code: 'TH_ERR_AUDIT_WRITE_FAILED', retryable: true });
    expect(JSON.parse(readFileSync(lockFile, 'utf8'))).toMatchObject({ nonce: 'live' }); // not ours: left alone
  });
});

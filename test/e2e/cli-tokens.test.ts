/**
 * `tracehold tenants|tokens` on the data dir (nothing running) and against the running all-in-one:
 * tokens are shown once and work, revocation by the CLI applies to the next request, and every change is
 * in the audit log that `tracehold audit verify` finds intact.
 */
import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { ADMIN_TOKEN, makeDataDir, REPO_ROOT, startAllInOne } from '../support/all-in-one-process.ts';

const exec = promisify(execFile);

async function cli(dataDir: string, ...args: string[]) {
  return exec(process.execPath, [path.join(REPO_ROOT, 'bin/tracehold.js'), ...args], {
    cwd: dataDir,
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', TRACEHOLD_DATA_DIR: dataDir },
  }).then(
    (r) => ({ code: 0, out: r.stdout, err: r.stderr }),
    (e: any) => ({ code: e.code as number, out: String(e.stdout), err: String(e.stderr) }),
  );
}

describe('tracehold tenants and tokens', () => {
  it('creates, uses and revokes tokens offline and online, all audited', async () => {
    const dataDir = makeDataDir();
    expect((await cli(dataDir, 'tenants', 'create', 'acme')).out).toContain('created tenant acme');
    const bad = await cli(dataDir, 'tokens', 'create', '--tenant', 'nope', '--role', 'viewer');
    expect(bad.code).toBe(1);
    expect(bad.err).toContain('unknown tenant "nope"');
    const created = await cli(dataDir, 'tokens', 'create', '--tenant', 'acme', '--role', 'viewer', '--label', 'dash');
    const token = /token: (\S+)/.exec(created.out)![1]!;
    const tokenId = /token (tok_[0-9a-f]+)/.exec(created.out)![1]!;
    expect(readFileSync(path.join(dataDir, 'auth/tokens.json'), 'utf8')).not.toContain(token);

    const server = await startAllInOne({ dataDir });
    try {
      const ok = await fetch(`${server.api}/v1/llm-calls`, { headers: { authorization: `Bearer ${token}` } });
      expect(ok.status).toBe(200);
      // Online: the CLI finds the running API and goes through it (admin token from the data dir).
      const listed = await cli(dataDir, 'tokens', 'list', '--tenant', 'acme');
      expect(listed.out).toContain(tokenId);
      expect((await cli(dataDir, 'tokens', 'revoke', tokenId)).code).toBe(0);
      const after = await fetch(`${server.api}/v1/llm-calls`, { headers: { authorization: `Bearer ${token}` } });
      expect(after.status).toBe(401);
      const log = (await (await fetch(`${server.api}/v1/audit?action=token.revoke`, { headers: { authorization: `Bearer ${ADMIN_TOKEN}` } })).json()) as { entries: unknown[] };
      // The operator's revocation of an acme token is audited in acme's chain, not the operator's.
      expect(log.entries).toEqual([]);
    } finally {
      await server.stop();
    }
    const verify = await cli(dataDir, 'audit', 'verify');
    expect(verify.code, verify.out + verify.err).toBe(0);
    expect(verify.out).toMatch(/acme\s+\d+/);
  }, 120_000);
});

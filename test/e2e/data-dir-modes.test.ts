/**
 * Everything Tracehold creates under its data directory — bus segments and offsets, content objects, keys,
 * tokens, the run file, the admin token copy and chDB's own files under clickhouse/ — is owner-only: every
 * directory 0700, every file 0600, even when it was started from a shell with the usual umask 022.
 */
import { execFile } from 'node:child_process';
import { lstatSync, readdirSync, statSync, unlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { encodeProtobufTraces } from '../support/otlp/encode-traces.ts';
import { generateTrace } from '../support/generate-traces.ts';
import { REPO_ROOT, startAllInOne, waitForTrace } from '../support/all-in-one-process.ts';

const exec = promisify(execFile);

/** Every path under `dir` (symlinks not followed: their own mode means nothing) with its permission bits. */
function walk(dir: string): Array<{ rel: string; kind: 'dir' | 'file'; mode: number }> {
  const found: Array<{ rel: string; kind: 'dir' | 'file'; mode: number }> = [];
  const visit = (d: string) => {
    for (const name of readdirSync(d)) {
      const p = path.join(d, name);
      const st = lstatSync(p, { throwIfNoEntry: false });
      if (!st || st.isSymbolicLink()) continue;
      found.push({ rel: path.relative(dir, p), kind: st.isDirectory() ? 'dir' : 'file', mode: st.mode & 0o777 });
      if (st.isDirectory()) visit(p);
    }
  };
  visit(dir);
  return found;
}

describe('data directory modes', () => {
  let previousUmask = 0;
  beforeAll(() => {
    // Children inherit it: the processes below start as if from an ordinary shell.
    previousUmask = process.umask(0o022);
  });
  afterAll(() => {
    process.umask(previousUmask);
  });

  it('creates every directory 0700 and every file 0600, chDB files included, under umask 022', async () => {
    const server = await startAllInOne();
    const dataDir = server.dataDir;
    let runFileMode = 0;
    try {
      const trace = generateTrace();
      const res = await fetch(`${server.otlpHttp}/v1/traces`, { method: 'POST', headers: { 'content-type': 'application/x-protobuf' }, body: Buffer.from(encodeProtobufTraces(trace.spans)) });
      expect(res.status).toBe(200);
      await waitForTrace(server.api, trace.traceId, (b: { spans: unknown[] }) => b.spans.length > 0);
      runFileMode = statSync(path.join(dataDir, 'run', 'query-api.json')).mode & 0o777;
    } finally {
      await server.stop();
    }
    // An offline CLI change writes the token file and chDB (audit) from another process.
    await exec(process.execPath, [path.join(REPO_ROOT, 'bin/tracehold.js'), 'tokens', 'create', '--kind', 'ingest'], {
      cwd: dataDir,
      env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', TRACEHOLD_DATA_DIR: dataDir },
    });

    // Control: the umask really was permissive, so the modes below are Tracehold's doing.
    const probe = path.join(dataDir, '..', `umask-probe-${process.pid}`);
    writeFileSync(probe, '');
    const probeMode = statSync(probe).mode & 0o777;
    unlinkSync(probe);
    expect(probeMode).toBe(0o644);

    expect(runFileMode).toBe(0o600);
    expect(statSync(dataDir).mode & 0o777).toBe(0o700);
    const entries = walk(dataDir).filter((e) => e.rel !== 'tracehold.yaml');
    // Every part of the data dir was exercised, so the check is not vacuous.
    for (const part of ['bus', 'bus/consumers', 'content', 'keys', 'keys/subjects', 'auth', 'run', 'clickhouse', 'admin-token', 'keys/master.key', 'auth/tokens.json']) {
      expect(entries.some((e) => e.rel === part), `${part} exists`).toBe(true);
    }
    expect(entries.some((e) => e.rel.startsWith('content/_packs/') && e.rel.endsWith('.pack'))).toBe(true);
    expect(entries.filter((e) => e.rel.startsWith('clickhouse/') && e.kind === 'file').length).toBeGreaterThan(20);
    const wrong = entries.filter((e) => e.mode !== (e.kind === 'dir' ? 0o700 : 0o600)).map((e) => `${e.mode.toString(8)} ${e.rel}`);
    expect(wrong).toEqual([]);
  }, 120_000);
});

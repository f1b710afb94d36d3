import { execFileSync } from 'node:child_process';
import { chmodSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, test } from 'vitest';
import { loadConfig } from '../platform/config/load-config.ts';
import { makeDataDir } from '../test/support/all-in-one-process.ts';
import { collectorRunsPipelinesHere } from './collector-cluster.ts';
import { COLLECTOR_V8_FLAGS, pipelinesHereFromEnvironment } from './collector-launch.js';
import { REPO_ROOT } from '../test/support/all-in-one-process.ts';

const dirs: string[] = [];
afterAll(() => {
  for (const d of dirs) rmSync(d, { recursive: true, force: true });
});
function tempDir(): string {
  const dir = makeDataDir('tracehold-launch-');
  dirs.push(dir);
  return dir;
}

describe('pipelinesHereFromEnvironment (the launcher deciding before the configuration is loaded)', () => {
  test("agrees with the configuration's decision on every combination it decides", () => {
    const cwd = tempDir();
    const parallelism = os.availableParallelism();
    let decided = 0;
    let here = 0;
    let forks = 0;
    for (const bus of [undefined, '', 'local', 'kafka', 'nats']) {
      for (const balance of [undefined, 'thread', 'connection', 'request', 'threads']) {
        for (const processes of [undefined, '', '0', '1', '2', '3', '02', 'x', '-1', '300']) {
          const env: Record<string, string | undefined> = { TRACEHOLD_BUS: bus, TRACEHOLD_COLLECTOR_BALANCE: balance, TRACEHOLD_COLLECTOR_PROCESSES: processes, TRACEHOLD_KAFKA_BROKERS: '127.0.0.1:9092' };
          const early = pipelinesHereFromEnvironment(env, cwd, parallelism);
          let config;
          try {
            config = loadConfig(env as NodeJS.ProcessEnv, cwd);
          } catch {
            // An invalid value: the launcher must not decide on it (the configuration reports it).
            expect(early, JSON.stringify(env)).toBeNull();
            continue;
          }
          const full = collectorRunsPipelinesHere(config);
          if (early === null) continue;
          decided++;
          if (full) here++;
          else forks++;
          expect(early, JSON.stringify(env)).toBe(full);
        }
      }
    }
    // The usual environments are decided, both ways (a vacuous pass would decide none).
    expect(decided).toBeGreaterThan(40);
    expect(here).toBeGreaterThan(5);
    expect(forks).toBeGreaterThan(5);
    expect(pipelinesHereFromEnvironment({ TRACEHOLD_BUS: 'kafka' }, cwd, 2)).toBe(true);
    // One pipeline (one core, one process, a local bus) runs in the process too: it wants the flags as much.
    expect(pipelinesHereFromEnvironment({ TRACEHOLD_BUS: 'kafka' }, cwd, 1)).toBe(true);
    expect(pipelinesHereFromEnvironment({ TRACEHOLD_BUS: 'kafka', TRACEHOLD_COLLECTOR_PROCESSES: '1' }, cwd, 2)).toBe(true);
    expect(pipelinesHereFromEnvironment({}, cwd, 2)).toBe(true);
    // Processes forked with the flags: the primary runs none.
    expect(pipelinesHereFromEnvironment({ TRACEHOLD_BUS: 'kafka', TRACEHOLD_COLLECTOR_BALANCE: 'connection' }, cwd, 2)).toBe(false);
    expect(pipelinesHereFromEnvironment({ TRACEHOLD_BUS: 'kafka', TRACEHOLD_COLLECTOR_BALANCE: 'request', TRACEHOLD_COLLECTOR_PROCESSES: '1' }, cwd, 2)).toBe(true);
  });

  test('a configuration file leaves the decision to the configuration', () => {
    const cwd = tempDir();
    expect(pipelinesHereFromEnvironment({ TRACEHOLD_BUS: 'kafka' }, cwd, 2)).toBe(true);
    expect(pipelinesHereFromEnvironment({ TRACEHOLD_BUS: 'kafka', TRACEHOLD_CONFIG: 'elsewhere.yaml' }, cwd, 2)).toBeNull();
    writeFileSync(path.join(cwd, 'tracehold.yaml'), 'collector:\n  balance: connection\n');
    expect(pipelinesHereFromEnvironment({ TRACEHOLD_BUS: 'kafka' }, cwd, 2)).toBeNull();
  });
});

describe('bin/tracehold.js run as an executable (a shell script first)', () => {
  // A stand-in `node` first on PATH prints what it was started with: the shell part's decision, without starting anything.
  let env: Record<string, string> = {};
  const run = (...args: string[]): string[] => {
    const bin = tempDir();
    writeFileSync(path.join(bin, 'node'), '#!/bin/sh\necho "UV_THREADPOOL_SIZE=$UV_THREADPOOL_SIZE"\nfor a in "$@"; do echo "$a"; done\n');
    chmodSync(path.join(bin, 'node'), 0o755);
    const out = execFileSync(path.join(REPO_ROOT, 'bin/tracehold.js'), args, { env: { PATH: `${bin}:${process.env.PATH ?? ''}`, ...env }, encoding: 'utf8' });
    return out.trimEnd().split('\n');
  };
  const entry = path.join(REPO_ROOT, 'bin/tracehold.js');

  test('execs node with exactly the collector V8 flags for `collector`, arguments passed on as they are', () => {
    expect(run('collector', '--config', 'a b.yaml')).toEqual(['UV_THREADPOOL_SIZE=32', ...COLLECTOR_V8_FLAGS, entry, 'collector', '--config', 'a b.yaml']);
  });

  test("sets libuv's pool size before node starts (it cannot be set once node runs), unless the environment has one", () => {
    expect(run('start')[0]).toBe('UV_THREADPOOL_SIZE=32');
    env = { UV_THREADPOOL_SIZE: '8' };
    expect(run('start')[0]).toBe('UV_THREADPOOL_SIZE=8');
    env = {};
  });

  test('negative control: every other command gets node as it is', () => {
    expect(run('start').slice(1)).toEqual([entry, 'start']);
    expect(run('ingest', 'collector').slice(1)).toEqual([entry, 'ingest', 'collector']);
    expect(run().slice(1)).toEqual([entry]);
  });
});

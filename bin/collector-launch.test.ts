import { rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, test } from 'vitest';
import { loadConfig } from '../platform/config/load-config.ts';
import { makeDataDir } from '../test/support/all-in-one-process.ts';
import { collectorThreadCount } from './collector-cluster.ts';
import { threadsFromEnvironment } from './collector-launch.js';

const dirs: string[] = [];
afterAll(() => {
  for (const d of dirs) rmSync(d, { recursive: true, force: true });
});
function tempDir(): string {
  const dir = makeDataDir('tracehold-launch-');
  dirs.push(dir);
  return dir;
}

describe('threadsFromEnvironment (the launcher deciding before the configuration is loaded)', () => {
  test("agrees with the configuration's decision on every combination it decides", () => {
    const cwd = tempDir();
    const parallelism = os.availableParallelism();
    let decided = 0;
    let threads = 0;
    for (const bus of [undefined, '', 'local', 'kafka', 'nats']) {
      for (const balance of [undefined, 'thread', 'connection', 'request', 'threads']) {
        for (const processes of [undefined, '', '0', '1', '2', '3', '02', 'x', '-1', '300']) {
          const env: Record<string, string | undefined> = { TRACEHOLD_BUS: bus, TRACEHOLD_COLLECTOR_BALANCE: balance, TRACEHOLD_COLLECTOR_PROCESSES: processes, TRACEHOLD_KAFKA_BROKERS: '127.0.0.1:9092' };
          const early = threadsFromEnvironment(env, cwd, parallelism);
          let config;
          try {
            config = loadConfig(env as NodeJS.ProcessEnv, cwd);
          } catch {
            // An invalid value: the launcher must not decide on it (the configuration reports it).
            expect(early, JSON.stringify(env)).toBeNull();
            continue;
          }
          const full = collectorThreadCount(config) !== undefined;
          if (early === null) continue;
          decided++;
          if (full) threads++;
          expect(early, JSON.stringify(env)).toBe(full);
        }
      }
    }
    // The usual environments are decided, both ways (a vacuous pass would decide none).
    expect(decided).toBeGreaterThan(40);
    expect(threads).toBeGreaterThan(5);
    expect(threadsFromEnvironment({ TRACEHOLD_BUS: 'kafka' }, cwd, 2)).toBe(true);
    expect(threadsFromEnvironment({ TRACEHOLD_BUS: 'kafka' }, cwd, 1)).toBe(false);
    expect(threadsFromEnvironment({}, cwd, 2)).toBe(false);
  });

  test('a configuration file leaves the decision to the configuration', () => {
    const cwd = tempDir();
    expect(threadsFromEnvironment({ TRACEHOLD_BUS: 'kafka' }, cwd, 2)).toBe(true);
    expect(threadsFromEnvironment({ TRACEHOLD_BUS: 'kafka', TRACEHOLD_CONFIG: 'elsewhere.yaml' }, cwd, 2)).toBeNull();
    writeFileSync(path.join(cwd, 'tracehold.yaml'), 'collector:\n  balance: connection\n');
    expect(threadsFromEnvironment({ TRACEHOLD_BUS: 'kafka' }, cwd, 2)).toBeNull();
  });
});

import { spawnSync } from 'node:child_process';
import { mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { withDirLock } from './dir-lock.ts';

let dir: string;
const busyError = (message: string) => Object.assign(new Error(message), { code: 'TEST_BUSY' });

beforeEach(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'th-dir-lock-'));
});

afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe('withDirLock', () => {
  it('refuses a second holder while the first holds the lock, with the caller\'s error naming the holder', async () => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let entered!: () => void;
    const inside = new Promise<void>((resolve) => (entered = resolve));
    const first = withDirLock(dir, async () => {
      entered();
      await held;
      return 'first';
    }, { busyError });
    await inside;
    const waits: string[] = [];

    const second = withDirLock(dir, async () => 'second', { busyError, timeoutMs: 100, onWait: (holder) => waits.push(holder) });

    await expect(second).rejects.toMatchObject({ code: 'TEST_BUSY', message: expect.stringContaining(`"pid":${process.pid}`) });
    expect(waits).toHaveLength(1);
    release();
    await expect(first).resolves.toBe('first');
  });

  it('control: a second holder gets the lock once the first released it', async () => {
    await withDirLock(dir, async () => undefined, { busyError });

    await expect(withDirLock(dir, async () => 'second', { busyError, timeoutMs: 100 })).resolves.toBe('second');
    await expect(stat(path.join(dir, '.lock'))).rejects.toMatchObject({ code: 'ENOENT' });
  });

  it('records pid and host while held, and releases the lock when fn throws', async () => {
    let recorded = '';
    await expect(
      withDirLock(dir, async () => {
        recorded = await readFile(path.join(dir, '.lock'), 'utf8');
        throw new Error('boom');
      }, { busyError }),
    ).rejects.toThrow('boom');

    expect(JSON.parse(recorded)).toMatchObject({ pid: process.pid, host: os.hostname() });
    await expect(stat(path.join(dir, '.lock'))).rejects.toMatchObject({ code: 'ENOENT' });
  });

  it('takes over a lock left by a dead process on this host', async () => {
    const deadPid = spawnSync(process.execPath, ['-e', '']).pid;
    await writeFile(path.join(dir, '.lock'), JSON.stringify({ pid: deadPid, host: os.hostname(), sinceMs: 1 }));

    await expect(withDirLock(dir, async () => 'taken', { busyError, timeoutMs: 100 })).resolves.toBe('taken');
  });
});

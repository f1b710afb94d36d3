import { spawnSync } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');

describe('given-names.data.ts', () => {
  it('is what scripts/names/build-given-names.ts makes of the lists (regenerate it when the lists change)', () => {
    const r = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/names/build-given-names.ts', '--check'], { cwd: root, encoding: 'utf8' });
    expect(r.stdout.trim()).toBe('given-names.data.ts is up to date');
    expect(r.status).toBe(0);
  });
});

import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { open } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { codeOf, isRetryable } from '../../errors/tracehold-error.ts';
import { createFileWindow } from './file-window.ts';

const dir = mkdtempSync(path.join(os.tmpdir(), 'th-file-window-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('local log read window', () => {
  it('serves a range from its window, and a file shorter than the range asked for is corruption (coded, not retryable)', async () => {
    const file = path.join(dir, 'segment.log');
    writeFileSync(file, Buffer.from('0123456789'));
    const handle = await open(file, 'r');
    try {
      const window = createFileWindow(handle, 8);
      expect((await window.view(2, 3, 10)).toString()).toBe('234');
      const err = await window.view(6, 8, 14).catch((e: unknown) => e);
      expect(codeOf(err)).toBe('TH_ERR_BUS_CORRUPT');
      expect(isRetryable(err)).toBe(false);
    } finally {
      await handle.close();
    }
  });
});

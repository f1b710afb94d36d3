import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { TraceholdConfigSchema } from '../../schemas/config.ts';
import { classifyClickHouseError, clickHouseErrorIdentity } from './clickhouse-error.ts';
import { createClickHouse, type ClickHouse } from './create-clickhouse.ts';
import { unusedPort } from '../../test/support/unused-port.ts';

const open: ClickHouse[] = [];
const dirs: string[] = [];
afterAll(async () => {
  for (const ch of open) await ch.close();
  for (const d of dirs) rmSync(d, { recursive: true, force: true });
});

describe('ClickHouse errors, classified once', () => {
  it('a server that cannot be reached is unavailable (the real HTTP client, a closed port)', async () => {
    const port = await unusedPort();
    const ch = createClickHouse(TraceholdConfigSchema.parse({ clickhouse: { url: `http://127.0.0.1:${port}` } }));
    open.push(ch);
    const err = await ch.client.query({ query: 'SELECT 1', format: 'JSONEachRow' }).then(
      () => null,
      (e: unknown) => e,
    );
    expect(err).not.toBeNull();
    expect(classifyClickHouseError(err)).toBe('unavailable');
  });

  it('a statement the engine refuses is failed, and its identity carries no part of the statement (the real engine)', async () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'th-ch-error-'));
    dirs.push(dataDir);
    const ch = createClickHouse(TraceholdConfigSchema.parse({ dataDir, clickhouse: { database: 'errors_test' } }));
    open.push(ch);
    const err = await ch.client
      .query({ query: "SELECT toUInt8('canary-7f3a@example.com')", format: 'JSONEachRow' })
      .then(
        () => null,
        (e: unknown) => e,
      );
    expect(err).toBeInstanceOf(Error);
    // Negative control: the message does echo the statement; the identity must not.
    expect((err as Error).message).toContain('canary-7f3a@example.com');
    expect(classifyClickHouseError(err)).toBe('failed');
    const identity = clickHouseErrorIdentity(err);
    expect(identity.code ?? identity.type).toBeTruthy();
    expect(JSON.stringify(identity)).not.toContain('canary');
  });

  it('follows causes, and decides nothing from a message', () => {
    const socket = Object.assign(new Error('socket hang up'), { code: 'ECONNRESET' });
    expect(classifyClickHouseError(new Error('request failed', { cause: socket }))).toBe('unavailable');
    expect(classifyClickHouseError(new Error('connect ECONNREFUSED 127.0.0.1:8123'))).toBe('failed');
    expect(classifyClickHouseError(Object.assign(new Error('x'), { code: 'CHDB_CLOSED' }))).toBe('unavailable');
    expect(classifyClickHouseError(null)).toBe('failed');
  });
});

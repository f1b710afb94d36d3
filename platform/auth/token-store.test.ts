import { mkdtempSync, readFileSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createTokenStore } from './token-store.ts';

const dataDir = () => mkdtempSync(path.join(os.tmpdir(), 'th-tokens-'));

describe('token store', () => {
  it('creates the first admin token once, stores only its hash, and writes a 0600 copy', async () => {
    const dir = dataDir();
    const store = createTokenStore({ dataDir: dir });
    const first = await store.ensureAdminToken('default', undefined);
    expect(first.created).toBe(true);
    expect(first.token).toMatch(/^thq_/);
    expect(readFileSync(path.join(dir, 'auth/tokens.json'), 'utf8')).not.toContain(first.token!);
    expect(statSync(first.tokenFile!).mode & 0o777).toBe(0o600);
    const second = await createTokenStore({ dataDir: dir }).ensureAdminToken('default', undefined);
    expect(second.created).toBe(false);
  });

  it('verifies a valid token and refuses a wrong one', async () => {
    const store = createTokenStore({ dataDir: dataDir() });
    const preset = 'thq_preset_token_for_automation_1234';
    await store.ensureAdminToken('acme', preset);
    const principal = await store.verify(preset);
    expect(principal?.tenant).toBe('acme');
    expect(principal?.scopes.has('traces:read')).toBe(true);
    expect(await store.verify(preset + 'x')).toBeNull();
  });

  it('grants a viewer only its scopes', async () => {
    const store = createTokenStore({ dataDir: dataDir() });
    const { token } = await store.create({ tenant: 'acme', kind: 'query', roles: ['viewer'], label: 'dashboards' });
    const p = await store.verify(token);
    expect([...p!.scopes]).toEqual(['traces:read']);
  });

  it('revokes immediately, also when another store instance (another process) revoked it', async () => {
    const dir = dataDir();
    const api = createTokenStore({ dataDir: dir });
    const cli = createTokenStore({ dataDir: dir });
    const { token, info } = await cli.create({ tenant: 'acme', kind: 'query', roles: ['investigator'], label: 'alice' });
    expect(await api.verify(token)).not.toBeNull();
    await cli.revoke(info.id);
    expect(await api.verify(token)).toBeNull();
    expect((await api.list({ includeRevoked: true })).find((t) => t.id === info.id)?.revokedAtMs).not.toBeNull();
  });

  it('keeps ingest and query tokens apart', async () => {
    const store = createTokenStore({ dataDir: dataDir() });
    const ingest = await store.create({ tenant: 'acme', kind: 'ingest', roles: [], label: 'svc' });
    expect(ingest.token).toMatch(/^thi_/);
    expect(await store.verifyIngest(ingest.token)).toMatchObject({ tenant: 'acme' });
    expect(await store.verify(ingest.token)).toBeNull();
  });

  it('tells which creation made the first active ingest token and which revocation removed the last one', async () => {
    const store = createTokenStore({ dataDir: dataDir() });
    const query = await store.create({ tenant: 'acme', kind: 'query', roles: ['viewer'], label: 'q' });
    expect(query.firstActiveIngestToken).toBe(false);
    const first = await store.create({ tenant: 'acme', kind: 'ingest', roles: [], label: 'a' });
    const second = await store.create({ tenant: 'beta', kind: 'ingest', roles: [], label: 'b' });
    expect([first.firstActiveIngestToken, second.firstActiveIngestToken]).toEqual([true, false]);
    expect((await store.revoke(first.info.id)).lastActiveIngestToken).toBe(false);
    expect((await store.revoke(query.info.id)).lastActiveIngestToken).toBe(false);
    expect((await store.revoke(second.info.id)).lastActiveIngestToken).toBe(true);
    // Revoking an already revoked token changes nothing, so it is not "the last" again.
    expect((await store.revoke(second.info.id)).lastActiveIngestToken).toBe(false);
    // With every ingest token revoked, the next one shuts the door again.
    expect((await store.create({ tenant: 'acme', kind: 'ingest', roles: [], label: 'c' })).firstActiveIngestToken).toBe(true);
  });

  it('refuses unknown roles with a clear error', async () => {
    const store = createTokenStore({ dataDir: dataDir() });
    await expect(store.create({ tenant: 'acme', kind: 'query', roles: ['superuser' as never], label: '' })).rejects.toThrow(/unknown role "superuser"/);
  });
});

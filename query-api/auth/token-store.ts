import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { mkdir, open, readFile, rename, writeFile } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { scopesOf, type Role, type Scope } from '../../schemas/auth.ts';

/** A stored API token: only its SHA-256 is kept (tokens are 256-bit random, so a plain hash is enough). */
export interface StoredToken {
  id: string;
  sha256: string;
  tenant: string;
  roles: Role[];
  label: string;
  createdAtMs: number;
  revokedAtMs: number | null;
}

export interface Principal {
  tokenId: string;
  tenant: string;
  roles: Role[];
  scopes: Set<Scope>;
}

/**
 * API tokens of the query API, in `<dataDir>/auth/tokens.json` (0600). Verification compares hashes in
 * constant time. The file is re-read when it changes on disk, so a token revoked by the CLI on the data
 * dir stops working without a restart.
 */
export interface TokenStore {
  /** Creates the first admin token when none exists. Returns the plaintext only when it was created now. */
  ensureAdminToken(tenant: string, presetToken: string | undefined): Promise<{ created: boolean; token?: string; tokenFile?: string }>;
  create(tenant: string, roles: Role[], label: string): Promise<{ token: string; stored: StoredToken }>;
  verify(bearer: string): Promise<Principal | null>;
  list(): Promise<StoredToken[]>;
}

const TOKEN_PREFIX = 'thq_';

function sha256Hex(s: string): string {
  return createHash('sha256').update(s, 'utf8').digest('hex');
}

export function createTokenStore(config: { dataDir: string }): TokenStore {
  const dir = path.join(config.dataDir, 'auth');
  const file = path.join(dir, 'tokens.json');
  let cache: { mtimeMs: number; tokens: StoredToken[] } | null = null;

  async function load(): Promise<StoredToken[]> {
    if (!existsSync(file)) return [];
    const { stat } = await import('node:fs/promises');
    const st = await stat(file);
    if (cache && cache.mtimeMs === st.mtimeMs) return cache.tokens;
    const parsed = JSON.parse(await readFile(file, 'utf8')) as { tokens: StoredToken[] };
    cache = { mtimeMs: st.mtimeMs, tokens: parsed.tokens };
    return parsed.tokens;
  }

  async function save(tokens: StoredToken[]): Promise<void> {
    await mkdir(dir, { recursive: true, mode: 0o700 });
    const tmp = `${file}.${process.pid}.tmp`;
    await writeFile(tmp, JSON.stringify({ tokens }, null, 2), { mode: 0o600 });
    const fh = await open(tmp, 'r');
    await fh.sync();
    await fh.close();
    await rename(tmp, file);
    cache = null;
  }

  async function create(tenant: string, roles: Role[], label: string, preset?: string) {
    const token = preset ?? TOKEN_PREFIX + randomBytes(32).toString('base64url');
    const stored: StoredToken = {
      id: 'tok_' + randomBytes(6).toString('hex'),
      sha256: sha256Hex(token),
      tenant,
      roles,
      label,
      createdAtMs: Date.now(),
      revokedAtMs: null,
    };
    const tokens = await load();
    await save([...tokens, stored]);
    return { token, stored };
  }

  return {
    async ensureAdminToken(tenant, presetToken) {
      const tokens = await load();
      if (tokens.some((t) => t.roles.includes('admin') && t.revokedAtMs === null)) return { created: false };
      const { token } = await create(tenant, ['admin'], 'first admin token', presetToken);
      const tokenFile = path.join(config.dataDir, 'admin-token');
      await writeFile(tokenFile, token + '\n', { mode: 0o600 });
      return { created: true, token, tokenFile };
    },
    create: (tenant, roles, label) => create(tenant, roles, label),
    async verify(bearer) {
      const hash = Buffer.from(sha256Hex(bearer), 'hex');
      for (const t of await load()) {
        if (t.revokedAtMs !== null) continue;
        const stored = Buffer.from(t.sha256, 'hex');
        if (stored.length === hash.length && timingSafeEqual(stored, hash)) {
          return { tokenId: t.id, tenant: t.tenant, roles: t.roles, scopes: scopesOf(t.roles) };
        }
      }
      return null;
    },
    list: () => load(),
  };
}

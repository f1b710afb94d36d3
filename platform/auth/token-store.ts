import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { statSync } from 'node:fs';
import { mkdir, open, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { ROLES, scopesOf, type Role, type Scope } from '../../schemas/auth.ts';
import { TraceholdError } from '../errors/tracehold-error.ts';
import { TENANT_NAME_RE } from '../../schemas/tenant-name.ts';

/** `query`: the query API (tenant + roles). `ingest`: OTLP export to the collector (tenant only). */
export type TokenKind = 'query' | 'ingest';

/** A stored token: only its SHA-256 is kept (tokens are 256-bit random, so a plain hash is enough). */
export interface StoredToken {
  id: string;
  kind: TokenKind;
  sha256: string;
  tenant: string;
  roles: Role[];
  label: string;
  createdAtMs: number;
  revokedAtMs: number | null;
}

/** Token data safe to show (no hash). */
export type TokenInfo = Omit<StoredToken, 'sha256'>;

export interface Principal {
  tokenId: string;
  tenant: string;
  roles: Role[];
  scopes: Set<Scope>;
}

export type TokenStoreErrorCode = 'TH_ERR_TOKEN_BAD_ROLE' | 'TH_ERR_TOKEN_NOT_FOUND' | 'TH_ERR_TOKEN_BAD_TENANT' | 'TH_ERR_TOKEN_FILE_CORRUPT';

/** Bad input or a damaged token file: never retryable. */
export class TokenStoreError extends TraceholdError<TokenStoreErrorCode> {
  constructor(code: TokenStoreErrorCode, message: string) {
    super(code, message);
    this.name = 'TokenStoreError';
  }
}

/**
 * Query and ingest tokens, in `<dataDir>/auth/tokens.json` (0600). Verification compares hashes in
 * constant time. The file is re-read whenever it changed on disk (checked on every verification), so a
 * token revoked by the CLI or by another process sharing the data dir stops working at once.
 * Writes are atomic (temp file, fsync, rename) and serialized within the process.
 */
export interface TokenStore {
  /** Creates the first admin token when none exists. Returns the plaintext only when it was created now. */
  ensureAdminToken(tenant: string, presetToken: string | undefined): Promise<{ created: boolean; token?: string; tokenFile?: string }>;
  /**
   * Creates a token. `firstActiveIngestToken` is true when this is an ingest token and no other unrevoked
   * ingest token existed in the store (decided under the write lock): from now on the collector requires
   * ingest credentials from every exporter, unless configured tokens required them already.
   */
  create(input: { tenant: string; kind: TokenKind; roles: Role[]; label: string }): Promise<{ token: string; info: TokenInfo; firstActiveIngestToken: boolean }>;
  /** A valid, unrevoked query token → its principal; anything else → null. */
  verify(bearer: string): Promise<Principal | null>;
  /** True when any unrevoked ingest token exists (then OTLP requires one). Cheap: uses the cached file. */
  hasActiveIngestTokens(): Promise<boolean>;
  /** A valid, unrevoked ingest token → its tenant; anything else → null. */
  verifyIngest(bearer: string): Promise<{ tenant: string; tokenId: string } | null>;
  list(filter?: { tenant?: string; includeRevoked?: boolean }): Promise<TokenInfo[]>;
  /**
   * Revokes by id; returns the revoked token's info (already revoked: unchanged). `lastActiveIngestToken` is
   * true when this call revoked the store's last unrevoked ingest token: the collector stops requiring
   * ingest credentials, unless configured tokens still require them.
   */
  revoke(id: string, tenant?: string): Promise<{ info: TokenInfo; lastActiveIngestToken: boolean }>;
}

const PREFIX: Record<TokenKind, string> = { query: 'thq_', ingest: 'thi_' };

function sha256(s: string): Buffer {
  return createHash('sha256').update(s, 'utf8').digest();
}

function isActiveIngest(t: StoredToken): boolean {
  return t.kind === 'ingest' && t.revokedAtMs === null;
}

function infoOf(t: StoredToken): TokenInfo {
  const { sha256: _hash, ...info } = t;
  return info;
}

export function createTokenStore(config: { dataDir: string }): TokenStore {
  const dir = path.join(config.dataDir, 'auth');
  const file = path.join(dir, 'tokens.json');
  let cache: { mtimeMs: number; size: number; tokens: StoredToken[] } | null = null;
  let writeChain: Promise<unknown> = Promise.resolve();

  async function load(): Promise<StoredToken[]> {
    // Synchronous: this runs on every authenticated request and every OTLP export, and an asynchronous stat
    // of a missing file costs the event loop ~30 µs building its error (a synchronous one: 2 µs).
    let st;
    try {
      st = statSync(file, { throwIfNoEntry: false });
    } catch {
      st = undefined;
    }
    if (st === undefined) {
      cache = null;
      return [];
    }
    if (cache && cache.mtimeMs === st.mtimeMs && cache.size === st.size) return cache.tokens;
    let parsed: { tokens: StoredToken[] };
    try {
      parsed = JSON.parse(await readFile(file, 'utf8')) as { tokens: StoredToken[] };
    } catch {
      throw new TokenStoreError('TH_ERR_TOKEN_FILE_CORRUPT', `${file} is not valid JSON`);
    }
    // Files written before ingest tokens existed have no kind: they were all query tokens.
    const tokens = parsed.tokens.map((t) => ({ ...t, kind: t.kind ?? 'query' }));
    cache = { mtimeMs: st.mtimeMs, size: st.size, tokens };
    return tokens;
  }

  async function save(tokens: StoredToken[]): Promise<void> {
    await mkdir(dir, { recursive: true, mode: 0o700 });
    const tmp = `${file}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`;
    await writeFile(tmp, JSON.stringify({ tokens }, null, 2), { mode: 0o600 });
    const fh = await open(tmp, 'r');
    await fh.sync();
    await fh.close();
    await rename(tmp, file);
    cache = null;
  }

  /** Read-modify-write under the in-process lock. */
  function mutate<T>(fn: (tokens: StoredToken[]) => { tokens: StoredToken[]; result: T }): Promise<T> {
    const run = writeChain.then(async () => {
      const { tokens, result } = fn(await load());
      await save(tokens);
      return result;
    });
    writeChain = run.catch(() => undefined);
    return run;
  }

  async function create(input: { tenant: string; kind: TokenKind; roles: Role[]; label: string }, preset?: string) {
    if (!TENANT_NAME_RE.test(input.tenant)) throw new TokenStoreError('TH_ERR_TOKEN_BAD_TENANT', 'tenant names are lowercase letters, digits, "-" and "_"');
    for (const r of input.roles) if (!(r in ROLES)) throw new TokenStoreError('TH_ERR_TOKEN_BAD_ROLE', `unknown role "${r}"; roles: ${Object.keys(ROLES).join(', ')}`);
    if (input.kind === 'query' && input.roles.length === 0) throw new TokenStoreError('TH_ERR_TOKEN_BAD_ROLE', 'a query token needs at least one role');
    const token = preset ?? PREFIX[input.kind] + randomBytes(32).toString('base64url');
    const stored: StoredToken = {
      id: 'tok_' + randomBytes(6).toString('hex'),
      kind: input.kind,
      sha256: sha256(token).toString('hex'),
      tenant: input.tenant,
      roles: input.kind === 'ingest' ? [] : [...new Set(input.roles)],
      label: input.label.slice(0, 200),
      createdAtMs: Date.now(),
      revokedAtMs: null,
    };
    const firstActiveIngestToken = await mutate((tokens) => ({
      tokens: [...tokens, stored],
      result: stored.kind === 'ingest' && !tokens.some(isActiveIngest),
    }));
    return { token, info: infoOf(stored), firstActiveIngestToken };
  }

  async function find(bearer: string, kind: TokenKind): Promise<StoredToken | null> {
    const hash = sha256(bearer);
    let found: StoredToken | null = null;
    // Compare against every token so timing does not reveal which one matched.
    for (const t of await load()) {
      const stored = Buffer.from(t.sha256, 'hex');
      if (stored.length === hash.length && timingSafeEqual(stored, hash) && t.revokedAtMs === null && t.kind === kind) found = t;
    }
    return found;
  }

  return {
    async ensureAdminToken(tenant, presetToken) {
      const tokens = await load();
      if (tokens.some((t) => t.kind === 'query' && t.roles.includes('admin') && t.revokedAtMs === null)) return { created: false };
      const { token } = await create({ tenant, kind: 'query', roles: ['admin'], label: 'first admin token' }, presetToken);
      const tokenFile = path.join(config.dataDir, 'admin-token');
      await writeFile(tokenFile, token + '\n', { mode: 0o600 });
      return { created: true, token, tokenFile };
    },
    create: (input) => create(input),
    async verify(bearer) {
      const t = await find(bearer, 'query');
      return t ? { tokenId: t.id, tenant: t.tenant, roles: t.roles, scopes: scopesOf(t.roles) } : null;
    },
    async hasActiveIngestTokens() {
      return (await load()).some(isActiveIngest);
    },
    async verifyIngest(bearer) {
      const t = await find(bearer, 'ingest');
      return t ? { tenant: t.tenant, tokenId: t.id } : null;
    },
    async list(filter = {}) {
      return (await load())
        .filter((t) => (filter.tenant === undefined || t.tenant === filter.tenant) && (filter.includeRevoked || t.revokedAtMs === null))
        .map(infoOf);
    },
    async revoke(id, tenant) {
      return mutate((tokens) => {
        const t = tokens.find((x) => x.id === id && (tenant === undefined || x.tenant === tenant));
        if (!t) throw new TokenStoreError('TH_ERR_TOKEN_NOT_FOUND', `no token ${id}${tenant ? ` in tenant ${tenant}` : ''}`);
        const updated = t.revokedAtMs === null ? { ...t, revokedAtMs: Date.now() } : t;
        const after = tokens.map((x) => (x === t ? updated : x));
        const lastActiveIngestToken = isActiveIngest(t) && !after.some(isActiveIngest);
        return { tokens: after, result: { info: infoOf(updated), lastActiveIngestToken } };
      });
    },
  };
}

import { createHash, timingSafeEqual } from 'node:crypto';
import type { IngestToken } from '../schemas/config.ts';
import type { TokenStore } from '../platform/auth/token-store.ts';

/**
 * Maps an OTLP request's Authorization header to a tenant. The tenant comes only from the credentials,
 * never from span or resource attributes (a span cannot claim another tenant). Tokens come from the
 * configuration (TRACEHOLD_INGEST_TOKENS) and from the token store (`tracehold tokens create --kind
 * ingest`, re-read when it changes, so a revocation applies to the next request). With no ingest token
 * anywhere — the loopback development mode, enforced by config validation — every request goes to the
 * default tenant.
 */
export function createIngestAuthenticator(tokens: IngestToken[], defaultTenant: string, store?: TokenStore) {
  const hashed = tokens.map((t) => ({ tenant: t.tenant, sha: createHash('sha256').update(t.token).digest() }));
  return async function authenticate(header: string | undefined): Promise<{ tenant: string } | null> {
    const storeHasTokens = store ? await store.hasActiveIngestTokens() : false;
    if (hashed.length === 0 && !storeHasTokens) return { tenant: defaultTenant };
    const match = header ? /^Bearer\s+(\S+)\s*$/i.exec(header) : null;
    if (!match) return null;
    const sha = createHash('sha256').update(match[1]!).digest();
    let found: string | null = null;
    // Compare against every token so timing does not reveal which one matched.
    for (const t of hashed) if (timingSafeEqual(t.sha, sha)) found = t.tenant;
    if (found) return { tenant: found };
    const fromStore = store ? await store.verifyIngest(match[1]!) : null;
    return fromStore ? { tenant: fromStore.tenant } : null;
  };
}

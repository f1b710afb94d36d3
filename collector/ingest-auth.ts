import { createHash, timingSafeEqual } from 'node:crypto';
import type { IngestToken } from '../schemas/config.ts';

/**
 * Maps an OTLP request's Authorization header to a tenant. The tenant comes only from the credentials,
 * never from span or resource attributes. With no ingest token configured (loopback development mode,
 * enforced by config validation), every request goes to the default tenant.
 */
export function createIngestAuthenticator(tokens: IngestToken[], defaultTenant: string) {
  const hashed = tokens.map((t) => ({ tenant: t.tenant, sha: createHash('sha256').update(t.token).digest() }));
  return function authenticate(header: string | undefined): { tenant: string } | null {
    if (hashed.length === 0) return { tenant: defaultTenant };
    const match = header ? /^Bearer\s+(\S+)\s*$/i.exec(header) : null;
    if (!match) return null;
    const sha = createHash('sha256').update(match[1]!).digest();
    let found: string | null = null;
    // Compare against every token so timing does not reveal which one matched.
    for (const t of hashed) if (timingSafeEqual(t.sha, sha)) found = t.tenant;
    return found ? { tenant: found } : null;
  };
}

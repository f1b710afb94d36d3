import { createHash, timingSafeEqual } from 'node:crypto';
import type { Logger } from 'pino';
import type { IngestToken } from '../schemas/config.ts';
import type { TokenStore } from '../platform/auth/token-store.ts';
import type { Metrics } from '../platform/metrics/create-metrics.ts';
import { bearerToken } from '../platform/auth/bearer.ts';

/** The transport a receiver serves; the label of `tracehold_otlp_exports_total`. */
export type IngestTransport = 'http' | 'grpc';

/** What a receiver calls with the Authorization header (metadata value): a tenant, or null to refuse (401 / UNAUTHENTICATED). */
export type AuthenticateIngest = (authorizationHeader: string | undefined) => Promise<{ tenant: string } | null>;

/** Why a request was refused. Safe to log: it says nothing about the credential itself. */
type Refusal = 'no_header' | 'not_bearer' | 'unknown_or_revoked_token' | 'no_ingest_token_non_loopback';

export interface IngestAuthenticatorConfig {
  /** Ingest tokens from the configuration (TRACEHOLD_INGEST_TOKENS). */
  tokens: IngestToken[];
  /** Tenant of requests without credentials, while no ingest token exists anywhere. */
  defaultTenant: string;
  /**
   * Whether requests without credentials are accepted (into `defaultTenant`) while no ingest token exists.
   * True only when the receivers listen on loopback: on any other address the door stays shut even after
   * the last stored ingest token is revoked (config validation refuses such a start without tokens).
   */
  allowUnauthenticated: boolean;
  /** After the first logged refusal, at most one summary line per window (default 60 s). */
  logWindowMs?: number;
}

export interface IngestAuthenticatorDeps {
  logger: Logger;
  /** Refusals are counted as `tracehold_otlp_exports_total{transport, outcome="unauthenticated"}`. */
  metrics?: Pick<Metrics, 'exports'>;
  /** Ingest tokens created with `tracehold tokens create --kind ingest`; re-read when the file changes. */
  store?: TokenStore;
}

/**
 * Maps an OTLP request's Authorization header to a tenant, and makes refusals visible. The tenant comes only
 * from the credentials, never from span or resource attributes (a span cannot claim another tenant). Tokens
 * come from the configuration and from the token store (a revocation applies to the next request). With no
 * ingest token anywhere — the loopback development mode — every request goes to the default tenant.
 *
 * Every refusal is counted under its transport (outcome `unauthenticated`) and logged rate-limited: the
 * first one at once (transport, whether a header was present, why), then at most one summary line per
 * window with the counts, and a last summary at shutdown. Log lines never carry the header, the token, its
 * hash or a prefix of it. Owned by the collector; `forTransport` may be called any number of times and its
 * functions concurrently; `shutdown()` is safe to call twice.
 */
export interface IngestAuthenticator {
  /** The `authenticate` function to give the receiver of this transport. Never throws on a bad header. */
  forTransport(transport: IngestTransport): AuthenticateIngest;
  /** Logs the summary of refusals not yet reported and stops the window timer. */
  shutdown(): void;
}

const DEFAULT_LOG_WINDOW_MS = 60_000;

interface RefusalWindow {
  timer: NodeJS.Timeout;
  refused: number;
  byTransport: Record<IngestTransport, number>;
  withHeader: number;
}

export function createIngestAuthenticator(deps: IngestAuthenticatorDeps, config: IngestAuthenticatorConfig): IngestAuthenticator {
  const logger = deps.logger.child({ component: 'ingest-auth' });
  const logWindowMs = config.logWindowMs ?? DEFAULT_LOG_WINDOW_MS;
  const hashed = config.tokens.map((t) => ({ tenant: t.tenant, sha: createHash('sha256').update(t.token).digest() }));
  const store = deps.store;

  async function check(header: string | undefined): Promise<{ tenant: string } | Refusal> {
    const storeHasTokens = store ? await store.hasActiveIngestTokens() : false;
    if (hashed.length === 0 && !storeHasTokens) {
      return config.allowUnauthenticated ? { tenant: config.defaultTenant } : 'no_ingest_token_non_loopback';
    }
    if (!header) return 'no_header';
    const token = bearerToken(header);
    if (!token) return 'not_bearer';
    const sha = createHash('sha256').update(token).digest();
    let found: string | null = null;
    // Compare against every token so timing does not reveal which one matched.
    for (const t of hashed) if (timingSafeEqual(t.sha, sha)) found = t.tenant;
    if (found) return { tenant: found };
    const fromStore = store ? await store.verifyIngest(token) : null;
    return fromStore ? { tenant: fromStore.tenant } : 'unknown_or_revoked_token';
  }

  // Refusals since the last line; null when the last window passed without any (the next refusal is then
  // logged at once again). A misconfigured exporter retries for ever: one line per window, never per export.
  let window: RefusalWindow | null = null;

  function openWindow(): void {
    const timer = setTimeout(closeWindow, logWindowMs);
    timer.unref();
    window = { timer, refused: 0, byTransport: { http: 0, grpc: 0 }, withHeader: 0 };
  }

  function logSummary(w: RefusalWindow): void {
    logger.warn(
      { refused: w.refused, http: w.byTransport.http, grpc: w.byTransport.grpc, withHeader: w.withHeader, withoutHeader: w.refused - w.withHeader, windowMs: logWindowMs },
      'OTLP exports refused without valid ingest credentials since the last report (summary)',
    );
  }

  function closeWindow(): void {
    const w = window;
    window = null;
    if (w && w.refused > 0) {
      logSummary(w);
      openWindow();
    }
  }

  function onRefused(transport: IngestTransport, headerPresent: boolean, refusal: Refusal): void {
    deps.metrics?.exports.inc({ transport, outcome: 'unauthenticated' });
    if (window === null) {
      logger.warn(
        { transport, headerPresent, refusal, logWindowMs },
        'OTLP export refused (401 / UNAUTHENTICATED): every exporter must send Authorization: Bearer <ingest token> ' +
          'while ingest tokens exist; further refusals are summarized at most once per window',
      );
      openWindow();
      return;
    }
    window.refused++;
    window.byTransport[transport]++;
    if (headerPresent) window.withHeader++;
  }

  return {
    forTransport(transport) {
      return async function authenticate(header) {
        const result = await check(header);
        if (typeof result === 'string') {
          onRefused(transport, header !== undefined && header !== '', result);
          return null;
        }
        return result;
      };
    },
    shutdown() {
      const w = window;
      window = null;
      if (!w) return;
      clearTimeout(w.timer);
      if (w.refused > 0) logSummary(w);
    },
  };
}

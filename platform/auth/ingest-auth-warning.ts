/**
 * A warning attached to the answer of an admin change that alters how the collector treats every exporter
 * (the admin API's `warnings: [...]`, printed on stderr by the CLI). Stable `code`, a sentence for people;
 * never a token, hash or tenant data beyond the default tenant's name.
 */
export interface AdminWarning {
  code: 'TH_WARN_INGEST_AUTH_NOW_REQUIRED' | 'TH_WARN_INGEST_AUTH_NO_LONGER_REQUIRED';
  message: string;
}

/**
 * The warning for a change of the ingest-token set, or null when the change alters nothing for exporters.
 * Ingest credentials are required as soon as one ingest token exists, in the token store or in the
 * configuration (TRACEHOLD_INGEST_TOKENS); so creating the store's first one shuts the door on every
 * unauthenticated exporter of every tenant, and revoking its last one opens it again — unless configured
 * tokens keep it shut either way.
 */
export function ingestAuthWarning(
  change: 'first_ingest_token_created' | 'last_ingest_token_revoked',
  context: { configuredIngestTokens: number; defaultTenant: string },
): AdminWarning | null {
  if (context.configuredIngestTokens > 0) return null;
  if (change === 'first_ingest_token_created') {
    return {
      code: 'TH_WARN_INGEST_AUTH_NOW_REQUIRED',
      message:
        'this is the first ingest token: from now on every OTLP exporter must send Authorization: Bearer <ingest token>; ' +
        'unauthenticated exporters of every tenant get 401 (gRPC UNAUTHENTICATED). Give each service an ingest token of its tenant.',
    };
  }
  return {
    code: 'TH_WARN_INGEST_AUTH_NO_LONGER_REQUIRED',
    message:
      'no ingest token is left: OTLP exports without credentials are accepted again, into tenant ' +
      `"${context.defaultTenant}", when the collector listens on loopback; on any other address every export is refused until an ingest token exists.`,
  };
}

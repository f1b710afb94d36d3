import { parseArgs } from 'node:util';
import { parseTraceRef } from '../query-api/views/parse-trace-ref.ts';
import { renderTraceReport } from './render-trace-report.ts';
import { codeOf } from '../platform/errors/tracehold-error.ts';

export const TRACE_USAGE = `trace:
  tracehold trace <trace-id | traceparent | URL> [--api URL] [--token T] [--json]
                  [--include-content --reason "ticket or text"]
    prints the trace's reconstruction (GET /v1/traces/:traceId) as a readable report;
    --json prints the API's answer as it is; --include-content inlines the stored content (needs the
    content:read:raw scope; every part read is audited with the reason).
    API: --api, TRACEHOLD_API_URL, or the Tracehold running from this directory; token: --token or
    TRACEHOLD_TOKEN, else (for that local instance only) its admin token file`;

/** What the trace command needs from its surroundings (injected, so tests need no process globals). */
export interface TraceCliDeps {
  env: Record<string, string | undefined>;
  out(text: string): void;
  err(line: string): void;
  /** Colours only on a terminal. */
  isTty: boolean;
  /**
   * The Tracehold running from this directory's configuration, when there is one: its query API, and its
   * admin token file's token (the same local fallback as `tracehold tokens`), or null when there is none.
   */
  findLocalInstance(): { apiUrl: string; adminToken: string | null } | null;
  fetch?: typeof fetch;
}

/** How long the command waits for the API before saying so (a lookup answers in well under a second). */
const REQUEST_TIMEOUT_MS = 30_000;

/** `tracehold trace …`: exit 0 with the report, 1 when the API refused or failed, 2 for a usage error. */
export async function runTraceCli(argv: string[], deps: TraceCliDeps): Promise<number> {
  let parsed;
  try {
    parsed = parseArgs({
      args: argv,
      allowPositionals: true,
      options: {
        api: { type: 'string' },
        token: { type: 'string' },
        json: { type: 'boolean' },
        'include-content': { type: 'boolean' },
        reason: { type: 'string' },
      },
    });
  } catch (err) {
    deps.err(`tracehold trace: ${(err as Error).message}\n\n${TRACE_USAGE}`);
    return 2;
  }
  const { values: o, positionals } = parsed;
  if (positionals.length !== 1) {
    deps.err(`tracehold trace: give exactly one trace id, traceparent or URL\n\n${TRACE_USAGE}`);
    return 2;
  }
  const ref = parseTraceRef(positionals[0]!);
  if (!ref.ok) {
    deps.err(`tracehold trace: ${ref.message}`);
    return 2;
  }
  if (o.reason !== undefined && !o['include-content']) {
    deps.err('tracehold trace: --reason goes with --include-content (the reason of the audited content reads)');
    return 2;
  }
  if (o['include-content'] && !(o.reason ?? '').trim()) {
    deps.err('tracehold trace: --include-content needs --reason "…" (a ticket id or free text): every content read is audited with it');
    return 2;
  }
  const explicitApi = o.api ?? deps.env.TRACEHOLD_API_URL;
  const local = explicitApi ? null : deps.findLocalInstance();
  const api = (explicitApi ?? local?.apiUrl ?? '').replace(/\/+$/, '');
  if (!api) {
    deps.err('tracehold trace: no running Tracehold found from this directory; pass --api URL (e.g. http://127.0.0.1:8080) or set TRACEHOLD_API_URL');
    return 2;
  }
  // The local admin token only goes to the local instance it belongs to, never to an --api given by hand.
  const token = o.token ?? deps.env.TRACEHOLD_TOKEN ?? local?.adminToken ?? undefined;
  if (!token) {
    deps.err('tracehold trace: no token; pass --token or set TRACEHOLD_TOKEN (an admin creates one: tracehold tokens create --tenant <tenant> --role investigator)');
    return 2;
  }

  const query = o['include-content'] ? `?include=content&reason=${encodeURIComponent(o.reason!.trim())}` : '';
  const url = `${api}/v1/traces/${ref.traceId}${query}`;
  let status: number;
  let text: string;
  try {
    const res = await (deps.fetch ?? fetch)(url, { headers: { authorization: `Bearer ${token}`, accept: 'application/json' }, signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS) });
    status = res.status;
    text = await res.text();
  } catch (err) {
    const why = err instanceof Error && err.name === 'TimeoutError' ? `no answer within ${REQUEST_TIMEOUT_MS / 1000} s` : (codeOf((err as Error).cause) ?? 'connection failed');
    deps.err(`tracehold trace: cannot reach the query API at ${api} (${why}); is Tracehold running? pass --api URL`);
    return 1;
  }
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    deps.err(`tracehold trace: the API at ${api} answered ${status} with something other than JSON; is --api the query API?`);
    return 1;
  }
  if (status !== 200) {
    deps.err(`tracehold trace: ${explain(status, body as { error?: { code?: string; message?: string } }, ref.traceId)}`);
    return 1;
  }
  if (o.json) deps.out(JSON.stringify(body, null, 2) + '\n');
  else deps.out(renderTraceReport(body, { color: deps.isTty, maxContentLineChars: 160 }));
  return 0;
}

function explain(status: number, body: { error?: { code?: string; message?: string } }, traceId: string): string {
  const code = body.error?.code ?? '';
  const message = body.error?.message ?? '';
  switch (status) {
    case 401:
      return `401 ${code}: the API did not accept the token (missing, mistyped or revoked). An admin creates a query token with: tracehold tokens create --tenant <tenant> --role investigator (privileged_investigator for --include-content); pass it with --token or TRACEHOLD_TOKEN`;
    case 403:
      return `403 ${code}: ${message}`;
    case 404:
      return `404 ${code}: trace ${traceId} was not found in your token's tenant — not received (yet), outside retention, or in another tenant`;
    default:
      return `${status} ${code}: ${message}`.trim();
  }
}

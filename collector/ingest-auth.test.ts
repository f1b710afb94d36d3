import { createHash } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createTokenStore } from '../platform/auth/token-store.ts';
import { createMetrics } from '../platform/metrics/create-metrics.ts';
import { createIngestAuthenticator, type IngestAuthenticatorConfig } from './ingest-auth.ts';

type LogLine = { level: number; msg: string; [key: string]: unknown };

const CONFIGURED = 'thi_configured_token_3f9a1c0d5e7b2a4c6e8f0a1b3c5d7e9f';
const WRONG = 'thi_wrong_token_canary_77d1e2f3a4b5c6d7e8f9a0b1c2d3e4f5';

function setup(config: Partial<IngestAuthenticatorConfig> = {}, withStore = false) {
  const raw: string[] = [];
  const logger = pino({ level: 'debug' }, { write: (line: string) => void raw.push(line) });
  const metrics = createMetrics({ defaultMetrics: false });
  const store = withStore ? createTokenStore({ dataDir: mkdtempSync(path.join(os.tmpdir(), 'th-ingest-auth-')) }) : undefined;
  const auth = createIngestAuthenticator(
    { logger, metrics, store },
    { tokens: [{ tenant: 'acme', token: CONFIGURED }], defaultTenant: 'default', allowUnauthenticated: true, logWindowMs: 60_000, ...config },
  );
  const lines = () => raw.map((l) => JSON.parse(l) as LogLine);
  const refusalLines = () => lines().filter((l) => l.msg.startsWith('OTLP export refused'));
  const summaryLines = () => lines().filter((l) => l.msg.startsWith('OTLP exports refused'));
  const refusedCount = async (transport: string) =>
    (await metrics.exports.get()).values.find((v) => v.labels.transport === transport && v.labels.outcome === 'unauthenticated')?.value ?? 0;
  return { auth, raw, lines, refusalLines, summaryLines, refusedCount, metrics, store };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('ingest authenticator', () => {
  it('maps a configured token to its tenant and refuses a missing, malformed or unknown one', async () => {
    const { auth } = setup();
    const http = auth.forTransport('http');
    expect(await http(`Bearer ${CONFIGURED}`)).toEqual({ tenant: 'acme' });
    expect(await http(undefined)).toBeNull();
    expect(await http('Basic dXNlcjpwYXNz')).toBeNull();
    expect(await http(`Bearer ${WRONG}`)).toBeNull();
    auth.shutdown();
  });

  it('counts refusals per transport as outcome "unauthenticated", and accepted requests not at all', async () => {
    const { auth, refusedCount, metrics } = setup();
    const http = auth.forTransport('http');
    const grpc = auth.forTransport('grpc');
    for (let i = 0; i < 3; i++) await http(undefined);
    for (let i = 0; i < 2; i++) await grpc(`Bearer ${WRONG}`);
    await http(`Bearer ${CONFIGURED}`);
    await grpc(`Bearer ${CONFIGURED}`);
    expect(await refusedCount('http')).toBe(3);
    expect(await refusedCount('grpc')).toBe(2);
    const text = await metrics.registry.metrics();
    expect(text).toContain('tracehold_otlp_exports_total{transport="http",outcome="unauthenticated"} 3');
    expect(text).toContain('tracehold_otlp_exports_total{transport="grpc",outcome="unauthenticated"} 2');
    auth.shutdown();
  });

  it('logs the first refusal at once, then at most one summary line per window with the counts', async () => {
    vi.useFakeTimers();
    const { auth, refusalLines, summaryLines } = setup();
    const http = auth.forTransport('http');
    const grpc = auth.forTransport('grpc');

    for (let i = 0; i < 30; i++) await http(undefined);
    for (let i = 0; i < 20; i++) await grpc(`Bearer ${WRONG}`);
    expect(refusalLines()).toHaveLength(1);
    expect(refusalLines()[0]).toMatchObject({ level: 40, transport: 'http', headerPresent: false, refusal: 'no_header' });
    expect(summaryLines()).toHaveLength(0);

    vi.advanceTimersByTime(59_000);
    expect(summaryLines()).toHaveLength(0);
    vi.advanceTimersByTime(1_000);
    expect(summaryLines()).toHaveLength(1);
    expect(summaryLines()[0]).toMatchObject({ refused: 49, http: 29, grpc: 20, withHeader: 20, withoutHeader: 29 });

    // Still refusing: the next report is a summary again, a window later; never a line per export.
    for (let i = 0; i < 5; i++) await grpc(undefined);
    expect(refusalLines()).toHaveLength(1);
    vi.advanceTimersByTime(60_000);
    expect(summaryLines()).toHaveLength(2);
    expect(summaryLines()[1]).toMatchObject({ refused: 5, grpc: 5 });

    // A quiet window closes the episode: the next refusal is reported at once, with its details.
    vi.advanceTimersByTime(60_000);
    expect(summaryLines()).toHaveLength(2);
    await grpc('Bearer');
    expect(refusalLines()).toHaveLength(2);
    expect(refusalLines()[1]).toMatchObject({ transport: 'grpc', headerPresent: true, refusal: 'not_bearer' });
    auth.shutdown();
  });

  it('reports refusals not yet summarized at shutdown, once', async () => {
    const { auth, summaryLines } = setup();
    const http = auth.forTransport('http');
    for (let i = 0; i < 4; i++) await http(undefined);
    auth.shutdown();
    auth.shutdown();
    expect(summaryLines()).toHaveLength(1);
    expect(summaryLines()[0]).toMatchObject({ refused: 3 });
  });

  it('never logs the credential: no header value, token, hash or prefix of a hash in any line', async () => {
    const { auth, raw, store } = setup({ tokens: [] }, true);
    const created = await store!.create({ tenant: 'acme', kind: 'ingest', roles: [], label: 'svc' });
    vi.useFakeTimers();
    const http = auth.forTransport('http');
    const grpc = auth.forTransport('grpc');
    await http(`Bearer ${WRONG}`);
    await grpc(`Bearer ${WRONG}`);
    await http(`Token ${WRONG}`);
    expect(await http(`Bearer ${created.token}`)).toEqual({ tenant: 'acme' });
    vi.advanceTimersByTime(60_000);
    auth.shutdown();

    const output = raw.join('');
    // Control: the refusals were logged at all, so the scan below looks at real lines.
    expect(output).toContain('OTLP export refused');
    expect(output).toContain('OTLP exports refused');
    for (const secret of [WRONG, created.token]) {
      const sha = createHash('sha256').update(secret).digest('hex');
      for (const needle of [secret, secret.slice(4, 16), sha, sha.slice(0, 12), Buffer.from(secret).toString('base64').slice(0, 16)]) {
        expect(output, `log contains ${needle.slice(0, 6)}…`).not.toContain(needle);
      }
    }
  });

  it('accepts everything into the default tenant while no ingest token exists, and shuts the door when the first is created', async () => {
    const { auth, store, refusedCount } = setup({ tokens: [] }, true);
    const http = auth.forTransport('http');
    expect(await http(undefined)).toEqual({ tenant: 'default' });
    const created = await store!.create({ tenant: 'acme', kind: 'ingest', roles: [], label: 'svc' });
    expect(await http(undefined)).toBeNull();
    expect(await http(`Bearer ${created.token}`)).toEqual({ tenant: 'acme' });
    expect(await refusedCount('http')).toBe(1);
    auth.shutdown();
  });

  it('off loopback, refuses requests without credentials even when no ingest token exists (the last one was revoked)', async () => {
    const { auth, store } = setup({ tokens: [], allowUnauthenticated: false }, true);
    const created = await store!.create({ tenant: 'acme', kind: 'ingest', roles: [], label: 'svc' });
    await store!.revoke(created.info.id);
    const http = auth.forTransport('http');
    expect(await http(undefined)).toBeNull();
    expect(await http(`Bearer ${created.token}`)).toBeNull();
    auth.shutdown();
  });
});

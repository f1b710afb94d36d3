/**
 * `tracehold holds|deletions|retention policy` over real HTTP against a listening query API on the real
 * engine (chDB), the real content store and audit log: place, show and release a hold, request an erasure,
 * set and show a policy; tables for people, `--json` for scripts, exit codes for refusals and usage errors.
 * (The same commands through a whole all-in-one process are left to the end-to-end suite once the retention
 * worker is wired there.)
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTokenStore } from '../platform/auth/token-store.ts';
import { createClickHouse, type ClickHouse } from '../platform/clickhouse/create-clickhouse.ts';
import { migrate } from '../platform/clickhouse/migrate.ts';
import { createContentStore } from '../platform/content-store/create-content-store.ts';
import type { EncryptedContentStore } from '../platform/content-store/encrypted-content-store.ts';
import { createKeyring, type Keyring } from '../platform/keys/keyring.ts';
import { createMetrics } from '../platform/metrics/create-metrics.ts';
import { createStore } from '../platform/store/create-store.ts';
import { buildApp } from '../query-api/app.ts';
import { createAuditLog, type AuditLog } from '../retention/audit/audit-log.ts';
import { createAuditSigner } from '../retention/audit/audit-signer.ts';
import { createHoldGate } from '../retention/delete/hold-gate.ts';
import { createRetentionState, type RetentionState } from '../retention/state/retention-state.ts';
import { createTransitionAudit } from '../retention/worker/transition-audit.ts';
import { TraceholdConfigSchema } from '../schemas/config.ts';
import { runRetentionCli, type RetentionCliTarget } from './retention-cli.ts';

const logger = pino({ level: 'silent' });
const root = mkdtempSync(path.join(os.tmpdir(), 'th-retention-cli-'));
const RAW_SUBJECT = `dave-${randomBytes(5).toString('hex')}@example.com`;

let ch: ClickHouse;
let keyring: Keyring;
let content: EncryptedContentStore;
let audit: AuditLog;
let state: RetentionState;
let app: FastifyInstance;
let legal: RetentionCliTarget;
let admin: RetentionCliTarget;
let viewer: RetentionCliTarget;

async function run(target: RetentionCliTarget, command: 'holds' | 'deletions' | 'retention', ...argv: string[]) {
  let out = '';
  const err: string[] = [];
  const code = await runRetentionCli(command, argv, target, { out: (t) => (out += t), err: (l) => err.push(l) });
  return { code, out, err: err.join('\n') };
}

beforeAll(async () => {
  ch = createClickHouse(TraceholdConfigSchema.parse({ dataDir: root, clickhouse: { database: 'retention_cli' } }));
  await migrate(ch, logger);
  const tables = createStore({ clickhouse: ch });
  keyring = createKeyring({ logger }, { dir: path.join(root, 'keys') });
  await keyring.start();
  content = await createContentStore({ logger, keyring }, { backend: { kind: 'local', dir: path.join(root, 'content') } });
  await content.start();
  audit = createAuditLog({ clickhouse: ch, logger, signer: createAuditSigner({ keysDir: path.join(root, 'keys') }) }, { dataDir: root, checkpointEvery: 1000, checkpointIntervalMs: 3_600_000 });
  await audit.start();
  const tokens = createTokenStore({ dataDir: root });
  state = createRetentionState(ch);
  const context = { clickhouse: ch, store: tables, state, gate: createHoldGate(), contentStore: content, audit: createTransitionAudit(audit), logger, metrics: createMetrics({ defaultMetrics: false }), clock: { now: Date.now } };
  app = await buildApp({ logger, store: tables, tokens, audit, operatorTenant: 'acme', checkReady: async () => [], retention: { context, nudge: () => undefined } });
  const url = await app.listen({ host: '127.0.0.1', port: 0 });
  const tokenOf = async (roles: Array<'legal' | 'admin' | 'viewer'>) => (await tokens.create({ tenant: 'acme', kind: 'query', roles, label: roles.join('-') })).token;
  legal = { api: url, token: await tokenOf(['legal']) };
  admin = { api: url, token: await tokenOf(['admin']) };
  viewer = { api: url, token: await tokenOf(['viewer']) };
}, 120_000);

afterAll(async () => {
  await app?.close();
  await audit?.shutdown();
  await content?.shutdown();
  await keyring?.shutdown();
  await ch?.close();
  rmSync(root, { recursive: true, force: true });
});

describe('tracehold holds', () => {
  it('places a subject hold (raw id pseudonymized), lists and shows it, releases it once', async () => {
    const placed = await run(legal, 'holds', 'place', '--matter', 'M-42', '--reason', 'litigation', '--requester', 'J. Doe', '--subject-id', RAW_SUBJECT, '--json');
    expect(placed.code, placed.err).toBe(0);
    const hold = JSON.parse(placed.out).hold;
    const subjectRef = await content.pseudonymize('acme', RAW_SUBJECT);
    expect(hold.scope).toEqual({ kind: 'subjects', subjectRefs: [subjectRef] });
    expect((await state.getHold('acme', hold.holdId))!.state).toBe('active');

    const list = await run(legal, 'holds', 'list', '--state', 'active');
    expect(list.code).toBe(0);
    expect(list.out).toMatch(/^id\s+state\s+matter\s+scope/);
    expect(list.out).toContain(hold.holdId);
    expect(list.out).toContain(`1 subject (${subjectRef})`);
    expect(list.out).not.toContain(RAW_SUBJECT);

    const released = await run(legal, 'holds', 'release', hold.holdId, '--reason', 'settled');
    expect(released.code, released.err).toBe(0);
    expect(released.out).toContain(`released hold ${hold.holdId}`);
    expect((await state.getHold('acme', hold.holdId))!.state).toBe('released');

    const shown = await run(legal, 'holds', 'show', hold.holdId);
    expect(shown.out).toContain('matter     M-42');
    expect(shown.out).toMatch(/v1 .* active\n {2}v2 .* released/);

    const again = await run(legal, 'holds', 'release', hold.holdId, '--reason', 'twice');
    expect(again.code).toBe(1);
    expect(again.err).toContain('409 TH_ERR_API_HOLD_RELEASED');
  });

  it('places trace, tenant-range and filter holds; refuses a viewer (exit 1) and bad usage (exit 2)', async () => {
    const trace = randomBytes(16).toString('hex');
    expect((await run(legal, 'holds', 'place', '--matter', 'M', '--reason', 'r', '--requester', 'q', '--trace', trace.toUpperCase())).code).toBe(0);
    const ranged = await run(legal, 'holds', 'place', '--matter', 'M', '--reason', 'r', '--requester', 'q', '--tenant', '--from', '2026-11-01T00:00:00Z', '--to', '2026-11-30T00:00:00Z', '--json');
    expect(JSON.parse(ranged.out).hold.scope).toEqual({ kind: 'tenant', range: { fromMs: Date.parse('2026-11-01T00:00:00Z'), toMs: Date.parse('2026-11-30T00:00:00Z') } });
    const filter = await run(legal, 'holds', 'place', '--matter', 'M', '--reason', 'r', '--requester', 'q', '--service', 'support-bot', '--attribute', 'app.region=eu', '--json');
    expect(JSON.parse(filter.out).hold.scope).toEqual({ kind: 'filter', service: 'support-bot', attribute: { key: 'app.region', value: 'eu' } });

    const refused = await run(viewer, 'holds', 'place', '--matter', 'M', '--reason', 'r', '--requester', 'q', '--tenant');
    expect(refused.code).toBe(1);
    expect(refused.err).toContain('403 TH_ERR_API_FORBIDDEN');
    expect((await run(legal, 'holds', 'place', '--matter', 'M', '--reason', 'r', '--requester', 'q')).code).toBe(2);
    expect((await run(legal, 'holds', 'place', '--matter', 'M', '--reason', 'r', '--requester', 'q', '--tenant', '--trace', trace)).code).toBe(2);
    expect((await run(legal, 'holds', 'place', '--reason', 'r', '--requester', 'q', '--tenant')).err).toContain('--matter is required');
    expect((await run(legal, 'holds', 'frobnicate')).code).toBe(2);
    const unknown = await run(legal, 'holds', 'show', `hold_${'0'.repeat(16)}`);
    expect(unknown.code).toBe(1);
    expect(unknown.err).toContain('404 TH_ERR_API_HOLD_NOT_FOUND');
  });
});

describe('tracehold deletions and retention policy', () => {
  it('requests an erasure and shows it', async () => {
    const r = await run(legal, 'deletions', 'request', '--subject-id', RAW_SUBJECT, '--reason', 'GDPR Art. 17', '--requester', 'DPO', '--json');
    expect(r.code, r.err).toBe(0);
    const req = JSON.parse(r.out).request;
    expect(req.state).toBe('received');
    const shown = await run(legal, 'deletions', 'show', req.requestId);
    expect(shown.out).toContain(`request    ${req.requestId} (received, version 1)`);
    expect(shown.out).not.toContain(RAW_SUBJECT);
    expect((await run(legal, 'deletions', 'list')).out).toContain(req.requestId);
    expect((await run(legal, 'deletions', 'request', '--from', '2026-11-01T00:00:00Z', '--reason', 'r', '--requester', 'q')).code).toBe(2);
  });

  it('sets and shows the policy (admin only), with sizes and "none"', async () => {
    const denied = await run(legal, 'retention', 'policy', 'set', '--content-days', '30');
    expect(denied.code).toBe(1);
    const set = await run(admin, 'retention', 'policy', 'set', '--content-days', '30', '--ledger-days', '400', '--content-quota', '10GiB', '--spans-quota', '500MB', '--warn-at', '85%', '--json');
    expect(set.code, set.err).toBe(0);
    expect(JSON.parse(set.out).policy).toMatchObject({ version: 1, contentDays: 30, ledgerDays: 400, contentQuotaBytes: 10 * 1024 ** 3, spansQuotaBytes: 500_000_000, warnAtPercent: 85 });
    expect((await run(admin, 'retention', 'policy', 'set', '--content-quota', 'none')).code).toBe(0);
    const shown = await run(viewer, 'retention', 'policy');
    expect(shown.code).toBe(0);
    expect(shown.out).toContain('policy version 2');
    expect(shown.out).toMatch(/content\s+30 days\s+none/);
    expect(shown.out).toMatch(/spans\s+forever\s+476\.84 MiB/);
    expect((await run(admin, 'retention', 'policy', 'set', '--content-quota', 'lots')).code).toBe(2);
    expect((await run(admin, 'retention', 'policy', 'set')).code).toBe(2);
  });

  it('says what to do when nothing runs, or when the API has no retention worker', async () => {
    const none = await run({ api: null, token: null }, 'retention', 'run');
    expect(none.code).toBe(1);
    expect(none.err).toContain('start Tracehold first, or run `tracehold retention --once`');
    const noWorker = await run(admin, 'retention', 'run');
    expect(noWorker.code).toBe(1);
    expect(noWorker.err).toContain('no retention worker');
  });
});

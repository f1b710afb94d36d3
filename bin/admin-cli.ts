/* eslint-disable @typescript-eslint/no-explicit-any -- JSON answers of our own admin API, printed as they come */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import type { TraceholdConfig } from '../schemas/config.ts';
import { createTokenStore, TokenStoreError, type TokenKind } from '../platform/auth/token-store.ts';
import { createTenantStore } from '../platform/auth/tenant-store.ts';
import type { Role } from '../schemas/auth.ts';
import pino from 'pino';
import { createClickHouse } from '../platform/clickhouse/create-clickhouse.ts';
import { migrate } from '../platform/clickhouse/migrate.ts';
import { createAuditSigner } from '../retention/audit/audit-signer.ts';
import { createAuditLog } from '../retention/audit/audit-log.ts';
import { ingestAuthWarning, type AdminWarning } from '../platform/auth/ingest-auth-warning.ts';
import { codeOf } from '../platform/errors/tracehold-error.ts';

/**
 * Appends one audit entry for a change made directly on the data dir (nothing running), with the CLI as
 * the actor. The change is refused when its audit entry cannot be written, like through the API.
 */
async function auditDirect(config: TraceholdConfig, entry: { tenant: string; action: string; target: Record<string, string>; details?: Record<string, unknown> }): Promise<void> {
  const logger = pino({ level: 'silent' });
  const clickhouse = createClickHouse(config);
  try {
    await migrate(clickhouse, logger, { cluster: config.clickhouse.cluster });
    const signer = createAuditSigner({ keysDir: path.join(config.dataDir, 'keys') }, { logger });
    await signer.start();
    const audit = createAuditLog({ clickhouse, logger, signer }, { dataDir: config.dataDir, ...config.audit });
    await audit.start();
    try {
      const user = process.env.USER ?? 'unknown';
      await audit.append({ ...entry, actor: { tokenId: `cli:${user}`.slice(0, 128), kind: 'cli' }, reason: '', outcome: 'ok', details: entry.details ?? {} });
    } finally {
      await audit.shutdown();
    }
  } finally {
    await clickhouse.close();
  }
}

/**
 * `tracehold tokens …` and `tracehold tenants …`. Against a running Tracehold (its query API, found
 * through `<dataDir>/run/query-api.json`, or `--api URL`) the change goes through the API, which audits
 * it; with nothing running it is made directly on the data dir. Tokens are printed once, on creation.
 */
export const ADMIN_USAGE = `tokens:
  tracehold tokens create --tenant T --role R [--role R…] [--kind query|ingest] [--label L]
  tracehold tokens list [--tenant T] [--include-revoked]
  tracehold tokens revoke <token-id>
tenants:
  tracehold tenants create <name> [--label L]
  tracehold tenants list
options: --api URL --token TOKEN (default: the running instance and <dataDir>/admin-token)`;

interface Out {
  out(line: string): void;
  err(line: string): void;
}

/** The query API URL of a Tracehold running on this data dir (its `run/query-api.json`), or null. */
export function runningApi(config: TraceholdConfig): string | null {
  const file = path.join(config.dataDir, 'run', 'query-api.json');
  if (!existsSync(file)) return null;
  try {
    const { pid, url } = JSON.parse(readFileSync(file, 'utf8')) as { pid: number; url: string };
    process.kill(pid, 0); // throws when the process is gone
    return url;
  } catch {
    return null;
  }
}

function adminToken(config: TraceholdConfig, explicit: string | undefined): string | null {
  if (explicit) return explicit;
  if (process.env.TRACEHOLD_TOKEN) return process.env.TRACEHOLD_TOKEN;
  const file = path.join(config.dataDir, 'admin-token');
  return existsSync(file) ? readFileSync(file, 'utf8').trim() : null;
}

async function callApi(api: string, token: string, method: string, route: string, body?: unknown): Promise<{ status: number; json: any }> {
  const res = await fetch(`${api}${route}`, {
    method,
    headers: { authorization: `Bearer ${token}`, ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  const text = await res.text();
  let json: any = null;
  try {
    json = JSON.parse(text);
  } catch {
    json = { error: { message: text } };
  }
  return { status: res.status, json };
}

function table(rows: Array<Record<string, unknown>>, columns: string[]): string {
  const widths = columns.map((c) => Math.max(c.length, ...rows.map((r) => String(r[c] ?? '').length)));
  const line = (vals: string[]) => vals.map((v, i) => v.padEnd(widths[i]!)).join('  ').trimEnd();
  return [line(columns), ...rows.map((r) => line(columns.map((c) => String(r[c] ?? ''))))].join('\n');
}

export async function runAdminCli(command: 'tokens' | 'tenants', argv: string[], config: TraceholdConfig, io: Out): Promise<number> {
  let parsed;
  try {
    parsed = parseArgs({
      args: argv,
      allowPositionals: true,
      options: {
        tenant: { type: 'string' },
        role: { type: 'string', multiple: true },
        kind: { type: 'string' },
        label: { type: 'string' },
        'include-revoked': { type: 'boolean' },
        api: { type: 'string' },
        token: { type: 'string' },
      },
    });
  } catch (err) {
    io.err(`tracehold ${command}: ${(err as Error).message}\n\n${ADMIN_USAGE}`);
    return 2;
  }
  const { values: o, positionals } = parsed;
  const sub = positionals[0];
  const api = o.api ?? runningApi(config);
  const token = api ? adminToken(config, o.token) : null;
  if (api && !token) {
    io.err(`tracehold ${command}: Tracehold is running at ${api}; pass --token (an admin token) or set TRACEHOLD_TOKEN`);
    return 2;
  }
  const fail = (status: number, json: any) => {
    io.err(`tracehold ${command} ${sub}: ${status} ${json?.error?.code ?? ''} ${json?.error?.message ?? ''}`.trim());
    return 1;
  };
  const tokens = createTokenStore({ dataDir: config.dataDir });
  const tenants = createTenantStore({ dataDir: config.dataDir });
  // On stderr, so that scripts reading the token from stdout are not disturbed but a person sees it.
  const warn = (warnings: AdminWarning[] | undefined) => {
    for (const w of warnings ?? []) io.err(`tracehold ${command} ${sub}: warning ${w.code}: ${w.message}`);
  };
  const warningContext = { configuredIngestTokens: config.ingestTokens.length, defaultTenant: config.defaultTenant };

  try {
    if (command === 'tenants' && sub === 'create') {
      const name = positionals[1];
      if (!name) return (io.err(`usage: tracehold tenants create <name> [--label L]`), 2);
      if (api) {
        const r = await callApi(api, token!, 'POST', '/v1/admin/tenants', { name, label: o.label ?? '' });
        if (r.status >= 400) return fail(r.status, r.json);
        io.out(r.json.existed ? `tenant ${name} already exists` : `created tenant ${name}`);
        return 0;
      }
      const r = await tenants.create(name, o.label ?? '');
      if (!r.existed) await auditDirect(config, { tenant: name, action: 'tenant.create', target: { tenant: name } });
      io.out(r.existed ? `tenant ${name} already exists` : `created tenant ${name}`);
      return 0;
    }
    if (command === 'tenants' && sub === 'list') {
      const list = api ? (await callApi(api, token!, 'GET', '/v1/admin/tenants')).json.tenants : await tenants.list();
      io.out(table(list.map((t: any) => ({ tenant: t.name, label: t.label, created: new Date(t.createdAtMs).toISOString() })), ['tenant', 'label', 'created']));
      return 0;
    }
    if (command === 'tokens' && sub === 'create') {
      const kind = (o.kind ?? 'query') as TokenKind;
      if (kind !== 'query' && kind !== 'ingest') return (io.err('--kind is query or ingest'), 2);
      const tenant = o.tenant ?? config.defaultTenant;
      const roles = (o.role ?? []) as Role[];
      let result: { token: string; info: any; warnings?: AdminWarning[] };
      if (api) {
        const r = await callApi(api, token!, 'POST', '/v1/admin/tokens', { tenant, kind, roles, label: o.label ?? '' });
        if (r.status >= 400) return fail(r.status, r.json);
        result = r.json;
      } else {
        if (!(await tenants.exists(tenant))) return (io.err(`unknown tenant "${tenant}": tracehold tenants create ${tenant}`), 1);
        const created = await tokens.create({ tenant, kind, roles, label: o.label ?? '' });
        await auditDirect(config, { tenant, action: 'token.create', target: { tokenId: created.info.id }, details: { kind, roles } });
        const warning = created.firstActiveIngestToken ? ingestAuthWarning('first_ingest_token_created', warningContext) : null;
        result = { ...created, warnings: warning ? [warning] : [] };
      }
      io.out(`created ${kind} token ${result.info.id} for tenant ${tenant}${roles.length ? ` with roles ${roles.join(', ')}` : ''}`);
      io.out(`token: ${result.token}`);
      io.out('this is the only time the token is shown; it is stored hashed');
      warn(result.warnings);
      return 0;
    }
    if (command === 'tokens' && sub === 'list') {
      const list = api
        ? (await callApi(api, token!, 'GET', `/v1/admin/tokens?includeRevoked=${o['include-revoked'] ? 'true' : 'false'}${o.tenant ? `&tenant=${encodeURIComponent(o.tenant)}` : ''}`)).json.tokens
        : await tokens.list({ tenant: o.tenant, includeRevoked: o['include-revoked'] });
      io.out(
        table(
          list.map((t: any) => ({ id: t.id, kind: t.kind, tenant: t.tenant, roles: t.roles.join(','), label: t.label, created: new Date(t.createdAtMs).toISOString(), revoked: t.revokedAtMs ? new Date(t.revokedAtMs).toISOString() : '' })),
          ['id', 'kind', 'tenant', 'roles', 'label', 'created', 'revoked'],
        ),
      );
      return 0;
    }
    if (command === 'tokens' && sub === 'revoke') {
      const id = positionals[1];
      if (!id) return (io.err('usage: tracehold tokens revoke <token-id>'), 2);
      let warnings: AdminWarning[] | undefined;
      if (api) {
        const r = await callApi(api, token!, 'DELETE', `/v1/admin/tokens/${encodeURIComponent(id)}`);
        if (r.status >= 400) return fail(r.status, r.json);
        warnings = r.json.warnings;
      } else {
        const { info, lastActiveIngestToken } = await tokens.revoke(id);
        await auditDirect(config, { tenant: info.tenant, action: 'token.revoke', target: { tokenId: id } });
        const warning = lastActiveIngestToken ? ingestAuthWarning('last_ingest_token_revoked', warningContext) : null;
        warnings = warning ? [warning] : [];
      }
      io.out(`revoked ${id}; it is refused from now on`);
      warn(warnings);
      return 0;
    }
  } catch (err) {
    if (err instanceof TokenStoreError || codeOf(err)?.startsWith('TH_ERR_')) {
      io.err(`tracehold ${command} ${sub}: ${(err as Error).message}`);
      return 1;
    }
    throw err;
  }
  io.err(`tracehold ${command}: unknown subcommand "${sub ?? ''}"\n\n${ADMIN_USAGE}`);
  return 2;
}

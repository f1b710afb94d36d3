/**
 * The policy each tenant is held to by the retention worker (expiry and quotas): the tenant's newest policy
 * when it set one, else the operator's `retention.defaults` (version 0) for every tenant that has data.
 */
import type { TraceholdConfig } from '../../schemas/config.ts';
import { defaultRetentionPolicy, type RetentionPolicy } from '../../schemas/retention.ts';
import type { RetentionContext } from '../worker/retention-context.ts';

/** The data tables whose sorting key starts with the tenant: `SELECT DISTINCT tenant` reads the key only. */
const TENANT_TABLES = ['trace_index', 'llm_calls', 'spans', 'content_objects'] as const;

/** `retention.defaults` as a version-0 policy of `tenant`. */
export function policyFromDefaults(tenant: string, defaults: TraceholdConfig['retention']['defaults']): RetentionPolicy {
  return { ...defaultRetentionPolicy(tenant), ...defaults, updatedBy: 'config' };
}

/**
 * Every tenant with a policy or with data, with its effective policy, sorted by tenant (deterministic
 * passes). Tenants are operator-chosen names, not personal data.
 */
export async function listEffectivePolicies(ctx: Pick<RetentionContext, 'clickhouse' | 'state'>, config: TraceholdConfig['retention']): Promise<RetentionPolicy[]> {
  const { client, db } = ctx.clickhouse;
  const rs = await client.query({
    query: TENANT_TABLES.map((t) => `SELECT DISTINCT tenant FROM ${db}.${t}`).join(' UNION DISTINCT '),
    format: 'JSONEachRow',
  });
  const withData = (await rs.json<{ tenant: string }>()).map((r) => r.tenant);
  const byTenant = new Map<string, RetentionPolicy>();
  for (const p of await ctx.state.currentPoliciesAllTenants()) byTenant.set(p.tenant, p);
  for (const tenant of withData) if (!byTenant.has(tenant)) byTenant.set(tenant, policyFromDefaults(tenant, config.defaults));
  return [...byTenant.values()].sort((a, b) => (a.tenant < b.tenant ? -1 : a.tenant > b.tenant ? 1 : 0));
}

/** YYYY-MM-DD of an epoch-ms instant, UTC: the date in ledger reasons (`retention:<date>`, `quota:<date>`). */
export function utcDate(ms: number): string {
  return new Date(ms).toISOString().slice(0, 10);
}

/* eslint-disable @typescript-eslint/no-explicit-any -- JSON answers of our own API, printed as they come */
import { parseArgs } from 'node:util';
import { codeOf } from '../platform/errors/tracehold-error.ts';

/**
 * `tracehold holds …`, `tracehold deletions …`, `tracehold retention run|policy …`: the operator's side of
 * retention, erasure and legal holds, always through the running query API (which checks scopes, writes
 * the state and audits every request; the retention worker makes the transitions). Human-readable tables by
 * default, `--json` for scripts. Exit 0 on success, 1 when the API refused or failed, 2 on a usage error.
 */
export const RETENTION_USAGE = `holds (legal holds; scope holds:write):
  tracehold holds list [--state active|released]
  tracehold holds show <hold-id>
  tracehold holds place --matter M --reason R --requester Q
        (--trace ID… | --subject-id RAW… | --tenant [--from ISO --to ISO]
         | [--service S] [--model M] [--attribute k=v] [--from ISO --to ISO])
  tracehold holds release <hold-id> --reason R
deletions (erasure requests; scope deletions:write):
  tracehold deletions list [--state received|scheduled|executing|done|restricted|failed]
  tracehold deletions show <request-id>
  tracehold deletions request (--subject-id RAW | --trace ID… | --from ISO --to ISO) --reason R --requester Q
retention:
  tracehold retention run          one retention pass now, in the running Tracehold (admin)
  tracehold retention policy [show]
  tracehold retention policy set [--content-days N] [--ledger-days N] [--spans-days N] [--trace-index-days N]
        [--content-quota 10GiB] [--spans-quota 5GiB] [--warn-at 80] [--reason R]
        (days or quota "none" = keep forever / no quota)
options: --json (machine-readable output) --api URL --token TOKEN (default: the running instance and
         <dataDir>/admin-token, or TRACEHOLD_TOKEN)`;

/** Where the CLI talks to: the running query API and a token, as `bin/cli.ts` found them (null = none). */
export interface RetentionCliTarget {
  api: string | null;
  token: string | null;
}

export interface RetentionCliIo {
  out(text: string): void;
  err(line: string): void;
}

type Command = 'holds' | 'deletions' | 'retention';

const OPTIONS = {
  state: { type: 'string' },
  matter: { type: 'string' },
  reason: { type: 'string' },
  requester: { type: 'string' },
  trace: { type: 'string', multiple: true },
  'subject-id': { type: 'string', multiple: true },
  tenant: { type: 'boolean' },
  from: { type: 'string' },
  to: { type: 'string' },
  service: { type: 'string' },
  model: { type: 'string' },
  attribute: { type: 'string' },
  'content-days': { type: 'string' },
  'ledger-days': { type: 'string' },
  'spans-days': { type: 'string' },
  'trace-index-days': { type: 'string' },
  'content-quota': { type: 'string' },
  'spans-quota': { type: 'string' },
  'warn-at': { type: 'string' },
  json: { type: 'boolean' },
  api: { type: 'string' },
  token: { type: 'string' },
} as const;

class UsageError extends Error {}

export async function runRetentionCli(command: Command, argv: string[], target: RetentionCliTarget, io: RetentionCliIo): Promise<number> {
  let parsed;
  try {
    parsed = parseArgs({ args: argv, allowPositionals: true, options: OPTIONS });
  } catch (err) {
    io.err(`tracehold ${command}: ${(err as Error).message}\n\n${RETENTION_USAGE}`);
    return 2;
  }
  const { values: o, positionals } = parsed;
  const sub = positionals[0] ?? (command === 'retention' ? undefined : 'list');
  const name = `tracehold ${command}${sub ? ` ${sub}` : ''}`;
  const api = o.api ?? target.api;
  if (!api) {
    const hint = command === 'retention' && sub === 'run' ? 'start Tracehold first, or run `tracehold retention --once`' : 'start Tracehold first (`tracehold start`), or pass --api URL';
    io.err(`${name}: no running Tracehold found; ${hint}`);
    return 1;
  }
  const token = o.token ?? target.token;
  if (!token) {
    io.err(`${name}: Tracehold is running at ${api}; pass --token (a token with the needed scope) or set TRACEHOLD_TOKEN`);
    return 2;
  }
  const request = async (method: string, route: string, body?: unknown) => callApi(api, token, method, route, body);
  const print = (json: unknown, human: () => string) => io.out((o.json ? JSON.stringify(json) : human()) + '\n');
  const fail = (status: number, json: any) => {
    io.err(`${name}: ${status} ${json?.error?.code ?? ''} ${json?.error?.message ?? ''}`.replace(/\s+/g, ' ').trim());
    return 1;
  };

  try {
    if (command === 'holds') {
      if (sub === 'list') {
        const r = await request('GET', `/v1/holds${o.state ? `?state=${encodeURIComponent(o.state)}` : ''}`);
        if (r.status >= 400) return fail(r.status, r.json);
        print(r.json, () => holdTable(r.json.holds));
        return 0;
      }
      if (sub === 'show') {
        const id = need(positionals[1], 'usage: tracehold holds show <hold-id>');
        const r = await request('GET', `/v1/holds/${encodeURIComponent(id)}`);
        if (r.status >= 400) return fail(r.status, r.json);
        print(r.json, () => describeHold(r.json.hold, r.json.history));
        return 0;
      }
      if (sub === 'place') {
        const body = { matterId: need(o.matter, '--matter is required'), reason: need(o.reason, '--reason is required'), requester: need(o.requester, '--requester is required'), scope: holdScope(o) };
        const r = await request('POST', '/v1/holds', body);
        if (r.status >= 400) return fail(r.status, r.json);
        print(r.json, () => `placed hold ${r.json.hold.holdId} (matter ${r.json.hold.matterId}): ${scopeWords(r.json.hold.scope)}`);
        return 0;
      }
      if (sub === 'release') {
        const id = need(positionals[1], 'usage: tracehold holds release <hold-id> --reason R');
        const r = await request('POST', `/v1/holds/${encodeURIComponent(id)}/release`, { reason: need(o.reason, '--reason is required') });
        if (r.status >= 400) return fail(r.status, r.json);
        print(r.json, () => `released hold ${id}; deletions it restricted resume by themselves`);
        return 0;
      }
    }
    if (command === 'deletions') {
      if (sub === 'list') {
        const r = await request('GET', `/v1/deletion-requests${o.state ? `?state=${encodeURIComponent(o.state)}` : ''}`);
        if (r.status >= 400) return fail(r.status, r.json);
        print(r.json, () => deletionTable(r.json.requests));
        return 0;
      }
      if (sub === 'show') {
        const id = need(positionals[1], 'usage: tracehold deletions show <request-id>');
        const r = await request('GET', `/v1/deletion-requests/${encodeURIComponent(id)}`);
        if (r.status >= 400) return fail(r.status, r.json);
        print(r.json, () => describeDeletion(r.json));
        return 0;
      }
      if (sub === 'request') {
        const body = { reason: need(o.reason, '--reason is required'), requester: need(o.requester, '--requester is required'), scope: deletionScope(o) };
        const r = await request('POST', '/v1/deletion-requests', body);
        if (r.status >= 400) return fail(r.status, r.json);
        print(r.json, () => `received deletion request ${r.json.request.requestId} (state ${r.json.request.state}); follow it with: tracehold deletions show ${r.json.request.requestId}`);
        return 0;
      }
    }
    if (command === 'retention') {
      if (sub === 'run') {
        const r = await request('POST', '/v1/retention/run');
        if (r.status === 409) {
          io.err(`${name}: the running Tracehold has no retention worker here; run \`tracehold retention --once\` where it runs`);
          return 1;
        }
        if (r.status >= 400) return fail(r.status, r.json);
        print(r.json, () => `retention pass done:\n${JSON.stringify(r.json.report, null, 2)}`);
        return 0;
      }
      if (sub === 'policy') {
        const action = positionals[1] ?? 'show';
        if (action === 'show') {
          const r = await request('GET', '/v1/retention-policies');
          if (r.status >= 400) return fail(r.status, r.json);
          print(r.json, () => describePolicy(r.json.policy));
          return 0;
        }
        if (action === 'set') {
          const body = policyInput(o);
          if (Object.keys(body).filter((k) => k !== 'reason').length === 0) throw new UsageError('nothing to set: give at least one of --content-days, --ledger-days, --spans-days, --trace-index-days, --content-quota, --spans-quota, --warn-at');
          const r = await request('PUT', '/v1/retention-policies', body);
          if (r.status >= 400) return fail(r.status, r.json);
          print(r.json, () => `policy version ${r.json.policy.version} set\n${describePolicy(r.json.policy)}`);
          return 0;
        }
      }
    }
  } catch (err) {
    if (err instanceof UsageError) {
      io.err(`${name}: ${err.message}`);
      return 2;
    }
    io.err(`${name}: cannot reach ${api}: ${codeOf((err as Error).cause) ?? (err as Error).message}`);
    return 1;
  }
  io.err(`tracehold ${command}: unknown subcommand "${sub ?? ''}"\n\n${RETENTION_USAGE}`);
  return 2;
}

type Values = { [K in keyof typeof OPTIONS]?: (typeof OPTIONS)[K] extends { multiple: true } ? string[] : (typeof OPTIONS)[K]['type'] extends 'boolean' ? boolean : string };

function need(v: string | undefined, message: string): string {
  if (v === undefined || v.trim() === '') throw new UsageError(message);
  return v;
}

function timeMs(v: string | undefined, flag: string): number | undefined {
  if (v === undefined) return undefined;
  const ms = Date.parse(v);
  if (!Number.isFinite(ms)) throw new UsageError(`${flag} must be an ISO 8601 time, e.g. 2026-11-01T00:00:00Z`);
  return ms;
}

function range(o: Values): { fromMs?: number; toMs?: number } | undefined {
  const fromMs = timeMs(o.from, '--from');
  const toMs = timeMs(o.to, '--to');
  return fromMs === undefined && toMs === undefined ? undefined : { ...(fromMs !== undefined ? { fromMs } : {}), ...(toMs !== undefined ? { toMs } : {}) };
}

function holdScope(o: Values): unknown {
  const filter = o.service !== undefined || o.model !== undefined || o.attribute !== undefined;
  const kinds = [o.trace?.length, o['subject-id']?.length, o.tenant, filter].filter(Boolean).length;
  if (kinds !== 1) throw new UsageError('give exactly one scope: --trace ID…, --subject-id RAW…, --tenant, or --service/--model/--attribute');
  if (o.trace?.length) return { kind: 'traces', traceIds: o.trace.map((t) => t.toLowerCase()) };
  if (o['subject-id']?.length) return { kind: 'subjects', subjectIds: o['subject-id'] };
  const r = range(o);
  if (o.tenant) return { kind: 'tenant', ...(r ? { range: r } : {}) };
  let attribute;
  if (o.attribute !== undefined) {
    const i = o.attribute.indexOf('=');
    if (i <= 0) throw new UsageError('--attribute takes key=value');
    attribute = { key: o.attribute.slice(0, i), value: o.attribute.slice(i + 1) };
  }
  return { kind: 'filter', ...(o.service !== undefined ? { service: o.service } : {}), ...(o.model !== undefined ? { model: o.model } : {}), ...(attribute ? { attribute } : {}), ...(r ? { range: r } : {}) };
}

function deletionScope(o: Values): unknown {
  const subjects = o['subject-id'] ?? [];
  const byRange = o.from !== undefined || o.to !== undefined;
  const kinds = [subjects.length, o.trace?.length, byRange].filter(Boolean).length;
  if (kinds !== 1) throw new UsageError('give exactly one scope: --subject-id RAW, --trace ID…, or --from ISO --to ISO');
  if (subjects.length > 1) throw new UsageError('one --subject-id per request');
  if (subjects.length === 1) return { kind: 'subject', subjectId: subjects[0] };
  if (o.trace?.length) return { kind: 'traces', traceIds: o.trace.map((t) => t.toLowerCase()) };
  const fromMs = timeMs(need(o.from, '--from and --to are both required for a time range'), '--from');
  const toMs = timeMs(need(o.to, '--from and --to are both required for a time range'), '--to');
  return { kind: 'time_range', fromMs, toMs };
}

function policyInput(o: Values): Record<string, unknown> {
  const body: Record<string, unknown> = {};
  const days = (flag: keyof Values, key: string) => {
    const v = o[flag] as string | undefined;
    if (v === undefined) return;
    if (/^(none|forever)$/i.test(v)) return void (body[key] = null);
    if (!/^\d+$/.test(v) || Number(v) < 1) throw new UsageError(`--${flag} takes a number of days (≥ 1) or "none"`);
    body[key] = Number(v);
  };
  days('content-days', 'contentDays');
  days('ledger-days', 'ledgerDays');
  days('spans-days', 'spansDays');
  days('trace-index-days', 'traceIndexDays');
  const quota = (flag: 'content-quota' | 'spans-quota', key: string) => {
    const v = o[flag];
    if (v === undefined) return;
    body[key] = /^none$/i.test(v) ? null : parseBytes(v, `--${flag}`);
  };
  quota('content-quota', 'contentQuotaBytes');
  quota('spans-quota', 'spansQuotaBytes');
  if (o['warn-at'] !== undefined) {
    const v = o['warn-at'].replace(/%$/, '');
    if (!/^\d+$/.test(v) || Number(v) < 1 || Number(v) > 100) throw new UsageError('--warn-at takes a percentage from 1 to 100');
    body.warnAtPercent = Number(v);
  }
  if (o.reason !== undefined) body.reason = o.reason;
  return body;
}

const UNITS: Record<string, number> = { b: 1, kb: 1e3, mb: 1e6, gb: 1e9, tb: 1e12, kib: 1024, mib: 1024 ** 2, gib: 1024 ** 3, tib: 1024 ** 4 };

/** "10GiB", "500 MB", "1048576" → bytes (binary and decimal units). */
function parseBytes(v: string, flag: string): number {
  const m = /^\s*(\d+(?:\.\d+)?)\s*([a-z]*)\s*$/i.exec(v);
  const unit = UNITS[(m?.[2] || 'b').toLowerCase()];
  if (!m || unit === undefined) throw new UsageError(`${flag} takes a size such as 10GiB, 500MB or a number of bytes`);
  const bytes = Math.round(Number(m[1]) * unit);
  if (!Number.isSafeInteger(bytes) || bytes < 1) throw new UsageError(`${flag} is out of range`);
  return bytes;
}

function formatBytes(n: number | null): string {
  if (n === null) return 'none';
  for (const [unit, size] of [['TiB', 1024 ** 4], ['GiB', 1024 ** 3], ['MiB', 1024 ** 2], ['KiB', 1024]] as const) {
    if (n >= size) return `${Number((n / size).toFixed(2))} ${unit}`;
  }
  return `${n} B`;
}

const iso = (ms: number | null | undefined) => (ms === null || ms === undefined ? '' : new Date(ms).toISOString());
const rangeWords = (r: { fromMs?: number; toMs?: number } | undefined) => (r ? ` from ${r.fromMs !== undefined ? iso(r.fromMs) : '(start)'} to ${r.toMs !== undefined ? iso(r.toMs) : '(now and forward)'}` : ' (all, now and forward)');

function scopeWords(scope: any): string {
  switch (scope?.kind) {
    case 'traces':
      return `${scope.traceIds.length} trace${scope.traceIds.length === 1 ? '' : 's'}`;
    case 'subjects':
      return `${scope.subjectRefs.length} subject${scope.subjectRefs.length === 1 ? '' : 's'} (${scope.subjectRefs.join(', ')})`;
    case 'tenant':
      return `the tenant${rangeWords(scope.range)}`;
    case 'filter': {
      const parts = [scope.service !== undefined ? `service=${scope.service}` : '', scope.model !== undefined ? `model=${scope.model}` : '', scope.attribute ? `${scope.attribute.key}=${scope.attribute.value}` : ''].filter(Boolean);
      return `filter ${parts.join(' ')}${scope.range ? rangeWords(scope.range) : ''}`;
    }
    case 'subject':
      return `subject ${scope.subjectRef}`;
    case 'time_range':
      return `traces starting from ${iso(scope.fromMs)} to ${iso(scope.toMs)}`;
    default:
      return String(scope?.kind ?? '');
  }
}

function table(rows: Array<Record<string, unknown>>, columns: string[]): string {
  if (rows.length === 0) return '(none)';
  const widths = columns.map((c) => Math.max(c.length, ...rows.map((r) => String(r[c] ?? '').length)));
  const line = (vals: string[]) => vals.map((v, i) => v.padEnd(widths[i]!)).join('  ').trimEnd();
  return [line(columns), ...rows.map((r) => line(columns.map((c) => String(r[c] ?? ''))))].join('\n');
}

function holdTable(holds: any[]): string {
  return table(
    holds.map((h) => ({ id: h.holdId, state: h.state, matter: h.matterId, scope: scopeWords(h.scope), requester: h.requester, placed: iso(h.createdAtMs), released: iso(h.releasedAtMs) })),
    ['id', 'state', 'matter', 'scope', 'requester', 'placed', 'released'],
  );
}

function describeHold(h: any, history: any[]): string {
  const lines = [
    `hold       ${h.holdId} (${h.state}, version ${h.version})`,
    `matter     ${h.matterId}`,
    `reason     ${h.reason}`,
    `requester  ${h.requester} (token ${h.createdBy})`,
    `scope      ${scopeWords(h.scope)}`,
    `placed     ${iso(h.createdAtMs)}`,
  ];
  if (h.state === 'released') lines.push(`released   ${iso(h.releasedAtMs)} by token ${h.releasedBy}: ${h.releaseReason}`);
  lines.push('history', ...history.map((v) => `  v${v.version}  ${iso(v.updatedAtMs)}  ${v.state}`));
  return lines.join('\n');
}

function deletionTable(requests: any[]): string {
  return table(
    requests.map((d) => ({ id: d.requestId, state: d.state, scope: scopeWords(d.scope), requester: d.requester, received: iso(d.createdAtMs), traces: d.counts.traces, ledgerRows: d.counts.ledgerRows, held: d.counts.heldTraces })),
    ['id', 'state', 'scope', 'requester', 'received', 'traces', 'ledgerRows', 'held'],
  );
}

function describeDeletion(json: any): string {
  const d = json.request;
  const c = d.counts;
  const lines = [
    `request    ${d.requestId} (${d.state}, version ${d.version})`,
    `scope      ${scopeWords(d.scope)}`,
    `reason     ${d.reason}`,
    `requester  ${d.requester} (token ${d.createdBy})`,
    `received   ${iso(d.createdAtMs)}`,
    `counts     traces ${c.traces}, ledger rows ${c.ledgerRows}, spans ${c.spans}, trace index rows ${c.traceIndexRows}, content objects ${c.contentObjects}, subject keys destroyed ${c.subjectKeysDestroyed}, held traces ${c.heldTraces}`,
  ];
  if (d.completedAtMs !== null) lines.push(`completed  ${iso(d.completedAtMs)}`);
  if (d.error) lines.push(`error      ${d.error} (attempt ${d.attempts}; next ${iso(d.nextAttemptAtMs)})`);
  if (json.blockingHolds.length) lines.push('blocked by', ...json.blockingHolds.map((h: any) => `  ${h.holdId}  matter ${h.matterId}  ${h.state}`));
  lines.push('history', ...json.history.map((v: any) => `  v${v.version}  ${iso(v.updatedAtMs)}  ${v.state}`));
  return lines.join('\n');
}

function describePolicy(p: any): string {
  const days = (n: number | null) => (n === null ? 'forever' : `${n} days`);
  return [
    `tenant ${p.tenant}, policy version ${p.version}${p.version === 0 ? ' (defaults)' : `, set ${iso(p.updatedAtMs)} by ${p.updatedBy}`}`,
    table(
      [
        { kind: 'content', keep: days(p.contentDays), quota: formatBytes(p.contentQuotaBytes) },
        { kind: 'ledger', keep: days(p.ledgerDays), quota: '' },
        { kind: 'spans', keep: days(p.spansDays), quota: formatBytes(p.spansQuotaBytes) },
        { kind: 'trace_index', keep: days(p.traceIndexDays), quota: '' },
      ],
      ['kind', 'keep', 'quota'],
    ),
    `warning at ${p.warnAtPercent}% of a quota`,
  ].join('\n');
}

async function callApi(api: string, token: string, method: string, route: string, body?: unknown): Promise<{ status: number; json: any }> {
  const res = await fetch(`${api}${route}`, {
    method,
    headers: { authorization: `Bearer ${token}`, ...(body !== undefined ? { 'content-type': 'application/json' } : {}) },
    body: body !== undefined ? JSON.stringify(body) : undefined,
  });
  const text = await res.text();
  try {
    return { status: res.status, json: JSON.parse(text) };
  } catch {
    return { status: res.status, json: { error: { message: text.slice(0, 200) } } };
  }
}

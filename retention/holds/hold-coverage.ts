/**
 * Which traces a legal hold covers (schemas/retention.ts, `HoldScope`), two ways that must agree:
 * - `findHeldTraces`: over stored data, for a batch of candidate traces (every deletion path asks it, in the
 *   re-check between marking and deleting);
 * - `holdCoversTrace`: over the facts of a trace in hand (the tail sampler's forward holds: a trace that
 *   arrives while a subject, tenant or filter hold is active is kept whole).
 *
 * A trace's start is the earliest start known for it in the trace index, the ledger or its spans, so a
 * trace whose index row already expired is still judged by its time.
 */
import type { ClickHouse } from '../../platform/clickhouse/create-clickhouse.ts';
import type { Hold, HoldScope } from '../../schemas/retention.ts';

/** What is known about one trace, for the pure matcher. Attribute values are compared as strings. */
export interface TraceFacts {
  traceId: string;
  /** Earliest start in epoch ms; null when unknown (then only range-free scopes can match). */
  startMs: number | null;
  subjectRefs: ReadonlySet<string>;
  services: ReadonlySet<string>;
  /** Requested and answered models of its LLM calls. */
  models: ReadonlySet<string>;
  /** Span and resource attributes seen on the trace: key → values (as strings). */
  attributes: ReadonlyMap<string, ReadonlySet<string>>;
}

/** Pure: does `scope` cover the trace described by `facts`? */
export function holdCoversTrace(scope: HoldScope, facts: TraceFacts): boolean {
  switch (scope.kind) {
    case 'traces':
      return scope.traceIds.includes(facts.traceId);
    case 'subjects':
      return scope.subjectRefs.some((s) => facts.subjectRefs.has(s));
    case 'tenant':
      return inRange(scope.range, facts.startMs);
    case 'filter': {
      if (!inRange(scope.range, facts.startMs)) return false;
      if (scope.service !== undefined && !facts.services.has(scope.service)) return false;
      if (scope.model !== undefined && !facts.models.has(scope.model)) return false;
      if (scope.attribute !== undefined && !(facts.attributes.get(scope.attribute.key)?.has(scope.attribute.value) ?? false)) return false;
      return true;
    }
  }
}

function inRange(range: { fromMs?: number; toMs?: number } | undefined, startMs: number | null): boolean {
  if (range === undefined || (range.fromMs === undefined && range.toMs === undefined)) return true;
  if (startMs === null) return false;
  if (range.fromMs !== undefined && startMs < range.fromMs) return false;
  if (range.toMs !== undefined && startMs > range.toMs) return false;
  return true;
}

/** Attribute value as the matcher compares it: strings as they are, everything else as JSON text. */
export function attributeValueText(v: unknown): string {
  return typeof v === 'string' ? v : JSON.stringify(v);
}

/**
 * Among `traceIds` (one tenant), the ones an active hold in `holds` covers, with the ids of every covering
 * hold. Only `active` holds count. Reads the ledger, content objects, trace index and spans by the
 * tenant and trace id (the sorting keys' prefix), so a batch of a few thousand traces is one cheap query per
 * scope kind.
 */
export async function findHeldTraces(
  ch: ClickHouse,
  tenant: string,
  holds: readonly Hold[],
  traceIds: readonly string[],
): Promise<Map<string, string[]>> {
  const held = new Map<string, string[]>();
  const add = (traceId: string, holdId: string) => {
    const list = held.get(traceId);
    if (list) {
      if (!list.includes(holdId)) list.push(holdId);
    } else held.set(traceId, [holdId]);
  };
  const active = holds.filter((h) => h.tenant === tenant && h.state === 'active');
  if (active.length === 0 || traceIds.length === 0) return held;
  const candidates = [...new Set(traceIds)];
  const candidateSet = new Set(candidates);
  let facts: Map<string, TraceFacts> | null = null;
  for (const hold of active) {
    const scope = hold.scope;
    if (scope.kind === 'traces') {
      for (const t of scope.traceIds) if (candidateSet.has(t)) add(t, hold.holdId);
      continue;
    }
    if (scope.kind === 'subjects') {
      // Subjects are matched in SQL: a trace's subject is on its ledger rows and its content objects.
      for (const t of await tracesOfSubjects(ch, tenant, candidates, scope.subjectRefs)) add(t, hold.holdId);
      continue;
    }
    facts ??= await readTraceFacts(ch, tenant, candidates, attributeKeysOf(active));
    for (const t of candidates) {
      const f = facts.get(t) ?? emptyFacts(t);
      if (holdCoversTrace(scope, f)) add(t, hold.holdId);
    }
  }
  return held;
}

function attributeKeysOf(holds: readonly Hold[]): string[] {
  const keys = new Set<string>();
  for (const h of holds) if (h.scope.kind === 'filter' && h.scope.attribute) keys.add(h.scope.attribute.key);
  return [...keys];
}

function emptyFacts(traceId: string): TraceFacts {
  return { traceId, startMs: null, subjectRefs: new Set(), services: new Set(), models: new Set(), attributes: new Map() };
}

async function select<T>(ch: ClickHouse, query: string, params: Record<string, unknown>): Promise<T[]> {
  const rs = await ch.client.query({ query, query_params: params, format: 'JSONEachRow' });
  return rs.json<T>();
}

async function tracesOfSubjects(ch: ClickHouse, tenant: string, traceIds: string[], subjectRefs: readonly string[]): Promise<string[]> {
  const rows = await select<{ trace_id: string }>(
    ch,
    `SELECT DISTINCT trace_id FROM (
       SELECT trace_id FROM ${ch.db}.llm_calls
       WHERE tenant = {tenant:String} AND trace_id IN {traceIds:Array(String)} AND subject_ref IN {subjects:Array(String)}
       UNION ALL
       SELECT trace_id FROM ${ch.db}.content_objects
       WHERE tenant = {tenant:String} AND trace_id IN {traceIds:Array(String)} AND subject_ref IN {subjects:Array(String)})`,
    { tenant, traceIds, subjects: [...subjectRefs] },
  );
  return rows.map((r) => r.trace_id);
}

/**
 * The facts of stored traces: start, services and models from the trace index, the ledger and the spans;
 * the requested attribute keys from the spans (and their resources).
 */
export async function readTraceFacts(ch: ClickHouse, tenant: string, traceIds: string[], attributeKeys: readonly string[]): Promise<Map<string, TraceFacts>> {
  const facts = new Map<string, TraceFacts>();
  const get = (t: string) => {
    let f = facts.get(t);
    if (!f) {
      f = { traceId: t, startMs: null, subjectRefs: new Set<string>(), services: new Set<string>(), models: new Set<string>(), attributes: new Map<string, Set<string>>() };
      facts.set(t, f);
    }
    return f as TraceFacts & { subjectRefs: Set<string>; services: Set<string>; models: Set<string>; attributes: Map<string, Set<string>> };
  };
  const params = { tenant, traceIds };
  const rows = await select<{ trace_id: string; start_ns: string; services: string[]; models: string[]; subjects: string[] }>(
    ch,
    `SELECT trace_id, toString(min(start_ns)) AS start_ns, groupUniqArrayArray(services) AS services,
            groupUniqArrayArray(models) AS models, groupUniqArrayArray(subjects) AS subjects
     FROM (
       SELECT trace_id, min(start_ns) AS start_ns, groupUniqArrayArray(services) AS services, groupUniqArrayArray(models) AS models,
              CAST([], 'Array(String)') AS subjects
       FROM ${ch.db}.trace_index WHERE tenant = {tenant:String} AND trace_id IN {traceIds:Array(String)} GROUP BY trace_id
       UNION ALL
       SELECT trace_id, min(start_time_unix_nano), groupUniqArray(toString(service_name)),
              arrayFilter(x -> x != '', arrayConcat(groupUniqArray(toString(request_model)), groupUniqArray(toString(response_model)))),
              arrayFilter(x -> x != '', groupUniqArray(subject_ref))
       FROM ${ch.db}.llm_calls WHERE tenant = {tenant:String} AND trace_id IN {traceIds:Array(String)} GROUP BY trace_id
       UNION ALL
       SELECT trace_id, min(start_time_unix_nano), groupUniqArray(toString(service_name)), CAST([], 'Array(String)'), CAST([], 'Array(String)')
       FROM ${ch.db}.spans WHERE tenant = {tenant:String} AND trace_id IN {traceIds:Array(String)} GROUP BY trace_id)
     GROUP BY trace_id`,
    params,
  );
  for (const r of rows) {
    const f = get(r.trace_id);
    const startNs = BigInt(r.start_ns);
    f.startMs = startNs > 0n ? Number(startNs / 1_000_000n) : null;
    for (const s of r.services) if (s !== '') f.services.add(s);
    for (const m of r.models) if (m !== '') f.models.add(m);
    for (const s of r.subjects) if (s !== '') f.subjectRefs.add(s);
  }
  if (attributeKeys.length > 0) {
    const attrRows = await select<{ trace_id: string; k: string; v: string }>(
      ch,
      `SELECT DISTINCT trace_id, k, v FROM (
         SELECT trace_id, arrayJoin({keys:Array(String)}) AS k,
                arrayJoin([JSONExtractRaw(attributes_json, k), JSONExtractRaw(resource_json, 'attributes', k)]) AS raw,
                if(JSONType(raw) = 'String', JSONExtractString(raw), raw) AS v
         FROM ${ch.db}.spans WHERE tenant = {tenant:String} AND trace_id IN {traceIds:Array(String)})
       WHERE raw != ''`,
      { ...params, keys: [...attributeKeys] },
    );
    for (const r of attrRows) {
      const f = get(r.trace_id);
      let set = f.attributes.get(r.k) as Set<string> | undefined;
      if (!set) {
        set = new Set();
        f.attributes.set(r.k, set);
      }
      set.add(r.v);
    }
  }
  return facts;
}

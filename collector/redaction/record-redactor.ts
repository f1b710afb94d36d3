/**
 * Redaction of the parts of one batch's records — names, messages, attribute maps, values of any shape —
 * with one tenant's PII engine and the SQL/NoSQL sanitizer, counting what it redacted by rule and
 * location. Every record kind of the redaction library (redaction.ts: spans and ledger records, log
 * records, metric points) goes through it, so all read every key, statement and nested value the same way.
 */
import type { Metrics } from '../../platform/metrics/create-metrics.ts';
import type { AttrValue, Attributes, SpanRecord } from '../../schemas/span.ts';
import type { PiiEngine } from './pii/pii-engine.ts';
import type { EntityCounts } from './pii/redact-structured.ts';
import { graphqlKeyKind, sanitizeGraphqlObject, sanitizeGraphqlText, sanitizeGraphqlVariables } from './sql/sanitize-graphql.ts';
import { sanitizeSql } from './sql/sanitize-sql.ts';
import { isNoSqlDbSystem, sanitizeNoSql } from './sql/sanitize-nosql.ts';
import { dialectFromDbSystem } from './sql/sql-dialect.ts';

/** Where in a record a value was found; the `location` label of tracehold_redactions_total. */
export type RedactionLocation =
  | 'span_name'
  | 'status_message'
  | 'span_attribute'
  | 'resource_attribute'
  | 'scope_attribute'
  | 'event_name'
  | 'event_attribute'
  | 'exception'
  | 'link_attribute'
  | 'ledger'
  | 'log_body'
  | 'log_attribute'
  | 'metric_attribute';

/**
 * One batch's redaction state. Owned by one call of a processor: not shared between batches or
 * concurrent calls. Counts accumulate until `flush`, which adds them to the metrics once.
 */
export interface RecordRedactor {
  /** A free-text string (a name, a message) read with the detect mode of `key`; null = drop it. */
  text(text: string, key: string | undefined, location: RedactionLocation): string | null;
  /** A value of any shape held under `key` (undefined: keyless, e.g. a log body); undefined = drop it. */
  value(value: AttrValue, key: string | undefined, location: RedactionLocation, options?: { parameters?: boolean }): AttrValue | undefined;
  /**
   * Every attribute of `attrs`, in place: statement keys through the SQL/NoSQL sanitizer for `dbSystem`
   * (a summarized one marks `tracehold.redaction.statement`), exception.* counted as `exception` where
   * `exceptionLocation` says so, everything else through `value`; dropped attributes are deleted.
   */
  attributes(attrs: Attributes, location: RedactionLocation, dbSystem: string | undefined, exceptionLocation?: boolean): void;
  /**
   * A database span's name or query summary that may carry a statement's literals (older instrumentations name
   * the span after the whole statement): through the SQL/NoSQL sanitizer when it holds a quote or a digit, then
   * through the detectors as `text`; null = drop it.
   */
  statementLike(text: string, dbSystem: string, location: RedactionLocation): string | null;
  /**
   * The record's source, in place: its resource's and scope's attributes (`resource_attribute`, `scope_attribute`),
   * and what identifies it — the schema URLs, the scope's name and version — through `certain` (`scope_attribute`).
   * Records decoded from one ResourceSpans (ScopeLogs, …) share these objects: each is redacted once per redactor,
   * however many records of the batch carry it (redacting twice would pseudonymize a pseudonym).
   */
  origin(record: { resource: RecordResource; scope: RecordScope }): void;
  /** A name, version or enumeration-like text: only what is certain in any text is redacted (PiiEngine.redactCertain). */
  certain(text: string, location: RedactionLocation): string;
  /** Adds the counts gathered so far to tracehold_redactions_total and resets them. */
  flush(): void;
}

export interface RecordRedactorOptions {
  /** Attribute keys that hold database statements. */
  statementKeys: ReadonlySet<string>;
  metrics?: Metrics;
}

const EXCEPTION_KEYS: ReadonlySet<string> = new Set(['exception.message', 'exception.stacktrace', 'exception.type']);

/**
 * Keys whose value is a statement's parameter value (semantic conventions `db.query.parameter.<key>`, formerly
 * `db.operation.parameter.<key>`): literals by definition, so the value becomes `?` as in the statement.
 */
function isStatementParameterKey(key: string): boolean {
  return key.startsWith('db.query.parameter.') || key.startsWith('db.operation.parameter.');
}

type RecordResource = SpanRecord['resource'];
type RecordScope = SpanRecord['scope'];

/** A short, literal-free text a sanitizer would only summarize or reshape: left to the detectors. */
const MAY_HOLD_LITERAL_RE = /['"\d$]/;

/** The database system a record names (`db.system.name`, else the older `db.system`), for `attributes`' statement dialect. */
export function dbSystemOf(attrs: Attributes): string | undefined {
  return stringAttr(attrs['db.system.name']) ?? stringAttr(attrs['db.system']);
}

function stringAttr(v: AttrValue | undefined): string | undefined {
  return typeof v === 'string' && v !== '' ? v : undefined;
}

/** A redactor for one batch of one tenant; cheap to create (one per batch). */
export function createRecordRedactor(engine: PiiEngine, options: RecordRedactorOptions): RecordRedactor {
  // Keyed `rule\0location`; label values are fixed enumerations, never input.
  const counts = new Map<string, number>();
  // Filled by the engine per value, then moved to `counts` under the value's location.
  const scratch: EntityCounts = {};

  const take = (location: RedactionLocation): void => {
    for (const rule in scratch) {
      const n = scratch[rule as keyof EntityCounts];
      delete scratch[rule as keyof EntityCounts];
      if (!n) continue;
      const k = `${rule}\u0000${location}`;
      counts.set(k, (counts.get(k) ?? 0) + n);
    }
  };

  const value = (v: AttrValue, key: string | undefined, location: RedactionLocation, opts?: { parameters?: boolean }): AttrValue | undefined => {
    const out = engine.redactValue(v, key, scratch, opts);
    take(location);
    return out;
  };

  const literals = (n: number, location: RedactionLocation): void => {
    if (n === 0) return;
    const k = `SQL_LITERAL\u0000${location}`;
    counts.set(k, (counts.get(k) ?? 0) + n);
  };

  /** `asStatement`: counted in tracehold_sql_statements_total (a statement key's value, not a name or summary). */
  const statement = (text: string, dbSystem: string | undefined, location: RedactionLocation, asStatement = true): { text: string; summarized: boolean } => {
    const system = dbSystem ?? '';
    const result = isNoSqlDbSystem(system) ? sanitizeNoSql(text, system) : sanitizeSql(text, dialectFromDbSystem(system || undefined));
    if (asStatement) options.metrics?.sqlSanitized.inc({ status: result.status });
    literals(result.literalsReplaced, location);
    return { text: result.text, summarized: result.status === 'summarized' };
  };

  const text = (t: string, key: string | undefined, location: RedactionLocation): string | null => {
    const r = engine.redactString(t, key === undefined ? undefined : { key });
    for (const rule in r.counts) {
      const n = r.counts[rule as keyof EntityCounts];
      if (!n) continue;
      const k = `${rule}\u0000${location}`;
      counts.set(k, (counts.get(k) ?? 0) + n);
    }
    return r.text;
  };

  const statementLike = (t: string, dbSystem: string, location: RedactionLocation): string | null =>
    text(MAY_HOLD_LITERAL_RE.test(t) ? statement(t, dbSystem, location, false).text : t, undefined, location);

  const certain = (t: string, location: RedactionLocation): string => {
    if (t.length === 0) return t;
    const out = engine.redactCertain(t, scratch);
    if (out !== t) take(location);
    return out;
  };

  const attributes = (attrs: Attributes, location: RedactionLocation, dbSystem: string | undefined, exceptionLocation = false): void => {
    for (const key of Object.keys(attrs)) {
      // The key itself may carry data (`visits.jane@example.com`): the value is read under the key as sent
      // (its rules are the key's), then kept under the redacted key, or dropped with it.
      const newKey = engine.redactKey(key, scratch);
      if (newKey !== key) {
        take(location);
        const v = attrs[key]!;
        delete attrs[key];
        if (newKey === null) continue;
        const out = value(v, key, location);
        if (out !== undefined) attrs[newKey] = out;
        continue;
      }
      const v = attrs[key]!;
      if (options.statementKeys.has(key) && typeof v === 'string') {
        const r = statement(v, dbSystem, location);
        // What sanitizing keeps — a Redis key (`user:profile:+4915207841123`), a quoted identifier, a collection's
        // name — is read like any text: personal data there is no literal, but it is personal data.
        attrs[key] = text(r.text, undefined, location) ?? '?';
        if (r.summarized) attrs['tracehold.redaction.statement'] = 'summarized';
        continue;
      }
      if (isStatementParameterKey(key)) {
        attrs[key] = '?';
        literals(1, location);
        continue;
      }
      // GraphQL: a document (`graphql.document`, `graphql.source`…) has its literals replaced as a statement does, and
      // variables (`graphql.variables.<name>`) are literals by definition (sql/sanitize-graphql.ts).
      const graphql = graphqlKeyKind(key);
      if (graphql !== undefined) {
        const count = { n: 0 };
        // What sanitizing keeps (names, an object's keys, a request's other members) is then read as any value is.
        let out: AttrValue | undefined;
        if (graphql === 'variables') out = value(sanitizeGraphqlVariables(v, count), undefined, location);
        else if (typeof v === 'string') {
          const r = sanitizeGraphqlText(v, count);
          out = text(r.text, undefined, location) ?? '?';
          if (r.summarized) attrs['tracehold.redaction.statement'] = 'summarized';
        } else {
          const r = sanitizeGraphqlObject(v, count);
          out = value(r.value, undefined, location);
          if (r.summarized) attrs['tracehold.redaction.statement'] = 'summarized';
        }
        literals(count.n, location);
        if (out === undefined) delete attrs[key];
        else attrs[key] = out;
        continue;
      }
      if (key === 'db.query.summary' && typeof v === 'string' && dbSystem !== undefined) {
        const out = statementLike(v, dbSystem, location);
        if (out === null) delete attrs[key];
        else attrs[key] = out;
        continue;
      }
      const out = value(v, key, exceptionLocation && EXCEPTION_KEYS.has(key) ? 'exception' : location);
      if (out === undefined) delete attrs[key];
      else attrs[key] = out;
    }
  };

  // Resources and scopes already redacted by this redactor (shared by the records of their group).
  const doneOrigins = new Set<RecordResource | RecordScope>();

  return {
    text,
    statementLike,
    certain,
    origin(record) {
      const { resource, scope } = record;
      if (!doneOrigins.has(resource)) {
        doneOrigins.add(resource);
        attributes(resource.attributes, 'resource_attribute', undefined);
        resource.schemaUrl = certain(resource.schemaUrl, 'scope_attribute');
      }
      if (!doneOrigins.has(scope)) {
        doneOrigins.add(scope);
        attributes(scope.attributes, 'scope_attribute', undefined);
        scope.name = certain(scope.name, 'scope_attribute');
        scope.version = certain(scope.version, 'scope_attribute');
        scope.schemaUrl = certain(scope.schemaUrl, 'scope_attribute');
      }
    },

    value,

    attributes,
    flush() {
      if (!options.metrics) return counts.clear();
      for (const [k, n] of counts) {
        const [rule, location] = k.split('\u0000') as [string, string];
        options.metrics.redactions.inc({ rule, location }, n);
      }
      counts.clear();
    },
  };
}

/**
 * Sanitization of non-SQL `db.query.text` / `db.statement` values:
 * - command stores (Redis, Valkey, Memcached): keep the command and its key arguments, replace
 *   values with `?`; AUTH, HELLO, MIGRATE, ACL, CONFIG keep only the command (and subcommand);
 * - JSON query stores (MongoDB, Elasticsearch, OpenSearch, CouchDB, DynamoDB): keep the JSON shape —
 *   keys and operators like `$gt` — and replace every string, number and boolean with "?" (null
 *   stays). NDJSON (Elasticsearch _bulk / _msearch bodies) is a sequence of such values.
 * A JSON store's statement that is not JSON (mongosh, a vector store's filter expression, PartiQL, SQL) is read by the
 * SQL lexer (sanitize-sql.ts); anything else that does not tokenize or parse is summarized (command names only, or `?`).
 */
import { sanitizeSql, type SanitizedSql } from './sanitize-sql.ts';

export type NoSqlSummaryReason = 'unknown-system' | 'too-large' | 'invalid-json' | 'too-deep' | 'unterminated-quote';

/** Same contract as SanitizedSql: `text` holds no value of the input. */
export interface SanitizedNoSql extends Omit<SanitizedSql, 'summaryReason'> {
  summaryReason?: NoSqlSummaryReason;
}

export interface SanitizeNoSqlOptions {
  maxInputChars?: number;
  /** Deepest JSON nesting accepted; deeper input is summarized rather than walked. */
  maxJsonDepth?: number;
}

const DEFAULT_MAX_INPUT_CHARS = 65_536;
const DEFAULT_MAX_JSON_DEPTH = 128;

const COMMAND_SYSTEMS: ReadonlySet<string> = new Set(['redis', 'valkey', 'keydb', 'dragonfly', 'memcached']);
const JSON_SYSTEMS: ReadonlySet<string> = new Set([
  'mongodb', 'elasticsearch', 'opensearch', 'couchdb', 'dynamodb', 'aws.dynamodb',
  // Vector stores as LLM instrumentations name them (OpenLLMetry, OpenInference): their filters are JSON.
  'qdrant', 'pinecone', 'weaviate', 'milvus', 'chroma', 'chromadb', 'lancedb',
]);

/** JSON stores whose other statements are expressions of a language with strings in either quote (mongosh, filters). */
const EXPRESSION_SYSTEMS: ReadonlySet<string> = new Set(['mongodb', 'qdrant', 'pinecone', 'weaviate', 'milvus', 'chroma', 'chromadb', 'lancedb']);
/** Text that means to be JSON (an object or an array), except Weaviate's GraphQL (`{ Get { … } }`). */
const JSON_SHAPED_RE = /^\s*[[{]/;
/** A statement of a JSON store's SQL dialect: DynamoDB's PartiQL, Elasticsearch's and OpenSearch's SQL. */
const SQL_VERB_RE = /^\s*(?:SELECT|INSERT|UPDATE|DELETE|EXISTS|WITH|SHOW|DESCRIBE)\b/i;

/** True for `db.system(.name)` values that sanitizeNoSql understands (the rest are SQL or unknown). */
export function isNoSqlDbSystem(system: string | undefined): boolean {
  if (system === undefined) return false;
  const s = system.trim().toLowerCase();
  return COMMAND_SYSTEMS.has(s) || JSON_SYSTEMS.has(s);
}

/**
 * Sanitizes a statement of a non-SQL store. Unknown systems are fully redacted (`?`, summarized),
 * because nothing is known about where their values are. Never throws on input.
 */
export function sanitizeNoSql(text: string, system: string, options?: SanitizeNoSqlOptions): SanitizedNoSql {
  if (text.length === 0) return { text, status: 'unchanged', literalsReplaced: 0 };
  const s = system.trim().toLowerCase();
  const maxChars = options?.maxInputChars ?? DEFAULT_MAX_INPUT_CHARS;
  if (COMMAND_SYSTEMS.has(s)) {
    if (text.length > maxChars) return summarizeCommands(text.slice(0, maxChars), 'too-large');
    return sanitizeCommands(text);
  }
  if (JSON_SYSTEMS.has(s)) {
    if (text.length > maxChars) return { text: '?', status: 'summarized', literalsReplaced: 0, summaryReason: 'too-large' };
    const json = sanitizeJson(text, options?.maxJsonDepth ?? DEFAULT_MAX_JSON_DEPTH);
    if (json.summaryReason !== 'invalid-json') return json;
    // Not JSON: a statement of the store's other languages, read by the SQL lexer where one fits — Elasticsearch's and
    // OpenSearch's SQL (double quotes may be strings, any `--` a comment: `sparksql`), mongosh, the vector stores'
    // filter expressions and DynamoDB's PartiQL (`script`: every quote a string, backticks too — PartiQL's Ion values —,
    // JavaScript's `/regex/`). The rest (an Elasticsearch URI search's `q=`, PPL) stays summarized.
    // JSON that does not parse (cut off, single-quoted, `{ name: Jane }`) stays summarized: its bare words may be values.
    if (JSON_SHAPED_RE.test(text) && s !== 'weaviate') return json;
    const dialect = EXPRESSION_SYSTEMS.has(s) ? 'script' : !SQL_VERB_RE.test(text) ? null : s === 'dynamodb' || s === 'aws.dynamodb' ? 'script' : 'sparksql';
    if (dialect === null) return json;
    const sql = sanitizeSql(text, dialect, { maxInputChars: maxChars });
    return sql.status === 'summarized' ? json : { text: sql.text, status: sql.status, literalsReplaced: sql.literalsReplaced };
  }
  return { text: '?', status: 'summarized', literalsReplaced: 0, summaryReason: 'unknown-system' };
}

// ---------------------------------------------------------------------------------------------
// Command stores

/** Which arguments of a command are keys (kept); every other argument becomes `?`. */
const KeyRule = {
  /** No argument is shown. */
  NONE: 0,
  /** The first argument is a key. */
  FIRST: 1,
  /** The first two arguments are keys (RENAME, LMOVE, SMOVE…). */
  FIRST_TWO: 2,
  /** Every argument is a key (DEL, MGET, EXISTS…). */
  ALL: 3,
  /** Every argument but the last (BLPOP k1 k2 timeout). */
  ALL_BUT_LAST: 4,
  /** key value key value… (MSET). */
  PAIRS: 5,
  /** key field value field value… (HSET): field names are kept, like JSON keys. */
  HASH_PAIRS: 6,
  /** key field field… (HGET, HMGET, HDEL). */
  HASH_FIELDS: 7,
  /** script numkeys key… arg… (EVAL, EVALSHA, FCALL). */
  EVAL: 8,
  /** Credentials may follow: show the command (and a subcommand word) only, then a single `?`. */
  SECRET: 9,
} as const;
type KeyRule = (typeof KeyRule)[keyof typeof KeyRule];

/** SECRET commands whose first argument is a subcommand (CONFIG SET, ACL SETUSER), shown as is. */
const SUBCOMMAND_COMMANDS: ReadonlySet<string> = new Set(['config', 'acl', 'client', 'sentinel']);

const COMMANDS = new Map<string, KeyRule>();
function rule(r: KeyRule, names: string): void {
  for (const n of names.split(/\s+/)) if (n) COMMANDS.set(n, r);
}
rule(
  KeyRule.FIRST,
  `get set setnx setex psetex getset getdel getex append incr incrby incrbyfloat decr decrby strlen
   getrange setrange substr expire pexpire expireat pexpireat expiretime pexpiretime ttl pttl persist
   type dump restore object hget hset hsetnx hmset hmget hgetall hdel hexists hincrby hincrbyfloat hkeys
   hvals hlen hstrlen hscan hrandfield lpush rpush lpushx rpushx lpop rpop lrange llen lindex lset lrem
   ltrim linsert lpos sadd srem smembers sismember smismember scard spop srandmember sscan zadd zrem
   zrange zrangebyscore zrangebylex zrevrange zrevrangebyscore zrevrangebylex zscore zmscore zincrby
   zcard zrank zrevrank zcount zlexcount zscan zpopmin zpopmax zremrangebyscore zremrangebyrank
   zremrangebylex zrandmember xadd xrange xrevrange xlen xdel xtrim xack xclaim xautoclaim xpending
   xsetid pfadd setbit getbit bitcount bitpos bitfield bitfield_ro geoadd geodist geopos geohash geosearch
   georadius georadiusbymember sort sort_ro publish spublish lcs
   json.set json.get json.del json.mget json.type json.numincrby json.arrappend json.strappend json.arrlen
   json.objkeys json.clear json.toggle json.merge json.mset
   ft.search ft.aggregate ft.info ft.create ft.dropindex ft.explain ft.profile ft.sugadd ft.sugget
   bf.add bf.madd bf.exists bf.mexists bf.reserve bf.insert cf.add cf.exists cf.del cf.reserve
   ts.add ts.range ts.revrange ts.get ts.create ts.incrby ts.decrby ts.alter ts.del
   incr decr add replace prepend cas touch gat gats`,
);
rule(KeyRule.FIRST_TWO, 'rename renamenx lmove blmove rpoplpush brpoplpush smove copy geosearchstore zrangestore');
rule(
  KeyRule.ALL,
  `del unlink exists mget touch watch sinter sunion sdiff sinterstore sunionstore sdiffstore pfcount pfmerge
   keys subscribe unsubscribe psubscribe punsubscribe ssubscribe sunsubscribe gets delete`,
);
rule(KeyRule.ALL_BUT_LAST, 'blpop brpop bzpopmin bzpopmax');
rule(KeyRule.PAIRS, 'mset msetnx');
rule(KeyRule.HASH_PAIRS, 'hset hmset hsetnx');
rule(KeyRule.HASH_FIELDS, 'hget hmget hdel hexists hstrlen');
rule(KeyRule.EVAL, 'eval evalsha eval_ro evalsha_ro fcall fcall_ro');
rule(KeyRule.SECRET, 'auth hello migrate acl config client sentinel');
rule(
  KeyRule.NONE,
  `ping echo select multi exec discard unwatch info dbsize flushdb flushall save bgsave bgrewriteaof lastsave
   time role replicaof slaveof scan randomkey wait waitaof quit reset shutdown monitor slowlog latency memory
   module script function command cluster debug readonly readwrite swapdb move xread xreadgroup xgroup xinfo
   zunionstore zinterstore zdiffstore zunion zinter zdiff lmpop blmpop zmpop bzmpop pubsub object
   version stats flush_all verbosity`,
);
// memcached writes `set key flags exptime bytes`: FIRST already shows only the key.

/** Option words shown as they are (where OPTIONS_FROM allows): they carry no data. */
const OPTION_WORDS: ReadonlySet<string> = new Set(
  `ex px exat pxat nx xx keepttl get gt lt ch incr withscores withscore limit count match type byscore bylex
   rev store asc desc alpha by before after left right maxlen minid nomkstream block streams group noack
   fields persist weights aggregate sum min max idle retrycount force justid len idx minmatchlen
   withmatchlen replace absttl freq copy keys fromlonlat frommember bybox byradius withcoord withdist
   withhash any storedist m km ft mi nocontent verbatim nostopwords withpayloads return sortby dialect`
    .split(/\s+/)
    .filter(Boolean),
);

/**
 * Where a command's grammar puts option words: from this argument index on (after the key and the
 * value of SET, after start/stop of ZRANGE…). Elsewhere an argument equal to an option word is a
 * value like any other and becomes `?`. ZADD takes options only in a leading run (`ZADD k NX CH 1 m`).
 */
const OPTIONS_FROM: ReadonlyMap<string, number> = new Map([
  ['set', 2], ['getex', 1], ['expire', 2], ['pexpire', 2], ['expireat', 2], ['pexpireat', 2],
  ['zrange', 3], ['zrangebyscore', 3], ['zrangebylex', 3], ['zrevrange', 3], ['zrevrangebyscore', 3],
  ['zrevrangebylex', 3], ['zrangestore', 4], ['scan', 1], ['sscan', 2], ['hscan', 2], ['zscan', 2],
  ['sort', 1], ['sort_ro', 1], ['xread', 0], ['xreadgroup', 0], ['geosearch', 1], ['lpos', 2],
  ['lmove', 2], ['blmove', 2], ['linsert', 1], ['bitcount', 3], ['bitpos', 4], ['restore', 3],
  ['copy', 2], ['zunionstore', 2], ['zinterstore', 2], ['zadd', 1],
]);

/** Module commands (`JSON.SET`, `FT.SEARCH`, `BF.ADD`…) not in the table keep their name. */
const MODULE_COMMAND = /^[a-z]{2,8}\.[a-z_]{2,24}$/;
const OTHER_ARGUMENTS = /\s*\[\d+ other arguments\]\s*$/;

interface ArgSpan {
  start: number;
  end: number;
}

/** Splits one line into arguments, redis-cli style; null when a quote is not closed. */
function splitArgs(line: string): ArgSpan[] | null {
  const args: ArgSpan[] = [];
  let i = 0;
  const n = line.length;
  while (i < n) {
    const c = line.charCodeAt(i);
    if (c === 32 || c === 9 || c === 13) {
      i++;
      continue;
    }
    const start = i;
    if (c === 34 || c === 39) {
      i++;
      for (;;) {
        if (i >= n) return null;
        const d = line.charCodeAt(i);
        if (d === 92 /* \ */) i += 2;
        else if (d === c) break;
        else i++;
      }
      i++;
    } else {
      while (i < n) {
        const d = line.charCodeAt(i);
        if (d === 32 || d === 9 || d === 13) break;
        i++;
      }
    }
    args.push({ start, end: i });
  }
  return args;
}

function isKeyArgument(r: KeyRule, index: number, argCount: number, numKeys: number): boolean {
  switch (r) {
    case KeyRule.FIRST:
      return index === 0;
    case KeyRule.FIRST_TWO:
      return index <= 1;
    case KeyRule.ALL:
      return true;
    case KeyRule.ALL_BUT_LAST:
      return index < argCount - 1;
    case KeyRule.PAIRS:
      return index % 2 === 0;
    case KeyRule.HASH_PAIRS:
      return index === 0 || index % 2 === 1;
    case KeyRule.HASH_FIELDS:
      return true;
    case KeyRule.EVAL:
      return index >= 2 && index < 2 + numKeys;
    case KeyRule.NONE:
    case KeyRule.SECRET:
      return false;
  }
}

function sanitizeCommands(text: string): SanitizedNoSql {
  const lines = text.split('\n');
  const out: string[] = [];
  let replaced = 0;
  for (const raw of lines) {
    let line = raw;
    let suffix = '';
    // Instrumentations that already truncate write `SET k [1 other arguments]`: that tail is ours to keep.
    const m = OTHER_ARGUMENTS.exec(line);
    if (m !== null) {
      suffix = ' ' + m[0].trim();
      line = line.slice(0, m.index);
    }
    const args = splitArgs(line);
    if (args === null) return summarizeCommands(text, 'unterminated-quote');
    if (args.length === 0) {
      out.push(line.trim() + suffix.trim());
      continue;
    }
    const name = line.slice(args[0]!.start, args[0]!.end);
    const lower = name.toLowerCase();
    const r = COMMANDS.get(lower);
    const known = r !== undefined || MODULE_COMMAND.test(lower);
    const parts: string[] = [known ? name : '?'];
    if (!known) replaced++;
    const keyRule = r ?? (known ? KeyRule.FIRST : KeyRule.NONE);
    const rest = args.slice(1);
    if (keyRule === KeyRule.SECRET) {
      // Keep a plain subcommand word (CONFIG SET, ACL SETUSER), never what follows it.
      let from = 0;
      if (rest.length > 0 && SUBCOMMAND_COMMANDS.has(lower) && /^[A-Za-z|-]{1,32}$/.test(line.slice(rest[0]!.start, rest[0]!.end))) {
        parts.push(line.slice(rest[0]!.start, rest[0]!.end));
        from = 1;
      }
      if (rest.length > from) {
        parts.push('?');
        replaced += rest.length - from;
      }
    } else {
      const numKeys = keyRule === KeyRule.EVAL && rest.length > 1 ? Number.parseInt(line.slice(rest[1]!.start, rest[1]!.end), 10) : 0;
      const optionsFrom = OPTIONS_FROM.get(lower) ?? Number.MAX_SAFE_INTEGER;
      let leadingOptions = lower === 'zadd';
      for (let a = 0; a < rest.length; a++) {
        const value = line.slice(rest[a]!.start, rest[a]!.end);
        const isOption = a >= optionsFrom && OPTION_WORDS.has(value.toLowerCase()) && (lower !== 'zadd' || leadingOptions);
        if (lower === 'zadd' && a >= 1 && !isOption) leadingOptions = false;
        if (isKeyArgument(keyRule, a, rest.length, Number.isFinite(numKeys) ? numKeys : 0)) parts.push(value);
        else if (keyRule === KeyRule.EVAL && a === 1 && /^\d{1,6}$/.test(value)) parts.push(value);
        else if (isOption) parts.push(value);
        else {
          parts.push('?');
          replaced++;
        }
      }
    }
    out.push(parts.join(' ') + suffix);
  }
  const result = out.join('\n');
  if (replaced === 0 && result === text) return { text, status: 'unchanged', literalsReplaced: 0 };
  return { text: result, status: 'sanitized', literalsReplaced: replaced };
}

/** Command names only, for lines whose first word is a known command. */
function summarizeCommands(text: string, reason: NoSqlSummaryReason): SanitizedNoSql {
  const names: string[] = [];
  for (const line of text.split('\n')) {
    const first = /^\s*([A-Za-z][A-Za-z0-9._]{0,31})(?:\s|$)/.exec(line);
    if (first === null) continue;
    const lower = first[1]!.toLowerCase();
    if (COMMANDS.has(lower) || MODULE_COMMAND.test(lower)) names.push(first[1]!);
    if (names.length >= 16) break;
  }
  return { text: names.length > 0 ? names.join(' ') : '?', status: 'summarized', literalsReplaced: 0, summaryReason: reason };
}

// ---------------------------------------------------------------------------------------------
// JSON query stores

class JsonRejected extends Error {
  constructor(readonly reason: 'invalid-json' | 'too-deep') {
    super(reason);
  }
}

/**
 * Strict JSON (RFC 8259) in one pass, rewriting as it validates: keys and structure are copied,
 * scalars (except null) become "?". Hand-written rather than JSON.parse + stringify so that key
 * order, duplicate keys and the input's layout survive, and numbers are never reformatted.
 */
function sanitizeJson(text: string, maxDepth: number): SanitizedNoSql {
  let i = 0;
  const n = text.length;
  let out = '';
  let copyFrom = 0;
  let replaced = 0;

  const reject = (reason: 'invalid-json' | 'too-deep' = 'invalid-json'): never => {
    throw new JsonRejected(reason);
  };
  const skipBlank = (): void => {
    while (i < n) {
      const c = text.charCodeAt(i);
      if (c === 32 || c === 9 || c === 10 || c === 13) i++;
      else break;
    }
  };
  const scanString = (): void => {
    i++; // opening quote
    for (;;) {
      if (i >= n) reject();
      const c = text.charCodeAt(i);
      if (c === 34) {
        i++;
        return;
      }
      if (c < 32) reject();
      if (c === 92) {
        const e = text.charCodeAt(i + 1);
        if (e === 117 /* u */) {
          for (let k = 2; k < 6; k++) if (!/[0-9a-fA-F]/.test(text.charAt(i + k))) reject();
          i += 6;
        } else if (e === 34 || e === 92 || e === 47 || e === 98 || e === 102 || e === 110 || e === 114 || e === 116) {
          i += 2;
        } else reject();
        continue;
      }
      i++;
    }
  };
  const digits = (): number => {
    const from = i;
    while (i < n && text.charCodeAt(i) >= 48 && text.charCodeAt(i) <= 57) i++;
    return i - from;
  };
  const scanNumber = (): void => {
    if (text.charCodeAt(i) === 45) i++;
    if (text.charCodeAt(i) === 48) i++;
    else if (digits() === 0) reject();
    if (text.charCodeAt(i) === 46) {
      i++;
      if (digits() === 0) reject();
    }
    if ((text.charCodeAt(i) | 0x20) === 101) {
      i++;
      if (text.charCodeAt(i) === 43 || text.charCodeAt(i) === 45) i++;
      if (digits() === 0) reject();
    }
  };
  const replaceScalar = (start: number): void => {
    out += text.slice(copyFrom, start) + '"?"';
    copyFrom = i;
    replaced++;
  };
  const value = (depth: number): void => {
    if (depth > maxDepth) reject('too-deep');
    skipBlank();
    if (i >= n) reject();
    const c = text.charCodeAt(i);
    const start = i;
    if (c === 123 /* { */) {
      i++;
      skipBlank();
      if (text.charCodeAt(i) === 125) {
        i++;
        return;
      }
      for (;;) {
        skipBlank();
        if (text.charCodeAt(i) !== 34) reject();
        scanString(); // keys stay: they are the query's shape (field names, $operators)
        skipBlank();
        if (text.charCodeAt(i) !== 58) reject();
        i++;
        value(depth + 1);
        skipBlank();
        const d = text.charCodeAt(i);
        i++;
        if (d === 125) return;
        if (d !== 44) reject();
      }
    }
    if (c === 91 /* [ */) {
      i++;
      skipBlank();
      if (text.charCodeAt(i) === 93) {
        i++;
        return;
      }
      for (;;) {
        value(depth + 1);
        skipBlank();
        const d = text.charCodeAt(i);
        i++;
        if (d === 93) return;
        if (d !== 44) reject();
      }
    }
    if (c === 34) {
      scanString();
      replaceScalar(start);
      return;
    }
    if (c === 45 || (c >= 48 && c <= 57)) {
      scanNumber();
      replaceScalar(start);
      return;
    }
    if (text.startsWith('true', i)) {
      i += 4;
      replaceScalar(start);
      return;
    }
    if (text.startsWith('false', i)) {
      i += 5;
      replaceScalar(start);
      return;
    }
    if (text.startsWith('null', i)) {
      i += 4;
      return;
    }
    reject();
  };

  try {
    skipBlank();
    if (i >= n) return { text, status: 'unchanged', literalsReplaced: 0 };
    while (i < n) {
      value(1);
      skipBlank();
    }
  } catch (err) {
    if (err instanceof JsonRejected) return { text: '?', status: 'summarized', literalsReplaced: 0, summaryReason: err.reason };
    throw err;
  }
  if (replaced === 0) return { text, status: 'unchanged', literalsReplaced: 0 };
  return { text: out + text.slice(copyFrom), status: 'sanitized', literalsReplaced: replaced };
}

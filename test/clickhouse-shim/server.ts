/**
 * Test-only ClickHouse HTTP endpoint backed by chDB (the ClickHouse engine, in-process).
 *
 *   node --import tsx test/clickhouse-shim/server.ts --data <dir> --port <port> [--user u --password p]
 *
 * Prints `listening on 127.0.0.1:<port>` once it answers. It exists so that several product processes
 * (ingest, query-api) can reach one ClickHouse engine by URL, exactly as they would a server, in fault
 * tests on a machine where no ClickHouse server can be installed. It is NOT part of the product; see
 * README.md next to it for what part of the HTTP interface it answers and what it refuses.
 *
 * Faithfulness choices, each because the product must not pass here and fail on a real server:
 * - Statements, settings, query parameters, formats and error texts are the engine's own. Parameter
 *   values reach the engine byte for byte as the client sent them (`param_<name>`), through chDB's
 *   native binding (`{name:Type}` placeholders are bound by the engine, never spliced into SQL).
 * - Settings apply to one request only. chDB has one session whose `SET`s persist, so the shim tracks
 *   what it has set and puts it back before the next request.
 * - GET runs with readonly=2, multi-statement requests are refused, errors carry the server's HTTP
 *   status, `X-ClickHouse-Exception-Code` and `Code: N. DB::Exception: … (NAME)` body.
 * - Requests run one at a time (the engine is one session; chDB's parameter binding is not safe under
 *   concurrency), behind a bounded queue.
 */
import { randomUUID, timingSafeEqual } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import zlib from 'node:zlib';

// ---------------------------------------------------------------------------------------------------
// chDB access. The public Session API formats parameter values itself (it TSV-escapes JS strings), but
// an HTTP client has already escaped them, so the shim calls the addon entry points the Session wraps.
// They are not a public contract: chdb is pinned in package.json and the shape is checked at start.

interface NativeQueryResult {
  bytes: Uint8Array;
  elapsed: number;
  rowsRead: number;
  bytesRead: number;
}

interface NativeInsertResult {
  elapsed: number;
  rowsWritten: number;
  bytesWritten: number;
}

interface NativeStatementClass {
  /** Statements in the text (0 when it does not parse). */
  statementCount: number;
  /** 0 read-only, 1 write, 3 session/administrative (SET, USE, SYSTEM, KILL), 4 unknown. */
  queryClass: number;
}

interface ChdbNative {
  QueryAsyncConnection(connection: unknown, sql: string, format: string, params?: Record<string, string>): Promise<NativeQueryResult>;
  InsertRawAsyncConnection(connection: unknown, prefix: string, data: Buffer, countLines: boolean): Promise<NativeInsertResult>;
  DurableClassifyAsync(connection: unknown, sql: string, targetDatabase: string | null): Promise<NativeStatementClass>;
}

interface ChdbSession {
  connection: unknown;
  close(): void;
}

const require = createRequire(import.meta.url);

function loadChdb(): { Session: new (dataDir: string) => ChdbSession; native: ChdbNative } {
  const chdb = require('chdb') as { Session: new (dataDir: string) => ChdbSession };
  const loader = require(path.join(path.dirname(require.resolve('chdb')), 'dist/loader.js')) as { loadNative(): unknown };
  const native = loader.loadNative() as Record<string, unknown>;
  for (const fn of ['QueryAsyncConnection', 'InsertRawAsyncConnection', 'DurableClassifyAsync']) {
    if (typeof native[fn] !== 'function') throw new Error(`this chdb build lacks ${fn}; the shim was written against chdb@3.4.0`);
  }
  return { Session: chdb.Session, native: native as unknown as ChdbNative };
}

// ---------------------------------------------------------------------------------------------------
// Errors as the server reports them.

/** An error to answer with; `type` is the ClickHouse error name (the part in parentheses). */
class ClickHouseFailure extends Error {
  constructor(
    readonly code: number,
    readonly type: string,
    message: string,
  ) {
    super(message);
  }
}

// Same pattern @clickhouse/client uses: chDB nests messages (`Code: 73. DB::Exception: Code: 73. …`),
// and the innermost one is what a server would have said.
const ERROR_RE = /(?:Code|Error): (?<code>\d+).*Exception: (?<message>.+?)\((?<type>(?=[A-Z0-9_]*[A-Z]{3})[A-Z0-9_]+)\)/s;

function toFailure(err: unknown): ClickHouseFailure {
  if (err instanceof ClickHouseFailure) return err;
  const text = err instanceof Error ? err.message : String(err);
  const m = ERROR_RE.exec(text);
  if (!m?.groups) return new ClickHouseFailure(1001, 'STD_EXCEPTION', `${text} `);
  return new ClickHouseFailure(Number(m.groups.code), m.groups.type!, m.groups.message!);
}

// src/Server/HTTP/exceptionCodeToHTTPStatus.cpp, by error name.
const STATUS_BY_TYPE: Record<string, number> = {
  REQUIRED_PASSWORD: 401,
  ...Object.fromEntries(['UNKNOWN_USER', 'WRONG_PASSWORD', 'AUTHENTICATION_FAILED', 'SET_NON_GRANTED_ROLE', 'ACCESS_DENIED'].map((t) => [t, 403])),
  ...Object.fromEntries(
    [
      'BAD_ARGUMENTS', 'CANNOT_COMPILE_REGEXP', 'CANNOT_PARSE_TEXT', 'CANNOT_PARSE_ESCAPE_SEQUENCE', 'CANNOT_PARSE_QUOTED_STRING',
      'CANNOT_PARSE_DATE', 'CANNOT_PARSE_DATETIME', 'CANNOT_PARSE_NUMBER', 'CANNOT_PARSE_DOMAIN_VALUE_FROM_STRING', 'CANNOT_PARSE_IPV4',
      'CANNOT_PARSE_IPV6', 'CANNOT_PARSE_INPUT_ASSERTION_FAILED', 'CANNOT_PARSE_UUID', 'DUPLICATE_COLUMN', 'ILLEGAL_COLUMN',
      'UNKNOWN_ELEMENT_IN_AST', 'UNKNOWN_TYPE_OF_AST_NODE', 'THERE_IS_NO_COLUMN', 'TOO_DEEP_AST', 'TOO_BIG_AST', 'UNEXPECTED_AST_STRUCTURE',
      'SYNTAX_ERROR', 'INCORRECT_DATA', 'TYPE_MISMATCH', 'VALUE_IS_OUT_OF_RANGE_OF_DATA_TYPE',
    ].map((t) => [t, 400]),
  ),
  ...Object.fromEntries(
    [
      'UNKNOWN_TABLE', 'UNKNOWN_FUNCTION', 'UNKNOWN_IDENTIFIER', 'UNKNOWN_TYPE', 'UNKNOWN_STORAGE', 'UNKNOWN_DATABASE', 'UNKNOWN_SETTING',
      'UNKNOWN_DIRECTION_OF_SORTING', 'UNKNOWN_AGGREGATE_FUNCTION', 'UNKNOWN_FORMAT', 'UNKNOWN_DATABASE_ENGINE', 'UNKNOWN_TYPE_OF_QUERY',
      'UNKNOWN_ROLE',
    ].map((t) => [t, 404]),
  ),
  QUERY_IS_TOO_LARGE: 413,
  NOT_IMPLEMENTED: 501,
  SOCKET_TIMEOUT: 503,
  CANNOT_OPEN_FILE: 503,
  HTTP_LENGTH_REQUIRED: 411,
  TIMEOUT_EXCEEDED: 408,
  CANNOT_SCHEDULE_TASK: 503,
  UNSUPPORTED_MEDIA_TYPE: 415,
};

const notImplemented = (what: string) => new ClickHouseFailure(48, 'NOT_IMPLEMENTED', `${what} is not supported by the test ClickHouse shim. `);

// ---------------------------------------------------------------------------------------------------
// The engine: one chDB session, requests one at a time, settings scoped to a request.

interface QueryJob {
  /** Whole statement text (the `query` parameter, a line break, the body), or the INSERT prefix when `insertData` is set. */
  sql: string;
  /** Inline data of an INSERT whose statement came in the URL; handed to the engine without a copy. */
  insertData?: Buffer;
  /** `param_<name>` values as the client escaped them. */
  params: Record<string, string>;
  /** Query settings of this request, as strings. */
  settings: Map<string, string>;
  database: string;
  /** Output format when the statement has no FORMAT clause. */
  defaultFormat: string;
}

interface QueryOutcome {
  body: Buffer;
  summary: Record<string, string>;
}

/** Runs requests against the one chDB session; `run` queues (bounded) and never runs two at once. */
interface Engine {
  readonly version: string;
  readonly timezone: string;
  run(job: QueryJob): Promise<QueryOutcome>;
  /** Waits for queued requests, then closes the session. Safe to call twice. */
  close(): Promise<void>;
}

const IDENTIFIER_RE = /^[A-Za-z_][A-Za-z0-9_]*$/;

function quoteSql(value: string): string {
  return `'${value.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;
}

function summaryOf(s: { readRows: number; readBytes: number; writtenRows: number; writtenBytes: number; resultRows: number; resultBytes: number; elapsedS: number }): Record<string, string> {
  return {
    read_rows: String(s.readRows),
    read_bytes: String(s.readBytes),
    written_rows: String(s.writtenRows),
    written_bytes: String(s.writtenBytes),
    total_rows_to_read: '0',
    result_rows: String(s.resultRows),
    result_bytes: String(s.resultBytes),
    elapsed_ns: String(Math.round(s.elapsedS * 1e9)),
  };
}

async function createEngine(dataDir: string, maxQueued: number): Promise<Engine> {
  const { Session, native } = loadChdb();
  const session = new Session(dataDir);
  const conn = session.connection;
  const text = async (sql: string, format = 'TabSeparated') => Buffer.from((await native.QueryAsyncConnection(conn, sql, format)).bytes).toString('utf8');

  // clickhouse-local (which chDB is) accepts bare expressions as queries; a server does not.
  await text('SET implicit_select = 0');
  const readChanged = async () =>
    new Map(
      (await text('SELECT name, value FROM system.settings WHERE changed', 'JSONCompactEachRow'))
        .split('\n')
        .filter(Boolean)
        .map((line) => JSON.parse(line) as [string, string]),
    );
  const baseline = await readChanged();
  const [version = '', timezone = 'UTC'] = (await text('SELECT version(), timezone()')).trim().split('\t');

  // What the shim has SET on top of the baseline, and the current database.
  let applied = new Map<string, string>();
  let database = 'default';

  // readonly is lifted in a statement of its own before the others and imposed after them: under
  // readonly=1 no other setting can change, under readonly=2 readonly itself cannot be raised.
  async function setAll(changes: Array<[string, string | null]>): Promise<void> {
    const render = (cs: Array<[string, string | null]>) => `SET ${cs.map(([k, v]) => `${k} = ${v === null ? 'DEFAULT' : quoteSql(v)}`).join(', ')}`;
    const readonly = changes.find(([k]) => k === 'readonly');
    const others = changes.filter(([k]) => k !== 'readonly');
    const lowersReadonly = readonly !== undefined && (readonly[1] === null || readonly[1] === '0');
    if (readonly && lowersReadonly) await text(render([readonly]));
    if (others.length > 0) await text(render(others));
    if (readonly && !lowersReadonly) await text(render([readonly]));
  }

  /** Puts the session back to how it started, whatever a failed SET or a SET/USE statement left. */
  async function restoreBaseline(): Promise<void> {
    const now = await readChanged();
    const changes: Array<[string, string | null]> = [];
    for (const [k, v] of now) if (baseline.get(k) !== v) changes.push([k, baseline.get(k) ?? null]);
    for (const [k, v] of baseline) if (!now.has(k)) changes.push([k, v]);
    await setAll(changes);
    if ((await text('SELECT currentDatabase()')).trim() !== 'default') await text('USE default');
    applied = new Map();
    database = 'default';
  }

  async function applySettings(wanted: Map<string, string>): Promise<void> {
    const changes: Array<[string, string | null]> = [];
    for (const [k, v] of wanted) {
      if (!IDENTIFIER_RE.test(k)) throw new ClickHouseFailure(115, 'UNKNOWN_SETTING', `Unknown setting '${k}'. `);
      if (applied.get(k) !== v) changes.push([k, v]);
    }
    for (const k of applied.keys()) if (!wanted.has(k)) changes.push([k, baseline.get(k) ?? null]);
    if (changes.length === 0) return;
    try {
      await setAll(changes);
    } catch (err) {
      await restoreBaseline();
      throw err;
    }
    applied = new Map(wanted);
  }

  async function useDatabase(name: string): Promise<void> {
    if (name === database) return;
    if (!IDENTIFIER_RE.test(name)) throw new ClickHouseFailure(81, 'UNKNOWN_DATABASE', `Database ${name} does not exist. `);
    await text(`USE ${name}`);
    database = name;
  }

  async function execute(job: QueryJob): Promise<QueryOutcome> {
    await useDatabase(job.database);
    await applySettings(job.settings);
    // The engine's own parser (chDB exposes it for its durable layer) counts and classes the
    // statements, so the shim never guesses at SQL syntax. A server runs one statement per request;
    // chDB would run them all.
    const kind = await native.DurableClassifyAsync(conn, job.sql, null);
    if (kind.statementCount > 1) {
      throw new ClickHouseFailure(62, 'SYNTAX_ERROR', 'Syntax error (Multi-statements are not allowed): the request holds more than one statement. ');
    }
    try {
      if (job.insertData) {
        const r = await native.InsertRawAsyncConnection(conn, job.sql, job.insertData, false);
        const counts = { readRows: r.rowsWritten, readBytes: r.bytesWritten, writtenRows: r.rowsWritten, writtenBytes: r.bytesWritten };
        return { body: Buffer.alloc(0), summary: summaryOf({ ...counts, resultRows: 0, resultBytes: 0, elapsedS: r.elapsed }) };
      }
      const params = Object.keys(job.params).length > 0 ? job.params : undefined;
      const r = await native.QueryAsyncConnection(conn, job.sql, job.defaultFormat, params);
      const body = Buffer.from(r.bytes.buffer, r.bytes.byteOffset, r.bytes.byteLength);
      const counts = { readRows: r.rowsRead, readBytes: r.bytesRead, writtenRows: 0, writtenBytes: 0 };
      return { body, summary: summaryOf({ ...counts, resultRows: r.rowsRead, resultBytes: r.bytesRead, elapsedS: r.elapsed }) };
    } finally {
      // SET / USE / SYSTEM / KILL: without a session their effect ends with the request.
      if (kind.queryClass === 3) await restoreBaseline();
    }
  }

  let tail: Promise<unknown> = Promise.resolve();
  let queued = 0;
  let closing: Promise<void> | null = null;
  return {
    version,
    timezone,
    run(job) {
      if (closing) return Promise.reject(new ClickHouseFailure(210, 'NETWORK_ERROR', 'The server is shutting down. '));
      if (queued >= maxQueued) {
        return Promise.reject(new ClickHouseFailure(202, 'TOO_MANY_SIMULTANEOUS_QUERIES', `Too many simultaneous queries. Maximum: ${maxQueued}. `));
      }
      queued += 1;
      const result = tail.then(() => execute(job));
      tail = result.then(
        () => (queued -= 1),
        () => (queued -= 1),
      );
      return result;
    },
    close() {
      closing ??= tail.then(() => session.close());
      return closing;
    },
  };
}

// ---------------------------------------------------------------------------------------------------
// HTTP.

interface ShimOptions {
  dataDir: string;
  host: string;
  port: number;
  user?: string;
  password?: string;
  maxQueued: number;
  maxBodyBytes: number;
}

/** URL parameters the HTTP layer consumes; everything else except `param_*` is a query setting. */
const TRANSPORT_PARAMS = new Set([
  'query', 'database', 'default_format', 'query_id', 'session_id', 'session_timeout', 'session_check', 'user', 'password',
  'quota_key', 'role', 'compress', 'decompress', 'buffer_size', 'wait_end_of_query', 'stacktrace', 'client_protocol_version',
  'enable_http_compression', 'http_zlib_compression_level', 'send_progress_in_http_headers', 'http_headers_progress_interval_ms',
  'http_response_buffer_size', 'http_wait_end_of_query', 'cancel_http_readonly_queries_on_client_close', 'add_http_cors_header',
  'http_native_compression_disable_checksumming_on_decompress',
]);

function readBody(req: IncomingMessage, maxBytes: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > maxBytes) {
        reject(new ClickHouseFailure(1001, 'QUERY_IS_TOO_LARGE', `Request body exceeds ${maxBytes} bytes. `));
        req.destroy();
        return;
      }
      chunks.push(chunk);
    });
    req.on('end', () => resolve(Buffer.concat(chunks)));
    req.on('error', reject);
    // A client that gives up mid-body (its timeout) leaves no 'end'; the request is then never run.
    req.on('close', () => {
      if (!req.complete) reject(new ClickHouseFailure(210, 'NETWORK_ERROR', 'The client closed the connection before sending the whole body. '));
    });
  });
}

function decodeBody(body: Buffer, encoding: string | undefined, maxBytes: number): Buffer {
  if (!encoding || encoding === 'identity' || body.length === 0) return body;
  const opts = { maxOutputLength: maxBytes };
  try {
    switch (encoding.toLowerCase()) {
      case 'gzip':
      case 'x-gzip':
        return zlib.gunzipSync(body, opts);
      case 'deflate':
        return zlib.inflateSync(body, opts);
      case 'br':
        return zlib.brotliDecompressSync(body, opts);
      default:
        throw new ClickHouseFailure(415, 'UNSUPPORTED_METHOD', `Unknown HTTP compression method ${encoding} (test shim: gzip, deflate, br). `);
    }
  } catch (err) {
    if (err instanceof ClickHouseFailure) throw err;
    throw new ClickHouseFailure(354, 'ZLIB_INFLATE_FAILED', `Cannot decompress request body: ${(err as Error).message}. `);
  }
}

/** multipart/form-data: the fields become parameters (query, param_*, settings), as the server's HTMLForm does. */
function parseMultipart(body: Buffer, contentType: string): Map<string, string> {
  const boundary = /boundary=(?:"([^"]+)"|([^;]+))/i.exec(contentType);
  if (!boundary) throw new ClickHouseFailure(36, 'BAD_ARGUMENTS', 'multipart/form-data without a boundary. ');
  const fields = new Map<string, string>();
  const delimiter = `--${boundary[1] ?? boundary[2]}`;
  for (const part of body.toString('utf8').split(delimiter).slice(1)) {
    if (part.startsWith('--')) break;
    const headerEnd = part.indexOf('\r\n\r\n');
    if (headerEnd < 0) continue;
    const headers = part.slice(0, headerEnd);
    if (/filename=/i.test(headers)) throw notImplemented('External tables (file parts)');
    const name = /name="([^"]*)"/i.exec(headers)?.[1];
    if (name) fields.set(name, part.slice(headerEnd + 4).replace(/\r\n$/, ''));
  }
  return fields;
}

interface Credentials {
  user: string;
  password: string;
}

function credentialsOf(req: IncomingMessage, params: Map<string, string>): Credentials | null {
  const headerUser = req.headers['x-clickhouse-user'];
  const headerKey = req.headers['x-clickhouse-key'];
  if (typeof headerUser === 'string' || typeof headerKey === 'string') {
    return { user: String(headerUser ?? 'default'), password: String(headerKey ?? '') };
  }
  const auth = req.headers.authorization;
  if (auth) {
    const basic = /^Basic\s+(.+)$/i.exec(auth);
    if (!basic) return null;
    const decoded = Buffer.from(basic[1]!, 'base64').toString('utf8');
    const colon = decoded.indexOf(':');
    return colon < 0 ? { user: decoded, password: '' } : { user: decoded.slice(0, colon), password: decoded.slice(colon + 1) };
  }
  return { user: params.get('user') ?? 'default', password: params.get('password') ?? '' };
}

function sameSecret(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

function contentTypeOf(format: string): string {
  const f = format.toLowerCase();
  if (f.startsWith('json') || f === 'ndjson' || f === 'jsonl') return 'application/json; charset=UTF-8';
  if (f.startsWith('tabseparated') || f.startsWith('tsv')) return 'text/tab-separated-values; charset=UTF-8';
  if (f.startsWith('csv')) return `text/csv; charset=UTF-8; header=${f.includes('withnames') ? 'present' : 'absent'}`;
  return 'text/plain; charset=UTF-8';
}

/** The FORMAT clause of a statement, if it ends with one (optionally followed by SETTINGS). */
function formatClauseOf(sql: string): string | undefined {
  return /\bFORMAT\s+([A-Za-z0-9_]+)(?:\s+SETTINGS\b[^;]*)?\s*;?\s*$/i.exec(sql)?.[1];
}

function pickResponseEncoding(acceptEncoding: string | undefined): 'gzip' | 'deflate' | 'br' | undefined {
  const offered = (acceptEncoding ?? '').toLowerCase();
  for (const enc of ['gzip', 'deflate', 'br'] as const) if (offered.includes(enc)) return enc;
  return undefined;
}

function compress(body: Buffer, encoding: 'gzip' | 'deflate' | 'br', level: number | undefined): Buffer {
  const opts = level === undefined ? {} : { level };
  if (encoding === 'gzip') return zlib.gzipSync(body, opts);
  if (encoding === 'deflate') return zlib.deflateSync(body, opts);
  return zlib.brotliCompressSync(body);
}

function createHandler(engine: Engine, opts: ShimOptions) {
  const baseHeaders = {
    'X-ClickHouse-Server-Display-Name': os.hostname(),
    'X-ClickHouse-Timezone': engine.timezone,
  };

  function sendError(res: ServerResponse, queryId: string, err: unknown): void {
    const f = toFailure(err);
    const body = `Code: ${f.code}. DB::Exception: ${f.message}(${f.type}) (version ${engine.version})\n`;
    process.stderr.write(`shim: query ${queryId} failed: ${body.slice(0, 300)}`);
    if (res.headersSent) {
      res.destroy();
      return;
    }
    res.writeHead(STATUS_BY_TYPE[f.type] ?? 500, {
      ...baseHeaders,
      'Content-Type': 'text/plain; charset=UTF-8',
      'X-ClickHouse-Query-Id': queryId,
      'X-ClickHouse-Exception-Code': String(f.code),
      'Content-Length': Buffer.byteLength(body),
    });
    res.end(body);
  }

  async function handleQuery(req: IncomingMessage, res: ServerResponse, url: URL): Promise<void> {
    const params = new Map<string, string>();
    for (const [k, v] of url.searchParams) if (!params.has(k)) params.set(k, v);
    const queryId = params.get('query_id') || randomUUID();
    try {
      if (opts.user !== undefined) {
        const cred = credentialsOf(req, params);
        if (!cred || !sameSecret(cred.user, opts.user) || !sameSecret(cred.password, opts.password ?? '')) {
          throw new ClickHouseFailure(
            516,
            'AUTHENTICATION_FAILED',
            `${cred?.user ?? 'default'}: Authentication failed: password is incorrect, or there is no user with such name. `,
          );
        }
      }
      let body = decodeBody(await readBody(req, opts.maxBodyBytes), req.headers['content-encoding'], opts.maxBodyBytes);
      const contentType = req.headers['content-type'] ?? '';
      if (/^multipart\/form-data/i.test(contentType)) {
        for (const [k, v] of parseMultipart(body, contentType)) params.set(k, v);
        body = Buffer.alloc(0);
      }
      if (params.get('session_id')) throw notImplemented('HTTP sessions (session_id)');
      if (params.get('compress') === '1' || params.get('decompress') === '1') throw notImplemented('ClickHouse native compression (compress/decompress)');

      const settings = new Map<string, string>();
      const bound: Record<string, string> = {};
      for (const [k, v] of params) {
        if (k.startsWith('param_')) bound[k.slice('param_'.length)] = v;
        else if (!TRANSPORT_PARAMS.has(k)) settings.set(k, v);
      }
      // As the server does: a GET cannot write (readonly=2 still lets it change settings).
      if (req.method === 'GET' && (settings.get('readonly') ?? '0') === '0') settings.set('readonly', '2');

      const urlQuery = params.get('query') ?? '';
      const database = params.get('database') || String(req.headers['x-clickhouse-database'] ?? '') || 'default';
      const defaultFormat = params.get('default_format') || String(req.headers['x-clickhouse-format'] ?? '') || 'TabSeparated';
      const job: QueryJob = { sql: '', params: bound, settings, database, defaultFormat };
      let emptyInsert = false;
      if (/^\s*INSERT\s/i.test(urlQuery) && Object.keys(bound).length === 0 && /\b(?:FORMAT\s+\w+|VALUES)\s*$/i.test(urlQuery)) {
        // The statement in the URL, its data in the body: the body goes to the engine as bytes.
        job.sql = urlQuery;
        if (body.length === 0) emptyInsert = true;
        else job.insertData = body;
      } else {
        job.sql = urlQuery ? `${urlQuery}\n${body.toString('utf8')}` : body.toString('utf8');
      }
      if (!job.sql.trim()) throw new ClickHouseFailure(62, 'SYNTAX_ERROR', 'Empty query. ');

      // A server inserts nothing from an empty body and says so with 200; chDB calls it an error.
      const outcome = emptyInsert
        ? { body: Buffer.alloc(0), summary: summaryOf({ readRows: 0, readBytes: 0, writtenRows: 0, writtenBytes: 0, resultRows: 0, resultBytes: 0, elapsedS: 0 }) }
        : await engine.run(job);

      let payload = outcome.body;
      const headers: Record<string, string | number> = {
        ...baseHeaders,
        'X-ClickHouse-Query-Id': queryId,
        'X-ClickHouse-Format': job.insertData || emptyInsert ? defaultFormat : (formatClauseOf(job.sql) ?? defaultFormat),
        'X-ClickHouse-Summary': JSON.stringify(outcome.summary),
      };
      headers['Content-Type'] = contentTypeOf(String(headers['X-ClickHouse-Format']));
      const encoding = params.get('enable_http_compression') === '1' ? pickResponseEncoding(req.headers['accept-encoding']) : undefined;
      if (encoding && payload.length > 0) {
        const level = params.get('http_zlib_compression_level');
        payload = compress(payload, encoding, level === undefined ? undefined : Number(level));
        headers['Content-Encoding'] = encoding;
      }
      headers['Content-Length'] = payload.length;
      res.writeHead(200, headers);
      res.end(payload);
    } catch (err) {
      sendError(res, queryId, err);
    }
  }

  return (req: IncomingMessage, res: ServerResponse): void => {
    const url = new URL(req.url ?? '/', 'http://shim');
    if (url.pathname === '/ping' || url.pathname === '/replicas_status' || (url.pathname === '/' && req.method === 'GET' && !url.searchParams.has('query'))) {
      res.writeHead(200, { 'Content-Type': 'text/html; charset=UTF-8', 'Content-Length': 4 });
      res.end('Ok.\n');
      return;
    }
    if (req.method !== 'GET' && req.method !== 'POST') {
      res.writeHead(405, { 'Content-Type': 'text/plain; charset=UTF-8', Allow: 'GET, POST' });
      res.end('Method not allowed\n');
      return;
    }
    void handleQuery(req, res, url);
  };
}

function parseOptions(argv: string[]): ShimOptions & { watchStdin: boolean } {
  const { values } = parseArgs({
    args: argv,
    options: {
      data: { type: 'string' },
      port: { type: 'string', default: '0' },
      host: { type: 'string', default: '127.0.0.1' },
      user: { type: 'string' },
      password: { type: 'string' },
      'max-queued': { type: 'string', default: '256' },
      'max-body-bytes': { type: 'string', default: String(256 * 1024 * 1024) },
      'watch-stdin': { type: 'boolean', default: false },
    },
  });
  if (!values.data) throw new Error('--data <dir> is required');
  const port = Number(values.port);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`bad --port ${values.port}`);
  if (values.password !== undefined && values.user === undefined) throw new Error('--password needs --user');
  return {
    dataDir: path.resolve(values.data),
    host: values.host!,
    port,
    user: values.user,
    password: values.password ?? (values.user !== undefined ? '' : undefined),
    maxQueued: Number(values['max-queued']),
    maxBodyBytes: Number(values['max-body-bytes']),
    watchStdin: values['watch-stdin']!,
  };
}

async function main(): Promise<void> {
  const opts = parseOptions(process.argv.slice(2));
  mkdirSync(opts.dataDir, { recursive: true, mode: 0o700 });
  const engine = await createEngine(opts.dataDir, opts.maxQueued);
  // A ClickHouse server accepts URLs up to http_max_uri_size (1 MiB by default), where query parameters travel;
  // node's default header limit (16 KiB) would refuse requests a real server takes.
  const server = createServer({ maxHeaderSize: 1024 * 1024 }, createHandler(engine, opts));
  // Longer than @clickhouse/client's idle socket TTL (2.5 s), as a server's keep_alive_timeout is.
  server.keepAliveTimeout = 10_000;

  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    process.stderr.write(`shim: ${signal}, stopping\n`);
    await new Promise<void>((resolve) => {
      server.close(() => resolve());
      server.closeIdleConnections();
    });
    await engine.close();
    process.exit(0);
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));
  // Started by a test helper: go away with the test process rather than hold the data dir and port.
  if (opts.watchStdin) {
    process.stdin.on('end', () => void shutdown('stdin closed'));
    process.stdin.resume();
  }

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(opts.port, opts.host, () => resolve());
  });
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : opts.port;
  process.stdout.write(`listening on ${opts.host}:${port}\n`);
}

main().catch((err: unknown) => {
  process.stderr.write(`shim: failed to start: ${err instanceof Error ? (err.stack ?? err.message) : String(err)}\n`);
  process.exit(1);
});

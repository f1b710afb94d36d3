import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isNoSqlDbSystem, sanitizeNoSql } from './sanitize-nosql.ts';

describe('sanitizeNoSql: Redis commands', () => {
  it.each([
    ['SET user:42 "secret value" EX 60 NX', 'SET user:42 ? EX ? NX'],
    ['GET session:abc', 'GET session:abc'],
    ['DEL a b c', 'DEL a b c'],
    ['MSET k1 v1 k2 v2', 'MSET k1 ? k2 ?'],
    ['HSET user:1 name "Ann" email ann@example.com', 'HSET user:1 name ? email ?'],
    ['HGET user:1 email', 'HGET user:1 email'],
    ['ZADD board 100 player-7', 'ZADD board ? ?'],
    ['LPUSH queue:jobs {"job":"send","to":"a@b.c"}', 'LPUSH queue:jobs ?'],
    ['BLPOP q1 q2 5', 'BLPOP q1 q2 ?'],
    ['RENAME old new', 'RENAME old new'],
    ['EVAL "return redis.call(\'get\', KEYS[1])" 1 session:abc token-1', 'EVAL ? 1 session:abc ?'],
    ['SCAN 0 MATCH user:* COUNT 100', 'SCAN ? MATCH ? COUNT ?'],
    ['PUBLISH alerts "disk full on db-3"', 'PUBLISH alerts ?'],
    ['JSON.SET doc:1 $ \'{"ssn":"078-05-1120"}\'', 'JSON.SET doc:1 ? ?'],
    ['PING', 'PING'],
  ])('%s → %s', (command, expected) => {
    expect(sanitizeNoSql(command, 'redis').text).toBe(expected);
  });

  it('shows nothing after AUTH', () => {
    expect(sanitizeNoSql('AUTH default hunter2', 'redis')).toEqual({ text: 'AUTH ?', status: 'sanitized', literalsReplaced: 2 });
  });

  it.each([
    ['HELLO 3 AUTH default hunter2', 'HELLO ?'],
    ['MIGRATE 10.0.0.2 6379 key 0 5000 AUTH hunter2', 'MIGRATE ?'],
    ['CONFIG SET requirepass hunter2', 'CONFIG SET ?'],
    ['ACL SETUSER alice on >hunter2 ~cached:* +get', 'ACL SETUSER ?'],
  ])('keeps only the command (and subcommand) of %s', (command, expected) => {
    expect(sanitizeNoSql(command, 'valkey').text).toBe(expected);
  });

  it('replaces an unknown command name too, since it may be data', () => {
    expect(sanitizeNoSql('set k 0 0 6\nsecret', 'memcached').text).toBe('set k ? ? ?\n?');
  });

  it('keeps the `[N other arguments]` tail that instrumentations write', () => {
    expect(sanitizeNoSql('set user:42 [1 other arguments]', 'redis')).toEqual({ text: 'set user:42 [1 other arguments]', status: 'unchanged', literalsReplaced: 0 });
  });

  it('sanitizes each command of a pipeline', () => {
    expect(sanitizeNoSql('MULTI\nINCRBY counter 5\nSET last "x"\nEXEC', 'redis').text).toBe('MULTI\nINCRBY counter ?\nSET last ?\nEXEC');
  });

  it('summarizes to command names when a quote is not closed', () => {
    expect(sanitizeNoSql('GET a\nSET k "unterminated secret', 'redis')).toEqual({
      text: 'GET SET',
      status: 'summarized',
      literalsReplaced: 0,
      summaryReason: 'unterminated-quote',
    });
  });

  it('shows a value equal to an option word as ? (only option positions keep them)', () => {
    expect(sanitizeNoSql('SET k count EX 10', 'redis').text).toBe('SET k ? EX ?');
    expect(sanitizeNoSql('ZADD board NX CH 1 limit', 'redis').text).toBe('ZADD board NX CH ? ?');
    expect(sanitizeNoSql('LPUSH q ex count', 'redis').text).toBe('LPUSH q ? ?');
  });

  it('never shows a value argument (property)', () => {
    const word = fc.oneof(
      fc.string({ minLength: 3, maxLength: 20 }).filter((s) => /^[^\s"'\\]+$/.test(s) && /[a-z]/i.test(s)),
      fc.constantFrom('ex', 'count', 'limit', 'len', 'nx', 'withscores', 'get', 'store'),
    );
    const commands: fc.Arbitrary<[string, string[]]> = fc.oneof(
      fc.tuple(fc.constantFrom('SET', 'APPEND', 'PUBLISH', 'GETSET'), word).map(([c, v]): [string, string[]] => [`${c} k:fixed ${v}`, [v]]),
      fc.tuple(fc.constantFrom('LPUSH', 'SADD', 'RPUSH', 'SREM'), fc.array(word, { minLength: 1, maxLength: 4 })).map(([c, vs]): [string, string[]] => [`${c} k:fixed ${vs.join(' ')}`, vs]),
      fc.tuple(word, word).map(([m, v]): [string, string[]] => [`ZADD k:fixed 1 ${m} 2 ${v}`, [m, v]]),
      word.map((v): [string, string[]] => [`SETEX k:fixed 60 ${v}`, [v]]),
    );
    fc.assert(
      fc.property(commands, ([text, values]) => {
        const shown = sanitizeNoSql(text, 'redis').text.split(' ');
        expect(shown[1]).toBe('k:fixed');
        for (const v of values) expect(shown.slice(2)).not.toContain(v);
      }),
      { numRuns: 1000 },
    );
  });
});

describe('sanitizeNoSql: JSON queries', () => {
  it('keeps keys and operators and replaces every scalar but null', () => {
    const r = sanitizeNoSql('{"find":"users","filter":{"age":{"$gt":30},"email":"a@b.c","vip":true,"x":null},"limit":10}', 'mongodb');
    expect(r).toEqual({
      text: '{"find":"?","filter":{"age":{"$gt":"?"},"email":"?","vip":"?","x":null},"limit":"?"}',
      status: 'sanitized',
      literalsReplaced: 5,
    });
  });

  it('keeps the layout and array lengths', () => {
    expect(sanitizeNoSql('{\n  "terms": { "tag": [1, "b", false] }\n}', 'elasticsearch').text).toBe('{\n  "terms": { "tag": ["?", "?", "?"] }\n}');
  });

  it('sanitizes every line of an NDJSON bulk body', () => {
    expect(sanitizeNoSql('{"index":{"_index":"logs"}}\n{"msg":"password=hunter2"}\n', 'opensearch').text).toBe('{"index":{"_index":"?"}}\n{"msg":"?"}\n');
  });

  it('handles escapes and unicode in strings', () => {
    expect(sanitizeNoSql('{"q":"a\\"b\\u00e9\\n","k\\"":"v"}', 'mongodb').text).toBe('{"q":"?","k\\"":"?"}');
  });

  it('is unchanged when there is no scalar to hide', () => {
    expect(sanitizeNoSql('{"a":{"b":[]},"c":null}', 'mongodb').status).toBe('unchanged');
  });

  it.each([
    ['trailing comma', '{"a": 1,}'],
    ['single quotes', "{'a': 'secret'}"],
    ['unterminated string', '{"a": "secret'],
    ['extended JSON constructor', '{"_id": ObjectId("507f1f77bcf86cd799439011")}'],
    ['leading zero and bare word', '{"a": secret}'],
  ])('summarizes invalid JSON (%s) to ?', (_, text) => {
    expect(sanitizeNoSql(text, 'mongodb')).toEqual({ text: '?', status: 'summarized', literalsReplaced: 0, summaryReason: 'invalid-json' });
  });

  it("reads a JSON store's other languages with the SQL lexer: mongosh, filter expressions, GraphQL, PartiQL", () => {
    expect(sanitizeNoSql('db.users.find({age: {$gt: 30}, name: /^Jane/i, note: `x`})', 'mongodb')).toEqual({
      text: 'db.users.find({age: {$gt: ?}, name: ?, note: ?})',
      status: 'sanitized',
      literalsReplaced: 3,
    });
    expect(sanitizeNoSql('name == "Sofia Rossi" and age > 30 and city in ["Milano"]', 'milvus').text).toBe('name == ? and age > ? and city in [?]');
    expect(sanitizeNoSql('{ Get { Customer(where: {path: ["email"], operator: Like, valueText: "*@corp.io"}) { name } } }', 'weaviate').text).toBe(
      '{ Get { Customer(where: {path: [?], operator: Like, valueText: ?}) { name } } }',
    );
    // PartiQL: backticks hold Ion values; double-quoted names are hidden with them (harmless, a value shown would not be).
    expect(sanitizeNoSql('SELECT "total" FROM Orders WHERE email = \'nadia@example.ma\' AND doc = `{name: "Jane Doe"}`', 'aws.dynamodb').text).toBe(
      'SELECT ? FROM Orders WHERE email = ? AND doc = ?',
    );
    // OpenSearch's and Elasticsearch's SQL read double quotes as strings too.
    expect(sanitizeNoSql('SELECT * FROM logs WHERE email = "alice@x.com"', 'opensearch').text).toBe('SELECT * FROM logs WHERE email = ?');
    expect(sanitizeNoSql("SELECT a FROM t WHERE b = 1 --it's\nAND c = 'Jane Doe' --'", 'elasticsearch').text).not.toContain('Jane');
    // An Elasticsearch URI search is no statement of a lexer's: still summarized.
    expect(sanitizeNoSql('GET /users/_search?q=last_name:Okonkwo', 'elasticsearch')).toMatchObject({ text: '?', status: 'summarized' });
  });

  it('summarizes JSON nested deeper than the bound', () => {
    const deep = '['.repeat(200) + '"secret"' + ']'.repeat(200);
    expect(sanitizeNoSql(deep, 'mongodb')).toMatchObject({ text: '?', status: 'summarized', summaryReason: 'too-deep' });
  });

  it('keeps the shape of any JSON value and shows none of its scalars (property)', () => {
    fc.assert(
      fc.property(fc.jsonValue({ maxDepth: 6 }), fc.constantFrom(0, 2, '\t'), (value, indent) => {
        const text = JSON.stringify(value, null, indent);
        const r = sanitizeNoSql(text, 'mongodb');
        const expectedShape = JSON.stringify(value, (_, v: unknown) =>
          v === null || typeof v === 'object' ? v : '?',
        );
        expect(JSON.stringify(JSON.parse(r.text))).toBe(expectedShape);
      }),
      { numRuns: 1000 },
    );
  });
});

describe('sanitizeNoSql: systems', () => {
  it('fully redacts statements of unknown systems', () => {
    expect(sanitizeNoSql('MATCH (u:User {email: "a@b.c"}) RETURN u', 'neo4j')).toEqual({
      text: '?',
      status: 'summarized',
      literalsReplaced: 0,
      summaryReason: 'unknown-system',
    });
  });

  it('summarizes inputs over the size bound', () => {
    expect(sanitizeNoSql(`{"a":"${'x'.repeat(100)}"}`, 'mongodb', { maxInputChars: 50 }).summaryReason).toBe('too-large');
  });

  it('tells which systems it handles', () => {
    expect(isNoSqlDbSystem('redis')).toBe(true);
    expect(isNoSqlDbSystem('MongoDB')).toBe(true);
    expect(isNoSqlDbSystem('aws.dynamodb')).toBe(true);
    expect(isNoSqlDbSystem('postgresql')).toBe(false);
    expect(isNoSqlDbSystem(undefined)).toBe(false);
  });
});

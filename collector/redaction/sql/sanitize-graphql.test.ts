import { describe, expect, test } from 'vitest';
import { isGraphqlDocumentKey, isGraphqlVariablesKey, sanitizeGraphql, sanitizeGraphqlObject, sanitizeGraphqlText, sanitizeGraphqlVariables, scanGraphql } from './sanitize-graphql.ts';

describe('GraphQL documents: every string and number literal becomes ?, names stay', () => {
  test('arguments, input objects, lists, default values and directive arguments; enums, booleans and null stay; comments go', () => {
    const doc =
      'mutation CreateCustomer($input: CustomerInput!, $limit: Int = 25, $c: String = "ES") @auth(scope: "write") {\n' +
      '  # looked up for maria.gonzalez@example.com\n' +
      '  createCustomer(input: {email: "maria.gonzalez@example.com", notes: ["leave at gate", "ring twice"], amount: 1249.75, ' +
      'tier: GOLD, vip: true, ref: null, score: -3.5e-2}) @cacheControl(maxAge: 30) { id ...CustomerParts }\n' +
      '}\nfragment CustomerParts on Customer { name orders(first: 10) { id } }';
    const r = sanitizeGraphql(doc);
    expect(r.status).toBe('sanitized');
    expect(r.literalsReplaced).toBe(10);
    expect(r.text).toBe(
      'mutation CreateCustomer($input: CustomerInput!, $limit: Int = ?, $c: String = ?) @auth(scope: ?) {\n' +
        '  \n' +
        '  createCustomer(input: {email: ?, notes: [?, ?], amount: ?, tier: GOLD, vip: true, ref: null, score: ?}) @cacheControl(maxAge: ?) { id ...CustomerParts }\n' +
        '}\nfragment CustomerParts on Customer { name orders(first: ?) { id } }',
    );
  });

  test('strings with escapes, block strings with quotes, line breaks and the escaped triple quote', () => {
    expect(sanitizeGraphql('{ a(x: "say \\"hi\\" \\\\", y: "\\u00e9t\\u00e9") }').text).toBe('{ a(x: ?, y: ?) }');
    expect(sanitizeGraphql('{ a(x: """two\nlines "quoted" \\""" still inside""", y: 1) }').text).toBe('{ a(x: ?, y: ?) }');
    expect(sanitizeGraphql('{ a(x: "", y: """""") }').text).toBe('{ a(x: ?, y: ?) }');
    // A backslash before the escape is no escape of it: `\\"""` still escapes the triple quote (the spec's only escape).
    expect(sanitizeGraphql('{ a(x: """C:\\\\""" b "Jane Doe" """) }').text).toBe('{ a(x: ?) }');
  });

  test('what cannot be read is cut: a string left open (a length limit cut it), another language\'s quote, a backslash', () => {
    expect(sanitizeGraphql('mutation { a(email: "jane@exa')).toEqual({ text: 'mutation { a(email: …', status: 'summarized', literalsReplaced: 0 });
    expect(sanitizeGraphql('{ a(x: """open\nJane Doe').text).toBe('{ a(x: …');
    expect(sanitizeGraphql('{ a(x: "line\nJane Doe") }').text).toBe('{ a(x: …');
    expect(sanitizeGraphql("{ a(name: 'Jane Doe', n: 5) }").text).toBe('{ a(name: …');
    expect(sanitizeGraphql('{ a(name: `Jane Doe`) }').text).toBe('{ a(name: …');
    expect(sanitizeGraphql('{ a(x: 1, name: \\"Jane\\") }').text).toBe('{ a(x: ?, name: …');
    expect(sanitizeGraphql('{ a(name: Zoë) }').text).toBe('{ a(name: Zo …');
    const long = `{ a(x: "${'y'.repeat(70_000)}") }`;
    expect(sanitizeGraphql(long)).toMatchObject({ text: '{ a(x: …', status: 'summarized' });
  });

  test('a document with nothing to hide is unchanged; upstream masks (`*`, `?`) are read as code', () => {
    const doc = 'query GetOrders { orders { id total } }';
    expect(sanitizeGraphql(doc)).toEqual({ text: doc, status: 'unchanged', literalsReplaced: 0 });
    expect(sanitizeGraphql('{ user(id: *) { name } }').status).toBe('unchanged');
  });

  test('numbers that run into letters are one literal; a dash alone is cut', () => {
    expect(sanitizeGraphql('{ a(x: 5m, y: 1.2.3, z: 0x1F) }').text).toBe('{ a(x: ?, y: ?, z: ?) }');
    expect(sanitizeGraphql('{ a(x: - 5) }').text).toBe('{ a(x: …');
  });

  test('a GraphQL-over-HTTP request as JSON text (and a batch of them): query sanitized, variables ?, the rest kept', () => {
    const count = { n: 0 };
    const body = JSON.stringify({
      query: 'query Q($e: String) { u(email: $e, n: "Jane Doe") { id } }',
      variables: { e: 'jane@example.com', n: 5, ok: true, nested: { zip: '94110' } },
      operationName: 'Q',
      extensions: { persistedQuery: { version: 1, sha256Hash: 'ab12' } },
    });
    const r = sanitizeGraphqlText(body, count);
    expect(JSON.parse(r.text)).toEqual({
      query: 'query Q($e: String) { u(email: $e, n: ?) { id } }',
      variables: { e: '?', n: '?', ok: true, nested: { zip: '?' } },
      operationName: 'Q',
      extensions: { persistedQuery: { version: 1, sha256Hash: 'ab12' } },
    });
    expect(count.n).toBe(4);
    expect(JSON.parse(sanitizeGraphqlText(`[${body},${body}]`, { n: 0 }).text)).toHaveLength(2);
    expect(sanitizeGraphqlText('{"query":"{ a(x: \\"open"}', { n: 0 })).toEqual({ text: '{"query":"{ a(x: …"}', summarized: true });
  });

  test('variables: one value or all of them as JSON; booleans stay', () => {
    const count = { n: 0 };
    expect(sanitizeGraphqlVariables('jane@example.com', count)).toBe('?');
    expect(sanitizeGraphqlVariables(4242, count)).toBe('?');
    expect(sanitizeGraphqlVariables(true, count)).toBe(true);
    expect(sanitizeGraphqlVariables(['a', 'b'], count)).toEqual(['?', '?']);
    expect(sanitizeGraphqlVariables('{"input":{"email":"jane@example.com","tags":["x"],"vip":false}}', count)).toBe('{"input":{"email":"?","tags":["?"],"vip":false}}');
    expect(count.n).toBe(6);
  });

  test('the keys that hold documents and variables', () => {
    for (const key of ['graphql.document', 'graphql.source', 'graphql.query', 'gql.request.query', 'graphql.document.body', 'graphql.execute.document', 'GraphQL.Document']) {
      expect(isGraphqlDocumentKey(key), key).toBe(true);
    }
    for (const key of ['graphql.document.id', 'graphql.document.hash', 'graphql.operation.name', 'graphql.operation.type', 'graphql.field.path', 'db.query.text', 'query']) {
      expect(isGraphqlDocumentKey(key), key).toBe(false);
    }
    for (const key of ['graphql.variables.email', 'graphql.variables', 'gql.request.variables.id', 'graphql.execute.variables', 'gql.resolver.args.id', 'graphql.field.args']) {
      expect(isGraphqlVariablesKey(key), key).toBe(true);
    }
    for (const key of ['graphql.field.name', 'graphql.document', 'http.request.body', 'app.variables']) expect(isGraphqlVariablesKey(key), key).toBe(false);
  });

  test('scanning to the end of the first selection set (a document inside free text)', () => {
    const text = 'ran query Q($id: ID!) { user(id: 42) { name } } in 5 ms';
    const scan = scanGraphql(text, 4, text.length, true);
    expect(text.slice(4, scan.end)).toBe('query Q($id: ID!) { user(id: 42) { name } }');
    expect(scan.literals.map((o, k) => (k % 2 === 0 ? text.slice(o, scan.literals[k + 1]) : '')).filter(Boolean)).toEqual(['42']);
  });

  test('structured values: objects and lists (kvlist attributes), JSON with CRLF, GraphQL object syntax, nesting bounded', () => {
    const count = { n: 0 };
    expect(sanitizeGraphqlVariables({ note: 'behind the gate', amount: 1249.75, vip: true, tags: ['a'] } as never, count)).toEqual({ note: '?', amount: '?', vip: true, tags: ['?'] });
    expect(sanitizeGraphqlVariables('{\r\n  "note": "behind the gate"\r\n}', count)).toBe('{"note":"?"}');
    expect(sanitizeGraphqlVariables('{ input: { email: "jane@example.com", n: 5, vip: true } }', count)).toBe('{ input: { email: ?, n: ?, vip: true } }');
    expect(sanitizeGraphqlVariables("{ input: { email: 'jane@example.com' } }", count)).toBe('?');
    const deep = sanitizeGraphqlVariables('['.repeat(5000) + ']'.repeat(5000), count) as string;
    expect(deep.startsWith('['.repeat(32) + '"?"')).toBe(true);
    const request = sanitizeGraphqlObject({ query: 'mutation { a(note: "behind the gate") }', variables: { n: 'x' }, operationName: 'A' } as never, count);
    expect(request.value).toEqual({ query: 'mutation { a(note: ?) }', variables: { n: '?' }, operationName: 'A' });
    expect(sanitizeGraphqlText('{\r\n  "Query": "{ a(x: 1) }",\r\n  "Variables": {"n": "y"}\r\n}', count).text).toBe('{"Query":"{ a(x: ?) }","Variables":{"n":"?"}}');
  });

  test('key shapes of more servers: Ariadne, Apollo Router subgraphs, Cosmo, Hot Chocolate', () => {
    for (const key of ['subgraph.graphql.document', 'graphql.http.request.query.body', 'wg.operation.content']) expect(isGraphqlDocumentKey(key), key).toBe(true);
    for (const key of ['graphql.arg[email]', 'apollo_private.graphql.variables', 'wg.operation.variables', 'graphql.http.request.variables', 'graphql.param.code']) {
      expect(isGraphqlVariablesKey(key), key).toBe(true);
    }
    for (const key of ['wg.operation.name', 'wg.operation.hash', 'graphql.operation.name', 'graphql.document.hash']) {
      expect(isGraphqlDocumentKey(key) || isGraphqlVariablesKey(key), key).toBe(false);
    }
  });
});

import { describe, expect, it } from 'vitest';
import { createPiiEngine } from './pii-engine.ts';

const engine = createPiiEngine({ rules: {} });
const redact = (text: string, key?: string) => engine.redactString(text, key === undefined ? undefined : { key }).text;
const redactValue = (text: string) => engine.redactValue(text, 'log.message', {});
const L = '[REDACTED:SQL_LITERAL]';

describe('GraphQL operations written into free text', () => {
  it("masks an operation's string and number literals in a log line, its quotes and names kept, the text after it untouched", () => {
    expect(redact('graphql error in mutation AddNote { addNote(orderId: 88123, text: "behind the blue gate", rush: true) { id } } after 12 ms')).toBe(
      `graphql error in mutation AddNote { addNote(orderId: ${L}, text: "${L}", rush: true) { id } } after 12 ms`,
    );
    expect(redact('GQL { orders(first: 10, coupon: "WINTER-7F3A") { id } } ok 200')).toBe(`GQL { orders(first: ${L}, coupon: "${L}") { id } } ok 200`);
    expect(redact('executing query Lookup($id: ID!, $n: Int = 25) { user(id: $id) { name } }')).toBe(`executing query Lookup($id: ID!, $n: Int = ${L}) { user(id: $id) { name } }`);
    expect(redact('fragment Parts on Order { lines(sku: "SKU-99812") { qty } }')).toBe(`fragment Parts on Order { lines(sku: "${L}") { qty } }`);
    expect(redact('query { a: user(id: 5) { id } }')).toBe(`query { a: user(id: ${L}) { id } }`);
  });

  it('masks the rest of the line where the operation cannot be read (cut inside a string, another quoting)', () => {
    expect(redact('op=mutation { addNote(text: "behind the blue ga\nnext line 12345')).toBe(`op=mutation { addNote(text: ${L}\nnext line 12345`);
    expect(redact('body={"query":"mutation { a(note: \\"behind the blue gate\\") { id } }"} status=400')).toBe(`body={"query":"mutation { a(note: ${L}`);
    expect(redact("query { a(name: 'behind the gate') }")).toBe(`query { a(name: ${L}`);
    // Percent-encoded (a GET request's URL): the URL's rules mask each parameter's value, the parameters' names stay.
    const url = 'https://api.example.com/graphql?query={u(note:%22behind%20the%20gate%22,n:4242){id}}&variables={%22c%22:%22WINTER-7F3A%22}&operationName=Q';
    expect(redact(url, 'url.full')).toBe(
      'https://api.example.com/graphql?query=[REDACTED:URL_QUERY]&variables=[REDACTED:URL_QUERY]&operationName=[REDACTED:URL_QUERY]',
    );
  });

  it('leaves text that only looks like one alone: a debug print of an object, prose, a template', () => {
    for (const text of [
      "knex:query { bindings: [ 'trial_expired_grace', 1 ], sql: 'select' }",
      'query { ok: true, n: 12345 }',
      'the query { of the day } returned 12345 rows',
      'Hello {name}, your order 12345 ships today',
      '{"query": "status:open", "limit": 12345}',
    ]) {
      expect(redact(text), text).toBe(text);
    }
  });

  it("a GraphQL-over-HTTP request's variables beside its query are literals, nested input objects too", () => {
    const body = JSON.stringify({
      query: 'mutation Save($input: NoteInput!) { save(input: $input) { id } }',
      variables: { input: { text: 'behind the blue gate', amount: 1249.75, rush: true } },
      operationName: 'Save',
    });
    expect(JSON.parse(redactValue(body) as string)).toEqual({
      query: 'mutation Save($input: NoteInput!) { save(input: $input) { id } }',
      variables: { input: { text: L, amount: L, rush: true } },
      operationName: 'Save',
    });
    // Variables first, then the query (members in any order).
    const reversed = JSON.stringify({ variables: { code: 'WINTER-7F3A' }, query: '{ coupon(code: $code) { id } }' });
    expect(JSON.parse(redactValue(reversed) as string).variables).toEqual({ code: L });
    // Negative control: `variables` beside no operation is read as any member.
    const other = JSON.stringify({ query: 'status:open', variables: { code: 'WINTER-7F3A' } });
    expect(redactValue(other)).toBe(other);
  });

  it('reads operations in the shapes servers and logs write them: defaults, directives, comments, bare fields first, no selection yet', () => {
    const S = 'behind the blue gate';
    expect(redact(`running query Q($f: Filter = {status: OPEN}) { total, orders(note: "${S}", min: 88123) { id } }`)).toBe(
      `running query Q($f: Filter = {status: OPEN}) { total, orders(note: "${L}", min: ${L}) { id } }`,
    );
    expect(redact(`running query Q @cached(tenant: "acme-7", ttl: 300) { me { id } }`)).toBe(`running query Q @cached(tenant: "${L}", ttl: ${L}) { me { id } }`);
    expect(redact(`{ id user(note: "${S}") { id } }`)).toBe(`{ id user(note: "${L}") { id } }`);
    expect(redact(`executing mutation CreateOrder($note: String = "${S}", $qty: Int = 88123)`)).toBe(`executing mutation CreateOrder($note: String = "${L}", $qty: Int = ${L})`);
    // A document flattened to one line: a comment's text runs to the line's end, and is masked there.
    expect(redact(`executing query Q($id: ID!) { # look up user(id: $id, note: "${S}") { id } }`)).toBe(`executing query Q($id: ID!) { #${L}`);
    expect(redact('logged query Lookup {\n  user(id: 42) { name }\n}')).toBe(`logged query Lookup {\n  user(id: ${L}) { name }\n}`);
    // `$` and digits is an amount, not a variable; a text cut past 64 KiB inside an operation is masked to its end.
    expect(redact('mutation { pay(amount: $1249.75) { id } }')).toBe(`mutation { pay(amount: ${L}) { id } }`);
    const long = redact(`mutation { ${'f(x: "ok") '.repeat(7000)}last(note: "${S}") { id } }`);
    expect(long).not.toContain(S);
  });

  it("masks the variables written beside an operation or a request's operationName: JSON in a line, Spring's and AppSync's prints", () => {
    const S = 'behind the blue gate';
    expect(redact(`body={"query":"query Q($n:String) { a(note: $n) { id } }","variables":{"n":"${S}","k":{"amount":1249.75,"vip":true}}}`)).toBe(
      `body={"query":"query Q($n:String) { a(note: $n) { id } }","variables":{"n":"${L}","k":{"amount":${L},"vip":true}}}`,
    );
    expect(redact(`Executing: document='mutation U($input: I!) { u(input: $input) { id } }', operationName='U', variables={input={id=cust_PL-30118, code=80-827}}, Locale=pl_PL`)).toBe(
      `Executing: document='mutation U($input: I!) { u(input: $input) { id } }', operationName='U', variables={input={id=${L}, code=${L}}}, Locale=pl_PL`,
    );
    expect(redact(`GraphQL Query: query Q { a }, Operation: Q, Variables: {"code":"WINTER-7F3A"}`)).toBe(`GraphQL Query: query Q { a }, Operation: Q, Variables: {"code":"${L}"}`);
    const persisted = JSON.stringify({ operationName: 'Save', variables: { n: S, amount: 1249.75 }, extensions: { persistedQuery: { version: 1, sha256Hash: 'ecf4edb4' } } });
    expect(JSON.parse(redactValue(persisted) as string)).toEqual({ operationName: 'Save', variables: { n: L, amount: L }, extensions: { persistedQuery: { version: 1, sha256Hash: 'ecf4edb4' } } });
    // .NET's casing, a comment before the operation, variables as JSON text before the query.
    const pascal = JSON.stringify({ Query: 'mutation M($n: String) { a(note: $n) { id } }', Variables: { n: S }, OperationName: 'M' });
    expect(redactValue(pascal)).not.toContain(S);
    expect(redactValue(JSON.stringify({ query: '# Save a note\nmutation Save($n: String!) { save(note: $n) { id } }', variables: { n: S } }))).not.toContain(S);
    expect(redactValue(JSON.stringify({ variables: JSON.stringify({ n: S }), query: 'mutation M($n:String){a(note:$n){id}}' }))).not.toContain(S);
    // Negative control: `variables` with no operation and no request around it is any member.
    expect(redact('template variables: {"greeting":"hello"}')).toBe('template variables: {"greeting":"hello"}');
  });

  it('masks the value a GraphQL server echoes when it refuses it (graphql-js, graphql-java, graphql-ruby) and the source lines it quotes', () => {
    expect(redact('Variable "$n" got invalid value "Jane R."; Int cannot represent non-integer value: "Jane R."')).toBe(
      `Variable "$n" got invalid value "${L}"; Int cannot represent non-integer value: "${L}"`,
    );
    expect(redact('String cannot represent a non string value: 351912804377')).toBe(`String cannot represent a non string value: ${L}`);
    expect(redact("Validation error (WrongType@[memberByPhone]) : argument 'phone' with value 'IntValue{value=33648219057}' is not a valid 'String'")).toBe(
      `Validation error (WrongType@[memberByPhone]) : argument 'phone' with value '${L}' is not a valid 'String'`,
    );
    expect(redact("Argument 'dateOfBirth' on InputObject 'CustomerInput' has an invalid value (19870314). Expected type 'String'.")).toBe(
      `Argument 'dateOfBirth' on InputObject 'CustomerInput' has an invalid value (${L}). Expected type 'String'.`,
    );
    const excerpt = 'Coupon expired\n\nGraphQL request:2:3\n2 |   applyCoupon(orderId: "ORD-2026-130077", note: "call\n  |   ^\n  |  me back") {';
    const out = redact(excerpt);
    for (const value of ['ORD-2026-130077', 'call', 'me back']) expect(out).not.toContain(value);
    expect(out).toContain('applyCoupon(orderId: ');
  });

  it('reads what a second review brought: JSON-escaped documents in a line, Ruby, Go and casing of variables, more refusals', () => {
    expect(redact('Request body: {"query":"{ pay(ref: \\"ZW-77812\\", amount: 1249) { id } }"}')).not.toContain('ZW-77812');
    expect(redact('Request body: {"query":"mutation {\\n  pay(ref: \\"ZW-77812\\", amount: 1249) { id }\\n}"}')).not.toContain('ZW-77812');
    const rails = redact('Parameters: {"query"=>"mutation Pay($amount: Int!) { pay(amount: $amount) { id } }", "variables"=>{"amount"=>1249, "customerRef"=>"ZW-77812"}, "operationName"=>"Pay"}');
    expect(rails).toContain(`"variables"=>{"amount"=>${L}, "customerRef"=>"${L}"}`);
    expect(redact('mutation Pay($a: Int!) { pay(a: $a) { id } } variables=map[amount:1249 ref:ZW-77812]')).toContain(`variables=map[amount:${L} ref:${L}]`);
    expect(redact('OperationName: Pay, Variables: {"amount":1249}')).toBe(`OperationName: Pay, Variables: {"amount":${L}}`);
    expect(redact("argument 'ref' with value 'StringValue{value='ZW-77812'}' is not a valid 'Int'")).toBe(`argument 'ref' with value '${L}' is not a valid 'Int'`);
    expect(redact('Int cannot represent non 32-bit signed integer value: 19870314999')).toBe(`Int cannot represent non 32-bit signed integer value: ${L}`);
    expect(redact('Argument "ref" has invalid value 19870314.')).toBe(`Argument "ref" has invalid value ${L}.`);
    expect(redact('Expected type Int, found 19870314.')).toBe(`Expected type Int, found ${L}.`);
  });

  it("leaves other libraries' messages and prose with braces alone (negative controls of the second review)", () => {
    for (const text of [
      "Setting property 'maxPoolSize' with value '50'",
      'Option port got invalid value 99999 from env PORT, using default 8080',
      'YAML: Expected value of type Int, found String at line 12 col 4',
      'Config key retention has an invalid value (45d) in file app.yml',
      '{ user login failed (code 4512) }',
      'Executing step { build docker image (tag 1.4.2) } variables: {"REGISTRY":"ghcr.io/acme","BUILD_NUMBER":"4512"}',
      'mutation testing { stryker (score 82%) } killed 412 of 500 mutants',
    ]) {
      expect(redact(text), text).toBe(text);
    }
    // `operationName` makes only `variables` literals: an AWS call's `params` beside its operation name stay; a search's too.
    const aws = JSON.stringify({ operationName: 'GetObject', params: { Bucket: 'acme-invoices', Key: 'inv-4512.pdf' } });
    expect(redactValue(aws)).toBe(aws);
    const search = JSON.stringify({ msg: 'ES search', query: '{ match title (quick fox) }', params: { size: 10, from: 20 } });
    expect(redactValue(search)).toBe(search);
    // The caret line under a quoted source line is no document.
    expect(redact('GraphQL request:2:3\n2 |   applyCoupon(orderId: "ORD-1") {\n  |   ^\n3 |     ok')).toBe(`GraphQL request:2:3\n2 |   applyCoupon(orderId: ${L}) {\n  |   ^\n3 |     ok`);
  });

  it('reads lines of `#`, blanks, directives and blanks in linear time (patterns that could backtrack without bound)', () => {
    const inputs = [
      `{"level":"info","text":"${'#'.repeat(40)} deploy started ${'#'.repeat(40)}"}`,
      `{"text":"${'# '.repeat(40)}x","id":1}`,
      `x{} query Q${' @a'.repeat(60)} x`,
      `x{} query Q${' @a   '.repeat(40)} x`,
      `{} query Q @a${' '.repeat(200_000)}x`,
    ];
    for (const text of inputs) {
      const started = performance.now();
      redactValue(text);
      // Generous: the patterns this guards against took minutes on the first three.
      expect(performance.now() - started, text.slice(0, 40)).toBeLessThan(2_000);
    }
  });
});

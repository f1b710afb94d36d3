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
});

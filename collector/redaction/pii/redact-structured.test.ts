import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { AttrValue } from '../../../schemas/span.ts';
import { ENTITY_TYPES } from './entity-type.ts';
import { createPiiEngine, type PiiEngineConfig } from './pii-engine.ts';
import type { EntityCounts } from './redact-structured.ts';

const pseudonymize = (_type: string, value: string) => `psn(${value})`;
const engine = createPiiEngine({ rules: { USER: { enabled: true, mode: 'pseudonymize' } }, pseudonymize });

function redact(value: AttrValue, key: string | undefined, e = engine, options?: { parameters?: boolean }): { value: AttrValue | undefined; counts: EntityCounts } {
  const counts: EntityCounts = {};
  return { value: e.redactValue(value, key, counts, options), counts };
}

function engineWith(rules: PiiEngineConfig['rules']) {
  return createPiiEngine({ rules: { USER: { enabled: true, mode: 'pseudonymize' }, ...rules }, pseudonymize });
}

describe('key rules inside JSON text', () => {
  it("pseudonymizes OpenInference's invocation-parameter `user` and leaves the rest byte for byte", () => {
    const params = '{"model":"gpt-4o","temperature":0.2,"user":"alice@example.com"}';
    const r = redact(params, 'llm.invocation_parameters');
    expect(r.value).toBe('{"model":"gpt-4o","temperature":0.2,"user":"psn(alice@example.com)"}');
    expect(r.counts).toEqual({ USER: 1 });
  });

  it('reads `user` as the end user only in request-parameter objects, whichever member comes first', () => {
    expect(redact('{"user":"u-17","model":"gpt-4o"}', 'http.request.body').value).toBe('{"user":"psn(u-17)","model":"gpt-4o"}');
    expect(redact('{"model_name":"gpt-4","user":"u-17"}', 'langchain.metadata').value).toBe('{"model_name":"gpt-4","user":"psn(u-17)"}');
    // Not a request: a transcript keyed by speaker, and a chat message whose role is "user".
    const transcript = '{"user":"my order never came","assistant":"sorry to hear"}';
    expect(redact(transcript, 'app.transcript').value).toBe(transcript);
    const message = '[{"role":"user","content":"hello"},{"role":"assistant","content":"hi"}]';
    expect(redact(message, 'app.messages').value).toBe(message);
  });

  it('applies personal keys, parent.key pairs, user-id names and secret names at any depth', () => {
    const body = JSON.stringify({ order: { items: [{ sku: 'A-1' }], buyer: { user_id: 'b-9', contact: { user: { email: 'x@y.example', id: 7 } } } }, auth: { password: 'hunter2', api_key: 'k-8f3Jd92kLq0Zx7Vb' } });
    const r = redact(body, 'http.request.body');
    expect(JSON.parse(r.value as string)).toEqual({
      order: { items: [{ sku: 'A-1' }], buyer: { user_id: 'psn(b-9)', contact: { user: { email: '[REDACTED:EMAIL]', id: 'psn(7)' } } } },
      auth: { password: '[REDACTED:SECRET]', api_key: '[REDACTED:SECRET]' },
    });
    expect(r.counts).toEqual({ USER: 2, EMAIL: 1, SECRET: 2 });
  });

  it('reads a header dump as headers: credentials go, the auth scheme and other headers stay', () => {
    const dump = '{"Authorization":"Bearer sk-ant-api03-Ab3dEf6hIj9kLm2nOp5qRs8tUv1wXy4z","X-Session-Token":"abc","Content-Type":"application/json"}';
    expect(redact(dump, 'llm.headers').value).toBe(
      '{"Authorization":"Bearer [REDACTED:API_KEY]","X-Session-Token":"[REDACTED:HEADER]","Content-Type":"application/json"}',
    );
  });

  it('keeps key order (integer-like keys too), duplicate keys, number spelling and whitespace', () => {
    const text = '{ "2": "a", "b": 1.0, "1": 12345678901234567890, "b": "jane@example.com",\n  "z": [true, null, -0] }';
    expect(redact(text, 'app.payload').value).toBe('{ "2": "a", "b": 1.0, "1": 12345678901234567890, "b": "[REDACTED:EMAIL]",\n  "z": [true, null, -0] }');
  });

  it('returns the same string when nothing is redacted', () => {
    const clean = '{"model":"gpt-4o","messages":[{"role":"user","content":"What is 2+2?"}],"temperature":0}';
    expect(redact(clean, 'http.request.body').value).toBe(clean);
  });

  it('reads a value after its key, as the detectors would in the whole text (`"phone": "4155552671"`)', () => {
    expect(redact('{"phone": "4155552671", "ssn": "078051120", "rrn": "9001011234568"}', 'app.x').value).toBe(
      '{"phone": "[REDACTED:PHONE]", "ssn": "[REDACTED:SSN]", "rrn": "[REDACTED:RRN]"}',
    );
    expect(redact({ contact: { mobile: 4155552671 } }, 'app.x').value).toEqual({ contact: { mobile: '[REDACTED:PHONE]' } });
    expect(redact('4155552671', 'app.phone').value).toBe('[REDACTED:PHONE]');
    // Negative control: the same digits under a neutral key are not a phone number.
    expect(redact('{"order": "4155552671"}', 'app.x').value).toBe('{"order": "4155552671"}');
  });

  it('redacts keys that are data (maps keyed by e-mail) and double-encoded JSON', () => {
    expect(redact('{"jane@example.com":{"visits":3}}', 'app.map').value).toBe('{"[REDACTED:EMAIL]":{"visits":3}}');
    const args = JSON.stringify({ arguments: JSON.stringify({ user_id: 'u-5', note: 'call +1 415 555 2671' }) });
    expect(JSON.parse(JSON.parse(redact(args, 'gen_ai.tool.call.arguments').value as string).arguments)).toEqual({
      user_id: 'psn(u-5)',
      note: 'call [REDACTED:PHONE]',
    });
  });

  it('removes dropped members and elements with their commas, leaving valid JSON', () => {
    const dropEmail = engineWith({ EMAIL: { enabled: true, mode: 'drop' } });
    const cases: Array<[string, string]> = [
      ['{"a":"x@y.example","b":1,"c":2}', '{"b":1,"c":2}'],
      ['{"a":1,"b":"x@y.example","c":2}', '{"a":1,"c":2}'],
      ['{"a":1 , "b":2, "c":"x@y.example" }', '{"a":1 , "b":2 }'],
      ['{"a":"x@y.example","b":"z@y.example","c":3}', '{"c":3}'],
      ['{"a":"x@y.example","b":"z@y.example"}', '{}'],
      ['["x@y.example", 1, "z@y.example", 2, "w@y.example"]', '[1, 2]'],
      ['{"x@y.example": {"deep": "kept?"}, "k": 1}', '{"k": 1}'],
    ];
    for (const [input, expected] of cases) {
      const out = redact(input, 'app.payload', dropEmail).value as string;
      expect(out, input).toBe(expected);
      expect(() => JSON.parse(out), input).not.toThrow();
    }
  });

  it('reads text that is not JSON as free text', () => {
    expect(redact("{'user': 'jane@example.com'", 'app.note').value).toBe("{'user': '[REDACTED:EMAIL]'");
    expect(redact('[1, 2, jane@example.com]', 'app.note').value).toBe('[1, 2, [REDACTED:EMAIL]]');
  });

  it('reads JSON nested deeper than 32 levels as free text (bounded), so detectors still run', () => {
    const deep = '['.repeat(40) + '{"user_id":"deep-1","mail":"jane@example.com"}' + ']'.repeat(40);
    const out = redact(deep, 'app.deep').value as string;
    expect(out).not.toContain('jane@example.com');
    expect(out).toContain('deep-1'); // documented: no key rules past the bound
  });

  it('stays linear on large and adversarial JSON', () => {
    const big = JSON.stringify(Array.from({ length: 20_000 }, (_, i) => ({ id: i, user_id: `u-${i}`, note: 'fine' })));
    const nested = '['.repeat(100_000) + ']'.repeat(100_000);
    const escaped = '["' + '\\"'.repeat(100_000) + '"]';
    const start = performance.now();
    const out = redact(big, 'app.big').value as string;
    redact(nested, 'app.nested');
    redact(escaped, 'app.escaped');
    expect(performance.now() - start).toBeLessThan(3_000);
    expect(out).not.toContain('"u-19999"');
  });
});

describe('key rules inside structured values (kvlists and arrays)', () => {
  it('walks kvlists and arrays of objects with the same rules as JSON text', () => {
    const value: AttrValue = { model: 'gpt-4o', user: 'u-3', messages: [{ role: 'user', content: 'mail jane@example.com' }], extra: { headers: { cookie: 'sid=abc123' } } };
    const r = redact(value, 'app.request');
    expect(r.value).toEqual({ model: 'gpt-4o', user: 'psn(u-3)', messages: [{ role: 'user', content: 'mail [REDACTED:EMAIL]' }], extra: { headers: { cookie: '[REDACTED:HEADER]' } } });
    expect(value).toEqual({ model: 'gpt-4o', user: 'u-3', messages: [{ role: 'user', content: 'mail jane@example.com' }], extra: { headers: { cookie: 'sid=abc123' } } });
  });

  it('gives an end-user id the same pseudonym as a string or a number', () => {
    expect(redact(4711, 'enduser.id').value).toBe('psn(4711)');
    expect(redact('4711', 'enduser.id').value).toBe('psn(4711)');
    expect(redact({ user_id: 4711 }, 'app.x').value).toEqual({ user_id: 'psn(4711)' });
    expect(redact('{"user_id":4711}', 'app.x').value).toBe('{"user_id":"psn(4711)"}');
  });

  it('treats a keyless value given as request parameters like an invocation-parameter object', () => {
    expect(redact({ user: 'u-1', temperature: 0 }, undefined, engine, { parameters: true }).value).toEqual({ user: 'psn(u-1)', temperature: 0 });
    expect(redact({ user: 'u-1', temperature: 0 }, undefined).value).toEqual({ user: 'u-1', temperature: 0 });
  });

  it('judges secret-named attribute keys as credentials, weak names only with high-entropy values', () => {
    expect(redact('hunter2', 'db.password').value).toBe('[REDACTED:SECRET]');
    expect(redact({ token: 'abc' }, 'app.x').value).toEqual({ token: 'abc' });
    expect(redact({ token: 'Zk3q9XbT2mLp8vRw4yHc' }, 'app.x').value).toEqual({ token: '[REDACTED:SECRET]' });
    expect(redact({ password: '${DB_PASSWORD}' }, 'app.x').value).toEqual({ password: '${DB_PASSWORD}' });
  });

  it('keeps the ids and numbers of protected keys at any depth, and redacts certain data there', () => {
    const ids = { trace_id: '4bf92f3577b34da6a3ce929d0e0e4736', nested: { span_id: '00f067aa0ba902b7', latency_ms: 1234567 } };
    expect(redact(ids, 'app.x').value).toEqual(ids);
    expect(redact('{"gen_ai.response.id":"chatcmpl-9xYzAbC123def456"}', 'app.x').value).toBe('{"gen_ai.response.id":"chatcmpl-9xYzAbC123def456"}');
    expect(redact({ trace_id: 'jane@example.com' }, 'app.x').value).toEqual({ trace_id: '[REDACTED:EMAIL]' });
    expect(redact('{"gen_ai.response.id":"jane@example.com"}', 'app.x').value).toBe('{"gen_ai.response.id":"[REDACTED:EMAIL]"}');
    // An array under a protected key is walked too (finish reasons, tool names).
    expect(redact(['stop', 'jane@example.com'], 'gen_ai.response.finish_reasons').value).toEqual(['stop', '[REDACTED:EMAIL]']);
  });
});

describe('negative controls', () => {
  it('with the USER rule off the raw ids stay; with everything off the value is untouched', () => {
    const userOff = createPiiEngine({ rules: { USER: { enabled: false, mode: 'mask' } } });
    const params = '{"model":"gpt-4o","user":"alice-4711"}';
    expect(redact(params, 'llm.invocation_parameters', userOff).value).toBe(params);
    expect(redact({ user_id: 'alice-4711' }, 'app.x', userOff).value).toEqual({ user_id: 'alice-4711' });
    const off = createPiiEngine({ rules: Object.fromEntries(ENTITY_TYPES.map((t) => [t, { enabled: false, mode: 'mask' }])) });
    const dirty = '{"user":"alice-4711","model":"m","password":"hunter2","mail":"jane@example.com"}';
    expect(redact(dirty, 'http.request.body', off)).toEqual({ value: dirty, counts: {} });
  });
});

describe('properties', () => {
  // Values that trip detectors and key rules, mixed into random JSON.
  const dirtyString = fc.constantFrom('jane@example.com', 'call +1 415 555 2671', '4111 1111 1111 1111', 'u-42', 'hunter2', 'fine', '', '{"user":"u-9","model":"m"}', '[1,"x@y.example"]');
  const dirtyKey = fc.constantFrom('user', 'model', 'user_id', 'password', 'token', 'headers', 'email', 'id', 'jane@example.com', 'role', 'content', '2', 'a');
  const leaf = fc.oneof(dirtyString, fc.integer(), fc.double({ noNaN: true, noDefaultInfinity: true }), fc.boolean(), fc.constant(null), fc.constant(4111111111111111));
  const tree = fc.letrec<{ value: unknown }>((tie) => ({
    value: fc.oneof({ depthSize: 'small', withCrossShrink: true }, leaf, fc.array(tie('value'), { maxLength: 4 }), fc.dictionary(dirtyKey, tie('value'), { maxKeys: 5 })),
  })).value;
  const dropEmail = engineWith({ EMAIL: { enabled: true, mode: 'drop' } });

  it('JSON text and the same value as a kvlist are redacted alike, and JSON stays valid', () => {
    for (const e of [engine, dropEmail]) {
      fc.assert(
        fc.property(fc.oneof(fc.array(tree, { maxLength: 4 }), fc.dictionary(dirtyKey, tree, { maxKeys: 6 })), fc.constantFrom('app.payload', 'llm.invocation_parameters', 'llm.headers'), (value, key) => {
          const text = JSON.stringify(value);
          const asText = redact(text, key, e);
          const asStructure = redact(JSON.parse(text) as AttrValue, key, e);
          expect(typeof asText.value).toBe('string');
          expect(JSON.parse(asText.value as string)).toEqual(asStructure.value);
          expect(asText.counts).toEqual(asStructure.counts);
        }),
        { numRuns: Number(process.env.TH_JSON_PROPERTY_RUNS ?? 400) },
      );
    }
  });

  it('never throws on arbitrary text that starts like JSON, and leaves clean JSON as the same string', () => {
    fc.assert(
      fc.property(fc.constantFrom('{', '['), fc.string({ unit: 'binary', maxLength: 120 }), (open, rest) => {
        const r = redact(open + rest, 'app.x');
        expect(typeof r.value === 'string' || r.value === undefined).toBe(true);
      }),
      { numRuns: 1000 },
    );
    fc.assert(
      fc.property(fc.json({ maxDepth: 4 }), (text) => {
        // Not clean by design: digit runs, @, credential and user keys, and URL-shaped strings (a `/`, `.` or
        // `:` before `?k=` or `#k=` in one string: `/?q=x` and `a.b?q=x` are URLs, and every query value is redacted).
        if (!/^[[{]/.test(text) || /[0-9]{7}|@|"(user|password|token|model)|[/.:][^"]*[?#][^"]*=/.test(text)) return;
        expect(redact(text, 'app.x').value).toBe(text);
      }),
      { numRuns: 500 },
    );
  });
});

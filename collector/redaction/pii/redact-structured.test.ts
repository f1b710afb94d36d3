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

describe('a value whose field a sibling names', () => {
  const masking = createPiiEngine({ rules: {} });
  it("validation errors (Pydantic's loc/input, Joi's key/value, Spring's field/rejectedValue) and name–value lists (HAR headers)", () => {
    const pydantic = JSON.stringify({ detail: [{ type: 'value_error', loc: ['body', 'email'], msg: 'value is not a valid email address', input: 'oliver.grant.gmail.com' }] });
    expect(redact(pydantic, undefined, masking).value).toBe(pydantic.replace('oliver.grant.gmail.com', '[REDACTED:EMAIL]'));
    const joi = { context: { value: 'carmen.delgado@', invalids: ['carmen.delgado@'], label: 'email', key: 'email' } };
    expect(redact(joi, undefined, masking).value).toEqual({ context: { value: '[REDACTED:EMAIL]', invalids: ['[REDACTED:EMAIL]'], label: 'email', key: 'email' } });
    const spring = JSON.stringify({ field: 'customerEmail', rejectedValue: 'lena.hartmann@web' });
    expect(redact(spring, undefined, masking).value).toBe(spring.replace('lena.hartmann@web', '[REDACTED:EMAIL]'));
    const har = { headers: [{ name: 'Authorization', value: 'Bearer abcDEF123456ghiJKL789mnoPQR' }, { name: 'Accept', value: 'text/html' }] };
    expect(redact(har, undefined, masking).value).toEqual({ headers: [{ name: 'Authorization', value: 'Bearer [REDACTED:BEARER]' }, har.headers[1]] });
    // Negative control: a field that names nothing personal leaves its value to the detectors.
    const price = JSON.stringify({ field: 'promo_code', rejectedValue: 'WINTER-2026' });
    expect(redact(price, undefined, masking).value).toBe(price);
  });

  it("capitalized name–value lists (M-Pesa's callback), and a finding's `type` when no other member names the field", () => {
    const mpesa = JSON.stringify({ Item: [{ Name: 'Amount', Value: 1250 }, { Name: 'PhoneNumber', Value: 254712384905 }] });
    expect(redact(mpesa, undefined, masking).value).toBe(mpesa.replace('254712384905', '"[REDACTED:PHONE]"'));
    const finding = { findings: [{ type: 'PASSWORD', value: 'Bernstein!Ahorn77', start: 92 }] };
    expect(JSON.stringify(redact(JSON.stringify(finding), undefined, masking).value)).not.toContain('Bernstein!Ahorn77');
    expect(JSON.stringify(redact(finding, undefined, masking).value)).not.toContain('Bernstein!Ahorn77');
    // A form's input type is no detector's finding: its value is left to the detectors.
    const input = JSON.stringify({ type: 'email', value: 'Please enter a valid email' });
    expect(redact(input, undefined, masking).value).toBe(input);
    expect(redact({ type: 'phone', value: 'mobile' }, undefined, masking).value).toEqual({ type: 'phone', value: 'mobile' });
    // Pydantic's `type` is the error's kind: its `loc` still names the field, after it or before.
    const pydantic = JSON.stringify({ type: 'string_too_short', loc: ['body', 'iban'], input: 'x', msg: 'too short' });
    expect(redact(pydantic, undefined, masking).value).toBe(pydantic);
  });
});

describe("a field's value under `errors` or `warnings`", () => {
  const masking = createPiiEngine({ rules: {} });
  it('is still the field\'s value: a password, a token, a name in a list of errors', () => {
    const out = JSON.stringify(redact({ errors: [{ email: 'john@x.com', password: 'hunter2' }], warnings: { first_name: 'Dana', api_token: 'abc123xyz' } }, undefined, masking).value);
    for (const value of ['john@x.com', 'hunter2', 'Dana', 'abc123xyz']) expect(out).not.toContain(value);
  });
});

describe("a bare `name` beside a field of a person's record", () => {
  const masking = createPiiEngine({ rules: {} });
  it('is a person\'s name in JSON text and in structured values, whichever member comes first', () => {
    const zap = JSON.stringify({ level: 'error', msg: 'otp delivery failed', name: 'Veera Lehtovaara', phone: '+358 40 718 2394', locale: 'fi-FI' });
    expect(redact(zap, undefined, masking).value).toBe(zap.replace('Veera Lehtovaara', '[REDACTED:PERSON_NAME]').replace('+358 40 718 2394', '[REDACTED:PHONE]'));
    const traits = { traits: { email: 'tomas.obriain@eircom.net', name: 'Tomás Ó Briain', plan: 'Premium' } };
    expect(redact(traits, undefined, masking).value).toEqual({ traits: { email: '[REDACTED:EMAIL]', name: '[REDACTED:PERSON_NAME]', plan: 'Premium' } });
    expect(redact(JSON.stringify(traits), undefined, masking).value).toBe(JSON.stringify({ traits: { email: '[REDACTED:EMAIL]', name: '[REDACTED:PERSON_NAME]', plan: 'Premium' } }));
    // .NET's and Go's capitalized members.
    expect(redact({ Name: 'Eleni Papa', Phone: '+30 690 123 4567' }, undefined, masking).value).toEqual({ Name: '[REDACTED:PERSON_NAME]', Phone: '[REDACTED:PHONE]' });
  });

  it('negative controls: a name with no personal sibling, an order\'s number, a header\'s name, a server\'s address, an empty e-mail', () => {
    const values: Record<string, AttrValue>[] = [
      { name: 'web', address: '10.0.0.5' },
      { name: 'checkout-service', phone: 'n/a', email: '' },
      { name: 'checkout-service', version: '2.1.2' },
      { id: 5829104771, name: '#1047', email: 'jo@example.org' },
      { name: 'Authorization', value: 'text', email_count: 3 },
    ];
    for (const value of values) {
      const out = redact(value, undefined, masking).value as Record<string, unknown>;
      expect(out.name).toBe(value.name);
      expect(JSON.parse(redact(JSON.stringify(value), undefined, masking).value as string).name).toBe(value.name);
    }
  });
});

describe('message lists inside structured values', () => {
  const masking = createPiiEngine({ rules: {} });
  const asked = (question: string, answer: string) => [
    { role: 'system', content: 'You are the booking assistant of Hotel Aurora.' },
    { role: 'assistant', content: question },
    { role: 'user', content: answer },
  ];

  it('reads a bare answer after the question that asked for it, in JSON text byte for byte otherwise (OpenInference input.value)', () => {
    const text = JSON.stringify({ messages: asked('Could I have your full name for the booking?', 'Ingrid Solberg') }, null, 1);
    const r = redact(text, 'input.value', masking);
    expect(r.value).toBe(text.replace('Ingrid Solberg', '[REDACTED:PERSON_NAME]'));
    expect(r.counts).toEqual({ PERSON_NAME: 1 });
    const phone = JSON.stringify({ messages: asked("What's the best number to reach you?", '0612347479') });
    expect(redact(phone, 'input.value', masking).value).toBe(phone.replace('0612347479', '[REDACTED:PHONE]'));
    // Negative control: the same answer after no question is left as it is — the question is what makes it a phone number.
    const unasked = JSON.stringify({ messages: asked('OK.', '0612347479') });
    expect(redact(unasked, 'input.value', masking).value).toBe(unasked);
  });

  it('in kvlists and arrays (a log body, an AnyValue attribute) as in JSON text', () => {
    const body = { history: asked('Wie lautet Ihr Geburtsdatum?', '14.03.1987') };
    expect(redact(body, undefined, masking).value).toEqual({ history: asked('Wie lautet Ihr Geburtsdatum?', '[REDACTED:BIRTH_DATE]') });
  });

  it("in LangChain's and AutoGen's shapes, and an answer put off for a reply ('one sec') or past a tool message", () => {
    const langchain = JSON.stringify([
      { type: 'ai', data: { content: "What's the best number to reach you?", additional_kwargs: {} } },
      { type: 'human', data: { content: '0612347479', additional_kwargs: {} } },
    ]);
    expect(redact(langchain, 'langchain.messages', masking).value).toBe(langchain.replace('0612347479', '[REDACTED:PHONE]'));
    const dumpd = JSON.stringify([
      { lc: 1, type: 'constructor', id: ['langchain', 'schema', 'messages', 'AIMessage'], kwargs: { content: 'And your surname, please?' } },
      { lc: 1, type: 'constructor', id: ['langchain', 'schema', 'messages', 'HumanMessage'], kwargs: { content: 'Kowalczyk' } },
    ]);
    expect(redact(dumpd, 'chain.input', masking).value).toBe(dumpd.replace('"Kowalczyk"', '"[REDACTED:PERSON_NAME]"'));
    const autogen = JSON.stringify([
      { source: 'assistant', models_usage: null, content: 'Could you confirm your date of birth?', type: 'TextMessage' },
      { source: 'user', models_usage: null, content: 'one sec, let me check', type: 'TextMessage' },
      { source: 'user', models_usage: null, content: '22/09/1983', type: 'TextMessage' },
    ]);
    expect(redact(autogen, 'autogen.messages', masking).value).toBe(autogen.replace('22/09/1983', '[REDACTED:BIRTH_DATE]'));
    const tool: { [key: string]: string }[] = [
      { role: 'assistant', content: 'Which passport number is on the booking?' },
      { role: 'tool', tool_call_id: 'call_1', content: 'lookup pending' },
      { role: 'user', content: 'PAD482917' },
    ];
    expect(redact(tool, 'app.conversation', masking).value).toEqual([tool[0], tool[1], { role: 'user', content: '[REDACTED:NATIONAL_ID]' }]);
  });

  it("reads a chat call's new message beside its history as the history's next user message, whichever comes first", () => {
    const history = [
      { role: 'user', content: 'Quiero cambiar la titularidad del contrato' },
      { role: 'assistant', content: '¿Y un teléfono de contacto?' },
    ];
    const llamaindex = JSON.stringify({ message: '612 487 309', chat_history: history });
    expect(redact(llamaindex, 'input.value', masking).value).toBe(llamaindex.replace('612 487 309', '[REDACTED:PHONE]'));
    expect(redact({ chat_history: history, input: '612 487 309' }, 'app.chain.input', masking).value).toEqual({ chat_history: history, input: '[REDACTED:PHONE]' });
    // Negative control: without the history's question the same message is left as it is.
    const alone = JSON.stringify({ message: '612 487 309', chat_history: history.slice(0, 1) });
    expect(redact(alone, 'input.value', masking).value).toBe(alone);
  });

  it("in Cohere's, Haystack's, Semantic Kernel's and Rasa's shapes", () => {
    const shapes: [unknown[], string][] = [
      [[{ role: 'CHATBOT', message: "What's the best number to reach you?" }, { role: 'USER', message: '0612347479' }], 'cohere'],
      [[{ _role: 'assistant', _content: [{ text: "What's the best number to reach you?" }] }, { _role: 'user', _content: [{ text: '0612347479' }] }], 'haystack'],
      [[{ Role: { Label: 'assistant' }, Items: [{ Text: "What's the best number to reach you?" }] }, { Role: { Label: 'user' }, Items: [{ Text: '0612347479' }] }], 'semantic kernel'],
      [[{ event: 'bot', text: "What's the best number to reach you?" }, { event: 'user', text: '0612347479' }], 'rasa'],
    ];
    for (const [list, name] of shapes) {
      const text = JSON.stringify(list);
      expect(redact(text, 'app.transcript', masking).value, name).toBe(text.replace('0612347479', '[REDACTED:PHONE]'));
    }
  });

  it("in an app's own shape, in an array attribute of JSON strings, and past events that are no message (Rasa's slots)", () => {
    const own = JSON.stringify({ turns: [{ r: 'bot', t: 'Kode posnya?' }, { r: 'user', t: '12730' }] });
    expect(redact(own, 'bot.memory', masking).value).toBe(own.replace('"12730"', '"[REDACTED:LOCATION]"'));
    const turns = [JSON.stringify({ from: 'agent', text: 'Qual o melhor telefone pra contato?' }), JSON.stringify({ from: 'customer', text: '(11) 98472-3310' })];
    expect(redact(turns, 'support.chat.turns', masking).value).toEqual([turns[0], turns[1]!.replace('(11) 98472-3310', '[REDACTED:PHONE]')]);
    const rasa = JSON.stringify([
      { event: 'bot', text: 'Aapka PAN number kya hai?' },
      { event: 'slot', name: 'requested_slot', value: 'pan' },
      { event: 'action', name: 'action_listen' },
      { event: 'user', text: 'BKRPS4821L' },
    ]);
    expect(redact(rasa, 'rasa.tracker.events', masking).value).toBe(rasa.replace('BKRPS4821L', '[REDACTED:NATIONAL_ID]'));
    // Negative control: a record with two role words is no message; its strings are read as they are.
    const record = JSON.stringify([{ r: 'bot', t: 'Kode posnya?' }, { owner: 'user', group: 'agent', t: '12730' }]);
    expect(redact(record, 'bot.memory', masking).value).toBe(record);
  });

  it('a question back is no name: "а зачем?" after "Укажите ФИО" is kept, and the name after it is the answer', () => {
    const text = JSON.stringify([
      { author: 'bot', body: 'Как к вам обращаться? Укажите ФИО.' },
      { author: 'client', body: 'а зачем?' },
      { author: 'bot', body: 'Чтобы оператор мог найти вашу заявку.' },
      { author: 'client', body: 'Волкова Екатерина Сергеевна' },
    ]);
    expect(redact(text, 'support.chat', masking).value).toBe(text.replace('Волкова Екатерина Сергеевна', '[REDACTED:PERSON_NAME]'));
  });

  it('a refusal, or a question about something else, closes the question: a later bare value is no answer', () => {
    const refused = JSON.stringify([
      { role: 'assistant', content: 'Czy mogę prosić o numer PESEL?' },
      { role: 'user', content: 'wolałbym nie podawać' },
      { role: 'assistant', content: 'Rozumiem.' },
      { role: 'user', content: 'wersja 256 GB' },
    ]);
    expect(redact(refused, 'app.transcript', masking).value).toBe(refused);
    // Negative control: after a reply that puts the answer off instead, the same value is read as the answer.
    const deferred = refused.replace('wolałbym nie podawać', 'chwileczkę');
    expect(redact(deferred, 'app.transcript', masking).value).not.toBe(deferred);
    const other = JSON.stringify([
      { role: 'assistant', content: 'Could you confirm your date of birth?' },
      { role: 'user', content: 'one sec' },
      { role: 'assistant', content: 'Meanwhile, which delivery date suits you?' },
      { role: 'user', content: '12/01/2027' },
    ]);
    expect(redact(other, 'app.transcript', masking).value).toBe(other);
    // Negative control: the same value while the question is still open (the asker goes on without one) is an answer.
    const open = other.replace('Meanwhile, which delivery date suits you?', 'Sure, take your time.');
    expect(redact(open, 'app.transcript', masking).value).toBe(open.replace('12/01/2027', '[REDACTED:BIRTH_DATE]'));
  });

  it('negative control: answers to questions that ask for nothing personal, and elements that are no message, stay', () => {
    for (const [q, a] of [['How many guests?', '4'], ['Which order is it about?', 'ORD-55821'], ['Which city for the forecast?', 'Porto Alegre'], ['Which date would you like to arrive?', '14.03.2027']]) {
      const text = JSON.stringify({ messages: asked(q!, a!) });
      expect(redact(text, 'input.value', masking).value, q).toBe(text);
    }
    // Retrieved documents are no messages: a question in one does not make the next one an answer.
    const docs = JSON.stringify([{ source: 'faq.md', content: 'What is your full name on the account?' }, { source: 'kb.md', content: 'Marketing Team' }]);
    expect(redact(docs, 'retrieval.documents', masking).value).toBe(docs);
  });
});

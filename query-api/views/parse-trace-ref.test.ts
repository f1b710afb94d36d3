import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MAX_TRACE_REF_CHARS, parseTraceRef } from './parse-trace-ref.ts';

const ID = '4bf92f3577b34da6a3ce929d0e0e4736';
const SPAN = '00f067aa0ba902b7';

const hexChars = (n: number) => fc.string({ unit: fc.constantFrom(...'0123456789abcdefABCDEF'), minLength: n, maxLength: n });
const traceIds = hexChars(32).filter((s) => !/^0+$/.test(s));
const spanIds = hexChars(16).filter((s) => !/^0+$/.test(s));

describe('parseTraceRef', () => {
  it.each([
    ['a bare id', ID, 'trace_id'],
    ['a bare id in upper case', ID.toUpperCase(), 'trace_id'],
    ['a bare id with surrounding blanks', `  ${ID}\n`, 'trace_id'],
    ['a traceparent', `00-${ID}-${SPAN}-01`, 'traceparent'],
    ['a traceparent of a later version with an extra field', `01-${ID}-${SPAN}-01-whatever`, 'traceparent'],
    ['a traceparent, percent-encoded', encodeURIComponent(`00-${ID}-${SPAN}-00`), 'traceparent'],
    ['a URL with trace_id=', `https://grafana.example.test/explore?trace_id=${ID}&from=now-1h`, 'embedded'],
    ['a URL with traceId=', `https://app.example.test/support?ticket=88&traceId=${ID.toUpperCase()}`, 'embedded'],
    ['a URL with /traces/<id>', `http://127.0.0.1:8080/v1/traces/${ID}?include=content`, 'embedded'],
    ['a Jaeger URL /trace/<id>', `https://jaeger.example.test/trace/${ID}`, 'embedded'],
    ['a URL with traceparent=', `https://x.example.test/?traceparent=00-${ID}-${SPAN}-01`, 'embedded'],
    ['a URL with an encoded traceparent=', `https://x.example.test/?traceparent=${encodeURIComponent(`00-${ID}-${SPAN}-01`)}`, 'embedded'],
    ['a URL, percent-encoded twice', encodeURIComponent(encodeURIComponent(`https://x.example.test/?trace_id=${ID}`)), 'embedded'],
    ['a log line with a header', `2026-12-01 ERROR upstream failed traceparent: 00-${ID}-${SPAN}-01 user=7`, 'embedded'],
    ['JSON with "traceId"', `{"level":"error","traceId": "${ID}","msg":"x"}`, 'embedded'],
    ['an otel_trace_id field', `otel_trace_id=${ID}`, 'embedded'],
    ['a trace id that appears twice (same id)', `?trace_id=${ID}&traceparent=00-${ID}-${SPAN}-01`, 'embedded'],
  ])('accepts %s', (_name, input, form) => {
    expect(parseTraceRef(input)).toEqual({ ok: true, traceId: ID, form });
  });

  it.each([
    ['empty', '', 'empty'],
    ['31 hex digits', ID.slice(1), 'no trace id found'],
    ['33 hex digits', `${ID}0`, 'no trace id found'],
    ['a non-hex character', `${ID.slice(1)}g`, 'no trace id found'],
    ['the all-zero id', '0'.repeat(32), 'all zeros'],
    ['a traceparent of version ff', `ff-${ID}-${SPAN}-01`, 'version ff'],
    ['a traceparent with an all-zero trace id', `00-${'0'.repeat(32)}-${SPAN}-01`, 'all zeros'],
    ['a traceparent with an all-zero parent id', `00-${ID}-${'0'.repeat(16)}-01`, 'parent id is all zeros'],
    ['a version 00 traceparent with a fifth field', `00-${ID}-${SPAN}-01-extra`, 'exactly four fields'],
    ['a URL with an all-zero trace_id', `https://x.example.test/?trace_id=${'0'.repeat(32)}`, 'all zeros'],
    ['a URL with two different trace ids', `https://x.example.test/?trace_id=${ID}&other=1&traceId=${'ab'.repeat(16)}`, '2 different trace ids'],
    // A lone 32-hex word in a URL is not a trace id (hashes, request ids): the negative control of the embedded forms.
    ['a URL with only a hash of the right length', `https://cdn.example.test/assets/${ID}.js`, 'no trace id found'],
    ['a too long input', `trace_id=${ID}`.padEnd(MAX_TRACE_REF_CHARS + 1, ' x'), 'longer than'],
  ])('refuses %s, saying why and which forms are accepted', (_name, input, why) => {
    const r = parseTraceRef(input);
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.message).toContain(why);
    expect(r.message).toContain('W3C traceparent');
    expect(r.message).toContain('/traces/<id>');
  });

  it('never echoes the input in its message', () => {
    const secret = 'jane.doe@example.com';
    const r = parseTraceRef(`https://x.example.test/?user=${secret}`);
    expect(r.ok).toBe(false);
    expect(JSON.stringify(r)).not.toContain(secret);
  });

  it('finds any valid trace id in every accepted form, in lower case (property)', () => {
    fc.assert(
      fc.property(traceIds, spanIds, fc.integer({ min: 0, max: 5 }), (id, span, form) => {
        const tp = `00-${id}-${span}-01`;
        const input = [id, tp, `https://x.test/?trace_id=${id}`, `https://x.test/v1/traces/${id}`, encodeURIComponent(`https://x.test/?traceparent=${tp}`), `log: traceparent=${tp} done`][form]!;
        expect(parseTraceRef(input)).toMatchObject({ ok: true, traceId: id.toLowerCase() });
      }),
    );
  });

  it('never throws and only ever returns 32 lowercase hex, not all zeros (property)', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 200 }), (s) => {
        const r = parseTraceRef(s);
        if (r.ok) {
          expect(r.traceId).toMatch(/^[0-9a-f]{32}$/);
          expect(r.traceId).not.toMatch(/^0+$/);
        }
      }),
    );
  });
});

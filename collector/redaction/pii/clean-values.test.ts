import { describe, expect, it } from 'vitest';
import { CleanValues } from './clean-values.ts';
import { createPiiEngine } from './pii-engine.ts';

describe('CleanValues', () => {
  const rule = {};
  const other = {};

  it('remembers a value per rule: the same text under another rule is not known', () => {
    const clean = new CleanValues(8192, 200, 1);
    expect(clean.has(rule, 'value-3 order delivery')).toBe(false);
    clean.add(rule, 'value-3 order delivery');
    expect(clean.has(rule, 'value-3 order delivery')).toBe(true);
    expect(clean.has(other, 'value-3 order delivery')).toBe(false);
    expect(clean.hits).toBe(1);
    expect(clean.misses).toBe(2);
  });

  it('never remembers a value whose reading could depend on the clock: more than three digits, or a digit outside ASCII', () => {
    const clean = new CleanValues(8192, 200, 1);
    for (const v of ['born 1987', 'order 12345', '2026-03-14', 'ref ١٩٨٧', '生于１９８７年', 'v९']) {
      clean.add(rule, v);
      expect(clean.has(rule, v), v).toBe(false);
    }
    // Negative control: three ASCII digits are remembered.
    clean.add(rule, 'HTTP/1.1 200');
    expect(clean.has(rule, 'HTTP/1.1 200')).toBe(false); // 5 digits
    clean.add(rule, 'status 200');
    expect(clean.has(rule, 'status 200')).toBe(true);
  });

  it('remembers a value with a chance of one in admitOneIn: a value that comes back is remembered after a few sightings', () => {
    const clean = new CleanValues(8192, 200, 16);
    let sightings = 0;
    while (!clean.has(rule, 'status ok') && sightings < 1000) {
      clean.add(rule, 'status ok');
      sightings++;
    }
    expect(sightings).toBeGreaterThan(0);
    expect(sightings).toBeLessThan(1000);
    // Of 1,600 different values, about 100 are remembered.
    const many = new CleanValues(8192, 200, 16);
    for (let i = 0; i < 1600; i++) many.add(rule, `value ${String.fromCharCode(97 + (i % 26))}${Math.floor(i / 26)}`);
    let kept = 0;
    for (let i = 0; i < 1600; i++) if (many.has(rule, `value ${String.fromCharCode(97 + (i % 26))}${Math.floor(i / 26)}`)) kept++;
    expect(kept).toBeGreaterThan(50);
    expect(kept).toBeLessThan(200);
  });

  it('is bounded: longer values are not remembered, and all are forgotten when it is full', () => {
    const clean = new CleanValues(3, 10, 1);
    clean.add(rule, 'a'.repeat(11));
    expect(clean.has(rule, 'a'.repeat(11))).toBe(false);
    for (const v of ['one', 'two', 'three']) clean.add(rule, v);
    expect(['one', 'two', 'three'].every((v) => clean.has(rule, v))).toBe(true);
    clean.add(rule, 'four');
    expect(clean.has(rule, 'four')).toBe(true);
    expect(clean.has(rule, 'one')).toBe(false);
  });
});

describe('the engine remembers clean attribute values', () => {
  it('a value seen clean under one key is still read in the mode of another key', () => {
    const engine = createPiiEngine({ rules: {} });
    // Under a plain key a query-shaped text stays; under url.query its parameters go. Seen first under the plain key
    // (and remembered there), it must still be redacted under url.query.
    // A value is remembered one time in 16 at random: 200 sightings leave it out with a chance of (15/16)^200 < 1e-5.
    for (let i = 0; i < 200; i++) expect(engine.redactValue('sid=hunterabc&q=shoes', 'app.note', {})).toBe('sid=hunterabc&q=shoes');
    const counts = {};
    expect(engine.redactValue('sid=hunterabc&q=shoes', 'url.query', counts)).toBe('sid=[REDACTED:URL_QUERY]&q=[REDACTED:URL_QUERY]');
    expect(counts).toEqual({ URL_QUERY: 2 });
  });

  it('a value with a finding is redacted and counted every time it comes back', () => {
    const engine = createPiiEngine({ rules: {} });
    for (let i = 0; i < 3; i++) {
      const counts = {};
      expect(engine.redactValue('mail me at jane.doe@example.com', 'app.note', counts)).toBe('mail me at [REDACTED:EMAIL]');
      expect(counts).toEqual({ EMAIL: 1 });
    }
  });

  it('a key that makes its value personal is not answered from what another key saw', () => {
    const engine = createPiiEngine({ rules: {} });
    for (let i = 0; i < 200; i++) expect(engine.redactValue('kowalski', 'app.team', {})).toBe('kowalski');
    expect(engine.redactValue('kowalski', 'enduser.id', {})).not.toBe('kowalski');
  });
});

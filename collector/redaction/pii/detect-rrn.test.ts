import { describe, expect, it } from 'vitest';
import type { EntityType } from './entity-type.ts';
import { createPiiEngine } from './pii-engine.ts';

// Pinned clock: the undashed form's timestamp window depends on it.
const NOW_MS = Date.parse('2025-06-01T00:00:00Z');
const engine = createPiiEngine({ rules: {}, now: () => NOW_MS });

function found(text: string, key?: string): Array<[EntityType, string]> {
  return engine.findEntities(text, key ? { key } : undefined).map((f) => [f.type, text.slice(f.start, f.end)]);
}

describe('RRN', () => {
  it('accepts a valid check digit, or a post-2020 birth year, without context when separated', () => {
    expect(found('900101-1234568')).toEqual([['RRN', '900101-1234568']]);
    expect(found('900101 1234568')).toEqual([['RRN', '900101 1234568']]);
    expect(found('900101\u20131234568')).toEqual([['RRN', '900101\u20131234568']]);
    expect(found('210315-3123456')).toEqual([['RRN', '210315-3123456']]);
  });

  it('accepts a failing check digit only in RRN context', () => {
    expect(found('900101-1234567')).toEqual([]);
    expect(found('주민등록번호: 900101-1234567')).toEqual([['RRN', '900101-1234567']]);
    expect(found('900101-1234567', 'user.rrn')).toEqual([['RRN', '900101-1234567']]);
  });

  it('takes the undashed form with a valid check digit and a real birth date, without a keyword', () => {
    expect(found('9001011234568')).toEqual([['RRN', '9001011234568']]);
    expect(found('고객 번호 9001011234568입니다')).toEqual([['RRN', '9001011234568']]);
    expect(found('{"doc": 9001011234568}')).toEqual([['RRN', '9001011234568']]);
  });

  it('leaves the undashed form alone when the check digit fails, unless RRN context vouches for it', () => {
    expect(found('9001011234567')).toEqual([]);
    expect(found('rrn=9001011234567')).toEqual([['RRN', '9001011234567']]);
    // Issued since October 2020: random trailing digits, only with a keyword when undashed.
    expect(found('2103153123456')).toEqual([]);
    expect(found('주민번호 2103153123456')).toEqual([['RRN', '2103153123456']]);
  });

  it('reads a number introduced as a time as a timestamp, in the text or the attribute key', () => {
    for (const t of ['ts 9001011234568', '"timestamp": 9001011234568', 'created_at=9001011234568', 'expires 9001011234568']) expect(found(t), t).toEqual([]);
    expect(found('9001011234568', 'event.time')).toEqual([]);
    // A German "Datensatz" (record) is not a date.
    expect(found('Datensatz: 9001011234568')).toEqual([['RRN', '9001011234568']]);
  });

  it('reads a number within a year of now, as epoch ms, as a timestamp (2018 births need a keyword in 2026-2028)', () => {
    const born2018 = '1801153123456'; // valid check digit; as epoch ms: 2027-01-26
    const late = createPiiEngine({ rules: {}, now: () => Date.parse('2026-12-01T00:00:00Z') });
    expect(late.findEntities(born2018)).toEqual([]);
    expect(late.findEntities(`rrn ${born2018}`).map((f) => f.type)).toEqual(['RRN']);
    expect(engine.findEntities(born2018).map((f) => f.type)).toEqual(['RRN']);
  });

  it('does not take centenarians (born over 105 years ago) without a keyword when undashed', () => {
    expect(found('1501011234569')).toEqual([]);
    expect(found('주민등록번호 1501011234569')).toEqual([['RRN', '1501011234569']]);
  });

  it('needs a real, past birth date always', () => {
    expect(found('주민등록번호 901301-1234567')).toEqual([]);
    expect(found('300101-3234564')).toEqual([]);
  });

  it('does not read epoch-millisecond timestamps of the current years, trace ids or longer numbers as RRNs', () => {
    for (const n of ['1748736000000', '1717171717171', 'dd.trace_id=9001011234568', '90010112345681', '19001011234568', '9001011234568.5']) {
      expect(found(n).filter(([t]) => t === 'RRN'), n).toEqual([]);
    }
  });
});

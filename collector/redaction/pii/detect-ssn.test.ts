import { describe, expect, it } from 'vitest';
import type { EntityType } from './entity-type.ts';
import { createPiiEngine } from './pii-engine.ts';

const engine = createPiiEngine({ rules: {} });

function found(text: string, key?: string): Array<[EntityType, string]> {
  return engine.findEntities(text, key ? { key } : undefined).map((f) => [f.type, text.slice(f.start, f.end)]);
}

describe('SSN', () => {
  it('finds the grouped 3-2-4 forms anywhere, without a keyword, whatever the separator', () => {
    for (const ssn of ['674-58-2925', '674 58 2925', '674.58.2925', '674\u201358\u20132925', '674\u00a058\u00a02925']) {
      expect(found(`value ${ssn} end`), ssn).toEqual([['SSN', ssn]]);
      expect(found(ssn), ssn).toEqual([['SSN', ssn]]);
    }
  });

  it('reads full-width digits and hyphens (CJK input) and keeps the original span', () => {
    const ssn = '\uff16\uff17\uff14\uff0d\uff15\uff18\uff0d\uff12\uff19\uff12\uff15';
    expect(found(`番号は${ssn}です`)).toEqual([['SSN', ssn]]);
  });

  it('needs an SSN word (in the text or the attribute key) for nine digits in a row', () => {
    expect(found('ref 674582925')).toEqual([]);
    expect(found('applicant_ssn=674582925')).toEqual([['SSN', '674582925']]);
    expect(found('social security number: 674582925')).toEqual([['SSN', '674582925']]);
    expect(found('674582925', 'customer.ssn')).toEqual([['SSN', '674582925']]);
    expect(found('674582925', 'order.number')).toEqual([]);
    expect(found('674582925', 'patientSSN')).toEqual([['SSN', '674582925']]);
  });

  it('applies the SSA rules without a label: no area 000, 666 or 9xx, no group 00, no serial 0000', () => {
    for (const n of ['000-12-3456', '666-12-3456', '912-12-3456', '123-00-4567', '123-45-0000', '000 12 3456', '912 12 3456']) expect(found(`ref ${n}`).filter(([t]) => t === 'SSN'), n).toEqual([]);
  });

  it('after an ITIN, TIN or tax-id label also takes a 9xx area with the group of an ITIN (50-65, 70-88, 90-92, 94-99) or an ATIN (93)', () => {
    expect(found('ITIN: 912-78-3456')).toEqual([['SSN', '912-78-3456']]);
    expect(found('my tax ID is 955 93 3456')).toEqual([['SSN', '955 93 3456']]);
    expect(found('TIN 970583456')).toEqual([['SSN', '970583456']]);
    expect(found('912-52-3456', 'applicant.itin')).toEqual([['SSN', '912-52-3456']]);
    expect(found('order 970583456')).toEqual([]);
    // Not an IRS group, never issued, or a placeholder.
    for (const n of ['912-12-3456', '991-67-2813', '000-03-5573', '666-12-3456', '000-00-0000', '912-78-0000']) expect(found(`tin: ${n}`).filter(([t]) => t === 'SSN'), n).toEqual([]);
    // No SSN has a 9xx area: after "SSN" it is an invalid SSN.
    expect(found('ssn: 912-78-3456').filter(([t]) => t === 'SSN')).toEqual([]);
  });

  it('does not take a 3-2-4 group out of a longer number, a mixed layout or a code', () => {
    for (const n of ['12 674 58 2925', '674 58 2925 12', '674-58 2925', 'ORD-674-58-2925', '674-58-2925-1', 'v674.58.2925', '674-58-29251', '+1 674 58 2925']) {
      expect(found(n).filter(([t]) => t === 'SSN'), n).toEqual([]);
    }
  });
});

import { describe, expect, it } from 'vitest';
import { isoOfNs } from './iso-of-ns.ts';

describe('isoOfNs', () => {
  it('prints milliseconds when that is all the time has, and nine digits when it has more', () => {
    expect(isoOfNs('1764590400123000000')).toBe('2025-12-01T12:00:00.123Z');
    expect(isoOfNs('1764590400123456789')).toBe('2025-12-01T12:00:00.123456789Z');
    expect(isoOfNs('1764590400000000001')).toBe('2025-12-01T12:00:00.000000001Z');
  });
});

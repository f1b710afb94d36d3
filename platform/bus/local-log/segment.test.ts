import { describe, expect, test } from 'vitest';
import { addIndexEntry, findSegment, floorIndexPosition, newSegment } from './segment.ts';

describe('local log segment index', () => {
  test('indexes the first batch and then one batch per 64 KiB, and floors lookups to an indexed batch', () => {
    const segment = newSegment(100, '/x');
    addIndexEntry(segment, 100, 0);
    addIndexEntry(segment, 110, 40_000); // within 64 KiB of the last entry: not indexed
    addIndexEntry(segment, 120, 70_000);

    expect(segment.indexOffsets).toEqual([100, 120]);
    expect(floorIndexPosition(segment, 99)).toBe(0);
    expect(floorIndexPosition(segment, 115)).toBe(0);
    expect(floorIndexPosition(segment, 120)).toBe(70_000);
    expect(floorIndexPosition(segment, 1_000)).toBe(70_000);
  });

  test('findSegment picks the segment holding an offset, the next one at a boundary, null before the first', () => {
    const first = { ...newSegment(0, '/a'), endOffset: 10 };
    const second = { ...newSegment(10, '/b'), endOffset: 25 };

    expect(findSegment([first, second], 9)).toBe(first);
    expect(findSegment([first, second], 10)).toBe(second);
    expect(findSegment([first, second], 99)).toBe(second);
    expect(findSegment([second], 3)).toBeNull();
    expect(findSegment([], 0)).toBeNull();
  });
});

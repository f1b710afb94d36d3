/**
 * The writer's compact row form (JSONCompactEachRow): columns once, values in their order — only when every row
 * has exactly the first row's columns; any other shape falls back to JSONEachRow, so a value can never land in
 * another column. (store.test.ts round-trips every table through the writer on the real engine.)
 */
import { describe, expect, it } from 'vitest';
import { compactInsertOf } from './store-writer.ts';

describe('compactInsertOf', () => {
  it('gives the columns of the first row once and each row as an array in that order, by name', () => {
    const insert = compactInsertOf([
      { a: 1, b: 'x', c: null },
      { c: 3, a: 2, b: 'y' }, // same columns, another order
    ]);
    expect(insert).toEqual({ format: 'JSONCompactEachRow', columns: ['a', 'b', 'c'], values: [[1, 'x', null], [2, 'y', 3]] });
  });

  it('keeps an undefined value as a member (the client writes null, which ClickHouse reads as the default)', () => {
    const insert = compactInsertOf([{ a: 1, b: undefined }]);
    expect(insert.format).toBe('JSONCompactEachRow');
    expect(JSON.stringify(insert.values)).toBe('[[1,null]]');
  });

  it.each([
    ['a row with a column more', [{ a: 1 }, { a: 2, b: 3 }]],
    ['a row with a column less', [{ a: 1, b: 2 }, { a: 3 }]],
    ['a row with as many columns, but others', [{ a: 1, b: 2 }, { a: 3, c: 4 }]],
  ])('falls back to JSONEachRow, rows unchanged, for %s', (_what, rows) => {
    expect(compactInsertOf(rows)).toEqual({ format: 'JSONEachRow', values: rows });
  });
});

import { describe, expect, it } from 'vitest';
import { spanWithEveryField } from '../../test/factories/span.ts';
import type { StoredSpan } from '../../platform/store/create-store.ts';
import { buildSpanTree, type SpanNode } from './build-span-tree.ts';

const T0_MS = 1_741_000_000_000n;
const ns = (ms: number) => `${(T0_MS + BigInt(ms)) * 1_000_000n}`;

/** A stored span `id` under `parent` ('' = root), from `startMs` to `endMs` after T0; `name` tells versions apart. */
function span(id: string, parent: string, startMs = 0, endMs = 10, name = `op ${id}`): StoredSpan {
  return { ...spanWithEveryField({ spanId: id, parentSpanId: parent, name, startTimeUnixNano: ns(startMs), endTimeUnixNano: ns(endMs) }), serviceName: 'svc' };
}

/** The tree as nested [spanId, orphan, children] tuples: structure only, readable in a failure diff. */
type Shape = [string, boolean, Shape[]];
const shape = (nodes: readonly SpanNode[]): Shape[] => nodes.map((n) => [n.spanId, n.orphan, shape(n.children)]);

/** Every node reachable from the roots, each counted once per place it appears. Iterative: a cycle must not hang the test. */
function reachableIds(roots: readonly SpanNode[], limit = 10_000): string[] {
  const out: string[] = [];
  const stack = [...roots];
  while (stack.length > 0 && out.length < limit) {
    const n = stack.pop()!;
    out.push(n.spanId);
    stack.push(...n.children);
  }
  return out.sort();
}

describe('buildSpanTree', () => {
  it('an empty trace is an empty forest', () => {
    expect(buildSpanTree([])).toEqual([]);
  });

  it('nests children under their parent in the order given', () => {
    const tree = buildSpanTree([span('a', ''), span('b', 'a', 1), span('c', 'b', 2), span('d', 'a', 3)]);
    expect(shape(tree)).toEqual([['a', false, [['b', false, [['c', false, []]]], ['d', false, []]]]]);
  });

  it('keeps every root of a trace with many roots, in the order given, none marked orphan', () => {
    const ids = Array.from({ length: 50 }, (_, i) => `r${String(i).padStart(2, '0')}`);
    const tree = buildSpanTree([...ids.map((id, i) => span(id, '', i)), span('child', 'r07', 60)]);
    expect(tree.map((n) => n.spanId)).toEqual(ids);
    expect(tree.every((n) => !n.orphan)).toBe(true);
    expect(shape(tree.filter((n) => n.spanId === 'r07'))).toEqual([['r07', false, [['child', false, []]]]]);
  });

  it('shows a span whose parent is not in the trace as an extra root marked orphan, with its own children', () => {
    const tree = buildSpanTree([span('root', ''), span('lost-child', 'gone', 1), span('grandchild', 'lost-child', 2)]);
    expect(shape(tree)).toEqual([
      ['root', false, []],
      ['lost-child', true, [['grandchild', false, []]]],
    ]);
  });

  it('shows a span that is its own parent as a root marked orphan instead of looping', () => {
    const tree = buildSpanTree([span('root', ''), span('self', 'self', 1), span('under-self', 'self', 2)]);
    expect(shape(tree)).toEqual([
      ['root', false, []],
      ['self', true, [['under-self', false, []]]],
    ]);
  });

  it('breaks a parent cycle (a → b → a) at its first span given, so no span is lost and the tree is finite', () => {
    const tree = buildSpanTree([span('root', ''), span('a', 'b', 1), span('b', 'a', 2), span('under-b', 'b', 3)]);
    expect(shape(tree)).toEqual([
      ['root', false, []],
      ['a', true, [['b', false, [['under-b', false, []]]]]],
    ]);
    // The API serializes the tree as JSON: a cycle left in it would throw there.
    expect(() => JSON.stringify(tree)).not.toThrow();
  });

  it('breaks a longer cycle reached from outside it (x → a → c → b → a) where it closes, keeping x under a', () => {
    const tree = buildSpanTree([span('x', 'a'), span('a', 'c', 1), span('b', 'a', 2), span('c', 'b', 3)]);
    expect(reachableIds(tree)).toEqual(['a', 'b', 'c', 'x']);
    // x is not in the cycle: it stays a child of a, where the walk up from x closes the loop and cuts it.
    expect(shape(tree)).toEqual([['a', true, [['x', false, []], ['b', false, [['c', false, []]]]]]]);
  });

  it('breaks two separate cycles independently, each shown after the real roots', () => {
    const tree = buildSpanTree([span('a', 'b'), span('b', 'a', 1), span('c', 'd', 2), span('d', 'c', 3), span('r', '', 4)]);
    expect(shape(tree)).toEqual([
      ['r', false, []],
      ['a', true, [['b', false, []]]],
      ['c', true, [['d', false, []]]],
    ]);
  });

  it('shows a span id given twice once (the store deduplicates replays), with its children attached once', () => {
    // Span ids are unique within a trace (OpenTelemetry), and spans FINAL keyed by span id cannot return two
    // rows for one: a duplicate is the same span written twice, so it is one node; the later version's fields win.
    const tree = buildSpanTree([span('a', '', 0, 10, 'first write'), span('b', 'a', 1), span('a', '', 0, 10, 'second write')]);
    expect(shape(tree)).toEqual([['a', false, [['b', false, []]]]]);
    expect(tree[0]!.name).toBe('second write');
  });

  it('nests by ids only: a child that starts before its parent or ends after it stays under it, times as stored', () => {
    const tree = buildSpanTree([span('parent', '', 100, 200), span('early', 'parent', 50, 150), span('late', 'parent', 150, 900), span('backwards', 'parent', 180, 170)]);
    expect(shape(tree)).toEqual([['parent', false, [['early', false, []], ['late', false, []], ['backwards', false, []]]]]);
    const byId = new Map(tree[0]!.children.map((n) => [n.spanId, n]));
    expect(byId.get('early')!.startTimeUnixNano).toBe(ns(50));
    expect(byId.get('late')!.durationMs).toBe(750);
    // An end before the start (clock skew between hosts) is shown as it was recorded, not hidden.
    expect(byId.get('backwards')!.durationMs).toBe(-10);
  });

  it('places a child given before its parent under that parent', () => {
    const tree = buildSpanTree([span('child', 'parent', 0), span('parent', '', 5)]);
    expect(shape(tree)).toEqual([['parent', false, [['child', false, []]]]]);
  });

  it('loses no span of a large random forest with orphans and cycles: every span appears exactly once', () => {
    let seed = 7;
    const rand = (n: number) => {
      seed = (Math.imul(seed, 1_103_515_245) + 12_345) >>> 0;
      return (seed >>> 8) % n;
    };
    const count = 2_000;
    const ids = Array.from({ length: count }, (_, i) => i.toString(16).padStart(16, '0'));
    // Parents: none, missing, any span of the trace (so cycles and self-parents occur).
    const spans = ids.map((id, i) => {
      const r = rand(10);
      const parent = r === 0 ? '' : r === 1 ? 'ffffffffffffffff' : ids[rand(count)]!;
      return span(id, parent, i);
    });
    const tree = buildSpanTree(spans);
    expect(reachableIds(tree, count * 2)).toEqual([...ids].sort());
    // Not vacuous: the data holds cycles longer than one span (roots cut from a parent that is in the trace).
    const given = new Set(ids);
    expect(tree.filter((n) => n.orphan && given.has(n.parentSpanId) && n.parentSpanId !== n.spanId).length).toBeGreaterThan(0);
    expect(() => JSON.stringify(tree)).not.toThrow();
  });
});

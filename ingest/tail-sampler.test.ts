import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import v8 from 'node:v8';
import { runInNewContext } from 'node:vm';
import type { SpanRecord } from '../schemas/span.ts';
import type { TraceBatch } from '../schemas/bus-payload.ts';
import { TailSamplingConfigSchema, type TailSamplingConfigInput } from '../schemas/tail-sampling.ts';
import { span } from '../test/factories/span.ts';
import { traceBatch } from '../test/factories/trace-batch.ts';
import { createTailSampler, type Decision, type DecidedTrace, type TailSampler } from './tail-sampler.ts';

interface FakeClock {
  nowMs(): number;
  set(ms: number): void;
}

function fakeClock(): FakeClock {
  let now = 0;
  return { nowMs: () => now, set: (ms) => void (now = ms) };
}

function traceIdOf(n: number): string {
  return (n + 1).toString(16).padStart(32, '0');
}

let spanSeq = 0;

function makeSpan(traceId: string, tenant: string, error: boolean): SpanRecord {
  spanSeq += 1;
  return span({
    tenant,
    traceId,
    spanId: spanSeq.toString(16).padStart(16, '0'),
    name: 'work',
    kind: 1,
    startTimeUnixNano: '1750000000000000000',
    endTimeUnixNano: '1750000000010000000',
    attributes: {},
    status: { code: error ? 2 : 0, message: '' },
    resource: { attributes: {}, droppedAttributesCount: 0, schemaUrl: '' },
  });
}

function batch(trace: number, opts: { tenant?: string; spans?: number; error?: boolean } = {}): TraceBatch {
  const tenant = opts.tenant ?? 'acme';
  const traceId = traceIdOf(trace);
  const spans = Array.from({ length: opts.spans ?? 2 }, () => makeSpan(traceId, tenant, opts.error ?? false));
  return traceBatch({ tenant, traceId, receivedAtMs: 0, spans, ledger: [] });
}

/**
 * Keeps traces with an error span, drops the rest: both outcomes are easy to arrange. These spans' parent is
 * never sent, so the root wait is off unless a test is about it.
 */
function sampler(clock: FakeClock, overrides: Partial<TailSamplingConfigInput> = {}): TailSampler {
  const config = TailSamplingConfigSchema.parse({ policies: [{ name: 'error', type: 'error' }], maxRootWaitMs: 0, ...overrides });
  return createTailSampler(config, clock);
}

function decidedIds(decided: DecidedTrace[]): string[] {
  return decided.map((d) => d.traceId);
}

describe('decision timing', () => {
  it('decides decisionWaitMs after the LAST batch of a trace: a batch at 9 s resets the wait', () => {
    const clock = fakeClock();
    const s = sampler(clock);
    s.add(0, 0, batch(1), 100);
    clock.set(9_000);
    s.add(0, 1, batch(1), 100);
    clock.set(10_000);
    expect(s.collectDecisions()).toEqual([]);
    clock.set(18_999);
    expect(s.collectDecisions()).toEqual([]);
    clock.set(19_000);
    const [decided, ...rest] = s.collectDecisions();
    expect(rest).toEqual([]);
    expect(decided).toMatchObject({ traceId: traceIdOf(1), offsets: [0, 1], spanCount: 4, decision: { early: false } });
    expect(decided!.batches).toHaveLength(2);
  });

  it('decides a trace at its deadline, not a millisecond before', () => {
    const clock = fakeClock();
    const s = sampler(clock, { decisionWaitMs: 500 });
    s.add(0, 0, batch(1), 100);
    clock.set(499);
    expect(s.collectDecisions()).toEqual([]);
    clock.set(500);
    expect(decidedIds(s.collectDecisions())).toEqual([traceIdOf(1)]);
  });

  it('returns expired traces oldest first, batches in arrival order', () => {
    const clock = fakeClock();
    const s = sampler(clock);
    const first = batch(2);
    const second = batch(2);
    s.add(0, 0, batch(1), 100);
    clock.set(10);
    s.add(0, 1, first, 100);
    clock.set(20);
    s.add(0, 2, second, 100);
    clock.set(60_000);
    const decided = s.collectDecisions();
    expect(decidedIds(decided)).toEqual([traceIdOf(1), traceIdOf(2)]);
    expect(decided[1]!.batches).toEqual([first, second]);
  });

  it('treats a clock step backwards as no time passing', () => {
    const clock = fakeClock();
    const s = sampler(clock, { decisionWaitMs: 1000 });
    clock.set(5_000);
    s.add(0, 0, batch(1), 100);
    clock.set(1_000);
    s.add(0, 1, batch(2), 100);
    clock.set(5_999);
    expect(s.collectDecisions()).toEqual([]);
    clock.set(6_000);
    expect(decidedIds(s.collectDecisions())).toEqual([traceIdOf(1), traceIdOf(2)]);
  });
});

describe('decisions', () => {
  it('keeps a trace a policy keeps and records the policy', () => {
    const clock = fakeClock();
    const s = sampler(clock);
    s.add(0, 0, batch(1), 100);
    s.add(0, 1, batch(1, { error: true }), 100);
    clock.set(10_000);
    expect(s.collectDecisions()[0]!.decision).toEqual({ keep: true, policy: 'error', early: false, withoutRoot: false });
  });

  it('drops a trace no policy keeps, as no_policy_matched, and still returns its batches', () => {
    const clock = fakeClock();
    const s = sampler(clock);
    const only = batch(1);
    s.add(0, 0, only, 100);
    clock.set(10_000);
    const [decided] = s.collectDecisions();
    expect(decided!.decision).toEqual({ keep: false, policy: 'no_policy_matched', early: false, withoutRoot: false });
    expect(decided!.batches).toEqual([only]);
  });

  it('counts decisions by outcome and by policy', () => {
    const clock = fakeClock();
    const s = sampler(clock);
    s.add(0, 0, batch(1, { error: true, spans: 3 }), 100);
    s.add(0, 1, batch(2, { spans: 1 }), 100);
    clock.set(10_000);
    s.collectDecisions();
    expect(s.stats()).toMatchObject({
      decidedKept: 1,
      decidedDropped: 1,
      keptSpans: 3,
      droppedSpans: 1,
      decisionsByPolicy: { error: 1, no_policy_matched: 1 },
    });
  });

  it('keeps the traces of two tenants apart even with the same trace id', () => {
    const clock = fakeClock();
    const s = sampler(clock);
    s.add(0, 0, batch(1, { tenant: 'acme', error: true }), 100);
    s.add(0, 1, batch(1, { tenant: 'globex' }), 100);
    clock.set(10_000);
    const byTenant = Object.fromEntries(s.collectDecisions().map((d) => [d.tenant, d.decision.keep]));
    expect(byTenant).toEqual({ acme: true, globex: false });
  });

  it('flushAll decides every buffered trace at once, marked early', () => {
    const clock = fakeClock();
    const s = sampler(clock);
    s.add(0, 0, batch(1), 100);
    s.add(1, 0, batch(2, { error: true }), 100);
    const decided = s.flushAll();
    expect(decided.map((d) => [d.traceId, d.decision.keep, d.decision.early])).toEqual([
      [traceIdOf(1), false, true],
      [traceIdOf(2), true, true],
    ]);
    expect(s.stats().bufferedTraces).toBe(0);
  });
});

describe('bounds', () => {
  it('over maxTraces, decides the least recently active trace early and counts it', () => {
    const clock = fakeClock();
    const s = sampler(clock, { maxTraces: 2 });
    s.add(0, 0, batch(1), 100);
    clock.set(1);
    s.add(0, 1, batch(2), 100);
    clock.set(2);
    s.add(0, 2, batch(1), 100); // trace 1 is now the more recent
    clock.set(3);
    expect(s.add(0, 3, batch(3), 100)).toEqual({ status: 'buffered' });
    const decided = s.collectDecisions();
    expect(decided.map((d) => [d.traceId, d.decision.early])).toEqual([[traceIdOf(2), true]]);
    expect(s.stats()).toMatchObject({ bufferedTraces: 2, earlyDecisions: 1 });
  });

  it('over maxBytes, decides the oldest traces early until the buffer fits', () => {
    const clock = fakeClock();
    const s = sampler(clock, { maxBytes: 1024 });
    for (let i = 0; i < 3; i++) {
      clock.set(i);
      s.add(0, i, batch(i), 400);
    }
    expect(decidedIds(s.collectDecisions())).toEqual([traceIdOf(0)]);
    expect(s.stats()).toMatchObject({ bufferedBytes: 800, bufferedTraces: 2, peakBufferedBytes: 1200, earlyDecisions: 1 });
  });

  it('decides a batch larger than maxBytes early on its own instead of holding it', () => {
    const clock = fakeClock();
    const s = sampler(clock, { maxBytes: 1024 });
    s.add(0, 0, batch(1, { error: true }), 5000);
    const [decided] = s.collectDecisions();
    expect(decided!.decision).toEqual({ keep: true, policy: 'error', early: true, withoutRoot: false });
    expect(s.stats().bufferedBytes).toBe(0);
  });
});

describe('memory: a decided trace is not kept', () => {
  // A full garbage collection on demand (the flag takes effect for contexts made after it is set).
  v8.setFlagsFromString('--expose-gc');
  const gc = runInNewContext('gc') as () => void;

  /** Adds batches through `drive`, releases every decision it returns, and tells which batches are still reachable. */
  async function reachableAfter(drive: (s: TailSampler, clock: FakeClock, add: (p: number, o: number, b: TraceBatch, size: number) => void) => DecidedTrace[]): Promise<{
    alive: string[];
    stats: ReturnType<TailSampler['stats']>;
  }> {
    const clock = fakeClock();
    const s = sampler(clock, { decisionWaitMs: 1000, maxBytes: 4000 });
    const refs: Array<[string, WeakRef<TraceBatch>]> = [];
    (() => {
      const add = (p: number, o: number, b: TraceBatch, size: number): void => {
        refs.push([`${b.traceId.replace(/^0+/, '')}@${o}`, new WeakRef(b)]);
        s.add(p, o, b, size);
      };
      s.release(drive(s, clock, add));
    })();
    // WeakRefs made in this job stay alive until it ends.
    await new Promise((resolve) => setImmediate(resolve));
    gc();
    return { alive: refs.filter(([, r]) => r.deref() !== undefined).map(([name]) => name), stats: s.stats() };
  }

  it('decided after its wait, over the byte bound, in several batches, or revoked: its batches can be collected', async () => {
    const { alive, stats } = await reachableAfter((s, clock, add) => {
      const decided: DecidedTrace[] = [];
      // Trace 1 in three batches (each leaves a deadline-queue entry), trace 2 in one: both decided by their wait.
      add(0, 0, batch(1), 100);
      add(0, 1, batch(2), 100);
      add(0, 2, batch(1), 100);
      add(0, 3, batch(1), 100);
      clock.set(2000);
      decided.push(...s.collectDecisions());
      // Trace 13 on partition 1, which is revoked.
      add(1, 0, batch(13), 10);
      s.dropPartition(1);
      // Traces 3–12 of 1,000 bytes each against maxBytes 4,000: the six oldest are decided early.
      for (let i = 3; i <= 12; i++) add(0, 10 + i, batch(i), 1000);
      decided.push(...s.collectDecisions());
      // Trace 14 (no bytes counted) is still buffered when the check runs, as are traces 9–12: the control.
      add(0, 30, batch(14), 0);
      return decided;
    });
    expect(stats).toMatchObject({ bufferedTraces: 5, bufferedBytes: 4000, pendingRelease: 0 });
    expect(alive.sort()).toEqual(['a@19', 'b@20', 'c@21', 'd@22', 'f@30']);
  });

  it('flushAll lets go of everything once released', async () => {
    const { alive } = await reachableAfter((s, _clock, add) => {
      for (let i = 1; i <= 20; i++) add(0, i, batch(i % 5), 100);
      return s.flushAll();
    });
    expect(alive).toEqual([]);
  });
});

describe('late batches', () => {
  it('a late batch of a kept trace is returned at once with the remembered decision', () => {
    const clock = fakeClock();
    const s = sampler(clock);
    s.add(0, 0, batch(1, { error: true }), 100);
    clock.set(10_000);
    s.collectDecisions();
    const late = batch(1, { spans: 3 });
    const result = s.add(0, 1, late, 100);
    expect(result).toMatchObject({ status: 'decided', trace: { late: true, batches: [late], offsets: [1], decision: { keep: true, policy: 'error' } } });
    expect(s.stats()).toMatchObject({ lateSpansFollowed: 3, bufferedTraces: 0 });
  });

  it('a late batch of a dropped trace is dropped too, even if it carries an error', () => {
    const clock = fakeClock();
    const s = sampler(clock);
    s.add(0, 0, batch(1), 100);
    clock.set(10_000);
    s.collectDecisions();
    const result = s.add(0, 1, batch(1, { error: true }), 100);
    expect(result).toMatchObject({ status: 'decided', trace: { decision: { keep: false, policy: 'no_policy_matched' } } });
  });

  it('a late batch of a trace no longer remembered starts a new trace and is counted', () => {
    const clock = fakeClock();
    const s = sampler(clock, { decisionCacheSize: 1 });
    s.add(0, 0, batch(1), 100);
    s.add(0, 1, batch(2), 100);
    clock.set(10_000);
    s.collectDecisions(); // trace 2's decision pushes trace 1's out of the cache
    expect(s.add(0, 2, batch(1, { spans: 4 }), 100)).toEqual({ status: 'buffered' });
    expect(s.add(0, 3, batch(2), 100)).toMatchObject({ status: 'decided' });
    expect(s.stats()).toMatchObject({ lateSpansNewTrace: 4, bufferedTraces: 1 });
  });

  it('a late batch holds its offset until it is released', () => {
    const clock = fakeClock();
    const s = sampler(clock);
    s.add(0, 0, batch(1), 100);
    clock.set(10_000);
    s.release(s.collectDecisions());
    const result = s.add(0, 1, batch(1), 100);
    expect(s.commitPosition(0)).toBe(1);
    if (result.status !== 'decided') throw new Error('expected a decided late batch');
    s.release([result.trace]);
    expect(s.commitPosition(0)).toBe(2);
  });
});

describe('commit position', () => {
  it('is null for a partition never seen and high-water + 1 when nothing is held', () => {
    const clock = fakeClock();
    const s = sampler(clock);
    expect(s.commitPosition(0)).toBeNull();
    s.add(0, 41, batch(1), 100);
    clock.set(10_000);
    s.release(s.collectDecisions());
    expect(s.commitPosition(0)).toBe(42);
  });

  it('stays at a pinned record however far the partition goes on, until the partition is dropped', () => {
    const clock = fakeClock();
    const s = sampler(clock);
    s.add(0, 10, batch(1), 100);
    s.pinRecord(0, 11);
    s.add(0, 12, batch(2), 100);
    s.pinRecord(0, 13); // a later pin does not move it
    s.skipRecord(0, 14);
    expect(s.commitPosition(0)).toBe(10);
    clock.set(15_000);
    s.release(s.collectDecisions());
    expect(s.commitPosition(0)).toBe(11);
    // Negative control: another partition commits past its records as before.
    s.skipRecord(1, 3);
    expect(s.commitPosition(1)).toBe(4);
    s.dropPartition(0);
    expect(s.commitPosition(0)).toBeNull();
  });

  it('is the oldest offset still held by a buffered trace', () => {
    const clock = fakeClock();
    const s = sampler(clock);
    s.add(0, 5, batch(1), 100);
    clock.set(5_000);
    s.add(0, 6, batch(2), 100);
    s.add(0, 7, batch(1), 100);
    expect(s.commitPosition(0)).toBe(5);
    clock.set(15_000);
    s.release(s.collectDecisions()); // trace 1 (offsets 5 and 7) and trace 2 (6)
    expect(s.commitPosition(0)).toBe(8);
  });

  it('never passes a decided trace whose batches are not released yet', () => {
    const clock = fakeClock();
    const s = sampler(clock);
    s.add(0, 0, batch(1), 100);
    clock.set(1);
    s.add(0, 1, batch(2), 100);
    clock.set(2);
    s.add(0, 2, batch(3), 100);
    clock.set(20_000);
    const [first, second, third] = s.collectDecisions();
    s.release([second!, third!]);
    expect(s.commitPosition(0)).toBe(0);
    s.release([first!]);
    expect(s.commitPosition(0)).toBe(3);
  });

  it('is per partition', () => {
    const clock = fakeClock();
    const s = sampler(clock);
    s.add(0, 10, batch(1), 100);
    s.add(1, 3, batch(2), 100);
    clock.set(10_000);
    const decided = s.collectDecisions();
    s.release(decided.filter((d) => d.partition === 1));
    expect([s.commitPosition(0), s.commitPosition(1)]).toEqual([10, 4]);
  });

  it('passes records skipped as unreadable', () => {
    const clock = fakeClock();
    const s = sampler(clock);
    s.add(0, 0, batch(1), 100);
    s.skipRecord(0, 1);
    clock.set(10_000);
    s.release(s.collectDecisions());
    expect(s.commitPosition(0)).toBe(2);
  });

  it('ignores a second release and a copy of a decided trace', () => {
    const clock = fakeClock();
    const s = sampler(clock);
    s.add(0, 0, batch(1), 100);
    clock.set(1);
    s.add(0, 1, batch(1), 100);
    clock.set(10_001);
    const [decided] = s.collectDecisions();
    s.release([{ ...decided! }]);
    expect(s.commitPosition(0)).toBe(0);
    s.release([decided!]);
    s.release([decided!]);
    expect(s.commitPosition(0)).toBe(2);
    expect(s.stats().pendingRelease).toBe(0);
  });
});

describe('partition revocation', () => {
  it('dropPartition forgets its buffered traces and offsets, and no other partition', () => {
    const clock = fakeClock();
    const s = sampler(clock);
    s.add(0, 0, batch(1), 100);
    s.add(1, 0, batch(2), 100);
    s.dropPartition(0);
    expect(s.commitPosition(0)).toBeNull();
    expect(s.stats()).toMatchObject({ bufferedTraces: 1, bufferedBytes: 100, revokedTraces: 1 });
    clock.set(10_000);
    expect(decidedIds(s.collectDecisions())).toEqual([traceIdOf(2)]);
  });

  it('dropPartition forgets its remembered decisions', () => {
    const clock = fakeClock();
    const s = sampler(clock);
    s.add(0, 0, batch(1), 100);
    clock.set(10_000);
    s.release(s.collectDecisions());
    s.dropPartition(0);
    expect(s.add(0, 1, batch(1), 100)).toEqual({ status: 'buffered' });
  });

  it('dropPartition discards its early decisions not yet collected', () => {
    const clock = fakeClock();
    const s = sampler(clock, { maxTraces: 1 });
    s.add(0, 0, batch(1), 100);
    s.add(1, 0, batch(2), 100); // trace 1 decided early, waiting in collectDecisions
    s.dropPartition(0);
    expect(s.collectDecisions()).toEqual([]);
  });

  it('a release of a trace decided before the revocation does not touch the partition when it comes back', () => {
    const clock = fakeClock();
    const s = sampler(clock);
    s.add(0, 7, batch(1), 100);
    clock.set(10_000);
    const before = s.collectDecisions();
    s.dropPartition(0);
    s.add(0, 7, batch(1), 100); // redelivered to us after a later rebalance
    s.release(before);
    expect(s.commitPosition(0)).toBe(7);
  });
});

describe('input errors of the caller', () => {
  it('rejects a negative offset or size', () => {
    const s = sampler(fakeClock());
    expect(() => s.add(0, -1, batch(1), 100)).toThrow(RangeError);
    expect(() => s.add(0, 0, batch(1), Number.NaN)).toThrow(RangeError);
  });
});

describe('no batch is ever lost (property)', () => {
  type Op =
    | { kind: 'add'; partition: number; trace: number; tenant: string; spans: number; size: number; error: boolean }
    | { kind: 'tick'; ms: number }
    | { kind: 'collect' }
    | { kind: 'release'; pick: number }
    | { kind: 'drop'; partition: number };

  const opArb: fc.Arbitrary<Op> = fc.oneof(
    { weight: 6, arbitrary: fc.record({ kind: fc.constant('add' as const), partition: fc.integer({ min: 0, max: 2 }), trace: fc.integer({ min: 0, max: 7 }), tenant: fc.constantFrom('acme', 'globex'), spans: fc.integer({ min: 0, max: 3 }), size: fc.integer({ min: 0, max: 700 }), error: fc.boolean() }) },
    { weight: 3, arbitrary: fc.record({ kind: fc.constant('tick' as const), ms: fc.integer({ min: 0, max: 1500 }) }) },
    { weight: 2, arbitrary: fc.record({ kind: fc.constant('collect' as const) }) },
    { weight: 2, arbitrary: fc.record({ kind: fc.constant('release' as const), pick: fc.nat() }) },
    { weight: 1, arbitrary: fc.record({ kind: fc.constant('drop' as const), partition: fc.integer({ min: 0, max: 2 }) }) },
  );

  it('every batch comes out in exactly one DecidedTrace (unless revoked), bounds hold, commitPosition never passes a held batch', () => {
    fc.assert(
      fc.property(
        fc.array(opArb, { maxLength: 150 }),
        fc.integer({ min: 1, max: 4 }),
        fc.integer({ min: 1024, max: 2000 }),
        fc.integer({ min: 0, max: 3 }),
        (ops, maxTraces, maxBytes, decisionCacheSize) => {
          const clock = fakeClock();
          let now = 0;
          const s = sampler(clock, { decisionWaitMs: 1000, maxTraces, maxBytes, decisionCacheSize });
          const where = new Map<TraceBatch, { partition: number; offset: number; key: string; arrivedMs: number }>();
          const pending = new Set<TraceBatch>(); // added, not yet handed out
          const outstanding = new Set<DecidedTrace>(); // handed out, not yet released
          const emitted = new Map<TraceBatch, number>();
          const revoked = new Set<TraceBatch>();
          const nextOffset = new Map<number, number>();
          const highWater = new Map<number, number>();
          // A late batch carries the very Decision of its trace, which may be emitted after it (an early
          // decision waits in collectDecisions while add already answers the late batch).
          const decisionsOf = new Map<string, Set<Decision>>();
          let lateChecks: { key: string; partition: number; decision: Decision }[] = [];

          const take = (decided: DecidedTrace[]): void => {
            for (const d of decided) {
              outstanding.add(d);
              expect(d.batches.length).toBeGreaterThan(0);
              expect(d.offsets).toHaveLength(d.batches.length);
              for (const [i, b] of d.batches.entries()) {
                const w = where.get(b)!;
                expect([w.partition, w.offset, w.key]).toEqual([d.partition, d.offsets[i], `${d.tenant}/${d.traceId}`]);
                expect(pending.delete(b)).toBe(true);
                emitted.set(b, (emitted.get(b) ?? 0) + 1);
              }
              // A decision on time is never taken before the wait after the trace's last batch.
              if (!d.late && !d.decision.early) expect(now).toBeGreaterThanOrEqual(Math.max(...d.batches.map((b) => where.get(b)!.arrivedMs)) + 1000);
              const key = `${d.partition}/${d.tenant}/${d.traceId}`;
              if (d.late) lateChecks.push({ key, partition: d.partition, decision: d.decision });
              else decisionsOf.set(key, (decisionsOf.get(key) ?? new Set()).add(d.decision));
            }
          };

          const checkInvariants = (): void => {
            const st = s.stats();
            expect(st.bufferedTraces).toBeLessThanOrEqual(maxTraces);
            expect(st.bufferedBytes).toBeLessThanOrEqual(maxBytes);
            for (const partition of [0, 1, 2]) {
              const held = [...pending].filter((b) => where.get(b)!.partition === partition).map((b) => where.get(b)!.offset);
              for (const d of outstanding) if (d.partition === partition) held.push(...d.offsets);
              const position = s.commitPosition(partition);
              if (!highWater.has(partition)) expect(position).toBeNull();
              else if (held.length > 0) expect(position).toBe(Math.min(...held));
              else expect(position).toBe(highWater.get(partition)! + 1);
            }
          };

          for (const op of ops) {
            switch (op.kind) {
              case 'add': {
                const offset = nextOffset.get(op.partition) ?? 0;
                nextOffset.set(op.partition, offset + 1);
                highWater.set(op.partition, offset);
                const b = batch(op.trace, { tenant: op.tenant, spans: op.spans, error: op.error });
                where.set(b, { partition: op.partition, offset, key: `${op.tenant}/${b.traceId}`, arrivedMs: now });
                pending.add(b);
                const result = s.add(op.partition, offset, b, op.size);
                if (result.status === 'decided') take([result.trace]);
                break;
              }
              case 'tick':
                now += op.ms;
                clock.set(now);
                break;
              case 'collect': {
                take(s.collectDecisions());
                // ...and never later: no trace still buffered has had its full wait since its last batch.
                const lastArrival = new Map<string, number>();
                for (const b of pending) {
                  const w = where.get(b)!;
                  const k = `${w.partition}/${w.key}`;
                  lastArrival.set(k, Math.max(lastArrival.get(k) ?? 0, w.arrivedMs));
                }
                for (const arrivedMs of lastArrival.values()) expect(arrivedMs + 1000).toBeGreaterThan(now);
                break;
              }
              case 'release': {
                const list = [...outstanding];
                if (list.length === 0) break;
                const chosen = list.filter((_, i) => (op.pick >> i % 30) & 1 || i === op.pick % list.length);
                s.release(chosen);
                for (const d of chosen) outstanding.delete(d);
                break;
              }
              case 'drop':
                s.dropPartition(op.partition);
                for (const b of [...pending]) {
                  if (where.get(b)!.partition !== op.partition) continue;
                  pending.delete(b);
                  revoked.add(b);
                }
                for (const d of [...outstanding]) if (d.partition === op.partition) outstanding.delete(d);
                lateChecks = lateChecks.filter((c) => c.partition !== op.partition);
                highWater.delete(op.partition);
                break;
            }
            checkInvariants();
          }

          take(s.flushAll());
          s.release([...outstanding]);
          outstanding.clear();
          checkInvariants();
          expect(pending.size).toBe(0);
          for (const b of where.keys()) expect(revoked.has(b) ? 0 : 1).toBe(emitted.get(b) ?? 0);
          for (const c of lateChecks) expect(decisionsOf.get(c.key)?.has(c.decision)).toBe(true);
          expect(s.stats()).toMatchObject({ bufferedTraces: 0, bufferedBytes: 0, bufferedSpans: 0, pendingRelease: 0 });
        },
      ),
      { numRuns: 400 },
    );
  });
});

describe('waiting for a running root (long agent runs are decided whole)', () => {
  const ROOT_ID = 'aaaaaaaaaaaaaaaa';
  const slowRoot = { policies: [{ name: 'slow_root', type: 'latency' as const, thresholdMs: 5000 }] };

  function child(traceId: string, spanId: string, parent = ROOT_ID): SpanRecord {
    return { ...makeSpan(traceId, 'acme', false), spanId, parentSpanId: parent, kind: 3 };
  }

  function rootSpan(traceId: string, durationMs: number, over: Partial<SpanRecord> = {}): SpanRecord {
    const start = 1_750_000_000_000_000_000n;
    return {
      ...makeSpan(traceId, 'acme', false),
      spanId: ROOT_ID,
      parentSpanId: '',
      kind: 2,
      startTimeUnixNano: String(start),
      endTimeUnixNano: String(start + BigInt(durationMs) * 1_000_000n),
      ...over,
    };
  }

  function batchOf(traceId: string, spans: SpanRecord[], extra: Partial<TraceBatch> = {}): TraceBatch {
    return traceBatch({ traceId, receivedAtMs: 0, spans, ledger: [], ...extra });
  }

  function rootWaitSampler(clock: FakeClock, overrides: Partial<TailSamplingConfigInput> = {}): TailSampler {
    return createTailSampler(TailSamplingConfigSchema.parse({ ...slowRoot, decisionWaitMs: 10_000, maxRootWaitMs: 300_000, ...overrides }), clock);
  }

  it('holds children of an unseen parent past the decision wait until the root arrives 30 s later, then slow_root applies', () => {
    const clock = fakeClock();
    const s = rootWaitSampler(clock);
    const t = traceIdOf(1);
    s.add(0, 0, batchOf(t, [child(t, '0000000000000001'), child(t, '0000000000000002')]), 100);
    for (const at of [10_000, 20_000, 30_000]) {
      clock.set(at);
      expect(s.collectDecisions()).toEqual([]);
    }
    expect(s.stats().waitingForRoot).toBe(1);
    s.add(0, 1, batchOf(t, [rootSpan(t, 30_500)]), 100);
    clock.set(40_000);
    const [decided] = s.collectDecisions();
    expect(decided).toMatchObject({ traceId: t, offsets: [0, 1], spanCount: 3, decision: { keep: true, policy: 'slow_root', early: false, withoutRoot: false } });
  });

  it('negative control: without the wait the same trace is decided at 10 s on its children alone and slow_root does not apply', () => {
    const clock = fakeClock();
    const s = rootWaitSampler(clock, { maxRootWaitMs: 0 });
    const t = traceIdOf(1);
    s.add(0, 0, batchOf(t, [child(t, '0000000000000001')]), 100);
    clock.set(10_000);
    const [decided] = s.collectDecisions();
    expect(decided!.decision).toEqual({ keep: false, policy: 'no_policy_matched', early: false, withoutRoot: false });
  });

  it('gives up at maxRootWaitMs and says the decision was made without the root', () => {
    const clock = fakeClock();
    const s = rootWaitSampler(clock, { maxRootWaitMs: 60_000 });
    const t = traceIdOf(2);
    s.add(0, 0, batchOf(t, [child(t, '0000000000000001')]), 100);
    clock.set(50_000);
    expect(s.collectDecisions()).toEqual([]);
    clock.set(60_000);
    const [decided] = s.collectDecisions();
    expect(decided!.decision).toMatchObject({ withoutRoot: true, early: false });
    expect(s.stats()).toMatchObject({ decidedWithoutRoot: 1, waitingForRoot: 0 });
  });

  it('does not wait for an upstream caller: an entry span with a remote parent (span flags) is this trace part\'s root', () => {
    const clock = fakeClock();
    const s = rootWaitSampler(clock);
    const t = traceIdOf(3);
    const entry = { ...child(t, ROOT_ID, 'ffffffffffffffff'), kind: 1 as const, flags: 0x301 };
    s.add(0, 0, batchOf(t, [child(t, '0000000000000001'), entry]), 100);
    clock.set(10_000);
    expect(decidedIds(s.collectDecisions())).toEqual([t]);
  });

  it('treats a SERVER span with an unseen parent as the entry when the SDK does not say whether the parent is remote', () => {
    const clock = fakeClock();
    const s = rootWaitSampler(clock);
    const t = traceIdOf(4);
    const server = { ...child(t, ROOT_ID, 'ffffffffffffffff'), kind: 2 as const, flags: 1 };
    s.add(0, 0, batchOf(t, [server, child(t, '0000000000000001')]), 100);
    clock.set(10_000);
    expect(decidedIds(s.collectDecisions())).toEqual([t]);
  });

  it('a sampled log record naming a span not received yet means that span is running; an unsampled one does not', () => {
    const clock = fakeClock();
    const s = rootWaitSampler(clock);
    const sampled = traceIdOf(5);
    const unsampled = traceIdOf(6);
    const logOf = (traceId: string, flags: number) => ({
      tenant: 'acme', timeUnixNano: '1', observedTimeUnixNano: '1', severityNumber: 9, severityText: 'INFO', body: 'step done',
      attributes: {}, droppedAttributesCount: 0, flags, traceId, spanId: ROOT_ID, eventName: '',
      resource: { attributes: {}, droppedAttributesCount: 0, schemaUrl: '' }, scope: { name: 'l', version: '', attributes: {}, schemaUrl: '' },
    });
    s.add(0, 0, batchOf(sampled, [], { logs: [logOf(sampled, 1)] }), 100);
    s.add(0, 1, batchOf(unsampled, [], { logs: [logOf(unsampled, 0)] }), 100);
    clock.set(10_000);
    expect(decidedIds(s.collectDecisions())).toEqual([unsampled]);
  });

  it('under memory pressure a waiting trace is decided early, and the decision says it had no root', () => {
    const clock = fakeClock();
    const s = rootWaitSampler(clock, { maxTraces: 1 });
    const a = traceIdOf(7);
    const b = traceIdOf(8);
    s.add(0, 0, batchOf(a, [child(a, '0000000000000001')]), 100);
    s.add(0, 1, batchOf(b, [child(b, '0000000000000002')]), 100);
    const [decided] = s.collectDecisions();
    expect(decided).toMatchObject({ traceId: a, decision: { early: true, withoutRoot: true } });
  });
});

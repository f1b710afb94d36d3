import { describe, expect, it } from 'vitest';
import pino from 'pino';
import { Writable } from 'node:stream';
import { createMetrics } from '../../platform/metrics/create-metrics.ts';
import { createAdmission, type AdmissionTicket } from './admission.ts';

function capture(): { logger: pino.Logger; lines: Array<Record<string, unknown>> } {
  const lines: Array<Record<string, unknown>> = [];
  const stream = new Writable({
    write(chunk: Buffer, _enc, cb) {
      for (const l of chunk.toString('utf8').split('\n')) if (l) lines.push(JSON.parse(l) as Record<string, unknown>);
      cb();
    },
  });
  return { logger: pino({ level: 'debug' }, stream), lines };
}

const admitted = (t: AdmissionTicket): t is Extract<AdmissionTicket, { admitted: true }> => t.admitted;

describe('admission', () => {
  it('admits up to the slots, serves waiters first come first served as slots free, and refuses after the wait bound', async () => {
    const { logger } = capture();
    const a = createAdmission({ logger }, { slots: 2, maxWaitMs: 200, maxWaiting: 10, retryAfterMs: 1000 });
    const t1 = await a.acquire('http');
    const t2 = await a.acquire('http');
    expect([t1.admitted, t2.admitted]).toEqual([true, true]);
    const order: number[] = [];
    const w3 = a.acquire('http').then((t) => (order.push(3), t));
    const w4 = a.acquire('grpc').then((t) => (order.push(4), t));
    expect(a.stats()).toMatchObject({ active: 2, waiting: 2 });
    if (admitted(t1)) t1.release();
    const t3 = await w3;
    expect(t3.admitted).toBe(true);
    expect(a.stats()).toMatchObject({ active: 2, waiting: 1 });
    // Nobody releases: the fourth waits its 200 ms and is refused, with the Retry-After to send.
    const started = Date.now();
    const t4 = await w4;
    expect(Date.now() - started).toBeGreaterThanOrEqual(150);
    expect(t4).toEqual({ admitted: false, reason: 'wait_timeout', retryAfterMs: 1000 });
    expect(order).toEqual([3, 4]);
    // A release twice frees one slot only.
    if (admitted(t2)) {
      t2.release();
      t2.release();
    }
    expect(a.stats().active).toBe(1);
    expect(a.stats()).toMatchObject({ admitted: 3, refused: 1, refusedByReason: { wait_timeout: 1, line_full: 0 } });
  });

  it('refuses at once when the waiting line is full, and with maxWaitMs 0 whenever the slots are busy', async () => {
    const { logger } = capture();
    const a = createAdmission({ logger }, { slots: 1, maxWaitMs: 10_000, maxWaiting: 1, retryAfterMs: 2000 });
    const held = await a.acquire('http');
    const waiting = a.acquire('http');
    const t0 = Date.now();
    expect(await a.acquire('http')).toEqual({ admitted: false, reason: 'line_full', retryAfterMs: 2000 });
    expect(Date.now() - t0).toBeLessThan(50);
    if (admitted(held)) held.release();
    const w = await waiting;
    expect(w.admitted).toBe(true);
    if (admitted(w)) w.release();

    const zero = createAdmission({ logger }, { slots: 1, maxWaitMs: 0, maxWaiting: 100, retryAfterMs: 1000 });
    const only = await zero.acquire('grpc');
    expect(only.admitted).toBe(true);
    expect((await zero.acquire('grpc')).admitted).toBe(false);
  });

  it('counts refusals in metrics by reason and transport, and logs them at a bounded rate (not one line per refusal)', async () => {
    const { logger, lines } = capture();
    const metrics = createMetrics({ defaultMetrics: false });
    let clock = 0;
    const a = createAdmission({ logger, metrics, now: () => clock }, { slots: 1, maxWaitMs: 0, maxWaiting: 0, retryAfterMs: 1000, logEveryMs: 10_000 });
    const held = await a.acquire('http');
    for (let i = 0; i < 500; i++) {
      clock += 50; // 25 s of refusals at 20 per second
      await a.acquire(i % 2 === 0 ? 'http' : 'grpc');
    }
    const text = await metrics.registry.metrics();
    expect(text).toContain('tracehold_otlp_admission_refused_total{reason="line_full"} 500');
    expect(text).toContain('tracehold_otlp_exports_total{transport="http",outcome="retryable"} 250');
    expect(text).toContain('tracehold_otlp_exports_total{transport="grpc",outcome="retryable"} 250');
    const refusalLines = lines.filter((l) => String(l['msg']).includes('capacity'));
    // One warning at the start, then one per 10 s: 3 lines for 25 s, not 500.
    expect(refusalLines.length).toBe(3);
    expect(refusalLines[1]).toMatchObject({ refusedSinceLastLine: 200 });
    if (admitted(held)) held.release();
    // Admitted right after a refusal: still the same episode (no line yet).
    const soon = await a.acquire('http');
    expect(soon.admitted).toBe(true);
    expect(lines.filter((l) => String(l['msg']).includes('admitting exports again'))).toHaveLength(0);
    if (admitted(soon)) soon.release();
    clock += 10_000;
    const again = await a.acquire('http');
    expect(again.admitted).toBe(true);
    expect(lines.filter((l) => String(l['msg']).includes('admitting exports again'))).toHaveLength(1);
    expect(lines.at(-1)).toMatchObject({ refused: 500 });
  });

  it('logs at a bounded rate when admissions and refusals alternate under overload (one episode, not one per burst)', async () => {
    const { logger, lines } = capture();
    let clock = 0;
    const a = createAdmission({ logger, now: () => clock }, { slots: 1, maxWaitMs: 0, maxWaiting: 0, retryAfterMs: 1000, logEveryMs: 10_000 });
    for (let i = 0; i < 500; i++) {
      clock += 50; // 25 s: each export admitted, then one refused while it holds the slot
      const held = await a.acquire('http');
      expect(held.admitted).toBe(true);
      expect((await a.acquire('http')).admitted).toBe(false);
      if (admitted(held)) held.release();
    }
    // One warning at the start, then one per 10 s; before, every admitted export ended the episode and the
    // next refusal warned again (500 lines).
    expect(lines.filter((l) => String(l['msg']).includes('capacity')).length).toBe(3);
    expect(lines.filter((l) => String(l['msg']).includes('admitting exports again'))).toHaveLength(0);
  });

  it('bounds the bytes of the admitted bodies: a charge over the budget is refused while others hold bytes, never for an export alone', async () => {
    const { logger, lines } = capture();
    const metrics = createMetrics({ defaultMetrics: false });
    const a = createAdmission({ logger, metrics }, { slots: 4, maxWaitMs: 0, maxWaiting: 0, retryAfterMs: 2000, maxBytes: 1000 });
    const t1 = await a.acquire('http');
    const t2 = await a.acquire('grpc');
    if (!admitted(t1) || !admitted(t2)) throw new Error('not admitted');
    expect(t1.charge(600)).toBeNull();
    expect(t2.charge(400)).toBeNull();
    expect(a.stats().heldBytes).toBe(1000);
    // One byte more than the budget, with another export holding bytes: refused, and nothing charged.
    expect(t2.charge(1)).toEqual({ admitted: false, reason: 'body_bytes', retryAfterMs: 2000 });
    expect(a.stats()).toMatchObject({ heldBytes: 1000, refused: 1, refusedByReason: { body_bytes: 1 } });
    const text = await metrics.registry.metrics();
    expect(text).toContain('tracehold_otlp_admission_refused_total{reason="body_bytes"} 1');
    expect(text).toContain('tracehold_otlp_exports_total{transport="grpc",outcome="retryable"} 1');
    expect(lines.find((l) => String(l['msg']).includes('capacity'))).toMatchObject({ reason: 'body_bytes', maxBytes: 1000 });
    // Giving bytes back (a compressed body exchanged for its smaller decoded form) makes room; never below zero.
    expect(t1.charge(-100)).toBeNull();
    expect(t2.charge(100)).toBeNull();
    expect(t2.charge(-10_000)).toBeNull();
    expect(a.stats().heldBytes).toBe(500);
    // Released with the slot.
    t2.release();
    t1.release();
    expect(a.stats()).toMatchObject({ heldBytes: 0, active: 0 });
    // Alone, an export may hold more than the budget (a body up to the body limit always gets through by itself);
    // another export then gets nothing until it is answered.
    const big = await a.acquire('http');
    const small = await a.acquire('http');
    if (!admitted(big) || !admitted(small)) throw new Error('not admitted');
    expect(big.charge(5000)).toBeNull();
    expect(big.charge(5000)).toBeNull();
    expect(small.charge(1)?.reason).toBe('body_bytes');
    big.release();
    expect(small.charge(1)).toBeNull();
    // A charge after release does nothing.
    small.release();
    expect(small.charge(50)).toBeNull();
    expect(a.stats().heldBytes).toBe(0);
  });

  it('negative control: without maxBytes, bodies of any total size are admitted', async () => {
    const { logger } = capture();
    const a = createAdmission({ logger }, { slots: 4, maxWaitMs: 0, maxWaiting: 0, retryAfterMs: 1000 });
    const tickets = await Promise.all([a.acquire('http'), a.acquire('http'), a.acquire('grpc')]);
    for (const t of tickets) {
      if (!admitted(t)) throw new Error('not admitted');
      expect(t.charge(1 << 30)).toBeNull();
    }
    expect(a.stats().heldBytes).toBe(3 * (1 << 30));
  });

  it('refuses a bad configuration', () => {
    const { logger } = capture();
    expect(() => createAdmission({ logger }, { slots: 0, maxWaitMs: 0, maxWaiting: 0, retryAfterMs: 1000 })).toThrow(/slots/);
    expect(() => createAdmission({ logger }, { slots: 1, maxWaitMs: 0, maxWaiting: 0, retryAfterMs: 1000, maxBytes: 0 })).toThrow(/maxBytes/);
    expect(() => createAdmission({ logger }, { slots: 1, maxWaitMs: 0, maxWaiting: 0, retryAfterMs: 1000, bodyTimeoutMs: 0 })).toThrow(/bodyTimeoutMs/);
  });

  it('gives admitted exports 30 s for their body by default, and counts the ones that took longer by reason body_timeout', async () => {
    const { logger } = capture();
    const metrics = createMetrics({ defaultMetrics: false });
    expect(createAdmission({ logger }, { slots: 1, maxWaitMs: 0, maxWaiting: 0, retryAfterMs: 1000 }).bodyTimeoutMs).toBe(30_000);
    const a = createAdmission({ logger, metrics }, { slots: 1, maxWaitMs: 0, maxWaiting: 0, retryAfterMs: 1000, bodyTimeoutMs: 250 });
    expect(a.bodyTimeoutMs).toBe(250);
    a.bodyTimedOut('grpc');
    expect(a.stats()).toMatchObject({ refused: 1, refusedByReason: { body_timeout: 1 } });
    expect(await metrics.registry.metrics()).toContain('tracehold_otlp_admission_refused_total{reason="body_timeout"} 1');
  });
});

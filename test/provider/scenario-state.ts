/**
 * Per-scenario state of the fake provider: how many requests each scenario has seen (for "first K fail" rows)
 * and where its seeded distribution is. The provider owns one instance; `reset` rewinds it.
 */
import type { FakeReply } from './openai-wire.ts';
import type { FakeErrorSpec, FakeRequestView, FakeScenario } from './scenarios.ts';
import { createMulberry32, drawFrom, textOfDraw, type FakeDraw } from './seeded-distribution.ts';

/** The decision for one request: an error to answer, or a reply; `seq` counts this scenario's requests from 1. */
export type ScenarioOutcome =
  | { readonly kind: 'error'; readonly seq: number; readonly error: FakeErrorSpec }
  | { readonly kind: 'reply'; readonly seq: number; readonly reply: FakeReply | null; readonly draw: FakeDraw | null };

/**
 * Contract: `decide` is synchronous and called once per request in arrival order; it checks, in order, the
 * scenario's fixed `error`, `failFirst` (by request count), `rejectParams` (by the body), then builds the reply
 * (a distribution draw advances the PRNG only here, so refused requests do not consume draws). `view` null
 * (embeddings) skips the reply.
 */
export interface ScenarioStates {
  decide(name: string, scenario: FakeScenario, body: Record<string, unknown>, view: FakeRequestView | null, fallback: (view: FakeRequestView) => FakeReply): ScenarioOutcome;
  /** Rewinds one scenario (request count and PRNG), or all of them. */
  reset(name?: string): void;
}

interface State {
  seq: number;
  next: (() => number) | null;
}

export function createScenarioStates(): ScenarioStates {
  const states = new Map<string, State>();
  return {
    decide(name, scenario, body, view, fallback) {
      let state = states.get(name);
      if (!state) {
        state = { seq: 0, next: null };
        states.set(name, state);
      }
      const seq = ++state.seq;
      if (scenario.error) return { kind: 'error', seq, error: scenario.error };
      if (scenario.failFirst && seq <= scenario.failFirst.count) return { kind: 'error', seq, error: scenario.failFirst.error };
      for (const rejection of scenario.rejectParams ?? []) {
        const value = body[rejection.param];
        if (value !== undefined && value !== null) return { kind: 'error', seq, error: rejection.error };
      }
      if (!view) return { kind: 'reply', seq, reply: null, draw: null };
      const distribution = scenario.distribution;
      if (distribution) {
        state.next ??= createMulberry32(distribution.seed);
        const draw = drawFrom(distribution, state.next());
        return { kind: 'reply', seq, reply: { kind: 'text', text: textOfDraw(distribution, draw), finishReason: 'stop' }, draw };
      }
      return { kind: 'reply', seq, reply: (scenario.reply ?? fallback)(view), draw: null };
    },
    reset(name) {
      if (name === undefined) states.clear();
      else states.delete(name);
    },
  };
}

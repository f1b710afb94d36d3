/**
 * The lookup's words for the parts of a trace that may be absent — the span tree, the logs, the evidence, the
 * root request — from what the trace index says (pure). Every absent part has a state and a sentence, so an
 * investigator never has to guess whether "nothing" means "not recorded", "sampled away" or "not yet".
 */

/** The tail sampler's decision as the trace index has it; `null` while the trace is undecided. */
export interface SamplingFacts {
  decision: string;
  policy: string;
  withoutRoot: boolean;
}

/** A part's state and a sentence for people. */
export interface PartState {
  state: string;
  words: string;
}

/** Words for the sampling decision, so the lookup says why the span tree is (not) there. */
export function describeSampling(facts: SamplingFacts | null) {
  if (facts === null) {
    return { decision: 'pending', policy: '', early: false, withoutRoot: false, note: 'not decided yet: the span tree appears once the tail sampler decides' };
  }
  const early = facts.policy.endsWith(' (early)');
  return {
    decision: facts.decision,
    policy: facts.policy,
    early,
    withoutRoot: facts.withoutRoot,
    note: facts.withoutRoot
      ? "decided before the trace's root span arrived (the root was still running at the wait limit, or memory pressure forced an early decision)"
      : early
        ? 'decided early (memory pressure or shutdown) rather than after the full wait'
        : '',
  };
}

/**
 * The span tree's state: 'pending' (undecided), 'dropped' (by sampling, with the policy), 'kept', 'truncated'
 * (kept, more spans than a lookup returns), 'partial' (kept, fewer spans stored than the index counted: some
 * arrived after the decision or were purged), 'not_stored' (kept, but no span is stored: purged or not written yet).
 */
export function describeSpanTree(facts: SamplingFacts | null, counts: { indexed: number; stored: number; returned: number; truncated: boolean }): PartState {
  if (facts === null) return { state: 'pending', words: 'not decided yet: the span tree appears once the tail sampler decides (the LLM calls are already in the ledger)' };
  const policy = facts.policy || 'none';
  if (facts.decision === 'dropped') return { state: 'dropped', words: `dropped by sampling (policy: ${policy}); the LLM calls, their evidence and the trace index are kept at 100%` };
  if (counts.stored === 0) return { state: 'not_stored', words: `kept by sampling (policy: ${policy}), but no span is stored: purged by retention, or not written yet` };
  if (counts.truncated) return { state: 'truncated', words: `kept by sampling (policy: ${policy}); the first ${counts.returned} of ${counts.indexed} spans by start time are returned` };
  if (counts.stored < counts.indexed) return { state: 'partial', words: `kept by sampling (policy: ${policy}); ${counts.stored} of ${counts.indexed} spans are stored (the rest were dropped after the decision or purged)` };
  return { state: 'kept', words: `kept by sampling (policy: ${policy})` };
}

/** The logs' state: they are kept and dropped with the span tree. */
export function describeLogs(spanTree: PartState, count: number, truncated: boolean, maxLogs: number): PartState {
  if (spanTree.state === 'pending') return { state: 'pending', words: "not decided yet: log records are written with the trace's spans once the tail sampler decides" };
  if (spanTree.state === 'dropped') return { state: 'dropped', words: "dropped with the trace's spans by sampling" };
  if (truncated) return { state: 'truncated', words: `the first ${maxLogs} log records by time are returned` };
  if (count === 0) return { state: 'none', words: 'no log records were received for this trace' };
  return { state: 'kept', words: `${count} log record${count === 1 ? '' : 's'}` };
}

/** The evidence tier's state: written for every trace (kept or dropped) when it is decided. */
export function describeEvidence(decided: boolean, count: number, unavailable: boolean): PartState {
  if (unavailable) return { state: 'unavailable', words: 'the evidence could not be read; retry shortly' };
  if (!decided && count === 0) return { state: 'pending', words: 'not decided yet: retrieved documents, DB statements and tool calls are recorded when the tail sampler decides' };
  if (count === 0) return { state: 'none', words: 'no retrieved documents, DB statements or tool calls were recorded in this trace' };
  return { state: 'recorded', words: `${count} item${count === 1 ? '' : 's'} recorded (kept at 100%, whatever the sampler decided)` };
}

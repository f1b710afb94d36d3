import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { parse as parseYaml } from 'yaml';
import type { SpanRecord } from '../schemas/span.ts';
import type { LedgerRecord } from '../schemas/ledger.ts';
import { ledgerRecord } from '../test/factories/ledger-record.ts';
import { span as spanRecord } from '../test/factories/span.ts';
import { traceBatch } from '../test/factories/trace-batch.ts';
import {
  DEFAULT_LLM_FAILURE_FINISH_REASONS,
  DEFAULT_TAIL_SAMPLING_POLICIES,
  TailSamplingConfigSchema,
  TailSamplingPoliciesSchema,
} from '../schemas/tail-sampling.ts';
import { createPolicySet, hashTraceId, probabilisticThreshold, type PolicySet, type TraceView } from './sampling-policies.ts';

const TRACE_ID = '0af7651916cd43dd8448eb211c80319c';
const MS = 1_000_000n;
const T0 = 1_750_000_000_000n * MS;

function span(over: Partial<SpanRecord> & { durationMs?: number } = {}): SpanRecord {
  const { durationMs = 10, ...rest } = over;
  return spanRecord({
    traceId: TRACE_ID,
    name: 'work',
    kind: 1,
    startTimeUnixNano: String(T0),
    endTimeUnixNano: String(T0 + BigInt(durationMs) * MS),
    attributes: {},
    ...rest,
  });
}

function root(over: Partial<SpanRecord> & { durationMs?: number } = {}): SpanRecord {
  return span({ parentSpanId: '', name: 'POST /chat', kind: 2, ...over });
}

function llmCall(over: Partial<LedgerRecord> = {}): LedgerRecord {
  return ledgerRecord({
    traceId: TRACE_ID,
    startTimeUnixNano: String(T0),
    endTimeUnixNano: String(T0 + 5n * MS),
    content: {
      input: { ref: '', state: 'not_captured', reason: 'test' },
      output: { ref: '', state: 'not_captured', reason: 'test' },
      system: { ref: '', state: 'not_captured', reason: 'test' },
      tools: { ref: '', state: 'not_captured', reason: 'test' },
    },
    ...over,
  });
}

function traceOf(spans: SpanRecord[], ledger: LedgerRecord[] = [], traceId = TRACE_ID): TraceView {
  const batch = traceBatch({ traceId, receivedAtMs: 0, spans, ledger });
  return { traceId, batches: [batch], spanCount: spans.length };
}

function policySet(policies: unknown[]): PolicySet {
  return createPolicySet(TailSamplingPoliciesSchema.parse(policies));
}

/** Deterministic pseudo-random trace ids (mulberry32), so the rate assertions are reproducible. */
function seededTraceIds(count: number, seed: number): string[] {
  let a = seed >>> 0;
  const next = (): number => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return (t ^ (t >>> 14)) >>> 0;
  };
  const ids: string[] = [];
  for (let i = 0; i < count; i++) ids.push([next(), next(), next(), next()].map((w) => w.toString(16).padStart(8, '0')).join(''));
  return ids;
}

const NOW = 1_000_000;

describe('error policy', () => {
  const set = policySet([{ name: 'error', type: 'error' }]);

  it('keeps a trace with a span whose status is ERROR', () => {
    const verdict = set.decide(traceOf([root(), span({ status: { code: 2, message: 'boom' } })]), NOW);
    expect(verdict).toEqual({ keep: true, policy: 'error' });
  });

  it('does not keep a trace whose spans are OK or UNSET', () => {
    const verdict = set.decide(traceOf([root({ status: { code: 1, message: '' } }), span()]), NOW);
    expect(verdict).toEqual({ keep: false, policy: 'no_policy_matched' });
  });
});

describe('latency policy', () => {
  const set = policySet([{ name: 'slow_root', type: 'latency', thresholdMs: 5000 }]);

  it('keeps a trace whose root span lasted longer than the threshold', () => {
    expect(set.decide(traceOf([root({ durationMs: 5001 })]), NOW).keep).toBe(true);
  });

  it('does not keep a root span that lasted exactly the threshold', () => {
    expect(set.decide(traceOf([root({ durationMs: 5000 })]), NOW).keep).toBe(false);
  });

  it('judges the root span, not a slow child of a fast root', () => {
    expect(set.decide(traceOf([root({ durationMs: 100 }), span({ durationMs: 9000 })]), NOW).keep).toBe(false);
  });

  it('without a root span, judges the extent of the spans received', () => {
    const late = span({ startTimeUnixNano: String(T0 + 4000n * MS), endTimeUnixNano: String(T0 + 6000n * MS) });
    expect(set.decide(traceOf([span({ durationMs: 10 }), late]), NOW).keep).toBe(true);
  });
});

describe('llm_error policy', () => {
  const set = policySet([{ name: 'llm_error', type: 'llm_error' }]);

  it('keeps a trace with an LLM call whose status is ERROR', () => {
    expect(set.decide(traceOf([root()], [llmCall({ statusCode: 2 })]), NOW)).toEqual({ keep: true, policy: 'llm_error' });
  });

  it('keeps a trace with an LLM call that has an error type', () => {
    expect(set.decide(traceOf([root()], [llmCall({ errorType: 'RateLimitError' })]), NOW).keep).toBe(true);
  });

  it.each(DEFAULT_LLM_FAILURE_FINISH_REASONS.map((r) => [r]))('keeps an LLM call that finished with %s', (reason) => {
    expect(set.decide(traceOf([root()], [llmCall({ finishReasons: ['stop', reason] })]), NOW).keep).toBe(true);
  });

  it('matches finish reasons case-insensitively (Gemini spells MAX_TOKENS)', () => {
    expect(set.decide(traceOf([root()], [llmCall({ finishReasons: ['MAX_TOKENS'] })]), NOW).keep).toBe(true);
  });

  it('does not keep calls that completed normally', () => {
    const calls = [llmCall({ finishReasons: ['stop'] }), llmCall({ finishReasons: ['tool_calls'] }), llmCall({ finishReasons: ['end_turn'] })];
    expect(set.decide(traceOf([root()], calls), NOW).keep).toBe(false);
  });

  it('uses the configured finish reasons instead of the defaults', () => {
    const custom = policySet([{ name: 'llm_error', type: 'llm_error', finishReasons: ['tool_calls'] }]);
    expect(custom.decide(traceOf([root()], [llmCall({ finishReasons: ['tool_calls'] })]), NOW).keep).toBe(true);
    expect(custom.decide(traceOf([root()], [llmCall({ finishReasons: ['length'] })]), NOW).keep).toBe(false);
  });
});

describe('llm_incomplete policy', () => {
  const set = policySet([{ name: 'llm_incomplete', type: 'llm_incomplete' }]);

  it('keeps a trace with a stream that ended without a finish reason', () => {
    const call = llmCall({ streamed: true, incomplete: true, incompleteReason: 'stream_ended_without_finish_reason', finishReasons: [] });
    expect(set.decide(traceOf([root()], [llmCall(), call]), NOW)).toEqual({ keep: true, policy: 'llm_incomplete' });
  });

  it('does not keep finished streams', () => {
    expect(set.decide(traceOf([root()], [llmCall({ streamed: true, finishReasons: ['stop'] })]), NOW).keep).toBe(false);
  });

  it('is one of the default policies', () => {
    expect(DEFAULT_TAIL_SAMPLING_POLICIES.map((p) => p.type)).toContain('llm_incomplete');
  });
});

describe('attribute policy', () => {
  function keeps(condition: Record<string, unknown>, spans: SpanRecord[], extra: Record<string, unknown> = {}): boolean {
    return policySet([{ name: 'match', type: 'attribute', attributes: [condition], ...extra }]).decide(traceOf(spans), NOW).keep;
  }

  it('matches exact values with their type: 200 is not "200"', () => {
    expect(keeps({ key: 'http.response.status_code', values: [200] }, [span({ attributes: { 'http.response.status_code': 200 } })])).toBe(true);
    expect(keeps({ key: 'http.response.status_code', values: [200] }, [span({ attributes: { 'http.response.status_code': '200' } })])).toBe(false);
  });

  it('matches a regular expression against string values', () => {
    expect(keeps({ key: 'url.path', regex: '^/v1/chat' }, [span({ attributes: { 'url.path': '/v1/chat/completions' } })])).toBe(true);
    expect(keeps({ key: 'url.path', regex: '^/v1/chat' }, [span({ attributes: { 'url.path': '/v2/chat' } })])).toBe(false);
  });

  it('matches a numeric range inclusively', () => {
    const range = { key: 'http.response.status_code', min: 500, max: 599 };
    const at = (code: number): SpanRecord[] => [span({ attributes: { 'http.response.status_code': code } })];
    expect([keeps(range, at(499)), keeps(range, at(500)), keeps(range, at(599)), keeps(range, at(600))]).toEqual([false, true, true, false]);
  });

  it('looks in resource attributes only when the scope allows it', () => {
    const spans = [span({ resource: { attributes: { 'deployment.environment': 'prod' }, droppedAttributesCount: 0, schemaUrl: '' } })];
    expect(keeps({ key: 'deployment.environment', values: ['prod'], scope: 'resource' }, spans)).toBe(true);
    expect(keeps({ key: 'deployment.environment', values: ['prod'] }, spans)).toBe(true);
    expect(keeps({ key: 'deployment.environment', values: ['prod'], scope: 'span' }, spans)).toBe(false);
  });

  it('matches an array attribute when one element matches', () => {
    expect(keeps({ key: 'tags', values: ['vip'] }, [span({ attributes: { tags: ['beta', 'vip'] } })])).toBe(true);
  });

  it('requires every condition on the same span', () => {
    const policy = [
      {
        name: 'checkout_5xx',
        type: 'attribute',
        attributes: [
          { key: 'service', values: ['checkout'] },
          { key: 'code', min: 500 },
        ],
      },
    ];
    const split = traceOf([span({ attributes: { service: 'checkout', code: 200 } }), span({ attributes: { service: 'search', code: 503 } })]);
    const together = traceOf([span({ attributes: { service: 'checkout', code: 503 } })]);
    expect(policySet(policy).decide(split, NOW).keep).toBe(false);
    expect(policySet(policy).decide(together, NOW).keep).toBe(true);
  });

  it('with spans: root, ignores matching child spans', () => {
    const spans = [root(), span({ attributes: { 'app.force_sample': true } })];
    expect(keeps({ key: 'app.force_sample', values: [true] }, spans, { spans: 'root' })).toBe(false);
    expect(keeps({ key: 'app.force_sample', values: [true] }, spans)).toBe(true);
  });

  it('does not find inherited object properties such as "constructor"', () => {
    expect(keeps({ key: 'constructor', regex: '.*' }, [span()])).toBe(false);
  });

  it('matches a span name', () => {
    const set = policySet([{ name: 'named', type: 'attribute', spanName: { values: ['charge card'] } }]);
    expect(set.decide(traceOf([root(), span({ name: 'charge card' })]), NOW).keep).toBe(true);
    expect(set.decide(traceOf([root(), span({ name: 'charge' })]), NOW).keep).toBe(false);
  });
});

describe('probabilistic policy', () => {
  /** BigInt reference of the documented hash, written independently of the 32-bit fast path. */
  function referenceHash(salt: string, traceIdHex: string): bigint {
    const mask = (1n << 64n) - 1n;
    let h = 0xcbf29ce484222325n;
    for (const b of [...Buffer.from(salt, 'utf8'), ...Buffer.from(traceIdHex, 'hex')]) h = ((h ^ BigInt(b)) * 0x100000001b3n) & mask;
    h ^= h >> 33n;
    h = (h * 0xff51afd7ed558ccdn) & mask;
    h ^= h >> 33n;
    h = (h * 0xc4ceb9fe1a85ec53n) & mask;
    return h ^ (h >> 33n);
  }

  function keptShare(percentage: number, ids: string[], salt?: string): number {
    const set = policySet([{ name: 'p', type: 'probabilistic', percentage, ...(salt === undefined ? {} : { hashSalt: salt }) }]);
    let kept = 0;
    for (const id of ids) if (set.decide(traceOf([], [], id), NOW).keep) kept += 1;
    return kept / ids.length;
  }

  it('hashes as documented: fmix64 of FNV-1a 64 over salt and trace id bytes', () => {
    fc.assert(
      fc.property(fc.uint8Array({ minLength: 16, maxLength: 16 }), fc.string({ maxLength: 20 }), (bytes, salt) => {
        const hex = Buffer.from(bytes).toString('hex');
        expect(hashTraceId(salt, hex)).toBe(referenceHash(salt, hex));
      }),
      { numRuns: 2000 },
    );
  });

  it('decides the same for a trace id every time and in every consumer', () => {
    const consumerA = policySet([{ name: 'p', type: 'probabilistic', percentage: 37 }]);
    const consumerB = policySet([{ name: 'p', type: 'probabilistic', percentage: 37 }]);
    fc.assert(
      fc.property(fc.uint8Array({ minLength: 16, maxLength: 16 }), (bytes) => {
        const trace = traceOf([], [], Buffer.from(bytes).toString('hex'));
        const first = consumerA.decide(trace, NOW).keep;
        expect(consumerA.decide(trace, NOW + 1).keep).toBe(first);
        expect(consumerB.decide(trace, NOW).keep).toBe(first);
      }),
      { numRuns: 5000 },
    );
  });

  it.each([[1], [10], [50]])('keeps %d %% of 100,000 random trace ids, within 2 points and 4.5 standard deviations', (percentage) => {
    const p = percentage / 100;
    const share = keptShare(percentage, seededTraceIds(100_000, 42 + percentage));
    expect(Math.abs(share - p)).toBeLessThanOrEqual(0.02);
    expect(Math.abs(share - p)).toBeLessThanOrEqual(4.5 * Math.sqrt((p * (1 - p)) / 100_000));
  });

  it('keeps 10 % of sequential trace ids too (plain FNV-1a keeps all or none of them)', () => {
    const ids = Array.from({ length: 100_000 }, (_, i) => (i + 1).toString(16).padStart(32, '0'));
    expect(Math.abs(keptShare(10, ids) - 0.1)).toBeLessThanOrEqual(4.5 * Math.sqrt((0.1 * 0.9) / 100_000));
  });

  it('keeps none at 0 % and all at 100 %', () => {
    const ids = seededTraceIds(10_000, 7);
    expect([keptShare(0, ids), keptShare(100, ids)]).toEqual([0, 1]);
  });

  it('selects a different set of traces with a different salt', () => {
    const ids = seededTraceIds(20_000, 9);
    const a = policySet([{ name: 'p', type: 'probabilistic', percentage: 50, hashSalt: 'one' }]);
    const b = policySet([{ name: 'p', type: 'probabilistic', percentage: 50, hashSalt: 'two' }]);
    const same = ids.filter((id) => a.decide(traceOf([], [], id), NOW).keep === b.decide(traceOf([], [], id), NOW).keep).length;
    // Independent halves agree on about half the ids; the same salt would agree on all.
    expect(same / ids.length).toBeGreaterThan(0.45);
    expect(same / ids.length).toBeLessThan(0.55);
  });

  it('computes the threshold as floor((2^64 - 1) × percentage / 100)', () => {
    expect(probabilisticThreshold(100)).toBe((1n << 64n) - 1n);
    expect(probabilisticThreshold(50)).toBe(((1n << 64n) - 1n) >> 1n);
    expect(probabilisticThreshold(0)).toBe(0n);
  });
});

describe('rate_limit policy', () => {
  function traceWithSpans(n: number, status: 0 | 2 = 0): TraceView {
    return traceOf(Array.from({ length: n }, () => span({ status: { code: status, message: '' } })));
  }

  it('keeps at most spansPerSecond (plus one burst) spans per second', () => {
    const set = policySet([{ name: 'rate', type: 'rate_limit', spansPerSecond: 1000 }]);
    let keptSpans = 0;
    // 10 s of 10-span traces arriving at 10,000 spans/s: ten times the limit.
    for (let ms = 0; ms < 10_000; ms += 1) if (set.decide(traceWithSpans(10), ms).keep) keptSpans += 10;
    expect(keptSpans).toBeLessThanOrEqual(1000 * 10 + 1000);
    expect(keptSpans).toBeGreaterThanOrEqual(1000 * 10 - 10);
  });

  it('never keeps a trace with more spans than the burst', () => {
    const set = policySet([{ name: 'rate', type: 'rate_limit', spansPerSecond: 100, burstSpans: 50 }]);
    expect(set.decide(traceWithSpans(51), NOW).keep).toBe(false);
    expect(set.decide(traceWithSpans(50), NOW)).toEqual({ keep: true, policy: 'rate' });
  });

  it('counts spans of traces kept by other policies against its budget', () => {
    const set = policySet([
      { name: 'error', type: 'error' },
      { name: 'rate', type: 'rate_limit', spansPerSecond: 100 },
    ]);
    expect(set.decide(traceWithSpans(100, 2), NOW).policy).toBe('error');
    expect(set.decide(traceWithSpans(1), NOW).keep).toBe(false);
    expect(set.decide(traceWithSpans(1), NOW + 1000).policy).toBe('rate');
  });

  it('does not spend its budget on traces a drop policy removes', () => {
    const set = policySet([
      { name: 'health', type: 'drop', spanName: { values: ['GET /health'] } },
      { name: 'rate', type: 'rate_limit', spansPerSecond: 10 },
    ]);
    for (let i = 0; i < 5; i++) expect(set.decide(traceOf(Array.from({ length: 10 }, () => root({ name: 'GET /health' }))), NOW).keep).toBe(false);
    expect(set.decide(traceWithSpans(10), NOW).policy).toBe('rate');
  });
});

describe('policy combination', () => {
  const healthDrop = { name: 'healthchecks', type: 'drop', spans: 'root', attributes: [{ key: 'url.path', regex: '^/(health|ready)$' }] };

  it('drop wins over every keep policy and is recorded as drop:<name>', () => {
    const set = policySet([{ name: 'error', type: 'error' }, { name: 'all', type: 'always' }, healthDrop]);
    const trace = traceOf([root({ attributes: { 'url.path': '/health' }, status: { code: 2, message: '' } })]);
    expect(set.decide(trace, NOW)).toEqual({ keep: false, policy: 'drop:healthchecks' });
  });

  it('a root-scoped drop does not drop a request that calls a health endpoint downstream', () => {
    const set = policySet([healthDrop, { name: 'all', type: 'always' }]);
    const trace = traceOf([root({ attributes: { 'url.path': '/checkout' } }), span({ attributes: { 'url.path': '/health' } })]);
    expect(set.decide(trace, NOW)).toEqual({ keep: true, policy: 'all' });
  });

  it('records the first matching keep policy in config order', () => {
    const set = policySet([
      { name: 'slow_root', type: 'latency', thresholdMs: 1 },
      { name: 'error', type: 'error' },
    ]);
    expect(set.decide(traceOf([root({ durationMs: 50, status: { code: 2, message: '' } })]), NOW).policy).toBe('slow_root');
  });

  it('drops a trace no policy keeps as no_policy_matched', () => {
    expect(policySet([]).decide(traceOf([root()]), NOW)).toEqual({ keep: false, policy: 'no_policy_matched' });
  });
});

describe('tail sampling config', () => {
  it('has the documented defaults', () => {
    const config = TailSamplingConfigSchema.parse({});
    expect(config).toMatchObject({ decisionWaitMs: 10_000, maxRootWaitMs: 300_000, maxTraces: 50_000, maxBytes: 128 * 1024 * 1024, decisionCacheSize: 100_000 });
    expect(config.policies.map((p) => `${p.type}:${p.name}`)).toEqual([
      'error:error',
      'llm_error:llm_error',
      'llm_incomplete:llm_incomplete',
      'latency:slow_root',
      'probabilistic:probabilistic',
      'rate_limit:rate_limit',
    ]);
    expect(config.policies).toContainEqual(expect.objectContaining({ type: 'probabilistic', percentage: 10 }));
    expect(config.policies).toContainEqual(expect.objectContaining({ type: 'rate_limit', spansPerSecond: 5000 }));
  });

  it('accepts the YAML example of its documentation', () => {
    const source = readFileSync(new URL('../schemas/tail-sampling.ts', import.meta.url), 'utf8');
    const block = /```yaml\n([\s\S]*?)```/.exec(source)?.[1];
    expect(block).toBeDefined();
    const yaml = block!.split('\n').map((line) => line.replace(/^ \* ?/, '')).join('\n');
    const parsed = TailSamplingConfigSchema.parse((parseYaml(yaml) as { tailSampling: unknown }).tailSampling);
    expect(parsed.policies.map((p) => p.name)).toContain('healthchecks');
  });

  it.each([
    ['an invalid regular expression', [{ name: 'x', type: 'attribute', attributes: [{ key: 'k', regex: '([' }] }], 'not a valid regular expression'],
    ['duplicate names', [{ name: 'x', type: 'error' }, { name: 'x', type: 'always' }], 'duplicate policy name'],
    ['two match modes in one condition', [{ name: 'x', type: 'attribute', attributes: [{ key: 'k', values: ['a'], regex: 'a' }] }], 'exactly one of'],
    ['a drop policy without a condition', [{ name: 'x', type: 'drop' }], 'needs spanName or attributes'],
    ['an unknown policy type', [{ name: 'x', type: 'sometimes' }], 'Invalid discriminator'],
    ['the reserved name', [{ name: 'no_policy_matched', type: 'error' }], 'reserved'],
    ['a percentage above 100', [{ name: 'x', type: 'probabilistic', percentage: 150 }], '100'],
  ])('rejects %s with a clear message', (_case, policies, message) => {
    const result = TailSamplingConfigSchema.safeParse({ policies });
    expect(result.success).toBe(false);
    expect(result.error!.issues.map((i) => i.message).join(' | ')).toContain(message);
  });
});

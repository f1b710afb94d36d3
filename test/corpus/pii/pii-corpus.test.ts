import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import type { Finding } from '../../../collector/redaction/pii/detector.ts';
import type { EntityType } from '../../../collector/redaction/pii/entity-type.ts';
import { createPiiEngine } from '../../../collector/redaction/pii/pii-engine.ts';
import type { CorpusItem, NegativeKind } from './corpus-builder.ts';
import { CORPUS_TYPES, generatePiiCorpus } from './generate-corpus.ts';

const SEED = 20250601;
// Seeds never looked at while the detectors were tuned on SEED: the same generator, other values.
const OTHER_SEEDS = [101, 202, 303];
const RESULTS_PATH = fileURLToPath(new URL('./RESULTS.md', import.meta.url));

interface TypeStats {
  labelled: number;
  found: number;
  detected: number;
  detectedTrue: number;
}

/**
 * Negative kinds of the generator that are personal data since 2026-12-06, and the type that masks them. The generator
 * still draws them (so every other item of the seeded corpus stays the same); the table counts them apart.
 */
const NOW_PERSONAL: ReadonlyMap<string, EntityType> = new Map([
  ['COORDINATES', 'LOCATION'],
  ['MAC', 'MAC_ADDRESS'],
]);

function overlaps(a: { start: number; end: number }, b: { start: number; end: number }): boolean {
  return a.start < b.end && b.start < a.end;
}

function evaluate(corpus: CorpusItem[], detect: (item: CorpusItem) => Finding[]) {
  const stats = new Map<EntityType, TypeStats>(CORPUS_TYPES.map((t) => [t, { labelled: 0, found: 0, detected: 0, detectedTrue: 0 }]));
  const negativeHits = new Map<NegativeKind, number>();
  const negativeTotals = new Map<NegativeKind, number>();
  const falsePositives: string[] = [];
  const misses: string[] = [];
  for (const item of corpus) {
    const found = detect(item);
    for (const label of item.labels) {
      const s = stats.get(label.type)!;
      s.labelled++;
      if (found.some((d) => d.type === label.type && overlaps(d, label))) s.found++;
      else misses.push(`${label.type} ${item.id} ${JSON.stringify(item.text.slice(label.start, label.end))} in ${JSON.stringify(item.text)}`);
    }
    for (const d of found) {
      const s = stats.get(d.type);
      if (!s) continue;
      s.detected++;
      if (item.labels.some((l) => l.type === d.type && overlaps(d, l))) s.detectedTrue++;
      else falsePositives.push(`${d.type} ${item.id} ${JSON.stringify(item.text.slice(d.start, d.end))} in ${JSON.stringify(item.text)}`);
    }
    for (const n of item.negatives) {
      negativeTotals.set(n.kind, (negativeTotals.get(n.kind) ?? 0) + 1);
      if (found.some((d) => overlaps(d, n))) negativeHits.set(n.kind, (negativeHits.get(n.kind) ?? 0) + 1);
    }
  }
  return { stats, negativeHits, negativeTotals, falsePositives, misses };
}

/** Rounded down, so that 0.9996 shows as 0.999 and 1.000 means every single one. */
function ratio(n: number, d: number): string {
  return d === 0 ? '—' : (Math.floor((n / d) * 1000) / 1000).toFixed(3);
}

type Evaluation = ReturnType<typeof evaluate>;

function totals(result: Evaluation): { labelled: number; found: number; detected: number; detectedTrue: number } {
  const t = { labelled: 0, found: 0, detected: 0, detectedTrue: 0 };
  for (const s of result.stats.values()) {
    t.labelled += s.labelled;
    t.found += s.found;
    t.detected += s.detected;
    t.detectedTrue += s.detectedTrue;
  }
  return t;
}

function renderTables(corpus: CorpusItem[], result: Evaluation, others: [number, Evaluation][]): string {
  const lines = ['| entity | n | recall | precision |', '| --- | ---: | ---: | ---: |'];
  let detected = 0;
  let detectedTrue = 0;
  let labelled = 0;
  let found = 0;
  for (const [type, s] of result.stats) {
    lines.push(`| ${type} | ${s.labelled} | ${ratio(s.found, s.labelled)} | ${ratio(s.detectedTrue, s.detected)} |`);
    detected += s.detected;
    detectedTrue += s.detectedTrue;
    labelled += s.labelled;
    found += s.found;
  }
  lines.push(`| **all** | ${labelled} | ${ratio(found, labelled)} | ${ratio(detectedTrue, detected)} |`);
  const negatives = ['| hard negative | n | wrongly redacted |', '| --- | ---: | ---: |'];
  const nowPersonal = ['| written as a hard negative, personal since 2026-12-06 | n | masked |', '| --- | ---: | ---: |'];
  for (const [kind, total] of [...result.negativeTotals].sort((a, b) => a[0].localeCompare(b[0]))) {
    const type = NOW_PERSONAL.get(kind);
    if (type) nowPersonal.push(`| ${kind} (${type}) | ${total} | ${result.negativeHits.get(kind) ?? 0} |`);
    else negatives.push(`| ${kind} | ${total} | ${result.negativeHits.get(kind) ?? 0} |`);
  }
  const positives = corpus.filter((i) => i.labels.length > 0).length;
  const otherRows = ['| seed | n | recall | precision | lowest recall (entity) |', '| ---: | ---: | ---: | ---: | --- |'];
  for (const [seed, r] of others) {
    const t = totals(r);
    const [lowType, low] = [...r.stats].map(([type, st]) => [type, st.found / st.labelled] as const).sort((a, b) => a[1] - b[1])[0]!;
    otherRows.push(`| ${seed} | ${t.labelled} | ${ratio(t.found, t.labelled)} | ${ratio(t.detectedTrue, t.detected)} | ${ratio(low * 1e6, 1e6)} (${lowType}) |`);
  }
  return [
    '# PII detection results',
    '',
    `Generated by \`npx vitest run test/corpus/pii/pii-corpus.test.ts\` (corpus seed ${SEED}, locales en/ko/de/fr/ja): ` +
      `${corpus.length} strings — ${positives} with labelled entities, ${corpus.length - positives} made only of hard negatives — ` +
      'shaped as log lines, exception messages and stack traces, JSON blobs, SQL, URLs, header dumps and chat messages. ' +
      'A finding is a true positive when it overlaps a labelled span of the same type.',
    '',
    ...lines,
    '',
    ...negatives,
    '',
    'The generator writes precise coordinates (under `location`, `coords`, `geo`) and MAC addresses (under `mac`, ' +
      '`hw_addr`) as hard negatives; since 2026-12-06 they are personal data the engine masks (LOCATION, MAC_ADDRESS: a ' +
      "person's doorstep, a person's device), so they are counted apart, as what should be masked:",
    '',
    ...nowPersonal,
    '',
    'The detectors were tuned while looking at this seed, so the table above is an upper bound. The same ' +
      'generator with seeds never looked at during tuning:',
    '',
    ...otherRows,
    '',
    'Both come from one synthetic generator: they show that the detectors handle its shapes and look-alikes, ' +
      'not how they fare on real traffic. The generator writes no person names or postal addresses in text; ' +
      '`person-names-held-out.test.ts` and `street-addresses-held-out.test.ts` measure those on sets written apart. For SSN, RRN ' +
      'and NATIONAL_ID, `NATIONAL-IDS.md` has a held-out set written apart from this generator and the measured ' +
      'false-positive rates on timestamps, bare digit ids and phone numbers.',
    '',
  ].join('\n');
}

// The corpus is pinned to the generator's reference date (faker's REF_DATE); so is the engine's clock,
// which the RRN and national-id detectors read for birth dates and the timestamp window.
const CORPUS_NOW_MS = Date.parse('2025-06-01T00:00:00.000Z');

describe('PII corpus', () => {
  // The corpus measures the entity types' detectors; its SQL shape (statements written in text) would be masked whole
  // by the SQL_LITERAL rule (detect-embedded-sql.ts, measured by sql-in-text-held-out.test.ts), which is off here.
  const engine = createPiiEngine({ rules: { SQL_LITERAL: { enabled: false, mode: 'mask' } }, now: () => CORPUS_NOW_MS });
  const detect = (item: CorpusItem) => engine.findEntities(item.text, item.key ? { key: item.key } : undefined);
  const corpus = generatePiiCorpus({ seed: SEED });
  const result = evaluate(corpus, detect);
  const others = OTHER_SEEDS.map((seed): [number, Evaluation] => [seed, evaluate(generatePiiCorpus({ seed }), detect)]);

  it('has at least 200 labelled positives per entity type', () => {
    for (const [type, s] of result.stats) expect(s.labelled, type).toBeGreaterThanOrEqual(200);
  });

  it('meets the recall and precision targets (and prints the table)', () => {
    const table = renderTables(corpus, result, others);
    console.log(`\n${table}`);
    writeFileSync(RESULTS_PATH, table);
    if (result.misses.length) console.log(`misses (first 40):\n${result.misses.slice(0, 40).join('\n')}`);
    if (result.falsePositives.length) console.log(`false positives (first 40):\n${result.falsePositives.slice(0, 40).join('\n')}`);
    const recall = (t: EntityType) => {
      const s = result.stats.get(t)!;
      return s.found / s.labelled;
    };
    for (const t of ['CARD', 'EMAIL', 'IBAN', 'SSN', 'RRN', 'NATIONAL_ID', 'JWT', 'API_KEY'] as const) expect(recall(t), t).toBeGreaterThanOrEqual(0.99);
    for (const t of ['PHONE', 'IP'] as const) expect(recall(t), t).toBeGreaterThanOrEqual(0.95);
    let detected = 0;
    let detectedTrue = 0;
    for (const s of result.stats.values()) {
      detected += s.detected;
      detectedTrue += s.detectedTrue;
    }
    expect(detectedTrue / detected).toBeGreaterThanOrEqual(0.95);
  });

  it('meets the same targets on seeds that were not used for tuning', () => {
    for (const [seed, r] of others) {
      for (const t of ['CARD', 'EMAIL', 'IBAN', 'SSN', 'RRN', 'NATIONAL_ID', 'JWT', 'API_KEY'] as const) {
        const s = r.stats.get(t)!;
        expect(s.found / s.labelled, `${t} seed ${seed}`).toBeGreaterThanOrEqual(0.99);
      }
      for (const t of ['PHONE', 'IP'] as const) {
        const s = r.stats.get(t)!;
        expect(s.found / s.labelled, `${t} seed ${seed}`).toBeGreaterThanOrEqual(0.95);
      }
      const tot = totals(r);
      expect(tot.detectedTrue / tot.detected, `precision seed ${seed}`).toBeGreaterThanOrEqual(0.95);
    }
  });

  it('masks the coordinates and MAC addresses the generator writes as negatives (personal since 2026-12-06)', () => {
    for (const [seed, r] of [[SEED, result] as [number, Evaluation], ...others]) {
      for (const kind of NOW_PERSONAL.keys()) {
        const total = r.negativeTotals.get(kind as NegativeKind) ?? 0;
        expect(total, `${kind} seed ${seed}`).toBeGreaterThan(50);
        expect((r.negativeHits.get(kind as NegativeKind) ?? 0) / total, `${kind} seed ${seed}`).toBeGreaterThanOrEqual(0.95);
      }
    }
  });

  it('never redacts a trace id, span id or UUID', () => {
    for (const [seed, r] of [[SEED, result] as [number, Evaluation], ...others]) {
      for (const kind of ['TRACE_ID', 'SPAN_ID', 'UUID'] as const) {
        expect(r.negativeTotals.get(kind) ?? 0, `${kind} seed ${seed}`).toBeGreaterThan(200);
        expect(r.negativeHits.get(kind) ?? 0, `${kind} seed ${seed}`).toBe(0);
      }
    }
  });

  it('is a real test: with every rule disabled nothing is found and recall is zero', () => {
    const off = createPiiEngine({ rules: Object.fromEntries(CORPUS_TYPES.map((t) => [t, { enabled: false, mode: 'mask' }])) });
    const control = evaluate(corpus.slice(0, 300), (item) => off.findEntities(item.text));
    for (const s of control.stats.values()) expect(s.found).toBe(0);
  });
});

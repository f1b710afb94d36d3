import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import type { Finding } from '../../../collector/redaction/pii/detector.ts';
import { createPiiEngine, type PiiEngine } from '../../../collector/redaction/pii/pii-engine.ts';
import { generateWrittenFormsHeldOut, hasIssuerPrefix, luhnDigit, luhnValid, POSITIVE_FORMS, SURROUNDINGS, type WrittenFormItem } from './written-forms-held-out.ts';

// The e-mail and card detectors read no clock, but other types (RRN's timestamp window) win overlaps
// against them; the clock is pinned to the day of the first run so that the figures are reproducible.
const NOW_MS = Date.parse('2026-12-04T00:00:00.000Z');
const RESULTS_PATH = fileURLToPath(new URL('./WRITTEN-FORMS.md', import.meta.url));
const SCORED_TYPES = new Set(['EMAIL', 'CARD']);

const engine = createPiiEngine({ rules: {}, now: () => NOW_MS });

function overlaps(a: { start: number; end: number }, b: { start: number; end: number }): boolean {
  return a.start < b.end && b.start < a.end;
}

/** Whether the union of `findings` covers [start, end). */
function covers(findings: readonly Finding[], span: { start: number; end: number }): boolean {
  let at = span.start;
  for (const f of [...findings].sort((a, b) => a.start - b.start)) {
    if (f.start > at) return false;
    at = Math.max(at, f.end);
    if (at >= span.end) return true;
  }
  return at >= span.end;
}

interface Row {
  positives: number;
  found: number;
  covered: number;
  /** Positives overlapped by a finding of any type. */
  maskedAny: number;
  negatives: number;
  /** Negatives overlapped by an EMAIL or CARD finding. */
  falsePositives: number;
  /** Negatives overlapped by a finding of any type. */
  anyHits: number;
}

const newRow = (): Row => ({ positives: 0, found: 0, covered: 0, maskedAny: 0, negatives: 0, falsePositives: 0, anyHits: 0 });

interface Example {
  form: string;
  line: string;
}

interface Evaluation {
  byKind: Map<string, Row>;
  byGroup: Map<string, Row>;
  byForm: Map<string, Row>;
  bySurrounding: Map<string, Row>;
  edges: Map<string, Row>;
  total: Row;
  misses: Example[];
  falsePositives: Example[];
}

const describeFindings = (text: string, found: readonly Finding[]) =>
  found.map((f) => `${f.type} ${JSON.stringify(text.slice(f.start, f.end))}`).join(', ') || 'nothing';

function evaluate(items: readonly WrittenFormItem[], find: (text: string) => Finding[]): Evaluation {
  const e: Evaluation = { byKind: new Map(), byGroup: new Map(), byForm: new Map(), bySurrounding: new Map(), edges: new Map(), total: newRow(), misses: [], falsePositives: [] };
  const row = (m: Map<string, Row>, k: string) => m.get(k) ?? m.set(k, newRow()).get(k)!;
  for (const item of items) {
    const found = find(item.text).filter((f) => overlaps(f, item));
    const rows = item.scored
      ? [e.total, row(e.byKind, item.kind), row(e.byGroup, item.group), row(e.byForm, `${item.kind} · ${item.form}`), row(e.bySurrounding, item.surrounding)]
      : [row(e.edges, `${item.kind} · ${item.form}`)];
    const value = JSON.stringify(item.text.slice(item.start, item.end));
    if (item.expected !== null) {
      const typed = found.filter((f) => f.type === item.expected);
      const isFound = typed.length > 0;
      const isCovered = isFound && covers(typed, item);
      for (const r of rows) {
        r.positives++;
        if (isFound) r.found++;
        if (isCovered) r.covered++;
        if (found.length > 0) r.maskedAny++;
      }
      if (item.scored && !isCovered) {
        e.misses.push({ form: `${item.kind} · ${item.form}`, line: `${item.kind} · ${item.form} · ${item.surrounding} · ${isFound ? 'PARTLY COVERED' : 'NOT FOUND'}: ${JSON.stringify(item.text)} | value ${value} → ${describeFindings(item.text, found)}` });
      }
    } else {
      const fp = found.some((f) => SCORED_TYPES.has(f.type));
      for (const r of rows) {
        r.negatives++;
        if (fp) r.falsePositives++;
        if (found.length > 0) r.anyHits++;
      }
      if (fp) e.falsePositives.push({ form: `${item.kind} · ${item.form}`, line: `${item.kind} · ${item.form} · ${item.surrounding}: ${JSON.stringify(item.text)} | look-alike ${value} → ${describeFindings(item.text, found)}` });
    }
  }
  return e;
}

/** Up to `n` examples, taken in turn from every form so that each form shows. */
function spread(examples: readonly Example[], n: number): string[] {
  const byForm = new Map<string, string[]>();
  for (const x of examples) byForm.set(x.form, [...(byForm.get(x.form) ?? []), x.line]);
  const out: string[] = [];
  for (let i = 0; out.length < n; i++) {
    let any = false;
    for (const lines of byForm.values()) {
      if (i < lines.length && out.length < n) {
        out.push(lines[i]!);
        any = true;
      }
    }
    if (!any) break;
  }
  return out;
}

const pct = (n: number, d: number) => (d === 0 ? '—' : `${((100 * n) / d).toFixed(1)}%`);
const code = (s: string) => `\`${s}\``;

function rowLine(name: string, r: Row): string {
  const pos = r.positives > 0 ? `${r.positives} | ${pct(r.found, r.positives)} | ${pct(r.covered, r.positives)} | ${pct(r.maskedAny, r.positives)}` : '— | — | — | —';
  const neg = r.negatives > 0 ? `${r.negatives} | ${r.falsePositives} (${pct(r.falsePositives, r.negatives)}) | ${r.anyHits}` : '— | — | —';
  return `| ${name} | ${pos} | ${neg} |`;
}

const HEADER = [
  '| | positives | found as its type | covered entirely | masked (any type) | hard negatives | false positives (EMAIL/CARD) | masked (any type) |',
  '| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
];

function tables(e: Evaluation): { kind: string[]; group: string[]; form: string[]; surrounding: string[]; edges: string[] } {
  return {
    kind: [...HEADER, ...[...e.byKind].map(([k, r]) => rowLine(k, r)), rowLine('**all**', e.total)],
    group: [...HEADER, ...[...e.byGroup].map(([k, r]) => rowLine(code(k), r))],
    form: [...HEADER, ...[...e.byForm].map(([k, r]) => rowLine(code(k), r))],
    surrounding: [...HEADER, ...SURROUNDINGS.map((s) => rowLine(s, e.bySurrounding.get(s) ?? newRow()))],
    edges: ['| | n | found as its type | covered entirely | masked (any type) |', '| --- | ---: | ---: | ---: | ---: |', ...[...e.edges].map(([k, r]) => `| ${code(k)} | ${r.positives} | ${pct(r.found, r.positives)} | ${pct(r.covered, r.positives)} | ${pct(r.maskedAny, r.positives)} |`)],
  };
}

// The figures of the first run (2026-12-04, detectors as handed over, held-out set never run before), copied
// from that run's report with the patterns seen in its misses and false positives: kept as they were, whatever
// later runs measure, because they are the only figures on data the detectors were not tuned on.
const FIRST_RUN: readonly string[] = [
  'Figures of the first run (2026-12-04), the held-out set run for the first time against the detectors as handed',
  'over; kept as they were whatever later runs measure.',
  '',
  '| | positives | found as its type | covered entirely | masked (any type) | hard negatives | false positives (EMAIL/CARD) | masked (any type) |',
  '| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
  '| EMAIL | 1620 | 98.5% | 84.7% | 98.5% | 720 | 20 (2.8%) | 20 |',
  '| CARD | 660 | 92.4% | 92.4% | 92.6% | 990 | 2 (0.2%) | 2 |',
  '| **all** | 2280 | 96.7% | 86.9% | 96.8% | 1710 | 22 (1.3%) | 22 |',
  '',
  'Per family of forms:',
  '',
  '| | positives | found as its type | covered entirely | masked (any type) | hard negatives | false positives (EMAIL/CARD) | masked (any type) |',
  '| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
  '| `html entity` | 600 | 99.2% | 71.5% | 99.2% | — | — | — |',
  '| `escape` | 240 | 99.6% | 75.8% | 99.6% | — | — | — |',
  '| `bracketed` | 480 | 98.8% | 98.8% | 98.8% | — | — | — |',
  '| `words` | 180 | 92.8% | 92.8% | 92.8% | — | — | — |',
  '| `spaced @` | 120 | 100.0% | 100.0% | 100.0% | — | — | — |',
  '| `glued, card word` | 360 | 89.7% | 89.7% | 90.0% | — | — | — |',
  '| `glued, other word` | 180 | 96.7% | 96.7% | 96.7% | — | — | — |',
  '| `spelt` | 120 | 94.2% | 94.2% | 94.2% | — | — | — |',
  '| `neg: e-mail look-alikes` | — | — | — | — | 720 | 20 (2.8%) | 20 |',
  '| `neg: card look-alikes` | — | — | — | — | 990 | 2 (0.2%) | 2 |',
  '',
  'Per form:',
  '',
  '| | positives | found as its type | covered entirely | masked (any type) | hard negatives | false positives (EMAIL/CARD) | masked (any type) |',
  '| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
  '| `EMAIL · &#64; for @` | 60 | 98.3% | 98.3% | 98.3% | — | — | — |',
  '| `EMAIL · &#064; for @` | 60 | 100.0% | 100.0% | 100.0% | — | — | — |',
  '| `EMAIL · &#x40; for @` | 60 | 100.0% | 100.0% | 100.0% | — | — | — |',
  '| `EMAIL · &commat; for @` | 60 | 96.7% | 96.7% | 96.7% | — | — | — |',
  '| `EMAIL · @ + &#46; for dots` | 60 | 100.0% | 56.7% | 100.0% | — | — | — |',
  '| `EMAIL · @ + &#x2e; for dots` | 60 | 100.0% | 43.3% | 100.0% | — | — | — |',
  '| `EMAIL · @ + &period; for dots` | 60 | 100.0% | 63.3% | 100.0% | — | — | — |',
  '| `EMAIL · &#64; + &#46;` | 60 | 100.0% | 51.7% | 100.0% | — | — | — |',
  '| `EMAIL · &#x40; + &#x2e;` | 60 | 98.3% | 48.3% | 98.3% | — | — | — |',
  '| `EMAIL · &commat; + &period;` | 60 | 98.3% | 56.7% | 98.3% | — | — | — |',
  '| `EMAIL · \\u0040 for @` | 60 | 100.0% | 100.0% | 100.0% | — | — | — |',
  '| `EMAIL · \\x40 for @` | 60 | 100.0% | 100.0% | 100.0% | — | — | — |',
  '| `EMAIL · \\u0040 + \\u002e` | 60 | 100.0% | 61.7% | 100.0% | — | — | — |',
  '| `EMAIL · @ + \\u002e for dots` | 60 | 98.3% | 41.7% | 98.3% | — | — | — |',
  '| `EMAIL · [at], real dots` | 60 | 98.3% | 98.3% | 98.3% | — | — | — |',
  '| `EMAIL · (at), real dots` | 60 | 100.0% | 100.0% | 100.0% | — | — | — |',
  '| `EMAIL · {at}, real dots` | 60 | 98.3% | 98.3% | 98.3% | — | — | — |',
  '| `EMAIL · <at>, real dots` | 60 | 100.0% | 100.0% | 100.0% | — | — | — |',
  '| `EMAIL · [at] + [dot]` | 60 | 98.3% | 98.3% | 98.3% | — | — | — |',
  '| `EMAIL · (at) + (dot)` | 60 | 98.3% | 98.3% | 98.3% | — | — | — |',
  '| `EMAIL · @ + [dot]` | 60 | 96.7% | 96.7% | 96.7% | — | — | — |',
  '| `EMAIL · @ + (dot)` | 60 | 100.0% | 100.0% | 100.0% | — | — | — |',
  '| `EMAIL · at + dot` | 60 | 95.0% | 95.0% | 95.0% | — | — | — |',
  '| `EMAIL · dot in local + at + dot` | 60 | 91.7% | 91.7% | 91.7% | — | — | — |',
  '| `EMAIL · at + dot, three or more labels` | 60 | 91.7% | 91.7% | 91.7% | — | — | — |',
  '| `EMAIL · spaced @, common TLD` | 60 | 100.0% | 100.0% | 100.0% | — | — | — |',
  '| `EMAIL · spaced @, .uk or subdomain` | 60 | 100.0% | 100.0% | 100.0% | — | — | — |',
  '| `CARD · card word + 13-16 digits` | 60 | 91.7% | 91.7% | 91.7% | — | — | — |',
  '| `CARD · card word + 17-19 digits` | 60 | 95.0% | 95.0% | 95.0% | — | — | — |',
  '| `CARD · card word + underscore` | 60 | 93.3% | 93.3% | 93.3% | — | — | — |',
  '| `CARD · card word + dashed groups` | 60 | 83.3% | 83.3% | 83.3% | — | — | — |',
  '| `CARD · card word + spaced groups` | 60 | 75.0% | 75.0% | 76.7% | — | — | — |',
  '| `CARD · card word + digits + hex-letter suffix` | 60 | 100.0% | 100.0% | 100.0% | — | — | — |',
  '| `CARD · other word (letter outside a-f) + 13-16 digits` | 60 | 98.3% | 98.3% | 98.3% | — | — | — |',
  '| `CARD · 13-16 digits + suffix (letter outside a-f)` | 60 | 91.7% | 91.7% | 91.7% | — | — | — |',
  '| `CARD · glued on both sides` | 60 | 100.0% | 100.0% | 100.0% | — | — | — |',
  '| `CARD · spelt, one space per digit` | 60 | 93.3% | 93.3% | 93.3% | — | — | — |',
  '| `CARD · spelt after a card word` | 60 | 95.0% | 95.0% | 95.0% | — | — | — |',
  '| `EMAIL · neg: prose with at / dot` | — | — | — | — | 90 | 0 (0.0%) | 0 |',
  '| `EMAIL · neg: Python @ operator` | — | — | — | — | 90 | 0 (0.0%) | 0 |',
  '| `EMAIL · neg: decorators and CSS at-rules` | — | — | — | — | 90 | 0 (0.0%) | 0 |',
  '| `EMAIL · neg: package and asset specifiers` | — | — | — | — | 90 | 0 (0.0%) | 0 |',
  '| `EMAIL · neg: git@host: remotes` | — | — | — | — | 90 | 0 (0.0%) | 0 |',
  '| `EMAIL · neg: HTML entities, not an address` | — | — | — | — | 90 | 0 (0.0%) | 0 |',
  '| `EMAIL · neg: escapes, not an address` | — | — | — | — | 90 | 0 (0.0%) | 0 |',
  '| `EMAIL · neg: bracketed at / dot, not an address` | — | — | — | — | 90 | 20 (22.2%) | 20 |',
  '| `CARD · neg: SHA-1/SHA-256 with a Luhn-valid issuer run` | — | — | — | — | 90 | 0 (0.0%) | 0 |',
  '| `CARD · neg: hex id with a Luhn-valid issuer run` | — | — | — | — | 90 | 0 (0.0%) | 0 |',
  '| `CARD · neg: random hex hashes and ids` | — | — | — | — | 90 | 0 (0.0%) | 0 |',
  '| `CARD · neg: 0x literals` | — | — | — | — | 90 | 0 (0.0%) | 0 |',
  '| `CARD · neg: UUIDs (half all-decimal, Luhn-valid 8-4-4 head)` | — | — | — | — | 90 | 0 (0.0%) | 0 |',
  '| `CARD · neg: µs/ns timestamps glued to a prefix` | — | — | — | — | 90 | 0 (0.0%) | 0 |',
  '| `CARD · neg: order id glued to letters, Luhn fails` | — | — | — | — | 90 | 0 (0.0%) | 0 |',
  '| `CARD · neg: card word glued, Luhn fails` | — | — | — | — | 90 | 0 (0.0%) | 0 |',
  '| `CARD · neg: 17-19 Luhn-valid digits glued to a non-card word` | — | — | — | — | 90 | 0 (0.0%) | 0 |',
  '| `CARD · neg: spelt 13-19 digits, not a card` | — | — | — | — | 90 | 2 (2.2%) | 2 |',
  '| `CARD · neg: 20-40 single digits separated by spaces` | — | — | — | — | 90 | 0 (0.0%) | 0 |',
  '',
  'Per surrounding:',
  '',
  '| | positives | found as its type | covered entirely | masked (any type) | hard negatives | false positives (EMAIL/CARD) | masked (any type) |',
  '| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
  '| prose | 228 | 98.7% | 90.4% | 98.7% | 200 | 3 (1.5%) | 3 |',
  '| chat | 228 | 93.0% | 82.0% | 93.0% | 200 | 2 (1.0%) | 2 |',
  '| log | 228 | 98.7% | 89.0% | 98.7% | 201 | 4 (2.0%) | 4 |',
  '| html | 204 | 98.0% | 90.7% | 98.0% | 191 | 2 (1.0%) | 2 |',
  '| json-cut | 272 | 98.9% | 87.5% | 98.9% | 177 | 3 (1.7%) | 3 |',
  '| csv | 224 | 85.7% | 75.9% | 85.7% | 176 | 5 (2.8%) | 5 |',
  '| markdown | 224 | 98.7% | 88.4% | 98.7% | 201 | 3 (1.5%) | 3 |',
  '| de | 224 | 99.1% | 87.9% | 99.1% | 128 | 0 (0.0%) | 0 |',
  '| fr | 224 | 98.7% | 87.5% | 98.7% | 128 | 0 (0.0%) | 0 |',
  '| upper | 224 | 97.3% | 90.2% | 97.8% | 108 | 0 (0.0%) | 0 |',
  '',
  'Edges (not scored):',
  '',
  '| | n | found as its type | covered entirely | masked (any type) |',
  '| --- | ---: | ---: | ---: | ---: |',
  '| `EMAIL · spaced dots (jane@example . com)` | 30 | 0.0% | 0.0% | 0.0% |',
  '| `EMAIL · quoted local part` | 30 | 0.0% | 0.0% | 0.0% |',
  '| `EMAIL · IP-literal domain` | 30 | 0.0% | 0.0% | 100.0% |',
  '| `EMAIL · plain at + real dots` | 30 | 0.0% | 0.0% | 0.0% |',
  '| `EMAIL · spaced @, uncommon TLD` | 30 | 60.0% | 60.0% | 60.0% |',
  '| `EMAIL · space on one side of @` | 30 | 90.0% | 90.0% | 90.0% |',
  '| `EMAIL · &#X40; / &#0064; (unlisted spellings)` | 30 | 100.0% | 100.0% | 100.0% |',
  '| `EMAIL · {dot} / <dot>` | 30 | 100.0% | 100.0% | 100.0% |',
  '| `CARD · card after a dash (cc-4111…)` | 30 | 0.0% | 0.0% | 0.0% |',
  '| `CARD · hex-letter suffix, no card word` | 30 | 0.0% | 0.0% | 0.0% |',
  '| `CARD · hex-letter prefix, no card word` | 30 | 0.0% | 0.0% | 0.0% |',
  '',
  'Observed on the first run, with one example each (probes outside the set, made afterwards through the engine\'s',
  'public API to describe a pattern, are marked "probe"):',
  '',
  'Misses (298 of 2,280 positives not covered entirely: 75 not found, 223 partly covered):',
  '- 223 partly covered — an encoded dot (`&#46;`, `&#x2e;`, `&period;`, `\\u002e`) in the local part: the finding',
  '  starts after the last encoded dot of the local part, so the head of the local part stays in clear:',
  '  `m&#46;kuhn@all-runway&#46;dev` → EMAIL `kuhn@all-runway&#46;dev`; with the escape the finding starts inside it',
  '  (probe: `jane\\u002edoe@example.com` → `u002edoe@example.com`). `[dot]`, `(dot)` and ` dot ` in the local part',
  '  are covered.',
  '- 31 not found — a card in a comma-separated field right after `7,`: `id,ref,amount\\n7,ccnum6520051377059101,12.00`.',
  '  Not specific to glued forms (probe: `7,4111111111111111,12.00`, `a,4111111111111111`, `4111111111111111,12.00` →',
  '  nothing; `4111111111111111,b`, `7, 4111111111111111, 12.00` and `;`-separated fields → found).',
  '- 19 not found — grouped numbers glued to a card word in layouts other than 4-4-4-4, 4-6-5, 4-6-4, 4-4-4-4-3:',
  '  13 digits 4-4-5 (11, `visa4064-0295-14140`), 18 digits 4-4-4-6 (5, `CARD3577 4953 9906 277246`), 17 digits',
  '  4-4-4-5 (3, `creditcard3582-2668-5702-82612`). These layouts are the generator\'s choice; the same numbers are',
  '  not found without the glue either (probe: `4222 2222 22222`, and 13 digits as 4-3-3-3: `4222-222-222-222`).',
  '- 13 not found — an address right after the word `at` whose local part has a dot and whose `@` is written out:',
  '  `sure, ping me at javier.robel&commat;harp.eu`, `sure, ping me at l.ziemann [At] secondary-yin.co.uk`',
  '  (probe: `ping me at jane&#64;example.com` and `write to jane.doe[at]example.com` → found;',
  '  `ping me at jane.doe @ example.com`, `look at jane.doe&#64;example.com` → nothing).',
  '- 12 not found — the words form with the TLD `eu`: `lue60 at mcculloughpari dot eu` (probe: com, co, ch, us, ca,',
  '  se, ai, info → found; eu, museum → nothing).',
  '',
  'False positives (22 of 1,710 hard negatives):',
  '- 20 — bracketed `{at}` and `{dot}` between ordinary words: `Use {at} and {dot} as placeholders in the template.` →',
  '  EMAIL `Use {at} and {dot} as` (every item of that template; probe: `… {dot} for placeholders` and the `[at]`/`[dot]`',
  '  and `(at)`/`(dot)` spellings → EMAIL too: the word after the bracketed dot is taken as a TLD whatever it is).',
  '- 2 — spelt runs that pass Luhn with a prefix outside the specification\'s issuer list:',
  '  `6 6 4 0 8 8 3 4 6 7 1 4 2 3 5 5 3 3` (66…, 18 digits), `6 4 9 2 5 8 0 7 5 3 9 0 3 4 7 2 4` (64…, 17 digits) → CARD.',
  '- None on: prose with ` at `/` dot `, `X @ W.T`, decorators and at-rules, package specifiers, `git@host:` remotes,',
  '  HTML entities and escapes that are not addresses, hex hashes and ids with planted Luhn-valid issuer runs, `0x`',
  '  literals, UUIDs, glued µs/ns timestamps, Luhn-failing glued ids, 17-19-digit runs glued to non-card words, lists',
  '  of 20-40 spaced digits.',
  '',
  'Edges (not scored): spaced dots, quoted local parts and plain ` at ` with real dots never found (as specified);',
  'IP-literal domains masked as IP, not EMAIL; spaced `@` before an uncommon TLD 60%; a space on one side of `@` 90%;',
  '`&#X40;`/`&#0064;` and `{dot}`/`<dot>` 100%; hex-letter affixes without a card word 0% (as specified); a card',
  'after `word-` (`cc-4111…`, `pan-345040859200453`) 0%, and no other detector masks it either.',
];

// Floors and ceilings: they catch a regression, they are not targets to tune against. Rates in [0, 1].
// First run (the held-out figure): EMAIL found 1595/1620 (98.5%), covered 1372 (84.7%), 20/720 false positives
// (2.8%); CARD found and covered 610/660 (92.4%), 2/990 (0.2%); all 2205 (96.7%), 1982 (86.9%), 22/1710 (1.3%).
// The detectors were then fixed for the patterns it showed (see AFTER_FIRST_RUN); the floors sit just below the
// run after those fixes: EMAIL 100% / 100% / 0, CARD 98.0% / 98.0% / 0, all 99.4% / 99.4% / 0.
const FLOORS: Record<'EMAIL' | 'CARD' | 'all', { found: number; covered: number; maxFalsePositives: number }> = {
  EMAIL: { found: 0.995, covered: 0.995, maxFalsePositives: 0.005 },
  CARD: { found: 0.97, covered: 0.97, maxFalsePositives: 0.005 },
  all: { found: 0.99, covered: 0.99, maxFalsePositives: 0.005 },
};

// What changed after the first run: the figures under "Results of this run" are no longer held-out.
const AFTER_FIRST_RUN: readonly string[] = [
  'The first run (below) is the held-out figure. The detectors were then changed for the patterns it showed, so',
  'the results above it measure them on a set they were fixed against: an upper bound, like the generator corpus.',
  'Fixed: a dot written out in the local part (`m&#46;kuhn@…`, `jane\\u002edoe@…`) is part of the address; an',
  'address right after the word "at" is looked for again after a rejected prose match; a spelt-out or bracketed',
  'form accepts any two-letter top-level domain (`.eu`); a bracketed `{at}`/`{dot}` between prose words is not an',
  'address; cards in a comma-separated field or JSON array (a comma before or after the digits); the 4-4-5,',
  '4-4-4-5, 4-4-4-6 and 4-3-3-3 layouts; a card after `word-` beside a card word (`cc-4111…`). Traded: a card',
  'spelt out digit by digit with 17-19 digits needs a card word, as an unbroken run does (two lists of digits were',
  'read as cards): the 13 misses left are such cards, 17-19 digits spelt out with no card word before them.',
];

describe('written e-mail addresses and glued/spelt card numbers: held-out set', () => {
  const items = generateWrittenFormsHeldOut();
  const scored = items.filter((i) => i.scored);

  it('is made as specified: sizes, spans, and the generator\'s own card checks', () => {
    expect(scored.filter((i) => i.expected !== null).length).toBeGreaterThanOrEqual(1500);
    expect(scored.filter((i) => i.expected === null).length).toBeGreaterThanOrEqual(1500);
    for (const i of items) {
      expect(i.start, i.text).toBeGreaterThanOrEqual(0);
      expect(i.end, i.text).toBeGreaterThan(i.start);
      expect(i.end, i.text).toBeLessThanOrEqual(i.text.length);
    }
    // Luhn against the issuers' published test numbers.
    for (const n of ['4111111111111111', '5555555555554444', '2223003122003222', '378282246310005', '6011111111111117', '3530111333300000', '30569309025904', '4222222222222']) {
      expect(luhnValid(n), n).toBe(true);
      expect(hasIssuerPrefix(n), n).toBe(true);
      expect(luhnDigit(n.slice(0, -1)), n).toBe(n.slice(-1));
    }
    expect(luhnValid('4111111111111112')).toBe(false);
    // Every card positive carries a valid number with an issuer prefix, 13-19 digits.
    for (const i of items.filter((x) => x.expected === 'CARD')) {
      const digits = i.text.slice(i.start, i.end).replace(/\D/g, '');
      expect(digits.length, i.text).toBeGreaterThanOrEqual(13);
      expect(digits.length, i.text).toBeLessThanOrEqual(19);
      expect(luhnValid(digits) && hasIssuerPrefix(digits), i.text).toBe(true);
    }
    // The Luhn-failing negatives fail.
    for (const i of items.filter((x) => x.expected === null && /Luhn fails/.test(x.form))) {
      expect(luhnValid(i.text.slice(i.start, i.end).replace(/^\D+|\D+$/g, '')), i.text).toBe(false);
    }
    expect(new Set(items.map((i) => i.form)).size).toBeGreaterThanOrEqual(POSITIVE_FORMS.length);
    // Deterministic.
    expect(generateWrittenFormsHeldOut().map((i) => i.text)).toEqual(items.map((i) => i.text));
  });

  it('is a real test: with EMAIL and CARD disabled nothing of the positives is found', () => {
    const off: PiiEngine = createPiiEngine({ rules: { EMAIL: { enabled: false, mode: 'mask' }, CARD: { enabled: false, mode: 'mask' } }, now: () => NOW_MS });
    const control = evaluate(items, (text) => off.findEntities(text));
    expect(control.total.positives).toBeGreaterThanOrEqual(1500);
    expect(control.total.found).toBe(0);
    expect(control.total.falsePositives).toBe(0);
  });

  it('meets its floors on the held-out set and writes WRITTEN-FORMS.md', () => {
    const e = evaluate(items, (text) => engine.findEntities(text));
    const t = tables(e);
    const misses = spread(e.misses, 40);
    const falsePositives = spread(e.falsePositives, 40);
    const report = [
      '# Written e-mail addresses, glued and spelt card numbers: held-out set',
      '',
      'Generated by `npx vitest run test/corpus/pii/written-forms-held-out.test.ts` (engine `createPiiEngine({ rules: {} })`,',
      'clock pinned to 2026-12-04), from `written-forms-held-out.ts`.',
      '',
      '## How the set was made',
      '',
      'Written from the detectors’ specification only — not from their code, their tests or examples found in the',
      'repository — and not used to tune them. A seeded generator of its own (splitmix32; faker with a fixed seed for',
      'first and last names, domain words, company names, nouns and cities) writes:',
      '',
      '- **e-mail positives** (27 forms × 60): addresses whose `@` or `.` is an HTML character reference (`&#64;`,',
      '  `&#064;`, `&#x40;`, `&commat;`, `&#46;`, `&#x2e;`, `&period;`, alone or together), a JavaScript/JSON/C escape in',
      '  raw text (`\\u0040`, `\\x40`, `\\u002e`; a quarter of them in JSON cut at a length limit), a bracketed word (`[at]`,',
      '  `(at)`, `{at}`, `<at>`, `[dot]`, `(dot)`; lower, upper or title case; spaces around or none), the plain words',
      '  ` at ` + ` dot ` (also in the local part, and with three or more domain labels), or a real `@` with a space on',
      '  both sides (com/org/net/io/de, .co.uk/.org.uk and subdomains). Local parts: first, first.last, f.last,',
      '  first.m.last, first_last, first-last, with digits; domains: faker domain words, company names, nouns, and',
      '  webmail providers, TLDs com … be, co.uk;',
      '- **card positives** (11 forms × 60): numbers drawn per issuer (Visa 4 — 13/16/19 digits —, Mastercard 51–55',
      '  and 2221–2720, Amex 34/37, Discover 6011/65 — 16/19 —, JCB 3528–3589 — 16–19 —, Diners 300–305/36/38 — 14 —)',
      '  with the Luhn digit computed here; glued to a card word (card, cc, pan, credit, debit, visa, master…, with',
      '  or without `_`; compact, 17–19 digits, dashed or spaced groups, or with a hex-letter suffix), glued to another',
      '  word with a letter outside a–f (13–16 digits), glued to a suffix (`exp`, `usd`, `_ok`…), glued on both',
      '  sides, or spelt with one space between every digit (13–19 digits, with and without a card word before);',
      '- **hard negatives** (19 forms × 90): prose with ` at ` and ` dot ` (“we met at the dot com party”, “look',
      '  at example.com”, “available at docs.python.org”, “meet at noon”, “look at the dot on the map”, “staff at',
      '  acme dot the i’s”), Python’s `@` operator (`X @ W.T`), decorators and CSS at-rules, npm/pip/Go specifiers',
      '  and `@2x` assets (`pkg@1.2.3`, `pkg @ git+https://…`, `logo@2x.png`), `git@github.com:…` remotes, HTML',
      '  entities and escapes that are not addresses (`&amp; at &lt;dot&gt;`, `&#64;handle`, `"\\u0040type"`,',
      '  `b\'\\x40…\'`), bracketed at/dot that are not addresses (modem `[AT]` logs, `{at}` placeholders, Markdown',
      '  links), SHA-1/SHA-256 hashes and hex ids with a planted Luhn-valid issuer run of 13–16 digits bounded by hex',
      '  letters, random hex, `0x` literals holding a Luhn-valid number, UUIDs (half all-decimal with a Luhn-valid',
      '  issuer 8-4-4 head), µs/ns timestamps glued to prefixes (`ts_1733312345678901`), order ids and card-word ids',
      '  glued to letters whose digits fail Luhn, 17–19 Luhn-valid issuer digits glued to a non-card word, spelt',
      '  13–19-digit runs that fail Luhn or have no issuer prefix, lists of 20–40 spaced single digits (60% with a',
      '  planted valid card inside);',
      '- **edges** (11 forms × 30, not scored): what the specification leaves out or does not mention',
      '  (spaced dots, quoted local parts, IP literals, plain ` at ` with real dots, spaced `@` before an uncommon',
      '  TLD, a space on one side of `@`, `&#X40;`/`&#0064;`, `{dot}`/`<dot>`, `cc-4111…`, hex-letter affixes).',
      '',
      'Surroundings, cycled per form: English prose, chat, `level=info msg=…` and timestamped logs, HTML, JSON cut',
      'at a length limit (a few characters after the value, sometimes with `…` or `...[truncated]`), CSV, Markdown,',
      'German and French prose, upper case (frame and value; entities and escapes keep their case). Escapes are',
      'never put in HTML.',
      '',
      'Scoring: a positive is **found** when a finding of its type overlaps the value’s span, **covered entirely**',
      'when the findings of its type together cover the whole span (for glued cards the span is the digits, not the',
      'word they are glued to). A hard negative is a **false positive** when an EMAIL or CARD finding overlaps the',
      'look-alike’s span. “Masked (any type)” counts a finding of any type over the span, for information.',
      '',
      '## Results of this run',
      '',
      ...AFTER_FIRST_RUN,
      '',
      ...t.kind,
      '',
      'Per family of forms:',
      '',
      ...t.group,
      '',
      'Per form:',
      '',
      ...t.form,
      '',
      'Per surrounding:',
      '',
      ...t.surrounding,
      '',
      'Edges (outside the specification or at its border; not scored, not in the figures above):',
      '',
      ...t.edges,
      '',
      '## First run',
      '',
      ...FIRST_RUN,
      '',
      `## Misses (${e.misses.length}; up to 40 shown, taken in turn from every form)`,
      '',
      '```text',
      ...(misses.length > 0 ? misses : ['none']),
      '```',
      '',
      `## False positives (${e.falsePositives.length}; up to 40 shown, taken in turn from every form)`,
      '',
      '```text',
      ...(falsePositives.length > 0 ? falsePositives : ['none']),
      '```',
      '',
    ].join('\n');
    writeFileSync(RESULTS_PATH, report);
    console.log(`\n${report}`);
    if (e.misses.length > 40) console.log(`all misses:\n${e.misses.map((m) => m.line).join('\n')}`);
    if (e.falsePositives.length > 40) console.log(`all false positives:\n${e.falsePositives.map((m) => m.line).join('\n')}`);

    for (const k of ['EMAIL', 'CARD', 'all'] as const) {
      const r = k === 'all' ? e.total : e.byKind.get(k)!;
      const floor = FLOORS[k];
      expect(r.found / r.positives, `${k} found`).toBeGreaterThanOrEqual(floor.found);
      expect(r.covered / r.positives, `${k} covered`).toBeGreaterThanOrEqual(floor.covered);
      expect(r.falsePositives / r.negatives, `${k} false positives`).toBeLessThanOrEqual(floor.maxFalsePositives);
    }
  }, 60_000);
});

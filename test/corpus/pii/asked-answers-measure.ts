/**
 * How the asked-answer sets are measured (asked-answers-held-out.test.ts, asked-answers-second-set.test.ts): a message
 * list goes through `redactMessages` (as the query API's redacted view and the content documents do), a transcript
 * through `redactString`. A positive counts when every letter and digit of its value is masked — the engine runs with a
 * same-length pseudonym so that positions stay —; a negative when nothing changes.
 */
import { createPiiEngine, type PiiEngine } from '../../../collector/redaction/pii/pii-engine.ts';
import { ENTITY_TYPES } from '../../../collector/redaction/pii/entity-type.ts';

/** A message as an LLM application logs it: `content` text, one content part, or OpenTelemetry's `parts`. */
export type AnyTurn =
  | { role: string; content: string }
  | { role: string; content: Array<{ type: string; text: string }> }
  | { role: string; parts: Array<{ type: string; content: string }> };
export interface AskedCase {
  family: string;
  lang: string;
  field?: string;
  turns?: readonly AnyTurn[];
  transcript?: string;
  value?: string;
}

const MASK = '\u2588';

export function maskingEngine(): PiiEngine {
  const rules = Object.fromEntries(ENTITY_TYPES.map((t) => [t, { enabled: true, mode: 'pseudonymize' as const }]));
  return createPiiEngine({ rules, pseudonymize: (_type, value) => MASK.repeat(value.length) });
}

function textOf(turn: AnyTurn): string {
  if ('parts' in turn) return turn.parts[0]!.content;
  return typeof turn.content === 'string' ? turn.content : turn.content[0]!.text;
}

/**
 * The words that join two values of one answer ("040 718 2934 ja ville.koskinen@…", "248391674 e PT50 …"): no one's data,
 * so a value answered as two fields counts when both are masked around them.
 */
const CONNECTORS = new Set(['and', 'ja', 'e', 'y', 'und', 'et', 'og', 'och', 'i', 'и', 'dan', 'và', 'at', 'és', 'și', 'a', 'en', 've', 'oraz']);

/** Whether every letter and digit of the case's value is masked (connecting words aside). */
export function isMasked(engine: PiiEngine, c: AskedCase): boolean {
  let before: string;
  let after: string;
  if (c.transcript !== undefined) {
    before = c.transcript;
    after = engine.redactString(c.transcript).text ?? '';
  } else {
    const turns = c.turns!;
    const out = engine.redactMessages(turns) as AnyTurn[];
    before = textOf(turns[turns.length - 1]!);
    after = textOf(out[out.length - 1]!) ?? '';
  }
  const at = before.indexOf(c.value!);
  const connector = new Uint8Array(c.value!.length);
  for (const m of c.value!.matchAll(/(?<=\s)\p{L}+(?=\s)/gu)) if (CONNECTORS.has(m[0].toLowerCase())) connector.fill(1, m.index, m.index + m[0].length);
  return after.length === before.length && [...c.value!].every((ch, i) => connector[i] === 1 || !/[\p{L}\p{N}]/u.test(ch) || after[at + i] === MASK);
}

export function changes(engine: PiiEngine, c: AskedCase): boolean {
  if (c.transcript !== undefined) return engine.redactString(c.transcript).text !== c.transcript;
  return JSON.stringify(engine.redactMessages(c.turns!)) !== JSON.stringify(c.turns);
}

const shown = (c: AskedCase): string => JSON.stringify(c.transcript ?? c.turns!.slice(-2).map(textOf));

export interface AskedResult {
  found: number;
  misses: string[];
  changed: string[];
  debatableChanged: number;
  table: string;
}

export function measureAsked(engine: PiiEngine, positives: readonly AskedCase[], negatives: readonly AskedCase[]): AskedResult {
  const misses: string[] = [];
  const perField = new Map<string, [number, number]>();
  let found = 0;
  for (const c of positives) {
    const ok = isMasked(engine, c);
    const row = perField.get(c.field!) ?? [0, 0];
    row[1]++;
    if (ok) {
      row[0]++;
      found++;
    } else misses.push(`${c.field} (${c.lang}): ${JSON.stringify(c.value)} in ${shown(c)}`);
    perField.set(c.field!, row);
  }
  const plain = negatives.filter((n) => !n.family.endsWith('-debatable'));
  const changed = plain.filter((n) => changes(engine, n)).map((n) => `${n.family}: ${shown(n)}`);
  const debatable = negatives.filter((n) => n.family.endsWith('-debatable'));
  const debatableChanged = debatable.filter((n) => changes(engine, n)).length;
  const table =
    `${found}/${positives.length} masked; ${changed.length}/${plain.length} negatives changed; ${debatableChanged}/${debatable.length} debatable changed\n` +
    [...perField].map(([field, [ok, n]]) => `${field} ${ok}/${n}`).join(', ') +
    `\nnot masked:\n  ${misses.join('\n  ')}\nnegatives changed:\n  ${changed.join('\n  ')}`;
  return { found, misses, changed, debatableChanged, table };
}

/**
 * The negative control: the message-list cases masked after their question, and after a turn that asks nothing ("OK."
 * in its place) — what the question adds to what the values' own shapes give. Printed under `name`.
 */
export function questionControl(name: string, positives: readonly AskedCase[]): { lists: number; asked: number; unasked: number } {
  const engine = maskingEngine();
  const lists = positives.filter((c) => c.turns !== undefined);
  const neutral = lists.map((c) => ({ ...c, turns: [...c.turns!.slice(0, -2), { role: 'assistant', content: 'OK.' }, c.turns![c.turns!.length - 1]!] }));
  const asked = lists.filter((c) => isMasked(engine, c)).length;
  const unasked = neutral.filter((c) => isMasked(engine, c)).length;
  console.log(`${name}, message lists: ${asked}/${lists.length} after the question, ${unasked}/${lists.length} after "OK."`);
  return { lists: lists.length, asked, unasked };
}

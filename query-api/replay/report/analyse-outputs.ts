/**
 * The statistics of a replay report, from the texts alone: match rates (exact and after whitespace
 * normalisation) with Wilson intervals, the distinct outputs with where each first diverges from the original,
 * the prefix every run shared, and a histogram of divergence positions. Pure (no I/O, no clock); the caller
 * stores the distinct texts and maps them to content references.
 *
 * Cost: the original is tokenized once and each DISTINCT output once (never once per run); an output equal to
 * the original reuses the original's tokens, and an output that shares a long prefix with it reuses the
 * original's tokens up to the last checkpoint before the divergence (when the tokenizer allows it, see
 * ReplayTokenizer.splitsAtSpaceAfterLetter) and encodes only the rest. Tokenizing is the bulk of the time
 * (~50–100 ns per character), so the cost grows with the amount of text that differs from the original, not
 * with N.
 */
import type { Proportion } from '../../../schemas/replay.ts';
import { equalAfterNormalizingWhitespace } from './normalize-whitespace.ts';
import type { ReplayTokenizer } from './tokenizer-for.ts';
import { wilson95 } from './wilson.ts';

/**
 * The analysis of N replay outputs against the original, owned by the caller. Character positions are UTF-16
 * code units (JavaScript string indexes), never inside a surrogate pair; token positions are indexes into the
 * given tokenizer's arrays.
 */
export interface OutputAnalysis {
  /** n = completed runs (failed runs are not trials). */
  matchRate: { exact: Proportion; normalized: Proportion };
  /** Sorted: the original's text first when a run produced it, then by count desc, then by first occurrence. */
  distinct: Array<{
    text: string;
    count: number;
    chars: number;
    tokens: number;
    exactMatch: boolean;
    normalizedMatch: boolean;
    /** Where it first differs from the original; null for an exact match. */
    divergence: { char: number; token: number } | null;
  }>;
  /** Per input run, in input order: index into `distinct`, null for a failed run. */
  runDistinct: Array<number | null>;
  /** Longest prefix shared by all completed outputs (the original is not part of it); 0/0 when none completed. */
  commonPrefix: { chars: number; tokens: number };
  /** One count per diverging RUN (not per distinct output) at its exact token index, sorted by token. */
  divergenceHistogram: Array<{ token: number; count: number }>;
  originalTokens: number;
}

function isHighSurrogate(code: number): boolean {
  return code >= 0xd800 && code <= 0xdbff;
}

function isLowSurrogate(code: number): boolean {
  return code >= 0xdc00 && code <= 0xdfff;
}

/**
 * Length of the common prefix of a and b in UTF-16 code units, moved back one unit when it would end between
 * the two halves of a surrogate pair: a shared high surrogate followed by different low surrogates is a
 * different code point (a different emoji), so the divergence is where that code point starts.
 */
function commonPrefixChars(a: string, b: string): number {
  const max = Math.min(a.length, b.length);
  let i = 0;
  while (i < max && a.charCodeAt(i) === b.charCodeAt(i)) i++;
  // charCodeAt past the end is NaN, which is no low surrogate: a prefix ending at a string's end is split
  // only if the other string continues the pair.
  if (i > 0 && isHighSurrogate(a.charCodeAt(i - 1)) && (isLowSurrogate(a.charCodeAt(i)) || isLowSurrogate(b.charCodeAt(i)))) {
    i--;
  }
  return i;
}

// Checkpoints in the original where its tokens may be cut: about every CHECKPOINT_EVERY_CHARS, a space right
// after a letter, looked for up to CHECKPOINT_SEARCH_CHARS back. An output re-encodes at most about
// CHECKPOINT_EVERY_CHARS of the prefix it shares with the original.
const CHECKPOINT_EVERY_CHARS = 2048;
const CHECKPOINT_SEARCH_CHARS = 256;
const BMP_LETTER = /^\p{L}$/u;

function isBmpLetter(code: number): boolean {
  if ((code >= 0x61 && code <= 0x7a) || (code >= 0x41 && code <= 0x5a)) return true;
  if (code < 0x80 || (code >= 0xd800 && code <= 0xdfff)) return false;
  return BMP_LETTER.test(String.fromCharCode(code));
}

/** Increasing char positions s with text[s] = ' ' and text[s - 1] a BMP letter. */
function findCheckpoints(text: string): number[] {
  const checkpoints: number[] = [];
  let previous = 0;
  for (let target = CHECKPOINT_EVERY_CHARS; target < text.length; target += CHECKPOINT_EVERY_CHARS) {
    const floor = Math.max(previous, target - CHECKPOINT_SEARCH_CHARS);
    for (let s = target; s > floor; s--) {
      if (text.charCodeAt(s) === 0x20 && isBmpLetter(text.charCodeAt(s - 1))) {
        checkpoints.push(s);
        previous = s;
        break;
      }
    }
  }
  return checkpoints;
}

/** The original's tokens, and how many of them precede each checkpoint. */
interface EncodedOriginal {
  tokens: number[];
  checkpoints: number[];
  tokensBefore: number[];
}

function encodeOriginal(original: string, tokenizer: ReplayTokenizer): EncodedOriginal {
  const checkpoints = tokenizer.splitsAtSpaceAfterLetter === true ? findCheckpoints(original) : [];
  if (checkpoints.length === 0) return { tokens: tokenizer.encode(original), checkpoints, tokensBefore: [] };
  // Segment by segment: by the tokenizer's split property the concatenation is encode(original).
  const tokens: number[] = [];
  const tokensBefore: number[] = [];
  let start = 0;
  for (const checkpoint of checkpoints) {
    for (const token of tokenizer.encode(original.slice(start, checkpoint))) tokens.push(token);
    tokensBefore.push(tokens.length);
    start = checkpoint;
  }
  for (const token of tokenizer.encode(original.slice(start))) tokens.push(token);
  return { tokens, checkpoints, tokensBefore };
}

/**
 * The tokens of an output that equals the original up to (not including) `divergenceChar`: the original's tokens
 * before the last checkpoint below the divergence, then the output encoded from that checkpoint. A checkpoint s
 * needs the output to agree with the original on text[0..s] inclusive (the letter and the space), hence s < c.
 */
function encodeOutput(text: string, divergenceChar: number, original: EncodedOriginal, tokenizer: ReplayTokenizer): number[] {
  let low = 0;
  let high = original.checkpoints.length; // first checkpoint >= divergenceChar
  while (low < high) {
    const mid = (low + high) >>> 1;
    if ((original.checkpoints[mid] as number) < divergenceChar) low = mid + 1;
    else high = mid;
  }
  if (low === 0) return tokenizer.encode(text);
  const checkpoint = original.checkpoints[low - 1] as number;
  const reused = original.tokens.slice(0, original.tokensBefore[low - 1]);
  for (const token of tokenizer.encode(text.slice(checkpoint))) reused.push(token);
  return reused;
}

function commonPrefixTokens(a: readonly number[], b: readonly number[], limit: number): number {
  const max = Math.min(a.length, b.length, limit);
  let i = 0;
  while (i < max && a[i] === b[i]) i++;
  return i;
}

function proportion(matches: number, n: number): Proportion {
  return { matches, n, rate: n === 0 ? null : matches / n, ci95: wilson95(matches, n) };
}

interface Group {
  text: string;
  count: number;
}

/**
 * outputs: one per run, in run order, null when the run failed (excluded from n and from every statistic).
 *
 * Divergence of an output from the original:
 * - char: the length of their common prefix in UTF-16 code units (a JavaScript string index), never splitting a
 *   surrogate pair (when the first differing code point is astral, the index of its high surrogate);
 * - token: the index of the first differing token between tokenize(original) and tokenize(output), or the
 *   shorter length when one token array is a prefix of the other. It is computed on the token arrays, not by
 *   mapping the char index to a token, on purpose: with BPE, text differing at char c can tokenize differently
 *   from a token that starts before c (one token spanning c becomes two, or merges differently), and the
 *   report promises the position where the token sequence the model produced first diverges.
 * An output equal to the original has divergence null (it still counts as a normalised match).
 */
export function analyseOutputs(original: string, outputs: Array<string | null>, tokenizer: ReplayTokenizer): OutputAnalysis {
  const encodedOriginal = encodeOriginal(original, tokenizer);
  const originalTokens = encodedOriginal.tokens;

  const groups = new Map<string, Group>();
  let completed = 0;
  for (let run = 0; run < outputs.length; run++) {
    const text = outputs[run];
    if (text === null) continue;
    completed++;
    const group = groups.get(text);
    if (group === undefined) groups.set(text, { text, count: 1 });
    else group.count++;
  }

  // Map iteration is insertion order = first occurrence, and sort is stable, so ties keep first occurrence.
  const ordered = [...groups.values()].sort((a, b) => {
    const aOriginal = a.text === original;
    const bOriginal = b.text === original;
    if (aOriginal !== bOriginal) return aOriginal ? -1 : 1;
    return b.count - a.count;
  });

  const distinct: OutputAnalysis['distinct'] = [];
  const indexOfText = new Map<string, number>();
  let exactMatches = 0;
  let normalizedMatches = 0;
  let prefixChars = -1;
  let prefixTokens = -1;
  let firstText = '';
  let firstTokens: number[] = [];
  const histogram = new Map<number, number>();

  for (const group of ordered) {
    const { text, count } = group;
    const exactMatch = text === original;
    let normalizedMatch = exactMatch;
    let tokens = originalTokens;
    let divergence: { char: number; token: number } | null = null;
    if (!exactMatch) {
      const char = commonPrefixChars(original, text);
      normalizedMatch = equalAfterNormalizingWhitespace(original, text, char);
      tokens = encodeOutput(text, char, encodedOriginal, tokenizer);
      divergence = { char, token: commonPrefixTokens(originalTokens, tokens, Infinity) };
      histogram.set(divergence.token, (histogram.get(divergence.token) ?? 0) + count);
    }
    if (exactMatch) exactMatches += count;
    if (normalizedMatch) normalizedMatches += count;

    if (prefixChars < 0) {
      firstText = text;
      firstTokens = tokens;
      prefixChars = text.length;
      prefixTokens = tokens.length;
    } else {
      // Shrinking against the first text is enough: a prefix shared by all is a prefix of the first.
      prefixChars = Math.min(prefixChars, commonPrefixChars(firstText, text));
      prefixTokens = commonPrefixTokens(firstTokens, tokens, prefixTokens);
    }

    indexOfText.set(text, distinct.length);
    distinct.push({ text, count, chars: text.length, tokens: tokens.length, exactMatch, normalizedMatch, divergence });
  }

  const runDistinct = outputs.map((text) => (text === null ? null : (indexOfText.get(text) ?? null)));
  const divergenceHistogram = [...histogram.entries()]
    .sort((a, b) => a[0] - b[0])
    .map(([token, count]) => ({ token, count }));

  return {
    matchRate: { exact: proportion(exactMatches, completed), normalized: proportion(normalizedMatches, completed) },
    distinct,
    runDistinct,
    commonPrefix: completed === 0 ? { chars: 0, tokens: 0 } : { chars: prefixChars, tokens: prefixTokens },
    divergenceHistogram,
    originalTokens: originalTokens.length,
  };
}

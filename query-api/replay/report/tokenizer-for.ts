/**
 * The tokenizer a replay report counts tokens and divergence positions with. OpenAI publishes its BPE
 * encodings, so OpenAI models get the real one (gpt-tokenizer, a faithful JS port of tiktoken); Anthropic,
 * Google and the rest publish none, so they get a deterministic word/punctuation approximation that says it is
 * one (`exact: false` and the note), and the report carries both so a reader never mistakes one for the other.
 *
 * The BPE tables are loaded on first use (createRequire, synchronously) and kept for the life of the process:
 * loading o200k_base costs ~250 ms and tens of MB, which a query API that never replays should not pay at
 * start, and a replay should not pay twice. This module-level cache holds immutable tables only, no tenant
 * data, so sharing it across tenants and requests is safe.
 */
import { createRequire } from 'node:module';
import type { encode as gptEncode } from 'gpt-tokenizer/encoding/o200k_base';

/**
 * A text → token ids function and what it is. `encode` is pure and deterministic: the same text gives the
 * same ids, on any instance returned for the same encoding, and the ids' concatenated pieces are the text
 * (so two different texts never give equal arrays). `exact` is true only when it is the model's own
 * tokenizer; `note` says which one it is or that it is an approximation, in fixed words (no content).
 * Safe to call concurrently and from any request; it never throws on model output (special-token strings such
 * as `<|endoftext|>` in the text are encoded as ordinary text).
 */
export interface ReplayTokenizer {
  name: string;
  exact: boolean;
  note: string;
  encode(text: string): number[];
  /**
   * True when encode(a + b) equals encode(a) followed by encode(b) whenever `a` ends with a letter (a BMP
   * \p{L}) and `b` starts with a space (U+0020). Lets analyseOutputs reuse the original's tokens for the
   * prefix an output shares with it instead of re-encoding it. Absent or false: every text is encoded whole.
   */
  splitsAtSpaceAfterLetter?: boolean;
}

type BpeEncodingName = 'o200k_base' | 'cl100k_base';

// Prefix then a separator (or the end), so `o1` does not claim an unknown `o100`, and order matters:
// gpt-4o / gpt-4.1 / gpt-4.5 must be claimed before the cl100k rule for plain gpt-4.
const O200K_MODEL = /^(?:gpt-4o|gpt-4\.1|gpt-4\.5|gpt-5|chatgpt-4o|o1|o3|o4)(?:$|[-.:_])/;
const CL100K_MODEL = /^(?:gpt-4|gpt-3\.5|gpt-35)(?:$|[-:_])/;
// gen_ai.provider.name values (and the older gen_ai.system ones) for OpenAI and Azure OpenAI.
const OPENAI_PROVIDER = /^(?:openai|azure(?:\..*)?|az\.ai\.openai)$/;

// The approximation's pieces, as a regular expression (the specification; the scanner below is the same split,
// checked against it by a property test, at ~5x its speed): a word (letters, digits, combining marks) or one
// punctuation/symbol code point, each with the whitespace run before it; a trailing whitespace run is a piece
// of its own. It covers every code point (lone surrogates too), so the pieces concatenate back to the text.
//   /\s*[\p{L}\p{N}\p{M}]+|\s*[^\s\p{L}\p{N}\p{M}]|\s+/gu
const WORD_CODE_POINT = /^[\p{L}\p{N}\p{M}]$/u;

/** JavaScript's `\s` (Unicode White_Space plus BOM), by code unit: all of them are in the BMP. */
function isSpace(code: number): boolean {
  if (code <= 0x20) return code === 0x20 || (code >= 0x09 && code <= 0x0d);
  if (code < 0xa0) return false;
  return (
    code === 0xa0 || code === 0x1680 || (code >= 0x2000 && code <= 0x200a) || code === 0x2028 ||
    code === 0x2029 || code === 0x202f || code === 0x205f || code === 0x3000 || code === 0xfeff
  );
}

function isWordCodePoint(codePoint: number): boolean {
  if (codePoint < 0x80) {
    return (codePoint >= 0x61 && codePoint <= 0x7a) || (codePoint >= 0x41 && codePoint <= 0x5a) || (codePoint >= 0x30 && codePoint <= 0x39);
  }
  return WORD_CODE_POINT.test(String.fromCodePoint(codePoint));
}

const bpeEncoders = new Map<BpeEncodingName, typeof gptEncode>();
const requireCjs = createRequire(import.meta.url);
// An empty disallowed set makes gpt-tokenizer treat special-token strings as text instead of throwing.
const AS_ORDINARY_TEXT = { disallowedSpecial: new Set<string>() };

function loadBpe(encoding: BpeEncodingName): typeof gptEncode {
  let encode = bpeEncoders.get(encoding);
  if (encode === undefined) {
    const mod = requireCjs(`gpt-tokenizer/encoding/${encoding}`) as { encode: typeof gptEncode };
    encode = mod.encode;
    bpeEncoders.set(encoding, encode);
  }
  return encode;
}

function bpeTokenizer(encoding: BpeEncodingName, exact: boolean): ReplayTokenizer {
  const note = exact
    ? `OpenAI ${encoding} (gpt-tokenizer)`
    : `assumed: OpenAI ${encoding} (gpt-tokenizer); the model is not in the tokenizer table`;
  return {
    name: encoding,
    exact,
    note,
    encode: (text) => loadBpe(encoding)(text, AS_ORDINARY_TEXT),
    // The o200k and cl100k pre-tokenizer patterns have no lookbehind or anchors, and every alternative that
    // takes a letter stops at the end of the letter run (a space is no letter and no contraction), so a piece
    // boundary falls before such a space and nothing before it reads past it. Checked by a property test.
    splitsAtSpaceAfterLetter: true,
  };
}

/** Code units of the code point at i (2 for a surrogate pair, else 1). */
function codePointUnits(text: string, i: number): number {
  return (text.codePointAt(i) as number) > 0xffff ? 2 : 1;
}

/**
 * Piece ids are a 53-bit hash (cyrb53) of the piece's UTF-16 units: stateless (no vocabulary growing for the
 * life of the process) and deterministic across instances. Two different pieces at the same position collide
 * with probability ~2^-53, i.e. never in practice.
 */
function encodeApprox(text: string): number[] {
  const ids: number[] = [];
  const length = text.length;
  let start = 0;
  while (start < length) {
    let end = start;
    while (end < length && isSpace(text.charCodeAt(end))) end++;
    if (end < length) {
      const codePoint = text.codePointAt(end) as number;
      if (isWordCodePoint(codePoint)) {
        end += codePoint > 0xffff ? 2 : 1;
        while (end < length) {
          const next = text.codePointAt(end) as number;
          if (!isWordCodePoint(next)) break;
          end += next > 0xffff ? 2 : 1;
        }
      } else {
        end += codePointUnits(text, end);
      }
    }
    let h1 = 0xdeadbeef;
    let h2 = 0x41c6ce57;
    for (let i = start; i < end; i++) {
      const c = text.charCodeAt(i);
      h1 = Math.imul(h1 ^ c, 2654435761);
      h2 = Math.imul(h2 ^ c, 1597334677);
    }
    h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507);
    h1 ^= Math.imul(h2 ^ (h2 >>> 13), 3266489909);
    h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507);
    h2 ^= Math.imul(h1 ^ (h1 >>> 13), 3266489909);
    ids.push(4294967296 * (2097151 & h2) + (h1 >>> 0));
    start = end;
  }
  return ids;
}

function approxTokenizer(provider: string): ReplayTokenizer {
  // The provider name comes from the ledger (gen_ai.provider.name), an identifier, not content; cap it anyway.
  const who = provider === '' ? 'this provider' : provider.slice(0, 64);
  return {
    name: 'approx-words',
    exact: false,
    note: `approximation: no public tokenizer for ${who} models; tokens are word and punctuation pieces`,
    encode: encodeApprox,
    // A word piece ends at the first non-word character, and a piece may start with a space.
    splitsAtSpaceAfterLetter: true,
  };
}

/** The model id as OpenAI names it: lower case, without a router prefix (`openai/gpt-4o`) or `ft:`. */
function bareModel(model: string): string {
  const lower = model.trim().toLowerCase();
  const slash = lower.lastIndexOf('/');
  const bare = slash >= 0 ? lower.slice(slash + 1) : lower;
  return bare.startsWith('ft:') ? bare.slice(3) : bare;
}

/**
 * OpenAI models → gpt-tokenizer: o200k_base for gpt-4o*, gpt-4.1*, gpt-4.5*, gpt-5*, o1*, o3*, o4*, chatgpt-4o*;
 * cl100k_base for gpt-4 (not 4o/4.1/4.5), gpt-3.5* (and Azure's gpt-35*); exact: true with note
 * 'OpenAI <encoding> (gpt-tokenizer)'. The model name decides (case-insensitive, `openai/` router prefixes and
 * `ft:` fine-tune prefixes ignored), whatever the provider. Provider openai / azure with a model not in the
 * table → o200k_base, exact: false, with a note saying it is assumed. Anthropic, Google and everything else →
 * the approximation (name 'approx-words', exact: false). The BPE tables load on first use and are reused.
 */
export function tokenizerFor(provider: string, model: string): ReplayTokenizer {
  const bare = bareModel(model);
  if (O200K_MODEL.test(bare)) return bpeTokenizer('o200k_base', true);
  if (CL100K_MODEL.test(bare)) return bpeTokenizer('cl100k_base', true);
  if (OPENAI_PROVIDER.test(provider.trim().toLowerCase())) return bpeTokenizer('o200k_base', false);
  return approxTokenizer(provider);
}

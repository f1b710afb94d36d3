/**
 * Attribute values that the detectors found nothing in, remembered per key rule so that a value that comes back
 * (a route, a status, an enumeration, a queue's name, a feature flag) costs one lookup instead of a detector pass.
 *
 * Sound because a text rule's result is a function of the value and the rule alone: the rule carries the key's detect
 * mode and context key, the detectors hold no state between calls and the engine's configuration is fixed. The one
 * input from outside is the clock (a birth date or national id must lie in the past): a value with more than three
 * digits, or any digit outside ASCII, is never remembered, so no date or number whose reading could change is.
 *
 * A value found clean is remembered with a chance of one in `admitOneIn`: one that keeps coming back is remembered after
 * about that many sightings, and one seen once costs almost nothing. Remembering every value cost more than it saved on
 * traffic whose values never repeat (bench:redaction: 43 µs per span against 37 without remembering; the copies it kept
 * were promoted to V8's old space and collected there).
 *
 * Bounded: at most `maxEntries` values of at most `maxChars` characters, all forgotten at once when full (the
 * engine's other caches do the same). A remembered value is a copy of its characters, never a slice of a larger string
 * (V8 keeps a sliced string's whole parent alive: a value cut out of a JSON body would hold the body).
 */
export class CleanValues {
  private readonly byRule = new Map<object, Set<string>>();
  private entries = 0;
  private random = 0x9e3779b9;
  /** Lookups answered, and values remembered: for the benchmarks. */
  hits = 0;
  misses = 0;

  constructor(
    private readonly maxEntries = 8192,
    private readonly maxChars = 200,
    private readonly admitOneIn = 16,
  ) {}

  has(rule: object, value: string): boolean {
    const set = this.byRule.get(rule);
    if (set !== undefined && set.has(value)) {
      this.hits++;
      return true;
    }
    this.misses++;
    return false;
  }

  /** Remembers `value` as clean under `rule` when it may be (see above). */
  add(rule: object, value: string): void {
    if (this.admitOneIn > 1) {
      // xorshift32: admission at random, so that no order of values in a span can keep one out for good.
      let x = this.random;
      x ^= x << 13;
      x ^= x >>> 17;
      x ^= x << 5;
      this.random = x;
      if ((x >>> 0) % this.admitOneIn !== 0) return;
    }
    if (value.length > this.maxChars || !hasFewDigits(value)) return;
    if (this.entries >= this.maxEntries) {
      this.byRule.clear();
      this.entries = 0;
    }
    let set = this.byRule.get(rule);
    if (set === undefined) {
      set = new Set();
      this.byRule.set(rule, set);
    }
    // ' ' + value is flattened into a new string before the slice: the copy holds only these characters.
    set.add((' ' + value).slice(1));
    this.entries++;
  }
}

const NON_ASCII_DIGIT_RE = /\p{Nd}/u;

/** At most three ASCII digits and no other decimal digit (full-width, Arabic-Indic, Devanagari…). */
function hasFewDigits(value: string): boolean {
  let digits = 0;
  for (let i = 0; i < value.length; i++) {
    const c = value.charCodeAt(i);
    if (c >= 48 && c <= 57) {
      if (++digits > 3) return false;
    } else if (c >= 0x660 && NON_ASCII_DIGIT_RE.test(value[i]!)) {
      return false;
    }
  }
  return true;
}

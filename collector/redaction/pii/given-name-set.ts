import { GIVEN_NAMES } from './given-names.data.ts';
import { WordHashSet } from './word-hash-set.ts';

let given: WordHashSet | null = null;

/** The given names of given-names.data.ts (lower case), as hashes (word-hash-set.ts); built on first use, one per thread. */
export function givenNameSet(): WordHashSet {
  if (given === null) {
    const list = GIVEN_NAMES.split(/\s+/).filter((w) => w !== '');
    given = new WordHashSet(list, list.length);
  }
  return given;
}

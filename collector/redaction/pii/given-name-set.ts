import { GIVEN_NAMES } from './given-names.data.ts';
import { WordHashSet } from './word-hash-set.ts';

let list: readonly string[] | null = null;
let given: WordHashSet | null = null;

/** The given names of given-names.data.ts (lower case), split once per thread. */
export function givenNameList(): readonly string[] {
  list ??= GIVEN_NAMES.split(/\s+/).filter((w) => w !== '');
  return list;
}

/** The same names as hashes (word-hash-set.ts); built on first use, one per thread. */
export function givenNameSet(): WordHashSet {
  if (given === null) {
    const names = givenNameList();
    given = new WordHashSet(names, names.length);
  }
  return given;
}

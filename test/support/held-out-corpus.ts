import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { REPO_ROOT } from './all-in-one-process.ts';

/**
 * The folder of a held-out corpus, fetched once into .tools/corpus by scripts/corpus/held-out-corpus.sh (its progress on
 * stderr; nothing is fetched when its stamp matches).
 */
export function heldOutCorpus(name: 'pg-regress' | 'sqlglot' | 'faker'): string {
  const out = execFileSync('bash', [path.join(REPO_ROOT, 'scripts/corpus/held-out-corpus.sh'), name], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'] });
  return out.trim().split('\n').at(-1)!;
}

/**
 * Every stable error code used in the product's source is listed in the README's "Error codes" section,
 * so an operator who meets a code can look it up. The scan is over the source, not a hand-kept list, so a
 * new code cannot be forgotten.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { API_ERRORS } from '../../query-api/api-errors.ts';
import { REPO_ROOT } from '../support/all-in-one-process.ts';

const SOURCE_DIRS = ['collector', 'ingest', 'query-api', 'platform', 'bin', 'schemas', 'retention'];

function sourceFiles(dir: string): string[] {
  const out: string[] = [];
  for (const name of readdirSync(dir)) {
    const p = path.join(dir, name);
    if (statSync(p).isDirectory()) out.push(...sourceFiles(p));
    else if (/\.ts$/.test(name) && !/\.test\.ts$/.test(name)) out.push(p);
  }
  return out;
}

function errorCodesSection(): string {
  const readme = readFileSync(path.join(REPO_ROOT, 'README.md'), 'utf8');
  const start = readme.indexOf('\n## Error codes\n');
  expect(start).toBeGreaterThan(0);
  const end = readme.indexOf('\n## ', start + 1);
  return readme.slice(start, end === -1 ? undefined : end);
}

describe('README error codes', () => {
  it('lists every TH_ERR_* code the source uses', () => {
    const used = new Set<string>();
    for (const dir of SOURCE_DIRS) {
      for (const file of sourceFiles(path.join(REPO_ROOT, dir))) {
        // A code is a complete identifier; `TH_ERR_CONTENT_BAD_*` in a comment names a family, not a code.
        for (const m of readFileSync(file, 'utf8').matchAll(/\bTH_ERR_[A-Z0-9_]*[A-Z0-9]\b(?!_?\*)/g)) used.add(m[0]);
      }
    }
    expect(used.size).toBeGreaterThan(40);
    const section = errorCodesSection();
    const missing = [...used].filter((code) => !section.includes(`\`${code}\``)).sort();
    expect(missing).toEqual([]);
  });

  it('gives every query API code its HTTP status', () => {
    const section = errorCodesSection();
    for (const [code, { status }] of Object.entries(API_ERRORS)) {
      expect(section).toMatch(new RegExp(`\\| \`${code}\` \\| ${status} \\|`));
    }
  });

  it('negative control: a code that is not listed is reported missing', () => {
    expect(errorCodesSection().includes('`TH_ERR_NOT_A_REAL_CODE`')).toBe(false);
  });
});

/**
 * The installation's root: the folder of Tracehold's package.json, beside schemas/, query-api/openapi.yaml and
 * ui/dist. Files shipped with Tracehold are found from here, never relative to the module that reads them: the
 * same code runs from its TypeScript sources and from the build in `.build/` (bin/server-build.js), where every
 * module sits at another depth.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

function findRoot(start: string): string {
  for (let dir = start; ; ) {
    const file = path.join(dir, 'package.json');
    if (existsSync(file) && (JSON.parse(readFileSync(file, 'utf8')) as { name?: string }).name === 'tracehold') return dir;
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error(`no package.json of tracehold above ${start}`);
    dir = parent;
  }
}

export const REPO_ROOT = findRoot(path.dirname(fileURLToPath(import.meta.url)));

/** A path inside the installation, e.g. `repoPath('schemas', 'migrations')`. */
export function repoPath(...segments: string[]): string {
  return path.join(REPO_ROOT, ...segments);
}

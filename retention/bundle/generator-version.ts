/** The bundle's generator (manifest.generator): this package's name and version, read from package.json. */
import { readFileSync } from 'node:fs';
import { repoPath } from '../../platform/repo-root.ts';

export function readGenerator(): { name: string; version: string } {
  const pkg = JSON.parse(readFileSync(repoPath('package.json'), 'utf8')) as { name?: string; version?: string };
  return { name: pkg.name ?? 'tracehold', version: pkg.version ?? '0.0.0' };
}

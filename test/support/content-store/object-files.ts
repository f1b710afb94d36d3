/** The files of a content directory in the file layout, for the tests that read or tamper with them. */
import { readdir } from 'node:fs/promises';
import path from 'node:path';

/** Where the file layout keeps the object `ref` of `tenant`: `<contentDir>/<tenant>/<2 hex>/<64 hex>.obj`. */
export function objectFilePath(contentDir: string, tenant: string, ref: string): string {
  const hex = ref.split(':')[3]!;
  return path.join(contentDir, tenant, hex.slice(0, 2), `${hex}.obj`);
}

/** Every file below `dir` (full paths, sorted). */
export async function listFiles(dir: string): Promise<string[]> {
  const out: string[] = [];
  for (const entry of await readdir(dir, { withFileTypes: true, recursive: true })) {
    if (entry.isFile()) out.push(path.join(entry.parentPath, entry.name));
  }
  return out.sort();
}

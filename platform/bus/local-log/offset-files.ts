/**
 * Consumer offset files: `<consumers dir>/<group>.offset` holding JSON {"group","nextOffset"}, replaced
 * atomically on commit. Both directions of the format live here.
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { createBusError } from '../bus-error.ts';
import { replaceFileDurably } from '../../durable-file/durable-file.ts';
import { FILE_MODE } from './segment-files.ts';

export const OFFSET_FILE_SUFFIX = '.offset';
const GROUP_NAME = /^[A-Za-z0-9][A-Za-z0-9._-]{0,127}$/;

export function validateGroupName(group: string): void {
  if (typeof group !== 'string' || !GROUP_NAME.test(group)) {
    throw createBusError(
      'TH_ERR_BUS_INVALID_ARGUMENT',
      `local log: group name must match ${GROUP_NAME.source} (it names a file), got ${JSON.stringify(group)}`,
    );
  }
}

/** The group an offset file name belongs to, or null when the name is not one of a valid group. */
export function groupOfOffsetFile(fileName: string): string | null {
  if (!fileName.endsWith(OFFSET_FILE_SUFFIX)) return null;
  const groupName = fileName.slice(0, -OFFSET_FILE_SUFFIX.length);
  return GROUP_NAME.test(groupName) ? groupName : null;
}

export async function writeOffsetFile(consumersDir: string, group: string, nextOffset: number): Promise<void> {
  await replaceFileDurably(join(consumersDir, `${group}${OFFSET_FILE_SUFFIX}`), Buffer.from(`${JSON.stringify({ group, nextOffset })}\n`), FILE_MODE);
}

/** The committed next offset in an offset file; throws when the file cannot be read or holds none. */
export async function readOffsetFile(path: string): Promise<number> {
  const parsed = JSON.parse(await readFile(path, 'utf8')) as { nextOffset?: unknown };
  if (!Number.isSafeInteger(parsed.nextOffset) || (parsed.nextOffset as number) < 0) throw new Error('no nextOffset');
  return parsed.nextOffset as number;
}

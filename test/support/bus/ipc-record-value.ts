import { createHash } from 'node:crypto';

/**
 * The value of record j of batch i in the IPC bus test: every byte value occurs, and odd records are views into
 * a larger buffer (offset ≠ 0), so a transport that sent the whole backing store, or JSON, would show.
 */
export function ipcRecordValue(batch: number, j: number): Buffer {
  const digest = createHash('sha256').update(`${batch}/${j}`).digest();
  const bytes = Buffer.alloc(256 + (batch % 7) * 300);
  for (let k = 0; k < bytes.length; k++) bytes[k] = k < 256 ? k : digest[k % 32]!;
  if (j % 2 === 0) return bytes;
  const backing = Buffer.alloc(bytes.length + 64, 0xee);
  bytes.copy(backing, 32);
  return backing.subarray(32, 32 + bytes.length);
}

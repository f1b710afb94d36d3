/**
 * The local log's batch and record codec: pure functions over buffers, no I/O. The byte layout is the
 * on-disk format documented in the header of `../local-log.ts`; changing any of it needs a new magic.
 */
import { crc32 } from 'node:zlib';

const BATCH_MAGIC = 0x54484c31; // 'THL1'; a new framing gets a new magic
export const BATCH_HEADER_BYTES = 24;
/** length + crc + offset + key length */
export const RECORD_OVERHEAD_BYTES = 18;
/** Bytes after the length field that are not key or value: crc + offset + key length. */
export const RECORD_FIXED_AFTER_LENGTH = 14;
export const MAX_KEY_BYTES = 0xffff;

function writeOffset(buf: Buffer, offset: number, at: number): void {
  buf.writeUInt32BE(Math.floor(offset / 0x100000000), at);
  buf.writeUInt32BE(offset >>> 0, at + 4);
}

function readOffset(buf: Buffer, at: number): number {
  return buf.readUInt32BE(at) * 0x100000000 + buf.readUInt32BE(at + 4);
}

/**
 * Encodes one batch. The caller has validated the records and measured them: `keyBytes[i]` is the UTF-8
 * length of `records[i].key` and `bodyBytes` the sum of RECORD_OVERHEAD_BYTES + key + value over all records.
 */
export function encodeBatch(records: { key: string; value: Buffer }[], keyBytes: number[], bodyBytes: number, firstOffset: number): Buffer {
  const buf = Buffer.allocUnsafe(BATCH_HEADER_BYTES + bodyBytes);
  buf.writeUInt32BE(BATCH_MAGIC, 0);
  buf.writeUInt32BE(bodyBytes, 8);
  buf.writeUInt32BE(records.length, 12);
  writeOffset(buf, firstOffset, 16);
  buf.writeUInt32BE(crc32(buf.subarray(8, BATCH_HEADER_BYTES)), 4);
  let at = BATCH_HEADER_BYTES;
  for (let i = 0; i < records.length; i++) {
    const record = records[i]!;
    const keyLength = keyBytes[i]!;
    const recordBytes = RECORD_FIXED_AFTER_LENGTH + keyLength + record.value.length;
    buf.writeUInt32BE(recordBytes, at);
    writeOffset(buf, firstOffset + i, at + 8);
    buf.writeUInt16BE(keyLength, at + 16);
    buf.write(record.key, at + 18, keyLength, 'utf8');
    record.value.copy(buf, at + 18 + keyLength);
    buf.writeUInt32BE(crc32(buf.subarray(at + 8, at + 4 + recordBytes)), at + 4);
    at += 4 + recordBytes;
  }
  return buf;
}

/** A decoded batch header (its CRC checked); the body still needs `checkRecord` for each record. */
export interface BatchHeader {
  bodyBytes: number;
  recordCount: number;
  firstOffset: number;
}

/** Returns the header, or why the bytes are not a valid header. */
export function decodeBatchHeader(view: Buffer): BatchHeader | string {
  if (view.readUInt32BE(0) !== BATCH_MAGIC) return 'bad batch magic';
  if (crc32(view.subarray(8, BATCH_HEADER_BYTES)) !== view.readUInt32BE(4)) return 'bad batch header crc';
  const bodyBytes = view.readUInt32BE(8);
  const recordCount = view.readUInt32BE(12);
  if (recordCount === 0 || recordCount * RECORD_OVERHEAD_BYTES > bodyBytes) return 'bad batch record count';
  return { bodyBytes, recordCount, firstOffset: readOffset(view, 16) };
}

/** Checks one record at `at` inside `view` (which ends where the batch ends). */
export function checkRecord(view: Buffer, at: number, expectedOffset: number): { recordBytes: number } | { reason: string } {
  if (at + 4 > view.length) return { reason: 'record length beyond batch' };
  const recordBytes = view.readUInt32BE(at);
  if (recordBytes < RECORD_FIXED_AFTER_LENGTH || at + 4 + recordBytes > view.length) return { reason: 'bad record length' };
  if (crc32(view.subarray(at + 8, at + 4 + recordBytes)) !== view.readUInt32BE(at + 4)) return { reason: 'bad record crc' };
  const offset = readOffset(view, at + 8);
  if (offset !== expectedOffset) return { reason: `record offset ${offset}, expected ${expectedOffset}` };
  if (view.readUInt16BE(at + 16) > recordBytes - RECORD_FIXED_AFTER_LENGTH) return { reason: 'bad record key length' };
  return { recordBytes };
}

/**
 * Checks every record of a batch body (`body` is exactly `header.bodyBytes` long): `recordCount` records
 * with consecutive offsets from `firstOffset`, each CRC matching, filling the body exactly. Returns why
 * the body is invalid, or null.
 */
export function checkBatchBody(body: Buffer, header: BatchHeader): string | null {
  let at = 0;
  for (let i = 0; i < header.recordCount; i++) {
    const record = checkRecord(body, at, header.firstOffset + i);
    if ('reason' in record) return `${record.reason} (record ${i} of batch)`;
    at += 4 + record.recordBytes;
  }
  return at === header.bodyBytes ? null : 'batch body length mismatch';
}

/**
 * Key and value of one record that `checkRecord` accepted; `view` starts at its length field and ends
 * with its value. The value is a view into `view`, not a copy.
 */
export function decodeRecord(view: Buffer): { key: string; value: Buffer } {
  const keyLength = view.readUInt16BE(16);
  return { key: view.toString('utf8', 18, 18 + keyLength), value: view.subarray(18 + keyLength) };
}

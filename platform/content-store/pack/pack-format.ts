/**
 * The byte format of a content pack (`<content dir>/_packs/<name>.pack`): an append-only sequence of
 * records, each self-describing and checksummed, so that a reader can parse a pack that is still being
 * written and a crash leaves at worst a torn last record (never acknowledged: the writer acknowledges only
 * after `fdatasync`), which every reader ignores.
 *
 * Record (little-endian), 24-byte header then the key and the body:
 *   0  u32  magic 0x31504854 ("THP1")
 *   4  u8   op: 1 put, 2 replace, 3 delete (tombstone, empty body), 4 seal (last record of a pack, empty)
 *   5  u8   key length in bytes (ASCII; blob keys are at most 135)
 *   6  u16  reserved, 0
 *   8  u32  body length
 *  12  f64  ts: the writer's clock in microseconds (an integer below 2^53), unique and increasing per writer
 *  20  u32  CRC-32 of bytes 0..20, the key and the body
 * The body is the object's bytes exactly as the content store sealed them (already encrypted).
 *
 * Pack names are `<creation ms, 13 digits>-<pid>-<8 hex>.pack`: they sort by creation time, and the pid says
 * which process writes the pack while it is not sealed.
 */
import { crc32 } from 'node:zlib';

export const PACK_MAGIC = 0x31504854;
export const RECORD_HEADER_BYTES = 24;
export const MAX_KEY_BYTES = 255;

export const OP_PUT = 1;
export const OP_REPLACE = 2;
export const OP_DELETE = 3;
export const OP_SEAL = 4;
export type PackOp = typeof OP_PUT | typeof OP_REPLACE | typeof OP_DELETE | typeof OP_SEAL;

/**
 * `<created ms>-<pid>-<random>.pack`, or `<created ms>-<pid>.<thread id>-<random>.pack` when a worker thread of the
 * process writes it (`collector.balance: thread`, bin/collector-threads.ts): groups 1 created ms, 2 pid, 3 thread
 * id (absent: the main thread), 4 random.
 */
export const PACK_NAME_PATTERN = /^(\d{13})-(\d{1,10})(?:\.(\d{1,6}))?-([0-9a-f]{8})\.pack$/;

export interface PackRecordInput {
  op: PackOp;
  key: string;
  ts: number;
  body: Buffer;
}

/** Header and key of one record (the body is written as its own buffer: no copy of the object's bytes). */
export function encodeRecordHead(record: PackRecordInput): Buffer {
  const keyBytes = Buffer.from(record.key, 'ascii');
  if (keyBytes.length > MAX_KEY_BYTES) throw new RangeError('pack record key too long');
  if (!Number.isSafeInteger(record.ts) || record.ts < 0) throw new RangeError('pack record ts must be a safe non-negative integer');
  const head = Buffer.allocUnsafe(RECORD_HEADER_BYTES + keyBytes.length);
  head.writeUInt32LE(PACK_MAGIC, 0);
  head.writeUInt8(record.op, 4);
  head.writeUInt8(keyBytes.length, 5);
  head.writeUInt16LE(0, 6);
  head.writeUInt32LE(record.body.length, 8);
  head.writeDoubleLE(record.ts, 12);
  keyBytes.copy(head, RECORD_HEADER_BYTES);
  let crc = crc32(head.subarray(0, 20));
  crc = crc32(head.subarray(RECORD_HEADER_BYTES), crc);
  crc = crc32(record.body, crc);
  head.writeUInt32LE(crc >>> 0, 20);
  return head;
}

export function recordLength(keyLength: number, bodyLength: number): number {
  return RECORD_HEADER_BYTES + keyLength + bodyLength;
}

/** One record found by `parseRecords`; offsets are within the pack file. */
export interface ParsedRecord {
  op: PackOp;
  key: string;
  ts: number;
  /** Offset of the record's first byte in the pack. */
  offset: number;
  /** Whole record (header, key, body). */
  length: number;
  bodyOffset: number;
  bodyLength: number;
}

export type ParseStop = 'end' | 'incomplete' | 'invalid';

/**
 * Parses the complete, valid records of `chunk` (which starts at pack offset `base`). Stops at the end of
 * the chunk, at a record that does not fit in it ('incomplete': read more, or a torn tail) or at bytes that
 * are not a valid record ('invalid': a torn write, or a record still being written). `consumed` is the
 * number of bytes of whole valid records. A body longer than `maxBodyBytes` counts as invalid.
 */
export function parseRecords(
  chunk: Buffer,
  base: number,
  maxBodyBytes: number,
): { records: ParsedRecord[]; consumed: number; stop: ParseStop; needBytes: number } {
  const records: ParsedRecord[] = [];
  let at = 0;
  for (;;) {
    if (at === chunk.length) return { records, consumed: at, stop: 'end', needBytes: 0 };
    if (chunk.length - at < RECORD_HEADER_BYTES) return { records, consumed: at, stop: 'incomplete', needBytes: RECORD_HEADER_BYTES };
    if (chunk.readUInt32LE(at) !== PACK_MAGIC) return { records, consumed: at, stop: 'invalid', needBytes: 0 };
    const op = chunk.readUInt8(at + 4);
    const keyLength = chunk.readUInt8(at + 5);
    const bodyLength = chunk.readUInt32LE(at + 8);
    if (op < OP_PUT || op > OP_SEAL || chunk.readUInt16LE(at + 6) !== 0 || bodyLength > maxBodyBytes) {
      return { records, consumed: at, stop: 'invalid', needBytes: 0 };
    }
    const length = recordLength(keyLength, bodyLength);
    if (chunk.length - at < length) return { records, consumed: at, stop: 'incomplete', needBytes: length };
    let crc = crc32(chunk.subarray(at, at + 20));
    crc = crc32(chunk.subarray(at + RECORD_HEADER_BYTES, at + length), crc);
    if (crc >>> 0 !== chunk.readUInt32LE(at + 20)) return { records, consumed: at, stop: 'invalid', needBytes: 0 };
    const ts = chunk.readDoubleLE(at + 12);
    records.push({
      op: op as PackOp,
      key: chunk.toString('ascii', at + RECORD_HEADER_BYTES, at + RECORD_HEADER_BYTES + keyLength),
      ts,
      offset: base + at,
      length,
      bodyOffset: base + at + RECORD_HEADER_BYTES + keyLength,
      bodyLength,
    });
    at += length;
  }
}

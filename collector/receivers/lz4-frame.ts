/**
 * A bounded decoder of the LZ4 frame format (github.com/lz4/lz4, doc/lz4_Frame_format.md), for request bodies
 * sent with `Content-Encoding: lz4` (the OpenTelemetry Collector's confighttp writes frames with
 * github.com/pierrec/lz4). Owned here because the pure-JavaScript LZ4 packages on npm read past their input and
 * skip the checksums; this one checks every length against its input and its output, the header checksum, the
 * block and content checksums when the frame has them (xxHash32, ./xxhash.ts), and stops at `maxBytes` of output.
 * Linked blocks (a match reaching into an earlier block of the same frame) are read; dictionaries are refused.
 */
import type { DecodeResult } from './content-coding.ts';
import { xxh32 } from './xxhash.ts';

const FRAME_MAGIC = 0x184d2204;
const BLOCK_MAX_SIZES: Readonly<Record<number, number>> = { 4: 64 * 1024, 5: 256 * 1024, 6: 1024 * 1024, 7: 4 * 1024 * 1024 };
const MIN_MATCH = 4;

const invalid = (message = 'request body is not valid lz4 (frame format)'): DecodeResult => ({ status: 'invalid', message });

/** Decodes one or more LZ4 frames (skippable frames skipped); `too-large` once the output would pass maxBytes. */
export function decodeLz4Frames(input: Buffer, maxBytes: number): DecodeResult {
  if (input.length === 0) return invalid();
  const out = new GrowingBytes(maxBytes, input.length);
  let at = 0;
  while (at < input.length) {
    if (at + 8 > input.length) return invalid();
    const magic = input.readUInt32LE(at);
    if ((magic & 0xfffffff0) === 0x184d2a50) {
      at += 8 + input.readUInt32LE(at + 4);
      if (at > input.length) return invalid();
      continue;
    }
    if (magic !== FRAME_MAGIC) return invalid();
    const result = decodeFrame(input, at + 4, out);
    if (typeof result !== 'number') return result;
    at = result;
  }
  return { status: 'ok', body: out.take() };
}

/** Decodes the frame whose descriptor starts at `at` into `out`; the offset after it, or the answer on failure. */
function decodeFrame(input: Buffer, at: number, out: GrowingBytes): number | DecodeResult {
  const descriptorStart = at;
  if (at + 3 > input.length) return invalid();
  const flg = input[at++]!;
  const bd = input[at++]!;
  if (flg >> 6 !== 0b01) return invalid('lz4 frame version not supported');
  if (flg & 0b10 || bd & 0x8f) return invalid(); // reserved bits
  const blockChecksum = (flg >> 4) & 1;
  const hasContentSize = (flg >> 3) & 1;
  const contentChecksum = (flg >> 2) & 1;
  if (flg & 1) return invalid('lz4 dictionaries are not supported');
  const blockMax = BLOCK_MAX_SIZES[(bd >> 4) & 7];
  if (blockMax === undefined) return invalid();
  if (hasContentSize) {
    if (at + 8 > input.length) return invalid();
    const declared = input.readUInt32LE(at) + input.readUInt32LE(at + 4) * 2 ** 32;
    if (out.length + declared > out.maxBytes) return { status: 'too-large' };
    at += 8;
  }
  if (at >= input.length) return invalid();
  if (((xxh32(input.subarray(descriptorStart, at)) >>> 8) & 0xff) !== input[at]) return invalid('lz4 frame header checksum mismatch');
  at++;

  const frameStart = out.length;
  for (;;) {
    if (at + 4 > input.length) return invalid();
    const word = input.readUInt32LE(at);
    at += 4;
    if (word === 0) break; // EndMark
    const size = word & 0x7fffffff;
    const stored = word >>> 31 === 1;
    if (size > blockMax || at + size + blockChecksum * 4 > input.length) return invalid();
    const block = input.subarray(at, at + size);
    at += size;
    if (blockChecksum) {
      if (xxh32(block) !== input.readUInt32LE(at)) return invalid('lz4 block checksum mismatch');
      at += 4;
    }
    const before = out.length;
    const written = stored ? out.append(block) : decodeBlock(block, out, frameStart, before + blockMax);
    if (written !== 'ok') return written === 'too-large' ? { status: 'too-large' } : invalid();
  }
  if (contentChecksum) {
    if (at + 4 > input.length) return invalid();
    if (xxh32(out.view(frameStart)) !== input.readUInt32LE(at)) return invalid('lz4 content checksum mismatch');
    at += 4;
  }
  return at;
}

/**
 * Decodes one compressed block (sequences of literals and matches) onto `out`, whose frame began at frameStart;
 * the block's output may not pass blockEnd (its frame's block size), nor the output maxBytes ('too-large').
 */
function decodeBlock(src: Uint8Array, out: GrowingBytes, frameStart: number, blockEnd: number): 'ok' | 'too-large' | 'invalid' {
  const n = src.length;
  if (n === 0) return 'invalid';
  // Room for the whole block once, then plain indexing: at most blockEnd, and never past maxBytes.
  const end = Math.min(blockEnd, out.maxBytes);
  const dst = out.reserve(end - out.length);
  let pos = out.length;
  let i = 0;
  const overrun = (): 'too-large' | 'invalid' => (end < blockEnd ? 'too-large' : 'invalid');
  while (i < n) {
    const token = src[i++]!;
    let literals = token >> 4;
    if (literals === 15) {
      const more = readLengthBytes(src, i);
      if (more === null) return 'invalid';
      literals += more.value;
      i = more.next;
    }
    if (i + literals > n) return 'invalid';
    if (pos + literals > end) return overrun();
    if (literals > 32) dst.set(src.subarray(i, i + literals), pos);
    else for (let k = 0; k < literals; k++) dst[pos + k] = src[i + k]!;
    pos += literals;
    i += literals;
    if (i === n) break; // the last sequence has literals only
    if (i + 2 > n) return 'invalid';
    const offset = src[i]! | (src[i + 1]! << 8);
    i += 2;
    let matchLength = token & 15;
    if (matchLength === 15) {
      const more = readLengthBytes(src, i);
      if (more === null) return 'invalid';
      matchLength += more.value;
      i = more.next;
    }
    matchLength += MIN_MATCH;
    if (offset === 0 || offset > pos - frameStart) return 'invalid';
    if (pos + matchLength > end) return overrun();
    let from = pos - offset;
    if (offset >= matchLength && matchLength > 32) {
      dst.copyWithin(pos, from, from + matchLength);
      pos += matchLength;
    } else {
      // Byte by byte: an overlapping match repeats its last `offset` bytes.
      for (const stop = pos + matchLength; pos < stop; ) dst[pos++] = dst[from++]!;
    }
  }
  out.length = pos;
  return 'ok';
}

/** A length's extra bytes (each 255 continues): their sum and the offset after them, or null past the input's end. */
function readLengthBytes(src: Uint8Array, at: number): { value: number; next: number } | null {
  let value = 0;
  let byte: number;
  do {
    if (at >= src.length) return null;
    byte = src[at++]!;
    value += byte;
  } while (byte === 255);
  return { value, next: at };
}

/** An output buffer that doubles as it fills, never past maxBytes. */
class GrowingBytes {
  private bytes: Uint8Array;
  length = 0;

  constructor(
    readonly maxBytes: number,
    hint: number,
  ) {
    this.bytes = new Uint8Array(Math.min(maxBytes, Math.max(64 * 1024, hint * 4)));
  }

  private ensure(extra: number): boolean {
    const need = this.length + extra;
    if (need > this.maxBytes) return false;
    if (need > this.bytes.length) {
      const grown = new Uint8Array(Math.min(this.maxBytes, Math.max(need, this.bytes.length * 2)));
      grown.set(this.bytes.subarray(0, this.length));
      this.bytes = grown;
    }
    return true;
  }

  append(data: Uint8Array): 'ok' | 'too-large' {
    if (!this.ensure(data.length)) return 'too-large';
    this.bytes.set(data, this.length);
    this.length += data.length;
    return 'ok';
  }

  /** Makes room for `extra` more bytes (the caller keeps within maxBytes) and returns the array to write them into. */
  reserve(extra: number): Uint8Array {
    this.ensure(extra);
    return this.bytes;
  }

  view(start: number): Uint8Array {
    return this.bytes.subarray(start, this.length);
  }

  take(): Buffer {
    return Buffer.from(this.bytes.buffer, this.bytes.byteOffset, this.length);
  }
}

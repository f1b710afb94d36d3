/**
 * The compressions an OTLP request body may arrive in, and their bounded decoders: what the OpenTelemetry
 * Collector's own receivers accept (confighttp: gzip, zlib, deflate, zstd, snappy, x-snappy-framed, lz4), so that
 * a Collector in front of Tracehold can keep the `compression:` its operators chose, and an SDK's `deflate`
 * (Python's OTEL_EXPORTER_OTLP_COMPRESSION) is understood.
 *
 * Every decoder stops at `maxBytes` of output and answers `too-large` (413 / RESOURCE_EXHAUSTED): a body that
 * decompresses past the limit costs at most the limit in memory, never what its headers declare. gzip and
 * zlib/deflate are inflated by node:zlib while the body streams in (otlp-http.ts); the others are decoded from
 * the whole compressed body, which the receiver has already bounded to the same limit on the wire.
 *
 * - zstd: fzstd (pure JavaScript). It allocates the window a frame header declares (up to 2 GiB), so the frames
 *   are walked first and a window larger than max(8 MiB, the limit) is refused, as the Collector's decoder does
 *   (zstd.WithDecoderMaxWindow); dictionaries are refused (no dictionary is agreed on in OTLP). fzstd skips the
 *   frames' content checksums: they are checked here (xxHash64, ./xxhash.ts), frame by frame.
 * - snappy: the block format (its decoded length is read and checked before anything is allocated) or, when the
 *   body starts with the framing format's stream identifier, the framing format — the Collector sent framed data
 *   as `snappy` before v0.115 and still accepts both under that name. x-snappy-framed is the framing format only;
 *   its chunks' masked CRC-32C are checked.
 * - lz4: the LZ4 frame format (./lz4-frame.ts).
 */
import { Decompress } from 'fzstd';
import SnappyJS from 'snappyjs';
import { crc32c } from '../../platform/bus/kafka/crc32c.ts';
import { decodeLz4Frames } from './lz4-frame.ts';
import { createXxh64 } from './xxhash.ts';

/** A body coding the receivers decode. `deflate` covers HTTP's deflate (the zlib format, RFC 1950) and zlib; a raw deflate stream is read too. */
export type ContentCoding = 'identity' | 'gzip' | 'deflate' | 'zstd' | 'snappy' | 'x-snappy-framed' | 'lz4';

/** The Content-Encoding values accepted, as an error message lists them. */
export const ACCEPTED_CONTENT_ENCODINGS = 'gzip, deflate, zlib, zstd, snappy, x-snappy-framed, lz4 or identity';

const CODINGS: ReadonlyMap<string, ContentCoding> = new Map<string, ContentCoding>([
  ['', 'identity'],
  ['identity', 'identity'],
  ['gzip', 'gzip'],
  ['x-gzip', 'gzip'],
  ['deflate', 'deflate'],
  ['zlib', 'deflate'],
  ['zstd', 'zstd'],
  ['snappy', 'snappy'],
  ['x-snappy-framed', 'x-snappy-framed'],
  ['lz4', 'lz4'],
]);

/** The coding a Content-Encoding (or grpc-encoding) value names, or null for one not accepted (or a list of several). */
export function contentCodingOf(header: string | undefined): ContentCoding | null {
  return CODINGS.get((header ?? '').trim().toLowerCase()) ?? null;
}

/** Codings node:zlib inflates while the body streams in. */
export function isStreamingCoding(coding: ContentCoding): coding is 'gzip' | 'deflate' {
  return coding === 'gzip' || coding === 'deflate';
}

export type DecodeResult = { status: 'ok'; body: Buffer } | { status: 'too-large' } | { status: 'invalid'; message: string };

const invalid = (message: string): DecodeResult => ({ status: 'invalid', message });
const TOO_LARGE: DecodeResult = { status: 'too-large' };

/**
 * Decodes a whole body of a coding that is not streamed (zstd, snappy, x-snappy-framed, lz4): its bytes, or
 * `too-large` past maxBytes, or `invalid` with a message that names the coding and never the content.
 */
export function decodeWholeBody(coding: Exclude<ContentCoding, 'identity' | 'gzip' | 'deflate'>, input: Buffer, maxBytes: number): DecodeResult {
  switch (coding) {
    case 'zstd':
      return decodeZstd(input, maxBytes);
    case 'snappy':
      return startsWithSnappyStreamIdentifier(input) ? decodeSnappyFramed(input, maxBytes) : decodeSnappyBlock(input, maxBytes);
    case 'x-snappy-framed':
      return decodeSnappyFramed(input, maxBytes);
    case 'lz4':
      return decodeLz4Frames(input, maxBytes);
  }
}

// --- zstd (RFC 8878) ---

/** The largest window a default zstd encoder uses (the Collector's decoder allows at least this much). */
const ZSTD_DEFAULT_ENCODER_WINDOW = 8 * 1024 * 1024;
/** More frames than any encoder writes for one request; fzstd recurses once per frame. */
const ZSTD_MAX_FRAMES = 1024;
const ZSTD_MAGIC = 0xfd2fb528;

function decodeZstd(input: Buffer, maxBytes: number): DecodeResult {
  const frames = zstdFrames(input, Math.max(ZSTD_DEFAULT_ENCODER_WINDOW, maxBytes), maxBytes);
  if (!Array.isArray(frames)) return frames;
  const parts: Uint8Array[] = [];
  let total = 0;
  let overLimit = false;
  // One decoder per frame, so that each frame's content checksum (the low 32 bits of its XXH64) is checked
  // against exactly its output: fzstd skips checksums.
  for (const frame of frames) {
    const hash = frame.checksum ? createXxh64() : null;
    const decoder = new Decompress((chunk) => {
      total += chunk.length;
      if (total > maxBytes) {
        overLimit = true;
        throw new RangeError('over the limit');
      }
      if (chunk.length === 0) return;
      // fzstd hands out a new array per block: kept as is.
      parts.push(chunk);
      hash?.update(chunk);
    });
    try {
      decoder.push(input.subarray(frame.start, frame.end), true);
    } catch {
      return overLimit ? TOO_LARGE : invalid('request body is not valid zstd');
    }
    if (hash && hash.low32() !== input.readUInt32LE(frame.end - 4)) return invalid('request body failed its zstd checksum');
  }
  return { status: 'ok', body: Buffer.concat(parts, total) };
}

interface ZstdFrame {
  start: number;
  end: number;
  /** The frame ends with a content checksum (its last 4 bytes). */
  checksum: boolean;
}

/**
 * Walks the frames' headers and block headers without decoding: the data frames (skippable frames left out) when
 * every frame is well formed and its window within `maxWindow`; otherwise the answer (a declared content size over
 * maxBytes is `too-large`).
 */
function zstdFrames(input: Buffer, maxWindow: number, maxBytes: number): ZstdFrame[] | DecodeResult {
  const bad = invalid('request body is not valid zstd');
  const frames: ZstdFrame[] = [];
  let at = 0;
  let count = 0;
  if (input.length === 0) return bad;
  while (at < input.length) {
    if (++count > ZSTD_MAX_FRAMES) return invalid(`request body has more than ${ZSTD_MAX_FRAMES} zstd frames`);
    if (at + 8 > input.length) return bad;
    const magic = input.readUInt32LE(at);
    if ((magic & 0xfffffff0) === 0x184d2a50) {
      // A skippable frame: magic, 4-byte length, that many bytes.
      at += 8 + input.readUInt32LE(at + 4);
      if (at > input.length) return bad;
      continue;
    }
    if (magic !== ZSTD_MAGIC) return bad;
    const start = at;
    const descriptor = input[at + 4]!;
    const fcsFlag = descriptor >> 6;
    const singleSegment = (descriptor >> 5) & 1;
    const checksum = (descriptor >> 2) & 1;
    const dictionaryIdBytes = [0, 1, 2, 4][descriptor & 3]!;
    if (descriptor & 0x08) return bad; // reserved bit
    at += 5;
    let window = 0;
    if (!singleSegment) {
      const wd = input[at++]!;
      const base = 2 ** (10 + (wd >> 3));
      window = base + (base / 8) * (wd & 7);
    }
    if (at + dictionaryIdBytes > input.length) return bad;
    let dictionaryId = 0;
    for (let i = 0; i < dictionaryIdBytes; i++) dictionaryId += input[at + i]! * 2 ** (8 * i);
    at += dictionaryIdBytes;
    if (dictionaryId !== 0) return invalid('zstd dictionaries are not supported');
    const fcsBytes = fcsFlag === 0 ? singleSegment : 1 << fcsFlag;
    if (at + fcsBytes > input.length) return bad;
    let contentSize = 0;
    for (let i = 0; i < fcsBytes; i++) contentSize += input[at + i]! * 2 ** (8 * i);
    if (fcsBytes === 2) contentSize += 256;
    at += fcsBytes;
    if (fcsBytes > 0 && contentSize > maxBytes) return TOO_LARGE;
    if (singleSegment) window = contentSize;
    if (window > maxWindow) return invalid(`zstd window of ${window} bytes exceeds the limit of ${maxWindow}`);
    // Blocks: a 3-byte header (last-block bit, type, size), then size bytes (1 for an RLE block).
    for (;;) {
      if (at + 3 > input.length) return bad;
      const header = input[at]! | (input[at + 1]! << 8) | (input[at + 2]! << 16);
      const type = (header >> 1) & 3;
      const size = header >>> 3;
      if (type === 3) return bad;
      at += 3 + (type === 1 ? 1 : size);
      if (at > input.length) return bad;
      if (header & 1) break;
    }
    at += checksum * 4;
    if (at > input.length) return bad;
    frames.push({ start, end: at, checksum: checksum === 1 });
  }
  return frames;
}

// --- snappy (block format and framing format) ---

const SNAPPY_STREAM_IDENTIFIER = Buffer.from([0xff, 0x06, 0x00, 0x00, 0x73, 0x4e, 0x61, 0x50, 0x70, 0x59]);
/** The framing format's largest chunk of uncompressed data. */
const SNAPPY_MAX_CHUNK = 65_536;

function startsWithSnappyStreamIdentifier(input: Buffer): boolean {
  return input.length >= SNAPPY_STREAM_IDENTIFIER.length && input.subarray(0, SNAPPY_STREAM_IDENTIFIER.length).equals(SNAPPY_STREAM_IDENTIFIER);
}

/** The decoded length a snappy block declares (its leading varint), or -1 when it is malformed. */
function snappyDecodedLength(input: Uint8Array): number {
  let length = 0;
  for (let i = 0; i < 5 && i < input.length; i++) {
    const byte = input[i]!;
    length += (byte & 0x7f) * 2 ** (7 * i);
    if (byte < 0x80) return length <= 0xffffffff ? length : -1;
  }
  return -1;
}

function decodeSnappyBlock(input: Uint8Array, maxBytes: number): DecodeResult {
  const declared = snappyDecodedLength(input);
  if (declared < 0) return invalid('request body is not valid snappy');
  if (declared > maxBytes) return TOO_LARGE;
  try {
    const out = SnappyJS.uncompress(input, maxBytes);
    return { status: 'ok', body: Buffer.from(out.buffer, out.byteOffset, out.byteLength) };
  } catch {
    return invalid('request body is not valid snappy');
  }
}

/** The checksum the framing format stores: CRC-32C, rotated and offset ("masked"). */
function maskedCrc32c(data: Uint8Array): number {
  const crc = crc32c(data);
  return (((crc >>> 15) | (crc << 17)) + 0xa282ead8) >>> 0;
}

function decodeSnappyFramed(input: Buffer, maxBytes: number): DecodeResult {
  const bad = invalid('request body is not valid snappy (framing format)');
  if (!startsWithSnappyStreamIdentifier(input)) return bad;
  const parts: Uint8Array[] = [];
  let total = 0;
  let at = 0;
  while (at < input.length) {
    if (at + 4 > input.length) return bad;
    const type = input[at]!;
    const length = input[at + 1]! | (input[at + 2]! << 8) | (input[at + 3]! << 16);
    const start = at + 4;
    const end = start + length;
    if (end > input.length) return bad;
    at = end;
    if (type === 0xff) {
      if (!input.subarray(start - 4, end).equals(SNAPPY_STREAM_IDENTIFIER)) return bad;
      continue;
    }
    if (type >= 0x80) continue; // padding (0xfe) and reserved skippable chunks
    if (type > 0x01) return bad; // reserved unskippable chunks
    if (length < 4) return bad;
    const expected = input.readUInt32LE(start);
    const payload = input.subarray(start + 4, end);
    let data: Uint8Array;
    if (type === 0x00) {
      const declared = snappyDecodedLength(payload);
      if (declared < 0 || declared > SNAPPY_MAX_CHUNK) return bad;
      if (total + declared > maxBytes) return TOO_LARGE;
      try {
        data = SnappyJS.uncompress(payload, SNAPPY_MAX_CHUNK);
      } catch {
        return bad;
      }
    } else {
      if (payload.length > SNAPPY_MAX_CHUNK) return bad;
      data = payload;
    }
    if (maskedCrc32c(data) !== expected) return invalid('request body failed its snappy checksum');
    total += data.length;
    if (total > maxBytes) return TOO_LARGE;
    parts.push(data);
  }
  return { status: 'ok', body: Buffer.concat(parts, total) };
}

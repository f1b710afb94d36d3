import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import fc from 'fast-check';
import SnappyJS from 'snappyjs';
import { describe, expect, it } from 'vitest';
import { crc32c } from '../../platform/bus/kafka/crc32c.ts';
import { contentCodingPayload, zstdRleBomb } from '../../test/fixtures/content-coding/payload.ts';
import { contentCodingOf, decodeWholeBody, type DecodeResult } from './content-coding.ts';
import { xxh32 } from './xxhash.ts';

const FIXTURES = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../test/fixtures/content-coding');
const fixture = (name: string): Buffer => readFileSync(path.join(FIXTURES, name));
const payload = contentCodingPayload();
const MiB = 1024 * 1024;

function okBody(result: DecodeResult): Buffer {
  if (result.status !== 'ok') throw new Error(`expected ok, got ${JSON.stringify(result)}`);
  return result.body;
}

/** The snappy framing format, written as the specification (framing_format.txt) says, with uncompressed chunks where given. */
function snappyFramed(data: Buffer, options: { uncompressedChunks?: boolean; padding?: boolean } = {}): Buffer {
  const chunk = (type: number, body: Buffer): Buffer => {
    const header = Buffer.alloc(4);
    header[0] = type;
    header.writeUIntLE(body.length, 1, 3);
    return Buffer.concat([header, body]);
  };
  const masked = (bytes: Buffer): Buffer => {
    const crc = crc32c(bytes);
    const out = Buffer.alloc(4);
    out.writeUInt32LE((((crc >>> 15) | (crc << 17)) + 0xa282ead8) >>> 0);
    return out;
  };
  const parts = [chunk(0xff, Buffer.from('sNaPpY'))];
  for (let at = 0; at < data.length; at += 65_536) {
    const piece = data.subarray(at, at + 65_536);
    if (options.padding) parts.push(chunk(0xfe, Buffer.alloc(7)));
    parts.push(options.uncompressedChunks ? chunk(0x01, Buffer.concat([masked(piece), piece])) : chunk(0x00, Buffer.concat([masked(piece), SnappyJS.compress(piece)])));
  }
  return Buffer.concat(parts);
}

describe('contentCodingOf', () => {
  it('names the codings the OpenTelemetry Collector sends, case and blanks aside, and refuses others and lists', () => {
    expect(contentCodingOf(undefined)).toBe('identity');
    expect(contentCodingOf(' GZIP ')).toBe('gzip');
    expect(contentCodingOf('x-gzip')).toBe('gzip');
    expect(contentCodingOf('zlib')).toBe('deflate');
    expect(contentCodingOf('Deflate')).toBe('deflate');
    expect(contentCodingOf('zstd')).toBe('zstd');
    expect(contentCodingOf('snappy')).toBe('snappy');
    expect(contentCodingOf('x-snappy-framed')).toBe('x-snappy-framed');
    expect(contentCodingOf('lz4')).toBe('lz4');
    expect(contentCodingOf('br')).toBeNull();
    expect(contentCodingOf('gzip, identity')).toBeNull();
  });
});

describe('zstd (fixtures from the reference zstd 1.5.4 CLI)', () => {
  it('decodes a frame with a content checksum, one without, and two frames back to back', () => {
    for (const name of ['payload.zst', 'payload-19-nocheck.zst', 'payload-two-frames.zst']) {
      expect(okBody(decodeWholeBody('zstd', fixture(name), 4 * MiB)).equals(payload), name).toBe(true);
    }
  });

  it("checks each frame's content checksum (fzstd does not): a wrong one is refused", () => {
    const zst = Buffer.from(fixture('payload.zst'));
    zst[zst.length - 1] ^= 0x01; // the last byte of the frame's XXH64 low 32 bits
    expect(decodeWholeBody('zstd', zst, 4 * MiB)).toEqual({ status: 'invalid', message: 'request body failed its zstd checksum' });
    // The second of two frames, each with its own checksum.
    const two = Buffer.from(fixture('payload-two-frames.zst'));
    two[two.length - 2] ^= 0x10;
    expect(decodeWholeBody('zstd', two, 4 * MiB)).toMatchObject({ status: 'invalid', message: expect.stringContaining('checksum') });
  });

  it('stops at the limit: one byte under the payload is too large', () => {
    expect(decodeWholeBody('zstd', fixture('payload-two-frames.zst'), payload.length - 1)).toEqual({ status: 'too-large' });
    expect(okBody(decodeWholeBody('zstd', fixture('payload-two-frames.zst'), payload.length)).length).toBe(payload.length);
  });

  it('refuses a frame whose declared content size is over the limit before decoding anything', () => {
    // payload.zst declares its content size (the CLI writes it): 100 KiB.
    expect(decodeWholeBody('zstd', fixture('payload.zst'), 50 * 1024)).toEqual({ status: 'too-large' });
  });

  it('refuses a frame that declares a 1 GiB window, without allocating it', () => {
    // Magic, descriptor (no single segment, no checksum, no dictionary, no content size), window descriptor
    // exponent 20 (2^30), then one last raw block of 1 byte.
    const bomb = Buffer.from([0x28, 0xb5, 0x2f, 0xfd, 0x00, 20 << 3, 0x09, 0x00, 0x00, 0x41]);
    const before = process.memoryUsage().arrayBuffers;
    const result = decodeWholeBody('zstd', bomb, 4 * MiB);
    expect(result).toMatchObject({ status: 'invalid', message: expect.stringContaining('window') });
    expect(process.memoryUsage().arrayBuffers - before).toBeLessThan(64 * MiB);
  });

  it('stops a run of RLE blocks (4 bytes on the wire, 128 KiB each) at the limit', () => {
    const bomb = zstdRleBomb();
    expect(decodeWholeBody('zstd', bomb, 4 * MiB)).toEqual({ status: 'too-large' });
  });

  it('answers invalid for a truncated frame, a dictionary, and bytes that are not zstd', () => {
    const zst = fixture('payload.zst');
    expect(decodeWholeBody('zstd', zst.subarray(0, zst.length - 100), 4 * MiB).status).toBe('invalid');
    expect(decodeWholeBody('zstd', Buffer.from([0x28, 0xb5, 0x2f, 0xfd, 0x21, 0x07, 0x01, 0x00, 0x00]), 4 * MiB)).toMatchObject({
      status: 'invalid',
      message: expect.stringContaining('dictionaries'),
    });
    expect(decodeWholeBody('zstd', payload, 4 * MiB).status).toBe('invalid');
    expect(decodeWholeBody('zstd', Buffer.alloc(0), 4 * MiB).status).toBe('invalid');
  });
});

describe('lz4 frames (fixtures from the reference lz4 1.9.4 CLI)', () => {
  it('decodes independent blocks with a content checksum, and 64 KiB linked blocks with block checksums and a content size', () => {
    expect(okBody(decodeWholeBody('lz4', fixture('payload.lz4'), 4 * MiB)).equals(payload)).toBe(true);
    expect(okBody(decodeWholeBody('lz4', fixture('payload-linked-64k.lz4'), 4 * MiB)).equals(payload)).toBe(true);
  });

  it('checks the checksums: one flipped byte of data is refused, not decoded into something else', () => {
    for (const name of ['payload.lz4', 'payload-linked-64k.lz4']) {
      const damaged = Buffer.from(fixture(name));
      damaged[damaged.length >> 1] ^= 0x20;
      expect(decodeWholeBody('lz4', damaged, 4 * MiB), name).toMatchObject({ status: 'invalid', message: expect.stringContaining('checksum') });
    }
  });

  it('stops at the limit, and refuses a declared content size over it before decoding', () => {
    expect(decodeWholeBody('lz4', fixture('payload.lz4'), payload.length - 1)).toEqual({ status: 'too-large' });
    expect(decodeWholeBody('lz4', fixture('payload-linked-64k.lz4'), 1000)).toEqual({ status: 'too-large' });
  });

  it('answers invalid for a truncated frame and for bytes that are not lz4', () => {
    const lz4 = fixture('payload.lz4');
    expect(decodeWholeBody('lz4', lz4.subarray(0, lz4.length - 9), 4 * MiB).status).toBe('invalid');
    expect(decodeWholeBody('lz4', payload, 4 * MiB).status).toBe('invalid');
  });

  it('xxHash32 matches its reference values', () => {
    expect(xxh32(Buffer.alloc(0))).toBe(0x02cc5d05);
    expect(xxh32(Buffer.from('a'))).toBe(0x550d7456);
    expect(xxh32(Buffer.from('abc'))).toBe(0x32d153ff);
    expect(xxh32(Buffer.from('Nobody inspects the spammish repetition'))).toBe(0xe2293b2f);
  });
});

describe('snappy', () => {
  it('decodes the block format, and the framing format under either name (snappy tells them apart)', () => {
    expect(okBody(decodeWholeBody('snappy', SnappyJS.compress(payload), 4 * MiB)).equals(payload)).toBe(true);
    for (const framed of [snappyFramed(payload), snappyFramed(payload, { uncompressedChunks: true, padding: true })]) {
      expect(okBody(decodeWholeBody('snappy', framed, 4 * MiB)).equals(payload)).toBe(true);
      expect(okBody(decodeWholeBody('x-snappy-framed', framed, 4 * MiB)).equals(payload)).toBe(true);
    }
  });

  it('refuses a block whose declared length is over the limit before allocating, and stops framed data at the limit', () => {
    // A varint declaring 2^32 - 1 bytes, then nothing.
    expect(decodeWholeBody('snappy', Buffer.from([0xff, 0xff, 0xff, 0xff, 0x0f]), 4 * MiB)).toEqual({ status: 'too-large' });
    expect(decodeWholeBody('snappy', SnappyJS.compress(payload), payload.length - 1)).toEqual({ status: 'too-large' });
    expect(decodeWholeBody('x-snappy-framed', snappyFramed(payload), payload.length - 1)).toEqual({ status: 'too-large' });
  });

  it('checks the framing format: a wrong checksum, a missing stream identifier, a reserved chunk', () => {
    const framed = snappyFramed(payload, { uncompressedChunks: true });
    const damaged = Buffer.from(framed);
    damaged[framed.length - 10] ^= 0x01;
    expect(decodeWholeBody('x-snappy-framed', damaged, 4 * MiB)).toMatchObject({ status: 'invalid', message: expect.stringContaining('checksum') });
    expect(decodeWholeBody('x-snappy-framed', SnappyJS.compress(payload), 4 * MiB).status).toBe('invalid');
    const reserved = Buffer.concat([framed.subarray(0, 10), Buffer.from([0x02, 0x01, 0x00, 0x00, 0x00])]);
    expect(decodeWholeBody('x-snappy-framed', reserved, 4 * MiB).status).toBe('invalid');
  });
});

describe('any bytes', () => {
  it('get an answer from every decoder, never an exception, and never more than the limit', () => {
    const codings = ['zstd', 'snappy', 'x-snappy-framed', 'lz4'] as const;
    const prefixes = [Buffer.from([0x28, 0xb5, 0x2f, 0xfd]), Buffer.from([0x04, 0x22, 0x4d, 0x18]), Buffer.from([0xff, 0x06, 0x00, 0x00, 0x73, 0x4e, 0x61, 0x50, 0x70, 0x59]), Buffer.alloc(0)];
    fc.assert(
      fc.property(fc.constantFrom(...codings), fc.constantFrom(...prefixes), fc.uint8Array({ maxLength: 512 }), (coding, prefix, bytes) => {
        const result = decodeWholeBody(coding, Buffer.concat([prefix, bytes]), 64 * 1024);
        expect(['ok', 'too-large', 'invalid']).toContain(result.status);
        if (result.status === 'ok') expect(result.body.length).toBeLessThanOrEqual(64 * 1024);
      }),
      { numRuns: 3000, seed: 20261205 },
    );
  });

  it('damaged real streams: every single-bit change of a fixture is refused or decodes to the original, never to other bytes', () => {
    const streams = [
      ['zstd', fixture('payload.zst')],
      ['lz4', fixture('payload-linked-64k.lz4')],
      ['x-snappy-framed', snappyFramed(payload)],
    ] as const;
    for (const [coding, stream] of streams) {
      let refused = 0;
      for (let i = 0; i < 200; i++) {
        const damaged = Buffer.from(stream);
        const at = Math.floor((i * stream.length) / 200);
        damaged[at] ^= 1 << i % 8;
        const result = decodeWholeBody(coding, damaged, 4 * MiB);
        if (result.status !== 'ok') refused++;
        // A flip in a field the format ignores (a zstd block's unused bits) may decode to the same bytes.
        else expect(result.body.equals(payload), `${coding}: flip at ${at} decoded to other bytes`).toBe(true);
      }
      // Every format here checksums its content (zstd's XXH64 is checked by content-coding.ts, not by fzstd).
      expect(refused, coding).toBeGreaterThanOrEqual(195);
    }
  });
});

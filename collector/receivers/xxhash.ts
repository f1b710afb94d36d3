/**
 * xxHash32 and xxHash64, the checksums of the LZ4 frame format (lz4-frame.ts) and of zstd frames
 * (content-coding.ts), from xxhash-wasm (MIT; the reference C implementation compiled to WebAssembly, several GB/s).
 * Its instance is made once, when this module loads.
 */
import xxhashWasm from 'xxhash-wasm';

const hasher = await xxhashWasm();

/** xxHash32 of `data` with seed 0, as an unsigned 32-bit integer. */
export function xxh32(data: Uint8Array): number {
  return hasher.h32Raw(data, 0) >>> 0;
}

/** An xxHash64 (seed 0) fed in pieces; `low32()` is what a zstd frame's content checksum holds. */
export interface Xxh64 {
  update(data: Uint8Array): void;
  low32(): number;
}

export function createXxh64(): Xxh64 {
  const state = hasher.create64(0n);
  return {
    update(data) {
      state.update(data);
    },
    low32() {
      return Number(state.digest() & 0xffffffffn);
    },
  };
}

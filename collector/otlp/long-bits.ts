/** A decimal (possibly negative) 64-bit integer as the two 32-bit words protobufjs writes. */
export function toLongBits(decimal: string | number): { low: number; high: number } {
  const value = BigInt(decimal);
  return { low: Number(value & 0xffffffffn) | 0, high: Number((value >> 32n) & 0xffffffffn) | 0 };
}

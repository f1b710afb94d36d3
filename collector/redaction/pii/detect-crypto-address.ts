import { createHash } from 'node:crypto';
import type { Detector, Finding } from './detector.ts';

/**
 * Cryptocurrency addresses (CRYPTO_ADDRESS): the account a person is paid into or pays from, which on a public ledger
 * shows every payment they ever made with it — what an exchange's or wallet's support assistant is told ("I sent 0.02
 * BTC to bc1q…"). Found by their own checksums, so a random token passes once in four billion:
 * - Base58Check (Bitcoin `1…`/`3…`, Litecoin `L…`/`M…`, Dogecoin `D…`, Tron `T…`, testnets, and the XRP Ledger's `r…`
 *   in its own alphabet): 25 bytes, the last four the first four of SHA-256(SHA-256(the rest));
 * - Bech32 and Bech32m (BIP-173, BIP-350) with a Bitcoin or Litecoin prefix (`bc1q…`, `bc1p…`, `tb1…`, `ltc1…`);
 * - Ethereum and its kin: `0x` and 40 hex digits (a 64-digit one is a transaction or block hash and stays);
 * - Solana: 32 bytes in Base58 (43 or 44 characters), which carry no checksum, so only after a word naming a wallet,
 *   an address, an account or Solana (an explorer's `solscan.io/account/…`) on the same line.
 */
const BASE58_ALPHABET = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz';
const RIPPLE_ALPHABET = 'rpshnaf39wBUDNEGHJKLM4PQRST7VWXYZ2bcdeCg65jkm8oFqi1tuvAxyz';
const BASE58_RE = /(?<![A-Za-z0-9_])[1-9A-HJ-NP-Za-km-z]{25,44}(?![A-Za-z0-9_])/g;
const BECH32_RE = /(?<![A-Za-z0-9_])(?:bc|tb|bcrt|ltc|tltc)1[ac-hj-np-z02-9]{8,87}(?![A-Za-z0-9_])/gi;
const ETH_RE = /(?<![A-Za-z0-9_])0x[0-9a-fA-F]{40}(?![A-Za-z0-9_])/g;
const SOLANA_LABEL_RE = /(?:wallet|address|account|solana|solscan|\bsol\b|phantom|adresse|direcci[óo]n|endere[çc]o|indirizzo|adres|アドレス|주소|地址)[^\n]{0,40}$/i;

function base58Decode(text: string, alphabet: string): Uint8Array | null {
  const bytes: number[] = [0];
  for (let i = 0; i < text.length; i++) {
    let carry = alphabet.indexOf(text[i]!);
    if (carry < 0) return null;
    for (let j = 0; j < bytes.length; j++) {
      carry += bytes[j]! * 58;
      bytes[j] = carry & 0xff;
      carry >>= 8;
    }
    while (carry > 0) {
      bytes.push(carry & 0xff);
      carry >>= 8;
    }
  }
  for (let i = 0; i < text.length && text[i] === alphabet[0]; i++) bytes.push(0);
  return Uint8Array.from(bytes.reverse());
}

/** Whether `text` is 25 bytes of Base58Check in `alphabet`: a version byte, 20 bytes, a 4-byte double-SHA-256 checksum. */
export function isBase58Check(text: string, alphabet = BASE58_ALPHABET): boolean {
  const bytes = base58Decode(text, alphabet);
  if (bytes === null || bytes.length !== 25) return false;
  const payload = bytes.subarray(0, 21);
  const check = createHash('sha256').update(createHash('sha256').update(payload).digest()).digest();
  return check[0] === bytes[21] && check[1] === bytes[22] && check[2] === bytes[23] && check[3] === bytes[24];
}

const BECH32_CHARSET = 'qpzry9x8gf2tvdw0s3jn54khce6mua7l';
const BECH32_GENERATOR = [0x3b6a57b2, 0x26508e6d, 0x1ea119fa, 0x3d4233dd, 0x2a1462b3];

/** Whether `text` (one case) is a valid Bech32 or Bech32m string (BIP-173 checksum constant 1, BIP-350 0x2bc830a3). */
export function isBech32(text: string): boolean {
  const lower = text.toLowerCase();
  if (lower !== text && text.toUpperCase() !== text) return false;
  const sep = lower.lastIndexOf('1');
  if (sep < 1 || lower.length - sep - 1 < 6 || lower.length > 90) return false;
  let chk = 1;
  const step = (value: number): void => {
    const top = chk >>> 25;
    chk = ((chk & 0x1ffffff) << 5) ^ value;
    for (let i = 0; i < 5; i++) if ((top >>> i) & 1) chk ^= BECH32_GENERATOR[i]!;
  };
  for (let i = 0; i < sep; i++) step(lower.charCodeAt(i) >>> 5);
  step(0);
  for (let i = 0; i < sep; i++) step(lower.charCodeAt(i) & 31);
  for (let i = sep + 1; i < lower.length; i++) {
    const v = BECH32_CHARSET.indexOf(lower[i]!);
    if (v < 0) return false;
    step(v);
  }
  return chk === 1 || chk === 0x2bc830a3;
}

export function createCryptoAddressDetector(): Detector {
  return {
    name: 'crypto-address',
    types: ['CRYPTO_ADDRESS'],
    // Every address is one word of 25 characters or more (the shortest Base58Check is 25, `0x` + 40 is 42).
    mayMatch: (f) => f.maxWordRun >= 25,
    detect(text: string, out: Finding[]): void {
      let m: RegExpExecArray | null;
      BASE58_RE.lastIndex = 0;
      while ((m = BASE58_RE.exec(text)) !== null) {
        const value = m[0];
        const found =
          (value.length <= 35 && (isBase58Check(value) || (value[0] === 'r' && isBase58Check(value, RIPPLE_ALPHABET)))) ||
          ((value.length === 43 || value.length === 44) && base58Decode(value, BASE58_ALPHABET)?.length === 32 && SOLANA_LABEL_RE.test(text.slice(Math.max(0, m.index - 60), m.index)));
        if (found) out.push({ type: 'CRYPTO_ADDRESS', start: m.index, end: m.index + value.length });
      }
      if (/(?:bc|tb|bcrt|ltc|tltc)1/i.test(text)) {
        BECH32_RE.lastIndex = 0;
        while ((m = BECH32_RE.exec(text)) !== null) if (isBech32(m[0])) out.push({ type: 'CRYPTO_ADDRESS', start: m.index, end: m.index + m[0].length });
      }
      if (text.includes('0x') || text.includes('0X')) {
        ETH_RE.lastIndex = 0;
        while ((m = ETH_RE.exec(text)) !== null) out.push({ type: 'CRYPTO_ADDRESS', start: m.index, end: m.index + m[0].length });
      }
    },
  };
}

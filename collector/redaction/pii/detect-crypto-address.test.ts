import { describe, expect, it } from 'vitest';
import { scanFeatures, type DetectMode, type Finding } from './detector.ts';
import { createCryptoAddressDetector, isBase58Check, isBech32 } from './detect-crypto-address.ts';
import { createPiiEngine } from './pii-engine.ts';

const MODE: DetectMode = { headerDump: false, queryString: false, key: '' };
const detector = createCryptoAddressDetector();

function finds(text: string): string[] {
  const features = scanFeatures(text);
  if (!detector.mayMatch(features, MODE)) return [];
  const out: Finding[] = [];
  detector.detect(text, out, MODE, features);
  return out.map((f) => text.slice(f.start, f.end));
}

describe('cryptocurrency address detector', () => {
  it('checks Base58Check and Bech32/Bech32m checksums', () => {
    expect(isBase58Check('1BvBMSEYstWetqTFn5Au4m4GFg7xJaNVN2')).toBe(true);
    expect(isBase58Check('1BvBMSEYstWetqTFn5Au4m4GFg7xJaNVN3')).toBe(false);
    expect(isBech32('bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq')).toBe(true); // BIP-173
    expect(isBech32('bc1p5d7rjq7g6rdk2yhzks9smlaqtedr4dekq08ge8ztwac72sfr9rusxg3297')).toBe(true); // BIP-350
    expect(isBech32('bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdr')).toBe(false);
    expect(isBech32('BC1QAR0SRRR7XFKVY5L643LYDNW9RE59GTZZWF5MDQ')).toBe(true); // one case, either
    expect(isBech32('bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwF5mdq')).toBe(false); // mixed case
  });

  it('finds addresses of the common chains in prose, JSON and logs', () => {
    const cases: [string, string][] = [
      ['I sent 0.02 BTC to 1BvBMSEYstWetqTFn5Au4m4GFg7xJaNVN2 yesterday', '1BvBMSEYstWetqTFn5Au4m4GFg7xJaNVN2'],
      ['{"to":"3J98t1WpEZ73CNmQviecrnyiWrnqRhWNLy","amount":"0.5"}', '3J98t1WpEZ73CNmQviecrnyiWrnqRhWNLy'],
      ['withdraw to bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq.', 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq'],
      ['taproot: bc1p5d7rjq7g6rdk2yhzks9smlaqtedr4dekq08ge8ztwac72sfr9rusxg3297', 'bc1p5d7rjq7g6rdk2yhzks9smlaqtedr4dekq08ge8ztwac72sfr9rusxg3297'],
      ['XRP to rHb9CJAWyB4rj91VRWn96DkukG4bwdtyTh tag 12', 'rHb9CJAWyB4rj91VRWn96DkukG4bwdtyTh'],
      ['USDT (TRC20) TLa2f6VPqDgRE67v1736s7bJ8Ray5wYjU7', 'TLa2f6VPqDgRE67v1736s7bJ8Ray5wYjU7'],
      ['doge DH5yaieqoZN36fDVciNyRueRGvGLR3mr7L', 'DH5yaieqoZN36fDVciNyRueRGvGLR3mr7L'],
      ['wallet=0x742d35Cc6634C0532925a3b844Bc454e4438f44e', '0x742d35Cc6634C0532925a3b844Bc454e4438f44e'],
      ['my Solana wallet: 7EcDhSYGxXyscszYEp35KHN8vvw3svAuLKTzXwCFLtV', '7EcDhSYGxXyscszYEp35KHN8vvw3svAuLKTzXwCFLtV'],
    ];
    for (const [text, value] of cases) expect(finds(text), text).toEqual([value]);
  });

  it('leaves hashes, broken checksums, unlabelled 32-byte Base58 and identifiers', () => {
    const negatives = [
      'broken 1BvBMSEYstWetqTFn5Au4m4GFg7xJaNVN3',
      'tx 0x5c504ed432cb51138bcf09aa5e8a410dd4a1e204ef84bfed1be16dfba1b22060',
      'commit 4f9e2a1c7b3d5e8f0a1b2c3d4e5f6a7b8c9d0e1f',
      'ipfs QmYwAPJzv5CZsnA625s3Xf2nemtYgPpHdWEz79ojWnPbdG',
      'sig 7EcDhSYGxXyscszYEp35KHN8vvw3svAuLKTzXwCFLtV',
      'call_1BvBMSEYstWetqTFn5Au4m4GFg7xJaNVN2',
      'bc1 is the prefix of a native segwit address',
      'send 0.015 BTC to your own wallet address',
    ];
    for (const text of negatives) expect(finds(text), text).toEqual([]);
  });

  it('is masked by the engine by default, and stays with the rule off (negative control)', () => {
    const text = 'refund to bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq please';
    expect(createPiiEngine({ rules: {} }).redactString(text).text).toBe('refund to [REDACTED:CRYPTO_ADDRESS] please');
    expect(createPiiEngine({ rules: { CRYPTO_ADDRESS: { enabled: false, mode: 'mask' } } }).redactString(text).text).toBe(text);
  });
});

import { createPrivateKey, createPublicKey, sign } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { canonicalJson, checkpointSigningString, computeEntryHash, computeKeyId, entryHashInput, parseAuditPublicKey, verifyCheckpointSignature } from './audit-format.ts';

// Known-answer vectors computed outside Node, so that they pin the documented format rather than this
// implementation: the hash with Python's hashlib over json.dumps(sort_keys=True, separators=(',', ':'),
// ensure_ascii=False); the signature with Python's `cryptography` Ed25519 from the seed 00 01 .. 1f.
const ENTRY = {
  tenant: 'acme',
  seq: 1,
  id: '123e4567-e89b-42d3-a456-426614174000',
  time: 1700000000000,
  actor: { tokenId: 'tok_abc', kind: 'token' as const },
  action: 'content.read',
  target: { traceId: '0af7651916cd43dd8448eb211c80319c', ref: 'thref:v1:k1:ab' },
  reason: 'ticket #42 — café "quoted"\n\t\u0001',
  outcome: 'granted' as const,
  details: { roles: ['admin'], n: 3, nested: { b: true, a: null } },
  prevHash: '0'.repeat(64),
};
const ENTRY_CANONICAL =
  'tracehold-audit-entry/v1\n' +
  '{"action":"content.read","actor":{"kind":"token","tokenId":"tok_abc"},"details":{"n":3,"nested":{"a":null,"b":true},"roles":["admin"]},' +
  '"id":"123e4567-e89b-42d3-a456-426614174000","outcome":"granted","prevHash":"0000000000000000000000000000000000000000000000000000000000000000",' +
  '"reason":"ticket #42 — café \\"quoted\\"\\n\\t\\u0001","seq":1,"target":{"ref":"thref:v1:k1:ab","traceId":"0af7651916cd43dd8448eb211c80319c"},' +
  '"tenant":"acme","time":1700000000000}';
const ENTRY_HASH = 'c55a94c9b083d38ae1d5efad99e436e4e7147c6d23629022898aaa93efeda941';

const SEED_PKCS8 = Buffer.concat([Buffer.from('302e020100300506032b657004220420', 'hex'), Buffer.from(Array.from({ length: 32 }, (_, i) => i))]);
const RAW_PUBLIC_HEX = '03a107bff3ce10be1d70dd18e74bc09967e4d6309ba50d5f1ddc8664125531b8';
const KEY_ID = '56475aa75463474c';
const CHECKPOINT = { tenant: 'acme', seq: 100, hash: 'ab'.repeat(32), time: 1700000000000 };
const SIGNATURE = 'peT/PqYWbgzNXsEK0gVJIs1fMyFl8ifmw+ulBvI1+BVbiyGNV9VeYTSK80wRV8RTuHxwz18KAIAHUhQrsMUODQ==';

describe('audit canonical formats', () => {
  it('serializes an entry as documented and hashes it to the independently computed value', () => {
    expect(entryHashInput(ENTRY)).toBe(ENTRY_CANONICAL);
    expect(computeEntryHash(ENTRY)).toBe(ENTRY_HASH);
  });

  it('leaves fields that are not part of an entry out of the hash', () => {
    expect(computeEntryHash({ ...ENTRY, extra: 'x' } as typeof ENTRY)).toBe(ENTRY_HASH);
    expect(computeEntryHash({ ...ENTRY, reason: 'other' })).not.toBe(ENTRY_HASH);
  });

  it('drops undefined members and refuses values JSON cannot carry exactly', () => {
    expect(canonicalJson({ b: 1, a: undefined, c: [true, null] })).toBe('{"b":1,"c":[true,null]}');
    expect(() => canonicalJson({ a: Number.NaN })).toThrow(TypeError);
    expect(() => canonicalJson({ a: 1n })).toThrow(TypeError);
  });

  it('signs the documented checkpoint string: same signature and key id as an independent Ed25519', () => {
    const privateKey = createPrivateKey({ key: SEED_PKCS8, format: 'der', type: 'pkcs8' });
    const publicKey = createPublicKey(privateKey);
    expect(checkpointSigningString(CHECKPOINT)).toBe(`tracehold-audit-checkpoint/v1\nacme\n100\n${'ab'.repeat(32)}\n1700000000000`);
    expect(computeKeyId(publicKey)).toBe(KEY_ID);
    expect(sign(null, Buffer.from(checkpointSigningString(CHECKPOINT)), privateKey).toString('base64')).toBe(SIGNATURE);
    const cp = { ...CHECKPOINT, keyId: KEY_ID, signature: SIGNATURE };
    expect(verifyCheckpointSignature(cp, publicKey)).toBe(true);
    expect(verifyCheckpointSignature({ ...cp, seq: 101 }, publicKey)).toBe(false);
  });

  it('reads a public key as PEM, raw hex or raw base64, and refuses other keys', () => {
    const pem = createPublicKey(createPrivateKey({ key: SEED_PKCS8, format: 'der', type: 'pkcs8' })).export({ format: 'pem', type: 'spki' }).toString();
    expect(computeKeyId(parseAuditPublicKey(pem))).toBe(KEY_ID);
    expect(computeKeyId(parseAuditPublicKey(RAW_PUBLIC_HEX))).toBe(KEY_ID);
    expect(computeKeyId(parseAuditPublicKey(Buffer.from(RAW_PUBLIC_HEX, 'hex').toString('base64')))).toBe(KEY_ID);
    expect(() => parseAuditPublicKey('not a key')).toThrow(TypeError);
  });
});

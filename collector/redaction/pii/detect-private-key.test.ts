import { describe, expect, it } from 'vitest';
import { scanFeatures, type DetectMode, type Finding } from './detector.ts';
import { createPrivateKeyDetector } from './detect-private-key.ts';

const detector = createPrivateKeyDetector();
const mode: DetectMode = { headerDump: false, queryString: false, key: '' };

/** The spans the detector finds, as text; [] when its pre-check says it cannot match. */
function found(text: string): string[] {
  const features = scanFeatures(text);
  const out: Finding[] = [];
  detector.detect(text, out, mode, features);
  // The pre-check must never hide a finding.
  if (out.length > 0) expect(detector.mayMatch(features, mode), 'mayMatch').toBe(true);
  if (!detector.mayMatch(features, mode)) return [];
  for (const f of out) expect(f.type).toBe('SECRET');
  return out.map((f) => text.slice(f.start, f.end));
}

const BODY = [
  'MIIEowIBAAKCAQEAu1SU1LfVLPHCozMxH2Mo4lgOEePzNm0tRgeLezV6ffAt0gun',
  'VTLw7onLRnrq0/IzW7yWR7QkrmBL7jTKEn5u+qKhbwKfBstIs+bMY2Zkp18gnTxK',
  'LxoS2tFczGkPLPgizskuemMghRniWaoLcyehkd3qqGElvW/VDL5AaWTg0nLVkjRo',
];
const HEX_BODY = ['308204a30201000282010100bb5494d4b7d52cf1c2a3333', '11f63a8e2580e11e3f3366d2d46078b7b357a7df02dd20b'];

function pem(label: string, sep: string, body: readonly string[] = BODY): string {
  return [`-----BEGIN ${label}-----`, ...body, `-----END ${label}-----`].join(sep);
}

describe('SECRET: private keys', () => {
  it('takes a whole PEM block of each private-key label as one finding', () => {
    for (const label of ['RSA PRIVATE KEY', 'PRIVATE KEY', 'EC PRIVATE KEY', 'DSA PRIVATE KEY', 'OPENSSH PRIVATE KEY', 'ENCRYPTED PRIVATE KEY', 'PGP PRIVATE KEY BLOCK']) {
      const key = pem(label, '\n');
      expect(found(`loaded key:\n${key}\nstarting server`), label).toEqual([key]);
    }
  });

  it('takes the block whatever its line breaks: \\r\\n, literal \\n in JSON or an env dump, base64 or hex', () => {
    const crlf = pem('RSA PRIVATE KEY', '\r\n');
    expect(found(`${crlf}\r\n`)).toEqual([crlf]);
    const escaped = pem('PRIVATE KEY', '\\n');
    expect(found(`{"type":"service_account","private_key":"${escaped}\\n","client_email":"x@y.iam.gserviceaccount.com"}`)).toEqual([escaped]);
    expect(found(`TLS_KEY=${escaped} TLS_PORT=8443`)).toEqual([escaped]);
    const hex = pem('EC PRIVATE KEY', '\n', HEX_BODY);
    expect(found(`key=${hex}`)).toEqual([hex]);
    const encrypted = ['-----BEGIN RSA PRIVATE KEY-----', 'Proc-Type: 4,ENCRYPTED', 'DEK-Info: AES-128-CBC,3F17F5316E2BAC89', '', ...BODY, '-----END RSA PRIVATE KEY-----'].join('\n');
    expect(found(encrypted)).toEqual([encrypted]);
  });

  it('takes each of several keys, and only the key of a certificate chain with its key', () => {
    const a = pem('RSA PRIVATE KEY', '\n');
    const b = pem('OPENSSH PRIVATE KEY', '\n');
    expect(found(`${a}\n\n${b}`)).toEqual([a, b]);
    const cert = pem('CERTIFICATE', '\n');
    expect(found(`${cert}\n${a}\n`)).toEqual([a]);
  });

  it('fails closed: without its END line, the block runs to the end of the text', () => {
    const truncated = `-----BEGIN RSA PRIVATE KEY-----\\n${BODY[0]!}\\n${BODY[1]!.slice(0, 20)}`;
    expect(found(`{"key":"${truncated}…(truncated)`)).toEqual([`${truncated}…(truncated)`]);
    expect(found('-----BEGIN PRIVATE KEY-----\nMIIE')).toEqual(['-----BEGIN PRIVATE KEY-----\nMIIE']);
    // An END line of another label does not close the block.
    const mismatched = `-----BEGIN EC PRIVATE KEY-----\n${BODY[0]!}\n-----END PUBLIC KEY-----\nnext line`;
    expect(found(`x ${mismatched}`)).toEqual([mismatched]);
  });

  it('leaves public keys, certificates and text that only talks about keys', () => {
    const negatives = [
      pem('PUBLIC KEY', '\n'),
      pem('RSA PUBLIC KEY', '\n'),
      pem('CERTIFICATE', '\n'),
      pem('CERTIFICATE REQUEST', '\\n'),
      pem('PGP PUBLIC KEY BLOCK', '\n'),
      'error: could not load PRIVATE KEY from /etc/tls/server.key (permission denied)',
      'rotate the private key every 90 days -- see the runbook for the steps',
      'BEGIN PRIVATE KEY without armour dashes, written in a long enough log line',
      '-'.repeat(5000) + ' PRIVATE KEY',
    ];
    for (const n of negatives) expect(found(n), n.slice(0, 40)).toEqual([]);
  });

  it('stays cheap: the pre-check skips texts without a double dash or too short for an armour line', () => {
    const mayMatch = (t: string) => detector.mayMatch(scanFeatures(t), mode);
    expect(mayMatch('password=hunter2 and a long line of ordinary log text')).toBe(false);
    expect(mayMatch('--BEGIN')).toBe(false);
    expect(mayMatch('----BEGIN PRIVATE KEY----')).toBe(true);
  });
});

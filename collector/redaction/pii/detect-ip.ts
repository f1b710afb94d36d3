import { isIPv6 } from 'node:net';
import type { Detector, Finding } from './detector.ts';

const OCTET = '(?:25[0-5]|2[0-4]\\d|1\\d\\d|[1-9]?\\d)';
// Exactly four octets: a fifth part, a leading letter (`v1.2.3.4`) or a pre-release suffix
// (`1.2.3.4-beta`) makes it a version, not an address.
const IPV4_RE = new RegExp(
  `(?<![\\w.-])${OCTET}(?:\\.${OCTET}){3}(?![\\w]|\\.\\d|-[A-Za-z0-9])`,
  'g',
);
// A maximal run of hex digits and colons (with an optional dotted IPv4 tail), validated afterwards.
// A run that goes on with another group (`:` and a hex digit) is longer than an address: a fingerprint or a byte dump.
const IPV6_RE = /(?<![\w:.])[0-9A-Fa-f]{0,4}(?::[0-9A-Fa-f]{0,4}){2,7}(?:\.\d{1,3}){0,3}(?![\w]|:[0-9A-Fa-f])/g;
// "version 4.2.1.0", "Chrome/120.0.0.0", "build: 1.2.3.4".
const VERSION_CONTEXT_RE = /(?:\bv|version|\bver\.?|release|build|firmware|\bfw|[A-Za-z]\/)["']?\s*[:=]?\s*["']?$/i;
// Not personal: unspecified, loopback and broadcast addresses.
const NON_PERSONAL = new Set(['0.0.0.0', '127.0.0.1', '255.255.255.255', '::', '::1']);

/**
 * IPv4 (dotted quad, each octet 0-255, no leading zeros) and IPv6 (full, compressed, IPv4-mapped),
 * validated by `net.isIPv6`. An IPv6 match needs a digit and either eight groups or `::` in a device
 * address's form (`isDeviceAddressForm`), so `Foo::Bar`, `12:30:45`, MAC addresses and `::4` do not pass, nor does a
 * run of more than eight groups (a fingerprint, a byte dump). Eight groups in full pass whatever their first (an
 * EUI-64 device identifier `02:1a:2b:ff:fe:3c:4d:5e` too, which is a device's as much as a MAC address is).
 */
export function createIpDetector(): Detector {
  return {
    name: 'ip',
    types: ['IP'],
    mayMatch: (f) => (f.digits >= 4 && f.dots >= 3) || f.colons >= 2,
    detect(text: string, out: Finding[]): void {
      let m: RegExpExecArray | null;
      IPV4_RE.lastIndex = 0;
      while ((m = IPV4_RE.exec(text)) !== null) {
        if (NON_PERSONAL.has(m[0])) continue;
        if (VERSION_CONTEXT_RE.test(text.slice(Math.max(0, m.index - 20), m.index))) continue;
        out.push({ type: 'IP', start: m.index, end: m.index + m[0].length });
      }
      if (text.indexOf(':') === text.lastIndexOf(':')) return;
      IPV6_RE.lastIndex = 0;
      while ((m = IPV6_RE.exec(text)) !== null) {
        let value = m[0];
        // A trailing colon belongs to the sentence ("from fe80::1: refused").
        if (value.endsWith(':') && !value.endsWith('::')) value = value.slice(0, -1);
        if (!/\d/.test(value) || NON_PERSONAL.has(value)) continue;
        const groups = value.split(':').length;
        if (!value.includes('::') && groups < 8 && !(groups === 7 && value.includes('.'))) continue;
        if (value.includes('::') && !isDeviceAddressForm(value)) continue;
        if (!isIPv6(value)) continue;
        out.push({ type: 'IP', start: m.index, end: m.index + value.length });
      }
    },
  };
}

/**
 * Whether a compressed IPv6 address is written as a device's address: at least two groups (an IPv4 tail
 * counts as two), and either a first group in a block where devices are addressed — global unicast
 * `2000::/3`, unique local `fc00::/7`, link-local `fe80::/10`, and multicast `ff00::/8`, whose
 * solicited-node form carries a device's address bits — or an IPv4 address inside: a dotted tail
 * (`::ffff:192.0.2.1`, `64:ff9b::192.0.2.33`) or the mapped and translated prefixes (`::ffff:c000:201`).
 * What fails is no one's device address — one group (`::4`, `2::`, `fe80::`: a reserved form or a
 * prefix), or a first group in reserved or unallocated space (`E::2`, `d6::c6`, `100::1`) — and in text
 * such a run is punctuation or a scope far more often than an address (`R&::4^^w:`).
 */
function isDeviceAddressForm(value: string): boolean {
  const parts = value.split(':');
  let groups = 0;
  let carriesIpv4 = false;
  for (const part of parts) {
    if (part === '') continue;
    const tail = part.includes('.');
    groups += tail ? 2 : 1;
    if (tail || /^ff(?:ff|9b)$/i.test(part)) carriesIpv4 = true;
  }
  if (groups < 2) return false;
  const first = Number.parseInt(parts[0] || '0', 16);
  return carriesIpv4 || (first >= 0x2000 && first <= 0x3fff) || first >= 0xfc00;
}

import { describe, expect, it } from 'vitest';
import { scanFeatures, type DetectMode, type Detector, type Finding } from './detector.ts';
import { createMacAddressDetector, createVinDetector, vinCheckDigitValid } from './detect-hardware-ids.ts';
import { createPiiEngine } from './pii-engine.ts';
import { RedactionConfigSchema } from '../../../schemas/redaction.ts';

const MODE: DetectMode = { headerDump: false, queryString: false, key: '' };

function finds(detector: Detector, text: string): string[] {
  const features = scanFeatures(text);
  if (!detector.mayMatch(features, MODE)) return [];
  const out: Finding[] = [];
  detector.detect(text, out, MODE, features);
  return out.map((f) => text.slice(f.start, f.end));
}

describe('MAC address detector', () => {
  const mac = createMacAddressDetector();
  it('finds six hex pairs joined by colons or dashes, either case, in prose, logs and JSON', () => {
    const cases: [string, string][] = [
      ['device MAC 00:1A:2B:3C:4D:5E', '00:1A:2B:3C:4D:5E'],
      ['my router is a4-5e-60-e1-2f-9b, it keeps dropping', 'a4-5e-60-e1-2f-9b'],
      ['DHCPACK on 192.0.2.14 to 3c:22:fb:7a:10:c4 (Janes-iPhone) via eth0', '3c:22:fb:7a:10:c4'],
      ['{"bssid":"F0:9F:C2:11:22:33","rssi":-61}', 'F0:9F:C2:11:22:33'],
      ['Adresse MAC : 8C-85-90-AB-CD-EF.', '8C-85-90-AB-CD-EF'],
      // Cisco's dotted form, and twelve bare hex digits after a word naming a MAC address.
      ['  20    0c1a.6b3f.9d52    DYNAMIC     Gi1/0/14', '0c1a.6b3f.9d52'],
      ['sticky MAC 8478.1234.5678 on the port', '8478.1234.5678'],
      ['MAC: 3C5282A17F0D on the label', '3C5282A17F0D'],
      ['mac b827eb91c40e', 'b827eb91c40e'],
      ['hardware address: 3c5282a17f0d', '3c5282a17f0d'],
      ['HWaddr 3C5282A17F0D', '3C5282A17F0D'],
    ];
    for (const [text, value] of cases) expect(finds(mac, text), text).toEqual([value]);
  });
  it('leaves clocks, fingerprints, byte dumps, EUI-64, mixed separators and the null and broadcast addresses', () => {
    const negatives = [
      'at 12:30:45 the job ran',
      'SHA1 fingerprint 16:27:ac:a5:76:28:2d:36:63:1b:56:4d:eb:df:a6:48:86:05:93:90',
      'bytes 0a:1b:2c:3d:4e:5f:60:71',
      'EUI-64 02:1a:2b:ff:fe:3c:4d:5e',
      '00:1a-2b:3c-4d:5e',
      'src 00:00:00:00:00:00 dst ff:ff:ff:ff:ff:ff',
      'fe80::1a2b:3c4d:5e6f:7081 is link-local',
      'uuid 123e4567-e89b-12d3-a456-426614174000',
      '2024-01-15-10-30-45',
      // Documentation placeholders, and dotted or bare digits that nothing calls a MAC address.
      'Enter the MAC in the form AA:BB:CC:DD:EE:FF or 00-11-22-33-44-55',
      'build 2024.1106.1200',
      'MAC of the order 202412061200',
      'sha 3c5282a17f0d9a',
    ];
    for (const text of negatives) expect(finds(mac, text), text).toEqual([]);
  });
});

describe('VIN detector', () => {
  const vin = createVinDetector();
  it('checks the North American check digit', () => {
    expect(vinCheckDigitValid('1HGCM82633A004352')).toBe(true);
    expect(vinCheckDigitValid('1M8GDM9AXKP042788')).toBe(true); // check digit X
    expect(vinCheckDigitValid('1HGCM82643A004352')).toBe(false);
  });
  it('finds a VIN with a valid check digit without a label, and any VIN after its label', () => {
    const cases: [string, string][] = [
      ['my car 1HGCM82633A004352 will not start', '1HGCM82633A004352'],
      ['vin: 1m8gdm9axkp042788', '1m8gdm9axkp042788'],
      ['{"vehicle":"1M8GDM9AXKP042788","miles":42000}', '1M8GDM9AXKP042788'],
      // European VINs carry no check digit: the label tells.
      ['VIN WVWZZZ1JZ3W386752 please', 'WVWZZZ1JZ3W386752'],
      ['Fahrgestellnummer: WDB2030461A123456', 'WDB2030461A123456'],
      ['número de bastidor VSSZZZ6JZ9R123456', 'VSSZZZ6JZ9R123456'],
      ['車台番号 JTDKB20U123456789', 'JTDKB20U123456789'],
    ];
    for (const [text, value] of cases) expect(finds(vin, text), text).toEqual([value]);
  });
  it('leaves 17-character tokens that are not VINs', () => {
    const negatives = [
      'order WVWZZZ1JZ3W386752 shipped', // no label and no valid check digit
      'build 1HGCM82643A004352', // check digit wrong, no label
      'sku ABCDEFGHJKLMN1234', // no digit before the last four
      'id 12345678901234567', // digits only
      'ref 1HGCM82633A00435', // 16 characters
      'token 1HGCM82633A0043521', // 18 characters
      'commit 4f9e2a1c7b3d5e8f0a1b2c3d4e5f6a7b8c9d0e1f',
      'enter your VIN below',
      'mov rax, 0xa36891389959792', // a hex literal whose "check digit" happens to be right
      'host.id i-0a7f3c9e21b4d5608', // an EC2 instance id, lower-case hex, whose "check digit" happens to be right
    ];
    for (const text of negatives) expect(finds(vin, text), text).toEqual([]);
  });
});

describe('MAC_ADDRESS and VIN rules in the engine', () => {
  const text = 'MAC 00:1A:2B:3C:4D:5E on VIN 1HGCM82633A004352';
  it('masks both by default', () => {
    expect(createPiiEngine({ rules: {} }).redactString(text)).toEqual({
      text: 'MAC [REDACTED:MAC_ADDRESS] on VIN [REDACTED:VIN]',
      counts: { MAC_ADDRESS: 1, VIN: 1 },
    });
  });
  it('negative control: with the rules off the values stay, and the configuration names them', () => {
    const config = RedactionConfigSchema.parse({ rules: { MAC_ADDRESS: { enabled: false }, VIN: { enabled: false } } });
    const engine = createPiiEngine({ rules: { MAC_ADDRESS: { enabled: false, mode: 'mask' }, VIN: { enabled: false, mode: 'mask' } } });
    expect(config.rules.VIN?.enabled).toBe(false);
    expect(engine.redactString(text).text).toBe(text);
  });
});

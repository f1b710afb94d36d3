import { describe, expect, it } from 'vitest';
import {
  isAadhaarValid, isBsnValid, isChinaResidentIdValid, isCnpjValid, isCodiceFiscaleValid, isCpfValid, isCurpValid, isMyNumberValid,
  isNhsNumberValid, isNinoValid, isNirValid, isPanValid, isSinValid, isSpanishIdValid, isSteuerIdValid, isVerhoeffValid,
} from './national-id-checksums.ts';

// Sample numbers published with each scheme (issuers' documentation and the worked examples that
// standard validation libraries quote), and the same numbers with one check character changed.
const NOW_YEAR = 2025;

describe('national id checksums: published samples pass, one changed check character fails', () => {
  const cases: [string, (s: string) => boolean, string[], string[]][] = [
    ['CN resident id (MOD 11-2, X = 10)', (s) => isChinaResidentIdValid(s, NOW_YEAR), ['11010519491231002X', '360426199101010071'], ['110105194912310021', '360426199101010072']],
    ['JP My Number', isMyNumberValid, ['621498320257', '123456789018'], ['621498320258', '123456789017']],
    ['IN Aadhaar (Verhoeff)', isAadhaarValid, ['234123412346', '499118665246'], ['234123412347', '499118665245']],
    ['BR CPF', isCpfValid, ['39053344705', '11144477735'], ['39053344706', '11144477734']],
    ['BR CNPJ', isCnpjValid, ['16727230000197', '11222333000181'], ['16727230000198', '11222333000182']],
    ['ES DNI / NIE (mod 23)', isSpanishIdValid, ['54362315K', '12345678Z', 'X2482300W', 'X1234567L', 'Y1234567X'], ['54362315Z', '12345678A', 'X2482300A', 'Z1234567L']],
    ['UK NHS number', isNhsNumberValid, ['9434765870', '9434765919', '4010232137'], ['9434765871', '9434765918', '4010232138']],
    ['FR NIR (key 97 - n mod 97; 2A = 19, 2B = 18)', isNirValid, ['295109912611193', '253072B07300470', '253072A07300443'], ['295109912611199', '253072B07300471', '253072A07300470']],
    ['IT codice fiscale', isCodiceFiscaleValid, ['RCCMNL83S18D969H', 'CNTCHR83T41D969D', 'RSSMRA85T10A562S'], ['RCCMNL83S18D969A', 'CNTCHR83T41D969E', 'RSSMRA85T10A562T']],
    ['MX CURP', isCurpValid, ['BOXW310820HNERXN09'], ['BOXW310820HNERXN08', 'BOXW310820HNERXN00']],
    ['NL BSN (11-test)', isBsnValid, ['111222333', '123456782'], ['111222334', '123456783']],
    ['DE Steuer-ID (MOD 11,10)', isSteuerIdValid, ['36574261809', '86095742719'], ['36574261890', '86095742718']],
    ['CA SIN (Luhn)', isSinValid, ['123456782', '130692544'], ['123456783', '130692545']],
  ];
  for (const [name, valid, good, bad] of cases) {
    it(name, () => {
      for (const s of good) expect(valid(s), s).toBe(true);
      for (const s of bad) expect(valid(s), s).toBe(false);
    });
  }
});

describe('national id checksums: structure beyond the check digit', () => {
  it('CN: a real birth date, not in the future, and a known province', () => {
    expect(isChinaResidentIdValid('11010519491331002X', NOW_YEAR)).toBe(false); // month 13
    expect(isChinaResidentIdValid('110105203012310021', NOW_YEAR)).toBe(false); // born 2030
    expect(isChinaResidentIdValid('991105194912310021', NOW_YEAR)).toBe(false); // province 99
  });

  it('Aadhaar: first digit 2-9', () => {
    expect(isVerhoeffValid('123412341234')).toBe(true);
    expect(isAadhaarValid('123412341234')).toBe(false);
  });

  it('repdigits pass several checksums but are never issued', () => {
    expect(isCpfValid('11111111111')).toBe(false);
    expect(isNhsNumberValid('1111111111')).toBe(false);
    expect(isBsnValid('000000000')).toBe(false);
  });

  it('NINO: no D, F, I, Q, U, V first; no D, F, I, O, Q, U, V second; no BG, GB, KN, NK, NT, TN, ZZ; suffix A-D', () => {
    expect(isNinoValid('AB123456C')).toBe(true);
    for (const bad of ['QQ123456C', 'DA123456A', 'AO123456A', 'GB123456A', 'ZZ123456A', 'AB123456E', 'AB12345CC']) expect(isNinoValid(bad), bad).toBe(false);
  });

  it('PAN: a holder-type letter in 4th place and a serial other than 0000', () => {
    expect(isPanValid('ACUPA7085R')).toBe(true);
    expect(isPanValid('ABMXA3211G')).toBe(false);
    expect(isPanValid('ACUPA0000R')).toBe(false);
  });

  it('NIR: sex digit, a possible month, and 2A/2B only as a department', () => {
    expect(isNirValid('595109912611193')).toBe(false);
    expect(isNirValid('295139912611193')).toBe(false);
    expect(isNirValid('2951029A0730047')).toBe(false);
  });

  it('Steuer-ID: exactly one digit repeated, never three in a row, no leading zero', () => {
    expect(isSteuerIdValid('36554266806')).toBe(false);
    expect(isSteuerIdValid('06574261809')).toBe(false);
    expect(isSteuerIdValid('11123456780')).toBe(false);
  });

  it('SIN: 0 and 8 are not personal numbers', () => {
    expect(isSinValid('046454286')).toBe(false);
    expect(isSinValid('823456785')).toBe(false);
  });
});

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { generatePiiCorpus } from '../../../test/corpus/pii/generate-corpus.ts';
import { generateNationalIdHeldOut } from '../../../test/corpus/pii/national-id-held-out.ts';
import { createNationalIdDetector } from './detect-national-id.ts';
import { createRrnDetector } from './detect-rrn.ts';
import { createSsnDetector } from './detect-ssn.ts';
import { scanFeatures, type Finding } from './detector.ts';
import type { EntityType } from './entity-type.ts';
import { foldWideForms } from './fold-wide-forms.ts';
import { createNationalIdForms, nationalIdMayMatch } from './national-id-forms.ts';
import { createPiiEngine } from './pii-engine.ts';

const NOW_MS = Date.parse('2025-06-01T00:00:00Z');
const engine = createPiiEngine({ rules: {}, now: () => NOW_MS });

function found(text: string, key?: string): Array<[EntityType, string]> {
  return engine.findEntities(text, key ? { key } : undefined).map((f) => [f.type, text.slice(f.start, f.end)]);
}

/** The number is found as NATIONAL_ID alone, exactly, in free text with no keyword. */
function expectFoundBare(id: string): void {
  expect(found(`value ${id} end`), id).toEqual([['NATIONAL_ID', id]]);
  expect(found(id), id).toEqual([['NATIONAL_ID', id]]);
}

function expectNotFound(text: string, key?: string): void {
  expect(found(text, key), text).toEqual([]);
}

/** Changes the last character: a digit to another digit, a letter to another letter of the same case. */
function breakCheck(id: string): string {
  const last = id[id.length - 1]!;
  if (/\d/.test(last)) return id.slice(0, -1) + String((Number(last) + 1) % 10);
  const base = last === last.toLowerCase() ? 97 : 65;
  return id.slice(0, -1) + String.fromCharCode(((last.charCodeAt(0) - base + 1) % 26) + base);
}

// Forms taken without a keyword: every written form of each identifier, and its broken twin.
const WITHOUT_KEYWORD: Record<string, string[]> = {
  'CN resident id': ['11010519491231002X', '11010519491231002x', '110105 19491231 002X', '110105-19491231-002X', '360426199101010071'],
  'JP My Number (4-4-4)': ['6214 9832 0257', '6214-9832-0257'],
  'IN Aadhaar (4-4-4)': ['2341 2341 2346', '2341-2341-2346'],
  'IN PAN (upper case)': ['ACUPA7085R'],
  'BR CPF': ['390.533.447-05', '390533447-05', '390 533 447 05', '390-533-447-05'],
  'BR CNPJ': ['16.727.230/0001-97', '16727230/0001-97', '16.727.230.0001-97'],
  'ES DNI': ['54362315K', '54362315-K', '54362315 K', '54.362.315-K', '54362315k'],
  'ES NIE': ['X2482300W', 'X-2482300-W', 'x2482300w', 'X 2482300 W'],
  'UK NHS number (3-3-4)': ['943 476 5870', '943-476-5870'],
  'UK NINO (upper case)': ['AB123456C', 'AB 12 34 56 C', 'AB 123456 C'],
  'FR NIR': ['2 95 10 99 126 111 93', '295109912611193', '2 53 07 2B 073 004 70', '253072A07300443', '2.95.10.99.126.111.93', '2951099126111 93'],
  'IT codice fiscale': ['RCCMNL83S18D969H', 'rccmnl83s18d969h', 'CNTCHR83T41D969D'],
  'MX CURP': ['BOXW310820HNERXN09', 'boxw310820hnerxn09'],
  'TH citizen id (1-4-5-2-1)': ['1-1037-02845-16-7', '1 1037 00458 21 2', '3-5099-01173-42-6'],
};

// Broken twins where changing the last character is not enough: a 4-4-4 number may pass the other
// twelve-digit scheme (1 in 10-11), and PAN and NINO have no check character (their structure breaks).
const BROKEN: Record<string, string[]> = {
  'IN Aadhaar (4-4-4)': ['2341 2341 2348', '2341-2341-2348'],
  'IN PAN (upper case)': ['ACUXA7085R', 'ACUPA0000R'],
  'UK NINO (upper case)': ['QQ123456C', 'AB 12 34 56 E', 'GB123456A'],
  'IN PAN (lower case)': ['acuxa7085r'],
  // After its label a NINO's allocation rules (the QQ prefix) no longer apply (detect-labelled-id.ts); its structure does.
  'UK NINO (lower case)': ['ab123456e'],
};

// Forms that need a keyword: the keyword (in the text or the attribute key) and the number.
const WITH_KEYWORD: Record<string, [string, string, string][]> = {
  'JP My Number (12 digits)': [['マイナンバー：', '621498320257', 'customer.my_number'], ['個人番号 ', '621498320257', '個人番号']],
  'IN Aadhaar (12 digits)': [['Aadhaar no. ', '234123412346', 'kyc.aadhaar'], ['uid=', '234123412346', 'uid']],
  'IN PAN (lower case)': [['pan: ', 'acupa7085r', 'applicant.pan']],
  'BR CPF (11 digits)': [['CPF ', '39053344705', 'cliente.cpf']],
  'BR CNPJ (14 digits)': [['cnpj=', '16727230000197', 'empresa.cnpj']],
  'ES DNI (lower-case letter after a space)': [['DNI ', '54362315 k', 'dni']],
  'UK NHS number (10 digits)': [['NHS number ', '9434765870', 'patient.nhs_number']],
  'UK NINO (lower case)': [['national insurance ', 'ab123456c', 'nino']],
  'FR NIR (provisional, sex 3/4/7/8)': [['n° INSEE ', '7 95 10 99 126 111 37', 'insee']],
  'NL BSN': [['BSN: ', '111222333', 'burger.bsn'], ['bsn ', '1112.22.333', 'bsn'], ['BSN ', '111.222.333', 'bsn']],
  'DE Steuer-ID': [['Steuer-ID: ', '36574261809', 'steuer_id'], ['steuerliche Identifikationsnummer ', '36 574 261 809', 'idnr']],
  'CA SIN': [['SIN ', '123 456 782', 'employee.sin'], ['social insurance number: ', '123-456-782', 'sin'], ['NAS ', '123456782', 'nas']],
};

describe('NATIONAL_ID: forms taken without a keyword', () => {
  for (const [name, ids] of Object.entries(WITHOUT_KEYWORD)) {
    it(`${name}: every written form, no keyword`, () => {
      for (const id of ids) expectFoundBare(id);
    });

    it(`${name}: a broken check character or structure is left alone`, () => {
      for (const bad of BROKEN[name] ?? ids.map(breakCheck)) {
        expect(found(`value ${bad} end`).filter(([t]) => t === 'NATIONAL_ID'), bad).toEqual([]);
      }
    });
  }

  it('finds numbers glued to CJK text, in JSON, in SQL and in a URL path', () => {
    expect(found('身份证号码11010519491231002X已登记')).toEqual([['NATIONAL_ID', '11010519491231002X']]);
    expect(found('{"doc":"390.533.447-05"}')).toEqual([['NATIONAL_ID', '390.533.447-05']]);
    // The statement's other literal is the SQL_LITERAL rule's (detect-embedded-sql.ts); the id inside its literal is the id's.
    expect(found("UPDATE t SET doc = 'RCCMNL83S18D969H' WHERE id = 7")).toEqual([
      ['NATIONAL_ID', 'RCCMNL83S18D969H'],
      ['SQL_LITERAL', '7'],
    ]);
    expect(found('GET /v1/patients/943-476-5870/records')).toEqual([['NATIONAL_ID', '943-476-5870']]);
  });

  it('finds a number that is a CSV field: after a word and a comma, before a comma and a number', () => {
    expect(found('name,doc,amount\nJane Roe,390.533.447-05,12.50')).toEqual([['NATIONAL_ID', '390.533.447-05']]);
    expect(found('Jane Roe,RCCMNL83S18D969H,12')).toEqual([['NATIONAL_ID', 'RCCMNL83S18D969H']]);
    // …but not the tail of a decimal number or of a digit group.
    expect(found('0,295109912611193').filter(([t]) => t === 'NATIONAL_ID')).toEqual([]);
    expect(found('295109912611193.5').filter(([t]) => t === 'NATIONAL_ID')).toEqual([]);
  });

  it('reads full-width digits, ideographic spaces and Unicode dashes, and masks the original characters', () => {
    const wide = '\uff16\uff12\uff11\uff14\u3000\uff19\uff18\uff13\uff12\u3000\uff10\uff12\uff15\uff17';
    expect(foldWideForms(wide)).toBe('6214 9832 0257');
    expect(found(`番号：${wide}`)).toEqual([['NATIONAL_ID', wide]]);
    expect(engine.redactString(`番号：${wide}です`).text).toBe('番号：[REDACTED:NATIONAL_ID]です');
    expect(found('390.533.447\u201305')).toEqual([['NATIONAL_ID', '390.533.447\u201305']]);
    expect(found('943\u00a0476\u00a05870')).toEqual([['NATIONAL_ID', '943\u00a0476\u00a05870']]);
  });
});

describe('NATIONAL_ID: forms that need a keyword', () => {
  for (const [name, cases] of Object.entries(WITH_KEYWORD)) {
    it(`${name}: found after its keyword or under a key that names it, not alone`, () => {
      for (const [kw, id, key] of cases) {
        expect(found(`${kw}${id}`), `${kw}${id}`).toEqual([['NATIONAL_ID', id]]);
        expect(found(id, key), `${key}: ${id}`).toEqual([['NATIONAL_ID', id]]);
        expect(found(`value ${id} end`).filter(([t]) => t === 'NATIONAL_ID'), id).toEqual([]);
        expect(found(id, 'order.reference').filter(([t]) => t === 'NATIONAL_ID'), id).toEqual([]);
      }
    });

    it(`${name}: a broken check digit or structure is left alone even after the keyword`, () => {
      for (const [kw, id] of cases) {
        for (const bad of BROKEN[name] ?? [breakCheck(id)]) {
          expect(found(`${kw}${bad}`).filter(([t]) => t === 'NATIONAL_ID'), `${kw}${bad}`).toEqual([]);
        }
      }
    });
  }

  it('reads camelCase and acronym keys as words (patientNHSNumber, empresaCnpj, panCard)', () => {
    expect(found('9434765870', 'patientNHSNumber')).toEqual([['NATIONAL_ID', '9434765870']]);
    expect(found('9434765870', 'nhsNumber')).toEqual([['NATIONAL_ID', '9434765870']]);
    expect(found('16727230000197', 'empresaCnpj')).toEqual([['NATIONAL_ID', '16727230000197']]);
    expect(found('acupa7085r', 'panCard')).toEqual([['NATIONAL_ID', 'acupa7085r']]);
    expect(found('9434765870', 'phoneNumber')).toEqual([]);
  });

  it('a keyword of one scheme does not vouch for another scheme’s number', () => {
    // Valid as a BSN, introduced as a CPF (and 9 digits, not 11).
    expectNotFound('CPF 111222333');
    // Valid as a My Number, introduced as an Aadhaar.
    expect(found('aadhaar 621498320257').filter(([t]) => t === 'NATIONAL_ID')).toEqual([]);
  });
});

describe('NATIONAL_ID: hard negatives', () => {
  it('leaves trace ids, span ids, UUIDs, hashes and 64-bit decimal ids alone', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[0-9a-f]{32}$/), fc.stringMatching(/^[0-9a-f]{16}$/), fc.uuid(), (traceId, spanId, uuid) => {
        const text = `trace_id=${traceId} span_id=${spanId} request ${uuid} traceparent: 00-${traceId}-${spanId}-01 sha ${traceId}${traceId}`;
        return engine.findEntities(text).every((f) => f.type !== 'NATIONAL_ID');
      }),
      // Seeded: an unseeded run found the UUID below one CI run in many (fixed in detect-labelled-id.ts).
      { numRuns: 2000, seed: 20261205 },
    );
    expectNotFound('dd.trace_id=110105194912310021 span_id=360426199101010071');
    // A UUID group that is also a label ("cccd", Vietnam's citizen id card) before the UUID's other groups.
    expectNotFound('request 00000000-cccd-522e-8000-000000000000');
    expectNotFound('trace_id=aaa0aaa0aaa0a0aa00a0a000000a0a0a span_id=0000a0a00aaa0aaa request 12345678-cccd-522e-8000-000000000000');
  });

  it('leaves epoch timestamps, order ids, prices, versions and bare digit runs alone', () => {
    for (const n of ['1748736000000', '1748736000000123', '1748736000', 'ORD-2025-004512', 'order 39053344705', 'order 621498320257', 'order 9434765870', 'invoice 16727230000197', '€1.234.567,89', '$39,053,344.05', '1 299 000,00 €', 'v10.0.19045.3803', 'Chrome/120.0.6099.109', '978-3-16-148410-0', '2024-01-15T10:30:00.123Z', '20240115103000']) {
      expect(found(n).filter(([t]) => t === 'NATIONAL_ID'), n).toEqual([]);
    }
  });

  it('leaves phone numbers to PHONE: 3-3-4 after a phone word, international and national formats', () => {
    expect(found('call 943 476 5870')).toEqual([['PHONE', '943 476 5870']]);
    expect(found('phone: 943-476-5870')).toEqual([['PHONE', '943-476-5870']]);
    for (const p of ['+44 20 7946 0958', '010-1234-5678', '090-1234-5678', '06 12 34 56 78', '030 12345678', '+1 (415) 555-2671', '+1 943 476 5870']) {
      expect(found(`tel ${p}`).filter(([t]) => t === 'NATIONAL_ID'), p).toEqual([]);
    }
  });

  it('does not read a number introduced as a national id as a card or a phone number, even when it fails its check', () => {
    // A CNPJ with a broken check digit that passes Luhn with a Visa prefix; a Korean number with an impossible date.
    expect(found('cnpj=43700719000147')).toEqual([]);
    expect(found('43700719000147', 'empresaCnpj')).toEqual([]);
    expect(found('주민번호 084419 3209797')).toEqual([]);
    expect(found('"nhs_no": "7310685120"')).toEqual([]);
    // A phone word after the id word still reads as a phone number.
    expect(found('NHS phone: 0300 311 2233')).toEqual([['PHONE', '0300 311 2233']]);
  });

  it('leaves card numbers to CARD and IBANs to IBAN, digit groups included', () => {
    expect(found('card 4111 1111 1111 1111')).toEqual([['CARD', '4111 1111 1111 1111']]);
    expect(found('4111-1111-1111-1111')).toEqual([['CARD', '4111-1111-1111-1111']]);
    expect(found('IBAN DE89 3704 0044 0532 0130 00')).toEqual([['IBAN', 'DE89 3704 0044 0532 0130 00']]);
    expect(found('IBAN FR14 2004 1010 0505 0001 3M02 606')).toEqual([['IBAN', 'FR14 2004 1010 0505 0001 3M02 606']]);
    // Groups of a failing IBAN are still not a 4-4-4 id.
    expect(found('IBAN GB00 2341 2341 2346 00').filter(([t]) => t === 'NATIONAL_ID')).toEqual([]);
  });

  it('takes no word for a PAN, a NINO or a codice fiscale', () => {
    for (const w of ['hello2024a', 'ab123456c', 'Username2024X', 'ACUPA0000R', 'QQ123456C', 'ABCDEFGHIJKLMNOP', 'completions2024']) {
      expect(found(w).filter(([t]) => t === 'NATIONAL_ID'), w).toEqual([]);
    }
  });
});

describe('NATIONAL_ID: rules', () => {
  it('masks by default and can be disabled or dropped like any type', () => {
    expect(engine.redactString('doc 390.533.447-05 ok').text).toBe('doc [REDACTED:NATIONAL_ID] ok');
    const off = createPiiEngine({ rules: { NATIONAL_ID: { enabled: false, mode: 'mask' } }, now: () => NOW_MS });
    expect(off.redactString('doc 390.533.447-05 ok').text).toBe('doc 390.533.447-05 ok');
    const drop = createPiiEngine({ rules: { NATIONAL_ID: { enabled: true, mode: 'drop' } }, now: () => NOW_MS });
    expect(drop.redactString('doc 390.533.447-05 ok').text).toBeNull();
  });
});

describe('NATIONAL_ID: pre-checks never skip a text a form could match', () => {
  const forms = createNationalIdForms(() => NOW_MS);

  const mode = { headerDump: false, queryString: false, key: 'customer.ssn.rrn' };
  const detectors = [createSsnDetector(), createRrnDetector(() => NOW_MS), createNationalIdDetector(() => NOW_MS)];

  function unsound(text: string): string | null {
    const folded = foldWideForms(text);
    const f = scanFeatures(folded);
    // Whatever a detector finds when asked without its pre-check, its pre-check and the shared one let through.
    for (const d of detectors) {
      const out: Finding[] = [];
      d.detect(folded, out, mode, f);
      if (out.length > 0 && (!d.mayMatch(f, mode) || !nationalIdMayMatch(f))) return `${d.name} finds ${JSON.stringify(folded)} but its pre-check is false`;
    }
    for (const form of forms) {
      // Any match of the form's pattern must pass the pre-checks — except a codice fiscale without a
      // single digit, which the form rejects by design (full omocodia is not covered).
      form.re.lastIndex = 0;
      let m: RegExpExecArray | null;
      let matched = false;
      while ((m = form.re.exec(folded)) !== null) if (form.name !== 'codice-fiscale' || /\d/.test(m[0])) matched = true;
      if (!matched) continue;
      if (!nationalIdMayMatch(f)) return `detector pre-check false, ${form.name} matches`;
      if (!form.mayMatch(f)) return `${form.name} pre-check false but it matches`;
    }
    return null;
  }

  it('on the corpus, the held-out set and the unit examples', () => {
    const texts = [
      ...generatePiiCorpus({ seed: 5 }).map((i) => i.text),
      ...generateNationalIdHeldOut({ seed: 5, perForm: 20 }).map((i) => i.text),
      ...Object.values(WITHOUT_KEYWORD).flat(),
      ...Object.values(WITH_KEYWORD).flatMap((cases) => cases.map(([kw, id]) => kw + id)),
    ];
    const bad = texts.map((t) => [t, unsound(t)] as const).filter(([, why]) => why !== null);
    expect(bad.slice(0, 5)).toEqual([]);
  });

  it('on random mixes of digits, letters and separators', () => {
    const piece = fc.oneof(
      fc.stringMatching(/^\d{1,9}$/),
      fc.stringMatching(/^[A-Za-z]{1,6}$/),
      fc.constantFrom(' ', '-', '.', '/', ',', '2A', 'X', '\u3000', '\uff11\uff12', '\u2013', '9001011234568', '674-58-2925', '390.533.447-05', 'AB 12 34 56 C'),
    );
    fc.assert(fc.property(fc.array(piece, { maxLength: 14 }), (parts) => unsound(parts.join('')) === null), { numRuns: 20_000 });
  });
});

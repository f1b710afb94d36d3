import type { DetectMode, Detector, Finding, TextFeatures } from './detector.ts';
import { isInsideCode } from './grouped-code.ts';
import { isTraceIdValue } from './id-context.ts';
import { hasKeywordBefore } from './keyword-context.ts';
import { createNationalIdForms, nationalIdMayMatch } from './national-id-forms.ts';

/**
 * National identifiers other than US SSNs and Korean RRNs (which have their own types): CN resident
 * identity card, JP My Number, IN Aadhaar and PAN, BR CPF and CNPJ, ES DNI and NIE, UK NHS and National
 * Insurance numbers, FR NIR, IT codice fiscale, MX CURP, NL BSN, DE Steuer-ID, CA SIN — in the written
 * forms of `createNationalIdForms`, each confirmed by its check digit or structure. Numbers that fail
 * it are left alone. Reads ASCII forms: `createPersonalNumberDetector` folds full-width digits and Unicode
 * dashes and spaces first. `now` is read only to check a birth date of a candidate.
 */
export function createNationalIdDetector(now: () => number = Date.now): Detector {
  const forms = createNationalIdForms(now);
  return {
    name: 'national-id',
    types: ['NATIONAL_ID'],
    mayMatch: nationalIdMayMatch,
    detect(text: string, out: Finding[], mode: DetectMode, features: TextFeatures): void {
      for (const form of forms) {
        if (!form.mayMatch(features)) continue;
        form.re.lastIndex = 0;
        let m: RegExpExecArray | null;
        while ((m = form.re.exec(text)) !== null) {
          const verdict = form.judge(m);
          if (verdict === false) continue;
          const start = m.index;
          const end = start + m[0].length;
          if (isTraceIdValue(text, start) || (form.grouped && isInsideCode(text, start, end))) continue;
          if (verdict !== true && !hasKeywordBefore(verdict, text, start, mode)) continue;
          out.push({ type: 'NATIONAL_ID', start, end });
        }
      }
    },
  };
}

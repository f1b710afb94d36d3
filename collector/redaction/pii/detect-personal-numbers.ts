import { FEATURE_WIDE_FORMS, scanFeatures, type Detector } from './detector.ts';
import { foldWideForms } from './fold-wide-forms.ts';
import { nationalIdMayMatch } from './national-id-forms.ts';

/**
 * The personal-number detectors (SSN, RRN, NATIONAL_ID) behind one pre-check (`nationalIdMayMatch`), so
 * that the common string — dates, times, small numbers, model names — costs one call instead of three.
 * Every part's own `mayMatch` implies `nationalIdMayMatch`; parts run only when theirs passes. Text with
 * full-width digits or Unicode dashes and spaces is folded to ASCII and scanned again first (offsets are
 * kept), so the parts only ever read ASCII forms. Give it only the parts whose types are enabled.
 */
export function createPersonalNumberDetector(parts: readonly Detector[]): Detector {
  return {
    name: 'personal-numbers',
    types: parts.flatMap((p) => p.types),
    mayMatch: (f, mode) => (f.flags & FEATURE_WIDE_FORMS) !== 0 || (nationalIdMayMatch(f) && parts.some((p) => p.mayMatch(f, mode))),
    detect(text, out, mode, features): void {
      let t = text;
      let f = features;
      if ((features.flags & FEATURE_WIDE_FORMS) !== 0) {
        t = foldWideForms(text);
        f = scanFeatures(t);
      }
      for (const p of parts) if (p.mayMatch(f, mode)) p.detect(t, out, mode, f);
    },
  };
}

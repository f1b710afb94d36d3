import type { Detector } from './detector.ts';
import { nationalIdMayMatch } from './national-id-forms.ts';

/**
 * The personal-number detectors (SSN, RRN, NATIONAL_ID) behind one pre-check, so that the common string
 * — no cluster of six digits, no letter glued to a digit in a long word — costs one call instead of
 * three. Every part's own `mayMatch` implies `nationalIdMayMatch`; parts run only when theirs passes.
 * Give it only the parts whose types are enabled.
 */
export function createPersonalNumberDetector(parts: readonly Detector[]): Detector {
  return {
    name: 'personal-numbers',
    types: parts.flatMap((p) => p.types),
    mayMatch: (f, mode) => nationalIdMayMatch(f) && parts.some((p) => p.mayMatch(f, mode)),
    detect(text, out, mode, features): void {
      for (const p of parts) if (p.mayMatch(features, mode)) p.detect(text, out, mode, features);
    },
  };
}

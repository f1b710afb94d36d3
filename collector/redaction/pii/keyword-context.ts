import type { DetectMode } from './detector.ts';

// Far enough for "주민등록번호(외국인등록번호 포함): ", near enough that a keyword of another field
// does not vouch for this number.
const WINDOW_CHARS = 48;

/**
 * Whether a keyword pattern (written to match at the end of its input: `…[^\n\d]{0,20}$`) matches
 * the text just before `start`, or the attribute key the text came from.
 */
export function hasKeywordBefore(keyword: RegExp, text: string, start: number, mode: DetectMode): boolean {
  return keyword.test(text.slice(Math.max(0, start - WINDOW_CHARS), start)) || (mode.key !== '' && keyword.test(mode.key));
}

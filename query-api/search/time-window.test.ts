import { describe, expect, it } from 'vitest';
import { DEFAULT_SEARCH_WINDOW_MS, MAX_SEARCH_WINDOW_MS, resolveSearchWindow, timeParam } from './time-window.ts';

const NOW = Date.parse('2026-12-01T12:00:00Z');

describe('search time windows', () => {
  it('defaults to the given span before now, and says which ends were defaulted', () => {
    expect(resolveSearchWindow({}, { nowMs: NOW, defaultSpanMs: DEFAULT_SEARCH_WINDOW_MS })).toEqual({ fromMs: NOW - 86_400_000, toMs: NOW, defaulted: { from: true, to: true } });
    const to = NOW - 3600_000;
    expect(resolveSearchWindow({ to }, { nowMs: NOW, defaultSpanMs: MAX_SEARCH_WINDOW_MS })).toEqual({ fromMs: to - MAX_SEARCH_WINDOW_MS, toMs: to, defaulted: { from: true, to: false } });
  });

  it('accepts exactly 31 days and refuses one millisecond more, or from after to', () => {
    expect(resolveSearchWindow({ from: NOW - MAX_SEARCH_WINDOW_MS, to: NOW }, { nowMs: NOW, defaultSpanMs: 1 }).fromMs).toBe(NOW - MAX_SEARCH_WINDOW_MS);
    expect(() => resolveSearchWindow({ from: NOW - MAX_SEARCH_WINDOW_MS - 1, to: NOW }, { nowMs: NOW, defaultSpanMs: 1 })).toThrow(expect.objectContaining({ code: 'TH_ERR_API_BAD_TIME_WINDOW' }));
    expect(() => resolveSearchWindow({ from: NOW + 1 }, { nowMs: NOW, defaultSpanMs: 1 })).toThrow(expect.objectContaining({ code: 'TH_ERR_API_BAD_TIME_WINDOW' }));
  });

  it('refuses times the store cannot hold (before 1970, from 2500 on)', () => {
    for (const given of [{ to: Date.UTC(2500, 0, 1) }, { to: 8_700_000_000_000_000 }, { from: -1, to: NOW }]) {
      expect(() => resolveSearchWindow(given, { nowMs: NOW, defaultSpanMs: 1000 })).toThrow(expect.objectContaining({ code: 'TH_ERR_API_BAD_TIME_WINDOW' }));
    }
  });

  it('reads ISO 8601 and milliseconds, and refuses other text', () => {
    expect(timeParam.parse('2026-12-01T12:00:00Z')).toBe(NOW);
    expect(timeParam.parse(String(NOW))).toBe(NOW);
    expect(timeParam.safeParse('yesterday').success).toBe(false);
  });
});

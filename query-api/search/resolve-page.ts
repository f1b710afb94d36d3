import type { SearchCursorCodec } from './search-cursor.ts';
import { resolveSearchWindow, type SearchWindow } from './time-window.ts';

/**
 * Where a search's page starts: the first page resolves its window from `from`/`to` (defaults: now, and
 * `defaultSpanMs` before `to`); a later page takes the window and position from its cursor, which must have
 * been issued for exactly these filters (TH_ERR_API_BAD_CURSOR otherwise).
 */
export function resolvePage<P>(
  codec: SearchCursorCodec<P>,
  filters: Record<string, unknown>,
  given: { from?: number; to?: number; cursor?: string },
  opts: { nowMs: number; defaultSpanMs: number },
): { window: SearchWindow; after: P | undefined } {
  if (given.cursor === undefined) return { window: resolveSearchWindow(given, opts), after: undefined };
  const state = codec.decode(filters, given.cursor);
  return { window: { ...state.window, defaulted: { from: given.from === undefined, to: given.to === undefined } }, after: state.after };
}

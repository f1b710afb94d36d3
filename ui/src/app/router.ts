import { useEffect, useState } from 'react';

/** A parsed hash route. Ids in the hash are fine (they are ids, not secrets); content and tokens never go here. */
export type Route =
  | { page: 'find' }
  | { page: 'search'; params: URLSearchParams }
  | { page: 'trace'; traceId: string; spanId: string | null }
  | { page: 'costs' }
  | { page: 'not-found'; hash: string };

export function parseHash(hash: string): Route {
  const h = hash.replace(/^#/, '') || '/';
  const [path = '/', query = ''] = h.split('?', 2) as [string, string?];
  const parts = path.split('/').filter(Boolean).map((p) => decodeURIComponent(p));
  if (parts.length === 0) return { page: 'find' };
  if (parts[0] === 'search' && parts.length === 1) return { page: 'search', params: new URLSearchParams(query) };
  if (parts[0] === 'costs' && parts.length === 1) return { page: 'costs' };
  if (parts[0] === 'trace' && parts[1] && parts.length === 2) return { page: 'trace', traceId: parts[1], spanId: null };
  if (parts[0] === 'trace' && parts[1] && parts[2] === 'call' && parts[3] && parts.length === 4) return { page: 'trace', traceId: parts[1], spanId: parts[3] };
  return { page: 'not-found', hash: h };
}

export function traceHref(traceId: string, spanId?: string): string {
  return spanId ? `#/trace/${encodeURIComponent(traceId)}/call/${encodeURIComponent(spanId)}` : `#/trace/${encodeURIComponent(traceId)}`;
}

export function searchHref(params: Record<string, string | undefined>): string {
  const q = new URLSearchParams();
  for (const [k, v] of Object.entries(params)) if (v) q.set(k, v);
  return `#/search?${q.toString()}`;
}

export function navigate(href: string): void {
  window.location.hash = href.replace(/^#/, '');
}

/** The current route; re-renders on hashchange. */
export function useRoute(): Route {
  const [route, setRoute] = useState(() => parseHash(window.location.hash));
  useEffect(() => {
    const on = () => setRoute(parseHash(window.location.hash));
    window.addEventListener('hashchange', on);
    return () => window.removeEventListener('hashchange', on);
  }, []);
  return route;
}

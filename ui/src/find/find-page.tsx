import { useState } from 'react';
import { navigate } from '../app/router.ts';
import { HASH_FILTERS, requestFromParams, type SearchRequest } from './search-request.ts';
import { SearchForm } from './search-form.tsx';
import { SearchResults } from './search-results.tsx';
import { TraceRefForm } from './trace-ref-form.tsx';

/**
 * Find (`#/` and `#/search?…`): open a trace by reference, or search. A search without an end-user id goes to the
 * hash (shareable, back button); one with an end-user id runs from memory only, so the id never enters a URL.
 */
export function FindPage({ params }: { params: URLSearchParams | null }) {
  const [request, setRequest] = useState<SearchRequest | null>(() => (params ? requestFromParams(params) : null));

  function onSearch(next: SearchRequest) {
    if (next.endUser) {
      setRequest(next);
      return;
    }
    const q = new URLSearchParams({ kind: next.kind });
    for (const k of HASH_FILTERS) if (next.filters[k]) q.set(k, next.filters[k]);
    const href = `#/search?${q.toString()}`;
    // Same hash: no hashchange, so run it here.
    if (window.location.hash === href) setRequest({ ...next });
    else navigate(href);
  }

  return (
    <section className="stack">
      <h1>Find a trace</h1>
      <TraceRefForm />
      <SearchForm initial={request ?? { kind: 'calls', filters: {} }} onSearch={onSearch} />
      {request && <SearchResults request={request} />}
    </section>
  );
}

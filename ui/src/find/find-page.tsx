/** Find: a trace by id/traceparent/URL, or a search (filled in by the next commit). */
export function FindPage({ params }: { params: URLSearchParams | null }) {
  return (
    <section>
      <h1>Find a trace</h1>
      <p className="muted">{params ? 'Search' : 'Paste a trace id.'}</p>
    </section>
  );
}

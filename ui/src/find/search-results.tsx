import { useEffect, useState } from 'react';
import { useApi } from '../api/client.ts';
import type { LlmCall, LlmCallPage, TraceItem, TracePage } from '../api/types.ts';
import { traceHref } from '../app/router.ts';
import { Empty } from '../components/empty.tsx';
import { ErrorState } from '../components/error-state.tsx';
import { formatCount, formatMs, formatTime, shortId } from '../components/format.ts';
import { Loading } from '../components/loading.tsx';
import { TableScroll } from '../components/table-scroll.tsx';
import type { SearchRequest } from './search-request.ts';

type Rows = { kind: 'calls'; rows: Array<LlmCall & { traceId: string }> } | { kind: 'traces'; rows: TraceItem[] };
const PAGE_SIZE = 50;

/** Runs a search and shows it as a table, newest first, with "Load more" while the API has a next page. */
export function SearchResults({ request }: { request: SearchRequest }) {
  const api = useApi();
  const [rows, setRows] = useState<Rows | null>(null);
  const [cursor, setCursor] = useState<string | null>(null);
  const [window, setWindow] = useState<{ from: string; to: string } | null>(null);
  const [error, setError] = useState<unknown>(null);
  const [busy, setBusy] = useState(false);

  async function fetchPage(after: string | null) {
    const query = { ...request.filters, endUser: request.endUser, reason: request.reason, limit: PAGE_SIZE, cursor: after ?? undefined };
    if (request.kind === 'calls') {
      const page = await api.get<LlmCallPage>('/v1/llm-calls', query);
      return { rows: page.llmCalls as Array<LlmCall & { traceId: string }>, next: page.nextCursor, window: page.window };
    }
    const page = await api.get<TracePage>('/v1/traces', query);
    return { rows: page.traces, next: page.nextCursor, window: page.window };
  }

  useEffect(() => {
    let live = true;
    setRows(null);
    setError(null);
    setBusy(true);
    fetchPage(null).then(
      (p) => {
        if (!live) return;
        setRows({ kind: request.kind, rows: p.rows } as Rows);
        setCursor(p.next);
        setWindow(p.window);
        setBusy(false);
      },
      (err: unknown) => {
        if (!live) return;
        setError(err);
        setBusy(false);
      },
    );
    return () => {
      live = false;
    };
    // The request object is replaced on every search; it is the only input.
  }, [request, api]);

  async function more() {
    if (!cursor || !rows) return;
    setBusy(true);
    try {
      const p = await fetchPage(cursor);
      setRows({ kind: rows.kind, rows: [...rows.rows, ...p.rows] } as Rows);
      setCursor(p.next);
    } catch (err) {
      setError(err);
    } finally {
      setBusy(false);
    }
  }

  if (error !== null && rows === null) return <ErrorState error={error} />;
  if (rows === null) return <Loading label="Searching…" />;
  return (
    <section className="stack" aria-labelledby="results-title">
      <h2 id="results-title">
        {rows.rows.length} {rows.kind === 'calls' ? 'LLM call' : 'trace'}
        {rows.rows.length === 1 ? '' : 's'}
        {cursor ? ' so far' : ''}
      </h2>
      {window && (
        <p className="muted small">
          Window: {formatTime(window.from)} – {formatTime(window.to)}
        </p>
      )}
      {rows.rows.length === 0 ? (
        <Empty>Nothing matches this search in the window. Widen the window (at most 31 days) or remove a filter.</Empty>
      ) : (
        <TableScroll label="Search results" testId="search-results">
          {rows.kind === 'calls' ? <CallRows rows={rows.rows} /> : <TraceRows rows={rows.rows} />}
        </TableScroll>
      )}
      {error !== null && <ErrorState error={error} />}
      {cursor && (
        <div>
          <button type="button" className="secondary" onClick={() => void more()} disabled={busy}>
            {busy ? 'Loading…' : 'Load more'}
          </button>
        </div>
      )}
    </section>
  );
}

function CallRows({ rows }: { rows: Array<LlmCall & { traceId: string }> }) {
  return (
    <table>
      <thead>
        <tr>
          <th scope="col">Time</th>
          <th scope="col">Service</th>
          <th scope="col">Model (requested → answered)</th>
          <th scope="col">Trace</th>
          <th scope="col">Status</th>
          <th scope="col" className="num">
            Tokens in / out
          </th>
          <th scope="col" className="num">
            Cost
          </th>
        </tr>
      </thead>
      <tbody>
        {rows.map((c) => (
          <tr key={`${c.traceId}:${c.spanId}`}>
            <td>{formatTime(c.startTimeIso)}</td>
            <td>{c.serviceName || '—'}</td>
            <td>
              {c.requestModel || '—'}
              {c.responseModel && c.responseModel !== c.requestModel ? ` → ${c.responseModel}` : ''}
            </td>
            <td>
              <a href={traceHref(c.traceId, c.spanId)} className="mono" aria-label={`Open trace ${c.traceId}`}>
                {shortId(c.traceId)}
              </a>
            </td>
            <td>{c.status.code === 2 || c.status.errorType ? <span className="badge bad">error</span> : <span className="badge ok">ok</span>}</td>
            <td className="num">
              {formatCount(c.usage.inputTokens)} / {formatCount(c.usage.outputTokens)}
            </td>
            <td className="num">{c.cost.display}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function TraceRows({ rows }: { rows: TraceItem[] }) {
  return (
    <table>
      <thead>
        <tr>
          <th scope="col">Time</th>
          <th scope="col">Root request</th>
          <th scope="col">Trace</th>
          <th scope="col">Sampling</th>
          <th scope="col" className="num">
            Duration
          </th>
          <th scope="col" className="num">
            LLM calls
          </th>
          <th scope="col">Models</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((t) => (
          <tr key={t.traceId}>
            <td>{formatTime(t.startTimeIso)}</td>
            <td>
              {t.root.service || '—'} {t.root.route || t.root.name}
              {t.root.isError || t.errorSpanCount > 0 ? ' ' : ''}
              {(t.root.isError || t.errorSpanCount > 0) && <span className="badge bad">error</span>}
            </td>
            <td>
              <a href={traceHref(t.traceId)} className="mono" aria-label={`Open trace ${t.traceId}`}>
                {shortId(t.traceId)}
              </a>
            </td>
            <td>
              <span className={`badge ${t.sampling.decision === 'kept' ? 'ok' : 'warn'}`}>{t.sampling.decision}</span> <span className="muted small">{t.sampling.policy}</span>
            </td>
            <td className="num">{formatMs(t.durationMs)}</td>
            <td className="num">{t.llmCallCount}</td>
            <td>{t.models.join(', ') || '—'}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

import type { TraceLookup } from '../api/types.ts';
import { formatCount, formatMs, formatTime } from '../components/format.ts';

function samplingWords(l: TraceLookup): { badge: string; cls: string; words: string } {
  const s = l.summary.sampling;
  if (l.summary.pending) return { badge: 'pending', cls: 'warn', words: l.spanTree.words };
  if (s.decision === 'dropped') return { badge: 'dropped', cls: 'warn', words: l.spanTree.words };
  return { badge: 'kept', cls: 'ok', words: l.spanTree.words };
}

/** The trace at a glance: kept or dropped and why (the API's words), the root request, times, counts. */
export function TraceSummary({ lookup }: { lookup: TraceLookup }) {
  const s = lookup.summary;
  const sampling = samplingWords(lookup);
  return (
    <section className="card" data-testid="trace-summary" aria-labelledby="summary-title">
      <h2 id="summary-title">
        Summary <span className={`badge ${sampling.cls}`}>{sampling.badge}</span>
      </h2>
      <p>{sampling.words}</p>
      {s.sampling.note && <p className="muted">Note: {s.sampling.note}.</p>}
      <dl className="facts">
        <dt>Root request</dt>
        <dd>
          {lookup.root.present ? (
            <>
              {lookup.root.service} {lookup.root.route || lookup.root.name}
              {lookup.root.httpStatus ? ` → HTTP ${lookup.root.httpStatus}` : ''}
              {lookup.root.error ? ' (failed)' : ''} · {formatMs(lookup.root.durationMs)}
            </>
          ) : (
            <span className="muted">{lookup.root.words}</span>
          )}
        </dd>
        {!s.pending && (
          <>
            <dt>Started</dt>
            <dd>
              <time dateTime={s.startTimeIso ?? undefined}>{formatTime(s.startTimeIso)}</time> · {formatMs(s.durationMs)}
            </dd>
            <dt>Services</dt>
            <dd>{s.services?.join(', ') || '—'}</dd>
            <dt>Models</dt>
            <dd>{s.models?.join(', ') || '—'}</dd>
            <dt>Spans</dt>
            <dd>
              {formatCount(s.spanCount)} indexed, {formatCount(s.storedSpanCount)} shown{s.errorSpanCount ? `, ${s.errorSpanCount} with an error` : ''}
            </dd>
          </>
        )}
        <dt>LLM calls</dt>
        <dd>{s.llmCallCount}</dd>
        <dt>Evidence</dt>
        <dd>{lookup.evidence.words}</dd>
        <dt>Logs</dt>
        <dd>{lookup.logsState.words}</dd>
      </dl>
    </section>
  );
}

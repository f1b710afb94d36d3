import type { ReplayReport } from './replay-types.ts';

/**
 * How many runs first diverge at each token position, as simple bars (native <meter>, readable as numbers by
 * screen readers), with the common prefix in words.
 */
export function DivergenceHistogram({ report }: { report: ReplayReport }) {
  const rows = [...report.divergenceHistogram].sort((a, b) => a.token - b.token);
  const max = Math.max(1, ...rows.map((r) => r.count));
  return (
    <div className="stack">
      <h4>Where the runs diverge</h4>
      <p className="small">
        All outputs share their first {report.commonPrefix.tokens} tokens ({report.commonPrefix.chars} characters).
      </p>
      {rows.length === 0 ? (
        <p className="muted small">No run diverges from the original.</p>
      ) : (
        <ul className="histogram" aria-label="Runs diverging at each token position">
          {rows.map((r) => (
            <li key={r.token} className="small">
              <span className="histogram-label">token {r.token}</span>{' '}
              <meter min={0} max={max} value={r.count} aria-label={`token ${r.token}`} />{' '}
              <span>
                {r.count} {r.count === 1 ? 'run' : 'runs'}
              </span>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

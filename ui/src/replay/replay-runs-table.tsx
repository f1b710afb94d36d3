import { TableScroll } from '../components/table-scroll.tsx';
import type { ReplayReport } from './replay-types.ts';
import { formatMs, formatUsd } from './replay-words.ts';

const num = (v: number | null): string => (v === null ? '—' : String(v));

/** The per-run table (collapsed by default), then the totals: cost `—` when unknown and `+?` with the count. */
export function ReplayRunsTable({ report }: { report: ReplayReport }) {
  const t = report.totals;
  const cost =
    t.costUsd === null
      ? '—'
      : `${formatUsd(t.costUsd)}${t.unknownCostRuns > 0 ? ` +? (${t.unknownCostRuns} ${t.unknownCostRuns === 1 ? 'run' : 'runs'} of unknown price)` : ''}`;
  return (
    <div className="stack">
      <p className="small">
        Total: {cost}; {t.inputTokens} input and {t.outputTokens} output tokens; {formatMs(t.wallMs)} wall time.
      </p>
      <details>
        <summary>Runs ({report.runs.length})</summary>
        <TableScroll label="Replay runs">
          <table>
            <thead>
              <tr>
                <th className="num">#</th>
                <th>Status</th>
                <th className="num">Latency</th>
                <th className="num">Attempts</th>
                <th className="num">Input tokens</th>
                <th className="num">Output tokens</th>
                <th className="num">Cost</th>
                <th>Finish</th>
                <th>Output</th>
                <th>Model</th>
              </tr>
            </thead>
            <tbody>
              {report.runs.map((r) => (
                <tr key={r.index}>
                  <td className="num">{r.index + 1}</td>
                  <td>{r.status === 'failed' && r.error ? `failed (${r.error})` : r.status}</td>
                  <td className="num">{formatMs(r.latencyMs)}</td>
                  <td className="num">{r.attempts}</td>
                  <td className="num">{num(r.inputTokens)}</td>
                  <td className="num">{num(r.outputTokens)}</td>
                  <td className="num">{r.costUsd === null ? '—' : formatUsd(r.costUsd)}</td>
                  <td>{r.finishReason || '—'}</td>
                  <td>{r.distinct === null ? '—' : `#${r.distinct + 1}`}</td>
                  <td className="mono">{r.responseModel || '—'}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroll>
      </details>
    </div>
  );
}

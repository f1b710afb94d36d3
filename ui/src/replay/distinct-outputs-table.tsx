import { useState } from 'react';
import { can, useSession } from '../app/session.tsx';
import { ErrorState } from '../components/error-state.tsx';
import { Loading } from '../components/loading.tsx';
import { TableScroll } from '../components/table-scroll.tsx';
import type { DistinctOutput } from './replay-types.ts';
import { distinctWords } from './replay-words.ts';
import { useOutputText } from './use-output-text.ts';

/**
 * The distinct outputs of a replay, one row each: how many runs gave it and how it relates to the original
 * (exact, whitespace only, or where it first differs). With content:read:redacted a row's text can be opened
 * (the redacted view, read for the original trace and audited).
 */
export function DistinctOutputsTable({ distinct, traceId }: { distinct: DistinctOutput[]; traceId: string }) {
  const { me } = useSession();
  const [open, setOpen] = useState<number | null>(null);
  const mayRead = can(me, 'content:read:redacted');
  return (
    <div className="stack">
      <h4>Distinct outputs</h4>
      <TableScroll label="Distinct outputs" testId="replay-distinct">
        <table>
          <thead>
            <tr>
              <th className="num">#</th>
              <th className="num">Runs</th>
              <th>Compared with the original</th>
              <th className="num">Characters</th>
              <th className="num">Tokens</th>
              {mayRead && <th>Text</th>}
            </tr>
          </thead>
          <tbody>
            {distinct.map((d, i) => (
              <tr key={d.ref || i} data-testid="replay-distinct-row">
                <td className="num">{i + 1}</td>
                <td className="num">{d.count}</td>
                <td>{distinctWords(d)}</td>
                <td className="num">{d.chars}</td>
                <td className="num">{d.tokens}</td>
                {mayRead && (
                  <td>
                    <button type="button" className="link" aria-expanded={open === i} onClick={() => setOpen(open === i ? null : i)}>
                      {open === i ? 'Hide' : 'Show'} output #{i + 1}
                    </button>
                  </td>
                )}
              </tr>
            ))}
          </tbody>
        </table>
      </TableScroll>
      {open !== null && distinct[open] && <DistinctText key={open} index={open} output={distinct[open]} traceId={traceId} />}
    </div>
  );
}

function DistinctText({ index, output, traceId }: { index: number; output: DistinctOutput; traceId: string }) {
  const text = useOutputText(output.ref, traceId, null, { view: 'redacted' });
  return (
    <section className="card" aria-label={`Output #${index + 1}, redacted`}>
      <h4>
        Output #{index + 1} <span className="muted small">(redacted view; this read is audited)</span>
      </h4>
      {text.status === 'loading' && <Loading label="Reading the output…" />}
      {text.status === 'error' && <ErrorState error={text.error} onRetry={text.reload} />}
      {text.status === 'ok' && <div className="bubble assistant"><pre className="replay-text">{text.value || '(empty output)'}</pre></div>}
    </section>
  );
}

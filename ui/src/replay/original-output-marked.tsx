import { useState } from 'react';
import { can, useSession } from '../app/session.tsx';
import { ErrorState } from '../components/error-state.tsx';
import { Loading } from '../components/loading.tsx';
import { markDivergences } from './mark-divergences.ts';
import { ReasonDialog } from './reason-dialog.tsx';
import type { ReplayReport } from './replay-types.ts';
import { useOutputText, type OutputView } from './use-output-text.ts';

/** The original call's output part as the lookup gives it (`llmCalls[].content.output`). */
export interface OriginalOutputPart {
  ref: string;
  state: string;
  words?: string;
}

/**
 * The original answer with the divergence positions of the distinct outputs marked. Redacted view by default;
 * the raw view only with content:read:raw and a stated reason (audited). Positions are UTF-16 indexes into the raw
 * text, so on the redacted view they are approximate when its length differs from the report's.
 */
export function OriginalOutputMarked({ traceId, spanId, output, report }: { traceId: string; spanId: string; output: OriginalOutputPart; report: ReplayReport }) {
  const { me } = useSession();
  const [view, setView] = useState<OutputView>({ view: 'redacted' });
  const [asking, setAsking] = useState(false);
  const mayRead = can(me, 'content:read:redacted') || (view.view === 'raw' && can(me, 'content:read:raw'));

  return (
    <div className="stack">
      <h4>The original answer, with where the runs diverge</h4>
      {output.state !== 'stored' || !output.ref ? (
        <p className="muted small">The original output is not available: {output.words || output.state}.</p>
      ) : !mayRead ? (
        <p className="muted small">Your token cannot read content, so the original text is not shown. {positionsWords(report)}</p>
      ) : (
        <MarkedText key={view.view === 'raw' ? `raw:${view.reason}` : 'redacted'} traceId={traceId} spanId={spanId} ref_={output.ref} view={view} report={report} />
      )}
      {output.state === 'stored' && output.ref && can(me, 'content:read:raw') && view.view === 'redacted' && (
        <div className="row">
          <button type="button" className="secondary" onClick={() => setAsking(true)}>
            Show the raw original (exact positions)
          </button>
        </div>
      )}
      <ReasonDialog
        open={asking}
        title="Read the raw original answer"
        explanation="The raw text is shown as captured, with nothing redacted. The read is written to the audit log with your reason."
        confirmLabel="Show raw"
        onConfirm={(reason) => {
          setAsking(false);
          setView({ view: 'raw', reason });
        }}
        onClose={() => setAsking(false)}
      />
    </div>
  );
}

function positionsWords(report: ReplayReport): string {
  const at = report.distinct.filter((d) => d.divergence && !d.exactMatch && !d.normalizedMatch).sort((a, b) => a.divergence!.char - b.divergence!.char);
  if (at.length === 0) return 'No output diverges from it.';
  return `Outputs diverge at characters ${at.map((d) => `${d.divergence!.char} (${d.count} ${d.count === 1 ? 'run' : 'runs'})`).join(', ')}.`;
}

function MarkedText({ traceId, spanId, ref_, view, report }: { traceId: string; spanId: string; ref_: string; view: OutputView; report: ReplayReport }) {
  const text = useOutputText(ref_, traceId, spanId, view);
  if (text.status === 'loading') return <Loading label="Reading the original answer…" />;
  if (text.status === 'error') return <ErrorState error={text.error} onRetry={text.reload} />;
  const segments = markDivergences(text.value, report.distinct);
  const approximate = view.view === 'redacted' && text.value.length !== report.original.outputChars;
  return (
    <>
      <p className="small muted">
        {view.view === 'raw' ? 'Raw view (this read was audited with your reason).' : 'Redacted view.'}{' '}
        {approximate
          ? `The redacted text is ${text.value.length} characters long and the original ${report.original.outputChars}: the marked positions are approximate.`
          : 'Each mark is the first character where some runs differ.'}
      </p>
      <div className="bubble assistant"><pre className="replay-text" data-testid={view.view === 'raw' ? 'replay-original-raw' : 'replay-original'}>
        {segments.map((s, i) =>
          s.kind === 'text' ? (
            <span key={i}>{s.text}</span>
          ) : (
            <mark key={i} data-testid="replay-divergence-mark" title={markTitle(s.runs, s.outputs, s.atEnd)} aria-label={markTitle(s.runs, s.outputs, s.atEnd)}>
              {s.atEnd ? '⋯' : s.text}
            </mark>
          ),
        )}
      </pre></div>
      <p className="small">{positionsWords(report)}</p>
    </>
  );
}

function markTitle(runs: number, outputs: number, atEnd: boolean): string {
  const who = `${runs} ${runs === 1 ? 'run diverges' : 'runs diverge'}${outputs > 1 ? ` (${outputs} distinct outputs)` : ''}`;
  return atEnd ? `${who} here: they go on where the original ended` : `${who} here`;
}

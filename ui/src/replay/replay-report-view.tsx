import { DistinctOutputsTable } from './distinct-outputs-table.tsx';
import { DivergenceHistogram } from './divergence-histogram.tsx';
import { OriginalOutputMarked, type OriginalOutputPart } from './original-output-marked.tsx';
import { ReplayRunsTable } from './replay-runs-table.tsx';
import type { ReplayJob } from './replay-types.ts';
import { findingWords, matchRateWords, stateWords } from './replay-words.ts';

/**
 * A final replay (`replay-result`): its state in words; findings instead of numbers when a faithful replay was
 * impossible; otherwise the match rates with their 95% intervals, the tokenizer and streaming notes, parameters
 * not sent or assumed, the distinct outputs, the divergence histogram, the original text with the divergence
 * positions marked, and the runs with totals.
 */
export function ReplayReportView({ job, output }: { job: ReplayJob; output: OriginalOutputPart }) {
  const report = job.report;
  return (
    <div className="stack" data-testid="replay-result" aria-live="polite">
      <p>
        <strong>{stateWords(job)}</strong>
      </p>
      {report && report.findings.length > 0 && (
        <div className="stack">
          <h4>Why this replay is not faithful</h4>
          <ul data-testid="replay-findings">
            {report.findings.map((f, i) => (
              <li key={i}>{findingWords(f)}</li>
            ))}
          </ul>
        </div>
      )}
      {!report && <p className="muted">This replay has no report.</p>}
      {report && report.completed > 0 && (
        <>
          <div data-testid="replay-match-rate">
            <p>{matchRateWords(report.matchRate.exact, 'exactly')}</p>
            <p>{matchRateWords(report.matchRate.normalized, 'after whitespace normalisation')}</p>
          </div>
          <p className="small muted">
            Model {report.original.model}. {report.completed} completed, {report.failed} failed of {report.n}.{' '}
            Tokens counted with {report.tokenizer.name} ({report.tokenizer.exact ? 'exact' : 'an approximation'}){report.tokenizer.note ? `: ${report.tokenizer.note}` : ''}.{' '}
            {report.streaming.note}
          </p>
          {(report.params.notSent.length > 0 || report.params.assumed.length > 0) && (
            <ul className="small">
              {report.params.notSent.map((p) => (
                <li key={`n-${p.name}`}>
                  Not sent: <code>{p.name}</code> — {p.why}
                </li>
              ))}
              {report.params.assumed.map((p) => (
                <li key={`a-${p.name}`}>
                  Assumed: <code>{p.name}</code> = <code>{JSON.stringify(p.value)}</code> — {p.why}
                </li>
              ))}
            </ul>
          )}
          <DistinctOutputsTable distinct={report.distinct} traceId={report.original.traceId} />
          <DivergenceHistogram report={report} />
          <OriginalOutputMarked traceId={report.original.traceId} spanId={report.original.spanId} output={output} report={report} />
        </>
      )}
      {report && report.runs.length > 0 && <ReplayRunsTable report={report} />}
    </div>
  );
}

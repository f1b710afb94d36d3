import type { CallEvidence } from '../api/types.ts';
import { Empty } from '../components/empty.tsx';
import { formatMs } from '../components/format.ts';
import { TableScroll } from '../components/table-scroll.tsx';

const LINK_WORDS: Record<string, string> = {
  parent: 'inside the call',
  sibling: 'just before the call',
  timing: 'earlier in the trace',
  '': 'not linked to a call',
};

/**
 * The evidence that fed a call (or the trace's unlinked evidence): retrieved documents with ids, versions and
 * scores; DB statements as sanitized by the collector; tool calls. Kept at 100%, so shown also for dropped traces.
 */
export function EvidenceList({ evidence, title, emptyWords }: { evidence: CallEvidence; title: string; emptyWords: string }) {
  const { documents, dbStatements, toolCalls } = evidence;
  const none = documents.length + dbStatements.length + toolCalls.length === 0;
  return (
    <section className="stack" data-testid="evidence" aria-label={title}>
      <h3>{title}</h3>
      {none && <Empty>{emptyWords}</Empty>}
      {documents.length > 0 && (
        <TableScroll label={`${title}: retrieved documents`}>
          <table>
            <caption className="left">Retrieved documents</caption>
            <thead>
              <tr>
                <th scope="col" className="num">
                  Rank
                </th>
                <th scope="col">Document id</th>
                <th scope="col">Version</th>
                <th scope="col" className="num">
                  Score
                </th>
                <th scope="col">Collection / source</th>
                <th scope="col">Link</th>
              </tr>
            </thead>
            <tbody>
              {documents.map((d) => (
                <tr key={d.itemId}>
                  <td className="num">{d.rank}</td>
                  <td className="mono">{d.documentId || '—'}</td>
                  <td>{d.version || '—'}</td>
                  <td className="num">{d.score === null ? '—' : d.score.toFixed(4)}</td>
                  <td>{[d.collection, d.source].filter(Boolean).join(' · ') || '—'}</td>
                  <td>{LINK_WORDS[d.link] ?? d.link}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroll>
      )}
      {dbStatements.length > 0 && (
        <TableScroll label={`${title}: database statements`}>
          <table>
            <caption className="left">Database statements (literals removed)</caption>
            <thead>
              <tr>
                <th scope="col">System</th>
                <th scope="col">Statement</th>
                <th scope="col">Table</th>
                <th scope="col" className="num">
                  Rows
                </th>
                <th scope="col" className="num">
                  Duration
                </th>
                <th scope="col">Status</th>
              </tr>
            </thead>
            <tbody>
              {dbStatements.map((s) => (
                <tr key={s.itemId}>
                  <td>{s.system || '—'}</td>
                  <td className="wrap mono">{s.statement || s.operation || '—'}</td>
                  <td>{s.table || '—'}</td>
                  <td className="num">{s.rows ?? '—'}</td>
                  <td className="num">{formatMs(s.durationMs)}</td>
                  <td>{s.errorType ? `error (${s.errorType})` : s.status || 'ok'}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroll>
      )}
      {toolCalls.length > 0 && (
        <TableScroll label={`${title}: tool calls`}>
          <table>
            <caption className="left">Tool calls</caption>
            <thead>
              <tr>
                <th scope="col">Tool</th>
                <th scope="col">Call id</th>
                <th scope="col" className="num">
                  Duration
                </th>
                <th scope="col">Status</th>
                <th scope="col">Arguments / result</th>
              </tr>
            </thead>
            <tbody>
              {toolCalls.map((t) => (
                <tr key={t.itemId}>
                  <td>{t.toolName || t.name || '—'}</td>
                  <td className="mono">{t.callId || '—'}</td>
                  <td className="num">{formatMs(t.durationMs)}</td>
                  <td>{t.errorType ? `error (${t.errorType})` : t.status || 'ok'}</td>
                  <td>{[t.argumentsRef ? 'arguments stored' : 'no arguments stored', t.resultRef ? 'result stored' : 'no result stored'].join(', ')}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroll>
      )}
    </section>
  );
}

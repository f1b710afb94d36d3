import { useApi } from '../api/client.ts';
import type { AuditEntry, AuditPage } from '../api/types.ts';
import { can, useSession } from '../app/session.tsx';
import { Empty } from '../components/empty.tsx';
import { ErrorState } from '../components/error-state.tsx';
import { formatTime } from '../components/format.ts';
import { Loading } from '../components/loading.tsx';
import { TableScroll } from '../components/table-scroll.tsx';
import { useLoad } from '../components/use-load.ts';

const MAX_ENTRIES = 200;

async function readEntries(api: ReturnType<typeof useApi>, traceId: string): Promise<{ entries: AuditEntry[]; more: boolean }> {
  // Granted and failed reads are `content.read`, refused ones `content.read.denied`: both are "who tried to read".
  const [reads, denied] = await Promise.all(
    ['content.read', 'content.read.denied'].map((action) => api.get<AuditPage>('/v1/audit', { traceId, action, limit: MAX_ENTRIES })),
  );
  const entries = [...reads!.entries, ...denied!.entries].sort((a, b) => b.time - a.time);
  return { entries, more: reads!.nextCursor !== null || denied!.nextCursor !== null };
}

/** Who read this trace's content, when, which view, why and with what outcome (GET /v1/audit, scope audit:read). */
export function AuditReads({ traceId, refreshKey = 0 }: { traceId: string; refreshKey?: number }) {
  const { me } = useSession();
  const allowed = can(me, 'audit:read');
  return (
    <section className="card" data-testid="audit-reads" aria-labelledby="audit-title">
      <h2 id="audit-title">Who read this trace’s content</h2>
      {allowed ? <AuditTable traceId={traceId} refreshKey={refreshKey} /> : <p className="muted">The audit log is visible to the legal, auditor and admin roles (scope audit:read).</p>}
    </section>
  );
}

function AuditTable({ traceId, refreshKey }: { traceId: string; refreshKey: number }) {
  const api = useApi();
  // Re-read when this page made a content read (refreshKey), so the reader sees their own read listed.
  const load = useLoad(() => readEntries(api, traceId), [api, traceId, refreshKey]);
  if (load.status === 'loading') return <Loading label="Reading the audit log…" />;
  if (load.status === 'error') return <ErrorState error={load.error} onRetry={load.reload} />;
  const { entries, more } = load.value;
  return (
    <div className="stack">
      {entries.length === 0 ? (
        <Empty>No one has read this trace’s content.</Empty>
      ) : (
        <TableScroll label="Content reads of this trace">
          <table>
            <thead>
              <tr>
                <th scope="col">When</th>
                <th scope="col">Who (token id)</th>
                <th scope="col">View</th>
                <th scope="col">Part</th>
                <th scope="col">Reason</th>
                <th scope="col">Outcome</th>
              </tr>
            </thead>
            <tbody>
              {entries.map((e) => (
                <tr key={e.id}>
                  <td>
                    <time dateTime={new Date(e.time).toISOString()}>{formatTime(new Date(e.time).toISOString())}</time>
                  </td>
                  <td className="mono">{e.actor.tokenId}</td>
                  <td>{typeof e.details.view === 'string' ? e.details.view : '—'}</td>
                  <td>{e.target.part ?? '—'}</td>
                  <td className="wrap">{e.reason || '—'}</td>
                  <td>
                    <span className={`badge ${e.outcome === 'granted' || e.outcome === 'ok' ? 'ok' : 'bad'}`}>{e.outcome}</span>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroll>
      )}
      {more && <p className="muted small">Showing the latest {MAX_ENTRIES} of each kind; `GET /v1/audit` pages further.</p>}
      <button type="button" className="secondary" onClick={load.reload}>
        Refresh
      </button>
    </div>
  );
}

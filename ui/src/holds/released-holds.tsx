import { useApi } from '../api/client.ts';
import { ErrorState } from '../components/error-state.tsx';
import { useLoad } from '../components/use-load.ts';
import { HoldExport } from './hold-export.tsx';
import { dayTime, scopeWords } from './hold-words.ts';
import type { Hold } from './retention-types.ts';

/**
 * Released holds that named this trace or its end user (holds:write): the lookup lists active holds only, but a
 * released hold can still be exported (its bundle holds what it covered). Filter holds and tenant holds are not
 * matched here (that needs the server's coverage query); they show in the lookup while active.
 */
export function ReleasedHolds({ traceId, subjectRef, mayExport, refresh }: { traceId: string; subjectRef: string | null; mayExport: boolean; refresh: unknown }) {
  const api = useApi();
  // `refresh` changes when the lookup was read again (after a hold was placed or released): read the list again.
  const load = useLoad(() => api.get<{ holds: Hold[] }>('/v1/holds', { state: 'released' }), [api, refresh]);
  if (load.status === 'loading') return null;
  if (load.status === 'error') return <ErrorState error={load.error} onRetry={load.reload} />;
  const mine = load.value.holds.filter(
    (h) => (h.scope.kind === 'traces' && h.scope.traceIds.includes(traceId)) || (h.scope.kind === 'subjects' && subjectRef !== null && h.scope.subjectRefs.includes(subjectRef)),
  );
  if (mine.length === 0) return null;
  return (
    <div className="stack">
      <h4>Released holds that named this trace</h4>
      <ul className="stack">
        {mine.map((h) => (
          <li key={h.holdId} data-testid="hold-released-item">
            Hold {h.holdId} (matter {h.matterId}, {scopeWords(h.scope)}) was released on {dayTime(h.releasedAtIso)}
            {h.releaseReason ? `: ${h.releaseReason}` : ''}.{mayExport && <HoldExport holdId={h.holdId} />}
          </li>
        ))}
      </ul>
    </div>
  );
}

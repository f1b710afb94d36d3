import { can, useSession } from '../app/session.tsx';
import { Empty } from '../components/empty.tsx';
import { HoldExport } from './hold-export.tsx';
import { activeHoldWords, deletionWords, eventWords } from './hold-words.ts';
import { PlaceHoldForm } from './place-hold-form.tsx';
import { ReleasedHolds } from './released-holds.tsx';
import { ReleaseHold } from './release-hold.tsx';
import type { TraceRetention } from './retention-types.ts';

/**
 * Legal holds, deletion requests and retention events touching this trace (the lookup's `retention` block), in
 * words. With holds:write: place a hold on the trace or its end user, release one (with a reason), and see
 * released holds that named it. With exports:write: export a hold's bundle and download it. `onChanged` is
 * called after a hold is placed or released, so the page reloads the lookup.
 */
export function HoldsPanel({ traceId, subjectRef, retention, onChanged }: { traceId: string; subjectRef: string | null; retention: TraceRetention | null; onChanged(): void }) {
  const { me } = useSession();
  const mayHold = can(me, 'holds:write');
  const mayExport = can(me, 'exports:write');
  const holds = retention?.holds ?? [];
  const deletions = retention?.deletions ?? [];
  const events = retention?.events ?? [];

  return (
    <section className="card stack holds-panel" aria-labelledby="holds-panel-title">
      <h2 id="holds-panel-title">Legal holds and erasure</h2>
      {retention === null ? (
        <Empty>This server does not run the retention side, so holds and deletion requests are not shown here.</Empty>
      ) : holds.length + deletions.length + events.length === 0 ? (
        <Empty>No legal hold, deletion request or retention event touches this trace.</Empty>
      ) : (
        <ul className="stack">
          {holds.map((h) => (
            <li key={h.holdId} data-testid="hold-item" className="stack">
              <span>{activeHoldWords(h)}</span>
              {mayHold && (
                <div className="row">
                  <ReleaseHold holdId={h.holdId} matterId={h.matterId} onReleased={onChanged} />
                </div>
              )}
              {mayExport && <HoldExport holdId={h.holdId} />}
            </li>
          ))}
          {deletions.map((d) => (
            <li key={d.requestId} data-testid="deletion-item">
              {deletionWords(d)}
            </li>
          ))}
          {events.map((e, i) => (
            <li key={`${e.action}-${e.atIso}-${i}`} data-testid="retention-event">
              {eventWords(e)}
            </li>
          ))}
        </ul>
      )}
      {mayHold && retention !== null && <ReleasedHolds traceId={traceId} subjectRef={subjectRef} mayExport={mayExport} refresh={retention} />}
      {mayHold ? (
        <PlaceHoldForm traceId={traceId} subjectRef={subjectRef} onPlaced={onChanged} />
      ) : (
        <p className="muted small">Placing and releasing holds needs the holds:write scope (roles legal or admin).</p>
      )}
    </section>
  );
}

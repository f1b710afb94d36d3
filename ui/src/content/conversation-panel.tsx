import { useState } from 'react';
import { useApi } from '../api/client.ts';
import type { ContentPartName, LlmCall } from '../api/types.ts';
import { can, useSession } from '../app/session.tsx';
import { Empty } from '../components/empty.tsx';
import { ErrorState } from '../components/error-state.tsx';
import { errorWords } from '../components/error-words.ts';
import { Loading } from '../components/loading.tsx';
import { useLoad } from '../components/use-load.ts';
import { ConversationView } from './conversation-view.tsx';
import { PARTS, readCallParts, type PartsRead } from './read-parts.ts';
import { RawReasonDialog } from './raw-reason-dialog.tsx';

const PART_LABEL: Record<ContentPartName, string> = { system: 'System instructions', input: 'Input', output: 'Output', tools: 'Tool definitions' };

function PartProblems({ call, read }: { call: LlmCall; read: PartsRead }) {
  const lines = PARTS.flatMap((p) => {
    if (read.failures[p] !== undefined) return [`${PART_LABEL[p]}: ${errorWords(read.failures[p])}`];
    return [];
  });
  if (!lines.length) return null;
  return (
    <ul className="small muted" aria-label={`Parts of call ${call.spanId} that could not be read`}>
      {lines.map((l) => (
        <li key={l}>{l}</li>
      ))}
    </ul>
  );
}

type Raw = { status: 'idle' } | { status: 'loading' } | { status: 'ok'; read: PartsRead; reason: string } | { status: 'error'; error: unknown };

/**
 * One call's conversation: the redacted view by default (needs content:read:redacted), and "Show raw" for
 * content:read:raw, which asks a reason and reads view=raw (audited). Raw content lives in this component's state
 * only: never cached, stored or logged, and dropped by "Hide raw" or leaving the page.
 */
export function ConversationPanel({ traceId, call, autoLoad, onRead }: { traceId: string; call: LlmCall; autoLoad: boolean; onRead?(): void }) {
  const { me } = useSession();
  const anyStored = PARTS.some((p) => call.content[p].state === 'stored');
  const mayRead = can(me, 'content:read:redacted');
  const mayRaw = can(me, 'content:read:raw');
  const [opened, setOpened] = useState(autoLoad);
  const [dialog, setDialog] = useState(false);
  const [raw, setRaw] = useState<Raw>({ status: 'idle' });
  const api = useApi();

  async function showRaw(reason: string) {
    setDialog(false);
    setRaw({ status: 'loading' });
    try {
      setRaw({ status: 'ok', read: await readCallParts(api, traceId, call, 'raw', reason), reason });
      onRead?.();
    } catch (error) {
      setRaw({ status: 'error', error });
      onRead?.();
    }
  }

  if (!anyStored) return <Empty>No content of this call is stored (see the parts’ states above).</Empty>;
  return (
    <div className="stack">
      {!mayRead ? (
        <p className="muted">Reading the conversation needs the investigator role (scope content:read:redacted).</p>
      ) : opened ? (
        <Redacted traceId={traceId} call={call} onRead={onRead} />
      ) : (
        <div>
          <button type="button" className="secondary" onClick={() => setOpened(true)}>
            Show conversation (redacted)
          </button>
        </div>
      )}
      {mayRaw && (
        <div className="row">
          {raw.status === 'ok' ? (
            <button type="button" className="secondary" onClick={() => setRaw({ status: 'idle' })}>
              Hide raw content
            </button>
          ) : (
            <button type="button" data-testid="show-raw" className="secondary" onClick={() => setDialog(true)} disabled={raw.status === 'loading'}>
              Show raw…
            </button>
          )}
        </div>
      )}
      <RawReasonDialog open={dialog} onClose={() => setDialog(false)} onConfirm={(r) => void showRaw(r)} />
      {raw.status === 'loading' && <Loading label="Reading raw content (audited)…" />}
      {raw.status === 'error' && <ErrorState error={raw.error} />}
      {raw.status === 'ok' && (
        <section className="stack" aria-label="Raw conversation">
          <p className="raw-note" role="status">
            Raw content, as captured. This read was written to the audit log with your reason “{raw.reason}”.
          </p>
          <ConversationView parts={raw.read.documents} testId="raw-conversation" />
          <PartProblems call={call} read={raw.read} />
        </section>
      )}
    </div>
  );
}

function Redacted({ traceId, call, onRead }: { traceId: string; call: LlmCall; onRead?(): void }) {
  const api = useApi();
  // Every read is audited: the audit panel is told, so it shows the reads just made.
  const load = useLoad(() => readCallParts(api, traceId, call, 'redacted').finally(() => onRead?.()), [api, traceId, call.spanId]);
  if (load.status === 'loading') return <Loading label="Reading the conversation (redacted)…" />;
  if (load.status === 'error') return <ErrorState error={load.error} onRetry={load.reload} />;
  const read = load.value;
  const nothing = Object.keys(read.documents).length === 0;
  return (
    <>
      {nothing ? <ErrorState error={Object.values(read.failures)[0]} onRetry={load.reload} /> : <ConversationView parts={read.documents} testId="conversation" />}
      <PartProblems call={call} read={read} />
    </>
  );
}

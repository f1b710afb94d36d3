import { useId, useState } from 'react';
import { ApiFailure, useApi } from '../api/client.ts';
import { can, useSession } from '../app/session.tsx';
import { errorWords } from '../components/error-words.ts';
import { postWithDetails } from '../replay/post-with-details.ts';
import { ReasonDialog } from '../replay/reason-dialog.tsx';
import { saveBlob } from './save-blob.ts';
import { useExportJob } from './use-export-job.ts';

/**
 * "Export bundle" for one hold (exports:write): asks a reason and whether to include content (content needs
 * content:read:raw), starts the export, follows it, then offers "Download", which fetches the file with the
 * Authorization header and saves it through a Blob URL. A busy server (429) is said with its Retry-After.
 */
export function HoldExport({ holdId }: { holdId: string }) {
  const { me, token, signOut } = useSession();
  const id = useId();
  const mayRaw = can(me, 'content:read:raw');
  const [asking, setAsking] = useState(false);
  const [includeContent, setIncludeContent] = useState(mayRaw);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [exportId, setExportId] = useState<string | null>(null);

  async function start(reason: string) {
    setBusy(true);
    setFailure(null);
    const outcome = await postWithDetails<{ exportId: string }>({ token, onUnauthorized: signOut }, `/v1/holds/${encodeURIComponent(holdId)}/exports`, { reason, includeContent });
    setBusy(false);
    if (outcome.status === 'ok') {
      setAsking(false);
      setExportId(outcome.value.exportId);
      return;
    }
    const code = outcome.error instanceof ApiFailure ? outcome.error.code : '';
    if (code === 'TH_ERR_API_EXPORT_BUSY') setFailure(`Another export is running on the server. Try again${outcome.retryAfterS !== null ? ` in ${outcome.retryAfterS} s` : ' in a moment'}.`);
    else if (code === 'TH_ERR_API_FORBIDDEN') setFailure('Your token may not export this: a bundle with content needs raw-content access; untick “include content”, or ask for a role that has it.');
    else if (code === 'TH_ERR_API_REASON_REQUIRED') setFailure('An export needs a reason (a matter or ticket id, or a sentence).');
    else setFailure(errorWords(outcome.error));
  }

  return (
    <div className="stack">
      {!exportId && (
        <div className="row">
          <button type="button" className="secondary" data-testid="hold-export" onClick={() => setAsking(true)}>
            Export bundle
          </button>
        </div>
      )}
      {exportId && <ExportProgress key={exportId} holdId={holdId} exportId={exportId} onAgain={() => setExportId(null)} />}
      <ReasonDialog
        open={asking}
        title="Export the hold’s bundle"
        explanation="A signed, self-verifying file with everything this hold covers (ledger, spans, retention state, audit entries with proofs and, if included, the raw content). The export and its download are audited with your reason."
        confirmLabel="Start export"
        busy={busy}
        failure={failure}
        inputTestId="hold-export-reason"
        confirmTestId="hold-export-confirm"
        onConfirm={(reason) => void start(reason)}
        onClose={() => {
          setAsking(false);
          setFailure(null);
        }}
      >
        <div className="field">
          <label htmlFor={`${id}-content`}>
            <input
              id={`${id}-content`}
              type="checkbox"
              data-testid="hold-export-content"
              checked={includeContent}
              disabled={!mayRaw}
              onChange={(e) => setIncludeContent(e.target.checked)}
            />{' '}
            Include content (raw prompts and answers)
          </label>
          {!mayRaw && <span className="muted small">Your token has no raw-content access, so the bundle is made without content (the manifest says so).</span>}
        </div>
      </ReasonDialog>
    </div>
  );
}

function ExportProgress({ holdId, exportId, onAgain }: { holdId: string; exportId: string; onAgain(): void }) {
  const api = useApi();
  const { job, error } = useExportJob(holdId, exportId);
  const [download, setDownload] = useState<{ busy: boolean; failure: string | null; saved: string | null }>({ busy: false, failure: null, saved: null });

  async function onDownload() {
    setDownload({ busy: true, failure: null, saved: null });
    try {
      const file = await api.download(`/v1/holds/${encodeURIComponent(holdId)}/exports/${encodeURIComponent(exportId)}/download`);
      saveBlob(file.blob, file.filename);
      setDownload({ busy: false, failure: null, saved: file.filename });
    } catch (e) {
      setDownload({ busy: false, failure: errorWords(e), saved: null });
    }
  }

  if (!job) return <p role="status">{error ? errorWords(error) : 'Starting the export…'}</p>;
  const p = job.progress;
  const counts = `${p['traces'] ?? 0} traces, ${p['ledgerRows'] ?? 0} LLM calls, ${p['spans'] ?? 0} spans, ${p['contentFiles'] ?? 0} content files${p['contentUnavailable'] ? ` (${p['contentUnavailable']} unavailable)` : ''}, ${p['auditEntries'] ?? 0} audit entries`;
  return (
    <div className="stack" data-testid="hold-export-state">
      {job.state === 'running' && (
        <p role="status" aria-live="polite">
          Exporting {exportId}: {counts} so far…
        </p>
      )}
      {job.state === 'failed' && (
        <>
          <p className="error-text" role="alert">
            The export failed{job.error ? `: ${job.error}` : ''}.
          </p>
          <div className="row">
            <button type="button" className="secondary" onClick={onAgain}>
              Export again
            </button>
          </div>
        </>
      )}
      {job.state === 'done' && (
        <>
          <p role="status">
            Bundle {exportId} is ready: {formatBytes(job.bytes)}, {counts}, {job.includeContent ? 'with content' : 'without content'}. SHA-256{' '}
            <code>{job.sha256}</code>.
          </p>
          <div className="row">
            <button type="button" data-testid="hold-export-download" onClick={() => void onDownload()} disabled={download.busy}>
              {download.busy ? 'Downloading…' : 'Download'}
            </button>
          </div>
          {download.saved && <p className="small">Saved as {download.saved}. Check it offline with <code>tracehold verify-bundle</code>.</p>}
          {download.failure && (
            <p className="error-text" role="alert">
              {download.failure}
            </p>
          )}
        </>
      )}
    </div>
  );
}

function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} bytes`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KiB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MiB`;
}

import { useState, type FormEvent } from 'react';
import { can, useSession } from '../app/session.tsx';
import type { SearchRequest } from './search-request.ts';

/** datetime-local (the reader's local time) → ISO 8601 for the API; '' stays ''. */
function isoOfLocal(value: string): string {
  if (!value) return '';
  const d = new Date(value);
  return Number.isNaN(d.getTime()) ? '' : d.toISOString();
}

/** ISO 8601 → datetime-local value in the reader's local time. */
function localOfIso(iso: string | undefined): string {
  if (!iso) return '';
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return '';
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

const CALL_FIELDS: Array<[key: string, label: string, hint: string]> = [
  ['responseId', 'Provider response id', 'chatcmpl-…'],
  ['conversationId', 'Conversation id', ''],
  ['sessionId', 'Session id', ''],
  ['subjectRef', 'End-user pseudonym', 'psn_…'],
  ['service', 'Service', ''],
  ['model', 'Model', ''],
];
const TRACE_FIELDS: Array<[key: string, label: string, hint: string]> = [
  ['service', 'Service', ''],
  ['model', 'Model', ''],
];

/** The search form (both API searches). Submitting hands a SearchRequest to the page; the page runs it. */
export function SearchForm({ initial, onSearch }: { initial: SearchRequest; onSearch(request: SearchRequest): void }) {
  const { me } = useSession();
  const mayUseEndUser = can(me, 'content:read:raw');
  const [kind, setKind] = useState(initial.kind);
  const [filters, setFilters] = useState<Record<string, string>>({ ...initial.filters, from: localOfIso(initial.filters.from), to: localOfIso(initial.filters.to) });
  const [endUser, setEndUser] = useState('');
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const set = (k: string, v: string) => setFilters((f) => ({ ...f, [k]: v }));

  function submit(e: FormEvent) {
    e.preventDefault();
    const fields = kind === 'calls' ? CALL_FIELDS : TRACE_FIELDS;
    const out: Record<string, string> = {};
    for (const [k] of fields) if (filters[k]?.trim()) out[k] = filters[k]!.trim();
    if (kind === 'calls' && filters.status) out.status = filters.status;
    if (kind === 'traces' && filters.error) out.error = filters.error;
    if (kind === 'traces' && filters.sampleDecision) out.sampleDecision = filters.sampleDecision;
    const from = isoOfLocal(filters.from ?? '');
    const to = isoOfLocal(filters.to ?? '');
    if (from) out.from = from;
    if (to) out.to = to;
    if (from && to && from > to) return setProblem('“From” must be before “To”.');
    const wantsEndUser = kind === 'calls' && endUser.trim() !== '';
    if (wantsEndUser && !reason.trim()) return setProblem('A search by end-user id is audited: give a reason (a ticket id or a sentence).');
    if (wantsEndUser && out.subjectRef) return setProblem('Search by end-user id or by pseudonym, not both.');
    setProblem(null);
    onSearch(wantsEndUser ? { kind, filters: out, endUser: endUser.trim(), reason: reason.trim() } : { kind, filters: out });
  }

  const fields = kind === 'calls' ? CALL_FIELDS : TRACE_FIELDS;
  return (
    <form className="card stack" data-testid="search-form" onSubmit={submit} aria-labelledby="search-title">
      <h2 id="search-title">Search</h2>
      <fieldset className="row plain">
        <legend>Search in</legend>
        <label className="inline">
          <input type="radio" name="kind" value="calls" checked={kind === 'calls'} onChange={() => setKind('calls')} /> LLM calls (every call, kept or dropped)
        </label>
        <label className="inline">
          <input type="radio" name="kind" value="traces" checked={kind === 'traces'} onChange={() => setKind('traces')} /> Traces
        </label>
      </fieldset>
      <div className="form-grid">
        {kind === 'calls' && mayUseEndUser && (
          <>
            <div className="field">
              <label htmlFor="s-endUser">End-user id or email</label>
              <input id="s-endUser" type="text" autoComplete="off" spellCheck={false} value={endUser} onChange={(e) => setEndUser(e.target.value)} aria-describedby="s-endUser-hint" />
              <span id="s-endUser-hint" className="muted small">
                Audited; never put in the address bar.
              </span>
            </div>
            <div className="field">
              <label htmlFor="s-reason">Reason (for an end-user search)</label>
              <input id="s-reason" type="text" autoComplete="off" value={reason} onChange={(e) => setReason(e.target.value)} placeholder="ticket id" />
            </div>
          </>
        )}
        {fields.map(([k, label, hint]) => (
          <div className="field" key={k}>
            <label htmlFor={`s-${k}`}>{label}</label>
            <input id={`s-${k}`} type="text" autoComplete="off" spellCheck={false} value={filters[k] ?? ''} placeholder={hint} onChange={(e) => set(k, e.target.value)} />
          </div>
        ))}
        {kind === 'calls' ? (
          <div className="field">
            <label htmlFor="s-status">Status</label>
            <select id="s-status" value={filters.status ?? ''} onChange={(e) => set('status', e.target.value)}>
              <option value="">any</option>
              <option value="ok">ok</option>
              <option value="error">error</option>
            </select>
          </div>
        ) : (
          <>
            <div className="field">
              <label htmlFor="s-error">Errors</label>
              <select id="s-error" value={filters.error ?? ''} onChange={(e) => set('error', e.target.value)}>
                <option value="">any</option>
                <option value="true">with an error</option>
                <option value="false">without errors</option>
              </select>
            </div>
            <div className="field">
              <label htmlFor="s-decision">Sampling</label>
              <select id="s-decision" value={filters.sampleDecision ?? ''} onChange={(e) => set('sampleDecision', e.target.value)}>
                <option value="">kept or dropped</option>
                <option value="kept">kept</option>
                <option value="dropped">dropped</option>
              </select>
            </div>
          </>
        )}
        <div className="field">
          <label htmlFor="s-from">From (your local time)</label>
          <input id="s-from" type="datetime-local" value={filters.from ?? ''} onChange={(e) => set('from', e.target.value)} />
        </div>
        <div className="field">
          <label htmlFor="s-to">To</label>
          <input id="s-to" type="datetime-local" value={filters.to ?? ''} onChange={(e) => set('to', e.target.value)} />
        </div>
      </div>
      <p className="muted small">Without a window the last 24 hours are searched (31 days for a response id); a window is at most 31 days.</p>
      {problem && (
        <p className="error-text" role="alert">
          {problem}
        </p>
      )}
      <div>
        <button type="submit">Search</button>
      </div>
    </form>
  );
}

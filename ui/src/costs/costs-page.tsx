import { useState } from 'react';
import { useApi } from '../api/client.ts';
import type { CostGroup, CostsAnswer } from '../api/types.ts';
import { Empty } from '../components/empty.tsx';
import { ErrorState } from '../components/error-state.tsx';
import { formatCount, formatTime } from '../components/format.ts';
import { Loading } from '../components/loading.tsx';
import { TableScroll } from '../components/table-scroll.tsx';
import { useLoad } from '../components/use-load.ts';

const GROUPINGS = [
  ['model', 'Model'],
  ['service', 'Service'],
  ['day', 'Day'],
  ['route', 'Route'],
] as const;
type Grouping = (typeof GROUPINGS)[number][0];
const WINDOWS = [
  ['1', 'Last 24 hours'],
  ['7', 'Last 7 days'],
  ['30', 'Last 30 days'],
  ['92', 'Last 92 days'],
] as const;
const DAY_MS = 24 * 3600 * 1000;

/**
 * `#/costs`: what the tenant's LLM calls cost in a window, by model, service, day or route (GET /v1/costs). The
 * API's `display` strings are shown as they are: `—` when no price is known, `+? (n calls…)` for sums with unknowns.
 */
export function CostsPage() {
  const api = useApi();
  const [groupBy, setGroupBy] = useState<Grouping>('model');
  const [days, setDays] = useState<string>('30');
  // The window ends "now" when asked; fixed per choice so that a re-render does not refetch.
  const [toMs, setToMs] = useState(() => Date.now());
  const load = useLoad(() => api.get<CostsAnswer>('/v1/costs', { group_by: groupBy, from: toMs - Number(days) * DAY_MS, to: toMs }), [api, groupBy, days, toMs]);

  return (
    <section className="stack">
      <h1>Costs</h1>
      <form className="card row" onSubmit={(e) => (e.preventDefault(), setToMs(Date.now()))} aria-label="Cost window and grouping">
        <div className="field">
          <label htmlFor="costs-group">Group by</label>
          <select id="costs-group" value={groupBy} onChange={(e) => setGroupBy(e.target.value as Grouping)}>
            {GROUPINGS.map(([v, label]) => (
              <option key={v} value={v}>
                {label}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor="costs-window">Window</label>
          <select id="costs-window" value={days} onChange={(e) => (setDays(e.target.value), setToMs(Date.now()))}>
            {WINDOWS.map(([v, label]) => (
              <option key={v} value={v}>
                {label}
              </option>
            ))}
          </select>
        </div>
        <button type="submit" className="secondary">
          Refresh
        </button>
      </form>
      {load.status === 'loading' && <Loading label="Summing costs…" />}
      {load.status === 'error' && <ErrorState error={load.error} onRetry={load.reload} />}
      {load.status === 'ok' && <CostsTable answer={load.value} label={GROUPINGS.find(([v]) => v === groupBy)![1]} />}
    </section>
  );
}

function CostsTable({ answer, label }: { answer: CostsAnswer; label: string }) {
  return (
    <div className="stack">
      <p className="muted small">
        {formatTime(answer.from)} – {formatTime(answer.to)} · every attempt counts (retries, failovers, cancelled hedges) · prices from the tenant’s price table
      </p>
      {answer.groups.length === 0 ? (
        <Empty>No LLM call in this window.</Empty>
      ) : (
        <TableScroll label={`Costs by ${label.toLowerCase()}`} testId="costs-table">
          <table>
            <thead>
              <tr>
                <th scope="col">{label}</th>
                <th scope="col" className="num">
                  Calls
                </th>
                <th scope="col" className="num">
                  Input tokens
                </th>
                <th scope="col" className="num">
                  Output tokens
                </th>
                <th scope="col" className="num">
                  Cost ({answer.currency})
                </th>
                <th scope="col" className="num">
                  Reported by spans
                </th>
              </tr>
            </thead>
            <tbody>
              {answer.groups.map((g) => (
                <CostRow key={g.key ?? ''} group={g} name={g.key || '(none)'} />
              ))}
            </tbody>
            <tfoot>
              <CostRow group={answer.total} name={answer.truncated ? 'Total of the groups listed' : 'Total'} strong />
            </tfoot>
          </table>
        </TableScroll>
      )}
      {answer.truncated && <p className="muted small">There are more groups than listed; the total covers the listed (most expensive) groups only.</p>}
    </div>
  );
}

function CostRow({ group, name, strong }: { group: CostGroup; name: string; strong?: boolean }) {
  const Cell = strong ? 'th' : 'td';
  return (
    <tr>
      <Cell scope="row">{name}</Cell>
      <td className="num">{formatCount(group.calls)}</td>
      <td className="num">{formatCount(group.inputTokens)}</td>
      <td className="num">{formatCount(group.outputTokens)}</td>
      <td className="num">{group.cost.display}</td>
      <td className="num">{group.reportedCost.usd === null ? '—' : `$${group.reportedCost.usd.toFixed(6)} (${group.reportedCost.calls} calls)`}</td>
    </tr>
  );
}

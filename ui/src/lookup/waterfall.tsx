import type { SpanNode } from '../api/types.ts';
import { formatMs } from '../components/format.ts';

interface Row {
  span: SpanNode;
  depth: number;
  leftPct: number;
  widthPct: number;
}

const MAX_INDENT = 12;

function flatten(roots: SpanNode[]): Row[] {
  const flat: Array<{ span: SpanNode; depth: number }> = [];
  const walk = (s: SpanNode, depth: number) => {
    flat.push({ span: s, depth });
    for (const c of s.children) walk(c, depth + 1);
  };
  for (const r of roots) walk(r, 0);
  if (flat.length === 0) return [];
  // Nanosecond times exceed 2^53: offsets are taken in BigInt, then scaled.
  let start = BigInt(flat[0]!.span.startTimeUnixNano || '0');
  let end = BigInt(flat[0]!.span.endTimeUnixNano || '0');
  for (const { span } of flat) {
    const s = BigInt(span.startTimeUnixNano || '0');
    const e = BigInt(span.endTimeUnixNano || '0');
    if (s < start) start = s;
    if (e > end) end = e;
  }
  const total = Number(end - start) || 1;
  return flat.map(({ span, depth }) => {
    const s = Number(BigInt(span.startTimeUnixNano || '0') - start);
    const d = Math.max(0, Number(BigInt(span.endTimeUnixNano || '0') - BigInt(span.startTimeUnixNano || '0')));
    const leftPct = Math.min(100, (s / total) * 100);
    return { span, depth, leftPct, widthPct: Math.max(0.3, Math.min(100 - leftPct, (d / total) * 100)) };
  });
}

/**
 * The kept trace's spans as a waterfall: one list item per span, indented by depth, with a bar placed by its start
 * and duration relative to the trace. A list (not a canvas), so it is read by screen readers and searchable.
 */
export function Waterfall({ spans, llmSpanIds, onSelectCall }: { spans: SpanNode[]; llmSpanIds: ReadonlySet<string>; onSelectCall(spanId: string): void }) {
  const rows = flatten(spans);
  return (
    <ol className="waterfall" data-testid="waterfall" aria-label="Spans by start time">
      {rows.map(({ span, depth, leftPct, widthPct }) => {
        const isLlm = llmSpanIds.has(span.spanId);
        const isError = span.status.code === 2;
        const label = `${span.name} (${span.serviceName || 'unknown service'}), ${formatMs(span.durationMs)}${isError ? ', error' : ''}${span.orphan ? ', parent not received' : ''}`;
        return (
          <li key={span.spanId} aria-label={label}>
            <span className="label" style={{ paddingLeft: `${Math.min(depth, MAX_INDENT) * 12}px` }} title={label}>
              {isLlm ? (
                <button type="button" className="link" onClick={() => onSelectCall(span.spanId)} aria-label={`${label}: go to this LLM call`}>
                  {span.name}
                </button>
              ) : (
                span.name
              )}{' '}
              <span className="muted small">
                {span.serviceName} · {formatMs(span.durationMs)}
                {span.orphan ? ' · orphan' : ''}
              </span>
            </span>
            <span className="track" aria-hidden="true">
              <span className={`bar${isLlm ? ' llm' : ''}${isError ? ' error' : ''}`} style={{ left: `${leftPct}%`, width: `${widthPct}%` }} />
            </span>
          </li>
        );
      })}
    </ol>
  );
}

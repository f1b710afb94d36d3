/* eslint-disable @typescript-eslint/no-explicit-any -- renders the JSON answer of our own lookup API, field by field */

/** How the report is written: colours (ANSI) only for a terminal; width caps long one-line values. */
export interface ReportStyle {
  color: boolean;
  /** Longest rendered line of inline content text before it is cut with '…'. */
  maxContentLineChars: number;
}

const ANSI = { bold: '\x1b[1m', dim: '\x1b[2m', red: '\x1b[31m', yellow: '\x1b[33m', reset: '\x1b[0m' } as const;

/**
 * The trace lookup (GET /v1/traces/:traceId) as a readable report for operators without a browser (pure):
 * header (trace, times, root request, sampling), each LLM call (model snapshot, response id, parameters,
 * tokens, cost, finish, stream, content states in words, evidence), logical calls with several attempts, the
 * span tree (indented, with durations) and a logs summary. The same data as the API: nothing is computed
 * here that the API does not say.
 */
export function renderTraceReport(body: any, style: ReportStyle): string {
  const paint = (code: keyof typeof ANSI, s: string) => (style.color ? `${ANSI[code]}${s}${ANSI.reset}` : s);
  const lines: string[] = [];
  const out = (s = '') => lines.push(s);
  const field = (indent: string, name: string, value: string) => out(`${indent}${paint('dim', name.padEnd(10))} ${value}`);
  const s = body.summary ?? {};

  out(paint('bold', `Trace ${body.traceId}`) + paint('dim', `  (tenant ${body.tenant})`));
  if (s.pending) field('  ', 'time', 'not known yet (undecided trace)');
  else field('  ', 'time', `${s.startTimeIso ?? s.startTimeUnixNano} → ${s.endTimeIso ?? s.endTimeUnixNano}  (${ms(s.durationMs)})`);
  const root = body.root;
  if (root?.present) {
    const status = root.httpStatus === null ? '' : `  HTTP ${root.httpStatus}`;
    const err = root.error ? paint('red', '  error') : '';
    field('  ', 'root', `${root.name}  service ${root.service}${root.route ? `  route ${root.route}` : ''}${status}${err}  (${ms(root.durationMs)})`);
  } else if (root) field('  ', 'root', root.words);
  const sampling = s.sampling ?? {};
  field('  ', 'sampling', `${sampling.decision}${sampling.policy ? ` (policy: ${sampling.policy})` : ''}${sampling.note ? ` — ${sampling.note}` : ''}`);
  if (body.spanTree) field('  ', 'spans', `${body.spanTree.words}${s.spanCount !== undefined ? `; ${s.spanCount} indexed, ${s.storedSpanCount} stored` : ''}`);
  if (s.services?.length) field('  ', 'services', s.services.join(', '));
  if (body.evidence) field('  ', 'evidence', body.evidence.words);
  if (body.content) field('  ', 'content', contentSummary(body.content));

  const calls: any[] = body.llmCalls ?? [];
  out();
  out(paint('bold', `LLM calls (${calls.length})`));
  if (calls.length === 0) out('  none recorded');
  calls.forEach((c, i) => {
    if (i > 0) out();
    renderCall(c, i + 1);
  });

  const multi = (body.logicalCalls ?? []).filter((l: any) => l.attemptSpanIds.length > 1);
  if (multi.length > 0) {
    out();
    out(paint('bold', `Logical calls with several attempts (${multi.length})`));
    for (const l of multi) {
      const attempts = (l.attempts ?? []).map((a: any) => `${a.spanId}${a.kind ? ` ${a.kind}` : ''} ${a.outcome}`).join(', ');
      out(`  ${l.logicalCallId}: ${l.attemptSpanIds.length} attempts (${attempts}); winner ${l.winnerSpanId ?? 'none'}; cost ${l.cost.display}`);
    }
  }

  const unlinked = body.evidence?.unlinked;
  if (unlinked && countEvidence(unlinked) > 0) {
    out();
    out(paint('bold', 'Evidence not linked to a call'));
    renderEvidence('  ', unlinked);
  }

  out();
  out(paint('bold', 'Span tree') + (body.spanTree ? paint('dim', `  ${body.spanTree.words}`) : ''));
  const spans: any[] = body.spans ?? [];
  if (spans.length === 0) out(`  ${body.spanTree?.state === 'kept' ? 'no spans' : (body.spanTree?.words ?? 'no spans')}`);
  for (const span of spans) renderSpan(span, 1);

  out();
  const logs: any[] = body.logs ?? [];
  const bySeverity = new Map<string, number>();
  for (const l of logs) bySeverity.set(l.severityText || 'UNSPECIFIED', (bySeverity.get(l.severityText || 'UNSPECIFIED') ?? 0) + 1);
  const severities = [...bySeverity.entries()].map(([k, n]) => `${n} ${k}`).join(', ');
  out(paint('bold', 'Logs') + '  ' + (body.logsState?.words ?? `${logs.length} records`) + (severities ? ` (${severities})` : ''));
  for (const l of logs.filter((x) => x.severityNumber >= 17).slice(0, 20)) {
    out(`  ${l.timeIso ?? l.timeUnixNano}  ${paint('red', l.severityText || 'ERROR')}  ${l.serviceName}  ${oneLine(typeof l.body === 'string' ? l.body : JSON.stringify(l.body), style.maxContentLineChars)}`);
  }
  return lines.join('\n') + '\n';

  function renderCall(c: any, n: number) {
    const ind = '    ';
    out(`  ${paint('bold', `[${n}] ${c.spanName || c.operation}`)}  span ${c.spanId}  service ${c.serviceName}`);
    const model = c.responseModel ? `${c.requestModel || '?'} → ${c.responseModel} (snapshot that answered)` : `${c.requestModel || '?'} (the answering snapshot was not reported)`;
    field(ind, 'model', `${model}; ${c.provider || 'provider ?'}, ${c.operation || 'operation ?'}`);
    const failed = c.status?.code === 2;
    field(ind, 'response', `${c.responseId || '(no response id)'}   finish: ${c.finishReasons?.length ? c.finishReasons.join(', ') : '—'}   status: ${failed ? paint('red', `error${c.status.errorType ? ` (${c.status.errorType})` : ''}`) : 'ok'}`);
    field(ind, 'time', `${c.startTimeIso ?? c.startTimeUnixNano}  (${ms(c.durationMs)})`);
    field(ind, 'params', params(c.params));
    const u = c.usage ?? {};
    field(ind, 'tokens', `input ${dash(u.inputTokens)}  output ${dash(u.outputTokens)}  cached ${dash(u.cachedInputTokens)}  reasoning ${dash(u.reasoningTokens)}`);
    field(ind, 'cost', `${c.cost?.display ?? '—'}${c.cost?.priceVersion ? ` (prices ${c.cost.priceVersion})` : ''}${c.cost?.reportedUsd !== null && c.cost?.reportedUsd !== undefined ? `; reported by the span ${c.cost.reportedDisplay}` : ''}`);
    field(ind, 'stream', stream(c.stream));
    const a = c.attempt;
    if (a && (a.kind || a.index > 0 || a.cancelled || a.logicalCallId !== c.spanId)) {
      field(ind, 'attempt', `#${a.index} of ${a.logicalCallId}${a.kind ? ` (${a.kind})` : ''}${a.cancelled ? paint('yellow', ` cancelled${a.cancelReason ? `: ${a.cancelReason}` : ''}`) : ''}${a.queueWaitMs !== null ? `; queued ${ms(a.queueWaitMs)}` : ''}`);
    }
    if (c.conversationId || c.sessionId || c.subjectRef) field(ind, 'who', [c.subjectRef && `end user ${c.subjectRef}`, c.conversationId && `conversation ${c.conversationId}`, c.sessionId && `session ${c.sessionId}`].filter(Boolean).join('; '));
    for (const p of ['input', 'output', 'system', 'tools']) {
      const part = c.content?.[p];
      if (!part) continue;
      field(ind, p, part.words + (part.inline ? `; ${part.inline.words}` : ''));
      if (part.inline?.document !== undefined) for (const line of contentLines(part.inline.document)) out(`${ind}           ${paint('dim', '│')} ${oneLine(line, style.maxContentLineChars)}`);
    }
    if (c.evidence && countEvidence(c.evidence) > 0) renderEvidence(ind, c.evidence);
  }

  function renderEvidence(ind: string, e: any) {
    for (const d of e.documents) {
      field(ind, 'document', `${d.documentId}${d.version ? ` version ${d.version}` : ''}${d.score !== null ? ` score ${d.score}` : ''}${d.source ? ` from ${d.source}` : ''}${d.collection ? ` [${d.collection}]` : ''} (rank ${d.rank}${d.link ? `, linked by ${d.link}` : ''})`);
      if (d.inline) {
        field(ind, '', d.inline.words);
        if (d.inline.document !== undefined) for (const line of contentLines(d.inline.document)) out(`${ind}           ${paint('dim', '│')} ${oneLine(line, style.maxContentLineChars)}`);
      }
    }
    for (const q of e.dbStatements) field(ind, 'db', `${q.system} ${q.operation}${q.table ? ` ${q.table}` : ''}: ${oneLine(q.statement, style.maxContentLineChars)}  (${ms(q.durationMs)}${q.rows !== null ? `, ${q.rows} rows` : ''}${q.status === 'error' ? `, ${paint('red', `error ${q.errorType}`)}` : ''})`);
    for (const t of e.toolCalls) field(ind, 'tool', `${t.toolName}${t.callId ? ` (${t.callId})` : ''}  ${ms(t.durationMs)}  ${t.status === 'error' ? paint('red', `error ${t.errorType}`) : t.status}`);
  }

  function renderSpan(span: any, depth: number) {
    const err = span.status?.code === 2 ? paint('red', `  error${span.status.message ? `: ${oneLine(span.status.message, 80)}` : ''}`) : '';
    const orphan = span.orphan ? paint('yellow', '  (parent not stored)') : '';
    out(`${'  '.repeat(depth)}${span.name}  ${paint('dim', `${span.serviceName}  ${ms(span.durationMs)}`)}${err}${orphan}`);
    for (const child of span.children ?? []) renderSpan(child, depth + 1);
  }
}

function contentSummary(c: any): string {
  return `${c.partsIncluded} part${c.partsIncluded === 1 ? '' : 's'} inlined (${c.bytesIncluded} of at most ${c.maxBytes} bytes), each read audited; reason: ${c.reason}${c.truncated ? '; some parts left out (limit)' : ''}`;
}

function countEvidence(e: any): number {
  return e.documents.length + e.dbStatements.length + e.toolCalls.length;
}

function params(p: any): string {
  if (!p) return '—';
  const known: Array<[string, unknown]> = [
    ['temperature', p.temperature],
    ['top_p', p.topP],
    ['top_k', p.topK],
    ['max_tokens', p.maxTokens],
    ['seed', p.seed],
    ['frequency_penalty', p.frequencyPenalty],
    ['presence_penalty', p.presencePenalty],
  ];
  const parts = known.filter(([, v]) => v !== null && v !== undefined).map(([k, v]) => `${k}=${v}`);
  if (p.stopSequences?.length) parts.push(`stop=${JSON.stringify(p.stopSequences)}`);
  const shown = new Set(['temperature', 'top_p', 'top_k', 'max_tokens', 'seed', 'frequency_penalty', 'presence_penalty', 'stop_sequences']);
  for (const [k, v] of Object.entries(p.asSent ?? {})) if (!shown.has(k)) parts.push(`${k}=${JSON.stringify(v)}`);
  return parts.length ? parts.join(' ') : 'none recorded';
}

function stream(s: any): string {
  if (!s) return '—';
  const base = s.streamed === null ? 'not reported whether streamed' : s.streamed ? 'streamed' : 'not streamed';
  const ttft = s.timeToFirstTokenMs !== null && s.timeToFirstTokenMs !== undefined ? `; first token after ${ms(s.timeToFirstTokenMs)}` : '';
  const incomplete = s.incomplete ? `; incomplete (${s.incompleteReason || 'no finish reason'})` : '';
  return base + ttft + incomplete;
}

/** Lines of a stored content document (`tracehold.content.v1`: messages with parts), text parts as text. */
function contentLines(doc: any): string[] {
  const data = doc && typeof doc === 'object' && 'data' in doc ? doc.data : doc;
  if (typeof data === 'string') return data.split('\n');
  if (!Array.isArray(data)) return [JSON.stringify(data)];
  const lines: string[] = [];
  for (const m of data) {
    if (m && typeof m === 'object' && Array.isArray(m.parts)) {
      const text = m.parts.map((p: any) => (p?.type === 'text' && typeof p.content === 'string' ? p.content : JSON.stringify(p))).join(' ');
      lines.push(`${m.role ?? '?'}: ${text}`);
    } else if (m && typeof m === 'object' && m.type === 'text' && typeof m.content === 'string') lines.push(m.content);
    else lines.push(JSON.stringify(m));
  }
  return lines;
}

function oneLine(s: string, max: number): string {
  const flat = String(s).replace(/\s*\n\s*/g, ' ⏎ ');
  return flat.length > max ? `${flat.slice(0, max - 1)}…` : flat;
}

function ms(v: number | null | undefined): string {
  if (v === null || v === undefined || !Number.isFinite(v)) return '— ms';
  return v >= 1000 ? `${(v / 1000).toFixed(2)} s` : `${v.toFixed(1)} ms`;
}

function dash(v: number | null | undefined): string {
  return v === null || v === undefined ? '—' : String(v);
}

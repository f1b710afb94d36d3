import type { LlmCall, LogicalCall } from '../api/types.ts';
import { can, useSession } from '../app/session.tsx';
import { formatCount, formatMs, formatTime } from '../components/format.ts';
import { ConversationPanel } from '../content/conversation-panel.tsx';
import { ReplayPanel } from '../replay/replay-panel.tsx';
import { EvidenceList } from './evidence-list.tsx';

const PARAM_LABELS: Array<[keyof LlmCall['params'], string]> = [
  ['temperature', 'temperature'],
  ['topP', 'top_p'],
  ['topK', 'top_k'],
  ['maxTokens', 'max tokens'],
  ['seed', 'seed'],
  ['frequencyPenalty', 'frequency penalty'],
  ['presencePenalty', 'presence penalty'],
];

function paramsText(call: LlmCall): string {
  const parts = PARAM_LABELS.flatMap(([k, label]) => (call.params[k] === null || call.params[k] === undefined ? [] : [`${label} ${String(call.params[k])}`]));
  if (call.params.stopSequences.length) parts.push(`stop ${JSON.stringify(call.params.stopSequences)}`);
  return parts.join(', ') || 'none recorded';
}

function streamText(call: LlmCall): string {
  const s = call.stream;
  if (s.streamed === null) return 'not reported';
  if (!s.streamed) return 'no';
  return `yes${s.timeToFirstTokenMs !== null ? `, first token after ${formatMs(s.timeToFirstTokenMs)}` : ''}${s.incomplete ? `, incomplete (${s.incompleteReason || 'no reason'})` : ''}`;
}

function attemptText(call: LlmCall, logical: LogicalCall | undefined): string {
  const a = call.attempt;
  if (!logical || logical.attemptSpanIds.length <= 1) return a.cancelled ? `cancelled (${a.cancelReason || 'no reason'})` : 'single attempt';
  const kind = a.kind ? `${a.kind}, ` : '';
  return `attempt ${a.index + 1} of ${logical.attemptSpanIds.length} (${kind}${a.outcome}); all attempts cost ${logical.cost.display}`;
}

/**
 * One LLM call: model requested vs answered, response id, parameters, tokens, cost (`—` unknown), finish reasons,
 * stream, attempts, content part states, evidence, the conversation, and the replay panel.
 */
export function LlmCallCard({ traceId, call, logical, hasReplays, focused, autoLoadContent, onContentRead }: { traceId: string; call: LlmCall; logical: LogicalCall | undefined; hasReplays: boolean; focused: boolean; autoLoadContent: boolean; onContentRead?(): void }) {
  const { me } = useSession();
  const titleId = `call-${call.spanId}`;
  const failed = call.status.code === 2 || call.status.errorType !== '';
  return (
    <article className={`card${focused ? ' focus' : ''}`} data-testid="llm-call" id={`llm-call-${call.spanId}`} aria-labelledby={titleId} tabIndex={-1}>
      <h3 id={titleId}>
        {call.requestModel || 'unknown model'}
        {call.responseModel && call.responseModel !== call.requestModel ? ` → ${call.responseModel}` : ''} <span className="muted small">{call.serviceName}</span>{' '}
        {failed && <span className="badge bad">error{call.status.errorType ? `: ${call.status.errorType}` : ''}</span>}
      </h3>
      <dl className="facts">
        <dt>Model</dt>
        <dd>
          requested {call.requestModel || '—'}, answered by {call.responseModel || '— (not reported)'}
          {call.provider ? ` (${call.provider})` : ''}
        </dd>
        <dt>Response id</dt>
        <dd className="mono">{call.responseId || '—'}</dd>
        <dt>When</dt>
        <dd>
          <time dateTime={call.startTimeIso ?? undefined}>{formatTime(call.startTimeIso)}</time> · {formatMs(call.durationMs)}
        </dd>
        <dt>Parameters</dt>
        <dd>{paramsText(call)}</dd>
        <dt>Tokens</dt>
        <dd>
          in {formatCount(call.usage.inputTokens)}, out {formatCount(call.usage.outputTokens)}
          {call.usage.cachedInputTokens ? `, cached ${formatCount(call.usage.cachedInputTokens)}` : ''}
          {call.usage.reasoningTokens ? `, reasoning ${formatCount(call.usage.reasoningTokens)}` : ''}
        </dd>
        <dt>Cost</dt>
        <dd>
          {call.cost.display}
          {call.cost.usd === null ? ' (price unknown)' : ''}
          {call.cost.reportedUsd !== null ? ` · reported by the span: ${call.cost.reportedDisplay}` : ''}
        </dd>
        <dt>Finish</dt>
        <dd>{call.finishReasons.join(', ') || '—'}</dd>
        <dt>Streamed</dt>
        <dd>{streamText(call)}</dd>
        <dt>Attempts</dt>
        <dd>{attemptText(call, logical)}</dd>
        {call.conversationId && (
          <>
            <dt>Conversation</dt>
            <dd className="mono">{call.conversationId}</dd>
          </>
        )}
        {call.promptTemplate.name && (
          <>
            <dt>Prompt template</dt>
            <dd>
              {call.promptTemplate.name} {call.promptTemplate.version}
            </dd>
          </>
        )}
        <dt>Content</dt>
        <dd>
          {(['system', 'input', 'output', 'tools'] as const).map((p) => (
            <span key={p} className="block">
              {p}: {call.content[p].words}
            </span>
          ))}
        </dd>
      </dl>
      <EvidenceList evidence={call.evidence ?? { documents: [], dbStatements: [], toolCalls: [] }} title="Evidence that fed this call" emptyWords="No retrieved documents, DB statements or tool calls are linked to this call." />
      <h3>Conversation</h3>
      <ConversationPanel traceId={traceId} call={call} autoLoad={autoLoadContent} onRead={onContentRead} />
      {(can(me, 'replays:run') || hasReplays) && <ReplayPanel traceId={traceId} call={call} />}
    </article>
  );
}

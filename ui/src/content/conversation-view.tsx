import type { ContentPartName } from '../api/types.ts';

/** The documents of one call's parts as read (redacted or raw); a part absent here was not stored or not read. */
export type PartDocuments = Partial<Record<ContentPartName, unknown>>;

interface Message {
  role: string;
  parts: unknown[];
}

function isObject(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

/** The message list of a stored document (`{schema, part, data}` or bare). */
function dataOf(document: unknown): unknown {
  return isObject(document) && 'data' in document ? document.data : document;
}

function asMessages(data: unknown, defaultRole: string): Message[] {
  if (typeof data === 'string') return [{ role: defaultRole, parts: [{ type: 'text', content: data }] }];
  if (!Array.isArray(data)) return data === undefined || data === null ? [] : [{ role: defaultRole, parts: [data] }];
  // A list of messages ({role, parts}) or a bare list of parts (system instructions are stored as parts).
  if (data.every((m) => isObject(m) && ('role' in m || 'parts' in m))) {
    return data.map((m) => {
      const o = m as Record<string, unknown>;
      const parts = Array.isArray(o.parts) ? o.parts : 'content' in o ? [{ type: 'text', content: o.content }] : [];
      return { role: typeof o.role === 'string' && o.role ? o.role : defaultRole, parts };
    });
  }
  return [{ role: defaultRole, parts: data }];
}

function pretty(value: unknown): string {
  if (typeof value === 'string') {
    try {
      return JSON.stringify(JSON.parse(value), null, 2);
    } catch {
      return value;
    }
  }
  return JSON.stringify(value, null, 2) ?? '';
}

function Part({ part }: { part: unknown }) {
  if (typeof part === 'string') return <div className="text">{part}</div>;
  if (!isObject(part)) return <pre>{pretty(part)}</pre>;
  const type = typeof part.type === 'string' ? part.type : 'unknown';
  const text = part.content ?? part.text;
  switch (type) {
    case 'text':
      return <div className="text">{typeof text === 'string' ? text : pretty(text)}</div>;
    case 'tool_call':
      return (
        <div>
          <strong>Tool call</strong> <code>{String(part.name ?? '?')}</code>
          {part.id !== undefined && <span className="muted small"> (id {String(part.id)})</span>}
          <pre aria-label="arguments">{pretty(part.arguments)}</pre>
        </div>
      );
    case 'tool_call_response':
      return (
        <div>
          <strong>Tool result</strong>
          {part.id !== undefined && <span className="muted small"> (for {String(part.id)})</span>}
          <pre>{pretty(part.response ?? part.result)}</pre>
        </div>
      );
    case 'refusal':
      return (
        <div>
          <strong>Refusal:</strong> <span className="text">{String(text ?? '')}</span>
        </div>
      );
    case 'reasoning':
      return (
        <details>
          <summary>Reasoning</summary>
          <div className="text">{String(text ?? '')}</div>
        </details>
      );
    case 'blob':
    case 'uri':
    case 'file':
      return <div className="muted">[{String(part.modality ?? type)} attachment, not shown]</div>;
    default:
      return <pre>{pretty(part)}</pre>;
  }
}

function Bubble({ message }: { message: Message }) {
  const cls = ['user', 'assistant', 'system', 'tool'].includes(message.role) ? message.role : 'tool';
  return (
    <li className={`bubble ${cls}`}>
      <div className="role">{message.role}</div>
      {message.parts.length === 0 ? <div className="muted small">(no text: only structure was recorded)</div> : message.parts.map((p, i) => <Part key={i} part={p} />)}
    </li>
  );
}

function ToolDefinitions({ document }: { document: unknown }) {
  const data = dataOf(document);
  const tools = Array.isArray(data) ? data : [];
  const nameOf = (t: unknown) => (isObject(t) ? String(t.name ?? (isObject(t.function) ? t.function.name : undefined) ?? '?') : '?');
  return (
    <details className="bubble tool">
      <summary>
        Tools offered to the model: {tools.length === 0 ? '(see definition)' : tools.map(nameOf).join(', ')}
      </summary>
      <pre>{pretty(data)}</pre>
    </details>
  );
}

/**
 * Renders an LLM call's parts as a conversation: system instructions first, then the input messages, then the
 * output (the answer), with tool calls, tool results and refusals shown as such; the offered tools apart.
 */
export function ConversationView({ parts, testId }: { parts: PartDocuments; testId: string }) {
  const messages = [
    ...(parts.system !== undefined ? asMessages(dataOf(parts.system), 'system') : []),
    ...(parts.input !== undefined ? asMessages(dataOf(parts.input), 'user') : []),
    ...(parts.output !== undefined ? asMessages(dataOf(parts.output), 'assistant') : []),
  ];
  return (
    <div className="conversation" data-testid={testId}>
      {parts.tools !== undefined && <ToolDefinitions document={parts.tools} />}
      <ol className="plain conversation">
        {messages.map((m, i) => (
          <Bubble key={i} message={m} />
        ))}
      </ol>
    </div>
  );
}

import { answerFindings, askedFields } from './asked-answer.ts';
import type { Finding } from './detector.ts';

/** How the walk redacts strings; supplied by the engine so that rules and modes apply. */
export interface MessageRedactors {
  /**
   * Free text (content parts, tool arguments and results). Null means the value was dropped. `asked`: the personal
   * fields (asked-answer.ts ASKED_* bits) that the message before asked for, so that a bare answer is read as one.
   */
  redactText(text: string, asked: number): string | null;
  /** A participant name on a message (`{role: 'user', name: 'alice'}`): personal by definition. */
  redactName(name: string): string | null;
}

// Structure that an investigator needs and that never holds user content.
const KEPT_STRING_KEYS = new Set([
  'role', 'type', 'id', 'tool_call_id', 'call_id', 'tool_use_id', 'finish_reason', 'mime_type', 'media_type',
  'modality', 'format', 'object', 'model', 'status', 'index',
]);
const TOOL_TYPES = new Set(['tool_call', 'function', 'tool_use', 'tool', 'function_call', 'tool_call_response', 'tool_result', 'server_tool_use']);

/**
 * A redacted copy of a GenAI message list in any of the common shapes (OTel `parts`, OpenAI
 * `content`/`tool_calls`, Anthropic content blocks). The input is never mutated.
 */
export function redactMessageTree(messages: unknown, redactors: MessageRedactors): unknown {
  if (typeof messages === 'string') {
    const trimmed = messages.trimStart();
    if (trimmed.startsWith('[') || trimmed.startsWith('{')) {
      let parsed: unknown;
      try {
        parsed = JSON.parse(messages);
      } catch {
        return redactors.redactText(messages, 0);
      }
      return JSON.stringify(walk(parsed, undefined, redactors));
    }
    return redactors.redactText(messages, 0);
  }
  return walk(messages, undefined, redactors);
}

// Who asks and who answers: a user's message after an assistant's (or a participant's) question. A system prompt's
// instructions ("please collect the caller's phone number") are not a question the next message answers.
const ASKING_ROLES = new Set(['assistant', 'model', 'bot', 'ai', 'agent', 'user', 'human']);
const ANSWERING_ROLES = new Set(['user', 'human']);

/**
 * A reply that puts the answer off ("one sec, let me find it", "un momento", "give me 2 minutes"): short, no digit but a
 * duration's, and nothing in it read as the value asked for — or a question back about the same field ("why do you need
 * my birthday?"). The question then stays open for the next reply, across what the asker says meanwhile ("Sure,
 * take your time") and tool messages, at most MAX_DEFERRALS times; a reply that answers, or a new question, closes it.
 */
const DEFERRAL_MAX_CHARS = 80;
const MAX_DEFERRALS = 2;

/** "give me 2 minutes", "5 min", "2分": the only digits a reply that puts the answer off has. */
const DURATION_RE = /\p{Nd}+\s*(?:min(?:ute)?s?|minut(?:os?|en?|i|y)?|mins?|secs?|seconds?|segundos?|sekunden?|secondes?|分|秒|分钟|분|초)(?![\p{L}\p{Nd}])/giu;

function putsOff(text: string, asked: number): boolean {
  if (text.length > DEFERRAL_MAX_CHARS || /\p{Nd}/u.test(text.replace(DURATION_RE, ''))) return false;
  const found: Finding[] = [];
  answerFindings(text, 0, text.length, asked, found);
  return found.length === 0;
}

function walk(node: unknown, parentKey: string | undefined, r: MessageRedactors, asked = 0): unknown {
  if (typeof node === 'string') return r.redactText(node, asked);
  if (Array.isArray(node)) {
    // A message list: each message is read knowing what the one before asked for — or the one before that, when the
    // reply between put the answer off (putsOff).
    let open = 0; // the fields asked for and not yet answered
    let askedByAnswerer = false; // the user asked: the assistant's reply answers, not the user's next message
    let deferrals = 0;
    return node.map((item) => {
      const role = roleOf(item);
      if (role === undefined) {
        open = 0;
        return walk(item, parentKey, r, asked);
      }
      const answering = ANSWERING_ROLES.has(role);
      const out = walk(item, parentKey, r, answering ? open : asked);
      const text = ASKING_ROLES.has(role) ? textOf(item) : '';
      const asks = text !== '' ? askedFields(text) : 0;
      if (asks !== 0 && answering && open !== 0 && !askedByAnswerer && (asks & ~open) === 0) {
        // "Why do you need my birthday?": a question back about the field asked for puts the answer off.
        deferrals += 1;
        if (deferrals > MAX_DEFERRALS) open = 0;
      } else if (asks !== 0) {
        open = asks;
        askedByAnswerer = answering;
        deferrals = 0;
      } else if (answering) {
        // Read as the answer above; it stays open only when this reply put it off.
        open = open !== 0 && !askedByAnswerer && deferrals < MAX_DEFERRALS && putsOff(text, open) ? open : 0;
        deferrals += 1;
      } else if (ASKING_ROLES.has(role)) {
        // The asker going on without a new question ("Sure, take your time") leaves its question open.
        if (askedByAnswerer) open = 0;
      } else if (role !== 'tool' && role !== 'function') {
        open = 0; // a system message; a tool's result leaves the question open
      }
      return out;
    });
  }
  if (node === null || typeof node !== 'object') return node;
  const obj = node as Record<string, unknown>;
  const toolish = parentKey === 'function' || parentKey === 'function_call' || (typeof obj.type === 'string' && TOOL_TYPES.has(obj.type)) || 'arguments' in obj || 'parameters' in obj;
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(obj)) {
    if (typeof v === 'string' && KEPT_STRING_KEYS.has(k)) out[k] = v;
    else if (typeof v === 'string' && k === 'name') out[k] = toolish ? v : r.redactName(v);
    else out[k] = walk(v, k, r, asked);
  }
  return out;
}

function roleOf(item: unknown): string | undefined {
  if (item === null || typeof item !== 'object' || Array.isArray(item)) return undefined;
  const role = (item as Record<string, unknown>).role;
  return typeof role === 'string' ? role.toLowerCase() : undefined;
}

/** A message's text: its `content` string, or the text of its content parts (OpenAI `text`, OTel `parts[].content`). */
function textOf(item: unknown): string {
  const obj = item as Record<string, unknown>;
  const texts: string[] = [];
  for (const key of ['content', 'parts']) {
    const v = obj[key];
    if (typeof v === 'string') texts.push(v);
    else if (Array.isArray(v)) {
      for (const part of v) {
        if (part === null || typeof part !== 'object') continue;
        const p = part as Record<string, unknown>;
        if (typeof p.text === 'string') texts.push(p.text);
        else if (typeof p.content === 'string') texts.push(p.content);
      }
    }
  }
  return texts.join('\n');
}

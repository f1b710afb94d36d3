import { answerFindings, askedFields, REFUSAL_RE } from './asked-answer.ts';
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
const ASKING_ROLES = new Set(['assistant', 'model', 'bot', 'chatbot', 'ai', 'agent', 'user', 'human', 'customer']);
const ANSWERING_ROLES = new Set(['user', 'human', 'customer']);
/** Role words of other shapes, as the roles above (Dialogflow's participantRole, support tools' authors). */
const ROLE_ALIASES: ReadonlyMap<string, string> = new Map([
  ['end_user', 'user'], ['enduser', 'user'], ['client', 'customer'], ['visitor', 'customer'], ['automated_agent', 'agent'],
  ['human_agent', 'agent'], ['operator', 'agent'], ['virtual_agent', 'agent'], ['assistant_agent', 'agent'],
]);
/** The roles a member other than `role` may name (ROLE_KEYS): a value outside them makes the element no message. */
const KNOWN_ROLES = new Set([...ASKING_ROLES, 'system', 'developer', 'tool', 'function']);
/**
 * Members that name a message's role besides `role`: Haystack's `_role`, Semantic Kernel's `Role` (`{"Label": "user"}`),
 * Rasa's `event` (`"user"`, `"bot"`), `speaker`, `sender`, `author`.
 */
const ROLE_KEYS = ['_role', 'Role', 'event', 'speaker', 'sender', 'author', 'from', 'who', 'participantRole', 'participant_role'];
/** Every member messageRole reads a role from, for callers that look for a message before parsing one. */
export const MESSAGE_ROLE_KEYS: readonly string[] = ['role', 'type', 'source', ...ROLE_KEYS];
/** Every value messageRole takes for a role (an app's own shape has nothing else to be known by). */
export const ROLE_WORDS: readonly string[] = [...KNOWN_ROLES, ...ROLE_ALIASES.keys()];
/** Members of an app's own message shape that hold no text (its role's member aside). */
const NOT_TEXT_KEY_RE = /(?:^|_)(?:id|ids|at|time|timestamp|ts|type|status|model|lang|language|locale|channel|intent)$/i;
const NOT_TEXT_CAMEL_KEY_RE = /[a-z](?:Id|Ids|At|Time|Timestamp|Ts|Type|Status|Model|Lang|Language|Locale|Channel|Intent)$/;

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

/** The asker's message ends with a question: one about something else closes the question still open. */
const ENDS_WITH_QUESTION_RE = /[?？؟][\s"'”’)\]」』]*$/u;

function putsOff(text: string, asked: number): boolean {
  if (text.length > DEFERRAL_MAX_CHARS || /\p{Nd}/u.test(text.replace(DURATION_RE, '')) || REFUSAL_RE.test(text)) return false;
  const found: Finding[] = [];
  answerFindings(text, 0, text.length, asked, found);
  return found.length === 0;
}

/**
 * The question open in a message list as it is read in order: which personal fields (asked-answer.ts ASKED_* bits) a
 * message answers bare — what the message before asked for, or the one before that when the reply between put the
 * answer off (putsOff). Used by the message-list walk here and by the structured walker (redact-structured.ts) for
 * message lists inside span attributes and log bodies. Real state for one list.
 */
export class OpenQuestion {
  private open = 0; // the fields asked for and not yet answered
  private askedByAnswerer = false; // the user asked: the assistant's reply answers, not the user's next message
  private deferrals = 0;

  /** The fields a message of `role` (messageRole) answers: 0 unless the role answers and a question is open. */
  fieldsFor(role: string): number {
    return ANSWERING_ROLES.has(role) ? this.open : 0;
  }

  /** After a message of `role` whose text (messageText) is `text`; `text` is read only for a role that asks. */
  after(role: string, item: unknown): void {
    const answering = ANSWERING_ROLES.has(role);
    const text = ASKING_ROLES.has(role) ? messageText(item) : '';
    const asks = text !== '' ? askedFields(text) : 0;
    if (asks !== 0 && answering && this.open !== 0 && !this.askedByAnswerer && (asks & this.open) !== 0) {
      // "Why do you need my birthday?", "where is it on the ID card?": a question back about the field asked for puts the
      // answer off.
      this.deferrals += 1;
      if (this.deferrals > MAX_DEFERRALS) this.open = 0;
    } else if (asks !== 0) {
      this.open = asks;
      this.askedByAnswerer = answering;
      this.deferrals = 0;
    } else if (answering) {
      // Read as the answer above; it stays open only when this reply put it off.
      const stays = this.open !== 0 && !this.askedByAnswerer && this.deferrals < MAX_DEFERRALS && putsOff(text, this.open);
      if (!stays) this.open = 0;
      this.deferrals += 1;
    } else if (ASKING_ROLES.has(role)) {
      // The asker going on without a new question ("Sure, take your time") leaves its question open; a question about
      // something else ("Which version would you like?") closes it.
      if (this.askedByAnswerer || ENDS_WITH_QUESTION_RE.test(text)) this.open = 0;
    } else if (role !== 'tool' && role !== 'function') {
      this.open = 0; // a system message; a tool's result leaves the question open
    }
  }
}

function walk(node: unknown, parentKey: string | undefined, r: MessageRedactors, asked = 0): unknown {
  if (typeof node === 'string') return r.redactText(node, asked);
  if (Array.isArray(node)) {
    // A message list: each message is read knowing what the one before asked for (OpenQuestion).
    const question = new OpenQuestion();
    return node.map((item) => {
      const role = messageRole(item);
      // An element that is no message (a Rasa action or slot event, an OpenAI Agents function call) leaves the question open.
      if (role === undefined) return walk(item, parentKey, r, asked);
      const out = walk(item, parentKey, r, question.fieldsFor(role) || asked);
      question.after(role, item);
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

// LangChain's serialized messages name the role by their type: `{"type": "human", "data": {"content": …}}`
// (messages_to_dict), `{"lc": 1, "type": "constructor", "id": […, "HumanMessage"], "kwargs": {"content": …}}` (dumpd).
const TYPE_ROLES: ReadonlyMap<string, string> = new Map([
  ['human', 'human'], ['ai', 'ai'], ['system', 'system'], ['tool', 'tool'], ['function', 'function'], ['chat', 'assistant'],
  ['humanmessage', 'human'], ['aimessage', 'ai'], ['systemmessage', 'system'], ['toolmessage', 'tool'], ['functionmessage', 'function'],
  ['humanmessagechunk', 'human'], ['aimessagechunk', 'ai'],
]);

/**
 * The role of a message in a list, lower-cased, or undefined for an element that is no message: `role` (OpenAI,
 * Anthropic, Gemini, OTel GenAI, LlamaIndex), LangChain's type (TYPE_ROLES), AutoGen's `source` on a `…Message` or
 * `…Event` (`"user"` answers; an agent's name asks).
 */
export function messageRole(item: unknown): string | undefined {
  if (item === null || typeof item !== 'object' || Array.isArray(item)) return undefined;
  const obj = item as Record<string, unknown>;
  if (typeof obj.role === 'string') return obj.role.toLowerCase();
  for (const key of ROLE_KEYS) {
    let v = obj[key];
    if (v !== null && typeof v === 'object' && !Array.isArray(v)) v = (v as Record<string, unknown>).Label ?? (v as Record<string, unknown>).label;
    if (typeof v !== 'string') continue;
    const role = roleWord(v);
    if (role !== undefined) return role;
  }
  const own = ownShape(obj);
  if (own !== undefined) return own.role;
  const type = typeof obj.type === 'string' ? obj.type.toLowerCase() : undefined;
  if (type !== undefined) {
    if (type === 'constructor' && Array.isArray(obj.id)) {
      const last = obj.id[obj.id.length - 1];
      return typeof last === 'string' ? TYPE_ROLES.get(last.toLowerCase()) : undefined;
    }
    if (TYPE_ROLES.has(type) && ('content' in obj || 'data' in obj)) return TYPE_ROLES.get(type);
    if (typeof obj.source === 'string' && (type.endsWith('message') || type.endsWith('event'))) {
      return obj.source.toLowerCase() === 'user' ? 'user' : 'agent';
    }
  }
  return undefined;
}

function roleWord(v: string): string | undefined {
  const role = v.toLowerCase();
  return KNOWN_ROLES.has(role) ? role : ROLE_ALIASES.get(role);
}

/**
 * An app's own message shape (`{"r": "bot", "t": "…"}`, `{"who": "user", "said": "…"}`): exactly one short member whose
 * value is a role word, and text in the others. Its text members are the string members but the role's and those named
 * like ids, times and types (NOT_TEXT_KEY_RE).
 */
function ownShape(obj: Record<string, unknown>): { role: string; roleKey: string } | undefined {
  if ('content' in obj || 'text' in obj) return undefined; // a known shape whose role is not known: no message
  let found: { role: string; roleKey: string } | undefined;
  for (const [key, v] of Object.entries(obj)) {
    if (typeof v !== 'string' || v.length > 16) continue;
    const role = roleWord(v);
    if (role === undefined) continue;
    if (found !== undefined) return undefined; // two role words: a record, not a message
    found = { role, roleKey: key };
  }
  return found;
}

/**
 * The members of message `item` whose strings are what was said, for the structured walker (redact-structured.ts): the
 * known text members (MESSAGE_TEXT_KEYS, LangChain's `data` and `kwargs`), or an app's own shape's (ownShape).
 */
export function messageTextKeys(item: unknown): ReadonlySet<string> {
  const obj = item as Record<string, unknown>;
  if (MESSAGE_TEXT_KEYS.some((k) => k in obj) || 'data' in obj || 'kwargs' in obj) return KNOWN_TEXT_KEYS;
  const own = ownShape(obj);
  if (own === undefined) return KNOWN_TEXT_KEYS;
  return new Set(Object.keys(obj).filter((k) => k !== own.roleKey && typeof obj[k] === 'string' && !NOT_TEXT_KEY_RE.test(k) && !NOT_TEXT_CAMEL_KEY_RE.test(k) && !ROLE_KEYS.includes(k)));
}

/** The members of a message that hold what was said (Cohere's `message`, Haystack's `_content`, Semantic Kernel's `Items`). */
export const MESSAGE_TEXT_KEYS: readonly string[] = ['content', 'parts', 'text', 'message', '_content', 'Content', 'items', 'Items', 'body', 'utterance'];
/** MESSAGE_TEXT_KEYS, their parts' `Text`, and LangChain's holders of them. */
export const KNOWN_TEXT_KEYS: ReadonlySet<string> = new Set([...MESSAGE_TEXT_KEYS, 'Text', 'data', 'kwargs']);

/**
 * A message's text: its `content` string, or the text of its content parts (OpenAI `text`, OTel `parts[].content`);
 * LangChain's inside `data` or `kwargs`; the other members of MESSAGE_TEXT_KEYS.
 */
export function messageText(item: unknown): string {
  const obj = item as Record<string, unknown>;
  const texts: string[] = [];
  for (const holder of [obj, obj.data, obj.kwargs]) {
    if (holder === null || typeof holder !== 'object' || Array.isArray(holder)) continue;
    for (const key of MESSAGE_TEXT_KEYS) {
      const v = (holder as Record<string, unknown>)[key];
      if (typeof v === 'string') texts.push(v);
      else if (Array.isArray(v)) {
        for (const part of v) {
          if (typeof part === 'string') texts.push(part);
          if (part === null || typeof part !== 'object') continue;
          const p = part as Record<string, unknown>;
          if (typeof p.text === 'string') texts.push(p.text);
          else if (typeof p.content === 'string') texts.push(p.content);
          else if (typeof p.Text === 'string') texts.push(p.Text);
        }
      }
    }
  }
  if (texts.length === 0) {
    const keys = messageTextKeys(item);
    if (keys !== KNOWN_TEXT_KEYS) for (const k of keys) texts.push(obj[k] as string);
  }
  return texts.join('\n');
}

/**
 * Key-based rules at any depth. Personal data hides inside structured values — OpenInference's
 * `llm.invocation_parameters` (`{"model": "gpt-4o", "user": "alice@example.com"}`), OpenLLMetry's
 * `llm.headers`, tool arguments, `http.request.body` dumps, kvlist (object) attributes, arrays of objects,
 * structured log bodies. This module walks such values — AnyValue kvlists and arrays, and strings that
 * are JSON objects or arrays — and applies to every key inside what the engine applies to attribute keys:
 * protected keys stay, personal keys (`user.email`, `user_id`, `user` in request parameters) make the
 * whole value one entity, secret-looking names (`password`, `authorization`, `api_key`) are judged as
 * credentials, and everything else goes through the free-text detectors (keys too: maps keyed by e-mail).
 *
 * JSON text is rewritten in place: only the redacted values change (a dropped member or element is
 * removed with its comma), so key order, duplicate keys, number spelling and whitespace survive, and a
 * clean JSON string comes back as the same string. Text that is not valid JSON is free text.
 *
 * Bounded: nesting (JSON inside JSON strings included) deeper than MAX_DEPTH, or JSON text longer than
 * MAX_JSON_CHARS, is read as free text instead; every character is visited a bounded number of times.
 */
import { CleanValues } from './clean-values.ts';
import type { AttrValue } from '../../../schemas/span.ts';
import { isStatementText, startsLikeStatement } from './detect-embedded-sql.ts';
import { isGraphqlOperationText, startsLikeGraphql } from './detect-embedded-graphql.ts';
import { isLoginMember } from './detect-logins.ts';
import type { EntityType } from './entity-type.ts';
import { isHeaderDumpKey, isHostParent, isParameterObjectKey, isPersonSiblingValue, isRequestUserKey, personalParentOf } from './key-classifier.ts';
import type { SecretName } from './secret-key-names.ts';
import { KNOWN_TEXT_KEYS, MESSAGE_ROLE_KEYS, messageRole, messageTextKeys, OpenQuestion, ROLE_WORDS } from './redact-messages.ts';

/** Findings per entity type, added to by every call. */
export type EntityCounts = Partial<Record<EntityType, number>>;

/** What a key makes of its value. */
export type KeyRule =
  | { kind: 'protected' }
  /** The whole scalar value is one entity (an end-user id, an e-mail under `user.email`). */
  | { kind: 'whole'; type: EntityType }
  /** A secret-looking name: the value is judged as a credential, then read as text. */
  | { kind: 'credential'; name: string; secret: SecretName; modeKey: string | undefined; contextKey: string | undefined }
  /**
   * Free text, read with the detect mode of `modeKey` (header dump, query string) when given, and with
   * `contextKey` as the words before it (`phone: 4155552671` is a phone number, `4155552671` alone is not).
   */
  | { kind: 'text'; modeKey: string | undefined; contextKey: string | undefined };

/** Where an object sits, for the rules of the keys inside it. */
export interface ObjectScope {
  /** The key whose value the object is ('' at the root of a keyless value). */
  parentKey: string;
  /** A request-parameter object (`user` there is the end user), by its key or by a `model` member. */
  parameters: boolean;
  /** Inside a header dump (`llm.headers`, `headers`): credential names are read the header-dump way. */
  headerDump: boolean;
  /** The parent's `user`/`enduser`/`client`… when `<parent>.<key>` can be a personal key, else null. */
  personalParent: string | null;
  /** The parent names a host (`server`, `destination`, …): its `address` is a host's, not a street address. */
  hostParent: boolean;
}

/** What the walker needs from the PII engine. Every function adds what it redacted to `counts`. */
export interface StructuredRules {
  attributeKeyRule(key: string): KeyRule;
  nestedKeyRule(key: string, scope: ObjectScope): KeyRule;
  /** Free text through the detectors, read after `contextKey` when given; null when a drop rule matched. */
  redactText(text: string, modeKey: string | undefined, counts: EntityCounts, contextKey?: string): string | null;
  /**
   * A message's text that answers a question asking for `asked` (asked-answer.ts ASKED_* bits): its value is found
   * without a label, as in a GenAI message list. Null when a drop rule matched.
   */
  redactAnswer(text: string, asked: number, counts: EntityCounts): string | null;
  /** A key of an object (a map's key may be data) through the detectors; null when a drop rule matched. */
  redactKeyText(key: string, counts: EntityCounts): string | null;
  /** A protected key's value through the detectors whose findings are certain in any text (pii-engine.ts). */
  redactProtected(text: string, counts: EntityCounts): string;
  /** The whole value as one entity: its replacement, null for a drop rule, undefined when the type is off. */
  redactWhole(type: EntityType, value: string, counts: EntityCounts): string | null | undefined;
  /** A value under a secret-looking name: the text unchanged when it is no credential; null for drop. */
  redactCredential(name: string, secret: SecretName, value: string, counts: EntityCounts): string | null;
}

/** Options of one `redactValue` call. */
export interface RedactValueOptions {
  /** The value (an object, or JSON text of one) is a request-parameter object, e.g. a ledger's params. */
  parameters?: boolean;
}

/**
 * Redacts values of any shape with key rules at every depth. Stateless between calls apart from the
 * engine's caches; the input value is never mutated (objects and arrays are copied, strings rebuilt).
 */
export interface StructuredRedactor {
  /**
   * The value held under attribute `key` (undefined for a keyless value such as a log body). Returns
   * the redacted value, or undefined when a drop rule removes all of it.
   */
  redactValue(value: AttrValue, key: string | undefined, counts: EntityCounts, options?: RedactValueOptions): AttrValue | undefined;
}

/** Nesting bound, as the OTLP decoder's AnyValue bound. */
export const MAX_DEPTH = 32;
/** Longer JSON text is read as free text (one detector pass), not walked. */
export const MAX_JSON_CHARS = 1 << 20;
const SCOPE_CACHE_MAX = 4096;
/** For values that hold no object: never read. */
const NO_SCOPE: ObjectScope = Object.freeze({ parentKey: '', parameters: false, headerDump: false, personalParent: null, hostParent: false });

const TEXT_RULE: KeyRule = { kind: 'text', modeKey: undefined, contextKey: undefined };
/** A member naming a model makes an object an LLM request's parameters (OpenAI, LangChain, Bedrock). */
const MODEL_KEYS: readonly string[] = ['model', 'model_name', 'model_id', 'modelId'];
/** An element of a JSON array may be a message: its object is parsed to read its role (messageRole) when it has one of these. */
const MESSAGE_HINT_RE = new RegExp(String.raw`"(?:${MESSAGE_ROLE_KEYS.join('|')})"\s*:|:\s*"(?:${ROLE_WORDS.join('|')})"`, 'i');
/** A longer element is read as no message (a message list's element is a message, not a document). */
const MAX_MESSAGE_CHARS = 1 << 18;
/**
 * A chat call's new user message beside its history (LlamaIndex `{"message": …, "chat_history": […]}`, LangChain
 * `{"input": …, "chat_history": […]}`): a string under one of these keys in an object that also holds a message list is
 * that list's next user message, read as the answer to the question the list left open.
 */
const NEXT_MESSAGE_KEYS: ReadonlySet<string> = new Set(['input', 'message', 'question', 'query', 'user_input', 'human_input', 'new_message', 'user_message']);
/**
 * A value whose field a sibling names: a validation error (Pydantic's `{"loc": ["body", "email"], "input": …}`, Joi's
 * `{"key": "email", "value": …}`, Spring's `{"field": "email", "rejectedValue": …}`, class-validator's `property`,
 * express-validator's `path`), a name–value list (HAR headers `{"name": "Authorization", "value": …}`, OTLP JSON
 * attributes `{"key": "user.email", "value": …}`, M-Pesa's `{"Name": "PhoneNumber", "Value": …}`), a detector's finding
 * (`{"type": "PASSWORD", "value": …}`). The value takes the named field's rule when that rule is a personal key's or a
 * credential's; otherwise its own.
 */
const FIELD_NAME_KEYS: readonly string[] = ['key', 'field', 'label', 'path', 'loc', 'property', 'param', 'attribute', 'name', 'Name', 'Key', 'Field'];
const TYPE_FIELD_KEY = 'type';
/** A `type` names a field only as a detector writes it (`PASSWORD`, `EMAIL_ADDRESS`), not a form's input type (`email`). */
function detectorTypeName(value: unknown): string | undefined {
  return typeof value === 'string' && /^[A-Z][A-Z_]{1,40}$/.test(value) ? value : undefined;
}
const NAMED_VALUE_KEYS: ReadonlySet<string> = new Set(['value', 'Value', 'input', 'input_value', 'rejectedValue', 'rejected_value', 'invalid_value', 'invalids', 'stringValue']);

/**
 * A statement's parameters beside it in a structured log record or JSON text (Kysely's `{sql, parameters: […]}`,
 * Slonik's `{sql, values: […]}`, Laravel's `{query, bindings: […]}`): the parameters are the statement's literals
 * (SQL_LITERAL, as the statement's own literals in text are: detect-embedded-sql.ts).
 */
const STATEMENT_MEMBER_KEYS: readonly string[] = ['sql', 'query', 'statement', 'text', 'queryText', 'Statement', 'Query', 'document'];
/**
 * A GraphQL request's operation name: its `variables` are the operation's literals even without the document beside them
 * (a persisted query, a server's log of the request's parameters).
 */
const OPERATION_NAME_KEYS: readonly string[] = ['operationName', 'OperationName'];
const PARAMETER_MEMBER_KEYS: ReadonlySet<string> = new Set([
  'parameters', 'params', 'bindings', 'binds', 'values', 'args', 'arguments', 'PlaceholderValues', 'placeholderValues',
  // A GraphQL-over-HTTP request's variables beside its `query` (detect-embedded-graphql.ts); Hasura's bound arguments.
  'variables', 'Variables', 'prepared_arguments',
]);
const SQL_LITERAL_RULE: KeyRule = { kind: 'whole', type: 'SQL_LITERAL' };
/**
 * A bare `name` (a string, under no parent that says whose) beside a field of a person's record — `{"name": …,
 * "phone": …}` in a zap line, Segment's traits, a Graph `emailAddress` — is a person's: read at the end of its object,
 * with the rule of `full_name` when a sibling's rule is a person's field and its value that field's form
 * (key-classifier.ts isPersonSiblingValue).
 */
const BARE_NAME_KEY = 'name';
/** `name` as .NET and Go write it too (`{"Name": …, "Phone": …}`). */
function isBareNameKey(key: string): boolean {
  return key === BARE_NAME_KEY || key === 'Name';
}
const PERSON_NAME_KEY = 'full_name';
/** A person's name has letters and no digit (an order's `"name": "#1047"` beside its e-mail is no person's). */
const NAME_TEXT_RE = /^[^\p{N}]{0,100}\p{L}[^\p{N}]{0,100}$/u;

function isPersonField(rule: KeyRule, value: unknown): boolean {
  return rule.kind === 'whole' && typeof value === 'string' && isPersonSiblingValue(rule.type, value);
}

/** A GraphQL request's variables, which may come as JSON text in a string (before the `query` that says so). */
function isVariablesKey(key: string): boolean {
  return key === 'variables' || key === 'Variables';
}

/**
 * Whether a member is literals: a statement's parameters beside a SQL statement, or a GraphQL operation's `variables`
 * beside the operation or its `operationName` (only those: `{operationName: "GetObject", params: {…}}` is an AWS call's).
 */
function isLiteralMember(key: string, statement: boolean, operation: boolean): boolean {
  return isVariablesKey(key) ? operation : statement && PARAMETER_MEMBER_KEYS.has(key);
}

function hasParameterMember(value: { [key: string]: AttrValue }): boolean {
  for (const key in value) if (PARAMETER_MEMBER_KEYS.has(key)) return true;
  return false;
}

/**
 * A one-digit number under a personal key is no phone number, e-mail, birth date or national id: a MongoDB index's key
 * pattern or a projection (`{"contact.phone": 1}`, `{"email": -1}`). An end user's id or a coordinate may be one.
 */
function isOneDigitValue(rule: KeyRule, value: number): boolean {
  return rule.kind === 'whole' && rule.type !== 'USER' && rule.type !== 'LOCATION' && Number.isInteger(value) && value > -10 && value < 10;
}

/** The field a field-name member names: its string, or the last string of its path. */
function fieldNameOf(v: unknown): string | undefined {
  if (typeof v === 'string') return v.length > 0 && v.length <= 64 ? v : undefined;
  if (Array.isArray(v)) {
    for (let i = v.length - 1; i >= 0; i--) if (typeof v[i] === 'string') return fieldNameOf(v[i]);
  }
  return undefined;
}
/** Returned by the JSON reader when the text is not JSON (or too deep): read it as free text. */
const NOT_JSON = Symbol('not-json');
/** Thrown inside the reader to unwind to `read` (one shared instance: its stack is never looked at). */
const NOT_JSON_SIGNAL = new Error('not JSON');

export function createStructuredRedactor(rules: StructuredRules): StructuredRedactor {
  const clean = new CleanValues();
  // Keys repeat (attribute keys, JSON member names): their scopes are computed once. Bounded: cleared when full.
  const scopes = new Map<string, ObjectScope>();
  function childScope(key: string): ObjectScope {
    let scope = scopes.get(key);
    if (scope === undefined) {
      if (scopes.size >= SCOPE_CACHE_MAX) scopes.clear();
      scope = Object.freeze({
        parentKey: key,
        parameters: isParameterObjectKey(key),
        headerDump: isHeaderDumpKey(key),
        personalParent: personalParentOf(key),
        hostParent: isHostParent(key),
      });
      scopes.set(key, scope);
    }
    return scope;
  }

  /**
   * A scalar string under `rule`; null = drop. `asked`: the personal fields a message list's question left open for the
   * message this string is in (OpenQuestion), 0 outside one.
   */
  function redactString(value: string, rule: KeyRule, scope: ObjectScope, counts: EntityCounts, depth: number, asked = 0, textKeys = KNOWN_TEXT_KEYS): string | null {
    switch (rule.kind) {
      case 'protected':
        return rules.redactProtected(value, counts);
      case 'whole': {
        if (value.length === 0) return value;
        const r = rules.redactWhole(rule.type, value, counts);
        if (r !== undefined) return r;
        break; // the type is switched off: its value is ordinary text
      }
      case 'credential': {
        const r = rules.redactCredential(rule.name, rule.secret, value, counts);
        if (r !== value) return r;
        break; // not a credential: still text that may hold an e-mail or a card
      }
      case 'text':
        if (rule.contextKey !== undefined && isLoginMember(rule.contextKey, value)) {
          const r = rules.redactWhole('USER', value, counts);
          if (r !== undefined) return r;
        }
        break;
    }
    const first = value.charCodeAt(0);
    if ((first === 123 /* { */ || first === 91) /* [ */ && value.length <= MAX_JSON_CHARS && depth < MAX_DEPTH) {
      const json = redactJsonText(value, scope, counts, depth, asked, textKeys);
      if (json !== NOT_JSON) return json;
    }
    if (asked !== 0 && rule.kind === 'text' && rule.modeKey === undefined) return rules.redactAnswer(value, asked, counts);
    if (rule.kind === 'text' || rule.kind === 'credential') return rules.redactText(value, rule.modeKey, counts, rule.contextKey);
    return rules.redactText(value, undefined, counts);
  }

  /** A number under `rule`: personal keys and credentials see its decimal text; large integers are scanned. */
  function redactNumber(value: number, rule: KeyRule, counts: EntityCounts): AttrValue | undefined {
    if (isOneDigitValue(rule, value)) return value;
    if (rule.kind === 'whole') {
      const r = rules.redactWhole(rule.type, String(value), counts);
      if (r !== undefined) return r === null ? undefined : r;
    } else if (rule.kind === 'credential') {
      const text = String(value);
      const r = rules.redactCredential(rule.name, rule.secret, text, counts);
      if (r !== text) return r === null ? undefined : r;
    } else if (rule.kind === 'protected') {
      return value;
    }
    // A card number or phone sent as an int is still personal data.
    if (!Number.isInteger(value) || Math.abs(value) < 1e6) return value;
    const text = String(value);
    const r = rules.redactText(text, undefined, counts, rule.kind === 'text' ? rule.contextKey : undefined);
    if (r === null) return undefined;
    return r === text ? value : r;
  }

  // The question a message list just walked left open for the user's next message (NEXT_MESSAGE_KEYS), 0 after anything else.
  let listOpen = 0;

  function redactAny(value: AttrValue, rule: KeyRule, scope: ObjectScope, counts: EntityCounts, depth: number, asked = 0, textKeys = KNOWN_TEXT_KEYS): AttrValue | undefined {
    if (typeof value === 'string') {
      const r = redactString(value, rule, scope, counts, depth, asked, textKeys);
      return r === null ? undefined : r;
    }
    if (typeof value === 'number') return redactNumber(value, rule, counts);
    if (value === null || typeof value === 'boolean') return value;
    if (Array.isArray(value)) {
      // Elements are values of the same key: every id of `enduser.id: [a, b]` is an end-user id. In a message list a
      // message is read knowing what the one before asked for (OpenQuestion).
      const out: AttrValue[] = [];
      let question: OpenQuestion | undefined;
      for (const v of value) {
        // A message, or JSON text of one (an array attribute of JSON strings); anything else leaves the question open.
        const message = typeof v === 'string' ? parsedMessage(v) : v;
        const role = messageRole(message);
        if (role !== undefined) question ??= new OpenQuestion();
        const r = role === undefined
          ? redactAny(v, rule, scope, counts, depth + 1, asked)
          : redactAny(v, rule, scope, counts, depth + 1, question!.fieldsFor(role) || asked, messageTextKeys(message));
        if (role !== undefined) question!.after(role, message);
        if (r !== undefined) out.push(r);
      }
      listOpen = question?.fieldsFor('user') ?? 0;
      return out;
    }
    const r = rule === SQL_LITERAL_RULE ? redactLiterals(value, scope, counts, depth + 1) : redactObject(value, scope, counts, depth + 1, asked, textKeys);
    listOpen = 0;
    return r;
  }

  /** A statement's named parameters (`{"email": …}`) or a GraphQL input object: every value a literal, the keys kept. */
  function redactLiterals(value: { [key: string]: AttrValue }, scope: ObjectScope, counts: EntityCounts, depth: number): AttrValue {
    const out: Record<string, AttrValue> = {};
    for (const key of Object.keys(value)) {
      const r = redactAny(value[key]!, SQL_LITERAL_RULE, childScope(key), counts, depth);
      const newKey = r === undefined ? null : rules.redactKeyText(key, counts);
      if (newKey !== null) out[newKey] = r!;
    }
    return out;
  }

  function redactObject(value: { [key: string]: AttrValue }, scope: ObjectScope, counts: EntityCounts, depth: number, asked: number, textKeys: ReadonlySet<string>): AttrValue {
    const inner: ObjectScope = { ...scope, parameters: scope.parameters || MODEL_KEYS.some((k) => typeof value[k] === 'string') };
    const out: Record<string, AttrValue> = {};
    // The next message beside a message list is read after the list (NEXT_MESSAGE_KEYS); the keys keep their order.
    const results = new Map<string, AttrValue | undefined>();
    let open = 0;
    let next: string[] | undefined;
    const named = namedRule(FIELD_NAME_KEYS.map((k) => fieldNameOf(value[k])).find((n) => n !== undefined) ?? detectorTypeName(value[TYPE_FIELD_KEY]), inner);
    const members = hasParameterMember(value);
    const statement = members && STATEMENT_MEMBER_KEYS.some((k) => typeof value[k] === 'string' && isStatementText(value[k]));
    const operation =
      members &&
      (STATEMENT_MEMBER_KEYS.some((k) => typeof value[k] === 'string' && isGraphqlOperationText(value[k])) || OPERATION_NAME_KEYS.some((k) => typeof value[k] === 'string'));
    const nameKey = typeof value[BARE_NAME_KEY] === 'string' ? BARE_NAME_KEY : 'Name';
    const nameValue = value[nameKey];
    const bareName = inner.personalParent === null && typeof nameValue === 'string' && NAME_TEXT_RE.test(nameValue) && named === undefined;
    let person = false;
    for (const key of Object.keys(value)) {
      if ((NEXT_MESSAGE_KEYS.has(key) && typeof value[key] === 'string') || (bareName && key === nameKey)) {
        (next ??= []).push(key);
        continue;
      }
      listOpen = 0;
      const rule = isLiteralMember(key, statement, operation) ? SQL_LITERAL_RULE : named !== undefined && NAMED_VALUE_KEYS.has(key) ? named : rules.nestedKeyRule(key, inner);
      if (bareName && !person) person = isPersonField(rule, value[key]);
      results.set(key, redactAny(value[key]!, rule, childScope(key), counts, depth, asked !== 0 && textKeys.has(key) ? asked : 0));
      if (listOpen !== 0) open = listOpen;
    }
    for (const key of next ?? []) {
      const rule = named !== undefined && NAMED_VALUE_KEYS.has(key) ? named : rules.nestedKeyRule(person && key === nameKey ? PERSON_NAME_KEY : key, inner);
      results.set(key, redactAny(value[key]!, rule, childScope(key), counts, depth, open || (textKeys.has(key) ? asked : 0)));
    }
    for (const key of Object.keys(value)) {
      const r = results.get(key);
      if (r === undefined) continue;
      // Keys are data too when an object is a map (keyed by e-mail, by phone number).
      const newKey = rules.redactKeyText(key, counts);
      if (newKey !== null) out[newKey] = r;
    }
    return out;
  }

  /** The rule of the field a sibling names (FIELD_NAME_KEYS), when it is a personal key's or a credential's. */
  function namedRule(field: string | undefined, scope: ObjectScope): KeyRule | undefined {
    if (field === undefined) return undefined;
    const rule = rules.nestedKeyRule(field, scope);
    return rule.kind === 'whole' || rule.kind === 'credential' ? rule : undefined;
  }

  function redactJsonText(text: string, scope: ObjectScope, counts: EntityCounts, depth: number, asked: number, textKeys: ReadonlySet<string>): string | typeof NOT_JSON {
    const reader = new JsonTextReader(text, rules, redactString, childScope, counts, namedRule);
    return reader.read(scope, depth, asked, textKeys);
  }

  return {
    redactValue(value, key, counts, options) {
      if (key !== undefined && (typeof value !== 'object' || value === null)) {
        // The hot path: a scalar attribute. A string that may be JSON still needs its key's scope.
        const rule = rules.attributeKeyRule(key);
        if (typeof value === 'number') return redactNumber(value, rule, counts);
        if (typeof value !== 'string') return value;
        const first = value.charCodeAt(0);
        if (first !== 123 && first !== 91) {
          if (rule.kind !== 'text') return redactString(value, rule, NO_SCOPE, counts, 0) ?? undefined;
          // Values repeat across spans: one seen clean under this key's rule is clean again (clean-values.ts).
          if (clean.has(rule, value)) return value;
          const r = redactString(value, rule, NO_SCOPE, counts, 0);
          if (r === value) clean.add(rule, value);
          return r ?? undefined;
        }
      }
      const parameters = options?.parameters === true;
      if (key === undefined) return redactAny(value, TEXT_RULE, { ...NO_SCOPE, parameters }, counts, 0);
      const scope = parameters ? { ...childScope(key), parameters } : childScope(key);
      return redactAny(value, rules.attributeKeyRule(key), scope, counts, 0);
    },
  };
}


interface Edit {
  start: number;
  end: number;
  text: string;
}

/** A member of an object or an element of an array: its extent, and whether it is dropped. */
interface Item {
  start: number;
  end: number;
  dropped: boolean;
}

/** A member whose rule waits for the end of its object (`user` before a `model` member). */
interface Deferred {
  key: string;
  item: Item;
  valueStart: number;
  /** The next user message beside a message list (NEXT_MESSAGE_KEYS), read with the question the list left open. */
  next: boolean;
  /** A value whose field a sibling may name (NAMED_VALUE_KEYS). */
  named: boolean;
  /** A statement's parameters, when a later sibling holds the statement (PARAMETER_MEMBER_KEYS). */
  parameters?: boolean;
  /** A bare `name`, a person's when a sibling is a person's field (BARE_NAME_KEY). */
  bareName?: boolean;
}

type RedactStringFn = (value: string, rule: KeyRule, scope: ObjectScope, counts: EntityCounts, depth: number, asked: number) => string | null;

/** JSON text of one message (MESSAGE_HINT_RE), parsed; undefined for anything else. */
function parsedMessage(text: string): unknown {
  if (text.charCodeAt(0) !== 123 || text.length > MAX_MESSAGE_CHARS || !MESSAGE_HINT_RE.test(text)) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}


/**
 * A strict JSON reader over the text that records edits instead of building a tree. Private: real
 * state (position, edits) for one text; a new one per JSON string.
 */
class JsonTextReader {
  private pos = 0;
  private readonly edits: Edit[] = [];
  /** The question the message list just read left open for the user's next message, 0 after anything else. */
  private listOpen = 0;

  constructor(
    private readonly text: string,
    private readonly rules: StructuredRules,
    private readonly redactString: RedactStringFn,
    private readonly childScope: (key: string) => ObjectScope,
    private readonly counts: EntityCounts,
    private readonly namedRule: (field: string | undefined, scope: ObjectScope) => KeyRule | undefined,
  ) {}

  /** The rewritten text, the same string when nothing changed, or NOT_JSON. */
  read(scope: ObjectScope, depth: number, asked: number, textKeys: ReadonlySet<string>): string | typeof NOT_JSON {
    try {
      this.value(TEXT_RULE, scope, depth + 1, asked, textKeys);
      this.skipBlanks();
      if (this.pos !== this.text.length) return NOT_JSON;
    } catch (e) {
      if (e === NOT_JSON_SIGNAL) return NOT_JSON;
      throw e;
    }
    if (this.edits.length === 0) return this.text;
    this.edits.sort((a, b) => a.start - b.start || b.end - a.end);
    let out = '';
    let cursor = 0;
    for (const edit of this.edits) {
      if (edit.start < cursor) continue; // inside a member already removed
      out += this.text.slice(cursor, edit.start) + edit.text;
      cursor = edit.end;
    }
    return out + this.text.slice(cursor);
  }

  private fail(): never {
    throw NOT_JSON_SIGNAL;
  }

  private skipBlanks(): void {
    const t = this.text;
    let p = this.pos;
    for (;;) {
      const c = t.charCodeAt(p);
      if (c === 32 || c === 10 || c === 13 || c === 9) p++;
      else break;
    }
    this.pos = p;
  }

  /** One value under `rule` (in a message that answers `asked`, OpenQuestion); returns whether it is dropped. */
  private value(rule: KeyRule, scope: ObjectScope, depth: number, asked: number, textKeys = KNOWN_TEXT_KEYS): boolean {
    if (depth > MAX_DEPTH) this.fail();
    this.skipBlanks();
    const c = this.text.charCodeAt(this.pos);
    if (c === 123) {
      this.object(scope, depth, asked, textKeys, rule === SQL_LITERAL_RULE);
      return false;
    }
    if (c === 91) {
      this.array(rule, scope, depth, asked);
      return false;
    }
    if (c === 34) {
      const start = this.pos;
      const decoded = this.string();
      return this.applyToString(decoded, start, this.pos, rule, scope, depth, asked);
    }
    if (c === 45 || (c >= 48 && c <= 57)) {
      const start = this.pos;
      this.number();
      return this.applyToNumber(start, this.pos, rule);
    }
    if (this.text.startsWith('true', this.pos)) this.pos += 4;
    else if (this.text.startsWith('false', this.pos)) this.pos += 5;
    else if (this.text.startsWith('null', this.pos)) this.pos += 4;
    else this.fail();
    return false;
  }

  private applyToString(decoded: string, start: number, end: number, rule: KeyRule, scope: ObjectScope, depth: number, asked: number): boolean {
    const r = this.redactString(decoded, rule, scope, this.counts, depth, asked);
    if (r === null) return true;
    if (r !== decoded) this.edits.push({ start, end, text: JSON.stringify(r) });
    return false;
  }

  private applyToNumber(start: number, end: number, rule: KeyRule): boolean {
    // Fewer than 7 characters hold fewer than 7 digits: nothing a detector looks for in a number.
    if (rule.kind === 'protected' || (rule.kind === 'text' && end - start < 7)) return false;
    const value = Number(this.text.slice(start, end));
    if (isOneDigitValue(rule, value)) return false;
    const asText = String(value);
    let r: string | null | undefined;
    if (rule.kind === 'whole') r = this.rules.redactWhole(rule.type, asText, this.counts);
    else if (rule.kind === 'credential') {
      r = this.rules.redactCredential(rule.name, rule.secret, asText, this.counts);
      if (r === asText) r = undefined;
    }
    if (r === undefined && Number.isInteger(value) && Math.abs(value) >= 1e6) {
      // Digits as written (1e21 and beyond print differently): a card number sent as a number.
      const digits = this.text.slice(start, end);
      r = this.rules.redactText(digits, undefined, this.counts, rule.kind === 'text' ? rule.contextKey : undefined);
      if (r === digits) r = undefined;
    }
    if (r === null) return true;
    if (r !== undefined) this.edits.push({ start, end, text: JSON.stringify(r) });
    return false;
  }

  /** `literals`: a statement's parameters (named: `{"email": …}`) or a GraphQL input object: every value is a literal. */
  private object(scope: ObjectScope, depth: number, asked: number, textKeys: ReadonlySet<string>, literals = false): void {
    this.pos++; // {
    this.skipBlanks();
    if (this.text.charCodeAt(this.pos) === 125) {
      this.pos++;
      return;
    }
    const items: Item[] = [];
    const inner: ObjectScope = { ...scope };
    let deferred: Deferred[] | null = null;
    let open = 0; // what a message list among the members left open (NEXT_MESSAGE_KEYS)
    let field: string | undefined; // the field a sibling names (FIELD_NAME_KEYS)
    let statement = false; // an earlier sibling holds a SQL statement (STATEMENT_MEMBER_KEYS)
    let operation = false; // an earlier sibling holds a GraphQL operation or names one (OPERATION_NAME_KEYS)
    let person = false; // a sibling is a person's field (BARE_NAME_KEY)
    let typeField: string | undefined; // the field a `type` member names, when no other does
    for (;;) {
      this.skipBlanks();
      if (this.text.charCodeAt(this.pos) !== 34) this.fail();
      const item: Item = { start: this.pos, end: 0, dropped: false };
      const keyStart = this.pos;
      const key = this.string();
      const keyEnd = this.pos;
      this.skipBlanks();
      if (this.text.charCodeAt(this.pos) !== 58) this.fail();
      this.pos++;
      this.skipBlanks();
      const valueStart = this.pos;
      const c = this.text.charCodeAt(valueStart);
      if (c === 34 && MODEL_KEYS.includes(key)) inner.parameters = true; // an LLM request: `user` is the end user
      if (c === 34 && !statement && STATEMENT_MEMBER_KEYS.includes(key) && startsLikeStatement(this.text, valueStart + 1)) {
        statement = isStatementText(this.string());
        this.pos = valueStart;
      }
      if (c === 34 && !operation && STATEMENT_MEMBER_KEYS.includes(key) && startsLikeGraphql(this.text, valueStart + 1)) {
        operation = isGraphqlOperationText(this.string());
        this.pos = valueStart;
      }
      if (c === 34 && OPERATION_NAME_KEYS.includes(key)) operation = true;
      if (literals || isLiteralMember(key, statement, operation)) {
        // A statement's parameters after the sibling that holds it.
        this.listOpen = 0;
        item.dropped = this.value(SQL_LITERAL_RULE, this.childScope(key), depth + 1, 0);
      } else if (PARAMETER_MEMBER_KEYS.has(key) && (c === 91 || c === 123 || (c === 34 && isVariablesKey(key)))) {
        // Perhaps a statement's parameters before the sibling that holds it (Knex's query object: `bindings`, then
        // `sql`): read at the end of the object.
        this.skip(depth + 1);
        (deferred ??= []).push({ key, item, valueStart, next: false, named: false, parameters: true });
      } else if (!inner.parameters && c !== 123 && isRequestUserKey(key)) {
        // Whether this is a request's `user` depends on a `model` member that may come later: read
        // the value again at the end of the object (an object value does not depend on it).
        this.skip(depth + 1);
        (deferred ??= []).push({ key, item, valueStart, next: false, named: false });
      } else if ((c === 34 && NEXT_MESSAGE_KEYS.has(key)) || NAMED_VALUE_KEYS.has(key)) {
        // Perhaps the next message of a message list that comes later, or a value whose field a later sibling names:
        // read at the end of the object.
        this.skip(depth + 1);
        (deferred ??= []).push({ key, item, valueStart, next: c === 34 && NEXT_MESSAGE_KEYS.has(key), named: NAMED_VALUE_KEYS.has(key) });
      } else if (c === 34 && isBareNameKey(key) && inner.personalParent === null && NAME_TEXT_RE.test(this.peekString())) {
        // Perhaps a person's name, when a later sibling is a person's field: read at the end of the object.
        field ??= this.peekFieldName(depth + 1);
        this.skip(depth + 1);
        (deferred ??= []).push({ key, item, valueStart, next: false, named: false, bareName: true });
      } else {
        // A member's `type` names the value's field only when no other member does (Pydantic's `type` is the error's).
        if (key === TYPE_FIELD_KEY) typeField ??= c === 34 ? detectorTypeName(this.peekString()) : undefined;
        else if (field === undefined && FIELD_NAME_KEYS.includes(key) && (c === 34 || c === 91)) field = this.peekFieldName(depth + 1);
        this.listOpen = 0;
        const rule = this.rules.nestedKeyRule(key, inner);
        if (!person && rule.kind === 'whole' && c === 34) person = isPersonField(rule, this.peekString());
        item.dropped = this.value(rule, this.childScope(key), depth + 1, asked !== 0 && textKeys.has(key) ? asked : 0);
        if (this.listOpen !== 0) open = this.listOpen;
      }
      if (!item.dropped) this.redactKey(key, keyStart, keyEnd, item);
      item.end = this.pos;
      items.push(item);
      this.skipBlanks();
      const sep = this.text.charCodeAt(this.pos);
      this.pos++;
      if (sep === 125) break;
      if (sep !== 44) this.fail();
    }
    if (deferred !== null) {
      const end = this.pos;
      const named = this.namedRule(field ?? typeField, inner);
      for (const d of deferred) {
        this.pos = d.valueStart;
        const key = d.bareName === true && person && named === undefined ? PERSON_NAME_KEY : d.key;
        const rule = d.parameters === true && isLiteralMember(d.key, statement, operation) ? SQL_LITERAL_RULE : d.named && named !== undefined ? named : this.rules.nestedKeyRule(key, inner);
        d.item.dropped = this.value(rule, this.childScope(d.key), depth + 1, d.next ? open || (textKeys.has(d.key) ? asked : 0) : 0);
      }
      this.pos = end;
    }
    this.listOpen = 0;
    this.removeDropped(items);
  }

  /** Moves past one value, checking its syntax, without applying any rule. */
  private skip(depth: number): void {
    if (depth > MAX_DEPTH) this.fail();
    this.skipBlanks();
    const t = this.text;
    const c = t.charCodeAt(this.pos);
    if (c === 123 || c === 91) {
      const close = c === 123 ? 125 : 93;
      this.pos++;
      this.skipBlanks();
      if (t.charCodeAt(this.pos) === close) {
        this.pos++;
        return;
      }
      for (;;) {
        if (c === 123) {
          this.skipBlanks();
          if (t.charCodeAt(this.pos) !== 34) this.fail();
          this.string();
          this.skipBlanks();
          if (t.charCodeAt(this.pos) !== 58) this.fail();
          this.pos++;
        }
        this.skip(depth + 1);
        this.skipBlanks();
        const sep = t.charCodeAt(this.pos);
        this.pos++;
        if (sep === close) return;
        if (sep !== 44) this.fail();
      }
    }
    if (c === 34) this.string();
    else if (c === 45 || (c >= 48 && c <= 57)) this.number();
    else if (t.startsWith('true', this.pos)) this.pos += 4;
    else if (t.startsWith('false', this.pos)) this.pos += 5;
    else if (t.startsWith('null', this.pos)) this.pos += 4;
    else this.fail();
  }

  private array(rule: KeyRule, scope: ObjectScope, depth: number, asked: number): void {
    this.pos++; // [
    this.skipBlanks();
    if (this.text.charCodeAt(this.pos) === 93) {
      this.pos++;
      return;
    }
    const items: Item[] = [];
    let question: OpenQuestion | undefined;
    for (;;) {
      this.skipBlanks();
      const item: Item = { start: this.pos, end: 0, dropped: false };
      // A message list: a message is read knowing what the one before asked for (OpenQuestion).
      const message = this.text.charCodeAt(this.pos) === 123 ? this.peekMessage(depth + 1) : undefined;
      const role = messageRole(message);
      if (role !== undefined) question ??= new OpenQuestion(); // anything else leaves the question open
      item.dropped = role === undefined
        ? this.value(rule, scope, depth + 1, asked)
        : this.value(rule, scope, depth + 1, question!.fieldsFor(role) || asked, messageTextKeys(message));
      if (role !== undefined) question!.after(role, message);
      item.end = this.pos;
      items.push(item);
      this.skipBlanks();
      const sep = this.text.charCodeAt(this.pos);
      this.pos++;
      if (sep === 93) break;
      if (sep !== 44) this.fail();
    }
    this.listOpen = question?.fieldsFor('user') ?? 0;
    this.removeDropped(items);
  }

  /** The string at the reader's position, which stays. */
  private peekString(): string {
    const start = this.pos;
    const value = this.string();
    this.pos = start;
    return value;
  }

  /** The field a string or a path array at pos names (fieldNameOf); pos does not move. */
  private peekFieldName(depth: number): string | undefined {
    const start = this.pos;
    if (this.text.charCodeAt(start) === 34) {
      const name = this.string();
      this.pos = start;
      return fieldNameOf(name);
    }
    this.skip(depth);
    const end = this.pos;
    this.pos = start;
    if (end - start > 4096) return undefined;
    try {
      return fieldNameOf(JSON.parse(this.text.slice(start, end)));
    } catch {
      return undefined;
    }
  }

  /** The object at pos parsed, when it may be a message (MESSAGE_HINT_RE); pos does not move. */
  private peekMessage(depth: number): unknown {
    const start = this.pos;
    this.skip(depth);
    const end = this.pos;
    this.pos = start;
    return end - start > MAX_MESSAGE_CHARS ? undefined : parsedMessage(this.text.slice(start, end));
  }

  /** A key that is data (an e-mail in a map key) is redacted; under a drop rule, its member goes. */
  private redactKey(key: string, start: number, end: number, item: Item): void {
    if (key.length < 5) return; // nothing the detectors look for is shorter
    const r = this.rules.redactKeyText(key, this.counts);
    if (r === null) item.dropped = true;
    else if (r !== key) this.edits.push({ start, end, text: JSON.stringify(r) });
  }

  /**
   * Removal edits for dropped items, never overlapping: those before the first kept item go with the
   * comma after them, the others with the comma before them; all of them when none is kept.
   */
  private removeDropped(items: Item[]): void {
    const firstKept = items.findIndex((i) => !i.dropped);
    if (firstKept === -1) {
      this.edits.push({ start: items[0]!.start, end: items[items.length - 1]!.end, text: '' });
      return;
    }
    if (firstKept > 0) this.edits.push({ start: items[0]!.start, end: items[firstKept]!.start, text: '' });
    for (let i = firstKept + 1; i < items.length; i++) {
      if (items[i]!.dropped) this.edits.push({ start: items[i - 1]!.end, end: items[i]!.end, text: '' });
    }
  }

  /** A string token at pos; returns its decoded value and moves past it. */
  private string(): string {
    const t = this.text;
    const start = this.pos;
    let p = start + 1;
    let escaped = false;
    for (;;) {
      const c = t.charCodeAt(p);
      if (c === 34) break;
      if (c === 92) {
        escaped = true;
        p += 2;
        continue;
      }
      if (!(c >= 32)) this.fail(); // control character, or NaN past the end
      p++;
    }
    this.pos = p + 1;
    if (!escaped) return t.slice(start + 1, p);
    try {
      return JSON.parse(t.slice(start, p + 1)) as string;
    } catch {
      return this.fail();
    }
  }

  private number(): void {
    const t = this.text;
    let p = this.pos;
    if (t.charCodeAt(p) === 45) p++;
    const digitsFrom = p;
    if (t.charCodeAt(p) === 48) p++;
    else while (isDigit(t.charCodeAt(p))) p++;
    if (p === digitsFrom) this.fail();
    if (t.charCodeAt(p) === 46) {
      p++;
      const f = p;
      while (isDigit(t.charCodeAt(p))) p++;
      if (p === f) this.fail();
    }
    const e = t.charCodeAt(p);
    if (e === 101 || e === 69) {
      p++;
      const s = t.charCodeAt(p);
      if (s === 43 || s === 45) p++;
      const f = p;
      while (isDigit(t.charCodeAt(p))) p++;
      if (p === f) this.fail();
    }
    this.pos = p;
  }
}

function isDigit(c: number): boolean {
  return c >= 48 && c <= 57;
}

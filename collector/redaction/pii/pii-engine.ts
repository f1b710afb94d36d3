import { isUtf8 } from 'node:buffer';
import { TextDecoder } from 'node:util';
import { answerFindings, createAskedAnswerDetector } from './asked-answer.ts';
import { createHomeDirectoryDetector, createLoginFieldDetector, isServiceAccountName } from './detect-logins.ts';
import { createTextPairsDetector } from './detect-text-pairs.ts';
import { createDbErrorsDetector } from './detect-db-errors.ts';
import { createEmbeddedGraphqlDetector } from './detect-embedded-graphql.ts';
import { createIdentifierNameDetector } from './detect-identifier-name.ts';
import { createEmbeddedSqlDetector } from './detect-embedded-sql.ts';
import { createCardDetector } from './detect-card.ts';
import { TraceholdError } from '../../../platform/errors/tracehold-error.ts';
import { createEmailDetector } from './detect-email.ts';
import { createIbanDetector } from './detect-iban.ts';
import { createCryptoAddressDetector } from './detect-crypto-address.ts';
import { createSocialHandleDetector } from './detect-social-handle.ts';
import { createTableColumnsDetector } from './detect-table-columns.ts';
import { createMacAddressDetector, createVinDetector } from './detect-hardware-ids.ts';
import { createCoordinatesDetector } from './detect-coordinates.ts';
import { createIpDetector } from './detect-ip.ts';
import type { AttrValue } from '../../../schemas/span.ts';
import { createKeyValueDetector, findCredentialInValue } from './detect-key-values.ts';
import { createPersonalNumberDetector } from './detect-personal-numbers.ts';
import { createNationalIdDetector } from './detect-national-id.ts';
import { createPhoneDetector } from './detect-phone.ts';
import { percentDecoded, type TextView } from './percent-decoded.ts';
import { createMrzDetector } from './detect-mrz.ts';
import { createPrivateKeyDetector } from './detect-private-key.ts';
import { createBirthDateDetector } from './detect-birth-date.ts';
import { createDocumentNumberDetector, createLicensePlateDetector } from './detect-document-number.ts';
import { createLabelledIdDetector } from './detect-labelled-id.ts';
import { createToldSecretDetector } from './detect-told-secret.ts';
import { createPersonNameDetector } from './detect-person-name.ts';
import { createUnmarkedNameDetector } from './detect-unmarked-name.ts';
import { createStreetAddressDetector } from './detect-street-address.ts';
import { SCRIPT_DIGITS_CLASS, scriptDigitValue } from './fold-wide-forms.ts';
import { createRrnDetector } from './detect-rrn.ts';
import { createSsnDetector } from './detect-ssn.ts';
import { createApiKeyDetector, createBearerDetector, createJwtDetector } from './detect-tokens.ts';
import { createUrlCredentialsDetector, createUrlQueryDetector } from './detect-url-parts.ts';
import { FEATURE_NON_ASCII, FEATURE_PERCENT, scanFeatures, type DetectMode, type Detector, type Finding, type TextFeatures } from './detector.ts';
import { ENTITY_TYPES, type EntityType, type RedactionMode } from './entity-type.ts';
import { classifyKey, classifyUnderParent, isHeaderDumpKey, isHostAddress, isProtectedKey, isQueryStringKey, isRequestUserKey } from './key-classifier.ts';
import { redactMessageTree } from './redact-messages.ts';
import { createStructuredRedactor, type EntityCounts, type KeyRule, type ObjectScope, type RedactValueOptions } from './redact-structured.ts';
import { classifySecretName, type SecretName } from './secret-key-names.ts';

/**
 * Stable error codes of the PII engine:
 * - TH_ERR_PII_CONFIG: a rule names an unknown entity type or mode, or a rule asks for `pseudonymize`
 *   without a `pseudonymize` function. Raised by `createPiiEngine`, i.e. at start, never per span.
 */
export type PiiErrorCode = 'TH_ERR_PII_CONFIG';

export interface PiiRule {
  enabled: boolean;
  mode: RedactionMode;
}

export interface PiiEngineConfig {
  /** Per entity type; a type left out is enabled with mode `mask`. */
  rules: Partial<Record<EntityType, PiiRule>>;
  /**
   * Stable keyed token for `pseudonymize` rules, supplied by the caller (e.g. an HMAC under the tenant's
   * key): the engine never sees key material. Called once per finding; its output replaces the value.
   */
  pseudonymize?: (entity: EntityType, value: string) => string;
  /** Clock for the birth-date and timestamp checks of national ids (ms since the epoch); tests pin it. */
  now?: () => number;
}

/** Where a string came from. The key selects protected keys, personal keys and value formats. */
export interface RedactContext {
  key?: string;
}

export interface RedactResult {
  /** The redacted value, or null when a `drop` rule matched: the caller drops the attribute. */
  text: string | null;
  /** Findings per entity type (what was redacted, not what was left alone). */
  counts: Partial<Record<EntityType, number>>;
}

/**
 * Finds and redacts personal data and secrets in strings. Pure and synchronous: no I/O and no state
 * between calls, so one engine may serve every span of a process. Inputs are never mutated; results
 * belong to the caller. Meant for the hot path: a string with nothing to find costs one scan of its
 * characters plus the few detectors whose cheap preconditions it meets.
 */
export interface PiiEngine {
  /**
   * Non-overlapping findings of the enabled types, sorted by start. A disabled type is not searched at
   * all (it is as if its detector did not exist).
   */
  findEntities(text: string, ctx?: RedactContext): Finding[];
  /**
   * Redacts one string value. With `ctx.key`: a protected key returns the text untouched; a personal key
   * (`classifyKey`) makes the whole value one entity; `llm.headers` and `url.query` change how the value
   * is read. Mask writes `[REDACTED:TYPE]`, pseudonymize writes `config.pseudonymize(type, value)`, and
   * any finding under a drop rule makes the result `text: null`.
   */
  redactString(text: string, ctx?: RedactContext): RedactResult;
  /**
   * Redacts a value of any shape held under attribute `key` (undefined for a keyless value such as a
   * log body), adding what it redacted to `counts`. Strings as `redactString`, except that a string
   * that is a JSON object or array, and every kvlist and array, is walked: the key rules apply to the
   * keys inside at any depth (personal keys, `user` in request parameters, secret-looking names,
   * header dumps), other values and map keys go through the detectors, and JSON text is rewritten in
   * place (redact-structured.ts). A secret-looking attribute key (`db.password`) makes its value a
   * credential too. Returns undefined when a drop rule removes the whole value; the input is not mutated.
   */
  redactValue(value: AttrValue, key: string | undefined, counts: EntityCounts, options?: RedactValueOptions): AttrValue | undefined;
  /**
   * A redacted copy of a GenAI message list (array/object, or a JSON string of one, returned as a JSON
   * string): every string in content parts is redacted; roles, types, ids and tool names are kept;
   * a participant `name` on a message is a USER. A dropped string becomes null. Anything that is not
   * JSON is redacted as one string.
   */
  redactMessages(messages: unknown): unknown;
  /**
   * An attribute key through the detectors, as keys inside kvlists and JSON are (`visits.jane@example.com` →
   * `visits.[REDACTED:EMAIL]`), adding what it redacted to `counts`; null when a drop rule matched. Keys seen
   * clean are remembered (bounded), so the repeating keys of spans cost one lookup.
   */
  redactKey(key: string, counts: EntityCounts): string | null;
  /**
   * A name, version or URL that identifies rather than describes (a scope's name and version, a schema URL, a
   * log's severity text, a metric's name): only what is certain in any text, as under a protected key. Values
   * seen clean are remembered (bounded).
   */
  redactCertain(text: string, counts: EntityCounts): string;
}

const DEFAULT_RULE: PiiRule = { enabled: true, mode: 'mask' };
const PROTECTED_RULE: KeyRule = { kind: 'protected' };
/** Fewer digits than a phone number has: no detector needs the words before such a value. */
const CONTEXT_MIN_DIGITS = 7;
const KEY_CACHE_MAX = 4096;
/** Longer protected values are scanned every time rather than remembered (the cache's memory stays small). */
const CLEAN_NAME_MAX_CHARS = 256;

interface KeyInfo {
  protected: boolean;
  /** The enabled entity type the key gives its whole value, if any. */
  whole: EntityType | null;
  mode: DetectMode;
  /** The rule for the key's value as an attribute key (redactValue). */
  rule: KeyRule;
}

/** What a key inside an object says by itself, as ready rules; its parent and scope are added per call. */
interface NestedKeyInfo {
  protected: boolean;
  /** The entity the key gives its value by itself (`user_id`, `user.email`), or null. */
  own: EntityType | null;
  requestUser: boolean;
  credential: KeyRule | null;
  headerCredential: KeyRule | null;
  /** The text rule (with the key's detect mode for header dumps and query strings). */
  text: KeyRule;
}
const MODES: ReadonlySet<string> = new Set(['mask', 'pseudonymize', 'drop']);
const NO_KEY_MODE: DetectMode = { headerDump: false, queryString: false, key: '' };
/** An attribute key or a member's name read as text (`redactKeyText`). */
const KEY_TEXT_MODE: DetectMode = { ...NO_KEY_MODE, keyText: true };
// Below this, no entity fits ("a=b&c" and "k:v" dumps are read only with a key that says so).
const MIN_SCAN_LENGTH = 5;
// Findings that span a whole value (a query value, a header value, a key/value secret). When a more
// specific finding sits inside one, the specific type wins and the rest of the value stays redacted.
const CONTAINERS: ReadonlySet<EntityType> = new Set(['HEADER', 'SECRET', 'URL_QUERY', 'SQL_LITERAL']);
const RANK: Readonly<Record<EntityType, number>> = Object.fromEntries(ENTITY_TYPES.map((t, i) => [t, i])) as Record<
  EntityType,
  number
>;

function piiError(code: PiiErrorCode, message: string): TraceholdError<PiiErrorCode> {
  return new TraceholdError(code, `${code}: ${message}`);
}

/** Validates the config (throws TH_ERR_PII_CONFIG) and builds the detectors of the enabled types. */
export function createPiiEngine(config: PiiEngineConfig): PiiEngine {
  const rules = resolveRules(config);
  const enabled = new Set(ENTITY_TYPES.filter((t) => rules[t].enabled));
  const detectors: Detector[] = [
    createJwtDetector(),
    createApiKeyDetector(),
    createBearerDetector(),
    createUrlCredentialsDetector(),
    createPrivateKeyDetector(),
    createKeyValueDetector(),
    createToldSecretDetector(),
    createEmailDetector(),
    createSocialHandleDetector(),
    createHomeDirectoryDetector(),
    createLoginFieldDetector(),
    createTextPairsDetector(),
    createDbErrorsDetector(),
    createEmbeddedSqlDetector(),
    createEmbeddedGraphqlDetector(),
    createCardDetector(),
    createIbanDetector(),
    createCryptoAddressDetector(),
    createPersonalNumberDetector(
      [createRrnDetector(config.now), createSsnDetector(), createNationalIdDetector(config.now)].filter((d) => d.types.some((t) => enabled.has(t))),
    ),
    createIpDetector(),
    createMacAddressDetector(),
    createVinDetector(),
    createCoordinatesDetector(),
    createPhoneDetector(),
    createUrlQueryDetector(),
    createBirthDateDetector(config.now),
    createDocumentNumberDetector(),
    createMrzDetector(),
    createLicensePlateDetector(),
    createLabelledIdDetector(config.now),
    createPersonNameDetector(),
    createUnmarkedNameDetector(),
    createIdentifierNameDetector(),
    createStreetAddressDetector(),
    createTableColumnsDetector(),
    createAskedAnswerDetector(),
  ].filter((d) => d.types.some((t) => enabled.has(t)));
  const filterTypes = detectors.some((d) => d.types.some((t) => !enabled.has(t)));
  // Protected keys (ids, model names, routes, enumerations) are still read by the detectors whose findings are
  // certain in any text — a checksum, a structure, a provider's documented key prefix or an international prefix —
  // so `gen_ai.conversation.id:
  // whatsapp:+447821407349` or an e-mail in `error.type` does not pass for an id. The others (hex tokens, IPs,
  // national numbers) would take ids and versions for data.
  const certainDetectors = detectors.filter((d) => CERTAIN_DETECTORS.has(d.name));
  const certainWithoutPhone = certainDetectors.filter((d) => d.name !== 'phone');
  // Span attribute keys are a small, repeating set: decide once per key. Bounded: cleared when full.
  const keyCache = new Map<string, KeyInfo>();
  function keyInfo(key: string): KeyInfo {
    let info = keyCache.get(key);
    if (info === undefined) {
      if (keyCache.size >= KEY_CACHE_MAX) keyCache.clear();
      const classified = classifyKey(key);
      const whole = classified !== null && enabled.has(classified) ? classified : null;
      const mode = modeForKey(key);
      const isProtected = isProtectedKey(key);
      info = { protected: isProtected, whole, mode, rule: attributeRule(key, isProtected, classified, mode) };
      keyCache.set(key, info);
    }
    return info;
  }

  function attributeRule(key: string, isProtected: boolean, classified: EntityType | null, mode: DetectMode): KeyRule {
    if (isProtected) return PROTECTED_RULE;
    // Dumps and query strings are read in their own mode, which has no room for words before the value.
    const contextKey = isPlainMode(mode) ? key : undefined;
    const text: KeyRule = { kind: 'text', modeKey: key, contextKey };
    if (classified !== null) return enabled.has(classified) ? { kind: 'whole', type: classified } : text;
    // Header attributes were judged by header name above; dumps and query strings are read as text.
    if (!isPlainMode(mode) || key.startsWith('http.') || key.startsWith('rpc.grpc.')) return text;
    const secret = classifySecretName(key, false);
    return secret !== null ? { kind: 'credential', name: key, secret, modeKey: key, contextKey } : text;
  }

  // JSON member names and kvlist keys repeat even more than attribute keys: decide once per key.
  const nestedCache = new Map<string, NestedKeyInfo>();
  const wholeRules = new Map<EntityType, KeyRule>(ENTITY_TYPES.map((t) => [t, { kind: 'whole', type: t }]));
  function nestedKeyRule(key: string, scope: ObjectScope): KeyRule {
    let info = nestedCache.get(key);
    if (info === undefined) {
      if (nestedCache.size >= KEY_CACHE_MAX) nestedCache.clear();
      const dump = isHeaderDumpKey(key) || isQueryStringKey(key);
      const credential = (secret: SecretName | null): KeyRule | null =>
        secret === null || dump ? null : { kind: 'credential', name: key, secret, modeKey: undefined, contextKey: key };
      info = {
        protected: isProtectedKey(key),
        own: classifyKey(key),
        requestUser: isRequestUserKey(key),
        credential: credential(classifySecretName(key, false)),
        headerCredential: credential(classifySecretName(key, true)),
        text: dump ? { kind: 'text', modeKey: key, contextKey: undefined } : { kind: 'text', modeKey: undefined, contextKey: key },
      };
      nestedCache.set(key, info);
    }
    if (info.protected) return PROTECTED_RULE;
    // The parent first, as classifyNestedKey: `{"client": {"address": …}}` is client.address (IP), not a street address.
    let type = scope.personalParent !== null ? classifyUnderParent(key, scope.personalParent) : null;
    type ??= isHostAddress(key, scope.hostParent) ? null : info.own;
    if (type === null && scope.parameters && info.requestUser) type = 'USER';
    if (type !== null && enabled.has(type)) return wholeRules.get(type)!;
    return (scope.headerDump ? info.headerCredential : info.credential) ?? info.text;
  }

  // Keys of maps are scanned for data; most keys are names, and the same ones come back every time.
  const cleanKeys = new Set<string>();
  // Scope names, versions, severity texts and metric names repeat on every record: the clean ones are remembered.
  const cleanNames = new Set<string>();
  function redactKeyText(key: string, counts: EntityCounts): string | null {
    if (cleanKeys.has(key)) return key;
    const found = key.length < MIN_SCAN_LENGTH ? [] : detect(key, KEY_TEXT_MODE, scanFeatures(key));
    if (found.length === 0) {
      if (cleanKeys.size >= KEY_CACHE_MAX) cleanKeys.clear();
      cleanKeys.add(key);
      return key;
    }
    return applyFindings(key, found, counts);
  }

  function findEntities(text: string, ctx?: RedactContext): Finding[] {
    const mode = ctx?.key === undefined ? NO_KEY_MODE : keyInfo(ctx.key).mode;
    if (text.length < MIN_SCAN_LENGTH && isPlainMode(mode)) return [];
    return detect(text, mode, scanFeatures(text));
  }

  /**
   * Findings of `list` (default: every enabled detector) in `text`, of enabled types that `keep` accepts. Text with
   * percent-escapes is also read decoded (`decodePercent`, one level), its findings mapped back onto the escapes.
   */
  function detect(
    text: string,
    mode: DetectMode,
    features: TextFeatures,
    list: readonly Detector[] = detectors,
    keep?: (f: Finding, folded: string) => boolean,
    decodePercent = true,
  ): Finding[] {
    if ((features.flags & FEATURE_NON_ASCII) !== 0 && INVISIBLE_RE.test(text)) return detectWithoutInvisible(text, mode, list, keep);
    const written = text;
    const folded = foldSeparators(text, features);
    if (folded !== text) {
      text = folded;
      features = scanFeatures(folded);
    }
    let found: Finding[] | null = null;
    for (const d of list) {
      if (!d.mayMatch(features, mode)) continue;
      found ??= [];
      d.detect(d.readsWritten === true ? written : text, found, mode, features);
    }
    if (found !== null && found.length > 0 && (filterTypes || keep !== undefined)) found = found.filter((f) => enabled.has(f.type) && (keep === undefined || keep(f, text)));
    if (decodePercent && (features.flags & FEATURE_PERCENT) !== 0) {
      const decoded = detectPercentDecoded(text, mode, list, keep);
      if (decoded.length > 0) found = found === null ? decoded : [...found, ...decoded];
    }
    if (found === null || found.length === 0) return [];
    return resolveOverlaps(found, text);
  }

  /**
   * Personal data percent-encoded (`/u/jane%2Edoe%40example%2Ecom`, `tel:%2B14155550132`, `/cards/4111%201111…`):
   * the detectors read the decoded text (filtered there, `keep` included), and each finding is mapped back to cover
   * the escapes it was read from.
   */
  function detectPercentDecoded(text: string, mode: DetectMode, list: readonly Detector[], keep?: (f: Finding, folded: string) => boolean): Finding[] {
    const view = percentDecoded(text);
    return view === null ? [] : detectInView(view, mode, list, keep, false);
  }

  /** `detect` on a view of a text (decoded, or without some characters), its findings mapped back onto the text. */
  function detectInView(view: TextView, mode: DetectMode, list: readonly Detector[], keep: ((f: Finding, folded: string) => boolean) | undefined, decodePercent: boolean): Finding[] {
    const found = detect(view.text, mode, scanFeatures(view.text), list, keep, decodePercent);
    return found.map((f) => ({ ...f, start: view.starts[f.start] as number, end: f.end > f.start ? (view.ends[f.end - 1] as number) : (view.starts[f.start] as number) }));
  }

  /**
   * Invisible characters (zero-width space and joiners, word joiner, BOM, soft hyphen) are read as absent: pasted
   * from chat apps and PDFs, or put there to dodge filters (`jane\u200b@example.com`, `4111\u200b1111…`). Findings
   * in the text without them are mapped back; one that contains invisible characters covers them too.
   */
  function detectWithoutInvisible(text: string, mode: DetectMode, list: readonly Detector[], keep?: (f: Finding, folded: string) => boolean): Finding[] {
    const view: TextView = { text: '', starts: [], ends: [] };
    for (let i = 0; i < text.length; i++) {
      if (isInvisible(text.charCodeAt(i))) continue;
      view.text += text[i];
      view.starts.push(i);
      view.ends.push(i + 1);
    }
    view.starts.push(text.length);
    return detectInView(view, mode, list, keep, true);
  }

  function replacement(type: EntityType, value: string): string {
    return rules[type].mode === 'pseudonymize' ? config.pseudonymize!(type, value) : `[REDACTED:${type}]`;
  }

  function redactString(text: string, ctx?: RedactContext): RedactResult {
    const counts: EntityCounts = {};
    return { text: redactInto(text, ctx?.key, counts), counts };
  }

  /**
   * redactString, adding to `counts`. With `contextKey`, a value with enough digits to be a phone
   * number or national id is read after its key, as it would be in `key: value` text: the
   * detectors that need context words (phone, SSN, RRN) then see the key's.
   */
  function redactInto(text: string, key: string | undefined, counts: EntityCounts, contextKey?: string): string | null {
    let mode = NO_KEY_MODE;
    if (key !== undefined) {
      const info = keyInfo(key);
      if (info.protected) return redactProtected(text, counts);
      const whole = info.whole;
      if (whole !== null && text.length > 0) return redactWhole(whole, text, counts) ?? null;
      mode = info.mode;
    }
    if (text.length < MIN_SCAN_LENGTH && isPlainMode(mode)) return text;
    const features = scanFeatures(text);
    const found = contextKey !== undefined && features.digits >= CONTEXT_MIN_DIGITS ? findEntitiesAfter(contextKey, text, mode) : detect(text, mode, features);
    if (found.length === 0) return redactEncoded(text, mode, counts);
    return applyFindings(text, found, counts);
  }

  /** A message that answers a question asking for `asked` (asked-answer.ts): its value is found without a label. */
  function redactAnswer(text: string, asked: number, counts: EntityCounts = {}): string | null {
    const answer: Finding[] = [];
    answerFindings(text, 0, text.length, asked, answer);
    const kept = answer.filter((f) => enabled.has(f.type));
    if (kept.length === 0) return redactInto(text, undefined, counts);
    return applyFindings(text, resolveOverlaps([...findEntities(text), ...kept], text), counts);
  }

  /**
   * Text that is base64 of UTF-8 text — an OTLP `bytesValue` (the decoders carry bytes as base64) or a value the
   * application encoded itself — is read decoded; with a finding the whole value goes, as the most specific finding's
   * type (ENTITY_TYPES order: "René Müller <jane.doe@…>" is an e-mail with a name, masked as EMAIL).
   */
  function redactEncoded(text: string, mode: DetectMode, counts: EntityCounts): string | null {
    const decoded = decodeBase64Text(text);
    if (decoded === null) return text;
    const found = detect(decoded, mode, scanFeatures(decoded));
    if (found.length === 0) return text;
    let drop = false;
    for (const f of found) {
      counts[f.type] = (counts[f.type] ?? 0) + 1;
      if (rules[f.type].mode === 'drop') drop = true;
    }
    const first = found.reduce((a, b) => (RANK[b.type] < RANK[a.type] ? b : a));
    return drop ? null : replacement(first.type, decoded.slice(first.start, first.end));
  }

  /** A protected key's value: only the certain detectors, and a phone number only in international form (`+…`). */
  function redactProtected(text: string, counts: EntityCounts): string {
    if (text.length < MIN_SCAN_LENGTH || certainDetectors.length === 0 || cleanNames.has(text)) return text;
    // Only an international number counts here, so the phone detector (the costly one) needs a `+` to look at.
    const list = text.includes('+') ? certainDetectors : certainWithoutPhone;
    const found = detect(text, NO_KEY_MODE, scanFeatures(text), list, isInternationalIfPhone);
    if (found.length === 0) {
      // Routes, models, services and names repeat on every span: the clean short ones are remembered (bounded).
      if (text.length <= CLEAN_NAME_MAX_CHARS) {
        if (cleanNames.size >= KEY_CACHE_MAX) cleanNames.clear();
        cleanNames.add(text);
      }
      return text;
    }
    // A drop rule drops the finding's text, not the id it sits in.
    return applyFindings(text, found, counts) ?? '[REDACTED]';
  }

  /** Findings of `text` read as the value in `<contextKey>: <text>`, relative to `text`. */
  function findEntitiesAfter(contextKey: string, text: string, mode: DetectMode): Finding[] {
    const prefix = `${contextKey.length > MAX_CONTEXT_KEY ? contextKey.slice(-MAX_CONTEXT_KEY) : contextKey}: `;
    const composite = prefix + text;
    const found = detect(composite, mode, scanFeatures(composite));
    const out: Finding[] = [];
    for (const f of found) {
      if (f.end <= prefix.length) continue; // a finding in the key itself is the key's business
      out.push({ type: f.type, start: Math.max(0, f.start - prefix.length), end: f.end - prefix.length });
    }
    return out;
  }

  function applyFindings(text: string, findings: Finding[], counts: EntityCounts): string | null {
    if (findings.length === 0) return text;
    let drop = false;
    let out = '';
    let last = 0;
    for (const f of findings) {
      counts[f.type] = (counts[f.type] ?? 0) + 1;
      if (rules[f.type].mode === 'drop') drop = true;
      if (drop) continue;
      out += text.slice(last, f.start) + replacement(f.type, text.slice(f.start, f.end));
      last = f.end;
    }
    return drop ? null : out + text.slice(last);
  }

  function redactWhole(type: EntityType, value: string, counts: EntityCounts): string | null | undefined {
    if (!enabled.has(type)) return undefined;
    // What a sanitizer left where a value was (a statement's or a GraphQL variable's `?`) holds nothing of it.
    if (value === '?') return value;
    // A statement's parameter (redact-structured.ts) is a literal as in text: personal data inside it keeps its type.
    if (type === 'SQL_LITERAL') return redactAround({ type, start: 0, end: value.length, container: true }, value, counts);
    // A login key's service account (`root`, `svc_backup`, `system:serviceaccount:ci:deployer`) names no person.
    if (type === 'USER' && value.length <= 64 && isServiceAccountName(value)) return value;
    counts[type] = (counts[type] ?? 0) + 1;
    return rules[type].mode === 'drop' ? null : replacement(type, value);
  }

  /** `value` with `finding` (a credential, a whole literal), any more specific finding inside it winning. */
  function redactAround(finding: Finding, value: string, counts: EntityCounts): string | null {
    const found = findEntities(value);
    found.push(finding);
    return applyFindings(value, resolveOverlaps(found, value), counts);
  }

  /** The credential part of `value` as one finding, with any more specific finding inside it winning. */
  function redactCredential(name: string, secret: SecretName, value: string, counts: EntityCounts): string | null {
    const credential = findCredentialInValue(name, secret, value);
    if (credential === null || !enabled.has(credential.type)) return value;
    return redactAround(credential, value, counts);
  }

  const structured = createStructuredRedactor({
    attributeKeyRule: (key) => keyInfo(key).rule,
    nestedKeyRule,
    redactText: redactInto,
    redactAnswer,
    redactKeyText,
    redactWhole,
    redactCredential,
    redactProtected,
  });

  return {
    findEntities,
    redactString,
    redactValue: structured.redactValue,
    redactKey: redactKeyText,
    redactCertain: redactProtected,
    redactMessages: (messages: unknown) =>
      redactMessageTree(messages, {
        redactText: (text, asked) => (asked === 0 ? redactString(text).text : redactAnswer(text, asked)),
        redactName: (name) => (enabled.has('USER') ? redactString(name, { key: 'user.name' }).text : name),
      }),
  };
}

function resolveRules(config: PiiEngineConfig): Record<EntityType, PiiRule> {
  const rules = {} as Record<EntityType, PiiRule>;
  for (const t of ENTITY_TYPES) rules[t] = DEFAULT_RULE;
  for (const [type, rule] of Object.entries(config.rules ?? {})) {
    if (!(type in RANK)) throw piiError('TH_ERR_PII_CONFIG', `unknown entity type in rules: ${type}`);
    if (rule === undefined) continue;
    if (!MODES.has(rule.mode)) throw piiError('TH_ERR_PII_CONFIG', `unknown mode for ${type}: ${String(rule.mode)}`);
    if (rule.enabled && rule.mode === 'pseudonymize' && typeof config.pseudonymize !== 'function') {
      throw piiError('TH_ERR_PII_CONFIG', `rule ${type} uses pseudonymize but no pseudonymize function was given`);
    }
    rules[type as EntityType] = { enabled: rule.enabled, mode: rule.mode };
  }
  return rules;
}

// Typographic blanks and dashes that locale formatting and word processors put between digit groups: no-break
// and narrow no-break spaces (Intl.NumberFormat, French phone numbers), figure, thin and hair spaces, the
// hyphen and dash family and the minus sign; zero-width spaces and joiners and the word joiner / BOM (pasted
// from chat apps and PDFs, or put there to dodge filters); the ideographic space; full-width ASCII (CJK input
// methods: `４１１１`, `＋４４`, `＠`). Each is one UTF-16 unit, as is its ASCII stand-in. (Invisible characters are
// not folded but left out: INVISIBLE_RE.)
// Typographic blanks and dashes, full-width ASCII, and the digits of other scripts (SCRIPT_DIGIT_ZEROS).
const FOLDED_CLASS = `[\\u00a0\\u2007-\\u200a\\u202f\\u205f\\u2010-\\u2015\\u2212\\u3000\\uff01-\\uff5e${SCRIPT_DIGITS_CLASS}]`;
const FOLDED_RE = new RegExp(FOLDED_CLASS);
const FOLDED_ALL_RE = new RegExp(FOLDED_CLASS, 'g');
const INVISIBLE_RE = /[\u00ad\u200b-\u200d\u2060\ufeff]/;

function isInvisible(c: number): boolean {
  return c === 0x00ad || (c >= 0x200b && c <= 0x200d) || c === 0x2060 || c === 0xfeff;
}
/** Digits enough for the shortest number a tab could split (a 7-digit phone number). */
const TAB_FOLD_MIN_DIGITS = 7;

function foldedChar(c: string): string {
  const code = c.charCodeAt(0);
  if (code >= 0xff01) return String.fromCharCode(code - 0xfee0);
  const digit = scriptDigitValue(code);
  if (digit >= 0) return String.fromCharCode(48 + digit);
  return (code >= 0x2010 && code <= 0x2015) || code === 0x2212 ? '-' : ' ';
}

/**
 * `text` with typographic blanks and tabs read as a space, typographic dashes as `-` and full-width forms as
 * ASCII, so `+33\u00a06\u00a047…`, `4924–5661–0507–6132`, `4111\t1111…` and
 * `４１１１…` are read as their ASCII forms. The length and every offset stay the same, so findings in the folded
 * text are findings in the original. Returns `text` itself when there is nothing to fold.
 */
function foldSeparators(text: string, features: TextFeatures): string {
  let out = text;
  if ((features.flags & FEATURE_NON_ASCII) !== 0 && FOLDED_RE.test(out)) out = out.replace(FOLDED_ALL_RE, foldedChar);
  if (features.digits >= TAB_FOLD_MIN_DIGITS && out.includes('\t')) out = out.replaceAll('\t', ' ');
  return out;
}

/** Under a protected key a phone number counts only in international form (`+…`). */
function isInternationalIfPhone(f: Finding, text: string): boolean {
  return f.type !== 'PHONE' || text.charCodeAt(f.start) === 43; // '+'
}

/** Detectors whose findings are certain in any text (see `certainDetectors`). */
const CERTAIN_DETECTORS: ReadonlySet<string> = new Set(['email', 'card', 'iban', 'jwt', 'bearer', 'api-key', 'url-credentials', 'phone', 'private-key']);

/** The detectors look at most this far back for context words. */
const MAX_CONTEXT_KEY = 48;

/** Shortest base64 worth decoding: 12 characters are 9 bytes, enough for the shortest e-mail or number found. */
const MIN_BASE64_CHARS = 12;
const MAX_BASE64_CHARS = 1 << 20;

/**
 * The text `value` encodes in base64 (standard or URL-safe, padded or not), or null when it is not base64 or not
 * text. The bytes are read as text in the encodings applications put in bytes (`bytesText`): UTF-8, UTF-16 with a
 * byte-order mark or, without one, mostly ASCII (every other byte zero), and Latin-1; text has no control
 * characters other than tab and line breaks. Rejects at the first character outside the alphabet, so prose and most
 * identifiers cost a few comparisons.
 */
export function decodeBase64Text(value: string): string | null {
  const n = value.length;
  if (n < MIN_BASE64_CHARS || n > MAX_BASE64_CHARS) return null;
  let end = n;
  while (end > 0 && value.charCodeAt(end - 1) === 0x3d /* = */) end--;
  if (n - end > 2 || (n !== end && n % 4 !== 0)) return null;
  let letters = 0;
  let hex = true;
  for (let i = 0; i < end; i++) {
    const c = value.charCodeAt(i);
    if ((c >= 0x41 && c <= 0x5a) || (c >= 0x61 && c <= 0x7a)) {
      letters++;
      if (hex && !((c >= 0x41 && c <= 0x46) || (c >= 0x61 && c <= 0x66))) hex = false;
    } else if (c === 0x2b || c === 0x2f || c === 0x2d || c === 0x5f) {
      hex = false;
    } else if (!(c >= 0x30 && c <= 0x39)) {
      return null;
    }
  }
  // Digits only (or nearly) are numbers, hex digits ids and digests: not base64 of anything.
  if (hex || letters < end / 4 || end % 4 === 1) return null;
  return bytesText(Buffer.from(value, 'base64'));
}

/**
 * `bytes` read as text, or null when they are not text in any of the encodings tried, in this order:
 * - a byte-order mark decides: UTF-8 (EF BB BF), UTF-16LE (FF FE), UTF-16BE (FE FF);
 * - UTF-16 without one, when at least 3 in 4 of the code units have a zero high byte and none of their low bytes is
 *   zero (ASCII and Latin-1 text as .NET, Java's `UTF_16LE` or Windows APIs write it; CJK text without a mark is
 *   not told from binary);
 * - UTF-8, when the bytes are valid UTF-8;
 * - Latin-1 (ISO 8859-1), when every byte is a printable Latin-1 character or a tab or line break and at least 3
 *   in 4 are ASCII: legacy text with an accented letter, which is not valid UTF-8. Binary data almost never
 *   passes (about a third of byte values are control characters).
 * The decoded text must have no control characters other than tab and line breaks (UTF-16: nor lone surrogates).
 */
export function bytesText(bytes: Buffer): string | null {
  const n = bytes.length;
  let text: string | null;
  if (n >= 3 && bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf) {
    text = isUtf8(bytes) ? bytes.toString('utf8', 3) : null;
  } else if (n >= 2 && n % 2 === 0 && bytes[0] === 0xff && bytes[1] === 0xfe) {
    text = decodeUtf16(UTF16LE, bytes);
  } else if (n >= 2 && n % 2 === 0 && bytes[0] === 0xfe && bytes[1] === 0xff) {
    text = decodeUtf16(UTF16BE, bytes);
  } else {
    const utf16 = n >= 4 && n % 2 === 0 ? utf16WithoutMark(bytes) : null;
    if (utf16 !== null) text = decodeUtf16(utf16 === 'le' ? UTF16LE : UTF16BE, bytes);
    else if (isUtf8(bytes)) text = bytes.toString('utf8');
    else if (isLatin1Text(bytes)) text = bytes.toString('latin1');
    else return null;
  }
  if (text === null) return null;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if ((c < 0x20 && c !== 0x09 && c !== 0x0a && c !== 0x0d) || (c >= 0x7f && c <= 0x9f)) return null;
  }
  return text;
}

// Fatal: a lone surrogate is not text. The decoders drop a leading byte-order mark.
const UTF16LE = new TextDecoder('utf-16le', { fatal: true });
const UTF16BE = new TextDecoder('utf-16be', { fatal: true });

function decodeUtf16(decoder: TextDecoder, bytes: Buffer): string | null {
  try {
    return decoder.decode(bytes);
  } catch {
    return null;
  }
}

/** `le` or `be` when `bytes` (even length) look like mostly-ASCII UTF-16 without a byte-order mark. */
function utf16WithoutMark(bytes: Buffer): 'le' | 'be' | null {
  let zeroEven = 0;
  let zeroOdd = 0;
  for (let i = 0; i < bytes.length; i += 2) {
    if (bytes[i] === 0) zeroEven++;
    if (bytes[i + 1] === 0) zeroOdd++;
  }
  const units = bytes.length / 2;
  if (zeroOdd * 4 >= units * 3 && zeroEven === 0) return 'le';
  if (zeroEven * 4 >= units * 3 && zeroOdd === 0) return 'be';
  return null;
}

function isLatin1Text(bytes: Buffer): boolean {
  let ascii = 0;
  for (let i = 0; i < bytes.length; i++) {
    const b = bytes[i]!;
    if ((b >= 0x20 && b < 0x7f) || b === 0x09 || b === 0x0a || b === 0x0d) ascii++;
    else if (b < 0xa0) return false;
  }
  return ascii * 4 >= bytes.length * 3;
}

/** A value read as plain text (not a header dump or a query string), whatever key it came with. */
function isPlainMode(mode: DetectMode): boolean {
  return !mode.headerDump && !mode.queryString;
}

function modeForKey(key: string): DetectMode {
  return { headerDump: isHeaderDumpKey(key), queryString: isQueryStringKey(key), key: keyAsWords(key) };
}

/** `patientSSN` → `patient_ssn`, `NHSNumber` → `nhs_number`: keywords are matched in lower snake case. */
function keyAsWords(key: string): string {
  return key.replace(/([A-Z]+)([A-Z][a-z])/g, '$1_$2').replace(/([a-z0-9])([A-Z])/g, '$1_$2').toLowerCase();
}

/**
 * Most specific type first (ENTITY_TYPES order), then longest, then leftmost. A finding that overlaps
 * one already kept is dropped, except a container, whose uncovered remainder is kept.
 */
function resolveOverlaps(found: Finding[], text: string): Finding[] {
  if (found.length === 1) return found;
  found.sort((a, b) => RANK[a.type] - RANK[b.type] || b.end - b.start - (a.end - a.start) || a.start - b.start);
  const kept: Finding[] = [];
  for (const f of found) {
    let i = firstEndingAfter(kept, f.start);
    if (i === kept.length || kept[i]!.start >= f.end) {
      kept.splice(i, 0, f);
      continue;
    }
    if (!CONTAINERS.has(f.type) && f.container !== true) continue;
    let cursor = f.start;
    const pieces: Finding[] = [];
    for (; i < kept.length && kept[i]!.start < f.end; i++) {
      if (kept[i]!.start > cursor) pieces.push({ type: f.type, start: cursor, end: kept[i]!.start });
      cursor = Math.max(cursor, kept[i]!.end);
    }
    if (cursor < f.end) pieces.push({ type: f.type, start: cursor, end: f.end });
    for (const piece of pieces) {
      const trimmed = trimPiece(piece, text);
      if (trimmed !== null) kept.splice(firstEndingAfter(kept, trimmed.start), 0, trimmed);
    }
  }
  return kept;
}

function firstEndingAfter(kept: Finding[], pos: number): number {
  let lo = 0;
  let hi = kept.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (kept[mid]!.end <= pos) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** A remainder is kept only if it has a letter or digit once whitespace and quotes are trimmed. */
function trimPiece(piece: Finding, text: string): Finding | null {
  let { start, end } = piece;
  while (start < end && /[\s"'`]/.test(text[start]!)) start++;
  while (end > start && /[\s"'`]/.test(text[end - 1]!)) end--;
  if (!/[\p{L}\p{N}]/u.test(text.slice(start, end))) return null;
  return { type: piece.type, start, end };
}

/**
 * Which names in `name=value`, `"name": value` and `Name: value` pairs hold credentials. Shared by the
 * key/value detector (names inside text) and the key classifier (header attributes).
 */
export interface SecretName {
  /** HEADER for HTTP header names (`Authorization`, `x-api-key`, `Set-Cookie`), SECRET otherwise. */
  type: 'SECRET' | 'HEADER';
  /**
   * Strong names (password, client_secret, api_key, authorization…) hold a credential whatever the
   * value looks like; weak ones (token, auth, signature…) only when the value is high-entropy.
   */
  strong: boolean;
  /** A password name (`Password`, `Pwd`), as in ADO.NET and JDBC connection strings. */
  password: boolean;
  /** An AWS secret access key name (`aws_secret_access_key`, `SecretAccessKey`). */
  awsSecret: boolean;
}

const KNOWN_HEADERS = new Set([
  'authorization', 'proxy-authorization', 'cookie', 'set-cookie', 'x-api-key', 'api-key', 'x-auth-token',
  'x-goog-api-key', 'x-amz-security-token', 'x-csrf-token', 'x-xsrf-token', 'ocp-apim-subscription-key',
  'x-functions-key', 'x-access-token', 'x-refresh-token', 'x-session-token', 'openai-api-key',
  'anthropic-api-key',
]);

const STRONG_COMPOUNDS = new Set([
  'apikey', 'accesstoken', 'refreshtoken', 'authtoken', 'idtoken', 'sessiontoken', 'bearertoken',
  'privatekey', 'secretkey', 'accesskey', 'apitoken', 'bottoken', 'csrftoken', 'xsrftoken', 'authorization',
  'cookie', 'passphrase',
]);
const KEY_QUALIFIERS_STRONG = new Set([
  'api', 'access', 'secret', 'private', 'signing', 'encryption', 'client', 'master', 'auth', 'license',
  'subscription', 'app', 'service', 'account', 'admin', 'webhook', 'sas', 'storage', 'openai', 'anthropic',
  'stripe', 'google', 'aws', 'azure', 'deploy', 'ssh', 'hmac', 'jwt',
]);
// "cache_key", "primary_key", "next_page_token": structural names that share a credential word.
const KEY_QUALIFIERS_NOT_SECRET = new Set([
  'cache', 'primary', 'foreign', 'partition', 'sort', 'routing', 'object', 'idempotency', 'dedup', 'dedupe',
  'group', 'row', 'map', 'hash', 'public', 'lookup', 'index', 'unique', 'composite', 'sharding', 'shard',
  'message', 'translation', 'i18n', 'react', 'bucket', 'file', 's3', 'redis', 'cursor',
  // OpenTelemetry's `feature_flag.key` names the flag; labels, tags and properties name their own keys.
  'flag', 'feature', 'experiment', 'setting', 'label', 'tag', 'property', 'attribute',
]);
const TOKEN_QUALIFIERS_STRONG = new Set([
  'access', 'refresh', 'auth', 'id', 'session', 'bearer', 'api', 'bot', 'csrf', 'xsrf', 'oauth', 'personal',
  'security', 'github', 'slack', 'jwt', 'secret', 'private', 'service', 'app', 'user',
]);
const TOKEN_QUALIFIERS_NOT_SECRET = new Set([
  'page', 'next', 'continuation', 'pagination', 'cursor', 'max', 'min', 'stop', 'eos', 'bos', 'pad', 'sep',
  'unk', 'mask', 'cls', 'special', 'start', 'end', 'num', 'input', 'output', 'total', 'completion', 'prompt',
  'count', 'first', 'last', 'sync', 'resume', 'cancellation', 'cancel', 'reasoning', 'cached',
]);

/** Splits `clientSecret`, `X-Api-Key`, `aws_secret_access_key` into lower-case words. */
export function splitKeyWords(name: string): string[] {
  return name
    .replace(/([a-z0-9])([A-Z])/g, '$1_$2')
    .replace(/([A-Z]+)([A-Z][a-z])/g, '$1_$2')
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter((w) => w.length > 0);
}

/**
 * The session cookies of web frameworks (Java's, PHP's, ASP.NET's, Express's, Laravel's, CodeIgniter's, ColdFusion's):
 * whoever holds the value is logged in. Not `session_id` or `sessionid` alone, which LLM applications use for a
 * conversation's id.
 */
const SESSION_COOKIE_NAMES: ReadonlySet<string> = new Set(['jsessionid', 'phpsessid', 'asp.net_sessionid', 'connect.sid', 'laravel_session', 'ci_session', 'cftoken', 'aspxauth', '.aspxauth']);

/** A card's verification code (PCI DSS's sensitive authentication data): never stored, never logged. */
const CARD_CODE_NAMES: ReadonlySet<string> = new Set([
  'cvc', 'cvv', 'cvv2', 'cvc2', 'csc', 'cardcvc', 'cardcvv', 'cardcvc2', 'cardcvv2', 'cvvcode', 'cvccode', 'securitycode', 'cardsecuritycode',
  'cardverificationcode', 'cardverificationvalue',
]);

/**
 * Classifies a pair's name. `headerDump` widens the rule to the header list: in a header dump
 * any name with token/secret/key/auth/cookie/password/session/signature/credential in it is sensitive.
 */
export function classifySecretName(rawName: string, headerDump: boolean): SecretName | null {
  const lowerName = rawName.toLowerCase();
  // A card code's name in any case and spelling (`cvc`, `cardCvv`, `card.cvv`, `security_code`).
  if (SESSION_COOKIE_NAMES.has(lowerName) || CARD_CODE_NAMES.has(lowerName.replace(/[^a-z0-9]/g, ''))) return { type: 'SECRET', strong: true, password: false, awsSecret: false };
  // A command-line flag (`--api-key`) is not a header despite its dashes.
  const name = rawName.replace(/^-+/, '');
  const flag = name.length !== rawName.length;
  const lower = name.toLowerCase();
  const words = splitKeyWords(name);
  if (words.length === 0) return null;
  const isHeader = !flag && (KNOWN_HEADERS.has(lower) || (lower.includes('-') && !/[_.]/.test(lower)));
  const password = words.length === 1 && (words[0] === 'password' || words[0] === 'pwd' || words[0] === 'passwd');
  if (flag && headerDump) headerDump = false;
  const awsSecret = lower.replace(/[^a-z]/g, '').endsWith('secretaccesskey');
  if (headerDump) {
    // The last word names what the value is: `x-auth-token` is a token, `token-count` a number.
    const sensitive = KNOWN_HEADERS.has(lower) || (isHeaderDumpSensitiveWord(words[words.length - 1]!) && !isStructuralName(words));
    return sensitive ? { type: 'HEADER', strong: true, password, awsSecret } : null;
  }
  const strength = nameStrength(words, name);
  if (strength === null) return null;
  return { type: isHeader ? 'HEADER' : 'SECRET', strong: strength === 'strong' || KNOWN_HEADERS.has(lower), password, awsSecret };
}

/** `Idempotency-Key`, `X-Cache-Key`, `Next-Page-Token`: a credential word qualified into an identifier. */
function isStructuralName(words: string[]): boolean {
  const last = words[words.length - 1]!;
  const prev = words[words.length - 2];
  if (prev === undefined) return false;
  return (last === 'key' && KEY_QUALIFIERS_NOT_SECRET.has(prev)) || (last === 'token' && TOKEN_QUALIFIERS_NOT_SECRET.has(prev));
}

function isHeaderDumpSensitiveWord(w: string): boolean {
  return (
    w.endsWith('token') ||
    w.includes('secret') ||
    w.endsWith('key') ||
    w.startsWith('auth') ||
    w.includes('cookie') ||
    w.includes('passw') ||
    w === 'pwd' ||
    w.includes('session') ||
    w.includes('signature') ||
    w.includes('credential')
  );
}

function nameStrength(words: string[], name: string): 'strong' | 'weak' | null {
  const last = words[words.length - 1]!;
  const prev = words.length > 1 ? words[words.length - 2]! : undefined;
  if (last.endsWith('password') || last.endsWith('passwd') || last.endsWith('passwort') || last === 'kennwort' || STRONG_COMPOUNDS.has(last)) {
    return 'strong';
  }
  if (last === 'pwd') return name === 'PWD' ? null : 'strong'; // $PWD is the working directory
  if (last === 'pass') return prev ? 'strong' : 'weak';
  if (last.endsWith('secret') || last === 'secrets') return 'strong';
  if (last === 'key') {
    if (prev === undefined || KEY_QUALIFIERS_NOT_SECRET.has(prev)) return null;
    return KEY_QUALIFIERS_STRONG.has(prev) ? 'strong' : 'weak';
  }
  if (last.endsWith('key') && last.length > 3) {
    // One-word compounds: "secretaccesskey", "privatekey", "signingkey".
    const qualifier = last.slice(0, -3);
    for (const q of KEY_QUALIFIERS_STRONG) if (qualifier.endsWith(q)) return 'strong';
    return null;
  }
  if (last === 'token') {
    if (prev === undefined) return 'weak';
    if (TOKEN_QUALIFIERS_NOT_SECRET.has(prev)) return null;
    return TOKEN_QUALIFIERS_STRONG.has(prev) ? 'strong' : 'weak';
  }
  if (last.endsWith('token')) {
    const qualifier = last.slice(0, -5);
    return TOKEN_QUALIFIERS_NOT_SECRET.has(qualifier) ? null : 'weak';
  }
  if (last === 'auth' || last === 'credential' || last === 'credentials' || last === 'signature' || last === 'sig') {
    return 'weak';
  }
  return null;
}

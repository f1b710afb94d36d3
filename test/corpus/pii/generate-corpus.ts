import { Faker, base, de, en, fr, ja, ko, type LocaleDefinition } from '@faker-js/faker';
import type { EntityType } from '../../../collector/redaction/pii/entity-type.ts';
import { createTextBuilder, type CorpusItem, type CorpusLocale, type CorpusShape, type NegativeKind, type TextBuilder } from './corpus-builder.ts';
import {
  apiKeyValue, awsSecretValue, base64, bearerTokenValue, cardValue, chars, emailValue, fakeJwtValue, hex, ibanValue, int,
  invalidIbanValue, invalidRrnValue, invalidSsnValue, ipValue, ipv4, jwtValue, luhnFailValue, machineSecretValue, maskedCardValue,
  passwordValue, phoneValue, pick, rrnValue, slackWebhookPath, ssnParts, type ValueSource,
} from './entity-values.ts';
import { invalidNationalIdValue, nationalIdValue } from './national-id-values.ts';

/** The entity types that can be found in text (USER, LOCATION, PERSON_NAME and ADDRESS come from keys only; BIRTH_DATE from keys and birth labels, measured in birth-date-held-out.test.ts; BANK_ACCOUNT from keys and account labels, measured in bank-account-held-out.test.ts). */
export const CORPUS_TYPES: readonly EntityType[] = [
  'EMAIL', 'PHONE', 'CARD', 'IBAN', 'SSN', 'RRN', 'NATIONAL_ID', 'IP', 'JWT', 'BEARER', 'API_KEY', 'SECRET', 'URL_CREDENTIALS', 'URL_QUERY',
  'HEADER',
];

export interface CorpusOptions {
  /** Base seed; locale i uses seed + i. */
  seed?: number;
  /** Items whose main entity is of each type (other types appear as companions). */
  positivesPerType?: number;
  /** Items made only of hard negatives. */
  negativeItems?: number;
}

const LOCALES: readonly [CorpusLocale, LocaleDefinition][] = [['en', en], ['ko', ko], ['de', de], ['fr', fr], ['ja', ja]];
// Faker's dates are relative to "now" unless pinned; the corpus must not change from day to day.
const REF_DATE = '2025-06-01T00:00:00.000Z';

/**
 * A labelled corpus of span-shaped strings (log lines, exception messages and stack traces, JSON
 * blobs, SQL, URLs, header dumps, chat messages) in en, ko, de, fr and ja, deterministic for a seed.
 * Positives embed one entity of their type (sometimes with a second of another type) among realistic
 * look-alikes (trace and span ids, timestamps); negatives are made only of hard negatives.
 */
export function generatePiiCorpus(options: CorpusOptions = {}): CorpusItem[] {
  const seed = options.seed ?? 20250601;
  const perType = options.positivesPerType ?? 220;
  const negativeItems = options.negativeItems ?? 1500;
  const sources: ValueSource[] = LOCALES.map(([locale, def], i) => {
    const f = new Faker({ locale: [def, en, base], seed: seed + i });
    f.setDefaultRefDate(REF_DATE);
    return { f, locale };
  });
  const items: CorpusItem[] = [];
  for (const type of CORPUS_TYPES) {
    for (let i = 0; i < perType; i++) items.push(positiveItem(sources[i % sources.length]!, type, `${type}-${i}`));
  }
  for (let i = 0; i < negativeItems; i++) items.push(negativeItem(sources[i % sources.length]!, `NEG-${i}`));
  return items;
}

// ---- fields: a name and a value writer, rendered differently by each shape -----------------------

interface Field {
  name: string;
  write(b: TextBuilder): void;
  /** Rendered `Name: value` in logs (an HTTP header). */
  header?: boolean;
  /** A JSON number rather than a string. */
  numeric?: boolean;
  /** Separator in logs instead of `=` (a command-line flag takes a space). */
  sep?: string;
  /** Chat templates for this value (instead of its type's), e.g. ones without an SSN keyword. */
  chat?: readonly string[];
}

const SHAPES_FOR: Record<EntityType, readonly CorpusShape[]> = {
  EMAIL: ['log', 'exception', 'json', 'sql', 'url', 'chat'],
  PHONE: ['log', 'exception', 'json', 'sql', 'chat'],
  CARD: ['log', 'exception', 'json', 'sql', 'chat'],
  IBAN: ['log', 'exception', 'json', 'sql', 'url', 'chat'],
  SSN: ['log', 'exception', 'json', 'sql', 'chat'],
  RRN: ['log', 'exception', 'json', 'sql', 'chat'],
  NATIONAL_ID: ['log', 'exception', 'json', 'sql', 'chat'],
  IP: ['log', 'exception', 'json', 'sql', 'url', 'headers', 'chat'],
  JWT: ['log', 'exception', 'json', 'url', 'headers', 'chat'],
  BEARER: ['log', 'exception', 'json', 'headers'],
  API_KEY: ['log', 'exception', 'json', 'url', 'headers', 'chat'],
  SECRET: ['log', 'exception', 'json', 'chat'],
  URL_CREDENTIALS: ['log', 'exception', 'json'],
  URL_QUERY: ['log', 'exception', 'json', 'url', 'headers'],
  HEADER: ['log', 'exception', 'json', 'headers'],
  BANK_ACCOUNT: [],
  VIN: [],
  CRYPTO_ADDRESS: [],
  LICENSE_PLATE: [],
  SOCIAL_HANDLE: [],
  MAC_ADDRESS: [],
  LOCATION: [],
  PERSON_NAME: [],
  BIRTH_DATE: [],
  ADDRESS: [],
  USER: [],
  SQL_LITERAL: [],
};

function fieldFor(g: ValueSource, type: EntityType, shape: CorpusShape): Field {
  switch (type) {
    case 'EMAIL': {
      const value = emailValue(g);
      const encoded = shape === 'url' && int(g, 0, 1) === 0 ? value.replace('@', '%40') : value;
      return { name: pick(g, ['email', 'contact_email', 'user_email', 'to', 'recipient', 'customer.email']), write: (b) => b.entity('EMAIL', encoded) };
    }
    case 'PHONE': {
      const { value } = phoneValue(g);
      const variant = int(g, 0, 9);
      if (variant === 0 && !(shape === 'chat' && value.startsWith('+'))) {
        // Digits only, as forms and CRMs store them; E.164 without its '+' under an msisdn key.
        const international = value.startsWith('+');
        const bare = value.replace(/\s*(?:x|ext\.?)\s*\d+$/i, '').replace(/\D/g, '');
        return { name: international ? 'msisdn' : pick(g, ['phone', 'mobile', 'tel']), write: (b) => b.entity('PHONE', bare) };
      }
      return { name: pick(g, ['phone', 'mobile', 'phone_number', 'tel', 'contact_phone', 'callback_number']), write: (b) => b.entity('PHONE', value) };
    }
    case 'CARD': {
      const value = cardValue(g);
      return { name: pick(g, ['card_number', 'pan', 'cc_number', 'payment.card']), write: (b) => b.entity('CARD', value) };
    }
    case 'IBAN': {
      const value = ibanValue(g);
      const v = shape === 'url' ? value.replace(/ /g, '') : value;
      return { name: pick(g, ['iban', 'payout_iban', 'account_iban', 'bank_account']), write: (b) => b.entity('IBAN', v) };
    }
    case 'SSN': {
      const [a, grp, s] = ssnParts(g);
      // Nine digits in a row need an SSN word; the grouped 3-2-4 forms are taken without one.
      const layout = int(g, 0, 9);
      const sep = [' ', ' ', '-', '-', '-', '.', '\u2013', '\u00a0'][layout - 2];
      const value = sep === undefined ? `${a}${grp}${s}` : `${a}${sep}${grp}${sep}${s}`;
      return idField(g, sep === undefined, ['ssn', 'social_security_number', 'tax_id', 'applicant_ssn'], (b) => b.entity('SSN', value));
    }
    case 'RRN': {
      const { value, dashed, checkDigit } = rrnValue(g);
      // Undashed numbers without a check digit (issued since October 2020) need an RRN word.
      return idField(g, !dashed && !checkDigit, ['rrn', 'resident_registration_number', 'jumin_no', '주민등록번호'], (b) => b.entity('RRN', value));
    }
    case 'NATIONAL_ID': {
      const { value, keywords, needsKeyword } = nationalIdValue(g);
      return idField(g, needsKeyword, keywords, (b) => b.entity('NATIONAL_ID', value));
    }
    case 'IP': {
      const value = ipValue(g);
      if (shape === 'headers') return { name: pick(g, ['X-Forwarded-For', 'X-Real-IP', 'X-Client-IP']), header: true, write: (b) => b.entity('IP', value) };
      if (shape === 'url') {
        const host = value.includes(':') ? (b: TextBuilder) => b.text('[').entity('IP', value).text(']') : (b: TextBuilder) => b.entity('IP', value);
        return { name: 'upstream', write: (b) => { b.text('http://'); host(b); b.text(`:${pick(g, [80, 8080, 443, 9000])}/v1/chat/completions`); } };
      }
      return { name: pick(g, ['client_ip', 'remote_addr', 'source_ip', 'peer.address', 'x_forwarded_for', 'ip']), write: (b) => b.entity('IP', value) };
    }
    case 'JWT': {
      const value = jwtValue(g);
      if (shape === 'headers' || (shape !== 'url' && shape !== 'chat' && int(g, 0, 3) === 0)) {
        return { name: 'Authorization', header: true, write: (b) => b.text('Bearer ').entity('JWT', value) };
      }
      return { name: pick(g, ['id_token', 'access_token', 'jwt', 'session_jwt', 'assertion']), write: (b) => b.entity('JWT', value) };
    }
    case 'BEARER': {
      const value = bearerTokenValue(g);
      return { name: pick(g, ['Authorization', 'authorization', 'Proxy-Authorization']), header: true, write: (b) => b.text(pick(g, ['Bearer ', 'bearer '])).entity('BEARER', value) };
    }
    case 'API_KEY':
      return apiKeyField(g, shape);
    case 'SECRET':
      return secretField(g, shape);
    case 'URL_CREDENTIALS':
      return connectionField(g);
    case 'URL_QUERY':
      return { name: pick(g, shape === 'headers' ? ['Referer', 'Location'] : ['url', 'http.url', 'redirect', 'link']), header: shape === 'headers', write: (b) => writeQueryUrl(b, g) };
    case 'HEADER':
      return headerField(g);
    case 'LOCATION':
    case 'PERSON_NAME':
    case 'BIRTH_DATE':
    case 'BANK_ACCOUNT':
    case 'ADDRESS':
    case 'USER':
    case 'VIN':
    case 'CRYPTO_ADDRESS':
    case 'LICENSE_PLATE':
    case 'SOCIAL_HANDLE':
    case 'MAC_ADDRESS':
    case 'SQL_LITERAL':
      throw new Error(`${type} is a key-only or label-only type, or measured by its own set`);
  }
}

// Field names that say nothing about the number (no ssn, cpf, nhs, … and no phone or time word).
const NEUTRAL_ID_NAMES = ['document', 'id_number', 'doc_no', 'customer.document', 'holder_id', 'member_ref', 'verification.value'];
const NEUTRAL_ID_CHAT: Record<CorpusLocale, readonly string[]> = {
  en: ['Here is the number you asked for: {}', 'Please update my record, it is {}.', 'The form says {} - is that right?'],
  ko: ['요청하신 번호는 {}입니다.', '제 번호 {} 확인 부탁드립니다.'],
  de: ['Hier die gewünschte Nummer: {}', 'Bitte aktualisieren Sie meinen Datensatz: {}'],
  fr: ['Voici mon identifiant : {}', 'Merci de mettre à jour mon dossier : {}'],
  ja: ['番号は{}です。', '登録番号{}の確認をお願いします。'],
};
const KEYWORD_ID_CHAT: Record<CorpusLocale, readonly string[]> = {
  en: ['My {kw} is {} - do you need it for the form?', 'Here is my {kw}: {}'],
  ko: ['제 {kw}는 {}입니다.'],
  de: ['Meine {kw} lautet {}.'],
  fr: ['Mon {kw} est {}.'],
  ja: ['{kw}は{}です。'],
};

/**
 * A personal number's field. When the form needs a keyword the name is one of `keywords`; otherwise
 * half the time a neutral name, so that detection without any keyword is exercised.
 */
function idField(g: ValueSource, needsKeyword: boolean, keywords: readonly string[], write: (b: TextBuilder) => void): Field {
  if (!needsKeyword && int(g, 0, 1) === 0) return { name: pick(g, NEUTRAL_ID_NAMES), write, chat: NEUTRAL_ID_CHAT[g.locale] };
  const kw = pick(g, keywords);
  return { name: kw, write, chat: KEYWORD_ID_CHAT[g.locale].map((t) => t.replace('{kw}', kw.replace(/_/g, ' '))) };
}

function apiKeyField(g: ValueSource, shape: CorpusShape): Field {
  const variant = int(g, 0, 9);
  // An AWS secret key is only recognisable by its name, so it needs a key/value shape.
  if (variant === 0 && shape !== 'chat' && shape !== 'url') {
    const value = awsSecretValue(g);
    return { name: pick(g, ['aws_secret_access_key', 'AWS_SECRET_ACCESS_KEY', 'SecretAccessKey']), write: (b) => b.entity('API_KEY', value) };
  }
  if (variant === 1 && (shape === 'log' || shape === 'json' || shape === 'exception')) {
    return { name: 'webhook_url', write: (b) => b.text('https://hooks.slack.com/services/').entity('API_KEY', slackWebhookPath(g)) };
  }
  const value = apiKeyValue(g);
  if (shape === 'headers' || (variant === 2 && shape !== 'url' && shape !== 'chat')) {
    const name = pick(g, ['x-api-key', 'Authorization', 'x-goog-api-key', 'api-key']);
    return { name, header: true, write: (b) => b.text(name === 'Authorization' ? 'Bearer ' : '').entity('API_KEY', value) };
  }
  if (shape === 'url') return { name: 'key', write: (b) => b.entity('API_KEY', value) };
  return { name: pick(g, ['OPENAI_API_KEY', 'ANTHROPIC_API_KEY', 'api_key', 'apiKey', 'GITHUB_TOKEN', 'SLACK_BOT_TOKEN', 'STRIPE_SECRET_KEY', 'AWS_ACCESS_KEY_ID', 'GOOGLE_API_KEY', 'credentials.key']), write: (b) => b.entity('API_KEY', value) };
}

function secretField(g: ValueSource, shape: CorpusShape): Field {
  if (shape === 'log' && int(g, 0, 5) === 0) {
    const value = passwordValue(g);
    return { name: '--password', sep: pick(g, ['=', ' ']), write: (b) => b.entity('SECRET', value) };
  }
  if (shape === 'chat' || int(g, 0, 1) === 0) {
    const value = passwordValue(g);
    return { name: pick(g, ['password', 'db_password', 'DB_PASSWORD', 'passwd', 'SMTP_PASSWORD', 'userPassword', 'admin_pass', 'pwd']), write: (b) => b.entity('SECRET', value) };
  }
  const value = machineSecretValue(g);
  return {
    name: pick(g, ['client_secret', 'clientSecret', 'app_secret', 'secret', 'secret_key', 'api_key', 'apiKey', 'access_token', 'refresh_token', 'auth_token', 'webhook_secret', 'token', 'signature', 'auth', 'private_key', 'x_session_token']),
    write: (b) => b.entity('SECRET', value),
  };
}

function connectionField(g: ValueSource): Field {
  const user = g.f.internet.username().replace(/[^A-Za-z0-9._-]/g, '') || 'app';
  const password = passwordValue(g);
  const host = int(g, 0, 4) === 0 ? null : g.f.internet.domainName();
  const db = pick(g, ['app', 'orders', 'analytics', 'prod', 'users']);
  const variant = int(g, 0, 5);
  const name = pick(g, ['dsn', 'database_url', 'DATABASE_URL', 'broker_url', 'connection_string', 'db.connection_string']);
  const writeHost = (b: TextBuilder) => (host === null ? b.entity('IP', ipv4(g)) : b.text(host));
  if (variant === 4) {
    return { name, write: (b) => { b.text(`Server=tcp:`); writeHost(b); b.text(`,1433;Initial Catalog=${db};Persist Security Info=False;User ID=${user};Password=`).entity('URL_CREDENTIALS', password.replace(/;/g, '')).text(';MultipleActiveResultSets=False;Encrypt=True;'); } };
  }
  if (variant === 5) {
    return { name, write: (b) => { b.text('jdbc:sqlserver://'); writeHost(b); b.text(`:1433;databaseName=${db};user=${user};password=`).entity('URL_CREDENTIALS', password.replace(/;/g, '')).text(';encrypt=true'); } };
  }
  const scheme = pick(g, ['postgres', 'postgresql', 'mysql', 'mongodb+srv', 'redis', 'amqp', 'https']);
  const port = { postgres: 5432, postgresql: 5432, mysql: 3306, 'mongodb+srv': 27017, redis: 6379, amqp: 5672, https: 443 }[scheme];
  const userPart = scheme === 'redis' && int(g, 0, 1) === 0 ? '' : user;
  return {
    name,
    write: (b) => {
      b.text(`${scheme}://${userPart}:`).entity('URL_CREDENTIALS', encodeURIComponent(password)).text('@');
      writeHost(b);
      b.text(`:${port}/${db}`);
    },
  };
}

const QUERY_PARAMS: readonly [string, (g: ValueSource) => string][] = [
  ['page', (g) => String(int(g, 1, 40))],
  ['q', (g) => encodeURIComponent(g.f.word.noun())],
  ['lang', (g) => g.locale],
  ['sort', (g) => pick(g, ['price_asc', 'newest', 'relevance'])],
  ['limit', (g) => String(pick(g, [10, 20, 50, 100]))],
  ['utm_source', (g) => pick(g, ['newsletter', 'google', 'kakao', 'line'])],
  ['city', (g) => encodeURIComponent(g.f.location.city())],
  ['name', (g) => encodeURIComponent(g.f.person.firstName())],
  ['category', (g) => encodeURIComponent(g.f.commerce.department())],
  ['ref', (g) => chars(g, 'abcdefghijklmnopqrstuvwxyz0123456789', 8)],
  ['from', (g) => `2025-0${int(g, 1, 9)}-1${int(g, 0, 9)}`],
];

/** A URL whose every query value is labelled (an email value as EMAIL), plus a protected trace_id. */
function writeQueryUrl(b: TextBuilder, g: ValueSource): void {
  b.text(`https://${g.f.internet.domainName()}/${pick(g, ['search', 'api/v1/orders', 'products', 'account/settings', 'callback'])}?`);
  const count = int(g, 1, 4);
  for (let i = 0; i < count; i++) {
    if (i > 0) b.text('&');
    if (int(g, 0, 7) === 0) {
      b.text('email=').entity('EMAIL', emailValue(g).replace('@', pick(g, ['@', '%40'])));
      continue;
    }
    const [name, value] = pick(g, QUERY_PARAMS);
    b.text(`${name}=`).entity('URL_QUERY', value(g));
  }
  if (int(g, 0, 3) === 0) b.text('&trace_id=').negative('TRACE_ID', hex(g, 32));
}

function headerField(g: ValueSource): Field {
  switch (int(g, 0, 7)) {
    case 0:
      return { name: 'Cookie', header: true, write: (b) => b.entity('HEADER', `session=${chars(g, 'abcdef0123456789', 32)}; _ga=GA1.2.${int(g, 100000, 999999)}.${int(g, 1600000000, 1750000000)}`) };
    case 1:
      return { name: 'Set-Cookie', header: true, write: (b) => b.entity('HEADER', `sid=${machineSecretValue(g)}; Path=/; HttpOnly; Secure; SameSite=Lax`) };
    case 2:
      return { name: pick(g, ['x-api-key', 'X-API-Key']), header: true, write: (b) => b.entity('HEADER', machineSecretValue(g)) };
    case 3:
      return { name: 'api-key', header: true, write: (b) => b.entity('HEADER', hex(g, 32)) };
    case 4:
      return { name: pick(g, ['Authorization', 'Proxy-Authorization']), header: true, write: (b) => b.text('Basic ').entity('HEADER', base64(`${g.f.internet.username()}:${passwordValue(g)}`)) };
    case 5:
      return { name: pick(g, ['X-Auth-Token', 'x-csrf-token', 'X-Amz-Security-Token']), header: true, write: (b) => b.entity('HEADER', machineSecretValue(g)) };
    case 6:
      return { name: 'Authorization', header: true, write: (b) => b.text('Token ').entity('HEADER', hex(g, 40)) };
    default:
      return { name: 'cookie', header: true, write: (b) => b.entity('HEADER', `__Secure-next-auth.session-token=${chars(g, 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-_', 60)}`) };
  }
}

// ---- shapes ---------------------------------------------------------------------------------------

const SERVICES = ['checkout-api', 'llm-gateway', 'rag-worker', 'billing', 'notifier', 'support-bot'];
const LEVELS = ['INFO', 'WARN', 'ERROR', 'DEBUG'];

function isoTimestamp(g: ValueSource): string {
  return g.f.date.recent({ days: 30 }).toISOString();
}

function epochMs(g: ValueSource): string {
  return String(g.f.date.recent({ days: 30 }).getTime());
}

function writeLogPrefix(b: TextBuilder, g: ValueSource): void {
  b.negative('TIMESTAMP', isoTimestamp(g)).text(` ${pick(g, LEVELS)} [${pick(g, SERVICES)}] trace_id=`).negative('TRACE_ID', hex(g, 32)).text(' span_id=').negative('SPAN_ID', hex(g, 16)).text(' ');
}

const LOG_MESSAGES: Record<CorpusLocale, readonly string[]> = {
  en: ['user profile updated', 'sending receipt', 'payment attempt failed', 'request received', 'tool call completed'],
  ko: ['사용자 정보 변경', '영수증 발송', '결제 실패', '요청 수신'],
  de: ['Benutzerprofil aktualisiert', 'Zahlung fehlgeschlagen', 'Anfrage empfangen'],
  fr: ['profil utilisateur mis à jour', 'échec du paiement', 'requête reçue'],
  ja: ['ユーザー情報を更新しました', '決済に失敗しました', 'リクエストを受信'],
};

function renderLog(b: TextBuilder, g: ValueSource, fields: Field[]): void {
  writeLogPrefix(b, g);
  b.text(pick(g, LOG_MESSAGES[g.locale]));
  for (const f of fields) {
    if (f.name === '--password') b.text(` exec: mysql -h db.internal -u app`);
    b.text(f.header ? ` ${f.name}: ` : ` ${f.name}${f.sep ?? '='}`);
    f.write(b);
  }
  if (int(g, 0, 1) === 0) b.text(' duration_ms=').negative('COUNTER', String(int(g, 1, 90000)));
}

function renderException(b: TextBuilder, g: ValueSource, fields: Field[]): void {
  const inline = (prefix: string) => {
    b.text(prefix);
    fields.forEach((f, i) => {
      b.text(i === 0 ? '' : ', ').text(f.header ? `${f.name}: ` : `${f.name}=`);
      f.write(b);
    });
  };
  if (int(g, 0, 1) === 0) {
    const mod = pick(g, ['handlers/payment', 'services/notify', 'clients/llm', 'db/session']);
    b.text(`Traceback (most recent call last):\n  File "/app/${mod}.py", line ${int(g, 10, 400)}, in ${pick(g, ['charge', 'send', 'complete', 'connect'])}\n    raise ${pick(g, ['ValueError', 'RuntimeError'])}(msg)\n${pick(g, ['ValueError', 'RuntimeError', 'psycopg2.OperationalError'])}: `);
    inline(pick(g, ['invalid request: ', 'could not process ', 'upstream rejected ']));
    b.text('\n');
  } else {
    b.text(`${pick(g, ['Error', 'TypeError', 'FetchError'])}: `);
    inline(pick(g, ['request failed with ', 'validation failed for ', 'cannot handle ']));
    b.text(`\n    at ${pick(g, ['handle', 'callModel', 'sendMail'])} (/srv/app/src/${pick(g, ['routes', 'llm', 'mail'])}.js:${int(g, 1, 300)}:${int(g, 1, 80)})\n    at process.processTicksAndRejections (node:internal/process/task_queues:95:5)`);
  }
}

function renderJson(b: TextBuilder, g: ValueSource, fields: Field[]): void {
  b.text('{"request_id": "').negative('UUID', g.f.string.uuid()).text('", "ts": ').negative('TIMESTAMP', epochMs(g));
  for (const f of fields) {
    b.text(`, "${f.name}": `);
    if (!f.numeric) b.text('"');
    f.write(b);
    if (!f.numeric) b.text('"');
  }
  b.text(`, "status": "${pick(g, ['ok', 'failed', 'pending'])}"}`);
}

function renderSql(b: TextBuilder, g: ValueSource, fields: Field[]): void {
  const table = pick(g, ['customers', 'users', 'payments', 'accounts']);
  if (int(g, 0, 1) === 0) {
    b.text(`UPDATE ${table} SET `);
    fields.forEach((f, i) => {
      b.text(`${i ? ', ' : ''}${sqlName(f.name)} = '`);
      f.write(b);
      b.text("'");
    });
    b.text(` WHERE id = ${int(g, 1, 99999)}`);
  } else {
    b.text(`SELECT id, created_at FROM ${table} WHERE `);
    fields.forEach((f, i) => {
      b.text(`${i ? ' AND ' : ''}${sqlName(f.name)} = '`);
      f.write(b);
      b.text("'");
    });
    b.text(` LIMIT ${pick(g, [1, 10, 100])}`);
  }
}

function sqlName(name: string): string {
  return name.replace(/\./g, '_').toLowerCase();
}

function renderUrl(b: TextBuilder, g: ValueSource, fields: Field[]): CorpusItem['key'] {
  const method = int(g, 0, 1) === 0 ? `${pick(g, ['GET', 'POST'])} ` : '';
  const whole = fields.find((f) => f.name === 'url' || f.name === 'upstream' || f.name === 'webhook_url' || f.name === 'http.url' || f.name === 'redirect' || f.name === 'link');
  const rest = fields.filter((f) => f !== whole);
  b.text(method);
  if (whole) whole.write(b);
  else b.text(`https://${g.f.internet.domainName()}/${pick(g, ['api/v2/verify', 'maps/api/geocode/json', 'pay/confirm', 'oauth/callback'])}`);
  const hasQuery = whole !== undefined && whole.name !== 'upstream' && whole.name !== 'webhook_url';
  rest.forEach((f, i) => {
    b.text(i === 0 && !hasQuery ? '?' : '&').text(`${f.name}=`);
    f.write(b);
  });
  if (method) b.text(' HTTP/1.1');
  return undefined;
}

function renderHeaders(b: TextBuilder, g: ValueSource, fields: Field[]): CorpusItem['key'] {
  const plain: [string, (b: TextBuilder) => void][] = [
    ['Content-Type', (x) => x.text('application/json')],
    ['User-Agent', (x) => x.negative('VERSION', pick(g, ['OpenAI/Python 1.40.0', 'python-httpx/0.27.0', 'node-fetch/3.3.2', 'Anthropic/TS 0.24.3']))],
    ['x-request-id', (x) => x.negative('UUID', g.f.string.uuid())],
    ['traceparent', (x) => x.text('00-').negative('TRACE_ID', hex(g, 32)).text('-').negative('SPAN_ID', hex(g, 16)).text('-01')],
    ['x-ratelimit-remaining-tokens', (x) => x.negative('CREDENTIAL_WORDS', String(int(g, 1000, 150000)))],
    ['content-length', (x) => x.negative('COUNTER', String(int(g, 10, 99999)))],
  ];
  const all: [string, (b: TextBuilder) => void][] = [...fields.map((f): [string, (b: TextBuilder) => void] => [f.name, (x) => f.write(x)])];
  const extras = int(g, 1, 3);
  for (let i = 0; i < extras; i++) all.splice(int(g, 0, all.length), 0, pick(g, plain));
  const style = int(g, 0, 3);
  if (style === 0) {
    b.text('{');
    all.forEach(([name, write], i) => {
      b.text(`${i ? ', ' : ''}'${name}': '`);
      write(b);
      b.text("'");
    });
    b.text('}');
    return 'llm.headers';
  }
  if (style === 1) {
    b.text('{');
    all.forEach(([name, write], i) => {
      b.text(`${i ? ', ' : ''}"${name.toLowerCase()}": "`);
      write(b);
      b.text('"');
    });
    b.text('}');
    return int(g, 0, 1) === 0 ? 'llm.headers' : undefined;
  }
  if (style === 2) {
    b.text(`curl -X POST https://${g.f.internet.domainName()}/v1/messages`);
    for (const [name, write] of all) {
      b.text(` -H '${name}: `);
      write(b);
      b.text("'");
    }
    return undefined;
  }
  all.forEach(([name, write], i) => {
    b.text(`${i ? '\n' : ''}${name}: `);
    write(b);
  });
  return int(g, 0, 1) === 0 ? 'http.request.headers' : undefined;
}

type ChatCategory = 'email' | 'phone' | 'payment' | 'id' | 'network' | 'secret' | 'password';

const CHAT_CATEGORY: Partial<Record<EntityType, ChatCategory>> = {
  EMAIL: 'email', PHONE: 'phone', CARD: 'payment', IBAN: 'payment', SSN: 'id', RRN: 'id', NATIONAL_ID: 'id', IP: 'network', API_KEY: 'secret', JWT: 'secret',
  SECRET: 'password',
};

const CHAT_TEMPLATES: Record<CorpusLocale, Record<ChatCategory, readonly string[]>> = {
  en: {
    email: ['Hi, you can reach me at {} if anything changes.', 'Please send the invoice to {} by Friday.', 'My contact is {}, thanks!'],
    phone: ['Call me at {} tomorrow.', 'My phone number is {}.', 'You can reach me at {} (mobile).'],
    password: ['My password is {}, can you log in for me?', 'I set the password to {} yesterday.'],
    payment: ['Please charge my card {} for the renewal.', 'Refund it to {} please.'],
    id: ['My SSN is {} - do you need it for the form?', 'Here is my social security number: {}'],
    network: ['The server at {} keeps timing out.', 'Requests from {} are blocked, why?'],
    secret: ['I pasted my key {} by mistake, can you rotate it?', 'Is this token still valid? {}'],
  },
  ko: {
    email: ['안녕하세요, 제 이메일은 {}입니다.', '{}로 메일 주세요.', '변경 사항은 {} 으로 알려 주세요.'],
    phone: ['안녕하세요, 제 연락처는 {}입니다.', '{}로 연락 주세요.', '전화번호는 {} 입니다.'],
    password: ['제 비밀번호는 {}입니다.', '비밀번호 {} 로 로그인이 안 돼요.'],
    payment: ['카드번호 {}로 결제해 주세요.', '환불은 {} 계좌로 부탁드립니다.'],
    id: ['제 SSN은 {}입니다.', '주민등록번호는 {}입니다.'],
    network: ['서버 {}에 접속이 안 돼요.', '{} 에서 오는 요청이 차단됩니다.'],
    secret: ['실수로 키 {}를 올렸어요.', '이 토큰 {} 아직 유효한가요?'],
  },
  de: {
    email: ['Sie erreichen mich per E-Mail unter {}.', 'Bitte schicken Sie die Rechnung an {}.'],
    phone: ['Rufen Sie mich unter {} an.', 'Meine Telefonnummer: {}'],
    password: ['Mein Passwort ist {}, bitte prüfen.', 'Passwort: {}'],
    payment: ['Bitte buchen Sie den Betrag von meiner Karte {} ab.', 'Überweisung bitte auf {}.'],
    id: ['Meine SSN lautet {}.', 'Hier meine Sozialversicherungsnummer (SSN): {}'],
    network: ['Der Server {} antwortet nicht.', 'Anfragen von {} werden blockiert.'],
    secret: ['Ich habe versehentlich den Schlüssel {} gepostet.'],
  },
  fr: {
    email: ['Vous pouvez m’écrire à {}.', "Envoyez la facture à {} s'il vous plaît."],
    phone: ['Appelez-moi au {}.', 'Mon numéro de téléphone : {}'],
    password: ['Mon mot de passe est {}, merci de vérifier.'],
    payment: ['Merci de débiter ma carte {}.', 'Virement sur {} svp.'],
    id: ['Mon SSN est {}.', 'Numéro de sécurité sociale américain (SSN) : {}'],
    network: ['Le serveur {} ne répond plus.', 'Les requêtes depuis {} sont bloquées.'],
    secret: ["J'ai publié la clé {} par erreur."],
  },
  ja: {
    email: ['メールアドレスは{}です。', '{}までメールをください。'],
    phone: ['電話番号は{}です。', '{}までご連絡ください。'],
    password: ['パスワードは{}です。', 'パスワード「{}」でログインできません。'],
    payment: ['カード番号{}で支払います。', '返金は{}にお願いします。'],
    id: ['SSNは{}です。', '住民登録番号(RRN)は{}です。'],
    network: ['サーバー{}に接続できません。', '{}からのリクエストが拒否されます。'],
    secret: ['キー{}を誤って公開しました。'],
  },
};

function renderChat(b: TextBuilder, g: ValueSource, fields: Field[], types: EntityType[]): void {
  const asJson = int(g, 0, 1) === 0;
  if (asJson) b.text('[{"role": "system", "content": "You are a helpful support assistant."}, {"role": "user", "content": "');
  fields.forEach((f, i) => {
    const category = CHAT_CATEGORY[types[i]!]!;
    let templates = f.chat ?? CHAT_TEMPLATES[g.locale][category];
    if (types[i] === 'RRN' && !f.chat) templates = templates.filter((t) => /주민|RRN/.test(t)).concat(['My Korean resident registration number (RRN) is {}.']);
    if (types[i] === 'SSN' && !f.chat) templates = templates.filter((t) => !/주민|RRN/.test(t));
    const [pre, post] = pick(g, templates).split('{}') as [string, string];
    b.text(i ? ' ' : '').text(pre);
    f.write(b);
    b.text(post);
  });
  if (asJson) b.text('"}]');
}

function render(b: TextBuilder, g: ValueSource, shape: CorpusShape, fields: Field[], types: EntityType[]): CorpusItem['key'] {
  switch (shape) {
    case 'log':
      renderLog(b, g, fields);
      return undefined;
    case 'exception':
      renderException(b, g, fields);
      return undefined;
    case 'json':
      renderJson(b, g, fields);
      return undefined;
    case 'sql':
      renderSql(b, g, fields);
      return undefined;
    case 'url':
      return renderUrl(b, g, fields);
    case 'headers':
      return renderHeaders(b, g, fields);
    case 'chat':
      renderChat(b, g, fields, types);
      return undefined;
  }
}

function positiveItem(g: ValueSource, type: EntityType, id: string): CorpusItem {
  const shape = pick(g, SHAPES_FOR[type]);
  const types: EntityType[] = [type];
  if (int(g, 0, 2) === 0) {
    const companions = CORPUS_TYPES.filter((t) => t !== type && SHAPES_FOR[t].includes(shape) && (shape !== 'chat' || CHAT_CATEGORY[t]) && (shape !== 'url' || (t !== 'URL_QUERY' && t !== 'IP')));
    if (companions.length > 0) types.push(pick(g, companions));
  }
  const fields = types.map((t) => fieldFor(g, t, shape));
  if (shape === 'url' && type !== 'URL_QUERY' && type !== 'IP' && !fields.some((f) => f.name === 'webhook_url') && int(g, 0, 1) === 0) {
    fields.unshift({ name: 'url', write: (b) => writeQueryUrl(b, g) });
  }
  const b = createTextBuilder();
  const key = render(b, g, shape, fields, types);
  return b.build({ id, locale: g.locale, shape, ...(key ? { key } : {}) });
}

// ---- hard negatives -------------------------------------------------------------------------------

type NegativeField = Field & { kind: NegativeKind };

function negativeField(g: ValueSource, kind: NegativeKind): NegativeField {
  const neg = (name: string, value: string, extra: Partial<Field> = {}, versionKey = false): NegativeField => ({
    kind,
    name: versionKey && /^\d+\.\d+\.\d+\.\d+$/.test(value) ? pick(g, ['sdk_version', 'app.version', 'firmware_version']) : name,
    write: (b) => b.negative(kind, value),
    ...(versionKey ? {} : extra),
  });
  switch (kind) {
    case 'TRACE_ID':
      // Datadog and B3 ids travel as 64-bit decimals (dd.trace_id=5234567890123456789).
      if (int(g, 0, 3) === 0) return neg(pick(g, ['dd.trace_id', 'trace_id']), String(g.f.number.bigInt({ min: 10n ** 17n, max: 2n ** 63n - 1n })), { numeric: true });
      return neg(pick(g, ['trace_id', 'traceId', 'otel.trace_id']), hex(g, 32));
    case 'SPAN_ID':
      if (int(g, 0, 3) === 0) return neg(pick(g, ['dd.span_id', 'span_id']), String(g.f.number.bigInt({ min: 10n ** 15n, max: 2n ** 63n - 1n })), { numeric: true });
      return neg(pick(g, ['span_id', 'spanId', 'parent_span_id']), hex(g, 16));
    case 'UUID':
      return neg(pick(g, ['request_id', 'conversation_id', 'thread_id', 'idempotency_key', 'user_uuid', 'document_id']), g.f.string.uuid());
    case 'LUHN_FAIL':
      return neg(pick(g, ['reference', 'txn_ref', 'tracking_number', 'card_number']), luhnFailValue(g));
    case 'ORDER_ID':
      return neg(pick(g, ['order_id', 'order', 'invoice']), pick(g, [`ORD-2025-${String(int(g, 1, 999999)).padStart(6, '0')}`, `#${int(g, 1000000, 99999999)}`, String(int(g, 1000000000, 9999999999)), `INV-${int(g, 10000, 99999)}`, `${int(g, 100, 999)}-${int(g, 1000000, 9999999)}-${int(g, 1000000, 9999999)}`]));
    case 'TIMESTAMP': {
      const d = g.f.date.recent({ days: 400 });
      const ms = d.getTime();
      const value = pick(g, [String(ms), `${ms}${String(int(g, 0, 999999)).padStart(6, '0')}`, String(Math.floor(ms / 1000)), d.toISOString(), d.toUTCString(), d.toISOString().replace('T', ' ').replace('Z', ''), `${d.toISOString().slice(0, 10).replace(/-/g, '/')} ${d.toISOString().slice(11, 19)}`]);
      return neg(pick(g, ['ts', 'timestamp', 'time', 'created_at', 'start_time_unix_nano']), value, { numeric: /^\d+$/.test(value) });
    }
    case 'DATE': {
      const d = g.f.date.recent({ days: 800 }).toISOString();
      const [y, m, day] = [d.slice(0, 4), d.slice(5, 7), d.slice(8, 10)];
      return neg(pick(g, ['date', 'due_date', 'since', 'period']), pick(g, [`${y}-${m}-${day}`, `${m}/${day}/${y}`, `${day}.${m}.${y}`, `${y}/${m}/${day}`, `${y}년 ${Number(m)}월 ${Number(day)}일`, `${y}-${m}-${day} ${int(g, 10, 23)}:${int(g, 10, 59)}`]));
    }
    case 'VERSION':
      return neg(pick(g, ['version', 'sdk_version', 'user_agent', 'image', 'release']), pick(g, [g.f.system.semver(), `v${g.f.system.semver()}`, `${int(g, 1, 9)}.${int(g, 0, 9)}.${int(g, 0, 9)}.${int(g, 0, 9)}-beta`, `version ${int(g, 1, 9)}.${int(g, 0, 20)}.${int(g, 0, 9)}.${int(g, 0, 99)}`, `Chrome/${int(g, 100, 130)}.0.${int(g, 1000, 6999)}.${int(g, 10, 199)}`, `Chrome/${int(g, 100, 130)}.0.0.0`, `10.0.${int(g, 10000, 22999)}.${int(g, 100, 4999)}`, `openai==1.${int(g, 10, 60)}.${int(g, 0, 9)}`, `node v20.${int(g, 0, 19)}.${int(g, 0, 9)}`, `ghcr.io/acme/api:${g.f.system.semver()}`, `${int(g, 1, 9)}.${int(g, 0, 9)}.${int(g, 0, 9)}.${int(g, 0, 99)}`]), {}, true);
    case 'HASH':
      return neg(pick(g, ['sha', 'commit', 'digest', 'etag', 'checksum', 'content_hash']), pick(g, [g.f.git.commitSha(), hex(g, 64), `sha256:${hex(g, 64)}`, hex(g, 32), g.f.git.commitSha({ length: 7 })]));
    case 'BUILD_NUMBER':
      return neg(pick(g, ['build', 'build_id', 'run']), pick(g, [`${20250000 + int(g, 101, 1231)}.${int(g, 1, 9)}`, `#${int(g, 1000, 9999999)}`, String(int(g, 1000, 9999999)), `build ${int(g, 100000, 9999999)}`]));
    case 'PRICE':
      return neg(pick(g, ['price', 'amount', 'total']), pick(g, [`$${int(g, 1, 99)},${int(g, 100, 999)}.${int(g, 10, 99)}`, `€${int(g, 1, 9)}.${int(g, 100, 999)},00`, `${int(g, 1, 99)} ${int(g, 100, 999)} ${int(g, 100, 999)},${int(g, 10, 99)} €`, `₩${int(g, 1, 99)},${int(g, 100, 999)},000`, `¥${int(g, 100, 999)},000`, `${int(g, 1000, 999999)}.${int(g, 10, 99)}`, `USD ${int(g, 1000000, 9999999)}.${int(g, 10, 99)}`]));
    case 'COORDINATES': {
      const lat = g.f.location.latitude({ precision: int(g, 4, 6) });
      const lon = g.f.location.longitude({ precision: int(g, 4, 6) });
      return neg(pick(g, ['location', 'coords', 'geo']), pick(g, [`${lat}, ${lon}`, `${lat},${lon}`, `lat ${lat} lon ${lon}`]));
    }
    case 'PORT':
      return neg(pick(g, ['listen', 'endpoint', 'addr']), pick(g, [`localhost:${int(g, 1024, 65535)}`, `0.0.0.0:${pick(g, [4317, 4318, 8080])}`, `:${int(g, 1024, 65535)}`, `127.0.0.1:${pick(g, [6379, 5432, 9092])}`, `port ${int(g, 1024, 65535)}`]));
    case 'INVALID_IBAN':
      return neg(pick(g, ['iban', 'account']), invalidIbanValue(g));
    case 'INVALID_SSN': {
      const key = pick(g, ['ssn', 'tax_id']);
      const value = invalidSsnValue(g);
      // A 9xx number with an ITIN's group (50-65, 70-88, 90-92, 94-99) is an individual's tax id: under `tax_id` it is
      // no negative (detect-labelled-id.ts finds it). Under `ssn` it still is (no SSN starts with 9). No draw here,
      // so the rest of the corpus is the same sequence as before.
      const group = Number(value.slice(4, 6));
      const itin = value[0] === '9' && ((group >= 50 && group <= 65) || (group >= 70 && group <= 88) || (group >= 90 && group <= 92) || group >= 94);
      return neg(key === 'tax_id' && itin ? 'ssn' : key, value);
    }
    case 'INVALID_RRN':
      return neg(pick(g, ['rrn', '주민등록번호']), invalidRrnValue(g));
    case 'INVALID_NATIONAL_ID': {
      const { value, keyword } = invalidNationalIdValue(g);
      return neg(keyword, value);
    }
    case 'NUMERIC_ID': {
      // Bare digit runs of national-id lengths under names that say nothing: order numbers, accounts.
      // From 13 digits on they lead with 1, 7, 8 or 9, which no card issuer uses: the row measures
      // national-id readings, not the card detector's (a Luhn-valid 16-digit run with an issuer prefix
      // is taken as a card by design).
      const length = pick(g, [9, 10, 11, 12, 13, 14, 15, 18]);
      const lead = length >= 13 ? pick(g, [1, 7, 8, 9]) : int(g, 1, 9);
      const value = String(lead) + g.f.string.numeric({ length: length - 1, allowLeadingZeros: true });
      return neg(pick(g, ['order_no', 'account', 'reference', 'customer_no', 'invoice', 'ticket', 'shipment']), value, { numeric: length <= 15 });
    }
    case 'INVALID_IP':
      return neg(pick(g, ['ip', 'client_ip', 'host']), pick(g, [`${int(g, 256, 999)}.${int(g, 0, 255)}.${int(g, 0, 255)}.${int(g, 0, 255)}`, `${int(g, 1, 255)}.${int(g, 0, 255)}.${int(g, 0, 255)}`, `${int(g, 1, 255)}.${int(g, 0, 255)}.${int(g, 0, 255)}.${int(g, 0, 255)}.${int(g, 0, 255)}`, `10.0.0.${int(g, 256, 999)}`]));
    case 'MAC':
      return neg(pick(g, ['mac', 'hw_addr']), pick(g, [g.f.internet.mac(), g.f.internet.mac('-'), g.f.internet.mac().toUpperCase()]));
    case 'PLACEHOLDER':
      return { kind, name: '', write: (b) => b.negative(kind, pick(g, ['password=********', 'token=${API_TOKEN}', '"api_key": "<your-api-key>"', 'secret: null', 'Authorization: Bearer <token>', 'postgres://user:****@localhost:5432/app', 'password: [REDACTED]', 'api_key=$OPENAI_API_KEY', '"password": ""', 'client_secret={{ CLIENT_SECRET }}', 'Authorization: Bearer ${TOKEN}'])) };
    case 'CREDENTIAL_WORDS':
      return { kind, name: '', write: (b) => b.negative(kind, pick(g, ['max_tokens=1024', 'token_count: 512', '"input_tokens": 1234', 'sort_key=created_at', 'cache_key=user:123:profile', 'x-ratelimit-remaining-tokens: 149000', 'tokenizer=cl100k_base', `next_page_token=${chars(g, 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789', 32)}`, 'the key insight is caching', 'use a Bearer token for auth', 'Forgot password? Reset it here', 'password: must be at least 8 characters', 'primary_key=id', '"stop_sequences": ["</answer>"]', 'keyboard shortcut ctrl+k', 'your password is incorrect', '비밀번호가 일치하지 않습니다', 'パスワードを忘れた場合はこちら', 'Passwort vergessen?', 'password reset link sent', `"completion_tokens": ${int(g, 1, 4000)}`, 'auth=true'])) };
    case 'SLUG':
      return neg(pick(g, ['task', 'deployment', 'job']), pick(g, ['sk-learn', `sk-learn-extension-${int(g, 1, 9)}`, `task-runner-${hex(g, 5)}`, 'risk-assessment-q3-2025', 'desk-booking-service', `api-${hex(g, 10)}-${chars(g, 'abcdefghijklmnopqrstuvwxyz0123456789', 5)}`]));
    case 'MODEL_NAME':
      return neg(pick(g, ['gen_ai.request.model', 'model', 'llm.model_name']), pick(g, ['gpt-4o-2024-08-06', 'claude-3-5-sonnet-20241022', 'gemini-1.5-pro-002', 'text-embedding-3-large', 'meta-llama/Llama-3.1-8B-Instruct', 'claude-sonnet-4-20250514', 'gpt-4.1-mini-2025-04-14', 'o3-mini-2025-01-31']));
    case 'RESPONSE_ID':
      return neg(pick(g, ['gen_ai.response.id', 'id', 'message_id', 'tool_call_id']), pick(g, [`chatcmpl-${chars(g, 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789', 29)}`, `msg_01${chars(g, 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789', 22)}`, `resp_${hex(g, 48)}`, `call_${chars(g, 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789', 24)}`, `toolu_01${chars(g, 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789', 22)}`]));
    case 'MASKED_CARD':
      return neg(pick(g, ['card', 'payment_method', 'card_last4']), maskedCardValue(g));
    case 'FAKE_JWT':
      return neg(pick(g, ['state', 'cursor', 'blob']), fakeJwtValue(g));
    case 'BASE64_DATA':
      return neg(pick(g, ['image', 'attachment', 'audio']), `data:${pick(g, ['image/png', 'image/jpeg', 'audio/wav'])};base64,${base64(g.f.lorem.sentence()).replace(/=+$/, '')}${chars(g, 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/', 40)}`);
    case 'REGISTRY_NUMBER':
      return neg(pick(g, ['isbn', 'siret', 'business_no', 'postal_code', 'steuernummer']), pick(g, [`978-${int(g, 0, 9)}-${int(g, 10, 99)}-${int(g, 100000, 999999)}-${int(g, 0, 9)}`, `${int(g, 100, 999)} ${int(g, 100, 999)} ${int(g, 100, 999)} ${int(g, 10000, 99999)}`, `${int(g, 100, 999)}-${int(g, 10, 99)}-${int(g, 10000, 99999)}`, `〒${int(g, 100, 999)}-${int(g, 1000, 9999)}`, `${int(g, 10, 99)}/${int(g, 100, 999)}/${int(g, 10000, 99999)}`]));
    case 'COUNTER':
      return neg(pick(g, ['duration_ms', 'latency_ns', 'bytes', 'gen_ai.usage.input_tokens', 'status', 'zip', 'count']), pick(g, [String(int(g, 1, 99999)), String(int(g, 1000000, 999999999)), String(pick(g, [200, 404, 429, 503])), pick(g, ['94103', '10115', '06236', '100-0001', '75008']), `${int(g, 1, 99)}%`, String(int(g, 1000000000, 9999999999))]), { numeric: true });
  }
}

const NEGATIVE_KINDS: readonly NegativeKind[] = [
  'TRACE_ID', 'SPAN_ID', 'UUID', 'LUHN_FAIL', 'ORDER_ID', 'TIMESTAMP', 'DATE', 'VERSION', 'HASH', 'BUILD_NUMBER', 'PRICE', 'COORDINATES', 'PORT',
  'INVALID_IBAN', 'INVALID_SSN', 'INVALID_RRN', 'INVALID_NATIONAL_ID', 'NUMERIC_ID', 'INVALID_IP', 'MAC', 'PLACEHOLDER', 'CREDENTIAL_WORDS', 'SLUG', 'MODEL_NAME', 'RESPONSE_ID', 'COUNTER',
  'MASKED_CARD', 'FAKE_JWT', 'BASE64_DATA', 'REGISTRY_NUMBER',
];
const NEGATIVE_SHAPES: readonly CorpusShape[] = ['log', 'exception', 'json', 'sql', 'url', 'headers', 'chat'];

function negativeItem(g: ValueSource, id: string): CorpusItem {
  const shape = pick(g, NEGATIVE_SHAPES);
  const count = int(g, 2, 4);
  const fields: NegativeField[] = [];
  for (let i = 0; i < count; i++) fields.push(negativeField(g, pick(g, NEGATIVE_KINDS)));
  const b = createTextBuilder();
  let key: string | undefined;
  switch (shape) {
    case 'log':
      writeLogPrefix(b, g);
      b.text(pick(g, LOG_MESSAGES[g.locale]));
      for (const f of fields) {
        b.text(f.name ? ` ${f.name}=` : ' ');
        f.write(b);
      }
      break;
    case 'exception':
      b.text(`RuntimeError: ${pick(g, ['retry budget exhausted', 'unexpected state', 'upstream timeout'])}`);
      for (const f of fields) {
        b.text(f.name ? ` (${f.name}: ` : ' (');
        f.write(b);
        b.text(')');
      }
      b.text(`\n    at run (/srv/app/src/worker.js:${int(g, 1, 500)}:${int(g, 1, 80)})`);
      break;
    case 'json':
      b.text('{');
      fields.forEach((f, i) => {
        b.text(i ? ', ' : '');
        if (!f.name) {
          b.text('"note": "');
          f.write(b);
          b.text('"');
          return;
        }
        b.text(`"${f.name}": ${f.numeric ? '' : '"'}`);
        f.write(b);
        if (!f.numeric) b.text('"');
      });
      b.text('}');
      break;
    case 'sql':
      b.text(`SELECT * FROM ${pick(g, ['orders', 'events', 'llm_calls'])} WHERE `);
      fields.forEach((f, i) => {
        b.text(`${i ? ' AND ' : ''}${f.name ? sqlName(f.name) : 'note'} = '`);
        f.write(b);
        b.text("'");
      });
      break;
    case 'url':
      // Query values are redacted by design, so look-alikes go into the path; only protected
      // parameters (trace_id, span_id) may carry them in the query.
      b.text(`${pick(g, ['GET', 'POST', 'DELETE'])} https://${g.f.internet.domainName()}/v1`);
      for (const f of fields) {
        b.text('/');
        if (f.kind === 'UUID' || f.kind === 'RESPONSE_ID' || f.kind === 'MODEL_NAME' || f.kind === 'HASH' || f.kind === 'ORDER_ID' || f.kind === 'TRACE_ID') f.write(b);
        else b.text(pick(g, ['items', 'runs', 'threads']));
      }
      b.text('?trace_id=').negative('TRACE_ID', hex(g, 32)).text('&span_id=').negative('SPAN_ID', hex(g, 16)).text(' HTTP/1.1 200');
      break;
    case 'headers':
      fields.forEach((f, i) => {
        b.text(i ? '\n' : '');
        if (f.name) b.text(`x-${f.name.replace(/[._]/g, '-').toLowerCase()}: `);
        f.write(b);
      });
      b.text('\ntraceparent: 00-').negative('TRACE_ID', hex(g, 32)).text('-').negative('SPAN_ID', hex(g, 16)).text('-01');
      key = int(g, 0, 1) === 0 ? 'llm.headers' : undefined;
      break;
    case 'chat':
      b.text(pick(g, ['Can you check this for me: ', '確認してください: ', '이거 확인해 주세요: ', 'Können Sie das prüfen: ', 'Pouvez-vous vérifier : ']));
      fields.forEach((f, i) => {
        b.text(i ? '; ' : '').text(f.name ? `${f.name} ` : '');
        f.write(b);
      });
      break;
  }
  return b.build({ id, locale: g.locale, shape, ...(key ? { key } : {}) });
}

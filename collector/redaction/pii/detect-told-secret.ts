import { shannonEntropyBits } from './checksums.ts';
import { hasCredentialWord, type Detector, type Finding } from './detector.ts';
import { classifySecretName } from './secret-key-names.ts';

/**
 * Secrets told by their label rather than by a `name=value` pair the key/value detector parses, or a shape of
 * their own (detect-tokens.ts): what users type to a support bot, what a command line or a pasted config holds.
 * - Passwords told in prose, in the languages people write them ("my password is hunter2", "set the password to …",
 *   "contraseña: perro123", "senha é …", "пароль: …", "密码是…", "비밀번호는 …", "wachtwoord", "hasło", "şifre", "pw:",
 *   "passwd"), and a quoted password after any password word, spaces and all ("the wifi password is 'Sunflower#22'",
 *   `password "correct horse battery staple"`). Unquoted, a value must look chosen — a digit, a capital or a symbol
 *   ("password is required" is no password). (This replaced detect-prose-password.ts, whose English, German, French,
 *   Korean and Japanese forms it reads too.)
 * - Codes that open an account or a card: PINs and PUKs, card security codes (CVV, CVC, CVV2), one-time and
 *   verification codes ("OTP: 118204", "your verification code is 493021", "2FA backup code 3f9k-2m8q", "인증번호",
 *   "验证码"), digits (or letter-digit groups for backup and recovery codes) right after the label; and the codes of SMS
 *   templates where "code" alone names them ("Your code is 493021", "G-482913 is your Google verification code").
 * - Answers to security questions ("mother's maiden name: Smith", "security answer: Fluffy"): up to four words.
 * - A credential named in prose ("my api key is 3f8a…", "the secret is Xy7#kq9!", "access token: …"): a value of
 *   8+ characters that looks random (a digit and a letter, or high entropy).
 * - XML elements named like a credential (`<password>…</password>`, `<apiKey>`; the name judged by
 *   classifySecretName).
 * - Command lines: `mysql -pS3cret` (the password glued to -p; `-p` alone prompts), `docker login -p …`,
 *   `sshpass -p …`, `redis-cli -a …`, `az login -p …`, `curl -u user:pass`, `htpasswd -b file user pass`,
 *   `openssl … -passout pass:…`, `keytool -storepass …`. `--password …`, `--token=…` are the key/value detector's.
 * Never a placeholder ("********", "<your-key>", "${SECRET}", "$PASS", "[REDACTED]").
 */

const QUOTE_CLOSE: Readonly<Record<string, string>> = { '"': '"', "'": "'", '“': '”', '‘': '’', '「': '」', '『': '』', '«': '»', '„': '“', '‚': '‘' };
const TRAILING_CJK_RE = /[\u3040-\u30ff\u4e00-\u9fff\uac00-\ud7a3]+$/u;
// Connectors between a label and its value: blanks, ':', '=', '#', '-', "is"/"was"/"are" and their kin.
const CONNECT = String.raw`(?:[^\S\n]|[:=#：\-–—→是为為は는은이가を\[]|번호|\([^()\n]{1,30}\)|(?<![\p{L}\p{N}])(?:is|was|are|to|ist|war|lautet|est|es|é|è|är|er|on|jest|je|este|это|dir|d[ıi]r|равен|teraz)(?![\p{L}\p{N}]))*`;
// What a label may have after it before the connector: "of the mailbox", "do wifi", "del cajero", "от почты", "de ma
// carte" — a preposition and at most two words (the value still has to look like one).
const OF_PHRASE = String.raw`(?:[^\S\n]+(?:of|for|on|de|del|do|da|dos|das|di|della|du|des|von|vom|für|van|voor|от|для|dla|na)\s+(?:(?:the|my|your|our|la|le|el|mi|ma|mon|mes|a|o|de|mijn|je|mój|moja|mojej|meu|minha|il|lo|der|die|das|dem|den|meine[mnr]?)[^\S\n]+)?[\p{L}\p{N}'’_-]+(?:[^\S\n]+[\p{L}\p{N}'’_-]+)?)?`;

const PASSWORD_WORDS = [
  'password', 'passwort', 'kennwort', 'passcode', 'passphrase', 'passwd', 'pwd', 'pw', 'pass', 'mdp', String.raw`mot\s+de\s+passe`,
  String.raw`contrase[ñn]a`, 'senha', 'wachtwoord', String.raw`has[łl]o`, 'пароль', String.raw`parola(?:m|n[ıi]z)?`, String.raw`[şs]ifre(?:m|si|niz)?`,
  '密码', '密碼', 'パスワード', '暗証番号', '비밀\\s?번호', '비번', '암호', String.raw`l[öo]senord`, 'adgangskode', 'salasana', 'heslo', String.raw`jelsz[óo]`,
  String.raw`verbal\s+password`,
  String.raw`m[ậa]t\s+kh[ẩa]u`, String.raw`kata\s+sandi`, 'wifi' + String.raw`\s+(?:key|pass)`,
];
const CODE_WORDS = [
  String.raw`(?:code\s+)?pin(?:[\s-]?(?:code|number|no|код))?`, 'pincode', String.raw`пин(?:-?код)?`, String.raw`puk(?:-?(?:code|код))?`, String.raw`cvv2?`, String.raw`cvc2?`, 'cvn',
  String.raw`card(?:'s)?\s+cvc2?`, String.raw`cryptogramme\s+visuel`, String.raw`pr[üu]fnummer`, String.raw`c[óo]digo\s+de\s+seguran[çc]a`,
  String.raw`(?:recovery|backup)\s+keys?`, String.raw`verificatiecode`, String.raw`kod\s+weryfikacyjny`, String.raw`do[ğg]rulama\s+kodu(?:nuz|n)?`,
  String.raw`c[óo]digo\s+de\s+acesso`, String.raw`steam\s+guard\s+code`,
  String.raw`card\s+(?:security|verification)\s+(?:code|value|number)`, String.raw`security\s+code`, 'otp', 'totp',
  String.raw`one[\s-]?time\s+(?:pass)?(?:code|word|pin)`, String.raw`(?:verification|authentication|auth|login|sign[\s-]?in|security|sms|2fa|mfa|two[\s-]factor)\s+code`,
  String.raw`(?:backup|recovery)\s+codes?`, String.raw`c[óo]digo\s+de\s+(?:verificaci[óo]n|seguridad|acceso|confirmaci[óo]n)`,
  String.raw`code\s+de\s+(?:v[ée]rification|s[ée]curit[ée]|confirmation)`, String.raw`best[äa]tigungscode`, String.raw`sicherheitscode`, 'geheimzahl', String.raw`pin[\s-]?code`,
  '인증\\s?번호', '認証コード', '確認コード', '验证码', '驗證碼', String.raw`код(?:\s+подтверждения)?`,
];
const ANSWER_WORDS = [
  String.raw`security[\s_]+answer`, String.raw`memorable[\s_]+(?:word|information)`, String.raw`answer\s+to\s+(?:my|the)\s+security\s+question`, String.raw`(?:mother|mom|mum)(?:'?s)?\s+maiden\s+name`,
  String.raw`sicherheitsantwort`, String.raw`secret\s+answer`,
  String.raw`(?:first\s+)?pet'?s\s+name`,
];
const NOUN_WORDS = [
  String.raw`(?:api|secret|access|private|client|master|license|licence|signing|encryption)\s+keys?`, String.raw`(?:access|auth|bearer|refresh|api|session|personal\s+access)\s+tokens?`,
  String.raw`client\s+secret`, 'secret', 'token', String.raw`app\s+password`, String.raw`(?:storage\s+)?account\s+key`, 'x-api-key',
  String.raw`api[\s-]?schl[üu]ssel`, String.raw`cl[ée]\s+(?:d['’])?api`, String.raw`(?:clave|chave|chiave)\s+(?:de\s+)?api`, String.raw`api\s*(?:密钥|密鑰|キー|키)`,
];

const group = (words: readonly string[]) => `(${words.join('|')})`;
// Not inside a word of a script that separates words; CJK and Hangul labels sit between other characters (我的密码是…).
// '_' may come before a label (`card_cvc`, `db_password`), '--' too (`--otp=…`); not one '-' or '.' (`x-secret`, `a.token`).
const WORD = String.raw`[\p{Script=Latin}\p{Script=Cyrillic}\p{Script=Greek}\p{N}]`;
const TOLD_RE = new RegExp(
  String.raw`(?<!${WORD}|[.$]|(?<!-)-)(?:${group(PASSWORD_WORDS)}|${group(CODE_WORDS)}|${group(ANSWER_WORDS)}|${group(NOUN_WORDS)})(?!${WORD}|_|-\p{L})` +
    String.raw`(${OF_PHRASE})(["']?${CONNECT})`,
  'giu',
);

const XML_RE = /<([A-Za-z][\w.-]{0,40})>([^<>\n]{1,256})<\/\1>/g;
// .NET config: `<add key="ApiSecret" value="…" />`.
const ADD_KEY_RE = /<add\s+key\s*=\s*"([^"\n]{1,64})"\s+value\s*=\s*"([^"\n]{1,256})"/g;

// The one-time codes of SMS and e-mail templates, where "code" alone names it: "Your code is 493021", "493021 is your
// verification code", "G-482913 is your Google verification code", "Use 493021 to sign in", "your login code: 118204".
// The digits (without a "G-" prefix) are the finding; "your code is invalid", "error code is 500" stay.
// Not a code that names something else ("your order code is 123456", "4821 is your promo code").
const NOT_OTP = String.raw`(?!(?:order|promo|promotional|discount|coupon|referral|zip|postal|area|country|error|status|product|tracking|booking|reference|confirmation|invoice|voucher|gift|access\s+point)\b)`;
const TEMPLATE_CODE_RES: readonly RegExp[] = [
  new RegExp(String.raw`\byour\s+${NOT_OTP}(?:[\p{L}-]+\s+){0,2}code\s*(?:is|:)\s*(\d{4,8})(?!\d)`, 'giu'),
  new RegExp(String.raw`(?<![\w-])(?:[A-Z]{1,2}-)?(\d{4,8})\s+is\s+your\s+${NOT_OTP}(?:[\p{L}-]+\s+){0,3}(?:code|otp|pin|password|passcode)\b`, 'giu'),
  // "Use 493021 to verify" ends there, or goes on with what it verifies ("… your account"); not "to verify the build".
  /\buse\s+(?:code\s+)?(\d{4,8})\s+to\s+(?:verify|sign\s+in|log\s*in|confirm|complete|reset|access)(?:\s+(?:your|the)\s+(?:account|identity|email|phone(?:\s+number)?|number|login|sign[\s-]?in|device|payment|transaction|transfer|order))?(?=\s*(?:[.,!;:)]|$))/giu,
];

// A security question, then its answer after an answer word within the same text: "Security question: mother's maiden
// name? Answer: Kowalski", "Pregunta de seguridad: …? Respuesta: Canela", "密保问题：…？答案：实验小学". "Answer:" alone is
// everywhere in an LLM's text, so only after a question of that kind.
const SECURITY_QUESTION_RE =
  /security\s+(?:question|q\b)|secret\s+question|sicherheitsfrage|question\s+secr[èe]te|pregunta\s+(?:de\s+seguridad|secreta)|pergunta\s+(?:secreta|de\s+seguran[çc]a)|domanda\s+(?:di\s+sicurezza|segreta)|beveiligingsvraag|pytanie\s+(?:pomocnicze|bezpiecze[ńn]stwa)|контрольный\s+вопрос|секретный\s+вопрос|g[üu]venlik\s+soru|密保问题|安全问题|秘密の質問|보안\s*질문/giu;
const ANSWER_LABEL_RE =
  /(?<![\p{L}\p{N}])(?:answer(?:ed)?|antwort|r[ée]ponse|respuesta|resposta|risposta|antwoord|odpowied[źz]|ответ|cevab[ıi]?|答案|答え|답|a)(?![\p{L}\p{N}])[^\S\n]*(?:[:：=→\-–—]|\s(?:is|é|es|est|è)\s|は)[^\S\n]*/giu;

const COMMAND_RES: readonly RegExp[] = [
  // mysql/mariadb: the password glued to -p (a space after -p makes it prompt, and the next word is a database).
  /\b(?:mysql|mysqldump|mysqladmin|mariadb|mariadb-dump|mysqlimport|mysqlshow)\b[^\n|;&]{0,300}?\s-p(?!\s)([^\s'"]+|'[^'\n]+'|"[^"\n]+")/g,
  /\b(?:docker|podman|nerdctl|helm)\s+(?:registry\s+)?login\b[^\n|;&]{0,300}?\s-p\s+([^\s'"]+|'[^'\n]+'|"[^"\n]+")/g,
  /\bsshpass\s+-p\s*([^\s'"]+|'[^'\n]+'|"[^"\n]+")/g,
  /\bldap(?:search|modify|add|delete|passwd|whoami|compare)\b[^\n|;&]{0,300}?\s-w\s+([^\s'"]+|'[^'\n]+'|"[^"\n]+")/g,
  /\b(?:sqlcmd|bcp|osql|isql)\b[^\n|;&]{0,300}?\s-P\s*([^\s'"]+|'[^'\n]+'|"[^"\n]+")/g,
  /\bsmbclient\b[^\n|;&]{0,300}?\s(?:-U|--user)[\s=]?[^\s%'"]+%([^\s'"]+)/g,
  /\brabbitmqctl\s+(?:add_user|change_password)\s+\S+\s+([^\s'"]+|'[^'\n]+'|"[^"\n]+")/g,
  /^\s*(?:requirepass|masterauth)\s+([^\s'"]+|'[^'\n]+'|"[^"\n]+")/gm,
  /\bredis-cli\b[^\n|;&]{0,300}?\s-a\s+([^\s'"]+|'[^'\n]+'|"[^"\n]+")/g,
  /\baz\s+login\b[^\n|;&]{0,300}?\s-p\s+([^\s'"]+|'[^'\n]+'|"[^"\n]+")/g,
  // curl -u user:password (the password only; `-u user` alone prompts).
  /\bcurl\b[^\n|;&]{0,300}?\s(?:-u|--user)[\s=]?['"]?[^\s:'"]+:([^\s'"]+)/g,
  /\bhtpasswd\s+-\w*b\w*\s+(?:\S+\s+)?\S+\s+([^\s'"]+|'[^'\n]+'|"[^"\n]+")\s*$/gm,
  /-pass(?:out|in)\s+pass:([^\s'"]+)/g,
  /-(?:storepass|keypass|srcstorepass|deststorepass)\s+([^\s'"]+|'[^'\n]+'|"[^"\n]+")/g,
];

const PLACEHOLDER_RE =
  /^(?:\*+|x+|•+|\.+|#+|_+|-+|\?+|<[^>]*>|\$\{[^}]*\}|\{\{[^}]*\}\}|\$[A-Z_][A-Z0-9_]*|%[sd]|\[[^\]]*\]|null|none|nil|undefined|empty|yes|no|true|false|n\/a|redacted|hidden|masked|required|incorrect|invalid|expired|reset|changeme|your[\s_-].*|example)$/i;
const CHOSEN_RE = /[\d\p{Lu}\p{P}\p{S}]/u;
const PLAIN_WORD_RE = /^\p{Ll}+$/u;
// Words that follow a label but are not its value ("password is required", "PIN code field", "OTP expired"), and the
// SQL keywords that follow a column of that name (`SELECT u0."hashed_password" FROM "users"`).
const NOT_A_VALUE_RE =
  /^(?:required|incorrect|invalid|wrong|expired|sent|reset|changed|too|must|should|will|can|the|a|an|not|no|field|length|policy|format|digits?|characters?|missing|empty|set|updated|accepted|rejected|enabled|disabled|protected|manager|hint|strength|mismatch(?:ed)?|does|did|failed|failure|error|ok|\d+-digit|from|where|and|or|as|is|in|on|into|values|order|group|limit|join|inner|left|using|returning|null)\b/i;

function unquote(text: string, start: number): { start: number; end: number; quoted: boolean } | null {
  const close = QUOTE_CLOSE[text[start] ?? ''];
  if (close !== undefined) {
    const end = text.indexOf(close, start + 1);
    if (end === -1 || end - start - 1 > 128 || end === start + 1 || text.slice(start + 1, end).includes('\n')) return null;
    // French quotes have blanks inside (« Croissant42 »): they are not the password's.
    let from = start + 1;
    let to = end;
    while (from < to && /\s/.test(text[from]!)) from++;
    while (to > from && /\s/.test(text[to - 1]!)) to--;
    return to > from ? { start: from, end: to, quoted: true } : null;
  }
  let end = start;
  // A value starts with a letter or digit, and not with a CJK or Hangul one (those are words of the sentence).
  if (!/[\p{L}\p{N}]/u.test(text[start] ?? '') || /[\u3040-\u30ff\u4e00-\u9fff\uac00-\ud7a3]/.test(text[start]!)) return null;
  while (end < text.length && end - start < 256 && !/[\s"'”」、。,;<>()[\]{}]/.test(text[end]!)) end++;
  // Sentence punctuation after a value is not part of it; '!' and '#' may be.
  while (end > start && /[.?:]/.test(text[end - 1]!)) end--;
  // A Korean, Japanese or Chinese particle or word glued to the value ("hunter2입니다", "abc123です").
  const cjk = TRAILING_CJK_RE.exec(text.slice(start, end));
  if (cjk) end -= cjk[0].length;
  return end > start ? { start, end, quoted: false } : null;
}

function looksRandom(value: string): boolean {
  return value.length >= 8 && ((/\d/.test(value) && /\p{L}/u.test(value)) || shannonEntropyBits(value) >= 3.5);
}

export function createToldSecretDetector(): Detector {
  return {
    name: 'told-secret',
    types: ['SECRET'],
    mayMatch: (f) => hasCredentialWord(f),
    detect(text: string, out: Finding[]): void {
      TOLD_RE.lastIndex = 0;
      let m: RegExpExecArray | null;
      while ((m = TOLD_RE.exec(text)) !== null) {
        const at = m.index + m[0].length;
        const connector = m[6]!;
        // "of the mailbox" fits a password or a code; after a credential's name only with "is" ("la chiave API di Mistral è
        // …"), not as "a Bearer token for auth commit=…".
        if (m[4] !== undefined && m[5] !== '' && !/(?<![\p{L}])(?:is|ist|est|es|é|è|lautet|är|er|jest|je|este)(?![\p{L}])/u.test(connector)) continue;
        // `token=…`, `secret: …` — a weak name and a value — are the key/value detector's, which asks their value for
        // entropy; a password word with ':' or '=' is read here too (`pass = bluebird77`, `Duo passcode: 4720593`).
        const pair = /^\s*[:=]\s*$/.test(connector) && text[at] !== '"' && text[at] !== "'";
        if (pair && m[4] !== undefined && /^(?:secret|token)$/i.test(m[4])) continue;
        if (NOT_A_VALUE_RE.test(text.slice(at, at + 24))) continue;
        const v = unquote(text, at);
        if (v === null) continue;
        const value = text.slice(v.start, v.end);
        if (PLACEHOLDER_RE.test(value.trim())) continue;
        // An element's attribute after its name (`<wsse:Password Type="PasswordText">`): the name, not a value.
        if (!v.quoted && /^[A-Za-z][\w:.-]*=$/.test(value) && (text[v.end] === '"' || text[v.end] === "'")) continue;
        let ok: boolean;
        if (m[1] !== undefined) {
          // A password: quoted, anything; unquoted, one chosen-looking token of 3+ characters.
          ok = v.quoted ? value.trim().length >= 3 : value.length >= 3 && !PLAIN_WORD_RE.test(value) && CHOSEN_RE.test(value);
          // "pw", "pwd", "pass", "mdp" are read only with ':' or '=' or "is" between ("pw 2" is no password), and "pass" only
          // for a value with a letter and a digit ("tests pass: 12", "pass=true").
          if (ok && /^(?:pw|pwd|passwd|pass|mdp)$/i.test(m[1]) && !/[:=]|is/i.test(connector)) ok = false;
          if (ok && /^pass$/i.test(m[1]) && !(/\d/.test(value) && /\p{L}/u.test(value))) ok = false;
          // PWD=/home/app is the shell's directory.
          if (ok && /^[/~]/.test(value)) ok = false;
        } else if (m[2] !== undefined) {
          // A code: 3-10 digits, or letter-digit groups with digits (backup codes "3f9k-2m8q").
          // Digits in groups ("730 112", "66 13 90"): the code is all of them.
          const grouped = /^\d{2,4}(?: \d{2,4}){1,2}(?![\p{L}\p{N}])/u.exec(text.slice(v.start, v.start + 16));
          if (!v.quoted && grouped !== null && grouped[0].replace(/ /g, '').length <= 10) v.end = v.start + grouped[0].length;
          const code = text.slice(v.start, v.end).replace(/#$/, '');
          if (code.length < v.end - v.start) v.end--;
          ok = /^\d{3,10}$/.test(code.replace(/ /g, '')) || (/^[A-Za-z0-9]{3,6}(?:-[A-Za-z0-9]{3,6}){1,5}$/.test(code) && /\d/.test(code)) || (/^[A-Z0-9]{5,8}$/.test(code) && /\d/.test(code) && /[A-Z]/.test(code));
        } else if (m[3] !== undefined) {
          // An answer: the words up to the end of the sentence (at most four), after a connector that is more than a
          // blank ("ask for your memorable word by email" holds none).
          if (/^[^\S\n]*$/.test(connector.replace(/["']/g, ''))) continue;
          const answer = /^[\p{L}\p{N}'’-]+(?: [\p{L}\p{N}'’-]+){0,3}/u.exec(text.slice(at));
          if (answer === null || v.quoted) ok = v.quoted;
          else {
            ok = true;
            v.end = at + answer[0].replace(/ (?:and|but|or|is|was|if|so|then|which|please|pls|thanks)\b.*$/i, '').length;
          }
        } else {
          // A named credential: random-looking, 8+ characters, up to a URL's next parameter ("token abc…&x=1").
          const cut = value.search(/[&?]/);
          if (cut >= 0) v.end = v.start + cut;
          ok = looksRandom(text.slice(v.start, v.end));
        }
        if (!ok) continue;
        out.push({ type: 'SECRET', start: v.start, end: v.end });
      }
      SECURITY_QUESTION_RE.lastIndex = 0;
      const question = SECURITY_QUESTION_RE.exec(text);
      if (question !== null) {
        ANSWER_LABEL_RE.lastIndex = question.index + question[0].length;
        const a = ANSWER_LABEL_RE.exec(text);
        if (a !== null && a.index - question.index < 200) {
          const at = a.index + a[0].length;
          const v = unquote(text, at);
          const answer = v?.quoted ? v : /^[\p{L}\p{N}'’.-]+(?: [\p{L}\p{N}'’.-]+){0,3}/u.exec(text.slice(at));
          if (answer !== null && answer !== undefined) {
            const start = 'index' in answer ? at : answer.start;
            const end = 'index' in answer ? at + answer[0].replace(/ (?:and|but|or|is|was|if|so|then|which|please|pls|thanks)\b.*$/i, '').length : answer.end;
            if (end > start && !PLACEHOLDER_RE.test(text.slice(start, end))) out.push({ type: 'SECRET', start, end });
          }
        }
      }
      for (const re of TEMPLATE_CODE_RES) {
        re.lastIndex = 0;
        while ((m = re.exec(text)) !== null) {
          const start = m.index + m[0].indexOf(m[1]!);
          out.push({ type: 'SECRET', start, end: start + m[1]!.length });
        }
      }
      ADD_KEY_RE.lastIndex = 0;
      while ((m = ADD_KEY_RE.exec(text)) !== null) {
        const name = classifySecretName(m[1]!, false);
        if (name === null || !name.strong || PLACEHOLDER_RE.test(m[2]!)) continue;
        const start = m.index + m[0].length - m[2]!.length - 1;
        out.push({ type: 'SECRET', start, end: start + m[2]!.length });
      }
      XML_RE.lastIndex = 0;
      while ((m = XML_RE.exec(text)) !== null) {
        const name = classifySecretName(m[1]!, false);
        const value = m[2]!.trim();
        if (name === null || !name.strong || value === '' || PLACEHOLDER_RE.test(value)) continue;
        const start = m.index + m[1]!.length + 2 + m[2]!.indexOf(value);
        out.push({ type: 'SECRET', start, end: start + value.length });
      }
      for (const re of COMMAND_RES) {
        re.lastIndex = 0;
        while ((m = re.exec(text)) !== null) {
          let value = m[1]!;
          let start = m.index + m[0].length - value.length;
          if (/^(['"]).*\1$/.test(value)) {
            value = value.slice(1, -1);
            start++;
          }
          if (value === '' || PLACEHOLDER_RE.test(value) || value.startsWith('$')) continue;
          out.push({ type: 'SECRET', start, end: start + value.length });
        }
      }
    },
  };
}

import { hasCredentialWord, type Detector, type Finding } from './detector.ts';

// "my password is hunter2", "set the password to …", "Passwort ist …", "mot de passe : …",
// "비밀번호는 Qwer1234!", "パスワードは abc123です". `password=` and `password:` are the key/value
// detector's, which parses quoting better.
const PROSE_PASSWORD_RE =
  /(?:(?:pass(?:word|code|phrase)|passwort|kennwort)\s+(?:is|was|to|ist|war|lautet|est)|mot de passe\s*(?:est|:|=)|(?:비밀\s?번호|암호|パスワード|暗証番号)\s*(?:는|은|이|가|は|が|を|:|=)?)\s*["'“「]?([^\s"'”」、。,;]{4,64})/gi;
const PLAIN_WORD_RE = /^[\p{Ll}]+$/u;
const PLACEHOLDER_RE = /^(?:\*+|x+|•+|\.+|<[^>]*>|\$\{[^}]*\}|\[redacted[^\]]*\]|null|none|undefined|required|incorrect|invalid|expired|reset)$/i;
const TRAILING_CJK_RE = /[\u3040-\u30ff\u4e00-\u9fff\uac00-\ud7a3]+$/u;

/**
 * Passwords told in prose, as users do in chat prompts. The value must look chosen, not be a word:
 * it needs a digit, an upper-case letter or a symbol ("password is required" is not a password).
 */
export function createProsePasswordDetector(): Detector {
  return {
    name: 'prose-password',
    types: ['SECRET'],
    mayMatch: (f) => hasCredentialWord(f),
    detect(text: string, out: Finding[]): void {
      PROSE_PASSWORD_RE.lastIndex = 0;
      let m: RegExpExecArray | null;
      while ((m = PROSE_PASSWORD_RE.exec(text)) !== null) {
        // A Korean or Japanese particle may be glued to the value ("hunter2입니다", "abc123です").
        // Sentence punctuation is not part of the password; '!' often is, so it stays.
        const value = m[1]!.replace(TRAILING_CJK_RE, '').replace(/[.?:)\]]+$/, '');
        if (value.length < 4 || PLAIN_WORD_RE.test(value) || PLACEHOLDER_RE.test(value)) continue;
        if (!/[\d\p{Lu}\p{P}\p{S}]/u.test(value)) continue;
        const start = m.index + m[0].length - m[1]!.length;
        out.push({ type: 'SECRET', start, end: start + value.length });
      }
    },
  };
}

import { FEATURE_DOUBLE_DASH, type Detector, type Finding } from './detector.ts';

// The armour line of a private key: PEM (`RSA`, `EC`, `DSA`, PKCS#8 with no label, `ENCRYPTED`),
// OpenSSH, PGP (`PRIVATE KEY BLOCK`) and SSH2 (`---- BEGIN SSH2 ENCRYPTED PRIVATE KEY ----`). The label
// words are captured, so that the END line of the same label closes the block. Public keys and
// certificates (`BEGIN PUBLIC KEY`, `BEGIN CERTIFICATE`) do not match. Only the first dash of a run may
// start a match, which keeps a long line of dashes linear.
const BEGIN_RE = /(?<!-)-{4,} ?BEGIN ((?:[A-Z0-9]+ )*PRIVATE KEY(?: BLOCK)?) ?-{4,}/g;
// The shortest armour line, `----BEGIN PRIVATE KEY----`.
const MIN_LENGTH = 25;

/**
 * Private keys in armoured text form, as one SECRET finding from the BEGIN line through the END line of
 * the same label, whatever the body looks like: real newlines, `\r\n`, literal `\n` sequences (a key
 * inside JSON text or an env dump), base64 or hex. A block whose END line is missing (a truncated value)
 * runs to the end of the text: fail closed.
 */
export function createPrivateKeyDetector(): Detector {
  return {
    name: 'private-key',
    types: ['SECRET'],
    // Every armour line has "--"; the label is checked in detect, once.
    mayMatch: (f) => (f.flags & FEATURE_DOUBLE_DASH) !== 0 && f.text.length >= MIN_LENGTH,
    detect(text: string, out: Finding[]): void {
      if (text.indexOf('PRIVATE KEY') < 0) return;
      BEGIN_RE.lastIndex = 0;
      let m: RegExpExecArray | null;
      while ((m = BEGIN_RE.exec(text)) !== null) {
        const start = m.index;
        const endMarker = `END ${m[1]!}`;
        const at = text.indexOf(endMarker, m.index + m[0].length);
        if (at < 0) {
          out.push({ type: 'SECRET', start, end: text.length });
          return;
        }
        let end = at + endMarker.length;
        if (text.charCodeAt(end) === 32 && text.charCodeAt(end + 1) === 45) end++;
        while (text.charCodeAt(end) === 45) end++;
        out.push({ type: 'SECRET', start, end });
        BEGIN_RE.lastIndex = end;
      }
    },
  };
}

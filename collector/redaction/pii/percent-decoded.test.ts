import { describe, expect, it } from 'vitest';
import { percentDecoded } from './percent-decoded.ts';

/** The original text each decoded character came from. */
function sources(text: string): string[] {
  const view = percentDecoded(text)!;
  return [...view.text].map((_, i) => text.slice(view.starts[i], view.ends[i]));
}

describe('percentDecoded', () => {
  it('is null when nothing decodes: no escape, a lone %, bad hex, control characters, bytes that are not UTF-8', () => {
    for (const text of ['plain text', '100% sure', '50%', 'a%zzb', '%4', 'line%0Abreak%00', 'bad%FFbyte', 'cut%C3', 'over%C0%AFlong', 'zero%E2%80%8Bwidth']) {
      expect(percentDecoded(text), text).toBeNull();
    }
  });

  it('reads escapes of printable ASCII, and maps each character back to what it was written as', () => {
    const view = percentDecoded('mailto:jane%2Edoe%40example%2ecom')!;
    expect(view.text).toBe('mailto:jane.doe@example.com');
    expect(view.starts).toHaveLength(view.text.length);
    expect(view.ends).toHaveLength(view.text.length);
    const from = sources('mailto:jane%2Edoe%40example%2ecom');
    expect(from[11]).toBe('%2E');
    expect(from[15]).toBe('%40');
    expect(from[0]).toBe('m');
    expect(percentDecoded('tel:%2B1%20415%20555%200132')!.text).toBe('tel:+1 415 555 0132');
  });

  it("reads a form body's `+` beside a letter as a blank, not a sign or an offset between digits, nor outside a form", () => {
    expect(percentDecoded('Body=Hi+this+is+Dana+Levi%2C+see+1187+Peralta+St&From=%2B1718')!.text).toBe('Body=Hi this is Dana Levi, see 1187 Peralta St&From=+1718');
    expect(percentDecoded('text=Habari+mimi+ni+Achieng&to=22384')!.text).toBe('text=Habari mimi ni Achieng&to=22384');
    // Without '&' a text is no form body: `expr=a+b` in a log line stays as written (and costs no second pass).
    expect(percentDecoded('expr=a+b total=3')).toBeNull();
    expect(percentDecoded('ts=2026-11-30T22:14:05.118+08:00 a=1')).toBeNull();
    expect(percentDecoded('C++ and a+b')).toBeNull();
  });

  it("reads a `+` between digits as a blank inside a form body written without blanks, not after a time of day", () => {
    // A form writes the data's own `+` as %2B: an SMS webhook's phone number with blanks.
    expect(percentDecoded('From=%2B14155550132&Body=call+me+at+415+555+0132+tomorrow')!.text).toBe('From=+14155550132&Body=call me at 415 555 0132 tomorrow');
    expect(percentDecoded('POST /sms body=Body=ssn+123+45+6789&To=1 done')!.text).toBe('POST /sms body=Body=ssn 123 45 6789&To=1 done');
    // A time's offset stays, escaped or not; a run with blanks around it is no form body.
    expect(percentDecoded('from=2026-11-30T22%3A14%3A05.118+08%3A00&to=now')!.text).toBe('from=2026-11-30T22:14:05.118+08:00&to=now');
    expect(percentDecoded('from=2026-11-30T22:14+0530&to=now')).toBeNull();
    expect(percentDecoded('a=1 + 2 & b=415+555+0132')).toBeNull();
  });

  it('reads a UTF-8 letter or digit as one character covering all its escapes, keeps other bytes as written', () => {
    expect(percentDecoded('jos%C3%A9%40correo.es')!.text).toBe('josé@correo.es');
    expect(sources('jos%C3%A9%40correo.es')[3]).toBe('%C3%A9');
    // U+1D49C (two UTF-16 units): both map to the four escapes.
    const astral = percentDecoded('x%F0%9D%92%9Cy')!;
    expect(astral.text).toBe('x\u{1D49C}y');
    expect(astral.starts.slice(1, 3)).toEqual([1, 1]);
    expect(astral.ends.slice(1, 3)).toEqual([13, 13]);
    // A zero-width space is not a letter: kept as written beside a decoded '@'.
    expect(percentDecoded('a%E2%80%8B%40b')!.text).toBe('a%E2%80%8B@b');
  });

  it('decodes one level only', () => {
    expect(percentDecoded('jane%2540example.com')!.text).toBe('jane%40example.com');
  });
});

/**
 * "call me at", "text me on", "ring us on", "reach me at": only a telephone number follows these (not "call about order
 * 4417", "reach out re ticket 88812345": the pronoun and the preposition are what say so).
 */
const CALL_ME_AT = '(?<![a-z])(?:call|text|ring|reach|whatsapp|sms|phone|dial)[ _-](?:me|us|him|her|them)[ _-](?:at|on)(?![a-z])';

// Short words must stand alone ("tel:", "call me", not "llm_calls"); longer stems may inflect
// ("Appelez-moi", "Telefonnummer", "erreichen").
const PHONE_CONTEXT_BEFORE_RE = new RegExp(
  `(?:${CALL_ME_AT}|(?<![a-z])(?:call|tel|cell|cel|fax|sms|dial|ligar|llamar)(?:_?num(?:ber)?|_?no|back)?(?![a-z])` +
    '|(?<![a-z])(?:phone|mobil|telem[óo]vel|whatsapp|msisdn|contact|reach|telefon|handy|rufnummer|anruf|rufen|erreichen|t[ée]l[ée]phon|portable|num[ée]ro|appel|joindre' +
    '|celular|telefone|tel[ée]fono|m[óo]vil|cellulare)' +
    '|電話|携帯|連絡|전화|휴대폰|핸드폰|연락|电话|手机|手機|联系|聯絡)[^\\n\\d]{0,20}$',
  'i',
);
// "{number}로 연락 주세요", "{number}までご連絡ください", "{number} anrufen": a particle at most, then
// the keyword as a word of its own (not "id=call_…").
const PHONE_CONTEXT_AFTER_RE = /^[^\n\d\w]{0,3}(?:로|으로|に|まで|へ|번으로)?\s*(?:ご?連絡|電話|연락|전화|call me|anrufen|rufen)/i;

/** Whether a phone keyword stands just before [start, end) or just after it. */
export function hasPhoneContext(text: string, start: number, end: number): boolean {
  return PHONE_CONTEXT_BEFORE_RE.test(text.slice(Math.max(0, start - 32), start)) || PHONE_CONTEXT_AFTER_RE.test(text.slice(end, end + 24));
}

// Words that name a telephone itself (not "call", "contact", "numéro", which precede order and ticket numbers too), and
// the phrases that only a telephone number follows (CALL_ME_AT).
const PHONE_WORD_BEFORE_RE = new RegExp(
  `(?:${CALL_ME_AT}` +
    '|(?<![a-z])(?:tel|cell|cel|fax|sms)(?:_?num(?:ber)?|_?no)?(?![a-z])' +
    '|(?<![a-z])(?:phone|mobil|telem[óo]vel|whatsapp|msisdn|telefon|handy|rufnummer|t[ée]l[ée]phon|portable|celular|telefone|tel[ée]fono|m[óo]vil|cellulare)' +
    '|電話|携帯|전화|휴대폰|핸드폰|电话|手机|手機)[^\\n\\d]{0,20}$',
  'i',
);

/**
 * Whether a word naming a telephone stands just before `start` ("手机 138 0013 8000", "cel (11) 91234-5678"): the
 * stronger context under which a national number is also tried in more countries (detect-phone.ts CONTEXT_COUNTRIES).
 */
export function hasPhoneWordBefore(text: string, start: number): boolean {
  return PHONE_WORD_BEFORE_RE.test(text.slice(Math.max(0, start - 32), start));
}

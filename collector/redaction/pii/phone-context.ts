/**
 * "call me at", "text me on", "ring us on", "reach me at": only a telephone number follows these (not "call about order
 * 4417", "reach out re ticket 88812345": the pronoun and the preposition are what say so).
 */
const CALL_ME_AT = '(?<![a-z])(?:call|text|ring|reach|whatsapp|sms|phone|dial)[ _-](?:me|us|him|her|them)[ _-](?:at|on)(?![a-z])';

/**
 * Phrases that people put before their own number instead of a word for a telephone: a verb asking to be called ("call
 * me", "llámame al", "ruf mich an unter", "ring meg på", "позвони мне на", "打给我") or "my number" ("my number is", "mi
 * número es", "meine Nummer:", "мой номер", "我的号码是", "mera number hai"). Unlike a word for a telephone, these are
 * followed by the number at once: only a preposition or "is" may stand between, so "call me about order 12345678",
 * "my order number is …", "mi número de pedido es …" are not read as a phone number's context.
 */
const CALL_VERBS =
  '(?<![a-z])(?:(?:call|text|ring|phone|dial|whatsapp|sms|message|reach|contact|get|buzz|hit|page)[ _-](?:me|us)|ll[áa]m(?:ame|eme|enme|adme|anos|enos|en|e|a|ar)(?![a-z])|m[áa]rcame|retorno|ligue(?:m)?|(?:no|pelo|via)[ _](?:zap|whats|wpp)' +
  '|escr[íi]beme|me[ _]liga|liga(?:[ _]pra)?[ _]mim|me[ _]chama|(?:ri)?chiamami|(?:ri)?chiamatemi|(?:ri)?chiamarmi|(?:ri)?contattarmi|(?:ri)?contattatemi|scrivimi|r?appel+e[sz]?[ _-]moi|ruf[ _]mich(?:[ _]an)?' +
  '|rufen[ _]sie[ _]mich(?:[ _]an)?|melde[ _]dich|bel[ _]m(?:e|ij)|ring[ _](?:meg|mig|till[ _]mig)|soita[ _]minulle|zadzwo[ńn](?:[ _]do[ _]mnie)?|beni[ _]ara' +
  '|hubungi(?:[ _]saya)?|call[ _]kar(?:o|e|na)?)(?![a-z])' +
  '|позвони(?:те)?(?:[ _]мне)?|звони(?:те)?[ _]мне|打给我|打給我|打俾我|打畀我|给我打电话|電話して(?:ください)?|اتصل[ _]بي|πάρε[ _]με|τηλεφώνησέ[ _]μου|תתקשרי?[ _]אליי|התקשרו?[ _]אליי';
const MY_NUMBER =
  '(?<![a-z])(?:(?:my|our)[ _-](?:(?:cell|mobile|home|work|direct|contact|callback|whatsapp|personal|private|new|other|phone)[ _-])?(?:number|no\\.?|num|digits)' +
  '|(?:callback|call[ _-]back|contact)[ _-](?:number|no\\.?|num)|best[ _-]number(?:[ _-]to[ _-](?:reach|call|contact|text)[ _-](?:me|us))?' +
  '|(?:mi|meu|minha|il[ _]mio|mio|mon|meine?|mijn|mitt|mit|min|m[óo]j|moj|mera|meri|nomor[ _]saya)[ _](?:n[úu]mero|numero|num[ée]ro|nummer|numer|number|no\\.?)' +
  '|numaram|numeroni|nomor[ _](?:hp|wa|saya))(?![a-z])|мой[ _]номер|我的号码|我的號碼|我的电话|番号は|رقمي';
// What may stand between such a phrase and the number: "at", "on", "al", "au", "unter", "op", "på", "na", "is", "es", "ist"…
const CALL_PHRASE_TAIL = "(?:at|on|via|to|back|up|is|are|al|a|no|na|au|unter|an|op|på|pa|till|di|ke|pe|par|es|é|è|ist|lautet|est|c'est|er|är|to|hai|adalah|será|sera|el|la|le|o|the|στο|на|是|على|ל)";
// Separators may be absent: "我的号码是186…", "ל-052…" (a Latin phrase ends at a word boundary, so "my numberis" cannot be read).
const CALL_PHRASE_RE = new RegExp(`(?:${CALL_VERBS}|${MY_NUMBER})(?:[\\s:,;=\\-–"'(]*${CALL_PHRASE_TAIL}(?![a-z]))*[\\s:,;=\\-–"'(]*$`, 'i');

// Short words must stand alone ("tel:", "call me", not "llm_calls"); longer stems may inflect
// ("Appelez-moi", "Telefonnummer", "erreichen").
const PHONE_CONTEXT_BEFORE_RE = new RegExp(
  `(?:${CALL_ME_AT}|(?<![a-z])(?:call|tel|cell|cel|fax|sms|dial|ligar|llamar)(?:_?num(?:ber)?|_?no|back)?(?![a-z])` +
    '|(?<![a-z])(?:phone|mobil|telem[óo]vel|whatsapp|msisdn|contact|reach|telefon|handy|rufnummer|anruf|rufen|erreichen|t[ée]l[ée]phon|portable|num[ée]ro|appel|joindre' +
    '|celular|telefone|tel[ée]fono|m[óo]vil|cellulare)' +
    '|電話|携帯|連絡|전화|휴대폰|핸드폰|연락|电话|手机|手機|联系|聯絡|短信|簡訊|短訊|문자)[^\\n\\d]{0,20}$',
  'i',
);
// "{number}로 연락 주세요", "{number}までご連絡ください", "{number} anrufen": a particle at most, then
// the keyword as a word of its own (not "id=call_…").
const PHONE_CONTEXT_AFTER_RE = /^[^\n\d\w]{0,3}(?:로|으로|に|まで|へ|번으로)?\s*(?:ご?連絡|電話|연락|전화|call me|anrufen|rufen)/i;

/** Whether a phone keyword stands just before [start, end) or just after it. */
export function hasPhoneContext(text: string, start: number, end: number): boolean {
  const before = text.slice(Math.max(0, start - 32), start);
  return PHONE_CONTEXT_BEFORE_RE.test(before) || CALL_PHRASE_RE.test(before) || PHONE_CONTEXT_AFTER_RE.test(text.slice(end, end + 24));
}

// Words that name a telephone itself (not "call", "contact", "numéro", which precede order and ticket numbers too), and
// the phrases that only a telephone number follows (CALL_ME_AT, CALL_PHRASE_RE).
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
  const before = text.slice(Math.max(0, start - 32), start);
  return PHONE_WORD_BEFORE_RE.test(before) || CALL_PHRASE_RE.test(before);
}

import { FEATURE_AT, FEATURE_BLANK, FEATURE_NON_ASCII, FEATURE_WORD_CAPITAL, type Detector, type Finding, type TextFeatures } from './detector.ts';
import { givenNameSet } from './given-name-set.ts';
import { isFirstWordStop, isNameStopWord, isSurnameWord } from './name-stop-words.ts';

/**
 * A private person's name told in text, where the text says it is a name: a self-introduction ("my name is Sarah
 * Connolly", "je m'appelle …", "私は田中です", "제 이름은 김민수입니다", "我叫王小明"), a label ("Name: …", "Patient: …",
 * `customer="…"`, "Vorname: …", "氏名：…"), a title ("Mr. …", "Dr. …", "Frau …", "Mme …", "Sra. …", "…さん", "… 씨", "王先生"),
 * a greeting or a sign-off ("Dear …,", "Hi …,", "Best regards,\n…"), a relation or role ("my manager, Priya Nair", "patient
 * Maria Lopez", "mi hermana Lucía"), or a display name before an e-mail address (`"Ana Souza" <ana@…>`). The finding is
 * the name; the cue stays. Names without a cue are not looked for: without a dictionary of names, "Send the invoice to
 * Hamid Rezaei" and "Send the invoice to Google Cloud" look the same.
 *
 * A name is one to four words in title case (particles such as "van der", "de la", "bin" between them; initials; "O'Brien",
 * "Jean-Luc", "McAllister"), in capitals where the text is ("NAME: JOHN MILLER"), in lower case only after a cue that
 * cannot mean anything else ("my name is sarah connolly"). Words that are not names — "Hi team", "Dear Customer",
 * "Name: Default", "Thanks,\nThe Support Team", "I'm French", "Hello World", "Mr. and Mrs." — are held against a list of
 * common words (name-stop-words.ts). Cues that are also ordinary phrases ("I'm", "this is", "ich bin") need the name to
 * end where a name would ("this is Tom Becker from billing", "I'm Sarah, …").
 */

const L = String.raw`\p{L}\p{M}`;
const NOT_LETTER_BEFORE = String.raw`(?<![${L}\p{N}_])`;

// One word of a name (sticky regexes, read from a position).
export const TITLE_WORD_RE = new RegExp(
  String.raw`(?:(?:Mc|Mac|De|Di|Da|La|Le|Van|Von|Du)[\p{Lu}][\p{Ll}\p{M}]+|[\p{Lu}](?:[\p{Ll}\p{M}]+|['’][\p{Lu}][\p{Ll}\p{M}]+)(?:['’][\p{Ll}\p{M}]+)?(?:-[\p{Lu}]?[\p{Ll}\p{M}]+)*)(?![${L}\p{N}])`,
  'uy',
);
const CAPS_WORD_RE = new RegExp(String.raw`[\p{Lu}]{2,}(?:['’-][\p{Lu}]+)*(?![${L}\p{N}])`, 'uy');
const LOWER_WORD_RE = new RegExp(String.raw`[\p{Ll}](?:[\p{Ll}\p{M}]+|(?=['’]))(?:['’-][\p{Ll}\p{M}]+)*(?![${L}\p{N}])`, 'uy');
const INITIAL_RE = new RegExp(String.raw`[\p{Lu}]\.(?=\s)`, 'uy');
/** A letter of a script without letter case (Arabic, Hebrew, Thai, the Indic scripts…; Han and kana are read apart). */
const UNCASED_LETTER = String.raw`[\p{Script=Arabic}\p{Script=Hebrew}\p{Script=Thai}\p{Script=Lao}\p{Script=Khmer}\p{Script=Myanmar}\p{Script=Devanagari}\p{Script=Bengali}\p{Script=Gurmukhi}\p{Script=Gujarati}\p{Script=Tamil}\p{Script=Telugu}\p{Script=Kannada}\p{Script=Malayalam}\p{Script=Sinhala}\p{Script=Ethiopic}\p{Script=Georgian}]`;
/** A word of such a script: it stands for a name's word in any case a cue allows, since its case cannot tell. */
const UNCASED_WORD_RE = new RegExp(String.raw`${UNCASED_LETTER}(?:[\p{L}\p{M}]|\u200c|\u200d)*(?![\p{L}\p{M}\p{N}])`, 'uy');
const PARTICLE_RE = /(?:(?:van|von|der|den|de|del|della|di|da|dos|das|do|du|la|le|bin|binti|bint|ibn|abu|ul|al|el|y|e|ten|ter|zu|St\.?|VAN|VON|DER|DE|DEL|DA|DI|DOS|LA|LE|BIN)\s+){1,4}(?=\p{Lu})/uy;
const SPACE_RE = /[ \t]+/y;

/**
 * Words of scripts without case that end a name or, first, show there is none: question words after "my name" ("मेरा नाम
 * क्या है?", "اسمي ماذا؟"), copulas after it (Hindi puts the verb last: "मेरा नाम राहुल शर्मा है"), Thai's polite particles.
 */
const UNCASED_STOP_WORDS: ReadonlySet<string> = new Set(
  [
    'है हैं हूँ हूं था थी थे क्या कौन क्यों कैसे और का की के नहीं भी तो',
    'ماذا ما من هو هي هل كيف لماذا أنا و في على',
    'מה מי הוא היא אני של את לא',
    'อะไร ครับ ค่ะ คะ ค่า นะ ไม่ และ',
  ].join(' ').split(' '),
);
/** Copulas that may stand between the cue and the name ("اسمي هو أحمد علي", "שמי הוא יוסי לוי", "मेरा नाम है प्रिया"): skipped there. */
const UNCASED_COPULAS: ReadonlySet<string> = new Set(['है', 'هو', 'هي', 'הוא', 'היא', 'คือ']);

/** A name word's case; `uncased`: a word of a script without case (UNCASED_WORD_RE), after a cue that says "name". */
type Case = 'title' | 'caps' | 'lower' | 'uncased';

interface NameRead {
  start: number;
  end: number;
  words: number;
}

function stickyAt(re: RegExp, text: string, at: number): number {
  re.lastIndex = at;
  return re.test(text) ? re.lastIndex : -1;
}

/** A common word after a name's first word that is a known given name: a surname when each of its parts is one or no common word. */
function continuesAsSurname(word: string, first: string): boolean {
  return givenNameSet().has(first.toLowerCase()) && word.toLowerCase().split('-').every((part) => isSurnameWord(part) || !isNameStopWord(part));
}

/**
 * The name at `at` (after blanks): up to `max` words of the cases `allowed` lets (title case and capitals may mix: "GAUTHIER
 * Maxime"; lower case only alone), with particles and initials between them; null when the first word is not a name's
 * or is a common word. A name in capitals needs two words ("Customer: ACME" is not one) unless `allowed` is capitals only.
 */
function readName(text: string, at: number, allowed: readonly Case[], max = 4): NameRead | null {
  let i = at;
  const sp = stickyAt(SPACE_RE, text, i);
  if (sp > 0) i = sp;
  let start = i;
  let end = -1;
  let words = 0;
  let real = 0;
  let capsWords = 0;
  let lower: boolean | null = null;
  let firstEnd = -1;
  while (words < max) {
    let j = -1;
    let isInitial = false;
    let wordCase: Case | null = null;
    if (words > 0) {
      const p = stickyAt(PARTICLE_RE, text, i);
      if (p > 0) i = p;
    }
    for (const c of allowed) {
      if (c === 'uncased' || (lower !== null && (c === 'lower') !== lower)) continue;
      j = stickyAt(c === 'title' ? TITLE_WORD_RE : c === 'caps' ? CAPS_WORD_RE : LOWER_WORD_RE, text, i);
      if (j > 0) {
        wordCase = c;
        break;
      }
    }
    let uncased = false;
    if (j < 0 && allowed.includes('uncased')) {
      j = stickyAt(UNCASED_WORD_RE, text, i);
      uncased = j > 0;
    }
    if (j < 0 && lower !== true) {
      j = stickyAt(INITIAL_RE, text, i);
      isInitial = j > 0;
    }
    if (j < 0) break;
    const word = text.slice(i, j);
    if (uncased && words === 0 && UNCASED_COPULAS.has(word) && i === start) {
      // The copula before the name: the name starts after it.
      const after = stickyAt(SPACE_RE, text, j);
      if (after < 0) return null;
      i = start = after;
      continue;
    }
    // A common word ends the name; one at its start means there is none. After a known given name, a surname that is also
    // a common word continues it in title case, alone or double-barrelled ("Name: Joe Page", "Joe Page-Evans"), not after
    // another word ("Name: Login Page").
    if (!isInitial && (isNameStopWord(word) || (uncased && UNCASED_STOP_WORDS.has(word)) || (words === 0 && isFirstWordStop(word)))) {
      if (words === 0) return null;
      if (!(wordCase === 'title' && continuesAsSurname(word, text.slice(start, firstEnd)))) break;
    }
    if (words === 0) firstEnd = j;
    words++;
    if (!isInitial) real++;
    if (wordCase === 'caps') capsWords++;
    if (wordCase !== null) lower ??= wordCase === 'lower';
    end = j;
    // Thai and its neighbours write a phrase without blanks: a blank ends a given name or a surname, so two is a name.
    if (uncased && words >= 2 && SCRIPT_WITHOUT_BLANKS_RE.test(text[i]!)) break;
    const s = stickyAt(SPACE_RE, text, j);
    if (s < 0) break;
    i = s;
  }
  if (real === 0 || end < 0) return null;
  if (capsWords > 0 && capsWords === real && real < 2 && allowed.includes('title')) return null;
  // An acronym is no name: a word in capitals without a vowel ("RRHH", "HR", "IT" of a sign-off).
  if (capsWords === real && real === 1 && !/[AEIOUYÀ-ÖØ-Ý]/u.test(text.slice(start, end))) return null;
  // "Pza. de España", "Dr. med. Ulrike": a short word with a dot and a lower-case word after it is an abbreviation.
  if (/^\.\s+\p{Ll}/u.test(text.slice(end, end + 3)) && /(?:^|\s)\p{L}{1,4}$/u.test(text.slice(start, end))) return null;
  return { start, end, words };
}

/** Where a name told after an ordinary phrase ends: punctuation, the end of the text or line, or a word like "from". */
const NAME_END_RE = /(?:\s*(?:[,.!?;:()\]}"'”’—–|\\،؛۔।。]|-\s|\n|$)|\s+[\w.]+=|\s+(?:from|with|at|of|and|here|again|btw|speaking|calling|writing|der|die|von|aus|und|de|del|da|di|y|e|et|en|per|för|fra|z|ze|i|και|από|με|है|हूँ|हूं|ครับ|ค่ะ|คะ|นะ)(?![\p{L}]))/uy;

function endsLikeName(text: string, at: number): boolean {
  NAME_END_RE.lastIndex = at;
  return NAME_END_RE.test(text);
}

// Self-introductions. Strong cues say "name" and may be followed by a lower-case name; weak ones are ordinary phrases.
const STRONG_SELF =
  String.raw`my\s+name\s+is|(?:my\s+)?name['’]s|my\s+full\s+name\s+is|i\s+am\s+called|i['’]m\s+called|you\s+can\s+call\s+me|call\s+me|je\s+m['’]appelle|mon\s+nom\s+est|mon\s+nom\s+c['’]est|me\s+llamo|mi\s+nombre\s+es|ich\s+hei(?:ß|ss)e|mein\s+name\s+ist|mi\s+chiamo|il\s+mio\s+nome\s+è|meu\s+nome\s+é|me\s+chamo|mijn\s+naam\s+is|ik\s+heet|nazywam\s+się|mam\s+na\s+imię|benim\s+adım|adım|jmenuji\s+se|mitt\s+namn\s+är|jeg\s+heter|jeg\s+hedder|jag\s+heter|mera\s+naam|meri\s+naam|меня\s+зовут|мене\s+звати|мо[её]\s+имя|моє\s+ім['’]я|nimeni\s+on|με\s+λένε|ονομάζομαι|mă\s+numesc|numele\s+meu\s+este|a\s+nevem|nama\s+saya|tên\s+tôi\s+là|jina\s+langu\s+ni|اسمي|שמי|קוראים\s+לי|मेरा\s+नाम|(?:ผม|ดิฉัน|ฉัน|หนู)ชื่อ`;
const WEAK_SELF = String.raw`saya|aku|i['’]m|i\s+am|this\s+is|it['’]s|here\s+is|je\s+suis|soy|ich\s+bin|hier\s+ist|sono|eu\s+sou|sou\s+[oa]|ik\s+ben|jestem|ben|con\s+te\s+parla|le\s+habla|aqu[ií]\s+(?:es|habla)|c['’]est|olen|mimi\s+ni|είμαι\s+[οη]`;
const SELF_RE = new RegExp(
  String.raw`${NOT_LETTER_BEFORE}(?:(?<strong>${STRONG_SELF})|(?<weak>${WEAK_SELF}))(?:[ \t,:]+|(?<=ชื่อ)(?=${UNCASED_LETTER}))(?:(?:der|die|el|la|o|a)[ \t]+(?=\p{Lu}))?`,
  'giu',
);
/** "Li Xiaoming here,", "Tom Becker here —": a name that introduces itself at the start of a sentence. */
const HERE_RE = /(?:^|[.!?,:]\s{1,3}|\n|\\n)(?=\p{Lu})(?<name>[^\s,.!?]+(?:\s[^\s,.!?]+){0,3}?)\s+here(?=\s*[,.!—–-])/gu;

const NATIVE_NAME_LABELS = String.raw`имя|фио|ім['’]я|піб|όνομα|ονοματεπώνυμο|الاسم(?:\s+الكامل)?|שם(?:\s+מלא)?|ชื่อ(?:-?นามสกุล)?|नाम|पूरा\s+नाम|họ\s+(?:và\s+)?tên`;
const NATIVE_NAME_LABEL_RE = new RegExp(`^(?:${NATIVE_NAME_LABELS})$`, 'iu');

// Labels of a person's name, in text, logs and JSON: "Name: …", "Patient name: …", `customer="…"`, `"full_name":"…"`.
const PERSON_LABEL = String.raw`(?:courier|rider|repartidor|entregador|coursier|fahrer|livreur|bezorger|kurier|full|first|last|given|family|middle|maiden|display|legal|contact|customer|client|patient|passenger|guest|member|employee|account|card|beneficiary|recipient|sender|applicant|insured|caller|driver|tenant|student|parent|guardian|traveller|traveler|holder|billing|shipping|cardholder|accountholder|owner|buyer|buyer's|seller|signer|witness|patient's|customer's|client's|caller's)`;
const LABEL_WORDS = [
  String.raw`${PERSON_LABEL}[\s_.-]?(?:name|person)`,
  String.raw`(?:requester|requestor|reporter|author|assignee|candidate|interviewee|interviewer|attendee|participant|organizer|organiser|host|speaker|agent|representative|rep|technician|doctor|physician|nurse|consultant|advisor|adviser|teacher|landlord|employer|witness|claimant|complainant|deceased|decedent|victim|subject|respondent|titular(?:\s+del?\s+(?:cuenta|compte|contrato))?|titulaire(?:\s+du\s+compte)?|intestatario|inhaber(?:in)?)(?:[\s_.-]?name)?`,
  String.raw`\p{L}+[\s_-](?:by|von|par|por|door|przez|da)`,
  String.raw`[a-z]+_name|[a-z]+_display(?:_name)?|user|user_display`,
  String.raw`${PERSON_LABEL}`,
  String.raw`(?:name|names|full\s*name|fullname|firstname|lastname|surname|givenname|familyname)`,
  String.raw`account[\s_-]?holder|card[\s_-]?holder|name[\s_-]on[\s_-]card|policy[\s_-]?holder|emergency[\s_-]contact|next[\s_-]of[\s_-]kin|spouse|attn|attention|c/o|signed(?:\s+by)?|signature|requested[\s_]by|submitted[\s_]by|assigned[\s_]to|reported[\s_]by|approved[\s_]by|prepared[\s_]for|prepared[\s_]by|bill[\s_]to|ship[\s_]to|deliver[\s_]to|sold[\s_]to|addressee|consignee|payee|payer|originator|to\s+the\s+order\s+of`,
  String.raw`nom(?:\s+complet|\s+de\s+famille)?|prénom|prenom|nombre(?:\s+completo)?|apellidos?|titular|destinatario|remitente|paciente|cliente|vorname|nachname|familienname|patient(?:in)?|kunde|kundin|empfänger|absender|inhaber|naam|voornaam|achternaam|klant|nome(?:\s+completo)?|cognome|destinatário|titolare|sobrenome|imię(?:\s+i\s+nazwisko)?|nazwisko|pacjent|odbiorca|adı\s+soyadı|ad\s+soyad|adı|soyadı|namn|navn|nimi`,
  // Name labels in scripts and languages beyond Latin: Russian, Ukrainian, Greek, Arabic, Hebrew, Thai, Hindi, Vietnamese.
  NATIVE_NAME_LABELS,
].join('|');
const LABEL_RE = new RegExp(String.raw`${NOT_LETTER_BEFORE}(?<label>${LABEL_WORDS})(?:\\?["'])?[ \t]*(?:[:=：]|\s-\s|\|)[ \t]*(?:\\?["'“])?(?:(?<title>${'Mr|Mrs|Ms|Miss|Mx|Dr|Prof|Herr|Frau|Mme|Mlle|M|Sr|Sra|Srta|Sig|Dott|Dhr|Mevr|MR|MRS|MS|DR'})\.?\s+)?`, 'giu');
/** Labels that name a name ("customer name", "Vorname", "nom"), unlike a role that may be a transcript's speaker ("Customer:"). */
const NAMED_LABEL_RE = /name|person|^(?:имя|фио|ім['’]я|όνομα|الاسم|שם|ชื่อ|नाम|họ|nom|pr[ée]nom|prenom|nombre|apellidos?|vorname|nachname|familienname|naam|voornaam|achternaam|nome|cognome|sobrenome|imię|nazwisko|adı|soyadı|ad\s+soyad|namn|navn|nimi)/iu;
/** After one word: a sentence that goes on ("Igen, tegnap", "Helt i orden", "Parfait, bonne journée"). */
const SENTENCE_GOES_ON_RE = /^(?:[,;]?\s+\p{Ll}|[,;]\s*\p{Ll})/u;
/** After one word: a sentence that ends ("Tak!", "Perfekt.", "Understood. I can") — or a record's one-word name ("Maria."). */
const SENTENCE_ENDS_RE = /^[!?.…]+(?:\s*(?:$|\n|\\n)|\s+\p{Lu})/u;

/** Labels that say "name" without saying whose: the value must be two words or more ("Name: Default" is a setting). */
const BARE_NAME_LABEL = /^(?:name|names|[a-z]+_name|[a-z]+_display(?:_name)?|user|user_display|\p{L}+[\s_-](?:by|von|par|por|door|przez|da))$/iu;

// Titles before a name.
const TITLES = String.raw`Auntie|Aunt|Uncle|Grandma|Grandpa|Granny|Nana|Herrn|Mr|Mrs|Ms|Miss|Mx|Dr(?:\.\s?(?:med|rer\.\s?nat|phil|jur|med\.\s?dent))?|Prof|Professor|Officer|Sgt|Sergeant|Lt|Lieutenant|Det|Detective|Inspector|Judge|Justice|Maître|Father|Rabbi|Imam|Pastor|Coach|Nurse|Agent|Constable|PC|Cllr|Councillor|Senator|Rep|Hon|Sir|Dame|Rev|Reverend|Capt|Captain|Herr|Frau|Hr|Fr|Mme|Mlle|Monsieur|Madame|Mademoiselle|Sr|Sra|Srta|Señor|Señora|Señorita|Don|Doña|Dña|Sig|Sig\.ra|Sig\.na|Signor|Signora|Signorina|Dott|Dott\.ssa|Dr\.ssa|Avv|Ing|Pan|Pani|Dhr|Mevr|Mevrouw|Meneer|Shri|Smt|Sri|Srí|Dra|Lic|Ing|Sayın|MR|MRS|MS|DR|MISS|PROF`;
const TITLE_RE = new RegExp(String.raw`${NOT_LETTER_BEFORE}(?:(?<t>${TITLES})\.?|(?<m>M|p)\.|(?<low>mrs?|miss|pan|pani|herr|frau|señora?|signora?|senhora?)\.?)[ \t]+`, 'gu');

// Greetings and sign-offs.
const GREETING = String.raw`dear|hi|hello|hey|hiya|greetings|(?:good\s+)?(?:morning|afternoon|evening)|bonjour|bonsoir|salut|cher|chère|hallo|moin|servus|liebe|lieber|sehr\s+geehrte[rs]?|hola|buenos\s+días|buenas\s+tardes|estimad[oa]s?|querid[oa]|ciao|salve|buongiorno|gentile|caro|cara|olá|oi|prezad[oa]|beste|hoi|goedemorgen|szanown[ay]|cześć|dzień\s+dobry|merhaba|sayın|hej|hei`;
const GREETING_RE = new RegExp(String.raw`(?:^|[\n\r>]|\\n|[.!?]\s+|["'“]\s*)[ \t]*(?:${GREETING})[ \t]+`, 'giu');
const SIGN_OFF = String.raw`sincerely\s+yours|respectueusement|un\s+caro\s+saluto|groetjes|cheers\s+mate|thanks\s+so\s+much|thank\s+you\s+so\s+much|best\s+regards|kind\s+regards|warm\s+regards|warmest\s+regards|regards|best\s+wishes|all\s+the\s+best|best|thanks|thank\s+you|many\s+thanks|thanks\s+again|thx|cheers|sincerely|yours\s+sincerely|yours\s+truly|yours\s+faithfully|respectfully|talk\s+soon|take\s+care|mit\s+freundlichen\s+grüßen|mit\s+freundlichen\s+grüssen|freundliche\s+grüße|viele\s+grüße|beste\s+grüße|liebe\s+grüße|herzliche\s+grüße|schöne\s+grüße|gruß|grüße|mfg|lg|cordialement|bien\s+cordialement|bien\s+à\s+vous|amicalement|salutations|sincères\s+salutations|saludos(?:\s+cordiales)?|un\s+saludo|atentamente|cordiales\s+saludos|cordiali\s+saluti|distinti\s+saluti|saluti|un\s+saluto|grazie|atenciosamente|abraços|obrigad[oa]|met\s+vriendelijke\s+groet(?:en)?|groeten|hartelijke\s+groet(?:en)?|pozdrawiam|z\s+poważaniem|saygılarımla|teşekkürler|med\s+vänlig\s+hälsning|hälsningar|venlig\s+hilsen|med\s+vennlig\s+hilsen|ystävällisin\s+terveisin|terveisin|mvh`;
const SIGN_OFF_RE = new RegExp(
  String.raw`${NOT_LETTER_BEFORE}(?:${SIGN_OFF})(?<rest>[^\n\\]{0,48}?)[ \t]*[,.!]?[ \t]*(?<sep>(?:\r?\n|\\n)+(?:[ \t]*--?[ \t]*)?|--?[ \t]*|[–—][ \t]*|,[ \t]+)[ \t]*(?:(?:${'Sgt|Dr|Prof|Mr|Mrs|Ms|Capt|Lt'})\.?[ \t]+)?`,
  'giu',
);

// Relations and roles before a name: "my manager, Priya Nair,", "patient Maria Lopez", "meine Ärztin Dr. Petra Vogel".
const ROLE = String.raw`father-in-law|mother-in-law|brother-in-law|sister-in-law|son-in-law|daughter-in-law|treasurer|chairman|chairwoman|chair|consultant|` +
  String.raw`monsieur|madame|mademoiselle|mevrouw|meneer|señor|señora|señorita|signor|signora|signorina|senhor|senhora|klant|klient|klientka|kunden|clienta|` +
  String.raw`cunhad[oa]|sogr[oa]|svärfar|svärmor|svåger|svägerska|teściowa|teść|szwagier|bratowa|beau-père|belle-mère|schwiegervater|schwiegermutter|schwager|schwägerin|suocer[oa]|cognat[oa]|` +
  String.raw`destinatario|destinataire|destinatário|empfänger|contato|contacto|kontakt|pt|` +
  String.raw`intern|trainee|apprentice|mentor|mentee|complainant|new\s+hire|hire|cyclist|pedestrian|motorist|patient|customer|client|caller|passenger|guest|tenant|employee|colleague|coworker|co-worker|manager|boss|supervisor|doctor|dentist|physician|surgeon|nurse|therapist|counselor|wife|husband|spouse|partner|son|daughter|mother|father|mom|mum|dad|brother|sister|aunt|uncle|cousin|grandmother|grandfather|grandma|grandpa|granny|friend|neighbou?r|landlord|landlady|roommate|flatmate|fianc[ée]e?|teacher|tutor|student|lawyer|attorney|applicant|candidate|subscriber|cardholder|card\s+holder|account\s+holder|accountholder|rekeninghouder|kaarthouder|kontoinhaber|kontoinhaberin|karteninhaber|karteninhaberin|courier|nanny|caregiver|child|kid|baby|nephew|niece|stepson|stepdaughter|boyfriend|girlfriend|assistant|secretary|accountant|advisor|adviser|broker|realtor|plumber|electrician|contractor|technician|driver|owner|member|resident|recipient|beneficiary|employer|dependent|dependant|witness|victim|suspect|defendant|plaintiff|claimant|insured|policyholder|deceased|` +
  String.raw`patientin|kunde|kundin|kollegin|kollege|mutter|vater|frau|mann|schwester|bruder|tochter|sohn|ärztin|arzt|chefin|chef|freundin|freund|nachbarin|nachbar|vermieter|vermieterin|mieter|mieterin|` +
  String.raw`patiente|cliente|collègue|médecin|mère|père|mari|femme|fils|fille|frère|sœur|soeur|ami|amie|voisin|voisine|propriétaire|locataire|` +
  String.raw`hermano|hermana|madre|padre|esposo|esposa|marido|hijo|hija|jefe|jefa|amigo|amiga|médico|médica|paciente|compañer[oa]|vecin[oa]|abuel[oa]|tí[oa]|prim[oa]|novi[oa]|` +
  String.raw`fratello|sorella|marito|moglie|figlio|figlia|collega|amico|amica|medico|nonno|nonna|vicino|vicina|paziente|capo|` +
  String.raw`irmão|irmã|mãe|pai|filho|filha|colega|chefe|médic[oa]|vizinh[oa]|avó|avô|` +
  String.raw`broer|zus|moeder|vader|dochter|zoon|collega|buurman|buurvrouw|huisarts|` +
  String.raw`brat|siostra|matka|ojciec|córka|syn|kolega|koleżanka|lekarz|lekarka|sąsiad|sąsiadka|szef|szefowa|` +
  String.raw`kardeşim|annem|babam|eşim|arkadaşım|doktor|müşteri|hasta`;
const HOLDER_ROLE_RE = /holder|houder|inhaber/i;
/** A name before "'s" and a personal field's word (POSSESSOR rule above). */
const POSSESSOR_RE = new RegExp(
  String.raw`${NOT_LETTER_BEFORE}(?<name>\p{Lu}[\p{L}\p{M}'-]+(?:[ \t]+(?:\p{Lu}\.|\p{Lu}[\p{L}\p{M}'-]+)){1,2})['’]s[ \t]+(?:SSN|social[ \t]+security|phone|mobile|cell|number|home[ \t]+address|address|e-?mail|date[ \t]+of[ \t]+birth|DOB|birthday|passport|driver['’]?s[ \t]+licen[cs]e|card[ \t]+number|bank[ \t]+account|account[ \t]+number|IBAN|national[ \t]+id|medical[ \t]+record|diagnosis)(?![\p{L}])`,
  'gu',
);
const ROLE_RE = new RegExp(String.raw`${NOT_LETTER_BEFORE}(?<role>${ROLE})(?:[ \t]+(?:named|called|is|was|whose\s+name\s+is|namens|nommée?|llamad[oa]|chiamat[oa]|chamad[oa]|genaamd|o\s+imieniu|adlı))?(?:[ \t]*[,:]?[ \t]+|[ \t]*[,:][ \t]*)["'“(]?(?:(?<title>${TITLES})\.?[ \t]+)?`, 'giu');
/**
 * A person's records, or what a person did, in agents' traces and notes: "the order history of Priyanka Venkataraman", "the
 * account belongs to Fenella Ashworth", "last touched by Ezekiel Warburton", "signed for by \"H. Kowalczyk-Brandt\"",
 * "Vertragsdaten von …", "historial de pedidos de …". The name must be two words or more here ("history of Rome" is not one).
 */
const REFERENCE_CUES = [
  String.raw`(?:history|records?|accounts?|orders?|invoices?|profile|details|data|file|contract|subscription|bookings?|reservations?|tickets?|cases?|claims?|payments?|purchases?|statements?|appointments?|policy|balance|refunds?)[ \t]+(?:of|for|from)`,
  String.raw`(?:belongs?|belonging|belonged|assigned|registered|addressed|issued|made[ \t]+out|sent|forwarded|escalated)[ \t]+to`,
  String.raw`(?:1:1|one-on-one|one[ \t]+on[ \t]+one|meeting|call|chat|sync|lunch|coffee|interview|spoke|speaking|talked|met|session|catch-up|catchup|gesprek|gebeld|appel|réunion|rendez-vous|llamada|reunión|riunione|chiamata|colloquio|besprechung|telefonat|gespräch|termin|möte|samtale|møde|mødet|rozmowa|spotkanie|görüşme)[ \t]+(?:with|w/|mit|avec|con|med|met|z|ze|ile)`,
  String.raw`(?:onboarding|offboarding|termination|resignation|leave[ \t]+request|sick[ \t]+(?:leave|note)|payroll|background[ \t]+check|reference[ \t]+check|performance[ \t]+review|ziekmelding|arrêt[ \t]+maladie|baja[ \t]+(?:médica|laboral)|krankmeldung|malattia)(?:[ \t]+(?:for|of|von|für|de|di|van|del))?`,
  String.raw`(?:intestat[oa][ \t]+a|a[ \t]+nome[ \t]+di|au[ \t]+nom[ \t]+de|a[ \t]+nombre[ \t]+de|auf[ \t]+den[ \t]+namen|op[ \t]+naam[ \t]+van|em[ \t]+nome[ \t]+de|in[ \t]+the[ \t]+name[ \t]+of|oleh|dari)`,
  String.raw`(?:touched|edited|modified|changed|updated|created|written|signed(?:[ \t]+for)?|submitted|approved|reviewed|reported|requested|authored|committed|opened|closed|filed|raised|logged|placed|ordered|booked|paid|referred|recommended|uploaded|shared|sent)[ \t]+by`,
  String.raw`(?:vertragsdaten|kundendaten|bestellungen|bestellhistorie|rechnungen|konto|daten)[ \t]+(?:von|des|der)`,
  String.raw`(?:historique[ \t]+des[ \t]+commandes|commandes|factures|compte|dossier|contrat)[ \t]+(?:de|d['’])`,
  String.raw`(?:historial[ \t]+de[ \t]+pedidos|pedidos|facturas|cuenta|expediente|contrato|faturas|conta|histórico[ \t]+de[ \t]+pedidos)[ \t]+(?:de|do|da)`,
  String.raw`(?:storico[ \t]+(?:degli[ \t]+)?ordini|ordini|fatture|conto|pratica)[ \t]+(?:di|del|della)`,
  String.raw`(?:bestelgeschiedenis|bestellingen|facturen|account|dossier)[ \t]+van`,
  String.raw`(?:orderhistoriken|orderhistorik|ordrar|fakturor|konto)[ \t]+(?:för|till)`,
  String.raw`(?:historia[ \t]+zamówień|zamówienia|faktury|konto)[ \t]+(?:klienta|klientki|dla)`,
].join('|');
const REFERENCE_RE = new RegExp(String.raw`${NOT_LETTER_BEFORE}(?:${REFERENCE_CUES})[ \t]*(?:\\?["'“])?`, 'giu');
/**
 * A caller introducing themselves on a transcribed call, often in lower case: "this is marcus obi calling", "hier ist sabine
 * lührmann ich wollte", "sono ludovica ferraresi chiamo", "det är björn åkesson jag ringer", "main kavita raghuvanshi bol
 * rahi hoon". The verb after the name is what makes the words a name.
 */
const CALL_VERBS = String.raw`(?:i['’]?m[ \t]+)?calling|speaking|ringer|jag[ \t]+ringer|chiamo|ti[ \t]+chiamo|dzwonię|dzwonie|ich[ \t]+(?:wollte|rufe|möchte)|je[ \t]+(?:rappelle|vous[ \t]+appelle|voulais)|j['’]appelle|eu[ \t]+(?:queria|gostaria)|queria|bol[ \t]+(?:rahi|raha)|llamo|te[ \t]+llamo|le[ \t]+llamo|ik[ \t]+bel|bel[ \t]+ik|jag[ \t]+ville`;
const CALL_RE = new RegExp(
  String.raw`${NOT_LETTER_BEFORE}(?:this\s+is|it['’]s|it\s+is|here\s+is|hier\s+ist|c['’]est|sono|aqui\s+é|aqui\s+fala|det\s+är|här\s+är|tu|main|ik\s+ben|soy|habla|je\s+suis)[ \t]+(?:(?:a|o|der|die|la|el)[ \t]+)?`,
  'giu',
);
const CALL_VERB_RE = new RegExp(String.raw`^[ \t,]+(?:${CALL_VERBS}|here|from|again)(?![\p{L}])`, 'iu');

/** A chat mention of a display name: "ping @Kellan Moriarty", "fyi @Rosalind Achebe-Moreau" (two words or more). */
const MENTION_RE = /(?<![\p{L}\p{N}_.@])@(?=\p{Lu})/gu;

/** Turkish titles after the name: "Ayşe Hanım", "Kemal Bey'e". */
const POSTFIX_TITLE_RE = /(?<![\p{L}])(?<name>\p{Lu}[\p{Ll}\p{M}]+(?:\s\p{Lu}[\p{Ll}\p{M}]+)?)\s(?:Hanım|Hanim|Bey|Hanımefendi|Beyefendi)(?![\p{Ll}])/gu;

/** Role nouns of languages that capitalize every noun: "der Patient Schmerzen hat" — one capitalized word after them is a noun. */
const GERMAN_ROLE = /^(?:Patientin|Patient|Kunde|Kundin|Kollegin|Kollege|Mutter|Vater|Frau|Mann|Schwester|Bruder|Tochter|Sohn|Ärztin|Arzt|Chefin|Chef|Freundin|Freund|Nachbarin|Nachbar|Vermieter|Vermieterin|Mieter|Mieterin)$/;

// A display name before an e-mail address: `From: "Ana Souza" <ana@example.com>`, `Tom Becker <tom@…>`.
const DISPLAY_NAME_RE = /(?:^|[\s:,;(<>"'])"?(?=[\p{Lu}])(?<name>[^"<>\n@]{2,60}?)"?[ \t]*<[^<>\s@]+@[^<>\s]+>/gu;

// CJK: self-introductions, labels and honorific suffixes.
const HAN = String.raw`\p{Script=Han}`;
const KANA_NAME = String.raw`\p{Script=Katakana}ー・`;
const CN_SURNAMES =
  '王李张刘陈杨黄赵吴周徐孙马朱胡郭何高林罗郑梁谢宋唐许韩冯邓曹彭曾肖田董袁潘于蒋蔡余杜叶程苏魏吕丁任沈姚卢姜崔钟谭陆汪范金石廖贾夏韦付方白邹孟熊秦邱江尹薛闫段雷侯龙史陶黎贺顾毛郝龚邵万钱严覃武戴莫孔向汤欧阳司马上官诸葛張劉陳楊黃趙吳週孫馬許韓馮鄧蕭葉蘇呂盧鍾譚陸龔錢嚴歐';
const CN_NAME = String.raw`(?:欧阳|司马|上官|诸葛|歐陽|司馬|[${CN_SURNAMES}])[${HAN}]{1,2}`;
const CN_STOP_TAIL = /[的是在和今我你他她们們了，。、有要想也都就会會说說给給把被从從到对對先女小老医经总同阿叔]$/u;
const KR_SURNAMES = '김이박최정강조윤장임한오서신권황안송류전홍고문양손배백허유남심노하곽성차주우구민진지엄채원천방공현함변염여추도소석선설마길연위표명기반왕금옥육인맹제모탁국어은편용예경봉사부';
const CJK_SELF_RE = new RegExp(
  [
    // Japanese: 私は田中太郎です, 私の名前は…です, 田中と申します
    String.raw`(?:私|わたし|僕|ぼく|俺)(?:の名前)?は(?<ja>[${HAN}${KANA_NAME}]{2,10})(?:です|と申します|といいます|と言います|だ)`,
    String.raw`(?<![${HAN}])(?<ja2>[${HAN}${KANA_NAME}]{2,8})と申します`,
    // Korean: 제 이름은 김민수입니다, 저는 김민수예요; 이름은 김민수이고 (a sentence's start)
    // "이름은 박서연이고" at a sentence's start says whose name: the speaker's ("호텔 이름은 …" has its owner before it).
    String.raw`(?:제\s?이름은|내\s?이름은|(?:^|(?<=[.!?。\n]\s{0,2}))이름은|저는|나는|전|저(?=\s))\s?(?<ko>[${KR_SURNAMES}][가-힣]{1,3}?)(?:입니다|이에요|예요|이고|이라고|라고|인데요|인데)`,
    // Chinese: 我叫王小明, 我的名字是…, 我是…
    String.raw`(?:我叫|我的名字是|我的名字叫|我是|本人是|本人)(?<zh>${CN_NAME})`,
  ].join('|'),
  'gu',
);
// Labels: a Japanese one takes a name in kanji or katakana; a Chinese one a name with a common surname; a Korean one a name
// with a Korean surname ("姓名：未填写", "이름: 미입력" are placeholders). A separator follows the label ("客户服务中心" is a word).
const CJK_LABEL_RE = new RegExp(
  [
    String.raw`(?:氏名|お名前|名前|患者名|顧客名)(?:\s*[:：=]\s*|\s+)(?<ja>[${HAN}${KANA_NAME}]{2,10}(?:[ 　][${HAN}${KANA_NAME}]{1,6})?)`,
    String.raw`(?:姓名|名字|联系人|聯繫人|收件人|收货人|收貨人|寄件人|患者|顾客|顧客|客户|客戶|申请人|申請人|持卡人|乘客)(?:\s*[:：=]\s*|\s+)(?<zh>${CN_NAME})`,
    String.raw`(?:성명|이름|고객명|환자명|수령인|받는\s?분|보호자)(?:\s*[:：=]\s*|\s+)(?<ko>[${KR_SURNAMES}][가-힣]{1,3})(?![가-힣])`,
  ].join('|'),
  'gu',
);
// Greetings, relations and sign-offs: "亲爱的赵思远：", "我的同事孙浩然", "担当者の森田 翔太が", "제 동생 조민혁이", "윤지호 드림", "敬礼\n黄子涵".
const CJK_CUE_RE = new RegExp(
  [
    String.raw`(?:亲爱的|親愛的|尊敬的)(?<zh>${CN_NAME})`,
    String.raw`(?:同事|朋友|老板|老闆|经理|經理|丈夫|妻子|老公|老婆|儿子|兒子|女儿|女兒|妈妈|媽媽|爸爸|哥哥|姐姐|弟弟|妹妹|客户|客戶|患者|病人|同学|同學|室友|邻居|鄰居|房东|房東)(?<zh2>${CN_NAME})`,
    String.raw`(?:担当者?|同僚|上司|主人|息子|娘|友人|患者|部下|母|父|兄|姉|弟|妹|夫|妻)の(?<ja>[${HAN}]{2,4}(?:[ 　][${HAN}]{1,3})?)`,
    String.raw`(?:동생|형|누나|언니|오빠|친구|동료|남편|아내|아들|딸|어머니|아버지|엄마|아빠|상사|팀장님?|환자|고객|이웃|룸메이트)\s+(?<ko>[${KR_SURNAMES}][가-힣]{2})(?=[이가은는을를의도와과께]|씨|님|\s|$)`,
    String.raw`(?<![가-힣])(?<ko2>[${KR_SURNAMES}][가-힣]{1,3})\s?(?:드림|올림)(?![가-힣])`,
    String.raw`(?<![가-힣])(?<ko3>[${KR_SURNAMES}][가-힣]{2})\s(?:고객|환자|회원)(?:님)?(?=[의이가은는을를께에]|\s|$)`,
    String.raw`(?:此致\s*敬礼|祝好|谢谢|謝謝|顺祝商祺|順祝商祺)[！!。.,，]?\s*\n\s*(?<zh3>${CN_NAME})\s*(?:\n|$)`,
    String.raw`(?:よろしくお願い(?:いた)?します|以上です?|敬具)[。．.]?\s*\n\s*(?<ja2>[${HAN}]{2,4}(?:[ 　]?[${HAN}]{1,3})?)\s*(?:\n|$)`,
    String.raw`(?:こんにちは|こんばんは|はじめまして|お世話になっております|お疲れ様です)[、,，]\s*(?<ja3>[${HAN}]{1,4}[ 　]?[${HAN}]{1,3})(?:です|と申します)`,
    String.raw`(?:用户|用戶|会员|會員|员工|員工|乘客|租客|房客)(?<zh4>${CN_NAME})`,
    String.raw`(?:与|與|跟|和)(?<zh5>${CN_NAME})(?=的|一对一|一對一|开会|開會|通话|通話|沟通|溝通|见面|見面)`,
  ].join('|'),
  'gu',
);
// A record's name often has its reading after it, in katakana: "佐々木 美咲様（ササキ ミサキ）" — the reading is the name too.
const JA_HONORIFIC_RE = new RegExp(
  String.raw`(?<name>[${HAN}]{2,5}|[${KANA_NAME}]{2,12}|[${HAN}]{1,3}[ 　][${HAN}]{1,3})(?:さん|様|さま|氏|先生|くん|君|ちゃん|殿)(?:[（(](?<reading>[${KANA_NAME}]{2,12}(?:[ 　][${KANA_NAME}]{1,12})?)[）)])?`,
  'gu',
);
const JA_NOT_NAMES = /^(?:お?客|皆|各位|担当者?|ご?担当|利用者|管理者|会員|関係者|申込者|契約者|購入者|店長|部長|課長|社長|医者|患者|神|王|奥|息子|娘|先生|ユーザー|オーナー|メンバー|ゲスト|スタッフ|カスタマー|お父|お母|お兄|お姉|ドライバー|オペレーター|サポート|お医者|看護師|先輩|後輩|皆さん)$/u;
/** Departments and teams sign too: "経理部", "サポートセンター", "고객센터", "운영팀". */
const ORG_SUFFIX_JA = /(?:部|課|室|係|局|所|社|店|院|会|センター|チーム|窓口|事務局|一同)$/u;
const ORG_SUFFIX_KO = /(?:센터|팀|부|실|과|처|국|회|단|사무국|일동)$/u;
const KR_HONORIFIC_RE = /(?<![가-힣])(?<name>[가-힣]{2,4})\s?(?:씨|님)(?![가-힣]{0}[가-힣]*[을를])/gu;
const KR_NOT_NAMES = /^(?:고객|선생|회원|사용자|관리자|담당자|기사|사장|부장|과장|팀장|교수|의사|환자|손님|여러분|작가|대표|원장|선배|후배|친구|어머|아버|할머|할아|형|누나|언니|오빠|이사|실장|차장|대리|주임|상담사|상담원|직원|학생|고객센터|운영자|판매자|구매자|보호자|수신자|발신자|신청자|간호사|기사님|당신|아저|아줌|부모|가족|남편|아내|자녀|아드|따|여보|님|씨)$/u;
// Chinese runs without blanks: the name may follow a particle ("已为王芳女士预约", "请张伟先生").
const CN_HONORIFIC_RE = new RegExp(String.raw`(?:(?<![${HAN}])|(?<=[为為给給向与與和跟请請由对對被将將让讓帮幫是])(?<![${HAN}][为為给給向与與和跟请請由对對被将將让讓帮幫是]{2}))(?<name>(?:欧阳|司马|上官|诸葛|[${CN_SURNAMES}])[${HAN}]{0,2}?)(?:先生|女士|小姐|老师|醫生|医生|经理|經理|总|總|同学|同學|阿姨|叔叔|大夫|教授)`, 'gu');

/**
 * Whether this detector runs at all. A name in title case or capitals follows a cue ("Name:", "Dr.", "Dear", "patient",
 * "Best regards,\n"), so text without a capital at a word's start is skipped after one cheap test, except for the few cues
 * a lower-case name follows in chat ("my name is sarah", "hi sarah,", "thx - kev"). Otherwise the cues are searched with
 * the letter after them, which must be a capital (the search is case-insensitive, the name is not).
 */
/**
 * A word in title case, two in capitals, or a line in capitals ("PATIENT: JOHN"): a name is one of these. "SELECT status
 * FROM orders" is none (a line with lower case, no two capital words in a row).
 */
const WORD_CAPITAL_RE = /(?:^|[^\p{L}\p{N}_])\p{Lu}(?:\p{Ll}|\p{Lu}+[ \t]+\p{Lu}{2})|(?:^|\n)[^\p{Ll}\n]*\p{Lu}{2}[^\p{Ll}\n]*(?:\n|$)/u;
/** The few cues of a lower-case name, each cheap to rule out: "name" and "call me" by substring, greetings at a line's start. */
/** The words of the cues a lower-case name follows, as plain substrings (cheap to rule out in one scan). */
const LOWER_CUE_WORD_RE = /name|nome|naam|nom |namn|navn|call me|calling|speaking|ringer|chiamo|dzwoni|wollte|rufe|rappel|appel|queria|bol ra|llamo|bel ik|ik bel|heiße|heisse|chamo|heet|nazywam|imię|adım|heter|hedder|jmenuji/i;
/** A greeting at a line's start ("hi sarah,"), or a dash and a word ending the text ("thx - kev"). */
const LOWER_GREETING_RE = /^[ \t>]*(?:hi|hey|hello|hiya|hola|oi|ciao|hallo|hej|hei|salut|morning)[ \t]/im;

/** Whether the text ends with a dash and one lower-case word ("thx - kev"), read from its end without a regex. */
function endsWithDashWord(text: string): boolean {
  let i = text.length - 1;
  while (i >= 0 && (text.charCodeAt(i) === 32 || text.charCodeAt(i) === 9)) i--;
  const end = i;
  for (; i >= 0; i--) {
    const c = text.charCodeAt(i);
    if (c >= 97 && c <= 122) continue;
    if (c > 127 && text[i] !== text[i]!.toUpperCase()) continue;
    break;
  }
  if (i === end) return false;
  while (i >= 0 && (text.charCodeAt(i) === 32 || text.charCodeAt(i) === 9)) i--;
  return i >= 0 && (text[i] === '-' || text[i] === '–' || text[i] === '—');
}

function hasLowerCue(text: string): boolean {
  // A greeting is read at the text's or a line's start only: test the regex where one could be.
  const greeting = /^[ \t>]*[hocsmHOCSM]/.test(text) || text.includes('\n');
  return LOWER_CUE_WORD_RE.test(text) || (greeting && LOWER_GREETING_RE.test(text)) || endsWithDashWord(text);
}

const LOWER_CUE_RE = new RegExp(
  String.raw`(?:${STRONG_SELF})[\s,:]+\p{L}|(?:${CALL_VERBS})(?![\p{L}])|(?:^|\n)[ \t>]*(?:hi|hey|hello|hiya|hola|oi|ciao|hallo|hej|hei|salut|morning)[ \t]+\p{Ll}+[ \t]*[,!]|[-–—][ \t]*\p{Ll}+[ \t]*$`,
  'iu',
);
const CJK_CHAR_RE = /[\u3040-\u30ff\u3400-\u9fff\uac00-\ud7af]/u;
const HINT_RE = new RegExp(
  [
    String.raw`(?<![\p{L}])(?:${STRONG_SELF}|${WEAK_SELF})(?:[\s,:]+|(?<=ชื่อ)(?=${UNCASED_LETTER}))(?:(?:der|die|el|la|o|a)\s+)?[ \t]*\p{L}`,
    String.raw`(?<![\p{L}])(?:${TITLES}|M\.|p\.)\.?[ \t]+[ \t]*\p{L}`,
    String.raw`(?:^|[\n\r>]|\\n|[.!?]\s+|["'“]\s*)[ \t]*(?:${GREETING})[ \t]+[ \t]*\p{L}`,
    String.raw`(?<![\p{L}])(?:${SIGN_OFF})[^\n]{0,50}?(?:\r?\n|\\n|[-–—]|,)[ \t]*(?:--?[ \t]*)?[ \t]*\p{L}`,
    String.raw`(?<![\p{L}])(?:${ROLE})(?:[ \t]+(?:named|called|is|was|namens))?(?:[ \t]*[,:]?[ \t]+|[ \t]*[,:][ \t]*)["'“(]?(?:(?:${TITLES})\.?[ \t]+)?[ \t]*\p{L}`,
    String.raw`(?<![\p{L}])(?:${LABEL_WORDS})(?:\\?["'])?[ \t]*(?:[:=：|]|\s-\s)[ \t]*(?:\\?["'“])?(?:(?:${TITLES})\.?[ \t]+)?[ \t]*\p{L}`,
    String.raw`(?<![\p{L}])(?:${REFERENCE_CUES})[ \t]*(?:\\?["'“])?[ \t]*\p{L}`,
    String.raw`@[ \t]*\p{L}`,
    String.raw`(?<![\p{L}])(?:mrs?|miss|pan|pani|herr|frau|señora?|signora?|senhora?)\.?[ \t]+[ \t]*\p{L}`,
  ].join('|'),
  'giu',
);

/** Cues after the name: "Li Xiaoming here,", "Ayşe Hanım", "Kemal Bey'e". */
const AFTER_NAME_CUE_RE = /\p{L}[ \t]+(?:here[ \t]*[,.!—–-]|hanım|hanim|bey(?![\p{L}]))/iu;
/** "John Carver's SSN": a possessive before a personal field's word (POSSESSOR_RE reads the name). */
const POSSESSIVE_CUE_RE =
  /\p{Lu}\p{Ll}+['’]s[ \t]+(?:SSN|social[ \t]+security|phone|mobile|cell|number|home[ \t]+address|address|e-?mail|date[ \t]+of[ \t]+birth|DOB|birthday|passport|driver|card[ \t]+number|bank[ \t]+account|account[ \t]+number|IBAN|national[ \t]+id|medical[ \t]+record|diagnosis)(?![\p{L}])/u;

function isCapital(c: string): boolean {
  return c !== c.toLowerCase();
}

/** Labels that say a person's name ("Name:", "Full name:", not "Hostname:" or "Product name:"): uncased words after them are one. */
const UNCASED_NAME_LABEL_RE = /^(?:(?:full|first|last|given|family|legal|customer|patient|contact)[\s_-]?)?name$|^surname$/i;
const SCRIPT_WITHOUT_BLANKS_RE = /[\p{Script=Thai}\p{Script=Lao}\p{Script=Khmer}\p{Script=Myanmar}]/u;

/** A letter of a script without case (UNCASED_WORD_RE): it may start a name wherever a capital may. */
const UNCASED_CHAR_RE = new RegExp(UNCASED_LETTER, 'u');

function hasHint(f: TextFeatures): boolean {
  const text = f.text;
  const nonAscii = (f.flags & FEATURE_NON_ASCII) !== 0;
  if (nonAscii && CJK_CHAR_RE.test(text)) return true;
  // Every cue stands between blanks ("Name: Tom" has one; `customer="Tom"` needs two words to count as a name, or a cue word).
  if ((f.flags & FEATURE_BLANK) === 0) return false;
  const uncased = nonAscii && UNCASED_CHAR_RE.test(text);
  if (((f.flags & FEATURE_WORD_CAPITAL) !== 0 || nonAscii) && (uncased || WORD_CAPITAL_RE.test(text))) {
    // A display name before an e-mail address needs both; "… here," and Turkish titles end with their cue.
    if ((f.flags & FEATURE_AT) !== 0 && text.includes('<')) return true;
    if (AFTER_NAME_CUE_RE.test(text) || POSSESSIVE_CUE_RE.test(text)) return true;
    HINT_RE.lastIndex = 0;
    let m: RegExpExecArray | null;
    while ((m = HINT_RE.exec(text)) !== null) {
      // Every cue ends with the letter after it, which must be a capital (no groups: nothing more to allocate per match).
      const last = m[0][m[0].length - 1]!;
      if (isCapital(last) || (uncased && UNCASED_CHAR_RE.test(last))) return true;
      HINT_RE.lastIndex = m.index + 1;
    }
  }
  return hasLowerCue(text) && LOWER_CUE_RE.test(text);
}


export function createPersonNameDetector(): Detector {
  return {
    name: 'person-name',
    types: ['PERSON_NAME'],
    // A name is a word of letters after its cue: a string without a capital letter or a non-ASCII one and without
    // "my name is"-like cues cannot hold one; the cue words are tested once such text comes.
    mayMatch: (f) => f.text.length >= 4 && hasHint(f),
    detect(text: string, out: Finding[]): void {
      const push = (r: { start: number; end: number }) => {
        // Words before a backslash are a Windows domain ("NT AUTHORITY\LOCAL SERVICE", "CORP\jdoe"), not a name.
        if (r.end > r.start && !(text.charCodeAt(r.end) === 92 && /\p{L}/u.test(text[r.end + 1] ?? ''))) out.push({ type: 'PERSON_NAME', start: r.start, end: r.end });
      };
      // Capitals are a name's case alone only on a line written in capitals ("NAME: JOHN MILLER"); each line is read once.
      let breaks: number[] | null = null;
      const lineCase = new Map<number, Case[]>();
      const caps = (at: number): Case[] => {
        if (breaks === null) {
          breaks = [];
          for (let i = text.indexOf('\n'); i >= 0; i = text.indexOf('\n', i + 1)) breaks.push(i);
        }
        // The line of `at`: between the last break before it and the first after it.
        let lo = 0;
        let hi = breaks.length;
        while (lo < hi) {
          const mid = (lo + hi) >>> 1;
          if (breaks[mid]! < at) lo = mid + 1;
          else hi = mid;
        }
        const lineStart = lo === 0 ? 0 : breaks[lo - 1]! + 1;
        let cases = lineCase.get(lineStart);
        if (cases === undefined) {
          const lineEnd = lo < breaks.length ? breaks[lo]! : text.length;
          cases = /\p{Ll}/u.test(text.slice(lineStart, lineEnd)) ? ['title', 'caps'] : ['caps'];
          lineCase.set(lineStart, cases);
        }
        return cases;
      };
      for (const m of text.matchAll(SELF_RE)) {
        const at = m.index + m[0].length;
        if (m.groups!.strong !== undefined) {
          const r = readName(text, at, [...caps(at), 'lower', 'uncased'], 4);
          if (r !== null) push(r);
          continue;
        }
        const r = readName(text, at, caps(at), 3);
        if (r !== null && endsLikeName(text, r.end)) push(r);
      }
      for (const m of text.matchAll(LABEL_RE)) {
        const at = m.index + m[0].length;
        const bare = BARE_NAME_LABEL.test(m.groups!.label!);
        // A role's label ("Customer:", "User:") starts a speaker's line as often: its words must show a name's case.
        // "Product name:", "Queue name:" — a bare "name" after another word names that thing.
        const uncased = (UNCASED_NAME_LABEL_RE.test(m.groups!.label!) || NATIVE_NAME_LABEL_RE.test(m.groups!.label!)) && !(/^name$/i.test(m.groups!.label!) && /\p{L}[ \t_-]$/u.test(text.slice(Math.max(0, m.index - 2), m.index)));
        const r = readName(text, at, uncased ? [...caps(at), 'uncased'] : caps(at), 4);
        if (r === null) continue;
        if (bare && r.words < 2 && m.groups!.title === undefined) continue;
        // A speaker's line in a transcript, not a record's field: "Customer: Igen, tegnap küldtem el.", "Agent: Perfekt.",
        // "Caller: Helt i orden" — one word that a sentence goes on after (a comma or a blank and a lower-case word), or that
        // ends one, unless it is a known given name. "Customer: Maria Gonzalez", "Customer: Maria." stay names.
        if (
          r.words < 2 &&
          m.groups!.title === undefined &&
          !NAMED_LABEL_RE.test(m.groups!.label!) &&
          (SENTENCE_GOES_ON_RE.test(text.slice(r.end, r.end + 4)) ||
            (SENTENCE_ENDS_RE.test(text.slice(r.end, r.end + 4)) && !givenNameSet().has(text.slice(r.start, r.end).toLowerCase())))
        ) {
          continue;
        }
        // "ship_to=\"Alameda Santos, 700\"": a street and its number, not a name.
        if (/^,?\s*\d/.test(text.slice(r.end, r.end + 4))) continue;
        if (!endsLikeName(text, r.end) && !/^\s*["'”]/.test(text.slice(r.end, r.end + 2))) continue;
        push(r);
      }
      for (const m of text.matchAll(TITLE_RE)) {
        const t = m.groups!.t ?? 'M';
        // "12 Oak Dr Springfield": a street type, not a title, after a capitalized word and without its dot.
        if ((t === 'Dr' || t === 'Fr' || t === 'St') && !m[0].includes('.') && /\p{Lu}[\p{L}]*\s+$/u.test(text.slice(Math.max(0, m.index - 30), m.index))) continue;
        const at = m.index + m[0].length;
        const allowed: Case[] = /^[A-Z]+$/.test(t) && t.length > 1 && !/^(?:Mr|Mrs|Ms|Dr)$/.test(t) ? ['caps'] : caps(at).includes('caps') ? ['caps', 'title'] : ['title'];
        const r = readName(text, at, allowed, 3);
        // A title in lower case ("pls call back mrs Delphine Arkwright", "volal pan Vojtěch Hrabánek") takes a full name only.
        if (r !== null && (m.groups!.low === undefined || r.words >= 2)) push(r);
      }
      for (const m of text.matchAll(GREETING_RE)) {
        const at = m.index + m[0].length;
        const r = readName(text, at, [...caps(at), 'lower'], 3);
        if (r === null) continue;
        // A name after a greeting ends it: "Hi Sarah," "Hello Tom!" "Dear Ana Souza\n"; a lower-case one needs the comma.
        const after = text.slice(r.end, r.end + 3);
        const lower = !/\p{Lu}/u.test(text.slice(r.start, r.end));
        if (lower && !/^[\s>.!?"'“\\n]*(?:hi|hey|hello|hiya|hola|oi|ciao|hallo|hej|hei|salut|morning)[ \t]/iu.test(m[0])) continue;
        if (lower ? !/^\s*[,!]/.test(after) || r.words > 1 : !/^(?:\s*[,!:.\n—–-]|\\n|\s*$)/.test(after)) continue;
        push(r);
      }
      for (const m of text.matchAll(SIGN_OFF_RE)) {
        const rest = m.groups!.rest!.trim();
        const sep = m.groups!.sep!;
        const newline = /\n|\\n/.test(sep);
        // Words after the sign-off ("Thanks again for the quick turnaround!\n…") only after thanks at a line's start.
        if (rest !== '') {
          if (!newline || !/^(?:thanks|thank|many|cheers|thx)/i.test(m[0]) || /[\d:]/.test(rest) || rest.split(/\s+/).length > 6) continue;
          if (!/(?:^|\n|\\n)[ \t]*$/.test(text.slice(Math.max(0, m.index - 20), m.index))) continue;
        }
        const at = m.index + m[0].length;
        const dash = /^[-–—]/.test(sep.trim());
        const comma = sep.trim() === ',';
        const r = readName(text, at, dash ? [...caps(at), 'lower'] : caps(at), 4);
        if (r === null) continue;
        const after = text.slice(r.end, r.end + 3);
        if (comma || dash ? !/^(?:\s*(?:[|(\n]|\\n|-\s|–|—|$))/.test(after) : !/^(?:\s*(?:[,|(\n]|\\n|-\s|–|—|$))/.test(after)) continue;
        if (/^\p{Ll}/u.test(text.slice(r.start, r.end)) && (r.words > 1 || text.slice(r.end).trim() !== '')) continue;
        push(r);
      }
      for (const m of text.matchAll(HERE_RE)) {
        const start = m.index + m[0].indexOf(m.groups!.name!);
        const r = readName(text, start, caps(start), 4);
        if (r !== null && r.end === start + m.groups!.name!.length && (r.words >= 2 || /^(?:Hi|Hello|Hey|Hallo|Hola|Oi|Ciao)\b/.test(text))) push(r);
      }
      for (const m of text.matchAll(REFERENCE_RE)) {
        const at = m.index + m[0].length;
        const r = readName(text, at, caps(at), 4);
        if (r !== null && r.words >= 2 && (endsLikeName(text, r.end) || /^\s+\p{Ll}/u.test(text.slice(r.end, r.end + 2)))) push(r);
      }
      for (const m of text.matchAll(CALL_RE)) {
        const at = m.index + m[0].length;
        // The name is the words up to the verb: the longest reading the verb follows ("sabine lührmann | ich wollte").
        for (let max = 3; max >= 1; max--) {
          const r = readName(text, at, [...caps(at), 'lower'], max);
          if (r === null) break;
          if (r.words < max) continue;
          if (CALL_VERB_RE.test(text.slice(r.end, r.end + 24))) {
            push(r);
            break;
          }
        }
      }
      if (text.includes('@')) {
        for (const m of text.matchAll(MENTION_RE)) {
          const r = readName(text, m.index + 1, ['title'], 4);
          if (r !== null && r.words >= 2) push(r);
        }
      }
      for (const m of text.matchAll(POSTFIX_TITLE_RE)) {
        const start = m.index + m[0].indexOf(m.groups!.name!);
        const r = readName(text, start, ['title'], m.groups!.name!.split(' ').length);
        if (r !== null && r.end === start + m.groups!.name!.length) push(r);
      }
      for (const m of text.matchAll(ROLE_RE)) {
        const at = m.index + m[0].length;
        const r = readName(text, at, caps(at), 3);
        if (r === null) continue;
        if ((GERMAN_ROLE.test(m.groups!.role!) || /^pt$/i.test(m.groups!.role!)) && r.words < 2 && m.groups!.title === undefined) continue;
        // An account's or a card's holder is a company as often: a person's full name only ("rekeninghouder J. van den Berg").
        if (HOLDER_ROLE_RE.test(m.groups!.role!) && (r.words < 2 || /^\s+(?:Bank|Ltd|LLC|Inc|GmbH|AG|BV|B\.V\.|SA|S\.A\.|SL|SRL|Corp|Co)\b/.test(text.slice(r.end, r.end + 8)))) continue;
        // A capitalized role starts a sentence or is a German noun: the word after it may start a clause ("Patient Care").
        if (/^\p{Lu}/u.test(m.groups!.role!) && !GERMAN_ROLE.test(m.groups!.role!) && r.words < 2) continue;
        push(r);
      }
      if (/['’]s\s/.test(text)) {
        // "John Carver's SSN", "Maria Lopez's phone number": whose personal field it is — a full name whose first word is a
        // known given name.
        for (const m of text.matchAll(POSSESSOR_RE)) {
          // The name's last word is read with its "'s" ("Carver's"); the finding ends before it.
          const end = m.index + m.groups!.name!.length;
          const first = /^\p{L}+/u.exec(m.groups!.name!)![0];
          if (!givenNameSet().has(first.toLowerCase())) continue; // "Main Street's address" is a place's
          const r = readName(text, m.index, ['title'], 3);
          if (r !== null && r.words >= 2 && r.end >= end && r.end <= end + 2) push({ start: r.start, end });
        }
      }
      if (/</.test(text) && /@/.test(text)) {
        for (const m of text.matchAll(DISPLAY_NAME_RE)) {
          const name = m.groups!.name!;
          const start = m.index + m[0].indexOf(name);
          const r = readName(text, start, ['title', 'caps'], 4);
          if (r !== null && r.end >= start + name.trimEnd().length) push(r);
        }
      }
      if (/[\u3040-\u30ff\u3400-\u9fff\uac00-\ud7af]/.test(text)) detectCjk(text, push);
    },
  };
}

function detectCjk(text: string, push: (r: { start: number; end: number }) => void): void {
  const group = (m: RegExpMatchArray, name: string) => {
    const v = m.groups![name];
    if (v === undefined) return;
    const start = m.index! + m[0].indexOf(v);
    push({ start, end: start + v.length });
  };
  // A Chinese name read greedily (surname and two characters) loses the words glued after it ("王小明的" → "王小明").
  const chinese = (m: RegExpMatchArray, name: string) => {
    let v = m.groups![name];
    if (v === undefined) return;
    while (v.length > 2 && CN_STOP_TAIL.test(v)) v = v.slice(0, -1);
    const start = m.index! + m[0].indexOf(v);
    push({ start, end: start + v.length });
  };
  for (const m of text.matchAll(CJK_SELF_RE)) {
    for (const g of ['ja', 'ja2', 'ko']) group(m, g);
    chinese(m, 'zh');
  }
  for (const m of text.matchAll(CJK_LABEL_RE)) for (const g of ['ja', 'zh', 'ko']) group(m, g);
  for (const m of text.matchAll(CJK_CUE_RE)) {
    for (const g of ['ja', 'ja2', 'ja3']) if (m.groups![g] !== undefined && !ORG_SUFFIX_JA.test(m.groups![g]) && !JA_NOT_NAMES.test(m.groups![g])) group(m, g);
    for (const g of ['ko', 'ko2', 'ko3']) {
      const v = m.groups![g];
      if (v !== undefined && !KR_NOT_NAMES.test(v) && !KR_NOT_NAMES.test(v.slice(0, 2)) && !ORG_SUFFIX_KO.test(v)) group(m, g);
    }
    for (const g of ['zh', 'zh2', 'zh3', 'zh4', 'zh5']) chinese(m, g);
  }
  for (const m of text.matchAll(JA_HONORIFIC_RE)) {
    if (JA_NOT_NAMES.test(m.groups!.name!)) continue;
    group(m, 'name');
    const reading = m.groups!.reading;
    if (reading !== undefined) {
      const start = m.index! + m[0].lastIndexOf(reading);
      push({ start, end: start + reading.length });
    }
  }
  for (const m of text.matchAll(KR_HONORIFIC_RE)) {
    let v = m.groups!.name!;
    if (KR_NOT_NAMES.test(v) || KR_NOT_NAMES.test(v.slice(0, 2))) continue;
    if (!KR_SURNAMES.includes(v[0]!)) {
      if (v.length <= 3) continue;
      v = v.slice(-3);
      if (!KR_SURNAMES.includes(v[0]!)) continue;
    }
    const start = m.index + m[0].indexOf(v);
    push({ start, end: start + v.length });
  }
  for (const m of text.matchAll(CN_HONORIFIC_RE)) group(m, 'name');
}

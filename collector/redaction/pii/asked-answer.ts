import { FEATURE_NON_ASCII, FEATURE_QUESTION, type Detector, type Finding, type TextFeatures } from './detector.ts';
import type { EntityType } from './entity-type.ts';
import { isNameStopWord } from './name-stop-words.ts';

/**
 * Answers to a question asked in the turn before. A support bot verifying a caller asks "What's the best number to reach
 * you?" and the user answers "0612347479"; "Could you confirm your date of birth?" — "it's 14/03/1987". The answer has no
 * label of its own, so the detectors that need one before a number or a name cannot read it; the question is its label.
 *
 * - `askedFields(turn)` reads the last sentences of a turn that ask or request (a question mark, or a request word:
 *   "please confirm", "could you", "necesito", "bitte", "укажите", "请", "주세요") and returns the personal fields they
 *   name (a bit set of ASKED_*): phone, e-mail, the person's name ("name" alone only with an owner — "your", a person's
 *   role, "the name on the account", a terse "Name?": "the name of the hotel" is no one's), date of birth, street address,
 *   postcode, identity and record numbers, SSN, bank account, card, username, licence plate, password or PIN, security
 *   answers; in about 25 languages. A list of fields after a request counts, and so does a field named in the sentence
 *   just before the request ("…your address. Could you spell it out?").
 * - `answerFindings(text, start, end, fields)` reads the answer — the first line or sentence of the next turn, if short —
 *   for the value such a field has: the digit-bearing part for numbers and dates (with month names and a code's letters),
 *   up to seven words that are not common words for a name, the rest of the sentence (or up to four short lines) after
 *   "I live at" for an address, one token for a username or a password; an e-mail address is the e-mail detector's.
 *   Fillers ("sure", "it's", "my name is", "claro", "はい", "我叫") are not part of it; a refusal, "yes", "I don't know",
 *   a question back, an amount or another number named as such ("my order 88231") has no such part and nothing is
 *   found. The value is one finding that more specific findings inside it split (`Finding.container`).
 * - The transcript form (one text: "Agent: What's your callback number?\nCustomer: 0612347479") is a detector:
 *   `createAskedAnswerDetector`. The message-list form (the question and the answer in two messages of a GenAI message
 *   list) is redact-messages.ts's: it passes the fields the previous message asked for to the next one (or, when that
 *   reply put the answer off — "one sec" —, to a later one).
 */

export const ASKED_PHONE = 1;
export const ASKED_EMAIL = 2;
export const ASKED_NAME = 4;
export const ASKED_BIRTH = 8;
export const ASKED_ADDRESS = 16;
export const ASKED_POSTCODE = 32;
export const ASKED_ID = 64;
export const ASKED_SSN = 128;
export const ASKED_ACCOUNT = 256;
export const ASKED_CARD = 512;
export const ASKED_USER = 1024;
export const ASKED_PLATE = 2048;
export const ASKED_PASSWORD = 4096;
/** A security question's answer: a pet's name, a first school — words, not one token. */
export const ASKED_SECRET_WORDS = 8192;

const B = String.raw`(?<![\p{L}\p{N}])`;
const E = String.raw`(?![\p{L}\p{N}])`;
/** Any of `list` as whole words (not inside another word); `end` may allow a suffix ("passenger's"). */
const words = (list: readonly string[], end = E): RegExp => new RegExp(`${B}(?:${apostrophes(list.join('|'))})${end}`, 'iu');
/** An apostrophe is typed straight or curly ("it's", "it’s"); a class that already has both (`[\\p{L}'’]`) is kept. */
function apostrophes(source: string): string {
  return source.replace(/'(?!’)/g, "['’]");
}
/** Scripts without blanks between words: the field word needs no boundary. */
const bare = (list: readonly string[]): RegExp => new RegExp(`(?:${list.join('|')})`, 'u');

interface FieldWords {
  field: number;
  /** Words of scripts that put blanks between words, matched whole. */
  spaced: RegExp;
  /** Words matched anywhere: scripts without blanks between words (CJK, Thai) and words that take affixes (Arabic, Hebrew). */
  unspaced?: RegExp;
  /** Words that name the field only with an owner in the sentence: "your name", "the passenger's name" (ownerIn). */
  owned?: RegExp;
  unspacedOwned?: RegExp;
}

// "your" and its kin: a name asked for is the person's own only with one of them nearby ("What's the name of the hotel?"
// is not). Turkish, Japanese, Korean and Arabic say it in the word itself (adınız, お名前, 성함, اسمك).
const YOUR_RE = words([
  'your', 'yours', 'ur', 'su', 'sus', 'tu', 'tus', 'seu', 'sua', 'teu', 'tua', 'votre', 'vos', 'ton', 'ta', 'ihr', 'ihre', 'ihren', 'ihrem', 'dein',
  'deine', 'deinen', 'swój', 'swoją', 'swoje', 'swojego', 'tuo', 'suo', 'vostro', 'uw', 'je', 'jouw', 'twoje', 'twój', 'twoja', 'pana', 'pani', 'państwa', 'wasze', 'ваш', 'ваше', 'ваша',
  'ваши', 'вашу', 'твой', 'твоё', 'твоя', 'anda', 'kamu', 'bapak', 'ibu', 'bạn', 'anh', 'chị', 'quý khách', 'din', 'ditt', 'dina', 'er', 'ert',
  'tuyo', 'vuestro', 'aapka', 'aapki', 'apna', 'apni', 'dit', 'dine', 'deres', 'mo', 'ninyo', 'niyo', 'nyo', 'vaše', 'váš', 'vaši', 'dumneavoastră',
  'tău', 'encik', 'puan', 'awak',
]);
const YOUR_OTHER_RE = /お名前|ご氏名|お客様|您|你的|당신|고객님|성함|आपका|आपकी|आपके|تك|اسمك|اسمكم|الخاص بك|שלך|שלכם|ของคุณ|σας|σου|ad[ıi]n[ıi]z|soyad[ıi]n[ıi]z|ismin|ad[ıi]n(?![\p{L}])/iu;

const FIELDS: readonly FieldWords[] = [
  {
    field: ASKED_PHONE,
    spaced: words([
      'phone', 'phones', 'telephone', 'mobile(?: number)?', 'cell(?:ular)?(?: number)?', 'cellphone', 'callback', 'call-back', 'contact number',
      'number to (?:reach|call|contact|text)', 'your number', 'whats ?app', 'tel', 'tel[eé]fono', 'tel[eé]fone', 'celular', 'm[oó]vil', 'whatsapp',
      't[eé]l[eé]phone', 'portable', 'num[eé]ro de (?:t[eé]l[eé]phone|portable|mobile)', 'telefon(?:nummer)?', 'handy(?:nummer)?', 'rufnummer',
      'mobilnummer', 'cellulare', 'telefonino', 'numero di telefono', 'telefoonnummer', 'mobiel(?:e nummer)?', 'numer (?:telefonu|komórki)',
      'komórk[ai]', 'telefon numaran[ıi]z', 'telefon numaras[ıi]', 'cep telefonu', 'nomor (?:telepon|telp|hp|ponsel|wa|whatsapp)',
      'no\\.? (?:hp|telp|wa)', 's[ốo] đi[ệe]n tho[ạa]i', 'sđt', 'sdt', 'номер телефона', 'телефон(?:а|ный номер)?', 'мобильн(?:ый|ого)(?: номер)?',
      'номер мобильного', 'phone number', 'mobile no', 'fone', 'número de contato',
      '(?:best|mejor|melhor|meilleur|beste|miglior|najlepszy|bästa) (?:number|n[uú]mero|num[ée]ro|nummer|numero|numer)',
      '(?:number|n[uú]mero|num[ée]ro|nummer|numero|numer|номер|numara|č[ií]slo|sz[aá]mo[nt]|nomor|nombor|num[aă]r\\p{L}*)(?: \\p{L}+){0,5} (?:reach|call|contact|text|ring|dial|marcar|llamar|contactar|localizar|ligar|appeler|rappeler|joindre|contacter|erreichen|anrufen|chiamare|richiamare|contattar\\p{L}*|bellen|(?:za)?dzwoni\\p{L}*|aramam\\p{L}*|звонить|позвонить|menelepon|hubungi|menghubungi|g[oọ]i|ringa|ringe|zavolat|h[ií]v\\p{L}*|soitta\\p{L}*|suna\\p{L}*|tawagan)',
      'κινητό', 'τηλέφωνο', 'номер телефону', 'telefonnummer(?:et)?', 'puhelinnumero\\p{L}*', 'num[aă]r(?:ul)? de telefon', 'telefonsz[aá]m\\p{L}*',
      'telefonní číslo', 'nombor telefon', 'numero ng telepono', 'cellphone number', 'numeroon', 'telem[oó]vel',
    ]),
    unspaced: bare(['電話', '携帯', '電話番号', '电话', '手机', '手機', '联系方式', '전화', '휴대폰', '핸드폰', '연락처', 'फ़ोन', 'फोन', 'मोबाइल', 'हاتف', 'هاتف', 'جوال', 'الجوال', 'الهاتف', 'טלפון', 'נייד', 'เบอร์', 'โทรศัพท์']),
  },
  {
    field: ASKED_EMAIL,
    spaced: words(['e-?mail', 'email address', 's[äa]hk[öo]posti\\p{L}*', 'e-postadress', 'e-post', 'emailov\\p{L}*', 'correo', 'courriel', 'adres e-?mail', 'e-posta', 'почт[аыу]', 'электронн\\p{L}*', 'surel', 'posel']),
    unspaced: bare(['メール', '邮箱', '郵箱', '电子邮件', '이메일', 'ईमेल', 'البريد']),
  },
  {
    field: ASKED_NAME,
    // Words that name a person's name whoever asks.
    spaced: words([
      'full name', 'first name', 'last name', 'surname', 'forename', 'given name', 'family name', 'nombre completo', 'apellidos?',
      'nome completo', 'sobrenome', 'pr[ée]nom', 'nom de famille', 'nom et pr[ée]nom', 'vornamen?', 'mit vornamen', 'nachnamen?', 'familiennamen?', 'cognome', 'nome e cognome', 'achternaam',
      'a chi intestiamo', 'intestat[oa] a', 'ad[ıi]n[ıi]z[ıi]? soyad[ıi]n[ıi]z[ıi]?', 'اسمك الكامل', 'nama lengkap\\p{L}*',
      'voornaam', 'imi[eę] i nazwisko', 'nazwisko', 'isminiz', 'ad[ıi]n[ıi]z', 'soyad[ıi]n[ıi]z', 'ad soyad', 'nama lengkap', 'h[ọo] (?:và )?t[eê]n',
      'efternamn', 'förnamn', 'фамили[яюи]', 'фио', 'maiden name', 'nome de solteira', 'apellido de soltera', 'nom de jeune fille', 'mädchenname',
      'nom complet', 'numele complet', 'numele', 'sukunim\\p{L}*', 'etunim\\p{L}*', 'koko nim\\p{L}*', 'efternavn', 'fornavn', 'fulde navn', 'fullt navn',
      'příjmení', 'celé jméno', 'jméno a příjmení', 'vezetéknév', 'teljes név', 'buong pangalan', 'pangalan', 'nama penuh', 'họ tên', 'tên đầy đủ',
      'geburtsname', 'cognome da nubile', 'nazwisko panieńskie', 'kızlık soyad[ıi]', 'девичья фамилия', 'who am i speaking (?:with|to)', 'who is calling',
      "who's calling", 'con quién hablo', 'com quem falo', 'à qui ai-je', 'как вас зовут', 'как тебя зовут', 'wie hei[ßs]en sie', 'comment vous appelez',
      'cómo te llamas', 'cómo se llama', 'como (?:você )?se chama', 'come ti chiami', 'come si chiama', 'hoe heet',
      'who (?:will be|is|should be) the (?:account ?holder|policyholder|tenant|owner|driver|beneficiary|main contact|lead guest|patient)',
      'a nombre de qui[eé]n', 'a qu[eé] nombre', 'a che nome', 'a nome di chi', '[àa] quel nom', 'au nom de qui', 'auf welchen namen',
      'em nome de quem', 'em que nome', 'op welke naam', 'na jakie nazwisko', 'whose name', 'op wiens naam', 'auf wessen namen?', 'de qui[eé]n es (?:la|el) (?:cuenta|titular)',
      'na czyje (?:nazwisko|imi[eę])', 'in wiens naam', 'wiens naam', 'di chi è (?:il|l.)', 'ім.я', 'прізвище', 'як вас звати', 'піб',
    ]),
    // Words for "name" that say nothing about whose ("the name of the hotel"): a person's only with an owner (ownerIn).
    owned: words(['name', 'nombre', 'nome', 'nom', 'naam', 'imi[eę]', 'isim', 'nama', 't[eê]n', 'namn', 'имя', 'navn', 'nimi', 'nime\\p{L}*', 'jméno', 'név', 'nevét']),
    unspaced: bare(['お名前', '氏名', '姓名', '贵姓', '貴姓', '称呼', '성함', '旧姓', '娘家姓', '名義', '名义', '户名', '戶名', '예금주', '명의', 'الاسم الكامل', 'الاسم الثلاثي', 'השם המלא', 'שם מלא', 'ชื่อ-นามสกุล', 'ชื่อและนามสกุล', 'นามสกุล', 'ονοματεπώνυμο', 'όνομα']),
    unspacedOwned: bare(['名前', '名字', '이름', 'नाम', 'اسم', 'الاسم', 'שם', 'ชื่อ']),
  },
  {
    field: ASKED_BIRTH,
    spaced: words([
      'date of birth', 'birth ?date', 'birthday', 'dob', 'd\\.o\\.b\\.?', 'born', 'fecha de nacimiento', 'cumpleaños', 'nacimiento',
      'data de nascimento', 'nascimento', 'anivers[aá]rio', 'date de naissance', 'n[ée]e? le', 'naissance', 'geburtsdatum', 'geburtstag',
      'geboren', 'data di nascita', 'nato', 'nata', 'geboortedatum', 'dat[aęy] urodzenia', 'urodzin', 'urodzi\\p{L}*', 'do[gğ]um tarih\\p{L}*',
      'tanggal lahir', 'tgl lahir', 'ng[aà]y sinh', 'f[öo]delsedatum', 'f[öo]dd', 'дат[аыу] рождения', 'родил\\p{L}*', 'день рождения',
      'year of birth', 'birth year', 'datum narození', 'data na[sș]terii', 'sz[uü]let[eé]si (?:d[aá]tum|id[oő])\\p{L}*', 'sz[uü]let\\p{L}*', 'syntym[äa]aika\\p{L}*',
      'f[øo]dselsdato(?:en)?', 'f[øo]dt', 'tanggal lahir\\p{L}*', 'tgl lahir\\p{L}*', 'do[gğ]um tarih\\p{L}*', 'geburtsdatums?', 'sinh ngày', 'ngày sinh', 'tarikh lahir', 'petsa ng kapanganakan', 'kaarawan', 'birthday ninyo',
    ]),
    unspaced: bare(['生年月日', '誕生日', '出生日期', '出生年月', '生日', '생년월일', '생일', 'जन्म', 'تاريخ الميلاد', 'ميلاد']),
  },
  {
    field: ASKED_ADDRESS,
    spaced: words([
      '(?<!(?:ip|mac|e-?mail|web|wallet|server|host|bitcoin|btc|eth|ethereum|crypto|contract|memory|return)[\\s-])address', 'home address',
      'street address', 'mailing address', 'postal address', 'delivery address', 'shipping address', 'billing address', 'where do you live',
      'direcci[oó]n', 'domicilio', 'endere[cç]o', 'adresse', 'adresini\\p{L}*', 'a[çc][ıi]k adres\\p{L}*', 'alamat\\p{L}*', 'huisnummer', 'postcode en huisnummer', 'adres[aă]', 'lakc[ií]m\\p{L}*', 'c[ií]m\\p{L}*', 'osoit\\p{L}*', 'morada', 'adresi', 'tirahan', 'alamat', '\\p{L}*anschrift', '\\p{L}*adresse', 'wohnadresse', 'διεύθυνση', 'адреса', 'indirizzo', 'adres', 'adress', 'adresiniz', 'alamat', 'where (?:should|do|can|shall) (?:we|i) (?:deliver|send|ship|mail|post)', 'lieferadresse', 'dove (?:spediamo|consegniamo)', 'd[oó]nde (?:enviamos|entregamos)',
      'đ[ịi]a ch[ỉi]', 'адрес\\p{L}*', 'where are you located',
    ]),
    unspaced: bare(['住所', '地址', '住址', '주소', 'पता', 'العنوان', 'عنوان', 'כתובת', 'ที่อยู่']),
  },
  {
    field: ASKED_POSTCODE,
    spaced: words([
      'post ?code', 'zip(?: ?code)?', 'ir[aá]ny[ií]t[oó]sz[aá]m\\p{L}*', 'postinumero\\p{L}*', 'postnummer(?:et)?', 'psč', 'cod(?:ul)? po[sș]tal', 'poskod', 'postal code', 'c[oó]digo postal', 'cep', 'code postal', 'plz', 'postleitzahl', 'cap', 'kod pocztowy',
      'posta kodu', 'kode ?pos(?:nya)?', 'm[aã] b[ưu]u (?:ch[ií]nh|đi[ệe]n)', 'postnummer', 'индекс', 'почтовый индекс', 'pin ?code',
    ]),
    unspaced: bare(['郵便番号', '邮编', '邮政编码', '우편번호', 'पिन', 'الرمز البريدي']),
  },
  {
    field: ASKED_ID,
    spaced: words([
      '(?<!(?:order|ticket|case|tracking|transaction|request|session|trace|invoice|booking|reservation|confirmation|reference|product|item|error|device|app|api|span|job|run|shipment|parcel|package|claim|incident)[\\s_-])id(?: number| no)?', 'identification(?: number)?', 'national id', 'identity (?:card|number|document)', 'passport(?: number| no)?',
      "driver'?s? licen[cs]e(?: number)?", 'driving licen[cs]e(?: number)?', 'licen[cs]e number', 'member(?:ship)? (?:id|number|no)',
      'policy (?:number|no|id)', 'patient (?:id|number)', 'medical record(?: number)?', 'mrn', 'customer (?:id|number|no)',
      'client (?:id|number)', 'employee (?:id|number|no)', 'staff (?:id|number)', 'student (?:id|number)', 'tax (?:id|number)', 'nif', 'nie',
      'dni', 'cpf', 'rg', 'cnpj', 'curp', 'rfc', 'rut', 'nir', 'insee', 'num[eé]ro de s[eé]curit[eé] sociale', 's[eé]curit[eé] sociale',
      '\\p{L}*(?:kunden|versicherungs(?:schein)?|vertrags|mitglieds|personal|patienten|ausweis|steuer|sozialversicherungs|renten|versicherten|klienten|identifikations)nummer', 'personalausweis(?:nummer)?', 'ausweis(?:nummer)?', 'steuer-?id', 'versichertennummer', 'reisepass(?:nummer)?', 'f[üu]hrerschein(?:nummer)?',
      'codice fiscale', 'tessera sanitaria', 'bsn', 'burgerservicenummer', 'pesel', 'nip', 'dow[oó]d(?: osobisty)?', 'cnp', 'c[aă]r[tţț]ii de identitate', 'carte de identitate', 'buletin', 'mykad', 'kad pengenalan', 'ic', 'n[oº]\\.? ic',
      'f[øo]dselsnummer(?:et)?', 'personnummer(?:et)?', 'cpr(?:-nummer)?', 'henkil[öo]tunnu\\p{L}*', 'hetu', 'cuil', 'cuit', 'rodné číslo', 'vezet[őo]i enged[eé]ly\\p{L}*', 'jogos[ií]tv[aá]ny\\p{L}*', 'k[öo]rkort(?:et)?', 'ajokortti\\p{L}*', 'k[øo]rekort(?:et)?', 'permis de conducere', 'řidičsk\\p{L}* průkaz\\p{L}*', 'lesen memandu', 'číslo (?:občanského )?průkazu',
      'szem[eé]lyi (?:igazolv[aá]ny|sz[aá]m)\\p{L}*', 'taj(?:-sz[aá]m)?', 'adóazonosító', 'utente', 'sns', 'nif', 'nik', 'sss', 'philhealth', 'tin',
      '\\p{L}*(?:kunde|medlems|medarbejder|ansatt|forsikrings|kort|asiakas|j[äa]sen|ty[öo]ntekij[äa]|tags|[üu]gyf[eé]l)(?:nummer(?:et|en)?|numero\\p{L}*|sz[aá]m\\p{L}*)', 'tc kimlik(?: no| numaran[ıi]z)?',
      'kimlik(?: numaran[ıi]z| no)?', 'aadhaar(?: number)?', 'aadhar', 'pan(?: number| card)?', 'nik', 'ktp', 'cccd', 'cmnd', 'căn cước',
      'personnummer', 'паспорт\\p{L}*', 'снилс', 'инн', 'полис\\p{L}*', 'insurance (?:number|id)', 'n[uú]mero de (?:documento|identidad|pasaporte|identifica[cç][aã]o|p[oó]liza|ap[oó]lice|afiliado|cliente|socio)',
      'num[eé]ro (?:de (?:passeport|client|police|membre|adh[eé]rent)|fiscal)', 'carte d.identit[eé]', 'carteira de identidade',
      'seguridad social', 'afiliaci[oó]n', 'historia cl[ií]nica', 'registre national', 'rijksregisternummer',
      'num[eé]ro d.(?:adh[eé]rent|assur[eé]|allocataire|identification)', 'tessera', 'carnet', 'carte vitale', 'n[uú]mero de socio',
      '(?:rewards|loyalty|membership|library|frequent flyer|badge|club) (?:number|no|id|card)', 'рнокпп', 'ідентифікаційн\\p{L}*', 'αμκα', 'αφμ',
      'employee number', 'staff number', 'n[uú]mero de (?:servicio|cliente|contrato|suministro|abonado|expediente|afiliado|paciente)',
      'codice (?:paziente|cliente|fiscale)', 'numero (?:di tessera|cliente|pratica)', 'rijbewijs(?:nummer)?', 'lidnummer', 'klantnummer', 'patiëntnummer',
      'numer(?:u)? (?:pracownicz\\p{L}*|klienta|polisy|karty|legitymacji)', 'numer pesel', 'poli[çc]e numara\\p{L}*', 'm[üu][şs]teri numara\\p{L}*',
      'sicil numara\\p{L}*', 'кодов\\p{L}* слов\\p{L}*', 'номер (?:полиса|договора|карты|клиента|паспорта)', 'm[aã] kh[aá]ch h[aà]ng', 'số (?:hợp đồng|hồ sơ)',
      'c[eé]dula(?: de (?:ciudadan[ií]a|identidad))?', 'npwp', 'avs', 'ahv', 'num[eé]ro avs', 'ahv-nummer', 'nomor (?:pelanggan|polis|induk|rekam medis|kartu)\\p{L}*', 'no\\.? (?:pelanggan|polis)', 'kode (?:otp|verifikasi|pelanggan)\\p{L}*', 'kodenya',
    ]),
    unspaced: bare(['マイナンバー', '個人番号', '保険証', 'パスポート', '旅券', '免許証', '在留カード', '身份证', '身分證', '证件号', '護照', '护照', '会员号', '會員', '주민등록번호', '주민번호', '여권', '회원번호', 'आधार', 'पैन', 'पासपोर्ट', 'رقم الهوية', 'جواز', 'الهوية', '社員番号', '会員番号', '患者', '診察券', '保険証番号', '사번', '회원 번호', '고객번호', '환자 번호', 'رقم الملف', 'الملف الطبي', 'رقم العضوية', 'رقم العميل', 'תעודת הזהות', 'תעודת זהות', 'ת"ז', 'บัตรประชาชน', 'เลขประจำตัว', 'الرقم الوطني', '身分証', '運転免許']),
  },
  {
    field: ASKED_SSN,
    spaced: words(['ssn', 'social security(?: number)?', 'last (?:4|four)(?: digits)? of (?:your |the )?(?:social|ssn)', 'social', 'sin number', 'social insurance number', 'itin']),
  },
  {
    field: ASKED_ACCOUNT,
    spaced: words([
      'account (?:number|no|#)', 'bank account', 'iban', 'routing(?: number)?', 'sort code', 'n[uú]mero de (?:cuenta|conta)', 'clabe', 'cbu', 'cvu',
      'num[eé]ro de compte', 'rib', 'kontonummer', 'bankverbindung', 'numero di conto', 'rekeningnummer',
      'numer konta', 'hesap numaran[ıi]z', 'hesap numaras[ıi]', 'номер сч[её]та', 'nomor rekening', 's[ốo] t[àa]i kho[ảa]n',
      'clearingnummer', 'bsb',
    ]),
    unspaced: bare(['口座', '账号', '帳號', '账户', '银行卡', '계좌', 'खाता', 'حساب']),
  },
  {
    field: ASKED_CARD,
    spaced: words(['card(?: number)?', 'debit card', 'credit card', 'tarjeta', 'cart[ãa]o', 'carte(?: bancaire)?', 'karte', 'kreditkarte', 'carta', 'kaart', 'karty', 'kart', 'карт\\p{L}*', 'kartu', 'thẻ']),
    unspaced: bare(['カード', '卡号', '카드', 'कार्ड', 'بطاقة', 'البطاقة']),
  },
  {
    field: ASKED_USER,
    spaced: words([
      'user ?name', 'user id', 'login (?:id|name)', 'gamertag', 'nombre de usuario', 'usu[aá]rio', 'identifiant', 'benutzername', 'nome utente',
      'gebruikersnaam', 'nazwa użytkownika', 'kullan[ıi]c[ıi] ad[ıi]', 'логин', 'имя пользователя', 'nama pengguna', 't[eê]n (?:đăng nhập|người dùng)',
      'användarnamn',
    ]),
    owned: words(['login', 'handle']),
    unspaced: bare(['ユーザー名', 'ユーザーID', '用户名', '用戶名', '아이디', '사용자 이름', 'اسم المستخدم']),
  },
  {
    field: ASKED_PLATE,
    spaced: words([
      'licen[cs]e plate', 'plate(?: number)?', 'registration(?: number| plate)?', 'reg(?:istration)? (?:number|no)', 'number plate', 'matr[ií]cula',
      'placa', 'plaque', 'immatriculation', 'गाड़ी का नंबर', 'गाड़ी नंबर', 'gaadi (?:ka )?number', 'kennzeichen', 'targa', 'kenteken', 'tablic[ay]', 'rejestracyjn\\p{L}*', 'plaka', 'plat nomor',
      'reg', 'plaka\\p{L}*', 'plat nomor\\p{L}*', 'nomor polisi', 'înmatriculare', 'inmatriculare', 'rendsz[aá]m\\p{L}*', 'nombor plat', 'registreringsnummer(?:et)?', 'rekister\\p{L}*', 'spz', 'státní poznávací značk\\p{L}*', 'nummerplade',
      'bi[eể]n s[oố]', 'registreringsnummer', 'госномер', 'номер (?:машины|автомобиля)',
    ]),
    unspaced: bare(['ナンバー', '车牌', '車牌', '차량번호', '차량 번호', 'رقم اللوحة']),
  },
  {
    field: ASKED_PASSWORD,
    spaced: words([
      'password', 'passcode', 'pin', 'pin code', 'contraseña', 'clave', 'senha', 'mot de passe', 'code secret', 'passwort', 'kennwort', 'geheimzahl',
      'wachtwoord', 'hasło', 'şifre(?:niz)?', 'parola', 'пароль', 'пин-?код', 'kata sandi', 'mật khẩu', 'lösenord', 'secret word', 'memorable word',
      'verbal password', 'kod(?:e|u)? (?:otp|sms)', 'otp', 'code (?:word|wort)', 'codeword', 'code word',
    ]),
    unspaced: bare(['パスワード', '暗証番号', '密码', '密碼', '비밀번호', 'पासवर्ड', 'كلمة المرور']),
  },
  {
    field: ASKED_SECRET_WORDS,
    spaced: words([
      'security (?:question|answer)', "(?:first )?pet'?s? name", 'first pet', 'name of your (?:first )?pet', 'first school', 'elementary school',
      'primary school', 'first car', 'city (?:where )?you were born', 'birthplace', 'place of birth', 'lugar de nacimiento', 'mascota',
      'primera escuela', 'animal de estimação', 'premier animal', "animal de compagnie", 'haustier', 'animale domestico', 'huisdier',
      'zwierz\\p{L}*', 'evcil hayvan\\p{L}*', 'питом\\p{L}*', 'hewan peliharaan', 'thú cưng', 'husdjur',
    ]),
    unspaced: bare(['ペット', '宠物', '寵物', '애완', '반려']),
  },
];

// A turn asks when a sentence of its end has a question mark or a request word.
const REQUEST_RE = words([
  'please', 'pls', 'kindly', 'could you', 'can you', 'can i (?:have|get)', 'may i (?:have|get|ask)', "i'?ll need", 'i will need', 'i need', 'we need',
  'need your', 'provide', 'confirm', 'enter', 'type', 'share', 'send', 'give me', 'tell me', 'let me know', 'verify', 'reply with', "what(?:'s| is) your",
  'por favor', 'podr[ií]a', 'puede', 'necesito', 'dime', 'dinos', 'ind[ií]came', 'p[aá]same', 'm[aá]ndame', 'env[ií]ame', 'need', 'mi serve', 'ci serve', 'servirebbe',
  'будь ласка', 'вкажіть', 'παρακαλώ', 'δώστε', 'ποιο', 'ποιος', 'ποια', 'ind[ií]que\\p{L}*', 'confirm[ae]\\p{L}*', 'facilít\\p{L}*', 'd[ií]game', 'proporcion\\p{L}*', 'pode',
  'poderia', 'preciso', 'inform[ae]\\p{L}*', 'digite', 's.il vous pla[iî]t', 'pourriez', 'pouvez', 'merci de', 'veuillez', 'indiquez', 'confirmez',
  'donnez', 'bitte', 'k[öo]nnten', 'k[öo]nnen sie', 'geben sie', 'nennen sie', 'teilen sie', 'best[äa]tigen sie', 'per favore', 'potrebbe', 'pu[oò]',
  'mi dica', 'indic\\p{L}*', 'fornisc\\p{L}*', 'conferm\\p{L}*', 'graag', 'kunt u', 'wilt u', 'geef', 'proszę', 'poproszę', 'podaj\\p{L}*', 'potwierd\\p{L}*',
  'l[üu]tfen', 'verir misiniz', 'payla[şs]\\p{L}*', 'пожалуйста', 'укажите', 'назовите', 'подтвердите', 'сообщите', 'введите', 'скажите', 'mohon', 'tolong',
  'brauche\\p{L}*', 'ben[öo]tige\\p{L}*', 'ho bisogno', "j'ai besoin", 'nodig', 'potrzebuj\\p{L}*', 'ihtiyac\\p{L}*', 'нужн\\p{L}*', 'нуж[её]н', 'perlu', 'cần', 'beh[öo]ver',
  'silakan', 'berikan', 'sebutkan', 'prosím', 'prosíme', 'prosimy', 'podanie', 'kérem', 'kérjük', 'adja meg', 'v[ăa] rug[ăa]m', 'te rog', 'introduce[țt]i',
  'n[äa]pp[äa]ile', 'sy[öo]t[äa]', 'anna', 'kerro', 'mik[äa]', 'hvad', 'hvilke[nt]?', 'hva', 'oplys', 'oppgi', 'skriv', 'boleh', 'apakah', 'sila', 'paki', 'ano',
  'besoin', 'avons besoin', 'yazar m[ıi]s[ıi]n[ıi]z', 'nedir', 'berapa', 'fadlan', 'فضلا', 'فضلاً', 'أدخل', 'اكتب', 'نحتاج', 'ممكن',
  'decime', 'pasame', 'pasás', 'mandame', 'indicá', 'jaké', 'jaký', 'jakou', 'melyik', 'mi a', 'care (?:este|e)', 'ce', 'adja', 'vui l[oò]ng', 'cho (?:tôi|em|mình) xin', 'xin', 'ange', 'uppge', 'bekr[äa]fta', 'kan du', 'kan ni', 'inserisc\\p{L}*', 'inserire', 'mi dia', 'ci dica', 'comunic\\p{L}*', 'read me', 'bataiye', 'batayein', 'bataye', 'batao', 'dijiye', 'bhejiye', 'btaiye',
]);
const REQUEST_OTHER_RE = /[;\u037e]$|فضلا|أدخل|اكتب|نحتاج|ممكن|बताइए|बताएँ|अंक|お伺い|伺って|よろしいでしょうか|いただけますか|でしょうか|ですか|กรุณา|คืออะไร|อะไร|מה |נא |お願い|教えて|ください|下さい|入力|必要|请|請|需要|麻烦|提供|告诉|告訴|输入|필요|주세요|알려|입력|말씀|कृपया|बताएं|बताइए|दीजिए|يرجى|من فضلك|أرسل|ما هو|ما هي|أعطني|[?？؟]/u;

/** Sentences of a turn's end: the last ones are where it asks. */
const TAIL_CHARS = 320;
const SENTENCE_SPLIT_RE = /(?<=[.!?。！？؟;\n])(?<!(?:^|\n)[^\S\n]*\d{1,2}\.)(?![.?？!])\s*/u;
/** A line of a list of fields asked for: "1) Vor- und Nachname", "2. Geburtsdatum", "- date of birth". */
const LIST_LINE_RE = /^\s*(?:\d{1,2}[.)]|[-*•·])\s+/u;
/** An answer's list marker, before its value: "1) SBC-20417", "2 → MRN-448172-B", "- …". */
const LIST_ITEM_RE = /^\s*(?:\d{1,2}[):]\s+|\d{1,2}\s*(?:→|->|=>)\s*|[-*•·]\s+)/u;
/** "1. 1985-11-22": a list's number before a value of its own — not the day of "23. 11. 1991" or "14.3.87". */
const LIST_NUMBER_RE = /^\s*\d{1,2}\.\s+(?=\p{L}|\S*\d{4})/u;

/** The personal fields that the end of `turn` asks for (ASKED_* bits; 0 when it asks for none). */
export function askedFields(turn: string): number {
  const tail = turn.length > TAIL_CHARS ? turn.slice(turn.length - TAIL_CHARS) : turn;
  // A conversation's turns come again in every later call's history (and in its chain's span): each is read once.
  const known = ASKED_CACHE.get(tail);
  if (known !== undefined) return known;
  const fields = askedIn(tail);
  if (ASKED_CACHE.size >= ASKED_CACHE_MAX) ASKED_CACHE.clear();
  ASKED_CACHE.set(tail, fields);
  return fields;
}

/** askedFields by a turn's tail; bounded (cleared when full). Only what the engine's rules decide is kept, no text is logged. */
const ASKED_CACHE = new Map<string, number>();
const ASKED_CACHE_MAX = 4096;

function askedIn(tail: string): number {
  if (!REQUEST_OTHER_RE.test(tail) && !REQUEST_RE.test(tail)) return 0;
  const sentences = tail.split(SENTENCE_SPLIT_RE);
  let fields = 0;
  const first = Math.max(0, sentences.length - 8);
  const requests = sentences.map((s, i) => i >= first && (REQUEST_OTHER_RE.test(s) || REQUEST_RE.test(s)));
  const requested = requests.includes(true);
  // A sentence is read once, beside however many requests (fieldsIn is most of the cost).
  const read: number[] = [];
  const fieldsOf = (i: number): number => (read[i] ??= fieldsIn(sentences[i]!));
  // The last sentences: "What's your date of birth? I need it to find the booking." A list's items count after a request
  // ("I'll need:\n1. Your date of birth\n2. …").
  for (let i = first; i < sentences.length; i++) {
    const s = sentences[i]!;
    if (s.length < 3) continue;
    const request = requests[i]!;
    // A request names its field itself or in a sentence beside it ("Le livreur n'a pas trouvé votre adresse. Pouvez-vous la
    // préciser ?", "Ano'ng pangalan mo po? First name lang.").
    if (request && i >= sentences.length - 3) fields |= fieldsOf(i) | (i > 0 ? fieldsOf(i - 1) : 0) | (i + 1 < sentences.length ? fieldsOf(i + 1) : 0);
    else if (requested && LIST_LINE_RE.test(s)) fields |= fieldsOf(i);
  }
  return fields;
}

function fieldsIn(sentence: string): number {
  let fields = 0;
  let owner: boolean | undefined;
  for (const f of FIELDS) {
    if (f.spaced.test(sentence) || f.unspaced?.test(sentence) === true) fields |= f.field;
    else if ((f.owned?.test(sentence) === true || f.unspacedOwned?.test(sentence) === true) && (owner ??= ownerIn(sentence))) fields |= f.field;
  }
  // "Forgot password?", "Change your username" ask for no value.
  if ((fields & (ASKED_PASSWORD | ASKED_USER)) !== 0 && ACCOUNT_ACTION_RE.test(sentence)) fields &= ~(ASKED_PASSWORD | ASKED_USER);
  return fields;
}

const ACCOUNT_ACTION_RE =
  /(?:forg[eo]t(?:ten)?|reset|change|update|lost|recover|olvid[óoé]\p{L}*|esqueceu|esqueci|oubli[ée]|vergessen(?:es|en)?|dimenticat[oa]|zapomnia\p{L}*|забыли)\s+(?:(?:your|my|the|a|tu|su|votre|ihr|ihre|la|il|le|el|o|a|sua|seu)\s+)?(?:password|passcode|pin|username|contrase[ñn]a|senha|mot de passe|passwort|kennwort|hasło|пароль)|(?:password|passcode|pin|username|contrase[ñn]a|senha|passwort|пароль)\s+(?:reset|requirements|strength|expired|forgotten|change|olvidad\p{L}*|oubli[ée]|vergessen)|パスワードを忘れ|忘记密码|비밀번호를 잊/iu;
const TERSE_RE = /^[\s\p{P}]*[\p{L} ]{2,24}[?？:：][\s\p{P}]*$/u;

/** Whose: "your", a person's role ("the passenger's name", "nome do aluno"), the name on an account, or a terse "Name?". */
function ownerIn(sentence: string): boolean {
  return YOUR_RE.test(sentence) || YOUR_OTHER_RE.test(sentence) || TERSE_RE.test(sentence) || PERSON_ROLE_RE.test(sentence) || ON_RECORD_RE.test(sentence);
}

const PERSON_ROLE_RE = words([
  'policyholder', 'passenger', 'patient', 'customer', 'caller', 'member', 'applicant', 'student', 'child', 'guest', 'driver', 'recipient', 'holder',
  'insured', 'beneficiary', 'cardholder', 'traveller', 'traveler', 'employee', 'tenant', 'owner', 'account ?holder', 'pasajero', 'paciente', 'cliente',
  'alumno', 'aluno', 'titular', 'asegurado', 'segurado', 'demandeur', 'titulaire', 'passager', 'assuré', 'fahrgast', 'kunde', 'kundin', 'versicherte[nr]?',
  'antragsteller', 'paziente', 'passeggero', 'intestatario', 'klant', 'patiënt', 'aanvrager', 'pasażer\\p{L}*', 'pacjent\\p{L}*', 'klient\\p{L}*',
  'ubezpieczon\\p{L}*', 'yolcu\\p{L}*', 'hasta\\p{L}*', 'müşteri\\p{L}*', 'пациент\\p{L}*', 'пассажир\\p{L}*', 'клиент\\p{L}*', 'penumpang', 'pasien',
  'nasabah', 'pelanggan', 'hành khách', 'bệnh nhân', 'khách hàng', 'passagerare\\p{L}*', 'kund\\p{L}*', 'вас', 'вам', 'тебя',
], String.raw`(?:'s|’s|s')?(?![\p{L}\p{N}])`);
const ON_RECORD_RE = /name (?:on|of|for|under) (?:the |your |this )?(?:account|card|booking|reservation|policy|file|ticket|order|delivery|pickup|lease|claim)/i;

// ---------------------------------------------------------------------------------------------------------------------
// The answer.

/**
 * A reply that declines ("I'd rather not say", "prefiero no decirlo", "wolałbym nie podawać", "أفضل عدم الإفصاح"): it holds
 * no value, and it closes the question rather than putting it off (redact-messages.ts).
 */
export const REFUSAL_RE =
  /(?<![\p{L}])(?:rather not|prefer not|not comfortable|don'?t want to (?:say|share|give|tell)|no thanks|prefiero no|no quiero (?:dar|decir|compartir)|prefiro não|não quero (?:dar|dizer|informar)|préfère ne pas|préférerais ne pas|ne veux pas (?:le |la )?(?:donner|dire)|lieber nicht|möchte ich nicht|will ich nicht|preferisco non|preferirei non|non voglio (?:dare|dire)|liever niet|wil ik niet|wolał[ao]?bym nie|nie chcę (?:podawać|podać|mówić)|nie podam|не хочу (?:говорить|давать|сообщать|называть)|не буду (?:говорить|давать|сообщать)|предпочитаю не|söylemek istemiyorum|vermek istemiyorum|paylaşmak istemiyorum|tidak mau (?:kasih|memberi|memberikan|kasih tau)|gak mau kasih|nggak mau kasih|không muốn (?:cho|nói|cung cấp)|nahi batana|nahin batana|vill inte (?:säga|ge|uppge)|helst inte)|不想|不方便|不愿意|言いたくない|教えたくない|遠慮します|말하고 싶지 않|알려드리고 싶지 않|싫어요|नहीं बताना|नहीं बताऊंगा|أفضل عدم|لا أريد|لا أرغب/iu;

/** An answer longer than this is a message of its own, not an answer to a question. */
const ANSWER_MAX_CHARS = 240;
const NUMERIC_FIELDS = ASKED_PHONE | ASKED_BIRTH | ASKED_POSTCODE | ASKED_ID | ASKED_SSN | ASKED_ACCOUNT | ASKED_CARD | ASKED_PLATE;

// Leading words that are not the value: assent, "it's", "my name is", "I live at", apologies, in the languages above.
const FILLER = [
  'sure', 'yes', 'yeah', 'yep', 'yup', 'ok', 'okay', 'of course', 'certainly', 'absolutely', 'no problem', 'alright', 'right', 'hi', 'hello', 'hey',
  'sorry', 'oops', 'apologies', 'typo', 'correction', 'actually', 'so', 'well', 'um', 'uh', 'here it is', 'here you go', 'here', "it'?s", 'it is',
  "that'?s", 'that is', 'this is', "i'?m", 'i am', 'mine is', 'call me', 'they call me', 'i live (?:at|in|on)', 'we live (?:at|in|on)',
  "i was born (?:on|in)", 'born (?:on|in)', 'the (?:same|one)(?: as before)?', 'my [\\p{L}\'’]+(?: [\\p{L}\'’]+){0,3} (?:is|was|\'s)', 'it should be',
  'it was', 'should be', 'the [\\p{L}\'’]+(?: [\\p{L}\'’]+){0,2} (?:is|was)', 's[ií]', 'claro', 'vale', 'bueno', 'perd[oó]n', 'es', 'soy', 'me llamo',
  'vivo en', 'mi [\\p{L}]+(?: [\\p{L}]+){0,3} es', 'nac[ií] el', 'é', 'sim', 'pois', 'sou', 'me chamo', 'moro (?:na|no|em)', 'meu [\\p{L}]+(?: [\\p{L}]+){0,3} é',
  'minha [\\p{L}]+(?: [\\p{L}]+){0,3} é', 'nasci em', 'oui', 'bien s[uû]r', "d'accord", "c'est", 'je suis', "je m'appelle", "j'habite (?:au|à|a)",
  'mon [\\p{L}]+(?: [\\p{L}]+){0,3} est', 'ma [\\p{L}]+(?: [\\p{L}]+){0,3} est', 'je suis n[ée]e? le', 'ja', 'klar', 'nat[üu]rlich', 'gerne', 'das ist',
  'ich bin', 'ich hei[ßs]e', 'ich wohne (?:in|im|am)', 'meine? [\\p{L}]+(?: [\\p{L}]+){0,3} (?:ist|lautet)', 'es ist', 'geboren am', 's[iì]', 'certo',
  'certamente', 'ecco', 'è', 'sono', 'mi chiamo', 'abito (?:in|a)', 'il mio [\\p{L}]+(?: [\\p{L}]+){0,3} è', 'la mia [\\p{L}]+(?: [\\p{L}]+){0,3} è',
  'sono nat[oa] il', 'zeker', 'het is', 'ik ben', 'ik heet', 'ik woon (?:in|op|aan)', 'mijn [\\p{L}]+(?: [\\p{L}]+){0,3} is', 'tak', 'jasne',
  'oczywi[śs]cie', 'to', 'jestem', 'nazywam si[ęe]', 'mieszkam (?:w|na|przy)', 'm[oó]j [\\p{L}]+(?: [\\p{L}]+){0,3} to', 'evet', 'tabii(?: ki)?',
  'benim ad[ıi]m', 'ad[ıi]m', 'да', 'конечно', 'это', 'меня зовут', 'я живу (?:в|на|по)', 'мой [\\p{L}]+(?: [\\p{L}]+){0,3}', 'моя [\\p{L}]+(?: [\\p{L}]+){0,3}',
  'ya', 'tentu', 'baik', 'saya', 'nama saya', 'saya tinggal di', 'v[âa]ng', 'dạ', 'được', 'tôi là', 'tên tôi là', 'là', 'tôi sống ở', 'visst',
  'det är', 'det er', 'det var', 'se on', 'no se on', 'nimeni on', 'olen', 'to je', 'jmenuji se', 'este', 'mă numesc', 'ini dia', 'nama saya ialah', 'ito ay', 'ako si', 'a nevem', 'én', 'jag heter', 'jag bor (?:på|i)', 'mitt [\\p{L}]+(?: [\\p{L}]+){0,3} är', 'min [\\p{L}]+(?: [\\p{L}]+){0,3} är', 'نعم', 'اسمي', 'أنا', 'हाँ', 'हां',
  'जी', 'मेरा नाम', 'मेरा [\\p{L}\\p{M}]+ है',
];
const FILLER_RE = new RegExp(`^(?:[\\s,.:;!—–\\-"'“”]|(?:${apostrophes(FILLER.join('|'))})(?=[\\s,.:;!—–\\-"'“”]|$))+`, 'iu');
const FILLER_CJK_RE = /^(?:はい|ええ|私の名前は|私は|僕は|わたしは|是的|是|好的|好|我的名字是|我叫|我是|我的[\p{Script=Han}]{1,4}是|网名|네|예|저는|제 이름은|제 [\p{Script=Hangul}]{1,4}(?:은|는)|[,，、。：:\s])+/u;
const TRAILING_RE =
  /(?:[\s,.!…]|(?<![\p{L}])(?:thanks|thank you|thx|ty|please|pls|gracias|obrigad[oa]|merci|danke(?: schön)?|grazie|dank ?je(?: wel)?|bedankt|dzi[ęe]kuj[ęe]|te[şs]ekk[üu]rler|sa[ğg]ol|спасибо|terima kasih|c[ảa]m [ơo]n|tack|شكرا|ありがとう(?:ございます)?|です|でございます|と申します|谢谢|謝謝|감사합니다|입니다|이에요|예요|है|हूँ|हूं)(?![\p{L}]))+$/iu;

/** Month names, for a date of birth written with one ("3 March 1987", "3 de marzo de 1987"). */
const MONTH_RE =
  /^(?:jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?|enero|febrero|marzo|abril|mayo|junio|julio|agosto|sept?iembre|octubre|noviembre|diciembre|janeiro|fevereiro|março|maio|junho|julho|outubro|novembro|dezembro|janvier|février|mars|avril|mai|juin|juillet|août|septembre|octobre|novembre|décembre|januar|februar|märz|juni|juli|oktober|dezember|gennaio|febbraio|aprile|maggio|giugno|luglio|settembre|ottobre|dicembre|januari|februari|maart|mei|augustus|stycznia|lutego|marca|kwietnia|maja|czerwca|lipca|sierpnia|września|października|listopada|grudnia|ocak|şubat|mart|nisan|mayıs|haziran|temmuz|ağustos|eylül|ekim|kasım|aralık|января|февраля|марта|апреля|мая|июня|июля|августа|сентября|октября|ноября|декабря|maret|mei|juni|agustus|desember|tháng|जनवरी|फ़रवरी|फरवरी|मार्च|अप्रैल|मई|जून|जुलाई|अगस्त|सितंबर|सितम्बर|अक्टूबर|अक्तूबर|नवंबर|नवम्बर|दिसंबर|दिसम्बर|يناير|فبراير|مارس|أبريل|مايو|يونيو|يوليو|أغسطس|سبتمبر|أكتوبر|نوفمبر|ديسمبر|tammikuuta|helmikuuta|maaliskuuta|huhtikuuta|toukokuuta|kesäkuuta|heinäkuuta|elokuuta|syyskuuta|lokakuuta|marraskuuta|joulukuuta|ianuarie|februarie|martie|aprilie|iunie|iulie|septembrie|octombrie|noiembrie|decembrie|január|február|március|április|május|június|július|augusztus|szeptember|október|novemb|december|marts|maj|desember|ledna|února|března|dubna|května|června|července|srpna|září|října|listopadu|prosince|enero|pebrero|marso|abril|mayo|hunyo|hulyo|agosto|setyembre|oktubre|nobyembre|disyembre|mac|julai|ogos|disember|de|del|of|the|à|le|th|st|nd|rd)\.?,?$/iu;

interface Token {
  start: number;
  end: number;
  digits: number;
}

/**
 * Findings in the answer `text.slice(start, end)` to a question that asked for `fields`. Only its first line, and of it
 * the first sentence for a name; nothing when the answer is long or has no part shaped like the value.
 */
export function answerFindings(text: string, start: number, end: number, fields: number, out: Finding[]): void {
  if (fields === 0) return;
  let lineEnd = text.indexOf('\n', start);
  if (lineEnd < 0 || lineEnd > end) lineEnd = end;
  if (lineEnd - start > ANSWER_MAX_CHARS || REFUSAL_RE.test(text.slice(start, lineEnd))) return;
  // The value is after the fillers and before "thanks".
  let from = start;
  // "1. 1985-11-22": an answer to a list of questions, item by item.
  const numbered = LIST_NUMBER_RE.exec(text.slice(from, lineEnd));
  const item = LIST_ITEM_RE.exec(text.slice(from, lineEnd)) ?? (numbered !== null && !MONTH_RE.test(/^\S*/u.exec(text.slice(from + numbered[0].length, lineEnd))![0]) ? numbered : null);
  if (item !== null) from += item[0].length;
  const lead = FILLER_RE.exec(text.slice(from, lineEnd));
  if (lead !== null) from += lead[0].length;
  const cjk = FILLER_CJK_RE.exec(text.slice(from, lineEnd));
  if (cjk !== null) from += cjk[0].length;
  if (from >= lineEnd) return;
  const line = text.slice(from, lineEnd);
  // A question may ask for several fields ("your name and date of birth"): each reads its own part; the engine resolves overlaps.
  const numeric = (fields & NUMERIC_FIELDS) !== 0 && numericAnswer(text, from, lineEnd, fields, out);
  if ((fields & ASKED_ADDRESS) !== 0 && addressAnswer(line, from, out, text.slice(lineEnd, Math.min(end, lineEnd + 240)))) return;
  // A question back ("а зачем?", "why?") names nobody: words are an answer only when the line asks nothing.
  const asksBack = /[?？؟][\s"'”’)]*$/u.test(line);
  const named = (fields & ASKED_NAME) !== 0 && !asksBack && wordsAnswer(line, from, 'PERSON_NAME', out);
  if (named || numeric) return;
  if ((fields & ASKED_SECRET_WORDS) !== 0 && !asksBack && wordsAnswer(line, from, 'SECRET', out)) return;
  if ((fields & (ASKED_USER | ASKED_PASSWORD)) !== 0) tokenAnswer(line, from, (fields & ASKED_PASSWORD) !== 0 ? 'SECRET' : 'USER', out);
}

/** The first sentence's digit-bearing tokens in a row (with month names between or beside them for a date). */
function numericAnswer(text: string, from: number, to: number, fields: number, out: Finding[]): boolean {
  const tokens = tokensOf(text, from, to);
  let first = -1;
  let last = -1;
  let digits = 0;
  for (let i = 0; i < tokens.length; i++) {
    const t = tokens[i]!;
    const word = text.slice(t.start, t.end);
    const part = t.digits > 0 || ((fields & ASKED_BIRTH) !== 0 && MONTH_RE.test(word) && first >= 0) || (first >= 0 && isCodeLetters(word, fields));
    if (part) {
      if (first < 0) first = i;
      last = i;
      digits += t.digits;
      if (/[.!?。]$/.test(word) && !/\d[.]$/.test(word)) break;
    } else if (first >= 0) {
      // A month name before the first digit ("March 3, 1987") joins on the way back below; anything else ends the value.
      break;
    } else if (/[?？]$/.test(word)) return false;
  }
  if (first < 0) return false;
  // Another number the person gives instead ("where is my order 88231?", "first tell me why my bill says 84.50") is not the
  // value asked for: a number after an order's word, an amount, or one after a question or a request of the person's own.
  if (first > 0 && OTHER_NUMBER_RE.test(text.slice(tokens[first - 1]!.start, tokens[first - 1]!.end))) return false;
  if (AMOUNT_RE.test(text.slice(tokens[first]!.start, tokens[first]!.end))) return false;
  if (first > 0 && QUESTION_BACK_RE.test(text.slice(from, tokens[first]!.start))) return false;
  // "M-KR 4821", "W 4829 1736 02": a plate's or an id's letters before its digits.
  while (first > 0 && isCodeLetters(text.slice(tokens[first - 1]!.start, tokens[first - 1]!.end), fields)) first--;
  // "March 3rd, 1987": a month name right before the first digit token.
  if ((fields & ASKED_BIRTH) !== 0 && first > 0 && MONTH_RE.test(text.slice(tokens[first - 1]!.start, tokens[first - 1]!.end)) && !/^(?:de|del|of|the|à|le)$/i.test(text.slice(tokens[first - 1]!.start, tokens[first - 1]!.end))) first--;
  // A date written with 年/月 ("平成元年6月8日") has fewer digits than its year would give.
  if ((fields & ASKED_BIRTH) !== 0 && tokens.slice(first, last + 1).some((t) => /[年月]/u.test(text.slice(t.start, t.end)))) digits = Math.max(digits, 4);
  const type = numericType(fields, digits);
  if (type === null) return false;
  let endAt = tokens[last]!.end;
  while (endAt > tokens[first]!.start && /[.,!?;:)\]」。，]/.test(text[endAt - 1]!)) endAt--;
  out.push({ type, start: tokens[first]!.start, end: endAt, container: true });
  return true;
}

/** A sum of money: "84.50", "62,30", "€12", "$1,299.00". */
const AMOUNT_RE = /^(?:[$€£¥₹₽]?\d{1,3}(?:[.,]?\d{3})*[.,]\d{2}[$€£¥₹₽]?[.,;:!?)]?|[$€£¥₹₽].*)$/u;
/** A question or a request of the person's own before a number: the number is what they ask about. */
const QUESTION_BACK_RE =
  /(?<![\p{L}])(?:why|what|where|when|how|which|first|before that|tell me|explain|can you|could you|por qu[eé]|qu[eé]|d[oó]nde|cu[aá]ndo|c[oó]mo|antes|primero|d[ií]game|expl[ií]que\p{L}*|pourquoi|o[uù]|quand|comment|d'abord|dites|warum|wo|wann|wie|zuerst|erst|erkl[äa]ren|perch[eé]|dove|quando|come|prima|spiegh\p{L}*|waarom|waar|wanneer|hoe|eerst|dlaczego|gdzie|kiedy|jak|najpierw|neden|nerede|[öo]nce|почему|где|когда|как|сначала|kenapa|mengapa|kapan|dulu|t[aạ]i sao|tr[uư][oớ]c|varf[öo]r|n[äa]r|hur|f[öo]rst)(?![\p{L}])|[?？؟]/iu;

/** Words naming a number that is not the person's: an order's, a ticket's, a parcel's. */
const OTHER_NUMBER_RE =
  /^(?:#|orders?|ticket|case|tracking|invoice|ref(?:erence)?|booking|confirmation|reservation|shipment|parcel|package|claim|incident|flight|room|gate|seat|sku|item|model|version|error|pedido|orden|factura|reserva|commande|facture|dossier|bestellung|auftrag|rechnung|sendung|ordine|fattura|prenotazione|bestelling|factuur|zam[óo]wieni[ae]|faktur[ay]|sipari[şs]|fatura|заказ\p{L}*|сч[её]т|pesanan|đơn|order-?nr\.?)[:#]?$/iu;

/** Letters that belong to a code next to its digits: "1234 AB" (a Dutch postcode), "AB 123 CD" (a plate). */
function isCodeLetters(word: string, fields: number): boolean {
  return (fields & (ASKED_POSTCODE | ASKED_PLATE | ASKED_ID)) !== 0 && /^[A-Z]{1,3}(?:-[A-Z]{1,3})?[,.]?$/.test(word);
}

function numericType(fields: number, digits: number): EntityType | null {
  // The most specific field asked that the digits can be.
  if ((fields & ASKED_SSN) !== 0 && (digits === 4 || digits === 9)) return 'SSN';
  if ((fields & ASKED_CARD) !== 0 && (digits === 4 || (digits >= 12 && digits <= 19))) return 'CARD';
  if ((fields & ASKED_BIRTH) !== 0 && digits >= 4 && digits <= 8) return 'BIRTH_DATE';
  if ((fields & ASKED_PHONE) !== 0 && digits >= 6 && digits <= 15) return 'PHONE';
  if ((fields & ASKED_ACCOUNT) !== 0 && digits >= 4 && digits <= 34) return 'BANK_ACCOUNT';
  if ((fields & ASKED_ID) !== 0 && digits >= 3 && digits <= 30) return 'NATIONAL_ID';
  if ((fields & ASKED_PLATE) !== 0 && digits >= 1 && digits <= 8) return 'LICENSE_PLATE';
  if ((fields & ASKED_POSTCODE) !== 0 && digits >= 2 && digits <= 10) return 'LOCATION';
  return null;
}

/** Blank-separated tokens of `text` between `from` and `to`, up to the first sentence's end. */
function tokensOf(text: string, from: number, to: number): Token[] {
  const tokens: Token[] = [];
  let i = from;
  while (i < to && tokens.length < 24) {
    while (i < to && /\s/.test(text[i]!)) i++;
    if (i >= to) break;
    const start = i;
    let digits = 0;
    while (i < to && !/\s/.test(text[i]!)) {
      const c = text.charCodeAt(i);
      if ((c >= 48 && c <= 57) || (c > 127 && /\p{Nd}/u.test(text[i]!))) digits++;
      i++;
    }
    tokens.push({ start, end: i, digits });
  }
  return tokens;
}

/** An address: the line from its first word, with a house number (or a CJK address with a digit). */
function addressAnswer(line: string, from: number, out: Finding[], more = ''): boolean {
  // An address over lines of its own ("Apt 4C\n118 Larchmont Avenue\nAlbany, NY 12208"): up to four short lines, none a
  // sentence of its own and none a speaker's.
  let whole = line;
  for (const next of more.split('\n').slice(1, 4)) {
    if (next.length === 0 || next.length > 60 || /[?？!]|[.]\s+\p{Lu}/u.test(next) || SPEAKER_LINE_RE.test(next) || !ADDRESS_LINE_RE.test(next)) break;
    whole += '\n' + next;
  }
  let cut = cutSentence(whole);
  // A question: "12 Main St, is that ok?" has the address before its tag; "Hetkinen, ehtiikö lupa voimaan ennen 15.6.?" is
  // a question back, not an address.
  if (/^\s*[?？؟]/u.test(whole.slice(cut.length))) {
    const tagged = /^(.*\d.*?),\s*\p{Ll}[^,\d]{0,40}$/u.exec(cut);
    if (tagged === null) return false;
    cut = tagged[1]!;
  }
  const value = cut.replace(TRAILING_RE, '');
  if (value.length < 4 || !/\d/.test(value)) return false;
  const words = value.split(/\s+/).filter((w) => w.length > 0);
  if (words.length > 16 || (words.length < 2 && !/[\p{Script=Han}\p{Script=Hangul}\p{Script=Hiragana}\p{Script=Katakana}]/u.test(value))) return false;
  out.push({ type: 'ADDRESS', start: from, end: from + value.length, container: true });
  return true;
}

/**
 * Where a sentence of an answer ends: "!", "?", "。", ";", " — ", or a full stop that ends no abbreviation ("St.",
 * "Apt.", "Dr.", "no.", an initial).
 */
const SENTENCE_END_RE = /[!?？؟。;]|\s[—–]\s|(?<!(?:^|[\s(])(?:\p{Lu}\p{Ll}{0,2}|\p{Ll}{1,3}))\.(?=\s+[\p{Lu}\p{Lo}]|\s*$)/u;

function cutSentence(line: string): string {
  const m = SENTENCE_END_RE.exec(line);
  return m === null ? line : line.slice(0, m.index);
}

/** Words that answer without being a value: "correct", "wait", "none". */
const NOT_VALUE = new Set(
  `correct correcto correcta exacto exacta exactly exact right yes no nope none nothing same unchanged confirmed indeed idk dunno skip pass wait hold
  agreed true false richtig genau stimmt korrekt esatto giusto corretto klopt juist dokładnie zgadza doğru верно правильно нет benar betul đúng
  stämmer rätt attendez attends momento moment espera aguarde warte aspetta wacht chwila bekle подождите tunggu chờ vänta fine nein non nao não
  ninguno nenhum aucun keine kein nessuno geen żaden yok никакой tidak không ingen
  等一下 等一等 稍等 等等 请稍等 ちょっと待って 待って 少々お待ちください 잠시만요 잠시만 잠깐만요 잠깐만`.split(/\s+/),
);
/** Particles inside a name ("María José García de la Torre", "Ludwig van Beethoven"). */
const NAME_PARTICLES = new Set(['de', 'da', 'do', 'dos', 'das', 'del', 'della', 'di', 'van', 'von', 'der', 'den', 'le', 'la', 'du', 'bin', 'binti', 'al', 'el', 'ibn', 'y', 'e', 'ten', 'ter', 'zu', 'dei', 'degli', 'dela']);
const NAME_MAX_WORDS = 7;
const CJK_WORDS_RE = /^[\p{Script=Han}\p{Script=Hangul}\p{Script=Hiragana}\p{Script=Katakana}・·]+(?:[ 　][\p{Script=Han}\p{Script=Hangul}\p{Script=Hiragana}\p{Script=Katakana}・·]+)?/u;

/**
 * The words of a name (or of a security answer) from the answer's start: its first sentence, clause by clause while
 * each clause is only such words ("Gonzalez, Maria"). A name has no common word but its particles; a security answer
 * not only common words.
 */
function wordsAnswer(line: string, from: number, type: EntityType, out: Finding[]): boolean {
  const sentence = cutSentence(line).replace(/\(.*$/u, '');
  const cjk = CJK_WORDS_RE.exec(sentence);
  if (cjk !== null) {
    const value = cjk[0].replace(TRAILING_RE, '');
    if (value.length < 2 || value.length > 8 || NOT_VALUE.has(value)) return false;
    out.push({ type, start: from, end: from + value.length, container: true });
    return true;
  }
  let end = 0;
  let count = 0;
  let offset = 0;
  for (const clause of sentence.split(/(?<=[,，])/u)) {
    const body = clause.replace(/[,，]$/u, '').replace(TRAILING_RE, '');
    const lead = body.length - body.trimStart().length;
    const parts = body.trim().split(/\s+/).filter((p) => p.length > 0);
    if (parts.length === 0 || count + parts.length > NAME_MAX_WORDS || !parts.every((p, i) => isValueWord(p, type, i, parts.length))) break;
    if (type === 'SECRET' && parts.every((p) => isNameStopWord(p))) break;
    count += parts.length;
    end = offset + lead + body.trim().length;
    // "Maria Gonzalez, thanks": the clause lost its end to TRAILING_RE, so the name ends here.
    if (body.length < clause.replace(/[,，]$/u, '').length) break;
    offset += clause.length;
  }
  if (end < 2) return false;
  out.push({ type, start: from, end: from + end, container: true });
  return true;
}

function isValueWord(word: string, type: EntityType, at: number, of: number): boolean {
  if (!/^[\p{L}\p{M}][\p{L}\p{M}'’.-]*$/u.test(word)) return false;
  const lower = word.replace(/[.]$/, '').toLowerCase();
  if (NOT_VALUE.has(lower)) return false;
  if (type !== 'PERSON_NAME') return true;
  if (NAME_PARTICLES.has(lower)) return at < of - 1;
  return !isNameStopWord(lower);
}

/** One token, the whole answer but for fillers and quotes: a username or a password. */
function tokenAnswer(line: string, from: number, type: EntityType, out: Finding[]): void {
  const m = /^["'“«‹`「]?\s*([^\s"'”»›`」,;]+?)\s*["'”»›`」]?(?:[.。,;!]*$|[.。,;!]*\s+(?:[-—–(]|\p{Ll}))/u.exec(line.replace(TRAILING_RE, ''));
  if (m === null) return;
  const value = m[1]!.replace(/[.。]$/u, '');
  // More words after the token ("skaterjules_07 - the fake one uses my photos"): only a token shaped like a handle or a password.
  const alone = m[0].trimEnd().length >= line.replace(TRAILING_RE, '').trimEnd().length - 1;
  if (!alone && !/[\d_@.]/.test(value)) return;
  if (value.length < 3 || value.length > 64 || isNameStopWord(value)) return;
  const at = line.indexOf(value);
  out.push({ type, start: from + at, end: from + at + value.length, container: true });
}

// ---------------------------------------------------------------------------------------------------------------------
// The transcript form.

/** "Agent:", "[10:32] Bot:", "Q:", "客服：" — a speaker before a line of a transcript. */
/** A time or a date before a speaker ("14:05", "(14:20)", "2026-12-06 09:13", "06/12/2026,"), with its separator. */
const SPEAKER_TIME = String.raw`(?:\(?\d{1,2}:\d{2}(?::\d{2})?\)?|\d{4}-\d{2}-\d{2}(?:[T ]\d{2}:\d{2}(?::\d{2})?)?|\d{1,2}[./]\d{1,2}[./]\d{2,4},?)[^\S\n]+(?:[-—–][^\S\n]+)?`;
/** A time, a bracket ("[10:32]", "[IVR]") or a channel ("#hr-help") before a speaker. */
const SPEAKER_PREFIX = String.raw`(?:(?:\[[^\]\n]{1,24}\]|#[\w-]{1,30})[^\S\n]+(?:[-—–][^\S\n]+)?|${SPEAKER_TIME})`;
const SPEAKER_RE = new RegExp(
  // "Agent:", "[10:32] Bot:", "06/12/2026, 09:13 - Member:", "Explicadora (14:20):", "Apelant (DTMF):", "> " (a quoted line);
  // after a time, a speaker's one word without a colon ("14:05 お客様 …"); a bracketed speaker alone ("[IVR] Please …").
  String.raw`^[^\S\n]*(?:${SPEAKER_PREFIX}){0,3}(?:[\p{L}\p{N}](?:[\p{L}\p{N} ._-]|\([^)\n]{0,16}\)){0,30}?)?[^\S\n]*(?:(?<!\d)[:：>]|[:：>](?!\d))[^\S\n]*|^[^\S\n]*(?:${SPEAKER_TIME}){1,3}[\p{L}\p{N}][\p{L}\p{N}._-]{0,23}[^\S\n]+|^[^\S\n]*\[[^\]\n]{1,24}\][^\S\n]*`,
  'u',
);
/** Speakers of the business side of a transcript. */
const STAFF_SPEAKER_RE =
  /(?:^|[\s\]\-–—])(?:agent|support|bot|assistant|ai|operator|operatora|operátorka|staff|system|sistema|ivr|reception(?:ist)?|r[ée]ception|rezeption|helpdesk|service|advisor|representative|rep|concierge|clerk|asesor|agente|soporte|atendente|conseill[eè]re?|berater(?:in)?|kundenservice|operatore|medewerker|konsultant|temsilci|оператор|консультант|бот|客服|スタッフ|オペレーター|상담원|직원|nh[âa]n vi[êe]n|petugas|cs|havnefogd|sachbearbeiter(?:in)?|ügyintéző|asistente|assistente|secretaria|recepci[óo]n|recepcionista)[\s:：>(]/iu;

/** A further line of an address: it has a digit, or it is a place's name ("Didsbury", "Albany, NY"). */
const ADDRESS_LINE_RE = /\d|^\s*\p{Lu}[\p{L}'’.-]*(?:[\s,]+\p{Lu}[\p{L}'’.-]*){0,3}\s*$/u;

/** A line that starts with a speaker's name and a colon ("Agent:", "Kunde :"), not with an address's words. */
const SPEAKER_LINE_RE = /^[^\S\n]*[\p{L}][\p{L} ._-]{0,23}[:：](?:\s|$)/u;

/** Source code and markup: `input("What is your name? ")` or `<label>Wie lautet Ihre IBAN?</label>` asks no one, and `print(f"Hello, {name}")` answers nothing. */
// A statement's placeholder ("WHERE sku = ? AND warehouse_id = ?", "VALUES (?, ?)") is code, not a question.
const CODE_LINE_RE = /[=(,<>]\s*\?(?:$|[\s,);])|[{}]|<\/?[a-z][\w-]*(?:\s[^<>]*)?>|^\s*(?:print|return|const|let|var|def|if|for|while|import|echo|console\.)\b|\b(?:input|prompt|scanf|readline|raw_input|printf?|alert|console\.log)\s*\(|=\s*[\w.]+\(/u;


/**
 * A transcript in one text: a line that asks for a personal field, then the next non-empty line answers it. The engine
 * only reaches it for a text with a line break and a question mark (or a request word or a non-ASCII character).
 */
export function createAskedAnswerDetector(): Detector {
  return {
    name: 'asked-answer',
    types: ['PHONE', 'PERSON_NAME', 'BIRTH_DATE', 'ADDRESS', 'LOCATION', 'NATIONAL_ID', 'SSN', 'BANK_ACCOUNT', 'CARD', 'USER', 'LICENSE_PLATE', 'SECRET'],
    mayMatch(f: TextFeatures) {
      if (f.text.length < 8 || f.text.indexOf('\n') < 0) return false;
      return (f.flags & (FEATURE_QUESTION | FEATURE_NON_ASCII)) !== 0 || REQUEST_RE.test(f.text);
    },
    detect(text: string, out: Finding[]) {
      let lineStart = 0;
      let asked = 0;
      let askedBySpeaker = false;
      let askedQuoted = false;
      while (lineStart <= text.length) {
        let lineEnd = text.indexOf('\n', lineStart);
        if (lineEnd < 0) lineEnd = text.length;
        if (lineEnd > lineStart && text.slice(lineStart, lineEnd).trim().length > 0) {
          const speaker = SPEAKER_RE.exec(text.slice(lineStart, lineEnd));
          const contentStart = lineStart + (speaker === null ? 0 : speaker[0].length);
          // Turns of one transcript are written alike: both with a speaker or neither ("Forgot password?" then
          // "traceparent: 00-…" is a page and a header, not a question and its answer).
          const line = text.slice(contentStart, lineEnd);
          const code = CODE_LINE_RE.test(line);
          // The business side answering a customer's question ("Care e adresa sălii?" — "Support: Str. Observatorului 34")
          // gives no one's data of its own.
          const staff = speaker !== null && STAFF_SPEAKER_RE.test(speaker[0]);
          // A quoted question ("> Could you confirm …?") is answered unquoted, as in an e-mail reply.
          if (asked !== 0 && !code && !staff && ((speaker !== null) === askedBySpeaker || askedQuoted)) answerFindings(text, contentStart, text.length, asked, out);
          asked = !code && line.length <= 400 ? askedFields(line) : 0;
          askedBySpeaker = speaker !== null;
          askedQuoted = speaker !== null && /^\s*>/.test(speaker[0]);
        }
        lineStart = lineEnd + 1;
      }
    },
  };
}

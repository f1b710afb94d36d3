import { describe, expect, it } from 'vitest';
import { createPersonNameDetector } from './detect-person-name.ts';
import { scanFeatures, type DetectMode, type Finding } from './detector.ts';
import { createPiiEngine } from './pii-engine.ts';

const detector = createPersonNameDetector();
const MODE: DetectMode = { headerDump: false, queryString: false, key: '' };

function names(text: string): string[] {
  const features = scanFeatures(text);
  if (!detector.mayMatch(features, MODE)) return [];
  const out: Finding[] = [];
  detector.detect(text, out, MODE, features);
  return [...new Set(out.map((f) => text.slice(f.start, f.end)))];
}

describe('person-name detector: self-introductions in more languages, and names in scripts without case', () => {
  it('reads Russian, Ukrainian, Finnish, Swahili, Romanian self-introductions, and uncased names after "my name is" or a name label', () => {
    const cases: [string, string][] = [
      ['Здравствуйте, меня зовут Ольга Смирнова, паспорт 4514 382917', 'Ольга Смирнова'],
      ['Добрий день, мене звати Оксана Ткачук.', 'Оксана Ткачук'],
      ['Hei, olen Eetu Salmivaara, puhelin 050 382 7741', 'Eetu Salmivaara'],
      ['Habari, mimi ni Achieng Otieno, naomba salio', 'Achieng Otieno'],
      ['Bună ziua, mă numesc Andreea Popescu.', 'Andreea Popescu'],
      // Greek "I am" with the article a name takes ("είμαι ο/η"), up to "and"/"from".
      ['Γεια σας, είμαι ο Γιώργος Παπαδόπουλος και θέλω να αλλάξω τη διεύθυνση', 'Γιώργος Παπαδόπουλος'],
      ['Καλησπέρα, είμαι η Μαρία Κωνσταντίνου από το λογιστήριο', 'Μαρία Κωνσταντίνου'],
      ['اسمي فاطمة الزهراء، شكرا', 'فاطمة الزهراء'],
      ['שמי נועה ברקוביץ.', 'נועה ברקוביץ'],
      ['Name: ธนพร ศรีสุวรรณ', 'ธนพร ศรีสุวรรณ'],
      ['applicant { full_name: "ศิริพร วงศ์สวัสดิ์" }', 'ศิริพร วงศ์สวัสดิ์'],
      // Name labels in their own scripts.
      ['ชื่อ: สมชาย ใจดี', 'สมชาย ใจดี'], ['الاسم: فاطمة الزهراء', 'فاطمة الزهراء'], ['नाम: राहुल शर्मा', 'राहुल शर्मा'],
      ['Имя: Ольга Смирнова', 'Ольга Смирнова'], ['Họ và tên: Trần Quốc Bảo', 'Trần Quốc Bảo'], ['Όνομα: Γιώργος Παπαδόπουλος', 'Γιώργος Παπαδόπουλος'],
      // Thai writes a phrase without blanks: the given name and the surname, not the label after them.
      ['สวัสดีค่ะ ดิฉันชื่อ สมศรี วงศ์สวัสดิ์ เลขบัตรประชาชน 3-5099-01173-42-6', 'สมศรี วงศ์สวัสดิ์'],
      // …and after "ชื่อ" without a blank, as Thai is written; a polite particle, Hindi's verb after the name end it.
      ['ผมชื่อสมชาย ใจดี ครับ', 'สมชาย ใจดี'], ['اسمي هو أحمد علي', 'أحمد علي'], ['שמי הוא יוסי לוי', 'יוסי לוי'], ['मेरा नाम है प्रिया', 'प्रिया'], ['ชื่อ: สมชาย ใจดี ครับ', 'สมชาย ใจดี'], ['मेरा नाम राहुल शर्मा है।', 'राहुल शर्मा'],
    ];
    for (const [text, name] of cases) expect(names(text), text).toEqual([name]);
  });

  it('negative controls: a role\'s label before uncased text is a speaker\'s line, and "olen" before lower case is a verb', () => {
    for (const text of [
      'Customer: لا أرغب في مشاركة رقمي الآن.', 'User: ठीक है, धन्यवाद।', 'olen pahoillani, tilaus on myöhässä', 'Я не знаю.',
      'Hostname: خادم الويب', 'Product name: خاتم ذهبي', 'Это Kubernetes Pod', 'Я Сервис Оплаты', 'Είμαι Έτοιμος', 'είμαι ο υπεύθυνος βάρδιας',
      // Questions: "what is my name?" in Hindi, Arabic, Thai, Hebrew.
      'मेरा नाम क्या है?', 'اسمي ماذا؟', 'ผมชื่ออะไร', 'שמי מה?',
    ]) expect(names(text), text).toEqual([]);
  });
});

describe('person-name detector (a name after the words that say it is one)', () => {
  it('finds the name after each kind of cue, and only the name', () => {
    const cases: [string, string][] = [
      ['Hi, my name is Sarah Connolly and my order never arrived', 'Sarah Connolly'],
      ['my name is siobhan o\'rourke and the app keeps crashing', "siobhan o'rourke"],
      ['Hallo, mijn naam is Sander van der Meulen en mijn pakket is niet bezorgd.', 'Sander van der Meulen'],
      ["Hey, it's Marcus Delacroix-Whitfield again, did you find my reservation?", 'Marcus Delacroix-Whitfield'],
      ['Patient name: Josefina Arrieta Gómez | Edad: 67', 'Josefina Arrieta Gómez'],
      ['{"customer":"Tom Becker","plan":"pro"}', 'Tom Becker'],
      ['Nom : GAUTHIER Maxime', 'GAUTHIER Maxime'],
      ['NAME: JOHN MILLER', 'JOHN MILLER'],
      ['Please call Dr. Priya Nair back before noon', 'Priya Nair'],
      ['Sehr geehrte Frau Schneider,', 'Schneider'],
      ['Dear Ana Souza,\nthanks for your message.', 'Ana Souza'],
      ['hi sarah, your refund is on its way', 'sarah'],
      ['Got it, merging now.\nBest regards,\nLiam O\'Donoghue', "Liam O'Donoghue"],
      ['Please find the signed contract attached. Regards, Temitope Oladipo | Accounts Payable', 'Temitope Oladipo'],
      ['My colleague Ha-eun Seo will join the call instead of me.', 'Ha-eun Seo'],
      ['From: "Ana Souza" <ana.souza@example.com>', 'Ana Souza'],
      ['私は田中太郎です。', '田中太郎'],
      ['제 이름은 김민수입니다.', '김민수'],
      ['你好，我叫王小明，我的订单还没到。', '王小明'],
      ['Ayşe Hanım randevusunu perşembeye ertelemek istiyor.', 'Ayşe'],
      ['Thought: I need the order history of Priyanka Venkataraman before answering.', 'Priyanka Venkataraman'],
      ['yeah hi um this is marcus obi calling again about the router', 'marcus obi'],
      ['ValueError: could not parse date of birth for patient \'Harold Blenkinsop\'', 'Harold Blenkinsop'],
      ['Invite: 1:1 with Priyanka Raman — Thu 14:00', 'Priyanka Raman'],
      ['ping @Kellan Moriarty — the staging cert expires tonight', 'Kellan Moriarty'],
      ['{"tool":"create_contact","arguments":"{\\"full_name\\": \\"Anneliese Drummond\\", \\"segment\\": \\"smb\\"}"}', 'Anneliese Drummond'],
    ];
    for (const [text, name] of cases) expect(names(text), text).toEqual([name]);
  });

  it('reads a surname that is also a word after a known given name ("Joe Page"), not after another word ("Login Page")', () => {
    expect(names('Name: Joe Page')).toEqual(['Joe Page']);
    expect(names('My name is Joe Page-Evans.')).toEqual(['Joe Page-Evans']);
    expect(names('Kind regards,\nSarah Price')).toEqual(['Sarah Price']);
    expect(names('Name: Sarah Page Dunn')).toEqual(['Sarah Page Dunn']);
    for (const text of ['Name: Login Page', 'name: Checkout Page', 'Name: Default Page', 'Hi Joe, Page 3 is broken']) {
      expect(names(text).join(' '), text).not.toMatch(/Page/);
    }
  });

  it('leaves greetings, sign-offs, labels and titles without a name', () => {
    for (const text of [
      'Hi team, the deploy is done.', 'Dear Customer,', 'Hello World', 'Dear Sir or Madam,', 'Gentile cliente,\nla sua richiesta è stata ricevuta.',
      'Thanks,\nThe Support Team', 'Mit freundlichen Grüßen\nIhr Kundenservice-Team', 'Bien à vous,\nLe Secrétariat', 'Kind regards,\nCustomer Care',
      'name: payments-service', 'Name: Default', 'Name: N/A', 'Customer: enterprise tier', 'user: system', "I'm French, by the way.",
      'Position: Sr. Backend Engineer (remote)', 'Datos del cliente: Pza. de España 3', 'Resident Identity Card number: 11010119800101123x',
      '姓名：未填写', '이름: 미입력', '감사합니다.\n고객센터 드림', 'よろしくお願いします。\n経理部', 'お客様各位',
      'Send the invoice to Google Cloud by Friday', 'SELECT name FROM customers WHERE id = 42',
      'Notiz: Kunde (Stadtwerke Nord) wünscht Angebot für 40 Lizenzen', 'Saludos,\nRRHH', 'Thanks, Facilities', 'meeting with Acme Corp at 3pm',
      'history of Rome', 'ping @here the build is red',
    ]) {
      expect(names(text), text).toEqual([]);
    }
  });

  it("reads a transcript speaker's line as speech, a record's field as a name", () => {
    // The first word of what a speaker says is no name, in any language: a sentence goes on after it, or ends with it.
    for (const text of ['Customer: Igen, tegnap küldtem el.', 'Agent: Skvělé, pošlu vám platební údaje.', 'Caller: Helt i orden, du kan logge ind.', 'Customer: Tak!', 'Agent: Scuola di vela, buongiorno.']) {
      expect(names(text), text).toEqual([]);
    }
    expect(names('Customer: Maria Gonzalez')).toEqual(['Maria Gonzalez']);
    expect(names('Customer: Maria.')).toEqual(['Maria']);
    expect(names('Customer: Maria Gonzalez, DOB 1987')).toEqual(['Maria Gonzalez']);
    expect(names('Customer name: Igen, tegnap')).toEqual(['Igen']);
  });

  it("an account's or a card's holder by full name, in capitals too; a company or one word after it is none", () => {
    const engine = createPiiEngine({ rules: {} });
    const r = (t: string) => engine.redactString(t).text;
    expect(r('Card declined for cardholder SARAH J. COLLINS (AVS mismatch)')).toBe('Card declined for cardholder [REDACTED:PERSON_NAME] (AVS mismatch)');
    expect(r('Ongeldige IBAN voor rekeninghouder J. van den Berg (Parameter iban)')).toBe('Ongeldige IBAN voor rekeninghouder [REDACTED:PERSON_NAME] (Parameter iban)');
    expect(r('Kontoinhaber Jürgen Weiß hat widersprochen')).toBe('Kontoinhaber [REDACTED:PERSON_NAME] hat widersprochen');
    for (const t of ['the account holder Main Street Bank', 'account holder Acme Ltd', 'account holder: n/a']) expect(r(t), t).toBe(t);
  });

  it("whose personal field it is: a full name before \"'s SSN\", \"'s phone number\"; a place or a company is none", () => {
    const engine = createPiiEngine({ rules: {} });
    expect(engine.redactString("guardrail snippet='sure, John Carver's SSN is on file'").text).toBe("guardrail snippet='sure, [REDACTED:PERSON_NAME]'s SSN is on file'");
    for (const t of ["Main Street's address", "Apple's address is public", "the New York Times's phone number"]) expect(engine.redactString(t).text, t).toBe(t);
  });

  it('a Korean "이름은 …" at the start of a sentence is the speaker\'s name; a thing\'s name after its owner is not', () => {
    const engine = createPiiEngine({ rules: {} });
    expect(engine.redactString('보험 조회해 주세요. 이름은 박서연이고 연락처는 메일로 드릴게요').text).toBe('보험 조회해 주세요. 이름은 [REDACTED:PERSON_NAME]이고 연락처는 메일로 드릴게요');
    for (const t of ['호텔 이름은 롯데입니다', '그 가게 이름은 김밥천국이에요']) expect(engine.redactString(t).text, t).toBe(t);
  });

  it('masks through the engine; the cue stays', () => {
    const engine = createPiiEngine({ rules: {} });
    expect(engine.redactString('Hi, my name is Sarah Connolly and my order never arrived').text).toBe(
      'Hi, my name is [REDACTED:PERSON_NAME] and my order never arrived',
    );
    // Negative control: with PERSON_NAME off the name stays.
    expect(createPiiEngine({ rules: { PERSON_NAME: { enabled: false, mode: 'mask' } } }).redactString('my name is Sarah Connolly').text).toBe('my name is Sarah Connolly');
  });
});

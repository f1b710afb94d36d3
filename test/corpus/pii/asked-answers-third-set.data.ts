/**
 * Held-out evaluation data (third, independent set): personal values given as the ANSWER to a turn
 * that ASKED for them, in LLM-application telemetry (message lists and whole-conversation transcripts).
 *
 * Written on 2026-12-06 by a helper session that read neither the detectors (collector/, query-api/,
 * ingest/) nor any other test data under test/ (only social-handles-held-out.data.ts lines 1-40, for
 * the header layout), and did not run the engine. Every person, number and address is invented;
 * any match with a real person or account is accidental. Domains are deliberately outside banking
 * and telecom: blood donation, libraries, marinas, funeral services, adoption, sports clubs,
 * crowdfunding KYC, co-working, tutoring, lost-and-found, pet microchips, elder care, tenant
 * screening, event ticketing, fishing licences, alumni associations.
 *
 * SHAPES: `turns` = a message list as logged (one shape per conversation: content string,
 * content [{type:'text',text}], or parts [{type:'text',content}]; exactly one text per message);
 * the last turn (user) answers the assistant turn right before it. `transcript` = one string with a
 * whole conversation (speaker lines, chat exports, IVR logs, SMS "Them:/Me:", email quoted replies,
 * support tickets); the value sits on the line right after the line that asks.
 *
 * VALUE CONVENTION: `value` is the exact personal substring, as written, occurring exactly once in
 * the answering turn and in no other turn (turns) or exactly once in the transcript. It excludes
 * filler and politeness particles ("Ok sekejap ya...", "po", "nha em", "Dale,", "Op naam van"),
 * glued sentence endings (Korean 이에요/입니다, Japanese です), surrounding quotes, backticks or
 * guillemets, list markers ("1. ", "2 → "), a DTMF terminator "#", and trailing sentence punctuation.
 * It keeps the datum's own formatting: spaces/dashes/dots in numbers, month words and particles of a
 * date ("2 de febrero de 2001", "1979. október 3." with its final dot, "平成元年6月8日", the spoken
 * "catorce del dos del ochenta y ocho"), name particles and apostrophes, lower case as typed, and
 * line breaks of multi-line addresses ("\n" inside the value). Field `other` = two fields asked and
 * answered together; the value spans both including the separator (", ", " ja ", " e ").
 *
 * CHECK DIGITS (computed and re-verified by a script): IBAN mod-97 for DK, HU (plus Hungarian group
 * checks), PT (plus NIB), DE; RO CNP; CL RUT; IT codice fiscale; SE personnummer (Luhn); MX CURP
 * (consistent with the name given) and CLABE; PT NIF; NO fødselsnummer (both digits, x2); FI HETU;
 * BR CPF; UK NHS number; HU TAJ; AR CUIL; KR RRN; IN Aadhaar (Verhoeff); PL PESEL; NL BSN (11-test);
 * DK CPR (format + mod 11); AE Emirates ID (Luhn). Shape-only (no public check digit): MY MyKad,
 * ID NIK (female day+40), VN CCCD, CZ ID-card no., RO ID series+no., RU passport, FR/ZH passports,
 * HU/PH licences. Every phone number is valid for its country per libphonenumber-js (GB, DK, NO, FI,
 * CZ, RO, HU, ID, VN, MY, PH, PL, JP, KR, IN, SA, RU).
 *
 * POSITIVES (136; 83 turns + 53 transcripts), by family: direct-bare 9, filler-first 8,
 * value-then-more 7, quoted-value 5, name-forms 7, date-formats 8, address-lines 6, two-fields 6,
 * third-person 7, numbered-list 4, terse-bot 5, polite-request 6, mid-message-question 5 (turns);
 * speaker-lines 10, chat-export 9, ivr-log 7, sms-thread 10, email-quoted 8, ticket-thread 9
 * (transcripts). By field: national_id 22, date_of_birth 17, phone 16, email 11, full_name 11,
 * address 9, member_id 6, other 6, plate 5, last_name 3, iban 3, passport 3, bank_account 3,
 * postcode 2, username 2, policy_number 2, employee_id 2, driving_licence 2, patient_id 2,
 * customer_id 2, password_or_pin 2, security_answer 1, ip_address 1, first_name 1, ssn_last4 1,
 * card_last4 1. By answer language: en 24, da 8, ro 8, cs 7, id 7, hu 7, fi 6, tl 6, nb 6, vi 5,
 * pt-PT 5, ar 5, es-MX 4, ms 4, ja 4, es-CL 3, ko 3, nl 3, ru 3, fr 3, de 3, zh 3, pl 2, es-AR 2,
 * hi 2, sv 1, it 1, pt-BR 1.
 *
 * NEGATIVES (125; 77 turns + 48 transcripts), no personal data anywhere (organisation side is
 * Agent / Bot / Support / Them): lookalike-reference 12, lookalike-seat-locker 8,
 * lookalike-price-quantity 6, lookalike-event-datetime 7, lookalike-product-version-error 7,
 * city-directions 5, refusal 8, deferral 6, on-file 5, why-question 5, emoji-confirm 5,
 * dont-have-one 5, subject-change-number 6, code-docs-template 8, user-asks-assistant-answers 7,
 * system-prompt-greeting 6; DEBATABLE (score apart — every family ending in '-debatable', 19):
 * order-number-debatable 4, city-country-debatable 4, age-birthyear-debatable 4,
 * nickname-debatable 3, placeholder-debatable 4.
 *
 * Positives also contain non-target tokens that should survive (ticket/case numbers, event dates,
 * pet names, book titles, prices); only `value` is the expected mask.
 */
export type Turn =
  | { role: 'user' | 'assistant' | 'system' | 'tool'; content: string }
  | { role: 'user' | 'assistant' | 'system' | 'tool'; content: Array<{ type: 'text'; text: string }> }
  | { role: 'user' | 'assistant' | 'system' | 'tool'; parts: Array<{ type: 'text'; content: string }> };
export interface ThirdPositive { family: string; lang: string; field: string; turns?: Turn[]; transcript?: string; value: string }
export interface ThirdNegative { family: string; lang: string; turns?: Turn[]; transcript?: string }

export const THIRD_POSITIVES: ThirdPositive[] = [
  // ───────────── turns: direct question, bare answer ─────────────
  {
    family: 'direct-bare', lang: 'en', field: 'phone', value: '07811 482937',
    turns: [
      { role: 'system', content: 'You are the scheduling assistant for Northfield Blood Donor Centre. Be brief and friendly.' },
      { role: 'user', content: 'Can I move my donation to Saturday morning?' },
      { role: 'assistant', content: "I can book you into the 10:40 slot on Saturday. What's the best number to reach you if the session moves?" },
      { role: 'user', content: '07811 482937' },
    ],
  },
  {
    family: 'direct-bare', lang: 'da', field: 'phone', value: '28 74 19 63',
    turns: [
      { role: 'user', content: [{ type: 'text', text: 'Jeg vil gerne reservere "Kongens Fald" på hovedbiblioteket.' }] },
      { role: 'assistant', content: [{ type: 'text', text: 'Den er reserveret. Hvilket telefonnummer kan vi sende en sms til, når bogen er klar til afhentning?' }] },
      { role: 'user', content: [{ type: 'text', text: '28 74 19 63' }] },
    ],
  },
  {
    family: 'direct-bare', lang: 'fi', field: 'email', value: 'aino.harjula84@gmail.com',
    turns: [
      { role: 'user', parts: [{ type: 'text', content: 'Haluaisin ostaa viikon kalastusluvan Inarijärvelle.' }] },
      { role: 'assistant', parts: [{ type: 'text', content: 'Selvä, viikkolupa maksaa 45 €. Mihin sähköpostiosoitteeseen lähetän luvan?' }] },
      { role: 'user', parts: [{ type: 'text', content: 'aino.harjula84@gmail.com' }] },
    ],
  },
  {
    family: 'direct-bare', lang: 'cs', field: 'date_of_birth', value: '23. 11. 1991',
    turns: [
      { role: 'assistant', content: 'Vítejte v registraci tenisového oddílu TK Podolí. Jaké je vaše datum narození?' },
      { role: 'user', content: '23. 11. 1991' },
    ],
  },
  {
    family: 'direct-bare', lang: 'ro', field: 'national_id', value: '2850617402389',
    turns: [
      { role: 'user', content: [{ type: 'text', text: 'Vreau să retrag banii strânși în campania pentru adăpostul de câini.' }] },
      { role: 'assistant', content: [{ type: 'text', text: 'Sigur. Pentru verificarea identității (KYC) cerută de platformă, care este CNP-ul dumneavoastră?' }] },
      { role: 'user', content: [{ type: 'text', text: '2850617402389' }] },
    ],
  },
  {
    family: 'direct-bare', lang: 'id', field: 'phone', value: '0812-4739-2861',
    turns: [
      { role: 'user', parts: [{ type: 'text', content: 'Mau daftar microchip buat anjing saya, namanya Bruno.' }] },
      { role: 'assistant', parts: [{ type: 'text', content: 'Baik, kode chip sudah tercatat. Nomor HP pemilik yang bisa dihubungi kalau Bruno ditemukan?' }] },
      { role: 'user', parts: [{ type: 'text', content: '0812-4739-2861' }] },
    ],
  },
  {
    family: 'direct-bare', lang: 'vi', field: 'full_name', value: 'Trần Thị Minh Thư',
    turns: [
      { role: 'system', content: 'Bạn là trợ lý của dịch vụ tang lễ An Lạc. Hỏi từng thông tin một.' },
      { role: 'assistant', content: 'Xin chia buồn cùng gia đình. Xin cho biết họ tên đầy đủ của người đứng ra lo tang lễ?' },
      { role: 'user', content: 'Trần Thị Minh Thư' },
    ],
  },
  {
    family: 'direct-bare', lang: 'hu', field: 'postcode', value: '1137',
    turns: [
      { role: 'user', content: [{ type: 'text', text: 'Megrendeltem a havi bérletet a coworking irodába, de nem kaptam belépőkártyát.' }] },
      { role: 'assistant', content: [{ type: 'text', text: 'Postán küldjük ki. Melyik irányítószámra menjen a kártya?' }] },
      { role: 'user', content: [{ type: 'text', text: '1137' }] },
    ],
  },
  {
    family: 'direct-bare', lang: 'tl', field: 'username', value: 'jhaycee_reyes07',
    turns: [
      { role: 'user', parts: [{ type: 'text', content: 'Nagbayad na po ako para sa 8 sessions ng math tutoring.' }] },
      { role: 'assistant', parts: [{ type: 'text', content: 'Salamat po! Ano ang username mo sa tutoring portal para ma-link namin ang bayad?' }] },
      { role: 'user', parts: [{ type: 'text', content: 'jhaycee_reyes07' }] },
    ],
  },

  // ───────────── turns: filler first, in the person's own language ─────────────
  {
    family: 'filler-first', lang: 'nb', field: 'phone', value: '412 73 958',
    turns: [
      { role: 'user', content: 'Jeg har fått tildelt båtplass C-14 på Bestumkilen, men vet ikke når den blir ledig.' },
      { role: 'assistant', content: 'Vi sender varsel så snart plassen er klar. Hvilket mobilnummer skal vi bruke?' },
      { role: 'user', content: 'Øh, bare bruk 412 73 958.' },
    ],
  },
  {
    family: 'filler-first', lang: 'pt-PT', field: 'email', value: 'ritamarques.lx@sapo.pt',
    turns: [
      { role: 'user', content: [{ type: 'text', text: 'Gostaria de me candidatar à adoção da gata que vi no site, a Pimenta.' }] },
      { role: 'assistant', content: [{ type: 'text', text: 'Que boa notícia! Para lhe enviarmos o formulário de candidatura, qual é o seu endereço de e-mail?' }] },
      { role: 'user', content: [{ type: 'text', text: 'Então, pode ser o ritamarques.lx@sapo.pt' }] },
    ],
  },
  {
    family: 'filler-first', lang: 'es-MX', field: 'date_of_birth', value: '2 de febrero de 2001',
    turns: [
      { role: 'user', parts: [{ type: 'text', content: 'Quiero dos boletos para el festival del sábado, zona general.' }] },
      { role: 'assistant', parts: [{ type: 'text', content: 'Claro. Como el evento es para mayores de 18, ¿cuál es tu fecha de nacimiento?' }] },
      { role: 'user', parts: [{ type: 'text', content: 'Mmm pues nací el 2 de febrero de 2001' }] },
    ],
  },
  {
    family: 'filler-first', lang: 'ms', field: 'national_id', value: '880315-14-5236',
    turns: [
      { role: 'assistant', content: 'Terima kasih kerana mendaftar sebagai sukarelawan di pusat jagaan warga emas kami. Untuk semakan latar belakang, apakah nombor MyKad anda?' },
      { role: 'user', content: 'Ok sekejap ya... 880315-14-5236' },
    ],
  },
  {
    family: 'filler-first', lang: 'fi', field: 'last_name', value: 'Väisänen',
    turns: [
      { role: 'user', content: [{ type: 'text', text: 'Hukkasin lompakon eilen raitiovaunussa 7.' }] },
      { role: 'assistant', content: [{ type: 'text', text: 'Meille on tuotu lompakko, jossa ei ole henkilökorttia. Mikä on sukunimesi, niin vertaan sitä maksukorttiin?' }] },
      { role: 'user', content: [{ type: 'text', text: 'No se on Väisänen' }] },
    ],
  },
  {
    family: 'filler-first', lang: 'ro', field: 'phone', value: '0745 218 934',
    turns: [
      { role: 'user', parts: [{ type: 'text', content: 'Sunt interesat de garsoniera din Militari, aș vrea o vizionare.' }] },
      { role: 'assistant', parts: [{ type: 'text', content: 'Proprietarul e disponibil joi după-amiază. Ce număr de telefon să-i dau pentru confirmare?' }] },
      { role: 'user', parts: [{ type: 'text', content: 'Păi, 0745 218 934' }] },
    ],
  },
  {
    family: 'filler-first', lang: 'ja', field: 'phone', value: '090-4821-7365',
    turns: [
      { role: 'user', content: '図書館で「火車」を予約したいです。' },
      { role: 'assistant', content: '予約を承りました。本が届いたらお電話します。ご連絡先の電話番号を教えていただけますか？' },
      { role: 'user', content: 'えっと、090-4821-7365 です。' },
    ],
  },
  {
    family: 'filler-first', lang: 'ar', field: 'email', value: 'salma.haddad91@outlook.com',
    turns: [
      { role: 'user', content: [{ type: 'text', text: 'أريد تحديث بياناتي في رابطة خريجي كلية الهندسة.' }] },
      { role: 'assistant', content: [{ type: 'text', text: 'بكل سرور. ما هو بريدك الإلكتروني الحالي؟' }] },
      { role: 'user', content: [{ type: 'text', text: 'طيب، هو salma.haddad91@outlook.com' }] },
    ],
  },

  // ───────────── turns: value first, then another sentence or question ─────────────
  {
    family: 'value-then-more', lang: 'en', field: 'email', value: 'dev.okafor@fastmail.com',
    turns: [
      { role: 'user', parts: [{ type: 'text', content: 'I signed up for the hot-desk plan at the Canal Street hub.' }] },
      { role: 'assistant', parts: [{ type: 'text', content: 'Welcome aboard! Which email should the door-access invite go to?' }] },
      { role: 'user', parts: [{ type: 'text', content: 'dev.okafor@fastmail.com — and does the fob work on weekends too?' }] },
    ],
  },
  {
    family: 'value-then-more', lang: 'da', field: 'member_id', value: '48213',
    turns: [
      { role: 'user', content: 'Jeg vil gerne booke en badmintonbane tirsdag kl. 19.' },
      { role: 'assistant', content: 'Bane 3 er ledig. Hvad er dit medlemsnummer i klubben?' },
      { role: 'user', content: '48213. Jeg har spillet der siden 2019, hvis det hjælper.' },
    ],
  },
  {
    family: 'value-then-more', lang: 'cs', field: 'email', value: 'petra.novotna.91@seznam.cz',
    turns: [
      { role: 'assistant', content: [{ type: 'text', text: 'Na jaký e-mail vám máme posílat pozvánky na absolventská setkání fakulty?' }] },
      { role: 'user', content: [{ type: 'text', text: 'petra.novotna.91@seznam.cz, ten používám nejvíc. Bude letos sraz i v Brně?' }] },
    ],
  },
  {
    family: 'value-then-more', lang: 'hu', field: 'iban', value: 'HU18 1177 3016 4029 3150 0000 0000',
    turns: [
      { role: 'user', parts: [{ type: 'text', content: 'Lezárult a gyűjtésem a menhely tetőfelújítására, szeretném kérni a kifizetést.' }] },
      { role: 'assistant', parts: [{ type: 'text', content: 'Gratulálunk! Melyik bankszámlára utaljuk az összeget? Kérem az IBAN-t.' }] },
      { role: 'user', parts: [{ type: 'text', content: 'HU18 1177 3016 4029 3150 0000 0000. A számla az én nevemen van.' }] },
    ],
  },
  {
    family: 'value-then-more', lang: 'es-CL', field: 'national_id', value: '16.482.307-5',
    turns: [
      { role: 'user', content: 'Hola, quiero sacar la licencia de pesca recreativa para el verano.' },
      { role: 'assistant', content: 'Perfecto, te ayudo con el trámite. ¿Me indicas tu RUT?' },
      { role: 'user', content: '16.482.307-5, ¿y la licencia sirve también para pescar en el mar?' },
    ],
  },
  {
    family: 'value-then-more', lang: 'ko', field: 'date_of_birth', value: '1988년 2월 14일',
    turns: [
      { role: 'user', content: [{ type: 'text', text: '토요일에 헌혈 예약하고 싶어요.' }] },
      { role: 'assistant', content: [{ type: 'text', text: '네, 예약 도와드릴게요. 본인 확인을 위해 생년월일을 알려주세요.' }] },
      { role: 'user', content: [{ type: 'text', text: '1988년 2월 14일이에요. 오전에 가도 되나요?' }] },
    ],
  },
  {
    family: 'value-then-more', lang: 'pl', field: 'phone', value: '+48 601 482 937',
    turns: [
      { role: 'system', parts: [{ type: 'text', content: 'Jesteś asystentem zakładu pogrzebowego. Mów spokojnie i z szacunkiem.' }] },
      { role: 'assistant', parts: [{ type: 'text', content: 'Bardzo nam przykro z powodu Państwa straty. Pod jaki numer telefonu możemy dzwonić w sprawie ustaleń dotyczących ceremonii?' }] },
      { role: 'user', parts: [{ type: 'text', content: '+48 601 482 937. Najlepiej po 16:00.' }] },
    ],
  },

  // ───────────── turns: value in quotes or backticks ─────────────
  {
    family: 'quoted-value', lang: 'en', field: 'username', value: 'marisol.t82',
    turns: [
      { role: 'user', content: 'My e-book loans disappeared after I renewed my library card.' },
      { role: 'assistant', content: 'Sorry about that! What username do you use on the e-reader portal?' },
      { role: 'user', content: 'it\'s "marisol.t82" all lowercase' },
    ],
  },
  {
    family: 'quoted-value', lang: 'nl', field: 'security_answer', value: 'Snuffie',
    turns: [
      { role: 'user', content: [{ type: 'text', text: 'Ik wil het adres bij de chipregistratie van mijn kat aanpassen.' }] },
      { role: 'assistant', content: [{ type: 'text', text: 'Dat kan. Ter verificatie: wat is het antwoord op uw beveiligingsvraag (naam van uw eerste huisdier)?' }] },
      { role: 'user', content: [{ type: 'text', text: "'Snuffie' met ie aan het eind" }] },
    ],
  },
  {
    family: 'quoted-value', lang: 'id', field: 'email', value: 'dimas.prasetyo.88@yahoo.co.id',
    turns: [
      { role: 'user', parts: [{ type: 'text', content: 'Saya lupa password akun galang dana saya.' }] },
      { role: 'assistant', parts: [{ type: 'text', content: 'Bisa saya bantu reset. Email yang terdaftar di akun kamu apa ya?' }] },
      { role: 'user', parts: [{ type: 'text', content: '`dimas.prasetyo.88@yahoo.co.id`' }] },
    ],
  },
  {
    family: 'quoted-value', lang: 'ru', field: 'passport', value: '4519 382716',
    turns: [
      { role: 'user', content: 'Хочу зарегистрироваться на полумарафон в Казани.' },
      { role: 'assistant', content: 'Для стартового пакета нужны паспортные данные. Укажите серию и номер паспорта.' },
      { role: 'user', content: '«4519 382716»' },
    ],
  },
  {
    family: 'quoted-value', lang: 'en', field: 'ip_address', value: '86.142.37.219',
    turns: [
      { role: 'user', content: [{ type: 'text', text: "I can't reach the hub printer from home over the VPN." }] },
      { role: 'assistant', content: [{ type: 'text', text: 'We allow-list home connections one by one. Which IP address should we add for you?' }] },
      { role: 'user', content: [{ type: 'text', text: 'Use `86.142.37.219` please' }] },
    ],
  },

  // ───────────── turns: names with particles, apostrophes, lower case ─────────────
  {
    family: 'name-forms', lang: 'nl', field: 'full_name', value: 'Willemijn van der Heijden-de Vries',
    turns: [
      { role: 'user', parts: [{ type: 'text', content: 'We hebben de ligplaats in de jachthaven voor volgend seizoen geboekt.' }] },
      { role: 'assistant', parts: [{ type: 'text', content: 'Mooi! Op wiens naam moet de ligplaats komen te staan?' }] },
      { role: 'user', parts: [{ type: 'text', content: 'Op naam van Willemijn van der Heijden-de Vries' }] },
    ],
  },
  {
    family: 'name-forms', lang: 'en', field: 'last_name', value: "O'Donoghue-Birch",
    turns: [
      { role: 'assistant', content: "Thanks for confirming the home-study dates. And the surname you'd like on the adoption file?" },
      { role: 'user', content: "O'Donoghue-Birch" },
    ],
  },
  {
    family: 'name-forms', lang: 'fr', field: 'full_name', value: "jean-baptiste d'aubigny",
    turns: [
      { role: 'user', content: [{ type: 'text', text: "J'aimerais inscrire mon fils au soutien scolaire en maths, niveau 4e." }] },
      { role: 'assistant', content: [{ type: 'text', text: "Avec plaisir. Quel est le nom complet de l'élève pour la fiche de suivi ?" }] },
      { role: 'user', content: [{ type: 'text', text: "jean-baptiste d'aubigny" }] },
    ],
  },
  {
    family: 'name-forms', lang: 'de', field: 'last_name', value: 'von Hohenstein-Kluge',
    turns: [
      { role: 'user', parts: [{ type: 'text', content: 'Ich bin neu im Ruderverein und brauche noch einen Mitgliedsausweis.' }] },
      { role: 'assistant', parts: [{ type: 'text', content: 'Den stellen wir gern aus. Wie lautet Ihr Nachname?' }] },
      { role: 'user', parts: [{ type: 'text', content: 'von Hohenstein-Kluge' }] },
    ],
  },
  {
    family: 'name-forms', lang: 'es-AR', field: 'full_name', value: 'maría de los ángeles etcheverry',
    turns: [
      { role: 'user', content: 'Quiero una entrada para el recital del viernes en el Gran Rex.' },
      { role: 'assistant', content: 'Listo, platea alta fila 12. ¿A nombre de quién emitimos la entrada?' },
      { role: 'user', content: 'a nombre mío, maría de los ángeles etcheverry' },
    ],
  },
  {
    family: 'name-forms', lang: 'ar', field: 'full_name', value: 'عبد الرحمن بن يوسف الشمري',
    turns: [
      { role: 'system', content: [{ type: 'text', text: 'أنت مساعد مكتب خدمات الجنائز. كن لطيفًا وموجزًا.' }] },
      { role: 'assistant', content: [{ type: 'text', text: 'أحسن الله عزاءكم. ما الاسم الكامل للمتوفى كما يرد في شهادة الوفاة؟' }] },
      { role: 'user', content: [{ type: 'text', text: 'عبد الرحمن بن يوسف الشمري' }] },
    ],
  },
  {
    family: 'name-forms', lang: 'tl', field: 'first_name', value: 'Ma. Kristine',
    turns: [
      { role: 'assistant', parts: [{ type: 'text', content: "Hello! Ano'ng pangalan mo po? First name lang para sa attendance sa review class." }] },
      { role: 'user', parts: [{ type: 'text', content: 'Ma. Kristine po' }] },
    ],
  },

  // ───────────── turns: dates in many formats ─────────────
  {
    family: 'date-formats', lang: 'fi', field: 'date_of_birth', value: '14. maaliskuuta 1987',
    turns: [
      { role: 'user', content: 'Voinko tulla luovuttamaan verta torstaina Kampin toimipisteeseen?' },
      { role: 'assistant', content: 'Torstaina on tilaa klo 15 jälkeen. Mikä on syntymäaikasi?' },
      { role: 'user', content: '14. maaliskuuta 1987' },
    ],
  },
  {
    family: 'date-formats', lang: 'ro', field: 'date_of_birth', value: '17 iunie 1985',
    turns: [
      { role: 'assistant', content: [{ type: 'text', text: 'Completăm împreună dosarul de adopție. Care este data nașterii dumneavoastră?' }] },
      { role: 'user', content: [{ type: 'text', text: '17 iunie 1985' }] },
    ],
  },
  {
    family: 'date-formats', lang: 'hu', field: 'date_of_birth', value: '1979. október 3.',
    turns: [
      { role: 'user', parts: [{ type: 'text', content: 'Szeretnék olvasójegyet váltani a kerületi könyvtárba.' }] },
      { role: 'assistant', parts: [{ type: 'text', content: 'Szívesen segítek. Az olvasójegyhez kérem a születési dátumát.' }] },
      { role: 'user', parts: [{ type: 'text', content: '1979. október 3.' }] },
    ],
  },
  {
    family: 'date-formats', lang: 'vi', field: 'date_of_birth', value: '05/09/1990',
    turns: [
      { role: 'user', content: 'Em muốn đăng ký thẻ thành viên coworking gói tháng ạ.' },
      { role: 'assistant', content: 'Dạ được ạ. Anh/chị sinh ngày nào ạ?' },
      { role: 'user', content: 'Em sinh ngày 05/09/1990 ạ' },
    ],
  },
  {
    family: 'date-formats', lang: 'en', field: 'date_of_birth', value: '1993-07-22',
    turns: [
      { role: 'user', content: [{ type: 'text', text: "I'm applying for the two-bed on Elm Row. What else do you need from me?" }] },
      { role: 'assistant', content: [{ type: 'text', text: "Nearly done. I'll need your date of birth for the screening report." }] },
      { role: 'user', content: [{ type: 'text', text: '1993-07-22' }] },
    ],
  },
  {
    family: 'date-formats', lang: 'pt-PT', field: 'date_of_birth', value: '3 de dezembro de 1978',
    turns: [
      { role: 'user', parts: [{ type: 'text', content: 'Quero inscrever-me no clube de remo para a época de inverno.' }] },
      { role: 'assistant', parts: [{ type: 'text', content: 'Ótimo! Qual é a sua data de nascimento? É para o seguro desportivo.' }] },
      { role: 'user', parts: [{ type: 'text', content: 'Nasci a 3 de dezembro de 1978.' }] },
    ],
  },
  {
    family: 'date-formats', lang: 'zh', field: 'date_of_birth', value: '1987年3月14日',
    turns: [
      { role: 'user', content: '我想预约下周六去献血。' },
      { role: 'assistant', content: '好的，已为您预留上午时段。请问您的出生日期是？' },
      { role: 'user', content: '1987年3月14日' },
    ],
  },
  {
    family: 'date-formats', lang: 'da', field: 'date_of_birth', value: '3. april 1975',
    turns: [
      { role: 'user', content: [{ type: 'text', text: 'Jeg skal bruge et årsfisketegn, kan I hjælpe?' }] },
      { role: 'assistant', content: [{ type: 'text', text: 'Selvfølgelig. Hvad er din fødselsdato? Den skal stå på fisketegnet.' }] },
      { role: 'user', content: [{ type: 'text', text: 'jeg er født 3. april 1975' }] },
    ],
  },

  // ───────────── turns: addresses over one or several lines ─────────────
  {
    family: 'address-lines', lang: 'en', field: 'address', value: 'Flat 3, 27 Larkhill Road\nStockport SK4 2PQ',
    turns: [
      { role: 'user', parts: [{ type: 'text', content: "I'd like the festival wristbands posted rather than collected." }] },
      { role: 'assistant', parts: [{ type: 'text', content: 'No problem. Where should we post them? Full postal address please.' }] },
      { role: 'user', parts: [{ type: 'text', content: 'Flat 3, 27 Larkhill Road\nStockport SK4 2PQ' }] },
    ],
  },
  {
    family: 'address-lines', lang: 'da', field: 'address', value: 'Ryesgade 14, 2. tv., 2200 København N',
    turns: [
      { role: 'user', content: 'Mit lånerkort er knækket, kan jeg få et nyt?' },
      { role: 'assistant', content: 'Ja, det koster 30 kr. Hvilken adresse skal det nye lånerkort sendes til?' },
      { role: 'user', content: 'Ryesgade 14, 2. tv., 2200 København N' },
    ],
  },
  {
    family: 'address-lines', lang: 'cs', field: 'address', value: 'Korunní 1187/64\n130 00 Praha 3',
    turns: [
      { role: 'user', content: [{ type: 'text', text: 'Chci zaregistrovat čip našeho psa do národního registru.' }] },
      { role: 'assistant', content: [{ type: 'text', text: 'Číslo čipu máme. Adresa majitele psa, prosím.' }] },
      { role: 'user', content: [{ type: 'text', text: 'Korunní 1187/64\n130 00 Praha 3' }] },
    ],
  },
  {
    family: 'address-lines', lang: 'nb', field: 'address', value: 'Thorvald Meyers gate 58B, 0552 Oslo',
    turns: [
      { role: 'assistant', parts: [{ type: 'text', content: 'Kontrakten for vinteropplag sendes i posten. Hvilken postadresse har du?' }] },
      { role: 'user', parts: [{ type: 'text', content: 'Det er Thorvald Meyers gate 58B, 0552 Oslo, men jeg flytter i januar.' }] },
    ],
  },
  {
    family: 'address-lines', lang: 'id', field: 'address', value: 'Jl. Kemang Raya No. 17 RT 04/RW 02\nBangka, Mampang Prapatan\nJakarta Selatan 12730',
    turns: [
      { role: 'user', content: 'Saya mau daftarkan ibu saya untuk layanan perawat lansia ke rumah.' },
      { role: 'assistant', content: 'Baik, Bu. Perawat akan datang tiga kali seminggu. Alamat rumah lengkapnya di mana?' },
      { role: 'user', content: 'Jl. Kemang Raya No. 17 RT 04/RW 02\nBangka, Mampang Prapatan\nJakarta Selatan 12730' },
    ],
  },
  {
    family: 'address-lines', lang: 'ja', field: 'address', value: '東京都渋谷区神宮前4丁目12-8 コーポ青山302号室',
    turns: [
      { role: 'user', content: [{ type: 'text', text: 'コンサートのチケットを郵送でお願いします。' }] },
      { role: 'assistant', content: [{ type: 'text', text: 'かしこまりました。チケットの送付先住所をお願いします。' }] },
      { role: 'user', content: [{ type: 'text', text: '東京都渋谷区神宮前4丁目12-8 コーポ青山302号室' }] },
    ],
  },

  // ───────────── turns: two fields asked, two answered (field other, value spans both) ─────────────
  {
    family: 'two-fields', lang: 'en', field: 'other', value: 'Priya Raghunathan, 09/11/1990',
    turns: [
      { role: 'user', parts: [{ type: 'text', content: "I think my donor card is out of date, I haven't given blood since I moved." }] },
      { role: 'assistant', parts: [{ type: 'text', content: 'Could you give me your full name and date of birth so I can find your donor record?' }] },
      { role: 'user', parts: [{ type: 'text', content: 'Priya Raghunathan, 09/11/1990' }] },
    ],
  },
  {
    family: 'two-fields', lang: 'fi', field: 'other', value: '040 718 2934 ja ville.koskinen@gmail.com',
    turns: [
      { role: 'user', content: 'Haluan varata kemian tukiopetusta lukiolaiselle, kaksi kertaa viikossa.' },
      { role: 'assistant', content: 'Selvä. Mihin numeroon ja sähköpostiin tutor voi ottaa yhteyttä?' },
      { role: 'user', content: '040 718 2934 ja ville.koskinen@gmail.com' },
    ],
  },
  {
    family: 'two-fields', lang: 'es-MX', field: 'other', value: 'Rosa García Morales, GAMR880214MJCRRS06',
    turns: [
      { role: 'user', content: [{ type: 'text', text: 'Quiero abrir una campaña para la cirugía de mi perrita.' }] },
      { role: 'assistant', content: [{ type: 'text', text: 'Con gusto. Necesito tu nombre completo y tu CURP para validar la cuenta.' }] },
      { role: 'user', content: [{ type: 'text', text: 'Rosa García Morales, GAMR880214MJCRRS06' }] },
    ],
  },
  {
    family: 'two-fields', lang: 'ro', field: 'other', value: 'Ioana-Maria Dumitrescu, +40 722 481 306',
    turns: [
      { role: 'user', parts: [{ type: 'text', content: 'Vreau să aplic pentru apartamentul de pe Calea Dorobanți.' }] },
      { role: 'assistant', parts: [{ type: 'text', content: 'Pentru verificarea chiriașului: numele complet și un număr de telefon, vă rog?' }] },
      { role: 'user', parts: [{ type: 'text', content: 'Ioana-Maria Dumitrescu, +40 722 481 306' }] },
    ],
  },
  {
    family: 'two-fields', lang: 'ko', field: 'other', value: '박지은, 010-4829-1736',
    turns: [
      { role: 'user', content: '고양이 동물등록 하려고요.' },
      { role: 'assistant', content: '네, 등록 도와드릴게요. 보호자 성함과 연락처를 알려주시겠어요?' },
      { role: 'user', content: '박지은, 010-4829-1736입니다' },
    ],
  },
  {
    family: 'two-fields', lang: 'pt-PT', field: 'other', value: '248391674 e PT50 0035 0412 0072 8391 0542 1',
    turns: [
      { role: 'user', content: [{ type: 'text', text: 'A campanha foi cancelada e quero o meu donativo de volta.' }] },
      { role: 'assistant', content: [{ type: 'text', text: 'Lamentamos. Para o reembolso, preciso do seu NIF e do IBAN.' }] },
      { role: 'user', content: [{ type: 'text', text: '248391674 e PT50 0035 0412 0072 8391 0542 1' }] },
    ],
  },

  // ───────────── turns: question about a third person ─────────────
  {
    family: 'third-person', lang: 'en', field: 'date_of_birth', value: '30 August 2015',
    turns: [
      { role: 'user', parts: [{ type: 'text', content: 'My daughter wants to join the junior swim squad on Tuesdays.' }] },
      { role: 'assistant', parts: [{ type: 'text', content: "Great, and what's your daughter's date of birth? Junior squads go by school year." }] },
      { role: 'user', parts: [{ type: 'text', content: 'She was born 30 August 2015.' }] },
    ],
  },
  {
    family: 'third-person', lang: 'ms', field: 'national_id', value: '470912-10-5173',
    turns: [
      { role: 'user', content: 'Saya nak daftarkan ayah saya di pusat jagaan harian warga emas.' },
      { role: 'assistant', content: 'Baik. Boleh saya dapatkan nombor kad pengenalan bapa anda?' },
      { role: 'user', content: 'Ini dia: 470912-10-5173' },
    ],
  },
  {
    family: 'third-person', lang: 'cs', field: 'full_name', value: 'Radek Procházka',
    turns: [
      { role: 'user', content: [{ type: 'text', text: 'Potřebuji prověřit nového nájemníka do bytu na Žižkově.' }] },
      { role: 'assistant', content: [{ type: 'text', text: 'Jak se jmenuje nájemník, kterého chcete prověřit? Celé jméno, prosím.' }] },
      { role: 'user', content: [{ type: 'text', text: 'Radek Procházka' }] },
    ],
  },
  {
    family: 'third-person', lang: 'nb', field: 'national_id', value: '22097917047',
    turns: [
      { role: 'system', parts: [{ type: 'text', content: 'Du er assistent for et gravferdsbyrå. Vær rolig og varsom.' }] },
      { role: 'assistant', parts: [{ type: 'text', content: 'Vi kondolerer. For å melde dødsfallet trenger vi fødselsnummeret til avdøde. Hva var det?' }] },
      { role: 'user', parts: [{ type: 'text', content: '22097917047' }] },
    ],
  },
  {
    family: 'third-person', lang: 'hi', field: 'phone', value: '98201 47365',
    turns: [
      { role: 'user', content: 'मैं अपने बेटे के लिए ऑनलाइन गणित ट्यूशन बुक करना चाहती हूँ।' },
      { role: 'assistant', content: 'ज़रूर। आपके बेटे का मोबाइल नंबर क्या है? क्लास का लिंक उसी पर भेजेंगे।' },
      { role: 'user', content: 'उसका नंबर 98201 47365 है' },
    ],
  },
  {
    family: 'third-person', lang: 'es-CL', field: 'full_name', value: 'Ximena del Carmen Sotomayor Fuentes',
    turns: [
      { role: 'user', content: [{ type: 'text', text: 'Quiero pedir hora para que conozcan a mi mamá en la residencia.' }] },
      { role: 'assistant', content: [{ type: 'text', text: 'Con gusto. ¿Cuál es el nombre completo de su mamá?' }] },
      { role: 'user', content: [{ type: 'text', text: 'Ximena del Carmen Sotomayor Fuentes' }] },
    ],
  },
  {
    family: 'third-person', lang: 'ru', field: 'date_of_birth', value: '12.04.1941',
    turns: [
      { role: 'user', parts: [{ type: 'text', content: 'Хотим оформить бабушку в пансионат на время нашего отпуска.' }] },
      { role: 'assistant', parts: [{ type: 'text', content: 'Подскажите, пожалуйста, дату рождения вашей бабушки — для договора с пансионатом.' }] },
      { role: 'user', parts: [{ type: 'text', content: '12.04.1941, она сама ходит, без коляски.' }] },
    ],
  },

  // ───────────── turns: numbered-list questions ─────────────
  {
    family: 'numbered-list', lang: 'en', field: 'policy_number', value: 'MRN-448172-B',
    turns: [
      { role: 'user', content: [{ type: 'text', text: "I've bought the Contessa 26 on pontoon D and want the berth moved over." }] },
      { role: 'assistant', content: [{ type: 'text', text: "Congratulations! To transfer the berth I need:\n1. The boat's hull ID\n2. Your insurance policy number\n3. Proof of ownership\nLet's start with number 2." }] },
      { role: 'user', content: [{ type: 'text', text: '2 → MRN-448172-B' }] },
    ],
  },
  {
    family: 'numbered-list', lang: 'sv', field: 'national_id', value: '890312-2482',
    turns: [
      { role: 'user', parts: [{ type: 'text', content: 'Hej, jag vill skaffa lånekort på stadsbiblioteket.' }] },
      { role: 'assistant', parts: [{ type: 'text', content: 'Vad roligt! För att skapa ditt lånekort behöver jag:\n1. Ditt personnummer\n2. En e-postadress' }] },
      { role: 'user', parts: [{ type: 'text', content: '1. 890312-2482\n2. Kan jag vänta med mejlen?' }] },
    ],
  },
  {
    family: 'numbered-list', lang: 'tl', field: 'member_id', value: 'SBC-20417',
    turns: [
      { role: 'user', content: 'Gusto ko po i-renew yung membership ko sa badminton club.' },
      { role: 'assistant', content: 'Sige po! Para ma-renew:\n1) Member ID\n2) Gustong schedule\nPaki-send po.' },
      { role: 'user', content: '1) SBC-20417  2) Sabado ng umaga po' },
    ],
  },
  {
    family: 'numbered-list', lang: 'it', field: 'national_id', value: 'BNCLNZ90P45A944T',
    turns: [
      { role: 'user', content: [{ type: 'text', text: 'Vorrei iscrivermi al corso di vela di giugno.' }] },
      { role: 'assistant', content: [{ type: 'text', text: "Per l'iscrizione servono:\n1. codice fiscale\n2. certificato medico sportivo\nMe li invia qui?" }] },
      { role: 'user', content: [{ type: 'text', text: '1. BNCLNZ90P45A944T\n2. il certificato lo porto lunedì' }] },
    ],
  },

  // ───────────── turns: terse bots ─────────────
  {
    family: 'terse-bot', lang: 'en', field: 'full_name', value: 'Tobias Wren',
    turns: [
      { role: 'system', parts: [{ type: 'text', content: 'Lost property intake bot. Ask exactly one field per message.' }] },
      { role: 'user', parts: [{ type: 'text', content: 'left a grey umbrella on the 18:05 ferry' }] },
      { role: 'assistant', parts: [{ type: 'text', content: 'Name?' }] },
      { role: 'user', parts: [{ type: 'text', content: 'Tobias Wren' }] },
    ],
  },
  {
    family: 'terse-bot', lang: 'id', field: 'national_id', value: '3174055403890002',
    turns: [
      { role: 'assistant', content: 'Verifikasi KYC donatur. NIK?' },
      { role: 'user', content: '3174055403890002' },
    ],
  },
  {
    family: 'terse-bot', lang: 'vi', field: 'phone', value: '0912 438 671',
    turns: [
      { role: 'user', content: [{ type: 'text', text: 'mình để quên ví ở quầy gửi đồ' }] },
      { role: 'assistant', content: [{ type: 'text', text: 'SĐT?' }] },
      { role: 'user', content: [{ type: 'text', text: '0912 438 671' }] },
    ],
  },
  {
    family: 'terse-bot', lang: 'hu', field: 'plate', value: 'NKT-418',
    turns: [
      { role: 'user', parts: [{ type: 'text', content: 'parkolóhely kellene a coworking mélygarázsában' }] },
      { role: 'assistant', parts: [{ type: 'text', content: 'Rendszám?' }] },
      { role: 'user', parts: [{ type: 'text', content: 'NKT-418' }] },
    ],
  },
  {
    family: 'terse-bot', lang: 'de', field: 'date_of_birth', value: '14.3.87',
    turns: [
      { role: 'system', content: 'Anmelde-Bot des Sportvereins. Felder einzeln abfragen.' },
      { role: 'assistant', content: 'Geburtsdatum?' },
      { role: 'user', content: '14.3.87' },
    ],
  },

  // ───────────── turns: polite request without "?", "I'll need…", "to verify…" ─────────────
  {
    family: 'polite-request', lang: 'en', field: 'ssn_last4', value: '6621',
    turns: [
      { role: 'user', content: [{ type: 'text', text: 'Go ahead and run the tenant check, I consent.' }] },
      { role: 'assistant', content: [{ type: 'text', text: "Thank you. To verify your identity for the screening report, I'll need the last four digits of your Social Security number." }] },
      { role: 'user', content: [{ type: 'text', text: '6621' }] },
    ],
  },
  {
    family: 'polite-request', lang: 'fr', field: 'passport', value: '19AV48216',
    turns: [
      { role: 'user', parts: [{ type: 'text', content: "Je participe à l'open international d'échecs de Cannes en février." }] },
      { role: 'assistant', parts: [{ type: 'text', content: "Merci de m'indiquer votre numéro de passeport pour la liste d'accréditation." }] },
      { role: 'user', parts: [{ type: 'text', content: 'Bien sûr : 19AV48216' }] },
    ],
  },
  {
    family: 'polite-request', lang: 'ja', field: 'member_id', value: 'A-204815',
    turns: [
      { role: 'user', content: 'ジムの休会手続きをしたいです。' },
      { role: 'assistant', content: '承知しました。会員番号をお知らせください。' },
      { role: 'user', content: 'A-204815です' },
    ],
  },
  {
    family: 'polite-request', lang: 'zh', field: 'card_last4', value: '4827',
    turns: [
      { role: 'user', content: [{ type: 'text', text: '演唱会取消了，我想申请退票。' }] },
      { role: 'assistant', content: [{ type: 'text', text: '为核实退款，请提供您付款银行卡的后四位。' }] },
      { role: 'user', content: [{ type: 'text', text: '是 4827' }] },
    ],
  },
  {
    family: 'polite-request', lang: 'da', field: 'iban', value: 'DK93 5470 0004 7182 63',
    turns: [
      { role: 'user', parts: [{ type: 'text', content: 'Jeg har opsagt bådpladsen i Svanemøllehavnen pr. 1. januar.' }] },
      { role: 'assistant', parts: [{ type: 'text', content: 'Det er registreret. For at udbetale depositummet skal jeg bruge dit IBAN.' }] },
      { role: 'user', parts: [{ type: 'text', content: 'DK93 5470 0004 7182 63' }] },
    ],
  },
  {
    family: 'polite-request', lang: 'ar', field: 'national_id', value: '784-1986-0481237-4',
    turns: [
      { role: 'user', content: 'أريد اشتراكًا شهريًا في مساحة العمل المشتركة في دبي مارينا.' },
      { role: 'assistant', content: 'يسعدنا ذلك. للتحقق من هويتك، يرجى تزويدي برقم الهوية الإماراتية.' },
      { role: 'user', content: '784-1986-0481237-4' },
    ],
  },

  // ───────────── turns: question mid-message, followed by another sentence ─────────────
  {
    family: 'mid-message-question', lang: 'en', field: 'employee_id', value: 'E-30917',
    turns: [
      { role: 'user', content: [{ type: 'text', text: 'My company has a corporate plan with you, I want to book a desk for Thursday.' }] },
      { role: 'assistant', content: [{ type: 'text', text: 'Which employee ID does your company use for you? Once I have it, the desk booking will bill to them automatically.' }] },
      { role: 'user', content: [{ type: 'text', text: 'E-30917' }] },
    ],
  },
  {
    family: 'mid-message-question', lang: 'ro', field: 'plate', value: 'B 482 MDR',
    turns: [
      { role: 'user', parts: [{ type: 'text', content: 'Vin sâmbătă la marină să pregătesc barca de iarnă.' }] },
      { role: 'assistant', parts: [{ type: 'text', content: 'Ce număr de înmatriculare are mașina? Parcarea de la marină are barieră automată și vă trecem pe listă.' }] },
      { role: 'user', parts: [{ type: 'text', content: 'B 482 MDR' }] },
    ],
  },
  {
    family: 'mid-message-question', lang: 'fi', field: 'national_id', value: '070582-247N',
    turns: [
      { role: 'user', content: 'Liityn salibandyseuran kuntosarjaan tälle kaudelle.' },
      { role: 'assistant', content: 'Tervetuloa! Mikä on henkilötunnuksesi? Tarvitsemme sen vain pelaajavakuutusta varten.' },
      { role: 'user', content: '070582-247N' },
    ],
  },
  {
    family: 'mid-message-question', lang: 'tl', field: 'driving_licence', value: 'N03-12-048271',
    turns: [
      { role: 'user', content: [{ type: 'text', text: 'Kukuha po ako ng parking pass sa coworking sa Ortigas.' }] },
      { role: 'assistant', content: [{ type: 'text', text: "Ano po ang driver's license number ninyo? Kailangan po ito ng building admin para sa parking pass." }] },
      { role: 'user', content: [{ type: 'text', text: 'N03-12-048271 po' }] },
    ],
  },
  {
    family: 'mid-message-question', lang: 'pt-BR', field: 'national_id', value: '418.529.630-42',
    turns: [
      { role: 'user', parts: [{ type: 'text', content: 'Minha vaquinha bateu a meta, como faço o saque?' }] },
      { role: 'assistant', parts: [{ type: 'text', content: 'Parabéns! Qual é o seu CPF? Sem ele a plataforma não libera a transferência.' }] },
      { role: 'user', parts: [{ type: 'text', content: '418.529.630-42' }] },
    ],
  },

  // ───────────── transcripts: speaker lines ─────────────
  {
    family: 'speaker-lines', lang: 'en', field: 'patient_id', value: '482 917 3068',
    transcript: `Nurse: Hello, Oakfield Care Home, nursing station.
Caller: Hi, I'm calling about a GP home visit for my mum, she's in room 12.
Nurse: Of course. Before I book the visit, what's your mum's NHS number?
Caller: 482 917 3068
Nurse: Lovely, thank you. The GP comes on Wednesdays.`,
  },
  {
    family: 'speaker-lines', lang: 'en', field: 'bank_account', value: '004829173650',
    transcript: `Agent: Your tenancy ended on the 30th and the inspection passed, so the full deposit is coming back.
Tenant: Great news.
Agent: And the account number for the refund?
Tenant: 004829173650
Agent: Thanks, allow three to five working days.`,
  },
  {
    family: 'speaker-lines', lang: 'nb', field: 'customer_id', value: '7204-118',
    transcript: `Havnefogd: Bestumkilen båtforening, god morgen.
Båteier: Hei, jeg ringer om faktura for vinteropplag.
Havnefogd: Hva er kundenummeret ditt hos oss?
Båteier: Det er 7204-118.
Havnefogd: Takk, jeg ser fakturaen nå.`,
  },
  {
    family: 'speaker-lines', lang: 'cs', field: 'phone', value: '604 218 377',
    transcript: `Operátorka: Pohřební služba Klid, dobrý den.
Volající: Dobrý den, chtěli bychom objednat smuteční oznámení.
Operátorka: Rozumím. Na jaké číslo vám můžeme zavolat, až bude návrh parte hotový?
Volající: 604 218 377
Operátorka: Děkuji, ozveme se zítra dopoledne.`,
  },
  {
    family: 'speaker-lines', lang: 'hu', field: 'national_id', value: '043 819 621',
    transcript: `Asszisztens: Üdvözlöm a véradó állomáson! Először járt nálunk?
Véradó: Nem, tavaly tavasszal is voltam.
Asszisztens: Rendben, akkor kérem a TAJ-számát.
Véradó: 043 819 621
Asszisztens: Köszönöm, megvan a korábbi adatlapja.`,
  },
  {
    family: 'speaker-lines', lang: 'zh', field: 'passport', value: 'E48217396',
    transcript: `客服：您好，这里是国际动漫展票务中心。
用户：你好，我买了周六的门票，需要实名登记吗？
客服：需要的。请提供您的护照号码，用于活动实名登记。
用户：E48217396
客服：好的，已登记完成。`,
  },
  {
    family: 'speaker-lines', lang: 'ar', field: 'phone', value: '0554827193',
    transcript: `الموظف: مرحبًا بك في سجل الحيوانات الأليفة، كيف أساعدك؟
المتصل: أريد تسجيل شريحة قطتي الجديدة.
الموظف: ما رقم الجوال الذي نسجله لصاحب القطة؟
المتصل: 0554827193
الموظف: شكرًا، تم التسجيل.`,
  },
  {
    family: 'speaker-lines', lang: 'es-AR', field: 'national_id', value: '27-31584926-3',
    transcript: `Operador: Hola, te habla soporte de la plataforma de colectas.
Usuaria: Hola, me bloquearon el retiro de fondos.
Operador: Es por la verificación de identidad. ¿Me pasás tu CUIL?
Usuaria: Dale, 27-31584926-3
Operador: Gracias, ya queda liberado en 24 horas.`,
  },
  {
    family: 'speaker-lines', lang: 'ko', field: 'national_id', value: '880214-2048133',
    transcript: `상담원: 안녕하세요, 헌혈의 집 예약 상담입니다.
고객: 다음 주 수요일에 전혈 헌혈 예약하려고요.
상담원: 본인 확인을 위해 주민등록번호 13자리를 말씀해 주세요.
고객: 880214-2048133
상담원: 확인되었습니다. 수요일 오후 2시로 예약해 드릴게요.`,
  },
  {
    family: 'speaker-lines', lang: 'en', field: 'member_id', value: 'DN-7730-4182',
    transcript: `Agent: Thanks for calling the donor line. Do you have your donor ID handy?
Caller: Yeah, DN-7730-4182.
Agent: Perfect, I can see your last donation was in August, so you're eligible again.`,
  },

  // ───────────── transcripts: chat exports ─────────────
  {
    family: 'chat-export', lang: 'en', field: 'plate', value: 'LK19 XRD',
    transcript: `06/12/2026, 09:12 - Reception: Morning! What's the reg of the car you'll park in bay C today?
06/12/2026, 09:13 - Member: LK19 XRD
06/12/2026, 09:13 - Reception: Added to the barrier list 👍`,
  },
  {
    family: 'chat-export', lang: 'id', field: 'email', value: 'rahmawati.sekar@gmail.com',
    transcript: `[19.02] Admin Tiket: Kak, pembayaran sudah masuk. Email buat kirim e-tiket konsernya apa?
[19.04] Pembeli: rahmawati.sekar@gmail.com
[19.04] Admin Tiket: Siap, sudah dikirim ya. Tunjukkan QR di pintu masuk.`,
  },
  {
    family: 'chat-export', lang: 'ms', field: 'phone', value: '012-748 3920',
    transcript: `[10:01] Pelanggan: Saya nak kemas kini maklumat pemilik untuk mikrocip kucing saya.
[10:02] Ejen: Boleh, boleh berikan nombor telefon pemilik yang baru?
[10:03] Pelanggan: 012-748 3920
[10:03] Ejen: Terima kasih, rekod sudah dikemas kini.`,
  },
  {
    family: 'chat-export', lang: 'pt-PT', field: 'address', value: 'Rua Damasceno Monteiro 42, 3.º Esq., 1170-108 Lisboa',
    transcript: `Explicadora (14:20): Boa tarde! As aulas de matemática podem ser em casa, sem custo extra. Qual é a morada?
Encarregado de educação (14:22): Rua Damasceno Monteiro 42, 3.º Esq., 1170-108 Lisboa
Explicadora (14:23): Perfeito, terça às 18h então.`,
  },
  {
    family: 'chat-export', lang: 'tl', field: 'phone', value: '0917 482 3016',
    transcript: `Mar 4, 2026 8:15 PM | Page: Nakita na po namin ang wallet ninyo sa terminal. Anong number po ang pwedeng tawagan ng courier?
Mar 4, 2026 8:17 PM | Customer: 0917 482 3016 po, Globe.
Mar 4, 2026 8:18 PM | Page: Noted po, tatawag sila bukas.`,
  },
  {
    family: 'chat-export', lang: 'ro', field: 'email', value: 'andreea.popescu.cj@yahoo.ro',
    transcript: `[2026-11-03 16:40] Cititor: Bună ziua, nu pot intra în contul de la bibliotecă.
[2026-11-03 16:41] Bibliotecar: Vă ajut. Ce adresă de e-mail folosiți pentru contul de cititor?
[2026-11-03 16:42] Cititor: andreea.popescu.cj@yahoo.ro
[2026-11-03 16:44] Bibliotecar: V-am trimis un link de resetare.`,
  },
  {
    family: 'chat-export', lang: 'ja', field: 'date_of_birth', value: '平成元年6月8日',
    transcript: `14:02 お客様 同窓会名簿の登録内容を変更したいです。
14:03 スタッフ ご本人確認のため、生年月日をお伺いしてもよろしいでしょうか。
14:05 お客様 平成元年6月8日です
14:06 スタッフ 確認できました。`,
  },
  {
    family: 'chat-export', lang: 'da', field: 'employee_id', value: 'MA-40917',
    transcript: `[09:40] ny-medarbejder: Hej, mit adgangskort til kontorhotellet virker ikke.
[09:41] facility-bot: Hvad er dit medarbejdernummer, så jeg kan give dig adgang?
[09:42] ny-medarbejder: MA-40917
[09:42] facility-bot: Adgang givet til 3. og 4. sal.`,
  },
  {
    family: 'chat-export', lang: 'fr', field: 'member_id', value: '29071004813652',
    transcript: `10:01 — Usager : Bonjour, je voudrais prolonger mes emprunts.
10:02 — Bibliothèque : Bien sûr. Quel est votre numéro de carte de lecteur ?
10:03 — Usager : 29071004813652
10:04 — Bibliothèque : C'est fait, retour prévu dans trois semaines.`,
  },

  // ───────────── transcripts: IVR logs ─────────────
  {
    family: 'ivr-log', lang: 'en', field: 'member_id', value: '482019',
    transcript: `[IVR] Welcome to the County Angling Association licence line.
[IVR] Please enter or say your 6-digit member number, followed by the hash key.
[CALLER-DTMF] 482019#
[IVR] Thank you. Your licence renewal is due on 31 March. Press 1 to renew now.`,
  },
  {
    family: 'ivr-log', lang: 'en', field: 'password_or_pin', value: '7319',
    transcript: `IVR: Welcome to the library renewals line.
IVR: For security, please key in your four-digit library PIN.
CALLER (DTMF): 7319
IVR: Thank you. You have three items due this week.`,
  },
  {
    family: 'ivr-log', lang: 'es-MX', field: 'date_of_birth', value: 'catorce del dos del ochenta y ocho',
    transcript: `SISTEMA: Bienvenido al banco de sangre del hospital. Para confirmar su cita de donación, diga su fecha de nacimiento: día, mes y año.
LLAMANTE: catorce del dos del ochenta y ocho
SISTEMA: Gracias. Su cita está confirmada para el jueves a las 9 de la mañana.`,
  },
  {
    family: 'ivr-log', lang: 'nb', field: 'national_id', value: '031186 23079',
    transcript: `IVR: Du har ringt fiskekortlinjen. Vennligst si eller tast fødselsnummeret ditt, elleve siffer.
Innringer: 031186 23079
IVR: Takk. Fiskekortet ditt for Gudbrandsdalslågen er gyldig til 30. september.`,
  },
  {
    family: 'ivr-log', lang: 'ro', field: 'phone', value: '0733912458',
    transcript: `IVR: Bun venit la linia de programări pentru donare de sânge.
IVR: Vă rugăm să introduceți numărul de telefon la care doriți să fiți contactat, apoi tasta diez.
Apelant (DTMF): 0733912458#
IVR: Mulțumim. Veți primi un SMS de confirmare.`,
  },
  {
    family: 'ivr-log', lang: 'hi', field: 'national_id', value: '5384 7102 9132',
    transcript: `IVR: वरिष्ठ नागरिक देखभाल हेल्पलाइन में आपका स्वागत है।
IVR: कृपया अपना 12 अंकों का आधार नंबर दर्ज करें या बोलें।
कॉलर: 5384 7102 9132
IVR: धन्यवाद। आपका अनुरोध दर्ज कर लिया गया है।`,
  },
  {
    family: 'ivr-log', lang: 'fi', field: 'customer_id', value: '30418827',
    transcript: `Puhelinpalvelu: Tervetuloa lipunmyynnin asiakaspalveluun.
Puhelinpalvelu: Näppäile asiakasnumerosi ja paina risuaitaa.
Soittaja (DTMF): 30418827#
Puhelinpalvelu: Kiitos. Sinulla on kaksi voimassa olevaa lippua.`,
  },

  // ───────────── transcripts: SMS threads ─────────────
  {
    family: 'sms-thread', lang: 'en', field: 'policy_number', value: 'HX-3391-0725',
    transcript: `Them: Hi, Harbourside Marina here. Your berth renewal is ready. Could you text us your boat insurance policy number?
Me: Sure, it's HX-3391-0725
Them: Got it, thanks! See you in spring.`,
  },
  {
    family: 'sms-thread', lang: 'da', field: 'postcode', value: '8000',
    transcript: `Them: Hej! Tak fordi du vil være bloddonor. Hvad er dit postnummer, så vi kan finde den nærmeste tappebus?
Me: 8000
Them: Bussen holder ved Rådhuspladsen på tirsdag.`,
  },
  {
    family: 'sms-thread', lang: 'cs', field: 'password_or_pin', value: '4826',
    transcript: `Them: Dobrý den, pro vstup do coworkingu si zvolte čtyřmístný PIN. Jaký chcete?
Me: 4826
Them: Nastaveno, platí od zítřka.`,
  },
  {
    family: 'sms-thread', lang: 'id', field: 'full_name', value: 'Yohanes Budi Santoso',
    transcript: `Them: Selamat siang, dari klinik hewan Sahabat. Vaksin rabies sudah jadwal minggu depan. Nama lengkap pemilik anjing siapa ya?
Me: Yohanes Budi Santoso
Them: Terima kasih, Pak.`,
  },
  {
    family: 'sms-thread', lang: 'vi', field: 'phone', value: '0983 217 604',
    transcript: `Them: Chào chị, bên em là trung tâm gia sư. Chị cho em xin số điện thoại của chồng để liên lạc khi chị bận ạ?
Me: 0983 217 604 nha em
Them: Dạ em lưu rồi ạ.`,
  },
  {
    family: 'sms-thread', lang: 'hu', field: 'address', value: '1137 Budapest, Pozsonyi út 38. 2/5',
    transcript: `Them: Szia! A horgászjegyhez kell a lakcímed is, elküldöd?
Me: 1137 Budapest, Pozsonyi út 38. 2/5
Them: Köszi, holnap postázom a jegyet.`,
  },
  {
    family: 'sms-thread', lang: 'es-CL', field: 'email', value: 'cami.fuenzalida@gmail.com',
    transcript: `Them: Hola, somos del club de remo. ¿Cuál es tu correo para mandarte la ficha de inscripción?
Me: cami.fuenzalida@gmail.com
Them: Listo, revisa también el spam.`,
  },
  {
    family: 'sms-thread', lang: 'ru', field: 'phone', value: '+7 916 482-71-35',
    transcript: `Them: Здравствуйте! Это приют «Верный друг». Подскажите номер телефона для договора опеки над собакой?
Me: +7 916 482-71-35
Them: Спасибо, договор пришлём завтра.`,
  },
  {
    family: 'sms-thread', lang: 'tl', field: 'date_of_birth', value: 'Hulyo 9, 1996',
    transcript: `Them: Hi po! Para sa scholarship ng alumni association, ano po ang birthday ninyo?
Me: Hulyo 9, 1996 po
Them: Salamat po, ipapasa na namin ang form.`,
  },
  {
    family: 'sms-thread', lang: 'ms', field: 'plate', value: 'WXY 4821',
    transcript: `Them: Hai, ini dari kelab memancing. Boleh hantar nombor plat kereta untuk pas parkir jeti?
Me: WXY 4821
Them: Terima kasih, pas akan dihantar esok.`,
  },

  // ───────────── transcripts: email-style quoted replies ─────────────
  {
    family: 'email-quoted', lang: 'en', field: 'address', value: '14 Harrow Close\nDidsbury\nManchester M20 6TX',
    transcript: `Subject: Re: Your alumni card

> Could you confirm the postal address we should send your alumni card to?
14 Harrow Close
Didsbury
Manchester M20 6TX

Thanks, and sorry for the slow reply!`,
  },
  {
    family: 'email-quoted', lang: 'de', field: 'iban', value: 'DE67 3704 0044 0532 9138 47',
    transcript: `Betreff: AW: Erstattung Kursgebühr Schwimmkurs

> Der Kurs am Samstag entfällt leider. Bitte teilen Sie uns für die Rückerstattung Ihre IBAN mit.
DE67 3704 0044 0532 9138 47

Viele Grüße`,
  },
  {
    family: 'email-quoted', lang: 'pt-PT', field: 'patient_id', value: '284 019 736',
    transcript: `Em qua., 4/11/2026, Lar Sénior Boa Esperança escreveu:
> Para a admissão, pode indicar-nos o número de utente do SNS da sua mãe?
É o 284 019 736.

Cumprimentos`,
  },
  {
    family: 'email-quoted', lang: 'pl', field: 'national_id', value: '92031403817',
    transcript: `Temat: Re: Rejestracja – Półmaraton Wiosenny

> Prosimy o podanie numeru PESEL w celu rejestracji na zawody.
92031403817

Pozdrawiam serdecznie`,
  },
  {
    family: 'email-quoted', lang: 'nl', field: 'national_id', value: '238419563',
    transcript: `Onderwerp: Re: Aanvraag Jeugdfonds Sport

> Voor de aanvraag hebben wij het BSN van uw zoon nodig. Wilt u dat sturen?
Dat is 238419563.

Met vriendelijke groet`,
  },
  {
    family: 'email-quoted', lang: 'en', field: 'full_name', value: 'Albert Henry Marsh',
    transcript: `Subject: Re: Memorial booklet proof

> 1. Full name as it should appear on the memorial booklet?
Albert Henry Marsh
> 2. Date of the service?
Thursday 10 December, 11am at St Anne's
> 3. Number of copies?
80 please`,
  },
  {
    family: 'email-quoted', lang: 'ro', field: 'national_id', value: 'RK 482913',
    transcript: `Subiect: Re: Verificare chiriaș – Str. Fabricii

> Vă rugăm să ne transmiteți seria și numărul cărții de identitate.
RK 482913
Mulțumesc,`,
  },
  {
    family: 'email-quoted', lang: 'es-MX', field: 'bank_account', value: '012180004817362955',
    transcript: `Asunto: RE: Reembolso boleto – concierto cancelado

> ¿Nos puedes compartir tu CLABE para depositarte el reembolso del boleto?
012180004817362955
Saludos y gracias`,
  },

  // ───────────── transcripts: support-ticket threads ─────────────
  {
    family: 'ticket-thread', lang: 'en', field: 'full_name', value: 'Kwame Asante-Boateng',
    transcript: `Ticket LF-20931 · Lost property · Status: open
Agent (Nov 12, 10:02): We found a wallet matching your description. To release it, please reply with the name on the cards inside.
Requester (Nov 12, 10:40): Kwame Asante-Boateng
Agent (Nov 12, 10:52): Thanks, it's ready for collection at desk B.`,
  },
  {
    family: 'ticket-thread', lang: 'cs', field: 'national_id', value: '204817396',
    transcript: `Požadavek #7731 – Obnovení čtenářského průkazu
Knihovna (2. 11.): Pro obnovení průkazu prosím uveďte číslo občanského průkazu.
Čtenář (2. 11.): 204817396
Knihovna (3. 11.): Průkaz je obnoven do listopadu 2027.`,
  },
  {
    family: 'ticket-thread', lang: 'da', field: 'national_id', value: '140387-2306',
    transcript: `Sag 2026-1187 · Adoption · Første henvendelse
Sagsbehandler: Velkommen. Hvad er dit CPR-nummer, så jeg kan oprette sagen?
Ansøger: 140387-2306
Sagsbehandler: Tak. Du hører fra os inden for 10 hverdage.`,
  },
  {
    family: 'ticket-thread', lang: 'hu', field: 'driving_licence', value: 'PK482913',
    transcript: `Jegy #55120 – Parkolási engedély (coworking mélygarázs)
Ügyintéző: Az engedély kiállításához kérem a vezetői engedélye számát.
Ügyfél: PK482913
Ügyintéző: Köszönöm, az engedély holnaptól érvényes.`,
  },
  {
    family: 'ticket-thread', lang: 'id', field: 'bank_account', value: '1370018294756',
    transcript: `Tiket #3301 - Pencairan dana donasi
Agen: Target donasi sudah tercapai. Mohon info nomor rekening untuk pencairan.
Penggalang: 1370018294756 (Mandiri)
Agen: Dana akan cair dalam 2x24 jam.`,
  },
  {
    family: 'ticket-thread', lang: 'vi', field: 'national_id', value: '079190004817',
    transcript: `Yêu cầu #8812 – Cấp thẻ thư viện
Thủ thư: Vui lòng cho biết số CCCD của bạn để cấp thẻ.
Bạn đọc: 079190004817
Thủ thư: Thẻ sẽ sẵn sàng vào thứ Hai.`,
  },
  {
    family: 'ticket-thread', lang: 'en', field: 'email', value: 'j.whitford.music@gmail.com',
    transcript: `Case 00482191 | Event ticketing | Priority: normal
Support: Which email address did you use at checkout? I can't find an order under the one on this ticket.
Customer: try j.whitford.music@gmail.com
Support: Found it — two standing tickets, resent now.`,
  },
  {
    family: 'ticket-thread', lang: 'nb', field: 'plate', value: 'EL 48217',
    transcript: `Sak #40218 – Parkering ved marinaen
Havnekontoret: Hvilket registreringsnummer har bilen din?
Kunde: EL 48217
Havnekontoret: Registrert for sesongen 2027.`,
  },
  {
    family: 'ticket-thread', lang: 'ar', field: 'email', value: 'noura.alqahtani@hotmail.com',
    transcript: `تذكرة #2291 – تجديد بطاقة المكتبة
الدعم: ما هو عنوان بريدك الإلكتروني المسجل لدينا؟
المستخدم: noura.alqahtani@hotmail.com
الدعم: تم إرسال رابط التجديد.`,
  },
];

export const THIRD_NEGATIVES: ThirdNegative[] = [
  // ───────────── non-personal reference numbers (tracking, case, serial, flight, intake) ─────────────
  {
    family: 'lookalike-reference', lang: 'en',
    turns: [
      { role: 'user', content: "The parcel with the club's new life jackets still hasn't arrived." },
      { role: 'assistant', content: "Sorry about that! What's the tracking number on the shipping confirmation?" },
      { role: 'user', content: '1Z 4W8 17X 03 4821 9960' },
    ],
  },
  {
    family: 'lookalike-reference', lang: 'da',
    turns: [
      { role: 'assistant', content: [{ type: 'text', text: 'Jeg kan se, at du har skrevet til os om fejlen i bookingsystemet. Hvilket sagsnummer står der i vores svarmail?' }] },
      { role: 'user', content: [{ type: 'text', text: 'Det er SAG-2026-04417.' }] },
    ],
  },
  {
    family: 'lookalike-reference', lang: 'fi',
    turns: [
      { role: 'user', parts: [{ type: 'text', content: 'Seuran sydäniskuri piippaa koko ajan.' }] },
      { role: 'assistant', parts: [{ type: 'text', content: 'Tarkistetaan takuu. Mikä on laitteen sarjanumero? Se löytyy takakannesta.' }] },
      { role: 'user', parts: [{ type: 'text', content: 'SN 7K2-190448' }] },
    ],
  },
  {
    family: 'lookalike-reference', lang: 'cs',
    transcript: `Support: Losování tomboly na knihovnickém plese proběhne ve 22:00.
Customer: Vyhrál můj los?
Support: Jaké číslo má váš los?
Customer: 0417
Support: Gratulujeme, vyhrál poukaz do kavárny. Vyzvedněte si ho u šatny.`,
  },
  {
    family: 'lookalike-reference', lang: 'ro',
    turns: [
      { role: 'user', content: 'Am trimis prin curier umbrela găsită la sală, înapoi la voi.' },
      { role: 'assistant', content: 'Mulțumim! Care este numărul AWB al coletului?' },
      { role: 'user', content: 'AWB 1184 2290 5531' },
    ],
  },
  {
    family: 'lookalike-reference', lang: 'hu',
    transcript: `Agent: Megkaptuk a kárbejelentést a kikötőben sérült stégről.
Customer: Igen, tegnap küldtem el.
Agent: Mi az ügyszám a visszaigazoló levélben?
Customer: 2026/HK/00871
Agent: Köszönöm, továbbítom a kárszakértőnek.`,
  },
  {
    family: 'lookalike-reference', lang: 'id',
    turns: [
      { role: 'user', content: [{ type: 'text', text: 'Paket kaos panitia maraton belum sampai.' }] },
      { role: 'assistant', content: [{ type: 'text', text: 'Nomor resi pengirimannya berapa?' }] },
      { role: 'user', content: [{ type: 'text', text: 'JP4820193377' }] },
    ],
  },
  {
    family: 'lookalike-reference', lang: 'vi',
    transcript: `Bot: Đoàn cựu sinh viên sẽ bay vào Đà Nẵng dự lễ kỷ niệm. Số hiệu chuyến bay là gì ạ?
Customer: VN 245, hạ cánh lúc 10:40
Bot: Dạ, xe đưa đón sẽ chờ ở cửa ra số 3.`,
  },
  {
    family: 'lookalike-reference', lang: 'ja',
    turns: [
      { role: 'user', parts: [{ type: 'text', content: 'レンタルした電動自転車が動きません。' }] },
      { role: 'assistant', parts: [{ type: 'text', content: '申し訳ありません。車体のシリアル番号を教えていただけますか？' }] },
      { role: 'user', parts: [{ type: 'text', content: 'SN: 4FJ2-88190-KX' }] },
    ],
  },
  {
    family: 'lookalike-reference', lang: 'es-MX',
    transcript: `Support: Ya enviamos los trofeos del torneo de pesca al club.
Customer: ¿Con qué paquetería?
Support: Estafeta. ¿Quieres el número de guía?
Customer: Sí, porfa.
Support: Guía 7754 2210 9843, llega el martes.`,
  },
  {
    family: 'lookalike-reference', lang: 'ko',
    turns: [
      { role: 'user', content: '지하철에 두고 내린 우산 찾으러 왔어요.' },
      { role: 'assistant', content: '분실물 접수번호를 알려주세요.' },
      { role: 'user', content: 'LF-20261206-031' },
    ],
  },
  {
    family: 'lookalike-reference', lang: 'en',
    transcript: `Agent: Coworking support, what's up?
Customer: The meeting-room router keeps dropping.
Agent: What's the serial on the sticker underneath?
Customer: RT8821-00419-B
Agent: Thanks, that unit is under warranty — swapping it tomorrow.`,
  },

  // ───────────── seats, berths, lockers ─────────────
  {
    family: 'lookalike-seat-locker', lang: 'en',
    turns: [
      { role: 'assistant', content: [{ type: 'text', text: 'Welcome to the hub! Which locker did reception give you?' }] },
      { role: 'user', content: [{ type: 'text', text: 'Locker 214, top row.' }] },
    ],
  },
  {
    family: 'lookalike-seat-locker', lang: 'nb',
    turns: [
      { role: 'user', parts: [{ type: 'text', content: 'Strømmen på bryggen er borte igjen.' }] },
      { role: 'assistant', parts: [{ type: 'text', content: 'Beklager! Hvilken båtplass ligger du på?' }] },
      { role: 'user', parts: [{ type: 'text', content: 'Plass D-31, ytterst på bryggen.' }] },
    ],
  },
  {
    family: 'lookalike-seat-locker', lang: 'pt-PT',
    transcript: `Agent: Bem-vindo ao apoio da bilheteira. Qual é o seu lugar no estádio?
Customer: Porta 7, setor B, fila 12, lugar 18.
Agent: Esse setor abre às 19h30.`,
  },
  {
    family: 'lookalike-seat-locker', lang: 'ro',
    turns: [
      { role: 'user', content: 'Am bilet la concertul de colinde, dar nu văd bine scena.' },
      { role: 'assistant', content: 'Îmi pare rău. La ce rând și loc aveți biletul?' },
      { role: 'user', content: 'Rândul 9, locul 14' },
    ],
  },
  {
    family: 'lookalike-seat-locker', lang: 'fi',
    transcript: `Them: Uimahallin kaappi jäi lukkoon. Mikä kaappi?
Me: Kaappi 37
Them: Valvoja tulee avaamaan.`,
  },
  {
    family: 'lookalike-seat-locker', lang: 'zh',
    turns: [
      { role: 'user', content: [{ type: 'text', text: '我在剧场里找不到我的位置。' }] },
      { role: 'assistant', content: [{ type: 'text', text: '请问您的座位号是多少？' }] },
      { role: 'user', content: [{ type: 'text', text: '12排8号' }] },
    ],
  },
  {
    family: 'lookalike-seat-locker', lang: 'tl',
    transcript: `Agent: Good morning po, marina office. Anong berth number ng bangka ninyo?
Customer: Berth 22 po, sa Pier 3.
Agent: Sige po, papunta na ang technician.`,
  },
  {
    family: 'lookalike-seat-locker', lang: 'ar',
    turns: [
      { role: 'user', parts: [{ type: 'text', content: 'نسيت مفتاح الخزانة في النادي الرياضي.' }] },
      { role: 'assistant', parts: [{ type: 'text', content: 'لا مشكلة. ما رقم الخزانة؟' }] },
      { role: 'user', parts: [{ type: 'text', content: 'الخزانة رقم 118' }] },
    ],
  },

  // ───────────── prices and quantities ─────────────
  {
    family: 'lookalike-price-quantity', lang: 'en',
    turns: [
      { role: 'assistant', content: 'How many tickets do you need for the charity gala?' },
      { role: 'user', content: '4 adults and 2 kids — is that £96.50 in total?' },
    ],
  },
  {
    family: 'lookalike-price-quantity', lang: 'cs',
    transcript: `Agent: Děkujeme za zájem podpořit útulek. Kolik chcete měsíčně přispívat?
Customer: 500 Kč měsíčně
Agent: Skvělé, pošlu vám platební údaje útulku.`,
  },
  {
    family: 'lookalike-price-quantity', lang: 'es-CL',
    turns: [
      { role: 'user', content: [{ type: 'text', text: 'Quiero registrar el microchip de mi gato.' }] },
      { role: 'assistant', content: [{ type: 'text', text: 'Perfecto. ¿Cuántos kilos pesa la mascota?' }] },
      { role: 'user', content: [{ type: 'text', text: '12,5 kg, está gordito' }] },
    ],
  },
  {
    family: 'lookalike-price-quantity', lang: 'hu',
    turns: [
      { role: 'user', parts: [{ type: 'text', content: 'Napijegyet szeretnék venni a Velencei-tóra horgászni.' }] },
      { role: 'assistant', parts: [{ type: 'text', content: 'Hány darab napijegyet kér?' }] },
      { role: 'user', parts: [{ type: 'text', content: '3 darabot, a 4500 Ft-osból' }] },
    ],
  },
  {
    family: 'lookalike-price-quantity', lang: 'id',
    transcript: `[20.11] Bot: Terima kasih sudah mau bantu renovasi panti. Mau donasi berapa, Kak?
[20.12] User: Rp250.000 aja
[20.12] Bot: Siap, silakan scan QRIS di bawah.`,
  },
  {
    family: 'lookalike-price-quantity', lang: 'de',
    turns: [
      { role: 'assistant', content: 'Für die Hallenbuchung: Wie viele Mitglieder hat Ihre Trainingsgruppe?' },
      { role: 'user', content: 'Derzeit 14, ab März 18.' },
    ],
  },

  // ───────────── event dates and times ─────────────
  {
    family: 'lookalike-event-datetime', lang: 'en',
    transcript: `Agent: We've received the booklet text, thank you. What date is the memorial service?
Customer: Saturday 12 December at 2pm.
Agent: Then we'll print by the 9th.`,
  },
  {
    family: 'lookalike-event-datetime', lang: 'da',
    turns: [
      { role: 'user', content: [{ type: 'text', text: 'Jeg kan ikke nå at aflevere bøgerne inden fristen.' }] },
      { role: 'assistant', content: [{ type: 'text', text: 'Jeg forlænger gerne. Hvornår kan du aflevere dem?' }] },
      { role: 'user', content: [{ type: 'text', text: 'Den 15. januar 2027.' }] },
    ],
  },
  {
    family: 'lookalike-event-datetime', lang: 'fi',
    turns: [
      { role: 'assistant', parts: [{ type: 'text', content: 'Mihin aikaan haluat varata saunavuoron venekerholta?' }] },
      { role: 'user', parts: [{ type: 'text', content: 'Klo 18.30–19.30 lauantaina' }] },
    ],
  },
  {
    family: 'lookalike-event-datetime', lang: 'ro',
    transcript: `Customer: Bună, vreau să știu când e festivitatea de absolvire a promoției 2017.
Support: Ce dată aveți pe invitație?
Customer: 14 iunie 2027, ora 17:00
Support: Corect, în Aula Magna.`,
  },
  {
    family: 'lookalike-event-datetime', lang: 'vi',
    turns: [
      { role: 'user', content: 'Em muốn đăng ký hiến máu ở nhà văn hóa.' },
      { role: 'assistant', content: 'Dạ, chị muốn đặt lịch hiến máu ngày nào ạ?' },
      { role: 'user', content: 'Ngày 20/12 buổi sáng ạ' },
    ],
  },
  {
    family: 'lookalike-event-datetime', lang: 'ru',
    transcript: `Agent: Добрый день! На какую дату бронируете причал?
Customer: С 3 по 17 июля.
Agent: Свободно, стоимость 2 400 ₽ в сутки.`,
  },
  {
    family: 'lookalike-event-datetime', lang: 'ja',
    turns: [
      { role: 'user', content: [{ type: 'text', text: '老人ホームの見学をしたいです。' }] },
      { role: 'assistant', content: [{ type: 'text', text: 'ありがとうございます。いつ見学に来られますか？' }] },
      { role: 'user', content: [{ type: 'text', text: '12月14日の午後2時ごろです。' }] },
    ],
  },

  // ───────────── product codes, versions, error codes ─────────────
  {
    family: 'lookalike-product-version-error', lang: 'en',
    turns: [
      { role: 'user', parts: [{ type: 'text', content: 'The ticket wallet in the app crashes when I open it.' }] },
      { role: 'assistant', parts: [{ type: 'text', content: 'Which app version are you on?' }] },
      { role: 'user', parts: [{ type: 'text', content: '4.18.2 (build 3310)' }] },
    ],
  },
  {
    family: 'lookalike-product-version-error', lang: 'nb',
    transcript: `Agent: Billettautomaten på fergekaia, ja. Hvilken feilkode står på skjermen?
Customer: E-4021
Agent: Det er kortleseren, vi sender tekniker.`,
  },
  {
    family: 'lookalike-product-version-error', lang: 'cs',
    turns: [
      { role: 'user', content: 'Chci reklamovat plovací vestu z vaší půjčovny lodí.' },
      { role: 'assistant', content: 'Jaký kód produktu má ta vesta? Je na štítku u límce.' },
      { role: 'user', content: 'PV-50N-XL' },
    ],
  },
  {
    family: 'lookalike-product-version-error', lang: 'pl',
    transcript: `Support: Czytnik kart przy wejściu do biblioteki nie działa?
Customer: Tak, pokazuje błąd.
Support: Jaki kod błędu wyświetla czytnik?
Customer: ERR 0x80070005
Support: Dziękuję, zrestartujemy go zdalnie.`,
  },
  {
    family: 'lookalike-product-version-error', lang: 'ms',
    turns: [
      { role: 'user', content: [{ type: 'text', text: 'Saya nak tempah makanan kucing yang sama macam bulan lepas.' }] },
      { role: 'assistant', content: [{ type: 'text', text: 'Apakah kod produk makanan kucing itu?' }] },
      { role: 'user', content: [{ type: 'text', text: 'Kod SKU: RC-KIT-2KG' }] },
    ],
  },
  {
    family: 'lookalike-product-version-error', lang: 'hi',
    turns: [
      { role: 'user', parts: [{ type: 'text', content: 'लाइब्रेरी ऐप में किताब रिन्यू नहीं हो रही।' }] },
      { role: 'assistant', parts: [{ type: 'text', content: 'आपके ऐप का वर्ज़न क्या है?' }] },
      { role: 'user', parts: [{ type: 'text', content: 'वर्ज़न 2.7.1 है' }] },
    ],
  },
  {
    family: 'lookalike-product-version-error', lang: 'it',
    transcript: `Agent: Scuola di vela, buongiorno. La muta noleggiata è strappata?
Customer: Sì, sulla cucitura della spalla.
Agent: Qual è il codice articolo sull'etichetta?
Customer: ART. 55120-M
Agent: Grazie, gliela sostituiamo sabato.`,
  },

  // ───────────── a city or station, for directions ─────────────
  {
    family: 'city-directions', lang: 'en',
    turns: [
      { role: 'user', content: "We're bringing the dinghy down for the regatta on Sunday." },
      { role: 'assistant', content: "Great! Which way are you driving in from? I'll send directions to the slipway that avoid the low bridge." },
      { role: 'user', content: 'Coming down from Bristol on the M5.' },
    ],
  },
  {
    family: 'city-directions', lang: 'es-AR',
    transcript: `Agent: ¡Bienvenido al torneo de hockey! ¿Desde qué ciudad salís? Así te paso cómo llegar al club.
Customer: Desde Rosario
Agent: Tomá la ruta 9 hasta Campana y seguí las indicaciones.`,
  },
  {
    family: 'city-directions', lang: 'ko',
    turns: [
      { role: 'assistant', content: [{ type: 'text', text: '동문회 장소까지 가는 길 안내해 드릴게요. 어느 역에서 출발하세요?' }] },
      { role: 'user', content: [{ type: 'text', text: '강남역이요.' }] },
    ],
  },
  {
    family: 'city-directions', lang: 'tl',
    transcript: `Agent: Saan po kayo manggagaling? Para maituro namin ang daan papunta sa blood drive.
Customer: Galing po ako ng Quezon City.
Agent: Sige po, sumakay kayo ng MRT hanggang Ayala.`,
  },
  {
    family: 'city-directions', lang: 'pt-PT',
    turns: [
      { role: 'user', parts: [{ type: 'text', content: 'Vamos ao encontro de antigos alunos no sábado.' }] },
      { role: 'assistant', parts: [{ type: 'text', content: 'De que cidade vem? Envio-lhe o melhor percurso até à quinta.' }] },
      { role: 'user', parts: [{ type: 'text', content: 'Venho do Porto.' }] },
    ],
  },

  // ───────────── personal question, refused ─────────────
  {
    family: 'refusal', lang: 'en',
    turns: [
      { role: 'assistant', content: "I've reserved two seats for the tutoring taster. What's the best number to reach you?" },
      { role: 'user', content: "I'd rather not give my number — messages in the app are fine." },
    ],
  },
  {
    family: 'refusal', lang: 'da',
    transcript: `Agent: Tak fordi du ringer til adoptionsrådgivningen. Hvad er dit CPR-nummer?
Caller: Det vil jeg ikke oplyse over telefonen.
Agent: Helt i orden, du kan logge ind med MitID i stedet.`,
  },
  {
    family: 'refusal', lang: 'fi',
    turns: [
      { role: 'user', content: [{ type: 'text', text: 'Haluan kirjastokortin.' }] },
      { role: 'assistant', content: [{ type: 'text', text: 'Mikä on syntymäaikasi?' }] },
      { role: 'user', content: [{ type: 'text', text: 'En halua kertoa sitä chatissa.' }] },
    ],
  },
  {
    family: 'refusal', lang: 'ro',
    transcript: `Support: Pentru verificarea KYC a campaniei, care este CNP-ul dumneavoastră?
Customer: Nu dau CNP-ul pe chat, vin personal la ghișeu.
Support: Sigur, programul este luni–vineri 9–17.`,
  },
  {
    family: 'refusal', lang: 'id',
    turns: [
      { role: 'assistant', parts: [{ type: 'text', content: 'Untuk daftar relawan panti jompo, boleh minta nomor KTP?' }] },
      { role: 'user', parts: [{ type: 'text', content: 'Maaf, saya tidak nyaman kasih NIK lewat chat.' }] },
    ],
  },
  {
    family: 'refusal', lang: 'ar',
    transcript: `Agent: شكرًا لاهتمامك بالتبني. ما رقم هاتفك؟
Customer: لا أرغب في مشاركة رقمي الآن.
Agent: لا بأس، يمكنك متابعة الطلب عبر البريد داخل التطبيق.`,
  },
  {
    family: 'refusal', lang: 'ru',
    turns: [
      { role: 'user', content: 'Хочу купить билет на концерт органной музыки.' },
      { role: 'assistant', content: 'Укажите, пожалуйста, номер паспорта.' },
      { role: 'user', content: 'Не буду, для билета на концерт это лишнее.' },
    ],
  },
  {
    family: 'refusal', lang: 'hu',
    turns: [
      { role: 'assistant', content: [{ type: 'text', text: 'A talált kesztyűt postán is elküldhetjük. Kérem a lakcímét.' }] },
      { role: 'user', content: [{ type: 'text', text: 'Inkább nem adom meg, átveszem személyesen.' }] },
    ],
  },

  // ───────────── personal question, deferred ─────────────
  {
    family: 'deferral', lang: 'en',
    transcript: `Agent: Before I move the appointment, could you confirm your date of birth?
Caller: Hang on, I'll call back later when I've got the donor card in front of me.
Agent: No problem, the line is open until 8.`,
  },
  {
    family: 'deferral', lang: 'cs',
    turns: [
      { role: 'user', parts: [{ type: 'text', content: 'Chci nahlásit poškozenou loď v přístavu.' }] },
      { role: 'assistant', parts: [{ type: 'text', content: 'Jaké je číslo vaší pojistky?' }] },
      { role: 'user', parts: [{ type: 'text', content: 'Musím to dohledat, pošlu to zítra.' }] },
    ],
  },
  {
    family: 'deferral', lang: 'vi',
    transcript: `Agent: Để làm thẻ thư viện, cho em xin số CCCD ạ?
Customer: Để lát nữa chị gửi nhé, giờ đang bận.
Agent: Dạ, chị cứ nhắn lại khi tiện ạ.`,
  },
  {
    family: 'deferral', lang: 'es-MX',
    turns: [
      { role: 'assistant', content: '¿Me compartes tu CURP para la inscripción al torneo?' },
      { role: 'user', content: 'Ahorita no la tengo a la mano, te la mando en la tarde.' },
    ],
  },
  {
    family: 'deferral', lang: 'nb',
    turns: [
      { role: 'user', content: [{ type: 'text', text: 'Jeg vil booke treningstid i klatrehallen.' }] },
      { role: 'assistant', content: [{ type: 'text', text: 'Hva er medlemsnummeret ditt?' }] },
      { role: 'user', content: [{ type: 'text', text: 'Må sjekke kortet når jeg kommer hjem.' }] },
    ],
  },
  {
    family: 'deferral', lang: 'ms',
    transcript: `Agent: Untuk pendaftaran lesen memancing, nombor IC encik?
Caller: Nanti saya hantar, sekarang tengah memandu.
Agent: Baik, saya simpan draf permohonan dulu.`,
  },

  // ───────────── "use the one on file" ─────────────
  {
    family: 'on-file', lang: 'en',
    turns: [
      { role: 'assistant', parts: [{ type: 'text', content: 'What address should we post the season tickets to?' }] },
      { role: 'user', parts: [{ type: 'text', content: "Use the one on file, nothing's changed." }] },
    ],
  },
  {
    family: 'on-file', lang: 'da',
    transcript: `Agent: Hvilket telefonnummer skal vi bruge til påmindelser om tappedagen?
Customer: Det samme som I har i forvejen.
Agent: Perfekt.`,
  },
  {
    family: 'on-file', lang: 'pt-PT',
    turns: [
      { role: 'user', content: 'Quero renovar a quota do clube de xadrez.' },
      { role: 'assistant', content: 'Qual é o e-mail para a fatura?' },
      { role: 'user', content: 'O mesmo que já têm registado.' },
    ],
  },
  {
    family: 'on-file', lang: 'tl',
    turns: [
      { role: 'assistant', content: [{ type: 'text', text: 'Anong address po ang ilalagay sa delivery ng alumni jacket?' }] },
      { role: 'user', content: [{ type: 'text', text: 'Yung nasa file niyo na po, walang nagbago.' }] },
    ],
  },
  {
    family: 'on-file', lang: 'de',
    transcript: `Support: Für die Beitragsrückerstattung: Welche Bankverbindung sollen wir nutzen?
Customer: Bitte die hinterlegte, wie letztes Jahr.
Support: Alles klar, wird veranlasst.`,
  },

  // ───────────── "why?" instead of an answer ─────────────
  {
    family: 'why-question', lang: 'en',
    turns: [
      { role: 'user', parts: [{ type: 'text', content: "I'd like a library card for my first visit." }] },
      { role: 'assistant', parts: [{ type: 'text', content: 'Could you give me your date of birth?' }] },
      { role: 'user', parts: [{ type: 'text', content: 'Why do you need that for a library card?' }] },
    ],
  },
  {
    family: 'why-question', lang: 'fi',
    transcript: `Agent: Mikä on henkilötunnuksesi?
Customer: Miksi tarvitsette sitä kalastuslupaan?
Agent: Emme välttämättä tarvitse — syntymävuosi riittää alennukseen.`,
  },
  {
    family: 'why-question', lang: 'hu',
    turns: [
      { role: 'assistant', content: 'Kérem a TAJ-számát.' },
      { role: 'user', content: 'Miért kell ez egy koncertjegy vásárlásához?' },
    ],
  },
  {
    family: 'why-question', lang: 'ko',
    transcript: `Agent: 체육관 등록을 위해 주민등록번호를 알려주세요.
Customer: 그게 왜 필요한가요?
Agent: 사실 필수는 아니에요. 생략하셔도 됩니다.`,
  },
  {
    family: 'why-question', lang: 'es-CL',
    turns: [
      { role: 'user', content: [{ type: 'text', text: 'Me quiero inscribir en el taller de cerámica.' }] },
      { role: 'assistant', content: [{ type: 'text', text: '¿Me das tu RUT?' }] },
      { role: 'user', content: [{ type: 'text', text: '¿Para qué lo necesitan? Es solo un taller de los sábados.' }] },
    ],
  },

  // ───────────── confirmations and emoji ─────────────
  {
    family: 'emoji-confirm', lang: 'en',
    transcript: `06/12/2026, 18:02 - Bot: Is this still the best number to reach you about the kitten adoption?
06/12/2026, 18:05 - User: 👍
06/12/2026, 18:05 - Bot: Great, we'll call tomorrow.`,
  },
  {
    family: 'emoji-confirm', lang: 'id',
    turns: [
      { role: 'assistant', content: 'Alamat email untuk e-tiketnya masih sama kan, Kak?' },
      { role: 'user', content: 'Iya 👌' },
    ],
  },
  {
    family: 'emoji-confirm', lang: 'pt-PT',
    turns: [
      { role: 'assistant', parts: [{ type: 'text', content: 'Confirma que a morada que temos para o envio do cartão de sócio está correta?' }] },
      { role: 'user', parts: [{ type: 'text', content: 'Sim, está certa ✅' }] },
    ],
  },
  {
    family: 'emoji-confirm', lang: 'ja',
    transcript: `Agent: ご登録の電話番号でお間違いないですか？
Customer: はい、大丈夫です🙆
Agent: ありがとうございます。`,
  },
  {
    family: 'emoji-confirm', lang: 'ro',
    turns: [
      { role: 'user', content: [{ type: 'text', text: 'Vreau să mă înscriu la cursul de înot pentru adulți.' }] },
      { role: 'assistant', content: [{ type: 'text', text: 'Data nașterii din profil e corectă?' }] },
      { role: 'user', content: [{ type: 'text', text: 'Da 😊' }] },
    ],
  },

  // ───────────── "I don't have one" ─────────────
  {
    family: 'dont-have-one', lang: 'en',
    turns: [
      { role: 'assistant', content: "What's your member number?" },
      { role: 'user', content: "I don't have one yet, I only signed up at the climbing wall yesterday." },
    ],
  },
  {
    family: 'dont-have-one', lang: 'nb',
    transcript: `Support: Hva er e-postadressen din, så sender vi fiskekortet?
Customer: Har ikke e-post, send det i posten.
Support: Det går fint.`,
  },
  {
    family: 'dont-have-one', lang: 'vi',
    turns: [
      { role: 'user', parts: [{ type: 'text', content: 'Tôi muốn đăng ký giải chạy quốc tế ở Hạ Long.' }] },
      { role: 'assistant', parts: [{ type: 'text', content: 'Anh có số hộ chiếu không ạ?' }] },
      { role: 'user', parts: [{ type: 'text', content: 'Tôi chưa làm hộ chiếu.' }] },
    ],
  },
  {
    family: 'dont-have-one', lang: 'cs',
    turns: [
      { role: 'assistant', content: [{ type: 'text', text: 'Pro parkovací kartu do coworkingu: jaké máte číslo řidičského průkazu?' }] },
      { role: 'user', content: [{ type: 'text', text: 'Řidičák nemám, jezdím MHD. Jde mi o kolárnu.' }] },
    ],
  },
  {
    family: 'dont-have-one', lang: 'zh',
    transcript: `Agent：请提供您的会员卡号。
Customer：我还没有会员卡。
Agent：好的，现场可以办理。`,
  },

  // ───────────── subject change, with a non-personal number ─────────────
  {
    family: 'subject-change-number', lang: 'en',
    turns: [
      { role: 'assistant', parts: [{ type: 'text', content: 'Could you confirm your date of birth?' }] },
      { role: 'user', parts: [{ type: 'text', content: "Actually, first — is the 14:30 session still on? We'd need 2 spaces." }] },
    ],
  },
  {
    family: 'subject-change-number', lang: 'da',
    turns: [
      { role: 'user', content: 'Jeg er interesseret i en bådplads til næste sæson.' },
      { role: 'assistant', content: 'Hvad er dit telefonnummer?' },
      { role: 'user', content: 'Før det: koster pladsen stadig 4.500 kr. om året?' },
    ],
  },
  {
    family: 'subject-change-number', lang: 'fi',
    transcript: `Agent: Mikä on osoitteesi?
Customer: Hetkinen, ehtiikö lupa voimaan ennen 15.6.?
Agent: Ehtii, käsittely kestää 3 arkipäivää.`,
  },
  {
    family: 'subject-change-number', lang: 'ro',
    turns: [
      { role: 'assistant', content: [{ type: 'text', text: 'Ce număr de telefon aveți?' }] },
      { role: 'user', content: [{ type: 'text', text: 'Stați puțin, câte locuri mai sunt la cursul de 19:00?' }] },
    ],
  },
  {
    family: 'subject-change-number', lang: 'es-AR',
    transcript: `Agent: ¿Me pasás tu DNI para el alta en el club?
Customer: Antes decime si la cuota de 12.000 pesos incluye la pileta.
Agent: Sí, incluye pileta y gimnasio.`,
  },
  {
    family: 'subject-change-number', lang: 'ms',
    turns: [
      { role: 'user', parts: [{ type: 'text', content: 'Saya nak daftar kelas yoga di pusat komuniti.' }] },
      { role: 'assistant', parts: [{ type: 'text', content: 'Boleh saya dapatkan tarikh lahir anda?' }] },
      { role: 'user', parts: [{ type: 'text', content: 'Eh, sebelum tu, kelas pukul 8 masih ada 3 tempat?' }] },
    ],
  },

  // ───────────── code, docs, templates and form labels containing questions ─────────────
  {
    family: 'code-docs-template', lang: 'en',
    turns: [
      { role: 'user', content: "Why does eslint flag this?\n\nconst questions = ['What is your phone number?', 'What is your date of birth?'];\n// TODO: validate format\nexport default questions;" },
      { role: 'assistant', content: 'The rule prefer-const is fine here; the warning is import/no-anonymous-default-export. Name the export: `export const intakeQuestions = [...]`.' },
    ],
  },
  {
    family: 'code-docs-template', lang: 'en',
    transcript: `ALUMNI ASSOCIATION — MEMBERSHIP FORM (blank)
Full name: ______________________
Date of birth (DD/MM/YYYY): ____ / ____ / ________
Phone: ______________________
Email: ______________________
Graduation year: ______`,
  },
  {
    family: 'code-docs-template', lang: 'de',
    turns: [
      { role: 'user', content: [{ type: 'text', text: "Passt diese Formular-Konfiguration?\n\n- prompt: 'Wie lautet Ihre IBAN?'\n  field: iban\n  required: true\n- prompt: 'Wie lautet Ihr Geburtsdatum?'\n  field: dob\n  required: false" }] },
      { role: 'assistant', content: [{ type: 'text', text: 'Die Konfiguration ist gültiges YAML. Ergänzen Sie bei dob noch ein Feld `format: DD.MM.YYYY`.' }] },
    ],
  },
  {
    family: 'code-docs-template', lang: 'fi',
    turns: [
      { role: 'user', parts: [{ type: 'text', content: 'Tarkista tämä botin ohjeistus:\nKysymys: Mikä on puhelinnumerosi?\nVastaus: (käyttäjän vastaus)\nKysymys: Mikä on sähköpostiosoitteesi?\nVastaus: (käyttäjän vastaus)' }] },
      { role: 'assistant', parts: [{ type: 'text', content: 'Rakenne on selkeä. Lisäisin vielä kohdan, jossa kerrotaan, miksi tietoja kysytään.' }] },
    ],
  },
  {
    family: 'code-docs-template', lang: 'es',
    transcript: `{
  "formulario": "inscripcion_club_remo",
  "campos": [
    { "id": "nombre", "pregunta": "¿Cuál es tu nombre completo?", "tipo": "texto" },
    { "id": "nacimiento", "pregunta": "¿Cuál es tu fecha de nacimiento?", "tipo": "fecha" },
    { "id": "telefono", "pregunta": "¿Cuál es tu teléfono?", "tipo": "tel" }
  ]
}`,
  },
  {
    family: 'code-docs-template', lang: 'ja',
    turns: [
      { role: 'user', content: 'このコードのどこが悪いですか？\n\n// 「電話番号を教えてください」と表示する\nshowPrompt("phone");\nconst answer = await readInput();' },
      { role: 'assistant', content: 'readInput() の戻り値を検証していません。空文字のときの処理を追加してください。' },
    ],
  },
  {
    family: 'code-docs-template', lang: 'pl',
    transcript: `describe('formularz zapisu na zawody', () => {
  it('pyta o numer telefonu', () => {
    expect(nextPrompt()).toBe('Jaki jest Twój numer telefonu?');
  });
  it('pyta o datę urodzenia', () => {
    expect(nextPrompt()).toBe('Podaj datę urodzenia (DD.MM.RRRR).');
  });
});`,
  },
  {
    family: 'code-docs-template', lang: 'id',
    turns: [
      { role: 'user', content: [{ type: 'text', text: 'Tolong rapikan FAQ ini:\n**T: Apakah saya perlu NIK untuk donor darah?**\nJ: Ya, bawa KTP asli saat datang.\n**T: Berapa nomor HP yang harus saya isi?**\nJ: Cukup satu nomor aktif.' }] },
      { role: 'assistant', content: [{ type: 'text', text: 'Sudah saya rapikan: gunakan format "Tanya/Jawab" yang konsisten dan hilangkan tanda bintang ganda.' }] },
    ],
  },

  // ───────────── user asks, assistant answers something non-personal ─────────────
  {
    family: 'user-asks-assistant-answers', lang: 'en',
    turns: [
      { role: 'user', parts: [{ type: 'text', content: "What's your phone number? I'd rather talk to someone." }] },
      { role: 'assistant', parts: [{ type: 'text', content: "I'm a virtual assistant, so I don't have a phone. The box office desk is open 10:00–18:00 if you'd like to speak to someone in person." }] },
    ],
  },
  {
    family: 'user-asks-assistant-answers', lang: 'da',
    transcript: `Customer: Hvad er jeres åbningstider i weekenden?
Support: Lørdag 10–14, søndag lukket.
Customer: Tak!`,
  },
  {
    family: 'user-asks-assistant-answers', lang: 'nb',
    turns: [
      { role: 'user', content: 'Hvilket postnummer har marinaen? Jeg skal sende en pakke dit.' },
      { role: 'assistant', content: 'Marinaens adresse er Strandveien 4, 0277 Oslo. Merk pakken med båtplassnummeret.' },
    ],
  },
  {
    family: 'user-asks-assistant-answers', lang: 'ro',
    transcript: `Customer: Care e adresa sălii de escaladă?
Support: Str. Observatorului 34, Cluj-Napoca, la etajul 2.
Customer: Mersi!`,
  },
  {
    family: 'user-asks-assistant-answers', lang: 'vi',
    turns: [
      { role: 'user', content: [{ type: 'text', text: 'Thư viện mở cửa đến mấy giờ?' }] },
      { role: 'assistant', content: [{ type: 'text', text: 'Thư viện mở đến 20:00 các ngày trong tuần, thứ Bảy đến 17:00.' }] },
    ],
  },
  {
    family: 'user-asks-assistant-answers', lang: 'hi',
    transcript: `User: रक्तदान के लिए न्यूनतम उम्र क्या है?
Bot: न्यूनतम उम्र 18 वर्ष है और वज़न कम से कम 45 किलो होना चाहिए।
User: ठीक है, धन्यवाद।`,
  },
  {
    family: 'user-asks-assistant-answers', lang: 'tr',
    turns: [
      { role: 'user', parts: [{ type: 'text', content: 'Kulüp tesisleri hangi gün kapalı?' }] },
      { role: 'assistant', parts: [{ type: 'text', content: 'Pazartesi kapalı, diğer günler 07:00–22:00 arası açık.' }] },
    ],
  },

  // ───────────── system prompt asks to collect data, then only a greeting ─────────────
  {
    family: 'system-prompt-greeting', lang: 'en',
    turns: [
      { role: 'system', content: "You are the intake assistant for a blood donation centre. Collect the donor's full name, date of birth, phone number and NHS number before booking." },
      { role: 'assistant', content: 'Hi! Thanks for wanting to donate. How can I help today?' },
      { role: 'user', content: 'hello' },
    ],
  },
  {
    family: 'system-prompt-greeting', lang: 'fi',
    turns: [
      { role: 'system', parts: [{ type: 'text', content: 'Kerää asiakkaan nimi, puhelinnumero ja sähköposti ennen venepaikan varausta.' }] },
      { role: 'user', parts: [{ type: 'text', content: 'Moi' }] },
      { role: 'assistant', parts: [{ type: 'text', content: 'Hei! Tervetuloa venesataman varauspalveluun. Miten voin auttaa?' }] },
    ],
  },
  {
    family: 'system-prompt-greeting', lang: 'cs',
    turns: [
      { role: 'system', content: [{ type: 'text', text: 'Jsi asistent adopčního centra. Před podáním žádosti zjisti rodné číslo, adresu a telefon žadatele.' }] },
      { role: 'user', content: [{ type: 'text', text: 'Dobrý den' }] },
      { role: 'assistant', content: [{ type: 'text', text: 'Dobrý den, vítejte! S čím vám mohu pomoci?' }] },
    ],
  },
  {
    family: 'system-prompt-greeting', lang: 'id',
    turns: [
      { role: 'system', content: 'Kamu asisten platform galang dana. Minta NIK, nomor rekening, dan nomor HP sebelum pencairan dana.' },
      { role: 'user', content: 'Halo' },
      { role: 'assistant', content: 'Halo! Ada yang bisa dibantu hari ini?' },
    ],
  },
  {
    family: 'system-prompt-greeting', lang: 'ar',
    turns: [
      { role: 'system', parts: [{ type: 'text', content: 'أنت مساعد نادي الخريجين. اطلب الاسم الكامل ورقم الهوية ورقم الجوال قبل التسجيل في الفعالية.' }] },
      { role: 'assistant', parts: [{ type: 'text', content: 'أهلًا وسهلًا! كيف يمكنني مساعدتك اليوم؟' }] },
      { role: 'user', parts: [{ type: 'text', content: 'السلام عليكم' }] },
    ],
  },
  {
    family: 'system-prompt-greeting', lang: 'es-MX',
    turns: [
      { role: 'system', content: 'Eres el asistente de una funeraria. Antes de cotizar, pide el nombre completo del finado, su CURP y un teléfono de contacto.' },
      { role: 'user', content: 'buenas' },
      { role: 'assistant', content: 'Buenas tardes, le acompañamos en su sentir. ¿En qué le puedo ayudar?' },
    ],
  },

  // ───────────── DEBATABLE: booking / order reference when asked ─────────────
  {
    family: 'order-number-debatable', lang: 'en',
    turns: [
      { role: 'user', content: [{ type: 'text', text: "I need to change the date of my kayak hire." }] },
      { role: 'assistant', content: [{ type: 'text', text: "What's your booking reference?" }] },
      { role: 'user', content: [{ type: 'text', text: 'BKG-77120' }] },
    ],
  },
  {
    family: 'order-number-debatable', lang: 'nb',
    transcript: `Support: Hva er ordrenummeret ditt for klubbdraktene?
Customer: Ordre 55-20931.
Support: Takk, de sendes fredag.`,
  },
  {
    family: 'order-number-debatable', lang: 'id',
    turns: [
      { role: 'assistant', parts: [{ type: 'text', content: 'Nomor pesanan tiketnya berapa, Kak?' }] },
      { role: 'user', parts: [{ type: 'text', content: 'INV/20261206/XVII/88123' }] },
    ],
  },
  {
    family: 'order-number-debatable', lang: 'ja',
    transcript: `Agent: ご予約番号をお願いします。
Customer: R-774201です。
Agent: 確認いたしました。`,
  },

  // ───────────── DEBATABLE: city or country alone ─────────────
  {
    family: 'city-country-debatable', lang: 'en',
    turns: [
      { role: 'assistant', content: 'Where do you live? Some of our tutors only cover certain areas.' },
      { role: 'user', content: 'Leeds.' },
    ],
  },
  {
    family: 'city-country-debatable', lang: 'ro',
    transcript: `Agent: În ce oraș locuiți?
Customer: În Iași.
Agent: Avem un centru de donare chiar lângă Copou.`,
  },
  {
    family: 'city-country-debatable', lang: 'tl',
    turns: [
      { role: 'assistant', content: [{ type: 'text', text: 'Taga-saan po kayo?' }] },
      { role: 'user', content: [{ type: 'text', text: 'Taga-Cebu po.' }] },
    ],
  },
  {
    family: 'city-country-debatable', lang: 'zh',
    turns: [
      { role: 'assistant', parts: [{ type: 'text', content: '为了推荐附近的校友活动，您住在哪个城市？' }] },
      { role: 'user', parts: [{ type: 'text', content: '成都。' }] },
    ],
  },

  // ───────────── DEBATABLE: age or birth year alone ─────────────
  {
    family: 'age-birthyear-debatable', lang: 'en',
    transcript: `Agent: Which group should we put your son in? How old is he?
Customer: He's 9.
Agent: Then the Minnows group on Saturdays.`,
  },
  {
    family: 'age-birthyear-debatable', lang: 'fi',
    turns: [
      { role: 'assistant', content: 'Minä vuonna olet syntynyt? Eläkeläisalennus koskee ennen 1960 syntyneitä.' },
      { role: 'user', content: '1984' },
    ],
  },
  {
    family: 'age-birthyear-debatable', lang: 'es-CL',
    turns: [
      { role: 'user', content: [{ type: 'text', text: 'Busco cupo en la residencia para mi papá.' }] },
      { role: 'assistant', content: [{ type: 'text', text: '¿Qué edad tiene su papá?' }] },
      { role: 'user', content: [{ type: 'text', text: 'Tiene 82 años.' }] },
    ],
  },
  {
    family: 'age-birthyear-debatable', lang: 'hu',
    transcript: `Agent: A véradáshoz 18 és 65 év között kell lennie. Hány éves?
Customer: 42 vagyok.
Agent: Rendben, jöhet.`,
  },

  // ───────────── DEBATABLE: nickname ─────────────
  {
    family: 'nickname-debatable', lang: 'en',
    turns: [
      { role: 'assistant', parts: [{ type: 'text', content: 'What should we call you during the sessions?' }] },
      { role: 'user', parts: [{ type: 'text', content: 'Just call me Bee.' }] },
    ],
  },
  {
    family: 'nickname-debatable', lang: 'pt-PT',
    transcript: `Agent: Como prefere ser tratado nas aulas?
Customer: Pode chamar-me Zé.
Agent: Combinado!`,
  },
  {
    family: 'nickname-debatable', lang: 'ko',
    turns: [
      { role: 'assistant', content: '커뮤니티에서 쓸 닉네임이 뭐예요?' },
      { role: 'user', content: '달빛토끼요' },
    ],
  },

  // ───────────── DEBATABLE: placeholders instead of data ─────────────
  {
    family: 'placeholder-debatable', lang: 'en',
    turns: [
      { role: 'assistant', content: [{ type: 'text', text: "What's your email?" }] },
      { role: 'user', content: [{ type: 'text', text: 'name@example.com — placeholder, this is just a test run of the form' }] },
    ],
  },
  {
    family: 'placeholder-debatable', lang: 'de',
    transcript: `Agent: Wie lautet Ihre Telefonnummer?
Customer: 0123 456789 (nur Testeingabe)
Agent: Verstanden, Testmodus aktiv.`,
  },
  {
    family: 'placeholder-debatable', lang: 'da',
    turns: [
      { role: 'assistant', parts: [{ type: 'text', content: 'Hvad er dit CPR-nummer?' }] },
      { role: 'user', parts: [{ type: 'text', content: 'XXXXXX-XXXX (det er bare en test)' }] },
    ],
  },
  {
    family: 'placeholder-debatable', lang: 'es-MX',
    transcript: `Agent: ¿Tu nombre completo?
Customer: Fulano de Tal, es solo para probar el bot
Agent: Entendido.`,
  },
];

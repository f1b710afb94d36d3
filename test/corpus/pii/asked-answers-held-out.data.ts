/**
 * Held-out evaluation data: personal values given in ANSWER to a preceding question that asks for
 * them ("What's the best number to reach you?" -> "0151 23847619"), in LLM-application conversation
 * logs. The answer itself carries no label; only the asking turn/line says what the value is.
 *
 * Written on 2026-12-06 by a helper session that read neither the detectors (collector/, query-api/,
 * ingest/) nor any other test data under test/ (only social-handles-held-out.data.ts lines 1-40, for
 * the file layout), and did not run the engine. All personal data is invented. Values with a check
 * digit were computed with a script and re-verified (IBAN mod-97, DNI/NIE letter, CPF, PESEL, BSN
 * 11-test, T.C. kimlik, Chinese resident ID, SNILS, French NIR key, Japanese My Number, Korean RRN,
 * codice fiscale, Swedish personnummer / Saudi ID / Emirates ID Luhn, Aadhaar Verhoeff, NHS mod-11,
 * VIN). Every phone number was validated with libphonenumber-js for its country.
 *
 * SHAPE: every item has exactly one of `turns` (OpenAI-style message list) or `transcript` (one
 * string, one speaker line per "\n"). For `turns` positives the second-to-last turn asks and `value`
 * occurs exactly once in the LAST turn and in no other turn. For `transcript` positives `value`
 * occurs exactly once in the whole transcript, on the line right after the line that asks for it
 * (the asking line may carry a speaker prefix, a timestamp and other sentences; lines may follow).
 * In positives nothing but `value` is personal (no agent names, no other numbers/emails of people).
 *
 * VALUE CONVENTION: `value` is only the personal datum as the person wrote it, without filler or
 * labels the person added ("it's", "sure —", "yes,", "thanks", "my name is", "MRN", "PN",
 * Japanese です, Korean 요/입니다, Arabic رقمي / اسمي / رقم الهوية, Hindi मेरा नंबर … है). Names are the whole
 * name as written (lower-case kept); dates as written (incl. Arabic-Indic digits "١٤/٠٣/١٩٨٧");
 * addresses are the whole address as written (street line + unit + postcode/city when given);
 * IBANs/ids keep their spaces, dots and dashes; card_last4 / ssn_last4 are the 4 digits only.
 * `lang` is the language of the ANSWER (the question may be in another language: 3 such items).
 *
 * POSITIVES (182; 83 transcripts, 99 turns; 120 non-English), by family (domain): banking 28,
 * ecommerce 27, healthcare 18, telecom 17, insurance 17, government 17, travel 13, delivery 10,
 * utilities 9, hr-onboarding 9, school 6, ride-hailing 4, it-support 4, parking 3.
 * By field: phone 27, national_id 25, date_of_birth 21, address 18, full_name 17, email 12,
 * postcode 8, security_answer 7, iban 7, passport 5, customer_id 4, member_id 3, card_last4 3,
 * policy_number 3, plate 3, ssn_last4 2, employee_id 2, username 2, ip_address 2, last_name 2,
 * bank_account 2, patient_id 2, password_or_pin 2, driving_licence 1, first_name 1, other (VIN) 1.
 * By lang: en 62 (incl. en-IN 1, en-GB 1), es 15 (incl. es-MX, es-AR), de 12, fr 11, pt-BR 10,
 * it 7, nl 7, pl 7, ja 7, tr 6, zh 6, ru 6, ko 5, hi 5 (incl. hi-Latn 1), ar 5, id 5, vi 3, sv 3.
 *
 * NEGATIVES (134; 58 transcripts), which a good redactor leaves entirely unchanged (they contain no
 * personal data anywhere): non-personal look-alike answers — tracking-number 4, case-ticket-number 4,
 * product-sku-model 5, error-code 4, app-version 3, guest-count 3, travel-date 4, appointment-time 4,
 * price-budget 3, room-gate-seat 3, quantity 3, city-weather 3, plan-name 3, reference-nonpersonal 3;
 * personal question but no datum in the answer — refusal 6, dont-know 4, why-needed 5,
 * same-as-on-file 4, confirmation-only 5, one-moment 4, dont-have-one 5, emoji-only 3 (lang 'und'),
 * question-back 3, preference-no-datum 3; change-subject 5; later-unrelated 4 (question asked, the
 * user's later turns never give the value); code-docs 10 (questions about code, schemas, formats).
 *
 * DEBATABLE (24; score separately; every family whose name ends in '-debatable'): an answer that some
 * would call personal and others not — order-number-debatable 5, city-alone-debatable 3,
 * birth-year-debatable 3, nickname-first-name-debatable 3, age-debatable 3,
 * booking-reference-debatable 3, country-debatable 2, placeholder-debatable 2 (example.com address,
 * 555-01xx fictional number). Their expected outcome is "unchanged" only under a strict reading.
 */
export interface Turn { role: 'user' | 'assistant' | 'system' | 'tool'; content: string }
export interface AnswerPositive { family: string; lang: string; field: string; turns?: Turn[]; transcript?: string; value: string }
export interface AnswerNegative { family: string; lang: string; turns?: Turn[]; transcript?: string }

export const ANSWER_POSITIVES: AnswerPositive[] = [
  // ───────────── English ─────────────
  {
    family: 'telecom', lang: 'en', field: 'phone',
    turns: [
      { role: 'system', content: 'You are the support assistant for Brightline Mobile. Be concise.' },
      { role: 'user', content: 'hi, I want to move my line to a new SIM' },
      { role: 'assistant', content: "Happy to help with that. What's the best number to reach you if the chat drops?" },
      { role: 'user', content: '(415) 382-9176' },
    ],
    value: '(415) 382-9176',
  },
  {
    family: 'banking', lang: 'en', field: 'date_of_birth',
    turns: [
      { role: 'user', content: "I'm locked out of my online banking" },
      { role: 'assistant', content: "Sorry about that. To verify your identity I'll need your date of birth." },
      { role: 'user', content: "it's 14/03/1987" },
    ],
    value: '14/03/1987',
  },
  {
    family: 'insurance', lang: 'en', field: 'full_name',
    transcript: "Agent: Thank you for calling the Harbor Mutual claims line.\nAgent: Could I have the policyholder's full name, please?\nCaller: yeah it's marcus oyelaran\nAgent: Thank you. And when did the incident happen?\nCaller: last Tuesday, around noon",
    value: 'marcus oyelaran',
  },
  {
    family: 'ecommerce', lang: 'en', field: 'email',
    turns: [
      { role: 'user', content: 'The boots I ordered are too small, can I send them back?' },
      { role: 'assistant', content: 'Of course, I can start the return for you. Which email address did you use for the order?' },
      { role: 'user', content: 'sure — dana.whitcombe88@gmail.com' },
    ],
    value: 'dana.whitcombe88@gmail.com',
  },
  {
    family: 'utilities', lang: 'en', field: 'address',
    turns: [
      { role: 'user', content: 'I need to start electricity service at my new place next week' },
      { role: 'assistant', content: "Congrats on the move! What's the service address for the new home?" },
      { role: 'user', content: '1842 Larkspur Lane, Apt 3, Portland, OR 97214. Also, can you tell me if there is a deposit?' },
    ],
    value: '1842 Larkspur Lane, Apt 3, Portland, OR 97214',
  },
  {
    family: 'banking', lang: 'en', field: 'ssn_last4',
    transcript: "[09:14] Bot: Welcome to Northfield Credit Union chat.\n[09:14] Member: need to reset my card pin\n[09:15] Bot: I can help with that. Please confirm the last 4 digits of your Social Security number.\n[09:15] Member: 6618\n[09:16] Bot: Thanks, you're verified. Let's set up the new PIN.",
    value: '6618',
  },
  {
    family: 'ecommerce', lang: 'en', field: 'postcode',
    turns: [
      { role: 'assistant', content: "To check next-day delivery options, what's your postcode?" },
      { role: 'user', content: 'LS6 3HN' },
    ],
    value: 'LS6 3HN',
  },
  {
    family: 'ride-hailing', lang: 'en', field: 'phone',
    transcript: "Rider: my driver can't find me\nSupport: Sorry about that! What's the phone number on your account so the driver can call you?\nRider: 312-648-2093, thanks\nSupport: Done, the driver will call you shortly.",
    value: '312-648-2093',
  },
  {
    family: 'healthcare', lang: 'en', field: 'member_id',
    turns: [
      { role: 'system', content: 'You are an intake assistant for Clearwater Health Plan. Collect the details needed to book appointments.' },
      { role: 'user', content: 'I want to book a physio session' },
      { role: 'assistant', content: 'I can help you book a physiotherapy visit. Could you share the member ID from your insurance card?' },
      { role: 'user', content: 'yes, CWH-448201937' },
    ],
    value: 'CWH-448201937',
  },
  {
    family: 'healthcare', lang: 'en', field: 'date_of_birth',
    transcript: "Nurse line — call transcript\nAgent: Before we continue, what is the patient's date of birth?\nCaller: March 3rd, 1987\nAgent: Thank you. What symptoms are you calling about?\nCaller: a bad cough for four days",
    value: 'March 3rd, 1987',
  },
  {
    family: 'banking', lang: 'en', field: 'security_answer',
    turns: [
      { role: 'user', content: 'I forgot my password' },
      { role: 'assistant', content: "No problem. For security, please answer one of your security questions: What was your mother's maiden name?" },
      { role: 'user', content: 'Kowalczyk' },
    ],
    value: 'Kowalczyk',
  },
  {
    family: 'telecom', lang: 'en', field: 'security_answer',
    transcript: "Bot: I need to verify your account before I can change the plan.\nBot: What was the name of your first pet?\nUser: biscuit\nBot: Thanks, you're verified.",
    value: 'biscuit',
  },
  {
    family: 'ecommerce', lang: 'en', field: 'card_last4',
    turns: [
      { role: 'user', content: 'I was charged twice for the same jacket' },
      { role: 'assistant', content: "I'm sorry about that. Which card did you pay with? Please send only the last four digits." },
      { role: 'user', content: 'the one ending 4417' },
    ],
    value: '4417',
  },
  {
    family: 'insurance', lang: 'en', field: 'policy_number',
    turns: [
      { role: 'assistant', content: "I can look up your coverage. What's your policy number?" },
      { role: 'user', content: 'HM-7730-2291-04' },
    ],
    value: 'HM-7730-2291-04',
  },
  {
    family: 'travel', lang: 'en', field: 'passport',
    transcript: "Agent: For the international booking I'll need a few details.\nAgent: Please provide your passport number as shown on the photo page.\nTraveller: 583920174\nAgent: Thanks, that's all I need for now.",
    value: '583920174',
  },
  {
    family: 'hr-onboarding', lang: 'en', field: 'employee_id',
    turns: [
      { role: 'system', content: 'You are the HR onboarding assistant for Pellwood Logistics.' },
      { role: 'assistant', content: "Welcome aboard! To link your payroll profile, what's your employee ID? It's on your offer letter." },
      { role: 'user', content: 'E-204718' },
    ],
    value: 'E-204718',
  },
  {
    family: 'it-support', lang: 'en', field: 'username',
    turns: [
      { role: 'user', content: 'my account got locked after too many attempts' },
      { role: 'assistant', content: "I can unlock it. What's your network username?" },
      { role: 'user', content: 'kwilder02' },
    ],
    value: 'kwilder02',
  },
  {
    family: 'it-support', lang: 'en', field: 'ip_address',
    transcript: "User: the VPN keeps rejecting me\nAssistant: Let's check the allow-list. What public IP address do you see on the status page?\nUser: 84.172.39.206 — is that the problem?\nAssistant: Thanks, I'll compare it with the list.",
    value: '84.172.39.206',
  },
  {
    family: 'parking', lang: 'en', field: 'plate',
    turns: [
      { role: 'user', content: 'I got a parking charge notice but I had paid' },
      { role: 'assistant', content: 'To dispute the parking charge, please tell me the vehicle registration.' },
      { role: 'user', content: 'LB19 XKT' },
    ],
    value: 'LB19 XKT',
  },
  {
    family: 'travel', lang: 'en', field: 'driving_licence',
    transcript: "Customer: I'd like to pick up the rental car an hour early.\nAgent: No problem. Can you confirm your driving licence number for the rental agreement?\nCustomer: HARRI708154JB9TK\nAgent: Thank you, the agreement is updated.",
    value: 'HARRI708154JB9TK',
  },
  {
    family: 'school', lang: 'en', field: 'first_name',
    turns: [
      { role: 'user', content: 'I want to sign my daughter up for the after-school club' },
      { role: 'assistant', content: "Great, I'll register her. What's your child's first name?" },
      { role: 'user', content: 'Amara' },
    ],
    value: 'Amara',
  },
  {
    family: 'travel', lang: 'en', field: 'last_name',
    turns: [
      { role: 'user', content: 'I need to change my flight' },
      { role: 'assistant', content: "I have the booking reference you entered on the previous screen. What's the passenger's last name?" },
      { role: 'user', content: 'Okonkwo-Baines' },
    ],
    value: 'Okonkwo-Baines',
  },
  {
    family: 'government', lang: 'en', field: 'full_name',
    transcript: "Q: Full legal name as it appears on your birth certificate?\nA: Priya Raghunathan Elling\nQ: Have you ever held a passport before?\nA: No",
    value: 'Priya Raghunathan Elling',
  },
  {
    family: 'ecommerce', lang: 'en', field: 'bank_account',
    turns: [
      { role: 'assistant', content: "The refund can go back by bank transfer. What's your sort code and account number?" },
      { role: 'user', content: '20-31-85 48291736, thanks' },
    ],
    value: '20-31-85 48291736',
  },
  {
    family: 'school', lang: 'en', field: 'email',
    transcript: "Parent: hi, I need the permission slip for the museum trip resent\nSchoolBot: Sure. Which email address should we send it to?\nParent: r.mbeki.home@outlook.com\nSchoolBot: Sent! Please return it by Friday.",
    value: 'r.mbeki.home@outlook.com',
  },
  {
    family: 'government', lang: 'en', field: 'date_of_birth',
    turns: [
      { role: 'system', content: 'Terse form-filling bot. Ask one field at a time.' },
      { role: 'assistant', content: 'DOB?' },
      { role: 'user', content: '07-22-1979' },
    ],
    value: '07-22-1979',
  },
  {
    family: 'healthcare', lang: 'en', field: 'phone',
    transcript: "Bot: Which clinic?\nUser: the eastside one\nBot: Callback number?\nUser: +1 646 287 4410\nBot: Got it. A nurse will call within the hour.",
    value: '+1 646 287 4410',
  },
  {
    family: 'ecommerce', lang: 'en', field: 'address',
    transcript: "[2026-11-30 18:02] Support: We'll send a courier to collect the parcel. What's the pickup address?\n[2026-11-30 18:03] Customer: 77 Wexford Road, Flat 2, Bristol BS3 4QP\n[2026-11-30 18:03] Support: Booked for tomorrow between 9 and 1.",
    value: '77 Wexford Road, Flat 2, Bristol BS3 4QP',
  },
  {
    family: 'banking', lang: 'en', field: 'full_name',
    turns: [
      { role: 'user', content: 'I want to open a savings account' },
      { role: 'assistant', content: "Great choice. To open the account I need:\n1. Your full name\n2. Your date of birth\n3. Your home address\nLet's start with number 1." },
      { role: 'user', content: 'Tomasz Wieczorek-Hale' },
    ],
    value: 'Tomasz Wieczorek-Hale',
  },
  {
    family: 'telecom', lang: 'en', field: 'email',
    transcript: "Bot: To set up contact preferences, please provide the following: 1) phone number, 2) email, 3) preferred contact time.\nUser: email is fine — helena.vanbrugge@proton.me\nBot: Thanks, noted.",
    value: 'helena.vanbrugge@proton.me',
  },
  {
    family: 'utilities', lang: 'en', field: 'customer_id',
    turns: [
      { role: 'user', content: 'my last gas bill looks way too high' },
      { role: 'assistant', content: "Let me take a look. Could you share your customer account number? It's printed at the top of your bill." },
      { role: 'user', content: '8830 1742 659' },
    ],
    value: '8830 1742 659',
  },
  {
    family: 'healthcare', lang: 'en', field: 'patient_id',
    turns: [
      { role: 'system', content: 'Hospital patient-portal assistant.' },
      { role: 'user', content: 'are my blood test results ready?' },
      { role: 'assistant', content: 'To release lab results I need your medical record number (MRN).' },
      { role: 'user', content: 'MRN 004829173' },
    ],
    value: '004829173',
  },
  {
    family: 'telecom', lang: 'en', field: 'password_or_pin',
    transcript: "IVR: Welcome to Brightline Mobile.\nIVR: Please enter or say your four-digit account PIN.\nCaller: 7314\nIVR: Thank you. Please hold.",
    value: '7314',
  },
  {
    family: 'hr-onboarding', lang: 'en', field: 'national_id',
    turns: [
      { role: 'assistant', content: 'For payroll, please provide your National Insurance number.' },
      { role: 'user', content: 'PX 48 21 93 C' },
    ],
    value: 'PX 48 21 93 C',
  },
  {
    family: 'telecom', lang: 'en', field: 'phone',
    turns: [
      { role: 'user', content: 'can you text me the setup link?' },
      { role: 'assistant', content: 'That number seems to be missing a digit. Could you send it again?' },
      { role: 'user', content: 'sorry, typo: 720.394.1186' },
    ],
    value: '720.394.1186',
  },
  {
    family: 'utilities', lang: 'en', field: 'full_name',
    transcript: "Agent: Thanks for calling Evergreen Water. Who am I speaking with today?\nCaller: my name is Delphine Achterberg, I'm calling about my bill\nAgent: Thanks for calling. What seems to be the issue with the bill?",
    value: 'Delphine Achterberg',
  },
  {
    family: 'parking', lang: 'en', field: 'plate',
    transcript: "ParkBot: Your session expires in 10 minutes.\nDriver: extend it please\nParkBot: Enter your licence plate to extend your parking session.\nDriver: 8KRT482\nParkBot: Extended by 1 hour.",
    value: '8KRT482',
  },
  {
    family: 'telecom', lang: 'en', field: 'address',
    turns: [
      { role: 'user', content: 'my router died, smells burnt' },
      { role: 'assistant', content: "Please unplug it right away. We'll ship a replacement — where should we deliver it?" },
      { role: 'user', content: '4410 Bellamy Court, Unit 12, Austin, TX 78745 — will someone need to sign for it?' },
    ],
    value: '4410 Bellamy Court, Unit 12, Austin, TX 78745',
  },
  {
    family: 'travel', lang: 'en', field: 'email',
    transcript: "Q: Where should we send your e-ticket?\nA: olu.adebayo.travels@yahoo.com\nQ: Would you like to add travel insurance?\nA: no thanks",
    value: 'olu.adebayo.travels@yahoo.com',
  },
  {
    family: 'banking', lang: 'en', field: 'date_of_birth',
    transcript: "Agent: Thanks for holding. Security check first — could you confirm your date of birth?\nCustomer: yes, 12 Aug 1992\nAgent: Perfect, thank you. How can I help today?",
    value: '12 Aug 1992',
  },
  {
    family: 'ecommerce', lang: 'en', field: 'member_id',
    turns: [
      { role: 'user', content: "I forgot to scan my loyalty card at the till yesterday" },
      { role: 'assistant', content: 'No worries. Could you share your loyalty member number so I can add the points?' },
      { role: 'user', content: "it's LYL-3390-218" },
    ],
    value: 'LYL-3390-218',
  },
  {
    family: 'healthcare', lang: 'en', field: 'postcode',
    transcript: "Bot: I'll find the nearest open pharmacy. What's your ZIP code?\nUser: 94117\nBot: The closest one is open until 9 pm.",
    value: '94117',
  },
  {
    family: 'banking', lang: 'en', field: 'security_answer',
    turns: [
      { role: 'assistant', content: 'Security question: What was the name of your first school?' },
      { role: 'user', content: "St. Brendan's Primary" },
    ],
    value: "St. Brendan's Primary",
  },
  {
    family: 'hr-onboarding', lang: 'en', field: 'bank_account',
    transcript: "HRBot: Your contract is signed. Next: direct deposit.\nHRBot: What's the account number you'd like your salary paid into?\nNewHire: acct 4829173056, routing number is on the cheque I uploaded\nHRBot: Thanks, saved.",
    value: '4829173056',
  },
  {
    family: 'government', lang: 'en', field: 'passport',
    turns: [
      { role: 'system', content: 'Visa application assistant.' },
      { role: 'assistant', content: 'Please type your passport number exactly as printed.' },
      { role: 'user', content: 'UK passport, 128473951' },
    ],
    value: '128473951',
  },
  {
    family: 'insurance', lang: 'en', field: 'policy_number',
    transcript: "Customer: I had a minor accident this morning\nAgent: Sorry to hear that, is everyone safe?\nCustomer: yes all fine\nAgent: Good. What's your policy number?\nCustomer: AUT-55190372\nAgent: Thanks, I'm opening a claim now.",
    value: 'AUT-55190372',
  },
  {
    family: 'hr-onboarding', lang: 'en', field: 'date_of_birth',
    turns: [
      { role: 'assistant', content: 'Almost done with your profile. Please enter your date of birth (YYYY-MM-DD).' },
      { role: 'user', content: '1987-11-02' },
    ],
    value: '1987-11-02',
  },
  {
    family: 'ride-hailing', lang: 'en', field: 'full_name',
    turns: [
      { role: 'user', content: "I'm booking a ride for my grandmother" },
      { role: 'assistant', content: 'Sure. Who should the driver ask for at pickup? Please give the name for the booking.' },
      { role: 'user', content: 'siobhan mcardle' },
    ],
    value: 'siobhan mcardle',
  },
  {
    family: 'healthcare', lang: 'en-IN', field: 'phone',
    transcript: "Receptionist: Your appointment is confirmed for Monday.\nReceptionist: Please share a mobile number for the SMS reminder.\nPatient: 98451 27630\nReceptionist: Done.",
    value: '98451 27630',
  },
  {
    family: 'ecommerce', lang: 'en', field: 'customer_id',
    turns: [
      { role: 'assistant', content: "What's your customer number? It starts with C and is on your account page." },
      { role: 'user', content: 'C00482917' },
    ],
    value: 'C00482917',
  },
  {
    family: 'it-support', lang: 'en', field: 'ip_address',
    turns: [
      { role: 'user', content: 'my home camera shows offline in the app' },
      { role: 'assistant', content: 'Which IPv6 address does your home router show on its status page?' },
      { role: 'user', content: '2a02:8109:9c40:1e00:4d2:7f1a:3b9e:61c4' },
    ],
    value: '2a02:8109:9c40:1e00:4d2:7f1a:3b9e:61c4',
  },
  {
    family: 'insurance', lang: 'en', field: 'other',
    transcript: "Agent: To add the car to your policy I'll need its VIN.\nCustomer: 3FA6P0H71KR482915\nAgent: Thanks, that matches the model you mentioned.",
    value: '3FA6P0H71KR482915',
  },
  {
    family: 'healthcare', lang: 'en-GB', field: 'patient_id',
    transcript: "Agent: Thanks for calling the surgery. Could you tell me your NHS number?\nCaller: 485 729 1630\nAgent: Thank you, I've found your record.",
    value: '485 729 1630',
  },
  {
    family: 'telecom', lang: 'en', field: 'phone',
    turns: [
      { role: 'assistant', content: 'Wie lautet Ihre Telefonnummer für Rückfragen?' },
      { role: 'user', content: "sorry, I don't speak German — +44 7823 615904" },
    ],
    value: '+44 7823 615904',
  },
  {
    family: 'school', lang: 'en', field: 'date_of_birth',
    transcript: "Admin: Registration for the spring term is open.\nAdmin: Please confirm the student's date of birth.\nParent: 9/14/2015\nAdmin: Thank you, year 5 it is.",
    value: '9/14/2015',
  },
  {
    family: 'delivery', lang: 'en', field: 'phone',
    turns: [
      { role: 'assistant', content: "Your parcel is out for delivery. Shall the courier text you on arrival? If so, what's your mobile?" },
      { role: 'user', content: "07458 193627. Also, can they leave it with the neighbour if I'm out?" },
    ],
    value: '07458 193627',
  },
  {
    family: 'government', lang: 'en', field: 'address',
    turns: [
      { role: 'user', content: 'I need to update my voter registration' },
      { role: 'assistant', content: "I can help. What's your current residential address?" },
      { role: 'user', content: '58 Carrow Street, Apt 6C, Brooklyn, NY 11231' },
    ],
    value: '58 Carrow Street, Apt 6C, Brooklyn, NY 11231',
  },
  // ───────────── Spanish ─────────────
  {
    family: 'banking', lang: 'es', field: 'national_id',
    turns: [
      { role: 'user', content: 'Quiero pedir un préstamo personal' },
      { role: 'assistant', content: 'Perfecto, te ayudo con la solicitud. ¿Me das tu DNI?' },
      { role: 'user', content: '48213957T' },
    ],
    value: '48213957T',
  },
  {
    family: 'telecom', lang: 'es', field: 'phone',
    transcript: "Agente: Gracias por llamar a Movilnet. ¿Cuál es el mejor número para contactarle?\nCliente: el 654 218 937\nAgente: Perfecto, gracias. ¿En qué puedo ayudarle?",
    value: '654 218 937',
  },
  {
    family: 'healthcare', lang: 'es', field: 'date_of_birth',
    turns: [
      { role: 'assistant', content: 'Para buscar su historial, por favor confirme su fecha de nacimiento.' },
      { role: 'user', content: '3 de marzo de 1987' },
    ],
    value: '3 de marzo de 1987',
  },
  {
    family: 'ecommerce', lang: 'es', field: 'address',
    transcript: "Bot: ¡Tu pedido está casi listo! ¿A qué dirección lo enviamos?\nUsuario: Calle de Toledo 48, 3º B, 28005 Madrid\nBot: ¡Gracias! Llegará en 48 horas.",
    value: 'Calle de Toledo 48, 3º B, 28005 Madrid',
  },
  {
    family: 'government', lang: 'es', field: 'full_name',
    turns: [
      { role: 'system', content: 'Asistente de cita previa para trámites municipales.' },
      { role: 'assistant', content: 'Indique su nombre completo tal y como aparece en su documento.' },
      { role: 'user', content: 'María José Carrillo Benítez' },
    ],
    value: 'María José Carrillo Benítez',
  },
  {
    family: 'hr-onboarding', lang: 'es', field: 'national_id',
    transcript: "RRHH: Bienvenido al equipo. Para el contrato necesito tu NIE, por favor.\nEmpleado: claro, Y4172936Z. ¿Necesitas también la foto?\nRRHH: Sí, súbela al portal cuando puedas.",
    value: 'Y4172936Z',
  },
  {
    family: 'utilities', lang: 'es', field: 'iban',
    turns: [
      { role: 'user', content: 'quiero domiciliar la factura de la luz' },
      { role: 'assistant', content: '¿En qué cuenta quieres domiciliar los recibos? Necesito el IBAN completo.' },
      { role: 'user', content: 'ES88 0049 1837 5748 2719 3056' },
    ],
    value: 'ES88 0049 1837 5748 2719 3056',
  },
  {
    family: 'travel', lang: 'es', field: 'email',
    turns: [
      { role: 'assistant', content: '¿A qué correo electrónico le enviamos la tarjeta de embarque?' },
      { role: 'user', content: 'lucia.ferrandiz@hotmail.es, gracias' },
    ],
    value: 'lucia.ferrandiz@hotmail.es',
  },
  {
    family: 'banking', lang: 'es-MX', field: 'phone',
    transcript: "Asesor: Con gusto le ayudo a reactivar la tarjeta.\nAsesor: ¿Me puede proporcionar un número de teléfono de contacto?\nCliente: sí, 55 4827 3915\nAsesor: Gracias, le llegará un SMS.",
    value: '55 4827 3915',
  },
  {
    family: 'government', lang: 'es-AR', field: 'national_id',
    transcript: "Bot: Para sacar el turno, ¿me pasás tu número de DNI?\nUsuario: 34.182.907\nBot: Listo, ya tenés el turno reservado.",
    value: '34.182.907',
  },
  {
    family: 'delivery', lang: 'es', field: 'postcode',
    turns: [
      { role: 'user', content: '¿hacéis envíos a mi zona?' },
      { role: 'assistant', content: 'Lo compruebo enseguida. ¿Cuál es tu código postal?' },
      { role: 'user', content: '28014' },
    ],
    value: '28014',
  },
  {
    family: 'banking', lang: 'es', field: 'security_answer',
    transcript: "Agente: Antes de continuar, una pregunta de seguridad: ¿cómo se llamaba su primera mascota?\nCliente: Canelo\nAgente: Correcto, gracias.",
    value: 'Canelo',
  },
  {
    family: 'insurance', lang: 'es', field: 'date_of_birth',
    turns: [
      { role: 'assistant', content: 'Could you confirm your date of birth?' },
      { role: 'user', content: 'sí, 22/09/1990' },
    ],
    value: '22/09/1990',
  },
  {
    family: 'telecom', lang: 'es', field: 'customer_id',
    transcript: "Cliente: no me funciona la fibra desde ayer\nAgente: Vaya, lo siento. Dígame su número de cliente, por favor.\nCliente: 7700-418-2295\nAgente: Gracias, veo una incidencia en su zona.",
    value: '7700-418-2295',
  },
  // ───────────── Portuguese (Brazil) ─────────────
  {
    family: 'banking', lang: 'pt-BR', field: 'national_id',
    turns: [
      { role: 'user', content: 'quero aumentar o limite do cartão' },
      { role: 'assistant', content: 'Claro! Para continuar, pode me informar seu CPF?' },
      { role: 'user', content: '418.276.390-40' },
    ],
    value: '418.276.390-40',
  },
  {
    family: 'delivery', lang: 'pt-BR', field: 'phone',
    transcript: "Bot: Seu pedido saiu para entrega.\nBot: Qual o melhor telefone para o entregador falar com você?\nCliente: (11) 98473-2615\nBot: Anotado!",
    value: '(11) 98473-2615',
  },
  {
    family: 'ecommerce', lang: 'pt-BR', field: 'postcode',
    turns: [
      { role: 'assistant', content: 'Para calcular o frete, qual é o seu CEP?' },
      { role: 'user', content: '04538-132' },
    ],
    value: '04538-132',
  },
  {
    family: 'school', lang: 'pt-BR', field: 'full_name',
    transcript: "Secretaria: Bom dia! Vamos fazer a rematrícula.\nSecretaria: Qual o nome completo do aluno?\nResponsável: João Pedro Albuquerque Siqueira\nSecretaria: Obrigado, a rematrícula foi registrada.",
    value: 'João Pedro Albuquerque Siqueira',
  },
  {
    family: 'healthcare', lang: 'pt-BR', field: 'date_of_birth',
    turns: [
      { role: 'assistant', content: 'Informe sua data de nascimento, por favor.' },
      { role: 'user', content: 'nasci em 05/11/1993' },
    ],
    value: '05/11/1993',
  },
  {
    family: 'insurance', lang: 'pt-BR', field: 'email',
    transcript: "Atendente: A apólice já foi emitida. Qual e-mail devemos usar para enviá-la?\nCliente: bruna.tavares91@gmail.com, obrigada\nAtendente: Enviado!",
    value: 'bruna.tavares91@gmail.com',
  },
  {
    family: 'government', lang: 'pt-BR', field: 'national_id',
    turns: [
      { role: 'system', content: 'Assistente do portal de serviços públicos.' },
      { role: 'assistant', content: 'Digite seu CPF (somente números).' },
      { role: 'user', content: '26384071517' },
    ],
    value: '26384071517',
  },
  {
    family: 'utilities', lang: 'pt-BR', field: 'address',
    turns: [
      { role: 'user', content: 'quero pedir uma ligação nova de internet' },
      { role: 'assistant', content: 'Ótimo! Qual o endereço completo da instalação?' },
      { role: 'user', content: 'Rua Harmonia 712, apto 54, Vila Madalena, São Paulo' },
    ],
    value: 'Rua Harmonia 712, apto 54, Vila Madalena, São Paulo',
  },
  {
    family: 'ride-hailing', lang: 'pt-BR', field: 'phone',
    transcript: "[21:40] Suporte: Esqueceu algo no carro? Vamos ajudar.\n[21:40] Suporte: Qual número podemos passar ao motorista para ele te ligar?\n[21:41] Passageiro: +55 21 99218-4037, valeu\n[21:41] Suporte: Pronto, ele vai entrar em contato.",
    value: '+55 21 99218-4037',
  },
  // ───────────── French ─────────────
  {
    family: 'telecom', lang: 'fr', field: 'phone',
    turns: [
      { role: 'user', content: 'je veux un rappel pour résilier ma box' },
      { role: 'assistant', content: 'Bien sûr. Quel est le meilleur numéro pour vous joindre ?' },
      { role: 'user', content: '06 48 27 19 53' },
    ],
    value: '06 48 27 19 53',
  },
  {
    family: 'banking', lang: 'fr', field: 'date_of_birth',
    transcript: "Conseiller : Bonjour, pour sécuriser l'échange, pouvez-vous me confirmer votre date de naissance ?\nClient : le 14 juillet 1985\nConseiller : Merci, c'est bien noté.",
    value: '14 juillet 1985',
  },
  {
    family: 'healthcare', lang: 'fr', field: 'national_id',
    turns: [
      { role: 'assistant', content: "Pour le remboursement de la consultation, j'ai besoin de votre numéro de sécurité sociale." },
      { role: 'user', content: '1 87 03 75 116 042 82' },
    ],
    value: '1 87 03 75 116 042 82',
  },
  {
    family: 'ecommerce', lang: 'fr', field: 'address',
    transcript: "Bot : Merci pour votre commande ! À quelle adresse souhaitez-vous être livré ?\nClient : 12 rue des Capucins, 69001 Lyon\nBot : Parfait, livraison prévue jeudi.",
    value: '12 rue des Capucins, 69001 Lyon',
  },
  {
    family: 'utilities', lang: 'fr', field: 'iban',
    turns: [
      { role: 'user', content: 'je veux passer au prélèvement automatique' },
      { role: 'assistant', content: "Très bien. Merci d'indiquer l'IBAN du compte à débiter." },
      { role: 'user', content: 'FR76 3000 4028 3700 0418 2739 507' },
    ],
    value: 'FR76 3000 4028 3700 0418 2739 507',
  },
  {
    family: 'travel', lang: 'fr', field: 'email',
    turns: [
      { role: 'assistant', content: 'Pourriez-vous me communiquer votre adresse e-mail pour la confirmation de réservation ?' },
      { role: 'user', content: 'oui : c.moreau-lefevre@orange.fr' },
    ],
    value: 'c.moreau-lefevre@orange.fr',
  },
  {
    family: 'government', lang: 'fr', field: 'full_name',
    transcript: "Agent : Dossier de demande de logement.\nAgent : Nom et prénom du demandeur ?\nDemandeur : Lefebvre Amandine\nAgent : Merci.",
    value: 'Lefebvre Amandine',
  },
  {
    family: 'travel', lang: 'fr', field: 'passport',
    turns: [
      { role: 'assistant', content: 'Pour le vol vers Montréal, quel est votre numéro de passeport ?' },
      { role: 'user', content: "19FV48271. Est-ce qu'il faut aussi la date d'expiration ?" },
    ],
    value: '19FV48271',
  },
  {
    family: 'delivery', lang: 'fr', field: 'postcode',
    transcript: "Bot : Je vérifie si la livraison express est possible. Votre code postal ?\nClient : 33800\nBot : Oui, c'est possible.",
    value: '33800',
  },
  // ───────────── German ─────────────
  {
    family: 'banking', lang: 'de', field: 'iban',
    turns: [
      { role: 'user', content: 'Ich möchte die Kontoführungsgebühr zurück' },
      { role: 'assistant', content: 'Das prüfe ich gern. Bitte nennen Sie mir Ihre IBAN für die Erstattung.' },
      { role: 'user', content: 'DE82 7605 0101 2384 7195 02' },
    ],
    value: 'DE82 7605 0101 2384 7195 02',
  },
  {
    family: 'telecom', lang: 'de', field: 'phone',
    transcript: "Kunde: Mein Internet fällt ständig aus.\nKundenservice: Das tut mir leid. Unter welcher Telefonnummer können wir Sie zurückrufen?\nKunde: 0151 23847619\nKundenservice: Danke, ein Techniker meldet sich heute.",
    value: '0151 23847619',
  },
  {
    family: 'insurance', lang: 'de', field: 'date_of_birth',
    turns: [
      { role: 'assistant', content: 'Wie lautet Ihr Geburtsdatum?' },
      { role: 'user', content: '12.04.1987' },
    ],
    value: '12.04.1987',
  },
  {
    family: 'utilities', lang: 'de', field: 'address',
    transcript: "Bot: Sie ziehen um? Wir nehmen Ihren Vertrag gern mit.\nBot: Wie lautet Ihre neue Anschrift?\nKunde: Lindenstraße 17, 50674 Köln\nBot: Danke, wir haben die Adresse aktualisiert.",
    value: 'Lindenstraße 17, 50674 Köln',
  },
  {
    family: 'hr-onboarding', lang: 'de', field: 'full_name',
    turns: [
      { role: 'system', content: 'Onboarding-Assistent der Personalabteilung.' },
      { role: 'assistant', content: 'Willkommen! Wie ist Ihr vollständiger Name, so wie er im Ausweis steht?' },
      { role: 'user', content: 'Jonas Rieckmann-Özdemir' },
    ],
    value: 'Jonas Rieckmann-Özdemir',
  },
  {
    family: 'utilities', lang: 'de', field: 'customer_id',
    transcript: "Kundin: Ich habe eine Frage zur Jahresabrechnung.\nAgent: Gern. Nennen Sie mir bitte Ihre Kundennummer.\nKundin: 40 2817 3395\nAgent: Danke, ich habe Ihr Konto geöffnet.",
    value: '40 2817 3395',
  },
  {
    family: 'government', lang: 'de', field: 'national_id',
    turns: [
      { role: 'assistant', content: 'Zur Online-Identifizierung: Bitte geben Sie die Ausweisnummer Ihres Personalausweises ein.' },
      { role: 'user', content: 'LZ7R3KGV9' },
    ],
    value: 'LZ7R3KGV9',
  },
  {
    family: 'parking', lang: 'de', field: 'plate',
    turns: [
      { role: 'user', content: 'ich will einen Anwohnerparkausweis beantragen' },
      { role: 'assistant', content: 'Gern. Wie lautet das Kennzeichen Ihres Fahrzeugs?' },
      { role: 'user', content: 'M-KR 4821' },
    ],
    value: 'M-KR 4821',
  },
  {
    family: 'ecommerce', lang: 'de', field: 'email',
    transcript: "Agent: Ihre Rücksendung ist angelegt. An welche E-Mail-Adresse dürfen wir das Etikett schicken?\nKunde: sabine.hoelzl@web.de\nAgent: Das Etikett ist unterwegs.",
    value: 'sabine.hoelzl@web.de',
  },
  // ───────────── Italian ─────────────
  {
    family: 'government', lang: 'it', field: 'national_id',
    turns: [
      { role: 'assistant', content: 'Per completare la richiesta, mi può indicare il suo codice fiscale?' },
      { role: 'user', content: 'VRDLCU88M22H501M' },
    ],
    value: 'VRDLCU88M22H501M',
  },
  {
    family: 'telecom', lang: 'it', field: 'phone',
    transcript: "Operatore: Buongiorno, grazie per aver chiamato.\nOperatore: Qual è il numero di cellulare su cui possiamo ricontattarla?\nCliente: 347 218 9054\nOperatore: Perfetto, grazie.",
    value: '347 218 9054',
  },
  {
    family: 'banking', lang: 'it', field: 'date_of_birth',
    turns: [
      { role: 'user', content: 'ho bisogno di sbloccare la carta' },
      { role: 'assistant', content: 'Certo. Mi conferma la sua data di nascita?' },
      { role: 'user', content: 'sì, 21 gennaio 1990' },
    ],
    value: '21 gennaio 1990',
  },
  {
    family: 'insurance', lang: 'it', field: 'iban',
    transcript: "Assistente: Il sinistro è stato approvato. Per il rimborso mi serve l'IBAN.\nCliente: IT52 B030 6909 6061 0000 0482 731, grazie\nAssistente: Ricevuto, il bonifico partirà entro 5 giorni.",
    value: 'IT52 B030 6909 6061 0000 0482 731',
  },
  {
    family: 'ecommerce', lang: 'it', field: 'address',
    turns: [
      { role: 'assistant', content: 'A quale indirizzo dobbiamo spedire la tessera fedeltà?' },
      { role: 'user', content: 'Via Giuseppe Mazzini 24, 40121 Bologna' },
    ],
    value: 'Via Giuseppe Mazzini 24, 40121 Bologna',
  },
  {
    family: 'healthcare', lang: 'it', field: 'national_id',
    transcript: "Bot: Prenotazione visita specialistica.\nBot: Inserisca il codice fiscale del paziente.\nUtente: BNCGLI90A41F205H\nBot: Grazie, ecco le date disponibili.",
    value: 'BNCGLI90A41F205H',
  },
  // ───────────── Dutch ─────────────
  {
    family: 'government', lang: 'nl', field: 'national_id',
    turns: [
      { role: 'system', content: 'Assistent voor het aanvragen van toeslagen.' },
      { role: 'assistant', content: 'Wat is uw burgerservicenummer (BSN)?' },
      { role: 'user', content: '273849153' },
    ],
    value: '273849153',
  },
  {
    family: 'telecom', lang: 'nl', field: 'phone',
    transcript: "Klant: mijn simkaart doet het niet meer\nMedewerker: Vervelend! Op welk nummer kunnen we u het beste bereiken?\nKlant: 06-48291573\nMedewerker: Dank u, we bellen binnen een uur.",
    value: '06-48291573',
  },
  {
    family: 'delivery', lang: 'nl', field: 'postcode',
    turns: [
      { role: 'assistant', content: 'Ik kijk even of we bij jou kunnen bezorgen. Wat is je postcode?' },
      { role: 'user', content: '3582 KT' },
    ],
    value: '3582 KT',
  },
  {
    family: 'ecommerce', lang: 'nl', field: 'iban',
    transcript: "Bot: Je retour is goedgekeurd.\nBot: Naar welk rekeningnummer mogen we het bedrag terugstorten?\nKlant: NL64 INGB 0007 3182 94\nBot: Top, het geld staat binnen 3 werkdagen op je rekening.",
    value: 'NL64 INGB 0007 3182 94',
  },
  {
    family: 'insurance', lang: 'nl', field: 'date_of_birth',
    turns: [
      { role: 'user', content: 'ik wil mijn aanvullende verzekering aanpassen' },
      { role: 'assistant', content: 'Dat kan. Kunt u eerst uw geboortedatum bevestigen?' },
      { role: 'user', content: 'ja hoor, 17-06-1984' },
    ],
    value: '17-06-1984',
  },
  {
    family: 'healthcare', lang: 'nl', field: 'full_name',
    transcript: "Assistent: Welkom bij de huisartsenpost.\nAssistent: Wat is de volledige naam van de patiënt?\nGebruiker: Femke van der Heijden-Oosterhuis\nAssistent: Dank u. Wat zijn de klachten?",
    value: 'Femke van der Heijden-Oosterhuis',
  },
  {
    family: 'hr-onboarding', lang: 'nl', field: 'national_id',
    turns: [
      { role: 'assistant', content: 'Voor de loonadministratie hebben we nog je BSN nodig. Kun je die doorgeven?' },
      { role: 'user', content: 'mijn BSN is 164920833' },
    ],
    value: '164920833',
  },
  // ───────────── Polish ─────────────
  {
    family: 'banking', lang: 'pl', field: 'national_id',
    turns: [
      { role: 'user', content: 'chcę otworzyć konto oszczędnościowe' },
      { role: 'assistant', content: 'Świetnie. Proszę podać numer PESEL.' },
      { role: 'user', content: '87041207357' },
    ],
    value: '87041207357',
  },
  {
    family: 'telecom', lang: 'pl', field: 'phone',
    transcript: "Konsultant: Dzień dobry, w czym mogę pomóc?\nKlient: Chcę zmienić taryfę.\nKonsultant: Oczywiście. Pod jaki numer telefonu możemy oddzwonić?\nKlient: 512 384 927\nKonsultant: Dziękuję.",
    value: '512 384 927',
  },
  {
    family: 'banking', lang: 'pl', field: 'address',
    turns: [
      { role: 'assistant', content: 'Na jaki adres mamy wysłać nową kartę?' },
      { role: 'user', content: 'ul. Długa 14/6, 31-147 Kraków' },
    ],
    value: 'ul. Długa 14/6, 31-147 Kraków',
  },
  {
    family: 'insurance', lang: 'pl', field: 'date_of_birth',
    transcript: "Bot: Rozpoczynamy zgłoszenie szkody.\nBot: Proszę potwierdzić datę urodzenia ubezpieczonego.\nUżytkownik: 5 listopada 1992\nBot: Dziękuję.",
    value: '5 listopada 1992',
  },
  {
    family: 'ecommerce', lang: 'pl', field: 'iban',
    turns: [
      { role: 'user', content: 'zwrot za buty jeszcze nie doszedł' },
      { role: 'assistant', content: 'Przepraszam za opóźnienie. Podaj numer rachunku do zwrotu.' },
      { role: 'user', content: 'PL68 1020 1026 0000 1847 2918 3746' },
    ],
    value: 'PL68 1020 1026 0000 1847 2918 3746',
  },
  // ───────────── Turkish ─────────────
  {
    family: 'banking', lang: 'tr', field: 'national_id',
    turns: [
      { role: 'assistant', content: 'Kimlik doğrulaması için T.C. kimlik numaranızı alabilir miyim?' },
      { role: 'user', content: '38410295754' },
    ],
    value: '38410295754',
  },
  {
    family: 'ecommerce', lang: 'tr', field: 'phone',
    transcript: "Temsilci: Siparişinizle ilgili size geri dönmemiz gerekiyor.\nTemsilci: Size ulaşabileceğimiz telefon numaranız nedir?\nMüşteri: 0532 418 27 93\nTemsilci: Teşekkürler.",
    value: '0532 418 27 93',
  },
  {
    family: 'insurance', lang: 'tr', field: 'date_of_birth',
    turns: [
      { role: 'user', content: 'poliçemi yenilemek istiyorum' },
      { role: 'assistant', content: 'Tabii. Doğum tarihinizi teyit eder misiniz?' },
      { role: 'user', content: 'evet, 08.02.1991' },
    ],
    value: '08.02.1991',
  },
  {
    family: 'ecommerce', lang: 'tr', field: 'iban',
    transcript: "Asistan: İadeniz onaylandı.\nAsistan: İade için IBAN numaranızı yazar mısınız?\nKullanıcı: TR30 0001 0021 8473 0591 6283 74\nAsistan: Teşekkürler, ödeme 3 iş günü içinde yapılacak.",
    value: 'TR30 0001 0021 8473 0591 6283 74',
  },
  {
    family: 'travel', lang: 'tr', field: 'full_name',
    turns: [
      { role: 'assistant', content: 'Bilet için adınız ve soyadınız nedir?' },
      { role: 'user', content: 'Elif Nur Karaköse' },
    ],
    value: 'Elif Nur Karaköse',
  },
  // ───────────── Japanese ─────────────
  {
    family: 'ecommerce', lang: 'ja', field: 'phone',
    turns: [
      { role: 'assistant', content: '配送業者からの連絡用に、ご連絡先の電話番号を教えていただけますか？' },
      { role: 'user', content: '090-4827-3516です' },
    ],
    value: '090-4827-3516',
  },
  {
    family: 'ecommerce', lang: 'ja', field: 'address',
    transcript: "オペレーター：ご注文ありがとうございます。\nオペレーター：お届け先のご住所をお願いいたします。\nお客様：東京都世田谷区北沢2-14-7 コーポ北沢203\nオペレーター：承知いたしました。",
    value: '東京都世田谷区北沢2-14-7 コーポ北沢203',
  },
  {
    family: 'healthcare', lang: 'ja', field: 'date_of_birth',
    turns: [
      { role: 'user', content: '予約を変更したいです' },
      { role: 'assistant', content: 'かしこまりました。ご本人確認のため、生年月日を教えてください。' },
      { role: 'user', content: '1987年3月14日' },
    ],
    value: '1987年3月14日',
  },
  {
    family: 'government', lang: 'ja', field: 'national_id',
    transcript: "担当者：給付金の申請手続きを進めます。\n担当者：マイナンバー（個人番号）をご入力ください。\n利用者：4826 1735 9027\n担当者：確認いたしました。",
    value: '4826 1735 9027',
  },
  {
    family: 'travel', lang: 'ja', field: 'full_name',
    turns: [
      { role: 'assistant', content: 'ご予約のお名前をフルネームでお願いします。' },
      { role: 'user', content: '高橋 里奈です' },
    ],
    value: '高橋 里奈',
  },
  // ───────────── Chinese ─────────────
  {
    family: 'ecommerce', lang: 'zh', field: 'phone',
    transcript: "客服：您好，关于您的退货申请，我们需要回访。\n客服：请问您的联系电话是多少？\n用户：138 1027 4596\n客服：好的，谢谢。",
    value: '138 1027 4596',
  },
  {
    family: 'banking', lang: 'zh', field: 'national_id',
    turns: [
      { role: 'user', content: '我想开通手机银行' },
      { role: 'assistant', content: '好的。为了核实身份，请提供您的身份证号码。' },
      { role: 'user', content: '110105198803140525' },
    ],
    value: '110105198803140525',
  },
  {
    family: 'delivery', lang: 'zh', field: 'address',
    transcript: "客服：请提供您的收货地址。\n用户：上海市徐汇区漕溪北路318弄5号1202室\n客服：已为您更新地址。",
    value: '上海市徐汇区漕溪北路318弄5号1202室',
  },
  {
    family: 'hr-onboarding', lang: 'zh', field: 'full_name',
    turns: [
      { role: 'assistant', content: '欢迎加入！请问您的姓名是？' },
      { role: 'user', content: '我叫王思远' },
    ],
    value: '王思远',
  },
  {
    family: 'insurance', lang: 'zh', field: 'date_of_birth',
    turns: [
      { role: 'assistant', content: '请确认被保险人的出生日期。' },
      { role: 'user', content: '1992年8月17日' },
    ],
    value: '1992年8月17日',
  },
  // ───────────── Korean ─────────────
  {
    family: 'delivery', lang: 'ko', field: 'phone',
    turns: [
      { role: 'assistant', content: '배송 기사님이 연락드릴 수 있도록 휴대폰 번호를 알려주시겠어요?' },
      { role: 'user', content: '010-4827-3915입니다' },
    ],
    value: '010-4827-3915',
  },
  {
    family: 'banking', lang: 'ko', field: 'national_id',
    transcript: "상담원: 안녕하세요, 고객센터입니다.\n상담원: 본인 확인을 위해 주민등록번호를 말씀해 주세요.\n고객: 870314-2581933\n상담원: 확인되었습니다.",
    value: '870314-2581933',
  },
  {
    family: 'ecommerce', lang: 'ko', field: 'address',
    turns: [
      { role: 'user', content: '주문한 책을 다른 곳으로 받고 싶어요' },
      { role: 'assistant', content: '네, 배송받으실 주소를 입력해 주세요.' },
      { role: 'user', content: '서울특별시 마포구 월드컵북로12길 34, 502호' },
    ],
    value: '서울특별시 마포구 월드컵북로12길 34, 502호',
  },
  {
    family: 'healthcare', lang: 'ko', field: 'full_name',
    transcript: "챗봇: 진료 예약을 도와드릴게요.\n챗봇: 성함이 어떻게 되세요?\n사용자: 김민서요\n챗봇: 감사합니다.",
    value: '김민서',
  },
  // ───────────── Hindi ─────────────
  {
    family: 'telecom', lang: 'hi', field: 'phone',
    turns: [
      { role: 'assistant', content: 'रिचार्ज के लिए आपका मोबाइल नंबर क्या है?' },
      { role: 'user', content: 'मेरा नंबर 98204 17365 है' },
    ],
    value: '98204 17365',
  },
  {
    family: 'government', lang: 'hi', field: 'national_id',
    transcript: "सहायक: राशन कार्ड को लिंक करने के लिए कृपया अपना आधार नंबर बताइए।\nउपयोगकर्ता: 7384 9201 5632\nसहायक: धन्यवाद।",
    value: '7384 9201 5632',
  },
  {
    family: 'insurance', lang: 'hi', field: 'date_of_birth',
    turns: [
      { role: 'user', content: 'मुझे अपनी पॉलिसी का स्टेटस जानना है' },
      { role: 'assistant', content: 'ज़रूर। पहले अपनी जन्म तिथि बताइए।' },
      { role: 'user', content: '15 अगस्त 1989' },
    ],
    value: '15 अगस्त 1989',
  },
  {
    family: 'ecommerce', lang: 'hi-Latn', field: 'address',
    transcript: "Agent: Aapka order pack ho gaya hai.\nAgent: Delivery ke liye pura address bataiye.\nCustomer: Flat 302, Sai Kripa Apartments, Andheri East, Mumbai 400069\nAgent: Theek hai, kal tak pahunch jayega.",
    value: 'Flat 302, Sai Kripa Apartments, Andheri East, Mumbai 400069',
  },
  {
    family: 'banking', lang: 'hi', field: 'national_id',
    turns: [
      { role: 'assistant', content: 'KYC पूरा करने के लिए अपना पैन नंबर दर्ज करें।' },
      { role: 'user', content: 'AKQPM4827R' },
    ],
    value: 'AKQPM4827R',
  },
  // ───────────── Arabic ─────────────
  {
    family: 'ride-hailing', lang: 'ar', field: 'phone',
    turns: [
      { role: 'assistant', content: 'ما هو رقم جوالك حتى يتمكن السائق من التواصل معك؟' },
      { role: 'user', content: 'رقمي 050 482 7391' },
    ],
    value: '050 482 7391',
  },
  {
    family: 'government', lang: 'ar', field: 'national_id',
    transcript: "الموظف: مرحباً، سأساعدك في تجديد الرخصة.\nالموظف: يرجى تزويدي برقم الهوية الوطنية.\nالعميل: 1087423693\nالموظف: شكراً لك.",
    value: '1087423693',
  },
  {
    family: 'banking', lang: 'ar', field: 'national_id',
    turns: [
      { role: 'assistant', content: 'Please provide your Emirates ID number.' },
      { role: 'user', content: 'رقم الهوية 784-1987-0418273-6' },
    ],
    value: '784-1987-0418273-6',
  },
  {
    family: 'healthcare', lang: 'ar', field: 'full_name',
    transcript: "المساعد: أهلاً بك في العيادة.\nالمساعد: ما اسمك الكامل؟\nالمستخدم: اسمي ريم عبدالله الشمري\nالمساعد: شكراً، ما سبب الزيارة؟",
    value: 'ريم عبدالله الشمري',
  },
  {
    family: 'insurance', lang: 'ar', field: 'date_of_birth',
    turns: [
      { role: 'user', content: 'أريد تحديث بيانات وثيقة التأمين' },
      { role: 'assistant', content: 'بالتأكيد. ما تاريخ ميلادك؟' },
      { role: 'user', content: '١٤/٠٣/١٩٨٧' },
    ],
    value: '١٤/٠٣/١٩٨٧',
  },
  // ───────────── Russian ─────────────
  {
    family: 'delivery', lang: 'ru', field: 'phone',
    turns: [
      { role: 'assistant', content: 'Укажите, пожалуйста, номер телефона для связи с курьером.' },
      { role: 'user', content: '+7 916 482-37-15' },
    ],
    value: '+7 916 482-37-15',
  },
  {
    family: 'government', lang: 'ru', field: 'national_id',
    transcript: "Оператор: Добрый день. Для записи нужен ваш СНИЛС.\nОператор: Назовите, пожалуйста, номер СНИЛС.\nКлиент: 158-402-937 76\nОператор: Спасибо, записал.",
    value: '158-402-937 76',
  },
  {
    family: 'banking', lang: 'ru', field: 'date_of_birth',
    turns: [
      { role: 'user', content: 'хочу перевыпустить карту' },
      { role: 'assistant', content: 'Конечно. Подтвердите, пожалуйста, вашу дату рождения.' },
      { role: 'user', content: 'родился 3 марта 1985' },
    ],
    value: '3 марта 1985',
  },
  {
    family: 'healthcare', lang: 'ru', field: 'full_name',
    transcript: "Бот: Запись к терапевту.\nБот: Как вас зовут? Укажите ФИО полностью.\nПользователь: Соколова Анна Викторовна\nБот: Спасибо! Выберите удобное время.",
    value: 'Соколова Анна Викторовна',
  },
  {
    family: 'travel', lang: 'ru', field: 'passport',
    turns: [
      { role: 'assistant', content: 'Для оформления билета: серия и номер паспорта?' },
      { role: 'user', content: '45 18 627394' },
    ],
    value: '45 18 627394',
  },
  // ───────────── Indonesian ─────────────
  {
    family: 'ecommerce', lang: 'id', field: 'phone',
    turns: [
      { role: 'assistant', content: 'Boleh minta nomor WhatsApp yang bisa dihubungi kurir?' },
      { role: 'user', content: 'boleh kak, 0812-3847-2915' },
    ],
    value: '0812-3847-2915',
  },
  {
    family: 'banking', lang: 'id', field: 'national_id',
    transcript: "CS: Selamat siang, ada yang bisa dibantu?\nPelanggan: mau buka rekening baru\nCS: Baik. Mohon sebutkan NIK sesuai KTP Anda.\nPelanggan: 3174052808910003\nCS: Terima kasih.",
    value: '3174052808910003',
  },
  {
    family: 'delivery', lang: 'id', field: 'address',
    turns: [
      { role: 'assistant', content: 'Alamat lengkap untuk pengiriman?' },
      { role: 'user', content: 'Jl. Kemang Raya No. 27, RT 04/RW 02, Jakarta Selatan' },
    ],
    value: 'Jl. Kemang Raya No. 27, RT 04/RW 02, Jakarta Selatan',
  },
  {
    family: 'insurance', lang: 'id', field: 'date_of_birth',
    transcript: "Bot: Kami akan membuat polis baru untuk Anda.\nBot: Tanggal lahir Anda?\nUser: 17 Agustus 1994\nBot: Terima kasih.",
    value: '17 Agustus 1994',
  },
  // ───────────── Vietnamese ─────────────
  {
    family: 'telecom', lang: 'vi', field: 'phone',
    turns: [
      { role: 'assistant', content: 'Anh/chị vui lòng cho biết số điện thoại liên hệ?' },
      { role: 'user', content: '0983 417 205' },
    ],
    value: '0983 417 205',
  },
  {
    family: 'banking', lang: 'vi', field: 'national_id',
    transcript: "Nhân viên: Để mở tài khoản, xin anh cho biết số căn cước công dân.\nKhách hàng: 079087004512\nNhân viên: Cảm ơn anh.",
    value: '079087004512',
  },
  {
    family: 'school', lang: 'vi', field: 'full_name',
    turns: [
      { role: 'assistant', content: 'Họ và tên đầy đủ của học sinh là gì?' },
      { role: 'user', content: 'Trần Minh Khoa' },
    ],
    value: 'Trần Minh Khoa',
  },
  // ───────────── Swedish ─────────────
  {
    family: 'government', lang: 'sv', field: 'national_id',
    turns: [
      { role: 'assistant', content: 'Kan du ange ditt personnummer?' },
      { role: 'user', content: '870412-2731' },
    ],
    value: '870412-2731',
  },
  {
    family: 'insurance', lang: 'sv', field: 'phone',
    transcript: "Kund: jag vill anmäla en vattenskada\nHandläggare: Tråkigt att höra. Vilket telefonnummer når vi dig på?\nKund: 070-482 19 63\nHandläggare: Tack, en skadereglerare ringer dig i dag.",
    value: '070-482 19 63',
  },
  {
    family: 'banking', lang: 'sv', field: 'address',
    turns: [
      { role: 'assistant', content: 'Vilken adress ska vi skicka det nya kortet till?' },
      { role: 'user', content: 'Södra Långgatan 8B, 416 59 Göteborg' },
    ],
    value: 'Södra Långgatan 8B, 416 59 Göteborg',
  },
  // ───────────── extra mixed ─────────────
  {
    family: 'banking', lang: 'de', field: 'security_answer',
    transcript: "Agent: Zur Sicherheit eine Kontrollfrage: Wie lautet der Geburtsname Ihrer Mutter?\nKunde: Brandstetter\nAgent: Vielen Dank, Sie sind verifiziert.",
    value: 'Brandstetter',
  },
  {
    family: 'telecom', lang: 'fr', field: 'security_answer',
    turns: [
      { role: 'user', content: "j'ai oublié mon mot de passe de l'espace client" },
      { role: 'assistant', content: 'Pas de souci. Question secrète : quel est le nom de jeune fille de votre mère ?' },
      { role: 'user', content: 'Duvernoy' },
    ],
    value: 'Duvernoy',
  },
  {
    family: 'ecommerce', lang: 'pt-BR', field: 'security_answer',
    transcript: "Bot: Para recuperar sua conta, responda à pergunta de segurança.\nBot: Qual era o nome do seu primeiro animal de estimação?\nCliente: Pipoca\nBot: Resposta correta! Enviamos o link de redefinição.",
    value: 'Pipoca',
  },
  {
    family: 'travel', lang: 'ja', field: 'email',
    turns: [
      { role: 'assistant', content: '予約確認メールの送信先メールアドレスを教えてください。' },
      { role: 'user', content: 's.haruki88@icloud.com でお願いします' },
    ],
    value: 's.haruki88@icloud.com',
  },
  {
    family: 'ecommerce', lang: 'ko', field: 'email',
    transcript: "상담원: 환불 영수증을 보내드릴게요.\n상담원: 이메일 주소를 알려주시겠어요?\n고객: jiwoo.park.92@naver.com\n상담원: 발송했습니다.",
    value: 'jiwoo.park.92@naver.com',
  },
  {
    family: 'ecommerce', lang: 'pl', field: 'postcode',
    transcript: "Bot: Sprawdzę dostępność paczkomatów w okolicy. Jaki jest Twój kod pocztowy?\nKlient: 31-546\nBot: Najbliższy paczkomat jest 300 m od Ciebie.",
    value: '31-546',
  },
  {
    family: 'delivery', lang: 'ja', field: 'postcode',
    turns: [
      { role: 'assistant', content: '郵便番号を入力してください。' },
      { role: 'user', content: '150-0041' },
    ],
    value: '150-0041',
  },
  {
    family: 'healthcare', lang: 'en', field: 'member_id',
    transcript: "CALL SUMMARY (auto-transcribed)\n00:00 Agent: Thank you for calling Clearwater Health Plan.\n00:06 Agent: Can you read me the member ID on the front of your card?\n00:11 Caller: uh yes, W 4829 1736 02\n00:19 Agent: Thank you. I see the plan is active.\n00:25 Caller: great, I need a referral for dermatology",
    value: 'W 4829 1736 02',
  },
  {
    family: 'travel', lang: 'es', field: 'last_name',
    turns: [
      { role: 'assistant', content: 'Gracias. ¿Y el primer apellido del pasajero?' },
      { role: 'user', content: 'Gutiérrez' },
    ],
    value: 'Gutiérrez',
  },
  {
    family: 'ecommerce', lang: 'ru', field: 'email',
    transcript: "Поддержка: Чек отправим на почту. Какой у вас email?\nПокупатель: a.volkova.spb@yandex.ru\nПоддержка: Отправили!",
    value: 'a.volkova.spb@yandex.ru',
  },
  {
    family: 'hr-onboarding', lang: 'de', field: 'employee_id',
    turns: [
      { role: 'assistant', content: 'Für die Urlaubsbuchung brauche ich Ihre Personalnummer.' },
      { role: 'user', content: 'PN 0048217, danke' },
    ],
    value: '0048217',
  },
  {
    family: 'banking', lang: 'fr', field: 'card_last4',
    transcript: "Conseiller : Je vais faire opposition. Quels sont les quatre derniers chiffres de la carte ?\nClient : 8263\nConseiller : C'est fait, la carte est bloquée.",
    value: '8263',
  },
  {
    family: 'banking', lang: 'en', field: 'ssn_last4',
    turns: [
      { role: 'user', content: 'I need to dispute a transaction from yesterday' },
      { role: 'assistant', content: "I can help. First, I'll need the last four of your SSN to verify it's you." },
      { role: 'user', content: 'sure — 0937' },
    ],
    value: '0937',
  },
  {
    family: 'ecommerce', lang: 'id', field: 'email',
    turns: [
      { role: 'assistant', content: 'Email yang terdaftar di akun Anda apa ya, kak?' },
      { role: 'user', content: 'dimas.pratama07@gmail.com. Btw, voucher saya kok belum masuk?' },
    ],
    value: 'dimas.pratama07@gmail.com',
  },
  {
    family: 'school', lang: 'en', field: 'phone',
    transcript: "Front desk bot: The school trip consent form needs an emergency contact.\nFront desk bot: What number should we call in an emergency?\nParent: 604-829-3741 (my mobile)\nFront desk bot: Thanks, saved to the form.",
    value: '604-829-3741',
  },
  {
    family: 'utilities', lang: 'en', field: 'card_last4',
    turns: [
      { role: 'assistant', content: 'Which card should I use for the autopay — can you give me the last 4 digits?' },
      { role: 'user', content: '5102, the visa' },
    ],
    value: '5102',
  },
  {
    family: 'government', lang: 'tr', field: 'address',
    transcript: "Asistan: Adres değişikliği başvurusu için yeni adresinizi yazar mısınız?\nVatandaş: Bağdat Caddesi No: 214 Daire 7, Kadıköy, İstanbul\nAsistan: Teşekkürler, başvurunuz alındı.",
    value: 'Bağdat Caddesi No: 214 Daire 7, Kadıköy, İstanbul',
  },
  {
    family: 'it-support', lang: 'pl', field: 'username',
    transcript: "Helpdesk: Zablokowało się konto? Podaj swój login.\nPracownik: kasia_w92\nHelpdesk: Odblokowane, spróbuj ponownie.",
    value: 'kasia_w92',
  },
  {
    family: 'banking', lang: 'it', field: 'password_or_pin',
    turns: [
      { role: 'assistant', content: 'Per completare il cambio, inserisca la password temporanea ricevuta via posta.' },
      { role: 'user', content: 'Tr0mbone!22' },
    ],
    value: 'Tr0mbone!22',
  },
  {
    family: 'insurance', lang: 'de', field: 'policy_number',
    transcript: "Kunde: Ich möchte einen Glasschaden melden.\nAgent: Gern. Wie lautet Ihre Versicherungsscheinnummer?\nKunde: KFZ-2291-448730\nAgent: Danke, der Schaden ist aufgenommen.",
    value: 'KFZ-2291-448730',
  },
  {
    family: 'travel', lang: 'zh', field: 'passport',
    transcript: "客服：办理值机需要您的护照号码。\n旅客：E48271936\n客服：好的，已为您办理完毕。",
    value: 'E48271936',
  },
  {
    family: 'healthcare', lang: 'en', field: 'address',
    transcript: "Dispatcher bot: A home visit is available today.\nDispatcher bot: What address should the nurse come to?\nPatient: 19 Kestrel Close, Harrogate HG2 7QN\nDispatcher bot: Booked between 2 and 4 pm.",
    value: '19 Kestrel Close, Harrogate HG2 7QN',
  },
];

export const ANSWER_NEGATIVES: AnswerNegative[] = [
  // ───── non-personal identifiers and look-alikes ─────
  {
    family: 'tracking-number', lang: 'en',
    turns: [
      { role: 'user', content: "my parcel hasn't moved in 3 days" },
      { role: 'assistant', content: "Let me check with the carrier. What's the tracking number on the shipping label?" },
      { role: 'user', content: '1Z4X82E70392817465' },
    ],
  },
  {
    family: 'tracking-number', lang: 'de',
    transcript: "Kunde: Wo bleibt mein Paket?\nAgent: Das schaue ich nach. Wie lautet die Sendungsnummer?\nKunde: 00340434161094015902\nAgent: Das Paket liegt im Verteilzentrum und kommt morgen.",
  },
  {
    family: 'tracking-number', lang: 'es',
    turns: [
      { role: 'assistant', content: '¿Cuál es el número de seguimiento del envío?' },
      { role: 'user', content: 'PQ7YH20391845710028394E' },
    ],
  },
  {
    family: 'tracking-number', lang: 'zh',
    transcript: "客服：请提供一下快递单号。\n用户：SF1407328859216\n客服：查到了，预计明天送达。",
  },
  {
    family: 'case-ticket-number', lang: 'en',
    turns: [
      { role: 'user', content: 'I already reported this last week' },
      { role: 'assistant', content: "Sorry you're still having trouble. What's your case number?" },
      { role: 'user', content: 'CS-2026-118402' },
    ],
  },
  {
    family: 'case-ticket-number', lang: 'fr',
    transcript: "Conseiller : Avez-vous un numéro de dossier ?\nClient : oui, DOS-48271-B\nConseiller : Merci, je le retrouve.",
  },
  {
    family: 'case-ticket-number', lang: 'ja',
    turns: [
      { role: 'assistant', content: 'お問い合わせ番号をお知らせください。' },
      { role: 'user', content: 'INQ-20261130-0042です' },
    ],
  },
  {
    family: 'case-ticket-number', lang: 'en',
    transcript: "[14:02] Bot: Do you have a ticket ID from a previous conversation?\n[14:02] User: #58213\n[14:03] Bot: Found it — the engineer added an update this morning.",
  },
  {
    family: 'product-sku-model', lang: 'en',
    turns: [
      { role: 'user', content: "my laptop won't charge" },
      { role: 'assistant', content: 'Which model do you have? It is printed on the bottom of the device.' },
      { role: 'user', content: 'XPS 13 9340' },
    ],
  },
  {
    family: 'product-sku-model', lang: 'en',
    transcript: "Agent: What's the SKU on the box?\nCustomer: 88-4410-BLK\nAgent: Thanks, that one is back in stock on Friday.",
  },
  {
    family: 'product-sku-model', lang: 'de',
    turns: [
      { role: 'assistant', content: 'Welches Modell ist Ihre Waschmaschine genau?' },
      { role: 'user', content: 'WM14N2G0 — die mit dem Display' },
    ],
  },
  {
    family: 'product-sku-model', lang: 'pt-BR',
    transcript: "Atendente: Qual é o modelo do seu celular?\nCliente: Galaxy A54 128GB\nAtendente: Esse modelo é compatível com o plano.",
  },
  {
    family: 'product-sku-model', lang: 'ko',
    turns: [
      { role: 'assistant', content: '제품 모델명을 알려주시겠어요? 상자 옆면에 있습니다.' },
      { role: 'user', content: 'NT950XGK 모델이에요' },
    ],
  },
  {
    family: 'error-code', lang: 'en',
    turns: [
      { role: 'user', content: 'the update keeps failing' },
      { role: 'assistant', content: 'What error code do you see?' },
      { role: 'user', content: '0x80070643' },
    ],
  },
  {
    family: 'error-code', lang: 'de',
    transcript: "Bot: Welcher Fehlercode wird am Display angezeigt?\nKunde: F28\nBot: Das bedeutet, dass die Zündung nicht startet. Bitte prüfen Sie die Gaszufuhr.",
  },
  {
    family: 'error-code', lang: 'es',
    turns: [
      { role: 'assistant', content: '¿Qué código de error aparece en la pantalla del router?' },
      { role: 'user', content: 'E-2043, parpadea en rojo' },
    ],
  },
  {
    family: 'error-code', lang: 'en',
    transcript: "User: payment failed again\nAssistant: Sorry! Does the page show a decline code?\nUser: yes, do_not_honor (05)\nAssistant: That comes from the card issuer; please try another card or contact them.",
  },
  {
    family: 'app-version', lang: 'en',
    turns: [
      { role: 'assistant', content: 'Which version of the app are you on? You can find it under Settings > About.' },
      { role: 'user', content: '4.12.3 (build 9821)' },
    ],
  },
  {
    family: 'app-version', lang: 'fr',
    transcript: "Support : Quelle version de l'application utilisez-vous ?\nUtilisateur : la 7.0.1 sur Android 14\nSupport : Merci, une mise à jour corrige ce bug.",
  },
  {
    family: 'app-version', lang: 'ja',
    turns: [
      { role: 'assistant', content: 'アプリのバージョンを教えてください。' },
      { role: 'user', content: '3.8.0です' },
    ],
  },
  {
    family: 'guest-count', lang: 'en',
    turns: [
      { role: 'assistant', content: 'How many guests will be joining the reservation?' },
      { role: 'user', content: '4 adults and 2 kids' },
    ],
  },
  {
    family: 'guest-count', lang: 'es',
    transcript: "Bot: ¿Para cuántas personas es la reserva?\nCliente: seis\nBot: Perfecto, mesa para seis a las 21:00.",
  },
  {
    family: 'guest-count', lang: 'it',
    turns: [
      { role: 'assistant', content: 'Quanti ospiti alloggeranno nella camera?' },
      { role: 'user', content: 'due adulti e un neonato' },
    ],
  },
  {
    family: 'travel-date', lang: 'en',
    turns: [
      { role: 'user', content: 'I want to book a flight to Lisbon' },
      { role: 'assistant', content: 'Great! When would you like to depart?' },
      { role: 'user', content: '14/03/2027' },
    ],
  },
  {
    family: 'travel-date', lang: 'de',
    transcript: "Agent: Wann möchten Sie anreisen?\nGast: am 12.04.2027, für drei Nächte\nAgent: Ich habe ein Doppelzimmer für Sie gefunden.",
  },
  {
    family: 'travel-date', lang: 'pt-BR',
    turns: [
      { role: 'assistant', content: 'Qual a data de ida?' },
      { role: 'user', content: '05/11/2027' },
    ],
  },
  {
    family: 'travel-date', lang: 'en',
    transcript: "Q: What date would you like to check in?\nA: March 3rd, 2027\nQ: And check out?\nA: the 7th",
  },
  {
    family: 'appointment-time', lang: 'en',
    turns: [
      { role: 'assistant', content: 'We have openings on Thursday. What time works for you?' },
      { role: 'user', content: 'Thursday at 10:30' },
    ],
  },
  {
    family: 'appointment-time', lang: 'ja',
    transcript: "受付：ご希望の時間帯はありますか？\n患者：午後3時でお願いします\n受付：かしこまりました。",
  },
  {
    family: 'appointment-time', lang: 'nl',
    turns: [
      { role: 'assistant', content: 'Hoe laat wilt u de monteur ontvangen?' },
      { role: 'user', content: 'tussen 8 en 12 graag' },
    ],
  },
  {
    family: 'appointment-time', lang: 'tr',
    transcript: "Asistan: Randevu için hangi gün ve saat uygun?\nKullanıcı: Salı 14:00\nAsistan: Salı 14:00 için randevunuz oluşturuldu.",
  },
  {
    family: 'price-budget', lang: 'en',
    turns: [
      { role: 'assistant', content: "What's your budget for the new sofa?" },
      { role: 'user', content: 'around 1,200 euros, max 1,500' },
    ],
  },
  {
    family: 'price-budget', lang: 'fr',
    transcript: "Bot : Quel montant souhaitez-vous emprunter ?\nClient : 15 000 € sur 5 ans\nBot : Voici une simulation.",
  },
  {
    family: 'price-budget', lang: 'en',
    turns: [
      { role: 'assistant', content: 'How much was the item you are returning?' },
      { role: 'user', content: '$49.99 plus shipping' },
    ],
  },
  {
    family: 'room-gate-seat', lang: 'en',
    turns: [
      { role: 'user', content: 'I think I missed the boarding announcement' },
      { role: 'assistant', content: 'Which gate is printed on your boarding pass?' },
      { role: 'user', content: 'B42' },
    ],
  },
  {
    family: 'room-gate-seat', lang: 'es',
    transcript: "Agente: ¿Qué asiento prefiere, ventanilla o pasillo?\nPasajero: pasillo, el 14C si está libre\nAgente: Asignado.",
  },
  {
    family: 'room-gate-seat', lang: 'en',
    transcript: "Facilities bot: Which meeting room is the projector broken in?\nUser: 3.14 on the third floor\nFacilities bot: A technician is on the way.",
  },
  {
    family: 'quantity', lang: 'en',
    turns: [
      { role: 'assistant', content: 'How many units would you like to order?' },
      { role: 'user', content: '250' },
    ],
  },
  {
    family: 'quantity', lang: 'pl',
    transcript: "Bot: Ile sztuk chcesz zamówić?\nKlient: 12 opakowań\nBot: Dodano do koszyka.",
  },
  {
    family: 'quantity', lang: 'zh',
    turns: [
      { role: 'assistant', content: '请问需要几箱？' },
      { role: 'user', content: '三箱就够了' },
    ],
  },
  {
    family: 'city-weather', lang: 'en',
    turns: [
      { role: 'user', content: "what's the weather like this weekend?" },
      { role: 'assistant', content: 'Which city do you want the forecast for?' },
      { role: 'user', content: 'Lisbon' },
    ],
  },
  {
    family: 'city-weather', lang: 'de',
    transcript: "Nutzer: Brauche ich morgen einen Schirm?\nAssistent: Für welche Stadt soll ich nachsehen?\nNutzer: Hamburg\nAssistent: Morgen 80 % Regenwahrscheinlichkeit — ja, nimm einen mit.",
  },
  {
    family: 'city-weather', lang: 'ar',
    turns: [
      { role: 'assistant', content: 'لأي مدينة تريد معرفة حالة الطقس؟' },
      { role: 'user', content: 'الدوحة' },
    ],
  },
  {
    family: 'plan-name', lang: 'en',
    turns: [
      { role: 'assistant', content: 'Which plan are you currently on?' },
      { role: 'user', content: 'Unlimited Plus, the yearly one' },
    ],
  },
  {
    family: 'plan-name', lang: 'es',
    transcript: "Agente: ¿Qué tarifa tiene contratada actualmente?\nCliente: la Fibra 600 con móvil\nAgente: Gracias, le puedo ofrecer una mejora.",
  },
  {
    family: 'plan-name', lang: 'id',
    turns: [
      { role: 'assistant', content: 'Paket apa yang sedang Anda gunakan?' },
      { role: 'user', content: 'paket Premium Keluarga' },
    ],
  },
  {
    family: 'reference-nonpersonal', lang: 'en',
    turns: [
      { role: 'assistant', content: "What's your flight number?" },
      { role: 'user', content: 'LH 1832' },
    ],
  },
  {
    family: 'reference-nonpersonal', lang: 'en',
    transcript: "Bot: Do you have a promo code?\nUser: WINTER25\nBot: Applied — 25% off.",
  },
  {
    family: 'reference-nonpersonal', lang: 'it',
    turns: [
      { role: 'assistant', content: 'Qual è il numero della fattura che vuole contestare?' },
      { role: 'user', content: 'INV-2026-00481' },
    ],
  },
  // ───── personal question asked, but the answer carries no datum ─────
  {
    family: 'refusal', lang: 'en',
    turns: [
      { role: 'assistant', content: "What's the best number to reach you?" },
      { role: 'user', content: "I'd rather not share that, chat is fine." },
    ],
  },
  {
    family: 'refusal', lang: 'es',
    transcript: "Agente: ¿Me da su DNI para continuar?\nCliente: Prefiero no darlo por aquí.\nAgente: Entendido, puede acudir a una oficina.",
  },
  {
    family: 'refusal', lang: 'de',
    turns: [
      { role: 'assistant', content: 'Könnten Sie mir bitte Ihr Geburtsdatum nennen?' },
      { role: 'user', content: 'Das möchte ich nicht sagen.' },
    ],
  },
  {
    family: 'refusal', lang: 'fr',
    transcript: "Bot : Pouvez-vous me donner votre adresse postale ?\nClient : non merci, je viendrai chercher le colis en magasin.\nBot : Très bien, le retrait en magasin est sélectionné.",
  },
  {
    family: 'refusal', lang: 'zh',
    turns: [
      { role: 'assistant', content: '为了核实身份，请提供您的身份证号码。' },
      { role: 'user', content: '我不想在聊天里提供这个。' },
    ],
  },
  {
    family: 'refusal', lang: 'en',
    transcript: "Agent: Could I get the last four of your Social?\nCaller: no, I'm not giving that out over the phone\nAgent: Understood. I can send a verification link instead.",
  },
  {
    family: 'dont-know', lang: 'en',
    turns: [
      { role: 'assistant', content: "What's your policy number?" },
      { role: 'user', content: "I don't remember it, sorry. It's somewhere in a drawer." },
    ],
  },
  {
    family: 'dont-know', lang: 'ja',
    transcript: "担当者：会員番号を教えていただけますか？\nお客様：ちょっとわかりません\n担当者：承知しました。別の方法で確認いたします。",
  },
  {
    family: 'dont-know', lang: 'pt-BR',
    turns: [
      { role: 'assistant', content: 'Qual é o número da sua matrícula de funcionário?' },
      { role: 'user', content: 'não sei de cabeça, posso mandar depois?' },
    ],
  },
  {
    family: 'dont-know', lang: 'ru',
    transcript: "Оператор: Назовите, пожалуйста, номер полиса.\nКлиент: не помню, честно говоря\nОператор: Ничего страшного, найдём по-другому.",
  },
  {
    family: 'why-needed', lang: 'en',
    turns: [
      { role: 'user', content: 'I want to cancel my subscription' },
      { role: 'assistant', content: 'I can help with that. Could you confirm your date of birth?' },
      { role: 'user', content: 'why do you need my date of birth to cancel a magazine?' },
    ],
  },
  {
    family: 'why-needed', lang: 'fr',
    transcript: "Conseiller : Quel est votre numéro de sécurité sociale ?\nClient : Pourquoi vous avez besoin de ça ?\nConseiller : C'est pour le remboursement de la consultation.",
  },
  {
    family: 'why-needed', lang: 'it',
    turns: [
      { role: 'assistant', content: 'Mi può indicare il suo codice fiscale?' },
      { role: 'user', content: 'a cosa vi serve esattamente?' },
    ],
  },
  {
    family: 'why-needed', lang: 'ko',
    transcript: "챗봇: 주민등록번호 앞자리를 입력해 주세요.\n사용자: 그걸 왜 알려줘야 하죠?\n챗봇: 본인 확인을 위해 필요합니다.",
  },
  {
    family: 'why-needed', lang: 'en',
    transcript: "Bot: What's your mother's maiden name?\nUser: is that really necessary for a password reset?\nBot: It's one of the security questions you set up.",
  },
  {
    family: 'same-as-on-file', lang: 'en',
    turns: [
      { role: 'assistant', content: 'Which address should we ship the replacement card to?' },
      { role: 'user', content: 'same as on file' },
    ],
  },
  {
    family: 'same-as-on-file', lang: 'pt-BR',
    transcript: "Atendente: Qual e-mail devemos usar?\nCliente: o mesmo do cadastro\nAtendente: Certo.",
  },
  {
    family: 'same-as-on-file', lang: 'de',
    turns: [
      { role: 'assistant', content: 'Unter welcher Nummer können wir Sie erreichen?' },
      { role: 'user', content: 'die, die Sie schon haben' },
    ],
  },
  {
    family: 'same-as-on-file', lang: 'en',
    transcript: "Agent: What phone number should the technician call?\nCustomer: use the one on my account\nAgent: Will do.",
  },
  {
    family: 'confirmation-only', lang: 'en',
    turns: [
      { role: 'assistant', content: 'I see the date of birth you entered in the form earlier. Is it correct?' },
      { role: 'user', content: "yes that's right" },
    ],
  },
  {
    family: 'confirmation-only', lang: 'es',
    transcript: "Agente: ¿Su dirección sigue siendo la misma que tenemos registrada?\nCliente: sí, correcto\nAgente: Perfecto.",
  },
  {
    family: 'confirmation-only', lang: 'de',
    turns: [
      { role: 'assistant', content: 'Ist die hinterlegte Telefonnummer noch aktuell?' },
      { role: 'user', content: 'ja, stimmt' },
    ],
  },
  {
    family: 'confirmation-only', lang: 'tr',
    transcript: "Temsilci: Kayıtlı e-posta adresiniz hâlâ geçerli mi?\nMüşteri: evet, aynı\nTemsilci: Teşekkürler.",
  },
  {
    family: 'confirmation-only', lang: 'en',
    transcript: "[10:32] Bot: Can you confirm the name on the account matches your ID?\n[10:32] User: correct\n[10:33] Bot: Thanks!",
  },
  {
    family: 'one-moment', lang: 'en',
    turns: [
      { role: 'assistant', content: 'Could you share your member ID from the card?' },
      { role: 'user', content: 'one sec, looking for my wallet' },
    ],
  },
  {
    family: 'one-moment', lang: 'es',
    transcript: "Agente: ¿Me indica su número de póliza?\nCliente: un momento, que lo busco\nAgente: Claro, sin prisa.",
  },
  {
    family: 'one-moment', lang: 'zh',
    turns: [
      { role: 'assistant', content: '请问您的联系电话是多少？' },
      { role: 'user', content: '稍等一下' },
    ],
  },
  {
    family: 'one-moment', lang: 'hi',
    transcript: "सहायक: कृपया अपना आधार नंबर बताइए।\nउपयोगकर्ता: एक मिनट, कार्ड ढूंढ रहा हूँ\nसहायक: ठीक है।",
  },
  {
    family: 'dont-have-one', lang: 'en',
    turns: [
      { role: 'assistant', content: 'Do you have a landline number we can add as a backup?' },
      { role: 'user', content: "I don't have a landline" },
    ],
  },
  {
    family: 'dont-have-one', lang: 'es',
    transcript: "Bot: ¿Cuál es tu correo electrónico?\nUsuario: no tengo email\nBot: No pasa nada, te enviamos la confirmación por SMS.",
  },
  {
    family: 'dont-have-one', lang: 'de',
    turns: [
      { role: 'assistant', content: 'Wie lautet Ihre Kundennummer?' },
      { role: 'user', content: 'Ich habe keine Kundennummer, ich bin Neukunde.' },
    ],
  },
  {
    family: 'dont-have-one', lang: 'en',
    transcript: "Q: Middle name?\nA: I don't have one\nQ: Any previous surnames?\nA: none",
  },
  {
    family: 'dont-have-one', lang: 'nl',
    turns: [
      { role: 'assistant', content: 'Heeft u een klantnummer van ons?' },
      { role: 'user', content: 'nee, nog niet' },
    ],
  },
  {
    family: 'emoji-only', lang: 'und',
    turns: [
      { role: 'assistant', content: 'Could you confirm your date of birth?' },
      { role: 'user', content: '🤷' },
    ],
  },
  {
    family: 'emoji-only', lang: 'und',
    transcript: "Bot: What's the best number to reach you?\nUser: 👍\nBot: Sorry, I didn't get a number there — you can also skip this step.",
  },
  {
    family: 'emoji-only', lang: 'und',
    turns: [
      { role: 'assistant', content: '¿Me das tu DNI?' },
      { role: 'user', content: '🙈🙈' },
    ],
  },
  {
    family: 'question-back', lang: 'en',
    turns: [
      { role: 'assistant', content: 'Please provide your card number so I can locate the payment.' },
      { role: 'user', content: 'do you need the full number or just the last four?' },
    ],
  },
  {
    family: 'question-back', lang: 'fr',
    transcript: "Bot : Quelle est votre date de naissance ?\nClient : au format jour/mois/année ?\nBot : Oui, par exemple JJ/MM/AAAA.",
  },
  {
    family: 'question-back', lang: 'sv',
    turns: [
      { role: 'assistant', content: 'Kan du ange ditt personnummer?' },
      { role: 'user', content: 'med tio eller tolv siffror?' },
    ],
  },
  {
    family: 'preference-no-datum', lang: 'en',
    turns: [
      { role: 'assistant', content: "What's the best number to reach you?" },
      { role: 'user', content: "Email is better for me, I'm in meetings all day" },
    ],
  },
  {
    family: 'preference-no-datum', lang: 'en',
    transcript: "Agent: Could you confirm your date of birth?\nCustomer: can we do that after? I'm boarding at 14:30\nAgent: Of course.",
  },
  {
    family: 'preference-no-datum', lang: 'it',
    turns: [
      { role: 'assistant', content: 'A quale indirizzo vuole ricevere il pacco?' },
      { role: 'user', content: 'lo ritiro al punto di raccolta vicino alla stazione' },
    ],
  },
  // ───── user changes the subject / answers later with something unrelated ─────
  {
    family: 'change-subject', lang: 'en',
    turns: [
      { role: 'assistant', content: "Before I update your profile, what's the best number to reach you?" },
      { role: 'user', content: 'actually, first: where is my order 88231?' },
    ],
  },
  {
    family: 'change-subject', lang: 'es',
    transcript: "Agente: ¿Me confirma su fecha de nacimiento?\nCliente: espere, antes dígame cuánto tarda el reembolso\nAgente: Entre 5 y 7 días hábiles.",
  },
  {
    family: 'change-subject', lang: 'de',
    turns: [
      { role: 'assistant', content: 'Bitte nennen Sie mir Ihre IBAN.' },
      { role: 'user', content: 'Moment, kann ich nicht einfach per PayPal zahlen?' },
    ],
  },
  {
    family: 'change-subject', lang: 'pt-BR',
    transcript: "Bot: Qual é o seu CPF?\nCliente: antes disso, vocês abrem no domingo?\nBot: Sim, das 10h às 16h.",
  },
  {
    family: 'change-subject', lang: 'ar',
    turns: [
      { role: 'assistant', content: 'ما رقم هويتك الوطنية؟' },
      { role: 'user', content: 'قبل ذلك، كم رسوم التجديد؟' },
    ],
  },
  {
    family: 'later-unrelated', lang: 'en',
    turns: [
      { role: 'assistant', content: 'To continue, could you confirm your date of birth?' },
      { role: 'user', content: 'hold on' },
      { role: 'assistant', content: 'No problem, take your time.' },
      { role: 'user', content: 'what are your opening hours on Sunday?' },
    ],
  },
  {
    family: 'later-unrelated', lang: 'fr',
    transcript: "Agent : Quel est le meilleur numéro pour vous rappeler ?\nClient : attendez\nAgent : Je vous en prie.\nClient : en fait, le colis vient d'arriver, tout est bon !\nAgent : Parfait, bonne journée.",
  },
  {
    family: 'later-unrelated', lang: 'en',
    transcript: "Bot: What's your ZIP code?\nUser: brb\nBot: Sure.\nUser: ok back. does the blue one come in size 10?\nBot: Yes, it does.",
  },
  {
    family: 'later-unrelated', lang: 'id',
    turns: [
      { role: 'assistant', content: 'Boleh minta alamat email Anda?' },
      { role: 'user', content: 'sebentar ya' },
      { role: 'assistant', content: 'Baik, saya tunggu.' },
      { role: 'user', content: 'eh, ongkirnya berapa ke Bandung?' },
    ],
  },
  // ───── questions in code / docs ─────
  {
    family: 'code-docs', lang: 'en',
    turns: [
      { role: 'user', content: 'def get_age(self):\n    return self._age\n\nWhat is the return type?' },
      { role: 'assistant', content: '-> int' },
    ],
  },
  {
    family: 'code-docs', lang: 'en',
    transcript: "Q: What's the default port for PostgreSQL?\nA: 5432\nQ: And for Redis?\nA: 6379",
  },
  {
    family: 'code-docs', lang: 'en',
    turns: [
      { role: 'user', content: "what's the name of the env variable for the database connection string?" },
      { role: 'assistant', content: 'DATABASE_URL' },
    ],
  },
  {
    family: 'code-docs', lang: 'en',
    transcript: "User: What format should the date_of_birth column use?\nAssistant: ISO 8601, i.e. YYYY-MM-DD, stored as DATE.\nUser: thanks",
  },
  {
    family: 'code-docs', lang: 'en',
    turns: [
      { role: 'user', content: 'What regex does the phone field validate against?' },
      { role: 'assistant', content: '^\\+?[0-9 ()-]{7,20}$' },
    ],
  },
  {
    family: 'code-docs', lang: 'en',
    transcript: "Reviewer: What's the max length of the `full_name` field?\nAuthor: 128 characters, enforced in the migration.\nReviewer: LGTM",
  },
  {
    family: 'code-docs', lang: 'de',
    turns: [
      { role: 'user', content: 'Welchen HTTP-Statuscode liefert /users/{id}, wenn es den Nutzer nicht gibt?' },
      { role: 'assistant', content: '404 Not Found' },
    ],
  },
  {
    family: 'code-docs', lang: 'en',
    turns: [
      { role: 'user', content: 'prompt = input("What is your name? ")\nprint(f"Hello, {prompt}")\n\nwhy does this crash on python 2?' },
      { role: 'assistant', content: 'In Python 2, input() evaluates what you type as an expression. Use raw_input() there, or run the script with Python 3.' },
    ],
  },
  {
    family: 'code-docs', lang: 'ja',
    transcript: "質問：emailカラムの型は何ですか？\n回答：VARCHAR(254)、NOT NULL、UNIQUE制約付きです。",
  },
  {
    family: 'code-docs', lang: 'en',
    turns: [
      { role: 'tool', content: '{"form":"signup","fields":["email","phone","dob"],"required":["email"]}' },
      { role: 'assistant', content: 'Which fields are required on the signup form?' },
      { role: 'user', content: 'only email, the rest are optional' },
    ],
  },
  // ───── debatable: reasonable people disagree ─────
  {
    family: 'order-number-debatable', lang: 'en',
    turns: [
      { role: 'assistant', content: "What's your order number?" },
      { role: 'user', content: '88231' },
    ],
  },
  {
    family: 'order-number-debatable', lang: 'en',
    transcript: "Support: Can you share the order number from your confirmation email?\nCustomer: #A-55102\nSupport: Thanks, it shipped yesterday.",
  },
  {
    family: 'order-number-debatable', lang: 'de',
    turns: [
      { role: 'assistant', content: 'Wie lautet Ihre Bestellnummer?' },
      { role: 'user', content: 'DE-3391-2207' },
    ],
  },
  {
    family: 'order-number-debatable', lang: 'es',
    transcript: "Bot: ¿Cuál es tu número de pedido?\nUsuario: pedido 448120\nBot: Está en reparto.",
  },
  {
    family: 'order-number-debatable', lang: 'zh',
    turns: [
      { role: 'assistant', content: '请提供您的订单号。' },
      { role: 'user', content: '202611300418827' },
    ],
  },
  {
    family: 'city-alone-debatable', lang: 'en',
    turns: [
      { role: 'assistant', content: 'Where do you live? This helps us show local offers.' },
      { role: 'user', content: 'Rotterdam' },
    ],
  },
  {
    family: 'city-alone-debatable', lang: 'fr',
    transcript: "Bot : Dans quelle ville habitez-vous ?\nUtilisateur : Lyon\nBot : Voici les agences les plus proches.",
  },
  {
    family: 'city-alone-debatable', lang: 'pt-BR',
    turns: [
      { role: 'assistant', content: 'Em qual cidade você mora?' },
      { role: 'user', content: 'Campinas' },
    ],
  },
  {
    family: 'birth-year-debatable', lang: 'en',
    turns: [
      { role: 'assistant', content: 'What year were you born?' },
      { role: 'user', content: '1987' },
    ],
  },
  {
    family: 'birth-year-debatable', lang: 'es',
    transcript: "Agente: ¿En qué año nació?\nCliente: en el 90\nAgente: Gracias.",
  },
  {
    family: 'birth-year-debatable', lang: 'ja',
    turns: [
      { role: 'assistant', content: '生まれ年を教えてください。' },
      { role: 'user', content: '1985年です' },
    ],
  },
  {
    family: 'nickname-first-name-debatable', lang: 'en',
    turns: [
      { role: 'assistant', content: 'Hi! What should I call you?' },
      { role: 'user', content: 'Sam is fine' },
    ],
  },
  {
    family: 'nickname-first-name-debatable', lang: 'de',
    transcript: "Bot: Wie darf ich dich nennen?\nNutzer: Jo\nBot: Hallo! Wie kann ich helfen?",
  },
  {
    family: 'nickname-first-name-debatable', lang: 'zh',
    turns: [
      { role: 'assistant', content: '你希望我怎么称呼你？' },
      { role: 'user', content: '叫我小林就行' },
    ],
  },
  {
    family: 'age-debatable', lang: 'en',
    turns: [
      { role: 'assistant', content: 'How old are you? Some plans have age limits.' },
      { role: 'user', content: '34' },
    ],
  },
  {
    family: 'age-debatable', lang: 'it',
    transcript: "Assistente: Quanti anni ha il conducente principale?\nCliente: 27\nAssistente: Grazie, calcolo il preventivo.",
  },
  {
    family: 'age-debatable', lang: 'ko',
    turns: [
      { role: 'assistant', content: '나이가 어떻게 되세요?' },
      { role: 'user', content: '서른둘이요' },
    ],
  },
  {
    family: 'booking-reference-debatable', lang: 'en',
    turns: [
      { role: 'assistant', content: "What's your booking reference?" },
      { role: 'user', content: 'K7QX2M' },
    ],
  },
  {
    family: 'booking-reference-debatable', lang: 'fr',
    transcript: "Agent : Quelle est votre référence de réservation ?\nVoyageur : ZP4R8T\nAgent : Merci, je vois votre vol.",
  },
  {
    family: 'booking-reference-debatable', lang: 'tr',
    turns: [
      { role: 'assistant', content: 'Rezervasyon kodunuz nedir?' },
      { role: 'user', content: 'PNR: 8HWQ3L' },
    ],
  },
  {
    family: 'country-debatable', lang: 'en',
    turns: [
      { role: 'assistant', content: 'Which country do you live in?' },
      { role: 'user', content: 'Portugal' },
    ],
  },
  {
    family: 'country-debatable', lang: 'ru',
    transcript: "Бот: В какой стране вы проживаете?\nПользователь: в Казахстане\nБот: Спасибо, доставка доступна.",
  },
  {
    family: 'placeholder-debatable', lang: 'en',
    turns: [
      { role: 'user', content: 'show me an example of what to type in the email box' },
      { role: 'assistant', content: 'Sure. What email would you type?' },
      { role: 'user', content: 'like name@example.com?' },
    ],
  },
  {
    family: 'placeholder-debatable', lang: 'en',
    transcript: "Trainer: In the role-play, the bot asks: what's your phone number?\nTrainee: and the test answer is 555-0100, the fictional range\nTrainer: Right.",
  },
];

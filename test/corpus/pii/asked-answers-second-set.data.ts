/**
 * Held-out evaluation data, SECOND set: a personal value given in an UNLABELLED answer turn right
 * after a turn that ASKS for it ("What's the best number to reach you?" -> "0151 27483916"), in
 * LLM-application telemetry (chat message lists and whole-conversation transcripts).
 *
 * Written on 2026-12-06 by a helper session that read neither the detectors (collector/, query-api/,
 * ingest/) nor any other test data under test/ (only social-handles-held-out.data.ts lines 1-40, for
 * the file layout), never saw the first asked-answers set, and did not run the engine. All personal
 * data is invented. Identifiers with a check digit were computed to be valid (IBAN mod-97, Spanish
 * DNI/NIE letter, Spanish NUSS mod-97, Brazilian CPF, Chilean RUT, Polish PESEL, Dutch BSN 11-test,
 * Indian Aadhaar Verhoeff, French NIR key, Belgian national number, Italian codice fiscale, Chinese
 * resident ID, Korean RRN, Japanese My Number, Israeli ID, Swedish personnummer, Turkish TC kimlik,
 * NHS number, Ukrainian RNOKPP, Russian SNILS and INN, Thai ID, German Steuer-ID and
 * Rentenversicherungsnummer, Greek AMKA and AFM, Portuguese NIF, Saudi ID, Emirates ID); every
 * phone number is valid for its country according to libphonenumber-js (max metadata).
 *
 * SHAPES: an item has exactly one of `turns` (a message list as an LLM app logs it, one shape per
 * conversation: OpenAI string content, content-part arrays, or OpenTelemetry GenAI `parts`; every
 * message holds exactly one text) or `transcript` (one string holding a whole conversation).
 *
 * VALUE CONVENTION (positives): `value` is the exact personal substring as the person wrote it,
 * with no filler ("sure,", "it's", "です", "Claro,"), no surrounding quotes (« », 「」, "") and no
 * trailing sentence or question. For `turns` it occurs exactly once in the LAST turn's text and in
 * no other turn; the turn before the last asks for it. For `transcript` it occurs exactly once in
 * the whole string, on the line right after the line that asks for it. Dates, names and addresses
 * are whole as written (one address spans three lines). Family "two-fields" answers a request for
 * name AND date of birth in one go: its value is the whole span "Name, date" (field "other"); a
 * redactor that masks the name and the date separately, leaving only ", ", should count as a hit.
 * Positives hold no personal data other than the value (speakers are roles: Agent, Bot, Customer, Caller…).
 * `lang` is the language of the answer (of the conversation when the answer is only digits).
 *
 * POSITIVES (172), by family:
 *   courier-redelivery 22, pharmacy-refill 19, hotel-checkin 14, tax-prep 11, car-rental 9,
 *   gym-membership 9, debt-collection 8, dating-safety 7, loyalty-programme 7, pension-services 7,
 *   school-enrolment 7, utility-move-in 7, mortgage-prequal 6, number-porting 6, visa-application 6,
 *   vet-clinic 5, banking-security 4, clinic-intake 4, broadband-support 3, hr-helpdesk 3,
 *   insurance-claim 3, two-fields 3, parking-permit 2.
 * By field:
 *   national_id 34, phone 25, full_name 22, date_of_birth 20, address 13, iban 7, email 4,
 *   member_id 4, passport 4, postcode 4, username 4, other 3, plate 3, policy_number 3,
 *   security_answer 3, bank_account 2, card_last4 2, customer_id 2, driving_licence 2, employee_id
 *   2, password_or_pin 2, patient_id 2, ssn_last4 2, first_name 1, ip_address 1, last_name 1.
 * By language:
 *   en 54, es 16, de 13, fr 13, it 7, ja 7, pt 7, zh 6, ar 5, ko 5, nl 5, ru 5, he 4, hi 4, pl 4,
 *   tr 4, uk 4, el 3, sv 3, th 3.
 * By shape:
 *   transcript 73, turns/openai-string 49, turns/otel-parts 26, turns/content-part 24.
 *
 * NEGATIVES (148): nothing personal anywhere; a good redactor leaves them unchanged. By family:
 *   reference-number 13, refusal 12, travel-appointment-date 11, quantity-price 9, code-template 8,
 *   confirmation-only 8, deferral 7, user-asks-assistant 7, no-datum 6, subject-change 6,
 *   system-prompt-greeting 6, transport-room 6, error-code 5, faq-docs 5, plan-product 5,
 *   product-code 5, birth-year-age-debatable 4, html-form 4, i18n-table 4,
 *   order-number-asked-debatable 4, weather-city 4, city-country-debatable 3, nickname-debatable 3,
 *   placeholder-debatable 3.
 * By language:
 *   en 58, es 17, de 16, fr 14, ja 7, ko 5, zh 5, it 4, pt 4, ru 4, ar 3, nl 2, pl 2, tr 2, el 1,
 *   he 1, hi 1, th 1, uk 1.
 * By shape:
 *   transcript 58, turns/openai-string 45, turns/otel-parts 23, turns/content-part 22.
 *
 * DEBATABLE (17; score these separately): every family whose name ends in '-debatable':
 * an order number given when asked for the order number, a city or country alone, a birth year or
 * an age alone, a first name / nickname given for "what should I call you", and placeholder values
 * (test@example.com, John Doe, 000-00-0000). "reference-number" (booking, tracking, ticket, case
 * numbers) is deliberately NOT debatable: those identify a transaction, not a person.
 */

export type Turn =
  | { role: 'user' | 'assistant' | 'system' | 'tool'; content: string }
  | { role: 'user' | 'assistant' | 'system' | 'tool'; content: Array<{ type: 'text'; text: string }> }
  | { role: 'user' | 'assistant' | 'system' | 'tool'; parts: Array<{ type: 'text'; content: string }> };

export interface SecondPositive {
  family: string;
  lang: string;
  field: string;
  turns?: Turn[];
  transcript?: string;
  value: string;
}

export interface SecondNegative {
  family: string;
  lang: string;
  turns?: Turn[];
  transcript?: string;
}

export const SECOND_POSITIVES: SecondPositive[] = [
  {
    family: "pharmacy-refill",
    lang: "en",
    field: "date_of_birth",
    turns: [
      { role: "system", content: "You are RxHelper, the refill assistant for a community pharmacy. Verify the patient before discussing any prescription." },
      { role: "user", content: "hi, I need a refill of my inhaler" },
      { role: "assistant", content: "Happy to help with your refill. Before I pull up the prescription, could you confirm your date of birth?" },
      { role: "user", content: "sure, 14/09/1978" },
    ],
    value: "14/09/1978",
  },
  {
    family: "pharmacy-refill",
    lang: "en",
    field: "full_name",
    transcript: "Bot: I can request the refill on your mother's behalf.\nBot: What's the patient's full name as it appears on the label?\nCustomer: Margaret Ellen Whitcombe\nBot: Thanks. Which medication is it for?\nCustomer: the blood pressure tablets",
    value: "Margaret Ellen Whitcombe",
  },
  {
    family: "pharmacy-refill",
    lang: "en",
    field: "phone",
    turns: [
      { role: "assistant", content: [{ type: 'text', text: "The pharmacist may need to call you if the dose changes. What is the best number to reach you on today?" }] },
      { role: "user", content: [{ type: 'text', text: "(312) 847-2961, after 5pm is best" }] },
    ],
    value: "(312) 847-2961",
  },
  {
    family: "pharmacy-refill",
    lang: "en",
    field: "national_id",
    transcript: "[10:02] Bot: Welcome to the repeat prescription service.\n[10:02] Bot: Please tell me your NHS number so I can find your record.\n[10:03] Patient: 485 302 9176\n[10:03] Bot: Thank you, I've found your nominated pharmacy.",
    value: "485 302 9176",
  },
  {
    family: "vet-clinic",
    lang: "en",
    field: "last_name",
    transcript: "[09:12] Bot: Welcome to the vet booking line. Can I take the surname the account is registered under?\n[09:13] Client: Okonkwo-Baptiste\n[09:13] Bot: Found it. Which pet is the appointment for?\n[09:14] Client: the older cat",
    value: "Okonkwo-Baptiste",
  },
  {
    family: "vet-clinic",
    lang: "en",
    field: "address",
    turns: [
      { role: "assistant", content: "For the home visit, the vet will need the full address where the animal is kept. Could you type it out, including the postcode?" },
      { role: "user", content: "Flat 3, 27 Harrowgate Mews, Glasgow G20 6DQ. The buzzer is broken so please knock." },
    ],
    value: "Flat 3, 27 Harrowgate Mews, Glasgow G20 6DQ",
  },
  {
    family: "car-rental",
    lang: "en",
    field: "driving_licence",
    turns: [
      { role: "user", parts: [{ type: 'text', content: "I want to do the online pickup for tomorrow" }] },
      { role: "assistant", parts: [{ type: 'text', content: "Almost done with your pickup. I'll need your driving licence number exactly as printed on the card." }] },
      { role: "user", parts: [{ type: 'text', content: "WHITF806145JA9LK" }] },
    ],
    value: "WHITF806145JA9LK",
  },
  {
    family: "car-rental",
    lang: "en",
    field: "card_last4",
    transcript: "Agent: The deposit is held on a card and released when the car comes back.\nAgent: Which card will you use for the deposit? Just the last four digits, please.\nCustomer: the one ending 8052\nAgent: Perfect, that's a credit card so it works for the hold.",
    value: "8052",
  },
  {
    family: "hotel-checkin",
    lang: "en",
    field: "full_name",
    turns: [
      { role: "system", content: "You are the virtual front desk of a boutique hotel. Guests check in through this chat before arrival." },
      { role: "assistant", content: "Welcome! To find your reservation, what name is the booking under?" },
      { role: "user", content: "Siobhán O'Driscoll" },
    ],
    value: "Siobhán O'Driscoll",
  },
  {
    family: "hotel-checkin",
    lang: "en",
    field: "passport",
    turns: [
      { role: "assistant", content: "Local regulations require us to record a travel document for every foreign guest. Please send your passport number. Once that is in, your digital key will be activated." },
      { role: "user", content: "passport no. is 563018274" },
    ],
    value: "563018274",
  },
  {
    family: "debt-collection",
    lang: "en",
    field: "ssn_last4",
    transcript: "00:02 Agent: This call is from the accounts recovery department and may be recorded.\n00:09 Agent: For security, can you give me the last four of your Social Security number?\n00:15 Caller: 6 2 9 1\n00:18 Agent: Thank you, you're verified.",
    value: "6 2 9 1",
  },
  {
    family: "debt-collection",
    lang: "en",
    field: "date_of_birth",
    turns: [
      { role: "assistant", content: "I can discuss a payment plan once I've confirmed I'm speaking with the account holder. What is your date of birth?" },
      { role: "user", content: "March 3rd, 1969. How much do I actually owe?" },
    ],
    value: "March 3rd, 1969",
  },
  {
    family: "courier-redelivery",
    lang: "en",
    field: "postcode",
    turns: [
      { role: "assistant", content: "Sorry we missed you! Reply with the postcode of the delivery address and I'll show the redelivery slots." },
      { role: "user", content: "SW9 8JQ" },
    ],
    value: "SW9 8JQ",
  },
  {
    family: "courier-redelivery",
    lang: "en",
    field: "phone",
    transcript: "Bot: Your parcel is back at the depot.\nBot: What mobile number should the driver text when they're 10 minutes away?\nYou: 07843 291576\nBot: Got it. Does tomorrow between 9 and 1 work?\nYou: yes",
    value: "07843 291576",
  },
  {
    family: "dating-safety",
    lang: "en",
    field: "phone",
    turns: [
      { role: "assistant", parts: [{ type: 'text', content: "To keep the community safe we verify every profile with a mobile number. Enter the number you want linked to your account (we never show it on your profile)." }] },
      { role: "user", parts: [{ type: 'text', content: "+1 604 829 3715" }] },
    ],
    value: "+1 604 829 3715",
  },
  {
    family: "dating-safety",
    lang: "en",
    field: "date_of_birth",
    transcript: "Safety Bot: Quick age check before you can message anyone: what's your birthday?\nUser: 2 Feb 1996\nSafety Bot: Thanks, you're all set.",
    value: "2 Feb 1996",
  },
  {
    family: "tax-prep",
    lang: "en",
    field: "national_id",
    turns: [
      { role: "system", content: "You help users prepare their federal return. Collect filer details one at a time and never repeat them back in full." },
      { role: "assistant", content: "Next I need the Social Security number for the primary filer. You can type it with or without dashes." },
      { role: "user", content: "529-48-1736" },
    ],
    value: "529-48-1736",
  },
  {
    family: "tax-prep",
    lang: "en",
    field: "full_name",
    turns: [
      { role: "user", content: [{ type: 'text', text: "I want to add a dependent" }] },
      { role: "assistant", content: [{ type: 'text', text: "Let's add your dependent. What's your daughter's full legal name?" }] },
      { role: "user", content: [{ type: 'text', text: "Amara Joy Nwachukwu-Reyes" }] },
    ],
    value: "Amara Joy Nwachukwu-Reyes",
  },
  {
    family: "tax-prep",
    lang: "en",
    field: "bank_account",
    transcript: "Q: Where should the refund be deposited? Please give the account number first; the routing number comes next.\nA: 004829173650\nQ: And the routing number?\nA: one sec, finding my checkbook",
    value: "004829173650",
  },
  {
    family: "mortgage-prequal",
    lang: "en",
    field: "email",
    turns: [
      { role: "assistant", content: "Great news, you are likely to qualify for a pre-approval. Where should we send the summary? An email address works best." },
      { role: "user", content: "priya.raman.home@fastmail.com" },
    ],
    value: "priya.raman.home@fastmail.com",
  },
  {
    family: "mortgage-prequal",
    lang: "en",
    field: "date_of_birth",
    turns: [
      { role: "assistant", parts: [{ type: 'text', content: "To run a soft credit check I'll need:\n1. Your date of birth\n2. Your current annual income\nYou can answer one at a time." }] },
      { role: "user", parts: [{ type: 'text', content: "1. 1985-11-22\n2. let me check my payslip first" }] },
    ],
    value: "1985-11-22",
  },
  {
    family: "gym-membership",
    lang: "en",
    field: "member_id",
    transcript: "Front Desk Bot: Hi! Looking to freeze your membership? What's your member ID? It's on the back of your key fob.\nMember: GX-2048-7731\nFront Desk Bot: Thanks. How many months would you like to freeze for?",
    value: "GX-2048-7731",
  },
  {
    family: "gym-membership",
    lang: "en",
    field: "email",
    turns: [
      { role: "assistant", content: "I'll send the cancellation confirmation by email. Which address do you use for your account?" },
      { role: "user", content: "it's d.kowalczyk88@outlook.com, please send it today" },
    ],
    value: "d.kowalczyk88@outlook.com",
  },
  {
    family: "school-enrolment",
    lang: "en",
    field: "full_name",
    turns: [
      { role: "system", content: "Enrolment assistant for a primary school. Collect one detail per message." },
      { role: "user", content: "Hi, starting the application for September" },
      { role: "assistant", content: "Thanks for starting the enrolment. What's your son's full name?" },
      { role: "user", content: "Mateo Alexander Ferreira-Quinn" },
    ],
    value: "Mateo Alexander Ferreira-Quinn",
  },
  {
    family: "school-enrolment",
    lang: "en",
    field: "date_of_birth",
    transcript: "Admissions Assistant: Thanks. And what is the child's date of birth?\nParent: 9th January 2019, she starts reception this autumn\nAdmissions Assistant: Lovely, that fits the intake year.",
    value: "9th January 2019",
  },
  {
    family: "visa-application",
    lang: "en",
    field: "passport",
    turns: [
      { role: "system", parts: [{ type: 'text', content: "Visa eligibility assistant. Collect passport details; never give legal advice." }] },
      { role: "assistant", parts: [{ type: 'text', content: "What is the number of the passport you will travel on?" }] },
      { role: "user", parts: [{ type: 'text', content: "K4827193" }] },
    ],
    value: "K4827193",
  },
  {
    family: "visa-application",
    lang: "en",
    field: "address",
    transcript: "Agent: Next section is contact details.\nAgent: Please provide your residential address in your home country.\nApplicant: Flat 902, Seahaven Towers, 14B Nepean Sea Road, Mumbai 400036\nAgent: Thank you. Have you visited before?\nApplicant: no, first time",
    value: "Flat 902, Seahaven Towers, 14B Nepean Sea Road, Mumbai 400036",
  },
  {
    family: "utility-move-in",
    lang: "en",
    field: "full_name",
    turns: [
      { role: "assistant", content: "Welcome to your new home! To set up the electricity, who will be the account holder?" },
      { role: "user", content: "Thandiwe van der Merwe" },
    ],
    value: "Thandiwe van der Merwe",
  },
  {
    family: "utility-move-in",
    lang: "en",
    field: "address",
    turns: [
      { role: "assistant", content: [{ type: 'text', text: "I'll need the supply address you're moving into. Please include the apartment number." }] },
      { role: "user", content: [{ type: 'text', text: "Apt 4C\n118 Larchmont Avenue\nAlbany, NY 12208" }] },
    ],
    value: "Apt 4C\n118 Larchmont Avenue\nAlbany, NY 12208",
  },
  {
    family: "pension-services",
    lang: "en",
    field: "national_id",
    transcript: "Caller: I'd like to check my state pension forecast.\nAdvisor: Of course. Can you tell me your National Insurance number?\nCaller: JK 48 27 19 C\nAdvisor: Thank you, one moment while I load the forecast.",
    value: "JK 48 27 19 C",
  },
  {
    family: "pension-services",
    lang: "en",
    field: "date_of_birth",
    turns: [
      { role: "user", content: "When can I start drawing my pension?" },
      { role: "assistant", content: "Good question. Your earliest date depends on when you were born, so to look up your record I'll need your date of birth. Once I have it I can give you the projected start date and the monthly amount." },
      { role: "user", content: "12/27/1958" },
    ],
    value: "12/27/1958",
  },
  {
    family: "number-porting",
    lang: "en",
    field: "password_or_pin",
    turns: [
      { role: "assistant", content: "To move your number we need the transfer PIN from your current carrier. You can get it in their app under Account > Transfer PIN. What is the PIN?" },
      { role: "user", content: "730915" },
    ],
    value: "730915",
  },
  {
    family: "number-porting",
    lang: "en",
    field: "phone",
    transcript: "User: I want to switch to you and keep my number\nAssistant: Great! Which number are you bringing over?\nUser: 415 382 7194\nAssistant: And is that a prepaid or postpaid line?\nUser: postpaid",
    value: "415 382 7194",
  },
  {
    family: "loyalty-programme",
    lang: "en",
    field: "member_id",
    turns: [
      { role: "user", content: "my points from last week never showed up" },
      { role: "assistant", content: "I can add the missing points. What is your rewards number? It starts with two letters." },
      { role: "user", content: "HB 7730 4182 69" },
    ],
    value: "HB 7730 4182 69",
  },
  {
    family: "loyalty-programme",
    lang: "en",
    field: "email",
    transcript: "User: I never got my birthday voucher\nAssistant: Sorry about that! Which email is your loyalty account under?\nUser: \"kat.nguyen.92@gmail.com\"\nAssistant: Thanks, I've resent the voucher.",
    value: "kat.nguyen.92@gmail.com",
  },
  {
    family: "insurance-claim",
    lang: "en",
    field: "policy_number",
    transcript: "Claims Bot: Policy no.?\nCustomer: HX-4471-90238\nClaims Bot: Date of incident?\nCustomer: last Tuesday",
    value: "HX-4471-90238",
  },
  {
    family: "banking-security",
    lang: "en",
    field: "security_answer",
    turns: [
      { role: "assistant", content: [{ type: 'text', text: "Thanks. One more security question before I can reset your card limit: what is your mother's maiden name?" }] },
      { role: "user", content: [{ type: 'text', text: "Pellegrino" }] },
    ],
    value: "Pellegrino",
  },
  {
    family: "banking-security",
    lang: "en",
    field: "security_answer",
    transcript: "Bot: To unlock online banking, answer your security question.\nBot: What was the name of your first pet?\nUser: Biscuit\nBot: Correct. Your access has been restored.",
    value: "Biscuit",
  },
  {
    family: "dating-safety",
    lang: "en",
    field: "username",
    turns: [
      { role: "user", content: "I want to report that my account was copied" },
      { role: "assistant", content: "I'm sorry to hear that. So I can compare the two profiles, what's your own username in the app?" },
      { role: "user", content: "skaterjules_07 - the fake one uses my photos" },
    ],
    value: "skaterjules_07",
  },
  {
    family: "parking-permit",
    lang: "en",
    field: "plate",
    transcript: "Parking Bot: Your visitor permit is valid for 4 hours. What's the registration of the car you'll be parking?\nDriver: LK19 XRT\nParking Bot: Permit issued.",
    value: "LK19 XRT",
  },
  {
    family: "broadband-support",
    lang: "en",
    field: "ip_address",
    turns: [
      { role: "assistant", content: "To allow your home connection through the firewall, I need its public IP address. You can find it by searching 'what is my IP'. What does it show?" },
      { role: "user", content: "81.142.77.203" },
    ],
    value: "81.142.77.203",
  },
  {
    family: "clinic-intake",
    lang: "en",
    field: "patient_id",
    transcript: "Nurse Bot: Welcome to pre-admission.\nNurse Bot: Can you read me the patient number on the wristband?\nPatient: 7204-5518-3\nNurse Bot: Thank you. Any allergies we should know about?",
    value: "7204-5518-3",
  },
  {
    family: "hr-helpdesk",
    lang: "en",
    field: "employee_id",
    turns: [
      { role: "system", content: "HR helpdesk assistant. Verify the employee before answering payroll questions." },
      { role: "assistant", content: "I'll need your staff number to open your payroll record." },
      { role: "user", content: "E048213" },
    ],
    value: "E048213",
  },
  {
    family: "insurance-claim",
    lang: "en",
    field: "policy_number",
    turns: [
      { role: "user", parts: [{ type: 'text', content: "my boiler burst, I need to claim" }] },
      { role: "assistant", parts: [{ type: 'text', content: "I'm sorry, that sounds stressful. I'll need your policy number to start the claim. After that I'll ask a few questions about the damage." }] },
      { role: "user", parts: [{ type: 'text', content: "PLC-88214-0937-UK, is a plumber covered?" }] },
    ],
    value: "PLC-88214-0937-UK",
  },
  {
    family: "gym-membership",
    lang: "en",
    field: "first_name",
    turns: [
      { role: "assistant", content: "Welcome to the studio! What is your first name, so the coach can check you in?" },
      { role: "user", content: "Oluwaseun" },
    ],
    value: "Oluwaseun",
  },
  {
    family: "two-fields",
    lang: "en",
    field: "other",
    turns: [
      { role: "assistant", content: "To add you as a second driver please give the driver's full name and date of birth." },
      { role: "user", content: "Declan Moriarty, 21/06/1984" },
    ],
    value: "Declan Moriarty, 21/06/1984",
  },
  {
    family: "utility-move-in",
    lang: "en",
    field: "customer_id",
    transcript: "Agent: I can move your account to the new address. What's your customer number? It's at the top right of your bill.\nCustomer: CUST-00719284\nAgent: Thanks. What's the move-in date?\nCustomer: the 1st of next month",
    value: "CUST-00719284",
  },
  {
    family: "clinic-intake",
    lang: "en",
    field: "date_of_birth",
    turns: [
      { role: "assistant", parts: [{ type: 'text', content: "DOB?" }] },
      { role: "user", parts: [{ type: 'text', content: "04/07/91" }] },
    ],
    value: "04/07/91",
  },
  {
    family: "hr-helpdesk",
    lang: "en",
    field: "username",
    transcript: "IT Bot: I can reset the password. What is your network login (the part before the @ in your work email)?\nEmployee: jmarsh-oduya\nIT Bot: A reset link is on its way to your manager.",
    value: "jmarsh-oduya",
  },
  {
    family: "pharmacy-refill",
    lang: "es",
    field: "national_id",
    turns: [
      { role: "assistant", content: "Para tramitar la receta electrónica necesito verificar tu identidad. ¿Me das tu DNI?" },
      { role: "user", content: "Claro, 52817364A" },
    ],
    value: "52817364A",
  },
  {
    family: "car-rental",
    lang: "es",
    field: "national_id",
    transcript: "Agente: Para el contrato de alquiler necesito su NIE, por favor.\nCliente: Y-4718026-G\nAgente: Perfecto. ¿Quiere añadir el seguro a todo riesgo?\nCliente: no, gracias",
    value: "Y-4718026-G",
  },
  {
    family: "mortgage-prequal",
    lang: "es",
    field: "iban",
    turns: [
      { role: "assistant", content: [{ type: 'text', text: "¿En qué cuenta quieres que se cargue la cuota? Indícame el IBAN completo." }] },
      { role: "user", content: [{ type: 'text', text: "ES67 2085 4471 9501 9384 7562" }] },
    ],
    value: "ES67 2085 4471 9501 9384 7562",
  },
  {
    family: "hotel-checkin",
    lang: "es",
    field: "full_name",
    turns: [
      { role: "assistant", parts: [{ type: 'text', content: "¡Bienvenida! ¿A nombre de quién está la reserva?" }] },
      { role: "user", parts: [{ type: 'text', content: "Rocío del Carmen Ibáñez de la Torre" }] },
    ],
    value: "Rocío del Carmen Ibáñez de la Torre",
  },
  {
    family: "courier-redelivery",
    lang: "es",
    field: "address",
    turns: [
      { role: "user", content: "el paquete pone que la dirección es incorrecta" },
      { role: "assistant", content: "Vaya, el repartidor no encontró el portal. ¿Me confirmas la dirección completa de entrega?" },
      { role: "user", content: "Calle de Almansa 47, 3º izquierda, 28039 Madrid. El timbre no funciona" },
    ],
    value: "Calle de Almansa 47, 3º izquierda, 28039 Madrid",
  },
  {
    family: "debt-collection",
    lang: "es",
    field: "phone",
    transcript: "Asesor: Le llamamos por el saldo pendiente de su tarjeta departamental.\nAsesor: ¿A qué número le podemos marcar para darle seguimiento?\nCliente: 55 4827 1936, en horario de oficina\nAsesor: Anotado.",
    value: "55 4827 1936",
  },
  {
    family: "dating-safety",
    lang: "es",
    field: "date_of_birth",
    transcript: "Bot: Antes de activar tu perfil, ¿cuál es tu fecha de nacimiento?\nUsuario: el 3 de mayo de 1997\nBot: ¡Gracias! Ya puedes subir tus fotos.",
    value: "3 de mayo de 1997",
  },
  {
    family: "tax-prep",
    lang: "es",
    field: "national_id",
    turns: [
      { role: "assistant", content: "Para el borrador de la renta necesito tu número de afiliación a la Seguridad Social. Lo encuentras en tu nómina." },
      { role: "user", content: "Aquí lo tienes: 28/47193820/59" },
    ],
    value: "28/47193820/59",
  },
  {
    family: "gym-membership",
    lang: "es",
    field: "phone",
    turns: [
      { role: "assistant", content: "¡Bienvenido al club! ¿Nos dejas un móvil de contacto para avisarte de las clases?" },
      { role: "user", content: "612 847 395" },
    ],
    value: "612 847 395",
  },
  {
    family: "school-enrolment",
    lang: "es",
    field: "full_name",
    transcript: "Secretaría (bot): Vamos con la matrícula. ¿Cómo se llama tu hija (nombre y apellidos)?\nMadre: Lucía Martín-Oyarzábal\nSecretaría (bot): ¿En qué curso entra?\nMadre: primero de primaria",
    value: "Lucía Martín-Oyarzábal",
  },
  {
    family: "visa-application",
    lang: "es",
    field: "passport",
    turns: [
      { role: "assistant", parts: [{ type: 'text', content: "Indica tu número de pasaporte tal como aparece en la página de datos." }] },
      { role: "user", parts: [{ type: 'text', content: "PAK492817" }] },
    ],
    value: "PAK492817",
  },
  {
    family: "loyalty-programme",
    lang: "es",
    field: "national_id",
    transcript: "Bot: ¡Hola! ¿Me indicas tu RUT para sumar los puntos de esta compra?\nCliente: 16.482.937-5\nBot: Listo, sumamos 340 puntos.",
    value: "16.482.937-5",
  },
  {
    family: "utility-move-in",
    lang: "es",
    field: "postcode",
    transcript: "[11:40] Asistente: Para ver las tarifas disponibles, ¿cuál es el código postal del nuevo domicilio?\n[11:41] Cliente: 46021\n[11:41] Asistente: En esa zona tenemos fibra de 1 Gb.",
    value: "46021",
  },
  {
    family: "pharmacy-refill",
    lang: "fr",
    field: "national_id",
    turns: [
      { role: "assistant", content: "Pour appliquer le tiers payant, pouvez-vous me donner votre numéro de sécurité sociale ?" },
      { role: "user", content: "2 87 06 75 114 208 71" },
    ],
    value: "2 87 06 75 114 208 71",
  },
  {
    family: "vet-clinic",
    lang: "fr",
    field: "phone",
    transcript: "Assistant : L'opération de votre chat s'est bien passée.\nAssistant : À quel numéro pouvons-nous vous prévenir quand il sera réveillé ?\nClient : 06 48 27 93 15\nAssistant : Parfait, nous vous appelons vers 16 h.",
    value: "06 48 27 93 15",
  },
  {
    family: "hotel-checkin",
    lang: "fr",
    field: "date_of_birth",
    turns: [
      { role: "system", parts: [{ type: 'text', content: "Réceptionniste virtuel d'un hôtel. Remplir la fiche individuelle de police avant l'arrivée." }] },
      { role: "assistant", parts: [{ type: 'text', content: "Pour la fiche de police, j'ai besoin de votre date de naissance." }] },
      { role: "user", parts: [{ type: 'text', content: "17 juillet 1975" }] },
    ],
    value: "17 juillet 1975",
  },
  {
    family: "debt-collection",
    lang: "fr",
    field: "iban",
    turns: [
      { role: "assistant", content: [{ type: 'text', text: "Pour mettre en place l'échéancier par prélèvement, merci de m'indiquer votre IBAN." }] },
      { role: "user", content: [{ type: 'text', text: "FR76 3000 4018 2300 0184 6293 795" }] },
    ],
    value: "FR76 3000 4018 2300 0184 6293 795",
  },
  {
    family: "courier-redelivery",
    lang: "fr",
    field: "address",
    turns: [
      { role: "assistant", content: "Le livreur n'a pas trouvé votre adresse. Pouvez-vous la préciser (numéro, rue, code postal, ville) ?" },
      { role: "user", content: "12 bis rue des Tanneurs, bâtiment B, 69007 Lyon. Merci !" },
    ],
    value: "12 bis rue des Tanneurs, bâtiment B, 69007 Lyon",
  },
  {
    family: "tax-prep",
    lang: "fr",
    field: "full_name",
    transcript: "Conseiller : Nom et prénom du déclarant, s'il vous plaît.\nUsager : Anne-Sophie d'Aubigné-Lacroix\nConseiller : Merci. Êtes-vous mariée ou pacsée ?\nUsager : non",
    value: "Anne-Sophie d'Aubigné-Lacroix",
  },
  {
    family: "gym-membership",
    lang: "fr",
    field: "email",
    transcript: "Bot : Quelle adresse e-mail utilisez-vous pour votre abonnement ?\nMembre : celle-ci : m.benali.sport@laposte.net, merci\nBot : C'est noté, vous allez recevoir le lien.",
    value: "m.benali.sport@laposte.net",
  },
  {
    family: "pension-services",
    lang: "fr",
    field: "date_of_birth",
    transcript: "Conseillère : Pour la pension de réversion, quelle est la date de naissance de votre conjoint ?\nAppelant : 05/11/1952\nConseillère : Merci, je vérifie les droits.",
    value: "05/11/1952",
  },
  {
    family: "number-porting",
    lang: "fr",
    field: "phone",
    turns: [
      { role: "assistant", content: "Pour la portabilité, quel est le numéro à transférer ? Vous recevrez ensuite un SMS de confirmation." },
      { role: "user", content: "+33 7 81 42 65 09" },
    ],
    value: "+33 7 81 42 65 09",
  },
  {
    family: "school-enrolment",
    lang: "fr",
    field: "national_id",
    turns: [
      { role: "assistant", parts: [{ type: 'text', content: "Pour l'inscription, j'ai besoin du numéro de registre national du parent responsable." }] },
      { role: "user", parts: [{ type: 'text', content: "Le voici : 93.08.14-273.55" }] },
    ],
    value: "93.08.14-273.55",
  },
  {
    family: "pharmacy-refill",
    lang: "de",
    field: "date_of_birth",
    turns: [
      { role: "assistant", content: "Ich kann das Folgerezept gleich anfordern. Zur Sicherheit: Wie lautet Ihr Geburtsdatum?" },
      { role: "user", content: "12.04.1963" },
    ],
    value: "12.04.1963",
  },
  {
    family: "car-rental",
    lang: "de",
    field: "driving_licence",
    turns: [
      { role: "assistant", content: [{ type: 'text', text: "Bitte geben Sie die Führerscheinnummer ein (Feld 5 auf der Karte)." }] },
      { role: "user", content: [{ type: 'text', text: "B0729XK3L51" }] },
    ],
    value: "B0729XK3L51",
  },
  {
    family: "hotel-checkin",
    lang: "de",
    field: "address",
    transcript: "Rezeption: Für den Meldeschein benötige ich noch Ihre Heimatanschrift.\nGast: Lindenstraße 14a, 04177 Leipzig\nRezeption: Danke, Ihr Zimmer ist bereit.",
    value: "Lindenstraße 14a, 04177 Leipzig",
  },
  {
    family: "debt-collection",
    lang: "de",
    field: "iban",
    turns: [
      { role: "assistant", parts: [{ type: 'text', content: "Gern richten wir eine Ratenzahlung ein. Bitte nennen Sie mir Ihre IBAN für den Lastschrifteinzug." }] },
      { role: "user", parts: [{ type: 'text', content: "DE83 3704 0044 0532 8719 46" }] },
    ],
    value: "DE83 3704 0044 0532 8719 46",
  },
  {
    family: "courier-redelivery",
    lang: "de",
    field: "phone",
    turns: [
      { role: "assistant", content: "Die Zustellung ist für morgen geplant. Unter welcher Handynummer erreicht Sie der Fahrer?" },
      { role: "user", content: "0151 27483916, bitte vorher klingeln lassen" },
    ],
    value: "0151 27483916",
  },
  {
    family: "tax-prep",
    lang: "de",
    field: "national_id",
    transcript: "Bot: Wie lautet Ihre steuerliche Identifikationsnummer?\nKunde: 57 392 184 508\nBot: Danke. Waren Sie 2025 ganzjährig angestellt?\nKunde: ja",
    value: "57 392 184 508",
  },
  {
    family: "gym-membership",
    lang: "de",
    field: "full_name",
    turns: [
      { role: "assistant", content: "Auf welchen Namen soll der Vertrag laufen?" },
      { role: "user", content: "Jörg-Peter Weißenböck" },
    ],
    value: "Jörg-Peter Weißenböck",
  },
  {
    family: "pension-services",
    lang: "de",
    field: "national_id",
    transcript: "Bot: Guten Tag, hier ist der Rentenservice.\nBot: Wie lautet Ihre Rentenversicherungsnummer?\nKunde: 65 170839 W 510\nBot: Vielen Dank, ich rufe Ihr Versicherungskonto auf.",
    value: "65 170839 W 510",
  },
  {
    family: "number-porting",
    lang: "de",
    field: "customer_id",
    transcript: "Kunde: Ich möchte meine Rufnummer mitnehmen.\nBot: Gern. Wie lautet Ihre Kundennummer beim bisherigen Anbieter?\nKunde: K-3318-204957\nBot: Danke, wir stellen den Portierungsantrag.",
    value: "K-3318-204957",
  },
  {
    family: "loyalty-programme",
    lang: "de",
    field: "postcode",
    transcript: "Bot: Um Ihnen die nächste Filiale anzuzeigen: Wie lautet Ihre Postleitzahl?\nKunde: 80469\nBot: Die nächste Filiale ist 400 m entfernt.",
    value: "80469",
  },
  {
    family: "pharmacy-refill",
    lang: "it",
    field: "national_id",
    turns: [
      { role: "assistant", content: "Per la ricetta dematerializzata mi serve il codice fiscale." },
      { role: "user", content: "MRTLCU91C14L219E" },
    ],
    value: "MRTLCU91C14L219E",
  },
  {
    family: "hotel-checkin",
    lang: "it",
    field: "full_name",
    transcript: "Receptionist: Buonasera! A che nome è la prenotazione?\nOspite: Gianluca D'Ambrosio\nReceptionist: Perfetto, camera al terzo piano.",
    value: "Gianluca D'Ambrosio",
  },
  {
    family: "car-rental",
    lang: "it",
    field: "phone",
    turns: [
      { role: "assistant", content: [{ type: 'text', text: "Un numero di cellulare per le comunicazioni sul noleggio?" }] },
      { role: "user", content: [{ type: 'text', text: "347 218 9054" }] },
    ],
    value: "347 218 9054",
  },
  {
    family: "mortgage-prequal",
    lang: "it",
    field: "iban",
    turns: [
      { role: "assistant", parts: [{ type: 'text', content: "Mi indica l'IBAN del conto su cui accreditare l'importo?" }] },
      { role: "user", parts: [{ type: 'text', content: "IT68G0306909606000004719283" }] },
    ],
    value: "IT68G0306909606000004719283",
  },
  {
    family: "vet-clinic",
    lang: "it",
    field: "address",
    transcript: "Assistente: Per la visita a domicilio mi serve l'indirizzo completo.\nCliente: Via Carlo Poerio 22, int. 5, 80121 Napoli\nAssistente: Il veterinario arriverà tra le 15 e le 17.",
    value: "Via Carlo Poerio 22, int. 5, 80121 Napoli",
  },
  {
    family: "tax-prep",
    lang: "it",
    field: "national_id",
    transcript: "Operatore: Passiamo ai familiari. Codice fiscale del coniuge a carico?\nUtente: FRRCHR88E63H501N\nOperatore: Grazie, aggiunto.",
    value: "FRRCHR88E63H501N",
  },
  {
    family: "pharmacy-refill",
    lang: "pt",
    field: "national_id",
    turns: [
      { role: "assistant", content: "Para liberar o desconto do programa, qual é o seu CPF?" },
      { role: "user", content: "483.917.260-96" },
    ],
    value: "483.917.260-96",
  },
  {
    family: "courier-redelivery",
    lang: "pt",
    field: "phone",
    transcript: "Atendente: Sua entrega foi reagendada para amanhã.\nAtendente: Qual celular o entregador pode chamar?\nCliente: (11) 98473-2615\nAtendente: Certo, ele avisa quando estiver perto.",
    value: "(11) 98473-2615",
  },
  {
    family: "debt-collection",
    lang: "pt",
    field: "date_of_birth",
    turns: [
      { role: "assistant", content: [{ type: 'text', text: "Para sua segurança, confirme sua data de nascimento." }] },
      { role: "user", content: [{ type: 'text', text: "22/08/1981" }] },
    ],
    value: "22/08/1981",
  },
  {
    family: "gym-membership",
    lang: "pt",
    field: "national_id",
    transcript: "[14/03/2026 10:21] Academia Bot: Me passa seu CPF pra eu localizar a matrícula?\n[14/03/2026 10:22] Cliente: 215.748.936-37\n[14/03/2026 10:22] Academia Bot: Achei! Seu plano vence no dia 30.",
    value: "215.748.936-37",
  },
  {
    family: "school-enrolment",
    lang: "pt",
    field: "full_name",
    turns: [
      { role: "assistant", parts: [{ type: 'text', content: "Vamos começar a matrícula. Nome completo do aluno?" }] },
      { role: "user", parts: [{ type: 'text', content: "João Pedro dos Santos Albuquerque" }] },
    ],
    value: "João Pedro dos Santos Albuquerque",
  },
  {
    family: "utility-move-in",
    lang: "pt",
    field: "national_id",
    turns: [
      { role: "system", content: "Assistente de contratação de eletricidade em Portugal." },
      { role: "assistant", content: "Indique, por favor, o seu NIF para o contrato de eletricidade." },
      { role: "user", content: "274918366" },
    ],
    value: "274918366",
  },
  {
    family: "broadband-support",
    lang: "pt",
    field: "address",
    transcript: "Bot: Qual o endereço de instalação da fibra?\nCliente: Rua Harmonia 812, apto 34, Vila Madalena, São Paulo - SP, 05435-001\nBot: Temos técnico disponível na quinta-feira.",
    value: "Rua Harmonia 812, apto 34, Vila Madalena, São Paulo - SP, 05435-001",
  },
  {
    family: "pharmacy-refill",
    lang: "nl",
    field: "national_id",
    transcript: "Apotheek-bot: Wat is uw burgerservicenummer (BSN)?\nKlant: 238174657\nApotheek-bot: Dank u, uw herhaalrecept staat klaar.",
    value: "238174657",
  },
  {
    family: "courier-redelivery",
    lang: "nl",
    field: "postcode",
    turns: [
      { role: "assistant", content: [{ type: 'text', text: "Wat is de postcode van het afleveradres? Dan kijk ik welke bezorgmomenten er zijn." }] },
      { role: "user", content: [{ type: 'text', text: "3512 JK" }] },
    ],
    value: "3512 JK",
  },
  {
    family: "utility-move-in",
    lang: "nl",
    field: "iban",
    turns: [
      { role: "assistant", content: "Op welk rekeningnummer (IBAN) mogen we het maandbedrag incasseren?" },
      { role: "user", content: "NL82 INGB 0007 3649 18" },
    ],
    value: "NL82 INGB 0007 3649 18",
  },
  {
    family: "dating-safety",
    lang: "nl",
    field: "phone",
    turns: [
      { role: "assistant", parts: [{ type: 'text', content: "Welk 06-nummer wil je aan je profiel koppelen?" }] },
      { role: "user", parts: [{ type: 'text', content: "06-41827395" }] },
    ],
    value: "06-41827395",
  },
  {
    family: "pharmacy-refill",
    lang: "pl",
    field: "national_id",
    turns: [
      { role: "assistant", content: "Aby zrealizować e-receptę, proszę podać numer PESEL." },
      { role: "user", content: "88071204835" },
    ],
    value: "88071204835",
  },
  {
    family: "courier-redelivery",
    lang: "pl",
    field: "phone",
    transcript: "Kurier-bot: Paczka czeka w oddziale.\nKurier-bot: Pod jaki numer kurier ma dzwonić?\nKlient: 512 847 396\nKurier-bot: Dziękujemy, dostawa jutro.",
    value: "512 847 396",
  },
  {
    family: "debt-collection",
    lang: "pl",
    field: "iban",
    turns: [
      { role: "assistant", content: [{ type: 'text', text: "Proszę podać numer rachunku (IBAN), z którego będą spłacane raty." }] },
      { role: "user", content: [{ type: 'text', text: "PL26 1090 1014 0000 0712 9461 8352" }] },
    ],
    value: "PL26 1090 1014 0000 0712 9461 8352",
  },
  {
    family: "school-enrolment",
    lang: "pl",
    field: "national_id",
    turns: [
      { role: "assistant", parts: [{ type: 'text', content: "Dziękuję. Teraz PESEL dziecka?" }] },
      { role: "user", parts: [{ type: 'text', content: "18230415284" }] },
    ],
    value: "18230415284",
  },
  {
    family: "pension-services",
    lang: "sv",
    field: "national_id",
    turns: [
      { role: "assistant", content: "För att visa din pensionsprognos behöver jag ditt personnummer." },
      { role: "user", content: "19860423-3810" },
    ],
    value: "19860423-3810",
  },
  {
    family: "car-rental",
    lang: "sv",
    field: "phone",
    transcript: "Agent: Vilket mobilnummer når vi dig på om bilen blir försenad?\nKund: 070-284 17 36\nAgent: Tack!",
    value: "070-284 17 36",
  },
  {
    family: "vet-clinic",
    lang: "sv",
    field: "full_name",
    turns: [
      { role: "assistant", content: [{ type: 'text', text: "Vad heter du (för- och efternamn)? Då kan jag koppla hunden till din journal." }] },
      { role: "user", content: [{ type: 'text', text: "Åsa Lindqvist-Öberg" }] },
    ],
    value: "Åsa Lindqvist-Öberg",
  },
  {
    family: "pharmacy-refill",
    lang: "tr",
    field: "national_id",
    turns: [
      { role: "assistant", content: "Reçetenizi görüntülemek için T.C. kimlik numaranızı alabilir miyim?" },
      { role: "user", content: "38401927510" },
    ],
    value: "38401927510",
  },
  {
    family: "courier-redelivery",
    lang: "tr",
    field: "phone",
    transcript: "Asistan: Kurye sizi hangi numaradan arasın?\nMüşteri: 0532 418 27 93\nAsistan: Teşekkürler, teslimat yarın.",
    value: "0532 418 27 93",
  },
  {
    family: "hotel-checkin",
    lang: "tr",
    field: "date_of_birth",
    transcript: "Resepsiyon: Kayıt için doğum tarihiniz nedir?\nMisafir: 7 Ekim 1990\nResepsiyon: Teşekkürler, odanız hazır.",
    value: "7 Ekim 1990",
  },
  {
    family: "mortgage-prequal",
    lang: "tr",
    field: "iban",
    turns: [
      { role: "assistant", content: [{ type: 'text', text: "Kredi ödemelerinin çekileceği hesabın IBAN numarasını yazar mısınız?" }] },
      { role: "user", content: [{ type: 'text', text: "TR55 0006 2000 0048 2917 3650 14" }] },
    ],
    value: "TR55 0006 2000 0048 2917 3650 14",
  },
  {
    family: "pharmacy-refill",
    lang: "ja",
    field: "date_of_birth",
    transcript: "薬局ボット：ご本人確認のため、生年月日を教えていただけますか？\nお客様：昭和58年4月2日です\n薬局ボット：ありがとうございます。",
    value: "昭和58年4月2日",
  },
  {
    family: "hotel-checkin",
    lang: "ja",
    field: "full_name",
    transcript: "係員：ご予約のお名前をフルネームでお願いします。\nお客様：佐々木 遥斗です\n係員：ご予約を確認いたしました。",
    value: "佐々木 遥斗",
  },
  {
    family: "courier-redelivery",
    lang: "ja",
    field: "phone",
    turns: [
      { role: "assistant", content: [{ type: 'text', text: "再配達を承ります。配達員からご連絡する電話番号を教えてください。" }] },
      { role: "user", content: [{ type: 'text', text: "090-4827-3915" }] },
    ],
    value: "090-4827-3915",
  },
  {
    family: "tax-prep",
    lang: "ja",
    field: "national_id",
    turns: [
      { role: "assistant", parts: [{ type: 'text', content: "マイナンバー（個人番号）12桁を入力してください。" }] },
      { role: "user", parts: [{ type: 'text', content: "4830 2917 5633" }] },
    ],
    value: "4830 2917 5633",
  },
  {
    family: "car-rental",
    lang: "ja",
    field: "address",
    turns: [
      { role: "assistant", content: "契約書に記載するため、ご自宅の住所をお願いします。" },
      { role: "user", content: "〒154-0015 東京都世田谷区桜新町2丁目14-7 メゾン桜301号室" },
    ],
    value: "〒154-0015 東京都世田谷区桜新町2丁目14-7 メゾン桜301号室",
  },
  {
    family: "loyalty-programme",
    lang: "ja",
    field: "full_name",
    transcript: "スタッフ：会員カードのお名前を教えてください。\nお客様：高橋美咲\nスタッフ：ポイントを付与しました。",
    value: "高橋美咲",
  },
  {
    family: "pharmacy-refill",
    lang: "zh",
    field: "national_id",
    turns: [
      { role: "assistant", content: "为了核实身份，请提供您的身份证号码。" },
      { role: "user", content: "110105199003074288" },
    ],
    value: "110105199003074288",
  },
  {
    family: "courier-redelivery",
    lang: "zh",
    field: "phone",
    transcript: "客服：您的包裹派送失败了。\n客服：请问收件人手机号是多少？\n用户：138 2749 6153\n客服：好的，快递员明天上午联系您。",
    value: "138 2749 6153",
  },
  {
    family: "hotel-checkin",
    lang: "zh",
    field: "full_name",
    turns: [
      { role: "assistant", content: [{ type: 'text', text: "您好！请问入住人姓名？" }] },
      { role: "user", content: [{ type: 'text', text: "欧阳晓婷" }] },
    ],
    value: "欧阳晓婷",
  },
  {
    family: "visa-application",
    lang: "zh",
    field: "passport",
    turns: [
      { role: "assistant", parts: [{ type: 'text', content: "请输入您的护照号码。" }] },
      { role: "user", parts: [{ type: 'text', content: "E48271936" }] },
    ],
    value: "E48271936",
  },
  {
    family: "courier-redelivery",
    lang: "zh",
    field: "address",
    transcript: "客服：请告诉我新的收货地址。\n用户：上海市浦东新区张杨路1288弄7号602室\n客服：已为您修改。",
    value: "上海市浦东新区张杨路1288弄7号602室",
  },
  {
    family: "school-enrolment",
    lang: "zh",
    field: "date_of_birth",
    transcript: "客服：请问孩子的出生日期？\n家长：2019年6月18日\n客服：好的，符合入学年龄。",
    value: "2019年6月18日",
  },
  {
    family: "pharmacy-refill",
    lang: "ko",
    field: "national_id",
    turns: [
      { role: "assistant", content: "본인 확인을 위해 주민등록번호를 입력해 주세요." },
      { role: "user", content: "920518-2483710" },
    ],
    value: "920518-2483710",
  },
  {
    family: "courier-redelivery",
    lang: "ko",
    field: "phone",
    transcript: "상담원: 배송 기사님이 연락드릴 휴대폰 번호를 알려주세요.\n고객: 010-4827-3916\n상담원: 감사합니다.",
    value: "010-4827-3916",
  },
  {
    family: "hotel-checkin",
    lang: "ko",
    field: "full_name",
    turns: [
      { role: "assistant", content: [{ type: 'text', text: "예약자 성함이 어떻게 되세요?" }] },
      { role: "user", content: [{ type: 'text', text: "남궁민수" }] },
    ],
    value: "남궁민수",
  },
  {
    family: "dating-safety",
    lang: "ko",
    field: "date_of_birth",
    transcript: "봇: 나이 확인을 위해 생년월일 6자리를 알려주세요\n사용자: 950312\n봇: 확인되었습니다.",
    value: "950312",
  },
  {
    family: "utility-move-in",
    lang: "ko",
    field: "address",
    turns: [
      { role: "assistant", parts: [{ type: 'text', content: "전입하실 새 주소를 알려주세요." }] },
      { role: "user", parts: [{ type: 'text', content: "서울특별시 마포구 월드컵북로12길 34, 502호" }] },
    ],
    value: "서울특별시 마포구 월드컵북로12길 34, 502호",
  },
  {
    family: "pension-services",
    lang: "ru",
    field: "national_id",
    turns: [
      { role: "assistant", content: "Назовите, пожалуйста, номер СНИЛС." },
      { role: "user", content: "182-947-365 13" },
    ],
    value: "182-947-365 13",
  },
  {
    family: "courier-redelivery",
    lang: "ru",
    field: "phone",
    transcript: "Оператор: По какому номеру курьеру с вами связаться?\nКлиент: +7 916 482-73-95\nОператор: Спасибо, курьер позвонит за час.",
    value: "+7 916 482-73-95",
  },
  {
    family: "tax-prep",
    lang: "ru",
    field: "national_id",
    turns: [
      { role: "assistant", content: [{ type: 'text', text: "Для заполнения декларации укажите ваш ИНН." }] },
      { role: "user", content: [{ type: 'text', text: "771304859248" }] },
    ],
    value: "771304859248",
  },
  {
    family: "hotel-checkin",
    lang: "ru",
    field: "full_name",
    turns: [
      { role: "assistant", parts: [{ type: 'text', content: "Как вас зовут? Фамилия, имя, отчество." }] },
      { role: "user", parts: [{ type: 'text', content: "Кузнецова Дарья Игоревна" }] },
    ],
    value: "Кузнецова Дарья Игоревна",
  },
  {
    family: "clinic-intake",
    lang: "ru",
    field: "date_of_birth",
    transcript: "Бот: Дата рождения?\nПациент: 03.11.1979\nБот: Спасибо, записал.",
    value: "03.11.1979",
  },
  {
    family: "pension-services",
    lang: "uk",
    field: "national_id",
    transcript: "Бот: Вкажіть, будь ласка, ваш РНОКПП (ідентифікаційний код).\nЗаявник: 3184620798\nБот: Дякуємо, перевіряємо дані.",
    value: "3184620798",
  },
  {
    family: "courier-redelivery",
    lang: "uk",
    field: "phone",
    transcript: "Оператор: На який номер телефону надіслати код отримання?\nКлієнт: 067 482 19 37\nОператор: Код надіслано.",
    value: "067 482 19 37",
  },
  {
    family: "courier-redelivery",
    lang: "uk",
    field: "address",
    turns: [
      { role: "assistant", content: [{ type: 'text', text: "Адреса доставки?" }] },
      { role: "user", content: [{ type: 'text', text: "вул. Городоцька, 118, кв. 24, Львів, 79019" }] },
    ],
    value: "вул. Городоцька, 118, кв. 24, Львів, 79019",
  },
  {
    family: "gym-membership",
    lang: "uk",
    field: "full_name",
    turns: [
      { role: "assistant", parts: [{ type: 'text', content: "Як вас звати? Ім’я та прізвище, будь ласка." }] },
      { role: "user", parts: [{ type: 'text', content: "Мар'яна Гнатів" }] },
    ],
    value: "Мар'яна Гнатів",
  },
  {
    family: "pharmacy-refill",
    lang: "ar",
    field: "national_id",
    turns: [
      { role: "assistant", content: "من فضلك أدخل رقم الهوية الوطنية لصرف الوصفة." },
      { role: "user", content: "1083749265" },
    ],
    value: "1083749265",
  },
  {
    family: "courier-redelivery",
    lang: "ar",
    field: "phone",
    transcript: "الموظف: ما هو رقم الجوال للتواصل مع المندوب؟\nالعميل: 050 482 7193\nالموظف: شكراً لك.",
    value: "050 482 7193",
  },
  {
    family: "visa-application",
    lang: "ar",
    field: "full_name",
    turns: [
      { role: "assistant", content: [{ type: 'text', text: "ما اسمك الكامل كما هو مكتوب في جواز السفر؟" }] },
      { role: "user", content: [{ type: 'text', text: "عبد الرحمن سعيد القحطاني" }] },
    ],
    value: "عبد الرحمن سعيد القحطاني",
  },
  {
    family: "hotel-checkin",
    lang: "ar",
    field: "date_of_birth",
    turns: [
      { role: "assistant", parts: [{ type: 'text', content: "ما تاريخ ميلادك؟" }] },
      { role: "user", parts: [{ type: 'text', content: "١٩٨٨/٠٣/١٤" }] },
    ],
    value: "١٩٨٨/٠٣/١٤",
  },
  {
    family: "car-rental",
    lang: "ar",
    field: "national_id",
    transcript: "الوكيل: أرسل رقم الهوية الإماراتية من فضلك.\nالعميل: 784-1987-3182460-7\nالوكيل: تم التحقق.",
    value: "784-1987-3182460-7",
  },
  {
    family: "pharmacy-refill",
    lang: "he",
    field: "national_id",
    turns: [
      { role: "assistant", content: "כדי לחדש את המרשם, מה מספר תעודת הזהות שלך?" },
      { role: "user", content: "305827461" },
    ],
    value: "305827461",
  },
  {
    family: "courier-redelivery",
    lang: "he",
    field: "phone",
    transcript: "נציג: לאיזה מספר טלפון לשלוח עדכון על המשלוח?\nלקוח: 052-481-7293\nנציג: תודה!",
    value: "052-481-7293",
  },
  {
    family: "dating-safety",
    lang: "he",
    field: "full_name",
    turns: [
      { role: "assistant", content: [{ type: 'text', text: "מה השם המלא שלך?" }] },
      { role: "user", content: [{ type: 'text', text: "נועה בן-דוד" }] },
    ],
    value: "נועה בן-דוד",
  },
  {
    family: "courier-redelivery",
    lang: "he",
    field: "address",
    turns: [
      { role: "assistant", parts: [{ type: 'text', content: "מה הכתובת למשלוח?" }] },
      { role: "user", parts: [{ type: 'text', content: "רחוב הנביאים 42 דירה 7, חיפה" }] },
    ],
    value: "רחוב הנביאים 42 דירה 7, חיפה",
  },
  {
    family: "number-porting",
    lang: "hi",
    field: "national_id",
    turns: [
      { role: "assistant", content: "सिम पोर्ट करने के लिए कृपया अपना आधार नंबर बताइए।" },
      { role: "user", content: "7391 8462 0518" },
    ],
    value: "7391 8462 0518",
  },
  {
    family: "courier-redelivery",
    lang: "hi",
    field: "phone",
    transcript: "एजेंट: डिलीवरी के लिए आपका मोबाइल नंबर क्या है?\nग्राहक: 98204 71836\nएजेंट: धन्यवाद।",
    value: "98204 71836",
  },
  {
    family: "visa-application",
    lang: "hi",
    field: "full_name",
    turns: [
      { role: "assistant", content: [{ type: 'text', text: "आपका पूरा नाम क्या है, जैसा पासपोर्ट में लिखा है?" }] },
      { role: "user", content: [{ type: 'text', text: "रोहित कुमार त्रिपाठी" }] },
    ],
    value: "रोहित कुमार त्रिपाठी",
  },
  {
    family: "gym-membership",
    lang: "hi",
    field: "date_of_birth",
    transcript: "बॉट: अपनी जन्म तिथि बताइए\nसदस्य: 15/08/1992\nबॉट: धन्यवाद, आपकी सदस्यता सक्रिय है।",
    value: "15/08/1992",
  },
  {
    family: "number-porting",
    lang: "th",
    field: "national_id",
    turns: [
      { role: "assistant", content: "กรุณาแจ้งเลขบัตรประชาชน 13 หลักเพื่อยืนยันการย้ายค่าย" },
      { role: "user", content: "1-1037-02845-16-7" },
    ],
    value: "1-1037-02845-16-7",
  },
  {
    family: "courier-redelivery",
    lang: "th",
    field: "phone",
    transcript: "แอดมิน: ขอเบอร์โทรติดต่อสำหรับคนส่งของด้วยค่ะ\nลูกค้า: 081 482 7395\nแอดมิน: ขอบคุณค่ะ",
    value: "081 482 7395",
  },
  {
    family: "hotel-checkin",
    lang: "th",
    field: "full_name",
    turns: [
      { role: "assistant", content: [{ type: 'text', text: "ชื่อ-นามสกุลของผู้เข้าพักคืออะไรคะ" }] },
      { role: "user", content: [{ type: 'text', text: "สมศรี ใจดีงาม" }] },
    ],
    value: "สมศรี ใจดีงาม",
  },
  {
    family: "pharmacy-refill",
    lang: "el",
    field: "national_id",
    turns: [
      { role: "assistant", content: "Για την εκτέλεση της συνταγής, παρακαλώ δώστε τον ΑΜΚΑ σας." },
      { role: "user", content: "14088304275" },
    ],
    value: "14088304275",
  },
  {
    family: "courier-redelivery",
    lang: "el",
    field: "phone",
    transcript: "Υπάλληλος: Σε ποιο κινητό να σας στείλουμε τον κωδικό παραλαβής;\nΠελάτης: 694 827 1536\nΥπάλληλος: Ευχαριστούμε.",
    value: "694 827 1536",
  },
  {
    family: "tax-prep",
    lang: "el",
    field: "national_id",
    turns: [
      { role: "assistant", parts: [{ type: 'text', content: "Ποιος είναι ο ΑΦΜ σας;" }] },
      { role: "user", parts: [{ type: 'text', content: "048371950" }] },
    ],
    value: "048371950",
  },
  {
    family: "two-fields",
    lang: "es",
    field: "other",
    transcript: "Agente: Para añadir al conductor adicional, dime su nombre completo y su fecha de nacimiento.\nCliente: Iker Etxeberria Goñi, 11-02-1989\nAgente: Añadido. El suplemento es de 9 € al día.",
    value: "Iker Etxeberria Goñi, 11-02-1989",
  },
  {
    family: "two-fields",
    lang: "de",
    field: "other",
    turns: [
      { role: "assistant", parts: [{ type: 'text', content: "Für die Vollmacht brauche ich von der bevollmächtigten Person:\n1) Vor- und Nachname\n2) Geburtsdatum\nDanach schicke ich Ihnen das Formular." }] },
      { role: "user", parts: [{ type: 'text', content: "Friederike Ahlers, 30.09.1971" }] },
    ],
    value: "Friederike Ahlers, 30.09.1971",
  },
  {
    family: "broadband-support",
    lang: "fr",
    field: "username",
    turns: [
      { role: "assistant", content: "Je vais réinitialiser votre boîte mail. Quel est votre identifiant de connexion ?" },
      { role: "user", content: "« lulu_bzh29 » je crois" },
    ],
    value: "lulu_bzh29",
  },
  {
    family: "loyalty-programme",
    lang: "ja",
    field: "username",
    transcript: "サポート：アプリのユーザー名を教えていただけますか？\nお客様：ユーザー名は「haruka_0412」です\nサポート：確認できました。",
    value: "haruka_0412",
  },
  {
    family: "loyalty-programme",
    lang: "it",
    field: "member_id",
    turns: [
      { role: "assistant", content: "Certo, controllo subito il saldo punti. Numero di tessera?" },
      { role: "user", content: "TS-55081297, ma i punti scadono a fine anno?" },
    ],
    value: "TS-55081297",
  },
  {
    family: "hotel-checkin",
    lang: "de",
    field: "card_last4",
    transcript: "Rezeption: Die Kaution wird bei Anreise vorautorisiert.\nRezeption: Wie lauten die letzten vier Ziffern Ihrer Kreditkarte?\nGast: 3906\nRezeption: Danke, das passt zur hinterlegten Karte.",
    value: "3906",
  },
  {
    family: "mortgage-prequal",
    lang: "en",
    field: "bank_account",
    turns: [
      { role: "assistant", content: [{ type: 'text', text: "Which account will the deposit come from? I'll just need the account number for now; we'll confirm the sort code by letter." }] },
      { role: "user", content: [{ type: 'text', text: "30917254" }] },
    ],
    value: "30917254",
  },
  {
    family: "clinic-intake",
    lang: "es",
    field: "patient_id",
    transcript: "Recepción: Buenos días, ¿tiene a mano su número de historia clínica?\nPaciente: sí, HC-0049281\nRecepción: Gracias, ya le veo en la agenda de las 10:30.",
    value: "HC-0049281",
  },
  {
    family: "pharmacy-refill",
    lang: "fr",
    field: "member_id",
    turns: [
      { role: "assistant", parts: [{ type: 'text', content: "Pour la prise en charge par votre mutuelle, quel est votre numéro d’adhérent ?" }] },
      { role: "user", parts: [{ type: 'text', content: "ADH 6620 4719" }] },
    ],
    value: "ADH 6620 4719",
  },
  {
    family: "tax-prep",
    lang: "en",
    field: "ssn_last4",
    turns: [
      { role: "assistant", content: [{ type: 'text', text: "For verification, please enter only the last 4 digits of your SSN." }] },
      { role: "user", content: [{ type: 'text', text: "8830" }] },
    ],
    value: "8830",
  },
  {
    family: "banking-security",
    lang: "de",
    field: "security_answer",
    turns: [
      { role: "assistant", content: "Zur Freischaltung beantworten Sie bitte Ihre Sicherheitsfrage: Wie lautet der Geburtsname Ihrer Mutter?" },
      { role: "user", content: "Hoffmeister" },
    ],
    value: "Hoffmeister",
  },
  {
    family: "banking-security",
    lang: "es",
    field: "password_or_pin",
    turns: [
      { role: "assistant", parts: [{ type: 'text', content: "Para continuar por el canal telefónico, ¿cuál es tu PIN de cliente de 4 cifras?" }] },
      { role: "user", parts: [{ type: 'text', content: "4073" }] },
    ],
    value: "4073",
  },
  {
    family: "car-rental",
    lang: "fr",
    field: "plate",
    transcript: "Assistant : Vous rendez un véhicule en libre-service. Quelle est l'immatriculation ?\nClient : GH-482-KT\nAssistant : Merci, le retour est enregistré.",
    value: "GH-482-KT",
  },
  {
    family: "parking-permit",
    lang: "nl",
    field: "plate",
    turns: [
      { role: "assistant", content: "Voor welk kenteken wil je de bezoekersvergunning aanmelden?" },
      { role: "user", content: "K-372-RT" },
    ],
    value: "K-372-RT",
  },
  {
    family: "insurance-claim",
    lang: "en",
    field: "policy_number",
    transcript: "[IVR] PROMPT: Welcome to claims. Please key in your 8-digit policy number followed by the hash key.\n[IVR] DTMF: 73042216#\n[IVR] PROMPT: Thank you. Please hold for an adviser.",
    value: "73042216",
  },
  {
    family: "debt-collection",
    lang: "en",
    field: "date_of_birth",
    transcript: "Call notes (transcript form)\n14:02 Agent: Before we discuss the balance, can you confirm your date of birth?\n14:02 Caller: 1 August 1966\n14:03 Agent: Thank you, verified. The balance is 412.60.",
    value: "1 August 1966",
  },
  {
    family: "hr-helpdesk",
    lang: "en",
    field: "employee_id",
    transcript: "#hr-help  09:14  hr-bot: Which employee number should the leave request be filed under?\n#hr-help  09:15  requester: EMP-20931\n#hr-help  09:15  hr-bot: Leave request created for 2 days.",
    value: "EMP-20931",
  },
];

export const SECOND_NEGATIVES: SecondNegative[] = [
  {
    family: "reference-number",
    lang: "en",
    turns: [
      { role: "assistant", content: "I can change the seat for you. What's the booking reference? It's the six characters at the top of your confirmation." },
      { role: "user", content: "K7QZ2M" },
    ],
  },
  {
    family: "reference-number",
    lang: "en",
    transcript: "Bot: Sorry your parcel is late! What's the tracking number on the shipping email?\nCustomer: 1Z 8F4 W27 03 4417 2290\nBot: It's in the local depot and out for delivery tomorrow.",
  },
  {
    family: "reference-number",
    lang: "en",
    turns: [
      { role: "assistant", content: [{ type: 'text', text: "Which support ticket are you following up on?" }] },
      { role: "user", content: [{ type: 'text', text: "INC0048213" }] },
    ],
  },
  {
    family: "reference-number",
    lang: "en",
    transcript: "Agent: Do you have the case number from your last call?\nCaller: yes, case 02917734\nAgent: Thanks, I can see the engineer's notes.",
  },
  {
    family: "reference-number",
    lang: "es",
    turns: [
      { role: "assistant", parts: [{ type: 'text', content: "¿Cuál es el localizador de la reserva?" }] },
      { role: "user", parts: [{ type: 'text', content: "Es el XH4R9P" }] },
    ],
  },
  {
    family: "reference-number",
    lang: "de",
    transcript: "Bot: Wie lautet die Sendungsnummer?\nKunde: 00340434161094042557\nBot: Die Sendung wird heute zugestellt.",
  },
  {
    family: "reference-number",
    lang: "fr",
    turns: [
      { role: "assistant", content: "Quel est le numéro de votre dossier de réclamation ?" },
      { role: "user", content: "R-11873-B" },
    ],
  },
  {
    family: "reference-number",
    lang: "ja",
    transcript: "サポート：お問い合わせ番号を教えてください。\nお客様：Q-20261204-0381です\nサポート：確認いたします。",
  },
  {
    family: "reference-number",
    lang: "pt",
    turns: [
      { role: "assistant", content: "Qual o código de rastreio que aparece no e-mail?" },
      { role: "user", content: "NL482913765BR" },
    ],
  },
  {
    family: "reference-number",
    lang: "zh",
    transcript: "客服：请提供您的工单号。\n用户：TK-7783021\n客服：好的，技术人员正在处理。",
  },
  {
    family: "reference-number",
    lang: "it",
    turns: [
      { role: "assistant", content: "Qual è il numero del biglietto che vuole cambiare?" },
      { role: "user", content: "PNR 8JK2LQ, biglietto 0552198476301" },
    ],
  },
  {
    family: "reference-number",
    lang: "ko",
    transcript: "상담원: 예약 번호를 알려주세요.\n고객: RSV-48213\n상담원: 확인되었습니다.",
  },
  {
    family: "product-code",
    lang: "en",
    turns: [
      { role: "assistant", content: "Which item would you like to return? The SKU is on the packing slip." },
      { role: "user", content: "SKU 88-4012-BLK, the black one" },
    ],
  },
  {
    family: "product-code",
    lang: "en",
    turns: [
      { role: "assistant", parts: [{ type: 'text', content: "Do you have a promo code you want to apply?" }] },
      { role: "user", parts: [{ type: 'text', content: "WINTER25" }] },
    ],
  },
  {
    family: "error-code",
    lang: "en",
    transcript: "User: the app keeps crashing\nAssistant: Sorry about that. What error code does it show?\nUser: ERR_0x80070057\nAssistant: That usually means a corrupted cache; try clearing the app data.",
  },
  {
    family: "error-code",
    lang: "en",
    turns: [
      { role: "assistant", content: [{ type: 'text', text: "Which version of the app are you running? You can see it under Settings > About." }] },
      { role: "user", content: [{ type: 'text', text: "4.18.2 (build 31907)" }] },
    ],
  },
  {
    family: "error-code",
    lang: "de",
    transcript: "Bot: Welche Fehlermeldung zeigt das Gerät an?\nKunde: F28\nBot: F28 bedeutet, dass die Zündung fehlgeschlagen ist. Bitte prüfen Sie den Gashahn.",
  },
  {
    family: "product-code",
    lang: "fr",
    turns: [
      { role: "assistant", content: "Quelle est la référence du produit indiquée sur l’étiquette ?" },
      { role: "user", content: "Réf. 3760048201937" },
    ],
  },
  {
    family: "product-code",
    lang: "es",
    transcript: "Bot: ¿Tienes algún código de descuento?\nCliente: VERANO-15\nBot: Aplicado: 15 % en tu pedido.",
  },
  {
    family: "error-code",
    lang: "ru",
    turns: [
      { role: "assistant", parts: [{ type: 'text', content: "Какой код ошибки отображается на экране?" }] },
      { role: "user", parts: [{ type: 'text', content: "E-204" }] },
    ],
  },
  {
    family: "product-code",
    lang: "nl",
    transcript: "Bot: Welk model heeft u? Het typenummer staat onder het apparaat.\nKlant: WM-8540-NL\nBot: Voor dat model is er een software-update.",
  },
  {
    family: "error-code",
    lang: "zh",
    turns: [
      { role: "assistant", content: "请问路由器的固件版本号是多少？" },
      { role: "user", content: "V2.1.0.48" },
    ],
  },
  {
    family: "quantity-price",
    lang: "en",
    turns: [
      { role: "assistant", content: "How many tablets do you have left?" },
      { role: "user", content: "about 12" },
    ],
  },
  {
    family: "quantity-price",
    lang: "en",
    transcript: "Agent: How much would you like to pay today?\nCustomer: 250.00\nAgent: Thank you, that leaves 1,340.00 on the balance.",
  },
  {
    family: "quantity-price",
    lang: "es",
    turns: [
      { role: "assistant", content: [{ type: 'text', text: "¿Cuántas personas serán en la reserva?" }] },
      { role: "user", content: [{ type: 'text', text: "Seremos 4 adultos y 2 niños" }] },
    ],
  },
  {
    family: "quantity-price",
    lang: "de",
    turns: [
      { role: "assistant", parts: [{ type: 'text', content: "Wie hoch ist der aktuelle Zählerstand?" }] },
      { role: "user", parts: [{ type: 'text', content: "48213,6 kWh" }] },
    ],
  },
  {
    family: "quantity-price",
    lang: "fr",
    transcript: "Bot : Quel montant souhaitez-vous emprunter ?\nClient : 185 000 €\nBot : Sur 20 ans, la mensualité estimée est de 1 020 €.",
  },
  {
    family: "quantity-price",
    lang: "ja",
    turns: [
      { role: "assistant", content: "ご希望の予算はいくらですか？" },
      { role: "user", content: "月3万円くらいです" },
    ],
  },
  {
    family: "quantity-price",
    lang: "ar",
    transcript: "الموظف: كم عدد الليالي التي تريد حجزها؟\nالعميل: ثلاث ليالٍ\nالموظف: السعر الإجمالي 1,350 درهم.",
  },
  {
    family: "quantity-price",
    lang: "pl",
    turns: [
      { role: "assistant", content: "Ile kilogramów waży paczka?" },
      { role: "user", content: "7,5 kg" },
    ],
  },
  {
    family: "travel-appointment-date",
    lang: "en",
    turns: [
      { role: "assistant", content: "When would you like to check in?" },
      { role: "user", content: "14/03/2027, for three nights" },
    ],
  },
  {
    family: "travel-appointment-date",
    lang: "en",
    transcript: "Bot: What date would you like the appointment?\nUser: 2027-01-18\nBot: We have 09:40 or 15:10 available.\nUser: 09:40",
  },
  {
    family: "travel-appointment-date",
    lang: "en",
    turns: [
      { role: "assistant", parts: [{ type: 'text', content: "What time should the driver come to collect the car?" }] },
      { role: "user", parts: [{ type: 'text', content: "7:45am" }] },
    ],
  },
  {
    family: "travel-appointment-date",
    lang: "de",
    turns: [
      { role: "assistant", content: [{ type: 'text', text: "An welchem Tag möchten Sie anreisen?" }] },
      { role: "user", content: [{ type: 'text', text: "am 23.12.2026" }] },
    ],
  },
  {
    family: "travel-appointment-date",
    lang: "fr",
    transcript: "Assistant : Quelle date de départ souhaitez-vous ?\nClient : le 2 février 2027\nAssistant : Il reste des places dans le train de 8 h 04.",
  },
  {
    family: "travel-appointment-date",
    lang: "es",
    turns: [
      { role: "assistant", content: "¿Para qué día quieres la cita con el veterinario?" },
      { role: "user", content: "el 15 de enero, por la tarde si puede ser" },
    ],
  },
  {
    family: "travel-appointment-date",
    lang: "zh",
    transcript: "客服：请问您想预约哪一天？\n用户：2027年1月9日\n客服：好的，当天下午三点有空位。",
  },
  {
    family: "travel-appointment-date",
    lang: "ko",
    turns: [
      { role: "assistant", parts: [{ type: 'text', content: "언제 이사하시나요?" }] },
      { role: "user", parts: [{ type: 'text', content: "2027년 2월 27일이요" }] },
    ],
  },
  {
    family: "travel-appointment-date",
    lang: "it",
    transcript: "Bot: A che ora preferisce il ritiro?\nCliente: alle 18:30\nBot: Confermato.",
  },
  {
    family: "travel-appointment-date",
    lang: "tr",
    turns: [
      { role: "assistant", content: "Hangi tarihte giriş yapmak istersiniz?" },
      { role: "user", content: "05.04.2027" },
    ],
  },
  {
    family: "transport-room",
    lang: "en",
    turns: [
      { role: "assistant", content: "Which flight are you arriving on? We will track it for the pickup." },
      { role: "user", content: "LH 1934 from Frankfurt" },
    ],
  },
  {
    family: "transport-room",
    lang: "en",
    transcript: "[22:14] Bot: Which room are you in?\n[22:14] Guest: 412\n[22:15] Bot: Extra towels are on their way to 412.",
  },
  {
    family: "transport-room",
    lang: "de",
    turns: [
      { role: "assistant", content: "Mit welchem Zug kommen Sie an?" },
      { role: "user", content: "ICE 578, Ankunft 14:21" },
    ],
  },
  {
    family: "transport-room",
    lang: "fr",
    transcript: "Bot : Quel est votre numéro de siège ?\nPassager : 23C\nBot : Merci, le repas végétarien sera servi au 23C.",
  },
  {
    family: "transport-room",
    lang: "ja",
    turns: [
      { role: "assistant", parts: [{ type: 'text', content: "ご利用の便名を教えてください。" }] },
      { role: "user", parts: [{ type: 'text', content: "NH 215です" }] },
    ],
  },
  {
    family: "transport-room",
    lang: "es",
    turns: [
      { role: "assistant", content: "¿Qué número de vuelo tienes?" },
      { role: "user", content: "IB3166" },
    ],
  },
  {
    family: "plan-product",
    lang: "en",
    turns: [
      { role: "assistant", content: [{ type: 'text', text: "Which plan are you on at the moment?" }] },
      { role: "user", content: [{ type: 'text', text: "Unlimited Plus 5G" }] },
    ],
  },
  {
    family: "plan-product",
    lang: "en",
    transcript: "Agent: Which model is the phone?\nCustomer: Pixel 9 Pro, 256 GB\nAgent: Thanks, the screen repair is covered.",
  },
  {
    family: "plan-product",
    lang: "pt",
    turns: [
      { role: "assistant", content: "Qual plano da academia você quer contratar?" },
      { role: "user", content: "O Black, anual" },
    ],
  },
  {
    family: "plan-product",
    lang: "nl",
    turns: [
      { role: "assistant", parts: [{ type: 'text', content: "Welk energiecontract heeft u nu?" }] },
      { role: "user", parts: [{ type: 'text', content: "Groen Vast 3 jaar" }] },
    ],
  },
  {
    family: "plan-product",
    lang: "ru",
    transcript: "Бот: Какой тариф вас интересует?\nКлиент: «Безлимит Плюс»\nБот: Он стоит 650 рублей в месяц.",
  },
  {
    family: "weather-city",
    lang: "en",
    turns: [
      { role: "assistant", content: "Sure! Which city do you want the forecast for?" },
      { role: "user", content: "Rotterdam" },
    ],
  },
  {
    family: "weather-city",
    lang: "es",
    transcript: "Usuario: ¿va a llover mañana?\nAsistente: ¿En qué ciudad?\nUsuario: Sevilla\nAsistente: Mañana en Sevilla: soleado, máxima de 19 °C.",
  },
  {
    family: "weather-city",
    lang: "de",
    turns: [
      { role: "assistant", content: [{ type: 'text', text: "Für welchen Ort soll ich die Wettervorhersage anzeigen?" }] },
      { role: "user", content: [{ type: 'text', text: "Innsbruck" }] },
    ],
  },
  {
    family: "weather-city",
    lang: "hi",
    transcript: "उपयोगकर्ता: कल मौसम कैसा रहेगा?\nसहायक: किस शहर के लिए?\nउपयोगकर्ता: जयपुर\nसहायक: जयपुर में कल धूप रहेगी, अधिकतम 27°C।",
  },
  {
    family: "refusal",
    lang: "en",
    turns: [
      { role: "assistant", content: "Before we continue, could you confirm your date of birth?" },
      { role: "user", content: "I'd rather not share that over chat." },
    ],
  },
  {
    family: "refusal",
    lang: "en",
    transcript: "Agent: What's the best number to reach you?\nCustomer: is that really necessary? just email me the answer\nAgent: No problem, we'll reply here.",
  },
  {
    family: "refusal",
    lang: "en",
    turns: [
      { role: "assistant", parts: [{ type: 'text', content: "I'll need your Social Security number to continue." }] },
      { role: "user", parts: [{ type: 'text', content: "why?" }] },
    ],
  },
  {
    family: "refusal",
    lang: "es",
    turns: [
      { role: "assistant", content: "¿Me das tu DNI?" },
      { role: "user", content: "Prefiero no dártelo por aquí, ¿puedo ir a la tienda?" },
    ],
  },
  {
    family: "refusal",
    lang: "fr",
    transcript: "Bot : Pouvez-vous me communiquer votre adresse postale ?\nClient : Non merci, je viendrai retirer le colis en point relais.\nBot : Très bien.",
  },
  {
    family: "refusal",
    lang: "de",
    turns: [
      { role: "assistant", content: [{ type: 'text', text: "Wie lautet Ihre Telefonnummer?" }] },
      { role: "user", content: [{ type: 'text', text: "Die möchte ich nicht angeben." }] },
    ],
  },
  {
    family: "refusal",
    lang: "ja",
    transcript: "係員：お電話番号をお伺いしてもよろしいですか？\nお客様：それは必要ですか？\n係員：任意ですので、省略いただいても大丈夫です。",
  },
  {
    family: "refusal",
    lang: "ru",
    turns: [
      { role: "assistant", parts: [{ type: 'text', content: "Назовите, пожалуйста, номер паспорта." }] },
      { role: "user", parts: [{ type: 'text', content: "Зачем вам мой паспорт?" }] },
    ],
  },
  {
    family: "refusal",
    lang: "ar",
    transcript: "الموظف: ما هو تاريخ ميلادك؟\nالعميل: لا أريد مشاركة هذه المعلومة.\nالموظف: لا مشكلة.",
  },
  {
    family: "refusal",
    lang: "he",
    turns: [
      { role: "assistant", content: "מה מספר תעודת הזהות שלך?" },
      { role: "user", content: "אני מעדיף לא למסור את זה בצ׳אט" },
    ],
  },
  {
    family: "refusal",
    lang: "pt",
    turns: [
      { role: "assistant", content: [{ type: 'text', text: "Qual o seu CPF?" }] },
      { role: "user", content: [{ type: 'text', text: "pra que vocês precisam disso?" }] },
    ],
  },
  {
    family: "deferral",
    lang: "en",
    turns: [
      { role: "assistant", content: "What's your policy number?" },
      { role: "user", content: "hold on, let me find the letter" },
    ],
  },
  {
    family: "deferral",
    lang: "en",
    transcript: "00:41 Agent: Can I take your postcode?\n00:44 Caller: one sec, I've just moved and can never remember the new one\n00:52 Agent: Take your time.",
  },
  {
    family: "deferral",
    lang: "it",
    turns: [
      { role: "assistant", parts: [{ type: 'text', content: "Mi può dare il numero di cellulare?" }] },
      { role: "user", parts: [{ type: 'text', content: "un attimo che lo cerco" }] },
    ],
  },
  {
    family: "deferral",
    lang: "ko",
    transcript: "상담원: 생년월일을 알려주시겠어요?\n고객: 잠시만요\n상담원: 네, 기다리겠습니다.",
  },
  {
    family: "deferral",
    lang: "zh",
    turns: [
      { role: "assistant", content: [{ type: 'text', text: "请提供您的会员卡号。" }] },
      { role: "user", content: [{ type: 'text', text: "稍等，我找一下卡" }] },
    ],
  },
  {
    family: "deferral",
    lang: "uk",
    turns: [
      { role: "assistant", content: "Вкажіть, будь ласка, номер договору." },
      { role: "user", content: "Зараз знайду, хвилинку" },
    ],
  },
  {
    family: "no-datum",
    lang: "en",
    turns: [
      { role: "assistant", content: "What delivery address should we use?" },
      { role: "user", content: "same as last time" },
    ],
  },
  {
    family: "no-datum",
    lang: "en",
    transcript: "Bot: What's your member ID?\nUser: I don't have one yet, I only signed up at the front desk\nBot: No worries, I'll look you up another way.",
  },
  {
    family: "no-datum",
    lang: "es",
    turns: [
      { role: "assistant", parts: [{ type: 'text', content: "¿Tienes número de socio?" }] },
      { role: "user", parts: [{ type: 'text', content: "No, todavía no" }] },
    ],
  },
  {
    family: "no-datum",
    lang: "de",
    transcript: "Bot: Haben Sie eine Kundennummer?\nKunde: Nein, ich bin Neukunde.\nBot: Dann lege ich ein neues Konto an.",
  },
  {
    family: "no-datum",
    lang: "fr",
    turns: [
      { role: "assistant", content: [{ type: 'text', text: "Avez-vous un numéro de fidélité ?" }] },
      { role: "user", content: [{ type: 'text', text: "Je ne crois pas en avoir" }] },
    ],
  },
  {
    family: "no-datum",
    lang: "th",
    turns: [
      { role: "assistant", content: "ขอหมายเลขสมาชิกด้วยค่ะ" },
      { role: "user", content: "ยังไม่มีค่ะ" },
    ],
  },
  {
    family: "confirmation-only",
    lang: "en",
    turns: [
      { role: "assistant", content: "I have the account under the details you gave at sign-up. Is that you?" },
      { role: "user", content: "yes that's me" },
    ],
  },
  {
    family: "confirmation-only",
    lang: "en",
    transcript: "Agent: Is the mobile number we have on file still the best one to call?\nCustomer: correct\nAgent: Great.",
  },
  {
    family: "confirmation-only",
    lang: "en",
    turns: [
      { role: "assistant", parts: [{ type: 'text', content: "Can you confirm the date of birth on the account is still correct?" }] },
      { role: "user", parts: [{ type: 'text', content: "👍" }] },
    ],
  },
  {
    family: "confirmation-only",
    lang: "es",
    turns: [
      { role: "assistant", content: [{ type: 'text', text: "¿Confirmas que la dirección de envío es la que aparece en tu perfil?" }] },
      { role: "user", content: [{ type: 'text', text: "Sí, correcto" }] },
    ],
  },
  {
    family: "confirmation-only",
    lang: "de",
    transcript: "Bot: Soll ich die hinterlegte E-Mail-Adresse verwenden?\nKunde: ja genau\nBot: Erledigt.",
  },
  {
    family: "confirmation-only",
    lang: "ja",
    turns: [
      { role: "assistant", content: "ご登録の電話番号にSMSをお送りしてもよろしいですか？" },
      { role: "user", content: "はい、お願いします" },
    ],
  },
  {
    family: "confirmation-only",
    lang: "el",
    transcript: "Υπάλληλος: Να χρησιμοποιήσω τη διεύθυνση που έχουμε στο αρχείο;\nΠελάτης: Ναι, σωστά.\nΥπάλληλος: Ευχαριστώ.",
  },
  {
    family: "confirmation-only",
    lang: "ko",
    turns: [
      { role: "assistant", parts: [{ type: 'text', content: "등록된 휴대폰 번호로 인증번호를 보내드릴까요?" }] },
      { role: "user", parts: [{ type: 'text', content: "네 ㅎㅎ" }] },
    ],
  },
  {
    family: "subject-change",
    lang: "en",
    turns: [
      { role: "assistant", content: "To look at your account, what is your date of birth?" },
      { role: "user", content: "first tell me why my bill says 84.50 when the plan is 39.99" },
    ],
  },
  {
    family: "subject-change",
    lang: "en",
    transcript: "Bot: What's the best number to reach you?\nUser: hang on, why does the app say I have 3 parcels when I ordered 2?\nBot: Let me check that first.",
  },
  {
    family: "subject-change",
    lang: "fr",
    turns: [
      { role: "assistant", content: [{ type: 'text', text: "Quelle est votre date de naissance ?" }] },
      { role: "user", content: [{ type: 'text', text: "Attendez, d'abord : pourquoi on m'a débité 129 € deux fois ?" }] },
    ],
  },
  {
    family: "subject-change",
    lang: "es",
    transcript: "Agente: ¿Me dice su número de documento?\nCliente: Antes dígame por qué la factura de noviembre es de 62,30 si tengo tarifa plana\nAgente: Claro, se lo explico.",
  },
  {
    family: "subject-change",
    lang: "de",
    turns: [
      { role: "assistant", parts: [{ type: 'text', content: "Wie lautet Ihre Postleitzahl?" }] },
      { role: "user", parts: [{ type: 'text', content: "Moment, erst mal: warum kostet der Tarif jetzt 44,99 statt 34,99?" }] },
    ],
  },
  {
    family: "subject-change",
    lang: "tr",
    turns: [
      { role: "assistant", content: "Telefon numaranızı alabilir miyim?" },
      { role: "user", content: "Önce şunu söyleyin: faturam neden 312 TL geldi?" },
    ],
  },
  {
    family: "code-template",
    lang: "en",
    turns: [
      { role: "user", content: "can you review this?\n```python\nname = input('What is your full name? ')\ndob = input('Date of birth (DD/MM/YYYY): ')\nphone = input(\"What's the best number to reach you? \")\n```" },
      { role: "assistant", content: "Looks fine. Consider validating dob with datetime.strptime and stripping whitespace from phone." },
    ],
  },
  {
    family: "code-template",
    lang: "en",
    turns: [
      { role: "system", content: [{ type: 'text', text: "You are a coding assistant." }] },
      { role: "user", content: [{ type: 'text', text: "Why does this template render empty?\nconst prompt = `Ask the user: \"Could you confirm your date of birth?\" then wait for {{dob}}.`;" }] },
      { role: "assistant", content: [{ type: 'text', text: "The double braces are Handlebars syntax, but you are using a JS template literal. Use ${dob} or compile it with Handlebars." }] },
    ],
  },
  {
    family: "code-template",
    lang: "en",
    turns: [
      { role: "user", parts: [{ type: 'text', content: "Write me a prompt for a bot that asks for the customer's postcode." }] },
      { role: "assistant", parts: [{ type: 'text', content: "Here is one:\n\nSYSTEM: You are a delivery assistant. Ask: \"What's the postcode of the delivery address?\" Accept only the postcode and never repeat it back." }] },
    ],
  },
  {
    family: "code-template",
    lang: "en",
    transcript: "User: what does this line do?\nAssistant: It prompts for input.\nUser: read -p \"Enter your employee ID: \" EMP_ID\nAssistant: read -p prints the prompt and stores whatever is typed in the EMP_ID variable.",
  },
  {
    family: "code-template",
    lang: "es",
    turns: [
      { role: "user", content: "¿Está bien este código?\nnombre = input(\"¿Cómo te llamas? \")\nprint(f\"Hola, {nombre}\")" },
      { role: "assistant", content: "Sí, funciona. Podrías usar nombre.strip() para quitar espacios." },
    ],
  },
  {
    family: "code-template",
    lang: "de",
    turns: [
      { role: "user", content: [{ type: 'text', text: "Fehler in meinem Skript:\nplz = input(\"Wie lautet Ihre Postleitzahl? \")\nif len(plz) != 5: raise ValueError" }] },
      { role: "assistant", content: [{ type: 'text', text: "Das funktioniert, aber prüfen Sie zusätzlich plz.isdigit(), sonst gehen auch Buchstaben durch." }] },
    ],
  },
  {
    family: "code-template",
    lang: "en",
    transcript: "Q: How do I ask for a date of birth in a Rasa form?\nA: Add a slot called dob and a response utter_ask_dob with the text \"What's your date of birth?\". Rasa will ask it whenever the slot is empty.",
  },
  {
    family: "code-template",
    lang: "ja",
    turns: [
      { role: "user", content: "このコードの意味は？\nconst q = \"生年月日を教えてください\";\naskUser(q);" },
      { role: "assistant", content: "ユーザーに生年月日を尋ねる文字列を定義し、askUser関数で表示しています。" },
    ],
  },
  {
    family: "html-form",
    lang: "en",
    turns: [
      { role: "user", content: "Is this accessible?\n<label for=\"dob\">What is your date of birth?</label>\n<input id=\"dob\" type=\"date\" required>" },
      { role: "assistant", content: "Yes, the label is associated with the input through for/id. You could add aria-describedby pointing to a format hint." },
    ],
  },
  {
    family: "html-form",
    lang: "fr",
    turns: [
      { role: "user", parts: [{ type: 'text', content: "Vérifie mon formulaire :\n<label for=\"tel\">Quel est votre numéro de téléphone ?</label>\n<input id=\"tel\" type=\"tel\" placeholder=\"\">" }] },
      { role: "assistant", parts: [{ type: 'text', content: "Le formulaire est correct. Ajoutez autocomplete=\"tel\" pour aider les navigateurs." }] },
    ],
  },
  {
    family: "html-form",
    lang: "en",
    turns: [
      { role: "user", content: [{ type: 'text', text: "Why does the required check not fire?\n<form><p>Please enter your IBAN</p><input name=\"iban\" pattern=\"[A-Z]{2}[0-9A-Z]+\"></form>" }] },
      { role: "assistant", content: [{ type: 'text', text: "pattern only validates non-empty values. Add the required attribute as well." }] },
    ],
  },
  {
    family: "html-form",
    lang: "de",
    transcript: "User: Ist das semantisch ok? <label>Wie lautet Ihre E-Mail-Adresse?</label><input type=\"email\">\nAssistant: Fast: Verknüpfen Sie das Label über for/id oder umschließen Sie das input-Element mit dem Label.",
  },
  {
    family: "faq-docs",
    lang: "en",
    transcript: "Q: What is my customer number?\nA: Your customer number is printed at the top right of every invoice and in the app under Profile.\nQ: Can I change my date of birth?\nA: Yes, contact support with a copy of an ID document.",
  },
  {
    family: "faq-docs",
    lang: "es",
    transcript: "P: ¿Dónde encuentro mi número de póliza?\nR: En la primera página de las condiciones particulares.\nP: ¿Puedo cambiar el titular?\nR: Sí, desde el área de clientes.",
  },
  {
    family: "faq-docs",
    lang: "de",
    transcript: "F: Wo finde ich meine Versichertennummer?\nA: Auf der Vorderseite Ihrer Gesundheitskarte, rechts oben.\nF: Was tun bei Verlust der Karte?\nA: Melden Sie den Verlust in der App.",
  },
  {
    family: "faq-docs",
    lang: "en",
    turns: [
      { role: "user", content: "What does your privacy policy say about why you ask for my date of birth?" },
      { role: "assistant", content: "We ask \"What is your date of birth?\" only to confirm you are over 18 and to verify identity when you call. We do not share it with advertisers." },
    ],
  },
  {
    family: "faq-docs",
    lang: "fr",
    transcript: "Q : Pourquoi me demande-t-on mon numéro de téléphone ?\nR : Il sert uniquement à vous prévenir de l'arrivée du livreur.\nQ : Puis-je le supprimer ?\nR : Oui, dans Mon compte > Coordonnées.",
  },
  {
    family: "i18n-table",
    lang: "en",
    turns: [
      { role: "user", content: "Translate these keys to Spanish:\n{\n  \"ask_phone\": \"What's the best number to reach you?\",\n  \"ask_dob\": \"Could you confirm your date of birth?\",\n  \"thanks\": \"Thanks!\"\n}" },
      { role: "assistant", content: "{\n  \"ask_phone\": \"¿Cuál es el mejor número para contactarte?\",\n  \"ask_dob\": \"¿Podrías confirmar tu fecha de nacimiento?\",\n  \"thanks\": \"¡Gracias!\"\n}" },
    ],
  },
  {
    family: "i18n-table",
    lang: "de",
    turns: [
      { role: "user", content: [{ type: 'text', text: "Fehlt hier ein Schlüssel?\nask_name=Wie heißen Sie?\nask_zip=Wie lautet Ihre Postleitzahl?\nask_iban=Bitte geben Sie Ihre IBAN ein." }] },
      { role: "assistant", content: [{ type: 'text', text: "Im englischen Bundle gibt es zusätzlich ask_email. Der deutsche Eintrag dafür fehlt." }] },
    ],
  },
  {
    family: "i18n-table",
    lang: "en",
    transcript: "User: Any typos? msgid \"What is your passport number?\" msgstr \"Quel est votre numéro de passeport ?\"\nAssistant: No typos; the French spacing before the question mark is correct.",
  },
  {
    family: "i18n-table",
    lang: "ja",
    turns: [
      { role: "user", parts: [{ type: 'text', content: "この翻訳で合ってる？\n\"ask_address\": \"ご住所を教えてください\"\n\"ask_phone\": \"電話番号を教えてください\"" }] },
      { role: "assistant", parts: [{ type: 'text', content: "はい、どちらも自然な表現です。" }] },
    ],
  },
  {
    family: "user-asks-assistant",
    lang: "en",
    turns: [
      { role: "user", content: "What's your phone number?" },
      { role: "assistant", content: "I'm an AI assistant, so I don't have a phone number. I can help you here in the chat." },
    ],
  },
  {
    family: "user-asks-assistant",
    lang: "en",
    transcript: "User: What year did the Berlin Wall fall?\nAssistant: 1989.\nUser: and when was it built?\nAssistant: 1961.",
  },
  {
    family: "user-asks-assistant",
    lang: "en",
    turns: [
      { role: "user", content: [{ type: 'text', text: "What's today's date?" }] },
      { role: "assistant", content: [{ type: 'text', text: "It's Sunday, 6 December 2026." }] },
    ],
  },
  {
    family: "user-asks-assistant",
    lang: "es",
    turns: [
      { role: "user", parts: [{ type: 'text', content: "¿Cuál es la capital de Australia?" }] },
      { role: "assistant", parts: [{ type: 'text', content: "Canberra." }] },
    ],
  },
  {
    family: "user-asks-assistant",
    lang: "fr",
    transcript: "Utilisateur : Quel est le format du code postal en France ?\nAssistant : Cinq chiffres, les deux premiers correspondent généralement au département.",
  },
  {
    family: "user-asks-assistant",
    lang: "zh",
    turns: [
      { role: "user", content: "你叫什么名字？" },
      { role: "assistant", content: "我是一个AI助手，没有名字。有什么可以帮您？" },
    ],
  },
  {
    family: "user-asks-assistant",
    lang: "de",
    turns: [
      { role: "user", content: [{ type: 'text', text: "Wie alt ist der Kölner Dom?" }] },
      { role: "assistant", content: [{ type: 'text', text: "Der Grundstein wurde 1248 gelegt, fertiggestellt wurde er 1880." }] },
    ],
  },
  {
    family: "system-prompt-greeting",
    lang: "en",
    turns: [
      { role: "system", content: "You are the bank's assistant. Before answering any account question, ask for the customer's full name, date of birth and postcode, one at a time." },
      { role: "user", content: "hello" },
    ],
  },
  {
    family: "system-prompt-greeting",
    lang: "en",
    turns: [
      { role: "system", parts: [{ type: 'text', content: "Collect: phone number, email address, delivery address. Ask \"What's the best number to reach you?\" first." }] },
      { role: "user", parts: [{ type: 'text', content: "hi there 👋" }] },
      { role: "assistant", parts: [{ type: 'text', content: "Hi! I'm here to help with your delivery. What's the best number to reach you?" }] },
      { role: "user", parts: [{ type: 'text', content: "actually I just wanted opening hours" }] },
    ],
  },
  {
    family: "system-prompt-greeting",
    lang: "es",
    turns: [
      { role: "system", content: [{ type: 'text', text: "Eres el asistente de la farmacia. Pide siempre el DNI y la fecha de nacimiento antes de hablar de recetas." }] },
      { role: "user", content: [{ type: 'text', text: "buenas" }] },
    ],
  },
  {
    family: "system-prompt-greeting",
    lang: "fr",
    turns: [
      { role: "system", content: "Tu es l'assistant d'une agence de location. Demande le numéro de permis, la date de naissance et l'adresse." },
      { role: "user", content: "Bonjour !" },
    ],
  },
  {
    family: "system-prompt-greeting",
    lang: "ar",
    turns: [
      { role: "system", parts: [{ type: 'text', content: "أنت مساعد خدمة العملاء. اطلب رقم الهوية ورقم الجوال قبل أي إجراء." }] },
      { role: "user", parts: [{ type: 'text', content: "مرحبا" }] },
    ],
  },
  {
    family: "system-prompt-greeting",
    lang: "ko",
    turns: [
      { role: "system", content: "당신은 호텔 체크인 도우미입니다. 예약자 성함과 생년월일을 확인하세요." },
      { role: "user", content: "안녕하세요" },
    ],
  },
  {
    family: "order-number-asked-debatable",
    lang: "en",
    turns: [
      { role: "assistant", content: "What's your order number?" },
      { role: "user", content: "#40718822" },
    ],
  },
  {
    family: "order-number-asked-debatable",
    lang: "de",
    transcript: "Bot: Wie lautet Ihre Bestellnummer?\nKunde: 302-7719438-5520184\nBot: Danke, die Rücksendung ist angemeldet.",
  },
  {
    family: "order-number-asked-debatable",
    lang: "es",
    turns: [
      { role: "assistant", content: [{ type: 'text', text: "¿Me pasas el número de pedido?" }] },
      { role: "user", content: [{ type: 'text', text: "PED-2026-558120" }] },
    ],
  },
  {
    family: "order-number-asked-debatable",
    lang: "pt",
    transcript: "Atendente: Qual o número do pedido?\nCliente: 1198843027\nAtendente: Achei, já foi enviado.",
  },
  {
    family: "city-country-debatable",
    lang: "en",
    turns: [
      { role: "assistant", content: "Where are you based? It helps me pick the right tax rules." },
      { role: "user", content: "Lyon" },
    ],
  },
  {
    family: "city-country-debatable",
    lang: "it",
    transcript: "Bot: In che paese risiede?\nCliente: Portogallo\nBot: Grazie, le mostro le tariffe internazionali.",
  },
  {
    family: "city-country-debatable",
    lang: "ru",
    turns: [
      { role: "assistant", parts: [{ type: 'text', content: "В каком городе вы живёте?" }] },
      { role: "user", parts: [{ type: 'text', content: "В Казани" }] },
    ],
  },
  {
    family: "birth-year-age-debatable",
    lang: "en",
    turns: [
      { role: "assistant", content: "What year were you born?" },
      { role: "user", content: "1987" },
    ],
  },
  {
    family: "birth-year-age-debatable",
    lang: "en",
    transcript: "Bot: How old is your son?\nParent: 7\nBot: Then he can join the junior swimming group.",
  },
  {
    family: "birth-year-age-debatable",
    lang: "fr",
    turns: [
      { role: "assistant", content: [{ type: 'text', text: "Quel âge avez-vous ?" }] },
      { role: "user", content: [{ type: 'text', text: "34 ans" }] },
    ],
  },
  {
    family: "birth-year-age-debatable",
    lang: "pl",
    transcript: "Bot: Rok urodzenia?\nKlient: 1979\nBot: Dziękuję.",
  },
  {
    family: "nickname-debatable",
    lang: "en",
    turns: [
      { role: "assistant", content: "What should I call you?" },
      { role: "user", content: "Sam is fine" },
    ],
  },
  {
    family: "nickname-debatable",
    lang: "fr",
    transcript: "Bot : Comment voulez-vous que je vous appelle ?\nUtilisateur : Juju\nBot : Enchanté, Juju !",
  },
  {
    family: "nickname-debatable",
    lang: "es",
    turns: [
      { role: "assistant", parts: [{ type: 'text', content: "¿Cómo quieres que te llame?" }] },
      { role: "user", parts: [{ type: 'text', content: "Pepe" }] },
    ],
  },
  {
    family: "placeholder-debatable",
    lang: "en",
    turns: [
      { role: "assistant", content: "What email should I put in the example signup request?" },
      { role: "user", content: "use test@example.com" },
    ],
  },
  {
    family: "placeholder-debatable",
    lang: "en",
    transcript: "User: I'm writing docs for the form. What name should the screenshot show?\nAssistant: What name would you like in the mock-up?\nUser: John Doe\nAssistant: Done, the mock-up shows John Doe.",
  },
  {
    family: "placeholder-debatable",
    lang: "en",
    turns: [
      { role: "assistant", content: [{ type: 'text', text: "Which SSN format should the test fixture use?" }] },
      { role: "user", content: [{ type: 'text', text: "000-00-0000, it can never be issued" }] },
    ],
  },
  {
    family: "reference-number",
    lang: "en",
    transcript: "support-bot  10:32 AM\nWhat's the ticket number from the auto-reply?\nrequester  10:33 AM\nTCK-55120\nsupport-bot  10:33 AM\nThanks, it's assigned to the network team.",
  },
  {
    family: "travel-appointment-date",
    lang: "en",
    transcript: "[IVR] PROMPT: Please say the date you would like to travel.\n[IVR] ASR: march twenty first\n[IVR] PROMPT: You said 21 March. Press 1 to confirm.\n[IVR] DTMF: 1",
  },
  {
    family: "deferral",
    lang: "es",
    transcript: "[3/12/26, 18:05] Bot: ¿Me indicas tu número de póliza?\n[3/12/26, 18:06] Cliente: espera que estoy conduciendo, luego te lo paso\n[3/12/26, 18:06] Bot: ¡Sin prisa!",
  },
  {
    family: "quantity-price",
    lang: "en",
    transcript: "[IVR] PROMPT: Please key in the amount you wish to pay, followed by the hash key.\n[IVR] DTMF: 12000#\n[IVR] PROMPT: You entered 120 pounds and 00 pence.",
  },
  {
    family: "refusal",
    lang: "en",
    transcript: "Call notes (transcript form)\n14:02 Agent: Can I take your date of birth to verify the account?\n14:02 Caller: I'd prefer to verify with the code in the app instead.\n14:03 Agent: That's fine, code accepted.",
  },
];

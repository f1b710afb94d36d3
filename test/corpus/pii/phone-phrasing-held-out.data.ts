/**
 * Held-out evaluation data: phone numbers in the phrasings people actually use with an LLM assistant.
 *
 * Written on 2026-12-06 by a helper session that had read neither the detectors (collector/) nor
 * any other test data under test/ (only the first 40 lines of crypto-addresses-held-out.data.ts, for
 * the file layout). Nothing here was run through the engine.
 *
 * Focus: numbers introduced WITHOUT the words "phone" / "tel" / "mobile" - call / ring / text /
 * WhatsApp verbs, "reach me at", "my number is", "my digits are", "contact:", "callback number",
 * and their equivalents in other languages written in those languages' own words (es, pt, it, fr, de,
 * nl, no, da, sv, fi, pl, tr, ru, uk, ja, zh, ko, hi / Hinglish, id, ms, ar, vi, el, he), plus
 * support transcripts, tool-call JSON arguments, CRM notes, summaries, log lines and bare digit runs.
 *
 * How the values were made: a throwaway script (outside the repo, not kept) started from a national
 * significant number prefix per country (a mobile prefix, or a city prefix for landlines), filled the
 * remaining digits from a seeded PRNG, and kept a candidate only if libphonenumber-js 1.13.16 ("max"
 * metadata) said it is valid, belongs to the intended country, and has type MOBILE (or
 * FIXED_LINE_OR_MOBILE where the plan does not separate them: US, CA, MX, CL, DK) for mobiles,
 * FIXED_LINE (or FIXED_LINE_OR_MOBILE) for landlines. None is a libphonenumber
 * example number. The number was then written in one of several styles:
 * national format (trunk 0 / "8" for RU, area-code parentheses), international "+CC ...", E.164,
 * "+CC (0)...", dotted, dashed, German "0151/NNNNNNN" slash, or a bare unseparated run (national
 * significant number, e.g. a 10-digit Indian mobile, or with the trunk 0). Each written value was
 * re-parsed and re-validated with isValidPhoneNumber(value, country) and its parsed country/number
 * compared with the generated one; a second check loaded this file and confirmed every `value`
 * occurs exactly once in its `text` and is valid for `country`. Random digits can of course
 * coincide with someone's real number; none was taken from a real person or business.
 *
 * POSITIVES (117): `value` is the exact number substring of `text` as written.
 * 47 countries:
 * US 12, GB 7, AU 4, IE 1, NZ 2, ZA 1, NG 1, KE 1, PH 1, IN 7, CA 3, SG 1, MY 2, DE 8, FR 7, BR 5,
 * MX 3, ES 4, NL 4, CN 3, AR 1, CO 1, CL 1, PT 1, IT 3, CH 2, AT 1, BE 1, NO 2, DK 1, SE 2, FI 1,
 * PL 2, TR 2, RU 2, UA 1, JP 3, TW 1, HK 1, KR 3, ID 2, SA 1, AE 1, EG 1, VN 1, GR 1, IL 1.
 * Number types (libphonenumber): FIXED_LINE_OR_MOBILE 20, MOBILE 86, FIXED_LINE 11.
 * Families:
 * call-verb-en-chat 6, text-verb-en-chat 6, reach-me-en-chat 4, my-number-en-chat 6,
 * callback-en-transcript 4, contact-label-en 4, json-tool-args 6, crm-note 2, crm-note-de 1,
 * crm-note-fr 1, crm-note-es 1, summary 2, summary-pt 1, log-line 2, bare-digits-in-chat 4,
 * call-verb-es-chat 2, my-number-es-chat 2, whatsapp-es-chat 2, callback-es-transcript 1,
 * reach-es-chat 1, call-verb-pt-chat 1, whatsapp-pt-chat 1, my-number-pt-chat 1,
 * callback-pt-transcript 1, call-verb-it-chat 2, my-number-it-chat 1, callback-it-transcript 1,
 * call-verb-fr-chat 2, my-number-fr-chat 2, reach-fr-chat 2, call-verb-de-chat 2, reach-de-chat 2,
 * my-number-de-chat 2, call-verb-nl-chat 2, my-number-nl-chat 1, reach-nl-chat 1, call-verb-no-chat 1,
 * my-number-no-chat 1, call-verb-da-chat 1, call-verb-sv-chat 1, reach-sv-chat 1, call-verb-fi-chat 1,
 * call-verb-pl-chat 1, my-number-pl-chat 1, call-verb-tr-chat 2, call-verb-ru-chat 1,
 * my-number-ru-chat 1, my-number-uk-chat 1, call-verb-ja-chat 1, my-number-ja-chat 1, reach-ja-chat 1,
 * call-verb-zh-chat 2, my-number-zh-chat 2, contact-ko-chat 1, call-verb-ko-chat 2,
 * my-number-hi-chat 2, call-verb-hi-chat 1, reach-id-chat 1, my-number-id-chat 1, call-verb-ms-chat 1,
 * call-verb-ar-chat 1, my-number-ar-chat 2, call-verb-vi-chat 1, call-verb-el-chat 1,
 * call-verb-he-chat 1
 *
 * NEGATIVES (117): non-phone digit runs in the same kinds of phrasing ("my order number is",
 * "call me about order ...", "call me at 4:30", "número de pedido", "Bestellnummer", "numéro de
 * commande", "订单号", ticket / case / call-reference ids, invoices, amounts, times, timestamps,
 * versions, ISBNs, flights, quantities, postal codes, SKUs, years, internal ids, JSON tool args and
 * log lines). Families:
 * order-number-en 6, order-number-es 2, order-number-de 2, order-number-fr 2, order-number-zh 2,
 * order-number-it 1, order-number-pt 1, order-number-nl 1, order-number-pl 1, order-number-tr 1,
 * order-number-ru 1, order-number-ja 1, order-number-ko 1, tracking-number 6, ticket-case-id 8,
 * call-reference 3, invoice-number 5, amount 7, call-verb-time 7, timestamp-date 5, version-number 5,
 * isbn 3, flight-number 3, quantity 3, postal-code 6, sku-part-number 5, year 2, internal-id 8,
 * json-tool-args-non-phone 4, log-line-non-phone 2, phone-shaped-named-id 5, otp-code 6,
 * internal-extension-debatable 2
 *
 * Phone-shaped negatives: the five 'phone-shaped-named-id' values and the bare 10-digit ids in the
 * English texts (order 5771406727, DHL waybill 4205337578, call reference 1220667663, JSON order_id
 * 3200292341) were picked so that libphonenumber-js calls them invalid for US, CA, GB, IE, AU, NZ,
 * IN, SG, ZA, PH, CN and KR (the three German / Dutch / Italian 10-digit ids were checked against
 * their own locale plus US, CA, GB, IN, AU). They are NOT real numbers, just number-shaped ids that
 * the text explicitly names as something else. Caveat: with 40+ numbering plans, many plain 8-10
 * digit ids (year-prefixed ids like INV-2026-004417, unix timestamps such as 1733472000,
 * "1204-5589-33", dotted versions) happen to be dialable strings in SOME country's plan (often US/CA
 * via area code 202, or the open GB/IE/DE/AT/FI/KR/NZ plans); they are still not phone numbers in
 * context and must stay unchanged. A shape-only detector will trip on them; that is the point.
 *
 * Debatable: 'otp-code' (6) - one-time codes shown by a bot; not phone numbers and not
 * personal data in the usual sense, but some redaction policies mask them as secrets. A phone redactor
 * should leave them; judge them separately. 'internal-extension-debatable' (2) - "ext. 4433",
 * "Durchwahl -217": short in-house extensions, arguably contact data but not a dialable personal
 * number. In the positives, a few fixed lines are office numbers given by the customer as their own
 * callback number (still personal contact data here).
 *
 * Span notes for scorers: in CJK texts the number touches the surrounding characters with no space
 * (e.g. "番号は+81 70 ...です"); in the Hebrew text the prefix "ל-" (letter + hyphen) is not part of
 * the value; the Russian national form keeps its "8 (9xx)" trunk and parentheses inside the value;
 * "+33 (0)1 ..." / "+49 (0)30 ..." include the "(0)"; the Indian "NNNNN NNNNN"-style values are the
 * national number without trunk 0. "+52 ..." Mexican values are written without the old mobile "1".
 */

export interface PhrasingPositive { text: string; value: string; family: string; country: string }
export interface PhrasingNegative { text: string; family: string }

export const PHRASING_POSITIVES: readonly PhrasingPositive[] = [
  // ----------------------------------------------- call-verb-en-chat
  { family: 'call-verb-en-chat', country: 'US', text: 'can you just call me on 415-707-2244? typing all this out is taking forever', value: '415-707-2244' },
  { family: 'call-verb-en-chat', country: 'GB', text: 'Ring me at 07960 779464 after 5pm if the engineer can\'t make the slot', value: '07960 779464' },
  { family: 'call-verb-en-chat', country: 'AU', text: 'Give us a bell on 0412 568 724 mate, easier than email', value: '0412 568 724' },
  { family: 'call-verb-en-chat', country: 'IE', text: 'Could someone from the claims team call me back on 085 019 7894? I\'ve been on hold twice already.', value: '085 019 7894' },
  { family: 'call-verb-en-chat', country: 'NZ', text: 'I\'m travelling next week so please call +64 21 183 3502 rather than my work number.', value: '+64 21 183 3502' },
  { family: 'call-verb-en-chat', country: 'ZA', text: 'Please give me a call on 082 324 3383 so we can sort out the delivery address.', value: '082 324 3383' },
  // ----------------------------------------------- text-verb-en-chat
  { family: 'text-verb-en-chat', country: 'US', text: 'text me at 312.410.3713 when the order ships, thx', value: '312.410.3713' },
  { family: 'text-verb-en-chat', country: 'GB', text: 'WhatsApp me on +44 7770 233693 and I\'ll send you photos of the damage', value: '+44 7770 233693' },
  { family: 'text-verb-en-chat', country: 'NG', text: 'Abeg whatsapp me on 0803 800 8088, network is bad for calls here', value: '0803 800 8088' },
  { family: 'text-verb-en-chat', country: 'KE', text: 'Send an SMS to +254 729 695225 once the M-Pesa refund goes through.', value: '+254 729 695225' },
  { family: 'text-verb-en-chat', country: 'PH', text: 'pls text me 0917 810 5101 po, I\'m not always online', value: '0917 810 5101' },
  { family: 'text-verb-en-chat', country: 'IN', text: 'whatsapp me on 9800193285 for the invoice copy', value: '9800193285' },
  // ------------------------------------------------ reach-me-en-chat
  { family: 'reach-me-en-chat', country: 'CA', text: 'Best number to reach me is +1 416 412 8769, weekdays only.', value: '+1 416 412 8769' },
  { family: 'reach-me-en-chat', country: 'AU', text: 'you can get me on +61 412 262 488 anytime before 9pm AEST', value: '+61 412 262 488' },
  { family: 'reach-me-en-chat', country: 'GB', text: 'hit me up at 07474303950 if the courier can\'t find the flat', value: '07474303950' },
  { family: 'reach-me-en-chat', country: 'US', text: 'The best number to reach me during business hours is (212) 615-1991, ask for Dana at the front desk.', value: '(212) 615-1991' },
  // ----------------------------------------------- my-number-en-chat
  { family: 'my-number-en-chat', country: 'US', text: 'my number is 7376749862 btw', value: '7376749862' },
  { family: 'my-number-en-chat', country: 'GB', text: 'My number\'s 07556 054886 if you need to verify anything.', value: '07556 054886' },
  { family: 'my-number-en-chat', country: 'US', text: 'my digits are 917-259-6698, don\'t give them to the sales guy lol', value: '917-259-6698' },
  { family: 'my-number-en-chat', country: 'IN', text: 'My number is +91 70840 04698, please update it on the account.', value: '+91 70840 04698' },
  { family: 'my-number-en-chat', country: 'SG', text: 'number is +65 8493 6188, booking is under Tan', value: '+65 8493 6188' },
  { family: 'my-number-en-chat', country: 'NZ', text: 'new number: 022 901 6560 (the 021 one is gone)', value: '022 901 6560' },
  // ------------------------------------------ callback-en-transcript
  { family: 'callback-en-transcript', country: 'US', text: 'Agent: Can I get a good callback number in case we get disconnected?\nCustomer: Yeah, it\'s (503) 528-8377.', value: '(503) 528-8377' },
  { family: 'callback-en-transcript', country: 'GB', text: '[00:03:12] AGENT: And the best number to call you back on?\n[00:03:15] CALLER: 020 7834 3327, that\'s the office.', value: '020 7834 3327' },
  { family: 'callback-en-transcript', country: 'CA', text: 'Customer: callback number is 514.398.4392\nAgent: Thanks, I\'ve added that to the case.', value: '514.398.4392' },
  { family: 'callback-en-transcript', country: 'AU', text: 'Agent: What number should we call if the chat drops?\nCustomer: +61 2 9648 3225', value: '+61 2 9648 3225' },
  // ------------------------------------------------ contact-label-en
  { family: 'contact-label-en', country: 'US', text: 'Contact: Maria Lopez, (628) 212-8089, prefers afternoons', value: '(628) 212-8089' },
  { family: 'contact-label-en', country: 'GB', text: 'Contact: +44 7811 714758 (J. Whitfield, site manager)', value: '+44 7811 714758' },
  { family: 'contact-label-en', country: 'IN', text: 'Delivery contact - Rahul, 91058 97146, gate 2', value: '91058 97146' },
  { family: 'contact-label-en', country: 'MY', text: 'Contact person: Aisyah (012-786 5548)', value: '012-786 5548' },
  // -------------------------------------------------- json-tool-args
  { family: 'json-tool-args', country: 'US', text: '{"name":"schedule_callback","arguments":{"customer_name":"Priya","callback_number":"+14159943789","window":"afternoon"}}', value: '+14159943789' },
  { family: 'json-tool-args', country: 'DE', text: '{"tool":"send_sms","args":{"to":"+4917690952092","body":"Ihr Paket ist unterwegs"}}', value: '+4917690952092' },
  { family: 'json-tool-args', country: 'FR', text: '{"function":"create_ticket","arguments":{"contact":"06 61 53 85 07","issue":"colis abîmé"}}', value: '06 61 53 85 07' },
  { family: 'json-tool-args', country: 'BR', text: 'tool_call: whatsapp.send({"recipient": "+55 11 97733 3545", "template": "order_update"})', value: '+55 11 97733 3545' },
  { family: 'json-tool-args', country: 'IN', text: '{"action":"lookup_customer","params":{"msisdn":"9327306022"}}', value: '9327306022' },
  { family: 'json-tool-args', country: 'MX', text: '{"messaging_product":"whatsapp","to":"+525554326315","type":"text"}', value: '+525554326315' },
  // -------------------------------------------------------- crm-note
  { family: 'crm-note', country: 'US', text: 'CRM note: spoke w/ customer, wants callback at (214) 850-7425 re: renewal. Not interested in upsell.', value: '(214) 850-7425' },
  { family: 'crm-note', country: 'AU', text: 'Lead notes - decision maker is Sam, direct line (02) 9840 3988, gatekeeper is tough.', value: '(02) 9840 3988' },
  // ----------------------------------------------------- crm-note-de
  { family: 'crm-note-de', country: 'DE', text: 'Notiz: Kunde bittet um Rückruf unter 0160 26937836, ab 16 Uhr.', value: '0160 26937836' },
  // ----------------------------------------------------- crm-note-fr
  { family: 'crm-note-fr', country: 'FR', text: 'Note CRM : rappeler Mme Girard au 07 99 55 77 54 avant jeudi.', value: '07 99 55 77 54' },
  // ----------------------------------------------------- crm-note-es
  { family: 'crm-note-es', country: 'ES', text: 'Nota: el cliente pide que le llamen al 677 67 92 22 por la tarde.', value: '677 67 92 22' },
  // --------------------------------------------------------- summary
  { family: 'summary', country: 'US', text: 'Summary: The user reported a double charge and asked to be called back at (310) 470-9632. Next step: billing to review.', value: '(310) 470-9632' },
  { family: 'summary', country: 'DE', text: 'Summary (translated from German): customer can be reached at +49 1510 7252740 between 9 and 12.', value: '+49 1510 7252740' },
  // ------------------------------------------------------ summary-pt
  { family: 'summary-pt', country: 'BR', text: 'Resumo: cliente pediu retorno no (21) 93583-7354 ainda hoje.', value: '(21) 93583-7354' },
  // -------------------------------------------------------- log-line
  { family: 'log-line', country: 'US', text: '2026-11-30T14:02:11Z INFO sms.dispatch to=+17202611061 template=otp status=queued', value: '+17202611061' },
  { family: 'log-line', country: 'FR', text: 'level=info msg="whatsapp message delivered" recipient=+33636160835 latency_ms=412', value: '+33636160835' },
  // --------------------------------------------- bare-digits-in-chat
  { family: 'bare-digits-in-chat', country: 'US', text: 'ok 2062899682 after 6pm works', value: '2062899682' },
  { family: 'bare-digits-in-chat', country: 'NL', text: 'hier: 0612347479', value: '0612347479' },
  { family: 'bare-digits-in-chat', country: 'GB', text: '07374669748 - that\'s me, text any time', value: '07374669748' },
  { family: 'bare-digits-in-chat', country: 'CN', text: '13932039787 加微信', value: '13932039787' },
  // ----------------------------------------------- call-verb-es-chat
  { family: 'call-verb-es-chat', country: 'ES', text: 'Llámame al 698 95 68 50 cuando puedas, por favor.', value: '698 95 68 50' },
  { family: 'call-verb-es-chat', country: 'MX', text: 'márcame al 33 7844 1819 y lo vemos rápido', value: '33 7844 1819' },
  // ----------------------------------------------- my-number-es-chat
  { family: 'my-number-es-chat', country: 'AR', text: 'Mi número es +54 9 11 7426 6340, escribime por ahí.', value: '+54 9 11 7426 6340' },
  // ------------------------------------------------ whatsapp-es-chat
  { family: 'whatsapp-es-chat', country: 'CO', text: 'escríbeme al WhatsApp 310 7506103 y te mando la foto del recibo', value: '310 7506103' },
  // ----------------------------------------------- my-number-es-chat
  { family: 'my-number-es-chat', country: 'ES', text: 'mi número es el 748463335, llamad después de las tres', value: '748463335' },
  // ------------------------------------------------ whatsapp-es-chat
  { family: 'whatsapp-es-chat', country: 'MX', text: 'Mándame un WhatsApp al +52 81 2973 3259 con los datos de la transferencia.', value: '+52 81 2973 3259' },
  // ------------------------------------------ callback-es-transcript
  { family: 'callback-es-transcript', country: 'ES', text: 'Agente: ¿A qué número le devolvemos la llamada?\nCliente: Al 917 13 99 26, es el de la oficina.', value: '917 13 99 26' },
  // --------------------------------------------------- reach-es-chat
  { family: 'reach-es-chat', country: 'CL', text: 'Me pueden ubicar al +56 9 7159 9441 todo el día.', value: '+56 9 7159 9441' },
  // ----------------------------------------------- call-verb-pt-chat
  { family: 'call-verb-pt-chat', country: 'BR', text: 'me liga no (11) 91019-6266 que eu te explico melhor', value: '(11) 91019-6266' },
  // ------------------------------------------------ whatsapp-pt-chat
  { family: 'whatsapp-pt-chat', country: 'BR', text: 'chama no zap 11955831373', value: '11955831373' },
  // ----------------------------------------------- my-number-pt-chat
  { family: 'my-number-pt-chat', country: 'PT', text: 'O meu número é o 931 957 081, podem ligar a qualquer hora.', value: '931 957 081' },
  // ------------------------------------------ callback-pt-transcript
  { family: 'callback-pt-transcript', country: 'BR', text: 'Atendente: Qual o melhor número para retorno?\nCliente: (11) 3554-5595, horário comercial.', value: '(11) 3554-5595' },
  // ----------------------------------------------- call-verb-it-chat
  { family: 'call-verb-it-chat', country: 'IT', text: 'Chiamami al 345 921 2522 quando arriva il corriere.', value: '345 921 2522' },
  // ----------------------------------------------- my-number-it-chat
  { family: 'my-number-it-chat', country: 'IT', text: 'il mio numero è 3237618516 grazie', value: '3237618516' },
  // ------------------------------------------ callback-it-transcript
  { family: 'callback-it-transcript', country: 'IT', text: 'Operatore: Dove possiamo ricontattarla?\nCliente: Al 06 5669 8190, in ufficio.', value: '06 5669 8190' },
  // ----------------------------------------------- call-verb-it-chat
  { family: 'call-verb-it-chat', country: 'CH', text: 'Mi può richiamare al 079 770 20 11? Sono in Ticino.', value: '079 770 20 11' },
  // ----------------------------------------------- call-verb-fr-chat
  { family: 'call-verb-fr-chat', country: 'FR', text: 'Appelle-moi au 06 28 60 20 94 stp, c\'est plus simple.', value: '06 28 60 20 94' },
  // ----------------------------------------------- my-number-fr-chat
  { family: 'my-number-fr-chat', country: 'FR', text: 'mon numéro c\'est le 07.74.54.26.31', value: '07.74.54.26.31' },
  { family: 'my-number-fr-chat', country: 'FR', text: 'Mon numéro : 0644420079', value: '0644420079' },
  // --------------------------------------------------- reach-fr-chat
  { family: 'reach-fr-chat', country: 'CH', text: 'Joignable au +41 76 305 83 64 (Genève), merci de laisser un message.', value: '+41 76 305 83 64' },
  { family: 'reach-fr-chat', country: 'FR', text: 'Pour toute question, contactez-moi au +33 (0)1 06 48 93 67.', value: '+33 (0)1 06 48 93 67' },
  // ----------------------------------------------- call-verb-fr-chat
  { family: 'call-verb-fr-chat', country: 'CA', text: 'Appelez-moi au (438) 344-0666, je suis à Montréal.', value: '(438) 344-0666' },
  // ----------------------------------------------- call-verb-de-chat
  { family: 'call-verb-de-chat', country: 'DE', text: 'Ruf mich an unter 0172 95218135, dann klären wir das kurz.', value: '0172 95218135' },
  // --------------------------------------------------- reach-de-chat
  { family: 'reach-de-chat', country: 'DE', text: 'Ich bin erreichbar unter 01579/3903972 (ab 14 Uhr).', value: '01579/3903972' },
  // ----------------------------------------------- my-number-de-chat
  { family: 'my-number-de-chat', country: 'DE', text: 'Meine Nummer ist +49 170 15020411, gerne per WhatsApp.', value: '+49 170 15020411' },
  // ----------------------------------------------- call-verb-de-chat
  { family: 'call-verb-de-chat', country: 'AT', text: 'Bitte rufen Sie mich zurück: 0676 342971', value: '0676 342971' },
  // --------------------------------------------------- reach-de-chat
  { family: 'reach-de-chat', country: 'DE', text: 'Rückfragen gern unter +49 (0)30 26412380.', value: '+49 (0)30 26412380' },
  // ----------------------------------------------- my-number-de-chat
  { family: 'my-number-de-chat', country: 'DE', text: 'meine nummer ist 015218417998 schreib einfach', value: '015218417998' },
  // ----------------------------------------------- call-verb-nl-chat
  { family: 'call-verb-nl-chat', country: 'NL', text: 'Bel me op 06 46292856 als de monteur er is.', value: '06 46292856' },
  // ----------------------------------------------- my-number-nl-chat
  { family: 'my-number-nl-chat', country: 'NL', text: 'Mijn nummer is +31 6 87535048, app me gerust.', value: '+31 6 87535048' },
  // ----------------------------------------------- call-verb-nl-chat
  { family: 'call-verb-nl-chat', country: 'BE', text: 'Kunt u mij terugbellen op +32 494 45 84 86?', value: '+32 494 45 84 86' },
  // --------------------------------------------------- reach-nl-chat
  { family: 'reach-nl-chat', country: 'NL', text: 'Bereikbaar op 020-504-2405 (kantoor Amsterdam).', value: '020-504-2405' },
  // ----------------------------------------------- call-verb-no-chat
  { family: 'call-verb-no-chat', country: 'NO', text: 'Ring meg på 96 92 62 72 når pakken er levert.', value: '96 92 62 72' },
  // ----------------------------------------------- my-number-no-chat
  { family: 'my-number-no-chat', country: 'NO', text: 'Mitt nummer er +47 46 17 26 94.', value: '+47 46 17 26 94' },
  // ----------------------------------------------- call-verb-da-chat
  { family: 'call-verb-da-chat', country: 'DK', text: 'Ring mig på 22 27 20 85 i morgen formiddag.', value: '22 27 20 85' },
  // ----------------------------------------------- call-verb-sv-chat
  { family: 'call-verb-sv-chat', country: 'SE', text: 'Ring mig på 073-431 38 86 så löser vi det.', value: '073-431 38 86' },
  // --------------------------------------------------- reach-sv-chat
  { family: 'reach-sv-chat', country: 'SE', text: 'Nås på 08-932 449 55 dagtid.', value: '08-932 449 55' },
  // ----------------------------------------------- call-verb-fi-chat
  { family: 'call-verb-fi-chat', country: 'FI', text: 'Soita minulle numeroon 050 7510982, kiitos.', value: '050 7510982' },
  // ----------------------------------------------- call-verb-pl-chat
  { family: 'call-verb-pl-chat', country: 'PL', text: 'Zadzwoń na 669 668 814 jak będziesz pod blokiem.', value: '669 668 814' },
  // ----------------------------------------------- my-number-pl-chat
  { family: 'my-number-pl-chat', country: 'PL', text: 'mój numer to 534992745, proszę o kontakt po 16', value: '534992745' },
  // ----------------------------------------------- call-verb-tr-chat
  { family: 'call-verb-tr-chat', country: 'TR', text: 'Beni 0539 122 85 27 numarasından arayabilirsiniz.', value: '0539 122 85 27' },
  { family: 'call-verb-tr-chat', country: 'TR', text: 'beni ara 05508696051 acil', value: '05508696051' },
  // ----------------------------------------------- call-verb-ru-chat
  { family: 'call-verb-ru-chat', country: 'RU', text: 'Позвони мне на 8 (917) 619-35-26, обсудим.', value: '8 (917) 619-35-26' },
  // ----------------------------------------------- my-number-ru-chat
  { family: 'my-number-ru-chat', country: 'RU', text: 'Мой номер +7 922 664 77 62, пишите в Telegram.', value: '+7 922 664 77 62' },
  // ----------------------------------------------- my-number-uk-chat
  { family: 'my-number-uk-chat', country: 'UA', text: 'Мій номер +380 67 009 2319, дзвоніть після обіду.', value: '+380 67 009 2319' },
  // ----------------------------------------------- call-verb-ja-chat
  { family: 'call-verb-ja-chat', country: 'JP', text: '090-1459-1434に電話してください。', value: '090-1459-1434' },
  // ----------------------------------------------- my-number-ja-chat
  { family: 'my-number-ja-chat', country: 'JP', text: '私の番号は+81 70 1508 3748です。', value: '+81 70 1508 3748' },
  // --------------------------------------------------- reach-ja-chat
  { family: 'reach-ja-chat', country: 'JP', text: 'ご連絡は03-9690-0619までお願いします。', value: '03-9690-0619' },
  // ----------------------------------------------- call-verb-zh-chat
  { family: 'call-verb-zh-chat', country: 'CN', text: '打给我13888552566，我一直在线。', value: '13888552566' },
  // ----------------------------------------------- my-number-zh-chat
  { family: 'my-number-zh-chat', country: 'CN', text: '我的号码是186 9594 0039，有事联系。', value: '186 9594 0039' },
  { family: 'my-number-zh-chat', country: 'TW', text: '我的號碼是0935 775 195，請傳簡訊給我。', value: '0935 775 195' },
  // ----------------------------------------------- call-verb-zh-chat
  { family: 'call-verb-zh-chat', country: 'HK', text: '打俾我 6122 9783，多謝', value: '6122 9783' },
  // ------------------------------------------------- contact-ko-chat
  { family: 'contact-ko-chat', country: 'KR', text: '연락처는 010-3395-6838입니다.', value: '010-3395-6838' },
  // ----------------------------------------------- call-verb-ko-chat
  { family: 'call-verb-ko-chat', country: 'KR', text: '+82 10 5346 9583로 전화 주세요.', value: '+82 10 5346 9583' },
  { family: 'call-verb-ko-chat', country: 'KR', text: '배송 전에 01044534811 으로 연락 부탁드려요', value: '01044534811' },
  // ----------------------------------------------- my-number-hi-chat
  { family: 'my-number-hi-chat', country: 'IN', text: 'mera number hai 9958663602, call karo jab free ho', value: '9958663602' },
  { family: 'my-number-hi-chat', country: 'IN', text: 'मेरा नंबर +91 95392 85995 है, कृपया कॉल करें।', value: '+91 95392 85995' },
  // ----------------------------------------------- call-verb-hi-chat
  { family: 'call-verb-hi-chat', country: 'IN', text: 'is number pe whatsapp karo 06241182507', value: '06241182507' },
  // --------------------------------------------------- reach-id-chat
  { family: 'reach-id-chat', country: 'ID', text: 'Hubungi saya di 0812-6149-0975 ya kak.', value: '0812-6149-0975' },
  // ----------------------------------------------- my-number-id-chat
  { family: 'my-number-id-chat', country: 'ID', text: 'nomor saya 08574174201, WA aja', value: '08574174201' },
  // ----------------------------------------------- call-verb-ms-chat
  { family: 'call-verb-ms-chat', country: 'MY', text: 'Sila hubungi saya di 016-700 0326.', value: '016-700 0326' },
  // ----------------------------------------------- call-verb-ar-chat
  { family: 'call-verb-ar-chat', country: 'SA', text: 'اتصل بي على 055 534 1437 بعد العصر', value: '055 534 1437' },
  // ----------------------------------------------- my-number-ar-chat
  { family: 'my-number-ar-chat', country: 'AE', text: 'رقمي +971 50 092 6196 واتساب', value: '+971 50 092 6196' },
  { family: 'my-number-ar-chat', country: 'EG', text: 'رقمي هو 010 15800755، كلمني في أي وقت', value: '010 15800755' },
  // ----------------------------------------------- call-verb-vi-chat
  { family: 'call-verb-vi-chat', country: 'VN', text: 'Gọi cho tôi số 0928 581 341 nhé.', value: '0928 581 341' },
  // ----------------------------------------------- call-verb-el-chat
  { family: 'call-verb-el-chat', country: 'GR', text: 'Πάρε με στο 698 629 4894 όταν φτάσεις.', value: '698 629 4894' },
  // ----------------------------------------------- call-verb-he-chat
  { family: 'call-verb-he-chat', country: 'IL', text: 'תתקשר אליי ל-052-785-1067 בערב', value: '052-785-1067' },
];

export const PHRASING_NEGATIVES: readonly PhrasingNegative[] = [
  // ------------------------------------------------- order-number-en
  { family: 'order-number-en', text: 'my order number is 40593821, can you check where it is?' },
  { family: 'order-number-en', text: 'Order #A-2026-118834 still says processing after 9 days' },
  { family: 'order-number-en', text: 'Hi, order no. 028-4729113-5538712 arrived damaged, I\'d like a replacement.' },
  { family: 'order-number-en', text: 'can you call me about order 5771406727? the tracking hasn\'t moved' },
  { family: 'order-number-en', text: 'The order ID is 7731-0092-4418, placed on the app last night.' },
  { family: 'order-number-en', text: 'reach me by email about order 55120873 please, not by phone' },
  // ------------------------------------------------- order-number-es
  { family: 'order-number-es', text: 'Mi número de pedido es 20048817, ¿me pueden decir cuándo llega?' },
  { family: 'order-number-es', text: 'Llámenme por favor por el pedido nº 10-2291-4471, llegó incompleto.' },
  // ------------------------------------------------- order-number-de
  { family: 'order-number-de', text: 'Meine Bestellnummer ist 302-6618245-0093314, das Paket fehlt.' },
  { family: 'order-number-de', text: 'Bestellnr. 4711-220-9384 - bitte um Rückruf wegen der Lieferung.' },
  // ------------------------------------------------- order-number-fr
  { family: 'order-number-fr', text: 'Mon numéro de commande c\'est le 100482273615, merci de vérifier.' },
  { family: 'order-number-fr', text: 'Numéro de commande : FR-88120-44170' },
  // ------------------------------------------------- order-number-zh
  { family: 'order-number-zh', text: '我的订单号是2026120618834472，还没发货。' },
  { family: 'order-number-zh', text: '订单号：E20261205-009381，请帮我查一下物流' },
  // ------------------------------------------------- order-number-it
  { family: 'order-number-it', text: 'Il mio numero d\'ordine è 1374184986, quando arriva?' },
  // ------------------------------------------------- order-number-pt
  { family: 'order-number-pt', text: 'Meu número do pedido é 1482293-01, ainda não chegou.' },
  // ------------------------------------------------- order-number-nl
  { family: 'order-number-nl', text: 'Mijn bestelnummer is 1351003959, kunt u dat nakijken?' },
  // ------------------------------------------------- order-number-pl
  { family: 'order-number-pl', text: 'Mój numer zamówienia to 51882047/2026.' },
  // ------------------------------------------------- order-number-tr
  { family: 'order-number-tr', text: 'Sipariş numaram 300021875541, kargoya verilmedi.' },
  // ------------------------------------------------- order-number-ru
  { family: 'order-number-ru', text: 'Мой номер заказа 38129-0047, где посылка?' },
  // ------------------------------------------------- order-number-ja
  { family: 'order-number-ja', text: '注文番号は 250-8871042-117 です。' },
  // ------------------------------------------------- order-number-ko
  { family: 'order-number-ko', text: '주문번호는 20261206-000482 입니다.' },
  // ------------------------------------------------- tracking-number
  { family: 'tracking-number', text: 'Tracking number: 1Z8A4E790398127749 (UPS)' },
  { family: 'tracking-number', text: 'text me when 9400 1118 9922 3344 5567 89 shows as delivered' },
  { family: 'tracking-number', text: 'the DHL waybill is 4205337578, can you chase it?' },
  { family: 'tracking-number', text: 'Royal Mail ref RN118340225GB still stuck at the depot' },
  { family: 'tracking-number', text: 'Código de rastreio: NM482201376BR' },
  { family: 'tracking-number', text: 'FedEx tracking 7790 1122 4486, signed for by \'K. Lee\'' },
  // -------------------------------------------------- ticket-case-id
  { family: 'ticket-case-id', text: 'my ticket number is 1048837, nobody has replied yet' },
  { family: 'ticket-case-id', text: 'Case number 00418872 - customer asked for an update.' },
  { family: 'ticket-case-id', text: 'Please quote case ref CS-2026-0044817 in any reply.' },
  { family: 'ticket-case-id', text: 'Ticket #88213 was merged into #88190.' },
  { family: 'ticket-case-id', text: '{"name":"get_ticket","arguments":{"ticket_id":"INC0018827"}}' },
  { family: 'ticket-case-id', text: 'Mi número de caso es 1-44820173.' },
  { family: 'ticket-case-id', text: 'Ihre Vorgangsnummer lautet 2026-118-4470.' },
  { family: 'ticket-case-id', text: 'Votre numéro de dossier : 0048-1173-22' },
  // -------------------------------------------------- call-reference
  { family: 'call-reference', text: 'Call reference: 1204-5589-33, agent Tom.' },
  { family: 'call-reference', text: 'Your call reference number is 1220667663. Please keep it for your records.' },
  { family: 'call-reference', text: 'Ref. de llamada 88401223 - cliente satisfecho.' },
  // -------------------------------------------------- invoice-number
  { family: 'invoice-number', text: 'Invoice INV-2026-004417 is overdue by 14 days.' },
  { family: 'invoice-number', text: 'my invoice number is 10048832, the amount is wrong' },
  { family: 'invoice-number', text: 'Rechnungsnummer 2026/11/0583 - bitte prüfen.' },
  { family: 'invoice-number', text: 'Numéro de facture F2026-11873' },
  { family: 'invoice-number', text: '发票号码 04418827，金额不对' },
  // ---------------------------------------------------------- amount
  { family: 'amount', text: 'call me if the 1299.00 charge goes through again, I never authorised it' },
  { family: 'amount', text: 'text me once the refund of $1,482.50 lands' },
  { family: 'amount', text: 'you charged me 4,199,000 IDR instead of 419,900' },
  { family: 'amount', text: 'Me cobraron 1.299,00 € dos veces.' },
  { family: 'amount', text: 'Der Betrag von 12.480,00 EUR wurde doppelt abgebucht.' },
  { family: 'amount', text: 'मुझसे ₹12,499 दो बार कट गए' },
  { family: 'amount', text: 'balance is 00000128450 (in cents) per the export' },
  // -------------------------------------------------- call-verb-time
  { family: 'call-verb-time', text: 'call me at 4:30 tomorrow, I\'m in meetings before that' },
  { family: 'call-verb-time', text: 'ring me after 18:45 tonight' },
  { family: 'call-verb-time', text: 'Llámame a las 17:30 y lo hablamos.' },
  { family: 'call-verb-time', text: 'Ruf mich bitte um 14 Uhr an.' },
  { family: 'call-verb-time', text: 'Appelle-moi vers 17h30 stp.' },
  { family: 'call-verb-time', text: 'me liga às 15h que eu te explico' },
  { family: 'call-verb-time', text: '下午3点打给我' },
  // -------------------------------------------------- timestamp-date
  { family: 'timestamp-date', text: 'created_at=1733472000 updated_at=1733475612' },
  { family: 'timestamp-date', text: 'Logged at 2026-12-06 14:02:11.337 UTC' },
  { family: 'timestamp-date', text: 'snapshot id 20261206143022 restored' },
  { family: 'timestamp-date', text: 'DOB field must be after 01/01/1900' },
  { family: 'timestamp-date', text: 'The meeting moved from 12.06.2026 to 15.06.2026.' },
  // -------------------------------------------------- version-number
  { family: 'version-number', text: 'After updating to v2.14.3 the app keeps crashing' },
  { family: 'version-number', text: 'Chrome 131.0.6778.86 on Windows 11 build 22631.4460' },
  { family: 'version-number', text: 'firmware 4.18.2201.07 on the router' },
  { family: 'version-number', text: 'pip install requests==2.32.3 fixed it' },
  { family: 'version-number', text: 'iOS 18.1.1 (22B91), app version 7.40.0 (1204553)' },
  // ------------------------------------------------------------ isbn
  { family: 'isbn', text: 'The book\'s ISBN is 978-1-4920-5237-1, can you check stock?' },
  { family: 'isbn', text: 'ISBN 9780262046305 - out of print?' },
  { family: 'isbn', text: 'ISBN-10: 1-4028-9462-7' },
  // --------------------------------------------------- flight-number
  { family: 'flight-number', text: 'my flight is LH 2203 from Munich, booking ref K7XQ2P' },
  { family: 'flight-number', text: 'Flight UA1187 departs gate B44 at 07:15.' },
  { family: 'flight-number', text: 'Mi vuelo es el IB3166 del día 14.' },
  // -------------------------------------------------------- quantity
  { family: 'quantity', text: 'I need 2400 units by Friday, can you call me to confirm?' },
  { family: 'quantity', text: 'we shipped 18 pallets / 1,152 cartons' },
  { family: 'quantity', text: 'the file is 104857600 bytes and the upload fails' },
  // ----------------------------------------------------- postal-code
  { family: 'postal-code', text: 'Deliver to 10115 Berlin, not 10117.' },
  { family: 'postal-code', text: 'postcode is SW1A 2AA' },
  { family: 'postal-code', text: 'Code postal : 75008 Paris' },
  { family: 'postal-code', text: 'PIN code 560034, Koramangala' },
  { family: 'postal-code', text: 'CEP 01310-100, São Paulo' },
  { family: 'postal-code', text: '〒100-0005 東京都千代田区' },
  // ------------------------------------------------- sku-part-number
  { family: 'sku-part-number', text: 'SKU 4006381333931 is out of stock' },
  { family: 'sku-part-number', text: 'Part no. 11-4408-22 for the left hinge' },
  { family: 'sku-part-number', text: 'Model WM14N202GB, serial 0047718832' },
  { family: 'sku-part-number', text: 'Artikelnummer 5012-7730-18' },
  { family: 'sku-part-number', text: 'Référence produit 3017620422003' },
  // ------------------------------------------------------------ year
  { family: 'year', text: 'I\'ve been a customer since 2009 and this is the first time this happened' },
  { family: 'year', text: 'Der Vertrag läuft von 2024 bis 2027.' },
  // ----------------------------------------------------- internal-id
  { family: 'internal-id', text: 'my employee number is 00418827' },
  { family: 'internal-id', text: 'Room 1204, building 3 - the projector is broken.' },
  { family: 'internal-id', text: 'Meine Kundennummer ist 3899803250.' },
  { family: 'internal-id', text: 'badge id 77-1034, access denied at door 4' },
  { family: 'internal-id', text: 'meter reading 048213 on 3 Dec' },
  { family: 'internal-id', text: 'my number in the queue is 37, been waiting an hour' },
  { family: 'internal-id', text: 'mi número de socio es el 120448' },
  { family: 'internal-id', text: 'PR #18842 fixes the regression from commit 4a1f2c9' },
  // ---------------------------------------- json-tool-args-non-phone
  { family: 'json-tool-args-non-phone', text: '{"name":"lookup_order","arguments":{"order_id":"3200292341","include_items":true}}' },
  { family: 'json-tool-args-non-phone', text: '{"tool":"refund","args":{"amount_cents":129900,"currency":"EUR","invoice":"2026-004417"}}' },
  { family: 'json-tool-args-non-phone', text: '{"function":"track_parcel","arguments":{"tracking":"00340434188193718820"}}' },
  { family: 'json-tool-args-non-phone', text: '{"action":"create_ticket","params":{"priority":2,"sla_minutes":1440,"account_id":1048221}}' },
  // ---------------------------------------------- log-line-non-phone
  { family: 'log-line-non-phone', text: '2026-12-06T09:14:03Z INFO req_id=7f3a91c2 latency_ms=1842 status=200 bytes=10244' },
  { family: 'log-line-non-phone', text: '[error] upstream timed out after 30000 ms (trace 44810027736512)' },
  // ------------------------------------------- phone-shaped-named-id
  { family: 'phone-shaped-named-id', text: 'my order number is 590-752-0728, NOT my phone' },
  { family: 'phone-shaped-named-id', text: 'Case ID 0004 882 1190 (the agent read it out like a number, it\'s the case)' },
  { family: 'phone-shaped-named-id', text: 'Ticket (122) 068-4583 was closed by mistake' },
  { family: 'phone-shaped-named-id', text: 'tracking number is 1109-6252-7691, courier says out for delivery' },
  { family: 'phone-shaped-named-id', text: 'Kundennummer: 0000 4477 2189' },
  // -------------------------------------------------------- otp-code
  { family: 'otp-code', text: 'Your verification code is 482913. It expires in 10 minutes.' },
  { family: 'otp-code', text: 'Tu código de verificación es 731 204' },
  { family: 'otp-code', text: 'Ihr Bestätigungscode lautet 650918.' },
  { family: 'otp-code', text: '【某某】验证码：382716，5分钟内有效' },
  { family: 'otp-code', text: 'the bot said my OTP is 5521 but it doesn\'t work' },
  { family: 'otp-code', text: 'Votre code de connexion : 093-118' },
  // ------------------------------------ internal-extension-debatable
  { family: 'internal-extension-debatable', text: 'just call me on ext. 4433 from reception' },
  { family: 'internal-extension-debatable', text: 'Durchwahl -217, einfach intern anrufen' },
];

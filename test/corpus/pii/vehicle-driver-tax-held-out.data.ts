/**
 * Held-out evaluation data: vehicle registration plates, driving licence numbers and US taxpayer
 * numbers (SSN / ITIN / ATIN / PTIN / EIN) in LLM-application telemetry - user chat messages to an
 * assistant, insurance / rental / parking support transcripts, CRM notes, model-written summaries,
 * tool-call JSON arguments, log lines and CSV rows. Every identifier sits next to a word that names it.
 *
 * Written on 2026-12-06 by a helper session that had read neither the detectors (collector/) nor any
 * other test data under test/ (only lines 1-40 of crypto-addresses-held-out.data.ts, for the file
 * layout). Nothing here was run through the engine. All values are invented; none is meant to belong
 * to anyone (any match with a real plate / licence / taxpayer number is accidental).
 *
 * Formats were written FROM MEMORY of public descriptions (DMV / DVLA / ANTS / KBA / RDW / IRS pages,
 * Wikipedia "Vehicle registration plates of ..." and "Driver's license number" articles) and were not
 * re-checked against a source during writing:
 *  - Plates: US CA 1ABC234, NY / TX / PA ABC-1234, FL "ABC D12", IL "AB 12345"; UK AB12 CDE (no I/Q in
 *    the random letters); Ireland YYS-C-NNNNN; Germany district-letters digits (optional E suffix);
 *    France SIV AB-123-CD; Italy AB 123 CD; Spain 1234 BCD (consonants only); Portugal AB-12-CD;
 *    Brazil Mercosur ABC1D23 and old ABC-1234; Argentina Mercosur AB 123 CD; Colombia ABC-123;
 *    Netherlands side codes 99-XXX-9 / 9-XXX-99; Belgium 1-ABC-234; Poland "WX 12345" / "KR 4T812";
 *    Turkey "34 ABC 123"; Japan region + class number + kana + NN-NN; China province char + letter
 *    (+ "·") + 5 (6 for new-energy) chars; Korea 12가 3456 / 123가 4567; Russia А123ВС 77 / 178
 *    (Cyrillic letters that look Latin); Australia NSW AB12CD, VIC 1AB2CD, QLD 123ABC; India
 *    MH 12 AB 1234; Sweden ABC 12D; Switzerland ZH 123456; Ontario ABCD 123.
 *  - Driving licences: CA letter+7 digits; NY 9 digits; FL L123-456-78-901-0; IL L123-4567-8901;
 *    TX 8 digits; WA "WDL"+9 alphanumerics; PA 8 digits; MI letter+12 digits; NJ letter+14 digits;
 *    OH 2 letters+6 digits; MA "S"+8 digits; GA 9 digits; AZ letter+8 digits; CO NN-NNN-NNNN; VA
 *    letter+8 digits; MN letter+12 digits; NV 10 digits; UK DVLA 16 chars (surname 5, decade digit,
 *    month(+50 for women), day, year digit, initials 2, a digit, 2 check chars - the check chars are
 *    made up); Ireland 9 digits (least sure of this one); Australia NSW 8 / VIC 9 / QLD 9 digits;
 *    Ontario L1234-56789-01234; Quebec L1234-123456-12; BC 7 digits; Germany 11-char
 *    Führerscheinnummer (check char not computed); France old 12-digit numéro de permis; Spain DNI
 *    8 digits + letter (letter computed mod 23, so it is valid); Italy new "U1"+8 alphanumerics and old
 *    province+7 digits+letter; Netherlands 10-digit rijbewijsnummer; India SSRR YYYY NNNNNNN;
 *    Poland NNNNN/YY/NNNN.
 *  - US taxpayer numbers: SSN AAA-GG-SSSS (including users' "impossible" areas 9xx with a non-ITIN
 *    group, 000 and 666 - still personal as written); ITIN 9XX-GG-XXXX with GG in 70-88, 90-92, 94-99;
 *    ATIN 9XX-93-XXXX; PTIN "P"+8 digits; EIN NN-NNNNNNN (common IRS campus prefixes).
 *
 * POSITIVES (135): `value` is the exact identifier substring of `text` (occurs exactly once), with its
 * inner spaces / dashes / dots; for the Japanese plates it runs from the region name to the last digit.
 * No positive value occurs inside any negative text.
 *   kind 'plate' (60): plate-us-ca 4, plate-us-ny 2, plate-us-tx 2, plate-us-fl 1, plate-us-il 1,
 *     plate-us-pa 1, plate-json 3 (CA, NY, DE), plate-log 2 (UK, TX), plate-csv 1 (CA),
 *     plate-summary 2 (UK, CA), plate-uk 4, plate-ie 1, plate-de 3, plate-ch 1, plate-fr 2, plate-it 1,
 *     plate-es 2, plate-pt 1, plate-br 2 (Mercosur + old), plate-ar 1, plate-co 1, plate-nl 2,
 *     plate-be 1, plate-pl 2, plate-tr 2, plate-jp 2, plate-cn 3 (incl. one new-energy), plate-kr 2,
 *     plate-ru 2, plate-au 3 (NSW, VIC, QLD), plate-in 1, plate-se 1, plate-ca-on 1.
 *   kind 'driver-licence' (43): dl-us-ca 3, dl-us-ny 2, dl-us-fl 1, dl-us-il 1, dl-us-tx 2 (one CDL),
 *     dl-us-wa 1, dl-us-pa 1, dl-us-mi 1, dl-us-nj 1, dl-us-oh 1, dl-us-ma 1, dl-us-ga 1, dl-us-az 1,
 *     dl-us-co 1, dl-us-log 1 (VA), dl-json 2 (MN, Ontario), dl-us-csv 1 (NV), dl-uk 4 (one typed with
 *     spaces), dl-ie 1, dl-au 3, dl-ca-on 1, dl-ca-qc 1, dl-ca-bc 1, dl-de 2, dl-fr 1, dl-es 1, dl-it 2,
 *     dl-nl 1, dl-in 2, dl-pl 1.
 *   kind 'us-tin' (32): ssn-chat 4, ssn-json 2, ssn-log 1, ssn-csv 1, ssn-form 2, ssn-summary 1,
 *     ssn-9xx-chat 2, ssn-000-chat 1, ssn-666-chat 1, itin-form 2, itin-chat 2, itin-json 1, itin-log 1,
 *     atin-form 1, ptin-form 2, tin-chat 1, tin-json 1, tin-form 1, ein-debatable 5.
 *
 * NEGATIVES (113): texts that must come out unchanged - look-alikes in similar sentences: SKUs / part /
 * model numbers, flight and train numbers, booking / PNR / order / invoice / ticket codes (several in
 * exact plate or licence shape but named as something else), serial numbers, room / gate / seat,
 * versions, tickers, ISO dates, phone extensions, software licences, "plate" in the kitchen / lab /
 * steel sense, "registration" / "Kennzeichen" / "matrícula" / "placa" / "targa" / "rego" / "ITIN" in
 * other senses, Kubernetes / Docker ids, hex hashes, tax rates and amounts, empty form fields, masked
 * values and format placeholders.
 *
 * DEBATABLE (families ending in '-debatable'):
 *  - positives 'ein-debatable' (5): EINs usually name a business, not a person (but a sole
 *    proprietor's EIN is arguably personal).
 *  - negatives 'ssn-shape-other-label-debatable' (3): two ddd-dd-dddd values labelled as a case / claim
 *    number and one EIN-shaped lot number; many redaction policies treat those shapes as taxpayer
 *    numbers whatever the label.
 *  - negatives 'sample-ssn-debatable' (2): the well-known documentation samples 123-45-6789 / 078-05-1120
 *    given as examples.
 *  - negatives 'event-registration-debatable' (2): an event registration id is tied to an attendee.
 *  - negatives 'company-registration-debatable' (2): RCS / Companies House numbers of a company.
 *  - negatives 'partial-plate-debatable' (1): only part of a plate ("ending in 48").
 *  Every other negative is meant as a clear "leave it alone" - including family 'lookalike-other-label'
 *  (5), whose values have an exact plate / licence shape (AB12 CDE, A1234567, CA-1ABC234 ...) but are
 *  named as a promo code, voucher, asset tag, tracking number or coupon.
 * Negative counts: sku 2, model-number 5, part-number 2, engine-code 1, tyre-size 1, flight-number 4,
 *  train-number 3, train-platform 1, booking-ref 3, order-number 6, invoice-number 2, ticket-number 2,
 *  lookalike-other-label 5, court-file 1, serial-number 3, k8s-id 1, docker-id 1, hex-hash 2, uuid 1,
 *  room-number 2, seat-gate 1, version 2, ticker 1, iso-date 1, phone-extension 1, amount 1,
 *  software-license 7, label-other-sense 16, label-without-value 9, tax-amount 4, masked 6,
 *  placeholder 6, plus the 10 debatable ones above.
 */

export interface DocPositive { text: string; value: string; family: string; kind: 'plate' | 'driver-licence' | 'us-tin' }
export interface DocNegative { text: string; family: string }

export const DOC_POSITIVES: readonly DocPositive[] = [
  // ================================================================ plates
  // ---------------------------------------------------------------- plate-us-ca
  { kind: 'plate', family: 'plate-us-ca', text: 'Hi, someone dinged my car in your garage on level 3. My license plate is 8KTR294, it\'s a white Civic.', value: '8KTR294' },
  { kind: 'plate', family: 'plate-us-ca', text: 'Agent: Can you confirm the vehicle? Customer: yeah CA plate 7XJM581, 2019 Camry, silver.', value: '7XJM581' },
  { kind: 'plate', family: 'plate-us-ca', text: 'parking session for plate 6WNP318 expired at 14:05 but the app still charged me for 3 more hours', value: '6WNP318' },
  { kind: 'plate', family: 'plate-us-ca', text: 'I got a toll notice for license plate # 9DFR214 but I was in Oregon that day. Can you help me dispute it?', value: '9DFR214' },
  // ---------------------------------------------------------------- plate-us-ny
  { kind: 'plate', family: 'plate-us-ny', text: 'My plate is KHT-4821 (New York) and the ticket photo shows a different car entirely.', value: 'KHT-4821' },
  { kind: 'plate', family: 'plate-us-ny', text: 'CRM note 2026-11-28: policyholder added a second vehicle, NY plate JRM-7730, garaged in Yonkers.', value: 'JRM-7730' },
  // ---------------------------------------------------------------- plate-us-tx
  { kind: 'plate', family: 'plate-us-tx', text: 'Texas license plate RZB-7304 was towed from the Riverside lot last night - where can I pick it up?', value: 'RZB-7304' },
  { kind: 'plate', family: 'plate-us-tx', text: 'User: the rental I returned had TX plates NPL-2618, please check the fuel level note on that one.', value: 'NPL-2618' },
  // ---------------------------------------------------------------- plate-us-fl
  { kind: 'plate', family: 'plate-us-fl', text: 'Florida tag JQM D41 - that\'s the car I need added to the HOA parking list.', value: 'JQM D41' },
  // ---------------------------------------------------------------- plate-us-il
  { kind: 'plate', family: 'plate-us-il', text: 'my illinois plate number is CK 48213, I renewed the sticker online but the city still shows it expired', value: 'CK 48213' },
  // ---------------------------------------------------------------- plate-us-pa
  { kind: 'plate', family: 'plate-us-pa', text: 'Customer states PA license plate LMT-4629 was photographed by the red-light camera on 11/19; requests footage.', value: 'LMT-4629' },
  // ---------------------------------------------------------------- plate-json
  { kind: 'plate', family: 'plate-json', text: '{"tool":"lookup_vehicle","arguments":{"license_plate":"5RGT803","plate_state":"CA","reason":"claim intake"}}', value: '5RGT803' },
  { kind: 'plate', family: 'plate-json', text: '{"name":"create_parking_permit","arguments":{"plate":"KHT-5930","state":"NY","valid_until":"2027-01-31"}}', value: 'KHT-5930' },
  { kind: 'plate', family: 'plate-json', text: '{"event":"vehicle.registered","data":{"kennzeichen":"KA-RT 715","halter_id":"u_48213"}}', value: 'KA-RT 715' },
  // ---------------------------------------------------------------- plate-log
  { kind: 'plate', family: 'plate-log', text: '2026-11-30T08:14:02Z INFO anpr.match lane=3 plate=GV19KTR conf=0.97 action=open_barrier', value: 'GV19KTR' },
  { kind: 'plate', family: 'plate-log', text: '[toll-gw] WARN unmatched read: plate="RZB 7315" state=TX gantry=G14 img=s3://reads/2026/11/30/a81f.jpg', value: 'RZB 7315' },
  // ---------------------------------------------------------------- plate-csv
  { kind: 'plate', family: 'plate-csv', text: 'ticket_id,plate,zone,amount\nPK-88213,7LMB926,Z4,45.00', value: '7LMB926' },
  // ---------------------------------------------------------------- plate-summary
  { kind: 'plate', family: 'plate-summary', text: 'Summary: Caller reported a minor rear-end collision on the M6. Their vehicle (reg. FD22 WNP) is drivable; the third party did not stop.', value: 'FD22 WNP' },
  { kind: 'plate', family: 'plate-summary', text: 'Assistant summary: the user wants to transfer the resident permit from their old car to the new one with plate 4KXV271; old permit to be cancelled.', value: '4KXV271' },
  // ---------------------------------------------------------------- plate-uk
  { kind: 'plate', family: 'plate-uk', text: 'Got a PCN through the post. reg: LK19 XPW. I paid on the app at 10:02, I have the receipt.', value: 'LK19 XPW' },
  { kind: 'plate', family: 'plate-uk', text: 'Can you add my car to the policy - registration YD70 HBN, a 2020 Ford Focus.', value: 'YD70 HBN' },
  { kind: 'plate', family: 'plate-uk', text: 'number plate BT68 RVC keeps getting rejected by the Dart Charge form', value: 'BT68 RVC' },
  { kind: 'plate', family: 'plate-uk', text: 'CRM: VRM SN23FJE - customer disputes the ULEZ charge, says vehicle is Euro 6 compliant.', value: 'SN23FJE' },
  // ---------------------------------------------------------------- plate-ie
  { kind: 'plate', family: 'plate-ie', text: 'Hi, my car reg is 231-C-4821 and the toll on the M50 was charged twice this week.', value: '231-C-4821' },
  // ---------------------------------------------------------------- plate-de
  { kind: 'plate', family: 'plate-de', text: 'Hallo, ich habe einen Strafzettel bekommen, Kennzeichen M-KL 4827, obwohl ich einen Anwohnerparkausweis habe.', value: 'M-KL 4827' },
  { kind: 'plate', family: 'plate-de', text: 'Schadenmeldung: amtliches Kennzeichen HH-TR 592E, Elektrofahrzeug, Parkrempler am 27.11.', value: 'HH-TR 592E' },
  { kind: 'plate', family: 'plate-de', text: 'Bitte das Fahrzeug mit dem Kennz. B-XQ 318 für die Tiefgarage freischalten.', value: 'B-XQ 318' },
  // ---------------------------------------------------------------- plate-ch
  { kind: 'plate', family: 'plate-ch', text: 'Mein Kontrollschild ist ZH 481273, die Vignette klebt bereits.', value: 'ZH 481273' },
  // ---------------------------------------------------------------- plate-fr
  { kind: 'plate', family: 'plate-fr', text: 'Bonjour, j\'ai reçu un avis de contravention pour le véhicule immatriculation FG-482-TK, alors que je n\'étais pas à Lyon.', value: 'FG-482-TK' },
  { kind: 'plate', family: 'plate-fr', text: 'Client : la plaque d\'immatriculation est GH-107-PZ, une Clio grise.', value: 'GH-107-PZ' },
  // ---------------------------------------------------------------- plate-it
  { kind: 'plate', family: 'plate-it', text: 'Buongiorno, la mia auto targa GK 318 ZP è stata multata in ZTL ma avevo il permesso.', value: 'GK 318 ZP' },
  // ---------------------------------------------------------------- plate-es
  { kind: 'plate', family: 'plate-es', text: 'Hola, quiero dar de alta mi coche en el parking, matrícula 4827 KLM.', value: '4827 KLM' },
  { kind: 'plate', family: 'plate-es', text: 'Nota del agente: el asegurado cambia de vehículo, nueva matrícula 7391-HBX, efecto 01/12.', value: '7391-HBX' },
  // ---------------------------------------------------------------- plate-pt
  { kind: 'plate', family: 'plate-pt', text: 'Boa tarde, a matrícula do meu carro é BL-48-TK e a portagem foi cobrada duas vezes.', value: 'BL-48-TK' },
  // ---------------------------------------------------------------- plate-br
  { kind: 'plate', family: 'plate-br', text: 'Oi, meu carro placa RTK4F27 foi guinchado ontem, como faço para retirar?', value: 'RTK4F27' },
  { kind: 'plate', family: 'plate-br', text: 'Atendimento: segurada informou placa LMN-4821 (modelo antigo), Gol 2012.', value: 'LMN-4821' },
  // ---------------------------------------------------------------- plate-ar
  { kind: 'plate', family: 'plate-ar', text: 'Hola, mi auto patente AE 482 KT tiene una multa de Córdoba que no reconozco.', value: 'AE 482 KT' },
  // ---------------------------------------------------------------- plate-co
  { kind: 'plate', family: 'plate-co', text: 'Buenas, tengo un comparendo a la placa KTM-482 y ya lo pagué, adjunto el soporte.', value: 'KTM-482' },
  // ---------------------------------------------------------------- plate-nl
  { kind: 'plate', family: 'plate-nl', text: 'Hoi, mijn kenteken is 52-TKB-7 en ik kan niet uitrijden bij de parkeergarage.', value: '52-TKB-7' },
  { kind: 'plate', family: 'plate-nl', text: 'Notitie: klant wil tweede auto toevoegen aan parkeervergunning, kenteken 4-ZLD-38.', value: '4-ZLD-38' },
  // ---------------------------------------------------------------- plate-be
  { kind: 'plate', family: 'plate-be', text: 'Bonjour, ma plaque d\'immatriculation belge 1-KPT-482 est refusée par le formulaire LEZ.', value: '1-KPT-482' },
  // ---------------------------------------------------------------- plate-pl
  { kind: 'plate', family: 'plate-pl', text: 'Dzień dobry, rejestracja WX 48213, dostałem mandat z fotoradaru a auto stało w garażu.', value: 'WX 48213' },
  { kind: 'plate', family: 'plate-pl', text: 'Proszę dopisać do polisy samochód o numerze rejestracyjnym KR 4T812.', value: 'KR 4T812' },
  // ---------------------------------------------------------------- plate-tr
  { kind: 'plate', family: 'plate-tr', text: 'Merhaba, aracımın plakası 34 KTR 482, otopark ücreti iki kez çekildi.', value: '34 KTR 482' },
  { kind: 'plate', family: 'plate-tr', text: 'Müşteri notu: plaka 06 BL 4721, kasko yenilemesi istiyor.', value: '06 BL 4721' },
  // ---------------------------------------------------------------- plate-jp
  { kind: 'plate', family: 'plate-jp', text: '駐車場の出庫ができません。ナンバーは 品川 330 ね 58-21 です。', value: '品川 330 ね 58-21' },
  { kind: 'plate', family: 'plate-jp', text: '事故の連絡です。相手の車のナンバープレートは練馬 500 さ 47-10でした。', value: '練馬 500 さ 47-10' },
  // ---------------------------------------------------------------- plate-cn
  { kind: 'plate', family: 'plate-cn', text: '你好，我的车牌 京N·7K3Q9 在停车场被扣费两次，请帮我查一下。', value: '京N·7K3Q9' },
  { kind: 'plate', family: 'plate-cn', text: '车牌号 粤B5F28K 的违章记录我已经处理了，为什么还显示未处理？', value: '粤B5F28K' },
  { kind: 'plate', family: 'plate-cn', text: '客服备注：用户新能源车牌沪AD48215，申请办理月租车位。', value: '沪AD48215' },
  // ---------------------------------------------------------------- plate-kr
  { kind: 'plate', family: 'plate-kr', text: '안녕하세요, 제 차 번호판 34누 7182 인데 주차 정산이 안 됩니다.', value: '34누 7182' },
  { kind: 'plate', family: 'plate-kr', text: '상담 메모: 고객 차량번호 157머 2304, 보험 갱신 문의.', value: '157머 2304' },
  // ---------------------------------------------------------------- plate-ru
  { kind: 'plate', family: 'plate-ru', text: 'Здравствуйте, номер машины Т482КМ 178, пришёл штраф за парковку, но я оплатил.', value: 'Т482КМ 178' },
  { kind: 'plate', family: 'plate-ru', text: 'Клиент сообщил госномер О915НХ 50, просит продлить полис ОСАГО.', value: 'О915НХ 50' },
  // ---------------------------------------------------------------- plate-au
  { kind: 'plate', family: 'plate-au', text: 'G\'day, my rego is CF42LM and I got charged a toll on the M5 twice.', value: 'CF42LM' },
  { kind: 'plate', family: 'plate-au', text: 'Vic rego 2BT4KX - can you update the vehicle on my CityLink account?', value: '2BT4KX' },
  { kind: 'plate', family: 'plate-au', text: 'Customer\'s QLD registration 482KTQ, caravan hitched, needs roadside assistance near Gympie.', value: '482KTQ' },
  // ---------------------------------------------------------------- plate-in
  { kind: 'plate', family: 'plate-in', text: 'Hi, my vehicle number MH 12 KT 4821 shows a FASTag deduction at a toll plaza I never crossed.', value: 'MH 12 KT 4821' },
  // ---------------------------------------------------------------- plate-se
  { kind: 'plate', family: 'plate-se', text: 'Hej, registreringsnummer KLT 48P, jag fick en trängselskatt-faktura för fel dag.', value: 'KLT 48P' },
  // ---------------------------------------------------------------- plate-ca-on
  { kind: 'plate', family: 'plate-ca-on', text: 'Ontario plate CBKT 482 got a 407 ETR bill even though I have a transponder.', value: 'CBKT 482' },

  // ================================================================ driving licences
  // ---------------------------------------------------------------- dl-us-ca
  { kind: 'driver-licence', family: 'dl-us-ca', text: 'For the rental I have a CA driver\'s license, number D4821937, expires 2029.', value: 'D4821937' },
  { kind: 'driver-licence', family: 'dl-us-ca', text: 'CRM note: customer presented DL A8301264 (CA) at the counter, additional driver added.', value: 'A8301264' },
  { kind: 'driver-licence', family: 'dl-us-ca', text: '{"tool":"verify_identity","arguments":{"drivers_license":"Y9035516","state":"CA","dob_check":true}}', value: 'Y9035516' },
  // ---------------------------------------------------------------- dl-us-ny
  { kind: 'driver-licence', family: 'dl-us-ny', text: 'my NY license no. is 731 284 596, I just renewed it so the card looks different', value: '731 284 596' },
  { kind: 'driver-licence', family: 'dl-us-ny', text: 'Driver\'s license # 482913075 (New York) - please update it on my insurance profile.', value: '482913075' },
  // ---------------------------------------------------------------- dl-us-fl
  { kind: 'driver-licence', family: 'dl-us-fl', text: 'Florida DL S536-781-62-418-0, I need it on file before I can pick up the car.', value: 'S536-781-62-418-0' },
  // ---------------------------------------------------------------- dl-us-il
  { kind: 'driver-licence', family: 'dl-us-il', text: 'Illinois driver\'s license number R245-6713-0982 for the second driver, please.', value: 'R245-6713-0982' },
  // ---------------------------------------------------------------- dl-us-tx
  { kind: 'driver-licence', family: 'dl-us-tx', text: 'User: my Texas DL is 41827365, why does the form say invalid?', value: '41827365' },
  { kind: 'driver-licence', family: 'dl-us-tx', text: 'Applicant holds TX CDL 09316742, Class A with tanker endorsement.', value: '09316742' },
  // ---------------------------------------------------------------- dl-us-wa
  { kind: 'driver-licence', family: 'dl-us-wa', text: 'WA driver license WDLQ7X4M2K9B - I moved from Spokane last month.', value: 'WDLQ7X4M2K9B' },
  // ---------------------------------------------------------------- dl-us-pa
  { kind: 'driver-licence', family: 'dl-us-pa', text: 'PA DL 28 491 736, class C, no restrictions.', value: '28 491 736' },
  // ---------------------------------------------------------------- dl-us-mi
  { kind: 'driver-licence', family: 'dl-us-mi', text: 'Michigan license # K 512 648 093 217, I can send a photo of the back too.', value: 'K 512 648 093 217' },
  // ---------------------------------------------------------------- dl-us-nj
  { kind: 'driver-licence', family: 'dl-us-nj', text: 'NJ driver license M4827 31065 92817 - the system keeps cutting off the last digits.', value: 'M4827 31065 92817' },
  // ---------------------------------------------------------------- dl-us-oh
  { kind: 'driver-licence', family: 'dl-us-oh', text: 'Ohio DL TR482915 for the booking under my name.', value: 'TR482915' },
  // ---------------------------------------------------------------- dl-us-ma
  { kind: 'driver-licence', family: 'dl-us-ma', text: 'my Mass license number is S81726354, not the one from my old Connecticut license', value: 'S81726354' },
  // ---------------------------------------------------------------- dl-us-ga
  { kind: 'driver-licence', family: 'dl-us-ga', text: 'Georgia driver\'s license 058312947, issued in Fulton County.', value: '058312947' },
  // ---------------------------------------------------------------- dl-us-az
  { kind: 'driver-licence', family: 'dl-us-az', text: 'Agent note: AZ DL D08271645 verified against the MVR.', value: 'D08271645' },
  // ---------------------------------------------------------------- dl-us-co
  { kind: 'driver-licence', family: 'dl-us-co', text: 'Colorado license no. 13-482-7160, exp 03/2030.', value: '13-482-7160' },
  // ---------------------------------------------------------------- dl-us-log
  { kind: 'driver-licence', family: 'dl-us-log', text: '2026-12-01T17:42:11Z DEBUG kyc.dl_check driver_license=T61824073 state=VA result=MATCH latency_ms=412', value: 'T61824073' },
  // ---------------------------------------------------------------- dl-us-json
  { kind: 'driver-licence', family: 'dl-json', text: '{"license_number":"H482619037251","license_state":"MN","license_class":"D"}', value: 'H482619037251' },
  { kind: 'driver-licence', family: 'dl-json', text: '{"name":"add_driver","arguments":{"full_name":"<redacted>","dl_number":"P4127-83905-61248","dl_province":"ON"}}', value: 'P4127-83905-61248' },
  // ---------------------------------------------------------------- dl-us-csv
  { kind: 'driver-licence', family: 'dl-us-csv', text: 'driver_id,state,dl_no,class\nd_8812,NV,1208374651,C', value: '1208374651' },
  // ---------------------------------------------------------------- dl-uk
  { kind: 'driver-licence', family: 'dl-uk', text: 'My driving licence number is HARRI802154JT9AB if you need it for the hire.', value: 'HARRI802154JT9AB' },
  { kind: 'driver-licence', family: 'dl-uk', text: 'DVLA licence no: PATEL962031SA9WQ - check code already generated.', value: 'PATEL962031SA9WQ' },
  { kind: 'driver-licence', family: 'dl-uk', text: 'Agent: licence LEE99704225JM2TR shows 3 points for SP30.', value: 'LEE99704225JM2TR' },
  { kind: 'driver-licence', family: 'dl-uk', text: 'the licence number on my card is OKAFO 805097 CU9 LM i think, the font is tiny', value: 'OKAFO 805097 CU9 LM' },
  // ---------------------------------------------------------------- dl-ie
  { kind: 'driver-licence', family: 'dl-ie', text: 'Hi, Irish driving licence number 214837596, do you need the driver number too?', value: '214837596' },
  // ---------------------------------------------------------------- dl-au
  { kind: 'driver-licence', family: 'dl-au', text: 'NSW licence no. 18374629, I\'ll bring the physical card to the depot.', value: '18374629' },
  { kind: 'driver-licence', family: 'dl-au', text: 'my VIC licence number is 048213967 and the card number is on the back', value: '048213967' },
  { kind: 'driver-licence', family: 'dl-au', text: 'Customer\'s QLD driver licence 094817263 confirmed, P2 provisional.', value: '094817263' },
  // ---------------------------------------------------------------- dl-ca-on
  { kind: 'driver-licence', family: 'dl-ca-on', text: 'Ontario driver\'s licence P4827-39160-85214, G class.', value: 'P4827-39160-85214' },
  // ---------------------------------------------------------------- dl-ca-qc
  { kind: 'driver-licence', family: 'dl-ca-qc', text: 'Bonjour, mon numéro de permis de conduire du Québec est L2184-120389-07.', value: 'L2184-120389-07' },
  // ---------------------------------------------------------------- dl-ca-bc
  { kind: 'driver-licence', family: 'dl-ca-bc', text: 'BC DL 7381942 - I\'m the secondary driver on the lease.', value: '7381942' },
  // ---------------------------------------------------------------- dl-de
  { kind: 'driver-licence', family: 'dl-de', text: 'Für die Anmietung: Führerscheinnummer J41XK8M3P27, Klasse B.', value: 'J41XK8M3P27' },
  { kind: 'driver-licence', family: 'dl-de', text: 'Notiz Kundenservice: Führerschein-Nr. F0100PQ8Z61 geprüft, gültig bis 2033.', value: 'F0100PQ8Z61' },
  // ---------------------------------------------------------------- dl-fr
  { kind: 'driver-licence', family: 'dl-fr', text: 'Bonjour, mon numéro de permis est 870675200123, je l\'ai passé à Nantes.', value: '870675200123' },
  // ---------------------------------------------------------------- dl-es
  { kind: 'driver-licence', family: 'dl-es', text: 'Para el alquiler, mi número de permiso de conducir es 48291736Q.', value: '48291736Q' },
  // ---------------------------------------------------------------- dl-it
  { kind: 'driver-licence', family: 'dl-it', text: 'Il mio numero patente è U1X95P6K2D, rilasciata dalla Motorizzazione di Torino.', value: 'U1X95P6K2D' },
  { kind: 'driver-licence', family: 'dl-it', text: 'Nota operatore: patente n. RM5123456L, categoria B, scadenza 2031.', value: 'RM5123456L' },
  // ---------------------------------------------------------------- dl-nl
  { kind: 'driver-licence', family: 'dl-nl', text: 'Mijn rijbewijsnummer is 5012847396, de huurauto is voor zaterdag.', value: '5012847396' },
  // ---------------------------------------------------------------- dl-in
  { kind: 'driver-licence', family: 'dl-in', text: 'My DL No. MH14 20180039271, please link it to the insurance policy.', value: 'MH14 20180039271' },
  { kind: 'driver-licence', family: 'dl-in', text: 'driving licence no. KA0520190045123 shows as not found on Parivahan', value: 'KA0520190045123' },
  // ---------------------------------------------------------------- dl-pl
  { kind: 'driver-licence', family: 'dl-pl', text: 'Dzień dobry, numer prawa jazdy 04817/19/1465, kategoria B.', value: '04817/19/1465' },

  // ================================================================ US taxpayer numbers
  // ---------------------------------------------------------------- ssn-chat
  { kind: 'us-tin', family: 'ssn-chat', text: 'my SSN is 287-65-4391, can you check why my application was declined?', value: '287-65-4391' },
  { kind: 'us-tin', family: 'ssn-chat', text: 'Social security number 512 48 9037 - I typed it with spaces, is that ok?', value: '512 48 9037' },
  { kind: 'us-tin', family: 'ssn-chat', text: 'social: 438-21-7756. the rest of the form is already filled in', value: '438-21-7756' },
  { kind: 'us-tin', family: 'ssn-chat', text: 'User: SSN 604318827 (no dashes), DOB is in my profile', value: '604318827' },
  // ---------------------------------------------------------------- ssn-json
  { kind: 'us-tin', family: 'ssn-json', text: '{"applicant":{"first":"<redacted>","ssn":"627-41-8803","income":72000}}', value: '627-41-8803' },
  { kind: 'us-tin', family: 'ssn-json', text: '{"name":"run_credit_check","arguments":{"ssn":"673-20-5194","consent":true}}', value: '673-20-5194' },
  // ---------------------------------------------------------------- ssn-log
  { kind: 'us-tin', family: 'ssn-log', text: '2026-12-02T09:03:55Z INFO kyc.submit user=u_59120 ssn=301-84-2267 status=PENDING', value: '301-84-2267' },
  // ---------------------------------------------------------------- ssn-csv
  { kind: 'us-tin', family: 'ssn-csv', text: 'member_id,dob,ssn\nm_0417,1984-03-12,455-12-8930', value: '455-12-8930' },
  // ---------------------------------------------------------------- ssn-form
  { kind: 'us-tin', family: 'ssn-form', text: 'Form W-4 extracted fields - Social Security Number: 029-84-5512; Filing status: Single', value: '029-84-5512' },
  { kind: 'us-tin', family: 'ssn-form', text: 'Employee SSN 381-06-2274 | Box 1 wages 58,210.00 | Box 2 federal tax withheld 6,104.33', value: '381-06-2274' },
  // ---------------------------------------------------------------- ssn-summary
  { kind: 'us-tin', family: 'ssn-summary', text: 'Summary: the caller verified identity with social security # 719-53-0846 and asked to freeze the card.', value: '719-53-0846' },
  // ---------------------------------------------------------------- ssn-9xx-chat
  { kind: 'us-tin', family: 'ssn-9xx-chat', text: 'my social security # is 947-26-1183 i think, or maybe I mixed up two digits', value: '947-26-1183' },
  { kind: 'us-tin', family: 'ssn-9xx-chat', text: 'SSN: 918-05-4472 - the form says invalid but that\'s what is on my card', value: '918-05-4472' },
  // ---------------------------------------------------------------- ssn-000-chat
  { kind: 'us-tin', family: 'ssn-000-chat', text: 'ssn 000-48-2915 sorry the first digits are smudged on my copy', value: '000-48-2915' },
  // ---------------------------------------------------------------- ssn-666-chat
  { kind: 'us-tin', family: 'ssn-666-chat', text: 'Here is my SSN 666-31-4702 for the background check.', value: '666-31-4702' },
  // ---------------------------------------------------------------- itin-form
  { kind: 'us-tin', family: 'itin-form', text: 'Form 1040 header: ITIN 912-78-4410, filing status MFS', value: '912-78-4410' },
  { kind: 'us-tin', family: 'itin-form', text: 'Individual taxpayer identification number: 964-95-1072 (renewed 2025)', value: '964-95-1072' },
  // ---------------------------------------------------------------- itin-chat
  { kind: 'us-tin', family: 'itin-chat', text: 'I don\'t have a social, my ITIN is 983-84-2271, can I still open the account?', value: '983-84-2271' },
  { kind: 'us-tin', family: 'itin-chat', text: 'itin number 936-90-7158 - it expired last year, do I need to renew before filing?', value: '936-90-7158' },
  // ---------------------------------------------------------------- itin-json
  { kind: 'us-tin', family: 'itin-json', text: '{"tin":"957-91-3306","tin_type":"ITIN","country":"US"}', value: '957-91-3306' },
  // ---------------------------------------------------------------- itin-log
  { kind: 'us-tin', family: 'itin-log', text: 'WARN payroll.w7 mismatch itin=978-99-6034 expected_name_control=GARC', value: '978-99-6034' },
  // ---------------------------------------------------------------- atin-form
  { kind: 'us-tin', family: 'atin-form', text: 'Dependent: adopted child, ATIN 931-93-4528 (adoption pending).', value: '931-93-4528' },
  // ---------------------------------------------------------------- ptin-form
  { kind: 'us-tin', family: 'ptin-form', text: 'Paid preparer: PTIN P01482736, firm EIN on file.', value: 'P01482736' },
  { kind: 'us-tin', family: 'ptin-form', text: 'my preparer PTIN is P02913847 - she said you\'d need it for the e-file rejection', value: 'P02913847' },
  // ---------------------------------------------------------------- tin-chat
  { kind: 'us-tin', family: 'tin-chat', text: 'my tax ID is 378-42-9160 (it\'s my SSN, I\'m a sole proprietor)', value: '378-42-9160' },
  // ---------------------------------------------------------------- tin-json
  { kind: 'us-tin', family: 'tin-json', text: '{"payee":{"type":"individual","tin":"582-17-3049","backup_withholding":false}}', value: '582-17-3049' },
  // ---------------------------------------------------------------- tin-form
  { kind: 'us-tin', family: 'tin-form', text: 'W-9 Part I - Taxpayer Identification Number (TIN): 241-86-5307', value: '241-86-5307' },
  // ---------------------------------------------------------------- ein-debatable
  { kind: 'us-tin', family: 'ein-debatable', text: 'Our EIN 27-4819305 is on the W-9 I uploaded yesterday.', value: '27-4819305' },
  { kind: 'us-tin', family: 'ein-debatable', text: 'employer ID 81-2273946 - that is my single-member LLC, I\'m the only owner', value: '81-2273946' },
  { kind: 'us-tin', family: 'ein-debatable', text: '{"vendor":{"legal_name":"<redacted> Plumbing LLC","ein":"45-3091827"}}', value: '45-3091827' },
  { kind: 'us-tin', family: 'ein-debatable', text: 'Federal Tax ID (EIN): 94-1738562', value: '94-1738562' },
  { kind: 'us-tin', family: 'ein-debatable', text: 'CRM: contractor invoices under TIN 36-4821907 (sole prop EIN).', value: '36-4821907' },
];

export const DOC_NEGATIVES: readonly DocNegative[] = [
  // ---------------------------------------------------------------- sku / part / model numbers
  { family: 'sku', text: 'The hoodie I ordered was SKU ABC-1234-XL but you sent the M.' },
  { family: 'sku', text: 'SKU: KHT-4830-BLK is out of stock in every size.' },
  { family: 'model-number', text: 'Is the model WP21X compatible with the older charging dock?' },
  { family: 'model-number', text: 'I have the dashcam model DC-7XJ581 - does it record the number plate at night?' },
  { family: 'part-number', text: 'Part number 7XK4-1193 (brake pad set, front) for a 2019 Camry.' },
  { family: 'part-number', text: 'OEM part no. 8K0 615 301 M fits the Audi A4 B8.' },
  { family: 'model-number', text: 'The server is an HPE ProLiant DL380 Gen10, license for iLO Advanced is included.' },
  { family: 'model-number', text: 'Looking for wiper blades for a BMW M340i, plate size not important.' },
  { family: 'model-number', text: 'Porsche 911 Targa 4 GTS, 2024 - what does the targa top service cost?' },
  { family: 'engine-code', text: 'engine code N47D20 has a known timing chain problem' },
  { family: 'tyre-size', text: 'tyre size 225/45 R17 94W, please quote four.' },
  // ---------------------------------------------------------------- flights / trains
  { family: 'flight-number', text: 'My flight LH 1234 to Munich got cancelled, can I rebook?' },
  { family: 'flight-number', text: 'Rebooked on BA2490 departing 18:45 from gate B12.' },
  { family: 'flight-number', text: 'UA 837 SFO-NRT delayed 2h, itin updated.' },
  { family: 'flight-number', text: 'Здравствуйте, номер рейса SU 1402, багаж не прибыл.' },
  { family: 'train-number', text: 'Ich sitze im ICE 1527, Wagen 7, Platz 84 - der Zug hat 40 Minuten Verspätung.' },
  { family: 'train-number', text: 'Le TGV 6612 est supprimé, quelles sont mes options ?' },
  { family: 'train-number', text: 'Amtrak 171 arriving track 5.' },
  { family: 'train-platform', text: '品川駅の3番線で待っています。' },
  // ---------------------------------------------------------------- booking / PNR / order / invoice / ticket
  { family: 'booking-ref', text: 'booking ref XKD7QP, two adults, one child seat.' },
  { family: 'booking-ref', text: 'PNR: QZ4T8M - please add a bag.' },
  { family: 'booking-ref', text: 'Confirmation number 8HXK2P for the rental pick-up at LAX.' },
  { family: 'order-number', text: 'Order #112-4839201-7730912 has not shipped yet.' },
  { family: 'order-number', text: 'Numéro de commande FG-519-TKZ, livraison prévue jeudi.' },
  { family: 'order-number', text: '订单号 2026113012345 还没有发货。' },
  { family: 'order-number', text: '주문번호 20261130-0042 배송 조회 부탁드립니다.' },
  { family: 'order-number', text: 'номер заказа 4812-7730, оплата прошла.' },
  { family: 'order-number', text: 'オーダーナンバー A-300-1234 の配送状況を教えてください。' },
  { family: 'invoice-number', text: 'Invoice INV-2026-00481 was paid twice.' },
  { family: 'invoice-number', text: 'Rechnungsnummer RE-2026-4827 bitte stornieren.' },
  { family: 'ticket-number', text: 'Support ticket #CS-48213 reopened by customer.' },
  { family: 'ticket-number', text: '{"ticket_id":"PK-88213","status":"closed","zone":"Z4"}' },
  { family: 'lookalike-other-label', text: 'Promo code AB12 CDE gives 10% off the first month of parking.' },
  { family: 'lookalike-other-label', text: 'voucher WP21 XKD expired on 30 November.' },
  { family: 'lookalike-other-label', text: 'Asset tag A8301277 - laptop needs a new battery.' },
  { family: 'lookalike-other-label', text: 'Tracking number 1Z999AA10123456784 shows delivered.' },
  { family: 'lookalike-other-label', text: 'Coupon CA-5TWQ902 not accepted at checkout.' },
  { family: 'court-file', text: 'Aktenzeichen 3 O 123/26 beim Landgericht München I.' },
  // ---------------------------------------------------------------- serial numbers / ids
  { family: 'serial-number', text: 'serial number SN 4C2R8Z1 on the back of the router.' },
  { family: 'serial-number', text: 'S/N FDO2142X0BQ, Cisco switch, RMA requested.' },
  { family: 'serial-number', text: 'Device serial: C02XK8M3JG5H - MacBook won\'t boot.' },
  { family: 'k8s-id', text: 'pod api-7d9f8b6c4-x2kqz restarted 14 times (CrashLoopBackOff).' },
  { family: 'docker-id', text: 'container 3f2a9b8c7d1e exited with code 137' },
  { family: 'hex-hash', text: 'fixed in commit a3f9c21, deployed to staging.' },
  { family: 'hex-hash', text: 'sha256: 9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08' },
  { family: 'uuid', text: '{"request_id":"5b1e7c2a-9d4f-4e83-a1c0-7f2d8e6b4a19","plate_count":3}' },
  // ---------------------------------------------------------------- rooms / gates / seats / versions / tickers / dates / phone
  { family: 'room-number', text: 'The meeting is in conference room B-204, second floor.' },
  { family: 'room-number', text: 'Guest in room 1204 asked for late checkout.' },
  { family: 'seat-gate', text: 'Seat 12A, gate C23, boarding group 3.' },
  { family: 'version', text: 'Upgraded the SDK to v2.14.3 and the plate-recognition endpoint still returns 500.' },
  { family: 'version', text: 'release 2026.11.0 ships the new licence-plate OCR model (ALPR-v3).' },
  { family: 'ticker', text: 'NASDAQ: TSLA fell 3.2% today, NYSE: F flat.' },
  { family: 'iso-date', text: 'registration closes 2026-12-15T23:59:00Z.' },
  { family: 'phone-extension', text: 'Call the claims desk on ext. 4821, ask for the motor team.' },
  { family: 'amount', text: 'The parking fine was 482.13 and the admin fee 25.00.' },
  // ---------------------------------------------------------------- software licences
  { family: 'software-license', text: 'The project is under the MIT license, so you can use it commercially.' },
  { family: 'software-license', text: 'license: Apache-2.0' },
  { family: 'software-license', text: 'license type: perpetual, licence count 25, support until 2027-06-30.' },
  { family: 'software-license', text: '// SPDX-License-Identifier: GPL-3.0-only' },
  { family: 'software-license', text: '{"name":"left-pad","version":"1.3.0","license":"WTFPL"}' },
  { family: 'software-license', text: 'We bought a seat license for 50 users; license ID is shown in the admin console.' },
  { family: 'software-license', text: 'Your Windows licence (edition: Pro, channel: OEM) is activated.' },
  // ---------------------------------------------------------------- "plate" / "placa" / "targa" / "rego" / "ITIN" in other senses
  { family: 'label-other-sense', text: 'Course 3: plate 3 of 5 is the duck, served with a cherry jus.' },
  { family: 'label-other-sense', text: 'Quote for steel plate 12mm, S355, 2000 x 1000, qty 4.' },
  { family: 'label-other-sense', text: 'Load the 96-well plate, samples in wells A1-H12, run protocol P-7.' },
  { family: 'label-other-sense', text: 'Name plate on the motor reads 400V 50Hz 7.5 kW.' },
  { family: 'label-other-sense', text: 'tinplate thickness 0.25 mm, TIN coating 2.8 g/m2' },
  { family: 'label-other-sense', text: 'Quiero cambiar la placa base, tengo una B650 AORUS y una placa de video RTX 4070.' },
  { family: 'label-other-sense', text: 'Ho comprato una Porsche Targa usata, quanto costa il tagliando?' },
  { family: 'label-other-sense', text: 'rego policy bundle v1.2.0 failed OPA evaluation on rule deny[msg].' },
  { family: 'label-other-sense', text: 'itin: MUC-JFK 2026-12-14, JFK-MUC 2026-12-21.' },
  { family: 'label-other-sense', text: 'Yeni plak aldım: Barış Manço, 1975 baskı.' },
  { family: 'label-other-sense', text: 'Matrícula del curso: 350 €, plazo hasta el 15 de enero.' },
  { family: 'label-other-sense', text: 'Schalter auf EIN stellen, dann Kanal 12 wählen.' },
  { family: 'label-other-sense', text: 'Social Security benefits rose 2.8% for 2025, COLA announced in October.' },
  { family: 'label-other-sense', text: 'DL speed 482 Mbps, UL 38 Mbps on the 5G plan.' },
  { family: 'label-other-sense', text: '车牌识别模型 v2.3 的准确率是 98.7%。' },
  { family: 'label-other-sense', text: 'Kennzeichnungspflicht gilt ab 2027 für alle Lebensmittelverpackungen.' },
  // ---------------------------------------------------------------- plate / licence / tax words without a value
  { family: 'label-without-value', text: 'I forgot my plate number, can you look it up from my booking?' },
  { family: 'label-without-value', text: 'license plate: (not provided)' },
  { family: 'label-without-value', text: 'Please enter your SSN in the secure field, never in the chat.' },
  { family: 'label-without-value', text: '{"ssn":null,"itin":null,"tin_type":"SSN"}' },
  { family: 'label-without-value', text: '{"tin":"","ein_required":true,"driver_license_number":"<required>"}' },
  { family: 'label-without-value', text: 'tax ID field was empty on the W-9, sent back to vendor.' },
  { family: 'label-without-value', text: 'Führerscheinnummer: bitte nachreichen.' },
  { family: 'label-without-value', text: 'ナンバー未登録の車両です。' },
  { family: 'label-without-value', text: 'driver_license_state,driver_license_number,plate,plate_state' },
  // ---------------------------------------------------------------- tax words with non-identifier numbers
  { family: 'tax-amount', text: 'tax rate 8.25% applied to the rental subtotal.' },
  { family: 'tax-amount', text: 'Sales tax: $12.40 (state 6%, county 1.5%).' },
  { family: 'tax-amount', text: 'Form 1040 line 24 total tax 4,821.00' },
  { family: 'tax-amount', text: 'Tax year 2025, extension until 2026-10-15.' },
  // ---------------------------------------------------------------- masked values
  { family: 'masked', text: 'We have your SSN ***-**-1234 on file.' },
  { family: 'masked', text: 'SSN: XXX-XX-6789' },
  { family: 'masked', text: 'Driver\'s license ending in ****4567 verified.' },
  { family: 'masked', text: '{"ssn":"***-**-3306","dl_number":"*******7251"}' },
  { family: 'masked', text: 'ITIN 9XX-XX-2271 (masked for display)' },
  { family: 'masked', text: 'registration: LK19 ***' },
  // ---------------------------------------------------------------- placeholders / formats
  { family: 'placeholder', text: 'SSN format is AAA-GG-SSSS (area, group, serial).' },
  { family: 'placeholder', text: 'Enter as XXX-XX-XXXX with dashes.' },
  { family: 'placeholder', text: 'EIN must match NN-NNNNNNN; ITINs always start with 9.' },
  { family: 'placeholder', text: 'UK plates follow the pattern AB12 CDE; the first two letters are the region.' },
  { family: 'placeholder', text: 'Florida DL format: L###-###-##-###-#' },
  { family: 'placeholder', text: '{"ssn":{"type":"string","pattern":"^\\\\d{3}-\\\\d{2}-\\\\d{4}$"}}' },
  // ---------------------------------------------------------------- debatable
  { family: 'ssn-shape-other-label-debatable', text: 'Case number 482-19-3306 was escalated to tier 2.' },
  { family: 'ssn-shape-other-label-debatable', text: 'Claim no. 517-40-8823, status: awaiting photos.' },
  { family: 'ssn-shape-other-label-debatable', text: 'Lot 27-4830162-B passed QA.' },
  { family: 'sample-ssn-debatable', text: 'For example, an SSN looks like 123-45-6789.' },
  { family: 'sample-ssn-debatable', text: 'Trivia: 078-05-1120 is the famous wallet-insert SSN from 1938.' },
  { family: 'event-registration-debatable', text: 'Your registration ID conf-2026-0042 is confirmed for the summit.' },
  { family: 'event-registration-debatable', text: 'Registration number REG-88213 - 2 tickets, early bird.' },
  { family: 'company-registration-debatable', text: 'Société immatriculée au RCS Paris sous le numéro 812 345 678.' },
  { family: 'company-registration-debatable', text: 'Registered in England and Wales, company registration no. 08412367.' },
  { family: 'partial-plate-debatable', text: 'The car that hit me had a plate ending in 48, I didn\'t catch the rest.' },
];

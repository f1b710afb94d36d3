/**
 * Held-out evaluation data: personal data inside TABULAR text in LLM-application telemetry
 * (tool results / tool-call outputs, model answers, pasted spreadsheets, CLI output).
 *
 * Written on 2026-12-06 by a helper session that had read neither the detectors (collector/) nor
 * any other test data under test/ (only the first 40 lines of crypto-addresses-held-out.data.ts, for
 * the file layout). Nothing here was run through the engine. All people, addresses and numbers are
 * invented; tables were laid out by a throwaway script outside the repo (psql / mysql / fixed-width
 * padding, Markdown pipes, JSON escaping) so the spacing is what those tools would print.
 *
 * Each case: `text` is the whole tool result / message (surrounding sentences included);
 * `personal` = exact substrings of `text` that a good redactor must mask - every non-empty personal
 * cell, without CSV quotes or column padding; `clean` = exact substrings that must survive (header
 * names, order / invoice / ticket ids, SKUs, products, amounts, statuses, timestamps, cities,
 * country codes, company names, surrounding prose). Every string occurs in its `text`; no `clean`
 * string is a substring of a `personal` one in the same case. Cells listed in NEITHER array are
 * deliberately left unscored (see decisions).
 *
 * 56 cases, 48 with personal data (392 personal strings), 8 negatives; 248 clean strings.
 * Families: csv 8, csv-quoted 2, csv-crlf 2, tsv 5, semicolon-csv 5, pipe-separated 2, markdown 10, cli-table 5, json-embedded 4, key-value-debatable 1, unclear-header-debatable 4, no-personal 8.
 * (csv = comma CSV; csv-quoted = RFC-4180 quoted fields with embedded commas; csv-crlf = CRLF line
 * ends; cli-table = psql aligned / psql expanded (\x) / mysql box / fixed-width column output;
 * json-embedded = the table is a string inside a JSON tool-call record, so newlines, tabs and quotes
 * are \n / \t / \" escapes in `text`.)
 *
 * Decisions:
 * - A city column ALONE is not personal (Ort, ville, ciudad, 城市, CITY...): city cells are in `clean`
 *   or unlisted. A postcode / ZIP column IS personal (part of the address), as are street cells. A
 *   single cell holding a full address ("Gartenstraße 21, 04109 Leipzig") is personal as a whole,
 *   city included.
 * - Country / nationality codes and names, company names (customer's employer, supplier, bank-level
 *   BIC and UK sort code) are not personal. BIC / sort-code cells are listed in neither array.
 * - User ids: human-chosen usernames, logins and social handles are personal. System-assigned record
 *   keys (numeric user_id / customer_id / Kundennr / employee and member numbers, GitHub numeric ids)
 *   are pseudonymous internal keys and are listed in NEITHER array - masking them is not counted as
 *   an error, keeping them is not a miss. Transaction-level ids (order, invoice, ticket, payout,
 *   agreement, claim, appointment, permit ids) are not personal and some are in `clean`.
 * - Salaries / net pay / balances belong to a person but are not identifiers: unlisted, except one
 *   net-pay amount kept in `clean` in the payroll table.
 * - Licence plates and VINs of rental / fleet cars are treated as personal (the brief lists them).
 * - Bare first names (first_name / Vorname / prénom columns) and all-caps surnames are personal.
 * - A first name that repeats in a trailing sentence ("Mireille has no public email") is listed too.
 *
 * Debatable (families ending '-debatable'): the header does not say what the column holds -
 * a field/value table mixing a name and a phone with plan data; a who/what/when audit trail with
 * bare staff first names; a 'contact' column mixing email, phone and a handle; survey columns q1..q4
 * whose meaning is only given in a footnote; `gh` collaborator LOGIN column (usernames, plus a bot
 * account that is not a person). A redactor relying on header cues will miss these; a value-based
 * one should still catch the email / phone / handle / date.
 * Other judgement calls: plates and VINs; postcodes listed alone; DOBs written as 19820419
 * (pipe-separated mainframe extract); the Dutch BSN / Spanish DNI / Chinese 身份证号 / Japanese
 * 個人番号 / Canadian SIN and health-card values appear in columns with native-language headers.
 *
 * Synthetic-but-valid identifiers: IBANs carry correct ISO 13616 mod-97 check digits (and the
 * national checks for NL elfproef, FR RIB key, BE mod-97); VINs carry a correct ISO 3779 check digit;
 * DNI letters, BSN 11-proef, Chinese ID (ISO 7064 MOD 11-2), My Number and Canadian SIN (Luhn) check
 * digits are correct. SSNs are structurally valid (area not 000/666/9xx, group not 00, serial not
 * 0000). Phones use fictional ranges where one exists (US 555-01xx, UK 07700 900xxx / 020 7946 0xxx /
 * 0131 496 0xxx, DE 030 23125 / 089 99998 / 040 66969, FR 01 99 00 / 06 39 98); others are invented.
 * Emails use example.com / .org / .net; IPs use 192.0.2.0/24, 198.51.100.0/24, 203.0.113.0/24 and
 * 2001:db8::/32.
 */

export interface TableCase { text: string; family: string; personal: readonly string[]; clean: readonly string[] }

export const TABLE_CASES: readonly TableCase[] = [
  // ---------------------------------------------------------------- csv
  {
    family: "csv",
    text: "Here are the matching customers:\n" +
      "\n" +
      "id,first_name,last_name,email,phone,city,plan\n" +
      "1042,Maren,Holtby,maren.holtby@example.com,+1 415 555 0132,Portland,Pro\n" +
      "1043,Desmond,Achterberg,d.achterberg@example.org,(212) 555-0178,Boston,Free\n" +
      "1044,Ilse,Varga,ilse.varga@example.net,+1 312 555 0109,Chicago,Team\n" +
      "\n" +
      "3 rows returned. Want me to export them to a sheet?",
    personal: ["Maren", "Holtby", "maren.holtby@example.com", "+1 415 555 0132", "Desmond", "Achterberg", "d.achterberg@example.org", "(212) 555-0178", "Ilse", "Varga", "ilse.varga@example.net", "+1 312 555 0109"],
    clean: ["first_name", "Portland", "Chicago", "Team", "3 rows returned"],
  },
  {
    family: "csv",
    text: "Tool result (orders_export.csv, first 3 of 212 rows):\n" +
      "order_id,customer_name,email_address,sku,product,qty,amount,currency,status,created_at\n" +
      "ORD-58213,Tobias Wrenfield,tobias.wrenfield@example.com,SKU-44810,Ceramic Pour-Over Set,1,48.50,USD,shipped,2026-11-02T09:14:22Z\n" +
      "ORD-58214,Amara Okonkwo-Reyes,amara.or@example.org,SKU-10235,Linen Apron (Olive),2,39.98,USD,pending,2026-11-02T09:31:05Z\n" +
      "ORD-58215,Pavel Sørensen,psorensen@example.net,SKU-77102,Cast Iron Skillet 10in,1,64.00,EUR,refunded,2026-11-02T10:02:47Z",
    personal: ["Tobias Wrenfield", "tobias.wrenfield@example.com", "Amara Okonkwo-Reyes", "amara.or@example.org", "Pavel Sørensen", "psorensen@example.net"],
    clean: ["ORD-58214", "SKU-10235", "Ceramic Pour-Over Set", "64.00", "refunded", "2026-11-02T09:31:05Z", "email_address"],
  },
  {
    family: "csv",
    text: "Rental agreements opened today (fleet_db):\n" +
      "agreement,renter,dl_number,license_plate,vin,vehicle,pickup_branch,daily_rate\n" +
      "RA-77120,Oliver Brandt,D4829173,7KXR412,1HGCV1F34LA081736,Honda Accord,SFO Airport,62.00\n" +
      "RA-77121,Hana Petrovic,B7730481,8BMT905,5YJ3E1EB4MF903421,Tesla Model 3,Oakland Downtown,89.00\n" +
      "RA-77122,Marcus Ellery,Y2093847,6ZPL338,2T1BURHE7JC047261,Toyota Corolla,SFO Airport,48.00\n" +
      "All three are due back on 2026-12-09.",
    personal: ["Oliver Brandt", "D4829173", "7KXR412", "1HGCV1F34LA081736", "Hana Petrovic", "B7730481", "8BMT905", "5YJ3E1EB4MF903421", "Marcus Ellery", "Y2093847", "6ZPL338", "2T1BURHE7JC047261"],
    clean: ["RA-77121", "Tesla Model 3", "Oakland Downtown", "daily_rate", "89.00", "2026-12-09"],
  },
  {
    family: "csv",
    text: "Claimants matched for incident type \"rear-end collision\":\n" +
      "ref,title,forename,surname,dob,postcode,ni_number,driving_licence\n" +
      "CLM-0091,Mr,Alistair,Penhaligon,12/04/1976,TR1 2QH,JT482193C,PENHA704126A99KL\n" +
      "CLM-0092,Ms,Rowena,Threlkeld,30/09/1988,LS6 3DW,PW715026B,THREL859308R99TF",
    personal: ["Alistair", "Penhaligon", "12/04/1976", "TR1 2QH", "JT482193C", "PENHA704126A99KL", "Rowena", "Threlkeld", "30/09/1988", "LS6 3DW", "PW715026B", "THREL859308R99TF"],
    clean: ["CLM-0092", "ni_number", "driving_licence", "rear-end collision"],
  },
  // 'Mireille' in the trailing sentence is the same person; listed because it occurs in text
  {
    family: "csv",
    text: "Creators shortlisted for the spring campaign:\n" +
      "handle,platform,display_name,followers,engagement_rate,niche,contact_email\n" +
      "@lenacooksplants,Instagram,Lena Duvall,48210,3.9%,vegan food,lena.duvall@example.com\n" +
      "@trailrunnerteo,TikTok,Teodor Ilic,127400,6.1%,trail running,teo.ilic@example.org\n" +
      "@quietbrushwork,YouTube,Mireille Fontaine,9350,8.4%,watercolour,\n" +
      "Mireille has no public email; reach her through the YouTube About page.",
    personal: ["@lenacooksplants", "Lena Duvall", "lena.duvall@example.com", "@trailrunnerteo", "Teodor Ilic", "teo.ilic@example.org", "@quietbrushwork", "Mireille Fontaine", "Mireille"],
    clean: ["engagement_rate", "127400", "watercolour", "TikTok", "8.4%"],
  },
  // BIC column is bank-level, listed in neither array
  {
    family: "csv",
    text: "Pending payouts (payments.list_payouts status!=settled):\n" +
      "payout_id,beneficiary,iban,bic,amount,currency,status\n" +
      "PO-3318,Johanna Kessler,DE35760501011048273651,GENODEF1M03,1250.00,EUR,sent\n" +
      "PO-3319,Willem de Graaf,NL72ABNA0529173840,ABNANL2A,830.40,EUR,sent\n" +
      "PO-3320,Élodie Garnier,FR7630004008190001726384554,BNPAFRPP,2100.00,EUR,held",
    personal: ["Johanna Kessler", "DE35760501011048273651", "Willem de Graaf", "NL72ABNA0529173840", "Élodie Garnier", "FR7630004008190001726384554"],
    clean: ["PO-3319", "830.40", "held", "payout_id", "status!=settled"],
  },
  {
    family: "csv",
    text: "Passenger manifest for booking QX7Z2P:\n" +
      "pax,last_name,first_name,passport_no,nationality,dob,seat,fare_class\n" +
      "1,VERHOEVEN,Lotte,NXF4827H1,NLD,1992-08-14,14A,Y\n" +
      "2,VERHOEVEN,Bram,NPK0391T6,NLD,1990-01-30,14B,Y\n" +
      "3,ALDRIDGE,Cormac,A09218376,USA,1984-05-07,22C,J",
    personal: ["VERHOEVEN", "Lotte", "NXF4827H1", "1992-08-14", "Bram", "NPK0391T6", "1990-01-30", "ALDRIDGE", "Cormac", "A09218376", "1984-05-07"],
    clean: ["passport_no", "fare_class", "nationality", "22C", "USA"],
  },
  {
    family: "csv",
    text: "Tomorrow's bookings at Riverside (schedule.csv):\n" +
      "appt_id,patient,health_card,sin,phone,clinic,slot,reason_code\n" +
      "A-9021,Geneviève Tremblay,4829-371-605-KT,527 183 941,613-555-0194,Riverside Family Health,2026-12-08 09:30,R51\n" +
      "A-9022,Owen MacLellan,7301-925-844-HM,719 462 038,613-555-0127,Riverside Family Health,2026-12-08 10:00,Z00.0",
    personal: ["Geneviève Tremblay", "4829-371-605-KT", "527 183 941", "613-555-0194", "Owen MacLellan", "7301-925-844-HM", "719 462 038", "613-555-0127"],
    clean: ["A-9022", "reason_code", "2026-12-08 10:00", "Z00.0", "schedule.csv"],
  },
  // ---------------------------------------------------------------- csv-quoted
  {
    family: "csv-quoted",
    text: "Found 3 customers with a billing address in the selected ZIP range:\n" +
      "\"customer_id\",\"full_name\",\"street_address\",\"city\",\"zip\",\"dob\"\n" +
      "\"C-20931\",\"Hallworth, Beatrice\",\"48 Quarry Lane, Apt 3B\",\"Springfield\",\"62704\",\"1979-06-21\"\n" +
      "\"C-20932\",\"Nakamura, Kenji\",\"1190 Old Mill Rd, Suite 210\",\"Madison\",\"53703\",\"1991-12-02\"\n" +
      "\"C-20933\",\"O'Rourke, Siobhan\",\"7 Larkspur Court\",\"Eugene\",\"97401\",\"1985-02-17\"\n" +
      "Note: dob is stored as ISO date.",
    personal: ["Hallworth, Beatrice", "48 Quarry Lane, Apt 3B", "62704", "1979-06-21", "Nakamura, Kenji", "1190 Old Mill Rd, Suite 210", "53703", "1991-12-02", "O'Rourke, Siobhan", "7 Larkspur Court", "97401", "1985-02-17"],
    clean: ["street_address", "Springfield", "Madison", "ISO date"],
  },
  // salary cells are linked to a person but are not identifiers: listed in neither array
  {
    family: "csv-quoted",
    text: "hr_export(department=all, limit=3) returned:\n" +
      "employee_id,name,ssn,date_of_birth,department,salary,hire_date\n" +
      "E0412,\"Pruitt, Dana M.\",512-48-3927,03/14/1987,Finance,\"82,500\",2019-04-01\n" +
      "E0413,\"Castellanos, Rafael\",634-21-7058,11/02/1990,Engineering,\"118,000\",2021-09-13\n" +
      "E0414,\"Lindqvist, Elin\",401-73-2816,07/29/1983,Legal,\"97,250\",2017-01-09",
    personal: ["Pruitt, Dana M.", "512-48-3927", "03/14/1987", "Castellanos, Rafael", "634-21-7058", "11/02/1990", "Lindqvist, Elin", "401-73-2816", "07/29/1983"],
    clean: ["Engineering", "Legal", "hire_date", "2021-09-13", "department=all"],
  },
  // ---------------------------------------------------------------- csv-crlf
  {
    family: "csv-crlf",
    text: "Contact ID,First Name,Last Name,E-mail,Phone Number,Company,Country,Lead Status\r\n" +
      "300118,Greta,Halvorsen,greta.halvorsen@example.com,07700 900412,Northwind Fjord AS,NO,Qualified\r\n" +
      "300119,Lucien,Marchetti,l.marchetti@example.org,+44 20 7946 0321,Bellweather Analytics Ltd,GB,Contacted\r\n" +
      "300120,Priya,Ramaswamy,priya.r@example.net,07700 900857,Kestrel Biotech,IN,New\r\n",
    personal: ["Greta", "Halvorsen", "greta.halvorsen@example.com", "07700 900412", "Lucien", "Marchetti", "l.marchetti@example.org", "+44 20 7946 0321", "Priya", "Ramaswamy", "priya.r@example.net", "07700 900857"],
    clean: ["Lead Status", "Northwind Fjord AS", "Bellweather Analytics Ltd", "Kestrel Biotech", "Qualified", "Phone Number"],
  },
  {
    family: "csv-crlf",
    text: "auth_log.csv (last 4 events):\r\n" +
      "timestamp,username,ip,user_agent,result\r\n" +
      "2026-11-30 22:41:07,jmoreau88,203.0.113.47,Mozilla/5.0 (Windows NT 10.0),success\r\n" +
      "2026-11-30 22:43:51,kbaptiste,198.51.100.23,curl/8.4.0,failure\r\n" +
      "2026-11-30 22:44:02,kbaptiste,198.51.100.23,curl/8.4.0,failure\r\n" +
      "2026-11-30 23:02:19,t.ashworth,2001:db8:4a1c::17,okhttp/4.12.0,success",
    personal: ["jmoreau88", "203.0.113.47", "kbaptiste", "198.51.100.23", "t.ashworth", "2001:db8:4a1c::17"],
    clean: ["user_agent", "2026-11-30 22:41:07", "okhttp/4.12.0", "Mozilla/5.0 (Windows NT 10.0)"],
  },
  // ---------------------------------------------------------------- tsv
  {
    family: "tsv",
    text: "Query results (tab-separated):\n" +
      "user_id\tusername\temail\tsignup_ip\tcountry\tplan\tmrr\n" +
      "88123\tfen_rivers\tfenella.rivers@example.com\t192.0.2.144\tGB\tBusiness\t49.00\n" +
      "88124\tokafor.d\tdaniel.okafor@example.org\t198.51.100.201\tNG\tStarter\t9.00\n" +
      "88125\tsaskia_v\tsaskia.vermeulen@example.net\t203.0.113.9\tBE\tBusiness\t49.00",
    personal: ["fen_rivers", "fenella.rivers@example.com", "192.0.2.144", "okafor.d", "daniel.okafor@example.org", "198.51.100.201", "saskia_v", "saskia.vermeulen@example.net", "203.0.113.9"],
    clean: ["signup_ip", "Starter", "mrr", "tab-separated"],
  },
  {
    family: "tsv",
    text: "Ergebnis der Kundensuche:\n" +
      "Kundennr\tVorname\tNachname\tStraße\tPLZ\tOrt\tTelefon\tGeburtsdatum\n" +
      "K-40211\tJürgen\tWeißhaupt\tLindenallee 14\t10115\tBerlin\t+49 30 23125 418\t04.11.1968\n" +
      "K-40212\tFriederike\tOstermann\tAm Mühlbach 3a\t80331\tMünchen\t+49 89 99998 207\t22.07.1995\n" +
      "K-40213\tEmre\tYıldırım\tHafenstraße 88\t20457\tHamburg\t040 66969 331\t09.02.1989",
    personal: ["Jürgen", "Weißhaupt", "Lindenallee 14", "10115", "+49 30 23125 418", "04.11.1968", "Friederike", "Ostermann", "Am Mühlbach 3a", "80331", "+49 89 99998 207", "22.07.1995", "Emre", "Yıldırım", "Hafenstraße 88", "20457", "040 66969 331", "09.02.1989"],
    clean: ["Kundennr", "Geburtsdatum", "München", "Kundensuche"],
  },
  {
    family: "tsv",
    text: "User: can you tidy this up? I copied it straight from the sheet:\n" +
      "Name\tEmail\tWorkshop\tAttended\tScore\n" +
      "Callum Reid\tcallum.reid@example.com\tIntro to SQL\tTRUE\t87\n" +
      "Ines Carvalho\tines.carvalho@example.org\tIntro to SQL\tFALSE\t\n" +
      "Bartek Nowicki\tb.nowicki@example.net\tAdvanced Pandas\tTRUE\t92\n" +
      "sort by score please",
    personal: ["Callum Reid", "callum.reid@example.com", "Ines Carvalho", "ines.carvalho@example.org", "Bartek Nowicki", "b.nowicki@example.net"],
    clean: ["Workshop", "Attended", "Advanced Pandas", "sort by score"],
  },
  {
    family: "tsv",
    text: "Resultados de la consulta clientes_activos:\n" +
      "id\tnombre\tapellido\tteléfono\tDNI\tciudad\testado\n" +
      "301\tLucía\tFernández Ortega\t+34 612 48 71 93\t48271936L\tValencia\tactivo\n" +
      "302\tMateo\tGarrido Sanz\t+34 699 20 15 38\t50918274T\tSevilla\tbaja\n" +
      "303\tNerea\tIbarretxe\t+34 655 03 92 47\t71638205J\tBilbao\tactivo",
    personal: ["Lucía", "Fernández Ortega", "+34 612 48 71 93", "48271936L", "Mateo", "Garrido Sanz", "+34 699 20 15 38", "50918274T", "Nerea", "Ibarretxe", "+34 655 03 92 47", "71638205J"],
    clean: ["ciudad", "Valencia", "Sevilla", "baja", "clientes_activos"],
  },
  {
    family: "tsv",
    text: "会员查询结果如下：\n" +
      "编号\t姓名\t电话\t邮箱\t身份证号\t城市\t会员等级\n" +
      "1001\t王思远\t138 0000 4127\twang.siyuan@example.com\t110105198803124728\t北京\t金卡\n" +
      "1002\t陈雨桐\t13900008862\tyutong.chen@example.org\t310115199211042387\t上海\t银卡\n" +
      "1003\t刘浩然\t137-0000-3305\tliu.haoran@example.net\t440306199507180934\t深圳\t普通",
    personal: ["王思远", "138 0000 4127", "wang.siyuan@example.com", "110105198803124728", "陈雨桐", "13900008862", "yutong.chen@example.org", "310115199211042387", "刘浩然", "137-0000-3305", "liu.haoran@example.net", "440306199507180934"],
    clean: ["会员等级", "北京", "深圳", "银卡"],
  },
  // ---------------------------------------------------------------- semicolon-csv
  {
    family: "semicolon-csv",
    text: "Export aus dem Kundenportal (Trennzeichen ;):\n" +
      "Kunde;IBAN;Betrag;Währung;Verwendungszweck;Buchungsdatum\n" +
      "Anneliese Brückner;DE83430609672209158804;1.249,90;EUR;Rechnung 2026-1187;03.12.2026\n" +
      "Konstantin Vogl;AT972011182736459012;89,00;EUR;Abo Dezember;03.12.2026\n" +
      "Margarethe Imhof;CH170076262791038476501;310,50;CHF;Rechnung 2026-1192;04.12.2026",
    personal: ["Anneliese Brückner", "DE83430609672209158804", "Konstantin Vogl", "AT972011182736459012", "Margarethe Imhof", "CH170076262791038476501"],
    clean: ["Verwendungszweck", "1.249,90", "Abo Dezember", "Rechnung 2026-1192", "CHF", "Buchungsdatum"],
  },
  {
    family: "semicolon-csv",
    text: "Voici les inscrits (fichier inscriptions.csv) :\n" +
      "nom;prénom;date de naissance;adresse;code postal;ville;téléphone;email\n" +
      "Lefebvre;Clémence;12/05/1994;27 rue des Tanneurs;69002;Lyon;01 99 00 27 41;clemence.lefebvre@example.org\n" +
      "Benali;Yacine;03/10/1987;8 avenue Jean-Jaurès;31000;Toulouse;06 39 98 14 52;y.benali@example.com\n" +
      "Roussel;Anaïs;28/01/2001;114 boulevard Voltaire;75011;Paris;06 39 98 70 06;anais.roussel@example.net",
    personal: ["Lefebvre", "Clémence", "12/05/1994", "27 rue des Tanneurs", "69002", "01 99 00 27 41", "clemence.lefebvre@example.org", "Benali", "Yacine", "03/10/1987", "8 avenue Jean-Jaurès", "31000", "06 39 98 14 52", "y.benali@example.com", "Roussel", "Anaïs", "28/01/2001", "114 boulevard Voltaire", "75011", "06 39 98 70 06", "anais.roussel@example.net"],
    clean: ["date de naissance", "code postal", "Toulouse", "Lyon", "inscriptions.csv"],
  },
  {
    family: "semicolon-csv",
    text: "klantnummer;voornaam;achternaam;BSN;IBAN;postcode;woonplaats;status\n" +
      "KL-5521;Sanne;de Wit;182736453;NL84INGB0674209133;3511 LX;Utrecht;actief\n" +
      "KL-5522;Joost;Bakker;305827169;NL17TRIO0192837478;9712 GK;Groningen;opgezegd\n" +
      "\n" +
      "2 klanten gevonden.",
    personal: ["Sanne", "de Wit", "182736453", "NL84INGB0674209133", "3511 LX", "Joost", "Bakker", "305827169", "NL17TRIO0192837478", "9712 GK"],
    clean: ["woonplaats", "Utrecht", "opgezegd", "2 klanten gevonden"],
  },
  // whole address cell is personal even though it ends with a city
  {
    family: "semicolon-csv",
    text: "Offene Retouren:\n" +
      "\"Bestellnummer\";\"Name\";\"Lieferadresse\";\"Artikel\";\"Menge\";\"Preis\"\n" +
      "\"B-2026-00917\";\"Heinrich Palme\";\"Kastanienweg 7; 3. OG, 50667 Köln\";\"Wasserkocher Edelstahl 1,7 l\";\"1\";\"34,99\"\n" +
      "\"B-2026-00918\";\"Sophie Lindemann\";\"Gartenstraße 21, 04109 Leipzig\";\"Kaffeemühle\";\"2\";\"59,80\"",
    personal: ["Heinrich Palme", "Kastanienweg 7; 3. OG, 50667 Köln", "Sophie Lindemann", "Gartenstraße 21, 04109 Leipzig"],
    clean: ["B-2026-00918", "Wasserkocher Edelstahl 1,7 l", "Kaffeemühle", "59,80", "Lieferadresse"],
  },
  {
    family: "semicolon-csv",
    text: "Tickets abiertos (export soporte):\n" +
      "ticket;cliente;correo;teléfono;asunto;prioridad;abierto\n" +
      "TCK-10442;Valentina Ríos Paredes;valentina.rios@example.com;+52 55 4182 7390;No llega el reembolso;alta;2026-12-05 08:12\n" +
      "TCK-10443;Joaquín Ferreyra;jferreyra@example.org;+54 11 4937 2208;Cambio de plan;baja;2026-12-05 08:40",
    personal: ["Valentina Ríos Paredes", "valentina.rios@example.com", "+52 55 4182 7390", "Joaquín Ferreyra", "jferreyra@example.org", "+54 11 4937 2208"],
    clean: ["TCK-10443", "Cambio de plan", "No llega el reembolso", "prioridad"],
  },
  // ---------------------------------------------------------------- pipe-separated
  {
    family: "pipe-separated",
    text: "Fixed layout extract from the legacy mainframe (pipe-delimited):\n" +
      "ID|NAME|DOB|SSN|ADDRESS|CITY|STATE|ZIP\n" +
      "000173|MORALES, ANDREA L|19820419|287-54-1093|4410 W CYPRESS AVE|PHOENIX|AZ|85009\n" +
      "000174|HOLLOWAY, GRANT T|19750930|455-20-8716|82 BIRCHWOOD DR|TULSA|OK|74105",
    personal: ["MORALES, ANDREA L", "19820419", "287-54-1093", "4410 W CYPRESS AVE", "85009", "HOLLOWAY, GRANT T", "19750930", "455-20-8716", "82 BIRCHWOOD DR", "74105"],
    clean: ["PHOENIX", "TULSA", "STATE", "pipe-delimited"],
  },
  // sort codes identify a bank branch, listed in neither array
  {
    family: "pipe-separated",
    text: "row|holder|sort_code|account_no|branch|balance|\n" +
      "1|Rhiannon Pryce|30-96-34|17283946|Cardiff Queen St|2418.07|\n" +
      "2|Declan Fairweather|40-12-76|58210347|Leeds Briggate|-312.55|\n" +
      "-- end of extract (2 accounts) --",
    personal: ["Rhiannon Pryce", "17283946", "Declan Fairweather", "58210347"],
    clean: ["Cardiff Queen St", "Leeds Briggate", "-312.55", "end of extract"],
  },
  // ---------------------------------------------------------------- markdown
  {
    family: "markdown",
    text: "Here are the three customers who still haven't paid:\n" +
      "\n" +
      "| Name | Email | Phone | Invoice | Amount Due | Days Overdue |\n" +
      "|---|---|---|---|---|---|\n" +
      "| Harriet Colquhoun | harriet.c@example.com | (503) 555-0161 | INV-20931 | $1,240.00 | 34 |\n" +
      "| Ezra Lindholm | ezra.lindholm@example.org | (617) 555-0143 | INV-20944 | $318.50 | 12 |\n" +
      "| Noor Haddad | noor.haddad@example.net | (305) 555-0192 | INV-20957 | $2,075.00 | 61 |\n" +
      "\n" +
      "Would you like me to draft reminder emails for them?",
    personal: ["Harriet Colquhoun", "harriet.c@example.com", "(503) 555-0161", "Ezra Lindholm", "ezra.lindholm@example.org", "(617) 555-0143", "Noor Haddad", "noor.haddad@example.net", "(305) 555-0192"],
    clean: ["INV-20944", "$2,075.00", "Days Overdue", "draft reminder emails"],
  },
  {
    family: "markdown",
    text: "Members with a birthday this month:\n" +
      "\n" +
      "| firstName | lastName | phoneNumber | dateOfBirth | memberSince | tier |\n" +
      "|:--|:--|:--|--:|--:|:-:|\n" +
      "| Wilhelmina | Strand | +44 7700 900318 | 1969-10-03 | 2014 | Gold |\n" +
      "| Ossian | Mabry | +44 7700 900764 | 2002-10-25 | 2023 | Silver |",
    personal: ["Wilhelmina", "Strand", "+44 7700 900318", "1969-10-03", "Ossian", "Mabry", "+44 7700 900764", "2002-10-25"],
    clean: ["memberSince", "Gold", "Silver", "birthday this month"],
  },
  {
    family: "markdown",
    text: "Hier sind die gefundenen Mitglieder:\n" +
      "\n" +
      "| Vorname | Nachname | Geburtsdatum | Straße | PLZ | Ort | Telefon |\n" +
      "|---|---|---|---|---|---|---|\n" +
      "| Henrike | Saalfeld | 17.08.1992 | Goethestraße 41 | 04109 | Leipzig | 0341 4929 1870 |\n" +
      "| Mattis | Krämer-Öztürk | 02.03.1979 | Schillerplatz 5 | 70173 | Stuttgart | 0711 2589 4402 |\n" +
      "\n" +
      "Soll ich die Liste als CSV exportieren?",
    personal: ["Henrike", "Saalfeld", "17.08.1992", "Goethestraße 41", "04109", "0341 4929 1870", "Mattis", "Krämer-Öztürk", "02.03.1979", "Schillerplatz 5", "70173", "0711 2589 4402"],
    clean: ["Geburtsdatum", "Leipzig", "Stuttgart", "als CSV exportieren"],
  },
  {
    family: "markdown",
    text: "Récapitulatif des demandes de visa :\n" +
      "\n" +
      "| nom | prénom | date de naissance | n° passeport | nationalité | statut du visa |\n" +
      "|---|---|---|---|---|---|\n" +
      "| Girard | Maëlle | 1996-11-08 | 18AV29471 | FRA | approuvé |\n" +
      "| Diallo | Ousmane | 1988-04-03 | 21CK80536 | SEN | en attente |",
    personal: ["Girard", "Maëlle", "1996-11-08", "18AV29471", "Diallo", "Ousmane", "1988-04-03", "21CK80536"],
    clean: ["statut du visa", "en attente", "approuvé", "SEN"],
  },
  {
    family: "markdown",
    text: "該当する社員は以下の2名です。\n" +
      "\n" +
      "| 社員番号 | 氏名 | 電話番号 | メール | 個人番号 | 部署 |\n" +
      "|---|---|---|---|---|---|\n" +
      "| 10231 | 佐藤 美咲 | 090-3817-2264 | misaki.sato@example.com | 382716450929 | 営業部 |\n" +
      "| 10232 | 高橋 健太 | 080-5920-1473 | kenta.takahashi@example.org | 518209364718 | 開発部 |",
    personal: ["佐藤 美咲", "090-3817-2264", "misaki.sato@example.com", "382716450929", "高橋 健太", "080-5920-1473", "kenta.takahashi@example.org", "518209364718"],
    clean: ["部署", "営業部", "開発部", "社員番号"],
  },
  {
    family: "markdown",
    text: "Active parking permits expiring within 120 days:\n" +
      "\n" +
      "| Permit | Holder | Plate | Vehicle | Zone | Expires |\n" +
      "|---|---|---|---|---|---|\n" +
      "| PP-1192 | Gareth Olawale | LK21 XRT | Blue Kia Niro | Zone C | 2027-03-31 |\n" +
      "| PP-1193 | Felicity Marsh | BD68 WPN | Grey VW Golf | Zone A | 2027-01-15 |\n" +
      "| PP-1194 | Rashid Anwar | YS19 HFE | White Tesla Model Y | Zone C | 2026-12-31 |",
    personal: ["Gareth Olawale", "LK21 XRT", "Felicity Marsh", "BD68 WPN", "Rashid Anwar", "YS19 HFE"],
    clean: ["PP-1193", "Grey VW Golf", "Zone A", "Expires", "2027-01-15"],
  },
  {
    family: "markdown",
    text: "The rate-limit errors come from two accounts:\n" +
      "\n" +
      "| Ticket | User | IP Address | Error | Occurrences |\n" +
      "|---|---|---|---|---|\n" +
      "| #4471 | @marlowe_dev | 192.0.2.88 | 429 Too Many Requests | 57 |\n" +
      "| #4472 | jun.ishikawa | 198.51.100.140 | 401 Unauthorized | 3 |\n" +
      "\n" +
      "The first one looks like a retry loop in their client.",
    personal: ["@marlowe_dev", "192.0.2.88", "jun.ishikawa", "198.51.100.140"],
    clean: ["429 Too Many Requests", "401 Unauthorized", "Occurrences", "retry loop"],
  },
  // net pay is linked to a person but is not an identifier; only one amount listed as clean
  {
    family: "markdown",
    text: "November payroll summary:\n" +
      "\n" +
      "| Employee | IBAN | Net Pay | Pay Date |\n" +
      "|---|---|---:|---|\n" +
      "| Katarzyna Wójcik | DE66120300001063485217 | €3,112.40 | 2026-11-28 |\n" +
      "| Tomás Ó Briain | IE62AIBK93115240718263 | €2,870.15 | 2026-11-28 |\n" +
      "| Sander Meulenbelt | BE44068271834645 | €3,405.00 | 2026-11-28 |",
    personal: ["Katarzyna Wójcik", "DE66120300001063485217", "Tomás Ó Briain", "IE62AIBK93115240718263", "Sander Meulenbelt", "BE44068271834645"],
    clean: ["Net Pay", "€3,112.40", "Pay Date", "payroll summary"],
  },
  // ana.petrescu@example.com occurs twice (link text and mailto target); both must be masked
  {
    family: "markdown",
    text: "Top inbound leads this week:\n" +
      "\n" +
      "| Lead | Contact | Source | Score |\n" +
      "|---|---|---|---|\n" +
      "| Ana Petrescu | [ana.petrescu@example.com](mailto:ana.petrescu@example.com) | Webinar | 82 |\n" +
      "| Lars Øverby | lars.overby@example.org | Referral | 67 |\n" +
      "| Yusuf Demir | yusuf.demir@example.net | Organic search | 59 |",
    personal: ["Ana Petrescu", "ana.petrescu@example.com", "Lars Øverby", "lars.overby@example.org", "Yusuf Demir", "yusuf.demir@example.net"],
    clean: ["Webinar", "Referral", "Organic search", "inbound leads"],
  },
  {
    family: "markdown",
    text: "Drivers on the quote:\n" +
      "\n" +
      "| Driver | DOB | License # | Address | Years Licensed | Violations |\n" +
      "|---|---|---|---|---|---|\n" +
      "| **Corinne Vasquez** | 04/18/1986 | F3381920 | 2217 Alder St, Sacramento, CA 95818 | 18 | 0 |\n" +
      "| **Darnell Whitcombe** | 09/09/1972 | W7710364 | 56 Harbor View Dr, Unit 4, Oakland, CA 94607 | 31 | 1 |\n" +
      "\n" +
      "Both drivers are listed at the policyholder's address history above.",
    personal: ["Corinne Vasquez", "04/18/1986", "F3381920", "2217 Alder St, Sacramento, CA 95818", "Darnell Whitcombe", "09/09/1972", "W7710364", "56 Harbor View Dr, Unit 4, Oakland, CA 94607"],
    clean: ["Years Licensed", "Violations", "Drivers on the quote"],
  },
  // ---------------------------------------------------------------- cli-table
  {
    family: "cli-table",
    text: "mydb=> SELECT id, first_name, last_name, email, phone, created_at FROM customers WHERE plan = 'pro' LIMIT 3;\n" +
      " id  | first_name |   last_name    |           email            |     phone      |     created_at\n" +
      "-----+------------+----------------+----------------------------+----------------+---------------------\n" +
      " 201 | Bronwen    | Tallis         | bronwen.tallis@example.com | (415) 555-0134 | 2026-10-11 08:22:19\n" +
      " 214 | Kwame      | Asante-Boateng | kwame.ab@example.org       | (646) 555-0187 | 2026-10-14 17:05:42\n" +
      " 230 | Ludmila    | Ferreira       | l.ferreira@example.net     | (720) 555-0121 | 2026-10-20 11:48:03\n" +
      "(3 rows)",
    personal: ["Bronwen", "Tallis", "bronwen.tallis@example.com", "(415) 555-0134", "Kwame", "Asante-Boateng", "kwame.ab@example.org", "(646) 555-0187", "Ludmila", "Ferreira", "l.ferreira@example.net", "(720) 555-0121"],
    clean: ["2026-10-14 17:05:42", "plan = 'pro'", "(3 rows)", "created_at"],
  },
  {
    family: "cli-table",
    text: "$ psql -d fleet -c \"select * from registrations where status = 'flagged'\"\n" +
      " reg_id |   owner_name   | license_plate |        vin        |   make_model   | status\n" +
      "--------+----------------+---------------+-------------------+----------------+---------\n" +
      "   9981 | Ingrid Solberg | EL 48213      | WBA5R1C53KAK20817 | BMW 330e       | flagged\n" +
      "   9987 | Yannick Moreau | GH-482-KT     | VF1RFB00461572384 | Renault Megane | flagged\n" +
      "(2 rows)",
    personal: ["Ingrid Solberg", "EL 48213", "WBA5R1C53KAK20817", "Yannick Moreau", "GH-482-KT", "VF1RFB00461572384"],
    clean: ["make_model", "BMW 330e", "Renault Megane", "(2 rows)"],
  },
  {
    family: "cli-table",
    text: "mysql> SELECT id, name, email, ip_address, last_seen FROM sessions ORDER BY last_seen DESC LIMIT 3;\n" +
      "+----+--------------------+-----------------------+-------------------------+---------------------+\n" +
      "| id | name               | email                 | ip_address              | last_seen           |\n" +
      "+----+--------------------+-----------------------+-------------------------+---------------------+\n" +
      "|  1 | Quentin Aldous     | q.aldous@example.com  | 203.0.113.61            | 2026-12-05 21:14:09 |\n" +
      "|  2 | Marisol Echeverría | marisol.e@example.org | 198.51.100.77           | 2026-12-05 20:58:33 |\n" +
      "|  3 | Theo Blackwood     | theo.b@example.net    | 2001:db8:85a3::8a2e:370 | 2026-12-05 20:41:50 |\n" +
      "+----+--------------------+-----------------------+-------------------------+---------------------+\n" +
      "3 rows in set (0.01 sec)",
    personal: ["Quentin Aldous", "q.aldous@example.com", "203.0.113.61", "Marisol Echeverría", "marisol.e@example.org", "198.51.100.77", "Theo Blackwood", "theo.b@example.net", "2001:db8:85a3::8a2e:370"],
    clean: ["last_seen", "3 rows in set (0.01 sec)", "2026-12-05 20:58:33"],
  },
  {
    family: "cli-table",
    text: "$ sudo lastlog-report --active\n" +
      "USERNAME      FULL NAME          LAST LOGIN         FROM           SHELL\n" +
      "asmirnova     Alina Smirnova     2026-12-05 07:41   192.0.2.31     /bin/zsh\n" +
      "rkhoury       Rami Khoury        2026-12-04 18:02   192.0.2.58     /bin/bash\n" +
      "dpellegrini   Dario Pellegrini   2026-11-29 09:15   198.51.100.9   /bin/bash",
    personal: ["asmirnova", "Alina Smirnova", "192.0.2.31", "rkhoury", "Rami Khoury", "192.0.2.58", "dpellegrini", "Dario Pellegrini", "198.51.100.9"],
    clean: ["LAST LOGIN", "/bin/zsh", "2026-11-29 09:15", "lastlog-report"],
  },
  {
    family: "cli-table",
    text: "applicants=# \\x\n" +
      "Expanded display is on.\n" +
      "applicants=# SELECT * FROM applicants WHERE id IN (5531, 5532);\n" +
      "-[ RECORD 1 ]-+------------------------\n" +
      "id            | 5531\n" +
      "full_name     | Evangeline Thorsby\n" +
      "passport_no   | 563014827\n" +
      "nationality   | USA\n" +
      "date_of_birth | 1990-07-12\n" +
      "ssn           | 372-19-4408\n" +
      "status        | under_review\n" +
      "-[ RECORD 2 ]-+------------------------\n" +
      "id            | 5532\n" +
      "full_name     | Benedikt Aurelius Kranz\n" +
      "passport_no   | C4FJ7R2M9\n" +
      "nationality   | DEU\n" +
      "date_of_birth | 1983-03-27\n" +
      "ssn           |\n" +
      "status        | approved",
    personal: ["Evangeline Thorsby", "563014827", "1990-07-12", "372-19-4408", "Benedikt Aurelius Kranz", "C4FJ7R2M9", "1983-03-27"],
    clean: ["under_review", "Expanded display is on.", "DEU", "nationality"],
  },
  // ---------------------------------------------------------------- json-embedded
  {
    family: "json-embedded",
    text: "{\"tool_call_id\": \"call_7Hx2qLm\", \"name\": \"export_contacts\", \"output\": \"id,name,email,phone,company\\n1,Rosalind Kemble,rosalind.kemble@example.com,+1 206 555 0115,Larchmont Supply Co\\n2,Ignatius Obi,ignatius.obi@example.org,+1 206 555 0148,Harbourline Freight\\n3,Svetlana Morozova,s.morozova@example.net,,Larchmont Supply Co\\n\"}",
    personal: ["Rosalind Kemble", "rosalind.kemble@example.com", "+1 206 555 0115", "Ignatius Obi", "ignatius.obi@example.org", "+1 206 555 0148", "Svetlana Morozova", "s.morozova@example.net"],
    clean: ["call_7Hx2qLm", "export_contacts", "Harbourline Freight", "tool_call_id"],
  },
  {
    family: "json-embedded",
    text: "{\"role\": \"tool\", \"name\": \"run_sql\", \"content\": \"Found 2 rows.\\n\\n| customer | phone | postcode | city | orders |\\n|---|---|---|---|---|\\n| Fionnuala Breen | 020 7946 0584 | SE15 4QL | London | 14 |\\n| Hamish Drummond | 0131 496 0729 | EH6 7BN | Edinburgh | 3 |\"}",
    personal: ["Fionnuala Breen", "020 7946 0584", "SE15 4QL", "Hamish Drummond", "0131 496 0729", "EH6 7BN"],
    clean: ["run_sql", "Edinburgh", "London", "Found 2 rows."],
  },
  // tabs appear as \t escapes inside the JSON string
  {
    family: "json-embedded",
    text: "{\"id\": \"toolu_01PqR\", \"type\": \"tool_result\", \"content\": [{\"type\": \"text\", \"text\": \"name\\tdob\\tstreet\\tpostcode\\tcountry\\nEilidh Munro\\t1977-09-02\\t14 Kelvin Terrace\\tG12 8QQ\\tGB\\nRasmus Holmgren\\t1994-06-18\\tSveavägen 112\\t113 50\\tSE\"}]}",
    personal: ["Eilidh Munro", "1977-09-02", "14 Kelvin Terrace", "G12 8QQ", "Rasmus Holmgren", "1994-06-18", "Sveavägen 112", "113 50"],
    clean: ["tool_result", "toolu_01PqR", "country"],
  },
  // quoted CSV fields appear as \"...\" inside the JSON string
  {
    family: "json-embedded",
    text: "{\"ok\": true, \"result\": {\"format\": \"csv\", \"rows\": 2, \"data\": \"member_no,name,address,email,tier\\nM-66012,\\\"Okoye, Chidi\\\",\\\"9 Beacon Hill, Flat 2\\\",chidi.okoye@example.com,Platinum\\nM-66013,\\\"Ashdown, Perpetua\\\",\\\"31 Mill Race Close\\\",p.ashdown@example.org,Standard\"}}",
    personal: ["Okoye, Chidi", "9 Beacon Hill, Flat 2", "chidi.okoye@example.com", "Ashdown, Perpetua", "31 Mill Race Close", "p.ashdown@example.org"],
    clean: ["Platinum", "Standard", "\"format\"", "member_no"],
  },
  // ---------------------------------------------------------------- key-value-debatable
  // one generic value column mixes personal and non-personal rows
  {
    family: "key-value-debatable",
    text: "Account details for ticket #88213:\n" +
      "\n" +
      "| field | value |\n" +
      "|---|---|\n" +
      "| account | ACME-EU-0412 |\n" +
      "| name | Ottilie Brandauer |\n" +
      "| contact | +43 1 5320 4417 |\n" +
      "| plan | Enterprise |\n" +
      "| seats | 250 |\n" +
      "| region | eu-central-1 |",
    personal: ["Ottilie Brandauer", "+43 1 5320 4417"],
    clean: ["Enterprise", "eu-central-1", "ACME-EU-0412", "field"],
  },
  // ---------------------------------------------------------------- unclear-header-debatable
  // bare first names of (probably) staff members; a redactor may reasonably not know these are names
  {
    family: "unclear-header-debatable",
    text: "Audit trail for refund R-8812:\n" +
      "who,what,when\n" +
      "Maya,opened refund request,2026-12-01 13:40\n" +
      "Finn,approved refund R-8812,2026-12-01 14:02\n" +
      "system,sent payout notification,2026-12-01 14:03",
    personal: ["Maya", "Finn"],
    clean: ["opened refund request", "sent payout notification", "2026-12-01 14:02", "system"],
  },
  // 'contact' column holds an email, a phone and a handle
  {
    family: "unclear-header-debatable",
    text: "Callback queue:\n" +
      "ref,contact,pref,notes\n" +
      "CB-101,ruth.agbaje@example.com,email,asked about invoice 2291\n" +
      "CB-102,+1 503 555 0166,phone,after 5pm only\n" +
      "CB-103,@hollis.vance,dm,prefers Mastodon",
    personal: ["ruth.agbaje@example.com", "+1 503 555 0166", "@hollis.vance"],
    clean: ["CB-102", "after 5pm only", "asked about invoice 2291", "prefers Mastodon"],
  },
  // column labels q1..q4 say nothing; the footnote explains them
  {
    family: "unclear-header-debatable",
    text: "Survey responses (raw form export):\n" +
      "\n" +
      "| response | q1 | q2 | q3 | q4 |\n" +
      "|---|---|---|---|---|\n" +
      "| r-0091 | Very satisfied | Imogen Falconer | 1984-02-29 | yes |\n" +
      "| r-0092 | Neutral | Bashir Qureshi | 1971-11-16 | no |\n" +
      "\n" +
      "(q2 = \"your name\", q3 = \"date of birth\" on the form)",
    personal: ["Imogen Falconer", "1984-02-29", "Bashir Qureshi", "1971-11-16"],
    clean: ["Very satisfied", "Neutral", "r-0092", "raw form export"],
  },
  // login names are usernames (personal); numeric account ids are system-assigned and listed in neither array; the bot account is not a person
  {
    family: "unclear-header-debatable",
    text: "$ gh api repos/example-org/infra/collaborators --jq ...\n" +
      "LOGIN             ID         ROLE    SINCE\n" +
      "halvard-n         58120934   admin   2022-03-14\n" +
      "pia.rautio        70311248   write   2024-08-01\n" +
      "dependabot[bot]   49699333   write   2021-05-20",
    personal: ["halvard-n", "pia.rautio"],
    clean: ["dependabot[bot]", "admin", "ROLE", "2024-08-01"],
  },
  // ---------------------------------------------------------------- no-personal
  {
    family: "no-personal",
    text: "Daily API metrics (last 4 days):\n" +
      "date,requests,p50_ms,p99_ms,error_rate,region\n" +
      "2026-12-02,1824410,41,388,0.12%,us-east-1\n" +
      "2026-12-03,1790022,39,402,0.09%,us-east-1\n" +
      "2026-12-04,1911873,44,517,0.31%,us-east-1\n" +
      "2026-12-05,1688105,40,371,0.08%,us-east-1",
    personal: [],
    clean: ["p99_ms", "1911873", "0.31%", "us-east-1", "2026-12-04"],
  },
  {
    family: "no-personal",
    text: "Here are the matching products:\n" +
      "\n" +
      "| SKU | Product | Price | Stock | Supplier |\n" +
      "|---|---|---|---|---|\n" +
      "| SKU-44810 | Ceramic Pour-Over Set | $48.50 | 132 | Kilnworks Ltd |\n" +
      "| SKU-44811 | Gooseneck Kettle 1L | $72.00 | 0 | Kilnworks Ltd |\n" +
      "| SKU-51920 | Burr Grinder Pro | $189.00 | 17 | Millhouse GmbH |\n" +
      "\n" +
      "The kettle is out of stock until January.",
    personal: [],
    clean: ["SKU-44811", "Gooseneck Kettle 1L", "$189.00", "Millhouse GmbH", "Supplier"],
  },
  {
    family: "no-personal",
    text: "config=> SELECT key, value, updated_at FROM feature_flags ORDER BY key;\n" +
      "        key         | value |     updated_at\n" +
      "--------------------+-------+---------------------\n" +
      " checkout.new_flow  | true  | 2026-11-18 10:02:44\n" +
      " search.max_results | 50    | 2026-10-02 16:30:11\n" +
      " search.synonyms    | false | 2026-09-27 08:15:00\n" +
      " uploads.max_mb     | 25    | 2026-11-30 12:00:00\n" +
      "(4 rows)",
    personal: [],
    clean: ["checkout.new_flow", "search.max_results", "uploads.max_mb", "(4 rows)", "feature_flags"],
  },
  {
    family: "no-personal",
    text: "Benchmark results:\n" +
      "\n" +
      "| Model | MMLU | GSM8K | HumanEval | Latency (ms) | Cost / 1M tok |\n" +
      "|---|---:|---:|---:|---:|---:|\n" +
      "| small-v2 | 68.4 | 71.9 | 52.1 | 180 | $0.15 |\n" +
      "| medium-v2 | 79.8 | 88.3 | 74.6 | 420 | $1.10 |\n" +
      "| large-v1 | 84.1 | 92.0 | 81.7 | 950 | $6.00 |",
    personal: [],
    clean: ["medium-v2", "HumanEval", "88.3", "Cost / 1M tok", "$6.00"],
  },
  {
    family: "no-personal",
    text: "Country statistics (World Data API, 2025):\n" +
      "country\tiso3\tcapital\tpopulation_m\tgdp_usd_bn\tlife_expectancy\n" +
      "Portugal\tPRT\tLisbon\t10.6\t287\t81.7\n" +
      "Kenya\tKEN\tNairobi\t56.4\t108\t62.7\n" +
      "New Zealand\tNZL\tWellington\t5.3\t253\t82.1",
    personal: [],
    clean: ["Portugal", "Nairobi", "Wellington", "gdp_usd_bn", "NZL"],
  },
  {
    family: "no-personal",
    text: "Wetterdaten für heute:\n" +
      "Stadt;Temperatur;Luftfeuchte;Wind;Vorhersage\n" +
      "Hamburg;4,2;87 %;23 km/h;Regen\n" +
      "Köln;6,8;79 %;14 km/h;bewölkt\n" +
      "München;1,5;71 %;8 km/h;Schnee",
    personal: [],
    clean: ["Hamburg", "Köln", "Schnee", "Luftfeuchte", "23 km/h"],
  },
  {
    family: "no-personal",
    text: "$ kubectl get pods -n checkout\n" +
      "NAME                              READY   STATUS             RESTARTS   AGE\n" +
      "checkout-api-7f9c6d8b4-x2kqp      1/1     Running            0          3d2h\n" +
      "checkout-worker-5b7d9f6c8-mq4tn   1/1     Running            2          3d2h\n" +
      "redis-0                           0/1     CrashLoopBackOff   17         41m",
    personal: [],
    clean: ["checkout-api-7f9c6d8b4-x2kqp", "CrashLoopBackOff", "redis-0", "RESTARTS", "41m"],
  },
  {
    family: "no-personal",
    text: "{\"tool_call_id\": \"call_Qw81ZZ\", \"output\": \"warehouse,sku,on_hand,reserved,reorder_point,supplier\\nAMS-2,SKU-77102,412,38,150,Northwind Traders BV\\nLHR-1,SKU-77102,96,12,150,Northwind Traders BV\\nFRA-3,SKU-10235,1280,404,300,Contoso Textiles GmbH\"}",
    personal: [],
    clean: ["AMS-2", "SKU-10235", "reorder_point", "Contoso Textiles GmbH", "call_Qw81ZZ"],
  },
];

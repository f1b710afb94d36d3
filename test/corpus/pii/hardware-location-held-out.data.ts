/**
 * Held-out evaluation data: vehicle identification numbers (VINs), device MAC addresses (EUI-48) and
 * precise latitude/longitude locations in LLM-application traffic (chat turns, tool-call arguments,
 * JSON, log lines, OCR'd documents), plus look-alike negatives.
 *
 * Written by a helper on 2026-12-06 as a held-out set, WITHOUT reading the detectors (collector/) or
 * any existing test that mentions MACs, VINs or coordinates, and without running the engine. All
 * values are invented; places are real cities/areas but no entry describes a real person.
 *
 * POSITIVES: `value` is the exact substring of `text` that is the personal datum and must not
 * survive redaction; it occurs verbatim in `text`.
 *   - VIN: the 17-character VIN itself. Families `na-check-digit-*` (and the North-American VINs in
 *     `json`, `log`, `ocr`, `lowercase`) carry a correct ISO 3779 / 49 CFR 565 check digit in
 *     position 9; `eu-labelled` VINs deliberately do NOT (European/Asian VINs need no check digit) and
 *     always have a label or clear vehicle context.
 *   - MAC: the six-group address (colons or dashes) only.
 *   - Coordinates: for a plain pair, the pair as written ("40.7128, -74.0060"); inside URLs and geo:
 *     URIs, the "lat,lng" part only; for labelled forms whose two numbers are separated by words or
 *     keys ("lat 48.8566 long 2.3522", JSON {"lat": …, "lng": …}) the span from the first digit/sign
 *     of the first number to the last digit of the second number — so a harness that only tests
 *     `!redacted.includes(value)` will accept a redaction that removes just one of the two numbers.
 *
 * NEGATIVES: text with no VIN, no MAC address and no latitude/longitude location, which a good
 * redactor should leave unchanged (hashes, ids, fingerprints, timestamps, decimal pairs that are not
 * locations, order numbers, generic mentions of "VIN"/"MAC"/"latitude"…). No e-mails, phone numbers,
 * person names or IP addresses.
 *
 * Counts: VIN_POSITIVES 76, MAC_POSITIVES 52, COORDINATE_POSITIVES 63, NEGATIVES 180.
 */

export interface HardwareLocationPositive { text: string; value: string; family: string }
export interface HardwareLocationNegative { text: string; family: string }

export const VIN_POSITIVES: readonly HardwareLocationPositive[] = [
  // ------------------------------------------------ North-American, valid check digit, no label
  { family: 'na-check-digit-unlabelled', text: "my car 1HGCM82633A004352 won't start after the cold snap, is that covered by roadside?", value: '1HGCM82633A004352' },
  { family: 'na-check-digit-unlabelled', text: 'quick one — is 1G1ZD5ST2JF193520 still under powertrain warranty? bought it used in march', value: '1G1ZD5ST2JF193520' },
  { family: 'na-check-digit-unlabelled', text: 'Can you pull the recall history for 1FTEW1EP1MFA07316 please', value: '1FTEW1EP1MFA07316' },
  { family: 'na-check-digit-unlabelled', text: "2T1BURHE8HC849201 — the dash shows a yellow triangle and it won't go over 40 mph", value: '2T1BURHE8HC849201' },
  { family: 'na-check-digit-unlabelled', text: 'user: add 5YJ3E1EA9KF392017 to my auto policy starting next Monday', value: '5YJ3E1EA9KF392017' },
  { family: 'na-check-digit-unlabelled', text: "Towing requested for JN1BJ1CR2HW120934, I'm on the shoulder with hazards on.", value: 'JN1BJ1CR2HW120934' },
  { family: 'na-check-digit-unlabelled', text: 'Does KMHD84LF7JU583190 have any open recalls? The airbag light keeps blinking.', value: 'KMHD84LF7JU583190' },
  { family: 'na-check-digit-unlabelled', text: 'Hallo, können Sie prüfen, ob für 3VWC57BU2KM104638 noch Garantie besteht?', value: '3VWC57BU2KM104638' },
  { family: 'na-check-digit-unlabelled', text: 'what would a dealer give me on trade-in for 4T1B11HK1KU762195 with 48k miles?', value: '4T1B11HK1KU762195' },
  { family: 'na-check-digit-unlabelled', text: '¿Me puede decir si 1N4AL3AP4DC917364 tiene algún recall pendiente?', value: '1N4AL3AP4DC917364' },
  { family: 'na-check-digit-unlabelled', text: 'compare the insurance premium for 19XFC2F51GE041772 against a 2022 Civic Sport', value: '19XFC2F51GE041772' },
  { family: 'na-check-digit-unlabelled', text: 'Carfax says 1GCUYDEDXNZ138290 had a salvage title in 2023 — is that right??', value: '1GCUYDEDXNZ138290' },
  { family: 'na-check-digit-unlabelled', text: 'the rental I got (3GNAXKEV6LS603815) has a flat, what do I do', value: '3GNAXKEV6LS603815' },

  // ------------------------------------------------ North-American, valid check digit, labelled
  { family: 'na-check-digit-labelled', text: 'VIN: 1FMCU9J90MUA24781\nMileage: 31,204\nClaim type: windshield', value: '1FMCU9J90MUA24781' },
  { family: 'na-check-digit-labelled', text: "My VIN is 5XYZU3LB8HG416930 and I'd like a quote for comprehensive coverage.", value: '5XYZU3LB8HG416930' },
  { family: 'na-check-digit-labelled', text: 'vehicle identification number 1C4RJFBG0LC215804, policy renews on the 15th', value: '1C4RJFBG0LC215804' },
  { family: 'na-check-digit-labelled', text: 'Please register the following vehicle — V.I.N. 4S4BSANC6K3219084 (2019 Outback, Crystal Black)', value: '4S4BSANC6K3219084' },
  { family: 'na-check-digit-labelled', text: 'VIN# 1GYKNDRS8NZ107462 — customer reports infotainment reboot loop', value: '1GYKNDRS8NZ107462' },
  { family: 'na-check-digit-labelled', text: 'Chassis no.: 3FA6P0HD2JR284915', value: '3FA6P0HD2JR284915' },
  { family: 'na-check-digit-labelled', text: 'I think the VIN is 1J4GL48K35W627180 but the sticker is half peeled off', value: '1J4GL48K35W627180' },
  { family: 'na-check-digit-labelled', text: 'VIN (from the plate at the base of the windshield): 2C3CDXBG0KH530671', value: '2C3CDXBG0KH530671' },
  { family: 'na-check-digit-labelled', text: "My Tesla VIN 7SAYGDEE9PF781254 isn't showing up in the app after the update", value: '7SAYGDEE9PF781254' },
  { family: 'na-check-digit-labelled', text: 'Roadside assistance — VIN 5FNRL6H7XLB029384, battery dead, need a jump start', value: '5FNRL6H7XLB029384' },
  { family: 'na-check-digit-labelled', text: 'Bonjour, le numéro VIN de ma voiture est YV4A22PK2M1681437, pouvez-vous vérifier les rappels ?', value: 'YV4A22PK2M1681437' },
  { family: 'na-check-digit-labelled', text: 'Mercedes C300, VIN WDDWF8DB1LR551093, needs a loaner while it is in the shop', value: 'WDDWF8DB1LR551093' },
  { family: 'na-check-digit-labelled', text: 'VIN: WP0AA2A77EL008417 (2014 911 Carrera), agreed value $84,000', value: 'WP0AA2A77EL008417' },
  { family: 'na-check-digit-labelled', text: 'Il numero di telaio della mia auto è 5UXCR6C02N9K31758, è una BMW X5 importata dagli USA.', value: '5UXCR6C02N9K31758' },
  { family: 'na-check-digit-labelled', text: '車台番号は JF2SKAEC5NH470286 です。北米仕様のフォレスターを輸入しました。', value: 'JF2SKAEC5NH470286' },

  // ------------------------------------------------ Chinese-market VINs (check digit is mandatory there too)
  { family: 'cn-check-digit-labelled', text: '车架号：LRW3E7EB8PC904718，请帮我查一下这辆车的保险什么时候到期。', value: 'LRW3E7EB8PC904718' },
  { family: 'cn-check-digit-labelled', text: 'Frame number / VIN LSGKE54H8HW017293 — grey import, need a valuation', value: 'LSGKE54H8HW017293' },

  // ------------------------------------------------ European / Asian VINs, no valid check digit, always labelled
  { family: 'eu-labelled', text: 'Fahrgestellnummer: WVWZZZAUZHP518273 – Golf VII, EZ 03/2017. Was kostet die Vollkasko?', value: 'WVWZZZAUZHP518273' },
  { family: 'eu-labelled', text: 'Meine FIN ist WBAJA11090B736214, der Wagen springt seit heute Morgen nicht mehr an.', value: 'WBAJA11090B736214' },
  { family: 'eu-labelled', text: 'Fahrzeug-Identifizierungsnummer (Feld E): WDD2050421R384720', value: 'WDD2050421R384720' },
  { family: 'eu-labelled', text: 'numéro de série (case E du certificat) : VF1RJA00867412395', value: 'VF1RJA00867412395' },
  { family: 'eu-labelled', text: "Le VIN de ma 208 est VF3LCYHZPKS281640, j'ai un voyant moteur allumé depuis hier.", value: 'VF3LCYHZPKS281640' },
  { family: 'eu-labelled', text: 'Numero di telaio: ZFA31200004718263 — Fiat Panda 1.2, serve il soccorso stradale', value: 'ZFA31200004718263' },
  { family: 'eu-labelled', text: 'telaio ZAR94000007362915, vorrei sapere se ci sono campagne di richiamo aperte', value: 'ZAR94000007362915' },
  { family: 'eu-labelled', text: 'El número de bastidor es VSSZZZ6JZER047381, un Ibiza de 2014.', value: 'VSSZZZ6JZER047381' },
  { family: 'eu-labelled', text: 'número de bastidor (VIN): TMBJJ7NE5L0194728 — Skoda Octavia, ITV caducada', value: 'TMBJJ7NE5L0194728' },
  { family: 'eu-labelled', text: 'The chassis number on my V5C is SJNFAAJ11U2739415, can you add it to the quote?', value: 'SJNFAAJ11U2739415' },
  { family: 'eu-labelled', text: 'Chassisnummer: JMZBK14Z201583927 (Mazda 3, bouwjaar 2002)', value: 'JMZBK14Z201583927' },
  { family: 'eu-labelled', text: 'Numer VIN: NMTKZ3BE70R218504, proszę o wycenę OC/AC.', value: 'NMTKZ3BE70R218504' },
  { family: 'eu-labelled', text: 'Chassinummer YS3FD49Y681052734, Saab 9-3 från 2008 — vad kostar en ny koppling?', value: 'YS3FD49Y681052734' },
  { family: 'eu-labelled', text: 'VIN WAUZZZ8V5KA103864 — A3 Sportback, wants the 30,000 km service booked', value: 'WAUZZZ8V5KA103864' },
  { family: 'eu-labelled', text: 'VIN kód vozidla: TMAD381CAKJ204876', value: 'TMAD381CAKJ204876' },
  { family: 'eu-labelled', text: 'VIN автомобиля: XTA210740Y2693518, подскажите, есть ли ограничения на регистрацию?', value: 'XTA210740Y2693518' },
  { family: 'eu-labelled', text: 'O número do chassi é W0L0SDL68G4052173, é um Opel Corsa.', value: 'W0L0SDL68G4052173' },
  { family: 'eu-labelled', text: 'FIN: WF0FXXWPCFHS27391', value: 'WF0FXXWPCFHS27391' },
  { family: 'eu-labelled', text: '車台番号（VIN）: JMBXJGA2WGZ603185 — 輸出前の確認をお願いします', value: 'JMBXJGA2WGZ603185' },
  { family: 'eu-labelled', text: 'Frame No. SB1KV58E20F713905 (Auris hybrid), need a courtesy car', value: 'SB1KV58E20F713905' },
  { family: 'eu-labelled', text: 'Numéro VIN VNKKTUD3X0A274513 — Yaris, pare-brise fissuré', value: 'VNKKTUD3X0A274513' },
  { family: 'eu-labelled', text: 'Alvázszám: TSMNYA22S00819427', value: 'TSMNYA22S00819427' },

  // ------------------------------------------------ lowercase
  { family: 'lowercase', text: 'my vin is 1hgcv2f39na017264 lol sorry caps lock is broken', value: '1hgcv2f39na017264' },
  { family: 'lowercase', text: 'vin: 5yjsa1e21mf439107', value: '5yjsa1e21mf439107' },
  { family: 'lowercase', text: 'can u check 2t3p1rfv6mc215890 for recalls', value: '2t3p1rfv6mc215890' },
  { family: 'lowercase', text: 'Fahrgestellnummer wvwzzzcdzmw302817 bitte in den Vertrag übernehmen', value: 'wvwzzzcdzmw302817' },
  { family: 'lowercase', text: 'the vin on the door jamb reads 1g1fy6s03p4128375', value: '1g1fy6s03p4128375' },

  // ------------------------------------------------ JSON / tool-call arguments
  { family: 'json', text: '{"tool":"lookup_vehicle","arguments":{"vin":"1HGCV1F39LA012847","include_recalls":true}}', value: '1HGCV1F39LA012847' },
  { family: 'json', text: '{"claim":{"id":"CLM-2026-0041187","vehicle":{"year":2019,"make":"Ram","model":"1500","vin":"3C6UR5FL8KG612734"},"loss_type":"hail"}}', value: '3C6UR5FL8KG612734' },
  { family: 'json', text: '{"name":"create_rental_agreement","arguments":"{\\"vin\\": \\"1FA6P8CF2L5128340\\", \\"pickup_branch\\": \\"LAX-04\\"}"}', value: '1FA6P8CF2L5128340' },
  { family: 'json', text: '{"Fahrzeug":{"FIN":"WMWXU31060TH48277","Erstzulassung":"2016-05"}}', value: 'WMWXU31060TH48277' },
  { family: 'json', text: '{"messages":[{"role":"user","content":"my VIN is JM1BPBAL1N1508634, what oil does it take?"}]}', value: 'JM1BPBAL1N1508634' },
  { family: 'json', text: '[{"vin":"KNDCB3LC4L5392017","odometer_km":48210,"fuel":"EV"}]', value: 'KNDCB3LC4L5392017' },
  { family: 'json', text: '{"vin":"jtmrwrfv8kd028461","source":"mobile-ocr","confidence":0.93}', value: 'jtmrwrfv8kd028461' },

  // ------------------------------------------------ log lines
  { family: 'log', text: '2026-12-01T08:14:22.913Z INFO vehicle.decode vin=SALGS2RE1KA539218 make=LAND_ROVER model_year=2019 latency_ms=84', value: 'SALGS2RE1KA539218' },
  { family: 'log', text: '[WARN] recall-service: no campaigns found for VIN 3N1AB8CV8MY302915 (source=nhtsa, cache=miss)', value: '3N1AB8CV8MY302915' },
  { family: 'log', text: 'level=error msg="telematics enrollment failed" vin=1GNSKCKD9PR204961 reason=DEVICE_NOT_PAIRED', value: '1GNSKCKD9PR204961' },
  { family: 'log', text: 'Dec 03 10:41:07 dealer-api[2231]: GET /v2/vehicles/2GNAXUEVXN6175230/service-history 200 312ms', value: '2GNAXUEVXN6175230' },
  { family: 'log', text: 'INFO  [fleet-sync] upserted vehicle WVWZZZ1KZ9W847215 (Golf V, diesel) into fleet DE-SOUTH', value: 'WVWZZZ1KZ9W847215' },
  { family: 'log', text: 'ERROR VinDecodeException: check digit mismatch for input "VR3UPHNKSMT529104" — falling back to WMI lookup (Peugeot)', value: 'VR3UPHNKSMT529104' },

  // ------------------------------------------------ OCR'd documents
  { family: 'ocr', text: 'ZULASSUNGSBESCHEINIGUNG TEIL I\nB  14.06.2019\nD.1 SMART\nE  WME4533911K085396\nP.1 999', value: 'WME4533911K085396' },
  { family: 'ocr', text: "CERTIFICAT D'IMMATRICULATION\nD.1 CITROEN  D.3 C4 PICASSO\nE VF7SA9HZ8FW630418\nF.1 1955", value: 'VF7SA9HZ8FW630418' },
  { family: 'ocr', text: 'CERTIFICATE OF TITLE\nVEHICLE IDENTIFICATION NUMBER   YEAR  MAKE\nKNDJP3A58H7451823   2017  KIA', value: 'KNDJP3A58H7451823' },
  { family: 'ocr', text: 'VIN 1FTFW1E86NFB63592 MAKE FORD MODEL F150 BODY PK  YR 2022', value: '1FTFW1E86NFB63592' },
  { family: 'ocr', text: 'AUTOMOBILE INSURANCE ID CARD | Year 2007 Make TOYT Model PRIUS | VIN: JTDKB20U673291548 | Eff 06/01/26', value: 'JTDKB20U673291548' },
  { family: 'ocr', text: '自動車検査証\n車名 フェラーリ\n車台番号 ZFF73SKT000211486\n型式 不明', value: 'ZFF73SKT000211486' },
];

export const MAC_POSITIVES: readonly HardwareLocationPositive[] = [
  // ------------------------------------------------ home router / ISP chats
  { family: 'router-chat', text: "My laptop's MAC is 3C:22:FB:9A:4E:17, can you whitelist it on the router?", value: '3C:22:FB:9A:4E:17' },
  { family: 'router-chat', text: "how do i block 7c:d5:66:0b:e3:a9 from my wifi? it's some device i don't recognise", value: '7c:d5:66:0b:e3:a9' },
  { family: 'router-chat', text: 'The ISP asked me for the modem MAC — it says A4:91:B1:2C:7F:08 on the sticker underneath.', value: 'A4:91:B1:2C:7F:08' },
  { family: 'router-chat', text: 'set up a static lease for my printer (mac f0:9f:c2:41:6d:3e) please', value: 'f0:9f:c2:41:6d:3e' },
  { family: 'router-chat', text: 'Cable modem HFC MAC address: 00:1D:D3:8E:52:C4 — activation keeps failing', value: '00:1D:D3:8E:52:C4' },
  { family: 'router-chat', text: 'parental controls: pause internet for 5e:4a:91:c8:20:7b every night at 9pm', value: '5e:4a:91:c8:20:7b' },

  // ------------------------------------------------ IT helpdesk
  { family: 'helpdesk-chat', text: "Hi IT, my new laptop can't join CORP-WIFI. Wireless adapter MAC: 84-7B-57-1E-A3-D2", value: '84-7B-57-1E-A3-D2' },
  { family: 'helpdesk-chat', text: 'ipconfig /all says   Physical Address. . . . . . . . . : 98-E7-43-0C-5B-F1', value: '98-E7-43-0C-5B-F1' },
  { family: 'helpdesk-chat', text: '802.1X keeps failing for b8:27:eb:6a:19:c0 (the raspberry pi on the lab bench)', value: 'b8:27:eb:6a:19:c0' },
  { family: 'helpdesk-chat', text: 'NAC quarantined my docking station, its MAC is 8C-AE-4C-F2-07-93. Can you release it?', value: '8C-AE-4C-F2-07-93' },
  { family: 'helpdesk-chat', text: 'Please register this device for MAB: D4:5D:64:3A:88:1E', value: 'D4:5D:64:3A:88:1E' },
  { family: 'helpdesk-chat', text: 'ticket INC0048213: user laptop, ethernet mac 54-bf-64-2a-7c-e0, no link light on port 3B-14', value: '54-bf-64-2a-7c-e0' },

  // ------------------------------------------------ DHCP logs
  { family: 'dhcp-log', text: 'Dec  4 07:12:55 gw dhcpd[1180]: DHCPACK on 192.168.1.34 to 6c:4b:90:2f:d1:85 (Pixel-8) via eth1', value: '6c:4b:90:2f:d1:85' },
  { family: 'dhcp-log', text: 'dnsmasq-dhcp[912]: DHCPREQUEST(br-lan) 10.0.0.58 e0:d5:5e:71:ac:04', value: 'e0:d5:5e:71:ac:04' },
  { family: 'dhcp-log', text: 'DHCPDISCOVER from a8:5e:45:b2:19:7d via wlan0: network 10.8.0.0/24: no free leases', value: 'a8:5e:45:b2:19:7d' },
  { family: 'dhcp-log', text: 'kea-dhcp4 DHCP4_LEASE_ALLOC [hwtype=1 2C:F0:5D:93:6E:B8], tid=0x4a1b: lease allocated for 3600 seconds', value: '2C:F0:5D:93:6E:B8' },
  { family: 'dhcp-log', text: 'udhcpd: sending OFFER to 44:d9:e7:0a:f3:26', value: '44:d9:e7:0a:f3:26' },

  // ------------------------------------------------ Wi-Fi / controller logs
  { family: 'wifi-log', text: 'hostapd: wlan0: STA 3a:f1:0c:7e:92:d5 IEEE 802.11: associated (aid 3)', value: '3a:f1:0c:7e:92:d5' },
  { family: 'wifi-log', text: 'hostapd: wlan1: AP-STA-CONNECTED 9c:b6:d0:48:e2:1a', value: '9c:b6:d0:48:e2:1a' },
  { family: 'wifi-log', text: 'kernel: wlp2s0: authenticate with 60:38:e0:c4:5b:9f (try 1/3)', value: '60:38:e0:c4:5b:9f' },
  { family: 'wifi-log', text: '[UniFi] Client F4:D4:88:17:6B:A0 roamed from AP-Lobby to AP-2F-East (rssi -67)', value: 'F4:D4:88:17:6B:A0' },
  { family: 'wifi-log', text: 'wpa_supplicant: CTRL-EVENT-DISCONNECTED bssid=b0:be:76:2d:91:4c reason=3 locally_generated=1', value: 'b0:be:76:2d:91:4c' },

  // ------------------------------------------------ BSSID
  { family: 'bssid', text: 'BSSID: 1C:3B:F3:A0:57:E6  SSID: HomeNet-5G  channel 36  signal -54 dBm', value: '1C:3B:F3:A0:57:E6' },
  { family: 'bssid', text: 'My phone shows BSSID d8:07:b6:5f:33:c2 — is that the 5GHz band of my router or the neighbour’s?', value: 'd8:07:b6:5f:33:c2' },
  { family: 'bssid', text: 'wifi scan: ssid=CoffeeShopGuest bssid=ac:84:c6:e9:0d:72 rssi=-61 freq=2437', value: 'ac:84:c6:e9:0d:72' },

  // ------------------------------------------------ device id / "where is my MAC" answers
  { family: 'device-id', text: 'device_id=F8:1A:67:B3:40:CE firmware=3.2.7 status=online', value: 'F8:1A:67:B3:40:CE' },
  { family: 'device-id', text: 'Smart plug registered — device ID 50-02-91-7D-C4-E8', value: '50-02-91-7D-C4-E8' },
  { family: 'device-id', text: "Your speaker's MAC address is 74:C2:46:8A:1F:53 (Settings > Device Options > About).", value: '74:C2:46:8A:1F:53' },
  { family: 'device-id', text: 'The console MAC (System Settings › Internet) shows 98:B6:E9:24:7C:0D, I need it for the hotel network', value: '98:B6:E9:24:7C:0D' },

  // ------------------------------------------------ JSON / tool calls
  { family: 'json', text: '{"event":"client_connected","mac":"a0:c5:89:3f:12:e7","ap":"ap-3f-north","rssi":-58}', value: 'a0:c5:89:3f:12:e7' },
  { family: 'json', text: '{"tool":"block_device","arguments":{"mac_address":"BC:D0:74:55:9A:21","duration_minutes":60}}', value: 'BC:D0:74:55:9A:21' },
  { family: 'json', text: '{"devices":[{"hostname":"Living-Room-TV","mac":"CC:6E:A4:0B:7D:38","online":true}]}', value: 'CC:6E:A4:0B:7D:38' },
  { family: 'json', text: '{"hw":"e4:5f:01:7a:c9:b2","lease_expires":"2026-12-05T22:00:00Z"}', value: 'e4:5f:01:7a:c9:b2' },
  { family: 'json', text: '{"wifi":{"bssid":"58:EF:68:31:D4:09","ssid":"eduroam","band":"5GHz"}}', value: '58:EF:68:31:D4:09' },

  // ------------------------------------------------ CLI output
  { family: 'cli-output', text: 'arp -a\n? (192.168.1.20) at 9a:3c:0e:b5:d4:71 on en0 ifscope [ethernet]', value: '9a:3c:0e:b5:d4:71' },
  { family: 'cli-output', text: '2: enp3s0: <BROADCAST,MULTICAST,UP> mtu 1500\n    link/ether d0:50:99:a7:3b:6e', value: 'd0:50:99:a7:3b:6e' },
  { family: 'cli-output', text: 'en0: flags=8863<UP,BROADCAST,SMART,RUNNING> mtu 1500\n\tether 1e:8f:32:c5:60:da', value: '1e:8f:32:c5:60:da' },
  { family: 'cli-output', text: 'Wake-on-LAN: sending magic packet to 18-C0-4D-6E-A2-B9 on port 9', value: '18-C0-4D-6E-A2-B9' },

  // ------------------------------------------------ Bluetooth (EUI-48 as well)
  { family: 'bluetooth', text: 'Bluetooth pairing failed with my earbuds (F0:B3:EC:29:5A:8D), how do I reset them?', value: 'F0:B3:EC:29:5A:8D' },
  { family: 'bluetooth', text: 'bluetoothctl: [NEW] Device 5C:E9:1E:84:C3:70 Galaxy Buds2', value: '5C:E9:1E:84:C3:70' },

  // ------------------------------------------------ other languages
  { family: 'non-english', text: 'Die MAC-Adresse meiner FRITZ!Box lautet 3C:A6:2F:8E:14:D7 – wie richte ich den MAC-Filter ein?', value: '3C:A6:2F:8E:14:D7' },
  { family: 'non-english', text: 'Mein Drucker (MAC 00-80-77-4B-C2-19) bekommt seit gestern keine Adresse mehr.', value: '00-80-77-4B-C2-19' },
  { family: 'non-english', text: "Bonjour, l'adresse MAC de ma box est 7C:03:D8:6A:E5:21 et je n'ai plus de connexion.", value: '7C:03:D8:6A:E5:21' },
  { family: 'non-english', text: 'adresse MAC du décodeur TV : 88:d2:74:0f:6b:a3', value: '88:d2:74:0f:6b:a3' },
  { family: 'non-english', text: 'La dirección MAC de mi portátil es 48:A4:72:9D:0E:5C y no me deja conectarme a la red del trabajo.', value: '48:A4:72:9D:0E:5C' },
  { family: 'non-english', text: '¿Cómo bloqueo el dispositivo 2e:81:f4:c7:39:0a? No sé de quién es.', value: '2e:81:f4:c7:39:0a' },
  { family: 'non-english', text: 'O endereço MAC do meu celular é 6A:9B:1E:C0:47:F2 (desativei o endereço aleatório).', value: '6A:9B:1E:C0:47:F2' },
  { family: 'non-english', text: 'indirizzo MAC della stampante: 00:26:AB:5E:91:D0', value: '00:26:AB:5E:91:D0' },
  { family: 'non-english', text: 'Het MAC-adres van mijn tv is 40:16:3b:a8:2d:e5, moet ik dat ergens invullen?', value: '40:16:3b:a8:2d:e5' },
  { family: 'non-english', text: 'ルーターのMACアドレスは 34:76:C5:8B:0A:E2 です。フィルタに登録してください。', value: '34:76:C5:8B:0A:E2' },
  { family: 'non-english', text: '我的电脑MAC地址是E0-D4-E8-6F-21-9B，公司网络连不上', value: 'E0-D4-E8-6F-21-9B' },
  { family: 'non-english', text: 'Adres MAC karty sieciowej: 70-85-C2-3D-9E-14', value: '70-85-C2-3D-9E-14' },
];

export const COORDINATE_POSITIVES: readonly HardwareLocationPositive[] = [
  // ------------------------------------------------ plain decimal pairs in chat
  { family: 'decimal-pair-chat', text: "I'm at 40.7128, -74.0060 — where's the nearest pharmacy that's open now?", value: '40.7128, -74.0060' },
  { family: 'decimal-pair-chat', text: 'my location is -33.86882, 151.20929, can the driver find me?', value: '-33.86882, 151.20929' },
  { family: 'decimal-pair-chat', text: 'im stuck here 34.052235,-118.243683 car broke down', value: '34.052235,-118.243683' },
  { family: 'decimal-pair-chat', text: 'Waiting at 52.52001, 13.40495 by the side entrance, please hurry', value: '52.52001, 13.40495' },
  { family: 'decimal-pair-chat', text: 'current position 35.689487, 139.691706 — what is the nearest train station called?', value: '35.689487, 139.691706' },
  { family: 'decimal-pair-chat', text: 'we are camping at 44.42797, -110.58845 tonight, any bear warnings?', value: '44.42797, -110.58845' },
  { family: 'decimal-pair-chat', text: 'home base is -34.9285,138.6007 if you need to send the spare key', value: '-34.9285,138.6007' },
  { family: 'decimal-pair-chat', text: 'Location: (49.2827, -123.1207) — I can see the courier van but not the driver', value: '49.2827, -123.1207' },
  { family: 'decimal-pair-chat', text: 'live location 📍 -8.409518, 115.188916 — come pick me up at the villa', value: '-8.409518, 115.188916' },
  { family: 'decimal-pair-chat', text: 'my run started at 37.774929,-122.419418, can you make a 5k loop from there?', value: '37.774929,-122.419418' },

  // ------------------------------------------------ pickup / delivery labels
  { family: 'labelled-pickup', text: 'pickup location: 51.5074,-0.1278', value: '51.5074,-0.1278' },
  { family: 'labelled-pickup', text: 'Drop-off: 48.85837, 2.29448 (back gate, code on the intercom)', value: '48.85837, 2.29448' },
  { family: 'labelled-pickup', text: 'Deliver to coordinates 19.432608, -99.133209 — blue door next to the bakery', value: '19.432608, -99.133209' },
  { family: 'labelled-pickup', text: 'send the courier to -23.55052, -46.63331, ring twice', value: '-23.55052, -46.63331' },
  { family: 'labelled-pickup', text: 'rider_pickup=-37.81362,144.96305 dropoff=pending surge=1.4', value: '-37.81362,144.96305' },

  // ------------------------------------------------ map URLs
  { family: 'maps-url', text: "here's where I live lol https://www.google.com/maps/@41.38879,2.15899,17z", value: '41.38879,2.15899' },
  { family: 'maps-url', text: 'https://maps.google.com/?q=-34.603722,-58.381592', value: '-34.603722,-58.381592' },
  { family: 'maps-url', text: 'meet me here: https://www.google.com/maps/place/@55.755826,37.6173,15z/data=!3m1!4b1', value: '55.755826,37.6173' },
  { family: 'maps-url', text: 'Pin dropped: https://maps.apple.com/?ll=1.352083,103.819836&q=Dropped%20Pin', value: '1.352083,103.819836' },
  { family: 'maps-url', text: 'navigate to https://www.google.com/maps/dir/?api=1&destination=-1.292066,36.821946 please', value: '-1.292066,36.821946' },
  { family: 'maps-url', text: 'my flat is here https://www.openstreetmap.org/?mlat=59.32932&mlon=18.06858', value: '59.32932&mlon=18.06858' },

  // ------------------------------------------------ geo: URIs
  { family: 'geo-uri', text: 'geo:37.786971,-122.399677;u=35', value: '37.786971,-122.399677' },
  { family: 'geo-uri', text: 'Location shared: geo:-6.208763,106.845599?z=16', value: '-6.208763,106.845599' },
  { family: 'geo-uri', text: '<a href="geo:50.087451,14.420671">my flat</a>', value: '50.087451,14.420671' },

  // ------------------------------------------------ degrees with hemisphere letters
  { family: 'hemisphere-letters', text: "We're anchored at 33.8688° S, 151.2093° E, requesting a water taxi", value: '33.8688° S, 151.2093° E' },
  { family: 'hemisphere-letters', text: 'Position: 22.3193° N, 114.1694° E. Battery 8%.', value: '22.3193° N, 114.1694° E' },
  { family: 'hemisphere-letters', text: 'last fix 64.1466 N 21.9426 W, heading to the harbour', value: '64.1466 N 21.9426 W' },
  { family: 'hemisphere-letters', text: "I'm at N 45.4642, E 9.1900 — is there a taxi rank nearby?", value: 'N 45.4642, E 9.1900' },
  { family: 'hemisphere-letters', text: 'meet at 12.9716°N 77.5946°E after work', value: '12.9716°N 77.5946°E' },

  // ------------------------------------------------ degrees-minutes-seconds / decimal minutes
  { family: 'dms', text: `my hotel is at 40°44'54.3"N 73°59'08.4"W, how far is the museum?`, value: `40°44'54.3"N 73°59'08.4"W` },
  { family: 'dms', text: 'Mayday — position 36°07′12″N 5°21′03″W, engine failure, two on board', value: '36°07′12″N 5°21′03″W' },
  { family: 'dms', text: `position 51° 30' 26" N, 0° 7' 39" W`, value: `51° 30' 26" N, 0° 7' 39" W` },
  { family: 'dms', text: `Pick me up at 41°24'12.2"N 2°10'26.5"E`, value: `41°24'12.2"N 2°10'26.5"E` },
  { family: 'dms', text: `DMS: 36° 50' 54.0" S, 174° 45' 48.0" E — that's our bach`, value: `36° 50' 54.0" S, 174° 45' 48.0" E` },
  { family: 'degrees-decimal-minutes', text: "boat's at N 47° 36.368' W 122° 19.979', come by the dinghy", value: "N 47° 36.368' W 122° 19.979'" },

  // ------------------------------------------------ labelled latitude / longitude (two numbers separated by words)
  { family: 'labelled-lat-long', text: 'lat 48.8566 long 2.3522', value: '48.8566 long 2.3522' },
  { family: 'labelled-lat-long', text: 'Latitude: -22.906847, Longitude: -43.172897', value: '-22.906847, Longitude: -43.172897' },
  { family: 'labelled-lat-long', text: 'GET /api/nearby?lat=45.501689&lng=-73.567256&radius=500', value: '45.501689&lng=-73.567256' },
  { family: 'labelled-lat-long', text: 'LAT -41.28646 LON 174.77624 — send the ambulance to the car park', value: '-41.28646 LON 174.77624' },

  // ------------------------------------------------ JSON / tool calls
  { family: 'json', text: '{"lat": 40.416775, "lng": -3.703790}', value: '40.416775, "lng": -3.703790' },
  { family: 'json', text: '{"tool":"request_ride","arguments":{"pickup":{"latitude":-26.204103,"longitude":28.047305}}}', value: '-26.204103,"longitude":28.047305' },
  { family: 'json', text: '{"coords":"30.044420,31.235712","accuracy_m":12}', value: '30.044420,31.235712' },
  { family: 'geojson', text: '{"type":"Point","coordinates":[-0.127758,51.507351]}', value: '-0.127758,51.507351' },

  // ------------------------------------------------ logs
  { family: 'log', text: '2026-12-02T19:44:03Z INFO dispatch.assign driver=D-2291 pickup=25.204849,55.270783 eta_s=240', value: '25.204849,55.270783' },
  { family: 'log', text: 'WARN geofence: device left zone at 47.376887,8.541694 (accuracy 8m)', value: '47.376887,8.541694' },
  { family: 'log', text: 'GPS fix: 3D, sats=11, pos=39.904202,116.407394, hdop=0.8', value: '39.904202,116.407394' },

  // ------------------------------------------------ 3 decimals after a GPS/coordinates word
  { family: 'gps-3-decimals', text: 'GPS coordinates 53.349, -6.260 — is there parking near me?', value: '53.349, -6.260' },
  { family: 'gps-3-decimals', text: "my coordinates are 13.756, 100.502, what's good street food within walking distance?", value: '13.756, 100.502' },
  { family: 'gps-3-decimals', text: 'GPS: -12.046, -77.043', value: '-12.046, -77.043' },

  // ------------------------------------------------ other separators
  { family: 'slash-separated', text: 'Lat/Long: 60.1699/24.9384', value: '60.1699/24.9384' },
  { family: 'space-separated', text: 'my pin: 43.6532 -79.3832', value: '43.6532 -79.3832' },

  // ------------------------------------------------ other languages
  { family: 'non-english', text: 'Ich stehe mit einer Panne bei 48.137154, 11.576124, bitte schicken Sie den Abschleppdienst.', value: '48.137154, 11.576124' },
  { family: 'non-english', text: 'Je suis à 45.764043, 4.835659, le livreur ne trouve pas mon adresse.', value: '45.764043, 4.835659' },
  { family: 'non-english', text: 'Mi ubicación: 4.710989, -74.072092. ¿Cuánto tarda el taxi?', value: '4.710989, -74.072092' },
  { family: 'non-english', text: "Sono qui: 41.902782, 12.496366 — mandate un'ambulanza, per favore", value: '41.902782, 12.496366' },
  { family: 'non-english', text: 'Estou em -22.951916, -43.210487, alguém pode me buscar?', value: '-22.951916, -43.210487' },
  { family: 'non-english', text: '現在地は 34.693738, 135.502165 です。最寄りの病院を教えてください。', value: '34.693738, 135.502165' },
  { family: 'non-english', text: '제 위치는 37.566535, 126.977969 입니다. 택시 불러 주세요.', value: '37.566535, 126.977969' },
  { family: 'non-english', text: 'Konumum: 41.008238, 28.978359 — kurye nerede kaldı?', value: '41.008238, 28.978359' },

  // ------------------------------------------------ emergency
  { family: 'emergency', text: 'EMERGENCY: hiker injured, position 46.55886, 7.98398, need a helicopter', value: '46.55886, 7.98398' },
  { family: 'emergency', text: 'SOS sent from my phone: 28.00701, 86.85989 — altitude sickness, cannot descend alone', value: '28.00701, 86.85989' },
  { family: 'emergency', text: 'my dad fell on the trail, we are at 36.10697, -112.11299, what do i do until rescue arrives', value: '36.10697, -112.11299' },
  { family: 'emergency', text: 'Flood water rising, we are on the roof at -27.470125, 153.021072, send a boat', value: '-27.470125, 153.021072' },
];

export const NEGATIVES: readonly HardwareLocationNegative[] = [
  // ------------------------------------------------ git SHAs and hex hashes
  { family: 'git-sha', text: 'Fixed in commit 3f9a1c27e4b8d05f6a2c9e71b3d48f05a6c2e917, please rebase.' },
  { family: 'git-sha', text: 'git cherry-pick a1b2c3d 9e8f7a6 && git push' },
  { family: 'git-sha', text: 'HEAD is now at 7d41e0b chore: bump deps' },
  { family: 'git-sha', text: 'Merge pull request #4821 from feature/retry-backoff (8c0f2e9d1b7a4c3e5f6a8b9c0d1e2f3a4b5c6d7e)' },
  { family: 'git-sha', text: 'deployed build 2f8e1d4c9b3a on staging' },
  { family: 'hex-hash', text: 'sha256: 9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08' },
  { family: 'hex-hash', text: 'md5sum: d41d8cd98f00b204e9800998ecf8427e  empty.txt' },
  { family: 'hex-hash', text: 'docker pull ghcr.io/acme/api@sha256:4b3a9e2c1d0f8e7a6b5c4d3e2f1a0b9c8d7e6f5a4b3c2d1e0f9a8b7c6d5e4f3a' },
  { family: 'hex-hash', text: 'ETag: "5f3c2a1b9e8d7c6b"' },
  { family: 'hex-hash', text: 'cache key 0x1f2e3d4c5b6a7988 evicted after 300s' },
  { family: 'hex-hash', text: 'tx 0x8a3f0c1e2d4b6a79c8e7f6d5c4b3a2918f7e6d5c4b3a29180f1e2d3c4b5a6978 confirmed in block 19283746' },

  // ------------------------------------------------ UUIDs / ULIDs / other ids
  { family: 'uuid', text: 'conversation_id=5f0c8e2a-3b7d-4e91-a6c4-1d2e3f4a5b6c' },
  { family: 'uuid', text: '{"request_id":"c9e1f7a2-44b0-4d3e-9a1f-0b2c3d4e5f60","status":429}' },
  { family: 'uuid', text: 'Heart-rate service UUID 0000180d-0000-1000-8000-00805f9b34fb is not advertised' },
  { family: 'uuid', text: 'ULID 01HGW2N8Z3K4Q5R6S7T8V9W0XY assigned to job' },
  { family: 'uuid', text: 'run_01J8ZK4M2N3P5Q6R7S8T9V0W1X finished in 41s' },
  { family: 'uuid', text: 'workspace 6e3f1d2c-0a9b-48c7-b6d5-e4f3a2b1c0d9 was archived' },

  // ------------------------------------------------ trace ids
  { family: 'trace-id', text: 'traceparent: 00-4bf92f3577b34da6a3ce929d0e0e4736-00f067aa0ba902b7-01' },
  { family: 'trace-id', text: 'trace_id=7a3c9e1f0b2d4f68a1c3e5f7092b4d6e span_id=3e5f7a9c1b2d4f60' },
  { family: 'trace-id', text: 'x-datadog-trace-id: 1234567890123456789' },
  { family: 'trace-id', text: 'span 9f1e2d3c4b5a6978 exceeded 2000ms' },
  { family: 'trace-id', text: 'X-Amzn-Trace-Id: Root=1-67891233-abcdef012345678912345678' },
  { family: 'trace-id', text: 'cf-ray: 8c2f1a9b3d4e5f60-FRA' },
  { family: 'trace-id', text: 'correlation id a9c8e7f6d5b4a3c2 (16 hex) propagated to 3 services' },
  { family: 'trace-id', text: 'sentry event 0f1e2d3c4b5a69788796a5b4c3d2e1f0 grouped under issue PROJ-4F2' },

  // ------------------------------------------------ SSH / TLS fingerprints (16, 20, 32 bytes)
  { family: 'fingerprint', text: 'RSA key fingerprint is 16:27:ac:a5:76:28:2d:36:63:1b:56:4d:eb:df:a6:48.' },
  { family: 'fingerprint', text: 'SHA1 Fingerprint=3A:1F:9C:0E:7B:44:D2:81:5C:6A:F0:2B:93:E7:18:4D:C5:A0:6F:21' },
  { family: 'fingerprint', text: 'SHA256 Fingerprint=5C:8B:2E:91:04:7A:D3:F6:1E:C0:9B:48:A2:7D:36:E5:0F:C1:84:5A:B9:2D:73:E0:16:F8:4C:A3:9E:52:07:BD' },
  { family: 'fingerprint', text: 'ED25519 key fingerprint is SHA256:u3Kx9Zp1mW8vQ2nR5tY7bE4cF6gH0jL3aS9dK2fG1hM.' },
  { family: 'fingerprint', text: 'pin-sha256="d6qzRu9zOECb90Uez27xWltNsj0e1Md7GkYYkVoZWmM="' },
  { family: 'fingerprint', text: 'MD5 fingerprint of the host key changed: 0b:5e:2c:91:7f:a4:38:d6:e1:0c:4b:92:6a:f7:13:8e' },

  // ------------------------------------------------ EUI-64 / byte dumps with 7+ groups, or space-separated bytes
  { family: 'byte-dump', text: 'EUI-64 interface identifier: 02:1a:2b:ff:fe:3c:4d:5e' },
  { family: 'byte-dump', text: 'payload: de:ad:be:ef:00:01:02:03:04:05:06:07' },
  { family: 'byte-dump', text: 'first bytes of the frame: 45 00 00 3c 1c 46 40 00 40 06' },
  { family: 'byte-dump', text: 'xxd: 00000000: 4865 6c6c 6f2c 2057 6f72 6c64 210a  Hello, World!.' },
  { family: 'byte-dump', text: 'AES key schedule round 1: 0a-1b-2c-3d-4e-5f-60-71-82-93-a4-b5-c6-d7-e8-f9 (test vector)' },
  { family: 'byte-dump', text: 'CAN frame id 0x18FEF100 data [8] 01 02 03 04 05 06 07 08' },
  { family: 'byte-dump', text: 'Zigbee extended PAN id 00:12:4b:00:1c:a1:b2:c3' },

  // ------------------------------------------------ times, durations, timecodes
  { family: 'time', text: 'The job started at 12:30:45 and finished at 12:41:07.' },
  { family: 'time', text: 'uptime 14 days, 03:22:51' },
  { family: 'time', text: '00:01:02,500 --> 00:01:05,000\nWelcome back to the show.' },
  { family: 'time', text: 'SMPTE timecode 01:02:03:04 at 25 fps' },
  { family: 'time', text: 'Elapsed: 00:12:45.300 (wall), 00:09:58.120 (cpu)' },
  { family: 'time', text: 'Store hours Mon–Fri 09:00–17:30, Sat 10:00–14:00' },
  { family: 'time', text: 'chapters: 00:00 intro, 05:12 setup, 12:47 demo, 21:03 Q&A' },
  { family: 'time', text: 'timeout after 2m30s (retry 3/5)' },
  { family: 'time', text: '2026-12-05T14:02:11.482+01:00 request received' },

  // ------------------------------------------------ semantic versions, version pairs
  { family: 'version', text: 'upgrade from 3.11.4 to 3.12.1 broke the build' },
  { family: 'version', text: 'numpy 1.26.4, pandas 2.2.2, scikit-learn 1.5.0' },
  { family: 'version', text: 'Released v2.14.3-beta.4+build.5521' },
  { family: 'version', text: 'Chrome 120.0.6099.109 on Android 14' },
  { family: 'version', text: 'supported range: >=18.17.0 <23.0.0' },
  { family: 'version', text: 'protocol versions 1.0, 1.1 and 2.0 are accepted' },

  // ------------------------------------------------ model names
  { family: 'model-name', text: 'model=gpt-4o-2024-08-06 temperature=0.2 max_tokens=1024' },
  { family: 'model-name', text: 'switched the summariser to claude-3-5-sonnet-20241022' },
  { family: 'model-name', text: 'embedding model text-embedding-3-large, 3072 dimensions' },
  { family: 'model-name', text: 'fallback chain: gemini-1.5-pro-002 -> llama-3.1-70b-instruct -> mistral-large-2407' },
  { family: 'model-name', text: 'fine-tune ft:gpt-4o-mini-2024-07-18:acme::9xK2mQ7b completed' },

  // ------------------------------------------------ order / ticket / SKU / part numbers (incl. 17-character ones)
  { family: 'order-id', text: 'Your order ORD-2026-11-48213 has shipped.' },
  { family: 'order-id', text: 'Invoice INV20261105QX7731 is overdue by 12 days.' },
  { family: 'order-id', text: 'SKU: HDMI2CABLE3MBLK — out of stock in the EU warehouse' },
  { family: 'order-id', text: 'Ticket SUP-104882 escalated to tier 2' },
  { family: 'order-id', text: 'Amazon order 112-4839201-7736258 — where is my package?' },
  { family: 'order-id', text: 'UPS tracking 1Z999AA10123456784, expected Thursday' },
  { family: 'order-id', text: 'ISBN 978-3-16-148410-0, EAN 4006381333931' },
  { family: 'order-id', text: 'OEM part number 8K0 615 301 M (front brake disc)' },
  { family: 'order-id', text: 'ASIN B08N5WRWNW is listed twice in the catalogue' },
  { family: 'order-id', text: 'batch id 20261204153045123 processed 4,812 rows' },
  { family: 'order-id', text: 'promo code WINTERSALE2026QX applied, 15% off' },
  { family: 'order-id', text: 'Jira PLAT-2291, PLAT-2292 and PLAT-2310 are blocked' },
  { family: 'order-id', text: 'part no. QO-4471-BRKT-RIGHT' },
  { family: 'order-id-17-char', text: 'Your order number is 7KX9M2PWR4TZ8N3VD — keep it for returns.' },
  { family: 'order-id-17-char', text: 'reservation ref ORDQ7XK2M9PL4T8WZ for the conference room' },
  { family: 'order-id-17-char', text: 'shipment SN2026DE001847352 left the sorting centre' },
  { family: 'order-id-17-char', text: 'coupon IOQ4X7K2M9P1R5T8W is not valid anymore' },

  // ------------------------------------------------ base32 / base64 tokens (non-secret)
  { family: 'token', text: 'next page cursor: eyJvZmZzZXQiOjEwMCwibGltaXQiOjUwfQ==' },
  { family: 'token', text: 'ipfs://bafybeigdyrzt5sfp7udm7hu76uh7y26nf3efuylqabf3oclgtqy55fbzdi' },
  { family: 'token', text: '<img src="data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk">' },
  { family: 'token', text: 'content hash (base32): MFRGGZDFMZTWQ2LKNNWG23TPOBYXE43U' },
  { family: 'token', text: 'Firebase push id -NjK3x9aQ2LmP8rT4vWz created' },
  { family: 'token', text: 'idempotency_key=Vx7Kp2Qm9LrT4nZs' },

  // ------------------------------------------------ embedding vectors
  { family: 'embedding', text: 'embedding: [0.0123, -0.0456, 0.7891, -0.1122, 0.0334, ...] (1536 dims)' },
  { family: 'embedding', text: '{"embedding":[-0.021184,0.004512,0.017733,-0.009961]}' },
  { family: 'embedding', text: 'centroid of cluster 4 = [0.2311, -0.1873, 0.0942]' },
  { family: 'embedding', text: 'logits [2.3415, -1.0872, 0.4410] -> softmax [0.8312, 0.0270, 0.1418]' },
  { family: 'embedding', text: 'PCA components: 0.7071, 0.7071, -0.7071, 0.7071' },

  // ------------------------------------------------ score pairs / statistics
  { family: 'score-pair', text: 'precision/recall 0.8123, 0.7345' },
  { family: 'score-pair', text: 'F1 on dev/test: 0.9012, 0.8876' },
  { family: 'score-pair', text: 'BLEU 41.2307, chrF 63.8841' },
  { family: 'score-pair', text: 'AUC 0.9731 (train), 0.9412 (val)' },
  { family: 'score-pair', text: 'accuracy went from 71.3845 to 74.0021 after the prompt change' },
  { family: 'statistics', text: 'mean, std: 3.1416, 0.0012' },
  { family: 'statistics', text: '95% CI [12.4417, 15.0823]' },
  { family: 'statistics', text: 'r = 0.8123, p = 0.0031' },
  { family: 'statistics', text: 'median 48.25, IQR 12.50' },
  { family: 'statistics', text: 'regression: slope 2.4471, intercept -0.3318' },

  // ------------------------------------------------ metrics lists, prices
  { family: 'metrics-list', text: 'latency 12.3456, 13.9876, 14.0012 ms' },
  { family: 'metrics-list', text: 'p50/p95/p99: 45.2, 120.8, 310.4 ms' },
  { family: 'metrics-list', text: 'training loss: 0.6931, 0.5123, 0.4012, 0.3550' },
  { family: 'metrics-list', text: 'GPU util 45.67%, 88.12%; memory 71.40 GiB' },
  { family: 'metrics-list', text: 'tokens/s: 52.8, 49.1, 61.3' },
  { family: 'price', text: 'Plans: 19.99, 24.99 and 29.99 EUR per month' },
  { family: 'price', text: 'subtotal 140.75, discount -12.50, total 128.25' },
  { family: 'price', text: 'input $2.50 / 1M tokens, output $10.00 / 1M tokens' },
  { family: 'price', text: 'BTC closed at 64,213.55, down -1.24%' },

  // ------------------------------------------------ bounding boxes, image and screen coordinates
  { family: 'bbox', text: 'bbox 0.1234, 0.5678, 0.2345, 0.6789' },
  { family: 'bbox', text: '[x1, y1, x2, y2] = [34.5, 120.25, 188.0, 310.75]' },
  { family: 'bbox', text: 'YOLO label: 0 0.512345 0.433210 0.120000 0.245000' },
  { family: 'bbox', text: '{"label":"cat","box":{"x":0.4121,"y":0.3318,"w":0.2207,"h":0.1950},"score":0.97}' },
  { family: 'bbox', text: 'detected empty region at (0.25, 0.75) with radius 0.1' },
  { family: 'pixel-coords', text: 'click at 640, 480' },
  { family: 'pixel-coords', text: 'mouse moved to (1024, 768)' },
  { family: 'pixel-coords', text: 'page.mouse.click(412.5, 233.75)' },
  { family: 'pixel-coords', text: 'crop x=120 y=45 w=300 h=200' },
  { family: 'pixel-coords', text: 'drag the slider from 12.5, 88.25 to 300.75, 410.0' },

  // ------------------------------------------------ temperatures, chemistry, physics
  { family: 'temperature', text: 'CPU temp 71.5°C, GPU 64.25°C' },
  { family: 'temperature', text: 'Forecast for tomorrow: high 2.4°, low -6.8°' },
  { family: 'temperature', text: 'oven at 180 °C for 25 minutes, then 200 °C for 10' },
  { family: 'chemistry', text: 'C6H12O6 + 6 O2 -> 6 CO2 + 6 H2O' },
  { family: 'chemistry', text: 'pKa values 4.76, 9.25; molar mass 58.44 g/mol' },
  { family: 'chemistry', text: 'density 7.874 g/cm³, melting point 1538 °C' },
  { family: 'physics', text: 'g = 9.80665 m/s², c = 299792458 m/s' },

  // ------------------------------------------------ exchange rates
  { family: 'exchange-rate', text: 'EUR/USD 1.0845, 1.0851' },
  { family: 'exchange-rate', text: 'USD/JPY bid/ask 151.32 / 151.35' },
  { family: 'exchange-rate', text: 'GBP/EUR opened at 1.1642 and closed at 1.1598' },
  { family: 'exchange-rate', text: 'USD/MXN 17.0512, -0.2231 on the day' },

  // ------------------------------------------------ sports scores, lap times
  { family: 'sports-score', text: 'Final score 3-1, half-time 1:0' },
  { family: 'sports-score', text: 'set scores 6-4, 3-6, 7-6(5)' },
  { family: 'sports-score', text: 'Lakers won 102-98 in overtime' },
  { family: 'sports-score', text: 'lap times 1:32.456, 1:31.998, 1:32.105' },

  // ------------------------------------------------ hard cases: decimal pairs/angles in plausible lat/long ranges that are not locations
  { family: 'hard-decimal-pair', text: 't-SNE projection of document 17: (12.4471, -38.2290)' },
  { family: 'hard-decimal-pair', text: 'The two roots are x = 2.41421, -0.41421' },
  { family: 'hard-decimal-pair', text: 'bid/ask 48.8566, 48.8571 for ACME shares' },
  { family: 'hard-decimal-pair', text: 'test-set MAE and bias were 23.1187, -0.5523' },
  { family: 'hard-decimal-pair', text: 'gradient components (51.5074, -0.1278) clipped to norm 1.0' },
  { family: 'hard-decimal-pair', text: 'stock moved from 34.0522 to 31.8120 (-6.58%) this week' },
  { family: 'hard-decimal-pair', text: 'camera pitch 12.3456°, yaw -45.6789°, roll 0.0000°' },
  { family: 'hard-decimal-pair', text: 'rotate the image by 45.0000° and shear by 12.5000°' },
  { family: 'hard-decimal-pair', text: 'sensor calibration offsets: 40.7128, -74.0060, 3.2210 (x, y, z in mG)' },
  { family: 'hard-decimal-pair', text: 'weights w1, w2 = 0.3349, -0.6260' },

  // ------------------------------------------------ hard cases: colon/dash groups that are not MACs
  { family: 'hard-mac-like', text: 'aspect ratios 16:9, 4:3, 21:9 and 1:1 supported' },
  { family: 'hard-mac-like', text: 'hex colours #3C22FB, #A491B1 and #F09FC2 in the palette' },
  { family: 'hard-mac-like', text: 'ratio of reads:writes:deletes = 70:20:10' },
  { family: 'hard-mac-like', text: 'Genesis 1:1 and Psalm 23:1-6 were quoted in the essay' },
  { family: 'hard-mac-like', text: 'dates 2026-12-05, 05-12-26 and 12/05/2026 all mean the same day' },
  { family: 'hard-mac-like', text: 'product key format is XXXXX-XXXXX-XXXXX-XXXXX-XXXXX' },
  { family: 'hard-mac-like', text: 'vlan trunk allowed 10-20-30-40' },

  // ------------------------------------------------ places without coordinates
  { family: 'city-no-coords', text: 'What is the weather like in Lisbon this weekend?' },
  { family: 'city-no-coords', text: 'We ship to Berlin, Paris, Madrid and Warsaw within 48 hours.' },
  { family: 'city-no-coords', text: 'Our data centre is in Frankfurt (eu-central-1).' },
  { family: 'city-no-coords', text: 'Tokyo is 9 hours ahead of London in winter.' },
  { family: 'city-no-coords', text: 'The conference moves from Singapore to Nairobi next year.' },

  // ------------------------------------------------ geo vocabulary without numbers / with illustrative formats only
  { family: 'geo-words-no-numbers', text: 'latitude and longitude are required fields' },
  { family: 'geo-words-no-numbers', text: 'The app only requests location permission while in use.' },
  { family: 'geo-words-no-numbers', text: 'Enter coordinates in decimal degrees, e.g. DD.DDDDDD, with a minus sign for south and west.' },
  { family: 'geo-words-no-numbers', text: 'geo: URIs are defined in RFC 5870.' },
  { family: 'geo-words-no-numbers', text: 'Set the default map zoom to 17 and the tilt to 45 degrees.' },
  { family: 'geo-words-no-numbers', text: 'GPS accuracy is worse indoors; the fix may take a minute.' },
  { family: 'geo-words-no-numbers', text: 'Breitengrad und Längengrad sind Pflichtfelder.' },

  // ------------------------------------------------ VIN vocabulary without a value
  { family: 'vin-word-no-value', text: 'enter your VIN below' },
  { family: 'vin-word-no-value', text: 'A VIN is 17 characters long and never contains the letters I, O or Q.' },
  { family: 'vin-word-no-value', text: 'Where do I find the VIN on a 2015 Corolla?' },
  { family: 'vin-word-no-value', text: 'Bitte geben Sie Ihre Fahrgestellnummer (FIN) aus Feld E ein.' },
  { family: 'vin-word-no-value', text: 'Introduzca el número de bastidor tal y como aparece en la ficha técnica.' },
  { family: 'vin-word-no-value', text: 'The 9th character of a North American VIN is a check digit.' },
  { family: 'vin-word-no-value', text: 'VIN decoding failed: input too short (11 characters)' },

  // ------------------------------------------------ MAC vocabulary without a value
  { family: 'mac-word-no-value', text: 'Where do I find the MAC address on a Mac?' },
  { family: 'mac-word-no-value', text: 'MAC filtering is disabled on the guest network.' },
  { family: 'mac-word-no-value', text: 'TLS alert: bad_record_mac (MAC check failed for record 12)' },
  { family: 'mac-word-no-value', text: 'My MacBook Pro 14 will not wake from sleep after the update.' },
  { family: 'mac-word-no-value', text: 'Private Wi-Fi address is on, so the router sees a random MAC per network.' },
  { family: 'mac-word-no-value', text: 'HMAC-SHA256 signature mismatch in webhook verification' },
  { family: 'mac-word-no-value', text: "Comment trouver l'adresse MAC de mon imprimante ?" },
  { family: 'mac-word-no-value', text: 'BSSID and SSID columns are empty in the scan results.' },

  // ------------------------------------------------ misc. numeric noise
  { family: 'misc', text: 'HTTP 503 after 3 retries, backoff 1.5, 2.25, 3.375 s' },
  { family: 'misc', text: 'resolution 1920x1080 @ 59.94 Hz' },
  { family: 'misc', text: 'split 80/10/10, seed 42, lr 3e-4, batch 64' },
  { family: 'misc', text: 'The recipe needs 2.5 cups flour and 0.75 cups sugar.' },
  { family: 'misc', text: 'Section 4.2.1, paragraphs 3-7' },
  { family: 'misc', text: 'RAM 16 GB, disk 512 GB, 8 vCPU' },
];

/**
 * Second held-out evaluation set: vehicle identification numbers (VINs), MAC addresses and
 * precise geographic coordinates in LLM-application traffic (chat, agent/tool traces, logs, CSV
 * and table dumps, speech-to-text transcripts, LLM-written case summaries, support tickets),
 * plus look-alike negatives that must stay unchanged.
 *
 * Written on 2026-12-06 by a helper that had read neither the detectors (collector/) nor any other
 * test data or tests under test/ (only bank-accounts.data.ts, for the file style). Every value is
 * invented. Counts: 43 VIN positives, 32 MAC positives, 47 coordinate positives, 125 negatives.
 *
 * POSITIVES: `value` is the exact substring of `text` that is the personal datum and occurs exactly
 * once in `text`.
 *  - VINs: families `vin-na-labelled`, `vin-na-unlabelled`, `vin-lowercase`,
 *    `vin-spaced-transcript` and `vin-china-checkdigit` carry a correct ISO 3779 / FMVSS 115 check
 *    digit in position 9 (two of them have the check digit X). `vin-europe` and
 *    `vin-japan-korea` need no check digit (two vin-japan-korea values happen to carry a valid one,
 *    because they are North-American-market cars built in Japan/Korea). Lower-case VINs and a VIN
 *    that a speech-to-text engine wrote with spaces between characters are in their own families.
 *  - MACs: `mac-colon`, `mac-hyphen` (EUI-48); `mac-cisco-dot` (0011.2233.4455) and
 *    `mac-bare-labelled` (12 hex digits after a MAC word or key) are separate so they can be
 *    reported on their own.
 *  - Coordinates: where the two numbers are separated by words or keys, the value spans from the
 *    first number's first character to the second number's last digit. Where the coordinate
 *    carries its own marks (°, ′, ″, ', ") and hemisphere letters (N/S/E/W, Spanish O), those
 *    belong to the value, including a leading hemisphere letter (`N 40.75802 W 73.98553`).
 *    GeoJSON/WKT (longitude first), NMEA, decimal-comma, Google Maps `!3d…!4d…`, URL-encoded,
 *    exiftool `deg`, degrees-decimal-minutes, Plus Codes, geohash and MGRS are separate families.
 *
 * NEGATIVES: no personal data at all (no names, e-mails, phone numbers, IP addresses or street
 * addresses either). The `quantity-pair`, `confidence-interval`, `screen-coords` and
 * `bounding-box` families contain decimal pairs chosen to look like real city coordinates;
 * `placeholder-values` holds all-zero / broadcast / template values that are syntactically valid.
 */

export interface SecondSetPositive { text: string; value: string; family: string }
export interface SecondSetNegative { text: string; family: string }

export const SECOND_VIN_POSITIVES: readonly SecondSetPositive[] = [
  // ---------------------------------------------------------------- North America, with a label
  { family: 'vin-na-labelled', text: 'Hi, I bought a used Accord last month and the dealer never gave me the recall paperwork. VIN is 1HGCV1F39LA028417 — can you check whether the airbag recall was done?', value: '1HGCV1F39LA028417' },
  { family: 'vin-na-labelled', text: '{"tool":"nhtsa_recall_lookup","arguments":{"vin":"1FTFW1E58MFA30952","include_closed":false}}', value: '1FTFW1E58MFA30952' },
  { family: 'vin-na-labelled', text: 'Observation: {"vin": "5YJ3E1EA6PF418273", "model": "Model 3", "year": 2023, "open_recalls": 1}', value: '5YJ3E1EA6PF418273' },
  { family: 'vin-na-labelled', text: 'stock_no,vin,year,make,model,odometer\nU2291,1G1ZD5ST6JF190264,2018,Chevrolet,Malibu,84211\n', value: '1G1ZD5ST6JF190264' },
  { family: 'vin-na-labelled', text: 'Subject: Extended warranty claim\n\nHello,\nmy Camry started making a grinding noise from the front left wheel.\nVehicle: 2019 Toyota Camry LE\nVIN: 4T1B11HK7KU562048\nMileage: 41,300\n\nPlease advise.', value: '4T1B11HK7KU562048' },
  { family: 'vin-na-labelled', text: 'yo my jeep wont start again lol, vin 1C4RJFAG6FC614920 , do u guys have the starter in stock??', value: '1C4RJFAG6FC614920' },
  { family: 'vin-na-labelled', text: 'Buenas tardes, el número de VIN de mi camioneta es 1GNSKCKC6KR193756 y quiero saber si tiene campañas de servicio pendientes.', value: '1GNSKCKC6KR193756' },
  { family: 'vin-na-labelled', text: 'Bonjour, voici le NIV de mon véhicule : 2HGFC2F67LH540813. Merci de vérifier la garantie.', value: '2HGFC2F67LH540813' },
  { family: 'vin-na-labelled', text: 'Case summary: Customer called about a check-engine light on a 2013 Nissan Altima (VIN 1N4AL3AP0DN509271). Diagnostic code P0420 was read at a third-party shop. Customer requests a goodwill repair; escalated to the regional service manager.', value: '1N4AL3AP0DN509271' },
  { family: 'vin-na-labelled', text: 'Insurance quote request — motorcycle, VIN# 1HD1KB41XGB612345, garaged overnight, about 3,200 miles/yr', value: '1HD1KB41XGB612345' },
  { family: 'vin-na-labelled', text: "Agent: Can you read me the VIN from the door jamb?\nCaller: yeah it's uh 4S4BSANC1K3204718\nAgent: Thank you, one moment please.", value: '4S4BSANC1K3204718' },
  { family: 'vin-na-labelled', text: 'Please update the policy to the new truck. VIN: 1GCUYDED9NZ143058.', value: '1GCUYDED9NZ143058' },

  // ---------------------------------------------------------------- North America, no label
  { family: 'vin-na-unlabelled', text: 'ran 2T1BURHE0HC873105 through carfax, shows 2 owners and a minor accident in 2021. worth buying for 14k?', value: '2T1BURHE0HC873105' },
  { family: 'vin-na-unlabelled', text: '3VWC57BU3KM207731 — is this one of the Jettas affected by the rear-view camera recall?', value: '3VWC57BU3KM207731' },
  { family: 'vin-na-unlabelled', text: '{"name":"decode_vehicle","arguments":{"query":"5NPE24AF6GH337618"}}', value: '5NPE24AF6GH337618' },
  { family: 'vin-na-unlabelled', text: '| # | Vehicle | Identifier | Status |\n|---|---|---|---|\n| 1 | 2014 Ford Focus | 1FADP3F28EL318760 | sold |\n| 2 | 2017 Ford Escape | pending | in transit |', value: '1FADP3F28EL318760' },
  { family: 'vin-na-unlabelled', text: 'can you tell me what engine this one has?\n19XFC2F5XGE200417', value: '19XFC2F5XGE200417' },
  { family: 'vin-na-unlabelled', text: 'Title transfer stuck in the DMV queue for 2C3CDXBG6NH228516; buyer already paid, plates expire Friday.', value: '2C3CDXBG6NH228516' },
  { family: 'vin-na-unlabelled', text: 'Ho trovato questa macchina usata, il codice sul cruscotto è 1FTEW1EP9LKE60377, mi puoi dire di che anno è?', value: '1FTEW1EP9LKE60377' },
  { family: 'vin-na-unlabelled', text: 'Kun je dit voor me decoderen: 3GNAXKEV1ML392180? Ik wil weten welke motor erin zit.', value: '3GNAXKEV1ML392180' },
  { family: 'vin-na-unlabelled', text: '2026-12-02T09:41:07.118Z WARN telematics.enroll duplicate enrollment for 5FNRL6H78PB047291 (account already linked)', value: '5FNRL6H78PB047291' },

  // ---------------------------------------------------------------- unusual spellings of check-digit VINs
  { family: 'vin-lowercase', text: 'my vin is 1fm5k8d8xkga19384 can u check recalls', value: '1fm5k8d8xkga19384' },
  { family: 'vin-lowercase', text: 'GET /api/v2/valuation?vin=5uxcr6c02l9b73215&mileage=52000 200 184ms', value: '5uxcr6c02l9b73215' },
  { family: 'vin-spaced-transcript', text: "Caller: okay the VIN is 1 G 1 F B 1 R S 9 H 0 1 5 2 8 7 7 yeah that's it\nAgent: Perfect, I have the 2017 Camaro on file.", value: '1 G 1 F B 1 R S 9 H 0 1 5 2 8 7 7' },

  // ---------------------------------------------------------------- China (GB 16735 check digit)
  { family: 'vin-china-checkdigit', text: '我的车架号是LSVAU2A32N2183746，保险公司说查不到。', value: 'LSVAU2A32N2183746' },
  { family: 'vin-china-checkdigit', text: '车辆识别代号（VIN）：LFV2A21K3M4067152', value: 'LFV2A21K3M4067152' },

  // ---------------------------------------------------------------- Europe (no check digit)
  { family: 'vin-europe', text: 'Hallo, ich brauche die passenden Bremsscheiben für meinen Golf, FIN: WVWZZZAUZKP541208. Danke!', value: 'WVWZZZAUZKP541208' },
  { family: 'vin-europe', text: "Bonjour, carte grise en main, le numéro en case E est VF1RFB00X56123987 mais le site refuse l'immatriculation.", value: 'VF1RFB00X56123987' },
  { family: 'vin-europe', text: 'Numero di telaio ZFA31200003718264, Fiat 500 del 2013, mi serve il codice della chiave.', value: 'ZFA31200003718264' },
  { family: 'vin-europe', text: '{"tool":"epc_parts_lookup","arguments":{"vin":"WDD2050421R284715","part_group":"brakes"}}', value: 'WDD2050421R284715' },
  { family: 'vin-europe', text: 'Numer VIN: TMBJJ7NE4L0173624, Skoda Octavia, proszę o wycenę przeglądu.', value: 'TMBJJ7NE4L0173624' },
  { family: 'vin-europe', text: 'Mi Peugeot 208 (bastidor VR3UPHNKSLT052817) hace un ruido raro al frenar en frío.', value: 'VR3UPHNKSLT052817' },
  { family: 'vin-europe', text: 'Range Rover Evoque, chassis no SALGA2BE8LA401928, MOT due next week.', value: 'SALGA2BE8LA401928' },
  { family: 'vin-europe', text: 'kennzeichen_hash,fin,erstzulassung\n9f2c1e,WAUZZZF24MN038154,2021-03-18\n', value: 'WAUZZZF24MN038154' },
  { family: 'vin-europe', text: 'Chassisnummer VSSZZZKJZNR047731, graag een afspraak voor de APK.', value: 'VSSZZZKJZNR047731' },
  { family: 'vin-europe', text: 'Şasi numarası WF0XXXGCDXKR81234 olan aracın hasar kaydı var mı?', value: 'WF0XXXGCDXKR81234' },

  // ---------------------------------------------------------------- Japan and Korea
  { family: 'vin-japan-korea', text: '車台番号はJMZKF6W1A00641829です。リコール対象か確認してください。', value: 'JMZKF6W1A00641829' },
  { family: 'vin-japan-korea', text: '차대번호 KMHK381GFNU149027 차량의 보증 기간이 언제까지인가요?', value: 'KMHK381GFNU149027' },
  { family: 'vin-japan-korea', text: 'Observation: decode_vin returned {"wmi":"JHM","manufacturer":"Honda","model_year":2014} for input JHMZE2H59ES004187', value: 'JHMZE2H59ES004187' },
  { family: 'vin-japan-korea', text: 'RAV4 hybrid, JTMW43FV80D112035, needs the 12V battery replaced under warranty', value: 'JTMW43FV80D112035' },
  { family: 'vin-japan-korea', text: '쌍용 코란도 차대번호: KPTA0B1SSKP052914', value: 'KPTA0B1SSKP052914' },
  { family: 'vin-japan-korea', text: 'Kia Sorento 2021, VIN KNDPM3AC3M7501846 — the hands-free tailgate stopped working.', value: 'KNDPM3AC3M7501846' },
  { family: 'vin-japan-korea', text: 'ticket #88213: Prius JTDKARFU7J3061592 hybrid battery warning, customer wants a loaner', value: 'JTDKARFU7J3061592' },
];

export const SECOND_MAC_POSITIVES: readonly SecondSetPositive[] = [
  // ---------------------------------------------------------------- colon-separated
  { family: 'mac-colon', text: 'my laptop wont connect to the office wifi, IT asked for my mac address, its a4:83:e7:2b:19:c0', value: 'a4:83:e7:2b:19:c0' },
  { family: 'mac-colon', text: '{"name":"block_device","arguments":{"mac":"F0:18:98:6A:3C:D2","reason":"reported lost"}}', value: 'F0:18:98:6A:3C:D2' },
  { family: 'mac-colon', text: 'Thought: I need to find which access point the client joined.\nAction: wifi_client_lookup\nAction Input: {"client_mac": "3c:22:fb:91:0e:57"}\nObservation: {"ap":"ap-3rd-floor-east","band":"5GHz","rssi":-67}', value: '3c:22:fb:91:0e:57' },
  { family: 'mac-colon', text: 'device_id,hostname,mac,last_seen\n4411,kitchen-tablet,b8:27:eb:4c:7d:12,2026-11-29T08:14:00Z\n', value: 'b8:27:eb:4c:7d:12' },
  { family: 'mac-colon', text: 'Die MAC-Adresse meines Druckers lautet 00:1B:A9:5E:33:F1, bitte in die Whitelist aufnehmen.', value: '00:1B:A9:5E:33:F1' },
  { family: 'mac-colon', text: "L'adresse MAC de ma box est 14:0c:76:a2:5b:e8.", value: '14:0c:76:a2:5b:e8' },
  { family: 'mac-colon', text: 'ルーターに接続できません。MACアドレスは9C:B6:D0:0F:41:7Aです。', value: '9C:B6:D0:0F:41:7A' },
  { family: 'mac-colon', text: "Agent: Okay, so I have the MAC of your set-top box as d4:6e:0e:12:ab:90, is that right?\nCaller: Yes, that's the one on the sticker.", value: 'd4:6e:0e:12:ab:90' },
  { family: 'mac-colon', text: 'o endereço MAC do meu celular é 2c:f0:a2:18:6d:b5, pode liberar na rede da escola?', value: '2c:f0:a2:18:6d:b5' },
  { family: 'mac-colon', text: 'Indirizzo MAC della smart TV: 8C:79:F5:03:AE:61', value: '8C:79:F5:03:AE:61' },
  { family: 'mac-colon', text: 'mijn mac adres is e4:5f:01:9a:c3:28 maar hij blijft geblokkeerd', value: 'e4:5f:01:9a:c3:28' },
  { family: 'mac-colon', text: '我的手机MAC地址是F4:0F:24:3B:8E:9D，请帮我加到白名单。', value: 'F4:0F:24:3B:8E:9D' },
  { family: 'mac-colon', text: 'Modemin MAC adresi 10:62:e5:7c:44:0b olarak görünüyor ama bağlanamıyorum.', value: '10:62:e5:7c:44:0b' },
  { family: 'mac-colon', text: 'Summary: The customer reports that their smart thermostat (MAC 60:01:94:2d:b8:f3) drops off the network every night around 2am. Firmware is current. Next step: replace the mesh node in the hallway.', value: '60:01:94:2d:b8:f3' },
  { family: 'mac-colon', text: '2026-12-01T03:12:45Z hostapd: wlan0: STA 7a:1e:55:c0:93:4d IEEE 802.11: deauthenticated due to local deauth request', value: '7a:1e:55:c0:93:4d' },
  { family: 'mac-colon', text: '[bluetooth]# connect 38:18:4C:D2:7B:05\nConnection successful', value: '38:18:4C:D2:7B:05' },
  { family: 'mac-colon', text: "A0:CE:C8:14:E2:6F is the MAC of the tablet in the kids' room, please block it after 9pm", value: 'A0:CE:C8:14:E2:6F' },
  { family: 'mac-colon', text: '| hostname | mac | vlan |\n|---|---|---|\n| desk-pc | 18:c0:4d:5a:9e:21 | 20 |', value: '18:c0:4d:5a:9e:21' },
  { family: 'mac-colon', text: 'wifi keeps kickin me off lol. mac is 5c:e9:1e:b3:07:aa if that helps', value: '5c:e9:1e:b3:07:aa' },
  { family: 'mac-colon', text: 'Dirección MAC del reloj: 6C:4A:85:D1:29:3E (la vi en Ajustes > General > Información).', value: '6C:4A:85:D1:29:3E' },

  // ---------------------------------------------------------------- hyphen-separated
  { family: 'mac-hyphen', text: 'Ethernet adapter Ethernet:\n\n   Description . . . . . . . . . . . : Realtek PCIe GbE Family Controller\n   Physical Address. . . . . . . . . : 3C-52-82-1F-A0-7D\n   DHCP Enabled. . . . . . . . . . . : Yes', value: '3C-52-82-1F-A0-7D' },
  { family: 'mac-hyphen', text: 'la dirección MAC del portátil es 70-85-C2-4B-9E-03 (la saqué con ipconfig /all)', value: '70-85-C2-4B-9E-03' },
  { family: 'mac-hyphen', text: '노트북 MAC 주소: 58-96-1D-7A-2C-E4', value: '58-96-1D-7A-2C-E4' },
  { family: 'mac-hyphen', text: 'Adres MAC karty sieciowej: 00-E0-4C-68-1A-B7.', value: '00-E0-4C-68-1A-B7' },
  { family: 'mac-hyphen', text: '{"status":"ok","devices":[{"hostname":"living-room-tv","mac_address":"CC-2D-E0-71-9B-46","rssi":-61}]}', value: 'CC-2D-E0-71-9B-46' },
  { family: 'mac-hyphen', text: 'C:\\> getmac\n\nPhysical Address    Transport Name\n=================== ==========================================================\n9c-2d-cd-40-7e-18   \\Device\\Tcpip_{4F2A1C3E-9B7D-4E8A-A1C5-0D2F7B6A4E13}', value: '9c-2d-cd-40-7e-18' },

  // ---------------------------------------------------------------- Cisco dotted notation
  { family: 'mac-cisco-dot', text: 'switch# show mac address-table interface Gi1/0/14\n          Mac Address Table\n-------------------------------------------\nVlan    Mac Address       Type        Ports\n----    -----------       --------    -----\n  20    0c1a.6b3f.9d52    DYNAMIC     Gi1/0/14', value: '0c1a.6b3f.9d52' },
  { family: 'mac-cisco-dot', text: 'The port-security violation was caused by MAC 8478.ac5e.01f3 on Gi0/12, please re-enable the port.', value: '8478.ac5e.01f3' },
  { family: 'mac-cisco-dot', text: 'sticky MAC on the desk port is a4c3.f09d.2e71', value: 'a4c3.f09d.2e71' },

  // ---------------------------------------------------------------- bare 12 hex digits after a MAC word/key
  { family: 'mac-bare-labelled', text: 'Label on the bottom of the extender: MAC 3C5282A17F0D, the WPS button is next to it.', value: '3C5282A17F0D' },
  { family: 'mac-bare-labelled', text: '{"device":{"mac":"b827eb91c40e","fw":"2.4.1","model":"sensor-hub"}}', value: 'b827eb91c40e' },
  { family: 'mac-bare-labelled', text: 'MAC-Adresse ohne Trennzeichen: 0024D7E9A1B3', value: '0024D7E9A1B3' },
];

export const SECOND_COORDINATE_POSITIVES: readonly SecondSetPositive[] = [
  // ---------------------------------------------------------------- plain decimal pairs
  { family: 'coord-decimal-pair', text: "Caller: yeah the app shows me at, uh, 34.05561, -118.24712 but I'm actually across the street\nAgent: Okay, I'll send the driver there.", value: '34.05561, -118.24712' },
  { family: 'coord-decimal-pair', text: 'Mein aktueller Standort: 52.51418, 13.38922 – bitte den Fahrer dorthin schicken.', value: '52.51418, 13.38922' },
  { family: 'coord-decimal-pair', text: 'Pickup point is 48.13743, 11.57549.', value: '48.13743, 11.57549' },
  { family: 'coord-decimal-pair', text: 'last ping from the bike tracker (51.50813, -0.12804) at 23:40, then nothing', value: '51.50813, -0.12804' },
  { family: 'coord-decimal-pair', text: '현재 위치 37.56826, 126.97786 에서 출발합니다. 10분 후 도착 예정', value: '37.56826, 126.97786' },
  { family: 'coord-decimal-pair', text: '我现在的位置是31.23136,121.47004，快来接我', value: '31.23136,121.47004' },
  { family: 'coord-decimal-pair', text: '-33.86785, 151.20732 is where the van was parked when it got towed, can you find out which depot it went to?', value: '-33.86785, 151.20732' },
  { family: 'coord-decimal-pair', text: 'Summary: Driver reported a flat tyre; roadside assistance dispatched to 40.41650, -3.70256. ETA 35 min. Customer has a child seat in the car and requested a larger replacement vehicle.', value: '40.41650, -3.70256' },
  { family: 'coord-decimal-space', text: 'gps fix: 40.71427 -74.00597 hdop 0.9 sats 11', value: '40.71427 -74.00597' },

  // ---------------------------------------------------------------- map links and geo URIs
  { family: 'coord-map-link', text: 'here is where i parked: https://www.google.com/maps?q=41.38792,2.16992', value: '41.38792,2.16992' },
  { family: 'coord-map-link', text: 'Enviei a localização: https://www.google.com/maps/@38.71092,-9.13646,17z (é a casa da minha avó)', value: '38.71092,-9.13646' },
  { family: 'coord-map-link', text: 'Dropped pin: https://maps.apple.com/?ll=43.29551,5.37441&q=Dropped%20Pin', value: '43.29551,5.37441' },
  { family: 'coord-map-link', text: 'Observation: share_location returned "geo:59.33258,18.06490;u=35"', value: '59.33258,18.06490' },
  { family: 'coord-map-link', text: 'Tu stoi mój samochód: https://www.openstreetmap.org/?mlat=50.06143&mlon=19.93658#map=19', value: '50.06143&mlon=19.93658' },
  { family: 'coord-url-encoded', text: 'Ik sta hier, kom je me ophalen? https://waze.com/ul?ll=52.37403%2C4.88969&navigate=yes', value: '52.37403%2C4.88969' },
  { family: 'coord-url-encoded', text: '{"tool":"post_location_link","arguments":{"url":"https://www.google.com/maps/search/?api=1&query=47.49801%2C19.03991"}}', value: '47.49801%2C19.03991' },
  { family: 'coord-gmaps-data', text: 'Ho lasciato la macchina qui: https://www.google.com/maps/place/Parcheggio/data=!4m7!3m6!1s0x0:0x0!8m2!3d45.07031!4d7.68655!16s', value: '45.07031!4d7.68655' },

  // ---------------------------------------------------------------- degrees with hemisphere letters
  { family: 'coord-hemisphere-degrees', text: 'Unser Wohnmobil steht bei 47.26692° N, 11.39342° E, falls jemand vorbeikommen will.', value: '47.26692° N, 11.39342° E' },
  { family: 'coord-hemisphere-degrees', text: 'Tracker v3 position report: 33.87012 S, 151.21077 E, speed 0 km/h, ignition off', value: '33.87012 S, 151.21077 E' },
  { family: 'coord-hemisphere-degrees', text: 'meet at N 40.75802 W 73.98553 at 7, bring the keys', value: 'N 40.75802 W 73.98553' },

  // ---------------------------------------------------------------- degrees, minutes, seconds
  { family: 'coord-dms', text: `Subject: Vehicle recovery\n\nThe stolen trailer's tracker last reported 40°26'46"N 79°58'56"W before the battery died.\nPlease forward to the police liaison.`, value: `40°26'46"N 79°58'56"W` },
  { family: 'coord-dms', text: `Position du bateau : 43°17'45.3"N 5°22'10.8"E, moteur en panne.`, value: `43°17'45.3"N 5°22'10.8"E` },
  { family: 'coord-dms', text: `Nos quedamos sin batería en 40° 25' 08" N, 3° 42' 13" O, cerca del parque.`, value: `40° 25' 08" N, 3° 42' 13" O` },
  { family: 'coord-dms', text: 'Geotag der Fotos: 51°30′26″N 0°7′39″W – bitte vor dem Hochladen entfernen', value: '51°30′26″N 0°7′39″W' },
  { family: 'coord-exif-deg', text: `File Name                       : IMG_4821.HEIC\nGPS Altitude                    : 35.2 m Above Sea Level\nGPS Position                    : 48 deg 51' 29.17" N, 2 deg 20' 11.40" E`, value: `48 deg 51' 29.17" N, 2 deg 20' 11.40" E` },

  // ---------------------------------------------------------------- degrees and decimal minutes
  { family: 'coord-ddm', text: `Final is at N 47° 36.123' W 122° 19.456', behind the shed in my back garden`, value: `N 47° 36.123' W 122° 19.456'` },
  { family: 'coord-ddm', text: 'PAN PAN, sailing yacht, position 36°08.412N 005°21.077W, taking on water', value: '36°08.412N 005°21.077W' },

  // ---------------------------------------------------------------- labelled latitude / longitude
  { family: 'coord-labelled', text: 'lat: 39.47018 lon: -0.37681 (from the driver app, 2 min ago)', value: '39.47018 lon: -0.37681' },
  { family: 'coord-labelled', text: 'latitudine 41.88712 longitudine 12.51843, il furgone è fermo da due ore', value: '41.88712 longitudine 12.51843' },
  { family: 'coord-labelled', text: 'GET /v1/nearby-drivers?lat=-23.56168&lng=-46.65598&radius=500 200 37ms', value: '-23.56168&lng=-46.65598' },
  { family: 'coord-labelled', text: 'Współrzędne auta: szer. 52.23112, dł. 21.00654', value: '52.23112, dł. 21.00654' },
  { family: 'coord-labelled', text: '現在地：緯度35.68950 経度139.69171（タクシーの配車をお願いします）', value: '35.68950 経度139.69171' },
  { family: 'coord-labelled', text: 'Aracın son konumu enlem 41.03695, boylam 28.98504 olarak görünüyor.', value: '41.03695, boylam 28.98504' },
  { family: 'coord-labelled', text: 'breedtegraad 52.09031 lengtegraad 5.12086 — daar staat mijn fiets', value: '52.09031 lengtegraad 5.12086' },
  { family: 'coord-labelled', text: '2026-12-03T18:22:09Z INFO fleet.position vehicle=van-12 lat=49.61094 lon=6.12957 speed=0', value: '49.61094 lon=6.12957' },

  // ---------------------------------------------------------------- JSON and CSV
  { family: 'coord-json', text: '{"name":"request_roadside_assistance","arguments":{"location":{"lat":53.34807,"lng":-6.24827},"issue":"flat tyre"}}', value: '53.34807,"lng":-6.24827' },
  { family: 'coord-json', text: '{"status":"ok","last_known":{"latitude":-33.92584,"longitude":18.42322,"accuracy_m":8,"ts":"2026-12-01T06:11:40Z"}}', value: '-33.92584,"longitude":18.42322' },
  { family: 'coord-json', text: 'Observation: {"vehicle":"van-07","gps":{"lat": 50.84673, "lon": 4.35247},"speed_kmh":0}', value: '50.84673, "lon": 4.35247' },
  { family: 'coord-csv', text: 'trip_id,ts,lat,lon,speed_kmh\n8812,2026-11-30T07:02:11Z,50.93753,6.96028,42\n', value: '50.93753,6.96028' },

  // ---------------------------------------------------------------- unusual forms
  { family: 'coord-geojson', text: '{"type":"Feature","properties":{"device":"phone-3"},"geometry":{"type":"Point","coordinates":[-122.41857,37.77512]}}', value: '-122.41857,37.77512' },
  { family: 'coord-wkt', text: "INSERT INTO pings (user_ref, geom) VALUES ('u_7781', ST_GeomFromText('POINT(-58.38375 -34.60368)', 4326));", value: '-58.38375 -34.60368' },
  { family: 'coord-nmea', text: 'tracker raw uplink: $GPRMC,201507.00,A,4807.0381,N,01131.0002,E,0.02,,051226,,,A*6C', value: '4807.0381,N,01131.0002,E' },
  { family: 'coord-decimal-comma', text: 'Standort laut Tracker: 48,20849 / 16,37208 (Akku 12 %)', value: '48,20849 / 16,37208' },
  { family: 'coord-decimal-comma', text: 'latitude 45,76342 ; longitude 4,83429 — la trottinette est là', value: '45,76342 ; longitude 4,83429' },
  { family: 'coord-plus-code', text: 'Meet me at 8FVC9G8F+6X, the van is the blue one.', value: '8FVC9G8F+6X' },
  { family: 'coord-geohash', text: '{"event":"trip_end","geohash":"u33dc1v0ye","battery":0.41}', value: 'u33dc1v0ye' },
  { family: 'coord-mgrs', text: 'SAR log: hiker located at 18S UJ 23483 06479, condition stable', value: '18S UJ 23483 06479' },
];

export const SECOND_NEGATIVES: readonly SecondSetNegative[] = [
  // ---------------------------------------------------------------- hashes and digests
  { family: 'hash', text: 'fixed flaky test in retry loop (commit 3f9a2c1e8b7d4f60a5e9c2b1d8f7a6e5c4b3a291)' },
  { family: 'hash', text: 'sha256sum: 9b74c9897bac770ffc029102a200c5de16a63d1d1e2c0e2bd7a8e4b2f1c0d3e8  release.tar.gz' },
  { family: 'hash', text: 'docker pull ghcr.io/acme/worker@sha256:4c1f0e9a7b3d2c8e5f6a1b0d9c8e7f6a5b4c3d2e1f0a9b8c7d6e5f4a3b2c1d0e' },
  { family: 'hash', text: 'md5 of the uploaded file: d41d8cd98f00b204e9800998ecf8427e (empty file, upload probably failed)' },
  { family: 'hash', text: '"integrity": "sha512-Wm3kZ7bQ9yX2vN4pL8sR1tU6oA0cE5fH3jK9mP2qS7uV4wX8yZ1aB3cD6eF9gH2iJ5kL8mN1oP4qR7sT0uV3wX6yZ9aB2cD5eF8gH1iJ4kL7mN0oP=="' },
  { family: 'hash', text: 'git bisect: first bad commit is e83c5163316f89bfbde7d9ab23ca2e25604af290' },

  // ---------------------------------------------------------------- UUIDs and ULIDs
  { family: 'uuid', text: 'request_id=6f1c2a9e-3b7d-4e8a-9c51-0d2f7b6a4e13 status=200 duration_ms=84' },
  { family: 'uuid', text: '{"conversation_id":"0b8e5c2f-1a4d-4f6b-8e3c-9d7a2b1c5e60","turn":14}' },
  { family: 'uuid', text: 'Das Ticket 3d9f1b7a-8c2e-4a6d-b5f0-1e9c7a3b2d84 wurde geschlossen.' },
  { family: 'uuid', text: 'run 01JE6Z3K7Q8M2V6T4R9X5B1N0C finished in 12.4s' },

  // ---------------------------------------------------------------- trace and span ids
  { family: 'trace-id', text: 'traceparent: 00-c7e2d94b1a0f38e65d2b7c4a9f1e0d83-3b9a1f7c2e6d4058-01' },
  { family: 'trace-id', text: 'span_id=9e4f2a7c1b3d5e60 parent_span_id=0a7d3c9e5b1f4286 trace_id=5d2c8e1f9a7b3c40e6d1f8a2b9c7e3d5' },
  { family: 'trace-id', text: 'X-Amzn-Trace-Id: Root=1-67531f2a-8c3e9d1b7a4f2e6c0b5d9a13;Parent=53995c3f42cd8ad8;Sampled=1' },
  { family: 'trace-id', text: 'Sentry event 4a8f2e1c9b7d3e6f0a5c8b2d1e9f7a34 grouped into issue ACME-API-1K7' },

  // ---------------------------------------------------------------- SSH / TLS / PGP fingerprints
  { family: 'fingerprint', text: "The authenticity of host 'build-runner' can't be established.\nED25519 key fingerprint is SHA256:Xk3mP9qR2vT7wY1zA4bC6dE8fG0hJ5kL3nM7pQ9rS2t." },
  { family: 'fingerprint', text: 'RSA key fingerprint is MD5:3e:9a:41:c7:0b:d2:58:6f:e4:17:a9:2c:88:5d:f0:b3.' },
  { family: 'fingerprint', text: 'SHA1 Fingerprint=7A:3F:9C:21:E8:4B:D0:65:1F:C2:97:38:AE:5D:04:B1:6E:F9:2A:C8' },
  { family: 'fingerprint', text: 'Certificate serial number: 04:a1:7e:3c:92:bf:58:d0:1e:66:c4:2a:7f:90:b3:e5' },
  { family: 'fingerprint', text: 'PGP fingerprint: 3A1F 9C2E 7B4D 8E60 5F21  A9C3 D7E4 0B8F 6C12 9E5A' },
  { family: 'fingerprint', text: 'sha256 Fingerprint=5C:8B:2E:91:F0:7A:3D:C6:14:E9:B2:58:0F:A7:6D:C3:29:84:E1:5B:7F:0A:D6:93:C8:2E:41:B7:5A:F3:06:9D' },

  // ---------------------------------------------------------------- byte dumps
  { family: 'byte-dump', text: '00000010: 0200 3e00 0100 0000 5010 4000 0000 0000  ..>.....P.@.....' },
  { family: 'byte-dump', text: 'rx frame: 7e 01 a3 4f 9c 22 d0 1b 5e 80 ff 7e' },
  { family: 'byte-dump', text: 'payload bytes [0x1a, 0x2b, 0x3c, 0x4d, 0x5e, 0x6f]' },
  { family: 'byte-dump', text: 'CAN id 0x18FEF100 data: 01:4F:00:A2:FF:FF:C3:10' },
  { family: 'byte-dump', text: 'wrote 12 bytes: de:ad:be:ef:00:11:22:33:44:55:66:77' },
  { family: 'byte-dump', text: 'xxd -p firmware.bin | head -1\n7f454c4602010100000000000000000003003e0001000000' },

  // ---------------------------------------------------------------- timestamps, times, durations
  { family: 'timestamp', text: '2026-12-06T10:15:30.123Z INFO request completed in 241ms' },
  { family: 'timestamp', text: 'SMPTE timecode 01:02:03:04 marks the start of the interview segment' },
  { family: 'timestamp', text: '12\n00:01:22,500 --> 00:01:25,040\nwelcome back to the channel' },
  { family: 'timestamp', text: 'uptime: 14 days, 03:27:51' },
  { family: 'timestamp', text: 'Die Besprechung ist am 06.12.2026 um 14:30 Uhr.' },
  { family: 'timestamp', text: 'ffmpeg -ss 00:12:45.300 -to 00:13:02.750 -i input.mp4 clip.mp4' },
  { family: 'timestamp', text: '処理は 12:03:45.120 に完了しました' },

  // ---------------------------------------------------------------- versions
  { family: 'semver', text: 'bumped typescript from 5.6.3 to 5.7.2 and @types/node to 22.10.1' },
  { family: 'semver', text: 'release v2.14.0-rc.1+build.20261203 is on the staging channel' },
  { family: 'semver', text: 'User-Agent: Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.6778.86 Safari/537.36' },
  { family: 'semver', text: 'firmware 4.18.2.1033 is available for your router' },

  // ---------------------------------------------------------------- model names
  { family: 'model-name', text: 'switched the summarizer from gpt-4o-2024-08-06 to claude-3-5-sonnet-20241022, latency dropped 18%' },
  { family: 'model-name', text: 'model=meta-llama/Llama-3.1-70B-Instruct-Turbo temperature=0.2 top_p=0.95' },
  { family: 'model-name', text: 'Qwen2.5-72B-Instruct-AWQ on 2x H100 80GB, 41.7 tok/s' },
  { family: 'model-name', text: 'gemini-1.5-pro-002 rejected the request: context too long (1,048,577 tokens)' },
  { family: 'model-name', text: 'mistral-large-2411 の評価結果: 82.4 / 79.1' },

  // ---------------------------------------------------------------- part numbers and SKUs (15-19 characters)
  { family: 'part-number', text: 'MPN STM32F407VGT6TR is out of stock, alternative STM32F407VET6' },
  { family: 'part-number', text: 'Catalog #: 7Z4KX9P2M3R8T5W1A — 25 pcs per reel' },
  { family: 'part-number', text: 'SKU KB-MX3S-BLK-DE-ISO ships in 2–3 days' },
  { family: 'part-number', text: 'order line: sku=LNVG20XW00B7US2A4 qty=2 unit_price=1249.00' },
  { family: 'part-number', text: 'Artikelnummer 4006381333931-XL ist leider ausverkauft' },
  { family: 'part-number', text: 'Référence fabricant : HPCF280XD-EU2K7M (toner noir)' },
  { family: 'part-number', text: 'Cisco part WS-C2960X-48FPD-L with 740W PoE budget' },

  // ---------------------------------------------------------------- licence keys
  { family: 'licence-key', text: 'KMS client setup key for Windows 10 Pro: W269N-WFGWX-YVC9B-4J6C9-T83GX' },
  { family: 'licence-key', text: 'Lizenzschlüssel: 7HK2M-PX4R9-TW3CD-8NVB6-QJ2YF' },
  { family: 'licence-key', text: 'activation code 4F8K-2MXT-9RBW-7C3P accepted, seats used 3/5' },

  // ---------------------------------------------------------------- base32 / base64 tokens and opaque ids
  { family: 'token', text: '"next_page_token": "CiAKGjBpNDd2Nmp2Zml2cXRpYnYwcjhhbGYzZDMSAggB"' },
  { family: 'token', text: 'pinned IPFS CID bafybeigdyrzt5sfp7udm7hu76uh7y26nf3efuylqabf3oclgtqy55fbzdi' },
  { family: 'token', text: 'GET /v1/items?cursor=eyJvZmZzZXQiOjQwMCwibGltaXQiOjUwfQ 200' },
  { family: 'token', text: 'nonce=R7KX2PM4VT9WC3HN8F6BJ5DY' },
  { family: 'token', text: 'S3 object key uploads/2026/12/06/7QXK3M9RPT2VW5HC8F4BJ6DY.pdf' },

  // ---------------------------------------------------------------- embedding vectors
  { family: 'embedding', text: 'embedding[:6] = [0.0123, -0.0456, 0.0871, -0.1294, 0.0033, 0.0618]' },
  { family: 'embedding', text: '{"object":"embedding","index":0,"embedding":[-0.006929283,-0.005336422,0.024047505,-0.01233456]}' },
  { family: 'embedding', text: 'vec = np.array([0.4523, 0.1178, -0.3306])  # 3-d toy example' },
  { family: 'embedding', text: 'top-1 cosine 0.8731, top-2 cosine 0.8512' },

  // ---------------------------------------------------------------- pairs of statistics
  { family: 'stat-pair', text: 'mean 47.61, sd 12.33 (n = 214)' },
  { family: 'stat-pair', text: 'Pearson r = 0.42, p = 0.031' },
  { family: 'stat-pair', text: 'accuracy 87.31, F1 85.02 on the held-out split' },
  { family: 'stat-pair', text: 'β = 0.4123, SE = 0.0871' },
  { family: 'stat-pair', text: 'Durchschnitt 52.52, Median 13.40 — die Verteilung ist stark schief' },
  { family: 'stat-pair', text: 'ROUGE-L 41.38 / BLEU 2.17 on the summarisation eval' },

  // ---------------------------------------------------------------- confidence intervals
  { family: 'confidence-interval', text: 'Effect size 57.4, 95% CI [40.71, 74.01]' },
  { family: 'confidence-interval', text: 'intervalo de confianza del 95 %: (-1.2371, 3.4482)' },
  { family: 'confidence-interval', text: 'IC 95 % : 48.85 – 52.35' },
  { family: 'confidence-interval', text: '95% credible interval 33.87 to 51.21 hours' },

  // ---------------------------------------------------------------- prices
  { family: 'price-pair', text: 'was 48.99, now 39.99 — Black Friday deal on the headphones' },
  { family: 'price-pair', text: 'Preis: 41,38 € statt 52,17 €' },
  { family: 'price-pair', text: 'bid 189.84 / ask 189.87' },
  { family: 'price-pair', text: 'BTC 97,412.55 / ETH 3,871.20' },

  // ---------------------------------------------------------------- exchange rates
  { family: 'exchange-rate', text: 'EUR/USD 1.0842/1.0845 at 14:00 CET' },
  { family: 'exchange-rate', text: 'Kurs wymiany: 1 EUR = 4,2731 PLN, 1 USD = 3,9412 PLN' },
  { family: 'exchange-rate', text: '1 GBP = 1.2718 USD; 1 USD = 0.7863 GBP' },

  // ---------------------------------------------------------------- physics and chemistry
  { family: 'science', text: 'c = 2.99792458e8 m/s and h = 6.62607015e-34 J·s' },
  { family: 'science', text: 'lattice constants a = 5.4310 Å, c = 13.2850 Å' },
  { family: 'science', text: 'pKa values 4.76, 9.25 for acetic acid and ammonium' },
  { family: 'science', text: 'Dichte von Eisen 7,874 g/cm³, Aluminium 2,699 g/cm³' },
  { family: 'science', text: 'measured g = 9.80665 ± 0.00012 m/s²' },
  { family: 'science', text: 'XRD peaks at 2θ = 28.44°, 47.30°, 56.12°' },

  // ---------------------------------------------------------------- bounding boxes
  { family: 'bounding-box', text: 'yolo label: 0 0.48213 0.51877 0.10250 0.22310' },
  { family: 'bounding-box', text: '{"label":"cat","bbox":[412.5,157.3,88.0,203.7],"score":0.93}' },
  { family: 'bounding-box', text: 'crop box (x1, y1, x2, y2) = (34.05, 118.24, 240.7, 310.2)' },
  { family: 'bounding-box', text: 'detected text region at [0.1203, 0.4471, 0.8830, 0.5129]' },

  // ---------------------------------------------------------------- screen / canvas coordinates
  { family: 'screen-coords', text: 'click(x=1284.5, y=612.25) on the "Submit" button' },
  { family: 'screen-coords', text: '{"action":"mouse_move","coordinate":[52.5, 13.4]}' },
  { family: 'screen-coords', text: 'Playwright: element bounding rect left 48.13 top 11.57' },
  { family: 'screen-coords', text: 'canvas point (45.4642, 9.19) after zoom 3.2x' },

  // ---------------------------------------------------------------- decimal pairs of quantities that are not places
  { family: 'quantity-pair', text: 'Temperatur 47.26 °C, Luftfeuchte 11.39 %' },
  { family: 'quantity-pair', text: 'joint angles: shoulder 45.47°, elbow -9.18°' },
  { family: 'quantity-pair', text: 'IMU raw (not calibrated): pitch 33.87°, roll -151.21°' },
  { family: 'quantity-pair', text: 'dimensions 40.7128 x 74.0060 mm' },
  { family: 'quantity-pair', text: 'GPU util 45.46, mem util 9.19' },
  { family: 'quantity-pair', text: 'Solarpanel: Neigung 52.37°, Azimut 4.89°' },
  { family: 'quantity-pair', text: 'torque 48.137, 11.575 Nm at 2000 rpm' },
  { family: 'quantity-pair', text: 'Messwerte Bohrung (mm): 35.68950, 139.69171 – Toleranz überschritten' },
  { family: 'quantity-pair', text: 'speed 41.03 km/h, heading 28.98°' },
  { family: 'quantity-pair', text: '배터리 팩 전압 37.56 V, 충전 전류 126.97 A' },
  { family: 'quantity-pair', text: '本季度营收 31.23 亿元，同比增长 121.47%' },
  { family: 'quantity-pair', text: 'Sıcaklık 41,03 °C, nem 28,98 %' },

  // ---------------------------------------------------------------- the vocabulary without a value
  { family: 'mention-no-value', text: 'Where do I find the VIN on a 2019 Corolla? Is it on the windshield or the door?' },
  { family: 'mention-no-value', text: 'Die Fahrgestellnummer steht im Fahrzeugschein in Feld E.' },
  { family: 'mention-no-value', text: 'How do I turn off MAC address randomization on Android for my home wifi?' },
  { family: 'mention-no-value', text: 'GPS signal lost — last position unavailable' },
  { family: 'mention-no-value', text: 'Please share your latitude and longitude so the driver can find you.' },
  { family: 'mention-no-value', text: 'VIN decoding failed: expected 17 characters, got 16' },
  { family: 'mention-no-value', text: 'ValidationError: field "mac_address" is required' },
  { family: 'mention-no-value', text: 'latitude must be between -90 and 90, longitude between -180 and 180' },
  { family: 'mention-no-value', text: '{"type":"object","properties":{"lat":{"type":"number","minimum":-90,"maximum":90},"lon":{"type":"number","minimum":-180,"maximum":180}}}' },
  { family: 'mention-no-value', text: 'Le numéro VIN se trouve sur la carte grise, case E.' },
  { family: 'mention-no-value', text: '¿Cómo activo el GPS en el móvil para compartir mi ubicación?' },
  { family: 'mention-no-value', text: 'MACアドレスの確認方法を教えてください。' },
  { family: 'mention-no-value', text: 'GPS 좌표를 공유하는 방법을 알려주세요.' },
  { family: 'mention-no-value', text: '请问车架号在哪里可以找到？' },
  { family: 'mention-no-value', text: 'The tool get_vehicle_location returned an empty result: {"lat": null, "lon": null}' },

  // ---------------------------------------------------------------- syntactically valid placeholders
  { family: 'placeholder-values', text: 'MAC: xx:xx:xx:xx:xx:xx (masked in the screenshot)' },
  { family: 'placeholder-values', text: 'VIN: XXXXXXXXXXXXXXXXX' },
  { family: 'placeholder-values', text: 'broadcast frame to ff:ff:ff:ff:ff:ff on vlan 20' },
  { family: 'placeholder-values', text: 'no fix yet, tracker reports 0.000000,0.000000' },
  { family: 'placeholder-values', text: 'MAC 00:00:00:00:00:00 means the interface has no hardware address assigned' },
  { family: 'placeholder-values', text: 'Enter the MAC in the form AA:BB:CC:DD:EE:FF.' },
];

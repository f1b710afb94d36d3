import { describe, expect, it } from 'vitest';
import { createStreetAddressDetector } from './detect-street-address.ts';
import { scanFeatures, type DetectMode, type Finding } from './detector.ts';
import { createPiiEngine } from './pii-engine.ts';

const detector = createStreetAddressDetector();
const MODE: DetectMode = { headerDump: false, queryString: false, key: '' };

function streets(text: string): string[] {
  const features = scanFeatures(text);
  if (!detector.mayMatch(features, MODE)) return [];
  const out: Finding[] = [];
  detector.detect(text, out, MODE, features);
  return out.map((f) => text.slice(f.start, f.end));
}

describe('street-address detector (the street line of an address, in the forms of its country)', () => {
  it('finds the street line with its flat or unit, and leaves the city and postcode', () => {
    const cases: [string, string][] = [
      ['can you change my delivery address to 42 Oak Ridge Drive, Apt 3? thanks', '42 Oak Ridge Drive, Apt 3'],
      ['i live at 17 elm st, springfield il 62704', '17 elm st'],
      ['Flat 3, 12 High Street, Leeds LS1 4AB', 'Flat 3, 12 High Street'],
      ['Please update my address to Unit 12/45 Smith Street, Fitzroy VIC 3065.', 'Unit 12/45 Smith Street'],
      ['Neue Anschrift: Karl-Marx-Allee 93, Whg. 14, 10243 Berlin', 'Karl-Marx-Allee 93, Whg. 14'],
      ['Lieferung an Hauptstr. 5 in Köln', 'Hauptstr. 5'],
      ['Lieferadresse Wiedner Hauptstraße 120/14, 1040 Wien', 'Wiedner Hauptstraße 120/14'],
      ['pouvez-vous livrer au 12 rue des Lilas, 75019 Paris ?', '12 rue des Lilas'],
      ['Dirección: Calle Mayor 5, 3º B, 28013 Madrid', 'Calle Mayor 5, 3º B'],
      ['Abito in Via Roma 10, 40121 Bologna', 'Via Roma 10'],
      ['Moro na Rua Augusta, 1500 - apto 42, São Paulo', 'Rua Augusta, 1500 - apto 42'],
      ['mieszkam na ul. Marszałkowskiej 84 m. 15, Warszawa', 'ul. Marszałkowskiej 84 m. 15'],
      ['Leveransadress: Storgatan 14, lgh 1102, 903 26 Umeå', 'Storgatan 14, lgh 1102'],
      ['Please send the card to PO Box 4471, Bozeman, MT 59772', 'PO Box 4471'],
      ['ship_to="C-117, Sector 50" city="Noida"', 'C-117, Sector 50'],
      ['Adresa: Husova 12, 602 00 Brno', 'Husova 12'],
      ['Regards,\nNadia Chen\n7-1550 Kingsway\nVancouver BC V5N 2S1', '7-1550 Kingsway'],
      ['お届け先：東京都新宿区西新宿2-8-1 までお願いします', '東京都新宿区西新宿2-8-1'],
      ['收货地址：北京市朝阳区建国路88号', '北京市朝阳区建国路88号'],
      ['배송지: 서울특별시 강남구 테헤란로 123', '서울특별시 강남구 테헤란로 123'],
      ['my elderly neighbour at 31 Primrose Close has had her lights on all night', '31 Primrose Close'],
      ['POST /checkout body: address_1=740+Maple+Bluff+Ct&address_2=&city=Madison', '740+Maple+Bluff+Ct'],
      ['Adresim değişti, yeni adres: Lale Cad. No: 38/2 Çankaya Ankara', 'Lale Cad. No: 38/2'],
      ['我的新地址是台北市大安區和平東路二段96巷7號，麻煩幫我更新。', '我的新地址是台北市大安區和平東路二段96巷7號'],
    ];
    for (const [text, street] of cases) expect(streets(text), text).toEqual([street]);
  });

  it('reads street types that are also words only where the text is about an address', () => {
    expect(streets('3 Hard Drive failures in the last week')).toEqual([]);
    expect(streets('ship to 3 Hollow Drive, Austin TX 78701')).toEqual(['3 Hollow Drive']);
    expect(streets('Arbeitsplatz 3 ist frei')).toEqual([]);
    expect(streets('Zustellung an Kirchplatz 3, 80331 München')).toEqual(['Kirchplatz 3']);
  });

  it("reads the US Postal Service's other street suffixes with an address's context, and a street after \"I live at\" (a held-out Faker set)", () => {
    expect(streets('Ship it to 494 Kim Corners, please.')).toEqual(['494 Kim Corners']);
    expect(streets('I live at 8433 Moran Tunnel Apt. 310.')).toEqual(['8433 Moran Tunnel Apt. 310']);
    expect(streets('Ship it to 9 Paige Loaf, please.')).toEqual(['9 Paige Loaf']);
    expect(streets('I live at Pohnertova 30.')).toEqual(['Pohnertova 30']);
    expect(streets('I live at Svendsenvika 744.')).toEqual(['Svendsenvika 744']);
    // Without an address's context, or after "live in" (a place and a duration): kept.
    for (const text of ['The 3 River Island tests failed', '3 Master Key rotations', 'we live in Berlin 10 months', 'I live at home', '12 Canyon Station builds queued']) {
      expect(streets(text), text).toEqual([]);
    }
  });

  it('leaves numbers beside capitalized words, streets without a number and network addresses', () => {
    for (const text of [
      'Route 66 and Highway 101 are closed', 'Apollo 11 landed in 1969', 'Windows 11 Pro on Building 5', 'shopping on Fifth Avenue today',
      'Avenue 2.3 Beta release notes: 14 bug fixes', 'scheduler: place 17 workers on node-3', 'Chapter 12 Street Art',
      // What the project's corpus holds under `addr`: ports, MAC addresses, host:port; and base64 ("djVEJ4" is not "… vej 4").
      'addr: port 19897', 'hw_addr = 58-84-d9-0b-31-ae', '(addr: localhost:28638)', 'order_id=ORD-99120 ship_to=null reason=ADDRESS_PENDING retries=2',
      'cz7N2SPMOM+djVEJ4zwpUh8VcBnDcITsvtZuLd4=', 'IP address: 10.0.0.12', 'Segmentation fault at address 0x0000 5',
      // A statement's placeholder after the column (node-postgres' `text: 'UPDATE users SET address = $2 WHERE id = $3'`).
      'UPDATE users SET phone = $1, address = $2 WHERE id = $3', 'address = ? AND city = ?', 'address: :address WHERE id = 4',
      // A bind marker's number is no house number (CockroachDB's statement log).
      "UPDATE bank.public.accounts SET memo = ‹'rent share for December'› WHERE owner_name = $1 AND branch = $2",
      // "via" in lower case is "by way of" as often, in every language that has it.
      'planejador de rotas: São Paulo → Curitiba via BR-116, ETA 6h12m',
    ]) {
      expect(streets(text), text).toEqual([]);
    }
  });

  it('masks through the engine, an address winning over a name inside it', () => {
    const engine = createPiiEngine({ rules: {} });
    expect(engine.redactString('Olá, mudei-me para a Rua Dr. António José de Almeida 17, Faro.').text).toBe('Olá, mudei-me para a [REDACTED:ADDRESS], Faro.');
    expect(engine.redactString('Mit freundlichen Grüßen\nKatrin Vogel\nRosenweg 17\n40489 Düsseldorf').text).toBe(
      'Mit freundlichen Grüßen\n[REDACTED:PERSON_NAME]\n[REDACTED:ADDRESS]\n40489 Düsseldorf',
    );
    // Negative control: with ADDRESS off the street stays.
    expect(createPiiEngine({ rules: { ADDRESS: { enabled: false, mode: 'mask' } } }).redactString('I live at 42 Oak Ridge Drive').text).toBe('I live at 42 Oak Ridge Drive');
  });
});

import type { Detector, Finding } from './detector.ts';

/**
 * Precise coordinates told in text (LOCATION; by key they were found before: `geo.location.lat`, `{"lat": …}`):
 * "I'm at 37.7749, -122.4194", "geo:48.8584,2.2945", a maps link's `@40.7484,-73.9857,17z` or `!3d45.07!4d7.68`,
 * "lat 48.8566 long 2.3522", "51.5007° N, 0.1246° W", "37°46′29.6″N 122°25′09.8″W", "N 47° 36.368' W 122° 19.979'".
 * Someone's latitude and longitude to four decimals is their doorstep (11 m).
 * - A decimal pair, latitude (at most 90) then longitude (at most 180), a comma between:
 *   - after a word that says what it is ("coordinates", "GPS", "location", "position", "pickup", "tracker", "geo:",
 *     "lat/long", "pin", "ubicación", "Standort", "位置", …): two decimals or more each; a slash, a semicolon or a blank
 *     may then stand between the two, decimal commas (`48,20849 / 16,37208`) are read, and longitude first (GeoJSON's
 *     `"coordinates":[-122.41857,37.77512]`) is taken too;
 *   - else four decimals or more each, both 1 or more in size, not in brackets or parentheses and not after a label
 *     naming two things ("EUR/USD", "bid/ask", "min/max"): so scores and probabilities (below 1), intervals and vectors
 *     (`[12.44, 15.08]`, `(x, y)`) and quoted pairs of named values stay. A pair inside a longer list of numbers is never
 *     one: embeddings, series and bounding boxes are written so.
 * - A latitude and a longitude each after its label, in the languages people label them: `lat … long …`,
 *   `"latitude": …, "longitude": …`, `lat=…&lng=…`, "latitudine … longitudine …", "szer. … dł. …", "enlem … boylam …",
 *   "緯度… 経度…".
 * - Forms of their own: WKT `POINT(lon lat)`, NMEA sentences (`4807.0381,N,01131.0002,E`), Open Location Codes
 *   (`8FVC9G8F+6X`).
 * - With hemispheres: decimal degrees with N/S and E/W (a degree sign or not, the letter before or after), or
 *   degrees and minutes (decimal, or with seconds; `deg` for the sign as exiftool writes it; O for west as Spanish,
 *   French and Italian write it) with their letters.
 */
const NUM = '-?\\d{1,3}\\.\\d{2,}';
// Not inside a list of numbers, by commas or blanks: a number (and a comma) before, or another decimal after.
const PAIR_RE = new RegExp(`(?<![\\w.-]|\\d\\s*,\\s*|\\d\\s+)(${NUM})(\\s*[,;]\\s*|\\s*/\\s*|\\s+)(${NUM})(?!\\d|\\.\\d|\\s*,\\s*-?\\d+\\.\\d|\\s+-?\\d+\\.\\d)`, 'g');
const COMMA_NUM = '-?\\d{1,3},\\d{4,}';
const COMMA_PAIR_RE = new RegExp(`(?<![\\w.,-])(${COMMA_NUM})\\s*[/;]\\s*(${COMMA_NUM})(?![\\w,])`, 'g');
const CUE_RE = new RegExp(
  '(?:coord(?:inate)?s?|lat(?:itude)?\\s*[/,&]?\\s*(?:and\\s+)?(?:lng|lon|long|longitude)|latlng|\\bgps|\\bgeo\\s*:|location|\\bloc\\b|position|\\bpos\\b|' +
    '\\bpin\\b|pick-?up|drop-?off|destination|located|tracker|ubicaci[óo]n|posici[óo]n|standort|posizione|localiza[çc][ãa]o|localisation|emplacement|' +
    'wsp[óo][łl]rz[ęe]dne|koordinat|座標|位置|現在地|좌표|위치|坐标|konum|координаты|местоположение)[^\\n\\d]{0,16}$',
  'i',
);
/** A label naming two things right before a pair ("EUR/USD 1.0845, 1.0851", "precision/recall 0.81, 0.73"). */
const TWO_NAMES_RE = /[A-Za-z]+\/[A-Za-z]+\s*[:=]?\s*$/;
const LABEL_NUM = '-?\\d{1,3}[.,]\\d{2,}';
const LAT_WORD = '(?:m?lat(?:itude|itud|itudine)?|breite(?:ngrad)?|szer(?:oko[śs][ćc])?|enlem|breedtegraad|緯度|위도|纬度|широта)';
const LON_WORD = '(?:m?(?:lon|lng|long|longitude|longitud|longitudine)|l[äa]nge(?:ngrad)?|d[łl](?:ugo[śs][ćc])?|boylam|lengtegraad|経度|경도|经度|долгота)';
const LABELLED_RE = new RegExp(
  `(?<![\\p{L}])${LAT_WORD}(?![\\p{L}])\\.?["']?\\s*[:=：]?\\s*(${LABEL_NUM})["']?\\s*[,;&]?\\s*["']?${LON_WORD}(?![\\p{L}])\\.?["']?\\s*[:=：]?\\s*(${LABEL_NUM})(?!\\d)`,
  'giu',
);
const GMAPS_DATA_RE = new RegExp(`!3d(${NUM})!4d(${NUM})`, 'g');
const WKT_POINT_RE = new RegExp(`\\bPOINT\\s*Z?\\s*\\(\\s*(${NUM})\\s+(${NUM})`, 'gi');
const NMEA_RE = /(?<![\d.])\d{4}\.\d{2,},[NS],\d{5}\.\d{2,},[EW](?![\w])/g;
const PLUS_CODE_RE = /(?<![\w+])[23456789CFGHJMPQRVWX]{8}\+[23456789CFGHJMPQRVWX]{2,3}(?![\w+])/g;
/**
 * The forms of their own, each read only where its mark is: the pattern, the mark, and whether the finding is the two
 * numbers alone (capture 1 on) rather than the whole match.
 */
const OWN_FORMS: ReadonlyArray<[RegExp, (text: string) => boolean, boolean]> = [
  [GMAPS_DATA_RE, (text) => text.includes('!3d'), true],
  [WKT_POINT_RE, (text) => /point/i.test(text), true],
  [NMEA_RE, (text) => text.includes(',N,') || text.includes(',S,'), false],
  [PLUS_CODE_RE, (text) => text.includes('+'), false],
];
const HEMI_DECIMAL_RE =
  /(?<![\w.])(?:([NS])\s*(\d{1,2}\.\d{3,})\s*°?|(\d{1,2}\.\d{3,})\s*°?\s*([NS]))[\s,;/]+(?:([EW])\s*(\d{1,3}\.\d{3,})\s*°?|(\d{1,3}\.\d{3,})\s*°?\s*([EW]))(?![\w])/g;
/** Degrees and minutes, decimal or with seconds; the hemisphere before or after (O: oeste, ouest, ovest). */
const DEGREES = `\\d{1,3}\\s*(?:°|\\s?deg\\b)\\s*\\d{1,2}(?:\\.\\d+)?\\s*(?:['′’](?:\\s*\\d{1,2}(?:\\.\\d+)?\\s*(?:["″”]|''))?)?`;
const DM = (hemi: string): string => `(?:${hemi}\\s*${DEGREES}|${DEGREES}\\s*${hemi})`;
const DM_RE = new RegExp(`(?<![\\w.])${DM('[NS]')}[\\s,;/]*${DM('[EWO]')}(?![\\w])`, 'g');
const COMMA_DECIMAL_RE = /\d,\d{4}/;
const GATE_RE = /[°+]|\bdeg\b|\d,\d{4}/;
/** A word that may label a latitude (LABELLED_RE's LAT_WORD, loosely): the labelled form is read only then. */
const LAT_HINT_RE = /lat|breite|szer|enlem|breedte|緯度|위도|纬度|широт/i;

function decimals(n: string): number {
  return n.length - n.indexOf('.') - 1;
}

export function createCoordinatesDetector(): Detector {
  return {
    name: 'coordinates',
    types: ['LOCATION'],
    mayMatch: (f) => f.digits >= 4 && (f.dots >= 2 || GATE_RE.test(f.text)),
    detect(text: string, out: Finding[]): void {
      const push = (start: number, end: number): void => void out.push({ type: 'LOCATION', start, end });
      let m: RegExpExecArray | null;
      PAIR_RE.lastIndex = 0;
      while ((m = PAIR_RE.exec(text)) !== null) {
        let lat = Number(m[1]);
        let lon = Number(m[3]);
        const cue = CUE_RE.test(text.slice(Math.max(0, m.index - 40), m.index));
        // Longitude first (GeoJSON, WKT-minded tools), told by the first value being out of latitude's range.
        if (cue && Math.abs(lat) > 90 && Math.abs(lon) <= 90) [lat, lon] = [lon, lat];
        if (Math.abs(lat) > 90 || Math.abs(lon) > 180 || (lat === 0 && lon === 0)) continue;
        const separator = m[2]!.trim();
        if (cue) {
          if (separator === '' && (decimals(m[1]!) < 4 || decimals(m[3]!) < 4)) continue;
        } else {
          if (separator !== ',' || decimals(m[1]!) < 4 || decimals(m[3]!) < 4 || Math.abs(lat) < 1 || Math.abs(lon) < 1) continue;
          const before = text.slice(Math.max(0, m.index - 40), m.index);
          if (/[[(]\s*$/.test(before) || TWO_NAMES_RE.test(before)) continue;
        }
        push(m.index, m.index + m[0].length);
      }
      if (COMMA_DECIMAL_RE.test(text)) {
        COMMA_PAIR_RE.lastIndex = 0;
        while ((m = COMMA_PAIR_RE.exec(text)) !== null) {
          const lat = Number(m[1]!.replace(',', '.'));
          const lon = Number(m[2]!.replace(',', '.'));
          if (Math.abs(lat) > 90 || Math.abs(lon) > 180) continue;
          if (CUE_RE.test(text.slice(Math.max(0, m.index - 40), m.index))) push(m.index, m.index + m[0].length);
        }
      }
      if (LAT_HINT_RE.test(text)) {
        LABELLED_RE.lastIndex = 0;
        while ((m = LABELLED_RE.exec(text)) !== null) {
          if (Math.abs(Number(m[1]!.replace(',', '.'))) > 90 || Math.abs(Number(m[2]!.replace(',', '.'))) > 180) continue;
          push(m.index + m[0].indexOf(m[1]!), m.index + m[0].length);
        }
      }
      for (const [re, marked, numbersOnly] of OWN_FORMS) {
        if (!marked(text)) continue;
        re.lastIndex = 0;
        while ((m = re.exec(text)) !== null) push(numbersOnly ? m.index + m[0].indexOf(m[1]!) : m.index, m.index + m[0].length);
      }
      if (!/[NSEWO]/.test(text)) return;
      HEMI_DECIMAL_RE.lastIndex = 0;
      while ((m = HEMI_DECIMAL_RE.exec(text)) !== null) {
        if (Number(m[2] ?? m[3]) > 90 || Number(m[6] ?? m[7]) > 180) continue;
        push(m.index, m.index + m[0].length);
      }
      if (!text.includes('°') && !/\bdeg\b/.test(text)) return;
      DM_RE.lastIndex = 0;
      while ((m = DM_RE.exec(text)) !== null) push(m.index, m.index + m[0].length);
    },
  };
}

import { FEATURE_DIGIT_BLANK, FEATURE_NON_ASCII, type Detector, type Finding, type TextFeatures } from './detector.ts';

/**
 * A street address in text: the line with the house number and the street ("221B Baker Street", "Flat 3, 12 High St",
 * "Musterstraße 12a", "12 rue de la Paix", "Calle Mayor 5, 3º B", "Via Roma 10", "Rua Augusta, 1500", "ul. Marszałkowska
 * 12/34", "Storgatan 5", "PO Box 4471", "東京都新宿区西新宿2-8-1", "北京市朝阳区建国路88号", "서울특별시 강남구 테헤란로 123").
 * The finding is that line (with the flat or unit written on it); the city, the postcode and the country stay: each
 * alone names many people.
 *
 * Only streets with a number are looked for, in the forms of the countries' own conventions:
 * - number first, then the name and a street type (English: Street, Rd, Ave…; French: rue, avenue, bd… before the name);
 * - the name, then the number (German, Dutch and Nordic compounds: -straße, -str., -gasse, -straat, -laan, -gatan, -vej,
 *   -veien, -katu; Romance and Polish types before the name: Calle, Avenida, Via, Piazza, Rua, rue, ul., al.);
 * - post-office boxes;
 * - Japanese, Chinese and Korean addresses, from the city or ward to the block or building number.
 * Street types that are also common words (Drive, Court, Place, Way, Trail, Hill, Park…; -platz, -weg, -ring, -markt,
 * -gate, -plein) count only where the text has an address's context: an address word ("address", "ship to", "live
 * at", "Adresse", "dirección", "住所"), a flat or unit, or a postcode. "3 Hard Drive failures", "Audit Trail", "Arbeitsplatz
 * 3", "Aggregate 5" are not addresses. A number and words without a street type ("Route 66", "Apollo 11", "Building 5")
 * and a street without a number ("shopping on Fifth Avenue") are not looked for.
 */

const L = String.raw`\p{L}\p{M}`;
/** Title case and upper case forms of a street type list, with an optional dot after abbreviations. */
function forms(words: readonly string[]): string {
  const out = new Set<string>();
  for (const w of words) {
    out.add(w);
    out.add(w.toUpperCase());
    out.add(w.toLowerCase());
  }
  return [...out].sort((a, b) => b.length - a.length).map((w) => w.replace('.', '\\.')).join('|');
}

const STRONG_EN = [
  'Street', 'Str', 'St', 'Avenue', 'Ave', 'Av', 'Road', 'Rd', 'Boulevard', 'Blvd', 'Bvd', 'Lane', 'Ln', 'Crescent', 'Cres', 'Parkway',
  'Pkwy', 'Terrace', 'Terr', 'Ter', 'Tce', 'Highway', 'Hwy', 'Mews', 'Gardens', 'Gdns', 'Parade', 'Pde', 'Esplanade', 'Circuit', 'Cct',
  'Expressway', 'Expy', 'Freeway', 'Fwy', 'Turnpike', 'Tpke', 'Causeway', 'Marg', 'Salai', 'Nagar',
];
const WEAK_EN = [
  'Drive', 'Dr', 'Close', 'Court', 'Ct', 'Place', 'Pl', 'Way', 'Cl', 'Square', 'Sq', 'Circle', 'Cir', 'Trail', 'Trl', 'Grove', 'Hill',
  'Park', 'Walk', 'Row', 'Green', 'Heights', 'Hts', 'Loop', 'Alley', 'Plaza', 'Point', 'Ridge', 'Run', 'View', 'Rise', 'Vale',
  'Path', 'Pike', 'Crossing', 'Quay', 'Wharf', 'Cove', 'Glen', 'Bend', 'Brae', 'Wynd', 'Chase', 'Hollow', 'Meadow', 'Meadows',
  'Commons', 'Landing', 'Pass', 'Track', 'Crest', 'Knoll', 'Manor', 'Mount', 'Oval', 'Retreat', 'Reach', 'Strand', 'Vista',
  'Cross', 'Main', 'Center', 'Centre', 'Garden', 'Layout', 'Colony', 'Gali', 'Lawn', 'Cottages', 'Mansions', 'Brow', 'Dale', 'Fold',
  'Gate', 'Lea', 'Nook', 'Wood', 'Woods', 'Field', 'Fields',
  // The rest of the US Postal Service's street suffixes (Publication 28, appendix C1) that name streets more often than other
  // things after a house number and a name (not Key, Light, Lock, Rest, Land: "3 Master Key"): "8433 Moran Tunnel",
  // "494 Kim Corners", "9 Paige Loaf" (Faker draws from that list).
  'Anex', 'Annex', 'Arcade', 'Bayou', 'Beach', 'Bluff', 'Bluffs', 'Bottom', 'Branch', 'Bridge', 'Brook', 'Brooks', 'Burg', 'Burgs',
  'Bypass', 'Camp', 'Canyon', 'Cape', 'Cliff', 'Cliffs', 'Common', 'Corner', 'Corners', 'Course', 'Courts', 'Coves', 'Creek',
  'Crossroad', 'Crossroads', 'Curve', 'Divide', 'Drives', 'Estate', 'Estates', 'Extension', 'Falls', 'Ferry', 'Ford', 'Fords', 'Forest',
  'Forge', 'Forges', 'Fork', 'Forks', 'Fort', 'Gateway', 'Glens', 'Greens', 'Groves', 'Harbor', 'Harbors', 'Harbour', 'Haven', 'Hills',
  'Inlet', 'Island', 'Islands', 'Isle', 'Junction', 'Junctions', 'Lake', 'Lakes', 'Loaf', 'Lodge', 'Mall', 'Manors', 'Mill', 'Mills',
  'Mission', 'Motorway', 'Mountain', 'Mountains', 'Neck', 'Orchard', 'Overpass', 'Parks', 'Passage', 'Pine', 'Pines', 'Plain', 'Plains',
  'Points', 'Port', 'Ports', 'Prairie', 'Radial', 'Ranch', 'Rapid', 'Rapids', 'Ridges', 'River', 'Roads', 'Shoal', 'Shoals', 'Shore',
  'Shores', 'Skyway', 'Spring', 'Springs', 'Spur', 'Spurs', 'Squares', 'Station', 'Stravenue', 'Stream', 'Streets', 'Summit',
  'Throughway', 'Trace', 'Trafficway', 'Tunnel', 'Underpass', 'Union', 'Unions', 'Valley', 'Valleys', 'Viaduct', 'Views', 'Village',
  'Villages', 'Ville', 'Walks', 'Wall', 'Ways', 'Well', 'Wells',
];
const STRONG_SET = new Set(STRONG_EN.map((w) => w.toLowerCase()));

/** A unit written on the street line, before or after it ("Apt 4B", "Flat 3,", "Unit 12/45", "#08-1234", "2nd floor"). */
const UNIT_WORDS = String.raw`(?:[Aa]pt|APT|[Aa]partment|APARTMENT|[Aa]pp|[Aa]ppt|APPT|[Uu]nit|UNIT|[Ss]uite|SUITE|[Ss]te|STE|[Ff]lat|FLAT|[Ff]l|[Ff]loor|[Rr]m|[Rr]oom|[Bb]ldg|[Bb]uilding|[Ll]ot|LOT|[Ss]hop|[Ll]evel|[Hh]ouse|H\.?\s?[Nn]o|[Pp]lot|[Dd]oor|[Vv]illa|RMB|[Bb]lk|[Bb]lock|[Bb]ât|[Dd]epto|[Tt]ower)\.?`;
const UNIT_VALUE = String.raw`(?:[Nn]o\.?\s*)?#?\s?(?:[A-Za-z]?\d{1,5}[A-Za-z]?(?:[-/]\d{1,5}[A-Za-z]?){0,3}|[A-Z](?![${L}]))`;
/** A unit and, in British and Indian addresses, the building's name before the house number ("Flat 12, Kingsley Court, "). */
const UNIT_BEFORE = String.raw`(?:(?:${UNIT_WORDS}\s*${UNIT_VALUE}|#\s?\d{1,5}[A-Za-z]?),?\s+(?:(?:[\p{Lu}][${L}'’-]*\s+){1,3}[\p{Lu}][${L}'’-]*,\s+)?)?`;
const UNIT_AFTER = String.raw`(?:,?\s*(?:${UNIT_WORDS}\s*${UNIT_VALUE}|#\s?\d{1,5}[A-Za-z]?(?:-\d{1,5})?|\d{1,2}(?:st|nd|rd|th)\s+[Ff]loor|[Ff]loor\s+\d{1,2}))?`;
const HOUSE = String.raw`(?:(?:[Nn]o\.?|NO\.?|#)\s?)?\d{1,6}[A-Za-z]?(?:\s?[-–/]\s?\d{1,6}[A-Za-z]?)?`;
/** The house number, or a unit whose number is the house's ("Unit 12/45 Smith Street", "Lot 14, Kookaburra Road"). */
const HOUSE_OR_UNIT = String.raw`(?:(?:[Uu]nit|UNIT|[Ff]lat|FLAT|[Ll]ot|LOT|[Ss]hop|[Vv]illa|RMB|[Bb]lk|BLK)\s+)?${HOUSE}`;
const DIRECTION = String.raw`(?:\s+(?:N|S|E|W|NE|NW|SE|SW|North|South|East|West|NORTH|SOUTH|EAST|WEST)(?![${L}])\.?)?`;
/** A word of an English street's name: capitalized, an ordinal, a direction, "St." in "St. James", a numbered avenue's number. */
const CAP_WORD = String.raw`(?:[\p{Lu}][${L}'’.-]*|\d{1,3}(?:st|nd|rd|th|ST|ND|RD|TH)|\d{1,3}(?=\s+(?:Ave|Avenue|St|Street|AVE|ST)(?![${L}])))`;
const LOWER_WORD = String.raw`(?:[\p{Ll}][\p{Ll}'-]+|[nsew]\.?|\d{1,3}(?:st|nd|rd|th))`;
const SUFFIX_TAIL = String.raw`\.?(?![${L}\p{N}])`;
const EN_CAP_RE = new RegExp(
  String.raw`(?<![${L}\p{N}.:/_-])(?<unit>${UNIT_BEFORE})${HOUSE_OR_UNIT},?\s+(?<name>(?:${CAP_WORD}[ \t]+){1,4})(?<type>${forms([...STRONG_EN, ...WEAK_EN])})${SUFFIX_TAIL}${DIRECTION}${UNIT_AFTER}`,
  'gdu',
);
const EN_LOWER_RE = new RegExp(
  String.raw`(?<![${L}\p{N}.:/_-])(?<unit>${UNIT_BEFORE})${HOUSE_OR_UNIT},?\s+(?<name>(?:${LOWER_WORD}[ \t]+){1,3})(?<type>${STRONG_EN.map((w) => w.toLowerCase()).join('|')}|${WEAK_EN.map((w) => w.toLowerCase()).join('|')})${SUFFIX_TAIL}${UNIT_AFTER}`,
  'gdu',
);
/** Numbered roads and highways after a house number: "15320 Highway 99", "2043 County Road 17", "1312 Hwy 20 E". */
const ROUTE_RE = new RegExp(
  String.raw`(?<![${L}\p{N}.:/_-])\d{1,6}[A-Za-z]?,?\s+(?:(?:County|State|Farm(?:\s+to\s+Market)?|Concession|US|U\.S\.|Provincial|Rural)\s+)?(?:Road|Rd|Highway|Hwy|Route|Rte|Line|Sideroad|FM|ROAD|HWY|HIGHWAY)\.?\s+\d{1,4}[A-Z]?(?:\s+(?:N|S|E|W)(?![${L}]))?${UNIT_AFTER}`,
  'gdu',
);
/** Singapore and Malaysia: "Blk 123 Ang Mo Kio Ave 6 #08-1234", "45 Jalan Kembangan", "Blk 88 Tampines St 81". */
const BLOCK_RE = new RegExp(
  String.raw`(?<![${L}\p{N}])(?:(?:Blk|BLK|Block)\s?\d{1,4}[A-Z]?\s+(?:[\p{Lu}][${L}'’-]*\s+){1,4}(?:Ave|Avenue|St|Street|Rd|Road|Dr|Drive|Cres|Crescent|Lane|Ln|Close|Walk|Way)\s*\d{0,3}|(?:No\.?\s*)?\d{1,5}[A-Z]?,?\s+(?:Jalan|Jln\.?|Lorong|Lor\.?|Persiaran|Lebuh|Lebuhraya|Taman)\s+(?:[\p{Lu}\p{N}][${L}\p{N}'’/-]*[ \t]*){1,4})(?:,?\s*#\d{1,3}-\d{1,5})?`,
  'gdu',
);
/** Words a lower-case street name does not hold: "placed 4 new orders on the main road". */
const FUNCTION_WORDS = new Set([
  'the', 'a', 'an', 'of', 'to', 'in', 'on', 'at', 'for', 'and', 'or', 'is', 'are', 'was', 'with', 'from', 'by', 'per', 'each', 'every',
  'more', 'than', 'all', 'my', 'your', 'our', 'new', 'old', 'times', 'days', 'hours', 'minutes', 'items', 'orders', 'more', 'other',
  'different', 'same', 'next', 'last', 'first', 'second', 'third', 'wrong', 'right', 'left', 'turns', 'blocks', 'miles', 'km',
]);

// French, number first: "12 rue de la Paix", "5, avenue Victor Hugo", "8 bis rue des Lilas".
const FR_TYPES = [
  'rue', 'avenue', 'av.', 'boulevard', 'bd', 'bld', 'place', 'pl.', 'chemin', 'ch.', 'allée', 'impasse', 'imp.', 'quai', 'route', 'rte',
  'cours', 'square', 'passage', 'villa', 'cité', 'résidence', 'voie', 'sentier', 'chaussée', 'faubourg', 'fbg', 'rond-point',
  'esplanade', 'promenade', 'parvis', 'hameau', 'lieu-dit', 'montée', 'clos', 'domaine', 'lotissement',
];
const PARTICLE = String.raw`(?:(?:de|del|della|dello|dei|degli|delle|di|da|do|dos|das|du|des|la|las|los|le|les|el|e|y|i|van|der|den|von|am|an|zum|zur|na|ar|st)(?![\p{L}])|d['’]|l['’]|dell['’])`;
const NAME_TOKEN = String.raw`(?<![${L}\p{N}])(?:[\p{Lu}][${L}\p{N}'’.-]*|\d{1,3}(?:st|nd|rd|th|º|ª|°|er|e|de)?(?=\s)|${PARTICLE})`;
const FR_RE = new RegExp(
  String.raw`(?<![${L}\p{N}.:/_-])${HOUSE}(?:\s?(?:bis|ter|quater|[A-D])(?![${L}]))?,?\s+(?:${forms(FR_TYPES)})(?![${L}])\s*(?:${NAME_TOKEN}[ \t]*){1,6}(?:,?\s*(?:app|appt|apt|bât|bte|porte|étage|esc|bloc)\.?\s*\w{1,4})?`,
  'gdu',
);

// The type before the name, the number after: "Calle Mayor 5, 3º B", "Via Roma 10", "Rua Augusta, 1500 - apto 42",
// "ul. Marszałkowska 12/34", "Rue de la Loi 16" (Belgium), "Avenida Paulista, 1578", "Jl. Sudirman No. 5".
const PREFIX_TYPES = [
  'Calle', 'C/', 'Cl.', 'Avenida', 'Avda.', 'Avda', 'Av.', 'Avd.', 'Paseo', 'Pº', 'Pso.', 'Plaza', 'Pza.', 'Camino', 'Carrer', 'Carretera',
  'Ctra.', 'Ronda', 'Travesía', 'Glorieta', 'Vía', 'Via', 'Viale', 'V.le', 'Piazza', 'P.zza', 'P.za', 'Piazzale', 'Corso', 'C.so', 'Largo',
  'Vicolo', 'Strada', 'Contrada', 'Rua', 'Travessa', 'Alameda', 'Praça', 'Estrada', 'Rodovia', 'Rue', 'Avenue', 'Boulevard', 'Chemin',
  'Allée', 'Impasse', 'Quai', 'Place', 'ul.', 'ulica', 'al.', 'aleja', 'os.', 'osiedle', 'pl.', 'plac', 'Jalan', 'Jl.', 'Jln.', 'Carrera',
  'Cra.', 'Diagonal', 'Transversal', 'Calzada', 'Callejón', 'Prolongación', 'Boulevar', 'Bulevar', 'Passeig', 'Rambla', 'Plaça',
  'Rúa', 'Strasse', 'Straße', 'Laan', 'Bv.', 'Bvd.', 'Blvd.', 'Pasaje', 'Privada', 'Cerrada', 'Callejón', 'Andador', 'Circuito', 'Retorno',
  'Localidad', 'Località', 'Loc.', 'Frazione', 'Fraz.', 'Borgo', 'Vico', 'Salita', 'Lungomare', 'Lungotevere', 'Rampa', 'Beco', 'Calçada',
  'Ladeira', 'Largo', 'Avenida', 'Chaussée', 'Steenweg', 'Dreef', 'Plein', 'Kade', 'ulici', 'ulice', 'třída', 'nábřeží', 'náměstí',
];
const PREFIX_SET = [...new Set(PREFIX_TYPES.flatMap((w) => [w, w[0]!.toLowerCase() + w.slice(1), w.toUpperCase()]))]
  .sort((a, b) => b.length - a.length)
  .map((w) => w.replace(/[./]/g, (c) => `\\${c}`))
  .join('|');
/** What Spanish, Portuguese and Italian write after the number: floor and door, flat, block, "s/n". */
/**
 * What is written after the number on the same line: floor and door (Spain, Portugal, Italy, Latin America: "3º B", "2.º
 * Dto", "piso 3 depto A", "int. 5", "r/c"), German and Austrian floors, stairs and doors ("3. OG", "Top 9", "Stiege 4",
 * "Whg. 14"), Belgian and Dutch boxes ("bte 4", "bus 12", "hs", "-III"), Nordic flats and floors ("lgh 1102", "2 tr", "st.
 * tv.", "1."), Finnish stair and flat ("A 7", "B 22", "as. 4"), French ("app. 3", "bât. C").
 */
const ROMANCE_TRAILER = String.raw`(?:(?:,\s*|\s+|\s*[/-]\s*)(?:\d{1,2}\.?\s?[º°ª](?:\s?[A-Za-z0-9]{1,3}(?![\p{L}\p{N}]))?(?:ª)?\.?|[Pp]iso\s+\w{1,3}|[Pp]lanta\s+\w{1,3}|[Pp]uerta\s+\w{1,3}|[Ee]sc(?:alera)?\.?\s*\w{1,3}|[Bb]ajo|[Aa]pto?\.?\s*\w{1,5}|[Aa]p\.?\s*\d{1,5}|[Aa]pp?t?\.\s*\w{1,5}|[Cc]asa\s+\w{1,4}|[Bb]loco\s+\w{1,3}|[Bb]l\.?\s*\w{1,3}|[Ii]nt(?:erno)?\.?\s*\w{1,4}|[Ss]cala\s+\w{1,3}|[Mm]\.\s*\d{1,4}|[Ll]ok\.?\s*\d{1,4}|[Dd]ep(?:to|artamento)?\.?\s*\w{1,5}|[Dd]to\.?|[Pp]\.\s*\d{1,2}|[Ee]sq\.?|[Dd]ir\.?|[Ff]rente|[Ff]undos|[Ii]zq(?:uierda|da)?\.?|[Ii]zda\.?|[Pp]iso(?![\p{L}])|(?:primo|secondo|terzo|quarto|quinto|sesto|primero|segundo|tercero?|cuarto|quinto|sexto|primeiro|terceiro)\s+(?:piano|piso|andar|izquierda|derecha)|[Dd]cha\.?|[Dd]er(?:echa)?\.?|[Cc]j\.?\s*\d{1,4}|[Ss]ala\s+\d{1,5}|[Cc]onj(?:unto)?\.?\s*\d{1,5}|[Rr]\/[Cc]|[A-Z](?:\s?\d{1,3})?(?![${L}\p{N}])|\d{1,2}\.?\s?(?:[Oo]G|[Ss]tock|[Ee]tage|[Tt]r)\.?(?:\s+(?:links|rechts|Mitte))?|[Tt]op\s*\d{1,3}|[Ww]hg\.?\s*\d{1,4}|[Ss]tiege\s*\d{1,3}|[Tt]ür\s*\d{1,3}|[Bb]us\s+\d{1,4}|[Bb]te\.?\s*\d{1,4}|hs|[Ll]gh\.?\s*\d{1,4}|[Ll]eilighet\s+\w{1,6}|[Aa]s\.\s*\d{1,3}|st\.\s?(?:tv|th|mf)\.?|\d{1,2}\.\s?(?:th|tv|mf|sal)\.?|\d{1,2}\.(?![\p{N}])|[Bb]ât\.?\s*\w{1,3}|[Hh]interhaus|[Vv]orderhaus|[Ss]eitenflügel|\d{1,2}(?:r|n|t|è|a|o)\s\d?(?:a|r|o)?)){0,3}`;
const NUMBER_AFTER = String.raw`(?:[Nn][º°oO]\.?\s*|[Nn]r\.?\s*|[Nn]úm(?:ero)?\.?\s*|número\s+|[Nn]\.\s*|No\.?\s*|#\s*)?\d{1,4}(?:\s?[A-Za-z](?![${L}.]))?(?:\s?(?:bis|ter))?(?:-[IVX]{1,4}(?![${L}])|-[A-Z](?![${L}]))?(?:\s?[-/]\s?\d{1,5}[A-Za-z]?){0,2}(?:\s?[Ss]\/[Nn])?`;
const VIA_ROUTE_RE = /^v[ií]a\s+\p{Lu}{0,4}-?\d/u;
const PREFIX_RE = new RegExp(
  String.raw`(?<![${L}\p{N}])(?:${PREFIX_SET})\s*(?:${NAME_TOKEN}[ \t,]+){0,6}?(?<![${L}\p{N}])${NAME_TOKEN}(?:[ \t]+|,[ \t]*)(?:-\s*)?${NUMBER_AFTER}(?![\p{N}])${ROMANCE_TRAILER}`,
  'gdu',
);

/** The same in chat, all in lower case ("c/ san vicente 47", "r. augusta 2211 ap 92"): only where the text is about an address. */
const PREFIX_LOWER_RE = new RegExp(
  String.raw`(?<![${L}\p{N}])(?:calle|c/|avenida|avda\.?|av\.|rua|r\.|travessa|via|viale|piazza|corso|ul\.|al\.|carrer|paseo|plaza|pza\.|rue|avenue)[ \t]*(?:(?:[\p{Ll}][\p{Ll}\p{M}'’-]+|d['’])[ \t]+){1,4}?,?[ \t]*${NUMBER_AFTER}(?![\p{N}])${ROMANCE_TRAILER}`,
  'gu',
);

// Compounds with the type as their end, number after: "Musterstraße 12a", "Hauptstr. 5", "Kerkstraat 12", "Storgatan 5",
// "Nørrebrogade 12, 3. th.", "Mannerheimintie 12 B 5", "Hamburger Straße 12", "Karl Johans gate 22".
const STRONG_COMPOUND = [
  'straße', 'strasse', 'str.', 'gasse', 'allee', 'damm', 'ufer', 'chaussee', 'steig', 'stieg', 'pfad', 'zeile', 'gürtel', 'straat',
  'laan', 'gracht', 'kade', 'singel', 'steeg', 'gatan', 'gata', 'vägen', 'gade', 'vej', 'veien', 'vegen', 'katu', 'kuja', 'polku',
  'utca', 'ulica', 'sokak', 'sokağı', 'caddesi', 'bulvarı', 'stigen', 'gränd', 'backen', 'vägen',
];
const WEAK_COMPOUND = ['stig', 'backe', 'platz', 'weg', 'ring', 'markt', 'berg', 'hof', 'wall', 'kamp', 'bogen', 'plein', 'dijk', 'gate', 'tie', 'väg', 'vei', 'torget', 'plads', 'pad', 'steenweg', 'dreef', 'vænget', 'parken', 'haven'];
const SEPARATE_TYPES = [
  'Straße', 'Strasse', 'Str.', 'Gasse', 'Allee', 'Chaussee', 'Gürtel', 'Damm', 'Ufer', 'Steig', 'Pfad', 'Kai', 'allé', 'Allé', 'Steenweg',
  'Kade', 'Gracht', 'Straat', 'Laan', 'gata', 'vej', 'gade', 'vegen', 'veien',
  // Weak: also ordinary words.
  'Weg', 'Platz', 'Ring', 'Markt', 'gate', 'vei', 'veg', 'Plein',
];
const WEAK_SEPARATE = new Set(['Weg', 'Platz', 'Ring', 'Markt', 'gate', 'vei', 'veg', 'Plein']);
const compoundAlternatives = (words: readonly string[]) =>
  [...new Set(words.flatMap((w) => [w, w[0]!.toUpperCase() + w.slice(1), w.toUpperCase()]))]
    .sort((x, y) => y.length - x.length)
    .map((w) => w.replace('.', '\\.'))
    .join('|');
// Words before the street's own: up to two capitalized words, and particles ("Wiedner Hauptstraße", "Prins Hendrikkade",
// "Witte de Withstraat", "Van Speijkstraat", "Karl Johans gate", "Hamburger Straße"). Not "Lieferung an Hauptstr. 5": a
// German preposition is no particle here, and a label's noun before the street is dropped (LABEL_NOUN).
const COMPOUND_PARTICLE = String.raw`(?:de|van|der|den|ten|ter|la|le|du|des|di|da|Van|De)(?![\p{L}])`;
const COMPOUND_RE = new RegExp(
  String.raw`(?<![${L}\p{N}])(?:(?:[\p{Lu}][${L}'’.-]*[ \t]+){1,2}(?:${COMPOUND_PARTICLE}[ \t]+){0,3}|(?:${COMPOUND_PARTICLE}[ \t]+){1,3})?(?:[\p{L}][${L}-]*?(?<t>${compoundAlternatives([...STRONG_COMPOUND, ...WEAK_COMPOUND])})|(?:[\p{Lu}][${L}'’.-]*[ \t]+){0,2}?[\p{Lu}][${L}'’-]*[ \t]+(?<s>${compoundAlternatives(SEPARATE_TYPES)}))(?<=[${L}.])(?:[ \t]+|,[ \t]*)${NUMBER_AFTER}(?![\p{N}])${ROMANCE_TRAILER}`,
  'gdu',
);
/** Turkish: the street's name, its type, then "No": "Lale Cad. No: 38/2", "Gül Sokak No 5", "Atatürk Bulvarı No:12". */
const TR_RE = new RegExp(
  String.raw`(?<![${L}\p{N}])(?:[\p{Lu}][${L}'’.-]*[ \t]+){1,3}(?:Cad\.|Caddesi|Cd\.|Sok\.|Sokak|Sokağı|Sk\.|Bulvarı|Blv\.|Bulv\.|Mah\.|Mahallesi)[ \t]*(?:No|NO|no)[ \t]*[:.]?[ \t]*\d{1,5}[A-Z]?(?:[ \t]*/[ \t]*\d{1,4}[A-Z]?)?(?:[ \t]+(?:D|Daire|Kat)[ \t]*[:.]?[ \t]*\d{1,4})?`,
  'gu',
);
/** German and Dutch streets named with a preposition ("Am Mühlbach 2", "Auf dem Kamp 12", "Im Winkel 7"): with context only. */
const PREPOSITION_RE = new RegExp(
  String.raw`(?<![${L}\p{N}])(?:Am|An\s+der|An\s+den|Auf\s+dem|Auf\s+der|Auf\s+den|Im|In\s+der|In\s+den|Zum|Zur|Unter\s+den|Hinter\s+dem|Hinter\s+der|Vor\s+dem|Beim|Bei\s+der|Op\s+de|Aan\s+de|In\s+de|Achter\s+de)\s+[\p{Lu}][${L}-]+(?:\s+[\p{Lu}][${L}-]+)?\s+\d{1,4}[a-z]?(?![\p{N}])${ROMANCE_TRAILER}`,
  'gdu',
);
const STRONG_COMPOUND_SET = new Set(STRONG_COMPOUND);
/** A compound's or a separate street type with a number after it: COMPOUND_RE is read only where this is found. */
const COMPOUND_HINT = String.raw`(?:${compoundAlternatives([...STRONG_COMPOUND, ...WEAK_COMPOUND])}|[ \t](?:${compoundAlternatives(SEPARATE_TYPES)}))(?<=[\p{L}.])[ \t]*,?[ \t]*\d`;
const COMPOUND_HINT_RE = new RegExp(COMPOUND_HINT, 'u');
/** Nouns of delivery and address labels that may stand right before a street: "Lieferadresse Hauptstraße 5". */
const LABEL_NOUN = /^(?:\p{Lu}[\p{L}-]*(?:ung|adresse|adress|anschrift|ort|adres|nummer|dres)|Neu|Nieuw|Nouvelle|Nueva|Nuova|Ny|Uusi)[ \t]+/u;
const ONE_CASE_WORD = /^(?:[\p{Lu}]?[\p{Ll}\p{M}ß.]+(?:-[\p{Lu}]?[\p{Ll}\p{M}ß.]+)*|[\p{Lu}\p{M}ß.-]+)$/u;

/**
 * Indian addresses: a flat, house or plot number, then the parts up to the road, sector, colony or nagar ("Flat 302, Sai
 * Residency, 14th Cross Road", "H.No. 8-3-167/A, Road No. 7", "C-117, Sector 50", "D-14/7, Model Town").
 */
const IN_RE = new RegExp(
  String.raw`(?<![${L}\p{N}])(?:(?:Flat|House|H\.?\s?No|Plot|Door|Shop|Villa|Bungalow|Quarter|Qtr)\.?\s*(?:No\.?\s*)?[A-Z]?-?\d[\w/-]*|[A-Z]{1,3}[-\s]?\d{1,5}(?:/\d{1,5}[A-Z]?)?|\d{1,5}(?:[-/]\d{1,5}[A-Z]?){0,3}),[ \t]*(?:(?=[\p{Lu}\p{N}])[^,\n.;:"]{2,40}?,[ \t]*){0,3}(?=[\p{Lu}\p{N}])[^,\n.;:"]{0,40}(?<![${L}])(?:Road|Rd|Marg|Street|St|Main|Cross|Nagar|Colony|Layout|Sector[ \t]+\d{1,3}(?:-?[A-Z])?|Block|Phase|Society|Apartments?|Residency|Enclave|Lane|Heights|Towers?|Town|Vihar|Puram|Bagh|Chowk|Gali|Mohalla|Extension)(?:[ \t]+No\.?[ \t]*\d{1,4})?(?![${L}])`,
  'gu',
);
/**
 * "vivo en Gurruchaga 1820", "moro na Rua …", "abito in via roma 22", "asun osoitteessa Hämeenkatu 15", "I live at Pohnertova 30":
 * a street named after "I live at".
 */
const LIVE_AT_RE = new RegExp(
  String.raw`(?<![${L}])(?:(?:vivo|vive|vivimos|moro|mora|moramos|abito|abita|wohne|wohnt|woon|woont|bor|asun|mieszkam|bydlí|bydlím)[ \t]+(?:en|na|no|em|in|a|op|aan|på|osoitteessa|przy|na|v)|(?:live|lives|living|reside|resides|residing)[ \t]+at)[ \t]+(?:(?:la|el|der|die|ulici|ulice)[ \t]+)?(?<street>(?:[\p{L}][${L}'’.-]*[ \t]+){1,4}?\d{1,5}[A-Za-z]?(?:[-/]\d{1,5})?${ROMANCE_TRAILER})`,
  'giu',
);

/**
 * The value after an address's label ("Address: Husova 12", `"calle":"Hidalgo 45"`, `ship_to="C-117, Sector 50"`,
 * "Adresse : …"): its first comma-separated parts, while each holds a number or a street word, up to the postcode and city.
 */
const ADDRESS_LABEL_RE = new RegExp(
  String.raw`(?<![${L}\p{N}])(?:(?:home|street|postal|mailing|shipping|billing|delivery|residential|customer|new|old|current|permanent|registered|my|the|his|her)[\s_.-]?)?(?:address(?:[\s_-]?line[\s_-]?1|[_-]?1)?|addr(?:ess)?1|addr|line1|adres(?:im|i)|yeni\s+adres|street(?:[\s_]address)?|adress|adresse|adres|adresa|anschrift|wohnort|wohnadresse|lieferadresse|rechnungsadresse|kundenadresse|neue\s+anschrift|dirección(?:\s+de\s+entrega)?|direccion|domicilio|indirizzo|endereço|endereco|morada(?:\s+de\s+entrega)?|osoite|toimitusosoite|leveransadress|leveringsadresse|strasse|straße|calle|ship[\s_-]?to|deliver[\s_-]?to|livrer\s+[àa]|enviar\s+a|envío|versand\s+an|bezorgadres|afleveradres)["']?[ \t]*(?:[:=：]|\s-\s|\s(?:is|es|est|ist|è|é|c['’]est)\s)[ \t]*(?<q>["'“]?)`,
  'giu',
);
/** Labels of other addresses: "IP address: 10.0.0.1", "email address", "memory address 0x…", "wallet address". */
const OTHER_ADDRESS_BEFORE = /(?:ip|mac|hw|hardware|ether|e-?mail|memory|wallet|web|host|bind|listen|remote|local|server|client|peer|network|socket|bitcoin|eth|contract|public|hex|return|pointer|virtual|physical|url|base|broadcast|gateway|dns|node|proxy|loopback|multicast|link)[\s._-]*$/i;
const SEGMENT_NUMBER = /(?<![\p{L}\p{N}.])(?:[A-Z]{1,2}[- ]?)?\d{1,5}[A-Za-z]?(?:[-/]\d{1,5}[A-Za-z]?){0,3}(?=[\s,+"'&;)]|$)/u;
const SEGMENT_STREET_WORD = new RegExp(
  String.raw`(?<![\p{L}])(?:${[...STRONG_EN, ...WEAK_EN].join('|')}|Sector|Block|Town|Society|Apartments?|Residency|Heights|Towers?|Complex|Enclave|Vihar|Puram|Bagh|Court|House|Cottages|Mansions|Lodge|Lawn|Row|Close|Rue|Avenue|Calle|Via|Rua)(?![\p{L}])|(?:straße|strasse|str\.|gasse|weg|allee|platz|straat|laan|gracht|gatan|vägen|gade|vej|veien|katu|tie)(?![\p{L}])`,
  'iu',
);
const POSTCODE_SEGMENT = /^\s*(?:\d{4,6}(?:-\d{3,4})?|\d{3}\s\d{2}|[A-Z]{1,2}\d[A-Z\d]?\s?\d[A-Z]{2}|[A-Z]\d[A-Z]\s?\d[A-Z]\d)(?:\s|$)/;

const PO_BOX_RE =
  /(?<![\p{L}\p{N}])(?:P\.?\s?O\.?\s?Box|P\.\s?O\.\s?B\.?|POB|Post\s+Office\s+Box|GPO\s+Box|Locked\s+Bag|Private\s+Bag|Postfach|Apartado(?:\s+de\s+[Cc]orreos)?|Caixa\s+Postal|Casilla(?:\s+de\s+[Cc]orreo)?|Bo[îi]te\s+[Pp]ostale|Postboks|Postbus|Rural\s+Route|RR|HC)(?:[ \t]*[#:][ \t]*|[ \t]+)\d{1,7}(?:[ \t]+Box[ \t]+\d{1,5})?(?![\p{N}])/giu;

// Japanese: a city, ward or town and the block ("西新宿2-8-1", "千代田1丁目2番3号"); Chinese: a road and its number
// ("建国路88号"); Korean: a district, a road and its number ("강남구 테헤란로 123"), or a district, a neighbourhood and a lot.
const CJK = String.raw`\p{Script=Han}\p{Script=Katakana}ー`;
const WIDE_DIGIT = '[0-9０-９]';
const JP_RE = new RegExp(
  String.raw`[${CJK}]{0,16}?[都道府県市区町村郡][${CJK}\p{Script=Hiragana}]{0,12}?(?:${WIDE_DIGIT}{1,3}条)?${WIDE_DIGIT}{1,4}(?:丁目|[-−‐－の])${WIDE_DIGIT}{1,4}(?:(?:番地?|[-−‐－の])${WIDE_DIGIT}{1,4}号?)?(?:号)?(?:\s?[${CJK}A-Za-z]{1,16}\s?${WIDE_DIGIT}{1,5}号室)?`,
  'gu',
);
const CN_RE = new RegExp(
  String.raw`[\p{Script=Han}]{0,16}?(?:路|街|大道|巷|弄|胡同|道)(?:[一二三四五六七八九十]段)?(?:${WIDE_DIGIT}{1,4}[巷弄])?(?:${WIDE_DIGIT}{1,4}弄)?${WIDE_DIGIT}{1,5}[号號](?:院)?(?:${WIDE_DIGIT}{1,4}(?:[号號]楼|[号號]樓|栋|棟|幢|座|单元|單元|室|层|層|楼|樓)){0,3}(?:${WIDE_DIGIT}{1,5}室)?`,
  'gu',
);
const CN_REGION = /[省市区县镇州]/u;
const KR_RE =
  /(?:[가-힣]+(?:특별시|광역시|특별자치시|특별자치도|도|시)\s+)?[가-힣]+(?:구|군|시)\s+(?:[가-힣]+(?:동|읍|면|리)\s+)?(?:[가-힣0-9]+(?:로|길)\s?\d{1,4}(?:번길\s?\d{1,4})?(?:-\d{1,4})?|[가-힣]+(?:동|리|가)\s?\d{1,4}(?:-\d{1,4})?(?:번지)?)(?:,?\s*(?:[가-힣A-Za-z]+\s?)?\d{1,4}동\s?\d{1,5}호|,?\s*\d{1,5}호)?/gu;

/** What makes a weak street type an address: the text talks of an address, a delivery, a flat or a postcode. */
const ADDRESS_CONTEXT_RE = new RegExp(
  [
    String.raw`addr|ship|deliver|send\s+(?:it\s+)?to|mail|parcel|package|courier|postcode|postal|zip|dropoff|drop-off|pickup|pick-up|pick\s+up|destination|neighbo|(?<![\p{L}])(?:live[sd]?|living|moved|moving|residence|resident|home|house|place|located|apt|apartment|unit|suite|flat|lot|council|rent|landlord|tenant|invite[ds]?|visit)(?![\p{L}])`,
    // A preposition right before the house number: "at 31 Primrose Close", "from 302 Aspen Way".
    String.raw`(?<![\p{L}])(?:at|from|to|near|on|für|bei|chez|à|au|en|a|na|no|em|in|op|på|w|ul)[ \t]+\d{1,5}[A-Za-z]?[ \t]+\p{Lu}`,
    String.raw`adress|anschrift|wohn|liefer|zustell|empfänger|sendung|paket|dirección|direccion|domicilio|indirizzo|endereço|morada|adres|bostad|osoite|envío|envio|entrega|livraison|livrer|habite|vivo|vive|moro|mora|abito|mieszkam|mudad|mudei|mudé|asun|wohne|geocod|flyttet|flyttede|flyttat|verhuisd|umgezogen|déménag|traslocat|bydl|taşındı|pindah|woon|bezorg|levering|leverans|toimitus|strasse|straße|calle`,
    String.raw`(?<![\p{N}])\d{5}(?:-\d{4})?(?![\p{N}])`, // ZIP, PLZ, CP, CAP
    String.raw`(?<![\p{N}])\d{4}\s?[A-Z]{2}(?![\p{L}])`, // Dutch postcode
    String.raw`(?<![\p{L}\p{N}])[A-Z]{1,2}\d[A-Z\d]?\s?\d[A-Z]{2}(?![\p{L}])`, // UK postcode
    String.raw`(?<![\p{L}\p{N}])[A-Z]\d[A-Z]\s?\d[A-Z]\d(?![\p{L}\p{N}])`, // Canadian postcode
    String.raw`(?<![\p{L}])(?:AL|AK|AZ|AR|CA|CO|CT|DE|FL|GA|HI|ID|IL|IN|IA|KS|KY|LA|ME|MD|MA|MI|MN|MS|MO|MT|NE|NV|NH|NJ|NM|NY|NC|ND|OH|OK|OR|PA|RI|SC|SD|TN|TX|UT|VT|VA|WA|WV|WI|WY|NSW|VIC|QLD|SA|TAS|ACT|NT)\s+\d{4,5}(?![\p{N}])`,
    '住所|주소|地址|送り先|お届け先|配送先|收货',
  ].join('|'),
  'iu',
);

/**
 * A street line alone on its line in a signature or a letter's address block, the line after it a town (with or without a
 * postcode): "19 Heol y Coed\nCardiff\nCF14 6HH", "Rosenweg 17\n40489 Düsseldorf", "Belgrano 233, 2º piso\nMendoza".
 */
const LINE_WORD = String.raw`(?:[\p{Lu}][${L}'’.-]*|na|y|an|the|de|del|la|of|van|der|von|\d{1,2}(?:st|nd|rd|th))`;
const BLOCK_LINE_RE = new RegExp(
  String.raw`(?<=^|\n)[ \t]*(?<line>\d{1,5}[A-Za-z]?(?:[-/]\d{1,5}[A-Za-z]?)?,?[ \t]+${LINE_WORD}(?:[ \t,]+${LINE_WORD}){0,4}|[\p{Lu}][${L}'’.-]*(?:[ \t]+${LINE_WORD}){0,3}[ \t]+\d{1,4}[A-Za-z]?(?:[-/]\d{1,4}[A-Za-z]?)?${ROMANCE_TRAILER})[ \t]*(?=\r?\n[ \t]*(?<town>[^\n]{2,60}))`,
  'gu',
);
const TOWN_LINE_RE = new RegExp(
  String.raw`^(?:(?:\d{4,5}|\d{3}\s\d{2}|\d{4}\s?[A-Z]{2})[ \t]+)?[\p{Lu}][${L}'’.-]*(?:[ \t]+(?:[\p{Lu}][${L}'’.-]*|im|am|an|der|de|del|la|sur|upon|on|next|the))*(?:,?[ \t]+(?:[A-Z]{2,3}|Co\.[ \t]?[\p{Lu}][${L}]+))?(?:[ \t]+(?:\d{4,6}|[A-Z]{1,2}\d[A-Z\d]?\s?\d[A-Z]{2}|[A-Z]\d[A-Z]\s?\d[A-Z]\d))?[ \t]*$`,
  'u',
);
const NAME_LINE_RE = new RegExp(String.raw`(?:^|\n)[ \t]*(?:[\p{Lu}][${L}'’.-]*[ \t,]*){1,4}[ \t]*\r?\n[ \t]*$`, 'u');
const POSTCODE_NEAR_RE = /(?<![\p{L}\p{N}])(?:\d{4,6}|\d{3}\s\d{2}|[A-Z]{1,2}\d[A-Z\d]?\s?\d[A-Z]{2}|[A-Z]\d[A-Z]\s?\d[A-Z]\d)(?![\p{L}\p{N}])/u;

/**
 * One test decides whether the detectors run at all: a street-type word with a number a few words before or after it, an
 * address's label with its separator, a line of an address block, or a CJK address's characters. Most strings with a digit
 * have none of these (ids, counts, routes, SQL); most with a street word have no number beside it.
 */
const lowerWords = (words: readonly string[]) => [...new Set(words.map((w) => w.toLowerCase().replace(/[./]/g, (c) => `\\${c}`)))].join('|');
const HINT_RE = new RegExp(
  [
    // Number first: "12 Oak Ridge Drive", "12 rue de la Paix", "45 Jalan Kembangan", "PO Box 12" (box words before).
    String.raw`\d[A-Za-z]?,?[ \t]+(?:[\p{L}\p{N}'’.-]+[ \t]+){0,4}?(?:${lowerWords([...STRONG_EN, ...WEAK_EN, ...FR_TYPES, 'jalan', 'jln', 'lorong', 'highway', 'route', 'town', 'nagar', 'colony', 'sector', 'society', 'residency', 'heights', 'enclave', 'vihar', 'puram', 'bagh', 'chowk', 'block', 'apartments', 'tower', 'towers'])})(?![\p{L}])`,
    // Type first, number after: "Calle Mayor 5", "ul. Marszałkowska 84", "Blk 123", "PO Box 4471", "Flat 302, …".
    String.raw`(?<![\p{L}])(?:${lowerWords([...PREFIX_TYPES, 'box', 'bag', 'postfach', 'apartado', 'caixa', 'casilla', 'postboks', 'postbus', 'rr', 'hc', 'pob', 'blk', 'block', 'flat', 'house', 'plot', 'h.no', 'unit', 'lot', 'rmb', 'c/'])})[ \t]*(?:[\p{L}\p{N}'’.-]+[ \t,]+){0,5}?(?:n[º°o]\.?[ \t]*|no\.?[ \t]*|#[ \t]*)?\d`,
    // Indian forms: a number, a comma, the parts up to the road or sector ("12, 3rd Cross", "C-117, Sector 50").
    String.raw`\d[A-Z]?,[ \t]*[^\n]{0,130}?(?<![\p{L}])(?:road|rd|marg|street|st|main|cross|nagar|colony|layout|sector|block|phase|society|apartments?|residency|enclave|lane|heights|towers?|town|vihar|puram|bagh|chowk|gali|mohalla|extension)(?![\p{L}])`,
    // Compounds: "Hauptstraße 12", "Storgatan 5", "Hamburger Straße 12".
    COMPOUND_HINT,
    // Labels and "I live at" in other languages; address blocks; CJK.
    String.raw`(?:addr|adres|anschrift|direcci|domicilio|indirizzo|endere|morada|osoite|ship|deliver|line1|wohnort|livrer|enviar|envío|versand|bezorg|calle|strasse|straße)[\p{L}\p{N}_ .-]{0,20}["']?[ \t]*(?:[:=：]|\s-\s|\s(?:is|es|est|ist|è|é)\s)`,
    String.raw`(?<![\p{L}])(?:am|an\s+der|an\s+den|auf\s+dem|auf\s+der|auf\s+den|im|in\s+der|in\s+den|zum|zur|unter\s+den|hinter\s+dem|hinter\s+der|vor\s+dem|beim|bei\s+der|op\s+de|aan\s+de|in\s+de|achter\s+de)[ \t]+\p{Lu}\p{L}+(?:[ \t]+\p{Lu}\p{L}+)?[ \t]+\d`,
    String.raw`(?<![\p{L}])(?:vivo|vive|vivimos|moro|mora|moramos|abito|abita|wohne|wohnt|woon|woont|bor|asun|mieszkam|live|lives|living|reside|resides|residing)[ \t]`,
    String.raw`(?:cad\.|caddesi|cd\.|sok\.|sokak|sokağı|sk\.|bulvarı|blv\.)[ \t]*no`,
    String.raw`\d[^\n]{0,40}\r?\n|\n[ \t]*\d|geocod`,
    String.raw`丁目|番地|\d[号號巷弄]|[都道府県市区町村郡]\S{0,12}\d|[가-힣](?:로|길|동|리|가)\s?\d`,
  ].join('|'),
  'iu',
);

/** A number beside a blank (a line break, a form body's '+', or CJK text): ids, versions, dates and URLs have none and end the test here. */
const NUMBER_BESIDE_BLANK_RE = /\d[A-Za-z]?(?:[ \t,\n]|$)|[ \t\n]\d|\d\+[A-Za-z]/;

function hasHint(f: TextFeatures): boolean {
  if ((f.flags & (FEATURE_DIGIT_BLANK | FEATURE_NON_ASCII)) === 0) return false;
  if ((f.flags & FEATURE_NON_ASCII) === 0 && !NUMBER_BESIDE_BLANK_RE.test(f.text)) return false;
  return HINT_RE.test(f.text);
}

function isStrongEnglish(type: string): boolean {
  return STRONG_SET.has(type.toLowerCase().replace(/\.$/, ''));
}

/** The street line after an address's label, or null: its first parts while each holds a number or a street word. */
function labelledValue(text: string, start: number, quote: string): { start: number; end: number } | null {
  let end = start;
  let limit = text.length;
  const stop = quote !== '' ? text.indexOf(quote === '“' ? '”' : quote, start) : -1;
  if (stop >= 0) limit = stop;
  // A label alone on its line ("Teslimat adresi:\n…"): the value is the next line.
  const rest = /^[ \t]*\r?\n[ \t]*/.exec(text.slice(start, start + 40));
  if (rest !== null && quote === '') start += rest[0].length;
  const lineEnd = text.indexOf('\n', start);
  if (lineEnd >= 0 && lineEnd < limit) limit = lineEnd;
  const escaped = text.indexOf('\\n', start);
  if (escaped >= 0 && escaped < limit) limit = escaped;
  const value = text.slice(start, Math.min(limit, start + 120));
  // A sentence, a dash, a bar or a parenthesis ends the address; a comma separates its parts.
  const head = /^[^;|()\[\]{}<>"“”&]*?(?=\.\s|\s[-–—]\s|[;|()\[\]{}<>"“”&]|\s+[\w.]+=|$)/u.exec(value)![0];
  // Network addresses: e-mail, URL, IP, MAC, host:port, "port 8080", "localhost".
  if (/@|:\/\/|0x[0-9a-f]|(?:\d{1,3}\.){3}\d{1,3}|[0-9a-f]{2}[-:][0-9a-f]{2}[-:][0-9a-f]{2}|\w:\d|::|^\s*(?:port|localhost|unix|tcp|udp|https?|tls|socket|pipe)(?![\p{L}])/iu.test(head)) return null;
  // A statement's placeholder ("SET address = $2 WHERE …", "address = ?", ":address") is no address.
  if (/^\s*(?:\$\d|\?|%s|%\(|:[A-Za-z_]|@[A-Za-z_])/.test(head)) return null;
  // A street line has a word of three letters or more besides its number.
  if (!/\p{L}{3,}/u.test(head)) return null;
  let number = false;
  let at = 0;
  for (const part of head.split(',').slice(0, 4)) {
    const words = part.trim().split(/\s+/).filter((w) => w.length > 0);
    if (words.length === 0 || words.length > 6) break;
    if (at > 0 && POSTCODE_SEGMENT.test(part)) break;
    const hasNumber = SEGMENT_NUMBER.test(part);
    if (!hasNumber && !SEGMENT_STREET_WORD.test(part) && !(at === 0 && /^\s*\p{Lu}/u.test(part))) break;
    // A part without a number after the one with the house number is the town ("Husova 12, Brno"), unless a street word.
    if (number && !hasNumber && !SEGMENT_STREET_WORD.test(part)) break;
    number ||= hasNumber;
    at += part.length;
    end = start + at;
    at += 1; // the comma
  }
  if (!number || !/\p{L}{2,}/u.test(text.slice(start, end))) return null;
  return { start, end };
}

function mergeInto(found: Array<[number, number]>, out: Finding[], text: string): void {
  found.sort((a, b) => a[0] - b[0]);
  let cur: [number, number] | null = null;
  const flush = () => {
    if (cur === null) return;
    let [start, end] = cur;
    while (end > start && /[\s,;:–-]/.test(text[end - 1]!)) end--;
    while (start < end && /[\s,]/.test(text[start]!)) start++;
    if (end > start) out.push({ type: 'ADDRESS', start, end });
  };
  for (const f of found) {
    if (cur !== null && f[0] <= cur[1]) cur[1] = Math.max(cur[1], f[1]);
    else {
      flush();
      cur = [f[0], f[1]];
    }
  }
  flush();
}

/** The street lines of one line of the text (`offset`: where it starts in the text). */
function detectLine(text: string, offset: number, found: Array<[number, number]>, hasContext: () => boolean): void {
  const add = (m: RegExpMatchArray) => found.push([offset + m.index!, offset + m.index! + m[0].length]);
  for (const m of text.matchAll(EN_CAP_RE)) {
    const unit = m.groups!.unit!.length > 0 || /(?:apt|apartment|unit|suite|ste|flat|floor|room|#)/i.test(m[0].slice(-24));
    if (!isStrongEnglish(m.groups!.type!) && !unit && !hasContext()) continue;
    add(m);
  }
  if (/\p{Ll}\s+\p{Ll}/u.test(text)) {
    for (const m of text.matchAll(EN_LOWER_RE)) {
      if (m.groups!.name!.trim().split(/\s+/).some((w) => FUNCTION_WORDS.has(w))) continue;
      if (!isStrongEnglish(m.groups!.type!) && !hasContext()) continue;
      add(m);
    }
  }
  for (const m of text.matchAll(ROUTE_RE)) if (hasContext()) add(m);
  for (const m of text.matchAll(BLOCK_RE)) add(m);
  for (const m of text.matchAll(FR_RE)) add(m);
  // Lower-case "via" is "by way of" too: before a road's code ("Curitiba via BR-116, ETA 6h") it is no street.
  for (const m of text.matchAll(PREFIX_RE)) if (!VIA_ROUTE_RE.test(m[0])) add(m);
  for (const m of text.matchAll(PREFIX_LOWER_RE)) if (hasContext()) add(m);
  for (const m of COMPOUND_HINT_RE.test(text) ? text.matchAll(COMPOUND_RE) : []) {
    const t = m.groups!.t;
    // A word in one case, in title case, or in capitals ("Hauptstraße", "Karl-Marx-Allee", "MOZARTSTRASSE"); not "djVEJ" in base64.
    if (t !== undefined && !ONE_CASE_WORD.test(/[\p{L}.-]+(?=[^\p{L}.-]*$)/u.exec(m[0].slice(0, m.indices!.groups!.t![1] - m.index))![0])) continue;
    const weak = t !== undefined ? !STRONG_COMPOUND_SET.has(t.toLowerCase()) : WEAK_SEPARATE.has(m.groups!.s!);
    if (weak && !hasContext()) continue;
    // A label's noun before the street is not the street's ("Lieferadresse Hauptstraße 5").
    let start = m.index;
    for (let label = LABEL_NOUN.exec(text.slice(start, start + 40)); label !== null; label = LABEL_NOUN.exec(text.slice(start, start + 40))) start += label[0].length;
    found.push([offset + start, offset + m.index + m[0].length]);
  }
  for (const m of text.matchAll(IN_RE)) add(m);
  for (const m of text.matchAll(TR_RE)) add(m);
  for (const m of text.matchAll(LIVE_AT_RE)) {
    const start = m.index + m[0].lastIndexOf(m.groups!.street!);
    found.push([offset + start, offset + start + m.groups!.street!.length]);
  }
  for (const m of text.matchAll(PREPOSITION_RE)) if (hasContext()) add(m);
  for (const m of text.matchAll(PO_BOX_RE)) {
    // "RR 2" and "HC 1" are rural routes only in capitals, and where the text is about an address.
    if (/^(?:rr|hc)/i.test(m[0]) && (!/^(?:RR|HC)/.test(m[0]) || !hasContext())) continue;
    add(m);
  }
  if (/[\u3000-\u9fff\uac00-\ud7af]/.test(text)) {
    for (const m of text.matchAll(JP_RE)) add(m);
    for (const m of text.matchAll(CN_RE)) if (!/道\d/.test(m[0]) || CN_REGION.test(m[0])) add(m);
    for (const m of text.matchAll(KR_RE)) add(m);
  }
}

export function createStreetAddressDetector(): Detector {
  return {
    name: 'street-address',
    types: ['ADDRESS'],
    // A house number is a digit; the street's type word or an address's label is tested once such text comes.
    mayMatch: (f) => f.digits >= 1 && f.text.length >= 6 && hasHint(f),
    detect(text: string, out: Finding[]): void {
      let context: boolean | undefined;
      const hasContext = () => (context ??= ADDRESS_CONTEXT_RE.test(text));
      const found: Array<[number, number]> = [];
      // A street line does not cross a line break (address blocks and a label's next line are read below, on the whole text).
      let lineStart = 0;
      while (lineStart <= text.length) {
        let lineEnd = text.indexOf('\n', lineStart);
        if (lineEnd < 0) lineEnd = text.length;
        if (lineEnd - lineStart >= 4) detectLine(lineStart === 0 && lineEnd === text.length ? text : text.slice(lineStart, lineEnd), lineStart, found, hasContext);
        lineStart = lineEnd + 1;
      }
      for (const m of text.matchAll(ADDRESS_LABEL_RE)) {
        if (OTHER_ADDRESS_BEFORE.test(text.slice(Math.max(0, m.index - 16), m.index))) continue;
        const v = labelledValue(text, m.index + m[0].length, m.groups!.q!);
        if (v !== null) found.push([v.start, v.end]);
      }
      if (text.includes('\n')) {
        for (const m of text.matchAll(BLOCK_LINE_RE)) {
          if (!TOWN_LINE_RE.test(m.groups!.town!.trimEnd())) continue;
          const before = text.slice(Math.max(0, m.index - 80), m.index);
          const after = text.slice(m.index + m[0].length, m.index + m[0].length + 80).split('\n').slice(0, 3).join('\n');
          if (!POSTCODE_NEAR_RE.test(after) && !NAME_LINE_RE.test(before)) continue;
          const start = m.index + m[0].indexOf(m.groups!.line!);
          found.push([start, start + m.groups!.line!.length]);
        }
      }
      // A statement's bind marker is no house number (`WHERE owner_name = $1 AND branch = $2`).
      const lines = found.filter(([start]) => !(text.charCodeAt(start - 1) === 36 && /\d/.test(text[start]!)));
      if (lines.length > 0) mergeInto(lines, out, text);
    },
  };
}

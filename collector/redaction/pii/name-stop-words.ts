import { RARE_WORD_SURNAMES } from './given-names.data.ts';
/**
 * Capitalized words that follow a name's cue without being a name: "Hi Team", "Dear Customer", "Name: Default",
 * "Thanks,\nThe Support Team", "I'm French", "Hello World", "Mr. and Mrs.", "patient Care". Lower case; a word of a name
 * read by detect-person-name.ts is held against it in lower case.
 */
const WORDS = `
a an the this that these those there here not no yes and or but nor so yet if then than from to at in on with for of by as is am are was were be been
i you he she we they it me my your our their his her its us them mine yours ours theirs myself yourself who whom whose what which when where why how
all any each every everyone everybody everything someone somebody something anyone anybody anything nobody nothing none some many much more most few
team teams folks guys gang crew squad people world earth universe sir sirs madam madame mesdames messieurs ma'am maam sir/madam gentlemen ladies lady
customer customers client clients user users admin admins administrator support service services department dept desk office group staff bot bots
assistant assistants center centre care billing sales hr finance legal security operations ops management manager managers engineer engineers
developer developers director directors officer officers lead leads head heads partner partners company inc ltd llc gmbh corp corporation bank
hospital clinic university school college foundation association agency ministry government council committee board member members subscriber
subscribers patient patients doctor doctors nurse nurses unknown anonymous anon null undefined nil na n/a tbd tba test tests testing tester example
examples sample samples demo default guest guests visitor visitors friend friends colleague colleagues again back thanks thank regards best cheers
sincerely ok okay sorry please hello hi hey dear good great new old happy glad ready available online offline looking trying using calling writing
reaching following interested unable able fine well just also still now today tomorrow yesterday tonight morning afternoon evening night
about asap later soon sometime anytime whenever after before around re regarding concerning instead first quickly directly pls plz
monday tuesday wednesday thursday friday saturday sunday january february march april may june july august september october november december
english french german spanish italian portuguese dutch polish turkish japanese korean chinese russian arabic hindi american canadian british
australian indian european mexican brazilian african asian irish scottish welsh swiss austrian belgian swedish norwegian danish finnish greek
machine learning data cloud api apis server servers error errors warning info debug trace build builds pipeline pipelines deploy deployment release
version project product products account accounts order orders invoice invoices payment payments ticket tickets request requests response responses
message messages email e-mail mail phone address name names full first last middle required optional redacted hidden private confidential yours
truly kind warm many sent iphone android google microsoft apple amazon openai chatgpt claude gemini gpt llama mistral azure aws gcp slack zoom
github gitlab jira confluence stripe paypal visa mastercard amex siri alexa cortana copilot bard bing yahoo facebook meta instagram twitter linkedin
whatsapp telegram discord notion figma salesforce zendesk intercom hubspot shopify oracle ibm sap adobe netflix spotify uber lyft airbnb tesla
human ai robot system model models agent agents operator moderator owner holder applicant passenger driver tenant landlord employee employer
candidate student teacher parent guardian child spouse wife husband mom dad mother father sister brother son daughter family household home work
personal business enterprise premium pro plus free basic standard gold silver platinum bronze tier plan plans north south east west central
york san los las santa city county state states street avenue road lane drive court place way park square station airport
everyone's all's there's here's it's that's what's let's i'm i've i'll i'd
welcome goodbye bye morning congratulations congrats hallo hola bonjour ciao salut merci gracias danke grazie obrigado obrigada
zusammen alle allerseits leute kunde kundin kunden team-mitglieder damen herren tous toutes équipe l'équipe chers chères amis todos todas equipo
tutti ragazzi squadra pessoal equipe iedereen allemaal wszyscy państwo herkese arkadaşlar
n/a none unknown redacted placeholder your their his her client's customer's
via re fwd fw cc bcc subject attachment attachments link links file files folder document documents report reports page pages section chapter
table figure item items list lists note notes step steps task tasks issue issues bug bugs feature features update updates change changes fix
fixes patch patches note summary details detail overview status state result results value values field fields key keys type types id ids
true false yes no on off enabled disabled active inactive pending approved rejected open closed done complete completed failed success
administrator root system daemon service www web app apps application applications platform platforms portal dashboard console
neighbors neighbours neighbour neighbor residents everybody y'all peeps darling honey sweetie buddy mate pal bro dude ladies gents
cliente clientes klant klanten client clients kunde kunden utente utenti usuario usuária usuário utilisateur gebruiker socio membro lid
abonné abonnee asociado associado miembro
backend frontend fullstack full-stack senior junior principal associate chief vice president executive specialist analyst consultant
architect coordinator representative technician intern trainee scientist designer marketing success devops sre qa ml research
software hardware infrastructure platform network networking product project program programme accounts payable receivable
servicio servicios atención departamento compras ventas equipo dirección administración secretaría soporte
équipe secrétariat direction clientèle comptabilité administration service
kundenservice kundendienst abteilung verwaltung buchhaltung geschäftsführung personalabteilung vertrieb einkauf
ufficio amministrazione segreteria servizio clienti assistenza direzione studenti vendite acquisti
time equipe produto atendimento suporte financeiro diretoria comercial
klantenservice afdeling administratie verkoop inkoop
dział zespół obsługi obsługa klienta kadr biuro sprzedaży
müşteri hizmetleri ekibi departmanı
mr mrs ms miss mx dr prof sir herr frau hr mme mlle monsieur madame sr sra srta señor señora don doña sig signor signora dott
stadtwerke werke boulangerie pâtisserie patisserie bakery bäckerei metzgerei restaurant café cafe hotel hôtel studio agentur
agence agencia agenzia shop store markt market pharmacy apotheke pharmacie farmacia praxis kanzlei cabinet garage autohaus
ag sa sarl sas srl spa bv nv ab oy plc co holding holdings gruppe groupe grupo gruppo solutions systems technologies tech
labs ventures capital consulting motors industries enterprises foods brewery brauerei winery gemeinde stadt ville ciudad
facilities facility maintenance reception frontdesk helpdesk payroll compliance procurement logistics warehouse
identity identification card number id registration permit insurance license licence passport certificate tax social code
benutzer benutzerin nutzer utilisateur utilisatrice utente usuario usuaria usuário usuária gebruiker użytkownik kullanıcı konto account
`;

const STOP = new Set(WORDS.split(/\s+/).filter((w) => w.length > 0));

/**
 * Articles and possessives: a name does not start with one ("Le Secrétariat", "Ihr Kundenservice-Team", "La Dirección"),
 * but a surname may hold one after a given name ("Nguyen Le", "Jean de la Fontaine").
 */
const FIRST_WORD = new Set(
  `le la les l' el los las il lo gli die der das den dem des het een ein eine ihr ihre unser unsere euer eure votre vos notre nos su sus
  seu sua seus suas nosso nossa vostro vostra nostro nostra uw ons onze twój twoja wasz wasza nasz nasza our your their my`.split(/\s+/),
);

/** Whether a word of a name (a hyphenated one part by part: "Kundenservice-Team") is a common word. */
export function isNameStopWord(word: string): boolean {
  const lower = word.toLowerCase();
  if (STOP.has(lower)) return true;
  if (!lower.includes('-')) return false;
  return lower.split('-').some((part) => STOP.has(part));
}

export function isFirstWordStop(word: string): boolean {
  const lower = word.toLowerCase();
  return FIRST_WORD.has(lower) || /^l['’]/.test(lower);
}

/** Common surnames that are also English words: a surname though the word list has them. */
const SURNAME_WORDS: ReadonlySet<string> = new Set(
  `smith brown miller young king wright hill green baker hall turner carter parker cook cooke bell ward cox gray grey wood woods
  price long foster brooks butler barnes fisher hunt hunter black white stone mason knight porter rose fox webb marsh bishop
  day lane walker chambers wells banks berry burns mills hart rice moss frost lamb church cross little sharp law hope fields
  reed read short graves noble swift lord bird snow chase love payne hardy strong page field booth hood shepherd steward
  stewart grant gardner gardener palmer potter weaver tanner taylor tailor carpenter cooper fletcher archer marshall sawyer
  spencer dean major bond north west south lake pope dale hale rich wise golden friend cash peck nash holland england
  french german irish welsh bush reeves newman goodman freeman house rivers waters sparks hay moon star sterling summers
  winter winters may english ${RARE_WORD_SURNAMES}`.split(/\s+/).filter((w) => w !== ''),
);

/** Whether a word (lower case) is a common surname that is also an English word ("Page", "Price", "Little"). */
export function isSurnameWord(lower: string): boolean {
  return SURNAME_WORDS.has(lower);
}

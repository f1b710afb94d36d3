import type { EntityType } from './entity-type.ts';
import { classifySecretName } from './secret-key-names.ts';

/**
 * Attribute keys whose value is personal data by definition: the whole value is one entity, whatever
 * it looks like. Decisions: pseudonymous ids (`enduser.pseudo.id`) are still personal data (GDPR
 * recital 26); `client.address` and the peer-address keys are the end user's address on server spans,
 * so they are IP (a hostname there is masked as IP too); `server.address` is not personal. The
 * OpenAI `user` request parameter is an end-user id: OpenLLMetry records it as `gen_ai.user` (older
 * `llm.user`), GenAI-style instrumentations as `gen_ai.request.user` / `gen_ai.openai.request.user`.
 */
const PERSONAL_KEYS: ReadonlyMap<string, EntityType> = new Map<string, EntityType>([
  ['enduser.id', 'USER'],
  ['enduser.pseudo.id', 'USER'],
  ['user.id', 'USER'],
  ['user.name', 'USER'],
  ['user.full_name', 'USER'],
  ['user.hash', 'USER'],
  // A user's handle or nickname: the login other users see (`{"user": {"handle": "nightowl_mara"}}`).
  ['user.handle', 'USER'],
  ['user.nickname', 'USER'],
  ['user.login', 'USER'],
  ['user.screen_name', 'USER'],
  ['enduser.handle', 'USER'],
  ['gen_ai.user', 'USER'],
  ['llm.user', 'USER'],
  ['gen_ai.request.user', 'USER'],
  ['gen_ai.openai.request.user', 'USER'],
  ['session.user', 'USER'],
  // Langfuse's earlier name for user.id, still read by its server.
  ['langfuse.user.id', 'USER'],
  ['enduser.email', 'EMAIL'],
  ['user.email', 'EMAIL'],
  ['enduser.phone', 'PHONE'],
  ['user.phone', 'PHONE'],
  ['client.address', 'IP'],
  ['client.ip', 'IP'],
  ['http.client_ip', 'IP'],
  ['net.peer.ip', 'IP'],
  ['net.sock.peer.addr', 'IP'],
  ['network.peer.address', 'IP'],
  ['source.address', 'IP'],
  // Where the end user is (OpenTelemetry's `geo.*`, set next to `client.address`): the postal code here, the
  // coordinates (`geo.location.lat`, `.lon`) by their names below; the country, region and locality names stay.
  ['geo.postal_code', 'LOCATION'],
]);

/**
 * Names (the last segment of a key, compared case-insensitively) of a coordinate anywhere: OpenTelemetry's
 * `geo.location.lat`, ECS's `client.geo.location.lat`, a JSON `{"lat": 52.52, "lng": 13.40}` in a tool call.
 */
const COORDINATE_NAMES: ReadonlySet<string> = new Set(['lat', 'lon', 'lng', 'latitude', 'longitude', 'geohash', 'latlng', 'lat_lng', 'latlon', 'lat_lon', 'plus_code', 'pluscode']);

/**
 * Fields of a person's record by name — a tool call's or a request body's `{"first_name": …, "dob": …}` — whose value
 * is personal data whatever it looks like: names, dates of birth, street addresses, postal codes, identity-document
 * and record numbers, phone numbers and e-mail addresses (the last two are also found by their values; the key
 * catches the forms the detectors do not read). Matched on the words of a key's last segment (snake_case, kebab-case,
 * camelCase; case-insensitive) as its whole name or its end at a word boundary: `first_name`, `customerFirstName`,
 * `patient_dob`, `holder-passport-number`, not `company_name`, `placeholder_name`, `zip_file` or `email_count`. `name`,
 * `address` and `number` alone say nothing about whose they are: `name` is a person's under a personal parent
 * (`{"customer": {"name": …}}`, PERSON_PARENTS); `address` bare (no dot: a JSON member, not OpenTelemetry's
 * `server.address`) and the lines of an address object (`{"billing_address": {"line1": …}}`) are a street address.
 */
const PERSONAL_FIELDS: ReadonlyMap<string, EntityType> = new Map<string, EntityType>([
  ...fields('PERSON_NAME', [
    'firstname', 'lastname', 'fullname', 'givenname', 'familyname', 'surname', 'middlename', 'maidenname', 'legalname',
    'birthname', 'forename', 'customername', 'patientname', 'contactname', 'cardholdername', 'accountholdername',
    'nameoncard', 'billingname', 'shippingname', 'recipientname', 'sendername', 'guestname', 'membername',
    'applicantname', 'beneficiaryname', 'employeename', 'passengername', 'travelername', 'travellername', 'studentname',
    'personname', 'mothersmaidenname', 'vorname', 'nachname', 'familienname', 'prenom', 'nomdefamille', 'nomcomplet', 'apellido',
    'apellidos', 'nombrecompleto', 'sobrenome', 'nomecompleto', 'cognome', 'voornaam', 'achternaam', 'imie', 'nazwisko',
    // The holder of an account or a contract ("titular": Spanish and Portuguese; "titulaire": French).
    'titular', 'titulaire',
    // CJK keys (JSON from Chinese, Japanese and Korean applications).
    '姓名', '名前', '氏名', 'お名前', '이름', '성명', '联系人', '聯絡人', '收件人', '收货人', '收貨人', '寄件人', '客户姓名', '顾客姓名', '会员姓名',
  ]),
  ...fields('BIRTH_DATE', [
    'dob', 'dateofbirth', 'birthdate', 'birthday', 'birthdt', 'geburtsdatum', 'fechadenacimiento', 'fechanacimiento',
    'datedenaissance', 'datadinascita', 'datadenascimento', 'datanascimento', 'geboortedatum', 'dataurodzenia', '生年月日', '出生日期', '생년월일',
  ]),
  ...fields('ADDRESS', [
    'streetaddress', 'homeaddress', 'billingaddress', 'shippingaddress', 'mailingaddress', 'postaladdress',
    'residentialaddress', 'deliveryaddress', 'permanentaddress', 'addressline', 'addressline1', 'addressline2',
    'addressline3', 'street', 'streetname', 'street1', 'street2', 'streetline1', 'streetline2', 'housenumber',
    'strasse', 'anschrift', 'hausnummer', 'direccion', 'domicilio', 'endereco', 'morada', 'indirizzo', 'adresse', 'adres',
    'huisnummer', '住所', '地址', '收货地址', '收貨地址', '详细地址', '주소',
  ]),
  ...fields('LOCATION', ['zip', 'zipcode', 'postalcode', 'postcode', 'plz']),
  ...fields('SSN', ['ssn', 'socialsecuritynumber', 'socialsecurityno', 'itin']),
  ...fields('VIN', ['vin', 'vinnumber', 'vehicleidentificationnumber']),
  ...fields('LICENSE_PLATE', [
    'plate', 'licenseplate', 'licenceplate', 'numberplate', 'platenumber', 'plateno', 'registrationplate', 'vehicleplate', 'kennzeichen',
    'kfzkennzeichen', 'immatriculation', 'kenteken', 'matricula', 'targa', 'vehicleregistration', 'carregistration', 'vehicleregistrationnumber',
    'registrationmark', 'placa', 'tablicarejestracyjna',
  ]),
  ...fields('SOCIAL_HANDLE', [
    'instagram', 'twitter', 'tiktok', 'snapchat', 'telegram', 'discord', 'kik', 'wechat', 'weixin', 'skype', 'socialhandle',
    'socialmediahandle', 'instagramhandle', 'twitterhandle', 'tiktokhandle', 'telegramhandle', 'instagramusername', 'twitterusername',
    'tiktokusername', 'telegramusername', 'discordusername', 'snapchatusername', 'discordtag', 'gamertag',
  ]),
  ...fields('BANK_ACCOUNT', [
    'accountnumber', 'accountno', 'acctnumber', 'acctno', 'bankaccount', 'bankaccountnumber', 'bankaccountno', 'kontonummer',
    'clabe', 'nuban', 'rekeningnummer', 'numerodecuenta', 'numerodecompte',
  ]),
  ...fields('NATIONAL_ID', [
    'passport', 'passportnumber', 'passportno', 'passportid', 'driverslicense', 'driverlicense', 'driverslicence',
    'driverlicence', 'drivinglicense', 'drivinglicence', 'driverslicensenumber', 'driverlicensenumber',
    'drivinglicencenumber', 'nationalid', 'nationalidnumber', 'nationalidentifier', 'nationalidentificationnumber',
    'idcardnumber', 'identitycardnumber', 'taxid', 'taxpayerid', 'taxidentificationnumber', 'medicalrecordnumber', 'mrn',
    'healthinsurancenumber', 'nhsnumber', 'personnummer', 'dlnumber', 'dlno', 'dlnum', 'driverlicenseno', 'driverslicenseno',
    'licensenumber', 'licenseno', 'licencenumber', 'licenceno', 'ptin', 'rijbewijsnummer', 'fuehrerscheinnummer', 'fuhrerscheinnummer',
  ]),
  ...fields('PHONE', [
    'phone', 'phonenumber', 'phoneno', 'mobilenumber', 'mobilephone', 'cellphone', 'cellnumber', 'telephone',
    'telephonenumber', 'homephone', 'workphone', 'telefono', 'telefone', 'telefon', 'telefonnummer', 'telefoonnummer', 'movil',
    'celular', 'cellulare', 'handynummer', '电话', '電話', '手机', '手機', '手机号', '电话号码', '電話番号', '携帯', '携帯番号', '전화', '전화번호',
    '휴대폰', '연락처',
  ]),
  ...fields('EMAIL', ['email', 'emailaddress', 'emailid', 'correo', 'correoelectronico', 'courriel', 'emailadres']),
  // Other languages and scripts, written as their words joined (`fecha_de_nacimiento`, `дата рождения` →
  // датарождения): a JSON key of an application in that language, a table's header (detect-table-columns.ts).
  ...fields('PERSON_NAME', [
    'realname', 'prénom', 'imię', 'förnamn', 'fornamn', 'efternamn', 'fornavn', 'etternavn', 'efternavn',
    'etunimi', 'sukunimi', 'soyad', 'soyadı', 'adsoyad', 'adısoyadı', 'jméno', 'příjmení', 'prenume', 'nume', 'numecomplet',
    'vezetéknév', 'keresztnév', 'namalengkap', 'họvàtên', 'họtên', 'имя', 'фамилия', 'отчество', 'фио', 'імя', 'прізвище',
    'піб', 'όνομα', 'επώνυμο', 'ονοματεπώνυμο', 'الاسم', 'اسم', 'الاسمالكامل', 'שם', 'שםמלא', 'שםפרטי', 'שםמשפחה', 'ชื่อ',
    'นามสกุล', 'ชื่อนามสกุล', 'नाम', 'पूरानाम', '名字', 'フリガナ',
  ]),
  ...fields('EMAIL', ['correoelectrónico', 'adresseemail', 'adressemail', 'postaelettronica', 'почта', 'электроннаяпочта', '邮箱', '電子郵件', 'メール', 'メールアドレス', '이메일', 'อีเมล', 'البريدالإلكتروني', 'דואל']),
  ...fields('PHONE', [
    'teléfono', 'téléphone', 'telefonnummer', 'móvil', 'телефон', 'τηλέφωνο', 'هاتف', 'الهاتف', 'טלפון', 'เบอร์โทร',
    'โทรศัพท์', 'फ़ोन', 'फोन', 'sốđiệnthoại', 'điệnthoại', 'puhelin', 'puhelinnumero',
  ]),
  ...fields('ADDRESS', [
    'straße', 'lieferadresse', 'rechnungsadresse', 'wohnadresse', 'postanschrift', 'rue', 'adressedelivraison', 'calle',
    'dirección', 'direccióndeenvío', 'endereço', 'ulica', 'адрес', 'адреса', 'διεύθυνση', 'العنوان', 'عنوان', 'כתובת',
    'ที่อยู่', 'पता', 'địachỉ', 'osoite', 'katuosoite', 'adresa',
  ]),
  ...fields('BIRTH_DATE', [
    'datenaissance', 'geburtstag', 'fechanacimiento', 'datadinascita', 'datanascita', 'födelsedatum', 'fodelsedatum',
    'fødselsdato', 'fodselsdato', 'syntymäaika', 'syntymaaika', 'doğumtarihi', 'датарождения', 'датанародження',
    'ημερομηνίαγέννησης', 'تاريخالميلاد', 'תאריךלידה', 'วันเกิด', 'जन्मतिथि', 'ngàysinh', 'datanașterii', 'datanasterii',
  ]),
  ...fields('LOCATION', ['codepostal', 'códigopostal', 'codigopostal', 'codpostal', 'postnummer', 'postinumero', 'postakodu', 'почтовыйиндекс', '邮编', '郵便番号', '우편번호']),
  ...fields('NATIONAL_ID', [
    'steuerid', '個人番号', 'マイナンバー', '身份证号', '身份證號', '주민등록번호', 'passeport', 'numérodepasseport', 'pasaporte', 'passaporto',
    'паспорт', 'инн', 'снилс', 'рнокпп', 'rnokpp', 'snils', 'hetu', 'henkilötunnus', 'fødselsnummer', 'fodselsnummer',
    'cprnummer', 'burgerservicenummer', 'pesel', 'tckimlik', 'tckimlikno', 'tckn', 'kimlikno', 'thaiid', 'เลขประจำตัวประชาชน',
    'เลขบัตรประชาชน', 'תעודתזהות', 'رقمالهوية', 'الرقمالوطني', 'αμκα', 'aadhaar', 'aadhar', 'aadhaarnumber', 'cnp',
    'codnumericpersonal', 'căncước', 'cccd', 'sốcăncước', 'teudatzehut',
  ]),
]);

export function fields(type: EntityType, names: readonly string[]): [string, EntityType][] {
  return names.map((n) => [n, type]);
}

/** Parents under which `name` is a person's (`{"customer": {"name": …}}`); `user.name` is USER (PERSONAL_KEYS). */
const PERSON_PARENTS: ReadonlySet<string> = new Set([
  'customer', 'patient', 'contact', 'person', 'employee', 'recipient', 'sender', 'guest', 'member', 'applicant',
  'beneficiary', 'passenger', 'traveler', 'traveller', 'cardholder', 'student', 'billing', 'shipping', 'payer',
  'accountholder', 'enduser', 'requester', 'requestor', 'rider', 'assignee', 'attendee', 'organizer', 'organiser',
  'payee', 'buyer', 'landlord', 'callee', 'borrower', 'insured', 'policyholder', 'submitter', 'emailaddress',
]);
/** A person's name as its parts (FHIR's HumanName `{"name": {"given": […], "family": …}}`, SCIM's): parts under `name`. */
const NAME_PARENTS: ReadonlySet<string> = new Set(['name', 'fullname', 'personname', 'humanname', 'legalname']);
const NAME_PARTS: ReadonlySet<string> = new Set([
  'given', 'family', 'first', 'last', 'middle', 'givenname', 'familyname', 'firstname', 'lastname', 'middlename',
  // The whole name (FHIR's `text`, SCIM's `formatted`, a résumé parser's `raw`); not `value` or `display` (Azure's
  // metric names are `{"name": {"value": "Percentage CPU"}}`).
  'text', 'formatted', 'raw', 'full', 'fullname',
]);

/** Parents whose lines are a street address (`{"billing_address": {"line1": …, "city": …}}`: the lines, not the city). */
const ADDRESS_PARENTS: ReadonlySet<string> = new Set([
  'address', 'streetaddress', 'homeaddress', 'billingaddress', 'shippingaddress', 'mailingaddress', 'postaladdress',
  'residentialaddress', 'deliveryaddress', 'permanentaddress',
]);
const ADDRESS_LINES: ReadonlySet<string> = new Set(['line1', 'line2', 'line3', 'address1', 'address2', 'address3']);

/** Parents whose number is an identity document's (`{"passport": {"number": …, "country": "DE"}}`). */
const DOCUMENT_PARENTS: ReadonlySet<string> = new Set([
  'passport', 'driverslicense', 'driverlicense', 'driverslicence', 'driverlicence', 'drivinglicense', 'drivinglicence',
  'nationalid', 'idcard', 'identitycard', 'identitydocument',
]);
const DOCUMENT_NUMBER_NAMES: ReadonlySet<string> = new Set(['number', 'no', 'num', 'nr', 'id', 'value', 'documentnumber']);

/** Parents whose `address` is a host's (OpenTelemetry's `server.address` as a JSON object `{"server": {"address": …}}`). */
const HOST_PARENTS: ReadonlySet<string> = new Set([
  'server', 'destination', 'source', 'network', 'peer', 'host', 'upstream', 'proxy', 'broker', 'node', 'remote',
  'local', 'endpoint', 'target', 'origin', 'socket', 'listen', 'bind', 'gateway', 'dns', 'ip', 'mac', 'wallet',
]);

/** Whether `parentKey` names a host, so that its `address` member is not a street address. */
export function isHostParent(parentKey: string): boolean {
  return HOST_PARENTS.has(lastSegment(parentKey).toLowerCase());
}

/** Whether a nested key is `address` under a host (see isHostParent): then the key alone says nothing. */
export function isHostAddress(key: string, hostParent: boolean): boolean {
  return hostParent && key.length === 7 && key.toLowerCase() === 'address';
}

/** The words of a key segment, lower-cased: `customerFirstName`, `customer_first-name` → customer, first, name; `收货地址` is one. */
function wordsOf(segment: string): string[] {
  return segment
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .toLowerCase()
    .split(/[^\p{L}\p{M}\p{N}]+/u)
    .filter((w) => w.length > 0);
}

/** The personal field a key's last segment names (its words, whole or a word-aligned end), or null. */
export function personalFieldType(segment: string): EntityType | null {
  const field = personalField(segment);
  return field === null ? null : PERSONAL_FIELDS.get(field)!;
}

/** The personal field (PERSONAL_FIELDS' word) a key's last segment names, whole or at its end, or null. */
function personalField(segment: string): string | null {
  if (segment.length > 64) return null;
  const words = wordsOf(segment);
  for (let i = 0; i < words.length; i++) {
    const field = words.slice(i).join('');
    if (PERSONAL_FIELDS.has(field)) return field;
  }
  return null;
}

/**
 * Attributes naming the end user, in the order the ledger's subject is taken from them (the first one
 * present wins): the OpenTelemetry keys first, then the LLM request's `user` parameter.
 */
export const END_USER_ID_KEYS: readonly string[] = [
  'enduser.id', 'user.id', 'gen_ai.user', 'gen_ai.request.user', 'gen_ai.openai.request.user', 'llm.user', 'enduser.pseudo.id', 'session.user',
  'langfuse.user.id',
];

/**
 * Names (the last segment of a key, compared case-insensitively without `_`/`-`) that hold a user's id
 * anywhere: `user_id`, `userId`, `end_user_id`, `username`. Only for ids: `user` alone is an id only in
 * request-parameter objects (`{"role": "user"}` says nothing about anyone).
 */
const USER_ID_NAMES: ReadonlySet<string> = new Set(['userid', 'enduserid', 'username', 'enduser']);

/** Parents whose `<parent>.<name>` can be a personal key (`{"user": {"email": …}}` → `user.email`). */
const PERSONAL_PARENTS: ReadonlySet<string> = new Set(['enduser', 'user', 'client', 'net', 'network', 'source', 'session']);

const HEADER_PREFIXES = [
  'http.request.header.',
  'http.response.header.',
  'rpc.grpc.request.metadata.',
  'rpc.grpc.response.metadata.',
  // The Vercel AI SDK records the headers of the provider request it was given.
  'ai.request.headers.',
];
const IP_HEADERS = new Set(['x-forwarded-for', 'x-real-ip', 'forwarded', 'true-client-ip', 'cf-connecting-ip', 'x-client-ip']);

/**
 * The entity type that an attribute's key implies for its whole value, or null when the key says
 * nothing (then the value is scanned as text). Header attributes (`http.request.header.<name>`) are
 * HEADER when the header carries credentials (authorization, cookie, set-cookie, x-api-key, any
 * name containing token, secret or key) and IP for forwarding headers. Protected keys are never personal.
 */
export function classifyKey(key: string): EntityType | null {
  const direct = PERSONAL_KEYS.get(key);
  if (direct !== undefined) return direct;
  for (const prefix of HEADER_PREFIXES) {
    if (!key.startsWith(prefix)) continue;
    const header = key.slice(prefix.length).toLowerCase();
    if (IP_HEADERS.has(header)) return 'IP';
    return classifySecretName(header, true) !== null ? 'HEADER' : null;
  }
  const last = lastSegment(key);
  if (isUserIdName(last)) return 'USER';
  if (COORDINATE_NAMES.has(last.toLowerCase()) || key.endsWith('.geo.postal_code')) return 'LOCATION';
  if (last.length === key.length && last.toLowerCase() === 'address') return 'ADDRESS';
  return personalFieldType(last);
}

/**
 * The entity type a key inside a JSON object or kvlist gives its whole value, from the key itself
 * (`user.email`, `authorization` headers via `classifyKey`, `user_id`), the key under its parent
 * (`{"user": {"id": …}}` is `user.id`), and — only in a request-parameter object (`inParameters`:
 * OpenAI-style `{"model": …, "user": …}`, `llm.invocation_parameters`) — `user`.
 */
export function classifyNestedKey(key: string, parentKey: string, inParameters: boolean): EntityType | null {
  // The parent first: `{"client": {"address": …}}` is client.address (IP), where `address` alone is a street address.
  const parent = personalParentOf(parentKey);
  const combined = parent === null ? null : classifyUnderParent(key, parent);
  if (combined !== null) return combined;
  const own = isHostAddress(key, isHostParent(parentKey)) ? null : classifyKey(key);
  if (own !== null) return own;
  return inParameters && isRequestUserKey(key) ? 'USER' : null;
}

/**
 * The parent part of a `<parent>.<key>` personal key (`user`, `enduser`, `client`…, lower-cased) that
 * `parentKey` ends with, or null. Computed once per parent by callers that walk many keys.
 */
export function personalParentOf(parentKey: string): string | null {
  const parent = lastSegment(parentKey).toLowerCase();
  if (PERSONAL_PARENTS.has(parent)) return parent;
  const joined = wordsOf(lastSegment(parentKey)).join('');
  if (PERSON_PARENTS.has(joined) || ADDRESS_PARENTS.has(joined) || DOCUMENT_PARENTS.has(joined) || NAME_PARENTS.has(joined)) return joined;
  return personalField(lastSegment(parentKey));
}

/**
 * Members that hold the value of the field their parent names: a document extractor's `{"cnp": {"value": …,
 * "confidence": 0.97}}`, SQS's `{"cnp": {"DataType": "String", "StringValue": …}}`.
 */
const FIELD_VALUE_NAMES: ReadonlySet<string> = new Set([
  'value', 'valuestring', 'stringvalue', 'normalizedvalue',
  // A change's record (`{"lastName": {"from": …, "to": …}}`, audit logs' old and new values).
  'from', 'to', 'old', 'new', 'before', 'after', 'previous', 'current', 'oldvalue', 'newvalue',
]);

/**
 * The personal key `<personalParent>.<key>` names, if any (`user` + `email` → EMAIL), a person's `name` under a
 * person (`customer` + `name`), a line of an address (`billingaddress` + `line1`), an identity document's number
 * (`passport` + `number`).
 */
export function classifyUnderParent(key: string, personalParent: string): EntityType | null {
  const lower = key.toLowerCase();
  const direct = PERSONAL_KEYS.get(`${personalParent}.${lower}`);
  if (direct !== undefined) return direct;
  if (lower === 'name' && PERSON_PARENTS.has(personalParent)) return 'PERSON_NAME';
  if (NAME_PARENTS.has(personalParent) && NAME_PARTS.has(lower.replace(/[^a-z]/g, ''))) return 'PERSON_NAME';
  if (FIELD_VALUE_NAMES.has(lower)) {
    const type = PERSONAL_FIELDS.get(personalParent);
    if (type !== undefined) return type;
  }
  if (ADDRESS_PARENTS.has(personalParent) && ADDRESS_LINES.has(lower.replace(/[^a-z0-9]/g, ''))) return 'ADDRESS';
  if (DOCUMENT_PARENTS.has(personalParent) && DOCUMENT_NUMBER_NAMES.has(lower.replace(/[^a-z0-9]/g, ''))) return 'NATIONAL_ID';
  return null;
}

/**
 * Types of a person's record whose key beside a bare `name` makes that name a person's (`{"name": …, "phone": …}`,
 * Segment's traits, a zap line's fields): `name` alone is a service's, a file's or a product's as often.
 */
const PERSON_SIBLING_TYPES: ReadonlySet<EntityType> = new Set(['EMAIL', 'PHONE', 'BIRTH_DATE', 'NATIONAL_ID', 'SSN', 'RRN']);

/**
 * Whether a member of `type` (its key's) holding `value` makes its sibling `name` a person's: a value of that field's
 * form (an e-mail address with its '@', a phone number's digits), not an empty one or a host's (`{"name": "web",
 * "address": "10.0.0.5"}` names a server; an address key is no sibling here).
 */
export function isPersonSiblingValue(type: EntityType, value: string): boolean {
  if (!PERSON_SIBLING_TYPES.has(type)) return false;
  if (type === 'EMAIL') return value.includes('@');
  return (value.match(/\d/g)?.length ?? 0) >= (type === 'PHONE' ? 7 : 4);
}

/** `user` (or a qualified `….user`): the end user when it is a member of request parameters. */
export function isRequestUserKey(key: string): boolean {
  return key === 'user' || key.endsWith('.user');
}

/**
 * Keys whose object value holds an LLM call's request parameters (OpenInference and LangChain
 * `*invocation_parameters` / `invocation_params`, `*request_parameters`): there `user` is the end user.
 */
export function isParameterObjectKey(key: string): boolean {
  return /(?:^|[._])(?:invocation|request)_param(?:eter)?s$/.test(key);
}

function lastSegment(key: string): string {
  const dot = key.lastIndexOf('.');
  return dot === -1 ? key : key.slice(dot + 1);
}

function isUserIdName(name: string): boolean {
  if (name.length < 3 || name.length > 24) return false;
  const c = name.charCodeAt(0) | 0x20;
  if (c === 117 /* u */ || c === 101 /* e */) {
    const n = name.toLowerCase().replace(/[_-]/g, '');
    return USER_ID_NAMES.has(n) || LOGIN_NAMES.has(n);
  }
  // p, s, t, r, l, a, k (principalName, samAccountName, TargetUserName, remote_user, loginName, actorLogin).
  return (c === 112 || c === 115 || c === 116 || c === 114 || c === 108 || c === 97) && LOGIN_NAMES.has(name.toLowerCase().replace(/[_-]/g, ''));
}

/**
 * A login's field in directory, audit and server logs: Active Directory's `sAMAccountName` and `userPrincipalName`, Windows
 * events' `TargetUserName` and `SubjectUserName`, MongoDB's `principalName`, OpenID Connect's `preferred_username`,
 * Grafana's `uname`, a web server's `remote_user`, Postfix's `sasl_username`, GitHub's `actor_login`.
 */
const LOGIN_NAMES: ReadonlySet<string> = new Set([
  'principalname', 'userprincipalname', 'upn', 'samaccountname', 'targetusername', 'subjectusername', 'preferredusername', 'remoteuser',
  'saslusername', 'loginname', 'uname', 'actorlogin', 'userlogin', 'logonname', 'accountusername', 'targetuser', 'ruser',
]);

const PROTECTED_KEYS = new Set([
  'trace_id', 'span_id', 'parent_span_id', 'traceid', 'spanid', 'parentspanid', 'trace.id', 'span.id',
  'trace.parent_id', 'parent.id', 'traceparent', 'tracestate',
  'gen_ai.request.model', 'gen_ai.response.model', 'gen_ai.response.id', 'gen_ai.operation.name',
  'gen_ai.provider.name', 'gen_ai.system', 'gen_ai.request.temperature', 'gen_ai.request.top_p',
  'gen_ai.request.top_k', 'gen_ai.request.max_tokens', 'gen_ai.request.seed', 'gen_ai.request.frequency_penalty',
  'gen_ai.request.presence_penalty', 'gen_ai.request.choice.count', 'gen_ai.request.encoding_formats',
  'gen_ai.response.finish_reasons', 'gen_ai.output.type', 'gen_ai.conversation.id', 'gen_ai.tool.name',
  'gen_ai.tool.call.id', 'gen_ai.tool.type', 'gen_ai.agent.id', 'gen_ai.agent.name', 'gen_ai.data_source.id',
  'llm.model_name', 'llm.request.model', 'llm.response.model', 'llm.request.type', 'llm.is_streaming',
  'llm.provider', 'llm.system', 'openinference.span.kind',
  'http.response.status_code', 'http.status_code', 'http.request.method', 'http.method', 'http.route',
  'rpc.system', 'rpc.service', 'rpc.method', 'rpc.grpc.status_code', 'db.system', 'db.system.name',
  'db.operation', 'db.operation.name', 'server.port', 'client.port', 'network.protocol.name',
  'network.protocol.version', 'network.transport', 'url.scheme', 'service.name', 'service.version',
  'service.namespace', 'service.instance.id', 'deployment.environment', 'deployment.environment.name',
  'otel.status_code', 'error.type', 'exception.type', 'span.kind', 'thread.id', 'code.lineno',
  'code.function', 'code.function.name', 'duration', 'duration_ms', 'duration_ns',
]);
const PROTECTED_PREFIXES = ['tracehold.', 'gen_ai.usage.', 'llm.token_count.', 'llm.usage.', 'telemetry.sdk.', 'otel.'];
const PROTECTED_SUFFIXES = ['_ref', '.duration', '_duration', '.duration_ms', '_duration_ms', '.trace_id', '.span_id', '_ms', '_ns'];

/**
 * Keys that redaction must never touch: trace structure and ids, model names, token counts, durations,
 * status codes, content references (`*_ref`) and Tracehold's own attributes. Also applied to URL query
 * parameter names, so `?trace_id=…` keeps its value.
 */
export function isProtectedKey(key: string): boolean {
  if (PROTECTED_KEYS.has(key)) return true;
  const lower = key.toLowerCase();
  if (lower !== key && PROTECTED_KEYS.has(lower)) return true;
  for (const p of PROTECTED_PREFIXES) if (key.startsWith(p)) return true;
  for (const s of PROTECTED_SUFFIXES) if (key.endsWith(s)) return true;
  return false;
}

/** `llm.headers` (OpenLLMetry) and similar `*.headers` dumps: every sensitive header value goes. */
export function isHeaderDumpKey(key: string): boolean {
  return key === 'llm.headers' || key.endsWith('.headers') || key === 'headers';
}

/** Attributes that hold a bare query string (no leading `?`). */
export function isQueryStringKey(key: string): boolean {
  return key === 'url.query' || key === 'http.query' || key === 'http.request.query';
}

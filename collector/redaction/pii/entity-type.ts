/**
 * What the personal-data and secret engine can find. Upper snake case, because the names appear
 * verbatim in mask tokens (`[REDACTED:EMAIL]`) and in redaction counters.
 *
 * `USER` is not found in free text by its form: it is the type of attributes whose key says they identify an end user
 * (`enduser.id`, `user.name`, …), see `classifyKey`, and of a home directory's account name in a path
 * (`/home/dvolkov/…`, `C:\Users\jsmith\…`; detect-logins.ts). `LOCATION` is precise coordinates and postal codes by key
 * (`geo.location.lat`, `{"lat": …, "lng": …}`, `geo.postal_code`, `zip`) and coordinates written as such in text. `PERSON_NAME` and `ADDRESS` are fields of a
 * person's record by name (`first_name`, `street_address`; key-classifier.ts `PERSONAL_FIELDS`) and, in free text, a name
 * after a cue that says it is one ("my name is …", "Name: …", "Dr. …", "Dear …,", "Best regards,\n…";
 * detect-person-name.ts) and a street line with its house number (detect-street-address.ts). `BIRTH_DATE` is found by key (`dob`,
 * `date_of_birth`) and in text right after a birth label ("DOB: 1984-03-12", detect-birth-date.ts).
 * `SSN` (US) and `RRN` (Korea) keep their own types; every other national identifier is `NATIONAL_ID`. `BANK_ACCOUNT` is a
 * domestic bank account number (an IBAN is `IBAN`), found after its label ("account number 12345678", "Kontonummer",
 * "CLABE", "口座番号"; detect-labelled-id.ts) and by key (`account_number`); routing numbers and sort codes name a bank,
 * not a person, and stay. `MAC_ADDRESS` (a device's) and `VIN` (a vehicle's) are found in any text by their form
 * (detect-hardware-ids.ts); `LOCATION` in text is a latitude and longitude written as such (detect-coordinates.ts).
 * `CRYPTO_ADDRESS` is a cryptocurrency address, found by its checksum (detect-crypto-address.ts). `SOCIAL_HANDLE` is a
 * social-media or messaging handle where the text says it is one: a profile link, `@name` after a platform's word,
 * `@user@instance`, `name.bsky.social` (detect-social-handle.ts). `LICENSE_PLATE` is a vehicle's registration plate
 * after a word naming one ("license plate 7ABC123", "Kennzeichen M-AB 1234"; detect-document-number.ts). In a table
 * written as text (CSV, TSV, Markdown, psql), a column whose header names a personal field makes its cells entities of
 * that field's type, `USER` included (detect-table-columns.ts). `SQL_LITERAL` is a literal of a SQL statement or a GraphQL
 * operation written into free text (a log line, an exception's message; detect-embedded-sql.ts, detect-embedded-graphql.ts)
 * — the statement and document attributes (`db.query.text`, `graphql.document`) are sanitized by their lexers before the
 * engine reads them; it comes last, a container of whatever else it holds.
 */
export type EntityType =
  | 'EMAIL'
  | 'SOCIAL_HANDLE'
  | 'PHONE'
  | 'CARD'
  | 'IBAN'
  | 'CRYPTO_ADDRESS'
  | 'SSN'
  | 'RRN'
  | 'NATIONAL_ID'
  | 'BANK_ACCOUNT'
  | 'IP'
  | 'MAC_ADDRESS'
  | 'VIN'
  | 'LICENSE_PLATE'
  | 'JWT'
  | 'BEARER'
  | 'API_KEY'
  | 'SECRET'
  | 'URL_CREDENTIALS'
  | 'URL_QUERY'
  | 'HEADER'
  | 'LOCATION'
  | 'PERSON_NAME'
  | 'BIRTH_DATE'
  | 'ADDRESS'
  | 'USER'
  | 'SQL_LITERAL';

/**
 * Every entity type, ordered from most to least specific. When two findings overlap, the one earlier
 * in this list wins (see the engine's overlap resolution), so a JWT inside a bearer header is a JWT,
 * an email inside a query string is an email, and the digits of a valid IBAN or RRN that happen to
 * pass Luhn are not a card. NATIONAL_ID comes before PHONE, so that a phone-like run of digits inside a
 * longer identifier does not win and leave the rest of the identifier in clear. ADDRESS comes before PERSON_NAME: a
 * street named after a person ("Rua Dr. António José de Almeida 17") is an address. SOCIAL_HANDLE comes after EMAIL: a handle
 * never holds an e-mail address, but a path or a text may hold both side by side (`/u/jane_doe%40gmail.com`).
 */
export const ENTITY_TYPES: readonly EntityType[] = [
  'JWT',
  'API_KEY',
  'URL_CREDENTIALS',
  'IBAN',
  'CRYPTO_ADDRESS',
  'RRN',
  'CARD',
  'SSN',
  'NATIONAL_ID',
  'BANK_ACCOUNT',
  'VIN',
  'LICENSE_PLATE',
  'EMAIL',
  'SOCIAL_HANDLE',
  'IP',
  'MAC_ADDRESS',
  'PHONE',
  'BEARER',
  'HEADER',
  'SECRET',
  'URL_QUERY',
  'LOCATION',
  'ADDRESS',
  'PERSON_NAME',
  'BIRTH_DATE',
  'USER',
  'SQL_LITERAL',
];

/** How an enabled rule treats what it finds. */
export type RedactionMode = 'mask' | 'pseudonymize' | 'drop';

import { describe, expect, it } from 'vitest';
import { columnType, indexColumnType } from './detect-db-errors.ts';
import { createPiiEngine } from './pii-engine.ts';

// What a statement's columns give its values is read here; every other literal of a statement in text is the SQL_LITERAL
// rule's (detect-embedded-sql.test.ts), off so that what stays is what these rules leave.
const engine = createPiiEngine({ rules: { SQL_LITERAL: { enabled: false, mode: 'mask' } } });
const redact = (text: string) => engine.redactValue(text, 'exception.message', {});

describe('database errors that echo values under their columns', () => {
  it('PostgreSQL: each value of a multi-column key takes its column\'s type', () => {
    expect(redact('DETAIL:  Key (full_name, date_of_birth)=(Anneliese Brandt, 1984-03-12) already exists.')).toBe(
      'DETAIL:  Key (full_name, date_of_birth)=([REDACTED:PERSON_NAME], [REDACTED:BIRTH_DATE]) already exists.',
    );
    expect(redact('Key (passport_no)=(C01X00T47) already exists.')).toBe('Key (passport_no)=([REDACTED:NATIONAL_ID]) already exists.');
    // A column that names nothing personal keeps its value; the order's number stays beside the customer's name.
    expect(redact('Key (order_no, customer_name)=(SO-48211, Brandt) is not present in table "orders".')).toBe(
      'Key (order_no, customer_name)=(SO-48211, [REDACTED:PERSON_NAME]) is not present in table "orders".',
    );
  });

  it('PostgreSQL in other languages, and a value with parentheses of its own', () => {
    expect(redact('Schlüssel »(geburtsdatum)=(1984-03-12)« existiert bereits.')).not.toContain('1984-03-12');
    expect(redact('La clé « (date_of_birth)=(1984-03-12) » existe déjà.')).not.toContain('1984-03-12');
    expect(redact('Key (full_name)=(Brandt (geb. Vogel), Anneliese) already exists.')).toBe('Key (full_name)=([REDACTED:PERSON_NAME]) already exists.');
  });

  it('MySQL: the index names the column', () => {
    expect(redact("Duplicate entry 'hkowalczyk' for key 'users.uq_users_username'")).toBe("Duplicate entry '[REDACTED:USER]' for key 'users.uq_users_username'");
    expect(redact("Incorrect date value: '1984-13-02' for column 'birth_date' at row 1")).toBe("Incorrect date value: '[REDACTED:BIRTH_DATE]' for column 'birth_date' at row 1");
  });

  it('SQL Server: the constraint or index names the column', () => {
    expect(redact("Cannot insert duplicate key row in object 'dbo.Users' with unique index 'IX_Users_UserName'. The duplicate key value is (hkowalczyk).")).toBe(
      "Cannot insert duplicate key row in object 'dbo.Users' with unique index 'IX_Users_UserName'. The duplicate key value is ([REDACTED:USER]).",
    );
    expect(redact("String or binary data would be truncated in table 'clinic.dbo.Patients', column 'FullName'. Truncated value: 'Marianne Okaf'.")).toBe(
      "String or binary data would be truncated in table 'clinic.dbo.Patients', column 'FullName'. Truncated value: '[REDACTED:PERSON_NAME]'.",
    );
  });

  it('MongoDB: a dup key\'s fields, quoted or not', () => {
    expect(redact('E11000 duplicate key error collection: hr.staff index: passport_no_1 dup key: { passport_no: "C01X00T47" }')).toBe(
      'E11000 duplicate key error collection: hr.staff index: passport_no_1 dup key: { passport_no: "[REDACTED:NATIONAL_ID]" }',
    );
    expect(redact('E11000 duplicate key error collection: crm.people index: full_name_1 dup key: { full_name: "Okafor, Chidi" }')).toBe(
      'E11000 duplicate key error collection: crm.people index: full_name_1 dup key: { full_name: "[REDACTED:PERSON_NAME]" }',
    );
    expect(redact('E11000 duplicate key error collection: crm.people index: dob_1 dup key: { "profile.dob": "1979-11-02", tenant: "acme" }')).toBe(
      'E11000 duplicate key error collection: crm.people index: dob_1 dup key: { "profile.dob": "[REDACTED:BIRTH_DATE]", tenant: "acme" }',
    );
  });

  it('keeps what no personal column holds (negative controls)', () => {
    for (const text of [
      'Key (sku)=(AB-1234) already exists.',
      "Duplicate entry 'pro-annual' for key 'plans.uq_slug'",
      "Duplicate entry 'Pro Annual' for key 'plans.uq_plan_name'",
      // A service account under a login column is no person's login.
      "Cannot insert duplicate key row in object 'dbo.Users' with unique index 'IX_Users_UserName'. The duplicate key value is (postgres).",
      'Key (email)=(null) is not present in table "customers".',
      'E11000 duplicate key error collection: shop.orders index: ref_1 dup key: { ref: "R-20931" }',
    ]) {
      expect(redact(text), text).toBe(text);
    }
  });

  it('PostgreSQL\'s failing row in a table of people: names and birth dates go, ids, enumerations and timestamps stay', () => {
    expect(
      redact('ERROR:  new row for relation "patients" violates check constraint "patients_phone_check"\nDETAIL:  Failing row contains (8812, Siobhán, Ní Bhriain, 1979-08-23, active, 2026-11-30 09:14:22.118+00).'),
    ).toBe(
      'ERROR:  new row for relation "patients" violates check constraint "patients_phone_check"\nDETAIL:  Failing row contains (8812, [REDACTED:PERSON_NAME], [REDACTED:PERSON_NAME], [REDACTED:BIRTH_DATE], active, 2026-11-30 09:14:22.118+00).',
    );
    // Negative control: the same row shape in a table of things.
    const orders = 'ERROR:  new row for relation "orders" violates check constraint "orders_qty_check"\nDETAIL:  Failing row contains (8812, Deluxe Hamper, 2026-11-30, pending).';
    expect(redact(orders)).toBe(orders);
  });

  it('a statement\'s values take their columns\' types, written in it or bound beside it', () => {
    expect(redact("INSERT INTO \"customer\"(\"id\", \"fullName\", \"status\") VALUES (DEFAULT, $1, $2)',\n  parameters: [ 'Nguyễn Văn An', 'active' ]")).toBe(
      "INSERT INTO \"customer\"(\"id\", \"fullName\", \"status\") VALUES (DEFAULT, $1, $2)',\n  parameters: [ '[REDACTED:PERSON_NAME]', 'active' ]",
    );
    expect(redact('Call: INSERT INTO EMPLOYEES (ID, FULL_NAME, PASSPORT_NO, NATIONALITY) VALUES (?, ?, ?, ?)\n\tbind => [4021, Dimitrios Papadakis, AN4829173, GR]')).toBe(
      'Call: INSERT INTO EMPLOYEES (ID, FULL_NAME, PASSPORT_NO, NATIONALITY) VALUES (?, ?, ?, ?)\n\tbind => [4021, [REDACTED:PERSON_NAME], [REDACTED:NATIONAL_ID], GR]',
    );
    expect(redact("[Parameters=[@p0='1979-02-11T00:00:00.0000000' (DbType = DateTime2), @p1='Basic' (Size = 20)]]\nINSERT INTO [Patients] ([DateOfBirth], [Plan])\nVALUES (@p0, @p1);")).toBe(
      "[Parameters=[@p0='[REDACTED:BIRTH_DATE]' (DbType = DateTime2), @p1='Basic' (Size = 20)]]\nINSERT INTO [Patients] ([DateOfBirth], [Plan])\nVALUES (@p0, @p1);",
    );
    expect(redact("LOG:  execute <unnamed>: UPDATE guests SET birth_date = $1 WHERE id = $2\nDETAIL:  parameters: $1 = '1987-07-14', $2 = '4411'")).toBe(
      "LOG:  execute <unnamed>: UPDATE guests SET birth_date = $1 WHERE id = $2\nDETAIL:  parameters: $1 = '[REDACTED:BIRTH_DATE]', $2 = '4411'",
    );
    expect(redact("Batch entry 3 INSERT INTO patients (ward, full_name, date_of_birth) VALUES ('W-4B', 'Chidinma Okafor', '1961-09-30') was aborted")).toBe(
      "Batch entry 3 INSERT INTO patients (ward, full_name, date_of_birth) VALUES ('W-4B', '[REDACTED:PERSON_NAME]', '[REDACTED:BIRTH_DATE]') was aborted",
    );
    expect(redact("[SQL: UPDATE employees SET national_id=%(national_id)s WHERE employees.id = %(employees_id)s]\n[parameters: {'national_id': 'X 8821 / paszport EM4820913', 'employees_id': 1188}]")).toBe(
      "[SQL: UPDATE employees SET national_id=%(national_id)s WHERE employees.id = %(employees_id)s]\n[parameters: {'national_id': '[REDACTED:NATIONAL_ID]', 'employees_id': 1188}]",
    );
    // Negative control: a statement of no personal column keeps its values.
    const stock = "INSERT INTO stock (sku, qty, warehouse) VALUES (?, ?, ?)\n\tbind => [AB-1234, 12, Rotterdam]";
    expect(redact(stock)).toBe(stock);
  });

  it('a column meets its value in a comparison or assignment; more ways of binding values', () => {
    expect(redact('User Load (0.4ms)  SELECT "users".* FROM "users" WHERE "users"."login" = $1 LIMIT $2  [["login", "okonkwo.chidi"], ["LIMIT", 1]]')).toBe(
      'User Load (0.4ms)  SELECT "users".* FROM "users" WHERE "users"."login" = $1 LIMIT $2  [["login", "[REDACTED:USER]"], ["LIMIT", 1]]',
    );
    expect(redact("Hibernate: insert into patient (birth_date,full_name,id) values (?,?,?)\nbinding parameter (1:DATE) <- [1988-07-14]\nbinding parameter (3:BIGINT) <- [40217]")).toBe(
      "Hibernate: insert into patient (birth_date,full_name,id) values (?,?,?)\nbinding parameter (1:DATE) <- [[REDACTED:BIRTH_DATE]]\nbinding parameter (3:BIGINT) <- [40217]",
    );
    expect(redact("{\n  method: 'first',\n  bindings: [ 'darkstar_maja', 1 ],\n  sql: 'select * from `players` where `username` = ? limit ?'\n}")).toBe(
      "{\n  method: 'first',\n  bindings: [ '[REDACTED:USER]', 1 ],\n  sql: 'select * from `players` where `username` = ? limit ?'\n}",
    );
    expect(redact("SQLSTATE[23000]: 1062 Duplicata du champ 'j.delacroix' pour la clef 'uk_utilisateur_login'")).toBe(
      "SQLSTATE[23000]: 1062 Duplicata du champ '[REDACTED:USER]' pour la clef 'uk_utilisateur_login'",
    );
    // Negative control: a checked number after its column in a query is its detector's — a mistyped one stays.
    const query = "SELECT * FROM llm_calls WHERE ssn = '374-26-0000' AND zip = '77%'";
    expect(redact(query)).toBe(query);
  });

  it("Elasticsearch's previewed value and Prisma's arguments under their fields", () => {
    expect(redact("failed to parse field [patient.date_of_birth] of type [date] in document with id 'p-20418'. Preview of field's value: '12/31/1979'")).toBe(
      "failed to parse field [patient.date_of_birth] of type [date] in document with id 'p-20418'. Preview of field's value: '[REDACTED:BIRTH_DATE]'",
    );
    const prisma = 'Invalid `prisma.patient.create()` invocation:\n  data: {\n    fullName: "Aylin Demir",\n    dateOfBirth: "17.05.1990",\n    plan: "basic"\n  }';
    expect(redact(prisma)).toBe('Invalid `prisma.patient.create()` invocation:\n  data: {\n    fullName: "[REDACTED:PERSON_NAME]",\n    dateOfBirth: "[REDACTED:BIRTH_DATE]",\n    plan: "basic"\n  }');
    // Negative control: a field that names nothing personal.
    const sku = "failed to parse field [sku] of type [long] in document with id 'x'. Preview of field's value: 'AB-12'";
    expect(redact(sku)).toBe(sku);
  });

  it('a name column beside a personal one is a person\'s name; beside a SKU a product\'s', () => {
    expect(redact('==>  Preparing: INSERT INTO member (name, email) VALUES (?, ?)\n==> Parameters: Ana Beatriz Souza(String), ana.souza@uol.com.br(String)')).toBe(
      '==>  Preparing: INSERT INTO member (name, email) VALUES (?, ?)\n==> Parameters: [REDACTED:PERSON_NAME](String), [REDACTED:EMAIL](String)',
    );
    const product = '==>  Preparing: INSERT INTO product (name, sku) VALUES (?, ?)\n==> Parameters: Pro Annual(String), PLAN-12(String)';
    expect(redact(product)).toBe(product);
    // A person's role names a name column as a table's header does (detect-table-columns.ts isNameWord), quoted or not.
    expect(redact('INSERT INTO orders ("customer", "email") VALUES (\'Aoife Brennan\', \'aoife.b@eircom.net\')')).toBe(
      'INSERT INTO orders ("customer", "email") VALUES (\'[REDACTED:PERSON_NAME]\', \'[REDACTED:EMAIL]\')',
    );
    const client = "INSERT INTO requests (client, route) VALUES ('web-ios', '/v1/orders')";
    expect(redact(client)).toBe(client);
  });

  it('finds statements as the SQL-in-text rule does: Teradata\'s SEL, a lower-case statement, HANA\'s UPSERT', () => {
    expect(redact("SEL member_id FROM crm.member WHERE full_name = ? AND birth_date = ? -- binds: ['Ingrid Haugen', '1979-02-11']")).toBe(
      "SEL member_id FROM crm.member WHERE full_name = ? AND birth_date = ? -- binds: ['[REDACTED:PERSON_NAME]', '[REDACTED:BIRTH_DATE]']",
    );
    expect(redact("sel member_id from member where birth_date = '1979-02-11'")).toBe("sel member_id from member where birth_date = '[REDACTED:BIRTH_DATE]'");
    expect(redact("UPSERT crm.member (member_id, date_of_birth) VALUES (?, ?) WITH PRIMARY KEY; Parameters: [4021, '1979-02-11']")).toBe(
      "UPSERT crm.member (member_id, date_of_birth) VALUES (?, ?) WITH PRIMARY KEY; Parameters: [4021, '[REDACTED:BIRTH_DATE]']",
    );
  });

  it('a value found by its column is masked where the same text writes it again', () => {
    expect(redact("ER_DUP_ENTRY: Duplicate entry 'ofelia.ramos' for key 'IDX_78a916df40e02a9deb1c4b75ed'\n  query: 'INSERT INTO `agent`(`id`, `username`, `team`) VALUES (DEFAULT, ?, ?)',\n  parameters: [ 'ofelia.ramos', 'tier2' ]")).toBe(
      "ER_DUP_ENTRY: Duplicate entry '[REDACTED:USER]' for key 'IDX_78a916df40e02a9deb1c4b75ed'\n  query: 'INSERT INTO `agent`(`id`, `username`, `team`) VALUES (DEFAULT, ?, ?)',\n  parameters: [ '[REDACTED:USER]', 'tier2' ]",
    );
  });

  it('a given name that a column could not read as its type is what someone typed: a name', () => {
    expect(redact('error: invalid input syntax for type integer: "Priya"')).toBe('error: invalid input syntax for type integer: "[REDACTED:PERSON_NAME]"');
    expect(redact("Error 1366 (HY000): Incorrect integer value: 'Rahul' for column 'party_size' at row 1")).toBe("Error 1366 (HY000): Incorrect integer value: '[REDACTED:PERSON_NAME]' for column 'party_size' at row 1");
    // Negative control: a word that is no given name stays.
    expect(redact('error: invalid input syntax for type integer: "Banana"')).toBe('error: invalid input syntax for type integer: "Banana"');
  });

  it('a one-digit number under a personal key is an index\'s key pattern or a projection, not the value', () => {
    expect(engine.redactValue('{"contact.phone":1,"email":-1}', 'db.mongodb.key_pattern', {})).toBe('{"contact.phone":1,"email":-1}');
    expect(engine.redactValue({ phone: 1 }, 'db.projection', {})).toEqual({ phone: 1 });
    // Negative control: a phone number sent as a number is still one.
    expect(engine.redactValue('{"phone":4155552671}', 'db.mongodb.key_value', {})).toBe('{"phone":"[REDACTED:PHONE]"}');
  });

  it('reads a column name in snake case or CamelCase, and an index name without its table and kind', () => {
    expect([columnType('FullName'), columnType('"date_of_birth"'), columnType('sku')]).toEqual(['PERSON_NAME', 'BIRTH_DATE', null]);
    // Other languages' column names are a table header's words (detect-table-columns.ts headerType), `_` read as a blank.
    expect(['date_naissance', 'Geburtstag', '[fødselsdato]', 'etunimi', 'real_name', 'iban', 'ip_address'].map(columnType)).toEqual([
      'BIRTH_DATE',
      'BIRTH_DATE',
      'BIRTH_DATE',
      'PERSON_NAME',
      'PERSON_NAME',
      'IBAN',
      null,
    ]);
    expect(['users.email_UNIQUE', 'uq_customers_phone', 'UQ_Customers_Phone', 'customers_email_key', 'idx_orders_status'].map(indexColumnType)).toEqual([
      'EMAIL',
      'PHONE',
      'PHONE',
      'EMAIL',
      null,
    ]);
  });
});

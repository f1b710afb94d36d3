import { describe, expect, it } from 'vitest';
import { columnType, indexColumnType } from './detect-db-errors.ts';
import { createPiiEngine } from './pii-engine.ts';

const engine = createPiiEngine({ rules: {} });
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

  it('reads a column name in snake case or CamelCase, and an index name without its table and kind', () => {
    expect([columnType('FullName'), columnType('"date_of_birth"'), columnType('sku')]).toEqual(['PERSON_NAME', 'BIRTH_DATE', null]);
    expect(['users.email_UNIQUE', 'uq_customers_phone', 'UQ_Customers_Phone', 'customers_email_key', 'idx_orders_status'].map(indexColumnType)).toEqual([
      'EMAIL',
      'PHONE',
      'PHONE',
      'EMAIL',
      null,
    ]);
  });
});

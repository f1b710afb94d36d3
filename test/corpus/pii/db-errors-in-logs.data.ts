/**
 * Held-out corpus: database and ORM error messages that echo the offending row or key values,
 * as they show up in OpenTelemetry log records (body + exception.* attributes) of an LLM
 * customer-support application that stores customers, patients, employees and bookings.
 *
 * Author: a helper session started by the project to write held-out data. Date: 2026-12-07.
 * Provenance: written by a helper who read neither the detectors nor other test data
 * (only the `LogRecordCase` interface in log-records-measure.ts was read).
 * All data is invented: every name, e-mail, phone number, date of birth, national id, passport
 * number, address, IBAN and card number below is made up for this file.
 *
 * Families covered: PostgreSQL server log (stderr format, incl. CONTEXT parameters), PostgreSQL
 * localized (de, fr, es, pt_BR, ru, ja), node-postgres, psycopg2, psycopg 3, asyncpg, Go pgx,
 * MySQL (mysql2, Connector/J, go-sql-driver), MariaDB (PyMySQL), SQL Server (SqlClient),
 * Oracle (ORA-00001 incl. 23ai ORA-03301 row values, ORA-12899, ORA-01400, ORA-02291),
 * SQLite (Python sqlite3, better-sqlite3), MongoDB (server errmsg, PyMongo, Mongoose, Go driver),
 * CockroachDB, Cassandra, Elasticsearch, DynamoDB, Prisma, Sequelize, TypeORM, Knex, Django,
 * SQLAlchemy, Hibernate / Spring, EclipseLink, JDBC BatchUpdateException, Rails ActiveRecord,
 * Laravel, EF Core (SqlClient and Npgsql), GORM.
 *
 * National ids — checksum status:
 *   valid:   Spanish DNI 48213596F, 71930284S; Spanish NIE Y4821036C;
 *            Korean RRN 920807-1032710, 850314-2015381, 790221-1058243;
 *            Polish PESEL 87031512348, 92110567894, 02241704822;
 *            Brazilian CPF 384.920.157-05, 529.014.638-51, 06241839551 (unformatted);
 *            UK NHS number 485 211 7365; all IBANs (mod-97) and all card numbers (Luhn).
 *   invalid (deliberately): Spanish DNI 30566129B (letter should be A); Korean RRN 010512-3049125
 *            (check digit should be 1); Polish PESEL 75082309185 (check digit should be 9);
 *            Brazilian CPF 710.365.842-09 (should end -08).
 *   no checksum: US SSNs (524-61-8093, 371-20-4468, 608-34-1957 — valid area/group/serial ranges),
 *            UK NINOs (JM482173C, PN 48 29 17 B — valid prefixes), passport numbers.
 */
import type { LogRecordCase } from './log-records-measure.ts';

export const DB_ERRORS_IN_LOGS: LogRecordCase[] = [
  // ───────────────────────────── PostgreSQL (server log, drivers) ─────────────────────────────
  {
    id: 'db-001-pg',
    family: 'postgresql-server-log',
    body: `2026-11-30 14:02:11.482 UTC [31877] ERROR:  duplicate key value violates unique constraint "customers_email_key"
2026-11-30 14:02:11.482 UTC [31877] DETAIL:  Key (email)=(marta.kowalczyk87@wp.pl) already exists.
2026-11-30 14:02:11.482 UTC [31877] STATEMENT:  INSERT INTO customers (full_name, email, locale) VALUES ($1, $2, $3) RETURNING id`,
    attributes: {
      'service.name': 'postgres',
      'db.system': 'postgresql',
      'log.file.name': 'postgresql-2026-11-30_140000.log',
    },
    severityText: 'ERROR',
    canaries: ['marta.kowalczyk87@wp.pl'],
    keep: [
      'duplicate key value violates unique constraint',
      'customers_email_key',
      'already exists.',
      'INSERT INTO customers (full_name, email, locale) VALUES ($1, $2, $3) RETURNING id',
      'postgresql-2026-11-30_140000.log',
    ],
  },
  {
    id: 'db-002-pg',
    family: 'node-postgres',
    body: {
      level: 50,
      time: 1796038931482,
      msg: 'failed to create support contact',
      err: {
        type: 'DatabaseError',
        message: 'duplicate key value violates unique constraint "contacts_phone_key"',
        code: '23505',
        detail: 'Key (phone)=(+48 601 482 913) already exists.',
        schema: 'public',
        table: 'contacts',
        constraint: 'contacts_phone_key',
      },
    },
    attributes: {
      'service.name': 'support-api',
      'db.system': 'postgresql',
      'code.function': 'ContactsRepository.create',
      'exception.type': 'DatabaseError',
      'exception.message': 'duplicate key value violates unique constraint "contacts_phone_key"',
    },
    severityText: 'ERROR',
    canaries: ['+48 601 482 913'],
    keep: ['failed to create support contact', 'contacts_phone_key', '23505', 'DatabaseError', 'ContactsRepository.create'],
  },
  {
    id: 'db-003-pg',
    family: 'psycopg2',
    body: `psycopg2.errors.UniqueViolation: duplicate key value violates unique constraint "patients_first_name_last_name_date_of_birth_key"
DETAIL:  Key (first_name, last_name, date_of_birth)=(Ingrid, Halvorsen, 1988-04-19) already exists.
`,
    attributes: {
      'service.name': 'clinic-intake',
      'db.system': 'postgresql',
      'exception.type': 'psycopg2.errors.UniqueViolation',
      'exception.stacktrace': `Traceback (most recent call last):
  File "/srv/intake/app/patients.py", line 88, in register_patient
    cur.execute(INSERT_PATIENT, row)
psycopg2.errors.UniqueViolation: duplicate key value violates unique constraint "patients_first_name_last_name_date_of_birth_key"`,
      'code.function': 'register_patient',
    },
    severityText: 'ERROR',
    canaries: ['Ingrid', 'Halvorsen', '1988-04-19'],
    keep: [
      'psycopg2.errors.UniqueViolation',
      'patients_first_name_last_name_date_of_birth_key',
      'Key (first_name, last_name, date_of_birth)=(',
      '/srv/intake/app/patients.py',
      'register_patient',
    ],
  },
  {
    id: 'db-004-pg',
    family: 'asyncpg',
    body: `asyncpg.exceptions.ForeignKeyViolationError: insert or update on table "support_tickets" violates foreign key constraint "support_tickets_customer_email_fkey"
DETAIL:  Key (customer_email)=(seun.adeyemi@yahoo.com) is not present in table "customers".`,
    attributes: {
      'service.name': 'ticket-router',
      'db.system': 'postgresql',
      'exception.type': 'asyncpg.exceptions.ForeignKeyViolationError',
      'db.operation': 'INSERT',
      'db.sql.table': 'support_tickets',
      'ticket.priority': 'high',
    },
    severityText: 'ERROR',
    canaries: ['seun.adeyemi@yahoo.com'],
    keep: [
      'asyncpg.exceptions.ForeignKeyViolationError',
      'support_tickets_customer_email_fkey',
      'is not present in table "customers"',
      'support_tickets',
      'high',
    ],
  },
  {
    id: 'db-005-pg',
    family: 'postgresql-server-log',
    body: `2026-11-30 09:14:22.131 UTC [40215] ERROR:  new row for relation "patients" violates check constraint "patients_phone_format_check"
2026-11-30 09:14:22.131 UTC [40215] DETAIL:  Failing row contains (8812, Siobhán, Ní Bhriain, 1979-08-23, 087 412 99311, active, 2026-11-30 09:14:22.118+00).`,
    attributes: { 'service.name': 'postgres', 'db.system': 'postgresql', 'db.name': 'clinic' },
    severityText: 'ERROR',
    canaries: ['Siobhán', 'Ní Bhriain', '1979-08-23', '087 412 99311'],
    keep: ['violates check constraint', 'patients_phone_format_check', 'Failing row contains (', 'active', '2026-11-30 09:14:22.118+00'],
  },
  {
    id: 'db-006-pg',
    family: 'psycopg 3',
    body: `psycopg.errors.NotNullViolation: null value in column "email" of relation "employees" violates not-null constraint
DETAIL:  Failing row contains (2207, Kwame, Mensah, null, JM482173C, engineering, full_time).`,
    attributes: {
      'service.name': 'hr-sync',
      'db.system': 'postgresql',
      'exception.type': 'psycopg.errors.NotNullViolation',
      'code.function': 'upsert_employee',
      'hr.batch.size': 250,
    },
    severityText: 'ERROR',
    canaries: ['Kwame', 'Mensah', 'JM482173C'],
    keep: [
      'null value in column "email" of relation "employees" violates not-null constraint',
      'psycopg.errors.NotNullViolation',
      'engineering',
      'full_time',
      'upsert_employee',
    ],
  },
  {
    id: 'db-007-pg',
    family: 'typeorm',
    body: `QueryFailedError: invalid input syntax for type uuid: "tomasz.wisniewski@onet.pl"
    at PostgresQueryRunner.query (/app/node_modules/typeorm/driver/postgres/PostgresQueryRunner.js:219:19)
  query: 'SELECT "Customer"."id" AS "Customer_id", "Customer"."tier" AS "Customer_tier" FROM "customer" "Customer" WHERE (("Customer"."id" = $1)) LIMIT 1',
  parameters: [ 'tomasz.wisniewski@onet.pl' ],
  code: '22P02',
  routine: 'string_to_uuid'`,
    attributes: {
      'service.name': 'assistant-gateway',
      'db.system': 'postgresql',
      'exception.type': 'QueryFailedError',
      'exception.message': 'invalid input syntax for type uuid: "tomasz.wisniewski@onet.pl"',
      'code.function': 'CustomerService.findOne',
    },
    severityText: 'ERROR',
    canaries: ['tomasz.wisniewski@onet.pl'],
    keep: ['QueryFailedError', 'invalid input syntax for type uuid', '22P02', 'string_to_uuid', 'Customer_tier'],
  },
  {
    id: 'db-008-pg',
    family: 'postgresql-server-log',
    body: `2026-12-01 08:47:03.900 UTC [51230] ERROR:  date/time field value out of range: "14/07/1987"
2026-12-01 08:47:03.900 UTC [51230] HINT:  Perhaps you need a different "datestyle" setting.
2026-12-01 08:47:03.900 UTC [51230] CONTEXT:  unnamed portal parameter $3 = '14/07/1987'
2026-12-01 08:47:03.900 UTC [51230] STATEMENT:  INSERT INTO guests (full_name, email, birth_date) VALUES ($1, $2, $3)`,
    attributes: { 'service.name': 'postgres', 'db.system': 'postgresql', 'db.name': 'bookings' },
    severityText: 'ERROR',
    canaries: ['14/07/1987'],
    keep: [
      'date/time field value out of range',
      'Perhaps you need a different "datestyle" setting.',
      'unnamed portal parameter $3',
      'INSERT INTO guests (full_name, email, birth_date) VALUES ($1, $2, $3)',
    ],
  },
  {
    id: 'db-009-pg',
    family: 'node-postgres',
    body: 'error: invalid input syntax for type integer: "Priya"',
    attributes: {
      'service.name': 'support-api',
      'db.system': 'postgresql',
      'exception.type': 'error',
      'exception.message': 'invalid input syntax for type integer: "Priya"',
      'db.postgresql.code': '22P02',
      'db.postgresql.routine': 'pg_strtoint32_safe',
      'http.route': '/v1/conversations/:id/handoff',
    },
    severityText: 'ERROR',
    canaries: ['Priya'],
    keep: ['invalid input syntax for type integer', '22P02', 'pg_strtoint32_safe', '/v1/conversations/:id/handoff'],
  },
  {
    id: 'db-010-pg',
    family: 'postgresql-server-log',
    body: `2026-12-02 16:20:55.017 UTC [61044] ERROR:  value too long for type character varying(20)
2026-12-02 16:20:55.017 UTC [61044] CONTEXT:  unnamed portal with parameters: $1 = 'Oluwaseun Adeyemi-Bankole', $2 = '+234 803 481 2290', $3 = 'NG'
2026-12-02 16:20:55.017 UTC [61044] STATEMENT:  INSERT INTO customers (display_name, phone, country_code) VALUES ($1, $2, $3)`,
    attributes: { 'service.name': 'postgres', 'db.system': 'postgresql' },
    severityText: 'ERROR',
    canaries: ['Oluwaseun Adeyemi-Bankole', '+234 803 481 2290'],
    keep: [
      'value too long for type character varying(20)',
      'unnamed portal with parameters',
      'INSERT INTO customers (display_name, phone, country_code) VALUES ($1, $2, $3)',
    ],
  },
  {
    id: 'db-011-pgx',
    family: 'go-pgx',
    body: `2026-12-02T10:03:44.512Z	ERROR	booking/store.go:141	failed to insert booking	{"error": "ERROR: duplicate key value violates unique constraint \\"bookings_guest_phone_check_in_key\\" (SQLSTATE 23505)", "detail": "Key (guest_phone, check_in)=(+34 612 48 93 07, 2026-12-19) already exists.", "room": "0417"}`,
    attributes: {
      'service.name': 'booking-svc',
      'db.system': 'postgresql',
      'exception.type': '*pgconn.PgError',
      'exception.message': 'ERROR: duplicate key value violates unique constraint "bookings_guest_phone_check_in_key" (SQLSTATE 23505)',
    },
    severityText: 'ERROR',
    canaries: ['+34 612 48 93 07'],
    keep: ['bookings_guest_phone_check_in_key', '(SQLSTATE 23505)', 'booking/store.go:141', '2026-12-19', '0417', '*pgconn.PgError'],
  },
  {
    id: 'db-012-pgx',
    family: 'go-pgx',
    body: 'appointment create failed: ERROR: insert or update on table "appointments" violates foreign key constraint "appointments_clinician_id_fkey" (SQLSTATE 23503)',
    attributes: {
      'service.name': 'scheduling',
      'db.system': 'postgresql',
      'exception.type': '*pgconn.PgError',
      'db.postgresql.detail': 'Key (clinician_id)=(7f3a9c1e-52d4-4b8e-9a61-0c2e8d4f7b13) is not present in table "clinicians".',
      'code.function': 'scheduling.(*Store).CreateAppointment',
    },
    severityText: 'ERROR',
    canaries: [],
    keep: [
      'appointments_clinician_id_fkey',
      '(SQLSTATE 23503)',
      '7f3a9c1e-52d4-4b8e-9a61-0c2e8d4f7b13',
      'is not present in table "clinicians".',
      'scheduling.(*Store).CreateAppointment',
    ],
  },
  {
    id: 'db-013-pg',
    family: 'psycopg 3',
    body: `psycopg.errors.UniqueViolation: duplicate key value violates unique constraint "employees_ssn_key"
DETAIL:  Key (ssn)=(524-61-8093) already exists.`,
    attributes: {
      'service.name': 'hr-sync',
      'db.system': 'postgresql',
      'exception.type': 'psycopg.errors.UniqueViolation',
      'code.function': 'import_workday_export',
      'hr.source': 'workday',
    },
    severityText: 'ERROR',
    canaries: ['524-61-8093'],
    keep: ['employees_ssn_key', 'Key (ssn)=(', 'import_workday_export', 'workday'],
  },
  {
    id: 'db-014-pg',
    family: 'asyncpg',
    body: `asyncpg.exceptions.UniqueViolationError: duplicate key value violates unique constraint "users_username_key"
DETAIL:  Key (username)=(kwame.mensah) already exists.`,
    attributes: {
      'service.name': 'agent-console',
      'db.system': 'postgresql',
      'exception.type': 'asyncpg.exceptions.UniqueViolationError',
      'exception.message': 'duplicate key value violates unique constraint "users_username_key"',
      'enduser.role': 'agent',
    },
    severityText: 'ERROR',
    canaries: ['kwame.mensah'],
    keep: ['asyncpg.exceptions.UniqueViolationError', 'users_username_key', 'Key (username)=(', 'agent'],
  },
  {
    id: 'db-015-pg',
    family: 'postgresql-server-log',
    body: `2026-12-03 11:31:09.774 GMT [22871] ERROR:  new row for relation "employees" violates check constraint "employees_nino_format_check"
2026-12-03 11:31:09.774 GMT [22871] DETAIL:  Failing row contains (3391, Sarah, Whitfield, PN 48 29 17 B, s.whitfield@btinternet.com, LDN-2, part_time).`,
    attributes: { 'service.name': 'postgres', 'db.system': 'postgresql', 'db.name': 'hr' },
    severityText: 'ERROR',
    canaries: ['Sarah', 'Whitfield', 'PN 48 29 17 B', 's.whitfield@btinternet.com'],
    keep: ['employees_nino_format_check', 'violates check constraint', 'LDN-2', 'part_time'],
  },
  {
    id: 'db-016-pg',
    family: 'node-postgres',
    body: `error: duplicate key value violates unique constraint "members_resident_no_key"
    at Parser.parseErrorMessage (/app/node_modules/pg-protocol/dist/parser.js:283:98)
    at Parser.handlePacket (/app/node_modules/pg-protocol/dist/parser.js:122:29) {
  length: 252,
  severity: 'ERROR',
  code: '23505',
  detail: 'Key (resident_no)=(920807-1032710) already exists.',
  schema: 'public',
  table: 'members',
  constraint: 'members_resident_no_key',
  file: 'nbtinsert.c',
  line: '666',
  routine: '_bt_check_unique'
}`,
    attributes: {
      'service.name': 'kr-onboarding',
      'db.system': 'postgresql',
      'exception.type': 'error',
      'exception.message': 'duplicate key value violates unique constraint "members_resident_no_key"',
    },
    severityText: 'ERROR',
    canaries: ['920807-1032710'],
    keep: ['members_resident_no_key', "code: '23505'", 'nbtinsert.c', '_bt_check_unique', 'pg-protocol/dist/parser.js'],
  },
  {
    id: 'db-017-pg',
    family: 'postgresql-server-log',
    body: `2026-12-03 13:05:40.221 UTC [27730] ERROR:  duplicate key value violates unique constraint "posts_slug_key"
2026-12-03 13:05:40.221 UTC [27730] DETAIL:  Key (slug)=(how-to-reset-your-router) already exists.`,
    attributes: { 'service.name': 'postgres', 'db.system': 'postgresql', 'db.name': 'helpcenter' },
    severityText: 'ERROR',
    canaries: [],
    keep: ['posts_slug_key', 'Key (slug)=(how-to-reset-your-router) already exists.', 'helpcenter'],
  },
  {
    id: 'db-018-pg',
    family: 'node-postgres',
    body: 'error: invalid input value for enum ticket_status: "reopened_by_customer"',
    attributes: {
      'service.name': 'ticket-router',
      'db.system': 'postgresql',
      'exception.type': 'error',
      'db.postgresql.code': '22P02',
      'ticket.id': 'TCK-2026-004182',
    },
    severityText: 'ERROR',
    canaries: [],
    keep: ['invalid input value for enum ticket_status', 'reopened_by_customer', '22P02', 'TCK-2026-004182'],
  },
  {
    id: 'db-019-pg',
    family: 'postgresql-server-log',
    body: `2026-12-04 07:12:18.305 UTC [19022] ERROR:  new row for relation "order_items" violates check constraint "order_items_quantity_check"
2026-12-04 07:12:18.305 UTC [19022] DETAIL:  Failing row contains (771203, ORD-2026-118801, SKU-HX-4410-BLK, -2, 19.99, EUR, 2026-12-04 07:12:18.301+00).`,
    attributes: { 'service.name': 'postgres', 'db.system': 'postgresql', 'db.name': 'shop' },
    severityText: 'ERROR',
    canaries: [],
    keep: [
      'order_items_quantity_check',
      'ORD-2026-118801',
      'SKU-HX-4410-BLK',
      '-2',
      '19.99',
      'EUR',
      '2026-12-04 07:12:18.301+00',
    ],
  },
  {
    id: 'db-020-pg',
    family: 'postgresql-server-log',
    body: `2026-12-04 09:40:02.664 UTC [33410] ERROR:  deadlock detected
2026-12-04 09:40:02.664 UTC [33410] DETAIL:  Process 33410 waits for ShareLock on transaction 9912834; blocked by process 33388.
	Process 33388 waits for ShareLock on transaction 9912829; blocked by process 33410.
2026-12-04 09:40:02.664 UTC [33410] HINT:  See server log for query details.
2026-12-04 09:40:02.664 UTC [33410] CONTEXT:  while updating tuple (1402,7) in relation "bookings"`,
    attributes: { 'service.name': 'postgres', 'db.system': 'postgresql' },
    severityText: 'ERROR',
    canaries: [],
    keep: ['deadlock detected', 'waits for ShareLock on transaction 9912834', 'blocked by process 33388', 'while updating tuple (1402,7) in relation "bookings"'],
  },
  {
    id: 'db-021-pg',
    family: 'node-postgres',
    body: 'error: invalid input syntax for type timestamp with time zone: "2026-13-01T09:00:00Z"',
    attributes: {
      'service.name': 'reporting',
      'db.system': 'postgresql',
      'db.postgresql.code': '22007',
      'report.name': 'weekly_csat',
    },
    severityText: 'ERROR',
    canaries: [],
    keep: ['invalid input syntax for type timestamp with time zone', '2026-13-01T09:00:00Z', '22007', 'weekly_csat'],
  },
  {
    id: 'db-022-pg',
    family: 'psycopg2',
    body: `psycopg2.errors.NumericValueOutOfRange: numeric field overflow
DETAIL:  A field with precision 10, scale 2 must round to an absolute value less than 10^8.`,
    attributes: {
      'service.name': 'billing',
      'db.system': 'postgresql',
      'exception.type': 'psycopg2.errors.NumericValueOutOfRange',
      'invoice.total': 125000000.5,
      'invoice.currency': 'JPY',
    },
    severityText: 'ERROR',
    canaries: [],
    keep: ['numeric field overflow', 'A field with precision 10, scale 2 must round to an absolute value less than 10^8.', 'JPY'],
  },
  {
    id: 'db-023-pg',
    family: 'postgresql-server-log',
    body: `2026-12-04 12:00:31.019 UTC [44102] ERROR:  duplicate key value violates unique constraint "plans_name_key"
2026-12-04 12:00:31.019 UTC [44102] DETAIL:  Key (name)=(Pro Annual) already exists.
2026-12-04 12:00:31.019 UTC [44102] STATEMENT:  INSERT INTO plans (name, price_cents, currency, interval) VALUES ($1, $2, $3, $4)`,
    attributes: { 'service.name': 'postgres', 'db.system': 'postgresql', 'db.name': 'billing' },
    severityText: 'ERROR',
    canaries: [],
    keep: ['plans_name_key', 'Key (name)=(Pro Annual) already exists.', 'Pro Annual', 'INSERT INTO plans (name, price_cents, currency, interval)'],
  },
  {
    id: 'db-024-pg',
    family: 'node-postgres',
    body: `tenant provisioning failed: duplicate key value violates unique constraint "tenants_slug_key" (Key (slug)=(northwind-logistics) already exists.)`,
    attributes: {
      'service.name': 'control-plane',
      'db.system': 'postgresql',
      'tenant.plan': 'enterprise',
      'feature_flag.key': 'llm_handoff_v2',
    },
    severityText: 'ERROR',
    canaries: [],
    keep: ['tenants_slug_key', 'northwind-logistics', 'enterprise', 'llm_handoff_v2', 'tenant provisioning failed'],
  },
  {
    id: 'db-025-pg',
    family: 'postgresql-server-log',
    body: `2026-12-05 15:22:47.640 UTC [52817] ERROR:  duplicate key value violates unique constraint "patients_nhs_number_key"
2026-12-05 15:22:47.640 UTC [52817] DETAIL:  Key (nhs_number)=(485 211 7365) already exists.
2026-12-05 15:22:47.640 UTC [52817] STATEMENT:  INSERT INTO patients (nhs_number, given_name, family_name, postcode) VALUES ($1, $2, $3, $4)`,
    attributes: { 'service.name': 'postgres', 'db.system': 'postgresql', 'db.name': 'gp_triage' },
    severityText: 'ERROR',
    canaries: ['485 211 7365'],
    keep: ['patients_nhs_number_key', 'Key (nhs_number)=(', 'gp_triage', 'INSERT INTO patients (nhs_number, given_name, family_name, postcode)'],
  },
  {
    id: 'db-026-pg',
    family: 'asyncpg',
    body: `asyncpg.exceptions.CheckViolationError: new row for relation "payment_methods" violates check constraint "payment_methods_last4_check"
DETAIL:  Failing row contains (5512, 8c0d2f6e-1b47-4e3a-a9d5-61f0b2c7e894, visa, 4111118745201937, 1937, 2029-08, active).`,
    attributes: {
      'service.name': 'billing',
      'db.system': 'postgresql',
      'exception.type': 'asyncpg.exceptions.CheckViolationError',
    },
    severityText: 'ERROR',
    canaries: ['4111118745201937'],
    keep: ['payment_methods_last4_check', 'asyncpg.exceptions.CheckViolationError', '8c0d2f6e-1b47-4e3a-a9d5-61f0b2c7e894', 'visa'],
  },
  {
    id: 'db-027-pg',
    family: 'postgresql-server-log',
    body: `2026-12-05 17:48:12.002 UTC [60331] ERROR:  duplicate key value violates unique constraint "customer_addresses_customer_id_line1_postcode_key"
2026-12-05 17:48:12.002 UTC [60331] DETAIL:  Key (customer_id, line1, postcode)=(40917, 18 Hawthorn Crescent, LS6 3QT) already exists.`,
    attributes: { 'service.name': 'postgres', 'db.system': 'postgresql', 'db.name': 'crm' },
    severityText: 'ERROR',
    canaries: ['18 Hawthorn Crescent', 'LS6 3QT'],
    keep: ['customer_addresses_customer_id_line1_postcode_key', 'Key (customer_id, line1, postcode)=('],
  },

  // ───────────────────────────── PostgreSQL, localized lc_messages ─────────────────────────────
  {
    id: 'db-028-pgde',
    family: 'postgresql-localized-de',
    body: `2026-11-28 10:15:03.441 CET [12094] FEHLER:  doppelter Schlüsselwert verletzt Unique-Constraint »kunden_email_key«
2026-11-28 10:15:03.441 CET [12094] DETAIL:  Schlüssel »(email)=(anneliese.brandt@web.de)« existiert bereits.`,
    attributes: { 'service.name': 'postgres', 'db.system': 'postgresql', 'db.name': 'kundendienst' },
    severityText: 'ERROR',
    canaries: ['anneliese.brandt@web.de'],
    keep: ['doppelter Schlüsselwert verletzt Unique-Constraint', 'kunden_email_key', 'existiert bereits.', 'FEHLER'],
  },
  {
    id: 'db-029-pgde',
    family: 'postgresql-localized-de',
    body: `org.postgresql.util.PSQLException: FEHLER: Einfügen oder Aktualisieren in Tabelle »bestellungen« verletzt Fremdschlüssel-Constraint »bestellungen_kunde_email_fkey«
  Detail: Schlüssel (kunde_email)=(lukas.gruber@gmx.at) ist nicht in Tabelle »kunden« vorhanden.`,
    attributes: {
      'service.name': 'bestellservice',
      'db.system': 'postgresql',
      'exception.type': 'org.postgresql.util.PSQLException',
      'code.function': 'BestellungRepository.save',
    },
    severityText: 'ERROR',
    canaries: ['lukas.gruber@gmx.at'],
    keep: ['verletzt Fremdschlüssel-Constraint', 'bestellungen_kunde_email_fkey', 'ist nicht in Tabelle »kunden« vorhanden.', 'BestellungRepository.save'],
  },
  {
    id: 'db-030-pgde',
    family: 'postgresql-localized-de',
    body: `FEHLER:  doppelter Schlüsselwert verletzt Unique-Constraint »mitarbeiter_iban_key«
DETAIL:  Schlüssel »(iban)=(DE44 5001 0517 5407 3249 31)« existiert bereits.`,
    attributes: {
      'service.name': 'lohnbuchhaltung',
      'db.system': 'postgresql',
      'exception.type': 'psycopg2.errors.UniqueViolation',
    },
    severityText: 'ERROR',
    canaries: ['DE44 5001 0517 5407 3249 31'],
    keep: ['mitarbeiter_iban_key', 'existiert bereits.', 'psycopg2.errors.UniqueViolation'],
  },
  {
    id: 'db-031-pgfr',
    family: 'postgresql-localized-fr',
    body: `2026-11-29 18:02:55.310 CET [8841] ERREUR:  la valeur d'une clé dupliquée rompt la contrainte unique « clients_email_key »
2026-11-29 18:02:55.310 CET [8841] DÉTAIL : La clé « (email)=(lea.moreau@orange.fr) » existe déjà.`,
    attributes: { 'service.name': 'postgres', 'db.system': 'postgresql', 'db.name': 'relation_client' },
    severityText: 'ERROR',
    canaries: ['lea.moreau@orange.fr'],
    keep: ["la valeur d'une clé dupliquée rompt la contrainte unique", 'clients_email_key', 'existe déjà.', 'ERREUR'],
  },
  {
    id: 'db-032-pgfr',
    family: 'postgresql-localized-fr',
    body: `ERREUR:  une valeur NULL viole la contrainte NOT NULL de la colonne « date_naissance » dans la relation « patients »
DÉTAIL : La ligne en échec contient (5120, Camille, Lefèbvre, null, 06 12 48 93 71, 14 rue des Lilas, 69003 Lyon, actif).`,
    attributes: {
      'service.name': 'prise-de-rdv',
      'db.system': 'postgresql',
      'exception.type': 'psycopg2.errors.NotNullViolation',
    },
    severityText: 'ERROR',
    canaries: ['Camille', 'Lefèbvre', '06 12 48 93 71', '14 rue des Lilas, 69003 Lyon'],
    keep: ['une valeur NULL viole la contrainte NOT NULL de la colonne', 'date_naissance', 'La ligne en échec contient', 'actif'],
  },
  {
    id: 'db-033-pgfr',
    family: 'postgresql-localized-fr',
    body: `ERREUR:  la valeur d'une clé dupliquée rompt la contrainte unique « comptes_iban_key »
DÉTAIL : La clé « (iban)=(FR3530003012900005073819A47) » existe déjà.`,
    attributes: {
      'service.name': 'remboursements',
      'db.system': 'postgresql',
      'exception.type': 'QueryFailedError',
      'code.function': 'RefundAccountService.register',
    },
    severityText: 'ERROR',
    canaries: ['FR3530003012900005073819A47'],
    keep: ['comptes_iban_key', 'existe déjà.', 'RefundAccountService.register'],
  },
  {
    id: 'db-034-pges',
    family: 'postgresql-localized-es',
    body: `2026-11-27 12:44:19.008 CET [9923] ERROR:  llave duplicada viola restricción de unicidad «clientes_dni_key»
2026-11-27 12:44:19.008 CET [9923] DETALLE:  Ya existe la llave (dni)=(48213596F).`,
    attributes: { 'service.name': 'postgres', 'db.system': 'postgresql', 'db.name': 'atencion_cliente' },
    severityText: 'ERROR',
    canaries: ['48213596F'],
    keep: ['llave duplicada viola restricción de unicidad', 'clientes_dni_key', 'Ya existe la llave (dni)=('],
  },
  {
    id: 'db-035-pges',
    family: 'postgresql-localized-es',
    body: `ERROR:  el nuevo registro para la relación «pacientes» viola la restricción «check» «pacientes_dni_formato_check»
DETALLE:  La fila que falla contiene (7781, Javier, Morales Ruiz, 30566129B, 1975-02-08, +34 699 120 457, pendiente).`,
    attributes: {
      'service.name': 'citas-medicas',
      'db.system': 'postgresql',
      'exception.type': 'psycopg2.errors.CheckViolation',
    },
    severityText: 'ERROR',
    canaries: ['Javier', 'Morales Ruiz', '30566129B', '1975-02-08', '+34 699 120 457'],
    keep: ['pacientes_dni_formato_check', 'La fila que falla contiene', 'pendiente', 'psycopg2.errors.CheckViolation'],
  },
  {
    id: 'db-036-pges',
    family: 'postgresql-localized-es',
    body: `ERROR:  llave duplicada viola restricción de unicidad «residentes_nie_key»
DETALLE:  Ya existe la llave (nie)=(Y4821036C).`,
    attributes: {
      'service.name': 'citas-medicas',
      'db.system': 'postgresql',
      'exception.type': 'SequelizeUniqueConstraintError',
    },
    severityText: 'ERROR',
    canaries: ['Y4821036C'],
    keep: ['residentes_nie_key', 'Ya existe la llave (nie)=(', 'SequelizeUniqueConstraintError'],
  },
  {
    id: 'db-037-pgpt',
    family: 'postgresql-localized-pt',
    body: `ERRO:  duplicar valor da chave viola a restrição de unicidade "clientes_cpf_key"
DETALHE:  Chave (cpf)=(384.920.157-05) já existe.`,
    attributes: {
      'service.name': 'atendimento-br',
      'db.system': 'postgresql',
      'exception.type': 'PG::UniqueViolation',
      'code.function': 'ClientesController#create',
    },
    severityText: 'ERROR',
    canaries: ['384.920.157-05'],
    keep: ['duplicar valor da chave viola a restrição de unicidade', 'clientes_cpf_key', 'já existe.', 'ClientesController#create'],
  },
  {
    id: 'db-038-pgpt',
    family: 'postgresql-localized-pt',
    body: `2026-11-26 21:17:40.551 -03 [30118] ERRO:  duplicar valor da chave viola a restrição de unicidade "clientes_nome_data_nascimento_key"
2026-11-26 21:17:40.551 -03 [30118] DETALHE:  Chave (nome, data_nascimento)=(Ana Beatriz Souza, 1994-10-27) já existe.`,
    attributes: { 'service.name': 'postgres', 'db.system': 'postgresql', 'db.name': 'atendimento' },
    severityText: 'ERROR',
    canaries: ['Ana Beatriz Souza', '1994-10-27'],
    keep: ['clientes_nome_data_nascimento_key', 'Chave (nome, data_nascimento)=(', 'já existe.'],
  },
  {
    id: 'db-039-pgru',
    family: 'postgresql-localized-ru',
    body: `ОШИБКА:  повторяющееся значение ключа нарушает ограничение уникальности "clients_phone_key"
ПОДРОБНОСТИ:  Ключ "(phone)=(+7 916 482-19-37)" уже существует.`,
    attributes: {
      'service.name': 'support-bot-ru',
      'db.system': 'postgresql',
      'exception.type': 'psycopg2.errors.UniqueViolation',
    },
    severityText: 'ERROR',
    canaries: ['+7 916 482-19-37'],
    keep: ['повторяющееся значение ключа нарушает ограничение уникальности', 'clients_phone_key', 'уже существует.'],
  },
  {
    id: 'db-040-pgru',
    family: 'postgresql-localized-ru',
    body: `ОШИБКА:  INSERT или UPDATE в таблице "orders" нарушает ограничение внешнего ключа "orders_customer_email_fkey"
ПОДРОБНОСТИ:  Ключ (customer_email)=(d.volkov@mail.ru) отсутствует в таблице "customers".`,
    attributes: {
      'service.name': 'support-bot-ru',
      'db.system': 'postgresql',
      'exception.type': 'asyncpg.exceptions.ForeignKeyViolationError',
    },
    severityText: 'ERROR',
    canaries: ['d.volkov@mail.ru'],
    keep: ['нарушает ограничение внешнего ключа', 'orders_customer_email_fkey', 'отсутствует в таблице "customers".'],
  },
  {
    id: 'db-041-pgja',
    family: 'postgresql-localized-ja',
    body: `2026-11-25 09:03:27.118 JST [15502] ERROR:  重複したキー値は一意性制約"users_email_key"違反となります
2026-11-25 09:03:27.118 JST [15502] DETAIL:  キー (email)=(yuki.nakamura@yahoo.co.jp) はすでに存在します。`,
    attributes: { 'service.name': 'postgres', 'db.system': 'postgresql', 'db.name': 'support_jp' },
    severityText: 'ERROR',
    canaries: ['yuki.nakamura@yahoo.co.jp'],
    keep: ['重複したキー値は一意性制約', 'users_email_key', 'はすでに存在します。'],
  },
  {
    id: 'db-042-pgja',
    family: 'postgresql-localized-ja',
    body: `ERROR:  重複したキー値は一意性制約"customers_name_kana_birth_date_key"違反となります
DETAIL:  キー (name_kana, birth_date)=(ナカムラ ユキ, 1990-06-02) はすでに存在します。`,
    attributes: {
      'service.name': 'support-jp',
      'db.system': 'postgresql',
      'exception.type': 'PG::UniqueViolation',
    },
    severityText: 'ERROR',
    canaries: ['ナカムラ ユキ', '1990-06-02'],
    keep: ['customers_name_kana_birth_date_key', 'キー (name_kana, birth_date)=(', 'はすでに存在します。'],
  },

  // ───────────────────────────── MySQL / MariaDB ─────────────────────────────
  {
    id: 'db-043-my',
    family: 'mysql2',
    body: `Error: Duplicate entry 'yuki_n@outlook.jp' for key 'users.email_UNIQUE'
    at Packet.asError (/app/node_modules/mysql2/lib/packets/packet.js:728:17)
    at Execute.execute (/app/node_modules/mysql2/lib/commands/command.js:29:26) {
  code: 'ER_DUP_ENTRY',
  errno: 1062,
  sqlState: '23000',
  sqlMessage: "Duplicate entry 'yuki_n@outlook.jp' for key 'users.email_UNIQUE'",
  sql: 'INSERT INTO users (email, display_name, plan) VALUES (?, ?, ?)'
}`,
    attributes: {
      'service.name': 'assistant-web',
      'db.system': 'mysql',
      'exception.type': 'Error',
      'exception.message': "Duplicate entry 'yuki_n@outlook.jp' for key 'users.email_UNIQUE'",
    },
    severityText: 'ERROR',
    canaries: ['yuki_n@outlook.jp'],
    keep: ['Duplicate entry', 'users.email_UNIQUE', 'ER_DUP_ENTRY', '1062', 'INSERT INTO users (email, display_name, plan) VALUES (?, ?, ?)'],
  },
  {
    id: 'db-044-maria',
    family: 'mariadb-pymysql',
    body: `pymysql.err.IntegrityError: (1062, "Duplicate entry '+33 6 12 48 93 71' for key 'uq_customers_phone'")`,
    attributes: {
      'service.name': 'callback-scheduler',
      'db.system': 'mariadb',
      'exception.type': 'pymysql.err.IntegrityError',
      'code.function': 'schedule_callback',
    },
    severityText: 'ERROR',
    canaries: ['+33 6 12 48 93 71'],
    keep: ['pymysql.err.IntegrityError', 'uq_customers_phone', '1062', 'schedule_callback'],
  },
  {
    id: 'db-045-my',
    family: 'mysql-connector-j',
    body: `java.sql.SQLIntegrityConstraintViolationException: Duplicate entry 'K8293741' for key 'employees.idx_passport'
	at com.mysql.cj.jdbc.exceptions.SQLError.createSQLException(SQLError.java:118)
	at com.mysql.cj.jdbc.ClientPreparedStatement.executeUpdateInternal(ClientPreparedStatement.java:1061)`,
    attributes: {
      'service.name': 'travel-desk',
      'db.system': 'mysql',
      'exception.type': 'java.sql.SQLIntegrityConstraintViolationException',
      'thread.name': 'http-nio-8080-exec-3',
    },
    severityText: 'ERROR',
    canaries: ['K8293741'],
    keep: ['java.sql.SQLIntegrityConstraintViolationException', 'employees.idx_passport', 'ClientPreparedStatement.java:1061', 'http-nio-8080-exec-3'],
  },
  {
    id: 'db-046-my',
    family: 'mysql',
    body: `ERROR 1062 (23000) at line 4127: Duplicate entry 'Hannah-1990-01-02' for key 'guests.uq_guest_first_name_dob'`,
    attributes: {
      'service.name': 'guest-import',
      'db.system': 'mysql',
      'job.name': 'nightly_guest_import',
    },
    severityText: 'ERROR',
    canaries: ['Hannah', '1990-01-02'],
    keep: ['ERROR 1062 (23000)', 'guests.uq_guest_first_name_dob', 'nightly_guest_import', 'at line 4127'],
  },
  {
    id: 'db-047-my',
    family: 'mysql2',
    body: "Error: Data too long for column 'full_name' at row 1",
    attributes: {
      'service.name': 'assistant-web',
      'db.system': 'mysql',
      'exception.type': 'Error',
      'db.mysql.code': 'ER_DATA_TOO_LONG',
      'db.mysql.errno': 1406,
    },
    severityText: 'ERROR',
    canaries: [],
    keep: ["Data too long for column 'full_name' at row 1", 'ER_DATA_TOO_LONG'],
  },
  {
    id: 'db-048-my',
    family: 'mysql',
    body: "SQLSTATE[22007]: Invalid datetime format: 1292 Incorrect date value: '23.05.1991' for column 'birth_date' at row 1",
    attributes: {
      'service.name': 'loyalty',
      'db.system': 'mysql',
      'exception.type': 'PDOException',
    },
    severityText: 'ERROR',
    canaries: ['23.05.1991'],
    keep: ['Invalid datetime format: 1292 Incorrect date value', "for column 'birth_date' at row 1", 'PDOException'],
  },
  {
    id: 'db-049-my',
    family: 'mysql',
    body: "Error 1366 (HY000): Incorrect string value: '\\xF0\\x9F\\x98\\x8A' for column 'display_name' at row 1",
    attributes: { 'service.name': 'profile-svc', 'db.system': 'mysql', 'db.mysql.charset': 'utf8mb3' },
    severityText: 'ERROR',
    canaries: [],
    keep: ['Incorrect string value', '\\xF0\\x9F\\x98\\x8A', "column 'display_name'", 'utf8mb3'],
  },
  {
    id: 'db-050-my',
    family: 'mysql',
    body: 'ERROR 1452 (23000): Cannot add or update a child row: a foreign key constraint fails (`crm`.`orders`, CONSTRAINT `fk_orders_customer` FOREIGN KEY (`customer_id`) REFERENCES `customers` (`id`))',
    attributes: { 'service.name': 'order-sync', 'db.system': 'mysql' },
    severityText: 'ERROR',
    canaries: [],
    keep: ['Cannot add or update a child row: a foreign key constraint fails', 'fk_orders_customer', '`crm`.`orders`'],
  },
  {
    id: 'db-051-my',
    family: 'mysql',
    body: "Error 1366 (HY000): Incorrect integer value: 'Rahul' for column 'party_size' at row 1",
    attributes: {
      'service.name': 'booking-svc',
      'db.system': 'mysql',
      'code.function': 'booking.(*Repo).Insert',
    },
    severityText: 'ERROR',
    canaries: ['Rahul'],
    keep: ['Incorrect integer value', "for column 'party_size' at row 1", 'booking.(*Repo).Insert'],
  },
  {
    id: 'db-052-my',
    family: 'mysql-connector-j',
    body: `java.sql.SQLIntegrityConstraintViolationException: Duplicate entry 'GB17BARC20035376548213' for key 'payout_accounts.uk_payout_accounts_iban'`,
    attributes: {
      'service.name': 'payouts',
      'db.system': 'mysql',
      'exception.type': 'java.sql.SQLIntegrityConstraintViolationException',
    },
    severityText: 'ERROR',
    canaries: ['GB17BARC20035376548213'],
    keep: ['payout_accounts.uk_payout_accounts_iban', 'java.sql.SQLIntegrityConstraintViolationException'],
  },
  {
    id: 'db-053-my',
    family: 'mysql',
    body: "Error 1062 (23000): Duplicate entry '5400186293740157' for key 'payment_methods.uq_payment_methods_pan'",
    attributes: {
      'service.name': 'billing-go',
      'db.system': 'mysql',
      'exception.type': '*mysql.MySQLError',
      'payment.brand': 'mastercard',
    },
    severityText: 'ERROR',
    canaries: ['5400186293740157'],
    keep: ['payment_methods.uq_payment_methods_pan', 'Error 1062 (23000)', 'mastercard', '*mysql.MySQLError'],
  },
  {
    id: 'db-054-maria',
    family: 'mariadb',
    body: "(conn=48291) Duplicate entry 'SKU-TB-2207-WHT' for key 'uq_products_sku'",
    attributes: {
      'service.name': 'catalog',
      'db.system': 'mariadb',
      'exception.type': 'java.sql.SQLIntegrityConstraintViolationException',
      'product.name': 'Travel Blender 2',
    },
    severityText: 'ERROR',
    canaries: [],
    keep: ['SKU-TB-2207-WHT', 'uq_products_sku', '(conn=48291)', 'Travel Blender 2'],
  },
  {
    id: 'db-055-my',
    family: 'mysql',
    body: "Error 1062 (23000): Duplicate entry 'checkout_v2_rollout' for key 'feature_flags.uq_feature_flags_key'",
    attributes: { 'service.name': 'flags', 'db.system': 'mysql', 'deployment.environment': 'staging' },
    severityText: 'WARN',
    canaries: [],
    keep: ['checkout_v2_rollout', 'feature_flags.uq_feature_flags_key', 'staging'],
  },
  {
    id: 'db-056-my',
    family: 'mysql',
    body: "Duplicate entry 'c.benali' for key 'agents.uq_agents_login'",
    attributes: {
      'service.name': 'agent-console',
      'db.system': 'mysql',
      'exception.type': 'QueryFailedError',
      'db.mysql.code': 'ER_DUP_ENTRY',
    },
    severityText: 'ERROR',
    canaries: ['c.benali'],
    keep: ['agents.uq_agents_login', 'ER_DUP_ENTRY'],
  },

  // ───────────────────────────── SQL Server ─────────────────────────────
  {
    id: 'db-057-mssql',
    family: 'sqlserver',
    body: `Microsoft.Data.SqlClient.SqlException (0x80131904): Violation of UNIQUE KEY constraint 'UQ_Customers_Email'. Cannot insert duplicate key in object 'dbo.Customers'. The duplicate key value is (hannah.goldberg@icloud.com).
The statement has been terminated.`,
    attributes: {
      'service.name': 'crm-api',
      'db.system': 'mssql',
      'exception.type': 'Microsoft.Data.SqlClient.SqlException',
      'db.mssql.error_number': 2627,
    },
    severityText: 'ERROR',
    canaries: ['hannah.goldberg@icloud.com'],
    keep: [
      "Violation of UNIQUE KEY constraint 'UQ_Customers_Email'",
      "Cannot insert duplicate key in object 'dbo.Customers'",
      'The statement has been terminated.',
      '0x80131904',
    ],
  },
  {
    id: 'db-058-mssql',
    family: 'sqlserver',
    body: "Cannot insert duplicate key row in object 'dbo.Employees' with unique index 'IX_Employees_LastName_BirthDate'. The duplicate key value is (Okafor, 1984-11-02).",
    attributes: {
      'service.name': 'hr-portal',
      'db.system': 'mssql',
      'exception.type': 'System.Data.SqlClient.SqlException',
      'db.mssql.error_number': 2601,
    },
    severityText: 'ERROR',
    canaries: ['Okafor', '1984-11-02'],
    keep: ["Cannot insert duplicate key row in object 'dbo.Employees'", 'IX_Employees_LastName_BirthDate', 'The duplicate key value is ('],
  },
  {
    id: 'db-059-mssql',
    family: 'sqlserver',
    body: "String or binary data would be truncated in table 'HelpDesk.dbo.Patients', column 'FullName'. Truncated value: 'Maria da Conceição S'.",
    attributes: {
      'service.name': 'helpdesk',
      'db.system': 'mssql',
      'db.mssql.error_number': 2628,
      'db.mssql.severity': 16,
    },
    severityText: 'ERROR',
    canaries: ['Maria da Conceição S'],
    keep: ['String or binary data would be truncated', "'HelpDesk.dbo.Patients'", "column 'FullName'", 'Truncated value'],
  },
  {
    id: 'db-060-mssql',
    family: 'sqlserver',
    body: "Violation of PRIMARY KEY constraint 'PK_Orders'. Cannot insert duplicate key in object 'dbo.Orders'. The duplicate key value is (ORD-2026-118734).",
    attributes: { 'service.name': 'order-sync', 'db.system': 'mssql', 'db.mssql.error_number': 2627 },
    severityText: 'ERROR',
    canaries: [],
    keep: ["Violation of PRIMARY KEY constraint 'PK_Orders'", "'dbo.Orders'", 'ORD-2026-118734'],
  },
  {
    id: 'db-061-mssql',
    family: 'sqlserver',
    body: "Cannot insert the value NULL into column 'Email', table 'HelpDesk.dbo.Customers'; column does not allow nulls. INSERT fails.",
    attributes: { 'service.name': 'helpdesk', 'db.system': 'mssql', 'db.mssql.error_number': 515 },
    severityText: 'ERROR',
    canaries: [],
    keep: ["Cannot insert the value NULL into column 'Email'", "table 'HelpDesk.dbo.Customers'", 'column does not allow nulls. INSERT fails.'],
  },
  {
    id: 'db-062-mssql',
    family: 'sqlserver',
    body: "Conversion failed when converting the nvarchar value '+1 (312) 846-2209' to data type int.",
    attributes: {
      'service.name': 'ivr-bridge',
      'db.system': 'mssql',
      'exception.type': 'Microsoft.Data.SqlClient.SqlException',
      'db.mssql.error_number': 245,
      'code.function': 'CallerLookup.ResolveAsync',
    },
    severityText: 'ERROR',
    canaries: ['+1 (312) 846-2209'],
    keep: ['Conversion failed when converting the nvarchar value', 'to data type int.', 'CallerLookup.ResolveAsync'],
  },
  {
    id: 'db-063-mssql',
    family: 'sqlserver',
    body: 'The INSERT statement conflicted with the FOREIGN KEY constraint "FK_Bookings_Rooms". The conflict occurred in database "Hotel", table "dbo.Rooms", column \'RoomId\'.',
    attributes: { 'service.name': 'booking-svc', 'db.system': 'mssql', 'db.mssql.error_number': 547, 'hotel.room': '1204B' },
    severityText: 'ERROR',
    canaries: [],
    keep: ['FK_Bookings_Rooms', 'The conflict occurred in database "Hotel"', '"dbo.Rooms"', '1204B'],
  },
  {
    id: 'db-064-mssql',
    family: 'sqlserver',
    body: "Cannot insert duplicate key row in object 'dbo.Rooms' with unique index 'IX_Rooms_HotelId_RoomNumber'. The duplicate key value is (12, 0417).",
    attributes: { 'service.name': 'inventory', 'db.system': 'mssql', 'db.mssql.error_number': 2601 },
    severityText: 'ERROR',
    canaries: [],
    keep: ['IX_Rooms_HotelId_RoomNumber', 'The duplicate key value is (12, 0417).'],
  },
  {
    id: 'db-065-mssql',
    family: 'sqlserver',
    body: "Cannot insert duplicate key row in object 'dbo.Patients' with unique index 'IX_Patients_Natural'. The duplicate key value is (Mohammed, Al-Farsi, 1969-12-30).",
    attributes: {
      'service.name': 'clinic-gulf',
      'db.system': 'mssql',
      'exception.type': 'Microsoft.Data.SqlClient.SqlException',
    },
    severityText: 'ERROR',
    canaries: ['Mohammed', 'Al-Farsi', '1969-12-30'],
    keep: ['IX_Patients_Natural', "'dbo.Patients'", 'The duplicate key value is ('],
  },

  // ───────────────────────────── EF Core ─────────────────────────────
  {
    id: 'db-066-ef',
    family: 'efcore-sqlclient',
    body: `Microsoft.EntityFrameworkCore.DbUpdateException: An error occurred while saving the entity changes. See the inner exception for details.
 ---> Microsoft.Data.SqlClient.SqlException (0x80131904): Cannot insert duplicate key row in object 'dbo.Patients' with unique index 'IX_Patients_Email'. The duplicate key value is (fatima.benali@gmail.com).
The statement has been terminated.
   at Microsoft.Data.SqlClient.SqlCommand.<>c.<ExecuteDbDataReaderAsync>b__211_0(Task\`1 result)`,
    attributes: {
      'service.name': 'Clinic.Api',
      'db.system': 'mssql',
      'exception.type': 'Microsoft.EntityFrameworkCore.DbUpdateException',
      'exception.message': 'An error occurred while saving the entity changes. See the inner exception for details.',
    },
    severityText: 'ERROR',
    canaries: ['fatima.benali@gmail.com'],
    keep: ['Microsoft.EntityFrameworkCore.DbUpdateException', 'IX_Patients_Email', 'An error occurred while saving the entity changes.'],
  },
  {
    id: 'db-067-ef',
    family: 'efcore-npgsql',
    body: `Microsoft.EntityFrameworkCore.DbUpdateException: An error occurred while saving the entity changes. See the inner exception for details.
 ---> Npgsql.PostgresException (0x80004005): 23505: duplicate key value violates unique constraint "IX_Customers_Email"

DETAIL: Detail redacted as it may contain sensitive data. Specify 'Include Error Detail' in the connection string to include this information.`,
    attributes: {
      'service.name': 'Support.Api',
      'db.system': 'postgresql',
      'exception.type': 'Microsoft.EntityFrameworkCore.DbUpdateException',
    },
    severityText: 'ERROR',
    canaries: [],
    keep: ['Npgsql.PostgresException (0x80004005)', 'IX_Customers_Email', 'Detail redacted as it may contain sensitive data.', "'Include Error Detail'"],
  },
  {
    id: 'db-068-ef',
    family: 'efcore-npgsql',
    body: `Npgsql.PostgresException (0x80004005): 23505: duplicate key value violates unique constraint "IX_Employees_NationalId"

DETAIL: Key ("NationalId")=(608-34-1957) already exists.`,
    attributes: {
      'service.name': 'Hr.Api',
      'db.system': 'postgresql',
      'exception.type': 'Npgsql.PostgresException',
      'db.connection_string.flags': 'Include Error Detail=true',
    },
    severityText: 'ERROR',
    canaries: ['608-34-1957'],
    keep: ['IX_Employees_NationalId', 'Key ("NationalId")=(', 'Include Error Detail=true'],
  },
  {
    id: 'db-069-ef',
    family: 'efcore-logging',
    body: `Failed executing DbCommand (14ms) [Parameters=[@p0='1979-02-11T00:00:00.0000000' (DbType = DateTime2), @p1='aylin.demir@hotmail.com' (Nullable = false) (Size = 256), @p2='Aylin Demir' (Nullable = false) (Size = 100)], CommandType='Text', CommandTimeout='30']
SET IMPLICIT_TRANSACTIONS OFF;
SET NOCOUNT ON;
INSERT INTO [Patients] ([DateOfBirth], [Email], [FullName])
OUTPUT INSERTED.[Id]
VALUES (@p0, @p1, @p2);`,
    attributes: {
      'service.name': 'Clinic.Api',
      'db.system': 'mssql',
      'log.category': 'Microsoft.EntityFrameworkCore.Database.Command',
      'event.id': 20102,
    },
    severityText: 'ERROR',
    canaries: ['1979-02-11', 'aylin.demir@hotmail.com', 'Aylin Demir'],
    keep: ['Failed executing DbCommand (14ms)', 'INSERT INTO [Patients] ([DateOfBirth], [Email], [FullName])', 'Microsoft.EntityFrameworkCore.Database.Command', 'DateTime2'],
  },
  {
    id: 'db-070-ef',
    family: 'efcore-logging',
    body: `Failed executing DbCommand (9ms) [Parameters=[@p0='?' (DbType = Int32), @p1='?' (Size = 32), @p2='?' (DbType = Decimal)], CommandType='Text', CommandTimeout='30']
UPDATE [OrderLines] SET [Quantity] = @p0, [Sku] = @p1, [UnitPrice] = @p2
OUTPUT 1
WHERE [Id] = @p3;`,
    attributes: {
      'service.name': 'Shop.Api',
      'db.system': 'mssql',
      'log.category': 'Microsoft.EntityFrameworkCore.Database.Command',
      'event.id': 20102,
    },
    severityText: 'ERROR',
    canaries: [],
    keep: ['Failed executing DbCommand (9ms)', "@p0='?' (DbType = Int32)", 'UPDATE [OrderLines] SET [Quantity] = @p0'],
  },

  // ───────────────────────────── Oracle ─────────────────────────────
  {
    id: 'db-071-ora',
    family: 'oracle',
    body: 'ORA-00001: unique constraint (CRM.UQ_CUSTOMERS_EMAIL) violated',
    attributes: {
      'service.name': 'crm-legacy',
      'db.system': 'oracle',
      'exception.type': 'java.sql.SQLIntegrityConstraintViolationException',
    },
    severityText: 'ERROR',
    canaries: [],
    keep: ['ORA-00001', 'CRM.UQ_CUSTOMERS_EMAIL'],
  },
  {
    id: 'db-072-ora',
    family: 'oracle-23ai',
    body: `oracledb.exceptions.IntegrityError: ORA-00001: unique constraint (CRM.UQ_CUSTOMERS_EMAIL) violated on table CRM.CUSTOMERS columns (EMAIL)
ORA-03301: (ORA-00001 details) row with column values (EMAIL:'sven.lindqvist@telia.se') already exists
Help: https://docs.oracle.com/error-help/db/ora-00001/`,
    attributes: {
      'service.name': 'crm-sync',
      'db.system': 'oracle',
      'exception.type': 'oracledb.exceptions.IntegrityError',
    },
    severityText: 'ERROR',
    canaries: ['sven.lindqvist@telia.se'],
    keep: ['ORA-00001', 'ORA-03301', 'CRM.UQ_CUSTOMERS_EMAIL', 'https://docs.oracle.com/error-help/db/ora-00001/'],
  },
  {
    id: 'db-073-ora',
    family: 'oracle',
    body: 'ORA-12899: value too large for column "HR"."EMPLOYEES"."LAST_NAME" (actual: 41, maximum: 30)',
    attributes: { 'service.name': 'hr-legacy', 'db.system': 'oracle' },
    severityText: 'ERROR',
    canaries: [],
    keep: ['ORA-12899', '"HR"."EMPLOYEES"."LAST_NAME"', '(actual: 41, maximum: 30)'],
  },
  {
    id: 'db-074-ora',
    family: 'oracle',
    body: 'ORA-01400: cannot insert NULL into ("HR"."EMPLOYEES"."EMAIL")',
    attributes: { 'service.name': 'hr-legacy', 'db.system': 'oracle' },
    severityText: 'ERROR',
    canaries: [],
    keep: ['ORA-01400', 'cannot insert NULL into ("HR"."EMPLOYEES"."EMAIL")'],
  },
  {
    id: 'db-075-ora',
    family: 'eclipselink',
    body: `Exception [EclipseLink-4002] (Eclipse Persistence Services - 2.7.12.v20230209-e5c4074ef3): org.eclipse.persistence.exceptions.DatabaseException
Internal Exception: java.sql.SQLIntegrityConstraintViolationException: ORA-00001: unique constraint (HR.UQ_EMP_PASSPORT) violated

Error Code: 1
Call: INSERT INTO EMPLOYEES (ID, FULL_NAME, PASSPORT_NO, NATIONALITY) VALUES (?, ?, ?, ?)
	bind => [4021, Dimitrios Papadakis, AN4829173, GR]
Query: InsertObjectQuery(Employee[id=4021])`,
    attributes: {
      'service.name': 'travel-desk',
      'db.system': 'oracle',
      'exception.type': 'org.eclipse.persistence.exceptions.DatabaseException',
    },
    severityText: 'ERROR',
    canaries: ['Dimitrios Papadakis', 'AN4829173'],
    keep: ['EclipseLink-4002', 'HR.UQ_EMP_PASSPORT', 'INSERT INTO EMPLOYEES (ID, FULL_NAME, PASSPORT_NO, NATIONALITY) VALUES (?, ?, ?, ?)', 'InsertObjectQuery'],
  },
  {
    id: 'db-076-ora',
    family: 'oracle',
    body: `oracledb.exceptions.IntegrityError: ORA-02291: integrity constraint (HR.FK_EMP_MANAGER) violated - parent key not found
Help: https://docs.oracle.com/error-help/db/ora-02291/`,
    attributes: { 'service.name': 'hr-sync', 'db.system': 'oracle', 'exception.type': 'oracledb.exceptions.IntegrityError' },
    severityText: 'ERROR',
    canaries: [],
    keep: ['ORA-02291', 'HR.FK_EMP_MANAGER', 'parent key not found'],
  },

  // ───────────────────────────── SQLite ─────────────────────────────
  {
    id: 'db-077-lite',
    family: 'sqlite',
    body: 'sqlite3.IntegrityError: UNIQUE constraint failed: users.email',
    attributes: { 'service.name': 'desktop-agent', 'db.system': 'sqlite', 'exception.type': 'sqlite3.IntegrityError' },
    severityText: 'ERROR',
    canaries: [],
    keep: ['UNIQUE constraint failed: users.email', 'sqlite3.IntegrityError'],
  },
  {
    id: 'db-078-lite',
    family: 'sqlite',
    body: "insert failed for contact phone='+91 98450 12763' name='Priya Raghunathan': UNIQUE constraint failed: contacts.phone",
    attributes: {
      'service.name': 'desktop-agent',
      'db.system': 'sqlite',
      'exception.type': 'sqlite3.IntegrityError',
      'exception.message': 'UNIQUE constraint failed: contacts.phone',
    },
    severityText: 'ERROR',
    canaries: ['+91 98450 12763', 'Priya Raghunathan'],
    keep: ['UNIQUE constraint failed: contacts.phone', 'insert failed for contact'],
  },
  {
    id: 'db-079-lite',
    family: 'better-sqlite3',
    body: `SqliteError: CHECK constraint failed: length(postcode) <= 8
    at Statement.run (/app/node_modules/better-sqlite3/lib/methods/statement.js:12:18) {
  code: 'SQLITE_CONSTRAINT_CHECK'
}`,
    attributes: {
      'service.name': 'offline-sync',
      'db.system': 'sqlite',
      'exception.type': 'SqliteError',
      'db.statement.params': '["Lukas Gruber","Hauptstraße 27/4","1100 Wien-Favoriten"]',
    },
    severityText: 'ERROR',
    canaries: ['Lukas Gruber', 'Hauptstraße 27/4'],
    keep: ['CHECK constraint failed: length(postcode) <= 8', 'SQLITE_CONSTRAINT_CHECK', 'SqliteError'],
  },
  {
    id: 'db-080-lite',
    family: 'sqlite',
    body: 'NOT NULL constraint failed: patients.date_of_birth',
    attributes: { 'service.name': 'kiosk', 'db.system': 'sqlite', 'exception.type': 'SqliteError', 'kiosk.id': 'KSK-0031' },
    severityText: 'ERROR',
    canaries: [],
    keep: ['NOT NULL constraint failed: patients.date_of_birth', 'KSK-0031'],
  },

  // ───────────────────────────── MongoDB ─────────────────────────────
  {
    id: 'db-081-mongo',
    family: 'mongodb',
    body: 'MongoServerError: E11000 duplicate key error collection: support.customers index: email_1 dup key: { email: "lucia.ferrante@libero.it" }',
    attributes: {
      'service.name': 'assistant-node',
      'db.system': 'mongodb',
      'exception.type': 'MongoServerError',
      'db.mongodb.collection': 'customers',
      'db.mongodb.code': 11000,
    },
    severityText: 'ERROR',
    canaries: ['lucia.ferrante@libero.it'],
    keep: ['E11000 duplicate key error collection: support.customers index: email_1 dup key', 'MongoServerError', 'customers'],
  },
  {
    id: 'db-082-mongo',
    family: 'pymongo',
    body: `pymongo.errors.DuplicateKeyError: E11000 duplicate key error collection: clinic.patients index: lastName_1_dateOfBirth_1 dup key: { lastName: "Nakamura", dateOfBirth: "1988-03-14" }, full error: {'index': 0, 'code': 11000, 'errmsg': 'E11000 duplicate key error collection: clinic.patients index: lastName_1_dateOfBirth_1 dup key: { lastName: "Nakamura", dateOfBirth: "1988-03-14" }', 'keyPattern': {'lastName': 1, 'dateOfBirth': 1}, 'keyValue': {'lastName': 'Nakamura', 'dateOfBirth': '1988-03-14'}}`,
    attributes: {
      'service.name': 'clinic-intake',
      'db.system': 'mongodb',
      'exception.type': 'pymongo.errors.DuplicateKeyError',
    },
    severityText: 'ERROR',
    canaries: ['Nakamura', '1988-03-14'],
    keep: ['pymongo.errors.DuplicateKeyError', 'lastName_1_dateOfBirth_1', "'keyPattern': {'lastName': 1, 'dateOfBirth': 1}"],
  },
  {
    id: 'db-083-mongo',
    family: 'mongoose',
    body: 'MongoServerError: E11000 duplicate key error collection: crm.contacts index: contact.phone_1 dup key: { contact.phone: "+44 7700 900481" }',
    attributes: {
      'service.name': 'crm-node',
      'db.system': 'mongodb',
      'exception.type': 'MongoServerError',
      'db.mongodb.key_pattern': '{"contact.phone":1}',
      'db.mongodb.key_value': '{"contact.phone":"+44 7700 900481"}',
    },
    severityText: 'ERROR',
    canaries: ['+44 7700 900481'],
    keep: ['crm.contacts index: contact.phone_1', '{"contact.phone":1}'],
  },
  {
    id: 'db-084-mongo',
    family: 'mongodb',
    body: 'E11000 duplicate key error collection: helpdesk.tickets index: ticketId_1 dup key: { ticketId: "TCK-2026-004190" }',
    attributes: { 'service.name': 'ticket-router', 'db.system': 'mongodb', 'db.mongodb.code': 11000 },
    severityText: 'ERROR',
    canaries: [],
    keep: ['helpdesk.tickets index: ticketId_1', 'TCK-2026-004190'],
  },
  {
    id: 'db-085-mongo',
    family: 'mongodb-go',
    body: 'write exception: write errors: [E11000 duplicate key error collection: travel.travellers index: passport.number_1 dup key: { passport.number: "18AV52931" }]',
    attributes: {
      'service.name': 'travel-desk-go',
      'db.system': 'mongodb',
      'exception.type': 'mongo.WriteException',
    },
    severityText: 'ERROR',
    canaries: ['18AV52931'],
    keep: ['write exception: write errors', 'travel.travellers index: passport.number_1', 'mongo.WriteException'],
  },
  {
    id: 'db-086-mongo',
    family: 'mongodb',
    body: 'MongoServerError: E11000 duplicate key error collection: catalog.products index: name_1_locale_1 dup key: { name: "Noise-Cancelling Headset X2", locale: "en-GB" }',
    attributes: { 'service.name': 'catalog', 'db.system': 'mongodb', 'exception.type': 'MongoServerError' },
    severityText: 'ERROR',
    canaries: [],
    keep: ['catalog.products index: name_1_locale_1', 'Noise-Cancelling Headset X2', 'en-GB'],
  },
  {
    id: 'db-087-mongo',
    family: 'mongodb-go',
    body: 'write exception: write errors: [E11000 duplicate key error collection: crm.users index: username_1 dup key: { username: "minjun_kim92" }]',
    attributes: {
      'service.name': 'kr-onboarding',
      'db.system': 'mongodb',
      'exception.type': 'mongo.WriteException',
      'code.function': 'users.(*Repo).Create',
    },
    severityText: 'ERROR',
    canaries: ['minjun_kim92'],
    keep: ['crm.users index: username_1', 'users.(*Repo).Create'],
  },
  {
    id: 'db-088-mongo',
    family: 'mongoose',
    body: `MongoServerError: E11000 duplicate key error collection: kr.members index: rrn_1 dup key: { rrn: "850314-2015381" }
    at InsertOneOperation.execute (/app/node_modules/mongodb/lib/operations/insert.js:51:19)`,
    attributes: {
      'service.name': 'kr-onboarding',
      'db.system': 'mongodb',
      'exception.type': 'MongoServerError',
      'db.mongodb.key_value': '{"rrn":"850314-2015381"}',
    },
    severityText: 'ERROR',
    canaries: ['850314-2015381'],
    keep: ['kr.members index: rrn_1', 'InsertOneOperation.execute'],
  },

  // ───────────────────────────── CockroachDB ─────────────────────────────
  {
    id: 'db-089-crdb',
    family: 'cockroachdb',
    body: `ERROR: duplicate key value violates unique constraint "users_email_key"
SQLSTATE: 23505
DETAIL: Key (email)=('chen.wei@163.com') already exists.
CONSTRAINT: users_email_key`,
    attributes: { 'service.name': 'assistant-go', 'db.system': 'cockroachdb', 'exception.type': '*pgconn.PgError' },
    severityText: 'ERROR',
    canaries: ['chen.wei@163.com'],
    keep: ['users_email_key', 'SQLSTATE: 23505', 'CONSTRAINT: users_email_key'],
  },
  {
    id: 'db-090-crdb',
    family: 'cockroachdb',
    body: `ERROR: duplicate key value violates unique constraint "conversations_pkey"
SQLSTATE: 23505
DETAIL: Key (id)=('5b2e7c91-0f3d-4a86-b1e4-9d7c2a6f8e05') already exists.
CONSTRAINT: conversations_pkey`,
    attributes: { 'service.name': 'assistant-go', 'db.system': 'cockroachdb' },
    severityText: 'ERROR',
    canaries: [],
    keep: ['conversations_pkey', '5b2e7c91-0f3d-4a86-b1e4-9d7c2a6f8e05', 'SQLSTATE: 23505'],
  },
  {
    id: 'db-091-crdb',
    family: 'cockroachdb',
    body: `ERROR: failed to satisfy CHECK constraint (length(phone) >= 10:::INT8)
SQLSTATE: 23514
CONSTRAINT: check_phone`,
    attributes: {
      'service.name': 'assistant-go',
      'db.system': 'cockroachdb',
      'db.statement.args': '[Nguyễn Thị Hương, 0912 4830, VN]',
    },
    severityText: 'ERROR',
    canaries: ['Nguyễn Thị Hương', '0912 4830'],
    keep: ['failed to satisfy CHECK constraint', 'SQLSTATE: 23514', 'check_phone'],
  },

  // ───────────────────────────── Cassandra ─────────────────────────────
  {
    id: 'db-092-cass',
    family: 'cassandra',
    body: 'cassandra.InvalidRequest: Error from server: code=2200 [Invalid query] message="Invalid STRING constant (Dimitrios Papadakis) for "customer_id" of type uuid"',
    attributes: {
      'service.name': 'history-writer',
      'db.system': 'cassandra',
      'exception.type': 'cassandra.InvalidRequest',
      'db.cassandra.keyspace': 'support',
    },
    severityText: 'ERROR',
    canaries: ['Dimitrios Papadakis'],
    keep: ['code=2200 [Invalid query]', 'Invalid STRING constant', '"customer_id" of type uuid', 'cassandra.InvalidRequest'],
  },
  {
    id: 'db-093-cass',
    family: 'cassandra',
    body: 'com.datastax.oss.driver.api.core.servererrors.InvalidQueryException: Undefined column name guest_phone in table hotel.bookings_by_guest',
    attributes: { 'service.name': 'booking-jvm', 'db.system': 'cassandra', 'db.cassandra.consistency_level': 'LOCAL_QUORUM' },
    severityText: 'ERROR',
    canaries: [],
    keep: ['InvalidQueryException', 'Undefined column name guest_phone in table hotel.bookings_by_guest', 'LOCAL_QUORUM'],
  },
  {
    id: 'db-094-cass',
    family: 'cassandra',
    body: `Error from server: code=2200 [Invalid query] message="Invalid INTEGER constant (4556730192847368) for "card_token" of type text"`,
    attributes: { 'service.name': 'billing-events', 'db.system': 'cassandra', 'exception.type': 'InvalidRequest' },
    severityText: 'ERROR',
    canaries: ['4556730192847368'],
    keep: ['Invalid INTEGER constant', '"card_token" of type text', 'code=2200'],
  },

  // ───────────────────────────── Elasticsearch ─────────────────────────────
  {
    id: 'db-095-es',
    family: 'elasticsearch',
    body: '{"error":{"root_cause":[{"type":"version_conflict_engine_exception","reason":"[lucia.ferrante@libero.it]: version conflict, document already exists (current version [3])","index_uuid":"q8Wc2rTnS0a1kXv3yZb7Lg","shard":"0","index":"customers-v3"}],"type":"version_conflict_engine_exception","reason":"[lucia.ferrante@libero.it]: version conflict, document already exists (current version [3])","index_uuid":"q8Wc2rTnS0a1kXv3yZb7Lg","shard":"0","index":"customers-v3"},"status":409}',
    attributes: {
      'service.name': 'search-indexer',
      'db.system': 'elasticsearch',
      'exception.type': 'ResponseError',
      'http.response.status_code': 409,
    },
    severityText: 'ERROR',
    canaries: ['lucia.ferrante@libero.it'],
    keep: ['version_conflict_engine_exception', 'version conflict, document already exists (current version [3])', 'customers-v3', 'q8Wc2rTnS0a1kXv3yZb7Lg'],
  },
  {
    id: 'db-096-es',
    family: 'elasticsearch',
    body: "failed to parse field [date_of_birth] of type [date] in document with id 'p-20418'. Preview of field's value: '12/31/1979'",
    attributes: {
      'service.name': 'search-indexer',
      'db.system': 'elasticsearch',
      'exception.type': 'mapper_parsing_exception',
      'exception.cause': 'failed to parse date field [12/31/1979] with format [strict_date_optional_time||epoch_millis]',
    },
    severityText: 'ERROR',
    canaries: ['12/31/1979'],
    keep: ['failed to parse field [date_of_birth] of type [date]', 'p-20418', 'mapper_parsing_exception', 'strict_date_optional_time||epoch_millis'],
  },
  {
    id: 'db-097-es',
    family: 'elasticsearch',
    body: '[ORD-2026-118734]: version conflict, required seqNo [4821], primary term [1]. current document has seqNo [4822] and primary term [1]',
    attributes: {
      'service.name': 'search-indexer',
      'db.system': 'elasticsearch',
      'exception.type': 'version_conflict_engine_exception',
      'elasticsearch.index': 'orders-2026.11',
    },
    severityText: 'WARN',
    canaries: [],
    keep: ['ORD-2026-118734', 'version conflict, required seqNo [4821]', 'orders-2026.11'],
  },
  {
    id: 'db-098-es',
    family: 'elasticsearch',
    body: 'document_parsing_exception: [1:112] failed to parse field [phone] of type [long] in document with id \'c-88213\'. Preview of field\'s value: \'+49 151 23847190\'',
    attributes: {
      'service.name': 'search-indexer',
      'db.system': 'elasticsearch',
      'elasticsearch.index': 'contacts-v2',
    },
    severityText: 'ERROR',
    canaries: ['+49 151 23847190'],
    keep: ['document_parsing_exception', 'failed to parse field [phone] of type [long]', 'c-88213', 'contacts-v2'],
  },

  // ───────────────────────────── DynamoDB ─────────────────────────────
  {
    id: 'db-099-ddb',
    family: 'dynamodb',
    body: 'ConditionalCheckFailedException: The conditional request failed',
    attributes: {
      'service.name': 'profile-lambda',
      'db.system': 'dynamodb',
      'aws.dynamodb.table_names': ['customer-profiles'],
      'exception.type': 'ConditionalCheckFailedException',
      'aws.dynamodb.item': '{"pk":{"S":"CUSTOMER#rafael.costa@uol.com.br"},"fullName":{"S":"Rafael Oliveira Costa"},"cpf":{"S":"529.014.638-51"},"tier":{"S":"gold"}}',
    },
    severityText: 'ERROR',
    canaries: ['rafael.costa@uol.com.br', 'Rafael Oliveira Costa', '529.014.638-51'],
    keep: ['ConditionalCheckFailedException', 'The conditional request failed', 'customer-profiles', 'gold'],
  },
  {
    id: 'db-100-ddb',
    family: 'dynamodb',
    body: 'TransactionCanceledException: Transaction cancelled, please refer cancellation reasons for specific reasons [ConditionalCheckFailed, None]',
    attributes: {
      'service.name': 'inventory-lambda',
      'db.system': 'dynamodb',
      'aws.dynamodb.table_names': ['inventory', 'reservations'],
      'inventory.sku': 'SKU-HX-4410-BLK',
      'inventory.requested': 3,
    },
    severityText: 'ERROR',
    canaries: [],
    keep: ['TransactionCanceledException', '[ConditionalCheckFailed, None]', 'SKU-HX-4410-BLK', 'reservations'],
  },
  {
    id: 'db-101-ddb',
    family: 'dynamodb',
    body: `ConditionalCheckFailedException: The conditional request failed
  Item: { pk: { S: 'GUEST#7c41e0' }, sk: { S: 'PROFILE' }, phone: { S: '+55 11 98472-3160' }, cpf: { S: '06241839551' }, address: { S: 'Rua Augusta 1523, apto 82' } }`,
    attributes: {
      'service.name': 'guest-profile',
      'db.system': 'dynamodb',
      'aws.dynamodb.table_names': ['guests'],
      'cloud.region': 'sa-east-1',
    },
    severityText: 'ERROR',
    canaries: ['+55 11 98472-3160', '06241839551', 'Rua Augusta 1523, apto 82'],
    keep: ['ConditionalCheckFailedException', "sk: { S: 'PROFILE' }", 'sa-east-1'],
  },

  // ───────────────────────────── Prisma ─────────────────────────────
  {
    id: 'db-102-prisma',
    family: 'prisma',
    body: `
Invalid \`prisma.customer.create()\` invocation in
/app/src/customers/service.ts:42:25

  39 
  40 export async function createCustomer(input: NewCustomer) {
  41   try {
→ 42     return await prisma.customer.create(
Unique constraint failed on the fields: (\`email\`)`,
    attributes: {
      'service.name': 'assistant-web',
      'db.system': 'postgresql',
      'exception.type': 'PrismaClientKnownRequestError',
      'prisma.code': 'P2002',
      'prisma.meta.target': ['email'],
    },
    severityText: 'ERROR',
    canaries: [],
    keep: ['Unique constraint failed on the fields: (`email`)', 'P2002', 'PrismaClientKnownRequestError', '/app/src/customers/service.ts:42:25'],
  },
  {
    id: 'db-103-prisma',
    family: 'prisma',
    body: `
Invalid \`prisma.patient.create()\` invocation in
/app/src/patients/intake.ts:57:31

  54 const patient = await prisma.patient.create({
       data: {
         fullName: "Aylin Demir",
         email: "aylin.demir@hotmail.com",
         dateOfBirth: "17.05.1990",
                      ~~~~~~~~~~~~
         phone: "+90 532 418 27 63"
       }
     })

Invalid value for argument \`dateOfBirth\`: premature end of input. Expected ISO-8601 DateTime.`,
    attributes: {
      'service.name': 'clinic-intake-node',
      'exception.type': 'PrismaClientValidationError',
    },
    severityText: 'ERROR',
    canaries: ['Aylin Demir', 'aylin.demir@hotmail.com', '17.05.1990', '+90 532 418 27 63'],
    keep: ['PrismaClientValidationError', 'Invalid value for argument `dateOfBirth`', 'Expected ISO-8601 DateTime.', '/app/src/patients/intake.ts:57:31'],
  },
  {
    id: 'db-104-prisma',
    family: 'prisma',
    body: `
Invalid \`prisma.booking.create()\` invocation:


Foreign key constraint failed on the field: \`Booking_roomId_fkey (index)\``,
    attributes: {
      'service.name': 'booking-node',
      'exception.type': 'PrismaClientKnownRequestError',
      'prisma.code': 'P2003',
      'booking.room': '0417',
    },
    severityText: 'ERROR',
    canaries: [],
    keep: ['Foreign key constraint failed on the field', 'Booking_roomId_fkey (index)', 'P2003', '0417'],
  },
  {
    id: 'db-105-prisma',
    family: 'prisma',
    body: 'PrismaClientKnownRequestError: Unique constraint failed on the fields: (`username`)',
    attributes: {
      'service.name': 'agent-console',
      'exception.type': 'PrismaClientKnownRequestError',
      'prisma.code': 'P2002',
      'prisma.meta.target': ['username'],
      'request.body': '{"username":"s.whitfield","displayName":"Sarah Whitfield","team":"billing"}',
    },
    severityText: 'ERROR',
    canaries: ['s.whitfield', 'Sarah Whitfield'],
    keep: ['Unique constraint failed on the fields: (`username`)', 'P2002', '"team":"billing"'],
  },

  // ───────────────────────────── Sequelize ─────────────────────────────
  {
    id: 'db-106-seq',
    family: 'sequelize',
    body: `SequelizeUniqueConstraintError: Validation error
    at Query.formatError (/app/node_modules/sequelize/lib/dialects/postgres/query.js:325:16)
    at Query.run (/app/node_modules/sequelize/lib/dialects/postgres/query.js:76:18) {
  name: 'SequelizeUniqueConstraintError',
  errors: [
    ValidationErrorItem {
      message: 'email must be unique',
      type: 'unique violation',
      path: 'email',
      value: 'lea.moreau@orange.fr',
      origin: 'DB',
      validatorKey: 'not_unique'
    }
  ],
  fields: { email: 'lea.moreau@orange.fr' },
  parent: error: duplicate key value violates unique constraint "customers_email_key"
      detail: 'Key (email)=(lea.moreau@orange.fr) already exists.',
  sql: 'INSERT INTO "customers" ("id","name","email","createdAt","updatedAt") VALUES (DEFAULT,$1,$2,$3,$4) RETURNING "id","name","email","createdAt","updatedAt";'
}`,
    attributes: {
      'service.name': 'support-api',
      'db.system': 'postgresql',
      'exception.type': 'SequelizeUniqueConstraintError',
      'exception.message': 'Validation error',
    },
    severityText: 'ERROR',
    canaries: ['lea.moreau@orange.fr'],
    keep: ['SequelizeUniqueConstraintError', 'email must be unique', 'unique violation', 'customers_email_key', 'not_unique'],
  },
  {
    id: 'db-107-seq',
    family: 'sequelize',
    body: `SequelizeUniqueConstraintError: Validation error
  errors: [ ValidationErrorItem { message: 'code must be unique', type: 'unique violation', path: 'code', value: 'WINTER25' } ],
  fields: { code: 'WINTER25' }`,
    attributes: {
      'service.name': 'promotions',
      'db.system': 'mysql',
      'exception.type': 'SequelizeUniqueConstraintError',
      'promotion.discount_percent': 25,
    },
    severityText: 'ERROR',
    canaries: [],
    keep: ['SequelizeUniqueConstraintError', 'code must be unique', 'WINTER25'],
  },
  {
    id: 'db-108-seq',
    family: 'sequelize',
    body: `SequelizeForeignKeyConstraintError: insert or update on table "bookings" violates foreign key constraint "bookings_guest_email_fkey"
  fields: [ 'guest_email' ],
  value: 'sven.lindqvist@telia.se',
  index: 'bookings_guest_email_fkey',
  table: 'guests'`,
    attributes: {
      'service.name': 'booking-node',
      'db.system': 'postgresql',
      'exception.type': 'SequelizeForeignKeyConstraintError',
    },
    severityText: 'ERROR',
    canaries: ['sven.lindqvist@telia.se'],
    keep: ['SequelizeForeignKeyConstraintError', 'bookings_guest_email_fkey', "table: 'guests'"],
  },

  // ───────────────────────────── TypeORM / Knex ─────────────────────────────
  {
    id: 'db-109-typeorm',
    family: 'typeorm',
    body: `QueryFailedError: duplicate key value violates unique constraint "UQ_e12875dfb3b1d92d7d7c5377e22"
    at PostgresQueryRunner.query (/app/node_modules/typeorm/driver/postgres/PostgresQueryRunner.js:219:19)
  query: 'INSERT INTO "customer"("id", "fullName", "email", "phone", "createdAt") VALUES (DEFAULT, $1, $2, $3, DEFAULT) RETURNING "id", "createdAt"',
  parameters: [ 'Nguyễn Văn An', 'an.nguyen@gmail.com', '+84 912 483 071' ],
  driverError: error: duplicate key value violates unique constraint "UQ_e12875dfb3b1d92d7d7c5377e22"
  code: '23505',
  detail: 'Key (email)=(an.nguyen@gmail.com) already exists.'`,
    attributes: {
      'service.name': 'assistant-gateway',
      'db.system': 'postgresql',
      'exception.type': 'QueryFailedError',
    },
    severityText: 'ERROR',
    canaries: ['Nguyễn Văn An', 'an.nguyen@gmail.com', '+84 912 483 071'],
    keep: ['QueryFailedError', 'UQ_e12875dfb3b1d92d7d7c5377e22', '"createdAt"', "code: '23505'"],
  },
  {
    id: 'db-110-typeorm',
    family: 'typeorm',
    body: `QueryFailedError: ER_DUP_ENTRY: Duplicate entry 'ofelia.ramos' for key 'IDX_78a916df40e02a9deb1c4b75ed'
  query: 'INSERT INTO \`agent\`(\`id\`, \`username\`, \`team\`) VALUES (DEFAULT, ?, ?)',
  parameters: [ 'ofelia.ramos', 'tier2' ]`,
    attributes: { 'service.name': 'agent-console', 'db.system': 'mysql', 'exception.type': 'QueryFailedError' },
    severityText: 'ERROR',
    canaries: ['ofelia.ramos'],
    keep: ['ER_DUP_ENTRY', 'IDX_78a916df40e02a9deb1c4b75ed', 'tier2'],
  },
  {
    id: 'db-111-knex',
    family: 'knex',
    body: `insert into "bookings" ("check_in", "guest_email", "nights", "room_number") values ($1, $2, $3, $4) returning "id" - duplicate key value violates unique constraint "bookings_room_number_check_in_key"`,
    attributes: {
      'service.name': 'booking-node',
      'db.system': 'postgresql',
      'db.postgresql.detail': 'Key (room_number, check_in)=(0417, 2026-12-24) already exists.',
      'booking.nights': 3,
    },
    severityText: 'ERROR',
    canaries: [],
    keep: ['bookings_room_number_check_in_key', 'Key (room_number, check_in)=(0417, 2026-12-24) already exists.', 'returning "id"'],
  },
  {
    id: 'db-112-knex',
    family: 'knex',
    body: `insert into \`callbacks\` (\`customer_name\`, \`phone\`, \`slot\`) values ('Ofelia Ramos', '+52 55 4821 9307', '2026-12-08 15:30:00') - ER_DUP_ENTRY: Duplicate entry '+52 55 4821 9307-2026-12-08 15:30:00' for key 'callbacks.uq_callbacks_phone_slot'`,
    attributes: { 'service.name': 'callback-scheduler-node', 'db.system': 'mysql', 'exception.type': 'Error' },
    severityText: 'ERROR',
    canaries: ['Ofelia Ramos', '+52 55 4821 9307'],
    keep: ['callbacks.uq_callbacks_phone_slot', 'ER_DUP_ENTRY', '2026-12-08 15:30:00'],
  },

  // ───────────────────────────── Django ─────────────────────────────
  {
    id: 'db-113-django',
    family: 'django',
    body: `django.db.utils.IntegrityError: duplicate key value violates unique constraint "accounts_user_username_key"
DETAIL:  Key (username)=(lfernandez88) already exists.`,
    attributes: {
      'service.name': 'support-portal',
      'db.system': 'postgresql',
      'exception.type': 'django.db.utils.IntegrityError',
      'code.function': 'SignupView.post',
      'http.route': 'accounts/signup/',
    },
    severityText: 'ERROR',
    canaries: ['lfernandez88'],
    keep: ['django.db.utils.IntegrityError', 'accounts_user_username_key', 'SignupView.post', 'accounts/signup/'],
  },
  {
    id: 'db-114-django',
    family: 'django',
    body: `django.db.utils.IntegrityError: (1062, "Duplicate entry '+44 20 7946 0318' for key 'accounts_profile.phone'")`,
    attributes: {
      'service.name': 'support-portal',
      'db.system': 'mysql',
      'exception.type': 'django.db.utils.IntegrityError',
    },
    severityText: 'ERROR',
    canaries: ['+44 20 7946 0318'],
    keep: ['django.db.utils.IntegrityError', "'accounts_profile.phone'", '1062'],
  },
  {
    id: 'db-115-django',
    family: 'django',
    body: 'django.db.utils.DataError: value too long for type character varying(32)',
    attributes: {
      'service.name': 'support-portal',
      'db.system': 'postgresql',
      'exception.type': 'django.db.utils.DataError',
      'django.model': 'tickets.Ticket',
    },
    severityText: 'ERROR',
    canaries: [],
    keep: ['django.db.utils.DataError', 'value too long for type character varying(32)', 'tickets.Ticket'],
  },
  {
    id: 'db-116-django',
    family: 'django',
    body: `django.db.utils.IntegrityError: null value in column "date_of_birth" of relation "clinic_patient" violates not-null constraint
DETAIL:  Failing row contains (412, Zofia, Nowak, null, 75082309185, zofia.nowak@wp.pl, 2026-12-06 08:01:44.902+00).`,
    attributes: {
      'service.name': 'clinic-portal',
      'db.system': 'postgresql',
      'exception.type': 'django.db.utils.IntegrityError',
    },
    severityText: 'ERROR',
    canaries: ['Zofia', 'Nowak', '75082309185', 'zofia.nowak@wp.pl'],
    keep: ['null value in column "date_of_birth" of relation "clinic_patient" violates not-null constraint', '2026-12-06 08:01:44.902+00'],
  },

  // ───────────────────────────── SQLAlchemy ─────────────────────────────
  {
    id: 'db-117-sqla',
    family: 'sqlalchemy',
    body: `sqlalchemy.exc.IntegrityError: (psycopg2.errors.UniqueViolation) duplicate key value violates unique constraint "customers_phone_key"
DETAIL:  Key (phone)=(+1 415 902 3318) already exists.

[SQL: INSERT INTO customers (name, email, phone) VALUES (%(name)s, %(email)s, %(phone)s) RETURNING customers.id]
[parameters: {'name': 'Emily Carter', 'email': 'emily.carter@protonmail.com', 'phone': '+1 415 902 3318'}]
(Background on this error at: https://sqlalche.me/e/20/gkpj)`,
    attributes: {
      'service.name': 'llm-support-backend',
      'db.system': 'postgresql',
      'exception.type': 'sqlalchemy.exc.IntegrityError',
      'code.function': 'CustomerRepo.add',
    },
    severityText: 'ERROR',
    canaries: ['+1 415 902 3318', 'Emily Carter', 'emily.carter@protonmail.com'],
    keep: [
      'sqlalchemy.exc.IntegrityError',
      'customers_phone_key',
      'INSERT INTO customers (name, email, phone) VALUES (%(name)s, %(email)s, %(phone)s) RETURNING customers.id',
      'https://sqlalche.me/e/20/gkpj',
    ],
  },
  {
    id: 'db-118-sqla',
    family: 'sqlalchemy',
    body: `sqlalchemy.exc.IntegrityError: (pymysql.err.IntegrityError) (1062, "Duplicate entry 'NL34RABO0327519846' for key 'refund_accounts.uq_refund_accounts_iban'")
[SQL: INSERT INTO refund_accounts (customer_id, holder_name, iban, currency) VALUES (%(customer_id)s, %(holder_name)s, %(iban)s, %(currency)s)]
[parameters: {'customer_id': 90215, 'holder_name': 'Sanne de Vries', 'iban': 'NL34RABO0327519846', 'currency': 'EUR'}]
(Background on this error at: https://sqlalche.me/e/20/gkpj)`,
    attributes: {
      'service.name': 'refunds',
      'db.system': 'mysql',
      'exception.type': 'sqlalchemy.exc.IntegrityError',
    },
    severityText: 'ERROR',
    canaries: ['NL34RABO0327519846', 'Sanne de Vries'],
    keep: ['refund_accounts.uq_refund_accounts_iban', "'currency': 'EUR'", '(pymysql.err.IntegrityError)'],
  },
  {
    id: 'db-119-sqla',
    family: 'sqlalchemy',
    body: `sqlalchemy.exc.DataError: (psycopg2.errors.StringDataRightTruncation) value too long for type character varying(16)

[SQL: UPDATE employees SET national_id=%(national_id)s, updated_at=now() WHERE employees.id = %(employees_id)s]
[parameters: {'national_id': 'PL 87031512348 / paszport EM4820913', 'employees_id': 1188}]
(Background on this error at: https://sqlalche.me/e/20/9h9h)`,
    attributes: {
      'service.name': 'hr-sync',
      'db.system': 'postgresql',
      'exception.type': 'sqlalchemy.exc.DataError',
    },
    severityText: 'ERROR',
    canaries: ['87031512348', 'EM4820913'],
    keep: ['StringDataRightTruncation', 'value too long for type character varying(16)', 'https://sqlalche.me/e/20/9h9h'],
  },
  {
    id: 'db-120-sqla',
    family: 'sqlalchemy',
    body: `sqlalchemy.exc.IntegrityError: (psycopg2.errors.UniqueViolation) duplicate key value violates unique constraint "inventory_sku_warehouse_key"
DETAIL:  Key (sku, warehouse)=(SKU-HX-4410-BLK, MAD-1) already exists.

[SQL: INSERT INTO inventory (sku, warehouse, quantity) VALUES (%(sku)s, %(warehouse)s, %(quantity)s)]
[parameters: {'sku': 'SKU-HX-4410-BLK', 'warehouse': 'MAD-1', 'quantity': 140}]`,
    attributes: { 'service.name': 'inventory', 'db.system': 'postgresql', 'exception.type': 'sqlalchemy.exc.IntegrityError' },
    severityText: 'ERROR',
    canaries: [],
    keep: ['inventory_sku_warehouse_key', 'SKU-HX-4410-BLK', 'MAD-1', "'quantity': 140"],
  },

  // ───────────────────────────── Hibernate / Spring / JDBC ─────────────────────────────
  {
    id: 'db-121-hib',
    family: 'hibernate-spring',
    body: `org.springframework.dao.DataIntegrityViolationException: could not execute statement [ERROR: duplicate key value violates unique constraint "uk_employees_ssn"
  Detail: Key (ssn)=(371-20-4468) already exists.] [insert into employees (birth_date,email,full_name,ssn,id) values (?,?,?,?,?)]; SQL [insert into employees (birth_date,email,full_name,ssn,id) values (?,?,?,?,?)]; constraint [uk_employees_ssn]`,
    attributes: {
      'service.name': 'hr-service',
      'db.system': 'postgresql',
      'exception.type': 'org.springframework.dao.DataIntegrityViolationException',
      'thread.name': 'http-nio-8080-exec-7',
    },
    severityText: 'ERROR',
    canaries: ['371-20-4468'],
    keep: ['DataIntegrityViolationException', 'uk_employees_ssn', 'insert into employees (birth_date,email,full_name,ssn,id) values (?,?,?,?,?)'],
  },
  {
    id: 'db-122-hib',
    family: 'hibernate',
    body: `2026-11-30T11:02:44.318Z ERROR 1 --- [nio-8080-exec-2] o.h.engine.jdbc.spi.SqlExceptionHelper   : ERROR: duplicate key value violates unique constraint "uk_guests_passport_no"
  Detail: Key (passport_no)=(548213907) already exists.`,
    attributes: {
      'service.name': 'hotel-service',
      'db.system': 'postgresql',
      'log.logger': 'org.hibernate.engine.jdbc.spi.SqlExceptionHelper',
    },
    severityText: 'ERROR',
    canaries: ['548213907'],
    keep: ['o.h.engine.jdbc.spi.SqlExceptionHelper', 'uk_guests_passport_no', 'Key (passport_no)=('],
  },
  {
    id: 'db-123-hib',
    family: 'hibernate',
    body: '2026-11-30T11:02:44.301Z  WARN 1 --- [nio-8080-exec-2] o.h.engine.jdbc.spi.SqlExceptionHelper   : SQL Error: 0, SQLState: 23505',
    attributes: {
      'service.name': 'hotel-service',
      'db.system': 'postgresql',
      'log.logger': 'org.hibernate.engine.jdbc.spi.SqlExceptionHelper',
    },
    severityText: 'WARN',
    canaries: [],
    keep: ['SQL Error: 0, SQLState: 23505', 'o.h.engine.jdbc.spi.SqlExceptionHelper'],
  },
  {
    id: 'db-124-hib',
    family: 'hibernate',
    body: "binding parameter (3:VARCHAR) <- [Sven Lindqvist]",
    attributes: {
      'service.name': 'crm-jvm',
      'db.system': 'postgresql',
      'log.logger': 'org.hibernate.orm.jdbc.bind',
      'db.statement': 'insert into customers (created_at,email,full_name,id) values (?,?,?,?)',
    },
    severityText: 'TRACE',
    canaries: ['Sven Lindqvist'],
    keep: ['binding parameter (3:VARCHAR)', 'org.hibernate.orm.jdbc.bind', 'insert into customers (created_at,email,full_name,id) values (?,?,?,?)'],
  },
  {
    id: 'db-125-jdbc',
    family: 'jdbc-batch',
    body: `java.sql.BatchUpdateException: Batch entry 3 INSERT INTO patients (mrn, full_name, date_of_birth, email) VALUES ('MRN-0048213', 'Chidinma Okafor', '1961-09-30', 'chidinma.okafor@gmail.com') was aborted: ERROR: duplicate key value violates unique constraint "patients_email_key"
  Detail: Key (email)=(chidinma.okafor@gmail.com) already exists.  Call getNextException to see other errors in the batch.`,
    attributes: {
      'service.name': 'ehr-bridge',
      'db.system': 'postgresql',
      'exception.type': 'java.sql.BatchUpdateException',
      'batch.size': 500,
    },
    severityText: 'ERROR',
    canaries: ['Chidinma Okafor', '1961-09-30', 'chidinma.okafor@gmail.com'],
    keep: ['java.sql.BatchUpdateException', 'Batch entry 3', 'patients_email_key', 'Call getNextException to see other errors in the batch.'],
  },
  {
    id: 'db-126-hib',
    family: 'hibernate-spring',
    body: `org.springframework.dao.DataIntegrityViolationException: could not execute statement [Duplicate entry 'Pro Annual-EUR' for key 'plans.uk_plans_name_currency'] [insert into plans (currency,name,price_cents) values (?,?,?)]; SQL [insert into plans (currency,name,price_cents) values (?,?,?)]; constraint [plans.uk_plans_name_currency]`,
    attributes: { 'service.name': 'billing-jvm', 'db.system': 'mysql', 'exception.type': 'org.springframework.dao.DataIntegrityViolationException' },
    severityText: 'ERROR',
    canaries: [],
    keep: ["Duplicate entry 'Pro Annual-EUR'", 'plans.uk_plans_name_currency', 'insert into plans (currency,name,price_cents) values (?,?,?)'],
  },
  {
    id: 'db-127-hib',
    family: 'hibernate',
    body: `org.hibernate.exception.ConstraintViolationException: could not execute statement [Cannot insert duplicate key row in object 'dbo.Customers' with unique index 'IX_Customers_Phone'. The duplicate key value is (+353 87 412 9931).] [insert into Customers (Email,FullName,Phone) values (?,?,?)]`,
    attributes: {
      'service.name': 'crm-jvm',
      'db.system': 'mssql',
      'exception.type': 'org.hibernate.exception.ConstraintViolationException',
    },
    severityText: 'ERROR',
    canaries: ['+353 87 412 9931'],
    keep: ['org.hibernate.exception.ConstraintViolationException', 'IX_Customers_Phone', 'insert into Customers (Email,FullName,Phone) values (?,?,?)'],
  },

  // ───────────────────────────── Rails ─────────────────────────────
  {
    id: 'db-128-rails',
    family: 'rails-activerecord',
    body: `ActiveRecord::RecordNotUnique: PG::UniqueViolation: ERROR:  duplicate key value violates unique constraint "index_customers_on_email"
DETAIL:  Key (email)=(james.oconnell@gmail.com) already exists.
: INSERT INTO "customers" ("name", "email", "created_at", "updated_at") VALUES ($1, $2, $3, $4) RETURNING "id"`,
    attributes: {
      'service.name': 'helpdesk-rails',
      'db.system': 'postgresql',
      'exception.type': 'ActiveRecord::RecordNotUnique',
      'code.function': 'CustomersController#create',
    },
    severityText: 'ERROR',
    canaries: ['james.oconnell@gmail.com'],
    keep: ['ActiveRecord::RecordNotUnique', 'PG::UniqueViolation', 'index_customers_on_email', 'CustomersController#create'],
  },
  {
    id: 'db-129-rails',
    family: 'rails-activerecord',
    body: `ActiveRecord::RecordNotUnique: Mysql2::Error: Duplicate entry '(312) 846-2209' for key 'guests.index_guests_on_phone'`,
    attributes: {
      'service.name': 'hotel-rails',
      'db.system': 'mysql',
      'exception.type': 'ActiveRecord::RecordNotUnique',
    },
    severityText: 'ERROR',
    canaries: ['(312) 846-2209'],
    keep: ['ActiveRecord::RecordNotUnique', 'Mysql2::Error', 'guests.index_guests_on_phone'],
  },
  {
    id: 'db-130-rails',
    family: 'rails-activerecord',
    body: `ActiveRecord::NotNullViolation: PG::NotNullViolation: ERROR:  null value in column "last_name" of relation "patients" violates not-null constraint
DETAIL:  Failing row contains (9031, Fatima Zahra, null, fatima.benali@gmail.com, +212 661 48 29 03, 2026-12-06 14:11:09.217611, 2026-12-06 14:11:09.217611).
: INSERT INTO "patients" ("first_name", "email", "phone", "created_at", "updated_at") VALUES ($1, $2, $3, $4, $5) RETURNING "id"`,
    attributes: {
      'service.name': 'clinic-rails',
      'db.system': 'postgresql',
      'exception.type': 'ActiveRecord::NotNullViolation',
    },
    severityText: 'ERROR',
    canaries: ['Fatima Zahra', 'fatima.benali@gmail.com', '+212 661 48 29 03'],
    keep: ['ActiveRecord::NotNullViolation', 'null value in column "last_name" of relation "patients" violates not-null constraint', '2026-12-06 14:11:09.217611'],
  },
  {
    id: 'db-131-rails',
    family: 'rails-activerecord',
    body: `ActiveRecord::RecordNotUnique: PG::UniqueViolation: ERROR:  duplicate key value violates unique constraint "index_subscriptions_on_account_id_and_plan_id"
DETAIL:  Key (account_id, plan_id)=(88213, 4) already exists.`,
    attributes: { 'service.name': 'billing-rails', 'db.system': 'postgresql', 'exception.type': 'ActiveRecord::RecordNotUnique' },
    severityText: 'ERROR',
    canaries: [],
    keep: ['index_subscriptions_on_account_id_and_plan_id', 'Key (account_id, plan_id)=(88213, 4) already exists.'],
  },

  // ───────────────────────────── Laravel ─────────────────────────────
  {
    id: 'db-132-laravel',
    family: 'laravel',
    body: "SQLSTATE[23000]: Integrity constraint violation: 1062 Duplicate entry 'anneliese.brandt@web.de' for key 'users.users_email_unique' (Connection: mysql, SQL: insert into `users` (`name`, `email`, `updated_at`, `created_at`) values (Anneliese Brandt, anneliese.brandt@web.de, 2026-11-30 10:12:44, 2026-11-30 10:12:44))",
    attributes: {
      'service.name': 'support-laravel',
      'db.system': 'mysql',
      'exception.type': 'Illuminate\\Database\\UniqueConstraintViolationException',
    },
    severityText: 'ERROR',
    canaries: ['anneliese.brandt@web.de', 'Anneliese Brandt'],
    keep: ['SQLSTATE[23000]: Integrity constraint violation: 1062', 'users.users_email_unique', 'Illuminate\\Database\\UniqueConstraintViolationException', '2026-11-30 10:12:44'],
  },
  {
    id: 'db-133-laravel',
    family: 'laravel',
    body: `SQLSTATE[23505]: Unique violation: 7 ERROR:  duplicate key value violates unique constraint "customers_dni_unique"
DETAIL:  Key (dni)=(71930284S) already exists. (Connection: pgsql, SQL: insert into "customers" ("name", "dni", "phone", "updated_at", "created_at") values (Marc Puig i Soler, 71930284S, 612 770 394, 2026-12-01 09:30:12, 2026-12-01 09:30:12) returning "id")`,
    attributes: {
      'service.name': 'support-laravel',
      'db.system': 'postgresql',
      'exception.type': 'Illuminate\\Database\\UniqueConstraintViolationException',
    },
    severityText: 'ERROR',
    canaries: ['71930284S', 'Marc Puig i Soler', '612 770 394'],
    keep: ['SQLSTATE[23505]: Unique violation: 7', 'customers_dni_unique', 'Connection: pgsql', '2026-12-01 09:30:12'],
  },
  {
    id: 'db-134-laravel',
    family: 'laravel',
    body: "SQLSTATE[23000]: Integrity constraint violation: 1062 Duplicate entry 'ES18 0049 1500 0527 1029 6384' for key 'payouts.payouts_iban_unique' (Connection: mysql, SQL: insert into `payouts` (`iban`, `amount`, `currency`) values (ES18 0049 1500 0527 1029 6384, 149.00, EUR))",
    attributes: {
      'service.name': 'payouts-laravel',
      'db.system': 'mysql',
      'exception.type': 'Illuminate\\Database\\UniqueConstraintViolationException',
    },
    severityText: 'ERROR',
    canaries: ['ES18 0049 1500 0527 1029 6384'],
    keep: ['payouts.payouts_iban_unique', '149.00', 'EUR', 'SQLSTATE[23000]'],
  },
  {
    id: 'db-135-laravel',
    family: 'laravel',
    body: "SQLSTATE[23000]: Integrity constraint violation: 1048 Column 'room_number' cannot be null (Connection: mysql, SQL: insert into `bookings` (`room_number`, `status`, `nights`) values (?, confirmed, 2))",
    attributes: { 'service.name': 'hotel-laravel', 'db.system': 'mysql' },
    severityText: 'ERROR',
    canaries: [],
    keep: ["1048 Column 'room_number' cannot be null", 'confirmed', 'insert into `bookings`'],
  },

  // ───────────────────────────── GORM ─────────────────────────────
  {
    id: 'db-136-gorm',
    family: 'gorm',
    body: `2026/11/30 10:41:07 /app/internal/store/user.go:58 ERROR: duplicate key value violates unique constraint "idx_users_email" (SQLSTATE 23505)
[2.918ms] [rows:0] INSERT INTO "users" ("created_at","updated_at","deleted_at","name","email","phone") VALUES ('2026-11-30 10:41:07.112','2026-11-30 10:41:07.112',NULL,'Chen Wei','chen.wei@163.com','+86 139 1048 2736') RETURNING "id"`,
    attributes: { 'service.name': 'assistant-go', 'db.system': 'postgresql', 'code.filepath': '/app/internal/store/user.go' },
    severityText: 'ERROR',
    canaries: ['Chen Wei', 'chen.wei@163.com', '+86 139 1048 2736'],
    keep: ['idx_users_email', '(SQLSTATE 23505)', '/app/internal/store/user.go:58', '2026-11-30 10:41:07.112'],
  },
  {
    id: 'db-137-gorm',
    family: 'gorm',
    body: `2026/12/01 18:22:50 /app/internal/payments/repo.go:91 Error 1062 (23000): Duplicate entry '378287419304529' for key 'cards.idx_cards_pan'
[1.402ms] [rows:0] INSERT INTO \`cards\` (\`customer_id\`,\`pan\`,\`brand\`,\`exp_month\`,\`exp_year\`) VALUES (5120,'378287419304529','amex',7,2030)`,
    attributes: { 'service.name': 'payments-go', 'db.system': 'mysql' },
    severityText: 'ERROR',
    canaries: ['378287419304529'],
    keep: ['cards.idx_cards_pan', 'Error 1062 (23000)', 'amex', '/app/internal/payments/repo.go:91'],
  },
  {
    id: 'db-138-gorm',
    family: 'gorm',
    body: `2026/12/02 07:55:13 /app/internal/flags/repo.go:33 ERROR: duplicate key value violates unique constraint "idx_flags_key" (SQLSTATE 23505)
[0.811ms] [rows:0] INSERT INTO "flags" ("key","enabled","rollout_percent") VALUES ('llm_handoff_v2',true,20)`,
    attributes: { 'service.name': 'flags-go', 'db.system': 'postgresql' },
    severityText: 'ERROR',
    canaries: [],
    keep: ['idx_flags_key', 'llm_handoff_v2', "VALUES ('llm_handoff_v2',true,20)"],
  },

  // ───────────────── mixed: column not named, exception attributes carry the value ─────────────────
  {
    id: 'db-139-pg',
    family: 'node-postgres',
    body: 'conversation handoff failed: duplicate key value violates unique constraint "handoffs_pkey"',
    attributes: {
      'service.name': 'assistant-gateway',
      'db.system': 'postgresql',
      'exception.type': 'DatabaseError',
      'db.postgresql.detail': 'Key (customer_ref)=(Dmitri Volkov) already exists.',
      'conversation.id': '0c9d8e7f-6a5b-4c3d-9e2f-1a0b9c8d7e6f',
    },
    severityText: 'ERROR',
    canaries: ['Dmitri Volkov'],
    keep: ['handoffs_pkey', 'conversation handoff failed', '0c9d8e7f-6a5b-4c3d-9e2f-1a0b9c8d7e6f'],
  },
  {
    id: 'db-140-my',
    family: 'mysql',
    body: "Duplicate entry '010512-3049125' for key 'PRIMARY'",
    attributes: {
      'service.name': 'kr-legacy',
      'db.system': 'mysql',
      'exception.type': 'pymysql.err.IntegrityError',
      'db.sql.table': 'member_identity',
    },
    severityText: 'ERROR',
    canaries: ['010512-3049125'],
    keep: ["for key 'PRIMARY'", 'member_identity'],
  },
  {
    id: 'db-141-pg',
    family: 'psycopg2',
    body: `psycopg2.errors.UniqueViolation: duplicate key value violates unique constraint "pacientes_cpf_key"
DETAIL:  Key (cpf)=(710.365.842-09) already exists.`,
    attributes: {
      'service.name': 'atendimento-br',
      'db.system': 'postgresql',
      'exception.type': 'psycopg2.errors.UniqueViolation',
      'enduser.locale': 'pt-BR',
    },
    severityText: 'ERROR',
    canaries: ['710.365.842-09'],
    keep: ['pacientes_cpf_key', 'Key (cpf)=(', 'pt-BR'],
  },
  {
    id: 'db-142-pg',
    family: 'postgresql-server-log',
    body: `2026-12-06 19:03:58.770 UTC [70214] ERROR:  duplicate key value violates unique constraint "pl_customers_pesel_key"
2026-12-06 19:03:58.770 UTC [70214] DETAIL:  Key (pesel)=(92110567894) already exists.`,
    attributes: { 'service.name': 'postgres', 'db.system': 'postgresql', 'db.name': 'crm_pl' },
    severityText: 'ERROR',
    canaries: ['92110567894'],
    keep: ['pl_customers_pesel_key', 'Key (pesel)=(', 'crm_pl'],
  },
  {
    id: 'db-143-mssql',
    family: 'sqlserver',
    body: "Violation of UNIQUE KEY constraint 'UQ_Employees_Nino'. Cannot insert duplicate key in object 'dbo.Employees'. The duplicate key value is (JM482173C).",
    attributes: { 'service.name': 'payroll-uk', 'db.system': 'mssql', 'db.mssql.error_number': 2627 },
    severityText: 'ERROR',
    canaries: ['JM482173C'],
    keep: ["Violation of UNIQUE KEY constraint 'UQ_Employees_Nino'", "'dbo.Employees'"],
  },
  {
    id: 'db-144-mongo',
    family: 'mongodb',
    body: 'E11000 duplicate key error collection: pl.patients index: pesel_1 dup key: { pesel: "02241704822" }',
    attributes: { 'service.name': 'clinic-pl', 'db.system': 'mongodb', 'db.mongodb.code': 11000 },
    severityText: 'ERROR',
    canaries: ['02241704822'],
    keep: ['pl.patients index: pesel_1'],
  },
  {
    id: 'db-145-pg',
    family: 'node-postgres',
    body: `error: duplicate key value violates unique constraint "kr_customers_rrn_key"`,
    attributes: {
      'service.name': 'kr-onboarding',
      'db.system': 'postgresql',
      'exception.type': 'error',
      'db.postgresql.detail': 'Key (rrn)=(790221-1058243) already exists.',
      'db.postgresql.code': '23505',
    },
    severityText: 'ERROR',
    canaries: ['790221-1058243'],
    keep: ['kr_customers_rrn_key', '23505'],
  },
  {
    id: 'db-146-my',
    family: 'mysql',
    body: "Error 1062 (23000): Duplicate entry '6011987726354105-2031' for key 'cards.uq_cards_pan_exp_year'",
    attributes: { 'service.name': 'payments-go', 'db.system': 'mysql', 'payment.brand': 'discover' },
    severityText: 'ERROR',
    canaries: ['6011987726354105'],
    keep: ['cards.uq_cards_pan_exp_year', 'discover'],
  },
  {
    id: 'db-147-pg',
    family: 'psycopg2',
    body: `psycopg2.errors.UniqueViolation: duplicate key value violates unique constraint "wallets_card_number_key"
DETAIL:  Key (card_number)=(5221 8364 0091 7455) already exists.`,
    attributes: { 'service.name': 'wallet', 'db.system': 'postgresql', 'exception.type': 'psycopg2.errors.UniqueViolation' },
    severityText: 'ERROR',
    canaries: ['5221 8364 0091 7455'],
    keep: ['wallets_card_number_key', 'Key (card_number)=('],
  },
  {
    id: 'db-148-pg',
    family: 'postgresql-server-log',
    body: `2026-12-06 21:40:05.118 UTC [71002] ERROR:  duplicate key value violates unique constraint "guests_address_key"
2026-12-06 21:40:05.118 UTC [71002] DETAIL:  Key (street_address)=(Calle de Alcalá 148, 3º B, 28009 Madrid) already exists.`,
    attributes: { 'service.name': 'postgres', 'db.system': 'postgresql', 'db.name': 'bookings' },
    severityText: 'ERROR',
    canaries: ['Calle de Alcalá 148, 3º B, 28009 Madrid'],
    keep: ['guests_address_key', 'Key (street_address)=('],
  },
  {
    id: 'db-149-pg',
    family: 'asyncpg',
    body: `asyncpg.exceptions.UniqueViolationError: duplicate key value violates unique constraint "customers_full_name_key"
DETAIL:  Key (full_name)=(陈伟) already exists.`,
    attributes: {
      'service.name': 'support-cn',
      'db.system': 'postgresql',
      'exception.type': 'asyncpg.exceptions.UniqueViolationError',
    },
    severityText: 'ERROR',
    canaries: ['陈伟'],
    keep: ['customers_full_name_key', 'Key (full_name)=('],
  },
];

/**
 * Held-out set: SQL statements that applications, ORMs, drivers, data tools and databases write into the FREE TEXT of
 * OpenTelemetry log records — the body (a string, or a structured object whose members hold text) and attributes such
 * as `exception.message`, `exception.stacktrace`, `error.message`, `log.message`, `message` and a custom `app.debug` —
 * never the dedicated statement attribute.
 *
 * The rule under test: every literal value of a SQL statement written in free text (the contents of string literals and
 * numeric literals) is masked, as an OpenTelemetry db.query.text sanitizer would mask it, and so are the parameter values
 * that drivers and ORMs print right after the statement; everything else (keywords, table and column names,
 * placeholders, the surrounding message, error codes, durations) stays.
 *
 * Positive records list in `canaries` the distinctive literal values (personal and non-personal) that must not survive;
 * each canary occurs in its record only inside a literal or a printed parameter. `keep` lists text outside any literal
 * that must survive unchanged. Negative records (`canaries: []`) hold prose, placeholder-only or already-sanitized
 * statements and SQL-ish log lines whose whole text must survive.
 *
 * Author: a helper session started by the project to write held-out data.
 * Date: 2026-12-07.
 * Provenance: written by a helper who read neither the detectors nor other test data (only the LogRecordCase
 * interface in log-records-measure.ts was read). All values are invented.
 */
import type { LogRecordCase } from './log-records-measure.ts';

export const SQL_IN_TEXT_HELD_OUT: LogRecordCase[] = [
  // ───────────────────────────── A) positives: PostgreSQL server log ─────────────────────────────
  {
    id: 'sql-001-pg-error-statement',
    family: 'pg-server-log',
    severityText: 'ERROR',
    body: `2026-11-30 08:14:22.031 UTC [48121] app@shop ERROR:  duplicate key value violates unique constraint "customers_email_key"
2026-11-30 08:14:22.031 UTC [48121] app@shop STATEMENT:  INSERT INTO customers (email, full_name, phone) VALUES ('marisol.quintero@fastmail.example', 'Marisol Quintero', '+34 612 448 903') RETURNING id`,
    attributes: { 'log.file.name': 'postgresql-2026-11-30.log' },
    canaries: ['marisol.quintero@fastmail.example', 'Marisol Quintero', '+34 612 448 903'],
    keep: ['duplicate key value violates unique constraint', 'customers_email_key', 'INSERT INTO customers (email, full_name, phone)', 'RETURNING id'],
  },
  {
    id: 'sql-002-pg-duration',
    family: 'pg-server-log',
    severityText: 'INFO',
    body: `LOG:  duration: 38.214 ms  statement: SELECT id, status FROM orders WHERE customer_ref = 'CUST-88213-QX' AND created_at BETWEEN '2026-10-01' AND '2026-10-31' ORDER BY created_at DESC LIMIT 50`,
    attributes: {},
    canaries: ['CUST-88213-QX', '2026-10-01', '2026-10-31'],
    keep: ['duration: 38.214 ms', 'SELECT id, status FROM orders', 'ORDER BY created_at DESC'],
  },
  {
    id: 'sql-003-pg-execute-parameters',
    family: 'pg-server-log',
    severityText: 'INFO',
    body: `LOG:  duration: 4.871 ms  execute <unnamed>: SELECT * FROM sessions WHERE user_id = $1 AND token = $2
DETAIL:  parameters: $1 = '7731904', $2 = 'sess_Zq81LmP0vXy4'`,
    attributes: {},
    canaries: ['7731904', 'sess_Zq81LmP0vXy4'],
    keep: ['execute <unnamed>', 'SELECT * FROM sessions WHERE user_id = $1 AND token = $2', 'DETAIL:  parameters:'],
  },
  {
    id: 'sql-004-pg-auto-explain',
    family: 'pg-auto-explain',
    severityText: 'INFO',
    body: `LOG:  duration: 1204.556 ms  plan:
	Query Text: SELECT o.id, o.total FROM orders o JOIN customers c ON c.id = o.customer_id WHERE c.last_name = 'Vandersloot' AND o.total > 2500.00
	Hash Join  (cost=12.40..845.22 rows=3 width=16) (actual time=0.412..1204.101 rows=2 loops=1)
	  Hash Cond: (o.customer_id = c.id)
	  ->  Seq Scan on orders o  (cost=0.00..820.00 rows=1200 width=20)
	        Filter: (total > 2500.00)
	  ->  Hash  (cost=12.38..12.38 rows=1 width=4)
	        ->  Index Scan using customers_last_name_idx on customers c
	              Index Cond: (last_name = 'Vandersloot'::text)`,
    attributes: {},
    canaries: ['Vandersloot', '2500.00'],
    keep: ['Query Text:', 'Hash Join', 'Seq Scan on orders o', 'customers_last_name_idx', 'Hash Cond: (o.customer_id = c.id)'],
  },
  {
    id: 'sql-005-pg-check-multiline',
    family: 'pg-server-log',
    severityText: 'ERROR',
    body: `ERROR:  new row for relation "employees" violates check constraint "employees_salary_check"
STATEMENT:  UPDATE employees
	   SET salary = -12500.00,
	       review_comment = 'adjusted after grievance hearing, see HR-case 7781-B'
	 WHERE employee_no = 'E-0091123'`,
    attributes: {},
    canaries: ['12500.00', 'adjusted after grievance hearing', 'E-0091123'],
    keep: ['violates check constraint "employees_salary_check"', 'STATEMENT:  UPDATE employees', 'WHERE employee_no'],
  },
  // ───────────────────────────── MySQL ─────────────────────────────
  {
    id: 'sql-006-mysql-syntax-near',
    family: 'mysql-syntax-error',
    severityText: 'ERROR',
    body: 'Failed to update order notes',
    attributes: {
      'exception.type': 'java.sql.SQLSyntaxErrorException',
      'exception.message':
        "You have an error in your SQL syntax; check the manual that corresponds to your MySQL server version for the right syntax to use near 'WHERE note = 'leave parcel with Mrs Abernathy at the back gate' AND order_no = 90331822' at line 1",
    },
    canaries: ['leave parcel with Mrs Abernathy at the back gate', '90331822'],
    keep: ['Failed to update order notes', 'You have an error in your SQL syntax', 'for the right syntax to use near', 'at line 1'],
  },
  {
    id: 'sql-007-mysql-general-log',
    family: 'mysql-general-log',
    severityText: 'INFO',
    body: "2026-11-29T21:04:17.662091Z\t   1187 Query\tUPDATE accounts SET iban = 'DE44 5001 0517 5407 3249 31', holder = 'Jörg Pfannenstiel' WHERE account_no = 40087713",
    attributes: {},
    canaries: ['DE44 5001 0517 5407 3249 31', 'Jörg Pfannenstiel', '40087713'],
    keep: ['Query', 'UPDATE accounts SET iban', 'WHERE account_no'],
  },
  {
    id: 'sql-008-mysql-general-log-session',
    family: 'mysql-general-log',
    severityText: 'INFO',
    body: [
      '2026-11-30T12:30:01.002113Z\t 2291 Connect\tcrm_app@10.2.0.14 on crm using TCP/IP',
      '2026-11-30T12:30:01.004871Z\t 2291 Query\tSET NAMES utf8mb4',
      "2026-11-30T12:30:01.006120Z\t 2291 Query\tSELECT id FROM leads WHERE phone = '+44 7700 900461' AND company = 'Brightwater Pottery CIC'",
      '2026-11-30T12:30:01.009004Z\t 2291 Quit',
    ].join('\n'),
    attributes: {},
    canaries: ['+44 7700 900461', 'Brightwater Pottery CIC'],
    keep: ['Connect', 'SET NAMES utf8mb4', 'SELECT id FROM leads WHERE phone', 'using TCP/IP'],
  },
  {
    id: 'sql-009-mysql-slow-log-like',
    family: 'mysql-slow-log',
    severityText: 'WARN',
    body: `# Time: 2026-11-28T03:12:55.104233Z
# User@Host: reporting[reporting] @ 10.4.2.17 []  Id: 88213
# Query_time: 7.402118  Lock_time: 0.000182 Rows_sent: 14  Rows_examined: 1822004
SET timestamp=1764299575;
SELECT c.first_name, c.email FROM customers c WHERE c.email LIKE '%@kleinbottle-consulting.example%' OR c.phone LIKE '+1 503 555%';`,
    attributes: {},
    canaries: ['@kleinbottle-consulting.example', '+1 503 555'],
    keep: ['Query_time: 7.402118', 'Rows_examined: 1822004', 'SELECT c.first_name, c.email FROM customers c'],
  },
  {
    id: 'sql-010-mysql-slow-log-update',
    family: 'mysql-slow-log',
    severityText: 'WARN',
    body: `# Query_time: 12.880441  Lock_time: 11.902113 Rows_sent: 0  Rows_examined: 1
use payments;
SET timestamp=1764505802;
UPDATE ledger_entries SET memo = 'chargeback reversal approved by risk desk', amount_cents = 4599000 WHERE entry_ref = 'LE-2026-11-000918';`,
    attributes: {},
    canaries: ['chargeback reversal approved by risk desk', '4599000', 'LE-2026-11-000918'],
    keep: ['Query_time: 12.880441', 'Lock_time: 11.902113', 'use payments;', 'UPDATE ledger_entries SET memo'],
  },
  // ───────────────────────────── SQL Server ─────────────────────────────
  {
    id: 'sql-011-mssql-deadlock',
    family: 'mssql-app-error',
    severityText: 'ERROR',
    body: "SqlException executing: UPDATE dbo.Invoices SET Memo = N'Refund approved by Theodora Blackwood' WHERE InvoiceNumber = 'INV-2026-004417'",
    attributes: {
      'exception.type': 'Microsoft.Data.SqlClient.SqlException',
      'exception.message':
        'Transaction (Process ID 61) was deadlocked on lock resources with another process and has been chosen as the deadlock victim. Rerun the transaction.',
    },
    canaries: ['Refund approved by Theodora Blackwood', 'INV-2026-004417'],
    keep: ['was deadlocked on lock resources', 'UPDATE dbo.Invoices SET Memo', 'WHERE InvoiceNumber', 'Rerun the transaction.'],
  },
  {
    id: 'sql-012-mssql-syntax',
    family: 'mssql-app-error',
    severityText: 'ERROR',
    body: "SqlClient error 102 while running: SELECT PatientId FROM dbo.Appointments WHER ClinicianName = N'Dr. Aurelio Benedetti' AND SlotStart > '2026-12-03T09:00:00'",
    attributes: { 'exception.message': "Incorrect syntax near 'WHER'." },
    canaries: ['Dr. Aurelio Benedetti', '2026-12-03T09:00:00'],
    keep: ["Incorrect syntax near 'WHER'.", 'SqlClient error 102', 'SELECT PatientId FROM dbo.Appointments'],
  },
  // ───────────────────────────── Oracle ─────────────────────────────
  {
    id: 'sql-013-oracle-invalid-number',
    family: 'oracle-jdbc',
    severityText: 'ERROR',
    body: 'Query failed, see exception',
    attributes: {
      'exception.type': 'java.sql.SQLSyntaxErrorException',
      'exception.message':
        "ORA-01722: invalid number\nQuery failed: SELECT emp_id, salary FROM hr.employees WHERE national_id = '820514-1187' AND dept_code = 'FIN-ANALYTICS-7'",
    },
    canaries: ['820514-1187', 'FIN-ANALYTICS-7'],
    keep: ['ORA-01722: invalid number', 'FROM hr.employees', 'Query failed, see exception'],
  },
  {
    id: 'sql-014-oracle-sqlplus',
    family: 'oracle-sqlplus',
    severityText: 'ERROR',
    body: `INSERT INTO billing.payment_methods (card_holder, card_last4, billing_zip) VALUES ('Ngozi Adebayo-Fowler', '4417', '97214-3302')
*
ERROR at line 1:
ORA-00001: unique constraint (BILLING.PM_HOLDER_UK) violated`,
    attributes: {},
    canaries: ['Ngozi Adebayo-Fowler', '97214-3302'],
    keep: ['ERROR at line 1:', 'ORA-00001: unique constraint', 'BILLING.PM_HOLDER_UK', 'INSERT INTO billing.payment_methods'],
  },
  {
    id: 'sql-015-oracle-spring-stacktrace',
    family: 'spring-jdbc',
    severityText: 'ERROR',
    body: 'Unhandled exception in PolicyController',
    attributes: {
      'exception.type': 'org.springframework.jdbc.BadSqlGrammarException',
      'exception.stacktrace': `org.springframework.jdbc.BadSqlGrammarException: StatementCallback; bad SQL grammar [SELECT policy_no, holder_name FROM ins.policies WHERE holder_name = 'Wilhelmina Okwuosa' AND policy_no = 'POL-8830-11273']; nested exception is java.sql.SQLSyntaxErrorException: ORA-00942: table or view does not exist
	at org.springframework.jdbc.support.SQLErrorCodeSQLExceptionTranslator.doTranslate(SQLErrorCodeSQLExceptionTranslator.java:239)
	at org.springframework.jdbc.core.JdbcTemplate.query(JdbcTemplate.java:478)
	at com.insure.claims.PolicyDao.findByHolder(PolicyDao.java:54)`,
    },
    canaries: ['Wilhelmina Okwuosa', 'POL-8830-11273'],
    keep: ['bad SQL grammar [SELECT policy_no, holder_name FROM ins.policies WHERE holder_name', 'ORA-00942: table or view does not exist', 'PolicyDao.java:54', 'Unhandled exception in PolicyController'],
  },
  // ───────────────────────────── SQLite ─────────────────────────────
  {
    id: 'sql-016-sqlite-no-such-column',
    family: 'python-sqlite3',
    severityText: 'ERROR',
    body: "while executing: UPDATE notes SET body = 'call the landlord about the mould in flat 3B', tagz = 'home' WHERE id = 551902",
    attributes: { 'exception.type': 'sqlite3.OperationalError', 'exception.message': 'no such column: tagz' },
    canaries: ['call the landlord about the mould in flat 3B', '551902'],
    keep: ['no such column: tagz', 'UPDATE notes SET body', 'while executing:'],
  },
  {
    id: 'sql-017-sqlite-traceback',
    family: 'python-sqlite3',
    severityText: 'ERROR',
    body: 'contact sync aborted',
    attributes: {
      'exception.stacktrace': `Traceback (most recent call last):
  File "/opt/addrbook/sync.py", line 41, in <module>
    cur.execute("INSERT INTO contacts (display, phone) VALUES ('Opa Heinrich', '+49 1512 3456789')")
sqlite3.IntegrityError: UNIQUE constraint failed: contacts.phone`,
    },
    canaries: ['Opa Heinrich', '+49 1512 3456789'],
    keep: ['Traceback (most recent call last):', 'sqlite3.IntegrityError: UNIQUE constraint failed: contacts.phone', '/opt/addrbook/sync.py', 'contact sync aborted'],
  },
  // ───────────────────────────── ClickHouse ─────────────────────────────
  {
    id: 'sql-018-clickhouse-syntax',
    family: 'clickhouse',
    severityText: 'ERROR',
    body: "ClickHouse query failed: SELECT country, count() FROM events WHERE user_email = 'lior.benhaim@pm-mail.example' AND session_id = 'c7f1e2a9-33b0-4b8e-9d1a-55e0f0a1b2c3' GROPU BY country",
    attributes: {
      'exception.message':
        "Code: 62. DB::Exception: Syntax error: failed at position 134 ('GROPU'): GROPU BY country. Expected one of: token, Comma, FORMAT, SETTINGS. (SYNTAX_ERROR) (version 24.8.4.13 (official build))",
    },
    canaries: ['lior.benhaim@pm-mail.example', 'c7f1e2a9-33b0-4b8e-9d1a-55e0f0a1b2c3'],
    keep: ['Code: 62. DB::Exception: Syntax error', '(SYNTAX_ERROR)', 'SELECT country, count() FROM events', 'GROPU BY country'],
  },
  {
    id: 'sql-019-clickhouse-executequery',
    family: 'clickhouse',
    severityText: 'DEBUG',
    body: "<Debug> executeQuery: (from 10.8.1.22:51220, user: analytics) SELECT user_id, count() FROM clicks WHERE referrer = 'https://forum.example/t/leaked-coupon-thread-8821' AND ip = '203.0.113.77' GROUP BY user_id (stage: Complete)",
    attributes: {},
    canaries: ['https://forum.example/t/leaked-coupon-thread-8821', '203.0.113.77'],
    keep: ['executeQuery: (from 10.8.1.22:51220, user: analytics)', '(stage: Complete)', 'GROUP BY user_id'],
  },
  {
    id: 'sql-020-clickhouse-unknown-table',
    family: 'clickhouse',
    severityText: 'ERROR',
    body: "INSERT INTO signup_events (email, referral_code, country) VALUES ('kwame.asante@ghmail.example', 'REF-GH-0071X', 'GH')",
    attributes: { 'exception.message': 'Code: 60. DB::Exception: Table default.signup_events does not exist. (UNKNOWN_TABLE)' },
    canaries: ['kwame.asante@ghmail.example', 'REF-GH-0071X'],
    keep: ['Code: 60. DB::Exception: Table default.signup_events does not exist. (UNKNOWN_TABLE)', 'INSERT INTO signup_events (email, referral_code, country)'],
  },
  // ───────────────────────────── Snowflake / BigQuery / Trino / Redshift / DuckDB ─────────────────────────────
  {
    id: 'sql-021-snowflake-compilation',
    family: 'snowflake',
    severityText: 'ERROR',
    body: 'Snowflake query 01b8c2a4-0602-2f11-0000-4d1a0003b29e failed',
    attributes: {
      'error.message':
        "SQL compilation error: error line 1 at position 18\ninvalid identifier 'LOYALTY_TIER'\nSELECT first_name, loyalty_tier FROM analytics.crm.members WHERE member_code = 'MBR-5521-ZZT' AND postcode = 'SW1A 2BQ'",
    },
    canaries: ['MBR-5521-ZZT', 'SW1A 2BQ'],
    keep: ['SQL compilation error', 'FROM analytics.crm.members', 'invalid identifier'],
  },
  {
    id: 'sql-022-snowflake-insert-note',
    family: 'snowflake',
    severityText: 'INFO',
    body: 'load step finished',
    attributes: {
      message:
        "Query 01b8c2a4-0000-4a11-0000-0001f2a1c9e6 succeeded in 4.2s, 1 row affected: INSERT INTO raw.support_notes (ticket_id, author, note) VALUES (3300414, 'agent.marguerite', 'customer reports charge from Lisbon hotel she never visited')",
    },
    canaries: ['3300414', 'agent.marguerite', 'customer reports charge from Lisbon hotel she never visited'],
    keep: ['succeeded in 4.2s', 'INSERT INTO raw.support_notes (ticket_id, author, note)', 'load step finished'],
  },
  {
    id: 'sql-023-bigquery-signature',
    family: 'bigquery',
    severityText: 'ERROR',
    body: 'BigQuery job failed',
    attributes: {
      'exception.message':
        "400 Query error: No matching signature for operator = for argument types: INT64, STRING. Supported signature: ANY = ANY at [1:47]\nQuery: SELECT * FROM `proj.sales.orders` WHERE order_id = 'ORD-77410293' AND coupon = 'WINTER-7F3A'",
    },
    canaries: ['ORD-77410293', 'WINTER-7F3A'],
    keep: ['No matching signature for operator', 'SELECT * FROM', 'proj.sales.orders', 'BigQuery job failed'],
  },
  {
    id: 'sql-024-bigquery-streaming-buffer',
    family: 'bigquery',
    severityText: 'ERROR',
    body: "Erasure request failed: DELETE FROM shop.customers WHERE email = 'zofia.wisniewska@wp.example' OR loyalty_card = 'LC-5500-2231-8874'",
    attributes: {
      'exception.message':
        'google.api_core.exceptions.BadRequest: 400 UPDATE or DELETE statement over table shop.customers would affect rows in the streaming buffer, which is not supported; reason: invalidQuery, location: query',
    },
    canaries: ['zofia.wisniewska@wp.example', 'LC-5500-2231-8874'],
    keep: ['would affect rows in the streaming buffer', 'Erasure request failed: DELETE FROM shop.customers WHERE email', 'reason: invalidQuery'],
  },
  {
    id: 'sql-025-trino-operator',
    family: 'trino',
    severityText: 'ERROR',
    body: "Trino query failed: SELECT visitor_id FROM hive.web.pageviews WHERE utm_campaign = 'retarget-lapsed-q4' AND visitor_id = 100488231",
    attributes: { 'exception.message': 'Query 20261130_114201_00231_x7k2p failed: line 1:71: Cannot apply operator: varchar = integer' },
    canaries: ['retarget-lapsed-q4', '100488231'],
    keep: ['Cannot apply operator: varchar = integer', 'FROM hive.web.pageviews', 'Trino query failed:'],
  },
  {
    id: 'sql-026-redshift-copy',
    family: 'redshift',
    severityText: 'ERROR',
    body: "Redshift COPY failed: COPY staging.partners FROM 's3://partner-feeds/acme/2026-11-30/partners.csv.gz' IAM_ROLE 'arn:aws:iam::412298810311:role/redshift-loader' CSV GZIP IGNOREHEADER 1",
    attributes: { 'exception.message': "Load into table 'partners' failed.  Check 'stl_load_errors' system table for details." },
    canaries: ['s3://partner-feeds/acme/2026-11-30/partners.csv.gz', 'arn:aws:iam::412298810311:role/redshift-loader'],
    keep: ['Redshift COPY failed: COPY staging.partners FROM', 'CSV GZIP IGNOREHEADER', "Check 'stl_load_errors' system table for details."],
  },
  {
    id: 'sql-027-duckdb-binder',
    family: 'duckdb',
    severityText: 'ERROR',
    body: 'notebook cell 14 raised',
    attributes: {
      'exception.type': 'duckdb.BinderException',
      'exception.message': `Binder Error: Referenced column "emial" not found in FROM clause!
Candidate bindings: "email", "name"
LINE 1: SELECT name FROM read_csv('/data/exports/patients_2026_11.csv') WHERE emial = 'h.takahashi@kyoto-u.example'
                                                                              ^`,
    },
    canaries: ['/data/exports/patients_2026_11.csv', 'h.takahashi@kyoto-u.example'],
    keep: ['Binder Error: Referenced column "emial" not found in FROM clause!', 'Candidate bindings', 'SELECT name FROM read_csv(', 'notebook cell 14 raised'],
  },
  // ───────────────────────────── SQLAlchemy ─────────────────────────────
  {
    id: 'sql-028-sqlalchemy-unique-dict',
    family: 'sqlalchemy-error',
    severityText: 'ERROR',
    body: 'signup failed',
    attributes: {
      'exception.type': 'sqlalchemy.exc.IntegrityError',
      'exception.message': `(psycopg2.errors.UniqueViolation) duplicate key value violates unique constraint "ix_users_email"
[SQL: INSERT INTO users (email, display_name, created_at) VALUES (%(email)s, %(display_name)s, %(created_at)s) RETURNING users.id]
[parameters: {'email': 'h.mwangi@outlook.example', 'display_name': 'Habiba Mwangi', 'created_at': datetime.datetime(2026, 11, 30, 9, 12, 4, 118203)}]
(Background on this error at: https://sqlalche.me/e/20/gkpj)`,
    },
    canaries: ['h.mwangi@outlook.example', 'Habiba Mwangi'],
    keep: ['(psycopg2.errors.UniqueViolation)', 'INSERT INTO users (email, display_name, created_at)', 'Background on this error at', 'ix_users_email'],
  },
  {
    id: 'sql-029-sqlalchemy-tuple-params',
    family: 'sqlalchemy-error',
    severityText: 'ERROR',
    body: `(pymysql.err.OperationalError) (1205, 'Lock wait timeout exceeded; try restarting transaction')
[SQL: UPDATE wallets SET balance = balance - %s WHERE wallet_id = %s AND owner_email = %s]
[parameters: (129.95, 'WLT-00482211', 'quentin.ashdown@example.net')]`,
    attributes: { 'exception.type': 'sqlalchemy.exc.OperationalError' },
    canaries: ['129.95', 'WLT-00482211', 'quentin.ashdown@example.net'],
    keep: ['Lock wait timeout exceeded; try restarting transaction', 'UPDATE wallets SET balance = balance - %s', '(pymysql.err.OperationalError)'],
  },
  {
    id: 'sql-030-sqlalchemy-echo',
    family: 'sqlalchemy-echo',
    severityText: 'INFO',
    body: `INFO sqlalchemy.engine.Engine SELECT accounts.id, accounts.owner FROM accounts WHERE accounts.api_key = ? AND accounts.region = ?
INFO sqlalchemy.engine.Engine [generated in 0.00031s] ('ak_live_4fT9wQ2mZr8Lp0sV', 'eu-central-1b')`,
    attributes: {},
    canaries: ['ak_live_4fT9wQ2mZr8Lp0sV', 'eu-central-1b'],
    keep: ['sqlalchemy.engine.Engine', 'generated in 0.00031s', 'FROM accounts WHERE accounts.api_key = ?'],
  },
  // ───────────────────────────── Django ─────────────────────────────
  {
    id: 'sql-031-django-select',
    family: 'django-db-backends',
    severityText: 'DEBUG',
    body: `(0.002) SELECT "shop_customer"."id", "shop_customer"."email" FROM "shop_customer" WHERE "shop_customer"."email" = 'pieter.dekker@ziggo.example' LIMIT 21; args=('pieter.dekker@ziggo.example',); alias=default`,
    attributes: { 'logger.name': 'django.db.backends' },
    canaries: ['pieter.dekker@ziggo.example'],
    keep: ['FROM "shop_customer"', 'alias=default', '(0.002)', 'django.db.backends'],
  },
  {
    id: 'sql-032-django-update',
    family: 'django-db-backends',
    severityText: 'DEBUG',
    body: `(0.011) UPDATE "billing_invoice" SET "status" = 'disputed-by-cardholder', "note" = 'customer says card was stolen on the 3rd' WHERE "billing_invoice"."number" = 2026114873; args=('disputed-by-cardholder', 'customer says card was stolen on the 3rd', 2026114873); alias=default`,
    attributes: { 'logger.name': 'django.db.backends' },
    canaries: ['disputed-by-cardholder', 'customer says card was stolen on the 3rd', '2026114873'],
    keep: ['UPDATE "billing_invoice" SET "status"', 'alias=default', '(0.011)'],
  },
  // ───────────────────────────── Rails ActiveRecord ─────────────────────────────
  {
    id: 'sql-033-rails-user-load',
    family: 'rails-activerecord',
    severityText: 'DEBUG',
    body: `  User Load (0.4ms)  SELECT "users".* FROM "users" WHERE "users"."email" = $1 LIMIT $2  [["email", "astrid.lindqvist@telia.example"], ["LIMIT", 1]]`,
    attributes: {},
    canaries: ['astrid.lindqvist@telia.example'],
    keep: ['User Load (0.4ms)', 'SELECT "users".* FROM "users" WHERE "users"."email" = $1 LIMIT $2'],
  },
  {
    id: 'sql-034-rails-update',
    family: 'rails-activerecord',
    severityText: 'DEBUG',
    body: `  Order Update (1.9ms)  UPDATE "orders" SET "shipping_address" = $1, "updated_at" = $2 WHERE "orders"."id" = $3  [["shipping_address", "Calle de Alcalá 221, 4º B, 28028 Madrid"], ["updated_at", "2026-11-30 10:41:07.552190"], ["id", 5530981]]`,
    attributes: {},
    canaries: ['Calle de Alcalá 221, 4º B, 28028 Madrid', '2026-11-30 10:41:07.552190', '5530981'],
    keep: ['Order Update (1.9ms)', 'UPDATE "orders" SET "shipping_address" = $1'],
  },
  {
    id: 'sql-035-rails-inline-ilike',
    family: 'rails-activerecord',
    severityText: 'DEBUG',
    body: `  Contact Load (3.2ms)  SELECT "contacts".* FROM "contacts" WHERE (notes ILIKE '%owes us for the van rental%') ORDER BY "contacts"."created_at" DESC`,
    attributes: {},
    canaries: ['owes us for the van rental'],
    keep: ['Contact Load (3.2ms)', 'FROM "contacts"', 'ORDER BY "contacts"."created_at" DESC'],
  },
  // ───────────────────────────── Sequelize ─────────────────────────────
  {
    id: 'sql-036-sequelize-select',
    family: 'sequelize',
    severityText: 'DEBUG',
    body: `Executing (default): SELECT "id", "firstName", "lastName", "phone" FROM "Patients" AS "Patient" WHERE "Patient"."lastName" = 'Oyelaran-Smith' AND "Patient"."dob" = '1984-07-19';`,
    attributes: {},
    canaries: ['Oyelaran-Smith', '1984-07-19'],
    keep: ['Executing (default):', 'FROM "Patients" AS "Patient"'],
  },
  {
    id: 'sql-037-sequelize-bulk-insert',
    family: 'sequelize',
    severityText: 'DEBUG',
    body: `Executing (default): INSERT INTO "Subscribers" ("id","email","source","createdAt","updatedAt") VALUES (DEFAULT,'yuki.tanabe@docomo.example','landing-page-blackfriday','2026-11-28 07:00:01.123 +00:00','2026-11-28 07:00:01.123 +00:00'),(DEFAULT,'r.castellanos@proton.example','landing-page-blackfriday','2026-11-28 07:00:01.123 +00:00','2026-11-28 07:00:01.123 +00:00') RETURNING "id";`,
    attributes: {},
    canaries: ['yuki.tanabe@docomo.example', 'r.castellanos@proton.example', 'landing-page-blackfriday'],
    keep: ['Executing (default):', 'INSERT INTO "Subscribers"', 'RETURNING "id"'],
  },
  // ───────────────────────────── TypeORM ─────────────────────────────
  {
    id: 'sql-038-typeorm-parameters',
    family: 'typeorm',
    severityText: 'DEBUG',
    body: `query: SELECT "Ticket"."id" AS "Ticket_id", "Ticket"."subject" AS "Ticket_subject" FROM "ticket" "Ticket" WHERE "Ticket"."assignee_email" = $1 AND "Ticket"."subject" ILIKE $2 -- PARAMETERS: ["oluwadamilare@helpdesk.example","%refund for order 7730012%"]`,
    attributes: {},
    canaries: ['oluwadamilare@helpdesk.example', 'refund for order 7730012'],
    keep: ['-- PARAMETERS:', 'FROM "ticket" "Ticket"', 'query: SELECT'],
  },
  {
    id: 'sql-039-typeorm-query-failed',
    family: 'typeorm',
    severityText: 'ERROR',
    body: `query failed: INSERT INTO "payout"("id", "iban", "beneficiary", "amount") VALUES (DEFAULT, $1, $2, $3) RETURNING "id" -- PARAMETERS: ["FR76 3000 6000 0112 3456 7890 189","Élodie Marchetti",1840.5]`,
    attributes: {
      'exception.type': 'QueryFailedError',
      'exception.message': 'null value in column "currency" of relation "payout" violates not-null constraint',
    },
    canaries: ['FR76 3000 6000 0112 3456 7890 189', 'Élodie Marchetti', '1840.5'],
    keep: ['query failed:', 'violates not-null constraint', 'INSERT INTO "payout"("id", "iban", "beneficiary", "amount")'],
  },
  // ───────────────────────────── Knex ─────────────────────────────
  {
    id: 'sql-040-knex-debug-bindings',
    family: 'knex',
    severityText: 'DEBUG',
    body: `knex:query {
  method: 'select',
  options: {},
  timeout: false,
  cancelOnTimeout: false,
  bindings: [ 'dana.whitfield@compass.example', 'trial_expired_grace', 1 ],
  __knexQueryUid: 'rT1x8kLq2vB0nYp4cZ7wA',
  sql: 'select "id", "plan" from "subscriptions" where "email" = ? and "state" = ? limit ?'
}`,
    attributes: {},
    canaries: ['dana.whitfield@compass.example', 'trial_expired_grace'],
    keep: ['__knexQueryUid', 'select "id", "plan" from "subscriptions" where "email" = ? and "state" = ?', 'cancelOnTimeout'],
  },
  {
    id: 'sql-041-knex-slow-inlined',
    family: 'knex',
    severityText: 'WARN',
    body: `Slow query (2310ms): update "profiles" set "bio" = 'Amateur beekeeper from Tromsø, ask me about propolis', "avatar_path" = '/uploads/avatars/u_66120934/orig.png' where "user_id" = 66120934`,
    attributes: {},
    canaries: ['Amateur beekeeper from Tromsø', '/uploads/avatars/u_66120934/orig.png', '66120934'],
    keep: ['Slow query (2310ms):', 'update "profiles" set "bio" =', '"avatar_path" =', 'where "user_id" ='],
  },
  // ───────────────────────────── Prisma ─────────────────────────────
  {
    id: 'sql-042-prisma-query-params',
    family: 'prisma',
    severityText: 'DEBUG',
    body: 'prisma:query SELECT "public"."User"."id", "public"."User"."email" FROM "public"."User" WHERE ("public"."User"."email" = $1 AND "public"."User"."tenantId" = $2) LIMIT $3 OFFSET $4',
    attributes: { 'app.debug': 'Params: ["farida.haddad@sahara-mail.example","tnt_9c2e71b04f",1,0]\nDuration: 3ms' },
    canaries: ['farida.haddad@sahara-mail.example', 'tnt_9c2e71b04f'],
    keep: ['prisma:query', 'FROM "public"."User"', 'Duration: 3ms', 'Params:'],
  },
  {
    id: 'sql-043-prisma-unique',
    family: 'prisma',
    severityText: 'ERROR',
    body: 'prisma:query INSERT INTO "public"."Order" ("externalRef","note","total") VALUES ($1,$2,$3) RETURNING "public"."Order"."id"\nParams: ["SHOP-ORD-1188204","gift wrap, no invoice in the box",74.9]',
    attributes: {
      'exception.message': 'Invalid `prisma.order.create()` invocation:\n\nUnique constraint failed on the fields: (`externalRef`)',
    },
    canaries: ['SHOP-ORD-1188204', 'gift wrap, no invoice in the box'],
    keep: ['Unique constraint failed on the fields', 'prisma:query INSERT INTO "public"."Order"', 'Params:'],
  },
  // ───────────────────────────── Hibernate ─────────────────────────────
  {
    id: 'sql-044-hibernate6-bind',
    family: 'hibernate',
    severityText: 'TRACE',
    body: `Hibernate: select p1_0.id,p1_0.email,p1_0.phone from patient p1_0 where p1_0.mrn=? and p1_0.clinic_id=?
2026-11-30 11:02:44.118 TRACE 1 --- [nio-8080-exec-4] org.hibernate.orm.jdbc.bind : binding parameter (1:VARCHAR) <- [MRN-20048817]
2026-11-30 11:02:44.118 TRACE 1 --- [nio-8080-exec-4] org.hibernate.orm.jdbc.bind : binding parameter (2:BIGINT) <- [3300917]`,
    attributes: {},
    canaries: ['MRN-20048817', '3300917'],
    keep: ['Hibernate: select p1_0.id,p1_0.email,p1_0.phone from patient p1_0 where p1_0.mrn=? and p1_0.clinic_id=?', 'org.hibernate.orm.jdbc.bind', 'binding parameter'],
  },
  {
    id: 'sql-045-hibernate5-basicbinder',
    family: 'hibernate',
    severityText: 'TRACE',
    body: `Hibernate: update customer set last_name=?, street=? where id=?
o.h.type.descriptor.sql.BasicBinder : binding parameter [1] as [VARCHAR] - [Kowalczyk-Brennan]
o.h.type.descriptor.sql.BasicBinder : binding parameter [2] as [VARCHAR] - [ul. Świętokrzyska 18/4, Warszawa]
o.h.type.descriptor.sql.BasicBinder : binding parameter [3] as [BIGINT] - [880412]`,
    attributes: {},
    canaries: ['Kowalczyk-Brennan', 'ul. Świętokrzyska 18/4, Warszawa', '880412'],
    keep: ['update customer set last_name=?, street=? where id=?', 'BasicBinder', 'as [VARCHAR]'],
  },
  {
    id: 'sql-046-hibernate-constraint-binds',
    family: 'hibernate',
    severityText: 'ERROR',
    body: `binding parameter (1:VARCHAR) <- [XMAS-GIFT-93KD]
binding parameter (2:BIGINT) <- [4410972]
binding parameter (3:INTEGER) <- [5000]`,
    attributes: {
      'exception.type': 'org.hibernate.exception.ConstraintViolationException',
      'exception.message':
        'could not execute statement [ERROR: duplicate key value violates unique constraint "uk_voucher_code"] [insert into voucher (code,owner_id,value_cents) values (?,?,?)]',
    },
    canaries: ['XMAS-GIFT-93KD', '4410972'],
    keep: ['could not execute statement', 'uk_voucher_code', 'insert into voucher (code,owner_id,value_cents) values (?,?,?)'],
  },
  // ───────────────────────────── MyBatis ─────────────────────────────
  {
    id: 'sql-047-mybatis-select',
    family: 'mybatis',
    severityText: 'DEBUG',
    body: `==>  Preparing: SELECT id, name, mobile FROM t_member WHERE mobile = ? AND name LIKE CONCAT('%', ?, '%')
==> Parameters: 13812345678(String), Zhang Xiaoming(String)
<==      Total: 1`,
    attributes: {},
    canaries: ['13812345678', 'Zhang Xiaoming'],
    keep: ['==>  Preparing:', 'FROM t_member WHERE mobile = ?', '<==      Total:'],
  },
  {
    id: 'sql-048-mybatis-update',
    family: 'mybatis',
    severityText: 'DEBUG',
    body: `==>  Preparing: UPDATE t_order SET remark = ?, status = ? WHERE order_no = ?
==> Parameters: 请在下午三点后派送(String), WAIT_PICKUP_B2(String), 202611300019283(String)
<==    Updates: 1`,
    attributes: {},
    canaries: ['请在下午三点后派送', 'WAIT_PICKUP_B2', '202611300019283'],
    keep: ['UPDATE t_order SET remark = ?, status = ? WHERE order_no = ?', '<==    Updates:', '==> Parameters:'],
  },
  // ───────────────────────────── GORM / pgx / database/sql ─────────────────────────────
  {
    id: 'sql-049-gorm-select',
    family: 'gorm',
    severityText: 'INFO',
    body: `2026/11/30 11:20:05 /app/internal/repo/user.go:57
[2.143ms] [rows:1] SELECT * FROM "users" WHERE email = 'tobias.grunwald@posteo.example' AND "users"."deleted_at" IS NULL ORDER BY "users"."id" LIMIT 1`,
    attributes: {},
    canaries: ['tobias.grunwald@posteo.example'],
    keep: ['/app/internal/repo/user.go:57', '[rows:1]', 'AND "users"."deleted_at" IS NULL'],
  },
  {
    id: 'sql-050-gorm-error',
    family: 'gorm',
    severityText: 'ERROR',
    body: `/app/internal/repo/coupon.go:112 ERROR: duplicate key value violates unique constraint "idx_coupons_code" (SQLSTATE 23505)
[1.882ms] [rows:0] INSERT INTO "coupons" ("code","campaign","discount_pct","created_at") VALUES ('SPRING-QK77-ZETA','referral-wave-3',15,'2026-11-30 11:21:09.004')`,
    attributes: {},
    canaries: ['SPRING-QK77-ZETA', 'referral-wave-3', '2026-11-30 11:21:09.004'],
    keep: ['(SQLSTATE 23505)', 'idx_coupons_code', 'INSERT INTO "coupons" ("code","campaign","discount_pct","created_at")'],
  },
  {
    id: 'sql-051-pgx-tracelog',
    family: 'pgx',
    severityText: 'INFO',
    body: 'Query sql="SELECT id FROM devices WHERE serial = $1 AND owner = $2" args=["SN-4C7A-99B1-0E2D","lucia.ferreira@terra.example"] time=812.4µs rowCount=1 pid=48122',
    attributes: {},
    canaries: ['SN-4C7A-99B1-0E2D', 'lucia.ferreira@terra.example'],
    keep: ['rowCount=1', 'SELECT id FROM devices WHERE serial = $1 AND owner = $2', 'time=812.4µs'],
  },
  {
    id: 'sql-052-pgx-exec-fk',
    family: 'pgx',
    severityText: 'ERROR',
    body: 'Exec failed sql="INSERT INTO shipments (tracking_no, carrier_id, recipient) VALUES ($1, $2, $3)" args=["1Z999AA10123456784", 88, "Mireille Toussaint"]',
    attributes: {
      'exception.message': 'ERROR: insert or update on table "shipments" violates foreign key constraint "shipments_carrier_id_fkey" (SQLSTATE 23503)',
    },
    canaries: ['1Z999AA10123456784', 'Mireille Toussaint'],
    keep: ['violates foreign key constraint', 'shipments_carrier_id_fkey', 'INSERT INTO shipments (tracking_no, carrier_id, recipient) VALUES ($1, $2, $3)'],
  },
  {
    id: 'sql-053-go-zap-json-line',
    family: 'go-database-sql',
    severityText: 'ERROR',
    body: `{"level":"error","ts":1764504201.2203,"caller":"store/refunds.go:88","msg":"exec failed","query":"UPDATE refunds SET status = 'manual_review_escalated', reviewer = 'Anselm Wickramasinghe' WHERE refund_id = 60031877","error":"pq: could not obtain lock on row in relation \\"refunds\\""}`,
    attributes: {},
    canaries: ['manual_review_escalated', 'Anselm Wickramasinghe', '60031877'],
    keep: ['"caller":"store/refunds.go:88"', '"msg":"exec failed"', 'could not obtain lock on row in relation', 'UPDATE refunds SET status'],
  },
  // ───────────────────────────── Laravel / Doctrine ─────────────────────────────
  {
    id: 'sql-054-laravel-query-log-object',
    family: 'laravel-query-log',
    severityText: 'DEBUG',
    body: {
      message: 'Query executed',
      query: 'select * from `bookings` where `guest_email` = ? and `checkin` >= ?',
      bindings: ['ines.carvalho@sapo.example', '2026-12-20'],
      time: 1.87,
    },
    attributes: {},
    canaries: ['ines.carvalho@sapo.example', '2026-12-20'],
    keep: ['Query executed', 'select * from `bookings` where `guest_email` = ? and `checkin` >= ?'],
  },
  {
    id: 'sql-055-laravel-query-exception',
    family: 'laravel-query-exception',
    severityText: 'ERROR',
    body: 'Illuminate\\Database\\QueryException',
    attributes: {
      'exception.type': 'Illuminate\\Database\\QueryException',
      'exception.message':
        "SQLSTATE[22001]: String data, right truncated: 1406 Data too long for column 'postcode' at row 1 (Connection: mysql, SQL: insert into `addresses` (`line1`, `city`, `postcode`, `user_id`) values (Flat 9 Harbour View Court, Penarth, CF64 1TT ext 4471, 3390218))",
    },
    canaries: ['Flat 9 Harbour View Court', 'Penarth', 'CF64 1TT ext 4471', '3390218'],
    keep: ['SQLSTATE[22001]: String data, right truncated', 'Connection: mysql', 'insert into `addresses`', 'Data too long for column'],
  },
  {
    id: 'sql-056-doctrine-with-params',
    family: 'doctrine-dbal',
    severityText: 'ERROR',
    body: 'Stock reservation failed',
    attributes: {
      'exception.type': 'Doctrine\\DBAL\\Exception\\DeadlockException',
      'exception.message':
        'An exception occurred while executing \'UPDATE stock SET qty = qty - ? WHERE sku = ?\' with params [3, "SKU-BIKE-HELM-M-RED"]:\n\nSQLSTATE[40001]: Serialization failure: 1213 Deadlock found when trying to get lock; try restarting transaction',
    },
    canaries: ['SKU-BIKE-HELM-M-RED'],
    keep: ['An exception occurred while executing', 'UPDATE stock SET qty = qty - ? WHERE sku = ?', 'Deadlock found when trying to get lock', 'with params'],
  },
  // ───────────────────────────── Ecto ─────────────────────────────
  {
    id: 'sql-057-ecto-query-ok',
    family: 'ecto',
    severityText: 'DEBUG',
    body: `[debug] QUERY OK source="users" db=1.4ms idle=803.2ms
SELECT u0."id", u0."email", u0."name" FROM "users" AS u0 WHERE (u0."email" = $1) ["sunniva.eide@online.example"]`,
    attributes: {},
    canaries: ['sunniva.eide@online.example'],
    keep: ['QUERY OK source="users"', 'FROM "users" AS u0 WHERE (u0."email" = $1)'],
  },
  {
    id: 'sql-058-ecto-query-error',
    family: 'ecto',
    severityText: 'ERROR',
    body: `[debug] QUERY ERROR source="payments" db=0.0ms queue=0.3ms idle=1021.7ms
INSERT INTO "payments" ("amount","reference","payer_name","inserted_at") VALUES ($1,$2,$3,$4) RETURNING "id" [Decimal.new("310.75"), "PAY-REF-77Q2-881", "Bartholomew Achebe", ~N[2026-11-30 12:01:44]]`,
    attributes: {},
    canaries: ['310.75', 'PAY-REF-77Q2-881', 'Bartholomew Achebe'],
    keep: ['QUERY ERROR source="payments"', 'INSERT INTO "payments" ("amount","reference","payer_name","inserted_at")'],
  },
  // ───────────────────────────── JDBC / Spring / jOOQ / Exposed ─────────────────────────────
  {
    id: 'sql-059-jdbc-batch',
    family: 'jdbc-batch',
    severityText: 'ERROR',
    body: 'audit flush failed',
    attributes: {
      'exception.type': 'java.sql.BatchUpdateException',
      'exception.stacktrace': `java.sql.BatchUpdateException: Batch entry 2 INSERT INTO audit_events (actor_email, action, detail) VALUES ('gunnar.holm@firma.example', 'EXPORT_LEDGER', 'exported ledger 2026-Q3 to /mnt/share/finance/ledger_q3_final.xlsx') was aborted: ERROR: value too long for type character varying(64)  Call getNextException to see other errors in the batch.
	at org.postgresql.jdbc.BatchResultHandler.handleError(BatchResultHandler.java:165)
	at org.postgresql.core.v3.QueryExecutorImpl.processResults(QueryExecutorImpl.java:2413)
	at com.acme.audit.AuditWriter.flush(AuditWriter.java:77)`,
    },
    canaries: ['gunnar.holm@firma.example', 'EXPORT_LEDGER', 'exported ledger 2026-Q3', '/mnt/share/finance/ledger_q3_final.xlsx'],
    keep: ['java.sql.BatchUpdateException: Batch entry 2', 'value too long for type character varying(64)', 'Call getNextException to see other errors in the batch', 'AuditWriter.java:77'],
  },
  {
    id: 'sql-060-spring-jdbctemplate',
    family: 'spring-jdbc',
    severityText: 'DEBUG',
    body: "o.s.jdbc.core.JdbcTemplate : Executing SQL update [UPDATE members SET tier = 'GOLD_RETAINED_2026', referral_note = 'referred by Ottoline Faversham at the Leeds meetup' WHERE member_id = 5120077]",
    attributes: {},
    canaries: ['GOLD_RETAINED_2026', 'referred by Ottoline Faversham at the Leeds meetup', '5120077'],
    keep: ['o.s.jdbc.core.JdbcTemplate', 'Executing SQL update [UPDATE members SET tier', 'WHERE member_id'],
  },
  {
    id: 'sql-061-spring-statementcallback',
    family: 'spring-jdbc',
    severityText: 'ERROR',
    body: 'client registration failed',
    attributes: {
      'exception.type': 'org.springframework.dao.DataIntegrityViolationException',
      'exception.message':
        "StatementCallback; SQL [INSERT INTO api_clients (client_id, client_secret, owner) VALUES ('cli_7Gm2Pq', 'csec_9vR4tY1uE8wQ3zL6', 'integrations@northwind-partners.example')]; Data truncation: Data too long for column 'client_secret' at row 1",
    },
    canaries: ['cli_7Gm2Pq', 'csec_9vR4tY1uE8wQ3zL6', 'integrations@northwind-partners.example'],
    keep: ['StatementCallback; SQL [INSERT INTO api_clients (client_id, client_secret, owner)', 'Data too long for column', 'client registration failed'],
  },
  {
    id: 'sql-062-jooq-bind-values',
    family: 'jooq',
    severityText: 'DEBUG',
    body: `org.jooq.tools.LoggerListener : Executing query          : select "public"."booking"."id" from "public"."booking" where "public"."booking"."guest_phone" = ?
org.jooq.tools.LoggerListener : -> with bind values      : select "public"."booking"."id" from "public"."booking" where "public"."booking"."guest_phone" = '+1 (312) 555-0187'`,
    attributes: {},
    canaries: ['+1 (312) 555-0187'],
    keep: ['Executing query', '-> with bind values', 'from "public"."booking" where "public"."booking"."guest_phone" = ?'],
  },
  {
    id: 'sql-063-exposed-kotlin',
    family: 'exposed',
    severityText: 'DEBUG',
    body: "DEBUG Exposed - SELECT VOTERS.ID, VOTERS.FULL_NAME FROM VOTERS WHERE (VOTERS.DISTRICT = 'North Ridge Ward 7') AND (VOTERS.FULL_NAME LIKE 'Abernethy-Ruiz%')",
    attributes: {},
    canaries: ['North Ridge Ward 7', 'Abernethy-Ruiz'],
    keep: ['DEBUG Exposed', 'SELECT VOTERS.ID, VOTERS.FULL_NAME FROM VOTERS'],
  },
  // ───────────────────────────── EF Core ─────────────────────────────
  {
    id: 'sql-064-efcore-executed',
    family: 'efcore',
    severityText: 'INFO',
    body: `Executed DbCommand (14ms) [Parameters=[@__email_0='ravindra.pillai@kerala-net.example' (Size = 256), @__tenant_1='tn-66a0c2f1'], CommandType='Text', CommandTimeout='30']
SELECT TOP(1) [c].[Id], [c].[Email], [c].[FullName]
FROM [Customers] AS [c]
WHERE [c].[Email] = @__email_0 AND [c].[TenantId] = @__tenant_1`,
    attributes: { 'logger.name': 'Microsoft.EntityFrameworkCore.Database.Command' },
    canaries: ['ravindra.pillai@kerala-net.example', 'tn-66a0c2f1'],
    keep: ['Executed DbCommand (14ms)', "CommandType='Text'", 'FROM [Customers] AS [c]', 'WHERE [c].[Email] = @__email_0 AND [c].[TenantId] = @__tenant_1'],
  },
  {
    id: 'sql-065-efcore-failed',
    family: 'efcore',
    severityText: 'ERROR',
    body: `Failed executing DbCommand (7ms) [Parameters=[@p0='Bestellung bitte beim Nachbarn Hr. Szymański abgeben' (Size = 4000), @p1='2026-12-02T00:00:00.0000000', @p2='70022913'], CommandType='Text', CommandTimeout='30']
SET IMPLICIT_TRANSACTIONS OFF;
SET NOCOUNT ON;
UPDATE [Deliveries] SET [Instructions] = @p0, [ScheduledFor] = @p1
OUTPUT 1
WHERE [Id] = @p2;`,
    attributes: {
      'exception.message':
        "Cannot insert the value NULL into column 'Carrier', table 'ShopDb.dbo.Deliveries'; column does not allow nulls. UPDATE fails.",
    },
    canaries: ['bitte beim Nachbarn Hr. Szymański abgeben', '2026-12-02T00:00:00.0000000', '70022913'],
    keep: ['Failed executing DbCommand (7ms)', 'UPDATE [Deliveries] SET [Instructions] = @p0, [ScheduledFor] = @p1', 'SET NOCOUNT ON;', 'column does not allow nulls'],
  },
  // ───────────────────────────── Migrations ─────────────────────────────
  {
    id: 'sql-066-flyway',
    family: 'flyway',
    severityText: 'ERROR',
    body: 'Flyway migrate failed',
    attributes: {
      'exception.message': `Migration V42__seed_admin.sql failed
-------------------------------------
SQL State  : 23505
Error Code : 0
Message    : ERROR: duplicate key value violates unique constraint "admins_pkey"
Location   : db/migration/V42__seed_admin.sql (/app/db/migration/V42__seed_admin.sql)
Line       : 3
Statement  : INSERT INTO admins (id, email, password_hash) VALUES (1, 'root-ops@intranet.example', '$2b$12$Qm7uXcV1eT9pLk2rZs8NfO5yW3aHj6bD0gE4iK1oPq')`,
    },
    canaries: ['root-ops@intranet.example', '$2b$12$Qm7uXcV1eT9pLk2rZs8NfO5yW3aHj6bD0gE4iK1oPq'],
    keep: ['Migration V42__seed_admin.sql failed', 'SQL State  : 23505', 'admins_pkey', 'INSERT INTO admins (id, email, password_hash)'],
  },
  {
    id: 'sql-067-liquibase',
    family: 'liquibase',
    severityText: 'ERROR',
    body: 'Liquibase update failed',
    attributes: {
      'exception.message':
        "liquibase.exception.DatabaseException: ERROR: relation \"feature_flags\" does not exist [Failed SQL: (0) UPDATE public.feature_flags SET rollout_note = 'enable for pilot clinic Ashgrove Family Practice only' WHERE flag_key = 'ff_ehr_export_v2']",
    },
    canaries: ['enable for pilot clinic Ashgrove Family Practice only', 'ff_ehr_export_v2'],
    keep: ['liquibase.exception.DatabaseException', 'relation "feature_flags" does not exist', 'Failed SQL: (0) UPDATE public.feature_flags SET rollout_note'],
  },
  // ───────────────────────────── Data pipelines ─────────────────────────────
  {
    id: 'sql-068-dbt-database-error',
    family: 'dbt',
    severityText: 'ERROR',
    body: `12:04:11  Database Error in model stg_refunds (models/staging/stg_refunds.sql)
  column "refund_reason" does not exist
  LINE 4:     where refund_reason = 'chargeback-fraud-suspected'
                    ^
  compiled Code at target/run/shop/models/staging/stg_refunds.sql`,
    attributes: {},
    canaries: ['chargeback-fraud-suspected'],
    keep: ['Database Error in model stg_refunds', 'column "refund_reason" does not exist', 'compiled Code at target/run/shop/models/staging/stg_refunds.sql'],
  },
  {
    id: 'sql-069-dbt-debug-view',
    family: 'dbt',
    severityText: 'DEBUG',
    body: `12:04:09.118812 [debug] [Thread-1 (]: On model.shop.fct_vip_customers: /* {"app": "dbt", "profile_name": "shop", "target_name": "prod", "node_id": "model.shop.fct_vip_customers"} */
  create or replace view "analytics"."marts"."fct_vip_customers" as (
    select customer_id, lifetime_value
    from "analytics"."marts"."dim_customers"
    where lifetime_value > 25000
      and segment in ('platinum-legacy', 'whale-tier-x')
  );`,
    attributes: {},
    canaries: ['platinum-legacy', 'whale-tier-x'],
    keep: ['On model.shop.fct_vip_customers', 'create or replace view "analytics"."marts"."fct_vip_customers"', 'from "analytics"."marts"."dim_customers"'],
  },
  {
    id: 'sql-070-airflow-running-statement',
    family: 'airflow',
    severityText: 'INFO',
    body: `[2026-11-30, 02:00:14 UTC] {sql.py:509} INFO - Running statement: DELETE FROM staging.leads WHERE source_file = 's3://crm-drop/2026-11-29/leads_batch_0417.csv' AND loaded_by = 'svc-ingest-night', parameters: None
[2026-11-30, 02:00:15 UTC] {sql.py:518} INFO - Rows affected: 1822`,
    attributes: {},
    canaries: ['s3://crm-drop/2026-11-29/leads_batch_0417.csv', 'svc-ingest-night'],
    keep: ['{sql.py:509} INFO - Running statement:', 'DELETE FROM staging.leads WHERE source_file', 'parameters: None', 'Rows affected: 1822'],
  },
  {
    id: 'sql-071-airflow-dict-parameters',
    family: 'airflow',
    severityText: 'INFO',
    body: "[2026-11-30, 03:15:02 UTC] {sql.py:509} INFO - Running statement: UPDATE crm.contacts SET opted_out = true WHERE email = %(email)s AND list_id = %(list_id)s, parameters: {'email': 'beatriz.nunes@correio.example', 'list_id': 'LST-0091-NEWS'}",
    attributes: {},
    canaries: ['beatriz.nunes@correio.example', 'LST-0091-NEWS'],
    keep: ['Running statement: UPDATE crm.contacts SET opted_out', 'WHERE email = %(email)s AND list_id = %(list_id)s', 'parameters:'],
  },
  // ───────────────────────────── Text-to-SQL / data-analysis agents ─────────────────────────────
  {
    id: 'sql-072-agent-generated-sql',
    family: 'text-to-sql-agent',
    severityText: 'INFO',
    body: 'agent step 3: execute_sql',
    attributes: {
      'app.debug':
        "Running generated SQL: SELECT customer_name, SUM(amount) AS spend FROM sales WHERE region = 'Nordics-East' AND customer_name LIKE '%Haugland%' AND sale_date BETWEEN '2026-07-01' AND '2026-09-30' GROUP BY customer_name ORDER BY spend DESC LIMIT 10",
    },
    canaries: ['Nordics-East', 'Haugland', '2026-07-01', '2026-09-30'],
    keep: ['Running generated SQL:', 'GROUP BY customer_name ORDER BY spend DESC', 'SUM(amount) AS spend FROM sales', 'agent step 3: execute_sql'],
  },
  {
    id: 'sql-073-agent-tool-call-json',
    family: 'text-to-sql-agent',
    severityText: 'INFO',
    body: 'tool result received',
    attributes: {
      'log.message':
        'Tool call execute_sql finished in 842ms: {"sql": "SELECT ticket_id, body FROM support_tickets WHERE requester_email = \'amara.okafor@lagosmail.example\' AND body ILIKE \'%password reset loop%\'", "rows": 3}',
    },
    canaries: ['amara.okafor@lagosmail.example', 'password reset loop'],
    keep: ['Tool call execute_sql finished in 842ms', 'SELECT ticket_id, body FROM support_tickets WHERE requester_email', '"rows": 3'],
  },
  {
    id: 'sql-074-agent-pretty-cte',
    family: 'text-to-sql-agent',
    severityText: 'INFO',
    body: `Executing query generated for question "which accounts churned after the price change?":
WITH churned AS (
    SELECT account_id, churned_at
    FROM subscriptions
    WHERE status = 'cancelled_price_objection'
      AND churned_at >= '2026-03-15'
)
SELECT a.account_id, a.company_name
FROM accounts a
JOIN churned c ON c.account_id = a.account_id
WHERE a.account_manager = 'Priyanka Raghunathan'`,
    attributes: {},
    canaries: ['cancelled_price_objection', '2026-03-15', 'Priyanka Raghunathan'],
    keep: ['which accounts churned after the price change?', 'WITH churned AS (', 'JOIN churned c ON c.account_id = a.account_id', 'SELECT a.account_id, a.company_name'],
  },
  // ───────────────────────────── JSON text and structured bodies ─────────────────────────────
  {
    id: 'sql-075-json-error-report',
    family: 'json-error-report',
    severityText: 'ERROR',
    body: 'checkout error report attached',
    attributes: {
      'exception.message':
        '{"service":"checkout","error":"QueryFailedError","query":"UPDATE carts SET promo_code = \'BLACKFRI-99XZ\', gift_message = \'Happy birthday Genevieve, love from Aunt Rosalind\' WHERE cart_id = 91120455","driverError":{"code":"40P01","message":"deadlock detected"}}',
    },
    canaries: ['BLACKFRI-99XZ', 'Happy birthday Genevieve, love from Aunt Rosalind', '91120455'],
    keep: ['QueryFailedError', 'deadlock detected', 'UPDATE carts SET promo_code', '"service":"checkout"'],
  },
  {
    id: 'sql-076-structured-mysql2-error',
    family: 'structured-body',
    severityText: 'ERROR',
    body: {
      event: 'db_error',
      error: {
        code: 'ER_DATA_TOO_LONG',
        errno: 1406,
        sqlState: '22001',
        sqlMessage: "Data too long for column 'bio' at row 1",
        sql: "INSERT INTO `profiles` (`user_id`, `bio`) VALUES (7710023, 'Retired ferry captain, now restoring clinker boats in Mandal')",
      },
    },
    attributes: {},
    canaries: ['7710023', 'Retired ferry captain, now restoring clinker boats in Mandal'],
    keep: ['ER_DATA_TOO_LONG', 'Data too long for column', 'INSERT INTO `profiles` (`user_id`, `bio`)'],
  },
  {
    id: 'sql-077-structured-slow-query',
    family: 'structured-body',
    severityText: 'WARN',
    body: {
      msg: 'slow query detected',
      detail: "SELECT * FROM loans WHERE borrower_ssn_last4 = '7719' AND borrower_name = 'Cassius Ferreira-Lund' AND loan_no = 'LN-20261130-0042'",
      elapsed_ms: 5402,
      host: 'db-replica-2',
    },
    attributes: {},
    canaries: ['Cassius Ferreira-Lund', 'LN-20261130-0042'],
    keep: ['slow query detected', 'SELECT * FROM loans WHERE borrower_ssn_last4', 'db-replica-2'],
  },
  {
    id: 'sql-078-node-pg-json-values',
    family: 'node-postgres',
    severityText: 'ERROR',
    body: 'request failed',
    attributes: {
      message:
        '[db] query error {"text":"SELECT * FROM invoices WHERE customer_email = $1 AND total > $2","values":["solveig.brekke@epost.example",1999.99],"error":"canceling statement due to statement timeout"}',
    },
    canaries: ['solveig.brekke@epost.example', '1999.99'],
    keep: ['canceling statement due to statement timeout', 'SELECT * FROM invoices WHERE customer_email = $1 AND total > $2', '[db] query error'],
  },
  // ───────────────────────────── Python drivers ─────────────────────────────
  {
    id: 'sql-079-psycopg2-line-echo',
    family: 'psycopg2',
    severityText: 'ERROR',
    body: 'member lookup failed',
    attributes: {
      'exception.type': 'psycopg2.errors.SyntaxError',
      'exception.message': "syntax error at or near \"FORM\"\nLINE 1: SELECT email FORM members WHERE nickname = 'moonlit_heron_77'\n                     ^",
    },
    canaries: ['moonlit_heron_77'],
    keep: ['syntax error at or near "FORM"', 'SELECT email FORM members WHERE nickname', 'LINE 1:', 'member lookup failed'],
  },
  {
    id: 'sql-080-asyncpg-args',
    family: 'asyncpg',
    severityText: 'ERROR',
    body: 'address save failed',
    attributes: {
      'error.message':
        "Query failed: INSERT INTO addresses(user_id, line1, city) VALUES($1, $2, $3) args=(40091182, '17 Rue des Tanneurs', 'Strasbourg-Neudorf')",
      'exception.message': 'null value in column "country" of relation "addresses" violates not-null constraint',
    },
    canaries: ['40091182', '17 Rue des Tanneurs', 'Strasbourg-Neudorf'],
    keep: ['violates not-null constraint', 'INSERT INTO addresses(user_id, line1, city) VALUES($1, $2, $3)', 'Query failed:'],
  },
  {
    id: 'sql-081-peewee-like',
    family: 'peewee',
    severityText: 'DEBUG',
    body: `('SELECT "t1"."id", "t1"."handle" FROM "creator" AS "t1" WHERE ("t1"."handle" LIKE ?)', ['%velvetfoxstudio%'])`,
    attributes: { 'logger.name': 'peewee' },
    canaries: ['velvetfoxstudio'],
    keep: ['FROM "creator" AS "t1"', 'WHERE ("t1"."handle" LIKE ?)'],
  },
  // ───────────────────────────── Statement shapes: upsert, merge, IN lists ─────────────────────────────
  {
    id: 'sql-082-pg-on-conflict',
    family: 'app-upsert',
    severityText: 'WARN',
    body: "upsert failed after 3 retries: INSERT INTO device_tokens (user_id, platform, push_token) VALUES (2204871, 'ios', 'apns_5d0c8e2f7a91b4c6e3d8') ON CONFLICT (user_id, platform) DO UPDATE SET push_token = EXCLUDED.push_token, updated_at = now()",
    attributes: { 'exception.message': 'could not serialize access due to concurrent update' },
    canaries: ['2204871', 'apns_5d0c8e2f7a91b4c6e3d8'],
    keep: ['upsert failed after 3 retries', 'ON CONFLICT (user_id, platform) DO UPDATE SET push_token = EXCLUDED.push_token', 'could not serialize access due to concurrent update'],
  },
  {
    id: 'sql-083-merge-into',
    family: 'app-merge',
    severityText: 'ERROR',
    body: `MERGE step failed for batch 7781:
MERGE INTO dim_supplier AS t
USING (SELECT 'SUP-004417' AS supplier_code, 'Kettleby & Sons Fasteners Ltd' AS supplier_name, 'GB293817004' AS vat_no) AS s
ON t.supplier_code = s.supplier_code
WHEN MATCHED THEN UPDATE SET t.supplier_name = s.supplier_name, t.vat_no = s.vat_no
WHEN NOT MATCHED THEN INSERT (supplier_code, supplier_name, vat_no) VALUES (s.supplier_code, s.supplier_name, s.vat_no);`,
    attributes: {},
    canaries: ['SUP-004417', 'Kettleby & Sons Fasteners Ltd', 'GB293817004'],
    keep: ['MERGE step failed for batch 7781', 'MERGE INTO dim_supplier AS t', 'WHEN MATCHED THEN UPDATE SET t.supplier_name = s.supplier_name', 'WHEN NOT MATCHED THEN INSERT (supplier_code, supplier_name, vat_no)'],
  },
  {
    id: 'sql-084-in-list-emails',
    family: 'app-in-list',
    severityText: 'WARN',
    body: "Bulk lookup took 1.8s: SELECT id, email FROM users WHERE email IN ('n.achterberg@kpn.example', 's.vos@xs4all.example', 'm.dijkstra@hetnet.example')",
    attributes: {},
    canaries: ['n.achterberg@kpn.example', 's.vos@xs4all.example', 'm.dijkstra@hetnet.example'],
    keep: ['Bulk lookup took 1.8s', 'SELECT id, email FROM users WHERE email IN ('],
  },
  {
    id: 'sql-085-in-list-numbers-delete',
    family: 'app-in-list',
    severityText: 'INFO',
    body: 'purge job finished',
    attributes: {
      'app.debug': "Purge job removed 3 rows: delete from order_items where order_id in (88120345, 88120346, 88120391) and sku = 'SKU-TEA-EARLGREY-250G'",
    },
    canaries: ['88120345', '88120346', '88120391', 'SKU-TEA-EARLGREY-250G'],
    keep: ['Purge job removed 3 rows', 'delete from order_items where order_id in', 'purge job finished'],
  },

  // ───────────────────────────── B) negatives: nothing to mask ─────────────────────────────
  {
    id: 'sql-086-neg-chat-select-plan',
    family: 'neg-prose',
    severityText: 'INFO',
    body: "Please select the plan from the dropdown where it says 'Premium' and then click Continue.",
    attributes: { 'chat.channel': 'support-widget' },
    canaries: [],
    keep: ["Please select the plan from the dropdown where it says 'Premium' and then click Continue."],
  },
  {
    id: 'sql-087-neg-update-status-set',
    family: 'neg-prose',
    severityText: 'INFO',
    body: "Update the status set for 'urgent' tickets before Friday's standup, otherwise the dashboard shows stale counts.",
    attributes: {},
    canaries: [],
    keep: ["Update the status set for 'urgent' tickets before Friday's standup, otherwise the dashboard shows stale counts."],
  },
  {
    id: 'sql-088-neg-delete-insert-deck',
    family: 'neg-prose',
    severityText: 'INFO',
    body: "Tip: delete from your list any item you don't need, then insert into the deck the 3 slides from Q4.",
    attributes: {},
    canaries: [],
    keep: ["Tip: delete from your list any item you don't need, then insert into the deck the 3 slides from Q4."],
  },
  {
    id: 'sql-089-neg-support-chat-attr',
    family: 'neg-support-chat',
    severityText: 'INFO',
    body: 'chat message received',
    attributes: {
      message:
        "Hi, I tried to update my shipping option from 'Standard' to 'Express' but the form says 'invalid value'. Can you select the right one for me? Order is from last week.",
    },
    canaries: [],
    keep: [
      'chat message received',
      "Hi, I tried to update my shipping option from 'Standard' to 'Express' but the form says 'invalid value'. Can you select the right one for me? Order is from last week.",
    ],
  },
  {
    id: 'sql-090-neg-german-jargon',
    family: 'neg-prose-de',
    severityText: 'INFO',
    body: "Bitte das Select-Feld 'Land' auf 'Österreich' setzen und danach auf Update klicken, sonst wird nichts gespeichert.",
    attributes: {},
    canaries: [],
    keep: ["Bitte das Select-Feld 'Land' auf 'Österreich' setzen und danach auf Update klicken, sonst wird nichts gespeichert."],
  },
  {
    id: 'sql-091-neg-french-jargon',
    family: 'neg-prose-fr',
    severityText: 'INFO',
    body: "Faites un select sur la colonne « statut », puis un update des lignes où c'est vide ; ne faites pas de delete from la table principale.",
    attributes: {},
    canaries: [],
    keep: ["Faites un select sur la colonne « statut », puis un update des lignes où c'est vide ; ne faites pas de delete from la table principale."],
  },
  {
    id: 'sql-092-neg-spanish-prose',
    family: 'neg-prose-es',
    severityText: 'INFO',
    body: "Selecciona la opción 'Anual' donde dice Plan, luego haz clic en Actualizar y borra de la lista los productos que ya no uses.",
    attributes: {},
    canaries: [],
    keep: ["Selecciona la opción 'Anual' donde dice Plan, luego haz clic en Actualizar y borra de la lista los productos que ya no uses."],
  },
  {
    id: 'sql-093-neg-japanese-prose',
    family: 'neg-prose-ja',
    severityText: 'WARN',
    body: 'SELECT 文の WHERE 句でエラーが出ました。5 秒後に再試行します。',
    attributes: {},
    canaries: [],
    keep: ['SELECT 文の WHERE 句でエラーが出ました。', '5 秒後に再試行します。'],
  },
  {
    id: 'sql-094-neg-placeholders-mixed',
    family: 'neg-placeholders',
    severityText: 'DEBUG',
    body: 'Prepared statement cached: SELECT * FROM users WHERE id = $1 AND org = ?',
    attributes: {},
    canaries: [],
    keep: ['Prepared statement cached: SELECT * FROM users WHERE id = $1 AND org = ?'],
  },
  {
    id: 'sql-095-neg-named-placeholders',
    family: 'neg-placeholders',
    severityText: 'DEBUG',
    body: 'Executing named query findByEmail: SELECT id FROM accounts WHERE email = :email AND status = :status',
    attributes: {},
    canaries: [],
    keep: ['Executing named query findByEmail: SELECT id FROM accounts WHERE email = :email AND status = :status'],
  },
  {
    id: 'sql-096-neg-pyformat-placeholders',
    family: 'neg-placeholders',
    severityText: 'DEBUG',
    body: 'INSERT INTO events (kind, payload, created_by) VALUES (%(kind)s, %(payload)s, %(created_by)s) RETURNING id',
    attributes: { 'logger.name': 'app.events.store' },
    canaries: [],
    keep: ['INSERT INTO events (kind, payload, created_by) VALUES (%(kind)s, %(payload)s, %(created_by)s) RETURNING id', 'app.events.store'],
  },
  {
    id: 'sql-097-neg-at-placeholders',
    family: 'neg-placeholders',
    severityText: 'DEBUG',
    body: 'SELECT TOP(1) [u].[Id], [u].[Email] FROM [Users] AS [u] WHERE [u].[Email] = @p0 AND [u].[TenantId] = @p1',
    attributes: {},
    canaries: [],
    keep: ['SELECT TOP(1) [u].[Id], [u].[Email] FROM [Users] AS [u] WHERE [u].[Email] = @p0 AND [u].[TenantId] = @p1'],
  },
  {
    id: 'sql-098-neg-already-sanitized',
    family: 'neg-sanitized',
    severityText: 'WARN',
    body: 'slow query (1203 ms): SELECT * FROM orders WHERE email = ? AND created_at > ? ORDER BY created_at DESC',
    attributes: {},
    canaries: [],
    keep: ['slow query (1203 ms): SELECT * FROM orders WHERE email = ? AND created_at > ? ORDER BY created_at DESC'],
  },
  {
    id: 'sql-099-neg-top-queries',
    family: 'neg-sanitized',
    severityText: 'INFO',
    body: 'top query by total_time (calls=88213, mean=4.1ms): UPDATE carts SET updated_at = now() WHERE id = $1',
    attributes: {},
    canaries: [],
    keep: ['top query by total_time (calls=88213, mean=4.1ms): UPDATE carts SET updated_at = now() WHERE id = $1'],
  },
  {
    id: 'sql-100-neg-keywords-in-identifiers',
    family: 'neg-identifiers',
    severityText: 'INFO',
    body: '[select-service] worker update_scheduler started; from_queue=orders.insert, where_clause_builder=v2, delete_after=7d',
    attributes: { 'code.function': 'insertIntoOutbox' },
    canaries: [],
    keep: ['[select-service] worker update_scheduler started; from_queue=orders.insert, where_clause_builder=v2, delete_after=7d', 'insertIntoOutbox'],
  },
  {
    id: 'sql-101-neg-replicas-apostrophes',
    family: 'neg-ops-log',
    severityText: 'WARN',
    body: "Couldn't select from 3 replicas, it's retrying in 5s",
    attributes: { 'exception.message': "replica 'pg-east-2' didn't answer within 2000 ms; won't update the routing table until it's back" },
    canaries: [],
    keep: ["Couldn't select from 3 replicas, it's retrying in 5s", "replica 'pg-east-2' didn't answer within 2000 ms; won't update the routing table until it's back"],
  },
  {
    id: 'sql-102-neg-markdown-doc',
    family: 'neg-docs',
    severityText: 'INFO',
    body: `## Finding inactive users

To find inactive users, select the rows from the users table where last_login is older than 90 days, then update their status to 'dormant'.
Don't delete from the table directly; use the archive job instead.`,
    attributes: {},
    canaries: [],
    keep: [
      '## Finding inactive users',
      "To find inactive users, select the rows from the users table where last_login is older than 90 days, then update their status to 'dormant'.",
      "Don't delete from the table directly; use the archive job instead.",
    ],
  },
  {
    id: 'sql-103-neg-cli-help',
    family: 'neg-cli-help',
    severityText: 'INFO',
    body: `Usage: dbtool query [options]
  --from <table>     source table name
  --where <expr>     filter expression applied after SELECT
  --limit <n>        maximum rows to return (default: 100)
  --format <fmt>     one of: table, csv, json
Example:
  dbtool query --from users --limit 20 --format csv`,
    attributes: {},
    canaries: [],
    keep: [
      'Usage: dbtool query [options]',
      '--from <table>     source table name',
      '--where <expr>     filter expression applied after SELECT',
      '--limit <n>        maximum rows to return (default: 100)',
      '--format <fmt>     one of: table, csv, json',
      'dbtool query --from users --limit 20 --format csv',
    ],
  },
  {
    id: 'sql-104-neg-metrics-line',
    family: 'neg-ops-log',
    severityText: 'INFO',
    body: 'Inserted 1,204 rows into staging in 3.2s; 0 updates, 12 deletes from archive queue',
    attributes: {},
    canaries: [],
    keep: ['Inserted 1,204 rows into staging in 3.2s; 0 updates, 12 deletes from archive queue'],
  },
  {
    id: 'sql-105-neg-knex-placeholders',
    family: 'neg-placeholders',
    severityText: 'DEBUG',
    body: 'knex:query select "id" from "users" where "email" = ? limit ? undefined',
    attributes: {},
    canaries: [],
    keep: ['knex:query select "id" from "users" where "email" = ? limit ? undefined'],
  },
  {
    id: 'sql-106-neg-hibernate-no-binds',
    family: 'neg-placeholders',
    severityText: 'DEBUG',
    body: 'Hibernate: insert into audit_log (actor_id,action,created_at) values (?,?,?)',
    attributes: {},
    canaries: [],
    keep: ['Hibernate: insert into audit_log (actor_id,action,created_at) values (?,?,?)'],
  },
  {
    id: 'sql-107-neg-ddl-migration',
    family: 'neg-ddl',
    severityText: 'INFO',
    body: 'Applying migration 0042_add_index: CREATE INDEX CONCURRENTLY idx_orders_customer ON orders (customer_id, created_at)',
    attributes: {},
    canaries: [],
    keep: ['Applying migration 0042_add_index: CREATE INDEX CONCURRENTLY idx_orders_customer ON orders (customer_id, created_at)'],
  },
  {
    id: 'sql-108-neg-explain-plan',
    family: 'neg-explain',
    severityText: 'DEBUG',
    body: `Index Scan using orders_pkey on orders  (cost=0.29..8.31 rows=1 width=48)
  Index Cond: (id = $1)`,
    attributes: {},
    canaries: [],
    keep: ['Index Scan using orders_pkey on orders  (cost=0.29..8.31 rows=1 width=48)', 'Index Cond: (id = $1)'],
  },
  {
    id: 'sql-109-neg-llm-question',
    family: 'neg-llm-prompt',
    severityText: 'INFO',
    body: 'user prompt logged',
    attributes: {
      'log.message': "Can you explain what a LEFT JOIN does and when I'd use it instead of a WHERE EXISTS subquery?",
    },
    canaries: [],
    keep: ['user prompt logged', "Can you explain what a LEFT JOIN does and when I'd use it instead of a WHERE EXISTS subquery?"],
  },
  {
    id: 'sql-110-neg-oracle-cancel-trace',
    family: 'neg-stacktrace',
    severityText: 'ERROR',
    body: 'report query cancelled by user',
    attributes: {
      'exception.stacktrace': `java.sql.SQLTimeoutException: ORA-01013: user requested cancel of current operation
	at oracle.jdbc.driver.T4CTTIoer11.processError(T4CTTIoer11.java:509)
	at oracle.jdbc.driver.T4CPreparedStatement.executeForRows(T4CPreparedStatement.java:1064)`,
    },
    canaries: [],
    keep: [
      'report query cancelled by user',
      'java.sql.SQLTimeoutException: ORA-01013: user requested cancel of current operation',
      'at oracle.jdbc.driver.T4CTTIoer11.processError(T4CTTIoer11.java:509)',
      'at oracle.jdbc.driver.T4CPreparedStatement.executeForRows(T4CPreparedStatement.java:1064)',
    ],
  },
  {
    id: 'sql-111-neg-prisma-transaction',
    family: 'neg-transaction-control',
    severityText: 'DEBUG',
    body: 'prisma:query BEGIN\nprisma:query COMMIT',
    attributes: {},
    canaries: [],
    keep: ['prisma:query BEGIN', 'prisma:query COMMIT'],
  },
  {
    id: 'sql-112-neg-sequelize-bind',
    family: 'neg-placeholders',
    severityText: 'DEBUG',
    body: 'Executing (default): SELECT "id" FROM "Users" AS "User" WHERE "User"."email" = $1 AND "User"."deletedAt" IS NULL;',
    attributes: {},
    canaries: [],
    keep: ['Executing (default): SELECT "id" FROM "Users" AS "User" WHERE "User"."email" = $1 AND "User"."deletedAt" IS NULL;'],
  },
  {
    id: 'sql-113-neg-issue-title',
    family: 'neg-prose',
    severityText: 'INFO',
    body: 'issue opened',
    attributes: { message: "Bug: 'Update' button doesn't save when 'Select all' is checked (since v2.14.3)" },
    canaries: [],
    keep: ['issue opened', "Bug: 'Update' button doesn't save when 'Select all' is checked (since v2.14.3)"],
  },
  {
    id: 'sql-114-neg-alert-text',
    family: 'neg-ops-log',
    severityText: 'WARN',
    body: "Alert: replication lag on 'orders-db' above 30s for 5m; select the runbook 'DB-Lag' and update the incident channel.",
    attributes: {},
    canaries: [],
    keep: ["Alert: replication lag on 'orders-db' above 30s for 5m; select the runbook 'DB-Lag' and update the incident channel."],
  },
  {
    id: 'sql-115-neg-structured-sanitized',
    family: 'neg-sanitized',
    severityText: 'WARN',
    body: {
      msg: 'query retried',
      detail: 'UPDATE inventory SET reserved = reserved + ? WHERE sku = ? AND warehouse_id = ?',
      attempt: 2,
    },
    attributes: { 'error.message': "deadlock detected; it'll retry with backoff" },
    canaries: [],
    keep: ['query retried', 'UPDATE inventory SET reserved = reserved + ? WHERE sku = ? AND warehouse_id = ?', "deadlock detected; it'll retry with backoff"],
  },
  {
    id: 'sql-116-neg-commit-message',
    family: 'neg-prose',
    severityText: 'INFO',
    body: 'deploy started',
    attributes: { 'app.debug': 'Merge pull request #4471 from feature/select-where-builder: update insert-into helper and drop the unused from() overload' },
    canaries: [],
    keep: ['deploy started', 'Merge pull request #4471 from feature/select-where-builder: update insert-into helper and drop the unused from() overload'],
  },
];

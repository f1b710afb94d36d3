/**
 * SQL in the free text of log records, third set: SQL statements that developers, ORMs, drivers, databases, data
 * tools and LLM agents write into the body of an OpenTelemetry log record (text, sometimes a structured value) and into
 * free-text attributes (`exception.message`, `exception.stacktrace`, `error.message`, `message`, `log.message`,
 * `app.*`) — never into the dedicated statement attributes such as db.query.text.
 *
 * The rule under test: every literal value of a SQL statement written in free text is masked — the contents of string
 * literals (also MySQL/SQLite double-quoted strings, N'…', E'…' with escapes, Oracle q'[…]' quotes, literals holding
 * quotes, semicolons or newlines) and numeric literals (negative, decimal, scientific notation) — and so are the
 * parameter values that drivers, ORMs and tools print next to the statement (bind lists, "Parameters:"/"binds:"/
 * "args=" parts, trace bind sections, JSON query parameters). Row counts of LIMIT/OFFSET/TOP/FETCH/FIRST/SKIP are not
 * values and stay. Everything else stays: keywords, table and column names, placeholders, clause text between
 * literals, the message around the statement, timestamps, logger and thread names, error codes, durations.
 *
 * Positives (`sq3-001` … `sq3-099`): `canaries` are literal values and printed parameter values (personal and
 * non-personal: coupon codes, notes, order numbers, tokens, amounts, names, e-mails, IBANs, paths) that must not
 * survive; `keep` are table and column names, clause text without literals and the message text around the
 * statement. Negatives (`sq3-101` … `sq3-132`, `canaries: []`): prose that resembles SQL (English, German, French,
 * Spanish), release notes, chat questions about SQL, statements with placeholders only or already sanitized,
 * identifiers and file names that contain SQL words, database output with numbers outside any statement, a non-SQL
 * (Mongoose) query line; their whole text must survive.
 *
 * Families (shapes favoured over the first two sets): developers' own log lines with hand-written SQL in sentence or
 * mixed case; Oracle (SQL*Plus, ORA- errors, q'[…]' quotes, TO_DATE, a 10046 trace with binds, MERGE, PL/SQL call,
 * FETCH FIRST); DB2 CLP and JCC; Informix dbaccess (SKIP/FIRST, MATCHES, DATETIME literal) and JDBC; SAP HANA SQL trace
 * and UPSERT; Teradata BTEQ and JDBC; Sybase isql and jTDS; Firebird isql and Jaybird (UPDATE OR INSERT); Vertica;
 * Redshift COPY and STL_QUERY; BigQuery (backtick names, @named parameters in a job request and a bq command line,
 * scripting); ClickHouse server log, client and exception; DuckDB binder error and CLI; Trino query event and Presto
 * CLI; Databricks/Spark parse error and MERGE; dbt debug log; Liquibase (Failed SQL, YAML changelog); Flyway; Airflow
 * SQL operators; GORM, sqlboiler, pgx v5 tracelog, Go database/sql; linq2db, Dapper, RepoDB; Doctrine DBAL, Propel,
 * CakePHP, CodeIgniter, Yii 2; ROM (Sequel logger); SQLite CLI; Ecto with Postgrex and MyXQL; tokio-postgres,
 * sea-query; Exposed, jOOQ; Quill, Doobie, ScalikeJDBC; Prisma, Sequelize, Bookshelf/knex, pg-promise (pg-monitor);
 * SQLModel, Peewee, asyncpg, encode/databases, SQLAlchemy literal binds; pgAudit (with and without parameters), a
 * trigger-based audit table, MySQL general log, SQL Server Extended Events and deadlock graph, PostgreSQL auto_explain
 * and log_min_duration_statement, MySQL slow log; LLM agent tool calls and answers; SQL in JSON error payloads and
 * YAML; a psql multi-statement script with E'' escapes; values in SQL comments; literals with newlines and
 * semicolons; unicode text; IN lists, BETWEEN, CASE WHEN, window functions, ON CONFLICT, MERGE, CALL/EXEC/BEGIN…END
 * with literal arguments; keywords in lower, UPPER and Mixed case.
 *
 * Author: a helper session started by the project to write held-out data. Date: 2026-12-07.
 * Provenance: written by a helper who read neither the detectors nor other test data (only the LogRecordCase
 * interface in log-records-measure.ts and the header comments of the first two sets were read); a third set, told to
 * favour shapes the first two sets did not have. All values are invented.
 */
import type { LogRecordCase } from './log-records-measure.ts';

export const SQL_IN_TEXT_THIRD_SET: LogRecordCase[] = [
  // ───────────────────────────── A) positives: developers' own log lines, hand-written SQL ─────────────────────────────
  {
    id: 'sq3-001-dev-sentence-case',
    family: 'dev-hand-written',
    severityText: 'DEBUG',
    body: `2026-12-01 09:14:07,552 DEBUG [order-sync-3] c.a.o.OrderSyncJob - Select * from orders where customer_ref = 'CR-55190-WQ' and total > 1499.95 order by created_at desc limit 25`,
    attributes: { 'code.namespace': 'com.acme.orders.OrderSyncJob', 'thread.name': 'order-sync-3' },
    canaries: ['CR-55190-WQ', '1499.95'],
    keep: ['2026-12-01 09:14:07,552', '[order-sync-3] c.a.o.OrderSyncJob', 'Select * from orders where customer_ref', 'order by created_at desc limit 25'],
  },
  {
    id: 'sq3-002-dev-running-mixed-case',
    family: 'dev-hand-written',
    severityText: 'INFO',
    body: `Running: Update orders Set status = 'ON_HOLD_FRAUD', internal_note = 'card declined twice, call back Friday' Where order_no = 7718204`,
    attributes: { 'logger.name': 'fraud.review', 'app.step': 'manual-hold' },
    canaries: ['ON_HOLD_FRAUD', 'card declined twice, call back Friday', '7718204'],
    keep: ['Running: Update orders Set status', 'internal_note', 'Where order_no'],
  },
  {
    id: 'sq3-003-dev-python-logging-between',
    family: 'dev-hand-written',
    severityText: 'INFO',
    body: `INFO:billing.reconcile:query=select invoice_id, amount from invoices where vendor_name = 'Hollowell Timber & Sons' and amount between 2575.25 and 18040.5 and paid is false`,
    attributes: { 'process.pid': 31877 },
    canaries: ['Hollowell Timber & Sons', '2575.25', '18040.5'],
    keep: ['INFO:billing.reconcile:query=', 'select invoice_id, amount from invoices where vendor_name', 'and paid is false'],
  },
  {
    id: 'sq3-004-dev-exception-message-quoted-sql',
    family: 'dev-hand-written',
    severityText: 'ERROR',
    body: 'sweeper iteration failed',
    attributes: {
      'exception.type': 'sqlite3.OperationalError',
      'exception.message': `Failed to run "DELETE FROM sessions WHERE user_id = 90321877 AND token = 'c9f1e7aa-sess-44b0'": database is locked`,
    },
    canaries: ['90321877', 'c9f1e7aa-sess-44b0'],
    keep: ['sweeper iteration failed', 'Failed to run', 'DELETE FROM sessions WHERE user_id', 'database is locked'],
  },
  {
    id: 'sq3-005-dev-multiline-unicode-note',
    family: 'dev-hand-written',
    severityText: 'DEBUG',
    body: `[worker:7] sql>
  insert into audit_notes(order_id, author, body)
  values (551902, 'Henrike Vollmer', 'Kunde wünscht Lieferung nach 18 Uhr; Hund im Garten!')
  returning id`,
    attributes: { 'service.name': 'notes-worker' },
    canaries: ['551902', 'Henrike Vollmer', 'Kunde wünscht Lieferung nach 18 Uhr; Hund im Garten!'],
    keep: ['sql>', 'insert into audit_notes(order_id, author, body)', 'returning id'],
  },
  {
    id: 'sq3-006-dev-message-attr-with-pg-stacktrace',
    family: 'dev-hand-written',
    severityText: 'ERROR',
    body: 'address lookup failed',
    attributes: {
      message: `Query failed: SELECT id, city FROM customers WHERE adress = 'Kastanienallee 12, 10435 Berlin' LIMIT 1`,
      'exception.type': 'org.postgresql.util.PSQLException',
      'exception.stacktrace': `org.postgresql.util.PSQLException: ERROR: column "adress" does not exist
  Hint: Perhaps you meant to reference the column "customers.address".
  Position: 35
	at org.postgresql.core.v3.QueryExecutorImpl.receiveErrorResponse(QueryExecutorImpl.java:2725)
	at org.postgresql.jdbc.PgStatement.executeInternal(PgStatement.java:517)
	at com.acme.geo.AddressRepository.findByAddress(AddressRepository.java:88)`,
    },
    canaries: ['Kastanienallee 12, 10435 Berlin'],
    keep: ['address lookup failed', 'Query failed: SELECT id, city FROM customers WHERE adress', 'LIMIT 1', 'column "adress" does not exist', 'com.acme.geo.AddressRepository.findByAddress(AddressRepository.java:88)'],
  },

  // ───────────────────────────── B) positives: Oracle ─────────────────────────────
  {
    id: 'sq3-007-oracle-sqlplus-ora00904',
    family: 'oracle-sqlplus',
    severityText: 'ERROR',
    body: `SQL> select cust_id, cust_email from shop.customers where cust_last_name = 'Adeyemi-Clarke' and credit_limit > 7512.5;
select cust_id, cust_email from shop.customers where cust_last_name = 'Adeyemi-Clarke' and credit_limit > 7512.5
                *
ERROR at line 1:
ORA-00904: "CUST_EMAIL": invalid identifier`,
    attributes: { 'log.file.name': 'nightly_checks.lst' },
    canaries: ['Adeyemi-Clarke', '7512.5'],
    keep: ['select cust_id, cust_email from shop.customers where cust_last_name', 'ERROR at line 1:', 'ORA-00904: "CUST_EMAIL": invalid identifier'],
  },
  {
    id: 'sq3-008-oracle-ora00001-to-date',
    family: 'oracle-jdbc',
    severityText: 'ERROR',
    body: 'customer signup failed',
    attributes: {
      'exception.type': 'java.sql.SQLIntegrityConstraintViolationException',
      'exception.message': `ORA-00001: unique constraint (SHOP.UK_CUSTOMERS_EMAIL) violated

https://docs.oracle.com/error-help/db/ora-00001/`,
      'app.sql': `INSERT INTO shop.customers (id, email, signup_dt, channel) VALUES (cust_seq.NEXTVAL, 'oyelaran.b@postbox.example', TO_DATE('2026-02-17 14:30:00', 'YYYY-MM-DD HH24:MI:SS'), 'kiosk-lagos-3')`,
    },
    canaries: ['oyelaran.b@postbox.example', '2026-02-17 14:30:00', 'kiosk-lagos-3'],
    keep: ['customer signup failed', 'ORA-00001: unique constraint (SHOP.UK_CUSTOMERS_EMAIL) violated', 'INSERT INTO shop.customers (id, email, signup_dt, channel)', 'cust_seq.NEXTVAL'],
  },
  {
    id: 'sq3-009-oracle-q-quote-literal',
    family: 'oracle-q-quote',
    severityText: 'INFO',
    body: `2026-11-29 16:02:44.120 INFO  [support-close-batch] TicketCloser - executing: UPDATE support.tickets SET resolution = q'[Customer said "it's fine" - closed; no refund]', closed_at = SYSTIMESTAMP WHERE ticket_no = 'TK-2026-118845'`,
    attributes: { 'thread.name': 'support-close-batch' },
    canaries: [`Customer said "it's fine" - closed; no refund`, 'TK-2026-118845'],
    keep: ['2026-11-29 16:02:44.120', 'TicketCloser - executing: UPDATE support.tickets SET resolution', 'closed_at = SYSTIMESTAMP WHERE ticket_no'],
  },
  {
    id: 'sq3-010-oracle-10046-trace-binds',
    family: 'oracle-trace',
    body: `PARSING IN CURSOR #140221733 len=74 dep=0 uid=112 oct=3 lid=112 tim=48812734412 hv=2718112209 ad='7a1bc3e8' sqlid='9xk2mq7c1d0zp'
SELECT ACCOUNT_NO, HOLDER_NAME FROM BANK.ACCOUNTS WHERE ACCOUNT_NO = :B1
END OF STMT
PARSE #140221733:c=0,e=112,p=0,cr=0,cu=0,mis=1,r=0,dep=0,og=1,plh=0,tim=48812734410
BINDS #140221733:
 Bind#0
  oacdty=01 mxl=32(12) mxlc=00 mal=00 scl=00 pre=00
  oacflg=03 fl2=1000010 frm=01 csi=873 siz=32 off=0
  kxsbbbfp=7f9a12c8d0a0  bln=32  avl=12  flg=05
  value="GB-ACC-61750"
EXEC #140221733:c=0,e=301,p=0,cr=0,cu=0,mis=0,r=0,dep=0,og=1,plh=3312845611,tim=48812734781`,
    attributes: { 'log.file.name': 'ORCLPRD_ora_48121.trc' },
    canaries: ['GB-ACC-61750'],
    keep: ['PARSING IN CURSOR', 'SELECT ACCOUNT_NO, HOLDER_NAME FROM BANK.ACCOUNTS WHERE ACCOUNT_NO = :B1', 'END OF STMT', 'BINDS #140221733:'],
  },
  {
    id: 'sq3-011-oracle-merge-spring-callback',
    family: 'oracle-merge',
    severityText: 'ERROR',
    body: 'stock sync batch 118 failed',
    attributes: {
      'exception.type': 'org.springframework.jdbc.UncategorizedSQLException',
      'exception.message': `StatementCallback; uncategorized SQLException for SQL [MERGE INTO inventory i USING (SELECT 'SKU-88120-BLK' AS sku, 37 AS qty, 129.95 AS unit_price FROM dual) s ON (i.sku = s.sku) WHEN MATCHED THEN UPDATE SET i.qty = i.qty + s.qty, i.unit_price = s.unit_price WHEN NOT MATCHED THEN INSERT (sku, qty, unit_price) VALUES (s.sku, s.qty, s.unit_price)]; SQL state [72000]; error code [30926]; ORA-30926: unable to get a stable set of rows in the source tables`,
    },
    canaries: ['SKU-88120-BLK', '129.95'],
    keep: ['stock sync batch 118 failed', 'MERGE INTO inventory i USING (SELECT', 'WHEN MATCHED THEN UPDATE SET i.qty = i.qty + s.qty', 'WHEN NOT MATCHED THEN INSERT (sku, qty, unit_price) VALUES (s.sku, s.qty, s.unit_price)', 'ORA-30926: unable to get a stable set of rows in the source tables'],
  },
  {
    id: 'sq3-012-oracle-plsql-call-negative-amount',
    family: 'oracle-plsql',
    severityText: 'ERROR',
    body: `ORA-20001: credit exceeds monthly limit
ORA-06512: at "BILLING.PKG_BILLING", line 214
ORA-06512: at line 1`,
    attributes: {
      'log.message': `calling BEGIN pkg_billing.apply_credit(p_account => 'ACC-40917-N', p_amount => -250.75, p_reason => 'goodwill after outage on 28 Nov'); END;`,
    },
    canaries: ['ACC-40917-N', '250.75', 'goodwill after outage on 28 Nov'],
    keep: ['ORA-20001: credit exceeds monthly limit', 'ORA-06512: at "BILLING.PKG_BILLING", line 214', 'BEGIN pkg_billing.apply_credit(p_account =>', 'p_amount =>', 'p_reason =>'],
  },
  {
    id: 'sq3-013-oracle-fetch-first-date-literal',
    family: 'oracle-app-log',
    severityText: 'WARN',
    body: `[hr-portal] 2026-11-30T07:45:12.004Z WARN slow query (3812 ms): SELECT applicant_id, last_name FROM hr.applicants WHERE last_name LIKE 'Nwachukwu%' AND applied_on >= DATE '2026-09-01' ORDER BY applied_on FETCH FIRST 20 ROWS ONLY`,
    attributes: { 'service.name': 'hr-portal' },
    canaries: ['Nwachukwu', '2026-09-01'],
    keep: ['slow query (3812 ms):', 'SELECT applicant_id, last_name FROM hr.applicants WHERE last_name LIKE', 'ORDER BY applied_on FETCH FIRST 20 ROWS ONLY'],
  },

  // ───────────────────────────── C) positives: DB2, Informix, SAP HANA, Teradata, Sybase, Firebird, Vertica ─────────────────────────────
  {
    id: 'sq3-014-db2-clp-fetch-first',
    family: 'db2-clp',
    body: `$ db2 "SELECT empno, lastname, salary FROM db2inst1.employee WHERE workdept = 'D-OPS-417' AND salary > 52750.00 FETCH FIRST 5 ROWS ONLY"

EMPNO  LASTNAME        SALARY
------ --------------- -----------

  0 record(s) selected.`,
    attributes: { 'app.job': 'payroll-precheck' },
    canaries: ['D-OPS-417', '52750.00'],
    keep: ['SELECT empno, lastname, salary FROM db2inst1.employee WHERE workdept', 'FETCH FIRST 5 ROWS ONLY', '0 record(s) selected.'],
  },
  {
    id: 'sq3-015-db2-jcc-sqlcode-803',
    family: 'db2-jdbc',
    severityText: 'ERROR',
    body: 'customer import row 3317 rejected',
    attributes: {
      'exception.stacktrace': `com.ibm.db2.jcc.am.SqlIntegrityConstraintViolationException: DB2 SQL Error: SQLCODE=-803, SQLSTATE=23505, SQLERRMC=1;SHOP.CUSTOMER, DRIVER=4.33.31
	at com.ibm.db2.jcc.am.b7.a(b7.java:806)
	at com.ibm.db2.jcc.am.k3.executeUpdate(k3.java:1044)
	at com.acme.imp.CustomerImporter.insert(CustomerImporter.java:141)`,
      'app.failed_sql': `INSERT INTO SHOP.CUSTOMER (CUSTNO, NAME, IBAN, SEGMENT) VALUES (448120, 'Greta Lindqvist', 'SE45 5000 0000 0583 9825 7466', 'SME-NORD')`,
    },
    canaries: ['448120', 'Greta Lindqvist', 'SE45 5000 0000 0583 9825 7466', 'SME-NORD'],
    keep: ['customer import row 3317 rejected', 'DB2 SQL Error', 'INSERT INTO SHOP.CUSTOMER (CUSTNO, NAME, IBAN, SEGMENT) VALUES (', 'com.acme.imp.CustomerImporter.insert(CustomerImporter.java:141)'],
  },
  {
    id: 'sq3-016-db2-clp-interactive-sql0407n',
    family: 'db2-clp',
    severityText: 'ERROR',
    body: `db2 => UPDATE loans.schedule SET status = 'DEFERRED-HARDSHIP', next_due = '2027-01-15' WHERE loan_id = 'LN-0098812'
DB21034E  The command was processed as an SQL statement because it was not a
valid Command Line Processor command.  During SQL processing it returned:
SQL0407N  Assignment of a NULL value to a NOT NULL column "TBSPACEID=2,
TABLEID=7, COLNO=3" is not allowed.  SQLSTATE=23502`,
    attributes: {},
    canaries: ['DEFERRED-HARDSHIP', '2027-01-15', 'LN-0098812'],
    keep: ['UPDATE loans.schedule SET status', 'next_due', 'WHERE loan_id', 'SQL0407N  Assignment of a NULL value to a NOT NULL column'],
  },
  {
    id: 'sq3-017-informix-dbaccess-skip-first-matches',
    family: 'informix-dbaccess',
    severityText: 'ERROR',
    body: `Database selected.

SELECT SKIP 40 FIRST 20 customer_num, lname, zipcode FROM customer WHERE lname MATCHES 'Pascual*' AND zipcode = '08017-4410';

  201: A syntax error has occurred.
Error in line 1
Near character position 96`,
    attributes: { 'log.file.name': 'dbaccess_nightly.out' },
    canaries: ['Pascual', '08017-4410'],
    keep: ['Database selected.', 'SELECT SKIP 40 FIRST 20 customer_num, lname, zipcode FROM customer WHERE lname MATCHES', 'A syntax error has occurred.'],
  },
  {
    id: 'sq3-018-informix-jdbc-datetime-literal',
    family: 'informix-jdbc',
    severityText: 'ERROR',
    body: 'policy issue failed',
    attributes: {
      'exception.type': 'java.sql.SQLException',
      'exception.message': 'Could not insert new row - duplicate value in a UNIQUE INDEX column (Unique Index:ix_policy_no).',
      message: `IfxStatement: INSERT INTO policy (policy_no, holder, premium, start_dt) VALUES ('POL-IFX-30918', 'Dario Benedetti', 1204.37, DATETIME(2026-12-01) YEAR TO DAY)`,
    },
    canaries: ['POL-IFX-30918', 'Dario Benedetti', '1204.37', '2026-12-01'],
    keep: ['policy issue failed', 'Could not insert new row - duplicate value in a UNIQUE INDEX column', 'INSERT INTO policy (policy_no, holder, premium, start_dt) VALUES (', 'YEAR TO DAY'],
  },
  {
    id: 'sq3-019-hana-sql-trace-execute-params',
    family: 'sap-hana-sqltrace',
    body: `# begin PreparedStatement_execute (thread 11543, con-id 200312) at 2026-11-30 10:12:01.123456
cursor_140093312_c200312.execute('''SELECT "VENDOR_ID", "NAME" FROM "PROC"."VENDORS" WHERE "TAX_ID" = ? AND "REGION" = ?''', ('DE318844120', 'DE-BY-MUC'))
# end PreparedStatement_execute (thread 11543, con-id 200312) at 2026-11-30 10:12:01.125012
# ROWS FETCHED 1`,
    attributes: { 'log.file.name': 'sqltrace_hxe_30003_000.py' },
    canaries: ['DE318844120', 'DE-BY-MUC'],
    keep: ['# begin PreparedStatement_execute (thread 11543, con-id 200312)', 'SELECT "VENDOR_ID", "NAME" FROM "PROC"."VENDORS" WHERE "TAX_ID" = ? AND "REGION" = ?', '# ROWS FETCHED 1'],
  },
  {
    id: 'sq3-020-hana-upsert-unique-violated',
    family: 'sap-hana',
    severityText: 'ERROR',
    body: `[31812]{200455}[41/88123004] 2026-11-30 10:14:22.881902 e SQLSessionCmd    sm_sql_err.cc(00412) : SAP DBTech JDBC: [301]: unique constraint violated: Table(VENDORS), Index(VENDORS_TAXID) in statement: UPSERT "PROC"."VENDORS" ("TAX_ID", "NAME", "IBAN") VALUES ('DE318844991', 'Brunnhuber Metallbau GmbH', 'DE44 7015 0000 0012 3456 78') WITH PRIMARY KEY`,
    attributes: { 'log.file.name': 'indexserver_hxe.30003.001.trc' },
    canaries: ['DE318844991', 'Brunnhuber Metallbau GmbH', 'DE44 7015 0000 0012 3456 78'],
    keep: ['SAP DBTech JDBC: [301]: unique constraint violated: Table(VENDORS), Index(VENDORS_TAXID)', 'UPSERT "PROC"."VENDORS" ("TAX_ID", "NAME", "IBAN") VALUES (', 'WITH PRIMARY KEY'],
  },
  {
    id: 'sq3-021-teradata-bteq-top-timestamp',
    family: 'teradata-bteq',
    body: ` BTEQ -- Enter your SQL request or BTEQ command:
SEL TOP 50 order_id, ship_city FROM retail.orders WHERE ship_city = 'Poughkeepsie' AND order_ts > TIMESTAMP '2026-10-01 00:00:00' ORDER BY order_ts;

 *** Query completed. 50 rows found. 2 columns returned.
 *** Total elapsed time was 1 second.`,
    attributes: { 'app.script': 'weekly_ship_report.bteq' },
    canaries: ['Poughkeepsie', '2026-10-01 00:00:00'],
    keep: ['SEL TOP 50 order_id, ship_city FROM retail.orders WHERE ship_city', 'ORDER BY order_ts;', '*** Query completed. 50 rows found. 2 columns returned.'],
  },
  {
    id: 'sq3-022-teradata-jdbc-2801',
    family: 'teradata-jdbc',
    severityText: 'ERROR',
    body: 'loyalty enrolment failed',
    attributes: {
      'exception.message': '[Teradata Database] [TeraJDBC 17.20.00.15] [Error 2801] [SQLState 23000] Duplicate unique prime key error in RETAIL.LOYALTY_MEMBERS.',
      'app.last_statement': `INSERT INTO retail.loyalty_members (member_no, email, tier, joined_on) VALUES ('LM77120443', 'k.ferreira-lobo@mailhub.example', 'PLATINUM-X', DATE '2026-11-27')`,
    },
    canaries: ['LM77120443', 'k.ferreira-lobo@mailhub.example', 'PLATINUM-X', '2026-11-27'],
    keep: ['loyalty enrolment failed', 'Duplicate unique prime key error in RETAIL.LOYALTY_MEMBERS.', 'INSERT INTO retail.loyalty_members (member_no, email, tier, joined_on) VALUES ('],
  },
  {
    id: 'sq3-023-sybase-isql-negative-decimal',
    family: 'sybase-isql',
    severityText: 'ERROR',
    body: `1> select acct_id, balance from ledger..accounts where acct_holder = 'Okafor Trading Ltd' and balance < -1250.40
2> go
Msg 207, Level 16, State 4:
Server 'SYBPROD01', Line 1:
Invalid column name 'acct_holder'.`,
    attributes: {},
    canaries: ['Okafor Trading Ltd', '1250.40'],
    keep: ['select acct_id, balance from ledger..accounts where acct_holder', 'Msg 207, Level 16, State 4:', 'Invalid column name'],
  },
  {
    id: 'sq3-024-jtds-exec-proc-literal-args',
    family: 'sybase-jtds',
    severityText: 'ERROR',
    body: `2026-11-30 10:20:11,031 ERROR [pool-4-thread-2] c.a.crm.AddressSync - exec sp_update_address @cust_id = 88301, @street = 'Rue des Tanneurs 4', @city = N'Liège', @valid_from = '20261201' failed`,
    attributes: {
      'exception.type': 'java.sql.SQLException',
      'exception.message': "Procedure or function 'sp_update_address' expects parameter '@zip', which was not supplied.",
    },
    canaries: ['88301', 'Rue des Tanneurs 4', 'Liège', '20261201'],
    keep: ['[pool-4-thread-2] c.a.crm.AddressSync - exec sp_update_address @cust_id =', '@street =', '@valid_from =', 'which was not supplied'],
  },
  {
    id: 'sq3-025-firebird-isql-first-skip-between',
    family: 'firebird-isql',
    severityText: 'ERROR',
    body: `SQL> SELECT FIRST 5 SKIP 10 id, title FROM books WHERE author = 'Szymborska, W.' AND price BETWEEN 12.75 AND 39.99;
Statement failed, SQLSTATE = 42S22
Dynamic SQL Error
-SQL error code = -206
-Column unknown
-TITLE
-At line 1, column 29`,
    attributes: {},
    canaries: ['Szymborska, W.', '12.75', '39.99'],
    keep: ['SELECT FIRST 5 SKIP 10 id, title FROM books WHERE author', 'Statement failed, SQLSTATE = 42S22', 'Dynamic SQL Error', '-Column unknown'],
  },
  {
    id: 'sq3-026-firebird-jaybird-update-or-insert',
    family: 'firebird-jaybird',
    severityText: 'ERROR',
    body: 'points sync failed for batch 12',
    attributes: {
      'exception.type': 'java.sql.SQLIntegrityConstraintViolationException',
      'exception.message': 'violation of PRIMARY or UNIQUE KEY constraint "UQ_MEMBERS_EMAIL" on table "MEMBERS" [SQLState:23000, ISC error code:335544665]',
      message: `UPDATE OR INSERT INTO members (card_no, holder, email, points) VALUES ('FB-CARD-662019', 'Ilse Brandauer', 'ilse.b@kaernten-mail.example', 1840) MATCHING (card_no)`,
    },
    canaries: ['FB-CARD-662019', 'Ilse Brandauer', 'ilse.b@kaernten-mail.example', '1840'],
    keep: ['points sync failed for batch 12', 'violation of PRIMARY or UNIQUE KEY constraint "UQ_MEMBERS_EMAIL" on table "MEMBERS"', 'UPDATE OR INSERT INTO members (card_no, holder, email, points) VALUES (', 'MATCHING (card_no)'],
  },
  {
    id: 'sq3-027-vertica-session-query-ilike-between',
    family: 'vertica',
    severityText: 'INFO',
    body: `2026-11-30 10:12:01.512 Init Session:0x7f2c4c01b700-a00000001f3e44 [Session] <INFO> [Query] TX:a00000001f3e44(v_analytics_node0002-31377:0x5b21f) SELECT refund_id, amount FROM finance.refunds WHERE reason_text ILIKE '%chargeback dispute 4417%' AND amount >= 333.33 AND refunded_on BETWEEN '2026-10-01' AND '2026-10-31';`,
    attributes: { 'log.file.name': 'vertica.log' },
    canaries: ['chargeback dispute 4417', '333.33', '2026-10-01', '2026-10-31'],
    keep: ['[Session] <INFO> [Query]', 'SELECT refund_id, amount FROM finance.refunds WHERE reason_text ILIKE', 'AND refunded_on BETWEEN'],
  },

  // ───────────────────────────── D) positives: warehouses and engines ─────────────────────────────
  {
    id: 'sq3-028-redshift-copy-airflow',
    family: 'redshift-copy',
    severityText: 'ERROR',
    body: `[2026-11-30, 10:12:01 UTC] {s3_to_redshift.py:190} INFO - Executing COPY command...
[2026-11-30, 10:12:01 UTC] {sql.py:418} INFO - Running statement: 
                    COPY staging.partner_orders
                    FROM 's3://acme-partner-drop/2026/11/30/orders_batch_7731.csv.gz'
                    iam_role 'arn:aws:iam::482913305517:role/RedshiftCopyRole'
                    CSV GZIP IGNOREHEADER 1;
                , parameters: None`,
    attributes: {
      'exception.message': "psycopg2.errors.InternalError_: Load into table 'partner_orders' failed. Check 'stl_load_errors' system table for details.",
    },
    canaries: ['s3://acme-partner-drop/2026/11/30/orders_batch_7731.csv.gz', 'arn:aws:iam::482913305517:role/RedshiftCopyRole'],
    keep: ['{s3_to_redshift.py:190} INFO - Executing COPY command...', 'COPY staging.partner_orders', 'CSV GZIP IGNOREHEADER', 'system table for details.'],
  },
  {
    id: 'sq3-029-redshift-stl-query-structured',
    family: 'redshift-stl-query',
    body: {
      source: 'stl_query_export',
      userid: 104,
      query: 88120411,
      starttime: '2026-11-30 09:58:41.118',
      querytxt: "select o.order_id, o.total from sales.orders o join sales.promos p on p.promo_id = o.promo_id where p.promo_code = 'BF26-ALPHA-9' and o.total > 749.5 limit 100",
      aborted: 0,
    },
    attributes: { 'app.export': 'stl_query_daily' },
    canaries: ['BF26-ALPHA-9', '749.5'],
    keep: ['stl_query_export', 'select o.order_id, o.total from sales.orders o join sales.promos p on p.promo_id = o.promo_id where p.promo_code', 'limit 100'],
  },
  {
    id: 'sq3-030-bigquery-job-named-params-structured',
    family: 'bigquery-job',
    body: {
      message: 'BigQuery job submitted',
      job: {
        jobReference: { projectId: 'acme-prod', jobId: 'job_q8Rk2Lm0x_4PZ', location: 'EU' },
        configuration: {
          query: {
            query: 'SELECT order_id, total FROM `acme-prod.sales.orders` WHERE customer_email = @customer_email AND total > @min_total ORDER BY total DESC LIMIT 10',
            useLegacySql: false,
            parameterMode: 'NAMED',
            queryParameters: [
              { name: 'customer_email', parameterType: { type: 'STRING' }, parameterValue: { value: 'anneke.de.vries@ziggo-mail.example' } },
              { name: 'min_total', parameterType: { type: 'NUMERIC' }, parameterValue: { value: '250.45' } },
            ],
          },
        },
      },
    },
    attributes: { 'service.name': 'report-api' },
    canaries: ['anneke.de.vries@ziggo-mail.example', '250.45'],
    keep: ['BigQuery job submitted', 'SELECT order_id, total FROM `acme-prod.sales.orders` WHERE customer_email = @customer_email AND total > @min_total ORDER BY total DESC LIMIT 10', 'queryParameters'],
  },
  {
    id: 'sq3-031-bigquery-bq-cli-parameters',
    family: 'bigquery-cli',
    severityText: 'ERROR',
    body: `$ bq query --use_legacy_sql=false --parameter=contact_id:STRING:CT-0048812 --parameter=since:DATE:2026-08-15 'SELECT * FROM \`acme-prod.crm.contacts\` WHERE contact_id = @contact_id AND updated_on >= @since'
Error in query string: Error processing job 'acme-prod:bqjob_r5a1c2_0000019a': No matching signature for operator >= for argument types: TIMESTAMP, DATE`,
    attributes: { 'app.runner': 'cron-crm-export' },
    canaries: ['CT-0048812', '2026-08-15'],
    keep: ['--use_legacy_sql=false', 'WHERE contact_id = @contact_id AND updated_on >= @since', 'No matching signature for operator >= for argument types: TIMESTAMP, DATE'],
  },
  {
    id: 'sq3-032-bigquery-script-multi-statement',
    family: 'bigquery-scripting',
    severityText: 'INFO',
    body: 'retention script finished: deleted rows reported by @@row_count',
    attributes: {
      'app.script': `DECLARE cutoff DATE DEFAULT '2026-06-30';
DELETE FROM \`acme-prod.marketing.leads\` WHERE created_date < cutoff AND source = 'trade-fair-lyon';
SELECT @@row_count AS deleted;`,
    },
    canaries: ['2026-06-30', 'trade-fair-lyon'],
    keep: ['retention script finished', 'DECLARE cutoff DATE DEFAULT', 'DELETE FROM `acme-prod.marketing.leads` WHERE created_date < cutoff AND source', 'SELECT @@row_count AS deleted;'],
  },
  {
    id: 'sq3-033-clickhouse-server-executequery',
    family: 'clickhouse-server-log',
    severityText: 'DEBUG',
    body: `2026.11.30 10:12:01.482913 [ 21877 ] {b1e7c2d4-5a0f-4c1e-9d3a-77e1f2a0c911} <Debug> executeQuery: (from [::ffff:172.18.0.5]:51234, user: ingest) INSERT INTO events.page_views (user_id, url, referrer, dwell_ms) VALUES (900112, 'https://shop.example/checkout?coupon=CLK-7781', 'newsletter-2026-11', 48213) (stage: Complete)`,
    attributes: { 'log.file.name': 'clickhouse-server.log' },
    canaries: ['900112', 'https://shop.example/checkout?coupon=CLK-7781', 'newsletter-2026-11', '48213'],
    keep: ['<Debug> executeQuery:', 'INSERT INTO events.page_views (user_id, url, referrer, dwell_ms) VALUES (', '(stage: Complete)'],
  },
  {
    id: 'sq3-034-clickhouse-client-reformatted',
    family: 'clickhouse-client',
    body: `clickhouse-prod-2 :) SELECT count() FROM logs.requests WHERE path = '/api/v2/orders/44120987/refund' AND client_id = 'mob-ios-7.4.1-7731';

SELECT count()
FROM logs.requests
WHERE (path = '/api/v2/orders/44120987/refund') AND (client_id = 'mob-ios-7.4.1-7731')

Query id: 0c2d4f1e-8a71-4b1c-a3f4-2d9e5b6c7a81

┌─count()─┐
│       3 │
└─────────┘

1 row in set. Elapsed: 0.412 sec. Processed 1.20 million rows, 96.11 MB (2.91 million rows/s., 233.27 MB/s.)`,
    attributes: { 'app.session': 'incident-review' },
    canaries: ['/api/v2/orders/44120987/refund', 'mob-ios-7.4.1-7731'],
    keep: ['SELECT count() FROM logs.requests WHERE path', 'FROM logs.requests', '1 row in set. Elapsed: 0.412 sec.'],
  },
  {
    id: 'sq3-035-clickhouse-exception-in-list',
    family: 'clickhouse-exception',
    severityText: 'ERROR',
    body: 'cohort export failed',
    attributes: {
      'exception.type': 'clickhouse_connect.driver.exceptions.DatabaseError',
      'exception.message': `Code: 53. DB::Exception: Type mismatch in IN or VALUES section. Expected: UInt64. Got: String: While processing user_id IN ('U-77120-K', 'U-88231-P'). (TYPE_MISMATCH) (version 24.8.4.13 (official build))`,
    },
    canaries: ['U-77120-K', 'U-88231-P'],
    keep: ['cohort export failed', 'DB::Exception: Type mismatch in IN or VALUES section.', 'While processing user_id IN (', '(TYPE_MISMATCH)'],
  },
  {
    id: 'sq3-036-duckdb-binder-error-line',
    family: 'duckdb',
    severityText: 'ERROR',
    body: 'notebook cell 14 failed',
    attributes: {
      'exception.type': 'duckdb.duckdb.BinderException',
      'exception.message': `Binder Error: Referenced column "emial" not found in FROM clause!
Candidate bindings: "email", "email_opt_in"

LINE 1: ...'s3://lake-raw/crm/contacts_2026_11.parquet') WHERE emial = 'tomasz.wierzbicki@poczta.example'
                                                               ^`,
      'app.query': `SELECT * FROM read_parquet('s3://lake-raw/crm/contacts_2026_11.parquet') WHERE emial = 'tomasz.wierzbicki@poczta.example'`,
    },
    canaries: ['s3://lake-raw/crm/contacts_2026_11.parquet', 'tomasz.wierzbicki@poczta.example'],
    keep: ['notebook cell 14 failed', 'Binder Error: Referenced column "emial" not found in FROM clause!', 'SELECT * FROM read_parquet(', 'WHERE emial ='],
  },
  {
    id: 'sq3-037-duckdb-cli-copy-scientific',
    family: 'duckdb-cli',
    body: `D COPY (SELECT region, amount FROM sales WHERE region = 'Nordics-3' AND amount > 1.5e4 AND margin < -2.5E-2) TO 'export_nordics_q4.csv' (HEADER, DELIMITER ';');
D SELECT count(*) FROM 'export_nordics_q4.csv';
┌──────────────┐
│ count_star() │
│    int64     │
├──────────────┤
│          118 │
└──────────────┘`,
    attributes: { 'app.user_session': 'analyst-shell' },
    canaries: ['Nordics-3', '1.5e4', '2.5E-2', 'export_nordics_q4.csv'],
    keep: ['COPY (SELECT region, amount FROM sales WHERE region', 'SELECT count(*) FROM', 'count_star()'],
  },
  {
    id: 'sq3-038-trino-query-completed-event',
    family: 'trino-event',
    body: {
      eventType: 'QueryCompletedEvent',
      metadata: {
        queryId: '20261130_101201_00042_x7k2p',
        queryState: 'FINISHED',
        query: "SELECT t.txn_id, t.amount FROM hive.payments.card_txn t WHERE t.card_bin = '535522' AND t.merchant_name = 'Kaffeehaus Süd' AND t.amount BETWEEN 10.00 AND 99.99 LIMIT 500",
      },
      context: { user: 'svc-reporting', source: 'superset', catalog: 'hive', schema: 'payments' },
      statistics: { wallTime: '1.84s', outputRows: 17 },
    },
    attributes: { 'service.name': 'trino-event-listener' },
    canaries: ['535522', 'Kaffeehaus Süd', '10.00', '99.99'],
    keep: ['QueryCompletedEvent', 'SELECT t.txn_id, t.amount FROM hive.payments.card_txn t WHERE t.card_bin', 'LIMIT 500', 'svc-reporting'],
  },
  {
    id: 'sq3-039-presto-cli-operator-error',
    family: 'presto-cli',
    severityText: 'ERROR',
    body: `Query 20261130_101544_00107_q2m8n failed: line 1:60: Cannot apply operator: varchar = integer
SELECT rma_code, qty FROM hive.sales.returns WHERE rma_code = 'RMA-55120-B' AND store_id = 30917`,
    attributes: { 'app.tool': 'presto-cli' },
    canaries: ['RMA-55120-B', '30917'],
    keep: ['Cannot apply operator: varchar = integer', 'SELECT rma_code, qty FROM hive.sales.returns WHERE rma_code', 'AND store_id'],
  },
  {
    id: 'sq3-040-databricks-parse-syntax-error',
    family: 'databricks',
    severityText: 'ERROR',
    body: 'Job run 4471 task reassign_owner failed',
    attributes: {
      'exception.type': 'org.apache.spark.sql.catalyst.parser.ParseException',
      'exception.message': `
[PARSE_SYNTAX_ERROR] Syntax error at or near 'WHERE'. SQLSTATE: 42601 (line 1, pos 93)

== SQL ==
UPDATE main.crm.accounts SET owner_email = 'lucia.ferrante@northwind.example' WHERE WHERE account_id = 'ACCT-778120'
---------------------------------------------------------------------------------------------^^^
`,
    },
    canaries: ['lucia.ferrante@northwind.example', 'ACCT-778120'],
    keep: ['Job run 4471 task reassign_owner failed', '[PARSE_SYNTAX_ERROR] Syntax error at or near', '== SQL ==', 'UPDATE main.crm.accounts SET owner_email', 'WHERE WHERE account_id'],
  },
  {
    id: 'sq3-041-databricks-spark-merge-parsing',
    family: 'databricks',
    severityText: 'INFO',
    body: `26/11/30 10:12:01 INFO SparkSqlParser: Parsing command: MERGE INTO main.sales.customers AS t USING updates AS s ON t.customer_id = s.customer_id WHEN MATCHED AND s.source_system = 'sap-ecc-eu-2' THEN UPDATE SET t.segment = 'KEY-ACCOUNT-B', t.credit_limit = 250000.00 WHEN NOT MATCHED THEN INSERT *`,
    attributes: { 'log.file.name': 'driver/log4j-active.log' },
    canaries: ['sap-ecc-eu-2', 'KEY-ACCOUNT-B', '250000.00'],
    keep: ['INFO SparkSqlParser: Parsing command: MERGE INTO main.sales.customers AS t USING updates AS s ON t.customer_id = s.customer_id WHEN MATCHED AND s.source_system', 'THEN UPDATE SET t.segment', 't.credit_limit', 'WHEN NOT MATCHED THEN INSERT *'],
  },

  // ───────────────────────────── E) positives: dbt, migrations, Airflow ─────────────────────────────
  {
    id: 'sq3-042-dbt-debug-log-model-sql',
    family: 'dbt',
    severityText: 'DEBUG',
    body: `10:12:01.123456 [debug] [Thread-3 (]: On model.shop.fct_refunds: /* {"app": "dbt", "dbt_version": "1.8.7", "profile_name": "shop", "target_name": "prod", "node_id": "model.shop.fct_refunds"} */

    create or replace table analytics.fct_refunds as (
      select refund_id, order_id, amount
      from raw.refunds
      where reason <> 'qa-test-refund-zz' and refunded_at >= '2026-01-01' and amount < 5000.01
    );`,
    attributes: { 'log.file.name': 'logs/dbt.log' },
    canaries: ['qa-test-refund-zz', '2026-01-01', '5000.01'],
    keep: ['On model.shop.fct_refunds:', 'create or replace table analytics.fct_refunds as (', 'select refund_id, order_id, amount', 'from raw.refunds', 'where reason <>'],
  },
  {
    id: 'sq3-043-mysql-client-call-procedure',
    family: 'mysql-call',
    severityText: 'ERROR',
    body: `mysql> CALL billing.sp_issue_refund('RF-22019-X', 48.15, "duplicate charge on 28/11, see chat");
ERROR 1644 (45000): refund exceeds captured amount`,
    attributes: { 'app.operator_session': 'finance-shell' },
    canaries: ['RF-22019-X', '48.15', 'duplicate charge on 28/11, see chat'],
    keep: ['CALL billing.sp_issue_refund(', 'ERROR 1644 (45000): refund exceeds captured amount'],
  },
  {
    id: 'sq3-044-liquibase-failed-sql',
    family: 'liquibase',
    severityText: 'ERROR',
    body: 'Liquibase update failed: changeset db/changelog/2026/11/seed-coupons.sql::seed-coupons-3::growth',
    attributes: {
      'exception.stacktrace': `liquibase.exception.DatabaseException: ERROR: duplicate key value violates unique constraint "coupons_pkey" [Failed SQL: (0) INSERT INTO public.coupons (code, percent_off, note) VALUES ('WINTER-FOX-2291', 15.5, 'Influencer campaign – do not reissue')]
	at liquibase.executor.jvm.JdbcExecutor$ExecuteStatementCallback.doInStatement(JdbcExecutor.java:470)
	at liquibase.executor.jvm.JdbcExecutor.execute(JdbcExecutor.java:77)`,
    },
    canaries: ['WINTER-FOX-2291', '15.5', 'Influencer campaign – do not reissue'],
    keep: ['Liquibase update failed', 'duplicate key value violates unique constraint "coupons_pkey"', '[Failed SQL:', 'INSERT INTO public.coupons (code, percent_off, note) VALUES ('],
  },
  {
    id: 'sq3-045-flyway-migration-failed-statement',
    family: 'flyway',
    severityText: 'ERROR',
    body: `ERROR: Migration of schema "public" to version "42 - seed plans" failed! Changes successfully rolled back.
ERROR: 
Migration V42__seed_plans.sql failed
------------------------------------
SQL State  : 23505
Error Code : 0
Message    : ERROR: duplicate key value violates unique constraint "plans_name_key"
Location   : db/migration/V42__seed_plans.sql (/app/db/migration/V42__seed_plans.sql)
Line       : 3
Statement  : INSERT INTO plans (id, name, price_cents, trial_days) VALUES (7, 'Gold Annual EU', 11988, 30)`,
    attributes: { 'service.name': 'billing-migrator' },
    canaries: ['Gold Annual EU', '11988'],
    keep: ['Migration V42__seed_plans.sql failed', 'duplicate key value violates unique constraint "plans_name_key"', 'Statement  : INSERT INTO plans (id, name, price_cents, trial_days) VALUES ('],
  },
  {
    id: 'sq3-046-liquibase-yaml-changelog-echo',
    family: 'yaml-changelog',
    severityText: 'DEBUG',
    body: `Effective changelog (db/changelog/seed.yaml):
databaseChangeLog:
  - changeSet:
      id: seed-coupons-2026-11
      author: growth-team
      changes:
        - sql:
            splitStatements: true
            sql: >
              INSERT INTO coupons (code, percent_off, expires_at) VALUES ('WELCOME-TEAL-5521', 12.5, '2027-03-31');
              UPDATE coupons SET note = 'superseded by WELCOME-TEAL' WHERE code = 'WELCOME-SAGE-1180';`,
    attributes: { 'logger.name': 'liquibase.changelog' },
    canaries: ['WELCOME-TEAL-5521', '2027-03-31', 'superseded by WELCOME-TEAL', 'WELCOME-SAGE-1180'],
    keep: ['Effective changelog (db/changelog/seed.yaml):', 'databaseChangeLog:', 'id: seed-coupons-2026-11', 'INSERT INTO coupons (code, percent_off, expires_at) VALUES (', 'UPDATE coupons SET note'],
  },
  {
    id: 'sq3-047-airflow-running-statement-literals',
    family: 'airflow-sql-operator',
    severityText: 'INFO',
    body: `[2026-11-30, 10:12:01 UTC] {sql.py:418} INFO - Running statement: DELETE FROM staging.events WHERE ds = '2026-11-29' AND source_system = 'pos-eu-west', parameters: None
[2026-11-30, 10:12:04 UTC] {sql.py:427} INFO - Rows affected: 18234`,
    attributes: { 'airflow.dag_id': 'events_reload', 'airflow.task_id': 'purge_partition' },
    canaries: ['2026-11-29', 'pos-eu-west'],
    keep: ['{sql.py:418} INFO - Running statement: DELETE FROM staging.events WHERE ds', 'parameters: None', 'Rows affected: 18234'],
  },
  {
    id: 'sq3-048-airflow-parameters-dict',
    family: 'airflow-sql-operator',
    severityText: 'INFO',
    body: `[2026-11-30, 10:15:44 UTC] {sql.py:418} INFO - Running statement: UPDATE mart.partner_settlements SET status = 'SETTLED-MANUAL' WHERE ds = %(ds)s AND partner = %(partner)s, parameters: {'ds': '2026-11-28', 'partner': 'kestrel-logistics-gmbh'}`,
    attributes: { 'airflow.dag_id': 'partner_settlement_daily', 'airflow.task_id': 'mark_settled' },
    canaries: ['SETTLED-MANUAL', '2026-11-28', 'kestrel-logistics-gmbh'],
    keep: ['Running statement: UPDATE mart.partner_settlements SET status', 'WHERE ds = %(ds)s AND partner = %(partner)s', 'parameters:'],
  },

  // ───────────────────────────── F) positives: Go ─────────────────────────────
  {
    id: 'sq3-049-gorm-trace-inline-values',
    family: 'gorm',
    severityText: 'INFO',
    body: `2026/11/30 10:12:01 /app/internal/repo/user.go:88
[3.412ms] [rows:1] SELECT * FROM \`users\` WHERE email = 'yusuf.demirtas@kargo-posta.example' AND \`users\`.\`deleted_at\` IS NULL ORDER BY \`users\`.\`id\` LIMIT 1`,
    attributes: { 'service.name': 'accounts-api' },
    canaries: ['yusuf.demirtas@kargo-posta.example'],
    keep: ['/app/internal/repo/user.go:88', '[rows:1] SELECT * FROM `users` WHERE email', 'IS NULL ORDER BY `users`.`id` LIMIT 1'],
  },
  {
    id: 'sq3-050-gorm-error-insert-returning',
    family: 'gorm',
    severityText: 'ERROR',
    body: `2026/11/30 10:12:02 /app/internal/store/payment.go:57 ERROR: duplicate key value violates unique constraint "idx_payments_ext_ref" (SQLSTATE 23505)
[1.882ms] [rows:0] INSERT INTO "payments" ("ext_ref","amount","currency","created_at") VALUES ('pi_3QmX81Lk2026abc',4999,'EUR','2026-11-30 10:12:00.871') RETURNING "id"`,
    attributes: { 'service.name': 'payments-api' },
    canaries: ['pi_3QmX81Lk2026abc', '4999', '2026-11-30 10:12:00.871'],
    keep: ['/app/internal/store/payment.go:57', 'duplicate key value violates unique constraint "idx_payments_ext_ref" (SQLSTATE 23505)', 'INSERT INTO "payments" ("ext_ref","amount","currency","created_at") VALUES (', 'RETURNING "id"'],
  },
  {
    id: 'sq3-051-sqlboiler-debug-args',
    family: 'sqlboiler',
    severityText: 'DEBUG',
    body: `INSERT INTO "customers" ("id","email","display_name","referral_code") VALUES ($1,$2,$3,$4)
[7731209 mirela.popescu@posta-ro.example Mirela Popescu REF-TANGO-19]`,
    attributes: { 'app.debug_writer': 'boil.DebugWriter' },
    canaries: ['7731209', 'mirela.popescu@posta-ro.example', 'Mirela Popescu', 'REF-TANGO-19'],
    keep: ['INSERT INTO "customers" ("id","email","display_name","referral_code") VALUES ($1,$2,$3,$4)'],
  },
  {
    id: 'sq3-052-pgx-v5-tracelog-logfmt',
    family: 'pgx-tracelog',
    severityText: 'INFO',
    body: `time=2026-11-30T10:12:01.552Z level=INFO msg=Query sql="UPDATE carts SET coupon_code = $1, discount_cents = $2 WHERE cart_id = $3" args="[SPRING-SAVE-4417 1275 c_7f31a0e9]" time=1.204ms commandTag="UPDATE 1" pid=48211`,
    attributes: { 'service.name': 'cart-svc' },
    canaries: ['SPRING-SAVE-4417', '1275', 'c_7f31a0e9'],
    keep: ['msg=Query sql="UPDATE carts SET coupon_code = $1, discount_cents = $2 WHERE cart_id = $3"', 'args=', 'commandTag="UPDATE 1"'],
  },
  {
    id: 'sq3-053-go-database-sql-printf-q',
    family: 'go-database-sql',
    severityText: 'WARN',
    body: `2026/11/30 10:12:01 wallet: exec "UPDATE wallets SET balance = balance - 17.40, updated_by = 'payout-cron' WHERE wallet_id = 'w_81f2c0d4' AND currency = 'CHF'" affected=0`,
    attributes: { 'service.name': 'wallet-worker' },
    canaries: ['17.40', 'payout-cron', 'w_81f2c0d4'],
    keep: ['wallet: exec', 'UPDATE wallets SET balance = balance -', 'updated_by', 'WHERE wallet_id', 'affected=0'],
  },

  // ───────────────────────────── G) positives: .NET ─────────────────────────────
  {
    id: 'sq3-054-linq2db-trace-declare-set',
    family: 'linq2db',
    severityText: 'DEBUG',
    body: `-- SqlServer.2019
DECLARE @email NVarChar(4000) -- String
SET     @email = N'farida.haddad@bayt-mail.example'
DECLARE @minTotal Decimal(7, 2)
SET     @minTotal = 1250.50

SELECT
	[o].[OrderId],
	[o].[Total]
FROM
	[dbo].[Orders] [o]
WHERE
	[o].[CustomerEmail] = @email AND [o].[Total] >= @minTotal`,
    attributes: { 'logger.name': 'LinqToDB.Data.DataConnection' },
    canaries: ['farida.haddad@bayt-mail.example', '1250.50'],
    keep: ['DECLARE @email NVarChar', 'SET     @email =', '[dbo].[Orders] [o]', '[o].[CustomerEmail] = @email AND [o].[Total] >= @minTotal'],
  },
  {
    id: 'sq3-055-dapper-app-log-param-json',
    family: 'dapper',
    severityText: 'ERROR',
    body: `fail: Shop.Data.OrderRepository[0]
      Dapper query failed: SELECT * FROM dbo.Orders WHERE OrderNumber = @OrderNumber AND Total > @MinTotal AND Tenant = @Tenant {"OrderNumber":"SO-2026-44871","MinTotal":150.25,"Tenant":"nl-retail-07"}`,
    attributes: {
      'exception.type': 'Microsoft.Data.SqlClient.SqlException',
      'exception.message': 'Execution Timeout Expired.  The timeout period elapsed prior to completion of the operation or the server is not responding.',
    },
    canaries: ['SO-2026-44871', '150.25', 'nl-retail-07'],
    keep: ['fail: Shop.Data.OrderRepository[0]', 'Dapper query failed: SELECT * FROM dbo.Orders WHERE OrderNumber = @OrderNumber AND Total > @MinTotal AND Tenant = @Tenant', 'Execution Timeout Expired.'],
  },
  {
    id: 'sq3-056-repodb-trace-parameters',
    family: 'repodb',
    severityText: 'DEBUG',
    body: `[RepoDb.Trace] BeforeQuery Key=Query.Customer Statement=SELECT [Id], [Name], [Email] FROM [Customer] WHERE ([Email] = @Email AND [IsActive] = @IsActive AND [Region] = @Region) ; Parameters=(@Email=olufemi.adebayo@lagosmail.example, @IsActive=True, @Region=NG-LA-03) StartTime=2026-11-30T10:12:01.1180000Z`,
    attributes: { 'service.name': 'crm-sync' },
    canaries: ['olufemi.adebayo@lagosmail.example', 'NG-LA-03'],
    keep: ['[RepoDb.Trace] BeforeQuery', 'SELECT [Id], [Name], [Email] FROM [Customer] WHERE ([Email] = @Email AND [IsActive] = @IsActive AND [Region] = @Region)', 'Parameters=('],
  },

  // ───────────────────────────── H) positives: PHP ─────────────────────────────
  {
    id: 'sq3-057-doctrine-dbal-monolog-params',
    family: 'doctrine',
    severityText: 'DEBUG',
    body: `[2026-11-30T10:12:01.118204+00:00] doctrine.DEBUG: Executing statement: SELECT t0.id AS id_1, t0.email AS email_2 FROM app_user t0 WHERE t0.email = ? AND t0.reset_token = ? LIMIT 1 (parameters: array{"1":"benedikt.rauscher@bergmail.example","2":"rst_9Qz2LmX71"}, types: array{"1":2,"2":2}) {"sql":"SELECT t0.id AS id_1, t0.email AS email_2 FROM app_user t0 WHERE t0.email = ? AND t0.reset_token = ? LIMIT 1","params":{"1":"benedikt.rauscher@bergmail.example","2":"rst_9Qz2LmX71"},"types":{"1":2,"2":2}} []`,
    attributes: { 'app.channel': 'doctrine' },
    canaries: ['benedikt.rauscher@bergmail.example', 'rst_9Qz2LmX71'],
    keep: ['doctrine.DEBUG: Executing statement: SELECT t0.id AS id_1, t0.email AS email_2 FROM app_user t0 WHERE t0.email = ? AND t0.reset_token = ? LIMIT 1', '(parameters: array{', 'types: array{'],
  },
  {
    id: 'sq3-058-propel-profiler',
    family: 'propel',
    severityText: 'INFO',
    body: `[2026-11-30 10:12:01] propel.INFO: time:  0.003 sec | mem:  6.2 MB | SELECT book.id, book.title FROM book WHERE book.isbn='978-3-16-148410-0' AND book.price<24.9 [] []`,
    attributes: { 'app.request_path': '/catalog/search' },
    canaries: ['978-3-16-148410-0', '24.9'],
    keep: ['propel.INFO:', 'SELECT book.id, book.title FROM book WHERE book.isbn=', 'AND book.price<'],
  },
  {
    id: 'sq3-059-cakephp-query-logger',
    family: 'cakephp',
    severityText: 'DEBUG',
    body: `2026-11-30 10:12:01 Debug: connection=default role=write duration=1.4 rows=1 UPDATE newsletter_subscriptions SET unsubscribed_reason = 'too many mails, sorry :(' , modified = '2026-11-30 10:11:58' WHERE email = 'corentin.mallet@courriel.example'`,
    attributes: { 'log.file.name': 'logs/queries.log' },
    canaries: ['too many mails, sorry :(', '2026-11-30 10:11:58', 'corentin.mallet@courriel.example'],
    keep: ['2026-11-30 10:12:01 Debug: connection=default role=write', 'UPDATE newsletter_subscriptions SET unsubscribed_reason', 'modified =', 'WHERE email'],
  },
  {
    id: 'sq3-060-codeigniter-invalid-query',
    family: 'codeigniter',
    severityText: 'ERROR',
    body: "ERROR - 2026-11-30 10:12:01 --> Query error: Unknown column 'shiping_fee' in 'field list' - Invalid query: UPDATE `orders` SET `shiping_fee` = 4.95, `tracking_no` = 'JJD0099281734AT' WHERE `id` = '400127'",
    attributes: { 'log.file.name': 'application/logs/log-2026-11-30.php' },
    canaries: ['4.95', 'JJD0099281734AT', '400127'],
    keep: ['--> Query error: Unknown column', '- Invalid query: UPDATE `orders` SET `shiping_fee` =', '`tracking_no` =', 'WHERE `id` ='],
  },
  {
    id: 'sq3-061-yii2-db-command-query',
    family: 'yii',
    severityText: 'INFO',
    body: '2026-11-30 10:12:01 [-][1042][-][info][yii\\db\\Command::query] SELECT * FROM `customer` WHERE (`status`=10) AND (`phone`=\'+48 601 774 219\') AND (`city`=\'Wrocław\')',
    attributes: { 'log.file.name': 'runtime/logs/app.log' },
    canaries: ['+48 601 774 219', 'Wrocław'],
    keep: ['[info][yii\\db\\Command::query] SELECT * FROM `customer` WHERE (`status`=', 'AND (`phone`=', 'AND (`city`='],
  },

  // ───────────────────────────── I) positives: Ruby, SQLite CLI, Elixir ─────────────────────────────
  {
    id: 'sq3-062-rom-sequel-logger-insert',
    family: 'rom-rb',
    severityText: 'INFO',
    body: `I, [2026-11-30T10:12:01.552813 #4121]  INFO -- : (0.000812s) INSERT INTO "subscriptions" ("account_id", "plan", "coupon", "trial_ends_on") VALUES (66120931, 'team-annual', 'ROMCODE-88X', '2027-01-14') RETURNING "id"`,
    attributes: { 'service.name': 'billing-hanami' },
    canaries: ['66120931', 'team-annual', 'ROMCODE-88X', '2027-01-14'],
    keep: ['INFO -- : (0.000812s) INSERT INTO "subscriptions" ("account_id", "plan", "coupon", "trial_ends_on") VALUES (', 'RETURNING "id"'],
  },
  {
    id: 'sq3-063-sqlite-cli-double-quoted-string',
    family: 'sqlite-cli',
    body: `sqlite> UPDATE notes SET body = "Pick up passport at Kreisverwaltungsreferat, Thursday 9:30" WHERE id = 58812;
sqlite> SELECT changes();
1`,
    attributes: { 'app.shell_history': true },
    canaries: ['Pick up passport at Kreisverwaltungsreferat, Thursday 9:30', '58812'],
    keep: ['UPDATE notes SET body =', 'WHERE id =', 'SELECT changes();'],
  },
  {
    id: 'sq3-064-ecto-postgrex-query-ok',
    family: 'ecto',
    severityText: 'DEBUG',
    body: `10:12:01.552 request_id=F8x2kQ9aZ1bC3dE4 [debug] QUERY OK source="users" db=1.2ms queue=0.1ms idle=812.3ms
SELECT u0."id", u0."email", u0."hashed_password" FROM "users" AS u0 WHERE (u0."email" = $1) ["svetlana.orlova@pochta-mail.example"]
↳ MyApp.Accounts.get_user_by_email/1, at: lib/my_app/accounts.ex:42`,
    attributes: { 'service.name': 'my_app' },
    canaries: ['svetlana.orlova@pochta-mail.example'],
    keep: ['[debug] QUERY OK source="users"', 'SELECT u0."id", u0."email", u0."hashed_password" FROM "users" AS u0 WHERE (u0."email" = $1)', 'MyApp.Accounts.get_user_by_email/1, at: lib/my_app/accounts.ex:42'],
  },
  {
    id: 'sq3-065-ecto-myxql-query-error',
    family: 'ecto',
    severityText: 'ERROR',
    body: `[debug] QUERY ERROR source="order_lines" db=2.1ms queue=0.3ms idle=41.7ms
INSERT INTO \`order_lines\` (\`order_id\`,\`sku\`,\`qty\`,\`gift_message\`,\`inserted_at\`) VALUES (?,?,?,?,?) [88120377, "SKU-TEAL-22", 3, "Alles Gute, Oma Ingrid!", ~N[2026-11-30 10:11:59]]`,
    attributes: {
      'exception.type': 'MyXQL.Error',
      'exception.message': '(1452) (ER_NO_REFERENCED_ROW_2) Cannot add or update a child row: a foreign key constraint fails (`shop`.`order_lines`, CONSTRAINT `order_lines_order_id_fkey` FOREIGN KEY (`order_id`) REFERENCES `orders` (`id`))',
    },
    canaries: ['88120377', 'SKU-TEAL-22', 'Alles Gute, Oma Ingrid!', '2026-11-30 10:11:59'],
    keep: ['QUERY ERROR source="order_lines"', 'INSERT INTO `order_lines` (`order_id`,`sku`,`qty`,`gift_message`,`inserted_at`) VALUES (?,?,?,?,?)', 'Cannot add or update a child row: a foreign key constraint fails'],
  },
  {
    id: 'sq3-066-postgrex-error-query-line',
    family: 'ecto',
    severityText: 'ERROR',
    body: 'GenServer MyApp.SegmentExporter terminating',
    attributes: {
      'exception.type': 'Postgrex.Error',
      'exception.message': `ERROR 42703 (undefined_column) column "lifetime_value" does not exist

    query: SELECT id, email FROM customers WHERE lifetime_value > 12000.75 AND segment = 'vip-dach' ORDER BY id LIMIT 200`,
    },
    canaries: ['12000.75', 'vip-dach'],
    keep: ['GenServer MyApp.SegmentExporter terminating', 'ERROR 42703 (undefined_column) column "lifetime_value" does not exist', 'query: SELECT id, email FROM customers WHERE lifetime_value >', 'ORDER BY id LIMIT 200'],
  },

  // ───────────────────────────── J) positives: Rust, Kotlin, Scala ─────────────────────────────
  {
    id: 'sq3-067-tokio-postgres-executing-with-parameters',
    family: 'tokio-postgres',
    severityText: 'DEBUG',
    body: `2026-11-30T10:12:01.551002Z DEBUG tokio_postgres::prepare: preparing query s7: UPDATE invoices SET amount = $2, terms = $3 WHERE invoice_no = $1
2026-11-30T10:12:01.552190Z DEBUG tokio_postgres::query: executing statement s7 with parameters: ["INV-2026-003318", 1749.99, Some("net 30, paid by bank transfer")]`,
    attributes: { 'service.name': 'invoicing-rs' },
    canaries: ['INV-2026-003318', '1749.99', 'net 30, paid by bank transfer'],
    keep: ['tokio_postgres::prepare: preparing query s7: UPDATE invoices SET amount = $2, terms = $3 WHERE invoice_no = $1', 'tokio_postgres::query: executing statement s7 with parameters:'],
  },
  {
    id: 'sq3-068-sea-query-built-sql',
    family: 'sea-query',
    severityText: 'INFO',
    body: `2026-11-30T10:12:01.771Z  INFO inventory_svc::repo: built query sql=SELECT "sku", "qty" FROM "stock" WHERE "warehouse" = 'HAM-NORD-2' AND "qty" < -3 AND "updated_at" > '2026-11-29 23:00:00' LIMIT 50`,
    attributes: { 'code.filepath': 'src/repo.rs' },
    canaries: ['HAM-NORD-2', '2026-11-29 23:00:00'],
    keep: ['inventory_svc::repo: built query sql=SELECT "sku", "qty" FROM "stock" WHERE "warehouse" =', 'AND "updated_at" >', 'LIMIT 50'],
  },
  {
    id: 'sq3-069-exposed-sql-logger-insert',
    family: 'exposed',
    severityText: 'DEBUG',
    body: `2026-11-30 10:12:01.552 [DefaultDispatcher-worker-3] DEBUG Exposed - INSERT INTO TICKETS (SUBJECT, REPORTER, PRIORITY, ESTIMATE_H) VALUES ('Drucker im 3. OG druckt nur leere Seiten', 'Jannik Oberholzer', 'P2-URGENT', 1.75)`,
    attributes: { 'thread.name': 'DefaultDispatcher-worker-3' },
    canaries: ['Drucker im 3. OG druckt nur leere Seiten', 'Jannik Oberholzer', 'P2-URGENT', '1.75'],
    keep: ['[DefaultDispatcher-worker-3] DEBUG Exposed - INSERT INTO TICKETS (SUBJECT, REPORTER, PRIORITY, ESTIMATE_H) VALUES ('],
  },
  {
    id: 'sq3-070-jooq-logger-listener-bind-values',
    family: 'jooq',
    severityText: 'DEBUG',
    body: `2026-11-30 10:12:01,552 DEBUG [main] org.jooq.tools.LoggerListener - Executing query          : select "public"."customer"."id", "public"."customer"."name" from "public"."customer" where ("public"."customer"."vat_id" = ? and "public"."customer"."country" = ?)
2026-11-30 10:12:01,553 DEBUG [main] org.jooq.tools.LoggerListener - -> with bind values      : select "public"."customer"."id", "public"."customer"."name" from "public"."customer" where ("public"."customer"."vat_id" = 'ATU71239904' and "public"."customer"."country" = 'AT-VIE')
2026-11-30 10:12:01,561 DEBUG [main] org.jooq.tools.LoggerListener - Fetched row(s)           : 0`,
    attributes: { 'service.name': 'tax-registry' },
    canaries: ['ATU71239904', 'AT-VIE'],
    keep: ['Executing query          : select "public"."customer"."id", "public"."customer"."name" from "public"."customer" where ("public"."customer"."vat_id" = ? and "public"."customer"."country" = ?)', '-> with bind values      : select "public"."customer"."id"', 'Fetched row(s)'],
  },
  {
    id: 'sq3-071-quill-binds',
    family: 'quill',
    severityText: 'INFO',
    body: `10:12:01.552 [io-compute-5] INFO  io.getquill.context.jdbc.JdbcContext - SELECT p.id, p.name, p.age FROM person p WHERE p.name = ? AND p.age > ? AND p.city = ? - binds: [Wanjiru Kamau, 41, Nakuru]`,
    attributes: { 'thread.name': 'io-compute-5' },
    canaries: ['Wanjiru Kamau', 'Nakuru'],
    keep: ['io.getquill.context.jdbc.JdbcContext - SELECT p.id, p.name, p.age FROM person p WHERE p.name = ? AND p.age > ? AND p.city = ?', '- binds: ['],
  },
  {
    id: 'sq3-072-doobie-log-handler-arguments',
    family: 'doobie',
    severityText: 'INFO',
    body: `Successful Statement Execution:

  SELECT code, name, population FROM country WHERE code = ? AND name <> ?

 arguments = [MNE-X1, Crna Gora (draft)]
   elapsed = 3 ms exec + 1 ms processing (4 ms total)`,
    attributes: { 'logger.name': 'doobie.util.log' },
    canaries: ['MNE-X1', 'Crna Gora (draft)'],
    keep: ['Successful Statement Execution:', 'SELECT code, name, population FROM country WHERE code = ? AND name <> ?', 'arguments = [', 'elapsed = 3 ms exec + 1 ms processing (4 ms total)'],
  },
  {
    id: 'sq3-073-scalikejdbc-sql-execution',
    family: 'scalikejdbc',
    severityText: 'DEBUG',
    body: `[SQL Execution]
 update members set nickname = 'kite_runner_77', last_login = '2026-11-30 09:58:12' where id = 3318842; (1 ms)

  [Stack Trace]
    ...
    models.Member$.updateNickname(Member.scala:88)
    controllers.ProfileController.save(ProfileController.scala:41)
    ...`,
    attributes: { 'logger.name': 'scalikejdbc.StatementExecutor$$anon$1' },
    canaries: ['kite_runner_77', '2026-11-30 09:58:12', '3318842'],
    keep: ['[SQL Execution]', 'update members set nickname', 'last_login =', 'where id =', '[Stack Trace]', 'models.Member$.updateNickname(Member.scala:88)'],
  },

  // ───────────────────────────── K) positives: Node ─────────────────────────────
  {
    id: 'sq3-074-prisma-query-event-structured',
    family: 'prisma',
    severityText: 'DEBUG',
    body: {
      msg: 'prisma:query',
      query: 'SELECT `shop`.`User`.`id`, `shop`.`User`.`email` FROM `shop`.`User` WHERE (`shop`.`User`.`email` = ? AND `shop`.`User`.`tenantId` = ?) LIMIT ? OFFSET ?',
      params: '["ines.carvalho@correio-pt.example","tn_55x1q",1,0]',
      duration: 3,
      target: 'quaint::connector::metrics',
    },
    attributes: { 'service.name': 'storefront-next' },
    canaries: ['ines.carvalho@correio-pt.example', 'tn_55x1q'],
    keep: ['prisma:query', 'WHERE (`shop`.`User`.`email` = ? AND `shop`.`User`.`tenantId` = ?) LIMIT ? OFFSET ?', 'quaint::connector::metrics'],
  },
  {
    id: 'sq3-075-sequelize-executing-in-list',
    family: 'sequelize',
    severityText: 'DEBUG',
    body: "Executing (default): SELECT `id`, `email`, `plan` FROM `accounts` AS `Account` WHERE `Account`.`email` = 'lotte.vermeulen@telenet-mail.example' AND `Account`.`plan` IN ('pro-monthly', 'pro-yearly-legacy') LIMIT 1;",
    attributes: { 'service.name': 'accounts-node' },
    canaries: ['lotte.vermeulen@telenet-mail.example', 'pro-monthly', 'pro-yearly-legacy'],
    keep: ['Executing (default): SELECT `id`, `email`, `plan` FROM `accounts` AS `Account` WHERE `Account`.`email` =', 'AND `Account`.`plan` IN (', 'LIMIT 1;'],
  },
  {
    id: 'sq3-076-bookshelf-knex-query-object',
    family: 'bookshelf-knex',
    severityText: 'DEBUG',
    body: `{
  method: 'update',
  options: {},
  timeout: false,
  cancelOnTimeout: false,
  bindings: [ 'shipped-partial', 'DHL-7731-220-991', 2026113001, 48812 ],
  __knexQueryUid: 'Zq3kL1p9xVb2MnC7',
  sql: 'update \`shipments\` set \`status\` = ?, \`tracking_ref\` = ?, \`batch_no\` = ? where \`id\` = ?'
}`,
    attributes: { 'service.name': 'fulfilment-bookshelf' },
    canaries: ['shipped-partial', 'DHL-7731-220-991', '2026113001', '48812'],
    keep: ['cancelOnTimeout: false', 'bindings: [', 'update `shipments` set `status` = ?, `tracking_ref` = ?, `batch_no` = ? where `id` = ?'],
  },
  {
    id: 'sq3-077-pg-promise-monitor',
    family: 'pg-promise',
    severityText: 'INFO',
    body: `10:12:01 SELECT * FROM subscriptions WHERE customer_id = 8841207 AND renews_on BETWEEN '2026-12-01' AND '2026-12-31' AND note ILIKE '%call before renewing%'
         task/end(renewal-scan); duration: .041, success: true`,
    attributes: { 'logger.name': 'pg-monitor' },
    canaries: ['8841207', '2026-12-01', '2026-12-31', 'call before renewing'],
    keep: ['SELECT * FROM subscriptions WHERE customer_id', 'AND renews_on BETWEEN', 'AND note ILIKE', 'task/end(renewal-scan)'],
  },

  // ───────────────────────────── L) positives: Python ─────────────────────────────
  {
    id: 'sq3-078-sqlmodel-echo-generated',
    family: 'sqlmodel',
    severityText: 'INFO',
    body: `2026-11-30 10:12:01,552 INFO sqlalchemy.engine.Engine BEGIN (implicit)
2026-11-30 10:12:01,553 INFO sqlalchemy.engine.Engine INSERT INTO hero (name, secret_name, age) VALUES (?, ?, ?)
2026-11-30 10:12:01,553 INFO sqlalchemy.engine.Engine [generated in 0.00019s] ('Nightjar', 'Ottilie Brandstetter', 47)
2026-11-30 10:12:01,554 INFO sqlalchemy.engine.Engine COMMIT`,
    attributes: { 'service.name': 'heroes-api' },
    canaries: ['Nightjar', 'Ottilie Brandstetter'],
    keep: ['sqlalchemy.engine.Engine BEGIN (implicit)', 'INSERT INTO hero (name, secret_name, age) VALUES (?, ?, ?)', '[generated in 0.00019s]', 'sqlalchemy.engine.Engine COMMIT'],
  },
  {
    id: 'sq3-079-peewee-debug-tuple',
    family: 'peewee',
    severityText: 'DEBUG',
    body: `DEBUG:peewee:('SELECT "t1"."id", "t1"."username" FROM "user" AS "t1" WHERE (("t1"."username" = ?) AND ("t1"."karma" >= ?)) LIMIT ?', ['quokka_ranger', 125.5, 10])`,
    attributes: { 'service.name': 'forum' },
    canaries: ['quokka_ranger', '125.5'],
    keep: ['DEBUG:peewee:(', 'FROM "user" AS "t1" WHERE (("t1"."username" = ?) AND ("t1"."karma" >= ?)) LIMIT ?'],
  },
  {
    id: 'sq3-080-asyncpg-app-debug-args',
    family: 'asyncpg',
    severityText: 'ERROR',
    body: 'fetchrow failed',
    attributes: {
      'exception.type': 'asyncpg.exceptions.CheckViolationError',
      'exception.message': 'new row for relation "bookings" violates check constraint "bookings_nights_positive"',
      'app.debug': `query='INSERT INTO bookings (guest_name, room, nights, arrival) VALUES ($1, $2, $3, $4) RETURNING id' args=('Aurélie Fontaine-Rey', 'Suite 12B', -2, datetime.date(2026, 12, 24))`,
    },
    canaries: ['Aurélie Fontaine-Rey', 'Suite 12B', '2026, 12, 24'],
    keep: ['fetchrow failed', 'violates check constraint "bookings_nights_positive"', 'INSERT INTO bookings (guest_name, room, nights, arrival) VALUES ($1, $2, $3, $4) RETURNING id'],
  },
  {
    id: 'sq3-081-encode-databases-query-args',
    family: 'python-databases',
    severityText: 'DEBUG',
    body: `DEBUG:databases:Query: SELECT id, title FROM notes WHERE owner = $1 AND title LIKE $2 Args: ('marguerite_l', '%Steuererklärung 2025%')`,
    attributes: { 'service.name': 'notes-fastapi' },
    canaries: ['marguerite_l', 'Steuererklärung 2025'],
    keep: ['DEBUG:databases:Query: SELECT id, title FROM notes WHERE owner = $1 AND title LIKE $2 Args:'],
  },
  {
    id: 'sq3-082-sqlalchemy-literal-binds-upsert',
    family: 'sqlalchemy-literal-binds',
    severityText: 'DEBUG',
    body: `2026-11-30 10:12:01,552 DEBUG catalog.sync compiled upsert: INSERT INTO products (sku, title, price, tags) VALUES ('SKU-LAMP-0931', 'Leselampe „Nordlicht“ 40 cm', 59.9, ARRAY['sale-winter', 'living']) ON CONFLICT (sku) DO UPDATE SET price = excluded.price, title = excluded.title`,
    attributes: { 'service.name': 'catalog-sync' },
    canaries: ['SKU-LAMP-0931', 'Leselampe „Nordlicht“ 40 cm', '59.9', 'sale-winter'],
    keep: ['compiled upsert: INSERT INTO products (sku, title, price, tags) VALUES (', 'ON CONFLICT (sku) DO UPDATE SET price = excluded.price, title = excluded.title'],
  },

  // ───────────────────────────── M) positives: audit logs and database server logs ─────────────────────────────
  {
    id: 'sq3-083-pgaudit-session-statement',
    family: 'pgaudit',
    severityText: 'LOG',
    body: `2026-11-30 10:12:01.552 UTC [51288] auditor@ledger LOG:  AUDIT: SESSION,14,1,WRITE,UPDATE,TABLE,public.payees,"UPDATE public.payees SET iban = 'FR76 3000 6000 0112 3456 7890 189', verified = true WHERE payee_id = 70213",<not logged>`,
    attributes: { 'log.file.name': 'postgresql-Mon.log' },
    canaries: ['FR76 3000 6000 0112 3456 7890 189', '70213'],
    keep: ['AUDIT: SESSION,14,1,WRITE,UPDATE,TABLE,public.payees,', 'UPDATE public.payees SET iban', 'WHERE payee_id', '<not logged>'],
  },
  {
    id: 'sq3-084-pgaudit-log-parameter',
    family: 'pgaudit',
    severityText: 'LOG',
    body: `2026-11-30 10:14:40.004 UTC [51301] app@ledger LOG:  AUDIT: SESSION,3,1,WRITE,INSERT,TABLE,public.transfers,"INSERT INTO transfers (from_acct, to_acct, amount, memo) VALUES ($1, $2, $3, $4)","DE-ACC-7713002,DE-ACC-7713990,1999.95,rent december flat 4"`,
    attributes: { 'log.file.name': 'postgresql-Mon.log' },
    canaries: ['DE-ACC-7713002', 'DE-ACC-7713990', '1999.95', 'rent december flat 4'],
    keep: ['AUDIT: SESSION,3,1,WRITE,INSERT,TABLE,public.transfers,', 'INSERT INTO transfers (from_acct, to_acct, amount, memo) VALUES ($1, $2, $3, $4)'],
  },
  {
    id: 'sq3-085-audit-table-row-client-query',
    family: 'audit-table',
    severityText: 'INFO',
    body: {
      msg: 'audit row replicated',
      table: 'audit.logged_actions',
      action: 'U',
      row: {
        event_id: 9912841,
        schema_name: 'public',
        table_name: 'patients',
        client_query: "UPDATE patients SET allergy_notes = 'penicillin, latex', ward = 'B4-East' WHERE mrn = 'MRN-00418812'",
        action_tstamp_tx: '2026-11-30T10:12:01Z',
      },
    },
    attributes: { 'service.name': 'audit-shipper' },
    canaries: ['penicillin, latex', 'B4-East', 'MRN-00418812'],
    keep: ['audit row replicated', 'audit.logged_actions', 'UPDATE patients SET allergy_notes', 'WHERE mrn'],
  },
  {
    id: 'sq3-086-mysql-general-log-double-quoted',
    family: 'mysql-general-log',
    body: `2026-11-30T10:12:01.552813Z	   42 Connect	shop_app@10.4.0.17 on shop using SSL/TLS
2026-11-30T10:12:01.553901Z	   42 Query	SET NAMES utf8mb4
2026-11-30T10:12:01.554420Z	   42 Query	SELECT id, status FROM orders WHERE customer_email = "pieter.jansen@kpn-mail.example" AND created_at > '2026-11-01 00:00:00'
2026-11-30T10:12:01.556013Z	   42 Quit	`,
    attributes: { 'log.file.name': 'general.log' },
    canaries: ['pieter.jansen@kpn-mail.example', '2026-11-01 00:00:00'],
    keep: ['Query\tSET NAMES utf8mb4', 'Query\tSELECT id, status FROM orders WHERE customer_email =', 'AND created_at >', 'Quit'],
  },
  {
    id: 'sq3-087-sqlserver-xe-batch-completed',
    family: 'sqlserver-xe',
    body: `<event name="sql_batch_completed" package="sqlserver" timestamp="2026-11-30T10:12:01.552Z"><data name="cpu_time"><value>15000</value></data><data name="duration"><value>18220</value></data><data name="row_count"><value>1</value></data><data name="batch_text"><value>UPDATE dbo.Employees SET Salary = 86500.00, Title = N'Leiterin Einkauf' WHERE EmployeeId = 10442;</value></data><action name="client_app_name" package="sqlserver"><value>HR-Portal</value></action></event>`,
    attributes: { 'app.xe_session': 'hr_audit_batches' },
    canaries: ['86500.00', 'Leiterin Einkauf', '10442'],
    keep: ['<event name="sql_batch_completed" package="sqlserver"', 'UPDATE dbo.Employees SET Salary =', 'Title =', 'WHERE EmployeeId =', '<value>HR-Portal</value>'],
  },
  {
    id: 'sq3-088-sqlserver-deadlock-inputbuf',
    family: 'sqlserver-deadlock',
    severityText: 'WARN',
    body: `<deadlock><victim-list><victimProcess id="process1f2a8c4e8c8" /></victim-list><process-list><process id="process1f2a8c4e8c8" taskpriority="0" logused="0" waitresource="KEY: 7:72057594045595648 (8194443284a0)" waittime="4112" ownerId="1183352" transactionname="user_transaction" lockMode="U" isolationlevel="read committed (2)" clientapp="BillingWorker" loginname="billing_svc"><executionStack><frame procname="adhoc" line="1" stmtstart="38" sqlhandle="0x02000000d1c0e81e"></frame></executionStack><inputbuf>
UPDATE dbo.Accounts SET Balance = Balance - 250.00, LastMemo = 'refund RMA-4471-Q' WHERE AccountId = 771402   </inputbuf></process></process-list></deadlock>`,
    attributes: { 'app.event': 'xml_deadlock_report' },
    canaries: ['250.00', 'refund RMA-4471-Q', '771402'],
    keep: ['<inputbuf>', 'UPDATE dbo.Accounts SET Balance = Balance -', 'LastMemo =', 'WHERE AccountId', 'clientapp="BillingWorker"'],
  },
  {
    id: 'sq3-089-pg-auto-explain-filter',
    family: 'pg-auto-explain',
    severityText: 'LOG',
    body: `2026-11-30 10:12:05.881 UTC [48812] app@shop LOG:  duration: 1203.441 ms  plan:
	Query Text: SELECT id, total FROM orders WHERE shipping_postcode = 'SW1A 2AA' AND total > 999.99
	Seq Scan on orders  (cost=0.00..48213.55 rows=12 width=14) (actual time=0.031..1203.120 rows=3 loops=1)
	  Filter: ((total > 999.99) AND ((shipping_postcode)::text = 'SW1A 2AA'::text))
	  Rows Removed by Filter: 1820331`,
    attributes: { 'log.file.name': 'postgresql-2026-11-30.log' },
    canaries: ['SW1A 2AA', '999.99'],
    keep: ['duration: 1203.441 ms  plan:', 'Query Text: SELECT id, total FROM orders WHERE shipping_postcode', 'Seq Scan on orders', 'Rows Removed by Filter: 1820331'],
  },
  {
    id: 'sq3-090-pg-min-duration-execute-parameters',
    family: 'pg-min-duration',
    severityText: 'LOG',
    body: `2026-11-30 10:12:07.114 UTC [48830] app@shop LOG:  duration: 2311.871 ms  execute S_14: UPDATE loyalty_accounts SET points = points + $1 WHERE member_no = $2 AND tier = $3
2026-11-30 10:12:07.114 UTC [48830] app@shop DETAIL:  Parameters: $1 = '1575', $2 = 'LM-20261130-8812', $3 = 'gold-plus'`,
    attributes: { 'log.file.name': 'postgresql-2026-11-30.log' },
    canaries: ['1575', 'LM-20261130-8812', 'gold-plus'],
    keep: ['duration: 2311.871 ms  execute S_14: UPDATE loyalty_accounts SET points = points + $1 WHERE member_no = $2 AND tier = $3', 'DETAIL:  Parameters: $1 ='],
  },
  {
    id: 'sq3-091-mysql-slow-log-set-timestamp',
    family: 'mysql-slow-log',
    body: `# Time: 2026-11-30T10:12:09.118204Z
# User@Host: shop_app[shop_app] @  [10.4.0.17]  Id:    42
# Query_time: 3.201877  Lock_time: 0.000012 Rows_sent: 1  Rows_examined: 812345
use shop;
SET timestamp=1796033529;
SELECT o.id, o.total FROM orders o JOIN customers c ON c.id = o.customer_id WHERE c.phone = '+31 6 4471 2290' AND o.placed_at >= '2026-10-01' ORDER BY o.placed_at DESC LIMIT 5;`,
    attributes: { 'log.file.name': 'mysql-slow.log' },
    canaries: ['+31 6 4471 2290', '2026-10-01'],
    keep: ['# Query_time: 3.201877  Lock_time: 0.000012 Rows_sent: 1  Rows_examined: 812345', 'use shop;', 'SELECT o.id, o.total FROM orders o JOIN customers c ON c.id = o.customer_id WHERE c.phone', 'ORDER BY o.placed_at DESC LIMIT 5;'],
  },

  // ───────────────────────────── N) positives: LLM agents, JSON payloads ─────────────────────────────
  {
    id: 'sq3-092-llm-agent-tool-call-structured',
    family: 'llm-agent',
    severityText: 'INFO',
    body: {
      event: 'agent.tool_call',
      agent: 'support-copilot',
      step: 3,
      tool: 'sql_db_query',
      tool_input: "SELECT order_id, status, total FROM orders WHERE customer_email = 'haruto.sakamoto@mail-jp.example' AND placed_at >= DATE '2026-11-01' ORDER BY placed_at DESC LIMIT 5",
    },
    attributes: { 'gen_ai.system': 'openai', 'app.conversation_turn': 7 },
    canaries: ['haruto.sakamoto@mail-jp.example', '2026-11-01'],
    keep: ['agent.tool_call', 'sql_db_query', 'SELECT order_id, status, total FROM orders WHERE customer_email', 'ORDER BY placed_at DESC LIMIT 5'],
  },
  {
    id: 'sq3-093-llm-final-answer-sql-block',
    family: 'llm-agent',
    severityText: 'INFO',
    body: `[agent] final_answer: Here is the query I ran:

\`\`\`sql
SELECT name, balance FROM accounts WHERE iban = 'NL91 ABNA 0417 1643 00' AND status <> 'closed-by-bank';
\`\`\`

The account is overdrawn; I recommend contacting the customer.`,
    attributes: { 'app.agent': 'finance-assistant' },
    canaries: ['NL91 ABNA 0417 1643 00', 'closed-by-bank'],
    keep: ['final_answer: Here is the query I ran:', 'SELECT name, balance FROM accounts WHERE iban', 'AND status <>', 'The account is overdrawn; I recommend contacting the customer.'],
  },
  {
    id: 'sq3-094-llm-function-call-arguments',
    family: 'llm-agent',
    severityText: 'DEBUG',
    body: `tool_call id=call_8XkP2 name=run_sql arguments={"query":"UPDATE tickets SET assignee = 'ops-oncall-2', priority = 'P1-SEV' WHERE ticket_ref = 'INC-2026-7781'","dry_run":false}`,
    attributes: { 'gen_ai.operation.name': 'execute_tool' },
    canaries: ['ops-oncall-2', 'P1-SEV', 'INC-2026-7781'],
    keep: ['name=run_sql arguments={"query":"UPDATE tickets SET assignee', 'priority =', 'WHERE ticket_ref', '"dry_run":false}'],
  },
  {
    id: 'sq3-095-json-error-payload-string-body',
    family: 'json-error-payload',
    severityText: 'ERROR',
    body: `{"level":"error","ts":"2026-11-30T10:12:11.204Z","logger":"api.checkout","msg":"db error","error":{"code":"23503","detail":"see query","query":"INSERT INTO order_items (order_id, sku, qty, price) VALUES (99120455, 'SKU-MUG-RED-330', 2, 12.49)"}}`,
    attributes: { 'service.name': 'checkout-api' },
    canaries: ['99120455', 'SKU-MUG-RED-330', '12.49'],
    keep: ['"logger":"api.checkout"', '"msg":"db error"', 'INSERT INTO order_items (order_id, sku, qty, price) VALUES ('],
  },

  // ───────────────────────────── O) positives: scripts, comments, tricky literals ─────────────────────────────
  {
    id: 'sq3-096-psql-script-e-escapes',
    family: 'psql-script',
    severityText: 'ERROR',
    body: `BEGIN;
UPDATE addresses SET line2 = E'c/o Familie M\\u00fcller\\nHinterhaus, 3. Stock' WHERE id = 604417;
UPDATE 1
INSERT INTO addresses (customer_id, label, line1) VALUES (604418, E'Lieferadresse \\'Werkstatt\\'', 'Gewerbestraße 9');
psql:/opt/fix/2026-11-30_fix_addresses.sql:4: ERROR:  duplicate key value violates unique constraint "addresses_label_key"
ROLLBACK;`,
    attributes: { 'app.script': '/opt/fix/2026-11-30_fix_addresses.sql' },
    canaries: ['c/o Familie M', 'Hinterhaus, 3. Stock', '604417', '604418', 'Lieferadresse', 'Werkstatt', 'Gewerbestraße 9'],
    keep: ['BEGIN;', 'UPDATE addresses SET line2 =', 'INSERT INTO addresses (customer_id, label, line1) VALUES (', 'duplicate key value violates unique constraint "addresses_label_key"', 'ROLLBACK;'],
  },
  {
    id: 'sq3-097-values-in-sql-comments',
    family: 'sql-comment',
    severityText: 'INFO',
    body: `2026-11-30 10:12:13,004 INFO  [migrate-hotfix] HotfixRunner - applying: /* ticket SUP-88120: customer asked to change 'Maximilian Roth' to 'Max Roth-Kaiser' */ UPDATE customers SET display_name = 'Max Roth-Kaiser' WHERE customer_no = 'C-0071193'; -- old value 'Maximilian Roth'`,
    attributes: { 'thread.name': 'migrate-hotfix' },
    canaries: ['Maximilian Roth', 'Max Roth-Kaiser', 'C-0071193'],
    keep: ['[migrate-hotfix] HotfixRunner - applying:', 'UPDATE customers SET display_name', 'WHERE customer_no'],
  },
  {
    id: 'sq3-098-literal-with-newline-and-semicolons',
    family: 'multiline-literal',
    severityText: 'WARN',
    body: `2026-11-30T10:12:15.331Z WARN  notes-service: slow insert (812 ms): INSERT INTO delivery_notes (shipment_id, text) VALUES (5531029, 'Bitte klingeln; Tür klemmt.
Nicht beim Nachbarn (Nr. 14) abgeben; danke!')
2026-11-30T10:12:15.332Z WARN  notes-service: retrying in 200 ms`,
    attributes: { 'service.name': 'notes-service' },
    canaries: ['5531029', 'Bitte klingeln; Tür klemmt.', 'Nicht beim Nachbarn (Nr. 14) abgeben; danke!'],
    keep: ['notes-service: slow insert (812 ms): INSERT INTO delivery_notes (shipment_id, text) VALUES (', 'notes-service: retrying in 200 ms'],
  },
  {
    id: 'sq3-099-case-when-window-in-list-unicode',
    family: 'case-window',
    severityText: 'DEBUG',
    body: `2026-11-30 10:12:17.009 DEBUG reporting.cohorts - SQL: SELECT customer_id, SUM(total) OVER (PARTITION BY customer_id ORDER BY placed_at) AS running_total, CASE WHEN total > 2500.00 THEN 'whale-tier-A' WHEN total BETWEEN 100.00 AND 2500.00 THEN 'regular' ELSE 'dormant-z' END AS bucket FROM orders WHERE region IN ('DACH-Nord', 'DACH-Süd', '関東-東京') AND discount_rate <> -0.15`,
    attributes: { 'logger.name': 'reporting.cohorts' },
    canaries: ['2500.00', 'whale-tier-A', '100.00', 'dormant-z', 'DACH-Nord', 'DACH-Süd', '関東-東京', '0.15'],
    keep: ['reporting.cohorts - SQL: SELECT customer_id, SUM(total) OVER (PARTITION BY customer_id ORDER BY placed_at) AS running_total, CASE WHEN total >', 'END AS bucket FROM orders WHERE region IN (', 'AND discount_rate <>'],
  },

  // ───────────────────────────── P) negatives ─────────────────────────────
  {
    id: 'sq3-101-neg-prose-select-plan',
    family: 'negative-prose',
    severityText: 'INFO',
    body: 'Select the plan from the list that fits your team, then update your billing details where prompted.',
    attributes: { 'app.screen': 'onboarding/choose-plan' },
    canaries: [],
    keep: ['Select the plan from the list that fits your team, then update your billing details where prompted.', 'onboarding/choose-plan'],
  },
  {
    id: 'sq3-102-neg-prose-update-set-up',
    family: 'negative-prose',
    severityText: 'INFO',
    body: 'Update your profile set-up before Friday: insert into the slot below the code we sent you, then delete from your list any devices you no longer use.',
    attributes: { 'app.template': 'reminder-profile' },
    canaries: [],
    keep: ['Update your profile set-up before Friday: insert into the slot below the code we sent you, then delete from your list any devices you no longer use.'],
  },
  {
    id: 'sq3-103-neg-release-notes',
    family: 'negative-release-notes',
    severityText: 'INFO',
    body: `Release 4.2.0
- Fixed: DELETE FROM statements issued by the bulk importer no longer time out
- Changed: UPDATE batches now respect the statement_timeout setting
- Added: ORDER BY support for CSV exports`,
    attributes: { 'app.component': 'changelog-publisher' },
    canaries: [],
    keep: ['Release 4.2.0', '- Fixed: DELETE FROM statements issued by the bulk importer no longer time out', '- Changed: UPDATE batches now respect the statement_timeout setting', '- Added: ORDER BY support for CSV exports'],
  },
  {
    id: 'sq3-104-neg-chat-question-join',
    family: 'negative-chat',
    severityText: 'INFO',
    body: 'chat message received',
    attributes: {
      'app.chat.message': 'how do I select all orders joined with customers where the customer has no shipping address? I tried a LEFT JOIN but got duplicates',
    },
    canaries: [],
    keep: ['chat message received', 'how do I select all orders joined with customers where the customer has no shipping address? I tried a LEFT JOIN but got duplicates'],
  },
  {
    id: 'sq3-105-neg-jdbctemplate-placeholders',
    family: 'negative-placeholders',
    severityText: 'DEBUG',
    body: '2026-11-30 10:20:01,118 DEBUG [http-nio-8080-exec-7] o.s.jdbc.core.JdbcTemplate - Executing prepared SQL statement [SELECT o.id, o.total FROM orders o WHERE o.customer_id = ? AND o.status = ? ORDER BY o.created_at DESC LIMIT 20]',
    attributes: { 'thread.name': 'http-nio-8080-exec-7' },
    canaries: [],
    keep: ['2026-11-30 10:20:01,118 DEBUG [http-nio-8080-exec-7] o.s.jdbc.core.JdbcTemplate - Executing prepared SQL statement [SELECT o.id, o.total FROM orders o WHERE o.customer_id = ? AND o.status = ? ORDER BY o.created_at DESC LIMIT 20]'],
  },
  {
    id: 'sq3-106-neg-clickhouse-normalized-query',
    family: 'negative-sanitized',
    severityText: 'INFO',
    body: 'top query by read_rows: SELECT user_id, count() FROM events WHERE ts > ? AND event_type IN (?) GROUP BY user_id LIMIT ?',
    attributes: { 'app.report': 'clickhouse-query-log-digest' },
    canaries: [],
    keep: ['top query by read_rows: SELECT user_id, count() FROM events WHERE ts > ? AND event_type IN (?) GROUP BY user_id LIMIT ?'],
  },
  {
    id: 'sq3-107-neg-mysql-digest-text',
    family: 'negative-sanitized',
    severityText: 'INFO',
    body: 'digest: SELECT `id` , `total` FROM `orders` WHERE `customer_id` = ? AND `placed_at` > ? ORDER BY `placed_at` DESC LIMIT ?',
    attributes: { 'app.count_star': 18834, 'app.schema': 'shop' },
    canaries: [],
    keep: ['digest: SELECT `id` , `total` FROM `orders` WHERE `customer_id` = ? AND `placed_at` > ? ORDER BY `placed_at` DESC LIMIT ?'],
  },
  {
    id: 'sq3-108-neg-migration-file-names',
    family: 'negative-identifiers',
    severityText: 'INFO',
    body: 'Loaded migrations V12__insert_default_roles.sql, V13__update_plan_prices.sql and V14__delete_orphan_sessions.sql from classpath:db/migration',
    attributes: {},
    canaries: [],
    keep: ['Loaded migrations V12__insert_default_roles.sql, V13__update_plan_prices.sql and V14__delete_orphan_sessions.sql from classpath:db/migration'],
  },
  {
    id: 'sq3-109-neg-german-update-select',
    family: 'negative-multilingual',
    severityText: 'INFO',
    body: 'Update verfügbar: Select-Kunden erhalten die neue Version zuerst, alle anderen ab Montag. Bitte wählen Sie unter Einstellungen die Option „Automatisch aktualisieren“.',
    attributes: { 'app.locale': 'de-DE' },
    canaries: [],
    keep: ['Update verfügbar: Select-Kunden erhalten die neue Version zuerst, alle anderen ab Montag. Bitte wählen Sie unter Einstellungen die Option „Automatisch aktualisieren“.'],
  },
  {
    id: 'sq3-110-neg-french-insert-delete',
    family: 'negative-multilingual',
    severityText: 'INFO',
    body: 'Mise à jour terminée : sélectionnez une table dans la liste, puis cliquez sur Insert pour ajouter une ligne ou sur Delete pour la retirer.',
    attributes: { 'app.locale': 'fr-FR' },
    canaries: [],
    keep: ['Mise à jour terminée : sélectionnez une table dans la liste, puis cliquez sur Insert pour ajouter une ligne ou sur Delete pour la retirer.'],
  },
  {
    id: 'sq3-111-neg-spanish-update-select',
    family: 'negative-multilingual',
    severityText: 'INFO',
    body: 'Seleccione la opción Update del menú y luego pulse Select para elegir la tabla donde desea insertar los datos.',
    attributes: { 'app.locale': 'es-ES' },
    canaries: [],
    keep: ['Seleccione la opción Update del menú y luego pulse Select para elegir la tabla donde desea insertar los datos.'],
  },
  {
    id: 'sq3-112-neg-ddl-create-index',
    family: 'negative-ddl',
    severityText: 'LOG',
    body: '2026-11-30 10:22:41.004 UTC [49001] migrator@shop LOG:  statement: CREATE INDEX CONCURRENTLY idx_orders_customer_created ON orders (customer_id, created_at DESC)',
    attributes: { 'log.file.name': 'postgresql-2026-11-30.log' },
    canaries: [],
    keep: ['LOG:  statement: CREATE INDEX CONCURRENTLY idx_orders_customer_created ON orders (customer_id, created_at DESC)', '2026-11-30 10:22:41.004 UTC'],
  },
  {
    id: 'sq3-113-neg-vacuum-verbose-output',
    family: 'negative-db-output',
    severityText: 'INFO',
    body: `INFO:  vacuuming "shop.public.orders"
INFO:  finished vacuuming "shop.public.orders": index scans: 1
pages: 0 removed, 812 remain, 812 scanned (100.00% of total)
tuples: 214 removed, 48213 remain, 0 are dead but not yet removable`,
    attributes: { 'app.job': 'weekly-vacuum' },
    canaries: [],
    keep: ['INFO:  vacuuming "shop.public.orders"', 'INFO:  finished vacuuming "shop.public.orders": index scans: 1', 'pages: 0 removed, 812 remain, 812 scanned (100.00% of total)', 'tuples: 214 removed, 48213 remain, 0 are dead but not yet removable'],
  },
  {
    id: 'sq3-114-neg-doctrine-dql-named-param',
    family: 'negative-placeholders',
    severityText: 'DEBUG',
    body: '[2026-11-30T10:24:02.118+00:00] doctrine.DEBUG: Executing DQL: SELECT c FROM App\\Entity\\Customer c WHERE c.email = :email AND c.deletedAt IS NULL [] []',
    attributes: { 'app.channel': 'doctrine' },
    canaries: [],
    keep: ['doctrine.DEBUG: Executing DQL: SELECT c FROM App\\Entity\\Customer c WHERE c.email = :email AND c.deletedAt IS NULL'],
  },
  {
    id: 'sq3-115-neg-limit-offset-only',
    family: 'negative-row-counts',
    severityText: 'DEBUG',
    body: 'page query: SELECT id, sku, title FROM products ORDER BY id LIMIT 100 OFFSET 200',
    attributes: { 'app.page': 3 },
    canaries: [],
    keep: ['page query: SELECT id, sku, title FROM products ORDER BY id LIMIT 100 OFFSET 200'],
  },
  {
    id: 'sq3-116-neg-explain-plan-placeholder',
    family: 'negative-db-output',
    severityText: 'DEBUG',
    body: `Limit  (cost=0.42..8.44 rows=1 width=64)
  ->  Index Scan using orders_pkey on orders  (cost=0.42..8.44 rows=1 width=64)
        Index Cond: (id = $1)`,
    attributes: { 'app.explain_for': 'OrderRepository.findById' },
    canaries: [],
    keep: ['Limit  (cost=0.42..8.44 rows=1 width=64)', '->  Index Scan using orders_pkey on orders  (cost=0.42..8.44 rows=1 width=64)', 'Index Cond: (id = $1)'],
  },
  {
    id: 'sq3-117-neg-class-names-with-sql-words',
    family: 'negative-identifiers',
    severityText: 'INFO',
    body: 'UserSelectService.updateSetFrom() called by InsertIntoQueueJob#run; DeleteWhereExpiredTask scheduled every 15 minutes',
    attributes: { 'code.namespace': 'com.acme.jobs' },
    canaries: [],
    keep: ['UserSelectService.updateSetFrom() called by InsertIntoQueueJob#run; DeleteWhereExpiredTask scheduled every 15 minutes'],
  },
  {
    id: 'sq3-118-neg-mongoose-query-not-sql',
    family: 'negative-non-sql',
    severityText: 'DEBUG',
    body: "Mongoose: orders.find({ status: 'shipped', region: 'emea' }, { projection: { total: 1, placedAt: 1 }, limit: 20 })",
    attributes: { 'service.name': 'orders-mongo' },
    canaries: [],
    keep: ["Mongoose: orders.find({ status: 'shipped', region: 'emea' }, { projection: { total: 1, placedAt: 1 }, limit: 20 })"],
  },
  {
    id: 'sq3-119-neg-chat-update-without-where',
    family: 'negative-chat',
    severityText: 'INFO',
    body: 'support chat transcript line',
    attributes: {
      message: 'Why did UPDATE orders SET status = ? change every row? I forgot the WHERE clause, is there a way to undo it?',
    },
    canaries: [],
    keep: ['support chat transcript line', 'Why did UPDATE orders SET status = ? change every row? I forgot the WHERE clause, is there a way to undo it?'],
  },
  {
    id: 'sq3-120-neg-query-store-named-params',
    family: 'negative-placeholders',
    severityText: 'INFO',
    body: 'Query Store top CPU query: SELECT [Id], [Email] FROM [dbo].[Users] WHERE [Email] = @P0 AND [TenantId] = @P1',
    attributes: { 'app.plan_id': 4471, 'app.avg_cpu_ms': 18.2 },
    canaries: [],
    keep: ['Query Store top CPU query: SELECT [Id], [Email] FROM [dbo].[Users] WHERE [Email] = @P0 AND [TenantId] = @P1'],
  },
  {
    id: 'sq3-121-neg-url-with-select-word',
    family: 'negative-identifiers',
    severityText: 'INFO',
    body: 'GET /api/v1/select-options?page=2&sort=updated_at returned 200 in 41 ms',
    attributes: { 'http.route': '/api/v1/select-options' },
    canaries: [],
    keep: ['GET /api/v1/select-options?page=2&sort=updated_at returned 200 in 41 ms'],
  },
  {
    id: 'sq3-122-neg-prose-pick-up-draft',
    family: 'negative-prose',
    severityText: 'INFO',
    body: 'Pick up where you left off: select a draft from your library, update the title and insert it into any collection.',
    attributes: { 'app.template': 'resume-editing' },
    canaries: [],
    keep: ['Pick up where you left off: select a draft from your library, update the title and insert it into any collection.'],
  },
  {
    id: 'sq3-123-neg-kafka-topic-names',
    family: 'negative-identifiers',
    severityText: 'INFO',
    body: 'consumer group orders-update-set rebalanced; topic db.public.orders.insert assigned to member consumer-7',
    attributes: { 'messaging.system': 'kafka' },
    canaries: [],
    keep: ['consumer group orders-update-set rebalanced; topic db.public.orders.insert assigned to member consumer-7'],
  },
  {
    id: 'sq3-124-neg-dbt-run-summary-command-tag',
    family: 'negative-db-output',
    severityText: 'INFO',
    body: `10:30:12  1 of 3 START sql incremental model analytics.fct_orders ............ [RUN]
10:30:15  1 of 3 OK created sql incremental model analytics.fct_orders ....... [INSERT 0 1840 in 3.21s]`,
    attributes: { 'app.tool': 'dbt' },
    canaries: [],
    keep: ['1 of 3 START sql incremental model analytics.fct_orders ............ [RUN]', '1 of 3 OK created sql incremental model analytics.fct_orders ....... [INSERT 0 1840 in 3.21s]'],
  },
  {
    id: 'sq3-125-neg-flyway-success',
    family: 'negative-migration-log',
    severityText: 'INFO',
    body: 'Successfully applied 3 migrations to schema "public", now at version v42 (execution time 00:01.204s)',
    attributes: { 'service.name': 'billing-migrator' },
    canaries: [],
    keep: ['Successfully applied 3 migrations to schema "public", now at version v42 (execution time 00:01.204s)'],
  },
  {
    id: 'sq3-126-neg-liquibase-changeset-ran',
    family: 'negative-migration-log',
    severityText: 'INFO',
    body: `Running Changeset: db/changelog/2026/11/add-index-orders.yaml::add-index-orders::platform
ChangeSet db/changelog/2026/11/add-index-orders.yaml::add-index-orders::platform ran successfully in 41ms`,
    attributes: { 'logger.name': 'liquibase.changelog' },
    canaries: [],
    keep: ['Running Changeset: db/changelog/2026/11/add-index-orders.yaml::add-index-orders::platform', 'ChangeSet db/changelog/2026/11/add-index-orders.yaml::add-index-orders::platform ran successfully in 41ms'],
  },
  {
    id: 'sq3-127-neg-airflow-truncate-no-params',
    family: 'negative-placeholders',
    severityText: 'INFO',
    body: `[2026-11-30, 10:31:02 UTC] {sql.py:418} INFO - Running statement: TRUNCATE TABLE staging.events_tmp, parameters: None
[2026-11-30, 10:31:02 UTC] {sql.py:427} INFO - Rows affected: 0`,
    attributes: { 'airflow.dag_id': 'events_reload', 'airflow.task_id': 'truncate_tmp' },
    canaries: [],
    keep: ['[2026-11-30, 10:31:02 UTC] {sql.py:418} INFO - Running statement: TRUNCATE TABLE staging.events_tmp, parameters: None', '[2026-11-30, 10:31:02 UTC] {sql.py:427} INFO - Rows affected: 0'],
  },
  {
    id: 'sq3-128-neg-pg-execute-placeholders',
    family: 'negative-placeholders',
    severityText: 'LOG',
    body: '2026-11-30 10:31:40.552 UTC [49120] app@shop LOG:  execute S_7: SELECT id, status FROM shipments WHERE order_id = $1 AND carrier = $2 FOR UPDATE SKIP LOCKED',
    attributes: { 'log.file.name': 'postgresql-2026-11-30.log' },
    canaries: [],
    keep: ['LOG:  execute S_7: SELECT id, status FROM shipments WHERE order_id = $1 AND carrier = $2 FOR UPDATE SKIP LOCKED', '2026-11-30 10:31:40.552 UTC'],
  },
  {
    id: 'sq3-129-neg-clickhouse-read-stats',
    family: 'negative-db-output',
    severityText: 'INFO',
    body: '2026.11.30 10:32:01.004412 [ 21877 ] {} <Information> executeQuery: Read 12 rows, 1.02 KiB in 0.003412 sec., 3516 rows/sec., 298.81 KiB/sec.',
    attributes: { 'log.file.name': 'clickhouse-server.log' },
    canaries: [],
    keep: ['<Information> executeQuery: Read 12 rows, 1.02 KiB in 0.003412 sec., 3516 rows/sec., 298.81 KiB/sec.', '2026.11.30 10:32:01.004412 [ 21877 ]'],
  },
  {
    id: 'sq3-130-neg-sqlplus-bind-variable',
    family: 'negative-placeholders',
    severityText: 'INFO',
    body: `SQL> VARIABLE cust_id NUMBER
SQL> SELECT cust_id, cust_last_name FROM shop.customers WHERE cust_id = :cust_id;

no rows selected`,
    attributes: { 'log.file.name': 'adhoc_check.lst' },
    canaries: [],
    keep: ['SQL> VARIABLE cust_id NUMBER', 'SQL> SELECT cust_id, cust_last_name FROM shop.customers WHERE cust_id = :cust_id;', 'no rows selected'],
  },
  {
    id: 'sq3-131-neg-support-ticket-buttons',
    family: 'negative-prose',
    severityText: 'INFO',
    body: 'Customer says the Delete button does nothing, and Update only works from the mobile app. Select is greyed out on the web.',
    attributes: { 'app.ticket_queue': 'web-frontend' },
    canaries: [],
    keep: ['Customer says the Delete button does nothing, and Update only works from the mobile app. Select is greyed out on the web.'],
  },
  {
    id: 'sq3-132-neg-agent-thought-no-literal',
    family: 'negative-llm-agent',
    severityText: 'INFO',
    body: `Thought: I should look at the orders table grouped by region.
Action: sql_db_schema
Action Input: orders, regions`,
    attributes: { 'app.agent': 'analytics-assistant' },
    canaries: [],
    keep: ['Thought: I should look at the orders table grouped by region.', 'Action: sql_db_schema', 'Action Input: orders, regions'],
  },
];

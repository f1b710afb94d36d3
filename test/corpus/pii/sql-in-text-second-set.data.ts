/**
 * SQL in the free text of log records, second set: SQL statements that applications, ORMs, drivers, databases and
 * tools write into the body of an OpenTelemetry log record (text, sometimes a structured value) and into free-text
 * attributes (`exception.message`, `exception.stacktrace`, `error.message`, `message`, `log.message`, `app.*`) —
 * never into the dedicated statement attributes.
 *
 * The rule under test: every literal value of a SQL statement written in free text (the contents of string literals,
 * numeric literals) is masked as an OpenTelemetry db.query.text sanitizer would mask it, and so are the parameter
 * values that drivers and ORMs print next to the statement (bind lists, "Parameters:" lines, binding-trace lines),
 * also when they arrive in another line of the same record. Everything else stays.
 *
 * Positives (`sq2-001` … `sq2-086`): `canaries` are literal values and printed parameter values (personal and
 * non-personal) that must not survive; `keep` are table and column names, clause text without literals and the
 * message text around the statement. Negatives (`sq2-101` … `sq2-132`, `canaries: []`): prose that resembles SQL,
 * chat questions about SQL, statements with placeholders only or already sanitized, identifiers and file names that
 * contain SQL words; their whole text must survive.
 *
 * Shapes favoured over a first set: p6spy, datasource-proxy, log4jdbc, Hibernate Reactive, R2DBC, Micronaut Data,
 * MyBatis-Plus, MariaDB Connector/J, H2, JDBI, Slick, Connector/J prepared-statement toString; Tortoise ORM, Pony ORM,
 * Django raw SQL, pandas read_sql, psycopg 3, aiomysql, pymssql, python-oracledb, a statement in a Python traceback;
 * Drizzle, Kysely, MikroORM, Objection, Slonik, mysql2, better-sqlite3, postgres.js; sqlx (Go), ent, Bun, sqlc;
 * sqlx (Rust), Diesel, SeaORM; Sequel, Hanami; Eloquent toRawSql, PDO, WordPress; MiniProfiler, NHibernate, Npgsql;
 * Postgrex; SQLite CLI, MariaDB audit plugin, a query report, CockroachDB, TiDB slow log, Snowflake query history,
 * Athena, Spark SQL, Beeline, Grafana, Metabase, Tableau, LangChain, a ReAct agent, LlamaIndex; CALL and EXEC,
 * COPY … FROM, WITH … SELECT, INSERT … SELECT, UPDATE … FROM, DELETE … USING, several statements in one string,
 * doubled and backslash-escaped quotes, dollar quotes, N'…', hex literals, DATE and INTERVAL, JSON literals, ARRAY.
 *
 * Author: a helper session started by the project to write held-out data. Date: 2026-12-07.
 * Provenance: written by a helper who read neither the detectors nor other test data (only the LogRecordCase
 * interface in log-records-measure.ts was read); a second set, told to favour shapes a first set did not have.
 * All values are invented.
 */
import type { LogRecordCase } from './log-records-measure.ts';

export const SQL_IN_TEXT_SECOND_SET: LogRecordCase[] = [
  // ---------------------------------------------------------------- Java / JVM
  {
    id: 'sq2-001-p6spy',
    family: 'p6spy',
    severityText: 'INFO',
    body: `2026-11-30 09:14:02.771  INFO 41 --- [nio-8080-exec-7] p6spy : #1764494042771 | took 3ms | statement | connection 14| url jdbc:postgresql://pg-main:5432/shop
select c1_0.id,c1_0.email,c1_0.full_name from customer c1_0 where c1_0.email=?
select c1_0.id,c1_0.email,c1_0.full_name from customer c1_0 where c1_0.email='lucia.ferrante@orchidmail.example';`,
    attributes: { 'logger.name': 'p6spy', 'thread.name': 'nio-8080-exec-7' },
    canaries: ['lucia.ferrante@orchidmail.example'],
    keep: [
      'p6spy : #1764494042771 | took 3ms | statement | connection 14',
      'url jdbc:postgresql://pg-main:5432/shop',
      'select c1_0.id,c1_0.email,c1_0.full_name from customer c1_0 where c1_0.email=',
    ],
  },
  {
    id: 'sq2-002-p6spy',
    family: 'p6spy',
    severityText: 'INFO',
    body: 'p6spy statement logged',
    attributes: {
      'log.message':
        "1764494107330|11|statement|connection 9|url jdbc:mysql://mysql-a:3306/crm|update contact set phone=?, notes=? where id=?|update contact set phone='+44 7700 900418', notes='prefers evening calls, deaf in left ear' where id=7720193",
      'logger.name': 'p6spy',
    },
    canaries: ['+44 7700 900418', 'prefers evening calls, deaf in left ear', '7720193'],
    keep: ['|statement|connection 9|url jdbc:mysql://mysql-a:3306/crm|', 'update contact set phone=?, notes=? where id=?', 'update contact set phone='],
  },
  {
    id: 'sq2-003-dsproxy',
    family: 'datasource-proxy',
    severityText: 'DEBUG',
    body: 'Name:dataSource, Connection:5, Time:2, Success:True, Type:Prepared, Batch:False, QuerySize:1, BatchSize:0, Query:["insert into app_user (display_name, phone, referral_code, id) values (?, ?, ?, ?)"], Params:[(Tomasz Wierzbicki,+48 601 555 214,REF-KRAKOW-88Q,99141)]',
    attributes: { 'logger.name': 'net.ttddyy.dsproxy.listener.logging.SLF4JQueryLoggingListener' },
    canaries: ['Tomasz Wierzbicki', '+48 601 555 214', 'REF-KRAKOW-88Q'],
    keep: [
      'Name:dataSource, Connection:5, Time:2, Success:True, Type:Prepared',
      'QuerySize:1, BatchSize:0',
      'insert into app_user (display_name, phone, referral_code, id) values (?, ?, ?, ?)',
    ],
  },
  {
    id: 'sq2-004-log4jdbc',
    family: 'log4jdbc',
    severityText: 'INFO',
    body: `2026-11-30 10:02:11,480 INFO  [jdbc.sqlonly] (http-nio-8443-exec-3) select m.member_id, m.login_id from member m where m.login_id = 'hkowalczyk_77' and m.recovery_hint = 'grandmas street in Lodz'
2026-11-30 10:02:11,484 INFO  [jdbc.sqltiming] (http-nio-8443-exec-3) insert into payment_note (payment_id, note_text, created_by) values (40018822, 'customer disputes charge, see ticket HX-2231', 'ops.bjornsen')
 {executed in 4 msec}`,
    attributes: {},
    canaries: ['hkowalczyk_77', 'grandmas street in Lodz', '40018822', 'customer disputes charge, see ticket HX-2231', 'ops.bjornsen'],
    keep: [
      '[jdbc.sqlonly] (http-nio-8443-exec-3)',
      'select m.member_id, m.login_id from member m where m.login_id =',
      'insert into payment_note (payment_id, note_text, created_by) values (',
      '{executed in 4 msec}',
    ],
  },
  {
    id: 'sq2-005-hib-reactive',
    family: 'hibernate-reactive',
    severityText: 'ERROR',
    body: 'HTTP Request to /api/notes failed, error id: 6c1e9a2b-77d0-4c51-9a8e-1f2d3c4b5a69-3',
    attributes: {
      'exception.type': 'org.hibernate.HibernateException',
      'exception.message':
        "HR000057: Failed to execute statement [insert into audit_note (author,body,id) values ('Renata Szabo','call back after 6pm about the stairlift refund',nextval('audit_note_seq'))]: could not execute statement",
      'exception.stacktrace':
        'org.hibernate.HibernateException: io.vertx.pgclient.PgException: ERROR: value too long for type character varying(40) (22001)\n\tat org.hibernate.reactive.sql.exec.internal.StandardReactiveJdbcMutationExecutor.lambda$performNonBatchedOperations$2(StandardReactiveJdbcMutationExecutor.java:91)\n\tat io.vertx.core.impl.future.FutureImpl$1.onFailure(FutureImpl.java:117)',
      'logger.name': 'io.quarkus.vertx.http.runtime.QuarkusErrorHandler',
    },
    canaries: ['Renata Szabo', 'call back after 6pm about the stairlift refund'],
    keep: [
      'HTTP Request to /api/notes failed',
      'HR000057: Failed to execute statement [insert into audit_note (author,body,id) values (',
      ']: could not execute statement',
      'ERROR: value too long for type character varying(40) (22001)',
    ],
  },
  {
    id: 'sq2-006-r2dbc',
    family: 'r2dbc',
    severityText: 'DEBUG',
    body: `2026-11-30 12:00:41.552 DEBUG 1 --- [actor-tcp-nio-2] io.r2dbc.postgresql.QUERY : Executing query: SELECT p.id, p.holder_name FROM policy p WHERE p.holder_name = $1 AND p.policy_no = $2
2026-11-30 12:00:41.553 DEBUG 1 --- [actor-tcp-nio-2] io.r2dbc.postgresql.PARAM : Bind parameter [0] to: Ingrid Solberg
2026-11-30 12:00:41.553 DEBUG 1 --- [actor-tcp-nio-2] io.r2dbc.postgresql.PARAM : Bind parameter [1] to: POL-2026-00481733`,
    attributes: {},
    canaries: ['Ingrid Solberg', 'POL-2026-00481733'],
    keep: [
      'io.r2dbc.postgresql.QUERY : Executing query: SELECT p.id, p.holder_name FROM policy p WHERE p.holder_name = $1 AND p.policy_no = $2',
      'io.r2dbc.postgresql.PARAM : Bind parameter [0] to:',
      'Bind parameter [1] to:',
    ],
  },
  {
    id: 'sq2-007-micronaut',
    family: 'micronaut-data',
    severityText: 'TRACE',
    body: `Executing Query: SELECT customer_.id,customer_.email,customer_.tier FROM customer customer_ WHERE (customer_.email = ? AND customer_.tier = ?)
Binding parameter at position 1 to value eskil.brandt@vintermail.example with data type: STRING
Binding parameter at position 2 to value PLATINUM_LEGACY_X with data type: STRING`,
    attributes: { 'logger.name': 'io.micronaut.data.query' },
    canaries: ['eskil.brandt@vintermail.example', 'PLATINUM_LEGACY_X'],
    keep: [
      'Executing Query: SELECT customer_.id,customer_.email,customer_.tier FROM customer customer_ WHERE (customer_.email = ? AND customer_.tier = ?)',
      'Binding parameter at position 1 to value',
      'with data type: STRING',
    ],
  },
  {
    id: 'sq2-008-mybatis-plus',
    family: 'mybatis-plus',
    severityText: 'INFO',
    body: ` Consume Time：14 ms 2026-11-30 12:14:55
 Execute SQL：SELECT id,nick_name,phone,remark FROM sys_user WHERE (phone = '13912345678' AND remark = '需要开具增值税专用发票') LIMIT 1`,
    attributes: { 'logger.name': 'com.baomidou.mybatisplus.extension.plugins.inner.PerformanceInterceptor' },
    canaries: ['13912345678', '需要开具增值税专用发票'],
    keep: ['Consume Time：14 ms', 'Execute SQL：SELECT id,nick_name,phone,remark FROM sys_user WHERE (phone =', 'AND remark ='],
  },
  {
    id: 'sq2-009-mariadb-connj',
    family: 'mariadb-connector-j',
    severityText: 'ERROR',
    body: 'Failed to load order lines',
    attributes: {
      'exception.type': 'java.sql.SQLSyntaxErrorException',
      'exception.message':
        "(conn=44127) Table 'shop.order_itmes' doesn't exist\nQuery is: SELECT oi.sku, oi.qty FROM order_itmes oi WHERE oi.order_ref = ? AND oi.gift_message = ?, parameters ['ORD-7781-20394','Happy 70th Grandpa Mbeki, love from all of us']",
    },
    canaries: ['ORD-7781-20394', 'Happy 70th Grandpa Mbeki, love from all of us'],
    keep: [
      "(conn=44127) Table 'shop.order_itmes' doesn't exist",
      'Query is: SELECT oi.sku, oi.qty FROM order_itmes oi WHERE oi.order_ref = ? AND oi.gift_message = ?',
      ', parameters [',
    ],
  },
  {
    id: 'sq2-010-h2',
    family: 'h2',
    severityText: 'ERROR',
    body: 'Request processing failed: could not prepare statement',
    attributes: {
      'exception.type': 'org.springframework.dao.InvalidDataAccessResourceUsageException',
      'exception.stacktrace': `org.springframework.dao.InvalidDataAccessResourceUsageException: could not prepare statement
\tat org.springframework.orm.jpa.vendor.HibernateJpaDialect.convertHibernateAccessException(HibernateJpaDialect.java:277)
Caused by: org.h2.jdbc.JdbcSQLSyntaxErrorException: Column "EMIAL" not found; SQL statement:
select * from customer where emial='noor.haddad@quillbox.example' and postcode='EH7 5QT' [42122-224]
\tat org.h2.message.DbException.getJdbcSQLException(DbException.java:514)`,
    },
    canaries: ['noor.haddad@quillbox.example', 'EH7 5QT'],
    keep: [
      'Column "EMIAL" not found; SQL statement:',
      'select * from customer where emial=',
      '[42122-224]',
      'at org.h2.message.DbException.getJdbcSQLException(DbException.java:514)',
    ],
  },
  {
    id: 'sq2-011-jdbi',
    family: 'jdbi',
    severityText: 'ERROR',
    body: `org.jdbi.v3.core.statement.UnableToExecuteStatementException: org.postgresql.util.PSQLException: ERROR: null value in column "city" of relation "addresses" violates not-null constraint [statement:"INSERT INTO addresses (line1, line2, city) VALUES (:line1, :line2, :city)", arguments:{positional:{}, named:{line1:22 Cobbler Wynd,line2:c/o Marjorie Thistlewood,city:null}, finder:[]}]`,
    attributes: { 'logger.name': 'com.acme.address.AddressDao' },
    canaries: ['22 Cobbler Wynd', 'Marjorie Thistlewood'],
    keep: [
      'null value in column "city" of relation "addresses" violates not-null constraint',
      '[statement:"INSERT INTO addresses (line1, line2, city) VALUES (:line1, :line2, :city)", arguments:{positional:{}, named:{line1:',
      'finder:[]}]',
    ],
  },
  {
    id: 'sq2-012-slick',
    family: 'slick',
    severityText: 'DEBUG',
    body: `DEBUG slick.jdbc.JdbcBackend.statement - Preparing statement: select "ID", "NAME" from "USERS" where ("EMAIL" = ?) and ("TIER" = ?)
DEBUG slick.jdbc.JdbcBackend.parameter - /----------------------------------+------------\\
DEBUG slick.jdbc.JdbcBackend.parameter - | 1                                | 2          |
DEBUG slick.jdbc.JdbcBackend.parameter - | String                           | String     |
DEBUG slick.jdbc.JdbcBackend.parameter - |----------------------------------+------------|
DEBUG slick.jdbc.JdbcBackend.parameter - | marisol.ibarra@pampamail.example | GOLD-ANDES |
DEBUG slick.jdbc.JdbcBackend.parameter - \\----------------------------------+------------/`,
    attributes: {},
    canaries: ['marisol.ibarra@pampamail.example', 'GOLD-ANDES'],
    keep: [
      'slick.jdbc.JdbcBackend.statement - Preparing statement: select "ID", "NAME" from "USERS" where ("EMAIL" = ?) and ("TIER" = ?)',
      'DEBUG slick.jdbc.JdbcBackend.parameter - |',
      '| String                           | String     |',
    ],
  },
  {
    id: 'sq2-013-connj-tostring',
    family: 'connector-j',
    severityText: 'DEBUG',
    body: "DEBUG c.a.billing.InvoiceDao - executing com.mysql.cj.jdbc.ClientPreparedStatement: SELECT id, amount FROM invoice WHERE vat_number='GB 804 2291 67' AND contact_email='mirela.dobrescu@carpatmail.example'",
    attributes: { 'code.function': 'InvoiceDao.findByVat' },
    canaries: ['GB 804 2291 67', 'mirela.dobrescu@carpatmail.example'],
    keep: ['DEBUG c.a.billing.InvoiceDao -', 'executing com.mysql.cj.jdbc.ClientPreparedStatement: SELECT id, amount FROM invoice WHERE vat_number=', 'AND contact_email='],
  },

  // ---------------------------------------------------------------- Python
  {
    id: 'sq2-014-tortoise',
    family: 'tortoise-orm',
    severityText: 'DEBUG',
    body: `tortoise.db_client DEBUG INSERT INTO "subscriber" ("email","display_name","signup_note","created_at") VALUES ($1,$2,$3,$4) RETURNING "id": ['marguerite.osei@pelicanpost.example', 'Marguerite Osei', 'found us via the Brixton podcast', datetime.datetime(2026, 11, 30, 12, 30, 1, tzinfo=<UTC>)]`,
    attributes: {},
    canaries: ['marguerite.osei@pelicanpost.example', 'Marguerite Osei', 'found us via the Brixton podcast'],
    keep: ['tortoise.db_client', 'INSERT INTO "subscriber" ("email","display_name","signup_note","created_at") VALUES ($1,$2,$3,$4) RETURNING "id"'],
  },
  {
    id: 'sq2-015-pony',
    family: 'pony-orm',
    severityText: 'DEBUG',
    body: `GET CONNECTION FROM THE LOCAL POOL
SELECT "p"."id", "p"."full_name", "p"."nhs_number"
FROM "Patient" "p"
WHERE "p"."full_name" = ?
  AND "p"."nhs_number" = ?
['Ottoline Pemberton-Vance', '943 476 5919']`,
    attributes: { 'logger.name': 'pony.orm.sql' },
    canaries: ['Ottoline Pemberton-Vance', '943 476 5919'],
    keep: ['GET CONNECTION FROM THE LOCAL POOL', 'SELECT "p"."id", "p"."full_name", "p"."nhs_number"', 'FROM "Patient" "p"', 'WHERE "p"."full_name" = ?', 'AND "p"."nhs_number" = ?'],
  },
  {
    id: 'sq2-016-django-raw',
    family: 'django-raw',
    severityText: 'ERROR',
    body: 'Internal Server Error: /reports/dormant/',
    attributes: {
      'exception.type': 'django.db.utils.ProgrammingError',
      'exception.message': `column "emial" does not exist
LINE 1: SELECT id, username FROM accounts_user WHERE emial = 'kwame.asante@baobabmail.example'
                                                     ^`,
      'exception.stacktrace': `Traceback (most recent call last):
  File "/srv/app/accounts/reports.py", line 58, in dormant_users
    cursor.execute("SELECT id, username FROM accounts_user WHERE emial = 'kwame.asante@baobabmail.example'")
django.db.utils.ProgrammingError: column "emial" does not exist`,
    },
    canaries: ['kwame.asante@baobabmail.example'],
    keep: [
      'Internal Server Error: /reports/dormant/',
      'column "emial" does not exist',
      'SELECT id, username FROM accounts_user WHERE emial =',
      'File "/srv/app/accounts/reports.py", line 58, in dormant_users',
    ],
  },
  {
    id: 'sq2-017-pandas',
    family: 'pandas-read-sql',
    severityText: 'ERROR',
    body: 'nightly loyalty export failed',
    attributes: {
      'error.message':
        "Execution failed on sql 'SELECT member_id, points FROM loyalty_members WHERE card_no = '6001882245190' AND surname = 'Abernethy'': no such column: card_no",
      'error.type': 'pandas.errors.DatabaseError',
    },
    canaries: ['6001882245190', 'Abernethy'],
    keep: ['Execution failed on sql', 'SELECT member_id, points FROM loyalty_members WHERE card_no =', 'AND surname =', 'no such column: card_no'],
  },
  {
    id: 'sq2-018-psycopg3',
    family: 'psycopg3',
    severityText: 'ERROR',
    body: `psycopg.errors.UndefinedTable: relation "invoice_line" does not exist
LINE 1: SELECT amount FROM invoice_line WHERE note ILIKE '%walk-in bath quote%' AND customer_id = 55012873
                           ^`,
    attributes: { 'code.filepath': '/srv/app/billing/queries.py' },
    canaries: ['walk-in bath quote', '55012873'],
    keep: ['psycopg.errors.UndefinedTable: relation "invoice_line" does not exist', 'SELECT amount FROM invoice_line WHERE note ILIKE', 'AND customer_id ='],
  },
  {
    id: 'sq2-019-aiomysql',
    family: 'aiomysql',
    severityText: 'WARNING',
    body: `app.newsletter WARNING slow insert (812 ms) cursor._executed=b"INSERT INTO newsletter_signup (email, source, consent_text) VALUES ('ilse.vandermeer@tulpmail.example', 'footer-form-v3', 'I agree to receive offers by e-mail')"`,
    attributes: {},
    canaries: ['ilse.vandermeer@tulpmail.example', 'footer-form-v3', 'I agree to receive offers by e-mail'],
    keep: ['app.newsletter WARNING slow insert (812 ms)', 'INSERT INTO newsletter_signup (email, source, consent_text) VALUES'],
  },
  {
    id: 'sq2-020-pymssql',
    family: 'pymssql',
    severityText: 'ERROR',
    body: 'contact upsert failed',
    attributes: {
      'exception.type': 'pymssql.exceptions.IntegrityError',
      'exception.message':
        "(547, b'The INSERT statement conflicted with the FOREIGN KEY constraint \"FK_Contact_Region\". The conflict occurred in database \"crm\", table \"dbo.Region\", column \\'RegionId\\'.DB-Lib error message 20018, severity 16:\\nGeneral SQL Server error: Check messages from the SQL Server\\n')",
      'app.failed_sql': "EXEC dbo.usp_UpsertContact @Email = N'soren.kjaer@fjordpost.example', @Phone = N'+45 20 44 81 73', @RegionId = 9, @Notes = N'VIP – do not auto-dial'",
    },
    canaries: ['soren.kjaer@fjordpost.example', '+45 20 44 81 73', 'VIP – do not auto-dial'],
    keep: [
      'The INSERT statement conflicted with the FOREIGN KEY constraint "FK_Contact_Region"',
      'DB-Lib error message 20018, severity 16',
      'EXEC dbo.usp_UpsertContact @Email =',
      '@RegionId =',
    ],
  },
  {
    id: 'sq2-021-oracledb',
    family: 'python-oracledb',
    severityText: 'ERROR',
    body: `oracledb.exceptions.DatabaseError: ORA-01722: invalid number
Help: https://docs.oracle.com/error-help/db/ora-01722/
statement: SELECT traveller_id FROM bookings WHERE passport_no = 'K47719320' AND loyalty_no = 'FF-00917733'`,
    attributes: {},
    canaries: ['K47719320', 'FF-00917733'],
    keep: ['ORA-01722: invalid number', 'Help: https://docs.oracle.com/error-help/db/ora-01722/', 'SELECT traveller_id FROM bookings WHERE passport_no =', 'AND loyalty_no ='],
  },
  {
    id: 'sq2-022-py-traceback',
    family: 'python-traceback',
    severityText: 'ERROR',
    body: 'purge_sessions failed',
    attributes: {
      'exception.type': 'sqlite3.OperationalError',
      'exception.message': 'database is locked',
      'exception.stacktrace': `Traceback (most recent call last):
  File "/srv/jobs/cleanup.py", line 112, in purge_sessions
    cur.execute("DELETE FROM web_session WHERE token = 'sess_live_9QhT2vLx0pA7' OR user_email = 'devika.raman@sandalmail.example'")
sqlite3.OperationalError: database is locked`,
    },
    canaries: ['sess_live_9QhT2vLx0pA7', 'devika.raman@sandalmail.example'],
    keep: [
      'Traceback (most recent call last):',
      'File "/srv/jobs/cleanup.py", line 112, in purge_sessions',
      'cur.execute("DELETE FROM web_session WHERE token =',
      'sqlite3.OperationalError: database is locked',
    ],
  },

  // ---------------------------------------------------------------- JavaScript / TypeScript
  {
    id: 'sq2-023-drizzle',
    family: 'drizzle',
    severityText: 'DEBUG',
    body: 'Query: select "id", "email", "plan" from "users" where ("users"."email" = $1 and "users"."invite_code" = $2) limit $3 -- params: ["yusuf.demir@kestrelmail.example", "INV-ORCHARD-5521", 1]',
    attributes: {},
    canaries: ['yusuf.demir@kestrelmail.example', 'INV-ORCHARD-5521'],
    keep: ['Query: select "id", "email", "plan" from "users" where ("users"."email" = $1 and "users"."invite_code" = $2) limit $3', '-- params: ['],
  },
  {
    id: 'sq2-024-drizzle',
    family: 'drizzle',
    severityText: 'DEBUG',
    body: 'drizzle query',
    attributes: {
      'log.message':
        'Query: insert into "addresses" ("id", "user_id", "line1", "city", "postcode") values (default, $1, $2, $3, $4) returning "id" -- params: [80412, "Flat 3, 27 Quayside Mews", "Gateshead", "NE8 2BB"]',
    },
    canaries: ['Flat 3, 27 Quayside Mews', 'Gateshead', 'NE8 2BB'],
    keep: ['Query: insert into "addresses" ("id", "user_id", "line1", "city", "postcode") values (default, $1, $2, $3, $4) returning "id"', '-- params: ['],
  },
  {
    id: 'sq2-025-kysely',
    family: 'kysely',
    severityText: 'ERROR',
    body: {
      level: 'error',
      event: 'kysely:query',
      query: {
        sql: 'update "member" set "nickname" = $1, "bio" = $2 where "id" = $3',
        parameters: ['Captain Marmalade', 'retired ferry engineer from Stornoway, loves crosswords', 30418871],
      },
      queryDurationMillis: 4.18,
      error: 'canceling statement due to statement timeout',
    },
    attributes: {},
    canaries: ['Captain Marmalade', 'retired ferry engineer from Stornoway, loves crosswords', '30418871'],
    keep: ['kysely:query', 'update "member" set "nickname" = $1, "bio" = $2 where "id" = $3', 'canceling statement due to statement timeout'],
  },
  {
    id: 'sq2-026-mikroorm',
    family: 'mikro-orm',
    severityText: 'DEBUG',
    body: `[query] select "u0".* from "user" as "u0" where "u0"."email" = 'beatriz.coelho@atlanticomail.example' and "u0"."reset_token" = 'rt_7fd0c2e91b' limit 1 [took 3 ms, 1 result]`,
    attributes: {},
    canaries: ['beatriz.coelho@atlanticomail.example', 'rt_7fd0c2e91b'],
    keep: ['[query] select "u0".* from "user" as "u0" where "u0"."email" =', 'and "u0"."reset_token" =', '[took 3 ms, 1 result]'],
  },
  {
    id: 'sq2-027-mikroorm',
    family: 'mikro-orm',
    severityText: 'DEBUG',
    body: 'mikro-orm',
    attributes: {
      message: `[query] insert into "order" ("customer_name", "shipping_phone", "voucher", "total") values ('Leopold Brandauer', '+43 664 1234 987', 'XMAS-PUNSCH-40', 129.9) returning "id" [took 7 ms, 1 row affected]`,
    },
    canaries: ['Leopold Brandauer', '+43 664 1234 987', 'XMAS-PUNSCH-40'],
    keep: ['[query] insert into "order" ("customer_name", "shipping_phone", "voucher", "total") values', 'returning "id" [took 7 ms, 1 row affected]'],
  },
  {
    id: 'sq2-028-objection',
    family: 'objection',
    severityText: 'DEBUG',
    body: `objection debug: select "persons".* from "persons" where "firstName" = 'Jennifer' and "lastName" = 'Oyelaran-Whitby' and "dateOfBirth" = '1986-04-09'`,
    attributes: {},
    canaries: ['Jennifer', 'Oyelaran-Whitby', '1986-04-09'],
    keep: ['objection debug:', 'select "persons".* from "persons" where "firstName" =', 'and "dateOfBirth" ='],
  },
  {
    id: 'sq2-029-slonik',
    family: 'slonik',
    severityText: 'DEBUG',
    body: {
      context: {
        package: 'slonik',
        namespace: 'slonik',
        logLevel: 20,
        executionTime: '2.41ms',
        queryId: '01JDZ7Q4M3',
        sql: 'SELECT id FROM api_key WHERE key_prefix = $1 AND label = $2',
        values: ['ak_prod_4Hj9Wq', 'Ravi laptop - staging'],
      },
      message: 'executing query',
      sequence: '118',
      time: 1764506400123,
      version: '2.0.0',
    },
    attributes: {},
    canaries: ['ak_prod_4Hj9Wq', 'Ravi laptop - staging'],
    keep: ['slonik', 'executing query', 'SELECT id FROM api_key WHERE key_prefix = $1 AND label = $2'],
  },
  {
    id: 'sq2-030-mysql2',
    family: 'mysql2',
    severityText: 'ERROR',
    body: `{"level":50,"time":1764507001221,"pid":77,"hostname":"api-5d8f","err":{"type":"Error","message":"Cannot add or update a child row: a foreign key constraint fails (\`shop\`.\`orders\`, CONSTRAINT \`fk_orders_customer\` FOREIGN KEY (\`customer_id\`) REFERENCES \`customers\` (\`id\`))","code":"ER_NO_REFERENCED_ROW_2","errno":1452,"sqlState":"23000","sql":"INSERT INTO \`orders\` (\`customer_id\`, \`gift_note\`, \`promo\`) VALUES (8801234, 'Congrats on the new flat, Priyanka!', 'NEWHOME-25')"},"msg":"order insert failed"}`,
    attributes: {},
    canaries: ['8801234', 'Congrats on the new flat, Priyanka!', 'NEWHOME-25'],
    keep: ['a foreign key constraint fails', '"code":"ER_NO_REFERENCED_ROW_2"', 'INSERT INTO `orders` (`customer_id`, `gift_note`, `promo`) VALUES', '"msg":"order insert failed"'],
  },
  {
    id: 'sq2-031-better-sqlite3',
    family: 'better-sqlite3',
    severityText: 'DEBUG',
    body: "better-sqlite3 verbose: INSERT INTO contacts (name, phone, tag) VALUES ('Fenella Cardew', '+61 412 555 093', 'met-at-ruby-meetup')",
    attributes: {},
    canaries: ['Fenella Cardew', '+61 412 555 093', 'met-at-ruby-meetup'],
    keep: ['better-sqlite3 verbose:', 'INSERT INTO contacts (name, phone, tag) VALUES'],
  },
  {
    id: 'sq2-032-postgres-js',
    family: 'postgres-js',
    severityText: 'ERROR',
    body: 'unhandled rejection',
    attributes: {
      'exception.stacktrace': `PostgresError: column "emial" does not exist
    at ErrorResponse (file:///srv/app/node_modules/postgres/src/connection.js:790:26)
    at handle (file:///srv/app/node_modules/postgres/src/connection.js:476:6) {
  severity_local: 'ERROR',
  severity: 'ERROR',
  code: '42703',
  file: 'parse_relation.c',
  routine: 'errorMissingColumn',
  query: "select id from users where emial = 'caoimhe.brennan@shannonmail.example' and region = 'Connacht-West'",
  parameters: []
}`,
    },
    canaries: ['caoimhe.brennan@shannonmail.example', 'Connacht-West'],
    keep: ['PostgresError: column "emial" does not exist', "code: '42703'", "routine: 'errorMissingColumn'", 'select id from users where emial ='],
  },
  {
    id: 'sq2-033-postgres-js',
    family: 'postgres-js',
    severityText: 'ERROR',
    body: `PostgresError: canceling statement due to statement timeout
    at ErrorResponse (file:///srv/app/node_modules/postgres/src/connection.js:790:26) {
  code: '57014',
  query: 'UPDATE loyalty SET points = points + $1 WHERE member_email = $2 AND note = $3',
  parameters: [ 250, 'folasade.ojo@kolamail.example', 'birthday bonus, manual' ]
}`,
    attributes: {},
    canaries: ['folasade.ojo@kolamail.example', 'birthday bonus, manual'],
    keep: ['PostgresError: canceling statement due to statement timeout', "code: '57014'", "query: 'UPDATE loyalty SET points = points + $1 WHERE member_email = $2 AND note = $3'"],
  },

  // ---------------------------------------------------------------- Go
  {
    id: 'sq2-034-sqlx-go',
    family: 'sqlx-go',
    severityText: 'ERROR',
    body: 'time=2026-11-30T13:02:44.118Z level=ERROR msg="sqlx.Get failed" repo=accounts query="SELECT id, iban FROM account WHERE owner_email=$1 AND iban=$2" args="[halvard.moe@nordlysmail.example NO9386011117947]" err="sql: no rows in result set"',
    attributes: {},
    canaries: ['halvard.moe@nordlysmail.example', 'NO9386011117947'],
    keep: ['msg="sqlx.Get failed"', 'query="SELECT id, iban FROM account WHERE owner_email=$1 AND iban=$2"', 'err="sql: no rows in result set"'],
  },
  {
    id: 'sq2-035-ent',
    family: 'ent',
    severityText: 'DEBUG',
    body: '2026/11/30 13:10:02 driver.Query: query=SELECT DISTINCT `users`.`id`, `users`.`name` FROM `users` WHERE `users`.`email` = ? AND `users`.`phone` = ? args=[ana.lucia.prado@cerradomail.example +55 11 98765-4321]',
    attributes: {},
    canaries: ['ana.lucia.prado@cerradomail.example', '+55 11 98765-4321'],
    keep: ['driver.Query: query=SELECT DISTINCT `users`.`id`, `users`.`name` FROM `users` WHERE `users`.`email` = ? AND `users`.`phone` = ?', 'args=['],
  },
  {
    id: 'sq2-036-ent',
    family: 'ent',
    severityText: 'DEBUG',
    body: 'ent debug',
    attributes: {
      'log.message':
        'driver.Tx(7b1e4c0a-55f3-4a8e-bb21-0c9f1d7e2a11): exec query=UPDATE `coupons` SET `redeemed_by` = ?, `note` = ? WHERE `coupons`.`code` = ? args=[41177820 redeemed at kiosk, Leith branch FREECOFFEE-LEITH-9]',
    },
    canaries: ['41177820', 'redeemed at kiosk, Leith branch', 'FREECOFFEE-LEITH-9'],
    keep: ['driver.Tx(7b1e4c0a-55f3-4a8e-bb21-0c9f1d7e2a11): exec query=UPDATE `coupons` SET `redeemed_by` = ?, `note` = ? WHERE `coupons`.`code` = ?', 'args=['],
  },
  {
    id: 'sq2-037-bun',
    family: 'bun-orm',
    severityText: 'INFO',
    body: `[bun]  13:20:11.402   SELECT                2.13ms  SELECT "u"."id", "u"."email" FROM "users" AS "u" WHERE (email = 'oskar.lindgren@granmail.example') AND (deleted_at IS NULL) LIMIT 1`,
    attributes: {},
    canaries: ['oskar.lindgren@granmail.example'],
    keep: ['[bun]  13:20:11.402   SELECT                2.13ms', 'SELECT "u"."id", "u"."email" FROM "users" AS "u" WHERE (email =', 'AND (deleted_at IS NULL)'],
  },
  {
    id: 'sq2-038-bun',
    family: 'bun-orm',
    severityText: 'ERROR',
    body: 'bun query error',
    attributes: {
      'error.message': `[bun]  13:20:12.977   INSERT               11.40ms  INSERT INTO "vouchers" ("id", "code", "issued_to", "memo") VALUES (DEFAULT, 'GIFT-7QK2-MN4P', 'Cordelia Ashworth', 'compensation for lost parcel #7731') RETURNING "id"  *pgdriver.Error: ERROR: duplicate key value violates unique constraint "vouchers_code_key" (SQLSTATE=23505)`,
    },
    canaries: ['GIFT-7QK2-MN4P', 'Cordelia Ashworth', 'compensation for lost parcel #7731'],
    keep: [
      'INSERT INTO "vouchers" ("id", "code", "issued_to", "memo") VALUES (DEFAULT,',
      'RETURNING "id"',
      'ERROR: duplicate key value violates unique constraint "vouchers_code_key" (SQLSTATE=23505)',
    ],
  },
  {
    id: 'sq2-039-sqlc',
    family: 'sqlc',
    severityText: 'ERROR',
    body: '{"level":"error","ts":1764508800.412,"caller":"store/accounts.go:88","msg":"GetAccountByIBAN failed","query":"-- name: GetAccountByIBAN :one\\nSELECT id, holder FROM accounts WHERE iban = $1\\n","args":["GB82WEST12345698765432"],"error":"context deadline exceeded"}',
    attributes: {},
    canaries: ['GB82WEST12345698765432'],
    keep: ['"msg":"GetAccountByIBAN failed"', '-- name: GetAccountByIBAN :one', 'SELECT id, holder FROM accounts WHERE iban = $1', '"error":"context deadline exceeded"'],
  },

  // ---------------------------------------------------------------- Rust
  {
    id: 'sq2-040-sqlx-rust',
    family: 'sqlx-rust',
    severityText: 'INFO',
    body: `[2026-11-30T13:40:02Z INFO  sqlx::query] SELECT id FROM account …; rows affected: 0, rows returned: 1, elapsed: 1.214ms

SELECT
  id
FROM
  account
WHERE
  email = 'ruairi.mcgonagle@drumlinmail.example'
  AND recovery_phrase_hint = 'first dog + street'`,
    attributes: {},
    canaries: ['ruairi.mcgonagle@drumlinmail.example', 'first dog + street'],
    keep: ['sqlx::query] SELECT id FROM account …; rows affected: 0, rows returned: 1, elapsed: 1.214ms', 'AND recovery_phrase_hint ='],
  },
  {
    id: 'sq2-041-sqlx-rust',
    family: 'sqlx-rust',
    severityText: 'INFO',
    body: 'sqlx query',
    attributes: {
      'log.message':
        'sqlx::query: summary="INSERT INTO shipments (recipient, …" db.statement="\\n\\nINSERT INTO\\n  shipments (recipient, address_line, eta)\\nVALUES\\n  (\'Maelle Guillot\', \'4 impasse des Vignerons, 21200 Beaune\', DATE \'2026-12-09\')\\n" rows_affected=1 rows_returned=0 elapsed=2.981ms',
    },
    canaries: ['Maelle Guillot', '4 impasse des Vignerons, 21200 Beaune', '2026-12-09'],
    keep: ['sqlx::query: summary="INSERT INTO shipments (recipient, …"', 'shipments (recipient, address_line, eta)', 'rows_affected=1 rows_returned=0 elapsed=2.981ms'],
  },
  {
    id: 'sq2-042-diesel',
    family: 'diesel',
    severityText: 'DEBUG',
    body: 'debug_query: SELECT "users"."id", "users"."name" FROM "users" WHERE "users"."email" = $1 AND "users"."api_token" = $2 -- binds: ["thandiwe.nkosi@savannamail.example", "tok_9d8c7b6a5e4f"]',
    attributes: {},
    canaries: ['thandiwe.nkosi@savannamail.example', 'tok_9d8c7b6a5e4f'],
    keep: ['debug_query: SELECT "users"."id", "users"."name" FROM "users" WHERE "users"."email" = $1 AND "users"."api_token" = $2', '-- binds: ['],
  },
  {
    id: 'sq2-043-diesel',
    family: 'diesel',
    severityText: 'ERROR',
    body: 'profile update failed',
    attributes: {
      'error.message':
        'Diesel query failed: UPDATE "profiles" SET "bio" = $1, "birth_date" = $2 WHERE "profiles"."user_id" = $3 -- binds: ["Retired lighthouse keeper, Orkney", 1951-07-23, 58120447]: value too long for type character varying(32)',
    },
    canaries: ['Retired lighthouse keeper, Orkney', '1951-07-23', '58120447'],
    keep: ['Diesel query failed: UPDATE "profiles" SET "bio" = $1, "birth_date" = $2 WHERE "profiles"."user_id" = $3', '-- binds: [', 'value too long for type character varying(32)'],
  },
  {
    id: 'sq2-044-seaorm',
    family: 'sea-orm',
    severityText: 'DEBUG',
    body: `2026-11-30T13:55:12.004Z DEBUG sea_orm::driver::sqlx_postgres: SELECT "order"."id" FROM "order" WHERE "order"."customer_name" LIKE '%Ignatius Pemble%' AND "order"."bakery_note" = 'nut-free, for Ines birthday'`,
    attributes: {},
    canaries: ['Ignatius Pemble', 'nut-free, for Ines birthday'],
    keep: ['sea_orm::driver::sqlx_postgres: SELECT "order"."id" FROM "order" WHERE "order"."customer_name" LIKE', 'AND "order"."bakery_note" ='],
  },

  // ---------------------------------------------------------------- Ruby
  {
    id: 'sq2-045-sequel',
    family: 'sequel',
    severityText: 'INFO',
    body: `I, [2026-11-30T14:01:09.118273 #4121]  INFO -- : (0.000412s) SELECT * FROM "customers" WHERE (("email" = 'gwendolyn.ashby@heronmail.example') AND ("archived" IS FALSE)) LIMIT 1`,
    attributes: {},
    canaries: ['gwendolyn.ashby@heronmail.example'],
    keep: ['INFO -- :', '(0.000412s) SELECT * FROM "customers" WHERE (("email" =', 'AND ("archived" IS FALSE))'],
  },
  {
    id: 'sq2-046-sequel',
    family: 'sequel',
    severityText: 'INFO',
    body: 'session sweep',
    attributes: {
      message: `(0.001873s) DELETE FROM "sessions" WHERE ("token" IN ('s_4fd2a9e81c', 's_77b0e3d514', 's_c19a6f02dd'))`,
    },
    canaries: ['s_4fd2a9e81c', 's_77b0e3d514', 's_c19a6f02dd'],
    keep: ['session sweep', '(0.001873s) DELETE FROM "sessions" WHERE ("token" IN ('],
  },
  {
    id: 'sq2-047-hanami',
    family: 'hanami',
    severityText: 'INFO',
    body: `[bookshelf] [INFO] [2026-11-30 14:05:33 +0000] (0.001234s) INSERT INTO "reviews" ("book_id", "reviewer", "body") VALUES (88412, 'Perpetua Lowndes', 'The ending made me cry on the 73 bus') RETURNING *`,
    attributes: {},
    canaries: ['Perpetua Lowndes', 'The ending made me cry on the 73 bus'],
    keep: ['[bookshelf] [INFO]', 'INSERT INTO "reviews" ("book_id", "reviewer", "body") VALUES (', 'RETURNING *'],
  },

  // ---------------------------------------------------------------- PHP
  {
    id: 'sq2-048-eloquent-raw',
    family: 'eloquent',
    severityText: 'DEBUG',
    body: "[2026-11-30 14:10:41] production.DEBUG: coupon lookup {\"sql\":\"select * from `coupons` where `code` = 'BLACKFRIDAY-ZX91' and `customer_email` = 'femi.adeyemi@lagoonmail.example' and `min_total` <= 149.99 limit 1\"}",
    attributes: {},
    canaries: ['BLACKFRIDAY-ZX91', 'femi.adeyemi@lagoonmail.example'],
    keep: ['production.DEBUG: coupon lookup', 'select * from `coupons` where `code` =', 'and `customer_email` ='],
  },
  {
    id: 'sq2-049-pdo',
    family: 'pdo',
    severityText: 'ERROR',
    body: 'Checkout address update failed',
    attributes: {
      'exception.type': 'PDOException',
      'exception.message': "SQLSTATE[42S22]: Column not found: 1054 Unknown column 'shiping_adress' in 'field list'",
      'app.failed_query': "UPDATE customers SET shiping_adress = '12 Larkspur Row, Hexham NE46 1AB' WHERE customer_no = 889231044",
    },
    canaries: ['12 Larkspur Row, Hexham NE46 1AB', '889231044'],
    keep: ["SQLSTATE[42S22]: Column not found: 1054 Unknown column 'shiping_adress' in 'field list'", 'UPDATE customers SET shiping_adress =', 'WHERE customer_no ='],
  },
  {
    id: 'sq2-050-wordpress',
    family: 'wordpress',
    severityText: 'WARN',
    body: "WordPress database error Unknown column 'meta_vlaue' in 'field list' for query UPDATE `wp_usermeta` SET `meta_vlaue` = '+1 206 555 0147' WHERE `user_id` = 4821 AND `meta_key` = 'billing_phone' made by do_action('profile_update'), WP_Hook->do_action, WC_Customer_Data_Store->update",
    attributes: {},
    canaries: ['+1 206 555 0147'],
    keep: [
      "WordPress database error Unknown column 'meta_vlaue' in 'field list' for query",
      'UPDATE `wp_usermeta` SET `meta_vlaue` =',
      "made by do_action('profile_update'), WP_Hook->do_action",
    ],
  },

  // ---------------------------------------------------------------- .NET
  {
    id: 'sq2-051-miniprofiler',
    family: 'miniprofiler',
    severityText: 'Information',
    body: `MiniProfiler /api/customers/search (42.1 ms) sql #3 (6.4 ms):
DECLARE @email nvarchar(4000) = N'zsofia.nagy@dunamail.example';
DECLARE @postcode nvarchar(10) = N'H-1052';

SELECT c.Id, c.FullName FROM dbo.Customers c WHERE c.Email = @email AND c.Postcode = @postcode;`,
    attributes: {},
    canaries: ['zsofia.nagy@dunamail.example', 'H-1052'],
    keep: [
      'MiniProfiler /api/customers/search (42.1 ms) sql #3 (6.4 ms):',
      'DECLARE @email nvarchar',
      'SELECT c.Id, c.FullName FROM dbo.Customers c WHERE c.Email = @email AND c.Postcode = @postcode;',
    ],
  },
  {
    id: 'sq2-052-nhibernate',
    family: 'nhibernate',
    severityText: 'DEBUG',
    body: "NHibernate.SQL: INSERT INTO Customer (Name, Email, LoyaltyCode, Id) VALUES (@p0, @p1, @p2, @p3);@p0 = 'Dagny Thorvaldsen' [Type: String (4000:0:0)], @p1 = 'dagny.t@skerrymail.example' [Type: String (4000:0:0)], @p2 = 'LC-88-TROMSO' [Type: String (4000:0:0)], @p3 = 1042 [Type: Int32 (0:0:0)]",
    attributes: {},
    canaries: ['Dagny Thorvaldsen', 'dagny.t@skerrymail.example', 'LC-88-TROMSO'],
    keep: ['NHibernate.SQL: INSERT INTO Customer (Name, Email, LoyaltyCode, Id) VALUES (@p0, @p1, @p2, @p3);', '[Type: String (4000:0:0)]', '[Type: Int32 (0:0:0)]'],
  },
  {
    id: 'sq2-053-npgsql',
    family: 'npgsql',
    severityText: 'Debug',
    body: 'Npgsql command',
    attributes: {
      'log.message':
        'Command execution completed (duration=12ms): SELECT id, status FROM claims WHERE claimant_email = $1 AND claim_ref = $2\nParameters: [ettore.bellini@lagunamail.example, CLM-2026-0073341]',
      'logger.name': 'Npgsql.Command',
    },
    canaries: ['ettore.bellini@lagunamail.example', 'CLM-2026-0073341'],
    keep: ['Command execution completed (duration=12ms): SELECT id, status FROM claims WHERE claimant_email = $1 AND claim_ref = $2', 'Parameters: [', 'Npgsql.Command'],
  },

  // ---------------------------------------------------------------- Elixir
  {
    id: 'sq2-054-postgrex',
    family: 'postgrex',
    severityText: 'error',
    body: `** (Postgrex.Error) ERROR 42703 (undefined_column) column "emial" does not exist

    query: SELECT id, name FROM users WHERE emial = 'aurelio.mancini@vesuviomail.example' AND city = 'Castellammare di Stabia'

    (ecto_sql 3.12.1) lib/ecto/adapters/sql.ex:1096: Ecto.Adapters.SQL.raise_sql_call_error/1`,
    attributes: {},
    canaries: ['aurelio.mancini@vesuviomail.example', 'Castellammare di Stabia'],
    keep: [
      '** (Postgrex.Error) ERROR 42703 (undefined_column) column "emial" does not exist',
      'query: SELECT id, name FROM users WHERE emial =',
      'lib/ecto/adapters/sql.ex:1096: Ecto.Adapters.SQL.raise_sql_call_error/1',
    ],
  },

  // ---------------------------------------------------------------- databases and data tools
  {
    id: 'sq2-055-sqlite-cli',
    family: 'sqlite-cli',
    severityText: 'ERROR',
    body: `Parse error: near "wher": syntax error
  select id, name from contacts wher phone = '+1 415 555 0199' and nickname = 'Boomer';
                                ^--- error here`,
    attributes: {},
    canaries: ['+1 415 555 0199', 'Boomer'],
    keep: ['Parse error: near "wher": syntax error', 'select id, name from contacts wher phone =', '^--- error here'],
  },
  {
    id: 'sq2-056-mariadb-audit',
    family: 'mariadb-audit',
    severityText: 'INFO',
    body: `20261130 14:31:07,db-prod-2,appuser,10.0.4.17,4412,881203,QUERY,shop,'UPDATE customers SET phone=\\'+33 6 41 77 20 93\\', note=\\'allergic to latex\\' WHERE id=5519024',0`,
    attributes: { 'log.file.name': 'server_audit.log' },
    canaries: ['+33 6 41 77 20 93', 'allergic to latex', '5519024'],
    keep: ['20261130 14:31:07,db-prod-2,appuser,10.0.4.17,4412,881203,QUERY,shop,', 'UPDATE customers SET phone=', 'WHERE id='],
  },
  {
    id: 'sq2-057-query-report',
    family: 'query-report',
    severityText: 'INFO',
    body: 'weekly DB report generated',
    attributes: {
      'app.report_text': `Weekly DB report (top 3 by total time, sampled from pg_stat_activity)
1) calls=48211 total=912.4s mean=18.9ms
   SELECT * FROM referral WHERE referral_code = 'AMBASSADOR-KOFI-2026' AND referrer_phone = '+233 24 555 0182'
2) calls=30117 total=402.0s mean=13.3ms
   UPDATE cart SET updated_at = now() WHERE id = $1
3) calls=9001 total=188.7s mean=20.9ms
   SELECT count(*) FROM events WHERE kind = $1`,
    },
    canaries: ['AMBASSADOR-KOFI-2026', '+233 24 555 0182'],
    keep: [
      '1) calls=48211 total=912.4s mean=18.9ms',
      'SELECT * FROM referral WHERE referral_code =',
      'UPDATE cart SET updated_at = now() WHERE id = $1',
      'SELECT count(*) FROM events WHERE kind = $1',
    ],
  },
  {
    id: 'sq2-058-cockroach',
    family: 'cockroachdb',
    severityText: 'INFO',
    body: {
      Timestamp: 1764513600123,
      EventType: 'query_execute',
      Statement: "UPDATE bank.public.accounts SET memo = ‹'rent share for December'› WHERE owner_name = $1 AND branch = $2",
      Tag: 'UPDATE',
      User: 'app_rw',
      ApplicationName: 'payments-api',
      PlaceholderValues: ["‹'Kalinda Marsh'›", "‹'Fremantle-04'›"],
      ExecMode: 'exec',
      NumRows: 1,
      Age: 2.31,
      TxnCounter: 14,
    },
    attributes: { 'log.channel': 'SQL_EXEC' },
    canaries: ['rent share for December', 'Kalinda Marsh', 'Fremantle-04'],
    keep: ['query_execute', 'UPDATE bank.public.accounts SET memo =', 'WHERE owner_name = $1 AND branch = $2', 'payments-api'],
  },
  {
    id: 'sq2-059-tidb-slow',
    family: 'tidb-slow-log',
    severityText: 'WARN',
    body: `# Time: 2026-11-30T22:14:05.118+08:00
# Txn_start_ts: 453310227118849025
# User@Host: app_rw[app_rw] @ 10.12.3.44 [10.12.3.44]
# Conn_ID: 2318843
# Query_time: 1.527627037
# Parse_time: 0.000054933
# Compile_time: 0.000402113
# DB: mall
# Is_internal: false
# Digest: 5f1e0c3b7a4e2d9c8b6a4f2e1d0c9b8a7f6e5d4c3b2a1f0e9d8c7b6a5f4e3d2c
# Num_cop_tasks: 4
# Succ: true
use mall;
SELECT o.id, o.total FROM orders o WHERE o.buyer_mobile = '13600001872' AND o.coupon = 'SINGLES-1111-VIP' ORDER BY o.created_at DESC;`,
    attributes: {},
    canaries: ['13600001872', 'SINGLES-1111-VIP'],
    keep: ['# User@Host: app_rw[app_rw] @ 10.12.3.44 [10.12.3.44]', '# Query_time: 1.527627037', 'SELECT o.id, o.total FROM orders o WHERE o.buyer_mobile =', 'ORDER BY o.created_at DESC;'],
  },
  {
    id: 'sq2-060-snowflake-history',
    family: 'snowflake-history',
    severityText: 'INFO',
    body: 'query_history export chunk 3/12',
    attributes: {
      'app.export_row':
        "01b8f3a2-0604-5e21-0000-4a1d0b7c92e6,\"SELECT customer_id, lifetime_value FROM analytics.customers WHERE email = 'henrike.vogt@elbmail.example' OR loyalty_id = 'LY-20-448812';\",SUCCESS,ANALYST_WH,2026-11-30 09:12:44.118 -0800,1842",
    },
    canaries: ['henrike.vogt@elbmail.example', 'LY-20-448812'],
    keep: ['01b8f3a2-0604-5e21-0000-4a1d0b7c92e6', 'SELECT customer_id, lifetime_value FROM analytics.customers WHERE email =', ',SUCCESS,ANALYST_WH,2026-11-30 09:12:44.118 -0800,1842'],
  },
  {
    id: 'sq2-061-athena',
    family: 'athena',
    severityText: 'ERROR',
    body: `Athena query 3f2a9c1e-8b7d-4e60-a1f2-77c0d9e8b5a4 FAILED: COLUMN_NOT_FOUND: line 3:7: Column 'emial' cannot be resolved or requester is not authorized to access requested resources
QueryString: SELECT device_id, last_seen
FROM telemetry.devices
WHERE emial = 'piotr.zielinski@wislamail.example'
  AND serial_no = 'SN-4X9-771204'`,
    attributes: {},
    canaries: ['piotr.zielinski@wislamail.example', 'SN-4X9-771204'],
    keep: ["COLUMN_NOT_FOUND: line 3:7: Column 'emial' cannot be resolved", 'QueryString: SELECT device_id, last_seen', 'FROM telemetry.devices', 'AND serial_no ='],
  },
  {
    id: 'sq2-062-spark-parse',
    family: 'spark-sql',
    severityText: 'ERROR',
    body: 'Job 4417 failed',
    attributes: {
      'exception.type': 'org.apache.spark.sql.catalyst.parser.ParseException',
      'exception.message': `[PARSE_SYNTAX_ERROR] Syntax error at or near 'FORM'. SQLSTATE: 42601 (line 1, pos 13)

== SQL ==
SELECT email FORM crm.contacts WHERE signup_code = 'ZEPHYR-HALF-24' AND region = 'Alentejo'
-------------^^^`,
    },
    canaries: ['ZEPHYR-HALF-24', 'Alentejo'],
    keep: ["[PARSE_SYNTAX_ERROR] Syntax error at or near 'FORM'. SQLSTATE: 42601 (line 1, pos 13)", '== SQL ==', 'SELECT email FORM crm.contacts WHERE signup_code =', '-------------^^^'],
  },
  {
    id: 'sq2-063-beeline',
    family: 'hive-beeline',
    severityText: 'ERROR',
    body: `0: jdbc:hive2://hs2.internal:10000/default> SELECT id, full_name FROM hr.employees WHERE national_id = 'JT 48 21 90 D' AND manager_note = 'on PIP until March';
Error: Error while compiling statement: FAILED: SemanticException [Error 10001]: Line 1:32 Table not found 'employees' (state=42S02,code=10001)`,
    attributes: {},
    canaries: ['JT 48 21 90 D', 'on PIP until March'],
    keep: [
      '0: jdbc:hive2://hs2.internal:10000/default> SELECT id, full_name FROM hr.employees WHERE national_id =',
      'AND manager_note =',
      "Error: Error while compiling statement: FAILED: SemanticException [Error 10001]: Line 1:32 Table not found 'employees' (state=42S02,code=10001)",
    ],
  },
  {
    id: 'sq2-064-grafana-alert',
    family: 'grafana-alert',
    severityText: 'WARN',
    body: 'alert notification sent',
    attributes: {
      message: `[FIRING:1] Slow checkout query (prod-eu, p95 > 2s)
Summary: slowest statement in the last 10m:
UPDATE payment_intent SET status = 'requires_manual_review_fraud_team' WHERE merchant_ref = 'MRC-004481-ESPRESSO' AND amount_cents > 250000
Runbook: https://runbooks.internal/db/slow-checkout`,
    },
    canaries: ['requires_manual_review_fraud_team', 'MRC-004481-ESPRESSO', '250000'],
    keep: [
      '[FIRING:1] Slow checkout query (prod-eu, p95 > 2s)',
      'Summary: slowest statement in the last 10m:',
      'UPDATE payment_intent SET status =',
      'Runbook: https://runbooks.internal/db/slow-checkout',
    ],
  },
  {
    id: 'sq2-065-metabase',
    family: 'metabase',
    severityText: 'WARN',
    body: `2026-11-30 15:40:02,118 WARN middleware.catch-exceptions :: Error processing query: ERROR: canceling statement due to statement timeout
{:database_id 3, :error_type :db, :native {:query "SELECT public.leads.id, public.leads.email FROM public.leads WHERE public.leads.email = 'tobiah.renwick@marshmail.example' AND public.leads.utm_campaign = 'retarget-q4-lapsed' LIMIT 2000", :params nil}}`,
    attributes: {},
    canaries: ['tobiah.renwick@marshmail.example', 'retarget-q4-lapsed'],
    keep: [
      'Error processing query: ERROR: canceling statement due to statement timeout',
      '{:database_id 3, :error_type :db',
      ':native {:query "SELECT public.leads.id, public.leads.email FROM public.leads WHERE public.leads.email =',
      ':params nil}}',
    ],
  },
  {
    id: 'sq2-066-tableau',
    family: 'tableau',
    severityText: 'info',
    body: `{"ts":"2026-11-30T15:44:12.902","pid":6112,"tid":"1f40","sev":"info","req":"-","sess":"A1B2C3D4E5","site":"Sales","user":"rpt_viewer","k":"end-query","v":{"query":"SELECT [Customers].[Full Name] AS [Full Name], SUM([Orders].[Sales]) AS [sum:Sales:ok] FROM [dbo].[Orders] [Orders] INNER JOIN [dbo].[Customers] [Customers] ON ([Orders].[Customer ID] = [Customers].[Customer ID]) WHERE (([Customers].[Postal Code] = N'SE15 4QL') AND ([Customers].[Full Name] = N'Imogen Featherstonehaugh')) GROUP BY [Customers].[Full Name]","elapsed":3.118,"rows":1}}`,
    attributes: {},
    canaries: ['SE15 4QL', 'Imogen Featherstonehaugh'],
    keep: ['"k":"end-query"', 'SELECT [Customers].[Full Name] AS [Full Name], SUM([Orders].[Sales]) AS [sum:Sales:ok]', 'GROUP BY [Customers].[Full Name]', '"elapsed":3.118'],
  },

  // ---------------------------------------------------------------- LLM agents
  {
    id: 'sq2-067-langchain',
    family: 'langchain-sqlchain',
    severityText: 'INFO',
    body: `> Entering new SQLDatabaseChain chain...
How many orders used the coupon I mentioned earlier?
SQLQuery:SELECT COUNT(*) FROM orders WHERE coupon_code = 'AUTUMN-DROP-19' AND customer_email = 'lorenzo.basile@rivamail.example'
SQLResult: [(3,)]
Answer:3 orders used that coupon.
> Finished chain.`,
    attributes: {},
    canaries: ['AUTUMN-DROP-19', 'lorenzo.basile@rivamail.example'],
    keep: [
      '> Entering new SQLDatabaseChain chain...',
      'How many orders used the coupon I mentioned earlier?',
      'SQLQuery:SELECT COUNT(*) FROM orders WHERE coupon_code =',
      'SQLResult: [(3,)]',
      'Answer:3 orders used that coupon.',
    ],
  },
  {
    id: 'sq2-068-react-agent',
    family: 'react-agent',
    severityText: 'INFO',
    body: 'agent step 3',
    attributes: {
      'log.message': `Thought: I need the customer's open tickets.
Action: sql_db_query
Action Input: SELECT count(*) FROM tickets WHERE requester_phone = '+353 87 555 0134' AND status <> 'closed-duplicate'
Observation: [(2,)]`,
    },
    canaries: ['+353 87 555 0134', 'closed-duplicate'],
    keep: ["Thought: I need the customer's open tickets.", 'Action: sql_db_query', 'Action Input: SELECT count(*) FROM tickets WHERE requester_phone =', 'Observation: [(2,)]'],
  },
  {
    id: 'sq2-069-llamaindex',
    family: 'llamaindex-nlsql',
    severityText: 'INFO',
    body: `> Table desc str: Table 'patients' has columns: id (INTEGER), full_name (VARCHAR(120)), ward (VARCHAR(16)), and foreign keys: .
> Predicted SQL query: SELECT ward FROM patients WHERE full_name = 'Bartholomew Quayle' AND dob = '1949-02-14'`,
    attributes: { 'app.sql_query': "SELECT ward FROM patients WHERE full_name = 'Bartholomew Quayle' AND dob = '1949-02-14'" },
    canaries: ['Bartholomew Quayle', '1949-02-14'],
    keep: [
      "> Table desc str: Table 'patients' has columns: id (INTEGER), full_name (VARCHAR(120)), ward (VARCHAR(16)), and foreign keys: .",
      '> Predicted SQL query: SELECT ward FROM patients WHERE full_name =',
      'AND dob =',
    ],
  },

  // ---------------------------------------------------------------- statement shapes
  {
    id: 'sq2-070-call-proc',
    family: 'stored-proc',
    severityText: 'ERROR',
    body: 'registration failed',
    attributes: {
      'error.message':
        "ER_SIGNAL_EXCEPTION: member already registered (sqlState 45000) while running CALL sp_register_member('Oluwaseun Bakare', 'seun.bakare@harmattan.example', '1990-08-30', 'referred by cousin Tolu')",
    },
    canaries: ['Oluwaseun Bakare', 'seun.bakare@harmattan.example', '1990-08-30', 'referred by cousin Tolu'],
    keep: ['ER_SIGNAL_EXCEPTION: member already registered (sqlState 45000) while running CALL sp_register_member('],
  },
  {
    id: 'sq2-071-copy',
    family: 'copy-from',
    severityText: 'INFO',
    body: `loader[2231]: running statement 2/3: COPY staging.leads (full_name, email, phone) FROM '/mnt/exports/leads_kfoster_export_2026-11.csv' WITH (FORMAT csv, HEADER true, DELIMITER ';', NULL 'n/a')
loader[2231]: statement 2/3 ok, rows affected: 44120`,
    attributes: {},
    canaries: ['/mnt/exports/leads_kfoster_export_2026-11.csv'],
    keep: ['loader[2231]: running statement 2/3: COPY staging.leads (full_name, email, phone) FROM', 'WITH (FORMAT csv, HEADER true, DELIMITER', 'loader[2231]: statement 2/3 ok, rows affected: 44120'],
  },
  {
    id: 'sq2-072-cte',
    family: 'cte-multiline',
    severityText: 'WARN',
    body: `slow query (2314 ms) in reports.churn_candidates:
    with recent as (
        select customer_id, max(ordered_at) as last_order
        from orders
        where channel = 'phone-order-hotline'
        group by customer_id
    )
    select c.id, c.email
    from customers c
    join recent r on r.customer_id = c.id
    where r.last_order < date '2026-06-01'
      and c.account_manager = 'Wendell Okonkwo-Briggs'`,
    attributes: {},
    canaries: ['phone-order-hotline', '2026-06-01', 'Wendell Okonkwo-Briggs'],
    keep: ['slow query (2314 ms) in reports.churn_candidates:', 'select customer_id, max(ordered_at) as last_order', 'join recent r on r.customer_id = c.id', 'and c.account_manager ='],
  },
  {
    id: 'sq2-073-insert-select',
    family: 'insert-select',
    severityText: 'ERROR',
    body: 'erasure job failed',
    attributes: {
      'exception.message': `Cannot insert duplicate key row in object 'dbo.ArchivedCustomers' with unique index 'IX_ArchivedCustomers_Email'. The statement has been terminated.
Statement: INSERT INTO dbo.ArchivedCustomers (Id, Email, Reason) SELECT c.Id, c.Email, N'GDPR erasure request ticket 55-1182' FROM dbo.Customers c WHERE c.Email = N'kasia.wrobel@baltmail.example'`,
    },
    canaries: ['GDPR erasure request ticket 55-1182', 'kasia.wrobel@baltmail.example'],
    keep: [
      "Cannot insert duplicate key row in object 'dbo.ArchivedCustomers' with unique index 'IX_ArchivedCustomers_Email'.",
      'Statement: INSERT INTO dbo.ArchivedCustomers (Id, Email, Reason) SELECT c.Id, c.Email,',
      'FROM dbo.Customers c WHERE c.Email =',
    ],
  },
  {
    id: 'sq2-074-update-from',
    family: 'update-from',
    severityText: 'WARN',
    body: "billing-sync WARN retrying (attempt 2/5) after serialization failure: UPDATE invoices i SET payer_name = 'Saoirse Ní Bhriain', payer_iban = 'IE29AIBK93115212345678' FROM customers c WHERE c.id = i.customer_id AND c.external_ref = 'CRM-00771934'",
    attributes: {},
    canaries: ['Saoirse Ní Bhriain', 'IE29AIBK93115212345678', 'CRM-00771934'],
    keep: ['billing-sync WARN retrying (attempt 2/5) after serialization failure:', 'UPDATE invoices i SET payer_name =', 'FROM customers c WHERE c.id = i.customer_id AND c.external_ref ='],
  },
  {
    id: 'sq2-075-delete-using',
    family: 'delete-using',
    severityText: 'INFO',
    body: 'GDPR purge',
    attributes: {
      'app.audit':
        "purge executed by ops: DELETE FROM marketing_consent mc USING customers c WHERE mc.customer_id = c.id AND c.email IN ('b.oyelowo@sunmail.example', 'mette.fjeld@polarmail.example') RETURNING mc.id",
    },
    canaries: ['b.oyelowo@sunmail.example', 'mette.fjeld@polarmail.example'],
    keep: ['purge executed by ops: DELETE FROM marketing_consent mc USING customers c WHERE mc.customer_id = c.id AND c.email IN (', 'RETURNING mc.id'],
  },
  {
    id: 'sq2-076-multi-statement',
    family: 'multi-statement',
    severityText: 'INFO',
    body: `migration-runner: executing script fix_vip_flags.sql:
BEGIN; UPDATE customers SET vip_note = 'prefers Tuesday delivery, gate code 4471#' WHERE id = 61200458; INSERT INTO audit_log (actor, action) VALUES ('j.mbatha', 'vip flag manual fix'); COMMIT;`,
    attributes: {},
    canaries: ['prefers Tuesday delivery, gate code 4471#', '61200458', 'j.mbatha', 'vip flag manual fix'],
    keep: ['migration-runner: executing script fix_vip_flags.sql:', 'BEGIN; UPDATE customers SET vip_note =', 'INSERT INTO audit_log (actor, action) VALUES (', 'COMMIT;'],
  },
  {
    id: 'sq2-077-doubled-quote',
    family: 'escaped-quote',
    severityText: 'ERROR',
    body: `psql:/opt/scripts/fix_names.sql:14: ERROR:  duplicate key value violates unique constraint "uq_contact_name_phone"
UPDATE contact SET full_name = 'Dervla O''Callaghan', phone = '+353 86 555 7712' WHERE id = 33018842;`,
    attributes: {},
    canaries: ['Dervla', 'Callaghan', '+353 86 555 7712', '33018842'],
    keep: ['psql:/opt/scripts/fix_names.sql:14: ERROR:  duplicate key value violates unique constraint "uq_contact_name_phone"', 'UPDATE contact SET full_name =', 'WHERE id ='],
  },
  {
    id: 'sq2-078-backslash-quote',
    family: 'escaped-quote',
    severityText: 'DEBUG',
    body: "pg-worker DEBUG exec: INSERT INTO door_codes (unit, hint) VALUES (E'Flat 9\\'s side entrance', E'Grainne\\'s spare key under the blue pot')",
    attributes: {},
    canaries: ['side entrance', 'Grainne', 'spare key under the blue pot'],
    keep: ['pg-worker DEBUG exec: INSERT INTO door_codes (unit, hint) VALUES ('],
  },
  {
    id: 'sq2-079-dollar-quote',
    family: 'dollar-quote',
    severityText: 'INFO',
    body: 'gift message stored',
    attributes: {
      'log.message': "executing: INSERT INTO gift_messages (order_id, body) VALUES (77120943, $msg$Happy 40th, Bram! Don't open until Sunday - love, Wietske$msg$)",
    },
    canaries: ['77120943', 'Happy 40th, Bram!', 'love, Wietske'],
    keep: ['gift message stored', 'executing: INSERT INTO gift_messages (order_id, body) VALUES ('],
  },
  {
    id: 'sq2-080-nvarchar',
    family: 'unicode-literal',
    severityText: 'ERROR',
    body: `SqlException (0x80131904): String or binary data would be truncated in table 'Loyalty.dbo.Members', column 'Nickname'.
Command: UPDATE dbo.Members SET Nickname = N'Đặng Thị Ngọc Ánh', City = N'Đà Nẵng' WHERE MemberNo = 40077129;`,
    attributes: {},
    canaries: ['Đặng Thị Ngọc Ánh', 'Đà Nẵng', '40077129'],
    keep: ["String or binary data would be truncated in table 'Loyalty.dbo.Members', column 'Nickname'.", 'Command: UPDATE dbo.Members SET Nickname =', 'WHERE MemberNo ='],
  },
  {
    id: 'sq2-081-hex-literal',
    family: 'hex-literal',
    severityText: 'ERROR',
    body: "blob-sync ERROR Error 1406 (22001): Data too long for column 'public_key' at row 1; statement: INSERT INTO device_keys (device_id, public_key) VALUES ('dev-KITCHEN-TAB-07', X'3059301306072A8648CE3D020106082A8648CE3D03010703420004A1B2C3D4')",
    attributes: {},
    canaries: ['dev-KITCHEN-TAB-07', '3059301306072A8648CE3D020106082A8648CE3D03010703420004A1B2C3D4'],
    keep: ["Error 1406 (22001): Data too long for column 'public_key' at row 1", 'statement: INSERT INTO device_keys (device_id, public_key) VALUES ('],
  },
  {
    id: 'sq2-082-hex-0x',
    family: 'hex-literal',
    severityText: 'ERROR',
    body: 'token rotation failed',
    attributes: {
      'exception.message': "Violation of PRIMARY KEY constraint 'PK_Tokens'. Cannot insert duplicate key in object 'auth.Tokens'. The statement has been terminated.",
      'app.sql': "INSERT INTO auth.Tokens (TokenHash, Owner) VALUES (0x9F86D081884C7D659A2FEAA0C55AD015, N'svc-ledger-reconciler')",
    },
    canaries: ['9F86D081884C7D659A2FEAA0C55AD015', 'svc-ledger-reconciler'],
    keep: ["Violation of PRIMARY KEY constraint 'PK_Tokens'. Cannot insert duplicate key in object 'auth.Tokens'.", 'INSERT INTO auth.Tokens (TokenHash, Owner) VALUES ('],
  },
  {
    id: 'sq2-083-interval',
    family: 'date-interval',
    severityText: 'INFO',
    body: "scheduler: job expire_trials ran 412ms: UPDATE subscriptions SET state = 'expired-by-scheduler' WHERE started_at < now() - INTERVAL '14 days' AND promo = 'TRIAL-XMAS-PLUS'",
    attributes: {},
    canaries: ['expired-by-scheduler', '14 days', 'TRIAL-XMAS-PLUS'],
    keep: ['scheduler: job expire_trials ran 412ms:', 'UPDATE subscriptions SET state =', 'WHERE started_at < now() - INTERVAL'],
  },
  {
    id: 'sq2-084-jsonb',
    family: 'json-literal',
    severityText: 'ERROR',
    body: 'add card failed',
    attributes: {
      'error.message':
        'insert or update on table "payment_methods" violates foreign key constraint "payment_methods_customer_id_fkey" (query: INSERT INTO payment_methods (customer_id, details) VALUES (93001457, \'{"card_last4":"4242","holder":"Amadou Diallo","billing_zip":"10027"}\'::jsonb))',
    },
    canaries: ['93001457', '"card_last4":"4242"', 'Amadou Diallo'],
    keep: ['violates foreign key constraint "payment_methods_customer_id_fkey"', '(query: INSERT INTO payment_methods (customer_id, details) VALUES (', '::jsonb))'],
  },
  {
    id: 'sq2-085-array',
    family: 'array-literal',
    severityText: 'INFO',
    body: "audience-builder INFO built segment in 88ms: SELECT id FROM contacts WHERE tags && ARRAY['lapsed-vip','complained-2026'] AND postcode = ANY(ARRAY['BS3 1QP','BS4 2LL'])",
    attributes: {},
    canaries: ['lapsed-vip', 'complained-2026', 'BS3 1QP', 'BS4 2LL'],
    keep: ['audience-builder INFO built segment in 88ms:', 'SELECT id FROM contacts WHERE tags && ARRAY[', 'AND postcode = ANY(ARRAY['],
  },
  {
    id: 'sq2-086-both-places',
    family: 'body-and-attrs',
    severityText: 'ERROR',
    body: "order search failed: SELECT id FROM orders WHERE shipping_email = 'annika.holmberg@skogmail.example' AND status = 'awaiting-courier-Q7'",
    attributes: {
      'exception.message': "ERROR: operator does not exist: order_status = text\nHINT:  No operator matches the given name and argument types. You might need to add explicit type casts.",
      'app.sql_debug': 'SELECT id FROM orders WHERE shipping_email = $1 AND status = $2 /* params: [annika.holmberg@skogmail.example, awaiting-courier-Q7] */',
    },
    canaries: ['annika.holmberg@skogmail.example', 'awaiting-courier-Q7'],
    keep: [
      'order search failed: SELECT id FROM orders WHERE shipping_email =',
      'ERROR: operator does not exist: order_status = text',
      'HINT:  No operator matches the given name and argument types. You might need to add explicit type casts.',
      'SELECT id FROM orders WHERE shipping_email = $1 AND status = $2',
    ],
  },

  // ================================================================ negatives: the whole text must survive
  {
    id: 'sq2-101-chat-question',
    family: 'neg-chat',
    severityText: 'INFO',
    body: 'how do I select rows from two tables where the dates overlap?',
    attributes: { 'app.chat.role': 'user' },
    canaries: [],
    keep: ['how do I select rows from two tables where the dates overlap?'],
  },
  {
    id: 'sq2-102-chat-question',
    family: 'neg-chat',
    severityText: 'INFO',
    body: 'chat turn',
    attributes: { 'app.chat.message': "Can you write a query that counts users who signed up last week and haven't logged in since?" },
    canaries: [],
    keep: ["Can you write a query that counts users who signed up last week and haven't logged in since?"],
  },
  {
    id: 'sq2-103-chat-es',
    family: 'neg-chat',
    severityText: 'INFO',
    body: '¿Cómo hago un SELECT que una dos tablas y filtre por fecha de alta?',
    attributes: {},
    canaries: [],
    keep: ['¿Cómo hago un SELECT que una dos tablas y filtre por fecha de alta?'],
  },
  {
    id: 'sq2-104-prose-de',
    family: 'neg-prose',
    severityText: 'INFO',
    body: 'Bitte wählen Sie alle Kunden aus, deren Bestellung gelöscht wurde, und aktualisieren Sie danach die Liste.',
    attributes: {},
    canaries: [],
    keep: ['Bitte wählen Sie alle Kunden aus, deren Bestellung gelöscht wurde, und aktualisieren Sie danach die Liste.'],
  },
  {
    id: 'sq2-105-prose-es',
    family: 'neg-prose',
    severityText: 'INFO',
    body: 'nota de inventario',
    attributes: { message: 'Actualizar el inventario: seleccionar los productos donde el stock sea menor que 5 y borrar de la lista los duplicados.' },
    canaries: [],
    keep: ['Actualizar el inventario: seleccionar los productos donde el stock sea menor que 5 y borrar de la lista los duplicados.'],
  },
  {
    id: 'sq2-106-prose-fr',
    family: 'neg-prose',
    severityText: 'INFO',
    body: "Insérer dans le rapport les valeurs du trimestre, puis supprimer de la table les doublons signalés par l'équipe 'Qualité'.",
    attributes: {},
    canaries: [],
    keep: ["Insérer dans le rapport les valeurs du trimestre, puis supprimer de la table les doublons signalés par l'équipe 'Qualité'."],
  },
  {
    id: 'sq2-107-prose-ja',
    family: 'neg-prose',
    severityText: 'INFO',
    body: 'ユーザーテーブルから削除済みのレコードを選択して、更新日時順に並べる方法を教えてください。',
    attributes: {},
    canaries: [],
    keep: ['ユーザーテーブルから削除済みのレコードを選択して、更新日時順に並べる方法を教えてください。'],
  },
  {
    id: 'sq2-108-placeholder-q',
    family: 'neg-placeholder',
    severityText: 'DEBUG',
    body: 'Hibernate: select u1_0.id,u1_0.email from app_user u1_0 where u1_0.email=? and u1_0.active=?',
    attributes: {},
    canaries: [],
    keep: ['Hibernate: select u1_0.id,u1_0.email from app_user u1_0 where u1_0.email=? and u1_0.active=?'],
  },
  {
    id: 'sq2-109-placeholder-dollar',
    family: 'neg-placeholder',
    severityText: 'LOG',
    body: 'LOG:  duration: 12.412 ms  execute <unnamed>: SELECT id FROM sessions WHERE token_hash = $1 AND expires_at > now()',
    attributes: {},
    canaries: [],
    keep: ['LOG:  duration: 12.412 ms  execute <unnamed>: SELECT id FROM sessions WHERE token_hash = $1 AND expires_at > now()'],
  },
  {
    id: 'sq2-110-placeholder-named',
    family: 'neg-placeholder',
    severityText: 'DEBUG',
    body: 'named query',
    attributes: { 'log.message': 'Executing named query Order.findOpen: SELECT o FROM Order o WHERE o.customer.id = :customerId AND o.status = :status' },
    canaries: [],
    keep: ['Executing named query Order.findOpen: SELECT o FROM Order o WHERE o.customer.id = :customerId AND o.status = :status'],
  },
  {
    id: 'sq2-111-placeholder-at',
    family: 'neg-placeholder',
    severityText: 'Information',
    body: `Executed DbCommand (3ms) [Parameters=[@p0='?' (Size = 4000)], CommandType='Text', CommandTimeout='30']
SELECT [c].[Id] FROM [Customers] AS [c] WHERE [c].[Email] = @p0`,
    attributes: {},
    canaries: [],
    keep: ["Executed DbCommand (3ms) [Parameters=[@p0='?' (Size = 4000)], CommandType='Text', CommandTimeout='30']", 'SELECT [c].[Id] FROM [Customers] AS [c] WHERE [c].[Email] = @p0'],
  },
  {
    id: 'sq2-112-placeholder-pyformat',
    family: 'neg-placeholder',
    severityText: 'DEBUG',
    body: 'psycopg execute: INSERT INTO events (kind, payload, created_at) VALUES (%s, %s, now())',
    attributes: {},
    canaries: [],
    keep: ['psycopg execute: INSERT INTO events (kind, payload, created_at) VALUES (%s, %s, now())'],
  },
  {
    id: 'sq2-113-placeholder-brace',
    family: 'neg-placeholder',
    severityText: 'WARN',
    body: 'code review note',
    attributes: { 'app.review_comment': 'TODO(review): the query `DELETE FROM cart_items WHERE cart_id = {cart_id}` is built with an f-string; switch to bound parameters.' },
    canaries: [],
    keep: ['TODO(review): the query `DELETE FROM cart_items WHERE cart_id = {cart_id}` is built with an f-string; switch to bound parameters.'],
  },
  {
    id: 'sq2-114-sanitized',
    family: 'neg-sanitized',
    severityText: 'INFO',
    body: 'db span exported: UPDATE orders SET status = ? WHERE id = ? AND tenant = ?',
    attributes: { message: 'slow statement: SELECT * FROM users WHERE x = ? LIMIT ?' },
    canaries: [],
    keep: ['db span exported: UPDATE orders SET status = ? WHERE id = ? AND tenant = ?', 'slow statement: SELECT * FROM users WHERE x = ? LIMIT ?'],
  },
  {
    id: 'sq2-115-identifiers',
    family: 'neg-identifiers',
    severityText: 'INFO',
    body: 'Refactored selectFromUsers and update_set_flags into OrderRepository; insertIntoAudit now batches.',
    attributes: {},
    canaries: [],
    keep: ['Refactored selectFromUsers and update_set_flags into OrderRepository; insertIntoAudit now batches.'],
  },
  {
    id: 'sq2-116-filenames',
    family: 'neg-filenames',
    severityText: 'INFO',
    body: 'migrations applied',
    attributes: { 'log.message': 'Applied migrations: delete_from_archive.sql, insert_into_ledger_v2.sql, select_where_fix.sql' },
    canaries: [],
    keep: ['Applied migrations: delete_from_archive.sql, insert_into_ledger_v2.sql, select_where_fix.sql'],
  },
  {
    id: 'sq2-117-quoted-words',
    family: 'neg-quoted-words',
    severityText: 'INFO',
    body: "Updated 'Inventory' from 3 warehouses in 12s",
    attributes: {},
    canaries: [],
    keep: ["Updated 'Inventory' from 3 warehouses in 12s"],
  },
  {
    id: 'sq2-118-quoted-words',
    family: 'neg-quoted-words',
    severityText: 'INFO',
    body: 'cms publish',
    attributes: { message: "Inserted 'Welcome back' banner into 4 regions; deleted 2 stale drafts from 'Spring Sale' page" },
    canaries: [],
    keep: ["Inserted 'Welcome back' banner into 4 regions; deleted 2 stale drafts from 'Spring Sale' page"],
  },
  {
    id: 'sq2-119-json-keys',
    family: 'neg-json-keys',
    severityText: 'DEBUG',
    body: {
      select: ['id', 'title', 'updated_at'],
      from: 'tickets',
      where: { state: 'open', priority: 'high' },
      orderBy: 'updated_at',
      limit: 50,
    },
    attributes: {},
    canaries: [],
    keep: ['select', 'tickets', 'where', 'state', 'open', 'priority', 'high', 'orderBy', 'updated_at'],
  },
  {
    id: 'sq2-120-changelog',
    family: 'neg-changelog',
    severityText: 'INFO',
    body: 'v2.14.0 — fix: UPDATE on orders no longer takes a table lock; feat: job queue uses SELECT … FOR UPDATE SKIP LOCKED; chore: drop unused index idx_orders_legacy_ref',
    attributes: {},
    canaries: [],
    keep: ['v2.14.0 — fix: UPDATE on orders no longer takes a table lock; feat: job queue uses SELECT … FOR UPDATE SKIP LOCKED; chore: drop unused index idx_orders_legacy_ref'],
  },
  {
    id: 'sq2-121-migration-list',
    family: 'neg-migrations',
    severityText: 'INFO',
    body: 'Pending migrations (3): 20261101093000_add_index_on_orders_email, 20261115120000_drop_column_legacy_notes, 20261130081500_create_table_coupons',
    attributes: {},
    canaries: [],
    keep: ['Pending migrations (3): 20261101093000_add_index_on_orders_email, 20261115120000_drop_column_legacy_notes, 20261130081500_create_table_coupons'],
  },
  {
    id: 'sq2-122-mysql-error',
    family: 'neg-db-error',
    severityText: 'ERROR',
    body: 'query failed',
    attributes: { 'error.message': "ERROR 1146 (42S02): Table 'shop.order_itmes' doesn't exist" },
    canaries: [],
    keep: ["ERROR 1146 (42S02): Table 'shop.order_itmes' doesn't exist"],
  },
  {
    id: 'sq2-123-explain',
    family: 'neg-plan',
    severityText: 'INFO',
    body: `Index Scan using orders_pkey on orders  (cost=0.29..8.31 rows=1 width=64) (actual time=0.015..0.016 rows=1 loops=1)
  Index Cond: (id = $1)
Planning Time: 0.082 ms
Execution Time: 0.041 ms`,
    attributes: {},
    canaries: [],
    keep: [
      'Index Scan using orders_pkey on orders  (cost=0.29..8.31 rows=1 width=64) (actual time=0.015..0.016 rows=1 loops=1)',
      'Index Cond: (id = $1)',
      'Planning Time: 0.082 ms',
      'Execution Time: 0.041 ms',
    ],
  },
  {
    id: 'sq2-124-spark-analysis',
    family: 'neg-spark',
    severityText: 'ERROR',
    body: 'Job 4502 failed',
    attributes: {
      'exception.type': 'org.apache.spark.sql.AnalysisException',
      'exception.message': `[UNRESOLVED_COLUMN.WITH_SUGGESTION] A column or function parameter with name \`n\`.\`contact_idd\` cannot be resolved. Did you mean one of the following? [\`n\`.\`contact_id\`, \`n\`.\`id\`]. SQLSTATE: 42703; line 1 pos 52;
'Project ['c.id]
+- 'Join Inner, ('c.id = 'n.contact_idd)
   :- SubqueryAlias c
   :  +- SubqueryAlias spark_catalog.crm.contacts
   +- SubqueryAlias n
      +- SubqueryAlias spark_catalog.crm.notes`,
    },
    canaries: [],
    keep: [
      '[UNRESOLVED_COLUMN.WITH_SUGGESTION] A column or function parameter with name `n`.`contact_idd` cannot be resolved.',
      'Did you mean one of the following? [`n`.`contact_id`, `n`.`id`]. SQLSTATE: 42703; line 1 pos 52;',
      "'Project ['c.id]",
      "+- 'Join Inner, ('c.id = 'n.contact_idd)",
      '+- SubqueryAlias spark_catalog.crm.notes',
    ],
  },
  {
    id: 'sq2-125-ecto-noparams',
    family: 'neg-ecto',
    severityText: 'debug',
    body: `QUERY OK source="users" db=1.2ms decode=0.1ms queue=0.4ms idle=812.3ms
SELECT count(u0."id") FROM "users" AS u0 []`,
    attributes: {},
    canaries: [],
    keep: ['QUERY OK source="users" db=1.2ms decode=0.1ms queue=0.4ms idle=812.3ms', 'SELECT count(u0."id") FROM "users" AS u0 []'],
  },
  {
    id: 'sq2-126-drizzle-noparams',
    family: 'neg-drizzle',
    severityText: 'DEBUG',
    body: 'Query: select "id", "name" from "plans" order by "name" -- params: []',
    attributes: {},
    canaries: [],
    keep: ['Query: select "id", "name" from "plans" order by "name" -- params: []'],
  },
  {
    id: 'sq2-127-ddl',
    family: 'neg-ddl',
    severityText: 'INFO',
    body: 'partition maintenance',
    attributes: { 'log.message': 'CREATE INDEX CONCURRENTLY idx_events_2026_11_user ON events_2026_11 (user_id, created_at)' },
    canaries: [],
    keep: ['CREATE INDEX CONCURRENTLY idx_events_2026_11_user ON events_2026_11 (user_id, created_at)'],
  },
  {
    id: 'sq2-128-no-literal',
    family: 'neg-no-literal',
    severityText: 'INFO',
    body: 'report query: SELECT status, COUNT(*) FROM orders WHERE deleted_at IS NULL GROUP BY status ORDER BY status',
    attributes: {},
    canaries: [],
    keep: ['report query: SELECT status, COUNT(*) FROM orders WHERE deleted_at IS NULL GROUP BY status ORDER BY status'],
  },
  {
    id: 'sq2-129-commit',
    family: 'neg-commit',
    severityText: 'INFO',
    body: 'Merge pull request #4412 from acme/fix-select-where-in-clause',
    attributes: { 'vcs.ref': 'main' },
    canaries: [],
    keep: ['Merge pull request #4412 from acme/fix-select-where-in-clause'],
  },
  {
    id: 'sq2-130-repo-method',
    family: 'neg-identifiers',
    severityText: 'DEBUG',
    body: 'findByEmailAndStatusOrderByCreatedAtDesc took 14ms (rows=3)',
    attributes: {},
    canaries: [],
    keep: ['findByEmailAndStatusOrderByCreatedAtDesc took 14ms (rows=3)'],
  },
  {
    id: 'sq2-131-agent-noliteral',
    family: 'neg-agent',
    severityText: 'INFO',
    body: `SQLQuery:SELECT COUNT(*) FROM orders
SQLResult: [(1204,)]
Answer: There are 1,204 orders in total.`,
    attributes: {},
    canaries: [],
    keep: ['SQLQuery:SELECT COUNT(*) FROM orders', 'SQLResult: [(1204,)]', 'Answer: There are 1,204 orders in total.'],
  },
  {
    id: 'sq2-132-alert-noliteral',
    family: 'neg-alert',
    severityText: 'INFO',
    body: 'alert resolved',
    attributes: {
      message: `[RESOLVED] Replication lag on pg-replica-2 back under 5s
Check: SELECT now() - pg_last_xact_replay_timestamp() AS lag
Chapter 7 of the runbook: SELECT, INSERT, UPDATE and DELETE — working with 'rows' and 'columns'`,
    },
    canaries: [],
    keep: [
      '[RESOLVED] Replication lag on pg-replica-2 back under 5s',
      'Check: SELECT now() - pg_last_xact_replay_timestamp() AS lag',
      "Chapter 7 of the runbook: SELECT, INSERT, UPDATE and DELETE — working with 'rows' and 'columns'",
    ],
  },
];

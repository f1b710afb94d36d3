import { describe, expect, it } from 'vitest';
import { createPiiEngine } from './pii-engine.ts';

const engine = createPiiEngine({ rules: {} });
const redact = (text: string, key?: string) => engine.redactString(text, key === undefined ? undefined : { key }).text;
const L = '[REDACTED:SQL_LITERAL]';

describe('SQL statements written into free text', () => {
  it("masks a statement's string and number literals in a log line, its quotes and code kept", () => {
    expect(redact("Executing query: SELECT * FROM orders WHERE coupon = 'WINTER-7F3A' AND total > 100")).toBe(
      `Executing query: SELECT * FROM orders WHERE coupon = '${L}' AND total > ${L}`,
    );
    expect(redact("slow query 2.3s: select id, name from customers where notes like '%vip%' order by id limit 50;\nnext: it's done")).toBe(
      `slow query 2.3s: select id, name from customers where notes like '${L}' order by id limit 50;\nnext: it's done`,
    );
    expect(redact("UPDATE plans SET label = 'Gold 2026', seats = 12 WHERE id = 42")).toBe(`UPDATE plans SET label = '${L}', seats = ${L} WHERE id = ${L}`);
    expect(redact("INSERT INTO audit (actor, action) VALUES ('svc-batch', 'export')")).toBe(`INSERT INTO audit (actor, action) VALUES ('${L}', '${L}')`);
    expect(redact("DELETE FROM sessions WHERE label = 'kiosk 7'")).toBe(`DELETE FROM sessions WHERE label = '${L}'`);
    expect(redact('SELECT id FROM orders WHERE total BETWEEN 1999 AND 2500')).toBe(`SELECT id FROM orders WHERE total BETWEEN ${L} AND ${L}`);
  });

  it('reads the lines that continue a statement, and stops at a blank line, a line of other text, or a bracket it did not open', () => {
    const multi = "Hibernate:\n    select\n        o.id\n    from\n        orders o\n    where\n        o.code='R-2291'\nFetched in 4 ms: it's fine";
    expect(redact(multi)).toBe(multi.replace('R-2291', L));
    expect(redact("[SQL: SELECT id FROM t WHERE code = 'K9'] (Background on this error: 'see docs 12')")).toBe(`[SQL: SELECT id FROM t WHERE code = '${L}'] (Background on this error: 'see docs 12')`);
  });

  it("masks a driver's parameters printed after the statement (SQLAlchemy, TypeORM), not the names of the parameters", () => {
    const sqlalchemy = "[SQL: INSERT INTO notes (author, body) VALUES (%(author)s, %(body)s) RETURNING notes.id]\n[parameters: {'author': 'rk-77', 'body': 'CANARY-5521 call back'}]";
    expect(redact(sqlalchemy)).toBe(`[SQL: INSERT INTO notes (author, body) VALUES (%(author)s, %(body)s) RETURNING notes.id]\n[parameters: {'author': '${L}', 'body': '${L}'}]`);
    const typeorm = 'query failed: INSERT INTO "note"("body", "rank") VALUES ($1, $2) -- PARAMETERS: ["CANARY-5521",7]';
    expect(redact(typeorm)).toBe(`query failed: INSERT INTO "note"("body", "rank") VALUES ($1, $2) -- PARAMETERS: ["${L}",${L}]`);
  });

  it("masks parameters a driver prints by its own words, with or without the statement in the same text", () => {
    expect(redact('binding parameter (1:VARCHAR) <- [XMAS-GIFT-93KD]\nbinding parameter [2] as [BIGINT] - [4410972]')).toBe(
      `binding parameter (1:VARCHAR) <- [${L}]\nbinding parameter [2] as [BIGINT] - [${L}]`,
    );
    expect(redact('==> Parameters: WAIT_PICKUP_B2(String), null, 202611300019283(Long)')).toBe(`==> Parameters: ${L}(String), null, ${L}(Long)`);
    expect(redact("INFO sqlalchemy.engine.Engine [generated in 0.00031s] ('ak-4fT9wQ', 'eu-central-1b')")).toBe(`INFO sqlalchemy.engine.Engine [generated in 0.00031s] ('${L}', '${L}')`);
    expect(redact("DETAIL:  parameters: $1 = '7731904', $2 = 'sess_Zq81'")).toBe(`DETAIL:  parameters: $1 = '${L}', $2 = '${L}'`);
    // EF Core: the values, not their descriptions (sizes, types); '?' is no value (sensitive-data logging off).
    expect(redact("Executed DbCommand (14ms) [Parameters=[@p0='tn-66a0c2f1' (Size = 256), @p1='?' (DbType = Int32)], CommandType='Text']")).toBe(
      `Executed DbCommand (14ms) [Parameters=[@p0='${L}' (Size = 256), @p1='?' (DbType = Int32)], CommandType='Text']`,
    );
    // A statement echoed by the database: PostgreSQL's LINE, MySQL's near '…'; a plan's conditions.
    expect(redact("syntax error at or near \"FORM\"\nLINE 1: SELECT email FORM members WHERE nickname = 'moonlit_heron'")).toBe(
      `syntax error at or near "FORM"\nLINE 1: SELECT email FORM members WHERE nickname = '${L}'`,
    );
    expect(redact("You have an error in your SQL syntax; check the manual for the right syntax to use near 'WHERE note = 'gift' AND no = 90331822' at line 1")).toBe(
      `You have an error in your SQL syntax; check the manual for the right syntax to use near 'WHERE note = '${L}' AND no = ${L}' at line 1`,
    );
    expect(redact('  ->  Seq Scan on orders o  (cost=0.00..820.00 rows=1200 width=20)\n        Filter: (total > 2500.00)')).toBe(
      `  ->  Seq Scan on orders o  (cost=0.00..820.00 rows=1200 width=20)\n        Filter: (total > ${L})`,
    );
  });

  it('masks parameters printed by a list\'s name beside a statement (Django, Rails, Knex, Doctrine, node-postgres, peewee); a member\'s name stays', () => {
    expect(redact("(0.011) UPDATE \"inv\" SET \"note\" = 'stolen card' WHERE \"id\" = 2026114873; args=('stolen card', 2026114873); alias=default")).toBe(
      `(0.011) UPDATE "inv" SET "note" = '${L}' WHERE "id" = ${L}; args=('${L}', ${L}); alias=default`,
    );
    expect(redact('Order Update (1.9ms)  UPDATE "orders" SET "note" = $1 WHERE "orders"."id" = $2  [["note", "leave at door"], ["id", 5530981]]')).toBe(
      `Order Update (1.9ms)  UPDATE "orders" SET "note" = $1 WHERE "orders"."id" = $2  [["note", "${L}"], ["id", ${L}]]`,
    );
    expect(redact("knex:query { bindings: [ 'trial_expired_grace', 1 ], sql: 'select \"id\" from \"subs\" where \"state\" = ? limit ?' }")).toBe(
      `knex:query { bindings: [ '${L}', ${L} ], sql: 'select "id" from "subs" where "state" = ? limit ?' }`,
    );
    expect(redact('[db] query error {"text":"SELECT * FROM invoices WHERE total > $1","values":["EUR",1999.99]}')).toBe(
      `[db] query error {"text":"SELECT * FROM invoices WHERE total > $1","values":["${L}",${L}]}`,
    );
    expect(redact("('SELECT \"t1\".\"id\" FROM \"creator\" AS \"t1\" WHERE (\"t1\".\"title\" LIKE ?)', ['%velvetfox%'])")).toBe(
      `('SELECT "t1"."id" FROM "creator" AS "t1" WHERE ("t1"."title" LIKE ?)', ['${L}'])`,
    );
    // Negative control: the same list's name in a text without a statement is anybody's.
    const plain = "retrying job with args=('nightly', 3) after 5s";
    expect(redact(plain)).toBe(plain);
  });

  it('ends a statement at a message after it and at a stack frame; keeps the row counts of LIMIT, OFFSET and TOP', () => {
    const jdbc = "java.sql.BatchUpdateException: Batch entry 2 INSERT INTO audit (detail) VALUES ('exported ledger') was aborted: ERROR: value too long for type character varying(64)\n\tat org.postgresql.jdbc.BatchResultHandler.handleError(BatchResultHandler.java:165)";
    expect(redact(jdbc)).toBe(jdbc.replace('exported ledger', L));
    expect(redact("SELECT TOP(1) [u].[Id] FROM [Users] AS [u] WHERE [u].[Code] = 'K-77' ORDER BY [u].[Id] OFFSET 20 ROWS FETCH NEXT 10 ROWS ONLY")).toBe(
      `SELECT TOP(1) [u].[Id] FROM [Users] AS [u] WHERE [u].[Code] = '${L}' ORDER BY [u].[Id] OFFSET 20 ROWS FETCH NEXT 10 ROWS ONLY`,
    );
    expect(redact("COPY analytics.partners FROM 's3://partner-feeds/acme/partners.csv.gz' IAM_ROLE 'arn:aws:iam::412298810311:role/loader' CSV")).toBe(
      `COPY analytics.partners FROM '${L}' IAM_ROLE '${L}' CSV`,
    );
  });

  it('reads a printed list item by item: unquoted values, a name before its value, a description kept, null and calls', () => {
    expect(redact('Query:["insert into app_user (code, n) values (?, ?)"], Params:[(REF-KRAKOW-88Q,99141)]')).toBe(
      `Query:["insert into app_user (code, n) values (?, ?)"], Params:[(${L},${L})]`,
    );
    expect(redact("NHibernate.SQL: INSERT INTO Customer (Code, Id) VALUES (@p0, @p1);@p0 = 'LC-88-TROMSO' [Type: String (4000:0:0)], @p1 = 1042 [Type: Int32 (0:0:0)]")).toBe(
      `NHibernate.SQL: INSERT INTO Customer (Code, Id) VALUES (@p0, @p1);@p0 = '${L}' [Type: String (4000:0:0)], @p1 = ${L} [Type: Int32 (0:0:0)]`,
    );
    expect(redact("(0.004) UPDATE \"post\" SET \"at\" = %s WHERE \"slug\" = %s; args=(datetime.datetime(2026, 11, 28, tzinfo=datetime.timezone.utc), None, 'to-pg-17')")).toBe(
      `(0.004) UPDATE "post" SET "at" = %s WHERE "slug" = %s; args=(datetime.datetime(${L}, ${L}, ${L}, tzinfo=${L}), None, '${L}')`,
    );
  });

  it("more drivers' words: R2DBC, Micronaut, Spark's echo, and a bare list on the line after a statement (Pony)", () => {
    expect(redact('io.r2dbc.postgresql.PARAM : Bind parameter [1] to: POL-2026-00481733')).toBe(`io.r2dbc.postgresql.PARAM : Bind parameter [1] to: ${L}`);
    expect(redact('Binding parameter at position 2 to value PLATINUM_LEGACY_X with data type: STRING')).toBe(`Binding parameter at position 2 to value ${L} with data type: STRING`);
    expect(redact("[PARSE_SYNTAX_ERROR] Syntax error at or near 'FORM'.\n\n== SQL ==\nSELECT email FORM crm.contacts WHERE signup_code = 'ZEPHYR-HALF-24'\n-------------^^^")).toBe(
      `[PARSE_SYNTAX_ERROR] Syntax error at or near 'FORM'.\n\n== SQL ==\nSELECT email FORM crm.contacts WHERE signup_code = '${L}'\n-------------^^^`,
    );
    expect(redact("SELECT \"p\".\"id\"\nFROM \"Patient\" \"p\"\nWHERE \"p\".\"code\" = ?\n['OTT-PV-5919']")).toBe(`SELECT "p"."id"\nFROM "Patient" "p"\nWHERE "p"."code" = ?\n['${L}']`);
  });

  it("reads the parameters of EclipseLink, TiDB, Doctrine's map and values bound by name, as the database-error rule does", () => {
    expect(redact('Call: INSERT INTO ORDERS (ID, REF, REGION) VALUES (?, ?, ?)\n\tbind => [4021, OR-77-ALPHA, GR]')).toBe(
      `Call: INSERT INTO ORDERS (ID, REF, REGION) VALUES (?, ?, ?)\n\tbind => [${L}, ${L}, ${L}]`,
    );
    expect(redact('[sql="UPDATE plans SET tier = ? WHERE id = ?"] [arguments: ("gold-legacy", 7731)]')).toBe(`[sql="UPDATE plans SET tier = ? WHERE id = ?"] [arguments: ("${L}", ${L})]`);
    // Doctrine: its keys are positions; the types beside them are no values.
    const doctrine = 'Executing statement: UPDATE product SET stock = ? WHERE sku = ? (parameters: array{"1":42,"2":"FR-CHAIR-0091"}, types: array{"1":1,"2":2})';
    expect(redact(doctrine)).toBe(doctrine.replace('42', L).replace('FR-CHAIR-0091', L));
    const rpc = "exec sp_executesql N'UPDATE dbo.T SET Nat = @p1 WHERE Id = @p2',N'@p1 nchar(3),@p2 int',@p1=N'GBR',@p2=30417";
    expect(redact(rpc)).toBe(rpc.replace("N'GBR'", `N'${L}'`).replace('=30417', `=${L}`));
  });

  it("a printed parameter bound to a personal column takes the column's type (one reader for both rules), the others stay SQL_LITERAL", () => {
    // Read by the shared reader (printed-parameters.ts): detect-bound-values.ts types what has a column.
    expect(redact('query failed: UPDATE "profiles" SET "bio" = $1, "birth_date" = $2 WHERE "id" = $3 -- binds: ["likes jazz", 1987-04-12, 5530]')).toBe(
      `query failed: UPDATE "profiles" SET "bio" = $1, "birth_date" = $2 WHERE "id" = $3 -- binds: ["${L}", [REDACTED:BIRTH_DATE], ${L}]`,
    );
    // Go's slices print their values apart by blanks: each is a value of its own position.
    expect(redact('driver.Query: query=SELECT id FROM users WHERE email = ? AND plan = ? args=[k.ito@example.jp GOLD-9]')).toBe(
      `driver.Query: query=SELECT id FROM users WHERE email = ? AND plan = ? args=[[REDACTED:EMAIL] ${L}]`,
    );
  });

  it("reads statements people write by hand (capitalized keyword), MySQL's and SQLite's double-quoted strings, a literal over two lines", () => {
    expect(redact("Running: Select * from invoices where ref = 'INV-88A' and total > 120.5")).toBe(`Running: Select * from invoices where ref = '${L}' and total > ${L}`);
    expect(redact('Update plans Set label = "Gold (old)" Where id = 7')).toBe(`Update plans Set label = "${L}" Where id = ${L}`);
    expect(redact('mysql> CALL shop.refund("order 88 damaged", 12.50);')).toBe(`mysql> CALL shop.refund("${L}", ${L});`);
    // Double quotes that name columns (PostgreSQL): not strings.
    const pg = 'update "stock" set "qty" = "qty" - ? where "sku" = ? -- bindings: [2, \'SKU-9\']';
    expect(redact(pg)).toBe(`update "stock" set "qty" = "qty" - ? where "sku" = ? -- bindings: [${L}, '${L}']`);
    const note = "slow insert: INSERT INTO notes (id, body) VALUES (5, 'ring twice;\nleave at door 4')\nretrying in 200 ms";
    expect(redact(note)).toBe(`slow insert: INSERT INTO notes (id, body) VALUES (${L}, '${L}')\nretrying in 200 ms`);
    // Negative controls: sentences that start with the same words.
    for (const prose of ["Select the plan from the list and press 'Save'.", "Update your profile set-up from the menu 'Account' > 'Security'.", 'Delete from your cart what you no longer need (2 items).']) {
      expect(redact(prose)).toBe(prose);
    }
  });

  it("reads a list printed after a statement on its line, and keeps SQL Server's bracketed names, type sizes, SKIP and FIRST", () => {
    expect(redact('QUERY ERROR INSERT INTO "lines" ("sku","note") VALUES ($1,$2) ["SKU-7", "gift wrap"]')).toBe(`QUERY ERROR INSERT INTO "lines" ("sku","note") VALUES ($1,$2) ["${L}", "${L}"]`);
    expect(redact('query failed: SELECT * FROM dbo.Orders WHERE Ref = @Ref {"Ref":"SO-77-A"}')).toBe(`query failed: SELECT * FROM dbo.Orders WHERE Ref = @Ref {"Ref":"${L}"}`);
    const kept = ['SELECT TOP(1) [u].[Id] FROM [Users] AS [u] WHERE [u].[Email] = @p0', "SELECT FIRST 5 SKIP 10 id FROM books WHERE id > 0 {executed in 4 msec}"];
    expect(redact(kept[0]!)).toBe(kept[0]);
    expect(redact(kept[1]!)).toBe(`SELECT FIRST 5 SKIP 10 id FROM books WHERE id > ${L} {executed in 4 msec}`);
    expect(redact("DECLARE @code nvarchar(64) = N'ZX-9'\nSET @limit = 250.75\nSELECT a FROM t WHERE c = @code AND d < @limit")).toBe(
      `DECLARE @code nvarchar(64) = N'${L}'\nSET @limit = ${L}\nSELECT a FROM t WHERE c = @code AND d < @limit`,
    );
  });

  it("reads Oracle's q'[…]' quotes, PL/SQL calls and its trace's binds, HANA's UPSERT, Teradata's SEL", () => {
    expect(redact("executing: UPDATE t SET note = q'[it's done; closed]' WHERE ref = 'TK-1'")).toBe(`executing: UPDATE t SET note = q'${L}' WHERE ref = '${L}'`);
    expect(redact("calling BEGIN billing.credit(p_acct => 'AC-77', p_amount => -12.5); END;")).toBe(`calling BEGIN billing.credit(p_acct => '${L}', p_amount => -${L}); END;`);
    const trace = 'BINDS #1401:\n Bind#0\n  oacdty=01 mxl=32(12)\n  kxsbbbfp=7f9a12c8  bln=32  avl=12  flg=05\n  value="GB-ACC-1"\nEXEC #1401:c=0';
    expect(redact(trace)).toBe(trace.replace('GB-ACC-1', L));
    expect(redact('in statement: UPSERT "S"."VENDORS" ("ID", "NAME") VALUES (\'V-12\', \'Acme Metall\') WITH PRIMARY KEY')).toBe(
      `in statement: UPSERT "S"."VENDORS" ("ID", "NAME") VALUES ('${L}', '${L}') WITH PRIMARY KEY`,
    );
    expect(redact("SEL TOP 5 id FROM orders WHERE city = 'Ukiah';")).toBe(`SEL TOP 5 id FROM orders WHERE city = '${L}';`);
  });

  it("reads more tools' parameters: ClickHouse's expression, BigQuery's command line, pgAudit, any case of a list's name; a statement passed as an argument is a statement", () => {
    expect(redact("DB::Exception: Type mismatch: While processing user_id IN ('U-1-K', 'U-2-P'). (TYPE_MISMATCH) (version 24.8.4.13 (official build))")).toBe(
      `DB::Exception: Type mismatch: While processing user_id IN ('${L}', '${L}'). (TYPE_MISMATCH) (version 24.8.4.13 (official build))`,
    );
    expect(redact("bq query --parameter=ref:STRING:CT-0048 'SELECT * FROM t WHERE ref = @ref'")).toBe(`bq query --parameter=ref:STRING:${L} 'SELECT * FROM t WHERE ref = @ref'`);
    expect(redact('LOG:  AUDIT: SESSION,3,1,WRITE,INSERT,TABLE,public.t,"INSERT INTO t (a, b) VALUES ($1, $2)","ACC-1,rent flat 4"')).toBe(
      `LOG:  AUDIT: SESSION,3,1,WRITE,INSERT,TABLE,public.t,"INSERT INTO t (a, b) VALUES ($1, $2)","${L},${L}"`,
    );
    expect(redact("Query: SELECT id FROM notes WHERE owner = $1 Args: ('m_lefevre', 'tax 2025')")).toBe(`Query: SELECT id FROM notes WHERE owner = $1 Args: ('${L}', '${L}')`);
    const tool = 'tool_call name=run_sql arguments={"query":"UPDATE t SET owner = \'ops-2\' WHERE ref = \'INC-9\'","dry_run":false}';
    expect(redact(tool)).toBe(tool.replace('ops-2', L).replace('INC-9', L));
  });

  it("a column named like a secret or an account is no label of the SQL keyword after it", () => {
    for (const sql of ['SELECT u0."id", u0."hashed_password" FROM "users" AS u0 WHERE (u0."id" = $1)', 'SELECT `id` FROM `accounts` AS `Account` WHERE `Account`.`id` = ?']) {
      expect(redact(sql)).toBe(sql);
    }
  });

  it('reads a statement inside a JSON or logfmt string, or quoted with the quote of its own literals, plain or escaped', () => {
    const sqlx = `sqlx::query: db.statement="\\n\\nINSERT INTO\\n  shipments (code)\\nVALUES\\n  ('SHIP-7731-BEAUNE')\\n" rows_affected=1`;
    expect(redact(sqlx)).toBe(sqlx.replace('SHIP-7731-BEAUNE', L));
    const pandas = "Execution failed on sql 'SELECT member_id FROM loyalty WHERE card_no = '6001882245190' AND tier = 'gold-x'': no such column: card_no";
    expect(redact(pandas)).toBe(pandas.replace('6001882245190', L).replace('gold-x', L));
    const audit = "20261130 14:31:07,db-prod-2,appuser,4412,QUERY,shop,'UPDATE customers SET note=\\'allergic to latex\\' WHERE id=5519024',0";
    expect(redact(audit)).toBe(audit.replace("allergic to latex\\", L).replace('5519024', L));
  });

  it("ends a statement at what a tool writes after it; reads UPDATE with a table's alias", () => {
    expect(redact("[query] select \"u0\".* from \"user\" as \"u0\" where \"u0\".\"token\" = 'rt_7fd0' limit 1 [took 3 ms, 1 result]")).toBe(
      `[query] select "u0".* from "user" as "u0" where "u0"."token" = '${L}' limit 1 [took 3 ms, 1 result]`,
    );
    expect(redact("for query UPDATE wp_users SET display_name = 'Gwen P' WHERE ID = 42 made by do_action('profile_update'), WP_Hook->do_action")).toBe(
      `for query UPDATE wp_users SET display_name = '${L}' WHERE ID = ${L} made by do_action('profile_update'), WP_Hook->do_action`,
    );
    expect(redact("UPDATE invoices i SET note = 'retry-7' FROM customers c WHERE c.id = i.customer_id")).toBe(`UPDATE invoices i SET note = '${L}' FROM customers c WHERE c.id = i.customer_id`);
  });

  it("masks a statement's parameters beside it in a structured record (Kysely, Slonik, Laravel); without a statement the members are anybody's", () => {
    expect(engine.redactValue({ sql: 'update "member" set "bio" = $1 where "id" = $2', parameters: ['loves crosswords', 30418871] }, undefined, {})).toEqual({
      sql: 'update "member" set "bio" = $1 where "id" = $2',
      parameters: [L, L],
    });
    expect(engine.redactValue({ query: 'select * from `bookings` where `checkin` >= ?', bindings: ['2026-12-20'] }, undefined, {})).toEqual({
      query: 'select * from `bookings` where `checkin` >= ?',
      bindings: [L],
    });
    // A parameter holding personal data keeps its type, as a literal in text does; counted under it.
    const counts = {};
    expect(engine.redactValue({ sql: 'update "member" set "email" = $1, "note" = $2', parameters: ['jane.doe@example.org', 'call +44 20 7946 0958 after 5'] }, undefined, counts)).toEqual({
      sql: 'update "member" set "email" = $1, "note" = $2',
      parameters: ['[REDACTED:EMAIL]', `${L} [REDACTED:PHONE] ${L}`],
    });
    expect(counts).toEqual({ EMAIL: 1, PHONE: 1, SQL_LITERAL: 2 });
    // A member's text with a capitalized keyword is a sentence: its siblings stay.
    const form = { text: 'Select your plan from the list below', values: ['Pro yearly', 'Team'] };
    expect(engine.redactValue(form, undefined, {})).toEqual(form);
    const job = { name: 'nightly export', values: ['eu-west', 3] };
    expect(engine.redactValue(job, undefined, {})).toEqual(job);
    // In JSON text too (an attribute holding the record as a string), the statement first; a message that quotes a
    // statement is no statement (its own literal is masked, the sibling's values stay).
    const json = JSON.stringify({ sql: 'select id from api_key where label = $1', values: ['Ravi laptop - staging'] });
    expect(engine.redactValue(json, 'app.query', {})).toBe(json.replace('Ravi laptop - staging', L));
    const quoted = JSON.stringify({ text: 'Why does "select id from t where a = 1" fail?', values: ['Ravi laptop - staging'] });
    expect(engine.redactValue(quoted, 'app.query', {})).toBe(quoted.replace('a = 1', `a = ${L}`));
    // The parameters before the statement (Knex's query object logged as JSON: `bindings`, then `sql`).
    const knex = JSON.stringify({ method: 'select', bindings: ['trial_expired_grace', 1], sql: 'select "id" from "subs" where "state" = ? limit ?' });
    expect(engine.redactValue(knex, 'app.query', {})).toBe(knex.replace('trial_expired_grace', L));
    const jobText = JSON.stringify({ args: ['nightly-export', 3], name: 'select a plan from the list' });
    expect(engine.redactValue(jobText, 'app.job', {})).toBe(jobText);
  });

  it('a literal holding personal data is masked as its type, the rest of it as SQL_LITERAL', () => {
    expect(redact("SELECT id FROM users WHERE email = 'jane.doe@example.org'")).toBe("SELECT id FROM users WHERE email = '[REDACTED:EMAIL]'");
    expect(redact("INSERT INTO audit (detail) VALUES ('login from 203.0.113.9 ok')")).toBe(`INSERT INTO audit (detail) VALUES ('${L} [REDACTED:IP] ${L}')`);
  });

  it('a string cut off inside the literal is masked to the end of its line', () => {
    expect(redact("Truncated: SELECT * FROM users WHERE note = 'abcdef")).toBe(`Truncated: SELECT * FROM users WHERE note = '${L}`);
    // A statement quoted whole in a message: its closing quote opens nothing.
    const quoted = "  query: 'INSERT INTO agent (id, team) VALUES (DEFAULT, ?)',";
    expect(redact(quoted)).toBe(quoted);
  });

  it('keeps prose of the same shape, placeholders, sentence-case keywords and what the sanitizer left (negative controls)', () => {
    for (const text of [
      "Please select the plan from the list that suits you, it's 5 minutes",
      'the select button from Acme costs 5 dollars',
      'Select 3 items from the cart and update your address in 2 steps',
      'Query took 12 ms: SELECT id FROM users WHERE id = $1 AND org = ?',
      'SELECT * FROM users WHERE email = ? AND pin = ?',
      "Delete from the list the items you don't need, then update the order set for 3 days",
      "We'll insert into the deck 4 slides from Q3",
    ]) {
      expect(redact(text)).toBe(text);
    }
  });

  it('negative control: with the SQL_LITERAL rule off the literals stay, personal data in them is still masked', () => {
    const off = createPiiEngine({ rules: { SQL_LITERAL: { enabled: false, mode: 'mask' } } });
    expect(off.redactString("SELECT * FROM orders WHERE coupon = 'WINTER-7F3A' AND owner = 'jane.doe@example.org'").text).toBe(
      "SELECT * FROM orders WHERE coupon = 'WINTER-7F3A' AND owner = '[REDACTED:EMAIL]'",
    );
  });

  it('counts each literal once, under SQL_LITERAL', () => {
    expect(engine.redactString("SELECT * FROM t WHERE a = 'x1' AND b IN (1, 2)").counts).toEqual({ SQL_LITERAL: 3 });
  });
});

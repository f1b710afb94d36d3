import type { SqlCorpusCase } from './sql-corpus.ts';

/**
 * A MariaDB test-suite-shaped batch whose first string is `'\'`: a complete string of one backslash
 * without backslash escapes, an escaped quote with them (the default) — the rest of the batch then
 * reads the other way round, so the statement can only be summarized, and the summary must still
 * name every statement's operation and tables.
 */
const MARIADB_BATCH = String.raw`SET @arg = '\';
SELECT JSON_QUOTE(@arg) AS quoted;
INSERT INTO t1 (a, b) VALUES ('alpha-secret', 'beta-secret');
UPDATE t2 SET c = 'gamma-secret' WHERE id = 31337;
DELETE FROM t3 WHERE note = 'delta-secret';
SELECT t4.x FROM t4 JOIN t5 ON t4.id = t5.id WHERE t4.s = 'epsilon-secret';`;

/** MySQL / MariaDB with default sql_mode (backslash escapes on, ANSI_QUOTES off). */
export const MYSQL_CORPUS: readonly SqlCorpusCase[] = [
  {
    name: "classic trap 'a\\'b': backslash escapes the quote",
    sql: String.raw`SELECT * FROM users WHERE name = 'a\'b' AND pin = '4242'`,
    secrets: ['4242', String.raw`a\'b`],
    expected: "SELECT * FROM users WHERE name = ? AND pin = ?",
  },
  {
    name: 'backslash-escaped and doubled quotes in one string',
    sql: String.raw`INSERT INTO quotes (text) VALUES ('It\'s a ''test'' of \"both\"')`,
    secrets: ['test', 'both', 'It'],
    expected: "INSERT INTO quotes (text) VALUES (?)",
  },
  {
    name: 'escaped backslashes in a Windows path',
    sql: String.raw`SELECT * FROM files WHERE path = 'C:\\Users\\alice\\secrets.txt'`,
    secrets: ['alice', 'secrets.txt'],
    expected: "SELECT * FROM files WHERE path = ?",
  },
  {
    name: 'double-quoted strings are strings',
    sql: `SELECT * FROM customers WHERE email = "bob@example.com" AND city = "São Paulo"`,
    secrets: ['bob@example.com', 'São Paulo'],
    expected: "SELECT * FROM customers WHERE email = ? AND city = ?",
  },
  {
    name: 'double-quoted string with escaped quotes',
    sql: String.raw`UPDATE posts SET title = "He said \"hi\" to ""them""" WHERE id = 12`,
    secrets: ['He said', 'them', '12'],
    expected: "UPDATE posts SET title = ? WHERE id = ?",
  },
  {
    name: 'backtick identifiers are kept',
    sql: "SELECT `order`.`id`, `user name` FROM `order` WHERE `order`.`status` = 'shipped'",
    secrets: ['shipped'],
    expected: "SELECT `order`.`id`, `user name` FROM `order` WHERE `order`.`status` = ?",
  },
  {
    name: 'hash comment holding a password',
    sql: 'SELECT id FROM users # password=hunter2\nWHERE active = 1',
    secrets: ['hunter2'],
    expected: "SELECT id FROM users \nWHERE active = ?",
  },
  {
    name: 'double-dash comment holding a token',
    sql: 'DELETE FROM sessions -- token=eyJhbGciOiJIUzI1NiJ9\nWHERE expires_at < NOW()',
    secrets: ['eyJhbGciOiJIUzI1NiJ9', 'token='],
    expected: "DELETE FROM sessions \nWHERE expires_at < NOW()",
  },
  {
    name: 'mysqldump executable comment is code',
    sql: '/*!40101 SET @OLD_CHARACTER_SET_CLIENT=@@CHARACTER_SET_CLIENT */;',
    secrets: ['40101'],
    expected: "SET @OLD_CHARACTER_SET_CLIENT=@@CHARACTER_SET_CLIENT ;",
  },
  {
    name: 'executable comment with a literal',
    sql: `/*!50003 SET sql_mode = 'STRICT_TRANS_TABLES,NO_ZERO_DATE' */`,
    secrets: ['STRICT_TRANS_TABLES', '50003'],
    expected: "SET sql_mode = ?",
  },
  {
    name: 'optimizer hint comment is dropped',
    sql: `SELECT /*+ MAX_EXECUTION_TIME(1000) */ * FROM t1 WHERE id = 5`,
    secrets: ['MAX_EXECUTION_TIME', '1000'],
    expected: "SELECT  * FROM t1 WHERE id = ?",
  },
  {
    name: "x'', 0x and b'' literals",
    sql: `INSERT INTO blobs (k, v, flags) VALUES (x'DEADBEEF', 0xCAFEBABE, b'1010')`,
    secrets: ['DEADBEEF', 'CAFEBABE', '1010'],
    expected: "INSERT INTO blobs (k, v, flags) VALUES (?, ?, ?)",
  },
  {
    name: 'charset introducer and national string',
    sql: `SELECT _utf8mb4'Straße' COLLATE utf8mb4_unicode_ci, N'national'`,
    secrets: ['Straße', 'national'],
    expected: "SELECT _utf8mb4? COLLATE utf8mb4_unicode_ci, ?",
  },
  {
    name: 'ON DUPLICATE KEY UPDATE',
    sql: `INSERT INTO counters (name, hits) VALUES ('homepage', 1) ON DUPLICATE KEY UPDATE hits = hits + 1`,
    secrets: ['homepage'],
    expected: "INSERT INTO counters (name, hits) VALUES (?, ?) ON DUPLICATE KEY UPDATE hits = hits + ?",
  },
  {
    name: 'REPLACE INTO',
    sql: `REPLACE INTO kv (k, v) VALUES ('feature.x', '{"rollout": 0.25}')`,
    secrets: ['feature.x', 'rollout', '0.25'],
    expected: "REPLACE INTO kv (k, v) VALUES (?, ?)",
  },
  {
    name: 'LIMIT offset, count',
    sql: `SELECT * FROM logs ORDER BY id DESC LIMIT 100, 50`,
    secrets: ['100', '50'],
    expected: "SELECT * FROM logs ORDER BY id DESC LIMIT ?, ?",
  },
  {
    name: 'IN list with both quote styles collapses',
    sql: `SELECT * FROM t WHERE c IN ("a1x", "b2y", 'c3z')`,
    secrets: ['a1x', 'b2y', 'c3z'],
    expected: "SELECT * FROM t WHERE c IN (?)",
  },
  {
    name: 'user variables and :=',
    sql: `SET @uid := 4711; SELECT * FROM orders WHERE user_id = @uid`,
    secrets: ['4711'],
    expected: "SET @uid := ?; SELECT * FROM orders WHERE user_id = @uid",
  },
  {
    name: 'INTERVAL n DAY',
    sql: `SELECT * FROM sessions WHERE created_at > DATE_SUB(NOW(), INTERVAL 30 DAY)`,
    secrets: ['30'],
    expected: "SELECT * FROM sessions WHERE created_at > DATE_SUB(NOW(), INTERVAL ? DAY)",
  },
  {
    name: 'CREATE USER IDENTIFIED BY',
    sql: `CREATE USER 'app'@'10.0.%' IDENTIFIED BY 'S3cure!Pass'`,
    secrets: ['S3cure!Pass', '10.0.%'],
    expected: "CREATE USER ?@? IDENTIFIED BY ?",
  },
  {
    name: 'ALTER USER IDENTIFIED WITH plugin BY',
    sql: `ALTER USER 'app'@'%' IDENTIFIED WITH caching_sha2_password BY 'n3wS3cret' PASSWORD EXPIRE NEVER`,
    secrets: ['n3wS3cret'],
    expected: "ALTER USER ?@? IDENTIFIED WITH ?",
  },
  {
    name: 'SET PASSWORD FOR',
    sql: `SET PASSWORD FOR 'bob'@'localhost' = 'hunter2'`,
    secrets: ['hunter2', 'bob'],
    expected: "SET PASSWORD ?",
  },
  {
    name: 'GRANT … IDENTIFIED BY (5.7)',
    sql: `GRANT ALL PRIVILEGES ON shop.* TO 'shop'@'localhost' IDENTIFIED BY 'shop-pass'`,
    secrets: ['shop-pass'],
    expected: "GRANT ALL PRIVILEGES ON shop.* TO ?@? IDENTIFIED BY ?",
  },
  {
    name: 'CHANGE MASTER TO with MASTER_PASSWORD',
    sql: `CHANGE MASTER TO MASTER_HOST='10.0.0.5', MASTER_USER='repl', MASTER_PASSWORD='r3pl1cat3', MASTER_PORT=3306`,
    secrets: ['r3pl1cat3', '10.0.0.5', 'repl', '3306'],
    expected: "CHANGE MASTER TO MASTER_HOST=?, MASTER_USER=?, MASTER_PASSWORD=?, MASTER_PORT=?",
  },
  {
    name: 'CALL with literal and variable arguments',
    sql: `CALL add_order(42, 'express', 19.99, @order_id)`,
    secrets: ['42', 'express', '19.99'],
    expected: "CALL add_order(?, ?, ?, @order_id)",
  },
  {
    name: 'PREPARE from a string, EXECUTE USING',
    sql: `PREPARE stmt FROM 'SELECT * FROM users WHERE id = ?'; EXECUTE stmt USING @id`,
    secrets: ['SELECT * FROM users'],
    expected: "PREPARE stmt FROM ?; EXECUTE stmt USING @id",
  },
  {
    name: 'LOAD DATA INFILE',
    sql: `LOAD DATA LOCAL INFILE '/home/app/export.csv' INTO TABLE imports FIELDS TERMINATED BY ',' ENCLOSED BY '"'`,
    secrets: ['/home/app/export.csv'],
    expected: "LOAD DATA LOCAL INFILE ? INTO TABLE imports FIELDS TERMINATED BY ? ENCLOSED BY ?",
  },
  {
    name: 'JSON path and ->> operator',
    sql: `SELECT JSON_EXTRACT(doc, '$.customer.email') FROM orders WHERE doc->>'$.status' = 'paid'`,
    secrets: ['$.customer.email', '$.status', 'paid'],
    expected: "SELECT JSON_EXTRACT(doc, ?) FROM orders WHERE doc->>? = ?",
  },
  {
    name: 'window function',
    sql: `SELECT dept, salary, DENSE_RANK() OVER (PARTITION BY dept ORDER BY salary DESC) FROM employees WHERE hired > '2019-01-01'`,
    secrets: ['2019-01-01'],
    expected: "SELECT dept, salary, DENSE_RANK() OVER (PARTITION BY dept ORDER BY salary DESC) FROM employees WHERE hired > ?",
  },
  {
    name: 'recursive CTE',
    sql: `WITH RECURSIVE seq(n) AS (SELECT 1 UNION ALL SELECT n + 1 FROM seq WHERE n < 100) SELECT n FROM seq`,
    secrets: ['100'],
    expected: "WITH RECURSIVE seq(n) AS (SELECT ? UNION ALL SELECT n + ? FROM seq WHERE n < ?) SELECT n FROM seq",
  },
  {
    name: 'multi-statement batch',
    sql: `START TRANSACTION; INSERT INTO audit (actor, action) VALUES ('admin', 'sign-in'); UPDATE users SET last_login = '2024-05-01 10:00:00' WHERE id = 77; COMMIT`,
    secrets: ['admin', 'sign-in', '2024-05-01', '77'],
    expected: "START TRANSACTION; INSERT INTO audit (actor, action) VALUES (?, ?); UPDATE users SET last_login = ? WHERE id = ?; COMMIT",
  },
  {
    name: 'numbers in every notation',
    sql: `SELECT 1e10, 2.5E-3, .5, 0.000001, 0b1101`,
    secrets: ['1e10', '2.5E-3', '0.000001', '0b1101'],
    expected: "SELECT ?, ?, ?, ?, ?",
  },
  {
    name: 'identifiers that start with digits',
    sql: 'SELECT 1col, `2nd` FROM 3rd_party_table WHERE x = 10',
    secrets: ['10'],
    expected: "SELECT 1col, `2nd` FROM 3rd_party_table WHERE x = ?",
  },
  {
    name: '-- without a blank after it is two minus signs, as in MySQL',
    sql: `SELECT 5--2`,
    secrets: [],
    expected: "SELECT ?--?",
  },
  {
    name: 'LIKE with escaped percent',
    sql: String.raw`SELECT * FROM products WHERE name LIKE '%50\% off%'`,
    secrets: ['off', '50'],
    expected: "SELECT * FROM products WHERE name LIKE ?",
  },
  {
    name: 'trailing backslash: only the NO_BACKSLASH_ESCAPES reading is complete',
    sql: String.raw`SELECT * FROM t WHERE a = 'abc\'`,
    secrets: ['abc'],
    expected: "SELECT * FROM t WHERE a = ?",
  },
  {
    name: 'unterminated card number fails closed',
    sql: `SELECT * FROM payments WHERE card = '4111111111111111`,
    secrets: ['4111111111111111'],
    expected: "SELECT payments",
    status: 'summarized',
  },
  {
    name: 'ANSI_QUOTES identifiers are read as strings (fail-safe)',
    sql: `SELECT "id", "email" FROM users WHERE id = ?`,
    secrets: [],
    expected: "SELECT ?, ? FROM users WHERE id = ?",
  },
  {
    name: 'STRAIGHT_JOIN and FORCE INDEX',
    sql: `SELECT STRAIGHT_JOIN o.id FROM orders o FORCE INDEX (idx_created) JOIN items i ON i.order_id = o.id WHERE o.created_at >= '2024-01-01 00:00:00'`,
    secrets: ['2024-01-01'],
    expected: "SELECT STRAIGHT_JOIN o.id FROM orders o FORCE INDEX (idx_created) JOIN items i ON i.order_id = o.id WHERE o.created_at >= ?",
  },
  {
    name: 'multi-table DELETE',
    sql: `DELETE s FROM sessions s JOIN users u ON u.id = s.user_id WHERE u.banned = 1 AND u.reason = 'fraud'`,
    secrets: ['fraud'],
    expected: "DELETE s FROM sessions s JOIN users u ON u.id = s.user_id WHERE u.banned = ? AND u.reason = ?",
  },
  {
    name: 'multi-table UPDATE',
    sql: `UPDATE orders o JOIN customers c ON c.id = o.customer_id SET o.vip = 1, o.discount = 0.15 WHERE c.lifetime_value > 10000`,
    secrets: ['0.15', '10000'],
    expected: "UPDATE orders o JOIN customers c ON c.id = o.customer_id SET o.vip = ?, o.discount = ? WHERE c.lifetime_value > ?",
  },
  {
    name: 'INSERT … SELECT',
    sql: `INSERT INTO archive_orders SELECT * FROM orders WHERE created_at < '2020-01-01'`,
    secrets: ['2020-01-01'],
    expected: "INSERT INTO archive_orders SELECT * FROM orders WHERE created_at < ?",
  },
  {
    name: 'SHOW is unchanged',
    sql: `SHOW FULL PROCESSLIST`,
    secrets: [],
    expected: "SHOW FULL PROCESSLIST",
    status: 'unchanged',
  },
  {
    name: 'ALTER TABLE with DEFAULT',
    sql: `ALTER TABLE users ADD COLUMN tier VARCHAR(16) NOT NULL DEFAULT 'free'`,
    secrets: ['free'],
    expected: "ALTER TABLE users ADD COLUMN tier VARCHAR(?) NOT NULL DEFAULT ?",
  },
  {
    name: 'REGEXP pattern',
    sql: `SELECT * FROM logs WHERE msg REGEXP '^ERROR [0-9]{3}'`,
    secrets: ['^ERROR'],
    expected: "SELECT * FROM logs WHERE msg REGEXP ?",
  },
  {
    name: 'MATCH … AGAINST IN NATURAL LANGUAGE MODE',
    sql: `SELECT * FROM articles WHERE MATCH (title, body) AGAINST ('database tuning' IN NATURAL LANGUAGE MODE)`,
    secrets: ['database tuning'],
    expected: "SELECT * FROM articles WHERE MATCH (title, body) AGAINST (? IN NATURAL LANGUAGE MODE)",
  },
  {
    name: 'JDBC markers are unchanged',
    sql: `SELECT id, name FROM products WHERE category_id = ? AND price BETWEEN ? AND ? ORDER BY name LIMIT ?`,
    secrets: [],
    expected: "SELECT id, name FROM products WHERE category_id = ? AND price BETWEEN ? AND ? ORDER BY name LIMIT ?",
    status: 'unchanged',
  },
  {
    name: 'comment inside a comment is ambiguous without nesting: fails closed',
    sql: `SELECT 1 /* a /* b */ c_secret */ FROM t`,
    secrets: ['c_secret'],
    expected: "SELECT",
    status: 'summarized',
  },
  {
    name: 'SELECT … INTO OUTFILE',
    sql: `SELECT id, email FROM users WHERE plan = 'pro' INTO OUTFILE '/var/lib/mysql-files/pro_users.csv' FIELDS TERMINATED BY ','`,
    secrets: ['pro_users.csv', 'pro'],
    expected: "SELECT id, email FROM users WHERE plan = ? INTO OUTFILE ? FIELDS TERMINATED BY ?",
  },
  {
    name: 'MariaDB sequences',
    sql: `INSERT INTO t (id, label) VALUES (NEXT VALUE FOR order_seq, 'first-order')`,
    secrets: ['first-order'],
    expected: "INSERT INTO t (id, label) VALUES (NEXT VALUE FOR order_seq, ?)",
  },
  {
    name: 'adjacent string literals',
    sql: `SELECT 'con' 'cat' 'enated' AS s`,
    secrets: ['enated'],
    expected: "SELECT ? ? ? AS s",
  },
  // Comment rules, variables and fail-closed summaries checked against the dialect's own lexer
  // (held-out review): each case below is one of a family that failed or leaked before.
  {
    name: "`10--5` is 10 minus -5, not a comment (held-out case)",
    sql: "SELECT 10--5 AS diff, 'x'",
    secrets: [],
    expected: "SELECT ?--? AS diff, ?",
  },
  {
    name: "`--` between identifiers is two minus signs",
    sql: "SELECT a--b FROM t WHERE c = 'secret-1'",
    secrets: ["secret-1"],
    expected: "SELECT a--b FROM t WHERE c = ?",
  },
  {
    name: "`n--1` in an UPDATE",
    sql: "UPDATE counters SET n = n--1 WHERE id = 4242",
    secrets: ["4242"],
    expected: "UPDATE counters SET n = n--? WHERE id = ?",
  },
  {
    name: "`--'` opens a string that spans lines, which the next line must not read as code",
    sql: "SELECT 1--'\nFROM alice_secret\n', 'x-secret'",
    secrets: ["alice_secret","x-secret"],
    expected: "SELECT ?--?, ?",
  },
  {
    name: "`--` followed by a tab is a comment",
    sql: "SELECT 1--\tpassword hunter2\nFROM t",
    secrets: ["hunter2"],
    expected: "SELECT ?\nFROM t",
  },
  {
    name: "`--` at the very end is a comment",
    sql: "SELECT 7--",
    secrets: [],
    expected: "SELECT ?",
  },
  {
    name: "`---` is a minus followed by a comment",
    sql: "SELECT 9--- note hunter2\nFROM t",
    secrets: ["hunter2"],
    expected: "SELECT ?-\nFROM t",
  },
  {
    name: "`#` and `-- ` comments end at LF only, not at a lone CR",
    sql: "SELECT 1 # note\rpassword hunter2\nFROM t -- x\rtoken abc123\nWHERE a = 1",
    secrets: ["hunter2","abc123"],
    expected: "SELECT ? \nFROM t \nWHERE a = ?",
  },
  {
    name: "MariaDB /*M! executable comment is code",
    sql: "/*M!100100 SELECT 'maria-secret' AS s */",
    secrets: ["maria-secret","100100"],
    expected: "SELECT ? AS s",
  },
  {
    name: "long MariaDB batch starting SET @arg = '\\' keeps every operation and table (held-out case)",
    sql: MARIADB_BATCH,
    secrets: ["alpha-secret","beta-secret","gamma-secret","delta-secret","epsilon-secret","31337"],
    expected: "SET SELECT INSERT t1 UPDATE t2 DELETE t3 SELECT t4, t5",
    status: 'summarized',
  },
  {
    name: "MariaDB batch with the '\\' string in its middle statement",
    sql: MARIADB_BATCH.replace(String.raw`SET @arg = '\';`, "SET @arg = 'plain';").replace("c = 'gamma-secret'", String.raw`c = '\'`),
    secrets: ["alpha-secret","beta-secret","delta-secret","epsilon-secret"],
    expected: "SET SELECT INSERT t1 UPDATE t2 DELETE t3 SELECT t4, t5",
    status: 'summarized',
  },
  {
    name: "MariaDB batch with a \"\\\" double-quoted string first",
    sql: MARIADB_BATCH.replace(String.raw`'\'`, String.raw`"\"`).replace(/'/g, '"'),
    secrets: ["alpha-secret","gamma-secret","epsilon-secret"],
    expected: "SET SELECT INSERT t1 UPDATE t2 DELETE t3 SELECT t4, t5",
    status: 'summarized',
  },
  {
    name: "MariaDB batch with '\\' over 64 KiB keeps the operations and tables of its first 64 KiB",
    sql: MARIADB_BATCH + '\n' + Array.from({ length: 900 }, (_, i) => `INSERT INTO big_${i % 3} VALUES ('payload-secret-${i}', ${10000 + i});`).join('\n'),
    secrets: ["alpha-secret","payload-secret-1"],
    expected: "SET SELECT INSERT t1 UPDATE t2 DELETE t3 SELECT t4, t5 INSERT big_0, big_1, big_2",
    status: 'summarized',
  },
  {
    name: "SET @arg = '\\\\' (an escaped backslash) is an ordinary batch",
    sql: "SET @arg = '\\\\'; SELECT @arg; INSERT INTO t1 VALUES ('zeta-secret')",
    secrets: ["zeta-secret"],
    expected: "SET @arg = ?; SELECT @arg; INSERT INTO t1 VALUES (?)",
  },
];

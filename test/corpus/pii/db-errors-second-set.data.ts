/**
 * Held-out log records, second set: personal data that databases, drivers and ORMs echo into logs and errors, as
 * OpenTelemetry log records (body = the log line or error text; attributes such as exception.type/.message,
 * db.system, service.name, code.function, log.logger).
 *
 * Written 2026-12-07 by a helper that read neither the detectors (collector/) nor any other test data under
 * test/corpus/ (only the LogRecordCase interface at the top of log-records-measure.ts). All people, addresses,
 * numbers and accounts are invented; any resemblance to a real person is accidental.
 *
 * Families (shapes as the real systems print them, from memory):
 *   hibernate-bind (Hibernate 6 `binding parameter (1:VARCHAR) <- [..]`, `extracted value (..) -> [..]`; Hibernate 5
 *   BasicBinder `binding parameter [1] as [VARCHAR] - [..]`), mybatis-params, django-db-backends, rails-activerecord,
 *   ecto-query, sequelize-executing, doctrine-dbal, gorm-logger, knex-debug, jooq-logger, sqlclient-dapper,
 *   pgx-tracelog, node-postgres, spring-jdbctemplate, spring-validation, postgres-log-statement, postgres-slow-query,
 *   postgres-error-detail (Failing row contains / STATEMENT / CONTEXT), mysql-general-log, mysql-slow-log,
 *   mysql-value-error, sqlserver-xml (deadlock graph, extended events), sqlserver-error, oracle-ora, db2-sqlcode,
 *   cockroachdb, yugabytedb, tidb, clickhouse, snowflake, bigquery, postgres-localized (it, pl, zh_CN, ko, tr, sv,
 *   nl, cs), mariadb-localized (de, fr, es), orm-validation (ActiveRecord/ActiveModel, Mongoose, Django, Pydantic /
 *   SQLModel, Prisma), upsert (ON CONFLICT, MERGE, ON DUPLICATE KEY UPDATE).
 *
 * National ids and other check-digit numbers (all checksums computed and VALID unless said otherwise):
 *   Spanish DNI 48213957T, 71930465N, 52849163Q; NIE X4826193B (mod-23 letter valid)
 *   Korean RRN 850314-1084721, 920827-2345611 (weighted mod-11 check valid)
 *   Polish PESEL 88071412359, 92110534670, 75032206177 (check digit valid, birth date consistent)
 *   Brazilian CPF 384.172.956-82, 529.301.847-79 (both check digits valid)
 *   Dutch BSN 274318659, 618502932 (11-test valid); Swedish personnummer 850314-2187 (Luhn valid)
 *   Italian codice fiscale RSSMRA85M10H501S, KWLNNA91C45Z127T (check letter valid)
 *   UK NHS numbers 4852179301, 602 418 3755 (mod-11 valid); Chinese resident id 110105199003074528 (ISO 7064 MOD 11-2 valid)
 *   IBANs (mod-97 valid): DE60430609671048273500, DE11 1001 0010 0942 8173 65, IT25L0200802435000104728391 (Italian
 *   CIN also valid), NL03RABO0318274655 (account number also 11-proof), PL30 2490 1056 0000 0009 1472 8361 (Polish
 *   internal check digits not verified)
 *   Cards (Luhn valid): 5457621903842151, 4929183072655412
 *   No checksum exists / none applied: US SSN 512-48-7391, 219-73-5406 (area/group/serial in the issued ranges);
 *   UK NINO JT 48 26 13 C (valid prefix and suffix); passports 548213976 (UK-style), CF7K92LT4 (German-style
 *   serial, its check digit lives only in the MRZ); Chinese mobile numbers, Japanese/Korean phones: no checksum.
 *   Deliberately malformed values (still personal, what a person typed): jan.novak@@seznam.cz,
 *   sofia.rossi@@gmail.com, noor.haddad.gmail.com, 06 12 ab 48 93, dates such as 31/12/1989.
 *
 * Left out of both lists on purpose (judgement calls): a city alone ('Uppsala'), a postcode next to a street that
 * is a canary ('150-0013'), employment start dates, internal row ids. Product / plan names in a name column, SKUs,
 * slugs, UUIDs, statuses and prices are keeps. 125 records: 86 with personal values, 39 without.
 */
import type { LogRecordCase } from './log-records-measure.ts';

export const DB_ERRORS_SECOND_SET: LogRecordCase[] = [
  // ---------------------------------------------------------------- Hibernate
  {
    id: 'db2-001-hibernate-show-sql-only',
    family: 'hibernate-bind',
    body: 'Hibernate: insert into customer (birth_date,email,full_name,phone,id) values (?,?,?,?,?)',
    attributes: { 'log.logger': 'org.hibernate.SQL', 'service.name': 'crm-service', 'db.system': 'postgresql' },
    severityText: 'DEBUG',
    canaries: [],
    keep: ['insert into customer (birth_date,email,full_name,phone,id) values (?,?,?,?,?)', 'org.hibernate.SQL', 'crm-service'],
  },
  {
    id: 'db2-002-hibernate6-bind-email',
    family: 'hibernate-bind',
    body: 'binding parameter (2:VARCHAR) <- [joanna.wisniewska@onet.pl]',
    attributes: { 'log.logger': 'org.hibernate.orm.jdbc.bind', 'service.name': 'crm-service', 'thread.name': 'http-nio-8080-exec-7' },
    severityText: 'TRACE',
    canaries: ['joanna.wisniewska@onet.pl'],
    keep: ['binding parameter (2:VARCHAR)', 'org.hibernate.orm.jdbc.bind', 'http-nio-8080-exec-7'],
  },
  {
    id: 'db2-003-hibernate6-insert-with-binds-pesel',
    family: 'hibernate-bind',
    body:
      'Hibernate: insert into patient (birth_date,full_name,pesel,id) values (?,?,?,?)\n' +
      'binding parameter (1:DATE) <- [1988-07-14]\n' +
      'binding parameter (2:VARCHAR) <- [Tomasz Zieliński]\n' +
      'binding parameter (3:VARCHAR) <- [88071412359]\n' +
      'binding parameter (4:BIGINT) <- [40217]',
    attributes: { 'log.logger': 'org.hibernate.orm.jdbc.bind', 'service.name': 'rejestracja-pacjentow', 'db.system': 'postgresql' },
    severityText: 'TRACE',
    canaries: ['1988-07-14', 'Tomasz Zieliński', '88071412359'],
    keep: ['insert into patient (birth_date,full_name,pesel,id) values (?,?,?,?)', 'binding parameter (4:BIGINT) <- [40217]', 'rejestracja-pacjentow'],
  },
  {
    id: 'db2-004-hibernate5-basicbinder-name',
    family: 'hibernate-bind',
    body: 'binding parameter [3] as [VARCHAR] - [Lucía Fernández García]',
    attributes: { 'log.logger': 'org.hibernate.type.descriptor.sql.BasicBinder', 'service.name': 'reservas-api' },
    severityText: 'TRACE',
    canaries: ['Lucía Fernández García'],
    keep: ['binding parameter [3] as [VARCHAR]', 'org.hibernate.type.descriptor.sql.BasicBinder', 'reservas-api'],
  },
  {
    id: 'db2-005-hibernate5-update-dni-phone',
    family: 'hibernate-bind',
    body:
      'Hibernate: update cliente set dni=?, telefono=? where id=?\n' +
      'binding parameter [1] as [VARCHAR] - [48213957T]\n' +
      'binding parameter [2] as [VARCHAR] - [+34 612 48 93 07]\n' +
      'binding parameter [3] as [BIGINT] - [7731]',
    attributes: { 'log.logger': 'org.hibernate.type.descriptor.sql.BasicBinder', 'service.name': 'reservas-api', 'db.system': 'mysql' },
    severityText: 'TRACE',
    canaries: ['48213957T', '+34 612 48 93 07'],
    keep: ['update cliente set dni=?, telefono=? where id=?', 'binding parameter [3] as [BIGINT] - [7731]'],
  },
  {
    id: 'db2-006-hibernate6-product-update-no-pii',
    family: 'hibernate-bind',
    body:
      'Hibernate: update product set price=?,stock=?,version=? where id=? and version=?\n' +
      'binding parameter (1:NUMERIC) <- [24.90]\n' +
      'binding parameter (2:INTEGER) <- [118]\n' +
      'binding parameter (3:INTEGER) <- [7]\n' +
      'binding parameter (4:BIGINT) <- [90231]\n' +
      'binding parameter (5:INTEGER) <- [6]',
    attributes: { 'log.logger': 'org.hibernate.orm.jdbc.bind', 'service.name': 'catalog-service', 'db.system': 'postgresql' },
    severityText: 'TRACE',
    canaries: [],
    keep: [
      'update product set price=?,stock=?,version=? where id=? and version=?',
      'binding parameter (1:NUMERIC) <- [24.90]',
      'binding parameter (2:INTEGER) <- [118]',
      'binding parameter (4:BIGINT) <- [90231]',
      'catalog-service',
    ],
  },
  {
    id: 'db2-007-hibernate6-extracted-email',
    family: 'hibernate-bind',
    body: 'extracted value (3:VARCHAR) -> [sven.lindqvist@telia.se]',
    attributes: { 'log.logger': 'org.hibernate.orm.jdbc.extract', 'service.name': 'medlem-service' },
    severityText: 'TRACE',
    canaries: ['sven.lindqvist@telia.se'],
    keep: ['extracted value (3:VARCHAR)', 'org.hibernate.orm.jdbc.extract', 'medlem-service'],
  },
  {
    id: 'db2-008-hibernate6-extracted-status-no-pii',
    family: 'hibernate-bind',
    body: 'extracted value (5:VARCHAR) -> [AWAITING_PAYMENT]',
    attributes: { 'log.logger': 'org.hibernate.orm.jdbc.extract', 'service.name': 'order-service' },
    severityText: 'TRACE',
    canaries: [],
    keep: ['extracted value (5:VARCHAR) -> [AWAITING_PAYMENT]', 'org.hibernate.orm.jdbc.extract', 'order-service'],
  },
  // ---------------------------------------------------------------- MyBatis
  {
    id: 'db2-009-mybatis-insert-member',
    family: 'mybatis-params',
    body:
      '==>  Preparing: INSERT INTO member (name, email, phone, birth_date) VALUES (?, ?, ?, ?)\n' +
      '==> Parameters: Ana Beatriz Souza(String), ana.souza@uol.com.br(String), +55 11 98765-4321(String), 1993-02-11(Date)\n' +
      '<==    Updates: 1',
    attributes: { 'log.logger': 'com.acme.crm.mapper.MemberMapper.insert', 'service.name': 'crm-br', 'db.system': 'mysql' },
    severityText: 'DEBUG',
    canaries: ['Ana Beatriz Souza', 'ana.souza@uol.com.br', '+55 11 98765-4321', '1993-02-11'],
    keep: ['INSERT INTO member (name, email, phone, birth_date) VALUES (?, ?, ?, ?)', '<==    Updates: 1', 'com.acme.crm.mapper.MemberMapper.insert'],
  },
  {
    id: 'db2-010-mybatis-select-by-cpf',
    family: 'mybatis-params',
    body:
      '==>  Preparing: SELECT id, nome, cpf FROM cliente WHERE cpf = ?\n' +
      '==> Parameters: 384.172.956-82(String)\n' +
      '<==      Total: 1',
    attributes: { 'log.logger': 'com.acme.crm.mapper.ClienteMapper.findByCpf', 'service.name': 'crm-br' },
    severityText: 'DEBUG',
    canaries: ['384.172.956-82'],
    keep: ['SELECT id, nome, cpf FROM cliente WHERE cpf = ?', '<==      Total: 1', 'com.acme.crm.mapper.ClienteMapper.findByCpf'],
  },
  {
    id: 'db2-011-mybatis-stock-no-pii',
    family: 'mybatis-params',
    body:
      '==>  Preparing: UPDATE stock SET quantity = quantity - ? WHERE sku = ? AND warehouse_id = ?\n' +
      '==> Parameters: 3(Integer), SKU-44817-BLK(String), 12(Long)\n' +
      '<==    Updates: 1',
    attributes: { 'log.logger': 'com.acme.wms.mapper.StockMapper.decrement', 'service.name': 'wms' },
    severityText: 'DEBUG',
    canaries: [],
    keep: [
      'UPDATE stock SET quantity = quantity - ? WHERE sku = ? AND warehouse_id = ?',
      '3(Integer), SKU-44817-BLK(String), 12(Long)',
      'com.acme.wms.mapper.StockMapper.decrement',
    ],
  },
  {
    id: 'db2-012-mybatis-parameters-korean',
    family: 'mybatis-params',
    body: '==> Parameters: 김민준(String), 850314-1084721(String), 010-4821-7733(String), 서울특별시 마포구 성미산로17길 24(String)',
    attributes: { 'log.logger': 'kr.example.member.mapper.MemberMapper.insertMember', 'service.name': 'member-api', 'db.system': 'oracle' },
    severityText: 'DEBUG',
    canaries: ['김민준', '850314-1084721', '010-4821-7733', '서울특별시 마포구 성미산로17길 24'],
    keep: ['kr.example.member.mapper.MemberMapper.insertMember', 'member-api'],
  },
  {
    id: 'db2-013-mybatis-plan-list-no-pii',
    family: 'mybatis-params',
    body:
      '==>  Preparing: SELECT id, name, monthly_price FROM plan WHERE active = ? ORDER BY monthly_price\n' +
      '==> Parameters: true(Boolean)\n' +
      '<==    Columns: id, name, monthly_price\n' +
      '<==        Row: 2, Starter, 9.00\n' +
      '<==        Row: 4, Team Plus, 49.00\n' +
      '<==      Total: 2',
    attributes: { 'log.logger': 'com.acme.billing.mapper.PlanMapper.listActive', 'service.name': 'billing' },
    severityText: 'TRACE',
    canaries: [],
    keep: ['SELECT id, name, monthly_price FROM plan WHERE active = ? ORDER BY monthly_price', '2, Starter, 9.00', '4, Team Plus, 49.00', '<==      Total: 2'],
  },
  // ---------------------------------------------------------------- Django
  {
    id: 'db2-014-django-insert-profile-args',
    family: 'django-db-backends',
    body:
      '(0.002) INSERT INTO "accounts_profile" ("user_id", "phone", "birth_date") VALUES (%s, %s, %s) RETURNING "accounts_profile"."id"; ' +
      "args=(4812, '+44 7911 204863', datetime.date(1990, 3, 14)); alias=default",
    attributes: { 'log.logger': 'django.db.backends', 'service.name': 'members-web', 'db.system': 'postgresql', 'code.function': 'debug_sql' },
    severityText: 'DEBUG',
    canaries: ['+44 7911 204863', '1990, 3, 14'],
    keep: ['INSERT INTO "accounts_profile" ("user_id", "phone", "birth_date") VALUES (%s, %s, %s)', 'alias=default', 'django.db.backends'],
  },
  {
    id: 'db2-015-django-select-email-inlined',
    family: 'django-db-backends',
    body:
      '(0.001) SELECT "auth_user"."id", "auth_user"."username", "auth_user"."email" FROM "auth_user" WHERE "auth_user"."email" = ' +
      "'mehmet.yilmaz@gmail.com' LIMIT 21; args=('mehmet.yilmaz@gmail.com',); alias=default",
    attributes: { 'log.logger': 'django.db.backends', 'service.name': 'members-web', 'db.system': 'postgresql' },
    severityText: 'DEBUG',
    canaries: ['mehmet.yilmaz@gmail.com'],
    keep: ['SELECT "auth_user"."id", "auth_user"."username", "auth_user"."email" FROM "auth_user"', 'LIMIT 21', 'alias=default'],
  },
  {
    id: 'db2-016-django-update-username',
    family: 'django-db-backends',
    body:
      '(0.003) UPDATE "auth_user" SET "username" = \'freja_n\', "first_name" = \'Freja\', "last_name" = \'Nilsson\' WHERE "auth_user"."id" = 311; ' +
      "args=('freja_n', 'Freja', 'Nilsson', 311); alias=default",
    attributes: { 'log.logger': 'django.db.backends', 'service.name': 'members-web', 'db.system': 'postgresql' },
    severityText: 'DEBUG',
    canaries: ['freja_n', 'Freja', 'Nilsson'],
    keep: ['UPDATE "auth_user" SET "username" = ', 'WHERE "auth_user"."id" = 311', 'alias=default'],
  },
  {
    id: 'db2-017-django-blog-post-no-pii',
    family: 'django-db-backends',
    body:
      '(0.004) UPDATE "blog_post" SET "status" = \'published\', "published_at" = \'2026-11-28T08:00:00+00:00\'::timestamptz WHERE "blog_post"."slug" = ' +
      "'migrating-to-postgres-17'; args=('published', datetime.datetime(2026, 11, 28, 8, 0, tzinfo=datetime.timezone.utc), 'migrating-to-postgres-17'); alias=default",
    attributes: { 'log.logger': 'django.db.backends', 'service.name': 'blog', 'db.system': 'postgresql' },
    severityText: 'DEBUG',
    canaries: [],
    keep: ['UPDATE "blog_post" SET "status" = ', 'migrating-to-postgres-17', '2026-11-28T08:00:00+00:00', 'datetime.datetime(2026, 11, 28, 8, 0, tzinfo=datetime.timezone.utc)'],
  },
  {
    id: 'db2-018-django-mysql-insert-nie',
    family: 'django-db-backends',
    body:
      '(0.002) INSERT INTO `clientes_cliente` (`nombre`, `nie`, `direccion`) VALUES (\'Oksana Melnyk\', \'X4826193B\', \'Calle de Toledo 77, 2º izq., 28005 Madrid\'); ' +
      "args=['Oksana Melnyk', 'X4826193B', 'Calle de Toledo 77, 2º izq., 28005 Madrid']; alias=default",
    attributes: { 'log.logger': 'django.db.backends', 'service.name': 'gestoria', 'db.system': 'mysql' },
    severityText: 'DEBUG',
    canaries: ['Oksana Melnyk', 'X4826193B', 'Calle de Toledo 77, 2º izq., 28005 Madrid'],
    keep: ['INSERT INTO `clientes_cliente` (`nombre`, `nie`, `direccion`)', 'alias=default', 'gestoria'],
  },
  // ---------------------------------------------------------------- Rails ActiveRecord
  {
    id: 'db2-019-rails-create-customer',
    family: 'rails-activerecord',
    body:
      '  Customer Create (0.6ms)  INSERT INTO "customers" ("name", "email", "created_at", "updated_at") VALUES ($1, $2, $3, $4) RETURNING "id"  ' +
      '[["name", "Siobhán Murphy"], ["email", "siobhan.murphy@eircom.net"], ["created_at", "2026-11-30 09:12:44.118203"], ["updated_at", "2026-11-30 09:12:44.118203"]]',
    attributes: { 'log.logger': 'ActiveRecord::Base', 'service.name': 'shopfront', 'db.system': 'postgresql' },
    severityText: 'DEBUG',
    canaries: ['Siobhán Murphy', 'siobhan.murphy@eircom.net'],
    keep: [
      'Customer Create (0.6ms)',
      'INSERT INTO "customers" ("name", "email", "created_at", "updated_at") VALUES ($1, $2, $3, $4) RETURNING "id"',
      '["created_at", "2026-11-30 09:12:44.118203"]',
    ],
  },
  {
    id: 'db2-020-rails-load-by-login',
    family: 'rails-activerecord',
    body: '  User Load (0.4ms)  SELECT "users".* FROM "users" WHERE "users"."login" = $1 LIMIT $2  [["login", "okonkwo.chidi"], ["LIMIT", 1]]',
    attributes: { 'log.logger': 'ActiveRecord::Base', 'service.name': 'shopfront', 'code.function': 'SessionsController#create' },
    severityText: 'DEBUG',
    canaries: ['okonkwo.chidi'],
    keep: ['User Load (0.4ms)', 'SELECT "users".* FROM "users" WHERE "users"."login" = $1 LIMIT $2', '["LIMIT", 1]', 'SessionsController#create'],
  },
  {
    id: 'db2-021-rails-update-address',
    family: 'rails-activerecord',
    body:
      '  Address Update (0.9ms)  UPDATE "addresses" SET "street" = $1, "postal_code" = $2, "updated_at" = $3 WHERE "addresses"."id" = $4  ' +
      '[["street", "Keizersgracht 214-II"], ["postal_code", "1016 DZ"], ["updated_at", "2026-11-30 09:15:02.401877"], ["id", 5521]]',
    attributes: { 'log.logger': 'ActiveRecord::Base', 'service.name': 'shopfront', 'db.system': 'postgresql' },
    severityText: 'DEBUG',
    canaries: ['Keizersgracht 214-II', '1016 DZ'],
    keep: ['Address Update (0.9ms)', 'UPDATE "addresses" SET "street" = $1, "postal_code" = $2, "updated_at" = $3 WHERE "addresses"."id" = $4', '["id", 5521]'],
  },
  {
    id: 'db2-022-rails-mysql-order-status-no-pii',
    family: 'rails-activerecord',
    body:
      "  Order Update (1.1ms)  UPDATE `orders` SET `orders`.`status` = 'shipped', `orders`.`updated_at` = '2026-11-30 09:20:11.004512' WHERE `orders`.`id` = 88213",
    attributes: { 'log.logger': 'ActiveRecord::Base', 'service.name': 'fulfilment', 'db.system': 'mysql' },
    severityText: 'DEBUG',
    canaries: [],
    keep: ['Order Update (1.1ms)', "UPDATE `orders` SET `orders`.`status` = 'shipped'", "WHERE `orders`.`id` = 88213"],
  },
  {
    id: 'db2-023-rails-create-product-no-pii',
    family: 'rails-activerecord',
    body:
      '  Product Create (0.7ms)  INSERT INTO "products" ("name", "sku", "price_cents", "created_at", "updated_at") VALUES ($1, $2, $3, $4, $5) RETURNING "id"  ' +
      '[["name", "Trail Runner 3 GTX"], ["sku", "TR3-GTX-425"], ["price_cents", 15900], ["created_at", "2026-11-30 09:22:40.771100"], ["updated_at", "2026-11-30 09:22:40.771100"]]',
    attributes: { 'log.logger': 'ActiveRecord::Base', 'service.name': 'catalog-admin', 'db.system': 'postgresql' },
    severityText: 'DEBUG',
    canaries: [],
    keep: ['Product Create (0.7ms)', '["name", "Trail Runner 3 GTX"]', '["sku", "TR3-GTX-425"]', '["price_cents", 15900]'],
  },
  {
    id: 'db2-024-rails-update-phone-dob',
    family: 'rails-activerecord',
    body:
      '  Customer Update (0.5ms)  UPDATE "customers" SET "phone" = $1, "date_of_birth" = $2, "updated_at" = $3 WHERE "customers"."id" = $4  ' +
      '[["phone", "(312) 847-2291"], ["date_of_birth", "1967-09-30"], ["updated_at", "2026-11-30 09:25:18.002941"], ["id", 812]]',
    attributes: { 'log.logger': 'ActiveRecord::Base', 'service.name': 'shopfront', 'db.system': 'postgresql' },
    severityText: 'DEBUG',
    canaries: ['(312) 847-2291', '1967-09-30'],
    keep: ['Customer Update (0.5ms)', 'UPDATE "customers" SET "phone" = $1, "date_of_birth" = $2', '["id", 812]'],
  },
  // ---------------------------------------------------------------- Ecto
  {
    id: 'db2-025-ecto-insert-user',
    family: 'ecto-query',
    body:
      'QUERY OK source="users" db=1.2ms queue=0.4ms idle=912.3ms\n' +
      'INSERT INTO "users" ("email","name","inserted_at","updated_at") VALUES ($1,$2,$3,$4) RETURNING "id" ' +
      '["amara.nwosu@yahoo.com", "Amara Nwosu", ~N[2026-11-30 10:02:11], ~N[2026-11-30 10:02:11]]\n' +
      '↳ MyApp.Accounts.register_user/1, at: lib/my_app/accounts.ex:88',
    attributes: { 'log.logger': 'Ecto.Adapters.SQL', 'service.name': 'my_app', 'db.system': 'postgresql', 'code.function': 'MyApp.Accounts.register_user/1' },
    severityText: 'DEBUG',
    canaries: ['amara.nwosu@yahoo.com', 'Amara Nwosu'],
    keep: ['QUERY OK source="users"', 'INSERT INTO "users" ("email","name","inserted_at","updated_at") VALUES ($1,$2,$3,$4) RETURNING "id"', 'lib/my_app/accounts.ex:88'],
  },
  {
    id: 'db2-026-ecto-select-by-phone',
    family: 'ecto-query',
    body:
      'QUERY OK source="customers" db=0.8ms idle=1533.0ms\n' +
      'SELECT c0."id", c0."full_name", c0."phone" FROM "customers" AS c0 WHERE (c0."phone" = $1) ["+234 803 418 2290"]',
    attributes: { 'log.logger': 'Ecto.Adapters.SQL', 'service.name': 'support_desk', 'db.system': 'postgresql' },
    severityText: 'DEBUG',
    canaries: ['+234 803 418 2290'],
    keep: ['QUERY OK source="customers"', 'SELECT c0."id", c0."full_name", c0."phone" FROM "customers" AS c0 WHERE (c0."phone" = $1)'],
  },
  {
    id: 'db2-027-ecto-query-error-iban',
    family: 'ecto-query',
    body:
      'QUERY ERROR source="payout_accounts" db=2.1ms queue=0.3ms\n' +
      'UPDATE "payout_accounts" SET "iban" = $1, "holder_name" = $2, "updated_at" = $3 WHERE "id" = $4 ' +
      '["DE60430609671048273500", "Henrike Baumgärtner", ~U[2026-11-30 10:05:44Z], 1907]',
    attributes: {
      'log.logger': 'Ecto.Adapters.SQL',
      'service.name': 'payouts',
      'exception.type': 'Postgrex.Error',
      'exception.message': 'ERROR 23514 (check_violation) new row for relation "payout_accounts" violates check constraint "iban_country_allowed"',
    },
    severityText: 'ERROR',
    canaries: ['DE60430609671048273500', 'Henrike Baumgärtner'],
    keep: ['QUERY ERROR source="payout_accounts"', 'ERROR 23514 (check_violation)', 'iban_country_allowed', 'Postgrex.Error'],
  },
  {
    id: 'db2-028-ecto-post-slug-no-pii',
    family: 'ecto-query',
    body:
      'QUERY OK source="posts" db=0.5ms idle=1204.7ms\n' +
      'SELECT p0."id", p0."title", p0."slug", p0."published_at" FROM "posts" AS p0 WHERE (p0."slug" = $1) ["how-we-cut-p99-latency-in-half"]',
    attributes: { 'log.logger': 'Ecto.Adapters.SQL', 'service.name': 'blog_web', 'db.system': 'postgresql' },
    severityText: 'DEBUG',
    canaries: [],
    keep: ['QUERY OK source="posts"', 'how-we-cut-p99-latency-in-half', 'WHERE (p0."slug" = $1)'],
  },
  // ---------------------------------------------------------------- Sequelize
  {
    id: 'db2-029-sequelize-insert-bind-attribute',
    family: 'sequelize-executing',
    body:
      'Executing (default): INSERT INTO "Users" ("id","firstName","lastName","email","createdAt","updatedAt") VALUES (DEFAULT,$1,$2,$3,$4,$5) ' +
      'RETURNING "id","firstName","lastName","email","createdAt","updatedAt";',
    attributes: {
      'service.name': 'signup-api',
      'db.system': 'postgresql',
      'db.sequelize.bind': ['Ingrid', 'Haugen', 'ingrid.haugen@online.no', '2026-11-30 10:11:42.812 +00:00', '2026-11-30 10:11:42.812 +00:00'],
    },
    severityText: 'DEBUG',
    canaries: ['Ingrid', 'Haugen', 'ingrid.haugen@online.no'],
    keep: ['Executing (default): INSERT INTO "Users"', 'VALUES (DEFAULT,$1,$2,$3,$4,$5)', '2026-11-30 10:11:42.812 +00:00'],
  },
  {
    id: 'db2-030-sequelize-subscription-no-pii',
    family: 'sequelize-executing',
    body: 'Executing (default): UPDATE "Subscriptions" SET "plan"=$1,"status"=$2,"updatedAt"=$3 WHERE "id" = $4',
    attributes: {
      'service.name': 'billing-api',
      'db.system': 'postgresql',
      'db.sequelize.bind': ['pro-annual', 'active', '2026-11-30 10:12:03.118 +00:00', '7f3c2a91-5d0e-4b8a-9c61-2e4f8a7b1d03'],
    },
    severityText: 'DEBUG',
    canaries: [],
    keep: ['UPDATE "Subscriptions" SET "plan"=$1,"status"=$2,"updatedAt"=$3 WHERE "id" = $4', 'pro-annual', '7f3c2a91-5d0e-4b8a-9c61-2e4f8a7b1d03'],
  },
  {
    id: 'db2-031-sequelize-mysql-inline-email',
    family: 'sequelize-executing',
    body:
      "Executing (default): SELECT `id`, `email`, `phone` FROM `customers` AS `Customer` WHERE `Customer`.`email` = 'rahul.mehta@rediffmail.com' LIMIT 1;",
    attributes: { 'service.name': 'loyalty-api', 'db.system': 'mysql' },
    severityText: 'DEBUG',
    canaries: ['rahul.mehta@rediffmail.com'],
    keep: ['Executing (default): SELECT `id`, `email`, `phone` FROM `customers` AS `Customer` WHERE `Customer`.`email` = ', 'LIMIT 1;'],
  },
  {
    id: 'db2-032-sequelize-validation-error-items',
    family: 'orm-validation',
    body: 'SequelizeValidationError: Validation error: Validation isEmail on email failed,\nValidation error: Validation len on lastName failed',
    attributes: {
      'exception.type': 'SequelizeValidationError',
      'exception.message': 'Validation error: Validation isEmail on email failed',
      'service.name': 'loyalty-api',
      'validation.values': ['priya.raman(at)outlook.com', 'Ó Súilleabháin-MacCárthaigh'],
    },
    severityText: 'WARN',
    canaries: ['priya.raman(at)outlook.com', 'Ó Súilleabháin-MacCárthaigh'],
    keep: ['Validation isEmail on email failed', 'Validation len on lastName failed', 'SequelizeValidationError'],
  },
  // ---------------------------------------------------------------- Doctrine DBAL
  {
    id: 'db2-033-doctrine-insert-client',
    family: 'doctrine-dbal',
    body:
      '[2026-11-30T10:15:02.118+00:00] doctrine.DEBUG: Executing statement: INSERT INTO client (nom, prenom, email, telephone) VALUES (?, ?, ?, ?) ' +
      '(parameters: array{"1":"Lefèvre","2":"Camille","3":"camille.lefevre@free.fr","4":"+33 6 12 48 93 70"}, types: array{"1":2,"2":2,"3":2,"4":2}) ' +
      '{"sql":"INSERT INTO client (nom, prenom, email, telephone) VALUES (?, ?, ?, ?)","params":{"1":"Lefèvre","2":"Camille","3":"camille.lefevre@free.fr","4":"+33 6 12 48 93 70"},"types":{"1":2,"2":2,"3":2,"4":2}} []',
    attributes: { 'log.logger': 'doctrine', 'service.name': 'boutique', 'db.system': 'mysql' },
    severityText: 'DEBUG',
    canaries: ['Lefèvre', 'Camille', 'camille.lefevre@free.fr', '+33 6 12 48 93 70'],
    keep: ['doctrine.DEBUG: Executing statement: INSERT INTO client (nom, prenom, email, telephone) VALUES (?, ?, ?, ?)', 'types: array{"1":2,"2":2,"3":2,"4":2}'],
  },
  {
    id: 'db2-034-doctrine-stock-no-pii',
    family: 'doctrine-dbal',
    body:
      '[2026-11-30T10:15:09.440+00:00] doctrine.DEBUG: Executing statement: UPDATE product SET stock = ? WHERE sku = ? ' +
      '(parameters: array{"1":42,"2":"FR-CHAIR-0091"}, types: array{"1":1,"2":2}) {"sql":"UPDATE product SET stock = ? WHERE sku = ?","params":{"1":42,"2":"FR-CHAIR-0091"},"types":{"1":1,"2":2}} []',
    attributes: { 'log.logger': 'doctrine', 'service.name': 'boutique', 'db.system': 'mysql' },
    severityText: 'DEBUG',
    canaries: [],
    keep: ['UPDATE product SET stock = ? WHERE sku = ?', '(parameters: array{"1":42,"2":"FR-CHAIR-0091"}, types: array{"1":1,"2":2})'],
  },
  {
    id: 'db2-035-doctrine-incorrect-date-value',
    family: 'doctrine-dbal',
    body:
      "An exception occurred while executing a query: SQLSTATE[22007]: Invalid datetime format: 1292 Incorrect date value: '14.09.1987' for column 'date_naissance' at row 1",
    attributes: {
      'exception.type': 'Doctrine\\DBAL\\Exception\\DriverException',
      'service.name': 'boutique',
      'db.system': 'mysql',
      'db.statement': "UPDATE client SET date_naissance = '14.09.1987', numero_secu = ? WHERE id = 3318",
    },
    severityText: 'ERROR',
    canaries: ['14.09.1987'],
    keep: ['SQLSTATE[22007]: Invalid datetime format: 1292 Incorrect date value:', "for column 'date_naissance' at row 1", 'Doctrine\\DBAL\\Exception\\DriverException'],
  },
  // ---------------------------------------------------------------- GORM
  {
    id: 'db2-036-gorm-insert-inline',
    family: 'gorm-logger',
    body:
      '2026/11/30 10:14:22 /app/internal/repo/user.go:57\n' +
      '[1.482ms] [rows:1] INSERT INTO "users" ("created_at","updated_at","deleted_at","name","email","phone") VALUES ' +
      "('2026-11-30 10:14:22.31','2026-11-30 10:14:22.31',NULL,'Nguyễn Thị Lan','lan.nguyen@vnn.vn','+84 912 345 678') RETURNING \"id\"",
    attributes: { 'service.name': 'account-svc', 'db.system': 'postgresql', 'code.filepath': '/app/internal/repo/user.go', 'code.lineno': 57 },
    severityText: 'INFO',
    canaries: ['Nguyễn Thị Lan', 'lan.nguyen@vnn.vn', '+84 912 345 678'],
    keep: ['/app/internal/repo/user.go:57', '[1.482ms] [rows:1] INSERT INTO "users" ("created_at","updated_at","deleted_at","name","email","phone")', '2026-11-30 10:14:22.31'],
  },
  {
    id: 'db2-037-gorm-slow-sql-no-pii',
    family: 'gorm-logger',
    body:
      '2026/11/30 10:16:40 /app/internal/repo/order.go:112 SLOW SQL >= 200ms\n' +
      "[412.774ms] [rows:18] SELECT * FROM \"orders\" WHERE status = 'pending' AND created_at < '2026-11-29 00:00:00' AND \"orders\".\"deleted_at\" IS NULL",
    attributes: { 'service.name': 'order-svc', 'db.system': 'postgresql' },
    severityText: 'WARN',
    canaries: [],
    keep: ['SLOW SQL >= 200ms', '[412.774ms] [rows:18]', "WHERE status = 'pending' AND created_at < '2026-11-29 00:00:00'"],
  },
  {
    id: 'db2-038-gorm-error-ssn',
    family: 'gorm-logger',
    body:
      '2026/11/30 10:18:03 /app/internal/repo/kyc.go:74 ERROR: value too long for type character varying(9) (SQLSTATE 22001)\n' +
      "[3.118ms] [rows:0] UPDATE \"kyc_profiles\" SET \"ssn\"='512-48-7391',\"updated_at\"='2026-11-30 10:18:03.2' WHERE \"id\" = 2204",
    attributes: { 'service.name': 'kyc-svc', 'db.system': 'postgresql', 'exception.message': 'ERROR: value too long for type character varying(9) (SQLSTATE 22001)' },
    severityText: 'ERROR',
    canaries: ['512-48-7391'],
    keep: ['ERROR: value too long for type character varying(9) (SQLSTATE 22001)', 'UPDATE "kyc_profiles" SET "ssn"=', 'WHERE "id" = 2204'],
  },
  // ---------------------------------------------------------------- Knex
  {
    id: 'db2-039-knex-debug-insert',
    family: 'knex-debug',
    body: `{
  method: 'insert',
  options: {},
  timeout: false,
  cancelOnTimeout: false,
  bindings: [ 'kasia.nowak@interia.pl', 'Katarzyna Nowak', '+48 601 234 567' ],
  __knexQueryUid: 'Qb7xK2m9dLpR4vT1nW8sE',
  sql: 'insert into "customers" ("email", "full_name", "phone") values (?, ?, ?) returning "id"',
  returning: 'id'
}`,
    attributes: { 'service.name': 'sklep-api', 'db.system': 'postgresql', 'log.logger': 'knex:query' },
    severityText: 'DEBUG',
    canaries: ['kasia.nowak@interia.pl', 'Katarzyna Nowak', '+48 601 234 567'],
    keep: ['insert into "customers" ("email", "full_name", "phone") values (?, ?, ?) returning "id"', "method: 'insert'", 'Qb7xK2m9dLpR4vT1nW8sE'],
  },
  {
    id: 'db2-040-knex-debug-inventory-no-pii',
    family: 'knex-debug',
    body: `{
  method: 'update',
  options: {},
  timeout: false,
  cancelOnTimeout: false,
  bindings: [ 5, 'SKU-90231', 3 ],
  __knexQueryUid: 'z4N8vQp1Rt6YwK0sLm2aH',
  sql: 'update "inventory" set "reserved" = "reserved" + ? where "sku" = ? and "warehouse_id" = ?'
}`,
    attributes: { 'service.name': 'inventory-api', 'db.system': 'postgresql', 'log.logger': 'knex:query' },
    severityText: 'DEBUG',
    canaries: [],
    keep: ["bindings: [ 5, 'SKU-90231', 3 ]", 'update "inventory" set "reserved" = "reserved" + ? where "sku" = ? and "warehouse_id" = ?'],
  },
  {
    id: 'db2-041-knex-debug-select-username',
    family: 'knex-debug',
    body: `{
  method: 'first',
  options: {},
  timeout: false,
  cancelOnTimeout: false,
  bindings: [ 'darkstar_maja', 1 ],
  __knexQueryUid: 'pL3dW9xT0bQ7mZ2rK5nVc',
  sql: 'select * from \`players\` where \`username\` = ? limit ?'
}`,
    attributes: { 'service.name': 'game-lobby', 'db.system': 'mysql', 'log.logger': 'knex:query' },
    severityText: 'DEBUG',
    canaries: ['darkstar_maja'],
    keep: ["method: 'first'", 'select * from `players` where `username` = ? limit ?'],
  },
  // ---------------------------------------------------------------- jOOQ
  {
    id: 'db2-042-jooq-bind-values',
    family: 'jooq-logger',
    body:
      'Executing query          : insert into "public"."customer" ("name", "email", "iban") values (?, ?, ?)\n' +
      '-> with bind values      : insert into "public"."customer" ("name", "email", "iban") values (\'Lena Fischer\', \'lena.fischer@web.de\', \'DE11 1001 0010 0942 8173 65\')\n' +
      'Affected row(s)          : 1',
    attributes: { 'log.logger': 'org.jooq.tools.LoggerListener', 'service.name': 'kundenstamm', 'db.system': 'postgresql' },
    severityText: 'DEBUG',
    canaries: ['Lena Fischer', 'lena.fischer@web.de', 'DE11 1001 0010 0942 8173 65'],
    keep: ['insert into "public"."customer" ("name", "email", "iban") values (?, ?, ?)', 'Affected row(s)          : 1', 'org.jooq.tools.LoggerListener'],
  },
  {
    id: 'db2-043-jooq-plan-no-pii',
    family: 'jooq-logger',
    body:
      'Executing query          : update "shop"."plan" set "name" = ?, "monthly_price" = ? where "shop"."plan"."id" = ?\n' +
      '-> with bind values      : update "shop"."plan" set "name" = \'Team Plus\', "monthly_price" = 49.00 where "shop"."plan"."id" = 4\n' +
      'Affected row(s)          : 1',
    attributes: { 'log.logger': 'org.jooq.tools.LoggerListener', 'service.name': 'billing', 'db.system': 'postgresql' },
    severityText: 'DEBUG',
    canaries: [],
    keep: ['update "shop"."plan" set "name" = \'Team Plus\', "monthly_price" = 49.00 where "shop"."plan"."id" = 4', 'Affected row(s)          : 1'],
  },
  // ---------------------------------------------------------------- SQL Server / SqlClient / Dapper
  {
    id: 'db2-044-sqlclient-truncated-value-street',
    family: 'sqlserver-error',
    body:
      "Microsoft.Data.SqlClient.SqlException (0x80131904): String or binary data would be truncated in table 'CrmDb.dbo.Addresses', column 'Street'. " +
      "Truncated value: 'Prinsengracht 263, 3e verdiepi'.\nThe statement has been terminated.",
    attributes: {
      'exception.type': 'Microsoft.Data.SqlClient.SqlException',
      'db.system': 'mssql',
      'service.name': 'Crm.Api',
      'db.mssql.error_number': 2628,
    },
    severityText: 'ERROR',
    canaries: ['Prinsengracht 263, 3e verdiepi'],
    keep: ["String or binary data would be truncated in table 'CrmDb.dbo.Addresses', column 'Street'.", 'The statement has been terminated.', 'Microsoft.Data.SqlClient.SqlException'],
  },
  {
    id: 'db2-045-sqlclient-conversion-failed-name',
    family: 'sqlserver-error',
    body:
      "Microsoft.Data.SqlClient.SqlException (0x80131904): Conversion failed when converting the nvarchar value 'Daan de Vries' to data type int.\n" +
      '   at Microsoft.Data.SqlClient.SqlConnection.OnError(SqlException exception, Boolean breakConnection, Action`1 wrapCloseInAction)\n' +
      'ClientConnectionId:3c1f9a2e-7b40-4d8e-a2c5-91e06f4b7d18\nError Number:245,State:1,Class:16',
    attributes: { 'exception.type': 'Microsoft.Data.SqlClient.SqlException', 'db.system': 'mssql', 'service.name': 'Crm.Api' },
    severityText: 'ERROR',
    canaries: ['Daan de Vries'],
    keep: ['Conversion failed when converting the nvarchar value', 'to data type int.', 'Error Number:245,State:1,Class:16', 'ClientConnectionId:3c1f9a2e-7b40-4d8e-a2c5-91e06f4b7d18'],
  },
  {
    id: 'db2-046-dapper-miniprofiler-declare-bsn',
    family: 'sqlclient-dapper',
    body:
      "DECLARE @Bsn nvarchar(9) = N'274318659',\n" +
      "        @Phone nvarchar(14) = N'+31 6 27148390',\n" +
      '        @Id int = 1187;\n\n' +
      'UPDATE dbo.Patients SET Bsn = @Bsn, Phone = @Phone WHERE PatientId = @Id;',
    attributes: { 'log.logger': 'StackExchange.Profiling.MiniProfiler', 'db.system': 'mssql', 'service.name': 'Zorg.Portaal', 'code.function': 'PatientRepository.UpdateContactAsync' },
    severityText: 'DEBUG',
    canaries: ['274318659', '+31 6 27148390'],
    keep: ['UPDATE dbo.Patients SET Bsn = @Bsn, Phone = @Phone WHERE PatientId = @Id;', '@Id int = 1187;', 'PatientRepository.UpdateContactAsync'],
  },
  {
    id: 'db2-047-sqlserver-fk-conflict-no-pii',
    family: 'sqlserver-error',
    body:
      'Msg 547, Level 16, State 0, Line 1\n' +
      'The INSERT statement conflicted with the FOREIGN KEY constraint "FK_OrderLines_Products". The conflict occurred in database "ShopDb", table "dbo.Products", column \'ProductId\'.\n' +
      'The statement has been terminated.',
    attributes: { 'db.system': 'mssql', 'service.name': 'Shop.Orders', 'exception.type': 'Microsoft.Data.SqlClient.SqlException' },
    severityText: 'ERROR',
    canaries: [],
    keep: ['Msg 547, Level 16, State 0, Line 1', 'FK_OrderLines_Products', 'The conflict occurred in database "ShopDb", table "dbo.Products", column \'ProductId\'.'],
  },
  {
    id: 'db2-048-sqlserver-merge-upsert-phone',
    family: 'upsert',
    body:
      "MERGE dbo.Contacts AS t USING (VALUES (N'ahmed.elsayed@gmail.com', N'Ahmed El-Sayed', N'+20 100 482 7193')) AS s (Email, FullName, Phone) " +
      'ON t.Email = s.Email WHEN MATCHED THEN UPDATE SET t.FullName = s.FullName, t.Phone = s.Phone ' +
      'WHEN NOT MATCHED THEN INSERT (Email, FullName, Phone) VALUES (s.Email, s.FullName, s.Phone);',
    attributes: { 'db.system': 'mssql', 'service.name': 'Contacts.Sync', 'log.logger': 'Contacts.Sync.SqlTrace', 'db.operation': 'MERGE' },
    severityText: 'DEBUG',
    canaries: ['ahmed.elsayed@gmail.com', 'Ahmed El-Sayed', '+20 100 482 7193'],
    keep: ['MERGE dbo.Contacts AS t USING (VALUES (', 'AS s (Email, FullName, Phone) ON t.Email = s.Email WHEN MATCHED THEN UPDATE SET t.FullName = s.FullName'],
  },
  // ---------------------------------------------------------------- pgx
  {
    id: 'db2-049-pgx-tracelog-insert',
    family: 'pgx-tracelog',
    body:
      'time=2026-11-30T10:22:08.114Z level=INFO msg=Query sql="INSERT INTO users (email, full_name, phone) VALUES ($1, $2, $3) RETURNING id" ' +
      'args="[e.okafor@gmail.com Emeka Okafor +2348034182290]" time=1.532ms commandTag="INSERT 0 1" pid=48213',
    attributes: { 'service.name': 'identity', 'db.system': 'postgresql', 'log.logger': 'pgx' },
    severityText: 'INFO',
    canaries: ['e.okafor@gmail.com', 'Emeka Okafor', '+2348034182290'],
    keep: ['msg=Query sql="INSERT INTO users (email, full_name, phone) VALUES ($1, $2, $3) RETURNING id"', 'commandTag="INSERT 0 1"', 'pid=48213'],
  },
  {
    id: 'db2-050-pgx-tracelog-job-no-pii',
    family: 'pgx-tracelog',
    body:
      'time=2026-11-30T10:22:09.020Z level=INFO msg=Query sql="UPDATE jobs SET state = $1, finished_at = now() WHERE id = $2" ' +
      'args="[done 3f9c1e7a-52b4-4d0e-9a61-8c2f7b0e4d19]" time=0.811ms commandTag="UPDATE 1" pid=48213',
    attributes: { 'service.name': 'scheduler', 'db.system': 'postgresql', 'log.logger': 'pgx' },
    severityText: 'INFO',
    canaries: [],
    keep: ['UPDATE jobs SET state = $1, finished_at = now() WHERE id = $2', 'args="[done 3f9c1e7a-52b4-4d0e-9a61-8c2f7b0e4d19]"', 'commandTag="UPDATE 1"'],
  },
  {
    id: 'db2-051-pgx-tracelog-error-birth-date',
    family: 'pgx-tracelog',
    body:
      'time=2026-11-30T10:22:11.207Z level=ERROR msg=Query err="ERROR: date/time field value out of range: \\"31/12/1989\\" (SQLSTATE 22008)" ' +
      'sql="UPDATE patients SET birth_date = $1, nhs_number = $2 WHERE id = $3" args="[31/12/1989 4852179301 7731]" time=0.402ms pid=48213',
    attributes: { 'service.name': 'gp-records', 'db.system': 'postgresql', 'log.logger': 'pgx' },
    severityText: 'ERROR',
    canaries: ['31/12/1989', '4852179301'],
    keep: ['date/time field value out of range', '(SQLSTATE 22008)', 'UPDATE patients SET birth_date = $1, nhs_number = $2 WHERE id = $3'],
  },
  // ---------------------------------------------------------------- node-postgres
  {
    id: 'db2-052-node-postgres-query-values',
    family: 'node-postgres',
    body:
      "query failed { text: 'UPDATE users SET phone = $1, address = $2 WHERE id = $3', values: [ '+34 655 902 118', 'Calle de Alcalá 148, 3º B, 28009 Madrid', 4411 ] }",
    attributes: {
      'service.name': 'perfil-api',
      'db.system': 'postgresql',
      'exception.type': 'DatabaseError',
      'exception.message': 'value too long for type character varying(32)',
    },
    severityText: 'ERROR',
    canaries: ['+34 655 902 118', 'Calle de Alcalá 148, 3º B, 28009 Madrid'],
    keep: ["text: 'UPDATE users SET phone = $1, address = $2 WHERE id = $3'", 'value too long for type character varying(32)', 'DatabaseError'],
  },
  {
    id: 'db2-053-node-postgres-error-object-failing-row',
    family: 'node-postgres',
    body: `error: new row for relation "patients" violates check constraint "patients_nhs_number_check"
    at Parser.parseErrorMessage (/app/node_modules/pg-protocol/dist/parser.js:283:98) {
  length: 318,
  severity: 'ERROR',
  code: '23514',
  detail: 'Failing row contains (2209, Oliver Bennett, 1979-05-02, 602 418 3755, null).',
  hint: undefined,
  position: undefined,
  schema: 'public',
  table: 'patients',
  column: undefined,
  dataType: undefined,
  constraint: 'patients_nhs_number_check',
  file: 'execMain.c',
  line: '2005',
  routine: 'ExecConstraints'
}`,
    attributes: { 'service.name': 'gp-records', 'db.system': 'postgresql', 'exception.type': 'error' },
    severityText: 'ERROR',
    canaries: ['Oliver Bennett', '1979-05-02', '602 418 3755'],
    keep: ['violates check constraint "patients_nhs_number_check"', "code: '23514'", "routine: 'ExecConstraints'", 'pg-protocol/dist/parser.js:283:98'],
  },
  {
    id: 'db2-054-node-postgres-values-no-pii',
    family: 'node-postgres',
    body:
      "slow query 1843ms { text: 'SELECT id, total_cents FROM orders WHERE status = $1 AND created_at >= $2 ORDER BY created_at LIMIT $3', values: [ 'refunded', '2026-11-01T00:00:00.000Z', 500 ] }",
    attributes: { 'service.name': 'reporting', 'db.system': 'postgresql' },
    severityText: 'WARN',
    canaries: [],
    keep: ["values: [ 'refunded', '2026-11-01T00:00:00.000Z', 500 ]", 'SELECT id, total_cents FROM orders WHERE status = $1', 'slow query 1843ms'],
  },
  // ---------------------------------------------------------------- Spring JdbcTemplate
  {
    id: 'db2-055-spring-executing-prepared-no-pii',
    family: 'spring-jdbctemplate',
    body: 'Executing prepared SQL statement [UPDATE customer SET phone = ? WHERE id = ?]',
    attributes: { 'log.logger': 'org.springframework.jdbc.core.JdbcTemplate', 'service.name': 'klant-service', 'thread.name': 'http-nio-8080-exec-3' },
    severityText: 'DEBUG',
    canaries: [],
    keep: ['Executing prepared SQL statement [UPDATE customer SET phone = ? WHERE id = ?]', 'org.springframework.jdbc.core.JdbcTemplate'],
  },
  {
    id: 'db2-056-spring-setting-parameter-phone',
    family: 'spring-jdbctemplate',
    body: 'Setting SQL statement parameter value: column index 1, parameter value [+31 6 51 93 82 04], value class [java.lang.String], SQL type unknown',
    attributes: { 'log.logger': 'org.springframework.jdbc.core.StatementCreatorUtils', 'service.name': 'klant-service', 'thread.name': 'http-nio-8080-exec-3' },
    severityText: 'TRACE',
    canaries: ['+31 6 51 93 82 04'],
    keep: ['Setting SQL statement parameter value: column index 1, parameter value', 'value class [java.lang.String], SQL type unknown', 'org.springframework.jdbc.core.StatementCreatorUtils'],
  },
  {
    id: 'db2-057-spring-select-by-email-two-lines',
    family: 'spring-jdbctemplate',
    body:
      'Executing prepared SQL statement [SELECT id, first_name, last_name FROM customer WHERE email = ?]\n' +
      'Setting SQL statement parameter value: column index 1, parameter value [zeynep.kaya@hotmail.com.tr], value class [java.lang.String], SQL type unknown',
    attributes: { 'log.logger': 'org.springframework.jdbc.core.JdbcTemplate', 'service.name': 'musteri-api' },
    severityText: 'TRACE',
    canaries: ['zeynep.kaya@hotmail.com.tr'],
    keep: ['Executing prepared SQL statement [SELECT id, first_name, last_name FROM customer WHERE email = ?]', 'value class [java.lang.String], SQL type unknown'],
  },
  {
    id: 'db2-058-spring-setting-parameter-sku-no-pii',
    family: 'spring-jdbctemplate',
    body: 'Setting SQL statement parameter value: column index 2, parameter value [SKU-77120-RED-M], value class [java.lang.String], SQL type 12',
    attributes: { 'log.logger': 'org.springframework.jdbc.core.StatementCreatorUtils', 'service.name': 'catalog-service' },
    severityText: 'TRACE',
    canaries: [],
    keep: ['Setting SQL statement parameter value: column index 2, parameter value [SKU-77120-RED-M], value class [java.lang.String], SQL type 12'],
  },
  {
    id: 'db2-059-spring-data-integrity-no-pii',
    family: 'spring-jdbctemplate',
    body:
      'org.springframework.dao.DataIntegrityViolationException: PreparedStatementCallback; SQL [INSERT INTO employee (nino, full_name, start_date) VALUES (?, ?, ?)]; ' +
      'ERROR: value too long for type character varying(9)',
    attributes: { 'exception.type': 'org.springframework.dao.DataIntegrityViolationException', 'service.name': 'hr-payroll', 'db.system': 'postgresql' },
    severityText: 'ERROR',
    canaries: [],
    keep: ['PreparedStatementCallback; SQL [INSERT INTO employee (nino, full_name, start_date) VALUES (?, ?, ?)]', 'ERROR: value too long for type character varying(9)'],
  },
  {
    id: 'db2-060-spring-field-error-rejected-values',
    family: 'spring-validation',
    body:
      "Validation failed for argument [0] in public org.springframework.http.ResponseEntity<com.example.crm.CustomerDto> com.example.crm.CustomerController.create(com.example.crm.CustomerRequest) with 2 errors: " +
      "[Field error in object 'customerRequest' on field 'email': rejected value [sofia.rossi@@gmail.com]; codes [Email.customerRequest.email,Email.email,Email.java.lang.String,Email]; " +
      "arguments [org.springframework.context.support.DefaultMessageSourceResolvable: codes [customerRequest.email,email]; arguments []; default message [email]]; default message [must be a well-formed email address]] " +
      "[Field error in object 'customerRequest' on field 'codiceFiscale': rejected value [RSSMRA85M10H501S]; codes [Pattern.customerRequest.codiceFiscale,Pattern.codiceFiscale,Pattern.java.lang.String,Pattern]; " +
      'arguments [org.springframework.context.support.DefaultMessageSourceResolvable: codes [customerRequest.codiceFiscale,codiceFiscale]; arguments []; default message [codiceFiscale]]; default message [codice fiscale non valido per la data di nascita]]',
    attributes: {
      'exception.type': 'org.springframework.web.bind.MethodArgumentNotValidException',
      'log.logger': 'org.springframework.web.servlet.mvc.method.annotation.ExceptionHandlerExceptionResolver',
      'service.name': 'anagrafica',
    },
    severityText: 'WARN',
    canaries: ['sofia.rossi@@gmail.com', 'RSSMRA85M10H501S'],
    keep: ["Field error in object 'customerRequest' on field 'email': rejected value", 'default message [must be a well-formed email address]', 'org.springframework.web.bind.MethodArgumentNotValidException'],
  },
  // ---------------------------------------------------------------- PostgreSQL server log
  {
    id: 'db2-061-postgres-log-statement-execute-detail',
    family: 'postgres-log-statement',
    body:
      '2026-11-30 10:22:31.418 UTC [48213] app@crm LOG:  execute <unnamed>: INSERT INTO customers (full_name, email) VALUES ($1, $2)\n' +
      "2026-11-30 10:22:31.418 UTC [48213] app@crm DETAIL:  parameters: $1 = 'Chloé Martin', $2 = 'chloe.martin@orange.fr'",
    attributes: { 'service.name': 'postgresql', 'db.system': 'postgresql', 'log.file.name': 'postgresql-2026-11-30_000000.log' },
    severityText: 'LOG',
    canaries: ['Chloé Martin', 'chloe.martin@orange.fr'],
    keep: ['LOG:  execute <unnamed>: INSERT INTO customers (full_name, email) VALUES ($1, $2)', 'DETAIL:  parameters: $1 = ', 'postgresql-2026-11-30_000000.log'],
  },
  {
    id: 'db2-062-postgres-log-statement-simple',
    family: 'postgres-log-statement',
    body: "2026-11-30 10:23:05.009 UTC [48377] app@medlem LOG:  statement: UPDATE members SET phone = '+46 70 384 21 95', city = 'Uppsala' WHERE member_id = 3390",
    attributes: { 'service.name': 'postgresql', 'db.system': 'postgresql' },
    severityText: 'LOG',
    canaries: ['+46 70 384 21 95'],
    keep: ['LOG:  statement: UPDATE members SET phone = ', 'WHERE member_id = 3390'],
  },
  {
    id: 'db2-063-postgres-log-statement-params-no-pii',
    family: 'postgres-log-statement',
    body:
      '2026-11-30 10:23:40.551 UTC [48377] app@shop LOG:  execute S_7: UPDATE orders SET status = $1, updated_at = $2 WHERE order_uuid = $3\n' +
      "2026-11-30 10:23:40.551 UTC [48377] app@shop DETAIL:  parameters: $1 = 'CANCELLED', $2 = '2026-11-30 10:23:40.548+00', $3 = 'b9e2c4d1-08f3-4a7e-b6d5-1c3f9e0a2b77'",
    attributes: { 'service.name': 'postgresql', 'db.system': 'postgresql' },
    severityText: 'LOG',
    canaries: [],
    keep: ["$1 = 'CANCELLED'", 'b9e2c4d1-08f3-4a7e-b6d5-1c3f9e0a2b77', 'execute S_7: UPDATE orders SET status = $1, updated_at = $2 WHERE order_uuid = $3'],
  },
  {
    id: 'db2-064-postgres-slow-query-inline-email',
    family: 'postgres-slow-query',
    body:
      '2026-11-30 10:25:02.731 UTC [50117] reporting@crm LOG:  duration: 1532.114 ms  statement: SELECT o.id, o.total FROM orders o JOIN customers c ON c.id = o.customer_id ' +
      "WHERE c.email = 'hiroshi.tanaka@docomo.ne.jp' ORDER BY o.created_at DESC",
    attributes: { 'service.name': 'postgresql', 'db.system': 'postgresql' },
    severityText: 'LOG',
    canaries: ['hiroshi.tanaka@docomo.ne.jp'],
    keep: ['LOG:  duration: 1532.114 ms  statement: SELECT o.id, o.total FROM orders o JOIN customers c ON c.id = o.customer_id', 'ORDER BY o.created_at DESC'],
  },
  {
    id: 'db2-065-postgres-slow-execute-iban',
    family: 'postgres-slow-query',
    body:
      '2026-11-30 10:26:14.090 UTC [50241] app@bank LOG:  duration: 812.407 ms  execute S_3: SELECT * FROM accounts WHERE iban = $1\n' +
      "2026-11-30 10:26:14.090 UTC [50241] app@bank DETAIL:  parameters: $1 = 'NL03RABO0318274655'",
    attributes: { 'service.name': 'postgresql', 'db.system': 'postgresql' },
    severityText: 'LOG',
    canaries: ['NL03RABO0318274655'],
    keep: ['duration: 812.407 ms  execute S_3: SELECT * FROM accounts WHERE iban = $1', 'DETAIL:  parameters: $1 = '],
  },
  {
    id: 'db2-066-postgres-slow-delete-no-pii',
    family: 'postgres-slow-query',
    body: "2026-11-30 10:27:00.003 UTC [50302] cron@shop LOG:  duration: 2210.551 ms  statement: DELETE FROM sessions WHERE expires_at < '2026-11-29 00:00:00+00'",
    attributes: { 'service.name': 'postgresql', 'db.system': 'postgresql' },
    severityText: 'LOG',
    canaries: [],
    keep: ["duration: 2210.551 ms  statement: DELETE FROM sessions WHERE expires_at < '2026-11-29 00:00:00+00'", 'cron@shop'],
  },
  {
    id: 'db2-067-postgres-error-statement-nino',
    family: 'postgres-error-detail',
    body:
      '2026-11-30 10:28:47.612 UTC [50418] hr@payroll ERROR:  value too long for type character varying(24)\n' +
      "2026-11-30 10:28:47.612 UTC [50418] hr@payroll STATEMENT:  INSERT INTO employees (full_name, nino, start_date) VALUES ('Margaret Ellen Fitzgerald-Hughes', 'JT 48 26 13 C', '2026-12-01')",
    attributes: { 'service.name': 'postgresql', 'db.system': 'postgresql' },
    severityText: 'ERROR',
    canaries: ['Margaret Ellen Fitzgerald-Hughes', 'JT 48 26 13 C'],
    keep: ['ERROR:  value too long for type character varying(24)', 'STATEMENT:  INSERT INTO employees (full_name, nino, start_date) VALUES ('],
  },
  {
    id: 'db2-068-postgres-check-failing-row',
    family: 'postgres-error-detail',
    body:
      'ERROR:  new row for relation "customers" violates check constraint "customers_email_check"\n' +
      'DETAIL:  Failing row contains (812, Jan Novák, jan.novak@@seznam.cz, null, 2026-11-30 10:22:31.418+00).',
    attributes: { 'service.name': 'eshop-cz', 'db.system': 'postgresql', 'exception.type': 'psycopg.errors.CheckViolation' },
    severityText: 'ERROR',
    canaries: ['Jan Novák', 'jan.novak@@seznam.cz'],
    keep: ['violates check constraint "customers_email_check"', 'DETAIL:  Failing row contains (812, ', 'psycopg.errors.CheckViolation'],
  },
  {
    id: 'db2-069-postgres-not-null-failing-row',
    family: 'postgres-error-detail',
    body:
      'ERROR:  null value in column "email" of relation "patients" violates not-null constraint\n' +
      'DETAIL:  Failing row contains (2210, Fatima Zahra El Idrissi, 1984-10-23, null).',
    attributes: { 'service.name': 'clinique-rdv', 'db.system': 'postgresql', 'exception.type': 'psycopg2.errors.NotNullViolation' },
    severityText: 'ERROR',
    canaries: ['Fatima Zahra El Idrissi', '1984-10-23'],
    keep: ['null value in column "email" of relation "patients" violates not-null constraint', 'Failing row contains (2210, ', 'psycopg2.errors.NotNullViolation'],
  },
  {
    id: 'db2-070-postgres-fk-no-pii',
    family: 'postgres-error-detail',
    body:
      'ERROR:  insert or update on table "order_items" violates foreign key constraint "order_items_product_id_fkey"\n' +
      'DETAIL:  Key (product_id)=(90231) is not present in table "products".',
    attributes: { 'service.name': 'order-svc', 'db.system': 'postgresql', 'exception.type': 'psycopg2.errors.ForeignKeyViolation' },
    severityText: 'ERROR',
    canaries: [],
    keep: ['order_items_product_id_fkey', 'Key (product_id)=(90231) is not present in table "products".'],
  },
  {
    id: 'db2-071-postgres-invalid-integer-context',
    family: 'postgres-error-detail',
    body:
      'ERROR:  invalid input syntax for type integer: "Björn"\n' +
      "CONTEXT:  unnamed portal parameter $1 = 'Björn'\n" +
      'STATEMENT:  INSERT INTO members (age, first_name, last_name) VALUES ($1, $2, $3)',
    attributes: {
      'service.name': 'medlem-service',
      'db.system': 'postgresql',
      'db.query.parameters': ['Björn', '42', 'Åkesson'],
    },
    severityText: 'ERROR',
    canaries: ['Björn', 'Åkesson'],
    keep: ['invalid input syntax for type integer:', 'INSERT INTO members (age, first_name, last_name) VALUES ($1, $2, $3)', 'unnamed portal parameter $1'],
  },
  // ---------------------------------------------------------------- MySQL logs
  {
    id: 'db2-072-mysql-general-log-query',
    family: 'mysql-general-log',
    body:
      "2026-11-30T10:31:07.512844Z\t   41 Query\tINSERT INTO customers (name, email, phone) VALUES ('Kenji Watanabe', 'k.watanabe@softbank.ne.jp', '090-3817-5524')",
    attributes: { 'service.name': 'mysqld', 'db.system': 'mysql', 'log.file.name': 'general.log' },
    severityText: 'INFO',
    canaries: ['Kenji Watanabe', 'k.watanabe@softbank.ne.jp', '090-3817-5524'],
    keep: ['INSERT INTO customers (name, email, phone) VALUES (', '2026-11-30T10:31:07.512844Z', 'general.log'],
  },
  {
    id: 'db2-073-mysql-general-log-execute-address',
    family: 'mysql-general-log',
    body: "2026-11-30T10:31:09.004112Z\t   41 Execute\tUPDATE customers SET address_line1 = '3-14-7 Ebisu, Shibuya-ku', postcode = '150-0013' WHERE id = 9021",
    attributes: { 'service.name': 'mysqld', 'db.system': 'mysql', 'log.file.name': 'general.log' },
    severityText: 'INFO',
    canaries: ['3-14-7 Ebisu, Shibuya-ku'],
    keep: ['Execute\tUPDATE customers SET address_line1 = ', 'WHERE id = 9021'],
  },
  {
    id: 'db2-074-mysql-general-log-no-pii',
    family: 'mysql-general-log',
    body:
      "2026-11-30T10:31:10.100023Z\t   42 Connect\tapp@10.0.3.14 on shop using TCP/IP\n2026-11-30T10:31:10.100391Z\t   42 Query\tUPDATE inventory SET qty = qty - 2 WHERE sku = 'JP-MUG-0042'",
    attributes: { 'service.name': 'mysqld', 'db.system': 'mysql', 'log.file.name': 'general.log' },
    severityText: 'INFO',
    canaries: [],
    keep: ["UPDATE inventory SET qty = qty - 2 WHERE sku = 'JP-MUG-0042'", 'on shop using TCP/IP'],
  },
  {
    id: 'db2-075-mysql-slow-log-dni',
    family: 'mysql-slow-log',
    body:
      '# Time: 2026-11-30T10:40:12.882104Z\n' +
      '# User@Host: app[app] @  [10.0.3.14]  Id:    57\n' +
      '# Query_time: 2.314159  Lock_time: 0.000112 Rows_sent: 1  Rows_examined: 1482231\n' +
      'SET timestamp=1796035212;\n' +
      "SELECT id, nombre_completo FROM clientes WHERE documento = '71930465N';",
    attributes: { 'service.name': 'mysqld', 'db.system': 'mysql', 'log.file.name': 'slow.log' },
    severityText: 'WARN',
    canaries: ['71930465N'],
    keep: ['# Query_time: 2.314159  Lock_time: 0.000112 Rows_sent: 1  Rows_examined: 1482231', 'SELECT id, nombre_completo FROM clientes WHERE documento = '],
  },
  {
    id: 'db2-076-mysql-incorrect-date-value',
    family: 'mysql-value-error',
    body: "(1292, \"Incorrect date value: '03/05/1979' for column 'birth_date' at row 1\")",
    attributes: {
      'exception.type': 'pymysql.err.DataError',
      'service.name': 'enrolment',
      'db.system': 'mysql',
      'db.statement': "INSERT INTO students (full_name, birth_date) VALUES ('Kwame Mensah', '03/05/1979')",
    },
    severityText: 'ERROR',
    canaries: ['03/05/1979', 'Kwame Mensah'],
    keep: ["for column 'birth_date' at row 1", 'Incorrect date value:', 'pymysql.err.DataError'],
  },
  {
    id: 'db2-077-mysql-incorrect-integer-value',
    family: 'mysql-value-error',
    body: "SQLSTATE[HY000]: General error: 1366 Incorrect integer value: 'Ahmed' for column 'age' at row 1",
    attributes: { 'exception.type': 'PDOException', 'service.name': 'clinic-portal', 'db.system': 'mysql', 'code.function': 'App\\Repository\\PatientRepository::save' },
    severityText: 'ERROR',
    canaries: ['Ahmed'],
    keep: ["General error: 1366 Incorrect integer value:", "for column 'age' at row 1", 'App\\Repository\\PatientRepository::save'],
  },
  {
    id: 'db2-078-mysql-on-duplicate-key-update-no-pii',
    family: 'upsert',
    body:
      "INSERT INTO inventory_snapshot (sku, warehouse_id, qty, taken_at) VALUES ('EU-DESK-1400', 3, 27, '2026-11-30 00:00:00') " +
      'ON DUPLICATE KEY UPDATE qty = VALUES(qty), taken_at = VALUES(taken_at)',
    attributes: { 'service.name': 'wms', 'db.system': 'mysql', 'log.logger': 'wms.sql' },
    severityText: 'DEBUG',
    canaries: [],
    keep: ["VALUES ('EU-DESK-1400', 3, 27, '2026-11-30 00:00:00')", 'ON DUPLICATE KEY UPDATE qty = VALUES(qty), taken_at = VALUES(taken_at)'],
  },
  {
    id: 'db2-079-mysql-on-duplicate-key-update-card',
    family: 'upsert',
    body:
      "INSERT INTO saved_cards (customer_id, cardholder, pan, exp) VALUES (5521, 'Marta Kowalczyk', '5457621903842151', '09/29') " +
      'ON DUPLICATE KEY UPDATE cardholder = VALUES(cardholder), pan = VALUES(pan), exp = VALUES(exp)',
    attributes: { 'service.name': 'legacy-checkout', 'db.system': 'mysql', 'log.logger': 'checkout.sql' },
    severityText: 'DEBUG',
    canaries: ['Marta Kowalczyk', '5457621903842151'],
    keep: ['INSERT INTO saved_cards (customer_id, cardholder, pan, exp) VALUES (5521, ', 'ON DUPLICATE KEY UPDATE cardholder = VALUES(cardholder)'],
  },
  // ---------------------------------------------------------------- SQL Server XML
  {
    id: 'db2-080-sqlserver-deadlock-inputbuf',
    family: 'sqlserver-xml',
    body:
      '<deadlock><victim-list><victimProcess id="process1e3c4a8c8"/></victim-list><process-list>' +
      '<process id="process1e3c4a8c8" taskpriority="0" logused="0" waitresource="KEY: 7:72057594045136896 (8194443284a0)" waittime="3412" ownerId="1348221" ' +
      'transactionname="user_transaction" lasttranstarted="2026-11-30T10:40:01.117" lockMode="U" schedulerid="2" kpid="8812" status="suspended" spid="61" ' +
      'clientapp="Core Microsoft SqlClient Data Provider" hostname="WEB-02" loginname="shop_app" isolationlevel="read committed (2)">' +
      '<executionStack><frame procname="adhoc" line="1" stmtstart="58">UPDATE dbo.Customers SET Email = N&apos;priya.raman@outlook.com&apos; WHERE CustomerId = 5521</frame></executionStack>' +
      '<inputbuf>UPDATE dbo.Customers SET Email = N\'priya.raman@outlook.com\' WHERE CustomerId = 5521</inputbuf></process>' +
      '<process id="process1e3c4b468" spid="74" loginname="shop_app" isolationlevel="read committed (2)"><inputbuf>UPDATE dbo.Orders SET Status = N\'PACKED\' WHERE CustomerId = 5521</inputbuf></process>' +
      '</process-list></deadlock>',
    attributes: { 'db.system': 'mssql', 'service.name': 'sqlserver-xe', 'event.name': 'xml_deadlock_report' },
    severityText: 'WARN',
    canaries: ['priya.raman@outlook.com'],
    keep: ['<victimProcess id="process1e3c4a8c8"/>', 'waitresource="KEY: 7:72057594045136896 (8194443284a0)"', "UPDATE dbo.Orders SET Status = N'PACKED' WHERE CustomerId = 5521", 'xml_deadlock_report'],
  },
  {
    id: 'db2-081-sqlserver-xe-batch-ssn',
    family: 'sqlserver-xml',
    body:
      '<event name="sql_batch_completed" package="sqlserver" timestamp="2026-11-30T10:45:03.118Z"><data name="duration"><value>48211</value></data>' +
      '<data name="row_count"><value>1</value></data><data name="batch_text"><value>INSERT INTO dbo.Employees (FullName, SSN, HireDate) ' +
      "VALUES (N'Marcus Bell', '219-73-5406', '2026-12-01')</value></data></event>",
    attributes: { 'db.system': 'mssql', 'service.name': 'sqlserver-xe', 'event.name': 'sql_batch_completed' },
    severityText: 'INFO',
    canaries: ['Marcus Bell', '219-73-5406'],
    keep: ['<event name="sql_batch_completed" package="sqlserver"', '<data name="duration"><value>48211</value></data>', 'INSERT INTO dbo.Employees (FullName, SSN, HireDate)'],
  },
  {
    id: 'db2-082-sqlserver-xe-rpc-sp-executesql',
    family: 'sqlserver-xml',
    body:
      '<event name="rpc_completed" package="sqlserver" timestamp="2026-11-30T10:46:19.402Z"><data name="statement"><value>' +
      "exec sp_executesql N'UPDATE dbo.Travellers SET PassportNo = @p0, Nationality = @p1 WHERE TravellerId = @p2',N'@p0 nvarchar(9),@p1 nchar(3),@p2 int'," +
      "@p0=N'548213976',@p1=N'GBR',@p2=30417</value></data></event>",
    attributes: { 'db.system': 'mssql', 'service.name': 'sqlserver-xe', 'event.name': 'rpc_completed' },
    severityText: 'INFO',
    canaries: ['548213976'],
    keep: ["exec sp_executesql N'UPDATE dbo.Travellers SET PassportNo = @p0, Nationality = @p1 WHERE TravellerId = @p2'", '@p2=30417', 'rpc_completed'],
  },
  {
    id: 'db2-083-sqlserver-deadlock-no-pii',
    family: 'sqlserver-xml',
    body:
      '<deadlock><victim-list><victimProcess id="process2a7f10c28"/></victim-list><process-list>' +
      '<process id="process2a7f10c28" waitresource="PAGE: 7:1:884213" lockMode="X" spid="88" loginname="wms_app"><inputbuf>UPDATE dbo.Stock SET Qty = Qty - 1 WHERE Sku = N\'SKU-77120\'</inputbuf></process>' +
      '<process id="process2a7f11a08" waitresource="PAGE: 7:1:884209" lockMode="X" spid="93" loginname="wms_app"><inputbuf>Proc [Database Id = 7 Object Id = 1781581385]</inputbuf></process>' +
      '</process-list></deadlock>',
    attributes: { 'db.system': 'mssql', 'service.name': 'sqlserver-xe', 'event.name': 'xml_deadlock_report' },
    severityText: 'WARN',
    canaries: [],
    keep: ["UPDATE dbo.Stock SET Qty = Qty - 1 WHERE Sku = N'SKU-77120'", 'Proc [Database Id = 7 Object Id = 1781581385]', 'PAGE: 7:1:884213'],
  },
  // ---------------------------------------------------------------- Oracle
  {
    id: 'db2-084-oracle-ora-01400-with-statement',
    family: 'oracle-ora',
    body:
      'ORA-01400: cannot insert NULL into ("HR"."EMPLOYEES"."EMAIL")\n' +
      "Failed SQL: INSERT INTO HR.EMPLOYEES (EMPLOYEE_ID, FIRST_NAME, LAST_NAME, PHONE_NUMBER, EMAIL) VALUES (9012, 'Aoife', 'Byrne', '+353 87 214 9903', NULL)",
    attributes: { 'db.system': 'oracle', 'service.name': 'hr-sync', 'exception.type': 'java.sql.SQLIntegrityConstraintViolationException' },
    severityText: 'ERROR',
    canaries: ['Aoife', 'Byrne', '+353 87 214 9903'],
    keep: ['ORA-01400: cannot insert NULL into ("HR"."EMPLOYEES"."EMAIL")', 'INSERT INTO HR.EMPLOYEES (EMPLOYEE_ID, FIRST_NAME, LAST_NAME, PHONE_NUMBER, EMAIL) VALUES (9012, '],
  },
  {
    id: 'db2-085-oracle-ora-12899-no-pii',
    family: 'oracle-ora',
    body: 'ORA-12899: value too large for column "SHOP"."CUSTOMERS"."POSTCODE" (actual: 12, maximum: 8)',
    attributes: { 'db.system': 'oracle', 'service.name': 'shop-import', 'exception.type': 'oracle.jdbc.OracleDatabaseException' },
    severityText: 'ERROR',
    canaries: [],
    keep: ['ORA-12899: value too large for column "SHOP"."CUSTOMERS"."POSTCODE" (actual: 12, maximum: 8)'],
  },
  {
    id: 'db2-086-oracle-23ai-ora-03301-details',
    family: 'oracle-ora',
    body:
      'ORA-00001: unique constraint (CRM.UK_CUST_PASSPORT) violated on table CRM.CUSTOMERS columns (PASSPORT_NO)\n' +
      "ORA-03301: (ORA-00001 details) row with column values (PASSPORT_NO:'CF7K92LT4') already exists\n" +
      'https://docs.oracle.com/error-help/db/ora-00001/',
    attributes: { 'db.system': 'oracle', 'service.name': 'kundenportal', 'exception.type': 'java.sql.SQLIntegrityConstraintViolationException' },
    severityText: 'ERROR',
    canaries: ['CF7K92LT4'],
    keep: ['ORA-00001: unique constraint (CRM.UK_CUST_PASSPORT) violated on table CRM.CUSTOMERS columns (PASSPORT_NO)', 'ORA-03301: (ORA-00001 details) row with column values', 'https://docs.oracle.com/error-help/db/ora-00001/'],
  },
  {
    id: 'db2-087-oracle-ora-01861-pesel',
    family: 'oracle-ora',
    body: 'java.sql.SQLDataException: ORA-01861: literal does not match format string\n\nhttps://docs.oracle.com/error-help/db/ora-01861/',
    attributes: {
      'db.system': 'oracle',
      'service.name': 'przychodnia',
      'exception.type': 'java.sql.SQLDataException',
      'db.statement': "UPDATE PACJENCI SET PESEL = '75032206177', DATA_URODZENIA = TO_DATE('1975-03-22', 'DD.MM.YYYY') WHERE PACJENT_ID = 4410",
    },
    severityText: 'ERROR',
    canaries: ['75032206177', '1975-03-22'],
    keep: ['ORA-01861: literal does not match format string', "'DD.MM.YYYY') WHERE PACJENT_ID = 4410", 'java.sql.SQLDataException'],
  },
  // ---------------------------------------------------------------- DB2
  {
    id: 'db2-088-db2-sqlcode-803-no-pii',
    family: 'db2-sqlcode',
    body: 'com.ibm.db2.jcc.am.SqlIntegrityConstraintViolationException: DB2 SQL Error: SQLCODE=-803, SQLSTATE=23505, SQLERRMC=2;SHOP.CUSTOMERS, DRIVER=4.33.31',
    attributes: { 'db.system': 'db2', 'service.name': 'mainframe-bridge', 'exception.type': 'com.ibm.db2.jcc.am.SqlIntegrityConstraintViolationException' },
    severityText: 'ERROR',
    canaries: [],
    keep: ['DB2 SQL Error: SQLCODE=-803, SQLSTATE=23505, SQLERRMC=2;SHOP.CUSTOMERS, DRIVER=4.33.31'],
  },
  {
    id: 'db2-089-db2-sql0803n-with-statement',
    family: 'db2-sqlcode',
    body:
      'SQL0803N  One or more values in the INSERT statement, UPDATE statement, or foreign key update caused by a DELETE statement are not valid because the primary key, ' +
      'unique constraint or unique index identified by "2" constrains table "BANK.CLIENTS" from having duplicate values for the index key.  SQLSTATE=23505',
    attributes: {
      'db.system': 'db2',
      'service.name': 'onboarding-batch',
      'db.statement': "INSERT INTO BANK.CLIENTS (CLIENT_NAME, CPF, EMAIL) VALUES ('Rafael Oliveira Santos', '529.301.847-79', 'rafael.santos@bol.com.br')",
    },
    severityText: 'ERROR',
    canaries: ['Rafael Oliveira Santos', '529.301.847-79', 'rafael.santos@bol.com.br'],
    keep: ['SQL0803N  One or more values in the INSERT statement', 'constrains table "BANK.CLIENTS" from having duplicate values for the index key.  SQLSTATE=23505', 'INSERT INTO BANK.CLIENTS (CLIENT_NAME, CPF, EMAIL) VALUES ('],
  },
  {
    id: 'db2-090-db2-sql0407n-no-pii',
    family: 'db2-sqlcode',
    body: 'SQL0407N  Assignment of a NULL value to a NOT NULL column "TBSPACEID=2, TABLEID=14, COLNO=3" is not allowed.  SQLSTATE=23502',
    attributes: { 'db.system': 'db2', 'service.name': 'onboarding-batch' },
    severityText: 'ERROR',
    canaries: [],
    keep: ['SQL0407N  Assignment of a NULL value to a NOT NULL column "TBSPACEID=2, TABLEID=14, COLNO=3" is not allowed.  SQLSTATE=23502'],
  },
  // ---------------------------------------------------------------- PostgreSQL, localized message catalogue
  {
    id: 'db2-091-postgres-it-unique-email',
    family: 'postgres-localized',
    body:
      'ERRORE:  un valore chiave duplicato viola il vincolo univoco "utenti_email_key"\n' +
      'DETTAGLI:  La chiave (email)=(giulia.bianchi@libero.it) esiste già.',
    attributes: { 'db.system': 'postgresql', 'service.name': 'anagrafica', 'exception.type': 'org.postgresql.util.PSQLException', 'db.response.status_code': '23505' },
    severityText: 'ERROR',
    canaries: ['giulia.bianchi@libero.it'],
    keep: ['un valore chiave duplicato viola il vincolo univoco "utenti_email_key"', 'La chiave (email)=(', 'esiste già.'],
  },
  {
    id: 'db2-092-postgres-it-unique-slug-no-pii',
    family: 'postgres-localized',
    body:
      'ERRORE:  un valore chiave duplicato viola il vincolo univoco "articoli_slug_key"\n' +
      'DETTAGLI:  La chiave (slug)=(offerte-black-friday-2026) esiste già.',
    attributes: { 'db.system': 'postgresql', 'service.name': 'cms-redazione', 'db.response.status_code': '23505' },
    severityText: 'ERROR',
    canaries: [],
    keep: ['La chiave (slug)=(offerte-black-friday-2026) esiste già.', 'articoli_slug_key'],
  },
  {
    id: 'db2-093-postgres-pl-unique-pesel',
    family: 'postgres-localized',
    body:
      'BŁĄD:  podwójna wartość klucza narusza ograniczenie unikalności "pacjenci_pesel_key"\n' +
      'SZCZEGÓŁY:  Klucz (pesel)=(92110534670) już istnieje.',
    attributes: { 'db.system': 'postgresql', 'service.name': 'rejestracja-pacjentow', 'exception.type': 'org.postgresql.util.PSQLException' },
    severityText: 'ERROR',
    canaries: ['92110534670'],
    keep: ['podwójna wartość klucza narusza ograniczenie unikalności "pacjenci_pesel_key"', 'już istnieje.'],
  },
  {
    id: 'db2-094-postgres-zh-unique-phone',
    family: 'postgres-localized',
    body: '错误:  重复键违反唯一约束"users_phone_key"\n详细信息:  键值"(phone)=(13917264508)" 已经存在',
    attributes: { 'db.system': 'postgresql', 'service.name': 'user-center', 'exception.type': 'org.postgresql.util.PSQLException' },
    severityText: 'ERROR',
    canaries: ['13917264508'],
    keep: ['重复键违反唯一约束"users_phone_key"', '已经存在'],
  },
  {
    id: 'db2-095-postgres-ko-unique-rrn',
    family: 'postgres-localized',
    body: '오류:  중복된 키 값이 "members_rrn_key" 고유 제약 조건을 위반함\n상세정보:  (rrn)=(920827-2345611) 키가 이미 있습니다.',
    attributes: { 'db.system': 'postgresql', 'service.name': 'member-api', 'exception.type': 'org.postgresql.util.PSQLException' },
    severityText: 'ERROR',
    canaries: ['920827-2345611'],
    keep: ['중복된 키 값이 "members_rrn_key" 고유 제약 조건을 위반함', '키가 이미 있습니다.'],
  },
  {
    id: 'db2-096-postgres-tr-unique-email',
    family: 'postgres-localized',
    body:
      'HATA:  tekrarlanan anahtar değeri "musteriler_eposta_key" benzersiz kısıtlamasını ihlal ediyor\n' +
      'AYRINTI:  (eposta)=(ayse.demir@yandex.com.tr) anahtarı zaten mevcut.',
    attributes: { 'db.system': 'postgresql', 'service.name': 'musteri-api', 'exception.type': 'psycopg.errors.UniqueViolation' },
    severityText: 'ERROR',
    canaries: ['ayse.demir@yandex.com.tr'],
    keep: ['"musteriler_eposta_key"', 'anahtarı zaten mevcut.', 'psycopg.errors.UniqueViolation'],
  },
  {
    id: 'db2-097-postgres-sv-unique-personnummer',
    family: 'postgres-localized',
    body:
      'FEL:  duplicerat nyckelvärde bryter mot unik-villkor "kunder_personnummer_key"\n' +
      'DETALJ:  Nyckeln (personnummer)=(850314-2187) existerar redan.',
    attributes: { 'db.system': 'postgresql', 'service.name': 'kundregister', 'exception.type': 'org.postgresql.util.PSQLException' },
    severityText: 'ERROR',
    canaries: ['850314-2187'],
    keep: ['duplicerat nyckelvärde bryter mot unik-villkor "kunder_personnummer_key"', 'existerar redan.'],
  },
  {
    id: 'db2-098-postgres-nl-unique-bsn',
    family: 'postgres-localized',
    body: 'FOUT:  dubbele sleutelwaarde schendt uniek-beperking "klanten_bsn_key"\nDETAIL:  Sleutel (bsn)=(618502932) bestaat al.',
    attributes: { 'db.system': 'postgresql', 'service.name': 'Zorg.Portaal', 'exception.type': 'Npgsql.PostgresException' },
    severityText: 'ERROR',
    canaries: ['618502932'],
    keep: ['dubbele sleutelwaarde schendt uniek-beperking "klanten_bsn_key"', 'bestaat al.', 'Npgsql.PostgresException'],
  },
  {
    id: 'db2-099-postgres-cs-unique-email',
    family: 'postgres-localized',
    body:
      'CHYBA:  duplicitní hodnota klíče porušuje omezení unikátnosti "zakaznici_email_key"\n' +
      'DETAIL:  Klíč (email)=(petra.dvorakova@seznam.cz) již existuje.',
    attributes: { 'db.system': 'postgresql', 'service.name': 'eshop-cz', 'exception.type': 'psycopg2.errors.UniqueViolation' },
    severityText: 'ERROR',
    canaries: ['petra.dvorakova@seznam.cz'],
    keep: ['duplicitní hodnota klíče porušuje omezení unikátnosti "zakaznici_email_key"', 'již existuje.'],
  },
  // ---------------------------------------------------------------- MariaDB, localized
  {
    id: 'db2-100-mariadb-de-duplicate-email',
    family: 'mariadb-localized',
    body: "(conn=4821) Doppelter Eintrag 'lena.krueger@gmx.de' für Schlüssel 'uk_kunde_email'",
    attributes: { 'db.system': 'mariadb', 'service.name': 'kundenportal', 'exception.type': 'java.sql.SQLIntegrityConstraintViolationException', 'db.response.status_code': '1062' },
    severityText: 'ERROR',
    canaries: ['lena.krueger@gmx.de'],
    keep: ['Doppelter Eintrag', "für Schlüssel 'uk_kunde_email'", 'java.sql.SQLIntegrityConstraintViolationException'],
  },
  {
    id: 'db2-101-mariadb-de-duplicate-sku-no-pii',
    family: 'mariadb-localized',
    body: "(conn=4822) Doppelter Eintrag 'DE-KAFFEE-250G' für Schlüssel 'uk_artikel_sku'",
    attributes: { 'db.system': 'mariadb', 'service.name': 'warenwirtschaft', 'db.response.status_code': '1062' },
    severityText: 'ERROR',
    canaries: [],
    keep: ["Doppelter Eintrag 'DE-KAFFEE-250G' für Schlüssel 'uk_artikel_sku'"],
  },
  {
    id: 'db2-102-mariadb-fr-duplicate-login',
    family: 'mariadb-localized',
    body: "SQLSTATE[23000]: Integrity constraint violation: 1062 Duplicata du champ 'j.delacroix' pour la clef 'uk_utilisateur_login'",
    attributes: { 'db.system': 'mariadb', 'service.name': 'intranet-rh', 'exception.type': 'PDOException' },
    severityText: 'ERROR',
    canaries: ['j.delacroix'],
    keep: ['Integrity constraint violation: 1062 Duplicata du champ', "pour la clef 'uk_utilisateur_login'"],
  },
  {
    id: 'db2-103-mariadb-es-duplicate-dni',
    family: 'mariadb-localized',
    body: "ERROR 1062 (23000) at line 4418: Entrada duplicada '52849163Q' para la clave 'uk_socio_dni'",
    attributes: { 'db.system': 'mariadb', 'service.name': 'importacion-socios', 'log.file.name': 'import_socios_2026-11-30.log' },
    severityText: 'ERROR',
    canaries: ['52849163Q'],
    keep: ['ERROR 1062 (23000) at line 4418: Entrada duplicada', "para la clave 'uk_socio_dni'"],
  },
  // ---------------------------------------------------------------- CockroachDB / YugabyteDB / TiDB
  {
    id: 'db2-104-cockroachdb-duplicate-quoted-key',
    family: 'cockroachdb',
    body:
      'ERROR: duplicate key value violates unique constraint "users_email_key"\n' +
      'SQLSTATE: 23505\n' +
      "DETAIL: Key (email)=('adaeze.obi@gmail.com') already exists.\n" +
      'CONSTRAINT: users_email_key',
    attributes: { 'db.system': 'cockroachdb', 'service.name': 'identity', 'exception.type': 'pgconn.PgError' },
    severityText: 'ERROR',
    canaries: ['adaeze.obi@gmail.com'],
    keep: ['SQLSTATE: 23505', 'CONSTRAINT: users_email_key', 'already exists.'],
  },
  {
    id: 'db2-105-cockroachdb-retry-no-pii',
    family: 'cockroachdb',
    body:
      'ERROR: restart transaction: TransactionRetryWithProtoRefreshError: WriteTooOldError: write for key /Table/112/1/90231/0 at timestamp 1796035501.118221000,0 too old; ' +
      'wrote at 1796035501.204118000,1: "sql txn" meta={id=5e1c2b7a key=/Table/112/1/90231/0 iso=Serializable pri=0.01287201 epo=0 ts=1796035501.204118000,1 min=1796035501.118221000,0 seq=2}\n' +
      'SQLSTATE: 40001\nHINT: See: https://www.cockroachlabs.com/docs/v24.2/transaction-retry-error-reference.html#retry_write_too_old',
    attributes: { 'db.system': 'cockroachdb', 'service.name': 'inventory-api' },
    severityText: 'WARN',
    canaries: [],
    keep: ['TransactionRetryWithProtoRefreshError: WriteTooOldError', '/Table/112/1/90231/0', 'SQLSTATE: 40001', 'retry_write_too_old'],
  },
  {
    id: 'db2-106-yugabyte-ycql-duplicate-unique-index',
    family: 'yugabytedb',
    body:
      'Execution Error. Duplicate value disallowed by unique index customers_by_phone\n' +
      "INSERT INTO shop.customers (id, name, phone) VALUES (4410, 'Ewa Lewandowska', '+48 512 904 226');\n" +
      '^^^^^^\n (ql error -300)',
    attributes: { 'db.system': 'cassandra', 'service.name': 'sklep-ycql', 'db.cassandra.keyspace': 'shop' },
    severityText: 'ERROR',
    canaries: ['Ewa Lewandowska', '+48 512 904 226'],
    keep: ['Duplicate value disallowed by unique index customers_by_phone', 'INSERT INTO shop.customers (id, name, phone) VALUES (4410, ', '(ql error -300)'],
  },
  {
    id: 'db2-107-yugabyte-serialization-no-pii',
    family: 'yugabytedb',
    body:
      'ERROR:  could not serialize access due to concurrent update\n' +
      "STATEMENT:  UPDATE wallets SET balance = balance - 25.00 WHERE wallet_id = '9d2e7c41-3b8a-4f06-a1d9-52c0e8b7f314'",
    attributes: { 'db.system': 'postgresql', 'service.name': 'wallet-svc', 'db.name': 'yugabyte' },
    severityText: 'ERROR',
    canaries: [],
    keep: ['could not serialize access due to concurrent update', "UPDATE wallets SET balance = balance - 25.00 WHERE wallet_id = '9d2e7c41-3b8a-4f06-a1d9-52c0e8b7f314'"],
  },
  {
    id: 'db2-108-tidb-dispatch-failed-arguments',
    family: 'tidb',
    body:
      '[2026/11/30 18:52:40.512 +08:00] [INFO] [conn.go:1184] ["command dispatched failed"] [conn=3221225474] ' +
      '[connInfo="id:3221225474, addr:10.0.3.21:51422 status:10, collation:utf8mb4_0900_ai_ci, user:app"] [command=Execute] [status="inTxn:0, autocommit:1"] ' +
      '[sql="INSERT INTO users (phone, real_name, id_card) VALUES (?, ?, ?) [arguments: (\\"13802957146\\", \\"王芳\\", \\"110105199003074528\\")]"] ' +
      '[txn_mode=PESSIMISTIC] [timestamp=446218392018812929] [err="[kv:1062]Duplicate entry \'110105199003074528\' for key \'users.uk_id_card\'"]',
    attributes: { 'db.system': 'tidb', 'service.name': 'tidb-server', 'code.filepath': 'conn.go' },
    severityText: 'INFO',
    canaries: ['13802957146', '王芳', '110105199003074528'],
    keep: ['["command dispatched failed"]', 'INSERT INTO users (phone, real_name, id_card) VALUES (?, ?, ?)', "for key 'users.uk_id_card'", '[kv:1062]Duplicate entry'],
  },
  // ---------------------------------------------------------------- ClickHouse / Snowflake / BigQuery
  {
    id: 'db2-109-clickhouse-cannot-parse-input',
    family: 'clickhouse',
    body:
      "Code: 27. DB::Exception: Cannot parse input: expected '\\t' before: 'Anna Kowalska\\t1991-03-05\\tanna.kowalska@o2.pl\\tKWLNNA91C45Z127T\\n': (at row 3)\n" +
      ': While executing ParallelParsingBlockInputFormat: (in file/uri /var/lib/clickhouse/user_files/customers.tsv): (at row 3)\n' +
      '. (CANNOT_PARSE_INPUT_ASSERTION_FAILED) (version 24.8.4.13 (official build))',
    attributes: { 'db.system': 'clickhouse', 'service.name': 'clickhouse-server', 'exception.type': 'DB::Exception' },
    severityText: 'ERROR',
    canaries: ['Anna Kowalska', '1991-03-05', 'anna.kowalska@o2.pl', 'KWLNNA91C45Z127T'],
    keep: ['Code: 27. DB::Exception: Cannot parse input:', '/var/lib/clickhouse/user_files/customers.tsv', '(CANNOT_PARSE_INPUT_ASSERTION_FAILED) (version 24.8.4.13 (official build))'],
  },
  {
    id: 'db2-110-clickhouse-cast-birth-date',
    family: 'clickhouse',
    body:
      "Code: 6. DB::Exception: Cannot parse string '12.07.1985' as Date: syntax error at position 2 (parsed just '12'). " +
      "Note: there are toDateOrZero and toDateOrNull functions, which returns zero/NULL instead of throwing exception.: while executing 'FUNCTION _CAST(...)'. (CANNOT_PARSE_TEXT)",
    attributes: {
      'db.system': 'clickhouse',
      'service.name': 'analytics-loader',
      'db.query.text': "INSERT INTO crm.patients (patient_id, surname, birth_date) VALUES (4410, 'Bianchi', '12.07.1985')",
    },
    severityText: 'ERROR',
    canaries: ['12.07.1985', 'Bianchi'],
    keep: ['Code: 6. DB::Exception: Cannot parse string', "as Date: syntax error at position 2 (parsed just '12')", '(CANNOT_PARSE_TEXT)', 'INSERT INTO crm.patients (patient_id, surname, birth_date) VALUES (4410, '],
  },
  {
    id: 'db2-111-clickhouse-memory-no-pii',
    family: 'clickhouse',
    body:
      'Code: 241. DB::Exception: Memory limit (for query) exceeded: would use 9.32 GiB (attempt to allocate chunk of 4194304 bytes), maximum: 9.31 GiB.: ' +
      'While executing AggregatingTransform. (MEMORY_LIMIT_EXCEEDED) (version 24.8.4.13 (official build))',
    attributes: { 'db.system': 'clickhouse', 'service.name': 'clickhouse-server', 'db.query.text': "SELECT sku, count() FROM events WHERE event_date >= '2026-11-01' GROUP BY sku" },
    severityText: 'ERROR',
    canaries: [],
    keep: ['Memory limit (for query) exceeded: would use 9.32 GiB', '(MEMORY_LIMIT_EXCEEDED)', "SELECT sku, count() FROM events WHERE event_date >= '2026-11-01' GROUP BY sku"],
  },
  {
    id: 'db2-112-snowflake-string-too-long',
    family: 'snowflake',
    body: "100074 (22000): 01b8c2f1-0306-5a1e-0000-4a21000f81d2: String 'Maximilian Alexander von Hohenberg-Strauss' is too long and would be truncated",
    attributes: { 'db.system': 'snowflake', 'service.name': 'elt-runner', 'exception.type': 'snowflake.connector.errors.ProgrammingError' },
    severityText: 'ERROR',
    canaries: ['Maximilian Alexander von Hohenberg-Strauss'],
    keep: ['100074 (22000): 01b8c2f1-0306-5a1e-0000-4a21000f81d2', 'is too long and would be truncated', 'snowflake.connector.errors.ProgrammingError'],
  },
  {
    id: 'db2-113-snowflake-copy-date-not-recognized',
    family: 'snowflake',
    body:
      "100040 (22007): Date '31.12.1985' is not recognized\n" +
      "  File 'customers_2026-11-30.csv.gz', line 4418, character 41\n" +
      '  Row 4417, column "CUSTOMERS"["BIRTH_DATE":5]\n' +
      "  If you would like to continue loading when an error is encountered, use other values such as 'SKIP_FILE' or 'CONTINUE' for the ON_ERROR option.",
    attributes: { 'db.system': 'snowflake', 'service.name': 'elt-runner' },
    severityText: 'ERROR',
    canaries: ['31.12.1985'],
    keep: ['100040 (22007): Date', 'is not recognized', 'column "CUSTOMERS"["BIRTH_DATE":5]', "customers_2026-11-30.csv.gz"],
  },
  {
    id: 'db2-114-snowflake-object-missing-no-pii',
    family: 'snowflake',
    body: "002003 (42S02): 01b8c2f4-0306-5a1e-0000-4a21000f82a6: SQL compilation error:\nObject 'ANALYTICS.PUBLIC.ORDERS_V2' does not exist or not authorized.",
    attributes: { 'db.system': 'snowflake', 'service.name': 'dbt-runner' },
    severityText: 'ERROR',
    canaries: [],
    keep: ["Object 'ANALYTICS.PUBLIC.ORDERS_V2' does not exist or not authorized.", '002003 (42S02)'],
  },
  {
    id: 'db2-115-bigquery-cast-literal',
    family: 'bigquery',
    body: '400 Could not cast literal "07/22/1982" to type DATE at [3:25]',
    attributes: {
      'db.system': 'bigquery',
      'service.name': 'crm-analytics',
      'exception.type': 'google.api_core.exceptions.BadRequest',
      'db.query.text': "SELECT patient_id FROM `crm.patients`\nWHERE last_name = 'Haddad'\n  AND birth_date = '07/22/1982'",
    },
    severityText: 'ERROR',
    canaries: ['07/22/1982', 'Haddad'],
    keep: ['400 Could not cast literal', 'to type DATE at [3:25]', 'SELECT patient_id FROM `crm.patients`'],
  },
  {
    id: 'db2-116-bigquery-merge-no-pii',
    family: 'bigquery',
    body: '400 UPDATE/MERGE must match at most one source row for each target row',
    attributes: {
      'db.system': 'bigquery',
      'service.name': 'crm-analytics',
      'db.query.text': 'MERGE `shop.products` T USING `staging.products_delta` S ON T.sku = S.sku WHEN MATCHED THEN UPDATE SET price = S.price',
    },
    severityText: 'ERROR',
    canaries: [],
    keep: ['UPDATE/MERGE must match at most one source row for each target row', 'MERGE `shop.products` T USING `staging.products_delta` S ON T.sku = S.sku'],
  },
  // ---------------------------------------------------------------- ORM validation errors
  {
    id: 'db2-117-rails-validation-failed-no-value',
    family: 'orm-validation',
    body: 'ActiveRecord::RecordInvalid: Validation failed: Email has already been taken, Username has already been taken',
    attributes: { 'exception.type': 'ActiveRecord::RecordInvalid', 'service.name': 'shopfront', 'code.function': 'RegistrationsController#create' },
    severityText: 'WARN',
    canaries: [],
    keep: ['Validation failed: Email has already been taken, Username has already been taken', 'ActiveRecord::RecordInvalid'],
  },
  {
    id: 'db2-118-activemodel-error-inspect-value',
    family: 'orm-validation',
    body:
      '#<ActiveModel::Errors [#<ActiveModel::Error attribute=email, type=invalid, options={:value=>"sven.eriksson@telia"}>, ' +
      '#<ActiveModel::Error attribute=phone, type=too_short, options={:count=>8, :value=>"070-12"}>]>',
    attributes: { 'service.name': 'shopfront', 'log.logger': 'Rails', 'code.function': 'Customer#valid?' },
    severityText: 'DEBUG',
    canaries: ['sven.eriksson@telia', '070-12'],
    keep: ['#<ActiveModel::Error attribute=email, type=invalid, options={:value=>', 'attribute=phone, type=too_short, options={:count=>8, :value=>'],
  },
  {
    id: 'db2-119-mongoose-validation-path-invalid',
    family: 'orm-validation',
    body:
      'ValidationError: Customer validation failed: phone: Path `phone` is invalid (06 12 ab 48 93)., dateOfBirth: Cast to date failed for value "31/04/1996" (type string) at path "dateOfBirth"',
    attributes: { 'exception.type': 'ValidationError', 'db.system': 'mongodb', 'service.name': 'fidelite-api' },
    severityText: 'WARN',
    canaries: ['06 12 ab 48 93', '31/04/1996'],
    keep: ['Customer validation failed: phone: Path `phone` is invalid', 'Cast to date failed for value', '(type string) at path "dateOfBirth"'],
  },
  {
    id: 'db2-120-django-validation-invalid-date',
    family: 'orm-validation',
    body: "django.core.exceptions.ValidationError: ['“1986-02-30” value has the correct format (YYYY-MM-DD) but it is an invalid date.']",
    attributes: {
      'exception.type': 'django.core.exceptions.ValidationError',
      'service.name': 'members-web',
      'code.function': 'Member.full_clean',
      'db.statement': 'UPDATE "members_member" SET "birth_date" = %s WHERE "members_member"."id" = %s',
    },
    severityText: 'WARN',
    canaries: ['1986-02-30'],
    keep: ['value has the correct format (YYYY-MM-DD) but it is an invalid date.', 'django.core.exceptions.ValidationError', 'UPDATE "members_member" SET "birth_date" = %s'],
  },
  {
    id: 'db2-121-django-validation-unique-no-pii',
    family: 'orm-validation',
    body: "django.core.exceptions.ValidationError: {'email': ['User with this Email address already exists.'], 'username': ['A user with that username already exists.']}",
    attributes: { 'exception.type': 'django.core.exceptions.ValidationError', 'service.name': 'members-web' },
    severityText: 'WARN',
    canaries: [],
    keep: ["{'email': ['User with this Email address already exists.'], 'username': ['A user with that username already exists.']}"],
  },
  {
    id: 'db2-122-pydantic-sqlmodel-input-value',
    family: 'orm-validation',
    body:
      '2 validation errors for Patient\n' +
      'email\n' +
      "  value is not a valid email address: An email address must have an @-sign. [type=value_error, input_value='noor.haddad.gmail.com', input_type=str]\n" +
      'iban\n' +
      "  String should match pattern '^[A-Z]{2}[0-9]{2}[A-Z0-9]{11,30}$' [type=string_pattern_mismatch, input_value='PL30 2490 1056 0000 0009 1472 8361', input_type=str]\n" +
      '    For further information visit https://errors.pydantic.dev/2.9/v/string_pattern_mismatch',
    attributes: { 'exception.type': 'pydantic_core._pydantic_core.ValidationError', 'service.name': 'patient-intake', 'code.function': 'create_patient' },
    severityText: 'WARN',
    canaries: ['noor.haddad.gmail.com', 'PL30 2490 1056 0000 0009 1472 8361'],
    keep: ['2 validation errors for Patient', 'type=string_pattern_mismatch', 'https://errors.pydantic.dev/2.9/v/string_pattern_mismatch', 'input_type=str'],
  },
  {
    id: 'db2-123-prisma-invalid-invocation',
    family: 'orm-validation',
    body: `
Invalid \`prisma.customer.create()\` invocation in
/app/src/customers/customers.service.ts:39:38

  36 }
  37
  38 async create(dto: CreateCustomerDto) {
→ 39   return this.prisma.customer.create({
         data: {
           fullName: "Thandiwe Mokoena",
           email: "thandi.mokoena@webmail.co.za",
           birthDate: "1994-08-17",
                      ~~~~~~~~~~~~
           cardNumber: "4929183072655412"
         }
       })

Invalid value for argument \`birthDate\`: premature end of input. Expected ISO-8601 DateTime.`,
    attributes: { 'exception.type': 'PrismaClientValidationError', 'service.name': 'customers-api', 'code.function': 'CustomersService.create' },
    severityText: 'ERROR',
    canaries: ['Thandiwe Mokoena', 'thandi.mokoena@webmail.co.za', '1994-08-17', '4929183072655412'],
    keep: ['Invalid `prisma.customer.create()` invocation in', '/app/src/customers/customers.service.ts:39:38', 'premature end of input. Expected ISO-8601 DateTime.', 'PrismaClientValidationError'],
  },
  // ---------------------------------------------------------------- upserts
  {
    id: 'db2-124-postgres-on-conflict-upsert-person',
    family: 'upsert',
    body:
      "2026-11-30 11:02:17.330 UTC [51877] sync@crm LOG:  statement: INSERT INTO contacts (email, full_name, iban) VALUES ('marco.esposito@tiscali.it', 'Marco Esposito', 'IT25L0200802435000104728391') " +
      'ON CONFLICT (email) DO UPDATE SET full_name = EXCLUDED.full_name, iban = EXCLUDED.iban, updated_at = now()',
    attributes: { 'db.system': 'postgresql', 'service.name': 'postgresql' },
    severityText: 'LOG',
    canaries: ['marco.esposito@tiscali.it', 'Marco Esposito', 'IT25L0200802435000104728391'],
    keep: ['LOG:  statement: INSERT INTO contacts (email, full_name, iban) VALUES (', 'ON CONFLICT (email) DO UPDATE SET full_name = EXCLUDED.full_name, iban = EXCLUDED.iban, updated_at = now()'],
  },
  {
    id: 'db2-125-postgres-on-conflict-price-no-pii',
    family: 'upsert',
    body:
      "INSERT INTO product_prices (sku, currency, amount_cents, valid_from) VALUES ('TR3-GTX-425', 'EUR', 15900, '2026-12-01') " +
      'ON CONFLICT (sku, currency) DO UPDATE SET amount_cents = EXCLUDED.amount_cents, valid_from = EXCLUDED.valid_from RETURNING id',
    attributes: { 'db.system': 'postgresql', 'service.name': 'pricing', 'log.logger': 'pricing.sql' },
    severityText: 'DEBUG',
    canaries: [],
    keep: ["VALUES ('TR3-GTX-425', 'EUR', 15900, '2026-12-01')", 'ON CONFLICT (sku, currency) DO UPDATE SET amount_cents = EXCLUDED.amount_cents'],
  },
];

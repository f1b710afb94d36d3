/**
 * Held-out test set for sanitizing `db.query.text` of non-PostgreSQL/MySQL query
 * languages: Redis/Valkey/Memcached commands, MongoDB command documents and mongosh
 * text, Elasticsearch/OpenSearch bodies (DSL, NDJSON, URI, SQL, PPL), CouchDB Mango,
 * DynamoDB JSON and PartiQL, CQL, SQL++, Cypher, AQL, Gremlin, SPARQL, InfluxQL/Flux,
 * PromQL, KQL, SOQL/SOSL, SurrealQL, GSQL, GoogleSQL (Spanner, BigQuery), Snowflake,
 * Spark SQL, Trino, DuckDB, ClickHouse, Cosmos DB SQL, Firebird, Db2, Teradata, SAP
 * HANA, H2 and vector-store filters (Qdrant, Pinecone, Weaviate, Milvus, Chroma,
 * pgvector). Every statement was written by hand by an AI assistant (a Claude helper
 * session) from the languages' public syntax documentation, without reading or running
 * the sanitizer, its tests or its existing corpora; all personal data is invented.
 * `secrets` are literal values that must be gone after sanitizing, `keeps` are structural
 * substrings that should survive. Cases whose `note` starts with MALFORMED are
 * deliberately broken (unterminated quote, truncated body). Written 2026-12-07.
 */
export interface QueryStatementCase {
  /** unique, kebab-case, starts with the system, e.g. 'neo4j-merge-customer' */
  id: string;
  /** the `db.system.name` value an OpenTelemetry instrumentation sets for this store */
  system: string;
  /** the statement text exactly as an instrumentation or driver would record it */
  statement: string;
  /** substrings of `statement` that are literal VALUES and must not survive sanitizing */
  secrets: string[];
  /** substrings that are structure a forensics user wants kept */
  keeps: string[];
  /** optional: the language/dialect and anything notable about quoting or comments */
  note?: string;
}

export const QUERY_STATEMENT_CASES: QueryStatementCase[] = [
  {
    id: 'redis-set-session-token',
    system: 'redis',
    statement: 'SET session:9f2c "zq81-canary-4f2a" EX 3600',
    secrets: ['zq81-canary-4f2a'],
    keeps: ['SET', 'EX'],
    note: 'Redis command as recorded by ioredis/node-redis instrumentations with full arguments (db.query.text, no sanitizing at source).',
  },
  {
    id: 'redis-hset-customer-profile',
    system: 'redis',
    statement: 'HSET customer:5521 name "Ingrid Solberg" email ingrid.solberg@fjordmail.no phone "+47 912 44 108" tier gold',
    secrets: ['Ingrid Solberg', 'ingrid.solberg@fjordmail.no', '+47 912 44 108'],
    keeps: ['HSET'],
    note: 'Field/value pairs; values both quoted and bare.',
  },
  {
    id: 'redis-mset-order-fields',
    system: 'redis',
    statement: 'MSET order:7781:status "awaiting-pickup" order:7781:total 1249.50 order:7781:code ORD-2291-XK',
    secrets: ['awaiting-pickup', '1249.50', 'ORD-2291-XK'],
    keeps: ['MSET'],
  },
  {
    id: 'redis-eval-lua-lock-owner',
    system: 'redis',
    statement: "EVAL \"if redis.call('HGET', KEYS[1], 'owner') == 'mkowalczyk@acme-logistics.pl' then return redis.call('DEL', KEYS[1]) else return 0 end\" 1 lock:invoice:3381 \"c7e1-lockholder-99ab\"",
    secrets: ['mkowalczyk@acme-logistics.pl', 'c7e1-lockholder-99ab'],
    keeps: ['EVAL'],
    note: 'Lua script passed as a double-quoted argument; the Lua code holds a single-quoted e-mail literal.',
  },
  {
    id: 'redis-ft-search-tag-escaped',
    system: 'redis',
    statement: 'FT.SEARCH idx:customers "@email:{jane\\.doe\\@example\\.org} @city:{Rotterdam} @age:[30 45]" RETURN 2 name phone LIMIT 0 10',
    secrets: ['jane\\.doe\\@example\\.org', 'Rotterdam'],
    keeps: ['FT.SEARCH', 'idx:customers', '@email', 'RETURN'],
    note: 'RediSearch query string; TAG values escape punctuation with backslashes.',
  },
  {
    id: 'redis-ft-aggregate-filter',
    system: 'redis',
    statement: 'FT.AGGREGATE idx:orders "@status:{refunded} @merchant:{Kaffeehaus Wien}" GROUPBY 1 @merchant REDUCE SUM 1 @amount AS total FILTER "@total > 25000"',
    secrets: ['refunded', 'Kaffeehaus Wien', '25000'],
    keeps: ['FT.AGGREGATE', 'GROUPBY', 'REDUCE SUM', '@merchant'],
  },
  {
    id: 'redis-json-set-profile',
    system: 'redis',
    statement: 'JSON.SET profile:u-40917 $ \'{"fullName":"Tomás Herrera","dob":"1987-03-14","address":{"street":"Calle de Alcalá 142","zip":"28009"}}\'',
    secrets: ['Tomás Herrera', '1987-03-14', 'Calle de Alcalá 142', '28009'],
    keeps: ['JSON.SET', 'fullName'],
    note: 'RedisJSON document as a single-quoted argument; its field names are structure, its values secrets.',
  },
  {
    id: 'redis-auth-password',
    system: 'redis',
    statement: 'AUTH default "Tr0ub4dor&3-prod!"',
    secrets: ['Tr0ub4dor&3-prod!'],
    keeps: ['AUTH'],
  },
  {
    id: 'redis-config-set-masterauth',
    system: 'redis',
    statement: 'CONFIG SET masterauth "s3cr3t-Replica#2026"',
    secrets: ['s3cr3t-Replica#2026'],
    keeps: ['CONFIG SET', 'masterauth'],
    note: 'Password contains a # (comment marker in other languages).',
  },
  {
    id: 'redis-zadd-scores-exponent',
    system: 'redis',
    statement: 'ZADD leaderboard:2026-w49 1520.75 "player:kenji.watanabe" -3.5e2 "player:amara.okafor"',
    secrets: ['1520.75', 'kenji.watanabe', '-3.5e2', 'amara.okafor'],
    keeps: ['ZADD'],
    note: 'Scores in decimal and negative exponent form.',
  },
  {
    id: 'redis-xadd-payment-event',
    system: 'redis',
    statement: 'XADD events:payments * amount 89.99 pan "4111 1111 1111 1111" note "refund for O\'Brien, see \\"case 7\\""',
    secrets: ['89.99', '4111 1111 1111 1111', 'refund for O\'Brien, see \\"case 7\\"'],
    keeps: ['XADD'],
    note: 'Double-quoted argument with an apostrophe and backslash-escaped double quotes.',
  },
  {
    id: 'redis-set-cyrillic-greeting',
    system: 'redis',
    statement: 'SET greeting:ru "Здравствуйте, Анна Петрова" KEEPTTL',
    secrets: ['Здравствуйте', 'Анна Петрова'],
    keeps: ['SET', 'KEEPTTL'],
  },
  {
    id: 'redis-set-unterminated-quote',
    system: 'redis',
    statement: 'SET note:1 "unterminated value for Gaspard Ulliel',
    secrets: ['Gaspard Ulliel'],
    keeps: ['SET'],
    note: 'MALFORMED: closing double quote missing (statement cut by the client).',
  },
  {
    id: 'valkey-set-nx-lock',
    system: 'valkey',
    statement: 'SET lock:shipment:55120 "worker-7f3c-gh22" NX PX 30000',
    secrets: ['worker-7f3c-gh22', '30000'],
    keeps: ['SET', 'NX'],
    note: 'Valkey (Redis protocol); no registry value in the semantic conventions, lower-case product name used.',
  },
  {
    id: 'valkey-hset-device',
    system: 'valkey',
    statement: 'HSET device:ab12 imei 356938035643809 owner "Priya Raghunathan" lastSeen 2026-11-30T08:15:00Z',
    secrets: ['356938035643809', 'Priya Raghunathan', '2026-11-30T08:15:00Z'],
    keeps: ['HSET'],
  },
  {
    id: 'memcached-set-cart-json',
    system: 'memcached',
    statement: "set cart:88120 0 900 44\r\n{\"sku\":\"blue ceramic mug\",\"qty\":2,\"p\":1249.5}\r\n",
    secrets: ['blue ceramic mug', '1249.5'],
    keeps: ['set'],
    note: 'Memcached text protocol: storage command line, CRLF, data block.',
  },
  {
    id: 'memcached-append-audit',
    system: 'memcached',
    statement: "append audit:login 0 0 43\r\nlogin ok for lukas.brandt@example.de 09:41\r\n",
    secrets: ['lukas.brandt@example.de'],
    keeps: ['append'],
    note: 'Memcached text protocol, data block carries an e-mail.',
  },
  {
    id: 'mongodb-find-regex-date',
    system: 'mongodb',
    statement: '{"find":"customers","filter":{"email":{"$regex":"^h\\\\.nakamura@","$options":"i"},"createdAt":{"$gte":{"$date":"2025-01-15T00:00:00Z"}}},"projection":{"passwordHash":0},"limit":50,"$db":"crm"}',
    secrets: ['h\\\\.nakamura@', '2025-01-15T00:00:00Z'],
    keeps: ['customers', '$regex', '$gte', 'createdAt'],
    note: 'Node.js driver command document (compact JSON); the value of "find" is the collection name (structure); regex source JSON-escaped; date in extended JSON.',
  },
  {
    id: 'mongodb-aggregate-oid-in',
    system: 'mongodb',
    statement: '{"aggregate":"orders","pipeline":[{"$match":{"customerId":{"$oid":"65f1c2a9e4b0d3a1f7c9e812"},"total":{"$gt":1249.5},"sku":{"$in":["MUG-BLU-0012","KETTLE-RD-88"]}}},{"$group":{"_id":"$region","sum":{"$sum":"$total"}}},{"$sort":{"sum":-1}}],"cursor":{},"$db":"shop"}',
    secrets: ['65f1c2a9e4b0d3a1f7c9e812', '1249.5', 'MUG-BLU-0012', 'KETTLE-RD-88'],
    keeps: ['pipeline', '$match', '$group', '$sum'],
    note: '"$region"/"$total" are field paths (structure), not values.',
  },
  {
    id: 'mongodb-update-set-address',
    system: 'mongodb',
    statement: '{"update": "users", "ordered": true, "updates": [{"q": {"_id": {"$oid": "6571a0f3c9e77b2d4a1e0b55"}}, "u": {"$set": {"address.street": "221B Baker Street", "address.postcode": "NW1 6XE", "phone": "+44 20 7946 0958"}, "$inc": {"loginCount": 1}}, "upsert": false}], "$db": "accounts"}',
    secrets: ['6571a0f3c9e77b2d4a1e0b55', '221B Baker Street', 'NW1 6XE', '+44 20 7946 0958'],
    keeps: ['updates', '$set', '$inc', 'address.street'],
    note: 'Java driver style (BsonDocument.toJson with spaces).',
  },
  {
    id: 'mongodb-insert-patient-arabic',
    system: 'mongodb',
    statement: '{"insert":"patients","documents":[{"_id":{"$oid":"66a0b1c2d3e4f5061728394a"},"name":"Fatima Al-Zahra","nameAr":"فاطمة الزهراء","dob":{"$date":{"$numberLong":"-218246400000"}},"nhsNumber":"943 476 5919","tags":["diabetes-t2","allergy:penicillin"]}],"ordered":true,"$db":"clinic"}',
    secrets: ['66a0b1c2d3e4f5061728394a', 'Fatima Al-Zahra', 'فاطمة الزهراء', '-218246400000', '943 476 5919', 'allergy:penicillin'],
    keeps: ['insert', 'documents', '$numberLong', 'nhsNumber'],
    note: 'Canonical extended JSON date before 1970 (negative $numberLong); Arabic value.',
  },
  {
    id: 'mongodb-delete-expired-session',
    system: 'mongodb',
    statement: '{"delete":"sessions","deletes":[{"q":{"token":"zq81-canary-77b1","expiresAt":{"$lt":{"$date":"2026-12-01T00:00:00.000Z"}}},"limit":0}],"$db":"auth"}',
    secrets: ['zq81-canary-77b1', '2026-12-01T00:00:00.000Z'],
    keeps: ['deletes', '$lt', 'expiresAt'],
  },
  {
    id: 'mongodb-findandmodify-inventory',
    system: 'mongodb',
    statement: '{"findAndModify":"inventory","query":{"sku":"blue ceramic mug","qty":{"$gte":3}},"update":{"$inc":{"qty":-3},"$push":{"holds":{"order":"ORD-88412-QZ","at":{"$date":"2026-12-07T10:22:31Z"}}}},"new":true,"$db":"warehouse"}',
    secrets: ['blue ceramic mug', 'ORD-88412-QZ', '2026-12-07T10:22:31Z'],
    keeps: ['findAndModify', '$push', '$inc'],
  },
  {
    id: 'mongodb-find-or-elemmatch-ssn',
    system: 'mongodb',
    statement: '{"find":"applications","filter":{"$or":[{"applicant.ssn":"078-05-1120"},{"applicant.passport":"X4829301"}],"documents":{"$elemMatch":{"type":"payslip","amount":{"$gte":4.2e4}}}},"sort":{"submittedAt":-1},"$db":"loans"}',
    secrets: ['078-05-1120', 'X4829301', 'payslip', '4.2e4'],
    keeps: ['$or', '$elemMatch', 'applicant.ssn', 'submittedAt'],
  },
  {
    id: 'mongodb-count-nin-regex-hash',
    system: 'mongodb',
    statement: '{"count":"tickets","query":{"priority":{"$nin":["trivial","wontfix"]},"assignee":{"$exists":false},"subject":{"$regex":"refund.*order #?55\\\\d{3}","$options":"si"}},"$db":"helpdesk"}',
    secrets: ['trivial', 'wontfix', 'refund.*order #?55\\\\d{3}'],
    keeps: ['count', '$nin', '$exists', 'subject'],
    note: 'Regex value contains "#" and a JSON-escaped backslash.',
  },
  {
    id: 'mongodb-distinct-binary-ipv6',
    system: 'mongodb',
    statement: '{"distinct":"devices","key":"model","query":{"ownerId":{"$binary":{"base64":"3q2+7wAAAAAAAAAAAAAAAA==","subType":"04"}},"lastIp":"2001:db8:85a3::8a2e:370:7334"},"$db":"iot"}',
    secrets: ['3q2+7wAAAAAAAAAAAAAAAA==', '2001:db8:85a3::8a2e:370:7334'],
    keeps: ['distinct', '$binary', 'lastIp'],
  },
  {
    id: 'mongodb-aggregate-lookup-decimal',
    system: 'mongodb',
    statement: '{"aggregate": "invoices", "pipeline": [{"$match": {"issuedAt": {"$gte": {"$date": "2026-01-01T00:00:00Z"}, "$lt": {"$date": "2026-07-01T00:00:00Z"}}, "vatId": "DE811907980"}}, {"$lookup": {"from": "customers", "localField": "customerId", "foreignField": "_id", "as": "cust"}}, {"$unwind": "$cust"}, {"$project": {"cust.iban": 1, "fee": {"$numberDecimal": "-17.40"}}}], "cursor": {"batchSize": 101}, "$db": "billing"}',
    secrets: ['2026-01-01T00:00:00Z', '2026-07-01T00:00:00Z', 'DE811907980', '-17.40'],
    keeps: ['$lookup', 'localField', '$unwind', '$numberDecimal'],
  },
  {
    id: 'mongodb-pymongo-dict-repr',
    system: 'mongodb',
    statement: "{'find': 'customers', 'filter': {'lastName': \"O'Hara\", 'loyalty.cardNo': '6011 0009 9013 9424', 'city': {'$in': ['Cork', 'Galway']}}, 'limit': 5}",
    secrets: ["O'Hara", '6011 0009 9013 9424', 'Cork', 'Galway'],
    keeps: ['lastName', 'loyalty.cardNo', '$in'],
    note: 'Python dict repr as some pymongo apps log it: single quotes, but repr switches to double quotes for a value containing an apostrophe.',
  },
  {
    id: 'mongodb-find-truncated',
    system: 'mongodb',
    statement: '{"find":"users","filter":{"ssn":"123-45-6789","name":"Bartholomew Aldri',
    secrets: ['123-45-6789', 'Bartholomew Aldri'],
    keeps: ['filter', '"find"'],
    note: 'MALFORMED: statement truncated by the instrumentation length limit in the middle of a string.',
  },
  {
    id: 'mongodb-shell-find-isodate',
    system: 'mongodb',
    statement: 'db.users.find({ email: "m.dubois@laposte.fr", "profile.birthDate": ISODate("1979-06-02T00:00:00Z") }, { _id: 0, name: 1 }).sort({ lastLogin: -1 }).limit(20)',
    secrets: ['m.dubois@laposte.fr', '1979-06-02T00:00:00Z'],
    keeps: ['db.users.find', 'ISODate', 'profile.birthDate', '.sort('],
    note: 'mongosh syntax logged by the application (unquoted keys).',
  },
  {
    id: 'mongodb-shell-updatemany-objectid',
    system: 'mongodb',
    statement: "db.getCollection('orders').updateMany({ status: 'pending', _id: { $in: [ObjectId('65f1c2a9e4b0d3a1f7c9e001'), ObjectId(\"65f1c2a9e4b0d3a1f7c9e002\")] } }, { $set: { note: 'customer said: \"don\\'t ship before Friday\"' } })",
    secrets: ['pending', '65f1c2a9e4b0d3a1f7c9e001', '65f1c2a9e4b0d3a1f7c9e002', "don\\'t ship before Friday"],
    keeps: ['getCollection', 'updateMany', 'ObjectId', '$set'],
    note: 'JavaScript single-quoted string with a backslash-escaped apostrophe and embedded double quotes.',
  },
  {
    id: 'mongodb-shell-regex-literal',
    system: 'mongodb',
    statement: 'db.contacts.find({ fullName: /^Oksana\\s+Kovalenko/i, phone: { $regex: /\\+380\\s?67/ } }).count()',
    secrets: ['Oksana\\s+Kovalenko', '\\+380\\s?67'],
    keeps: ['db.contacts.find', 'fullName', '$regex', '.count()'],
    note: 'JavaScript regex literals.',
  },
  {
    id: 'mongodb-shell-insertone-multiline',
    system: 'mongodb',
    statement: `db.reviews.insertOne({
  product: "blue ceramic mug",
  author: { name: "Seo-yeon Park", email: "seoyeon.park@example.kr" },
  rating: NumberInt(2),
  body: \`Arrived cracked.
Will not reorder // really\`,
  createdAt: new Date("2026-12-05T17:45:00Z")
})`,
    secrets: ['blue ceramic mug', 'Seo-yeon Park', 'seoyeon.park@example.kr', 'Will not reorder // really', '2026-12-05T17:45:00Z'],
    keeps: ['db.reviews.insertOne', 'NumberInt', 'new Date', 'createdAt'],
    note: 'Multi-line mongosh text with a JavaScript template string spanning lines and containing //.',
  },
  {
    id: 'elasticsearch-search-bool-range',
    system: 'elasticsearch',
    statement: '{"query":{"bool":{"must":[{"match":{"customer.full_name":"Hiroshi Tanaka"}},{"term":{"customer.email.keyword":"h.tanaka@example.jp"}}],"filter":[{"range":{"order_date":{"gte":"2026-10-01","lte":"2026-10-31"}}}]}},"size":25}',
    secrets: ['Hiroshi Tanaka', 'h.tanaka@example.jp', '2026-10-01', '2026-10-31'],
    keeps: ['bool', 'customer.full_name', 'range', 'order_date'],
    note: 'Query DSL request body.',
  },
  {
    id: 'elasticsearch-bulk-ndjson',
    system: 'elasticsearch',
    statement: `{"index":{"_index":"orders-2026.12","_id":"ORD-55120-AA"}}
{"customer":"Marta Nowak","total":1249.50,"items":["blue ceramic mug","oak coaster set"],"card":"5500 0055 5555 5559"}
{"update":{"_index":"orders-2026.12","_id":"ORD-55121-AB"}}
{"doc":{"status":"shipped","tracking":"1Z999AA10123456784"}}
{"delete":{"_index":"orders-2026.11","_id":"ORD-49002-ZZ"}}
`,
    secrets: ['ORD-55120-AA', 'Marta Nowak', '1249.50', 'oak coaster set', '5500 0055 5555 5559', '1Z999AA10123456784', 'ORD-49002-ZZ'],
    keeps: ['_index', 'orders-2026.12', '"update"', '"doc"'],
    note: 'NDJSON _bulk body (action line / source line pairs, trailing newline); the "_index" value is an index name (structure), "_id" values are ids (secrets).',
  },
  {
    id: 'elasticsearch-msearch-ndjson',
    system: 'elasticsearch',
    statement: `{"index":"customers"}
{"query":{"match_phrase":{"address":"Rua Augusta 274, Lisboa"}},"size":5}
{"index":"tickets"}
{"query":{"query_string":{"query":"subject:(\\"charge back\\" OR chargeback) AND requester:k.osei@mail.gh"}}}
`,
    secrets: ['Rua Augusta 274, Lisboa', 'charge back', 'k.osei@mail.gh'],
    keeps: ['match_phrase', 'query_string', 'customers'],
    note: 'NDJSON _msearch body; Lucene query string nested inside a JSON string with escaped quotes.',
  },
  {
    id: 'elasticsearch-uri-search-q',
    system: 'elasticsearch',
    statement: 'GET /users/_search?q=last_name:Okonkwo%20AND%20city:Lagos&size=10&sort=created:desc',
    secrets: ['Okonkwo', 'Lagos'],
    keeps: ['/users/_search', 'last_name', 'sort=created:desc'],
    note: 'URI search with a Lucene q= parameter (URL-encoded).',
  },
  {
    id: 'elasticsearch-sql-api',
    system: 'elasticsearch',
    statement: '{"query":"SELECT customer_id, SUM(amount) FROM \\"payments-*\\" WHERE card_holder = \'Sven Lindqvist\' AND amount > 9999.99 GROUP BY customer_id","fetch_size":100}',
    secrets: ['Sven Lindqvist', '9999.99'],
    keeps: ['SUM(amount)', 'payments-*', 'card_holder', 'GROUP BY'],
    note: 'SQL API body: SQL inside a JSON string; escaped double quotes are an identifier (index pattern).',
  },
  {
    id: 'elasticsearch-knn-vector-filter',
    system: 'elasticsearch',
    statement: '{"knn":{"field":"embedding","query_vector":[0.0132,-0.2271,0.9184,0.1046],"k":10,"num_candidates":100,"filter":{"term":{"tenant":"acme-sg-0042"}}},"_source":["title","body"]}',
    secrets: ['0.0132', '-0.2271', '0.9184', '0.1046', 'acme-sg-0042'],
    keeps: ['knn', 'query_vector', 'num_candidates', '_source'],
  },
  {
    id: 'elasticsearch-search-truncated',
    system: 'elasticsearch',
    statement: '{"query":{"term":{"user.phone":"+1 646 555 0187"}},"post_filter":{"match":{"notes":"called about the disputed charge of 740',
    secrets: ['+1 646 555 0187', 'called about the disputed charge of 740'],
    keeps: ['user.phone', 'post_filter'],
    note: 'MALFORMED: body truncated inside a string value.',
  },
  {
    id: 'opensearch-ppl-where',
    system: 'opensearch',
    statement: "source=logs-app | where user_email = 'c.rossi@unimi.it' and latency_ms > 4500 | stats count() by host",
    secrets: ['c.rossi@unimi.it', '4500'],
    keeps: ['source=logs-app', 'user_email', 'stats count() by host'],
    note: 'OpenSearch PPL.',
  },
  {
    id: 'opensearch-neural-pretty',
    system: 'opensearch',
    statement: `{
  "query": {
    "neural": {
      "passage_embedding": {
        "query_text": "refund policy for a damaged \\"blue ceramic mug\\"",
        "model_id": "aVeif4oB5Vm0Tdw8zYO2",
        "k": 5
      }
    }
  }
}`,
    secrets: ['refund policy for a damaged', 'blue ceramic mug', 'aVeif4oB5Vm0Tdw8zYO2'],
    keeps: ['neural', 'passage_embedding', 'query_text'],
    note: 'Pretty-printed body.',
  },
  {
    id: 'couchdb-mango-find-email',
    system: 'couchdb',
    statement: '{"selector":{"type":"member","email":{"$eq":"aiko.suzuki@example.jp"},"joined":{"$gt":"2024-02-29"}},"fields":["_id","name"],"sort":[{"joined":"desc"}],"limit":10,"use_index":"idx-member-email"}',
    secrets: ['aiko.suzuki@example.jp', '2024-02-29'],
    keeps: ['selector', '$eq', 'use_index', 'joined'],
  },
  {
    id: 'couchdb-mango-or-regex',
    system: 'couchdb',
    statement: '{"selector":{"$or":[{"phone":{"$regex":"^\\\\+49 ?30 ?8"}},{"postcode":{"$in":["10115","10117"]}}],"deleted":{"$ne":true}},"execution_stats":true}',
    secrets: ['\\\\+49 ?30 ?8', '10115', '10117'],
    keeps: ['$or', '$regex', '$ne', 'execution_stats'],
  },
  {
    id: 'couchdb-bulk-docs-cjk',
    system: 'couchdb',
    statement: '{"docs":[{"_id":"invoice:2026-0917","_rev":"3-917fa2b1c0e4","customer":"Li Wei 李伟","amount":"¥8,800","memo":"请于周五前付款"}]}',
    secrets: ['invoice:2026-0917', '3-917fa2b1c0e4', 'Li Wei 李伟', '¥8,800', '请于周五前付款'],
    keeps: ['docs', '_rev', 'customer'],
    note: '_bulk_docs body; document ids/revisions are values.',
  },
  {
    id: 'aws-dynamodb-query-key-condition',
    system: 'aws.dynamodb',
    statement: '{"TableName":"Orders","KeyConditionExpression":"#pk = :pk AND begins_with(#sk, :skPrefix)","ExpressionAttributeNames":{"#pk":"PK","#sk":"SK"},"ExpressionAttributeValues":{":pk":{"S":"CUSTOMER#c.ibrahim@example.eg"},":skPrefix":{"S":"ORDER#2026-11"}},"ScanIndexForward":false,"Limit":25}',
    secrets: ['CUSTOMER#c.ibrahim@example.eg', 'ORDER#2026-11'],
    keeps: ['KeyConditionExpression', 'begins_with', ':skPrefix', 'ExpressionAttributeValues'],
    note: 'Query request JSON; values hidden behind :placeholders but present in ExpressionAttributeValues.',
  },
  {
    id: 'aws-dynamodb-putitem-typed',
    system: 'aws.dynamodb',
    statement: '{"TableName":"Customers","Item":{"pk":{"S":"CUST-774215"},"fullName":{"S":"José Ángel Ruiz"},"dob":{"S":"1990-07-21"},"creditLimit":{"N":"15000.00"},"tags":{"SS":["vip","spain-north"]},"prefs":{"M":{"newsletter":{"BOOL":true},"lang":{"S":"es-ES"}}}},"ConditionExpression":"attribute_not_exists(pk)"}',
    secrets: ['CUST-774215', 'José Ángel Ruiz', '1990-07-21', '15000.00', 'spain-north'],
    keeps: ['TableName', 'fullName', 'ConditionExpression', 'attribute_not_exists(pk)'],
    note: 'Typed attribute values (S, N, SS, M, BOOL); numbers are strings in the wire format.',
  },
  {
    id: 'aws-dynamodb-updateitem-balance',
    system: 'aws.dynamodb',
    statement: '{"TableName":"Accounts","Key":{"accountId":{"S":"ACC-99310-XR"}},"UpdateExpression":"SET #bal = #bal - :amt, lastTxn = :t","ConditionExpression":"#bal >= :amt","ExpressionAttributeNames":{"#bal":"balance"},"ExpressionAttributeValues":{":amt":{"N":"249.75"},":t":{"S":"2026-12-06T23:59:59Z"}}}',
    secrets: ['ACC-99310-XR', '249.75', '2026-12-06T23:59:59Z'],
    keeps: ['UpdateExpression', 'SET #bal = #bal - :amt', '#bal >= :amt'],
  },
  {
    id: 'aws-dynamodb-partiql-select',
    system: 'aws.dynamodb',
    statement: 'SELECT "orderId", "total" FROM "Orders" WHERE "customerEmail" = \'nadia.haddad@example.ma\' AND "total" > 1249.50 AND "status" IN [\'OPEN\', \'BACKORDERED\']',
    secrets: ['nadia.haddad@example.ma', '1249.50', 'BACKORDERED'],
    keeps: ['"customerEmail"', '"Orders"', 'SELECT'],
    note: 'PartiQL: single-quoted strings are values, double-quoted are attribute/table names; IN takes a [list].',
  },
  {
    id: 'aws-dynamodb-partiql-insert-tuple',
    system: 'aws.dynamodb',
    statement: "INSERT INTO \"Reviews\" VALUE {'pk': 'PROD#MUG-BLU-0012', 'rating': 4, 'text': 'Arrived chipped -- \"meh\", wouldn''t reorder', 'author': 'Beatriz O''Neill'}",
    secrets: ['PROD#MUG-BLU-0012', 'Arrived chipped -- "meh", wouldn\'\'t reorder', "Beatriz O''Neill"],
    keeps: ['INSERT INTO', '"Reviews"', 'VALUE'],
    note: 'PartiQL tuple; a value holds "--" and doubled single quotes.',
  },
  {
    id: 'aws-dynamodb-partiql-update-returning',
    system: 'aws.dynamodb',
    statement: 'UPDATE "Users" SET "phone" = \'+1-202-555-0147\' WHERE "userId" = \'u_8c1f22\' RETURNING ALL NEW *',
    secrets: ['+1-202-555-0147', 'u_8c1f22'],
    keeps: ['UPDATE', '"phone"', 'RETURNING ALL NEW *'],
  },
  {
    id: 'cassandra-select-allow-filtering',
    system: 'cassandra',
    statement: "SELECT id, email FROM shop.customers WHERE email = 'grace.hopper@navy.example' AND signup_day = '2026-03-09' ALLOW FILTERING",
    secrets: ['grace.hopper@navy.example', '2026-03-09'],
    keeps: ['shop.customers', 'signup_day', 'ALLOW FILTERING'],
  },
  {
    id: 'cassandra-insert-collections-uuid',
    system: 'cassandra',
    statement: "INSERT INTO iot.readings (device_id, ts, temps, meta, owner) VALUES (5b6f8a1e-2c3d-4e5f-8a9b-0c1d2e3f4a5b, '2026-12-07 08:00:00+0000', [21.5, -4.25, 1.2e1], {'site': 'Tromsø depot', 'fw': 'v9.3.1-rc2'}, 'Øystein Å. Berg') USING TTL 86400",
    secrets: ['5b6f8a1e-2c3d-4e5f-8a9b-0c1d2e3f4a5b', '2026-12-07 08:00:00+0000', '-4.25', '1.2e1', 'Tromsø depot', 'v9.3.1-rc2', 'Øystein Å. Berg', '86400'],
    keeps: ['INSERT INTO iot.readings', 'USING TTL'],
    note: 'Unquoted UUID literal, list and map literals, exponent number.',
  },
  {
    id: 'cassandra-scylla-update-lwt',
    system: 'cassandra',
    statement: "UPDATE users SET bio = 'It''s me -- really /* not a comment */', tags = tags + {'night-owl'} WHERE user_id = 91822734 IF EXISTS",
    secrets: ["It''s me -- really /* not a comment */", 'night-owl', '91822734'],
    keeps: ['UPDATE users SET', 'tags + {', 'IF EXISTS'],
    note: 'ScyllaDB via a Cassandra driver (db.system.name cassandra); string contains doubled quote and comment markers.',
  },
  {
    id: 'cassandra-batch-blob',
    system: 'cassandra',
    statement: `BEGIN BATCH
  INSERT INTO ledger.entries (acct, seq, payload) VALUES ('GB29NWBK60161331926819', 1, 0xCAFEBABE0042);
  UPDATE ledger.balances SET amount = amount - 75 WHERE acct = 'GB29NWBK60161331926819';
APPLY BATCH`,
    secrets: ['GB29NWBK60161331926819', '0xCAFEBABE0042'],
    keeps: ['BEGIN BATCH', 'APPLY BATCH', 'ledger.entries'],
    note: 'Multi-line batch; blob literal in hex.',
  },
  {
    id: 'cassandra-dollar-string',
    system: 'cassandra',
    statement: "INSERT INTO notes (id, body) VALUES (now(), $$He said 'call me at 555-0199' -- ok$$)",
    secrets: ["He said 'call me at 555-0199' -- ok"],
    keeps: ['INSERT INTO notes', 'now()'],
    note: 'CQL $$-quoted string containing single quotes and --.',
  },
  {
    id: 'couchbase-select-any-satisfies',
    system: 'couchbase',
    statement: 'SELECT META(u).id, u.name FROM `travel-sample`.inventory.users AS u WHERE u.email = "r.kapoor@example.in" AND ANY p IN u.phones SATISFIES p.num = \'+91 98200 12345\' END',
    secrets: ['r.kapoor@example.in', '+91 98200 12345'],
    keeps: ['META(u).id', '`travel-sample`', 'ANY p IN u.phones SATISFIES', 'END'],
    note: 'SQL++: double- and single-quoted strings are both literals, backticks are identifiers.',
  },
  {
    id: 'couchbase-upsert-object-literal',
    system: 'couchbase',
    statement: 'UPSERT INTO orders (KEY, VALUE) VALUES ("order::ORD-77120", {"sku": "oak coaster set", "qty": 4, "buyer": {"name": "Chloé Martin", "ip": "192.0.2.44"}}) RETURNING META().id',
    secrets: ['order::ORD-77120', 'oak coaster set', 'Chloé Martin', '192.0.2.44'],
    keeps: ['UPSERT INTO orders', 'RETURNING', 'META().id'],
  },
  {
    id: 'couchbase-update-array-append-comment',
    system: 'couchbase',
    statement: 'UPDATE profiles SET addresses = ARRAY_APPEND(addresses, {"street": "Via Roma 12", "city": "Bologna"}) WHERE META().id = "u-33019" AND type = \'profile\' /* migrated by ticket OPS-4471 */',
    secrets: ['Via Roma 12', 'Bologna', 'u-33019', 'OPS-4471'],
    keeps: ['UPDATE profiles SET', 'ARRAY_APPEND', 'META().id'],
    note: 'Ticket number inside a block comment.',
  },
  {
    id: 'couchbase-named-positional-params',
    system: 'couchbase',
    statement: 'SELECT * FROM bucket1 WHERE customerId = $1 AND created > $since AND status = "disputed" LIMIT 100',
    secrets: ['disputed'],
    keeps: ['$1', '$since', 'LIMIT'],
  },
  {
    id: 'neo4j-merge-customer',
    system: 'neo4j',
    statement: `MERGE (c:Customer {email: 'olga.ivanova@yandex.example'})
ON CREATE SET c.name = "Ольга Иванова", c.createdAt = datetime('2026-12-07T09:00:00Z')
ON MATCH SET c.lastSeen = timestamp()
RETURN c`,
    secrets: ['olga.ivanova@yandex.example', 'Ольга Иванова', '2026-12-07T09:00:00Z'],
    keeps: ['MERGE', ':Customer', 'ON CREATE SET', 'datetime('],
  },
  {
    id: 'neo4j-match-knows-line-comment',
    system: 'neo4j',
    statement: `// look up friends of Noah Schmidt, dob 1985-11-30
MATCH (a:Person {name: "Noah Schmidt"})-[:KNOWS*1..2]->(b:Person)
WHERE b.city <> 'Zürich' AND b.age >= 21
RETURN b.name AS friend LIMIT 50`,
    secrets: ['Noah Schmidt', '1985-11-30', 'Zürich'],
    keeps: [':KNOWS*1..2', '(b:Person)', 'b.city', 'RETURN b.name AS friend'],
    note: 'Values also in a // comment.',
  },
  {
    id: 'neo4j-backtick-names-params',
    system: 'neo4j',
    statement: "MATCH (u:`User Account` {`e-mail`: $email})--(o:Order) WHERE o.total > 1249.50 AND o.code STARTS WITH 'ORD-2026' RETURN u.`e-mail`, count(o)",
    secrets: ['1249.50', 'ORD-2026'],
    keeps: ['`User Account`', '$email', 'STARTS WITH', 'count(o)'],
    note: 'Backtick-quoted label and property names; undirected (a)--(b) pattern.',
  },
  {
    id: 'neo4j-create-escaped-quotes',
    system: 'neo4j',
    statement: 'CREATE (n:Note {text: \'Kevin O\\\'Leary said "ship it" // not a comment\', phone: "+353 1 555 0142", score: -0.75e-3}) RETURN id(n)',
    secrets: ['Kevin O\\\'Leary said "ship it" // not a comment', '+353 1 555 0142', '-0.75e-3'],
    keeps: ['CREATE', ':Note', 'id(n)'],
    note: 'Backslash-escaped apostrophe; // inside a string is not a comment.',
  },
  {
    id: 'neo4j-unwind-card-list',
    system: 'neo4j',
    statement: "UNWIND ['4556-7375-8689-9855', '4024-0071-8803-1214'] AS pan MATCH (c:Card {number: pan}) SET c.blocked = true, c.reason = \"fraud ring FR-0917\" RETURN count(c)",
    secrets: ['4556-7375-8689-9855', '4024-0071-8803-1214', 'fraud ring FR-0917'],
    keeps: ['UNWIND', 'AS pan', '(c:Card {number: pan})', 'c.blocked'],
  },
  {
    id: 'neo4j-block-comment-regex-in-list',
    system: 'neo4j',
    statement: `/* nightly sync job, tenant acme-sg-0042 */
MATCH (p:Product)<-[r:BOUGHT {at: date("2026-11-29")}]-(c:Customer)
WHERE p.title IN ["blue ceramic mug", 'Teekanne „Ostfriesen“'] AND c.postcode =~ '^SW1[A-Z]? .*'
RETURN c.id, collect(p.title)[..5] AS items`,
    secrets: ['acme-sg-0042', '2026-11-29', 'blue ceramic mug', 'Teekanne „Ostfriesen“', '^SW1[A-Z]? .*'],
    keeps: ['<-[r:BOUGHT', 'collect(p.title)', '=~', 'AS items'],
  },
  {
    id: 'neo4j-unterminated-string',
    system: 'neo4j',
    statement: "MATCH (p:Person) WHERE p.email = 'trunc.user@example.org RETURN p",
    secrets: ['trunc.user@example.org'],
    keeps: ['MATCH (p:Person)'],
    note: 'MALFORMED: closing single quote missing.',
  },
  {
    id: 'memgraph-weighted-shortest-path',
    system: 'memgraph',
    statement: 'MATCH p = (a:Station {name: \'Alexanderplatz\'})-[:LINE *WSHORTEST (r, n | r.minutes) total]->(b:Station {name: "Hauptbahnhof"}) RETURN total, nodes(p)',
    secrets: ['Alexanderplatz', 'Hauptbahnhof'],
    keeps: [':Station', '*WSHORTEST', 'nodes(p)'],
    note: 'Memgraph-specific path syntax; Memgraph is reached through the neo4j Bolt driver in many apps.',
  },
  {
    id: 'memgraph-text-search-call',
    system: 'memgraph',
    statement: 'CALL text_search.search("complaintsIndex", "data.body:\\"chargeback\\" AND data.email:d.mensah@example.gh") YIELD node RETURN node.id LIMIT 10',
    secrets: ['chargeback', 'd.mensah@example.gh'],
    keeps: ['CALL text_search.search', 'YIELD node', 'RETURN node.id'],
    note: 'Search expression inside a double-quoted Cypher string with escaped quotes.',
  },
  {
    id: 'arangodb-for-filter-subquery',
    system: 'arangodb',
    statement: `FOR u IN users
  FILTER u.email == "samira.benali@example.dz" && u.address.city == 'Oran'
  LET orders = (FOR o IN orders FILTER o.userId == u._key && o.total > 1.2495e3 RETURN o)
  RETURN MERGE(u, { orders })`,
    secrets: ['samira.benali@example.dz', 'Oran', '1.2495e3'],
    keeps: ['FOR u IN users', 'FILTER', 'u._key', 'MERGE('],
  },
  {
    id: 'arangodb-upsert-bind-params',
    system: 'arangodb',
    statement: 'UPSERT { sku: @sku } INSERT { sku: @sku, name: "Ceramic mug, blue — 350ml", price: 12.90 } UPDATE { price: 11.50, note: \'price match vs "MugWorld"\' } IN products OPTIONS { waitForSync: true }',
    secrets: ['Ceramic mug, blue — 350ml', '12.90', '11.50', 'price match vs "MugWorld"'],
    keeps: ['UPSERT', '@sku', 'IN products', 'OPTIONS'],
  },
  {
    id: 'arangodb-graph-traversal-comments',
    system: 'arangodb',
    statement: `// who referred customer 774215?
FOR v, e IN 1..3 INBOUND 'customers/774215' GRAPH 'referrals'
  FILTER e.campaign != "BLACKFRIDAY-2026" /* excl. promo */
  RETURN DISTINCT v.name`,
    secrets: ['774215', 'BLACKFRIDAY-2026'],
    keeps: ['INBOUND', 'GRAPH', 'e.campaign', 'RETURN DISTINCT v.name'],
    note: 'Id appears in a // comment and in a document-handle string.',
  },
  {
    id: 'aws-neptune-gremlin-addv-properties',
    system: 'aws.neptune',
    statement: "g.addV('person').property(id, 'p-99812').property('name', \"Wanjiru Kamau\").property('ssn', '523-45-6789').property('born', datetime('1992-04-18T00:00:00Z'))",
    secrets: ['p-99812', 'Wanjiru Kamau', '523-45-6789', '1992-04-18T00:00:00Z'],
    keeps: ['g.addV', '.property(id'],
    note: 'Gremlin Groovy string as sent to Amazon Neptune; labels/keys are also string literals.',
  },
  {
    id: 'aws-neptune-gremlin-between-long',
    system: 'aws.neptune',
    statement: "g.V().hasLabel('account').has('email', 'lena.fischer@example.de').out('TRANSFERRED').has('amount', gt(9500.0)).has('ts', between(1733011200000L, 1733615999000L)).path().by('iban')",
    secrets: ['lena.fischer@example.de', '9500.0', '1733011200000', '1733615999000'],
    keeps: ['.hasLabel(', '.out(', 'between(', '.path()'],
    note: 'Groovy long literals with L suffix.',
  },
  {
    id: 'janusgraph-gremlin-within-dates',
    system: 'janusgraph',
    statement: "g.V().has('customer', 'phone', within('+1 415 555 0199', '+1 628 555 0101')).as('c').outE('PLACED').has('placedAt', gte(Date.parse('yyyy-MM-dd', '2026-11-01'))).inV().values('orderNo').dedup().limit(20)",
    secrets: ['+1 415 555 0199', '+1 628 555 0101', '2026-11-01'],
    keeps: ['within(', 'outE(', 'Date.parse', 'dedup()'],
  },
  {
    id: 'azure-cosmosdb-gremlin-property-list',
    system: 'azure.cosmosdb',
    statement: "g.V('d1f0c2e4-7a8b-4c9d-ae10-5f6b7c8d9e0a').property('pk', 'tenant-440').property('displayName', 'Ахмед Юсупов').property(list, 'aliases', \"a.yusupov\").outE('memberOf').count()",
    secrets: ['d1f0c2e4-7a8b-4c9d-ae10-5f6b7c8d9e0a', 'tenant-440', 'Ахмед Юсупов', 'a.yusupov'],
    keeps: ['g.V(', 'property(list', '.outE(', '.count()'],
    note: 'Cosmos DB for Apache Gremlin.',
  },
  {
    id: 'aws-neptune-sparql-select-filter',
    system: 'aws.neptune',
    statement: `PREFIX foaf: <http://xmlns.com/foaf/0.1/>
PREFIX ex: <http://example.org/schema#>
SELECT ?person ?phone WHERE {
  ?person foaf:mbox "yusuf.demir@example.com.tr" ;
          ex:phone ?phone ;
          ex:birthDate ?dob .
  FILTER (?dob < "1980-01-01"^^xsd:date)
  # owner: Yusuf Demir
}`,
    secrets: ['yusuf.demir@example.com.tr', '1980-01-01', 'Yusuf Demir'],
    keeps: ['PREFIX foaf:', '?person', 'FILTER', 'xsd:date'],
    note: 'SPARQL on Neptune; "#" starts a comment outside IRIs/strings (the "#" inside <...#> is not a comment).',
  },
  {
    id: 'virtuoso-sparql-insert-data-longstring',
    system: 'virtuoso',
    statement: `PREFIX schema: <https://schema.org/>
INSERT DATA {
  GRAPH <urn:graph:crm> {
    <urn:cust:88213> schema:name "Chen Jia-Hui 陈佳慧"@zh ;
      schema:telephone '+886 2 2722 1234' ;
      schema:description """Prefers "afternoon" calls;
mentions card ending 4242""" .
  }
}`,
    secrets: ['Chen Jia-Hui 陈佳慧', '+886 2 2722 1234', 'mentions card ending 4242'],
    keeps: ['INSERT DATA', 'GRAPH', 'schema:telephone'],
    note: 'Language-tagged literal, single-quoted literal and a multi-line """ long string.',
  },
  {
    id: 'influxdb-influxql-select-group-by-time',
    system: 'influxdb',
    statement: 'SELECT mean("value") FROM "telegraf"."autogen"."cpu" WHERE "host" = \'db-prod-7f3c.internal\' AND time > \'2026-12-01T00:00:00Z\' GROUP BY time(5m) fill(none)',
    secrets: ['db-prod-7f3c.internal', '2026-12-01T00:00:00Z'],
    keeps: ['mean("value")', '"telegraf"."autogen"."cpu"', '"host"', 'GROUP BY time(5m)'],
    note: 'InfluxQL: double quotes are identifiers, single quotes are string/time literals.',
  },
  {
    id: 'influxdb-influxql-regex-show-tag',
    system: 'influxdb',
    statement: 'SELECT "amount" FROM "payments" WHERE "customer" =~ /^Ng(u|o)yen Van/ AND "card_bin" = \'411111\' AND "amount" > -12.5 LIMIT 20; SHOW TAG VALUES FROM "payments" WITH KEY = "region"',
    secrets: ['^Ng(u|o)yen Van', '411111', '-12.5'],
    keeps: ['=~', '"card_bin"', 'SHOW TAG VALUES', 'WITH KEY = "region"'],
    note: 'InfluxQL regex literal between slashes; two statements separated by ";".',
  },
  {
    id: 'influxdb-flux-filter-regex',
    system: 'influxdb',
    statement: `from(bucket: "iot-prod")
  |> range(start: 2026-11-30T00:00:00Z, stop: -1h)
  |> filter(fn: (r) => r._measurement == "door_events" and r.badge_holder == "Amelia Kowalczyk")
  |> filter(fn: (r) => r.badge_id =~ /^BX-77[0-9]{3}$/)
  |> aggregateWindow(every: 10m, fn: count)`,
    secrets: ['2026-11-30T00:00:00Z', 'Amelia Kowalczyk', '^BX-77[0-9]{3}$'],
    keeps: ['from(bucket:', '|> range(', 'r.badge_holder', 'aggregateWindow'],
    note: 'Flux: double quotes are string literals; unquoted RFC3339 time literal; regex literal.',
  },
  {
    id: 'influxdb-flux-escaped-string',
    system: 'influxdb',
    statement: 'from(bucket:"crm") |> range(start: -7d) |> filter(fn: (r) => r.note == "she said \\"call after 6pm\\" // urgent" and r.amount > 1249.5)',
    secrets: ['she said \\"call after 6pm\\" // urgent', '1249.5'],
    keeps: ['range(start:', 'filter(fn: (r) =>', 'r.note'],
    note: 'Flux string with backslash-escaped quotes and //.',
  },
  {
    id: 'influxdb-line-protocol-write',
    system: 'influxdb',
    statement: 'weather,station=Tromsø\\ Havn,owner=K.Johansen temp=-12.75,humidity=0.83,remark="frost \\"severe\\"" 1765096800000000000',
    secrets: ['Tromsø\\ Havn', 'K.Johansen', '-12.75', 'frost \\"severe\\"', '1765096800000000000'],
    keeps: ['weather', 'station=', 'temp='],
    note: 'Line protocol body of a /write call: measurement, tag set (escaped space), field set, timestamp.',
  },
  {
    id: 'prometheus-rate-label-matchers',
    system: 'prometheus',
    statement: 'sum by (pod) (rate(http_requests_total{job="checkout", customer_email="t.mwangi@example.ke", status=~"5.."}[5m]))',
    secrets: ['checkout', 't.mwangi@example.ke'],
    keeps: ['sum by (pod)', 'rate(', 'http_requests_total', 'customer_email'],
    note: 'Label matcher values are double-quoted strings.',
  },
  {
    id: 'prometheus-histogram-quantile',
    system: 'prometheus',
    statement: 'histogram_quantile(0.99, sum(rate(payment_latency_seconds_bucket{merchant_id!="MRC-40019", region=~"eu-(west|north)-1"}[10m])) by (le)) > 2.5e-1',
    secrets: ['MRC-40019', 'eu-(west|north)-1', '2.5e-1'],
    keeps: ['histogram_quantile', 'payment_latency_seconds_bucket', 'merchant_id!=', 'by (le)'],
  },
  {
    id: 'prometheus-single-quoted-absent',
    system: 'prometheus',
    statement: "up{instance=\"10.44.7.19:9100\", team='pay\\'ments-core'} == 0 or absent(node_boot_time_seconds{host_serial=`SN-8842-QQ71`})",
    secrets: ['10.44.7.19:9100', "pay\\'ments-core", 'SN-8842-QQ71'],
    keeps: ['instance=', 'absent(', 'node_boot_time_seconds', 'host_serial'],
    note: 'PromQL also accepts single-quoted (with escapes) and backtick raw strings.',
  },
  {
    id: 'kusto-signin-between-in',
    system: 'kusto',
    statement: `SigninLogs
| where TimeGenerated between (datetime(2026-11-01) .. datetime(2026-11-30))
| where UserPrincipalName == "maria.garcia@contoso.example" and IPAddress !in ("198.51.100.7", '203.0.113.250')
| summarize count() by AppDisplayName`,
    secrets: ['2026-11-01', '2026-11-30', 'maria.garcia@contoso.example', '198.51.100.7', '203.0.113.250'],
    keeps: ['SigninLogs', 'TimeGenerated', '!in', '| summarize count() by'],
    note: 'KQL: both quote styles are strings; datetime() literal.',
  },
  {
    id: 'kusto-verbatim-comment',
    system: 'kusto',
    statement: `// investigate tenant acme-sg-0042
StormEvents
| where State has @"NEW\\YORK" or EventNarrative contains 'Hurricane \\'Ida\\''
| extend Damage = DamageProperty + 1.5e6
| project StartTime, State, Damage
| take 100`,
    secrets: ['acme-sg-0042', 'NEW\\YORK', "Hurricane \\'Ida\\'", '1.5e6'],
    keeps: ['StormEvents', 'has', '| extend', '| project'],
    note: 'Verbatim @"..." string (backslash is literal), escaped quotes, // comment with a tenant id.',
  },
  {
    id: 'kusto-dynamic-multiline-string',
    system: 'kusto',
    statement: `let blocked = dynamic(["4716-1089-9182-4410", "zq81-canary-9c0d"]);
Payments
| where CardNumber in (blocked) or Memo == \`\`\`refund for "Dana"
second line\`\`\`
| count`,
    secrets: ['4716-1089-9182-4410', 'zq81-canary-9c0d', `refund for "Dana"
second line`],
    keeps: ['let blocked = dynamic(', 'Payments', 'CardNumber', '| count'],
    note: 'KQL multi-line string delimited by triple backticks.',
  },
  {
    id: 'salesforce-soql-subquery-date',
    system: 'salesforce',
    statement: "SELECT Id, Name, Email, (SELECT Subject FROM Cases WHERE Status != 'Closed') FROM Contact WHERE Email = 'hana.novak@example.cz' AND Birthdate < 1975-05-01 AND MailingCity IN ('Brno', 'Ostrava')",
    secrets: ['hana.novak@example.cz', '1975-05-01', 'Brno', 'Ostrava'],
    keeps: ['(SELECT Subject FROM Cases', 'FROM Contact', 'Birthdate', 'MailingCity'],
    note: 'SOQL: unquoted date literal.',
  },
  {
    id: 'salesforce-soql-like-escape',
    system: 'salesforce',
    statement: "SELECT Id FROM Account WHERE Name LIKE 'O\\'Sullivan%' AND AnnualRevenue > 2.5E7 AND CreatedDate = LAST_N_DAYS:30 LIMIT 200",
    secrets: ["O\\'Sullivan", '2.5E7'],
    keeps: ['FROM Account', 'AnnualRevenue', 'LAST_N_DAYS:30'],
    note: 'SOQL backslash escape inside a single-quoted string; date literal keyword with argument.',
  },
  {
    id: 'salesforce-sosl-find',
    system: 'salesforce',
    statement: 'FIND {+1 (312) 555-0148 OR "Malik Johnson"} IN PHONE FIELDS RETURNING Contact(Id, Name), Lead(Id WHERE Company = \'Johnson Freight LLC\')',
    secrets: ['+1 (312) 555-0148', 'Malik Johnson', 'Johnson Freight LLC'],
    keeps: ['FIND', 'IN PHONE FIELDS', 'RETURNING Contact(Id, Name)'],
    note: 'SOSL: the search term sits between braces.',
  },
  {
    id: 'surrealdb-select-graph-fetch',
    system: 'surrealdb',
    statement: 'SELECT * FROM person WHERE email = \'ana.lima@example.br\' AND address.city = "São Paulo" AND ->purchased->product.name CONTAINS "blue ceramic mug" FETCH address;',
    secrets: ['ana.lima@example.br', 'São Paulo', 'blue ceramic mug'],
    keeps: ['FROM person', '->purchased->product.name', 'CONTAINS', 'FETCH'],
  },
  {
    id: 'surrealdb-create-content',
    system: 'surrealdb',
    statement: "CREATE person CONTENT { name: 'Ana Lima', born: d\"1988-02-14T00:00:00Z\", tags: ['vip', \"early-adopter\"], balance: 1249.50dec, api_key: 's_k-91fz-Qm2p' } RETURN id;",
    secrets: ['Ana Lima', '1988-02-14T00:00:00Z', 'early-adopter', '1249.50', 's_k-91fz-Qm2p'],
    keeps: ['CREATE person CONTENT', 'api_key', 'RETURN id'],
    note: 'd"..." datetime prefix and a "dec" number suffix.',
  },
  {
    id: 'surrealdb-relate-set',
    system: 'surrealdb',
    statement: 'RELATE user:tobie->wrote->article:surreal SET time.written = time::now(), note = "draft \\"v2\\" -- see ticket SUP-5521";',
    secrets: ['draft \\"v2\\" -- see ticket SUP-5521'],
    keeps: ['RELATE', '->wrote->', 'time::now()'],
  },
  {
    id: 'tigergraph-interpret-query-accum',
    system: 'tigergraph',
    statement: `INTERPRET QUERY () FOR GRAPH FraudGraph {
  start = {Account.*};
  hits = SELECT a FROM start:a -(Transfer:e)-> Account:b
         WHERE e.amount > 9875.25 AND b.owner_email == "q.nguyen@example.vn"
         ACCUM a.@flagged += TRUE;
  PRINT hits;
}`,
    secrets: ['9875.25', 'q.nguyen@example.vn'],
    keeps: ['INTERPRET QUERY', 'FOR GRAPH FraudGraph', '-(Transfer:e)->', 'ACCUM'],
  },
  {
    id: 'tigergraph-insert-hash-comment',
    system: 'tigergraph',
    statement: `# upsert customer (SSN 219-09-9999)
INSERT INTO Customer VALUES ("cust_55812", "Ruth Bader", "1933-03-15")`,
    secrets: ['219-09-9999', 'cust_55812', 'Ruth Bader', '1933-03-15'],
    keeps: ['INSERT INTO Customer VALUES'],
    note: 'GSQL "#" line comment carrying a national id.',
  },
  {
    id: 'gcp-spanner-select-dquote-literal',
    system: 'gcp.spanner',
    statement: 'SELECT s.SingerId, s.FirstName FROM Singers AS s WHERE s.LastName = "Kowalski" AND s.BirthDate > DATE \'1990-01-01\' AND s.SingerInfo IS NOT NULL -- added by support, ticket 88213',
    secrets: ['Kowalski', '1990-01-01', '88213'],
    keeps: ['s.SingerId', 'FROM Singers AS s', 'DATE', 'IS NOT NULL'],
    note: 'GoogleSQL: double-quoted text is a string literal, not an identifier.',
  },
  {
    id: 'gcp-spanner-insert-bytes-raw',
    system: 'gcp.spanner',
    statement: "INSERT INTO Accounts (AccountId, Email, Pin, Note) VALUES (@accountId, 'yara.haddad@example.lb', b'\\x8f\\x12\\xa0', r'C:\\Users\\yhaddad\\export.csv')",
    secrets: ['yara.haddad@example.lb', '\\x8f\\x12\\xa0', 'C:\\Users\\yhaddad\\export.csv'],
    keeps: ['INSERT INTO Accounts', '(AccountId, Email, Pin, Note)', '@accountId'],
    note: "Bytes literal b'...' with escapes and raw string r'...' with backslashes.",
  },
  {
    id: 'gcp-spanner-triple-quoted-update',
    system: 'gcp.spanner',
    statement: `UPDATE Tickets SET Body = """Customer wrote:
"my card 4000 0027 6000 3184 was charged twice" # not a comment
""" WHERE Region = 'eu-west-9' AND TicketId = 774215`,
    secrets: ['4000 0027 6000 3184', 'was charged twice', '774215', 'eu-west-9'],
    keeps: ['UPDATE Tickets SET Body', 'WHERE Region', 'TicketId'],
    note: 'Triple-quoted multi-line string containing double quotes and "#".',
  },
  {
    id: 'gcp-spanner-unnest-hex',
    system: 'gcp.spanner',
    statement: "SELECT * FROM Orders WHERE Sku IN UNNEST(['MUG-BLU-0012', 'TEA-GRN-0440']) AND Total BETWEEN -15.5 AND 0x1F4 AND JSON_VALUE(Meta, '$.coupon') = \"XMAS-ZQ81\"",
    secrets: ['MUG-BLU-0012', 'TEA-GRN-0440', '-15.5', '0x1F4', 'XMAS-ZQ81'],
    keeps: ['UNNEST(', 'BETWEEN', 'JSON_VALUE(Meta'],
    note: 'Array literal, negative and hex numbers.',
  },
  {
    id: 'bigquery-hash-comment-backticks',
    system: 'bigquery',
    statement: `# daily churn export for analyst j.smith
SELECT user_id, email
FROM \`acme-prod.crm.customers\`
WHERE email LIKE "%@hotmail.example" AND signup_ts >= TIMESTAMP "2026-06-01 00:00:00+00"
  AND country IN ("DE", 'AT')`,
    secrets: ['j.smith', '@hotmail.example', '2026-06-01 00:00:00+00'],
    keeps: ['`acme-prod.crm.customers`', 'LIKE', 'signup_ts', 'TIMESTAMP'],
    note: 'BigQuery "#" comment; backticks are names, double quotes are strings.',
  },
  {
    id: 'bigquery-raw-regex-bytes',
    system: 'bigquery',
    statement: 'SELECT REGEXP_EXTRACT(notes, r\'^ORD-2291-\\d+\') AS ord FROM `proj.ds.notes` WHERE note_hash = b\'\\xde\\xad\\xbe\\xef\' AND author = "Dmitri \\"Dima\\" Volkov"',
    secrets: ['ORD-2291-\\d+', '\\xde\\xad\\xbe\\xef', 'Dmitri \\"Dima\\" Volkov'],
    keeps: ['REGEXP_EXTRACT', '`proj.ds.notes`', 'note_hash'],
  },
  {
    id: 'bigquery-triple-quoted-strings',
    system: 'bigquery',
    statement: `SELECT * FROM \`acme.support.tickets\` WHERE body LIKE '''%refund%Ahmed Khalil%''' OR body = """line one
it's "quoted" -- not a comment
line three"""`,
    secrets: ['Ahmed Khalil', 'it\'s "quoted" -- not a comment'],
    keeps: ['`acme.support.tickets`', 'LIKE', 'body'],
    note: "Triple-single-quoted and triple-double-quoted strings; the second spans lines and contains '--'.",
  },
  {
    id: 'bigquery-struct-array-literal',
    system: 'bigquery',
    statement: 'SELECT * FROM UNNEST([STRUCT("Keiko Abe" AS name, DATE "1979-12-24" AS dob, NUMERIC \'1249.50\' AS spend)]) WHERE name != \'test-user-0000\'',
    secrets: ['Keiko Abe', '1979-12-24', '1249.50', 'test-user-0000'],
    keeps: ['UNNEST([STRUCT(', 'AS dob', 'NUMERIC'],
  },
  {
    id: 'snowflake-dollar-function-body',
    system: 'snowflake',
    statement: `CREATE OR REPLACE FUNCTION mask_email(e STRING) RETURNS STRING LANGUAGE SQL AS
$$ CASE WHEN e = 'ceo@acme-internal.example' THEN 'REDACTED' ELSE e END $$`,
    secrets: ['ceo@acme-internal.example'],
    keeps: ['CREATE OR REPLACE FUNCTION', 'mask_email', 'LANGUAGE SQL'],
    note: '$$-delimited body; the literal inside the body is a value.',
  },
  {
    id: 'snowflake-variant-path-cast',
    system: 'snowflake',
    statement: "SELECT v:customer.name::string AS name FROM raw.events WHERE v:customer.email::string = 'p.almeida@example.pt' AND v:amount::number(10,2) > 1249.50 AND event_ts > '2026-12-01'::timestamp_ntz -- replay ticket INC-30917",
    secrets: ['p.almeida@example.pt', '1249.50', '2026-12-01', 'INC-30917'],
    keeps: ['v:customer.name::string', 'raw.events', '::timestamp_ntz'],
  },
  {
    id: 'snowflake-dollar-insert',
    system: 'snowflake',
    statement: 'INSERT INTO notes (id, body) SELECT 88412, $$Call Mrs. O\'Reilly at +353 87 123 4567 -- "urgent"$$',
    secrets: ['88412', 'Call Mrs. O\'Reilly at +353 87 123 4567 -- "urgent"'],
    keeps: ['INSERT INTO notes', 'SELECT'],
    note: '$$ string with an apostrophe, double quotes and --.',
  },
  {
    id: 'databricks-dquote-string-literal',
    system: 'databricks',
    statement: 'SELECT * FROM main.sales.orders WHERE customer_name = "Ólafur Arnalds" AND order_ts >= \'2026-11-01\' AND array_contains(tags, \'gift-wrap\') AND amount > 1.5e3 -- "quoted" comment',
    secrets: ['Ólafur Arnalds', '2026-11-01', 'gift-wrap', '1.5e3'],
    keeps: ['main.sales.orders', 'order_ts', 'array_contains(tags'],
    note: 'Spark SQL (ANSI mode off): double-quoted text is a string literal.',
  },
  {
    id: 'databricks-merge-map',
    system: 'databricks',
    statement: `MERGE INTO crm.contacts AS t
USING (SELECT 'C-00912' AS id, 'noor.rahman@example.bd' AS email, map('pref', 'sms', 'lang', 'bn') AS attrs) AS s
ON t.id = s.id
WHEN MATCHED THEN UPDATE SET t.email = s.email
WHEN NOT MATCHED THEN INSERT *`,
    secrets: ['C-00912', 'noor.rahman@example.bd'],
    keeps: ['MERGE INTO crm.contacts', 'map(', 'WHEN MATCHED THEN UPDATE SET'],
  },
  {
    id: 'databricks-raw-string-escapes',
    system: 'databricks',
    statement: "SELECT regexp_extract(msg, r'user=(\\w+)@corp\\.example', 1) AS u FROM logs.raw WHERE msg LIKE 'Failed login for \\'svc_backup\\'%' AND host = X'0A0B0C0D'",
    secrets: ["Failed login for \\'svc_backup\\'", '0A0B0C0D'],
    keeps: ['regexp_extract', 'logs.raw', 'LIKE'],
    note: "Spark raw string r'...', backslash-escaped quotes, binary hex literal X'...'.",
  },
  {
    id: 'trino-cross-catalog-join',
    system: 'trino',
    statement: "SELECT c.name, o.total FROM hive.sales.orders o JOIN postgresql.public.customers c ON o.cust_id = c.id WHERE c.email = 'lucia.fernandez@example.ar' AND o.ts > TIMESTAMP '2026-11-15 08:30:00' AND o.total > DECIMAL '1249.50'",
    secrets: ['lucia.fernandez@example.ar', '2026-11-15 08:30:00', '1249.50'],
    keeps: ['hive.sales.orders', 'JOIN postgresql.public.customers', 'TIMESTAMP', 'DECIMAL'],
  },
  {
    id: 'trino-unicode-escape-like',
    system: 'trino',
    statement: "SELECT * FROM memory.default.people WHERE name = U&'Ren\\00E9e Dupont' OR note LIKE '%50\\% off%' ESCAPE '\\' OR json_extract_scalar(doc, '$.ssn') = '212-55-0909'",
    secrets: ['Ren\\00E9e Dupont', '50\\% off', '212-55-0909'],
    keeps: ['memory.default.people', 'U&', 'ESCAPE', 'json_extract_scalar'],
    note: "Unicode string U&'...'; ESCAPE '\\' is a one-character string (backslash is not an escape in standard SQL).",
  },
  {
    id: 'trino-array-map-comment',
    system: 'trino',
    statement: "SELECT * FROM iceberg.web.sessions WHERE contains(ARRAY['zq81-canary-4f2a', 'zq81-canary-b7e3'], token) AND element_at(MAP(ARRAY['ip'], ARRAY['198.51.100.201']), 'ip') IS NOT NULL -- run by x.li@example.hk",
    secrets: ['zq81-canary-4f2a', 'zq81-canary-b7e3', '198.51.100.201', 'x.li@example.hk'],
    keeps: ['iceberg.web.sessions', 'contains(ARRAY[', 'element_at(MAP('],
  },
  {
    id: 'duckdb-read-csv-path',
    system: 'duckdb',
    statement: "SELECT * FROM read_csv('s3://acme-exports/2026-12/customers_ivan_horvat.csv') WHERE email = 'ivan.horvat@example.hr' AND dob = DATE '1983-08-08'",
    secrets: ['customers_ivan_horvat.csv', 'ivan.horvat@example.hr', '1983-08-08'],
    keeps: ['read_csv(', 'DATE'],
  },
  {
    id: 'duckdb-struct-list-literals',
    system: 'duckdb',
    statement: "SELECT {'name': 'Lea Müller', 'zip': '80331'} AS s, [1249.50, -7.25, 3.0e-2] AS amounts, 'it''s /* not */ a comment' AS t",
    secrets: ['Lea Müller', '80331', '1249.50', '-7.25', '3.0e-2', "it''s /* not */ a comment"],
    keeps: ['AS amounts', 'AS t'],
    note: 'Struct and list literals; a string holding /* */.',
  },
  {
    id: 'clickhouse-select-format',
    system: 'clickhouse',
    statement: "SELECT user_id, count() FROM events.page_views WHERE email = 'm.ahmed@example.pk' AND event_date >= toDate('2026-11-01') AND url LIKE '%/checkout?coupon=ZQ81OFF%' GROUP BY user_id FORMAT JSONEachRow",
    secrets: ['m.ahmed@example.pk', '2026-11-01', 'ZQ81OFF'],
    keeps: ['events.page_views', 'count()', 'toDate(', 'FORMAT JSONEachRow'],
  },
  {
    id: 'clickhouse-insert-backslash-escape',
    system: 'clickhouse',
    statement: "INSERT INTO logs.auth (ts, user, ip, ua) VALUES ('2026-12-07 10:11:12', 'Łukasz Wróbel', toIPv4('192.0.2.150'), 'Mozilla/5.0 (X11; Linux x86_64) \\'quoted\\'')",
    secrets: ['2026-12-07 10:11:12', 'Łukasz Wróbel', '192.0.2.150', 'Mozilla/5.0 (X11; Linux x86_64)'],
    keeps: ['INSERT INTO logs.auth', 'toIPv4('],
    note: 'ClickHouse strings accept backslash escapes.',
  },
  {
    id: 'clickhouse-heredoc-map-in',
    system: 'clickhouse',
    statement: "SELECT * FROM orders WHERE has(skus, 'OAK-CST-0004') AND attrs['promo'] = 'BF-2026-ZQ' AND amount IN (1249.50, 89.99) AND note = $heredoc$Don't \"escape\" me$heredoc$ SETTINGS max_threads = 8",
    secrets: ['OAK-CST-0004', 'BF-2026-ZQ', '1249.50', '89.99', 'Don\'t "escape" me'],
    keeps: ['has(skus', 'attrs[', 'SETTINGS max_threads'],
    note: 'ClickHouse heredoc $tag$...$tag$ string.',
  },
  {
    id: 'azure-cosmosdb-sql-array-contains',
    system: 'azure.cosmosdb',
    statement: 'SELECT c.id, c.profile.displayName FROM c WHERE c.profile.email = "kwame.asante@example.gh" AND c.pk = \'tenant-440\' AND ARRAY_CONTAINS(c.roles, "billing-admin")',
    secrets: ['kwame.asante@example.gh', 'tenant-440', 'billing-admin'],
    keeps: ['FROM c', 'c.profile.email', 'ARRAY_CONTAINS(c.roles'],
    note: 'Cosmos DB SQL: both quote styles are string literals.',
  },
  {
    id: 'azure-cosmosdb-sql-udf-escapes',
    system: 'azure.cosmosdb',
    statement: "SELECT VALUE udf.maskPhone(c.phone) FROM c JOIN t IN c.tags WHERE t = 'vip\\'s-club' AND c.birthDate < '1970-01-01T00:00:00Z' AND RegexMatch(c.iban, \"^FR76\\\\s?3000\")",
    secrets: ["vip\\'s-club", '1970-01-01T00:00:00Z', '^FR76\\\\s?3000'],
    keeps: ['SELECT VALUE udf.maskPhone', 'JOIN t IN c.tags', 'RegexMatch('],
    note: 'Backslash escapes inside Cosmos SQL strings.',
  },
  {
    id: 'firebirdsql-first-skip-q-string',
    system: 'firebirdsql',
    statement: "SELECT FIRST 10 SKIP 20 c.CUST_NO, c.CONTACT_LAST FROM CUSTOMER c WHERE c.CONTACT_LAST = 'Achterberg' AND c.PHONE_NO STARTING WITH '(03) 9555' AND c.CREDIT_LIMIT > 1.0E4 AND c.NOTES <> q'{it's \"fine\"}'",
    secrets: ['Achterberg', '(03) 9555', '1.0E4', 'it\'s "fine"'],
    keeps: ['SELECT FIRST 10 SKIP 20', 'CUSTOMER c', 'STARTING WITH'],
    note: "Firebird 3 alternative quoting q'{...}' with an apostrophe inside.",
  },
  {
    id: 'firebirdsql-execute-block-comment',
    system: 'firebirdsql',
    statement: `EXECUTE BLOCK RETURNS (cnt INTEGER) AS
BEGIN
  -- purge for GDPR request 2026-GDPR-0412
  SELECT COUNT(*) FROM ORDERS WHERE EMAIL = 'pieter.devries@example.nl' INTO :cnt;
  SUSPEND;
END`,
    secrets: ['2026-GDPR-0412', 'pieter.devries@example.nl'],
    keeps: ['EXECUTE BLOCK', 'INTO :cnt', 'SUSPEND'],
  },
  {
    id: 'ibm-db2-fetch-first-with-ur',
    system: 'ibm.db2',
    statement: "SELECT EMPNO, LASTNAME FROM DSN8C10.EMP WHERE LASTNAME = 'O''CONNELL' AND HIREDATE > DATE('2015-09-01') AND SALARY BETWEEN 52750.00 AND 98250.00 FETCH FIRST 5 ROWS ONLY WITH UR",
    secrets: ["O''CONNELL", '2015-09-01', '52750.00', '98250.00'],
    keeps: ['DSN8C10.EMP', 'FETCH FIRST 5 ROWS ONLY', 'WITH UR'],
  },
  {
    id: 'ibm-db2-graphic-hex-literals',
    system: 'ibm.db2',
    statement: "INSERT INTO PAYROLL.BANK (EMP_ID, IBAN, MEMO, RAW) VALUES (?, 'CH93 0076 2011 6238 5295 7', G'山田太郎', X'0A1B2C3D')",
    secrets: ['CH93 0076 2011 6238 5295 7', '山田太郎', '0A1B2C3D'],
    keeps: ['INSERT INTO PAYROLL.BANK', 'VALUES (?,'],
    note: "Graphic string G'...' (CJK) and hex string X'...'.",
  },
  {
    id: 'teradata-sel-casespecific',
    system: 'teradata',
    statement: "SEL TOP 10 * FROM retail.customer WHERE cust_name (CASESPECIFIC) = 'Björn Ulvaeus' AND birth_dt = DATE '1945-04-25' AND phone_no LIKE '+46 8%'",
    secrets: ['Björn Ulvaeus', '1945-04-25', '+46 8%'],
    keeps: ['SEL TOP 10', 'retail.customer', '(CASESPECIFIC)'],
  },
  {
    id: 'teradata-update-hex-byte-literal',
    system: 'teradata',
    statement: "UPDATE sales.invoice SET note = 'Paid by card ''VISA-4917''', amount = -3.25E2, raw_tag = '4A6F6E61'XB WHERE inv_id = 90017731;",
    secrets: ["Paid by card ''VISA-4917''", '-3.25E2', '4A6F6E61', '90017731'],
    keeps: ['UPDATE sales.invoice SET', 'raw_tag', 'inv_id'],
    note: "Teradata byte literal 'hex'XB; doubled quotes inside a string.",
  },
  {
    id: 'sap-hana-quoted-identifiers-hint',
    system: 'sap.hana',
    statement: 'SELECT TOP 5 "KUNNR", "NAME1" FROM "SAPHANADB"."KNA1" WHERE "NAME1" LIKE \'Müller & Söhne%\' AND "ERDAT" >= \'20260101\' AND "STCD1" = \'DE123456789\' WITH HINT(NO_CS_JOIN)',
    secrets: ['Müller & Söhne', '20260101', 'DE123456789'],
    keeps: ['"SAPHANADB"."KNA1"', '"STCD1"', 'WITH HINT(NO_CS_JOIN)'],
    note: 'Double quotes are identifiers.',
  },
  {
    id: 'sap-hana-upsert-nstring',
    system: 'sap.hana',
    statement: 'UPSERT "CRM"."CONTACTS" ("ID", "EMAIL", "PHONE", "NOTE") VALUES (4401982, \'anna.virtanen@example.fi\', N\'+358 40 123 4567\', \'says \'\'hei\'\'; -- call later\') WITH PRIMARY KEY',
    secrets: ['4401982', 'anna.virtanen@example.fi', '+358 40 123 4567', "says ''hei''; -- call later"],
    keeps: ['UPSERT', '"CRM"."CONTACTS"', 'WITH PRIMARY KEY'],
  },
  {
    id: 'h2database-select-timestamp',
    system: 'h2database',
    statement: "SELECT * FROM PUBLIC.USERS WHERE EMAIL = 'elena.popescu@example.ro' AND CREATED > TIMESTAMP '2026-12-01 00:00:00' AND ROLE IN ('ADMIN', 'AUDITOR') LIMIT 1",
    secrets: ['elena.popescu@example.ro', '2026-12-01 00:00:00', 'AUDITOR'],
    keeps: ['PUBLIC.USERS', 'TIMESTAMP', 'LIMIT'],
  },
  {
    id: 'h2database-merge-dollar-string',
    system: 'h2database',
    statement: "MERGE INTO SETTINGS KEY(NAME) VALUES ('smtp.password', $$pa''ss\"w0rd-Hq7$$), ('smtp.user', 'mailer@acme.example')",
    secrets: ["pa''ss\"w0rd-Hq7", 'mailer@acme.example'],
    keeps: ['MERGE INTO SETTINGS', 'KEY(NAME)'],
    note: "H2 $$...$$ string: '' inside it is two quote characters, not an escape.",
  },
  {
    id: 'qdrant-search-filter-json',
    system: 'qdrant',
    statement: '{"collection_name":"support_docs","query_vector":[0.0213,-0.4471,0.1902],"limit":5,"query_filter":{"must":[{"key":"customer_email","match":{"value":"b.adeyemi@example.ng"}},{"key":"created_at","range":{"gte":1764547200}}],"must_not":[{"key":"tags","match":{"any":["spam-7731","test-fixture"]}}]},"with_payload":true}',
    secrets: ['0.0213', '-0.4471', '0.1902', 'b.adeyemi@example.ng', '1764547200', 'spam-7731', 'test-fixture'],
    keeps: ['query_filter', 'must_not', 'customer_email', 'with_payload'],
    note: 'Qdrant search request as recorded by an LLM-framework vector-store instrumentation; field names travel as the value of "key" and are structure.',
  },
  {
    id: 'qdrant-python-model-repr',
    system: 'qdrant',
    statement: "Filter(should=None, min_should=None, must=[FieldCondition(key='metadata.user_id', match=MatchValue(value='u-55812-kq')), FieldCondition(key='metadata.price', range=Range(lt=None, gt=None, gte=1249.5, lte=None))], must_not=None)",
    secrets: ['u-55812-kq', '1249.5'],
    keeps: ['FieldCondition(key=', 'MatchValue(value=', 'Range('],
    note: 'Python repr of qdrant_client models as LangChain/LlamaIndex traces record the filter.',
  },
  {
    id: 'pinecone-query-metadata-filter',
    system: 'pinecone',
    statement: '{"namespace":"tenant-acme","topK":8,"vector":[0.118,-0.052,0.7731],"filter":{"$and":[{"genre":{"$eq":"documentary"}},{"year":{"$gte":2019}},{"author":{"$in":["Wangari Maathai","Kofi Annan"]}}]},"includeMetadata":true}',
    secrets: ['0.118', '-0.052', '0.7731', 'documentary', '2019', 'Wangari Maathai', 'Kofi Annan'],
    keeps: ['topK', '"$and"', '$gte', 'includeMetadata'],
  },
  {
    id: 'weaviate-graphql-where-neartext',
    system: 'weaviate',
    statement: `{
  Get {
    Article(
      where: {operator: And, operands: [
        {path: ["author"], operator: Equal, valueText: "Chidi Okeke"},
        {path: ["wordCount"], operator: GreaterThan, valueInt: 1200}
      ]}
      nearText: {concepts: ["late delivery refund"]}
      limit: 3
    ) { title url _additional { distance } }
  }
}`,
    secrets: ['Chidi Okeke', '1200', 'late delivery refund'],
    keeps: ['valueText', 'operator: GreaterThan', 'nearText', '_additional'],
    note: 'Weaviate GraphQL Get with a where filter.',
  },
  {
    id: 'weaviate-graphql-like-bm25',
    system: 'weaviate',
    statement: '{ Get { Customer(where: {path: ["email"], operator: Like, valueText: "*@example-corp.io"}, bm25: {query: "invoice 2026-INV-88213"}) { name phone } } }',
    secrets: ['*@example-corp.io', 'invoice 2026-INV-88213'],
    keeps: ['Customer(where:', 'operator: Like', 'bm25'],
  },
  {
    id: 'milvus-boolean-expr',
    system: 'milvus',
    statement: 'name == "Sofia Rossi" and age > 30 and city in ["Milano", "Torino"]',
    secrets: ['Sofia Rossi', 'Milano', 'Torino'],
    keeps: ['name ==', 'age >', 'city in'],
    note: 'Milvus boolean filter expression.',
  },
  {
    id: 'milvus-json-contains-not-in',
    system: 'milvus',
    statement: 'metadata["owner"] == \'ops@acme.example\' && json_contains(tags, "pci-scope") && price <= 1249.50 && doc_id not in [774215, 774216]',
    secrets: ['ops@acme.example', 'pci-scope', '1249.50', '774215', '774216'],
    keeps: ['metadata[', 'json_contains(tags', 'not in'],
  },
  {
    id: 'milvus-like-escaped-quote',
    system: 'milvus',
    statement: 'title like "O\\"Brien%" or (ts >= 1733011200 and ts < 1733097600) or id == 461938427731',
    secrets: ['O\\"Brien', '1733011200', '1733097600', '461938427731'],
    keeps: ['title like', 'ts >=', 'id =='],
  },
  {
    id: 'chroma-where-where-document',
    system: 'chroma',
    statement: '{"where":{"$and":[{"source":{"$eq":"hr/contracts/nguyen_thi_lan.pdf"}},{"page":{"$gte":3}}]},"where_document":{"$contains":"salary 84,500 EUR"},"n_results":4}',
    secrets: ['hr/contracts/nguyen_thi_lan.pdf', 'salary 84,500 EUR'],
    keeps: ['"$and"', 'where_document', '$contains', 'n_results'],
    note: 'Chroma collection.query arguments.',
  },
  {
    id: 'chroma-get-ids-in',
    system: 'chroma',
    statement: '{"ids":["doc-zq81-001","doc-zq81-002"],"where":{"patient_id":{"$in":["MRN-0042291","MRN-0042292"]}},"include":["metadatas","documents"]}',
    secrets: ['doc-zq81-001', 'doc-zq81-002', 'MRN-0042291', 'MRN-0042292'],
    keeps: ['patient_id', '$in', '"include"', 'metadatas'],
  },
  {
    id: 'postgresql-pgvector-cosine-order',
    system: 'postgresql',
    statement: "SELECT id, content FROM documents WHERE tenant_id = 'acme-sg-0042' ORDER BY embedding <=> '[0.0123,-0.5512,0.3308,0.9041]'::vector LIMIT 5",
    secrets: ['acme-sg-0042', '0.0123', '-0.5512', '0.3308', '0.9041'],
    keeps: ['ORDER BY embedding', '<=>', '::vector', 'LIMIT'],
    note: 'pgvector distance operator with a vector literal.',
  },
  {
    id: 'postgresql-pgvector-upsert-estring',
    system: 'postgresql',
    statement: "INSERT INTO items (sku, title, embedding) VALUES ('MUG-BLU-0012', E'Mug \\'Classic\\' blue', '[1.5e-2, -2.25e-1, 7.0e-1]') ON CONFLICT (sku) DO UPDATE SET embedding = EXCLUDED.embedding",
    secrets: ['MUG-BLU-0012', "Mug \\'Classic\\' blue", '1.5e-2', '-2.25e-1', '7.0e-1'],
    keeps: ['INSERT INTO items', 'ON CONFLICT (sku)', 'EXCLUDED.embedding'],
    note: "E'...' string with backslash escapes; vector literal in exponent form.",
  },
];

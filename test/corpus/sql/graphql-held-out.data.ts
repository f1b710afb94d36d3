/**
 * Held-out GraphQL test set for Tracehold's redaction of GraphQL operations (spans and logs).
 *
 * What it is: 103 cases, each one span (with its events and, where relevant, OTLP log records) shaped the way a
 * real GraphQL instrumentation or log source records a GraphQL operation: documents with inline literals, variables
 * (per-variable attributes, JSON strings, Go/Java/Python renderings), resolver arguments, validation and coercion
 * errors that echo values, HTTP GET URLs with percent-encoded documents, persisted queries, and request logs.
 * Every literal value inside a document or its variables is a canary, whether personal or not (the product treats
 * GraphQL literals like SQL literals); in free text outside documents (exception/log messages) only personal data is
 * a canary. Keeps are structure a forensics user needs: operation, field, argument, variable, type and fragment
 * names, directives, enum values and error codes.
 *
 * Who wrote it and how: written on 2026-12-07 by a helper session that had not read the product's code, tests,
 * corpora or docs, so that nobody tuned the product on it. Attribute names, span names, scope names and value
 * encodings were taken from the instrumentation libraries' own sources, tests and docs (cited per case in
 * `source`). Where practical the values were produced by running the real library against an in-memory exporter
 * (OpenTelemetry JS instrumentation-graphql 0.71.0 with graphql-js 16.15.0; Strawberry 0.341.3 and Ariadne 1.1.1 with
 * opentelemetry-sdk 1.45.2; graphql-js for printing, stripIgnoredCharacters and error messages); the other shapes were
 * rebuilt from the libraries' printing/formatting rules (graphql-java AstPrinter compact mode, gqlparser
 * Value.String, Go fmt %+v, Java Map.toString, URL encoders). All personal data is invented (example domains,
 * fictional numbers; IBAN, card and national-id check digits computed, not copied).
 *
 * Notes: `note` starting with "MALFORMED" marks documents cut by an SDK attribute length limit in the middle of a
 * literal; the visible part of the literal must still disappear. A canary is written as it appears in the data
 * (e.g. percent-encoded, or without the JSON-escaped quotes around it).
 */

import type { HeldOutSpanCase } from '../content/conventions-measure.ts';

/** Canaries: literal values that must be gone after processing; keeps: structure a forensics user needs kept (operation names, field/argument/variable/type/fragment names, directives, error codes). */
export type GraphqlCase = HeldOutSpanCase;

export const GRAPHQL_CASES: GraphqlCase[] = [
  {
    id: 'otel-js-graphql-mutation-create-customer-inline-input',
    source: '@opentelemetry/instrumentation-graphql 0.71.0 (open-telemetry/opentelemetry-js-contrib ' +
      'packages/instrumentation-graphql: enums/AttributeNames.ts, enum.ts SpanNames, utils.ts ' +
      'getSourceFromLocation/addInputVariableAttributes), allowValues: true, graphql-js 16.15.0',
    resource: {
      'service.name': 'storefront-graphql',
      'service.version': '4.18.2',
      'deployment.environment.name': 'production',
      'telemetry.sdk.language': 'nodejs',
      'telemetry.sdk.name': 'opentelemetry',
      'telemetry.sdk.version': '2.2.0',
      'process.runtime.name': 'nodejs',
      'process.runtime.version': '20.19.5',
    },
    scope: '@opentelemetry/instrumentation-graphql',
    spanName: 'mutation CreateCustomer',
    kind: 'internal',
    attributes: {
      'graphql.operation.type': 'mutation',
      'graphql.operation.name': 'CreateCustomer',
      'graphql.source': 'mutation CreateCustomer {\n  createCustomer(\n    input: {\n      email: "ines.duarte@correio.example"\n' +
        '      fullName: "Inês Duarte"\n      phone: "+351 912 804 377"\n      marketingOptIn: true\n' +
        '      tags: ["vip-lisboa-2026"  "newsletter-fado"]\n' +
        '      address: { street: "Rua das Amoreiras 118, 3.º Esq."  city: "Lisboa"  postalCode: "1250-024"  ' +
        'country: "PT" }\n    }\n  ) {\n    id\n    email\n  }\n}',
    },
    events: [],
    canaries: [
      'ines.duarte@correio.example',
      'Inês Duarte',
      '+351 912 804 377',
      'vip-lisboa-2026',
      'newsletter-fado',
      'Rua das Amoreiras 118, 3.º Esq.',
      '1250-024',
    ],
    keeps: ['CreateCustomer', 'createCustomer', 'marketingOptIn', 'postalCode', 'mutation'],
    note: 'Execute span; inline input object with nested address and list; the instrumentation re-prints tokens, so commas become spaces.',
  },
  {
    id: 'otel-js-graphql-mutation-place-order-variables',
    source: '@opentelemetry/instrumentation-graphql 0.71.0 (open-telemetry/opentelemetry-js-contrib ' +
      'packages/instrumentation-graphql: enums/AttributeNames.ts, enum.ts SpanNames, utils.ts ' +
      'getSourceFromLocation/addInputVariableAttributes), allowValues: true, graphql-js 16.15.0',
    resource: {
      'service.name': 'checkout-graphql',
      'service.version': '4.18.2',
      'deployment.environment.name': 'production',
      'telemetry.sdk.language': 'nodejs',
      'telemetry.sdk.name': 'opentelemetry',
      'telemetry.sdk.version': '2.2.0',
      'process.runtime.name': 'nodejs',
      'process.runtime.version': '20.19.5',
    },
    scope: '@opentelemetry/instrumentation-graphql',
    spanName: 'mutation PlaceOrder',
    kind: 'internal',
    attributes: {
      'graphql.operation.type': 'mutation',
      'graphql.operation.name': 'PlaceOrder',
      'graphql.source': 'mutation PlaceOrder($customerId: ID!  $lines: [OrderLineInput!]!  $couponCode: String  $note: ' +
        'String  $channel: Channel = WEB) {\n' +
        '  placeOrder(customerId: $customerId  lines: $lines  couponCode: $couponCode  note: $note  channel: ' +
        '$channel) {\n    code\n    total\n    status\n  }\n}',
      'graphql.variables.customerId': 'cust_8QJ2VX41',
      'graphql.variables.lines.0.sku': 'SKU-TEA-00471-GRN',
      'graphql.variables.lines.0.quantity': 3,
      'graphql.variables.lines.0.unitPrice': 18.45,
      'graphql.variables.lines.0.giftMessage': 'Para a avó Lurdes, com carinho',
      'graphql.variables.lines.1.sku': 'SKU-POT-1193-CER',
      'graphql.variables.lines.1.quantity': 1,
      'graphql.variables.lines.1.unitPrice': 64.9,
      'graphql.variables.couponCode': 'WINTERFADO26',
      'graphql.variables.note': 'leave parcel behind the blue gate',
    },
    events: [],
    canaries: [
      'cust_8QJ2VX41',
      'SKU-TEA-00471-GRN',
      'SKU-POT-1193-CER',
      'Para a avó Lurdes, com carinho',
      'WINTERFADO26',
      'leave parcel behind the blue gate',
      '18.45',
      '64.9',
    ],
    keeps: ['PlaceOrder', 'placeOrder', '$couponCode', 'OrderLineInput', '$channel', 'WEB'],
    note: 'Variables flattened into graphql.variables.<path> attributes (lists by index, objects by key); numbers stay numbers.',
  },
  {
    id: 'otel-js-graphql-parse-span-comment-with-email',
    source: '@opentelemetry/instrumentation-graphql 0.71.0 (open-telemetry/opentelemetry-js-contrib ' +
      'packages/instrumentation-graphql: enums/AttributeNames.ts, enum.ts SpanNames, utils.ts ' +
      'getSourceFromLocation/addInputVariableAttributes), allowValues: true, graphql-js 16.15.0',
    resource: {
      'service.name': 'support-console-api',
      'service.version': '4.18.2',
      'deployment.environment.name': 'production',
      'telemetry.sdk.language': 'nodejs',
      'telemetry.sdk.name': 'opentelemetry',
      'telemetry.sdk.version': '2.2.0',
      'process.runtime.name': 'nodejs',
      'process.runtime.version': '20.19.5',
    },
    scope: '@opentelemetry/instrumentation-graphql',
    spanName: 'graphql.parse',
    kind: 'internal',
    attributes: {
      'graphql.source': ' support ticket 48213 - looked up for mariana.costa@loja.example by agent rafaela.nunes\n' +
        'query CustomerSupportLookup {\n  searchCustomers(term: "Mariana Costa"  country: "PT"  phone: "+351 ' +
        '936 221 908") {\n    id\n    email\n    loyaltyPoints\n  }\n}',
    },
    events: [],
    canaries: ['mariana.costa@loja.example', 'rafaela.nunes', 'Mariana Costa', '+351 936 221 908'],
    keeps: ['CustomerSupportLookup', 'searchCustomers', 'loyaltyPoints'],
    note: 'graphql.parse span; the comment token is re-emitted without its leading "#".',
  },
  {
    id: 'otel-js-graphql-validate-span-coercion-errors',
    source: '@opentelemetry/instrumentation-graphql 0.71.0 (open-telemetry/opentelemetry-js-contrib ' +
      'packages/instrumentation-graphql: enums/AttributeNames.ts, enum.ts SpanNames, utils.ts ' +
      'getSourceFromLocation/addInputVariableAttributes), allowValues: true, graphql-js 16.15.0',
    resource: {
      'service.name': 'backoffice-graphql',
      'service.version': '4.18.2',
      'deployment.environment.name': 'production',
      'telemetry.sdk.language': 'nodejs',
      'telemetry.sdk.name': 'opentelemetry',
      'telemetry.sdk.version': '2.2.0',
      'process.runtime.name': 'nodejs',
      'process.runtime.version': '20.19.5',
    },
    scope: '@opentelemetry/instrumentation-graphql',
    spanName: 'graphql.validate',
    kind: 'internal',
    attributes: {},
    events: [
      {
        name: 'exception',
        attributes: {
          'exception.type': 'graphql.validation.error',
          'exception.message': '[{"message":"Float cannot represent non numeric value: \\"Inês ' +
            'Duarte\\"","locations":[{"line":2,"column":69}]},{"message":"String cannot represent a non string ' +
            'value: 351912804377","locations":[{"line":3,"column":26}]}]',
        },
      },
    ],
    canaries: ['Inês Duarte', '351912804377'],
    keeps: ['graphql.validation.error', 'Float'],
    note: 'Validation errors are recorded as an exception event whose message is JSON.stringify(errors); the ' +
      'literal values are echoed (quotes JSON-escaped); here a customer name pasted into a Float argument ' +
      'and a phone number into a String argument.',
  },
  {
    id: 'otel-js-graphql-resolve-span-field-source',
    source: '@opentelemetry/instrumentation-graphql 0.71.0 (open-telemetry/opentelemetry-js-contrib ' +
      'packages/instrumentation-graphql: enums/AttributeNames.ts, enum.ts SpanNames, utils.ts ' +
      'getSourceFromLocation/addInputVariableAttributes), allowValues: true, graphql-js 16.15.0',
    resource: {
      'service.name': 'storefront-graphql',
      'service.version': '4.18.2',
      'deployment.environment.name': 'production',
      'telemetry.sdk.language': 'nodejs',
      'telemetry.sdk.name': 'opentelemetry',
      'telemetry.sdk.version': '2.2.0',
      'process.runtime.name': 'nodejs',
      'process.runtime.version': '20.19.5',
    },
    scope: '@opentelemetry/instrumentation-graphql',
    spanName: 'graphql.resolve customerByEmail',
    kind: 'internal',
    attributes: {
      'graphql.field.name': 'customerByEmail',
      'graphql.field.path': 'customerByEmail',
      'graphql.field.type': 'Customer',
      'graphql.parent.name': 'Query',
      'graphql.source': 'customerByEmail(email: "hanna.schaefer@postfach.example") {\n    fullName\n    phone\n' +
        '    orders(first: 5  status: SHIPPED) { code }\n  }',
    },
    events: [],
    canaries: ['hanna.schaefer@postfach.example'],
    keeps: ['customerByEmail', 'SHIPPED', 'Customer'],
    note: 'Resolver span: graphql.source holds only the field node text, arguments included.',
  },
  {
    id: 'otel-js-graphql-mutation-block-string-review',
    source: '@opentelemetry/instrumentation-graphql 0.71.0 (open-telemetry/opentelemetry-js-contrib ' +
      'packages/instrumentation-graphql: enums/AttributeNames.ts, enum.ts SpanNames, utils.ts ' +
      'getSourceFromLocation/addInputVariableAttributes), allowValues: true, graphql-js 16.15.0',
    resource: {
      'service.name': 'reviews-graphql',
      'service.version': '4.18.2',
      'deployment.environment.name': 'production',
      'telemetry.sdk.language': 'nodejs',
      'telemetry.sdk.name': 'opentelemetry',
      'telemetry.sdk.version': '2.2.0',
      'process.runtime.name': 'nodejs',
      'process.runtime.version': '20.19.5',
    },
    scope: '@opentelemetry/instrumentation-graphql',
    spanName: 'mutation AddReview',
    kind: 'internal',
    attributes: {
      'graphql.operation.type': 'mutation',
      'graphql.operation.name': 'AddReview',
      'graphql.source': 'mutation AddReview {\n  addReview(\n    sku: "SKU-POT-1193-CER"\n    rating: 2\n' +
        '    authorName: "Hanna Schäfer"\n    body: The "Sakura" glaze cracked after two washes.\n' +
        'Courier left it with my neighbour at Lindenstraße 12a - please call me on +49 1512 3849021.\n\n\n\n' +
        '  ) {\n    sku\n    name\n  }\n}',
    },
    events: [],
    canaries: ['SKU-POT-1193-CER', 'Hanna Schäfer', 'The "Sakura" glaze cracked after two washes.', 'Lindenstraße 12a', '+49 1512 3849021'],
    keeps: ['AddReview', 'addReview', 'authorName'],
    note: 'Block string: the instrumentation emits the block-string value without the triple quotes, spread over several lines.',
  },
  {
    id: 'otel-js-graphql-mutation-unicode-escapes-decoded',
    source: '@opentelemetry/instrumentation-graphql 0.71.0 (open-telemetry/opentelemetry-js-contrib ' +
      'packages/instrumentation-graphql: enums/AttributeNames.ts, enum.ts SpanNames, utils.ts ' +
      'getSourceFromLocation/addInputVariableAttributes), allowValues: true, graphql-js 16.15.0',
    resource: {
      'service.name': 'accounts-graphql',
      'service.version': '4.18.2',
      'deployment.environment.name': 'production',
      'telemetry.sdk.language': 'nodejs',
      'telemetry.sdk.name': 'opentelemetry',
      'telemetry.sdk.version': '2.2.0',
      'process.runtime.name': 'nodejs',
      'process.runtime.version': '20.19.5',
    },
    scope: '@opentelemetry/instrumentation-graphql',
    spanName: 'mutation UpdateProfile',
    kind: 'internal',
    attributes: {
      'graphql.operation.type': 'mutation',
      'graphql.operation.name': 'UpdateProfile',
      'graphql.source': 'mutation UpdateProfile { updateProfile(customerId: "cust_ZW-20871"  profile: {displayName: "Zoë ' +
        'Kowalczyk"  bio: "Says "call after 18:00" – works nights at the port"  phone: "+48 601 447 219"}) { ' +
        'id } }',
    },
    events: [],
    canaries: ['cust_ZW-20871', 'Zoë Kowalczyk', 'call after 18:00', 'works nights at the port', '+48 601 447 219'],
    keeps: ['UpdateProfile', 'updateProfile', 'displayName'],
    note: 'The document used \\u00eb, \\u2013 and \\" escapes; graphql.source carries the decoded token values, so escaped quotes become bare quotes.',
  },
  {
    id: 'otel-js-graphql-subscription-order-status',
    source: '@opentelemetry/instrumentation-graphql 0.71.0 (open-telemetry/opentelemetry-js-contrib ' +
      'packages/instrumentation-graphql: enums/AttributeNames.ts, enum.ts SpanNames, utils.ts ' +
      'getSourceFromLocation/addInputVariableAttributes), allowValues: true, graphql-js 16.15.0',
    resource: {
      'service.name': 'notifications-graphql',
      'service.version': '4.18.2',
      'deployment.environment.name': 'production',
      'telemetry.sdk.language': 'nodejs',
      'telemetry.sdk.name': 'opentelemetry',
      'telemetry.sdk.version': '2.2.0',
      'process.runtime.name': 'nodejs',
      'process.runtime.version': '20.19.5',
    },
    scope: '@opentelemetry/instrumentation-graphql',
    spanName: 'subscription OrderStatusChanged',
    kind: 'internal',
    attributes: {
      'graphql.operation.type': 'subscription',
      'graphql.operation.name': 'OrderStatusChanged',
      'graphql.source': 'subscription OrderStatusChanged {\n  orderStatusChanged(orderCode: "ORD-2026-118734"  customerEmail: ' +
        '"tiago.fonseca@mail.example") {\n    status\n    placedAt\n  }\n}',
    },
    events: [],
    canaries: ['ORD-2026-118734', 'tiago.fonseca@mail.example'],
    keeps: ['OrderStatusChanged', 'orderStatusChanged', 'subscription', 'placedAt'],
  },
  {
    id: 'otel-js-graphql-query-default-values-and-variable',
    source: '@opentelemetry/instrumentation-graphql 0.71.0 (open-telemetry/opentelemetry-js-contrib ' +
      'packages/instrumentation-graphql: enums/AttributeNames.ts, enum.ts SpanNames, utils.ts ' +
      'getSourceFromLocation/addInputVariableAttributes), allowValues: true, graphql-js 16.15.0',
    resource: {
      'service.name': 'crm-graphql',
      'service.version': '4.18.2',
      'deployment.environment.name': 'production',
      'telemetry.sdk.language': 'nodejs',
      'telemetry.sdk.name': 'opentelemetry',
      'telemetry.sdk.version': '2.2.0',
      'process.runtime.name': 'nodejs',
      'process.runtime.version': '20.19.5',
    },
    scope: '@opentelemetry/instrumentation-graphql',
    spanName: 'query SearchCustomers',
    kind: 'internal',
    attributes: {
      'graphql.operation.type': 'query',
      'graphql.operation.name': 'SearchCustomers',
      'graphql.source': 'query SearchCustomers($term: String!  $country: String = "PL"  $limit: Int = 40  $phone: String = ' +
        '"+48 22 555 0133") {\n  searchCustomers(term: $term  country: $country  limit: $limit  phone: ' +
        '$phone) { id fullName email }\n}',
      'graphql.variables.term': 'Wróbel Zofia',
    },
    events: [],
    canaries: ['Wróbel Zofia', '+48 22 555 0133'],
    keeps: ['SearchCustomers', '$country', '$limit', 'searchCustomers'],
    note: 'Default values in variable definitions are literals of the document; only the supplied variable is recorded as graphql.variables.term.',
  },
  {
    id: 'otel-js-graphql-query-directives-arguments',
    source: '@opentelemetry/instrumentation-graphql 0.71.0 (open-telemetry/opentelemetry-js-contrib ' +
      'packages/instrumentation-graphql: enums/AttributeNames.ts, enum.ts SpanNames, utils.ts ' +
      'getSourceFromLocation/addInputVariableAttributes), allowValues: true, graphql-js 16.15.0',
    resource: {
      'service.name': 'accounts-graphql',
      'service.version': '4.18.2',
      'deployment.environment.name': 'production',
      'telemetry.sdk.language': 'nodejs',
      'telemetry.sdk.name': 'opentelemetry',
      'telemetry.sdk.version': '2.2.0',
      'process.runtime.name': 'nodejs',
      'process.runtime.version': '20.19.5',
    },
    scope: '@opentelemetry/instrumentation-graphql',
    spanName: 'query AccountOverview',
    kind: 'internal',
    attributes: {
      'graphql.operation.type': 'query',
      'graphql.operation.name': 'AccountOverview',
      'graphql.source': 'query AccountOverview($withAddress: Boolean!) @locale(lang: "pt-PT") {\n' +
        '  customer(id: "cust_77120-LX") {\n    fullName @cacheControl(maxAge: 86400)\n' +
        '    address @include(if: $withAddress) { street city }\n' +
        '    orders(first: 3) @skip(if: false) { code total }\n  }\n}',
      'graphql.variables.withAddress': true,
    },
    events: [],
    canaries: ['cust_77120-LX', '86400', 'pt-PT'],
    keeps: ['AccountOverview', '@include', '@cacheControl', '@skip', '@locale', '$withAddress', 'maxAge'],
    note: 'Directive arguments (@locale(lang:), @cacheControl(maxAge:)) carry literals; booleans and $variables are structure.',
  },
  {
    id: 'otel-js-graphql-query-fragments-aliases',
    source: '@opentelemetry/instrumentation-graphql 0.71.0 (open-telemetry/opentelemetry-js-contrib ' +
      'packages/instrumentation-graphql: enums/AttributeNames.ts, enum.ts SpanNames, utils.ts ' +
      'getSourceFromLocation/addInputVariableAttributes), allowValues: true, graphql-js 16.15.0',
    resource: {
      'service.name': 'crm-graphql',
      'service.version': '4.18.2',
      'deployment.environment.name': 'production',
      'telemetry.sdk.language': 'nodejs',
      'telemetry.sdk.name': 'opentelemetry',
      'telemetry.sdk.version': '2.2.0',
      'process.runtime.name': 'nodejs',
      'process.runtime.version': '20.19.5',
    },
    scope: '@opentelemetry/instrumentation-graphql',
    spanName: 'query CompareAccounts',
    kind: 'internal',
    attributes: {
      'graphql.operation.type': 'query',
      'graphql.operation.name': 'CompareAccounts',
      'graphql.source': 'query CompareAccounts {\n  primary: customerByEmail(email: "eleni.papa@tachydromeio.example") { ' +
        '...CustomerFields }\n  secondary: customer(id: "cust_GR-55310") { ...CustomerFields address { street ' +
        'postalCode } }\n}\n\nfragment CustomerFields on Customer {\n  id\n  fullName\n  phone\n' +
        '  orders(first: 2  status: DELIVERED) { code total }\n}',
    },
    events: [],
    canaries: ['eleni.papa@tachydromeio.example', 'cust_GR-55310'],
    keeps: ['CompareAccounts', 'primary: customerByEmail', 'CustomerFields', 'fragment', 'DELIVERED'],
  },
  {
    id: 'otel-js-graphql-anonymous-query-one-line',
    source: '@opentelemetry/instrumentation-graphql 0.71.0 (open-telemetry/opentelemetry-js-contrib ' +
      'packages/instrumentation-graphql: enums/AttributeNames.ts, enum.ts SpanNames, utils.ts ' +
      'getSourceFromLocation/addInputVariableAttributes), allowValues: true, graphql-js 16.15.0',
    resource: {
      'service.name': 'storefront-graphql',
      'service.version': '4.18.2',
      'deployment.environment.name': 'production',
      'telemetry.sdk.language': 'nodejs',
      'telemetry.sdk.name': 'opentelemetry',
      'telemetry.sdk.version': '2.2.0',
      'process.runtime.name': 'nodejs',
      'process.runtime.version': '20.19.5',
    },
    scope: '@opentelemetry/instrumentation-graphql',
    spanName: 'query',
    kind: 'internal',
    attributes: {
      'graphql.operation.type': 'query',
      'graphql.source': '{ order(code: "ORD-2026-120455") { code total } customerByEmail(email: "oliver.bennett@post.example") { phone } }',
    },
    events: [],
    canaries: ['ORD-2026-120455', 'oliver.bennett@post.example'],
    keeps: ['customerByEmail', 'total'],
    note: 'Anonymous operation: span named just "query", no graphql.operation.name.',
  },
  {
    id: 'otel-js-graphql-mutation-unicode-variables',
    source: '@opentelemetry/instrumentation-graphql 0.71.0 (open-telemetry/opentelemetry-js-contrib ' +
      'packages/instrumentation-graphql: enums/AttributeNames.ts, enum.ts SpanNames, utils.ts ' +
      'getSourceFromLocation/addInputVariableAttributes), allowValues: true, graphql-js 16.15.0',
    resource: {
      'service.name': 'accounts-graphql',
      'service.version': '4.18.2',
      'deployment.environment.name': 'production',
      'telemetry.sdk.language': 'nodejs',
      'telemetry.sdk.name': 'opentelemetry',
      'telemetry.sdk.version': '2.2.0',
      'process.runtime.name': 'nodejs',
      'process.runtime.version': '20.19.5',
    },
    scope: '@opentelemetry/instrumentation-graphql',
    spanName: 'mutation RegisterCustomer',
    kind: 'internal',
    attributes: {
      'graphql.operation.type': 'mutation',
      'graphql.operation.name': 'RegisterCustomer',
      'graphql.source': 'mutation RegisterCustomer($input: CustomerInput!) { createCustomer(input: $input) { id } }',
      'graphql.variables.input.email': 'a.volkova@pochta.example',
      'graphql.variables.input.fullName': 'Анастасия Волкова',
      'graphql.variables.input.phone': '+7 916 555-21-47',
      'graphql.variables.input.address.street': 'ул. Маршала Бирюзова, д. 32, кв. 117',
      'graphql.variables.input.address.city': 'Москва',
      'graphql.variables.input.address.postalCode': '123060',
      'graphql.variables.input.tags.0': 'клиент-премиум',
      'graphql.variables.input.tags.1': '顧客-東京-2026',
    },
    events: [],
    canaries: [
      'a.volkova@pochta.example',
      'Анастасия Волкова',
      '+7 916 555-21-47',
      'ул. Маршала Бирюзова, д. 32, кв. 117',
      'Москва',
      '123060',
      'клиент-премиум',
      '顧客-東京-2026',
    ],
    keeps: ['RegisterCustomer', 'CustomerInput', '$input', 'createCustomer'],
  },
  {
    id: 'otel-js-graphql-mutation-pay-order-card-variables',
    source: '@opentelemetry/instrumentation-graphql 0.71.0 (open-telemetry/opentelemetry-js-contrib ' +
      'packages/instrumentation-graphql: enums/AttributeNames.ts, enum.ts SpanNames, utils.ts ' +
      'getSourceFromLocation/addInputVariableAttributes), allowValues: true, graphql-js 16.15.0',
    resource: {
      'service.name': 'payments-graphql',
      'service.version': '4.18.2',
      'deployment.environment.name': 'production',
      'telemetry.sdk.language': 'nodejs',
      'telemetry.sdk.name': 'opentelemetry',
      'telemetry.sdk.version': '2.2.0',
      'process.runtime.name': 'nodejs',
      'process.runtime.version': '20.19.5',
    },
    scope: '@opentelemetry/instrumentation-graphql',
    spanName: 'mutation PayOrder',
    kind: 'internal',
    attributes: {
      'graphql.operation.type': 'mutation',
      'graphql.operation.name': 'PayOrder',
      'graphql.source': 'mutation PayOrder($payment: PaymentInput!) {\n' +
        '  payOrder(orderCode: "ORD-2026-118734"  amount: 1249.75  payment: $payment) { id status last4 }\n}',
      'graphql.variables.payment.cardNumber': '4929 4170 2215 8832',
      'graphql.variables.payment.expiry': '09/29',
      'graphql.variables.payment.cvc': '417',
      'graphql.variables.payment.holder': 'Tomasz Nowak',
      'graphql.variables.payment.iban': 'PL90 2490 1028 0000 0001 1275 8431',
    },
    events: [],
    canaries: ['ORD-2026-118734', '1249.75', '4929 4170 2215 8832', '09/29', 'Tomasz Nowak', 'PL90 2490 1028 0000 0001 1275 8431'],
    keeps: ['PayOrder', 'PaymentInput', 'payOrder', 'last4'],
    note: 'Float literal amount in the document, card data and IBAN in graphql.variables.payment.*.',
  },
  {
    id: 'otel-js-graphql-resolve-span-reset-password-error',
    source: '@opentelemetry/instrumentation-graphql 0.71.0 (open-telemetry/opentelemetry-js-contrib ' +
      'packages/instrumentation-graphql: enums/AttributeNames.ts, enum.ts SpanNames, utils.ts ' +
      'getSourceFromLocation/addInputVariableAttributes), allowValues: true, graphql-js 16.15.0',
    resource: {
      'service.name': 'identity-graphql',
      'service.version': '4.18.2',
      'deployment.environment.name': 'production',
      'telemetry.sdk.language': 'nodejs',
      'telemetry.sdk.name': 'opentelemetry',
      'telemetry.sdk.version': '2.2.0',
      'process.runtime.name': 'nodejs',
      'process.runtime.version': '20.19.5',
    },
    scope: '@opentelemetry/instrumentation-graphql',
    spanName: 'graphql.resolve resetPassword',
    kind: 'internal',
    attributes: {
      'graphql.field.name': 'resetPassword',
      'graphql.field.path': 'resetPassword',
      'graphql.field.type': 'Boolean',
      'graphql.parent.name': 'Mutation',
      'graphql.source': 'resetPassword(email: "d.zielinski@firma.example"  token: "rst_4f9c2e7a1b6d8035"  newPassword: "Gdynia#Morze2026!")',
    },
    events: [
      {
        name: 'exception',
        attributes: {
          'exception.type': 'Error',
          'exception.message': 'Reset token expired for account d.zielinski@firma.example',
          'exception.stacktrace': 'Error: Reset token expired for account d.zielinski@firma.example\n' +
            '    at Object.resetPassword (/srv/app/dist/graphql/resolvers.js:38:41)\n' +
            '    at defaultFieldResolver (/srv/app/node_modules/graphql/execution/execute.js:1272:36)\n' +
            '    at /srv/app/node_modules/@opentelemetry/instrumentation-graphql/build/src/utils.js:302:43\n' +
            '    at AsyncLocalStorage.run (node:async_hooks:346:14)\n' +
            '    at AsyncLocalStorageContextManager.with ' +
            '(/srv/app/node_modules/@opentelemetry/context-async-hooks/build/src/AsyncLocalStorageContextManager.' +
            'js:45:40)\n    at ContextAPI.with (/srv/app/node_modules/@opentelemetry/api/build/src/api/context.js:' +
            '51:46)\n    at wrappedFieldResolver ' +
            '(/srv/app/node_modules/@opentelemetry/instrumentation-graphql/build/src/utils.js:300:32)\n' +
            '    at executeField (/srv/app/node_modules/graphql/execution/execute.js:738:20)\n' +
            '    at /srv/app/node_modules/graphql/execution/execute.js:619:22\n' +
            '    at promiseReduce (/srv/app/node_modules/graphql/jsutils/promiseReduce.js:25:9)',
        },
      },
    ],
    canaries: ['d.zielinski@firma.example', 'rst_4f9c2e7a1b6d8035', 'Gdynia#Morze2026!'],
    keeps: ['resetPassword', 'newPassword', 'Boolean'],
    note: 'Resolver threw with the e-mail in its message: exception event (message + stacktrace) and the field source with token and password literals.',
  },
  {
    id: 'otel-js-graphql-mercurius-apply-coupon-variables',
    source: '@opentelemetry/instrumentation-graphql 0.71.0 (open-telemetry/opentelemetry-js-contrib ' +
      'packages/instrumentation-graphql: enums/AttributeNames.ts, enum.ts SpanNames, utils.ts ' +
      'getSourceFromLocation/addInputVariableAttributes), allowValues: true, graphql-js 16.15.0',
    resource: {
      'service.name': 'checkout-mercurius',
      'service.version': '2.3.0',
      'deployment.environment.name': 'production',
      'telemetry.sdk.language': 'nodejs',
      'telemetry.sdk.name': 'opentelemetry',
      'telemetry.sdk.version': '2.2.0',
      'process.runtime.name': 'nodejs',
      'process.runtime.version': '20.19.5',
      'service.namespace': 'shop',
    },
    scope: '@opentelemetry/instrumentation-graphql',
    spanName: 'mutation ApplyCoupon',
    kind: 'internal',
    attributes: {
      'graphql.operation.type': 'mutation',
      'graphql.operation.name': 'ApplyCoupon',
      'graphql.source': 'mutation ApplyCoupon($orderCode: String!  $code: String!) { applyCoupon(orderCode: $orderCode  code: $code) { code total } }',
      'graphql.variables.orderCode': 'ORD-2026-121907',
      'graphql.variables.code': 'FIRSTBREW-7Q2K',
    },
    events: [],
    canaries: ['ORD-2026-121907', 'FIRSTBREW-7Q2K'],
    keeps: ['ApplyCoupon', 'applyCoupon', '$orderCode'],
    note: 'Mercurius (Fastify) server: it executes through graphql-js, so the same OpenTelemetry JS ' +
      'instrumentation records it; no Mercurius-specific OTel attributes were confirmed.',
  },
  {
    id: 'otel-js-graphql-multi-operation-document',
    source: '@opentelemetry/instrumentation-graphql 0.71.0 (open-telemetry/opentelemetry-js-contrib ' +
      'packages/instrumentation-graphql: enums/AttributeNames.ts, enum.ts SpanNames, utils.ts ' +
      'getSourceFromLocation/addInputVariableAttributes), allowValues: true, graphql-js 16.15.0',
    resource: {
      'service.name': 'crm-graphql',
      'service.version': '4.18.2',
      'deployment.environment.name': 'production',
      'telemetry.sdk.language': 'nodejs',
      'telemetry.sdk.name': 'opentelemetry',
      'telemetry.sdk.version': '2.2.0',
      'process.runtime.name': 'nodejs',
      'process.runtime.version': '20.19.5',
    },
    scope: '@opentelemetry/instrumentation-graphql',
    spanName: 'query LookupByPhone',
    kind: 'internal',
    attributes: {
      'graphql.operation.type': 'query',
      'graphql.operation.name': 'LookupByPhone',
      'graphql.source': 'query LookupByEmail { customerByEmail(email: "priya.sharma@inbox.example") { id } }\n' +
        'query LookupByPhone { searchCustomers(term: "प्रिया शर्मा"  phone: "+91 98201 44731") { id email } }',
    },
    events: [],
    canaries: ['priya.sharma@inbox.example', 'प्रिया शर्मा', '+91 98201 44731'],
    keeps: ['LookupByPhone', 'LookupByEmail', 'searchCustomers'],
    note: 'Document with two operations; operationName selects one but graphql.source holds both, literals of the unused one included.',
  },
  {
    id: 'otel-js-graphql-compact-one-line-mutation',
    source: '@opentelemetry/instrumentation-graphql 0.71.0 (open-telemetry/opentelemetry-js-contrib ' +
      'packages/instrumentation-graphql: enums/AttributeNames.ts, enum.ts SpanNames, utils.ts ' +
      'getSourceFromLocation/addInputVariableAttributes), allowValues: true, graphql-js 16.15.0',
    resource: {
      'service.name': 'accounts-graphql',
      'service.version': '4.18.2',
      'deployment.environment.name': 'production',
      'telemetry.sdk.language': 'nodejs',
      'telemetry.sdk.name': 'opentelemetry',
      'telemetry.sdk.version': '2.2.0',
      'process.runtime.name': 'nodejs',
      'process.runtime.version': '20.19.5',
    },
    scope: '@opentelemetry/instrumentation-graphql',
    spanName: 'mutation',
    kind: 'internal',
    attributes: {
      'graphql.operation.type': 'mutation',
      'graphql.source': 'mutation{updateAddress(customerId:"cust_PL-30118" address:{street:"ul. Długa 44/7" city:"Gdańsk" ' +
        'postalCode:"80-827" country:"PL"}){id address{street}}}',
    },
    events: [],
    canaries: ['cust_PL-30118', 'ul. Długa 44/7', 'Gdańsk', '80-827'],
    keeps: ['updateAddress', 'postalCode'],
    note: 'Minified client document (no spaces, commas); the recorded source replaces commas with spaces.',
  },
  {
    id: 'otel-js-graphql-parse-span-introspection-comment',
    source: '@opentelemetry/instrumentation-graphql 0.71.0 (open-telemetry/opentelemetry-js-contrib ' +
      'packages/instrumentation-graphql: enums/AttributeNames.ts, enum.ts SpanNames, utils.ts ' +
      'getSourceFromLocation/addInputVariableAttributes), allowValues: true, graphql-js 16.15.0',
    resource: {
      'service.name': 'storefront-graphql',
      'service.version': '4.18.2',
      'deployment.environment.name': 'production',
      'telemetry.sdk.language': 'nodejs',
      'telemetry.sdk.name': 'opentelemetry',
      'telemetry.sdk.version': '2.2.0',
      'process.runtime.name': 'nodejs',
      'process.runtime.version': '20.19.5',
    },
    scope: '@opentelemetry/instrumentation-graphql',
    spanName: 'graphql.parse',
    kind: 'internal',
    attributes: {
      'graphql.source': ' debugging schema for ticket raised by joao.pereira@correio.example (+351 965 310 224)\n' +
        'query IntrospectCustomerInput {\n  __type(name: "CustomerInput") { name inputFields { name type { ' +
        'name kind ofType { name } } } }\n  __schema { queryType { name } mutationType { name } }\n}',
    },
    events: [],
    canaries: ['joao.pereira@correio.example', '+351 965 310 224'],
    keeps: ['IntrospectCustomerInput', '__type', '__schema', 'inputFields'],
    note: 'Introspection query; the only personal data sits in a comment.',
  },
  {
    id: 'otel-js-graphql-resolve-span-gift-lines',
    source: '@opentelemetry/instrumentation-graphql 0.71.0 (open-telemetry/opentelemetry-js-contrib ' +
      'packages/instrumentation-graphql: enums/AttributeNames.ts, enum.ts SpanNames, utils.ts ' +
      'getSourceFromLocation/addInputVariableAttributes), allowValues: true, graphql-js 16.15.0',
    resource: {
      'service.name': 'checkout-graphql',
      'service.version': '4.18.2',
      'deployment.environment.name': 'production',
      'telemetry.sdk.language': 'nodejs',
      'telemetry.sdk.name': 'opentelemetry',
      'telemetry.sdk.version': '2.2.0',
      'process.runtime.name': 'nodejs',
      'process.runtime.version': '20.19.5',
    },
    scope: '@opentelemetry/instrumentation-graphql',
    spanName: 'graphql.resolve placeOrder',
    kind: 'internal',
    attributes: {
      'graphql.field.name': 'placeOrder',
      'graphql.field.path': 'placeOrder',
      'graphql.field.type': 'Order',
      'graphql.parent.name': 'Mutation',
      'graphql.source': 'placeOrder(\n    customerId: "cust_PT-66012"\n' +
        '    lines: [{sku: "SKU-GIFT-0250-EUR"  quantity: 2  giftMessage: "Feliz Natal, tia Graça! Beijinhos ' +
        'da Joana"}]\n    note: "porteiro recebe até às 19h, 2.º andar"\n    channel: PHONE\n  ) {\n    code\n  }',
    },
    events: [],
    canaries: ['cust_PT-66012', 'SKU-GIFT-0250-EUR', 'Feliz Natal, tia Graça! Beijinhos da Joana', 'porteiro recebe até às 19h, 2.º andar'],
    keeps: ['placeOrder', 'giftMessage', 'PHONE'],
    note: 'Resolver span of a mutation field; list of input objects inline.',
  },
  {
    id: 'otel-js-graphql-long-backoffice-dashboard',
    source: '@opentelemetry/instrumentation-graphql 0.71.0 (open-telemetry/opentelemetry-js-contrib ' +
      'packages/instrumentation-graphql: enums/AttributeNames.ts, enum.ts SpanNames, utils.ts ' +
      'getSourceFromLocation/addInputVariableAttributes), allowValues: true, graphql-js 16.15.0',
    resource: {
      'service.name': 'backoffice-graphql',
      'service.version': '4.18.2',
      'deployment.environment.name': 'production',
      'telemetry.sdk.language': 'nodejs',
      'telemetry.sdk.name': 'opentelemetry',
      'telemetry.sdk.version': '2.2.0',
      'process.runtime.name': 'nodejs',
      'process.runtime.version': '20.19.5',
    },
    scope: '@opentelemetry/instrumentation-graphql',
    spanName: 'query BackofficeDashboard',
    kind: 'internal',
    attributes: {
      'graphql.operation.type': 'query',
      'graphql.operation.name': 'BackofficeDashboard',
      'graphql.source': 'query BackofficeDashboard {\n  recentHighValue: searchOrders(minTotal: 1249.75  maxTotal: 98000.5  ' +
        'status: PAID  placedAfter: "2026-11-30T00:00:00Z"  first: 50) {\n    code\n    total\n    status\n' +
        '    placedAt\n    customer { fullName email phone address { street city postalCode country } }\n' +
        '    lines { sku quantity unitPrice }\n  }\n' +
        '  refunds: searchOrders(term: "refund requested by emeka.okafor@mailbox.example"  status: CANCELLED ' +
        ' first: 20) {\n    code\n    note\n    customer { fullName phone }\n  }\n' +
        '  vip: searchCustomers(term: "Emeka Okafor"  country: "NG"  limit: 15  phone: "+234 803 555 0199") ' +
        '{\n    id\n    fullName\n    loyaltyPoints\n' +
        '    orders(first: 10  status: DELIVERED) { code total placedAt }\n  }\n' +
        '  giftCards: products(search: "gift card batch GC-2026-XMAS-0042"  first: 100) { sku name price ' +
        'description }\n  teaSkus: searchOrders(skus: ["SKU-TEA-00471-GRN"  "SKU-TEA-00912-OOL"  ' +
        '"SKU-TEA-01207-PUE"]  minTotal: 35.8  first: 25) {\n    code\n    total\n    lines { sku quantity }\n' +
        '  }\n  lateParcels: searchOrders(term: "courier lost parcel near Rua do Almada 412, Porto"  status: ' +
        'SHIPPED  placedAfter: "2026-10-01T08:30:00Z") {\n    code\n    note\n    customer { email }\n  }\n' +
        '  duplicates: searchCustomers(term: "Okafor, Emeka"  country: "GB"  phone: "+44 7700 900321"  ' +
        'limit: 5) { id email }\n  lookup: customerByEmail(email: "jordan.ellis@mail.example") {\n    id\n' +
        '    fullName\n    address { street city postalCode }\n' +
        '    orders(first: 30  status: PENDING) { code total note }\n  }\n}',
    },
    events: [],
    canaries: [
      '1249.75',
      '98000.5',
      '2026-11-30T00:00:00Z',
      'emeka.okafor@mailbox.example',
      'Emeka Okafor',
      '+234 803 555 0199',
      'gift card batch GC-2026-XMAS-0042',
      'SKU-TEA-00912-OOL',
      'SKU-TEA-01207-PUE',
      '35.8',
      'courier lost parcel near Rua do Almada 412, Porto',
      '2026-10-01T08:30:00Z',
      'Okafor, Emeka',
      '+44 7700 900321',
      'jordan.ellis@mail.example',
    ],
    keeps: ['BackofficeDashboard', 'recentHighValue: searchOrders', 'PAID', 'CANCELLED', 'loyaltyPoints', 'unitPrice', 'lateParcels'],
    note: 'Very long pretty-printed document with many aliased root fields.',
  },
  {
    id: 'otel-js-graphql-truncated-source-attribute-limit',
    source: '@opentelemetry/instrumentation-graphql 0.71.0 (open-telemetry/opentelemetry-js-contrib ' +
      'packages/instrumentation-graphql: enums/AttributeNames.ts, enum.ts SpanNames, utils.ts ' +
      'getSourceFromLocation/addInputVariableAttributes), allowValues: true, graphql-js 16.15.0',
    resource: {
      'service.name': 'accounts-graphql',
      'service.version': '4.18.2',
      'deployment.environment.name': 'production',
      'telemetry.sdk.language': 'nodejs',
      'telemetry.sdk.name': 'opentelemetry',
      'telemetry.sdk.version': '2.2.0',
      'process.runtime.name': 'nodejs',
      'process.runtime.version': '20.19.5',
    },
    scope: '@opentelemetry/instrumentation-graphql',
    spanName: 'mutation UpdateAddress',
    kind: 'internal',
    attributes: {
      'graphql.operation.type': 'mutation',
      'graphql.operation.name': 'UpdateAddress',
      'graphql.source': 'mutation UpdateAddress {\n  updateAddress(customerId: "cust_DE-40917"  address: {street: "Karl-Liebknecht-Straße 207, H',
    },
    events: [],
    canaries: ['cust_DE-40917', 'Karl-Liebknecht-Straße 207, H'],
    keeps: ['UpdateAddress', 'updateAddress'],
    note: 'MALFORMED: SDK spanLimits.attributeValueLengthLimit=118 cut graphql.source inside the street string ' +
      'literal (no closing quote); the visible part must still go.',
  },
  {
    id: 'strawberry-otel-resolver-create-customer-input-repr',
    source: 'strawberry-graphql 0.341.3 strawberry/extensions/tracing/opentelemetry.py (OpenTelemetryExtension: ' +
      'span "GraphQL Query[: op]" SERVER with component/query, "GraphQL Resolving: <field>" with ' +
      'graphql.parentType/graphql.path/graphql.param.<arg>), opentelemetry-sdk 1.45.2',
    resource: {
      'service.name': 'tienda-api',
      'service.version': '2026.12.1',
      'deployment.environment.name': 'production',
      'telemetry.sdk.language': 'python',
      'telemetry.sdk.name': 'opentelemetry',
      'telemetry.sdk.version': '1.45.2',
      'process.runtime.name': 'cpython',
      'process.runtime.version': '3.11.9',
    },
    scope: 'strawberry',
    spanName: 'GraphQL Resolving: createCustomer',
    kind: 'internal',
    attributes: {
      component: 'graphql',
      'graphql.parentType': 'Mutation',
      'graphql.path': 'createCustomer',
      'graphql.param.input': '{email: lucia.fernandez@correo.example, fullName: Lucía Fernández Ortega, phone: +34 612 48 93 07, ' +
        'dateOfBirth: 1991-07-23, taxId: 48392017V, address: {street: Calle de Toledo 141, 4ºB, city: ' +
        'Madrid, postalCode: 28005, country: ES}, tags: cliente-oro, boletín-semanal}',
    },
    events: [],
    canaries: [
      'lucia.fernandez@correo.example',
      'Lucía Fernández Ortega',
      '+34 612 48 93 07',
      '1991-07-23',
      '48392017V',
      'Calle de Toledo 141, 4ºB',
      '28005',
      'cliente-oro',
      'boletín-semanal',
    ],
    keeps: ['createCustomer', 'fullName', 'dateOfBirth', 'postalCode'],
    note: 'Input object argument rendered by convert_dict_to_allowed_types: "{key: value, ...}" without quotes, lists joined with ", ".',
  },
  {
    id: 'strawberry-otel-operation-span-comment-anonymous',
    source: 'strawberry-graphql 0.341.3 strawberry/extensions/tracing/opentelemetry.py (OpenTelemetryExtension: ' +
      'span "GraphQL Query[: op]" SERVER with component/query, "GraphQL Resolving: <field>" with ' +
      'graphql.parentType/graphql.path/graphql.param.<arg>), opentelemetry-sdk 1.45.2',
    resource: {
      'service.name': 'hotline-api',
      'service.version': '2026.12.1',
      'deployment.environment.name': 'production',
      'telemetry.sdk.language': 'python',
      'telemetry.sdk.name': 'opentelemetry',
      'telemetry.sdk.version': '1.45.2',
      'process.runtime.name': 'cpython',
      'process.runtime.version': '3.11.9',
    },
    scope: 'strawberry',
    spanName: 'GraphQL Query',
    kind: 'server',
    attributes: {
      component: 'graphql',
      query: '# requested by hotline agent for caller Nguyễn Thị Lan (+84 912 345 078)\nquery {\n' +
        '  searchOrders(term: "nón lá thêu tay", minTotal: 1875.5, skus: ["SKU-HAT-2207-VN", ' +
        '"SKU-SILK-0198-VN"]) {\n    id\n    total\n  }\n}',
    },
    events: [],
    canaries: ['Nguyễn Thị Lan', '+84 912 345 078', 'nón lá thêu tay', '1875.5', 'SKU-HAT-2207-VN', 'SKU-SILK-0198-VN'],
    keeps: ['searchOrders', 'minTotal', 'skus'],
    note: 'Operation span keeps the raw request text in the "query" attribute, comment and commas included.',
  },
  {
    id: 'strawberry-otel-resolver-search-list-float',
    source: 'strawberry-graphql 0.341.3 strawberry/extensions/tracing/opentelemetry.py (OpenTelemetryExtension: ' +
      'span "GraphQL Query[: op]" SERVER with component/query, "GraphQL Resolving: <field>" with ' +
      'graphql.parentType/graphql.path/graphql.param.<arg>), opentelemetry-sdk 1.45.2',
    resource: {
      'service.name': 'hotline-api',
      'service.version': '2026.12.1',
      'deployment.environment.name': 'production',
      'telemetry.sdk.language': 'python',
      'telemetry.sdk.name': 'opentelemetry',
      'telemetry.sdk.version': '1.45.2',
      'process.runtime.name': 'cpython',
      'process.runtime.version': '3.11.9',
    },
    scope: 'strawberry',
    spanName: 'GraphQL Resolving: searchOrders',
    kind: 'internal',
    attributes: {
      component: 'graphql',
      'graphql.parentType': 'Query',
      'graphql.path': 'searchOrders',
      'graphql.param.term': 'nón lá thêu tay',
      'graphql.param.limit': 25,
      'graphql.param.minTotal': 1875.5,
      'graphql.param.skus': 'SKU-HAT-2207-VN, SKU-SILK-0198-VN',
    },
    events: [],
    canaries: ['nón lá thêu tay', '1875.5', 'SKU-HAT-2207-VN, SKU-SILK-0198-VN'],
    keeps: ['searchOrders', 'Query'],
    note: 'graphql.param.minTotal is a float attribute, graphql.param.skus a comma-joined string.',
  },
  {
    id: 'strawberry-otel-resolver-exception-coupon',
    source: 'strawberry-graphql 0.341.3 strawberry/extensions/tracing/opentelemetry.py (OpenTelemetryExtension: ' +
      'span "GraphQL Query[: op]" SERVER with component/query, "GraphQL Resolving: <field>" with ' +
      'graphql.parentType/graphql.path/graphql.param.<arg>), opentelemetry-sdk 1.45.2',
    resource: {
      'service.name': 'loja-api',
      'service.version': '2026.12.1',
      'deployment.environment.name': 'production',
      'telemetry.sdk.language': 'python',
      'telemetry.sdk.name': 'opentelemetry',
      'telemetry.sdk.version': '1.45.2',
      'process.runtime.name': 'cpython',
      'process.runtime.version': '3.11.9',
    },
    scope: 'strawberry',
    spanName: 'GraphQL Resolving: applyCoupon',
    kind: 'internal',
    attributes: {
      component: 'graphql',
      'graphql.parentType': 'Mutation',
      'graphql.path': 'applyCoupon',
      'graphql.param.orderId': 'ORD-2026-130077',
      'graphql.param.code': 'NATAL-PORTO-5K',
      'graphql.param.note': 'cliente ligou às 21h, pede fatura em nome da empresa',
    },
    events: [
      {
        name: 'exception',
        attributes: {
          'exception.type': 'ValueError',
          'exception.message': 'Coupon NATAL-PORTO-5K already redeemed by carla.mendes@correio.example on order ORD-2026-099871',
          'exception.stacktrace': 'Traceback (most recent call last):\n' +
            '  File "/usr/local/lib/python3.11/site-packages/opentelemetry/trace/__init__.py", line 602, in ' +
            'use_span\n    yield span\n  File "/usr/local/lib/python3.11/site-packages/opentelemetry/sdk/trace/__in' +
            'it__.py", line 1136, in start_as_current_span\n    yield span\n' +
            '  File "/usr/local/lib/python3.11/site-packages/strawberry/extensions/tracing/opentelemetry.py", ' +
            'line 175, in resolve\n    result = _next(root, info, *args, **kwargs)\n' +
            '             ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^\n' +
            '  File "/usr/local/lib/python3.11/site-packages/strawberry/schema/schema_converter.py", line 1292, ' +
            'in _resolver\n    return _get_result_with_extensions(\n           ^^^^^^^^^^^^^^^^^^^^^^^^^^^^\n' +
            '  File "/usr/local/lib/python3.11/site-packages/strawberry/schema/schema_converter.py", line 1278, ' +
            'in extension_resolver\n    return reduce(\n           ^^^^^^^\n' +
            '  File "/usr/local/lib/python3.11/site-packages/strawberry/schema/schema_converter.py", line 1270, ' +
            'in wrapped_get_result\n    return _get_result(\n           ^^^^^^^^^^^^\n' +
            '  File "/usr/local/lib/python3.11/site-packages/strawberry/schema/schema_converter.py", line 1156, ' +
            'in _get_result\n    return field.get_result(\n           ^^^^^^^^^^^^^^^^^\n' +
            '  File "/usr/local/lib/python3.11/site-packages/strawberry/types/field.py", line 242, in get_result\n' +
            '    return self.base_resolver(*args, **kwargs)\n           ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^\n' +
            '  File "/usr/local/lib/python3.11/site-packages/strawberry/types/fields/resolver.py", line 280, in ' +
            '__call__\n    return self.wrapped_func(*args, **kwargs)\n' +
            '           ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^\n' +
            '  File "/app/loja/graphql/mutations.py", line 75, in apply_coupon\n' +
            '    raise ValueError(f"Coupon {code} already redeemed by {redemption[\'email\']} on order ' +
            '{redemption[\'order\']}")\nValueError: Coupon NATAL-PORTO-5K already redeemed by ' +
            'carla.mendes@correio.example on order ORD-2026-099871\n',
          'exception.escaped': 'False',
        },
      },
    ],
    canaries: ['ORD-2026-130077', 'NATAL-PORTO-5K', 'cliente ligou às 21h, pede fatura em nome da empresa', 'carla.mendes@correio.example'],
    keeps: ['applyCoupon', 'Mutation', 'ValueError'],
    note: 'Resolver raised with a customer e-mail in the message: exception event (type, message, stacktrace) from start_as_current_span.',
  },
  {
    id: 'strawberry-execution-logger-error-with-source-excerpt',
    source: 'strawberry-graphql 0.341.3 strawberry/extensions/tracing/opentelemetry.py (OpenTelemetryExtension: ' +
      'span "GraphQL Query[: op]" SERVER with component/query, "GraphQL Resolving: <field>" with ' +
      'graphql.parentType/graphql.path/graphql.param.<arg>), opentelemetry-sdk 1.45.2; ' +
      'strawberry/utils/logging.py StrawberryLogger (logger "strawberry.execution"), opentelemetry-sdk ' +
      'LoggingHandler',
    resource: {
      'service.name': 'loja-api',
      'service.version': '2026.12.1',
      'deployment.environment.name': 'production',
      'telemetry.sdk.language': 'python',
      'telemetry.sdk.name': 'opentelemetry',
      'telemetry.sdk.version': '1.45.2',
      'process.runtime.name': 'cpython',
      'process.runtime.version': '3.11.9',
    },
    scope: 'strawberry',
    spanName: 'GraphQL Query: ApplyCoupon',
    kind: 'server',
    attributes: {
      component: 'graphql',
      query: 'mutation ApplyCoupon {\n  applyCoupon(orderId: "ORD-2026-130077", code: "NATAL-PORTO-5K", note: ' +
        '"cliente ligou às 21h, pede fatura em nome da empresa") {\n    id\n    total\n  }\n}',
    },
    events: [],
    logs: [
      {
        body: 'Coupon NATAL-PORTO-5K already redeemed by carla.mendes@correio.example on order ORD-2026-099871\n\n' +
          'GraphQL request:2:3\n2 |   applyCoupon(orderId: "ORD-2026-130077", code: "NATAL-PORTO-5K", note: ' +
          '"cliente\n  |   ^\n  |  ligou às 21h, pede fatura em nome da empresa") {',
        attributes: {
          'code.file.path': '/usr/local/lib/python3.11/site-packages/strawberry/utils/logging.py',
          'code.function.name': 'error',
          'code.line.number': 25,
          'exception.type': 'ValueError',
          'exception.message': 'Coupon NATAL-PORTO-5K already redeemed by carla.mendes@correio.example on order ORD-2026-099871',
          'exception.stacktrace': 'Traceback (most recent call last):\n' +
            '  File "/usr/local/lib/python3.11/site-packages/graphql/execution/executor.py", line 1467, in ' +
            'complete_awaitable_value\n    resolved = await self.with_abort_signal(result)\n' +
            '               ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^\n' +
            '  File "/usr/local/lib/python3.11/site-packages/graphql/execution/executor.py", line 1211, in ' +
            'with_abort_signal\n    return await awaitable\n           ^^^^^^^^^^^^^^^\n' +
            '  File "/usr/local/lib/python3.11/site-packages/strawberry/extensions/tracing/opentelemetry.py", ' +
            'line 175, in resolve\n    result = _next(root, info, *args, **kwargs)\n' +
            '             ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^\n' +
            '  File "/usr/local/lib/python3.11/site-packages/strawberry/schema/schema_converter.py", line 1292, ' +
            'in _resolver\n    return _get_result_with_extensions(\n           ^^^^^^^^^^^^^^^^^^^^^^^^^^^^\n' +
            '  File "/usr/local/lib/python3.11/site-packages/strawberry/schema/schema_converter.py", line 1278, ' +
            'in extension_resolver\n    return reduce(\n           ^^^^^^^\n' +
            '  File "/usr/local/lib/python3.11/site-packages/strawberry/schema/schema_converter.py", line 1270, ' +
            'in wrapped_get_result\n    return _get_result(\n           ^^^^^^^^^^^^\n' +
            '  File "/usr/local/lib/python3.11/site-packages/strawberry/schema/schema_converter.py", line 1156, ' +
            'in _get_result\n    return field.get_result(\n           ^^^^^^^^^^^^^^^^^\n' +
            '  File "/usr/local/lib/python3.11/site-packages/strawberry/types/field.py", line 242, in get_result\n' +
            '    return self.base_resolver(*args, **kwargs)\n           ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^\n' +
            '  File "/usr/local/lib/python3.11/site-packages/strawberry/types/fields/resolver.py", line 280, in ' +
            '__call__\n    return self.wrapped_func(*args, **kwargs)\n' +
            '           ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^\n' +
            '  File "/app/loja/graphql/mutations.py", line 75, in apply_coupon\n' +
            '    raise ValueError(f"Coupon {code} already redeemed by {redemption[\'email\']} on order ' +
            '{redemption[\'order\']}")\nValueError: Coupon NATAL-PORTO-5K already redeemed by ' +
            'carla.mendes@correio.example on order ORD-2026-099871\n',
        },
      },
    ],
    canaries: ['ORD-2026-130077', 'NATAL-PORTO-5K', 'cliente ligou às 21h, pede fatura em nome da empresa', 'carla.mendes@correio.example'],
    keeps: ['applyCoupon', 'ValueError'],
    note: 'Error log written by StrawberryLogger through the OTel logging handler: str(GraphQLError) appends the offending source line, literals included.',
  },
  {
    id: 'strawberry-otel-operation-block-string-review',
    source: 'strawberry-graphql 0.341.3 strawberry/extensions/tracing/opentelemetry.py (OpenTelemetryExtension: ' +
      'span "GraphQL Query[: op]" SERVER with component/query, "GraphQL Resolving: <field>" with ' +
      'graphql.parentType/graphql.path/graphql.param.<arg>), opentelemetry-sdk 1.45.2',
    resource: {
      'service.name': 'reviews-api',
      'service.version': '2026.12.1',
      'deployment.environment.name': 'production',
      'telemetry.sdk.language': 'python',
      'telemetry.sdk.name': 'opentelemetry',
      'telemetry.sdk.version': '1.45.2',
      'process.runtime.name': 'cpython',
      'process.runtime.version': '3.11.9',
    },
    scope: 'strawberry',
    spanName: 'GraphQL Query: SubmitReview',
    kind: 'server',
    attributes: {
      component: 'graphql',
      query: 'mutation SubmitReview {\n  addReview(\n    sku: "SKU-KNIFE-0033-JP"\n    rating: 5\n    body: """\n' +
        '      Arrived in 2 days. The "Hocho" edge is perfect.\n' +
        '      Gift for my father Kenji Watanabe, he lives at 2-17-9 Sakura-shinmachi.\n    """\n  ) {\n    sku\n' +
        '  }\n}',
    },
    events: [],
    canaries: ['SKU-KNIFE-0033-JP', 'The "Hocho" edge is perfect.', 'Kenji Watanabe', '2-17-9 Sakura-shinmachi'],
    keeps: ['SubmitReview', 'addReview', 'rating'],
    note: 'Raw block string with embedded double quotes in the query attribute.',
  },
  {
    id: 'strawberry-otel-resolver-block-string-param',
    source: 'strawberry-graphql 0.341.3 strawberry/extensions/tracing/opentelemetry.py (OpenTelemetryExtension: ' +
      'span "GraphQL Query[: op]" SERVER with component/query, "GraphQL Resolving: <field>" with ' +
      'graphql.parentType/graphql.path/graphql.param.<arg>), opentelemetry-sdk 1.45.2',
    resource: {
      'service.name': 'reviews-api',
      'service.version': '2026.12.1',
      'deployment.environment.name': 'production',
      'telemetry.sdk.language': 'python',
      'telemetry.sdk.name': 'opentelemetry',
      'telemetry.sdk.version': '1.45.2',
      'process.runtime.name': 'cpython',
      'process.runtime.version': '3.11.9',
    },
    scope: 'strawberry',
    spanName: 'GraphQL Resolving: addReview',
    kind: 'internal',
    attributes: {
      component: 'graphql',
      'graphql.parentType': 'Mutation',
      'graphql.path': 'addReview',
      'graphql.param.sku': 'SKU-KNIFE-0033-JP',
      'graphql.param.rating': 5,
      'graphql.param.body': 'Arrived in 2 days. The "Hocho" edge is perfect.\nGift for my father Kenji Watanabe, he lives at 2-17-9 Sakura-shinmachi.',
    },
    events: [],
    canaries: ['SKU-KNIFE-0033-JP', 'The "Hocho" edge is perfect.', 'Kenji Watanabe', '2-17-9 Sakura-shinmachi'],
    keeps: ['addReview', 'Mutation'],
    note: 'graphql.param.body holds the dedented block-string value (real newline, quotes unescaped).',
  },
  {
    id: 'strawberry-otel-operation-truncated-attribute-limit',
    source: 'strawberry-graphql 0.341.3 strawberry/extensions/tracing/opentelemetry.py (OpenTelemetryExtension: ' +
      'span "GraphQL Query[: op]" SERVER with component/query, "GraphQL Resolving: <field>" with ' +
      'graphql.parentType/graphql.path/graphql.param.<arg>), opentelemetry-sdk 1.45.2',
    resource: {
      'service.name': 'konto-api',
      'service.version': '2026.12.1',
      'deployment.environment.name': 'production',
      'telemetry.sdk.language': 'python',
      'telemetry.sdk.name': 'opentelemetry',
      'telemetry.sdk.version': '1.45.2',
      'process.runtime.name': 'cpython',
      'process.runtime.version': '3.11.9',
    },
    scope: 'strawberry',
    spanName: 'GraphQL Query: CreateCustomer',
    kind: 'server',
    attributes: {
      component: 'graphql',
      query: 'mutation CreateCustomer {\n  createCustomer(input: {email: "sofia.lindqvist@brev.example", fullName: "Sofia Lindqvist", phone: "+46 70 41',
    },
    events: [],
    canaries: ['sofia.lindqvist@brev.example', 'Sofia Lindqvist', '+46 70 41'],
    keeps: ['CreateCustomer', 'createCustomer'],
    note: 'MALFORMED: OTEL_ATTRIBUTE_VALUE_LENGTH_LIMIT=136 cut the query attribute inside the phone string; the unterminated literal must still go.',
  },
  {
    id: 'ariadne-otel-field-span-email-argument',
    source: 'ariadne 1.1.1 ariadne/contrib/tracing/opentelemetry.py (OpenTelemetryExtension: root "GraphQL ' +
      'Operation", field spans with component, graphql.operation.name, graphql.parentType, graphql.path, ' +
      'graphql.arg[<name>]), opentelemetry-sdk 1.45.2',
    resource: {
      'service.name': 'siopa-api',
      'service.version': '2026.12.1',
      'deployment.environment.name': 'production',
      'telemetry.sdk.language': 'python',
      'telemetry.sdk.name': 'opentelemetry',
      'telemetry.sdk.version': '1.45.2',
      'process.runtime.name': 'cpython',
      'process.runtime.version': '3.11.9',
    },
    scope: 'ariadne',
    spanName: 'customerByEmail',
    kind: 'internal',
    attributes: {
      component: 'GraphQL',
      'graphql.operation.name': 'FindCustomer',
      'graphql.parentType': 'Query',
      'graphql.path': 'customerByEmail',
      'graphql.arg[email]': 'aoife.nibhriain@litir.example',
    },
    events: [],
    canaries: ['aoife.nibhriain@litir.example'],
    keeps: ['FindCustomer', 'customerByEmail', 'Query'],
  },
  {
    id: 'ariadne-otel-field-span-list-and-float-arguments',
    source: 'ariadne 1.1.1 ariadne/contrib/tracing/opentelemetry.py (OpenTelemetryExtension: root "GraphQL ' +
      'Operation", field spans with component, graphql.operation.name, graphql.parentType, graphql.path, ' +
      'graphql.arg[<name>]), opentelemetry-sdk 1.45.2',
    resource: {
      'service.name': 'siopa-api',
      'service.version': '2026.12.1',
      'deployment.environment.name': 'production',
      'telemetry.sdk.language': 'python',
      'telemetry.sdk.name': 'opentelemetry',
      'telemetry.sdk.version': '1.45.2',
      'process.runtime.name': 'cpython',
      'process.runtime.version': '3.11.9',
    },
    scope: 'ariadne',
    spanName: 'searchOrders',
    kind: 'internal',
    attributes: {
      component: 'GraphQL',
      'graphql.operation.name': 'OrdersBySku',
      'graphql.parentType': 'Query',
      'graphql.path': 'searchOrders',
      'graphql.arg[term]': 'Aoife Ní Bhriain',
      'graphql.arg[minTotal]': 412.3,
      'graphql.arg[skus]': ['SKU-WOOL-0712-IE', 'SKU-WOOL-0713-IE'],
      'graphql.arg[first]': 20,
    },
    events: [],
    canaries: ['Aoife Ní Bhriain', 'SKU-WOOL-0712-IE', 'SKU-WOOL-0713-IE', '412.3'],
    keeps: ['OrdersBySku', 'searchOrders'],
    note: 'graphql.arg[skus] is a string array attribute, graphql.arg[minTotal] a float, graphql.arg[first] an int.',
  },
  {
    id: 'ariadne-otel-field-span-reset-password-exception',
    source: 'ariadne 1.1.1 ariadne/contrib/tracing/opentelemetry.py (OpenTelemetryExtension: root "GraphQL ' +
      'Operation", field spans with component, graphql.operation.name, graphql.parentType, graphql.path, ' +
      'graphql.arg[<name>]), opentelemetry-sdk 1.45.2',
    resource: {
      'service.name': 'hesap-api',
      'service.version': '2026.12.1',
      'deployment.environment.name': 'production',
      'telemetry.sdk.language': 'python',
      'telemetry.sdk.name': 'opentelemetry',
      'telemetry.sdk.version': '1.45.2',
      'process.runtime.name': 'cpython',
      'process.runtime.version': '3.11.9',
    },
    scope: 'ariadne',
    spanName: 'resetPassword',
    kind: 'internal',
    attributes: {
      component: 'GraphQL',
      'graphql.operation.name': 'ResetPassword',
      'graphql.parentType': 'Mutation',
      'graphql.path': 'resetPassword',
      'graphql.arg[email]': 'mehmet.yilmaz@posta.example',
      'graphql.arg[token]': 'prt_81c0d2e9f4a7',
      'graphql.arg[newPassword]': 'Kadikoy*Vapur1990',
    },
    events: [
      {
        name: 'exception',
        attributes: {
          'exception.type': 'PermissionError',
          'exception.message': 'Password reset link for mehmet.yilmaz@posta.example was already used',
          'exception.stacktrace': 'Traceback (most recent call last):\n' +
            '  File "/usr/local/lib/python3.11/site-packages/opentelemetry/trace/__init__.py", line 602, in ' +
            'use_span\n    yield span\n  File "/usr/local/lib/python3.11/site-packages/opentelemetry/sdk/trace/__in' +
            'it__.py", line 1136, in start_as_current_span\n    yield span\n' +
            '  File "/usr/local/lib/python3.11/site-packages/ariadne/contrib/tracing/opentelemetry.py", line 98, ' +
            'in resolve\n    return self.resolve_sync(span, next_, obj, info, **kwargs)\n' +
            '           ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^\n' +
            '  File "/usr/local/lib/python3.11/site-packages/ariadne/contrib/tracing/opentelemetry.py", line ' +
            '120, in resolve_sync\n    result = next_(obj, info, **kwargs)\n' +
            '             ^^^^^^^^^^^^^^^^^^^^^^^^^^\n  File "/app/hesap/graphql/auth.py", line 99, in r_rp\n' +
            '    raise PermissionError(f"Password reset link for {email} was already used")\n' +
            'PermissionError: Password reset link for mehmet.yilmaz@posta.example was already used\n',
          'exception.escaped': 'False',
        },
      },
    ],
    canaries: ['mehmet.yilmaz@posta.example', 'prt_81c0d2e9f4a7', 'Kadikoy*Vapur1990'],
    keeps: ['ResetPassword', 'resetPassword', 'PermissionError'],
    note: 'Arguments recorded verbatim (token, new password); resolver exception echoes the e-mail.',
  },
  {
    id: 'ariadne-logger-error-with-source-excerpt',
    source: 'ariadne 1.1.1 ariadne/contrib/tracing/opentelemetry.py (OpenTelemetryExtension: root "GraphQL ' +
      'Operation", field spans with component, graphql.operation.name, graphql.parentType, graphql.path, ' +
      'graphql.arg[<name>]), opentelemetry-sdk 1.45.2; ariadne/logger.py log_error (logger "ariadne"), ' +
      'opentelemetry-sdk LoggingHandler',
    resource: {
      'service.name': 'hesap-api',
      'service.version': '2026.12.1',
      'deployment.environment.name': 'production',
      'telemetry.sdk.language': 'python',
      'telemetry.sdk.name': 'opentelemetry',
      'telemetry.sdk.version': '1.45.2',
      'process.runtime.name': 'cpython',
      'process.runtime.version': '3.11.9',
    },
    scope: 'ariadne',
    spanName: 'GraphQL Operation',
    kind: 'internal',
    attributes: { component: 'GraphQL' },
    events: [],
    logs: [
      {
        body: 'Password reset link for mehmet.yilmaz@posta.example was already used\n\nGraphQL request:2:3\n' +
          '1 | mutation ResetPassword {\n2 |   resetPassword(email: "mehmet.yilmaz@posta.example", token: ' +
          '"prt_81c0d2e9f4a7", newPassword: "Kadikoy*Vapur1990")\n  |   ^\n3 | }',
        attributes: {
          'code.file.path': '/usr/local/lib/python3.11/site-packages/ariadne/logger.py',
          'code.function.name': 'log_error',
          'code.line.number': 20,
          'exception.type': 'GraphQLError',
          'exception.message': 'Password reset link for mehmet.yilmaz@posta.example was already used',
          'exception.stacktrace': 'Traceback (most recent call last):\n' +
            '  File "/usr/local/lib/python3.11/site-packages/graphql/execution/executor.py", line 982, in ' +
            'execute_field\n    result = resolve_fn(source, info, **args)\n' +
            '             ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^\n' +
            '  File "/usr/local/lib/python3.11/site-packages/ariadne/contrib/tracing/opentelemetry.py", line 98, ' +
            'in resolve\n    return self.resolve_sync(span, next_, obj, info, **kwargs)\n' +
            '           ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^\n' +
            '  File "/usr/local/lib/python3.11/site-packages/ariadne/contrib/tracing/opentelemetry.py", line ' +
            '120, in resolve_sync\n    result = next_(obj, info, **kwargs)\n' +
            '             ^^^^^^^^^^^^^^^^^^^^^^^^^^\n  File "/app/hesap/graphql/auth.py", line 99, in r_rp\n' +
            '    raise PermissionError(f"Password reset link for {email} was already used")\n' +
            'PermissionError: Password reset link for mehmet.yilmaz@posta.example was already used\n\n' +
            'The above exception was the direct cause of the following exception:\n\n' +
            'Traceback (most recent call last):\n' +
            '  File "/usr/local/lib/python3.11/site-packages/graphql/execution/executor.py", line 982, in ' +
            'execute_field\n    result = resolve_fn(source, info, **args)\n' +
            '             ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^\n' +
            '  File "/usr/local/lib/python3.11/site-packages/ariadne/contrib/tracing/opentelemetry.py", line 98, ' +
            'in resolve\n    return self.resolve_sync(span, next_, obj, info, **kwargs)\n' +
            '           ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^\n' +
            '  File "/usr/local/lib/python3.11/site-packages/ariadne/contrib/tracing/opentelemetry.py", line ' +
            '120, in resolve_sync\n    result = next_(obj, info, **kwargs)\n' +
            '             ^^^^^^^^^^^^^^^^^^^^^^^^^^\n  File "/app/hesap/graphql/auth.py", line 99, in r_rp\n' +
            '    raise PermissionError(f"Password reset link for {email} was already used")\n' +
            'graphql.error.graphql_error.GraphQLError: Password reset link for mehmet.yilmaz@posta.example was ' +
            'already used\n\nGraphQL request:2:3\n1 | mutation ResetPassword {\n' +
            '2 |   resetPassword(email: "mehmet.yilmaz@posta.example", token: "prt_81c0d2e9f4a7", newPassword: ' +
            '"Kadikoy*Vapur1990")\n  |   ^\n3 | }\n',
        },
      },
    ],
    canaries: ['mehmet.yilmaz@posta.example', 'prt_81c0d2e9f4a7', 'Kadikoy*Vapur1990'],
    keeps: ['resetPassword', 'newPassword', 'GraphQLError'],
    note: 'Root span has no literal; the error log body repeats the request line with the token and password.',
  },
  {
    id: 'ariadne-otel-field-span-inline-and-variable-args',
    source: 'ariadne 1.1.1 ariadne/contrib/tracing/opentelemetry.py (OpenTelemetryExtension: root "GraphQL ' +
      'Operation", field spans with component, graphql.operation.name, graphql.parentType, graphql.path, ' +
      'graphql.arg[<name>]), opentelemetry-sdk 1.45.2',
    resource: {
      'service.name': 'siopa-api',
      'service.version': '2026.12.1',
      'deployment.environment.name': 'production',
      'telemetry.sdk.language': 'python',
      'telemetry.sdk.name': 'opentelemetry',
      'telemetry.sdk.version': '1.45.2',
      'process.runtime.name': 'cpython',
      'process.runtime.version': '3.11.9',
    },
    scope: 'ariadne',
    spanName: 'updateNewsletter',
    kind: 'internal',
    attributes: {
      component: 'GraphQL',
      'graphql.operation.name': 'UpdateNewsletter',
      'graphql.parentType': 'Mutation',
      'graphql.path': 'updateNewsletter',
      'graphql.arg[email]': 'aoife.nibhriain@litir.example',
      'graphql.arg[locale]': 'ga-IE',
      'graphql.arg[frequency]': 3,
    },
    events: [],
    canaries: ['aoife.nibhriain@litir.example', 'ga-IE'],
    keeps: ['UpdateNewsletter', 'updateNewsletter'],
    note: 'Mixed inline literal and variable arguments both end up as graphql.arg[...] values.',
  },
  {
    id: 'otel-java-graphql-mutation-inline-input-compact',
    source: 'OpenTelemetry Java agent 2.x graphql-java-20.0 instrumentation ' +
      '(open-telemetry/opentelemetry-java-instrumentation instrumentation/graphql-java: ' +
      'OpenTelemetryInstrumentationHelper, GraphqlAttributesExtractor, scope ' +
      'io.opentelemetry.graphql-java-20.0) with ' +
      'otel.instrumentation.graphql.query-sanitizer.enabled=false; document printed by graphql-java 22.3 ' +
      'AstPrinter.printAstCompact',
    resource: {
      'service.name': 'members-service',
      'service.version': '3.8.1',
      'deployment.environment.name': 'production',
      'telemetry.sdk.language': 'java',
      'telemetry.sdk.name': 'opentelemetry',
      'telemetry.sdk.version': '1.56.0',
      'telemetry.distro.name': 'opentelemetry-java-instrumentation',
      'telemetry.distro.version': '2.22.0',
      'process.runtime.name': 'OpenJDK Runtime Environment',
      'process.runtime.version': '21.0.5+11-LTS',
      'host.name': 'ip-10-42-7-19',
    },
    scope: 'io.opentelemetry.graphql-java-20.0',
    spanName: 'mutation RegisterMember',
    kind: 'internal',
    attributes: {
      'graphql.operation.name': 'RegisterMember',
      'graphql.operation.type': 'mutation',
      'graphql.document': 'mutation RegisterMember{registerMember(input:{email:"chloe.martin@courriel.example",fullName:"Chloé ' +
        'Martin",phone:"+33 6 48 21 90 57",dateOfBirth:"1993-05-08",address:{street:"27 rue des ' +
        'Tanneurs",city:"Strasbourg",postalCode:"67000"}}){memberId tier}}',
    },
    events: [],
    canaries: ['chloe.martin@courriel.example', 'Chloé Martin', '+33 6 48 21 90 57', '1993-05-08', '27 rue des Tanneurs', '67000'],
    keeps: ['RegisterMember', 'registerMember', 'memberId', 'postalCode', 'mutation'],
    note: 'Sanitizer disabled: graphql.document is the compact AstPrinter form (no spaces after ":" and ",", no space before "{").',
  },
  {
    id: 'otel-java-graphql-query-fragment-spread-operation-only',
    source: 'OpenTelemetry Java agent 2.x graphql-java-20.0 instrumentation ' +
      '(open-telemetry/opentelemetry-java-instrumentation instrumentation/graphql-java: ' +
      'OpenTelemetryInstrumentationHelper, GraphqlAttributesExtractor, scope ' +
      'io.opentelemetry.graphql-java-20.0) with ' +
      'otel.instrumentation.graphql.query-sanitizer.enabled=false; document printed by graphql-java 22.3 ' +
      'AstPrinter.printAstCompact',
    resource: {
      'service.name': 'statements-service',
      'service.version': '3.8.1',
      'deployment.environment.name': 'production',
      'telemetry.sdk.language': 'java',
      'telemetry.sdk.name': 'opentelemetry',
      'telemetry.sdk.version': '1.56.0',
      'telemetry.distro.name': 'opentelemetry-java-instrumentation',
      'telemetry.distro.version': '2.22.0',
      'process.runtime.name': 'OpenJDK Runtime Environment',
      'process.runtime.version': '21.0.5+11-LTS',
      'host.name': 'ip-10-42-7-19',
    },
    scope: 'io.opentelemetry.graphql-java-20.0',
    spanName: 'query MemberStatement',
    kind: 'internal',
    attributes: {
      'graphql.operation.name': 'MemberStatement',
      'graphql.operation.type': 'query',
      'graphql.document': 'query MemberStatement($memberId:ID!){member(id:$memberId){...MemberCore ' +
        'transactions(from:"2026-11-01",to:"2026-11-30",minAmount:250.00,merchantLike:"Pingo Doce ' +
        'Alvalade"){amount merchant}}}',
    },
    events: [],
    canaries: ['2026-11-01', '2026-11-30', '250.00', 'Pingo Doce Alvalade'],
    keeps: ['MemberStatement', '...MemberCore', '$memberId', 'transactions', 'merchantLike'],
    note: 'Only the selected OperationDefinition is printed, so the fragment definition is absent but the spread remains.',
  },
  {
    id: 'otel-java-graphql-validation-error-echoes-literal',
    source: 'OpenTelemetry Java agent 2.x graphql-java-20.0 instrumentation ' +
      '(open-telemetry/opentelemetry-java-instrumentation instrumentation/graphql-java: ' +
      'OpenTelemetryInstrumentationHelper, GraphqlAttributesExtractor, scope ' +
      'io.opentelemetry.graphql-java-20.0) with ' +
      'otel.instrumentation.graphql.query-sanitizer.enabled=false; document printed by graphql-java 22.3 ' +
      'AstPrinter.printAstCompact',
    resource: {
      'service.name': 'members-service',
      'service.version': '3.8.1',
      'deployment.environment.name': 'production',
      'telemetry.sdk.language': 'java',
      'telemetry.sdk.name': 'opentelemetry',
      'telemetry.sdk.version': '1.56.0',
      'telemetry.distro.name': 'opentelemetry-java-instrumentation',
      'telemetry.distro.version': '2.22.0',
      'process.runtime.name': 'OpenJDK Runtime Environment',
      'process.runtime.version': '21.0.5+11-LTS',
      'host.name': 'ip-10-42-7-19',
    },
    scope: 'io.opentelemetry.graphql-java-20.0',
    spanName: 'GraphQL Operation',
    kind: 'internal',
    attributes: {},
    events: [
      {
        name: 'exception',
        attributes: {
          'exception.type': 'ValidationError',
          'exception.message': 'Validation error (WrongType@[memberByPhone]) : argument \'phone\' with value ' +
            '\'IntValue{value=33648219057}\' is not a valid \'String\' - Expected an AST type of \'StringValue\' but ' +
            'it was a \'IntValue\'',
        },
      },
    ],
    canaries: ['33648219057'],
    keeps: ['ValidationError', 'WrongType@[memberByPhone]'],
    note: 'Document failed validation: no graphql.* attributes, span keeps the default name, each GraphQL ' +
      'error becomes an exception event; graphql-java echoes the literal node (IntValue{value=...}) in the ' +
      'message.',
  },
  {
    id: 'otel-java-graphql-variable-coercion-error-custom-scalar',
    source: 'OpenTelemetry Java agent 2.x graphql-java-20.0 instrumentation ' +
      '(open-telemetry/opentelemetry-java-instrumentation instrumentation/graphql-java: ' +
      'OpenTelemetryInstrumentationHelper, GraphqlAttributesExtractor, scope ' +
      'io.opentelemetry.graphql-java-20.0) with ' +
      'otel.instrumentation.graphql.query-sanitizer.enabled=false; document printed by graphql-java 22.3 ' +
      'AstPrinter.printAstCompact',
    resource: {
      'service.name': 'members-service',
      'service.version': '3.8.1',
      'deployment.environment.name': 'production',
      'telemetry.sdk.language': 'java',
      'telemetry.sdk.name': 'opentelemetry',
      'telemetry.sdk.version': '1.56.0',
      'telemetry.distro.name': 'opentelemetry-java-instrumentation',
      'telemetry.distro.version': '2.22.0',
      'process.runtime.name': 'OpenJDK Runtime Environment',
      'process.runtime.version': '21.0.5+11-LTS',
      'host.name': 'ip-10-42-7-19',
    },
    scope: 'io.opentelemetry.graphql-java-20.0',
    spanName: 'GraphQL Operation',
    kind: 'internal',
    attributes: {},
    events: [
      {
        name: 'exception',
        attributes: {
          'exception.type': 'ValidationError',
          'exception.message': 'Variable \'email\' has an invalid value: Not a valid e-mail address: chloe.martin(at)courriel.example',
        },
      },
    ],
    canaries: ['chloe.martin(at)courriel.example'],
    keeps: ['ValidationError'],
    note: 'Variable coercion failed before execution (ValuesResolverConversion "Variable \'%s\' has an invalid ' +
      'value: %s"); the message tail comes from an application Email scalar.',
  },
  {
    id: 'otel-java-graphql-data-fetching-exception-card',
    source: 'OpenTelemetry Java agent 2.x graphql-java-20.0 instrumentation ' +
      '(open-telemetry/opentelemetry-java-instrumentation instrumentation/graphql-java: ' +
      'OpenTelemetryInstrumentationHelper, GraphqlAttributesExtractor, scope ' +
      'io.opentelemetry.graphql-java-20.0) with ' +
      'otel.instrumentation.graphql.query-sanitizer.enabled=false; document printed by graphql-java 22.3 ' +
      'AstPrinter.printAstCompact',
    resource: {
      'service.name': 'payments-service',
      'service.version': '3.8.1',
      'deployment.environment.name': 'production',
      'telemetry.sdk.language': 'java',
      'telemetry.sdk.name': 'opentelemetry',
      'telemetry.sdk.version': '1.56.0',
      'telemetry.distro.name': 'opentelemetry-java-instrumentation',
      'telemetry.distro.version': '2.22.0',
      'process.runtime.name': 'OpenJDK Runtime Environment',
      'process.runtime.version': '21.0.5+11-LTS',
      'host.name': 'ip-10-42-7-19',
    },
    scope: 'io.opentelemetry.graphql-java-20.0',
    spanName: 'mutation ChargeCard',
    kind: 'internal',
    attributes: {
      'graphql.operation.name': 'ChargeCard',
      'graphql.operation.type': 'mutation',
      'graphql.document': 'mutation ChargeCard{chargeCard(cardNumber:"5413 3300 8921 4523",holder:"Émilie ' +
        'Rousseau",amount:389.90,currency:EUR,reference:"INV-2026-07731"){authorizationCode status}}',
    },
    events: [
      {
        name: 'exception',
        attributes: {
          'exception.type': 'DataFetchingException',
          'exception.message': 'Exception while fetching data (/chargeCard) : Card 5413 3300 8921 4523 declined for holder Émilie Rousseau',
        },
      },
    ],
    canaries: ['5413 3300 8921 4523', 'Émilie Rousseau', '389.90', 'INV-2026-07731'],
    keeps: ['ChargeCard', 'chargeCard', 'DataFetchingException', 'authorizationCode', 'EUR'],
    note: 'Data fetcher threw; graphql-java wraps it as "Exception while fetching data (<path>) : <message>".',
  },
  {
    id: 'otel-java-graphql-subscription-parcel-updates',
    source: 'OpenTelemetry Java agent 2.x graphql-java-20.0 instrumentation ' +
      '(open-telemetry/opentelemetry-java-instrumentation instrumentation/graphql-java: ' +
      'OpenTelemetryInstrumentationHelper, GraphqlAttributesExtractor, scope ' +
      'io.opentelemetry.graphql-java-20.0) with ' +
      'otel.instrumentation.graphql.query-sanitizer.enabled=false; document printed by graphql-java 22.3 ' +
      'AstPrinter.printAstCompact',
    resource: {
      'service.name': 'tracking-service',
      'service.version': '3.8.1',
      'deployment.environment.name': 'production',
      'telemetry.sdk.language': 'java',
      'telemetry.sdk.name': 'opentelemetry',
      'telemetry.sdk.version': '1.56.0',
      'telemetry.distro.name': 'opentelemetry-java-instrumentation',
      'telemetry.distro.version': '2.22.0',
      'process.runtime.name': 'OpenJDK Runtime Environment',
      'process.runtime.version': '21.0.5+11-LTS',
      'host.name': 'ip-10-42-7-19',
    },
    scope: 'io.opentelemetry.graphql-java-20.0',
    spanName: 'subscription WatchParcel',
    kind: 'internal',
    attributes: {
      'graphql.operation.name': 'WatchParcel',
      'graphql.operation.type': 'subscription',
      'graphql.document': 'subscription WatchParcel{parcelUpdates(trackingCode:"RR918273645PT",recipientPhone:"+351 917 004 552"){status location}}',
    },
    events: [],
    canaries: ['RR918273645PT', '+351 917 004 552'],
    keeps: ['WatchParcel', 'parcelUpdates', 'subscription'],
  },
  {
    id: 'otel-java-graphql-block-string-directive-compact',
    source: 'OpenTelemetry Java agent 2.x graphql-java-20.0 instrumentation ' +
      '(open-telemetry/opentelemetry-java-instrumentation instrumentation/graphql-java: ' +
      'OpenTelemetryInstrumentationHelper, GraphqlAttributesExtractor, scope ' +
      'io.opentelemetry.graphql-java-20.0) with ' +
      'otel.instrumentation.graphql.query-sanitizer.enabled=false; document printed by graphql-java 22.3 ' +
      'AstPrinter.printAstCompact',
    resource: {
      'service.name': 'care-service',
      'service.version': '3.8.1',
      'deployment.environment.name': 'production',
      'telemetry.sdk.language': 'java',
      'telemetry.sdk.name': 'opentelemetry',
      'telemetry.sdk.version': '1.56.0',
      'telemetry.distro.name': 'opentelemetry-java-instrumentation',
      'telemetry.distro.version': '2.22.0',
      'process.runtime.name': 'OpenJDK Runtime Environment',
      'process.runtime.version': '21.0.5+11-LTS',
      'host.name': 'ip-10-42-7-19',
    },
    scope: 'io.opentelemetry.graphql-java-20.0',
    spanName: 'mutation FileComplaint',
    kind: 'internal',
    attributes: {
      'graphql.operation.name': 'FileComplaint',
      'graphql.operation.type': 'mutation',
      'graphql.document': 'mutation FileComplaint($withHistory:Boolean!){fileComplaint(orderCode:"ORD-2026-140233",text:"Delive' +
        'ry driver said \\"no one home\\" but I was there all day.\\nContact me at +33 7 81 22 45 09 before ' +
        '18h."){ticketId history @include(if:$withHistory){at by}}}',
    },
    events: [],
    canaries: ['ORD-2026-140233', 'no one home', 'but I was there all day.', '+33 7 81 22 45 09'],
    keeps: ['FileComplaint', 'fileComplaint', '@include', '$withHistory', 'ticketId'],
    note: 'Block string re-printed as an ordinary JSON-escaped string (\\" and \\n) by the compact printer.',
  },
  {
    id: 'otel-java-graphql-long-report-compact',
    source: 'OpenTelemetry Java agent 2.x graphql-java-20.0 instrumentation ' +
      '(open-telemetry/opentelemetry-java-instrumentation instrumentation/graphql-java: ' +
      'OpenTelemetryInstrumentationHelper, GraphqlAttributesExtractor, scope ' +
      'io.opentelemetry.graphql-java-20.0) with ' +
      'otel.instrumentation.graphql.query-sanitizer.enabled=false; document printed by graphql-java 22.3 ' +
      'AstPrinter.printAstCompact',
    resource: {
      'service.name': 'reporting-service',
      'service.version': '3.8.1',
      'deployment.environment.name': 'production',
      'telemetry.sdk.language': 'java',
      'telemetry.sdk.name': 'opentelemetry',
      'telemetry.sdk.version': '1.56.0',
      'telemetry.distro.name': 'opentelemetry-java-instrumentation',
      'telemetry.distro.version': '2.22.0',
      'process.runtime.name': 'OpenJDK Runtime Environment',
      'process.runtime.version': '21.0.5+11-LTS',
      'host.name': 'ip-10-42-7-19',
    },
    scope: 'io.opentelemetry.graphql-java-20.0',
    spanName: 'query FraudReview',
    kind: 'internal',
    attributes: {
      'graphql.operation.name': 'FraudReview',
      'graphql.operation.type': 'query',
      'graphql.document': 'query FraudReview{flagged:transactions(minAmount:4999.99,country:"RO",merchantLike:"crypto",from:"20' +
        '26-11-15T00:00:00Z",first:200){id amount merchant member{fullName email phone ' +
        'iban}}watchlist:members(nameLike:"Ionescu ' +
        'Andrei",birthDate:"1984-09-17",nationalId:"1840917123456"){id fullName ' +
        'riskScore}devices:loginsFrom(ip:"203.0.113.77",userAgentLike:"okhttp/4.12",since:"2026-12-01"){membe' +
        'rId at city}notes:caseNotes(caseId:"CASE-2026-00981",containing:"called from +40 721 555 093 ' +
        'claiming to be the account holder"){author ' +
        'text}chargebacks:disputes(status:OPEN,reasonCode:"10.4",minAmount:120.5){id amount member{email}}}',
    },
    events: [],
    canaries: [
      '4999.99',
      '2026-11-15T00:00:00Z',
      'Ionescu Andrei',
      '1984-09-17',
      '1840917123456',
      '203.0.113.77',
      'okhttp/4.12',
      'CASE-2026-00981',
      'called from +40 721 555 093 claiming to be the account holder',
      '120.5',
    ],
    keeps: ['FraudReview', 'flagged:transactions', 'watchlist:members', 'riskScore', 'OPEN', 'loginsFrom'],
    note: 'Long back-office query with several aliased root fields, compact form on one line.',
  },
  {
    id: 'otel-java-graphql-truncated-document-attribute-limit',
    source: 'OpenTelemetry Java agent 2.x graphql-java-20.0 instrumentation ' +
      '(open-telemetry/opentelemetry-java-instrumentation instrumentation/graphql-java: ' +
      'OpenTelemetryInstrumentationHelper, GraphqlAttributesExtractor, scope ' +
      'io.opentelemetry.graphql-java-20.0) with ' +
      'otel.instrumentation.graphql.query-sanitizer.enabled=false; document printed by graphql-java 22.3 ' +
      'AstPrinter.printAstCompact',
    resource: {
      'service.name': 'members-service',
      'service.version': '3.8.1',
      'deployment.environment.name': 'production',
      'telemetry.sdk.language': 'java',
      'telemetry.sdk.name': 'opentelemetry',
      'telemetry.sdk.version': '1.56.0',
      'telemetry.distro.name': 'opentelemetry-java-instrumentation',
      'telemetry.distro.version': '2.22.0',
      'process.runtime.name': 'OpenJDK Runtime Environment',
      'process.runtime.version': '21.0.5+11-LTS',
      'host.name': 'ip-10-42-7-19',
    },
    scope: 'io.opentelemetry.graphql-java-20.0',
    spanName: 'mutation UpdateContact',
    kind: 'internal',
    attributes: {
      'graphql.operation.name': 'UpdateContact',
      'graphql.operation.type': 'mutation',
      'graphql.document': 'mutation UpdateContact{updateContact(memberId:"mbr_FR-22817",email:"chloe.martin@courriel.example",phone:"+33 6 48 21 90 5',
    },
    events: [],
    canaries: ['mbr_FR-22817', 'chloe.martin@courriel.example', '+33 6 48'],
    keeps: ['UpdateContact', 'updateContact'],
    note: 'MALFORMED: otel.attribute.value.length.limit=122 cut graphql.document inside the phone string literal (no closing quote, no closing braces).',
  },
  {
    id: 'otel-java-graphql-anonymous-shorthand-query',
    source: 'OpenTelemetry Java agent 2.x graphql-java-20.0 instrumentation ' +
      '(open-telemetry/opentelemetry-java-instrumentation instrumentation/graphql-java: ' +
      'OpenTelemetryInstrumentationHelper, GraphqlAttributesExtractor, scope ' +
      'io.opentelemetry.graphql-java-20.0) with ' +
      'otel.instrumentation.graphql.query-sanitizer.enabled=false; document printed by graphql-java 22.3 ' +
      'AstPrinter.printAstCompact',
    resource: {
      'service.name': 'members-service',
      'service.version': '3.8.1',
      'deployment.environment.name': 'production',
      'telemetry.sdk.language': 'java',
      'telemetry.sdk.name': 'opentelemetry',
      'telemetry.sdk.version': '1.56.0',
      'telemetry.distro.name': 'opentelemetry-java-instrumentation',
      'telemetry.distro.version': '2.22.0',
      'process.runtime.name': 'OpenJDK Runtime Environment',
      'process.runtime.version': '21.0.5+11-LTS',
      'host.name': 'ip-10-42-7-19',
    },
    scope: 'io.opentelemetry.graphql-java-20.0',
    spanName: 'query',
    kind: 'internal',
    attributes: {
      'graphql.operation.type': 'query',
      'graphql.document': '{memberByEmail(email:"aoife.nibhriain@litir.example"){fullName ' +
        'tier}memberByCard(last4:"8832",expiry:"11/28",holder:"Aoife Ni Bhriain"){memberId}}',
    },
    events: [],
    canaries: ['aoife.nibhriain@litir.example', 'Aoife Ni Bhriain', '11/28'],
    keeps: ['memberByEmail', 'memberByCard', 'last4'],
    note: 'Anonymous query: span named "query", no graphql.operation.name, document printed in shorthand form.',
  },
  {
    id: 'otel-ruby-graphql-execute-query-raw-document',
    source: 'opentelemetry-instrumentation-graphql 0.32.0 (open-telemetry/opentelemetry-ruby-contrib ' +
      'instrumentation/graphql lib/opentelemetry/instrumentation/graphql/tracers/graphql_trace.rb: ' +
      'graphql.execute_query with graphql.operation.name/type + graphql.document, graphql.validate with ' +
      'graphql.validation.error event), graphql-ruby 2.6.9',
    resource: {
      'service.name': 'bookings-api',
      'service.version': '2026.12.04',
      'deployment.environment.name': 'production',
      'telemetry.sdk.language': 'ruby',
      'telemetry.sdk.name': 'opentelemetry',
      'telemetry.sdk.version': '1.10.0',
      'process.runtime.name': 'ruby',
      'process.runtime.version': '3.3.6',
    },
    scope: 'OpenTelemetry::Instrumentation::GraphQL',
    spanName: 'graphql.execute_query',
    kind: 'internal',
    attributes: {
      'graphql.operation.name': 'BookTable',
      'graphql.operation.type': 'mutation',
      'graphql.document': '# front desk booking (walk-in)\nmutation BookTable {\n  bookTable(input: {\n' +
        '    guestName: "Ελένη Παπαδοπούλου",\n    guestPhone: "+30 694 128 3377",\n    partySize: 6,\n' +
        '    startsAt: "2026-12-24T20:30:00+02:00",\n' +
        '    notes: "allergic to sesame; anniversary cake from Zacharoplasteio Kotsovolos"\n  }) {\n' +
        '    reservationId\n    table\n  }\n}',
    },
    events: [],
    canaries: [
      'Ελένη Παπαδοπούλου',
      '+30 694 128 3377',
      '2026-12-24T20:30:00+02:00',
      'allergic to sesame; anniversary cake from Zacharoplasteio Kotsovolos',
    ],
    keeps: ['BookTable', 'bookTable', 'guestName', 'reservationId', 'mutation'],
    note: 'graphql.document is query.query_string, exactly as received (comment, commas, indentation).',
  },
  {
    id: 'otel-ruby-graphql-validate-event-invalid-literal',
    source: 'opentelemetry-instrumentation-graphql 0.32.0 (open-telemetry/opentelemetry-ruby-contrib ' +
      'instrumentation/graphql lib/opentelemetry/instrumentation/graphql/tracers/graphql_trace.rb: ' +
      'graphql.execute_query with graphql.operation.name/type + graphql.document, graphql.validate with ' +
      'graphql.validation.error event), graphql-ruby 2.6.9',
    resource: {
      'service.name': 'accounts-api',
      'service.version': '2026.12.04',
      'deployment.environment.name': 'production',
      'telemetry.sdk.language': 'ruby',
      'telemetry.sdk.name': 'opentelemetry',
      'telemetry.sdk.version': '1.10.0',
      'process.runtime.name': 'ruby',
      'process.runtime.version': '3.3.6',
    },
    scope: 'OpenTelemetry::Instrumentation::GraphQL',
    spanName: 'graphql.validate',
    kind: 'internal',
    attributes: {},
    events: [
      {
        name: 'graphql.validation.error',
        attributes: {
          'exception.message': '[{"message":"Argument \'dateOfBirth\' on InputObject \'CustomerInput\' has an invalid value (19870314). ' +
            'Expected type \'String\'.","locations":[{"line":3,"column":62}],"path":["mutation ' +
            'CreateCustomer","createCustomer","input","dateOfBirth"],"extensions":{"code":"argumentLiteralsIncomp' +
            'atible","typeName":"InputObject","argumentName":"dateOfBirth"}},{"message":"Argument \'phone\' on ' +
            'InputObject \'CustomerInput\' has an invalid value (48601447219). Expected type ' +
            '\'String\'.","locations":[{"line":3,"column":84}],"path":["mutation ' +
            'CreateCustomer","createCustomer","input","phone"],"extensions":{"code":"argumentLiteralsIncompatible' +
            '","typeName":"InputObject","argumentName":"phone"}}]',
        },
      },
    ],
    canaries: ['19870314', '48601447219'],
    keeps: ['graphql.validation.error', 'argumentLiteralsIncompatible', 'dateOfBirth', 'CustomerInput', 'CreateCustomer'],
    note: 'Validation errors serialised with to_h.to_json into the event; graphql-ruby prints the offending literal in parentheses.',
  },
  {
    id: 'otel-ruby-graphql-anonymous-query-greek-literal',
    source: 'opentelemetry-instrumentation-graphql 0.32.0 (open-telemetry/opentelemetry-ruby-contrib ' +
      'instrumentation/graphql lib/opentelemetry/instrumentation/graphql/tracers/graphql_trace.rb: ' +
      'graphql.execute_query with graphql.operation.name/type + graphql.document, graphql.validate with ' +
      'graphql.validation.error event), graphql-ruby 2.6.9',
    resource: {
      'service.name': 'bookings-api',
      'service.version': '2026.12.04',
      'deployment.environment.name': 'production',
      'telemetry.sdk.language': 'ruby',
      'telemetry.sdk.name': 'opentelemetry',
      'telemetry.sdk.version': '1.10.0',
      'process.runtime.name': 'ruby',
      'process.runtime.version': '3.3.6',
    },
    scope: 'OpenTelemetry::Instrumentation::GraphQL',
    spanName: 'graphql.execute_query',
    kind: 'internal',
    attributes: {
      'graphql.operation.type': 'query',
      'graphql.document': '{ reservations(guestName: "Νίκος Αλεξίου", date: "2026-12-31") { reservationId table guestPhone } }',
    },
    events: [],
    canaries: ['Νίκος Αλεξίου', '2026-12-31'],
    keeps: ['reservations', 'reservationId', 'guestPhone'],
    note: 'Anonymous operation: no graphql.operation.name attribute is set.',
  },
  {
    id: 'otel-ruby-graphql-subscription-document',
    source: 'opentelemetry-instrumentation-graphql 0.32.0 (open-telemetry/opentelemetry-ruby-contrib ' +
      'instrumentation/graphql lib/opentelemetry/instrumentation/graphql/tracers/graphql_trace.rb: ' +
      'graphql.execute_query with graphql.operation.name/type + graphql.document, graphql.validate with ' +
      'graphql.validation.error event), graphql-ruby 2.6.9',
    resource: {
      'service.name': 'bookings-api',
      'service.version': '2026.12.04',
      'deployment.environment.name': 'production',
      'telemetry.sdk.language': 'ruby',
      'telemetry.sdk.name': 'opentelemetry',
      'telemetry.sdk.version': '1.10.0',
      'process.runtime.name': 'ruby',
      'process.runtime.version': '3.3.6',
    },
    scope: 'OpenTelemetry::Instrumentation::GraphQL',
    spanName: 'graphql.execute_query',
    kind: 'internal',
    attributes: {
      'graphql.operation.name': 'WaitlistUpdates',
      'graphql.operation.type': 'subscription',
      'graphql.document': 'subscription WaitlistUpdates {\n  waitlistUpdated(restaurantId: "rest_ATH-0042", guestEmail: ' +
        '"nikos.alexiou@inbox.example") {\n    position\n    etaMinutes\n  }\n}',
    },
    events: [],
    canaries: ['rest_ATH-0042', 'nikos.alexiou@inbox.example'],
    keeps: ['WaitlistUpdates', 'waitlistUpdated', 'etaMinutes', 'subscription'],
  },
  {
    id: 'otel-ruby-graphql-truncated-document',
    source: 'opentelemetry-instrumentation-graphql 0.32.0 (open-telemetry/opentelemetry-ruby-contrib ' +
      'instrumentation/graphql lib/opentelemetry/instrumentation/graphql/tracers/graphql_trace.rb: ' +
      'graphql.execute_query with graphql.operation.name/type + graphql.document, graphql.validate with ' +
      'graphql.validation.error event), graphql-ruby 2.6.9',
    resource: {
      'service.name': 'bookings-api',
      'service.version': '2026.12.04',
      'deployment.environment.name': 'production',
      'telemetry.sdk.language': 'ruby',
      'telemetry.sdk.name': 'opentelemetry',
      'telemetry.sdk.version': '1.10.0',
      'process.runtime.name': 'ruby',
      'process.runtime.version': '3.3.6',
    },
    scope: 'OpenTelemetry::Instrumentation::GraphQL',
    spanName: 'graphql.execute_query',
    kind: 'internal',
    attributes: {
      'graphql.operation.name': 'UpdateGuest',
      'graphql.operation.type': 'mutation',
      'graphql.document': 'mutation UpdateGuest {\n  updateGuest(id: "gst_88412", email: "marta.kowalska@poczta.example", phone: "+48 512 90',
    },
    events: [],
    canaries: ['gst_88412', 'marta.kowalska@poczta.example', '+48 512 90'],
    keeps: ['UpdateGuest', 'updateGuest'],
    note: 'MALFORMED: OTEL_ATTRIBUTE_VALUE_LENGTH_LIMIT=112 truncated graphql.document inside the phone literal.',
  },
  {
    id: 'otel-ruby-graphql-multi-operation-defaults',
    source: 'opentelemetry-instrumentation-graphql 0.32.0 (open-telemetry/opentelemetry-ruby-contrib ' +
      'instrumentation/graphql lib/opentelemetry/instrumentation/graphql/tracers/graphql_trace.rb: ' +
      'graphql.execute_query with graphql.operation.name/type + graphql.document, graphql.validate with ' +
      'graphql.validation.error event), graphql-ruby 2.6.9',
    resource: {
      'service.name': 'loyalty-api',
      'service.version': '2026.12.04',
      'deployment.environment.name': 'production',
      'telemetry.sdk.language': 'ruby',
      'telemetry.sdk.name': 'opentelemetry',
      'telemetry.sdk.version': '1.10.0',
      'process.runtime.name': 'ruby',
      'process.runtime.version': '3.3.6',
    },
    scope: 'OpenTelemetry::Instrumentation::GraphQL',
    spanName: 'graphql.execute_query',
    kind: 'internal',
    attributes: {
      'graphql.operation.name': 'PointsByCard',
      'graphql.operation.type': 'query',
      'graphql.document': 'query PointsByEmail($email: String = "sven.andersson@brev.example") {\n' +
        '  member(email: $email) { points }\n}\n\n' +
        'query PointsByCard($cardNumber: String = "6033 8811 2745 0019", $pin: String = "4471") {\n' +
        '  memberByCard(cardNumber: $cardNumber, pin: $pin) { points tier }\n}',
    },
    events: [],
    canaries: ['sven.andersson@brev.example', '6033 8811 2745 0019'],
    keeps: ['PointsByCard', 'PointsByEmail', '$cardNumber', 'memberByCard'],
    note: 'Two operations; defaults in variable definitions hold personal data; graphql.document is the whole query string.',
  },
  {
    id: 'otelgqlgen-operation-variables-go-format',
    source: 'github.com/ravilushqa/otelgqlgen v0.18.0 (gqlgen.go InterceptResponse/InterceptField; tags.go: ' +
      'gql.request.query, gql.request.variables.<name> = fmt "%+v", gql.resolver.path/object/field/alias, ' +
      'gql.resolver.args.<arg> = gqlparser ast.Value.String(), ' +
      'gql.resolver.hasError/errorCount/error.<i>.message/kind), gqlgen 0.17.x, vektah/gqlparser v2.5.36',
    resource: {
      'service.name': 'checkout-gateway',
      'service.version': 'v1.14.2',
      'deployment.environment.name': 'production',
      'telemetry.sdk.language': 'go',
      'telemetry.sdk.name': 'opentelemetry',
      'telemetry.sdk.version': '1.38.0',
      'process.runtime.name': 'go',
      'process.runtime.version': 'go1.24.9',
    },
    scope: 'github.com/ravilushqa/otelgqlgen',
    spanName: 'CheckoutCart',
    kind: 'server',
    attributes: {
      'gql.request.query': 'mutation CheckoutCart($cartId: ID!, $shipping: ShippingInput!, $coupon: String, $gift: Boolean) {\n' +
        '  checkout(cartId: $cartId, shipping: $shipping, coupon: $coupon, gift: $gift) {\n    orderCode\n' +
        '    total\n  }\n}',
      'gql.request.variables.cartId': 'cart_9f3K2mQ7',
      'gql.request.variables.shipping': 'map[city:Lagos phone:+234 803 555 0199 recipient:Emeka Okafor street:14 Admiralty Way, Lekki Phase 1]',
      'gql.request.variables.coupon': 'JOLLOF-DEC-15',
      'gql.request.variables.gift': 'false',
    },
    events: [],
    canaries: ['cart_9f3K2mQ7', 'Emeka Okafor', '+234 803 555 0199', '14 Admiralty Way, Lekki Phase 1', 'JOLLOF-DEC-15'],
    keeps: ['CheckoutCart', 'ShippingInput', '$coupon', 'orderCode'],
    note: 'Variables rendered with fmt %+v: input objects become Go map syntax "map[k:v ...]" with unquoted values.',
  },
  {
    id: 'otelgqlgen-field-span-resolver-args-inline-object',
    source: 'github.com/ravilushqa/otelgqlgen v0.18.0 (gqlgen.go InterceptResponse/InterceptField; tags.go: ' +
      'gql.request.query, gql.request.variables.<name> = fmt "%+v", gql.resolver.path/object/field/alias, ' +
      'gql.resolver.args.<arg> = gqlparser ast.Value.String(), ' +
      'gql.resolver.hasError/errorCount/error.<i>.message/kind), gqlgen 0.17.x, vektah/gqlparser v2.5.36',
    resource: {
      'service.name': 'accounts-gateway',
      'service.version': 'v1.14.2',
      'deployment.environment.name': 'production',
      'telemetry.sdk.language': 'go',
      'telemetry.sdk.name': 'opentelemetry',
      'telemetry.sdk.version': '1.38.0',
      'process.runtime.name': 'go',
      'process.runtime.version': 'go1.24.9',
    },
    scope: 'github.com/ravilushqa/otelgqlgen',
    spanName: 'Mutation/createCustomer',
    kind: 'server',
    attributes: {
      'gql.resolver.path': 'createCustomer',
      'gql.resolver.object': 'Mutation',
      'gql.resolver.field': 'createCustomer',
      'gql.resolver.alias': 'createCustomer',
      'gql.resolver.args.input': '{email:"minjun.kim@pyeonji.example",fullName:"김민준",phone:"+82 10-4821-7730",address:{street:"마포구 ' +
        '와우산로29길 17, 302호",city:"서울"},tags:["vip","k-beauty-2026"]}',
    },
    events: [],
    canaries: ['minjun.kim@pyeonji.example', '김민준', '+82 10-4821-7730', '마포구 와우산로29길 17, 302호', 'k-beauty-2026'],
    keeps: ['createCustomer', 'Mutation/createCustomer', 'fullName'],
    note: 'gql.resolver.args.<arg> is the literal AST value printed by gqlparser (strconv.Quote strings, no spaces).',
  },
  {
    id: 'otelgqlgen-operation-error-attributes',
    source: 'github.com/ravilushqa/otelgqlgen v0.18.0 (gqlgen.go InterceptResponse/InterceptField; tags.go: ' +
      'gql.request.query, gql.request.variables.<name> = fmt "%+v", gql.resolver.path/object/field/alias, ' +
      'gql.resolver.args.<arg> = gqlparser ast.Value.String(), ' +
      'gql.resolver.hasError/errorCount/error.<i>.message/kind), gqlgen 0.17.x, vektah/gqlparser v2.5.36',
    resource: {
      'service.name': 'accounts-gateway',
      'service.version': 'v1.14.2',
      'deployment.environment.name': 'production',
      'telemetry.sdk.language': 'go',
      'telemetry.sdk.name': 'opentelemetry',
      'telemetry.sdk.version': '1.38.0',
      'process.runtime.name': 'go',
      'process.runtime.version': 'go1.24.9',
    },
    scope: 'github.com/ravilushqa/otelgqlgen',
    spanName: 'nameless-operation',
    kind: 'server',
    attributes: {
      'gql.request.query': 'mutation { createCustomer(input: {email: "minjun.kim@pyeonji.example", fullName: "김민준", phone: "+82 ' +
        '10-4821-7730", address: {street: "마포구 와우산로29길 17, 302호", city: "서울"}, tags: ["vip", ' +
        '"k-beauty-2026"]}) { id } }',
      'gql.resolver.hasError': true,
      'gql.resolver.errorCount': 1,
      'gql.resolver.error.0.message': 'input: createCustomer e-mail minjun.kim@pyeonji.example is already registered',
      'gql.resolver.error.0.kind': '*gqlerror.Error',
    },
    events: [
      {
        name: 'exception',
        attributes: {
          'exception.type': '*errors.errorString',
          'exception.message': 'graphql response errors: input: createCustomer e-mail minjun.kim@pyeonji.example is already registered\n',
        },
      },
    ],
    canaries: ['minjun.kim@pyeonji.example', '김민준', '+82 10-4821-7730', '마포구 와우산로29길 17, 302호'],
    keeps: ['createCustomer', '*gqlerror.Error', 'nameless-operation'],
    note: 'Anonymous operation gets the span name "nameless-operation"; response errors go to status, an ' +
      'exception event and gql.resolver.error.* attributes.',
  },
  {
    id: 'otelgqlgen-field-span-error-phone-argument',
    source: 'github.com/ravilushqa/otelgqlgen v0.18.0 (gqlgen.go InterceptResponse/InterceptField; tags.go: ' +
      'gql.request.query, gql.request.variables.<name> = fmt "%+v", gql.resolver.path/object/field/alias, ' +
      'gql.resolver.args.<arg> = gqlparser ast.Value.String(), ' +
      'gql.resolver.hasError/errorCount/error.<i>.message/kind), gqlgen 0.17.x, vektah/gqlparser v2.5.36',
    resource: {
      'service.name': 'accounts-gateway',
      'service.version': 'v1.14.2',
      'deployment.environment.name': 'production',
      'telemetry.sdk.language': 'go',
      'telemetry.sdk.name': 'opentelemetry',
      'telemetry.sdk.version': '1.38.0',
      'process.runtime.name': 'go',
      'process.runtime.version': 'go1.24.9',
    },
    scope: 'github.com/ravilushqa/otelgqlgen',
    spanName: 'Query/customerByPhone',
    kind: 'server',
    attributes: {
      'gql.resolver.path': 'customerByPhone',
      'gql.resolver.object': 'Query',
      'gql.resolver.field': 'customerByPhone',
      'gql.resolver.alias': 'customerByPhone',
      'gql.resolver.args.phone': '"+82 10-4821-7730"',
      'gql.resolver.hasError': true,
      'gql.resolver.errorCount': 1,
      'gql.resolver.error.0.message': 'input: customerByPhone no customer registered with phone +82 10-4821-7730',
      'gql.resolver.error.0.kind': '*gqlerror.Error',
    },
    events: [
      {
        name: 'exception',
        attributes: {
          'exception.type': '*errors.errorString',
          'exception.message': 'graphql field errors: input: customerByPhone no customer registered with phone +82 10-4821-7730\n',
        },
      },
    ],
    canaries: ['+82 10-4821-7730'],
    keeps: ['customerByPhone', 'Query/customerByPhone', '*gqlerror.Error'],
  },
  {
    id: 'otelgqlgen-operation-complexity-unicode-variables',
    source: 'github.com/ravilushqa/otelgqlgen v0.18.0 (gqlgen.go InterceptResponse/InterceptField; tags.go: ' +
      'gql.request.query, gql.request.variables.<name> = fmt "%+v", gql.resolver.path/object/field/alias, ' +
      'gql.resolver.args.<arg> = gqlparser ast.Value.String(), ' +
      'gql.resolver.hasError/errorCount/error.<i>.message/kind), gqlgen 0.17.x, vektah/gqlparser v2.5.36',
    resource: {
      'service.name': 'orders-gateway',
      'service.version': 'v1.14.2',
      'deployment.environment.name': 'production',
      'telemetry.sdk.language': 'go',
      'telemetry.sdk.name': 'opentelemetry',
      'telemetry.sdk.version': '1.38.0',
      'process.runtime.name': 'go',
      'process.runtime.version': 'go1.24.9',
    },
    scope: 'github.com/ravilushqa/otelgqlgen',
    spanName: 'PlaceGuestOrder',
    kind: 'server',
    attributes: {
      'gql.request.query': 'mutation PlaceGuestOrder($name: String!, $note: String, $items: [ItemInput!]!) { ' +
        'placeGuestOrder(name: $name, note: $note, items: $items) { orderCode } }',
      'gql.request.complexityLimit': 500,
      'gql.request.operationComplexity': 12,
      'gql.request.variables.name': 'Nguyễn Thị Lan',
      'gql.request.variables.note': 'giao hàng sau 17h, gọi trước 0912 345 078',
      'gql.request.variables.items': '[map[qty:3 sku:SKU-COFFEE-0450-VN] map[qty:1 sku:SKU-PHIN-0021-VN]]',
    },
    events: [],
    canaries: ['Nguyễn Thị Lan', 'giao hàng sau 17h, gọi trước 0912 345 078', 'SKU-COFFEE-0450-VN', 'SKU-PHIN-0021-VN'],
    keeps: ['PlaceGuestOrder', 'placeGuestOrder', 'ItemInput', '$items'],
    note: 'List of objects printed as "[map[qty:3 sku:...] map[...]]".',
  },
  {
    id: 'otelgqlgen-anonymous-inline-literals',
    source: 'github.com/ravilushqa/otelgqlgen v0.18.0 (gqlgen.go InterceptResponse/InterceptField; tags.go: ' +
      'gql.request.query, gql.request.variables.<name> = fmt "%+v", gql.resolver.path/object/field/alias, ' +
      'gql.resolver.args.<arg> = gqlparser ast.Value.String(), ' +
      'gql.resolver.hasError/errorCount/error.<i>.message/kind), gqlgen 0.17.x, vektah/gqlparser v2.5.36',
    resource: {
      'service.name': 'orders-gateway',
      'service.version': 'v1.14.2',
      'deployment.environment.name': 'production',
      'telemetry.sdk.language': 'go',
      'telemetry.sdk.name': 'opentelemetry',
      'telemetry.sdk.version': '1.38.0',
      'process.runtime.name': 'go',
      'process.runtime.version': 'go1.24.9',
    },
    scope: 'github.com/ravilushqa/otelgqlgen',
    spanName: 'nameless-operation',
    kind: 'server',
    attributes: {
      'gql.request.query': '{ orders(filter: {customerEmail: "lan.nguyen@thu.example", placedAfter: "2026-11-01", minTotal: 725000.0}) { code total } }',
    },
    events: [],
    canaries: ['lan.nguyen@thu.example', '2026-11-01', '725000.0'],
    keeps: ['orders', 'customerEmail', 'placedAfter', 'nameless-operation'],
  },
  {
    id: 'zhevron-gqlgen-anonymous-query-as-span-name',
    source: 'github.com/zhevron/gqlgen-opentelemetry tracer.go (span named after the operation or, when ' +
      'anonymous, the raw query; component, graphql.operation.name, graphql.operation.type, graphql.query, ' +
      'graphql.variables.<name> typed when IncludeVariables; field spans graphql.field.*)',
    resource: {
      'service.name': 'shop-gateway',
      'service.version': 'v1.14.2',
      'deployment.environment.name': 'production',
      'telemetry.sdk.language': 'go',
      'telemetry.sdk.name': 'opentelemetry',
      'telemetry.sdk.version': '1.38.0',
      'process.runtime.name': 'go',
      'process.runtime.version': 'go1.24.9',
    },
    scope: 'github.com/zhevron/gqlgen-opentelemetry',
    spanName: '{ customerByEmail(email: "oliver.bennett@post.example") { id orders(first: 3) { code } } }',
    kind: 'internal',
    attributes: {
      component: 'graphql',
      'graphql.operation.name': '{ customerByEmail(email: "oliver.bennett@post.example") { id orders(first: 3) { code } } }',
      'graphql.operation.type': 'query',
      'graphql.query': '{ customerByEmail(email: "oliver.bennett@post.example") { id orders(first: 3) { code } } }',
    },
    events: [],
    canaries: ['oliver.bennett@post.example'],
    keeps: ['customerByEmail', 'orders'],
    note: 'Anonymous operation: both the span name and graphql.operation.name are the raw query text, literals included.',
  },
  {
    id: 'zhevron-gqlgen-typed-variables',
    source: 'github.com/zhevron/gqlgen-opentelemetry tracer.go (span named after the operation or, when ' +
      'anonymous, the raw query; component, graphql.operation.name, graphql.operation.type, graphql.query, ' +
      'graphql.variables.<name> typed when IncludeVariables; field spans graphql.field.*)',
    resource: {
      'service.name': 'shop-gateway',
      'service.version': 'v1.14.2',
      'deployment.environment.name': 'production',
      'telemetry.sdk.language': 'go',
      'telemetry.sdk.name': 'opentelemetry',
      'telemetry.sdk.version': '1.38.0',
      'process.runtime.name': 'go',
      'process.runtime.version': 'go1.24.9',
    },
    scope: 'github.com/zhevron/gqlgen-opentelemetry',
    spanName: 'QuoteShipping',
    kind: 'internal',
    attributes: {
      component: 'graphql',
      'graphql.operation.name': 'QuoteShipping',
      'graphql.operation.type': 'query',
      'graphql.query': 'query QuoteShipping($skus: [String!]!, $weightKg: Float!, $address: AddressInput!) { ' +
        'quoteShipping(skus: $skus, weightKg: $weightKg, address: $address) { carrier price } }',
      'graphql.variables.skus': ['SKU-BOOT-0442-UK', 'SKU-SOCK-1180-UK'],
      'graphql.variables.weightKg': 2.375,
      'graphql.variables.address': 'map[city:Manchester postcode:M4 1HN street:Flat 3, 61 Thomas Street]',
    },
    events: [],
    canaries: ['SKU-BOOT-0442-UK', 'SKU-SOCK-1180-UK', '2.375', 'Flat 3, 61 Thomas Street', 'M4 1HN'],
    keeps: ['QuoteShipping', 'quoteShipping', 'AddressInput'],
    note: 'IncludeVariables=true: strings and lists keep their types (string array), floats are doubles, maps fall back to fmt %v.',
  },
  {
    id: 'zhevron-gqlgen-field-span-record-error',
    source: 'github.com/zhevron/gqlgen-opentelemetry tracer.go (span named after the operation or, when ' +
      'anonymous, the raw query; component, graphql.operation.name, graphql.operation.type, graphql.query, ' +
      'graphql.variables.<name> typed when IncludeVariables; field spans graphql.field.*)',
    resource: {
      'service.name': 'shop-gateway',
      'service.version': 'v1.14.2',
      'deployment.environment.name': 'production',
      'telemetry.sdk.language': 'go',
      'telemetry.sdk.name': 'opentelemetry',
      'telemetry.sdk.version': '1.38.0',
      'process.runtime.name': 'go',
      'process.runtime.version': 'go1.24.9',
    },
    scope: 'github.com/zhevron/gqlgen-opentelemetry',
    spanName: 'Query.customerByEmail',
    kind: 'internal',
    attributes: { 'graphql.field.name': 'customerByEmail', 'graphql.field.path': 'customerByEmail', 'graphql.field.type': 'Query' },
    events: [
      {
        name: 'exception',
        attributes: {
          'exception.type': '*gqlerror.Error',
          'exception.message': 'input: customerByEmail account oliver.bennett@post.example is locked after 5 failed logins',
        },
      },
    ],
    canaries: ['oliver.bennett@post.example'],
    keeps: ['customerByEmail', '*gqlerror.Error'],
  },
  {
    id: 'hotchocolate-13-http-request-details',
    source: 'HotChocolate.Diagnostics 13.9 ActivityEnricher (ChilliCream/graphql-platform ' +
      'src/HotChocolate/Diagnostics: EnrichSingleRequest/EnrichExecuteRequest/EnrichError/EnrichDataLoaderB' +
      'atch; RequestDetails.All, IncludeDocument=true, IncludeDataLoaderKeys=true)',
    resource: {
      'service.name': 'loyalty-graphql',
      'service.version': '1.9.0',
      'deployment.environment.name': 'production',
      'telemetry.sdk.language': 'dotnet',
      'telemetry.sdk.name': 'opentelemetry',
      'telemetry.sdk.version': '1.14.0',
      'service.instance.id': '6f1c2a9e-8d47-4b53-9a0e-2c71d5e4b8f3',
    },
    scope: 'HotChocolate.Diagnostics',
    spanName: 'GraphQL HTTP POST',
    kind: 'internal',
    attributes: {
      'graphql.http.kind': 'HttpPost',
      'graphql.schema.name': '_Default',
      'graphql.schema.isDefault': true,
      'graphql.http.request.type': 'single',
      'graphql.http.request.query.body': 'mutation EnrollMember($input: EnrollMemberInput!) {\n  enrollMember(input: $input) {\n    member {\n' +
        '      id\n      cardNumber\n    }\n  }\n}',
      'graphql.http.request.operation': 'EnrollMember',
      'graphql.http.request.variables': '{ input: { email: "sven.andersson@brev.example", fullName: "Sven Andersson", personalNumber: ' +
        '"19880602-4417", phone: "+46 73 914 20 66", homeStore: "ICA Maxi Lindhagen" } }',
    },
    events: [],
    canaries: ['sven.andersson@brev.example', 'Sven Andersson', '19880602-4417', '+46 73 914 20 66', 'ICA Maxi Lindhagen'],
    keeps: ['EnrollMember', 'EnrollMemberInput', 'enrollMember', 'cardNumber', 'HttpPost'],
    note: 'Variables are printed as a GraphQL object literal (ObjectValueNode.Print()), not JSON.',
  },
  {
    id: 'hotchocolate-13-execute-request-document-body',
    source: 'HotChocolate.Diagnostics 13.9 ActivityEnricher (ChilliCream/graphql-platform ' +
      'src/HotChocolate/Diagnostics: EnrichSingleRequest/EnrichExecuteRequest/EnrichError/EnrichDataLoaderB' +
      'atch; RequestDetails.All, IncludeDocument=true, IncludeDataLoaderKeys=true)',
    resource: {
      'service.name': 'loyalty-graphql',
      'service.version': '1.9.0',
      'deployment.environment.name': 'production',
      'telemetry.sdk.language': 'dotnet',
      'telemetry.sdk.name': 'opentelemetry',
      'telemetry.sdk.version': '1.14.0',
      'service.instance.id': '6f1c2a9e-8d47-4b53-9a0e-2c71d5e4b8f3',
    },
    scope: 'HotChocolate.Diagnostics',
    spanName: 'mutation EnrollMember { enrollMember }',
    kind: 'internal',
    attributes: {
      'graphql.document.id': '8c2f5e9b31d04a77b6e0f1a2c3d4e5f6',
      'graphql.document.hash': '8c2f5e9b31d04a77b6e0f1a2c3d4e5f6',
      'graphql.document.valid': true,
      'graphql.operation.id': '8c2f5e9b31d04a77b6e0f1a2c3d4e5f6+EnrollMember',
      'graphql.operation.kind': 'Mutation',
      'graphql.operation.name': 'EnrollMember',
      'graphql.document.body': 'mutation EnrollMember {\n  enrollMember(input: { email: "astrid.berg@brev.example", fullName: ' +
        '"Astrid Berg", personalNumber: "19910411-2384", bonusCode: "JUL-SKANE-2026" }) {\n    member {\n' +
        '      id\n    }\n  }\n}',
      'graphql.errors.count': 0,
    },
    events: [],
    canaries: ['astrid.berg@brev.example', 'Astrid Berg', '19910411-2384', 'JUL-SKANE-2026'],
    keeps: ['EnrollMember', 'enrollMember', 'personalNumber', 'Mutation'],
    note: 'Execute Request span renamed to "<type> <name> { <root fields> }"; IncludeDocument puts the printed document in graphql.document.body.',
  },
  {
    id: 'hotchocolate-13-error-event-resolver-message',
    source: 'HotChocolate.Diagnostics 13.9 ActivityEnricher (ChilliCream/graphql-platform ' +
      'src/HotChocolate/Diagnostics: EnrichSingleRequest/EnrichExecuteRequest/EnrichError/EnrichDataLoaderB' +
      'atch; RequestDetails.All, IncludeDocument=true, IncludeDataLoaderKeys=true)',
    resource: {
      'service.name': 'loyalty-graphql',
      'service.version': '1.9.0',
      'deployment.environment.name': 'production',
      'telemetry.sdk.language': 'dotnet',
      'telemetry.sdk.name': 'opentelemetry',
      'telemetry.sdk.version': '1.14.0',
      'service.instance.id': '6f1c2a9e-8d47-4b53-9a0e-2c71d5e4b8f3',
    },
    scope: 'HotChocolate.Diagnostics',
    spanName: 'mutation TransferPoints { transferPoints }',
    kind: 'internal',
    attributes: {
      'graphql.document.hash': '1f0a9c7d2e4b6a8c0e1f2a3b4c5d6e7f',
      'graphql.document.valid': true,
      'graphql.operation.kind': 'Mutation',
      'graphql.operation.name': 'TransferPoints',
      'graphql.errors.count': 1,
      'graphql.document.body': 'mutation TransferPoints {\n  transferPoints(fromCard: "6033 8811 2745 0019", toEmail: ' +
        '"astrid.berg@brev.example", points: 12500) {\n    balance\n  }\n}',
    },
    events: [
      {
        name: 'Error',
        attributes: {
          'graphql.error.message': 'Card 6033 8811 2745 0019 belongs to Sven Andersson, not to the signed-in member.',
          'graphql.error.code': 'POINTS_CARD_OWNER_MISMATCH',
          'graphql.error.location.column': 3,
          'graphql.error.location.line': 2,
        },
      },
    ],
    canaries: ['6033 8811 2745 0019', 'astrid.berg@brev.example', '12500', 'Sven Andersson'],
    keeps: ['TransferPoints', 'transferPoints', 'POINTS_CARD_OWNER_MISMATCH'],
    note: 'Resolver GraphQLException message echoes personal data; HC 13 adds an "Error" event with graphql.error.* tags.',
  },
  {
    id: 'hotchocolate-13-dataloader-batch-keys',
    source: 'HotChocolate.Diagnostics 13.9 ActivityEnricher (ChilliCream/graphql-platform ' +
      'src/HotChocolate/Diagnostics: EnrichSingleRequest/EnrichExecuteRequest/EnrichError/EnrichDataLoaderB' +
      'atch; RequestDetails.All, IncludeDocument=true, IncludeDataLoaderKeys=true)',
    resource: {
      'service.name': 'loyalty-graphql',
      'service.version': '1.9.0',
      'deployment.environment.name': 'production',
      'telemetry.sdk.language': 'dotnet',
      'telemetry.sdk.name': 'opentelemetry',
      'telemetry.sdk.version': '1.14.0',
      'service.instance.id': '6f1c2a9e-8d47-4b53-9a0e-2c71d5e4b8f3',
    },
    scope: 'HotChocolate.Diagnostics',
    spanName: 'Execute MemberByEmailDataLoader Batch',
    kind: 'internal',
    attributes: {
      'graphql.dataLoader.keys.count': 3,
      'graphql.dataLoader.keys': ['astrid.berg@brev.example', 'sven.andersson@brev.example', 'ingrid.holm@brev.example'],
    },
    events: [],
    canaries: ['astrid.berg@brev.example', 'sven.andersson@brev.example', 'ingrid.holm@brev.example'],
    keeps: ['MemberByEmailDataLoader'],
    note: 'IncludeDataLoaderKeys=true: the batch keys (taken from query arguments) are a string array attribute.',
  },
  {
    id: 'hotchocolate-16-operation-span-document-and-error',
    source: 'Hot Chocolate v16 HotChocolate.Diagnostics (SemanticConventions.cs: graphql.document.body/hash, ' +
      'graphql.operation.type/name, graphql.http.request.query.body/variables, graphql.error.count, ' +
      'graphql.error event with graphql.error.message/code; docs "OpenTelemetry tracing"), ' +
      'RequestDetails.All + IncludeDocument=true',
    resource: {
      'service.name': 'pharmacy-graphql',
      'service.version': '1.9.0',
      'deployment.environment.name': 'production',
      'telemetry.sdk.language': 'dotnet',
      'telemetry.sdk.name': 'opentelemetry',
      'telemetry.sdk.version': '1.14.0',
      'service.instance.id': '6f1c2a9e-8d47-4b53-9a0e-2c71d5e4b8f3',
    },
    scope: 'HotChocolate.Diagnostics',
    spanName: 'mutation',
    kind: 'internal',
    attributes: {
      'graphql.processing.type': 'request',
      'graphql.operation.type': 'mutation',
      'graphql.operation.name': 'RenewPrescription',
      'graphql.document.hash': 'md5:4d7a2c19e0b83f5a6c1d9e2f7b0a3c48',
      'graphql.error.count': 1,
      'error.type': 'PRESCRIPTION_EXPIRED',
      'graphql.document.body': 'mutation RenewPrescription {\n  renewPrescription(patientId: "pat_ES-77301", nationalHealthId: ' +
        '"BBBB-2847-3391-06", drug: "Levotiroxina 100 µg", pharmacyPostalCode: "28005") {\n    status\n  }\n}',
    },
    events: [
      {
        name: 'graphql.error',
        attributes: {
          'graphql.error.message': 'Prescription for Lucía Fernández Ortega expired on 2026-11-30.',
          'graphql.error.code': 'PRESCRIPTION_EXPIRED',
        },
      },
    ],
    canaries: ['pat_ES-77301', 'BBBB-2847-3391-06', 'Levotiroxina 100 µg', '28005', 'Lucía Fernández Ortega'],
    keeps: ['RenewPrescription', 'renewPrescription', 'PRESCRIPTION_EXPIRED', 'nationalHealthId'],
    note: 'v16 root span is named by operation type only; errors are "graphql.error" events.',
  },
  {
    id: 'hotchocolate-16-http-request-json-variables',
    source: 'Hot Chocolate v16 HotChocolate.Diagnostics (SemanticConventions.cs: graphql.document.body/hash, ' +
      'graphql.operation.type/name, graphql.http.request.query.body/variables, graphql.error.count, ' +
      'graphql.error event with graphql.error.message/code; docs "OpenTelemetry tracing"), ' +
      'RequestDetails.All + IncludeDocument=true',
    resource: {
      'service.name': 'pharmacy-graphql',
      'service.version': '1.9.0',
      'deployment.environment.name': 'production',
      'telemetry.sdk.language': 'dotnet',
      'telemetry.sdk.name': 'opentelemetry',
      'telemetry.sdk.version': '1.14.0',
      'service.instance.id': '6f1c2a9e-8d47-4b53-9a0e-2c71d5e4b8f3',
    },
    scope: 'HotChocolate.Diagnostics',
    spanName: 'GraphQL HTTP POST',
    kind: 'internal',
    attributes: {
      'graphql.http.kind': 'HttpPost',
      'graphql.http.request.type': 'single',
      'graphql.http.request.operation': 'FindPatient',
      'graphql.http.request.query.body': 'query FindPatient($name: String!, $dob: LocalDate!) {\n' +
        '  patients(name: $name, dateOfBirth: $dob, city: "Getafe") {\n    id\n  }\n}',
      'graphql.http.request.variables': '{"name":"Lucía Fernández Ortega","dob":"1991-07-23"}',
      'graphql.http.request.extensions': '{"clientLibrary":{"name":"strawberry-shake","version":"16.0.0"}}',
    },
    events: [],
    canaries: ['Lucía Fernández Ortega', '1991-07-23', 'Getafe'],
    keeps: ['FindPatient', 'LocalDate', '$dob', 'patients'],
    note: 'v16 records the variables JSON as received (RootElement.ToString()), unicode unescaped.',
  },
  {
    id: 'hotchocolate-16-batch-request-indexed-variables',
    source: 'Hot Chocolate v16 HotChocolate.Diagnostics (SemanticConventions.cs: graphql.document.body/hash, ' +
      'graphql.operation.type/name, graphql.http.request.query.body/variables, graphql.error.count, ' +
      'graphql.error event with graphql.error.message/code; docs "OpenTelemetry tracing"), ' +
      'RequestDetails.All + IncludeDocument=true',
    resource: {
      'service.name': 'pharmacy-graphql',
      'service.version': '1.9.0',
      'deployment.environment.name': 'production',
      'telemetry.sdk.language': 'dotnet',
      'telemetry.sdk.name': 'opentelemetry',
      'telemetry.sdk.version': '1.14.0',
      'service.instance.id': '6f1c2a9e-8d47-4b53-9a0e-2c71d5e4b8f3',
    },
    scope: 'HotChocolate.Diagnostics',
    spanName: 'GraphQL HTTP POST',
    kind: 'internal',
    attributes: {
      'graphql.http.kind': 'HttpPost',
      'graphql.http.request.type': 'batch',
      'graphql.http.request[0].operation': 'StockAt',
      'graphql.http.request[0].query.body': 'query StockAt($postalCode: String!) {\n  stock(postalCode: $postalCode, drug: "Ibuprofeno 600 mg") {\n' +
        '    units\n  }\n}',
      'graphql.http.request[0].variables': '{"postalCode":"28901"}',
      'graphql.http.request[1].operation': 'ReserveItem',
      'graphql.http.request[1].query.body': 'mutation ReserveItem($patient: String!, $phone: String!) {\n' +
        '  reserve(patient: $patient, phone: $phone) {\n    pickupCode\n  }\n}',
      'graphql.http.request[1].variables': '{"patient":"Javier Morales Ruiz","phone":"+34 699 210 447"}',
    },
    events: [],
    canaries: ['Ibuprofeno 600 mg', '28901', 'Javier Morales Ruiz', '+34 699 210 447'],
    keeps: ['StockAt', 'ReserveItem', 'pickupCode', '$postalCode'],
    note: 'Batched HTTP request: indexed graphql.http.request[i].* tags.',
  },
  {
    id: 'apollo-router-supergraph-span-variables-json',
    source: 'Apollo Router 1.x telemetry (apollographql/router apollo-router/src/plugins/telemetry: supergraph ' +
      'span with graphql.document, graphql.operation.name, apollo_private.graphql.variables from ' +
      'filter_variables_values with send_variable_values: all; subgraph span attributes subgraph.name, ' +
      'subgraph.graphql.document, subgraph.graphql.operation.name/type)',
    resource: {
      'service.name': 'supergraph-router',
      'service.version': '1.61.4',
      'deployment.environment.name': 'production',
      'telemetry.sdk.language': 'rust',
      'telemetry.sdk.name': 'opentelemetry',
      'telemetry.sdk.version': '0.24.1',
    },
    scope: 'apollo-router',
    spanName: 'supergraph',
    kind: 'internal',
    attributes: {
      'graphql.document': 'mutation UpdateDelivery($email: String!, $address: AddressInput!, $giftWrap: Boolean) {\n' +
        '  updateDelivery(email: $email, address: $address, giftWrap: $giftWrap) {\n    id\n    eta\n  }\n}',
      'graphql.operation.name': 'UpdateDelivery',
      'graphql.operation.type': 'mutation',
      'apollo_private.field_level_instrumentation_ratio': 0.01,
      'apollo_private.operation_signature': '# UpdateDelivery\nmutation UpdateDelivery($address:AddressInput!,$email:String!,$giftWrap:Boolean){up' +
        'dateDelivery(address:$address,email:$email,giftWrap:$giftWrap){eta id}}',
      'apollo_private.graphql.variables': '{"address":"{\\"street\\":\\"Sveavägen 44, 4 tr\\",\\"postalCode\\":\\"111 ' +
        '34\\",\\"city\\":\\"Stockholm\\"}","email":"\\"ingrid.holm@brev.example\\"","giftWrap":"true"}',
    },
    events: [],
    canaries: ['ingrid.holm@brev.example', 'Sveavägen 44, 4 tr', '111 34'],
    keeps: ['UpdateDelivery', 'updateDelivery', 'AddressInput', '$giftWrap'],
    note: 'apollo_private.graphql.variables is a JSON object whose values are themselves JSON strings (double encoding), sorted by name.',
  },
  {
    id: 'apollo-router-subgraph-span-inline-literal',
    source: 'Apollo Router 1.x telemetry (apollographql/router apollo-router/src/plugins/telemetry: supergraph ' +
      'span with graphql.document, graphql.operation.name, apollo_private.graphql.variables from ' +
      'filter_variables_values with send_variable_values: all; subgraph span attributes subgraph.name, ' +
      'subgraph.graphql.document, subgraph.graphql.operation.name/type)',
    resource: {
      'service.name': 'supergraph-router',
      'service.version': '1.61.4',
      'deployment.environment.name': 'production',
      'telemetry.sdk.language': 'rust',
      'telemetry.sdk.name': 'opentelemetry',
      'telemetry.sdk.version': '0.24.1',
    },
    scope: 'apollo-router',
    spanName: 'subgraph',
    kind: 'internal',
    attributes: {
      'subgraph.name': 'accounts',
      'subgraph.graphql.operation.name': 'OrderHistory__accounts__0',
      'subgraph.graphql.operation.type': 'query',
      'subgraph.graphql.document': 'query OrderHistory__accounts__0{customerByEmail(email:"ingrid.holm@brev.example"){id fullName loyaltyNumber}}',
    },
    events: [],
    canaries: ['ingrid.holm@brev.example'],
    keeps: ['OrderHistory__accounts__0', 'customerByEmail', 'loyaltyNumber'],
    note: 'Query planner keeps inline argument literals in the generated subgraph operation.',
  },
  {
    id: 'apollo-router-supergraph-span-anonymous-inline',
    source: 'Apollo Router 1.x telemetry (apollographql/router apollo-router/src/plugins/telemetry: supergraph ' +
      'span with graphql.document, graphql.operation.name, apollo_private.graphql.variables from ' +
      'filter_variables_values with send_variable_values: all; subgraph span attributes subgraph.name, ' +
      'subgraph.graphql.document, subgraph.graphql.operation.name/type)',
    resource: {
      'service.name': 'supergraph-router',
      'service.version': '1.61.4',
      'deployment.environment.name': 'production',
      'telemetry.sdk.language': 'rust',
      'telemetry.sdk.name': 'opentelemetry',
      'telemetry.sdk.version': '0.24.1',
    },
    scope: 'apollo-router',
    spanName: 'supergraph',
    kind: 'internal',
    attributes: {
      'graphql.document': '{ shipments(trackingCodes: ["LX402331870SE", "LX402331884SE"], recipientLastName: "Holm") { status eta } }',
      'graphql.operation.name': '',
      'graphql.operation.type': 'query',
      'apollo_private.graphql.variables': '{}',
    },
    events: [],
    canaries: ['LX402331870SE', 'LX402331884SE'],
    keeps: ['shipments', 'trackingCodes', 'recipientLastName'],
    note: 'Anonymous operation: graphql.operation.name is an empty string (unwrap_or_default).',
  },
  {
    id: 'envelop-otel-mutation-variables-json',
    source: '@envelop/opentelemetry 9.2.1 (packages/plugins/opentelemetry/src/index.ts AttributeName: ' +
      'graphql.execute.operationName/operationType/document/variables/result, graphql.execute.error; ' +
      'resolver spans graphql.resolver.fieldName/typeName/resultType/args), GraphQL Yoga 5 (document ' +
      'string kept by @envelop/core documentStringMap)',
    resource: {
      'service.name': 'yoga-accounts',
      'service.version': '5.16.0',
      'deployment.environment.name': 'production',
      'telemetry.sdk.language': 'nodejs',
      'telemetry.sdk.name': 'opentelemetry',
      'telemetry.sdk.version': '2.2.0',
      'process.runtime.name': 'nodejs',
      'process.runtime.version': '22.21.1',
    },
    scope: 'graphql',
    spanName: 'mutation.SignUp',
    kind: 'server',
    attributes: {
      'graphql.execute.operationName': 'SignUp',
      'graphql.execute.operationType': 'mutation',
      'graphql.execute.document': '# onboarding flow v3\nmutation SignUp($input: CustomerInput!) {\n  createCustomer(input: $input) {\n' +
        '    id\n    email\n  }\n}',
      'graphql.execute.variables': '{"input":{"email":"minjun.kim@pyeonji.example","fullName":"김민준","phone":"+82 ' +
        '10-4821-7730","dateOfBirth":"1996-02-29","address":{"street":"마포구 와우산로29길 17, ' +
        '302호","city":"서울","postalCode":"04066","country":"KR"},"marketingOptIn":false}}',
    },
    events: [],
    canaries: ['minjun.kim@pyeonji.example', '김민준', '+82 10-4821-7730', '1996-02-29', '마포구 와우산로29길 17, 302호', '04066'],
    keeps: ['SignUp', 'createCustomer', 'CustomerInput', '$input', 'marketingOptIn'],
    note: 'Document is the original request string (comment kept); variables are one JSON attribute.',
  },
  {
    id: 'envelop-otel-resolver-span-args-json',
    source: '@envelop/opentelemetry 9.2.1 (packages/plugins/opentelemetry/src/index.ts AttributeName: ' +
      'graphql.execute.operationName/operationType/document/variables/result, graphql.execute.error; ' +
      'resolver spans graphql.resolver.fieldName/typeName/resultType/args), GraphQL Yoga 5 (document ' +
      'string kept by @envelop/core documentStringMap)',
    resource: {
      'service.name': 'yoga-accounts',
      'service.version': '5.16.0',
      'deployment.environment.name': 'production',
      'telemetry.sdk.language': 'nodejs',
      'telemetry.sdk.name': 'opentelemetry',
      'telemetry.sdk.version': '2.2.0',
      'process.runtime.name': 'nodejs',
      'process.runtime.version': '22.21.1',
    },
    scope: 'graphql',
    spanName: 'Mutation.placeOrder',
    kind: 'internal',
    attributes: {
      'graphql.resolver.fieldName': 'placeOrder',
      'graphql.resolver.typeName': 'Mutation',
      'graphql.resolver.resultType': 'Order',
      'graphql.resolver.args': '{"customerId":"cust_KR-00917","lines":[{"sku":"SKU-GINSENG-0400-KR","quantity":4,"giftMessage":"할머니 ' +
        '생신 축하드려요"}],"couponCode":"SEOLLAL-2027","note":"경비실에 맡겨 주세요"}',
    },
    events: [],
    canaries: ['cust_KR-00917', 'SKU-GINSENG-0400-KR', '할머니 생신 축하드려요', 'SEOLLAL-2027', '경비실에 맡겨 주세요'],
    keeps: ['placeOrder', 'Mutation', 'giftMessage'],
    note: 'resolvers: true: one span per resolver with the coerced arguments as JSON.',
  },
  {
    id: 'envelop-otel-execute-error-variable-coercion',
    source: '@envelop/opentelemetry 9.2.1 (packages/plugins/opentelemetry/src/index.ts AttributeName: ' +
      'graphql.execute.operationName/operationType/document/variables/result, graphql.execute.error; ' +
      'resolver spans graphql.resolver.fieldName/typeName/resultType/args), GraphQL Yoga 5 (document ' +
      'string kept by @envelop/core documentStringMap)',
    resource: {
      'service.name': 'yoga-accounts',
      'service.version': '5.16.0',
      'deployment.environment.name': 'production',
      'telemetry.sdk.language': 'nodejs',
      'telemetry.sdk.name': 'opentelemetry',
      'telemetry.sdk.version': '2.2.0',
      'process.runtime.name': 'nodejs',
      'process.runtime.version': '22.21.1',
    },
    scope: 'graphql',
    spanName: 'mutation.SignUp',
    kind: 'server',
    attributes: {
      'graphql.execute.operationName': 'SignUp',
      'graphql.execute.operationType': 'mutation',
      'graphql.execute.document': 'mutation SignUp($input: CustomerInput!) {\n  createCustomer(input: $input) {\n    id\n  }\n}',
      'graphql.execute.variables': '{"input":{"email":"minjun.kim(at)pyeonji.example","fullName":"김민준","phone":"+82 10-4821-7730"}}',
    },
    events: [
      {
        name: 'exception',
        attributes: {
          'exception.type': 'graphql.execute.error',
          'exception.message': '[{"message":"Variable \\"$input\\" got invalid value \\"minjun.kim(at)pyeonji.example\\" at ' +
            '\\"input.email\\"; Not a valid e-mail address","locations":[{"line":1,"column":17}]}]',
        },
      },
    ],
    canaries: ['minjun.kim(at)pyeonji.example', '김민준', '+82 10-4821-7730'],
    keeps: ['SignUp', 'graphql.execute.error', 'CustomerInput'],
    note: 'Variable coercion error from graphql-js ("Variable \\"$input\\" got invalid value ...") recorded as ' +
      'exception with JSON.stringify(result.errors).',
  },
  {
    id: 'envelop-otel-result-attribute-personal-data',
    source: '@envelop/opentelemetry 9.2.1 (packages/plugins/opentelemetry/src/index.ts AttributeName: ' +
      'graphql.execute.operationName/operationType/document/variables/result, graphql.execute.error; ' +
      'resolver spans graphql.resolver.fieldName/typeName/resultType/args), GraphQL Yoga 5 (document ' +
      'string kept by @envelop/core documentStringMap)',
    resource: {
      'service.name': 'yoga-accounts',
      'service.version': '5.16.0',
      'deployment.environment.name': 'production',
      'telemetry.sdk.language': 'nodejs',
      'telemetry.sdk.name': 'opentelemetry',
      'telemetry.sdk.version': '2.2.0',
      'process.runtime.name': 'nodejs',
      'process.runtime.version': '22.21.1',
    },
    scope: 'graphql',
    spanName: 'query.MyProfile',
    kind: 'server',
    attributes: {
      'graphql.execute.operationName': 'MyProfile',
      'graphql.execute.operationType': 'query',
      'graphql.execute.document': 'query MyProfile {\n  me {\n    fullName\n    email\n    phone\n    address { street city postalCode }\n  }\n}',
      'graphql.execute.variables': '{}',
      'graphql.execute.result': '{"data":{"me":{"fullName":"Oliver Bennett","email":"oliver.bennett@post.example","phone":"+44 7700 ' +
        '900321","address":{"street":"12 Albion Terrace","city":"Bath","postalCode":"BA1 2QR"}}}}',
    },
    events: [],
    canaries: ['Oliver Bennett', 'oliver.bennett@post.example', '+44 7700 900321', '12 Albion Terrace', 'BA1 2QR'],
    keeps: ['MyProfile', 'postalCode', 'fullName'],
    note: 'result: true: the response JSON is stored on the span; no literal in the document but personal data in the result.',
  },
  {
    id: 'envelop-otel-subscription-inline-literals',
    source: '@envelop/opentelemetry 9.2.1 (packages/plugins/opentelemetry/src/index.ts AttributeName: ' +
      'graphql.execute.operationName/operationType/document/variables/result, graphql.execute.error; ' +
      'resolver spans graphql.resolver.fieldName/typeName/resultType/args), GraphQL Yoga 5 (document ' +
      'string kept by @envelop/core documentStringMap)',
    resource: {
      'service.name': 'yoga-accounts',
      'service.version': '5.16.0',
      'deployment.environment.name': 'production',
      'telemetry.sdk.language': 'nodejs',
      'telemetry.sdk.name': 'opentelemetry',
      'telemetry.sdk.version': '2.2.0',
      'process.runtime.name': 'nodejs',
      'process.runtime.version': '22.21.1',
    },
    scope: 'graphql',
    spanName: 'subscription.DeliveryEta',
    kind: 'server',
    attributes: {
      'graphql.execute.operationName': 'DeliveryEta',
      'graphql.execute.operationType': 'subscription',
      'graphql.execute.document': 'subscription DeliveryEta {\n  deliveryEta(orderCode: "ORD-2026-150912", courierPhone: "+44 7700 ' +
        '900488") {\n    minutes\n    lat\n    lng\n  }\n}',
      'graphql.execute.variables': '{}',
    },
    events: [],
    canaries: ['ORD-2026-150912', '+44 7700 900488'],
    keeps: ['DeliveryEta', 'deliveryEta', 'subscription', 'courierPhone'],
  },
  {
    id: 'envelop-otel-anonymous-inline-document',
    source: '@envelop/opentelemetry 9.2.1 (packages/plugins/opentelemetry/src/index.ts AttributeName: ' +
      'graphql.execute.operationName/operationType/document/variables/result, graphql.execute.error; ' +
      'resolver spans graphql.resolver.fieldName/typeName/resultType/args), GraphQL Yoga 5 (document ' +
      'string kept by @envelop/core documentStringMap)',
    resource: {
      'service.name': 'yoga-accounts',
      'service.version': '5.16.0',
      'deployment.environment.name': 'production',
      'telemetry.sdk.language': 'nodejs',
      'telemetry.sdk.name': 'opentelemetry',
      'telemetry.sdk.version': '2.2.0',
      'process.runtime.name': 'nodejs',
      'process.runtime.version': '22.21.1',
    },
    scope: 'graphql',
    spanName: 'query.anonymous',
    kind: 'server',
    attributes: {
      'graphql.execute.operationName': 'anonymous',
      'graphql.execute.operationType': 'query',
      'graphql.execute.document': '{\n  customerByEmail(email: "chloe.martin@courriel.example") {\n' +
        '    orders(first: 5, status: PAID) { code total }\n  }\n  order(code: "ORD-2026-151004") { note }\n}',
      'graphql.execute.variables': '{}',
    },
    events: [],
    canaries: ['chloe.martin@courriel.example', 'ORD-2026-151004'],
    keeps: ['customerByEmail', 'anonymous', 'PAID'],
    note: 'Inline arguments are only logged because variables: true (otherwise hasInlineArgument suppresses the document).',
  },
  {
    id: 'hive-gateway-operation-span-minified-document',
    source: '@graphql-hive/plugin-opentelemetry 1.5.3 (graphql-hive/gateway packages/plugins/opentelemetry: ' +
      'attributes.ts SEMATTRS_GRAPHQL_DOCUMENT/OPERATION_NAME/OPERATION_TYPE, ' +
      'hive.graphql.error.count/codes, hive.gateway.upstream.subgraph.name; spans.ts graphql.operation, ' +
      'graphql.validate, subgraph.execute (<name>), HTTP span with http.url), Hive Gateway 2.x, tracer ' +
      '"gateway"',
    resource: {
      'service.name': 'hive-gateway',
      'service.version': '2.1.14',
      'deployment.environment.name': 'production',
      'telemetry.sdk.language': 'nodejs',
      'telemetry.sdk.name': 'opentelemetry',
      'telemetry.sdk.version': '2.2.0',
      'process.runtime.name': 'nodejs',
      'process.runtime.version': '22.21.1',
    },
    scope: 'gateway',
    spanName: 'graphql.operation CheckoutCart',
    kind: 'internal',
    attributes: {
      'hive.graphql': true,
      'graphql.document': 'query CheckoutCart($cartId:ID!){cart(id:$cartId){lines{sku ' +
        'quantity}shippingEstimate(postalCode:"1100-148" country:"PT" street:"Rua dos Fanqueiros 212, ' +
        '1.º")}me{email}promo:voucher(code:"PASTEL-NATA-10"){discount}}',
      'graphql.operation.type': 'query',
      'graphql.operation.name': 'CheckoutCart',
      'hive.graphql.operation.hash': 'c5a1f0e2b79d4c3a8e6f1b2d3c4a5e6f',
      'hive.gateway.operation.subgraph.names': ['cart', 'shipping', 'accounts'],
    },
    events: [],
    canaries: ['1100-148', 'Rua dos Fanqueiros 212, 1.º', 'PASTEL-NATA-10'],
    keeps: ['CheckoutCart', 'shippingEstimate', 'promo:voucher', '$cartId'],
    note: 'graphql.document is stripIgnoredCharacters() of the request text: comment and optional whitespace gone, literals intact.',
  },
  {
    id: 'hive-gateway-subgraph-execute-span',
    source: '@graphql-hive/plugin-opentelemetry 1.5.3 (graphql-hive/gateway packages/plugins/opentelemetry: ' +
      'attributes.ts SEMATTRS_GRAPHQL_DOCUMENT/OPERATION_NAME/OPERATION_TYPE, ' +
      'hive.graphql.error.count/codes, hive.gateway.upstream.subgraph.name; spans.ts graphql.operation, ' +
      'graphql.validate, subgraph.execute (<name>), HTTP span with http.url), Hive Gateway 2.x, tracer ' +
      '"gateway"',
    resource: {
      'service.name': 'hive-gateway',
      'service.version': '2.1.14',
      'deployment.environment.name': 'production',
      'telemetry.sdk.language': 'nodejs',
      'telemetry.sdk.name': 'opentelemetry',
      'telemetry.sdk.version': '2.2.0',
      'process.runtime.name': 'nodejs',
      'process.runtime.version': '22.21.1',
    },
    scope: 'gateway',
    spanName: 'subgraph.execute (shipping)',
    kind: 'client',
    attributes: {
      'graphql.operation.name': 'CheckoutCart',
      'graphql.operation.type': 'query',
      'hive.gateway.upstream.subgraph.name': 'shipping',
      'hive.upstream': true,
      'graphql.document': 'query CheckoutCart($cartId:ID!){cart(id:$cartId){shippingEstimate(postalCode:"1100-148" ' +
        'country:"PT" street:"Rua dos Fanqueiros 212, 1.º")}}',
    },
    events: [],
    canaries: ['1100-148', 'Rua dos Fanqueiros 212, 1.º'],
    keeps: ['CheckoutCart', 'shippingEstimate', 'subgraph.execute (shipping)'],
  },
  {
    id: 'hive-gateway-validate-span-exception-events',
    source: '@graphql-hive/plugin-opentelemetry 1.5.3 (graphql-hive/gateway packages/plugins/opentelemetry: ' +
      'attributes.ts SEMATTRS_GRAPHQL_DOCUMENT/OPERATION_NAME/OPERATION_TYPE, ' +
      'hive.graphql.error.count/codes, hive.gateway.upstream.subgraph.name; spans.ts graphql.operation, ' +
      'graphql.validate, subgraph.execute (<name>), HTTP span with http.url), Hive Gateway 2.x, tracer ' +
      '"gateway"',
    resource: {
      'service.name': 'hive-gateway',
      'service.version': '2.1.14',
      'deployment.environment.name': 'production',
      'telemetry.sdk.language': 'nodejs',
      'telemetry.sdk.name': 'opentelemetry',
      'telemetry.sdk.version': '2.2.0',
      'process.runtime.name': 'nodejs',
      'process.runtime.version': '22.21.1',
    },
    scope: 'gateway',
    spanName: 'graphql.validate',
    kind: 'internal',
    attributes: {
      'graphql.operation.type': 'query',
      'graphql.operation.name': 'FindByPhone',
      'hive.graphql.error.count': 1,
      'hive.graphql.error.codes': [],
    },
    events: [
      {
        name: 'exception',
        attributes: {
          'exception.type': 'GraphQLError',
          'exception.message': 'String cannot represent a non string value: 48601447219',
          'exception.stacktrace': 'GraphQLError: String cannot represent a non string value: 48601447219\n' +
            '    at isValidValueNode (/app/node_modules/graphql/validation/rules/ValuesOfCorrectTypeRule.js:155:1' +
            '1)\n    at Object.StringValue (/app/node_modules/graphql/validation/rules/ValuesOfCorrectTypeRule.js:' +
            '113:28)',
        },
      },
    ],
    canaries: ['48601447219'],
    keeps: ['FindByPhone', 'GraphQLError'],
    note: 'Each validation error recorded with span.recordException(error); the message echoes the number literal.',
  },
  {
    id: 'hive-gateway-http-span-get-url-query',
    source: '@graphql-hive/plugin-opentelemetry 1.5.3 (graphql-hive/gateway packages/plugins/opentelemetry: ' +
      'attributes.ts SEMATTRS_GRAPHQL_DOCUMENT/OPERATION_NAME/OPERATION_TYPE, ' +
      'hive.graphql.error.count/codes, hive.gateway.upstream.subgraph.name; spans.ts graphql.operation, ' +
      'graphql.validate, subgraph.execute (<name>), HTTP span with http.url), Hive Gateway 2.x, tracer ' +
      '"gateway"',
    resource: {
      'service.name': 'hive-gateway',
      'service.version': '2.1.14',
      'deployment.environment.name': 'production',
      'telemetry.sdk.language': 'nodejs',
      'telemetry.sdk.name': 'opentelemetry',
      'telemetry.sdk.version': '2.2.0',
      'process.runtime.name': 'nodejs',
      'process.runtime.version': '22.21.1',
    },
    scope: 'gateway',
    spanName: 'GET /graphql',
    kind: 'server',
    attributes: {
      'http.method': 'GET',
      'http.url': 'https://gateway.shop.example/graphql?query=query+TrackOrder%28%24code%3A+String%21%29+%7B+order%28co' +
        'de%3A+%24code%29+%7B+status+customer+%7B+fullName+phone+%7D+%7D+%7D&variables=%7B%22code%22%3A%22ORD' +
        '-2026-160233%22%7D&operationName=TrackOrder',
      'http.route': '/graphql',
      'http.scheme': 'https:',
      'net.host.name': 'gateway.shop.example',
      'http.host': 'gateway.shop.example',
      'http.client.ip': '198.51.100.23',
      'http.user_agent': 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15',
      'hive.client.name': 'shop-ios',
      'hive.request': true,
      'http.status_code': 200,
      'gateway.cache.response_cache': 'miss',
    },
    events: [],
    canaries: ['ORD-2026-160233', '198.51.100.23'],
    keeps: ['TrackOrder', 'operationName=TrackOrder', '/graphql'],
    note: 'GraphQL over HTTP GET: document and variables are form-encoded in http.url (spaces as "+", quotes %22); the client IP is personal too.',
  },
  {
    id: 'apollo-gateway-request-span-document',
    source: '@apollo/gateway 2.14.4 (apollographql/federation gateway-js/src/utilities/opentelemetry.ts: ' +
      'OpenTelemetrySpanNames gateway.request/gateway.validate..., attributes operationName, ' +
      'graphql.operation.name, graphql.operation.type, graphql.document with includeDocument: true, ' +
      'recordExceptions: true)',
    resource: {
      'service.name': 'apollo-gateway',
      'service.version': '2.14.4',
      'deployment.environment.name': 'production',
      'telemetry.sdk.language': 'nodejs',
      'telemetry.sdk.name': 'opentelemetry',
      'telemetry.sdk.version': '2.2.0',
      'process.runtime.name': 'nodejs',
      'process.runtime.version': '22.21.1',
    },
    scope: '@apollo/gateway/2.14.4',
    spanName: 'gateway.request',
    kind: 'internal',
    attributes: {
      operationName: 'WishlistShare',
      'graphql.operation.name': 'WishlistShare',
      'graphql.operation.type': 'mutation',
      'graphql.document': 'mutation WishlistShare {\n  shareWishlist(wishlistId: "wl_7Hq2Zp", recipients: ' +
        '["maja.horvat@posta.example", "luka.horvat@posta.example"], message: "Sretan Božić! Ovo mi treba za ' +
        'Zagreb") {\n    shareId\n  }\n}',
    },
    events: [],
    canaries: ['wl_7Hq2Zp', 'maja.horvat@posta.example', 'luka.horvat@posta.example', 'Sretan Božić! Ovo mi treba za Zagreb'],
    keeps: ['WishlistShare', 'shareWishlist', 'recipients', 'shareId'],
    note: 'includeDocument: true copies requestContext.source verbatim.',
  },
  {
    id: 'apollo-gateway-request-span-subgraph-error-exception',
    source: '@apollo/gateway 2.14.4 (apollographql/federation gateway-js/src/utilities/opentelemetry.ts: ' +
      'OpenTelemetrySpanNames gateway.request/gateway.validate..., attributes operationName, ' +
      'graphql.operation.name, graphql.operation.type, graphql.document with includeDocument: true, ' +
      'recordExceptions: true)',
    resource: {
      'service.name': 'apollo-gateway',
      'service.version': '2.14.4',
      'deployment.environment.name': 'production',
      'telemetry.sdk.language': 'nodejs',
      'telemetry.sdk.name': 'opentelemetry',
      'telemetry.sdk.version': '2.2.0',
      'process.runtime.name': 'nodejs',
      'process.runtime.version': '22.21.1',
    },
    scope: '@apollo/gateway/2.14.4',
    spanName: 'gateway.request',
    kind: 'internal',
    attributes: {
      operationName: 'AccountLookup',
      'graphql.operation.name': 'AccountLookup',
      'graphql.operation.type': 'query',
      'graphql.document': 'query AccountLookup($email: String!) { account(email: $email) { id tier } }',
    },
    events: [
      {
        name: 'exception',
        attributes: {
          'exception.type': 'GraphQLError',
          'exception.message': 'No account matches e-mail maja.horvat@posta.example',
          'exception.stacktrace': 'GraphQLError: No account matches e-mail maja.horvat@posta.example\n' +
            '    at downstreamServiceError (/app/node_modules/@apollo/gateway/dist/executeQueryPlan.js:712:12)',
        },
      },
    ],
    canaries: ['maja.horvat@posta.example'],
    keeps: ['AccountLookup', '$email', 'GraphQLError'],
    note: 'recordExceptions: true; the subgraph error message contains the variable value.',
  },
  {
    id: 'apollo-gateway-validate-span-exception',
    source: '@apollo/gateway 2.14.4 (apollographql/federation gateway-js/src/utilities/opentelemetry.ts: ' +
      'OpenTelemetrySpanNames gateway.request/gateway.validate..., attributes operationName, ' +
      'graphql.operation.name, graphql.operation.type, graphql.document with includeDocument: true, ' +
      'recordExceptions: true)',
    resource: {
      'service.name': 'apollo-gateway',
      'service.version': '2.14.4',
      'deployment.environment.name': 'production',
      'telemetry.sdk.language': 'nodejs',
      'telemetry.sdk.name': 'opentelemetry',
      'telemetry.sdk.version': '2.2.0',
      'process.runtime.name': 'nodejs',
      'process.runtime.version': '22.21.1',
    },
    scope: '@apollo/gateway/2.14.4',
    spanName: 'gateway.validate',
    kind: 'internal',
    attributes: {},
    events: [
      {
        name: 'exception',
        attributes: {
          'exception.type': 'GraphQLError',
          'exception.message': 'String cannot represent a non string value: 385917654321',
          'exception.stacktrace': 'GraphQLError: String cannot represent a non string value: 385917654321\n' +
            '    at isValidValueNode (/app/node_modules/graphql/validation/rules/ValuesOfCorrectTypeRule.js:155:1' +
            '1)',
        },
      },
    ],
    canaries: ['385917654321'],
    keeps: ['GraphQLError', 'String'],
    note: 'Validation failure recorded on gateway.validate; a phone number typed into the e-mail argument is echoed.',
  },
  {
    id: 'pothos-otel-resolve-span-args-and-source',
    source: '@pothos/tracing-opentelemetry 1.2.1 (hayes/pothos packages/tracing-opentelemetry: SpanNames.RESOLVE ' +
      'graphql.resolve, AttributeNames graphql.field.name/path/type, graphql.field.args = ' +
      'JSON.stringify(args, null, 2) with includeArgs, graphql.source = print(fieldNode) with ' +
      'includeSource)',
    resource: {
      'service.name': 'pothos-api',
      'service.version': '1.4.0',
      'deployment.environment.name': 'production',
      'telemetry.sdk.language': 'nodejs',
      'telemetry.sdk.name': 'opentelemetry',
      'telemetry.sdk.version': '2.2.0',
      'process.runtime.name': 'nodejs',
      'process.runtime.version': '22.21.1',
    },
    scope: 'graphql',
    spanName: 'graphql.resolve',
    kind: 'internal',
    attributes: {
      'graphql.field.name': 'updateShippingAddress',
      'graphql.field.path': 'updateShippingAddress',
      'graphql.field.type': 'ShippingQuote!',
      'graphql.source': 'updateShippingAddress(\n  orderCode: "ORD-2026-170552"\n' +
        '  address: {street: "Rynek Główny 17/4", city: "Kraków", postalCode: "31-008"}\n' +
        '  contactPhone: "+48 601 447 219"\n) {\n  eta\n}',
      'graphql.field.args': '{\n  "orderCode": "ORD-2026-170552",\n  "address": {\n    "street": "Rynek Główny 17/4",\n' +
        '    "city": "Kraków",\n    "postalCode": "31-008"\n  },\n  "contactPhone": "+48 601 447 219"\n}',
    },
    events: [],
    canaries: ['ORD-2026-170552', 'Rynek Główny 17/4', 'Kraków', '31-008', '+48 601 447 219'],
    keeps: ['updateShippingAddress', 'ShippingQuote!', 'postalCode'],
    note: 'graphql.field.args is pretty-printed JSON (2-space indent); graphql.source is graphql-js print() of the field node.',
  },
  {
    id: 'pothos-otel-resolve-span-list-args',
    source: '@pothos/tracing-opentelemetry 1.2.1 (hayes/pothos packages/tracing-opentelemetry: SpanNames.RESOLVE ' +
      'graphql.resolve, AttributeNames graphql.field.name/path/type, graphql.field.args = ' +
      'JSON.stringify(args, null, 2) with includeArgs, graphql.source = print(fieldNode) with ' +
      'includeSource)',
    resource: {
      'service.name': 'pothos-api',
      'service.version': '1.4.0',
      'deployment.environment.name': 'production',
      'telemetry.sdk.language': 'nodejs',
      'telemetry.sdk.name': 'opentelemetry',
      'telemetry.sdk.version': '2.2.0',
      'process.runtime.name': 'nodejs',
      'process.runtime.version': '22.21.1',
    },
    scope: 'graphql',
    spanName: 'graphql.resolve',
    kind: 'internal',
    attributes: {
      'graphql.field.name': 'customersByEmail',
      'graphql.field.path': 'customersByEmail',
      'graphql.field.type': '[Customer!]!',
      'graphql.field.args': '{\n  "emails": [\n    "jan.novak@posta.example",\n    "petra.novakova@posta.example"\n  ],\n  "since": "2026-09-01"\n}',
    },
    events: [],
    canaries: ['jan.novak@posta.example', 'petra.novakova@posta.example', '2026-09-01'],
    keeps: ['customersByEmail', '[Customer!]!'],
  },
  {
    id: 'cosmo-router-span-operation-variables',
    source: 'WunderGraph Cosmo router (wundergraph/cosmo router/pkg/otel/attributes.go: ' +
      'wg.operation.name/type/content/hash/variables with telemetry export_graphql_variables; span named ' +
      'by SpanNameFormatter "<type> <name>")',
    resource: {
      'service.name': 'cosmo-router',
      'service.version': '0.260.0',
      'telemetry.sdk.language': 'go',
      'telemetry.sdk.name': 'opentelemetry',
      'telemetry.sdk.version': '1.38.0',
    },
    scope: 'go.opentelemetry.io/contrib/instrumentation/net/http/otelhttp',
    spanName: 'mutation UpdateShippingAddress',
    kind: 'server',
    attributes: {
      'wg.operation.name': 'UpdateShippingAddress',
      'wg.operation.type': 'mutation',
      'wg.operation.protocol': 'http',
      'wg.operation.hash': '13861254476513309447',
      'wg.operation.content': 'mutation UpdateShippingAddress($orderCode: String!, $address: AddressInput!) ' +
        '{updateShippingAddress(orderCode: $orderCode, address: $address) {eta}}',
      'wg.operation.variables': '{"orderCode":"ORD-2026-170911","address":{"street":"Adeola Odeku Street 31B","city":"Lagos","postalCode":"101241"}}',
      'wg.client.name': 'shop-android',
      'http.request.method': 'POST',
      'url.path': '/graphql',
    },
    events: [],
    canaries: ['ORD-2026-170911', 'Adeola Odeku Street 31B', '101241'],
    keeps: ['UpdateShippingAddress', 'AddressInput', '$orderCode'],
    note: 'export_graphql_variables enabled: normalized variables JSON in wg.operation.variables.',
  },
  {
    id: 'otel-js-undici-get-graphql-url-full',
    source: '@opentelemetry/instrumentation-undici 0.34.0 (packages/instrumentation-undici/src/undici.ts: ' +
      'url.full = URL.toString(), url.path, url.query = URL.search, server.address/port); request URL ' +
      'built with URLSearchParams',
    resource: {
      'service.name': 'storefront-bff',
      'service.version': '3.2.1',
      'deployment.environment.name': 'production',
      'telemetry.sdk.language': 'nodejs',
      'telemetry.sdk.name': 'opentelemetry',
      'telemetry.sdk.version': '2.2.0',
      'process.runtime.name': 'nodejs',
      'process.runtime.version': '22.21.1',
    },
    scope: '@opentelemetry/instrumentation-undici',
    spanName: 'GET',
    kind: 'client',
    attributes: {
      'http.request.method': 'GET',
      'http.request.method_original': 'GET',
      'url.full': 'https://catalog.internal.example/graphql?query=query+ProductsBySearch%28%24q%3A+String%21%29+%7B+pro' +
        'ducts%28search%3A+%24q%2C+first%3A+12%2C+after%3A+%22Y3Vyc29yOjQ4%22%29+%7B+sku+name+price+%7D+%7D&v' +
        'ariables=%7B%22q%22%3A%22ch%C3%A1+verde+sencha+biol%C3%B3gico+para+a+Dona+Am%C3%A9lia+Rocha%22%7D',
      'url.path': '/graphql',
      'url.query': '?query=query+ProductsBySearch%28%24q%3A+String%21%29+%7B+products%28search%3A+%24q%2C+first%3A+12%2C' +
        '+after%3A+%22Y3Vyc29yOjQ4%22%29+%7B+sku+name+price+%7D+%7D&variables=%7B%22q%22%3A%22ch%C3%A1+verde+' +
        'sencha+biol%C3%B3gico+para+a+Dona+Am%C3%A9lia+Rocha%22%7D',
      'url.scheme': 'https',
      'server.address': 'catalog.internal.example',
      'server.port': 443,
      'user_agent.original': 'node',
      'http.response.status_code': 200,
    },
    events: [],
    canaries: ['ch%C3%A1+verde+sencha+biol%C3%B3gico', 'Dona+Am%C3%A9lia+Rocha', 'Y3Vyc29yOjQ4'],
    keeps: ['ProductsBySearch', 'products', '/graphql'],
    note: 'Node fetch GET with the GraphQL request in the query string (application/x-www-form-urlencoded: spaces as "+", UTF-8 percent-encoded).',
  },
  {
    id: 'otel-web-fetch-apollo-client-persisted-query-get',
    source: '@opentelemetry/instrumentation-fetch 0.208.0 (old HTTP semconv: http.method, http.url, ' +
      'http.status_code, http.host, http.scheme, http.user_agent); Apollo Client 3 ' +
      'createPersistedQueryLink({ useGETForHashedQueries: true }) + HttpLink rewriteURIForGET ' +
      '(encodeURIComponent of the JSON parameters)',
    resource: {
      'service.name': 'parcels-web',
      'service.version': '2026.12.2',
      'telemetry.sdk.language': 'webjs',
      'telemetry.sdk.name': 'opentelemetry',
      'telemetry.sdk.version': '2.2.0',
      'browser.language': 'pt-PT',
    },
    scope: '@opentelemetry/instrumentation-fetch',
    spanName: 'HTTP GET',
    kind: 'client',
    attributes: {
      component: 'fetch',
      'http.method': 'GET',
      'http.url': 'https://api.parcels.example/graphql?operationName=TrackParcel&variables=%7B%22trackingCode%22%3A%22R' +
        'R918273645PT%22%2C%22recipientPostalCode%22%3A%224050-262%22%2C%22recipientLastName%22%3A%22Fonseca%' +
        '20Magalh%C3%A3es%22%7D&extensions=%7B%22persistedQuery%22%3A%7B%22version%22%3A1%2C%22sha256Hash%22%' +
        '3A%222095ce6729dc3396def00c772f5631a18c2dcc04ac9352bec29f7d213463312b%22%7D%7D',
      'http.status_code': 200,
      'http.status_text': 'OK',
      'http.host': 'api.parcels.example',
      'http.scheme': 'https',
      'http.user_agent': 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/142.0.0.0 Safari/537.36',
      'http.response_content_length': 187,
    },
    events: [],
    canaries: ['RR918273645PT', '4050-262', 'Fonseca%20Magalh%C3%A3es'],
    keeps: ['2095ce6729dc3396def00c772f5631a18c2dcc04ac9352bec29f7d213463312b', 'TrackParcel', 'persistedQuery', 'sha256Hash'],
    note: 'Automatic persisted query GET: no document, variables JSON percent-encoded; extensions.persistedQuery.sha256Hash is structure and must stay.',
  },
  {
    id: 'otel-web-fetch-urql-get-form-encoded',
    source: '@opentelemetry/instrumentation-fetch 0.208.0 (old HTTP semconv); urql @urql/core fetch exchange ' +
      'with preferGetMethod (URLSearchParams query/operationName/variables)',
    resource: {
      'service.name': 'tavern-web',
      'service.version': '1.7.0',
      'telemetry.sdk.language': 'webjs',
      'telemetry.sdk.name': 'opentelemetry',
      'telemetry.sdk.version': '2.2.0',
    },
    scope: '@opentelemetry/instrumentation-fetch',
    spanName: 'HTTP GET',
    kind: 'client',
    attributes: {
      component: 'fetch',
      'http.method': 'GET',
      'http.url': 'https://tavern.example/graphql?query=query+Reservations%28%24guest%3A+String%21%29+%7B%0A++reservati' +
        'ons%28guestName%3A+%24guest%2C+date%3A+%222026-12-31%22%29+%7B%0A++++table%0A++%7D%0A%7D&operationNa' +
        'me=Reservations&variables=%7B%22guest%22%3A%22%CE%9D%CE%AF%CE%BA%CE%BF%CF%82+%CE%91%CE%BB%CE%B5%CE%B' +
        'E%CE%AF%CE%BF%CF%85%22%7D',
      'http.status_code': 200,
      'http.status_text': 'OK',
      'http.host': 'tavern.example',
      'http.scheme': 'https',
      'http.user_agent': 'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Safari/605.1.15',
    },
    events: [],
    canaries: ['%CE%9D%CE%AF%CE%BA%CE%BF%CF%82+%CE%91%CE%BB%CE%B5%CE%BE%CE%AF%CE%BF%CF%85', '2026-12-31'],
    keeps: ['Reservations', 'operationName=Reservations'],
    note: 'Greek name UTF-8 percent-encoded inside a form-encoded JSON value; the date literal sits in the encoded document (digits and dashes unencoded).',
  },
  {
    id: 'otel-python-requests-get-http-url',
    source: 'opentelemetry-instrumentation-requests 0.59b0 (default old HTTP semconv: http.method, http.url, ' +
      'http.status_code); requests.get(params=...) urlencode (quote_plus) of json.dumps(variables)',
    resource: {
      'service.name': 'crm-sync-worker',
      'service.version': '0.9.3',
      'telemetry.sdk.language': 'python',
      'telemetry.sdk.name': 'opentelemetry',
      'telemetry.sdk.version': '1.38.0',
    },
    scope: 'opentelemetry.instrumentation.requests',
    spanName: 'GET',
    kind: 'client',
    attributes: {
      'http.method': 'GET',
      'http.url': 'https://loyalty.internal.example/graphql?query=query+Member%28%24email%3A+String%21%29+%7B+member%28' +
        'email%3A+%24email%29+%7B+name+tier+%7D+%7D&variables=%7B%22email%22%3A+%22francois.dubois%40courriel' +
        '.example%22%2C+%22name%22%3A+%22Fran%5Cu00e7ois+Dubois%22%7D',
      'http.status_code': 200,
    },
    events: [],
    canaries: ['francois.dubois%40courriel.example', 'Fran%5Cu00e7ois+Dubois'],
    keeps: ['Member', 'member'],
    note: 'json.dumps escapes non-ASCII as \\u00e7 which quote_plus then encodes as %5Cu00e7.',
  },
  {
    id: 'otel-java-http-client-get-url-full',
    source: 'OpenTelemetry Java agent java-http-client instrumentation (scope io.opentelemetry.java-http-client; ' +
      'url.full, server.address, server.port, http.request.method, http.response.status_code); URI built ' +
      'with Spring UriComponentsBuilder.encode()',
    resource: {
      'service.name': 'billing-reports',
      'service.version': '5.0.2',
      'telemetry.sdk.language': 'java',
      'telemetry.sdk.name': 'opentelemetry',
      'telemetry.sdk.version': '1.56.0',
      'telemetry.distro.name': 'opentelemetry-java-instrumentation',
      'telemetry.distro.version': '2.22.0',
    },
    scope: 'io.opentelemetry.java-http-client',
    spanName: 'GET',
    kind: 'client',
    attributes: {
      'http.request.method': 'GET',
      'url.full': 'https://billing.internal.example/graphql?query=query%20Invoices($nif:%20String!)%20%7B%20invoices(ta' +
        'xId:%20$nif,%20year:%202026)%20%7B%20number%20total%20%7D%20%7D&variables=%7B%22nif%22:%20%222417753' +
        '96%22%7D',
      'server.address': 'billing.internal.example',
      'server.port': 443,
      'network.protocol.version': '1.1',
      'http.response.status_code': 200,
    },
    events: [],
    canaries: ['241775396'],
    keeps: ['Invoices', '$nif', 'taxId'],
    note: 'Spring query-param encoding keeps "$", ":" and "," but encodes spaces, braces and quotes; the NIF is a Portuguese tax id.',
  },
  {
    id: 'otel-js-http-server-get-target',
    source: '@opentelemetry/instrumentation-http 0.208.0 server span with old HTTP semconv (http.url, ' +
      'http.target, http.method, http.host, net.host.name, http.user_agent, http.status_code) in front of ' +
      'GraphQL Yoga GET',
    resource: {
      'service.name': 'yoga-loyalty',
      'service.version': '5.16.0',
      'deployment.environment.name': 'production',
      'telemetry.sdk.language': 'nodejs',
      'telemetry.sdk.name': 'opentelemetry',
      'telemetry.sdk.version': '2.2.0',
      'process.runtime.name': 'nodejs',
      'process.runtime.version': '22.21.1',
    },
    scope: '@opentelemetry/instrumentation-http',
    spanName: 'GET',
    kind: 'server',
    attributes: {
      'http.url': 'http://loyalty.internal.example:4000/graphql?query=query+%7B+customerByEmail%28email%3A+%22tiago.fon' +
        'seca%40mail.example%22%29+%7B+loyaltyPoints+%7D+%7D',
      'http.host': 'loyalty.internal.example:4000',
      'net.host.name': 'loyalty.internal.example',
      'http.method': 'GET',
      'http.scheme': 'http',
      'http.target': '/graphql?query=query+%7B+customerByEmail%28email%3A+%22tiago.fonseca%40mail.example%22%29+%7B+loyaltyPoints+%7D+%7D',
      'http.user_agent': 'okhttp/4.12.0',
      'http.flavor': '1.1',
      'net.transport': 'ip_tcp',
      'net.host.port': 4000,
      'net.peer.ip': '10.42.3.18',
      'http.status_code': 200,
      'http.status_text': 'OK',
    },
    events: [],
    canaries: ['tiago.fonseca%40mail.example'],
    keeps: ['customerByEmail', 'loyaltyPoints', '/graphql'],
    note: 'Inline literal of an anonymous GET query, form-encoded in both http.url and http.target.',
  },
  {
    id: 'apollo-server-plugin-request-started-log',
    source: 'Apollo Server 4 plugin requestDidStart logging requestContext.request.query (pattern of the Apollo ' +
      'Server docs "Creating plugins" example) via winston + @opentelemetry/instrumentation-winston log ' +
      'sending; HTTP span from @opentelemetry/instrumentation-http',
    resource: {
      'service.name': 'promo-apollo',
      'service.version': '4.12.2',
      'deployment.environment.name': 'production',
      'telemetry.sdk.language': 'nodejs',
      'telemetry.sdk.name': 'opentelemetry',
      'telemetry.sdk.version': '2.2.0',
    },
    scope: '@opentelemetry/instrumentation-http',
    spanName: 'POST /graphql',
    kind: 'server',
    attributes: {
      'http.request.method': 'POST',
      'url.path': '/graphql',
      'url.scheme': 'https',
      'http.route': '/graphql',
      'http.response.status_code': 200,
      'network.protocol.version': '1.1',
      'server.address': 'promo.shop.example',
      'client.address': '198.51.100.87',
      'user_agent.original': 'ShopApp/7.3 (Android 15)',
    },
    events: [],
    logs: [
      {
        body: 'Request started! Query:\nmutation ClaimVoucher {\n' +
          '  claimVoucher(code: "BF-2026-ZK81-QP", email: "marta.kowalska@poczta.example", birthDate: ' +
          '"1989-06-12") {\n    status\n  }\n}',
        attributes: { level: 'info' },
      },
    ],
    canaries: ['BF-2026-ZK81-QP', 'marta.kowalska@poczta.example', '1989-06-12', '198.51.100.87'],
    keeps: ['ClaimVoucher', 'claimVoucher', 'birthDate'],
    note: 'Log message string is "Request started! Query:" followed by the raw document.',
  },
  {
    id: 'apollo-server-did-encounter-errors-structured-log',
    source: 'Apollo Server 4 plugin didEncounterErrors (requestContext.request.query/variables/operationName, ' +
      'errors[].extensions.code BAD_USER_INPUT for variable coercion) logged as a pino JSON line, parsed ' +
      'into a structured body by the Collector filelog receiver json_parser',
    resource: {
      'service.name': 'accounts-apollo',
      'service.version': '4.12.2',
      'deployment.environment.name': 'production',
      'telemetry.sdk.language': 'nodejs',
      'telemetry.sdk.name': 'opentelemetry',
      'telemetry.sdk.version': '2.2.0',
    },
    scope: '@opentelemetry/instrumentation-http',
    spanName: 'POST /graphql',
    kind: 'server',
    attributes: {
      'http.request.method': 'POST',
      'url.path': '/graphql',
      'url.scheme': 'https',
      'http.route': '/graphql',
      'http.response.status_code': 400,
      'network.protocol.version': '1.1',
      'server.address': 'accounts.shop.example',
    },
    events: [],
    logs: [
      {
        body: {
          level: 50,
          time: 1796644801123,
          msg: 'GraphQL request failed',
          operationName: 'SignUp',
          query: 'mutation SignUp($input: CustomerInput!) { createCustomer(input: $input) { id } }',
          variables: { input: { email: 'marta.kowalska(at)poczta.example', fullName: 'Marta Kowalska', phone: '+48 512 903 118' } },
          errors: [
            {
              message: 'Variable "$input" got invalid value "marta.kowalska(at)poczta.example" at "input.email"; Not a valid e-mail address',
              locations: [{ line: 1, column: 17 }],
              extensions: { code: 'BAD_USER_INPUT' },
            },
          ],
        },
        attributes: { 'log.file.name': 'accounts-apollo.log' },
      },
    ],
    canaries: ['marta.kowalska(at)poczta.example', 'Marta Kowalska', '+48 512 903 118'],
    keeps: ['SignUp', 'BAD_USER_INPUT', 'CustomerInput', 'createCustomer'],
    note: 'Structured log body (map) with variables as a nested object and the coercion message echoing the bad e-mail.',
  },
  {
    id: 'spring-graphql-debug-executing-log',
    source: 'Spring for GraphQL 1.3 GraphQlHttpHandler DEBUG "Executing: " + request ' +
      '(DefaultGraphQlRequest.toString: document=\'...\', operationName=\'...\', variables={...}; ' +
      'DefaultExecutionGraphQlRequest adds id and Locale), OpenTelemetry Java agent logback appender; span ' +
      'from the Java agent graphql-java instrumentation (sanitizer on)',
    resource: {
      'service.name': 'crm-spring-graphql',
      'service.version': '2.4.0',
      'deployment.environment.name': 'production',
      'telemetry.sdk.language': 'java',
      'telemetry.sdk.name': 'opentelemetry',
      'telemetry.sdk.version': '1.56.0',
      'telemetry.distro.name': 'opentelemetry-java-instrumentation',
      'telemetry.distro.version': '2.22.0',
    },
    scope: 'io.opentelemetry.graphql-java-20.0',
    spanName: 'mutation UpdateCustomer',
    kind: 'internal',
    attributes: {
      'graphql.operation.name': 'UpdateCustomer',
      'graphql.operation.type': 'mutation',
      'graphql.document': 'mutation UpdateCustomer($input:CustomerUpdate!){updateCustomer(input:$input){id}}',
    },
    events: [],
    logs: [
      {
        body: 'Executing: document=\'mutation UpdateCustomer($input: CustomerUpdate!) { updateCustomer(input: ' +
          '$input) { id } }\', operationName=\'UpdateCustomer\', variables={input={id=cust_PL-30118, ' +
          'fullName=Zofia Wróbel, pesel=87031408320, address={street=ul. Długa 44/7, city=Gdańsk, ' +
          'postalCode=80-827}}}, id=3f2c9a71-5b4e-4d0a-9e61-0c8b2f7d1a45, Locale=pl_PL',
        attributes: {},
      },
    ],
    canaries: ['cust_PL-30118', 'Zofia Wróbel', '87031408320', 'ul. Długa 44/7', '80-827'],
    keeps: ['UpdateCustomer', 'CustomerUpdate', 'updateCustomer', '$input'],
    note: 'Variables rendered with Java Map.toString ("{key=value, ...}"), no quotes around values.',
  },
  {
    id: 'aspnetcore-httplogging-request-body-hotchocolate',
    source: 'Microsoft.AspNetCore.HttpLogging HttpLoggingExtensions (LoggerMessage 3 "RequestBody: ' +
      '{Body}{status}", EventName RequestBody) exported by OpenTelemetry .NET OTLP logs; span from ' +
      'HotChocolate.Diagnostics v16 (no IncludeDocument)',
    resource: {
      'service.name': 'hotel-graphql',
      'service.version': '3.0.1',
      'telemetry.sdk.language': 'dotnet',
      'telemetry.sdk.name': 'opentelemetry',
      'telemetry.sdk.version': '1.14.0',
    },
    scope: 'HotChocolate.Diagnostics',
    spanName: 'mutation',
    kind: 'internal',
    attributes: {
      'graphql.processing.type': 'request',
      'graphql.operation.type': 'mutation',
      'graphql.operation.name': 'Book',
      'graphql.document.hash': 'md5:0b9e4f6a2c8d1e3f5a7b9c0d2e4f6a8b',
    },
    events: [],
    logs: [
      {
        eventName: 'RequestBody',
        body: 'RequestBody: {"query":"mutation Book($input: BookingInput!) { book(input: $input) { confirmation } ' +
          '}","operationName":"Book","variables":{"input":{"guest":"Emre ' +
          'Demir","email":"emre.demir@posta.example","phone":"+90 532 418 77 ' +
          '05","checkIn":"2026-12-26","note":"late arrival after 23:00, flight TK1981"}}}',
        attributes: {
          Body: '{"query":"mutation Book($input: BookingInput!) { book(input: $input) { confirmation } ' +
            '}","operationName":"Book","variables":{"input":{"guest":"Emre ' +
            'Demir","email":"emre.demir@posta.example","phone":"+90 532 418 77 ' +
            '05","checkIn":"2026-12-26","note":"late arrival after 23:00, flight TK1981"}}}',
          status: '',
        },
      },
    ],
    canaries: ['Emre Demir', 'emre.demir@posta.example', '+90 532 418 77 05', '2026-12-26', 'late arrival after 23:00, flight TK1981'],
    keeps: ['BookingInput', 'confirmation', '$input'],
    note: 'Request body is a JSON string inside the formatted message and again in the Body attribute.',
  },
  {
    id: 'logbook-json-http-request-log-graphql-body',
    source: 'Zalando Logbook 3.x JsonHttpLogFormatter request log (origin, type, correlation, protocol, remote, ' +
      'method, uri, host, path, scheme, port, headers, body embedded as JSON), Java agent logback ' +
      'appender; HTTP span from the Java agent',
    resource: {
      'service.name': 'orders-api',
      'service.version': '2.4.0',
      'deployment.environment.name': 'production',
      'telemetry.sdk.language': 'java',
      'telemetry.sdk.name': 'opentelemetry',
      'telemetry.sdk.version': '1.56.0',
      'telemetry.distro.name': 'opentelemetry-java-instrumentation',
      'telemetry.distro.version': '2.22.0',
    },
    scope: 'io.opentelemetry.tomcat-10.0',
    spanName: 'POST /graphql',
    kind: 'server',
    attributes: {
      'http.request.method': 'POST',
      'url.path': '/graphql',
      'url.scheme': 'https',
      'http.route': '/graphql',
      'http.response.status_code': 200,
      'network.protocol.version': '1.1',
      'server.address': 'api.shop.example',
      'client.address': '203.0.113.41',
    },
    events: [],
    logs: [
      {
        body: '{"origin":"remote","type":"request","correlation":"7d3c2b1a9f8e6d54","protocol":"HTTP/1.1","remote":' +
          '"203.0.113.41","method":"POST","uri":"https://api.shop.example/graphql","host":"api.shop.example","p' +
          'ath":"/graphql","scheme":"https","port":"443","headers":{"content-type":["application/json"],"user-a' +
          'gent":["Apollo-Android/4.1.0"]},"body":{"query":"query OrderHistory($email: String!, $from: String) ' +
          '{ orders(email: $email, from: $from, status: DELIVERED) { code total } ' +
          '}","variables":{"email":"jan.novak@posta.example","from":"2026-01-01"},"operationName":"OrderHistory' +
          '"}}',
        attributes: {},
      },
    ],
    canaries: ['jan.novak@posta.example', '203.0.113.41'],
    keeps: ['OrderHistory', 'DELIVERED', '$email', 'operationName'],
    note: 'JSON string body; the GraphQL request JSON is embedded as an object under "body".',
  },
  {
    id: 'hasura-query-log-structured',
    source: 'Hasura GraphQL Engine v2 query-log (docs deployment/logging "query-log structure": detail.kind, ' +
      'request_id, query {variables, operationName, query}, generated_sql {prepared_arguments, query}) ' +
      'read by the Collector filelog receiver; client span from @opentelemetry/instrumentation-undici',
    resource: {
      'service.name': 'crm-bff',
      'service.version': '1.12.0',
      'deployment.environment.name': 'production',
      'telemetry.sdk.language': 'nodejs',
      'telemetry.sdk.name': 'opentelemetry',
      'telemetry.sdk.version': '2.2.0',
    },
    scope: '@opentelemetry/instrumentation-undici',
    spanName: 'POST',
    kind: 'client',
    attributes: {
      'http.request.method': 'POST',
      'url.full': 'https://hasura.internal.example/v1/graphql',
      'url.path': '/v1/graphql',
      'url.scheme': 'https',
      'server.address': 'hasura.internal.example',
      'server.port': 443,
      'http.response.status_code': 200,
    },
    events: [],
    logs: [
      {
        body: {
          timestamp: '2026-12-07T10:15:42.118+0000',
          level: 'info',
          type: 'query-log',
          detail: {
            kind: 'database',
            request_id: '0f4b2c6e-8a1d-4e3b-9c57-2d6e8f1a3b5c',
            query: {
              variables: { limit: 10 },
              operationName: 'CustomersNear',
              query: 'query CustomersNear($limit: Int!) {\n' +
                '  customers(limit: $limit, where: {postal_code: {_like: "1250-%"}, last_name: {_ilike: ' +
                '"%Duarte%"}}) {\n    email\n    phone\n  }\n}\n',
            },
            generated_sql: {
              customers: {
                prepared_arguments: ['{"x-hasura-role":"support","x-hasura-user-id":"agent-4471"}', '1250-%', '%Duarte%'],
                query: 'SELECT coalesce(json_agg("root"), \'[]\') AS "root" FROM (SELECT row_to_json((SELECT "_e" FROM ' +
                  '(SELECT "_root.base"."email" AS "email", "_root.base"."phone" AS "phone") AS "_e")) AS "root" FROM ' +
                  '(SELECT * FROM "public"."customers" WHERE (("public"."customers"."postal_code") LIKE ($2)) AND ' +
                  '(("public"."customers"."last_name") ILIKE ($3)) LIMIT 10) AS "_root.base") AS "_root"',
              },
            },
          },
        },
        attributes: { 'log.file.name': 'hasura.log' },
      },
    ],
    canaries: ['1250-%', '%Duarte%'],
    keeps: ['CustomersNear', 'query-log', 'prepared_arguments', '_ilike', 'postal_code'],
    note: 'Structured body: the literals appear in the document and again as prepared SQL arguments.',
  },
  {
    id: 'hasura-http-log-error-json-string',
    source: 'Hasura GraphQL Engine v2 http-log error structure (detail.operation.error {path, error, code}, ' +
      'detail.operation.query with variables on error, http_info) as a raw JSON string body',
    resource: {
      'service.name': 'crm-bff',
      'service.version': '1.12.0',
      'deployment.environment.name': 'production',
      'telemetry.sdk.language': 'nodejs',
      'telemetry.sdk.name': 'opentelemetry',
      'telemetry.sdk.version': '2.2.0',
    },
    scope: '@opentelemetry/instrumentation-undici',
    spanName: 'POST',
    kind: 'client',
    attributes: {
      'http.request.method': 'POST',
      'url.full': 'https://hasura.internal.example/v1/graphql',
      'url.path': '/v1/graphql',
      'url.scheme': 'https',
      'server.address': 'hasura.internal.example',
      'server.port': 443,
      'http.response.status_code': 200,
    },
    events: [],
    logs: [
      {
        body: '{"timestamp":"2026-12-07T10:16:03.551+0000","level":"error","type":"http-log","detail":{"request_id"' +
          ':"5a9e1c3d-7b2f-4e6a-8c0d-1f3b5d7e9a2c","operation":{"query_execution_time":0.000871,"user_vars":{"x' +
          '-hasura-role":"support"},"error":{"path":"$.selectionSet.update_customers.args.where.emial","error":' +
          '"field \'emial\' not found in type: \'customers_bool_exp\'","code":"validation-failed"},"request_id":"5a' +
          '9e1c3d-7b2f-4e6a-8c0d-1f3b5d7e9a2c","response_size":168,"query":{"variables":{"phone":"+351 912 804 ' +
          '377"},"operationName":"FixPhone","query":"mutation FixPhone($phone: String!) { ' +
          'update_customers(where: {emial: {_eq: \\"ines.duarte@correio.example\\"}}, _set: {phone: $phone}) { ' +
          'affected_rows } }"}},"http_info":{"status":200,"http_version":"HTTP/1.1","url":"/v1/graphql","ip":"1' +
          '0.42.9.31","method":"POST"}}}',
        attributes: {},
      },
    ],
    canaries: ['+351 912 804 377', 'ines.duarte@correio.example'],
    keeps: ['FixPhone', 'validation-failed', 'update_customers', 'affected_rows'],
    note: 'JSON string body; inside it the document is a JSON-escaped string, so the e-mail is preceded by \\" in the raw text.',
  },
  {
    id: 'hasura-websocket-log-subscription-start',
    source: 'Hasura GraphQL Engine v2 websocket-log structure (detail.event.type operation, detail.query ' +
      '{variables, query}, operation_type started, connection_info, user_vars)',
    resource: {
      'service.name': 'dispatch-bff',
      'service.version': '0.8.4',
      'deployment.environment.name': 'production',
      'telemetry.sdk.language': 'nodejs',
      'telemetry.sdk.name': 'opentelemetry',
      'telemetry.sdk.version': '2.2.0',
    },
    scope: '@opentelemetry/instrumentation-undici',
    spanName: 'GET',
    kind: 'client',
    attributes: {
      'http.request.method': 'GET',
      'url.full': 'https://hasura.internal.example/v1/graphql',
      'url.path': '/v1/graphql',
      'server.address': 'hasura.internal.example',
      'http.response.status_code': 101,
    },
    events: [],
    logs: [
      {
        body: {
          timestamp: '2026-12-07T10:17:20.004+0000',
          level: 'info',
          type: 'websocket-log',
          detail: {
            event: {
              type: 'operation',
              detail: {
                request_id: 'c81f0a2e-4d6b-4a9c-b3e5-7f1d2a4c6e8b',
                operation_id: '1',
                query: {
                  variables: { courier: 'courier_LIS_0719' },
                  query: 'subscription DriverJobs($courier: String!) {\n' +
                    '  deliveries(where: {courier_id: {_eq: $courier}, recipient_phone: {_eq: "+351 965 310 224"}}) {\n' +
                    '    address\n  }\n}\n',
                },
                operation_type: { type: 'started' },
                operation_name: 'DriverJobs',
              },
            },
            connection_info: { websocket_id: 'e2b4d6f8-1a3c-4e5f-9b7d-0c2e4a6b8d1f', jwt_expiry: '2026-12-07T11:17:19Z', msg: null },
            user_vars: { 'x-hasura-role': 'courier', 'x-hasura-user-id': 'courier_LIS_0719' },
          },
        },
        attributes: {},
      },
    ],
    canaries: ['+351 965 310 224', 'courier_LIS_0719'],
    keeps: ['DriverJobs', 'websocket-log', 'recipient_phone', 'deliveries'],
    note: 'Subscription start over websocket; structured body.',
  },
  {
    id: 'aws-appsync-request-and-field-logs',
    source: 'AWS AppSync CloudWatch request-level log line "<requestId> GraphQL Query: ..." and field-level ' +
      'RequestMapping JSON log (logType, requestId, path, fieldName, parentType, context.arguments, ' +
      'transformedTemplate); prefixes confirmed from firetail AppSync log parser, field names from the ' +
      'AppSync developer guide "Monitoring and logging"',
    resource: { 'service.name': 'hotel-appsync', 'cloud.provider': 'aws', 'cloud.platform': 'aws_appsync', 'cloud.region': 'eu-north-1' },
    scope: '@opentelemetry/instrumentation-fetch',
    spanName: 'HTTP POST',
    kind: 'client',
    attributes: {
      component: 'fetch',
      'http.method': 'POST',
      'http.url': 'https://k4t2ezq7zbhvdm6xk3p2xj5yru.appsync-api.eu-north-1.amazonaws.com/graphql',
      'http.status_code': 200,
      'http.host': 'k4t2ezq7zbhvdm6xk3p2xj5yru.appsync-api.eu-north-1.amazonaws.com',
      'http.scheme': 'https',
    },
    events: [],
    logs: [
      {
        body: '9b1e4c7a-2d5f-4a8b-b6e3-0c9f1d2a7e54 GraphQL Query: mutation CreateBooking {\n' +
          '  createBooking(input: {guestEmail: "sofia.lindqvist@brev.example", room: "Aurora Suite", nights: ' +
          '3, arrival: "2027-01-14"}) {\n    id\n  }\n}, Operation: null, Variables: {}',
        attributes: { 'aws.log.group.names': ['/aws/appsync/apis/k4t2ezq7zbhvdm6xk3p2xj5yru'] },
      },
      {
        body: '{"logType":"RequestMapping","path":["createBooking"],"fieldName":"createBooking","resolverArn":"arn:' +
          'aws:appsync:eu-north-1:210987654321:apis/k4t2ezq7zbhvdm6xk3p2xj5yru/types/Mutation/resolvers/createB' +
          'ooking","requestId":"9b1e4c7a-2d5f-4a8b-b6e3-0c9f1d2a7e54","context":{"arguments":{"input":{"guestEm' +
          'ail":"sofia.lindqvist@brev.example","room":"Aurora ' +
          'Suite","nights":3,"arrival":"2027-01-14"}},"stash":{},"outErrors":[]},"fieldInError":false,"errors":' +
          '[],"parentType":"Mutation","graphQLAPIId":"k4t2ezq7zbhvdm6xk3p2xj5yru","transformedTemplate":"{\\"ver' +
          'sion\\":\\"2018-05-29\\",\\"operation\\":\\"PutItem\\",\\"key\\":{\\"id\\":{\\"S\\":\\"bk_3J8Q\\"}},\\"attributeValu' +
          'es\\":{\\"guestEmail\\":{\\"S\\":\\"sofia.lindqvist@brev.example\\"},\\"arrival\\":{\\"S\\":\\"2027-01-14\\"}}}"}',
        attributes: { 'aws.log.group.names': ['/aws/appsync/apis/k4t2ezq7zbhvdm6xk3p2xj5yru'] },
      },
    ],
    canaries: ['sofia.lindqvist@brev.example', 'Aurora Suite', '2027-01-14'],
    keeps: ['CreateBooking', 'createBooking', 'RequestMapping', 'guestEmail'],
    note: 'Two CloudWatch log events shipped as OTLP logs: plain text with the inline document and a JSON ' +
      'string with resolver arguments and the rendered template.',
  },
  {
    id: 'graphql-yoga-debug-processing-parameters-log',
    source: 'GraphQL Yoga 5 (packages/graphql-yoga/src/server.ts) log.debug({path, operationName, ' +
      'variablesCount, variables}, "Processing GraphQL Parameters") as a JSON log line parsed into a ' +
      'structured body',
    resource: {
      'service.name': 'yoga-accounts',
      'service.version': '5.16.0',
      'deployment.environment.name': 'production',
      'telemetry.sdk.language': 'nodejs',
      'telemetry.sdk.name': 'opentelemetry',
      'telemetry.sdk.version': '2.2.0',
    },
    scope: '@opentelemetry/instrumentation-http',
    spanName: 'POST /graphql',
    kind: 'server',
    attributes: {
      'http.request.method': 'POST',
      'url.path': '/graphql',
      'url.scheme': 'https',
      'http.route': '/graphql',
      'http.response.status_code': 200,
      'network.protocol.version': '1.1',
      'server.address': 'accounts.shop.example',
    },
    events: [],
    logs: [
      {
        body: {
          level: 'debug',
          msg: 'Processing GraphQL Parameters',
          path: '/graphql',
          operationName: 'ChangeEmail',
          variablesCount: 3,
          variables: { customerId: 'cust_TR-55021', newEmail: 'mehmet.yilmaz@posta.example', password: 'Kadikoy*Vapur1990' },
        },
        attributes: {},
      },
    ],
    canaries: ['cust_TR-55021', 'mehmet.yilmaz@posta.example', 'Kadikoy*Vapur1990'],
    keeps: ['ChangeEmail', 'Processing GraphQL Parameters', 'variablesCount'],
    note: 'Structured body with the variables object (password included).',
  },
  {
    id: 'python-asgi-middleware-raw-body-log',
    source: 'Python logging (application ASGI middleware logging the raw POST body) exported by ' +
      'opentelemetry-sdk LoggingHandler (code.file.path, code.function.name, code.line.number); span from ' +
      'opentelemetry-instrumentation-asgi',
    resource: {
      'service.name': 'donations-api',
      'service.version': '0.14.0',
      'telemetry.sdk.language': 'python',
      'telemetry.sdk.name': 'opentelemetry',
      'telemetry.sdk.version': '1.38.0',
    },
    scope: 'opentelemetry.instrumentation.asgi',
    spanName: 'POST /graphql',
    kind: 'server',
    attributes: {
      'http.request.method': 'POST',
      'url.path': '/graphql',
      'url.scheme': 'https',
      'http.route': '/graphql',
      'http.response.status_code': 200,
    },
    events: [],
    logs: [
      {
        body: '{"query":"mutation Donate($amount: Float!, $donor: DonorInput!) { donate(campaign: ' +
          '\\"NATAL-SEM-FOME-2026\\", amount: $amount, donor: $donor) { receiptId } ' +
          '}","variables":{"amount":1250.0,"donor":{"name":"Joaquim ' +
          'Pereira","nif":"219734020","email":"joao.pereira@correio.example","iban":"PT75 0035 0651 0000 4872 ' +
          '1130 8"}},"operationName":"Donate"}',
        attributes: { 'code.file.path': '/app/donations/middleware.py', 'code.function.name': 'log_request_body', 'code.line.number': 41 },
      },
    ],
    canaries: ['NATAL-SEM-FOME-2026', '1250.0', 'Joaquim Pereira', '219734020', 'joao.pereira@correio.example', 'PT75 0035 0651 0000 4872 1130 8'],
    keeps: ['Donate', 'DonorInput', 'receiptId', '$donor'],
    note: 'The log body is the request JSON itself (string), document and variables included.',
  },
];

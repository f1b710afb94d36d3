/**
 * Held-out PII corpus of span attributes, second set.
 *
 * Written on 2026-12-06 by a helper who read neither the detectors nor other test data.
 * All personal data below is invented; national ids, IBANs and card numbers carry valid check
 * digits where the format defines them. `canaries` must not survive redaction; `keep` strings
 * are look-alikes or surrounding context that should survive unchanged.
 */

import type { SpanAttributeCase } from './span-attributes-measure.ts';

export type { SpanAttributeCase };

const j = (value: unknown): string => JSON.stringify(value);

export const SPAN_ATTRIBUTE_SECOND_SET: SpanAttributeCase[] = [
  // ---------------------------------------------------------------------------------------------
  // agent-memory
  // ---------------------------------------------------------------------------------------------
  {
    id: 'b2-am-01-langgraph-state-repr',
    family: 'agent-memory',
    attributes: {
      'langgraph.node': 'verify_customer',
      'langgraph.state':
        "{'messages': [HumanMessage(content='Can you change the delivery address on ORD-558213?')], 'customer': {'name': 'Margarethe Vollmer', 'email': 'm.vollmer@posteo.de', 'iban': 'DE70760300800241938570'}, 'order_id': 'ORD-558213', 'step': 2}",
      'gen_ai.request.model': 'gpt-4o-2024-08-06',
    },
    canaries: ['Margarethe Vollmer', 'm.vollmer@posteo.de', 'DE70760300800241938570'],
    keep: ['ORD-558213', 'gpt-4o-2024-08-06', 'verify_customer'],
  },
  {
    id: 'b2-am-02-langchain-buffer-memory-in',
    family: 'agent-memory',
    attributes: {
      'langchain.memory.type': 'ConversationBufferWindowMemory',
      'langchain.memory.buffer':
        "Human: Hi, this is Priya Raghunathan. My PAN is BQKPR4827M and you can reach me on +91 98451 27630.\nAI: Thank you. I have linked the PAN to ticket TCK-30418. Anything else?\nHuman: No, that's all.",
    },
    canaries: ['Priya Raghunathan', 'BQKPR4827M', '+91 98451 27630'],
    keep: ['TCK-30418', 'ConversationBufferWindowMemory'],
  },
  {
    id: 'b2-am-03-crewai-scratchpad-es',
    family: 'agent-memory',
    attributes: {
      'crewai.agent.role': 'Travel Booking Specialist',
      'crewai.agent.scratchpad':
        'Thought: El pasajero Tomás Echeverría Ruiz (pasaporte PAD482917, nacido el 22/09/1983) quiere cambiar el vuelo IB3167 Madrid–Lima al día siguiente.\nAction: amend_booking\nAction Input: {"flight": "IB3167", "fare_class": "Y", "new_date": "2026-12-15"}',
    },
    canaries: ['Tomás Echeverría Ruiz', 'PAD482917', '22/09/1983'],
    keep: ['IB3167', 'amend_booking', 'Travel Booking Specialist'],
  },
  {
    id: 'b2-am-04-autogen-messages-ko',
    family: 'agent-memory',
    attributes: {
      'autogen.agent.name': 'support_assistant',
      'autogen.messages': j([
        {
          role: 'user',
          name: 'customer',
          content:
            '안녕하세요, 김서연입니다. 주민등록번호는 850317-2548720이고 연락처는 010-4827-3391입니다. 주문 ORD-20261128-0931 배송지 변경 부탁드립니다.',
        },
        { role: 'assistant', content: '고객님, 주문 ORD-20261128-0931 확인했습니다. 새 배송지를 알려주세요.' },
      ]),
    },
    canaries: ['김서연', '850317-2548720', '010-4827-3391'],
    keep: ['ORD-20261128-0931', 'support_assistant'],
  },
  {
    id: 'b2-am-05-llamaindex-chat-memory-ja',
    family: 'agent-memory',
    attributes: {
      'llama_index.memory.chat_history': j([
        {
          role: 'user',
          content:
            '山本美咲です。マイナンバーは4173 5208 6191、電話は090-4127-8835です。住所は東京都世田谷区桜新町2-14-7です。',
        },
        { role: 'assistant', content: 'ありがとうございます。確定申告の書類を確認します。' },
      ]),
      'gen_ai.request.model': 'claude-3-5-sonnet-20241022',
      'llama_index.version': '0.12.8',
    },
    canaries: ['山本美咲', '4173 5208 6191', '090-4127-8835', '東京都世田谷区桜新町2-14-7'],
    keep: ['claude-3-5-sonnet-20241022', '確定申告の書類を確認します'],
  },
  {
    id: 'b2-am-06-traceloop-memory-ascii-escaped-de',
    family: 'agent-memory',
    attributes: {
      'traceloop.span.kind': 'task',
      'traceloop.entity.name': 'load_memory',
      // Python json.dumps default (ensure_ascii=True) escapes non-ASCII characters.
      'traceloop.entity.output':
        '{"outputs": {"history": "User: Mein Name ist J\\u00fcrgen Wei\\u00df, meine Nummer ist 0171 4928356.\\nAI: Danke, ich habe Ihren R\\u00fcckruf notiert."}}',
    },
    canaries: ['J\\u00fcrgen Wei\\u00df', '0171 4928356'],
    keep: ['load_memory'],
  },

  // ---------------------------------------------------------------------------------------------
  // tool-args-json
  // ---------------------------------------------------------------------------------------------
  {
    id: 'b2-ta-01-send-email-de',
    family: 'tool-args-json',
    attributes: {
      'gen_ai.operation.name': 'execute_tool',
      'gen_ai.tool.name': 'send_email',
      'gen_ai.tool.call.id': 'call_Qm4x8ZsT2vLk9PbR',
      'gen_ai.tool.call.arguments': j({
        to: ['lukas.brenner@gmx.at'],
        cc: ['anna-lena.fuchs@outlook.de'],
        subject: 'Erstattung für Lukas Brenner – Rechnung INV-2026-00417',
        body: 'Sehr geehrter Herr Brenner,\n\ndie Erstattung zu Rechnung INV-2026-00417 über 1.249,00 EUR erfolgt auf Ihr Konto DE16 1207 0024 0631 8277 45.\n\nMit freundlichen Grüßen\nIhr Kundenservice',
      }),
    },
    canaries: [
      'lukas.brenner@gmx.at',
      'anna-lena.fuchs@outlook.de',
      'Lukas Brenner',
      'DE16 1207 0024 0631 8277 45',
    ],
    keep: ['INV-2026-00417', 'send_email', 'call_Qm4x8ZsT2vLk9PbR'],
  },
  {
    id: 'b2-ta-02-transfer-fr',
    family: 'tool-args-json',
    attributes: {
      'openinference.span.kind': 'TOOL',
      'tool.name': 'initier_virement',
      'tool.parameters': j({
        beneficiaire: 'Camille Durand-Lefèvre',
        iban: 'FR76 3000 4018 2300 0182 9473 607',
        montant: 850.0,
        devise: 'EUR',
        libelle: 'Loyer décembre 2026',
      }),
    },
    canaries: ['Camille Durand-Lefèvre', 'FR76 3000 4018 2300 0182 9473 607'],
    keep: ['initier_virement', 'Loyer décembre 2026'],
  },
  {
    id: 'b2-ta-03-customer-update-tr',
    family: 'tool-args-json',
    attributes: {
      'gen_ai.tool.name': 'musteri_guncelle',
      'gen_ai.tool.call.arguments': j({
        musteri_adi: 'Elif Şahin Yıldırım',
        tc_kimlik_no: '38472051954',
        telefon: '0532 418 27 63',
        siparis_no: 'ORD-TR-480217',
      }),
    },
    canaries: ['Elif Şahin Yıldırım', '38472051954', '0532 418 27 63'],
    keep: ['ORD-TR-480217', 'musteri_guncelle'],
  },
  {
    id: 'b2-ta-04-kyc-ssn',
    family: 'tool-args-json',
    attributes: {
      'openinference.span.kind': 'TOOL',
      'tool.name': 'kyc_verify_identity',
      'tool.parameters': j({ ssn: '524-71-3396', last_name: 'Castellano', zip: '85018' }),
    },
    canaries: ['524-71-3396', 'Castellano'],
    keep: ['kyc_verify_identity'],
  },
  {
    id: 'b2-ta-05-toeslag-nl',
    family: 'tool-args-json',
    attributes: {
      'gen_ai.tool.name': 'toeslag_aanvragen',
      'gen_ai.tool.call.arguments': j({
        naam: 'Daan van der Meulen',
        bsn: '236714508',
        rekening: 'NL89RABO0318274659',
        toeslag: 'zorgtoeslag',
        jaar: 2027,
      }),
    },
    canaries: ['Daan van der Meulen', '236714508', 'NL89RABO0318274659'],
    keep: ['toeslag_aanvragen', 'zorgtoeslag'],
  },

  // ---------------------------------------------------------------------------------------------
  // tool-result-json
  // ---------------------------------------------------------------------------------------------
  {
    id: 'b2-tr-01-get-customer-full-pan',
    family: 'tool-result-json',
    attributes: {
      'gen_ai.tool.name': 'get_customer',
      'gen_ai.tool.call.result': j({
        customer: {
          name: 'Henrik Lindqvist',
          email: 'h.lindqvist@telia.com',
          default_card: { brand: 'visa', number: '4532017688345126', exp: '07/29' },
        },
        plan: 'Pro Annual',
      }),
    },
    canaries: ['Henrik Lindqvist', 'h.lindqvist@telia.com', '4532017688345126'],
    keep: ['Pro Annual', 'get_customer'],
  },
  {
    id: 'b2-tr-02-calendar-events',
    family: 'tool-result-json',
    attributes: {
      'gen_ai.tool.name': 'list_calendar_events',
      'gen_ai.tool.call.result': j({
        events: [
          {
            id: 'evt_7f2a91',
            summary: '1:1 Performance review – Marcus Oyelaran',
            start: '2026-12-08T15:00:00Z',
            attendees: [
              { email: 'marcus.oyelaran@brightwave-analytics.com' },
              { email: 't.nakashima@brightwave-analytics.com' },
            ],
            conference: 'https://zoom.us/j/84120739951?pwd=Yk9tQ2R3aFZlMUxwb0JxN2dTc1ZKUT09',
          },
        ],
      }),
    },
    canaries: [
      'Marcus Oyelaran',
      'marcus.oyelaran@brightwave-analytics.com',
      't.nakashima@brightwave-analytics.com',
      'Yk9tQ2R3aFZlMUxwb0JxN2dTc1ZKUT09',
    ],
    keep: ['2026-12-08T15:00:00Z', 'list_calendar_events'],
  },
  {
    id: 'b2-tr-03-hr-record-uk',
    family: 'tool-result-json',
    attributes: {
      'openinference.span.kind': 'TOOL',
      'tool.name': 'workday_get_employee',
      'output.value': j({
        employee: {
          name: 'Fiona MacAlister',
          nino: 'PX193047B',
          dob: '1990-02-17',
          home_address: '9 Dalry Place, Edinburgh EH11 2DW',
          salary_gbp: 58500,
        },
        department: 'Finance Operations',
      }),
      'output.mime_type': 'application/json',
    },
    canaries: ['Fiona MacAlister', 'PX193047B', '1990-02-17', '9 Dalry Place'],
    keep: ['Finance Operations', 'workday_get_employee'],
  },
  {
    id: 'b2-tr-04-anagrafica-it',
    family: 'tool-result-json',
    attributes: {
      'gen_ai.tool.name': 'anagrafica_cliente',
      'gen_ai.tool.call.result': j({
        cliente: 'Marco Bianchi',
        codice_fiscale: 'BNCMRC79D12F205Y',
        indirizzo: 'Via Garibaldi 18, 20121 Milano',
        cellulare: '+39 347 218 5564',
      }),
    },
    canaries: ['Marco Bianchi', 'BNCMRC79D12F205Y', 'Via Garibaldi 18', '+39 347 218 5564'],
    keep: ['anagrafica_cliente'],
  },
  {
    id: 'b2-tr-05-poliza-mx',
    family: 'tool-result-json',
    attributes: {
      'gen_ai.tool.name': 'consultar_poliza',
      'gen_ai.tool.call.result': j({
        titular: 'Lucía Gómez Martínez',
        curp: 'GOML850412MDFMRC06',
        celular: '+52 55 4187 2290',
        plan: 'Gastos Médicos Mayores Plus',
      }),
    },
    canaries: ['Lucía Gómez Martínez', 'GOML850412MDFMRC06', '+52 55 4187 2290'],
    keep: ['Gastos Médicos Mayores Plus', 'consultar_poliza'],
  },
  {
    id: 'b2-tr-06-kyc-aadhaar',
    family: 'tool-result-json',
    attributes: {
      'gen_ai.tool.name': 'ekyc_fetch',
      'gen_ai.tool.call.result': j({
        status: 'verified',
        name: 'Arjun Venkataraman',
        aadhaar: '7391 6428 5010',
        dob: '1994-06-21',
        ref: 'KYC-20261205-8812',
      }),
    },
    canaries: ['Arjun Venkataraman', '7391 6428 5010', '1994-06-21'],
    keep: ['KYC-20261205-8812', 'ekyc_fetch'],
  },
  {
    id: 'b2-tr-07-member-zh',
    family: 'tool-result-json',
    attributes: {
      'gen_ai.tool.name': 'query_member',
      'gen_ai.tool.call.result': j({
        会员: '陈晓燕',
        身份证: '440306199102231529',
        收货地址: '广东省深圳市南山区科技园南路88号3栋1204',
        订单: 'ORD-SZ-66130',
      }),
    },
    canaries: ['陈晓燕', '440306199102231529', '广东省深圳市南山区科技园南路88号3栋1204'],
    keep: ['ORD-SZ-66130', 'query_member'],
  },

  // ---------------------------------------------------------------------------------------------
  // rag-document
  // ---------------------------------------------------------------------------------------------
  {
    id: 'b2-rd-01-support-ticket',
    family: 'rag-document',
    attributes: {
      'openinference.span.kind': 'RETRIEVER',
      'retrieval.documents.0.document.id': 'kb-ticket-88213',
      'retrieval.documents.0.document.score': 0.8731,
      'retrieval.documents.0.document.content':
        'Ticket TCK-88213 (opened 2026-11-02)\nCustomer: Brianna Kowalski <bri.kowalski@protonmail.com>\nPhone: +1 312-555-0187\nIssue: charger for Model X2 Pro overheats after firmware 3.4.1.',
      'retrieval.documents.0.document.metadata': j({
        source: 'zendesk',
        author_email: 'bri.kowalski@protonmail.com',
        created_at: '2026-11-02T09:14:00Z',
      }),
    },
    canaries: ['Brianna Kowalski', 'bri.kowalski@protonmail.com', '+1 312-555-0187'],
    keep: ['TCK-88213', 'Model X2 Pro', 'firmware 3.4.1', 'kb-ticket-88213'],
  },
  {
    id: 'b2-rd-02-arztbrief-de',
    family: 'rag-document',
    attributes: {
      'retrieval.documents.1.document.content':
        'Arztbrief\nPatientin: Hannelore Baumgartner, geb. 14.03.1987\nAnschrift: Kastanienallee 31, 10435 Berlin\nDiagnose: Hypertonie Grad 1 (I10.90). Empfehlung: Ramipril 5 mg 1-0-0.',
      'retrieval.documents.1.document.metadata': j({ source: 'praxis-export/2026-11.pdf', page: 12 }),
    },
    canaries: ['Hannelore Baumgartner', '14.03.1987', 'Kastanienallee 31'],
    keep: ['I10.90', 'Ramipril 5 mg', 'praxis-export/2026-11.pdf'],
  },
  {
    id: 'b2-rd-03-huurtoeslag-nl',
    family: 'rag-document',
    attributes: {
      'retrieval.documents.2.document.content':
        'Aanvraagformulier huurtoeslag – naam: Sem Bakker, BSN: 154023875, adres: Oudegracht 212, 3511 NS Utrecht, telefoon: 06-41827360.',
      'retrieval.documents.2.document.score': 0.7912,
    },
    canaries: ['Sem Bakker', '154023875', 'Oudegracht 212', '06-41827360'],
    keep: ['Aanvraagformulier huurtoeslag'],
  },
  {
    id: 'b2-rd-04-parte-accidente-es',
    family: 'rag-document',
    attributes: {
      'retrieval.documents.0.document.content':
        'Parte de accidente nº RG-2026-00731. Conductor: Javier Morales Cuesta, DNI 48215739B, matrícula 4821 KTP, teléfono +34 612 48 93 07. Daños leves en el paragolpes trasero.',
      'retrieval.documents.0.document.metadata': j({ tipo: 'parte_amistoso', idioma: 'es' }),
    },
    canaries: ['Javier Morales Cuesta', '48215739B', '4821 KTP', '+34 612 48 93 07'],
    keep: ['RG-2026-00731', 'Daños leves en el paragolpes trasero', 'parte_amistoso'],
  },

  // ---------------------------------------------------------------------------------------------
  // error-message
  // ---------------------------------------------------------------------------------------------
  {
    id: 'b2-em-01-python-unique-violation',
    family: 'error-message',
    attributes: {
      'exception.type': 'psycopg.errors.UniqueViolation',
      'exception.message':
        'duplicate key value violates unique constraint "users_email_key"\nDETAIL:  Key (email)=(ana.lucia.ferreira@sapo.pt) already exists.',
    },
    canaries: ['ana.lucia.ferreira@sapo.pt'],
    keep: ['users_email_key', 'psycopg.errors.UniqueViolation'],
  },
  {
    id: 'b2-em-02-java-card-declined',
    family: 'error-message',
    attributes: {
      'exception.type': 'com.acme.billing.CardDeclinedException',
      'exception.message': 'Card 5425238911764035 declined (do_not_honor) for customer Øystein Haugland',
      'exception.stacktrace':
        'com.acme.billing.CardDeclinedException: Card 5425238911764035 declined (do_not_honor) for customer Øystein Haugland\n\tat com.acme.billing.PaymentService.charge(PaymentService.java:214)\n\tat com.acme.billing.CheckoutController.submit(CheckoutController.java:88)\n\tat java.base/java.lang.Thread.run(Thread.java:1583)',
    },
    canaries: ['5425238911764035', 'Øystein Haugland'],
    keep: ['com.acme.billing.PaymentService.charge(PaymentService.java:214)', 'do_not_honor'],
  },
  {
    id: 'b2-em-03-go-sms-fr',
    family: 'error-message',
    attributes: {
      'exception.type': '*fmt.wrapError',
      'exception.message':
        'notify: send sms to +33 7 81 26 45 09: twilio: status 400, code 21211: invalid To phone number',
      'code.function': 'github.com/acme/notifier/internal/sms.(*Client).Send',
    },
    canaries: ['+33 7 81 26 45 09'],
    keep: ['code 21211', 'github.com/acme/notifier/internal/sms.(*Client).Send'],
  },
  {
    id: 'b2-em-04-dotnet-path-denied',
    family: 'error-message',
    attributes: {
      'exception.type': 'System.UnauthorizedAccessException',
      'exception.message':
        "Access to the path 'C:\\Users\\kowalczyk.m\\AppData\\Local\\RagIndexer\\cache\\index.bin' is denied.",
      'exception.stacktrace':
        "System.UnauthorizedAccessException: Access to the path 'C:\\Users\\kowalczyk.m\\AppData\\Local\\RagIndexer\\cache\\index.bin' is denied.\n   at System.IO.Strategies.FileStreamHelpers.ValidateArguments(FileMode mode)\n   at RagIndexer.Storage.IndexCache.Open() in D:\\a\\rag\\src\\Storage\\IndexCache.cs:line 57",
    },
    canaries: ['kowalczyk.m'],
    keep: ['System.UnauthorizedAccessException', 'RagIndexer.Storage.IndexCache.Open()'],
  },
  {
    id: 'b2-em-05-ruby-record-invalid',
    family: 'error-message',
    attributes: {
      'exception.type': 'ActiveRecord::RecordInvalid',
      'exception.message': 'Validation failed: Phone (628) 304-7719 is already taken by account dmorrison_sf',
      'exception.stacktrace':
        "app/models/account.rb:42:in `block in <class:Account>'\napp/controllers/accounts_controller.rb:19:in `update'",
    },
    canaries: ['(628) 304-7719', 'dmorrison_sf'],
    keep: ['ActiveRecord::RecordInvalid', 'app/models/account.rb:42'],
  },
  {
    id: 'b2-em-06-python-keyerror-credentials',
    family: 'error-message',
    attributes: {
      'exception.type': 'KeyError',
      'exception.message':
        "'session_token' not found in {'username': 'dmitri.volkov', 'password': 'Kl4usM@rz2026!', 'remember_me': True}",
      'exception.stacktrace':
        'Traceback (most recent call last):\n  File "/home/dvolkov/src/assistant/auth.py", line 57, in login\n    token = creds["session_token"]\nKeyError: \'session_token\'',
    },
    canaries: ['dmitri.volkov', 'Kl4usM@rz2026!', 'dvolkov'],
    keep: ['remember_me', 'src/assistant/auth.py'],
  },
  {
    id: 'b2-em-07-pydantic-intake',
    family: 'error-message',
    attributes: {
      'exception.type': 'pydantic_core._pydantic_core.ValidationError',
      'exception.message':
        "2 validation errors for PatientIntake\ndate_of_birth\n  Input should be a valid date or datetime, invalid character in year [type=date_from_datetime_parsing, input_value='29.11.1958', input_type=str]\nemail\n  value is not a valid email address: The part after the @-sign is not valid. [type=value_error, input_value='gerda.holm@@web.de', input_type=str]",
    },
    canaries: ['29.11.1958', 'gerda.holm@@web.de'],
    keep: ['PatientIntake', 'date_from_datetime_parsing'],
  },

  // ---------------------------------------------------------------------------------------------
  // http
  // ---------------------------------------------------------------------------------------------
  {
    id: 'b2-h-01-url-query-email-apikey',
    family: 'http',
    attributes: {
      'http.request.method': 'GET',
      'url.full':
        'https://api.shopfront.io/v2/customers/search?email=chloe.martin%40orange.fr&api_key=sk_live_YL60rPpFwYX3KSIXR9TThniKdC40Xe8N',
      'server.address': 'api.shopfront.io',
      'http.response.status_code': 200,
    },
    canaries: ['chloe.martin%40orange.fr', 'sk_live_YL60rPpFwYX3KSIXR9TThniKdC40Xe8N'],
    keep: ['api.shopfront.io'],
  },
  {
    id: 'b2-h-02-auth-and-cookie-headers',
    family: 'http',
    attributes: {
      'http.request.method': 'POST',
      'http.route': '/api/v1/assistant/messages',
      'http.request.header.authorization': [
        'Bearer eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJ1aWQiOjQ4MjEzLCJyb2xlIjoiY3VzdG9tZXIiLCJpYXQiOjE3OTY1NTAwMDB9.KO6WdoRgFVQbkmoXvBVumts8NHB9JtcTrfNnKuxsDmo',
      ],
      'http.request.header.cookie': [
        'sessionid=c2da338ea39395773dff29c1ed23ff69258c190e; csrftoken=YHS5Ei5HR1dfb8mpwmaTGCXwkzjESGjZ; theme=dark',
      ],
      'http.request.header.content-type': ['application/json'],
    },
    canaries: [
      'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJ1aWQiOjQ4MjEzLCJyb2xlIjoiY3VzdG9tZXIiLCJpYXQiOjE3OTY1NTAwMDB9.KO6WdoRgFVQbkmoXvBVumts8NHB9JtcTrfNnKuxsDmo',
      'c2da338ea39395773dff29c1ed23ff69258c190e',
      'YHS5Ei5HR1dfb8mpwmaTGCXwkzjESGjZ',
    ],
    keep: ['/api/v1/assistant/messages', 'application/json'],
  },
  {
    id: 'b2-h-03-client-address',
    family: 'http',
    attributes: {
      'client.address': '84.152.37.201',
      'http.request.header.x-forwarded-for': ['84.152.37.201'],
      'user_agent.original':
        'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1',
      'server.address': 'chat.lumenbank.de',
      'http.response.status_code': 201,
    },
    canaries: ['84.152.37.201'],
    keep: ['chat.lumenbank.de'],
  },
  {
    id: 'b2-h-04-personnummer-in-path-sv',
    family: 'http',
    attributes: {
      'http.request.method': 'GET',
      'url.full': 'https://api.forsakring-nord.se/v3/kunder/19781123-4579/skadeanmalningar',
      'http.route': '/v3/kunder/{personnummer}/skadeanmalningar',
      'http.response.status_code': 200,
    },
    canaries: ['19781123-4579'],
    keep: ['/v3/kunder/{personnummer}/skadeanmalningar', 'api.forsakring-nord.se'],
  },
  {
    id: 'b2-h-05-basic-auth-userinfo',
    family: 'http',
    attributes: {
      'http.request.method': 'POST',
      'url.full': 'https://svc_reporting:Wint3r!Harbor@elastic.internal.kaufhaus-nord.de:9200/orders-2026.12/_search',
      'server.port': 9200,
    },
    canaries: ['Wint3r!Harbor'],
    keep: ['elastic.internal.kaufhaus-nord.de:9200/orders-2026.12/_search'],
  },

  // ---------------------------------------------------------------------------------------------
  // db
  // ---------------------------------------------------------------------------------------------
  {
    id: 'b2-db-01-postgres-mrn',
    family: 'db',
    attributes: {
      'db.system.name': 'postgresql',
      'db.namespace': 'clinic_prod',
      'db.operation.name': 'SELECT',
      'db.query.text':
        "SELECT id, allergies FROM patients WHERE mrn = 'MRN-00731945' AND date_of_birth = '1962-03-14'",
    },
    canaries: ['MRN-00731945', '1962-03-14'],
    keep: ['clinic_prod'],
  },
  {
    id: 'b2-db-02-mongo-find-tr',
    family: 'db',
    attributes: {
      'db.system.name': 'mongodb',
      'db.namespace': 'crm_tr',
      'db.collection.name': 'musteriler',
      'db.query.text': j({
        find: 'musteriler',
        filter: { email: 'yusuf.aydin@hotmail.com.tr', tcKimlik: '52791306496' },
        limit: 1,
      }),
    },
    canaries: ['yusuf.aydin@hotmail.com.tr', '52791306496'],
    keep: ['crm_tr'],
  },
  {
    id: 'b2-db-03-redis-phone-key',
    family: 'db',
    attributes: {
      'db.system.name': 'redis',
      'db.operation.name': 'HGETALL',
      'db.query.text': 'HGETALL user:profile:+4915207841123',
      'server.address': 'redis-sessions.prod.svc.cluster.local',
    },
    canaries: ['+4915207841123'],
    keep: ['redis-sessions.prod.svc.cluster.local'],
  },
  {
    id: 'b2-db-04-elasticsearch-ie',
    family: 'db',
    attributes: {
      'db.system.name': 'elasticsearch',
      'db.collection.name': 'customers-v3',
      'url.full': 'https://es-prod.internal:9200/customers-v3/_search',
      'db.query.text': j({
        query: {
          bool: {
            must: [{ match: { full_name: 'Aoife Ní Bhriain' } }, { term: { phone: '+353 87 412 6630' } }],
          },
        },
      }),
    },
    canaries: ['Aoife Ní Bhriain', '+353 87 412 6630'],
    keep: ['customers-v3'],
  },
  {
    id: 'b2-db-05-pgvector-owner-email',
    family: 'db',
    attributes: {
      'db.system.name': 'postgresql',
      'db.namespace': 'rag_store',
      'db.query.text':
        "SELECT id, content FROM doc_chunks WHERE metadata->>'owner_email' = 'r.castellanos@telefonica.net' ORDER BY embedding <=> $1 LIMIT 5",
    },
    canaries: ['r.castellanos@telefonica.net'],
    keep: ['rag_store'],
  },
  {
    id: 'b2-db-06-pinecone-filter',
    family: 'db',
    attributes: {
      'db.system.name': 'pinecone',
      'pinecone.query.namespace': 'support-tickets',
      'pinecone.query.top_k': 8,
      'pinecone.query.filter': j({ customer_email: { $eq: 'tobias.engel@web.de' }, plz: { $eq: '80331' } }),
    },
    canaries: ['tobias.engel@web.de'],
    keep: ['support-tickets'],
  },
  {
    id: 'b2-db-07-qdrant-payload-filter',
    family: 'db',
    attributes: {
      'db.system.name': 'qdrant',
      'db.collection.name': 'patient_notes',
      'db.query.text': j({
        must: [
          { key: 'patient.name', match: { value: 'Eleni Papadopoulou' } },
          { key: 'patient.phone', match: { value: '+30 694 128 3370' } },
        ],
      }),
    },
    canaries: ['Eleni Papadopoulou', '+30 694 128 3370'],
    keep: ['patient_notes'],
  },

  // ---------------------------------------------------------------------------------------------
  // cache
  // ---------------------------------------------------------------------------------------------
  {
    id: 'b2-c-01-session-key-email',
    family: 'cache',
    attributes: {
      'cache.system': 'redis',
      'cache.key': 'session:user:marta.kowalczyk@wp.pl',
      'cache.hit': false,
    },
    canaries: ['marta.kowalczyk@wp.pl'],
    keep: ['session:user:'],
  },
  {
    id: 'b2-c-02-semantic-cache-prompt-key',
    family: 'cache',
    attributes: {
      'gen_ai.cache.key': 'llm:gpt-4o-mini:v2:what is the balance on card 4929183055274132 for nora.eklund@gmail.com',
      'gen_ai.cache.hit': true,
    },
    canaries: ['4929183055274132', 'nora.eklund@gmail.com'],
    keep: ['llm:gpt-4o-mini:v2:'],
  },

  // ---------------------------------------------------------------------------------------------
  // file
  // ---------------------------------------------------------------------------------------------
  {
    id: 'b2-f-01-code-filepath-home',
    family: 'file',
    attributes: {
      'code.filepath': '/home/aleksandra.nowicka/projects/rag-bot/app/chains.py',
      'code.function': 'build_retriever',
      'code.lineno': 88,
    },
    canaries: ['aleksandra.nowicka'],
    keep: ['build_retriever', 'projects/rag-bot/app/chains.py'],
  },
  {
    id: 'b2-f-02-windows-download-ja',
    family: 'file',
    attributes: {
      'file.path': 'C:\\Users\\Takeshi.Morimoto\\Downloads\\源泉徴収票_2025.pdf',
      'file.name': '源泉徴収票_2025.pdf',
      'file.size': 184233,
    },
    canaries: ['Takeshi.Morimoto'],
    keep: ['源泉徴収票_2025.pdf'],
  },
  {
    id: 'b2-f-03-upload-name-in-filename',
    family: 'file',
    attributes: {
      'file.path': '/mnt/uploads/kyc/2026/12/passport_Nakamura_Haruto_TK4827193.jpg',
      'file.extension': 'jpg',
    },
    canaries: ['Nakamura_Haruto', 'TK4827193'],
    keep: ['/mnt/uploads/kyc/2026/12/'],
  },

  // ---------------------------------------------------------------------------------------------
  // user-context
  // ---------------------------------------------------------------------------------------------
  {
    id: 'b2-u-01-user-semconv',
    family: 'user-context',
    attributes: {
      'user.email': 'olivia.bennett@northwind-mail.co.uk',
      'user.full_name': 'Olivia Bennett',
      'user.name': 'obennett',
      'user.roles': ['editor', 'billing_admin'],
    },
    canaries: ['olivia.bennett@northwind-mail.co.uk', 'Olivia Bennett', 'obennett'],
    keep: ['billing_admin'],
  },
  {
    id: 'b2-u-02-location-plate',
    family: 'user-context',
    attributes: {
      'app.user.handle': '@finn.vandijk',
      'app.user.location': '52.36218, 4.87154',
      'app.vehicle.plate': 'B-KM 4821',
      'app.user.locale': 'nl-NL',
      'app.trip.id': 'TRIP-20261205-0412',
    },
    canaries: ['@finn.vandijk', '52.36218, 4.87154', 'B-KM 4821'],
    keep: ['nl-NL', 'TRIP-20261205-0412'],
  },

  // ---------------------------------------------------------------------------------------------
  // log-body
  // ---------------------------------------------------------------------------------------------
  {
    id: 'b2-l-01-login-ipv6-handle',
    family: 'log-body',
    attributes: {
      'log.severity': 'INFO',
      message: 'User login succeeded for @kofi.asante from 2a02:8109:9d40:1e00:5c3b:22ff:fe41:7a09 (mfa=totp)',
    },
    canaries: ['@kofi.asante', '2a02:8109:9d40:1e00:5c3b:22ff:fe41:7a09'],
    keep: ['mfa=totp', 'User login succeeded'],
  },
  {
    id: 'b2-l-02-openai-key-leak',
    family: 'log-body',
    attributes: {
      message:
        'Initialising OpenAI client with OPENAI_API_KEY=sk-proj-YTl4dUbXsnttstjJGs502H4UcGlCbKV3KDLEeh2gcoJ4CZfKvEwPHMxS4daFPtaCT3BlbkFJx8INNVEqgDMgzVBTPY2AWfwvBn3AKR0SVecqz3b1gyS0oReBwTg5Ct8grbUfoV6x timeout=60s',
    },
    canaries: [
      'sk-proj-YTl4dUbXsnttstjJGs502H4UcGlCbKV3KDLEeh2gcoJ4CZfKvEwPHMxS4daFPtaCT3BlbkFJx8INNVEqgDMgzVBTPY2AWfwvBn3AKR0SVecqz3b1gyS0oReBwTg5Ct8grbUfoV6x',
    ],
    keep: ['Initialising OpenAI client'],
  },

  // ---------------------------------------------------------------------------------------------
  // llm-prompt
  // ---------------------------------------------------------------------------------------------
  {
    id: 'b2-p-01-input-messages-es',
    family: 'llm-prompt',
    attributes: {
      'gen_ai.request.model': 'gpt-4.1',
      'gen_ai.input.messages': j([
        {
          role: 'system',
          parts: [{ type: 'text', content: 'Eres un asistente de atención al cliente de Seguros Alba.' }],
        },
        {
          role: 'user',
          parts: [
            {
              type: 'text',
              content:
                'Hola, soy Marta Iglesias Pardo, DNI 71036428P. Quiero actualizar mi dirección a Calle de Toledo 86, 3º B, 28005 Madrid.',
            },
          ],
        },
      ]),
    },
    canaries: ['Marta Iglesias Pardo', '71036428P', 'Calle de Toledo 86, 3º B'],
    keep: ['Seguros Alba', 'gpt-4.1'],
  },
  {
    id: 'b2-p-02-traceloop-input-it',
    family: 'llm-prompt',
    attributes: {
      'traceloop.span.kind': 'workflow',
      'traceloop.entity.name': 'RetrievalQA',
      'traceloop.entity.input': j({
        inputs: {
          question: 'Il mio codice fiscale è RSSGLI85M41H501S, posso detrarre le spese mediche del 2025?',
          chat_history: [],
        },
        tags: ['rag'],
        metadata: {},
        kwargs: { run_name: 'RetrievalQA' },
      }),
    },
    canaries: ['RSSGLI85M41H501S'],
    keep: ['RetrievalQA', 'posso detrarre le spese mediche del 2025'],
  },
  {
    id: 'b2-p-03-legacy-prompt-pt-br',
    family: 'llm-prompt',
    attributes: {
      'gen_ai.prompt.0.role': 'user',
      'gen_ai.prompt.0.content':
        'Oi! Meu nome é Beatriz Souza Lima, CPF 714.093.582-32, e-mail bia.souzalima@uol.com.br. Preciso da segunda via do boleto do pedido ORD-BR-77190.',
      'gen_ai.request.model': 'gemini-2.0-flash',
    },
    canaries: ['Beatriz Souza Lima', '714.093.582-32', 'bia.souzalima@uol.com.br'],
    keep: ['ORD-BR-77190', 'gemini-2.0-flash'],
  },
  {
    id: 'b2-p-04-openinference-input-us',
    family: 'llm-prompt',
    attributes: {
      'openinference.span.kind': 'LLM',
      'llm.model_name': 'gpt-4.1-mini',
      'input.mime_type': 'application/json',
      'input.value': j({
        messages: [
          {
            role: 'user',
            content:
              'My daughter Emily Carter (DOB 04/17/2014) needs a pediatric dentist near 2214 Maple Ridge Dr, Plano, TX 75025. Member ID is W284719305.',
          },
        ],
      }),
    },
    canaries: ['Emily Carter', '04/17/2014', '2214 Maple Ridge Dr', 'W284719305'],
    keep: ['gpt-4.1-mini', 'pediatric dentist'],
  },
  {
    id: 'b2-p-05-formatted-template-fr',
    family: 'llm-prompt',
    attributes: {
      'gen_ai.prompt.0.role': 'user',
      'gen_ai.prompt.0.content':
        'Résume le dossier client suivant.\nNom : Élodie Rousseau\nNée le : 12/03/1987\nNIR : 2 87 03 69 123 456 55\nMotif : contestation du remboursement SIN-2026-004512.',
    },
    canaries: ['Élodie Rousseau', '12/03/1987', '2 87 03 69 123 456 55'],
    keep: ['Résume le dossier client suivant.', 'SIN-2026-004512'],
  },
  {
    id: 'b2-p-06-prompt-pl',
    family: 'llm-prompt',
    attributes: {
      'gen_ai.request.model': 'mistral-large-2411',
      'gen_ai.input.messages': j([
        {
          role: 'user',
          parts: [
            {
              type: 'text',
              content:
                'Dzień dobry, nazywam się Michał Zieliński, PESEL 02230856499, tel. +48 512 384 907. Proszę o fakturę do zamówienia ORD-PL-31877.',
            },
          ],
        },
      ]),
    },
    canaries: ['Michał Zieliński', '02230856499', '+48 512 384 907'],
    keep: ['ORD-PL-31877', 'mistral-large-2411'],
  },
  {
    id: 'b2-p-07-prompt-ja',
    family: 'llm-prompt',
    attributes: {
      'gen_ai.request.model': 'claude-sonnet-4-20250514',
      'gen_ai.input.messages': j([
        {
          role: 'user',
          parts: [
            {
              type: 'text',
              content:
                '佐藤健太です。引っ越したので住所を大阪府吹田市千里山西4-12-9に変更してください。連絡先は kenta.sato@docomo.ne.jp です。',
            },
          ],
        },
      ]),
    },
    canaries: ['佐藤健太', '大阪府吹田市千里山西4-12-9', 'kenta.sato@docomo.ne.jp'],
    keep: ['claude-sonnet-4-20250514'],
  },

  // ---------------------------------------------------------------------------------------------
  // llm-completion
  // ---------------------------------------------------------------------------------------------
  {
    id: 'b2-co-01-draft-email-sv',
    family: 'llm-completion',
    attributes: {
      'gen_ai.completion.0.role': 'assistant',
      'gen_ai.completion.0.content':
        'Hej!\n\nHär är ett utkast:\n\nTill: johan.akesson@telia.com\nÄmne: Skadeanmälan TCK-55102\n\nHej Johan Åkesson, vi har registrerat din skadeanmälan för personnummer 781123-4579. Ring oss gärna på 070-418 27 63 om något är oklart.',
      'gen_ai.response.finish_reasons': ['stop'],
    },
    canaries: ['johan.akesson@telia.com', 'Johan Åkesson', '781123-4579', '070-418 27 63'],
    keep: ['TCK-55102'],
  },
  {
    id: 'b2-co-02-checkup-zh',
    family: 'llm-completion',
    attributes: {
      'gen_ai.response.model': 'qwen2.5-72b-instruct',
      'gen_ai.output.messages': j([
        {
          role: 'assistant',
          parts: [
            {
              type: 'text',
              content: '好的，已为王芳女士预约12月10日上午9点的体检，确认短信将发送至 150 6632 9184。',
            },
          ],
          finish_reason: 'stop',
        },
      ]),
    },
    canaries: ['王芳', '150 6632 9184'],
    keep: ['qwen2.5-72b-instruct'],
  },
  {
    id: 'b2-co-03-steuer-de',
    family: 'llm-completion',
    attributes: {
      'gen_ai.response.model': 'gpt-4o-2024-11-20',
      'gen_ai.completion.0.content':
        'Für Friedrich Wendt habe ich die Steuer-ID 62 305 187 462 im Formular ESt 1 A eingetragen. Die Bankverbindung lautet DE21 4306 0967 1183 9204 57.',
    },
    canaries: ['Friedrich Wendt', '62 305 187 462', 'DE21 4306 0967 1183 9204 57'],
    keep: ['ESt 1 A', 'gpt-4o-2024-11-20'],
  },

  // ---------------------------------------------------------------------------------------------
  // messaging
  // ---------------------------------------------------------------------------------------------
  {
    id: 'b2-m-01-shopify-order-kafka',
    family: 'messaging',
    attributes: {
      'messaging.system': 'kafka',
      'messaging.destination.name': 'shop.orders.created',
      'messaging.message.body': j({
        id: 5829104771,
        name: '#1047',
        email: 'nikolai.petrov@gmail.com',
        total_price: '189.90',
        currency: 'USD',
        shipping_address: {
          first_name: 'Nikolai',
          last_name: 'Petrov',
          address1: '1840 Cedar Springs Rd',
          address2: 'Apt 5B',
          city: 'Dallas',
          zip: '75201',
          phone: '+1 214-555-0139',
          country_code: 'US',
        },
        line_items: [{ sku: 'SKU-TX-4471-BLK', quantity: 2 }],
      }),
    },
    canaries: ['nikolai.petrov@gmail.com', 'Petrov', '1840 Cedar Springs Rd', '+1 214-555-0139'],
    keep: ['SKU-TX-4471-BLK', 'shop.orders.created'],
  },
  {
    id: 'b2-m-02-stripe-like-webhook',
    family: 'messaging',
    attributes: {
      'http.route': '/webhooks/stripe',
      'webhook.payload': j({
        id: 'evt_3QfZ7xK8LmN2pR4s',
        type: 'charge.succeeded',
        data: {
          object: {
            amount: 4999,
            currency: 'eur',
            billing_details: {
              name: 'Léa Fontaine',
              email: 'lea.fontaine@free.fr',
              address: { line1: '8 avenue Jean Médecin', city: 'Nice', postal_code: '06000', country: 'FR' },
            },
            payment_method_details: { card: { brand: 'mastercard', last4: '4035', country: 'FR' } },
            metadata: { client_ip: '90.112.48.231', cart: 'ORD-FR-60214' },
          },
        },
      }),
    },
    canaries: ['Léa Fontaine', 'lea.fontaine@free.fr', '8 avenue Jean Médecin', '90.112.48.231'],
    keep: ['charge.succeeded', 'evt_3QfZ7xK8LmN2pR4s', 'ORD-FR-60214'],
  },
  {
    id: 'b2-m-03-twilio-like-form-body',
    family: 'messaging',
    attributes: {
      'http.route': '/webhooks/twilio/sms',
      'http.request.body':
        'ToCountry=DE&From=%2B4917623958104&Body=Hallo%2C+hier+ist+Greta+Sommerfeld%2C+mein+Termin+am+Freitag+passt+nicht&MessageSid=SMa2319b836836a5a69acdee22669bbffd&NumMedia=0',
    },
    canaries: ['%2B4917623958104', 'Greta+Sommerfeld'],
    keep: ['/webhooks/twilio/sms'],
  },
  {
    id: 'b2-m-04-sqs-password-reset',
    family: 'messaging',
    attributes: {
      'messaging.system': 'aws_sqs',
      'messaging.destination.name': 'email-outbound',
      'messaging.message.body': j({
        template: 'password_reset',
        to: 'sophie.vermeulen@telenet.be',
        vars: {
          first_name: 'Sophie',
          reset_link: 'https://app.klantportaal.be/reset?token=9f8e7d6c5b4a39281706f5e4d3c2b1a0',
        },
      }),
    },
    canaries: ['sophie.vermeulen@telenet.be', '9f8e7d6c5b4a39281706f5e4d3c2b1a0'],
    keep: ['password_reset', 'email-outbound'],
  },

  // ---------------------------------------------------------------------------------------------
  // negative: no personal data, only look-alikes that must survive
  // ---------------------------------------------------------------------------------------------
  {
    id: 'b2-n-01-chat-span-usage',
    family: 'negative',
    attributes: {
      'gen_ai.system': 'openai',
      'gen_ai.operation.name': 'chat',
      'gen_ai.request.model': 'gpt-4o-mini',
      'gen_ai.response.model': 'gpt-4o-mini-2024-07-18',
      'gen_ai.response.id': 'chatcmpl-ptT8EpNlQi2p7ukQvKKsOtvYR60dV',
      'gen_ai.usage.input_tokens': 1843,
      'gen_ai.usage.output_tokens': 212,
      'gen_ai.response.finish_reasons': ['stop'],
    },
    canaries: [],
    keep: ['gpt-4o-mini-2024-07-18', 'chatcmpl-ptT8EpNlQi2p7ukQvKKsOtvYR60dV'],
  },
  {
    id: 'b2-n-02-http-client-overloaded',
    family: 'negative',
    attributes: {
      'http.request.method': 'POST',
      'url.full': 'https://api.anthropic.com/v1/messages',
      'server.address': 'api.anthropic.com',
      'http.response.status_code': 529,
      'error.type': 'overloaded_error',
      'http.client.request.duration_ms': 30412,
      'gen_ai.response.id': 'msg_01my4ZBLQASZY6fG0fG4GewP',
    },
    canaries: [],
    keep: ['https://api.anthropic.com/v1/messages', 'overloaded_error', 'msg_01my4ZBLQASZY6fG0fG4GewP'],
  },
  {
    id: 'b2-n-03-sql-placeholders',
    family: 'negative',
    attributes: {
      'db.system.name': 'postgresql',
      'db.namespace': 'commerce',
      'db.collection.name': 'orders',
      'db.operation.name': 'SELECT',
      'db.query.text':
        'SELECT o.id, o.status, o.total_cents FROM orders o WHERE o.tenant_id = $1 AND o.created_at >= $2 ORDER BY o.created_at DESC LIMIT $3',
      'server.address': 'pg-primary.commerce.svc.cluster.local',
      'db.response.returned_rows': 50,
    },
    canaries: [],
    keep: ['pg-primary.commerce.svc.cluster.local', 'commerce'],
  },
  {
    id: 'b2-n-04-tool-args-business-ids',
    family: 'negative',
    attributes: {
      'gen_ai.tool.name': 'create_return',
      'gen_ai.tool.call.arguments': j({
        order_id: 'ORD-20261130-7742',
        invoice_id: 'INV-2026-01193',
        return_id: 'RG-2026-4410',
        sku: 'SKU-HD-2207-GRY',
        quantity: 3,
        reason: 'damaged_in_transit',
      }),
    },
    canaries: [],
    keep: ['ORD-20261130-7742', 'INV-2026-01193', 'RG-2026-4410', 'SKU-HD-2207-GRY', 'damaged_in_transit'],
  },
  {
    id: 'b2-n-05-tool-result-ticket',
    family: 'negative',
    attributes: {
      'gen_ai.tool.name': 'get_ticket',
      'gen_ai.tool.call.result': j({
        ticket: 'TCK-104882',
        status: 'resolved',
        priority: 'P2',
        sla_breached: false,
        resolved_at: '2026-12-05T16:41:09Z',
        queue: 'billing-eu',
        time_to_resolve: 'PT3H12M',
      }),
    },
    canaries: [],
    keep: ['TCK-104882', '2026-12-05T16:41:09Z', 'billing-eu', 'PT3H12M'],
  },
  {
    id: 'b2-n-06-ids-and-uuids',
    family: 'negative',
    attributes: {
      'link.trace_id': 'b200b7901ced06ae8fd75e4f5820328c',
      'link.span_id': '2949df22a9003064',
      'request.id': 'd8c934e4-7d27-4102-91fa-1200c4b2fb41',
      'messaging.message.id': 'a83eacee-0226-47a9-9e5e-02dc4036806f',
      'langgraph.thread_id': '5e589944-9184-4acb-8039-52e72c58502c',
    },
    canaries: [],
    keep: [
      'b200b7901ced06ae8fd75e4f5820328c',
      '2949df22a9003064',
      'd8c934e4-7d27-4102-91fa-1200c4b2fb41',
      'a83eacee-0226-47a9-9e5e-02dc4036806f',
      '5e589944-9184-4acb-8039-52e72c58502c',
    ],
  },
  {
    id: 'b2-n-07-versions-and-build',
    family: 'negative',
    attributes: {
      'service.version': '4.12.3',
      'deployment.environment.name': 'production',
      'vcs.ref.head.revision': 'e1cdc93f3bc4dfbfe1551cae138a248807578e36',
      'build.id': '20261204.3',
      'app.dependency.langchain_core': '^0.3.21 || >=0.4.0-rc.1',
      'telemetry.sdk.version': '1.28.2',
    },
    canaries: [],
    keep: ['4.12.3', 'e1cdc93f3bc4dfbfe1551cae138a248807578e36', '20261204.3', '^0.3.21 || >=0.4.0-rc.1'],
  },
  {
    id: 'b2-n-08-ci-and-container-paths',
    family: 'negative',
    attributes: {
      'code.filepath': '/home/runner/work/support-bot/support-bot/src/agents/router.py',
      'code.function': 'route_intent',
      'code.lineno': 142,
      'process.executable.path': '/app/.venv/bin/python3.12',
      'process.command_args': ['/app/.venv/bin/python3.12', '-m', 'uvicorn', 'app.main:api'],
    },
    canaries: [],
    keep: [
      '/home/runner/work/support-bot/support-bot/src/agents/router.py',
      '/app/.venv/bin/python3.12',
      'route_intent',
    ],
  },
  {
    id: 'b2-n-09-cron-and-flags',
    family: 'negative',
    attributes: {
      'job.name': 'reindex-kb-nightly',
      'job.schedule': '0 */6 * * *',
      'feature_flag.key': 'rag.rerank.cohere_v3',
      'feature_flag.result.variant': 'on',
      'feature_flag.provider.name': 'LaunchDarkly',
    },
    canaries: [],
    keep: ['reindex-kb-nightly', '0 */6 * * *', 'rag.rerank.cohere_v3', 'LaunchDarkly'],
  },
  {
    id: 'b2-n-10-product-lookup',
    family: 'negative',
    attributes: {
      'gen_ai.tool.name': 'get_product',
      'gen_ai.tool.call.result': j({
        sku: 'SKU-TX-4471-BLK',
        name: 'Aurora ANC Headphones',
        brand: 'Sonvik',
        price: { amount: '249.00', currency: 'EUR' },
        stock: { warehouse: 'FRA-2', available: 118 },
        ships_from: 'Rotterdam',
        country_of_origin: 'DK',
      }),
    },
    canaries: [],
    keep: ['SKU-TX-4471-BLK', 'Aurora ANC Headphones', 'Sonvik', '249.00', 'FRA-2', 'Rotterdam'],
  },
  {
    id: 'b2-n-11-product-manual-chunk',
    family: 'negative',
    attributes: {
      'retrieval.documents.0.document.content':
        'Replace the filter cartridge (part 7021-4410-003) every 6 months. Torque the housing to 12–15 Nm. Error E-214 indicates a blocked intake; call service line code 0800-SVC after checking the 230 V supply.',
      'retrieval.documents.0.document.metadata': j({
        source: 'manuals/aq-300/en.pdf',
        page: 37,
        revision: '2026-03',
      }),
    },
    canaries: [],
    keep: ['7021-4410-003', 'E-214', '12–15 Nm', 'manuals/aq-300/en.pdf'],
  },
  {
    id: 'b2-n-12-python-timeout',
    family: 'negative',
    attributes: {
      'exception.type': 'httpx.ReadTimeout',
      'exception.message': 'timed out',
      'exception.stacktrace':
        'Traceback (most recent call last):\n  File "/app/src/llm/client.py", line 88, in complete\n    resp = await self._http.post(url, json=payload, timeout=60.0)\n  File "/app/.venv/lib/python3.12/site-packages/httpx/_client.py", line 1859, in post\nhttpx.ReadTimeout: timed out',
    },
    canaries: [],
    keep: ['/app/src/llm/client.py', 'httpx.ReadTimeout', 'line 1859'],
  },
  {
    id: 'b2-n-13-java-timeout',
    family: 'negative',
    attributes: {
      'exception.type': 'java.util.concurrent.TimeoutException',
      'exception.message': 'Waited 30000 ms for RerankerClient@5f2b1c (pool=reranker-pool-3)',
      'exception.stacktrace':
        'java.util.concurrent.TimeoutException: Waited 30000 ms for RerankerClient@5f2b1c (pool=reranker-pool-3)\n\tat com.google.common.util.concurrent.AbstractFuture.get(AbstractFuture.java:508)\n\tat io.tracehold.demo.rag.Reranker.rank(Reranker.java:77)',
    },
    canaries: [],
    keep: ['RerankerClient@5f2b1c', 'reranker-pool-3', 'io.tracehold.demo.rag.Reranker.rank(Reranker.java:77)'],
  },
  {
    id: 'b2-n-14-batch-log',
    family: 'negative',
    attributes: {
      'log.severity': 'INFO',
      message: 'Processed batch 4471/5000 in 2381 ms (p95=412 ms, retries=0, tokens=1,284,330)',
      'service.name': 'embedding-worker',
    },
    canaries: [],
    keep: ['Processed batch 4471/5000 in 2381 ms', 'tokens=1,284,330', 'embedding-worker'],
  },
  {
    id: 'b2-n-15-embedding-cache-key',
    family: 'negative',
    attributes: {
      'cache.system': 'redis',
      'cache.key': 'emb:v3:text-embedding-3-large:sha256:7e70c4550a602b6ccca49a4c49803d3053d410c270ff8b116e430ee27a40ced2',
      'cache.hit': true,
    },
    canaries: [],
    keep: ['text-embedding-3-large', '7e70c4550a602b6ccca49a4c49803d3053d410c270ff8b116e430ee27a40ced2'],
  },
  {
    id: 'b2-n-16-reindex-job-message',
    family: 'negative',
    attributes: {
      'messaging.system': 'rabbitmq',
      'messaging.destination.name': 'jobs.reindex',
      'messaging.message.body': j({
        job_id: '92f2632c-c5b4-4a66-8cb2-3cdd26abca34',
        type: 'reindex',
        collection: 'kb_articles_v7',
        shard: 3,
        enqueued_at: '2026-12-06T02:00:00Z',
      }),
    },
    canaries: [],
    keep: ['92f2632c-c5b4-4a66-8cb2-3cdd26abca34', 'kb_articles_v7', '2026-12-06T02:00:00Z', 'jobs.reindex'],
  },
  {
    id: 'b2-n-17-shipping-notice-de-ja',
    family: 'negative',
    attributes: {
      'gen_ai.completion.0.content':
        'Ihre Bestellung ORD-DE-330918 wird aus unserem Lager in Hamburg versandt und trifft in 2–3 Werktagen ein.',
      'gen_ai.completion.1.content': 'ご注文 ORD-JP-20261206-44 は東京倉庫から発送されます。',
    },
    canaries: [],
    keep: ['ORD-DE-330918', 'Hamburg', 'ORD-JP-20261206-44', '東京倉庫'],
  },
  {
    id: 'b2-n-18-http-server-route',
    family: 'negative',
    attributes: {
      'http.request.method': 'GET',
      'http.route': '/api/v2/tenants/{tenant_id}/invoices/{invoice_id}',
      'url.path': '/api/v2/tenants/acme-gmbh/invoices/INV-2026-00988',
      'http.response.status_code': 404,
      'server.address': 'billing.tracehold-demo.internal',
      'network.protocol.version': '2',
    },
    canaries: [],
    keep: [
      '/api/v2/tenants/{tenant_id}/invoices/{invoice_id}',
      'INV-2026-00988',
      'billing.tracehold-demo.internal',
    ],
  },
  {
    id: 'b2-n-19-flight-search-result',
    family: 'negative',
    attributes: {
      'gen_ai.tool.name': 'search_flights',
      'gen_ai.tool.call.result': j({
        flight: 'LH2036',
        from: 'MUC',
        to: 'CPH',
        departs: '2026-12-18T07:25:00+01:00',
        fare: { amount: '189.40', currency: 'EUR' },
        aircraft: 'A320neo',
        status: 'ON_TIME',
      }),
    },
    canaries: [],
    keep: ['LH2036', '2026-12-18T07:25:00+01:00', '189.40', 'A320neo'],
  },
  {
    id: 'b2-n-20-k8s-resource-and-state',
    family: 'negative',
    attributes: {
      'host.name': 'ip-10-0-12-34.eu-west-1.compute.internal',
      'k8s.pod.name': 'rag-worker-7c9f6d8b5-x2kqp',
      'container.image.name': 'ghcr.io/acme/rag-worker:1.8.0-rc.2',
      'cloud.region': 'eu-west-1',
      'langgraph.state':
        "{'messages': [], 'next': 'supervisor', 'iteration': 3, 'plan': ['fetch_invoice', 'summarize'], 'invoice_id': 'INV-2026-01204'}",
    },
    canaries: [],
    keep: [
      'ip-10-0-12-34.eu-west-1.compute.internal',
      'rag-worker-7c9f6d8b5-x2kqp',
      'ghcr.io/acme/rag-worker:1.8.0-rc.2',
      'INV-2026-01204',
    ],
  },
];

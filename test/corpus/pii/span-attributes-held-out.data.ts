/**
 * Held-out personal-data test set for span-attribute redaction.
 *
 * Written on 2026-12-06 by a helper session that read neither the redaction
 * detectors nor any other test data in this repository (only schemas/span.ts,
 * for the attribute value type). Every person, number and secret is invented.
 *
 * Each case is a set of span attributes as an instrumented LLM application or
 * a service around it would set them: OpenLLMetry (`gen_ai.prompt.N.*`,
 * `traceloop.entity.*`), OpenInference (`input.value`, `llm.input_messages.*`,
 * `retrieval.documents.N.document.content`), GenAI semantic conventions
 * (`gen_ai.tool.call.arguments`, `gen_ai.input.messages`), HTTP, database,
 * messaging and exception conventions, and custom `app.*` keys. Personal data
 * is planted inside JSON-valued strings, exception messages and stack traces,
 * URLs and free text in several languages: e-mail addresses, phone numbers,
 * names, street addresses, dates of birth, IBANs, Luhn-valid card numbers,
 * national ids (US SSN, UK NINO and NHS number, German Steuer-ID, French NIR,
 * Spanish DNI/NIE, Italian codice fiscale, Dutch BSN, Polish PESEL, Portuguese
 * NIF, Indian Aadhaar/PAN, Brazilian CPF), passports, driving licences,
 * licence plates, medical record numbers, end-user IP addresses, coordinates,
 * handles, passwords, API keys and tokens.
 *
 * `canaries` must not survive redaction; `keep` are neighbouring values and
 * look-alikes (order ids, trace ids, model names, timestamps, SKUs, ...) that
 * are not personal data and should survive unchanged. Cases of family
 * 'negative' contain no personal data at all.
 */

import type { SpanAttributeCase } from './span-attributes-measure.ts';

export type { SpanAttributeCase };

export const SPAN_ATTRIBUTE_CASES: SpanAttributeCase[] = [
  // ---------------------------------------------------------------------------
  // Tool-call arguments and results as JSON strings
  // ---------------------------------------------------------------------------
  {
    id: 'tool-01',
    family: 'tool-args-json',
    attributes: {
      'gen_ai.operation.name': 'execute_tool',
      'gen_ai.tool.name': 'send_email',
      'gen_ai.tool.call.id': 'call_8fK2pQz1LmW3',
      'gen_ai.tool.call.arguments': JSON.stringify({
        to: 'annika.bergstroem@posteo.de',
        subject: 'Ihre Bestellung ORD-2024-118734 wurde versandt',
        body: 'Hallo Annika Bergström, Ihre Sendung ist unterwegs. Voraussichtliche Zustellung: 2026-12-09.',
      }),
    },
    canaries: ['annika.bergstroem@posteo.de', 'Annika Bergström'],
    keep: ['ORD-2024-118734', 'call_8fK2pQz1LmW3', '2026-12-09'],
  },
  {
    id: 'tool-02',
    family: 'tool-args-json',
    attributes: {
      'traceloop.span.kind': 'tool',
      'traceloop.entity.name': 'create_support_ticket',
      'traceloop.entity.input': JSON.stringify({
        args: [],
        kwargs: {
          customer: {
            name: 'Marcus Oyelaran',
            phone: '+44 7911 482093',
            email: 'm.oyelaran@btinternet.com',
          },
          priority: 'high',
          subject: 'Refund not received for RMA-55120',
        },
      }),
      'traceloop.entity.output': JSON.stringify({ ticket_id: 'ZD-884213', status: 'open' }),
    },
    canaries: ['Marcus Oyelaran', '+44 7911 482093', 'm.oyelaran@btinternet.com'],
    keep: ['RMA-55120', 'create_support_ticket', 'ZD-884213'],
  },
  {
    id: 'tool-03',
    family: 'tool-args-json',
    attributes: {
      'gen_ai.system': 'openai',
      'gen_ai.request.model': 'gpt-4o-2024-08-06',
      'gen_ai.completion.0.finish_reason': 'tool_calls',
      'gen_ai.completion.0.tool_calls.0.name': 'book_appointment',
      'gen_ai.completion.0.tool_calls.0.arguments': JSON.stringify({
        patient: {
          full_name: 'Luca Ferraresi',
          codice_fiscale: 'FRRLCU88D15H501M',
          date_of_birth: '1988-04-15',
        },
        clinic_id: 'CLN-ROMA-03',
        slot: '2026-12-11T09:30:00+01:00',
      }),
    },
    canaries: ['Luca Ferraresi', 'FRRLCU88D15H501M', '1988-04-15'],
    keep: ['CLN-ROMA-03', '2026-12-11T09:30:00+01:00', 'gpt-4o-2024-08-06'],
  },
  {
    id: 'tool-04',
    family: 'tool-args-json',
    attributes: {
      'gen_ai.operation.name': 'execute_tool',
      'gen_ai.tool.name': 'initiate_sepa_transfer',
      'gen_ai.tool.call.id': 'toolu_01HkQ7vX2mR9tLp3WcN8yZ4d',
      'gen_ai.tool.call.arguments': JSON.stringify({
        debtor_iban: 'DE26760700240348512690',
        creditor: { name: 'Hélène Marchetti-Roux', iban: 'FR1420041010050500013M02606' },
        amount: { value: '1250.00', currency: 'EUR' },
        remittance_info: 'INV-88213 Miete Dezember',
      }),
    },
    canaries: ['DE26760700240348512690', 'Hélène Marchetti-Roux', 'FR1420041010050500013M02606'],
    keep: ['INV-88213', '1250.00', 'initiate_sepa_transfer'],
  },
  {
    id: 'tool-05',
    family: 'tool-result-json',
    attributes: {
      'openinference.span.kind': 'TOOL',
      'tool.name': 'lookup_customer',
      'input.value': JSON.stringify({ ssn: '527-48-1936', last_name: 'Whitcombe' }),
      'input.mime_type': 'application/json',
      'output.value': JSON.stringify({
        customer_id: 'CUS-0091827',
        full_name: 'Darnell Whitcombe',
        plan: 'gold',
        customer_since: '2019-03-01',
      }),
      'output.mime_type': 'application/json',
    },
    canaries: ['527-48-1936', 'Whitcombe', 'Darnell Whitcombe'],
    keep: ['CUS-0091827', '2019-03-01', 'lookup_customer'],
  },
  {
    id: 'tool-06',
    family: 'tool-args-json',
    attributes: {
      'gen_ai.system': 'anthropic',
      'gen_ai.request.model': 'claude-3-5-sonnet-20241022',
      'gen_ai.completion.0.tool_calls.0.id': 'toolu_01Abx93KqLm2ZrT8vW4ePf7s',
      'gen_ai.completion.0.tool_calls.0.name': 'update_shipping_address',
      'gen_ai.completion.0.tool_calls.0.arguments': JSON.stringify({
        order_id: 'ORD-2025-440918',
        recipient: 'Jonas Wiedemeyer',
        address: {
          street: 'Kastanienallee 41',
          extra: 'Hinterhaus, 3. OG',
          postal_code: '10435',
          city: 'Berlin',
          country: 'DE',
        },
      }),
    },
    canaries: ['Jonas Wiedemeyer', 'Kastanienallee 41'],
    keep: ['ORD-2025-440918', 'claude-3-5-sonnet-20241022', 'update_shipping_address'],
  },
  {
    id: 'tool-07',
    family: 'tool-args-json',
    attributes: {
      'gen_ai.operation.name': 'execute_tool',
      'gen_ai.tool.name': 'charge_card',
      'gen_ai.tool.call.arguments': JSON.stringify({
        payment_method: { type: 'card', number: '4147209318564724', exp_month: 9, exp_year: 2028 },
        amount_cents: 8990,
        currency: 'usd',
        line_items: [{ sku: 'SKU-TSHIRT-BLK-L', qty: 2 }],
      }),
    },
    canaries: ['4147209318564724'],
    keep: ['SKU-TSHIRT-BLK-L', 'charge_card'],
  },
  {
    id: 'tool-08',
    family: 'tool-args-json',
    attributes: {
      'gen_ai.operation.name': 'execute_tool',
      'gen_ai.tool.name': 'verify_kyc',
      'gen_ai.tool.call.arguments': JSON.stringify({
        data: {
          document_type: 'passport',
          passport_number: 'P4827391',
          pan: 'BXKPS4827L',
          name: 'Rohan Sethuraman',
        },
        provider: 'digilocker',
      }),
    },
    canaries: ['P4827391', 'BXKPS4827L', 'Rohan Sethuraman'],
    keep: ['verify_kyc', 'digilocker'],
  },
  {
    id: 'tool-09',
    family: 'tool-args-json',
    attributes: {
      'gen_ai.system': 'openai',
      'gen_ai.request.model': 'gpt-4o-mini-2024-07-18',
      'gen_ai.completion.0.tool_calls.0.name': 'cadastrar_cliente',
      'gen_ai.completion.0.tool_calls.0.arguments': JSON.stringify({
        nome: 'Thaís Albuquerque Nogueira',
        cpf: '384.917.262-76',
        celular: '+55 11 98734-2156',
        endereco: 'Rua Augusta, 1508, apto 42, São Paulo - SP, 01304-001',
      }),
    },
    canaries: ['Thaís Albuquerque Nogueira', '384.917.262-76', '+55 11 98734-2156', 'Rua Augusta, 1508, apto 42'],
    keep: ['cadastrar_cliente', 'gpt-4o-mini-2024-07-18'],
  },
  {
    id: 'tool-10',
    family: 'tool-args-json',
    attributes: {
      'openinference.span.kind': 'TOOL',
      'tool.name': 'registreer_patient',
      'tool.description': 'Registreert een nieuwe patiënt bij de huisartsenpraktijk.',
      'input.value': JSON.stringify({
        naam: 'Femke van der Sluijs',
        bsn: '236458711',
        telefoon: '06-48291735',
        praktijk: 'Huisartsenpraktijk De Linde',
      }),
      'input.mime_type': 'application/json',
    },
    canaries: ['Femke van der Sluijs', '236458711', '06-48291735'],
    keep: ['registreer_patient', 'Huisartsenpraktijk De Linde'],
  },
  {
    id: 'tool-11',
    family: 'tool-args-json',
    attributes: {
      'gen_ai.operation.name': 'execute_tool',
      'gen_ai.tool.name': 'zaloz_konto',
      'gen_ai.tool.call.arguments': JSON.stringify({
        kwargs: {
          imie_nazwisko: 'Zofia Wróblewska-Kurek',
          pesel: '92031184620',
          adres: 'ul. Piotrkowska 118 m. 7, 90-006 Łódź',
          uwagi: 'Klientka prosi o kontakt SMS-em pod numer +48 601 482 937, nie dzwonić przed 16:00.',
        },
        produkt: 'KONTO-OSOBISTE-PLUS',
      }),
    },
    canaries: ['Zofia Wróblewska-Kurek', '92031184620', '+48 601 482 937', 'ul. Piotrkowska 118 m. 7'],
    keep: ['zaloz_konto', 'KONTO-OSOBISTE-PLUS'],
  },
  {
    id: 'tool-12',
    family: 'tool-args-json',
    attributes: {
      'openinference.span.kind': 'LLM',
      'llm.model_name': 'gpt-4.1-2025-04-14',
      'llm.output_messages.0.message.role': 'assistant',
      'llm.output_messages.0.message.tool_calls.0.tool_call.function.name': 'schedule_meeting',
      'llm.output_messages.0.message.tool_calls.0.tool_call.function.arguments': JSON.stringify({
        title: 'Q1 roadmap sync',
        start: '2026-12-14T15:00:00Z',
        duration_minutes: 45,
        attendees: [
          { email: 'priya.raghunathan@northwind-labs.io' },
          { email: 'tobias.feldkamp@gmx.net', optional: true },
        ],
        room: 'Everest-4F',
      }),
    },
    canaries: ['priya.raghunathan@northwind-labs.io', 'tobias.feldkamp@gmx.net'],
    keep: ['Q1 roadmap sync', '2026-12-14T15:00:00Z', 'Everest-4F', 'gpt-4.1-2025-04-14'],
  },
  {
    id: 'tool-13',
    family: 'tool-args-json',
    attributes: {
      'gen_ai.operation.name': 'execute_tool',
      'gen_ai.tool.name': 'alta_suministro',
      'gen_ai.tool.call.arguments': JSON.stringify({
        payload: {
          titular: 'Begoña Etxeberria Olano',
          dni: '48291736Q',
          direccion: 'Calle de Embajadores 87, 3º B, 28012 Madrid',
          iban: 'ES6201822370420208391746',
        },
        tarifa: '2.0TD',
      }),
    },
    canaries: ['Begoña Etxeberria Olano', '48291736Q', 'Calle de Embajadores 87, 3º B', 'ES6201822370420208391746'],
    keep: ['alta_suministro', '2.0TD'],
  },
  {
    id: 'tool-14',
    family: 'tool-result-json',
    attributes: {
      'traceloop.span.kind': 'tool',
      'traceloop.entity.name': 'get_order_status',
      'traceloop.entity.input': JSON.stringify({ args: ['ORD-77-310552'], kwargs: {} }),
      'traceloop.entity.output': JSON.stringify({
        order: {
          id: 'ORD-77-310552',
          status: 'in_transit',
          carrier: 'UPS',
          ship_to: {
            name: 'Kwame Asante-Boateng',
            line1: '27 Elmhurst Crescent',
            city: 'Leeds',
            postcode: 'LS8 2QJ',
          },
          items: [{ sku: 'SKU-4410-GRY', qty: 1, price: 129.0 }],
        },
      }),
    },
    canaries: ['Kwame Asante-Boateng', '27 Elmhurst Crescent', 'LS8 2QJ'],
    keep: ['ORD-77-310552', 'SKU-4410-GRY', 'in_transit'],
  },

  // ---------------------------------------------------------------------------
  // Retrieved documents (RAG)
  // ---------------------------------------------------------------------------
  {
    id: 'rag-01',
    family: 'rag-document',
    attributes: {
      'openinference.span.kind': 'RETRIEVER',
      'input.value': 'What plan is the customer on and when does it renew?',
      'retrieval.documents.0.document.id': 'crm-acct-0042917',
      'retrieval.documents.0.document.score': 0.8731,
      'retrieval.documents.0.document.content': JSON.stringify({
        account: { id: 'ACC-0042917', plan: 'Business Plus', renews_on: '2027-01-31' },
        contact: {
          name: 'Sigrún Halldórsdóttir',
          email: 'sigrun.h@simnet.is',
          phone: '+354 862 4719',
        },
      }),
      'retrieval.documents.0.document.metadata': JSON.stringify({ source: 'salesforce', object: 'Account' }),
    },
    canaries: ['Sigrún Halldórsdóttir', 'sigrun.h@simnet.is', '+354 862 4719'],
    keep: ['crm-acct-0042917', 'ACC-0042917', 'Business Plus', '2027-01-31'],
  },
  {
    id: 'rag-02',
    family: 'rag-document',
    attributes: {
      'openinference.span.kind': 'RETRIEVER',
      'input.value': 'FRITZ!Box verliert DSL nach Update',
      'retrieval.documents.0.document.id': 'zendesk-48213',
      'retrieval.documents.0.document.content':
        'Ticket #48213 – Kundin: Dr. Friederike Assmann-Teichert, Tel. 0176 48291735, E-Mail f.assmann-teichert@web.de. Problem: FRITZ!Box 7590 verliert nach Firmware 7.57 die DSL-Verbindung.',
      'retrieval.documents.1.document.id': 'kb-dsl-0113',
      'retrieval.documents.1.document.content':
        'Bekanntes Problem: Nach dem Update auf 7.57 muss das DSL-Profil neu geladen werden.',
    },
    canaries: ['Friederike Assmann-Teichert', '0176 48291735', 'f.assmann-teichert@web.de'],
    keep: ['Ticket #48213', 'FRITZ!Box 7590', 'kb-dsl-0113', 'DSL-Profil neu geladen'],
  },
  {
    id: 'rag-03',
    family: 'rag-document',
    attributes: {
      'openinference.span.kind': 'RETRIEVER',
      'retrieval.documents.0.document.id': 'mutuelle-kb-2291',
      'retrieval.documents.0.document.content':
        'Dossier assuré : Mme Clémence Vasseur-Ybarra, née le 14/07/1985, NIR 2 85 07 75 112 348 08, domiciliée 12 rue des Lilas, 69003 Lyon. Formule souscrite : FORMULE-CONFORT-3.',
      'retrieval.documents.0.document.score': 0.7912,
    },
    canaries: ['Clémence Vasseur-Ybarra', '14/07/1985', '2 85 07 75 112 348 08', '12 rue des Lilas'],
    keep: ['mutuelle-kb-2291', 'FORMULE-CONFORT-3'],
  },
  {
    id: 'rag-04',
    family: 'rag-document',
    attributes: {
      'traceloop.span.kind': 'task',
      'traceloop.entity.name': 'VectorStoreRetriever',
      'traceloop.entity.output': JSON.stringify([
        {
          page_content:
            'Personalstammblatt – Mitarbeiter: Henrik Vogelsang, Steuer-ID 47291038641, Bankverbindung DE50120300000018273645, Entgeltgruppe E13.',
          metadata: { source: 'hr/stammdaten/2026/q3.pdf', page: 4 },
        },
      ]),
    },
    canaries: ['Henrik Vogelsang', '47291038641', 'DE50120300000018273645'],
    keep: ['hr/stammdaten/2026/q3.pdf', 'Entgeltgruppe E13'],
  },
  {
    id: 'rag-05',
    family: 'rag-document',
    attributes: {
      'openinference.span.kind': 'RETRIEVER',
      'retrieval.documents.0.document.id': 'doc-ehr-551',
      'retrieval.documents.0.document.content':
        'Discharge summary. Patient: Evelyn Marsh-Okafor  MRN: 00482913  DOB: 03/22/1961. Diagnosis: community-acquired pneumonia; treated with ceftriaxone 1 g IV q24h.',
    },
    canaries: ['Evelyn Marsh-Okafor', '00482913', '03/22/1961'],
    keep: ['doc-ehr-551', 'ceftriaxone 1 g IV q24h'],
  },
  {
    id: 'rag-06',
    family: 'rag-document',
    attributes: {
      'openinference.span.kind': 'RETRIEVER',
      'retrieval.documents.0.document.id': 'complaint-mh-20391',
      'retrieval.documents.0.document.content':
        'Grahak ka naam: Ananya Deshpande. Aadhaar: 5291 7364 0281. Mobile: +91 98201 47362. Shikayat: bijli ka bill do baar kata gaya, Bill No. MSEB-2026-118830.',
    },
    canaries: ['Ananya Deshpande', '5291 7364 0281', '+91 98201 47362'],
    keep: ['MSEB-2026-118830', 'complaint-mh-20391'],
  },
  {
    id: 'rag-07',
    family: 'rag-document',
    attributes: {
      'openinference.span.kind': 'RETRIEVER',
      'retrieval.documents.0.document.id': 'inquiry-jp-558201',
      'retrieval.documents.0.document.content':
        'お客様情報：佐々木 美咲様（ササキ ミサキ）、電話 090-4827-3916、住所 東京都世田谷区経堂3-14-9。ご注文番号 JP-ORD-558201 の配送について問い合わせあり。',
    },
    canaries: ['佐々木 美咲', 'ササキ ミサキ', '090-4827-3916', '東京都世田谷区経堂3-14-9'],
    keep: ['JP-ORD-558201'],
  },
  {
    id: 'rag-08',
    family: 'rag-document',
    attributes: {
      'openinference.span.kind': 'RETRIEVER',
      'retrieval.documents.0.document.id': 'contratos-pt-20931',
      'retrieval.documents.0.document.content':
        'Contrato n.º PT-CT-20931. Titular: Inês Carvalhais Moura, NIF 248 391 720, morada Rua do Almada 214, 4050-032 Porto. Contacto: +351 912 847 361.',
    },
    canaries: ['Inês Carvalhais Moura', '248 391 720', 'Rua do Almada 214', '+351 912 847 361'],
    keep: ['PT-CT-20931'],
  },
  {
    id: 'rag-09',
    family: 'rag-document',
    attributes: {
      'openinference.span.kind': 'RETRIEVER',
      'retrieval.documents.0.document.id': 'mailbox-assistenza-90127',
      'retrieval.documents.0.document.content':
        'Da: Giulia Bianchetti <giulia.bianchetti@libero.it>\nOggetto: Voltura contratto luce\n\nBuongiorno, vi invio il mio codice fiscale BNCGLI92C47F205E per la voltura. Potete richiamarmi al 347 182 9450?',
    },
    canaries: ['Giulia Bianchetti', 'giulia.bianchetti@libero.it', 'BNCGLI92C47F205E', '347 182 9450'],
    keep: ['mailbox-assistenza-90127', 'Voltura contratto luce'],
  },
  {
    id: 'rag-10',
    family: 'rag-document',
    attributes: {
      'openinference.span.kind': 'RETRIEVER',
      'input.value': 'Can I still return my order?',
      'retrieval.documents.0.document.id': 'policy-returns-v3.2',
      'retrieval.documents.0.document.content':
        'Return policy v3.2: items can be returned within 30 days of delivery. Refunds are issued to the original payment method within 5–7 business days.',
      'retrieval.documents.1.document.id': 'chat-2026-10-18-0071',
      'retrieval.documents.1.document.content':
        'Chat transcript 2026-10-18: customer Bartholomew Quayle-Ndiaye (bquayle.ndiaye@icloud.com) asked about returning order ORD-2026-771045.',
    },
    canaries: ['Bartholomew Quayle-Ndiaye', 'bquayle.ndiaye@icloud.com'],
    keep: ['Return policy v3.2', 'within 30 days of delivery', 'ORD-2026-771045', 'policy-returns-v3.2'],
  },

  // ---------------------------------------------------------------------------
  // Exceptions: messages and stack traces
  // ---------------------------------------------------------------------------
  {
    id: 'err-01',
    family: 'error-message',
    attributes: {
      'exception.type': 'psycopg.errors.UniqueViolation',
      'exception.message':
        'duplicate key value violates unique constraint "users_email_key"\nDETAIL:  Key (email)=(liv.haugland@protonmail.com) already exists.',
      'exception.stacktrace':
        'Traceback (most recent call last):\n  File "/srv/app/repositories/users.py", line 88, in create_user\n    cur.execute(INSERT_USER, params)\npsycopg.errors.UniqueViolation: duplicate key value violates unique constraint "users_email_key"\nDETAIL:  Key (email)=(liv.haugland@protonmail.com) already exists.',
      'exception.escaped': true,
    },
    canaries: ['liv.haugland@protonmail.com'],
    keep: ['users_email_key', '/srv/app/repositories/users.py'],
  },
  {
    id: 'err-02',
    family: 'error-message',
    attributes: {
      'exception.type': 'Error',
      'exception.message': "ENOENT: no such file or directory, open '/home/dvolkov/projects/assistant/.env.local'",
      'exception.stacktrace':
        "Error: ENOENT: no such file or directory, open '/home/dvolkov/projects/assistant/.env.local'\n    at Object.openSync (node:fs:573:18)\n    at loadEnv (/home/dvolkov/projects/assistant/src/config.ts:14:22)",
    },
    canaries: ['dvolkov'],
    keep: ['node:fs:573:18', 'src/config.ts:14:22'],
  },
  {
    id: 'err-03',
    family: 'error-message',
    attributes: {
      'exception.type': 'StripeCardError',
      'exception.message':
        'Your card was declined. (request req_Q8zLm20XkP4aTb; card 5457 6238 9104 5276; decline_code insufficient_funds)',
      'http.response.status_code': 402,
    },
    canaries: ['5457 6238 9104 5276'],
    keep: ['req_Q8zLm20XkP4aTb', 'insufficient_funds'],
  },
  {
    id: 'err-04',
    family: 'error-message',
    attributes: {
      'exception.type': 'KeyError',
      'exception.message': "'postal_code'",
      'exception.stacktrace':
        'Traceback (most recent call last):\n  File "/app/agents/shipping.py", line 141, in normalize\n    return addr["postal_code"]\nKeyError: \'postal_code\'\n\nLocals: addr={\'name\': \'Ifeoma Chukwuemeka\', \'line1\': \'Plot 14, Admiralty Way, Lekki Phase 1\', \'phone\': \'+234 803 482 9175\'}',
    },
    canaries: ['Ifeoma Chukwuemeka', 'Plot 14, Admiralty Way', '+234 803 482 9175'],
    keep: ['/app/agents/shipping.py', "KeyError: 'postal_code'"],
  },
  {
    id: 'err-05',
    family: 'error-message',
    attributes: {
      'exception.type': 'ClienteNoEncontradoError',
      'exception.message':
        'No existe ningún cliente con NIE Y4720158C ni con el teléfono 612 847 305 (tienda TDA-0418)',
      'exception.stacktrace':
        'ClienteNoEncontradoError: No existe ningún cliente con NIE Y4720158C ni con el teléfono 612 847 305 (tienda TDA-0418)\n    at ClientesService.buscar (/app/dist/clientes/service.js:212:11)',
    },
    canaries: ['Y4720158C', '612 847 305'],
    keep: ['TDA-0418', '/app/dist/clientes/service.js:212:11'],
  },
  {
    id: 'err-06',
    family: 'error-message',
    attributes: {
      'exception.type': 'NotifierPanic',
      'exception.message':
        'SendSMS(to="+61 412 839 047", body="Hi Saoirse Fitzgerald-Byrne, your parcel PCL-88123 is out for delivery"): nil pointer dereference',
      'exception.stacktrace':
        'panic: runtime error: invalid memory address or nil pointer dereference\n[signal SIGSEGV: segmentation violation code=0x1 addr=0x18 pc=0x9a3f21]\n\ngoroutine 47 [running]:\nmain.(*Notifier).SendSMS(0x0, {0xc0001a4000, 0x10}, {0xc0002b8030, 0x45})\n\t/build/cmd/notifier/sms.go:77 +0x41',
    },
    canaries: ['+61 412 839 047', 'Saoirse Fitzgerald-Byrne'],
    keep: ['PCL-88123', '/build/cmd/notifier/sms.go:77'],
  },
  {
    id: 'err-07',
    family: 'error-message',
    attributes: {
      'exception.type': 'openai.AuthenticationError',
      'exception.message':
        "Error code: 401 - {'error': {'message': 'Incorrect API key provided: sk-proj-cNNUOdr5lxQRSXd1VC6EQKP88BHT2qmWpFjtwHq34YNVyq5O', 'type': 'invalid_request_error', 'code': 'invalid_api_key'}}",
      'gen_ai.request.model': 'gpt-4o-2024-08-06',
    },
    canaries: ['sk-proj-cNNUOdr5lxQRSXd1VC6EQKP88BHT2qmWpFjtwHq34YNVyq5O'],
    keep: ['Error code: 401', 'invalid_api_key', 'gpt-4o-2024-08-06'],
  },

  // ---------------------------------------------------------------------------
  // HTTP: URLs, query strings, headers, client addresses
  // ---------------------------------------------------------------------------
  {
    id: 'http-01',
    family: 'http',
    attributes: {
      'http.request.method': 'GET',
      'url.full': 'https://api.shop-backend.example/v2/customers/by-email/olga.petrenko%40ukr.net/orders?limit=20&status=open',
      'url.path': '/v2/customers/by-email/olga.petrenko%40ukr.net/orders',
      'http.response.status_code': 200,
      'server.address': 'api.shop-backend.example',
    },
    canaries: ['olga.petrenko%40ukr.net'],
    keep: ['api.shop-backend.example', '/v2/customers/by-email/', 'limit=20&status=open'],
  },
  {
    id: 'http-02',
    family: 'http',
    attributes: {
      'http.request.method': 'GET',
      'url.full':
        'https://crm.internal.example/api/contacts/search?phone=0612458930&name=Ren%C3%A9e%20Dubois-Laffitte&page=1',
      'url.query': 'phone=0612458930&name=Ren%C3%A9e%20Dubois-Laffitte&page=1',
      'http.response.status_code': 200,
    },
    canaries: ['0612458930', 'Dubois-Laffitte'],
    keep: ['/api/contacts/search', 'page=1'],
  },
  {
    id: 'http-03',
    family: 'http',
    attributes: {
      'http.request.method': 'POST',
      'url.full': 'https://api.anthropic.com/v1/messages',
      'server.address': 'api.anthropic.com',
      'http.request.header.x-api-key': [
        'sk-ant-api03-japuMPucPhBFy5oXuS5mPHQCzW1KJONcPKAXel05SHdPw4IK3Xqk1LhnaISw3IsGX4YmptBCPOkBnEEucg5AseAA',
      ],
      'http.request.header.anthropic-version': ['2023-06-01'],
      'http.response.status_code': 200,
    },
    canaries: [
      'sk-ant-api03-japuMPucPhBFy5oXuS5mPHQCzW1KJONcPKAXel05SHdPw4IK3Xqk1LhnaISw3IsGX4YmptBCPOkBnEEucg5AseAA',
    ],
    keep: ['https://api.anthropic.com/v1/messages', '2023-06-01'],
  },
  {
    id: 'http-04',
    family: 'http',
    attributes: {
      'http.request.method': 'POST',
      'http.route': '/v1/chat/completions',
      'client.address': '84.137.22.195',
      'http.request.header.x-forwarded-for': ['84.137.22.195, 10.12.0.7'],
      'http.request.header.authorization': [
        'Bearer eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiJjdXN0XzQwOTE3IiwibmFtZSI6IlJhZmFlbCBRdWludGFuaWxoYSIsImlhdCI6MTc2NDk1MDQwMH0.T_pgyzR0WrPLTDHjXPi4Rbk_UWD5ASMmsNeDFPFWLSO',
      ],
      'user_agent.original':
        'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_6) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.6 Safari/605.1.15',
      'http.response.status_code': 200,
    },
    canaries: [
      '84.137.22.195',
      'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiJjdXN0XzQwOTE3IiwibmFtZSI6IlJhZmFlbCBRdWludGFuaWxoYSIsImlhdCI6MTc2NDk1MDQwMH0.T_pgyzR0WrPLTDHjXPi4Rbk_UWD5ASMmsNeDFPFWLSO',
    ],
    keep: ['/v1/chat/completions'],
  },
  {
    id: 'http-05',
    family: 'http',
    attributes: {
      'http.request.method': 'POST',
      'url.full':
        'https://generativelanguage.googleapis.com/v1beta/models/gemini-1.5-pro-002:generateContent?key=AIzaSyyBhWYRkDnhHqeDPh0wqZdax0irIsKRony',
      'url.query': 'key=AIzaSyyBhWYRkDnhHqeDPh0wqZdax0irIsKRony',
      'server.address': 'generativelanguage.googleapis.com',
      'gen_ai.request.model': 'gemini-1.5-pro-002',
    },
    canaries: ['AIzaSyyBhWYRkDnhHqeDPh0wqZdax0irIsKRony'],
    keep: ['generativelanguage.googleapis.com', 'gemini-1.5-pro-002'],
  },
  {
    id: 'http-06',
    family: 'http',
    attributes: {
      'http.request.method': 'GET',
      'url.full': 'https://gateway.benefits-portal.example/claimants/JR482917C/payments?from=2026-01-01',
      'url.path': '/claimants/JR482917C/payments',
      'http.route': '/claimants/{nino}/payments',
      'http.response.status_code': 200,
    },
    canaries: ['JR482917C'],
    keep: ['/claimants/{nino}/payments', 'from=2026-01-01', 'gateway.benefits-portal.example'],
  },
  {
    id: 'http-07',
    family: 'http',
    attributes: {
      'http.request.method': 'POST',
      'http.route': '/api/v1/assistant/stream',
      'client.address': '2a02:8109:b6c0:1e00:5d3a:9f21:c4e7:2b18',
      'http.request.header.x-user-email': ['jaroslav.nemecek@seznam.cz'],
      'network.protocol.version': '2',
      'http.response.status_code': 200,
    },
    canaries: ['2a02:8109:b6c0:1e00:5d3a:9f21:c4e7:2b18', 'jaroslav.nemecek@seznam.cz'],
    keep: ['/api/v1/assistant/stream'],
  },
  {
    id: 'http-08',
    family: 'http',
    attributes: {
      'http.request.method': 'POST',
      'url.full': 'https://auth.bank-voorbeeld.example/oauth/token',
      'http.request.header.content-type': ['application/x-www-form-urlencoded'],
      'app.http.request.body':
        'grant_type=password&username=lotte.verhoeven%40ziggo.nl&password=Zomer2026%21Fiets&client_id=mobile-app',
      'http.response.status_code': 400,
    },
    canaries: ['lotte.verhoeven%40ziggo.nl', 'Zomer2026%21Fiets'],
    keep: ['grant_type=password', 'client_id=mobile-app', 'https://auth.bank-voorbeeld.example/oauth/token'],
  },
  {
    id: 'http-09',
    family: 'http',
    attributes: {
      'http.request.method': 'GET',
      'url.full': 'https://api.ride-assist.example/v1/nearby-drivers?lat=48.137154&lon=11.576124&radius_m=800',
      'url.query': 'lat=48.137154&lon=11.576124&radius_m=800',
      'http.response.status_code': 200,
    },
    canaries: ['48.137154', '11.576124'],
    keep: ['/v1/nearby-drivers', 'radius_m=800'],
  },

  // ---------------------------------------------------------------------------
  // Database queries and connection strings
  // ---------------------------------------------------------------------------
  {
    id: 'db-01',
    family: 'db',
    attributes: {
      'db.system.name': 'postgresql',
      'db.namespace': 'shop',
      'db.operation.name': 'SELECT',
      'db.collection.name': 'accounts',
      'db.query.text':
        "SELECT id, plan, created_at FROM accounts WHERE email = 'tomasz.zielinski@wp.pl' AND deleted_at IS NULL",
    },
    canaries: ['tomasz.zielinski@wp.pl'],
    keep: ['SELECT id, plan, created_at FROM accounts', 'deleted_at IS NULL'],
  },
  {
    id: 'db-02',
    family: 'db',
    attributes: {
      'db.system.name': 'mysql',
      'db.namespace': 'clinic',
      'db.operation.name': 'INSERT',
      'db.query.text':
        "INSERT INTO patients (mrn, full_name, dob, phone) VALUES ('MRN-7739104', 'Agnieszka Dąbrowska-Lis', '1979-11-03', '+48 512 903 771')",
    },
    canaries: ['MRN-7739104', 'Agnieszka Dąbrowska-Lis', '1979-11-03', '+48 512 903 771'],
    keep: ['INSERT INTO patients (mrn, full_name, dob, phone)'],
  },
  {
    id: 'db-03',
    family: 'db',
    attributes: {
      'db.system.name': 'redis',
      'db.operation.name': 'HSET',
      'db.query.text': 'HSET user:profile:u_90412 email wen.zhao.1990@163.com mobile 13917284506 locale zh-CN',
    },
    canaries: ['wen.zhao.1990@163.com', '13917284506'],
    keep: ['HSET user:profile:', 'locale zh-CN'],
  },
  {
    id: 'db-04',
    family: 'db',
    attributes: {
      'db.system.name': 'elasticsearch',
      'db.operation.name': 'search',
      'db.collection.name': 'support-tickets-2026.12',
      'db.query.text': JSON.stringify({
        query: {
          bool: {
            must: [
              { match: { 'requester.name': 'Ngozi Adeyemi-Clarke' } },
              { term: { 'product.sku': 'SKU-ROUTER-X200' } },
            ],
          },
        },
        size: 10,
      }),
    },
    canaries: ['Ngozi Adeyemi-Clarke'],
    keep: ['SKU-ROUTER-X200', 'support-tickets-2026.12'],
  },
  {
    id: 'db-05',
    family: 'db',
    attributes: {
      'db.system.name': 'postgresql',
      'db.operation.name': 'UPDATE',
      'db.query.text':
        "UPDATE payout_accounts SET iban = 'NL72INGB0006829173', holder = 'Daan Hoogendijk' WHERE vendor_id = $1",
    },
    canaries: ['NL72INGB0006829173', 'Daan Hoogendijk'],
    keep: ['UPDATE payout_accounts', 'WHERE vendor_id = $1'],
  },
  {
    id: 'db-06',
    family: 'db',
    attributes: {
      'db.system.name': 'mssql',
      'db.connection_string':
        'Server=sql-prod-02.corp.example;Database=Loyalty;User Id=loyalty_app;Password=Rq7$kW2m!Tz9;Encrypt=True',
      'db.query.text': 'SELECT points FROM members WHERE member_id = @p0',
    },
    canaries: ['Rq7$kW2m!Tz9'],
    keep: ['sql-prod-02.corp.example', 'Database=Loyalty', 'SELECT points FROM members WHERE member_id = @p0'],
  },

  // ---------------------------------------------------------------------------
  // End-user context attributes
  // ---------------------------------------------------------------------------
  {
    id: 'user-01',
    family: 'user-context',
    attributes: {
      'enduser.id': 'mira.kowalczyk@firma-krakow.pl',
      'user.email': 'mira.kowalczyk@firma-krakow.pl',
      'user.full_name': 'Mira Kowalczyk-Zawadzka',
      'session.id': 'a7aabdd4-5e32-4579-9ea9-97338ae445b2',
      'gen_ai.request.model': 'gpt-4.1-mini-2025-04-14',
    },
    canaries: ['mira.kowalczyk@firma-krakow.pl', 'Mira Kowalczyk-Zawadzka'],
    keep: ['a7aabdd4-5e32-4579-9ea9-97338ae445b2', 'gpt-4.1-mini-2025-04-14'],
  },
  {
    id: 'user-02',
    family: 'user-context',
    attributes: {
      'enduser.id': '@jbaptiste_lemaire',
      'user.name': 'jbaptiste_lemaire',
      'app.user.locale': 'fr-FR',
      'app.user.tier': 'free',
      'app.feature_flag': 'new-summarizer-v2',
    },
    canaries: ['jbaptiste_lemaire'],
    keep: ['fr-FR', 'new-summarizer-v2'],
  },
  {
    id: 'user-03',
    family: 'user-context',
    attributes: {
      'traceloop.workflow.name': 'support_assistant',
      'traceloop.association.properties.user_id': 'h.lindqvist@outlook.se',
      'traceloop.association.properties.tenant': 'acme-retail-eu',
      'traceloop.association.properties.chat_id': 'f16d4e4a-675e-4e76-86c3-21094e180682',
    },
    canaries: ['h.lindqvist@outlook.se'],
    keep: ['support_assistant', 'acme-retail-eu', 'f16d4e4a-675e-4e76-86c3-21094e180682'],
  },
  {
    id: 'user-04',
    family: 'user-context',
    attributes: {
      'app.feature': 'nearby_pharmacies',
      'app.user.home_address': '1847 Larkspur Lane, Boulder, CO 80304',
      'app.user.geo': '40.019384,-105.270115',
      'app.result_count': 7,
    },
    canaries: ['1847 Larkspur Lane', '40.019384,-105.270115'],
    keep: ['nearby_pharmacies'],
  },
  {
    id: 'user-05',
    family: 'user-context',
    attributes: {
      'app.claim.id': 'CLM-2026-004821',
      'app.vehicle.plate': 'M-KL 4827',
      'app.vehicle.model': 'VW Golf 8 1.5 eTSI',
      'app.policyholder.name': 'Wolfgang Dreesen-Albers',
      'app.policyholder.birth_date': '1966-02-09',
    },
    canaries: ['M-KL 4827', 'Wolfgang Dreesen-Albers', '1966-02-09'],
    keep: ['CLM-2026-004821', 'VW Golf 8 1.5 eTSI'],
  },
  {
    id: 'user-06',
    family: 'user-context',
    attributes: {
      'app.quote.id': 'QTE-88120-B',
      'app.vehicle.registration': 'LK19 XHV',
      'app.driver.licence_number': 'OKONK703218CE9XY',
      'app.driver.nino': 'PX 61 47 29 B',
      'app.quote.premium_gbp': 812.4,
    },
    canaries: ['LK19 XHV', 'OKONK703218CE9XY', 'PX 61 47 29 B'],
    keep: ['QTE-88120-B'],
  },

  // ---------------------------------------------------------------------------
  // Log bodies attached to spans
  // ---------------------------------------------------------------------------
  {
    id: 'log-01',
    family: 'log-body',
    attributes: {
      'log.message':
        'Terugbelverzoek ontvangen van Sanne de Wit-Verbeek (06-31729458) over factuur F2026-09981; klant wil betaling in termijnen.',
      'log.level': 'info',
    },
    canaries: ['Sanne de Wit-Verbeek', '06-31729458'],
    keep: ['F2026-09981'],
  },
  {
    id: 'log-02',
    family: 'log-body',
    attributes: {
      'app.log.body': JSON.stringify({
        level: 'warn',
        msg: 'sms delivery failed',
        data: { to: '+1 415-829-3047', template: 'otp_v2', provider: 'twilio', error_code: 30007 },
        trace_id: 'eaf15f46ba8c556d80fc9b221897673a',
      }),
    },
    canaries: ['+1 415-829-3047'],
    keep: ['eaf15f46ba8c556d80fc9b221897673a', 'otp_v2', 'sms delivery failed'],
  },
  {
    id: 'log-03',
    family: 'log-body',
    attributes: {
      'log.message':
        'Richiesta di rimborso da Alessandro Pellegrino-Sacco, tel. 333 904 1827, IBAN IT89Y0306909606100000063517, pratica RMB-44812.',
    },
    canaries: ['Alessandro Pellegrino-Sacco', '333 904 1827', 'IT89Y0306909606100000063517'],
    keep: ['RMB-44812'],
  },
  {
    id: 'log-04',
    family: 'log-body',
    attributes: {
      'log.message':
        'User ne bola: "mera naam Kavya Iyengar-Rao hai aur mera number 79043 18265 hai, kripya refund jaldi karo" (ticket TKT-IN-20391)',
    },
    canaries: ['Kavya Iyengar-Rao', '79043 18265'],
    keep: ['TKT-IN-20391'],
  },
  {
    id: 'log-05',
    family: 'log-body',
    attributes: {
      'log.message':
        'Loaded credentials aws_access_key_id=AKIAY9R2N47U8H3P732H aws_secret_access_key=p3yr61UwkyCiHebVYUzBt9Vb/HDS7FOdWWhaGLoZ for profile rag-indexer; github token ghp_iTA6QpOzLdZyAXjVuONgfhV74IYYXwzh2KfR',
      'service.name': 'rag-indexer',
    },
    canaries: [
      'AKIAY9R2N47U8H3P732H',
      'p3yr61UwkyCiHebVYUzBt9Vb/HDS7FOdWWhaGLoZ',
      'ghp_iTA6QpOzLdZyAXjVuONgfhV74IYYXwzh2KfR',
    ],
    keep: ['rag-indexer'],
  },

  // ---------------------------------------------------------------------------
  // Prompts (user and system messages)
  // ---------------------------------------------------------------------------
  {
    id: 'prompt-01',
    family: 'llm-prompt',
    attributes: {
      'gen_ai.system': 'openai',
      'gen_ai.request.model': 'gpt-4o-2024-08-06',
      'gen_ai.prompt.0.role': 'system',
      'gen_ai.prompt.0.content': 'You are a helpful assistant for Northwind Telecom. Never reveal internal tariff codes.',
      'gen_ai.prompt.1.role': 'user',
      'gen_ai.prompt.1.content':
        'Hi, this is Declan Featherstonehaugh. My line (312) 864-2093 has had no signal since Tuesday. Can you help?',
    },
    canaries: ['Declan Featherstonehaugh', '(312) 864-2093'],
    keep: ['Northwind Telecom', 'gpt-4o-2024-08-06'],
  },
  {
    id: 'prompt-02',
    family: 'llm-prompt',
    attributes: {
      'gen_ai.provider.name': 'anthropic',
      'gen_ai.request.model': 'claude-sonnet-4-20250514',
      'gen_ai.input.messages': JSON.stringify([
        { role: 'system', parts: [{ type: 'text', content: 'You draft polite replies for the billing team.' }] },
        {
          role: 'user',
          parts: [
            {
              type: 'text',
              content:
                'Kunde Lorenz Habersatter (lorenz.habersatter@a1.net, +43 664 3829174) fragt nach Rechnung RE-2026-10-0087.',
            },
          ],
        },
      ]),
    },
    canaries: ['Lorenz Habersatter', 'lorenz.habersatter@a1.net', '+43 664 3829174'],
    keep: ['RE-2026-10-0087', 'claude-sonnet-4-20250514', 'billing team'],
  },
  {
    id: 'prompt-03',
    family: 'llm-prompt',
    attributes: {
      'gen_ai.system': 'anthropic',
      'gen_ai.request.model': 'claude-3-5-haiku-20241022',
      'gen_ai.prompt': JSON.stringify({
        system: 'You are a claims triage assistant.',
        messages: [
          {
            role: 'user',
            content: [
              {
                type: 'text',
                text: 'Policy HX-772019. My wife Rosalind Achterberg was injured at home; her NHS number is 721 483 0957.',
              },
            ],
          },
        ],
      }),
    },
    canaries: ['Rosalind Achterberg', '721 483 0957'],
    keep: ['HX-772019', 'claude-3-5-haiku-20241022'],
  },
  {
    id: 'prompt-04',
    family: 'llm-prompt',
    attributes: {
      'gen_ai.system': 'mistral_ai',
      'gen_ai.request.model': 'mistral-large-2411',
      'gen_ai.prompt.0.role': 'user',
      'gen_ai.prompt.0.content':
        "Bonjour, je m'appelle Gaspard Toussaint-Mérieux, mon numéro de sécurité sociale est 1 92 03 69 123 047 75 et j'habite 8 avenue Jean Jaurès, 69007 Lyon. Pouvez-vous vérifier mon remboursement RMB-FR-2291 ?",
    },
    canaries: ['Gaspard Toussaint-Mérieux', '1 92 03 69 123 047 75', '8 avenue Jean Jaurès'],
    keep: ['RMB-FR-2291', 'mistral-large-2411'],
  },
  {
    id: 'prompt-05',
    family: 'llm-prompt',
    attributes: {
      'gen_ai.system': 'openai',
      'gen_ai.request.model': 'gpt-4o-2024-11-20',
      'gen_ai.prompt.0.role': 'user',
      'gen_ai.prompt.0.content':
        '高橋 健太郎です。請求書 INV-JP-70422 をメールアドレス kentaro.takahashi@docomo.ne.jp と電話 +81 90-7314-2258 に送ってください。',
    },
    canaries: ['高橋 健太郎', 'kentaro.takahashi@docomo.ne.jp', '+81 90-7314-2258'],
    keep: ['INV-JP-70422', 'gpt-4o-2024-11-20'],
  },
  {
    id: 'prompt-06',
    family: 'llm-prompt',
    attributes: {
      'gen_ai.system': 'openai',
      'gen_ai.request.model': 'gpt-4o-mini-2024-07-18',
      'gen_ai.prompt.0.role': 'user',
      'gen_ai.prompt.0.content':
        'Namaste, mera naam Siddharth Venkataraman hai. Mera Aadhaar 7461 8293 0570 hai aur email sid.venkat91@rediffmail.com hai. Loan application LN-2026-55190 ka status batao.',
    },
    canaries: ['Siddharth Venkataraman', '7461 8293 0570', 'sid.venkat91@rediffmail.com'],
    keep: ['LN-2026-55190'],
  },
  {
    id: 'prompt-07',
    family: 'llm-prompt',
    attributes: {
      'traceloop.span.kind': 'workflow',
      'traceloop.entity.name': 'checkout_assistant',
      'traceloop.entity.input': JSON.stringify({
        inputs: {
          question:
            'Hola, soy Ximena Arriaga Santillán. Quiero pagar el pedido PED-MX-11820 con mi tarjeta 3764 182905 37265, ¿es posible a meses sin intereses?',
        },
        tags: ['checkout', 'es-MX'],
      }),
    },
    canaries: ['Ximena Arriaga Santillán', '3764 182905 37265'],
    keep: ['PED-MX-11820', 'checkout_assistant'],
  },
  {
    id: 'prompt-08',
    family: 'llm-prompt',
    attributes: {
      'openinference.span.kind': 'CHAIN',
      'input.value': JSON.stringify({
        question: 'Klopt mijn aanslag met kenmerk AANS-2025-448102?',
        chat_history: [
          ['human', 'Goedemiddag, ik ben Joris Brouwer-Tiemstra, BSN 174903625, geboren op 12-03-1984.'],
          ['ai', 'Dank u. Welke aanslag wilt u laten controleren?'],
        ],
      }),
      'input.mime_type': 'application/json',
    },
    canaries: ['Joris Brouwer-Tiemstra', '174903625', '12-03-1984'],
    keep: ['AANS-2025-448102'],
  },

  // ---------------------------------------------------------------------------
  // Completions (assistant output)
  // ---------------------------------------------------------------------------
  {
    id: 'completion-01',
    family: 'llm-completion',
    attributes: {
      'gen_ai.system': 'openai',
      'gen_ai.response.model': 'gpt-4o-2024-08-06',
      'gen_ai.completion.0.role': 'assistant',
      'gen_ai.completion.0.content':
        "Thanks, Ms Pendleford. I've updated the delivery address for order ORD-UK-339021 to Flat 4, 19 Marchmont Street, London WC1N 1AP, and we'll text 07384 219556 when the courier is on the way.",
      'gen_ai.response.finish_reasons': ['stop'],
      'gen_ai.usage.output_tokens': 61,
    },
    canaries: ['Pendleford', 'Flat 4, 19 Marchmont Street', 'WC1N 1AP', '07384 219556'],
    keep: ['ORD-UK-339021', 'gpt-4o-2024-08-06'],
  },
  {
    id: 'completion-02',
    family: 'llm-completion',
    attributes: {
      'openinference.span.kind': 'LLM',
      'output.value':
        'He encontrado su reserva RES-58812. El titular es Joaquín Ballesteros Iturbe, con pasaporte PAA482917 y teléfono +34 699 274 018. ¿Desea cambiar la fecha?',
      'output.mime_type': 'text/plain',
    },
    canaries: ['Joaquín Ballesteros Iturbe', 'PAA482917', '+34 699 274 018'],
    keep: ['RES-58812'],
  },
  {
    id: 'completion-03',
    family: 'llm-completion',
    attributes: {
      'gen_ai.provider.name': 'openai',
      'gen_ai.response.id': 'chatcmpl-AX81kq2Lz0fPbR7tQ',
      'gen_ai.output.messages': JSON.stringify([
        {
          role: 'assistant',
          parts: [
            {
              type: 'text',
              content:
                'Pronto! Atualizei o cadastro da Luana Beatriz Quaresma: CPF 713.204.598-97, novo e-mail luana.quaresma@uol.com.br.',
            },
          ],
          finish_reason: 'stop',
        },
      ]),
    },
    canaries: ['Luana Beatriz Quaresma', '713.204.598-97', 'luana.quaresma@uol.com.br'],
    keep: ['chatcmpl-AX81kq2Lz0fPbR7tQ'],
  },
  {
    id: 'completion-04',
    family: 'llm-completion',
    attributes: {
      'gen_ai.system': 'openai',
      'gen_ai.request.model': 'gpt-4o-2024-08-06',
      'gen_ai.request.response_format': 'json_schema',
      'gen_ai.completion.0.content': JSON.stringify({
        invoice_number: 'RG-2026-01184',
        vendor: 'Stadtwerke Bielefeld GmbH',
        customer_name: 'Ole Brinkhaus',
        customer_iban: 'DE48440501990923817465',
        amount_due: '142.37',
        due_date: '2026-12-20',
      }),
    },
    canaries: ['Ole Brinkhaus', 'DE48440501990923817465'],
    keep: ['RG-2026-01184', 'Stadtwerke Bielefeld GmbH', '142.37', '2026-12-20'],
  },

  // ---------------------------------------------------------------------------
  // Messaging
  // ---------------------------------------------------------------------------
  {
    id: 'msg-01',
    family: 'messaging',
    attributes: {
      'messaging.system': 'kafka',
      'messaging.operation.type': 'send',
      'messaging.destination.name': 'customer.profile.updated',
      'messaging.kafka.message.key': 'esther.abramowicz@gmail.com',
      'messaging.destination.partition.id': '7',
      'messaging.message.body.size': 412,
    },
    canaries: ['esther.abramowicz@gmail.com'],
    keep: ['customer.profile.updated'],
  },
  {
    id: 'msg-02',
    family: 'messaging',
    attributes: {
      'messaging.system': 'aws_sqs',
      'messaging.operation.type': 'receive',
      'messaging.destination.name': 'sms-outbound',
      'messaging.message.id': '99395ac4-816d-4b28-bd2f-3fc0e7f94b57',
      'app.message.body': JSON.stringify({
        type: 'appointment_reminder',
        recipient: { phone: '+49 30 84729163', name: 'Dr. Kemal Yıldırımoğlu' },
        appointment: { at: '2026-12-08T10:15:00+01:00', clinic: 'Praxis am Südstern' },
      }),
    },
    canaries: ['+49 30 84729163', 'Kemal Yıldırımoğlu'],
    keep: ['99395ac4-816d-4b28-bd2f-3fc0e7f94b57', 'appointment_reminder', 'sms-outbound'],
  },
  {
    id: 'msg-03',
    family: 'messaging',
    attributes: {
      'messaging.system': 'rabbitmq',
      'messaging.destination.name': 'notifications',
      'messaging.rabbitmq.destination.routing_key': 'notify.whatsapp.+5521987341209',
    },
    canaries: ['+5521987341209'],
    keep: ['notify.whatsapp.', 'notifications'],
  },
  {
    id: 'msg-04',
    family: 'messaging',
    attributes: {
      'messaging.system': 'kafka',
      'messaging.destination.name': 'airline.checkin.events',
      'messaging.kafka.message.key': 'BKG-2026-88312',
      'app.message.payload': JSON.stringify({
        event: 'checkin.completed',
        passenger: {
          given_name: 'Aurelio',
          family_name: 'Montalbán Quiroga',
          passport: 'XDC482917',
          birth_date: '1979-06-30',
          nationality: 'ESP',
        },
        flight: 'IB3170',
        seat: '14C',
      }),
    },
    canaries: ['Aurelio', 'Montalbán Quiroga', 'XDC482917', '1979-06-30'],
    keep: ['checkin.completed', 'IB3170', 'airline.checkin.events'],
  },

  // ---------------------------------------------------------------------------
  // Negatives: no personal data, only look-alikes that must survive
  // ---------------------------------------------------------------------------
  {
    id: 'neg-01',
    family: 'negative',
    attributes: {
      'gen_ai.operation.name': 'chat',
      'gen_ai.system': 'openai',
      'gen_ai.request.model': 'gpt-4o-2024-08-06',
      'gen_ai.response.model': 'gpt-4o-2024-08-06',
      'gen_ai.response.id': 'chatcmpl-BZx81kq2Lz0fPbR7tQm4',
      'gen_ai.request.temperature': 0.2,
      'gen_ai.usage.input_tokens': 1284,
      'gen_ai.usage.output_tokens': 312,
      'gen_ai.response.finish_reasons': ['stop'],
    },
    canaries: [],
    keep: ['gpt-4o-2024-08-06', 'chatcmpl-BZx81kq2Lz0fPbR7tQm4'],
  },
  {
    id: 'neg-02',
    family: 'negative',
    attributes: {
      'app.upstream.trace_id': '2258d21a4811bf5b0d8a6328cdfaa946',
      'app.upstream.span_id': 'cde011af6884853a',
      'http.request.header.traceparent': ['00-2258d21a4811bf5b0d8a6328cdfaa946-2191e85077d410f5-01'],
      'vcs.ref.head.revision': 'c863914cb29307489d0a517810bd853c5bb71c03',
    },
    canaries: [],
    keep: [
      '2258d21a4811bf5b0d8a6328cdfaa946',
      'cde011af6884853a',
      '00-2258d21a4811bf5b0d8a6328cdfaa946-2191e85077d410f5-01',
      'c863914cb29307489d0a517810bd853c5bb71c03',
    ],
  },
  {
    id: 'neg-03',
    family: 'negative',
    attributes: {
      'http.request.method': 'POST',
      'url.full': 'https://api.openai.com/v1/chat/completions',
      'server.address': 'api.openai.com',
      'server.port': 443,
      'http.response.status_code': 429,
      'http.request.header.content-type': ['application/json'],
      'http.response.header.x-request-id': ['req_7c1f0e9b2a4d4f6e8b3a5c7d9e1f2a3b'],
      'http.response.header.x-ratelimit-reset-requests': ['8.64s'],
      'user_agent.original': 'OpenAI/Python 1.54.3',
    },
    canaries: [],
    keep: [
      'https://api.openai.com/v1/chat/completions',
      'req_7c1f0e9b2a4d4f6e8b3a5c7d9e1f2a3b',
      '8.64s',
      'OpenAI/Python 1.54.3',
    ],
  },
  {
    id: 'neg-04',
    family: 'negative',
    attributes: {
      'db.system.name': 'postgresql',
      'db.namespace': 'shop',
      'db.operation.name': 'SELECT',
      'db.query.text':
        'SELECT o.id, o.status, o.total_cents FROM orders o WHERE o.customer_id = $1 AND o.created_at > $2 ORDER BY o.created_at DESC LIMIT 20',
      'db.response.returned_rows': 14,
    },
    canaries: [],
    keep: [
      'SELECT o.id, o.status, o.total_cents FROM orders o WHERE o.customer_id = $1 AND o.created_at > $2 ORDER BY o.created_at DESC LIMIT 20',
    ],
  },
  {
    id: 'neg-05',
    family: 'negative',
    attributes: {
      'gen_ai.operation.name': 'execute_tool',
      'gen_ai.tool.name': 'get_order_status',
      'gen_ai.tool.call.arguments': JSON.stringify({ order_id: 'ORD-2024-553201', include: ['items', 'shipments'] }),
      'gen_ai.tool.call.result': JSON.stringify({
        order_id: 'ORD-2024-553201',
        status: 'shipped',
        items: [{ sku: 'SKU-88412-BLU-M', qty: 2, unit_price: '49.90', currency: 'EUR' }],
        shipped_at: '2024-11-28T14:03:11Z',
        carrier: 'DHL',
      }),
    },
    canaries: [],
    keep: ['ORD-2024-553201', 'SKU-88412-BLU-M', '49.90', '2024-11-28T14:03:11Z'],
  },
  {
    id: 'neg-06',
    family: 'negative',
    attributes: {
      'exception.type': 'TimeoutError',
      'exception.message':
        'Request to https://embedder.ml-platform.svc.cluster.local:8443/v1/embed timed out after 30000 ms',
      'exception.stacktrace':
        'TimeoutError: Request to https://embedder.ml-platform.svc.cluster.local:8443/v1/embed timed out after 30000 ms\n    at Timeout._onTimeout (/app/dist/services/embedder.js:118:23)\n    at listOnTimeout (node:internal/timers:581:17)\n    at process.processTimers (node:internal/timers:519:7)',
    },
    canaries: [],
    keep: [
      'embedder.ml-platform.svc.cluster.local:8443',
      '30000 ms',
      '/app/dist/services/embedder.js:118:23',
      'node:internal/timers:581:17',
    ],
  },
  {
    id: 'neg-07',
    family: 'negative',
    attributes: {
      'openinference.span.kind': 'RETRIEVER',
      'input.value': 'How do I factory reset the X200?',
      'retrieval.documents.0.document.id': 'kb-router-x200-017',
      'retrieval.documents.0.document.score': 0.9124,
      'retrieval.documents.0.document.content':
        'The Acme Router X200 supports Wi-Fi 6E and firmware 4.2.1. To factory reset, hold the reset button for 10 seconds until the LED blinks amber.',
    },
    canaries: [],
    keep: ['kb-router-x200-017', 'Acme Router X200', 'firmware 4.2.1', 'hold the reset button for 10 seconds'],
  },
  {
    id: 'neg-08',
    family: 'negative',
    attributes: {
      'app.invoice.id': 'INV-2025-000481',
      'app.invoice.vendor': 'Contoso Office Supplies AG',
      'app.invoice.total': 1843.5,
      'app.invoice.currency': 'CHF',
      'app.invoice.due_date': '2026-01-15',
      'app.invoice.line_count': 12,
    },
    canaries: [],
    keep: ['INV-2025-000481', 'Contoso Office Supplies AG', 'CHF', '2026-01-15'],
  },
  {
    id: 'neg-09',
    family: 'negative',
    attributes: {
      'app.jira.issue': 'PLAT-4821',
      'vcs.repository.url.full': 'https://github.com/acme-corp/llm-gateway',
      'service.name': 'llm-gateway',
      'service.version': '2.14.0-rc.3',
      'deployment.environment.name': 'staging',
    },
    canaries: [],
    keep: ['PLAT-4821', 'https://github.com/acme-corp/llm-gateway', '2.14.0-rc.3'],
  },
  {
    id: 'neg-10',
    family: 'negative',
    attributes: {
      'app.request_id': 'cbd76f5b-6cf4-42d7-95e6-d21696d8ab71',
      'gen_ai.conversation.id': '3f2b9c1e-7a4d-4e8f-b6c5-0d9e8f7a6b5c',
      'gen_ai.agent.name': 'refund-agent',
      'app.agent.step': 4,
      'app.agent.max_steps': 12,
    },
    canaries: [],
    keep: ['cbd76f5b-6cf4-42d7-95e6-d21696d8ab71', '3f2b9c1e-7a4d-4e8f-b6c5-0d9e8f7a6b5c', 'refund-agent'],
  },
  {
    id: 'neg-11',
    family: 'negative',
    attributes: {
      'app.eval.dataset': 'support-qa-2025-03-01',
      'app.eval.models': ['gpt-4o-2024-05-13', 'claude-3-5-haiku-20241022', 'gemini-2.0-flash-001'],
      'app.job.started_at': '2026-11-30T08:15:42.118Z',
      'app.job.duration_ms': 48213,
      'app.eval.pass_rate': 0.873,
    },
    canaries: [],
    keep: [
      'support-qa-2025-03-01',
      'gpt-4o-2024-05-13',
      'claude-3-5-haiku-20241022',
      'gemini-2.0-flash-001',
      '2026-11-30T08:15:42.118Z',
    ],
  },
  {
    id: 'neg-12',
    family: 'negative',
    attributes: {
      'gen_ai.operation.name': 'execute_tool',
      'gen_ai.tool.name': 'get_weather',
      'gen_ai.tool.call.arguments': JSON.stringify({ city: 'Lisbon', country: 'PT', units: 'metric' }),
      'gen_ai.tool.call.result': JSON.stringify({
        temp_c: 17.4,
        condition: 'partly cloudy',
        observed_at: '2026-12-06T10:00:00Z',
      }),
    },
    canaries: [],
    keep: ['Lisbon', 'partly cloudy', '17.4', '2026-12-06T10:00:00Z'],
  },
  {
    id: 'neg-13',
    family: 'negative',
    attributes: {
      'gen_ai.tool.name': 'convert_currency',
      'gen_ai.tool.call.arguments': JSON.stringify({ from: 'USD', to: 'JPY', amount: 1500 }),
      'gen_ai.tool.call.result': JSON.stringify({ rate: 151.37, converted: 227055, as_of: '2026-12-05' }),
    },
    canaries: [],
    keep: ['USD', 'JPY', '151.37', '227055', '2026-12-05'],
  },
  {
    id: 'neg-14',
    family: 'negative',
    attributes: {
      'service.name': 'rag-indexer',
      'service.version': '3.14.2',
      'telemetry.sdk.name': 'opentelemetry',
      'telemetry.sdk.version': '1.28.0',
      'k8s.pod.name': 'checkout-7d9f8b6c5-x2lqp',
      'host.name': 'ip-10-0-3-17.eu-west-1.compute.internal',
      'cloud.region': 'eu-west-1',
    },
    canaries: [],
    keep: ['3.14.2', '1.28.0', 'checkout-7d9f8b6c5-x2lqp', 'ip-10-0-3-17.eu-west-1.compute.internal'],
  },
  {
    id: 'neg-15',
    family: 'negative',
    attributes: {
      'gen_ai.system': 'openai',
      'gen_ai.request.model': 'gpt-4o-mini-2024-07-18',
      'gen_ai.prompt.0.role': 'user',
      'gen_ai.prompt.0.content':
        'Compare the Pro ($20/month) and Team ($30/user/month) plans in the pricing table below, tell me which one includes SSO, and whether Microsoft Copilot or Notion AI offer a similar tier.',
      'gen_ai.completion.0.content':
        'Only the Team plan ($30/user/month) includes SAML SSO; Pro is limited to 1 workspace and 500 requests per day.',
    },
    canaries: [],
    keep: ['$20/month', '$30/user/month', 'Microsoft Copilot', 'Notion AI', '500 requests per day'],
  },
  {
    id: 'neg-16',
    family: 'negative',
    attributes: {
      'messaging.system': 'kafka',
      'messaging.operation.type': 'send',
      'messaging.destination.name': 'invoices.generated',
      'messaging.message.id': '5e0c7a19-2b4f-4d83-9a61-c8f2e3b7d410',
      'messaging.kafka.message.key': 'INV-2026-004417',
      'messaging.destination.partition.id': '3',
      'messaging.kafka.offset': 918273,
    },
    canaries: [],
    keep: ['invoices.generated', '5e0c7a19-2b4f-4d83-9a61-c8f2e3b7d410', 'INV-2026-004417'],
  },
  {
    id: 'neg-17',
    family: 'negative',
    attributes: {
      'gen_ai.tool.name': 'get_shipment',
      'gen_ai.tool.call.result': JSON.stringify({
        tracking_number: '1Z4F82W10392857146',
        consignment_id: '3000482917365512',
        ean: '8712345098765',
        isbn: '978-0-13-468599-1',
        order_total: '1,299.00',
        weight_kg: 2.35,
        warehouse: 'FRA-03',
      }),
    },
    canaries: [],
    keep: ['1Z4F82W10392857146', '3000482917365512', '8712345098765', '978-0-13-468599-1', '1,299.00', 'FRA-03'],
  },
  {
    id: 'neg-18',
    family: 'negative',
    attributes: {
      'gen_ai.system': 'openai',
      'gen_ai.request.model': 'gpt-4o-2024-11-20',
      'gen_ai.prompt.0.role': 'user',
      'gen_ai.prompt.0.content': 'ルーター RT-AX58U のファームウェアを 3.0.0.4.388 に更新する方法を教えてください。',
      'gen_ai.completion.0.content':
        '管理画面の「ファームウェア更新」から 3.0.0.4.388 を選択し、更新完了まで約 5 分お待ちください。',
    },
    canaries: [],
    keep: ['RT-AX58U', '3.0.0.4.388', '約 5 分'],
  },
  {
    id: 'neg-19',
    family: 'negative',
    attributes: {
      'openinference.span.kind': 'LLM',
      'llm.model_name': 'mistral-large-2411',
      'llm.input_messages.0.message.role': 'user',
      'llm.input_messages.0.message.content':
        'Wie hoch ist der ermäßigte Mehrwertsteuersatz in Deutschland, und gilt er für Bestellung BST-2026-77120 mit Artikel ART-55310?',
      'llm.output_messages.0.message.content':
        'Der ermäßigte Satz beträgt 7 %; für Artikel ART-55310 (Lebensmittel) in Bestellung BST-2026-77120 gilt er.',
    },
    canaries: [],
    keep: ['BST-2026-77120', 'ART-55310', '7 %', 'Deutschland'],
  },
  {
    id: 'neg-20',
    family: 'negative',
    attributes: {
      'db.system.name': 'mysql',
      'db.operation.name': 'SELECT',
      'db.collection.name': 'products',
      'db.query.text': 'SELECT sku, price FROM products WHERE category_id = 42 AND price < 199.99 ORDER BY price LIMIT 50',
      'server.address': 'catalog-db.prod.svc.cluster.local',
      'server.port': 3306,
    },
    canaries: [],
    keep: [
      'SELECT sku, price FROM products WHERE category_id = 42 AND price < 199.99 ORDER BY price LIMIT 50',
      'catalog-db.prod.svc.cluster.local',
    ],
  },
];

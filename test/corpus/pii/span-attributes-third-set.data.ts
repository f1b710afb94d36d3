/**
 * Held-out PII corpus of span attributes, third set.
 *
 * Written on 2026-12-07 by a helper who read neither the detectors nor other test data.
 * Span attributes as LLM applications and their instrumentations record them outside the message content: MCP tool
 * calls and results, SaaS tool results (CRM, e-mail, calendar, payments, identity, e-signature, HR), SMS webhooks,
 * call transcripts, document extraction, HTTP headers and URLs, user/enduser/client/geo attributes, messaging and
 * RPC metadata, GraphQL, exceptions of several runtimes, baggage, feature-flag contexts, analytics, search DSL,
 * object keys, and cases with nothing personal at all. All personal data is invented; national ids, IBANs, card
 * numbers and MRZ lines carry valid check digits where their format defines them.
 */
import type { SpanAttributeCase } from './span-attributes-measure.ts';

const j = (value: unknown): string => JSON.stringify(value);

export const SPAN_ATTRIBUTE_THIRD_SET: SpanAttributeCase[] = [
  // ---------------------------------------------------------------- MCP
  {
    id: 'c3-mcp-01-crm-lookup-nested-json',
    family: 'mcp-tool',
    attributes: {
      'mcp.method.name': 'tools/call',
      'mcp.tool.name': 'crm_lookup_contact',
      'mcp.protocol.version': '2025-06-18',
      'gen_ai.tool.call.id': 'toolu_01Q7pXvR3mT9kLw2Zc8NhYd4',
      'gen_ai.tool.call.arguments': j({ email: 'priya.raghunathan@northwind-mail.com', include: ['owner', 'stage'] }),
      'gen_ai.tool.call.result': j({
        content: [{ type: 'text', text: j({ id: 'CNT-448120', fullName: 'Priya Raghunathan', owner: 'sales-emea', stage: 'qualified' }) }],
        isError: false,
      }),
    },
    canaries: ['priya.raghunathan@northwind-mail.com', 'Priya Raghunathan'],
    keep: ['toolu_01Q7pXvR3mT9kLw2Zc8NhYd4', 'CNT-448120'],
  },
  {
    id: 'c3-mcp-02-filesystem-lease-pl',
    family: 'mcp-tool',
    attributes: {
      'mcp.method.name': 'tools/call',
      'mcp.tool.name': 'read_text_file',
      'gen_ai.tool.call.arguments': j({ path: '/Users/tomasz.wieczorek/Documents/Mieszkanie/umowa_najmu_2026.txt', head: 40 }),
      'gen_ai.tool.call.result': j({
        content: [
          {
            type: 'text',
            text: 'UMOWA NAJMU LOKALU MIESZKALNEGO nr 14/2026\nzawarta w dniu 1 marca 2026 r. w Warszawie pomiędzy:\nWynajmujący: Mokotów Dom sp. z o.o.\nNajemca: Tomasz Wieczorek, PESEL 88071215389\nCzynsz najmu: 3 450,00 zł miesięcznie.',
          },
        ],
      }),
    },
    canaries: ['tomasz.wieczorek', 'Tomasz Wieczorek', '88071215389'],
    keep: ['umowa_najmu_2026.txt', '3 450,00 zł'],
  },
  {
    id: 'c3-mcp-03-resource-read-ar',
    family: 'mcp-tool',
    attributes: {
      'mcp.method.name': 'resources/read',
      'mcp.resource.uri': 'file:///srv/notes/clinic-2026-12.md',
      'mcp.resource.result': j({
        contents: [{ uri: 'file:///srv/notes/clinic-2026-12.md', mimeType: 'text/markdown', text: '# موعد العيادة\nالمريضة: عائشة الحربي\nرقم الهوية: 1083726453' }],
      }),
    },
    canaries: ['عائشة الحربي', '1083726453'],
    keep: ['file:///srv/notes/clinic-2026-12.md', 'موعد العيادة'],
  },
  {
    id: 'c3-mcp-04-jsonrpc-shipment',
    family: 'mcp-tool',
    attributes: {
      'rpc.system': 'jsonrpc',
      'mcp.method.name': 'tools/call',
      'mcp.request.body': j({
        jsonrpc: '2.0',
        id: 42,
        method: 'tools/call',
        params: {
          name: 'create_shipment',
          arguments: { order_id: 'SO-2026-118734', recipient: { name: "Margaret O'Sullivan", street: '27 Wellington Quay', city: 'Dublin' }, service: 'express' },
          _meta: { progressToken: 'pt-9931' },
        },
      }),
    },
    canaries: ["Margaret O'Sullivan", '27 Wellington Quay'],
    keep: ['create_shipment', 'SO-2026-118734'],
  },
  {
    id: 'c3-mcp-05-postgres-rows',
    family: 'mcp-tool',
    attributes: {
      'mcp.method.name': 'tools/call',
      'mcp.tool.name': 'query',
      'mcp.server.name': 'postgres-readonly',
      'gen_ai.tool.call.arguments': j({ sql: 'SELECT id, full_name, date_of_birth FROM patients WHERE clinic_id = 7 LIMIT 1' }),
      'gen_ai.tool.call.result': j({ content: [{ type: 'text', text: j([{ id: 10452, full_name: 'Conceição Aparecida Ferreira', date_of_birth: '1957-01-30' }]) }] }),
    },
    canaries: ['Conceição Aparecida Ferreira', '1957-01-30'],
    keep: ['postgres-readonly', 'date_of_birth'],
  },
  {
    id: 'c3-mcp-06-tools-list-schemas',
    family: 'negative',
    attributes: {
      'mcp.method.name': 'tools/list',
      'mcp.server.name': 'hubspot-mcp',
      'mcp.response.body': j({
        tools: [
          {
            name: 'hubspot_create_contact',
            description: 'Create a contact. Requires email; firstName and lastName are optional.',
            inputSchema: {
              type: 'object',
              properties: {
                email: { type: 'string', format: 'email' },
                firstName: { type: 'string' },
                lastName: { type: 'string' },
                phone: { type: 'string', pattern: '^\\+[1-9]\\d{6,14}$' },
              },
              required: ['email'],
            },
          },
          { name: 'hubspot_search_deals', description: 'Search deals by stage or owner.', inputSchema: { type: 'object', properties: { stage: { type: 'string' } } } },
        ],
      }),
    },
    canaries: [],
    keep: ['hubspot_create_contact', 'firstName', 'hubspot_search_deals', 'Search deals by stage or owner.'],
  },
  // ---------------------------------------------------------------- CRM
  {
    id: 'c3-crm-01-salesforce-soql',
    family: 'crm-tool-result',
    attributes: {
      'gen_ai.tool.name': 'salesforce_query',
      'gen_ai.tool.call.arguments': j({ q: 'SELECT Id, FirstName, LastName, Email FROM Contact WHERE AccountId = :acct' }),
      'gen_ai.tool.call.result': j({
        totalSize: 1,
        done: true,
        records: [
          {
            attributes: { type: 'Contact', url: '/services/data/v61.0/sobjects/Contact/0035g00000QmR7pAAF' },
            Id: '0035g00000QmR7pAAF',
            FirstName: 'Declan',
            LastName: 'Whitaker-Byrne',
            Email: 'd.whitakerbyrne@fastmail.com',
          },
        ],
      }),
    },
    canaries: ['Declan', 'Whitaker-Byrne', 'd.whitakerbyrne@fastmail.com'],
    keep: ['/services/data/v61.0/sobjects/Contact/'],
  },
  {
    id: 'c3-crm-02-zendesk-ticket',
    family: 'crm-tool-result',
    attributes: {
      'gen_ai.tool.name': 'zendesk_get_ticket',
      'app.tool.result': j({
        ticket: {
          id: 884213,
          subject: 'Charged twice for annual plan',
          status: 'open',
          requester: { id: 39120448812, name: 'Oluwaseun Balogun', email: 'seun.balogun@yahoo.co.uk' },
          description: 'Hi, I was billed twice on 2 Nov. Please refund one of them.',
          tags: ['billing', 'duplicate_charge'],
        },
      }),
    },
    canaries: ['Oluwaseun Balogun', 'seun.balogun@yahoo.co.uk'],
    keep: ['Charged twice for annual plan', 'duplicate_charge'],
  },
  {
    id: 'c3-crm-03-intercom-ptbr',
    family: 'crm-tool-result',
    attributes: {
      'gen_ai.tool.name': 'intercom_get_conversation',
      'app.tool.result': j({
        type: 'conversation',
        id: '215469834417702',
        source: {
          author: { type: 'user', name: 'Ana Beatriz Souza' },
          body: '<p>Olá! Meu CPF é 384.216.059-33 e preciso atualizar o endereço de entrega.</p>',
        },
      }),
    },
    canaries: ['Ana Beatriz Souza', '384.216.059-33'],
    keep: ['215469834417702'],
  },
  {
    id: 'c3-crm-04-csv-export',
    family: 'crm-tool-result',
    attributes: {
      'gen_ai.tool.name': 'export_contacts_csv',
      'app.export.rows': 1,
      'app.export.preview': 'Record ID,First Name,Last Name,Email,Lifecycle Stage,Create Date\n90211,Bogdan,Ionescu,bogdan.ionescu@gmail.com,lead,2026-10-02',
    },
    canaries: ['Bogdan', 'Ionescu', 'bogdan.ionescu@gmail.com'],
    keep: ['Record ID,First Name,Last Name,Email', 'export_contacts_csv'],
  },
  {
    id: 'c3-crm-05-freshdesk-he',
    family: 'crm-tool-result',
    attributes: {
      'gen_ai.tool.name': 'freshdesk_view_ticket',
      'app.tool.result': j({
        id: 5521,
        subject: 'החזר כספי על הזמנה 10447',
        requester: { name: 'נועה ברקוביץ' },
        custom_fields: { cf_teudat_zehut: '327461588' },
      }),
    },
    canaries: ['נועה ברקוביץ', '327461588'],
    keep: ['cf_teudat_zehut', 'החזר כספי על הזמנה 10447'],
  },
  // ---------------------------------------------------------------- e-mail
  {
    id: 'c3-email-01-gmail-headers',
    family: 'email-tool',
    attributes: {
      'gen_ai.tool.name': 'gmail.users.messages.get',
      'app.tool.result': j({
        id: '18c3f2a9d4e7b610',
        labelIds: ['INBOX', 'IMPORTANT'],
        payload: {
          mimeType: 'multipart/mixed',
          headers: [
            { name: 'From', value: 'Breckenridge Payroll <payroll@breckenridge-recruiting.com>' },
            { name: 'To', value: 'Ngozi Okafor <n.okafor.personal@gmail.com>' },
            { name: 'Reply-To', value: 'hr-replies@breckenridge-recruiting.com' },
            { name: 'Subject', value: 'Signed offer letter' },
          ],
        },
      }),
    },
    canaries: ['Ngozi Okafor', 'n.okafor.personal@gmail.com'],
    keep: ['payroll@breckenridge-recruiting.com', 'hr-replies@breckenridge-recruiting.com'],
  },
  {
    id: 'c3-email-02-graph-message-ru',
    family: 'email-tool',
    attributes: {
      'gen_ai.tool.name': 'outlook_read_message',
      'url.template': '/v1.0/me/messages/{message-id}',
      'app.tool.result': j({
        subject: 'Договор поставки № 47/2026 — подпись',
        from: { emailAddress: { name: 'Смирнова Екатерина Андреевна', address: 'e.smirnova@yandex.ru' } },
        ccRecipients: [{ emailAddress: { name: 'Отдел закупок', address: 'zakupki@severstal-trade.ru' } }],
      }),
    },
    canaries: ['Смирнова Екатерина Андреевна', 'e.smirnova@yandex.ru'],
    keep: ['Отдел закупок', 'Договор поставки № 47/2026'],
  },
  {
    id: 'c3-email-03-raw-headers-encoded-word',
    family: 'email-tool',
    attributes: {
      'gen_ai.tool.name': 'imap_fetch_headers',
      'app.email.raw_headers':
        'Return-Path: <bounce-7731@mailer.kinderhaus-app.de>\r\nReceived: from mail-out.kinderhaus-app.de ([185.12.44.9])\r\nFrom: "Kita Sonnenschein" <info@kita-sonnenschein.de>\r\nTo: =?UTF-8?Q?J=C3=BCrgen_Wei=C3=9F?= <juergen.weiss@web.de>\r\nSubject: Abholberechtigung Gruppe Igel\r\nDate: Mon, 30 Nov 2026 07:58:44 +0100',
    },
    canaries: ['J=C3=BCrgen_Wei=C3=9F', 'juergen.weiss@web.de'],
    keep: ['info@kita-sonnenschein.de', '185.12.44.9'],
  },
  // ---------------------------------------------------------------- calendar
  {
    id: 'c3-cal-01-google-attendees',
    family: 'calendar',
    attributes: {
      'gen_ai.tool.name': 'google_calendar_create_event',
      'gen_ai.tool.call.arguments': j({
        calendarId: 'primary',
        summary: 'Q1 roadmap review',
        start: { dateTime: '2027-01-12T15:00:00-05:00', timeZone: 'America/New_York' },
        attendees: [
          { email: 'mei.lin.chen@quantaforge.ai', displayName: 'Mei-Lin Chen' },
          { email: 'conf-room-4b@resource.calendar.google.com', resource: true },
        ],
      }),
    },
    canaries: ['mei.lin.chen@quantaforge.ai', 'Mei-Lin Chen'],
    keep: ['2027-01-12T15:00:00-05:00', 'conf-room-4b@resource.calendar.google.com'],
  },
  {
    id: 'c3-cal-02-ics-vevent-fi',
    family: 'calendar',
    attributes: {
      'gen_ai.tool.name': 'parse_ics',
      'app.ics.source':
        'BEGIN:VEVENT\nUID:20261203T091500Z-4471@dentalcare-booking.fi\nDTSTART;TZID=Europe/Helsinki:20261210T081500\nSUMMARY:Hammastarkastus\nLOCATION:Hammaslääkäriasema Kamppi\\, Helsinki\nATTENDEE;CN=Mikko Virtanen;ROLE=REQ-PARTICIPANT;PARTSTAT=ACCEPTED:mailto:mikko.virtanen@elisanet.fi\nEND:VEVENT',
    },
    canaries: ['Mikko Virtanen', 'mikko.virtanen@elisanet.fi'],
    keep: ['20261203T091500Z-4471@dentalcare-booking.fi', 'Hammastarkastus'],
  },
  // ---------------------------------------------------------------- payments
  {
    id: 'c3-pay-01-stripe-customer',
    family: 'payments',
    attributes: {
      'gen_ai.tool.name': 'stripe.customers.retrieve',
      'app.tool.result': j({
        id: 'cus_R4pLq9ZxT2mW8v',
        object: 'customer',
        address: { city: 'Austin', country: 'US', state: 'TX' },
        email: 'jamal.whitfield@icloud.com',
        invoice_prefix: 'A1B2C3D4',
        name: 'Jamal Whitfield',
      }),
    },
    canaries: ['jamal.whitfield@icloud.com', 'Jamal Whitfield'],
    keep: ['cus_R4pLq9ZxT2mW8v', 'A1B2C3D4'],
  },
  {
    id: 'c3-pay-02-adyen-log-in-json',
    family: 'payments',
    attributes: {
      'payment.provider': 'adyen',
      'payment.psp_reference': 'V4HZ4RBFJGXXGN82',
      'app.log.embedded': j({
        level: 'error',
        ts: '2026-12-02T18:44:09.031Z',
        logger: 'checkout.adyen',
        msg: 'authorise failed: refused (Do Not Honor) cardNumber=5312479320392580 holder=Wojciech Zieliński',
        merchantAccount: 'ShopPolskaECOM',
      }),
    },
    canaries: ['5312479320392580', 'Wojciech Zieliński'],
    keep: ['V4HZ4RBFJGXXGN82', 'ShopPolskaECOM'],
  },
  {
    id: 'c3-pay-03-sepa-mandate-de',
    family: 'payments',
    attributes: {
      'gen_ai.tool.name': 'gocardless_create_mandate',
      'gen_ai.tool.call.arguments': j({
        customer_bank_account: { iban: 'DE44500105175407324931', account_holder_name: 'Ulrike Brandstätter' },
        mandate: { scheme: 'sepa_core', reference: 'MD-0007-3321' },
      }),
    },
    canaries: ['DE44500105175407324931', 'Ulrike Brandstätter'],
    keep: ['MD-0007-3321'],
  },
  {
    id: 'c3-pay-04-mpesa-callback-sw',
    family: 'payments',
    attributes: {
      'app.webhook.body': j({
        Body: {
          stkCallback: {
            CheckoutRequestID: 'ws_CO_191220261020375709',
            ResultCode: 0,
            CallbackMetadata: {
              Item: [
                { Name: 'Amount', Value: 1250 },
                { Name: 'MpesaReceiptNumber', Value: 'SKL7QX2M4P' },
                { Name: 'PhoneNumber', Value: 254712384905 },
              ],
            },
          },
        },
      }),
      'app.sms.confirmation': 'SKL7QX2M4P Imethibitishwa. Ksh1,250.00 imepokelewa kutoka kwa WANJIRU KAMAU tarehe 19/12/26 saa 10:20 AM.',
    },
    canaries: ['254712384905', 'WANJIRU KAMAU'],
    keep: ['ws_CO_191220261020375709', 'Ksh1,250.00'],
  },
  // ---------------------------------------------------------------- identity
  {
    id: 'c3-id-01-auth0-user',
    family: 'identity',
    attributes: {
      'gen_ai.tool.name': 'auth0_get_user',
      'app.tool.result': j({
        email: 'camille.durand@orange.fr',
        email_verified: true,
        last_ip: '90.112.47.203',
        last_login: '2026-12-04T21:17:45.882Z',
        identities: [{ provider: 'auth0', connection: 'Username-Password-Authentication', isSocial: false }],
        app_metadata: { roles: ['billing-admin'] },
      }),
    },
    canaries: ['camille.durand@orange.fr', '90.112.47.203'],
    keep: ['Username-Password-Authentication', 'billing-admin'],
  },
  {
    id: 'c3-id-02-jwt-claims-no',
    family: 'identity',
    attributes: {
      'app.jwt.header': j({ alg: 'RS256', kid: 'k1-2026-09', typ: 'JWT' }),
      'app.jwt.claims': j({
        iss: 'https://login.helsebygg.no/realms/patients',
        aud: 'journal-api',
        exp: 1765123200,
        name: 'Ingrid Solberg Haugen',
        pid: '27049646270',
        acr: 'idporten-loa-high',
      }),
    },
    canaries: ['Ingrid Solberg Haugen', '27049646270'],
    keep: ['k1-2026-09', 'https://login.helsebygg.no/realms/patients'],
  },
  {
    id: 'c3-id-03-keycloak-user-fi',
    family: 'identity',
    attributes: {
      'http.route': '/admin/realms/{realm}/users/{id}',
      'app.tool.result': j({ username: 'aino.korhonen', attributes: { hetu: ['020902A487S'], locale: ['fi'] }, requiredActions: [] }),
    },
    canaries: ['aino.korhonen', '020902A487S'],
    keep: ['/admin/realms/{realm}/users/{id}'],
  },
  {
    id: 'c3-id-04-esia-profile-ru',
    family: 'identity',
    attributes: {
      'gen_ai.tool.name': 'esia_get_person',
      'app.tool.result': j({ lastName: 'Кузнецов', snils: '154-870-326 78', status: 'REGISTERED', trusted: true }),
    },
    canaries: ['Кузнецов', '154-870-326 78'],
    keep: ['esia_get_person'],
  },
  // ---------------------------------------------------------------- SMS webhooks
  {
    id: 'c3-sms-01-twilio-form-body',
    family: 'sms-webhook',
    attributes: {
      'http.request.method': 'POST',
      'http.route': '/webhooks/twilio/sms',
      'app.webhook.raw_body':
        'ToCountry=US&SmsMessageSid=SM5f3a9c1e7b2d4f6a8c0e1b3d5f7a9c2e&NumMedia=0&FromState=NY&SmsStatus=received&Body=Hi+this+is+Dana+Levi%2C+please+move+my+cleaning+to+Friday&To=%2B14155238870&From=%2B17189034472&ApiVersion=2010-04-01',
    },
    canaries: ['Dana+Levi', '17189034472'],
    keep: ['/webhooks/twilio/sms', 'SM5f3a9c1e7b2d4f6a8c0e1b3d5f7a9c2e'],
  },
  {
    id: 'c3-sms-02-vonage-inbound-th',
    family: 'sms-webhook',
    attributes: {
      'http.route': '/webhooks/inbound-sms',
      'app.webhook.body': j({
        msisdn: '66891427356',
        messageId: '0A0000000123ABCD1',
        text: 'สวัสดีค่ะ ดิฉันชื่อ สมศรี วงศ์สวัสดิ์ เลขบัตรประชาชน 3-5099-01173-42-6 ขอเปลี่ยนที่อยู่จัดส่ง',
        type: 'unicode',
      }),
    },
    canaries: ['66891427356', 'สมศรี วงศ์สวัสดิ์', '3-5099-01173-42-6'],
    keep: ['0A0000000123ABCD1'],
  },
  {
    id: 'c3-sms-03-africastalking-sw',
    family: 'sms-webhook',
    attributes: {
      'http.route': '/callbacks/at/incoming',
      'app.webhook.raw_body': 'linkId=lk_88213&text=Habari%2C+mimi+ni+Achieng+Otieno%2C+naomba+salio&to=22384&id=ATXid_6b1f2e93c0d4a7f85e21&from=%2B254722614093',
    },
    canaries: ['Achieng+Otieno', '254722614093'],
    keep: ['ATXid_6b1f2e93c0d4a7f85e21'],
  },
  // ---------------------------------------------------------------- transcripts
  {
    id: 'c3-tr-01-billing-call-en',
    family: 'transcript',
    attributes: {
      'gen_ai.request.model': 'whisper-large-v3',
      'app.audio.duration_s': 212.4,
      'app.transcript.text':
        "Agent: Thanks for calling Lakeside Energy. Can I have your full name? Caller: Yeah it's Gregory Tomlinson-Reyes. Agent: I can take the payment now. Caller: OK the card is 4147 1226 0888 8143. Agent: Thank you, your confirmation number is LE77402.",
    },
    canaries: ['Gregory Tomlinson-Reyes', '4147 1226 0888 8143'],
    keep: ['Lakeside Energy', 'LE77402'],
  },
  {
    id: 'c3-tr-02-kyc-call-hi',
    family: 'transcript',
    attributes: {
      'gen_ai.request.model': 'saarika:v2',
      'app.stt.language': 'hi-IN',
      'app.transcript.text':
        'एजेंट: नमस्ते, आपका पूरा नाम बताइए। ग्राहक: मेरा नाम सुनीता देवी शर्मा है। एजेंट: आधार नंबर? ग्राहक: 7352 0814 6980। एजेंट: और मोबाइल नंबर? ग्राहक: ९८२९० ६१४७३।',
    },
    canaries: ['सुनीता देवी शर्मा', '7352 0814 6980', '९८२९० ६१४७३'],
    keep: ['saarika:v2'],
  },
  {
    id: 'c3-tr-03-diarized-vi',
    family: 'transcript',
    attributes: {
      'gen_ai.request.model': 'gpt-4o-transcribe',
      'app.transcript.segments': j([
        { speaker: 'A', start: 0.0, end: 3.1, text: 'Dạ em chào anh, anh cho em xin họ tên ạ.' },
        { speaker: 'B', start: 3.4, end: 9.8, text: 'Anh tên Trần Quốc Bảo, số căn cước 079192004517.' },
      ]),
    },
    canaries: ['Trần Quốc Bảo', '079192004517'],
    keep: ['gpt-4o-transcribe', 'Dạ em chào anh'],
  },
  // ---------------------------------------------------------------- document extraction
  {
    id: 'c3-ocr-01-invoice-en',
    family: 'ocr-extraction',
    attributes: {
      'gen_ai.tool.name': 'document_ai.process',
      'app.extraction.result': j({
        invoice_id: 'INV-2026-004817',
        invoice_date: '2026-11-15',
        supplier_name: 'Johnson Controls Inc.',
        supplier_address: '5757 N Green Bay Ave, Milwaukee, WI 53209',
        bill_to_name: 'Patricia Okonkwo-Hale',
        bill_to_address: '19 Birchwood Lane, Montclair, NJ 07042',
        line_items: [{ sku: 'JC-TSTAT-7400', description: 'Smart thermostat installation', quantity: 1, amount: 389.0 }],
        total_amount: 414.77,
      }),
    },
    canaries: ['Patricia Okonkwo-Hale', '19 Birchwood Lane'],
    keep: ['INV-2026-004817', 'Johnson Controls Inc.', '5757 N Green Bay Ave, Milwaukee, WI 53209', 'JC-TSTAT-7400', '414.77'],
  },
  {
    id: 'c3-ocr-02-ro-id-card',
    family: 'ocr-extraction',
    attributes: {
      'app.document.type': 'ro_carte_identitate',
      'app.extraction.result': j({
        fields: {
          nume: { value: 'POPESCU', confidence: 0.99 },
          prenume: { value: 'ANDREEA-IOANA', confidence: 0.98 },
          cnp: { value: '2851119400156', confidence: 0.97 },
        },
        model: 'prebuilt-idDocument',
      }),
    },
    canaries: ['POPESCU', 'ANDREEA-IOANA', '2851119400156'],
    keep: ['prebuilt-idDocument'],
  },
  {
    id: 'c3-ocr-03-passport-mrz',
    family: 'ocr-extraction',
    attributes: {
      'app.document.type': 'passport',
      'app.ocr.mrz': 'P<GBRMCALLISTER<<EILIDH<ROSE<<<<<<<<<<<<<<<<\n5340718268GBR9004159F3107221<<<<<<<<<<<<<<04',
      'app.ocr.mrz_valid': true,
    },
    canaries: ['MCALLISTER', 'EILIDH', '534071826'],
    keep: ['passport'],
  },
  {
    id: 'c3-ocr-04-payslip-sv',
    family: 'ocr-extraction',
    attributes: {
      'app.document.type': 'lonespecifikation',
      'app.extraction.result': j({
        arbetsgivare: 'Volvo Personvagnar AB',
        period: '2026-11',
        anstalld: { namn: 'Emma Johansson Eklund', personnummer: '870623-4187' },
        utbetalning: { bank: 'Swedbank', konto: 'SE12 8000 0832 7900 0004 8716', datum: '2026-11-25' },
      }),
    },
    canaries: ['Emma Johansson Eklund', '870623-4187', 'SE12 8000 0832 7900 0004 8716'],
    keep: ['Volvo Personvagnar AB'],
  },
  {
    id: 'c3-ocr-05-medical-intake',
    family: 'ocr-extraction',
    attributes: {
      'app.document.type': 'patient_intake_form',
      'app.extraction.key_values': j([
        { key: 'Patient Name', value: 'Marisol Esperanza Vega' },
        { key: 'DOB', value: '07/22/1974' },
        { key: 'SSN', value: '524-81-3067' },
        { key: 'Form version', value: 'INT-2023-r4' },
      ]),
    },
    canaries: ['Marisol Esperanza Vega', '07/22/1974', '524-81-3067'],
    keep: ['INT-2023-r4'],
  },
  {
    id: 'c3-ocr-06-aadhaar-card',
    family: 'ocr-extraction',
    attributes: {
      'app.document.type': 'in_aadhaar',
      'app.ocr.text': 'भारत सरकार\nGovernment of India\nअर्जुन सिंह राठौड़\nजन्म तिथि/DOB: 21/09/1988\nपुरुष/ MALE\n8273 6105 9481\nमेरा आधार, मेरी पहचान',
    },
    canaries: ['अर्जुन सिंह राठौड़', '21/09/1988', '8273 6105 9481'],
    keep: ['मेरा आधार, मेरी पहचान'],
  },
  {
    id: 'c3-ocr-07-thai-id-card',
    family: 'ocr-extraction',
    attributes: {
      'app.document.type': 'th_national_id',
      'app.extraction.result': j({ id_number: '1 1037 00458 21 2', th_name: 'นางสาว พิมพ์ชนก ศรีสุวรรณ', issue_date: '12 ม.ค. 2566' }),
    },
    canaries: ['1 1037 00458 21 2', 'พิมพ์ชนก ศรีสุวรรณ'],
    keep: ['12 ม.ค. 2566'],
  },
  // ---------------------------------------------------------------- e-signature
  {
    id: 'c3-esign-01-docusign-recipients',
    family: 'e-signature',
    attributes: {
      'gen_ai.tool.name': 'docusign_get_envelope_recipients',
      'app.docusign.envelope_id': '4b8e2f1a-93c7-4d05-b6a2-7e1f0c9d3a58',
      'app.tool.result': j({
        signers: [
          {
            recipientId: '1',
            name: 'Beatriz Carvalho Nunes',
            status: 'completed',
            signedDateTime: '2026-11-27T16:40:12.0800000Z',
            recipientIPAddress: '2001:818:e348:9f00:1c4d:7a2b:90e1:5f63',
          },
        ],
        carbonCopies: [{ recipientId: '2', name: 'Contracts Desk', email: 'contracts@luso-imoveis.pt' }],
      }),
    },
    canaries: ['Beatriz Carvalho Nunes', '2001:818:e348:9f00:1c4d:7a2b:90e1:5f63'],
    keep: ['4b8e2f1a-93c7-4d05-b6a2-7e1f0c9d3a58', 'contracts@luso-imoveis.pt'],
  },
  {
    id: 'c3-esign-02-bankid-evidence-no',
    family: 'e-signature',
    attributes: {
      'app.esign.provider': 'signicat',
      'app.signature.evidence': j({
        documentId: 'doc_7Qm2vX9pL4',
        signer: { method: 'nbid', subject: { name: 'Sindre Østby Aasen', nationalIdentityNumber: '08127251887' } },
        document: { title: 'Kjøpekontrakt bolig', sha256: '3f4c9a1e0b7d2c6f8e5a4b3c2d1e0f9a8b7c6d5e4f3a2b1c0d9e8f7a6b5c4d3e' },
      }),
    },
    canaries: ['Sindre Østby Aasen', '08127251887'],
    keep: ['3f4c9a1e0b7d2c6f8e5a4b3c2d1e0f9a8b7c6d5e4f3a2b1c0d9e8f7a6b5c4d3e'],
  },
  // ---------------------------------------------------------------- HR / ATS
  {
    id: 'c3-hr-01-resume-parse',
    family: 'hr-ats',
    attributes: {
      'gen_ai.tool.name': 'affinda_parse_resume',
      'app.tool.result': j({
        data: {
          name: { raw: 'Adaeze N. Chukwuemeka' },
          emails: ['adaeze.chukwuemeka@gmail.com'],
          websites: ['https://www.linkedin.com/in/adaeze-chukwuemeka-4b71a2190/'],
          workExperience: [
            { jobTitle: 'Senior Data Engineer', organization: 'Ocado Technology' },
            { jobTitle: 'Data Engineer', organization: 'Marks & Spencer' },
          ],
        },
      }),
    },
    canaries: ['Adaeze N. Chukwuemeka', 'adaeze.chukwuemeka@gmail.com', 'adaeze-chukwuemeka-4b71a2190'],
    keep: ['Senior Data Engineer', 'Marks & Spencer'],
  },
  {
    id: 'c3-hr-02-worker-yaml-fi',
    family: 'hr-ats',
    attributes: {
      'gen_ai.tool.name': 'hr_export_worker',
      'app.tool.result':
        'worker:\n  legal_name: "Jussi Pekka Mäkelä"\n  henkilotunnus: 230765-1193\n  bank:\n    iban: FI66 1745 3000 4182 95\n    bic: NDEAFIHH\n  position: Tuotantopäällikkö\n  cost_center: CC-3300\n',
    },
    canaries: ['Jussi Pekka Mäkelä', '230765-1193', 'FI66 1745 3000 4182 95'],
    keep: ['NDEAFIHH', 'Tuotantopäällikkö'],
  },
  // ---------------------------------------------------------------- support summaries
  {
    id: 'c3-sup-01-markdown-escalations',
    family: 'support-summary',
    attributes: {
      'gen_ai.agent.name': 'support-digest',
      'app.digest.markdown':
        '| Ticket | Customer | Contact | Issue |\n|---|---|---|---|\n| ZD-88120 | Harriet Pemberton | harriet.pemberton@btinternet.com | Double charge £59.99 |\n| ZD-88140 | (unknown) | n/a | Webhook 502 from /v2/orders |',
    },
    canaries: ['Harriet Pemberton', 'harriet.pemberton@btinternet.com'],
    keep: ['ZD-88120', '£59.99', 'Webhook 502 from /v2/orders'],
  },
  {
    id: 'c3-sup-02-livechat-jsonl',
    family: 'support-summary',
    attributes: {
      'app.chat.export':
        '{"t":"2026-12-06T19:02:11Z","from":"visitor","text":"hey my login stopped working"}\n{"t":"2026-12-06T19:03:02Z","from":"visitor","text":"its b.okoro-smith@protonmail.com, password was Sunflower!2024 if that helps"}\n{"t":"2026-12-06T19:03:30Z","from":"agent","text":"Please never share passwords. I have sent a reset link."}',
    },
    canaries: ['b.okoro-smith@protonmail.com', 'Sunflower!2024'],
    keep: ['hey my login stopped working'],
  },
  // ---------------------------------------------------------------- HTTP headers
  {
    id: 'c3-http-01-cookie-session',
    family: 'http-headers',
    attributes: {
      'http.request.method': 'POST',
      'http.route': '/api/chat/{conversationId}/messages',
      'http.request.header.cookie': [
        'session=eyJ1aWQiOjQ4MjE3LCJlbWFpbCI6Im1heWEucm9zc2lAZ21haWwuY29tIn0.Z1Qk3A.kT9x2mB7vL0pQ4sN8dF1hJ6wR3c; csrftoken=Jq7XwV2mP9kL4sT8nB1cF6hD3gR0yZ5a',
      ],
    },
    canaries: ['eyJ1aWQiOjQ4MjE3LCJlbWFpbCI6Im1heWEucm9zc2lAZ21haWwuY29tIn0.Z1Qk3A.kT9x2mB7vL0pQ4sN8dF1hJ6wR3c', 'Jq7XwV2mP9kL4sT8nB1cF6hD3gR0yZ5a'],
    keep: ['/api/chat/{conversationId}/messages'],
  },
  {
    id: 'c3-http-02-forwarded-chain',
    family: 'http-headers',
    attributes: {
      'http.request.header.x-forwarded-for': ['81.149.27.203, 10.12.4.8, 172.20.0.3'],
      'http.request.header.x-real-ip': ['2a02:c7c:5e41:9b00:8d3:1f2e:44a:7c10'],
      'network.peer.address': '10.12.4.8',
    },
    canaries: ['81.149.27.203', '2a02:c7c:5e41:9b00:8d3:1f2e:44a:7c10'],
    keep: ['10.12.4.8', '172.20.0.3'],
  },
  {
    id: 'c3-http-03-provider-api-keys',
    family: 'http-headers',
    attributes: {
      'http.request.header.authorization': ['Bearer sk-proj-Xv3q9LmR2tY7wK4pN8sB1dF6hJ0cG5zA-T2uV9eQ3mW7rL1kP4nS8xD0fH6jC2bY5gZ_aE'],
      'http.request.header.openai-organization': ['org-7Kq2mX9vL4pR8sT1nB6cD3fH'],
      'http.request.header.x-api-key': ['sk-ant-api03-q8Zr2VxL5mK9pT4wN7bC1dF6hJ3sG0yA-R5uE8iO2pQ6tY9wX1zV4nM7bL0kJ3hG6fD9sA2qW5eR8tY1uI4oP7aS-3kQ9vAA'],
      'http.request.header.anthropic-beta': ['prompt-caching-2024-07-31'],
      'url.full': 'https://api.openai.com/v1/chat/completions',
    },
    canaries: [
      'sk-proj-Xv3q9LmR2tY7wK4pN8sB1dF6hJ0cG5zA-T2uV9eQ3mW7rL1kP4nS8xD0fH6jC2bY5gZ_aE',
      'sk-ant-api03-q8Zr2VxL5mK9pT4wN7bC1dF6hJ3sG0yA-R5uE8iO2pQ6tY9wX1zV4nM7bL0kJ3hG6fD9sA2qW5eR8tY1uI4oP7aS-3kQ9vAA',
    ],
    keep: ['org-7Kq2mX9vL4pR8sT1nB6cD3fH', 'prompt-caching-2024-07-31', 'https://api.openai.com/v1/chat/completions'],
  },
  {
    id: 'c3-http-04-set-cookie-basic-auth',
    family: 'http-headers',
    attributes: {
      'http.response.status_code': 302,
      'http.response.header.set-cookie': ['refresh_token=rt_9fK2mQ7xL4vP1sN8bD3hJ6cT0wR5yZ2a; Path=/auth; HttpOnly; Secure; SameSite=Strict'],
      'http.response.header.location': ['https://app.tidewell.io/onboarding'],
      'app.upstream.authorization': 'Basic bWFyaWEuZ29uemFsZXo6VGFjb3NAbFVuZXMyMDI2',
    },
    canaries: ['rt_9fK2mQ7xL4vP1sN8bD3hJ6cT0wR5yZ2a', 'bWFyaWEuZ29uemFsZXo6VGFjb3NAbFVuZXMyMDI2'],
    keep: ['HttpOnly; Secure; SameSite=Strict', 'https://app.tidewell.io/onboarding'],
  },
  // ---------------------------------------------------------------- URLs
  {
    id: 'c3-url-01-email-in-path',
    family: 'url-semconv',
    attributes: {
      'http.request.method': 'DELETE',
      'url.full': 'https://api.mailforge.io/v3/lists/newsletter-eu/members/sofia.marchetti%40libero.it',
      'url.path': '/v3/lists/newsletter-eu/members/sofia.marchetti@libero.it',
      'http.route': '/v3/lists/{listId}/members/{email}',
    },
    canaries: ['sofia.marchetti%40libero.it', 'sofia.marchetti@libero.it'],
    keep: ['/v3/lists/{listId}/members/{email}', 'newsletter-eu'],
  },
  {
    id: 'c3-url-02-phone-cpf-in-path',
    family: 'url-semconv',
    attributes: {
      'url.full': 'https://api.operadora.internal/v1/linhas/+5511987651032/portabilidade',
      'url.template': '/v1/linhas/{msisdn}/portabilidade',
      'app.upstream.url': 'https://cadastro.internal/clientes/215.938.470-41/enderecos',
    },
    canaries: ['+5511987651032', '215.938.470-41'],
    keep: ['/v1/linhas/{msisdn}/portabilidade', 'https://cadastro.internal/clientes/'],
  },
  // ---------------------------------------------------------------- user / enduser / client / geo
  {
    id: 'c3-user-01-semconv-fields-el',
    family: 'user-semconv',
    attributes: {
      'user.email': 'dimitra.kostopoulou@gmail.com',
      'user.full_name': 'Δήμητρα Κωστοπούλου',
      'user.name': 'dkosto',
      'user.roles': ['editor', 'billing-viewer'],
      'enduser.id': 'dimitra.kostopoulou@gmail.com',
      'enduser.scope': 'read:invoices write:approvals',
      'gen_ai.request.model': 'gemini-2.0-flash-001',
    },
    canaries: ['dimitra.kostopoulou@gmail.com', 'Δήμητρα Κωστοπούλου', 'dkosto'],
    keep: ['read:invoices write:approvals', 'gemini-2.0-flash-001'],
  },
  {
    id: 'c3-user-02-client-geo',
    family: 'user-semconv',
    attributes: {
      'client.address': '177.34.201.96',
      'client.port': 51844,
      'geo.locality.name': 'Curitiba',
      'geo.location.lat': -25.441103,
      'geo.location.lon': -49.276855,
      'app.geo.source': 'device_gps',
    },
    canaries: ['177.34.201.96', '-25.441103', '-49.276855'],
    keep: ['Curitiba', 'device_gps'],
  },
  // ---------------------------------------------------------------- messaging
  {
    id: 'c3-msg-01-kafka-key-email-pl',
    family: 'messaging',
    attributes: {
      'messaging.system': 'kafka',
      'messaging.destination.name': 'customer.profile.updated.v2',
      'messaging.kafka.message.key': 'ewa.kaminska@wp.pl',
      'messaging.kafka.offset': 882173,
      'app.message.payload': j({ type: 'ProfileUpdated', data: { changes: { lastName: { from: 'Kamińska', to: 'Kamińska-Wróbel' } } } }),
    },
    canaries: ['ewa.kaminska@wp.pl', 'Kamińska'],
    keep: ['customer.profile.updated.v2', '882173'],
  },
  {
    id: 'c3-msg-02-sqs-attributes-ro',
    family: 'messaging',
    attributes: {
      'messaging.system': 'aws_sqs',
      'messaging.destination.name': 'kyc-verification-requests.fifo',
      'messaging.message.id': 'a3f9c2e1-7b4d-4e8a-9c0f-2d6b8e1a5f73',
      'app.sqs.message_attributes': j({
        applicantName: { DataType: 'String', StringValue: 'Ioana Mărgineanu' },
        cnp: { DataType: 'String', StringValue: '2790625123484' },
      }),
      'cloud.resource_id': 'arn:aws:sqs:eu-central-1:418273645091:kyc-verification-requests.fifo',
    },
    canaries: ['Ioana Mărgineanu', '2790625123484'],
    keep: ['a3f9c2e1-7b4d-4e8a-9c0f-2d6b8e1a5f73', 'arn:aws:sqs:eu-central-1:418273645091:kyc-verification-requests.fifo'],
  },
  // ---------------------------------------------------------------- RPC
  {
    id: 'c3-rpc-01-grpc-metadata',
    family: 'rpc',
    attributes: {
      'rpc.system': 'grpc',
      'rpc.service': 'identity.v1.CustomerService',
      'rpc.method': 'GetCustomerByPhone',
      'rpc.grpc.status_code': 5,
      'rpc.grpc.request.metadata.x-customer-phone': ['+44 7723 509 118'],
      'rpc.grpc.request.metadata.authorization': ['Bearer ya29.a0AfB_byC9xK2mQ7vL4pN8sR1tW6hJ3dF0gY5zA2uE9iO3pQ7tX1wV4nM'],
      'app.grpc.status_message': 'NOT_FOUND: no customer with phone +44 7723 509 118 in tenant uk-retail',
    },
    canaries: ['+44 7723 509 118', 'ya29.a0AfB_byC9xK2mQ7vL4pN8sR1tW6hJ3dF0gY5zA2uE9iO3pQ7tX1wV4nM'],
    keep: ['GetCustomerByPhone', 'uk-retail'],
  },
  {
    id: 'c3-rpc-02-grpc-message-json-in',
    family: 'rpc',
    attributes: {
      'rpc.system': 'grpc',
      'rpc.service': 'lending.v3.ApplicationService',
      'rpc.method': 'SubmitApplication',
      'app.rpc.request_json': j({ applicant: { fullName: 'Kavya Ramesh Iyer', pan: 'BKRPI4829L' }, loanAmountInr: 450000, productCode: 'PL-SALARIED-36M' }),
    },
    canaries: ['Kavya Ramesh Iyer', 'BKRPI4829L'],
    keep: ['PL-SALARIED-36M', '450000'],
  },
  // ---------------------------------------------------------------- GraphQL
  {
    id: 'c3-gql-01-inline-literals',
    family: 'graphql',
    attributes: {
      'graphql.operation.type': 'mutation',
      'graphql.operation.name': 'UpdateShippingAddress',
      'graphql.document':
        'mutation UpdateShippingAddress {\n  customerAddressUpdate(\n    customerAccessToken: "c7e1f9a24b6d8e0f3a5c7b9d1e2f4a6c"\n    id: "gid://shopify/MailingAddress/8812039"\n    address: { firstName: "Aroha", lastName: "Ngata", city: "Rotorua" }\n  ) {\n    customerUserErrors { code field message }\n  }\n}',
    },
    canaries: ['c7e1f9a24b6d8e0f3a5c7b9d1e2f4a6c', 'Aroha', 'Ngata'],
    keep: ['customerUserErrors', 'gid://shopify/MailingAddress/8812039'],
  },
  {
    id: 'c3-gql-02-variables',
    family: 'graphql',
    attributes: {
      'graphql.operation.name': 'CreatePatientReferral',
      'graphql.document': 'mutation CreatePatientReferral($input: ReferralInput!) { createReferral(input: $input) { id status } }',
      'app.graphql.variables': j({
        input: { patient: { name: { given: ['Leilani'], family: 'Akana' } }, specialty: 'pediatric-cardiology', urgency: 'ROUTINE' },
      }),
    },
    canaries: ['Leilani', 'Akana'],
    keep: ['ReferralInput!', 'pediatric-cardiology'],
  },
  // ---------------------------------------------------------------- exceptions
  {
    id: 'c3-exc-01-go-panic',
    family: 'exception',
    attributes: {
      'exception.type': '*errors.errorString',
      'exception.message': 'billing: cannot charge customer "Ifeoma Nwachukwu": card 5168256962320094 declined',
      'exception.stacktrace':
        'goroutine 1847 [running]:\nruntime/debug.Stack()\n\t/usr/local/go/src/runtime/debug/stack.go:26 +0x5e\ngithub.com/lumenpay/billing/internal/charge.(*Service).Charge(0xc0004a2180, {0x1a2b3c0, 0xc000512000})\n\t/src/internal/charge/service.go:214 +0x3a5\nmain.main()\n\t/src/cmd/billing/main.go:61 +0x1c5',
    },
    canaries: ['Ifeoma Nwachukwu', '5168256962320094'],
    keep: ['/src/internal/charge/service.go:214', 'goroutine 1847 [running]:'],
  },
  {
    id: 'c3-exc-02-rust-unwrap',
    family: 'exception',
    attributes: {
      'exception.type': 'panic',
      'exception.message': 'called `Result::unwrap()` on an `Err` value: ValidationError { field: "iban", value: "PL57102028920000330204417836", owner: Some("Zofia Wiśniewska") }',
      'exception.stacktrace':
        "thread 'tokio-runtime-worker' panicked at src/payouts/mod.rs:88:41:\nstack backtrace:\n   0: rust_begin_unwind\n   1: core::panicking::panic_fmt\n   2: core::result::unwrap_failed\n   3: payouts::PayoutService::create::{{closure}}\n             at ./src/payouts/mod.rs:88:41",
    },
    canaries: ['PL57102028920000330204417836', 'Zofia Wiśniewska'],
    keep: ['src/payouts/mod.rs:88:41', 'core::result::unwrap_failed'],
  },
  {
    id: 'c3-exc-03-php-laravel-query',
    family: 'exception',
    attributes: {
      'exception.type': 'Illuminate\\Database\\QueryException',
      'exception.message':
        "SQLSTATE[23000]: Integrity constraint violation: 1062 Duplicate entry 'mehmet.yilmaz@turkcell.net.tr' for key 'users.users_email_unique' (Connection: mysql, SQL: insert into `users` (`name`, `email`, `updated_at`) values (Mehmet Yılmaz, mehmet.yilmaz@turkcell.net.tr, 2026-12-03 09:14:22))",
      'exception.stacktrace':
        "#0 /var/www/html/vendor/laravel/framework/src/Illuminate/Database/Connection.php(801): Illuminate\\Database\\Connection->runQueryCallback('insert into `us...', Array, Object(Closure))\n#1 /var/www/html/app/Services/SignupService.php(57): App\\Models\\User::create(Array)\n#2 {main}",
    },
    canaries: ['mehmet.yilmaz@turkcell.net.tr', 'Mehmet Yılmaz'],
    keep: ['users.users_email_unique', '/var/www/html/app/Services/SignupService.php(57)'],
  },
  {
    id: 'c3-exc-04-kotlin-data-class',
    family: 'exception',
    attributes: {
      'exception.type': 'java.lang.IllegalStateException',
      'exception.message': 'Cannot dispatch order: recipient=Recipient(firstName=Magnus, lastName=Sæther, phone=+47 918 44 207, city=Oslo)',
      'exception.stacktrace':
        'java.lang.IllegalStateException: Cannot dispatch order\n\tat no.budbil.dispatch.DispatchService.dispatch(DispatchService.kt:142)\n\tat no.budbil.dispatch.DispatchController$create$1.invokeSuspend(DispatchController.kt:58)\n\tat kotlin.coroutines.jvm.internal.BaseContinuationImpl.resumeWith(ContinuationImpl.kt:33)',
    },
    canaries: ['Magnus', 'Sæther', '+47 918 44 207'],
    keep: ['DispatchService.kt:142'],
  },
  {
    id: 'c3-exc-05-swift-decoding',
    family: 'exception',
    attributes: {
      'exception.type': 'Swift.DecodingError',
      'exception.message':
        'typeMismatch(Swift.Int, Swift.DecodingError.Context(codingPath: [CodingKeys(stringValue: "patient", intValue: nil), CodingKeys(stringValue: "age", intValue: nil)], debugDescription: "Expected to decode Int but found a string instead.", underlyingError: nil)) while decoding {"patient":{"name":"Chloé Lefebvre-Martin","age":"thirty-four","nir":"2 91 07 75 115 042 27"}}',
      'exception.stacktrace':
        '0   MediSync    0x0000000104a1c2e4 PatientStore.load(from:) + 612 (PatientStore.swift:87)\n1   MediSync    0x0000000104a1b9f0 closure #1 in SyncEngine.run() + 188 (SyncEngine.swift:41)',
    },
    canaries: ['Chloé Lefebvre-Martin', '2 91 07 75 115 042 27'],
    keep: ['PatientStore.swift:87', 'Expected to decode Int but found a string instead.'],
  },
  {
    id: 'c3-exc-06-elixir-changeset',
    family: 'exception',
    attributes: {
      'exception.type': 'Ecto.InvalidChangesetError',
      'exception.message':
        'could not perform insert because changeset is invalid.\n\nErrors\n\n    %{email: [{"has already been taken", [constraint: :unique, constraint_name: "accounts_email_index"]}]}\n\nApplied changes\n\n    %{\n      email: "thandiwe.dlamini@icloud.com",\n      id_number: "8704120348080"\n    }',
      'exception.stacktrace':
        '    (ecto 3.12.4) lib/ecto/repo/schema.ex:1122: Ecto.Repo.Schema.insert!/4\n    (kasi_pay 0.9.1) lib/kasi_pay/accounts.ex:64: KasiPay.Accounts.register/1',
    },
    canaries: ['thandiwe.dlamini@icloud.com', '8704120348080'],
    keep: ['accounts_email_index', 'lib/kasi_pay/accounts.ex:64'],
  },
  {
    id: 'c3-exc-07-python-locals-repr',
    family: 'exception',
    attributes: {
      'exception.type': 'KeyError',
      'exception.message': "'sort_code'",
      'exception.stacktrace':
        "Traceback (most recent call last):\n  File \"/app/agents/payouts.py\", line 118, in build_payload\n    sort_code = beneficiary['sort_code']\nKeyError: 'sort_code'\n\nLocals at frame build_payload:\n  beneficiary = {'name': ('Callum Fraser-'\n                          'Mackintosh'),\n                 'iban': 'GB51MIDL40051571936204'}",
    },
    canaries: ['Callum Fraser-', 'Mackintosh', 'GB51MIDL40051571936204'],
    keep: ['/app/agents/payouts.py'],
  },
  // ---------------------------------------------------------------- code paths, baggage, flags
  {
    id: 'c3-code-01-home-dir-paths',
    family: 'code-path',
    attributes: {
      'code.file.path': '/home/giorgos.papadopoulos/src/agent-kit/agent_kit/tools/address.py',
      'code.function.name': 'parse_address',
      'code.line.number': 212,
      'process.executable.path': 'C:\\Users\\Wiktoria.Lewandowska\\AppData\\Local\\Programs\\Python\\Python312\\python.exe',
    },
    canaries: ['giorgos.papadopoulos', 'Wiktoria.Lewandowska'],
    keep: ['parse_address', 'agent_kit/tools/address.py'],
  },
  {
    id: 'c3-bag-01-w3c-baggage',
    family: 'baggage',
    attributes: {
      'http.request.header.baggage': ['tenant.id=acme-eu,user.email=lucia.fernandez%40telefonica.es,user.name=Luc%C3%ADa%20Fern%C3%A1ndez,session.tier=gold'],
    },
    canaries: ['lucia.fernandez%40telefonica.es', 'Luc%C3%ADa%20Fern%C3%A1ndez'],
    keep: ['acme-eu'],
  },
  {
    id: 'c3-ff-01-launchdarkly-context',
    family: 'feature-flags',
    attributes: {
      'feature_flag.key': 'agent-tool-calling-v2',
      'feature_flag.provider.name': 'LaunchDarkly',
      'feature_flag.result.variant': 'treatment',
      'app.feature_flag.context': j({
        kind: 'multi',
        user: { key: 'usr_5f8a2c', name: 'Sebastián Ortega Ruiz', email: 'sebastian.ortega@outlook.es', _meta: { privateAttributes: ['email'] } },
        organization: { key: 'org_1182', name: 'Tinta Editorial', plan: 'enterprise' },
      }),
    },
    canaries: ['Sebastián Ortega Ruiz', 'sebastian.ortega@outlook.es'],
    keep: ['agent-tool-calling-v2', 'Tinta Editorial'],
  },
  {
    id: 'c3-ff-02-openfeature-targeting',
    family: 'feature-flags',
    attributes: {
      'feature_flag.key': 'checkout.new-address-form',
      'feature_flag.provider.name': 'flagd',
      'feature_flag.context.id': 'amara.diallo@orange.sn',
      'app.openfeature.evaluation_context': j({ targetingKey: 'amara.diallo@orange.sn', name: 'Amara Diallo', locale: 'fr-SN' }),
    },
    canaries: ['amara.diallo@orange.sn', 'Amara Diallo'],
    keep: ['checkout.new-address-form'],
  },
  // ---------------------------------------------------------------- analytics
  {
    id: 'c3-an-01-segment-identify',
    family: 'analytics',
    attributes: {
      'app.segment.call': 'identify',
      'app.analytics.payload': j({
        type: 'identify',
        traits: { name: 'Tomás Ó Briain', email: 'tomas.obriain@eircom.net', plan: 'Premium' },
        context: { ip: '86.44.193.20', library: { name: 'analytics-node', version: '2.1.2' } },
        messageId: 'node-7f3a9c2e-1b4d',
      }),
    },
    canaries: ['Tomás Ó Briain', 'tomas.obriain@eircom.net', '86.44.193.20'],
    keep: ['node-7f3a9c2e-1b4d'],
  },
  {
    id: 'c3-an-02-sentry-user-uk',
    family: 'analytics',
    attributes: {
      'app.sentry.release': 'agent-web@4.12.0+8f3e2a1',
      'app.sentry.user': j({ email: 'oksana.kovalenko@ukr.net', ip_address: '91.204.57.138', geo: { city: 'Lviv', country_code: 'UA' } }),
      'app.sentry.breadcrumb': 'navigation /settings/profile -> /settings/billing (user pasted 4571857959593587 into search box)',
    },
    canaries: ['oksana.kovalenko@ukr.net', '91.204.57.138', '4571857959593587'],
    keep: ['agent-web@4.12.0+8f3e2a1', '/settings/profile -> /settings/billing'],
  },
  // ---------------------------------------------------------------- search DSL
  {
    id: 'c3-es-01-bool-query',
    family: 'search-dsl',
    attributes: {
      'db.system.name': 'elasticsearch',
      'db.collection.name': 'customers-v7',
      'app.elasticsearch.request.body': j({
        query: {
          bool: {
            should: [{ term: { 'email.keyword': 'henrik.sorensen@mail.dk' } }, { match_phrase: { full_name: 'Henrik Sørensen' } }],
            minimum_should_match: 1,
            filter: [{ term: { tenant: 'nordic-telco' } }],
          },
        },
        size: 5,
      }),
    },
    canaries: ['henrik.sorensen@mail.dk', 'Henrik Sørensen'],
    keep: ['nordic-telco', 'email.keyword'],
  },
  {
    id: 'c3-es-02-search-hits-ptbr',
    family: 'search-dsl',
    attributes: {
      'db.system.name': 'elasticsearch',
      'app.retrieval.hits': j({
        took: 12,
        hits: {
          hits: [
            { _index: 'kb-tickets-2026.11', _id: 'T-99120', _source: { body: 'Cliente Mariana Lopes Batista (CPF 902.714.386-22) diz que o reembolso de R$ 349,90 não chegou.' } },
            { _index: 'kb-articles', _id: 'KB-0042', _source: { body: 'Refunds take 5-10 business days.' } },
          ],
        },
      }),
    },
    canaries: ['Mariana Lopes Batista', '902.714.386-22'],
    keep: ['kb-tickets-2026.11', 'KB-0042', 'Refunds take 5-10 business days.'],
  },
  // ---------------------------------------------------------------- object storage
  {
    id: 'c3-obj-01-s3-kyc-key',
    family: 'object-storage',
    attributes: {
      'rpc.system': 'aws-api',
      'rpc.method': 'PutObject',
      'aws.s3.bucket': 'prod-kyc-uploads-eu-west-1',
      'aws.s3.key': 'kyc/2026/12/joao-pedro-almeida-castro_607.153.842-44/selfie_1764932011.jpg',
    },
    canaries: ['joao-pedro-almeida-castro', '607.153.842-44'],
    keep: ['prod-kyc-uploads-eu-west-1', 'selfie_1764932011.jpg'],
  },
  {
    id: 'c3-obj-02-azure-blob-dicom',
    family: 'object-storage',
    attributes: {
      'url.full': 'https://stmedrecordsweu.blob.core.windows.net/scans/patients/Ahmed_Al-Farsi/MRI_lumbar.dcm',
      'app.blob.metadata': j({ patientname: 'AL-FARSI^AHMED', modality: 'MR', studydate: '20261130' }),
    },
    canaries: ['Ahmed_Al-Farsi', 'AL-FARSI^AHMED'],
    keep: ['stmedrecordsweu.blob.core.windows.net', 'MRI_lumbar.dcm'],
  },
  // ---------------------------------------------------------------- geo / device
  {
    id: 'c3-geo-01-home-coordinates',
    family: 'geo',
    attributes: {
      'gen_ai.tool.name': 'route_planner',
      'gen_ai.tool.call.arguments': j({
        origin: { label: 'home', lat: 60.192059, lng: 24.945831 },
        destination: { label: 'Helsinki-Vantaa Airport', lat: 60.3172, lng: 24.9633 },
        depart_at: '2026-12-18T05:30:00+02:00',
      }),
    },
    canaries: ['60.192059', '24.945831'],
    keep: ['Helsinki-Vantaa Airport', '60.3172', '24.9633'],
  },
  {
    id: 'c3-geo-02-wifi-scan-mac',
    family: 'geo',
    attributes: {
      'app.wifi.scan': j({ connected: { ssid: 'Familia_Rodrigues_5G' }, device_mac: '3c:22:fb:91:0d:6e', accuracy_m: 12 }),
      'host.name': 'edge-gw-saopaulo-03',
    },
    canaries: ['Familia_Rodrigues_5G', '3c:22:fb:91:0d:6e'],
    keep: ['edge-gw-saopaulo-03'],
  },
  // ---------------------------------------------------------------- other shapes
  {
    id: 'c3-soap-01-motor-quote',
    family: 'soap-xml',
    attributes: {
      'rpc.system': 'soap',
      'rpc.method': 'GetMotorQuote',
      'app.soap.request':
        '<?xml version="1.0" encoding="UTF-8"?><soapenv:Envelope xmlns:soapenv="http://schemas.xmlsoap.org/soap/envelope/" xmlns:q="urn:insurer:quotes:v2"><soapenv:Header><wsse:Security><wsse:UsernameToken><wsse:Username>broker_api_44</wsse:Username><wsse:Password Type="PasswordText">Xk!9vQ2#mLp7</wsse:Password></wsse:UsernameToken></wsse:Security></soapenv:Header><soapenv:Body><q:GetMotorQuote><q:Driver><q:Forename>Eleni</q:Forename><q:Surname>Georgiou</q:Surname></q:Driver><q:Vehicle><q:Make>Ford</q:Make><q:Model>Mustang</q:Model></q:Vehicle></q:GetMotorQuote></soapenv:Body></soapenv:Envelope>',
    },
    canaries: ['Xk!9vQ2#mLp7', 'Eleni', 'Georgiou'],
    keep: ['urn:insurer:quotes:v2', 'broker_api_44'],
  },
  {
    id: 'c3-log-01-nginx-line-in-json',
    family: 'log-embedded',
    attributes: {
      'app.log.record': j({
        stream: 'stdout',
        log: '92.40.181.77 - frank.mueller [06/Dec/2026:22:14:05 +0000] "GET /api/v1/export?format=csv HTTP/1.1" 200 48213 "-" "Mozilla/5.0 (X11; Linux x86_64)"',
        kubernetes: { pod_name: 'ingress-nginx-controller-6d8f9c7b5-k2x7p', namespace_name: 'ingress-nginx' },
      }),
    },
    canaries: ['92.40.181.77', 'frank.mueller'],
    keep: ['ingress-nginx-controller-6d8f9c7b5-k2x7p', '/api/v1/export'],
  },
  {
    id: 'c3-json-01-triple-encoded',
    family: 'nested-json',
    attributes: {
      'app.tool.output': j({
        status: 'ok',
        body: j({ data: j({ customer: { name: 'Femke van der Linden', iban: 'NL46 RABO 0318 2649 57' }, reference: 'REF-55810' }) }),
      }),
    },
    canaries: ['Femke van der Linden', 'NL46 RABO 0318 2649 57'],
    keep: ['REF-55810'],
  },
  {
    id: 'c3-vec-01-memory-upsert',
    family: 'vector-store',
    attributes: {
      'db.system.name': 'pinecone',
      'db.operation.name': 'upsert',
      'db.collection.name': 'user-memories',
      'app.vector.metadata': j([
        { id: 'mem_01JEXA7Q', metadata: { fact: 'User lives at 4 Rue des Lilas, 69003 Lyon', source_turn: 14 } },
        { id: 'mem_01JEXA7R', metadata: { fact: 'User passport number is 19AV42817', source_turn: 15 } },
      ]),
    },
    canaries: ['4 Rue des Lilas', '19AV42817'],
    keep: ['user-memories', 'mem_01JEXA7Q'],
  },
  {
    id: 'c3-rag-01-openinference-docs-ja',
    family: 'retrieval',
    attributes: {
      'openinference.span.kind': 'RETRIEVER',
      'retrieval.documents.0.document.id': 'confluence:HR:882713',
      'retrieval.documents.0.document.content': '新入社員 渡辺 さくら のPC配送先：東京都港区西麻布3-14-7 パークハウス 502号室。',
      'retrieval.documents.0.document.metadata': j({ author: 'lisa.hoffmann@corp-people.de', space: 'HR' }),
      'retrieval.documents.1.document.id': 'confluence:ENG:10293',
      'retrieval.documents.1.document.content': 'Use the parseAddress() helper from @corp/geo; never log firstName/lastName fields.',
    },
    canaries: ['渡辺 さくら', '西麻布3-14-7 パークハウス 502号室', 'lisa.hoffmann@corp-people.de'],
    keep: ['confluence:HR:882713', 'never log firstName/lastName fields.'],
  },
  // ---------------------------------------------------------------- negatives
  {
    id: 'c3-neg-01-anthropic-model-metadata',
    family: 'negative',
    attributes: {
      'gen_ai.operation.name': 'chat',
      'gen_ai.provider.name': 'anthropic',
      'gen_ai.request.model': 'claude-3-5-sonnet-20241022',
      'gen_ai.response.id': 'msg_01Hq7RkT3vZ9mW2xLp8NcYbF',
      'gen_ai.response.finish_reasons': ['end_turn'],
      'gen_ai.usage.input_tokens': 4182,
      'gen_ai.conversation.id': 'conv_7f3e9a21c4b8',
    },
    canaries: [],
    keep: ['claude-3-5-sonnet-20241022', 'msg_01Hq7RkT3vZ9mW2xLp8NcYbF', '4182', 'conv_7f3e9a21c4b8'],
  },
  {
    id: 'c3-neg-02-openai-snapshot-fingerprint',
    family: 'negative',
    attributes: {
      'gen_ai.request.model': 'gpt-4o-mini-2024-07-18',
      'gen_ai.response.id': 'chatcmpl-AbC9xQ2mL7vT4pN8sR1wK6hJ3dF0g',
      'gen_ai.openai.response.system_fingerprint': 'fp_0aa8d3e20b',
      'llm.invocation_parameters': j({
        model: 'gpt-4o-mini-2024-07-18',
        temperature: 0.1,
        response_format: { type: 'json_schema', json_schema: { name: 'extract_person', schema: { properties: { full_name: { type: 'string' }, date_of_birth: { type: 'string', format: 'date' } } } } },
      }),
    },
    canaries: [],
    keep: ['gpt-4o-mini-2024-07-18', 'chatcmpl-AbC9xQ2mL7vT4pN8sR1wK6hJ3dF0g', 'fp_0aa8d3e20b', 'extract_person'],
  },
  {
    id: 'c3-neg-03-k8s-cloud-resources',
    family: 'negative',
    attributes: {
      'k8s.pod.name': 'llm-gateway-7f9c6d5b8-x2x9q',
      'k8s.namespace.name': 'ai-platform',
      'k8s.node.name': 'ip-10-42-17-203.eu-west-1.compute.internal',
      'cloud.region': 'eu-west-1',
      'cloud.resource_id': 'arn:aws:lambda:eu-west-1:731948205617:function:summarize-ticket',
      'host.id': 'i-0a7f3c9e21b4d5608',
      'container.image.tags': ['v2.14.3', 'sha-9f2e1a7'],
    },
    canaries: [],
    keep: ['llm-gateway-7f9c6d5b8-x2x9q', 'ip-10-42-17-203.eu-west-1.compute.internal', 'arn:aws:lambda:eu-west-1:731948205617:function:summarize-ticket', 'i-0a7f3c9e21b4d5608'],
  },
  {
    id: 'c3-neg-04-catalogue-founder-brands',
    family: 'negative',
    attributes: {
      'gen_ai.tool.name': 'catalog_search',
      'gen_ai.tool.call.result': j({
        items: [
          { sku: 'BJ-CHM-465', title: "Ben & Jerry's Chunky Monkey 465ml", price: 6.49, currency: 'EUR' },
          { sku: 'FD-MME-25GT', title: 'Ford Mustang Mach-E GT 2025', price: 69995.0, currency: 'EUR' },
          { sku: 'DM-1460-BLK-42', title: 'Dr. Martens 1460 Smooth Boots', price: 199.0, currency: 'EUR' },
          { sku: 'JW-BL-70', title: 'Johnnie Walker Black Label 70cl', price: 32.9, currency: 'EUR' },
        ],
      }),
    },
    canaries: [],
    keep: ["Ben & Jerry's Chunky Monkey", 'Ford Mustang Mach-E GT 2025', 'Dr. Martens 1460', 'Johnnie Walker Black Label', 'BJ-CHM-465'],
  },
  {
    id: 'c3-neg-05-navigation-street-names',
    family: 'negative',
    attributes: {
      'gen_ai.tool.name': 'maps_directions',
      'app.directions.summary':
        'Head north on Rua Augusta toward Praça do Comércio, then turn right onto Avenida Infante Dom Henrique. Continue along Đường Nguyễn Huệ, keep left at רחוב הרצל, and follow Невский проспект to the end.',
      'app.directions.distance_km': 12.7,
    },
    canaries: [],
    keep: ['Rua Augusta', 'Avenida Infante Dom Henrique', 'Đường Nguyễn Huệ', 'רחוב הרצל', 'Невский проспект'],
  },
  {
    id: 'c3-neg-06-routes-error-codes',
    family: 'negative',
    attributes: {
      'http.route': '/users/{userId}/addresses/{addressId}',
      'url.template': '/v2/customers/{customer_id}/payment-methods',
      'error.type': 'CUSTOMER_NOT_FOUND',
      'http.response.status_code': 404,
      'exception.message': 'No customer matches id {customer_id}; check the X-Tenant header',
      'code.function.name': 'resolveCustomerByEmail',
    },
    canaries: [],
    keep: ['/users/{userId}/addresses/{addressId}', 'CUSTOMER_NOT_FOUND', 'No customer matches id {customer_id}', 'resolveCustomerByEmail'],
  },
  {
    id: 'c3-neg-07-flags-roles-tenants',
    family: 'negative',
    attributes: {
      'feature_flag.key': 'enable-pii-redaction-v3',
      'feature_flag.result.variant': 'strict',
      'app.user.roles': ['org-admin', 'billing-viewer', 'support-agent'],
      'app.tenant.slug': 'johnson-partners-llp',
      'app.flags.evaluated': j({ 'new-onboarding-flow': true, 'show-date-of-birth-field': false, 'max-upload-mb': 25 }),
    },
    canaries: [],
    keep: ['enable-pii-redaction-v3', 'support-agent', 'johnson-partners-llp', 'show-date-of-birth-field'],
  },
  {
    id: 'c3-neg-08-schema-columns',
    family: 'negative',
    attributes: {
      'db.query.summary': 'SELECT customer_addresses',
      'app.schema.columns': 'first_name, last_name, email_address, phone_number, date_of_birth, street_address, postal_code',
      'app.migration.name': '20261201_add_passport_number_to_travellers',
    },
    canaries: [],
    keep: ['SELECT customer_addresses', 'first_name, last_name, email_address, phone_number', '20261201_add_passport_number_to_travellers'],
  },
  {
    id: 'c3-neg-09-ids-hashes-dates',
    family: 'negative',
    attributes: {
      'app.parent.trace_id': '5b8efff798038103d269b633813fc60c',
      'app.request.uuid': '8e0d4c6a-2f71-4b93-a5d8-1c7e39f0b2a4',
      'app.content.sha256': 'a9c2e7f41b3d58066e2f9c1a7b4d3e5f60812c9d7e4a3b5f1c8d2e6a9b0f7c31',
      'app.event.date': '2026-12-24',
      'app.order.number': 'ORD-2026-118734',
      'app.invoice.number': 'INV-0049-7731',
    },
    canaries: [],
    keep: ['5b8efff798038103d269b633813fc60c', '8e0d4c6a-2f71-4b93-a5d8-1c7e39f0b2a4', '2026-12-24', 'ORD-2026-118734', 'INV-0049-7731'],
  },
  {
    id: 'c3-neg-10-companies-places',
    family: 'negative',
    attributes: {
      'app.vendor.list': ['Johnson Controls', 'Morgan Stanley', 'Dell Technologies', 'Mahindra & Mahindra', 'Toyota Tsusho'],
      'app.office.locations': ['São Paulo', 'Đà Nẵng', 'กรุงเทพมหานคร', 'תל אביב', 'Θεσσαλονίκη', 'Nairobi'],
    },
    canaries: [],
    keep: ['Morgan Stanley', 'Mahindra & Mahindra', 'Đà Nẵng', 'กรุงเทพมหานคร', 'Θεσσαλονίκη'],
  },
  {
    id: 'c3-neg-11-versions-number-lookalikes',
    family: 'negative',
    attributes: {
      'service.version': '2026.12.1',
      'telemetry.sdk.version': '1.28.0',
      'app.build.number': '20261207.4',
      'app.product.gtin': '6400482739100',
      'app.zoom.meeting_id': '853 2741 9906',
      'app.shipment.container': 'MSKU 904718-0',
    },
    canaries: [],
    keep: ['2026.12.1', '20261207.4', '6400482739100', '853 2741 9906', 'MSKU 904718-0'],
  },
];

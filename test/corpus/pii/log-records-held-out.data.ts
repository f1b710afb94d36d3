/**
 * Held-out PII corpus: OpenTelemetry log records as logging libraries and bridges emit them.
 *
 * Written on 2026-12-07 by a helper who read neither the detectors nor other test data.
 * All personal data below is invented; any resemblance to a real person, account or document is
 * accidental. Check digits were computed and verified by script for: card numbers (Luhn), IBANs
 * (ISO 13616 mod 97), German Steuer-ID (ISO 7064 MOD 11,10 plus the digit-repetition rule),
 * French NIR (97 - n mod 97 key), Spanish DNI and NIE (mod 23 letter), Italian codice fiscale
 * (odd/even table check letter), Dutch BSN (11-test), Polish PESEL (1-3-7-9 weights), Brazilian
 * CPF (two mod 11 digits), Indian Aadhaar (Verhoeff), Chinese resident id (ISO 7064 MOD 11-2),
 * Korean RRN (weights 2..9,2..5, mod 11), Japanese My Number (mod 11 check digit) and Swedish
 * personnummer (Luhn). US SSNs and UK NINOs have no check digit; they respect the allocation
 * rules (no 000/666/9xx area, no 00 group, no 0000 serial; NINO prefix not D/F/I/Q/U/V or a
 * disallowed pair, suffix A-D). Indian PAN follows the AAAPA9999A shape (4th letter P). Passport
 * numbers, licence plates, phone numbers and addresses only follow the national shapes.
 *
 * Ids end with the language of the human-readable parts (en, es, pt, fr, de, it, nl, pl, ja, zh, ko).
 */
export interface LogRecordCase {
  id: string;
  family: string; // e.g. 'python-logging', 'pino-json', 'logback-stacktrace', 'nginx-access', 'llm-app'
  body: string | Record<string, unknown>; // the OTLP log body: a string, or a structured map
  attributes: Record<string, string | number | boolean | string[]>;
  severityText?: string;
  canaries: string[]; // exact substrings that are personal and must NOT survive redaction
  keep: string[]; // exact substrings that are not personal and SHOULD survive unchanged
}

export const LOG_RECORDS_HELD_OUT: LogRecordCase[] = [
  // ───────────────────────────── Python logging (OTel LoggingHandler) ─────────────────────────────
  {
    id: 'lr-001-en',
    family: 'python-logging',
    body: 'Password reset requested for margaret.okafor@gmail.com from 81.2.69.142',
    attributes: {
      'code.namespace': 'accounts.views',
      'code.function': 'request_password_reset',
      'code.filepath': '/srv/app/accounts/views.py',
      'code.lineno': 214,
    },
    severityText: 'INFO',
    canaries: ['margaret.okafor@gmail.com', '81.2.69.142'],
    keep: ['Password reset requested', 'accounts.views', 'request_password_reset', '/srv/app/accounts/views.py'],
  },
  {
    id: 'lr-002-es',
    family: 'python-logging',
    body: 'Pedido 5f0c2a8e-7d41-4b9e-a2c3-91e04d7b6f18 confirmado para Lucía Fernández Ortega (tel. +34 655 218 904), envío a Calle de Alcalá 128, 3ºB, 28009 Madrid',
    attributes: {
      'code.namespace': 'tienda.pedidos.tasks',
      'code.function': 'confirmar_pedido',
      'code.lineno': 71,
    },
    severityText: 'INFO',
    canaries: ['Lucía Fernández Ortega', '+34 655 218 904', 'Calle de Alcalá 128'],
    keep: ['5f0c2a8e-7d41-4b9e-a2c3-91e04d7b6f18', 'confirmado para', 'confirmar_pedido'],
  },
  {
    id: 'lr-003-de',
    family: 'python-logging',
    body: 'Kunde Jonas Weißmüller hat Steuer-ID 51489388072 hinterlegt (mandant=ACME-DE, plan=business)',
    attributes: {
      'code.namespace': 'lohn.profile',
      'code.function': 'update_tax_profile',
      'code.lineno': 332,
      'deployment.environment': 'production',
    },
    severityText: 'INFO',
    canaries: ['Jonas Weißmüller', '51489388072'],
    keep: ['update_tax_profile', 'mandant=ACME-DE', 'plan=business', 'hinterlegt'],
  },
  {
    id: 'lr-004-en',
    family: 'python-logging',
    body: "Rendered template welcome_email.html (locale=en_GB): 'Dear Chinedu Okonkwo, welcome to Tracefit Premium. Your membership number is TFP-2026-55812.'",
    attributes: {
      'code.function': 'render_welcome',
      'code.namespace': 'mailer.templates',
      'mail.template.version': '4.2.0',
    },
    severityText: 'DEBUG',
    canaries: ['Chinedu Okonkwo'],
    keep: ['welcome_email.html', 'Tracefit Premium', 'render_welcome', 'locale=en_GB'],
  },
  {
    id: 'lr-005-es',
    family: 'python-logging',
    body: 'Pedido enviado al transportista',
    attributes: {
      'code.function': 'ship_order',
      'order.id': 'ORD-CL-2026-009417',
      customer_email: 'valentina.rojas@gmail.com',
      'order.shipping_address': 'Av. Providencia 1208, depto 54, Providencia, Santiago',
      'order.carrier': 'chilexpress',
    },
    severityText: 'INFO',
    canaries: ['valentina.rojas@gmail.com', 'Av. Providencia 1208, depto 54'],
    keep: ['ORD-CL-2026-009417', 'Pedido enviado al transportista', 'chilexpress'],
  },
  {
    id: 'lr-006-de',
    family: 'python-logging',
    body: 'Anfrage ohne gültiges CSRF-Token abgelehnt: POST /konto/einstellungen',
    attributes: {
      'code.function': 'csrf_failure',
      'http.request.method': 'POST',
      'http.route': '/konto/einstellungen',
      'http.request.header.cookie': 'sessionid=c84d8dbc74254770f58904dba41ecccc; django_language=de',
      'http.request.header.x-user-email': 'h.schneider@web.de',
    },
    severityText: 'WARNING',
    canaries: ['c84d8dbc74254770f58904dba41ecccc', 'h.schneider@web.de'],
    keep: ['/konto/einstellungen', 'CSRF-Token abgelehnt', 'csrf_failure', 'django_language=de'],
  },
  {
    id: 'lr-007-en',
    family: 'python-logging',
    body: 'HMRC RTI lookup OK for NINO JT 48 21 93 C (employee Gareth Pryce, payroll run 2026-12)',
    attributes: {
      'code.function': 'verify_nino',
      'code.namespace': 'payroll.uk.hmrc',
      'payroll.run': '2026-12',
    },
    severityText: 'INFO',
    canaries: ['JT 48 21 93 C', 'Gareth Pryce'],
    keep: ['HMRC RTI lookup OK', 'payroll.uk.hmrc', 'verify_nino'],
  },
  {
    id: 'lr-008-en',
    family: 'python-logging',
    body: 'Customer record merged: Anna Sjöberg (personnummer 850312-2411) now owns account SE-ACC-77120; previous duplicate archived',
    attributes: {
      'code.function': 'merge_customers',
      'code.namespace': 'crm.nordics.dedupe',
    },
    severityText: 'INFO',
    canaries: ['Anna Sjöberg', '850312-2411'],
    keep: ['SE-ACC-77120', 'merge_customers', 'previous duplicate archived'],
  },
  {
    id: 'lr-009-en',
    family: 'python-logging',
    body: 'Processed batch 48213 of 90210 in 1532 ms (rows=4821934, bytes=1048576, retries=0)',
    attributes: {
      'code.function': 'process_batch',
      'code.namespace': 'etl.loader',
      'batch.size': 5000,
    },
    severityText: 'INFO',
    canaries: [],
    keep: ['batch 48213 of 90210', '1532 ms', 'rows=4821934', 'bytes=1048576', 'etl.loader'],
  },

  // ───────────────────────────── Python tracebacks ─────────────────────────────
  {
    id: 'lr-010-en',
    family: 'python-traceback',
    body: `Error processing refund
Traceback (most recent call last):
  File "/home/dkowalczyk/projects/shop/venv/lib/python3.12/site-packages/stripe/_api_requestor.py", line 197, in request
    rbody, rcode, rheaders = self.request_raw(method.lower(), url, params)
  File "/srv/shop/payments/refunds.py", line 88, in issue_refund
    raise RefundError(f"card {card} rejected for {customer}")
payments.errors.RefundError: card 4212254410199524 rejected for Derek Whitfield`,
    attributes: {
      'exception.type': 'payments.errors.RefundError',
      'code.function': 'issue_refund',
    },
    severityText: 'ERROR',
    canaries: ['dkowalczyk', '4212254410199524', 'Derek Whitfield'],
    keep: ['payments.errors.RefundError', '/srv/shop/payments/refunds.py', 'issue_refund', 'Traceback (most recent call last)'],
  },
  {
    id: 'lr-011-it',
    family: 'python-traceback',
    body: `Errore durante la sincronizzazione del profilo
Traceback (most recent call last):
  File "/app/crm/sync.py", line 54, in sync_profile
    payload["codice_fiscale"] = profile["cf"].upper()
KeyError: 'cf'

During handling of the above exception, another exception occurred:

Traceback (most recent call last):
  File "/app/crm/sync.py", line 61, in sync_profile
    raise ProfileSyncError(f"profilo incompleto: {profile!r}")
crm.sync.ProfileSyncError: profilo incompleto: {'nome': 'Giulia', 'cognome': 'Bianchi', 'email': 'giulia.bianchi90@libero.it', 'codice_fiscale': 'BNCGLI90D52F205T'}`,
    attributes: {
      'exception.type': 'crm.sync.ProfileSyncError',
      'code.filepath': '/app/crm/sync.py',
    },
    severityText: 'ERROR',
    canaries: ['Giulia', 'Bianchi', 'giulia.bianchi90@libero.it', 'BNCGLI90D52F205T'],
    keep: ['crm.sync.ProfileSyncError', 'sync_profile', 'Errore durante la sincronizzazione', '/app/crm/sync.py'],
  },
  {
    id: 'lr-012-pl',
    family: 'python-traceback',
    body: `Nie udało się utworzyć przesyłki dla zamówienia PL-2026-31877
Traceback (most recent call last):
  File "/opt/sklep/wysylka/kurier.py", line 142, in create_shipment
    resp.raise_for_status()
  File "/opt/sklep/.venv/lib/python3.11/site-packages/requests/models.py", line 1024, in raise_for_status
    raise HTTPError(http_error_msg, response=self)
requests.exceptions.HTTPError: 409 Client Error: Conflict for url: https://api.kurier.example/v2/shipments
Response body: {"error":"recipient_exists","recipient":{"name":"Katarzyna Nowak","phone":"512 334 871","street":"ul. Piotrkowska 118/4"}}`,
    attributes: {
      'exception.type': 'requests.exceptions.HTTPError',
      'code.function': 'create_shipment',
    },
    severityText: 'ERROR',
    canaries: ['Katarzyna Nowak', '512 334 871', 'ul. Piotrkowska 118/4'],
    keep: ['PL-2026-31877', 'requests.exceptions.HTTPError', '409 Client Error: Conflict', 'Nie udało się utworzyć przesyłki'],
  },
  {
    id: 'lr-013-en',
    family: 'python-traceback',
    body: `Unhandled exception in metrics worker
Traceback (most recent call last):
  File "/srv/metrics/aggregate.py", line 212, in compute_ratio
    return hits / total
ZeroDivisionError: division by zero`,
    attributes: {
      'exception.type': 'ZeroDivisionError',
      'code.function': 'compute_ratio',
      'worker.id': 'metrics-worker-3',
    },
    severityText: 'ERROR',
    canaries: [],
    keep: ['/srv/metrics/aggregate.py', 'ZeroDivisionError: division by zero', 'compute_ratio', 'metrics-worker-3'],
  },
  {
    id: 'lr-014-fr',
    family: 'python-traceback',
    body: "Erreur lors de la génération de l'attestation",
    attributes: {
      'exception.type': 'ValueError',
      'exception.message': 'NIR invalide pour assuré Margaux Perrin : 1 78 12 18 187 010 11 (clé attendue différente)',
      'exception.stacktrace': `Traceback (most recent call last):
  File "/srv/mutuelle/attestations/pdf.py", line 77, in build_attestation
    nir = valider_nir(assure.nir)
  File "/srv/mutuelle/attestations/nir.py", line 19, in valider_nir
    raise ValueError(f"NIR invalide pour assuré {assure.nom} : {nir}")
ValueError: NIR invalide pour assuré Margaux Perrin : 1 78 12 18 187 010 11 (clé attendue différente)`,
      'code.function': 'build_attestation',
    },
    severityText: 'ERROR',
    canaries: ['Margaux Perrin', '1 78 12 18 187 010 11'],
    keep: ['build_attestation', '/srv/mutuelle/attestations/nir.py', "Erreur lors de la génération de l'attestation"],
  },

  // ───────────────────────────── structlog ─────────────────────────────
  {
    id: 'lr-015-nl',
    family: 'structlog',
    body: {
      event: 'adres gewijzigd',
      logger: 'klanten.service',
      level: 'info',
      klant: {
        naam: 'Sanne de Vries',
        bsn: '680230026',
        adres: 'Keizersgracht 214-2, 1016 DZ Amsterdam',
      },
      bron: 'mijn-omgeving',
    },
    attributes: { 'code.function': 'wijzig_adres' },
    severityText: 'info',
    canaries: ['Sanne de Vries', '680230026', 'Keizersgracht 214-2, 1016 DZ'],
    keep: ['adres gewijzigd', 'klanten.service', 'mijn-omgeving'],
  },
  {
    id: 'lr-016-pl',
    family: 'structlog',
    body: "2026-12-06T08:11:42.019Z [warning  ] Nieudana weryfikacja tożsamości [kyc.verify] pesel=87042365687 imie_nazwisko='Agnieszka Wróblewska' telefon='+48 601 482 913' attempt=3",
    attributes: { 'service.name': 'kyc-service' },
    severityText: 'warning',
    canaries: ['87042365687', 'Agnieszka Wróblewska', '+48 601 482 913'],
    keep: ['Nieudana weryfikacja tożsamości', 'kyc.verify', 'attempt=3'],
  },
  {
    id: 'lr-017-fr',
    family: 'structlog',
    body: {
      event: 'synchronisation du catalogue terminée',
      logger: 'catalogue.sync',
      sku_mis_a_jour: 4821,
      exemples: ['SKU-48-2193-BLK', 'SKU-90-1177-RED'],
      duree_s: 12.4,
      entrepot: 'Lyon',
    },
    attributes: { 'code.function': 'sync_catalogue' },
    severityText: 'info',
    canaries: [],
    keep: ['synchronisation du catalogue terminée', 'SKU-48-2193-BLK', 'SKU-90-1177-RED', 'catalogue.sync'],
  },

  // ───────────────────────────── loguru ─────────────────────────────
  {
    id: 'lr-018-pt',
    family: 'loguru',
    body: '2026-12-06 10:22:31.447 | INFO     | billing.invoices:emit_invoice:132 - Nota fiscal emitida para Ana Beatriz Moreira, CPF 571.471.391-51, valor R$ 1.249,90',
    attributes: { 'service.name': 'faturamento' },
    severityText: 'INFO',
    canaries: ['Ana Beatriz Moreira', '571.471.391-51'],
    keep: ['billing.invoices:emit_invoice:132', 'R$ 1.249,90', 'Nota fiscal emitida'],
  },
  {
    id: 'lr-019-en',
    family: 'loguru',
    body: '2026-12-06 10:41:09.003 | ERROR    | notifications.webhooks:deliver:77 - Could not deliver webhook to https://hooks.partner-crm.io/ingest?api_key=u8jzPde0IgxLd6GncfBAepfJBd0Kh8oOOL8dKLzdocJ2isAj&user=kwame.mensah: ReadTimeout after 10.0s',
    attributes: { 'service.name': 'notifier' },
    severityText: 'ERROR',
    canaries: ['u8jzPde0IgxLd6GncfBAepfJBd0Kh8oOOL8dKLzdocJ2isAj', 'kwame.mensah'],
    keep: ['notifications.webhooks:deliver:77', 'Could not deliver webhook', 'ReadTimeout after 10.0s'],
  },
  {
    id: 'lr-020-es',
    family: 'loguru',
    body: '2026-12-06 12:00:01.000 | INFO     | contabilidad.facturas:emitir:41 - Factura FAC-2026-000482 emitida por 1.249,90 EUR; IVA 21%; serie B; almacén Valencia',
    attributes: { 'service.name': 'contabilidad' },
    severityText: 'INFO',
    canaries: [],
    keep: ['FAC-2026-000482', '1.249,90 EUR', 'IVA 21%', 'contabilidad.facturas:emitir:41'],
  },

  // ───────────────────────────── pino (Node) ─────────────────────────────
  {
    id: 'lr-021-en',
    family: 'pino-json',
    body: {
      level: 30,
      time: 1796549000123,
      pid: 41,
      hostname: 'api-7d9f8c-xk2lp',
      req: {
        id: 'req-8f2a61',
        method: 'POST',
        url: '/api/v1/signup',
        headers: { 'user-agent': 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X)', 'x-forwarded-for': '73.189.44.210' },
        remoteAddress: '73.189.44.210',
      },
      msg: 'signup completed for jordan.reyes88@yahoo.com',
    },
    attributes: {},
    severityText: 'info',
    canaries: ['73.189.44.210', 'jordan.reyes88@yahoo.com'],
    keep: ['api-7d9f8c-xk2lp', '/api/v1/signup', 'signup completed for', 'req-8f2a61'],
  },
  {
    id: 'lr-022-es',
    family: 'pino-json',
    body: '{"level":50,"time":1796549122410,"pid":7,"hostname":"clientes-api-5c6b9","msg":"Error al validar el DNI 29295458J del cliente Martín Aguilar Ruiz","err":{"type":"ValidationError","message":"letra de control incorrecta","stack":"ValidationError: letra de control incorrecta\\n    at validarDni (/app/src/validadores/dni.js:23:11)"}}',
    attributes: {},
    severityText: 'error',
    canaries: ['29295458J', 'Martín Aguilar Ruiz'],
    keep: ['ValidationError', 'Error al validar el DNI', 'clientes-api-5c6b9', '/app/src/validadores/dni.js:23:11'],
  },
  {
    id: 'lr-023-fr',
    family: 'pino-json',
    body: {
      level: 30,
      time: 1796549200000,
      msg: 'profil mis à jour',
      user: {
        firstName: 'Camille',
        lastName: 'Lefèbvre',
        email: 'camille.lefebvre@orange.fr',
        birthDate: '1991-03-14',
      },
      changes: ['email', 'birthDate'],
      source: 'espace-client',
    },
    attributes: {},
    severityText: 'info',
    canaries: ['Camille', 'Lefèbvre', 'camille.lefebvre@orange.fr', '1991-03-14'],
    keep: ['profil mis à jour', 'espace-client', 'birthDate'],
  },
  {
    id: 'lr-024-en',
    family: 'pino-json',
    body: {
      level: 30,
      time: 1796549400000,
      msg: 'payment method stored',
      customerId: 'cus_Rk82mQ1',
      card: { brand: 'amex', number: '378297746249446', exp: '11/29' },
      fallback: 'Discover 6011 0191 9210 3517 removed',
    },
    attributes: { 'service.name': 'wallet-svc' },
    severityText: 'info',
    canaries: ['378297746249446', '6011 0191 9210 3517'],
    keep: ['payment method stored', 'wallet-svc', 'amex'],
  },
  {
    id: 'lr-025-en',
    family: 'pino-json',
    body: {
      level: 30,
      time: 1796549455000,
      msg: 'request completed',
      req: { id: 'req-7f3a9c21', method: 'GET', url: '/api/v1/orders/ORD-2026-448213' },
      res: { statusCode: 200 },
      responseTime: 87,
      traceId: '4bf92f3577b34da6a3ce929d0e0e4736',
      spanId: '00f067aa0ba902b7',
    },
    attributes: { 'service.name': 'orders-api', 'service.version': '3.14.2' },
    severityText: 'info',
    canaries: [],
    keep: ['4bf92f3577b34da6a3ce929d0e0e4736', '00f067aa0ba902b7', '/api/v1/orders/ORD-2026-448213', 'request completed', '3.14.2'],
  },
  {
    id: 'lr-026-es',
    family: 'joi-validation',
    body: {
      level: 40,
      msg: 'Solicitud rechazada por validación',
      err: {
        name: 'ValidationError',
        message: '"email" must be a valid email',
        _original: { nombre: 'Carmen Delgado', email: 'carmen.delgado@', telefono: '655 21 89 04' },
        details: [
          {
            message: '"email" must be a valid email',
            path: ['email'],
            type: 'string.email',
            context: { value: 'carmen.delgado@', invalids: ['carmen.delgado@'], label: 'email', key: 'email' },
          },
        ],
      },
    },
    attributes: { 'http.route': '/api/contacto', 'http.response.status_code': 400 },
    severityText: 'warn',
    canaries: ['Carmen Delgado', 'carmen.delgado@', '655 21 89 04'],
    keep: ['string.email', 'Solicitud rechazada por validación', '/api/contacto'],
  },

  // ───────────────────────────── winston (Node) ─────────────────────────────
  {
    id: 'lr-027-de',
    family: 'winston',
    body: 'info: Bestellung 100-4482193 versandt an Herrn Friedrich Albers, Lindenstraße 42, 10969 Berlin {"service":"shipping","carrier":"DHL"}',
    attributes: {},
    severityText: 'info',
    canaries: ['Friedrich Albers', 'Lindenstraße 42, 10969'],
    keep: ['100-4482193', 'Bestellung', 'shipping', 'carrier'],
  },
  {
    id: 'lr-028-it',
    family: 'winston',
    body: {
      level: 'warn',
      message: 'Tentativo di accesso fallito (password errata)',
      username: 'm.esposito',
      ip: '151.38.112.74',
      service: 'auth-gateway',
      timestamp: '2026-12-06T15:20:04.118Z',
    },
    attributes: {},
    severityText: 'warn',
    canaries: ['m.esposito', '151.38.112.74'],
    keep: ['Tentativo di accesso fallito', 'auth-gateway', '2026-12-06T15:20:04.118Z'],
  },

  // ───────────────────────────── logback / log4j2 (Java) ─────────────────────────────
  {
    id: 'lr-029-en',
    family: 'logback-stacktrace',
    body: 'Failed to charge card for order 7731-2210',
    attributes: {
      'thread.name': 'http-nio-8080-exec-7',
      'code.namespace': 'com.acme.payments.PaymentService',
      'exception.type': 'com.acme.payments.CardDeclinedException',
      'exception.message': 'Card 5188303662333690 declined for holder SARAH J. COLLINS (AVS mismatch: 1847 Maple Ridge Drive)',
      'exception.stacktrace': `com.acme.payments.CardDeclinedException: Card 5188303662333690 declined for holder SARAH J. COLLINS (AVS mismatch: 1847 Maple Ridge Drive)
	at com.acme.payments.PaymentService.charge(PaymentService.java:142)
	at com.acme.orders.CheckoutController.submit(CheckoutController.java:88)
	at java.base/jdk.internal.reflect.DirectMethodHandleAccessor.invoke(DirectMethodHandleAccessor.java:103)
	... 47 common frames omitted`,
    },
    severityText: 'ERROR',
    canaries: ['5188303662333690', 'SARAH J. COLLINS', '1847 Maple Ridge Drive'],
    keep: ['com.acme.payments.CardDeclinedException', '7731-2210', 'PaymentService.java:142', 'http-nio-8080-exec-7'],
  },
  {
    id: 'lr-030-de',
    family: 'logback',
    body: 'Kontoverbindung aktualisiert: IBAN DE22500105176030039913, Kontoinhaberin Katharina Vogt',
    attributes: {
      'code.namespace': 'de.bank.accounts.SepaMandateService',
      'thread.name': 'sepa-worker-2',
      mandateRef: 'MNDT-2026-0048213',
    },
    severityText: 'INFO',
    canaries: ['DE22500105176030039913', 'Katharina Vogt'],
    keep: ['Kontoverbindung aktualisiert', 'de.bank.accounts.SepaMandateService', 'MNDT-2026-0048213'],
  },
  {
    id: 'lr-031-fr',
    family: 'logback',
    body: 'Connexion réussie',
    attributes: {
      'code.namespace': 'fr.assur.portail.auth.LoginListener',
      'enduser.id': 'claire.dubois',
      'client.address': '90.45.118.203',
      'user_agent.original': 'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_6) AppleWebKit/605.1.15 Safari/605.1.15',
      'session.id': 'wb8DwkNhFdnXsiVpzz63FfkC',
    },
    severityText: 'INFO',
    canaries: ['claire.dubois', '90.45.118.203', 'wb8DwkNhFdnXsiVpzz63FfkC'],
    keep: ['Connexion réussie', 'fr.assur.portail.auth.LoginListener', 'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_6)'],
  },
  {
    id: 'lr-032-en',
    family: 'log4j2',
    body: 'User login succeeded user=hyejin.kim ip=2a02:8108:1c40:3e00:9d4f:2b1a:7c31:e5a8 session=fKtHF4vUCsMehGAkWvj7FAc9QeWJKY40 mfa=totp',
    attributes: { 'code.namespace': 'org.acme.auth.LoginAuditor', 'thread.name': 'vert.x-eventloop-thread-3' },
    severityText: 'INFO',
    canaries: ['hyejin.kim', '2a02:8108:1c40:3e00:9d4f:2b1a:7c31:e5a8', 'fKtHF4vUCsMehGAkWvj7FAc9QeWJKY40'],
    keep: ['User login succeeded', 'org.acme.auth.LoginAuditor', 'mfa=totp'],
  },
  {
    id: 'lr-033-es',
    family: 'log4j2',
    body: 'No se pudo registrar al cliente',
    attributes: {
      'code.namespace': 'es.tienda.clientes.RegistroService',
      'exception.type': 'java.sql.SQLIntegrityConstraintViolationException',
      'exception.message': "Duplicate entry 'rosa.jimenez@telefonica.net' for key 'clientes.uk_email'",
      'exception.stacktrace': `java.sql.SQLIntegrityConstraintViolationException: Duplicate entry 'rosa.jimenez@telefonica.net' for key 'clientes.uk_email'
	at com.mysql.cj.jdbc.exceptions.SQLError.createSQLException(SQLError.java:117)
	at com.zaxxer.hikari.pool.HikariProxyPreparedStatement.executeUpdate(HikariProxyPreparedStatement.java)
	at es.tienda.clientes.RegistroService.registrar(RegistroService.java:64)`,
    },
    severityText: 'ERROR',
    canaries: ['rosa.jimenez@telefonica.net'],
    keep: ['clientes.uk_email', 'SQLIntegrityConstraintViolationException', 'No se pudo registrar al cliente', 'RegistroService.java:64'],
  },
  {
    id: 'lr-034-it',
    family: 'log4j2',
    body: "Accesso negato per l'utente f.romano: token scaduto (Authorization: Bearer eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiI5ZjFjMmUiLCJuYW1lIjoiTHVrYXMgQnJlbm5lciIsInJvbGUiOiJhZG1pbiIsImlhdCI6MTc5NjYwMDAwMH0.y0xmeDjkIcB3TMDc-a30GEwT8yYcDmjhXA5EfH4Op1Y)",
    attributes: { 'code.namespace': 'it.banca.sicurezza.JwtFilter', 'http.route': '/api/conti/{id}' },
    severityText: 'WARN',
    canaries: [
      'f.romano',
      'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiI5ZjFjMmUiLCJuYW1lIjoiTHVrYXMgQnJlbm5lciIsInJvbGUiOiJhZG1pbiIsImlhdCI6MTc5NjYwMDAwMH0.y0xmeDjkIcB3TMDc-a30GEwT8yYcDmjhXA5EfH4Op1Y',
    ],
    keep: ['Accesso negato', 'it.banca.sicurezza.JwtFilter', '/api/conti/{id}', 'token scaduto'],
  },
  {
    id: 'lr-035-ja',
    family: 'log4j2',
    body: '在庫同期ジョブ完了: 処理件数 48213 件, 所要時間 1532 ms, バージョン 3.8.1, ホスト inventory-sync-02.tokyo.internal',
    attributes: { 'code.namespace': 'jp.shop.inventory.SyncJob', 'thread.name': 'quartz-worker-4' },
    severityText: 'INFO',
    canaries: [],
    keep: ['在庫同期ジョブ完了', '処理件数 48213 件', 'inventory-sync-02.tokyo.internal', 'jp.shop.inventory.SyncJob'],
  },

  // ───────────────────────────── .NET ILogger ─────────────────────────────
  {
    id: 'lr-036-en',
    family: 'dotnet-ilogger',
    body: 'Customer Aisha Rahman placed order ORD-2026-118204 (3 items, 89.97 GBP)',
    attributes: {
      '{OriginalFormat}': 'Customer {CustomerName} placed order {OrderId} ({ItemCount} items, {Total})',
      CustomerName: 'Aisha Rahman',
      OrderId: 'ORD-2026-118204',
      ItemCount: 3,
      Total: '89.97 GBP',
      'dotnet.ilogger.category': 'Contoso.Shop.Orders.OrderService',
    },
    severityText: 'Information',
    canaries: ['Aisha Rahman'],
    keep: ['ORD-2026-118204', 'Customer {CustomerName} placed order {OrderId}', 'Contoso.Shop.Orders.OrderService', '89.97 GBP'],
  },
  {
    id: 'lr-037-nl',
    family: 'dotnet-ilogger',
    body: 'Betaling mislukt voor klant',
    attributes: {
      'dotnet.ilogger.category': 'Contoso.Payments.SepaValidator',
      'exception.type': 'System.ArgumentException',
      'exception.message': 'Ongeldige IBAN NL09ABNA0676260730 voor rekeninghouder J. van den Berg (Parameter iban)',
      'exception.stacktrace': `System.ArgumentException: Ongeldige IBAN NL09ABNA0676260730 voor rekeninghouder J. van den Berg (Parameter iban)
   at Contoso.Payments.SepaValidator.Validate(String iban, String holder) in /src/Payments/SepaValidator.cs:line 41
   at Contoso.Payments.Api.Controllers.MandateController.Create(MandateRequest request) in /src/Payments.Api/Controllers/MandateController.cs:line 63`,
    },
    severityText: 'Error',
    canaries: ['NL09ABNA0676260730', 'J. van den Berg'],
    keep: ['Contoso.Payments.SepaValidator.Validate', 'Betaling mislukt voor klant', 'System.ArgumentException', 'SepaValidator.cs:line 41'],
  },
  {
    id: 'lr-038-ja',
    family: 'dotnet-ilogger',
    body: 'ユーザー 山田 花子 (yamada.hanako@yahoo.co.jp) のパスワードをリセットしました',
    attributes: {
      '{OriginalFormat}': 'ユーザー {DisplayName} ({Email}) のパスワードをリセットしました',
      DisplayName: '山田 花子',
      Email: 'yamada.hanako@yahoo.co.jp',
      'dotnet.ilogger.category': 'Identity.PasswordResetService',
    },
    severityText: 'Information',
    canaries: ['山田 花子', 'yamada.hanako@yahoo.co.jp'],
    keep: ['Identity.PasswordResetService', 'のパスワードをリセットしました'],
  },
  {
    id: 'lr-039-ko',
    family: 'dotnet-ilogger',
    body: '고객 이지은 님의 카드 결제 실패: 3530-2416-4229-6175 (사유: 한도 초과), 주민등록번호 930228-1864469 본인확인 완료',
    attributes: {
      'dotnet.ilogger.category': 'Payments.Api.Services.KcpGateway',
      'http.response.status_code': 402,
    },
    severityText: 'Warning',
    canaries: ['이지은', '3530-2416-4229-6175', '930228-1864469'],
    keep: ['Payments.Api.Services.KcpGateway', '결제 실패', '한도 초과'],
  },
  {
    id: 'lr-040-de',
    family: 'dotnet-ilogger',
    body: 'Rechnung RE-2026-004821 über 1.482,90 € erstellt, fällig am 2026-12-31, Mandant 0042, Build 20261207.4',
    attributes: {
      '{OriginalFormat}': 'Rechnung {InvoiceNumber} über {Amount} erstellt, fällig am {DueDate}, Mandant {TenantId}, Build {Build}',
      InvoiceNumber: 'RE-2026-004821',
      'dotnet.ilogger.category': 'Billing.Invoices.InvoiceWriter',
    },
    severityText: 'Information',
    canaries: [],
    keep: ['RE-2026-004821', '1.482,90 €', '2026-12-31', 'Build 20261207.4', 'Billing.Invoices.InvoiceWriter'],
  },

  // ───────────────────────────── Go slog ─────────────────────────────
  {
    id: 'lr-041-en',
    family: 'go-slog',
    body: '{"time":"2026-12-06T09:14:02.118Z","level":"INFO","msg":"kyc document uploaded","user":{"name":"Brandon Tate","ssn":"330-41-8494"},"doc_type":"drivers_license","size_bytes":482193}',
    attributes: { 'service.name': 'kyc-uploader' },
    severityText: 'INFO',
    canaries: ['Brandon Tate', '330-41-8494'],
    keep: ['kyc document uploaded', 'drivers_license', 'size_bytes', '2026-12-06T09:14:02.118Z'],
  },
  {
    id: 'lr-042-ko',
    family: 'go-slog',
    body: 'time=2026-12-06T11:20:45.331+09:00 level=WARN msg="배송지 변경 요청" user=김민준 phone=010-4821-9903 addr="서울특별시 강남구 테헤란로 152, 12층" order=KR-88213',
    attributes: { 'service.name': 'delivery-kr' },
    severityText: 'WARN',
    canaries: ['김민준', '010-4821-9903', '테헤란로 152'],
    keep: ['배송지 변경 요청', 'order=KR-88213', 'level=WARN'],
  },
  {
    id: 'lr-043-zh',
    family: 'go-slog',
    body: {
      time: '2026-12-06T10:02:17.554+08:00',
      level: 'ERROR',
      msg: '实名认证失败',
      user_name: '王秀英',
      id_card: '110105198803165781',
      mobile: '+86 139 1082 4471',
      provider: 'idverify-cn',
    },
    attributes: { 'service.name': 'account-cn' },
    severityText: 'ERROR',
    canaries: ['王秀英', '110105198803165781', '+86 139 1082 4471'],
    keep: ['实名认证失败', 'idverify-cn', 'account-cn'],
  },
  {
    id: 'lr-044-en',
    family: 'go-slog',
    body: 'time=2026-12-06T09:00:03.002Z level=ERROR msg="db connect failed" dsn="postgres://app_rw:Tr0ub4dor-x92@db-primary.internal:5432/orders?sslmode=require" err="connection refused"',
    attributes: { 'service.name': 'orders-worker' },
    severityText: 'ERROR',
    canaries: ['Tr0ub4dor-x92'],
    keep: ['db-primary.internal:5432', 'sslmode=require', 'db connect failed', 'connection refused'],
  },
  {
    id: 'lr-045-es',
    family: 'go-slog',
    body: {
      time: '2026-12-06T13:44:10.900+01:00',
      level: 'WARN',
      msg: 'pago rechazado: tarjeta 5269 2109 4983 9518 del titular Javier Morales Gil, domiciliación alternativa ES6000491500059449252094',
      pasarela: 'redsys',
      codigo: 'SIS0051',
    },
    attributes: { 'service.name': 'pagos' },
    severityText: 'WARN',
    canaries: ['5269 2109 4983 9518', 'Javier Morales Gil', 'ES6000491500059449252094'],
    keep: ['pago rechazado', 'redsys', 'SIS0051'],
  },
  {
    id: 'lr-046-en',
    family: 'go-slog',
    body: 'time=2026-12-07T06:00:00.000Z level=INFO msg="build info" version=v2.14.1-rc.3 commit=9f2c1e7b4a go=go1.23.4 host=ingest-eu-west-1b-07 pid=48213 uptime=1h2m3s',
    attributes: { 'service.name': 'ingest' },
    severityText: 'INFO',
    canaries: [],
    keep: ['v2.14.1-rc.3', 'commit=9f2c1e7b4a', 'go1.23.4', 'ingest-eu-west-1b-07', 'pid=48213'],
  },

  // ───────────────────────────── Rails (filelog receiver) ─────────────────────────────
  {
    id: 'lr-047-en',
    family: 'rails-log',
    body: `Started POST "/users/sign_in" for 98.221.14.77 at 2026-12-06 13:45:10 +0000
Processing by Devise::SessionsController#create as HTML
  Parameters: {"authenticity_token"=>"[FILTERED]", "user"=>{"email"=>"kelsey.moran@icloud.com", "password"=>"Summer2026!", "remember_me"=>"1"}, "commit"=>"Log in"}
Completed 302 Found in 184ms (ActiveRecord: 12.4ms | Allocations: 8121)`,
    attributes: { 'log.file.path': '/var/log/app/production.log' },
    canaries: ['98.221.14.77', 'kelsey.moran@icloud.com', 'Summer2026!'],
    keep: ['Devise::SessionsController#create', 'Completed 302 Found in 184ms', '/users/sign_in', '/var/log/app/production.log'],
  },
  {
    id: 'lr-048-pt',
    family: 'rails-log',
    body: `I, [2026-12-06T16:02:44.118931 #4821]  INFO -- : [9c1d2e7a-3b4f-4a10-8e55-1f2a3b4c5d6e] Processing by ClientesController#create as JSON
I, [2026-12-06T16:02:44.119402 #4821]  INFO -- : [9c1d2e7a-3b4f-4a10-8e55-1f2a3b4c5d6e]   Parameters: {"cliente"=>{"nome"=>"João Pedro Almeida", "cpf"=>"464.469.526-27", "telefone"=>"(21) 99831-4470"}}
I, [2026-12-06T16:02:44.151207 #4821]  INFO -- : [9c1d2e7a-3b4f-4a10-8e55-1f2a3b4c5d6e] Completed 422 Unprocessable Entity in 32ms`,
    attributes: { 'log.file.name': 'production.log' },
    canaries: ['João Pedro Almeida', '464.469.526-27', '(21) 99831-4470'],
    keep: ['ClientesController#create', 'Completed 422 Unprocessable Entity', '9c1d2e7a-3b4f-4a10-8e55-1f2a3b4c5d6e'],
  },
  {
    id: 'lr-049-ja',
    family: 'rails-log',
    body: `Started POST "/orders" for 126.74.201.9 at 2026-12-06 18:21:07 +0900
Processing by OrdersController#create as HTML
  Parameters: {"order"=>{"name"=>"鈴木 一郎", "zip"=>"150-0002", "address"=>"東京都渋谷区渋谷2-21-1", "tel"=>"03-5468-2291", "gift_message"=>"お誕生日おめでとう"}}
Completed 201 Created in 96ms (Views: 0.4ms | ActiveRecord: 21.7ms)`,
    attributes: { 'log.file.path': '/srv/shop/log/production.log' },
    canaries: ['126.74.201.9', '鈴木 一郎', '渋谷区渋谷2-21-1', '03-5468-2291'],
    keep: ['OrdersController#create', 'Completed 201 Created in 96ms', 'お誕生日おめでとう'],
  },

  // ───────────────────────────── nginx / Apache access & error logs ─────────────────────────────
  {
    id: 'lr-050-en',
    family: 'nginx-access',
    body: '73.162.88.201 - jmartinez [06/Dec/2026:14:02:11 +0000] "GET /account/orders?email=jessica.martinez%40gmail.com&page=2 HTTP/1.1" 200 4821 "https://shop.example.com/account" "Mozilla/5.0 (Windows NT 10.0; Win64; x64) Chrome/131.0.0.0"',
    attributes: { 'log.file.name': 'access.log' },
    canaries: ['73.162.88.201', 'jmartinez', 'jessica.martinez%40gmail.com'],
    keep: ['GET /account/orders', 'HTTP/1.1', 'page=2', '06/Dec/2026:14:02:11 +0000'],
  },
  {
    id: 'lr-051-fr',
    family: 'nginx-access',
    body: '2a01:e0a:5c1:8e30:4d2:91ff:fe3a:17b2 - - [06/Dec/2026:15:30:42 +0100] "GET /mot-de-passe/reinitialiser?token=uvSwMFLZDe1f8rESQedUStPKR0CsTy4Q&lang=fr HTTP/2.0" 302 0 "-" "Mozilla/5.0 (Android 15; Mobile) Firefox/133.0" rt=0.012',
    attributes: { 'log.file.name': 'access.log' },
    canaries: ['2a01:e0a:5c1:8e30:4d2:91ff:fe3a:17b2', 'uvSwMFLZDe1f8rESQedUStPKR0CsTy4Q'],
    keep: ['/mot-de-passe/reinitialiser', 'lang=fr', 'rt=0.012'],
  },
  {
    id: 'lr-052-en',
    family: 'nginx-access',
    body: '10.0.4.17 - - [07/Dec/2026:06:00:01 +0000] "GET /healthz HTTP/1.1" 200 2 "-" "kube-probe/1.30" request_id=8d41f0c2a77b4e19 upstream_response_time=0.003',
    attributes: { 'log.file.name': 'access.log', 'k8s.pod.name': 'web-6b8f7d9c4-q2x7m' },
    canaries: [],
    keep: ['/healthz', 'kube-probe/1.30', 'request_id=8d41f0c2a77b4e19', 'web-6b8f7d9c4-q2x7m'],
  },
  {
    id: 'lr-053-nl',
    family: 'nginx-access',
    body: {
      remote_addr: '84.104.57.212',
      time_local: '06/Dec/2026:17:11:03 +0100',
      request: 'GET /bestellingen/volgen?postcode=3511+AB&huisnummer=17&achternaam=Mulder HTTP/1.1',
      status: 200,
      body_bytes_sent: 1833,
      http_user_agent: 'Mozilla/5.0 (iPad; CPU OS 17_6 like Mac OS X)',
    },
    attributes: { 'log.file.name': 'access.json' },
    canaries: ['84.104.57.212', 'Mulder', 'postcode=3511+AB&huisnummer=17'],
    keep: ['/bestellingen/volgen', '06/Dec/2026:17:11:03 +0100', 'body_bytes_sent'],
  },
  {
    id: 'lr-054-en',
    family: 'apache-access',
    body: '88.97.14.203 - - [06/Dec/2026:10:14:22 +0000] "GET /track.php?ref=NL-48213&phone=%2B447700900631 HTTP/1.1" 200 1534 "https://parcels.example.co.uk/" "Mozilla/5.0 (X11; Linux x86_64) Firefox/132.0"',
    attributes: { 'log.file.name': 'access_log' },
    canaries: ['88.97.14.203', '%2B447700900631'],
    keep: ['/track.php', 'ref=NL-48213', '200 1534'],
  },
  {
    id: 'lr-055-en',
    family: 'apache-error',
    body: '[Sun Dec 06 10:14:22.118421 2026] [php:warn] [pid 4821:tid 140210] [client 109.150.33.61:51244] PHP Warning:  Undefined array key "zip" in /var/www/html/checkout.php on line 77, referer: https://shop.example.co.uk/checkout?name=Rachel+Owens&step=2',
    attributes: { 'log.file.name': 'error_log' },
    canaries: ['109.150.33.61', 'Rachel+Owens'],
    keep: ['/var/www/html/checkout.php on line 77', 'php:warn', 'step=2'],
  },

  // ───────────────────────────── logfmt (Heroku-style routers, Go/Rust services) ─────────────────────────────
  {
    id: 'lr-056-en',
    family: 'logfmt',
    body: 'at=info method=GET path="/appointments/lookup?dob=1984-02-29&last_name=Okafor-Reid" host=clinic.example.com request_id=5e1b7a90-cc31-4f02-9d88-7a6b2c1e0f94 fwd="86.14.22.190" dyno=web.1 connect=1ms service=18ms status=200 bytes=1534 protocol=https',
    attributes: { 'service.name': 'router' },
    canaries: ['1984-02-29', 'Okafor-Reid', '86.14.22.190'],
    keep: ['dyno=web.1', 'service=18ms', 'status=200', '5e1b7a90-cc31-4f02-9d88-7a6b2c1e0f94'],
  },
  {
    id: 'lr-057-it',
    family: 'logfmt',
    body: 'ts=2026-12-06T19:02:55Z level=info caller=spedizioni/etichette.go:88 msg="etichetta generata" destinatario="Chiara Colombo" indirizzo="Via Nazionale 45, 00184 Roma" tel="+39 347 882 1904" corriere=BRT peso_kg=2.4',
    attributes: { 'service.name': 'spedizioni' },
    canaries: ['Chiara Colombo', 'Via Nazionale 45, 00184', '+39 347 882 1904'],
    keep: ['etichetta generata', 'spedizioni/etichette.go:88', 'corriere=BRT', 'peso_kg=2.4'],
  },
  {
    id: 'lr-058-it',
    family: 'logfmt',
    body: 'ts=2026-12-06T20:10:00Z level=info msg="ordine spedito" ordine=2026/IT/004821 magazzino=Bologna peso_kg=12.4 colli=3 importo="349,00 EUR"',
    attributes: { 'service.name': 'spedizioni' },
    canaries: [],
    keep: ['ordine spedito', '2026/IT/004821', 'magazzino=Bologna', '349,00 EUR'],
  },

  // ───────────────────────────── validation errors (Pydantic / Marshmallow) ─────────────────────────────
  {
    id: 'lr-059-en',
    family: 'pydantic-validation',
    body: `2 validation errors for CreateCustomer
phone
  String should match pattern '^\\+?[0-9 ]{8,15}$' [type=string_pattern_mismatch, input_value='+44 7700 900482 ext 3', input_type=str]
email
  value is not a valid email address: An email address must have an @-sign. [type=value_error, input_value='oliver.grant.gmail.com', input_type=str]
    For further information visit https://errors.pydantic.dev/2.10/v/value_error`,
    attributes: { 'code.function': 'create_customer', 'exception.type': 'pydantic_core._pydantic_core.ValidationError' },
    severityText: 'WARNING',
    canaries: ['+44 7700 900482', 'oliver.grant.gmail.com'],
    keep: ['2 validation errors for CreateCustomer', 'string_pattern_mismatch', 'https://errors.pydantic.dev/2.10/v/value_error'],
  },
  {
    id: 'lr-060-de',
    family: 'marshmallow-validation',
    body: "Validierung der Registrierung fehlgeschlagen: ValidationError({'geburtsdatum': ['Must be at least 18 years old.'], 'email': ['Not a valid email address.']}) Eingabe: {'name': 'Lena Hartmann', 'geburtsdatum': '09.07.2010', 'email': 'lena.hartmann@web'}",
    attributes: { 'code.function': 'registrieren', 'code.namespace': 'portal.schemas' },
    severityText: 'WARNING',
    canaries: ['Lena Hartmann', '09.07.2010', 'lena.hartmann@web'],
    keep: ['Must be at least 18 years old.', 'ValidationError', 'Validierung der Registrierung fehlgeschlagen'],
  },
  {
    id: 'lr-061-pt',
    family: 'pydantic-validation',
    body: {
      event: 'payload inválido recebido do parceiro',
      logger: 'integracoes.parceiros',
      errors: [
        { type: 'missing', loc: ['body', 'endereco', 'cep'], msg: 'Field required', input: { logradouro: 'Rua Augusta, 2031, apto 81', cidade: 'São Paulo' } },
        { type: 'string_too_short', loc: ['body', 'titular'], msg: 'String should have at least 5 characters', input: 'Rui' },
      ],
      titular_completo: 'Rui Tavares Nogueira',
    },
    attributes: { 'code.function': 'receber_pedido' },
    severityText: 'warning',
    canaries: ['Rua Augusta, 2031, apto 81', 'Rui Tavares Nogueira'],
    keep: ['payload inválido recebido do parceiro', 'string_too_short', 'Field required'],
  },

  // ───────────────────────────── SQL errors ─────────────────────────────
  {
    id: 'lr-062-en',
    family: 'sql-error',
    body: `psycopg.errors.UniqueViolation: duplicate key value violates unique constraint "users_phone_key"
DETAIL:  Key (phone)=(+1 415 555 0143) already exists.`,
    attributes: { 'db.system': 'postgresql', 'db.operation.name': 'INSERT', 'db.collection.name': 'users' },
    severityText: 'ERROR',
    canaries: ['+1 415 555 0143'],
    keep: ['users_phone_key', 'psycopg.errors.UniqueViolation', 'duplicate key value violates unique constraint'],
  },
  {
    id: 'lr-063-pl',
    family: 'sql-error',
    body: `Błąd zapisu klienta: (psycopg2.errors.CheckViolation) new row for relation "klienci" violates check constraint "klienci_pesel_check"
DETAIL:  Failing row contains (48213, Tomasz, Zieliński, 01310546031, ul. Marszałkowska 84/12, 00-514, Warszawa).
[SQL: INSERT INTO klienci (id, imie, nazwisko, pesel, ulica, kod, miasto) VALUES (%(id)s, %(imie)s, %(nazwisko)s, %(pesel)s, %(ulica)s, %(kod)s, %(miasto)s)]`,
    attributes: { 'db.system': 'postgresql', 'code.function': 'zapisz_klienta' },
    severityText: 'ERROR',
    canaries: ['Tomasz', 'Zieliński', '01310546031', 'ul. Marszałkowska 84/12'],
    keep: ['klienci_pesel_check', 'INSERT INTO klienci', 'Błąd zapisu klienta'],
  },
  {
    id: 'lr-064-it',
    family: 'sql-error',
    body: "SQLSTATE[22001]: String data, right truncated: 1406 Data too long for column 'telefono' at row 1 (SQL: update `clienti` set `telefono` = +39 333 441 9827 interno 12, `email` = a.ferraro@tiscali.it where `id` = 8821)",
    attributes: { 'db.system': 'mysql', 'code.namespace': 'App\\Http\\Controllers\\ClientiController' },
    severityText: 'ERROR',
    canaries: ['+39 333 441 9827', 'a.ferraro@tiscali.it'],
    keep: ['Data too long for column', 'SQLSTATE[22001]', 'clienti'],
  },
  {
    id: 'lr-065-en',
    family: 'sql-error',
    body: `deadlock detected
DETAIL:  Process 48213 waits for ShareLock on transaction 90210447; blocked by process 48217.
Process 48217 waits for ShareLock on transaction 90210431; blocked by process 48213.
HINT:  See server log for query details.
CONTEXT:  while updating tuple (1482,17) in relation "inventory"`,
    attributes: { 'db.system': 'postgresql', 'db.collection.name': 'inventory', 'db.response.status_code': '40P01' },
    severityText: 'ERROR',
    canaries: [],
    keep: ['deadlock detected', 'ShareLock on transaction 90210447', 'tuple (1482,17)', '40P01'],
  },

  // ───────────────────────────── HTTP client errors ─────────────────────────────
  {
    id: 'lr-066-en',
    family: 'http-client-error',
    body: {
      level: 50,
      msg: 'upstream CRM rejected contact',
      err: {
        name: 'AxiosError',
        message: 'Request failed with status code 422',
        code: 'ERR_BAD_REQUEST',
        config: {
          url: 'https://api.crm-vendor.io/v3/contacts',
          method: 'post',
          data: '{"first_name":"Priya","last_name":"Raghunathan","mobile":"+91 98201 44738"}',
          headers: { Authorization: 'Bearer IhKtJ0RlgLKOmxgJTeKdNnFRIBXuDL7DxtpYlSXp', 'Content-Type': 'application/json' },
        },
      },
    },
    attributes: { 'service.name': 'crm-bridge' },
    severityText: 'error',
    canaries: ['Raghunathan', '+91 98201 44738', 'IhKtJ0RlgLKOmxgJTeKdNnFRIBXuDL7DxtpYlSXp', 'Priya'],
    keep: ['Request failed with status code 422', 'https://api.crm-vendor.io/v3/contacts', 'ERR_BAD_REQUEST'],
  },
  {
    id: 'lr-067-fr',
    family: 'http-client-error',
    body: "Échec du géocodage de l'adresse de livraison: HTTPError: 400 Client Error: Bad Request for url: https://api.geocodage.example/v1/search?q=12+rue+des+Lilas&postcode=69003&nom=Dupuis",
    attributes: {
      'code.function': 'geocoder_adresse',
      'url.full': 'https://api.geocodage.example/v1/search?q=12+rue+des+Lilas&postcode=69003&nom=Dupuis',
      'http.response.status_code': 400,
    },
    severityText: 'ERROR',
    canaries: ['12+rue+des+Lilas', 'Dupuis'],
    keep: ['400 Client Error: Bad Request', 'geocoder_adresse', "Échec du géocodage de l'adresse"],
  },
  {
    id: 'lr-068-zh',
    family: 'http-client-error',
    body: '调用物流接口失败: HTTP 500, 请求体 {"收件人":"李娜","电话":"13761458820","地址":"上海市浦东新区世纪大道1568号12楼"}',
    attributes: { 'url.full': 'https://api.wuliu.example/v2/waybills', 'http.request.method': 'POST', 'service.name': 'fulfil-cn' },
    severityText: 'ERROR',
    canaries: ['李娜', '13761458820', '世纪大道1568号'],
    keep: ['调用物流接口失败', 'https://api.wuliu.example/v2/waybills', 'fulfil-cn'],
  },
  {
    id: 'lr-069-zh',
    family: 'http-client-error',
    body: '订单 CN20261207004821 已支付 ¥1,299.00, 仓库 上海3号仓, 接口耗时 1532ms, 重试 0 次, 版本 4.2.1',
    attributes: { 'service.name': 'order-cn', 'http.response.status_code': 200 },
    severityText: 'INFO',
    canaries: [],
    keep: ['CN20261207004821', '¥1,299.00', '接口耗时 1532ms', '版本 4.2.1'],
  },

  // ───────────────────────────── LLM application logs ─────────────────────────────
  {
    id: 'lr-070-en',
    family: 'llm-app',
    body: "LLM request prompt='Draft a reply to Mr. Harold Baxter about his late delivery to 58 Orchard Lane, Bristol BS6 5TE; his phone is 07700 900217' model=gpt-4o-mini tokens=412",
    attributes: { 'code.function': 'draft_support_reply', 'gen_ai.request.model': 'gpt-4o-mini' },
    severityText: 'DEBUG',
    canaries: ['Harold Baxter', '58 Orchard Lane', 'BS6 5TE', '07700 900217'],
    keep: ['gpt-4o-mini', 'tokens=412', 'draft_support_reply'],
  },
  {
    id: 'lr-071-de',
    family: 'llm-app',
    body: "Retrying request to /v1/chat/completions in 2.0 seconds (Versuch 2/5); letzte Nutzernachricht: 'Meine IBAN ist DE55 3704 0079 2588 2022 80, bitte buchen Sie die Rate ab. Gruß, Sabine Krüger'",
    attributes: { 'code.namespace': 'openai._base_client', 'gen_ai.request.model': 'gpt-4.1' },
    severityText: 'WARNING',
    canaries: ['DE55 3704 0079 2588 2022 80', 'Sabine Krüger'],
    keep: ['/v1/chat/completions', '2.0 seconds', 'openai._base_client'],
  },
  {
    id: 'lr-072-en',
    family: 'llm-app',
    body: "guardrail=pii_output action=block reason=contains_ssn snippet='...sure, John Carver's SSN is 549-84-5482 and his card ends in 9524...' model=claude-sonnet-4-5",
    attributes: { 'guardrail.name': 'pii_output', 'guardrail.version': '1.7.0' },
    severityText: 'WARN',
    canaries: ['John Carver', '549-84-5482'],
    keep: ['guardrail=pii_output', 'action=block', 'reason=contains_ssn', 'claude-sonnet-4-5'],
  },
  {
    id: 'lr-073-fr',
    family: 'llm-app',
    body: "retrieved 3 chunks from index=contrats-v4 top_score=0.83; chunk[0]='... Le locataire, M. Antoine Girard, né le 03/08/1979, demeurant 27 avenue Jean Jaurès, 69007 Lyon, verse un loyer de 1 140 € sur le compte FR8830004008233083272121319 ...'",
    attributes: { 'code.function': 'retrieve', 'rag.index': 'contrats-v4' },
    severityText: 'DEBUG',
    canaries: ['Antoine Girard', '03/08/1979', '27 avenue Jean Jaurès, 69007', 'FR8830004008233083272121319'],
    keep: ['index=contrats-v4', 'top_score=0.83', 'retrieved 3 chunks'],
  },
  {
    id: 'lr-074-ja',
    family: 'llm-app',
    body: '応答を生成しました: 「佐藤 健一様、ご登録の電話番号 090-4821-7736 宛にSMSで確認コードを送信しました。」 model=claude-sonnet-4-5 latency_ms=1834',
    attributes: { 'code.function': 'generate_reply', 'gen_ai.response.model': 'claude-sonnet-4-5' },
    severityText: 'INFO',
    canaries: ['佐藤 健一', '090-4821-7736'],
    keep: ['model=claude-sonnet-4-5', 'latency_ms=1834', '応答を生成しました'],
  },
  {
    id: 'lr-075-ko',
    family: 'llm-app',
    body: "프롬프트 로그: 사용자 질문='제 주민등록번호 850712-2123151 로 가입된 보험 조회해 주세요. 이름은 박서연이고 연락처는 +82 10 7734 2281 입니다.'",
    attributes: { 'code.function': 'rag.insurance.lookup', 'gen_ai.request.model': 'hyperclova-x' },
    severityText: 'DEBUG',
    canaries: ['850712-2123151', '박서연', '+82 10 7734 2281'],
    keep: ['프롬프트 로그', 'rag.insurance.lookup', 'hyperclova-x'],
  },
  {
    id: 'lr-076-nl',
    family: 'llm-app',
    body: 'Samenvatting gesprek (sessie 7c2e): klant Pieter Janssen (pieter.janssen@ziggo.nl, 06-48219377) wil zijn abonnement opzeggen per 1 januari; geen retentieaanbod gedaan.',
    attributes: { 'code.function': 'summarize_conversation', 'gen_ai.request.model': 'mistral-large-2411' },
    severityText: 'INFO',
    canaries: ['Pieter Janssen', 'pieter.janssen@ziggo.nl', '06-48219377'],
    keep: ['Samenvatting gesprek', 'abonnement opzeggen', 'mistral-large-2411'],
  },
  {
    id: 'lr-077-pl',
    family: 'llm-app',
    body: "Moderacja: oznaczono wiadomość użytkownika jako zawierającą dane osobowe (category=pii): 'mój numer karty to 4806 6121 8720 5752, a konto PL24109015445545146001251171'",
    attributes: { 'guardrail.name': 'input_pii', 'code.function': 'moderate_input' },
    severityText: 'WARN',
    canaries: ['4806 6121 8720 5752', 'PL24109015445545146001251171'],
    keep: ['Moderacja', 'category=pii', 'moderate_input'],
  },
  {
    id: 'lr-078-it',
    family: 'llm-app',
    body: "documento recuperato (kb=moduli-anagrafe, score=0.91): 'Il sottoscritto Luca Verdi, codice fiscale VRDLCU78C15H501E, nato il 15/03/1978, chiede il cambio di residenza.'",
    attributes: { 'code.function': 'retrieve_documents', 'rag.top_k': 5 },
    severityText: 'DEBUG',
    canaries: ['Luca Verdi', 'VRDLCU78C15H501E', '15/03/1978'],
    keep: ['kb=moduli-anagrafe', 'score=0.91', 'cambio di residenza'],
  },
  {
    id: 'lr-079-pt',
    family: 'llm-app',
    body: 'Prompt enviado ao modelo gpt-4.1: "Resuma o pedido de reembolso de Inês Carvalho (ines.carvalho@sapo.pt) referente à encomenda PT-2026-7781."',
    attributes: {
      'code.function': 'resumir_reembolso',
      'http.request.header.authorization': 'Bearer eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiJ1XzQ4MjEzIiwiZW1haWwiOiJpbmVzLmNhcnZhbGhvQHNhcG8ucHQiLCJpYXQiOjE3OTY1NDkwMDAsImV4cCI6MTc5NjU1MjYwMH0.W1CwmbgkZpv747X7F-L_LuagitmgH4PJ1Xd5V3KPy5E',
    },
    severityText: 'DEBUG',
    canaries: [
      'Inês Carvalho',
      'ines.carvalho@sapo.pt',
      'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiJ1XzQ4MjEzIiwiZW1haWwiOiJpbmVzLmNhcnZhbGhvQHNhcG8ucHQiLCJpYXQiOjE3OTY1NDkwMDAsImV4cCI6MTc5NjU1MjYwMH0.W1CwmbgkZpv747X7F-L_LuagitmgH4PJ1Xd5V3KPy5E',
    ],
    keep: ['gpt-4.1', 'PT-2026-7781', 'pedido de reembolso'],
  },
  {
    id: 'lr-080-en',
    family: 'llm-app',
    body: 'OpenAI client initialised with api_key=sk-proj-Xq7bT2mR9vLwK4nZp8sHcD3fJ6gYa1uE0iOtBxNyVzQ5rW base_url=https://api.openai.com/v1 timeout=60.0 max_retries=2',
    attributes: { 'code.namespace': 'assistant.llm.client' },
    severityText: 'DEBUG',
    canaries: ['sk-proj-Xq7bT2mR9vLwK4nZp8sHcD3fJ6gYa1uE0iOtBxNyVzQ5rW'],
    keep: ['OpenAI client initialised', 'https://api.openai.com/v1', 'max_retries=2'],
  },
  {
    id: 'lr-081-en',
    family: 'llm-app',
    body: 'tool call verify_passport finished in 812 ms',
    attributes: {
      'gen_ai.tool.name': 'verify_passport',
      'gen_ai.tool.call.id': 'call_9KpQ2rT7',
      'gen_ai.tool.call.arguments': '{"passport_number":"C4XK9T2R7","nationality":"DEU","holder":"Lukas Brenner","date_of_birth":"1990-06-21"}',
    },
    severityText: 'INFO',
    canaries: ['C4XK9T2R7', 'Lukas Brenner', '1990-06-21'],
    keep: ['verify_passport', 'call_9KpQ2rT7', '812 ms', 'nationality'],
  },
  {
    id: 'lr-082-en',
    family: 'llm-app',
    body: {
      msg: 'tool result',
      tool: 'get_user_location',
      result: { lat: '52.49817', lon: '13.42105', accuracy_m: 8, label: 'home' },
      user: { handle: 'nightowl_mara' },
      latency_ms: 143,
    },
    attributes: { 'gen_ai.tool.name': 'get_user_location' },
    severityText: 'info',
    canaries: ['52.49817', '13.42105', 'nightowl_mara'],
    keep: ['get_user_location', 'tool result', 'accuracy_m'],
  },
  {
    id: 'lr-083-fr',
    family: 'llm-app',
    body: "Assistant parking: réservation confirmée, plaque GH-482-TK enregistrée pour Mme Élodie Marchand (place B-17, parking Part-Dieu)",
    attributes: { 'code.function': 'reserver_place', 'gen_ai.request.model': 'mistral-small-2503' },
    severityText: 'INFO',
    canaries: ['GH-482-TK', 'Élodie Marchand'],
    keep: ['réservation confirmée', 'place B-17', 'mistral-small-2503'],
  },
  {
    id: 'lr-084-es',
    family: 'llm-app',
    body: "Herramienta validar_documento llamada con {'documento': 'X5836769J', 'tipo': 'NIE', 'telefono_contacto': '+52 55 4821 9037'} -> valido=True",
    attributes: { 'gen_ai.tool.name': 'validar_documento' },
    severityText: 'INFO',
    canaries: ['X5836769J', '+52 55 4821 9037'],
    keep: ['validar_documento', "'tipo': 'NIE'", 'valido=True'],
  },
  {
    id: 'lr-085-ja',
    family: 'llm-app',
    body: 'ガードレール: マイナンバー 2427 6838 7641 を含むユーザー入力をブロックしました (guardrail=jp_pii, rule=my_number)',
    attributes: { 'guardrail.name': 'jp_pii' },
    severityText: 'WARN',
    canaries: ['2427 6838 7641'],
    keep: ['guardrail=jp_pii', 'rule=my_number', 'をブロックしました'],
  },
  {
    id: 'lr-086-zh',
    family: 'llm-app',
    body: '检索到文档片段 (kb=hr-policies, score=0.77): 员工 陈思远, 身份证号 440304199211025721, 入职日期 2021-03-01, 邮箱 chensiyuan@qq.com',
    attributes: { 'code.function': 'retrieve_chunks' },
    severityText: 'DEBUG',
    canaries: ['陈思远', '440304199211025721', 'chensiyuan@qq.com'],
    keep: ['检索到文档片段', 'kb=hr-policies', 'score=0.77'],
  },
  {
    id: 'lr-087-en',
    family: 'llm-app',
    body: 'KYC assistant asked user to confirm Aadhaar 3720 0668 3938 linked to mobile +91 99302 11857 and PAN BXNPR4821L before loan pre-approval',
    attributes: { 'code.function': 'kyc_confirm', 'gen_ai.request.model': 'gemini-2.0-flash' },
    severityText: 'INFO',
    canaries: ['3720 0668 3938', '+91 99302 11857', 'BXNPR4821L'],
    keep: ['KYC assistant', 'loan pre-approval', 'gemini-2.0-flash'],
  },
  {
    id: 'lr-088-en',
    family: 'llm-app',
    body: {
      msg: 'chat turn stored',
      conversation_id: 'conv_01JEXK8Z3M4Q7R2T9V6W5Y1B0C',
      messages: [
        { role: 'user', content: 'Hi, I am Noah Feldman, my email is noah.feldman@protonmail.com and my plate is LK19 XMR, can you rebook my MOT?' },
        { role: 'assistant', content: 'Thanks Noah, I have moved your MOT to 2026-12-15 at 10:00.' },
      ],
      usage: { input_tokens: 311, output_tokens: 48 },
    },
    attributes: { 'gen_ai.system': 'anthropic' },
    severityText: 'info',
    canaries: ['Noah Feldman', 'noah.feldman@protonmail.com', 'LK19 XMR'],
    keep: ['chat turn stored', 'conv_01JEXK8Z3M4Q7R2T9V6W5Y1B0C', '2026-12-15 at 10:00'],
  },
  {
    id: 'lr-089-en',
    family: 'llm-app',
    body: 'gen_ai completion model=gpt-4o-2024-08-06 prompt_tokens=1832 completion_tokens=412 cost_usd=0.0187 finish_reason=stop x-request-id=req_8d41f0c2a77b4e19a3c5 retry_after=20s',
    attributes: { 'gen_ai.response.id': 'chatcmpl-AbC123xYz789', 'server.address': 'api.openai.com' },
    severityText: 'INFO',
    canaries: [],
    keep: ['gpt-4o-2024-08-06', 'prompt_tokens=1832', 'cost_usd=0.0187', 'req_8d41f0c2a77b4e19a3c5', 'api.openai.com'],
  },
  {
    id: 'lr-090-ko',
    family: 'llm-app',
    body: '배치 임베딩 작업 완료: 48213건 처리, 소요 시간 1.53초, 모델 text-embedding-3-small, 서버 batch-kr-02',
    attributes: { 'code.function': 'embed_batch' },
    severityText: 'INFO',
    canaries: [],
    keep: ['48213건 처리', 'text-embedding-3-small', 'batch-kr-02', '소요 시간 1.53초'],
  },
  {
    id: 'lr-091-nl',
    family: 'llm-app',
    body: 'Voorraad-assistent: artikel 8712345678906 (EAN) op locatie Utrecht-DC bijgewerkt naar 482 stuks, prijs 19,95 EUR, model gpt-4o-mini',
    attributes: { 'code.function': 'update_stock' },
    severityText: 'INFO',
    canaries: [],
    keep: ['8712345678906', 'Utrecht-DC', '19,95 EUR', 'Voorraad-assistent'],
  },
  {
    id: 'lr-092-pt',
    family: 'llm-app',
    body: 'Resposta moderada: o modelo tentou repetir dados do cliente — nome Marcos Vieira Teixeira, conta PT39000201541552240657917, matrícula 45-RT-82',
    attributes: { 'guardrail.name': 'output_pii', 'code.function': 'moderate_output' },
    severityText: 'WARN',
    canaries: ['Marcos Vieira Teixeira', 'PT39000201541552240657917', '45-RT-82'],
    keep: ['Resposta moderada', 'output_pii', 'moderate_output'],
  },
  {
    id: 'lr-093-de',
    family: 'llm-app',
    body: {
      event: 'tool_call',
      tool: 'kfz_halter_abfrage',
      arguments: { kennzeichen: 'M-KT 4821', halter: 'Ursula Pfeiffer', anschrift: 'Leopoldstraße 88, 80802 München' },
      dauer_ms: 230,
    },
    attributes: { 'gen_ai.tool.name': 'kfz_halter_abfrage' },
    severityText: 'info',
    canaries: ['M-KT 4821', 'Ursula Pfeiffer', 'Leopoldstraße 88, 80802'],
    keep: ['kfz_halter_abfrage', 'tool_call', 'dauer_ms'],
  },
];

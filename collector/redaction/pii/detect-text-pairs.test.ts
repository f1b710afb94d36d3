import { describe, expect, test } from 'vitest';
import { createPiiEngine } from './pii-engine.ts';

const engine = createPiiEngine({ rules: {} });
const redact = (s: string) => engine.redactString(s).text;

describe('names and e-mail addresses written as key–value pairs in text', () => {
  test('logfmt, a Python dict repr, a Ruby hash, a JSON fragment in an error, a Pydantic validation error', () => {
    expect(redact("verify failed imie_nazwisko='Agnieszka Wróblewska' attempt=3")).toBe("verify failed imie_nazwisko='[REDACTED:PERSON_NAME]' attempt=3");
    expect(redact("ValidationError Eingabe: {'geburtsdatum': '09.07.2010', 'email': 'lena.hartmann@web'}")).toContain("'email': '[REDACTED:EMAIL]'");
    expect(redact('Parameters: {"order"=>{"full_name"=>"Ayşe Kaya", "qty"=>"2"}}')).toBe('Parameters: {"order"=>{"full_name"=>"[REDACTED:PERSON_NAME]", "qty"=>"2"}}');
    expect(redact('调用物流接口失败: HTTP 500, 请求体 {"收件人":"李娜","件数":"2"}')).toContain('"收件人":"[REDACTED:PERSON_NAME]"');
    const pydantic = "1 validation error for Customer\nemail\n  value is not a valid email address: An email address must have an @-sign. [type=value_error, input_value='oliver.grant.gmail.com', input_type=str]";
    expect(redact(pydantic)).toContain("input_value='[REDACTED:EMAIL]'");
  });

  test("a bare key before a quoted value (Rust's Debug, protobuf's text format, Node's inspect), and a national id after its key in any form", () => {
    expect(redact('received doc=IdentityDocument { kind: Passport, holder: "Aino Väisänen", national_id: Some("140387-2842") } elapsed=2.8ms')).toBe(
      'received doc=IdentityDocument { kind: Passport, holder: "[REDACTED:PERSON_NAME]", national_id: Some("[REDACTED:NATIONAL_ID]") } elapsed=2.8ms',
    );
    expect(redact("job failed { data: { customerName: 'Катерина Бондаренко', taxId: '2984651732' }, attemptsMade: 3 }")).toBe(
      "job failed { data: { customerName: '[REDACTED:PERSON_NAME]', taxId: '[REDACTED:NATIONAL_ID]' }, attemptsMade: 3 }",
    );
    expect(redact('transfer rejected beneficiary_iban=UA26 rnokpp=3128475612 amount_minor=1250000')).toContain('rnokpp=[REDACTED:NATIONAL_ID] amount_minor=1250000');
    // Negative controls: an id's key before a value without four digits, a bare key before an ordinary value.
    for (const s of ['national_id="unknown" passport=pending', 'kind: "Passport", status: "rejected"']) expect(redact(s), s).toBe(s);
  });

  test('negative control: other keys, placeholders, templates and whole JSON text are left to the other rules', () => {
    for (const s of ['order_id=88231 status=packed amount=129.00', "full_name='${FULL_NAME}' email=<redacted>", "user_name = None", 'spring.datasource.username=app', 'qty=2 sku=KB-204']) {
      expect(redact(s), s).toBe(s);
    }
    // Whole JSON is walked key by key (redact-structured.ts), not read as pairs: the same value, found once.
    expect(engine.redactValue('{"email":"carmen.delgado@"}', 'http.request.body', {})).toBe('{"email":"[REDACTED:EMAIL]"}');
  });
});

describe('fields of an XML document in text', () => {
  test("an element's text by its tag or its Name attribute: a SOAP body's names and password, a Windows event's login", () => {
    const soap =
      '<wsse:UsernameToken><wsse:Username>broker_api_44</wsse:Username><wsse:Password Type="PasswordText">Xk!9vQ2#mLp7</wsse:Password></wsse:UsernameToken><q:Driver><q:Forename>Eleni</q:Forename><q:Surname>Georgiou</q:Surname></q:Driver><q:Make>Ford</q:Make>';
    expect(redact(soap)).toBe(
      '<wsse:UsernameToken><wsse:Username>broker_api_44</wsse:Username><wsse:Password Type="PasswordText">[REDACTED:SECRET]</wsse:Password></wsse:UsernameToken><q:Driver><q:Forename>[REDACTED:PERSON_NAME]</q:Forename><q:Surname>[REDACTED:PERSON_NAME]</q:Surname></q:Driver><q:Make>Ford</q:Make>',
    );
    const event = '<EventData><Data Name="TargetUserName">h.yilmaz</Data><Data Name="Status">0xc000006d</Data><Data Name="LogonType">10</Data></EventData>';
    expect(redact(event)).toBe(event.replace('h.yilmaz', '[REDACTED:USER]'));
    // The text without its padding.
    expect(redact('<email>\n  lena.hartmann@web\n</email>')).toBe('<email>\n  [REDACTED:EMAIL]\n</email>');
  });

  test('negative control: elements whose tag names nothing personal, a service account, an empty or placeholder text', () => {
    for (const s of [
      '<name>checkout-service</name><version>2.1.0</version>', '<Username>svc_backup</Username>', '<FirstName></FirstName><Email>${EMAIL}</Email>',
      '<wsa:Address>http://www.w3.org/2005/08/addressing/anonymous</wsa:Address>', '<server><address>db.internal</address></server>',
      '<Data Name="TargetUserName">ANONYMOUS LOGON</Data>', 'passport: "build 2024", pesel: "version 1.2.3.4"',
    ]) {
      expect(redact(s), s).toBe(s);
    }
  });
});


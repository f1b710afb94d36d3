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

  test('negative control: other keys, placeholders, templates and whole JSON text are left to the other rules', () => {
    for (const s of ['order_id=88231 status=packed amount=129.00', "full_name='${FULL_NAME}' email=<redacted>", "user_name = None", 'spring.datasource.username=app', 'qty=2 sku=KB-204']) {
      expect(redact(s), s).toBe(s);
    }
    // Whole JSON is walked key by key (redact-structured.ts), not read as pairs: the same value, found once.
    expect(engine.redactValue('{"email":"carmen.delgado@"}', 'http.request.body', {})).toBe('{"email":"[REDACTED:EMAIL]"}');
  });
});

import { describe, expect, test } from 'vitest';
import { ASKED_ADDRESS, ASKED_BIRTH, ASKED_ID, ASKED_NAME, ASKED_PASSWORD, ASKED_PHONE, ASKED_USER, askedFields } from './asked-answer.ts';
import { createPiiEngine } from './pii-engine.ts';

const engine = createPiiEngine({ rules: {} });
const asked = (question: string, answer: string, shape: 'content' | 'blocks' | 'parts' = 'content'): unknown => {
  const message = (role: string, text: string) =>
    shape === 'content' ? { role, content: text } : shape === 'blocks' ? { role, content: [{ type: 'text', text }] } : { role, parts: [{ type: 'text', content: text }] };
  return engine.redactMessages([message('assistant', question), message('user', answer)]);
};
const answerOf = (redacted: unknown): string => {
  const m = (redacted as Array<Record<string, unknown>>)[1]!;
  if (typeof m.content === 'string') return m.content;
  if (Array.isArray(m.content)) return (m.content[0] as { text: string }).text;
  return ((m.parts as Array<{ content: string }>)[0]!).content;
};

describe('askedFields', () => {
  test('reads the fields that the end of a turn asks or requests', () => {
    expect(askedFields("Sure! What's the best phone number to reach you?")).toBe(ASKED_PHONE);
    expect(askedFields('Thanks. Please confirm your date of birth. Then I can look up the booking.')).toBe(ASKED_BIRTH);
    expect(askedFields('¿Me das tu DNI, por favor?')).toBe(ASKED_ID);
    expect(askedFields('お届け先のご住所をお願いいたします。')).toBe(ASKED_ADDRESS);
    expect(askedFields("What's the passenger's last name?")).toBe(ASKED_NAME);
    expect(askedFields('Podaj swój login.')).toBe(ASKED_USER);
    expect(askedFields('Per completare il cambio, inserisca la password temporanea.')).toBe(ASKED_PASSWORD);
  });

  test('a name only with an owner; a statement, an account action or another number asks for nothing', () => {
    expect(askedFields("What's the name of the hotel?")).toBe(0);
    expect(askedFields('I have updated your phone number.')).toBe(0);
    expect(askedFields('Forgot password? Reset it here')).toBe(0);
    expect(askedFields("What's your order number?")).toBe(0);
    expect(askedFields('Do you have a ticket ID from a previous conversation?')).toBe(0);
  });
});

describe('answers in a message list', () => {
  test.each(['content', 'blocks', 'parts'] as const)('the value of a bare answer is masked (%s shape)', (shape) => {
    expect(answerOf(asked("What's the best number to reach you?", '0612347479', shape))).toBe('[REDACTED:PHONE]');
    expect(answerOf(asked('Could you confirm your date of birth?', "it's 14/03/1987, thanks", shape))).toBe("it's [REDACTED:BIRTH_DATE], thanks");
    expect(answerOf(asked('Can I get your full name please?', 'yeah it’s maría josé de la fuente', shape))).toBe('yeah it’s [REDACTED:PERSON_NAME]');
  });

  test('several fields at once, letters of a code, addresses up to the sentence end', () => {
    expect(answerOf(asked('Please give me your name and date of birth.', 'Ana Ruiz, 03/05/1990'))).toBe('[REDACTED:PERSON_NAME], [REDACTED:BIRTH_DATE]');
    expect(answerOf(asked('Wie lautet das Kennzeichen Ihres Fahrzeugs?', 'M-KR 4821'))).toBe('[REDACTED:LICENSE_PLATE]');
    expect(answerOf(asked("What's the service address for the new home?", '1842 Larkspur Lane, Apt 3, Portland, OR 97214. Also, is there a deposit?'))).toBe(
      '[REDACTED:ADDRESS]. Also, is there a deposit?',
    );
    expect(answerOf(asked('ما تاريخ ميلادك؟', '١٤/٠٣/١٩٨٧'))).toBe('[REDACTED:BIRTH_DATE]');
  });

  test('an answer without the value, another number, or a system prompt before it stays as it is', () => {
    for (const [q, a] of [
      ['Can I have your phone number?', 'why do you need it?'],
      ['Can I have your phone number?', 'actually, first: where is my order 8823177?'],
      ['Can you confirm the name on the account matches your ID?', 'correct'],
      ['What is your name?', "I don't want to say"],
      ['Please share your username.', 'Same as my email on file'],
      ["What's your order number?", '#A-55123'],
      ['What date would you like to fly?', 'March 3rd 2027'],
    ]) {
      expect(answerOf(asked(q!, a!))).toBe(a);
    }
    const fromSystem = engine.redactMessages([
      { role: 'system', content: 'Please collect the caller phone number.' },
      { role: 'user', content: 'Hi, my order 55123123 is late' },
    ]);
    expect((fromSystem as Array<{ content: string }>)[1]!.content).toBe('Hi, my order 55123123 is late');
  });

  const contents = (messages: Array<[string, string]>): string[] =>
    (engine.redactMessages(messages.map(([role, content]) => ({ role, content }))) as Array<{ content: string }>).map((m) => m.content);

  test('an answer put off ("one sec") comes in a later reply: the question stays open across the asker going on and tool results', () => {
    expect(contents([['assistant', "What's the best number to reach you?"], ['user', 'one sec, let me check'], ['assistant', 'Sure, take your time.'], ['user', '0612347479']])[3]).toBe(
      '[REDACTED:PHONE]',
    );
    expect(contents([['assistant', 'Could you confirm your date of birth?'], ['user', 'hold on'], ['user', '14/03/1987']])[2]).toBe('[REDACTED:BIRTH_DATE]');
    expect(contents([['assistant', "What's your account number?"], ['user', 'un momento'], ['tool', '{"ok":true}'], ['user', '48213377']])[3]).toBe('[REDACTED:BANK_ACCOUNT]');
    expect(contents([['assistant', "What's your phone number?"], ['user', 'why do you need it'], ['assistant', 'To call you back.'], ['user', 'fine, 0612347479']])[3]).toBe(
      'fine, [REDACTED:PHONE]',
    );
  });

  test('negative control: an answered question, a question the user asked, a system message or three replies later close it', () => {
    expect(contents([['assistant', "What's the best number to reach you?"], ['user', '0612347479'], ['assistant', 'Thanks! Anything else?'], ['user', '48213377 is my order']])[3]).toBe(
      '48213377 is my order',
    );
    expect(contents([['user', "What's your support phone number?"], ['assistant', 'Our line is open 9 to 5.'], ['user', '48213377']])[2]).toBe('48213377');
    expect(contents([['assistant', "What's your account number?"], ['user', 'hold on'], ['system', 'The user is verified.'], ['user', '48213377']])[3]).toBe('48213377');
    const late = contents([['assistant', "What's your account number?"], ['user', 'wait'], ['user', 'still looking'], ['user', 'no'], ['user', '48213377']]);
    expect(late[4]).toBe('48213377');
  });
});

describe('answers in a transcript', () => {
  const redact = (text: string) => engine.redactString(text).text;

  test('the line after the question is read as its answer', () => {
    expect(redact("Agent: What's your callback number?\nCustomer: 0612347479\nAgent: thanks")).toBe("Agent: What's your callback number?\nCustomer: [REDACTED:PHONE]\nAgent: thanks");
    expect(redact('Q: Date of birth?\nA: 03.07.1990')).toBe('Q: Date of birth?\nA: [REDACTED:BIRTH_DATE]');
    expect(redact('00:06 Agent: Can you read me the member ID on your card?\n00:11 Caller: uh yes, W 4829 1736 02')).toBe(
      '00:06 Agent: Can you read me the member ID on your card?\n00:11 Caller: uh yes, [REDACTED:NATIONAL_ID]',
    );
    expect(redact('客服：办理值机需要您的护照号码。\n旅客：E48271936')).toBe('客服：办理值机需要您的护照号码。\n旅客：[REDACTED:NATIONAL_ID]');
  });

  test('the business side answering a question, a question back and a tag question', () => {
    const staff = 'Customer: Care e adresa sălii de escaladă?\nSupport: Str. Observatorului 34, Cluj-Napoca, la etajul 2.';
    expect(redact(staff)).toBe(staff);
    const back = 'Agent: Mikä on osoitteesi?\nCustomer: Hetkinen, ehtiikö lupa voimaan ennen 15.6.?';
    expect(redact(back)).toBe(back);
    expect(redact('Agent: What is your home address?\nCustomer: 12 Main St, Springfield, is that ok?')).toBe(
      'Agent: What is your home address?\nCustomer: [REDACTED:ADDRESS], is that ok?',
    );
    expect(redact('Subject: Re: card\n\n> Could you confirm the postal address?\n14 Harrow Close\nDidsbury\nManchester M20 6TX\n\nThanks')).toBe(
      'Subject: Re: card\n\n> Could you confirm the postal address?\n[REDACTED:ADDRESS]\n\nThanks',
    );
  });

  test('code, a page and its headers, and lines written unlike each other are no question and answer', () => {
    const code = 'prompt = input("What is your name? ")\nprint(f"Hello, {prompt}")';
    expect(redact(code)).toBe(code);
    // A statement's placeholders are no question: MyBatis' log, its parameters on the next line.
    // (The parameters are the statement's literals: SQL_LITERAL, detect-embedded-sql.ts — not an answer's types.)
    const mybatis = '==>  Preparing: UPDATE stock SET quantity = quantity - ? WHERE sku = ? AND warehouse_id = ?\n==> Parameters: 3(Integer), SKU-44817-BLK(String), 12(Long)';
    expect(redact(mybatis)).toBe(mybatis.replace(/: 3\(|, SKU-44817-BLK\(|, 12\(/g, (m) => m.replace(/[^:,( ]+/, '[REDACTED:SQL_LITERAL]')));
    const page = 'Forgot password? Reset it here\ntraceparent: 00-fcd1a39d0720bad2fc5c7fcdfccad8dc-1ee4fbafedc5f1c1-01';
    expect(redact(page)).toBe(page);
  });

  test('negative control: with the asked-answer reading off (its types disabled) the bare values pass', () => {
    const off = createPiiEngine({ rules: { PHONE: { enabled: false, mode: 'mask' }, BIRTH_DATE: { enabled: false, mode: 'mask' } } });
    expect(off.redactString("Agent: What's your callback number?\nCustomer: 0612347479").text).toContain('0612347479');
    expect(JSON.stringify(off.redactMessages([{ role: 'assistant', content: 'Could you confirm your date of birth?' }, { role: 'user', content: '14/03/1987' }]))).toContain(
      '14/03/1987',
    );
  });
});

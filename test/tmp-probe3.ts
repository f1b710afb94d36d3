import { createPiiEngine } from '../collector/redaction/pii/pii-engine.ts';
const e = createPiiEngine({ rules: {} });
const cases: [string, string | undefined, unknown][] = [
  ['angle bracket email', undefined, 'From: Jane Doe <jane.doe@example.com>'],
  ['phone ext', undefined, 'call +1 415 555 0132 x204'],
  ['json array card', 'payload', '{"pan":[4111,1111,1111,1111]}'],
  ['number phone neutral key', 'payload', '{"contact": 14155550132}'],
  ['ipv4-mapped v6', undefined, 'peer ::ffff:203.0.113.5 connected'],
  ['mssql conn string', undefined, 'Server=db;User Id=sa;Password=Secr3t!Pass;'],
  ['aws secret env', undefined, 'AWS_SECRET_ACCESS_KEY=wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY'],
  ['basic auth', undefined, 'Authorization: Basic dXNlcjpzM2NyZXRwYXNz'],
  ['cookie', undefined, 'Cookie: session=7f3a9c2b1d4e5f60718293a4b5c6d7e8'],
  ['ssn hash', undefined, 'SSN#123-45-6789'],
  ['whatsapp', undefined, 'whatsapp:+447821407349'],
  ['iban compact lower', undefined, 'de89370400440532013000'],
  ['uk nino', undefined, 'NI number QQ 12 34 56 C'],
  ['aadhaar', undefined, 'Aadhaar 2345 6789 0124'],
  ['indian pan', undefined, 'PAN ABCDE1234F'],
  ['canada sin', undefined, 'SIN 046 454 286'],
  ['mexico curp', undefined, 'CURP GODE561231HDFRRN09'],
  ['md mailto', undefined, 'reach me [here](mailto:jane.doe@example.com)'],
  ['email in html', undefined, '<a href="mailto:jane.doe@example.com">mail</a>'],
  ['sk live stripe', undefined, 'sk_live_51H8abcdefghijklmnopqrstu'],
  ['gh token', undefined, 'ghp_abcdefghijklmnopqrstuvwxyz0123456789'],
  ['google api key', undefined, 'AIzaSyA-abcdefghijklmnopqrstuvwxyz12345'],
  ['hf token', undefined, 'hf_abcdefghijklmnopqrstuvwxyzABCDEFGH'],
  ['jwt in query', undefined, 'https://x.test/cb?token=eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.sig12345678'],
  ['phone in url path', undefined, '/api/users/+14155550132/orders'],
  ['email double at encoded', undefined, 'jane.doe%2540example.com'],
  ['phone with dots', undefined, 'phone 415.555.0132'],
  ['intl phone no plus', undefined, 'ring 447821407349 now'],
  ['french phone', undefined, 'tél : 06 12 34 56 78'],
  ['japanese phone', undefined, '電話番号は090-1234-5678です'],
  ['korean phone', undefined, '연락처 010-1234-5678'],
  ['chinese mobile', undefined, '手机 138 0013 8000'],
  ['brazil phone', undefined, 'cel (11) 91234-5678'],
  ['credit card amex', undefined, 'amex 3782 822463 10005'],
  ['card in words', undefined, 'card number four one one one ...'],
  ['iban in json key', 'payload', '{"DE89370400440532013000": true}'],
  ['email in yaml', undefined, 'owner: jane.doe@example.com\nteam: core'],
  ['email obfuscated spaces', undefined, 'jane . doe @ example . com'],
  ['ipv4 w/ port', undefined, 'connect 203.0.113.54:8443'],
  ['private ipv4', undefined, 'host 192.168.1.23'],
  ['passport free text', undefined, 'passport no. X1234567'],
  ['license plate', undefined, 'plate AB-123-CD'],
];
for (const [name, key, v] of cases) {
  const counts = {};
  const out = key === undefined ? e.redactString(v as string).text : e.redactValue(v as never, key, counts as never);
  const changed = JSON.stringify(out) !== JSON.stringify(v);
  console.log(`${changed ? 'ok  ' : 'MISS'} ${name.padEnd(26)} ${JSON.stringify(out).slice(0, 110)}`);
}

import { describe, expect, it } from 'vitest';
import { createToldSecretDetector } from './detect-told-secret.ts';
import { scanFeatures, type DetectMode, type Finding } from './detector.ts';
import { createPiiEngine } from './pii-engine.ts';

const MODE: DetectMode = { headerDump: false, queryString: false, key: '' };
const detector = createToldSecretDetector();

function secrets(text: string): string[] {
  const features = scanFeatures(text);
  if (!detector.mayMatch(features, MODE)) return [];
  const out: Finding[] = [];
  detector.detect(text, out, MODE, features);
  // Two readings may find the same secret (`-passout pass:…` is a command's and a password word's); the engine keeps one.
  return [...new Set(out.map((f) => text.slice(f.start, f.end)))];
}

describe('told-secret detector (a secret after its label, in prose, commands and markup)', () => {
  it('finds passwords in other languages, abbreviated, and quoted with their spaces', () => {
    const cases: [string, string][] = [
      ['contraseña: perro123', 'perro123'],
      ['minha senha é Gato#2024', 'Gato#2024'],
      ['пароль: Zima2024', 'Zima2024'],
      ['我的密码是abc12345', 'abc12345'],
      ['mijn wachtwoord is Fiets!99', 'Fiets!99'],
      ['pw: hunter2', 'hunter2'],
      ["the wifi password is 'Sunflower#22'", 'Sunflower#22'],
      ['password "correct horse battery staple"', 'correct horse battery staple'],
      ['The password is “open sesame”.', 'open sesame'],
      ['mon mot de passe est « Croissant42 »', 'Croissant42'],
      ['Şifrem: Istanbul1453 ama giriş yapamıyorum', 'Istanbul1453'],
      ["제 비번은 'Seoul2024#' 입니다", 'Seoul2024#'],
      ['pass = bluebird77 (staging)', 'bluebird77'],
      ['hasło do wifi: zielonyDom2022', 'zielonyDom2022'],
      ['het wachtwoord van de gedeelde mailbox is Fietsen@Amsterdam1', 'Fietsen@Amsterdam1'],
    ];
    for (const [text, secret] of cases) expect(secrets(text), text).toEqual([secret]);
  });

  it('finds PINs, card security codes, one-time and backup codes, and security answers', () => {
    const cases: [string, string][] = [
      ['my PIN is 4821', '4821'],
      ['CVV: 737', '737'],
      ['card 4111…, cvc2 123, exp 12/29', '123'],
      ['OTP 118204', '118204'],
      ['your verification code is 493021.', '493021'],
      ['2FA backup code 3f9k-2m8q', '3f9k-2m8q'],
      ['인증번호 482913', '482913'],
      ["mother's maiden name: Smith, and the rest", 'Smith'],
      ['security answer: Fluffy the cat', 'Fluffy the cat'],
      ['Mi PIN del cajero es 9034, ¿por qué?', '9034'],
      ['Your verification code is 730 112. It expires in 10 minutes.', '730 112'],
      ['tool_call verify_otp {"user_id":"u_4412","otp":"523881"}', '523881'],
      ['npm publish --access public --otp=381920', '381920'],
      ['카드 CVC 번호는 508입니다', '508'],
      ['Security question: mother’s maiden name? Answer: Kowalski', 'Kowalski'],
      ['Pregunta de seguridad: ¿nombre de tu primera mascota? Respuesta: Canela', 'Canela'],
      // SMS and e-mail templates, where "code" alone names the one-time code.
      ['Your code is 493021', '493021'],
      ['G-482913 is your Google verification code.', '482913'],
      ['Use 493021 to verify your account.', '493021'],
    ];
    for (const [text, secret] of cases) expect(secrets(text), text).toEqual([secret]);
  });

  it('finds credentials named in prose, in XML elements and on command lines', () => {
    const cases: [string, string][] = [
      ['my api key is 3f8a9c2e1b7d4a6f9e0c5b8a7d6e5f4a', '3f8a9c2e1b7d4a6f9e0c5b8a7d6e5f4a'],
      ['secret key: wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY', 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY'],
      ['the secret is Xy7#kq9!', 'Xy7#kq9!'],
      ['<password>S3cretPw</password>', 'S3cretPw'],
      ['<apiKey> 9f8e7d6c5b4a39281706 </apiKey>', '9f8e7d6c5b4a39281706'],
      ['mysql -u root -pS3cretPw orders', 'S3cretPw'],
      ["docker login -u bob -p 'Tr0ub4dor&3' registry.example.com", 'Tr0ub4dor&3'],
      ['sshpass -p hunter22 ssh deploy@host', 'hunter22'],
      ['redis-cli -h cache -a R3disPass ping', 'R3disPass'],
      ['curl -u admin:s3cr3tpw https://api.example.com', 's3cr3tpw'],
      ['htpasswd -b /etc/nginx/.htpasswd alice Al1cePw', 'Al1cePw'],
      ['openssl pkcs12 -export -passout pass:Exp0rtPw -out a.p12', 'Exp0rtPw'],
      ['keytool -list -keystore ks.jks -storepass St0rePw', 'St0rePw'],
      ['ldapsearch -x -D "cn=admin,dc=corp" -w LdapAdm1n! -b "dc=corp"', 'LdapAdm1n!'],
      ["sqlcmd -S sql01 -U sa -P 'Sql$erver2019!' -Q \"SELECT 1\"", 'Sql$erver2019!'],
      ['smbclient //fs01/finance -U jsmith%Fin4nce!Q3', 'Fin4nce!Q3'],
      ['rabbitmqctl add_user metrics Rabb1t-M3trics', 'Rabb1t-M3trics'],
      ['bind 0.0.0.0\nrequirepass R3d1sR3quir3d\nmaxmemory 2gb', 'R3d1sR3quir3d'],
      ['<add key="ApiSecret" value="c14BfiADsr3Bjj7gnyhHI1QG7NV9ZtNyHs6m" />', 'c14BfiADsr3Bjj7gnyhHI1QG7NV9ZtNyHs6m'],
    ];
    for (const [text, secret] of cases) expect(secrets(text), text).toEqual([secret]);
  });

  it('leaves labels without a secret, placeholders, variables, ports and the pairs the key/value detector reads', () => {
    for (const text of [
      'password is required',
      'reset your password here',
      'the PIN code field must be 4 digits',
      'the CVV is the 3-digit code on the back',
      'the OTP expired, request a new one',
      'security question: what was your first pet’s name?',
      'pin the dependency to 1.2.3',
      'PIN-compatible chip',
      'token count: 512',
      'max tokens 1024',
      'password: ********',
      'api key: <your-key-here>',
      'the secret is ${SECRET}',
      'mysql -u root -p orders',
      'curl -u $USER:$PASS https://x',
      'docker run -p 8080:80 nginx',
      'ssh -p 2222 host',
      'https://secret-blossom.jp/api?q=1',
      'q=secret&user_email=x',
      'PWD=/home/app',
      '<password></password>',
      'Confirmation code: QX7B2K',
      'use a Bearer token for auth\ntraceparent: 00-2f648aa4034c8c64dc849161ef1f3ed8-c4ec44792cd25b4f-01',
      'use a Bearer token for auth commit=sha256:0394efaed0b1eff09fe7b378ac3758db7e97f58e0f4dc3ef039feb8eafd1bffe',
      'We will never ask for your memorable word by email',
      'curl -H "Authorization: Bearer $TOKEN" https://api.example.com/v1/jobs',
      'env:\n  - name: DB_PASSWORD\n    valueFrom:\n      secretKeyRef:',
      'tests: 12 pass, 0 fail; pass=true',
      'Answer: 42 is the answer to everything',
      'Your order code is 123456',
      '4821 is your promo code',
      'error code is 500, your code is invalid',
      'Use 2024 to verify the build',
    ]) {
      expect(secrets(text), text).toEqual([]);
    }
  });

  it('is SECRET in the engine, the label kept, and gone with SECRET off', () => {
    const engine = createPiiEngine({ rules: {} });
    expect(engine.redactString('contraseña: perro123, gracias').text).toBe('contraseña: [REDACTED:SECRET], gracias');
    expect(engine.redactString('mysql -u root -pS3cretPw orders').text).toBe('mysql -u root -p[REDACTED:SECRET] orders');
    // LLM providers' documented key prefixes (detect-tokens.ts) are API_KEY anywhere.
    expect(engine.redactString('key xai-7WLedzCCWD4ZfUnNtxCkSHyuZ7vHemBxcm3aGz4yw4WVuPZl8E8f').text).toBe('key [REDACTED:API_KEY]');
    expect(engine.redactString('pplx-wpueTwnEuHUWQgcK1iHokW1LUCXwHM4xQHEFYC6e5i4u').text).toBe('[REDACTED:API_KEY]');
    const off = createPiiEngine({ rules: { SECRET: { enabled: false, mode: 'mask' } } });
    expect(off.redactString('contraseña: perro123').text).toBe('contraseña: perro123');
  });
});

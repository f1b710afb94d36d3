import { describe, expect, test } from 'vitest';
import { createPiiEngine } from './pii-engine.ts';

const engine = createPiiEngine({ rules: {} });
const redact = (s: string) => engine.redactString(s).text;

describe('a home directory’s account name (USER)', () => {
  test('is masked in Unix, macOS and Windows paths, JSON-escaped ones too; the rest of the path stays', () => {
    expect(redact("ENOENT: no such file or directory, open '/home/dvolkov/projects/assistant/.env.local'")).toBe(
      "ENOENT: no such file or directory, open '/home/[REDACTED:USER]/projects/assistant/.env.local'",
    );
    expect(redact('File "/Users/mfischer/venv/lib/python3.12/site-packages/httpx/_client.py", line 1014')).toBe(
      'File "/Users/[REDACTED:USER]/venv/lib/python3.12/site-packages/httpx/_client.py", line 1014',
    );
    expect(redact('C:\\Users\\jsmith\\AppData\\Local\\Temp\\x.log')).toBe('C:\\Users\\[REDACTED:USER]\\AppData\\Local\\Temp\\x.log');
    expect(redact('{"path":"C:\\\\Users\\\\jsmith\\\\Desktop"}')).toBe('{"path":"C:\\\\Users\\\\[REDACTED:USER]\\\\Desktop"}');
    expect(redact('cd /var/home/anna && ls')).toBe('cd /var/home/[REDACTED:USER] && ls');
  });

  test('negative control: service and CI accounts, placeholders and paths that only contain "home" stay', () => {
    for (const s of ['/home/runner/work/app/app/src/index.ts', '/home/node/app/dist/server.js', '/Users/Shared/cache', '/home/$USER/.cache', 'C:\\Users\\Public\\x',
      'https://example.com/home/about', '/srv/www/home/abc/x', '/root/.npm/_logs', 'GET /api/home/feed']) {
      expect(redact(s), s).toBe(s);
    }
  });
});

describe('a login named by its field (USER)', () => {
  test('after username, user_name or login with "=" or quoted after ":" — a Python dict in an exception, a log line', () => {
    expect(redact("KeyError in {'username': 'dmitri.volkov', 'remember_me': True}")).toBe("KeyError in {'username': '[REDACTED:USER]', 'remember_me': True}");
    expect(redact('login failed for username=jdoe42')).toBe('login failed for username=[REDACTED:USER]');
    expect(redact('user_name = "mkeller"')).toBe('user_name = "[REDACTED:USER]"');
  });

  test("an access log's authenticated user (Common and Combined Log Formats); '-' and service accounts stay", () => {
    expect(redact('192.168.1.5 - frank [10/Oct/2000:13:55:36 -0700] "GET /apache_pb.gif HTTP/1.0" 200 2326')).toBe(
      '[REDACTED:IP] - [REDACTED:USER] [10/Oct/2000:13:55:36 -0700] "GET /apache_pb.gif HTTP/1.0" 200 2326',
    );
    for (const s of ['10.0.0.1 - - [06/Dec/2026:14:02:11 +0000] "GET / HTTP/1.1" 200 1', '::1 - root [06/Dec/2026:14:02:11 +0000] "GET / HTTP/1.1" 200 1']) {
      expect(redact(s), s).not.toContain('[REDACTED:USER]');
    }
  });

  test('negative control: prose after "username:", placeholders and variables stay', () => {
    for (const s of ['username: it fails when I log in', 'login=admin', 'Login: please try again', 'the login page', 'userName=${USER}', "{'username': None}",
      "{'username': '<redacted>'}", 'user_name = "anonymous"', "login='***'"]) {
      expect(redact(s), s).toBe(s);
    }
  });
});

describe('a login named by a log line’s phrase (USER)', () => {
  test('sshd, PAM, logind, sudo, Postgres, MySQL, Windows and applications’ lines: the login goes, the line stays', () => {
    const cases: [string, string][] = [
      ['Failed password for kowalski.m from 198.51.100.7 port 50522 ssh2', 'Failed password for [REDACTED:USER] from [REDACTED:IP] port 50522 ssh2'],
      ['Accepted publickey for anna_lindqvist from 198.51.100.7 port 22 ssh2: ED25519 SHA256:x', 'Accepted publickey for [REDACTED:USER] from [REDACTED:IP] port 22 ssh2: ED25519 SHA256:x'],
      ['Invalid user dnguyen2 from 198.51.100.7 port 41022', 'Invalid user [REDACTED:USER] from [REDACTED:IP] port 41022'],
      ['pam_unix(sshd:session): session opened for user priya(uid=1001) by (uid=0)', 'pam_unix(sshd:session): session opened for user [REDACTED:USER](uid=1001) by (uid=0)'],
      ['New session 12 of user dkimura.', 'New session 12 of user [REDACTED:USER].'],
      ['sudo:    alice : TTY=pts/0 ; PWD=/srv ; USER=root ; COMMAND=/bin/ls', 'sudo:    [REDACTED:USER] : TTY=pts/0 ; PWD=/srv ; USER=root ; COMMAND=/bin/ls'],
      ['FATAL:  password authentication failed for user "mkowalski"', 'FATAL:  password authentication failed for user "[REDACTED:USER]"'],
      ["Access denied for user 'bob'@'localhost' (using password: YES)", "Access denied for user '[REDACTED:USER]'@'localhost' (using password: YES)"],
      ['Account Name:\t\tjdoe', 'Account Name:\t\t[REDACTED:USER]'],
      ['Login failed for user jsmith from the VPN', 'Login failed for user [REDACTED:USER] from the VPN'],
      ['User kowalski.m logged in', 'User [REDACTED:USER] logged in'],
      ['password reset requested by user m.rossi', 'password reset requested by user [REDACTED:USER]'],
      ["l'utente f.romano ha effettuato l'accesso", "l'utente [REDACTED:USER] ha effettuato l'accesso"],
      ["Benutzer 'mmueller' wurde gesperrt", "Benutzer '[REDACTED:USER]' wurde gesperrt"],
      ['Impersonating user CORP\\jdoe', 'Impersonating user [REDACTED:USER]'],
      ['Login Success [user: kpatel] [Source: core-sw-01]', 'Login Success [user: [REDACTED:USER]] [Source: core-sw-01]'],
      ['GlobalProtect: User name: farah.aziz, Reason: bad password', 'GlobalProtect: User name: [REDACTED:USER], Reason: bad password'],
      ['Conta joana.pereira bloqueada após 5 tentativas', 'Conta [REDACTED:USER] bloqueada após 5 tentativas'],
      ["Inloggning misslyckades för användaren 'erik.lund'", "Inloggning misslyckades för användaren '[REDACTED:USER]'"],
      ['POST /owa/auth.owa - 443 CONTOSO\\mfernandez 302', 'POST /owa/auth.owa - 443 CONTOSO\\[REDACTED:USER] 302'],
      ["dropbear[2211]: Bad password attempt for 'm.novak' from port 51022", "dropbear[2211]: Bad password attempt for '[REDACTED:USER]' from port 51022"],
      ['CROND[18822]: (a.petrov) CMD (/opt/bin/backup.sh --quiet)', 'CROND[18822]: ([REDACTED:USER]) CMD (/opt/bin/backup.sh --quiet)'],
      ["Login failed: 'jan.devries' (Remote IP hidden)", "Login failed: '[REDACTED:USER]' (Remote IP hidden)"],
      ['dovecot: auth: pam(priya_s,192.0.2.77,<Kq3x1AHVsDAqBvN>): unknown user', 'dovecot: auth: pam([REDACTED:USER],[REDACTED:IP],<Kq3x1AHVsDAqBvN>): unknown user'],
    ];
    for (const [line, expected] of cases) expect(redact(line), line).toBe(expected);
  });

  test('negative control: the phrase’s own words, numbers, service accounts and placeholders after "user" stay', () => {
    for (const s of ['for user input from the form', 'the user session expired', 'per-user quota exceeded', 'user 1042 not found', 'User-Agent: curl/8.5.0',
      'Failed password for invalid user admin from port 22', 'session opened for user root(uid=0) by (uid=0)', 'for user accounts.', 'the user who asked',
      'user data was deleted', 'Login failed for user %s', 'authentication failed for user "postgres"', 'New session 3 of user gdm.', 'Account Name:\t\t-',
      'User located in Toronto, Canada', 'stripe connected account acct_1OxYz2AbCdEfGhIj onboarded', 'account SE-ACC-77120 closed',
      "Errore nella funzione definita dall'utente fn_normalizza_sku()", 'failed to authenticate user [kibana_system]', 'Service "W32Time" started; logon account: NT AUTHORITY\\LOCAL SERVICE',
      'Started a user story for the sprint', 'invalid user input', 'user <unknown>', 'user (null)', 'New session c2 of user systemd-network.',
      'Failed password for svc_backup from port 22', 'Login failed for user \'sa\'.',
      // The word quoted itself, a table's alias in a statement: its closing quote opens no login.
      'Executing (default): SELECT "id" FROM "Users" AS "User" WHERE "User"."email" = $1 AND "User"."deletedAt" IS NULL;']) {
      expect(redact(s), s).toBe(s);
    }
  });

  test('a quoted login with blanks inside its quotes is masked exactly, not one character off', () => {
    expect(redact('Connexion refusée pour l\'utilisateur « anna.k » depuis 10.0.0.1')).toBe('Connexion refusée pour l\'utilisateur « [REDACTED:USER] » depuis [REDACTED:IP]');
  });
});

describe('a service account under a login key', () => {
  test('stays: it names no person (root, svc_backup, a machine account, a Kubernetes service account); a person’s login goes', () => {
    const value = (v: Record<string, unknown>) => engine.redactValue(v as never, undefined, {});
    expect(value({ principalName: 'svc_backup', user: { username: 'system:serviceaccount:ci:deployer' }, SubjectUserName: 'FS02$', 'user.name': 'root' })).toEqual({
      principalName: 'svc_backup', user: { username: 'system:serviceaccount:ci:deployer' }, SubjectUserName: 'FS02$', 'user.name': 'root',
    });
    // Negative control: the same keys with people's logins are masked.
    expect(value({ principalName: 'svetlana.k', user: { username: 'oidc:jmartinez' }, TargetUserName: 'sophie.martin' })).toEqual({
      principalName: '[REDACTED:USER]', user: { username: '[REDACTED:USER]' }, TargetUserName: '[REDACTED:USER]',
    });
  });
});

describe('a value after a loose credential name', () => {
  test('a module called there is no secret ("auth: pam(x,…)"); a password with a parenthesis still is', () => {
    expect(redact('auth: pam(priya_s,10.1.2.3): unknown user')).toBe('auth: pam([REDACTED:USER],[REDACTED:IP]): unknown user');
    expect(redact('password: S3cr(et!9')).toBe('password: [REDACTED:SECRET]');
    expect(redact('token: get_token(user)')).toBe('token: get_token(user)');
  });
});

describe('a login under a JSON audit record’s bare user, actor, login or principal member', () => {
  test('is masked when it has a login’s shape; a message’s text, a model, a version and a service account stay', () => {
    const value = (v: Record<string, unknown>) => engine.redactValue(v as never, undefined, {});
    expect(value({ event: 'user.login', user: 'sanna.virtanen', success: false })).toEqual({ event: 'user.login', user: '[REDACTED:USER]', success: false });
    expect(value({ action: 'repo.destroy', actor: 'priya_s' })).toEqual({ action: 'repo.destroy', actor: '[REDACTED:USER]' });
    // Negative control: the same members with what they hold in chat and agent traces.
    const kept = { role: 'user', user: 'What is my balance?', actor: 'gpt-4o-mini', login: 'v1.2.3', principal: 'svc_backup' };
    expect(value(kept)).toEqual(kept);
  });
});

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

import type { Detector, Finding } from './detector.ts';
import { isPlaceholderValue } from './detect-key-values.ts';

/**
 * The account name in a home directory's path: `/home/dvolkov/projects/…`, `/Users/mfischer/Library/…`,
 * `C:\Users\jsmith\AppData\…` (and JSON's `C:\\Users\\jsmith\\…`), `/var/home/…` — a person's login, written in stack
 * traces, file errors and tool results on the machine an application or a developer ran on. The rest of the path is
 * what an investigator needs and stays. Accounts that name no person (`root`, `runner`, `ubuntu`, `node`, `app`,
 * `Shared`, `Public`…) and placeholders (`$USER`, `<user>`, `%USERNAME%`) stay too.
 */
const HINT_RE = /\/home\/|\/Users\/|Users\\|Documents and Settings\\/;
const HOME_DIR_RE =
  /(?<![A-Za-z0-9_.-])(?:(?:\/var)?\/home\/|\/Users\/|[A-Za-z]:(?:\\{1,2}|\/)(?:Users|Documents and Settings)(?:\\{1,2}|\/))([A-Za-z0-9][A-Za-z0-9._-]{0,63})(?=[\\/'"`\s)\],:;]|$)/g;

/** Accounts of services, images and CI machines, and the directories that sit beside the users' own. */
const NOT_A_PERSON = new Set(
  [
    'root', 'runner', 'ubuntu', 'debian', 'centos', 'fedora', 'ec2-user', 'admin', 'administrator', 'user', 'users', 'app', 'apps',
    'appuser', 'node', 'deploy', 'deployer', 'service', 'svc', 'worker', 'build', 'builder', 'buildbot', 'ci', 'circleci', 'travis',
    'jenkins', 'gitlab-runner', 'github', 'git', 'vagrant', 'docker', 'www-data', 'nobody', 'daemon', 'postgres', 'mysql', 'redis',
    'vscode', 'codespace', 'codespaces', 'coder', 'jovyan', 'sandbox', 'pi', 'guest', 'default', 'default user', 'all users',
    'shared', 'public', 'test', 'tester', 'dev', 'developer', 'username', 'user_name', 'you', 'me', 'myuser', 'your_username',
    'yourname', 'your-user', 'example', 'demo', 'linuxbrew', 'lost+found', 'anonymous',
  ],
);

/**
 * A login named by its field in text — a log line's `username=dmorrison`, a Python dict in an exception message
 * (`{'username': 'dmitri.volkov', …}`), JSON text inside prose: the value after `username`, `user_name`, `login_name`
 * or `login` glued to it by '=', or quoted after '=' or ':' (a prose "username: it fails" is neither). Not code (`@user_name
 * = params[:name]`, `username=get_user()`), a connection string's database role (`Username=hangfire;`) or a service
 * account (`spring.datasource.username=app`). JSON text is read key by key elsewhere (key-classifier.ts); this reads
 * what is not JSON.
 */
const LOGIN_FIELD_RE =
  /(?<![A-Za-z0-9_@$])(?:user_?name|login_?name|login)(?:["']?=(?<bare>[A-Za-z0-9][\w.@+-]{1,63})(?![\w.@+;(\[-])|["']?\s*=\s*(?<q1>["'])(?<quoted1>[^"'\s]{2,64})\k<q1>|["']\s*:\s*(?<q>["'])(?<quoted>[^"'\s]{2,64})\k<q>)/gi;

/**
 * The authenticated user of an access log's line in the Common and Combined Log Formats (Apache, nginx, Envoy's, many
 * proxies'): `73.162.88.201 - jmartinez [06/Dec/2026:14:02:11 +0000] "GET …"` — the field after the client and the
 * identd `-`, before the bracketed time. `-` is no user.
 */
const ACCESS_LOG_USER_RE = /(?:^|\n)[0-9A-Fa-f.:]{3,45} \S+ ([^\s\[\]"-][^\s\[\]"]{0,63}) \[\d{1,2}\/[A-Z][a-z]{2}\/\d{4}:/g;

/** Logins named by their field (LOGIN_FIELD_RE): `USER`. */
export function createLoginFieldDetector(): Detector {
  return {
    name: 'login-field',
    types: ['USER'],
    mayMatch: (f) => f.text.length >= 8,
    detect(text: string, out: Finding[]): void {
      if (text.includes(' [') && text.includes('/')) {
        ACCESS_LOG_USER_RE.lastIndex = 0;
        for (let m = ACCESS_LOG_USER_RE.exec(text); m !== null; m = ACCESS_LOG_USER_RE.exec(text)) {
          const user = m[1]!;
          if (isPlaceholderValue(user) || NOT_A_PERSON.has(user.toLowerCase())) continue;
          const start = m.index + m[0].indexOf(` ${user} [`) + 1;
          out.push({ type: 'USER', start, end: start + user.length });
        }
      }
      if (!/user_?name|login/i.test(text)) return;
      LOGIN_FIELD_RE.lastIndex = 0;
      let m: RegExpExecArray | null;
      while ((m = LOGIN_FIELD_RE.exec(text)) !== null) {
        const value = m.groups!.bare ?? m.groups!.quoted1 ?? m.groups!.quoted!;
        if (isPlaceholderValue(value) || NOT_A_PERSON.has(value.toLowerCase())) continue;
        const end = m.index + m[0].length - (m.groups!.bare !== undefined ? 0 : 1);
        out.push({ type: 'USER', start: end - value.length, end });
      }
    },
  };
}

export function createHomeDirectoryDetector(): Detector {
  return {
    name: 'home-directory',
    types: ['USER'],
    mayMatch: (f) => f.text.length >= 8,
    detect(text: string, out: Finding[]): void {
      if (!HINT_RE.test(text)) return;
      HOME_DIR_RE.lastIndex = 0;
      let m: RegExpExecArray | null;
      while ((m = HOME_DIR_RE.exec(text)) !== null) {
        const account = m[1]!;
        if (NOT_A_PERSON.has(account.toLowerCase())) continue;
        const end = m.index + m[0].length;
        out.push({ type: 'USER', start: end - account.length, end });
      }
    },
  };
}

import type { Detector, Finding } from './detector.ts';

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
    'yourname', 'your-user', 'example', 'demo', 'linuxbrew', 'lost+found',
  ],
);

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

import { FEATURE_NON_ASCII, FEATURE_WORD_CAPITAL, type Detector, type Finding, type TextFeatures } from './detector.ts';
import { isPlaceholderValue } from './detect-key-values.ts';
import { isCommonWord } from './detect-unmarked-name.ts';

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
    'anonymous logon', 'local service', 'network service', 'local system', 'root', 'runner', 'ubuntu', 'debian', 'centos', 'fedora', 'ec2-user', 'admin', 'administrator', 'user', 'users', 'app', 'apps',
    'appuser', 'node', 'deploy', 'deployer', 'service', 'svc', 'worker', 'build', 'builder', 'buildbot', 'ci', 'circleci', 'travis',
    'jenkins', 'gitlab-runner', 'github', 'git', 'vagrant', 'docker', 'www-data', 'nobody', 'daemon', 'postgres', 'mysql', 'redis',
    'vscode', 'codespace', 'codespaces', 'coder', 'jovyan', 'sandbox', 'pi', 'guest', 'default', 'default user', 'all users',
    'shared', 'public', 'test', 'tester', 'dev', 'developer', 'username', 'user_name', 'you', 'me', 'myuser', 'your_username',
    'yourname', 'your-user', 'example', 'demo', 'linuxbrew', 'lost+found', 'anonymous',
    // Linux distributions' system accounts (daemons, display managers) and servers' own.
    'bin', 'sys', 'sync', 'games', 'lp', 'mail', 'news', 'uucp', 'proxy', 'backup', 'irc', 'gnats', 'syslog', 'messagebus', 'uuidd',
    'tcpdump', 'sshd', 'polkitd', 'rtkit', 'avahi', 'colord', 'pulse', 'dnsmasq', 'chrony', 'ntp', 'gdm', 'lightdm', 'sddm', 'nginx',
    'apache', 'httpd', 'tomcat', 'elasticsearch', 'kafka', 'zookeeper', 'hadoop', 'oracle', 'grafana', 'prometheus', 'nagios', 'zabbix',
    'mongodb', 'mongod', 'rabbitmq', 'memcache', 'postfix', 'dovecot', 'ftp', 'cron', 'crond', 'batch', 'scheduler', 'etl', 'airflow', 'operator', 'halt', 'shutdown', 'sa', 'dbo', 'system',
    'sysadmin', 'superuser', 'support', 'monitor', 'monitoring', 'backup_user', 'replication', 'replicator', 'readonly', 'read_only',
  ],
);
/**
 * Service accounts by their shape: systemd's `systemd-network`, macOS's `_spotlight`, `svc_backup`, `backup-svc`, `ci-bot`,
 * `service-account-ci`, a machine account's `FS02$`.
 */
const SERVICE_ACCOUNT_RE = /^(?:systemd-|_)|(?:^|[_-])(?:svc|srv|sa|service|service[_-]?account|serviceaccount|bot|robot|ci|cd|daemon|system|api|integration)(?:[_-]|$)|\$$/i;
/** A provider's object id, not a login: Stripe's `acct_1OxYz2AbCdEfGhIj`, `cus_…`, `usr_…` (a prefix, '_', 12+ characters). */
const PROVIDER_ID_RE = /^[a-z]{2,8}_[A-Za-z0-9]{12,}$/;
/** An id, not a login: a short prefix, a separator and a number (`u-483920`, `usr_1042`, `c-4711`). */
const ID_SHAPE_RE = /^[A-Za-z]{1,4}[-_]\d{3,}$/;
/**
 * A JSON audit record's bare `user`, `actor`, `login` or `principal` member holding a login (Teleport's `"user":
 * "sanna.virtanen"`): the key alone is too often a chat message's text, a role or a model to be a login's key, so the
 * value must show a login's shape — one lower-case token with a '.' or '_' inside ("priya_s") — and be no e-mail (read
 * as one), path, URL, version, provider id or service account. "octo-jsmith" or "llama3" there stay.
 */
const LOGIN_MEMBER_KEYS: ReadonlySet<string> = new Set(['user', 'actor', 'login', 'principal']);
const LOGIN_MEMBER_VALUE_RE = /^(?=[^\s]{3,64}$)(?!v\d)[a-z][a-z0-9-]*[._][a-z0-9._-]*[a-z0-9]$/;
export function isLoginMember(key: string, value: string): boolean {
  return LOGIN_MEMBER_KEYS.has(key) && LOGIN_MEMBER_VALUE_RE.test(value) && !PROVIDER_ID_RE.test(value) && !isServiceAccountName(value);
}

/** Kubernetes' own identities (`system:serviceaccount:ci:deployer`, `system:node:ip-10-0-1-7`, `system:kube-scheduler`). */
const KUBERNETES_SYSTEM_RE = /^system:(?:serviceaccount:|node:|kube-|anonymous$|apiserver$|masters$|unsecured$|admin$|monitoring$)/;

/**
 * Whether a login names a service, a machine or a placeholder rather than a person: `root`, `postgres`, `svc_backup`,
 * `FS02$`, `system:serviceaccount:ci:deployer`, `<user>`. A key that holds a login (`user.name`, `principalName`) keeps
 * such a value: an investigator needs to see that a service acted, and no person is named.
 */
export function isServiceAccountName(login: string): boolean {
  return NOT_A_PERSON.has(login.toLowerCase()) || SERVICE_ACCOUNT_RE.test(login) || KUBERNETES_SYSTEM_RE.test(login) || isPlaceholderValue(login);
}

/**
 * A login named by its field in text — a log line's `username=dmorrison`, a Python dict in an exception message
 * (`{'username': 'dmitri.volkov', …}`), JSON text inside prose: the value after `username`, `user_name`, `login_name`
 * or `login` glued to it by '=', or quoted after '=' or ':' (a prose "username: it fails" is neither). Not code (`@user_name
 * = params[:name]`, `username=get_user()`), a connection string's database role (`Username=hangfire;`) or a service
 * account (`spring.datasource.username=app`). `user=`, `ruser=`, `uid=` and `uname=` the same way (PAM's `ruser= rhost=… user=lfernandez`,
 * Postgres' `connection authorized: user=dkimura`, an LDAP DN's `uid=cpark,ou=people`, Grafana's `uname=`), a login
 * only with a letter in it (`uid=0` is a number) and no service's account (`user=postgres`). JSON text is read key by key elsewhere (key-classifier.ts); this reads
 * what is not JSON.
 */
const LOGIN_FIELD_RE =
  /(?<![A-Za-z0-9_@$])(?:(?:os_|db_?)?user_?name|login_?name|login|user|ruser|uname|uid|sasl_username|actor|acct)(?:["']?=(?<bare>[A-Za-z0-9][\w.@+-]{1,63})(?![\w.@+;(\[-])|["']?\s*=\s*(?<q1>["'])(?<quoted1>[^"'\s]{2,64})\k<q1>|["']?\s*:\s*(?<q>["'])(?<quoted>[^"'\s]{2,64})\k<q>)/gi;

/**
 * The authenticated user of an access log's line in the Common and Combined Log Formats (Apache, nginx, Envoy's, many
 * proxies'): `73.162.88.201 - jmartinez [06/Dec/2026:14:02:11 +0000] "GET …"` — the field after the client and the
 * identd `-`, before the bracketed time. `-` is no user.
 */
const ACCESS_LOG_USER_RE = /(?:^|\n)[0-9A-Fa-f.:]{3,45} \S+ ([^\s\[\]"-][^\s\[\]"]{0,63}) \[\d{1,2}\/[A-Z][a-z]{2}\/\d{4}:/g;

/**
 * A login named by the phrase a log line puts before it — sshd's "Failed password for kowalski.m from …", "Invalid user
 * dnguyen2 from …", PAM's "session opened for user alice(uid=1000)", logind's "New session 12 of user bob.", Postgres'
 * `password authentication failed for user "mkowalski"`, MySQL's `Access denied for user 'bob'@'localhost'`, an app's
 * "User kowalski.m logged in", "requested by user m.rossi", "l'utente f.romano", "Benutzer 'mmueller' gesperrt" — and sudo's
 * `alice : TTY=pts/0 ; PWD=… ; USER=root ; COMMAND=…` and Windows' "Account Name:  jdoe".
 *
 * After the word "user" (or its translation) a login is taken when it is quoted, when it has the shape only logins have
 * (a letter with a digit, '.', '_', '@' or '\' in it: "kowalski.m", "dnguyen2", "CORP\jdoe"), or when it is one plain
 * word between a phrase and what log lines write after a login ("for user jsmith from", "User kpatel logged in") that is
 * no word of the phrase's own grammar ("for user input from", "the user session expired") and no English word ("User
 * located in Toronto"; a login that is one, "bob", is lost). Numbers are ids, not logins; accounts of services ("root",
 * "postgres", "www-data"), placeholders and functions' names ("dall'utente fn_normalizza_sku()") stay.
 */
const USER_WORDS = String.raw`username|user|utilisateur|utilisatrice|benutzer|benutzerin|nutzer|utente|usuario|usuaria|usuário|usuária|gebruiker|użytkownik|użytkownika|пользователь|пользователя|пользователем|kullanıcı|kullanici|användare|användaren|användarnamn|bruker|brukeren|bruger|brugeren|käyttäjä|ユーザー|用户|用戶|사용자`;
/**
 * Words of an account (Benutzerkonto, conta, compte, cuenta, 계정, "login" as a noun…): after them only a quoted or
 * login-shaped login is taken ("Conta joana.pereira bloqueada", "Benutzerkonto 'lena.hoffmann' wurde gesperrt", "login
 * 'sven.eriksson' exceeded"), never a plain word ("account locked", "login page").
 */
const ACCOUNT_NOUNS = ['account', 'benutzerkonto', 'konto', 'kontot', 'conta', 'compte', 'cuenta', 'conto', '계정', 'アカウント', '账户', '帳戶', 'аккаунт', 'hesap', 'login'];
const LOGIN = String.raw`(?:[A-Za-z0-9][A-Za-z0-9-]{0,30}\\)?[\p{L}\p{N}](?:[\p{L}\p{N}._@+-]{0,62}[\p{L}\p{N}])?`;
// Found in two steps, the cheap one over the whole text: the word (USER_WORD_RE), then what follows it where it stands
// (AFTER_USER_WORD_RE, sticky) and the phrase before it (CUE_BEFORE_RE, on the few characters before the word).
// Longest first: the word is taken as found, without the backtracking a whole pattern would do ("użytkownika").
const longestFirst = (words: string[]): string => words.sort((a, b) => b.length - a.length).join('|');
const USER_WORD_RE = new RegExp(`(?:${longestFirst(USER_WORDS.split('|'))})`, 'giu');
/**
 * After an account's word: a quoted login, or a bare one that detectAccountLogins checks has a lower-case letter and a
 * digit, '.', '_' or '@' (a login's shape; the pattern is case-insensitive for its words, so that test is not in it).
 */
const ACCOUNT_LOGIN_RE = new RegExp(
  String.raw`(?<![\p{L}\p{N}_.=/-])(?:${longestFirst([...ACCOUNT_NOUNS])})(?:[ \t]*:[ \t]*|[ \t]+|(?=["'«»„“‘\x60\[]))` +
    String.raw`(?:["'«»„“‘\x60\[][ \u00a0\u202f]?(?<quoted>${LOGIN})[ \u00a0\u202f]?["'»«“”’\x60\]](?!\\)|(?<bare>${LOGIN}(?=[^\p{L}\p{N}]|$)))`,
  'giu',
);
const AFTER_USER_WORD_RE = new RegExp(
  String.raw`(?<qualifier>[ \t]+(?:name|account|login|id))?(?<colon>[ \t]*:[ \t]*|[ \t]+|(?=["'«»„“‘\x60]))` +
    String.raw`(?:(?<open>["'«»„“‘\x60\[])[ \u00a0\u202f]?(?<quoted>${LOGIN})[ \u00a0\u202f]?["'»«“”’\x60\]](?!\\)|(?<bare>${LOGIN}))`,
  'yiu',
);
const CUE_BEFORE_RE =
  /(?<![\p{L}\p{N}_])(?:for|by|of|as|to|invalid|illegal|unknown|authenticating|impersonating|de|del|da|do|van|von|voor|door|durch|für|par|pour|per|por|para|pela|pelo|dla|przez|для)[ \t]+$/iu;
/** What ends right before a capitalized "User" that starts a line's message or a field. */
const FIELD_START_BEFORE_RE = /(?:[\n:>\]"'(<,|]\s*|\s-\s)$/;
/** What may stand right before the word: not a letter, a digit or code's punctuation (`db_user`, `x.user`, `/users`). */
const BEFORE_USER_WORD_RE = /[\p{L}\p{N}_.=/-]/u;
/** What a log line writes after a login (the plain-word case). */
const AFTER_LOGIN_RE = /^(?:[ \t]*(?:$|\n|[.,;:!)\]][ \t\n]|[.,;:!)\]]$|\(|\[)|[ \t]+(?:from|on|at|logged|logs|signed|authenticated|authentication|failed|succeeded|locked|unlocked|disabled|enabled|created|deleted|removed|added|via|with|port|by|for|in|de|depuis|von|aus|da|desde|van|z|с|a|à|has|was|is|not|does|did|wurde|wird|ist|hat|konnte|kann|nicht|gesperrt|est|n['’]a|ha|è|fue|foi|não|werd|heeft|kon|niet|został|została|nie|не|был|была|заблокирован|introuvable|inconnu|bloqué|desconocido|bloqueado|bloccato|sconosciuto|geblokkeerd|onbekend|zablokowany|nieznany)(?![\p{L}\p{N}]))/u;
/** Words the phrase's own grammar puts after "user", in the languages of USER_WORDS: no login. */
const NOT_A_LOGIN = new Set(
  [
    // The phrase's own nouns: "user input", "for user accounts", "the user session expired".
    'input inputs data account accounts agent agents id ids name names session sessions profile profiles info information interface',
    'experience feedback request requests response responses group groups role roles permission permissions setting settings preferences',
    'content contents message messages query queries consent agreement authentication authorization login logins logon logout management',
    'record records list lists object objects model models story stories base space mode level type types detail details context action',
    'actions event events activity activities metadata identity identities credential credentials token tokens password passwords guide',
    'manual table tables count quota limit limits directory home mapping store service services pool cache database db entity entities class',
    'lookup search creation deletion update updates sync import export attribute attributes claim claims scope scopes state status prompt',
    'prompts turn question answer text choice selection config configuration file files folder folders key keys certificate certificates',
    'filter filters option options journey journeys flow flows research testing interaction interactions behaviour behavior engagement',
    // Grammar words: "the user who asked", "user is not found".
    'who that which the a an and or this these those his her their its your my our any all each every some no one not does did has have had',
    'is was were be been being can cannot could should would will must may might shall exists exist found provided specified unknown',
    'undefined anonymous guest logged signed authenticated in out from on at to for of by with via port',
    // What happened: "User login succeeded", "user creation failed".
    'succeeded success successful failed failure unsuccessful created deleted updated changed locked unlocked disabled enabled blocked',
    'started stopped denied granted rejected accepted expired registered verified confirmed invited removed added',
    // French, German, Italian, Spanish, Portuguese, Dutch, Polish.
    'de du des le la les un une est non inconnu introuvable existant der die das ein eine ist nicht unbekannt il lo gli è sconosciuto el los',
    'las es desconocido o os é não desconhecido het een niet onbekend nie jest nieznany',
  ].join(' ').split(' '),
);
/** sudo's line: the invoking login before " : TTY=", " : PWD=" or its refusals. */
const SUDO_RE = new RegExp(String.raw`(?:^|\n|sudo(?:\[\d+\])?:[ \t]+)[ \t]*(?<login>${LOGIN})[ \t]+:[ \t]+(?:TTY=|PWD=|\d+ incorrect password attempts?|user NOT in sudoers|command not allowed)`, 'gu');
/** Windows security events' account field (4624, 4625, 4740…), in the languages Windows writes it in. */
const ACCOUNT_NAME_RE = new RegExp(String.raw`(?:Account Name|Nom du compte|Kontoname|Nome account|Nombre de cuenta|Nome da conta|Accountnaam|Nazwa konta)[ \t\u00a0]?:[ \t]+(?<login>${LOGIN})(?![\p{L}\p{N}$])`, 'gu');
/** sshd's phrases with no "user" before the login ("Failed password for alice.w from"). */
export const SSHD_RE = new RegExp(String.raw`(?:(?:Failed|Accepted|Postponed) (?:password|publickey|keyboard-interactive(?:/pam)?|hostbased|gssapi-with-mic|none) for|Invalid user|Connection closed by (?:authenticating|invalid) user|Disconnected from (?:authenticating |invalid )?user|error: PAM: Authentication failure for|maximum authentication attempts exceeded for|(?:authentication|login|logon|sign-in|signin|password) attempts? for) (?:invalid user )?(?<q>['"]?)(?<login>${LOGIN})\k<q>(?= from | port |\s*$|\s*\[)`, 'giu');
/**
 * Other servers' fixed phrases: su's "FAILED SU (to postgres) wchen on pts/4", login's "FAILED LOGIN (1) on '/dev/tty1' FOR
 * 'bwilliams'", Postgres' `%u@%d` line prefix ("[48213] fbeaumont@analytics FATAL:") and "role \"x\" does not exist",
 * vsftpd's "[pid 3121] [lwong] FAIL LOGIN", Samba's "user [CORP]\[rbrown]", MongoDB's "authenticated as principal bkhan",
 * OpenVPN's "klara.svensson/203.0.113.12:1194" common-name prefix, a login quoted before a postposition ("\"emre.yildiz\"
 * kullanıcısı", "「hsuzuki」ユーザー"), an IAM user's ARN (`arn:aws:iam::123456789012:user/chloe.bernard`).
 */
const serverPhrase = (source: string): RegExp => new RegExp(source, 'gu');
/** Each with the words a text must hold for it to match: most texts hold none, and a substring search is cheap. */
const SERVER_PHRASES: [RegExp, readonly string[]][] = [
  [serverPhrase(String.raw`FAILED SU \([^)\n]{0,40}\) (?<login>${LOGIN}) on `), ['FAILED SU']],
  [serverPhrase(String.raw`(?:FAILED LOGIN \(\d+\) on '[^'\n]{0,40}' FOR|LOGIN ON \S+ BY) '?(?<login>${LOGIN})'?`), ['FAILED LOGIN', 'LOGIN ON']],
  [serverPhrase(String.raw`\] (?<login>${LOGIN})@[\w.-]{1,63} (?:FATAL|LOG|ERROR|WARNING|DETAIL|STATEMENT|HINT|PANIC|NOTICE|INFO):`), ['@']],
  [serverPhrase(String.raw`role "(?<login>${LOGIN})" does not exist`), ['role "']],
  [serverPhrase(String.raw`\[pid \d+\] \[(?<login>${LOGIN})\] (?:OK|FAIL) `), ['[pid ']],
  [serverPhrase(String.raw`(?:user|mapped to|account) \[[^\]\n]{0,40}\]\\\[(?<login>${LOGIN})\]`), [']\\[']],
  [serverPhrase(String.raw`(?:as|for) principal (?<login>${LOGIN})`), ['principal']],
  [serverPhrase(String.raw`(?:^|\n)(?<login>${LOGIN})/(?:\d{1,3}\.){3}\d{1,3}:\d{1,5} `), ['/']],
  [serverPhrase(String.raw`["'«“「](?<login>${LOGIN})["'»”」][ \t]*(?:kullanıcı|ユーザー|사용자)`), ['kullanıcı', 'ユーザー', '사용자']],
  [serverPhrase(String.raw`\]: \((?<login>${LOGIN})\) CMD \(`), ['CMD (']],
  // Dovecot's auth lines: "auth: pam(priya_s,192.0.2.77,<…>): unknown user", "auth-worker(42): sql(m.k,…)".
  [serverPhrase(String.raw`auth(?:-worker\(\d+\))?: (?:pam|passwd-file|passwd|shadow|sql|ldap|static|checkpassword|oauth2|lua)\((?<login>${LOGIN}),`), ['auth']],
  [serverPhrase(String.raw`(?:Login|Logon|Sign-in|Authentication|login|logon|sign-in|authentication) failed:? ["'](?<login>${LOGIN})["']`), ['failed']],
  // A Windows down-level logon name, DOMAIN\login (IIS's and Squid's user column, Exchange's audit): the domain in capitals.
  [serverPhrase(String.raw`(?<![\w\\])(?<domain>[A-Z][A-Z0-9-]{1,14})\\{1,2}(?<login>[a-z][a-z0-9._-]{1,63})(?![\w\\])`), ['\\']],
  // AWS IAM: a user's ARN, and an assumed role's session name (often the person's login or e-mail).
  [serverPhrase(String.raw`arn:aws[\w-]*:(?:iam|sts)::\d{12}:(?:user|assumed-role/[\w+=,.@-]{1,64})/(?:[\w+=,.@-]{1,64}/)*(?<login>${LOGIN})`), ['arn:aws']],
];/**
 * The fixed-phrase patterns, each with a cheap test that the text may hold it (most texts hold none: substring searches,
 * not a regular expression of many case-insensitive alternatives, which cost more than the rest of this file).
 */
const has = (text: string, words: readonly string[]): boolean => words.some((w) => text.includes(w));
const SSHD_WORDS = ['password attempt', 'Failed ', 'Accepted ', 'Postponed ', 'nvalid user', 'uthenticating user', 'isconnected from user', 'PAM: Authentication', 'maximum authentication', 'ttempt'];
const ACCOUNT_WORDS = ['Account Name', 'Nom du compte', 'Kontoname', 'Nome account', 'Nombre de cuenta', 'Nome da conta', 'Accountnaam', 'Nazwa konta'];
const PHRASE_PATTERNS: [RegExp, readonly string[]][] = [[SSHD_RE, SSHD_WORDS], [SUDO_RE, [' : ']], [ACCOUNT_NAME_RE, ACCOUNT_WORDS], ...SERVER_PHRASES];
/**
 * Two passes say whether a text may hold any of this file's phrases (most texts hold none; a case-insensitive pattern
 * of many alternatives would cost more than the rest of the detector): the word "user" in its languages, `login`, `uid`
 * and `uname`; and, in a text of a log line's length (≤ 2 KiB: a Windows event's text is ~1.5 KiB; the 4 KiB of a
 * prompt are not read for sshd's phrases), the words the fixed phrases start with and an account's words (a prompt
 * says "account" far more often than a log line names one).
 */
const USER_ANCHOR_RE = /[Uu]ser|USER|[Ll]ogin|LOGIN|uid|uname|tilisat|utzer|tente|[Uu]suari|ebruiker|ullan|ruker|ruger/;
/** The words of USER_WORDS outside ASCII, looked for only in a text that has a character outside ASCII. */
const USER_NON_ASCII_ANCHOR_RE = /usuári|żytkownik|ользовател|kullanıcı|nvändar|äyttäjä|ユーザー|用户|用戶|사용자/;
const PHRASE_ANCHOR_RE =
  /auth: |auth-worker|Failed |failed: |CMD \(|\\|Accepted |Postponed |PAM: |ttempt|nvalid user|uthenticating user|\]\\\[|ullan|ユーザー|사용자|FAILED |LOGIN ON| : |Account Name|Nom du compte|Kontoname|Nome account|Nombre de cuenta|Nome da conta|Accountnaam|Nazwa konta|FATAL:|LOG: |ERROR: |role "|\[pid |principal|arn:aws|MULTI|TLS:|PUSH/;
const PHRASE_ANCHOR_MAX_LENGTH = 2048;
/** An account's words (ACCOUNT_NOUNS) and LOGIN_FIELD_RE's `actor=`, `acct=`: looked for in texts of a log line's length too. */
const ACCOUNT_ANCHOR_RE = /ccount|onto|onta|ompte|uenta|ккаунт|hesap|アカウント|账户|帳戶|계정|actor|acct/;
/** What LOGIN_FIELD_RE needs: a login's field name before '=' or ':'. */
const LOGIN_FIELD_HINT_RE = /(?:user|login|uid|uname|actor|acct)(?:_?name)?["']?\s*[=:]/i;

/** A service's account or placeholder (isServiceAccountName), or a word of the phrase's own grammar: no person's login. */
function namesNoPerson(login: string, lower: string): boolean {
  return NOT_A_LOGIN.has(lower) || isServiceAccountName(login);
}

/** Whether a plain login-shaped word names a login: it has what only logins have, or its place in the line says so. */
function isLogin(login: string, quoted: boolean, cue: boolean, capitalUserWord: boolean, after: string): boolean {
  const lower = login.toLowerCase();
  if (namesNoPerson(login, lower)) return false;
  if (!/\p{L}/u.test(login)) return false; // a number is an id
  if (quoted) return true;
  // A function's name is no login ("dall'utente fn_normalizza_sku()"); PAM's "alice(uid=1000)" is one.
  if (after.startsWith('(') && !after.startsWith('(uid')) return false;
  if (/[\p{N}._@\\]/u.test(login)) return !PROVIDER_ID_RE.test(login) && /^(?:$|[^\p{L}\p{N}])/u.test(after);
  // A plain word: an English word is the sentence's ("User located in Toronto"), a login is not one.
  return (cue || capitalUserWord) && !isCommonWord(lower) && AFTER_LOGIN_RE.test(after);
}

/**
 * A person's common name in a directory's distinguished name, written surname first with its comma escaped ("CN=Okonkwo\,
 * Chidi,OU=Finance,DC=corp"): that form names people, not groups or machines.
 */
const DN_PERSON_RE = /(?<![\w])CN=(?<cn>\p{Lu}[\p{L}\p{M}'’.-]*(?: \p{Lu}[\p{L}\p{M}'’.-]*){0,2}\\, ?\p{Lu}[\p{L}\p{M}'’.-]*(?: \p{Lu}[\p{L}\p{M}'’.-]*){0,2}),(?:OU|CN|DC|O)=/gu;

function detectDnPersons(text: string, out: Finding[]): void {
  DN_PERSON_RE.lastIndex = 0;
  for (let m = DN_PERSON_RE.exec(text); m !== null; m = DN_PERSON_RE.exec(text)) out.push({ type: 'PERSON_NAME', start: m.index + 3, end: m.index + 3 + m.groups!.cn!.length });
}

/** Logins after a phrase of a log line (USER_WORD_RE, PHRASE_PATTERNS): `USER`. */
const LOG_WORDS: ReadonlySet<string> = new Set(['ERROR', 'WARN', 'WARNING', 'INFO', 'DEBUG', 'FATAL', 'TRACE', 'NOTICE', 'OK', 'FAIL', 'FAILED', 'SUCCESS', 'NULL', 'TRUE', 'FALSE', 'END', 'DONE', 'EOF', 'SQL', 'JSON', 'HTTP', 'CRLF', 'LF', 'CR']);

/** Logins in a fixed phrase of a server's log line (PHRASE_PATTERNS). */
function detectPhrases(text: string, out: Finding[]): void {
  for (const [re, words] of PHRASE_PATTERNS) {
    if (!has(text, words)) continue;
    re.lastIndex = 0;
    for (let m = re.exec(text); m !== null; m = re.exec(text)) {
      const login = m.groups!.login!;
      const lower = login.toLowerCase();
      // "ERROR\nat line 3" in JSON-escaped text is no DOMAIN\login.
      if (m.groups!.domain !== undefined && /^[ntrbfu]/.test(login) && LOG_WORDS.has(m.groups!.domain)) continue;
      if (namesNoPerson(login, lower) || !/\p{L}/u.test(login)) continue;
      const start = m.index + (re === SSHD_RE || re === SUDO_RE || re === ACCOUNT_NAME_RE ? m[0].lastIndexOf(login) : m[0].indexOf(login));
      out.push({ type: 'USER', start, end: start + login.length });
    }
  }
}

/** Where the login of a match ends: before its closing quote and any blank inside the quotes (`« anna.k »`). */
function loginEnd(m: RegExpExecArray, login: string): number {
  return m.index + m[0].lastIndexOf(login) + login.length;
}

/** A login after an account's word (ACCOUNT_LOGIN_RE): "Conta joana.pereira bloqueada"; "SE-ACC-77120" is an account's code. */
function detectAccountLogins(text: string, out: Finding[]): void {
  ACCOUNT_LOGIN_RE.lastIndex = 0;
  for (let m = ACCOUNT_LOGIN_RE.exec(text); m !== null; m = ACCOUNT_LOGIN_RE.exec(text)) {
    if (isQuotedWord(text, m.index, m[0].length - m[0].trimStart().length + (/^[\p{L}]+/u.exec(m[0])?.[0].length ?? 0))) continue;
    const g = m.groups!;
    const login = g.quoted ?? g.bare!;
    // Bare, a lower-case letter and a digit, '.', '_' or '@' (the pattern is case-insensitive for its words).
    if (g.quoted === undefined && !(/\p{Ll}/u.test(login) && /[\p{N}._@]/u.test(login))) continue;
    const end = loginEnd(m, login);
    if (isLogin(login, true, true, false, text.slice(end, end + 24)) && !PROVIDER_ID_RE.test(login)) out.push({ type: 'USER', start: end - login.length, end });
  }
}

/** The word at `at` quoted itself (a table's alias `` AS `Account` WHERE `Account`.`email` ``): its closing quote opens nothing. */
function isQuotedWord(text: string, at: number, length: number): boolean {
  return at > 0 && `"'\x60`.includes(text[at - 1]!) && text[at + length] === text[at - 1];
}

/** A login after the word "user" (USER_WORD_RE) where isLogin says the line names one. */
function detectUserWordLogins(text: string, out: Finding[]): void {
  const words = USER_WORD_RE;
  words.lastIndex = 0;
  for (let w = words.exec(text); w !== null; w = words.exec(text)) {
    const at = w.index;
    if (at > 0 && BEFORE_USER_WORD_RE.test(text[at - 1]!)) continue;
    if (isQuotedWord(text, at, w[0].length)) continue;
    AFTER_USER_WORD_RE.lastIndex = at + w[0].length;
    const m = AFTER_USER_WORD_RE.exec(text);
    if (m === null) continue;
    const g = m.groups!;
    const login = g.quoted ?? g.bare!;
    const before = text.slice(Math.max(0, at - 20), at);
    let cue = CUE_BEFORE_RE.test(before);
    // "User: payment failed" is a transcript's speaker, not a login: a colon only after a phrase ("for user: x"), a
    // qualifier ("User name: farah.aziz") or inside a field list ("[user: kpatel]", ", user: x") — where it names the field.
    if (g.colon!.includes(':') && !cue) {
      if (g.qualifier === undefined && !/[[(,;|][ \t]*$/.test(before)) continue;
      cue = true;
    }
    // After an account's word only a login that shows it is one.
    const end = loginEnd(m, login);
    // "User" capitalized where a line or a field starts: the text's start, a line break, a colon, a bracket, a quote.
    const capital = w[0][0] !== w[0][0]!.toLowerCase() && (at === 0 || FIELD_START_BEFORE_RE.test(before));
    if (isLogin(login, g.quoted !== undefined, cue, capital, text.slice(end, end + 24))) out.push({ type: 'USER', start: end - login.length, end });
    // The login may itself be the next phrase's word ("for user user2"): go on after it, not after its closing quote.
    words.lastIndex = end;
  }
}

/** Logins named by their field (LOGIN_FIELD_RE) or by a log line's phrase (detectUserWordLogins, detectPhrases): `USER`. */
export function createLoginFieldDetector(): Detector {
  return {
    name: 'login-field',
    types: ['USER', 'PERSON_NAME'],
    mayMatch: (f) => f.text.length >= 8,
    detect(text: string, out: Finding[], _mode, f: TextFeatures): void {
      if (text.includes(' [') && text.includes('/')) {
        ACCESS_LOG_USER_RE.lastIndex = 0;
        for (let m = ACCESS_LOG_USER_RE.exec(text); m !== null; m = ACCESS_LOG_USER_RE.exec(text)) {
          const user = m[1]!;
          if (isPlaceholderValue(user) || NOT_A_PERSON.has(user.toLowerCase())) continue;
          const start = m.index + m[0].indexOf(` ${user} [`) + 1;
          out.push({ type: 'USER', start, end: start + user.length });
        }
      }
      if (text.includes('CN=')) detectDnPersons(text, out);
      // The anchors cost more than the rest (many alternatives at every position): the features computed once per text
      // decide which are read. A server's fixed phrase and an account's word come with a capital ("Failed", "FATAL:",
      // "TTY=", "Conta") or a script outside ASCII — most attribute values (ids, enumerations, model names) have neither.
      const nonAscii = (f.flags & FEATURE_NON_ASCII) !== 0;
      const structured = text.length <= PHRASE_ANCHOR_MAX_LENGTH && (nonAscii || (f.flags & FEATURE_WORD_CAPITAL) !== 0);
      const accounts = structured && ACCOUNT_ANCHOR_RE.test(text);
      const user = USER_ANCHOR_RE.test(text) || (nonAscii && USER_NON_ASCII_ANCHOR_RE.test(text));
      if (user) detectUserWordLogins(text, out);
      if (accounts) detectAccountLogins(text, out);
      // A phrase without a capital is read where "user" is (an IAM user's ARN in CloudTrail's JSON).
      if ((structured || (user && text.length <= PHRASE_ANCHOR_MAX_LENGTH)) && PHRASE_ANCHOR_RE.test(text)) detectPhrases(text, out);
      if (!(user || accounts) || !LOGIN_FIELD_HINT_RE.test(text)) return;
      LOGIN_FIELD_RE.lastIndex = 0;
      let m: RegExpExecArray | null;
      while ((m = LOGIN_FIELD_RE.exec(text)) !== null) {
        const value = m.groups!.bare ?? m.groups!.quoted1 ?? m.groups!.quoted!;
        if (isServiceAccountName(value) || !/[A-Za-z]/.test(value) || ID_SHAPE_RE.test(value)) continue;
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

import { FEATURE_AT, FEATURE_BLANK, FEATURE_HASH, FEATURE_EQUALS, FEATURE_LETTER_DIGIT, FEATURE_NON_ASCII, type Detector, type Finding, type TextFeatures } from './detector.ts';

/**
 * A person's social-media or messaging handle, found where the text says it is one:
 *
 * - in a profile link: `instagram.com/lena.kraus_93`, `x.com/…`, `tiktok.com/@jay.w`, `t.me/olga_p`,
 *   `linkedin.com/in/jan-de-vries-4b2a1`, `github.com/name`, `reddit.com/u/…`, `youtube.com/@…`, `threads.net/@…`,
 *   `bsky.app/profile/…`: the path segment that names the account (not `instagram.com/explore`, `x.com/settings`,
 *   `github.com/features`, `linkedin.com/jobs`). A link to a GitHub or GitLab repository (`github.com/org/repo/…`) is not
 *   a profile: its owner is as often an organisation, and code links are in every coding assistant's telemetry;
 * - as `@name` after a word naming a platform or asking to be followed or messaged ("my insta is @lena.kraus_93",
 *   "DM me on Telegram @olga_petrenko", "Twitter：@yuki_t"), or as a bare name after the platform's word and a colon or
 *   "is" ("Snapchat: jaydenw2007", "my discord is olga.p_", "WeChat ID: wxid_k2j4h", "LINE ID sakura_88"), a bare name
 *   holding a digit, a dot or an underscore unless a colon or "ID" says it is one;
 * - in the forms that are handles wherever they stand: a fediverse address `@user@instance.social`, a Bluesky handle
 *   `@name.bsky.social`, Reddit's `u/name` (with an underscore or a dash in it, or in a text that names Reddit or an
 *   `r/…`), Discord's legacy `name#1234` after "discord", Skype's `live:…`.
 *
 * Not: an `@` in code (`@Override`, `@app.route`, `@types/node`, `react@18`, `@media`, `@userId`, `@param`), `@here`,
 * `@channel`, an e-mail address (the EMAIL rule's), a hashtag, or a platform named without a handle. A brand's account
 * after "follow" is masked like anyone's: the text does not say whose it is.
 */

const PLATFORM =
  String.raw`(?:insta(?:gram)?|ig|twitter|tweet|x(?=\s*(?:\.com|:|\(|：|is|account|handle))|tik\s?tok|telegram|tg|threads|snap(?:chat)?|sc|discord|github|gh|reddit|youtube|yt|twitch|mastodon|fediverse|bluesky|bsky|kik|wechat|weixin|wx|line|skype|signal|facebook|fb|linkedin|pinterest|vk|vkontakte|onlyfans|soundcloud|spotify|steam|xbox|psn|gamertag|roblox|minecraft|tumblr|substack|medium|behance|dribbble|clubhouse|viber|whatsapp)`;
// Before a bare name only names that are nothing but a platform's ("order line: sku", "signal: strong", "medium: email" are not).
const NAMED_PLATFORM =
  String.raw`(?:insta(?:gram)?|ig|twitter|tik\s?tok|telegram|snap(?:chat)?|discord|github|reddit|youtube|twitch|mastodon|bluesky|bsky|kik|wechat|weixin|skype|facebook|fb|linkedin|pinterest|vkontakte|onlyfans|soundcloud|tumblr|roblox|viber|whatsapp|line(?=\s*の?id)|signal(?=\s*(?:id|user))|psn(?=\s*id))`;
const ASK = String.raw`(?:follow|dm|message|msg|add|find|ping|tag|mention|hit\s+me\s+up|reach\s+me|contact\s+me|write\s+me|handle|username|user\s?name|user\s?id|screen\s?name|nick(?:name)?|gamer\s?tag|account|profil[eo]?|perfil|konto|compte|конт|аккаунт|ник|アカウント|ユーザー名|账号|賬號|用户名|아이디|계정|hesab[ıi]m|akun)`;
const NON_LATIN_PLATFORM = String.raw`(?:インスタ(?:グラム)?|ツイッター|ティックトック|テレグラム|ライン|ディスコード|ディスコ|微博|微信号?|抖音号?|小红书|推特|快手|인스타(?:그램)?|트위터|틱톡|텔레그램|디스코드|카톡|카카오톡|инстаграм[а-я]*|инсте|телеграм[а-я]*|тг|вк|твиттер[а-я]*|дискорд[а-я]*|تويتر|[اإ]نستقرام|[اإ]نستغرام|تيليجرام|تيليغرام|سناب(?:\s?شات)?|تيك\s?توك|ديسكورد)`;
// Words between a platform and a bare name: "Snapchat username:", "kullanıcı adım:", "微信号是", "LINEのIDは", "카톡 아이디는".
const NAME_LABEL = String.raw`(?:(?:user\s?name|user\s?id|handle|id|name|account|nick(?:name)?|tag|kullan[ıi]c[ıi]\s+ad[ıi]m?|nome\s+utente|usu[áa]rio|usuario|benutzername|pseudo|nom\s+d.utilisateur|gebruikersnaam|nazwa\s+u[żz]ytkownika|имя\s+пользователя|ник|логин|아이디[는은]?|계정[은는]?|号码?|號|账号|帳號|の?ID[はが]?|ユーザー名[はが]?|アカウント[はが]?|اسم\s+المستخدم|حسابي)(?![A-Za-z]))`;
// Between them: a comma, "is", "its", "it's", "es", "ist", "est", "é", "adalah", a particle, a colon, an opening bracket or quote.
const NAME_SEP = String.raw`(?:\s*(?:[,:：=(（"'“]|\s[-–—]\s|(?<![A-Za-z])(?:is|it'?s|es|ist|est|c'est|é|è|adalah|hai|sono|soy|sou|je\s+suis|ich\s+bin)(?![A-Za-z])|[はがは是为為는은이에요요]|هو)\s*|\s+)`;

// `@name` after a platform or asking word: up to 40 characters between, on the same line, no other `@` between.
const AT_AFTER_WORD_RE = new RegExp(String.raw`(?:(?<![A-Za-z0-9_@.])(?:${PLATFORM}|${ASK})(?![A-Za-z])|${NON_LATIN_PLATFORM})[^\n@]{0,40}?(?<![\w.@/])(@[A-Za-z0-9_](?:[A-Za-z0-9_.-]{0,38}[A-Za-z0-9_])?)(?![\w@-]|\.[A-Za-z0-9_]|/\w)`, 'giu');
// A bare name after the platform's word and ":", "is", "ID", "username", "=", "es", "ist", "é", "adalah"…
const BARE_AFTER_WORD_RE = new RegExp(
  String.raw`(?:(?<![A-Za-z0-9_@.])(?:${NAMED_PLATFORM}|gamer\s?tag)(?![A-Za-z])|${NON_LATIN_PLATFORM})((?:(?:${NAME_SEP})?(?:${NAME_LABEL}))?(?:${NAME_SEP})+)([A-Za-z][A-Za-z0-9_.-]{2,31}(?:#\d{4})?)(?![\w@-]|\.[A-Za-z0-9_])`,
  'giu',
);
// `@name` before "on instagram", "auf Insta", "en TikTok": the platform after the handle.
const AT_BEFORE_WORD_RE = new RegExp(
  String.raw`(?<![\w.@/])(@[A-Za-z0-9_](?:[A-Za-z0-9_.-]{0,38}[A-Za-z0-9_])?)(?![\w@-]|\.[A-Za-z0-9_]|/\w)[^\n@.!?]{0,12}?(?<![A-Za-z])(?:on|in|at|auf|bei|en|no|na|su|sur|op|di|em|в|на)\s+(?:${PLATFORM}(?![A-Za-z])|${NON_LATIN_PLATFORM})`,
  'giu',
);
// Profile links.
const PROFILE_URL_RE =
  /(?<![\w.-])(?:https?:\/\/)?(?:www\.|m\.|mobile\.|[a-z]{2}\.)?(instagram\.com|instagr\.am|x\.com|twitter\.com|tiktok\.com|t\.me|telegram\.me|facebook\.com|fb\.com|linkedin\.com\/in|github\.com|reddit\.com\/(?:u|user)|youtube\.com|threads\.net|threads\.com|bsky\.app\/profile|twitch\.tv|pinterest\.com|snapchat\.com\/add|vk\.com|medium\.com|soundcloud\.com|tumblr\.com|onlyfans\.com|gitlab\.com|keybase\.io|linktr\.ee)\/(@?[A-Za-z0-9_.-]{2,100})(?=[/?#]|[^\w.-]|\.(?![A-Za-z0-9_])|$)/gi;
// Cheap tests that keep the expressions above away from most strings: a host's top-level domain before a path, an `@` that
// starts a word, a platform's name.
const PROFILE_HOST_HINT_RE = /\.(?:com|am|me|net|app|tv|io|ee)\//i;
const AT_WORD_RE = /(?:^|[^\w.@])@\w/;
// The names of NAMED_PLATFORM (short and common ones whole: "ig" is in "config", "tok" in "token", "line" in "pipeline").
const BARE_HINT_RE =
  /insta|twit|tik ?tok|telegram|snapchat|discord|github|reddit|youtube|twitch|mastodon|bluesky|bsky|wechat|weixin|skype|facebook|linkedin|pinterest|vkontakte|onlyfans|soundcloud|tumblr|roblox|viber|whatsapp|gamer|(?<![a-z])(?:ig|fb|kik|snap|line|signal|psn)(?![a-z])/i;
/**
 * Whether a bare name may follow a platform's name: words (a blank or a colon), a name marked as one (a letter before a
 * digit, an underscore, a dot) or introduced by a colon or "=", and the platform's name (or a script outside ASCII).
 */
function mayHoldBareName(f: TextFeatures): boolean {
  if ((f.flags & FEATURE_BLANK) === 0 && f.colons === 0) return false;
  if (f.colons === 0 && f.dots === 0 && (f.flags & (FEATURE_LETTER_DIGIT | FEATURE_EQUALS | FEATURE_NON_ASCII)) === 0 && !f.text.includes('_')) return false;
  // Cheapest first: what may stand between a platform and a name (a colon, "=", "is", " - ", "username", "ID") is rare in
  // attribute values, the platforms' names are not cheap to look for (a regular expression of 30 words over every value).
  return (f.flags & FEATURE_NON_ASCII) !== 0 || (BARE_SEP_HINT_RE.test(f.text) && BARE_HINT_RE.test(f.text));
}
const BARE_SEP_HINT_RE = /: ?[A-Za-z@"']|=| (?:is|its|it's|es|ist|est|é|è|adalah|hai|sono) | [-–—] |name|[ _]id\b/i;
// Path segments that are pages of the platform, not accounts.
const RESERVED_SEGMENTS = new Set(
  (
    'explore settings features about help jobs home login logout signup register search hashtag hashtags p reel reels tv stories status statuses i intent share sharer ' +
    'watch results feed notifications messages direct accounts account privacy terms legal policies policy developers developer business ads press blog careers company pricing ' +
    'marketplace groups events pages gaming pulse learning school mynetwork in pub topics topic trending popular all r wiki comments submit c channel user playlist ' +
    'shorts live embed oembed api apps app orgs organizations enterprise sponsors collections nav download downloads contact support security site static ' +
    'tag tags discover foryou music video videos photo photos joinchat addstickers s'
  ).split(' '),
);
const FEDIVERSE_RE = /(?<![\w@.])@([A-Za-z0-9_](?:[A-Za-z0-9_.-]{0,62}[A-Za-z0-9_])?)@([a-z0-9-]+(?:\.[a-z0-9-]+)*\.[a-z]{2,})(?![\w@]|\.[a-z0-9])/gi;
const BLUESKY_RE = /(?<![\w@.])@?[a-z0-9](?:[a-z0-9-]{0,62})(?:\.[a-z0-9-]+)*\.bsky\.social(?![\w.-])/gi;
const REDDIT_U_RE = /(?<=^|[\s(\["'“,:;])\/?u\/[A-Za-z0-9_-]{3,20}(?![\w/=+%@-])/g;
const DISCORD_LEGACY_RE = /(?<![\w#@])[A-Za-z0-9_.][^\s#@:]{1,30}#\d{4}(?!\w)/g;
const SKYPE_RE = /(?<![\w])live:(?:\.cid\.[0-9a-f]{8,20}|[A-Za-z][A-Za-z0-9_.-]{2,31})(?![\w])/gi;
const REDDIT_WORD_RE = /reddit|(?<![\w/])r\/\w/i;
const DISCORD_WORD_RE = /discord/i;
// What follows `@` in code, configs and chat tools, never a person's handle.
const NOT_HANDLE_AT =
  /^@(?:here|channel|everyone|all|group|team|media|import|font-face|keyframes|supports|charset|page|layer|container|tailwind|apply|param|returns?|throws|type|typedef|see|since|deprecated|example|override|inheritdoc|author|version|link|todo|property|callback|template|internal|public|private|protected|readonly|abstract|async|component|injectable|input|output|click|submit|change|if|else|for|foreach|while|switch|include|extends|section|yield|csrf|model|using|code|html|latest|next|beta|canary|types|babel|angular|vue|nestjs|aws-sdk|opentelemetry|copilot|bot|assistant|gpt|claude|gemini|username|user|handle|yourname|your_?handle|your_?username|someone|somebody|name|example|me)$/i;

// "jane @example.com": an `@` before a domain is an e-mail address written with a blank, not a handle.
const DOMAIN_END_RE = /\.(?:com|net|org|edu|gov|io|co|ai|dev|app|info|biz|mail|[a-z]{2})$/i;

/** Whether the `@handle` at [start, end) reads as code: a decorator or annotation line, an npm scope or a version. */
function isCodeAt(text: string, start: number, end: number): boolean {
  const after = text.charCodeAt(end);
  // `@types/node`, `react@18.2.0`, `@app.route(`, `@Override\n`, `@userId =`
  if (after === 47 /* / */ || after === 40 /* ( */) return true;
  const before = text.charCodeAt(start - 1);
  if (before === 46 || (before >= 48 && before <= 57) || (before >= 65 && before <= 90) || (before >= 97 && before <= 122)) return true;
  // `Id = @userId`, `fn(@name)`: a parameter after a spaced operator or in a call.
  return / [=<>+*] +$|[\w\]]\($/.test(text.slice(Math.max(0, start - 4), start));
}

export function createSocialHandleDetector(): Detector {
  return {
    name: 'social-handle',
    types: ['SOCIAL_HANDLE'],
    // Every form has an `@`, a `/` of a profile link, a `:` or a `#` (Discord, "Snapchat: name", `live:`), or a platform's word with a bare name.
    // A profile link has a dot and a slash, a handle's `@` an `@`, Discord's legacy name a `#`, Reddit's `u/`, Skype's `live:`;
    // a bare name needs words around it and a platform's name (mayHoldBareName).
    mayMatch: (f) =>
      f.text.length >= 5 && ((f.flags & (FEATURE_AT | FEATURE_HASH)) !== 0 || (f.dots > 0 && f.text.includes('/')) || f.text.includes('u/') || f.text.includes('live:') || mayHoldBareName(f)),
    detect(text: string, out: Finding[], _mode, f): void {
      let m: RegExpExecArray | null;
      // `@` that starts a word (not an e-mail address's).
      const hasAt = (f.flags & FEATURE_AT) !== 0 && AT_WORD_RE.test(text);
      if (f.dots > 0 && text.includes('/') && PROFILE_HOST_HINT_RE.test(text)) {
        PROFILE_URL_RE.lastIndex = 0;
        while ((m = PROFILE_URL_RE.exec(text)) !== null) {
          const host = m[1]!.toLowerCase();
          let segment = m[2]!;
          const segmentStart = m.index + m[0].length - segment.length;
          if (segment.endsWith('.')) segment = segment.slice(0, -1);
          const bare = segment.replace(/^@/, '').toLowerCase();
          if (RESERVED_SEGMENTS.has(bare) || bare.length < 2) continue;
          // youtube.com/watch…, youtube.com/c/… are pages; only `@handle` and /user/ name a person there. medium.com/@x too.
          // github.com/org/repo/…: a repository, not a profile (code links are everywhere in this telemetry).
          if ((host === 'github.com' || host === 'gitlab.com') && /^\/[\w.-]/.test(text.slice(segmentStart + m[2]!.length))) continue;
          if ((host === 'youtube.com' || host === 'medium.com' || host === 'tiktok.com' || host === 'threads.net' || host === 'threads.com') && !segment.startsWith('@')) continue;
          out.push({ type: 'SOCIAL_HANDLE', start: segmentStart, end: segmentStart + segment.length });
        }
      }
      if (hasAt) {
        FEDIVERSE_RE.lastIndex = 0;
        while ((m = FEDIVERSE_RE.exec(text)) !== null) out.push({ type: 'SOCIAL_HANDLE', start: m.index, end: m.index + m[0].length });
        AT_AFTER_WORD_RE.lastIndex = 0;
        while ((m = AT_AFTER_WORD_RE.exec(text)) !== null) {
          const handle = m[1]!;
          const end = m.index + m[0].length;
          const start = end - handle.length;
          if (NOT_HANDLE_AT.test(handle) || DOMAIN_END_RE.test(handle) || isCodeAt(text, start, end)) continue;
          out.push({ type: 'SOCIAL_HANDLE', start, end });
          // The next search starts after this handle: "@a and @b on insta" are each read against the same word.
          AT_AFTER_WORD_RE.lastIndex = start + 1;
        }
        AT_BEFORE_WORD_RE.lastIndex = 0;
        while ((m = AT_BEFORE_WORD_RE.exec(text)) !== null) {
          const handle = m[1]!;
          if (NOT_HANDLE_AT.test(handle) || DOMAIN_END_RE.test(handle) || isCodeAt(text, m.index, m.index + handle.length)) continue;
          out.push({ type: 'SOCIAL_HANDLE', start: m.index, end: m.index + handle.length });
          AT_BEFORE_WORD_RE.lastIndex = m.index + handle.length;
        }
      }
      if (text.includes('bsky.social')) {
        BLUESKY_RE.lastIndex = 0;
        while ((m = BLUESKY_RE.exec(text)) !== null) out.push({ type: 'SOCIAL_HANDLE', start: m.index, end: m.index + m[0].length });
      }
      if (text.includes('live:')) {
        SKYPE_RE.lastIndex = 0;
        while ((m = SKYPE_RE.exec(text)) !== null) out.push({ type: 'SOCIAL_HANDLE', start: m.index, end: m.index + m[0].length });
      }
      if (text.includes('u/')) {
        // "u/danny_mcguire88": Reddit's own prefix; a name without an underscore or a dash needs Reddit named ("reddit", "r/…")
        // (base64 has neither).
        const named = REDDIT_WORD_RE.test(text);
        REDDIT_U_RE.lastIndex = 0;
        while ((m = REDDIT_U_RE.exec(text)) !== null) {
          if (named || /[_-]/.test(m[0].slice(m[0].indexOf('u/') + 2))) out.push({ type: 'SOCIAL_HANDLE', start: m.index, end: m.index + m[0].length });
        }
      }
      if (text.includes('#') && DISCORD_WORD_RE.test(text)) {
        DISCORD_LEGACY_RE.lastIndex = 0;
        while ((m = DISCORD_LEGACY_RE.exec(text)) !== null) out.push({ type: 'SOCIAL_HANDLE', start: m.index, end: m.index + m[0].length });
      }
      if (!mayHoldBareName(f)) return;
      BARE_AFTER_WORD_RE.lastIndex = 0;
      while ((m = BARE_AFTER_WORD_RE.exec(text)) !== null) {
        const sep = m[1]!;
        const name = m[2]!;
        // "my instagram is private", "Snapchat: yes": a bare word is a name only with a digit, a dot or an underscore in it,
        // or when a colon or "ID" introduces it. "github.com" is a host.
        const marked = /[\d._]/.test(name) && !/\.(?:com|net|org|io|me|app|tv|gg)$/i.test(name);
        if (!marked && !/[:：=]|id/i.test(sep)) continue;
        if (!marked && STOP_WORDS.has(name.toLowerCase())) continue;
        const end = m.index + m[0].length;
        out.push({ type: 'SOCIAL_HANDLE', start: end - name.length, end });
      }
    },
  };
}

// Words after "Instagram:" or "discord ID:" that are not a name.
const STOP_WORDS = new Set(
  'yes no none n/a na null undefined private public deleted disabled banned unknown same later soon tbd pending not the my a an none yet true false on off ok okay link here there below above string str text number int integer bool boolean varchar char uuid object any optional required'.split(' '),
);

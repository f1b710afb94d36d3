/**
 * Held-out evaluation data: a private person's social-media and messaging handles in LLM-application telemetry.
 *
 * Written on 2026-12-06 by a helper session that read neither the detectors (collector/) nor any
 * other test data under test/ (only crypto-addresses-held-out.data.ts lines 1-40, for the file
 * layout). Nothing here was run through the engine. Every handle is invented and person-like
 * (names, nicknames, digits, dots, underscores); any match with a real account is accidental.
 * Brand / public accounts appear only among the negatives.
 *
 * VALUE CONVENTION: `value` is the exact substring of `text` (checked to occur exactly once) that
 * identifies the person, as written:
 *   - a handle written with its sigil keeps it: "@lena.k_93" -> "@lena.k_93"; Reddit "u/name" ->
 *     "u/name"; Mastodon keeps the whole "@user@instance.social"; Bluesky the whole
 *     "@name.bsky.social"; Discord legacy keeps the discriminator "Name#1234"; Skype keeps the
 *     "live:" prefix ("live:.cid.<hex>" / "live:name").
 *   - a bare handle after a platform cue ("Snapchat: name", "WeChat ID: name", JSON "username":"name")
 *     is the bare word; in JSON the value never includes the quotes.
 *   - in a profile URL, the value is only the path segment that names the user, without the fixed
 *     prefix (/in/, /u/, /user/) and without scheme, host, trailing slash, query or sub-path:
 *     instagram.com/<v>, x.com/<v>, twitter.com/<v>, t.me/<v>, facebook.com/<v>, github.com/<v>,
 *     linkedin.com/in/<v>, reddit.com/u|user/<v>, vk.com/<v>. Where the platform's URL puts "@" in the
 *     segment (tiktok.com/@x, youtube.com/@x, threads.net/@x) the value includes that "@".
 *
 * POSITIVES (116), by family: instagram-chat-en 4, x-chat-en 3, telegram-chat-en 2,
 * bare-after-platform 6, discord-new 3, discord-legacy 3, mastodon 3, bluesky 2, wechat 2, line 2,
 * skype 3, url-instagram 3, url-x 2, url-twitter 2, url-tiktok 2, url-telegram 2, url-facebook 2,
 * url-linkedin 3, url-github 2, url-reddit 2, reddit-prefix 2, url-youtube 2, url-threads 2,
 * json-tool-args 6, support-transcript 3, crm-note 3, summary-en 3, summary-de 2, log-line 4, and
 * 3 each for chat-es, chat-pt, chat-de, chat-fr, chat-it, chat-tr, chat-id, chat-ja, chat-ko,
 * chat-zh, chat-ru, chat-ar (mixed platforms, some as URLs).
 *
 * NEGATIVES (127), which a good redactor leaves unchanged: java-annotation 5, kotlin-annotation 2,
 * python-decorator 6, ts-decorator 5, swift-objc 3, npm-scope 6, package-version 5, css-at-rule 5,
 * sql-parameter 4, git-docker-ref 4, ssh-target-debatable 3, email-not-handle-debatable 5,
 * brand-account-debatable 5, bot-system-mention 5, latex-templating 5 (LaTeX, Blade, Handlebars,
 * Thymeleaf), razor-syntax 3, decorator-in-prose 4, platform-no-handle 9, url-non-user 9,
 * placeholder-debatable 2, hashtag 5, time-price-at 5, spreadsheet-formula 3, ruby-ivar 4,
 * vue-angular-directive 5, jsdoc-tag 5, misc-code-at 5.
 *
 * DEBATABLE (score these separately; every family whose name ends in '-debatable'):
 *   - email-not-handle-debatable: e-mail addresses are a different data type; a good redactor may
 *     mask them as EMAIL, which is correct, just not a handle.
 *   - ssh-target-debatable: user@host in ssh/scp/shell prompts (deploy@, root@, ubuntu@); these are
 *     service accounts, but a redactor may treat them as e-mail-like.
 *   - brand-account-debatable: public organisation accounts (@NASA, @AmazonHelp, @github, @Delta,
 *     @XboxSupport); not a private person, but indistinguishable by shape.
 *   - placeholder-debatable: "@your_handle" / "@username" as literal placeholders.
 * Less clear-cut positives: chat-ja has one handle glued to Japanese text with no space
 * ("は@kenta_ogawa88です"); chat-tr has one followed by a Turkish case suffix ("@can.ozturk35'e",
 * value without the suffix); log-line has one bare Discord name inside a JS-object-like dump;
 * chat-ko (KakaoTalk ID), chat-zh (Douyin ID) and chat-ru (vk.com URL) use platforms outside the
 * main list; json-tool-args has one handle inside a JSON string with escaped quotes. Ruby instance
 * variables (ruby-ivar) and Perl arrays are code and counted as true negatives.
 */

export interface HandlePositive { text: string; value: string; family: string }
export interface HandleNegative { text: string; family: string }

export const HANDLE_POSITIVES: readonly HandlePositive[] = [
  // ---------------------------------------------------------------- instagram-chat-en
  { family: 'instagram-chat-en', text: 'my insta is @sofi.marchetti_98 if you want to send the photos there', value: '@sofi.marchetti_98' },
  { family: 'instagram-chat-en', text: 'Can you write a short bio for my Instagram? My handle is @dan.okafor.runs and I post mostly trail running.', value: '@dan.okafor.runs' },
  { family: 'instagram-chat-en', text: 'ok here\'s my IG: kaylee_brandt04 - can you suggest better hashtags for my last post?', value: 'kaylee_brandt04' },
  { family: 'instagram-chat-en', text: 'follow me on insta @noah.pereira__ lol', value: '@noah.pereira__' },
  // ---------------------------------------------------------------- x-chat-en
  { family: 'x-chat-en', text: 'I got locked out of my X account @tomreyes_dev and the recovery email isn\'t working', value: '@tomreyes_dev' },
  { family: 'x-chat-en', text: 'Draft a reply to the person who tagged me. I\'m @priya_n_k on twitter btw', value: '@priya_n_k' },
  { family: 'x-chat-en', text: 'my twitter handle is @jbaptiste_77, please don\'t put it in the summary', value: '@jbaptiste_77' },
  // ---------------------------------------------------------------- telegram-chat-en
  { family: 'telegram-chat-en', text: 'DM me on Telegram @viktor_hallberg if the link breaks', value: '@viktor_hallberg' },
  { family: 'telegram-chat-en', text: 'telegram: @amara_eze_22 (I check it more than email)', value: '@amara_eze_22' },
  // ---------------------------------------------------------------- bare-after-platform
  { family: 'bare-after-platform', text: 'add me on Snapchat: caleb_m2007', value: 'caleb_m2007' },
  { family: 'bare-after-platform', text: 'My Kik is lily.anders0n_ if that\'s easier', value: 'lily.anders0n_' },
  { family: 'bare-after-platform', text: 'snapchat username - emmaroseb_03', value: 'emmaroseb_03' },
  { family: 'bare-after-platform', text: 'Name: Matteo R.\nInstagram: matteo.ricci.94\nPreferred time: evenings', value: 'matteo.ricci.94' },
  { family: 'bare-after-platform', text: 'add me on snap its zoe.kim_21 😊', value: 'zoe.kim_21' },
  { family: 'bare-after-platform', text: 'my kik username is jordanp_1999, message me there', value: 'jordanp_1999' },
  // ---------------------------------------------------------------- discord-new
  { family: 'discord-new', text: 'my discord is mateo.rivas_ - send me an invite to the server', value: 'mateo.rivas_' },
  { family: 'discord-new', text: 'Discord username: aisha.b_42', value: 'aisha.b_42' },
  { family: 'discord-new', text: 'He said to add him on Discord, username lukas_brenner, but I can\'t find him in search', value: 'lukas_brenner' },
  // ---------------------------------------------------------------- discord-legacy
  { family: 'discord-legacy', text: 'my old discord tag was Ghostfox#4821 before the username change', value: 'Ghostfox#4821' },
  { family: 'discord-legacy', text: 'Discord: add me, Marcus_V#0937', value: 'Marcus_V#0937' },
  { family: 'discord-legacy', text: 'discord tag - TinaBelle#2210 (still works I think)', value: 'TinaBelle#2210' },
  // ---------------------------------------------------------------- mastodon
  { family: 'mastodon', text: 'I\'m mostly on Mastodon now: @rafael_moura@mastodon.social', value: '@rafael_moura@mastodon.social' },
  { family: 'mastodon', text: 'Contact me on the fediverse: @jkessler@fosstodon.org', value: '@jkessler@fosstodon.org' },
  { family: 'mastodon', text: 'Folgt mir auf Mastodon: @annika_h@chaos.social', value: '@annika_h@chaos.social' },
  // ---------------------------------------------------------------- bluesky
  { family: 'bluesky', text: 'find me on bluesky @maddie-owens.bsky.social', value: '@maddie-owens.bsky.social' },
  { family: 'bluesky', text: 'moved from X to bsky, I\'m @tiago.lopes.bsky.social now', value: '@tiago.lopes.bsky.social' },
  // ---------------------------------------------------------------- wechat
  { family: 'wechat', text: '我的微信号是 chenyu_0912，加我聊', value: 'chenyu_0912' },
  { family: 'wechat', text: 'Please add my WeChat ID: zhangwei_sh1990 so we can sort out the delivery', value: 'zhangwei_sh1990' },
  // ---------------------------------------------------------------- line
  { family: 'line', text: 'LINE ID: yuki_tnk88', value: 'yuki_tnk88' },
  { family: 'line', text: 'LINEのIDは mai.suzuki0707 です。追加してください', value: 'mai.suzuki0707' },
  // ---------------------------------------------------------------- skype
  { family: 'skype', text: 'Skype: live:.cid.7f3a9b2c41d0e865', value: 'live:.cid.7f3a9b2c41d0e865' },
  { family: 'skype', text: 'my skype is live:tomek.nowak_1, call me after 6', value: 'live:tomek.nowak_1' },
  { family: 'skype', text: 'Can we do the interview on Skype? Add live:.cid.e04c11a7d92b5f36 and I\'ll accept.', value: 'live:.cid.e04c11a7d92b5f36' },
  // ---------------------------------------------------------------- url-instagram
  { family: 'url-instagram', text: 'https://www.instagram.com/clara.weiss_91/ thats me, can you analyze my grid?', value: 'clara.weiss_91' },
  { family: 'url-instagram', text: 'portfolio link: instagram.com/diego_ferraz.photo', value: 'diego_ferraz.photo' },
  { family: 'url-instagram', text: 'https://instagram.com/nadia.k_22?igsh=MWx2Y3ZpbXQ1 can you tell me why my reach dropped', value: 'nadia.k_22' },
  // ---------------------------------------------------------------- url-x
  { family: 'url-x', text: 'Why did this get so many replies? https://x.com/benhollis_22/status/1862039481726451712', value: 'benhollis_22' },
  { family: 'url-x', text: 'my x is x.com/ana_vlasova', value: 'ana_vlasova' },
  // ---------------------------------------------------------------- url-twitter
  { family: 'url-twitter', text: 'old profile link: https://twitter.com/greta_lind93', value: 'greta_lind93' },
  { family: 'url-twitter', text: 'mobile.twitter.com/dmitri_osk still redirects to my account', value: 'dmitri_osk' },
  // ---------------------------------------------------------------- url-tiktok
  { family: 'url-tiktok', text: 'this one flopped https://www.tiktok.com/@jay.w_2007/video/7390012345678901234 any idea why?', value: '@jay.w_2007' },
  { family: 'url-tiktok', text: 'tiktok.com/@mariana.cooks_ is my cooking account', value: '@mariana.cooks_' },
  // ---------------------------------------------------------------- url-telegram
  { family: 'url-telegram', text: 'Write to me here: https://t.me/olesya_kravets', value: 'olesya_kravets' },
  { family: 'url-telegram', text: 'contact: telegram.me/kostya_lebedev', value: 'kostya_lebedev' },
  // ---------------------------------------------------------------- url-facebook
  { family: 'url-facebook', text: 'my profile is https://www.facebook.com/martina.esposito.90 but it shows someone else\'s photo', value: 'martina.esposito.90' },
  { family: 'url-facebook', text: 'Source: https://m.facebook.com/aylin.demir.5661 (public post)', value: 'aylin.demir.5661' },
  // ---------------------------------------------------------------- url-linkedin
  { family: 'url-linkedin', text: 'Can you rewrite my headline? https://www.linkedin.com/in/maria-gonzalez-4b21a7193/', value: 'maria-gonzalez-4b21a7193' },
  { family: 'url-linkedin', text: 'linkedin.com/in/jonas-weber-dev is me, tailor the cover letter to that', value: 'jonas-weber-dev' },
  { family: 'url-linkedin', text: 'Profil: https://de.linkedin.com/in/katrin-schulte-3a8b9c12', value: 'katrin-schulte-3a8b9c12' },
  // ---------------------------------------------------------------- url-github
  { family: 'url-github', text: 'git clone https://github.com/pkaminski87/wedding-site.git fails with 403', value: 'pkaminski87' },
  { family: 'url-github', text: 'my dotfiles are at github.com/ayumi-watanabe/dotfiles if you need the config', value: 'ayumi-watanabe' },
  // ---------------------------------------------------------------- url-reddit
  { family: 'url-reddit', text: 'https://www.reddit.com/user/chris_halvorsen/ this is my account, can you see why it got shadowbanned?', value: 'chris_halvorsen' },
  { family: 'url-reddit', text: 'reddit.com/u/nina_b_writes - I post short fiction there', value: 'nina_b_writes' },
  // ---------------------------------------------------------------- reddit-prefix
  { family: 'reddit-prefix', text: 'I posted it as u/danny_mcguire88 on r/legaladvice and got no answers', value: 'u/danny_mcguire88' },
  { family: 'reddit-prefix', text: 'Summarize the thread. The OP is u/kwame_asante and he is asking about his lease.', value: 'u/kwame_asante' },
  // ---------------------------------------------------------------- url-youtube
  { family: 'url-youtube', text: 'my channel: https://youtube.com/@carlottabianchi_', value: '@carlottabianchi_' },
  { family: 'url-youtube', text: 'https://m.youtube.com/@jennyhuang_piano/videos - which thumbnail style works best?', value: '@jennyhuang_piano' },
  // ---------------------------------------------------------------- url-threads
  { family: 'url-threads', text: 'https://www.threads.net/@luisa.ferrante_ that\'s my page', value: '@luisa.ferrante_' },
  { family: 'url-threads', text: 'threads.net/@omar.saleh.92 (same as my insta)', value: '@omar.saleh.92' },
  // ---------------------------------------------------------------- json-tool-args
  { family: 'json-tool-args', text: '{"platform":"tiktok","username":"bella.navarro_"}', value: 'bella.navarro_' },
  { family: 'json-tool-args', text: 'tool_call lookup_profile {"network":"instagram","handle":"@frida.olsen_"}', value: '@frida.olsen_' },
  { family: 'json-tool-args', text: '{"name":"send_dm","arguments":"{\\"platform\\":\\"x\\",\\"recipient\\":\\"@kofi_mensah_\\",\\"text\\":\\"hey!\\"}"}', value: '@kofi_mensah_' },
  { family: 'json-tool-args', text: '{"contacts":[{"type":"telegram","value":"@irina_sokolova"},{"type":"phone","value":null}]}', value: '@irina_sokolova' },
  { family: 'json-tool-args', text: '{"fn":"add_friend","params":{"service":"snapchat","user":"mia.jensen07"}}', value: 'mia.jensen07' },
  { family: 'json-tool-args', text: '{"candidate":{"first":"Arjun","linkedin_url":"https://www.linkedin.com/in/arjun-mehta-b7a2"}}', value: 'arjun-mehta-b7a2' },
  // ---------------------------------------------------------------- support-transcript
  { family: 'support-transcript', text: 'Agent: Could you confirm the account you\'re trying to recover?\nCustomer: it\'s @beatriz_lobo on instagram, the email was changed by someone else', value: '@beatriz_lobo' },
  { family: 'support-transcript', text: '[10:42] customer: my tiktok username is santi.r_09 and i can\'t go live\n[10:43] agent: thanks, checking now', value: 'santi.r_09' },
  { family: 'support-transcript', text: 'Visitor: hi pls unban my discord, username is ravi.k_2004\nBot: I\'ll pass it to a moderator.', value: 'ravi.k_2004' },
  // ---------------------------------------------------------------- crm-note
  { family: 'crm-note', text: 'Note (J.P., 2026-11-14): lead came in via Instagram DM from @noelle.hartmann_ - wants a quote for 40 wedding invites.', value: '@noelle.hartmann_' },
  { family: 'crm-note', text: 'Contact pref: Telegram @andrii_koval (no calls before 10am)', value: '@andrii_koval' },
  { family: 'crm-note', text: 'Lead source: LinkedIn (linkedin.com/in/fatima-zahra-benali). Follow up next Tue.', value: 'fatima-zahra-benali' },
  // ---------------------------------------------------------------- summary-en
  { family: 'summary-en', text: 'Summary: The user (Instagram: @leo.marsh_) asked for help writing captions for a travel series and wants a casual tone.', value: '@leo.marsh_' },
  { family: 'summary-en', text: 'The user shared their Snapchat username (harper.quinn08) and asked whether it reveals their age.', value: 'harper.quinn08' },
  { family: 'summary-en', text: 'Conversation summary: user wants to rename their X account @nate_the_great9 to something more professional.', value: '@nate_the_great9' },
  // ---------------------------------------------------------------- summary-de
  { family: 'summary-de', text: 'Zusammenfassung: Der Nutzer hat sein Instagram-Konto (@felix.baumann_) verlinkt und bittet um Feedback zu seinen Reels.', value: '@felix.baumann_' },
  { family: 'summary-de', text: 'Nutzerin fragt, warum ihr TikTok-Profil tiktok.com/@lea.hoffmann04 gesperrt wurde.', value: '@lea.hoffmann04' },
  // ---------------------------------------------------------------- log-line
  { family: 'log-line', text: '2026-11-30T14:02:11Z INFO social.link user_id=88213 platform=instagram handle=@marta.ruiz.bcn status=linked', value: '@marta.ruiz.bcn' },
  { family: 'log-line', text: 'WARN  [notify] telegram delivery failed chat=@pavel_orlov_ err="bot was blocked by the user"', value: '@pavel_orlov_' },
  { family: 'log-line', text: 'level=info msg="profile fetched" url=https://www.tiktok.com/@dani.ocampo_ latency_ms=412', value: '@dani.ocampo_' },
  { family: 'log-line', text: 'DEBUG prompt.vars {user_name: "Chloe", discord: "chloe.ashford", tz: "Europe/London"}', value: 'chloe.ashford' },
  // ---------------------------------------------------------------- chat-es
  { family: 'chat-es', text: 'Mi insta es @valen.rodriguez_ , mándame ahí las fotos porfa', value: '@valen.rodriguez_' },
  { family: 'chat-es', text: 'Agrégame en Snapchat: lucia_fdez07', value: 'lucia_fdez07' },
  { family: 'chat-es', text: '¿Me ayudas a escribir una bio? Mi usuario de TikTok es @pablito.gomez22', value: '@pablito.gomez22' },
  // ---------------------------------------------------------------- chat-pt
  { family: 'chat-pt', text: 'meu insta é @bia.figueiredo_ , me chama lá', value: '@bia.figueiredo_' },
  { family: 'chat-pt', text: 'meu discord é thiago.nunes_ , me adiciona pra gente jogar', value: 'thiago.nunes_' },
  { family: 'chat-pt', text: 'Perfil do Facebook: facebook.com/renata.moraes.31 (pode olhar as fotos públicas)', value: 'renata.moraes.31' },
  // ---------------------------------------------------------------- chat-de
  { family: 'chat-de', text: 'Mein Insta ist @jonas.becker_99, schick mir da den Link', value: '@jonas.becker_99' },
  { family: 'chat-de', text: 'Schreib mir auf Telegram: @katja_neumann', value: '@katja_neumann' },
  { family: 'chat-de', text: 'Kannst du meine LinkedIn-Zusammenfassung verbessern? Profil: linkedin.com/in/tobias-kraemer-93', value: 'tobias-kraemer-93' },
  // ---------------------------------------------------------------- chat-fr
  { family: 'chat-fr', text: "mon insta c'est @chloe.martin_lyon, envoie-moi le lien là-bas", value: '@chloe.martin_lyon' },
  { family: 'chat-fr', text: 'Ajoute-moi sur Snap : theo.dubois06', value: 'theo.dubois06' },
  { family: 'chat-fr', text: 'Tu peux regarder mon profil TikTok ? https://www.tiktok.com/@ines.moreau_ merci', value: '@ines.moreau_' },
  // ---------------------------------------------------------------- chat-it
  { family: 'chat-it', text: 'il mio instagram è @giorgia.romano_ seguimi', value: '@giorgia.romano_' },
  { family: 'chat-it', text: 'Mi aggiungi su Discord? sono davide.conti_', value: 'davide.conti_' },
  { family: 'chat-it', text: 'Il mio profilo X è x.com/fede_moretti94, puoi dirmi cosa migliorare?', value: 'fede_moretti94' },
  // ---------------------------------------------------------------- chat-tr
  { family: 'chat-tr', text: 'instagram hesabım @elif.yilmaz_34, oradan yazabilirsin', value: '@elif.yilmaz_34' },
  { family: 'chat-tr', text: "Instagram'da @can.ozturk35'e mesaj at, o bilir", value: '@can.ozturk35' },
  { family: 'chat-tr', text: 'Snapchat kullanıcı adım: zeynep.ak07', value: 'zeynep.ak07' },
  // ---------------------------------------------------------------- chat-id
  { family: 'chat-id', text: 'follow ig aku ya @putri.ananda_22 hehe', value: '@putri.ananda_22' },
  { family: 'chat-id', text: 'Kak, ini akun TikTok aku: @rizky.pratama07', value: '@rizky.pratama07' },
  { family: 'chat-id', text: 'Hubungi saya via Telegram @bagus_santoso ya', value: '@bagus_santoso' },
  // ---------------------------------------------------------------- chat-ja
  { family: 'chat-ja', text: 'インスタは @haruka.s_0521 です。フォローしてね', value: '@haruka.s_0521' },
  { family: 'chat-ja', text: 'X（旧Twitter）のアカウントは@kenta_ogawa88です', value: '@kenta_ogawa88' },
  { family: 'chat-ja', text: 'ディスコードは riku.tanaka_ で登録してます', value: 'riku.tanaka_' },
  // ---------------------------------------------------------------- chat-ko
  { family: 'chat-ko', text: '인스타 @minji_park.02 팔로우해줘', value: '@minji_park.02' },
  { family: 'chat-ko', text: '카톡 아이디는 jiwoo0314 이에요', value: 'jiwoo0314' },
  { family: 'chat-ko', text: '제 트위터는 @seoyeon_lee99 입니다', value: '@seoyeon_lee99' },
  // ---------------------------------------------------------------- chat-zh
  { family: 'chat-zh', text: '我的IG是 @wang.jiayi_ ，可以私信我', value: '@wang.jiayi_' },
  { family: 'chat-zh', text: 'Telegram 找我：@zhao_ming_sz', value: '@zhao_ming_sz' },
  { family: 'chat-zh', text: '抖音号：liuyang_2001，欢迎关注', value: 'liuyang_2001' },
  // ---------------------------------------------------------------- chat-ru
  { family: 'chat-ru', text: 'Пишите мне в телеграм @olya_petrenko88', value: '@olya_petrenko88' },
  { family: 'chat-ru', text: 'мой инстаграм: @dasha.smirnova_ , там все фото', value: '@dasha.smirnova_' },
  { family: 'chat-ru', text: 'Ссылка на мой профиль ВКонтакте: vk.com/ivan_sokolov_93', value: 'ivan_sokolov_93' },
  // ---------------------------------------------------------------- chat-ar
  { family: 'chat-ar', text: 'حسابي على إنستغرام هو @layla.haddad_7', value: '@layla.haddad_7' },
  { family: 'chat-ar', text: 'تواصل معي على تيليجرام @khaled_mansour', value: '@khaled_mansour' },
  { family: 'chat-ar', text: 'هذا رابط حسابي على تيك توك: tiktok.com/@yousef.amin_', value: '@yousef.amin_' },
];

export const HANDLE_NEGATIVES: readonly HandleNegative[] = [
  // ---------------------------------------------------------------- java-annotation
  { family: 'java-annotation', text: '@Override\npublic String toString() { return "User[" + id + "]"; }' },
  { family: 'java-annotation', text: '@Autowired\nprivate UserRepository userRepository;' },
  { family: 'java-annotation', text: '@SuppressWarnings("unchecked")\nList<String> names = (List<String>) raw;' },
  { family: 'java-annotation', text: '@GetMapping("/users/{id}")\npublic ResponseEntity<UserDto> getUser(@PathVariable Long id) {' },
  { family: 'java-annotation', text: '@Entity\n@Table(name = "users")\npublic class User {' },
  // ---------------------------------------------------------------- kotlin-annotation
  { family: 'kotlin-annotation', text: '@Composable\nfun Greeting(name: String) { Text("Hello $name") }' },
  { family: 'kotlin-annotation', text: '@Serializable\ndata class UserProfile(val id: Int, val displayName: String)' },
  // ---------------------------------------------------------------- python-decorator
  { family: 'python-decorator', text: "@app.route('/login', methods=['POST'])\ndef login():" },
  { family: 'python-decorator', text: '@pytest.fixture(scope="session")\ndef db():\n    yield make_db()' },
  { family: 'python-decorator', text: '@dataclass(frozen=True)\nclass Message:\n    role: str\n    content: str' },
  { family: 'python-decorator', text: '@traceable(name="retrieve_docs")\ndef retrieve(query: str):' },
  { family: 'python-decorator', text: '@mcp.tool()\nasync def get_weather(city: str) -> str:' },
  { family: 'python-decorator', text: '@function_tool\ndef lookup_order(order_id: str) -> dict:' },
  // ---------------------------------------------------------------- ts-decorator
  { family: 'ts-decorator', text: "@Component({ selector: 'app-user-card', templateUrl: './user-card.html' })" },
  { family: 'ts-decorator', text: "@Injectable({ providedIn: 'root' })\nexport class AuthService {}" },
  { family: 'ts-decorator', text: '@Input() userName!: string;\n@Output() selected = new EventEmitter<string>();' },
  { family: 'ts-decorator', text: "@Column({ type: 'varchar', length: 64 })\nhandle: string;" },
  { family: 'ts-decorator', text: "@Get(':id')\nfindOne(@Param('id') id: string) {" },
  // ---------------------------------------------------------------- swift-objc
  { family: 'swift-objc', text: '@State private var isPresented = false' },
  { family: 'swift-objc', text: '@MainActor\nfinal class ProfileViewModel: ObservableObject {' },
  { family: 'swift-objc', text: '@interface AppDelegate : UIResponder <UIApplicationDelegate>\n@property (strong, nonatomic) UIWindow *window;' },
  // ---------------------------------------------------------------- npm-scope
  { family: 'npm-scope', text: 'npm i -D @types/node @types/jest' },
  { family: 'npm-scope', text: "import { trace, context } from '@opentelemetry/api';" },
  { family: 'npm-scope', text: 'Cannot find module \'@babel/core\' from /app/node_modules/jest-config' },
  { family: 'npm-scope', text: "import { Component } from '@angular/core';" },
  { family: 'npm-scope', text: 'const { S3Client } = require("@aws-sdk/client-s3");' },
  { family: 'npm-scope', text: "import { ChatOpenAI } from '@langchain/openai';" },
  // ---------------------------------------------------------------- package-version
  { family: 'package-version', text: 'We pinned react@18.2.0 and react-dom@18.2.0 because of the hydration bug.' },
  { family: 'package-version', text: 'npx create-next-app@latest my-app --ts' },
  { family: 'package-version', text: '- uses: actions/checkout@v4\n- uses: actions/setup-node@v4' },
  { family: 'package-version', text: 'go install golang.org/x/tools/gopls@latest' },
  { family: 'package-version', text: 'pnpm add lodash@4.17.21 @types/lodash@4.17.7' },
  // ---------------------------------------------------------------- css-at-rule
  { family: 'css-at-rule', text: '@media (max-width: 600px) { .nav { display: none; } }' },
  { family: 'css-at-rule', text: "@import url('https://fonts.googleapis.com/css2?family=Inter:wght@400;700&display=swap');" },
  { family: 'css-at-rule', text: '@keyframes spin { to { transform: rotate(360deg); } }' },
  { family: 'css-at-rule', text: '@tailwind base;\n@tailwind components;\n@tailwind utilities;' },
  { family: 'css-at-rule', text: '.card { @include mixins.respond(md) { padding: 2rem; } @extend %shadow; }' },
  // ---------------------------------------------------------------- sql-parameter
  { family: 'sql-parameter', text: 'SELECT id, email FROM Users WHERE Id = @userId AND TenantId = @tenantId' },
  { family: 'sql-parameter', text: 'DECLARE @count INT = 0;\nSET @count = (SELECT COUNT(*) FROM Orders);' },
  { family: 'sql-parameter', text: "IF @@ROWCOUNT = 0 RAISERROR('not found', 16, 1);" },
  { family: 'sql-parameter', text: "EXEC dbo.GetOrders @CustomerId = 42, @Status = 'open';" },
  // ---------------------------------------------------------------- git-docker-ref
  { family: 'git-docker-ref', text: 'docker pull ghcr.io/acme/api@sha256:3b0f7c9d1e2a4b5c6d7e8f90a1b2c3d4e5f60718293a4b5c6d7e8f9012345678' },
  { family: 'git-docker-ref', text: 'git reset --hard HEAD@{1}' },
  { family: 'git-docker-ref', text: 'git stash apply stash@{0}' },
  { family: 'git-docker-ref', text: 'FROM node:20-alpine@sha256:a1b2c3d4e5f60718293a4b5c6d7e8f90a1b2c3d4e5f60718293a4b5c6d7e8f90' },
  // ---------------------------------------------------------------- ssh-target-debatable
  { family: 'ssh-target-debatable', text: 'ssh deploy@10.0.3.12 -i ~/.ssh/id_ed25519' },
  { family: 'ssh-target-debatable', text: 'scp ./dist.tar.gz root@build-01:/var/www/' },
  { family: 'ssh-target-debatable', text: 'ubuntu@ip-172-31-8-14:~$ sudo systemctl restart nginx' },
  // ---------------------------------------------------------------- email-not-handle-debatable
  { family: 'email-not-handle-debatable', text: 'my email is rosa.delgado84@gmail.com, the reset link never arrives' },
  { family: 'email-not-handle-debatable', text: 'Send the invoice to billing@northwind-traders.example' },
  { family: 'email-not-handle-debatable', text: 'Reply-To: marta.ferrer@outlook.es' },
  { family: 'email-not-handle-debatable', text: 'From: "Jan Becker" <jan.becker@posteo.de>' },
  { family: 'email-not-handle-debatable', text: 'git config --global user.email "dev.sam@users.noreply.github.com"' },
  // ---------------------------------------------------------------- brand-account-debatable
  { family: 'brand-account-debatable', text: 'follow @NASA for the launch updates' },
  { family: 'brand-account-debatable', text: 'I tweeted at @AmazonHelp about the refund but no reply yet' },
  { family: 'brand-account-debatable', text: 'check the @github status page before filing a ticket' },
  { family: 'brand-account-debatable', text: '@Delta lost my bag again, how do I file a claim?' },
  { family: 'brand-account-debatable', text: 'DM @XboxSupport and they will sort out the billing issue' },
  // ---------------------------------------------------------------- bot-system-mention
  { family: 'bot-system-mention', text: '@here standup in 5 minutes' },
  { family: 'bot-system-mention', text: '@channel deploy freeze starts at 18:00 UTC' },
  { family: 'bot-system-mention', text: '@everyone the server will restart tonight' },
  { family: 'bot-system-mention', text: '@copilot explain what this function does' },
  { family: 'bot-system-mention', text: '@dependabot rebase' },
  // ---------------------------------------------------------------- latex-templating
  { family: 'latex-templating', text: '\\begin{tabular}{@{}lrr@{}}\n\\toprule\nItem & Qty & Price \\\\' },
  { family: 'latex-templating', text: '\\makeatletter\n\\renewcommand\\@maketitle{\\centering\\@title\\par}\n\\makeatother' },
  { family: 'latex-templating', text: "@extends('layouts.app')\n@section('content')\n  <h1>{{ $title }}</h1>\n@endsection" },
  { family: 'latex-templating', text: '{{#each items}}<li>{{@index}}: {{this.name}}</li>{{/each}}' },
  { family: 'latex-templating', text: '<a th:href="@{/orders/{id}(id=${order.id})}">View order</a>' },
  // ---------------------------------------------------------------- razor-syntax
  { family: 'razor-syntax', text: '@model CheckoutViewModel\n@using Shop.Web.Models' },
  { family: 'razor-syntax', text: '<td>@Html.DisplayFor(m => m.Total)</td>' },
  { family: 'razor-syntax', text: '@foreach (var item in Model.Items) { <li>@item.Name</li> }' },
  // ---------------------------------------------------------------- decorator-in-prose
  { family: 'decorator-in-prose', text: 'Did you forget the @Transactional annotation on the service method?' },
  { family: 'decorator-in-prose', text: 'Mark the test with @pytest.mark.parametrize so it runs once per input.' },
  { family: 'decorator-in-prose', text: 'In Angular, @Input lets a parent component pass data down to a child.' },
  { family: 'decorator-in-prose', text: 'You can use @ts-ignore, but @ts-expect-error is safer because it fails once the error is gone.' },
  // ---------------------------------------------------------------- platform-no-handle
  { family: 'platform-no-handle', text: 'I deleted my instagram last month, too much doomscrolling' },
  { family: 'platform-no-handle', text: 'Is TikTok banned in my country? I\'m moving to Montana.' },
  { family: 'platform-no-handle', text: 'how do I make my twitter private' },
  { family: 'platform-no-handle', text: 'Mi cuenta de Facebook fue hackeada, ¿qué hago?' },
  { family: 'platform-no-handle', text: 'Ich habe mein Instagram gelöscht und will es wiederherstellen.' },
  { family: 'platform-no-handle', text: "Telegram'ı nasıl kapatırım?" },
  { family: 'platform-no-handle', text: 'LINEが急に使えなくなりました' },
  { family: 'platform-no-handle', text: 'Как удалить аккаунт в Telegram?' },
  { family: 'platform-no-handle', text: '{"platform":"instagram","action":"list_trending_tags","limit":20}' },
  // ---------------------------------------------------------------- url-non-user
  { family: 'url-non-user', text: 'https://www.instagram.com/explore/tags/sunset/' },
  { family: 'url-non-user', text: 'go to x.com/settings/account and turn on protected posts' },
  { family: 'url-non-user', text: 'see https://github.com/features/actions for pricing' },
  { family: 'url-non-user', text: 'https://www.linkedin.com/jobs/view/3901234567/' },
  { family: 'url-non-user', text: 'Facebook says to use https://www.facebook.com/help/1216349518398524 for hacked accounts' },
  { family: 'url-non-user', text: 'https://www.tiktok.com/foryou keeps showing the same videos' },
  { family: 'url-non-user', text: 'https://www.reddit.com/r/personalfinance/comments/1c2x3y/' },
  { family: 'url-non-user', text: 'https://www.instagram.com/p/C8xK2mPq9Zt/' },
  { family: 'url-non-user', text: 'Format for the field: https://instagram.com/<username>' },
  // ---------------------------------------------------------------- placeholder-debatable
  { family: 'placeholder-debatable', text: 'Replace @your_handle with your Instagram username before posting.' },
  { family: 'placeholder-debatable', text: 'Mention someone with @username to notify them.' },
  // ---------------------------------------------------------------- hashtag
  { family: 'hashtag', text: 'best caption? #travel #sunset #nofilter' },
  { family: 'hashtag', text: '#100DaysOfCode day 37: finally understood closures' },
  { family: 'hashtag', text: 'Viaje increíble #viajes #México' },
  { family: 'hashtag', text: '#旅行 #東京 #カフェ巡り' },
  { family: 'hashtag', text: 'Should I use #MondayMotivation or is that cringe?' },
  // ---------------------------------------------------------------- time-price-at
  { family: 'time-price-at', text: 'Standup @ 9:30 tomorrow' },
  { family: 'time-price-at', text: '2 @ $3.99 = $7.98' },
  { family: 'time-price-at', text: 'Meeting moved to Thursday @ 5pm' },
  { family: 'time-price-at', text: 'bench press 3x8 @ 80kg, RPE 8' },
  { family: 'time-price-at', text: 'Menge 12 @ 4,50 € = 54,00 €' },
  // ---------------------------------------------------------------- spreadsheet-formula
  { family: 'spreadsheet-formula', text: '=SUM(Table1[@Amount])*Table1[@Rate]' },
  { family: 'spreadsheet-formula', text: '=@INDIRECT("B"&ROW())' },
  { family: 'spreadsheet-formula', text: '@SUM(B2..B9)' },
  // ---------------------------------------------------------------- ruby-ivar
  { family: 'ruby-ivar', text: '@user_name = params[:name]' },
  { family: 'ruby-ivar', text: 'def current_user\n  @current_user ||= User.find_by(id: session[:uid])\nend' },
  { family: 'ruby-ivar', text: '@@instance_count += 1' },
  { family: 'ruby-ivar', text: '<h2><%= @profile.display_name %></h2>' },
  // ---------------------------------------------------------------- vue-angular-directive
  { family: 'vue-angular-directive', text: '<button @click="save">Save</button>' },
  { family: 'vue-angular-directive', text: '<form @submit.prevent="onSubmit"><input @input="onType" /></form>' },
  { family: 'vue-angular-directive', text: '@if (user.isLoggedIn) { <app-nav /> } @else { <app-login /> }' },
  { family: 'vue-angular-directive', text: '@for (item of items; track item.id) { <li>{{ item.title }}</li> }' },
  { family: 'vue-angular-directive', text: '@defer (on viewport) { <app-comments /> } @placeholder { <p>Loading...</p> }' },
  // ---------------------------------------------------------------- jsdoc-tag
  { family: 'jsdoc-tag', text: '/** @param {string} userId - the user id */' },
  { family: 'jsdoc-tag', text: ' * @returns {Promise<void>} resolves when the profile is saved' },
  { family: 'jsdoc-tag', text: ' * @throws {TypeError} if the handle is empty' },
  { family: 'jsdoc-tag', text: '/** @deprecated use fetchProfile instead */' },
  { family: 'jsdoc-tag', text: "/** @type {import('next').NextConfig} */" },
  // ---------------------------------------------------------------- misc-code-at
  { family: 'misc-code-at', text: 'var path = @"C:\\logs\\app.txt";' },
  { family: 'misc-code-at', text: '$data = @file_get_contents($url);' },
  { family: 'misc-code-at', text: 'my @sorted = sort @names;' },
  { family: 'misc-code-at', text: 'build:\n\t@echo Building...\n\t@go build ./...' },
  { family: 'misc-code-at', text: 'logits = hidden @ W_out + b_out' },
];

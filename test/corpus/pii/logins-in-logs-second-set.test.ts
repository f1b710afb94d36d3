/**
 * A second held-out set of logins in log lines (`logins-in-logs-second-set.data.ts`), written on 2026-12-07 by another
 * helper that had read neither the detectors nor other test data and did not run the engine, after the first set's fixes
 * (logins-in-logs.test.ts), told to avoid the most obvious formats: 120 OTLP log records — Dropbear, fail2ban, xrdp,
 * Cisco, Juniper, FortiGate, Palo Alto, pfSense, Squid, HAProxy, Apache httpd, nginx, Tomcat, WildFly, WebLogic, IIS,
 * Exchange, Entra ID, Okta, Auth0, Duo, Google Workspace, Slack, GitHub, Atlassian, SAP, Oracle, DB2, Redis, RabbitMQ,
 * Elasticsearch, Vault, Teleport, Cockpit, Webmin, cron, auditd, CUPS, Nextcloud, WordPress, Magento, web frameworks,
 * support tools — 14 languages; 133 personal values in 75 records, 45 records where "user", "account" or "login" names
 * no person, 224 other strings.
 *
 * Before this session (0fbff8e): **73 of 133** masked, 221 of 224 other strings kept. As written, on the rules built for
 * the first set (so it measures them untuned): **97 of 133** (73 %), 220 kept. After the class fixes it prompted: 118
 * and 222 — a login after an account's word when it shows a login's shape or is quoted ("Conta joana.pereira", "Benutzerkonto
 * 'lena.hoffmann'", "계정 jhlee90"), "user" in Swedish, Norwegian, Danish and Finnish, a field's colon in a list ("[user:
 * kpatel]", "User name: farah.aziz"), a bracket as a login's quotes ("the locked user [ahmed.k]"), `DOMAIN\login` (IIS,
 * Squid, Exchange), `actor=`, `acct=` and `OS_USERNAME`, cron's "(a.petrov) CMD", "Login failed: 'x'", "password attempt
 * for 'x'", the French "Nom du compte :"; an English word after "user" is no login ("User located in Toronto"), a
 * function's name neither ("dall'utente fn_normalizza_sku()"), nor a provider's id (`acct_1OxYz2…`) or an account's code.
 * The 2 other strings left were older rules' and are kept since: "auth: pam(priya_s,…)" was read as a secret (a module
 * called after a loose credential name is none; Dovecot's login inside it is a login), "NT AUTHORITY\LOCAL SERVICE" as a
 * name (words before a backslash are a Windows domain) — 224 of 224.
 * Then a JSON audit record's bare `user`/`actor`/`login`/`principal` member holding a login-shaped value (Teleport's
 * "sanna.virtanen"): 119.
 * Left (14): vendors' own columns and fields (FortiGate's msg, SAP's "User KWEBER Terminal", DB2's AUTHID, GitHub's
 * `actor` "octo-jsmith" — a hyphen alone is no login's shape there —, Vault's paths), a login after "by", "to" or "aan" in prose, a
 * Wordfence sentence, a Russian full name in a 1C journal, a CUPS job's owner.
 */
import { describe, expect, test } from 'vitest';
import { describeResult, measureLogRecords } from './log-records-measure.ts';
import { LOGINS_IN_LOGS_SECOND_SET } from './logins-in-logs-second-set.data.ts';

const measure = (enabled: boolean) => measureLogRecords(LOGINS_IN_LOGS_SECOND_SET, enabled);

describe('logins in log lines: second held-out set', () => {
  test('masks at least 119 of the 133 personal values and keeps all 224 other strings (prints the misses)', async () => {
    const r = await measure(true);
    console.log(describeResult('logins in logs, second set', r));
    expect([LOGINS_IN_LOGS_SECOND_SET.length, r.canaries, r.keeps]).toEqual([120, 133, 224]);
    expect(r.masked).toBeGreaterThanOrEqual(119);
    expect(r.kept).toBe(224);
  });

  test('negative control: with redaction off every personal value is still there', async () => {
    expect((await measure(false)).masked).toBe(0);
  });
});

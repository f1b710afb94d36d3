/**
 * The investigation UI in a real browser (playwright-core driving Debian's Chromium) against the all-in-one as a
 * real process, serving the built UI at its API address. Data comes from real instrumentation: the OpenTelemetry
 * Node SDK (test/apps/instrumented-app.ts: an HTTP request with a DB query, a retrieval and a chat call whose
 * prompt carries an e-mail canary) and, for the call to replay, the OpenAI Python client instrumented by
 * OpenInference calling the local fake provider, which the all-in-one is configured to replay against (as in
 * test/e2e/replay-all-in-one.test.ts). Each flow signs in on its own tab; screenshots go to test-artifacts/ui/.
 */
import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { statSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureInteropVenv, runDriver, DRIVER_CONFIGS } from '../interop/drivers.ts';
import { createFakeProvider, type FakeProvider } from '../provider/fake-provider.ts';
import { REPLAY_ORIGINAL, REPLAY_SEED, replayDistributionScenario } from '../provider/replay-fixtures.ts';
import { ADMIN_TOKEN, flattenSpans, getJson, REPO_ROOT, startAllInOne, waitForTrace, type AllInOneProcess } from '../support/all-in-one-process.ts';
import { ARTIFACTS_DIR, DESKTOP, launchBrowser, openTab, PHONE, screenshot, signIn, type UiTab } from './ui-browser.ts';

const run = promisify(execFile);

let provider: FakeProvider;
let server: AllInOneProcess;
let browser: Browser;
const tabs: UiTab[] = [];
/** The Node SDK's trace (lookup, content, holds) and the Python client's (replay). */
let appTrace: { traceId: string; rootSpanId: string; canary: string };
let replayTraceId: string;
let investigatorToken: string;

async function newTab(viewport: { width: number; height: number } = DESKTOP): Promise<UiTab> {
  const tab = await openTab(browser, server.api, viewport);
  tabs.push(tab);
  return tab;
}

/** Waits until the locator's text matches (the UI loads asynchronously); returns the text. */
async function waitForText(locator: Locator, pattern: RegExp, timeoutMs = 30_000): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  let text = '';
  for (;;) {
    text = (await locator.innerText().catch(() => '')) ?? '';
    if (pattern.test(text)) return text;
    if (Date.now() > deadline) throw new Error(`text did not match ${pattern} in ${timeoutMs} ms; last text:\n${text}\n${await pageText(locator.page())}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** What the page says, for failure messages (test data only). */
async function pageText(page: Page): Promise<string> {
  const text = await page.locator('body').innerText().catch(() => '(no body)');
  return `page ${page.url()} says:\n${text.slice(0, 2000)}`;
}

/** Waits for the element to be visible; on timeout the error says what the page showed instead. */
async function waitForTestId(page: Page, testId: string, timeoutMs = 30_000): Promise<Locator> {
  const locator = page.getByTestId(testId).first();
  try {
    await locator.waitFor({ timeout: timeoutMs });
  } catch {
    throw new Error(`no visible [data-testid=${testId}] after ${timeoutMs} ms; ${await pageText(page)}`);
  }
  return locator;
}

/** Waits until no loading state is left on the page (panels load on their own). */
async function waitForSettled(page: Page, timeoutMs = 30_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while ((await page.getByTestId('loading').count()) > 0) {
    if (Date.now() > deadline) throw new Error(`still loading after ${timeoutMs} ms; ${await pageText(page)}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

async function openTrace(page: Page, traceId: string): Promise<void> {
  await page.goto(`/#/trace/${traceId}`);
  await waitForTestId(page, 'trace-summary');
}

async function expectNoProblems(tab: UiTab): Promise<void> {
  expect(tab.problems, 'page errors or console errors (CSP violations among them)').toEqual([]);
  expect(tab.requestedUrls.filter((u) => u.includes(ADMIN_TOKEN) || u.includes(investigatorToken)), 'a token in a URL').toEqual([]);
}

beforeAll(async () => {
  provider = createFakeProvider({
    scenarios: { plain: { reply: () => ({ kind: 'text', text: REPLAY_ORIGINAL, finishReason: 'stop' }) }, replay_dist: replayDistributionScenario({ seed: REPLAY_SEED, p: 0.7 }) },
    modelScenarios: { 'fake-chat-small-2025-06-01': 'replay_dist' },
  });
  const { baseUrl } = await provider.start();
  const python = await ensureInteropVenv();
  server = await startAllInOne({
    yaml: ['replay:', '  providers:', '    - name: local-fake', '      kind: openai', '      providers: [openai]', `      baseUrl: ${baseUrl}`, '      apiKeyEnv: FAKE_PROVIDER_KEY', ''].join('\n'),
    env: { FAKE_PROVIDER_KEY: 'sk-fake-ui-e2e' },
  });
  expect(server.output(), 'the all-in-one must serve a built UI (the test setup builds it)').not.toContain('the UI is not built');

  const canary = `ui.canary.${randomBytes(6).toString('hex')}@example-mail.com`;
  const { stdout } = await run(process.execPath, ['--import', 'tsx', path.join(REPO_ROOT, 'test/apps/instrumented-app.ts'), 'http-json'], {
    cwd: REPO_ROOT,
    env: { ...process.env, OTEL_EXPORTER_OTLP_ENDPOINT: server.otlpHttp, OTEL_LOG_LEVEL: 'error', TEST_CANARY: canary },
    timeout: 60_000,
  });
  const { traceId } = JSON.parse(stdout.trim().split('\n').pop()!) as { traceId: string };
  const config = DRIVER_CONFIGS.find((c) => c.id === 'openinference')!;
  const [driven] = await Promise.all([
    runDriver(config, { python, otlpEndpoint: server.otlpHttp, providerUrl: baseUrl, scenarios: ['plain'] }),
    waitForTrace(server.api, traceId, (b) => b?.summary?.spanCount === 4 && b.llmCalls?.length === 1 && b.llmCalls[0].content.input.state === 'stored', 60_000),
  ]);
  const body = await waitForTrace(server.api, traceId, (b) => b?.summary?.spanCount === 4 && b.llmCalls?.length === 1, 1_000);
  expect(body, 'the Node SDK trace did not arrive').not.toBeNull();
  appTrace = { traceId, rootSpanId: flattenSpans(body.spans).find((s: any) => s.name === 'POST /chat').spanId, canary };
  replayTraceId = driven.results.find((r) => r.scenario === 'plain')!.traceId;
  const replayBody = await waitForTrace(server.api, replayTraceId, (b) => b?.llmCalls?.length === 1 && b.llmCalls[0].content.output.state === 'stored', 60_000);
  expect(replayBody, 'the Python client trace did not arrive').not.toBeNull();

  const created = await fetch(`${server.api}/v1/admin/tokens`, {
    method: 'POST',
    headers: { authorization: `Bearer ${ADMIN_TOKEN}`, 'content-type': 'application/json' },
    body: JSON.stringify({ kind: 'query', roles: ['investigator'], label: 'ui-test investigator' }),
  });
  expect(created.status).toBe(201);
  investigatorToken = ((await created.json()) as { token: string }).token;

  browser = await launchBrowser();
  console.log(`UI screenshots: ${ARTIFACTS_DIR}`);
}, 300_000);

afterAll(async () => {
  for (const tab of tabs) await tab.close().catch(() => undefined);
  await browser?.close();
  await server?.stop();
  await provider?.shutdown();
});

describe('the investigation UI in Chromium', () => {
  it('serves the UI with its CSP; signs in with a token kept in sessionStorage only, never in a URL; a bad token gets words; sign-out clears it', async () => {
    const tab = await newTab();
    const { page } = tab;
    const res = await page.goto('/');
    expect(res!.status()).toBe(200);
    expect(res!.headers()['content-security-policy']).toContain("default-src 'self'");
    await page.getByTestId('token-input').waitFor();
    await screenshot(page, 'sign-in');

    await page.getByTestId('token-input').fill('thq_not_a_real_token_000000000000');
    await page.getByTestId('sign-in').click();
    await waitForText(page.locator('[role=alert]'), /token/i);
    expect(await page.getByTestId('sign-out').count()).toBe(0);

    await page.getByTestId('token-input').fill(ADMIN_TOKEN);
    await page.getByTestId('sign-in').click();
    await page.getByTestId('sign-out').waitFor();
    await page.getByTestId('trace-ref-input').waitFor();
    await screenshot(page, 'find');
    expect(await page.evaluate<string | null>("sessionStorage.getItem('tracehold.token')")).toBe(ADMIN_TOKEN);
    expect(await page.evaluate<number>('localStorage.length')).toBe(0);
    expect(page.url()).not.toContain(ADMIN_TOKEN);
    // Control: the token does reach the API — as a header.
    expect(tab.authorizations).toContain(`Bearer ${ADMIN_TOKEN}`);

    await page.getByTestId('sign-out').click();
    await page.getByTestId('token-input').waitFor();
    expect(await page.evaluate<string | null>("sessionStorage.getItem('tracehold.token')")).toBeNull();
    await expectNoProblems(tab);

    // Negative control of the CSP and of the problem recorder every flow ends with: an inline script is refused,
    // and the refusal is recorded.
    await page.addScriptTag({ content: 'window.__thInline = 1;' }).catch(() => undefined);
    expect(await page.evaluate<unknown>('window.__thInline')).toBeUndefined();
    expect(tab.problems.join('\n')).toMatch(/Content Security Policy/);
  });

  it('finds a trace by a pasted traceparent; the lookup shows the summary, waterfall, LLM call and evidence, content redacted', async () => {
    const tab = await newTab();
    const { page } = tab;
    await signIn(page, ADMIN_TOKEN);
    await page.getByTestId('trace-ref-input').fill(`00-${appTrace.traceId}-${appTrace.rootSpanId}-01`);
    await page.getByTestId('find-trace').click();
    await waitForTestId(page, 'trace-summary');
    expect(page.url()).toContain(`#/trace/${appTrace.traceId}`);
    // Kept, and why, in words; the root request as the service saw it.
    const summary = await waitForText(page.getByTestId('trace-summary'), /support-bot/);
    expect(summary).toMatch(/kept by sampling/i);
    const waterfall = await waitForText(page.getByTestId('waterfall'), /SELECT orders[\s\S]*|retrieve policies/);
    for (const name of ['POST /chat', 'SELECT orders', 'retrieve policies', 'chat gpt-4o']) expect(waterfall).toContain(name);
    expect(await page.getByTestId('llm-call').count()).toBe(1);
    const call = await waitForText(page.getByTestId('llm-call'), /gpt-4o-2024-08-06/);
    expect(call).toContain('gpt-4o');
    expect(call).toContain('chatcmpl-A1b2C3d4E5');
    const evidence = await waitForText(page.getByTestId('evidence').first(), /kb-delivery-12/);
    expect(evidence).toContain('kb-refunds-3');
    expect(evidence).toContain('SELECT status FROM orders');
    // The redacted conversation is shown by default; the e-mail in the prompt is not.
    await waitForText(page.getByTestId('conversation').first(), /never arrived/);
    await waitForSettled(page);
    expect(await page.locator('body').innerText()).not.toContain(appTrace.canary);
    await screenshot(page, 'lookup');
    await expectNoProblems(tab);
  });

  it('at phone width (390×844) the lookup has no horizontal page scroll', async () => {
    const tab = await newTab(PHONE);
    const { page } = tab;
    await signIn(page, ADMIN_TOKEN);
    await openTrace(page, appTrace.traceId);
    await page.getByTestId('llm-call').waitFor();
    await page.getByTestId('waterfall').waitFor();
    await waitForTestId(page, 'conversation');
    await waitForSettled(page);
    await screenshot(page, 'lookup-phone');
    const scrollWidth = await page.evaluate<number>('document.documentElement.scrollWidth');
    expect(scrollWidth).toBeLessThanOrEqual(PHONE.width);
    await expectNoProblems(tab);
  });

  it('reveals raw content only with a reason, and the audit panel then lists that read', async () => {
    const tab = await newTab();
    const { page } = tab;
    await signIn(page, ADMIN_TOKEN);
    await openTrace(page, appTrace.traceId);
    const call = page.getByTestId('llm-call');
    // Negative control for the audit check below: no raw read of this trace is listed yet.
    await waitForTestId(page, 'audit-reads');
    await waitForSettled(page);
    expect(await page.getByTestId('audit-reads').innerText()).not.toMatch(/\braw\b/i);
    await call.getByTestId('show-raw').first().click();
    // No reason, no raw read: confirming an empty reason reveals nothing and sends no raw read.
    await page.getByTestId('raw-confirm').click();
    await new Promise((r) => setTimeout(r, 500));
    expect(await page.getByTestId('raw-conversation').count()).toBe(0);
    expect(tab.requestedUrls.filter((u) => u.includes('view=raw'))).toEqual([]);
    const reason = `INC-${randomBytes(3).toString('hex')} customer complaint`;
    await page.getByTestId('raw-reason-input').fill(reason);
    await screenshot(page, 'raw-reason');
    await page.getByTestId('raw-confirm').click();
    const raw = await waitForText(page.getByTestId('raw-conversation').first(), new RegExp(escapeRegExp(appTrace.canary)));
    expect(raw).toContain('never arrived');
    // Control of the "no raw read" check above: the confirmed reveal is a view=raw read.
    expect(tab.requestedUrls.some((u) => u.includes('view=raw'))).toBe(true);
    await screenshot(page, 'raw-revealed');
    // Nothing of the content in the page's storage.
    const stored = await page.evaluate<string>('JSON.stringify({ ...sessionStorage }) + JSON.stringify({ ...localStorage })');
    expect(stored).not.toContain(appTrace.canary);

    // The audit panel (a fresh load) lists the raw read.
    await page.reload();
    await page.getByTestId('trace-summary').waitFor();
    await waitForText(page.getByTestId('audit-reads'), /\braw\b/i);
    await screenshot(page, 'audit-reads');
    const audit = await getJson(`${server.api}/v1/audit?traceId=${appTrace.traceId}`);
    expect(JSON.stringify(audit.body)).toContain('raw');
    await expectNoProblems(tab);
  });

  it('an investigator (no raw-content scope) sees the redacted conversation and no "show raw"', async () => {
    const tab = await newTab();
    const { page } = tab;
    await signIn(page, investigatorToken);
    await openTrace(page, appTrace.traceId);
    await waitForText(page.getByTestId('conversation').first(), /never arrived/);
    expect(await page.getByTestId('show-raw').count()).toBe(0);
    await screenshot(page, 'lookup-investigator');
    await expectNoProblems(tab);
  });

  it('replays the Python client call N = 10 against the local provider: progress, match rate, distinct outputs, divergence marks', async () => {
    const tab = await newTab();
    const { page } = tab;
    await signIn(page, ADMIN_TOKEN);
    await openTrace(page, replayTraceId);
    const call = page.getByTestId('llm-call').first();
    // The fake model has no price: the call's cost is unknown, shown as "—", not $0.
    expect(await waitForText(call, /Cost/)).toMatch(/Cost\s+—/);
    await call.getByTestId('replay-n').fill('10');
    await call.getByTestId('replay-budget').fill('1');
    await call.getByTestId('replay-reason').fill('INC-2041 customer disputes the answer');
    await call.getByTestId('replay-start').click();
    // The fake model has no price in the price book ("—" on the call): the API refuses to estimate, the form says
    // so in words and asks for prices, which go with the next start as the price override.
    await waitForText(call.getByTestId('replay-refusal'), /price/i);
    await screenshot(page, 'replay-price-needed');
    await call.getByTestId('replay-price-input').fill('2.5');
    await call.getByTestId('replay-price-output').fill('10');
    await call.getByTestId('replay-start').click();
    // Progress while the runs go (the UI polls every 500 ms; the job is queued or running when it starts).
    await call.getByTestId('replay-progress').waitFor({ state: 'attached', timeout: 20_000 });
    await call.getByTestId('replay-result').waitFor({ timeout: 60_000 });
    // The UI's figures are the API's report: the exact-match count, and one row per distinct output.
    const lookup = await getJson(`${server.api}/v1/traces/${replayTraceId}`);
    const listed = await getJson(`${server.api}/v1/traces/${replayTraceId}/llm-calls/${lookup.body.llmCalls[0].spanId}/replays`);
    const report = listed.body.replays.find((r: any) => r.state === 'done')?.report;
    expect(report?.completed).toBe(10);
    const rate = await waitForText(call.getByTestId('replay-match-rate'), /of 10 runs/);
    expect(rate).toContain(`${report.matchRate.exact.matches} of 10 runs`);
    const rows = call.getByTestId('replay-distinct-row');
    expect(await rows.count()).toBe(report.distinct.length);
    // The seeded provider (p = 0.7) gives variants in 10 draws: there is something to mark.
    expect(report.distinct.length).toBeGreaterThanOrEqual(2);
    // The original answer (read through the audited content path) with the divergence positions marked.
    await waitForTestId(page, 'replay-divergence-mark');
    expect(await call.getByTestId('replay-divergence-mark').count()).toBeGreaterThanOrEqual(1);
    await screenshot(page, 'replay-result');
    const runs = await waitForTrace(server.api, replayTraceId, (b) => b?.replayRuns?.length === 10, 30_000);
    expect(runs?.replayRuns).toHaveLength(10);
    await expectNoProblems(tab);
  }, 120_000);

  it('places a hold on the trace, exports its bundle, downloads it (tracehold verify-bundle accepts it), releases the hold', async () => {
    const tab = await newTab();
    const { page } = tab;
    await signIn(page, ADMIN_TOKEN);
    await openTrace(page, appTrace.traceId);
    await page.getByTestId('hold-target-trace').check();
    await page.getByTestId('hold-matter').fill('M-2026-17');
    await page.getByTestId('hold-reason').fill('litigation hold');
    await page.getByTestId('hold-requester').fill('J. Doe, Legal');
    await page.getByTestId('hold-place').click();
    const item = page.getByTestId('hold-item');
    await waitForText(item.first(), /M-2026-17/);
    await screenshot(page, 'hold-placed');

    await item.first().getByTestId('hold-export').click();
    await page.getByTestId('hold-export-reason').fill('M-2026-17 production to counsel');
    await page.getByTestId('hold-export-confirm').click();
    const downloadButton = page.getByTestId('hold-export-download');
    await downloadButton.waitFor({ timeout: 60_000 });
    const [download] = await Promise.all([page.waitForEvent('download'), downloadButton.click()]);
    const file = path.join(ARTIFACTS_DIR, download.suggestedFilename() || 'bundle.tar.gz');
    await download.saveAs(file);
    expect(statSync(file).size).toBeGreaterThan(0);
    const verified = await run(process.execPath, [path.join(REPO_ROOT, 'bin/tracehold.js'), 'verify-bundle', file], { cwd: ARTIFACTS_DIR });
    expect(verified.stdout + verified.stderr).toMatch(/intact|verified|OK/i);
    await screenshot(page, 'hold-exported');

    await item.first().getByTestId('hold-release').click();
    await page.getByTestId('hold-release-reason').fill('matter closed');
    await page.getByTestId('hold-release-confirm').click();
    await page.getByTestId('hold-released-item').first().waitFor();
    expect(await page.getByTestId('hold-item').count()).toBe(0);
    const holds = await getJson(`${server.api}/v1/holds`);
    expect(JSON.stringify(holds.body)).toContain('released');
    await screenshot(page, 'hold-released');
    await expectNoProblems(tab);
  }, 120_000);

  it('the costs page shows cost by model, service and day with the API\'s display strings (— and +? with the count)', async () => {
    const tab = await newTab();
    const { page } = tab;
    await signIn(page, ADMIN_TOKEN);
    await page.getByTestId('nav-costs').click();
    for (const [groupBy, column] of [['model', 'Model'], ['service', 'Service'], ['day', 'Day']] as const) {
      await page.getByLabel('Group by').selectOption(groupBy);
      // The table of this grouping (its first column is named for it), not the previous one.
      await waitForText(page.getByTestId('costs-table').first(), new RegExp(`^\\s*${column}\\b`));
      const api = await getJson(`${server.api}/v1/costs?group_by=${groupBy}`);
      expect(api.status).toBe(200);
      // The replay's original call has no price: every total here is a sum with an unknown part.
      expect(api.body.total.cost.display).toMatch(/\+\? \(\d+ calls? with unknown price\)/);
      const table = await waitForText(page.getByTestId('costs-table').first(), new RegExp(escapeRegExp(api.body.total.cost.display)));
      expect(api.body.groups.length).toBeGreaterThan(0);
      for (const g of api.body.groups) {
        expect(table).toContain(g.key);
        expect(table).toContain(g.cost.display);
      }
      await screenshot(page, `costs-by-${groupBy}`);
    }
    await expectNoProblems(tab);
  });

  it('an unknown trace is an error state in words', async () => {
    const tab = await newTab();
    const { page } = tab;
    await signIn(page, ADMIN_TOKEN);
    await page.goto(`/#/trace/${randomBytes(16).toString('hex')}`);
    // A sentence first (the stable code may follow it, for support).
    const words = await waitForText(page.getByTestId('error-state'), /trace/i);
    expect(words.trim()).toMatch(/^[A-Z][a-z]+ [a-z]+/);
    await screenshot(page, 'unknown-trace');
    await expectNoProblems(tab);
  });

  it('keyboard only: Tab reaches the trace reference field and "find", Enter opens the trace; focus is visible', async () => {
    const tab = await newTab();
    const { page } = tab;
    await signIn(page, ADMIN_TOKEN);
    const focusedTestId = () => page.evaluate<string | null>("document.activeElement?.getAttribute('data-testid') ?? null");
    const tabTo = async (testId: string) => {
      for (let i = 0; i < 40; i += 1) {
        if ((await focusedTestId()) === testId) return;
        await page.keyboard.press('Tab');
      }
      throw new Error(`Tab never reached ${testId}`);
    };
    await tabTo('trace-ref-input');
    await page.keyboard.type(appTrace.traceId);
    await tabTo('find-trace');
    expect(await page.evaluate<boolean>("document.activeElement.matches(':focus-visible')")).toBe(true);
    await screenshot(page, 'keyboard-focus');
    await page.keyboard.press('Enter');
    await page.getByTestId('trace-summary').waitFor();
    expect(page.url()).toContain(`#/trace/${appTrace.traceId}`);
    await expectNoProblems(tab);
  });
});

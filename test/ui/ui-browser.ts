/**
 * The browser of the UI suites: playwright-core driving Debian's Chromium (installed by scripts/ui/ensure-chromium.sh,
 * which the vitest globalSetup runs for every test file importing this module — as it builds ui/dist). Pages record
 * what would make a UI test pass while the product misbehaves: uncaught errors, console errors (CSP violations
 * among them) and every request URL (to prove the API token never appears in one). Screenshots go to
 * test-artifacts/ui/ (git-ignored).
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { REPO_ROOT } from '../support/all-in-one-process.ts';

/** Debian's Chromium; TRACEHOLD_CHROMIUM names another binary (ensure-chromium.sh checks it). */
export const CHROMIUM_PATH = process.env.TRACEHOLD_CHROMIUM ?? '/usr/bin/chromium';
export const ARTIFACTS_DIR = path.join(REPO_ROOT, 'test-artifacts', 'ui');
export const DESKTOP = { width: 1280, height: 800 } as const;
export const PHONE = { width: 390, height: 844 } as const;

export async function launchBrowser(): Promise<Browser> {
  mkdirSync(ARTIFACTS_DIR, { recursive: true });
  // --no-sandbox: CI runs as root, where Chromium refuses its sandbox.
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: ['--no-sandbox'] });
}

/** A tab on the UI with what it did recorded: errors (page and console) and the URLs it requested. */
export interface UiTab {
  context: BrowserContext;
  page: Page;
  /** Uncaught exceptions and console errors, in order (a CSP violation is a console error). */
  problems: string[];
  /** Every URL the page requested (navigation, assets, API calls). */
  requestedUrls: string[];
  /** Authorization headers the page sent to the API. */
  authorizations: string[];
  close(): Promise<void>;
}

export async function openTab(browser: Browser, baseUrl: string, viewport: { width: number; height: number } = DESKTOP): Promise<UiTab> {
  const context = await browser.newContext({ viewport, acceptDownloads: true, baseURL: baseUrl });
  const page = await context.newPage();
  const problems: string[] = [];
  const requestedUrls: string[] = [];
  const authorizations: string[] = [];
  page.on('pageerror', (err) => problems.push(`pageerror: ${err.message}`));
  page.on('console', (msg) => {
    // A 4xx answer the UI handles (401 at sign-in, 404 of an unknown trace) is logged by Chromium as a failed
    // resource load: expected, and it carries no content. Everything else logged as an error is a problem.
    if (msg.type() === 'error' && !/Failed to load resource: the server responded with a status of 4\d\d/.test(msg.text())) problems.push(`console: ${msg.text()}`);
  });
  page.on('request', (req) => {
    requestedUrls.push(req.url());
    const auth = req.headers()['authorization'];
    if (auth) authorizations.push(auth);
  });
  // Generous: in a full `npm test` the all-in-one shares two cores with other suites.
  page.setDefaultTimeout(30_000);
  return { context, page, problems, requestedUrls, authorizations, close: () => context.close() };
}

let shotCounter = 0;

/** Saves a full-page screenshot as test-artifacts/ui/<nn>-<name>.png and returns its path. */
export async function screenshot(page: Page, name: string): Promise<string> {
  shotCounter += 1;
  const file = path.join(ARTIFACTS_DIR, `${String(shotCounter).padStart(2, '0')}-${name}.png`);
  await page.screenshot({ path: file, fullPage: true });
  return file;
}

/** Opens the UI and signs in with `token` (the sign-in page's form). */
export async function signIn(page: Page, token: string): Promise<void> {
  await page.goto('/');
  await page.getByTestId('token-input').fill(token);
  await page.getByTestId('sign-in').click();
  await page.getByTestId('sign-out').waitFor();
}

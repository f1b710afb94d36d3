/**
 * vitest globalSetup (vitest.config.ts): one temporary directory for the whole run, removed when the run ends.
 *
 * The suites make data directories, token files, certificates and browser profiles under `os.tmpdir()` — an
 * all-in-one's data directory with its embedded ClickHouse is 200–600 MB — and not every suite removes what it
 * made (a failed test never does). Before this, every `npm test` left ~1,000 directories and gigabytes in /tmp on
 * the machine that ran it. Here TMPDIR points into one directory made before any test file runs: the test
 * processes, and every child they start with the inherited environment, write there (`os.tmpdir()`, mkdtemp,
 * Chromium, Python), and the run's end removes it whatever the outcome.
 *
 * `TRACEHOLD_KEEP_TEST_TMP=1` keeps it (its path is printed) to look at what a failed test left behind. A run killed before
 * its teardown leaves its directory; the next run removes such directories once they are 12 hours old (not younger: another
 * run may be using one).
 */
import { mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/** Set in this process once the run's directory exists: each project's setup calls this, only the first makes it. */
const OWNER = 'TRACEHOLD_TEST_TMP_ROOT';
const PREFIX = 'tracehold-tests-';
/** A run killed before its teardown (SIGKILL, a CI timeout) leaves its directory; the next run removes those this old. */
const STALE_AFTER_MS = 12 * 60 * 60 * 1000;

function removeStaleRuns(dir: string): void {
  for (const name of readdirSync(dir)) {
    if (!name.startsWith(PREFIX)) continue;
    const full = path.join(dir, name);
    try {
      if (Date.now() - statSync(full).mtimeMs > STALE_AFTER_MS) rmSync(full, { recursive: true, force: true });
    } catch {
      // Gone already, or another user's: not ours to report.
    }
  }
}

export default function setup(): (() => void) | undefined {
  if (process.env[OWNER]) return undefined;
  removeStaleRuns(os.tmpdir());
  const root = mkdtempSync(path.join(os.tmpdir(), PREFIX));
  process.env[OWNER] = root;
  process.env.TMPDIR = root;
  return () => {
    if (process.env.TRACEHOLD_KEEP_TEST_TMP === '1') {
      process.stdout.write(`[test setup] temporary files kept in ${root} (TRACEHOLD_KEEP_TEST_TMP=1)\n`);
      return;
    }
    rmSync(root, { recursive: true, force: true, maxRetries: 3 });
  };
}

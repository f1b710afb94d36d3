/**
 * Builds the investigation UI (ui/) into ui/dist with Vite's API, only when its inputs changed: `npm run build:ui`,
 * `npm start` (prestart) and the test setup (test/setup/build-test-tools.ts, when browser tests are selected) run
 * it, so a fresh `npm install && npm start` serves the UI and a cached build takes milliseconds.
 *
 * Cache key: SHA-256 over every file under ui/ except build output, the shared modules it imports (SHARED_INPUTS), package-lock.json (the Vite, React and plugin
 * versions) and this script. The key is stamped in ui/dist/.build-stamp (a dotfile: the query API never serves it).
 * A build goes to a temporary folder next to ui/dist and is moved into place when complete, so a concurrent start
 * or a failed build never leaves a half-written ui/dist behind.
 *
 *   node --import tsx scripts/ui/build-ui.ts [--force]
 */
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const UI_DIR = path.join(REPO_ROOT, 'ui');
const DIST_DIR = path.join(UI_DIR, 'dist');
const STAMP_FILE = '.build-stamp';
/** Files outside ui/ that the UI imports (shared pure modules): inputs too. */
const SHARED_INPUTS = ['query-api/replay/output-text.ts', 'schemas/replay.ts'];

/** Build output and scratch folders under ui/: not inputs. */
const SKIPPED_NAMES = new Set(['dist', 'node_modules']);
const SCRATCH_PREFIX = '.dist-';

/** Contents of ui/dist/.build-stamp: which inputs the build in ui/dist was made from. */
interface BuildStamp {
  key: string;
  inputFiles: number;
  builtAt: string;
  buildMs: number;
}

function listInputs(dir: string): string[] {
  const files: string[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (SKIPPED_NAMES.has(entry.name) || entry.name.startsWith(SCRATCH_PREFIX)) continue;
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) files.push(...listInputs(full));
    else if (entry.isFile()) files.push(full);
  }
  return files;
}

/** The cache key of the current sources, and how many input files it covers. */
export function computeUiBuildKey(): { key: string; inputFiles: number } {
  const inputs = [
    ...listInputs(UI_DIR),
    ...SHARED_INPUTS.map((f) => path.join(REPO_ROOT, f)),
    path.join(REPO_ROOT, 'package-lock.json'),
    fileURLToPath(import.meta.url),
  ].sort();
  const hash = createHash('sha256');
  for (const file of inputs) {
    // Path and length before the bytes: moving or splitting a file changes the key.
    const bytes = readFileSync(file);
    hash.update(`${path.relative(REPO_ROOT, file)}\0${bytes.length}\0`);
    hash.update(bytes);
  }
  return { key: hash.digest('hex'), inputFiles: inputs.length };
}

function readStamp(): BuildStamp | null {
  try {
    return JSON.parse(readFileSync(path.join(DIST_DIR, STAMP_FILE), 'utf8')) as BuildStamp;
  } catch {
    return null;
  }
}

function folderBytes(dir: string): { files: number; bytes: number } {
  let files = 0;
  let bytes = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      const sub = folderBytes(full);
      files += sub.files;
      bytes += sub.bytes;
    } else if (entry.isFile() && !entry.name.startsWith('.')) {
      files += 1;
      bytes += statSync(full).size;
    }
  }
  return { files, bytes };
}

const SWAP_ATTEMPTS = 5;

function errorCode(err: unknown): string | undefined {
  return (err as { code?: string } | null)?.code;
}

/**
 * Moves the finished build to ui/dist. A directory cannot be renamed over a non-empty one, so the old build steps
 * aside first; a concurrent build (two starts at once) may put its own there in between, and then this one
 * steps that aside too (both builds are of the same sources, or the newer wins).
 */
function swapInto(scratch: string, oldPrefix: string): void {
  for (let i = 0; i < SWAP_ATTEMPTS; i += 1) {
    try {
      renameSync(DIST_DIR, `${oldPrefix}${i}`);
    } catch (err) {
      if (errorCode(err) !== 'ENOENT') throw err;
    }
    try {
      renameSync(scratch, DIST_DIR);
      return;
    } catch (err) {
      if (errorCode(err) !== 'ENOTEMPTY' && errorCode(err) !== 'EEXIST') throw err;
    }
  }
  throw new Error(`could not move the build into ${DIST_DIR}: other builds kept replacing it`);
}

/** Builds ui/dist unless its stamp matches the sources; returns what it did. */
export async function buildUi(opts: { force?: boolean; log?: (line: string) => void } = {}): Promise<{ built: boolean; key: string; ms: number }> {
  const log = opts.log ?? ((line: string) => process.stdout.write(`${line}\n`));
  const startedAt = Date.now();
  const { key, inputFiles } = computeUiBuildKey();
  const stamp = readStamp();
  if (!opts.force && stamp?.key === key && existsSync(path.join(DIST_DIR, 'index.html'))) {
    log(`[build:ui] ui/dist is up to date (${inputFiles} inputs, key ${key.slice(0, 12)}, checked in ${Date.now() - startedAt} ms)`);
    return { built: false, key, ms: Date.now() - startedAt };
  }
  const why = opts.force ? 'forced' : stamp ? 'sources changed' : 'no build yet';
  log(`[build:ui] building the UI with Vite: ui/ → ui/dist (${why}; a few seconds)…`);
  const scratch = path.join(UI_DIR, `${SCRATCH_PREFIX}${process.pid}-${Date.now()}`);
  const old = `${scratch}-old-`;
  try {
    // Imported here: a cached start never loads Vite.
    const { build } = await import('vite');
    await build({
      configFile: path.join(UI_DIR, 'vite.config.ts'),
      root: UI_DIR,
      logLevel: 'warn',
      build: { outDir: scratch, emptyOutDir: true },
    });
    if (!existsSync(path.join(scratch, 'index.html'))) throw new Error('Vite finished without writing index.html');
    const buildMs = Date.now() - startedAt;
    const written: BuildStamp = { key, inputFiles, builtAt: new Date().toISOString(), buildMs };
    writeFileSync(path.join(scratch, STAMP_FILE), JSON.stringify(written, null, 2) + '\n');
    swapInto(scratch, old);
  } finally {
    rmSync(scratch, { recursive: true, force: true });
    for (let i = 0; i < SWAP_ATTEMPTS; i += 1) rmSync(`${old}${i}`, { recursive: true, force: true });
  }
  const { files, bytes } = folderBytes(DIST_DIR);
  const ms = Date.now() - startedAt;
  log(`[build:ui] built ui/dist in ${(ms / 1000).toFixed(1)} s: ${files} files, ${(bytes / 1024).toFixed(0)} KiB`);
  return { built: true, key, ms };
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  buildUi({ force: process.argv.includes('--force') }).catch((err: unknown) => {
    process.stderr.write(`[build:ui] the UI build failed: ${err instanceof Error ? err.message : String(err)}\n`);
    process.exitCode = 1;
  });
}

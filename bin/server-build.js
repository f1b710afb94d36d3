// The build the `tracehold` command runs from: bin/cli.ts and everything it imports, bundled by esbuild into
// plain JavaScript in `<install>/.build/<fingerprint>/` (git-ignored), once per version of the sources.
//
// Why: running the TypeScript sources through tsx's loader costs every process a loader thread (a second V8
// isolate) and an esbuild service process, about 45 MiB of RSS each; the collector tier runs three processes.
// From the build a collector process starts with plain `import`, and a primary that only forks its workers
// loads only what it needs (code splitting keeps the roles' modules and packages in their own chunks).
//
// Fresh by construction: the build records the sha-256 of every source file it bundled (esbuild hands each
// file's bytes to this module's loader, so the recorded hash is of exactly the bytes built). A start re-hashes
// those files (~300, a few ms) and builds again when any differs or is gone; an edit that adds an import
// changes the importing file, so a new file is never missed; tsconfig.json (whose compiler options esbuild
// applies) counts as an input too. Packages stay in node_modules (external).
//
// Concurrent starts (the cluster's workers, a test suite spawning dozens) are safe without a lock: each build
// goes to its own temporary folder and is renamed into place; the first rename wins, the others use it.
//
// TRACEHOLD_RUN_FROM_SOURCE=1 runs the sources through tsx instead (as does any failure to build, with one
// line on stderr saying why). NODE_OPTIONS=--enable-source-maps maps stack traces of the build to the sources.
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, readdirSync, realpathSync, renameSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** Bumped when the build's options change, so that an older build of the same sources is not reused. */
const RECIPE = 'tracehold-server-build/1';
const ENTRY = 'bin/cli.ts';
/** Builds not used for this long are removed (a process still running one started before it). */
const PRUNE_AFTER_MS = 7 * 24 * 3600 * 1000;
const LOADERS = { '.ts': 'ts', '.js': 'js', '.mjs': 'js', '.json': 'json' };
/** Files esbuild reads besides the sources when present: tsconfig.json's compiler options shape the output. */
const OPTIONAL_INPUTS = ['tsconfig.json'];

const defaultRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

function sha256(bytes) {
  return createHash('sha256').update(bytes).digest('hex');
}

function digestOrAbsent(file) {
  try {
    return sha256(readFileSync(file));
  } catch {
    return 'absent';
  }
}

/** The fingerprint of a set of inputs: [relative path, sha-256 of its bytes] pairs. */
function fingerprintOf(recipe, inputs) {
  const h = createHash('sha256').update(recipe + '\0');
  for (const [file, digest] of [...inputs].sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0))) h.update(`${file}\0${digest}\0`);
  return h.digest('hex').slice(0, 32);
}

/** The current build's entry file when the sources still hash to it, else null. */
function currentBuild(buildRoot, root, recipe) {
  let fingerprint;
  try {
    fingerprint = readFileSync(path.join(buildRoot, 'latest'), 'utf8').trim();
  } catch {
    return null;
  }
  const dir = path.join(buildRoot, fingerprint);
  let manifest;
  try {
    manifest = JSON.parse(readFileSync(path.join(dir, 'manifest.json'), 'utf8'));
  } catch {
    return null;
  }
  const inputs = [];
  for (const file of manifest.inputs) {
    if (OPTIONAL_INPUTS.includes(file)) {
      inputs.push([file, digestOrAbsent(path.join(root, file))]);
      continue;
    }
    let bytes;
    try {
      bytes = readFileSync(path.join(root, file));
    } catch {
      return null;
    }
    inputs.push([file, sha256(bytes)]);
  }
  if (fingerprintOf(recipe, inputs) !== fingerprint) return null;
  const entry = path.join(dir, manifest.entry);
  return existsSync(entry) ? { dir, entry } : null;
}

/** Removes builds nobody started for PRUNE_AFTER_MS, and temporary folders of builds that died. */
function prune(buildRoot, keep) {
  const now = Date.now();
  for (const name of readdirSync(buildRoot)) {
    const dir = path.join(buildRoot, name);
    if (dir === keep || name === 'latest') continue;
    try {
      const st = statSync(dir);
      if (!st.isDirectory()) continue;
      const limit = name.startsWith('tmp-') ? 3600 * 1000 : PRUNE_AFTER_MS;
      if (now - st.mtimeMs > limit) rmSync(dir, { recursive: true, force: true });
    } catch {
      // Another process pruned it first.
    }
  }
}

/**
 * Builds the sources into `buildRoot` and returns the new build's entry file. `esbuild` is the package's
 * module (injected by tests).
 */
async function build(esbuild, buildRoot, root, recipe) {
  mkdirSync(buildRoot, { recursive: true, mode: 0o755 });
  const tmp = path.join(buildRoot, `tmp-${process.pid}-${Date.now()}-${Math.random().toString(16).slice(2, 10)}`);
  /** @type {Map<string, string>} */
  const inputs = new Map();
  const hashingLoader = {
    name: 'tracehold-hash-inputs',
    setup(b) {
      b.onLoad({ filter: /.*/ }, (args) => {
        const rel = path.relative(root, args.path);
        if (rel.startsWith('..') || path.isAbsolute(rel)) throw new Error(`the build reads ${args.path}, outside ${root}`);
        const loader = LOADERS[path.extname(args.path)];
        if (!loader) throw new Error(`the build cannot load ${rel}: unknown file type`);
        const contents = readFileSync(args.path);
        inputs.set(rel.split(path.sep).join('/'), sha256(contents));
        return { contents, loader, resolveDir: path.dirname(args.path) };
      });
    },
  };
  try {
    await esbuild.build({
      absWorkingDir: root,
      entryPoints: { cli: path.join(root, ENTRY) },
      outdir: path.join(tmp, 'bin'),
      bundle: true,
      splitting: true,
      format: 'esm',
      platform: 'node',
      target: 'node20',
      packages: 'external',
      outExtension: { '.js': '.mjs' },
      chunkNames: 'chunks/[name]-[hash]',
      // Names as in the sources: error classes, loggers and stack traces read them.
      keepNames: true,
      sourcemap: 'linked',
      logLevel: 'silent',
      plugins: [hashingLoader],
    });
    for (const file of OPTIONAL_INPUTS) inputs.set(file, digestOrAbsent(path.join(root, file)));
    const fingerprint = fingerprintOf(recipe, [...inputs]);
    writeFileSync(path.join(tmp, 'manifest.json'), JSON.stringify({ recipe, entry: 'bin/cli.mjs', builtAt: new Date().toISOString(), inputs: [...inputs.keys()].sort() }) + '\n');
    const dir = path.join(buildRoot, fingerprint);
    try {
      renameSync(tmp, dir);
    } catch (err) {
      // Another process built the same sources first: use its build.
      if (err.code !== 'ENOTEMPTY' && err.code !== 'EEXIST') throw err;
      rmSync(tmp, { recursive: true, force: true });
    }
    const pointer = path.join(buildRoot, `latest.tmp-${process.pid}-${Math.random().toString(16).slice(2, 10)}`);
    writeFileSync(pointer, fingerprint + '\n');
    renameSync(pointer, path.join(buildRoot, 'latest'));
    return { dir, entry: path.join(dir, 'bin', 'cli.mjs') };
  } catch (err) {
    rmSync(tmp, { recursive: true, force: true });
    throw err;
  } finally {
    // esbuild's service process would otherwise live as long as this one.
    await esbuild.stop?.();
  }
}

/**
 * The entry file to import: the current build, built first when the sources changed. Null when the command
 * should run from the sources through tsx (TRACEHOLD_RUN_FROM_SOURCE=1, or the build failed: `warn` says why).
 */
export async function serverEntry(opts = {}) {
  // Real paths: esbuild reports the files it reads by their real path, which must lie under the root.
  let root = opts.root ?? defaultRoot;
  try {
    root = realpathSync(root);
  } catch {
    // A missing root fails the build below, with its reason.
  }
  const buildRoot = opts.buildRoot ?? path.join(root, '.build');
  const env = opts.env ?? process.env;
  const warn = opts.warn ?? ((line) => process.stderr.write(line + '\n'));
  const recipe = opts.recipe ?? RECIPE;
  if (env.TRACEHOLD_RUN_FROM_SOURCE === '1') return null;
  try {
    let found = currentBuild(buildRoot, root, recipe);
    if (!found) {
      const esbuild = opts.esbuild ?? (await import('esbuild'));
      found = await build(esbuild, buildRoot, root, recipe);
    }
    try {
      // Marks the build used (prune keeps what was started lately).
      const now = new Date();
      utimesSync(found.dir, now, now);
      prune(buildRoot, found.dir);
    } catch {
      // A read-only installation: the build is still good to run.
    }
    return found.entry;
  } catch (err) {
    warn(`tracehold: running from the TypeScript sources (could not build into ${buildRoot}: ${err?.message ?? err})`);
    return null;
  }
}

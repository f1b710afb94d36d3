import { execFile } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, utimesSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import * as realEsbuild from 'esbuild';
import { afterAll, describe, expect, it } from 'vitest';
// @ts-expect-error -- plain JavaScript (it runs before any TypeScript loader), no declarations
import { serverEntry } from './server-build.js';
import { REPO_ROOT, repoPath } from '../platform/repo-root.ts';

const run = promisify(execFile);
const here = path.dirname(fileURLToPath(import.meta.url));
const cleanup: string[] = [];
afterAll(() => {
  for (const dir of cleanup) rmSync(dir, { recursive: true, force: true });
});

/** A small installation: bin/cli.ts prints what lib/a.ts exports, and loads lib/late.ts on demand. */
function fakeInstall(): string {
  const root = mkdtempSync(path.join(os.tmpdir(), 'th-server-build-'));
  cleanup.push(root);
  mkdirSync(path.join(root, 'bin'));
  mkdirSync(path.join(root, 'lib'));
  writeFileSync(path.join(root, 'package.json'), JSON.stringify({ name: 'fake', type: 'module' }));
  writeFileSync(path.join(root, 'bin/cli.ts'), `import { word } from '../lib/a.ts';\nconst late: { n: number } = await import('../lib/late.ts');\nconsole.log(word + ' ' + late.n);\n`);
  writeFileSync(path.join(root, 'lib/a.ts'), `export const word: string = 'one';\n`);
  writeFileSync(path.join(root, 'lib/late.ts'), `export const n: number = 1;\n`);
  return root;
}

/** esbuild with its builds counted. */
function countingEsbuild() {
  const counter = { builds: 0, build: (o: realEsbuild.BuildOptions) => (counter.builds++, realEsbuild.build(o)), stop: () => realEsbuild.stop() };
  return counter;
}

async function runEntry(entry: string): Promise<string> {
  return (await run(process.execPath, [entry])).stdout.trim();
}

describe('the server build (bin/server-build.js)', () => {
  it('builds once, reuses the build while the sources hash the same, and builds again after an edit', async () => {
    const root = fakeInstall();
    const esbuild = countingEsbuild();
    const warnings: string[] = [];
    const opts = { root, env: {}, esbuild, warn: (l: string) => warnings.push(l) };

    const first: string = await serverEntry(opts);
    expect(first).toMatch(new RegExp(`^${root}/\\.build/[0-9a-f]{32}/bin/cli\\.mjs$`));
    expect(await runEntry(first)).toBe('one 1');
    expect(esbuild.builds).toBe(1);
    const manifest = JSON.parse(readFileSync(path.join(path.dirname(first), '..', 'manifest.json'), 'utf8')) as { inputs: string[] };
    expect(manifest.inputs).toEqual(['bin/cli.ts', 'lib/a.ts', 'lib/late.ts', 'tsconfig.json']);

    expect(await serverEntry(opts)).toBe(first);
    expect(esbuild.builds).toBe(1);

    // An edit of a module loaded only on demand counts as much as one of the entry's.
    writeFileSync(path.join(root, 'lib/late.ts'), `export const n: number = 2;\n`);
    const second: string = await serverEntry(opts);
    expect(second).not.toBe(first);
    expect(await runEntry(second)).toBe('one 2');
    expect(esbuild.builds).toBe(2);

    // A new file is seen through the file that imports it.
    writeFileSync(path.join(root, 'lib/b.ts'), `export const other: string = 'two';\n`);
    writeFileSync(path.join(root, 'lib/a.ts'), `import { other } from './b.ts';\nexport const word: string = other;\n`);
    const third: string = await serverEntry(opts);
    expect(await runEntry(third)).toBe('two 2');

    // The compiler options count too (esbuild reads tsconfig.json).
    writeFileSync(path.join(root, 'tsconfig.json'), JSON.stringify({ compilerOptions: { useDefineForClassFields: true } }));
    const fourth: string = await serverEntry(opts);
    expect(fourth).not.toBe(third);
    rmSync(path.join(root, 'tsconfig.json'));

    // Back to the first sources: the first build is found again (built once more, then the existing one is kept).
    writeFileSync(path.join(root, 'lib/a.ts'), `export const word: string = 'one';\n`);
    writeFileSync(path.join(root, 'lib/late.ts'), `export const n: number = 1;\n`);
    expect(await serverEntry(opts)).toBe(first);
    expect(readdirSync(path.join(root, '.build')).filter((n) => n.startsWith('tmp-'))).toEqual([]);
    expect(warnings).toEqual([]);
  });

  it('falls back to the sources, saying why in one line, when the build fails or is turned off', async () => {
    const root = fakeInstall();
    const esbuild = countingEsbuild();
    const warnings: string[] = [];
    expect(await serverEntry({ root, env: { TRACEHOLD_RUN_FROM_SOURCE: '1' }, esbuild, warn: (l: string) => warnings.push(l) })).toBeNull();
    expect(esbuild.builds).toBe(0);
    expect(warnings).toEqual([]);

    writeFileSync(path.join(root, 'lib/a.ts'), `export const word: string = ;\n`);
    expect(await serverEntry({ root, env: {}, esbuild, warn: (l: string) => warnings.push(l) })).toBeNull();
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toMatch(/^tracehold: running from the TypeScript sources \(could not build into .*\.build: Build failed/);
    expect(readdirSync(path.join(root, '.build'))).toEqual([]);

    // A source outside the installation is refused (the fingerprint could not cover it).
    const outside = mkdtempSync(path.join(os.tmpdir(), 'th-server-build-outside-'));
    cleanup.push(outside);
    writeFileSync(path.join(outside, 'x.ts'), `export const word = 'x';\n`);
    writeFileSync(path.join(root, 'lib/a.ts'), `export { word } from '${path.join(outside, 'x.ts')}';\n`);
    expect(await serverEntry({ root, env: {}, esbuild, warn: (l: string) => warnings.push(l) })).toBeNull();
    expect(warnings[1]).toMatch(/outside/);
  });

  it('builds an installation reached through a symbolic link (esbuild reads the real paths)', async () => {
    const root = fakeInstall();
    const link = path.join(os.tmpdir(), `th-server-build-link-${process.pid}-${Date.now()}`);
    symlinkSync(root, link);
    cleanup.push(link);
    const warnings: string[] = [];
    const entry: string = await serverEntry({ root: link, env: {}, warn: (l: string) => warnings.push(l) });
    expect(warnings).toEqual([]);
    expect(await runEntry(entry)).toBe('one 1');
  });

  it('lets concurrent starts build at once: every one gets the same complete build', async () => {
    const root = fakeInstall();
    const script = `import(${JSON.stringify(pathToFileURL(path.join(here, 'server-build.js')).href)}).then(async (m) => console.log(await m.serverEntry({ root: ${JSON.stringify(root)}, env: {} })))`;
    const outs = await Promise.all(Array.from({ length: 4 }, () => run(process.execPath, ['--input-type=module', '-e', script], { cwd: REPO_ROOT })));
    const entries = new Set(outs.map((o) => o.stdout.trim()));
    expect(entries.size).toBe(1);
    const [entry] = [...entries];
    expect(await runEntry(entry!)).toBe('one 1');
    const names = readdirSync(path.join(root, '.build')).sort();
    expect(names.filter((n) => n.startsWith('tmp-') || n.startsWith('latest.'))).toEqual([]);
    expect(names).toContain('latest');
  });

  it('removes builds nobody started for a week and temporary folders older than an hour', async () => {
    const root = fakeInstall();
    const buildRoot = path.join(root, '.build');
    mkdirSync(path.join(buildRoot, 'aaaa'), { recursive: true });
    mkdirSync(path.join(buildRoot, 'bbbb'));
    mkdirSync(path.join(buildRoot, 'tmp-1-2-3'));
    mkdirSync(path.join(buildRoot, 'tmp-4-5-6'));
    const days = (n: number) => new Date(Date.now() - n * 24 * 3600 * 1000);
    utimesSync(path.join(buildRoot, 'aaaa'), days(8), days(8));
    utimesSync(path.join(buildRoot, 'bbbb'), days(6), days(6));
    utimesSync(path.join(buildRoot, 'tmp-1-2-3'), new Date(Date.now() - 2 * 3600 * 1000), new Date(Date.now() - 2 * 3600 * 1000));
    const entry: string = await serverEntry({ root, env: {} });
    const names = readdirSync(buildRoot);
    expect(names).not.toContain('aaaa');
    expect(names).not.toContain('tmp-1-2-3');
    expect(names).toContain('bbbb');
    expect(names).toContain('tmp-4-5-6');
    expect(existsSync(entry)).toBe(true);
  });

  it('builds the real command, which runs without a TypeScript loader and finds the files shipped with it', async () => {
    const buildRoot = path.join(REPO_ROOT, '.build', `test-${process.pid}-${Date.now()}`);
    cleanup.push(buildRoot);
    const warnings: string[] = [];
    const entry: string = await serverEntry({ buildRoot, env: {}, warn: (l: string) => warnings.push(l) });
    expect(warnings).toEqual([]);
    expect(entry.startsWith(buildRoot)).toBe(true);
    const manifest = JSON.parse(readFileSync(path.join(path.dirname(entry), '..', 'manifest.json'), 'utf8')) as { inputs: string[] };
    expect(manifest.inputs).toContain('bin/cli.ts');
    expect(manifest.inputs).toContain('collector/export-pipeline.ts');
    expect(manifest.inputs.some((f) => f.startsWith('test/') || f.endsWith('.test.ts'))).toBe(false);
    // `help` loads every command's usage text; no `.ts` specifier is left for a loader to resolve.
    const help = await run(process.execPath, [entry, 'help'], { cwd: os.tmpdir() });
    expect(help.stdout).toMatch(/^usage: tracehold <command>/);
    const chunks = readdirSync(path.join(path.dirname(entry), 'chunks')).filter((n) => n.endsWith('.mjs'));
    for (const name of [path.basename(entry), ...chunks.map((c) => `chunks/${c}`)]) {
      expect(readFileSync(path.join(path.dirname(entry), name), 'utf8')).not.toMatch(/from\s+["'][^"']+\.ts["']|import\(["'][^"']+\.ts["']\)/);
    }
  });
});

describe('the installation root (platform/repo-root.ts)', () => {
  it('is the folder of tracehold\u2019s package.json, with the files Tracehold ships', () => {
    expect(JSON.parse(readFileSync(path.join(REPO_ROOT, 'package.json'), 'utf8')).name).toBe('tracehold');
    expect(REPO_ROOT).toBe(path.resolve(here, '..'));
    expect(existsSync(repoPath('schemas', 'migrations'))).toBe(true);
    expect(existsSync(repoPath('query-api', 'openapi.yaml'))).toBe(true);
    expect(existsSync(repoPath('schemas', 'prices', 'default-prices.yaml'))).toBe(true);
  });
});

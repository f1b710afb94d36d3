#!/usr/bin/env node
// Entry point of the `tracehold` command. It runs the build of the TypeScript sources (bin/server-build.js:
// made on the first start after the sources change, in .build/), or the sources themselves through tsx's
// loader when that build is not possible or TRACEHOLD_RUN_FROM_SOURCE=1.
//
// Acknowledged = durable: every export waits for fsyncs (content objects, key files, the local log),
// and Node runs fsync on libuv's thread pool, 4 threads by default. More threads let concurrent exports'
// fsyncs proceed together (the file system batches them into one journal commit). The pool starts on
// first use, which is after this line: module loading reads files synchronously.
process.env.UV_THREADPOOL_SIZE ??= '32';
// `tracehold collector` whose pipelines will be threads wants V8 flags node reads only at start: when the environment
// says so and node lacks them, start it again with them and only watch it, before loading anything (collector-launch.js).
if (process.argv[2] === 'collector') {
  const { launchEarly } = await import('./collector-launch.js');
  const code = await launchEarly();
  if (code !== null) process.exit(code);
}
const { serverEntry } = await import('./server-build.js');
const entry = await serverEntry();
if (entry) {
  const { pathToFileURL } = await import('node:url');
  await import(pathToFileURL(entry).href);
} else {
  const { register } = await import('tsx/esm/api');
  register();
  await import('./cli.ts');
}

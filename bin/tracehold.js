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

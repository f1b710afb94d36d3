#!/usr/bin/env node
// Entry point of the `tracehold` command. The product is TypeScript run through tsx's loader, so
// there is no build step between a checkout and a running collector.
//
// Acknowledged = durable: every export waits for fsyncs (content objects, key files, the local log),
// and Node runs fsync on libuv's thread pool, 4 threads by default. More threads let concurrent exports'
// fsyncs proceed together (the file system batches them into one journal commit). The pool starts on
// first use, which is after this line: module loading reads files synchronously.
process.env.UV_THREADPOOL_SIZE ??= '32';
const { register } = await import('tsx/esm/api');

register();
await import('./cli.ts');

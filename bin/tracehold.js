#!/bin/sh
':' /*
# Run as an executable (`npx tracehold`, node_modules/.bin/tracehold, ./bin/tracehold.js) this file is a shell script
# first. `tracehold collector` wants V8 flags node reads only when it starts (COLLECTOR_V8_FLAGS in collector-launch.js;
# bin/collector-launch.test.ts holds this line to it): exec node with them, so the collector is one process and needs
# no launcher. Every other command: node as it is. Run as `node bin/tracehold.js …`, node reads this as a string
# followed by a comment, and the launcher adds the flags when the collector needs them. UV_THREADPOOL_SIZE (below)
# is set here too, where it takes effect for every command.
export UV_THREADPOOL_SIZE="${UV_THREADPOOL_SIZE:-32}"
if [ "$1" = collector ]; then exec node --initial-old-space-size=64 --single-threaded-gc --max-semi-space-size=16 "$0" "$@"; fi
exec node "$0" "$@"
*/;
// Entry point of the `tracehold` command. It runs the build of the TypeScript sources (bin/server-build.js:
// made on the first start after the sources change, in .build/), or the sources themselves through tsx's
// loader when that build is not possible or TRACEHOLD_RUN_FROM_SOURCE=1.
//
// Acknowledged = durable: every export waits for fsyncs (content objects, key files, the local log),
// and Node runs fsync on libuv's thread pool, 4 threads by default. More threads let concurrent exports'
// fsyncs proceed together (the file system batches them into one journal commit). libuv reads the size when the
// pool starts, and node's module loader has started it before this line runs: set here, it reaches only the
// processes this one starts (the collector's launcher child, cluster processes). Run as an executable, the shell
// part above sets it for the process itself; `node bin/tracehold.js` without UV_THREADPOOL_SIZE in the
// environment runs with libuv's 4 (measured: 11 threads against 39 with UV_THREADPOOL_SIZE=32 given).
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

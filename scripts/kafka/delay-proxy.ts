// A TCP relay that adds a fixed delay to every byte in each direction: a broker on loopback then answers as one
// across a network would (round trip + 2 × delay). For benchmarks (`npm run bench:peer -- --broker-delay-ms N`),
// never for production. Order within a connection is kept; nothing is dropped or reordered.
//
//   node --import tsx scripts/kafka/delay-proxy.ts --listen 9292 --to 9192 --delay-ms 2
//
// Prints `delay-proxy: listening on 127.0.0.1:<port> …` once it accepts connections. Binds 127.0.0.1 only.
import net from 'node:net';

function option(name: string, fallback: number | undefined): number | undefined {
  const i = process.argv.indexOf(`--${name}`);
  if (i < 0) return fallback;
  const value = Number(process.argv[i + 1]);
  if (!Number.isFinite(value) || value < 0) {
    console.error(`delay-proxy: --${name} needs a number ≥ 0, got ${process.argv[i + 1]}`);
    process.exit(2);
  }
  return value;
}

const listenPort = option('listen', undefined);
const upstreamPort = option('to', undefined);
const delayMs = option('delay-ms', 1)!;
if (listenPort === undefined || upstreamPort === undefined) {
  console.error('usage: node --import tsx scripts/kafka/delay-proxy.ts --listen <port> --to <port> [--delay-ms 1]');
  process.exit(2);
}

/** Writes each chunk to `to` delayMs after it was read from `from`; pauses `from` while `to` is backed up. */
function relay(from: net.Socket, to: net.Socket): void {
  const queue: { chunk: Buffer; due: number }[] = [];
  let timer: NodeJS.Timeout | null = null;
  function flush() {
    timer = null;
    const now = performance.now();
    while (queue.length > 0 && queue[0]!.due <= now) {
      const { chunk } = queue.shift()!;
      if (!to.write(chunk)) {
        from.pause();
        to.once('drain', () => from.resume());
      }
    }
    if (queue.length > 0) timer = setTimeout(flush, Math.max(0, queue[0]!.due - performance.now()));
    else if (from.readableEnded && !to.writableEnded) to.end();
  }
  from.on('data', (chunk: Buffer) => {
    queue.push({ chunk, due: performance.now() + delayMs });
    timer ??= setTimeout(flush, delayMs);
  });
  from.on('end', () => {
    if (queue.length === 0) to.end();
  });
}

const server = net.createServer((client) => {
  client.setNoDelay(true);
  const upstream = net.connect({ host: '127.0.0.1', port: upstreamPort });
  upstream.setNoDelay(true);
  const close = () => {
    client.destroy();
    upstream.destroy();
  };
  client.on('error', close);
  upstream.on('error', close);
  client.on('close', close);
  upstream.on('close', close);
  relay(client, upstream);
  relay(upstream, client);
});
server.on('error', (error: Error) => {
  console.error(`delay-proxy: ${error.message}`);
  process.exit(1);
});
server.listen(listenPort, '127.0.0.1', () => {
  console.log(`delay-proxy: listening on 127.0.0.1:${listenPort}, relaying to 127.0.0.1:${upstreamPort} with ${delayMs} ms each way`);
});
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => process.exit(0));

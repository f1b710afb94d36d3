/**
 * Child process for the kill -9 test in pack-backend.test.ts: puts objects into the pack backend forever
 * from several concurrent writers (some replaces and deletes too) and prints `ack <op> <key> <sha256 of
 * bytes>` for each acknowledged operation, after `try …` with the same fields when it starts. The parent SIGKILLs it at a random moment and checks the packs.
 *
 * Usage: node --import tsx pack-writer-child.ts <content dir> <round>
 */
import { createHash, randomBytes } from 'node:crypto';
import pino from 'pino';
import { createPackBlobBackend } from '../../../platform/content-store/pack/pack-backend.ts';

const WRITERS = 6;
const [dir, round] = [process.argv[2]!, process.argv[3]!];
const backend = createPackBlobBackend({ logger: pino({ level: 'silent' }) }, { dir, compactEveryMs: 0, maxPackBytes: 256 * 1024 });
await backend.start();

const keyOf = (n: number) => `acme/ab/${createHash('sha256').update(`${round}:${n}`).digest('hex').replace(/^../, 'ab')}.obj`;
let next = 0;
const sha = (b: Buffer) => createHash('sha256').update(b).digest('hex');

async function writer(): Promise<never> {
  for (;;) {
    const n = next++;
    const items = Array.from({ length: 1 + (n % 5) }, (_, i) => ({ key: keyOf(n * 10 + i), bytes: randomBytes(200 + ((n * 37 + i * 911) % 6000)) }));
    for (const item of items) process.stdout.write(`try put ${item.key} ${sha(item.bytes)}\n`);
    await backend.putManyIfAbsent(items);
    for (const item of items) process.stdout.write(`ack put ${item.key} ${sha(item.bytes)}\n`);
    if (n % 7 === 3) {
      const bytes = randomBytes(300);
      process.stdout.write(`try replace ${items[0]!.key} ${sha(bytes)}\n`);
      await backend.replace(items[0]!.key, bytes);
      process.stdout.write(`ack replace ${items[0]!.key} ${sha(bytes)}\n`);
    }
    if (n % 11 === 5 && items.length > 1) {
      process.stdout.write(`try delete ${items[1]!.key} -\n`);
      await backend.delete(items[1]!.key);
      process.stdout.write(`ack delete ${items[1]!.key} -\n`);
    }
  }
}

process.stdout.write('ready\n');
await Promise.all(Array.from({ length: WRITERS }, () => writer()));

/**
 * Child process for the kill -9 test in local-log.test.ts: appends batches to a local log forever from
 * several concurrent appenders and prints `ack <batchId> <firstOffset> <recordCount>` for each
 * acknowledged batch. The parent SIGKILLs it at a random moment and checks the log.
 *
 * Usage: node --import tsx crash-writer-child.ts <dir> <round>
 * Record value layout: batchId u32 | index u16 | count u16 | padding (each byte = batchId & 0xff).
 */
import pino from 'pino';
import { createLocalLog } from '../../../platform/bus/local-log.ts';

const APPENDERS = 8;
const MAX_RECORDS_PER_BATCH = 8;
const MAX_PADDING_BYTES = 3000;

function encodeCrashValue(batchId: number, index: number, count: number, paddingBytes: number): Buffer {
  const value = Buffer.alloc(8 + paddingBytes, batchId & 0xff);
  value.writeUInt32BE(batchId, 0);
  value.writeUInt16BE(index, 4);
  value.writeUInt16BE(count, 6);
  return value;
}

async function runAppender(log: ReturnType<typeof createLocalLog>, round: number, appender: number): Promise<never> {
  for (let seq = 0; ; seq++) {
    const batchId = round * 1_000_000 + appender * 100_000 + seq;
    const count = 1 + Math.floor(Math.random() * MAX_RECORDS_PER_BATCH);
    const records = Array.from({ length: count }, (_, index) => ({
      key: `trace-${batchId}`,
      value: encodeCrashValue(batchId, index, count, Math.floor(Math.random() * MAX_PADDING_BYTES)),
    }));
    const result = await log.producer().append(records);
    if (result.status === 'ok') {
      process.stdout.write(`ack ${batchId} ${result.firstOffset} ${count}\n`);
    } else if (result.status === 'retryable') {
      await new Promise((resolve) => setTimeout(resolve, result.retryInMs));
    } else {
      process.stderr.write(`append failed: ${result.error.message}\n`);
      process.exit(2);
    }
  }
}

async function main(): Promise<void> {
  const [dir, roundText] = process.argv.slice(2);
  if (dir === undefined || roundText === undefined) throw new Error('usage: crash-writer-child.ts <dir> <round>');
  const log = createLocalLog(
    { logger: pino({ level: 'warn' }, pino.destination(2)) },
    // Small segments so that kills also land during segment rollover.
    { dir, maxSegmentBytes: 48 * 1024, maxTotalBytes: 1024 * 1024 * 1024 },
  );
  await log.start();
  process.stdout.write('ready\n');
  await Promise.all(Array.from({ length: APPENDERS }, (_, appender) => runAppender(log, Number(roundText), appender)));
}

main().catch((error: unknown) => {
  process.stderr.write(`${String(error)}\n`);
  process.exit(1);
});

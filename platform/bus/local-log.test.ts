import { spawn } from 'node:child_process';
import { constants } from 'node:fs';
import { mkdtemp, readdir, readFile, readlink, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pino from 'pino';
import { afterEach, describe, expect, test } from 'vitest';
import type { AppendResult, BusConsumer, BusRecord } from './bus.ts';
import type { LocalLog, LocalLogConfig } from './local-log.ts';
import { createLocalLog } from './local-log.ts';

const HERE = dirname(fileURLToPath(import.meta.url));
const REPO_ROOT = join(HERE, '..', '..');
const CRASH_WRITER = join(HERE, '../../test/support/bus/crash-writer-child.ts');

type LogLine = { level: number; msg: string; [key: string]: unknown };

const dirs: string[] = [];
const openLogs: LocalLog[] = [];

afterEach(async () => {
  for (const log of openLogs.splice(0)) await log.shutdown();
  for (const dir of dirs.splice(0)) await rm(dir, { recursive: true, force: true });
});

async function makeDir(): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'th-local-log-'));
  dirs.push(dir);
  return dir;
}

function openLog(dir: string, config: Partial<LocalLogConfig> = {}): { log: LocalLog; lines: LogLine[] } {
  const lines: LogLine[] = [];
  const logger = pino({ level: 'debug' }, { write: (line: string) => lines.push(JSON.parse(line) as LogLine) });
  const log = createLocalLog({ logger }, { dir, ...config });
  openLogs.push(log);
  return { log, lines };
}

async function startLog(dir: string, config: Partial<LocalLogConfig> = {}): Promise<{ log: LocalLog; lines: LogLine[] }> {
  const opened = openLog(dir, config);
  await opened.log.start();
  return opened;
}

function batch(prefix: string, count: number, valueBytes = 16): { key: string; value: Buffer }[] {
  return Array.from({ length: count }, (_, i) => ({ key: `${prefix}-${i}`, value: Buffer.alloc(valueBytes, `${prefix}:${i};`) }));
}

async function appendOk(log: LocalLog, records: { key: string; value: Buffer }[]): Promise<number> {
  const result = await log.producer().append(records);
  if (result.status !== 'ok') throw new Error(`append not ok: ${JSON.stringify(result)}`);
  return result.firstOffset;
}

/** Polls until nothing more arrives within a short wait. */
async function drain(consumer: BusConsumer, maxRecords = 1000): Promise<BusRecord[]> {
  const all: BusRecord[] = [];
  for (;;) {
    const records = await consumer.poll(maxRecords, 20);
    if (records.length === 0) return all;
    all.push(...records);
  }
}

async function segmentFiles(dir: string): Promise<string[]> {
  return (await readdir(dir)).filter((name) => name.endsWith('.log')).sort();
}

const warnings = (lines: LogLine[], text: string): LogLine[] => lines.filter((line) => line.level === 40 && line.msg.includes(text));

describe('local log', () => {
  test('append, poll and commit round trip', async () => {
    const dir = await makeDir();
    const { log } = await startLog(dir);
    const consumer = log.consumer('ingest');

    const first = await appendOk(log, batch('a', 2));
    const second = await appendOk(log, batch('b', 3));
    const records = await consumer.poll(10, 0);
    await consumer.commit(5);

    expect(first).toBe(0);
    expect(second).toBe(2);
    expect(records.map((r) => [r.offset, r.key])).toEqual([
      [0, 'a-0'],
      [1, 'a-1'],
      [2, 'b-0'],
      [3, 'b-1'],
      [4, 'b-2'],
    ]);
    expect(records[3]!.value.equals(Buffer.alloc(16, 'b:1;'))).toBe(true);
    const offsetFile = JSON.parse(await readFile(join(dir, 'consumers', 'ingest.offset'), 'utf8')) as { nextOffset: number };
    expect(offsetFile.nextOffset).toBe(5);
  });

  test('poll returns at most maxRecords and continues from its in-memory position', async () => {
    const dir = await makeDir();
    const { log } = await startLog(dir);
    const consumer = log.consumer('ingest');
    await appendOk(log, batch('a', 5));

    const firstPoll = await consumer.poll(2, 0);
    const secondPoll = await consumer.poll(2, 0);

    expect(firstPoll.map((r) => r.offset)).toEqual([0, 1]);
    expect(secondPoll.map((r) => r.offset)).toEqual([2, 3]);
  });

  test('a restarted log keeps records, continues offsets and resumes from the committed position', async () => {
    const dir = await makeDir();
    const first = await startLog(dir);
    await appendOk(first.log, batch('a', 3));
    await appendOk(first.log, batch('b', 2));
    const consumer = first.log.consumer('ingest');
    await consumer.poll(4, 0);
    await consumer.commit(2);
    await first.log.shutdown();

    const { log } = await startLog(dir);
    const resumed = await drain(log.consumer('ingest'));
    const nextOffset = await appendOk(log, batch('c', 1));

    expect(resumed.map((r) => r.key)).toEqual(['a-2', 'b-0', 'b-1']);
    expect(resumed[0]!.offset).toBe(2);
    expect(nextOffset).toBe(5);
  });

  test('poll waits for an append and wakes up when it is acknowledged', async () => {
    const dir = await makeDir();
    const { log } = await startLog(dir);
    const consumer = log.consumer('ingest');

    const startedAt = Date.now();
    const polled = consumer.poll(10, 10_000);
    setTimeout(() => void log.producer().append(batch('late', 1)), 100);
    const records = await polled;
    const elapsedMs = Date.now() - startedAt;

    expect(records.map((r) => r.key)).toEqual(['late-0']);
    expect(elapsedMs).toBeGreaterThanOrEqual(90);
    expect(elapsedMs).toBeLessThan(5_000);
  });

  test('poll returns [] after waitMs when nothing is appended', async () => {
    const dir = await makeDir();
    const { log } = await startLog(dir);
    const consumer = log.consumer('ingest');

    const startedAt = Date.now();
    const records = await consumer.poll(10, 150);
    const elapsedMs = Date.now() - startedAt;

    expect(records).toEqual([]);
    expect(elapsedMs).toBeGreaterThanOrEqual(140);
  });

  test('concurrent appends are serialized: each batch gets consecutive offsets', async () => {
    const dir = await makeDir();
    const { log } = await startLog(dir);
    // More appends than IOV_MAX (1024) so one group write needs several writev calls.
    const appenders = 3000;

    const results = await Promise.all(Array.from({ length: appenders }, (_, i) => log.producer().append(batch(`p${i}`, 3))));
    const records = await drain(log.consumer('ingest'), 10_000);

    expect(records).toHaveLength(appenders * 3);
    expect(records.map((r) => r.offset)).toEqual([...Array(appenders * 3).keys()]);
    results.forEach((result, i) => {
      if (result.status !== 'ok') throw new Error('append failed');
      const slice = records.slice(result.firstOffset, result.firstOffset + 3);
      expect(slice.map((r) => r.key)).toEqual([0, 1, 2].map((j) => `p${i}-${j}`));
    });
    expect(log.stats().writeGroupsTotal).toBeLessThan(appenders / 10);
  });

  test('rolls segments and deletes fully consumed ones, keeping the one still being read', async () => {
    const dir = await makeDir();
    const { log } = await startLog(dir, { maxSegmentBytes: 1024, maxTotalBytes: 1024 * 1024 });
    for (let i = 0; i < 20; i++) await appendOk(log, batch(`b${i}`, 2, 100));
    const before = await segmentFiles(dir);
    const sizes = await Promise.all(before.map(async (name) => (await stat(join(dir, name))).size));
    const bases = before.map((name) => Number(name.slice(0, 20)));
    const consumer = log.consumer('ingest');
    await drain(consumer);

    // A position inside the third segment: the first two are wholly consumed, the third is not.
    await consumer.commit(bases[2]! + 1);
    const afterPartial = await segmentFiles(dir);

    expect(before.length).toBeGreaterThanOrEqual(5);
    expect(Math.max(...sizes)).toBeLessThanOrEqual(1024);
    expect(bases[0]).toBe(0);
    expect(afterPartial).toEqual(before.slice(2));
  });

  test('once everything is consumed only the active segment remains', async () => {
    const dir = await makeDir();
    const { log } = await startLog(dir, { maxSegmentBytes: 1024, maxTotalBytes: 1024 * 1024 });
    for (let i = 0; i < 20; i++) await appendOk(log, batch(`b${i}`, 2, 100));
    const before = await segmentFiles(dir);
    const consumer = log.consumer('ingest');
    await drain(consumer);

    await consumer.commit(40);
    const after = await segmentFiles(dir);
    const nextOffset = await appendOk(log, batch('next', 1));

    expect(after).toEqual([before[before.length - 1]]);
    expect(log.stats().segmentCount).toBe(1);
    expect(nextOffset).toBe(40);
  });

  test('cleanup waits for the slowest consumer group', async () => {
    const dir = await makeDir();
    const { log } = await startLog(dir, { maxSegmentBytes: 1024, maxTotalBytes: 1024 * 1024 });
    const fast = log.consumer('fast');
    const slow = log.consumer('slow');
    for (let i = 0; i < 20; i++) await appendOk(log, batch(`b${i}`, 2, 100));
    const before = await segmentFiles(dir);

    await drain(fast);
    await fast.commit(40);
    const afterFast = await segmentFiles(dir);
    await drain(slow);
    await slow.commit(40);
    const afterSlow = await segmentFiles(dir);

    expect(afterFast).toEqual(before);
    expect(afterSlow).toEqual([before[before.length - 1]]);
  });

  test('a group known only from its offset file still holds back cleanup after a restart', async () => {
    const dir = await makeDir();
    const first = await startLog(dir, { maxSegmentBytes: 1024, maxTotalBytes: 1024 * 1024 });
    first.log.consumer('slow'); // created, never polls or commits
    await first.log.shutdown();
    const { log } = await startLog(dir, { maxSegmentBytes: 1024, maxTotalBytes: 1024 * 1024 });
    for (let i = 0; i < 20; i++) await appendOk(log, batch(`b${i}`, 2, 100));
    const before = await segmentFiles(dir);

    const fast = log.consumer('fast');
    await drain(fast);
    await fast.commit(40);

    expect(await segmentFiles(dir)).toEqual(before);
  });

  test('answers retryable full at the bound and accepts again after consumption', async () => {
    const dir = await makeDir();
    const { log, lines } = await startLog(dir, { maxSegmentBytes: 1024, maxTotalBytes: 4096 });
    const consumer = log.consumer('ingest');
    let accepted = 0;
    let refused: AppendResult | null = null;
    while (refused === null && accepted < 100) {
      const result = await log.producer().append(batch(`b${accepted}`, 2, 100));
      if (result.status === 'ok') accepted++;
      else refused = result;
    }
    const statsAtBound = log.stats();
    for (let i = 0; i < 4; i++) await log.producer().append(batch('again', 2, 100));

    expect(refused).toMatchObject({ status: 'retryable', reason: 'full' });
    expect(refused?.status === 'retryable' && refused.retryInMs).toBeGreaterThan(0);
    expect(statsAtBound.unconsumedBytes).toBeLessThanOrEqual(4096);
    expect(statsAtBound.unconsumedBytes).toBeGreaterThan(4096 - 300);
    expect(warnings(lines, 'refusing appends')).toHaveLength(1);

    const records = await drain(consumer);
    await consumer.commit(records[records.length - 1]!.offset + 1);
    const afterConsumption = await log.producer().append(batch('after', 2, 100));

    expect(records).toHaveLength(accepted * 2);
    expect(afterConsumption).toMatchObject({ status: 'ok', firstOffset: accepted * 2 });
    expect(log.stats().appendsRefusedFullTotal).toBe(5);
    expect(warnings(lines, 'accepting appends again')[0]).toMatchObject({ refusedAppends: 5 });
  });

  test('rejects a batch larger than a segment and records that are not key/Buffer pairs', async () => {
    const dir = await makeDir();
    const { log } = await startLog(dir, { maxSegmentBytes: 1024, maxTotalBytes: 4096 });

    const tooLarge = await log.producer().append(batch('big', 1, 2000));
    const badValue = await log.producer().append([{ key: 'k', value: 'not a buffer' as unknown as Buffer }]);

    expect(tooLarge.status === 'failed' && (tooLarge.error as Error & { code: string }).code).toBe('TH_ERR_BUS_BATCH_TOO_LARGE');
    expect(badValue.status === 'failed' && (badValue.error as Error & { code: string }).code).toBe('TH_ERR_BUS_INVALID_RECORD');
    expect(log.stats().logEndOffset).toBe(0);
  });

  test('shutdown waits for in-flight appends, is safe twice, and later appends fail with TH_ERR_BUS_CLOSED', async () => {
    const dir = await makeDir();
    const { log } = await startLog(dir);
    const consumer = log.consumer('ingest');
    // The first poll is woken by shutdown and returns what it has; the next one is refused.
    const waitingPoll = consumer
      .poll(10, 60_000)
      .then(() => consumer.poll(10, 60_000))
      .then(
        () => null,
        (error: unknown) => error,
      );

    const inFlight = Array.from({ length: 10 }, (_, i) => log.producer().append(batch(`s${i}`, 2)));
    await Promise.all([log.shutdown(), log.shutdown()]);
    const results = await Promise.all(inFlight);
    const afterShutdown = await log.producer().append(batch('late', 1));
    await log.shutdown();

    expect(results.every((r) => r.status === 'ok')).toBe(true);
    expect(afterShutdown.status === 'failed' && (afterShutdown.error as Error & { code: string }).code).toBe('TH_ERR_BUS_CLOSED');
    expect(await waitingPoll).toMatchObject({ code: 'TH_ERR_BUS_CLOSED' });
    const reopened = await startLog(dir);
    expect(reopened.log.stats().logEndOffset).toBe(20);
  });

  describe('recovery', () => {
    /** Three batches; returns the segment bytes and where the last batch starts. */
    async function buildSmallLog(): Promise<{ bytes: Buffer; lastBatchStart: number; segmentName: string }> {
      const dir = await makeDir();
      const { log } = await startLog(dir);
      await appendOk(log, batch('a', 2));
      await appendOk(log, batch('b', 1));
      const lastBatchStart = log.stats().diskBytes;
      await appendOk(log, batch('c', 2, 5));
      await log.shutdown();
      const [segmentName] = await segmentFiles(dir);
      return { bytes: await readFile(join(dir, segmentName!)), lastBatchStart, segmentName: segmentName! };
    }

    async function recoverFrom(bytes: Buffer, segmentName: string) {
      const dir = await makeDir();
      await writeFile(join(dir, segmentName), bytes);
      const { log, lines } = await startLog(dir);
      const keys = (await drain(log.consumer('check'))).map((r) => r.key);
      const sizeAfter = (await stat(join(dir, segmentName))).size;
      const nextOffset = await appendOk(log, batch('z', 1));
      await log.shutdown();
      return { keys, sizeAfter, nextOffset, tornWarnings: warnings(lines, 'torn tail') };
    }

    const COMPLETE = ['a-0', 'a-1', 'b-0'];

    test('torn tail: a cut at every byte inside the last batch recovers exactly the complete batches', async () => {
      const { bytes, lastBatchStart, segmentName } = await buildSmallLog();

      for (let cut = lastBatchStart; cut < bytes.length; cut++) {
        const recovered = await recoverFrom(bytes.subarray(0, cut), segmentName);

        expect(recovered.keys, `cut at ${cut}`).toEqual(COMPLETE);
        expect(recovered.sizeAfter).toBe(lastBatchStart);
        expect(recovered.nextOffset).toBe(3);
        expect(recovered.tornWarnings.map((w) => w.droppedBytes)).toEqual(cut > lastBatchStart ? [cut - lastBatchStart] : []);
      }
      const intact = await recoverFrom(bytes, segmentName); // negative control: nothing to drop
      expect(intact.keys).toEqual([...COMPLETE, 'c-0', 'c-1']);
      expect(intact.tornWarnings).toEqual([]);
    });

    test('corrupt tail: a flipped byte anywhere in the last batch drops exactly that batch', async () => {
      const { bytes, lastBatchStart, segmentName } = await buildSmallLog();

      for (let at = lastBatchStart; at < bytes.length; at++) {
        const corrupted = Buffer.from(bytes);
        corrupted[at] = corrupted[at]! ^ 0x40;
        const recovered = await recoverFrom(corrupted, segmentName);

        expect(recovered.keys, `flip at ${at}`).toEqual(COMPLETE);
        expect(recovered.tornWarnings.map((w) => w.droppedBytes)).toEqual([bytes.length - lastBatchStart]);
      }
    });

    test('garbage or zeros after the last batch are dropped and appends continue', async () => {
      const { bytes, segmentName } = await buildSmallLog();
      const tails = [Buffer.alloc(4096), Buffer.from('not a batch at all'), Buffer.from(bytes.subarray(0, 30))];

      for (const tail of tails) {
        const recovered = await recoverFrom(Buffer.concat([bytes, tail]), segmentName);

        expect(recovered.keys).toEqual([...COMPLETE, 'c-0', 'c-1']);
        expect(recovered.sizeAfter).toBe(bytes.length);
        expect(recovered.nextOffset).toBe(5);
        expect(recovered.tornWarnings.map((w) => w.droppedBytes)).toEqual([tail.length]);
      }
    });

    test('corruption inside an older segment fails start with TH_ERR_BUS_CORRUPT and changes nothing', async () => {
      const dir = await makeDir();
      const config = { maxSegmentBytes: 512, maxTotalBytes: 1024 * 1024 };
      const { log } = await startLog(dir, config);
      for (let i = 0; i < 12; i++) await appendOk(log, batch(`b${i}`, 2, 60));
      await log.shutdown();
      const files = await segmentFiles(dir);
      const oldest = join(dir, files[0]!);
      const original = await readFile(oldest);
      const control = await startLog(dir, config); // negative control: the intact log starts
      await control.log.shutdown();

      // One byte in the first batch's value, and the very last byte of the (sealed) segment.
      for (const at of [40, original.length - 1]) {
        const corrupted = Buffer.from(original);
        corrupted[at] = corrupted[at]! ^ 0x01;
        await writeFile(oldest, corrupted);
        const { log: broken, lines } = openLog(dir, config);

        await expect(broken.start()).rejects.toMatchObject({ code: 'TH_ERR_BUS_CORRUPT' });
        const logged = lines.find((line) => line.level === 50);
        expect(logged).toMatchObject({ file: files[0] });
        expect(logged!.position as number).toBeLessThanOrEqual(at);
        expect(logged!.position as number).toBeGreaterThan(at < 100 ? -1 : 0);
        expect((await readFile(oldest)).equals(corrupted)).toBe(true);
        expect(await segmentFiles(dir)).toEqual(files);
      }
      expect(files.length).toBeGreaterThan(2);
    });

    test('kill -9 loses no acknowledged batch and never exposes a partial batch', async () => {
      const dir = await makeDir();
      const acked = new Map<number, { firstOffset: number; count: number }>();

      for (let round = 1; round <= 4; round++) {
        await runCrashWriter(dir, round, acked);

        const { log } = await startLog(dir, { maxSegmentBytes: 48 * 1024 });
        const records = await drain(log.consumer(`verify-${round}`), 5000);
        await log.shutdown();
        const batches = new Map<number, BusRecord[]>();
        for (const record of records) {
          const batchId = record.value.readUInt32BE(0);
          batches.set(batchId, [...(batches.get(batchId) ?? []), record]);
        }

        for (const [batchId, recs] of batches) {
          const count = recs[0]!.value.readUInt16BE(6);
          expect(recs.map((r) => r.value.readUInt16BE(4)), `batch ${batchId} complete and in order`).toEqual([...Array(count).keys()]);
          expect(recs.map((r) => r.offset - recs[0]!.offset)).toEqual([...Array(count).keys()]);
          expect(recs.every((r) => r.value.subarray(8).every((byte) => byte === (batchId & 0xff)))).toBe(true);
        }
        for (const [batchId, ack] of acked) {
          expect(batches.get(batchId)?.[0]?.offset, `acknowledged batch ${batchId}`).toBe(ack.firstOffset);
          expect(batches.get(batchId)).toHaveLength(ack.count);
        }
        expect(records.map((r) => r.offset)).toEqual([...Array(records.length).keys()]);
      }
      expect(acked.size).toBeGreaterThan(20);
    });
  });

  test('group commit: prints appends/s for 1 and 32 concurrent appenders of ~10 KiB batches', async () => {
    const dir = await makeDir();
    const { log } = await startLog(dir);
    const records = batch('bench', 10, 1000); // 10 records x ~1 KiB

    async function measure(appenders: number, durationMs: number) {
      const before = log.stats();
      const startedAt = performance.now();
      let appends = 0;
      await Promise.all(
        Array.from({ length: appenders }, async () => {
          while (performance.now() - startedAt < durationMs) {
            await appendOk(log, records);
            appends++;
          }
        }),
      );
      const seconds = (performance.now() - startedAt) / 1000;
      const writeGroups = log.stats().writeGroupsTotal - before.writeGroupsTotal;
      return { appenders, appends, appendsPerSecond: Math.round(appends / seconds), writeGroups };
    }

    const single = await measure(1, 1500);
    const concurrent = await measure(32, 1500);
    console.log(
      `[local-log] 1 appender: ${single.appendsPerSecond} appends/s (${single.writeGroups} fsync groups); ` +
        `32 appenders: ${concurrent.appendsPerSecond} appends/s (${concurrent.writeGroups} fsync groups for ${concurrent.appends} appends)`,
    );

    expect(single.writeGroups).toBe(single.appends);
    expect(concurrent.writeGroups).toBeLessThan(concurrent.appends / 4);
  });
});

describe('local log durability', () => {
  /** The open flags (octal, as the kernel keeps them) of this process's descriptors on `file` that can write. */
  async function writableDescriptorFlags(file: string): Promise<number[]> {
    const flags: number[] = [];
    for (const fd of await readdir('/proc/self/fd')) {
      if ((await readlink(`/proc/self/fd/${fd}`).catch(() => '')) !== file) continue;
      const info = await readFile(`/proc/self/fdinfo/${fd}`, 'utf8').catch(() => '');
      const match = /^flags:\s*([0-7]+)$/m.exec(info);
      if (match && (parseInt(match[1]!, 8) & 0o3) !== constants.O_RDONLY) flags.push(parseInt(match[1]!, 8));
    }
    return flags;
  }

  test('writes the active segment through an O_DSYNC descriptor: at start, after a roll, and after a restart', async () => {
    expect(constants.O_DSYNC).toBeGreaterThan(0);
    const dir = await makeDir();
    const first = await startLog(dir, { maxSegmentBytes: 4096 });
    await appendOk(first.log, batch('a', 3));
    const [initial] = await segmentFiles(dir);
    // Start opens the last segment (here the one it created) to append to it.
    const atStart = await writableDescriptorFlags(join(dir, initial!));
    expect(atStart).toHaveLength(1);
    expect(atStart[0]! & 0o3).toBe(constants.O_RDWR);
    expect(atStart[0]! & constants.O_DSYNC).toBe(constants.O_DSYNC);

    for (const prefix of ['b', 'c', 'd']) await appendOk(first.log, batch(prefix, 20, 64)); // rolls
    const rolledTo = (await segmentFiles(dir)).at(-1)!;
    expect(rolledTo).not.toBe(initial);
    // A rolled-to segment: the descriptor createSegmentFile opened write-only, and none left on the first one.
    const afterRoll = await writableDescriptorFlags(join(dir, rolledTo));
    expect(afterRoll).toHaveLength(1);
    expect(afterRoll[0]! & 0o3).toBe(constants.O_WRONLY);
    expect(afterRoll[0]! & constants.O_DSYNC).toBe(constants.O_DSYNC);
    expect(await writableDescriptorFlags(join(dir, initial!))).toEqual([]);

    await first.log.shutdown();
    expect(await writableDescriptorFlags(join(dir, rolledTo))).toEqual([]);
    const second = await startLog(dir, { maxSegmentBytes: 4096 });
    await appendOk(second.log, batch('e', 1));
    const reopened = await writableDescriptorFlags(join(dir, (await segmentFiles(dir)).at(-1)!));
    expect(reopened).toHaveLength(1);
    expect(reopened[0]! & constants.O_DSYNC).toBe(constants.O_DSYNC);
    const keys = (await drain(second.log.consumer('ingest'))).map((r) => r.key);
    expect(keys).toHaveLength(3 + 60 + 1);
    expect(keys.at(-1)).toBe('e-0');
  });
});

describe('local log file modes', () => {
  const modeOf = async (path: string) => (await stat(path)).mode & 0o777;

  /** Runs `fn` under a permissive umask (what a shell usually has), so explicit modes are what is tested. */
  async function withUmask<T>(mask: number, fn: () => Promise<T>): Promise<T> {
    const previous = process.umask(mask);
    try {
      return await fn();
    } finally {
      process.umask(previous);
    }
  }

  test('creates its directories 0700 and its segments and offset files 0600, even under umask 022', async () => {
    const dir = join(await makeDir(), 'bus');
    await withUmask(0o022, async () => {
      const { log } = await startLog(dir, { maxSegmentBytes: 4096 });
      for (const prefix of ['a', 'b', 'c']) await appendOk(log, batch(prefix, 20, 64)); // more than one segment
      const consumer = log.consumer('ingest');
      await drain(consumer);
      await consumer.commit(1);
    });
    const segments = (await readdir(dir)).filter((n) => n.endsWith('.log'));
    expect(segments.length).toBeGreaterThan(1);
    expect(await modeOf(dir)).toBe(0o700);
    expect(await modeOf(join(dir, 'consumers'))).toBe(0o700);
    for (const name of segments) expect(await modeOf(join(dir, name)), name).toBe(0o600);
    expect(await modeOf(join(dir, 'consumers', 'ingest.offset'))).toBe(0o600);
  });

  test('tightens the modes a log created by an older version left wider', async () => {
    const dir = join(await makeDir(), 'bus');
    const first = await startLog(dir);
    await appendOk(first.log, batch('a', 3));
    const consumer = first.log.consumer('ingest');
    await drain(consumer);
    await consumer.commit(3);
    await first.log.shutdown();
    const { chmod } = await import('node:fs/promises');
    const segment = join(dir, (await readdir(dir)).find((n) => n.endsWith('.log'))!);
    const offsetFile = join(dir, 'consumers', 'ingest.offset');
    await chmod(dir, 0o755);
    await chmod(join(dir, 'consumers'), 0o755);
    await chmod(segment, 0o644);
    await chmod(offsetFile, 0o644);
    // Control: the wide modes are really there before the restart.
    expect(await modeOf(segment)).toBe(0o644);

    await startLog(dir);
    expect(await modeOf(dir)).toBe(0o700);
    expect(await modeOf(join(dir, 'consumers'))).toBe(0o700);
    expect(await modeOf(segment)).toBe(0o600);
    expect(await modeOf(offsetFile)).toBe(0o600);
  });
});

/** Runs the crash writer until a random moment after its first acknowledgement, then SIGKILLs it. */
async function runCrashWriter(dir: string, round: number, acked: Map<number, { firstOffset: number; count: number }>): Promise<void> {
  const child = spawn(process.execPath, ['--import', 'tsx', CRASH_WRITER, dir, String(round)], {
    cwd: REPO_ROOT,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  let killTimer: NodeJS.Timeout | undefined;
  const killDelayMs = 50 + Math.floor(Math.random() * 400);
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  child.stdout.on('data', (chunk: Buffer) => {
    stdout += chunk.toString();
    if (killTimer === undefined && stdout.includes('ack ')) killTimer = setTimeout(() => child.kill('SIGKILL'), killDelayMs);
  });
  const exit = await new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.on('exit', (code, signal) => resolve({ code, signal })),
  );
  if (exit.signal !== 'SIGKILL') throw new Error(`crash writer exited on its own (${exit.code}): ${stderr}`);
  // Only complete lines count: a line cut by the kill was not (provably) acknowledged.
  for (const line of stdout.split('\n').slice(0, -1)) {
    const match = /^ack (\d+) (\d+) (\d+)$/.exec(line);
    if (match) acked.set(Number(match[1]), { firstOffset: Number(match[2]), count: Number(match[3]) });
  }
}

import { createServer } from 'node:net';
import kafkajs from 'kafkajs';
import type { LogEntry } from 'kafkajs';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { createKafkaLogCreator } from './kafka-log-creator.ts';

type LogLine = { level: number; msg: string; [key: string]: unknown };
const { logLevel } = kafkajs;

function capture() {
  const lines: LogLine[] = [];
  const logger = pino({ level: 'debug' }, { write: (line: string) => void lines.push(JSON.parse(line) as LogLine) });
  return { lines, log: createKafkaLogCreator(logger)() };
}

/** An entry shaped like kafkajs' own (network/connection.js logs `Response ${apiName}(key, version)` on a failed response). */
function entry(level: number, namespace: string, message: string, extra: Record<string, unknown> = {}): LogEntry {
  return { namespace, level, label: level === logLevel.ERROR ? 'ERROR' : 'WARN', log: { timestamp: new Date().toISOString(), logger: 'kafkajs', message, ...extra } };
}

describe('kafkajs log creator', () => {
  it('drops the CreateTopics error kafkajs logs for an existing topic, which the bus handles itself', () => {
    const { lines, log } = capture();
    log(entry(logLevel.ERROR, 'Connection', 'Response CreateTopics(key: 19, version: 3)', { broker: '127.0.0.1:9092', clientId: 'tracehold', error: 'Topic creation errors', correlationId: 3, size: 60 }));
    expect(lines).toEqual([]);
  });

  it('still logs other errors, with whitelisted fields only and never record data (control)', () => {
    const { lines, log } = capture();
    log(entry(logLevel.ERROR, 'Connection', 'Response Produce(key: 0, version: 7)', { broker: 'b:9092', error: 'The server experienced an unexpected error', key: 'trace-key', value: 'record-canary' }));
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ level: 50, msg: 'kafkajs: Response Produce(key: 0, version: 7)', kafkajs: 'Connection', broker: 'b:9092', error: 'The server experienced an unexpected error' });
    expect(JSON.stringify(lines)).not.toContain('record-canary');
    expect(JSON.stringify(lines)).not.toContain('trace-key');
  });

  it("logs a protocol error kafkajs retries by itself (the coordinator loading) as a warning, others stay errors", () => {
    const { lines, log } = capture();
    log(entry(logLevel.ERROR, 'Connection', 'Response FindCoordinator(key: 10, version: 2)', { broker: 'b:9092', error: "The coordinator is loading and hence can't process requests for this group", correlationId: 2 }));
    log(entry(logLevel.ERROR, 'Connection', 'Response Produce(key: 0, version: 7)', { broker: 'b:9092', error: 'The request included a message larger than the max message size the server will accept' }));
    expect(lines.map((l) => [l.level, l.retriable ?? false])).toEqual([
      [40, true],
      [50, false],
    ]);
  });

  it('keeps at most one line per message per window and ignores info and debug', () => {
    const { lines, log } = capture();
    for (let i = 0; i < 5; i++) log(entry(logLevel.WARN, 'Cluster', 'Could not connect', { retryCount: i }));
    log(entry(logLevel.INFO, 'Admin', 'Topic created'));
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ level: 40, retryCount: 0 });
  });

  it('receives real kafkajs entries: a connection refused is logged once, at error', async () => {
    // A port with nothing behind it: kafkajs logs its own "Connection error" through the creator.
    const server = createServer();
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const port = (server.address() as { port: number }).port;
    await new Promise((r) => server.close(r));
    const lines: LogLine[] = [];
    const logger = pino({ level: 'debug' }, { write: (line: string) => void lines.push(JSON.parse(line) as LogLine) });
    const kafka = new kafkajs.Kafka({ brokers: [`127.0.0.1:${port}`], logLevel: logLevel.WARN, logCreator: createKafkaLogCreator(logger), retry: { retries: 2, initialRetryTime: 20, maxRetryTime: 50 } });
    const admin = kafka.admin();
    await expect(admin.connect()).rejects.toThrow();
    const connectionErrors = lines.filter((l) => l.kafkajs === 'Connection' && l.level === 50);
    expect(connectionErrors.length).toBe(1);
    expect(connectionErrors[0]!.msg).toMatch(/^kafkajs: Connection error/);
  });
});

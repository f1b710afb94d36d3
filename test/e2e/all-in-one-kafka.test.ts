/**
 * The all-in-one can run on Kafka instead of the local log (TRACEHOLD_BUS=kafka): the real SDK's trace is
 * reconstructed, and a graceful stop drains what was acknowledged — with the collector in the all-in-one, and in
 * collector processes of its own (`collector.allInOneProcesses`), each of which then has its own Kafka producer.
 */
import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { ensureKafka } from '../support/kafka.ts';
import { flattenSpans, getJson, REPO_ROOT, startAllInOne, waitForTrace } from '../support/all-in-one-process.ts';
import { childrenOf } from '../support/processes.ts';

const run = promisify(execFile);

describe('all-in-one on Kafka', () => {
  it.each([1, 2])('reconstructs a trace sent by the real SDK, and keeps it across a restart (%i collector processes)', async (processes) => {
    const { brokers } = await ensureKafka();
    const topic = `test.allinone.${randomBytes(4).toString('hex')}.v1`;
    const env = {
      TRACEHOLD_BUS: 'kafka',
      TRACEHOLD_KAFKA_BROKERS: brokers.join(','),
      TRACEHOLD_KAFKA_TOPIC: topic,
      TRACEHOLD_KAFKA_PARTITIONS: '3',
      TRACEHOLD_ALL_IN_ONE_COLLECTOR_PROCESSES: String(processes),
    };
    const server = await startAllInOne({ env, yaml: 'tailSampling:\n  policies:\n    - { name: keep_all, type: always }\n' });
    try {
      expect(server.output()).toMatch(/bus\s+kafka/);
      expect(childrenOf(server.child.pid!)).toHaveLength(processes === 1 ? 0 : processes);
      const { stdout } = await run(process.execPath, ['--import', 'tsx', path.join(REPO_ROOT, 'test/apps/instrumented-app.ts'), 'http-proto'], {
        cwd: REPO_ROOT,
        env: { ...process.env, OTEL_EXPORTER_OTLP_ENDPOINT: server.otlpHttp, OTEL_LOG_LEVEL: 'error', TEST_CANARY: `K${randomBytes(6).toString('hex')}` },
        timeout: 60_000,
      });
      const { traceId } = JSON.parse(stdout.trim().split('\n').pop()!) as { traceId: string };
      const body = await waitForTrace(server.api, traceId, (b) => b && b.summary.pending === false && flattenSpans(b.spans).length === 4, 60_000);
      expect(body?.llmCalls).toHaveLength(1);
      expect(body.llmCalls[0].responseModel).toBe('gpt-4o-2024-08-06');
      expect(await server.stop()).toBe(0);

      const again = await startAllInOne({ dataDir: server.dataDir, env });
      try {
        const r = await getJson(`${again.api}/v1/traces/${traceId}`);
        expect(r.status).toBe(200);
        expect(flattenSpans(r.body.spans)).toHaveLength(4);
      } finally {
        await again.stop();
      }
    } finally {
      await server.stop();
    }
  }, 180_000);
});

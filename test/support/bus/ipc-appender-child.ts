/**
 * Child process for ipc-bus.test.ts: a collector process's side of the IPC bus. It appends `appends` batches
 * from `concurrency` appenders through `createIpcBus(process)` and sends the parent every append's result
 * ({ kind: 'test-results' }), then disconnects.
 *
 * Usage: fork('ipc-appender-child.ts', [appends, concurrency, timeoutMs], { serialization: 'advanced' })
 * Batch i has 1 + i % 4 records; record (i, j) has key `trace-<i>-<j>` and the value `ipcRecordValue(i, j)`.
 */
import { codeOf, isRetryable } from '../../../platform/errors/tracehold-error.ts';
import { createIpcBus, type IpcChannel } from '../../../platform/bus/ipc-bus.ts';
import { ipcRecordValue } from './ipc-record-value.ts';

export interface AppendOutcome {
  batch: number;
  records: number;
  status: string;
  firstOffset?: number;
  reason?: string;
  code?: string;
  retryable?: boolean;
}

const [appends, concurrency, timeoutMs] = process.argv.slice(2).map(Number) as [number, number, number];
const bus = createIpcBus(process as IpcChannel, { timeoutMs });
const results: AppendOutcome[] = [];
let next = 0;
await Promise.all(
  Array.from({ length: concurrency }, async () => {
    while (next < appends) {
      const batch = next++;
      const records = Array.from({ length: 1 + (batch % 4) }, (_, j) => ({ key: `trace-${batch}-${j}`, value: ipcRecordValue(batch, j) }));
      const r = await bus.producer().append(records);
      results.push({
        batch,
        records: records.length,
        status: r.status,
        ...(r.status === 'ok' ? { firstOffset: r.firstOffset } : {}),
        ...(r.status === 'retryable' ? { reason: r.reason } : {}),
        ...(r.status === 'failed' ? { code: codeOf(r.error), retryable: isRetryable(r.error) } : {}),
      });
    }
  }),
);
process.send!({ kind: 'test-results', results }, () => process.disconnect());

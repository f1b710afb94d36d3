/**
 * Replay runs are LLM calls too: each is written to the ledger (a child span of the original call in the same
 * trace, `replay_of` = `<traceId>/<spanId>`), with its output in the content store (trace-scoped, then under
 * the original's subject key when it had one, so erasing the subject reaches it) and a `content_objects` row
 * per part it used. Living in the original trace, runs are covered by the same holds, expiry and erasure.
 */
import { Buffer } from 'node:buffer';
import type { EncryptedContentStore } from '../../platform/content-store/encrypted-content-store.ts';
import type { StoreWriter } from '../../platform/store/create-store.ts';
import { CONTENT_OBJECT_SCHEMA, type ContentObjectMeta } from '../../schemas/content-object.ts';
import type { ContentPartRef, LedgerRecord } from '../../schemas/ledger.ts';
import { replayOfValue } from '../../schemas/replay.ts';
import type { AnswerFacts } from './providers/parse-response.ts';

/** What one finished run contributes. `output` is null for a failed run. */
export interface FinishedRun extends AnswerFacts {
  spanId: string;
  startMs: number;
  endMs: number;
  requestModel: string;
  sentParams: Record<string, unknown>;
  output: unknown | null;
  costUsd: number | null;
  priceVersion: string;
  /** '' when ok, else the error code. */
  error: string;
}

export interface RunRecorder {
  /** Stores the run's output and returns its reference and size; durable when it resolves. */
  storeOutput(output: unknown): Promise<{ ref: string; sizeBytes: number }>;
  /** Writes the ledger rows and content_objects rows of finished runs (their outputs already stored; '' = none). */
  writeRuns(runs: Array<FinishedRun & { outputRef: string; outputBytes: number }>): Promise<void>;
}

export function createRunRecorder(deps: { contentStore: EncryptedContentStore; writer: StoreWriter; original: LedgerRecord; nowMs: () => number }): RunRecorder {
  const { original } = deps;
  const ns = (ms: number): string => `${BigInt(Math.floor(ms)) * 1_000_000n}`;
  const num = (v: unknown): number | null => (typeof v === 'number' && Number.isFinite(v) ? v : null);

  return {
    async storeOutput(output) {
      const bytes = Buffer.from(JSON.stringify({ schema: CONTENT_OBJECT_SCHEMA, part: 'output', source: 'tracehold.replay', data: output }));
      const [put] = await deps.contentStore.putMany(original.tenant, [{ bytes, contentType: 'application/json', traceScope: original.traceId }]);
      if (original.subjectRef) {
        // Under the original's subject key: crypto-shredding the subject reaches the replay's outputs too.
        await deps.contentStore.attributeManyToSubject(original.tenant, original.subjectRef, original.traceId, [put!.ref]);
      }
      return { ref: put!.ref, sizeBytes: put!.sizeBytes };
    },

    async writeRuns(runs) {
      if (!runs.length) return;
      const records: LedgerRecord[] = [];
      const metas: ContentObjectMeta[] = [];
      for (const r of runs) {
        const stored = (ref: string): ContentPartRef => ({ ref, state: 'stored', reason: '' });
        const output: ContentPartRef = r.outputRef ? stored(r.outputRef) : { ref: '', state: 'not_captured', reason: 'replay_run_failed' };
        records.push({
          ...original,
          spanId: r.spanId,
          parentSpanId: original.spanId,
          startTimeUnixNano: ns(r.startMs),
          endTimeUnixNano: ns(r.endMs),
          serviceName: 'tracehold-replay',
          spanName: `replay ${original.spanName || original.operation || 'llm call'}`.slice(0, 256),
          sourceConvention: 'tracehold.replay',
          requestModel: r.requestModel,
          responseModel: r.responseModel,
          responseId: r.responseId,
          finishReasons: r.finishReason ? [r.finishReason] : [],
          temperature: num(r.sentParams['temperature']),
          topP: num(r.sentParams['top_p']),
          topK: num(r.sentParams['top_k']),
          seed: num(r.sentParams['seed']),
          requestParamsJson: JSON.stringify(r.sentParams),
          inputTokens: r.inputTokens,
          outputTokens: r.outputTokens,
          cachedInputTokens: r.cachedInputTokens,
          reasoningTokens: r.reasoningTokens,
          costUsd: r.costUsd,
          priceVersion: r.priceVersion,
          content: { ...original.content, output },
          statusCode: r.error ? 2 : 1,
          errorType: r.error,
          replayOf: replayOfValue(original.traceId, original.spanId),
          streamed: false,
          incomplete: false,
          incompleteReason: '',
          timeToFirstTokenMs: null,
          systemFingerprint: r.systemFingerprint,
          logicalCallId: '',
          attemptIndex: 0,
          attemptKind: '',
          cancelled: false,
          cancelReason: '',
          queueWaitMs: null,
          reportedCostUsd: null,
        });
        // One content_objects row per part the run used: retention, holds and erasure find them by trace.
        for (const part of ['input', 'system', 'tools', 'output'] as const) {
          const c = part === 'output' ? output : original.content[part];
          if (c.state !== 'stored') continue;
          metas.push({
            tenant: original.tenant,
            ref: c.ref,
            part,
            // Parts shared with the original are counted once (on the original's rows).
            sizeBytes: part === 'output' ? r.outputBytes : 0,
            contentType: 'application/json',
            traceId: original.traceId,
            spanId: r.spanId,
            createdAtMs: Math.floor(deps.nowMs()),
            ...(original.subjectRef ? { keyScope: 'subject' as const, subjectRef: original.subjectRef } : { keyScope: 'trace' as const }),
          });
        }
      }
      // Content rows first: a ledger row never names an object retention cannot find.
      await deps.writer.insertContentObjects(metas);
      await deps.writer.insertLedger(records);
    },
  };
}

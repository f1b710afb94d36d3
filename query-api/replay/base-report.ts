import type { LedgerRecord } from '../../schemas/ledger.ts';
import type { ReplayReport } from '../../schemas/replay.ts';
import type { ReplayTokenizer } from './report/tokenizer-for.ts';

/** The report of a replay before any run: the original call as recorded, nothing measured yet. */
export function baseReport(record: LedgerRecord, api: ReplayReport['original']['api'], model: string, tokenizer: ReplayTokenizer, n: number): ReplayReport {
  return {
    original: {
      traceId: record.traceId,
      spanId: record.spanId,
      provider: record.provider,
      api,
      requestModel: record.requestModel,
      model,
      responseId: record.responseId,
      outputChars: 0,
      outputTokens: 0,
      streamed: record.streamed,
    },
    streaming: {
      original: record.streamed,
      replayed: false,
      note:
        record.streamed === true
          ? 'the original was streamed; the replay was sent without streaming (the text is compared, not its chunking)'
          : 'sent without streaming',
    },
    tokenizer: { name: tokenizer.name, exact: tokenizer.exact, note: tokenizer.note },
    params: { sent: {}, notSent: [], assumed: [] },
    n,
    completed: 0,
    failed: 0,
    matchRate: { exact: { matches: 0, n: 0, rate: null, ci95: null }, normalized: { matches: 0, n: 0, rate: null, ci95: null } },
    distinct: [],
    commonPrefix: { chars: 0, tokens: 0 },
    divergenceHistogram: [],
    runs: [],
    totals: { costUsd: 0, unknownCostRuns: 0, inputTokens: 0, outputTokens: 0, wallMs: 0 },
    findings: [],
  };
}

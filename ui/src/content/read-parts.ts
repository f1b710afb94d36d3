import type { Api } from '../api/client.ts';
import type { ContentAnswer, ContentPartName, LlmCall } from '../api/types.ts';
import type { PartDocuments } from './conversation-view.tsx';

export const PARTS: readonly ContentPartName[] = ['system', 'input', 'output', 'tools'];

/** What reading one call's parts gave: the documents read, and per part the error of a read that failed. */
export interface PartsRead {
  documents: PartDocuments;
  failures: Partial<Record<ContentPartName, unknown>>;
}

/**
 * Reads every stored part of one call (GET /v1/content/:ref, named for its trace and span; each read audited by
 * the server). A part whose read fails (erased, expired) is reported, not thrown: the other parts still show.
 */
export async function readCallParts(api: Api, traceId: string, call: LlmCall, view: 'redacted' | 'raw', reason?: string): Promise<PartsRead> {
  const stored = PARTS.filter((p) => call.content[p].state === 'stored' && call.content[p].ref !== '');
  const out: PartsRead = { documents: {}, failures: {} };
  await Promise.all(
    stored.map(async (p) => {
      try {
        const answer = await api.get<ContentAnswer>(`/v1/content/${encodeURIComponent(call.content[p].ref)}`, { traceId, spanId: call.spanId, view, reason });
        out.documents[p] = answer.content;
      } catch (err) {
        out.failures[p] = err;
      }
    }),
  );
  return out;
}

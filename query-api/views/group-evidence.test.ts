import { describe, expect, it } from 'vitest';
import type { EvidenceItem } from '../../schemas/evidence.ts';
import { groupEvidence } from './group-evidence.ts';

const TRACE = '4bf92f3577b34da6a3ce929d0e0e4736';
const LLM = 'b7ad6b7169203331';

function item(over: Partial<EvidenceItem> & Pick<EvidenceItem, 'kind' | 'itemId' | 'detail'>): EvidenceItem {
  return { tenant: 'acme', traceId: TRACE, sourceSpanId: 'a1a1a1a1a1a1a1a1', llmSpanId: LLM, link: 'sibling', startTimeUnixNano: '1700000000001000000', endTimeUnixNano: '1700000000002000000', serviceName: 'rag', name: 'retrieve', ...over };
}

const doc = (rank: number, id: string) => ({ documentId: id, version: 'v3', score: 0.9 - rank / 10, source: 'kb://policies', collection: 'policies', rank, contentRef: '' });
const db = { system: 'postgresql', operation: 'SELECT', table: 'orders', statement: 'SELECT status FROM orders WHERE id = ?', durationMs: 3, rows: 1, status: 'ok', errorType: '' };
const tool = { toolName: 'lookup_order', callId: 'call_1', durationMs: 12, status: 'ok', errorType: '', argumentsRef: '', resultRef: '' };

describe('groupEvidence', () => {
  it('puts each item under the call it fed, by kind, documents in rank order, with ISO times', () => {
    const { byCall, unlinked } = groupEvidence(
      [
        item({ kind: 'document', itemId: 'a1a1a1a1a1a1a1a1:1', detail: doc(1, 'kb-refunds-3') }),
        item({ kind: 'document', itemId: 'a1a1a1a1a1a1a1a1:0', detail: doc(0, 'kb-delivery-12') }),
        item({ kind: 'db_statement', itemId: 'c2c2c2c2c2c2c2c2', sourceSpanId: 'c2c2c2c2c2c2c2c2', startTimeUnixNano: '1700000000000500000', detail: db }),
        item({ kind: 'tool_call', itemId: 'd3d3d3d3d3d3d3d3', link: 'parent', detail: tool }),
      ],
      new Set([LLM]),
    );
    const e = byCall.get(LLM)!;
    expect(e.documents.map((d) => [d.documentId, d.version, d.rank])).toEqual([['kb-delivery-12', 'v3', 0], ['kb-refunds-3', 'v3', 1]]);
    expect(e.documents[0]).toMatchObject({ link: 'sibling', startTimeIso: '2023-11-14T22:13:20.001Z', endTimeIso: '2023-11-14T22:13:20.002Z', score: 0.9 });
    expect(e.dbStatements).toEqual([expect.objectContaining({ statement: db.statement, rows: 1, table: 'orders' })]);
    expect(e.toolCalls).toEqual([expect.objectContaining({ toolName: 'lookup_order', link: 'parent' })]);
    expect(unlinked).toEqual({ documents: [], dbStatements: [], toolCalls: [] });
  });

  it('keeps items not linked, or linked to a call the ledger does not have, as unlinked', () => {
    const { byCall, unlinked } = groupEvidence(
      [item({ kind: 'db_statement', itemId: 'x', llmSpanId: '', link: '', detail: db }), item({ kind: 'tool_call', itemId: 'y', llmSpanId: 'ffffffffffffffff', link: 'timing', detail: tool })],
      new Set([LLM]),
    );
    expect(byCall.size).toBe(0);
    expect(unlinked.dbStatements.map((d) => d.itemId)).toEqual(['x']);
    expect(unlinked.toolCalls.map((d) => [d.itemId, d.link])).toEqual([['y', '']]);
  });
});

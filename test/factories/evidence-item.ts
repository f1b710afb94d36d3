/**
 * One factory per record (test material lives under test/): an EvidenceItem of each kind with every field
 * set to a non-default value, overridable field by field.
 */
import type { EvidenceItem, EvidenceKind } from '../../schemas/evidence.ts';

const DETAILS: Record<EvidenceKind, EvidenceItem['detail']> = {
  document: { documentId: 'kb-17', version: 'v3', score: 0.875, source: 's3://kb/refunds.md', collection: 'support-kb', rank: 1, contentRef: '' },
  db_statement: { system: 'postgresql', operation: 'SELECT', table: 'orders', statement: 'SELECT * FROM orders WHERE id = ?', durationMs: 3.5, rows: 2, status: 'ok', errorType: '' },
  tool_call: { toolName: 'lookup_order', callId: 'call_1', durationMs: 12.25, status: 'error', errorType: 'TimeoutError', argumentsRef: '', resultRef: '' },
};

export function evidenceItem(kind: EvidenceKind, over: Partial<EvidenceItem> = {}): EvidenceItem {
  return {
    tenant: 'acme',
    traceId: '4bf92f3577b34da6a3ce929d0e0e4736',
    kind,
    itemId: kind === 'document' ? '00f067aa0ba902b8:1' : '00f067aa0ba902b8',
    sourceSpanId: '00f067aa0ba902b8',
    llmSpanId: 'b7ad6b7169203331',
    link: kind === 'db_statement' ? 'timing' : 'parent',
    startTimeUnixNano: '1700000000001000000',
    endTimeUnixNano: '1700000000002000000',
    serviceName: 'chat-api',
    name: `${kind} span`,
    detail: structuredClone(DETAILS[kind]),
    ...over,
  };
}

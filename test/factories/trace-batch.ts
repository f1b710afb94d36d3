/**
 * One factory per record (test material lives under test/): a TraceBatch, the bus payload the collector
 * writes for one trace per export (schemas/bus-payload.ts): one LLM-call span and its ledger row, same
 * tenant and trace id, no content objects, overridable field by field.
 */
import { BUS_PAYLOAD_VERSION, type TraceBatch } from '../../schemas/bus-payload.ts';
import { ledgerRecord } from './ledger-record.ts';
import { span } from './span.ts';

/** A valid trace batch of tenant `acme` (what encodeBusBatch writes, decodeBusBatch reads back); `over` replaces fields. */
export function traceBatch(over: Partial<TraceBatch> = {}): TraceBatch {
  const tenant = over.tenant ?? 'acme';
  const traceId = over.traceId ?? '4bf92f3577b34da6a3ce929d0e0e4736';
  return {
    v: BUS_PAYLOAD_VERSION,
    tenant,
    traceId,
    receivedAtMs: 1_700_000_000_010,
    spans: [span({ tenant, traceId })],
    ledger: [ledgerRecord({ tenant, traceId })],
    contentObjects: [],
    ...over,
  };
}

/**
 * One factory per record (test material lives under test/): a complete LedgerRecord with neutral values,
 * overridable field by field, so a test states only what it is about.
 */
import { unknownLedgerRecord, type LedgerRecord } from '../../schemas/ledger.ts';

export function ledgerRecord(over: Partial<LedgerRecord> = {}): LedgerRecord {
  return {
    ...unknownLedgerRecord({ tenant: 'acme', traceId: '4bf92f3577b34da6a3ce929d0e0e4736', spanId: 'b7ad6b7169203331' }),
    parentSpanId: '00f067aa0ba902b7',
    startTimeUnixNano: '1700000000000000000',
    endTimeUnixNano: '1700000000005000000',
    serviceName: 'chat-api',
    spanName: 'chat gpt-4o',
    sourceConvention: 'gen_ai',
    operation: 'chat',
    provider: 'openai',
    requestModel: 'gpt-4o',
    responseModel: 'gpt-4o-2024-08-06',
    responseId: 'chatcmpl-1',
    finishReasons: ['stop'],
    ...over,
  };
}

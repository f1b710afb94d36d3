/**
 * OTLP/JSON → LogRecordData, following the OTLP/JSON rules (see decode-json.ts). Produces exactly what
 * decodeProtobufLogs produces for the same data.
 */
import type { DecodedLogsExport, LogRecordData } from '../../schemas/log.ts';
import type { OtlpDecodeLimits } from './decode-protobuf.ts';
import { InvalidField } from './invalid-field.ts';
import {
  asArray,
  asObject,
  asString,
  asUint32,
  asUint64,
  convertAnyValue,
  convertAttributes,
  parseEnum,
  parseJsonRequest,
  parseOptionalId,
  pick,
  readResource,
  readScope,
  requestLevel,
} from './json-reader.ts';
import { LOG_SPAN_ID_PROBLEM, LOG_TRACE_ID_PROBLEM, resolveEventName } from './log-record-fields.ts';
import { normalizeSeverityNumber, recordRejection, type RejectionTally } from './normalize-values.ts';
import { createShared, type RecordResource, type RecordScope } from './protobuf-values.ts';

/**
 * Decodes an OTLP/JSON ExportLogsServiceRequest. Same contract as decodeProtobufLogs: a record with a
 * malformed id or field is refused alone (partial success), OtlpDecodeError is thrown for a body that
 * cannot be accepted as a whole.
 */
export function decodeJsonLogs(body: Buffer, limits: OtlpDecodeLimits): DecodedLogsExport {
  const maxDepth = limits.maxAnyValueDepth;
  const request = parseJsonRequest(body, 'logs', maxDepth);

  const logs: LogRecordData[] = [];
  const rejections: RejectionTally = { count: 0, firstMessage: '' };
  const resourceLogsList = requestLevel('', () => asArray(pick(request, 'resourceLogs', 'resource_logs'), 'resourceLogs'));
  for (let r = 0; r < resourceLogsList.length; r++) {
    const rlPath = `resourceLogs[${r}]`;
    const { resource, scopeLogsList } = requestLevel(rlPath, () => {
      const rl = asObject(resourceLogsList[r], '') ?? {};
      return { resource: createShared(readResource(rl, maxDepth)), scopeLogsList: asArray(pick(rl, 'scopeLogs', 'scope_logs'), 'scopeLogs') };
    });
    for (let s = 0; s < scopeLogsList.length; s++) {
      const slPath = `${rlPath}.scopeLogs[${s}]`;
      const { scope, records } = requestLevel(slPath, () => {
        const sl = asObject(scopeLogsList[s], '') ?? {};
        return { scope: createShared(readScope(sl, maxDepth)), records: asArray(pick(sl, 'logRecords', 'log_records'), 'logRecords') };
      });
      for (let i = 0; i < records.length; i++) {
        try {
          logs.push(convertLogRecord(records[i], maxDepth, resource, scope));
        } catch (err) {
          if (!(err instanceof InvalidField)) throw err;
          recordRejection(rejections, err.describe(`${slPath}.logRecords[${i}]`));
        }
      }
    }
  }
  return { logs, rejectedLogRecords: rejections.count, rejectionMessage: rejections.firstMessage };
}

function convertLogRecord(raw: unknown, maxDepth: number, resource: () => RecordResource, scope: () => RecordScope): LogRecordData {
  const record = asObject(raw, '');
  if (!record) throw new InvalidField('', 'must be an object');
  // Values first: a nesting bomb refuses the request whatever else is wrong with the record, as in protobuf.
  const attributes = convertAttributes(pick(record, 'attributes', 'attributes'), maxDepth, 'attributes');
  const body = convertAnyValue(pick(record, 'body', 'body'), 1, maxDepth, 'body');
  const traceId = parseOptionalId(pick(record, 'traceId', 'trace_id'), 32);
  if (traceId === null) throw new InvalidField('traceId', LOG_TRACE_ID_PROBLEM.json);
  const spanId = parseOptionalId(pick(record, 'spanId', 'span_id'), 16);
  if (spanId === null) throw new InvalidField('spanId', LOG_SPAN_ID_PROBLEM.json);
  const fields: Omit<LogRecordData, 'resource' | 'scope'> = {
    tenant: '',
    timeUnixNano: asUint64(pick(record, 'timeUnixNano', 'time_unix_nano'), 'timeUnixNano'),
    observedTimeUnixNano: asUint64(pick(record, 'observedTimeUnixNano', 'observed_time_unix_nano'), 'observedTimeUnixNano'),
    severityNumber: parseEnum(pick(record, 'severityNumber', 'severity_number'), 'severityNumber', SEVERITY_NAMES, 'SEVERITY_NUMBER_', normalizeSeverityNumber),
    severityText: asString(pick(record, 'severityText', 'severity_text'), 'severityText'),
    body,
    attributes,
    droppedAttributesCount: asUint32(pick(record, 'droppedAttributesCount', 'dropped_attributes_count'), 'droppedAttributesCount'),
    flags: asUint32(pick(record, 'flags', 'flags'), 'flags'),
    traceId,
    spanId,
    eventName: resolveEventName(asString(pick(record, 'eventName', 'event_name'), 'eventName'), attributes),
  };
  return { ...fields, resource: resource(), scope: scope() };
}

/** SEVERITY_NUMBER_TRACE = 1 … SEVERITY_NUMBER_FATAL4 = 24, as in logs.proto. */
const SEVERITY_NAMES: Record<string, number> = { SEVERITY_NUMBER_UNSPECIFIED: 0 };
['TRACE', 'DEBUG', 'INFO', 'WARN', 'ERROR', 'FATAL'].forEach((level, i) => {
  SEVERITY_NAMES[`SEVERITY_NUMBER_${level}`] = 4 * i + 1;
  for (let n = 2; n <= 4; n++) SEVERITY_NAMES[`SEVERITY_NUMBER_${level}${n}`] = 4 * i + n;
});

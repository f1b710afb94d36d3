/**
 * OTLP/protobuf → LogRecordData, with the guarantees of decodeProtobufTraces: nesting of attributes and
 * bodies bounded by the wire pre-scan, 64-bit values exact, ids validated record by record.
 */
import type { DecodedLogsExport, LogRecordData } from '../../schemas/log.ts';
import type { OtlpDecodeLimits } from './decode-protobuf.ts';
import { opentelemetry } from './generated/otlp.js';
import { LOG_SPAN_ID_PROBLEM, LOG_TRACE_ID_PROBLEM, resolveEventName } from './log-record-fields.ts';
import { formatIdHex, isValidIdBytes, normalizeSeverityNumber, recordRejection, type RejectionTally } from './normalize-values.ts';
import {
  convertAnyValue,
  convertAttributes,
  convertResource,
  convertScope,
  createShared,
  decodeMessage,
  formatTime,
  type RecordResource,
  type RecordScope,
} from './protobuf-values.ts';
import { scanAnyValueDepth } from './scan-any-value-depth.ts';

type PbLogRecord = opentelemetry.proto.logs.v1.LogRecord.$Properties;

const ExportLogsServiceRequest = opentelemetry.proto.collector.logs.v1.ExportLogsServiceRequest;

/**
 * Decodes an OTLP/protobuf ExportLogsServiceRequest. A record whose trace_id or span_id has the wrong
 * length is refused alone (rejectedLogRecords, first reason in rejectionMessage); empty or all-zero ids
 * mean "no trace context". Throws OtlpDecodeError (TH_ERR_OTLP_UNDECODABLE, TH_ERR_OTLP_TOO_DEEP) for a
 * body that cannot be accepted as a whole. Records have tenant '' and share no objects.
 */
export function decodeProtobufLogs(body: Buffer, limits: OtlpDecodeLimits): DecodedLogsExport {
  const maxDepth = limits.maxAnyValueDepth;
  scanAnyValueDepth(body, 'logs', maxDepth);
  const request = decodeMessage('logs', maxDepth, () => ExportLogsServiceRequest.decode(body));

  const logs: LogRecordData[] = [];
  const rejections: RejectionTally = { count: 0, firstMessage: '' };
  const resourceLogsList = request.resourceLogs ?? [];
  for (let r = 0; r < resourceLogsList.length; r++) {
    const resourceLogs = resourceLogsList[r]!;
    const resource = createShared(convertResource(resourceLogs.resource, resourceLogs.schemaUrl, maxDepth));
    const scopeLogsList = resourceLogs.scopeLogs ?? [];
    for (let s = 0; s < scopeLogsList.length; s++) {
      const scopeLogs = scopeLogsList[s]!;
      const scope = createShared(convertScope(scopeLogs.scope, scopeLogs.schemaUrl, maxDepth));
      const records = scopeLogs.logRecords ?? [];
      for (let i = 0; i < records.length; i++) {
        const record = records[i]!;
        const traceId = idHex(record.traceId, 16);
        const spanId = idHex(record.spanId, 8);
        if (traceId === null || spanId === null) {
          const problem = traceId === null ? LOG_TRACE_ID_PROBLEM.protobuf : LOG_SPAN_ID_PROBLEM.protobuf;
          recordRejection(rejections, `resource_logs[${r}].scope_logs[${s}].log_records[${i}]: ${problem}`);
          continue;
        }
        logs.push(convertLogRecord(record, traceId, spanId, resource(), scope(), maxDepth));
      }
    }
  }
  return { logs, rejectedLogRecords: rejections.count, rejectionMessage: rejections.firstMessage };
}

/** Lowercase hex; '' for an empty or all-zero id (no context); null for a wrong length. */
function idHex(id: Uint8Array | null | undefined, length: number): string | null {
  if (!id || id.length === 0) return '';
  if (id.length !== length) return null;
  return isValidIdBytes(id, length) ? formatIdHex(id) : '';
}

function convertLogRecord(
  record: PbLogRecord,
  traceId: string,
  spanId: string,
  resource: RecordResource,
  scope: RecordScope,
  maxDepth: number,
): LogRecordData {
  const attributes = convertAttributes(record.attributes, maxDepth);
  return {
    tenant: '',
    timeUnixNano: formatTime(record.timeUnixNano),
    observedTimeUnixNano: formatTime(record.observedTimeUnixNano),
    severityNumber: normalizeSeverityNumber(record.severityNumber ?? 0),
    severityText: record.severityText ?? '',
    body: convertAnyValue(record.body, 1, maxDepth),
    attributes,
    droppedAttributesCount: record.droppedAttributesCount ?? 0,
    flags: (record.flags ?? 0) >>> 0,
    traceId,
    spanId,
    eventName: resolveEventName(record.eventName ?? '', attributes),
    resource,
    scope,
  };
}

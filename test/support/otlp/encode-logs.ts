/**
 * LogRecordData → OTLP ExportLogsServiceRequest (protobuf or JSON), for tests and benchmarks: records are
 * grouped by resource and scope as an SDK would. Encoding then decoding gives the same records (see
 * encode-values.ts for how attribute types are inferred).
 */
import type { LogRecordData } from '../../../schemas/log.ts';
import {
  groupByResourceAndScope,
  toJsonAnyValue,
  toJsonAttributes,
  toJsonResource,
  toJsonScope,
  toPbAnyValue,
  toPbAttributes,
  toPbResource,
  toPbScope,
} from './encode-values.ts';
import { toLongBits } from '../../../collector/otlp/long-bits.ts';
import { opentelemetry } from '../../../collector/otlp/generated/otlp.js';

type PbRequest = opentelemetry.proto.collector.logs.v1.ExportLogsServiceRequest.$Properties;

const ExportLogsServiceRequest = opentelemetry.proto.collector.logs.v1.ExportLogsServiceRequest;

/** Encodes log records as an OTLP/protobuf ExportLogsServiceRequest. */
export function encodeProtobufLogs(logs: LogRecordData[]): Uint8Array {
  const request = {
    resourceLogs: groupByResourceAndScope(logs).map((rg) => ({
      resource: toPbResource(rg.resource),
      schemaUrl: rg.resource.schemaUrl,
      scopeLogs: rg.scopes.map((sg) => ({
        scope: toPbScope(sg.scope),
        schemaUrl: sg.scope.schemaUrl,
        logRecords: sg.items.map((l) => ({
          timeUnixNano: toLongBits(l.timeUnixNano),
          observedTimeUnixNano: toLongBits(l.observedTimeUnixNano),
          severityNumber: l.severityNumber,
          severityText: l.severityText,
          ...(l.body === null ? {} : { body: toPbAnyValue(l.body) }),
          attributes: toPbAttributes(l.attributes),
          droppedAttributesCount: l.droppedAttributesCount,
          flags: l.flags,
          traceId: Buffer.from(l.traceId, 'hex'),
          spanId: Buffer.from(l.spanId, 'hex'),
          eventName: l.eventName,
        })),
      })),
    })),
  };
  // 64-bit fields are given as {low, high} words, which protobufjs' writer accepts like a Long.
  return ExportLogsServiceRequest.encode(request as unknown as PbRequest).finish();
}

/** Encodes log records as an OTLP/JSON ExportLogsServiceRequest (hex ids, integer enums, string int64s). */
export function encodeJsonLogs(logs: LogRecordData[]): string {
  return JSON.stringify({
    resourceLogs: groupByResourceAndScope(logs).map((rg) => ({
      resource: toJsonResource(rg.resource),
      schemaUrl: rg.resource.schemaUrl,
      scopeLogs: rg.scopes.map((sg) => ({
        scope: toJsonScope(sg.scope),
        schemaUrl: sg.scope.schemaUrl,
        logRecords: sg.items.map((l) => ({
          timeUnixNano: l.timeUnixNano,
          observedTimeUnixNano: l.observedTimeUnixNano,
          severityNumber: l.severityNumber,
          severityText: l.severityText,
          ...(l.body === null ? {} : { body: toJsonAnyValue(l.body) }),
          attributes: toJsonAttributes(l.attributes),
          droppedAttributesCount: l.droppedAttributesCount,
          flags: l.flags,
          traceId: l.traceId,
          spanId: l.spanId,
          eventName: l.eventName,
        })),
      })),
    })),
  });
}

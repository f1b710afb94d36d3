/**
 * SpanRecord → OTLP ExportTraceServiceRequest (protobuf or JSON), for tests and the benchmark load
 * generator: spans are grouped by resource and scope as an SDK would. Encoding then decoding gives the
 * same SpanRecords (see encode-values.ts for how attribute types are inferred).
 */
import type { SpanRecord } from '../../../schemas/span.ts';
import {
  groupByResourceAndScope,
  toJsonAttributes,
  toJsonResource,
  toJsonScope,
  toPbAttributes,
  toPbResource,
  toPbScope,
} from './encode-values.ts';
import { toLongBits } from '../../../collector/otlp/long-bits.ts';
import { opentelemetry } from '../../../collector/otlp/generated/otlp.js';

type PbRequest = opentelemetry.proto.collector.trace.v1.ExportTraceServiceRequest.$Properties;

const ExportTraceServiceRequest = opentelemetry.proto.collector.trace.v1.ExportTraceServiceRequest;

/** Encodes spans as an OTLP/protobuf ExportTraceServiceRequest. */
export function encodeProtobufTraces(spans: SpanRecord[]): Uint8Array {
  const request = {
    resourceSpans: groupByResourceAndScope(spans).map((rg) => ({
      resource: toPbResource(rg.resource),
      schemaUrl: rg.resource.schemaUrl,
      scopeSpans: rg.scopes.map((sg) => ({
        scope: toPbScope(sg.scope),
        schemaUrl: sg.scope.schemaUrl,
        spans: sg.items.map((s) => ({
          traceId: Buffer.from(s.traceId, 'hex'),
          spanId: Buffer.from(s.spanId, 'hex'),
          parentSpanId: Buffer.from(s.parentSpanId, 'hex'),
          traceState: s.traceState,
          flags: s.flags,
          name: s.name,
          kind: s.kind,
          startTimeUnixNano: toLongBits(s.startTimeUnixNano),
          endTimeUnixNano: toLongBits(s.endTimeUnixNano),
          attributes: toPbAttributes(s.attributes),
          droppedAttributesCount: s.droppedAttributesCount,
          events: s.events.map((e) => ({
            timeUnixNano: toLongBits(e.timeUnixNano),
            name: e.name,
            attributes: toPbAttributes(e.attributes),
            droppedAttributesCount: e.droppedAttributesCount,
          })),
          droppedEventsCount: s.droppedEventsCount,
          links: s.links.map((l) => ({
            traceId: Buffer.from(l.traceId, 'hex'),
            spanId: Buffer.from(l.spanId, 'hex'),
            traceState: l.traceState,
            attributes: toPbAttributes(l.attributes),
            droppedAttributesCount: l.droppedAttributesCount,
            flags: l.flags,
          })),
          droppedLinksCount: s.droppedLinksCount,
          status: { code: s.status.code, message: s.status.message },
        })),
      })),
    })),
  };
  // 64-bit fields are given as {low, high} words, which protobufjs' writer accepts like a Long.
  return ExportTraceServiceRequest.encode(request as unknown as PbRequest).finish();
}

/** Encodes spans as an OTLP/JSON ExportTraceServiceRequest (hex ids, integer enums, string int64s). */
export function encodeJsonTraces(spans: SpanRecord[]): string {
  return JSON.stringify({
    resourceSpans: groupByResourceAndScope(spans).map((rg) => ({
      resource: toJsonResource(rg.resource),
      schemaUrl: rg.resource.schemaUrl,
      scopeSpans: rg.scopes.map((sg) => ({
        scope: toJsonScope(sg.scope),
        schemaUrl: sg.scope.schemaUrl,
        spans: sg.items.map((s) => ({
          traceId: s.traceId,
          spanId: s.spanId,
          parentSpanId: s.parentSpanId,
          traceState: s.traceState,
          flags: s.flags,
          name: s.name,
          kind: s.kind,
          startTimeUnixNano: s.startTimeUnixNano,
          endTimeUnixNano: s.endTimeUnixNano,
          attributes: toJsonAttributes(s.attributes),
          droppedAttributesCount: s.droppedAttributesCount,
          events: s.events.map((e) => ({
            timeUnixNano: e.timeUnixNano,
            name: e.name,
            attributes: toJsonAttributes(e.attributes),
            droppedAttributesCount: e.droppedAttributesCount,
          })),
          droppedEventsCount: s.droppedEventsCount,
          links: s.links.map((l) => ({
            traceId: l.traceId,
            spanId: l.spanId,
            traceState: l.traceState,
            attributes: toJsonAttributes(l.attributes),
            droppedAttributesCount: l.droppedAttributesCount,
            flags: l.flags,
          })),
          droppedLinksCount: s.droppedLinksCount,
          status: { code: s.status.code, message: s.status.message },
        })),
      })),
    })),
  });
}

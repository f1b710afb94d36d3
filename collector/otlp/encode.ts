/**
 * SpanRecord → OTLP (protobuf or JSON), plus the receivers' response bodies. The trace encoders serve
 * tests and the benchmark load generator: they group spans by resource and scope as an SDK would.
 *
 * Attribute types are inferred from the JS value (safe integers → intValue, other numbers →
 * doubleValue, strings → stringValue), so an int64 or bytes value that the decoders turned into a
 * string comes back as a string value. Encoding then decoding gives the same SpanRecords.
 */
import type { AttrValue, Attributes, SpanRecord } from '../../schemas/span.ts';
import { google, opentelemetry } from './generated/otlp.js';

/** Wire encoding of an OTLP/HTTP request and of its response. */
export type OtlpFormat = 'protobuf' | 'json';

/** OTLP partial success: how many spans of an accepted export were refused, and why. */
export interface PartialSuccess {
  rejectedSpans: number;
  errorMessage: string;
}

/** A google.rpc.Status to send to a client; retryDelayMs adds a google.rpc.RetryInfo detail. */
export interface RpcStatus {
  /** A gRPC status code (google.rpc.Code). */
  code: number;
  message: string;
  retryDelayMs?: number;
}

type PbRequest = opentelemetry.proto.collector.trace.v1.ExportTraceServiceRequest.$Properties;

const ExportTraceServiceRequest = opentelemetry.proto.collector.trace.v1.ExportTraceServiceRequest;
const ExportTraceServiceResponse = opentelemetry.proto.collector.trace.v1.ExportTraceServiceResponse;
const RETRY_INFO_TYPE_URL = 'type.googleapis.com/google.rpc.RetryInfo';

/** Encodes spans as an OTLP/protobuf ExportTraceServiceRequest. */
export function encodeProtobufTraces(spans: SpanRecord[]): Uint8Array {
  const request = {
    resourceSpans: groupSpans(spans).map((rg) => ({
      resource: { attributes: toPbAttributes(rg.resource.attributes), droppedAttributesCount: rg.resource.droppedAttributesCount },
      schemaUrl: rg.resource.schemaUrl,
      scopeSpans: rg.scopes.map((sg) => ({
        scope: { name: sg.scope.name, version: sg.scope.version, attributes: toPbAttributes(sg.scope.attributes) },
        schemaUrl: sg.scope.schemaUrl,
        spans: sg.spans.map((s) => ({
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
    resourceSpans: groupSpans(spans).map((rg) => ({
      resource: { attributes: toJsonAttributes(rg.resource.attributes), droppedAttributesCount: rg.resource.droppedAttributesCount },
      schemaUrl: rg.resource.schemaUrl,
      scopeSpans: rg.scopes.map((sg) => ({
        scope: { name: sg.scope.name, version: sg.scope.version, attributes: toJsonAttributes(sg.scope.attributes) },
        schemaUrl: sg.scope.schemaUrl,
        spans: sg.spans.map((s) => ({
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

/**
 * The body of a successful export answer: an ExportTraceServiceResponse, with partial_success only
 * when spans were refused (an empty message otherwise, as the spec asks).
 */
export function encodeExportResponse(partial: PartialSuccess | undefined, format: OtlpFormat): Uint8Array {
  const hasPartial = partial !== undefined && (partial.rejectedSpans > 0 || partial.errorMessage !== '');
  if (format === 'json') {
    const body = hasPartial
      ? { partialSuccess: { rejectedSpans: String(partial.rejectedSpans), errorMessage: partial.errorMessage } }
      : {};
    return Buffer.from(JSON.stringify(body), 'utf8');
  }
  const message = hasPartial
    ? { partialSuccess: { rejectedSpans: toLongBits(String(partial.rejectedSpans)), errorMessage: partial.errorMessage } }
    : {};
  return ExportTraceServiceResponse.encode(
    message as unknown as opentelemetry.proto.collector.trace.v1.ExportTraceServiceResponse.$Properties,
  ).finish();
}

/**
 * A google.rpc.Status: the body of an OTLP/HTTP error answer (in the request's format), and, as
 * protobuf, the grpc-status-details-bin trailer of a gRPC error.
 */
export function encodeRpcStatus(status: RpcStatus, format: OtlpFormat): Uint8Array {
  const delayMs = status.retryDelayMs;
  const hasDelay = delayMs !== undefined && Number.isFinite(delayMs) && delayMs >= 0;
  const seconds = hasDelay ? Math.floor(delayMs / 1000) : 0;
  const nanos = hasDelay ? Math.round((delayMs - seconds * 1000) * 1e6) : 0;
  if (format === 'json') {
    const details = hasDelay
      ? [{ '@type': RETRY_INFO_TYPE_URL, retryDelay: `${seconds}${nanos ? `.${String(nanos).padStart(9, '0')}` : ''}s` }]
      : undefined;
    return Buffer.from(JSON.stringify({ code: status.code, message: status.message, ...(details ? { details } : {}) }), 'utf8');
  }
  const details = hasDelay
    ? [
        {
          type_url: RETRY_INFO_TYPE_URL,
          value: google.rpc.RetryInfo.encode({
            retryDelay: { seconds: toLongBits(String(seconds)), nanos },
          } as unknown as google.rpc.RetryInfo.$Properties).finish(),
        },
      ]
    : [];
  return google.rpc.Status.encode({ code: status.code, message: status.message, details }).finish();
}

// ------------------------------------------------------------------------------------------------

interface ResourceGroup {
  resource: SpanRecord['resource'];
  scopes: ScopeGroup[];
}

interface ScopeGroup {
  scope: SpanRecord['scope'];
  spans: SpanRecord[];
}

function groupSpans(spans: SpanRecord[]): ResourceGroup[] {
  const resources = new Map<string, { group: ResourceGroup; scopes: Map<string, ScopeGroup> }>();
  for (const span of spans) {
    const resourceKey = JSON.stringify(span.resource);
    let r = resources.get(resourceKey);
    if (!r) {
      r = { group: { resource: span.resource, scopes: [] }, scopes: new Map() };
      resources.set(resourceKey, r);
    }
    const scopeKey = JSON.stringify(span.scope);
    let sg = r.scopes.get(scopeKey);
    if (!sg) {
      sg = { scope: span.scope, spans: [] };
      r.scopes.set(scopeKey, sg);
      r.group.scopes.push(sg);
    }
    sg.spans.push(span);
  }
  return [...resources.values()].map((r) => r.group);
}

/** A decimal (possibly negative) 64-bit integer as the two 32-bit words protobufjs writes. */
function toLongBits(decimal: string): { low: number; high: number } {
  const value = BigInt(decimal);
  return { low: Number(value & 0xffffffffn) | 0, high: Number((value >> 32n) & 0xffffffffn) | 0 };
}

type PbAnyValueLike = Record<string, unknown>;

function toPbAttributes(attributes: Attributes): { key: string; value: PbAnyValueLike }[] {
  return Object.keys(attributes).map((key) => ({ key, value: toPbAnyValue(attributes[key]!) }));
}

function toPbAnyValue(value: AttrValue): PbAnyValueLike {
  if (value === null) return {};
  if (typeof value === 'string') return { stringValue: value };
  if (typeof value === 'boolean') return { boolValue: value };
  if (typeof value === 'number') {
    return Number.isSafeInteger(value) ? { intValue: toLongBits(String(value)) } : { doubleValue: value };
  }
  if (Array.isArray(value)) return { arrayValue: { values: value.map(toPbAnyValue) } };
  return { kvlistValue: { values: toPbAttributes(value) } };
}

function toJsonAttributes(attributes: Attributes): { key: string; value: PbAnyValueLike }[] {
  return Object.keys(attributes).map((key) => ({ key, value: toJsonAnyValue(attributes[key]!) }));
}

function toJsonAnyValue(value: AttrValue): PbAnyValueLike {
  if (value === null) return {};
  if (typeof value === 'string') return { stringValue: value };
  if (typeof value === 'boolean') return { boolValue: value };
  if (typeof value === 'number') {
    if (Number.isSafeInteger(value)) return { intValue: String(value) };
    return { doubleValue: Number.isFinite(value) ? value : String(value) };
  }
  if (Array.isArray(value)) return { arrayValue: { values: value.map(toJsonAnyValue) } };
  return { kvlistValue: { values: toJsonAttributes(value) } };
}

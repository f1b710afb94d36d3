/**
 * OTLP/JSON → SpanRecord, following the OTLP/JSON rules: hex trace/span ids, enums as integers (names
 * accepted too), 64-bit integers as strings or numbers, lowerCamelCase keys (snake_case accepted),
 * unknown fields ignored, bytes as base64. Produces exactly what decodeProtobufTraces produces for the
 * same data.
 */
import type { DecodedExport, SpanEvent, SpanKind, SpanLink, SpanRecord, StatusCode } from '../../schemas/span.ts';
import type { OtlpDecodeLimits } from './decode-protobuf.ts';
import { InvalidField } from './invalid-field.ts';
import {
  asArray,
  asObject,
  asString,
  asUint32,
  asUint64,
  convertAttributes,
  isHexOfLength,
  isZeroId,
  parseEnum,
  parseId,
  parseJsonRequest,
  pick,
  readResource,
  readScope,
  requestLevel,
} from './json-reader.ts';
import { normalizeSpanKind, normalizeStatusCode, recordRejection, type RejectionTally } from './normalize-values.ts';
import { createShared } from './protobuf-values.ts';

/**
 * Decodes an OTLP/JSON ExportTraceServiceRequest. Same contract as decodeProtobufTraces: invalid spans
 * are refused one by one, OtlpDecodeError is thrown for a body that cannot be accepted as a whole.
 */
export function decodeJsonTraces(body: Buffer, limits: OtlpDecodeLimits): DecodedExport {
  const maxDepth = limits.maxAnyValueDepth;
  const request = parseJsonRequest(body, 'traces', maxDepth);

  const spans: SpanRecord[] = [];
  const rejections: RejectionTally = { count: 0, firstMessage: '' };
  const resourceSpansList = requestLevel('', () => asArray(pick(request, 'resourceSpans', 'resource_spans'), 'resourceSpans'));
  for (let r = 0; r < resourceSpansList.length; r++) {
    const rsPath = `resourceSpans[${r}]`;
    const { resource, scopeSpansList } = requestLevel(rsPath, () => {
      const rs = asObject(resourceSpansList[r], '') ?? {};
      return { resource: createShared(readResource(rs, maxDepth)), scopeSpansList: asArray(pick(rs, 'scopeSpans', 'scope_spans'), 'scopeSpans') };
    });
    for (let s = 0; s < scopeSpansList.length; s++) {
      const ssPath = `${rsPath}.scopeSpans[${s}]`;
      const { scope, spanList } = requestLevel(ssPath, () => {
        const ss = asObject(scopeSpansList[s], '') ?? {};
        return { scope: createShared(readScope(ss, maxDepth)), spanList: asArray(pick(ss, 'spans', 'spans'), 'spans') };
      });
      for (let i = 0; i < spanList.length; i++) {
        try {
          // The spans of a group share its resource and scope objects (see createShared).
          spans.push(convertSpan(spanList[i], maxDepth, resource, scope));
        } catch (err) {
          if (!(err instanceof InvalidField)) throw err;
          recordRejection(rejections, err.describe(`${ssPath}.spans[${i}]`));
        }
      }
    }
  }
  return { spans, rejectedSpans: rejections.count, rejectionMessage: rejections.firstMessage };
}

function convertSpan(raw: unknown, maxDepth: number, resource: () => SpanRecord['resource'], scope: () => SpanRecord['scope']): SpanRecord {
  const span = asObject(raw, '');
  if (!span) throw new InvalidField('', 'must be an object');
  const traceId = parseId(pick(span, 'traceId', 'trace_id'), 32);
  if (!traceId) throw new InvalidField('traceId', 'invalid trace_id (must be 32 hex characters, not all zero)');
  const spanId = parseId(pick(span, 'spanId', 'span_id'), 16);
  if (!spanId) throw new InvalidField('spanId', 'invalid span_id (must be 16 hex characters, not all zero)');
  const parentRaw = pick(span, 'parentSpanId', 'parent_span_id');
  let parentSpanId = '';
  if (parentRaw !== undefined && parentRaw !== '') {
    if (typeof parentRaw !== 'string' || !isHexOfLength(parentRaw, 16)) {
      throw new InvalidField('parentSpanId', 'invalid parent_span_id (must be empty or 16 hex characters)');
    }
    // An all-zero parent is how some SDKs spell "no parent".
    parentSpanId = isZeroId(parentRaw) ? '' : parentRaw.toLowerCase();
  }
  const status = asObject(pick(span, 'status', 'status'), 'status');
  const links = convertLinks(
    pick(span, 'links', 'links'),
    asUint32(pick(span, 'droppedLinksCount', 'dropped_links_count'), 'droppedLinksCount'),
    maxDepth,
  );
  const record: Omit<SpanRecord, 'resource' | 'scope'> = {
    tenant: '',
    traceId,
    spanId,
    parentSpanId,
    traceState: asString(pick(span, 'traceState', 'trace_state'), 'traceState'),
    flags: asUint32(pick(span, 'flags', 'flags'), 'flags'),
    name: asString(pick(span, 'name', 'name'), 'name'),
    kind: parseEnum(pick(span, 'kind', 'kind'), 'kind', SPAN_KIND_NAMES, 'SPAN_KIND_', normalizeSpanKind) as SpanKind,
    startTimeUnixNano: asUint64(pick(span, 'startTimeUnixNano', 'start_time_unix_nano'), 'startTimeUnixNano'),
    endTimeUnixNano: asUint64(pick(span, 'endTimeUnixNano', 'end_time_unix_nano'), 'endTimeUnixNano'),
    attributes: convertAttributes(pick(span, 'attributes', 'attributes'), maxDepth, 'attributes'),
    droppedAttributesCount: asUint32(pick(span, 'droppedAttributesCount', 'dropped_attributes_count'), 'droppedAttributesCount'),
    events: convertEvents(pick(span, 'events', 'events'), maxDepth),
    droppedEventsCount: asUint32(pick(span, 'droppedEventsCount', 'dropped_events_count'), 'droppedEventsCount'),
    links: links.links,
    droppedLinksCount: links.droppedLinksCount,
    status: {
      code: status ? (parseEnum(pick(status, 'code', 'code'), 'status.code', STATUS_CODE_NAMES, 'STATUS_CODE_', normalizeStatusCode) as StatusCode) : 0,
      message: status ? asString(pick(status, 'message', 'message'), 'status.message') : '',
    },
  };
  return { ...record, resource: resource(), scope: scope() };
}

function convertEvents(raw: unknown, maxDepth: number): SpanEvent[] {
  const list = asArray(raw, 'events');
  const out: SpanEvent[] = new Array(list.length);
  for (let i = 0; i < list.length; i++) {
    const e = asObject(list[i], 'events[]') ?? {};
    out[i] = {
      timeUnixNano: asUint64(pick(e, 'timeUnixNano', 'time_unix_nano'), 'events[].timeUnixNano'),
      name: asString(pick(e, 'name', 'name'), 'events[].name'),
      attributes: convertAttributes(pick(e, 'attributes', 'attributes'), maxDepth, 'events[].attributes'),
      droppedAttributesCount: asUint32(pick(e, 'droppedAttributesCount', 'dropped_attributes_count'), 'events[].droppedAttributesCount'),
    };
  }
  return out;
}

/** As in the protobuf decoder: a link with invalid ids is dropped and counted in droppedLinksCount. */
function convertLinks(raw: unknown, droppedLinksCount: number, maxDepth: number): { links: SpanLink[]; droppedLinksCount: number } {
  const list = asArray(raw, 'links');
  const links: SpanLink[] = [];
  let dropped = droppedLinksCount;
  for (const item of list) {
    const l = asObject(item, 'links[]') ?? {};
    const traceId = parseId(pick(l, 'traceId', 'trace_id'), 32);
    const spanId = parseId(pick(l, 'spanId', 'span_id'), 16);
    if (!traceId || !spanId) {
      dropped += 1;
      continue;
    }
    links.push({
      traceId,
      spanId,
      traceState: asString(pick(l, 'traceState', 'trace_state'), 'links[].traceState'),
      attributes: convertAttributes(pick(l, 'attributes', 'attributes'), maxDepth, 'links[].attributes'),
      droppedAttributesCount: asUint32(pick(l, 'droppedAttributesCount', 'dropped_attributes_count'), 'links[].droppedAttributesCount'),
      flags: asUint32(pick(l, 'flags', 'flags'), 'links[].flags'),
    });
  }
  return { links, droppedLinksCount: dropped };
}

const SPAN_KIND_NAMES: Record<string, SpanKind> = {
  SPAN_KIND_UNSPECIFIED: 0,
  SPAN_KIND_INTERNAL: 1,
  SPAN_KIND_SERVER: 2,
  SPAN_KIND_CLIENT: 3,
  SPAN_KIND_PRODUCER: 4,
  SPAN_KIND_CONSUMER: 5,
};

const STATUS_CODE_NAMES: Record<string, StatusCode> = { STATUS_CODE_UNSET: 0, STATUS_CODE_OK: 1, STATUS_CODE_ERROR: 2 };

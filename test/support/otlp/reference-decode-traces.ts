/**
 * The reference for the collector's one-pass traces decoder (collector/otlp/decode-protobuf.ts): the decoder it
 * replaced, kept for the property test that compares the two. OTLP/protobuf → SpanRecord, decoded with the
 * generated static code (collector/otlp/generated) and then converted, as the logs and metrics decoders still do.
 * A schema-aware, iterative pre-scan of the wire (scan-any-value-depth.ts) bounds attribute nesting first,
 * so that a hostile body of pure nesting is refused in time linear in the bytes scanned and without deep
 * recursion.
 */
import type { DecodedExport, SpanEvent, SpanLink, SpanRecord } from '../../../schemas/span.ts';
import { opentelemetry } from '../../../collector/otlp/generated/otlp.js';
import { formatIdHex, isValidIdBytes, normalizeSpanKind, normalizeStatusCode, recordRejection, type RejectionTally } from '../../../collector/otlp/normalize-values.ts';
import { convertAttributes, convertResource, convertScope, createShared, decodeMessage, formatTime } from '../../../collector/otlp/protobuf-values.ts';
import { scanAnyValueDepth } from '../../../collector/otlp/scan-any-value-depth.ts';
import type { OtlpDecodeLimits } from '../../../collector/otlp/decode-protobuf.ts';

type PbSpan = opentelemetry.proto.trace.v1.Span.$Properties;

/** Limits every OTLP decoder (protobuf and JSON, all signals) applies. */

const ExportTraceServiceRequest = opentelemetry.proto.collector.trace.v1.ExportTraceServiceRequest;

/**
 * Decodes an OTLP/protobuf ExportTraceServiceRequest. Spans with invalid ids are refused one by one
 * (counted in rejectedSpans, first reason in rejectionMessage); the rest is returned with tenant ''.
 * Throws OtlpDecodeError (TH_ERR_OTLP_UNDECODABLE, TH_ERR_OTLP_TOO_DEEP) for a body that cannot be
 * accepted as a whole. The returned records share no objects with each other or with `body`.
 */
export function referenceDecodeProtobufTraces(body: Buffer, limits: OtlpDecodeLimits): DecodedExport {
  const maxDepth = limits.maxAnyValueDepth;
  scanAnyValueDepth(body, 'traces', maxDepth);
  const request = decodeMessage('traces', maxDepth, () => ExportTraceServiceRequest.decode(body));

  const spans: SpanRecord[] = [];
  const rejections: RejectionTally = { count: 0, firstMessage: '' };
  const resourceSpansList = request.resourceSpans ?? [];
  for (let r = 0; r < resourceSpansList.length; r++) {
    const resourceSpans = resourceSpansList[r]!;
    // Each span gets its own resource/scope objects: processors own and may edit what they get.
    const resource = createShared(convertResource(resourceSpans.resource, resourceSpans.schemaUrl, maxDepth));
    const scopeSpansList = resourceSpans.scopeSpans ?? [];
    for (let s = 0; s < scopeSpansList.length; s++) {
      const scopeSpans = scopeSpansList[s]!;
      const scope = createShared(convertScope(scopeSpans.scope, scopeSpans.schemaUrl, maxDepth));
      const pbSpans = scopeSpans.spans ?? [];
      for (let i = 0; i < pbSpans.length; i++) {
        const pbSpan = pbSpans[i]!;
        const problem = checkSpanIds(pbSpan);
        if (problem) {
          recordRejection(rejections, `resource_spans[${r}].scope_spans[${s}].spans[${i}]: ${problem}`);
          continue;
        }
        spans.push(convertSpan(pbSpan, resource(), scope(), maxDepth));
      }
    }
  }
  return { spans, rejectedSpans: rejections.count, rejectionMessage: rejections.firstMessage };
}

function checkSpanIds(span: PbSpan): string | null {
  if (!span.traceId || !isValidIdBytes(span.traceId, 16)) return 'invalid trace_id (must be 16 bytes, not all zero)';
  if (!span.spanId || !isValidIdBytes(span.spanId, 8)) return 'invalid span_id (must be 8 bytes, not all zero)';
  const parent = span.parentSpanId;
  if (parent && parent.length !== 0 && parent.length !== 8) return 'invalid parent_span_id (must be empty or 8 bytes)';
  return null;
}

function convertSpan(
  span: PbSpan,
  resource: SpanRecord['resource'],
  scope: SpanRecord['scope'],
  maxDepth: number,
): SpanRecord {
  const parent = span.parentSpanId;
  // An all-zero parent is how some SDKs spell "no parent".
  const parentSpanId = parent && isValidIdBytes(parent, 8) ? formatIdHex(parent) : '';
  const status = span.status;
  return {
    tenant: '',
    traceId: formatIdHex(span.traceId!),
    spanId: formatIdHex(span.spanId!),
    parentSpanId,
    traceState: span.traceState ?? '',
    flags: (span.flags ?? 0) >>> 0,
    name: span.name ?? '',
    kind: normalizeSpanKind(span.kind ?? 0),
    startTimeUnixNano: formatTime(span.startTimeUnixNano),
    endTimeUnixNano: formatTime(span.endTimeUnixNano),
    attributes: convertAttributes(span.attributes, maxDepth),
    droppedAttributesCount: span.droppedAttributesCount ?? 0,
    events: convertEvents(span.events, maxDepth),
    droppedEventsCount: span.droppedEventsCount ?? 0,
    ...convertLinks(span.links, span.droppedLinksCount ?? 0, maxDepth),
    status: { code: normalizeStatusCode(status?.code ?? 0), message: status?.message ?? '' },
    resource,
    scope,
  };
}

function convertEvents(events: opentelemetry.proto.trace.v1.Span.Event.$Properties[] | null | undefined, maxDepth: number): SpanEvent[] {
  if (!events || events.length === 0) return [];
  const out: SpanEvent[] = new Array(events.length);
  for (let i = 0; i < events.length; i++) {
    const e = events[i]!;
    out[i] = {
      timeUnixNano: formatTime(e.timeUnixNano),
      name: e.name ?? '',
      attributes: convertAttributes(e.attributes, maxDepth),
      droppedAttributesCount: e.droppedAttributesCount ?? 0,
    };
  }
  return out;
}

/**
 * A link whose ids are invalid cannot be followed; it is dropped and counted in droppedLinksCount
 * (OTLP's own way of saying "links were lost") rather than failing its span.
 */
function convertLinks(
  links: opentelemetry.proto.trace.v1.Span.Link.$Properties[] | null | undefined,
  droppedLinksCount: number,
  maxDepth: number,
): { links: SpanLink[]; droppedLinksCount: number } {
  if (!links || links.length === 0) return { links: [], droppedLinksCount };
  const out: SpanLink[] = [];
  let dropped = droppedLinksCount;
  for (const l of links) {
    if (!l.traceId || !isValidIdBytes(l.traceId, 16) || !l.spanId || !isValidIdBytes(l.spanId, 8)) {
      dropped += 1;
      continue;
    }
    out.push({
      traceId: formatIdHex(l.traceId),
      spanId: formatIdHex(l.spanId),
      traceState: l.traceState ?? '',
      attributes: convertAttributes(l.attributes, maxDepth),
      droppedAttributesCount: l.droppedAttributesCount ?? 0,
      flags: (l.flags ?? 0) >>> 0,
    });
  }
  return { links: out, droppedLinksCount: dropped };
}

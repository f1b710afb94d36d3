/**
 * Wire pre-scan of an OTLP/protobuf request: walks only the fields on the paths that lead to AnyValue
 * (attributes, log bodies, exemplar attributes, metric metadata), with an explicit stack, so that a hostile
 * body of pure nesting is refused in time linear in the bytes scanned and without deep recursion — before
 * the generated (recursive) decoder sees it.
 */
import { tooDeepError, undecodableProtobufError, type OtlpSignal } from './otlp-decode-error.ts';

// Message kinds on the paths that lead to AnyValue (plain numbers: they index a table).
const Msg = {
  // common
  Resource: 0,
  Scope: 1,
  KeyValue: 2,
  AnyValue: 3,
  ArrayValue: 4,
  KvList: 5,
  // traces
  TracesRequest: 6,
  ResourceSpans: 7,
  ScopeSpans: 8,
  Span: 9,
  Event: 10,
  Link: 11,
  // logs
  LogsRequest: 12,
  ResourceLogs: 13,
  ScopeLogs: 14,
  LogRecord: 15,
  // metrics
  MetricsRequest: 16,
  ResourceMetrics: 17,
  ScopeMetrics: 18,
  Metric: 19,
  NumberPoints: 20,
  HistogramPoints: 21,
  ExponentialHistogramPoints: 22,
  SummaryPoints: 23,
  NumberDataPoint: 24,
  HistogramDataPoint: 25,
  ExponentialHistogramDataPoint: 26,
  SummaryDataPoint: 27,
  Exemplar: 28,
} as const;
type Msg = (typeof Msg)[keyof typeof Msg];
const MSG_KINDS = 29;

const ROOT: Readonly<Record<OtlpSignal, Msg>> = {
  traces: Msg.TracesRequest,
  logs: Msg.LogsRequest,
  metrics: Msg.MetricsRequest,
};

// Every field on those paths has a number below 16 (Span.flags = 16 is a fixed32, never followed).
const FIELDS_PER_MSG = 16;
/** CHILD[msg * 16 + field] = message type of that length-delimited field, or -1 to skip it. */
const CHILD = new Int8Array(MSG_KINDS * FIELDS_PER_MSG).fill(-1);
function child(parent: Msg, field: number, type: Msg): void {
  CHILD[parent * FIELDS_PER_MSG + field] = type;
}
// common/v1 and resource/v1
child(Msg.Resource, 1, Msg.KeyValue);
child(Msg.Scope, 3, Msg.KeyValue);
child(Msg.KeyValue, 2, Msg.AnyValue);
child(Msg.AnyValue, 5, Msg.ArrayValue);
child(Msg.AnyValue, 6, Msg.KvList);
child(Msg.ArrayValue, 1, Msg.AnyValue);
child(Msg.KvList, 1, Msg.KeyValue);
// trace/v1
child(Msg.TracesRequest, 1, Msg.ResourceSpans);
child(Msg.ResourceSpans, 1, Msg.Resource);
child(Msg.ResourceSpans, 2, Msg.ScopeSpans);
child(Msg.ScopeSpans, 1, Msg.Scope);
child(Msg.ScopeSpans, 2, Msg.Span);
child(Msg.Span, 9, Msg.KeyValue);
child(Msg.Span, 11, Msg.Event);
child(Msg.Span, 13, Msg.Link);
child(Msg.Event, 3, Msg.KeyValue);
child(Msg.Link, 4, Msg.KeyValue);
// logs/v1
child(Msg.LogsRequest, 1, Msg.ResourceLogs);
child(Msg.ResourceLogs, 1, Msg.Resource);
child(Msg.ResourceLogs, 2, Msg.ScopeLogs);
child(Msg.ScopeLogs, 1, Msg.Scope);
child(Msg.ScopeLogs, 2, Msg.LogRecord);
child(Msg.LogRecord, 5, Msg.AnyValue); // body: an AnyValue of depth 1, like an attribute value
child(Msg.LogRecord, 6, Msg.KeyValue);
// metrics/v1: exemplars and metadata are dropped by the decoders, but the generated decoder still
// builds them, so their nesting is bounded like everything else.
child(Msg.MetricsRequest, 1, Msg.ResourceMetrics);
child(Msg.ResourceMetrics, 1, Msg.Resource);
child(Msg.ResourceMetrics, 2, Msg.ScopeMetrics);
child(Msg.ScopeMetrics, 1, Msg.Scope);
child(Msg.ScopeMetrics, 2, Msg.Metric);
child(Msg.Metric, 5, Msg.NumberPoints); // gauge
child(Msg.Metric, 7, Msg.NumberPoints); // sum
child(Msg.Metric, 9, Msg.HistogramPoints);
child(Msg.Metric, 10, Msg.ExponentialHistogramPoints);
child(Msg.Metric, 11, Msg.SummaryPoints);
child(Msg.Metric, 12, Msg.KeyValue); // metadata
child(Msg.NumberPoints, 1, Msg.NumberDataPoint);
child(Msg.HistogramPoints, 1, Msg.HistogramDataPoint);
child(Msg.ExponentialHistogramPoints, 1, Msg.ExponentialHistogramDataPoint);
child(Msg.SummaryPoints, 1, Msg.SummaryDataPoint);
child(Msg.NumberDataPoint, 7, Msg.KeyValue);
child(Msg.NumberDataPoint, 5, Msg.Exemplar);
child(Msg.HistogramDataPoint, 9, Msg.KeyValue);
child(Msg.HistogramDataPoint, 8, Msg.Exemplar);
child(Msg.ExponentialHistogramDataPoint, 1, Msg.KeyValue);
child(Msg.ExponentialHistogramDataPoint, 11, Msg.Exemplar);
child(Msg.SummaryDataPoint, 7, Msg.KeyValue);
child(Msg.Exemplar, 7, Msg.KeyValue);

/**
 * Throws TH_ERR_OTLP_TOO_DEEP as soon as an AnyValue deeper than maxDepth is entered, and
 * TH_ERR_OTLP_UNDECODABLE for broken framing (lengths past their parent, truncated varints, groups,
 * which proto3 never produces). `signal` selects the request message `buf` holds. Stack size is
 * bounded by ~3 × maxDepth.
 */
export function scanAnyValueDepth(buf: Uint8Array, signal: OtlpSignal, maxDepth: number): void {
  const undecodable = () => undecodableProtobufError(signal);
  const root = ROOT[signal];
  const types: number[] = [root];
  const ends: number[] = [buf.length];
  let type: number = root;
  let end = buf.length;
  let anyDepth = 0;
  let pos = 0;
  const len = buf.length;

  for (;;) {
    if (pos >= end) {
      if (pos > end) throw undecodable();
      if (type === Msg.AnyValue) anyDepth -= 1;
      types.pop();
      ends.pop();
      if (types.length === 0) return;
      type = types[types.length - 1]!;
      end = ends[ends.length - 1]!;
      continue;
    }

    // Tag: a varint of at most 5 bytes.
    let tag = 0;
    let shift = 0;
    let byte: number;
    do {
      if (pos >= end || shift > 28) throw undecodable();
      byte = buf[pos++]!;
      tag += (byte & 0x7f) * 2 ** shift;
      shift += 7;
    } while (byte & 0x80);
    const field = Math.floor(tag / 8);
    const wireType = tag & 7;
    if (field === 0) throw undecodable();

    switch (wireType) {
      case 0: {
        let n = 0;
        do {
          if (pos >= end || n === 10) throw undecodable();
          n++;
        } while (buf[pos++]! & 0x80);
        break;
      }
      case 1:
        pos += 8;
        break;
      case 5:
        pos += 4;
        break;
      case 2: {
        let size = 0;
        shift = 0;
        do {
          if (pos >= end || shift > 28) throw undecodable();
          byte = buf[pos++]!;
          size += (byte & 0x7f) * 2 ** shift;
          shift += 7;
        } while (byte & 0x80);
        const childEnd = pos + size;
        if (childEnd > end || childEnd > len) throw undecodable();
        const childType = field < FIELDS_PER_MSG ? CHILD[type * FIELDS_PER_MSG + field]! : -1;
        if (childType < 0) {
          pos = childEnd;
          break;
        }
        if (childType === Msg.AnyValue) {
          anyDepth += 1;
          if (anyDepth > maxDepth) throw tooDeepError(maxDepth);
        }
        types.push(childType);
        ends.push(childEnd);
        type = childType;
        end = childEnd;
        break;
      }
      default:
        throw undecodable();
    }
  }
}

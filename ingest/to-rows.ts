import type { SpanRecord } from '../schemas/span.ts';
import type { LedgerRecord } from '../schemas/ledger.ts';
import type { ContentObjectMeta } from '../schemas/content-object.ts';
import type { LogRecordData } from '../schemas/log.ts';
import type { MetricPoint } from '../schemas/metric.ts';
import { createHash } from 'node:crypto';

/** Column rows for ClickHouse JSONEachRow inserts. Names match schemas/migrations. */
export type Row = Record<string, unknown>;

function serviceNameOf(item: { resource: { attributes: SpanRecord['resource']['attributes'] } }): string {
  const v = item.resource.attributes['service.name'];
  return typeof v === 'string' ? v : '';
}

export function toSpanRow(span: SpanRecord): Row {
  return {
    tenant: span.tenant,
    trace_id: span.traceId,
    span_id: span.spanId,
    parent_span_id: span.parentSpanId,
    trace_state: span.traceState,
    flags: span.flags,
    name: span.name,
    kind: span.kind,
    start_time_unix_nano: span.startTimeUnixNano,
    end_time_unix_nano: span.endTimeUnixNano,
    service_name: serviceNameOf(span),
    status_code: span.status.code,
    status_message: span.status.message,
    attributes_json: JSON.stringify(span.attributes),
    resource_json: JSON.stringify(span.resource),
    scope_name: span.scope.name,
    scope_version: span.scope.version,
    scope_json: JSON.stringify(span.scope),
    events_json: JSON.stringify(span.events),
    links_json: JSON.stringify(span.links),
    dropped_attributes_count: span.droppedAttributesCount,
    dropped_events_count: span.droppedEventsCount,
    dropped_links_count: span.droppedLinksCount,
  };
}

export function toTraceIndexInputRow(span: SpanRecord, isLlm: boolean): Row {
  return {
    tenant: span.tenant,
    trace_id: span.traceId,
    span_id: span.spanId,
    is_root: span.parentSpanId === '' ? 1 : 0,
    name: span.name,
    service_name: serviceNameOf(span),
    start_time_unix_nano: span.startTimeUnixNano,
    end_time_unix_nano: span.endTimeUnixNano,
    is_error: span.status.code === 2 ? 1 : 0,
    is_llm: isLlm ? 1 : 0,
  };
}

export function toLedgerRow(r: LedgerRecord): Row {
  return {
    tenant: r.tenant,
    trace_id: r.traceId,
    span_id: r.spanId,
    parent_span_id: r.parentSpanId,
    start_time_unix_nano: r.startTimeUnixNano,
    end_time_unix_nano: r.endTimeUnixNano,
    service_name: r.serviceName,
    span_name: r.spanName,
    source_convention: r.sourceConvention,
    operation: r.operation,
    provider: r.provider,
    request_model: r.requestModel,
    response_model: r.responseModel,
    response_id: r.responseId,
    finish_reasons: r.finishReasons,
    temperature: r.temperature,
    top_p: r.topP,
    top_k: r.topK,
    max_tokens: r.maxTokens,
    seed: r.seed,
    frequency_penalty: r.frequencyPenalty,
    presence_penalty: r.presencePenalty,
    stop_sequences: r.stopSequences,
    request_params_json: r.requestParamsJson,
    input_tokens: r.inputTokens,
    output_tokens: r.outputTokens,
    cached_input_tokens: r.cachedInputTokens,
    reasoning_tokens: r.reasoningTokens,
    cost_usd: r.costUsd,
    price_version: r.priceVersion,
    input_ref: r.content.input.ref,
    input_capture: r.content.input.state,
    input_capture_reason: r.content.input.reason,
    output_ref: r.content.output.ref,
    output_capture: r.content.output.state,
    output_capture_reason: r.content.output.reason,
    system_ref: r.content.system.ref,
    system_capture: r.content.system.state,
    system_capture_reason: r.content.system.reason,
    tools_ref: r.content.tools.ref,
    tools_capture: r.content.tools.state,
    tools_capture_reason: r.content.tools.reason,
    status_code: r.statusCode,
    error_type: r.errorType,
    subject_ref: r.subjectRef,
    conversation_id: r.conversationId,
    retrieved_document_ids: r.retrievedDocumentIds,
    replay_of: r.replayOf,
    streamed: r.streamed === null || r.streamed === undefined ? null : r.streamed ? 1 : 0,
    incomplete: r.incomplete ? 1 : 0,
    incomplete_reason: r.incompleteReason ?? '',
    time_to_first_token_ms: r.timeToFirstTokenMs ?? null,
    system_fingerprint: r.systemFingerprint ?? '',
    prompt_template_name: r.promptTemplateName ?? '',
    prompt_template_version: r.promptTemplateVersion ?? '',
  };
}

const CAPTURE_STATES: ReadonlySet<string> = new Set(['stored', 'not_captured', 'purged', 'erased']);

function num(v: unknown): number | null {
  if (v === null || v === undefined) return null;
  const n = typeof v === 'number' ? v : Number(v);
  return Number.isFinite(n) ? n : null;
}

function str(v: unknown): string {
  return typeof v === 'string' ? v : v === null || v === undefined ? '' : String(v);
}

function strList(v: unknown): string[] {
  return Array.isArray(v) ? v.map(str) : [];
}

function partOf(row: Row, name: string): LedgerRecord['content']['input'] {
  const state = str(row[`${name}_capture`]);
  return {
    ref: str(row[`${name}_ref`]),
    state: (CAPTURE_STATES.has(state) ? state : 'not_captured') as LedgerRecord['content']['input']['state'],
    reason: str(row[`${name}_capture_reason`]),
  };
}

/**
 * The inverse of toLedgerRow, for a row read back with `FORMAT JSONEachRow` (64-bit integers quoted). Used
 * when ingest rewrites a row written earlier (a subject or content learned after the row was stored).
 */
export function fromLedgerRow(row: Row): LedgerRecord {
  const streamed = row['streamed'];
  return {
    tenant: str(row['tenant']),
    traceId: str(row['trace_id']),
    spanId: str(row['span_id']),
    parentSpanId: str(row['parent_span_id']),
    startTimeUnixNano: str(row['start_time_unix_nano']),
    endTimeUnixNano: str(row['end_time_unix_nano']),
    serviceName: str(row['service_name']),
    spanName: str(row['span_name']),
    sourceConvention: str(row['source_convention']),
    operation: str(row['operation']),
    provider: str(row['provider']),
    requestModel: str(row['request_model']),
    responseModel: str(row['response_model']),
    responseId: str(row['response_id']),
    finishReasons: strList(row['finish_reasons']),
    temperature: num(row['temperature']),
    topP: num(row['top_p']),
    topK: num(row['top_k']),
    maxTokens: num(row['max_tokens']),
    seed: num(row['seed']),
    frequencyPenalty: num(row['frequency_penalty']),
    presencePenalty: num(row['presence_penalty']),
    stopSequences: strList(row['stop_sequences']),
    requestParamsJson: str(row['request_params_json']) || '{}',
    inputTokens: num(row['input_tokens']),
    outputTokens: num(row['output_tokens']),
    cachedInputTokens: num(row['cached_input_tokens']),
    reasoningTokens: num(row['reasoning_tokens']),
    costUsd: num(row['cost_usd']),
    priceVersion: str(row['price_version']),
    content: { input: partOf(row, 'input'), output: partOf(row, 'output'), system: partOf(row, 'system'), tools: partOf(row, 'tools') },
    statusCode: num(row['status_code']) ?? 0,
    errorType: str(row['error_type']),
    subjectRef: str(row['subject_ref']),
    conversationId: str(row['conversation_id']),
    retrievedDocumentIds: strList(row['retrieved_document_ids']),
    replayOf: str(row['replay_of']),
    streamed: streamed === null || streamed === undefined ? null : num(streamed) === 1,
    incomplete: num(row['incomplete']) === 1,
    incompleteReason: str(row['incomplete_reason']),
    timeToFirstTokenMs: num(row['time_to_first_token_ms']),
    systemFingerprint: str(row['system_fingerprint']),
    promptTemplateName: str(row['prompt_template_name']),
    promptTemplateVersion: str(row['prompt_template_version']),
  };
}

/** The inverse of toContentObjectRow (JSONEachRow output: DateTime64 as 'YYYY-MM-DD hh:mm:ss.sss'). */
export function fromContentObjectRow(row: Row): ContentObjectMeta {
  const created = Date.parse(`${str(row['created_at']).replace(' ', 'T')}Z`);
  const scope = str(row['key_scope']);
  const meta: ContentObjectMeta = {
    tenant: str(row['tenant']),
    ref: str(row['ref']),
    part: str(row['part']) as ContentObjectMeta['part'],
    sizeBytes: num(row['size_bytes']) ?? 0,
    contentType: str(row['content_type']),
    traceId: str(row['trace_id']),
    spanId: str(row['span_id']),
    createdAtMs: Number.isFinite(created) ? created : 0,
    subjectRef: str(row['subject_ref']),
  };
  if (scope === 'tenant' || scope === 'subject' || scope === 'trace') meta.keyScope = scope;
  return meta;
}

export function toContentObjectRow(m: ContentObjectMeta): Row {
  return {
    tenant: m.tenant,
    ref: m.ref,
    part: m.part,
    trace_id: m.traceId,
    span_id: m.spanId,
    size_bytes: m.sizeBytes,
    content_type: m.contentType,
    // DateTime64 text input is seconds with a fraction.
    created_at: (m.createdAtMs / 1000).toFixed(3),
    key_scope: m.keyScope ?? '',
    subject_ref: m.subjectRef ?? '',
  };
}

/**
 * A log record's row. Log records have no id of their own: `record_id` hashes what is stored, so a
 * redelivered record (at-least-once bus) replaces itself, while two different records never collide.
 */
export function toLogRow(log: LogRecordData): Row {
  const body_json = JSON.stringify(log.body ?? null);
  const attributes_json = JSON.stringify(log.attributes);
  const resource_json = JSON.stringify(log.resource);
  const record_id = createHash('sha256')
    .update(`${log.traceId}\0${log.spanId}\0${log.timeUnixNano}\0${log.observedTimeUnixNano}\0${log.severityNumber}\0${log.eventName}\0`)
    .update(body_json)
    .update('\0')
    .update(attributes_json)
    .update('\0')
    .update(resource_json)
    .digest('hex')
    .slice(0, 32);
  return {
    tenant: log.tenant,
    trace_id: log.traceId,
    span_id: log.spanId,
    record_id,
    time_unix_nano: log.timeUnixNano,
    observed_time_unix_nano: log.observedTimeUnixNano,
    severity_number: Math.max(0, Math.min(255, Math.trunc(log.severityNumber) || 0)),
    severity_text: log.severityText,
    event_name: log.eventName,
    service_name: serviceNameOf(log),
    body_json,
    attributes_json,
    resource_json,
    scope_name: log.scope.name,
    scope_version: log.scope.version,
    flags: log.flags,
    dropped_attributes_count: log.droppedAttributesCount,
  };
}

function finiteOrNull(v: number | string | null): number | string | null {
  if (v === null) return null;
  if (typeof v === 'number') return Number.isFinite(v) ? v : null;
  return /^-?\d+(\.\d+)?([eE][-+]?\d+)?$/.test(v) ? v : null;
}

/** A GenAI client metric data point's row; `point_id` makes a redelivered point replace itself. */
export function toMetricRow(p: MetricPoint): Row {
  const attributes_json = JSON.stringify(p.attributes);
  const resource_json = JSON.stringify(p.resource);
  const point_id = createHash('sha256')
    .update(`${p.name}\0${p.type}\0${p.startTimeUnixNano}\0${p.timeUnixNano}\0`)
    .update(attributes_json)
    .update('\0')
    .update(resource_json)
    .update('\0')
    .update(`${p.scope.name}\0${p.scope.version}`)
    .digest('hex')
    .slice(0, 32);
  return {
    tenant: p.tenant,
    name: p.name,
    point_id,
    description: p.description,
    unit: p.unit,
    type: p.type,
    temporality: p.temporality,
    is_monotonic: p.isMonotonic ? 1 : 0,
    start_time_unix_nano: p.startTimeUnixNano,
    time_unix_nano: p.timeUnixNano,
    service_name: serviceNameOf(p),
    attributes_json,
    resource_json,
    scope_name: p.scope.name,
    scope_version: p.scope.version,
    value: finiteOrNull(p.value),
    count: finiteOrNull(p.count),
    sum: p.sum !== null && Number.isFinite(p.sum) ? p.sum : null,
    min: p.min !== null && Number.isFinite(p.min) ? p.min : null,
    max: p.max !== null && Number.isFinite(p.max) ? p.max : null,
    bucket_counts: p.bucketCounts,
    explicit_bounds: p.explicitBounds.filter((b) => Number.isFinite(b)),
    details_json: p.detailsJson,
    flags: p.flags,
  };
}

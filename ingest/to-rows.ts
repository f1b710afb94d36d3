import type { SpanRecord } from '../schemas/span.ts';
import type { LedgerRecord } from '../schemas/ledger.ts';
import type { ContentObjectMeta } from '../schemas/content-object.ts';

/** Column rows for ClickHouse JSONEachRow inserts. Names match schemas/migrations. */
export type Row = Record<string, unknown>;

function serviceNameOf(span: SpanRecord): string {
  const v = span.resource.attributes['service.name'];
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
  };
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
  };
}

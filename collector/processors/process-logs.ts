/**
 * Collector processor for OTLP log records. GenAI content events — `gen_ai.client.inference.operation.details`,
 * the previous per-message events (`gen_ai.user.message`, `gen_ai.choice`, …) that instrumentations such as the
 * OpenTelemetry OpenAI instrumentation emit as LOG records — carry prompts and responses: their content goes to
 * the content store exactly like span content (same normalization, same objects, same keys), and becomes
 * attachments that ingest joins to the LLM call's ledger row by (trace id, span id), whichever arrives first.
 * The event itself is kept as a stub without its content. Every other record is kept as it is. Everything that
 * stays is redacted before it leaves (the caller's `redactLogs`).
 *
 * Output is grouped by trace, so that a trace's log records travel on the bus with its spans and share its
 * sampling decision; records without trace context are returned apart.
 */
import type { AttrValue, Attributes, SpanRecord } from '../../schemas/span.ts';
import type { LogRecordData } from '../../schemas/log.ts';
import type { ContentObjectMeta } from '../../schemas/content-object.ts';
import type { ContentAttachment, ContentEventCall } from '../../schemas/bus-payload.ts';
import { completionOf } from './build-ledger-record.ts';
import type { ContentPart } from '../../schemas/ledger.ts';
import type { ExtractCarrierContent } from './extract-llm-content.ts';
import {
  EVENT_CHOICE,
  EVENT_CONTENT_COMPLETION,
  EVENT_CONTENT_PROMPT,
  EVENT_OPERATION_DETAILS,
  GEN_AI_EVENT_CONTENT,
  MESSAGE_EVENT_ROLES,
} from './llm-conventions.ts';

/** Event names whose records carry LLM content. */
const CONTENT_EVENTS: ReadonlySet<string> = new Set([
  EVENT_OPERATION_DETAILS,
  EVENT_CHOICE,
  EVENT_CONTENT_PROMPT,
  EVENT_CONTENT_COMPLETION,
  ...MESSAGE_EVENT_ROLES.keys(),
]);

/**
 * Metadata a content event's stub keeps: what identifies the call, never what was said. Everything else on
 * a content event is dropped with its content (an allow list, so that a new content attribute never leaks).
 */
const STUB_KEEP_RE =
  /^(?:event\.name|gen_ai\.(?:system|provider\.name|operation\.name|request\.model|response\.(?:model|id|finish_reasons)|usage\.[a-z_.]+|conversation\.id)|server\.(?:address|port)|error\.type)$/;

/** Marks a stub; its value lists the content parts moved to the store. */
export const CONTENT_MOVED_ATTRIBUTE = 'tracehold.content.moved';

const ZERO_TRACE_ID = '0'.repeat(32);
const ZERO_SPAN_ID = '0'.repeat(16);

export interface ProcessedTraceLogs {
  logs: LogRecordData[];
  attachments: ContentAttachment[];
  contentObjects: ContentObjectMeta[];
}

export interface ProcessedLogs {
  /** By trace id. */
  byTrace: Map<string, ProcessedTraceLogs>;
  /** Records without trace context, and the content moved off such records. */
  untraced: { logs: LogRecordData[]; contentObjects: ContentObjectMeta[] };
  /** Content events moved to the store (stubs kept). */
  contentEvents: number;
}

export type ProcessLogs = (tenant: string, logs: LogRecordData[]) => Promise<ProcessedLogs>;

/**
 * `extractCarriers` stores content (resolves only when durable); `redactLogs` redacts records in place.
 * The input records are owned by the processor (they are modified).
 */
export function createProcessLogs(deps: {
  extractCarriers: ExtractCarrierContent;
  redactLogs?: (tenant: string, logs: LogRecordData[]) => Promise<LogRecordData[]>;
}): ProcessLogs {
  return async function processLogs(tenant, logs) {
    const groups = new Map<string, LogRecordData[]>();
    for (const log of logs) {
      log.tenant = tenant;
      if (!isContentEvent(log)) continue;
      // One carrier per call: every content event of a (trace, span). Events without span context cannot
      // join a call; each is its own carrier, and its content is still moved to the store.
      const key = log.traceId !== '' && log.spanId !== '' ? `${log.traceId}:${log.spanId}` : `:${groups.size}`;
      let group = groups.get(key);
      if (group === undefined) {
        group = [];
        groups.set(key, group);
      }
      group.push(log);
    }

    const byTrace = new Map<string, ProcessedTraceLogs>();
    const untraced: ProcessedLogs['untraced'] = { logs: [], contentObjects: [] };
    const forTrace = (traceId: string): ProcessedTraceLogs => {
      let t = byTrace.get(traceId);
      if (t === undefined) {
        t = { logs: [], attachments: [], contentObjects: [] };
        byTrace.set(traceId, t);
      }
      return t;
    };

    let contentEvents = 0;
    if (groups.size > 0) {
      const groupList = [...groups.values()];
      const carriers = groupList.map((g) => carrierOf(tenant, g));
      const extracted = await deps.extractCarriers(tenant, carriers, () => '');
      for (const meta of extracted.contentObjects) {
        if (meta.traceId === ZERO_TRACE_ID) untraced.contentObjects.push(meta);
        else forTrace(meta.traceId).contentObjects.push(meta);
      }
      extracted.results.forEach((result, i) => {
        const group = groupList[i]!;
        const traced = group[0]!.traceId !== '' && group[0]!.spanId !== '';
        const moved: string[] = [];
        const refs: Record<string, string> = {};
        for (const object of result.objects) {
          moved.push(object.part);
          refs[object.refAttribute] = object.ref;
        }
        if (traced) {
          const t = forTrace(result.span.traceId);
          const call = callOf(group);
          for (const part of Object.keys(result.sources) as ContentPart[]) {
            const ref = result.parts[part];
            if (ref.state !== 'stored') continue;
            const attachment: ContentAttachment = { spanId: result.span.spanId, part, ref: ref.ref, source: result.sources[part]!, call };
            if (part === 'output' && result.outputFinishReasons !== null) {
              // The events' call did not fail as far as they say (a failed call has no output message).
              const completion = completionOf(result.outputFinishReasons, { streamed: null, statusCode: 0, outputTokens: call.outputTokens });
              attachment.finishReasons = completion.finishReasons;
              attachment.endedWithoutFinish = completion.finishReasons.length === 0;
            }
            t.attachments.push(attachment);
          }
        }
        if (!extracted.extracted) return;
        for (const log of group) {
          contentEvents += 1;
          stubInPlace(log, [...new Set(moved)], refs);
        }
      });
    }

    const kept = deps.redactLogs ? await deps.redactLogs(tenant, logs) : logs;
    for (const log of kept) {
      if (log.traceId === '') untraced.logs.push(log);
      else forTrace(log.traceId).logs.push(log);
    }
    return { byTrace, untraced, contentEvents };
  };
}

/**
 * Whether a log record carries a conversation and is moved to the content store: a GenAI content event, or a record of
 * another emitter whose body is one — `{input: {messages: […]}, output: {messages: […]}}` (the ADOT conversation
 * records of Strands Agents and Bedrock AgentCore), `{messages: [{role, content}…]}`, `{input: [{role…}], output: […]}`,
 * as an object or as JSON text. The body's members then leave as input and output values (the unknown-convention names
 * of values.ts); its other members are not kept on the stub.
 */
export function isContentEvent(log: Pick<LogRecordData, 'eventName' | 'body'>): boolean {
  return CONTENT_EVENTS.has(log.eventName) || isConversationBody(log.body);
}

function isConversationBody(body: unknown): boolean {
  // A body sent as JSON text is read as the object it holds.
  if (typeof body === 'string') {
    const t = body.trimStart();
    // Parsed only when it names a member that may hold the messages and a role: JSON log lines are common.
    if (!t.startsWith('{') || !CONVERSATION_HINT_RE.test(t) || !/"(?:role|type)"/.test(t)) return false;
    try {
      body = JSON.parse(body);
    } catch {
      return false;
    }
  }
  if (body === null || typeof body !== 'object' || Array.isArray(body)) return false;
  const b = body as Record<string, unknown>;
  return CONVERSATION_MEMBERS.some((m) => isMessageList(b[m]) || hasMessages(b[m]));
}

/** Members of a body that hold a conversation's messages, as a list or under `messages`. */
const CONVERSATION_MEMBERS = ['messages', 'input', 'output', 'response'];
const CONVERSATION_HINT_RE = new RegExp(`"(?:${CONVERSATION_MEMBERS.join('|')})"\\s*:`);
/** What says an object is a message: its `role`, or LangChain's `type` of one. */
const MESSAGE_TYPES: ReadonlySet<string> = new Set(['human', 'ai', 'system', 'user', 'assistant', 'tool', 'function', 'developer']);

function hasMessages(v: unknown): boolean {
  return v !== null && typeof v === 'object' && !Array.isArray(v) && isMessageList((v as Record<string, unknown>)['messages']);
}

/** A list of messages: one object at least with a role (the Responses API's items mix messages and tool outputs). */
function isMessageList(v: unknown): boolean {
  if (!Array.isArray(v)) return false;
  for (const m of v) {
    if (m === null || typeof m !== 'object' || Array.isArray(m)) continue;
    const o = m as Record<string, unknown>;
    if (typeof o['role'] === 'string' || (typeof o['type'] === 'string' && MESSAGE_TYPES.has(o['type']))) return true;
  }
  return false;
}

const str = (v: unknown): string => (typeof v === 'string' ? v : '');

/** What the events of one call say about the call (the operation details event repeats the span's attributes). */
function callOf(group: LogRecordData[]): ContentEventCall & { outputTokens: number | null } {
  const first = group[0]!;
  const call: ContentEventCall & { outputTokens: number | null } = {
    timeUnixNano: first.timeUnixNano !== '0' ? first.timeUnixNano : first.observedTimeUnixNano,
    serviceName: str(first.resource.attributes['service.name']),
    provider: '',
    operation: '',
    requestModel: '',
    responseModel: '',
    responseId: '',
    outputTokens: null,
  };
  for (const log of group) {
    const a = log.attributes;
    call.provider ||= str(a['gen_ai.provider.name']) || str(a['gen_ai.system']);
    call.operation ||= str(a['gen_ai.operation.name']);
    call.requestModel ||= str(a['gen_ai.request.model']);
    call.responseModel ||= str(a['gen_ai.response.model']);
    call.responseId ||= str(a['gen_ai.response.id']);
    const tokens = a['gen_ai.usage.output_tokens'];
    if (call.outputTokens === null && typeof tokens === 'number') call.outputTokens = tokens;
  }
  return call;
}

/**
 * A synthetic span carrying the content events of one call, for the span content extractor. The operation
 * details event repeats the LLM span's attributes (content included): its attributes become the carrier's own,
 * so its content is normalized and stored exactly as the same content on the span would be — an instrumentation
 * sending both (openai-v2 SPAN_AND_EVENT) stores one object, not two. The previous per-message events stay events.
 */
function carrierOf(tenant: string, group: LogRecordData[]): SpanRecord {
  const first = group[0]!;
  const traced = first.traceId !== '' && first.spanId !== '';
  const time = first.timeUnixNano !== '0' ? first.timeUnixNano : first.observedTimeUnixNano;
  const attributes: Attributes = {};
  const events = group.filter((log) => log.eventName !== EVENT_OPERATION_DETAILS);
  for (const log of group) if (log.eventName === EVENT_OPERATION_DETAILS) Object.assign(attributes, eventAttributesOf(log));
  return {
    tenant,
    traceId: traced ? first.traceId : ZERO_TRACE_ID,
    spanId: traced ? first.spanId : ZERO_SPAN_ID,
    parentSpanId: '',
    traceState: '',
    flags: 0,
    name: 'tracehold.log_content_carrier',
    kind: 0,
    startTimeUnixNano: time,
    endTimeUnixNano: time,
    attributes,
    droppedAttributesCount: 0,
    events: events.map((log) => ({
      timeUnixNano: log.timeUnixNano !== '0' ? log.timeUnixNano : log.observedTimeUnixNano,
      name: log.eventName,
      attributes: eventAttributesOf(log),
      droppedAttributesCount: 0,
    })),
    droppedEventsCount: 0,
    links: [],
    droppedLinksCount: 0,
    status: { code: 0, message: '' },
    resource: first.resource,
    scope: first.scope,
  };
}

/**
 * A log event's body and attributes as one span event's attributes: the previous GenAI event shapes put the
 * message in the body (`{content, role, tool_calls}`, `{index, finish_reason, message}`); the operation
 * details event puts `gen_ai.input.messages` & co. in attributes (some emitters in the body).
 */
function eventAttributesOf(log: LogRecordData): Attributes {
  const attributes: Attributes = { ...log.attributes };
  const body = log.body;
  if (body !== null && typeof body === 'object' && !Array.isArray(body)) {
    for (const key of Object.keys(body)) attributes[key] = body[key] as AttrValue;
  } else if (typeof body === 'string' && body !== '') {
    const trimmed = body.trimStart();
    if (trimmed.startsWith('{')) attributes[GEN_AI_EVENT_CONTENT] = body;
    else attributes['content'] = body;
  } else if (Array.isArray(body)) {
    attributes['content'] = body;
  }
  return attributes;
}

/** Reduces a content event to what identifies it; its content now lives in the store. */
function stubInPlace(log: LogRecordData, movedParts: string[], refs: Record<string, string>): void {
  const attributes: Attributes = {};
  for (const key of Object.keys(log.attributes)) if (STUB_KEEP_RE.test(key)) attributes[key] = log.attributes[key] as AttrValue;
  for (const [key, ref] of Object.entries(refs)) attributes[key] = ref;
  attributes[CONTENT_MOVED_ATTRIBUTE] = movedParts;
  log.attributes = attributes;
  log.body = null;
}

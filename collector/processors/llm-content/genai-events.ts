/**
 * OpenTelemetry GenAI as span events: the previous per-message events (`gen_ai.user.message`, `gen_ai.choice`, …)
 * whose bodies are OpenAI-like messages, the previous `gen_ai.content.prompt` / `gen_ai.content.completion`
 * events and `gen_ai.prompt` / `gen_ai.completion` attributes, and the current
 * `gen_ai.client.inference.operation.details` event (its content attributes are genai-current.ts's).
 */
import type { SpanEvent } from '../../../schemas/span.ts';
import {
  EVENT_CHOICE,
  EVENT_CONTENT_COMPLETION,
  EVENT_CONTENT_PROMPT,
  EVENT_OPERATION_DETAILS,
  GEN_AI_COMPLETION,
  GEN_AI_EVENT_CONTENT,
  GEN_AI_PROMPT,
  MESSAGE_EVENT_ROLES,
} from '../llm-conventions.ts';
import { DROP, type Candidate, type ConventionAdapter, type PartCandidate } from './adapter.ts';
import { originalOf, type Verbatim } from './collect.ts';
import { sourceOf } from './genai-current.ts';
import { isObject, parseJsonText, type Json, type JsonObject } from './json.ts';
import { messagesCandidate, messagesHaveContent, toMessage } from './messages.ts';

type Slot = 'prompt' | 'completion';
type EventSlot = 'message' | 'choice' | 'contentEvent';

interface GenAiEventsContent {
  messageEvents: { role: string; event: SpanEvent }[];
  choiceEvents: SpanEvent[];
  prompt: Verbatim[];
  completion: Verbatim[];
}

export const genAiEvents: ConventionAdapter<GenAiEventsContent, Slot, EventSlot> = {
  name: 'gen_ai.events',
  exact: new Map<string, Slot>([
    [GEN_AI_PROMPT, 'prompt'],
    [GEN_AI_COMPLETION, 'completion'],
  ]),
  // The previous GenAI shapes are whole-message events.
  events: new Map<string, EventSlot>([
    ...[...MESSAGE_EVENT_ROLES.keys()].map((name): [string, EventSlot] => [name, 'message']),
    [EVENT_CHOICE, 'choice'],
    [EVENT_OPERATION_DETAILS, 'contentEvent'],
    [EVENT_CONTENT_PROMPT, 'contentEvent'],
    [EVENT_CONTENT_COMPLETION, 'contentEvent'],
  ]),
  newCollection: () => ({ messageEvents: [], choiceEvents: [], prompt: [], completion: [] }),
  classify(slot, key, value, c, event) {
    c()[slot].push({ key, value, event });
    return DROP;
  },
  claimEvent(slot, event, c, classify) {
    switch (slot) {
      case 'message':
        c().messageEvents.push({ role: MESSAGE_EVENT_ROLES.get(event.name) as string, event });
        return null;
      case 'choice':
        c().choiceEvents.push(event);
        return null;
      case 'contentEvent':
        // Content events: their other attributes repeat the span's, so the whole event goes.
        for (const key in event.attributes) classify(key, event.attributes[key] as Json, event.name);
        return null;
    }
  },
  candidates(col) {
    const offered: PartCandidate[] = [];
    if (col.messageEvents.length > 0) offered.push({ part: 'input', tier: 'secondary', candidate: messageEventsCandidate(col.messageEvents) });
    for (const v of col.prompt) {
      offered.push({ part: 'input', tier: 'secondary', candidate: messagesCandidate(sourceOf(v), v.value, 'user', originalOf(v), true) });
    }
    if (col.choiceEvents.length > 0) offered.push({ part: 'output', tier: 'secondary', candidate: choiceEventsCandidate(col.choiceEvents) });
    for (const v of col.completion) {
      offered.push({ part: 'output', tier: 'secondary', candidate: messagesCandidate(sourceOf(v), v.value, 'assistant', originalOf(v), true) });
    }
    return offered;
  },
};

function messageEventsCandidate(events: { role: string; event: SpanEvent }[]): Candidate {
  const data = events.map(({ role, event }) => {
    const body = eventBody(event);
    return toMessage(body, typeof body['role'] === 'string' ? body['role'] : role);
  });
  return {
    source: 'gen_ai.legacy_events',
    data,
    lossless: false,
    original: { events: events.map(({ event }) => ({ name: event.name, attributes: event.attributes })) },
    hasContent: messagesHaveContent(data),
  };
}

function choiceEventsCandidate(events: SpanEvent[]): Candidate {
  const choices = events.map((event, position) => {
    const body = eventBody(event);
    const index = typeof body['index'] === 'number' ? body['index'] : position;
    const messageValue = typeof body['message'] === 'string' ? parseJsonText(body['message']) : body['message'];
    const message = toMessage(isObject(messageValue) ? messageValue : body, 'assistant');
    if (typeof body['finish_reason'] === 'string') message['finish_reason'] = body['finish_reason'];
    return { index, message };
  });
  choices.sort((a, b) => a.index - b.index);
  const data = choices.map((c) => c.message);
  return {
    source: 'gen_ai.legacy_events',
    data,
    lossless: false,
    original: { events: events.map((event) => ({ name: event.name, attributes: event.attributes })) },
    hasContent: messagesHaveContent(data),
  };
}

/** A previous-shape event body: `gen_ai.event.content` JSON (Azure SDKs) or body-like attributes. */
function eventBody(event: SpanEvent): JsonObject {
  const attrs = event.attributes;
  const encoded = attrs[GEN_AI_EVENT_CONTENT];
  if (typeof encoded === 'string') {
    const parsed = parseJsonText(encoded);
    if (isObject(parsed)) return parsed;
  } else if (isObject(encoded)) {
    return encoded;
  }
  const body: JsonObject = {};
  for (const key in attrs) {
    if (key === 'gen_ai.system' || key === 'gen_ai.provider.name' || key === 'event.name') continue;
    const value = attrs[key] as Json;
    body[key] = key === 'tool_calls' && typeof value === 'string' ? (parseJsonText(value) ?? value) : value;
  }
  return body;
}

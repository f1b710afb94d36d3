import type { EntityType } from './entity-type.ts';
import { classifySecretName } from './secret-key-names.ts';

/**
 * Attribute keys whose value is personal data by definition: the whole value is one entity, whatever
 * it looks like. Decisions: pseudonymous ids (`enduser.pseudo.id`) are still personal data (GDPR
 * recital 26); `client.address` and the peer-address keys are the end user's address on server spans,
 * so they are IP (a hostname there is masked as IP too); `server.address` is not personal.
 */
const PERSONAL_KEYS: ReadonlyMap<string, EntityType> = new Map<string, EntityType>([
  ['enduser.id', 'USER'],
  ['enduser.pseudo.id', 'USER'],
  ['user.id', 'USER'],
  ['user.name', 'USER'],
  ['user.full_name', 'USER'],
  ['user.hash', 'USER'],
  ['enduser.email', 'EMAIL'],
  ['user.email', 'EMAIL'],
  ['enduser.phone', 'PHONE'],
  ['user.phone', 'PHONE'],
  ['client.address', 'IP'],
  ['client.ip', 'IP'],
  ['http.client_ip', 'IP'],
  ['net.peer.ip', 'IP'],
  ['net.sock.peer.addr', 'IP'],
  ['network.peer.address', 'IP'],
  ['source.address', 'IP'],
]);

const HEADER_PREFIXES = ['http.request.header.', 'http.response.header.', 'rpc.grpc.request.metadata.', 'rpc.grpc.response.metadata.'];
const IP_HEADERS = new Set(['x-forwarded-for', 'x-real-ip', 'forwarded', 'true-client-ip', 'cf-connecting-ip', 'x-client-ip']);

/**
 * The entity type that an attribute's key implies for its whole value, or null when the key says
 * nothing (then the value is scanned as text). Header attributes (`http.request.header.<name>`) are
 * HEADER when the header carries credentials (authorization, cookie, set-cookie, x-api-key, any
 * name containing token, secret or key) and IP for forwarding headers. Protected keys are never personal.
 */
export function classifyKey(key: string): EntityType | null {
  const direct = PERSONAL_KEYS.get(key);
  if (direct !== undefined) return direct;
  for (const prefix of HEADER_PREFIXES) {
    if (!key.startsWith(prefix)) continue;
    const header = key.slice(prefix.length).toLowerCase();
    if (IP_HEADERS.has(header)) return 'IP';
    return classifySecretName(header, true) !== null ? 'HEADER' : null;
  }
  return null;
}

const PROTECTED_KEYS = new Set([
  'trace_id', 'span_id', 'parent_span_id', 'traceid', 'spanid', 'parentspanid', 'trace.id', 'span.id',
  'trace.parent_id', 'parent.id', 'traceparent', 'tracestate',
  'gen_ai.request.model', 'gen_ai.response.model', 'gen_ai.response.id', 'gen_ai.operation.name',
  'gen_ai.provider.name', 'gen_ai.system', 'gen_ai.request.temperature', 'gen_ai.request.top_p',
  'gen_ai.request.top_k', 'gen_ai.request.max_tokens', 'gen_ai.request.seed', 'gen_ai.request.frequency_penalty',
  'gen_ai.request.presence_penalty', 'gen_ai.request.choice.count', 'gen_ai.request.encoding_formats',
  'gen_ai.response.finish_reasons', 'gen_ai.output.type', 'gen_ai.conversation.id', 'gen_ai.tool.name',
  'gen_ai.tool.call.id', 'gen_ai.tool.type', 'gen_ai.agent.id', 'gen_ai.agent.name', 'gen_ai.data_source.id',
  'llm.model_name', 'llm.request.model', 'llm.response.model', 'llm.request.type', 'llm.is_streaming',
  'llm.provider', 'llm.system', 'llm.invocation_parameters', 'openinference.span.kind',
  'http.response.status_code', 'http.status_code', 'http.request.method', 'http.method', 'http.route',
  'rpc.system', 'rpc.service', 'rpc.method', 'rpc.grpc.status_code', 'db.system', 'db.system.name',
  'db.operation', 'db.operation.name', 'server.port', 'client.port', 'network.protocol.name',
  'network.protocol.version', 'network.transport', 'url.scheme', 'service.name', 'service.version',
  'service.namespace', 'service.instance.id', 'deployment.environment', 'deployment.environment.name',
  'otel.status_code', 'error.type', 'exception.type', 'span.kind', 'thread.id', 'code.lineno',
  'code.function', 'code.function.name', 'duration', 'duration_ms', 'duration_ns',
]);
const PROTECTED_PREFIXES = ['tracehold.', 'gen_ai.usage.', 'llm.token_count.', 'llm.usage.', 'telemetry.sdk.', 'otel.'];
const PROTECTED_SUFFIXES = ['_ref', '.duration', '_duration', '.duration_ms', '_duration_ms', '.trace_id', '.span_id', '_ms', '_ns'];

/**
 * Keys that redaction must never touch: trace structure and ids, model names, token counts, durations,
 * status codes, content references (`*_ref`) and Tracehold's own attributes. Also applied to URL query
 * parameter names, so `?trace_id=…` keeps its value.
 */
export function isProtectedKey(key: string): boolean {
  if (PROTECTED_KEYS.has(key)) return true;
  const lower = key.toLowerCase();
  if (lower !== key && PROTECTED_KEYS.has(lower)) return true;
  for (const p of PROTECTED_PREFIXES) if (key.startsWith(p)) return true;
  for (const s of PROTECTED_SUFFIXES) if (key.endsWith(s)) return true;
  return false;
}

/** `llm.headers` (OpenLLMetry) and similar `*.headers` dumps: every sensitive header value goes. */
export function isHeaderDumpKey(key: string): boolean {
  return key === 'llm.headers' || key.endsWith('.headers') || key === 'headers';
}

/** Attributes that hold a bare query string (no leading `?`). */
export function isQueryStringKey(key: string): boolean {
  return key === 'url.query' || key === 'http.query' || key === 'http.request.query';
}

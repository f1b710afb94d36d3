/**
 * The JSON shapes the UI reads, mirrored from query-api/routes/*.ts and query-api/views/*.ts (only the fields the
 * UI uses). The server owns these shapes; a field the server adds is ignored here.
 */

export interface PartState {
  state: string;
  words: string;
}

export interface CostView {
  usd: number | null;
  display: string;
  priceVersion: string;
  reportedUsd: number | null;
  reportedDisplay: string;
}

export interface CostTotal {
  usd: number | null;
  unknownCount: number;
  display: string;
}

export interface ContentPartView {
  ref: string;
  state: string;
  reason: string;
  words: string;
}

export type ContentPartName = 'input' | 'system' | 'output' | 'tools';

interface EvidenceBase {
  itemId: string;
  sourceSpanId: string;
  link: string;
  name: string;
  serviceName: string;
  startTimeIso: string | null;
}

export interface DocumentView extends EvidenceBase {
  documentId: string;
  version: string;
  score: number | null;
  source: string;
  collection: string;
  rank: number;
  contentRef: string;
}

export interface DbStatementView extends EvidenceBase {
  system: string;
  operation: string;
  table: string;
  statement: string;
  durationMs: number;
  rows: number | null;
  status: string;
  errorType: string;
}

export interface ToolCallView extends EvidenceBase {
  toolName: string;
  callId: string;
  durationMs: number;
  status: string;
  errorType: string;
  argumentsRef: string;
  resultRef: string;
}

export interface CallEvidence {
  documents: DocumentView[];
  dbStatements: DbStatementView[];
  toolCalls: ToolCallView[];
}

export interface LlmCall {
  spanId: string;
  parentSpanId: string;
  traceId?: string;
  startTimeUnixNano: string;
  startTimeIso: string | null;
  durationMs: number;
  serviceName: string;
  spanName: string;
  operation: string;
  provider: string;
  requestModel: string;
  responseModel: string;
  responseId: string;
  finishReasons: string[];
  params: {
    temperature: number | null;
    topP: number | null;
    topK: number | null;
    maxTokens: number | null;
    seed: number | null;
    frequencyPenalty: number | null;
    presencePenalty: number | null;
    stopSequences: string[];
    asSent: unknown;
  };
  usage: { inputTokens: number | null; outputTokens: number | null; cachedInputTokens: number | null; reasoningTokens: number | null };
  cost: CostView;
  content: Record<ContentPartName, ContentPartView>;
  status: { code: number; errorType: string };
  subjectRef: string;
  conversationId: string;
  sessionId: string;
  replayOf: string;
  stream: { streamed: boolean | null; incomplete: boolean; incompleteReason: string; timeToFirstTokenMs: number | null };
  systemFingerprint: string;
  promptTemplate: { name: string; version: string };
  attempt: { logicalCallId: string; index: number; kind: string; outcome: string; cancelled: boolean; cancelReason: string; queueWaitMs: number | null };
  evidence?: CallEvidence;
}

export interface LogicalCall {
  logicalCallId: string;
  groupedBy: string;
  attemptSpanIds: string[];
  winnerSpanId: string | null;
  cancelledCount: number;
  cost: CostTotal;
}

export interface SpanNode {
  spanId: string;
  parentSpanId: string;
  name: string;
  kind: number;
  serviceName: string;
  startTimeUnixNano: string;
  endTimeUnixNano: string;
  durationMs: number;
  status: { code: number; message: string };
  orphan: boolean;
  children: SpanNode[];
}

export interface Sampling {
  decision: string;
  policy: string;
  early: boolean;
  withoutRoot: boolean;
  note: string;
}

export interface TraceSummary {
  pending: boolean;
  llmCallCount: number;
  sampling: Sampling;
  rootSpanId?: string;
  rootName?: string;
  rootService?: string;
  startTimeUnixNano?: string;
  startTimeIso?: string | null;
  endTimeUnixNano?: string;
  endTimeIso?: string | null;
  durationMs?: number;
  spanCount?: number;
  storedSpanCount?: number;
  errorSpanCount?: number;
  services?: string[];
  models?: string[];
  truncated?: boolean;
}

export interface RootRequest {
  present: boolean;
  words: string;
  service: string;
  name: string;
  route: string;
  httpStatus: number | null;
  error: boolean | null;
  durationMs: number | null;
}

export interface TraceRetention {
  holds: Array<{ holdId: string; matterId: string; scopeKind: string; sinceIso: string }>;
  deletions: Array<{ requestId: string; state: string }>;
  events: Array<{ action: string; kinds: string[]; cause: string; holdIds: string[]; atIso: string }>;
  unavailable?: boolean;
}

/** GET /v1/traces/:traceId */
export interface TraceLookup {
  traceId: string;
  tenant: string;
  summary: TraceSummary;
  root: RootRequest;
  spanTree: PartState;
  spans: SpanNode[];
  llmCalls: LlmCall[];
  logicalCalls: LogicalCall[];
  replayRuns: LlmCall[];
  evidence: PartState & { unlinked: CallEvidence };
  logs: unknown[];
  logsState: PartState;
  retention?: TraceRetention;
}

/** GET /v1/content/:ref */
export interface ContentAnswer {
  ref: string;
  view: 'redacted' | 'raw';
  contentType: string;
  createdAtMs: number;
  content: unknown;
}

export interface SearchWindow {
  from: string;
  to: string;
  /** Which ends the server chose (no `from`/`to` given). */
  defaulted?: unknown;
}

/** GET /v1/llm-calls */
export interface LlmCallPage {
  llmCalls: LlmCall[];
  nextCursor: string | null;
  window: SearchWindow;
}

export interface TraceItem {
  traceId: string;
  startTimeIso: string | null;
  durationMs: number;
  root: { service: string; name: string; route: string; httpStatus: number | null; isError: boolean };
  spanCount: number;
  llmCallCount: number;
  errorSpanCount: number;
  services: string[];
  models: string[];
  sampling: { decision: string; policy: string; withoutRoot: boolean };
}

/** GET /v1/traces */
export interface TracePage {
  traces: TraceItem[];
  nextCursor: string | null;
  window: SearchWindow;
}

export interface CostGroup {
  key?: string;
  calls: number;
  cost: CostTotal;
  reportedCost: { usd: number | null; calls: number };
  inputTokens: number;
  outputTokens: number;
}

/** GET /v1/costs */
export interface CostsAnswer {
  from: string;
  to: string;
  groupBy: string;
  currency: string;
  groups: CostGroup[];
  total: CostGroup;
  truncated: boolean;
}

export interface AuditEntry {
  seq: number;
  id: string;
  time: number;
  actor: { tokenId: string; kind: string };
  action: string;
  target: Record<string, string>;
  reason: string;
  outcome: string;
  details: Record<string, unknown>;
}

/** GET /v1/audit */
export interface AuditPage {
  entries: AuditEntry[];
  nextCursor: string | null;
}

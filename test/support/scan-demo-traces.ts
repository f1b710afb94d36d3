import { createClient } from '@clickhouse/client';
import { createChdbConnection } from 'chdb/connection';

/** What ClickHouse holds for one trace of the example app (examples/rag-app). */
export interface DemoTraceFacts {
  traceId: string;
  /** From the trace index (100% of traces): the sampler's decision and the spans that reached ingest. */
  decision: string;
  indexSpanCount: number;
  indexLlmCount: number;
  /** From the spans table (kept traces only): the four spans the hop must keep under one trace id. */
  httpServerSpans: number;
  queueConsumerSpans: number;
  llmSpans: number;
  dbSpans: number;
  /** Stored db.query.text values (sanitized by the collector). */
  dbStatements: string[];
}

/** One ledger row and its evidence in `llm_evidence`, counted by kind where the item links to this call's span. */
export interface DemoCallFacts {
  traceId: string;
  spanId: string;
  subjectRef: string;
  conversationId: string;
  linkedDocuments: number;
  linkedDbStatements: number;
}

export interface DemoScan {
  traces: Map<string, DemoTraceFacts>;
  calls: DemoCallFacts[];
  /** Evidence rows whose llm_span_id names no ledger row (dangling links). */
  danglingEvidence: number;
  /** Sanitized DB statements found in evidence detail. */
  evidenceStatements: string[];
}

/**
 * Reads the trace index, spans, ledger and evidence of an embedded ClickHouse data directory (after the all-in-one
 * stopped: chDB binds one directory per process) and folds them per trace and per LLM call. Span classes are judged
 * on the stored spans the way an investigator would read them: the HTTP server span (kind SERVER with http.route),
 * the queue consumer (kind CONSUMER, messaging.operation.type = process), the LLM call (gen_ai.operation.name) and
 * the DB call (kind CLIENT with db.system.name).
 */
export async function scanDemoTraces(clickhouseDir: string, database = 'tracehold'): Promise<DemoScan> {
  const client = createClient({ connection: createChdbConnection({ path: clickhouseDir }) } as Parameters<typeof createClient>[0]);
  const rows = async <T>(query: string): Promise<T[]> => (await client.query({ query, format: 'JSONEachRow' })).json<T>();
  try {
    const traces = new Map<string, DemoTraceFacts>();
    const index = await rows<{ trace_id: string; decision: string; span_count: string; llm_count: string }>(
      `SELECT trace_id, max(sample_decision) AS decision, uniqExactMerge(span_ids) AS span_count, uniqExactMerge(llm_span_ids) AS llm_count
       FROM ${database}.trace_index GROUP BY trace_id`,
    );
    for (const r of index) {
      traces.set(r.trace_id, {
        traceId: r.trace_id,
        decision: r.decision,
        indexSpanCount: Number(r.span_count),
        indexLlmCount: Number(r.llm_count),
        httpServerSpans: 0,
        queueConsumerSpans: 0,
        llmSpans: 0,
        dbSpans: 0,
        dbStatements: [],
      });
    }
    const spans = await rows<{ trace_id: string; http: string; consumer: string; llm: string; db: string; statements: string[] }>(
      `SELECT trace_id,
              countIf(kind = 2 AND JSONExtractString(attributes_json, 'http.route') != '') AS http,
              countIf(kind = 5 AND JSONExtractString(attributes_json, 'messaging.operation.type') = 'process') AS consumer,
              countIf(JSONExtractString(attributes_json, 'gen_ai.operation.name') != '') AS llm,
              countIf(kind = 3 AND JSONExtractString(attributes_json, 'db.system.name') != '') AS db,
              groupArrayIf(JSONExtractString(attributes_json, 'db.query.text'), JSONHas(attributes_json, 'db.query.text')) AS statements
       FROM ${database}.spans FINAL GROUP BY trace_id`,
    );
    for (const s of spans) {
      const t = traces.get(s.trace_id);
      if (!t) continue; // spans without an index row would be a bug of their own; the counts below then miss them
      Object.assign(t, { httpServerSpans: Number(s.http), queueConsumerSpans: Number(s.consumer), llmSpans: Number(s.llm), dbSpans: Number(s.db), dbStatements: s.statements });
    }
    const calls = await rows<{ trace_id: string; span_id: string; subject_ref: string; conversation_id: string; docs: string; dbs: string }>(
      `SELECT c.trace_id AS trace_id, c.span_id AS span_id, c.subject_ref AS subject_ref, c.conversation_id AS conversation_id,
              countIf(e.kind = 'document') AS docs, countIf(e.kind = 'db_statement') AS dbs
       FROM (SELECT trace_id, toString(span_id) AS span_id, any(subject_ref) AS subject_ref, any(conversation_id) AS conversation_id
             FROM ${database}.llm_calls GROUP BY trace_id, span_id) AS c
       LEFT JOIN (SELECT trace_id, llm_span_id, kind, item_id FROM ${database}.llm_evidence FINAL) AS e
         ON e.trace_id = c.trace_id AND e.llm_span_id = c.span_id
       GROUP BY c.trace_id, c.span_id, c.subject_ref, c.conversation_id`,
    );
    const [dangling] = await rows<{ n: string }>(
      `SELECT count() AS n FROM ${database}.llm_evidence FINAL
       WHERE llm_span_id != '' AND (trace_id, llm_span_id) NOT IN (SELECT trace_id, toString(span_id) FROM ${database}.llm_calls)`,
    );
    const statements = await rows<{ s: string }>(
      `SELECT JSONExtractString(detail_json, 'statement') AS s FROM ${database}.llm_evidence FINAL WHERE kind = 'db_statement' LIMIT 1000`,
    );
    return {
      traces,
      calls: calls.map((c) => ({
        traceId: c.trace_id,
        spanId: c.span_id,
        subjectRef: c.subject_ref,
        conversationId: c.conversation_id,
        linkedDocuments: Number(c.docs),
        linkedDbStatements: Number(c.dbs),
      })),
      danglingEvidence: Number(dangling?.n ?? 0),
      evidenceStatements: statements.map((r) => r.s),
    };
  } finally {
    await client.close();
  }
}

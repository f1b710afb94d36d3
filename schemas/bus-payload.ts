/**
 * What the collector puts on the bus: one record per trace per export, keyed by trace_id (so with
 * Kafka every span of a trace reaches the same partition and ingest consumer). JSON-encoded.
 *
 * Contract: never raw LLM content (it is in the content store; only references travel) and, once the
 * redaction issue lands, never unredacted values. Evolve by adding optional fields; bump `v` only for
 * incompatible changes, and ingest refuses versions it does not know.
 */
import { z } from 'zod';
import type { SpanRecord } from './span.ts';
import type { LedgerRecord } from './ledger.ts';
import type { ContentObjectMeta } from './content-object.ts';

export const BUS_PAYLOAD_VERSION = 1;

export interface TraceBatch {
  v: 1;
  tenant: string;
  traceId: string;
  /** Wall-clock time the collector accepted the export (ms since epoch); for ingest-delay metrics. */
  receivedAtMs: number;
  spans: SpanRecord[];
  ledger: LedgerRecord[];
  contentObjects: ContentObjectMeta[];
}

/**
 * Envelope check at ingest's edge. Spans and ledger rows inside are produced by our own collector and
 * are not zod-parsed one by one on the hot path (STYLE.md); their shape is pinned by unit tests.
 */
export const TraceBatchEnvelopeSchema = z.object({
  v: z.literal(BUS_PAYLOAD_VERSION),
  tenant: z.string().min(1),
  traceId: z.string().regex(/^[0-9a-f]{32}$/),
  receivedAtMs: z.number(),
  spans: z.array(z.unknown()),
  ledger: z.array(z.unknown()),
  contentObjects: z.array(z.unknown()),
});

export function encodeTraceBatch(batch: TraceBatch): Buffer {
  return Buffer.from(JSON.stringify(batch), 'utf8');
}

export type DecodeTraceBatchResult = { status: 'ok'; batch: TraceBatch } | { status: 'failed'; error: string };

export function decodeTraceBatch(value: Buffer): DecodeTraceBatchResult {
  let parsed: unknown;
  try {
    parsed = JSON.parse(value.toString('utf8'));
  } catch {
    return { status: 'failed', error: 'bus record is not JSON' };
  }
  const envelope = TraceBatchEnvelopeSchema.safeParse(parsed);
  if (!envelope.success) return { status: 'failed', error: `bus record envelope invalid: ${envelope.error.issues[0]?.path.join('.')}` };
  return { status: 'ok', batch: parsed as TraceBatch };
}

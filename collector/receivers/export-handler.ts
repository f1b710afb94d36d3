/**
 * The contract between the OTLP receivers (HTTP and gRPC) and the collector pipeline behind them.
 */
import type { Logger } from 'pino';
import type { DecodedExport } from '../../schemas/span.ts';
import type { DecodedLogsExport } from '../../schemas/log.ts';
import type { DecodedMetricsExport } from '../../schemas/metric.ts';
import type { Admission } from './admission.ts';
import type { ExportAnswer } from './export-answer.ts';
import type { OtlpFormat } from '../otlp/encode-response.ts';
import type { OtlpSignal } from '../otlp/otlp-decode-error.ts';

/** How the pipeline answered one export; the receivers map it to HTTP / gRPC statuses. */
export type ExportOutcome =
  /**
   * Accepted. `partial`: items of the export that the pipeline did not keep on purpose (e.g. metrics other
   * than gen_ai.client.*), reported to the client as OTLP partial success together with the items the
   * decoder refused (the receiver adds both counts; the pipeline's message wins when both have one).
   */
  | { status: 'ok'; partial?: { rejected: number; message: string } }
  /** Nothing was kept; the client should send the same export again after retryInMs. */
  | { status: 'retryable'; retryInMs: number; reason: 'overloaded' | 'unavailable' }
  /** Nothing was kept and retrying will not help. `error` is logged, never sent to the client. */
  | { status: 'failed'; error: Error };

/** Who sent an export and how. */
export interface ExportContext {
  /** From the ingest credentials only, never from the data. */
  tenant: string;
  transport: 'http' | 'grpc';
  /** Which OTLP signal the export carries; absent = traces. */
  signal?: 'traces' | 'logs' | 'metrics';
  /**
   * Where this export's time went, step by step, in milliseconds (the pipeline sets it when it logs slow exports,
   * `collector.slowExportMs`; each timed step adds its own).
   */
  steps?: StepTime[];
}

/** One step of one export and its duration in milliseconds. */
export interface StepTime {
  step: string;
  ms: number;
}

/**
 * How the collector's pipeline takes decoded exports (the three signals' entry points).
 *
 * - `handleExport` is called once per decoded export, also when it holds no valid span (so that
 *   refused spans are counted). It takes ownership of `decoded`; the receiver answers the client with
 *   its outcome and never touches the spans again. It should resolve, not reject: a rejection is
 *   logged and answered like `{ status: 'failed' }`.
 */
export interface ExportHandlers {
  handleExport(ctx: ExportContext, decoded: DecodedExport): Promise<ExportOutcome>;
  /** Same contract as handleExport, for OTLP logs (POST /v1/logs, LogsService/Export). */
  handleLogs(ctx: ExportContext, decoded: DecodedLogsExport): Promise<ExportOutcome>;
  /** Same contract as handleExport, for OTLP metrics (POST /v1/metrics, MetricsService/Export). */
  handleMetrics(ctx: ExportContext, decoded: DecodedMetricsExport): Promise<ExportOutcome>;
}

/**
 * Processes an export's body elsewhere (another process: bin/export-dispatch.ts) and gives back the answer.
 * Resolves, never rejects: a failure there is an answer too (`unavailable`, retryable).
 */
export type ExportDispatch = (signal: OtlpSignal, ctx: ExportContext, body: Buffer, format: OtlpFormat) => Promise<ExportAnswer>;

/**
 * What both OTLP receivers need. Owned by the caller; safe to share between the two receivers. The receiver
 * either decodes and hands exports to the pipeline in this process (`ExportHandlers`), or passes each body on
 * undecoded (`dispatch`), after it has authenticated the caller, admitted the export and read the body.
 *
 * - `authenticate` maps the Authorization header / metadata value to a tenant, or null to refuse
 *   (401 / UNAUTHENTICATED). It is called before the body is read and must not throw.
 */
export type OtlpReceiverDeps = ReceiverCommonDeps & (ExportHandlers | { dispatch: ExportDispatch });

export interface ReceiverCommonDeps {
  logger: Logger;
  authenticate(authorizationHeader: string | undefined): { tenant: string } | null | Promise<{ tenant: string } | null>;
  /**
   * Bounds the exports read and processed at once (shared by both receivers). A request is admitted before its
   * body is read or decoded, and holds its slot until it is answered; a refused one is answered 429 /
   * RESOURCE_EXHAUSTED with Retry-After at once. Absent: no bound here (the pipeline's own limits still apply).
   */
  admission?: Admission;
}

/** Limits shared by both receivers (from the operators' `limits` settings). */
export interface OtlpReceiverLimits {
  /** Largest request body accepted, measured after decompression. */
  maxBodyBytes: number;
  /** Deepest attribute value nesting accepted (see decodeProtobufTraces). */
  maxAnyValueDepth: number;
}

/** TLS material for a receiver (PEM). With `clientCa`, clients must present a certificate it signed (mTLS). */
export interface ReceiverTls {
  key: Buffer;
  cert: Buffer;
  clientCa?: Buffer;
}

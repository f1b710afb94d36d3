/**
 * Operators' settings for Tracehold, validated at start (bad config fails fast with a clear message).
 * Sources, lowest to highest precedence: defaults, `tracehold.yaml` (or the file named by
 * TRACEHOLD_CONFIG), environment variables.
 */
import { z } from 'zod';
import { REPLAY_APIS } from './replay.ts';
import { TailSamplingConfigSchema } from './tail-sampling.ts';
import { RedactionConfigSchema } from './redaction.ts';
import { AuditLogConfigSchema } from './audit.ts';
import { TENANT_NAME_RE, TENANT_NAME_RULE } from './tenant-name.ts';

const port = z.number().int().min(0).max(65535);
const tenantName = z
  .string()
  .regex(TENANT_NAME_RE, TENANT_NAME_RULE);

/**
 * Where instrumentations name the end user, most explicit first: the OpenTelemetry `enduser.id` and `user.id`
 * (also what a baggage span processor copies from baggage), then the OpenAI `user` request parameter as
 * OpenLLMetry (`gen_ai.user`, earlier `llm.user`), older GenAI (`gen_ai.openai.request.user`) and
 * OpenInference (`llm.invocation_parameters` JSON, written `key#field`) record it; Langfuse's earlier
 * `langfuse.user.id` (its SDKs now write `user.id`).
 */
export const DEFAULT_SUBJECT_ATTRIBUTES: readonly string[] = [
  'enduser.id',
  'user.id',
  'gen_ai.user',
  'llm.user',
  'gen_ai.request.user',
  'gen_ai.openai.request.user',
  'enduser.pseudo.id',
  'session.user',
  'langfuse.user.id',
  'llm.invocation_parameters#user',
  'embedding.invocation_parameters#user',
];

export const IngestTokenSchema = z.object({
  tenant: tenantName,
  token: z.string().min(16, 'ingest tokens must be at least 16 characters'),
});

/** One provider a replay may call. */
export const ReplayProviderConfigSchema = z.strictObject({
  /** A name for logs and reports, e.g. `openai-prod`. */
  name: z.string().min(1).max(64),
  /** Wire family: OpenAI-compatible (Chat Completions and Responses) or Anthropic Messages. */
  kind: z.enum(['openai', 'anthropic']),
  /** Ledger provider names (gen_ai.provider.name, lower case) this entry serves, e.g. ["openai"]. */
  providers: z.array(z.string().min(1)).min(1),
  /** Base URL including the version path: `https://api.openai.com/v1`, `https://api.anthropic.com/v1`. */
  baseUrl: z.string().url(),
  /** Name of the environment variable holding the API key (preferred), or a file holding it. */
  apiKeyEnv: z.string().regex(/^[A-Z_][A-Z0-9_]*$/).optional(),
  apiKeyFile: z.string().min(1).optional(),
  /** Extra request headers (e.g. OpenAI-Organization, anthropic-beta). */
  headers: z.record(z.string(), z.string()).default({}),
  /** For kind openai: which API when the ledger does not tell (a `resp_` response id means Responses). */
  defaultApi: z.enum(REPLAY_APIS).optional(),
  timeoutMs: z.number().int().min(100).max(600_000).default(120_000),
  /** Retries of one run after a 429, 5xx, timeout or network error (never after a 4xx refusal). */
  maxRetries: z.number().int().min(0).max(10).default(3),
  retryBaseMs: z.number().int().min(1).max(60_000).default(500),
  /** A Retry-After longer than this ends the run as rate limited instead of waiting. */
  maxRetryAfterMs: z.number().int().min(0).max(600_000).default(60_000),
  /** Requests in flight to this provider at once, over all replays of the process. */
  maxConcurrency: z.number().int().min(1).max(256).default(16),
});
export type ReplayProviderConfig = z.infer<typeof ReplayProviderConfigSchema>;

export const ReplayConfigSchema = z.strictObject({
  providers: z.array(ReplayProviderConfigSchema).default([]),
  /**
   * Models retired by their provider, added to the shipped registry (query-api/replay/retired-models.ts):
   * a replay of a call answered by one of them is refused with a `model_retired` finding.
   */
  retiredModels: z.array(z.strictObject({ provider: z.string().min(1), model: z.string().min(1), retiredOn: z.string().regex(/^\d{4}-\d{2}-\d{2}$/) })).default([]),
  /** What each tenant may spend on replays per calendar month (UTC), estimates of running replays included. */
  tenantMonthlyBudgetUsd: z.number().min(0).default(100),
  tenantBudgets: z.record(z.string(), z.number().min(0)).default({}),
  /** Max output tokens assumed for the estimate when the call recorded none (and sent to APIs that need one). */
  assumedMaxOutputTokens: z.number().int().min(1).max(1_000_000).default(4096),
  /** Replay jobs running at once in this process; more are answered 429 with Retry-After. */
  maxJobs: z.number().int().min(1).max(64).default(4),
});

export const TraceholdConfigSchema = z
  .object({
    dataDir: z.string().min(1).default('./.tracehold'),
    bind: z.string().min(1).default('127.0.0.1'),
    otlpGrpcPort: port.default(4317),
    otlpHttpPort: port.default(4318),
    apiPort: port.default(8080),
    /** When set before the first start, becomes the admin API token (automation, tests). */
    adminToken: z.string().min(16, 'TRACEHOLD_ADMIN_TOKEN must be at least 16 characters').optional(),
    /** Tenant used for unauthenticated OTLP on loopback when no ingest token is configured. */
    defaultTenant: tenantName.default('default'),
    ingestTokens: z.array(IngestTokenSchema).default([]),
    /** base64 of 32 bytes; when absent a master key file is created (0600) under dataDir/keys. */
    masterKey: z.string().optional(),
    clickhouse: z
      .object({
        /** http(s)://host:port of a ClickHouse server; absent = embedded chDB under dataDir/clickhouse. */
        url: z.string().url().optional(),
        username: z.string().default('default'),
        password: z.string().default(''),
        database: z
          .string()
          .regex(/^[A-Za-z_][A-Za-z0-9_]*$/, 'database must be a plain identifier')
          .default('tracehold'),
        /** Name of a ClickHouse cluster: migrations then use ON CLUSTER and Replicated*MergeTree engines. */
        cluster: z.string().regex(/^[A-Za-z_][A-Za-z0-9_]*$/, 'cluster must be a plain identifier').optional(),
      })
      .prefault({}),
    limits: z
      .object({
        maxBodyBytes: z.number().int().min(1024).default(20 * 1024 * 1024),
        maxAnyValueDepth: z.number().int().min(2).max(256).default(32),
        /**
         * Connections open at once on each OTLP receiver (HTTP, gRPC) of a collector process; a connection beyond it is
         * closed as it arrives, unread, so idle or slow clients cannot pile up sockets and their buffers without bound.
         * A gRPC connection carries at most 100 calls at once.
         */
        maxConnections: z.number().int().min(1).max(1_000_000).default(4096),
        /** Exports being processed at once by the collector; beyond it, 429 + Retry-After. */
        maxInflightExports: z.number().int().min(1).default(64),
        /** Spans being processed at once by the collector (its memory bound); beyond it, 429 + Retry-After. */
        maxInflightSpans: z.number().int().min(1).default(200_000),
        /**
         * Admission before an export's body is read: at most `slots` exports read and processed at once; a request
         * waits at most `maxWaitMs` for a slot (in a line of at most `maxWaiting`), else 429 + Retry-After at once;
         * and their bodies share a byte budget (`maxBytes`).
         */
        admission: z
          .object({
            slots: z.number().int().min(1).max(4096).default(16),
            maxWaitMs: z.number().int().min(0).max(60_000).default(100),
            maxWaiting: z.number().int().min(0).max(100_000).default(1024),
            /**
             * Bytes of body (after decompression) the admitted exports may hold together until they are answered;
             * an export whose body would go over it gets 429 + Retry-After, unless it is the only one holding bytes.
             */
            maxBytes: z.number().int().min(1024 * 1024).default(64 * 1024 * 1024),
            /**
             * Time an admitted export has to deliver its whole body (a gRPC call its message); after it, 408 /
             * DEADLINE_EXCEEDED and its slot is freed, so slow or stalled clients cannot hold the slots.
             */
            bodyTimeoutMs: z.number().int().min(100).max(600_000).default(30_000),
          })
          .prefault({}),
        /**
         * The process's memory (platform/memory/): `heapBudgetBytes`, the JavaScript heap V8 should stay near —
         * once the live heap is a quarter of it or more, V8 may grow the heap only to the budget (by a fifth at
         * least) before collecting again (heap-budget.ts); 0 = V8's own growth. `allocatorTrimIntervalMs`: how often
         * resident memory is looked at; when it has grown by `allocatorTrimMinGrowthBytes`, and every ten intervals,
         * glibc's malloc_trim returns the free pages its arenas keep after large exports and ClickHouse writes
         * (allocator-trim.ts; Linux with glibc only); 0 = off.
         */
        memory: z
          .object({
            heapBudgetBytes: z.number().int().min(0).default(256 * 1024 * 1024),
            allocatorTrimIntervalMs: z.number().int().min(0).max(600_000).default(1000),
            allocatorTrimMinGrowthBytes: z.number().int().min(1024 * 1024).default(32 * 1024 * 1024),
          })
          .prefault({}),
      })
      .prefault({}),
    collector: z
      .object({
        /**
         * Processes of `tracehold collector` sharing the OTLP ports (bin/collector-cluster.ts); 0 = one per core.
         * Kafka bus only; for the all-in-one see `allInOneProcesses`.
         */
        processes: z.number().int().min(0).max(256).default(0),
        /**
         * Collector processes of the all-in-one (bin/collector-cluster.ts): 1 = the collector runs in the all-in-one's
         * own process; N ≥ 2 = N processes sharing the OTLP ports and appending to the all-in-one's local log over
         * IPC (platform/bus/ipc-bus.ts), so decoding, extraction and redaction use every core; 0 = one per core.
         */
        allInOneProcesses: z.number().int().min(0).max(256).default(1),
        /**
         * How `tracehold collector` uses the cores (`processes` pipelines). `thread` (default): one process; its main
         * thread receives every export and processes it itself or hands it to one of `processes - 1` worker threads,
         * whichever has the fewest exports in flight, its own first (bin/collector-threads.ts): one connection uses
         * every core, with one copy of Node.js in memory. `connection`: a primary forks `processes` processes that
         * accept connections in turn, each serving its own, so one connection is one process. `request`: the
         * primary receives every export and hands each to the process with the fewest in flight
         * (bin/export-dispatch.ts); it costs CPU (the primary reads every body and passes it over IPC: README,
         * Benchmark).
         */
        balance: z.enum(['connection', 'request', 'thread']).default('thread'),
        /**
         * With `balance: thread`, > 0: worker threads on demand. The process starts with the main thread's pipeline
         * alone; a worker thread starts when every pipeline was busy for half a second (up to `processes - 1`) and
         * stops after the load fitted in one thread fewer for this many seconds (bin/collector-threads.ts). An idle
         * worker thread costs 30–45 MiB; one that has to start first costs a step in load about a second of 429s and
         * slow answers. 0 (default): all worker threads start with the process and keep running.
         */
        threadIdleSeconds: z.number().int().min(0).max(86_400).default(0),
        /**
         * An export that takes this many milliseconds or more from admission to its answer is logged (info) with
         * where its time went: each step (extract_content, redact, content_durable, append, …) and the rest. At most
         * one line per pipeline every 10 s, with the count of slow exports not logged; timings only, never data.
         * 0 = off.
         */
        slowExportMs: z.number().int().min(0).max(600_000).default(1000),
        /**
         * Port of `tracehold collector`'s Prometheus endpoint, GET /metrics with an API token (platform/metrics/metrics-endpoint.ts;
         * in a cluster the primary serves the processes' sum). The all-in-one serves /metrics on the query API instead.
         */
        metricsPort: port.default(9464),
      })
      .prefault({}),
    bus: z
      .object({
        /** `local`: the embedded durable log (all-in-one only); `kafka`: Apache Kafka (scale-out). */
        kind: z.enum(['local', 'kafka']).default('local'),
        /**
         * The bus payload version collectors write (schemas/bus-payload.ts): 2, the newest; 1 while an ingest older
         * than version 2 still reads the bus (upgrade ingest, then switch to 2: version 1 carries every span's resource).
         */
        payloadVersion: z.union([z.literal(1), z.literal(2)]).default(2),
        maxSegmentBytes: z.number().int().min(64 * 1024).default(64 * 1024 * 1024),
        maxTotalBytes: z.number().int().min(1024 * 1024).default(1024 * 1024 * 1024),
        kafka: z
          .object({
            brokers: z.array(z.string().regex(/^[^\s:]+:\d+$/, 'brokers are host:port')).min(1).default(['127.0.0.1:9092']),
            topic: z.string().regex(/^[A-Za-z0-9._-]+$/).default('tracehold.spans.v1'),
            partitions: z.number().int().min(1).max(1024).default(6),
            replicationFactor: z.number().int().min(1).default(1),
            clientId: z.string().default('tracehold'),
            /**
             * Idempotent producers each collector pipeline sends with side by side (one produce request in flight
             * each): an export whose records are ready while one waits for the broker goes out on another at once.
             * For a broker whose round trip is long next to the gap between exports; 1 on loopback (README).
             */
            producerLanes: z.number().int().min(1).max(8).default(1),
          })
          .prefault({}),
      })
      .prefault({}),
    ingest: z
      .object({
        /** Rows per ClickHouse insert at most. */
        maxBatchRows: z.number().int().min(1).default(5000),
        /**
         * How long ingest gathers records before writing them: a steady stream is written at most once per interval
         * (each write is a part ClickHouse merges later); a record after a quiet spell at once.
         */
        flushIntervalMs: z.number().int().min(1).default(250),
        /** Evidence items (documents, DB statements, tool calls) written per trace decision at most; the rest are counted. */
        maxEvidenceItemsPerTrace: z.number().int().min(0).default(2000),
        /**
         * Port of `tracehold ingest`'s Prometheus endpoint, GET /metrics with an API token (platform/metrics/metrics-endpoint.ts):
         * consumer membership and lag, the tail sampler's buffer, ClickHouse rows and failures. The all-in-one serves
         * /metrics on the query API instead.
         */
        metricsPort: port.default(9465),
      })
      .prefault({}),
    /** Tail sampling of wide traces in ingest; the ledger and trace index are written for 100% regardless. */
    tailSampling: TailSamplingConfigSchema.prefault({}),
    /** Redaction of personal data, secrets and SQL literals in everything but the content store. */
    redaction: RedactionConfigSchema.prefault({}),
    content: z
      .object({
        /**
         * Attributes naming the end user whose data key encrypts a call's content (span, then resource), in
         * order of preference; `key#field` reads a field of a JSON-object attribute.
         */
        subjectAttributes: z.array(z.string().min(1)).min(1).default(() => [...DEFAULT_SUBJECT_ATTRIBUTES]),
        /** Where encrypted content objects live: the local disk (default) or S3-compatible storage. */
        backend: z.enum(['local', 's3']).default('local'),
        s3: z
          .object({
            endpoint: z.string().url().optional(),
            region: z.string().default('us-east-1'),
            bucket: z.string().min(3).default('tracehold-content'),
            accessKeyId: z.string().optional(),
            secretAccessKey: z.string().optional(),
            prefix: z.string().default(''),
          })
          .prefault({}),
        /**
         * Move LLM content out of spans. Switching it off is for the test suite's negative controls
         * only: content then reaches ClickHouse and the bus in plaintext.
         */
        extract: z.boolean().default(true),
      })
      .prefault({})
      .refine(
        (c) => c.backend !== 's3' || (c.s3.accessKeyId !== undefined && c.s3.secretAccessKey !== undefined),
        'the s3 content backend needs TRACEHOLD_S3_ACCESS_KEY_ID and TRACEHOLD_S3_SECRET_ACCESS_KEY',
      ),
    /**
     * Prices for the cost of LLM calls, computed at ingest: `file` replaces the default table
     * (schemas/prices/default-prices.yaml, a dated snapshot), `tenants` maps a tenant to an override file
     * consulted first. Files are validated at start (TH_ERR_PRICES_INVALID).
     */
    prices: z
      .object({
        file: z.string().min(1).optional(),
        tenants: z.record(tenantName, z.string().min(1)).default({}),
      })
      .prefault({}),
    /**
     * The retention worker (issue 10): expiry, quotas, erasure and hold transitions. `worker: false` in a
     * scale-out query-api/ingest process that must not run it (exactly one process per deployment runs it:
     * the all-in-one, or `tracehold retention`).
     */
    retention: z
      .object({
        worker: z.boolean().default(true),
        /**
         * Port of `tracehold retention`'s Prometheus endpoint, GET /metrics with an API token, and its /healthz, /readyz
         * (platform/metrics/metrics-endpoint.ts); not with `--once`. The all-in-one serves /metrics on the query API.
         */
        metricsPort: port.default(9466),
        /** How often the worker looks for due work (requests are also picked up at once when the API nudges it). */
        intervalMs: z.number().int().min(100).max(3_600_000).default(10_000),
        /** Expiry and quota passes run at most this often (they scan the tables). */
        expiryIntervalMs: z.number().int().min(1_000).max(86_400_000).default(300_000),
        /** Traces per two-phase step (mark → re-check holds → delete): bounds the gate's hold time. */
        batchTraces: z.number().int().min(1).max(10_000).default(200),
        /** A failed deletion request is retried this many times, with exponential backoff from `retryBaseMs`. */
        maxAttempts: z.number().int().min(1).max(100).default(8),
        retryBaseMs: z.number().int().min(100).max(3_600_000).default(30_000),
        /** Policy of tenants that never set one (null = keep forever). The API's per-tenant policy wins. */
        defaults: z
          .object({
            ledgerDays: z.number().int().positive().nullable().default(null),
            spansDays: z.number().int().positive().nullable().default(null),
            traceIndexDays: z.number().int().positive().nullable().default(null),
            contentDays: z.number().int().positive().nullable().default(null),
            contentQuotaBytes: z.number().int().positive().nullable().default(null),
            spansQuotaBytes: z.number().int().positive().nullable().default(null),
            warnAtPercent: z.number().int().min(1).max(100).default(80),
          })
          .prefault({}),
      })
      .prefault({}),
    /**
     * Distributional replay (issue 11): the providers a replay may call (keys and base URLs come from here,
     * never from spans), the retirement registry, budgets and limits.
     */
    replay: ReplayConfigSchema.prefault({}),
    /** Tamper-evident audit log: signed checkpoint every N entries or T milliseconds. */
    audit: AuditLogConfigSchema.prefault({}),
    tls: z
      .object({
        /** PEM certificate and key: the OTLP receivers and the query API then serve TLS. */
        certFile: z.string().optional(),
        keyFile: z.string().optional(),
        /** PEM CA: OTLP clients must present a certificate it signed (mutual TLS). */
        otlpClientCaFile: z.string().optional(),
      })
      .prefault({})
      .refine((t) => (t.certFile === undefined) === (t.keyFile === undefined), 'tls.certFile and tls.keyFile go together')
      .refine((t) => t.otlpClientCaFile === undefined || t.certFile !== undefined, 'tls.otlpClientCaFile needs tls.certFile and tls.keyFile'),
    logLevel: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  })
  .strict();

export type TraceholdConfig = z.infer<typeof TraceholdConfigSchema>;
export type IngestToken = z.infer<typeof IngestTokenSchema>;

/**
 * Replay jobs: the POST checks everything that can be checked before a token is spent — the call exists,
 * the content it needs is stored, the model is not retired, a provider is configured, the input converts,
 * no tool result is missing, the price is known and the estimate fits both budgets — reading the content
 * through the audited path, and answers with a job at once. The runs go on in the background of this process
 * (bounded per job and per provider), each written to the ledger as it finishes; GET shows live progress;
 * cancel aborts in-flight requests. A refusal made of findings is a job too (state `refused`, findings in
 * its report), so the investigator sees why in the same place.
 *
 * State: versioned rows of `replays` (queued/running → done | cancelled | failed | refused). A running job
 * writes a heartbeat version every few seconds; one not running in this process whose heartbeat is older than
 * HEARTBEAT_STALE_MS is reported failed (TH_ERR_REPLAY_INTERRUPTED) — its process died.
 */
import { randomBytes } from 'node:crypto';
import type { Logger } from 'pino';
import type { Principal } from '../../platform/auth/token-store.ts';
import type { EncryptedContentStore } from '../../platform/content-store/encrypted-content-store.ts';
import type { PriceBook } from '../../platform/pricing/price-book.ts';
import type { Store, StoreWriter } from '../../platform/store/create-store.ts';
import type { ReplayConfigSchema } from '../../schemas/config.ts';
import type { LedgerRecord } from '../../schemas/ledger.ts';
import {
  REPLAY_FINAL_STATES,
  type ReplayEstimate,
  type ReplayFinding,
  type ReplayJob,
  type ReplayReport,
  type ReplayRequest,
  type ReplayRun,
} from '../../schemas/replay.ts';
import type { z } from 'zod';
import { ApiError, type ApiErrorCode } from '../api-errors.ts';
import type { AuditedContentReader } from '../audited-content-read.ts';
import type { AuditSink } from '../audit-sink.ts';
import { estimateReplay, overrideCost } from './estimate-replay.ts';
import { contentFindings, loadReplayContent, readOriginalCall, type ReplayContent } from './load-replay-call.ts';
import { outputText } from './output-text.ts';
import { callProvider, type ProviderCallOutcome } from './providers/call-provider.ts';
import { prepareReplayRequest, type PreparedRequest } from './providers/prepare-request.ts';
import { createRunRecorder, type FinishedRun, type RunRecorder } from './record-replay-runs.ts';
import { createReplayStore, type ReplayStore } from './replay-store.ts';
import { analyseOutputs } from './report/analyse-outputs.ts';
import { tokenizerFor, type ReplayTokenizer } from './report/tokenizer-for.ts';
import { resolveProvider } from './resolve-provider.ts';
import { createRetirementRegistry } from './retired-models.ts';
import type { ClickHouse } from '../../platform/clickhouse/create-clickhouse.ts';
import { codeOf } from '../../platform/errors/tracehold-error.ts';
import { forEachLimit } from '../../platform/for-each-limit.ts';
import { baseReport } from './base-report.ts';
import { Semaphore } from './semaphore.ts';

type ReplayConfig = z.infer<typeof ReplayConfigSchema>;

const HEARTBEAT_MS = 5_000;
const HEARTBEAT_STALE_MS = 30_000;
/** Finished runs are written to the ledger in groups of this many (and at the end). */
const LEDGER_FLUSH_RUNS = 10;
/** `cancelledBy` of the jobs a stopping process aborts (a token id never looks like this). */
const SHUTDOWN = '(process shutdown)';
/** Tries of one ledger write of finished runs (200 ms, then 800 ms between them). */
const LEDGER_WRITE_ATTEMPTS = 3;
/**
 * Characters of distinct output text a job keeps for its report (identical outputs are kept once). Bounds the
 * memory of one job whatever N and the outputs' sizes; a job that would exceed it stops (TH_ERR_REPLAY_OUTPUT_TOO_LARGE).
 */
const MAX_DISTINCT_OUTPUT_CHARS = 32 * 1024 * 1024;
/** Seconds a caller refused as busy is told to wait. */
export const REPLAY_BUSY_RETRY_AFTER_S = 10;

/** A refusal before anything was sent because of money; carries the estimate for the answer. */
export class ReplayBudgetError extends ApiError {
  constructor(
    code: Extract<ApiErrorCode, 'TH_ERR_API_REPLAY_OVER_BUDGET' | 'TH_ERR_API_REPLAY_TENANT_BUDGET'>,
    readonly estimate: ReplayEstimate,
    readonly budget: { budgetUsd: number; tenantMonthlyUsd: number; tenantCommittedUsd: number },
  ) {
    super(code);
  }
}

export interface ReplayJobsDeps {
  clickhouse: ClickHouse;
  store: Pick<Store, 'forTenant'>;
  writer: StoreWriter;
  contentStore: EncryptedContentStore;
  contentReader: AuditedContentReader;
  audit: AuditSink;
  priceBook: PriceBook;
  config: ReplayConfig;
  logger: Logger;
  env?: NodeJS.ProcessEnv;
  clock?: { now(): number };
}

/**
 * Contract: `start` throws ApiError for a request that cannot become a job (not found, busy, budget, price);
 * everything else becomes a job, final at once when refused by findings. `get`/`list` read any process's
 * jobs; `cancel` only this process's running ones. `shutdown()` cancels running jobs and waits for them to
 * write their final state (safe twice); `start` afterwards is refused as busy.
 */
export interface ReplayJobs {
  start(req: { principal: Principal; traceId: string; spanId: string; request: ReplayRequest }): Promise<ReplayJob>;
  get(tenant: string, replayId: string): Promise<ReplayJob | null>;
  list(tenant: string, traceId: string, spanId: string | null): Promise<ReplayJob[]>;
  cancel(principal: Principal, replayId: string, reason: string): Promise<ReplayJob>;
  shutdown(): Promise<void>;
}

interface RunningJob {
  job: ReplayJob;
  abort: AbortController;
  cancelledBy: string | null;
  done: Promise<void>;
}

export function createReplayJobs(deps: ReplayJobsDeps): ReplayJobs {
  const clock = deps.clock ?? { now: () => Date.now() };
  const env = deps.env ?? process.env;
  const log = deps.logger.child({ component: 'replay' });
  const replays: ReplayStore = createReplayStore(deps.clickhouse);
  const registry = createRetirementRegistry(deps.config.retiredModels);
  const running = new Map<string, RunningJob>();
  const providerSlots = new Map<string, Semaphore>();
  // Budget checks and the first version of a job are one step per process, so two POSTs cannot both fit.
  const admission = new Semaphore(1);
  let stopping = false;

  const now = (): number => Math.floor(clock.now());
  const todayIso = (): string => new Date(now()).toISOString().slice(0, 10);
  const monthStartMs = (): number => {
    const d = new Date(now());
    return Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), 1);
  };

  async function audit(principal: Principal, action: string, target: Record<string, string>, reason: string, outcome: 'granted' | 'denied' | 'ok' | 'failed', details: Record<string, unknown>): Promise<void> {
    try {
      await deps.audit.append({ tenant: principal.tenant, actor: { tokenId: principal.tokenId, kind: 'token' }, action, target, reason, outcome, details });
    } catch {
      throw new ApiError('TH_ERR_API_AUDIT_UNAVAILABLE');
    }
  }

  /** A job refused by findings: final at once, stored and audited like any other. */
  async function refuse(principal: Principal, job: ReplayJob, report: ReplayReport, findings: ReplayFinding[]): Promise<ReplayJob> {
    const final: ReplayJob = { ...job, state: 'refused', errorCode: 'TH_ERR_REPLAY_FINDINGS', report: { ...report, findings }, updatedAtMs: now() };
    await audit(principal, 'replay.run', { traceId: job.traceId, spanId: job.spanId, replayId: job.replayId }, job.reason, 'denied', {
      n: job.n,
      findings: findings.map((f) => f.kind),
    });
    await replays.put(final);
    return final;
  }

  function slotsOf(name: string, max: number): Semaphore {
    let s = providerSlots.get(name);
    if (!s) providerSlots.set(name, (s = new Semaphore(max)));
    return s;
  }

  async function start(req: { principal: Principal; traceId: string; spanId: string; request: ReplayRequest }): Promise<ReplayJob> {
    const { principal, traceId, spanId, request } = req;
    if (stopping || running.size >= deps.config.maxJobs) throw new ApiError('TH_ERR_API_REPLAY_BUSY');
    const tenantStore = deps.store.forTenant(principal.tenant);
    const record = await readOriginalCall(tenantStore, traceId, spanId);
    if (record.replayOf) throw new ApiError('TH_ERR_API_BAD_REQUEST', 'this call is itself a replay run: replay the original call it names in replayOf');
    const model = record.responseModel || record.requestModel;
    const tokenizer = tokenizerFor(record.provider, model);
    const createdAtMs = now();
    const job: ReplayJob = {
      tenant: principal.tenant,
      replayId: `rpl_${randomBytes(12).toString('hex')}`,
      version: 1,
      traceId,
      spanId,
      state: 'queued',
      n: request.n,
      concurrency: request.concurrency,
      budgetUsd: request.budgetUsd,
      reason: request.reason,
      requestedBy: principal.tokenId,
      createdAtMs,
      updatedAtMs: createdAtMs,
      progress: { completed: 0, failed: 0, n: request.n },
      estimate: null,
      errorCode: '',
      report: null,
    };
    const provider = resolveProvider(deps.config.providers, record, env);
    const report = baseReport(record, provider.ok ? provider.api : 'openai.chat', model, tokenizer, request.n);

    // Findings that need no content read: the content's state, the registry, the configuration.
    const early: ReplayFinding[] = [...contentFindings(record)];
    const retired = registry.retired(record.provider, model, todayIso());
    if (retired) early.push({ kind: 'model_retired', model, source: 'registry', retiredOn: retired.retiredOn, providerCode: null });
    if (!provider.ok) early.push({ kind: 'provider_not_configured', provider: provider.provider, api: provider.api || '(none)' });
    if (!model) early.push({ kind: 'input_not_replayable', why: 'the ledger records no model for this call' });
    if (early.length || !provider.ok) return refuse(principal, job, report, early);

    // The raw input, read through the audited content path against this trace, with the replay's reason.
    const loaded = await loadReplayContent(deps.contentReader, principal, record, request.reason);
    if (!loaded.ok) return refuse(principal, job, report, loaded.findings);
    const content = loaded.content;
    let params: Record<string, unknown> = {};
    try {
      const parsed: unknown = JSON.parse(record.requestParamsJson || '{}');
      if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) params = parsed as Record<string, unknown>;
    } catch {
      return refuse(principal, job, report, [{ kind: 'input_not_replayable', why: 'the recorded request parameters are not a JSON object' }]);
    }
    const prepared = prepareReplayRequest(
      { api: provider.api, model, system: content.system, messages: content.input, tools: content.tools, params },
      { assumedMaxOutputTokens: deps.config.assumedMaxOutputTokens },
    );
    if (!prepared.ok) return refuse(principal, job, report, [{ kind: 'input_not_replayable', why: prepared.why }]);
    const request0 = prepared.request;
    report.params = { sent: request0.sent, notSent: request0.notSent, assumed: request0.assumed };
    if (request0.missingToolResults.length) {
      return refuse(principal, job, report, request0.missingToolResults.map((m) => ({ kind: 'tool_result_missing' as const, toolCallId: m.toolCallId, toolName: m.toolName })));
    }

    // Money, before anything is sent.
    const recordedMax = firstNumber(request0.sent, ['max_tokens', 'max_completion_tokens', 'max_output_tokens']);
    const assumedMax = request0.assumed.find((a) => /max/.test(a.name));
    const inputTokens =
      record.inputTokens !== null ? { count: record.inputTokens, source: 'ledger' as const } : { count: tokenizer.encode(requestText(request0)).length, source: 'tokenizer' as const };
    const maxOutputTokens =
      recordedMax !== null
        ? { count: recordedMax, source: 'recorded' as const }
        : { count: typeof assumedMax?.value === 'number' ? assumedMax.value : deps.config.assumedMaxOutputTokens, source: 'assumed' as const };
    const est = estimateReplay({ record, model, n: request.n, inputTokens, maxOutputTokens, priceBook: deps.priceBook, override: request.priceOverride, nowMs: now() });
    const target = { traceId, spanId, replayId: job.replayId };
    if (!est.ok) {
      await audit(principal, 'replay.run', target, request.reason, 'denied', { n: request.n, detail: 'price_unknown' });
      throw new ApiError('TH_ERR_API_REPLAY_PRICE_UNKNOWN');
    }
    const estimate = est.estimate;
    await admission.acquire();
    let accepted: ReplayJob;
    try {
      if (stopping || running.size >= deps.config.maxJobs) throw new ApiError('TH_ERR_API_REPLAY_BUSY');
      const tenantMonthlyUsd = deps.config.tenantBudgets[principal.tenant] ?? deps.config.tenantMonthlyBudgetUsd;
      const committed = await replays.committedUsdSince(principal.tenant, monthStartMs());
      const budget = { budgetUsd: request.budgetUsd, tenantMonthlyUsd, tenantCommittedUsd: round9(committed) };
      if (estimate.totalUsd > request.budgetUsd) {
        await audit(principal, 'replay.run', target, request.reason, 'denied', { n: request.n, detail: 'over_budget', estimateUsd: estimate.totalUsd, budgetUsd: request.budgetUsd });
        throw new ReplayBudgetError('TH_ERR_API_REPLAY_OVER_BUDGET', estimate, budget);
      }
      if (committed + estimate.totalUsd > tenantMonthlyUsd) {
        await audit(principal, 'replay.run', target, request.reason, 'denied', { n: request.n, detail: 'tenant_budget', estimateUsd: estimate.totalUsd });
        throw new ReplayBudgetError('TH_ERR_API_REPLAY_TENANT_BUDGET', estimate, budget);
      }
      // The request, in the audit log before anything is sent.
      await audit(principal, 'replay.run', target, request.reason, 'granted', {
        n: request.n,
        concurrency: request.concurrency,
        budgetUsd: request.budgetUsd,
        estimateUsd: estimate.totalUsd,
        model,
        api: provider.api,
      });
      accepted = { ...job, state: 'running', estimate, report: null };
      await replays.put(accepted);
      const abort = new AbortController();
      const entry: RunningJob = { job: accepted, abort, cancelledBy: null, done: Promise.resolve() };
      running.set(accepted.replayId, entry);
      entry.done = run(entry, { principal, record, content, prepared: request0, provider, tokenizer, report, override: request.priceOverride })
        .catch(async (err: unknown) => {
          log.error({ replayId: accepted.replayId, code: codeOf(err) ?? 'unexpected' }, 'replay job failed unexpectedly');
          // Never left "running": the job says it failed (its runs so far are in the ledger).
          const failed: ReplayJob = { ...entry.job, version: entry.job.version + 1, state: 'failed', errorCode: 'TH_ERR_REPLAY_INTERNAL', updatedAtMs: now() };
          entry.job = failed;
          await replays.put(failed).catch(() => undefined);
        })
        .finally(() => running.delete(accepted.replayId));
    } finally {
      admission.release();
    }
    return accepted;
  }

  async function run(
    entry: RunningJob,
    ctx: {
      principal: Principal;
      record: LedgerRecord;
      content: ReplayContent;
      prepared: PreparedRequest;
      provider: Extract<ReturnType<typeof resolveProvider>, { ok: true }>;
      tokenizer: ReplayTokenizer;
      report: ReplayReport;
      override: ReplayRequest['priceOverride'];
    },
  ): Promise<void> {
    const { record, prepared, provider, tokenizer } = ctx;
    const job0 = entry.job;
    const t0 = clock.now();
    const recorder: RunRecorder = createRunRecorder({ contentStore: deps.contentStore, writer: deps.writer, original: record, nowMs: () => clock.now() });
    const slots = slotsOf(provider.name, provider.maxConcurrency);
    const runs: ReplayRun[] = [];
    const texts: Array<string | null> = [];
    // Each distinct output text once (identical outputs share it), within MAX_DISTINCT_OUTPUT_CHARS.
    const distinctTexts = new Map<string, string>();
    let distinctChars = 0;
    const refs: string[] = [];
    const findings: ReplayFinding[] = [];
    let stopCode = '';
    let pending: Array<FinishedRun & { outputRef: string; outputBytes: number }> = [];
    let writes: Promise<void> = Promise.resolve();
    let writeFailed = false;
    const flush = (): void => {
      const batch = pending;
      pending = [];
      if (!batch.length) return;
      writes = writes.then(async () => {
        // Bounded retries: a ClickHouse hiccup must not lose runs that were paid for.
        for (let attempt = 1; ; attempt++) {
          try {
            await recorder.writeRuns(batch);
            return;
          } catch (err) {
            if (attempt >= LEDGER_WRITE_ATTEMPTS) {
              writeFailed = true;
              log.error({ replayId: job0.replayId, runs: batch.length, code: codeOf(err) ?? 'store_error' }, 'replay runs could not be written to the ledger');
              return;
            }
            await new Promise((resolve) => setTimeout(resolve, 200 * 4 ** (attempt - 1)));
          }
        }
      });
    };
    let lastBeat = clock.now();
    const progress = (): void => {
      entry.job = { ...entry.job, progress: { completed: runs.filter((r) => r.status === 'ok').length, failed: runs.filter((r) => r.status !== 'ok').length, n: job0.n }, updatedAtMs: now() };
      if (clock.now() - lastBeat >= HEARTBEAT_MS) {
        lastBeat = clock.now();
        const beat = { ...entry.job, version: entry.job.version + 1 };
        entry.job = beat;
        writes = writes.then(() => replays.put(beat).catch(() => undefined));
      }
    };

    // At most `concurrency` runs of this job at once (and the provider's slots across jobs); a cancelled job
    // starts no further run.
    const indexes = Array.from({ length: job0.n }, (_, i) => i);
    await forEachLimit(indexes, job0.concurrency, async (index) => {
      if (entry.abort.signal.aborted) return;
      if (!(await slots.acquire(entry.abort.signal))) return;
      if (entry.abort.signal.aborted) {
        slots.release();
        return;
      }
      const startMs = clock.now();
      let outcome: ProviderCallOutcome;
      try {
        outcome = await callProvider(provider.endpoint, prepared, { signal: entry.abort.signal });
      } finally {
        slots.release();
      }
      const endMs = clock.now();
      const spanId = randomBytes(8).toString('hex');
      const base = { spanId, startMs, endMs, requestModel: prepared.body['model'] as string, sentParams: prepared.sent };
      let stored: { ref: string; sizeBytes: number } | null = null;
      let okText: string | null = null;
      let failure: string | null = null;
      if (outcome.status === 'ok') {
        const text = outputText(outcome.output);
        okText = distinctTexts.get(text) ?? null;
        if (okText === null) {
          if (distinctChars + text.length > MAX_DISTINCT_OUTPUT_CHARS) {
            failure = 'output_budget_exceeded';
            if (!stopCode) {
              stopCode = 'TH_ERR_REPLAY_OUTPUT_TOO_LARGE';
              entry.abort.abort();
            }
          } else {
            distinctTexts.set(text, text);
            distinctChars += text.length;
            okText = text;
          }
        }
        if (failure === null) {
          try {
            stored = await recorder.storeOutput(outcome.output);
          } catch {
            failure = 'content_store_unavailable';
          }
        }
      }
      if (outcome.status === 'ok' && stored !== null && okText !== null) {
        const text = okText;
        const cost = costOf(record, outcome, ctx.override);
        runs[index] = {
          index,
          spanId,
          status: 'ok',
          latencyMs: outcome.latencyMs,
          attempts: outcome.attempts,
          inputTokens: outcome.inputTokens,
          outputTokens: outcome.outputTokens,
          costUsd: cost?.usd ?? null,
          responseId: outcome.responseId,
          responseModel: outcome.responseModel,
          finishReason: outcome.finishReason,
          distinct: null,
          error: null,
        };
        texts[index] = text;
        refs[index] = stored.ref;
        pending.push({
          ...base,
          output: outcome.output,
          outputRef: stored.ref,
          outputBytes: stored.sizeBytes,
          responseId: outcome.responseId,
          responseModel: outcome.responseModel,
          finishReason: outcome.finishReason,
          systemFingerprint: outcome.systemFingerprint,
          inputTokens: outcome.inputTokens,
          outputTokens: outcome.outputTokens,
          cachedInputTokens: outcome.cachedInputTokens,
          reasoningTokens: outcome.reasoningTokens,
          costUsd: cost?.usd ?? null,
          priceVersion: cost?.priceVersion ?? '',
          error: '',
        });
      } else {
        const error = outcome.status === 'ok' ? failure! : outcome.error;
        const status = error === 'cancelled' ? 'cancelled' : 'failed';
        // A run that was answered but could not be kept still used tokens (and money): say so.
        const paid = outcome.status === 'ok' ? outcome : null;
        const cost = paid ? costOf(record, paid, ctx.override) : null;
        runs[index] = {
          index,
          spanId,
          status,
          latencyMs: outcome.latencyMs,
          attempts: outcome.attempts,
          inputTokens: paid?.inputTokens ?? null,
          outputTokens: paid?.outputTokens ?? null,
          costUsd: cost?.usd ?? null,
          responseId: paid?.responseId ?? '',
          responseModel: paid?.responseModel ?? '',
          finishReason: paid?.finishReason ?? '',
          distinct: null,
          error,
        };
        texts[index] = null;
        pending.push({
          ...base,
          output: null,
          outputRef: '',
          outputBytes: 0,
          responseId: paid?.responseId ?? '',
          responseModel: paid?.responseModel ?? '',
          finishReason: paid?.finishReason ?? '',
          systemFingerprint: paid?.systemFingerprint ?? '',
          inputTokens: paid?.inputTokens ?? null,
          outputTokens: paid?.outputTokens ?? null,
          cachedInputTokens: paid?.cachedInputTokens ?? null,
          reasoningTokens: paid?.reasoningTokens ?? null,
          costUsd: cost?.usd ?? null,
          priceVersion: cost?.priceVersion ?? '',
          error,
        });
        // A faithful replay is impossible: stop, and say why. Never retried without the parameter.
        if (outcome.status === 'error' && outcome.error === 'parameter_rejected' && !stopCode) {
          stopCode = 'TH_ERR_REPLAY_PARAMETER_REJECTED';
          const recorded = !prepared.assumed.some((a) => a.name === outcome.param);
          findings.push({ kind: 'parameter_rejected', param: outcome.param, recorded, httpStatus: outcome.httpStatus ?? 400, providerCode: outcome.providerCode });
          entry.abort.abort();
        } else if (outcome.status === 'error' && outcome.error === 'model_not_found' && !stopCode) {
          stopCode = 'TH_ERR_REPLAY_MODEL_RETIRED';
          findings.push({ kind: 'model_retired', model: ctx.report.original.model, source: 'provider', retiredOn: null, providerCode: outcome.providerCode });
          entry.abort.abort();
        }
      }
      if (pending.length >= LEDGER_FLUSH_RUNS) flush();
      progress();
    });
    flush();
    await writes;

    // The report.
    const done = runs.filter((r) => r !== undefined);
    const originalText = outputText(ctx.content.output);
    const analysis = analyseOutputs(originalText, done.map((r) => texts[r.index] ?? null), tokenizer);
    const distinctRefs: string[] = [];
    done.forEach((r, i) => {
      const d = analysis.runDistinct[i];
      if (d === null || d === undefined) return;
      r.distinct = d;
      distinctRefs[d] ??= refs[r.index]!;
    });
    const unknownCostRuns = done.filter((r) => r.status === 'ok' && r.costUsd === null).length;
    const report: ReplayReport = {
      ...ctx.report,
      original: { ...ctx.report.original, outputChars: originalText.length, outputTokens: analysis.originalTokens },
      completed: done.filter((r) => r.status === 'ok').length,
      failed: done.filter((r) => r.status !== 'ok').length,
      matchRate: analysis.matchRate,
      distinct: analysis.distinct.map((d, i) => ({
        ref: distinctRefs[i] ?? '',
        count: d.count,
        chars: d.chars,
        tokens: d.tokens,
        exactMatch: d.exactMatch,
        normalizedMatch: d.normalizedMatch,
        divergence: d.divergence,
      })),
      commonPrefix: analysis.commonPrefix,
      divergenceHistogram: analysis.divergenceHistogram,
      runs: done,
      totals: {
        costUsd: round9(done.reduce((s, r) => s + (r.costUsd ?? 0), 0)),
        unknownCostRuns,
        inputTokens: done.reduce((s, r) => s + (r.inputTokens ?? 0), 0),
        outputTokens: done.reduce((s, r) => s + (r.outputTokens ?? 0), 0),
        wallMs: Math.round(clock.now() - t0),
      },
      findings,
    };
    let state: ReplayJob['state'] = 'done';
    let errorCode = '';
    if (entry.cancelledBy === SHUTDOWN) {
      // Nobody cancelled it: the process is stopping. Said as an interruption, with what had completed.
      state = 'failed';
      errorCode = 'TH_ERR_REPLAY_INTERRUPTED';
    } else if (entry.cancelledBy !== null) state = 'cancelled';
    else if (stopCode) {
      state = 'failed';
      errorCode = stopCode;
    } else if (report.completed === 0) {
      state = 'failed';
      errorCode = 'TH_ERR_REPLAY_ALL_RUNS_FAILED';
    }
    if (writeFailed && !errorCode) errorCode = 'TH_ERR_REPLAY_LEDGER_WRITE_FAILED';
    // Audited before the final state is visible (here and in the job store): whoever sees the job done finds its
    // completion in the audit log too (a test that read the log as soon as the job was done missed it once in CI).
    await deps.audit
      .append({
        tenant: job0.tenant,
        actor: { tokenId: job0.requestedBy, kind: 'token' },
        action: 'replay.complete',
        target: { traceId: job0.traceId, spanId: job0.spanId, replayId: job0.replayId },
        reason: job0.reason,
        outcome: state === 'done' ? 'ok' : 'failed',
        details: { state, errorCode, completed: report.completed, failed: report.failed, costUsd: report.totals.costUsd, findings: findings.map((f) => f.kind) },
      })
      .catch(() => log.error({ replayId: job0.replayId }, 'the completion of a replay could not be audited'));
    const final: ReplayJob = { ...entry.job, version: entry.job.version + 1, state, errorCode, progress: { completed: report.completed, failed: report.failed, n: job0.n }, report, updatedAtMs: now() };
    entry.job = final;
    await replays.put(final);
    log.info({ replayId: job0.replayId, state, completed: report.completed, failed: report.failed, wallMs: report.totals.wallMs }, 'replay finished');
  }

  function costOf(record: LedgerRecord, o: Extract<ProviderCallOutcome, { status: 'ok' }>, override: ReplayRequest['priceOverride']): { usd: number; priceVersion: string } | null {
    const priced = deps.priceBook.costOf({
      ...record,
      requestModel: o.responseModel || record.responseModel,
      responseModel: o.responseModel || record.responseModel,
      startTimeUnixNano: `${BigInt(now()) * 1_000_000n}`,
      inputTokens: o.inputTokens,
      outputTokens: o.outputTokens,
      cachedInputTokens: o.cachedInputTokens,
      reasoningTokens: o.reasoningTokens,
    });
    if (priced) return priced;
    if (override && o.inputTokens !== null && o.outputTokens !== null) return { usd: round9(overrideCost(override, o.inputTokens, o.outputTokens)), priceVersion: 'override' };
    return null;
  }

  async function get(tenant: string, replayId: string): Promise<ReplayJob | null> {
    const live = running.get(replayId);
    if (live && live.job.tenant === tenant) return live.job;
    const job = await replays.get(tenant, replayId);
    if (!job || REPLAY_FINAL_STATES.has(job.state) || now() - job.updatedAtMs < HEARTBEAT_STALE_MS) return job;
    // Not running here, and its process stopped beating: it died. Say so, once.
    const interrupted: ReplayJob = { ...job, version: job.version + 1, state: 'failed', errorCode: 'TH_ERR_REPLAY_INTERRUPTED', updatedAtMs: now() };
    await replays.put(interrupted);
    return interrupted;
  }

  return {
    start,
    get,
    async list(tenant, traceId, spanId) {
      const jobs = await replays.listOfTrace(tenant, traceId, spanId, 100);
      return jobs.map((j) => running.get(j.replayId)?.job ?? j);
    },
    async cancel(principal, replayId, reason) {
      const live = running.get(replayId);
      if (!live || live.job.tenant !== principal.tenant) {
        const job = await get(principal.tenant, replayId);
        if (!job) throw new ApiError('TH_ERR_API_REPLAY_NOT_FOUND');
        throw new ApiError('TH_ERR_API_REPLAY_NOT_RUNNING');
      }
      await audit(principal, 'replay.cancel', { traceId: live.job.traceId, spanId: live.job.spanId, replayId }, reason, 'ok', { completed: live.job.progress.completed });
      live.cancelledBy = principal.tokenId;
      live.abort.abort();
      await live.done;
      return live.job;
    },
    async shutdown() {
      stopping = true;
      for (const r of running.values()) {
        r.cancelledBy ??= SHUTDOWN;
        r.abort.abort();
      }
      await Promise.all([...running.values()].map((r) => r.done));
    },
  };
}

function firstNumber(o: Record<string, unknown>, keys: string[]): number | null {
  for (const k of keys) if (typeof o[k] === 'number' && Number.isFinite(o[k])) return o[k] as number;
  return null;
}

/** The text a tokenizer counts for a request without a recorded input token count: its JSON body. */
function requestText(r: PreparedRequest): string {
  return JSON.stringify(r.body);
}

const round9 = (x: number): number => Math.round(x * 1e9) / 1e9;

import type { DistinctOutput, Proportion, ReplayEstimate, ReplayFinding, ReplayJob } from './replay-types.ts';

/**
 * Sentences for a replay's numbers, findings and states (pure; no content ever passes through here: the
 * inputs are counts, codes, parameter names, model names and dates).
 */

/** Dollars for people: cents above a cent, two significant digits below (a replay of a small model costs $0.00012). */
export function formatUsd(usd: number): string {
  if (usd === 0) return '$0.00';
  if (Math.abs(usd) < 0.01) return `$${Number(usd.toPrecision(2))}`;
  return `$${usd.toFixed(2)}`;
}

function percent(rate: number): string {
  return `${Math.round(rate * 100)}%`;
}

function runs(n: number): string {
  return n === 1 ? '1 run' : `${n} runs`;
}

/** "70 of 100 runs (70%, 95% CI 60–78%) gave the original answer exactly". */
export function matchRateWords(p: Proportion, how: 'exactly' | 'after whitespace normalisation'): string {
  if (p.n === 0 || p.rate === null) return `No run completed, so there is no match rate (${how}).`;
  const ci = p.ci95 ? `, 95% CI ${Math.round(p.ci95[0] * 100)}–${percent(p.ci95[1])}` : '';
  return `${p.matches} of ${runs(p.n)} (${percent(p.rate)}${ci}) gave the original answer ${how}.`;
}

/** The estimate of a 422 budget refusal in words. */
export function estimateWords(
  code: string,
  estimate: ReplayEstimate,
  n: number,
  budget: { budgetUsd: number; tenantMonthlyUsd: number; tenantCommittedUsd: number } | null,
): string {
  const head = `Estimated ${formatUsd(estimate.totalUsd)} for ${runs(n)} (${formatUsd(estimate.perRunUsd)} a run)`;
  const assumed = estimate.maxOutputTokensSource === 'assumed' ? `; the maximum output of ${estimate.maxOutputTokens} tokens a run is assumed, not recorded` : '';
  if (code === 'TH_ERR_API_REPLAY_TENANT_BUDGET' && budget) {
    const left = Math.max(0, budget.tenantMonthlyUsd - budget.tenantCommittedUsd);
    return `${head}, above what is left of your tenant's monthly replay budget (${formatUsd(left)} of ${formatUsd(budget.tenantMonthlyUsd)})${assumed}.`;
  }
  const your = budget ? ` of ${formatUsd(budget.budgetUsd)}` : '';
  return `${head}, above your budget${your}${assumed}.`;
}

const PART_WORDS: Record<string, string> = { input: 'input', output: 'original output', system: 'system instructions', tools: 'tool definitions' };

/** One finding in words. */
export function findingWords(f: ReplayFinding): string {
  switch (f.kind) {
    case 'content_not_stored': {
      const part = PART_WORDS[f.part] ?? f.part;
      const state = f.state === 'not_captured' ? 'was never captured' : f.state === 'purged' ? 'was purged by retention' : f.state === 'erased' ? 'was erased' : `is not readable (${f.state})`;
      return `The ${part} of this call ${state}, so it cannot be sent again.`;
    }
    case 'model_retired':
      if (f.source === 'provider') return `The provider no longer knows the model ${f.model}${f.providerCode ? ` (${f.providerCode})` : ''}: the snapshot is retired.`;
      return `The model ${f.model} was retired${f.retiredOn ? ` on ${f.retiredOn}` : ''} (per the retirement registry).`;
    case 'parameter_rejected': {
      const param = f.param ? `the parameter ${f.param}` : 'a parameter';
      const origin = f.recorded ? 'as recorded' : 'which Tracehold assumed because the call did not record it';
      return `The provider rejected ${param} (${origin}; HTTP ${f.httpStatus}${f.providerCode ? `, ${f.providerCode}` : ''}). The replay stopped and was not retried without it: that would not be the same call.`;
    }
    case 'tool_result_missing':
      return `The input holds a call of the tool ${f.toolName} (${f.toolCallId}) whose result is not stored with it.`;
    case 'provider_not_configured':
      return `No provider is configured for ${f.provider} (${f.api}); an operator adds one under replay.providers.`;
    case 'input_not_replayable':
      return `The stored input cannot be sent again: ${f.why}.`;
  }
}

const JOB_ERROR_WORDS: Record<string, string> = {
  TH_ERR_REPLAY_FINDINGS: 'it was refused before anything was sent; the reasons are below',
  TH_ERR_REPLAY_PARAMETER_REJECTED: 'the provider rejected a recorded parameter',
  TH_ERR_REPLAY_MODEL_RETIRED: 'the provider no longer knows the model',
  TH_ERR_REPLAY_ALL_RUNS_FAILED: 'no run completed (timeouts, server errors or rate limits after the retries)',
  TH_ERR_REPLAY_INTERRUPTED: 'the process running it stopped',
  TH_ERR_REPLAY_LEDGER_WRITE_FAILED: 'runs completed, but some could not be written to the ledger',
};

/** The job's state as a sentence (the outcome, not the numbers). */
export function stateWords(job: Pick<ReplayJob, 'state' | 'errorCode' | 'progress'>): string {
  const why = job.errorCode ? (JOB_ERROR_WORDS[job.errorCode] ?? job.errorCode) : '';
  switch (job.state) {
    case 'queued':
      return 'Waiting to start.';
    case 'running':
      return `Running: ${job.progress.completed} of ${job.progress.n} done${job.progress.failed ? `, ${job.progress.failed} failed` : ''}.`;
    case 'done':
      return why ? `Finished, but ${why}.` : 'Finished.';
    case 'cancelled':
      return `Cancelled after ${job.progress.completed} of ${job.progress.n} runs; the numbers below cover the completed runs only.`;
    case 'failed':
      return `Failed: ${why || 'see the findings'}.`;
    case 'refused':
      return `Refused: ${why || 'see the findings'}.`;
  }
}

/** How one distinct output relates to the original. */
export function distinctWords(d: DistinctOutput): string {
  if (d.exactMatch) return 'the original answer, exactly';
  if (d.normalizedMatch) return 'the original answer, differing only in whitespace';
  if (d.divergence) return `differs at character ${d.divergence.char}, token ${d.divergence.token}`;
  return 'differs from the original';
}

/** ms → "840 ms" / "2.3 s". */
export function formatMs(ms: number): string {
  return ms < 1000 ? `${Math.round(ms)} ms` : `${(ms / 1000).toFixed(1)} s`;
}

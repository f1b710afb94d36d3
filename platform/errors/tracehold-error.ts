/**
 * The project's one error model (after the OpenTelemetry Collector's `consumererror`): an error carries a
 * stable code (`TH_ERR_*`, one union per component, listed in ARCHITECTURE.md), whether retrying the same
 * operation can succeed, and its cause. Callers decide with `isRetryable(err)` and `codeOf(err)`, never by
 * matching an error's message or casting it to read a field.
 *
 * Messages carry identifiers at most (tenants, references, file names, codes), never content: they reach
 * logs and API answers.
 */
export class TraceholdError<Code extends string = string> extends Error {
  readonly code: Code;
  /** True when the same operation may succeed later unchanged (an outage, a full buffer); false for bad input or a broken invariant. */
  readonly retryable: boolean;

  /** `message` is used as given: components keep their formats (most begin with the code). */
  constructor(code: Code, message: string, options: { retryable?: boolean; cause?: unknown } = {}) {
    super(message, options.cause === undefined ? undefined : { cause: options.cause });
    this.name = 'TraceholdError';
    this.code = code;
    this.retryable = options.retryable ?? false;
  }
}

/**
 * Whether retrying can help: a TraceholdError says so itself; an error that wraps one (`cause`) answers
 * with the wrapped one's answer; anything else (a programming error, an unknown library error) is not.
 */
export function isRetryable(err: unknown): boolean {
  for (let e = err, depth = 0; e !== null && typeof e === 'object' && depth < 8; e = (e as { cause?: unknown }).cause, depth++) {
    if (e instanceof TraceholdError) return e.retryable;
  }
  return false;
}

/**
 * The stable code of an error: a TraceholdError's `TH_ERR_*`, or a Node.js system error's code
 * (`ENOENT`, `ECONNREFUSED`…), or a library's string code; undefined when it has none. Safe on anything
 * thrown (strings, null, objects without a prototype).
 */
export function codeOf(err: unknown): string | undefined {
  if (err === null || typeof err !== 'object') return undefined;
  const code = (err as { code?: unknown }).code;
  return typeof code === 'string' ? code : undefined;
}

/**
 * The code and name of an error for a log line, without its message (messages can quote data: a
 * ClickHouse error echoes the query, a JSON error a fragment of the input).
 */
export function errorIdentity(err: unknown): { errName: string; code?: string } {
  const errName = err instanceof Error ? err.name : typeof err;
  const code = codeOf(err);
  return code === undefined ? { errName } : { errName, code };
}

const STABLE_CODE = /^[A-Z0-9_]{1,80}$/;

/**
 * The error's code when it is safe to store or show (an upper-case identifier such as `TH_ERR_…`, `ENOENT`), else
 * `fallback`: for job states, audit details and answers that keep a failure's kind and never its message.
 */
export function stableCodeOf(err: unknown, fallback: string): string {
  const code = codeOf(err);
  return code !== undefined && STABLE_CODE.test(code) ? code : fallback;
}

import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { BusError } from '../bus/bus-error.ts';
import { ProcessorError } from '../../collector/processor.ts';
import { codeOf, errorIdentity, isRetryable, stableCodeOf, TraceholdError } from './tracehold-error.ts';

describe('the error model', () => {
  it('answers retryability from the error itself, through causes, and never for unknown errors', () => {
    expect(isRetryable(new TraceholdError('TH_ERR_X', 'x', { retryable: true }))).toBe(true);
    expect(isRetryable(new TraceholdError('TH_ERR_X', 'x'))).toBe(false);
    // A component's own class keeps its decision: the bus's outage is retryable, its corruption is not.
    expect(isRetryable(new BusError('TH_ERR_BUS_UNAVAILABLE', 'no broker'))).toBe(true);
    expect(isRetryable(new BusError('TH_ERR_BUS_CORRUPT', 'bad crc'))).toBe(false);
    // An error wrapping a coded one answers with the wrapped one's answer.
    expect(isRetryable(new Error('wrapper', { cause: new BusError('TH_ERR_BUS_UNAVAILABLE', 'no broker') }))).toBe(true);
    // Negative controls: a message that says "unavailable" or "timeout" decides nothing.
    expect(isRetryable(new Error('service unavailable, timeout'))).toBe(false);
    expect(isRetryable(Object.assign(new Error('x'), { code: 'ECONNREFUSED' }))).toBe(false);
    expect(isRetryable('unavailable')).toBe(false);
    expect(isRetryable(null)).toBe(false);
  });

  it('the collector step error is retryable and keeps the step and the cause', () => {
    const cause = new BusError('TH_ERR_BUS_CORRUPT', 'bad crc');
    const err = new ProcessorError('extract', cause);
    expect(isRetryable(err)).toBe(true);
    expect(codeOf(err)).toBe('TH_ERR_COLLECTOR_STEP_FAILED');
    expect(err.step).toBe('extract');
    expect(err.cause).toBe(cause);
  });

  it("reads the code of anything thrown: a TraceholdError's, a Node system error's, none", async () => {
    expect(codeOf(new TraceholdError('TH_ERR_Y', 'y'))).toBe('TH_ERR_Y');
    const enoent = await readFile('/nonexistent/tracehold/file').catch((err: unknown) => err);
    expect(codeOf(enoent)).toBe('ENOENT');
    expect(codeOf(new Error('ENOENT in the message only'))).toBeUndefined();
    expect(codeOf(Object.assign(new Error('x'), { code: 42 }))).toBeUndefined();
    expect(codeOf('TH_ERR_Z')).toBeUndefined();
    expect(codeOf(undefined)).toBeUndefined();
    expect(codeOf(Object.create(null))).toBeUndefined();
  });

  it('keeps a code fit to store, else the fallback; identities never carry the message', () => {
    expect(stableCodeOf(new TraceholdError('TH_ERR_RETENTION_HOLD_NOT_FOUND', 'x'), 'TH_ERR_FALLBACK')).toBe('TH_ERR_RETENTION_HOLD_NOT_FOUND');
    expect(stableCodeOf(Object.assign(new Error('x'), { code: 'bad code with words' }), 'TH_ERR_FALLBACK')).toBe('TH_ERR_FALLBACK');
    expect(stableCodeOf(Object.assign(new Error('x'), { code: 'A'.repeat(81) }), 'TH_ERR_FALLBACK')).toBe('TH_ERR_FALLBACK');
    expect(stableCodeOf(new Error('x'), 'TH_ERR_FALLBACK')).toBe('TH_ERR_FALLBACK');
    const identity = errorIdentity(new TraceholdError('TH_ERR_Q', 'SELECT secret FROM t WHERE email = alice@example.com'));
    expect(identity).toEqual({ errName: 'TraceholdError', code: 'TH_ERR_Q' });
    expect(JSON.stringify(identity)).not.toContain('alice');
    expect(errorIdentity('a string')).toEqual({ errName: 'string' });
  });
});

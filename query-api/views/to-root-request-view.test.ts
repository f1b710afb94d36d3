import { describe, expect, it } from 'vitest';
import { toRootRequestView } from './to-root-request-view.ts';

describe('toRootRequestView', () => {
  it('shows the root request with its route, status, error, duration and ISO times', () => {
    expect(toRootRequestView({ spanId: '00f067aa0ba902b7', name: 'POST /chat', service: 'support-bot', startNs: '1700000000000000000', endNs: '1700000000250000100', route: '/chat', httpStatus: 502, isError: true })).toEqual({
      present: true,
      words: '',
      spanId: '00f067aa0ba902b7',
      service: 'support-bot',
      name: 'POST /chat',
      route: '/chat',
      httpStatus: 502,
      error: true,
      durationMs: 250.0001,
      startTimeUnixNano: '1700000000000000000',
      startTimeIso: '2023-11-14T22:13:20.000Z',
      endTimeUnixNano: '1700000000250000100',
      endTimeIso: '2023-11-14T22:13:20.250000100Z',
    });
  });

  it('says in words when the root never arrived, and shows an unrecorded status as null, not 0', () => {
    const missing = toRootRequestView({ spanId: '', name: '', service: '', startNs: '0', endNs: '0', route: '', httpStatus: 0, isError: false });
    expect(missing).toMatchObject({ present: false, words: 'the root span was not received (the request that started the trace is unknown)', httpStatus: null });
    expect(toRootRequestView({ spanId: 'a', name: 'job', service: 's', startNs: '1', endNs: '2', route: '', httpStatus: 0, isError: false }).httpStatus).toBeNull();
    expect(toRootRequestView(null).words).toContain('not known yet');
  });
});

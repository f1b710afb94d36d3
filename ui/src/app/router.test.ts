import { describe, expect, it } from 'vitest';
import { parseHash, traceHref } from './router.ts';

describe('parseHash', () => {
  it('maps the hash routes to pages', () => {
    expect(parseHash('')).toEqual({ page: 'find' });
    expect(parseHash('#/')).toEqual({ page: 'find' });
    expect(parseHash('#/costs')).toEqual({ page: 'costs' });
    expect(parseHash('#/trace/4bf92f3577b34da6a3ce929d0e0e4736')).toEqual({ page: 'trace', traceId: '4bf92f3577b34da6a3ce929d0e0e4736', spanId: null });
    expect(parseHash('#/trace/4bf92f3577b34da6a3ce929d0e0e4736/call/00f067aa0ba902b7')).toEqual({ page: 'trace', traceId: '4bf92f3577b34da6a3ce929d0e0e4736', spanId: '00f067aa0ba902b7' });
  });

  it('keeps search parameters and refuses unknown paths', () => {
    const r = parseHash('#/search?kind=traces&service=checkout');
    expect(r.page === 'search' && r.params.get('service')).toBe('checkout');
    expect(parseHash('#/trace/abc/extra').page).toBe('not-found');
    expect(parseHash('#/nope').page).toBe('not-found');
  });

  it('round-trips a trace link', () => {
    expect(parseHash(traceHref('a1', 'b2'))).toEqual({ page: 'trace', traceId: 'a1', spanId: 'b2' });
  });
});

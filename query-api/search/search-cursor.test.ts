import { describe, expect, it } from 'vitest';
import { createLlmCallCursorCodec, createTraceCursorCodec } from './search-cursor.ts';

const window = { fromMs: 1_764_000_000_000, toMs: 1_764_086_400_000 };
const after = { startNs: '1764050000123456789', traceId: 'ab'.repeat(16), spanId: 'cd'.repeat(8) };

describe('search cursors', () => {
  it('round-trips the window and the last position for the same filters, whatever their key order', () => {
    const codec = createLlmCallCursorCodec();
    const cursor = codec.encode({ model: 'gpt-4o', service: 'api', from: undefined }, { window, after });
    expect(cursor).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(codec.decode({ service: 'api', model: 'gpt-4o' }, cursor)).toEqual({ window, after });
  });

  it('refuses a cursor reused with another filter value, an added filter or a removed one', () => {
    const codec = createLlmCallCursorCodec();
    const cursor = codec.encode({ model: 'gpt-4o' }, { window, after });
    for (const other of [{ model: 'gpt-4o-mini' }, { model: 'gpt-4o', service: 'api' }, {}]) {
      expect(() => codec.decode(other, cursor)).toThrow(expect.objectContaining({ code: 'TH_ERR_API_BAD_CURSOR' }));
    }
  });

  it('refuses a cursor of the other search, garbage, and a window above 31 days', () => {
    const traces = createTraceCursorCodec();
    const calls = createLlmCallCursorCodec();
    const traceCursor = traces.encode({}, { window, after: { startNs: after.startNs, traceId: after.traceId } });
    expect(() => calls.decode({}, traceCursor)).toThrow(expect.objectContaining({ code: 'TH_ERR_API_BAD_CURSOR' }));
    for (const junk of ['', 'not a cursor', 'e30', 'x'.repeat(600)]) {
      expect(() => calls.decode({}, junk)).toThrow(expect.objectContaining({ code: 'TH_ERR_API_BAD_CURSOR' }));
    }
    const wide = calls.encode({}, { window: { fromMs: 0, toMs: 32 * 24 * 3600_000 }, after });
    expect(() => calls.decode({}, wide)).toThrow(expect.objectContaining({ code: 'TH_ERR_API_BAD_CURSOR' }));
    const forged = Buffer.from(JSON.stringify({ ...JSON.parse(Buffer.from(calls.encode({}, { window, after }), 'base64url').toString()), a: ["1' OR 1=1", after.traceId, after.spanId] })).toString('base64url');
    expect(() => calls.decode({}, forged)).toThrow(expect.objectContaining({ code: 'TH_ERR_API_BAD_CURSOR' }));
    const beyond = calls.encode({}, { window, after: { ...after, startNs: '99999999999999999999' } });
    expect(() => calls.decode({}, beyond)).toThrow(expect.objectContaining({ code: 'TH_ERR_API_BAD_CURSOR' }));
  });

  it('holds no filter value in clear', () => {
    const codec = createLlmCallCursorCodec();
    const cursor = codec.encode({ subjectRef: 'psn_0123456789abcdef0123456789abcdef', sessionId: 'sess-secret-1' }, { window, after });
    const text = Buffer.from(cursor, 'base64url').toString('utf8');
    expect(text).not.toContain('psn_0123');
    expect(text).not.toContain('sess-secret-1');
  });
});

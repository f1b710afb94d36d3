import { describe, expect, it } from 'vitest';
import { describeContentPart } from './describe-content-part.ts';

describe('describeContentPart', () => {
  it.each([
    ['stored', '', 'stored'],
    ['not_captured', 'not_sent_by_instrumentation', 'not captured by the instrumentation'],
    ['not_captured', 'stored_externally_by_instrumentation', 'not captured here: the instrumentation stored it elsewhere and sent only a reference'],
    ['not_captured', 'not_applicable', 'not applicable to this operation'],
    ['not_captured', 'included_in_input', 'not separate: part of the input messages'],
    ['not_captured', 'extraction_disabled', 'not captured: content extraction is switched off in the collector'],
    ['not_captured', 'too_large:1048576', 'too large to store (limit 1 MiB)'],
    ['not_captured', 'too_large:1000', 'too large to store (limit 1000 bytes)'],
    ['not_captured', 'too_large', 'too large to store'],
    ['not_captured', 'something_new', 'not captured (something_new)'],
    ['purged', 'retention:30d-default', 'purged by retention (policy: 30d-default)'],
    ['purged', '', 'purged by retention'],
    ['purged', 'retention:2026-11-30', 'purged by retention on 2026-11-30'],
    ['purged', 'quota:2026-12-01', 'evicted at the storage quota on 2026-12-01'],
    ['purged', 'quota', 'evicted at the storage quota'],
    ['erased', 'request:del_0123456789abcdef', 'erased on request del_0123456789abcdef'],
    ['erased', 'request:del_42', 'erased on request (request del_42)'],
    ['erased', 'key_destroyed', "erased on request (the end user's key was destroyed)"],
    ['under_hold', 'hold:h_7', 'under legal hold (hold h_7); erasure waits until it is released'],
  ])('%s / %s → %s', (state, reason, words) => {
    expect(describeContentPart({ ref: '', state, reason })).toEqual({ ref: '', state, reason, words });
  });

  it('keeps the reference, state and reason as they are', () => {
    const ref = `thref:v1:k1:${'a'.repeat(64)}`;
    expect(describeContentPart({ ref, state: 'stored', reason: '' })).toEqual({ ref, state: 'stored', reason: '', words: 'stored' });
  });
});

import { describe, expect, it } from 'vitest';
import { activeHoldWords, deletionWords, eventWords } from './hold-words.ts';

describe('hold words', () => {
  it('says how an active hold covers the trace', () => {
    expect(activeHoldWords({ holdId: 'hold_0123456789abcdef', matterId: 'M-17', scopeKind: 'subjects', sinceIso: '2026-11-30T14:02:03.000Z' })).toBe(
      'Legal hold hold_0123456789abcdef (matter M-17) covers this trace’s end user (and every trace of theirs, also future ones), since 2026-11-30 14:02 UTC. Nothing it covers expires, is evicted or erased while it is active.',
    );
  });

  it('says deletion requests and retention events', () => {
    expect(deletionWords({ requestId: 'del_0123456789abcdef', state: 'restricted' })).toContain('restricted: an active hold covers some of its data');
    expect(eventWords({ action: 'erased', kinds: ['ledger', 'content'], cause: 'del_0123456789abcdef', holdIds: [], atIso: '2026-11-30T01:00:00Z' })).toBe(
      'Erased on request del_0123456789abcdef on 2026-11-30 01:00 UTC (ledger, content).',
    );
    expect(eventWords({ action: 'purged_retention', kinds: ['content'], cause: 'policy:v3', holdIds: [], atIso: '2026-11-30T01:00:00Z' })).toBe(
      'Purged by retention policy version 3 on 2026-11-30 01:00 UTC (content).',
    );
    expect(eventWords({ action: 'restricted', kinds: ['content'], cause: 'del_0123456789abcdef', holdIds: ['hold_0123456789abcdef'], atIso: '2026-11-30T01:00:00Z' })).toContain(
      'because of hold_0123456789abcdef',
    );
  });
});

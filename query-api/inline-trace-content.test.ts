/**
 * `?include=content`'s reads against the real encrypted local-disk content store: one audit entry per object
 * read, against the trace (span, part); limits mark parts left out; a failing part is a state, not a failure.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Principal } from '../platform/auth/token-store.ts';
import { createContentStore } from '../platform/content-store/create-content-store.ts';
import type { EncryptedContentStore } from '../platform/content-store/encrypted-content-store.ts';
import { createKeyring, type Keyring } from '../platform/keys/keyring.ts';
import { scopesOf } from '../schemas/auth.ts';
import type { ContentUse, TenantStore } from '../platform/store/create-store.ts';
import { createAuditedContentReader } from './audited-content-read.ts';
import type { AuditSink } from './audit-sink.ts';
import { inlineTraceContent, type InlineTarget } from './inline-trace-content.ts';

const logger = pino({ level: 'silent' });
const root = mkdtempSync(path.join(os.tmpdir(), 'th-inline-content-'));
const TRACE = '4bf92f3577b34da6a3ce929d0e0e4736';
const principal: Principal = { tokenId: 'tok_1', tenant: 'acme', roles: ['privileged_investigator'], scopes: scopesOf(['privileged_investigator']) };

let keyring: Keyring;
let store: EncryptedContentStore;
const refs: Record<string, string> = {};
/** (ref, span, part) uses of this trace, as content_objects would hold them. */
let uses: Array<{ ref: string } & ContentUse> = [];

type Entry = Parameters<AuditSink['append']>[0];

function reader(entries: Entry[], opts: { failAuditAfter?: number } = {}) {
  return createAuditedContentReader({
    contentStore: store,
    audit: {
      append: async (e) => {
        if (opts.failAuditAfter !== undefined && entries.length >= opts.failAuditAfter) throw new Error('disk full');
        entries.push(e);
      },
    },
    // content_objects' answer, as the tenant store gives it (the store itself is tested in platform/store).
    store: {
      forTenant: () =>
        ({
          findContentUsesInTrace: async (ref: string, traceId: string, spanId?: string) =>
            uses.filter((u) => u.ref === ref && u.traceId === traceId && (spanId === undefined || u.spanId === spanId)).map(({ traceId, spanId, part }) => ({ traceId, spanId, part })),
        }) as unknown as TenantStore,
    },
  });
}

beforeAll(async () => {
  keyring = createKeyring({ logger }, { dir: path.join(root, 'keys') });
  await keyring.start();
  store = await createContentStore({ logger, keyring }, { backend: { kind: 'local', dir: path.join(root, 'content') } });
  await store.start();
  for (const [name, text] of [['prompt', 'Where is order 4711?'], ['answer', 'Delayed by two days.'], ['big', 'x'.repeat(5000)]] as const) {
    refs[name] = (await store.put('acme', Buffer.from(JSON.stringify({ schema: 'tracehold.content.v1', data: [{ role: 'user', parts: [{ type: 'text', content: text }] }] })), 'application/json')).ref;
  }
  uses = [
    { ref: refs.prompt!, traceId: TRACE, spanId: 'aaaaaaaaaaaaaaaa', part: 'input' },
    { ref: refs.answer!, traceId: TRACE, spanId: 'aaaaaaaaaaaaaaaa', part: 'output' },
    { ref: refs.big!, traceId: TRACE, spanId: 'bbbbbbbbbbbbbbbb', part: 'input' },
  ];
}, 60_000);

afterAll(async () => {
  await store?.shutdown();
  await keyring?.shutdown();
  rmSync(root, { recursive: true, force: true });
});

const target = (key: string, ref: string, spanId: string, part: string): InlineTarget => ({ key, ref, spanId, part });

describe('inlineTraceContent', () => {
  it('inlines each stored part and writes one granted audit entry per read, against the trace, span and part', async () => {
    const entries: Entry[] = [];
    const { parts, summary } = await inlineTraceContent({ reader: reader(entries) }, { principal, traceId: TRACE, reason: 'INC-7' }, [target('a.input', refs.prompt!, 'aaaaaaaaaaaaaaaa', 'input'), target('a.output', refs.answer!, 'aaaaaaaaaaaaaaaa', 'output')], { maxBytes: 1 << 20, maxReads: 10 });
    expect(parts.get('a.input')).toMatchObject({ state: 'included', document: { data: [{ parts: [{ content: 'Where is order 4711?' }] }] } });
    expect(parts.get('a.output')!.state).toBe('included');
    expect(summary).toMatchObject({ partsIncluded: 2, truncated: false, reason: 'INC-7', view: 'raw' });
    expect(entries.map((e) => [e.action, e.outcome, e.target, e.reason, e.details])).toEqual([
      ['content.read', 'granted', { ref: refs.prompt, traceId: TRACE, spanId: 'aaaaaaaaaaaaaaaa', part: 'input' }, 'INC-7', { view: 'raw', detail: 'ok', via: 'trace_lookup' }],
      ['content.read', 'granted', { ref: refs.answer, traceId: TRACE, spanId: 'aaaaaaaaaaaaaaaa', part: 'output' }, 'INC-7', { view: 'raw', detail: 'ok', via: 'trace_lookup' }],
    ]);
  });

  it('leaves out a part over the byte limit (audited as denied, content not returned) and still inlines smaller ones after it', async () => {
    const entries: Entry[] = [];
    const { parts, summary } = await inlineTraceContent({ reader: reader(entries) }, { principal, traceId: TRACE, reason: 'INC-7' }, [target('b', refs.big!, 'bbbbbbbbbbbbbbbb', 'input'), target('a', refs.prompt!, 'aaaaaaaaaaaaaaaa', 'input')], { maxBytes: 1000, maxReads: 10 });
    expect(parts.get('b')).toMatchObject({ state: 'over_limit', sizeBytes: expect.any(Number) });
    expect(parts.get('b')).not.toHaveProperty('document');
    expect(parts.get('b')!.words).toContain("would pass the lookup's limit of 1000 bytes");
    expect(parts.get('a')!.state).toBe('included');
    expect(summary).toMatchObject({ truncated: true, partsIncluded: 1 });
    expect(entries.map((e) => [e.outcome, (e.details as { detail: string }).detail])).toEqual([['denied', 'over_inline_limit'], ['granted', 'ok']]);
  });

  it('stops at the read limit without reading (nor auditing) the rest', async () => {
    const entries: Entry[] = [];
    const { parts } = await inlineTraceContent({ reader: reader(entries) }, { principal, traceId: TRACE, reason: 'r' }, [target('1', refs.prompt!, 'aaaaaaaaaaaaaaaa', 'input'), target('2', refs.answer!, 'aaaaaaaaaaaaaaaa', 'output')], { maxBytes: 1 << 20, maxReads: 1 });
    expect([parts.get('1')!.state, parts.get('2')!.state]).toEqual(['included', 'over_limit']);
    expect(entries).toHaveLength(1);
  });

  it('turns a reference this trace does not use into a part state, audited as failed (negative control: another span)', async () => {
    const entries: Entry[] = [];
    const { parts } = await inlineTraceContent({ reader: reader(entries) }, { principal, traceId: TRACE, reason: 'r' }, [target('x', refs.prompt!, 'bbbbbbbbbbbbbbbb', 'input')], { maxBytes: 1 << 20, maxReads: 10 });
    expect(parts.get('x')!.state).toBe('not_found');
    expect(parts.get('x')).not.toHaveProperty('document');
    expect(entries.map((e) => [e.action, e.outcome])).toEqual([['content.read.denied', 'failed']]);
  });

  it('reads nothing more once the audit log cannot be written', async () => {
    const entries: Entry[] = [];
    const { parts, summary } = await inlineTraceContent({ reader: reader(entries, { failAuditAfter: 1 }) }, { principal, traceId: TRACE, reason: 'r' }, [target('1', refs.prompt!, 'aaaaaaaaaaaaaaaa', 'input'), target('2', refs.answer!, 'aaaaaaaaaaaaaaaa', 'output'), target('3', refs.prompt!, 'aaaaaaaaaaaaaaaa', 'input')], { maxBytes: 1 << 20, maxReads: 10 });
    expect([...parts.values()].map((p) => p.state)).toEqual(['included', 'audit_unavailable', 'audit_unavailable']);
    expect(parts.get('2')!.document).toBeUndefined();
    expect(summary.partsIncluded).toBe(1);
  });
});

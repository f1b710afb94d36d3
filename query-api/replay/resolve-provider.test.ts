import { describe, expect, it } from 'vitest';
import type { ReplayProviderConfig } from '../../schemas/config.ts';
import { ledgerRecord } from '../../test/factories/ledger-record.ts';
import { resolveProvider } from './resolve-provider.ts';

const entry = (name: string, providers: string[]): ReplayProviderConfig =>
  ({ name, kind: 'openai', providers, baseUrl: 'http://127.0.0.1:9/v1', apiKeyEnv: 'KEY', maxConcurrency: 4, timeoutMs: 1000, maxRetries: 0, retryBaseMs: 1, maxRetryAfterMs: 1 }) as ReplayProviderConfig;
const env = { KEY: 'sk-test' };

describe('resolveProvider', () => {
  it('serves the Vercel AI SDK provider names (openai.chat, openai.responses) from an entry for the vendor', () => {
    const providers = [entry('oa', ['openai'])];
    for (const provider of ['openai.chat', 'openai.responses', 'OpenAI']) {
      const r = resolveProvider(providers, ledgerRecord({ provider }), env);
      expect(r.ok && r.name, provider).toBe('oa');
    }
  });

  it('prefers an entry that names the provider exactly, and matches no other vendor', () => {
    const providers = [entry('oa', ['openai']), entry('oa-chat', ['openai.chat'])];
    const exact = resolveProvider(providers, ledgerRecord({ provider: 'openai.chat' }), env);
    expect(exact.ok && exact.name).toBe('oa-chat');
    const other = resolveProvider(providers, ledgerRecord({ provider: 'anthropic.messages' }), env);
    expect(other).toMatchObject({ ok: false, why: 'not_configured' });
    const notAPrefix = resolveProvider(providers, ledgerRecord({ provider: 'openaiproxy' }), env);
    expect(notAPrefix).toMatchObject({ ok: false, why: 'not_configured' });
  });
});

/**
 * Which configured provider, API and credentials a replay of a call uses. Keys and base URLs come from the
 * operator's configuration only, never from spans. The API follows the original call: an Anthropic provider
 * speaks Messages; for an OpenAI-compatible one a `resp_…` response id means the Responses API, a
 * `chatcmpl-…` id Chat Completions, otherwise the entry's `defaultApi` (Chat Completions when unset).
 */
import { readFileSync } from 'node:fs';
import type { ReplayProviderConfig } from '../../schemas/config.ts';
import type { LedgerRecord } from '../../schemas/ledger.ts';
import type { ReplayApi } from '../../schemas/replay.ts';
import type { ProviderEndpoint } from './providers/call-provider.ts';

export type ResolvedProvider =
  | { ok: true; name: string; api: ReplayApi; endpoint: ProviderEndpoint; maxConcurrency: number }
  | { ok: false; provider: string; api: string; why: 'not_configured' | 'no_api_key' };

export function apiOf(kind: ReplayProviderConfig['kind'], record: Pick<LedgerRecord, 'responseId'>, defaultApi?: ReplayApi): ReplayApi {
  if (kind === 'anthropic') return 'anthropic.messages';
  if (record.responseId.startsWith('resp_')) return 'openai.responses';
  if (record.responseId.startsWith('chatcmpl-')) return 'openai.chat';
  return defaultApi && defaultApi !== 'anthropic.messages' ? defaultApi : 'openai.chat';
}

export function resolveProvider(providers: readonly ReplayProviderConfig[], record: LedgerRecord, env: NodeJS.ProcessEnv): ResolvedProvider {
  const name = record.provider.toLowerCase();
  // The Vercel AI SDK names the provider with its API (`openai.chat`, `openai.responses`, `anthropic.messages`):
  // an entry for `openai` answers those too, unless one names them exactly.
  const vendor = name.includes('.') ? name.slice(0, name.indexOf('.')) : name;
  const entry =
    providers.find((p) => p.providers.some((x) => x.toLowerCase() === name)) ??
    providers.find((p) => p.providers.some((x) => x.toLowerCase() === vendor));
  if (!entry) return { ok: false, provider: record.provider || '(unknown)', api: '', why: 'not_configured' };
  const api = apiOf(entry.kind, record, entry.defaultApi);
  let apiKey = '';
  if (entry.apiKeyEnv) apiKey = env[entry.apiKeyEnv] ?? '';
  if (!apiKey && entry.apiKeyFile) {
    try {
      apiKey = readFileSync(entry.apiKeyFile, 'utf8').trim();
    } catch {
      apiKey = '';
    }
  }
  if (!apiKey) return { ok: false, provider: record.provider, api, why: 'no_api_key' };
  return {
    ok: true,
    name: entry.name,
    api,
    maxConcurrency: entry.maxConcurrency,
    endpoint: {
      kind: entry.kind,
      baseUrl: entry.baseUrl.replace(/\/+$/, ''),
      apiKey,
      headers: entry.headers,
      timeoutMs: entry.timeoutMs,
      maxRetries: entry.maxRetries,
      retryBaseMs: entry.retryBaseMs,
      maxRetryAfterMs: entry.maxRetryAfterMs,
    },
  };
}

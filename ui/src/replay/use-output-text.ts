import { useApi } from '../api/client.ts';
import { useLoad, type Load } from '../components/use-load.ts';
import { outputTextOf } from './output-text.ts';

/** Which view of a stored output to read; raw needs content:read:raw and a reason (audited). */
export type OutputView = { view: 'redacted' } | { view: 'raw'; reason: string };

/**
 * Reads one stored output through the audited content API for the trace it belongs to (the original trace for a
 * replay's outputs) and gives its comparable text. Kept in component state only: never cached, stored or logged.
 */
export function useOutputText(ref: string, traceId: string, spanId: string | null, view: OutputView): Load<string> & { reload(): void } {
  const api = useApi();
  const reason = view.view === 'raw' ? view.reason : undefined;
  return useLoad(async () => {
    const answer = await api.get<{ content: unknown }>(`/v1/content/${encodeURIComponent(ref)}`, {
      traceId,
      spanId: spanId ?? undefined,
      view: view.view,
      reason,
    });
    return outputTextOf(answer.content);
  }, [api, ref, traceId, spanId, view.view, reason]);
}

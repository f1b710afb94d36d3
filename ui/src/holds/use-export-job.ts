import { useEffect, useState } from 'react';
import { useApi } from '../api/client.ts';
import type { HoldExportJob } from './retention-types.ts';

/** How often a running export is asked for its state. */
export const EXPORT_POLL_MS = 1000;

/**
 * Follows one bundle export until it is done or failed (one request at a time), and stops on unmount. A failed
 * poll is reported and retried at the same pace.
 */
export function useExportJob(holdId: string, exportId: string): { job: HoldExportJob | null; error: unknown } {
  const api = useApi();
  const [state, setState] = useState<{ job: HoldExportJob | null; error: unknown }>({ job: null, error: null });
  useEffect(() => {
    let live = true;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const poll = async (): Promise<void> => {
      try {
        const job = await api.get<HoldExportJob>(`/v1/holds/${encodeURIComponent(holdId)}/exports/${encodeURIComponent(exportId)}`);
        if (!live) return;
        setState({ job, error: null });
        if (job.state !== 'running') return;
      } catch (error) {
        if (!live) return;
        setState((s) => ({ job: s.job, error }));
      }
      timer = setTimeout(() => void poll(), EXPORT_POLL_MS);
    };
    void poll();
    return () => {
      live = false;
      if (timer !== undefined) clearTimeout(timer);
    };
  }, [api, holdId, exportId]);
  return state;
}

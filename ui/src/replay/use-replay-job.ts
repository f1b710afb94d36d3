import { useEffect, useState } from 'react';
import { useApi } from '../api/client.ts';
import { FINAL_REPLAY_STATES, type ReplayJob } from './replay-types.ts';

/** How often a running replay is asked for its progress. */
export const REPLAY_POLL_MS = 500;

/** The live state of one replay job: its latest answer, and the error of the latest poll (null when it worked). */
export interface ReplayJobState {
  job: ReplayJob | null;
  error: unknown;
}

/**
 * Follows one replay: starts from `initial` (the POST's answer) when given, polls GET /v1/replays/:id every
 * REPLAY_POLL_MS until the job is final, and stops on unmount or when the id changes. One request at a time (a
 * slow answer delays the next poll instead of piling up). A failed poll is shown and retried at the same pace;
 * the job is not given up on because the network blinked.
 */
export function useReplayJob(replayId: string, initial: ReplayJob | null): ReplayJobState {
  const api = useApi();
  const [state, setState] = useState<ReplayJobState>({ job: initial, error: null });
  useEffect(() => {
    let live = true;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const poll = async (): Promise<void> => {
      try {
        const job = await api.get<ReplayJob>(`/v1/replays/${encodeURIComponent(replayId)}`);
        if (!live) return;
        setState({ job, error: null });
        if (FINAL_REPLAY_STATES.has(job.state)) return;
      } catch (error) {
        if (!live) return;
        setState((s) => ({ job: s.job, error }));
      }
      timer = setTimeout(() => void poll(), REPLAY_POLL_MS);
    };
    if (initial && FINAL_REPLAY_STATES.has(initial.state)) setState({ job: initial, error: null });
    else void poll();
    return () => {
      live = false;
      if (timer !== undefined) clearTimeout(timer);
    };
    // `initial` only seeds the first render of a replay id; a new object for the same id must not restart polling.
  }, [api, replayId]);
  return state;
}

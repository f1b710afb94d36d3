/** Process-tree facts from /proc for tests that start real processes (Linux). */
import { readFileSync } from 'node:fs';

/** Whether a process with this pid exists. */
export function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** Direct child pids of `pid` (empty once it is gone). */
export function childrenOf(pid: number): number[] {
  try {
    return readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').trim().split(/\s+/).filter(Boolean).map(Number);
  } catch {
    return [];
  }
}

/** `pid` and every process below it, parents first (a snapshot: processes come and go). */
export function processTreeOf(pid: number): number[] {
  const out: number[] = [];
  const walk = (p: number): void => {
    out.push(p);
    for (const child of childrenOf(p)) walk(child);
  };
  walk(pid);
  return out;
}

/**
 * Where an all-in-one's memory is, from its own metrics (GET /metrics on the query API; it runs on one thread): its
 * JavaScript heap, the buffers it holds (external), the tail sampler's buffer and the bus bytes ingest has not consumed
 * yet; the rest of RSS is native (the embedded ClickHouse, code, allocator slack). For the benchmarks that print it.
 */
import { ADMIN_TOKEN } from '../support/all-in-one-process.ts';

/** MiB each. */
export interface ServerMemory {
  heapUsed: number;
  heapTotal: number;
  external: number;
  sampler: number;
  busUnconsumed: number;
  /** glibc malloc_trim calls so far, their seconds, and the resident MiB they gave back (platform/memory/allocator-trim.ts). */
  trims: number;
  trimSeconds: number;
  trimReleased: number;
}

/** The figures, or null when the server did not answer within `timeoutMs` (busy). */
export async function readServerMemory(api: string, timeoutMs: number): Promise<ServerMemory | null> {
  let text: string;
  try {
    const res = await fetch(`${api}/metrics`, { headers: { authorization: `Bearer ${ADMIN_TOKEN}` }, signal: AbortSignal.timeout(timeoutMs) });
    text = await res.text();
  } catch {
    return null;
  }
  // A series summed over its labels (a counter per thread, say).
  const sum = (name: string): number =>
    text
      .split('\n')
      .filter((line) => line.startsWith(`${name}{`) || line.startsWith(`${name} `))
      .reduce((total, line) => total + Number(line.slice(line.lastIndexOf(' ') + 1)), 0);
  const mib = (name: string): number => sum(name) / 2 ** 20;
  return {
    heapUsed: mib('tracehold_process_nodejs_heap_size_used_bytes'),
    heapTotal: mib('tracehold_process_nodejs_heap_size_total_bytes'),
    external: mib('tracehold_process_nodejs_external_memory_bytes'),
    sampler: mib('tracehold_ingest_buffered_bytes'),
    busUnconsumed: mib('tracehold_bus_log_unconsumed_bytes'),
    trims: sum('tracehold_process_allocator_trims_total'),
    trimSeconds: sum('tracehold_process_allocator_trim_seconds_total'),
    trimReleased: mib('tracehold_process_allocator_trim_released_bytes_total'),
  };
}

/** One line: `JS heap 205/276 MiB used/committed, external 69, sampler 16, bus unconsumed 86 MiB; 12 trims (9 ms) gave back 310 MiB`. */
export function describeServerMemory(m: ServerMemory | null): string {
  if (m === null) return 'metrics: no answer';
  return (
    `JS heap ${m.heapUsed.toFixed(0)}/${m.heapTotal.toFixed(0)} MiB used/committed, external ${m.external.toFixed(0)}, ` +
    `sampler ${m.sampler.toFixed(0)}, bus unconsumed ${m.busUnconsumed.toFixed(0)} MiB; ` +
    `${m.trims} trims (${(m.trimSeconds * 1000).toFixed(0)} ms) gave back ${m.trimReleased.toFixed(0)} MiB`
  );
}

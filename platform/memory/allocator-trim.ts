import { performance } from 'node:perf_hooks';
import type { Logger } from 'pino';
import { Counter, type Registry } from 'prom-client';

/**
 * Gives the memory the C allocator holds freed back to the system, as it grows.
 *
 * glibc's malloc keeps what a process frees: a freed chunk stays in its arena for the next allocation, and the main
 * arena returns pages only from its top. Node.js's buffers (an export's body, the bus records) and the embedded
 * ClickHouse (libchdb allocates with glibc's malloc, on the main thread and its own) free large amounts after a
 * burst, in the middle of the arenas, where nothing returns them: measured on the all-in-one after 18 MiB exports
 * (`npm run bench:big-exports`), glibc's main heap alone held 170–310 MiB resident, mostly free, and one
 * `malloc_trim(0)` took the process from 829 to 638 MiB. The allocator's own settings (MALLOC_MMAP_THRESHOLD_,
 * MALLOC_ARENA_MAX) would need the environment before node starts, which `npm start` does not give.
 *
 * Every `intervalMs` this looks at the process's resident memory and, when it has grown by `minGrowthBytes` or more
 * since the last trim (or since its lowest point after it), calls glibc's `malloc_trim(0)` (through koffi, a C FFI):
 * every arena's free pages are returned (madvise), whatever their place — before the process takes more from the
 * system. Every tenth interval it trims whatever the growth, for memory freed after the last trim while resident
 * memory stayed level (the end of a burst). A trim with nothing to return walks the arenas' free lists (well under a
 * millisecond on an idle process); time spent is counted in tracehold_process_allocator_trim_seconds_total. On a
 * system without glibc (musl, macOS) or without koffi's build for it, it logs that once and does nothing.
 */
export interface AllocatorTrimOptions {
  /** 0 = off. */
  intervalMs: number;
  minGrowthBytes: number;
  logger: Logger;
  registry?: Registry;
}

export interface AllocatorTrim {
  /** Whether glibc's malloc_trim was found (false: not Linux/glibc, or off). */
  readonly active: boolean;
  stop(): void;
}

type MallocTrim = (pad: number) => number;

/** glibc's malloc_trim, or null where there is none. */
async function loadMallocTrim(): Promise<MallocTrim | null> {
  if (process.platform !== 'linux') return null;
  // glibc's soname; musl has no libc.so.6 (the load throws).
  try {
    const koffi = (await import('koffi')).default;
    const fn = koffi.load('libc.so.6').func('int malloc_trim(size_t pad)');
    return (pad: number) => fn(pad) as number;
  } catch {
    return null;
  }
}

export async function startAllocatorTrim(opts: AllocatorTrimOptions): Promise<AllocatorTrim> {
  if (opts.intervalMs <= 0) return { active: false, stop() {} };
  const trim = await loadMallocTrim();
  if (!trim) {
    opts.logger.info('glibc malloc_trim not available on this system: freed native memory is left to the allocator');
    return { active: false, stop() {} };
  }
  const registers = opts.registry ? [opts.registry] : [];
  const trims = new Counter({
    name: 'tracehold_process_allocator_trims_total',
    help: "Calls of glibc's malloc_trim: when resident memory had grown by limits.memory.allocatorTrimMinGrowthBytes since the last, and every ten limits.memory.allocatorTrimIntervalMs",
    registers,
  });
  const trimSeconds = new Counter({ name: 'tracehold_process_allocator_trim_seconds_total', help: 'Time spent in malloc_trim (it runs on the main thread)', registers });
  const releasedBytes = new Counter({
    name: 'tracehold_process_allocator_trim_released_bytes_total',
    help: 'Resident memory given back by malloc_trim (resident set size before less after, when it fell)',
    registers,
  });
  let floor = process.memoryUsage.rss();
  let ticks = 0;
  const timer = setInterval(() => {
    const rss = process.memoryUsage.rss();
    if (rss < floor) floor = rss;
    if (rss - floor < opts.minGrowthBytes && ++ticks < 10) return;
    ticks = 0;
    const t0 = performance.now();
    trim(0);
    trimSeconds.inc((performance.now() - t0) / 1000);
    trims.inc();
    const after = process.memoryUsage.rss();
    if (after < rss) releasedBytes.inc(rss - after);
    floor = after;
  }, opts.intervalMs);
  timer.unref();
  return {
    active: true,
    stop() {
      clearInterval(timer);
    },
  };
}

/** Set to `1` in the environment of a collector that a launcher started with the collector's V8 flags (collector-launch.ts). */
export const LAUNCHED_ENV = 'TRACEHOLD_COLLECTOR_LAUNCHED';
/** The message such a collector sends its launcher once it runs (before that, its exit ends the launcher too). */
export const LAUNCHED_STARTED = 'tracehold-launched-collector-started';

// Types of collector-launch.js (plain JavaScript: bin/tracehold.js runs it before the build).

/** Set to `1` in the environment of a collector that a launcher started with the collector's V8 flags. */
export declare const LAUNCHED_ENV: 'TRACEHOLD_COLLECTOR_LAUNCHED';
/** The message such a collector sends its launcher once it runs. */
export declare const LAUNCHED_STARTED: 'tracehold-launched-collector-started';
/** V8 settings of a collector process or thread (each unless the command line decided it). */
export declare const COLLECTOR_V8_FLAGS: readonly string[];
/** The node flags a collector process is forked with: the primary's, plus the V8 settings it did not decide itself. */
export declare function collectorExecArgv(primaryExecArgv: readonly string[]): string[];
/** The wait before starting a replacement of a collector process or thread that died (1 s doubling to 30 s; reset after a minute's run). */
export declare function createRestartBackoff(): { next(ranMs: number): number };
/** Runs this command again with `execArgv` as node's flags; resolves with its exit code. */
export declare function launchWithFlags(execArgv: readonly string[], argv: readonly string[], err?: (line: string) => void): Promise<number>;
/** When node lacks any of COLLECTOR_V8_FLAGS: runs this command again with them; resolves with its exit code. Null when node has them. */
export declare function launchIfFlagsMissing(argv: readonly string[]): Promise<number> | null;
/** Whether `tracehold collector` will run a pipeline in its own process (threads or one pipeline), from the environment alone; null when only the configuration can tell. */
export declare function pipelinesHereFromEnvironment(env: Record<string, string | undefined>, cwd: string, parallelism: number): boolean | null;
/** bin/tracehold.js: launches the collector with its flags when the environment decides it runs a pipeline itself; null otherwise. */
export declare function launchEarly(): Promise<number | null>;

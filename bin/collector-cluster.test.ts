import { describe, expect, test } from 'vitest';
import { COLLECTOR_V8_FLAGS, collectorExecArgv } from './collector-cluster.ts';

const DEFAULTS = ['--initial-old-space-size=64', '--single-threaded-gc', '--max-semi-space-size=16'];

describe('collectorExecArgv', () => {
  test('adds the V8 settings to the primary flags, keeping those', () => {
    expect(COLLECTOR_V8_FLAGS).toEqual(DEFAULTS);
    expect(collectorExecArgv([])).toEqual(DEFAULTS);
    expect(collectorExecArgv(['--enable-source-maps'])).toEqual(['--enable-source-maps', ...DEFAULTS]);
  });

  test('a setting given on the command line wins, in either spelling, and only over itself', () => {
    expect(collectorExecArgv(['--initial-old-space-size=128'])).toEqual(['--initial-old-space-size=128', '--single-threaded-gc', '--max-semi-space-size=16']);
    expect(collectorExecArgv(['--initial_old_space_size=16'])).toEqual(['--initial_old_space_size=16', '--single-threaded-gc', '--max-semi-space-size=16']);
    expect(collectorExecArgv(['--initial-heap-size=256'])).toEqual(['--initial-heap-size=256', '--single-threaded-gc', '--max-semi-space-size=16']);
    // Parallel collection back on: the `--no-` form decides the flag.
    expect(collectorExecArgv(['--no-single-threaded-gc'])).toEqual(['--no-single-threaded-gc', '--initial-old-space-size=64', '--max-semi-space-size=16']);
    expect(collectorExecArgv(['--single_threaded_gc'])).toEqual(['--single_threaded_gc', '--initial-old-space-size=64', '--max-semi-space-size=16']);
    // V8's own young generation back: any size given decides it.
    expect(collectorExecArgv(['--max-semi-space-size=4'])).toEqual(['--max-semi-space-size=4', '--initial-old-space-size=64', '--single-threaded-gc']);
    expect(collectorExecArgv(['--max_semi_space_size=2'])).toEqual(['--max_semi_space_size=2', '--initial-old-space-size=64', '--single-threaded-gc']);
  });

  test('other flags with a similar prefix do not count as the setting', () => {
    expect(collectorExecArgv(['--max-old-space-size=512'])).toEqual(['--max-old-space-size=512', ...DEFAULTS]);
    expect(collectorExecArgv(['--single-threaded'])).toEqual(['--single-threaded', ...DEFAULTS]);
    expect(collectorExecArgv(['--min-semi-space-size=1'])).toEqual(['--min-semi-space-size=1', ...DEFAULTS]);
  });
});

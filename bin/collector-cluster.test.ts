import { describe, expect, test } from 'vitest';
import { COLLECTOR_HEAP_FLAGS, collectorExecArgv } from './collector-cluster.ts';

describe('collectorExecArgv', () => {
  test('adds the heap settings to the primary flags, keeping those', () => {
    expect(COLLECTOR_HEAP_FLAGS).toEqual(['--initial-old-space-size=64']);
    expect(collectorExecArgv([])).toEqual(['--initial-old-space-size=64']);
    expect(collectorExecArgv(['--enable-source-maps'])).toEqual(['--enable-source-maps', '--initial-old-space-size=64']);
  });

  test('a heap setting given on the command line wins, in either spelling', () => {
    expect(collectorExecArgv(['--initial-old-space-size=128'])).toEqual(['--initial-old-space-size=128']);
    expect(collectorExecArgv(['--initial_old_space_size=16'])).toEqual(['--initial_old_space_size=16']);
    expect(collectorExecArgv(['--initial-heap-size=256'])).toEqual(['--initial-heap-size=256']);
  });

  test('other flags with a similar prefix do not count as the setting', () => {
    expect(collectorExecArgv(['--max-old-space-size=512'])).toEqual(['--max-old-space-size=512', '--initial-old-space-size=64']);
  });
});

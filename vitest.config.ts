import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['**/*.test.ts'],
    exclude: ['node_modules/**', '.tracehold/**'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    // End-to-end suites start real processes (all-in-one with embedded ClickHouse); two cores only.
    fileParallelism: true,
    maxWorkers: 2,
  },
});
